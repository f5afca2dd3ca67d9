/* lower_closure.c — anonymous functions, inner functions, do-blocks and generators.
 *
 * A closure is a struct type `#name#N{T...} <: Function` with one field per captured
 * variable, emitted as an IR_TOP_STRUCT item placed before its IR_TOP_METHOD items (whose
 * argtypes[0] names the struct). Creating one is `Core.apply_type(T, Core.typeof(v)...)`
 * followed by IR_NEW with the captured values (a Core.Box for a variable assigned after
 * capture). Generators become `Base.Generator(closure, iter)`, comprehensions
 * `Base.collect(generator)`. */
#include "lower.h"
#include <string.h>

static void lw_top_insert(ir_toplevel *t, int at, ir_topitem it)
{
    ir_top_push(t, it);
    memmove(&t->items[at + 1], &t->items[at], sizeof(ir_topitem) * (size_t)(t->n - 1 - at));
    t->items[at] = it;
}

static rt_value *lw_dotref(const char *mod, const char *name)
{
    return (rt_value *)rt_exprv(rt_symbol("."), 2, rt_symbol(mod),
                                rt_new_quotenode((rt_value *)rt_symbol(name)));
}

ir_val lw_closure_def(lw_ctx *c, rt_sym *name, rt_value *sigast, rt_value *body, int line)
{
    char buf[256];
    /* Julia's names: `#inner#N` for a named inner function, `#N#M` for an anonymous one
     * (its function name `#N`, then the type's counter), both from the module's counter */
    if (name) {
        snprintf(buf, sizeof buf, "#%s#%d", name->name, ++c->mod->counter);
    } else {
        int fn = ++c->mod->counter;
        snprintf(buf, sizeof buf, "#%d#%d", fn, ++c->mod->counter);
    }
    rt_sym *tname = rt_symbol(buf);
    lw_sig *sig = lw_parse_sig(c, sigast);
    sig->name = NULL;
    sig->fexpr = NULL;
    sig->line = line;
    if (sig->selftype)
        lw_error(c, "syntax: invalid function name");
    int start = c->top->n;
    lw_capture *sacc = c->acc;
    int snacc = c->nacc, scap = c->capacc;
    c->acc = NULL;
    c->nacc = c->capacc = 0;
    lw_define_methods(c, sig, body, c, (rt_value *)tname);
    lw_capture *caps = c->acc;
    int ncaps = c->nacc;
    c->acc = sacc;
    c->nacc = snacc;
    c->capacc = scap;
    /* the struct */
    rt_expr *fields = rt_new_expr(rt_symbol("block"), 0);
    rt_value *tdecl = (rt_value *)tname;
    if (ncaps) {
        rt_expr *curly = rt_new_expr(rt_symbol("curly"), 0);
        rt_expr_push(curly, (rt_value *)tname);
        for (int i = 0; i < ncaps; i++) {
            snprintf(buf, sizeof buf, "#T#%s", caps[i].name->name);
            rt_sym *tv = rt_symbol(buf);
            rt_expr_push(curly, (rt_value *)tv);
            rt_expr_push(fields, (rt_value *)rt_exprv(rt_symbol("::"), 2, caps[i].name, tv));
        }
        tdecl = (rt_value *)curly;
    }
    rt_expr *st = rt_exprv(rt_symbol("struct"), 3, rt_false,
                           rt_exprv(rt_symbol("<:"), 2, tdecl, lw_dotref("Core", "Function")),
                           fields);
    ir_topitem it = {0};
    it.kind = IR_TOP_STRUCT;
    it.line = line;
    it.ast = (rt_value *)st;
    it.module = c->mod;
    lw_top_insert(c->top, start, it);
    /* record the captures in this function (boxing decisions) */
    ir_val *raw = rt_alloc(sizeof(ir_val) * (size_t)(ncaps + 1));
    for (int i = 0; i < ncaps; i++) {
        lw_var v = lw_resolve(c, caps[i].name);
        if (v.kind == LW_VAR_LOCAL) {
            lw_varinfo *vi = lw_slot_info(c, v.slot);
            if (vi) {
                if (vi->captured_at < 0)
                    vi->captured_at = lw_here(c);
                if (caps[i].assigned)
                    vi->needbox = 1;
            }
        } else if (v.kind == LW_VAR_CAPTURED && caps[i].assigned) {
            c->caps[v.cap].assigned = true;
        }
        raw[i] = lw_raw_var(c, caps[i].name);
    }
    ir_val T = ir_global(c->mod, tname);
    if (ncaps) {
        ir_val *a = rt_alloc(sizeof(ir_val) * (size_t)(ncaps + 2));
        a[0] = T;
        for (int i = 0; i < ncaps; i++)
            a[i + 1] = lw_call1(c, lw_builtin(IRB_TYPEOF), raw[i]);
        T = lw_call(c, lw_builtin(IRB_APPLY_TYPE), ncaps + 1, a);
    }
    ir_val *na = rt_alloc(sizeof(ir_val) * (size_t)(ncaps + 2));
    na[0] = T;
    for (int i = 0; i < ncaps; i++)
        na[i + 1] = raw[i];
    ir_val clo = ir_ssa(lw_emit(c, IR_NEW, ncaps + 1, na));
    if (name)
        lw_write_var(c, name, clo);
    return clo;
}

