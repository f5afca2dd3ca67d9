/* redirect.c — primitives behind Base.redirect_stdio and small whole-file helpers.
 *
 * Redirection keeps the stream objects (stdin/stdout/stderr are constants that compiled
 * code may have folded) and, as Julia does, moves the descriptors under them: dup2 puts
 * the target's descriptor at 0, 1 or 2, so ccall'ed C code and child processes (run)
 * follow the redirection; a duplicate of the old descriptor brings it back afterwards.
 * rt_read_file_string and rt_filesize back read(path, String) and filesize(path).
 */
#include <errno.h>
#include <stdio.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rt.h"

/* Send the standard stream io (descriptor 0, 1 or 2) to descriptor fd at the descriptor
 * level, so C code called through ccall and child processes inherit it too: what io and
 * C's stdio buffered goes out first, the old descriptor is kept as a duplicate whose
 * number is returned (rt_io_unredirect puts it back). Input that stdin buffered before is
 * kept aside in the returned stash's place by rt_io_stash_input. */
int64_t rt_io_redirect(rt_iostream *io, int64_t fd)
{
    rt_io_flush(io);
    fflush(NULL);
    int saved = dup(io->fd);
    if (saved < 0)
        rt_throw_system_error("dup", errno);
    if (dup2((int)fd, io->fd) < 0) {
        int e = errno;
        close(saved);
        rt_throw_system_error("dup2", e);
    }
    return saved;
}

/* Undo rt_io_redirect: flush, put the saved descriptor back under io, drop the duplicate. */
void rt_io_unredirect(rt_iostream *io, int64_t saved)
{
    rt_io_flush(io);
    fflush(NULL);
    while (dup2((int)saved, io->fd) < 0 && errno == EINTR)
        ;
    close((int)saved);
}

/* stdin's unread input and end-of-file mark moved into a new (detached) stream object, so
 * reads after a redirection start from the new source; rt_io_unstash_input moves them back. */
rt_iostream *rt_io_stash_input(rt_iostream *io)
{
    rt_iostream *st = rt_alloc(sizeof(rt_iostream));
    st->type = io->type;
    st->fd = -1;
    st->name = rt_nothing;
    st->rbuf = io->rbuf;
    st->rpos = io->rpos;
    st->rlen = io->rlen;
    st->rcap = io->rcap;
    st->eof = io->eof;
    io->rbuf = NULL;
    io->rpos = io->rlen = io->rcap = 0;
    io->eof = 0;
    return st;
}

void rt_io_unstash_input(rt_iostream *io, rt_iostream *st)
{
    io->rbuf = st->rbuf;
    io->rpos = st->rpos;
    io->rlen = st->rlen;
    io->rcap = st->rcap;
    io->eof = st->eof;
}

/* Set whether io flushes after every write (stdout sharing one file with stderr must, for
 * the two to interleave in program order); returns the previous setting. */
int64_t rt_io_set_unbuffered(rt_iostream *io, int64_t on)
{
    int64_t old = io->unbuffered;
    rt_io_flush(io);
    io->unbuffered = on ? 1 : 0;
    return old;
}

/* The descriptor of a stream (-1 for in-memory streams). */
int64_t rt_io_fd(rt_iostream *io)
{
    rt_io_flush_nothrow(io);
    return io->fd;
}

/* The whole contents of the file at path as a String; SystemError when it cannot be read. */
rt_string *rt_read_file_string(const char *path)
{
    int fd = rt_open_or_throw(path, O_RDONLY);
    size_t cap = 4096, len = 0;
    char *buf = rt_alloc_atomic(cap);
    for (;;) {
        if (len == cap) {
            char *nb = rt_alloc_atomic(cap * 2);
            memcpy(nb, buf, len);
            buf = nb;
            cap *= 2;
        }
        ssize_t r = read(fd, buf + len, cap - len);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        len += (size_t)r;
    }
    close(fd);
    return rt_string_n(buf, len);
}

/* Size in bytes of the file at path; 0 when it does not exist (as Julia's stat gives). */
int64_t rt_filesize(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return 0;
    return (int64_t)st.st_size;
}
