/* image_malloc.c — malloc for the jolt binary, so that a Base image holds what C allocates.
 *
 * While a Base image is built (runtime/image.c) every block the process allocates must
 * lie in the image's arena: the symbol table, the parser's tables and the method tables'
 * arrays are malloc'd, and the image is only whole if they come along. jolt therefore
 * defines malloc and its family (glibc supports replacing them; its own calls go through
 * them too). Building, a block comes from the arena and free does nothing; otherwise
 * every call goes to glibc's allocator, except that a block of a mapped image is never
 * given back (free ignores it, realloc copies it out). Executables do not link this file. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <errno.h>
#include <stdint.h>
#include <string.h>

#include "../runtime/rt.h"

#ifndef JOLT_NO_IMAGE
void *__libc_malloc(size_t n);
void *__libc_calloc(size_t n, size_t m);
void *__libc_realloc(void *p, size_t n);
void __libc_free(void *p);
void *__libc_memalign(size_t align, size_t n);

static void *arena_block(size_t n, size_t align)
{
    void *p = rt_image_alloc(n, align);
    if (!p)
        errno = ENOMEM;
    return p;
}

void *malloc(size_t n)
{
    return rt_image_building ? arena_block(n, 16) : __libc_malloc(n);
}

void free(void *p)
{
    if (p && !rt_image_owns(p))
        __libc_free(p);
}

void *calloc(size_t n, size_t m)
{
    if (!rt_image_building)
        return __libc_calloc(n, m);
    if (m && n > SIZE_MAX / m) {
        errno = ENOMEM;
        return NULL;
    }
    return arena_block(n * m, 16); /* the arena's pages are fresh: zero */
}

void *realloc(void *p, size_t n)
{
    if (!p)
        return malloc(n);
    if (!rt_image_owns(p)) /* glibc's, also one made before an image build began */
        return __libc_realloc(p, n);
    /* an arena block: a new block with the old bytes */
    void *q = malloc(n);
    if (q) {
        size_t old = rt_image_block_size(p);
        memcpy(q, p, old < n ? old : n);
    }
    return q;
}

void *reallocarray(void *p, size_t n, size_t m)
{
    if (m && n > SIZE_MAX / m) {
        errno = ENOMEM;
        return NULL;
    }
    return realloc(p, n * m);
}

void *memalign(size_t align, size_t n)
{
    return rt_image_building ? arena_block(n, align) : __libc_memalign(align, n);
}

void *aligned_alloc(size_t align, size_t n) { return memalign(align, n); }

int posix_memalign(void **out, size_t align, size_t n)
{
    if (align < sizeof(void *) || (align & (align - 1)))
        return EINVAL;
    void *p = memalign(align, n);
    if (!p)
        return ENOMEM;
    *out = p;
    return 0;
}

void *valloc(size_t n) { return memalign(4096, n); }

void *pvalloc(size_t n) { return memalign(4096, (n + 4095) & ~(size_t)4095); }

size_t malloc_usable_size(void *p)
{
    static size_t (*libc_usable)(void *);
    if (!p)
        return 0;
    if (rt_image_owns(p))
        return rt_image_block_size(p);
    if (!libc_usable)
        libc_usable = (size_t (*)(void *))dlsym(RTLD_NEXT, "malloc_usable_size");
    return libc_usable ? libc_usable(p) : 0;
}
#else
typedef int jit_image_malloc_unused; /* sanitizer builds keep their own malloc */
#endif
