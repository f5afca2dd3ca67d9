/* redirect.c — primitives behind Base.redirect_stdio and small whole-file helpers.
 *
 * Redirection keeps the stream object (stdout/stderr are constants that compiled code may
 * have folded) and swaps the descriptor it writes to: rt_io_swap_fd flushes the stream,
 * points it at another stream's descriptor and returns the previous one, which the caller
 * restores the same way. rt_read_file_string and rt_filesize back read(path, String) and
 * filesize(path).
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rt.h"

/* Point io at descriptor fd (after flushing what it buffered); returns the old fd. */
int64_t rt_io_swap_fd(rt_iostream *io, int64_t fd)
{
    rt_io_flush_nothrow(io);
    int64_t old = io->fd;
    io->fd = (int)fd;
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
