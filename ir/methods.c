/* methods.c — method tables, method lookup by specificity, and specializations.
 *
 * A method table belongs to a TypeName: the singleton type of a generic function, or a
 * type whose constructors it holds. Lookup takes concrete argument types, collects every
 * applicable method (rt_subtype_env binds the `where` variables) and returns the most
 * specific: the one whose signature is a subtype of every other applicable signature.
 * Each (method, argument types) pair has one ir_mi, created on first use. */
#include "ir.h"
#include <string.h>

/* rt_method_count_hook: the number of methods in f's table (display of a function) */
static int64_t method_count(rt_value *f)
{
    ir_mtable *mt = ir_callee_mtable(f);
    int64_t n = 0; /* a closure's table also holds its type's constructor */
    for (int i = 0; mt && i < mt->n; i++) {
        rt_type *sig = (rt_type *)rt_unwrap_unionall(mt->methods[i]->sig);
        if (sig->nparams > 0 && rt_subtype((rt_value *)rt_typeof(f), sig->params[0]))
            n++;
    }
    return n;
}

ir_mtable *ir_mtable_of(rt_typename *tn)
{
    static bool hooks;
    if (!hooks) {
        hooks = true;
        ir_install_error_hooks(); /* MethodError texts need the method tables */
        ir_install_codetext_hook(); /* InteractiveUtils' @which and @code_typed too */
        rt_method_count_hook = method_count;
    }
    if (!tn->mt) {
        ir_mtable *mt = rt_alloc_permanent(sizeof(ir_mtable));
        mt->name = tn->name;
        mt->tn = tn;
        tn->mt = mt;
    }
    return tn->mt;
}

/* An element of a signature for the element-wise rule: a `where` variable by its bound,
 * Vararg{T} by T, an element mentioning the signature's variables (Vector{T}) wrapped in
 * them (Vector{T} where T<:Real); NULL when a variable's bound stays free. */
static rt_value *spec_elem(rt_value *p, int nv, rt_tvar **vars)
{
    if (rt_is_vararg(p))
        p = ((rt_vararg *)p)->T ? ((rt_vararg *)p)->T : (rt_value *)rt_any_type;
    if (rt_typeof(p) == rt_tvar_type) {
        rt_value *ub = ((rt_tvar *)p)->ub;
        return (ub && !rt_has_free_typevars(ub)) ? ub : (rt_value *)rt_any_type;
    }
    for (int i = nv - 1; i >= 0 && rt_has_free_typevars(p); i--)
        p = rt_new_unionall(vars[i], p);
    return rt_has_free_typevars(p) ? NULL : p;
}

static bool is_union(rt_value *t) { return rt_typeof(t) == rt_uniontype_type && t != rt_bottom; }

/* Type{T} with T a variable bounded below Any (Type{T} where T<:Number) */
static bool bounded_type_type(rt_value *t)
{
    rt_value *body = rt_unwrap_unionall(t);
    if (!rt_is_type_type(body) || ((rt_type *)body)->nparams != 1)
        return false;
    rt_value *p = ((rt_type *)body)->params[0];
    return rt_typeof(p) == rt_tvar_type && !rt_subtype((rt_value *)rt_any_type, ((rt_tvar *)p)->ub);
}

/* Julia's type_morespecific for one signature element (src/subtype.c, the covariant
 * cases jolt needs): a strict subtype; a Union when one member is more specific and not
 * the other way round (Union{Int,Float64} over Integer); Type{T<:Number} over the kinds
 * (DataType, UnionAll, Union). */
