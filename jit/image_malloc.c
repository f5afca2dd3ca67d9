/* image_malloc.c — malloc, mmap, __register_frame and _Unwind_Backtrace for the jolt binary, so that a Base
 * image holds what C allocates and the code the JIT links.
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
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <unwind.h>

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
    if (!p)
        return;
    if (!rt_image_owns(p))
        __libc_free(p);
    else if (rt_image_building)
        rt_image_free(p);
}

void *calloc(size_t n, size_t m)
{
    if (!rt_image_building)
        return __libc_calloc(n, m);
    if (m && n > SIZE_MAX / m) {
        errno = ENOMEM;
        return NULL;
    }
    void *p = arena_block(n * m, 16);
    return p ? memset(p, 0, n * m) : NULL;
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
        if (rt_image_building)
            rt_image_free(p);
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

/* ---------------------------------------------------------------- the JIT's memory
 * While an image build links JIT code (jit_image_code_window, imagecode.c), LLVM's
 * anonymous mappings come from the arena, and every change of protection of arena pages
 * is recorded so that a start can make it again. Arena pages are never unmapped. */
extern bool jit_image_code_window;
void jit_image_note_frame(void *eh_frame);

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
    if (rt_image_building && jit_image_code_window && !addr && (flags & MAP_ANONYMOUS) &&
        !(flags & MAP_FIXED)) {
        size_t n = (len + 4095) & ~(size_t)4095;
        void *p = rt_image_alloc_pages(n);
        if (p) {
            if (prot != (PROT_READ | PROT_WRITE))
                mprotect(p, n, prot);
            return p;
        }
    }
    long r = syscall(SYS_mmap, addr, len, prot, flags, fd, off);
    return r == -1 ? MAP_FAILED : (void *)r;
}

int munmap(void *addr, size_t len)
{
    if (rt_image_owns(addr))
        return 0;
    return (int)syscall(SYS_munmap, addr, len);
}

int mprotect(void *addr, size_t len, int prot)
{
    int r = (int)syscall(SYS_mprotect, addr, len, prot);
    if (r == 0 && rt_image_building && rt_image_owns(addr))
        rt_image_note_prot(addr, (len + 4095) & ~(size_t)4095, prot);
    return r;
}

/* libgcc's, for the runtime's backtraces: the image's code frames are registered first
 * (imagecode.c registers them lazily). */
void jit_image_frames_ready(void);
_Unwind_Reason_Code _Unwind_Backtrace(_Unwind_Trace_Fn fn, void *arg)
{
    static _Unwind_Reason_Code (*real)(_Unwind_Trace_Fn, void *);
    if (!real)
        real = (_Unwind_Reason_Code(*)(_Unwind_Trace_Fn, void *))dlsym(RTLD_NEXT,
                                                                       "_Unwind_Backtrace");
    jit_image_frames_ready();
    return real ? real(fn, arg) : _URC_END_OF_STACK;
}

/* libgcc's, for the JIT's .eh_frame sections: those of an image build are recorded. */
void __register_frame(void *begin)
{
    static void (*real)(void *);
    if (!real)
        real = (void (*)(void *))dlsym(RTLD_NEXT, "__register_frame");
    if (rt_image_building && rt_image_owns(begin))
        jit_image_note_frame(begin);
    if (real)
        real(begin);
}
#else
typedef int jit_image_malloc_unused; /* sanitizer builds keep their own malloc */
#endif
