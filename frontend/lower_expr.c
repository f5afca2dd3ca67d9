/* lower_expr.c — lowering of expressions: the dispatcher (lw_expr), variables, literals,
 * calls and operators (incl. splatting, `^` with literal exponents), field access,
 * indexing with `end`, tuples, string interpolation, curly/where types and blocks.
 * Control flow, assignment, arrays, broadcasting and closures live in sibling files. */
#include "lower.h"
#include <string.h>

ir_val lw_value(lw_ctx *c, rt_value *e) { return lw_expr(c, e, true); }

/* An expression that cannot assign a variable (no assignments, updating operators,
 * declarations or macro calls inside): values read before it stay valid after it. */
bool lw_trivial_ast(rt_value *e)
{
    lw_check_stack();
    if (!e || rt_typeof(e) != rt_expr_type)
        return true;
    rt_sym *h = ((rt_expr *)e)->head;
    const char *n = h->name;
    size_t l = h->len;
    if (!strcmp(n, "quote") || !strcmp(n, "inert") || !strcmp(n, "->") ||
        !strcmp(n, "function"))
        return true;
    if (!strcmp(n, "=") || !strcmp(n, "local") || !strcmp(n, "global") ||
        !strcmp(n, "macrocall") || !strcmp(n, "const"))
        return false;
    if (l >= 2 && n[l - 1] == '=' && strcmp(n, "==") && strcmp(n, "<=") && strcmp(n, ">=") &&
        strcmp(n, "!=") && strcmp(n, "===") && strcmp(n, "!=="))
        return false;
    for (int i = 0; i < lw_nargs(e); i++)
        if (!lw_trivial_ast(lw_arg(e, i)))
            return false;
    return true;
}

void lw_args(lw_ctx *c, rt_value *e, int from, int n, ir_val *out)
{
    int last = -1;
    for (int i = from; i < n; i++)
        if (!lw_trivial_ast(lw_arg(e, i)))
            last = i;
    for (int i = from; i < n; i++) {
        ir_val v = lw_value(c, lw_arg(e, i));
        if (i < last)
            v = lw_stabilize(c, v);
        out[i - from] = v;
    }
}

ir_val lw_tuple_vals(lw_ctx *c, int n, const ir_val *v)
{
    return lw_call(c, lw_builtin(IRB_TUPLE), n, v);
}

ir_val lw_block(lw_ctx *c, rt_value *e, bool want)
{
    int n = lw_nargs(e);
    ir_val v = lw_nothing();
    int last = n - 1;
    while (last >= 0 && rt_typeof(lw_arg(e, last)) == rt_linenumbernode_type)
        last--;
    for (int i = 0; i < n; i++) {
        rt_value *a = lw_arg(e, i);
        if (i == last)
            v = lw_expr(c, a, want);
        else
            lw_expr(c, a, false);
    }
    if (last < 0)
        return want ? lw_nothing() : ir_none();
    return v;
}

/* A module named by a global path (Base, Base.Iterators) known at lowering time. */
static rt_module *lw_module_path(lw_ctx *c, rt_value *e)
{
    if (lw_is_sym(e)) {
        if (lw_is_local_name(c, (rt_sym *)e))
            return NULL;
        rt_binding *b = rt_find_binding(c->mod, (rt_sym *)e);
        if (b && b->constant && b->value && rt_typeof(b->value) == rt_module_type)
            return (rt_module *)b->value;
        if (!b) {
            rt_sym *s = (rt_sym *)e;
            if (s == rt_symbol("Base"))
                return rt_base_module;
            if (s == rt_symbol("Core"))
                return rt_core_module;
            if (s == rt_symbol("Main"))
                return rt_main_module;
        }
        return NULL;
    }
    if (lw_is_expr(e, ".") && lw_nargs(e) == 2) {
        lw_check_stack();
        rt_module *m = lw_module_path(c, lw_arg(e, 0));
        rt_value *q = lw_arg(e, 1);
        rt_sym *name = NULL;
        if (q && rt_typeof(q) == rt_quotenode_type && lw_is_sym(((rt_quotenode *)q)->value))
            name = (rt_sym *)((rt_quotenode *)q)->value;
        if (!m || !name)
            return NULL;
        rt_value *v = rt_get_global(m, name);
        return v && rt_typeof(v) == rt_module_type ? (rt_module *)v : NULL;
    }
    return NULL;
}

