/* backtrace.c — stack traces for uncaught exceptions ("Stacktrace:" in ERROR reports).
 *
 * Capture: rt_throw walks the stack with libgcc's unwinder (_Unwind_Backtrace, driven by
 * the .eh_frame tables LLVM emits and the JIT registers), keeping for each frame its
 * return address and the start of its function. Nothing runs on the non-throwing path.
 *
 * Resolution: after optimisation codegen (cg_exc.c) puts before every call instruction of
 * compiled Julia code a zero-size label and a record in the `jolt_bt` section:
 *     int32 label - &record.label;  int32 desc - &record.desc
 * where desc is a string, one line per (inlined) frame, innermost first:
 *     KIND \t NAME \t MODULE \t FILE \t LINE \n      KIND: F function, T top level, H hidden
 * A unit's records lie between a start marker {0, BT_START} and an end marker
 * {0, BT_END}. The JIT registers each unit's end marker (rt_bt_register); an executable
 * sees its records between __start_jolt_bt and __stop_jolt_bt. A frame whose function has
 * no record below its return address (C runtime, wrappers) is not shown.
 *
 * Top-level code the driver interprets has no records: each frame of rt_bt_interp_fn is
 * matched, innermost first, with the thread's chain of rt_bt_iframe and shown as
 * "top-level scope" at the line that frame was running when the stack was captured.
 *
 * An executable's fallback bodies are compiled for their declared argument types; their
 * descriptors have kind G and mark each argument's declared type as \x01TYPE\x02. Each such
 * body keeps an rt_bt_gframe chain entry holding its arguments, a local of its frame;
 * capture gives each entry to the frame whose part of the stack holds it (the body's
 * frame, or its caller's when the body was inlined, as the program's own fallbacks are,
 * being optimised) and records the arguments' types, which printing puts in place of the
 * declared ones (Julia shows the types of the specialization that ran: g(x::Int64), not
 * g(x::Any)).
 */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <limits.h>
#include <unwind.h>

#include "rt.h"

#define BT_START 0x4a4f4c54 /* first record of a unit's section */
#define BT_END 0x454e4421   /* last record */
#define BT_MAX 4096         /* frames kept for an ordinary throw */

typedef struct bt_rec {
    int32_t label;          /* label address relative to this field */
    int32_t desc;           /* descriptor string relative to this field */
} bt_rec;

typedef struct bt_entry {
    uintptr_t addr;         /* call-site label */
    const char *desc;       /* its frames */
} bt_entry;

typedef struct bt_frame {
    uintptr_t ip;           /* return address (or faulting pc) */
    uintptr_t start;        /* start of the enclosing function */
    const char *ifile;      /* interpreter frame: its file, else NULL */
    int iline;              /* interpreter frame: its line */
    int gfirst, gn;         /* fallback frame: its argument types in bt_gtypes, else gn 0 */
} bt_frame;

_Thread_local rt_bt_iframe *rt_bt_itop;         /* innermost interpreter frame */
const void *rt_bt_interp_fn;                    /* the interpreter's marked function */
static _Thread_local rt_bt_iframe *bt_icur;     /* next interpreter frame to match */

_Thread_local rt_bt_gframe *rt_bt_gtop;         /* innermost fallback frame */
static _Thread_local rt_bt_gframe *bt_gcur;     /* next fallback frame to match */
static _Thread_local uintptr_t bt_prevbottom;   /* the frame visited before: its bottom */
static _Thread_local bool bt_prevgot;           /* ... and whether it has its chain entry */
#define BT_GTYPES 4096                          /* argument types kept per capture */
static _Thread_local rt_value **bt_gtypes;      /* fallback frames' argument types (BT_GTYPES) */
static _Thread_local int bt_ngtypes;            /* used entries of bt_gtypes */

static _Thread_local bt_frame *bt_small;        /* ordinary throws (BT_MAX frames) */
static _Thread_local bt_frame *bt_buf;          /* current capture */
static _Thread_local int bt_n;                  /* frames captured */
static _Thread_local int bt_cap;                /* capacity of bt_buf */

static const void **bt_units;                   /* registered end markers (JIT) */
static int bt_nunits, bt_capunits;              /* used / allocated */
static bt_entry *bt_table;                      /* sorted call sites */
static int bt_ntable;                           /* entries */
static int bt_dirty = 1;                        /* a unit was registered since sorting */

