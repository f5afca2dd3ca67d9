/* iofile.c — opening files and reading from streams.
 *
 * rt_open maps Julia's open modes onto open(2) flags and wraps the descriptor in an
 * rt_iostream (io.c). Reading goes through a per-stream input buffer (rbuf) refilled with
 * read(2); an in-memory stream reads its own contents from mpos. Failures throw
 * SystemError (through rt_throw_system_error, which except.c may define; the weak fallback
 * here raises an ErrorException with the same text).
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "rt.h"

#define RT_IO_RBUFSIZE (64 * 1024)

__attribute__((weak)) _Noreturn void rt_throw_system_error(const char *prefix, int errnum) {
    rt_error("SystemError: %s: %s", prefix, strerror(errnum));
}

rt_iostream *rt_open(const char *path, const char *mode) {
    int flags;
    bool rd, wr;
    if (!strcmp(mode, "r")) {
        flags = O_RDONLY, rd = true, wr = false;
    } else if (!strcmp(mode, "r+")) {
        flags = O_RDWR, rd = true, wr = true;
    } else if (!strcmp(mode, "w")) {
        flags = O_WRONLY | O_CREAT | O_TRUNC, rd = false, wr = true;
    } else if (!strcmp(mode, "w+")) {
        flags = O_RDWR | O_CREAT | O_TRUNC, rd = true, wr = true;
    } else if (!strcmp(mode, "a")) {
        flags = O_WRONLY | O_CREAT | O_APPEND, rd = false, wr = true;
    } else if (!strcmp(mode, "a+")) {
        flags = O_RDWR | O_CREAT | O_APPEND, rd = true, wr = true;
    } else {
        rt_throw_argument("invalid open mode: %s", mode);
    }
    int fd = rt_open_or_throw(path, flags);
    size_t n = strlen(path) + 8;
    char *name = rt_alloc_atomic(n);
    snprintf(name, n, "<file %s>", path);
    return rt_new_fdio(fd, name, true, rd, wr);
}

/* Make sure unread input is buffered; false at end of file. */
static bool rt_io_fill(rt_iostream *io) {
    if (io->closed) rt_throw_argument("stream is closed or unusable");
    if (io->fd < 0) return io->mpos < io->len;
    if (io->rpos < io->rlen) return true;
    if (!io->readable) rt_throw_argument("read failed, stream not open for reading");
    if (io->eof) return false;
    if (io == rt_stdin || io->writable) rt_io_flush(rt_stdout); /* prompt before reading */
    if (io->writable) rt_io_flush(io);
    if (!io->rbuf) {
        io->rcap = RT_IO_RBUFSIZE;
        io->rbuf = rt_alloc_atomic(io->rcap);
    }
    ssize_t k;
    do k = read(io->fd, io->rbuf, io->rcap);
    while (k < 0 && errno == EINTR);
    if (k < 0) rt_throw_system_error("read", errno);
    io->rpos = 0;
    io->rlen = (size_t)k;
    if (k == 0) io->eof = 1;
    return k > 0;
}

/* The unread bytes available without blocking again, and a way to consume them. */
static const char *rt_io_avail(rt_iostream *io, size_t *n) {
    if (io->fd < 0) {
        *n = io->len - io->mpos;
        return io->buf + io->mpos;
    }
    *n = io->rlen - io->rpos;
    return io->rbuf + io->rpos;
}
static void rt_io_consume(rt_iostream *io, size_t n) {
    if (io->fd < 0)
        io->mpos += n;
    else
        io->rpos += n;
}

size_t rt_io_read(rt_iostream *io, void *p, size_t n) {
    size_t got = 0;
    while (got < n && rt_io_fill(io)) {
        size_t avail;
        const char *src = rt_io_avail(io, &avail);
        size_t k = avail < n - got ? avail : n - got;
        memcpy((char *)p + got, src, k);
        rt_io_consume(io, k);
        got += k;
    }
    return got;
}

int rt_io_getc(rt_iostream *io) {
    if (!rt_io_fill(io)) return -1;
    size_t avail;
    const char *src = rt_io_avail(io, &avail);
    rt_io_consume(io, 1);
    return (uint8_t)src[0];
}

bool rt_io_eof(rt_iostream *io) {
    return !rt_io_fill(io);
}

rt_string *rt_io_readline(rt_iostream *io, bool keep) {
    if (!rt_io_fill(io)) return NULL;
    rt_iostream *acc = NULL; /* collects a line that spans refills */
    for (;;) {
        size_t avail;
        const char *src = rt_io_avail(io, &avail);
        const char *nl = memchr(src, '\n', avail);
        size_t k = nl ? (size_t)(nl - src) + 1 : avail;
        if (nl && !acc) {
            size_t len = k;
            if (!keep) len -= (len >= 2 && src[len - 2] == '\r') ? 2 : 1;
            rt_string *s = rt_string_n(src, len);
            rt_io_consume(io, k);
            return s;
        }
        if (!acc) acc = rt_new_memio();
        rt_io_write(acc, src, k);
        rt_io_consume(io, k);
        if (nl || !rt_io_fill(io)) break;
    }
    size_t len;
    const char *d = rt_memio_data(acc, &len);
    if (!keep && len && d[len - 1] == '\n') len -= (len >= 2 && d[len - 2] == '\r') ? 2 : 1;
    return rt_string_n(d, len);
}

/* open(2) with close-on-exec, retried on EINTR; SystemError naming the file on failure. */
int rt_open_or_throw(const char *path, int flags)
{
    int fd;
    do fd = open(path, flags | O_CLOEXEC, 0666);
    while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        int e = errno;
        size_t n = strlen(path) + 32;
        char *msg = rt_alloc_atomic(n);
        snprintf(msg, n, "opening file \"%s\"", path);
        rt_throw_system_error(msg, e);
    }
    return fd;
}
