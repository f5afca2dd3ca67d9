/* module.c — modules and their global bindings.
 *
 * A module's bindings live in an open-addressing table (linear probing, power-of-two
 * size, at most half full) keyed by the interned symbol's pointer, using the symbol's hash.
 * Lookups are lock-free: a table is never resized in place; growing builds a new one
 * and publishes it with one atomic pointer store. Each table's slot count is stored in
 * the word just before its first slot, so a reader always probes a table with its own
 * size. Every mutation takes one global mutex.
 * rt_find_binding looks in the module itself, then in the exported bindings of modules
 * brought in with `using` (most recent first).
 */
#include <pthread.h>
#include <string.h>

#include "rt.h"

rt_module *rt_core_module, *rt_base_module, *rt_main_module;

static pthread_mutex_t rt_module_lock = PTHREAD_MUTEX_INITIALIZER; /* guards all tables */

/* A zeroed table of cap slots, its size stored in the preceding word. */
static rt_binding **rt_new_table(size_t cap) {
    size_t *blk = rt_alloc_permanent(sizeof(size_t) + cap * sizeof(rt_binding *));
    blk[0] = cap;
    return (rt_binding **)(blk + 1);
}

rt_module *rt_new_module(rt_sym *name, rt_module *parent) {
    rt_module *m = rt_alloc_permanent(sizeof *m);
    m->type = rt_module_type;
    m->name = name;
    m->parent = parent ? parent : m;
    m->cap = 64;
    m->table = rt_new_table(m->cap);
    /* a module's own name is bound and exported in it (`M.M === M`, `import ..M: x`) */
    rt_set_const(m, name, (rt_value *)m);
    rt_get_binding(m, name)->exported = 1;
    return m;
}

/* Look in m's own table; caller need not hold the lock. */
static rt_binding *rt_own_binding(rt_module *m, rt_sym *s) {
    rt_binding **tab = __atomic_load_n(&m->table, __ATOMIC_ACQUIRE);
    if (!tab) return NULL;
    size_t cap = ((size_t *)tab)[-1];
    size_t mask = cap - 1;
    for (size_t j = s->hash & mask;; j = (j + 1) & mask) {
        rt_binding *b = __atomic_load_n(&tab[j], __ATOMIC_ACQUIRE);
        if (!b) return NULL;
        if (b->name == s) return b;
    }
}

static void rt_module_grow(rt_module *m) {
    size_t ncap = m->cap * 2;
    rt_binding **nt = rt_new_table(ncap);
    for (size_t i = 0; i < m->cap; i++) {
        rt_binding *b = m->table[i];
        if (!b) continue;
        size_t j = b->name->hash & (ncap - 1);
        while (nt[j]) j = (j + 1) & (ncap - 1);
        nt[j] = b;
    }
    m->cap = ncap;
    __atomic_store_n(&m->table, nt, __ATOMIC_RELEASE); /* old table stays valid for readers */
}

bool rt_module_within(rt_module *m, rt_module *outer) {
    for (int depth = 0; m && depth < 64; depth++) {
        if (m == outer) return true;
        if (m->parent == m) break;
        m = m->parent;
    }
    return false;
}

rt_binding *rt_get_binding(rt_module *m, rt_sym *s) {
    rt_binding *b = rt_own_binding(m, s);
    if (b) return b;
    pthread_mutex_lock(&rt_module_lock);
    b = rt_own_binding(m, s);
    if (!b) {
        if ((m->size + 1) * 2 > m->cap) rt_module_grow(m);
        b = rt_alloc_permanent(sizeof *b);
        b->name = s;
        b->declared = (rt_value *)rt_any_type;
        b->owner = m;
        size_t j = s->hash & (m->cap - 1);
        while (m->table[j]) j = (j + 1) & (m->cap - 1);
        __atomic_store_n(&m->table[j], b, __ATOMIC_RELEASE);
        m->size++;
    }
    pthread_mutex_unlock(&rt_module_lock);
    return b;
}

/* `using A: x` of a variable: m's table holds A's own binding, so reads see A's current
 * value (and an executable, which resolves bindings by owner and name, A's). False when m
 * already has a binding of that name. */
