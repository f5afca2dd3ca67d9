/* astcache.c — Base's parsed syntax trees, kept between runs.
 *
 * Every start parses all of runtime/base (~280 KB, ~17 ms). The parse of a file depends
 * only on its text, so the build records the trees once (JOLT_AST_CACHE_WRITE=path: the
 * driver hands each top-level expression of a Base file to drv_cache_record as soon as it
 * is parsed, before lowering can touch it) and later starts read them back, which costs
 * a few milliseconds: nodes are rebuilt from a compact byte stream.
 *
 * The cache (JOLT_AST_CACHE, default build/base.ast; empty = off) is used for a file only
 * when its size and modification time still match what was recorded, so an edited Base
 * file is simply parsed again. The whole cache is checked by a 64-bit FNV-1a sum and every
 * read is bounds-checked: a damaged or foreign file is ignored, never trusted.
 *
 * Format (native byte order; the cache belongs to the build that wrote it):
 *   "JOLTAST2" | u64 checksum of the rest | u32 nsyms | nsyms × (u32 len, bytes)
 *   | u32 nfiles | nfiles × (u32 pathlen, path, i64 size, i64 mtime s, i64 mtime ns,
 *                            u32 nstmts, u64 datalen, data: nstmts × (i32 line, node))
 * A node is a tag byte and its payload: see the enum below. */
#include "jit.h"
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum {
    N_NOTHING, /* nothing */
    N_EXPR,    /* u32 head symbol, u32 nargs, nodes */
    N_SYM,     /* u32 symbol index */
    N_LINE,    /* i64 line, node file */
    N_QUOTE,   /* node */
    N_INT64,   /* 8 bytes */
    N_BITS,    /* u8 type index (bits_types), payload of the type's size */
    N_STRING,  /* u32 length, bytes */
    N_CHAR,    /* u32 Julia Char bits */
    N_TRUE,
    N_FALSE,
    N_GREF,    /* u8 module (0 Core, 1 Base), u32 symbol index */
};

static rt_type **bits_types(int *n)
{
    static rt_type *t[12];
    t[0] = rt_int8_type, t[1] = rt_int16_type, t[2] = rt_int32_type, t[3] = rt_int128_type;
    t[4] = rt_uint8_type, t[5] = rt_uint16_type, t[6] = rt_uint32_type;
    t[7] = rt_uint64_type, t[8] = rt_uint128_type, t[9] = rt_float32_type;
    t[10] = rt_float64_type, t[11] = rt_float16_type;
    *n = 12;
    return t;
}

