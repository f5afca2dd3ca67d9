/* typeapply.c — instantiating parametric types: T{params...}, Tuple{...}, Type{T},
 * Vararg, TypeVar/UnionAll construction and substitution.
 *
 * Every typename keeps an open-addressing cache (keyed by the structural hash of the
 * parameters) of the instantiations made so far, so applying identical parameters twice
 * yields the identical DataType: equality of concrete DataTypes is pointer equality. The
 * primary definition (parameters = its own TypeVars) is the first cache entry; its
 * supertype and field types are the templates substituted into for each instantiation.
 */
#include <string.h>

#include "types_impl.h"

static uint64_t rt_hmix(uint64_t h, uint64_t x) {
    h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h;
}

uint64_t rt_param_hash(rt_value *p) {
    if (!p) return 0x1f;
    rt_type *k = rt_typeof(p);
    if (k == rt_datatype_type) return ((rt_type *)p)->hash;
    if (k == rt_bottom_type_dt) return 0xb0770b;
    if (k == rt_tvar_type) return 0x7a5;
    if (k == rt_uniontype_type) {
        rt_value *m[64];
        int n = rt_union_members(p, m, 64);
        uint64_t h = 0x5151;
        for (int i = 0; i < n && i < 64; i++) h ^= rt_param_hash(m[i]);
        return h;
    }
    if (k == rt_unionall_type) return rt_hmix(0xa11, rt_param_hash(((rt_unionall *)p)->body));
    if (k == rt_typeofvararg_type)
        return rt_hmix(rt_param_hash(((rt_vararg *)p)->T) + 0xfa, rt_param_hash(((rt_vararg *)p)->N));
    if (k == rt_symbol_type) return ((rt_sym *)p)->hash;
    if (k == rt_string_type) {
        rt_string *s = (rt_string *)p;
        uint64_t h = 0x5757;
        for (int64_t i = 0; i < s->len; i++) h = h * 31 + (uint8_t)s->data[i];
        return h;
    }
    if (!(k->flags & (RT_MUTABLE | RT_OPAQUE))) {
        uint64_t h = k->hash;
        const uint8_t *b = rt_data(p);
        for (uint32_t i = 0; i < k->size; i++) h = h * 131 + b[i];
        return h;
    }
    return (uint64_t)(uintptr_t)p;
}

bool rt_param_egal(rt_value *a, rt_value *b) {
    if (a == b) return true;
    if (!a || !b || rt_typeof(a) != rt_typeof(b)) {
        /* Union{} and a union never compare; a DataType can equal a Union structurally
         * only when both are the same set, which rt_union_of never produces */
        return false;
    }
    rt_type *k = rt_typeof(a);
    /* DataTypes are interned (every one comes from a type cache or is a struct's own), so
     * two distinct ones differ; unions and UnionAlls are compared structurally */
    if (k == rt_datatype_type) return false;
    if (k == rt_uniontype_type || k == rt_unionall_type) return rt_types_equal(a, b);
    if (k == rt_typeofvararg_type)
        return rt_param_egal(((rt_vararg *)a)->T, ((rt_vararg *)b)->T) &&
               rt_param_egal(((rt_vararg *)a)->N, ((rt_vararg *)b)->N);
    if (k == rt_string_type) {
        rt_string *x = (rt_string *)a, *y = (rt_string *)b;
        return x->len == y->len && memcmp(x->data, y->data, (size_t)x->len) == 0;
    }
    if (k->flags & (RT_MUTABLE | RT_OPAQUE)) return false;
    return memcmp(rt_data(a), rt_data(b), k->size) == 0;
}

/* Does v mention a TypeVar other than the n variables bound in bnd? */
static bool rt_free_vars_in(rt_value *v, rt_tvar **bnd, int n) {
    if (!v) return false;
    rt_type *k = rt_typeof(v);
    if (k == rt_tvar_type) {
        for (int i = 0; i < n; i++)
            if (bnd[i] == (rt_tvar *)v) return false;
        return true;
    }
    if (k == rt_datatype_type) {
        rt_type *t = (rt_type *)v;
        if (t->flags & RT_CONCRETE) return false;
        for (int i = 0; i < t->nparams; i++)
            if (rt_free_vars_in(t->params[i], bnd, n)) return true;
        return false;
    }
    if (k == rt_uniontype_type)
        return rt_free_vars_in(((rt_union *)v)->a, bnd, n) ||
               rt_free_vars_in(((rt_union *)v)->b, bnd, n);
    if (k == rt_unionall_type) {
        rt_unionall *u = (rt_unionall *)v;
        if (rt_free_vars_in(u->var->lb, bnd, n) || rt_free_vars_in(u->var->ub, bnd, n))
            return true;
        rt_tvar *nb[64];
        if (n >= 63) return false;
        for (int i = 0; i < n; i++) nb[i] = bnd[i];
        nb[n] = u->var;
        return rt_free_vars_in(u->body, nb, n + 1);
    }
    if (k == rt_typeofvararg_type)
        return rt_free_vars_in(((rt_vararg *)v)->T, bnd, n) ||
               rt_free_vars_in(((rt_vararg *)v)->N, bnd, n);
    return false;
}

