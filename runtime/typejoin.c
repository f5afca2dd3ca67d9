/* typejoin.c — Julia 1.7's typejoin: the least common ancestor of two types under its
 * rules (Base.typejoin in base/promotion.jl), which collect, promote_type and broadcast
 * widen to.
 *
 * Type variables join through their upper bounds; a UnionAll keeps its variable around
 * the join of its body; a Union joins its members first. Tuples join element by element,
 * the shorter side growing a Vararg of the longer side's tail (Tuple{Int64} and
 * Tuple{Int64, Int64} give Tuple{Int64, Vararg{Int64}}). Other DataTypes walk b's
 * supertypes until a's family is found; parameters that agree are kept and the others
 * become the family's own type variables (Vector{Int64} and Vector{Float64} give
 * Vector{T} where T).
 */
#include "types_impl.h"

static rt_value *tj_unwrapva(rt_value *t)
{
    if (!rt_is_va(t))
        return t;
    rt_value *T = ((rt_vararg *)t)->T;
    return T ? T : (rt_value *)rt_any_type;
}

/* Tuple parameters' length with a Vararg{T,N} counted as N elements; *fixed is false
 * when the last is an unbounded Vararg. */
static int tj_full_va_len(rt_type *t, bool *fixed)
{
    int n = t->nparams;
    *fixed = true;
    if (n > 0 && rt_is_va(t->params[n - 1])) {
        rt_value *N = ((rt_vararg *)t->params[n - 1])->N;
        if (N && rt_typeof(N) == rt_int64_type)
            return n + (int)rt_unbox_int64(N) - 1;
        *fixed = false;
    }
    return n;
}

/* typejoin of the unwrapped parameters p[i..n), or of the last one when i is past the end */
static rt_value *tj_tail(rt_type *t, int i)
{
    if (i >= t->nparams)
        return tj_unwrapva(t->params[t->nparams - 1]);
    rt_value *r = rt_bottom;
    for (int j = i; j < t->nparams; j++)
        r = rt_typejoin(r, tj_unwrapva(t->params[j]));
    return r;
}

static rt_value *tj_tuple(rt_type *a, rt_type *b)
{
    int lar = a->nparams, lbr = b->nparams;
    if (lar == 0 || lbr == 0) {
        rt_value *va = rt_new_vararg(tj_tail(lar == 0 ? b : a, 0), NULL);
        return (rt_value *)rt_tuple_type(1, &va);
    }
    bool afixed, bfixed;
    int laf = tj_full_va_len(a, &afixed), lbf = tj_full_va_len(b, &bfixed);
    int len, n;
    rt_value *last = NULL;
    if (laf != lbf) {
        /* s: the shorter side, l: the longer */
        rt_type *s = laf < lbf ? a : b, *l = laf < lbf ? b : a;
        int lsf = laf < lbf ? laf : lbf;
        bool sfixed = laf < lbf ? afixed : bfixed;
        if (rt_is_va(s->params[s->nparams - 1]) && !sfixed) {
            len = lsf;
            last = rt_new_vararg(
                rt_typejoin(tj_unwrapva(s->params[s->nparams - 1]), tj_tail(l, lsf - 1)), NULL);
            n = lsf - 1;
        } else {
            len = lsf + 1;
            last = rt_new_vararg(tj_tail(l, lsf), NULL);
            n = lsf;
        }
    } else {
        len = n = laf;
    }
    rt_value **c = rt_alloc((size_t)len * sizeof(rt_value *));
    for (int i = 0; i < n; i++) {
        rt_value *ai = a->params[i < lar ? i : lar - 1];
        rt_value *bi = b->params[i < lbr ? i : lbr - 1];
        rt_value *ci = rt_typejoin(tj_unwrapva(ai), tj_unwrapva(bi));
        c[i] = (i == len - 1 && (rt_is_va(ai) || rt_is_va(bi))) ? rt_new_vararg(ci, NULL) : ci;
    }
    if (last)
        c[len - 1] = last;
    return (rt_value *)rt_tuple_type(len, c);
}

/* a and b are in one family (a's ancestor of b's name): keep the parameters that agree */
static rt_value *tj_family(rt_type *a, rt_type *b)
{
    rt_typename *tn = b->name;
    if (tn == rt_type_typename) {
        rt_value *ap = a->params[0], *bp = b->params[0];
        if ((rt_is_tv(ap) && ((rt_tvar *)ap)->lb == rt_bottom &&
             ((rt_tvar *)ap)->ub == (rt_value *)rt_any_type) ||
            (rt_is_tv(bp) && ((rt_tvar *)bp)->lb == rt_bottom &&
             ((rt_tvar *)bp)->ub == (rt_value *)rt_any_type))
            return rt_type_wrapper;
    }
    rt_value *prim = tn->wrapper;
    int n = a->nparams;
    if (n == 0)
        return prim;
    rt_tvar **vars = rt_alloc((size_t)n * sizeof(rt_tvar *));
    int nv = 0;
    for (int i = 0; i < n; i++) {
        rt_value *ai = a->params[i], *bi = b->params[i];
        bool same = rt_param_egal(ai, bi) ||
                    (rt_is_kind(ai) && rt_is_kind(bi) && rt_subtype(ai, bi) && rt_subtype(bi, ai));
        if (same && rt_is_ua(prim)) {
            prim = rt_apply_type(prim, 1, &ai);
        } else if (rt_is_ua(prim)) {
            vars[nv++] = ((rt_unionall *)prim)->var;
            prim = ((rt_unionall *)prim)->body;
        }
    }
    /* the last variable set aside is wrapped first, so the first is outermost */
    for (int i = nv - 1; i >= 0; i--)
        prim = rt_new_unionall(vars[i], prim);
    return prim;
}

rt_value *rt_typejoin(rt_value *a, rt_value *b)
{
    if (rt_is_tv(a))
        return rt_typejoin(((rt_tvar *)a)->ub, b);
    if (rt_is_tv(b))
        return rt_typejoin(a, ((rt_tvar *)b)->ub);
    if (rt_subtype(a, b))
        return b;
    if (rt_subtype(b, a))
        return a;
    if (rt_is_ua(a))
        return rt_new_unionall(((rt_unionall *)a)->var, rt_typejoin(((rt_unionall *)a)->body, b));
    if (rt_is_ua(b))
        return rt_new_unionall(((rt_unionall *)b)->var, rt_typejoin(a, ((rt_unionall *)b)->body));
    if (rt_is_union(a))
        return rt_typejoin(rt_typejoin(((rt_union *)a)->a, ((rt_union *)a)->b), b);
    if (rt_is_union(b))
        return rt_typejoin(a, rt_typejoin(((rt_union *)b)->a, ((rt_union *)b)->b));
    if (!rt_is_dt(a) || !rt_is_dt(b))
        return (rt_value *)rt_any_type;
    rt_type *x = (rt_type *)a, *y = (rt_type *)b;
    if (x->flags & RT_TUPLE)
        return (y->flags & RT_TUPLE) ? tj_tuple(x, y) : (rt_value *)rt_any_type;
    if (y->flags & RT_TUPLE)
        return (rt_value *)rt_any_type;
    while (y != rt_any_type) {
        if (rt_subtype((rt_value *)x, y->name->wrapper)) {
            while (x->name != y->name)
                x = x->super;
            return tj_family(x, y);
        }
        y = y->super ? y->super : rt_any_type;
    }
    return (rt_value *)rt_any_type;
}
