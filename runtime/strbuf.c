/* strbuf.c — a growable, NUL-terminated text buffer (malloc'd, not GC'd).
 *
 * Used wherever C code assembles text piece by piece: the type printer, MethodError
 * candidate lists (ir/methoderr.c), backtrace frame descriptors (codegen/cg_exc.c).
 * On allocation failure the text is silently cut short; the caller frees `p`.
 */
#include <stdlib.h>
#include <string.h>

#include "rt.h"

void rt_strbuf_put(rt_strbuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 64;
        while (nc < b->len + n + 1)
            nc *= 2;
        char *np = realloc(b->p, nc);
        if (!np)
            return;
        b->p = np;
        b->cap = nc;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

void rt_strbuf_puts(rt_strbuf *b, const char *s)
{
    rt_strbuf_put(b, s, strlen(s));
}
