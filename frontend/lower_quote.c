/* lower_quote.c — quoted code and user-defined macros.
 *   quote … end / :(…)  without `$`  → the AST itself (a constant)
 *                        with `$x`    → built at run time (Base._expr_new / _expr_push! /
 *                                       _expr_append!), `$x` giving x's value and
 *                                       `$(xs...)` splicing xs
 *   macro m(a, b) body end → function `@m`(__source__, __module__, a, b) body end
 *   @m(args...) (a user macro) → the driver's fe_macro_expand_hook calls `@m` with the
 *       unevaluated arguments; the result goes through lw_hygiene and is lowered in place.
 * Hygiene as Julia's: names a macro's own code assigns (or declares local, or loops over)
 * become fresh gensyms, unless they sit inside esc(…) (an (:escape, x) node, unwrapped). */
#include "lower.h"
#include <string.h>

rt_value *(*fe_macro_expand_hook)(rt_module *m, rt_value *fn, rt_value *lnn, int n,
                                  rt_value **args, bool for_macroexpand);

static bool q_is(rt_value *x, const char *h)
{
    return x && rt_typeof(x) == rt_expr_type && !strcmp(((rt_expr *)x)->head->name, h);
}

/* `x.$f` parses as (. x (quote ($ f))): the field name is interpolated at the depth of
 * the dot itself (Julia's `inert`), giving Expr(:., x, QuoteNode(f)). */
static rt_value *q_dot_field(rt_value *a)
{
    if (a && rt_typeof(a) == rt_quotenode_type)
        return ((rt_quotenode *)a)->value;
    return q_is(a, "quote") && lw_nargs(a) == 1 ? lw_arg(a, 0) : NULL;
}

static bool q_dot_interp(rt_value *x, int i)
{
    if (!q_is(x, ".") || lw_nargs(x) != 2 || i != 1)
        return false;
    rt_value *a = q_dot_field(lw_arg(x, 1));
    return q_is(a, "$") && lw_nargs(a) == 1;
}

/* Does x contain a `$` at quote depth 0? */
static bool q_has_interp(rt_value *x, int depth)
{
    lw_check_stack();
    if (!x || rt_typeof(x) != rt_expr_type)
        return false;
    if (depth == 0 && q_dot_interp(x, 1))
        return true;
    if (q_is(x, "$")) {
        if (depth == 0)
            return true;
        depth--;
    } else if (q_is(x, "quote")) {
        depth++;
    }
    for (int i = 0; i < lw_nargs(x); i++)
        if (q_has_interp(lw_arg(x, i), depth))
            return true;
    return false;
}

static rt_value *q_inert(rt_value *x)
{
    return (rt_value *)rt_exprv(rt_symbol("inert"), 1, x);
}

static rt_value *q_bref(const char *name)
{
    return (rt_value *)rt_exprv(rt_symbol("."), 2, rt_symbol("Base"),
                                rt_new_quotenode((rt_value *)rt_symbol(name)));
}

