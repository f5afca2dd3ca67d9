/* subtype.c — Julia's subtype relation a <: b.
 *
 * A simplified version of Julia's algorithm (src/subtype.c): an environment records the
 * type variables introduced by UnionAlls, each either "forall" (from the left side: it
 * behaves as any type within its bounds, so it is replaced by its upper bound when on the
 * left and its lower bound when on the right) or "exists" (from the right side: its
 * bounds narrow as constraints are found; a <: T widens T's lower bound, T <: b narrows
 * its upper bound, and the variable is satisfiable when lb <: ub). Unions on the left
 * are checked member by member; unions on the right try each member, restoring the
 * environment between attempts. DataTypes climb the supertype chain; parameters are
 * invariant (checked both ways) except in Tuples, which are covariant and understand
 * Vararg. Type{T} is the type of the type object T. The diagonal rule holds: a variable
 * that appears at least twice in covariant position, and never invariantly, must be
 * bound to a concrete type (so f(x::T, y::T) where T rejects (Int64, Float64)).
 */
#include <string.h>

#include "types_impl.h"

#define RT_MAXVARS 64

typedef struct rt_varb {
    rt_tvar *var;   /* the variable */
    rt_value *lb;   /* current lower bound */
    rt_value *ub;   /* current upper bound */
    bool right;     /* existential (introduced by the right-hand side) */
} rt_varb;

typedef struct rt_senv {
    rt_varb vars[RT_MAXVARS]; /* innermost last */
    int n;                    /* number of variables in scope */
    int invdepth;             /* > 0 while checking an invariant position */
    rt_value **out;           /* where rt_subtype_env wants the outermost right vars */
    int nout;                 /* capacity of out */
    int outdepth;             /* right UnionAlls entered so far at the top level */
    bool toplevel;            /* still at the top of b (capturing) */
} rt_senv;

static bool rt_sub(rt_value *a, rt_value *b, rt_senv *e);

static rt_varb *rt_lookup(rt_senv *e, rt_value *v) {
    for (int i = e->n - 1; i >= 0; i--)
        if ((rt_value *)e->vars[i].var == v) return &e->vars[i];
    return NULL;
}

static rt_value *rt_kind_of(rt_value *x) { return (rt_value *)rt_typeof(x); }

/* ------------------------------------------------------------------ variables */

/* v <: b for an existential v */
static bool rt_var_left(rt_varb *v, rt_value *b, rt_senv *e) {
    if ((rt_value *)v->var == b) return true;
    if (!rt_is_kind(v->lb) && v->lb != rt_bottom) /* value-valued (N of Array{T,N}) */
        return rt_param_egal(v->lb, b);
    if (!rt_sub(v->lb, b, e)) return false;
    if (rt_sub(v->ub, b, e)) return true;
    if (rt_sub(b, v->ub, e)) {
        v->ub = b;
        return true;
    }
    rt_value *m = rt_typeintersect_simple(v->ub, b);
    if (m == rt_bottom && v->lb != rt_bottom) return false;
    v->ub = m;
    return true;
}

/* a <: v for an existential v */
static bool rt_var_right(rt_value *a, rt_varb *v, rt_senv *e) {
    if ((rt_value *)v->var == a) return true;
    if (!rt_sub(a, v->ub, e)) return false;
    v->lb = v->lb == rt_bottom ? a : rt_union_of(v->lb, a);
    return true;
}

/* x == y for type parameters (values compare with ===) */
static bool rt_sub_eq(rt_value *x, rt_value *y, rt_senv *e) {
    if (x == y) return true;
    bool kx = rt_is_kind(x) || x == rt_bottom, ky = rt_is_kind(y) || y == rt_bottom;
    if (!kx || !ky) {
        /* a value parameter (Int N, tuple of names) against a value or a variable */
        if (!kx && !ky) return rt_param_egal(x, y);
        rt_value *var = kx ? x : y, *val = kx ? y : x;
        if (!rt_is_tv(var)) return false;
        rt_varb *vb = rt_lookup(e, var);
        if (!vb || !vb->right) return false;
        if (vb->lb == rt_bottom) {
            vb->lb = vb->ub = val;
            return true;
        }
        return rt_param_egal(vb->lb, val);
    }
    e->invdepth++;
    bool r = rt_sub(x, y, e) && rt_sub(y, x, e);
    e->invdepth--;
    return r;
}