ir_val lw_lambda(lw_ctx *c, rt_value *e)
{
    rt_value *args = lw_arg(e, 0);
    rt_value *body = lw_nargs(e) > 1 ? lw_arg(e, 1) : rt_nothing;
    rt_expr *call = rt_new_expr(rt_symbol("call"), 0);
    rt_expr_push(call, (rt_value *)rt_symbol("#anon"));
    rt_value *rett = NULL;
    if (lw_is_expr(args, "::") && lw_nargs(args) == 2 && lw_is_expr(lw_arg(args, 0), "tuple")) {
        rett = lw_arg(args, 1);
        args = lw_arg(args, 0);
    }
    if (lw_is_expr(args, "tuple")) {
        for (int i = 0; i < lw_nargs(args); i++)
            rt_expr_push(call, lw_arg(args, i));
    } else if (lw_is_expr(args, "block")) {
        /* `(a; k=1) -> …`: the block's second element is the keyword argument */
        rt_value *items[2];
        int n = 0;
        for (int i = 0; i < lw_nargs(args); i++)
            if (rt_typeof(lw_arg(args, i)) != rt_linenumbernode_type) {
                if (n == 2)
                    lw_error(c, "syntax: more than one semicolon in argument list");
                items[n++] = lw_arg(args, i);
            }
        if (n == 2) {
            rt_value *kw = items[1];
            if (lw_is_expr(kw, "=") && lw_nargs(kw) == 2)
                kw = (rt_value *)rt_exprv(rt_symbol("kw"), 2, lw_arg(kw, 0), lw_arg(kw, 1));
            rt_expr_push(call, (rt_value *)rt_exprv(rt_symbol("parameters"), 1, kw));
        }
        if (n >= 1)
            rt_expr_push(call, items[0]);
    } else {
        rt_expr_push(call, args);
    }
    rt_value *sig = (rt_value *)call;
    if (rett)
        sig = (rt_value *)rt_exprv(rt_symbol("::"), 2, sig, rett);
    return lw_closure_def(c, NULL, sig, body, c->line);
}

ir_val lw_do(lw_ctx *c, rt_value *e)
{
    rt_value *call = lw_arg(e, 0);
    rt_value *lam = lw_arg(e, 1);
    if (!lw_is_expr(call, "call") && !lw_is_expr(call, "."))
        lw_error(c, "syntax: invalid \"do\" syntax");
    ir_val f = lw_lambda(c, lam);
    rt_sym *tmp = lw_bind_temp_name(c, f);
    rt_expr *nc = rt_new_expr(((rt_expr *)call)->head, 0);
    int n = lw_nargs(call);
    int pos = 1;
    rt_expr_push(nc, lw_arg(call, 0));
    if (n > 1 && lw_is_expr(lw_arg(call, 1), "parameters")) {
        rt_expr_push(nc, lw_arg(call, 1));
        pos = 2;
    }
    rt_expr_push(nc, (rt_value *)tmp);
    for (int i = pos; i < n; i++)
        rt_expr_push(nc, lw_arg(call, i));
    ir_val r = lw_value(c, (rt_value *)nc);
    lw_scope_pop(c);
    return r;
}

/* ------------------------------------------------------------ generators */
static rt_value *lw_iter_ref(const char *name)
{
    return (rt_value *)rt_exprv(rt_symbol("."), 2,
                                rt_exprv(rt_symbol("."), 2, rt_symbol("Base"),
                                         rt_new_quotenode((rt_value *)rt_symbol("Iterators"))),
                                rt_new_quotenode((rt_value *)rt_symbol(name)));
}

