/* lower_assign.c — assignment: variables (with declared types), indexing (setindex!),
 * fields (setproperty!), tuple destructuring (Julia 1.7: indexed_iterate, swap-safe for
 * non-symbol targets, `rest` for slurping, tuple elimination for literal right sides),
 * property destructuring `(; a, b) = x`, updating operators (`x += 1`, `a[i] *= 2`),
 * `local`/`global` declarations and `const`. */
#include "lower.h"
#include <string.h>

static ir_val lw_to_slot(lw_ctx *c, ir_val v)
{
    if (v.kind == IRV_CONST)
        return v;
    int32_t t = lw_new_temp(c);
    lw_assign_slot(c, t, v);
    return ir_slot(t);
}

static bool lw_is_plain_target(rt_value *x)
{
    lw_check_stack();
    if (lw_is_sym(x))
        return true;
    if (lw_is_expr(x, "::") && lw_nargs(x) == 2 && lw_is_sym(lw_arg(x, 0)))
        return true;
    if (lw_is_expr(x, "...") && lw_nargs(x) == 1)
        return lw_is_plain_target(lw_arg(x, 0));
    return false;
}

static rt_sym *lw_prop_name(rt_value *q)
{
    if (q && rt_typeof(q) == rt_quotenode_type && lw_is_sym(((rt_quotenode *)q)->value))
        return (rt_sym *)((rt_quotenode *)q)->value;
    if (lw_is_expr(q, "quote") && lw_nargs(q) == 1 && lw_is_sym(lw_arg(q, 0)))
        return (rt_sym *)lw_arg(q, 0);
    return NULL;
}

/* (; a, b::T) = v */
static void lw_prop_destructure(lw_ctx *c, rt_value *params, ir_val v)
{
    for (int i = 0; i < lw_nargs(params); i++) {
        rt_value *x = lw_arg(params, i);
        rt_sym *name = NULL;
        if (lw_is_sym(x))
            name = (rt_sym *)x;
        else if (lw_is_expr(x, "::") && lw_nargs(x) == 2 && lw_is_sym(lw_arg(x, 0)))
            name = (rt_sym *)lw_arg(x, 0);
        if (!name)
            lw_error(c, "syntax: invalid assignment location \"%s\"", lw_expr_str(x));
        ir_val p = lw_call2(c, lw_base("getproperty"), v, lw_sym_const(name));
        lw_assign_val(c, x, p);
    }
}

void lw_destructure(lw_ctx *c, rt_value *lhs, ir_val v)
{
    int n = lw_nargs(lhs);
    if (n == 1 && lw_is_expr(lw_arg(lhs, 0), "parameters")) {
        lw_prop_destructure(c, lw_arg(lhs, 0), v);
        return;
    }
    for (int i = 0; i < n; i++) {
        rt_value *x = lw_arg(lhs, i);
        if (lw_is_expr(x, "parameters"))
            lw_error(c, "syntax: invalid assignment location \"%s\"", lw_expr_str(lhs));
        if (lw_is_expr(x, "...") && i != n - 1)
            lw_error(c, "syntax: invalid \"...\" on non-final assignment location \"%s\"",
                     lw_expr_str(lw_arg(x, 0)));
    }
    bool plain = true;
    for (int i = 0; i < n; i++)
        if (!lw_is_plain_target(lw_arg(lhs, i)))
            plain = false;
    ir_val *vals = rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
    ir_val st = ir_none();
    for (int i = 0; i < n; i++) {
        rt_value *x = lw_arg(lhs, i);
        ir_val xv;
        if (lw_is_expr(x, "...")) {
            xv = i == 0 ? lw_call1(c, lw_base("rest"), v) : lw_call2(c, lw_base("rest"), v, st);
            x = lw_arg(x, 0);
        } else {
            ir_val idx = ir_const(rt_box_int64(i + 1));
            ir_val it = i == 0 ? lw_call2(c, lw_base("indexed_iterate"), v, idx)
                               : lw_call(c, lw_base("indexed_iterate"), 3,
                                         (ir_val[]){v, idx, st});
            xv = lw_call2(c, lw_builtin(IRB_GETFIELD), it, ir_const(rt_box_int64(1)));
            if (i + 1 < n)
                st = lw_call2(c, lw_builtin(IRB_GETFIELD), it, ir_const(rt_box_int64(2)));
        }
        if (plain)
            lw_assign_val(c, x, xv);
        else
            vals[i] = lw_to_slot(c, xv);
    }
    if (!plain)
        for (int i = 0; i < n; i++) {
            rt_value *x = lw_arg(lhs, i);
            if (lw_is_expr(x, "..."))
                x = lw_arg(x, 0);
            lw_assign_val(c, x, vals[i]);
        }
}

