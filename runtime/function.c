/* function.c — generic-function objects and the dynamic-dispatch cache.
 *
 * A generic function f is the singleton instance of its own DataType `typeof(f)` (flags
 * RT_FUNCTION | RT_SINGLETON, supertype Function); the rt_function object is that
 * instance. Compiled specializations are registered in a cache hung off the callee's
 * typename (rt_typename.dcache), keyed by the exact argument types (the callee's type
 * first). A type object passed as an argument is keyed as Type{T}, so f(Int) and
 * f(Float64) get separate entries.
 *
 * Concurrency: readers never lock. A cache table is published with one atomic pointer
 * store and never resized in place: growing builds a new table and publishes it. An entry
 * is filled (nargs, types) before its fptr is stored with release order, and readers
 * load fptr with acquire order, so a visible fptr implies a complete entry. Writers
 * serialize on one mutex.
 */
#include <pthread.h>
#include <string.h>

#include "types_impl.h"

rt_fptr (*rt_dispatch_miss_hook)(uint32_t nargs, rt_value **args);

static pthread_mutex_t rt_dcache_lock = PTHREAD_MUTEX_INITIALIZER; /* serializes writers */
static pthread_mutex_t rt_function_lock = PTHREAD_MUTEX_INITIALIZER; /* rt_new_function */

rt_function *rt_new_function(rt_module *m, rt_sym *name) {
    pthread_mutex_lock(&rt_function_lock);
    rt_binding *b = rt_get_binding(m, name);
    rt_value *old = b->value;
    if (old && (rt_typeof(old)->flags & RT_FUNCTION)) {
        pthread_mutex_unlock(&rt_function_lock);
        return (rt_function *)old;
    }
    if (old) {
        pthread_mutex_unlock(&rt_function_lock);
        rt_error("invalid redefinition of constant %s", name->name);
    }
    size_t n = strlen(name->name);
    char *tname = rt_alloc_atomic(n + 2);
    tname[0] = '#';
    memcpy(tname + 1, name->name, n + 1);
    rt_type *t = rt_new_datatype(rt_symbol(tname), m, rt_function_type, 0, NULL, 0, NULL, NULL,
                                 RT_FUNCTION);
    rt_function *f = rt_alloc_permanent(sizeof *f);
    f->type = t;
    f->name = name;
    t->instance = (rt_value *)f;
    t->flags |= RT_SINGLETON;
    rt_set_const(m, name, (rt_value *)f);
    pthread_mutex_unlock(&rt_function_lock);
    return f;
}

static uint64_t rt_dcache_hash(uint32_t nargs, rt_type **types) {
    uint64_t h = 0xcbf29ce484222325ull ^ nargs;
    for (uint32_t i = 0; i < nargs; i++) {
        h ^= (uint64_t)(uintptr_t)types[i] >> 4;
        h *= 0x100000001b3ull;
        h ^= h >> 29;
    }
    return h;
}

static bool rt_dcache_match(rt_dcache_entry *e, uint32_t nargs, rt_type **types) {
    if (e->nargs != nargs) return false;
    for (uint32_t i = 0; i < nargs; i++)
        if (e->types[i] != types[i]) return false;
    return true;
}

rt_fptr rt_dcache_lookup(rt_typename *fname, uint32_t nargs, rt_type **types) {
    rt_dcache *d = __atomic_load_n(&fname->dcache, __ATOMIC_ACQUIRE);
    if (!d) return NULL;
    size_t mask = d->cap - 1;
    for (size_t j = rt_dcache_hash(nargs, types) & mask;; j = (j + 1) & mask) {
        rt_dcache_entry *e = &d->entries[j];
        rt_fptr fp = __atomic_load_n(&e->fptr, __ATOMIC_ACQUIRE);
        if (!fp) return NULL;
        if (rt_dcache_match(e, nargs, types)) return fp;
    }
}

/* Place an entry into table d (caller holds the lock; d not yet full). */
static void rt_dcache_place(rt_dcache *d, uint32_t nargs, rt_type **types, rt_fptr fp) {
    size_t mask = d->cap - 1;
    size_t j = rt_dcache_hash(nargs, types) & mask;
    while (d->entries[j].fptr) {
        if (rt_dcache_match(&d->entries[j], nargs, types)) {
            __atomic_store_n(&d->entries[j].fptr, fp, __ATOMIC_RELEASE);
            return;
        }
        j = (j + 1) & mask;
    }
    d->entries[j].nargs = nargs;
    d->entries[j].types = types;
    __atomic_store_n(&d->entries[j].fptr, fp, __ATOMIC_RELEASE);
    d->size++;
}

static rt_dcache *rt_dcache_new(size_t cap) {
    rt_dcache *d = rt_alloc_permanent(sizeof *d);
    d->cap = cap;
    d->entries = rt_alloc_permanent(cap * sizeof(rt_dcache_entry));
    return d;
}

