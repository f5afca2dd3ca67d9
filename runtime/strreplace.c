/* strreplace.c — replace(s, p1 => r1, p2 => r2, ...; count) in one C pass when every
 * pattern is text (a String, or a valid Char passed as its String) and every replacement
 * is text (runtime/base/string.jl picks this path; Regex, predicate and function pairs
 * take the Julia loop there, which follows the same algorithm).
 *
 * The algorithm is Julia 1.7's (base/strings/util.jl, PR #40484), step for step:
 * every pattern keeps its next match at or after the search position; the match that
 * starts first wins, ties going to the pattern listed first; the text before it and the
 * replacement are written; an empty match right after the previous match is skipped, yet
 * it still counts toward `count`. Julia keeps each pattern's next match and searches again
 * only those that start before the new position; the smallest of them is the leftmost
 * match at or after the position, ties to the first listed, which is what one forward
 * scan finds: bytes that start no pattern are skipped (memchr when the patterns share one
 * first byte, a 256-entry table otherwise) and at each candidate byte the patterns are
 * tried in order.
 *
 * Positions are 1-based byte indices as in Julia. A match of pattern t at j ends (for
 * the step that follows it) at j + lastindex(t) - 1, the start of t's last character,
 * and the next position is nextind(s, that), exactly as findnext's range gives it.
 */
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "rt.h"

int64_t rt_str_thisind(rt_string *s, int64_t i);
rt_string *rt_string_alloc_uninit(size_t len);
int64_t rt_str_nextind(rt_string *s, int64_t i);
rt_string *rt_str_replace_multi(rt_string *s, rt_array *pats, rt_array *reps, int64_t count);

/* One pattern during the pass. */
typedef struct {
    rt_string *pat;  /* the pattern (kept so the collector sees the object itself) */
    const char *p;   /* the pattern's bytes */
    int64_t m;       /* its length in bytes */
    int64_t last;    /* lastindex(pattern) - 1: offset of the start of its last character */
    rt_string *rep;  /* its replacement's bytes */
} rt_rpat;

/* The output, written straight into a String that is grown (by copying) when it fills. */
typedef struct {
    rt_string *s; /* the String being filled; s->len is its capacity until the end */
    size_t len;   /* bytes written */
} rt_rout;

static void rout_put(rt_rout *o, const char *src, size_t n) {
    if (n == 0) return;
    size_t cap = (size_t)o->s->len;
    if (o->len + n > cap) {
        size_t nc = cap + cap / 2 + 64;
        while (nc < o->len + n) nc += nc / 2;
        rt_string *ns = rt_string_alloc_uninit(nc);
        memcpy(ns->data, o->s->data, o->len);
        o->s = ns;
    }
    memcpy(o->s->data + o->len, src, n);
    o->len += n;
}

/* The String holding the written bytes: the buffer itself, cut to length, when it is at
 * most a quarter too large; else an exact copy. */
static rt_string *rout_finish(rt_rout *o) {
    rt_string *s = o->s;
    size_t cap = (size_t)s->len;
    if (o->len + o->len / 4 + 64 < cap) return rt_string_n(s->data, o->len);
    s->len = (int64_t)o->len;
    s->data[o->len] = 0;
    return s;
}

/* The pass's patterns and text. */
typedef struct {
    rt_rpat *ps;            /* the patterns in the order given */
    int64_t np;             /* how many */
    bool any_empty;         /* some pattern is "" (it matches everywhere) */
    int nfirst;             /* distinct first bytes of the non-empty patterns */
    unsigned char first[4]; /* the first bytes, when there are at most four */
    unsigned char tab[256]; /* tab[b]: some non-empty pattern starts with byte b */
    const char *h;          /* the text */
    int64_t n;              /* its length */
} rt_rset;

/* The first byte position >= i that starts some pattern (n + 1 if none), for patterns
 * with several first bytes: 16 bytes at a time compared with each first byte (SSE2) while
 * there are at most four of them, then byte by byte through the table. */
static int64_t rset_skip(const rt_rset *r, int64_t i) {
    const char *h = r->h;
    int64_t n = r->n;
#ifdef __SSE2__
    if (r->nfirst <= 4) {
        __m128i f[4];
        int nf = r->nfirst;
        for (int q = 0; q < nf; q++) f[q] = _mm_set1_epi8((char)r->first[q]);
        while (i + 15 <= n) {
            __m128i v = _mm_loadu_si128((const __m128i *)(h + i - 1));
            __m128i hit = _mm_cmpeq_epi8(v, f[0]);
            for (int q = 1; q < nf; q++) hit = _mm_or_si128(hit, _mm_cmpeq_epi8(v, f[q]));
            unsigned mask = (unsigned)_mm_movemask_epi8(hit);
            if (mask) return i + __builtin_ctz(mask);
            i += 16;
        }
    }
#endif
    while (i <= n && !r->tab[(unsigned char)h[i - 1]]) i++;
    return i;
}

