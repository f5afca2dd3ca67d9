/* iofile.c — opening files and reading from streams.
 *
 * rt_open maps Julia's open modes onto open(2) flags and wraps the descriptor in an
 * rt_iostream (io.c). Reading goes through a per-stream input buffer (rbuf) refilled with
 * read(2); an in-memory stream reads its own contents from mpos. Failures throw
 * SystemError (through rt_throw_system_error, which except.c may define; the weak fallback
 * here raises Base.SystemError). The rest backs Base.open, read, readline, write of bytes,
 * position and seek (runtime/base/iostream.jl).
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "rt.h"

#define RT_IO_RBUFSIZE (64 * 1024)

/* Base.SystemError(prefix, errnum) once Base defines it (iostream.jl); before that an
 * ErrorException with the same text. */
__attribute__((weak)) _Noreturn void rt_throw_system_error(const char *prefix, int errnum) {
    rt_value *T = rt_base_module ? rt_get_global(rt_base_module, rt_symbol("SystemError")) : NULL;
    if (T && rt_is_datatype(T) && ((rt_type *)T)->nfields == 3) {
        int32_t e = errnum;
        rt_value *vals[3] = {(rt_value *)rt_cstring(prefix),
                             rt_box_bits(rt_int32_type, &e), rt_nothing};
        rt_throw(rt_new_struct((rt_type *)T, 3, vals));
    }
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
    if (io->fd < 0) {
        if (!io->readable) rt_throw_argument("read failed, IOBuffer is not readable");
        return io->mpos < io->len;
    }
    if (io->closed) rt_throw_argument("stream is closed or unusable");
    if (io->rpos < io->rlen) return true;
    if (!io->readable) rt_throw_argument("read failed, IOStream is not readable");
    if (io->eof) return false;
    if (io == rt_stdin || io->writable) rt_io_flush_nothrow(rt_stdout); /* prompt before reading */
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
    if (io->fd < 0) return io->mpos >= io->len; /* an IOBuffer: at its end, readable or not */
    return !rt_io_fill(io);
}

/* peek(io): the next byte without consuming it; -1 at end of file. */
int rt_io_peek(rt_iostream *io) {
    if (!rt_io_fill(io)) return -1;
    size_t avail;
    const char *src = rt_io_avail(io, &avail);
    return (uint8_t)src[0];
}

/* read(io, Char): one UTF-8 character (Julia's encoding: the bytes left-aligned in 32 bits);
 * a malformed sequence stops before the byte that does not continue it. The caller has
 * checked eof. */
