/* gc.c — memory: the thin layer over bdwgc.
 *
 * All runtime objects come from the Boehm collector (thread-enabled, interior pointers on,
 * conservative stack scanning). Pointer-free payloads use the atomic allocator, which the
 * collector does not scan and does not zero, so rt_alloc_atomic zeroes explicitly.
 * Objects that must live forever (symbols, types) are uncollectable but still scanned.
 */
#include <gc.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "rt.h"

static int rt_gc_ready RT_PER_PROCESS; /* rt_gc_init has run */

#define RT_GC_INITIAL_HEAP ((size_t)32 << 20) /* bytes of heap before the first collection */

/* Start-up allocates tens of megabytes, one page fault per 4 KiB page: ask the kernel for
 * transparent huge pages over the initial heap. The collector does not say where its heap
 * lies, so a large block is taken from it (no page is touched), the range advised, and
 * the block given back. Where THP is off, madvise fails and nothing changes. */
static void rt_gc_huge_pages(void) {
    const size_t huge = (size_t)2 << 20;
    size_t n = RT_GC_INITIAL_HEAP - 2 * huge;
    char *p = GC_MALLOC_ATOMIC(n);
    if (!p) return;
    uintptr_t lo = ((uintptr_t)p + huge - 1) & ~(uintptr_t)(huge - 1);
    uintptr_t hi = ((uintptr_t)p + n) & ~(uintptr_t)(huge - 1);
    if (hi > lo) madvise((void *)lo, hi - lo, MADV_HUGEPAGE);
    GC_FREE(p);
}

void rt_gc_init(void) {
    if (rt_gc_ready) return;
    rt_gc_ready = 1;
    GC_set_all_interior_pointers(1);
    GC_INIT();
    GC_allow_register_threads();
    /* start with room for Base and a small program: no collection during start-up
     * (GC_INITIAL_HEAP_SIZE in the environment still wins when larger) */
    if (GC_get_heap_size() < RT_GC_INITIAL_HEAP)
        GC_expand_hp(RT_GC_INITIAL_HEAP - GC_get_heap_size());
    rt_gc_huge_pages();
}

static _Noreturn void rt_out_of_memory(size_t n) {
    fprintf(stderr, "ERROR: OutOfMemoryError() (allocating %zu bytes)\n", n);
    fflush(stderr);
    _Exit(1);
}

/* While an image is built every object goes to its arena (image.c), never freed; zeroed,
 * as the collector's blocks are. */
static void *rt_image_zalloc(size_t nbytes) {
    void *p = rt_image_alloc(nbytes ? nbytes : 1, 16);
    if (!p) rt_out_of_memory(nbytes);
    return memset(p, 0, nbytes);
}

void *rt_alloc(size_t nbytes) {
    if (rt_image_building) return rt_image_zalloc(nbytes);
    void *p = GC_MALLOC(nbytes ? nbytes : 1);
    if (!p) rt_out_of_memory(nbytes);
    return p; /* GC_MALLOC returns cleared memory */
}

void *rt_alloc_atomic(size_t nbytes) {
    if (rt_image_building) return rt_image_zalloc(nbytes);
    void *p = GC_MALLOC_ATOMIC(nbytes ? nbytes : 1);
    if (!p) rt_out_of_memory(nbytes);
    memset(p, 0, nbytes);
    return p;
}

void *rt_alloc_atomic_raw(size_t nbytes) {
    if (rt_image_building) return rt_image_zalloc(nbytes);
    void *p = GC_MALLOC_ATOMIC(nbytes ? nbytes : 1);
    if (!p) rt_out_of_memory(nbytes);
    return p;
}

void *rt_alloc_permanent(size_t nbytes) {
    if (rt_image_building) return rt_image_zalloc(nbytes);
    void *p = GC_MALLOC_UNCOLLECTABLE(nbytes ? nbytes : 1);
    if (!p) rt_out_of_memory(nbytes);
    return p; /* cleared by the collector */
}

void rt_free_permanent(void *p) {
    if (!rt_image_building && !rt_image_owns(p)) GC_FREE(p);
}

rt_value *rt_new_object(rt_type *t) {
    size_t n = sizeof(rt_value) + t->size;
    rt_value *v = (t->flags & RT_ISBITS) ? rt_alloc_atomic(n) : rt_alloc(n);
    v->type = t;
    return v;
}

/* GC.gc(): a full collection now. */
void rt_gc_collect(void) { GC_gcollect(); }

void rt_gc_add_root(void *lo, void *hi) {
    GC_add_roots(lo, hi);
}
