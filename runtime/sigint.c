/* sigint.c — Ctrl-C in a script, as Julia's exit_on_sigint: the process ends with status
 * 130 after what it printed is flushed, and says where it was, as Julia's critical-signal
 * report begins ("signal (2): Interrupt", "in expression starting at FILE:LINE").
 *
 * The handler itself only writes a byte to a pipe (all a handler may safely do); a
 * watcher thread waiting on the pipe flushes the streams and exits. A SIGINT the parent
 * ignores (a background job of a non-interactive shell) stays ignored.
 */
#include "rt.h"
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static int sigint_pipe[2] = {-1, -1}; /* handler -> watcher */

static void on_sigint(int sig)
{
    (void)sig;
    int saved = errno;
    char c = 1;
    ssize_t k = write(sigint_pipe[1], &c, 1);
    (void)k;
    errno = saved;
}

static void *watch(void *arg)
{
    (void)arg;
    char c;
    while (read(sigint_pipe[0], &c, 1) < 0 && errno == EINTR)
        ;
    rt_flush_all();
    fflush(stdout);
    if (rt_toplevel_file)
        fprintf(stderr, "\nsignal (2): Interrupt\nin expression starting at %s:%d\n",
                rt_toplevel_file, rt_toplevel_line);
    else
        fprintf(stderr, "\nsignal (2): Interrupt\n");
    fflush(stderr);
    _exit(130);
    return NULL;
}

void rt_exit_on_sigint(void)
{
    struct sigaction old;
    if (sigaction(SIGINT, NULL, &old) == 0 && old.sa_handler == SIG_IGN)
        return;
    if (pipe(sigint_pipe) != 0)
        return;
    fcntl(sigint_pipe[0], F_SETFD, FD_CLOEXEC);
    fcntl(sigint_pipe[1], F_SETFD, FD_CLOEXEC);
    pthread_t t;
    pthread_attr_t a;
    pthread_attr_init(&a);
    pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
    if (pthread_create(&t, &a, watch, NULL) != 0)
        return;
    struct sigaction sa = {.sa_handler = on_sigint, .sa_flags = SA_RESTART};
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
}