/* ------------------------------------------------------------------ tuples */

static int64_t rt_vararg_len(rt_vararg *va, rt_senv *e, bool *known) {
    *known = false;
    rt_value *N = va->N;
    if (!N) return -1;
    if (rt_is_tv(N)) {
        rt_varb *vb = rt_lookup(e, N);
        if (vb && vb->lb && rt_typeof(vb->lb) == rt_int64_type) N = vb->lb;
        else return -1;
    }
    if (rt_typeof(N) != rt_int64_type) return -1;
    *known = true;
    return rt_unbox_int64(N);
}

static bool rt_sub_tuple(rt_type *a, rt_type *b, rt_senv *e) {
    int la = a->nparams, lb = b->nparams;
    rt_vararg *va = la > 0 && rt_is_va(a->params[la - 1]) ? (rt_vararg *)a->params[la - 1] : NULL;
    rt_vararg *vb = lb > 0 && rt_is_va(b->params[lb - 1]) ? (rt_vararg *)b->params[lb - 1] : NULL;
    int fa = va ? la - 1 : la, fb = vb ? lb - 1 : lb; /* fixed elements */
    if (!vb) {
        if (va) return false; /* unbounded length vs a fixed length */
        if (la != lb) return false;
        for (int i = 0; i < la; i++)
            if (!rt_sub(a->params[i], b->params[i], e)) return false;
        return true;
    }
    if (fa < fb) return false;
    for (int i = 0; i < fb; i++)
        if (!rt_sub(a->params[i], b->params[i], e)) return false;
    for (int i = fb; i < fa; i++)
        if (!rt_sub(a->params[i], vb->T, e)) return false;
    if (va && !rt_sub(va->T, vb->T, e)) return false;
    if (vb->N) {
        /* Vararg{T, N}: the number of matched elements must equal N */
        if (va) {
            if (!va->N) return false;
            if (rt_is_tv(vb->N) && va->N && fa == fb) return rt_sub_eq(va->N, vb->N, e);
            return rt_param_egal(va->N, vb->N) && fa == fb;
        }
        bool known;
        int64_t n = rt_vararg_len(vb, e, &known);
        if (known) return n == fa - fb;
        return rt_sub_eq(rt_box_int64(fa - fb), vb->N, e);
    }
    return true;
}

/* ------------------------------------------------------------------ DataTypes */

bool rt_is_kind_type(rt_type *t) {
    return t == rt_datatype_type || t == rt_uniontype_type || t == rt_unionall_type ||
           t == rt_bottom_type_dt;
}

static bool rt_sub_dt(rt_type *a, rt_type *b, rt_senv *e) {
    if (b == rt_any_type) return true;
    bool ta = a->name == rt_type_typename, tb = b->name == rt_type_typename;
    if (ta && tb) {
        /* a UnionAll never equals a DataType: Type{Vector} is not Type{Vector{T}} */
        if (rt_is_ua(a->params[0]) && rt_is_dt(b->params[0])) return false;
        return rt_sub_eq(a->params[0], b->params[0], e);
    }
    if (ta) {
        rt_value *X = a->params[0];
        if (!rt_is_tv(X) && rt_is_kind(X) && rt_sub(rt_kind_of(X), (rt_value *)b, e)) return true;
        if (X == rt_bottom && rt_sub((rt_value *)rt_bottom_type_dt, (rt_value *)b, e)) return true;
    }
    if (tb) {
        /* DataType <: Type{T} for an unconstrained T */
        rt_value *Y = b->params[0];
        if (!rt_is_kind_type(a) || !rt_is_tv(Y)) return false;
        rt_varb *vb = rt_lookup(e, Y);
        rt_value *lb = vb ? vb->lb : ((rt_tvar *)Y)->lb, *ub = vb ? vb->ub : ((rt_tvar *)Y)->ub;
        return lb == rt_bottom && ub == (rt_value *)rt_any_type;
    }
    if ((a->flags & RT_TUPLE) && (b->flags & RT_TUPLE)) return rt_sub_tuple(a, b, e);
    while (a->name != b->name) {
        if (a == rt_any_type || !a->super || a->super == a) return false;
        a = a->super;
    }
    if (a == b) return true;
    if (a->nparams != b->nparams) return false;
    for (int i = 0; i < a->nparams; i++)
        if (!rt_sub_eq(a->params[i], b->params[i], e)) return false;
    return true;
}