/* f(pre..., i, js...) through Core._apply_iterate, for indexing with splatted indices
 * (A[i, js...] = v is setindex!(A, v, i, js...)): the index values idx[0..n) are already
 * evaluated, splat[k] marking a collection to splice. */
ir_val lw_index_splat(lw_ctx *c, const char *f, int npre, const ir_val *pre, int n,
                      const ir_val *idx, const bool *splat)
{
    ir_val *parts = rt_alloc(sizeof(ir_val) * (size_t)(n + 4));
    ir_val *run = rt_alloc(sizeof(ir_val) * (size_t)(n + npre + 1));
    int np = 0, nrun = 0;
    parts[np++] = lw_base("iterate");
    parts[np++] = lw_base(f);
    for (int k = 0; k < npre; k++)
        run[nrun++] = pre[k];
    for (int k = 0; k < n; k++) {
        if (splat[k]) {
            if (nrun) {
                parts[np++] = lw_tuple_vals(c, nrun, run);
                nrun = 0;
            }
            parts[np++] = idx[k];
        } else {
            run[nrun++] = idx[k];
        }
    }
    if (nrun)
        parts[np++] = lw_tuple_vals(c, nrun, run);
    return lw_call(c, lw_builtin(IRB_APPLY_ITERATE), np, parts);
}

ir_val lw_assign_val(lw_ctx *c, rt_value *lhs, ir_val v)
{
    if (lw_is_sym(lhs)) {
        lw_write_var(c, (rt_sym *)lhs, v);
        return v;
    }
    if (lw_is_expr(lhs, "::") && lw_nargs(lhs) == 2 && lw_is_sym(lw_arg(lhs, 0))) {
        rt_sym *x = (rt_sym *)lw_arg(lhs, 0);
        if (!lw_is_local_name(c, x))
            lw_error(c, "syntax: type declarations on global variables are not yet supported");
        lw_write_var(c, x, v);
        return v;
    }
    if (lw_is_expr(lhs, "ref") && lw_nargs(lhs) >= 1) {
        int n = lw_nargs(lhs);
        ir_val a = lw_value(c, lw_arg(lhs, 0));
        ir_val *args = rt_alloc(sizeof(ir_val) * (size_t)(n + 2));
        args[0] = a;
        args[1] = v;
        lw_endctx ec = {c->endc, a, 0, n - 1, false};
        c->endc = &ec;
        bool *splat = rt_alloc(sizeof(bool) * (size_t)(n + 1));
        bool any = false;
        for (int i = 1; i < n; i++) {
            ec.dim = i;
            rt_value *x = lw_arg(lhs, i);
            splat[i - 1] = lw_is_expr(x, "...");
            any |= splat[i - 1];
            args[i + 1] = lw_value(c, splat[i - 1] ? lw_arg(x, 0) : x);
        }
        c->endc = ec.prev;
        if (any)
            lw_index_splat(c, "setindex!", 2, (ir_val[]){a, v}, n - 1, args + 2, splat);
        else
            lw_call(c, lw_base("setindex!"), n + 1, args);
        return v;
    }
    if (lw_is_expr(lhs, ".") && lw_nargs(lhs) == 2 && lw_prop_name(lw_arg(lhs, 1))) {
        ir_val a = lw_value(c, lw_arg(lhs, 0));
        ir_val args[3] = {a, lw_sym_const(lw_prop_name(lw_arg(lhs, 1))), v};
        lw_call(c, lw_base("setproperty!"), 3, args);
        return v;
    }
    if (lw_is_expr(lhs, "tuple")) {
        lw_destructure(c, lhs, v);
        return v;
    }
    lw_error(c, "syntax: invalid assignment location \"%s\"", lw_expr_str(lhs));
}

