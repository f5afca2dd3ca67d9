/* symbol.c — interned symbols.
 *
 * One global open-addressing table (linear probing, power-of-two size, at most half full)
 * maps names to rt_sym objects, guarded by a mutex so any thread may intern. Symbols are
 * allocated uncollectable: they live forever, and the table itself (plain malloc) need not
 * be scanned by the collector. The hash is FNV-1a over the name's bytes.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "rt.h"

static pthread_mutex_t rt_sym_lock = PTHREAD_MUTEX_INITIALIZER; /* guards the table */
static rt_sym **rt_sym_table;                                   /* slots, NULL = empty */
static size_t rt_sym_count, rt_sym_cap;                          /* used / slots */
static atomic_uint_fast64_t rt_gensym_counter;                   /* next gensym number */

static uint64_t rt_fnv1a(const char *s, size_t n) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (uint8_t)s[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static void rt_sym_rehash(size_t ncap) {
    rt_sym **nt = calloc(ncap, sizeof(rt_sym *));
    if (!nt) {
        fputs("ERROR: OutOfMemoryError() (symbol table)\n", stderr);
        _Exit(1);
    }
    for (size_t i = 0; i < rt_sym_cap; i++) {
        rt_sym *s = rt_sym_table[i];
        if (!s) continue;
        size_t j = s->hash & (ncap - 1);
        while (nt[j]) j = (j + 1) & (ncap - 1);
        nt[j] = s;
    }
    free(rt_sym_table);
    rt_sym_table = nt;
    rt_sym_cap = ncap;
}

rt_sym *rt_symbol_n(const char *name, size_t len) {
    uint64_t h = rt_fnv1a(name, len);
    pthread_mutex_lock(&rt_sym_lock);
    if (rt_sym_cap == 0) rt_sym_rehash(4096);
    size_t j = h & (rt_sym_cap - 1);
    rt_sym *s;
    while ((s = rt_sym_table[j])) {
        if (s->hash == h && s->len == len && memcmp(s->name, name, len) == 0) {
            pthread_mutex_unlock(&rt_sym_lock);
            return s;
        }
        j = (j + 1) & (rt_sym_cap - 1);
    }
    s = rt_alloc_permanent(sizeof(rt_sym) + len + 1);
    s->type = rt_symbol_type;
    s->hash = h;
    s->len = len;
    memcpy(s->name, name, len);
    s->name[len] = 0;
    rt_sym_table[j] = s;
    if (++rt_sym_count * 2 > rt_sym_cap) rt_sym_rehash(rt_sym_cap * 2);
    pthread_mutex_unlock(&rt_sym_lock);
    return s;
}

rt_sym *rt_symbol(const char *name) {
    return rt_symbol_n(name, strlen(name));
}

rt_sym *rt_gensym(const char *prefix) {
    char buf[256];
    uint64_t n = atomic_fetch_add(&rt_gensym_counter, 1) + 1;
    int k = snprintf(buf, sizeof buf, "#%s#%llu", prefix ? prefix : "", (unsigned long long)n);
    if (k < 0) k = 0;
    if ((size_t)k >= sizeof buf) k = sizeof buf - 1;
    return rt_symbol_n(buf, (size_t)k);
}

/* Symbols created before rt_types_init ran (type == NULL) get their type fixed up. */
void rt_symbol_fixup_types(void) {
    pthread_mutex_lock(&rt_sym_lock);
    for (size_t i = 0; i < rt_sym_cap; i++)
        if (rt_sym_table[i] && !rt_sym_table[i]->type) rt_sym_table[i]->type = rt_symbol_type;
    pthread_mutex_unlock(&rt_sym_lock);
}
