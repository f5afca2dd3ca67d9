/* io.c — byte streams: stdout/stderr/stdin, files and in-memory buffers.
 *
 * A stream over a file descriptor keeps its own output buffer: stdout is line-buffered on a
 * terminal and fully buffered (64 KiB) otherwise; stderr is flushed after every write call,
 * and writing to stderr first flushes stdout so the two interleave as they would unbuffered.
 * An in-memory stream (fd == -1) appends to a growing buffer (sprint, string building) and
 * reads back from mpos. Every fd stream is registered so rt_flush_all (also run at exit) can
 * flush it; closing unregisters it. A small spin lock per stream serialises threads.
 *
 * A write the system refuses (a full disk, a closed descriptor) is never dropped silently:
 * where the program writes or flushes a stream it raises Julia's
 * IOError("write: no space left on device (ENOSPC)"); where the runtime flushes on its own
 * (stdout before stderr or a read, rt_flush_all) the errno is kept, and rt_exit reports it
 * and makes the exit status 1 (rt_io_lost_write). Failures on stderr are only counted: there
 * is nowhere left to report them.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rt.h"

#define RT_IO_BUFSIZE (64 * 1024)

rt_iostream *rt_stdout, *rt_stderr, *rt_stdin;

static pthread_mutex_t rt_io_reg_lock = PTHREAD_MUTEX_INITIALIZER; /* guards the registry */
static rt_iostream **rt_io_open;     /* open fd streams (uncollectable, so they stay alive) */
static size_t rt_io_nopen, rt_io_capopen; /* used / allocated entries */

static void rt_io_lock(rt_iostream *io) {
    while (__atomic_test_and_set(&io->lock, __ATOMIC_ACQUIRE)) sched_yield();
}
static void rt_io_unlock(rt_iostream *io) {
    __atomic_clear(&io->lock, __ATOMIC_RELEASE);
}

static void rt_io_register(rt_iostream *io) {
    pthread_mutex_lock(&rt_io_reg_lock);
    if (rt_io_nopen == rt_io_capopen) {
        size_t ncap = rt_io_capopen ? rt_io_capopen * 2 : 16;
        rt_iostream **n = rt_alloc_permanent(ncap * sizeof *n);
        if (rt_io_nopen) memcpy(n, rt_io_open, rt_io_nopen * sizeof *n);
        /* the old array stays uncollectable but unused; streams are rarely opened */
        rt_io_open = n;
        rt_io_capopen = ncap;
    }
    rt_io_open[rt_io_nopen++] = io;
    pthread_mutex_unlock(&rt_io_reg_lock);
}

static void rt_io_unregister(rt_iostream *io) {
    pthread_mutex_lock(&rt_io_reg_lock);
    for (size_t i = 0; i < rt_io_nopen; i++)
        if (rt_io_open[i] == io) {
            rt_io_open[i] = rt_io_open[--rt_io_nopen];
            rt_io_open[rt_io_nopen] = NULL;
            break;
        }
    pthread_mutex_unlock(&rt_io_reg_lock);
}

/* Write all n bytes to fd: 0, or the errno of the write that failed (the rest is dropped). */
static int rt_fd_write_all(int fd, const char *p, size_t n) {
    while (n > 0) {
        ssize_t k = write(fd, p, n);
        if (k < 0) {
            if (errno == EINTR) continue;
            if (errno == EAGAIN) {
                sched_yield();
                continue;
            }
            return errno ? errno : EIO;
        }
        if (k == 0) return EIO; /* no progress: would loop forever */
        p += k;
        n -= (size_t)k;
    }
    return 0;
}

/* The errno of the first failed write nobody has reported yet (0: none); see the top. */
static int rt_io_lost_errno;

/* Writes out io's buffer: 0, or the errno of the failed write (the buffer is emptied
 * either way, so a failure is reported once, not again at every later flush). */
static int rt_io_flush_locked(rt_iostream *io) {
    int err = 0;
    if (io->fd >= 0 && io->len) {
        err = rt_fd_write_all(io->fd, io->buf, io->len);
        io->len = 0;
    }
    return err;
}

/* A failure the runtime saw on its own: kept for rt_exit. */
static void rt_io_note_lost(int err) {
    if (err) {
        int none = 0;
        __atomic_compare_exchange_n(&rt_io_lost_errno, &none, err, false, __ATOMIC_RELAXED,
                                    __ATOMIC_RELAXED);
    }
}