extern const bt_rec __start_jolt_bt[] __attribute__((weak));
extern const bt_rec __stop_jolt_bt[] __attribute__((weak));

void rt_bt_register(const void *end_marker) {
    if (!end_marker) return;
    if (bt_nunits == bt_capunits) {
        int nc = bt_capunits ? bt_capunits * 2 : 64;
        const void **a = realloc(bt_units, sizeof(void *) * (size_t)nc);
        if (!a) return;
        bt_units = a;
        bt_capunits = nc;
    }
    bt_units[bt_nunits++] = end_marker;
    bt_dirty = 1;
}

/* A thread's capture buffers, bt_small and bt_gtypes (192 KiB together), mapped when the
 * thread starts (rt_except_thread_init) rather than kept in its thread-local block: every
 * thread's start zeroes that block, the collector's marker and the Ctrl-C watcher too, and
 * these pages are touched only by a throw. Mapped, not malloc'd: a stack overflow captures
 * inside a signal handler. Without them (out of memory) a capture records no frames. */
void rt_bt_thread_init(void) {
    if (bt_small) return;
    size_t fr = sizeof(bt_frame) * BT_MAX, gt = sizeof(rt_value *) * BT_GTYPES;
    void *p = mmap(NULL, fr + gt, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return;
    bt_small = p;
    bt_gtypes = (rt_value **)((char *)p + fr);
}

static _Unwind_Reason_Code bt_step(struct _Unwind_Context *ctx, void *arg) {
    (void)arg;
    if (bt_n >= bt_cap) return _URC_END_OF_STACK;
    int before = 0;
    uintptr_t ip = _Unwind_GetIPInfo(ctx, &before);
    if (!ip) return _URC_END_OF_STACK;
    bt_buf[bt_n].ip = before ? ip + 1 : ip; /* resolve as a return address */
    bt_buf[bt_n].start = _Unwind_GetRegionStart(ctx);
    bt_buf[bt_n].ifile = NULL;
    if (rt_bt_interp_fn && bt_buf[bt_n].start == (uintptr_t)rt_bt_interp_fn && bt_icur) {
        bt_buf[bt_n].ifile = bt_icur->file ? bt_icur->file : "none";
        bt_buf[bt_n].iline = bt_icur->line;
        bt_icur = bt_icur->prev;
    }
    bt_buf[bt_n].gfirst = bt_buf[bt_n].gn = 0;
    /* In this callback the context's CFA is the inner frame's: this frame's stack pointer
     * at its call, the bottom of its part of the stack. So the chain's entries below it
     * lie in the frame visited before, from that one's bottom up: the first of them is
     * that frame's (an inlined body's entry lies in its caller's frame); any other is one
     * left by a body inlined along with it, or stale. */
    uintptr_t bottom = _Unwind_GetCFA(ctx);
    while (bt_gcur && (uintptr_t)bt_gcur < bottom) {
        int n = (int)bt_gcur->nargs;
        if (bt_n > 0 && !bt_prevgot && (uintptr_t)bt_gcur >= bt_prevbottom && n > 0 &&
            bt_gtypes && bt_ngtypes + n <= BT_GTYPES) {
            bt_buf[bt_n - 1].gfirst = bt_ngtypes;
            bt_buf[bt_n - 1].gn = n;
            for (int i = 0; i < n; i++) {
                rt_value *a = bt_gcur->args[i];
                bt_gtypes[bt_ngtypes++] = a ? (rt_value *)rt_typeof(a) : NULL;
            }
            bt_prevgot = true;
        }
        bt_gcur = bt_gcur->prev;
    }
    bt_prevbottom = bottom;
    bt_prevgot = false;
    bt_n++;
    return _URC_NO_REASON;
}

/* Capture the current stack: at most `limit` frames (0 = BT_MAX). */
_Thread_local int rt_bt_frozen; /* > 0: throws keep the captured stack (see rt.h) */

/* Walk the stack into buf (at most cap frames): the current capture from now on. */
static void bt_walk(bt_frame *buf, int cap) {
    bt_buf = buf;
    bt_cap = cap;
    bt_n = 0;
    bt_icur = rt_bt_itop;
    bt_gcur = rt_bt_gtop;
    bt_prevbottom = 0;
    bt_prevgot = false;
    bt_ngtypes = 0;
    _Unwind_Backtrace(bt_step, NULL);
}

void rt_bt_capture(int limit) {
    if (rt_bt_frozen) return;
    rt_bt_thread_init(); /* a thread the runtime did not start */
    if (!bt_small) {
        bt_n = 0;
        return;
    }
    bt_walk(bt_small, limit > 0 && limit < BT_MAX ? limit : BT_MAX);
}

/* backtrace(): the current stack's frames as rt_bt_frames gives them. The last throw's
 * capture (what catch_backtrace() reads) is kept: it is set aside while the current stack
 * is captured into a buffer of this call's own. */
rt_value *rt_bt_current(void) {
    bt_frame *save_buf = bt_buf;
    int save_n = bt_n, save_cap = bt_cap, save_ng = bt_ngtypes;
    rt_value **save_gt = malloc(sizeof(rt_value *) * (size_t)(save_ng ? save_ng : 1));
    bt_frame *mine = malloc(sizeof(bt_frame) * BT_MAX);
    if (!save_gt || !mine) {
        free(save_gt);
        free(mine);
        return (rt_value *)rt_array_new_1d(rt_array_type((rt_value *)rt_any_type, 1), 0);
    }
    if (save_ng) memcpy(save_gt, bt_gtypes, sizeof(rt_value *) * (size_t)save_ng);
    bt_walk(mine, BT_MAX);
    rt_value *frames = rt_bt_frames();
    bt_buf = save_buf;
    bt_n = save_n;
    bt_cap = save_cap;
    bt_ngtypes = save_ng;
    if (save_ng) memcpy(bt_gtypes, save_gt, sizeof(rt_value *) * (size_t)save_ng);
    free(save_gt);
    free(mine);
    return frames;
}

/* The capture of the exception a catch block was handling when a new one escaped every
 * handler: Julia reports it after the new one, as "caused by:". */
static bt_frame *bt_cause;          /* its frames (malloc'd), or NULL */
static int bt_cause_n;              /* frames */
static rt_value **bt_cause_gtypes;  /* its fallback frames' argument types */
static int bt_cause_ngtypes;        /* used entries */

void rt_bt_save_cause(void) {
    int n = bt_n < BT_MAX ? bt_n : BT_MAX;
    free(bt_cause);
    free(bt_cause_gtypes);
    bt_cause = malloc(sizeof(bt_frame) * (size_t)(n ? n : 1));
    bt_cause_gtypes = malloc(sizeof(rt_value *) * (size_t)(bt_ngtypes ? bt_ngtypes : 1));
    if (!bt_cause || !bt_cause_gtypes) {
        bt_cause_n = bt_cause_ngtypes = 0;
        return;
    }
    if (n) memcpy(bt_cause, bt_buf, sizeof(bt_frame) * (size_t)n);
    if (bt_ngtypes) memcpy(bt_cause_gtypes, bt_gtypes, sizeof(rt_value *) * (size_t)bt_ngtypes);
    bt_cause_n = n;
    bt_cause_ngtypes = bt_ngtypes;
}

/* Make the saved cause the current capture (for printing it); false when none. */
bool rt_bt_use_cause(void) {
    rt_bt_thread_init();
    if (!bt_cause || !bt_small) return false;
    bt_buf = bt_small;
    bt_cap = BT_MAX;
    memcpy(bt_buf, bt_cause, sizeof(bt_frame) * (size_t)bt_cause_n);
    bt_n = bt_cause_n;
    memcpy(bt_gtypes, bt_cause_gtypes, sizeof(rt_value *) * (size_t)bt_cause_ngtypes);
    bt_ngtypes = bt_cause_ngtypes;
    return true;
}

/* Capture a very deep stack (stack overflow) into a buffer of its own. */
void rt_bt_capture_deep(void);
void rt_bt_capture_deep(void) {
    static bt_frame *deep;
    static const int deep_cap = 1 << 20;
    if (!deep) deep = malloc(sizeof(bt_frame) * (size_t)deep_cap);
    if (!deep) {
        rt_bt_capture(0);
        return;
    }
    bt_walk(deep, deep_cap);
}

void rt_bt_genter(rt_bt_gframe *g) {
    g->prev = rt_bt_gtop;
    rt_bt_gtop = g;
}

void rt_bt_gleave(rt_bt_gframe *g) { rt_bt_gtop = g->prev; }

static void bt_add(bt_entry **v, int *n, int *cap, const bt_rec *r) {
    if (r->label == 0) return; /* marker or padding */
    if (*n == *cap) {
        int nc = *cap ? *cap * 2 : 1024;
        bt_entry *a = realloc(*v, sizeof(bt_entry) * (size_t)nc);
        if (!a) return;
        *v = a;
        *cap = nc;
    }
    (*v)[*n].addr = (uintptr_t)&r->label + (intptr_t)r->label;
    (*v)[*n].desc = (const char *)&r->desc + (intptr_t)r->desc;
    (*n)++;
}

static int bt_cmp(const void *a, const void *b) {
    uintptr_t x = ((const bt_entry *)a)->addr, y = ((const bt_entry *)b)->addr;
    return x < y ? -1 : x > y;
}

static void bt_build(void) {
    if (!bt_dirty) return;
    bt_entry *v = NULL;
    int n = 0, cap = 0;
    if (__start_jolt_bt && __stop_jolt_bt)
        for (const bt_rec *r = __start_jolt_bt; r < __stop_jolt_bt; r++) bt_add(&v, &n, &cap, r);
    for (int u = 0; u < bt_nunits; u++) {
        const bt_rec *r = (const bt_rec *)bt_units[u] - 1;
        for (long k = 0; k < 50000000 && !(r->label == 0 && r->desc == BT_START); k++, r--)
            bt_add(&v, &n, &cap, r);
    }
    qsort(v, (size_t)n, sizeof(bt_entry), bt_cmp);
    free(bt_table);
    bt_table = v;
    bt_ntable = n;
    bt_dirty = 0;
}

/* The descriptor of the last call site before ip inside the function starting at start. */
static const char *bt_lookup(uintptr_t ip, uintptr_t start) {
    int lo = 0, hi = bt_ntable - 1, best = -1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (bt_table[mid].addr < ip) {
            best = mid;
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    if (best < 0 || bt_table[best].addr < start) return NULL;
    return bt_table[best].desc;
}

/* Drop "." and empty segments of an absolute path p in place, and ".." with the segment
 * before it (as Julia's normpath; ".." at the root stays at the root). */
static void bt_normpath(char *p) {
    char *out = p + 1, *in = p + 1;
    while (*in) {
        char *end = strchr(in, '/');
        size_t n = end ? (size_t)(end - in) : strlen(in);
        if (n == 0 || (n == 1 && in[0] == '.')) {
            /* nothing */
        } else if (n == 2 && in[0] == '.' && in[1] == '.') {
            if (out > p + 1) {
                out--; /* the '/' after the last kept segment */
                while (out > p + 1 && out[-1] != '/') out--;
            }
        } else {
            memmove(out, in, n);
            out += n;
            if (end) *out++ = '/';
        }
        in += n + (end ? 1 : 0);
    }
    if (out > p + 1 && out[-1] == '/') out--;
    *out = 0;
}

const char *rt_bt_abspath(const char *file) {
    static char buf[PATH_MAX + 1];
    if (!file || !file[0] || !strcmp(file, "none") || !strcmp(file, "stdin") ||
        !strncmp(file, "REPL[", 5))
        return file;
    if (file[0] == '/') {
        if (!strstr(file, "/.") && !strstr(file, "//")) return file;
        snprintf(buf, sizeof buf, "%s", file);
    } else {
        char cwd[PATH_MAX];
        if (!getcwd(cwd, sizeof cwd)) return file;
        snprintf(buf, sizeof buf, "%s/%s", strcmp(cwd, "/") ? cwd : "", file);
    }
    bt_normpath(buf);
    return buf;
}

/* One printed frame: the text of a descriptor line, split. */
typedef struct bt_line {
    char kind;              /* F, T or H */
    const char *name, *mod, *file; /* pieces (not NUL-terminated) */
    int nname, nmod, nfile; /* their lengths */
    int line;               /* source line */
} bt_line;

static const char *bt_field(const char *p, const char **s, int *n) {
    *s = p;
    while (*p && *p != '\t' && *p != '\n') p++;
    *n = (int)(p - *s);
    return *p == '\t' ? p + 1 : p;
}

static const char *bt_parse(const char *p, bt_line *l) {
    const char *k;
    int nk;
    p = bt_field(p, &k, &nk);
    l->kind = nk ? k[0] : 'H';
    p = bt_field(p, &l->name, &l->nname);
    p = bt_field(p, &l->mod, &l->nmod);
    p = bt_field(p, &l->file, &l->nfile);
    l->line = atoi(p);
    while (*p && *p != '\n') p++;
    return *p ? p + 1 : p;
}

static bool bt_same(const bt_line *a, const bt_line *b) {
    return a->kind == b->kind && a->line == b->line && a->nname == b->nname &&
           a->nfile == b->nfile && !memcmp(a->name, b->name, (size_t)a->nname) &&
           !memcmp(a->file, b->file, (size_t)a->nfile);
}

static int bt_digits(long n) {
    int d = 1;
    while (n >= 10) n /= 10, d++;
    return d;
}

/* Append a printed frame, or count it as a repeat of the last one; false when out of memory. */
static bool bt_keep(bt_line **ls, long **reps, int *n, int *cap, const bt_line *l) {
    if (*n > 0 && bt_same(&(*ls)[*n - 1], l)) {
        (*reps)[*n - 1]++;
        return true;
    }
    if (*n == *cap) {
        int nc = *cap * 2;
        bt_line *a = realloc(*ls, sizeof(bt_line) * (size_t)nc);
        if (a) *ls = a;
        long *r = realloc(*reps, sizeof(long) * (size_t)nc);
        if (r) *reps = r;
        if (!a || !r) return false;
        *cap = nc;
    }
    (*ls)[*n] = *l;
    (*reps)[(*n)++] = 1;
    return true;
}

/* A fallback frame's name with its arguments' runtime types in place of the marked
 * declared ones (malloc'd; NULL when out of memory). */
static char *bt_render(const bt_line *l, const bt_frame *fr) {
    size_t cap = (size_t)l->nname + 64, n = 0;
    char *out = malloc(cap);
    int arg = 1; /* marker k stands for argument k + 1 */
    for (int i = 0; out && i < l->nname; i++) {
        const char *piece = &l->name[i];
        size_t len = 1;
        char *owned = NULL;
        if (l->name[i] == '\x01') {
            int start = i + 1;
            if (start < l->nname && l->name[start] == '\x04') {
                /* \x04K\x04: the marker names argument K itself (arguments shown out of
                 * order: a keyword body's frame, codegen/cg_exc.c) */
                arg = 0;
                for (start++; start < l->nname && l->name[start] >= '0' && l->name[start] <= '9';
                     start++)
                    arg = arg * 10 + (l->name[start] - '0');
                if (start < l->nname && l->name[start] == '\x04') start++;
            }
            int j = start;
            while (j < l->nname && l->name[j] != '\x02') j++;
            rt_value *t = arg < fr->gn ? bt_gtypes[fr->gfirst + arg] : NULL;
            if (t) owned = rt_type_str(t);
            piece = owned ? owned : &l->name[start];
            len = owned ? strlen(owned) : (size_t)(j - start);
            i = j;
            arg++;
        }
        if (n + len + 1 > cap) {
            cap = (n + len + 1) * 2;
            char *o = realloc(out, cap);
            if (!o) free(out);
            out = o;
            if (!out) break;
        }
        memcpy(out + n, piece, len);
        n += len;
    }
    if (out) out[n] = 0;
    return out;
}

/* Resolve the capture into printed frames, consecutive repeats collapsed: *ls and *reps
 * (malloc'd, n entries) and the rendered fallback names to free afterwards (*owned). */
static int bt_resolve(bt_line **lsp, long **repsp, char ***ownedp, int *nowned) {
    bt_build();
    int cap = 256, n = 0, ocap = 0;
    bt_line *ls = malloc(sizeof(bt_line) * (size_t)cap);
    long *reps = malloc(sizeof(long) * (size_t)cap);
    char **owned = NULL;
    *nowned = 0;
    if (!ls || !reps) {
        free(ls);
        free(reps);
        *lsp = NULL, *repsp = NULL, *ownedp = NULL;
        return 0;
    }
    for (int i = 0; i < bt_n; i++) {
        if (bt_buf[i].ifile) { /* an interpreted top-level frame */
            bt_line l = {'T', "", "", bt_buf[i].ifile, 0, 0, (int)strlen(bt_buf[i].ifile),
                         bt_buf[i].iline};
            if (!bt_keep(&ls, &reps, &n, &cap, &l)) break;
            continue;
        }
        const char *d = bt_lookup(bt_buf[i].ip, bt_buf[i].start);
        if (!d) continue;
        while (*d) {
            bt_line l;
            d = bt_parse(d, &l);
            if (l.kind == 'H') continue;
            if (l.kind == 'G') {
                char *r = bt_render(&l, &bt_buf[i]);
                if (!r) break;
                if (*nowned == ocap) {
                    ocap = ocap ? 2 * ocap : 16;
                    char **o = realloc(owned, sizeof(char *) * (size_t)ocap);
                    if (!o) {
                        free(r);
                        break;
                    }
                    owned = o;
                }
                owned[(*nowned)++] = r;
                l.kind = 'F';
                l.name = r;
                l.nname = (int)strlen(r);
            }
            if (!bt_keep(&ls, &reps, &n, &cap, &l)) break;
        }
    }
    *lsp = ls, *repsp = reps, *ownedp = owned;
    return n;
}

static void bt_release(bt_line *ls, long *reps, char **owned, int nowned) {
    for (int i = 0; i < nowned; i++) free(owned[i]);
    free(owned);
    free(ls);
    free(reps);
}

/* The file of a frame as Julia shows it: a Base frame's is already ./error.jl (cg_exc.c),
 * others are made absolute. */
static const char *bt_shown_file(const bt_line *l, char *file, size_t n) {
    snprintf(file, n, "%.*s", l->nfile, l->file);
    bool base = l->nmod >= 4 && !strncmp(l->mod, "Base", 4) && (l->nmod == 4 || l->mod[4] == '.');
    return base ? file : rt_bt_abspath(file);
}

/* One printed frame numbered k, w digits wide. */
static void bt_print_frame(FILE *f, const bt_line *l, long reps, long k, int w) {
    char num[32];
    snprintf(num, sizeof num, "[%ld]", k);
    fprintf(f, " %*s ", w + 2, num);
    if (l->kind == 'T') fputs("top-level scope", f);
    else fwrite(l->name, 1, (size_t)l->nname, f);
    if (reps > 1) fprintf(f, " (repeats %ld times)", reps);
    fprintf(f, "\n%*s@ ", w + 2, "");
    if (l->kind != 'T' && l->nmod) {
        fwrite(l->mod, 1, (size_t)l->nmod, f);
        fputc(' ', f);
    }
    char file[PATH_MAX];
    fprintf(f, "%s:%d\n", bt_shown_file(l, file, sizeof file), l->line);
}

static bool bt_entry_eq(const bt_line *ls, const long *reps, int a, int b) {
    return reps[a] == reps[b] && bt_same(&ls[a], &ls[b]);
}

static unsigned bt_hash(const bt_line *l, long reps) {
    unsigned h = 2166136261u ^ (unsigned)l->line ^ (unsigned)reps * 31u;
    for (int i = 0; i < l->nname; i++) h = (h ^ (unsigned char)l->name[i]) * 16777619u;
    for (int i = 0; i < l->nfile; i++) h = (h ^ (unsigned char)l->file[i]) * 16777619u;
    return h;
}

/* More than 50 frames: Julia 1.7's show_reduced_backtrace, which prints a cycle of frames
 * repeated in a row once, then "--- the last K lines are repeated R more times ---", and
 * (a quirk of its loop) never the outermost frame. Indices here are Julia's, 1-based. */
static void bt_print_reduced(FILE *f, const bt_line *ls, const long *reps, int n) {
    enum { NSLOT = 4096 };
    int *head = malloc(sizeof(int) * NSLOT), *link = malloc(sizeof(int) * ((size_t)n + 2));
    int *shown = malloc(sizeof(int) * (size_t)n);           /* displayed entries */
    int *cyc = malloc(sizeof(int) * 3 * ((size_t)n + 1));   /* (after shown, length, reps) */
    if (!head || !link || !shown || !cyc) goto done;
    for (int i = 0; i < NSLOT; i++) head[i] = 0;
    int nshown = 0, ncyc = 0, fc = 1;
#define T(i) ((i) - 1) /* Julia's t[i] */
    while (fc < n) {
        int last = fc++;
        unsigned slot = bt_hash(&ls[T(last)], reps[T(last)]) % NSLOT;
        link[fc] = head[slot]; /* positions p whose t[p-1] may equal t[last], newest first */
        head[slot] = fc;
        long repetitions = 0;
        for (int p = link[fc]; p; p = link[p]) {
            if (!bt_entry_eq(ls, reps, T(p - 1), T(last))) continue; /* a slot collision */
            int cl = fc - p, i = fc, j = p;
            while (i < n && bt_entry_eq(ls, reps, T(i), T(j))) i++, j++;
            if (j >= fc - 1) { /* at least one cycle repeated */
                repetitions = (i - fc + 1) / cl;
                cyc[3 * ncyc] = nshown, cyc[3 * ncyc + 1] = cl, cyc[3 * ncyc + 2] = (int)repetitions;
                ncyc++;
                fc += cl * (int)repetitions - 1;
                break;
            }
        }
        if (repetitions == 0) shown[nshown++] = last;
    }
#undef T
    int w = bt_digits(n), c = 0;
    long k = 1;
    fputs("Stacktrace:\n", f);
    for (int i = 1; i <= nshown; i++) {
        bt_print_frame(f, &ls[shown[i - 1] - 1], reps[shown[i - 1] - 1], k, w);
        for (; c < ncyc && cyc[3 * c] == i; c++) {
            int r = cyc[3 * c + 2];
            fprintf(f, "--- the last %d lines are repeated %d more time%s ---\n", cyc[3 * c + 1],
                    r, r > 1 ? "s" : "");
            k += (long)cyc[3 * c + 1] * r;
        }
        k++;
    }
done:
    free(head), free(link), free(shown), free(cyc);
}

void rt_bt_print(FILE *f) {
    if (bt_n == 0) return;
    bt_line *ls;
    long *reps;
    char **owned;
    int nowned, n = bt_resolve(&ls, &reps, &owned, &nowned);
    if (n > 50) {
        bt_print_reduced(f, ls, reps, n);
    } else if (n > 0) {
        int w = bt_digits(n); /* Julia numbers the collapsed entries */
        fputs("Stacktrace:\n", f);
        for (int i = 0; i < n; i++) bt_print_frame(f, &ls[i], reps[i], i + 1, w);
    }
    bt_release(ls, reps, owned, nowned);
}

/* The last capture's trace as rt_bt_print writes it, as a String (NULL if it has none). */
rt_value *rt_bt_text(void) {
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    if (!m) return NULL;
    rt_bt_print(m);
    fclose(m);
    rt_value *s = len ? (rt_value *)rt_string_n(buf, len) : NULL;
    free(buf);
    return s;
}

/* The frames of the last capture for catch_backtrace() (runtime/base/stacktraces.jl): a
 * Vector{Any} of five entries per frame, innermost first: the call as shown ("" for the
 * top-level scope), its module ("" at top level), its file as shown, its line and how many
 * times it repeats. */
rt_value *rt_bt_frames(void) {
    rt_array *v = rt_array_new_1d(rt_array_type((rt_value *)rt_any_type, 1), 0);
    if (bt_n == 0) return (rt_value *)v;
    bt_line *ls;
    long *reps;
    char **owned;
    int nowned, n = bt_resolve(&ls, &reps, &owned, &nowned);
    for (int i = 0; i < n; i++) {
        bool top = ls[i].kind == 'T';
        char file[PATH_MAX];
        const char *shown = bt_shown_file(&ls[i], file, sizeof file);
        rt_array_push_ptr(v, (rt_value *)rt_string_n(top ? "" : ls[i].name, top ? 0 : (size_t)ls[i].nname));
        rt_array_push_ptr(v, (rt_value *)rt_string_n(top ? "" : ls[i].mod, top ? 0 : (size_t)ls[i].nmod));
        rt_array_push_ptr(v, (rt_value *)rt_string_n(shown, strlen(shown)));
        rt_array_push_ptr(v, rt_box_int64(ls[i].line));
        rt_array_push_ptr(v, rt_box_int64(reps[i]));
    }
    bt_release(ls, reps, owned, nowned);
    return (rt_value *)v;
}