static uint64_t fnv1a(const unsigned char *p, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

/* ---------------------------------------------------------------- writing */
typedef struct wbuf {
    unsigned char *p; /* bytes */
    size_t n, cap;    /* used / allocated */
} wbuf;

static void put(wbuf *b, const void *x, size_t n)
{
    if (b->n + n > b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 4096;
        while (nc < b->n + n)
            nc *= 2;
        b->p = realloc(b->p, nc);
        if (!b->p) {
            fprintf(stderr, "jolt: out of memory writing the AST cache\n");
            exit(1);
        }
        b->cap = nc;
    }
    memcpy(b->p + b->n, x, n);
    b->n += n;
}
static void put8(wbuf *b, uint8_t x) { put(b, &x, 1); }
static void put32(wbuf *b, uint32_t x) { put(b, &x, 4); }
static void put64(wbuf *b, uint64_t x) { put(b, &x, 8); }

typedef struct wfile {
    char *path;       /* the source file */
    struct stat st;   /* its size and time when parsed */
    uint32_t nstmts;  /* top-level expressions recorded */
    bool bad;         /* held a value the format has no tag for: not cached */
    wbuf data;        /* the expressions */
} wfile;

static struct {
    bool on;          /* recording (JOLT_AST_CACHE_WRITE set) */
    wfile *files;     /* files seen, in order */
    int nfiles, cap;  /* used / allocated */
    rt_sym **syms;    /* symbol table, in index order */
    uint32_t nsyms, capsyms; /* used / allocated */
    rt_sym **slots;   /* open-addressing map symbol -> index + 1 (in symidx) */
    uint32_t *idx;    /* ... the indices */
    uint32_t capslots;/* power of two */
} W;

static uint32_t sym_index(rt_sym *s)
{
    if ((W.nsyms + 1) * 2 > W.capslots) {
        uint32_t nc = W.capslots ? W.capslots * 2 : 1024;
        rt_sym **ns = calloc(nc, sizeof *ns);
        uint32_t *ni = calloc(nc, sizeof *ni);
        for (uint32_t i = 0; i < W.capslots; i++)
            if (W.slots[i]) {
                uint32_t j = (uint32_t)W.slots[i]->hash & (nc - 1);
                while (ns[j])
                    j = (j + 1) & (nc - 1);
                ns[j] = W.slots[i];
                ni[j] = W.idx[i];
            }
        free(W.slots);
        free(W.idx);
        W.slots = ns;
        W.idx = ni;
        W.capslots = nc;
    }
    uint32_t j = (uint32_t)s->hash & (W.capslots - 1);
    while (W.slots[j] && W.slots[j] != s)
        j = (j + 1) & (W.capslots - 1);
    if (W.slots[j])
        return W.idx[j];
    if (W.nsyms == W.capsyms) {
        W.capsyms = W.capsyms ? W.capsyms * 2 : 1024;
        W.syms = realloc(W.syms, sizeof *W.syms * W.capsyms);
    }
    W.syms[W.nsyms] = s;
    W.slots[j] = s;
    W.idx[j] = W.nsyms;
    return W.nsyms++;
}

static bool enc(wbuf *b, rt_value *v)
{
    rt_type *t = v ? rt_typeof(v) : NULL;
    if (!v || t == rt_nothing_type) {
        put8(b, N_NOTHING);
    } else if (t == rt_expr_type) {
        rt_expr *e = (rt_expr *)v;
        int n = rt_expr_nargs(e);
        put8(b, N_EXPR);
        put32(b, sym_index(e->head));
        put32(b, (uint32_t)n);
        for (int i = 0; i < n; i++)
            if (!enc(b, rt_expr_arg(e, i)))
                return false;
    } else if (t == rt_symbol_type) {
        put8(b, N_SYM);
        put32(b, sym_index((rt_sym *)v));
    } else if (t == rt_linenumbernode_type) {
        put8(b, N_LINE);
        put64(b, (uint64_t)((rt_linenode *)v)->line);
        return enc(b, ((rt_linenode *)v)->file);
    } else if (t == rt_quotenode_type) {
        put8(b, N_QUOTE);
        return enc(b, ((rt_quotenode *)v)->value);
    } else if (t == rt_int64_type) {
        put8(b, N_INT64);
        put64(b, (uint64_t)rt_unbox_int64(v));
    } else if (t == rt_string_type) {
        rt_string *s = (rt_string *)v;
        put8(b, N_STRING);
        put32(b, (uint32_t)s->len);
        put(b, s->data, (size_t)s->len);
    } else if (t == rt_char_type) {
        uint32_t c;
        memcpy(&c, (char *)v + sizeof(rt_value), 4);
        put8(b, N_CHAR);
        put32(b, c);
    } else if (t == rt_bool_type) {
        put8(b, v == rt_true ? N_TRUE : N_FALSE);
    } else if (t == rt_globalref_type) {
        rt_globalref *g = (rt_globalref *)v;
        if (g->module != rt_core_module && g->module != rt_base_module)
            return false;
        put8(b, N_GREF);
        put8(b, g->module == rt_base_module);
        put32(b, sym_index(g->name));
    } else {
        int nb;
        rt_type **bt = bits_types(&nb);
        int k = 0;
        while (k < nb && bt[k] != t)
            k++;
        if (k == nb || t->size > 16)
            return false;
        put8(b, N_BITS);
        put8(b, (uint8_t)k);
        put(b, (char *)v + sizeof(rt_value), t->size);
    }
    return true;
}

void drv_cache_record(const char *path, rt_value *ast, int line)
{
    if (!W.on)
        return;
    wfile *f = NULL;
    for (int i = 0; i < W.nfiles; i++)
        if (!strcmp(W.files[i].path, path))
            f = &W.files[i];
    if (!f) {
        if (W.nfiles == W.cap) {
            W.cap = W.cap ? W.cap * 2 : 64;
            W.files = realloc(W.files, sizeof *W.files * (size_t)W.cap);
        }
        f = &W.files[W.nfiles++];
        memset(f, 0, sizeof *f);
        f->path = strdup(path);
        if (stat(path, &f->st))
            f->bad = true;
    }
    if (f->bad)
        return;
    size_t mark = f->data.n;
    put32(&f->data, (uint32_t)line);
    if (!enc(&f->data, ast)) {
        f->data.n = mark;
        f->bad = true;
        return;
    }
    f->nstmts++;
}

void drv_cache_begin_write(void) { W.on = getenv("JOLT_AST_CACHE_WRITE") != NULL; }

void drv_cache_finish_write(void)
{
    const char *out = getenv("JOLT_AST_CACHE_WRITE");
    if (!W.on || !out)
        return;
    W.on = false;
    wbuf b = {0};
    put(&b, "JOLTAST2", 8);
    put64(&b, 0); /* checksum, filled in below */
    wbuf files = {0};
    uint32_t nfiles = 0;
    for (int i = 0; i < W.nfiles; i++) {
        wfile *f = &W.files[i];
        if (f->bad)
            continue;
        nfiles++;
        put32(&files, (uint32_t)strlen(f->path));
        put(&files, f->path, strlen(f->path));
        put64(&files, (uint64_t)f->st.st_size);
        put64(&files, (uint64_t)f->st.st_mtim.tv_sec);
        put64(&files, (uint64_t)f->st.st_mtim.tv_nsec);
        put32(&files, f->nstmts);
        put64(&files, f->data.n);
        put(&files, f->data.p, f->data.n);
    }
    put32(&b, W.nsyms);
    for (uint32_t i = 0; i < W.nsyms; i++) {
        put32(&b, (uint32_t)W.syms[i]->len);
        put(&b, W.syms[i]->name, W.syms[i]->len);
    }
    put32(&b, nfiles);
    put(&b, files.p, files.n);
    uint64_t sum = fnv1a(b.p + 16, b.n - 16);
    memcpy(b.p + 8, &sum, 8);
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s.%d.tmp", out, (int)getpid());
    FILE *fp = fopen(tmp, "wb");
    if (!fp || fwrite(b.p, 1, b.n, fp) != b.n || fclose(fp) || rename(tmp, out)) {
        fprintf(stderr, "jolt: cannot write the AST cache %s\n", out);
        remove(tmp);
        exit(1);
    }
}

/* ---------------------------------------------------------------- reading */
typedef struct rfile {
    const char *path;         /* source file */
    int64_t size, sec, nsec;  /* its recorded size and time */
    uint32_t nstmts;          /* expressions */
    const unsigned char *data, *end; /* their bytes */
} rfile;

static struct {
    unsigned char *buf;  /* the whole cache file */
    rt_sym **syms;       /* interned symbol table */
    uint32_t nsyms;      /* its size */
    rfile *files;        /* the files it holds */
    uint32_t nfiles;     /* their number */
} R;

struct drv_cached {
    const unsigned char *p, *end; /* next expression, end of the file's data */
    uint32_t left;                /* expressions not yet read */
};

typedef struct rd {
    const unsigned char *p, *end; /* cursor and limit */
    bool bad;                     /* ran past the end or met an unknown tag */
} rd;

static bool take(rd *r, void *x, size_t n)
{
    if (r->bad || (size_t)(r->end - r->p) < n) {
        r->bad = true;
        memset(x, 0, n);
        return false;
    }
    memcpy(x, r->p, n);
    r->p += n;
    return true;
}
static uint8_t get8(rd *r) { uint8_t x; take(r, &x, 1); return x; }
static uint32_t get32(rd *r) { uint32_t x; take(r, &x, 4); return x; }
static uint64_t get64(rd *r) { uint64_t x; take(r, &x, 8); return x; }

static rt_sym *get_sym(rd *r)
{
    uint32_t i = get32(r);
    if (i >= R.nsyms) {
        r->bad = true;
        return rt_symbol("?");
    }
    return R.syms[i];
}

static rt_value *dec(rd *r, int depth)
{
    if (r->bad || depth > 100000)
        return (r->bad = true, rt_nothing);
    switch (get8(r)) {
    case N_NOTHING:
        return rt_nothing;
    case N_EXPR: {
        rt_sym *head = get_sym(r);
        uint32_t n = get32(r);
        if (r->bad || n > (size_t)(r->end - r->p))
            return (r->bad = true, rt_nothing);
        rt_expr *e = rt_new_expr(head, (int)n);
        for (uint32_t i = 0; i < n && !r->bad; i++)
            rt_array_ptr_data(e->args)[i] = dec(r, depth + 1);
        return (rt_value *)e;
    }
    case N_SYM:
        return (rt_value *)get_sym(r);
    case N_LINE: {
        int64_t line = (int64_t)get64(r);
        return rt_new_linenode(line, dec(r, depth + 1));
    }
    case N_QUOTE:
        return rt_new_quotenode(dec(r, depth + 1));
    case N_INT64:
        return rt_box_int64((int64_t)get64(r));
    case N_STRING: {
        uint32_t n = get32(r);
        if (r->bad || n > (size_t)(r->end - r->p))
            return (r->bad = true, rt_nothing);
        rt_value *s = (rt_value *)rt_string_n((const char *)r->p, n);
        r->p += n;
        return s;
    }
    case N_CHAR:
        return rt_box_char(get32(r));
    case N_TRUE:
        return rt_true;
    case N_FALSE:
        return rt_false;
    case N_GREF: {
        rt_module *m = get8(r) ? rt_base_module : rt_core_module;
        return rt_new_globalref(m, get_sym(r));
    }
    case N_BITS: {
        int nb;
        rt_type **bt = bits_types(&nb);
        uint8_t k = get8(r);
        unsigned char payload[16];
        if (k >= nb || bt[k]->size > 16 || !take(r, payload, bt[k]->size))
            return (r->bad = true, rt_nothing);
        return rt_box_bits(bt[k], payload);
    }
    default:
        return (r->bad = true, rt_nothing);
    }
}

static void cache_drop(const char *why, const char *path)
{
    if (getenv("JOLT_TIME"))
        fprintf(stderr, "jolt: AST cache %s not used: %s\n", path, why);
    free(R.buf);
    memset(&R, 0, sizeof R);
}

void drv_cache_load(void)
{
    const char *path = getenv("JOLT_AST_CACHE");
#ifdef JOLT_AST_CACHE_PATH
    if (!path)
        path = JOLT_AST_CACHE_PATH;
#endif
    if (!path || !*path || getenv("JOLT_AST_CACHE_WRITE"))
        return;
    size_t n;
    R.buf = (unsigned char *)drv_read_file(path, &n);
    if (!R.buf)
        return;
    uint64_t sum;
    if (n < 16 || memcmp(R.buf, "JOLTAST2", 8)) {
        cache_drop("not an AST cache of this version", path);
        return;
    }
    memcpy(&sum, R.buf + 8, 8);
    if (sum != fnv1a(R.buf + 16, n - 16)) {
        cache_drop("checksum mismatch", path);
        return;
    }
    rd r = {R.buf + 16, R.buf + n, false};
    R.nsyms = get32(&r);
    if (R.nsyms > n) {
        cache_drop("damaged", path);
        return;
    }
    R.syms = rt_alloc(sizeof(rt_sym *) * (R.nsyms + 1));
    for (uint32_t i = 0; i < R.nsyms && !r.bad; i++) {
        uint32_t len = get32(&r);
        if (r.bad || len > (size_t)(r.end - r.p)) {
            cache_drop("damaged", path);
            return;
        }
        R.syms[i] = rt_symbol_n((const char *)r.p, len);
        r.p += len;
    }
    R.nfiles = get32(&r);
    if (r.bad || R.nfiles > n) {
        cache_drop("damaged", path);
        return;
    }
    R.files = rt_alloc(sizeof(rfile) * (R.nfiles + 1));
    for (uint32_t i = 0; i < R.nfiles; i++) {
        rfile *f = &R.files[i];
        uint32_t len = get32(&r);
        if (r.bad || len > (size_t)(r.end - r.p)) {
            cache_drop("damaged", path);
            return;
        }
        char *p = rt_alloc_atomic(len + 1);
        memcpy(p, r.p, len);
        r.p += len;
        f->path = p;
        f->size = (int64_t)get64(&r);
        f->sec = (int64_t)get64(&r);
        f->nsec = (int64_t)get64(&r);
        f->nstmts = get32(&r);
        uint64_t dl = get64(&r);
        if (r.bad || dl > (size_t)(r.end - r.p)) {
            cache_drop("damaged", path);
            return;
        }
        f->data = r.p;
        f->end = r.p + dl;
        r.p += dl;
    }
}

int drv_cache_hits; /* files read from the cache (JOLT_TIME) */

drv_cached *drv_cache_open(const char *path)
{
    for (uint32_t i = 0; i < R.nfiles; i++) {
        rfile *f = &R.files[i];
        if (strcmp(f->path, path))
            continue;
        struct stat st;
        if (stat(path, &st) || st.st_size != f->size || st.st_mtim.tv_sec != f->sec ||
            st.st_mtim.tv_nsec != f->nsec)
            return NULL; /* edited since: parse it */
        drv_cached *c = rt_alloc(sizeof *c);
        c->p = f->data;
        c->end = f->end;
        c->left = f->nstmts;
        drv_cache_hits++;
        return c;
    }
    return NULL;
}

rt_value *drv_cache_next(drv_cached *c, int *line)
{
    if (!c->left)
        return NULL;
    rd r = {c->p, c->end, false};
    *line = (int)get32(&r);
    rt_value *v = dec(&r, 0);
    if (r.bad) { /* the checksum matched, so only a bug gets here */
        fprintf(stderr, "jolt: internal error: damaged AST cache entry\n");
        exit(1);
    }
    c->p = r.p;
    c->left--;
    return v;
}
