/* regex.c — PCRE2 (8-bit) behind Base's Regex (runtime/base/regex.jl), reached by ccall.
 *
 * A compiled pattern travels to Julia as a UInt64 (the pcre2_code address) stored in the
 * Regex object; rt_regex_compile registers a GC finalizer on that object so the code (and
 * its JIT memory) is freed with it. Matching creates match data per call and returns the
 * output vector as a Vector{Int64} of 0-based byte offsets relative to the subject start
 * (-1 for an unset group), or `nothing` when there is no match. Each thread has its own
 * match context with a 1 MiB JIT stack (as Julia's PCRE module sets up).
 * Errors become Julia's messages: "PCRE compilation error: MSG at offset N",
 * "PCRE.exec error: MSG".
 */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <gc.h>
#include <pcre2.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "rt.h"

/* pcre2's text for an error code */
static const char *rx_errmsg(int code, char *buf, size_t n) {
    if (pcre2_get_error_message(code, (PCRE2_UCHAR *)buf, n) < 0)
        snprintf(buf, n, "unknown error %d", code);
    return buf;
}

/* GC finalizer: free the compiled pattern held by a collected Regex object */
static void rx_finalize(void *obj, void *code) {
    (void)obj;
    pcre2_code_free((pcre2_code *)code);
}

/* Compile `pat` with `opts`; JIT-compile when the platform allows it. `owner` (the Regex
 * object, or nothing) gets a finalizer that frees the code. Throws ErrorException. */
uint64_t rt_regex_compile(rt_value *owner, rt_string *pat, uint32_t opts) {
    int err = 0;
    PCRE2_SIZE off = 0;
    pcre2_code *re = pcre2_compile((PCRE2_SPTR)pat->data, (PCRE2_SIZE)pat->len, opts, &err,
                                   &off, NULL);
    if (!re) {
        char buf[256];
        rt_error("PCRE compilation error: %s at offset %lld", rx_errmsg(err, buf, sizeof buf),
                 (long long)off);
    }
    (void)pcre2_jit_compile(re, PCRE2_JIT_COMPLETE); /* falls back to the interpreter */
    if (owner && owner != rt_nothing && GC_base(owner) == (void *)owner)
        GC_register_finalizer_no_order(owner, rx_finalize, re, NULL, NULL);
    return (uint64_t)(uintptr_t)re;
}

/* Literal cache: r"..." compiles each (pattern, options) once per process; cached code
 * lives as long as the process, so Regex objects built from it get no finalizer. */
typedef struct rx_lit {
    struct rx_lit *next; /* next entry in the bucket */
    uint32_t opts;       /* compile options */
    rt_string *pat;      /* the pattern (kept reachable: entries are uncollectable) */
    uint64_t code;       /* the compiled pcre2_code */
} rx_lit;
static rx_lit *rx_lits[256] RT_PER_PROCESS;                              /* buckets by hash */
static pthread_mutex_t rx_lit_lock RT_PER_PROCESS = PTHREAD_MUTEX_INITIALIZER; /* guards rx_lits */

uint64_t rt_regex_literal(rt_string *pat, uint32_t opts) {
    uint32_t h = 2166136261u ^ opts;
    for (int64_t i = 0; i < pat->len; i++)
        h = (h ^ (uint8_t)pat->data[i]) * 16777619u;
    rx_lit **b = &rx_lits[h & 255];
    pthread_mutex_lock(&rx_lit_lock);
    for (rx_lit *e = *b; e; e = e->next)
        if (e->opts == opts && e->pat->len == pat->len &&
            !memcmp(e->pat->data, pat->data, (size_t)pat->len)) {
            pthread_mutex_unlock(&rx_lit_lock);
            return e->code;
        }
    pthread_mutex_unlock(&rx_lit_lock);
    uint64_t code = rt_regex_compile(rt_nothing, pat, opts); /* may throw */
    rx_lit *e = GC_MALLOC_UNCOLLECTABLE(sizeof *e);
    e->opts = opts;
    e->pat = pat;
    e->code = code;
    pthread_mutex_lock(&rx_lit_lock);
    e->next = *b;
    *b = e;
    pthread_mutex_unlock(&rx_lit_lock);
    return code;
}