/* ------------------------------------------------------------------ main relation */

/* covariant / invariant occurrences of v in t (for the diagonal rule) */
static void rt_count_occ(rt_tvar *v, rt_value *t, bool inv, int *cov, int *ninv) {
    if (!t) return;
    rt_type *k = rt_typeof(t);
    if (t == (rt_value *)v) {
        if (inv) (*ninv)++;
        else (*cov)++;
        return;
    }
    if (k == rt_datatype_type) {
        rt_type *dt = (rt_type *)t;
        if (dt->flags & RT_CONCRETE) return;
        bool tup = dt->flags & RT_TUPLE;
        for (int i = 0; i < dt->nparams; i++) {
            rt_value *p = dt->params[i];
            if (tup && rt_is_va(p)) {
                int c0 = *cov;
                rt_count_occ(v, ((rt_vararg *)p)->T, inv, cov, ninv);
                if (*cov > c0) (*cov)++;
                rt_count_occ(v, ((rt_vararg *)p)->N, true, cov, ninv);
            } else {
                rt_count_occ(v, p, inv || !tup, cov, ninv);
            }
        }
    } else if (k == rt_uniontype_type) {
        rt_count_occ(v, ((rt_union *)t)->a, inv, cov, ninv);
        rt_count_occ(v, ((rt_union *)t)->b, inv, cov, ninv);
    } else if (k == rt_unionall_type) {
        rt_count_occ(v, ((rt_unionall *)t)->var->ub, true, cov, ninv);
        /* a UnionAll that rebinds v (Type{Rect} in Rect's own constructor) shadows it */
        if (((rt_unionall *)t)->var != v)
            rt_count_occ(v, ((rt_unionall *)t)->body, inv, cov, ninv);
    }
}

static bool rt_sub_exists(rt_value *a, rt_unionall *u, rt_senv *e) {
    if (e->n >= RT_MAXVARS) return false;
    bool capture = e->toplevel;
    int slot = e->outdepth;
    if (capture) e->outdepth++;
    rt_varb *vb = &e->vars[e->n++];
    vb->var = u->var;
    vb->lb = u->var->lb;
    vb->ub = u->var->ub;
    vb->right = true;
    bool r = rt_sub(a, u->body, e);
    vb = &e->vars[e->n - 1];
    if (r && rt_is_kind(vb->lb) && vb->lb != rt_bottom && !rt_sub(vb->lb, vb->ub, e)) r = false;
    /* (a lower bound that is itself a variable, as in comparing two `where T` methods,
     * passes: Julia then requires that variable to be concrete instead) */
    if (r && vb->lb != rt_bottom && rt_is_kind(vb->lb) && !rt_is_concrete(vb->lb) &&
        !rt_is_tv(vb->lb)) {
        int cov = 0, ninv = 0;
        rt_count_occ(u->var, u->body, false, &cov, &ninv);
        if (cov >= 2 && ninv == 0) r = false; /* diagonal rule */
    }
    if (r && capture && slot < e->nout) {
        rt_value *val;
        if (vb->lb != rt_bottom) val = vb->lb;
        else if (vb->ub != u->var->ub) val = vb->ub;
        else val = (rt_value *)u->var;
        e->out[slot] = val;
    }
    e->n--;
    return r;
}

