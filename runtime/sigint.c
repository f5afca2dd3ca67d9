/* sigint.c — Ctrl-C (SIGINT), as Julia handles it.
 *
 * A script (rt_exit_on_sigint, Julia's exit_on_sigint): the process ends with status 130
 * after what it printed is flushed, and says where it was, as Julia's critical-signal
 * report begins ("signal (2): Interrupt", "in expression starting at FILE:LINE"). The
 * handler only writes a byte to a pipe (all a handler may safely do); a watcher thread
 * waiting on the pipe flushes the streams and exits.
 *
 * The REPL (rt_sigint_interrupts): while an input runs (rt_sigint_armed), Ctrl-C throws
 * InterruptException into the main thread. Compiled code has no safepoints, so the
 * handler looks where the thread was stopped: in machine code the JIT made (or the Base
 * image holds: memory no shared object maps) no lock is held and nothing is half-done
 * that a throw would leave broken, so it throws from there at once; likewise inside a C
 * library call that only waits (nanosleep, poll, waitpid). Elsewhere (the C
 * runtime, libc, the collector) it marks the interrupt pending and a sampler thread stops
 * the main thread every 2 ms (SIGURG) to look again; after a second or at a second
 * Ctrl-C it throws wherever the thread is, printing Julia's "WARNING: Force throwing a
 * SIGINT". A SIGINT the parent ignores (a background job of a non-interactive shell)
 * stays ignored, in both uses.
 */
#define _GNU_SOURCE
#include "rt.h"
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <ucontext.h>
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

/* SIGINT is not ignored (it is taken over), and fn runs in a detached thread of its own */
static bool take_sigint(void *(*fn)(void *))
{
    struct sigaction old;
    if (sigaction(SIGINT, NULL, &old) == 0 && old.sa_handler == SIG_IGN)
        return false;
    pthread_t t;
    pthread_attr_t a;
    pthread_attr_init(&a);
    pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
    return pthread_create(&t, &a, fn, NULL) == 0;
}

void rt_exit_on_sigint(void)
{
    if (pipe(sigint_pipe) != 0)
        return;
    fcntl(sigint_pipe[0], F_SETFD, FD_CLOEXEC);
    fcntl(sigint_pipe[1], F_SETFD, FD_CLOEXEC);
    if (!take_sigint(watch))
        return;
    struct sigaction sa = {.sa_handler = on_sigint, .sa_flags = SA_RESTART};
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
}

/* ------------------------------------------------------------------ the REPL */

volatile int rt_sigint_armed;  /* an input is running: Ctrl-C interrupts it */
static volatile sig_atomic_t pending;   /* an interrupt waits for a safe moment */
static volatile sig_atomic_t force;     /* ... and throws at the next look regardless */
static pthread_t main_thread;           /* where the REPL runs code */
static rt_value *interrupt_exc;         /* InterruptException() */
static sem_t *sampler_sem;              /* wakes the sampler */
static sem_t sampler_sem_s;             /* (its storage) */

/* pc lies where a throw is safe: machine code no shared object maps (the JIT's, or the
 * Base image's), or a C library call that only waits (sleep, poll, waitpid: Julia too
 * throws at once into a task waiting for I/O or a timer) */
static bool safe_to_throw(void *pc)
{
    Dl_info di;
    if (dladdr(pc, &di) == 0)
        return true;
    const char *f = di.dli_sname;
    return f && (strstr(f, "nanosleep") || strstr(f, "poll") || strstr(f, "select") ||
                 strstr(f, "wait4") || strstr(f, "waitpid"));
}

static void interrupt_here(int sig, siginfo_t *si, void *ctx)
{
    (void)si;
    if (!pthread_equal(pthread_self(), main_thread)) {
        if (sig == SIGINT)
            pthread_kill(main_thread, SIGINT);
        return;
    }
    if (!rt_sigint_armed) {
        pending = 0;
        return;
    }
    if (sig == SIGINT && pending)
        force = 1; /* pressed again before the first was delivered */
    ucontext_t *uc = ctx;
    void *pc = (void *)uc->uc_mcontext.gregs[REG_RIP];
    if (force || safe_to_throw(pc)) {
        if (force) {
            static const char w[] = "WARNING: Force throwing a SIGINT\n";
            ssize_t k = write(2, w, sizeof w - 1);
            (void)k;
        }
        pending = force = 0;
        rt_sigint_armed = 0;
        rt_throw(interrupt_exc);
    }
    if (sig == SIGINT && !pending) {
        pending = 1;
        sem_post(sampler_sem);
    }
}

/* while an interrupt is pending: look at the main thread every 2 ms, force after 1 s */
static void *sampler(void *arg)
{
    (void)arg;
    for (;;) {
        while (sem_wait(sampler_sem) != 0)
            ;
        for (int i = 0; pending && rt_sigint_armed; i++) {
            if (i == 500)
                force = 1;
            pthread_kill(main_thread, SIGURG);
            nanosleep(&(struct timespec){0, 2000000}, NULL);
        }
        pending = 0;
    }
    return NULL;
}

void rt_sigint_interrupts(void)
{
    rt_value *T = rt_get_global(rt_base_module, rt_symbol("InterruptException"));
    if (!T || !((rt_type *)T)->instance)
        return;
    interrupt_exc = ((rt_type *)T)->instance;
    main_thread = pthread_self();
    sampler_sem = &sampler_sem_s;
    sem_init(sampler_sem, 0, 0);
    if (!take_sigint(sampler))
        return;
    struct sigaction sa = {.sa_sigaction = interrupt_here,
                           .sa_flags = SA_SIGINFO | SA_NODEFER | SA_RESTART};
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGURG, &sa, NULL);
}
