/* image.c — the Base image: the heap of a loaded Base, written once at build time and
 * mapped back at every start.
 *
 * How it is made. A process started to build the image (rt_image_build_begin, first thing
 * in main) reserves an arena at a fixed address (RT_IMAGE_ADDR) and from then on every
 * allocation lands there: the collector's (gc.c sends rt_alloc* here) and malloc's (the
 * jolt binary replaces malloc, jit/image_malloc.c). It loads Base as any start does. The
 * arena then holds every object Base made, and the state section — the writable globals
 * of libjoltrt, libjoltir and libjoltfe plus the few globals of other layers marked
 * RT_IMAGE_STATE, gathered between __jolt_state_start and __jolt_state_end by
 * cmake/image.ld — holds every root into it. rt_image_write saves both.
 *
 * How it is used. rt_image_map maps the arena back at the same address, copy-on-write
 * from the file (MAP_FIXED_NOREPLACE: nothing else may sit there), and maps the state
 * section over the globals, copy-on-write too. As the address is the same and the jolt
 * binary is the same (its GNU build-id is part of the key; it is not position-independent,
 * so its functions and globals have the same addresses too), no pointer needs relocating:
 * a start costs two mmaps and page faults as pages are used. Globals that describe this
 * process rather than Base (options, the scheduler, signal stacks, "done" flags of
 * per-process set-up) are marked RT_PER_PROCESS and are never saved.
 *
 * The collector. Arena objects are not in the collector's heap: they are never freed, and
 * their pages are scanned for pointers to collectable objects. Only a page written since
 * it was mapped can hold one (at build time nothing was collectable), and such a page is
 * no longer backed by the file: /proc/self/pagemap tells which (push_dirty_pages), so a
 * collection scans the pages the program wrote, not the whole image.
 *
 * Trust. The file is read only from the build directory (docs/security.md). A file whose
 * magic, version, length, header checksum or build-id do not match is refused; the caller
 * checks the key (Base's sources) and loads Base from source when anything is off. A new
 * image is written under a temporary name and renamed, so a running process never sees a
 * half-written file. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <gc.h>
#include <gc/gc_mark.h>
#include <link.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "rt.h"

#define IMG_MAGIC "JOLTIMG\0"
#define IMG_VERSION 1u
#define IMG_RESERVE ((size_t)8 << 30) /* address space an image build may fill */
#define IMG_ALIGN ((size_t)2 << 20)   /* arena file offset ≡ address mod 2 MiB */
#define IMG_PAGE ((size_t)4096)

/* The linker script's bounds of the state section (weak: absent in executables and unit
 * tests, which have no image). */
extern char __jolt_state_start[] __attribute__((weak));
extern char __jolt_state_end[] __attribute__((weak));

typedef struct img_header {
    char magic[8];          /* IMG_MAGIC */
    uint32_t version;       /* IMG_VERSION */
    uint32_t build_id_len;  /* bytes of build_id used */
    uint8_t build_id[64];   /* the GNU build-id of the binary that wrote the file */
    uint64_t state_addr;    /* where the state section lives */
    uint64_t state_size;    /* its bytes */
    uint64_t state_off;     /* file offset of its copy */
    uint64_t arena_size;    /* bytes of arena in use (mapped at RT_IMAGE_ADDR) */
    uint64_t arena_off;     /* file offset of the arena */
    uint64_t key_off;       /* file offset of the caller's key */
    uint64_t key_size;      /* its bytes */
    uint64_t file_size;     /* the whole file: a truncated one is refused */
    uint64_t checksum;      /* FNV-1a of the header with this field zero */
} img_header;

/* One block's header in the arena: its size, for realloc and malloc_usable_size. */
typedef struct img_block {
    size_t size;    /* bytes requested */
    size_t pad;     /* keeps the payload 16-byte aligned */
} img_block;

bool rt_image_building RT_PER_PROCESS; /* this process is writing an image */
bool rt_image_loaded RT_PER_PROCESS;   /* this process mapped one */
static char *img_top RT_PER_PROCESS;   /* first free byte of the arena (building) */
static char *img_end RT_PER_PROCESS;   /* end of the arena: reserve, or mapped size */
static int img_pagemap_fd RT_PER_PROCESS = -1; /* /proc/self/pagemap, or -1: push all */
static GC_push_other_roots_proc img_prev_push RT_PER_PROCESS; /* the callback we chain */
/* building: one bit per 16 bytes of arena, set where a block's payload starts (the image
 * check walks objects with it) */