bool rt_module_share_binding(rt_module *m, rt_binding *b) {
    pthread_mutex_lock(&rt_module_lock);
    bool ok = !rt_own_binding(m, b->name);
    if (ok) {
        if ((m->size + 1) * 2 > m->cap) rt_module_grow(m);
        size_t j = b->name->hash & (m->cap - 1);
        while (m->table[j]) j = (j + 1) & (m->cap - 1);
        __atomic_store_n(&m->table[j], b, __ATOMIC_RELEASE);
        m->size++;
    }
    pthread_mutex_unlock(&rt_module_lock);
    return ok;
}

rt_binding *rt_find_binding(rt_module *m, rt_sym *s) {
    rt_binding *b = rt_own_binding(m, s);
    if (b && (b->value || b->constant || b->owner != m || b->imported || b->assigned)) return b;
    rt_binding *own = b;
    for (size_t i = m->nusings; i-- > 0;) {
        rt_module *u = m->usings[i];
        rt_binding *ub = rt_own_binding(u, s);
        if (ub && ub->exported && (ub->value || ub->constant || ub->assigned)) return ub;
    }
    return own;
}

void rt_set_const(rt_module *m, rt_sym *s, rt_value *v) {
    rt_binding *b = rt_get_binding(m, s);
    pthread_mutex_lock(&rt_module_lock);
    b->value = v;
    b->constant = 1;
    pthread_mutex_unlock(&rt_module_lock);
}

rt_value *rt_get_global(rt_module *m, rt_sym *s) {
    rt_binding *b = rt_find_binding(m, s);
    return b ? __atomic_load_n(&b->value, __ATOMIC_ACQUIRE) : NULL;
}

void rt_module_using(rt_module *m, rt_module *from) {
    pthread_mutex_lock(&rt_module_lock);
    for (size_t i = 0; i < m->nusings; i++) {
        if (m->usings[i] == from) {
            pthread_mutex_unlock(&rt_module_lock);
            return;
        }
    }
    if (m->nusings == m->capusings) {
        size_t ncap = m->capusings ? m->capusings * 2 : 4;
        rt_module **nu = rt_alloc_permanent(ncap * sizeof *nu);
        if (m->nusings) memcpy(nu, m->usings, m->nusings * sizeof *nu);
        m->usings = nu;
        m->capusings = ncap;
    }
    m->usings[m->nusings++] = from;
    pthread_mutex_unlock(&rt_module_lock);
}

/* Set while an executable is being compiled: evaluates a `const` whose initialiser was
 * left for the executable, when compile-time code needs its value after all (a method
 * signature naming it). NULL in executables and in the JIT. */
rt_value *(*rt_deferred_const_hook)(rt_binding *b);

rt_value *rt_binding_get_checked(rt_binding *b) {
    rt_value *v = __atomic_load_n(&b->value, __ATOMIC_ACQUIRE);
    if (!v && b->constant && rt_deferred_const_hook) v = rt_deferred_const_hook(b);
    if (!v) rt_throw_undefvar(b->name);
    return v;
}

void rt_binding_set(rt_binding *b, rt_value *v) {
    if (b->constant) {
        rt_value *old = NULL;
        if (__atomic_compare_exchange_n(&b->value, &old, v, false, __ATOMIC_ACQ_REL,
                                        __ATOMIC_ACQUIRE))
            return;
        if (rt_egal(old, v)) return;
        if (rt_typeof(old) != rt_typeof(v) || rt_is_kind(v) || rt_typeof(v) == rt_module_type)
            rt_error("invalid redefinition of constant %s", b->name->name);
        rt_io_printf(rt_stderr,
                     "WARNING: redefinition of constant %s. This may fail, cause incorrect "
                     "answers, or produce other errors.\n",
                     b->name->name);
        rt_io_flush(rt_stderr);
    } else if (b->declared && b->declared != (rt_value *)rt_any_type && !rt_isa(v, b->declared)) {
        rt_throw_type_error("setglobal!", "", b->declared, v);
    }
    __atomic_store_n(&b->value, v, __ATOMIC_RELEASE);
}
