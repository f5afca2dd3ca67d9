/* infer_builtin.c — result types (and constant folding of type-level operations) for the
 * Core builtins and Core.Intrinsics. */
#include "infer_internal.h"
#include <string.h>

static rt_value *T(rt_type *t) { return (rt_value *)t; }

/* A tuple value built at compile time from constant elements (NULL if impossible). */
static rt_value *const_tuple(int n, rt_value **vals)
{
    rt_value *ts[64];
    if (n > 64)
        return NULL;
    for (int i = 0; i < n; i++)
        ts[i] = ir_const_type(vals[i]);
    rt_type *tt = rt_tuple_type(n, ts);
    if (!(tt->flags & RT_CONCRETE))
        return NULL;
    if (n == 0)
        return rt_empty_tuple;
    rt_value *v = rt_new_object(tt);
    char *p = rt_data(v);
    for (int i = 0; i < n; i++) {
        if (tt->fieldinline && tt->fieldinline[i]) {
            rt_type *ft = (rt_type *)tt->fieldtypes[i];
            if (ft->size)
                memcpy(p + tt->fieldoffsets[i], rt_data(vals[i]), ft->size);
        } else {
            memcpy(p + tt->fieldoffsets[i], &vals[i], sizeof(rt_value *));
        }
    }
    return v;
}

/* The inferred result type of a call to f (lattice fl) with the argument types of tuple
 * type tt (Union{} when no method applies), or NULL when not known now. cur (may be NULL)
 * is recorded as a caller, so a later method definition recomputes it. */
rt_value *ir_return_type(ir_mi *cur, ir_lat fl, rt_value *tt)
{
    if (!rt_is_datatype(tt) || !(((rt_type *)tt)->flags & RT_TUPLE))
        return NULL;
    rt_type *t = (rt_type *)tt;
    rt_value *argt[64];
    if (t->nparams >= 63 || !fl.type)
        return NULL;
    argt[0] = ir_callee_argtype(fl);
    for (int i = 0; i < t->nparams; i++)
        argt[i + 1] = t->params[i];
    bool nomethod;
    ir_mi *mi = ir_resolve_call(fl.cnst, t->nparams + 1, argt, &nomethod);
    if (!mi)
        return nomethod ? rt_bottom : NULL;
    if (cur)
        ir_mi_add_caller(mi, cur);
    if (mi->state != IR_MI_DONE || !mi->rettype.type)
        return NULL;
    return ir_widen(mi->rettype.type);
}
static rt_value *return_type_hook(rt_value *f, rt_value *tt)
{
    return ir_return_type(NULL, ir_lat_const(f), tt);
}
void ir_install_return_type_hook(void) { rt_return_type_hook = return_type_hook; }

/* Field index (0-based) of a constant field selector: -2 when it names no field, -1 when
 * unknown (not a constant Int or Symbol). */
static int field_index(rt_type *dt, rt_value *sel)
{
    if (!sel)
        return -1;
    int i = rt_field_index(dt, sel);
    return i == -1 ? -2 : i == -2 ? -1 : i;
}

/* A field of a tuple whose type is not concrete (Tuple{Union{Int64, String}, Int64}, what
 * iterating a Pair gives): its declared element type bounds the value; without a Vararg
 * the count is known, so a constant index out of range throws. */
static ir_lat tuple_field_type(rt_type *tt, ir_lat sel)
{
    int np = tt->nparams;
    for (int i = 0; i < np; i++)
        if (!rt_is_kind(tt->params[i]) || rt_typeof(tt->params[i]) == rt_vararg_type)
            return ir_lat_type(T(rt_any_type));
    if (sel.cnst && rt_typeof(sel.cnst) == rt_int64_type) {
        int64_t i = rt_unbox_int64(sel.cnst);
        return ir_lat_type(i >= 1 && i <= np ? tt->params[i - 1] : rt_bottom);
    }
    rt_value *r = rt_bottom;
    for (int i = 0; i < np; i++)
        r = rt_union_of(r, tt->params[i]);
    return ir_lat_type(ir_widen(r));
}