/* An expression that evaluates to the AST x with its `$` parts filled in. */
static rt_value *q_build(rt_value *x, int depth)
{
    lw_check_stack();
    if (!q_has_interp(x, depth))
        return q_inert(x);
    if (q_is(x, "$") && depth == 0)
        return lw_nargs(x) == 1 ? lw_arg(x, 0) : q_inert(x);
    int inner = q_is(x, "$") ? depth - 1 : q_is(x, "quote") ? depth + 1 : depth;
    /* let t = Base._expr_new(:head); Base._expr_push!(t, part)...; t end — fixed-arity
     * calls, so executables need no specialization per argument count */
    rt_sym *t = rt_gensym("ex");
    rt_expr *body = rt_new_expr(rt_symbol("block"), 0);
    rt_expr_push(body, (rt_value *)rt_exprv(rt_symbol("="), 2, t,
                                            rt_exprv(rt_symbol("call"), 2, q_bref("_expr_new"),
                                                     q_inert((rt_value *)((rt_expr *)x)->head))));
    for (int i = 0; i < lw_nargs(x); i++) {
        rt_value *a = lw_arg(x, i);
        if (inner == 0 && q_dot_interp(x, i)) {
            rt_value *qn = (rt_value *)rt_exprv(rt_symbol("call"), 2, q_bref("QuoteNode"),
                                                lw_arg(q_dot_field(a), 0));
            rt_expr_push(body, (rt_value *)rt_exprv(rt_symbol("call"), 3, q_bref("_expr_push!"),
                                                    t, qn));
            continue;
        }
        /* $(xs...) splices */
        if (inner == 0 && q_is(a, "$") && lw_nargs(a) == 1 && q_is(lw_arg(a, 0), "...") &&
            lw_nargs(lw_arg(a, 0)) == 1) {
            rt_expr_push(body, (rt_value *)rt_exprv(rt_symbol("call"), 3, q_bref("_expr_append!"),
                                                    t, lw_arg(lw_arg(a, 0), 0)));
            continue;
        }
        rt_expr_push(body, (rt_value *)rt_exprv(rt_symbol("call"), 3, q_bref("_expr_push!"), t,
                                                q_build(a, inner)));
    }
    rt_expr_push(body, (rt_value *)t);
    return (rt_value *)rt_exprv(rt_symbol("let"), 2, rt_exprv(rt_symbol("block"), 0), body);
}

ir_val lw_quote(lw_ctx *c, rt_value *e)
{
    rt_value *body = lw_nargs(e) == 1 ? lw_arg(e, 0) : e;
    if (!q_has_interp(body, 0)) {
        if (rt_typeof(body) != rt_expr_type)
            return ir_const(body);
        /* an Expr is mutable: each evaluation gets its own copy, as Julia's copyast */
        ir_val k = ir_const(body);
        return lw_call(c, ir_global(rt_base_module, rt_symbol("_copyast")), 1, &k);
    }
    return lw_value(c, q_build(body, 0));
}

/* ---------------------------------------------------------------- macro definitions */
rt_value *lw_macro_as_function(rt_value *e)
{
    rt_value *sig = lw_nargs(e) >= 1 ? lw_arg(e, 0) : NULL;
    if (!q_is(sig, "call") || !lw_is_sym(lw_arg(sig, 0)))
        return NULL;
    rt_sym *name = (rt_sym *)lw_arg(sig, 0);
    size_t l = strlen(name->name);
    char *buf = rt_alloc_atomic(l + 2);
    buf[0] = '@';
    memcpy(buf + 1, name->name, l + 1);
    rt_expr *ns = rt_new_expr(rt_symbol("call"), 0);
    rt_expr_push(ns, (rt_value *)rt_symbol(buf));
    rt_expr_push(ns, (rt_value *)rt_symbol("__source__"));
    rt_expr_push(ns, (rt_value *)rt_symbol("__module__"));
    for (int i = 1; i < lw_nargs(sig); i++)
        rt_expr_push(ns, lw_arg(sig, i));
    return (rt_value *)rt_exprv(rt_symbol("function"), 2, ns,
                                lw_nargs(e) >= 2 ? lw_arg(e, 1) : (rt_value *)rt_exprv(rt_symbol("block"), 0));
}

/* ---------------------------------------------------------------- hygiene */
typedef struct {
    rt_sym **from; /* names the macro's own code binds */
    rt_sym **to;   /* their gensyms */
    int n, cap;    /* entries used / allocated */
} q_renames;

static void q_add(q_renames *r, rt_value *s)
{
    if (!lw_is_sym(s))
        return;
    for (int i = 0; i < r->n; i++)
        if (r->from[i] == (rt_sym *)s)
            return;
    if (r->n == r->cap) {
        int nc = r->cap ? r->cap * 2 : 8;
        rt_sym **f = rt_alloc(sizeof(rt_sym *) * (size_t)nc), **t = rt_alloc(sizeof(rt_sym *) * (size_t)nc);
        if (r->n) {
            memcpy(f, r->from, sizeof(rt_sym *) * (size_t)r->n);
            memcpy(t, r->to, sizeof(rt_sym *) * (size_t)r->n);
        }
        r->from = f, r->to = t, r->cap = nc;
    }
    r->from[r->n] = (rt_sym *)s;
    r->to[r->n++] = rt_gensym(((rt_sym *)s)->name);
}