bool rt_has_free_typevars(rt_value *t) { return rt_free_vars_in(t, NULL, 0); }

rt_tvar *rt_new_tvar(rt_sym *name, rt_value *lb, rt_value *ub) {
    rt_tvar *v = rt_alloc_permanent(sizeof *v);
    v->type = rt_tvar_type;
    v->name = name;
    v->lb = lb ? lb : rt_bottom;
    v->ub = ub ? ub : (rt_value *)rt_any_type;
    return v;
}

rt_value *rt_new_unionall(rt_tvar *v, rt_value *body) {
    rt_unionall *u = rt_alloc_permanent(sizeof *u);
    u->type = rt_unionall_type;
    u->var = v;
    u->body = body;
    return (rt_value *)u;
}

rt_value *rt_unwrap_unionall(rt_value *t) {
    while (rt_is_ua(t)) t = ((rt_unionall *)t)->body;
    return t;
}

int rt_unionall_nvars(rt_value *t) {
    int n = 0;
    while (rt_is_ua(t)) {
        n++;
        t = ((rt_unionall *)t)->body;
    }
    return n;
}

int rt_unionall_vars(rt_value *t, rt_tvar **out, int max) {
    int n = 0;
    while (rt_is_ua(t)) {
        if (n < max) out[n] = ((rt_unionall *)t)->var;
        n++;
        t = ((rt_unionall *)t)->body;
    }
    return n;
}

rt_value *rt_new_vararg(rt_value *T, rt_value *N) {
    rt_vararg *v = rt_alloc_permanent(sizeof *v);
    v->type = rt_typeofvararg_type;
    v->T = T ? T : (rt_value *)rt_any_type;
    v->N = N;
    return (rt_value *)v;
}

/* ------------------------------------------------------------------ caches */

static rt_type *rt_cache_find(rt_typename *tn, uint64_t h, int n, rt_value **params) {
    if (!tn->capcache) return NULL;
    size_t mask = tn->capcache - 1;
    for (size_t j = h & mask;; j = (j + 1) & mask) {
        rt_type *c = tn->cache[j];
        if (!c) return NULL;
        if (c->hash == h && c->nparams == n) {
            int i = 0;
            while (i < n && rt_param_egal(c->params[i], params[i])) i++;
            if (i == n) return c;
        }
    }
}

static void rt_cache_put(rt_typename *tn, rt_type *t) {
    if ((tn->ncache + 1) * 2 > tn->capcache) {
        size_t ncap = tn->capcache ? tn->capcache * 2 : 8;
        rt_type **nc = rt_alloc_permanent(ncap * sizeof *nc);
        for (size_t i = 0; i < tn->capcache; i++) {
            rt_type *c = tn->cache[i];
            if (!c) continue;
            size_t j = c->hash & (ncap - 1);
            while (nc[j]) j = (j + 1) & (ncap - 1);
            nc[j] = c;
        }
        rt_type **old = tn->cache;
        tn->cache = nc;
        tn->capcache = ncap;
        (void)old; /* readers never scan the cache without the lock; old stays valid */
    }
    size_t j = t->hash & (tn->capcache - 1);
    while (tn->cache[j]) j = (j + 1) & (tn->capcache - 1);
    tn->cache[j] = t;
    tn->ncache++;
}

static uint64_t rt_params_hash(rt_typename *tn, int n, rt_value **params) {
    uint64_t h = tn->hash;
    for (int i = 0; i < n; i++) h = rt_hmix(h, rt_param_hash(params[i]));
    return h;
}

static rt_value **rt_pcopy(int n, rt_value **v) {
    if (n <= 0) return NULL;
    rt_value **c = rt_alloc_permanent((size_t)n * sizeof *c);
    memcpy(c, v, (size_t)n * sizeof *c);
    return c;
}