static ir_lat getfield_type(ir_lat x, ir_lat sel)
{
    rt_value *xt = x.type;
    if (rt_typeof(xt) == rt_uniontype_type) {
        rt_value *ms[8];
        int n = rt_union_members(xt, ms, 8);
        ir_lat r = ir_lat_type(rt_bottom);
        for (int i = 0; i < n && i < 8; i++)
            r = ir_lat_join(r, getfield_type(ir_lat_type(ms[i]), sel));
        return r;
    }
    if (rt_is_datatype(xt) && !rt_is_concrete(xt) && ((rt_type *)xt)->name == rt_tuple_typename)
        return tuple_field_type((rt_type *)xt, sel);
    if (!rt_is_datatype(xt) || !rt_is_concrete(xt))
        return ir_lat_type(T(rt_any_type));
    rt_type *dt = (rt_type *)xt;
    int fi = field_index(dt, sel.cnst);
    if (fi == -2)
        return ir_lat_type(rt_bottom);
    if (fi >= 0)
        return ir_lat_type(dt->fieldtypes[fi]);
    rt_value *r = rt_bottom;
    for (int i = 0; i < dt->nfields; i++)
        r = rt_union_of(r, dt->fieldtypes[i]);
    return ir_lat_type(ir_widen(r));
}

static bool disjoint(rt_value *a, rt_value *b)
{
    return rt_is_concrete(a) && rt_is_concrete(b) && !rt_types_equal(a, b);
}