static bool rt_sub(rt_value *a, rt_value *b, rt_senv *e) {
    if (a == b) return true;
    if (a == rt_bottom) return true;
    if (rt_is_tv(a)) {
        rt_varb *va = rt_lookup(e, a);
        if (va && va->right) return rt_var_left(va, b, e);
    }
    if (rt_is_tv(b)) {
        rt_varb *vb = rt_lookup(e, b);
        if (vb && vb->right) return rt_var_right(a, vb, e);
    }
    if (rt_is_union(a)) {
        bool top = e->toplevel;
        e->toplevel = false;
        bool r = rt_sub(((rt_union *)a)->a, b, e) && rt_sub(((rt_union *)a)->b, b, e);
        e->toplevel = top;
        return r;
    }
    if (rt_is_ua(b)) return rt_sub_exists(a, (rt_unionall *)b, e);
    e->toplevel = false;
    if (rt_is_ua(a)) {
        if (e->n >= RT_MAXVARS) return false;
        rt_unionall *u = (rt_unionall *)a;
        rt_varb *va = &e->vars[e->n++];
        va->var = u->var;
        va->lb = u->var->lb;
        va->ub = u->var->ub;
        va->right = false;
        bool r = rt_sub(u->body, b, e);
        e->n--;
        return r;
    }
    if (rt_is_tv(a)) {
        rt_varb *va = rt_lookup(e, a);
        rt_value *ub = va ? va->ub : ((rt_tvar *)a)->ub;
        if (rt_sub(ub, b, e)) return true;
        if (rt_is_tv(b)) {
            rt_varb *vb = rt_lookup(e, b);
            rt_value *lb = vb ? vb->lb : ((rt_tvar *)b)->lb;
            return lb != rt_bottom && rt_sub(a, lb, e);
        }
        return false;
    }
    if (rt_is_tv(b)) {
        rt_varb *vb = rt_lookup(e, b);
        rt_value *lb = vb ? vb->lb : ((rt_tvar *)b)->lb;
        return lb != rt_bottom && rt_sub(a, lb, e);
    }
    if (rt_is_union(b)) {
        rt_varb saved[RT_MAXVARS];
        int n = e->n;
        memcpy(saved, e->vars, (size_t)n * sizeof(rt_varb));
        if (rt_sub(a, ((rt_union *)b)->a, e)) return true;
        memcpy(e->vars, saved, (size_t)n * sizeof(rt_varb));
        if (rt_sub(a, ((rt_union *)b)->b, e)) return true;
        memcpy(e->vars, saved, (size_t)n * sizeof(rt_varb));
        return false;
    }
    if (b == (rt_value *)rt_any_type) return true;
    if (b == rt_bottom) return false;
    if (rt_is_va(a) && rt_is_va(b)) {
        rt_vararg *x = (rt_vararg *)a, *y = (rt_vararg *)b;
        if (!rt_sub(x->T, y->T, e)) return false;
        if (!y->N) return true;
        return x->N && rt_sub_eq(x->N, y->N, e);
    }
    if (rt_is_dt(a) && rt_is_dt(b)) return rt_sub_dt((rt_type *)a, (rt_type *)b, e);
    return false;
}

static void rt_senv_init(rt_senv *e, rt_value **out, int nout) {
    e->n = 0;
    e->invdepth = 0;
    e->out = out;
    e->nout = nout;
    e->outdepth = 0;
    e->toplevel = true;
}

bool rt_subtype(rt_value *a, rt_value *b) {
    if (a == b || a == rt_bottom || b == (rt_value *)rt_any_type) return true;
    if (rt_is_dt(a) && rt_is_dt(b) && (((rt_type *)a)->flags & RT_CONCRETE) &&
        (((rt_type *)b)->flags & RT_CONCRETE) && !(((rt_type *)a)->flags & RT_TUPLE))
        return false; /* distinct concrete types; tuples too, but Type{} needs care */
    rt_senv e;
    rt_senv_init(&e, NULL, 0);
    return rt_sub(a, b, &e);
}

bool rt_subtype_env(rt_value *a, rt_value *b, rt_value **env, int nenv) {
    rt_senv e;
    for (int i = 0; i < nenv; i++) env[i] = NULL;
    rt_senv_init(&e, env, nenv);
    return rt_sub(a, b, &e);
}