ir_val lw_assign(lw_ctx *c, rt_value *lhs, rt_value *rhs, bool want)
{
    /* short function definition */
    rt_value *l = lhs;
    while ((lw_is_expr(l, "where") || lw_is_expr(l, "::")) && lw_nargs(l) > 0)
        l = lw_arg(l, 0);
    if (lw_is_expr(l, "call") && !lw_is_expr(lhs, "tuple")) {
        rt_expr *fd = rt_exprv(rt_symbol("function"), 2, lhs, rhs);
        return lw_function_def(c, (rt_value *)fd);
    }
    if (lw_is_expr(lhs, "curly"))
        lw_error(c, "syntax: invalid assignment location \"%s\"", lw_expr_str(lhs));
    /* tuple elimination: a, b = x, y */
    if (lw_is_expr(lhs, "tuple") && lw_is_expr(rhs, "tuple") && lw_nargs(lhs) == lw_nargs(rhs) &&
        !lw_is_named_tuple(rhs)) {
        int n = lw_nargs(lhs);
        bool ok = true;
        for (int i = 0; i < n; i++)
            if (lw_is_expr(lw_arg(lhs, i), "...") || lw_is_expr(lw_arg(rhs, i), "...") ||
                lw_is_expr(lw_arg(lhs, i), "parameters"))
                ok = false;
        if (ok) {
            ir_val *vals = rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
            for (int i = 0; i < n; i++)
                vals[i] = lw_to_slot(c, lw_value(c, lw_arg(rhs, i)));
            for (int i = 0; i < n; i++)
                lw_assign_val(c, lw_arg(lhs, i), vals[i]);
            return want ? lw_tuple_vals(c, n, vals) : ir_none();
        }
    }
    if (lw_is_expr(lhs, "ref") || lw_is_expr(lhs, ".")) {
        /* evaluate the target's parts, then the value */
        if (lw_is_expr(lhs, ".") && !(lw_nargs(lhs) == 2 && lw_prop_name(lw_arg(lhs, 1))))
            lw_error(c, "syntax: invalid assignment location \"%s\"", lw_expr_str(lhs));
        int n = lw_nargs(lhs);
        ir_val a = lw_stabilize(c, lw_value(c, lw_arg(lhs, 0)));
        ir_val *args = rt_alloc(sizeof(ir_val) * (size_t)(n + 2));
        args[0] = a;
        if (lw_is_expr(lhs, ".")) {
            ir_val v = lw_value(c, rhs);
            ir_val pa[3] = {a, lw_sym_const(lw_prop_name(lw_arg(lhs, 1))), v};
            lw_call(c, lw_base("setproperty!"), 3, pa);
            return v;
        }
        lw_endctx ec = {c->endc, a, 0, n - 1, false};
        c->endc = &ec;
        bool *splat = rt_alloc(sizeof(bool) * (size_t)(n + 1));
        bool any = false;
        for (int i = 1; i < n; i++) {
            ec.dim = i;
            rt_value *x = lw_arg(lhs, i);
            splat[i - 1] = lw_is_expr(x, "...");
            any |= splat[i - 1];
            args[i + 1] = lw_stabilize(c, lw_value(c, splat[i - 1] ? lw_arg(x, 0) : x));
        }
        c->endc = ec.prev;
        ir_val v = lw_value(c, rhs);
        args[1] = v;
        if (any)
            lw_index_splat(c, "setindex!", 2, (ir_val[]){a, v}, n - 1, args + 2, splat);
        else
            lw_call(c, lw_base("setindex!"), n + 1, args);
        return v;
    }
    ir_val v = lw_value(c, rhs);
    if (lw_is_expr(lhs, "tuple") && !(v.kind == IRV_SSA || v.kind == IRV_CONST))
        v = lw_to_slot(c, v);
    if (lw_is_expr(lhs, "tuple") && v.kind == IRV_SSA) {
        bool plain = true;
        for (int i = 0; i < lw_nargs(lhs); i++)
            if (!lw_is_plain_target(lw_arg(lhs, i)))
                plain = false;
        if (!plain)
            v = lw_to_slot(c, v);
    }
    return lw_assign_val(c, lhs, v);
}

