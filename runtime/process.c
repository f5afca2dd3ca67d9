/* process.c — the system calls behind Base's process.jl: spawning a command with three
 * chosen descriptors, pipes, temporary files standing in for in-memory streams, waiting,
 * and signals. Everything returns -errno on failure so process.jl can raise Julia's
 * IOError texts (rt_fs_uverror).
 *
 * Children start through posix_spawnp, which reports a failed exec as an error code
 * (glibc's clone(CLONE_VFORK) path), so `run(`nosuchcmd`)` fails in the parent with
 * ENOENT as libuv's uv_spawn does. The first spawn makes the parent ignore SIGPIPE
 * (writing to a child that has exited must raise EPIPE, not kill jolt), and children get
 * SIGPIPE's default back, as libuv arranges. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rt.h"

extern char **environ;

/* A NULL-terminated char* array of a Vector{String}'s elements. */
static char **strv(rt_array *v)
{
    char **out = rt_alloc((size_t)(v->length + 1) * sizeof *out);
    rt_value **el = rt_array_ptr_data(v);
    for (int64_t i = 0; i < v->length; i++)
        out[i] = ((rt_string *)el[i])->data;
    out[v->length] = NULL;
    return out;
}

/* Start argv (a Vector{String}, argv[1] searched in PATH) with fds[0..2] as its standard
 * streams (-1: /dev/null), env (a Vector{String} of "K=V", or nothing: ours) and working
 * directory dir ("" for ours). Returns the pid, or -errno. */
int64_t rt_proc_spawn(rt_array *argv, rt_value *env, rt_string *dir, int64_t in, int64_t out,
                      int64_t err)
{
    static int sigpipe_ignored RT_PER_PROCESS;
    if (!sigpipe_ignored) {
        signal(SIGPIPE, SIG_IGN);
        sigpipe_ignored = 1;
    }
    rt_flush_all();
    posix_spawn_file_actions_t fa;
    posix_spawnattr_t at;
    posix_spawn_file_actions_init(&fa);
    posix_spawnattr_init(&at);
    sigset_t def;
    sigemptyset(&def);
    sigaddset(&def, SIGPIPE);
    posix_spawnattr_setsigdefault(&at, &def);
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGDEF);
    int64_t fds[3] = {in, out, err};
    for (int i = 0; i < 3; i++) {
        if (fds[i] < 0)
            posix_spawn_file_actions_addopen(&fa, i, "/dev/null", i ? O_WRONLY : O_RDONLY, 0);
        else if (fds[i] != i)
            posix_spawn_file_actions_adddup2(&fa, (int)fds[i], i);
    }
    if (dir->len > 0)
        posix_spawn_file_actions_addchdir_np(&fa, dir->data);
    char **args = strv(argv);
    char **envp = env == rt_nothing ? environ : strv((rt_array *)env);
    pid_t pid;
    int rc = posix_spawnp(&pid, args[0], &fa, &at, args, envp);
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&at);
    return rc ? -(int64_t)rc : (int64_t)pid;
}

/* A pipe, close-on-exec at both ends: read fd | write fd << 32, or -errno. */
int64_t rt_proc_pipe(void)
{
    int p[2];
    if (pipe2(p, O_CLOEXEC) < 0)
        return -(int64_t)errno;
    return (int64_t)p[0] | ((int64_t)p[1] << 32);
}

/* An anonymous temporary file (created and unlinked), read/write, or -errno: the child's
 * end of a stream to or from an IOBuffer. */
int64_t rt_proc_tmpfile(void)
{
    const char *d = getenv("TMPDIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/jolt-proc-XXXXXX", d && *d ? d : "/tmp");
    int fd = mkostemp(path, O_CLOEXEC);
    if (fd < 0)
        return -(int64_t)errno;
    unlink(path);
    return fd;
}

/* Opens path for a child's stream (read-only, or write with append or truncate):
 * the fd, or -errno. */
int64_t rt_proc_openfile(rt_string *path, bool rd, bool append)
{
    int flags = rd ? O_RDONLY : (O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC));
    int fd;
    do fd = open(path->data, flags | O_CLOEXEC, 0644);
    while (fd < 0 && errno == EINTR);
    return fd < 0 ? -(int64_t)errno : fd;
}

void rt_proc_close(int64_t fd)
{
    close((int)fd);
}

/* Seeks fd back to its start (a temporary file the child wrote). */
void rt_proc_rewind(int64_t fd)
{
    lseek((int)fd, 0, SEEK_SET);
}

/* A stream over fd for the parent's end of a pipe (owned: closing it closes fd). */
rt_value *rt_proc_fdio(int64_t fd, bool rd)
{
    return (rt_value *)rt_new_fdio((int)fd, "<pipe>", true, rd, !rd);
}

/* The descriptor under a file stream, or -1 for a memory stream. */
int64_t rt_proc_iofd(rt_iostream *io)
{
    return io->fd;
}

/* Waits for pid (hang: block; else only look). Returns -1 while it still runs, else its
 * exit code, or 256 + the signal that ended it; -2 - errno on error. */
int64_t rt_proc_wait(int64_t pid, bool hang)
{
    int st;
    pid_t r;
    do r = waitpid((pid_t)pid, &st, hang ? 0 : WNOHANG);
    while (r < 0 && errno == EINTR);
    if (r < 0)
        return -2 - errno;
    if (r == 0)
        return -1;
    if (WIFSIGNALED(st))
        return 256 + WTERMSIG(st);
    return WEXITSTATUS(st);
}

/* Writes all of the byte vector v to fd (a temporary file the child will read). */
void rt_proc_fd_write(int64_t fd, rt_array *v)
{
    const char *p = v->data;
    size_t n = (size_t)v->length;
    while (n > 0) {
        ssize_t w = write((int)fd, p, n);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            break;
        p += w;
        n -= (size_t)w;
    }
}

/* Appends everything fd has left to the byte vector v. */
void rt_proc_fd_readall_into(int64_t fd, rt_array *v)
{
    char buf[65536];
    for (;;) {
        ssize_t r = read((int)fd, buf, sizeof buf);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        int64_t at = v->length;
        rt_array_grow_end(v, (int64_t)r);
        memcpy((char *)v->data + at, buf, (size_t)r);
    }
}

/* kill(2): 0 or -errno. */
int64_t rt_proc_kill(int64_t pid, int64_t sig)
{
    return kill((pid_t)pid, (int)sig) < 0 ? -(int64_t)errno : 0;
}
