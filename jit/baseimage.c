/* baseimage.c — the Base image as the driver sees it: which image a start maps, the key
 * that says whether it still matches Base's sources, and the build step that writes it
 * (runtime/image.c maps and writes).
 *
 * The key is text: a format line, Base's main file, then one line per Base file that ran
 * while the image was built (size, modification time, path). A start stats each file
 * (about a hundred stats, ~0.2 ms); any difference makes the image stale, and Base then
 * loads from source with one line on stderr saying so. A different Base (JOLT_BASE_DIR)
 * is not this image's business: it is ignored without a word.
 *
 * JOLT_IMAGE_CHECK=1 with JOLT_IMAGE_WRITE: before writing, every word of the image that
 * points into a mapping the next process will not have at the same address (a shared
 * library, the collector's heap, a stack, glibc's heap) is reported, grouped by mapping;
 * such a pointer would dangle after mapping. */
#include "jit.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <time.h>

#define KEY_HEAD "jolt image key 1\n"

static char *key_buf;               /* the key being built (image builds only) */
static size_t key_len, key_cap;     /* its bytes used / allocated */
static bool key_other_base;         /* key_ok: the image is of another Base directory */
double drv_image_ms = -1;           /* JOLT_TIME: the map took this long (-1: no image) */

static void key_add(const char *s, size_t n)
{
    if (key_len + n + 1 > key_cap) {
        key_cap = (key_len + n + 1) * 2;
        key_buf = realloc(key_buf, key_cap);
    }
    memcpy(key_buf + key_len, s, n);
    key_len += n;
    key_buf[key_len] = 0;
}

static int file_line(char *buf, size_t n, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return snprintf(buf, n, "-1\t0.0\t%s\n", path);
    return snprintf(buf, n, "%lld\t%lld.%09ld\t%s\n", (long long)st.st_size,
                    (long long)st.st_mtim.tv_sec, (long)st.st_mtim.tv_nsec, path);
}

void drv_image_note_file(const char *path)
{
    if (!rt_image_building)
        return;
    if (!key_len) {
        char base[4096];
        drv_base_path(base, sizeof base);
        key_add(KEY_HEAD, strlen(KEY_HEAD));
        key_add("base\t", 5);
        key_add(base, strlen(base));
        key_add("\n", 1);
    }
    char line[4200];
    int n = file_line(line, sizeof line, path);
    if (n > 0 && (size_t)n < sizeof line)
        key_add(line, (size_t)n);
}

/* Does the image's key match Base's sources as they are now? */
static bool key_ok(const void *key, size_t len)
{
    const char *k = key, *end = k + len;
    size_t hl = strlen(KEY_HEAD);
    if (len < hl || memcmp(k, KEY_HEAD, hl))
        return false;
    k += hl;
    const char *nl = memchr(k, '\n', (size_t)(end - k));
    char base[4096];
    drv_base_path(base, sizeof base);
    size_t bl = strlen(base);
    if (!nl || (size_t)(nl - k) != bl + 5 || memcmp(k, "base\t", 5) || memcmp(k + 5, base, bl)) {
        key_other_base = true;
        return false;
    }
    for (k = nl + 1; k < end; k = nl + 1) {
        nl = memchr(k, '\n', (size_t)(end - k));
        if (!nl)
            return false;
        const char *tab = memchr(k, '\t', (size_t)(nl - k));
        const char *tab2 = tab ? memchr(tab + 1, '\t', (size_t)(nl - tab - 1)) : NULL;
        if (!tab2 || nl - tab2 - 1 >= 4096)
            return false;
        char path[4096], line[4200];
        memcpy(path, tab2 + 1, (size_t)(nl - tab2 - 1));
        path[nl - tab2 - 1] = 0;
        int n = file_line(line, sizeof line, path);
        if (n != nl - k + 1 || memcmp(line, k, (size_t)n))
            return false;
    }
    return true;
}

static double clock_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