static uint64_t *img_starts RT_PER_PROCESS;
/* Arena ranges whose protection is not read-write (the JIT's code and read-only data),
 * saved with the image and applied again when it is mapped. */
typedef struct img_prot {
    char *addr;     /* page-aligned start */
    size_t len;     /* bytes */
    int prot;       /* PROT_* */
} img_prot;
static img_prot *img_prots;         /* (saved: in the state section) */
static size_t img_nprots, img_capprots;

bool rt_image_owns(const void *p)
{
    return (uintptr_t)p >= RT_IMAGE_ADDR && (const char *)p < img_end;
}

/* ---------------------------------------------------------------- building */

bool rt_image_build_begin(void)
{
    if (!__jolt_state_start)
        return false;
    void *p = mmap((void *)RT_IMAGE_ADDR, IMG_RESERVE, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED_NOREPLACE, -1, 0);
    if (p != (void *)RT_IMAGE_ADDR) {
        if (p != MAP_FAILED)
            munmap(p, IMG_RESERVE);
        return false;
    }
    img_top = p;
    img_end = (char *)p + IMG_RESERVE;
    img_starts = mmap(NULL, IMG_RESERVE / 16 / 8, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (img_starts == MAP_FAILED)
        img_starts = NULL;
    rt_image_building = true;
    return true;
}

/* Building: freed blocks by capacity (16-byte classes up to CLASS_MAX, then one list of
 * larger ones), so that what LLVM allocates and frees while it compiles the warm-up's
 * code is reused instead of piling up in the image. */
#define CLASS_MAX 8192
static void *img_free[CLASS_MAX / 16 + 1] RT_PER_PROCESS; /* classes; the last: larger */
static int img_free_lock RT_PER_PROCESS;                   /* a spin lock over them */

static size_t capacity_of(size_t n) { return (n + 15) & ~(size_t)15; }

static void *reuse(size_t n)
{
    size_t cap = capacity_of(n ? n : 1), c = cap <= CLASS_MAX ? cap / 16 : CLASS_MAX / 16;
    void *p = NULL;
    while (__atomic_exchange_n(&img_free_lock, 1, __ATOMIC_ACQUIRE))
        ;
    if (cap <= CLASS_MAX) {
        if ((p = img_free[c]))
            img_free[c] = *(void **)p;
    } else { /* first fit among the large ones, wasting at most half */
        for (void **prev = &img_free[c]; *prev; prev = (void **)*prev) {
            size_t have = capacity_of(rt_image_block_size(*prev));
            if (have >= cap && have / 2 <= cap) {
                p = *prev;
                *prev = *(void **)p;
                break;
            }
        }
    }
    __atomic_store_n(&img_free_lock, 0, __ATOMIC_RELEASE);
    if (p && cap > CLASS_MAX)
        return p; /* keeps its larger recorded size: the capacity stays known */
    if (p)
        ((img_block *)p - 1)->size = n;
    return p;
}

void rt_image_free(void *p)
{
    if (!rt_image_building || !rt_image_owns(p))
        return;
    size_t cap = capacity_of(rt_image_block_size(p));
    size_t c = cap <= CLASS_MAX ? cap / 16 : CLASS_MAX / 16;
    while (__atomic_exchange_n(&img_free_lock, 1, __ATOMIC_ACQUIRE))
        ;
    *(void **)p = img_free[c];
    img_free[c] = p;
    __atomic_store_n(&img_free_lock, 0, __ATOMIC_RELEASE);
}

/* A block of the arena, 16-byte aligned (or `align` when larger). Not zeroed: a block
 * freed while building (rt_image_free) is used again. */
void *rt_image_alloc(size_t n, size_t align)
{
    if (align < 16)
        align = 16;
    if (align == 16) {
        void *p = reuse(n);
        if (p)
            return p;
    }
    for (;;) {
        char *top = __atomic_load_n(&img_top, __ATOMIC_RELAXED);
        uintptr_t payload = ((uintptr_t)top + sizeof(img_block) + align - 1) & ~(uintptr_t)(align - 1);
        char *next = (char *)((payload + n + 15) & ~(uintptr_t)15);
        if (next > img_end)
            return NULL;
        if (__atomic_compare_exchange_n(&img_top, &top, next, false, __ATOMIC_RELAXED,
                                        __ATOMIC_RELAXED)) {
            ((img_block *)payload - 1)->size = n;
            if (img_starts) {
                size_t g = (payload - RT_IMAGE_ADDR) / 16;
                __atomic_fetch_or(&img_starts[g / 64], (uint64_t)1 << (g % 64), __ATOMIC_RELAXED);
            }
            return (void *)payload;
        }
    }
}

char *rt_image_top(void) { return rt_image_building ? img_top : img_end; }

/* Whole pages of the arena, for the JIT's code and data while an image is built. */
void *rt_image_alloc_pages(size_t n)
{
    return rt_image_alloc((n + IMG_PAGE - 1) & ~(IMG_PAGE - 1), IMG_PAGE);
}

/* Building: pages of the arena now have protection prot (the last word for a range wins;
 * ranges are applied in order when the image is mapped). */
void rt_image_note_prot(void *addr, size_t len, int prot)
{
    if (img_nprots == img_capprots) {
        size_t cap = img_capprots ? 2 * img_capprots : 256;
        img_prot *n = rt_image_alloc(cap * sizeof *n, 16);
        if (!n)
            return;
        if (img_nprots)
            memcpy(n, img_prots, img_nprots * sizeof *n);
        img_prots = n;
        img_capprots = cap;
    }
    img_prots[img_nprots++] = (img_prot){addr, len, prot};
}

/* Building: the block holding p (its payload, up to and including its end), or NULL. */
void *rt_image_block_of(const void *p)
{
    if (!img_starts || !rt_image_owns(p) || (const char *)p >= img_top)
        return NULL;
    size_t g = ((uintptr_t)p - RT_IMAGE_ADDR) / 16;
    for (size_t w = g / 64 + 1; w-- > 0;) {
        uint64_t bits = img_starts[w];
        if (w == g / 64)
            bits &= g % 64 == 63 ? ~(uint64_t)0 : (((uint64_t)1 << (g % 64 + 1)) - 1);
        if (!bits)
            continue;
        char *q = (char *)RT_IMAGE_ADDR + (w * 64 + 63 - (size_t)__builtin_clzll(bits)) * 16;
        return (const char *)p <= q + rt_image_block_size(q) ? q : NULL;
    }
    return NULL;
}

size_t rt_image_block_size(const void *p)
{
    return ((const img_block *)p - 1)->size;
}

/* The GNU build-id of the running binary (its ELF note), or 0 bytes when it has none. */
typedef struct { uint8_t id[64]; uint32_t len; } img_build_id;
static int find_build_id(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    img_build_id *out = data;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        if (ph->p_type != PT_NOTE)
            continue;
        const char *p = (const char *)(info->dlpi_addr + ph->p_vaddr), *end = p + ph->p_memsz;
        while (p + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *nh = (const ElfW(Nhdr) *)p;
            const char *name = p + sizeof *nh;
            const uint8_t *desc = (const uint8_t *)name + ((nh->n_namesz + 3) & ~3u);
            if (nh->n_type == NT_GNU_BUILD_ID && nh->n_namesz == 4 && !memcmp(name, "GNU", 4) &&
                nh->n_descsz <= sizeof out->id) {
                memcpy(out->id, desc, nh->n_descsz);
                out->len = nh->n_descsz;
                return 1;
            }
            p = (const char *)desc + ((nh->n_descsz + 3) & ~3u);
        }
    }
    return 1; /* the first object is the executable itself: stop there */
}

