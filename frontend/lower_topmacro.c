/* lower_topmacro.c — macro calls at top level expanded before the statement is
 * classified, so a macro whose expansion defines a struct, a module or a macro works as
 * in Julia (the expansion is lowered as top-level code, not inside a thunk):
 *   - Base.@kwdef struct … end: the struct with its defaults stripped, then the keyword
 *     constructors Julia's @kwdef defines (T(; f1, f2 = d) = T(f1, f2), and for a
 *     parametric T{A<:B} also T{A}(; …) where {A<:B} = T{A}(…));
 *   - @enum T[::B] a b = 5 …: a struct T <: Base.Enum{B} (base/enums.jl) and its constants;
 *   - a macro of the program's own (fe_macro_expand_hook), with lower_quote.c's hygiene.
 * Any other macro call (the builtins of lower_macro.c) is left to the thunk. */
#include "lower.h"
#include "fe_internal.h"
#include <string.h>

/* Julia's _kwdef!: walk a struct body; the fields become keyword parameters (with their
 * defaults) and call arguments; `f::T = d` / `f = d` lose their default in the copy. */
static rt_value *kwdef_fields(rt_value *blk, rt_expr *params, rt_expr *cargs)
{
    rt_expr *out = rt_new_expr(rt_symbol("block"), 0);
    for (int i = 0; i < lw_nargs(blk); i++) {
        rt_value *ei = lw_arg(blk, i);
        if (lw_is_sym(ei)) {
            rt_expr_push(params, ei);
            rt_expr_push(cargs, ei);
        } else if (lw_is_expr(ei, "=") && lw_nargs(ei) == 2) {
            rt_value *lhs = lw_arg(ei, 0), *var = NULL;
            if (lw_is_sym(lhs))
                var = lhs;
            else if (lw_is_expr(lhs, "::") && lw_nargs(lhs) == 2 && lw_is_sym(lw_arg(lhs, 0)))
                var = lw_arg(lhs, 0);
            if (var) { /* a field with a default */
                rt_expr_push(params, (rt_value *)rt_exprv(rt_symbol("kw"), 2, var, lw_arg(ei, 1)));
                rt_expr_push(cargs, var);
                ei = lhs;
            } /* else an inner constructor `F(…) = …`, kept */
        } else if (lw_is_expr(ei, "::") && lw_nargs(ei) == 2 && lw_is_sym(lw_arg(ei, 0))) {
            rt_expr_push(params, lw_arg(ei, 0));
            rt_expr_push(cargs, lw_arg(ei, 0));
        } else if (lw_is_expr(ei, "block")) {
            ei = kwdef_fields(ei, params, cargs);
        }
        rt_expr_push(out, ei);
    }
    return (rt_value *)out;
}

static rt_value *call_of(rt_value *f, rt_value *params, rt_expr *cargs, bool with_params)
{
    rt_expr *c = rt_new_expr(rt_symbol("call"), 0);
    rt_expr_push(c, f);
    if (with_params)
        rt_expr_push(c, params);
    else
        for (int i = 0; i < lw_nargs((rt_value *)cargs); i++)
            rt_expr_push(c, lw_arg((rt_value *)cargs, i));
    return (rt_value *)c;
}