static bool elem_morespecific(rt_value *x, rt_value *y)
{
    if (!x || !y || x == y)
        return false;
    if (rt_subtype(x, y))
        return !rt_subtype(y, x);
    if (rt_subtype(y, x))
        return false;
    rt_value *m[32];
    if (is_union(x)) {
        int n = rt_union_members(x, m, 32);
        for (int i = 0; i < n; i++)
            if (elem_morespecific(m[i], y)) {
                rt_value *ym[32];
                int k = is_union(y) ? rt_union_members(y, ym, 32) : 0;
                for (int j = 0; j < k; j++)
                    if (elem_morespecific(ym[j], x))
                        return false;
                return true;
            }
        return false;
    }
    if (bounded_type_type(x) &&
        (y == (rt_value *)rt_datatype_type || y == (rt_value *)rt_unionall_type ||
         y == (rt_value *)rt_uniontype_type))
        return true;
    if (is_union(y)) {
        int n = rt_union_members(y, m, 32);
        for (int i = 0; i < n; i++)
            if (elem_morespecific(x, m[i]))
                return !elem_morespecific(y, x);
    }
    return false;
}

/* Julia's tuple rule (src/subtype.c tuple_morespecific, simplified): c is more specific
 * than p when no element of p is more specific than c's, and some element of c is more
 * specific than p's, or p ends in a Vararg and c does not. */
static bool tuple_morespecific(rt_value *cs, rt_value *ps)
{
    rt_type *c = (rt_type *)rt_unwrap_unionall(cs), *p = (rt_type *)rt_unwrap_unionall(ps);
    if (!rt_is_datatype((rt_value *)c) || !rt_is_datatype((rt_value *)p) ||
        !(c->flags & RT_TUPLE) || !(p->flags & RT_TUPLE))
        return false;
    rt_tvar *cv[16], *pv[16];
    int ncv = rt_unionall_vars(cs, cv, 16), npv = rt_unionall_vars(ps, pv, 16);
    bool cva = c->nparams && rt_is_vararg(c->params[c->nparams - 1]);
    bool pva = p->nparams && rt_is_vararg(p->params[p->nparams - 1]);
    int cf = cva ? c->nparams - 1 : c->nparams, pf = pva ? p->nparams - 1 : p->nparams;
    int n = cf > pf ? cf : pf;
    bool some = false;
    for (int i = 0; i < n; i++) {
        if ((i >= cf && !cva) || (i >= pf && !pva))
            break;
        rt_value *ce = spec_elem(i < cf ? c->params[i] : c->params[cf], ncv, cv);
        rt_value *pe = spec_elem(i < pf ? p->params[i] : p->params[pf], npv, pv);
        if (elem_morespecific(pe, ce))
            return false;
        if (elem_morespecific(ce, pe))
            some = true;
    }
    return some || (pva && !cva);
}

/* Julia's type_morespecific for method signatures: a strict subtype is more specific;
 * otherwise the element-wise tuple rule decides. */
bool ir_sig_morespecific(rt_value *a, rt_value *b)
{
    if (rt_subtype(b, a))
        return false;
    if (rt_subtype(a, b))
        return true;
    return tuple_morespecific(a, b) && !tuple_morespecific(b, a);
}

static bool sig_more_specific(rt_value *a, rt_value *b) { return ir_sig_morespecific(a, b); }

/* A cheap test before rt_types_equal: signatures of different lengths, or with a
 * concrete parameter in one place that differs, are not equal. */
static bool sigs_may_equal(rt_value *a, rt_value *b)
{
    rt_type *x = (rt_type *)rt_unwrap_unionall(a), *y = (rt_type *)rt_unwrap_unionall(b);
    if (!rt_is_datatype((rt_value *)x) || !rt_is_datatype((rt_value *)y))
        return true;
    if (x->nparams != y->nparams)
        return false;
    for (int i = 0; i < x->nparams; i++)
        if (x->params[i] != y->params[i] && rt_is_concrete(x->params[i]) &&
            rt_is_concrete(y->params[i]))
            return false;
    return true;
}