static uint64_t fnv1a(const void *p, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ ((const uint8_t *)p)[i]) * 1099511628211ull;
    return h;
}

static bool write_all(int fd, const void *p, size_t n, off_t off)
{
    while (n) {
        ssize_t w = pwrite(fd, p, n, off);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return false;
        p = (const char *)p + w;
        n -= (size_t)w;
        off += w;
    }
    return true;
}

/* Building, before the image is written: freed blocks are garbage; zeroed, they become
 * holes in the file (write_arena), and the image check does not follow what they held.
 * The bytes zeroed. */
size_t rt_image_zero_free(void)
{
    size_t freed = 0;
    for (size_t c = 0; c <= CLASS_MAX / 16; c++)
        for (void *p = img_free[c], *next; p; p = next) {
            next = *(void **)p;
            size_t cap = capacity_of(rt_image_block_size(p));
            freed += cap;
            memset(p, 0, cap);
        }
    return freed;
}

/* The arena's pages, all-zero ones left as holes (the file is sparse: ftruncate sets its
 * length, and reading a hole gives zeros). */
static bool write_arena(int fd, size_t size, off_t off)
{
    static const uint64_t zero[IMG_PAGE / 8];
    size_t run = 0; /* bytes of non-zero pages not yet written, ending at page i */
    for (size_t i = 0; i < size; i += IMG_PAGE) {
        const char *page = (const char *)RT_IMAGE_ADDR + i;
        if (memcmp(page, zero, IMG_PAGE)) {
            run += IMG_PAGE;
            continue;
        }
        if (run && !write_all(fd, page - run, run, off + (off_t)(i - run)))
            return false;
        run = 0;
    }
    return !run || write_all(fd, (const char *)RT_IMAGE_ADDR + size - run, run, off + (off_t)(size - run));
}