/* number of capture groups */
int64_t rt_regex_ncaptures(uint64_t re) {
    uint32_t n = 0;
    pcre2_pattern_info((pcre2_code *)(uintptr_t)re, PCRE2_INFO_CAPTURECOUNT, &n);
    return n;
}

/* group number of a named group, or a value <= 0 when there is no such name */
int64_t rt_regex_name_number(uint64_t re, rt_string *name) {
    if (memchr(name->data, 0, (size_t)name->len)) return -1;
    return pcre2_substring_number_from_name((pcre2_code *)(uintptr_t)re,
                                            (PCRE2_SPTR)name->data);
}

/* name of group i (a String), or nothing when the group is unnamed */
rt_value *rt_regex_group_name(uint64_t re, int64_t i) {
    pcre2_code *code = (pcre2_code *)(uintptr_t)re;
    uint32_t count = 0, size = 0;
    PCRE2_SPTR table = NULL;
    pcre2_pattern_info(code, PCRE2_INFO_NAMECOUNT, &count);
    pcre2_pattern_info(code, PCRE2_INFO_NAMEENTRYSIZE, &size);
    pcre2_pattern_info(code, PCRE2_INFO_NAMETABLE, &table);
    for (uint32_t k = 0; k < count; k++) {
        PCRE2_SPTR e = table + (size_t)k * size;
        if (((int64_t)e[0] << 8 | e[1]) == i) return (rt_value *)rt_cstring((const char *)e + 2);
    }
    return rt_nothing;
}

/* per-thread match context carrying a JIT stack */
static pcre2_match_context *rx_context(void) {
    static _Thread_local pcre2_match_context *ctx;
    if (!ctx) {
        ctx = pcre2_match_context_create(NULL);
        pcre2_jit_stack *st = pcre2_jit_stack_create(32768, 1048576, NULL);
        if (ctx && st) pcre2_jit_stack_assign(ctx, NULL, st);
    }
    return ctx;
}

/* Match `re` against the `len` bytes of `s` starting after byte `off`, from 0-based
 * position `start` (relative to that subject) with match options `opts`. Returns nothing
 * or a Vector{Int64} of 2*(ncaptures+1) offsets (-1 = unset). */
rt_value *rt_regex_exec(uint64_t re, rt_string *s, int64_t off, int64_t len, int64_t start,
                        uint32_t opts) {
    pcre2_code *code = (pcre2_code *)(uintptr_t)re;
    if (off < 0 || len < 0 || off + len > s->len) rt_error("PCRE.exec error: bad subject");
    pcre2_match_data *md = pcre2_match_data_create_from_pattern(code, NULL);
    if (!md) rt_error("PCRE.exec error: out of memory");
    int rc = pcre2_match(code, (PCRE2_SPTR)(s->data + off), (PCRE2_SIZE)len,
                         (PCRE2_SIZE)(start < 0 ? 0 : start), opts, md, rx_context());
    if (start < 0) rc = PCRE2_ERROR_BADOFFSET;
    if (rc < -2) {
        pcre2_match_data_free(md);
        char buf[256];
        rt_error("PCRE.exec error: %s", rx_errmsg(rc, buf, sizeof buf));
    }
    if (rc < 0) {
        pcre2_match_data_free(md);
        return rt_nothing;
    }
    uint32_t n = pcre2_get_ovector_count(md);
    PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
    int64_t dims[1] = {2 * (int64_t)n};
    rt_array *a = rt_new_array(rt_array_type((rt_value *)rt_int64_type, 1), 1, dims);
    int64_t *out = (int64_t *)a->data;
    for (uint32_t k = 0; k < 2 * n; k++)
        out[k] = ov[k] == PCRE2_UNSET ? -1 : (int64_t)ov[k];
    pcre2_match_data_free(md);
    return (rt_value *)a;
}