ir_lat ir_infer_builtin(ir_mi *cur, ir_func *f, ir_stmt *s, int b, int n, ir_lat *a)
{
    rt_value *boolt = T(rt_bool_type);
    ir_lat folded;
    if (ir_fold_intrinsic(b, n, a, &folded))
        return folded;
    switch (b) {
    case IRB_EGAL:
        if (n != 3)
            break;
        if (a[1].cnst && a[2].cnst && !rt_is_kind(a[1].cnst))
            return ir_lat_const(rt_box_bool(rt_egal(a[1].cnst, a[2].cnst)));
        if (a[1].cnst && a[2].cnst && rt_is_kind(a[1].cnst) && rt_is_kind(a[2].cnst))
            return ir_lat_const(rt_box_bool(rt_types_equal(a[1].cnst, a[2].cnst)));
        if (disjoint(a[1].type, a[2].type))
            return ir_lat_const(rt_false);
        if (rt_is_datatype(a[1].type) && a[1].type == a[2].type &&
            (((rt_type *)a[1].type)->flags & RT_SINGLETON))
            return ir_lat_const(rt_true);
        if (rt_typeintersect_simple(a[1].type, a[2].type) == rt_bottom)
            return ir_lat_const(rt_false);
        return ir_lat_type(boolt);
    case IRB_ISA:
        if (n == 3 && a[2].cnst && rt_is_kind(a[2].cnst)) {
            if (rt_subtype(a[1].type, a[2].cnst))
                return ir_lat_const(rt_true);
            /* a kind (DataType, …) is concrete, yet its values may be in a Type{T} */
            bool kind = rt_is_datatype(a[1].type) && rt_is_kind_type((rt_type *)a[1].type);
            if ((rt_is_concrete(a[1].type) && !kind) ||
                rt_typeintersect_simple(a[1].type, a[2].cnst) == rt_bottom)
                return ir_lat_const(rt_false);
        }
        return ir_lat_type(boolt);
    case IRB_TYPEOF:
        if (n == 2 && rt_is_concrete(a[1].type) && !a[1].cnst)
            return ir_lat_const(a[1].type);
        if (n == 2 && a[1].cnst)
            return ir_lat_const((rt_value *)rt_typeof(a[1].cnst));
        return ir_lat_type(T(rt_any_type));
    case IRB_SUBTYPE:
        if (n == 3 && a[1].cnst && a[2].cnst && rt_is_kind(a[1].cnst) && rt_is_kind(a[2].cnst))
            return ir_lat_const(rt_box_bool(rt_subtype(a[1].cnst, a[2].cnst)));
        return ir_lat_type(boolt);
    case IRB_TYPEASSERT:
        if (n == 3 && a[2].cnst && rt_is_kind(a[2].cnst)) {
            if (rt_subtype(a[1].type, a[2].cnst))
                return a[1];
            rt_value *x = rt_typeintersect_simple(a[1].type, a[2].cnst);
            return ir_lat_type(x == rt_bottom ? rt_bottom : a[2].cnst);
        }
        return ir_lat_type(T(rt_any_type));
    case IRB_GETFIELD:
        if (n >= 3)
            return getfield_type(a[1], a[2]);
        break;
    case IRB_SETFIELD: /* setfield!(x, f, v[, order]) -> v */
        return n == 4 || n == 5 ? ir_lat_type(a[3].type) : ir_lat_type(rt_bottom);
    case IRB_NFIELDS: /* a concrete type's field count is known (a tuple's length) */
        if (n == 2 && !a[1].cnst && rt_is_datatype(a[1].type) && rt_is_concrete(a[1].type) &&
            !rt_is_kind_type((rt_type *)a[1].type) && ((rt_type *)a[1].type)->name != rt_type_typename)
            return ir_lat_const(rt_box_int64(((rt_type *)a[1].type)->nfields));
        return ir_lat_type(T(rt_int64_type));
    case IRB_ARRAYLEN:
    case IRB_ARRAYSIZE:
        return ir_lat_type(T(rt_int64_type));
    case IRB_SIZEOF:
        /* sizeof(T) of a constant isbits type folds (Julia does the same) */
        if (n == 2 && a[1].cnst && rt_is_datatype(a[1].cnst) && rt_is_concrete(a[1].cnst) &&
            (((rt_type *)a[1].cnst)->flags & RT_ISBITS))
            return ir_lat_const(rt_box_int64((int64_t)((rt_type *)a[1].cnst)->size));
        return ir_lat_type(T(rt_int64_type));
    case IRB_TUPLE: {
        rt_value *ts[64], *cs[64];
        bool allc = true;
        for (int i = 1; i < n; i++) {
            ts[i - 1] = a[i].type;
            cs[i - 1] = a[i].cnst;
            if (!a[i].cnst || rt_is_kind(a[i].cnst))
                allc = false;
        }
        if (allc) {
            rt_value *c = const_tuple(n - 1, cs);
            if (c)
                return ir_lat_const(c);
        }
        return ir_lat_type((rt_value *)rt_tuple_type(n - 1, ts));
    }
    case IRB_APPLY_TYPE: {
        rt_value *ps[64];
        if (n < 2 || !a[1].cnst)
            return ir_lat_type(T(rt_any_type));
        for (int i = 2; i < n; i++) {
            if (!a[i].cnst)
                return ir_lat_type(T(rt_any_type));
            ps[i - 2] = a[i].cnst;
        }
        /* parameters outside their bounds throw when the code runs, not while it compiles */
        rt_handler h;
        rt_push_handler(&h);
        if (_setjmp(h.jb)) {
            rt_restore_exception(&h);
            return ir_lat_type(T(rt_any_type));
        }
        rt_value *r = rt_apply_type(a[1].cnst, n - 2, ps);
        rt_pop_handler();
        return ir_lat_const(r);
    }
    case IRB_THROW:
        return ir_lat_type(rt_bottom);
    case IRB_IFELSE:
        if (n == 4) {
            if (a[1].cnst == rt_true)
                return a[2];
            if (a[1].cnst == rt_false)
                return a[3];
            return ir_lat_join(a[2], a[3]);
        }
        break;
    case IRB_CFUNCTION: {
        /* _cfunction(f, Ret, A...): the specialization f(::A...) the C entry calls */
        rt_value *argt[32];
        if (n < 3 || n - 2 > 32 || !a[1].cnst)
            return ir_lat_type((rt_value *)rt_ptr_void_type);
        argt[0] = ir_callee_argtype(a[1]);
        for (int i = 3; i < n; i++) {
            if (!a[i].cnst || !rt_is_kind(a[i].cnst))
                return ir_lat_type((rt_value *)rt_ptr_void_type);
            argt[i - 2] = a[i].cnst;
        }
        bool nomethod;
        ir_mi *mi = ir_resolve_call(a[1].cnst, n - 2, argt, &nomethod);
        if (mi) {
            ir_mi_add_caller(mi, cur);
            s->mi = mi;
        }
        return ir_lat_type((rt_value *)rt_ptr_void_type);
    }
    case IRB_APPLY_ITERATE: {
        /* _apply_iterate(iterate, f, tuples...): expand when every tuple type is known */
        rt_value *argt[64];
        int m = 1;
        if (n < 3)
            break;
        for (int i = 3; i < n; i++) {
            /* a tuple of known length: (Float64,) is a Tuple{Type{Float64}}, not concrete,
             * but its one element is known all the same (ones(dims...) splats it) */
            rt_value *tt = a[i].type;
            if (!rt_is_datatype(tt) || !(((rt_type *)tt)->flags & RT_TUPLE))
                return ir_lat_type(T(rt_any_type));
            rt_type *dt = (rt_type *)tt;
            for (int k = 0; k < dt->nfields; k++)
                if (m >= 64 || rt_is_vararg(dt->fieldtypes[k]))
                    return ir_lat_type(T(rt_any_type));
                else
                    argt[m++] = dt->fieldtypes[k];
        }
        int fb = a[2].cnst ? ir_builtin_id(a[2].cnst) : -1;
        if (fb >= 0) {
            ir_lat al[64];
            al[0] = a[2];
            for (int i = 1; i < m; i++)
                al[i] = ir_lat_type(argt[i]);
            ir_stmt tmp = *s;
            return ir_infer_builtin(cur, f, &tmp, fb, m, al);
        }
        argt[0] = ir_callee_argtype(a[2]);
        bool nomethod;
        ir_mi *mi = ir_resolve_call(a[2].cnst, m, argt, &nomethod);
        if (mi) {
            ir_mi_add_caller(mi, cur);
            s->mi = mi;
            if (mi->state == IR_MI_INFERRING && cur && mi->depth < cur->cycle_depth)
                cur->cycle_depth = mi->depth;
            return ir_lat_type(mi->rettype.type ? mi->rettype.type : rt_bottom);
        }
        return ir_lat_type(nomethod ? rt_bottom : T(rt_any_type));
    }
    case IRB_FOREIGNCALL:
        /* typejoin of two known types is known (Base's promote_type and collect use it) */
        if (n == 9 && a[1].cnst && rt_typeof(a[1].cnst) == rt_symbol_type &&
            !strcmp(((rt_sym *)a[1].cnst)->name, "rt_typejoin") && a[7].cnst && a[8].cnst &&
            rt_is_kind(a[7].cnst) && rt_is_kind(a[8].cnst))
            return ir_lat_const(rt_typejoin(a[7].cnst, a[8].cnst));
        if (n >= 4 && a[3].cnst && rt_is_kind(a[3].cnst))
            return ir_lat_type(a[3].cnst);
        return ir_lat_type(T(rt_any_type));
    case IRB_ARRAYREF:
        if (n >= 3 && rt_is_datatype(a[1].type) &&
            ((rt_type *)a[1].type)->name == rt_array_typename)
            return ir_lat_type(((rt_type *)a[1].type)->params[0]);
        return ir_lat_type(T(rt_any_type));
    case IRB_ARRAYSET:
        return n >= 2 ? ir_lat_type(a[1].type) : ir_lat_type(rt_bottom);
    case IRB_POINTERREF: /* pointerref(p::Ptr{T}, i, align) -> T */
        if (n == 4 && rt_is_datatype(a[1].type) && ((rt_type *)a[1].type)->name == rt_ptr_typename)
            return ir_lat_type(((rt_type *)a[1].type)->params[0]);
        return ir_lat_type(T(rt_any_type));
    case IRB_POINTERSET: /* pointerset(p, x, i, align) -> p */
        return n == 5 ? ir_lat_type(a[1].type) : ir_lat_type(rt_bottom);
    case IRB_ISDEFINED:
        /* isdefined(t, f) of a Tuple/NamedTuple folds: every field of one is defined, a name
         * it lacks never is (keyword-argument methods test their NamedTuple this way) */
        if (n == 3 && rt_is_datatype(a[1].type) && rt_is_concrete(a[1].type) &&
            (((rt_type *)a[1].type)->name == rt_tuple_typename ||
             ((rt_type *)a[1].type)->name == rt_namedtuple_typename)) {
            int fi = field_index((rt_type *)a[1].type, a[2].cnst);
            if (fi >= 0)
                return ir_lat_const(rt_true);
            if (fi == -2)
                return ir_lat_const(rt_false);
        }
        return ir_lat_type(boolt);
    case IRB_FIELDTYPE:
        if (n == 3 && a[1].cnst && rt_is_datatype(a[1].cnst) && a[2].cnst &&
            rt_typeof(a[2].cnst) == rt_int64_type) {
            rt_type *dt = (rt_type *)a[1].cnst;
            int64_t i = rt_unbox_int64(a[2].cnst);
            if (i >= 1 && i <= dt->nfields)
                return ir_lat_const(dt->fieldtypes[i - 1]);
        }
        return ir_lat_type(T(rt_any_type));
    case IRB_SVEC:
        return ir_lat_type(T(rt_any_type));
    case IRB_RETURN_TYPE: { /* folded when the call resolves and is inferred */
        rt_value *r = n == 3 && a[2].cnst ? ir_return_type(cur, a[1], a[2].cnst) : NULL;
        return r ? ir_lat_const(r) : ir_lat_type(T(rt_any_type));
    }
    case IRB_SPLATNEW: /* a struct of the constant type T (its instance when a singleton) */
        if (n == 3 && a[1].cnst && rt_is_datatype(a[1].cnst) && rt_is_concrete(a[1].cnst)) {
            rt_type *dt = (rt_type *)a[1].cnst;
            if ((dt->flags & RT_SINGLETON) && dt->instance && a[2].type &&
                rt_is_datatype(a[2].type) && ((rt_type *)a[2].type)->nfields == 0)
                return ir_lat_const(dt->instance);
            return ir_lat_type(a[1].cnst);
        }
        return ir_lat_type(T(rt_any_type));
    /* comparisons */
    case IRB_EQ_INT: case IRB_NE_INT: case IRB_SLT_INT: case IRB_SLE_INT:
    case IRB_ULT_INT: case IRB_ULE_INT: case IRB_EQ_FLOAT: case IRB_NE_FLOAT:
    case IRB_LT_FLOAT: case IRB_LE_FLOAT: case IRB_FPISEQ:
        return ir_lat_type(boolt);
    /* conversions: the first argument is the result type */
    case IRB_SITOFP: case IRB_UITOFP: case IRB_FPTOSI: case IRB_FPTOUI: case IRB_FPTRUNC:
    case IRB_FPEXT: case IRB_TRUNC_INT: case IRB_SEXT_INT: case IRB_ZEXT_INT: case IRB_BITCAST:
        if (n == 3 && a[1].cnst && rt_is_kind(a[1].cnst))
            return ir_lat_type(a[1].cnst);
        return ir_lat_type(T(rt_any_type));
    case IRB_CHECKED_SADD: case IRB_CHECKED_SSUB: case IRB_CHECKED_SMUL:
    case IRB_CHECKED_UADD: case IRB_CHECKED_USUB: case IRB_CHECKED_UMUL: {
        rt_value *ts[2] = {a[1].type, boolt};
        return ir_lat_type((rt_value *)rt_tuple_type(2, ts));
    }
    default:
        /* arithmetic and bit intrinsics: the type of the first operand */
        if (n >= 2)
            return ir_lat_type(a[1].type);
        break;
    }
    return ir_lat_type(T(rt_any_type));
}