/* Building, before the image is written: the recorded protections as few ranges as give
 * the same result (the last word for each page, adjacent pages alike merged, read-write
 * pages, which the mapping already is, left out). The JIT changes a unit's pages two or
 * three times, and each unit is read-only data, code and data; a start makes one mprotect
 * per range and the kernel a mapping per run: ~2,400 of each for ~1,200 units before. */
static void canonical_prots(void)
{
    size_t npages = (size_t)(img_top - (char *)RT_IMAGE_ADDR + IMG_PAGE - 1) / IMG_PAGE;
    unsigned char *pg = calloc(npages ? npages : 1, 1); /* prot + 1 per page; 0: never set */
    if (!pg)
        return;
    for (size_t i = 0; i < img_nprots; i++) {
        size_t a = (size_t)(img_prots[i].addr - (char *)RT_IMAGE_ADDR) / IMG_PAGE;
        size_t b = a + (img_prots[i].len + IMG_PAGE - 1) / IMG_PAGE;
        /* a unit's read-only data lies just before its code: executable too, they are one
         * range instead of two */
        int prot = img_prots[i].prot == PROT_READ ? PROT_READ | PROT_EXEC : img_prots[i].prot;
        for (size_t k = a; k < b && k < npages; k++)
            pg[k] = (unsigned char)(prot + 1);
    }
    size_t n = 0;
    for (size_t k = 0; k < npages;) { /* runs, written over the list (never longer) */
        size_t e = k + 1;
        while (e < npages && pg[e] == pg[k])
            e++;
        if (pg[k] && pg[k] != (PROT_READ | PROT_WRITE) + 1 && n < img_nprots)
            img_prots[n++] = (img_prot){(char *)RT_IMAGE_ADDR + k * IMG_PAGE,
                                        (e - k) * IMG_PAGE, pg[k] - 1};
        k = e;
    }
    img_nprots = n;
    free(pg);
}