int rt_io_lost_write(void) {
    return __atomic_exchange_n(&rt_io_lost_errno, 0, __ATOMIC_RELAXED);
}

/* Julia's IOError for a failed write, as libuv's write reports it:
 * IOError("write: no space left on device (ENOSPC)", -28). Before Base defines IOError
 * (or in an executable that dropped it) an ErrorException with the same text. */
_Noreturn static void rt_throw_write_error(int err) {
    rt_string *why = rt_fs_uverror(-(int64_t)err);
    rt_value *T = rt_base_module ? rt_get_global(rt_base_module, rt_symbol("IOError")) : NULL;
    if (T && rt_is_datatype(T) && ((rt_type *)T)->nfields == 2) {
        char msg[160];
        snprintf(msg, sizeof msg, "write: %s", why->data);
        int32_t code = -err;
        rt_value *vals[2] = {(rt_value *)rt_cstring(msg), rt_box_bits(rt_int32_type, &code)};
        rt_throw(rt_new_struct((rt_type *)T, 2, vals));
    }
    rt_error("IOError: write: %s", why->data);
}

/* A failure on a stream the program is using: raised, except on stderr (see the top). */
static void rt_io_write_failed(rt_iostream *io, int err) {
    if (!err) return;
    if (io == rt_stderr) {
        rt_io_note_lost(err);
        return;
    }
    rt_throw_write_error(err);
}

rt_iostream *rt_new_fdio(int fd, const char *name, bool owned, bool readable, bool writable) {
    rt_iostream *io = rt_alloc(sizeof(rt_iostream));
    io->type = rt_iostream_type;
    io->fd = fd;
    io->cap = RT_IO_BUFSIZE;
    io->buf = writable ? rt_alloc_atomic(io->cap) : NULL;
    if (!writable) io->cap = 0;
    io->owned = owned;
    io->readable = readable;
    io->writable = writable;
    io->name = name ? (rt_value *)rt_cstring(name) : rt_nothing;
    rt_io_register(io);
    return io;
}

rt_iostream *rt_new_memio(void) {
    rt_iostream *io = rt_alloc(sizeof(rt_iostream));
    io->type = rt_iobuffer_type;
    io->fd = -1;
    io->cap = 64;
    io->buf = rt_alloc_atomic(io->cap);
    io->readable = io->writable = 1;
    io->name = rt_nothing;
    return io;
}

/* A standard descriptor the process started without (`jolt ... >&-`) is held by /dev/null
 * opened read-only: files the program opens cannot take its number (and receive what was
 * meant for stdout), and writes to it fail with EBADF, which is then reported. Run first
 * thing by jolt's main and by an executable's. */
void rt_io_reserve_std_fds(void) {
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) >= 0 || errno != EBADF) continue;
        int k = open("/dev/null", O_RDONLY);
        if (k >= 0 && k != fd) {
            dup2(k, fd);
            close(k);
        }
    }
}

void rt_io_init(void) {
    if (!rt_stdout) { /* (a Base image brings the streams along) */
        rt_stdout = rt_new_fdio(1, "<stdout>", false, false, true);
        rt_stderr = rt_new_fdio(2, "<stderr>", false, false, true);
        rt_stderr->unbuffered = 1;
        rt_stdin = rt_new_fdio(0, "<stdin>", false, true, false);
        /* Base.stdout/stderr/stdin are these streams from the start (no code runs for them) */
        if (rt_base_module) {
            rt_set_const(rt_base_module, rt_symbol("stdout"), (rt_value *)rt_stdout);
            rt_set_const(rt_base_module, rt_symbol("stderr"), (rt_value *)rt_stderr);
            rt_set_const(rt_base_module, rt_symbol("stdin"), (rt_value *)rt_stdin);
        }
    }
    /* this process's side: what fd 1 is, and the flush at exit */
    rt_stdout->linebuf = isatty(1) ? 1 : 0;
    atexit(rt_flush_all);
}

/* Room in a memory stream's buffer for bytes up to offset `need`. */
static void rt_memio_reserve(rt_iostream *io, size_t need) {
    if (need <= io->cap) return;
    size_t ncap = io->cap ? io->cap * 2 : 64;
    while (ncap < need) ncap *= 2;
    char *nb = rt_alloc_atomic(ncap);
    if (io->len) memcpy(nb, io->buf, io->len);
    io->buf = nb;
    io->cap = ncap;
}