/* The property name of `a.b` (QuoteNode or (quote sym)), NULL if not a field access. */
static rt_sym *lw_dot_name(rt_value *q)
{
    if (q && rt_typeof(q) == rt_quotenode_type && lw_is_sym(((rt_quotenode *)q)->value))
        return (rt_sym *)((rt_quotenode *)q)->value;
    if (lw_is_expr(q, "quote") && lw_nargs(q) == 1 && lw_is_sym(lw_arg(q, 0)))
        return (rt_sym *)lw_arg(q, 0);
    return NULL;
}

static ir_val lw_dot(lw_ctx *c, rt_value *e)
{
    /* a standalone dotted operator `.op` is (. op): Base.BroadcastFunction(op) */
    if (lw_nargs(e) == 1)
        return lw_call1(c, lw_base("BroadcastFunction"), lw_value(c, lw_arg(e, 0)));
    if (lw_nargs(e) != 2)
        lw_error(c, "syntax: invalid syntax \"%s\"", lw_expr_str(e));
    rt_value *b = lw_arg(e, 1);
    if (lw_is_expr(b, "tuple"))
        return lw_dotcall(c, e);
    rt_sym *name = lw_dot_name(b);
    if (!name)
        lw_error(c, "syntax: invalid syntax \"%s\"", lw_expr_str(e));
    rt_module *m = lw_module_path(c, lw_arg(e, 0));
    if (m)
        return ir_global(m, name);
    ir_val obj = lw_value(c, lw_arg(e, 0));
    return lw_call2(c, lw_base("getproperty"), obj, lw_sym_const(name));
}

static bool lw_has_splat(rt_value *e, int from)
{
    for (int i = from; i < lw_nargs(e); i++)
        if (lw_is_expr(lw_arg(e, i), "..."))
            return true;
    return false;
}

/* f(args...) with splatting: Core._apply_iterate(Base.iterate, f, (a,), xs, ...). */
static ir_val lw_splat_call(lw_ctx *c, ir_val f, rt_value *e, int from)
{
    int n = lw_nargs(e);
    ir_val *parts = rt_alloc(sizeof(ir_val) * (size_t)(n + 3));
    int np = 0;
    parts[np++] = lw_base("iterate");
    parts[np++] = f;
    ir_val *run = rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
    int nrun = 0;
    for (int i = from; i < n; i++) {
        rt_value *a = lw_arg(e, i);
        if (lw_is_expr(a, "...")) {
            if (nrun) {
                parts[np++] = lw_tuple_vals(c, nrun, run);
                nrun = 0;
            }
            parts[np++] = lw_value(c, lw_arg(a, 0));
        } else {
            run[nrun++] = lw_value(c, a);
        }
    }
    if (nrun)
        parts[np++] = lw_tuple_vals(c, nrun, run);
    return lw_call(c, lw_builtin(IRB_APPLY_ITERATE), np, parts);
}

static bool lw_has_kw(rt_value *e, int from)
{
    for (int i = from; i < lw_nargs(e); i++) {
        rt_value *a = lw_arg(e, i);
        if (lw_is_expr(a, "parameters") || lw_is_expr(a, "kw"))
            return true;
    }
    return false;
}

/* e without its empty `parameters` blocks: `f(x; )` is the plain call `f(x)`, as Julia
 * lowers it. */
static rt_value *lw_drop_empty_params(rt_value *e)
{
    rt_expr *x = (rt_expr *)e, *nc = NULL;
    for (int i = 0; i < lw_nargs(e); i++) {
        rt_value *a = lw_arg(e, i);
        bool empty = lw_is_expr(a, "parameters") && lw_nargs(a) == 0;
        if (empty && !nc) {
            nc = rt_new_expr(x->head, 0);
            for (int k = 0; k < i; k++)
                rt_expr_push(nc, lw_arg(e, k));
        } else if (!empty && nc) {
            rt_expr_push(nc, a);
        }
    }
    return nc ? (rt_value *)nc : e;
}