int rt_image_write(const char *path, const void *key, size_t keylen)
{
    if (!rt_image_building)
        return -1;
    img_header h;
    memset(&h, 0, sizeof h);
    memcpy(h.magic, IMG_MAGIC, 8);
    h.version = IMG_VERSION;
    img_build_id bid = {0};
    dl_iterate_phdr(find_build_id, &bid);
    if (!bid.len) {
        errno = ENOEXEC;
        return -1;
    }
    memcpy(h.build_id, bid.id, bid.len);
    h.build_id_len = bid.len;
    h.state_addr = (uintptr_t)__jolt_state_start;
    h.state_size = (size_t)(__jolt_state_end - __jolt_state_start);
    h.key_off = IMG_PAGE;
    h.key_size = keylen;
    h.state_off = (h.key_off + keylen + IMG_PAGE - 1) & ~(uint64_t)(IMG_PAGE - 1);
    h.arena_off = (h.state_off + h.state_size + IMG_ALIGN - 1) & ~(uint64_t)(IMG_ALIGN - 1);
    /* (the JIT's code pages are read-only: the arena is written and read as data now; the
     * saved protections stay those the code needs) */
    size_t nprots = img_nprots;
    mprotect((void *)RT_IMAGE_ADDR, (size_t)(img_top - (char *)RT_IMAGE_ADDR + IMG_PAGE - 1) & ~(IMG_PAGE - 1),
             PROT_READ | PROT_WRITE);
    img_nprots = nprots;
    canonical_prots();
    rt_image_zero_free();
    /* the state is saved as it is now; the arena up to its top */
    char *top = __atomic_load_n(&img_top, __ATOMIC_ACQUIRE);
    h.arena_size = ((uintptr_t)top - RT_IMAGE_ADDR + IMG_PAGE - 1) & ~(uint64_t)(IMG_PAGE - 1);
    h.file_size = h.arena_off + h.arena_size;
    h.checksum = fnv1a(&h, sizeof h);
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 32);
    snprintf(tmp, plen + 32, "%s.%ld.tmp", path, (long)getpid());
    int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0)
        return -1;
    bool ok = write_all(fd, &h, sizeof h, 0) && write_all(fd, key, keylen, (off_t)h.key_off) &&
              write_all(fd, __jolt_state_start, h.state_size, (off_t)h.state_off) &&
              write_arena(fd, h.arena_size, (off_t)h.arena_off) &&
              ftruncate(fd, (off_t)h.file_size) == 0;
    int err = errno;
    if (close(fd) != 0 && ok) {
        ok = false;
        err = errno;
    }
    if (ok && rename(tmp, path) != 0) {
        ok = false;
        err = errno;
    }
    if (!ok) {
        unlink(tmp);
        errno = err;
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------- loading */

/* The collector's extra roots: arena pages this process wrote. A page of a private file
 * mapping that was written is anonymous now (pagemap bit 61 clear while present, bit 63)
 * or swapped (bit 62); the others still hold the file's bytes, which point only into the
 * image and the binary. Runs with the world stopped. */
static void push_dirty_pages(void)
{
    if (img_prev_push)
        img_prev_push();
    size_t npages = (size_t)(img_end - (char *)RT_IMAGE_ADDR) / IMG_PAGE;
    if (img_pagemap_fd < 0) {
        GC_push_all((void *)RT_IMAGE_ADDR, img_end);
        return;
    }
    uint64_t buf[512];
    size_t run_start = 0;
    bool in_run = false;
    for (size_t i = 0; i < npages; i += 512) {
        size_t n = npages - i < 512 ? npages - i : 512;
        off_t off = (off_t)(((uintptr_t)RT_IMAGE_ADDR / IMG_PAGE + i) * sizeof(uint64_t));
        if (pread(img_pagemap_fd, buf, n * sizeof(uint64_t), off) != (ssize_t)(n * sizeof(uint64_t))) {
            GC_push_all((void *)RT_IMAGE_ADDR, img_end); /* cannot tell: scan it all */
            return;
        }
        for (size_t k = 0; k < n; k++) {
            uint64_t e = buf[k];
            bool dirty = (e >> 62 & 1) || ((e >> 63 & 1) && !(e >> 61 & 1));
            if (dirty && !in_run) {
                run_start = i + k;
                in_run = true;
            } else if (!dirty && in_run) {
                GC_push_all((char *)RT_IMAGE_ADDR + run_start * IMG_PAGE,
                            (char *)RT_IMAGE_ADDR + (i + k) * IMG_PAGE);
                in_run = false;
            }
        }
    }
    if (in_run)
        GC_push_all((char *)RT_IMAGE_ADDR + run_start * IMG_PAGE, img_end);
}

static bool rt_image_owns_range(const char *p, size_t n, size_t arena_size)
{
    return (uintptr_t)p >= RT_IMAGE_ADDR && n <= arena_size &&
           (uintptr_t)p - RT_IMAGE_ADDR <= arena_size - n;
}

static bool read_all(int fd, void *p, size_t n, off_t off)
{
    while (n) {
        ssize_t r = pread(fd, p, n, off);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return false;
        p = (char *)p + r;
        n -= (size_t)r;
        off += r;
    }
    return true;
}

rt_image_status rt_image_map(const char *path, bool (*key_ok)(const void *key, size_t len))
{
    if (!__jolt_state_start)
        return RT_IMAGE_UNSUPPORTED;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return RT_IMAGE_MISSING;
    img_header h;
    struct stat st;
    rt_image_status status = RT_IMAGE_DAMAGED;
    char *key = NULL;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || !read_all(fd, &h, sizeof h, 0) ||
        memcmp(h.magic, IMG_MAGIC, 8) || h.version != IMG_VERSION)
        goto out;
    uint64_t sum = h.checksum;
    h.checksum = 0;
    if (fnv1a(&h, sizeof h) != sum || h.file_size != (uint64_t)st.st_size ||
        h.arena_off % IMG_PAGE || h.arena_size > IMG_RESERVE || h.key_size > (1u << 24))
        goto out;
    img_build_id bid = {0};
    dl_iterate_phdr(find_build_id, &bid);
    status = RT_IMAGE_FOREIGN;
    if (!bid.len || bid.len != h.build_id_len || memcmp(bid.id, h.build_id, bid.len) ||
        h.state_addr != (uintptr_t)__jolt_state_start ||
        h.state_size != (size_t)(__jolt_state_end - __jolt_state_start))
        goto out;
    status = RT_IMAGE_DAMAGED;
    key = malloc(h.key_size + 1);
    if (!key || !read_all(fd, key, h.key_size, (off_t)h.key_off))
        goto out;
    status = RT_IMAGE_STALE;
    if (key_ok && !key_ok(key, h.key_size))
        goto out;
    status = RT_IMAGE_NOADDR;
    void *a = mmap((void *)RT_IMAGE_ADDR, h.arena_size, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_FIXED_NOREPLACE, fd, (off_t)h.arena_off);
    if (a != (void *)RT_IMAGE_ADDR) {
        if (a != MAP_FAILED)
            munmap(a, h.arena_size);
        goto out;
    }
    /* the saved protections live in the state section: read them from the file's copy */
    size_t np = 0;
    img_prot *prots = NULL;
    if (!read_all(fd, &prots, sizeof prots, (off_t)(h.state_off + (uintptr_t)&img_prots - h.state_addr)) ||
        !read_all(fd, &np, sizeof np, (off_t)(h.state_off + (uintptr_t)&img_nprots - h.state_addr)))
        goto unmap;
    if (np && !rt_image_owns_range((char *)prots, np * sizeof *prots, h.arena_size))
        goto unmap;
    for (size_t i = 0; i < np; i++) {
        img_prot *p = &prots[i];
        if (!rt_image_owns_range(p->addr, p->len, h.arena_size) || mprotect(p->addr, p->len, p->prot) != 0)
            goto unmap; /* e.g. a file system mounted noexec */
    }
    status = RT_IMAGE_DAMAGED;
    /* the state section: mapped copy-on-write over the globals when both are whole pages
     * (cmake/image.ld aligns the section), so a start pays for the pages it touches
     * rather than for copying all of it (1.5 MB: a third of hello's start); else read */
    bool paged = (uintptr_t)__jolt_state_start % IMG_PAGE == 0 && h.state_size % IMG_PAGE == 0 &&
                 mmap(__jolt_state_start, h.state_size, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_FIXED, fd, (off_t)h.state_off) == (void *)__jolt_state_start;
    if (!paged && !read_all(fd, __jolt_state_start, h.state_size, (off_t)h.state_off)) {
        /* the globals are half written: nothing sensible can follow */
        fprintf(stderr, "jolt: cannot read the Base image %s\n", path);
        _exit(1);
    }
    img_end = (char *)RT_IMAGE_ADDR + h.arena_size;
    rt_image_loaded = true;
    img_pagemap_fd = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
    img_prev_push = GC_get_push_other_roots();
    GC_set_push_other_roots(push_dirty_pages);
    status = RT_IMAGE_OK;
    goto out;
unmap:
    munmap((void *)RT_IMAGE_ADDR, h.arena_size);
    status = RT_IMAGE_NOEXEC;
out:
    free(key);
    close(fd);
    return status;
}

const char *rt_image_status_text(rt_image_status s)
{
    switch (s) {
    case RT_IMAGE_OK: return "loaded";
    case RT_IMAGE_MISSING: return "missing";
    case RT_IMAGE_STALE: return "out of date (a Base source changed)";
    case RT_IMAGE_FOREIGN: return "written by another jolt binary";
    case RT_IMAGE_DAMAGED: return "damaged";
    case RT_IMAGE_NOADDR: return "its address range is taken";
    case RT_IMAGE_UNSUPPORTED: return "not supported by this build";
    case RT_IMAGE_NOEXEC: return "not executable where it lies (noexec file system?)";
    }
    return "?";
}