ir_method *ir_method_add(ir_mtable *mt, rt_value *sig, int nsparams, ir_func *src,
                         int32_t nargs, bool isva)
{
    ir_method *m = rt_alloc_permanent(sizeof(ir_method));
    ir_world++; /* cached effects (effects.c) may no longer hold */
    m->sig = sig;
    m->nsparams = nsparams;
    m->src = src;
    m->nargs = nargs;
    m->isva = isva;
    m->name = mt->name;
    m->file = src ? src->file : NULL;
    m->line = src ? src->line : 0;
    rt_note_method_sig(mt->tn, sig);
    /* a method with an equal signature replaces the old one */
    for (int i = 0; i < mt->n; i++) {
        if (!sigs_may_equal(mt->methods[i]->sig, sig))
            continue;
        if (rt_types_equal(mt->methods[i]->sig, sig)) {
            ir_method *old = mt->methods[i];
            mt->methods[i] = m;
            /* Julia's keyword sorter for this signature outlives a redefinition without
             * keywords, so candidates still list them (the driver sets new ones) */
            m->kwnames = old->kwnames;
            m->nkwnames = old->nkwnames;
            ir_invalidate_for(mt, sig, old);
            return m;
        }
    }
    if (mt->n == mt->cap) {
        int ncap = mt->cap ? mt->cap * 2 : 4;
        ir_method **nm = rt_alloc_permanent(sizeof(ir_method *) * ncap);
        if (mt->n)
            memcpy(nm, mt->methods, sizeof(ir_method *) * mt->n);
        mt->methods = nm;
        mt->cap = ncap;
    }
    mt->methods[mt->n++] = m;
    ir_invalidate_for(mt, sig, NULL);
    return m;
}

/* ---------------------------------------------------------------- invalidation */
void ir_mi_add_caller(ir_mi *callee, ir_mi *caller)
{
    while (caller && caller->proxy) /* a constant-propagation copy: its requester depends */
        caller = caller->proxy;
    if (!callee || !caller || callee == caller || caller->lookahead)
        return;
    for (int i = callee->ncallers - 1; i >= 0 && i >= callee->ncallers - 8; i--)
        if (callee->callers[i] == caller)
            return; /* the common repeat: the same caller's latest calls */
    if (callee->ncallers == callee->capcallers) {
        int ncap = callee->capcallers ? callee->capcallers * 2 : 4;
        ir_mi **nc = rt_alloc_permanent(sizeof(ir_mi *) * ncap);
        if (callee->ncallers)
            memcpy(nc, callee->callers, sizeof(ir_mi *) * callee->ncallers);
        callee->callers = nc;
        callee->capcallers = ncap;
    }
    callee->callers[callee->ncallers++] = caller;
}

/* The dispatch cache holding mi's boxed entry: the callee type's (typeof(T) for Type{T}). */
static void clear_dcache_of(ir_mi *mi)
{
    if (mi->nargs < 1 || !rt_is_datatype(mi->argt[0]))
        return;
    rt_type *t0 = (rt_type *)mi->argt[0];
    if (t0->name == rt_type_typename && t0->nparams == 1)
        rt_dcache_clear(rt_typeof(t0->params[0])->name);
    else
        rt_dcache_clear(t0->name);
}

static void invalidate_mi(ir_mi *mi)
{
    if (mi->invalid || mi->state == IR_MI_INFERRING)
        return;
    mi->invalid = 1;
    ir_method *m = mi->def;
    for (int i = 0; m && i < m->nspecs; i++)
        if (m->specs[i] == mi) {
            memmove(m->specs + i, m->specs + i + 1, sizeof(ir_mi *) * (m->nspecs - i - 1));
            memmove(m->spectypes + i, m->spectypes + i + 1,
                    sizeof(rt_value *) * (m->nspecs - i - 1));
            m->nspecs--;
            break;
        }
    clear_dcache_of(mi);
    for (int i = 0; i < mi->ncallers; i++)
        invalidate_mi(mi->callers[i]);
}

static void invalidate_specs(ir_method *m, rt_value *sig, bool all)
{
    for (int k = m->nspecs - 1; k >= 0; k--) {
        if (k >= m->nspecs)
            continue; /* removed by a recursive invalidation */
        ir_mi *mi = m->specs[k];
        bool hit = all || (mi->generic ? rt_typeintersect_simple(mi->argtypes, sig) != rt_bottom
                                       : rt_subtype(mi->argtypes, sig));
        if (hit)
            invalidate_mi(mi);
    }
}