/* Recent tuple types, read without the lock: a slot holds one type, whose parameters are
 * compared with the elements asked for (types are never freed, and a slot is a single
 * pointer, stored and loaded atomically). A loop over a Vector{Shape} builds its
 * iteration's Tuple{Circle, Int64} once per element; dispatch builds argument tuples. */
#define TUPLE_MEMO 512
static rt_type *tuple_memo[TUPLE_MEMO] RT_PER_PROCESS;

static size_t tuple_memo_slot(int n, rt_value **elts) {
    uintptr_t h = (uintptr_t)n;
    for (int i = 0; i < n; i++) h = (h ^ ((uintptr_t)elts[i] >> 4)) * 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 40) & (TUPLE_MEMO - 1);
}

static rt_type *tuple_memo_get(int n, rt_value **elts, size_t slot) {
    rt_type *t = __atomic_load_n(&tuple_memo[slot], __ATOMIC_ACQUIRE);
    if (!t || t->nparams != n) return NULL;
    for (int i = 0; i < n; i++)
        if (t->params[i] != elts[i]) return NULL;
    return t;
}

rt_type *rt_tuple_type(int n, rt_value **elts) {
    size_t slot = n <= 8 ? tuple_memo_slot(n, elts) : 0;
    rt_type *hit = n <= 8 ? tuple_memo_get(n, elts, slot) : NULL;
    if (hit) return hit;
    /* Tuple{A, Vararg{B, 2}} is Tuple{A, B, B} */
    if (n > 0 && rt_is_va(elts[n - 1])) {
        rt_vararg *va = (rt_vararg *)elts[n - 1];
        if (va->N && rt_typeof(va->N) == rt_int64_type) {
            int64_t k = rt_unbox_int64(va->N);
            if (k < 0) rt_throw_argument("Vararg length is negative: %lld", (long long)k);
            if (k > 100000) rt_throw_argument("Vararg length too large");
            rt_value **e = rt_alloc((size_t)(n - 1 + k + 1) * sizeof *e);
            for (int i = 0; i < n - 1; i++) e[i] = elts[i];
            for (int64_t i = 0; i < k; i++) e[n - 1 + i] = va->T;
            return rt_tuple_type((int)(n - 1 + k), e);
        }
    }
    rt_typename *tn = rt_tuple_typename;
    uint64_t h = rt_params_hash(tn, n, elts);
    pthread_mutex_lock(&rt_type_lock);
    rt_type *t = rt_cache_find(tn, h, n, elts);
    if (!t) {
        t = rt_alloc_permanent(sizeof *t);
        t->type = rt_datatype_type;
        t->name = tn;
        t->super = rt_any_type;
        t->nparams = n;
        t->params = rt_pcopy(n, elts);
        t->nfields = n;
        t->fieldtypes = t->params;
        t->flags = RT_TUPLE;
        t->id = -1;
        rt_finish_datatype(t);
        t->hash = h;
        rt_cache_put(tn, t);
    }
    pthread_mutex_unlock(&rt_type_lock);
    if (n <= 8) __atomic_store_n(&tuple_memo[slot], t, __ATOMIC_RELEASE);
    return t;
}