void rt_dcache_insert(rt_typename *fname, uint32_t nargs, rt_type **types, rt_fptr fptr) {
    if (!fptr) return;
    rt_type **copy = rt_alloc_permanent((nargs ? nargs : 1) * sizeof(rt_type *));
    if (nargs) memcpy(copy, types, nargs * sizeof(rt_type *));
    pthread_mutex_lock(&rt_dcache_lock);
    rt_dcache *d = fname->dcache;
    if (!d) {
        d = rt_dcache_new(16);
        rt_dcache_place(d, nargs, copy, fptr);
        __atomic_store_n(&fname->dcache, d, __ATOMIC_RELEASE);
    } else if ((d->size + 1) * 2 > d->cap) {
        rt_dcache *nd = rt_dcache_new(d->cap * 2);
        for (size_t i = 0; i < d->cap; i++)
            if (d->entries[i].fptr)
                rt_dcache_place(nd, d->entries[i].nargs, d->entries[i].types, d->entries[i].fptr);
        rt_dcache_place(nd, nargs, copy, fptr);
        __atomic_store_n(&fname->dcache, nd, __ATOMIC_RELEASE);
        /* the old table stays valid for readers still probing it (never freed) */
    } else {
        rt_dcache_place(d, nargs, copy, fptr);
    }
    pthread_mutex_unlock(&rt_dcache_lock);
}

/* Forget every entry (a method added or a specialization invalidated): later calls miss
 * and are dispatched afresh. The old table stays valid for readers still probing it. */
void rt_dcache_clear(rt_typename *fname) {
    pthread_mutex_lock(&rt_dcache_lock);
    __atomic_store_n(&fname->dcache, NULL, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&rt_dcache_lock);
}

/* The cache key type of one argument: its DataType, or Type{T} for a type object T. */
rt_type *rt_dispatch_type(rt_value *v) {
    rt_type *k = rt_typeof(v);
    if (rt_is_kind_type(k))
        return (rt_type *)rt_type_of_type(v);
    return k;
}

rt_value *rt_apply_generic(rt_value **args, uint32_t nargs) {
    if (nargs == 0) rt_error("apply_generic: no callee");
    rt_fptr builtin = rt_typeof(args[0])->name->builtin;
    if (builtin) return builtin(args, nargs);
    rt_type *sbuf[8];
    rt_type **types = nargs <= 8 ? sbuf : rt_alloc(nargs * sizeof(rt_type *));
    for (uint32_t i = 0; i < nargs; i++) types[i] = rt_dispatch_type(args[i]);
    rt_typename *fname = rt_typeof(args[0])->name;
    rt_fptr fp = rt_dcache_lookup(fname, nargs, types);
    if (!fp) {
        if (rt_dispatch_miss_hook) fp = rt_dispatch_miss_hook(nargs, args);
        if (!fp) rt_throw_method_error(args, nargs);
        rt_dcache_insert(fname, nargs, types, fp);
    }
    return fp(args, nargs);
}

/* Static parameter idx of the method with signature sig, for these argument values. */
rt_value *rt_sparam_dyn(rt_value *sig, int64_t idx, rt_value **args, int32_t nargs) {
    rt_type *sbuf[8];
    rt_type **types = nargs <= 8 ? sbuf : rt_alloc((size_t)nargs * sizeof(rt_type *));
    for (int32_t i = 0; i < nargs; i++) types[i] = rt_dispatch_type(args[i]);
    rt_value *env[16] = {0};
    int nv = rt_unionall_nvars(sig);
    if (nv > 16 || idx >= nv ||
        !rt_subtype_env((rt_value *)rt_tuple_type((int)nargs, (rt_value **)types), sig, env, nv) ||
        !env[idx])
        rt_error("static parameter %d of %s is not determined by the arguments", (int)idx + 1,
                 rt_type_str(sig));
    return env[idx];
}

/* A method with signature sig was added to the table keyed by tn: if it is called on an
 * instance (`(s::S)(x)`, not a constructor `(::Type{S})(x)`), S's objects are callable,
 * and a failed call on one is "no method matching (::S)(...)" rather than "objects of
 * type S are not callable". */
void rt_note_method_sig(rt_typename *tn, rt_value *sig)
{
    rt_type *body = (rt_type *)rt_unwrap_unionall(sig);
    if (!tn || !rt_is_datatype((rt_value *)body) || body->nparams < 1)
        return;
    rt_value *p0 = rt_unwrap_unionall(body->params[0]);
    if (!(rt_is_datatype(p0) && ((rt_type *)p0)->name == rt_type_typename))
        tn->flags |= RT_TN_CALLABLE;
}