/* Call f with the arguments e[from..]: keywords, splats, plain. */
ir_val lw_call_general(lw_ctx *c, ir_val f, rt_value *e, int from)
{
    e = lw_drop_empty_params(e);
    if (lw_has_kw(e, from))
        return lw_kwcall(c, f, e, from);
    if (lw_has_splat(e, from))
        return lw_splat_call(c, f, e, from);
    int n = lw_nargs(e) - from;
    ir_val *a = rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
    lw_args(c, e, from, lw_nargs(e), a);
    return lw_call(c, f, n, a);
}

bool lw_is_dotop(rt_sym *s)
{
    return s->len >= 2 && s->name[0] == '.' && s->name[1] != '.' && strcmp(s->name, ".");
}

static rt_value *lw_ccall_const(rt_value *v)
{
    if (v && rt_typeof(v) == rt_quotenode_type)
        return ((rt_quotenode *)v)->value;
    if (lw_is_expr(v, "quote") && lw_nargs(v) == 1)
        return lw_arg(v, 0);
    return v;
}

static ir_val lw_ccall(lw_ctx *c, rt_value *e)
{
    /* ccall(name, RetT, (ArgT...,), args...) -> Core.foreigncall(:name, lib, RetT, k,
     * ArgT..., args...); see docs/ir.md */
    int n = lw_nargs(e);
    if (n < 4)
        lw_error(c, "syntax: ccall: missing return type");
    rt_value *name = lw_arg(e, 1), *lib = rt_nothing;
    rt_value *target = NULL; /* a target known only at run time: a pointer or (name, lib) */
    if (lw_is_expr(name, "tuple") && lw_nargs(name) == 2) {
        rt_value *n0 = lw_ccall_const(lw_arg(name, 0)), *l0 = lw_ccall_const(lw_arg(name, 1));
        if (l0 && l0 == lw_arg(name, 1) && rt_typeof(l0) == rt_symbol_type &&
            !lw_is_local_name(c, (rt_sym *)l0)) {
            /* an unquoted library name is a global: a constant String stands for itself
             * (Julia's `const libfoo = "libfoo.so"`) */
            rt_binding *lb = rt_find_binding(c->mod, (rt_sym *)l0);
            l0 = (lb && lb->constant && lb->value && rt_typeof(lb->value) == rt_string_type)
                     ? lb->value : NULL;
        }
        bool lconst = l0 && (rt_typeof(l0) == rt_string_type || rt_typeof(l0) == rt_symbol_type);
        if (n0 && rt_typeof(n0) == rt_symbol_type && n0 != lw_arg(name, 0) && lconst) {
            lib = l0;
            name = n0;
        } else {
            target = name;
        }
    } else if (lw_ccall_const(name) == name && !(name && rt_typeof(name) == rt_string_type)) {
        target = name; /* an unquoted name is a variable holding the pointer */
    } else {
        name = lw_ccall_const(name);
        if (name && rt_typeof(name) == rt_string_type)
            name = (rt_value *)rt_symbol(((rt_string *)name)->data);
    }
    if (!target && (!name || rt_typeof(name) != rt_symbol_type))
        lw_error(c, "syntax: ccall: function name must be a constant symbol");
    int k = 2;
    rt_value *cc = lw_arg(e, k);
    if (lw_is_sym(cc) && (cc == (rt_value *)rt_symbol("cdecl") ||
                          cc == (rt_value *)rt_symbol("stdcall") ||
                          cc == (rt_value *)rt_symbol("fastcall")))
        k++;
    ir_val rt = lw_value(c, lw_arg(e, k++));
    rt_value *at = lw_arg(e, k++);
    if (!lw_is_expr(at, "tuple"))
        lw_error(c, "syntax: ccall argument types must be a tuple; try \"(T,)\"");
    int ntypes = lw_nargs(at);
    int nargs = n - k;
    /* a C variadic function: `(Cstring, Cint...)` takes the fixed types, then any number of
     * the last type; the count operand then also carries the fixed count (docs/ir.md) */
    bool va = ntypes > 0 && lw_is_expr(lw_arg(at, ntypes - 1), "...");
    int nfixed = va ? ntypes - 1 : ntypes;
    if (va ? nargs < nfixed : nargs != ntypes)
        lw_error(c, "syntax: ccall: wrong number of arguments to C function");
    int nat = nargs;
    ir_val *a = rt_alloc(sizeof(ir_val) * (size_t)(4 + 2 * nat + 1));
    a[0] = target ? lw_value(c, target) : ir_const(name);
    a[1] = ir_const(lib);
    a[2] = rt;
    a[3] = ir_const(rt_box_int64(va ? nat | (int64_t)(nfixed + 1) << 16 : nat));
    for (int i = 0; i < nat; i++) {
        rt_value *t = lw_arg(at, i < nfixed ? i : nfixed);
        if (lw_is_expr(t, "..."))
            t = lw_arg(t, 0);
        a[4 + i] = lw_value(c, t);
    }
    lw_args(c, e, k, n, a + 4 + nat);
    return lw_call(c, lw_builtin(IRB_FOREIGNCALL), 4 + 2 * nat, a);
}