/* x op= y */
ir_val lw_update(lw_ctx *c, rt_value *e, bool want)
{
    lw_check_stack();
    (void)want;
    const char *h = ((rt_expr *)e)->head->name;
    size_t hl = strlen(h);
    rt_value *lhs = lw_arg(e, 0), *rhs = lw_arg(e, 1);
    if (h[0] == '.') {
        /* a .op= b  ->  a .= a .op b */
        rt_sym *op = rt_symbol_n(h, hl - 1);
        rt_expr *call = rt_exprv(rt_symbol("call"), 3, op, lhs, rhs);
        rt_expr *as = rt_exprv(rt_symbol(".="), 2, lhs, call);
        return lw_broadcast_assign(c, (rt_value *)as);
    }
    rt_sym *op = rt_symbol_n(h, hl - 1);
    ir_val opf = lw_read_var(c, op);
    if (lw_is_sym(lhs)) {
        ir_val cur = lw_read_var(c, (rt_sym *)lhs);
        if (!lw_trivial_ast(rhs))
            cur = lw_stabilize(c, cur);
        ir_val r = lw_value(c, rhs);
        ir_val nv = lw_call2(c, opf, cur, r);
        lw_write_var(c, (rt_sym *)lhs, nv);
        return nv;
    }
    if (lw_is_expr(lhs, "ref")) {
        int n = lw_nargs(lhs);
        ir_val a = lw_stabilize(c, lw_value(c, lw_arg(lhs, 0)));
        ir_val *idx = rt_alloc(sizeof(ir_val) * (size_t)(n + 2));
        lw_endctx ec = {c->endc, a, 0, n - 1, false};
        c->endc = &ec;
        bool *splat = rt_alloc(sizeof(bool) * (size_t)(n + 1));
        bool any = false;
        for (int i = 1; i < n; i++) {
            ec.dim = i;
            rt_value *x = lw_arg(lhs, i);
            splat[i - 1] = lw_is_expr(x, "...");
            any |= splat[i - 1];
            ir_val iv = lw_value(c, splat[i - 1] ? lw_arg(x, 0) : x);
            idx[i + 1] = iv.kind == IRV_CONST ? iv : lw_to_slot(c, iv);
        }
        c->endc = ec.prev;
        if (any) {
            ir_val cur = lw_index_splat(c, "getindex", 1, &a, n - 1, idx + 2, splat);
            ir_val r = lw_value(c, rhs);
            ir_val nv = lw_to_slot(c, lw_call2(c, opf, cur, r));
            lw_index_splat(c, "setindex!", 2, (ir_val[]){a, nv}, n - 1, idx + 2, splat);
            return nv;
        }
        idx[0] = a;
        ir_val *g = rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
        g[0] = a;
        for (int i = 1; i < n; i++)
            g[i] = idx[i + 1];
        ir_val cur = lw_call(c, lw_base("getindex"), n, g);
        ir_val r = lw_value(c, rhs);
        ir_val nv = lw_call2(c, opf, cur, r);
        idx[1] = nv;
        lw_call(c, lw_base("setindex!"), n + 1, idx);
        return nv;
    }
    if (lw_is_expr(lhs, ".") && lw_nargs(lhs) == 2 && lw_prop_name(lw_arg(lhs, 1))) {
        ir_val a = lw_stabilize(c, lw_value(c, lw_arg(lhs, 0)));
        ir_val name = lw_sym_const(lw_prop_name(lw_arg(lhs, 1)));
        ir_val cur = lw_call2(c, lw_base("getproperty"), a, name);
        ir_val r = lw_value(c, rhs);
        ir_val nv = lw_call2(c, opf, cur, r);
        lw_call(c, lw_base("setproperty!"), 3, (ir_val[]){a, name, nv});
        return nv;
    }
    if (lw_is_expr(lhs, "::") && lw_nargs(lhs) == 2 && lw_is_sym(lw_arg(lhs, 0))) {
        rt_expr *inner = rt_exprv(((rt_expr *)e)->head, 2, lw_arg(lhs, 0), rhs);
        return lw_update(c, (rt_value *)inner, want);
    }
    if (lw_is_expr(lhs, "tuple")) {
        /* (a, b) += x  ->  (a, b) = (a, b) + x */
        ir_val cur = lw_value(c, lhs);
        ir_val r = lw_value(c, rhs);
        ir_val nv = lw_call2(c, opf, cur, r);
        lw_destructure(c, lhs, lw_to_slot(c, nv));
        return nv;
    }
    lw_error(c, "syntax: invalid assignment location \"%s\"", lw_expr_str(lhs));
}

ir_val lw_local_decl(lw_ctx *c, rt_value *e, bool isglobal)
{
    (void)isglobal;
    ir_val v = lw_nothing();
    for (int i = 0; i < lw_nargs(e); i++) {
        rt_value *d = lw_arg(e, i);
        rt_sym *h = lw_head(d);
        if (lw_is_expr(d, "=") && lw_nargs(d) == 2)
            v = lw_assign(c, lw_arg(d, 0), lw_arg(d, 1), true);
        else if (h && h->len >= 2 && h->name[h->len - 1] == '=' && h->name[0] != '.' &&
                 lw_nargs(d) == 2 && strcmp(h->name, "==") && strcmp(h->name, "<=") &&
                 strcmp(h->name, ">=") && strcmp(h->name, "!="))
            v = lw_update(c, d, true); /* global x += v */
        else if (lw_is_expr(d, "tuple")) {
            for (int k = 0; k < lw_nargs(d); k++) {
                rt_value *dk = lw_arg(d, k);
                if (lw_is_expr(dk, "=") && lw_nargs(dk) == 2)
                    v = lw_assign(c, lw_arg(dk, 0), lw_arg(dk, 1), true);
            }
        } else if (!lw_is_sym(d) && !lw_is_expr(d, "::"))
            lw_error(c, "syntax: invalid syntax in \"%s\" declaration", isglobal ? "global" : "local");
    }
    return v;
}

ir_val lw_const(lw_ctx *c, rt_value *e)
{
    if (c->in_method || c->parent)
        lw_error(c, "syntax: unsupported `const` declaration on local variable");
    if (lw_nargs(e) != 1)
        lw_error(c, "syntax: expected assignment after \"const\"");
    rt_value *a = lw_arg(e, 0);
    if (lw_is_expr(a, "global") || lw_is_expr(a, "local"))
        return lw_expr(c, a, true);
    if (!lw_is_expr(a, "="))
        lw_error(c, "syntax: expected assignment after \"const\"");
    return lw_assign(c, lw_arg(a, 0), lw_arg(a, 1), true);
}