/* a[0..m) == b[0..m): short patterns (the usual case) compared inline */
static inline bool rbytes_eq(const char *a, const char *b, int64_t m) {
    if (m > 16) return memcmp(a, b, (size_t)m) == 0;
    for (int64_t x = 0; x < m; x++)
        if (a[x] != b[x]) return false;
    return true;
}

/* The first pattern (in the order given) that matches at byte position i, or -1. */
static int64_t rset_match_at(const rt_rset *r, int64_t i) {
    const char *at = r->h + i - 1;
    int64_t room = r->n - i + 1;
    for (int64_t q = 0; q < r->np; q++) {
        const rt_rpat *p = &r->ps[q];
        if (p->m == 0) return q;
        if (p->m <= room && p->p[0] == at[0] && rbytes_eq(at + 1, p->p + 1, p->m - 1)) return q;
    }
    return -1;
}

/* The leftmost match at or after k (1 <= k <= n + 1), ties going to the pattern listed
 * first: that is the smallest of each pattern's next match, which Julia keeps per
 * pattern. Sets *j to its start; returns the pattern, or -1 when none is left. */
static int64_t rset_next(const rt_rset *r, int64_t k, int64_t *j) {
    const char *h = r->h;
    int64_t n = r->n;
    if (r->any_empty) { /* "" matches at k; a pattern listed before it may too */
        *j = k;
        return rset_match_at(r, k);
    }
    int64_t i = k;
    while (i <= n) {
        if (r->nfirst == 1) {
            const char *p = memchr(h + i - 1, r->first[0], (size_t)(n - i + 1));
            if (!p) return -1;
            i = p - h + 1;
        } else {
            i = rset_skip(r, i);
            if (i > n) return -1;
        }
        int64_t q = rset_match_at(r, i);
        if (q >= 0) {
            *j = i;
            return q;
        }
        i++;
    }
    return -1;
}

/* nextind(s, i), with the ASCII case inline */
static inline int64_t rnext(rt_string *s, int64_t i) {
    return (unsigned char)s->data[i - 1] < 0x80 ? i + 1 : rt_str_nextind(s, i);
}

/* replace(s, pats[1] => reps[1], ...; count) for count >= 1; s itself when nothing
 * matches. */
rt_string *rt_str_replace_multi(rt_string *s, rt_array *pats, rt_array *reps, int64_t count) {
    int64_t np = pats->length, n = s->len, e1 = n + 1;
    if (np == 0 || count <= 0) return s;
    rt_rset r;
    memset(&r, 0, sizeof r);
    rt_rpat small[8];
    r.ps = np <= 8 ? small : rt_alloc(sizeof(rt_rpat) * (size_t)np); /* scanned: holds Strings */
    r.np = np;
    r.h = s->data;
    r.n = n;
    for (int64_t q = 0; q < np; q++) {
        rt_string *t = ((rt_string **)pats->data)[q];
        rt_rpat *p = &r.ps[q];
        p->pat = t;
        p->p = t->data;
        p->m = t->len;
        p->last = t->len ? rt_str_thisind(t, t->len) - 1 : -1;
        p->rep = ((rt_string **)reps->data)[q];
        if (t->len == 0) {
            r.any_empty = true;
        } else if (!r.tab[(unsigned char)t->data[0]]) {
            r.tab[(unsigned char)t->data[0]] = 1;
            if (r.nfirst < 4) r.first[r.nfirst] = (unsigned char)t->data[0];
            r.nfirst++;
        }
    }
    int64_t j = 0, q = rset_next(&r, 1, &j);
    if (q < 0) return s;
    rt_rout o = {rt_string_alloc_uninit((size_t)n + (size_t)n / 8 + 64), 0};
    int64_t i = 1, done = 1;
    for (;;) {
        const rt_rpat *p = &r.ps[q];
        int64_t k = p->m == 0 ? j - 1 : j + p->last; /* last(findnext(...)) */
        if (i == 1 || i <= k) {
            rout_put(&o, s->data + i - 1, (size_t)(j - i));
            rout_put(&o, p->rep->data, (size_t)p->rep->len);
        }
        if (k < j) {
            i = j;
            if (j == e1) break;
            k = rnext(s, j);
        } else {
            i = k = rnext(s, k);
        }
        if (done == count) break;
        q = rset_next(&r, k, &j);
        if (q < 0) break;
        done++;
    }
    if (i <= n) rout_put(&o, s->data + i - 1, (size_t)(n - i + 1));
    return rout_finish(&o);
}
