/* iobuffer.c — the parts of an IOBuffer (a memory rt_iostream, fd == -1) beyond reading and
 * writing, which io.c and iofile.c do for every stream: a size bound (maxsize), a mark to
 * return to (mark/reset/unmark), and truncation, with Julia 1.7's GenericIOBuffer rules
 * and error texts. Base's io.jl/iostream.jl call these by ccall.
 */
#include <string.h>

#include "rt.h"

/* IOBuffer(maxsize = n): writes past n bytes are dropped */
void rt_memio_set_maxsize(rt_iostream *io, int64_t n) {
    io->maxsize = n == INT64_MAX ? 0 : n;
}

/* mark(io) with m = position, unmark with m = -1; the mark is kept as m + 1 */
void rt_memio_setmark(rt_iostream *io, int64_t m) {
    io->mark = m + 1;
}

/* truncate(io, n): the contents cut to (or zero-extended to) n bytes; the position and a
 * mark past the end come back inside it */
void rt_memio_truncate(rt_iostream *io, int64_t n) {
    if (!io->writable) rt_throw_argument("truncate failed, IOBuffer is not writeable");
    if (n < 0) rt_throw_argument("truncate failed, n bytes must be \xe2\x89\xa5 0, got %lld", (long long)n);
    if (io->maxsize && n > io->maxsize)
        rt_throw_argument("truncate failed, %lld bytes is exceeds IOBuffer maxsize %lld",
                          (long long)n, (long long)io->maxsize);
    if ((size_t)n > io->cap) {
        char *nb = rt_alloc_atomic((size_t)n);
        if (io->len) memcpy(nb, io->buf, io->len);
        io->buf = nb;
        io->cap = (size_t)n;
    }
    if ((size_t)n > io->len) memset(io->buf + io->len, 0, (size_t)n - io->len);
    io->len = (size_t)n;
    if (io->mpos > io->len) io->mpos = io->len;
    if (io->mark - 1 > n) io->mark = 0;
}