bool rt_types_equal(rt_value *a, rt_value *b) {
    if (a == b) return true;
    if (!a || !b) return false;
    if (rt_is_dt(a) && rt_is_dt(b)) {
        rt_type *x = (rt_type *)a, *y = (rt_type *)b;
        if ((x->flags & RT_CONCRETE) && (y->flags & RT_CONCRETE)) return false;
        if (x->name != y->name || x->nparams != y->nparams) return false;
    }
    if (rt_is_tv(a) || rt_is_tv(b)) return false;
    if (rt_is_union(a) && rt_is_union(b)) {
        /* unions are built in one canonical member order: the same members are the same
         * union (a common case: type caches meet copies of Union{Int8, ..., Int128}) */
        rt_value *ma[16], *mb[16];
        int na = rt_union_members(a, ma, 16), nb = rt_union_members(b, mb, 16);
        if (na == nb && na <= 16) {
            int i = 0;
            while (i < na && ma[i] == mb[i]) i++;
            if (i == na) return true;
        }
    }
    return rt_subtype(a, b) && rt_subtype(b, a);
}

bool rt_isa(rt_value *v, rt_value *t) {
    rt_type *k = rt_typeof(v);
    if ((rt_value *)k == t || t == (rt_value *)rt_any_type) return true;
    if (rt_subtype((rt_value *)k, t)) return true;
    if ((rt_is_kind(v) || v == rt_bottom) && !rt_is_tv(v)) {
        /* a type object is an instance of Type{itself} */
        rt_value *u = rt_unwrap_unionall(t);
        if (rt_is_union(t) || rt_is_ua(t) || rt_is_type_type(u))
            return rt_subtype(rt_type_of_type(v), t);
    }
    return false;
}

rt_value *rt_typeintersect_simple(rt_value *a, rt_value *b) {
    if (rt_subtype(a, b)) return a;
    if (rt_subtype(b, a)) return b;
    if (rt_is_union(a) || rt_is_union(b)) {
        rt_value *ma[64], *mb[64], *res[128];
        int na = rt_union_members(a, ma, 64), nb = rt_union_members(b, mb, 64), k = 0;
        if (na > 64 || nb > 64) return a;
        for (int i = 0; i < na; i++)
            for (int j = 0; j < nb; j++) {
                rt_value *x = rt_typeintersect_simple(ma[i], mb[j]);
                if (x != rt_bottom && k < 128) res[k++] = x;
            }
        return rt_union_n(k, res);
    }
    if (rt_is_dt(a) && rt_is_dt(b) && !rt_has_free_typevars(a) && !rt_has_free_typevars(b)) {
        rt_type *x = (rt_type *)a, *y = (rt_type *)b;
        /* Type{X} and Type{Y} of two different closed types hold different values */
        if (x->name == rt_type_typename && y->name == rt_type_typename) return rt_bottom;
        if (x->name == rt_type_typename || y->name == rt_type_typename) return a;
        if ((x->flags & RT_TUPLE) && (y->flags & RT_TUPLE)) {
            /* same fixed length: disjoint when some element is */
            bool va = x->nparams && rt_is_va(x->params[x->nparams - 1]);
            bool vb = y->nparams && rt_is_va(y->params[y->nparams - 1]);
            if (va || vb) return a;
            if (x->nparams != y->nparams) return rt_bottom;
            for (int i = 0; i < x->nparams; i++)
                if (rt_typeintersect_simple(x->params[i], y->params[i]) == rt_bottom)
                    return rt_bottom;
            return a;
        }
        /* single inheritance: unrelated names never meet */
        rt_type *p = x;
        while (p->name != y->name && p != rt_any_type) p = p->super;
        if (p->name == y->name) return rt_bottom; /* same name, different params */
        p = y;
        while (p->name != x->name && p != rt_any_type) p = p->super;
        if (p->name == x->name) return rt_bottom;
        return rt_bottom;
    }
    return a;
}