rt_type *rt_instantiate(rt_typename *tn, int n, rt_value **params) {
    if (tn == rt_tuple_typename) return rt_tuple_type(n, params);
    uint64_t h = rt_params_hash(tn, n, params);
    pthread_mutex_lock(&rt_type_lock);
    rt_type *t = rt_cache_find(tn, h, n, params);
    if (t) {
        pthread_mutex_unlock(&rt_type_lock);
        return t;
    }
    rt_type *prim = (rt_type *)rt_unwrap_unionall(tn->wrapper);
    rt_tvar *vars[64];
    int nv = prim->nparams < 64 ? prim->nparams : 64;
    for (int i = 0; i < nv; i++) vars[i] = (rt_tvar *)prim->params[i];
    if (n != nv) {
        pthread_mutex_unlock(&rt_type_lock);
        rt_error("wrong number of parameters for type %s", tn->name->name);
    }
    t = rt_alloc_permanent(sizeof *t);
    t->type = rt_datatype_type;
    t->name = tn;
    t->nparams = n;
    t->params = rt_pcopy(n, params);
    t->flags = prim->flags & (RT_ABSTRACT | RT_MUTABLE | RT_PRIMITIVE | RT_OPAQUE |
                              RT_FUNCTION | RT_NAMEDTUPLE);
    t->size = prim->size;
    t->align = prim->align;
    t->id = -1;
    t->hash = h;
    rt_cache_put(tn, t); /* before substituting fields: recursive types find themselves */
    t->super = prim->super == prim ? prim : (rt_type *)rt_type_subst((rt_value *)prim->super, n, vars, params);
    if (tn == rt_namedtuple_typename) {
        rt_value *names = params[0], *T = params[1];
        t->nfields = -1;
        if (rt_is_dt(T) && (((rt_type *)T)->flags & RT_TUPLE) && rt_typeof(names)->flags & RT_TUPLE &&
            !(rt_typeof(names)->flags & RT_OPAQUE)) {
            rt_type *nt = rt_typeof(names), *tt = (rt_type *)T;
            int k = nt->nfields;
            if (k == tt->nparams) {
                t->nfields = k;
                t->fieldtypes = tt->params;
                t->fieldnames = rt_alloc_permanent((size_t)(k ? k : 1) * sizeof(rt_sym *));
                for (int i = 0; i < k; i++)
                    t->fieldnames[i] = *(rt_sym **)((char *)rt_data(names) + nt->fieldoffsets[i]);
            }
        }
        if (t->nfields < 0) t->nfields = 0, t->flags |= RT_ABSTRACT;
    } else {
        t->nfields = prim->nfields;
        if (prim->fieldtypes && prim->nfields > 0) {
            t->fieldtypes = rt_alloc_permanent((size_t)prim->nfields * sizeof(rt_value *));
            for (int i = 0; i < prim->nfields; i++)
                t->fieldtypes[i] = rt_type_subst(prim->fieldtypes[i], n, vars, params);
        }
    }
    rt_finish_datatype(t);
    t->hash = h;
    pthread_mutex_unlock(&rt_type_lock);
    return t;
}

/* The field types of a struct created without them (so that they could name the struct
 * itself: `next::Union{Node, Nothing}`): set them on the primary definition and on every
 * instantiation made meanwhile, then lay each out. */
void rt_set_fieldtypes(rt_type *prim, rt_value **ftypes) {
    pthread_mutex_lock(&rt_type_lock);
    int n = prim->nfields;
    rt_typename *tn = prim->name;
    rt_tvar *vars[64];
    int nv = rt_unionall_vars(tn->wrapper, vars, 64);
    for (size_t c = 0; c < tn->capcache; c++) {
        rt_type *t = tn->cache[c];
        if (!t || t->fieldtypes || t->nfields != n) continue;
        t->fieldtypes = rt_alloc_permanent((size_t)(n ? n : 1) * sizeof(rt_value *));
        for (int i = 0; i < n; i++)
            t->fieldtypes[i] = t == prim ? ftypes[i]
                                         : rt_type_subst(ftypes[i], nv, vars, t->params);
        rt_layout(t);
    }
    if (!prim->fieldtypes) { /* (a primary not kept in its cache: no parameters) */
        prim->fieldtypes = rt_alloc_permanent((size_t)(n ? n : 1) * sizeof(rt_value *));
        for (int i = 0; i < n; i++) prim->fieldtypes[i] = ftypes[i];
        rt_layout(prim);
    }
    pthread_mutex_unlock(&rt_type_lock);
}

rt_type *rt_array_type(rt_value *eltype, int ndims) {
    rt_value *p[2] = {eltype, rt_box_int64(ndims)};
    return rt_instantiate(rt_array_typename, 2, p);
}

rt_value *rt_type_of_type(rt_value *t) {
    return (rt_value *)rt_instantiate(rt_type_typename, 1, &t);
}

rt_type *rt_tuple_typeof_args(int n, rt_value **args) {
    rt_value *buf[16];
    rt_value **e = n <= 16 ? buf : rt_alloc((size_t)n * sizeof *e);
    for (int i = 0; i < n; i++) e[i] = (rt_value *)rt_typeof(args[i]);
    return rt_tuple_type(n, e);
}