void ir_note_missing(rt_value *callee, int nargs, rt_value **argt, ir_mi *caller)
{
    while (caller && caller->proxy)
        caller = caller->proxy;
    if (!caller || caller->lookahead || nargs < 1)
        return;
    ir_mtable *mt = callee ? ir_callee_mtable(callee)
                           : (rt_is_datatype(argt[0]) ? ir_mtable_of(((rt_type *)argt[0])->name)
                                                      : NULL);
    if (!mt)
        return;
    rt_value *tt = (rt_value *)rt_tuple_type(nargs, argt);
    for (int i = 0; i < mt->nmissing; i++)
        if (mt->missing_tt[i] == tt && mt->missing_by[i] == caller)
            return;
    if (mt->nmissing == mt->capmissing) {
        int ncap = mt->capmissing ? mt->capmissing * 2 : 4;
        rt_value **nt = rt_alloc_permanent(sizeof(rt_value *) * ncap);
        ir_mi **nb = rt_alloc_permanent(sizeof(ir_mi *) * ncap);
        if (mt->nmissing) {
            memcpy(nt, mt->missing_tt, sizeof(rt_value *) * mt->nmissing);
            memcpy(nb, mt->missing_by, sizeof(ir_mi *) * mt->nmissing);
        }
        mt->missing_tt = nt;
        mt->missing_by = nb;
        mt->capmissing = ncap;
    }
    mt->missing_tt[mt->nmissing] = tt;
    mt->missing_by[mt->nmissing++] = caller;
}

void ir_invalidate_for(ir_mtable *mt, rt_value *sig, ir_method *old)
{
    if (old)
        invalidate_specs(old, sig, true);
    /* callers compiled while these calls had no method: the new one may apply */
    for (int i = mt->nmissing - 1; i >= 0; i--) {
        /* a call on concrete types: the new method covers it; on abstract types (a split
         * call, infer.c abstract_split): the new method may take one of their subtypes */
        if (i >= mt->nmissing ||
            (rt_is_concrete(mt->missing_tt[i]) ? !rt_subtype(mt->missing_tt[i], sig)
                                               : rt_typeintersect_simple(mt->missing_tt[i], sig) == rt_bottom))
            continue;
        ir_mi *caller = mt->missing_by[i];
        mt->missing_tt[i] = mt->missing_tt[mt->nmissing - 1];
        mt->missing_by[i] = mt->missing_by[mt->nmissing - 1];
        mt->nmissing--;
        invalidate_mi(caller);
    }
    for (int i = 0; i < mt->n; i++)
        if (mt->methods[i]->nspecs)
            invalidate_specs(mt->methods[i], sig, false);
}

static bool applicable(ir_method *m, rt_value *tt, rt_value **env)
{
    rt_value *tmp[16];
    if (m->nsparams > 16)
        return false;
    return rt_subtype_env(tt, m->sig, env ? env : tmp, m->nsparams);
}

/* The applicable methods for argument types argt (at most 64). */
static int applicable_methods(ir_mtable *mt, int nargs, rt_value **argt, ir_method **cands)
{
    rt_value *tt = (rt_value *)rt_tuple_type(nargs, argt);
    int nc = 0;
    for (int i = 0; i < mt->n && nc < 64; i++)
        if (applicable(mt->methods[i], tt, NULL))
            cands[nc++] = mt->methods[i];
    return nc;
}

/* The candidate more specific than every other one, or NULL (ambiguous). */
static ir_method *most_specific(ir_method **cands, int nc)
{
    ir_method *best = cands[0];
    for (int i = 1; i < nc; i++)
        if (sig_more_specific(cands[i]->sig, best->sig))
            best = cands[i];
    for (int i = 0; i < nc; i++)
        if (cands[i] != best && !sig_more_specific(best->sig, cands[i]->sig))
            return NULL;
    return best;
}

/* Lookups repeat: inference meets the same call signature in many bodies (an executable's
 * fallbacks above all). A direct-mapped cache of the answers, keyed by table and argument
 * tuple type (interned), valid while ir_world is unchanged (no method was added). */