/* Record the names bound by unescaped code: x = …, local x, for x in …, tuple targets. */
static void q_collect(q_renames *r, rt_value *x)
{
    lw_check_stack();
    if (!x || rt_typeof(x) != rt_expr_type || q_is(x, "escape") || q_is(x, "quote") ||
        q_is(x, "inert") || q_is(x, "global"))
        return;
    int n = lw_nargs(x);
    if (q_is(x, "tuple")) { /* (a = 1, b = x): named-tuple fields, not assignments */
        for (int i = 0; i < n; i++)
            q_collect(r, fe_nt_field(lw_arg(x, i)) ? lw_arg(lw_arg(x, i), 1) : lw_arg(x, i));
        return;
    }
    if ((q_is(x, "=") || q_is(x, "local")) && n >= 1) {
        rt_value *t = lw_arg(x, 0);
        if (q_is(t, "::") && lw_nargs(t) >= 1)
            t = lw_arg(t, 0);
        if (q_is(t, "tuple"))
            for (int i = 0; i < lw_nargs(t); i++)
                q_add(r, lw_arg(t, i));
        else
            q_add(r, t);
    }
    if (q_is(x, "local"))
        for (int i = 1; i < n; i++)
            q_add(r, lw_arg(x, i));
    if (q_is(x, "function") || (q_is(x, "=") && q_is(lw_arg(x, 0), "call")))
        return; /* a method's own arguments and locals are its business */
    for (int i = 0; i < n; i++)
        q_collect(r, lw_arg(x, i));
}

static rt_value *q_rename(q_renames *r, rt_value *x)
{
    lw_check_stack();
    if (!x)
        return x;
    if (lw_is_sym(x)) {
        for (int i = 0; i < r->n; i++)
            if (r->from[i] == (rt_sym *)x)
                return (rt_value *)r->to[i];
        return x;
    }
    if (rt_typeof(x) != rt_expr_type)
        return x;
    if (q_is(x, "escape"))
        return lw_nargs(x) == 1 ? lw_arg(x, 0) : x;
    if (q_is(x, "quote") || q_is(x, "inert"))
        return x;
    rt_expr *e = (rt_expr *)x;
    rt_expr *out = rt_new_expr(e->head, 0);
    for (int i = 0; i < lw_nargs(x); i++) {
        rt_value *a = lw_arg(x, i);
        /* keyword names in calls and macro names stay as written */
        if (q_is(a, "kw") && lw_nargs(a) == 2 && (q_is(x, "call") || q_is(x, "parameters")))
            a = (rt_value *)rt_exprv(rt_symbol("kw"), 2, lw_arg(a, 0), q_rename(r, lw_arg(a, 1)));
        else if (q_is(x, "tuple") && fe_nt_field(a)) /* and named-tuple field names */
            a = (rt_value *)rt_exprv(rt_symbol("="), 2, lw_arg(a, 0), q_rename(r, lw_arg(a, 1)));
        else if (q_is(x, "macrocall") && i == 0)
            ;
        else
            a = q_rename(r, a);
        rt_expr_push(out, a);
    }
    return (rt_value *)out;
}

rt_value *lw_hygiene(rt_value *x)
{
    q_renames r = {0};
    q_collect(&r, x);
    return q_rename(&r, x);
}

/* A user macro: ask the driver to run it; NULL when no such macro exists. */
rt_value *lw_user_macro(lw_ctx *c, rt_value *mref, rt_value *lnn, int na, rt_value **a)
{
    if (!fe_macro_expand_hook)
        return NULL;
    rt_value *r = fe_macro_expand_hook(c->mod, mref, lnn, na, a, false);
    return r ? lw_hygiene(r) : NULL;
}