/* Generator(var -> body, iter) for specs (= var iter)... with an optional filter. */
static rt_value *lw_gen_ast(lw_ctx *c, rt_value *body, rt_value **specs, int n, rt_value *cond)
{
    rt_value *var, *iter;
    for (int i = 0; i < n; i++)
        if (!(lw_is_expr(specs[i], "=") || lw_is_expr(specs[i], "in")) || lw_nargs(specs[i]) != 2)
            lw_error(c, "syntax: invalid iteration specification");
    if (n == 1) {
        var = lw_arg(specs[0], 0);
        iter = lw_arg(specs[0], 1);
    } else {
        rt_expr *vars = rt_new_expr(rt_symbol("tuple"), 0);
        rt_expr *prod = rt_new_expr(rt_symbol("call"), 0);
        rt_expr_push(prod, lw_iter_ref("product"));
        for (int i = 0; i < n; i++) {
            rt_expr_push(vars, lw_arg(specs[i], 0));
            rt_expr_push(prod, lw_arg(specs[i], 1));
        }
        var = (rt_value *)vars;
        iter = (rt_value *)prod;
    }
    rt_value *params = (rt_value *)rt_exprv(rt_symbol("tuple"), 1, var);
    if (cond)
        iter = (rt_value *)rt_exprv(rt_symbol("call"), 3, lw_iter_ref("filter"),
                                    rt_exprv(rt_symbol("->"), 2, params, cond), iter);
    return (rt_value *)rt_exprv(rt_symbol("call"), 3,
                                rt_exprv(rt_symbol("."), 2, rt_symbol("Base"),
                                         rt_new_quotenode((rt_value *)rt_symbol("Generator"))),
                                rt_exprv(rt_symbol("->"), 2, params, body), iter);
}

static rt_value *lw_generator_ast(lw_ctx *c, rt_value *e)
{
    lw_check_stack();
    if (lw_is_expr(e, "flatten") && lw_nargs(e) == 1) {
        /* (flatten (generator (generator body inner...) outer...)) */
        rt_value *g = lw_arg(e, 0);
        if (!lw_is_expr(g, "generator"))
            lw_error(c, "syntax: invalid generator");
        rt_value *innerg = lw_generator_ast(c, lw_arg(g, 0));
        rt_expr *outer = rt_new_expr(rt_symbol("generator"), 0);
        rt_expr_push(outer, innerg);
        for (int i = 1; i < lw_nargs(g); i++)
            rt_expr_push(outer, lw_arg(g, i));
        return (rt_value *)rt_exprv(rt_symbol("call"), 2, lw_iter_ref("flatten"),
                                    lw_generator_ast(c, (rt_value *)outer));
    }
    if (!lw_is_expr(e, "generator"))
        return e;
    int n = lw_nargs(e);
    rt_value *body = lw_arg(e, 0);
    rt_value *cond = NULL;
    rt_value **specs;
    int ns;
    if (n == 2 && lw_is_expr(lw_arg(e, 1), "filter")) {
        rt_value *f = lw_arg(e, 1);
        cond = lw_arg(f, 0);
        ns = lw_nargs(f) - 1;
        specs = rt_alloc(sizeof(rt_value *) * (size_t)(ns + 1));
        for (int i = 0; i < ns; i++)
            specs[i] = lw_arg(f, i + 1);
    } else {
        ns = n - 1;
        specs = rt_alloc(sizeof(rt_value *) * (size_t)(ns + 1));
        for (int i = 0; i < ns; i++)
            specs[i] = lw_arg(e, i + 1);
    }
    if (ns < 1)
        lw_error(c, "syntax: invalid generator");
    return lw_gen_ast(c, body, specs, ns, cond);
}

ir_val lw_generator(lw_ctx *c, rt_value *e) { return lw_value(c, lw_generator_ast(c, e)); }

ir_val lw_comprehension(lw_ctx *c, rt_value *gen, rt_value *T)
{
    if (T) {
        ir_val tv = lw_value(c, T);
        tv = lw_stabilize(c, tv);
        ir_val g = lw_generator(c, gen);
        return lw_call2(c, lw_base("collect"), tv, g);
    }
    return lw_call1(c, lw_base("collect"), lw_generator(c, gen));
}