ir_val lw_call_expr(lw_ctx *c, rt_value *e)
{
    int n = lw_nargs(e);
    if (n == 0)
        lw_error(c, "syntax: empty call");
    rt_value *fe = lw_arg(e, 0);
    if (lw_is_sym(fe)) {
        rt_sym *fs = (rt_sym *)fe;
        /* a long chain a + b + c + ... (one n-ary call as parsed): calls of at most
         * LW_LONG_ARGS operands, each the first operand of the next, which is the same left
         * fold that Base's n-ary + and * make, without a specialization per length */
        if (n - 1 > LW_LONG_ARGS && (fs == rt_symbol("+") || fs == rt_symbol("*")) &&
            !lw_is_local_name(c, fs) && !lw_has_splat(e, 1) && !lw_has_kw(e, 1)) {
            rt_expr *acc = rt_new_expr(rt_symbol("call"), 0);
            rt_expr_push(acc, fe);
            int i = 1;
            for (; i <= LW_LONG_ARGS; i++)
                rt_expr_push(acc, lw_arg(e, i));
            while (i < n) {
                rt_expr *next = rt_new_expr(rt_symbol("call"), 0);
                rt_expr_push(next, fe);
                rt_expr_push(next, (rt_value *)acc);
                for (int k = 1; k < LW_LONG_ARGS && i < n; k++, i++)
                    rt_expr_push(next, lw_arg(e, i));
                acc = next;
            }
            return lw_call_expr(c, (rt_value *)acc);
        }
        if (lw_is_dotop(fs) && !lw_is_local_name(c, fs))
            return lw_dotcall(c, e);
        if (fs == rt_symbol("ccall") && !lw_is_local_name(c, fs))
            return lw_ccall(c, e);
        /* x^n with a literal integer n: Base.literal_pow(^, x, Val(n)) */
        if (fs == rt_symbol("^") && n == 3 && lw_arg(e, 2) &&
            rt_typeof(lw_arg(e, 2)) == rt_int64_type && !lw_is_local_name(c, fs)) {
            ir_val f = lw_read_var(c, fs);
            ir_val x = lw_value(c, lw_arg(e, 1));
            ir_val vt = lw_call2(c, lw_builtin(IRB_APPLY_TYPE), lw_base("Val"),
                                 ir_const(lw_arg(e, 2)));
            ir_val vv = lw_call(c, vt, 0, NULL);
            ir_val a[3] = {f, x, vv};
            return lw_call(c, lw_base("literal_pow"), 3, a);
        }
    }
    ir_val f = lw_value(c, fe);
    if (n > 1 && !lw_trivial_ast(lw_arg(e, 1)))
        f = lw_stabilize(c, f);
    return lw_call_general(c, f, e, 1);
}