#define LOOKUP_CACHE 8192
static struct lookup_entry {
    ir_mtable *mt;          /* the table, NULL for an empty entry */
    rt_value *tt;           /* the argument tuple type */
    uint32_t world;         /* ir_world when it was filled */
    ir_method *best;        /* the answer (NULL: none or ambiguous) */
    bool ambiguous;         /* no answer because of an ambiguity */
    rt_value *sp[16];       /* best's static parameters */
} lookup_cache[LOOKUP_CACHE];

ir_method *ir_method_lookup(ir_mtable *mt, int nargs, rt_value **argt, rt_value **sparams,
                            bool *ambiguous)
{
    if (ambiguous)
        *ambiguous = false;
    if (!mt || mt->n == 0)
        return NULL;
    rt_value *tt = (rt_value *)rt_tuple_type(nargs, argt);
    struct lookup_entry *e =
        &lookup_cache[(((uintptr_t)mt >> 4) * 31 + ((uintptr_t)tt >> 4)) * 0x9E3779B97F4A7C15ull >> 51];
    if (e->mt == mt && e->tt == tt && e->world == ir_world) {
        if (ambiguous)
            *ambiguous = e->ambiguous;
        if (sparams && e->best)
            memcpy(sparams, e->sp, sizeof(rt_value *) * (size_t)e->best->nsparams);
        return e->best;
    }
    ir_method *cands[64];
    int nc = applicable_methods(mt, nargs, argt, cands);
    ir_method *best = nc ? most_specific(cands, nc) : NULL;
    e->mt = mt;
    e->tt = tt;
    e->world = ir_world;
    e->best = best;
    /* no method is more specific than all the others: Julia throws the ambiguity */
    e->ambiguous = nc > 0 && !best;
    if (ambiguous)
        *ambiguous = e->ambiguous;
    if (best && best->nsparams <= 16) {
        applicable(best, tt, e->sp);
        if (sparams)
            memcpy(sparams, e->sp, sizeof(rt_value *) * (size_t)best->nsparams);
    } else if (best) {
        e->mt = NULL; /* too many parameters to keep (applicable refuses them anyway) */
        if (sparams)
            applicable(best, tt, sparams);
    }
    return best;
}

int ir_method_ambiguities(ir_mtable *mt, int nargs, rt_value **argt, ir_method **out, int max)
{
    if (!mt || mt->n == 0)
        return 0;
    ir_method *cands[64];
    int nc = applicable_methods(mt, nargs, argt, cands);
    if (nc < 2 || most_specific(cands, nc))
        return 0;
    /* the candidates no other applicable method is more specific than */
    int n = 0;
    for (int i = 0; i < nc; i++) {
        bool beaten = false;
        for (int j = 0; j < nc && !beaten; j++)
            if (j != i && sig_more_specific(cands[j]->sig, cands[i]->sig))
                beaten = true;
        if (!beaten && n < max)
            out[n++] = cands[i];
    }
    return n;
}

int ir_methods_matching(ir_mtable *mt, int nargs, rt_value **argt, ir_method **out, int max)
{
    if (!mt)
        return 0;
    rt_value *tt = (rt_value *)rt_tuple_type(nargs, argt);
    int n = 0;
    for (int i = 0; i < mt->n; i++) {
        rt_value *x = rt_typeintersect_simple(tt, mt->methods[i]->sig);
        if (x != rt_bottom) {
            if (n < max)
                out[n] = mt->methods[i];
            n++;
        }
    }
    return n;
}

/* m's specialization for exactly the argument types tt, or NULL */
static ir_mi *spec_for(ir_method *m, rt_value *tt)
{
    for (int i = 0; i < m->nspecs; i++)
        if (m->spectypes[i] == tt)
            return m->specs[i];
    return NULL;
}