/* Base's wrappers whose first field is the stream they write to (a boxed pointer):
 * an IOContext (runtime/base/iocontext.jl), and a Process or ProcessChain (process.jl),
 * which write to the process's input. Writes to devnull vanish: NULL. */
static rt_iostream *rt_io_target(rt_iostream *io) {
    for (;;) {
        rt_type *t = io->type;
        if (t == rt_iostream_type || t == rt_iobuffer_type || t->name->module != rt_base_module)
            return io;
        const char *nm = t->name->name->name;
        if (!strcmp(nm, "DevNull"))
            return NULL;
        if (t->nfields < 1 || t->fieldinline[0] ||
            (strcmp(nm, "IOContext") && strcmp(nm, "Process") && strcmp(nm, "ProcessChain")))
            return io;
        io = *(rt_iostream **)((char *)rt_data(io) + t->fieldoffsets[0]);
    }
}

/* A program's own IO type (struct T <: IO with Base.write(::T, ::UInt8) or
 * Base.unsafe_write): the bytes go to Base._write_user(io, s::String), which calls
 * unsafe_write as Julia's write(io, ::String) does; its fallback writes byte by byte. */
static rt_value *rt_write_user_fn; /* Base._write_user, once Base has handed it over */

/* Base._note_io hands over _write_user (always false: see io.jl). */
bool rt_set_write_user(rt_value *f) {
    rt_write_user_fn = f;
    return false;
}

static void rt_io_write_user(rt_iostream *io, const void *p, size_t n) {
    if (!rt_write_user_fn) rt_write_user_fn = rt_get_global(rt_base_module, rt_symbol("_write_user"));
    if (!rt_write_user_fn)
        rt_error("write: no writer for a stream of type %s in this executable",
                 rt_type_str((rt_value *)io->type));
    rt_value *args[3] = {rt_write_user_fn, (rt_value *)io, (rt_value *)rt_string_n(p, n)};
    rt_apply_generic(args, 3);
}

/* A memory stream (an IOBuffer) writes at its position, which moves past the bytes, or at
 * the end when it appends (Julia's GenericIOBuffer). */
void rt_io_write(rt_iostream *io, const void *p, size_t n) {
    io = rt_io_target(io);
    if (!io) return;
    if (io->type != rt_iostream_type && io->type != rt_iobuffer_type) {
        rt_io_write_user(io, p, n);
        return;
    }
    if (io->fd < 0) {
        if (!io->writable) rt_throw_argument("ensureroom failed, IOBuffer is not writeable");
        if (n == 0) return;
        rt_io_lock(io);
        size_t at = io->append ? io->len : io->mpos;
        if (io->maxsize && at + n > (size_t)io->maxsize) /* a bounded buffer takes what fits */
            n = at < (size_t)io->maxsize ? (size_t)io->maxsize - at : 0;
        if (n == 0) {
            rt_io_unlock(io);
            return;
        }
        rt_memio_reserve(io, at + n);
        memcpy(io->buf + at, p, n);
        if (at + n > io->len) io->len = at + n;
        if (!io->append) io->mpos = at + n;
        rt_io_unlock(io);
        return;
    }
    if (io->closed) rt_throw_argument("stream is closed or unusable");
    if (n == 0) return;
    if (!io->writable) rt_throw_argument("write failed, IOStream is not writeable");
    if (io->unbuffered && rt_stdout && io != rt_stdout) rt_io_flush_nothrow(rt_stdout);
    if (io->readable && (io->rlen > io->rpos || io->eof)) rt_io_unread_ahead(io);
    rt_io_lock(io);
    int err = 0;
    if (io->len + n > io->cap) err = rt_io_flush_locked(io);
    if (err) {
        /* the buffered bytes are lost; so are these, as a direct write would lose them */
    } else if (n >= io->cap) {
        err = rt_fd_write_all(io->fd, p, n);
    } else {
        memcpy(io->buf + io->len, p, n);
        io->len += n;
        if (io->unbuffered || (io->linebuf && memchr(p, '\n', n))) err = rt_io_flush_locked(io);
    }
    rt_io_unlock(io);
    rt_io_write_failed(io, err);
}

void rt_io_putc(rt_iostream *io, int byte) {
    char c = (char)byte;
    rt_io_write(io, &c, 1);
}

void rt_io_puts(rt_iostream *io, const char *s) {
    rt_io_write(io, s, strlen(s));
}