/* a[i, j] and `end` */
static ir_val lw_ref(lw_ctx *c, rt_value *e)
{
    int n = lw_nargs(e);
    ir_val a = lw_value(c, lw_arg(e, 0));
    bool nontriv = false;
    for (int i = 1; i < n; i++)
        if (!lw_trivial_ast(lw_arg(e, i)))
            nontriv = true;
    if (nontriv)
        a = lw_stabilize(c, a);
    lw_endctx ec = {c->endc, a, 0, n - 1, lw_has_splat(e, 1)};
    c->endc = &ec;
    ir_val r;
    if (lw_has_splat(e, 1) || lw_has_kw(e, 1)) {
        /* getindex(a, i, xs...) */
        rt_expr *t = rt_new_expr(rt_symbol("call"), 0);
        for (int i = 1; i < n; i++)
            rt_expr_push(t, lw_arg(e, i));
        ec.dim = 1;
        ir_val g = lw_base("getindex");
        rt_expr *t2 = rt_new_expr(rt_symbol("call"), 0);
        rt_expr_push(t2, (rt_value *)rt_symbol("getindex"));
        for (int i = 0; i < rt_expr_nargs(t); i++)
            rt_expr_push(t2, rt_expr_arg(t, i));
        /* evaluate a first, then the rest */
        int m = rt_expr_nargs(t2);
        ir_val *parts = rt_alloc(sizeof(ir_val) * (size_t)(m + 3));
        int np = 0;
        parts[np++] = lw_base("iterate");
        parts[np++] = g;
        ir_val run[64];
        int nrun = 0;
        run[nrun++] = a;
        for (int i = 1; i < m; i++) {
            rt_value *x = rt_expr_arg(t2, i);
            ec.dim = i;
            if (lw_is_expr(x, "...")) {
                parts[np++] = lw_tuple_vals(c, nrun, run);
                nrun = 0;
                parts[np++] = lw_stabilize(c, lw_value(c, lw_arg(x, 0)));
            } else if (nrun < 64) {
                run[nrun++] = lw_stabilize(c, lw_value(c, x));
            }
        }
        if (nrun)
            parts[np++] = lw_tuple_vals(c, nrun, run);
        r = lw_call(c, lw_builtin(IRB_APPLY_ITERATE), np, parts);
    } else {
        ir_val *args = rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
        args[0] = a;
        int last = -1;
        for (int i = 1; i < n; i++)
            if (!lw_trivial_ast(lw_arg(e, i)))
                last = i;
        for (int i = 1; i < n; i++) {
            ec.dim = i;
            ir_val v = lw_value(c, lw_arg(e, i));
            if (i < last)
                v = lw_stabilize(c, v);
            args[i] = v;
        }
        r = lw_call(c, lw_base("getindex"), n, args);
    }
    c->endc = ec.prev;
    return r;
}

/* `end` / `begin` inside indexing: lastindex / firstindex of the object (per dimension
 * when several indices are given) */
static ir_val lw_end(lw_ctx *c, const char *fn)
{
    lw_endctx *ec = c->endc;
    if (ec->ndims == 1 && !ec->has_splat)
        return lw_call1(c, lw_base(fn), ec->obj);
    return lw_call2(c, lw_base(fn), ec->obj, ir_const(rt_box_int64(ec->dim)));
}

/* Build `T{...} where vars` style UnionAll from a TypeVar list. */
static int lw_tv_counter;

static ir_val lw_typevar(lw_ctx *c, rt_sym *name, rt_value *lb, rt_value *ub)
{
    ir_val a[3];
    int n = 0;
    a[n++] = lw_sym_const(name);
    if (lb)
        a[n++] = lw_value(c, lb);
    if (ub)
        a[n++] = lw_value(c, ub);
    if (lb && !ub)
        a[n++] = ir_global(rt_core_module, rt_symbol("Any"));
    return lw_call(c, lw_core("TypeVar"), n, a);
}

static ir_val lw_curly(lw_ctx *c, rt_value *e)
{
    int n = lw_nargs(e);
    for (int i = 1; i < n; i++) /* `Tuple{S...}`: a call of apply_type with the splat */
        if (lw_is_expr(lw_arg(e, i), "...")) {
            rt_expr *call = rt_new_expr(rt_symbol("call"), 0);
            rt_expr_push(call, lw_core_ref("apply_type"));
            for (int k = 0; k < n; k++)
                rt_expr_push(call, lw_arg(e, k));
            return lw_value(c, (rt_value *)call);
        }
    ir_val *a = rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
    ir_val tvs[32];
    int ntv = 0;
    a[0] = lw_value(c, lw_arg(e, 0));
    for (int i = 1; i < n; i++) {
        rt_value *p = lw_arg(e, i);
        if ((lw_is_expr(p, "<:") || lw_is_expr(p, ">:")) && lw_nargs(p) == 1 && ntv < 32) {
            char buf[32];
            snprintf(buf, sizeof buf, "#s%d", ++lw_tv_counter);
            bool up = lw_is_expr(p, "<:");
            ir_val tv = lw_typevar(c, rt_symbol(buf), up ? NULL : lw_arg(p, 0),
                                   up ? lw_arg(p, 0) : NULL);
            tv = lw_stabilize(c, tv);
            if (tv.kind == IRV_SSA) {
                int32_t t = lw_new_temp(c);
                lw_assign_slot(c, t, tv);
                tv = ir_slot(t);
            }
            tvs[ntv++] = tv;
            a[i] = tv;
        } else {
            a[i] = lw_value(c, p);
        }
    }
    ir_val r = lw_call(c, lw_builtin(IRB_APPLY_TYPE), n, a);
    for (int i = ntv - 1; i >= 0; i--)
        r = lw_call2(c, lw_core("UnionAll"), tvs[i], r);
    return r;
}