/* Base.@kwdef on a struct definition; NULL when the argument is not one. */
static rt_value *kwdef_expand(rt_value *s)
{
    if (!lw_is_expr(s, "struct") || lw_nargs(s) != 3 || !lw_is_expr(lw_arg(s, 2), "block"))
        return NULL;
    rt_value *T = lw_arg(s, 1);
    if (lw_is_expr(T, "<:") && lw_nargs(T) == 2)
        T = lw_arg(T, 0);
    rt_expr *params = rt_new_expr(rt_symbol("parameters"), 0);
    rt_expr *cargs = rt_new_expr(rt_symbol("tuple"), 0);
    rt_value *body = kwdef_fields(lw_arg(s, 2), params, cargs);
    rt_value *def = (rt_value *)rt_exprv(rt_symbol("struct"), 3, lw_arg(s, 0), lw_arg(s, 1), body);
    rt_expr *out = rt_new_expr(rt_symbol("block"), 0);
    rt_expr_push(out, def);
    if (lw_nargs((rt_value *)params) == 0) /* no fields: no keyword constructor */
        return (rt_value *)out;
    if (lw_is_sym(T)) {
        rt_expr_push(out, (rt_value *)rt_exprv(rt_symbol("="), 2,
                                               call_of(T, (rt_value *)params, cargs, true),
                                               call_of(T, NULL, cargs, false)));
    } else if (lw_is_expr(T, "curly") && lw_nargs(T) >= 2) {
        rt_value *S = lw_arg(T, 0);
        rt_expr_push(out, (rt_value *)rt_exprv(rt_symbol("="), 2,
                                               call_of(S, (rt_value *)params, cargs, true),
                                               call_of(S, NULL, cargs, false)));
        /* S{A,B}(; …) where {A<:AA,B<:BB} = S{A,B}(…) */
        rt_expr *SQ = rt_new_expr(rt_symbol("curly"), 0);
        rt_expr *w = rt_new_expr(rt_symbol("where"), 0);
        rt_expr_push(SQ, S);
        for (int i = 1; i < lw_nargs(T); i++) {
            rt_value *U = lw_arg(T, i);
            rt_expr_push(SQ, lw_is_expr(U, "<:") && lw_nargs(U) == 2 ? lw_arg(U, 0) : U);
        }
        rt_expr_push(w, call_of((rt_value *)SQ, (rt_value *)params, cargs, true));
        for (int i = 1; i < lw_nargs(T); i++)
            rt_expr_push(w, lw_arg(T, i));
        rt_expr_push(out, (rt_value *)rt_exprv(rt_symbol("="), 2, (rt_value *)w,
                                               call_of((rt_value *)SQ, NULL, cargs, false)));
    } else {
        return NULL;
    }
    return (rt_value *)out;
}

static rt_value *base_ref(const char *name)
{
    return (rt_value *)rt_exprv(rt_symbol("."), 2, rt_symbol("Base"),
                                rt_new_quotenode((rt_value *)rt_symbol(name)));
}

/* @enum T[::B] a [b = v] …  (or a begin … end block of them): struct T <: Base.Enum{B}
 * holding the value, a constructor accepting only the listed values, a constant per
 * instance, Base.instances(::Type{T}) and Base._enum_names(::Type{T}) (base/enums.jl).
 * NULL when the form is not one this supports (values must be integer literals). */