rt_value *rt_type_subst(rt_value *t, int n, rt_tvar **vars, rt_value **vals) {
    if (!t || n == 0) return t;
    rt_type *k = rt_typeof(t);
    if (k == rt_tvar_type) {
        for (int i = 0; i < n; i++)
            if ((rt_tvar *)t == vars[i]) return vals[i];
        return t;
    }
    if (k == rt_datatype_type) {
        rt_type *dt = (rt_type *)t;
        if ((dt->flags & RT_CONCRETE) || dt->nparams == 0) return t;
        rt_value *buf[16];
        rt_value **np = dt->nparams <= 16 ? buf : rt_alloc((size_t)dt->nparams * sizeof *np);
        bool changed = false;
        for (int i = 0; i < dt->nparams; i++) {
            np[i] = rt_type_subst(dt->params[i], n, vars, vals);
            if (np[i] != dt->params[i]) changed = true;
        }
        if (!changed) return t;
        if (dt->flags & RT_TUPLE) return (rt_value *)rt_tuple_type(dt->nparams, np);
        return (rt_value *)rt_instantiate(dt->name, dt->nparams, np);
    }
    if (k == rt_uniontype_type) {
        rt_value *a = rt_type_subst(((rt_union *)t)->a, n, vars, vals);
        rt_value *b = rt_type_subst(((rt_union *)t)->b, n, vars, vals);
        if (a == ((rt_union *)t)->a && b == ((rt_union *)t)->b) return t;
        return rt_union_of(a, b);
    }
    if (k == rt_unionall_type) {
        rt_unionall *u = (rt_unionall *)t;
        for (int i = 0; i < n; i++)
            if (vars[i] == u->var) return t; /* shadowed */
        rt_value *lb = rt_type_subst(u->var->lb, n, vars, vals);
        rt_value *ub = rt_type_subst(u->var->ub, n, vars, vals);
        rt_tvar *v = u->var;
        rt_value *body = u->body;
        if (lb != v->lb || ub != v->ub) {
            rt_tvar *nv = rt_new_tvar(v->name, lb, ub);
            rt_value *one = (rt_value *)nv;
            body = rt_type_subst(body, 1, &v, &one);
            v = nv;
        }
        rt_value *nb = rt_type_subst(body, n, vars, vals);
        if (nb == u->body && v == u->var) return t;
        return rt_new_unionall(v, nb);
    }
    if (k == rt_typeofvararg_type) {
        rt_vararg *va = (rt_vararg *)t;
        rt_value *T = rt_type_subst(va->T, n, vars, vals), *N = rt_type_subst(va->N, n, vars, vals);
        if (T == va->T && N == va->N) return t;
        return rt_new_vararg(T, N);
    }
    return t;
}

rt_value *rt_apply_type(rt_value *tc, int n, rt_value **params) {
    if (tc == rt_tuple_wrapper) return (rt_value *)rt_tuple_type(n, params);
    if (tc == (rt_value *)rt_uniontype_type) return rt_union_n(n, params);
    if (tc == rt_vararg_marker) {
        if (n < 1 || n > 2) rt_error("Vararg: wrong number of parameters");
        return rt_new_vararg(params[0], n > 1 ? params[1] : NULL);
    }
    if (!rt_is_ua(tc)) {
        if (n == 0) return tc;
        rt_throw_type_error("Type{...} expression", "", (rt_value *)rt_unionall_type, tc);
    }
    rt_tvar *vars[64];
    int nv = rt_unionall_vars(tc, vars, 64);
    if (n > nv || nv > 64) rt_error("too many parameters for type");
    for (int i = 0; i < n; i++) {
        rt_value *p = params[i];
        if (rt_is_kind(p) && !rt_is_tv(p)) {
            if (!rt_subtype(p, vars[i]->ub) || !rt_subtype(vars[i]->lb, p))
                rt_throw_type_error(rt_unwrap_unionall(tc) && rt_is_dt(rt_unwrap_unionall(tc))
                                        ? ((rt_type *)rt_unwrap_unionall(tc))->name->name->name
                                        : "Type",
                                    vars[i]->name->name, (rt_value *)vars[i], p);
        }
    }
    rt_value *body = rt_unwrap_unionall(tc);
    if (n == nv && rt_is_dt(body) && ((rt_type *)body)->nparams == n &&
        !(((rt_type *)body)->flags & RT_TUPLE)) {
        rt_type *bt = (rt_type *)body;
        int i = 0;
        while (i < n && bt->params[i] == (rt_value *)vars[i]) i++;
        if (i == n) return (rt_value *)rt_instantiate(bt->name, n, params);
    }
    rt_value *r = rt_type_subst(body, n, vars, params);
    for (int i = nv - 1; i >= n; i--) r = rt_new_unionall(vars[i], r);
    return r;
}