/* T where {vars}: each var becomes a local bound to a TypeVar. */
static ir_val lw_where(lw_ctx *c, rt_value *e)
{
    int n = lw_nargs(e);
    lw_scope_push(c, LW_SC_HARD);
    int32_t slots[32];
    int ns = 0;
    for (int i = 1; i < n && ns < 32; i++) {
        rt_value *v = lw_arg(e, i);
        rt_value *lb = NULL, *ub = NULL;
        rt_sym *name = NULL;
        if (lw_is_sym(v))
            name = (rt_sym *)v;
        else if (lw_is_expr(v, "<:") && lw_nargs(v) == 2) {
            name = (rt_sym *)lw_arg(v, 0);
            ub = lw_arg(v, 1);
        } else if (lw_is_expr(v, ">:") && lw_nargs(v) == 2) {
            name = (rt_sym *)lw_arg(v, 0);
            lb = lw_arg(v, 1);
        } else if (lw_is_expr(v, "comparison") && lw_nargs(v) == 5) {
            lb = lw_arg(v, 0);
            name = (rt_sym *)lw_arg(v, 2);
            ub = lw_arg(v, 4);
        }
        if (!name || !lw_is_sym((rt_value *)name))
            lw_error(c, "syntax: invalid variable expression in \"where\"");
        ir_val tv = lw_typevar(c, name, lb, ub);
        int32_t s = lw_scope_add_local(c, name);
        lw_assign_slot(c, s, tv);
        slots[ns++] = s;
    }
    ir_val r = lw_value(c, lw_arg(e, 0));
    for (int i = ns - 1; i >= 0; i--)
        r = lw_call2(c, lw_core("UnionAll"), ir_slot(slots[i]), r);
    lw_scope_pop(c);
    return r;
}

ir_val lw_string_interp(lw_ctx *c, rt_value *e)
{
    int n = lw_nargs(e);
    ir_val *a = rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
    lw_args(c, e, 0, n, a);
    return lw_call(c, lw_base("string"), n, a);
}

static ir_val lw_tuple(lw_ctx *c, rt_value *e)
{
    if (lw_is_named_tuple(e))
        return lw_namedtuple(c, e, 0);
    if (lw_has_splat(e, 0))
        return lw_splat_call(c, lw_builtin(IRB_TUPLE), e, 0);
    int n = lw_nargs(e);
    ir_val *a = rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
    lw_args(c, e, 0, n, a);
    return lw_tuple_vals(c, n, a);
}

static ir_val lw_static_param(lw_ctx *c, rt_sym *name)
{
    ir_func *f = c->f;
    for (int i = 0; i < f->nsparams; i++)
        if (f->sparam_names[i] == name) {
            int32_t k = lw_emit(c, IR_STATIC_PARAM, 0, NULL);
            c->f->stmts[k].slot = i;
            return ir_ssa(k);
        }
    return ir_none();
}

static ir_val lw_symbol(lw_ctx *c, rt_sym *s)
{
    if (s == rt_symbol("end") && c->endc)
        return lw_end(c, "lastindex");
    if (s == rt_symbol("begin") && c->endc)
        return lw_end(c, "firstindex");
    lw_var v = lw_resolve(c, s);
    if (v.kind == LW_VAR_GLOBAL) {
        ir_val sp = lw_static_param(c, s);
        if (sp.kind != IRV_NONE)
            return sp;
    }
    return lw_read_var(c, s);
}