bool drv_image_load(void)
{
#ifdef JOLT_NO_IMAGE
    (void)key_ok; /* sanitizer builds keep their malloc: no image */
    (void)clock_ms;
    return false;
#else
    const char *path = getenv("JOLT_IMAGE");
    if (path && !*path) /* JOLT_IMAGE= : load Base from source */
        return false;
    if (!path) {
        /* an AST cache named or being written asks for Base from source */
        if (getenv("JOLT_AST_CACHE") || getenv("JOLT_AST_CACHE_WRITE"))
            return false;
        path = JOLT_IMAGE_PATH;
    }
    double t0 = clock_ms();
    rt_image_status s = rt_image_map(path, key_ok);
    if (s == RT_IMAGE_OK) {
        if (!jit_image_code_restore()) {
            /* the globals are the image's now: a start from source cannot follow */
            fprintf(stderr, "jolt: the Base image %s calls a function this process lacks\n", path);
            exit(1);
        }
        drv_image_ms = clock_ms() - t0;
        return true;
    }
    if (s == RT_IMAGE_MISSING || s == RT_IMAGE_UNSUPPORTED || (s == RT_IMAGE_STALE && key_other_base))
        return false;
    fprintf(stderr, "jolt: the Base image %s is %s; Base loads from source (`make` rebuilds it)\n",
            path, rt_image_status_text(s));
    return false;
#endif
}

/* ---------------------------------------------------------------- JOLT_IMAGE_CHECK */

typedef struct map_range {
    uintptr_t lo, hi;   /* the mapping's addresses */
    char name[256];     /* its file, [heap], [stack], or "" (anonymous) */
    size_t hits;        /* words of the image pointing into it */
    uintptr_t first;    /* where the first such word lies */
} map_range;

typedef struct check_state {
    map_range *r;       /* mappings the next process will not have at these addresses */
    int nr;             /* how many */
    uint64_t *marked;   /* one bit per 16 bytes of arena: a block already seen */
    char **stack;       /* blocks to scan */
    size_t nstack;      /* how many */
    uintptr_t *parent;  /* JOLT_IMAGE_CHECK=2: per 16 bytes of arena, the word that led to
                           the block starting there (for the report's chains) */
    char *cur;          /* the block being scanned (NULL: the state section) */
} check_state;