ir_mi *ir_specialize(ir_method *m, int nargs, rt_value **argt, rt_value **sparams)
{
    rt_value *tt = (rt_value *)rt_tuple_type(nargs, argt);
    ir_mi *old = spec_for(m, tt);
    if (old)
        return old;
    ir_mi *mi = rt_alloc_permanent(sizeof(ir_mi));
    mi->def = m;
    mi->argtypes = tt;
    mi->nargs = nargs;
    mi->argt = rt_alloc_permanent(sizeof(rt_value *) * (nargs ? nargs : 1));
    memcpy(mi->argt, argt, sizeof(rt_value *) * nargs);
    if (m->nsparams) {
        mi->sparams = rt_alloc_permanent(sizeof(rt_value *) * m->nsparams);
        for (int i = 0; i < m->nsparams; i++)
            mi->sparams[i] = sparams ? sparams[i] : (rt_value *)rt_any_type; /* NULL: unknown */
    }
    mi->rettype.type = rt_bottom;
    if (m->nspecs == m->capspecs) {
        int ncap = m->capspecs ? m->capspecs * 2 : 4;
        ir_mi **ns = rt_alloc_permanent(sizeof(ir_mi *) * ncap);
        rt_value **nt = rt_alloc_permanent(sizeof(rt_value *) * ncap);
        if (m->nspecs) {
            memcpy(ns, m->specs, sizeof(ir_mi *) * m->nspecs);
            memcpy(nt, m->spectypes, sizeof(rt_value *) * m->nspecs);
        }
        m->specs = ns;
        m->spectypes = nt;
        m->capspecs = ncap;
    }
    m->spectypes[m->nspecs] = tt;
    m->specs[m->nspecs++] = mi;
    return mi;
}

ir_mtable *ir_callee_mtable(rt_value *callee)
{
    if (!callee)
        return NULL;
    if (rt_is_kind(callee)) {
        rt_value *u = rt_unwrap_unionall(callee);
        if (rt_is_datatype(u))
            return ir_mtable_of(((rt_type *)u)->name);
        return NULL;
    }
    return ir_mtable_of(rt_typeof(callee)->name);
}

/* A declared parameter type with the method's `where` variables closed over: a bare
 * variable becomes its upper bound, a type mentioning variables is wrapped in them. */
static rt_value *widen_param(rt_value *p, int nv, rt_tvar **vars)
{
    if (rt_typeof(p) == rt_tvar_type) {
        rt_value *ub = ((rt_tvar *)p)->ub;
        return (ub && !rt_has_free_typevars(ub)) ? ub : (rt_value *)rt_any_type;
    }
    if (!rt_has_free_typevars(p))
        return p;
    for (int i = nv - 1; i >= 0; i--)
        p = rt_new_unionall(vars[i], p);
    return rt_has_free_typevars(p) ? (rt_value *)rt_any_type : p;
}

bool ir_generic_argtypes(ir_method *m, int nargs, rt_value **argt)
{
    if (nargs > 64 || (m->isva ? nargs < m->nargs - 1 : nargs != m->nargs))
        return false;
    rt_tvar *vars[16];
    int nv = rt_unionall_vars(m->sig, vars, 16);
    rt_type *body = (rt_type *)rt_unwrap_unionall(m->sig);
    for (int i = 0; i < nargs; i++) {
        rt_value *p;
        if (i < body->nparams && !rt_is_vararg(body->params[i]))
            p = body->params[i];
        else {
            rt_vararg *va = (rt_vararg *)body->params[body->nparams - 1];
            p = va->T ? va->T : (rt_value *)rt_any_type;
        }
        argt[i] = widen_param(p, nv, vars);
    }
    return true;
}

ir_mi *ir_specialize_generic_at(ir_method *m, int nargs, rt_value **argt)
{
    ir_mi *exact = spec_for(m, (rt_value *)rt_tuple_type(nargs, argt));
    if (exact)
        return exact; /* an exact one for these very types serves */
    /* static parameters stay unknown (NULL): code reads them at run time */
    rt_value *sp[16] = {0};
    ir_mi *mi = ir_specialize(m, nargs, argt, m->nsparams ? sp : NULL);
    mi->generic = 1;
    return mi;
}

ir_mi *ir_specialize_generic(ir_method *m, int nargs)
{
    rt_value *argt[64];
    if (!ir_generic_argtypes(m, nargs, argt))
        return NULL;
    return ir_specialize_generic_at(m, nargs, argt);
}