static ir_val lw_isdefined(lw_ctx *c, rt_value *e)
{
    rt_value *x = lw_nargs(e) ? lw_arg(e, 0) : NULL;
    if (lw_is_sym(x)) {
        lw_var v = lw_resolve(c, (rt_sym *)x);
        if (v.kind == LW_VAR_LOCAL && !v.boxed) {
            int32_t k = lw_emit(c, IR_ISDEFINED, 0, NULL);
            c->f->stmts[k].slot = v.slot;
            return ir_ssa(k);
        }
        if (v.kind == LW_VAR_GLOBAL)
            return lw_call2(c, lw_builtin(IRB_ISDEFINED), ir_const((rt_value *)c->mod),
                            lw_sym_const((rt_sym *)x));
        return ir_const(rt_true);
    }
    lw_error(c, "syntax: invalid @isdefined argument");
}

ir_val lw_expr(lw_ctx *c, rt_value *e, bool want)
{
    if (!e)
        return lw_nothing();
    rt_type *t = rt_typeof(e);
    if (t == rt_symbol_type)
        return lw_symbol(c, (rt_sym *)e);
    if (t == rt_linenumbernode_type) {
        c->line = (int)((rt_linenode *)e)->line;
        return want ? lw_nothing() : ir_none();
    }
    if (t == rt_quotenode_type)
        return ir_const(((rt_quotenode *)e)->value);
    if (t == rt_globalref_type)
        return ir_global(((rt_globalref *)e)->module, ((rt_globalref *)e)->name);
    if (t != rt_expr_type)
        return ir_const(e);
    lw_check_stack();
    const char *h = ((rt_expr *)e)->head->name;
    int n = lw_nargs(e);
    switch (h[0]) {
    case 'b':
        if (!strcmp(h, "block"))
            return lw_block(c, e, want);
        if (!strcmp(h, "break"))
            return lw_break(c, false);
        break;
    case 'c':
        if (!strcmp(h, "call"))
            return lw_call_expr(c, e);
        if (!strcmp(h, "comparison"))
            return lw_comparison(c, e);
        if (!strcmp(h, "continue"))
            return lw_break(c, true);
        if (!strcmp(h, "const"))
            return lw_const(c, e);
        if (!strcmp(h, "curly"))
            return lw_curly(c, e);
        if (!strcmp(h, "comprehension"))
            return lw_comprehension(c, lw_arg(e, 0), NULL);
        break;
    case 'd':
        if (!strcmp(h, "do"))
            return lw_do(c, e);
        break;
    case 'e':
        if (!strcmp(h, "elseif"))
            return lw_if(c, e, want);
        break;
    case 'f':
        if (!strcmp(h, "for"))
            return lw_for(c, e);
        if (!strcmp(h, "function"))
            return lw_function_def(c, e);
        if (!strcmp(h, "flatten"))
            return lw_generator(c, e);
        break;
    case 'g':
        if (!strcmp(h, "global"))
            return lw_local_decl(c, e, true);
        if (!strcmp(h, "generator"))
            return lw_generator(c, e);
        break;
    case 'i':
        if (!strcmp(h, "if"))
            return lw_if(c, e, want);
        if (!strcmp(h, "inert"))
            return ir_const(n ? lw_arg(e, 0) : rt_nothing);
        if (!strcmp(h, "isdefined"))
            return lw_isdefined(c, e);
        break;
    case 'l':
        if (!strcmp(h, "let"))
            return lw_let(c, e, want);
        if (!strcmp(h, "local"))
            return lw_local_decl(c, e, false);
        break;
    case 'm':
        if (!strcmp(h, "macrocall"))
            return lw_macrocall(c, e, want);
        if (!strcmp(h, "meta"))
            return want ? lw_nothing() : ir_none();
        if (!strcmp(h, "module"))
            lw_error(c, "syntax: \"module\" expression not at top level");
        break;
    case 'q':
        if (!strcmp(h, "quote"))
            return lw_quote(c, e); /* lower_quote.c: `$` interpolation */
        break;
    case 'r':
        if (!strcmp(h, "ref"))
            return lw_ref(c, e);
        if (!strcmp(h, "return"))
            return lw_return(c, n ? lw_arg(e, 0) : NULL);
        break;
    case 's':
        if (!strcmp(h, "string"))
            return lw_string_interp(c, e);
        if (!strcmp(h, "struct"))
            lw_error(c, "syntax: \"struct\" expression not at top level");
        break;
    case 't':
        if (!strcmp(h, "tuple"))
            return lw_tuple(c, e);
        if (!strcmp(h, "try"))
            return lw_try(c, e, want);
        if (!strcmp(h, "typed_comprehension"))
            return lw_comprehension(c, lw_arg(e, 1), lw_arg(e, 0));
        if (!strncmp(h, "typed_", 6))
            return lw_array_lit(c, e);
        break;
    case 'v':
        if (!strcmp(h, "vect") || !strcmp(h, "vcat"))
            return lw_array_lit(c, e);
        break;
    case 'w':
        if (!strcmp(h, "while"))
            return lw_while(c, e);
        if (!strcmp(h, "where"))
            return lw_where(c, e);
        break;
    default:
        break;
    }
    if (!strcmp(h, "hcat") || !strcmp(h, "ncat"))
        return lw_array_lit(c, e);
    if (!strcmp(h, "new"))
        return lw_new(c, e);
    if (!strcmp(h, "="))
        return lw_assign(c, lw_arg(e, 0), lw_arg(e, 1), want);
    if (!strcmp(h, ".="))
        return lw_broadcast_assign(c, e);
    if (!strcmp(h, "&&") || !strcmp(h, "||"))
        return lw_andor(c, e, want, h[0] == '&');
    if ((!strcmp(h, ".&&") || !strcmp(h, ".||")) && n == 2)
        return lw_dotcall(c, e);
    if (!strcmp(h, "."))
        return lw_dot(c, e);
    if (!strcmp(h, "->"))
        return lw_lambda(c, e);
    if (!strcmp(h, "::") && n == 2) {
        ir_val x = lw_value(c, lw_arg(e, 0));
        ir_val ty = lw_value(c, lw_arg(e, 1));
        return lw_call2(c, lw_builtin(IRB_TYPEASSERT), x, ty);
    }
    if (!strcmp(h, "<:") && n == 2) {
        ir_val a[2];
        lw_args(c, e, 0, 2, a);
        return lw_call(c, lw_builtin(IRB_SUBTYPE), 2, a);
    }
    if (!strcmp(h, ">:") && n == 2) {
        ir_val a[2];
        lw_args(c, e, 0, 2, a);
        return lw_call(c, ir_global(c->mod, rt_symbol(">:")), 2, a);
    }
    if (!strcmp(h, "'") && n == 1)
        return lw_call1(c, ir_global(c->mod, rt_symbol("adjoint")), lw_value(c, lw_arg(e, 0)));
    if (h[strlen(h) - 1] == '=' && n == 2 && strcmp(h, "==") && strcmp(h, "<=") &&
        strcmp(h, ">="))
        return lw_update(c, e, want);
    if (!strcmp(h, "..."))
        lw_error(c, "syntax: \"...\" expression outside call");
    if (!strcmp(h, "$"))
        lw_error(c, "syntax: \"$\" expression outside quote");
    if (!strcmp(h, "parameters"))
        lw_error(c, "syntax: unexpected semicolon in tuple");
    if (!strcmp(h, "kw"))
        lw_error(c, "syntax: invalid keyword argument syntax \"%s\"", lw_expr_str(e));
    if (!strcmp(h, "abstract") || !strcmp(h, "primitive") || !strcmp(h, "using") ||
        !strcmp(h, "import") || !strcmp(h, "export") || !strcmp(h, "toplevel") ||
        !strcmp(h, "macro"))
        lw_error(c, "syntax: \"%s\" expression not at top level", h);
    if (!strcmp(h, "error") || !strcmp(h, "incomplete"))
        lw_error(c, "syntax: %s", n && rt_typeof(lw_arg(e, 0)) == rt_string_type
                                        ? ((rt_string *)lw_arg(e, 0))->data
                                        : "invalid syntax");
    lw_error(c, "syntax: invalid syntax \"%s\"", lw_expr_str(e));
}