uint32_t rt_io_read_char(rt_iostream *io) {
    int b0 = rt_io_getc(io);
    if (b0 < 0) return 0;
    uint32_t c = (uint32_t)b0 << 24;
    int lead = 0;
    for (int k = 7; k >= 0 && (b0 >> k) & 1; k--) lead++;
    if (lead < 2 || lead > 4) return c;
    for (int s = 16; s >= 8 * (4 - lead); s -= 8) {
        int b = rt_io_peek(io);
        if (b < 0 || (b & 0xC0) != 0x80) break;
        rt_io_getc(io);
        c |= (uint32_t)b << s;
    }
    return c;
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

/* ---------------------------------------------------------------- Base.open and friends */

/* open(2) for Base.open's flags: a stream named "<file path>", or the boxed -errno.
 * append seeks to the end once (as Julia's ios_file does; later writes go where the
 * position is). */
rt_value *rt_io_open_file(rt_string *path, bool rd, bool wr, bool create, bool trunc,
                          bool append) {
    int flags = wr ? (rd ? O_RDWR : O_WRONLY) : O_RDONLY;
    if (create) flags |= O_CREAT;
    if (trunc) flags |= O_TRUNC;
    int fd;
    do fd = open(path->data, flags | O_CLOEXEC, 0666);
    while (fd < 0 && errno == EINTR);
    if (fd < 0) return rt_box_int64(-errno);
    if (append && lseek(fd, 0, SEEK_END) < 0) {
        int e = errno;
        close(fd);
        return rt_box_int64(-e);
    }
    size_t n = (size_t)path->len + 8;
    char *name = rt_alloc_atomic(n);
    snprintf(name, n, "<file %s>", path->data);
    return (rt_value *)rt_new_fdio(fd, name, true, rd, wr);
}

/* readline: the next line, "" at end of file. */
rt_string *rt_io_readline_str(rt_iostream *io, bool keep) {
    rt_string *s = rt_io_readline(io, keep);
    return s ? s : rt_string_n("", 0);
}

/* Appends everything left in io to the byte vector v; returns the bytes read. */
int64_t rt_io_read_all_into(rt_iostream *io, rt_array *v) {
    int64_t total = 0;
    while (rt_io_fill(io)) {
        size_t avail;
        const char *src = rt_io_avail(io, &avail);
        int64_t at = v->length;
        rt_array_grow_end(v, (int64_t)avail);
        memcpy((char *)v->data + at, src, avail);
        rt_io_consume(io, avail);
        total += (int64_t)avail;
    }
    return total;
}

/* Reads up to n bytes into v[off+1 .. off+n]; returns how many were read. */
int64_t rt_io_read_into(rt_iostream *io, rt_array *v, int64_t off, int64_t n) {
    if (off < 0 || n < 0 || off + n > v->length) rt_throw_argument("read: range out of bounds");
    return (int64_t)rt_io_read(io, (char *)v->data + off * v->elsize, (size_t)(n * v->elsize));
}

/* write(io, a) for an array of bits elements: its bytes; returns the count. */
int64_t rt_io_write_array(rt_iostream *io, rt_array *a) {
    if (a->isptr) rt_throw_argument("write: array elements must be bits types");
    size_t n = (size_t)a->length * a->elsize;
    rt_io_write(io, a->data, n);
    return (int64_t)n;
}

/* write(io, x) for a boxed bits value: its bytes in memory order; returns the count. */
int64_t rt_io_write_bits(rt_iostream *io, rt_value *x) {
    rt_type *t = rt_typeof(x);
    rt_io_write(io, rt_data(x), t->size);
    return (int64_t)t->size;
}

/* String(bytes) without taking the vector. */
rt_string *rt_bytes_string(rt_array *v) {
    return rt_string_n((const char *)v->data, (size_t)(v->length * v->elsize));
}

/* position(io): bytes from the start, accounting for buffered input and output. */
int64_t rt_io_position(rt_iostream *io) {
    if (io->fd < 0) return (int64_t)io->mpos;
    off_t p = lseek(io->fd, 0, SEEK_CUR);
    if (p < 0) rt_throw_system_error("position", errno);
    return (int64_t)p + (int64_t)io->len - (int64_t)(io->rlen - io->rpos);
}

/* seek(io, off) (whence 0), seekend (2, off 0), skip (1): drops buffered input. */
void rt_io_seek(rt_iostream *io, int64_t off, int64_t whence) {
    if (io->closed) rt_throw_argument("stream is closed or unusable");
    if (io->fd < 0) {
        int64_t base = whence == 0 ? 0 : whence == 1 ? (int64_t)io->mpos : (int64_t)io->len;
        int64_t p = base + off;
        io->mpos = (size_t)(p < 0 ? 0 : p > (int64_t)io->len ? (int64_t)io->len : p);
        return;
    }
    rt_io_flush(io);
    if (whence == 1) off -= (int64_t)(io->rlen - io->rpos);
    io->rpos = io->rlen = 0;
    io->eof = 0;
    if (lseek(io->fd, (off_t)off, whence == 0 ? SEEK_SET : whence == 1 ? SEEK_CUR : SEEK_END) < 0)
        rt_throw_system_error(whence == 0 ? "seek" : whence == 1 ? "skip" : "seekend", errno);
}

/* Before writing to a stream that has read ahead: put the file position back where the
 * reader is, so the bytes land after what was read (io.c calls this). */
void rt_io_unread_ahead(rt_iostream *io) {
    if (io->fd >= 0 && io->rlen > io->rpos) {
        lseek(io->fd, -(off_t)(io->rlen - io->rpos), SEEK_CUR);
    }
    io->rpos = io->rlen = 0;
    io->eof = 0;
}

/* isopen(io); rt_io_flag: 0 readable, 1 writable (isreadable / iswritable). */
bool rt_io_isopen(rt_iostream *io) { return !io->closed; }
bool rt_io_flag(rt_iostream *io, int64_t which) {
    if (io->closed) return false;
    return which == 0 ? io->readable : io->writable;
}

/* The stream's name ("<file x>"), as show(::IOStream) prints it. */
rt_value *rt_io_name(rt_iostream *io) { return io->name; }

/* Copies the bytes of s into v (which has sizeof(s) UInt8 elements). */
void rt_string_to_bytes(rt_array *v, rt_string *s) {
    if (v->length * v->elsize < s->len) rt_throw_argument("string_to_bytes: vector too short");
    memcpy(v->data, s->data, (size_t)s->len);
}