void rt_io_vprintf(rt_iostream *io, const char *fmt, va_list ap) {
    char small[256];
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    if (n < 0) {
        va_end(ap2);
        return;
    }
    if ((size_t)n < sizeof small) {
        rt_io_write(io, small, (size_t)n);
    } else {
        char *big = malloc((size_t)n + 1);
        if (big) {
            vsnprintf(big, (size_t)n + 1, fmt, ap2);
            rt_io_write(io, big, (size_t)n);
            free(big);
        }
    }
    va_end(ap2);
}

void rt_io_printf(rt_iostream *io, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    rt_io_vprintf(io, fmt, ap);
    va_end(ap);
}

/* flush(io): a failed write raises IOError */
void rt_io_flush(rt_iostream *io) {
    if (io->fd < 0) return;
    rt_io_lock(io);
    int err = rt_io_flush_locked(io);
    rt_io_unlock(io);
    rt_io_write_failed(io, err);
}

/* A flush the runtime does on its own (stdout before stderr or a read, before a
 * redirect): a failed write is kept for rt_exit instead of raised here. */
void rt_io_flush_nothrow(rt_iostream *io) {
    if (io->fd < 0) return;
    rt_io_lock(io);
    rt_io_note_lost(rt_io_flush_locked(io));
    rt_io_unlock(io);
}

/* Whether io is a terminal that takes colours (TERM is not "dumb"): Base's :color; with
 * --color=yes every stream of the process (a file too), with --color=no none. */
bool rt_io_color(rt_iostream *io) {
    if (io->type != rt_iostream_type || io->fd < 0) return false;
    if (rt_opts.color >= 0) return rt_opts.color == 1;
    if (!isatty(io->fd)) return false;
    const char *t = getenv("TERM");
    return !t || strcmp(t, "dumb") != 0;
}

void rt_flush_all(void) {
    pthread_mutex_lock(&rt_io_reg_lock);
    for (size_t i = 0; i < rt_io_nopen; i++) {
        rt_iostream *io = rt_io_open[i];
        /* no spinning at exit: a thread killed mid-write must not hang the process */
        if (__atomic_test_and_set(&io->lock, __ATOMIC_ACQUIRE)) continue;
        rt_io_note_lost(rt_io_flush_locked(io));
        rt_io_unlock(io);
    }
    pthread_mutex_unlock(&rt_io_reg_lock);
}

void rt_io_close(rt_iostream *io) {
    if (io->closed) return;
    if (io->fd < 0) { /* a closed IOBuffer is empty and neither readable nor writable */
        io->readable = io->writable = 0;
        io->len = io->mpos = 0;
    }
    int err = 0;
    if (io->fd >= 0) { /* closed even when the last flush fails; then the IOError */
        rt_io_lock(io);
        err = rt_io_flush_locked(io);
        rt_io_unlock(io);
        rt_io_unregister(io);
        if (io->owned && close(io->fd) != 0 && !err && errno != EINTR) err = errno;
    }
    io->closed = 1;
    rt_io_write_failed(io, err);
}

/* ---------------------------------------------------------------- memory streams */

const char *rt_memio_data(rt_iostream *io, size_t *len) {
    *len = io->len;
    return io->buf;
}

rt_string *rt_memio_string(rt_iostream *io) {
    return rt_string_n(io->buf, io->len);
}

rt_string *rt_memio_take(rt_iostream *io) {
    rt_io_lock(io);
    rt_string *s = rt_string_n(io->buf, io->len);
    if (io->writable) { /* a read-only buffer keeps its contents */
        io->len = 0;
        io->mpos = 0;
    }
    rt_io_unlock(io);
    return s;
}

/* IOBuffer's flags (Base.IOBuffer keywords); the position moves to the start. */
void rt_memio_setflags(rt_iostream *io, bool readable, bool writable, bool append) {
    io->readable = readable;
    io->writable = writable;
    io->append = append;
    io->mpos = 0;
}

/* A memory stream's state for show(::IOBuffer): 0 readable, 1 writable, 2 append,
 * 3 size, 4 ptr (position + 1), 5 mark (-1 when unmarked), 6 maxsize (0: none); -1 for a
 * stream that is not in memory. */
int64_t rt_memio_info(rt_iostream *io, int64_t which) {
    if (io->fd >= 0) return -1;
    switch (which) {
    case 0: return io->readable;
    case 1: return io->writable;
    case 2: return io->append;
    case 3: return (int64_t)io->len;
    case 5: return io->mark - 1;
    case 6: return io->maxsize;
    default: return (int64_t)io->mpos + 1;
    }
}
