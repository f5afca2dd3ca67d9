/* lower_struct.c — inner constructors and `new`.
 *
 * A function definition written inside a `struct` body is an inner constructor. Before it
 * is lowered like any top-level definition, its body is rewritten so that each call of
 * `new` names the type it builds (Julia's rule):
 *   in `Name(args) = …`            `new(a…)`      → Expr(:new, Name, a…)
 *   in `Name{P…}(args) where … = …` `new(a…)`      → Expr(:new, Name{P…}, a…)
 *   anywhere                        `new{Q…}(a…)` → Expr(:new, Name{Q…}, a…)
 * `Expr(:new, T, a…)` then lowers to `Base.convert(Core.fieldtype(T, i), a_i)` for each
 * argument followed by IR_NEW(T, converted…), as Julia's `new` converts to the field types.
 * The driver learns that the struct has inner constructors from the methods' kwinfo
 * (`:inner_ctor`, docs/ir.md), which it uses to skip the default constructors. */
#include "lower.h"

/* The callee part of a definition's signature: strips `where` and `::R`. */
static rt_value *ctor_call(rt_value *def)
{
    rt_value *l = lw_arg(def, 0);
    while ((lw_is_expr(l, "where") || lw_is_expr(l, "::")) && lw_nargs(l) > 0)
        l = lw_arg(l, 0);
    return lw_is_expr(l, "call") ? l : NULL;
}

/* `e` with its `new` calls replaced by Expr(:new, …); `self` is the type `new(…)` builds,
 * `name` the struct's name (for `new{…}`). Quoted code is left alone. */
static rt_value *rewrite_new(rt_value *e, rt_value *self, rt_sym *name)
{
    lw_check_stack();
    if (!e || rt_typeof(e) != rt_expr_type || lw_is_expr(e, "quote") || lw_is_expr(e, "inert"))
        return e;
    int n = lw_nargs(e);
    if (lw_is_expr(e, "call") && n >= 1) {
        rt_value *f = lw_arg(e, 0);
        rt_value *T = NULL;
        if (f == (rt_value *)lw_s("new")) {
            T = self;
        } else if (lw_is_expr(f, "curly") && lw_nargs(f) >= 1 &&
                   lw_arg(f, 0) == (rt_value *)lw_s("new")) {
            rt_expr *ty = rt_new_expr(lw_s("curly"), 0);
            rt_expr_push(ty, (rt_value *)name);
            for (int i = 1; i < lw_nargs(f); i++)
                rt_expr_push(ty, lw_arg(f, i));
            T = (rt_value *)ty;
        }
        if (T) {
            rt_expr *ne = rt_new_expr(lw_s("new"), 0);
            rt_expr_push(ne, T);
            for (int i = 1; i < n; i++)
                rt_expr_push(ne, rewrite_new(lw_arg(e, i), self, name));
            return (rt_value *)ne;
        }
    }
    rt_expr *r = rt_new_expr(((rt_expr *)e)->head, 0);
    for (int i = 0; i < n; i++)
        rt_expr_push(r, rewrite_new(lw_arg(e, i), self, name));
    return (rt_value *)r;
}

rt_value *lw_inner_ctor_ast(rt_value *def, rt_sym *name)
{
    rt_value *call = ctor_call(def);
    if (!call || lw_nargs(def) < 2)
        return def;
    rt_value *callee = lw_arg(call, 0);
    rt_value *self = (rt_value *)name;
    if (lw_is_expr(callee, "curly") && lw_nargs(callee) >= 1 &&
        lw_arg(callee, 0) == (rt_value *)name)
        self = callee;
    rt_expr *r = rt_new_expr(((rt_expr *)def)->head, 0);
    rt_expr_push(r, lw_arg(def, 0));
    for (int i = 1; i < lw_nargs(def); i++)
        rt_expr_push(r, rewrite_new(lw_arg(def, i), self, name));
    return (rt_value *)r;
}

ir_val lw_new(lw_ctx *c, rt_value *e)
{
    int n = lw_nargs(e);
    if (n < 1)
        lw_error(c, "syntax: invalid \"new\" expression");
    for (int i = 1; i < n; i++)
        if (lw_is_expr(lw_arg(e, i), "...") || lw_is_expr(lw_arg(e, i), "parameters"))
            lw_error(c, "syntax: splatting or keywords in \"new\" are not supported");
    if (n - 1 > 64)
        lw_error(c, "syntax: too many arguments to \"new\"");
    ir_val vals[66];
    lw_args(c, e, 0, n, vals);
    ir_val T = vals[0];
    for (int i = 1; i < n; i++) {
        ir_val ft = lw_call2(c, lw_builtin(IRB_FIELDTYPE), T, ir_const(rt_box_int64(i)));
        vals[i] = lw_call2(c, lw_base("convert"), ft, vals[i]);
    }
    vals[0] = T;
    return ir_ssa(lw_emit(c, IR_NEW, n, vals));
}