static void *scratch(size_t n)
{
    void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                   -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

/* Every word in [p, end): an arena block it points into is queued, a pointer into a
 * foreign mapping counted. */
static void check_words(check_state *c, const uintptr_t *p, const uintptr_t *end)
{
    for (; p < end; p++) {
        uintptr_t w = *p;
        if (w < 0x10000)
            continue;
        if (rt_image_owns((void *)w)) {
            char *b = rt_image_block_of((void *)w);
            if (!b)
                continue;
            size_t g = (size_t)(b - (char *)RT_IMAGE_ADDR) / 16;
            if (c->marked[g / 64] & (uint64_t)1 << (g % 64))
                continue;
            c->marked[g / 64] |= (uint64_t)1 << (g % 64);
            c->stack[c->nstack++] = b;
            if (c->parent)
                c->parent[g] = (uintptr_t)p;
            continue;
        }
        if (jit_image_is_slot(p))
            continue;
        for (int i = 0; i < c->nr; i++)
            if (w >= c->r[i].lo && w < c->r[i].hi) {
                if (!c->r[i].hits++)
                    c->r[i].first = (uintptr_t)p;
                break;
            }
    }
}

/* Words reachable from the state section that point outside the image and the binary. */
static void check_image(void)
{
    extern char _end[];
    extern char __jolt_state_start[] __attribute__((weak)); /* absent without cmake/image.ld */
    extern char __jolt_state_end[] __attribute__((weak));
    if (!__jolt_state_start)
        return;
    FILE *f = fopen("/proc/self/maps", "r");
    if (!f)
        return;
    size_t used = (size_t)(rt_image_top() - (char *)RT_IMAGE_ADDR);
    check_state c = {.r = scratch(4096 * sizeof(map_range)),
                     .marked = scratch(used / 16 / 8 + 8),
                     .stack = scratch(used / 16 * sizeof(char *) + 8)};
    char line[512];
    while (c.r && c.nr < 4096 && fgets(line, sizeof line, f)) {
        unsigned long lo, hi;
        char name[256] = "";
        if (sscanf(line, "%lx-%lx %*s %*s %*s %*s %255[^\n]", &lo, &hi, name) < 2)
            continue;
        if (lo < (uintptr_t)_end || rt_image_owns((void *)lo))
            continue; /* the binary is not position-independent; the arena is the image */
        c.r[c.nr].lo = lo;
        c.r[c.nr].hi = hi;
        snprintf(c.r[c.nr].name, sizeof c.r[c.nr].name, "%s", name);
        c.nr++;
    }
    fclose(f);
    if (!c.r || !c.marked || !c.stack)
        return;
    bool chains = !strcmp(getenv("JOLT_IMAGE_CHECK"), "2");
    if (chains)
        c.parent = scratch(used / 16 * sizeof(uintptr_t) + 8);
    check_words(&c, (uintptr_t *)__jolt_state_start, (uintptr_t *)__jolt_state_end);
    size_t live = 0;
    while (c.nstack) {
        char *b = c.stack[--c.nstack];
        size_t n = rt_image_block_size(b);
        live += n;
        check_words(&c, (uintptr_t *)b, (uintptr_t *)(b + (n & ~(size_t)7)));
    }
    size_t total = 0;
    for (int i = 0; i < c.nr; i++)
        if (c.r[i].hits) {
            total += c.r[i].hits;
            fprintf(stderr, "jolt: image check: %zu words point into %lx-%lx %s (first at %p)\n",
                    c.r[i].hits, (unsigned long)c.r[i].lo, (unsigned long)c.r[i].hi,
                    c.r[i].name[0] ? c.r[i].name : "(anonymous)", (void *)c.r[i].first);
            /* the chain of words that reaches it, back to a global of the state section */
            for (uintptr_t at = c.r[i].first; chains && rt_image_owns((void *)at);) {
                char *b = rt_image_block_of((void *)at);
                if (!b)
                    break;
                uintptr_t up = c.parent[(size_t)(b - (char *)RT_IMAGE_ADDR) / 16];
                rt_type *t = *(rt_type **)b; /* a Julia object's type, when it is one */
                const char *tn = rt_image_owns(t) && rt_image_owns(t->type) &&
                                 t->type == rt_datatype_type && rt_image_owns(t->name)
                                 ? t->name->name->name : "";
                fprintf(stderr, "    in block %p (%zu bytes) at +%zu, reached from %p %s\n",
                        (void *)b, rt_image_block_size(b), (size_t)(at - (uintptr_t)b),
                        (void *)up, tn);
                at = up;
            }
        }
    fprintf(stderr, "jolt: image check: %zu of %zu arena bytes reachable; %zu foreign pointers\n",
            live, used, total);
}

/* An image build, after Base: run warmup.jl (beside base.jl) so that the image holds the
 * code of the specializations everyday programs start with, and the standard libraries it
 * loads (each file run is part of the image's key, drv_run_source). It runs in a module of its
 * own, bound nowhere (Main's names and closure numbering stay untouched), with fd 1 on
 * /dev/null. Its failure fails the build. */
int drv_image_warmup(void)
{
    char path[4096];
    drv_base_path(path, sizeof path);
    char *slash = strrchr(path, '/');
    snprintf(slash ? slash + 1 : path, sizeof path - (size_t)(slash ? slash + 1 - path : 0),
             "warmup.jl");
    size_t n;
    char *src = drv_read_file(path, &n);
    if (!src)
        return 0; /* a Base without one: data only */
    rt_module *m = rt_new_module(rt_symbol("Warmup"), rt_main_module);
    rt_module_using(m, rt_base_module);
    rt_module_using(m, rt_core_module);
    fflush(stdout);
    int saved = dup(1), devnull = open("/dev/null", O_WRONLY);
    if (saved < 0 || devnull < 0)
        return 1;
    dup2(devnull, 1);
    close(devnull);
    int rc = drv_run_source(src, n, strdup(path), m);
    rt_flush_all();
    dup2(saved, 1);
    close(saved);
    if (rc)
        fprintf(stderr, "jolt: %s failed while the Base image was built\n", path);
    return rc;
}

int drv_image_write(const char *path)
{
    jit_orc_shutdown();
    size_t freed = rt_image_zero_free();
    if (getenv("JOLT_IMAGE_CHECK")) {
        fprintf(stderr, "jolt: image check: %zu arena bytes freed\n", freed);
        check_image();
    }
    if (rt_image_write(path, key_buf, key_len) != 0) {
        fprintf(stderr, "jolt: cannot write the Base image %s: %s\n", path, strerror(errno));
        return 1;
    }
    return 0;
}