static rt_value *enum_expand(int na, rt_value **a)
{
    if (na < 1)
        return NULL;
    rt_value *T = a[0], *B = (rt_value *)rt_symbol("Int32");
    if (lw_is_expr(T, "::") && lw_nargs(T) == 2) {
        B = lw_arg(T, 1);
        T = lw_arg(T, 0);
    }
    if (!lw_is_sym(T))
        return NULL;
    rt_value **items = a + 1;
    int ni = na - 1;
    if (ni == 1 && lw_is_expr(items[0], "block")) {
        rt_value *blk = a[1];
        ni = lw_nargs(blk);
        items = rt_alloc(sizeof(rt_value *) * (size_t)(ni + 1));
        for (int i = 0; i < ni; i++)
            items[i] = lw_arg(blk, i);
    }
    rt_expr *vals = rt_new_expr(rt_symbol("tuple"), 0);
    rt_expr *insts = rt_new_expr(rt_symbol("tuple"), 0);
    rt_expr *names = rt_new_expr(rt_symbol("tuple"), 0);
    rt_expr *out = rt_new_expr(rt_symbol("block"), 0);
    rt_expr *consts = rt_new_expr(rt_symbol("block"), 0);
    int64_t next = 0;
    for (int i = 0; i < ni; i++) {
        rt_value *it = items[i], *nm = it;
        if (rt_typeof(it) == rt_linenumbernode_type)
            continue;
        if (lw_is_expr(it, "=") && lw_nargs(it) == 2) {
            nm = lw_arg(it, 0);
            rt_value *v = lw_arg(it, 1);
            if (rt_typeof(v) != rt_int64_type)
                return NULL;
            next = rt_unbox_int64(v);
        }
        if (!lw_is_sym(nm))
            return NULL;
        rt_value *v = rt_box_int64(next++);
        rt_expr_push(vals, v);
        rt_expr_push(insts, nm);
        rt_expr_push(names, rt_new_quotenode(nm));
        rt_expr_push(consts, (rt_value *)rt_exprv(rt_symbol("const"), 1,
                                                  rt_exprv(rt_symbol("="), 2, nm,
                                                           rt_exprv(rt_symbol("call"), 2, T, v))));
    }
    if (lw_nargs((rt_value *)insts) == 0)
        return NULL;
    rt_value *x = (rt_value *)rt_symbol("x");
    rt_value *check = (rt_value *)rt_exprv(rt_symbol("call"), 5, base_ref("_enum_check"),
                                           rt_new_quotenode(T), vals, x, B);
    rt_value *ctor = (rt_value *)rt_exprv(
        rt_symbol("="), 2,
        rt_exprv(rt_symbol("call"), 2, T, rt_exprv(rt_symbol("::"), 2, x, rt_symbol("Integer"))),
        rt_exprv(rt_symbol("call"), 2, rt_symbol("new"), check));
    rt_value *body = (rt_value *)rt_exprv(rt_symbol("block"), 2,
                                          rt_exprv(rt_symbol("::"), 2, rt_symbol("val"), B), ctor);
    rt_value *sup = (rt_value *)rt_exprv(rt_symbol("<:"), 2, T,
                                         rt_exprv(rt_symbol("curly"), 2, base_ref("Enum"), B));
    rt_expr_push(out, (rt_value *)rt_exprv(rt_symbol("struct"), 3, rt_false, sup, body));
    rt_expr_push(out, (rt_value *)consts);
    rt_value *tt = (rt_value *)rt_exprv(rt_symbol("::"), 1,
                                        rt_exprv(rt_symbol("curly"), 2, rt_symbol("Type"), T));
    rt_expr_push(out, (rt_value *)rt_exprv(rt_symbol("="), 2,
                                           rt_exprv(rt_symbol("call"), 2, base_ref("instances"), tt),
                                           insts));
    rt_expr_push(out, (rt_value *)rt_exprv(rt_symbol("="), 2,
                                           rt_exprv(rt_symbol("call"), 2, base_ref("_enum_names"), tt),
                                           names));
    return (rt_value *)out;
}

rt_value *lw_top_macro_expand(rt_value *e, rt_module *m)
{
    if (!lw_is_expr(e, "macrocall") || lw_nargs(e) < 1)
        return NULL;
    rt_sym *name = lw_macro_name(lw_arg(e, 0));
    if (!name)
        return NULL;
    int first = 1;
    rt_value *lnn = rt_nothing;
    if (lw_nargs(e) > 1 && (rt_typeof(lw_arg(e, 1)) == rt_linenumbernode_type ||
                            lw_arg(e, 1) == rt_nothing)) {
        lnn = lw_arg(e, 1);
        first = 2;
    }
    int na = lw_nargs(e) - first;
    if (!strcmp(name->name, "@kwdef"))
        return na == 1 ? kwdef_expand(lw_arg(e, first)) : NULL;
    if (!strcmp(name->name, "@enum")) {
        rt_value **ea = rt_alloc(sizeof(rt_value *) * (size_t)(na + 1));
        for (int i = 0; i < na; i++)
            ea[i] = lw_arg(e, first + i);
        return enum_expand(na, ea);
    }
    if (!fe_macro_expand_hook)
        return NULL;
    rt_value **a = rt_alloc(sizeof(rt_value *) * (size_t)(na + 1));
    for (int i = 0; i < na; i++)
        a[i] = lw_arg(e, first + i);
    rt_value *r = fe_macro_expand_hook(m, lw_arg(e, 0), lnn, na, a, false);
    return r ? lw_hygiene(r) : NULL;
}
