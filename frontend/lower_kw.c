/* lower_kw.c — keyword arguments and named tuples.
 *
 * Calls: `f(a; k=1, kws...)` / `f(a, k=1)` → `Base.kwcall(nt, f, a)` where nt is the
 * NamedTuple of the keywords (splatted keyword collections are merged with Base.merge).
 * Named tuples `(a = 1, b = x)` → `Core.apply_type(Core.NamedTuple, (:a, :b))((1, x))`.
 *
 * Definitions `function f(a, b=2; k=1, r::Int, kws...) body end` produce
 *   - the body method  `#f#N(k, r, kws, #fself#, a, b) = body`   (a global function);
 *   - positional methods `f(a) = f(a, 2)`, `f(a, b) = #f#N(1, <UndefKeywordError>, Base._no_kwargs, #self#, a, b)`
 *     (keyword defaults evaluated in order, each may use the earlier ones);
 *   - `Base.kwcall(#nt#::NamedTuple, #fself#::Base._kwself(f), a[, b])` methods that take
 *     each keyword from nt (`Core.isdefined(nt, :k) ? getfield(nt, :k) : default`),
 *     collect the rest (`Base.pairs(Base.structdiff(nt, NamedTuple{(:k, :r)}))`) or, without
 *     `kws...`, call `Base.kwerr(nt, f, args...)` when `Base._kw_has_other(nt, (:k, :r))`
 *     (then the rest is the constant `Base._no_kwargs`), and call the body method.
 * Closures and callable objects keep their body in their Base.kwcall method instead (see
 * lw_kw_callable). */
#include "lower.h"
#include <string.h>

bool lw_is_named_tuple(rt_value *e)
{
    for (int i = 0; i < lw_nargs(e); i++) {
        rt_value *a = lw_arg(e, i);
        if (lw_is_expr(a, "=") || lw_is_expr(a, "parameters") || lw_is_expr(a, "kw"))
            return true;
    }
    return false;
}

typedef struct lw_kwitems {
    rt_sym **names;   /* keyword names (NULL for a splatted collection) */
    rt_value **vals;  /* value ASTs */
    int n, cap;       /* used / allocated */
} lw_kwitems;

static void lw_kw_add(lw_kwitems *k, rt_sym *name, rt_value *v)
{
    if (k->n == k->cap) {
        int cap = k->cap ? k->cap * 2 : 8;
        rt_sym **nn = rt_alloc(sizeof(rt_sym *) * (size_t)cap);
        rt_value **nv = rt_alloc(sizeof(rt_value *) * (size_t)cap);
        if (k->n) {
            memcpy(nn, k->names, sizeof(rt_sym *) * (size_t)k->n);
            memcpy(nv, k->vals, sizeof(rt_value *) * (size_t)k->n);
        }
        k->names = nn;
        k->vals = nv;
        k->cap = cap;
    }
    k->names[k->n] = name;
    k->vals[k->n] = v;
    k->n++;
}

static void lw_kw_item(lw_ctx *c, lw_kwitems *k, rt_value *a)
{
    lw_check_stack();
    if ((lw_is_expr(a, "kw") || lw_is_expr(a, "=")) && lw_nargs(a) == 2) {
        rt_value *nm = lw_arg(a, 0);
        if (!lw_is_sym(nm))
            lw_error(c, "syntax: invalid keyword argument name \"%s\"", lw_expr_str(nm));
        lw_kw_add(k, (rt_sym *)nm, lw_arg(a, 1));
    } else if (lw_is_sym(a)) {
        lw_kw_add(k, (rt_sym *)a, a);
    } else if (lw_is_expr(a, ".") && lw_nargs(a) == 2) {
        rt_value *q = lw_arg(a, 1);
        rt_sym *nm = NULL;
        if (q && rt_typeof(q) == rt_quotenode_type && lw_is_sym(((rt_quotenode *)q)->value))
            nm = (rt_sym *)((rt_quotenode *)q)->value;
        if (!nm)
            lw_error(c, "syntax: invalid named tuple element \"%s\"", lw_expr_str(a));
        lw_kw_add(k, nm, a);
    } else if (lw_is_expr(a, "...") && lw_nargs(a) == 1) {
        lw_kw_add(k, NULL, lw_arg(a, 0));
    } else if (lw_is_expr(a, "parameters")) {
        for (int i = 0; i < lw_nargs(a); i++)
            lw_kw_item(c, k, lw_arg(a, i));
    } else {
        lw_error(c, "syntax: invalid named tuple element \"%s\"", lw_expr_str(a));
    }
}

/* NamedTuple of names[from..to) with values already lowered. */
static ir_val lw_nt_plain(lw_ctx *c, rt_sym **names, ir_val *vals, int n)
{
    ir_val *ks = rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        ks[i] = lw_sym_const(names[i]);
    ir_val keys = lw_tuple_vals(c, n, ks);
    ir_val T = lw_call2(c, lw_builtin(IRB_APPLY_TYPE), lw_core("NamedTuple"), keys);
    ir_val tup = lw_tuple_vals(c, n, vals);
    return lw_call1(c, T, tup);
}

static ir_val lw_nt_build(lw_ctx *c, lw_kwitems *k)
{
    ir_val acc = ir_none();
    int i = 0;
    while (i < k->n) {
        ir_val piece;
        if (!k->names[i]) {
            piece = lw_value(c, k->vals[i]);
            i++;
            if (acc.kind == IRV_NONE)
                acc = lw_call(c, lw_core("NamedTuple"), 0, NULL);
            acc = lw_call2(c, lw_base("merge"), acc, piece);
            continue;
        }
        int j = i;
        while (j < k->n && k->names[j])
            j++;
        ir_val *vals = rt_alloc(sizeof(ir_val) * (size_t)(j - i + 1));
        for (int q = i; q < j; q++) {
            ir_val v = lw_value(c, k->vals[q]);
            if (q + 1 < j && !lw_trivial_ast(k->vals[q + 1]))
                v = lw_stabilize(c, v);
            vals[q - i] = v;
        }
        for (int q = i; q < j; q++)
            for (int r = q + 1; r < j; r++)
                if (k->names[q] == k->names[r])
                    lw_error(c, "syntax: field name \"%s\" repeated in named tuple",
                             k->names[q]->name);
        piece = lw_nt_plain(c, k->names + i, vals, j - i);
        acc = acc.kind == IRV_NONE ? piece : lw_call2(c, lw_base("merge"), acc, piece);
        i = j;
    }
    if (acc.kind == IRV_NONE)
        acc = lw_call(c, lw_core("NamedTuple"), 0, NULL);
    return acc;
}

ir_val lw_namedtuple(lw_ctx *c, rt_value *e, int from)
{
    lw_kwitems k = {0};
    for (int i = from; i < lw_nargs(e); i++)
        lw_kw_item(c, &k, lw_arg(e, i));
    return lw_nt_build(c, &k);
}

static rt_value *lw_base_ref(const char *name);
/* `f(a...; kw...)` whose keywords are one splat: as Julia lowers it, a plain f(a...) when
 * kw turns out empty (so methods without keywords still take the call), else
 * Base.kwcall(merge(NamedTuple(), kw), f, a...). */
static ir_val lw_kwcall_splat(lw_ctx *c, ir_val f, rt_expr *pos, rt_value *splat)
{
    /* the callee, the positional arguments (a splat's collection), then the keywords,
     * each evaluated once into a temporary both branches read */
    int scopes = 0;
    rt_sym *fn = lw_bind_temp_name(c, f);
    scopes++;
    rt_expr *plain = rt_new_expr(rt_symbol("call"), 0);
    rt_expr_push(plain, (rt_value *)fn);
    for (int i = 1; i < rt_expr_nargs(pos); i++) {
        rt_value *a = rt_expr_arg(pos, i);
        bool sp = lw_is_expr(a, "...") && lw_nargs(a) == 1;
        rt_sym *t = lw_bind_temp_name(c, lw_value(c, sp ? lw_arg(a, 0) : a));
        scopes++;
        rt_expr_push(plain, sp ? (rt_value *)rt_exprv(rt_symbol("..."), 1, t) : (rt_value *)t);
    }
    rt_sym *kwn = lw_bind_temp_name(c, lw_value(c, splat));
    scopes++;
    rt_expr *kwc = rt_new_expr(rt_symbol("call"), 0);
    rt_expr_push(kwc, lw_base_ref("kwcall"));
    rt_expr_push(kwc, (rt_value *)rt_exprv(rt_symbol("call"), 3, lw_base_ref("merge"),
                                           rt_exprv(rt_symbol("call"), 1, lw_core_ref("NamedTuple")),
                                           kwn));
    for (int i = 0; i < rt_expr_nargs(plain); i++)
        rt_expr_push(kwc, rt_expr_arg(plain, i));
    rt_value *test = (rt_value *)rt_exprv(rt_symbol("call"), 2, lw_base_ref("isempty"), kwn);
    ir_val r = lw_value(c, (rt_value *)rt_exprv(rt_symbol("if"), 3, test, plain, kwc));
    while (scopes-- > 0)
        lw_scope_pop(c);
    return r;
}

ir_val lw_kwcall(lw_ctx *c, ir_val f, rt_value *e, int from)
{
    lw_kwitems k = {0};
    rt_expr *pos = rt_new_expr(rt_symbol("call"), 0);
    rt_expr_push(pos, rt_nothing); /* placeholder for the callee */
    for (int i = from; i < lw_nargs(e); i++) {
        rt_value *a = lw_arg(e, i);
        if (lw_is_expr(a, "parameters") || lw_is_expr(a, "kw"))
            lw_kw_item(c, &k, a);
        else
            rt_expr_push(pos, a);
    }
    f = lw_stabilize(c, f);
    if (k.n == 1 && !k.names[0])
        return lw_kwcall_splat(c, f, pos, k.vals[0]);
    ir_val nt = lw_nt_build(c, &k);
    rt_sym *ntn = lw_bind_temp_name(c, nt);
    rt_sym *fn = lw_bind_temp_name(c, f);
    rt_expr *call = rt_new_expr(rt_symbol("call"), 0);
    rt_expr_push(call, (rt_value *)rt_symbol("#kwcall#"));
    rt_expr_push(call, (rt_value *)ntn);
    rt_expr_push(call, (rt_value *)fn);
    for (int i = 1; i < rt_expr_nargs(pos); i++)
        rt_expr_push(call, rt_expr_arg(pos, i));
    ir_val r = lw_call_general(c, lw_base("kwcall"), (rt_value *)call, 1);
    lw_scope_pop(c);
    lw_scope_pop(c);
    return r;
}

/* ------------------------------------------------------------ definitions */
static rt_value *lw_q(rt_value *v) { return rt_new_quotenode(v); }

rt_value *lw_core_ref(const char *name)
{
    return (rt_value *)rt_exprv(rt_symbol("."), 2, rt_symbol("Core"),
                                lw_q((rt_value *)rt_symbol(name)));
}

static rt_value *lw_base_ref(const char *name)
{
    return (rt_value *)rt_exprv(rt_symbol("."), 2, rt_symbol("Base"),
                                lw_q((rt_value *)rt_symbol(name)));
}

static rt_value *lw_bi(int id) { return lw_q((rt_value *)ir_builtin_fn[id]); }

/* The arguments `a, b, c...` of a call forwarding a signature's positional arguments. */
static void lw_push_posargs(rt_expr *call, lw_sig *sig)
{
    for (int i = 0; i < sig->n; i++) {
        rt_value *a = (rt_value *)sig->names[i];
        if (sig->isva && i == sig->n - 1)
            a = (rt_value *)rt_exprv(rt_symbol("..."), 1, a);
        rt_expr_push(call, a);
    }
}

/* `k = isdefined(nt, :k) ? getfield(nt, :k)::T : default` for each keyword, as a block;
 * *keys receives the tuple of their names (quoted). */
static rt_expr *lw_kw_unpack(rt_sym *ntname, rt_sym **kn, rt_value **kt, rt_value **kd, int nk,
                             rt_expr **keys)
{
    rt_expr *kb = rt_new_expr(rt_symbol("block"), 0);
    *keys = rt_new_expr(rt_symbol("tuple"), 0);
    for (int i = 0; i < nk; i++) {
        rt_expr_push(*keys, lw_q((rt_value *)kn[i]));
        rt_value *get = (rt_value *)rt_exprv(rt_symbol("call"), 3, lw_bi(IRB_GETFIELD),
                                             ntname, lw_q((rt_value *)kn[i]));
        if (kt[i]) {
            /* a value of the wrong type: TypeError(Symbol("keyword argument"), :k, T, v) */
            rt_value *bad = (rt_value *)rt_exprv(
                rt_symbol("call"), 2, lw_bi(IRB_THROW),
                rt_exprv(rt_symbol("call"), 5, lw_core_ref("TypeError"),
                         lw_q((rt_value *)rt_symbol("keyword argument")),
                         lw_q((rt_value *)kn[i]), kt[i], get));
            get = (rt_value *)rt_exprv(
                rt_symbol("if"), 3, rt_exprv(rt_symbol("call"), 3, lw_bi(IRB_ISA), get, kt[i]),
                rt_exprv(rt_symbol("::"), 2, get, kt[i]), bad);
        }
        rt_value *v = (rt_value *)rt_exprv(
            rt_symbol("if"), 3,
            rt_exprv(rt_symbol("call"), 3, lw_bi(IRB_ISDEFINED), ntname, lw_q((rt_value *)kn[i])),
            get, kd[i]);
        rt_expr_push(kb, (rt_value *)rt_exprv(rt_symbol("="), 2, kn[i], v));
    }
    return kb;
}

/* The keyword names a MethodError's candidate line shows for the positional methods
 * (Julia's kwarg_decl: the keyword sorter's local names, declaration order, the slurp
 * last as `kws...`); kept on the method definitions so they are known without lowering
 * a deferred body. */
typedef struct lw_kwdecl {
    rt_sym **names; /* the names */
    int n;          /* their number */
} lw_kwdecl;

static lw_kwdecl lw_kw_decl(rt_sym **kn, int nk, rt_sym *rest)
{
    lw_kwdecl d = {rt_alloc(sizeof(rt_sym *) * (size_t)(nk + 1)), 0};
    for (int i = 0; i < nk; i++)
        if (!strchr(kn[i]->name, '#'))
            d.names[d.n++] = kn[i];
    if (rest && !strchr(rest->name, '#')) {
        size_t len = strlen(rest->name);
        char *buf = rt_alloc(len + 4);
        memcpy(buf, rest->name, len);
        memcpy(buf + len, "...", 4);
        d.names[d.n++] = rt_symbol(buf);
    }
    return d;
}

/* Push a positional method of a function with keywords, noting its keyword names. */
static void lw_push_kw_positional(lw_ctx *c, ir_method_def *m, lw_kwdecl d, int line)
{
    m->kwnames = d.n ? d.names : NULL;
    m->nkwnames = d.n;
    lw_push_method(c, m, line);
}

/* Keywords of a closure (capparent, its type named by selfast) or of a callable object
 * (sig->selftype): as in Julia the keyword sorter belongs to the object's type, so the
 * body goes into the `Base.kwcall(#nt#::NamedTuple, #fself#::T, args…)` method itself —
 * which reads captured variables from #fself# (lw_method_from_ex) and binds the object's
 * own name (`(p::Poly)(x; k)`) to it — and the positional method `(::T)(args…)` calls
 * `Base.kwcall(NamedTuple(), #self#, args…)`. */
static void lw_kw_callable(lw_ctx *c, lw_sig *sig, rt_value *body, lw_ctx *capparent,
                           rt_value *selfast, int line, rt_sym **kn, rt_value **kt,
                           rt_value **kd, int nk, rt_sym *rest, lw_kwdecl decl)
{
    rt_sym *selfsym = sig->selfname ? sig->selfname : rt_symbol("#fself#");
    rt_sym *ntname = rt_symbol("#nt#");
    rt_value *selftype = selfast ? selfast : sig->selftype;
    if (!selftype && sig->fexpr && lw_is_expr(sig->fexpr, "curly"))
        /* a constructor `T{P}(…; k) where P`: the sorter's object is the type */
        selftype = (rt_value *)rt_exprv(rt_symbol("curly"), 2, lw_core_ref("Type"), sig->fexpr);
    if (!selftype)
        lw_error(c, "syntax: invalid function name");
    int nfix = sig->isva ? sig->n - 1 : sig->n;
    int nreq = 0;
    while (nreq < nfix && !sig->defaults[nreq])
        nreq++;
    /* positional methods: optional arguments filled in, then the keyword sorter */
    rt_expr *fwd = rt_new_expr(rt_symbol("call"), 0);
    rt_expr_push(fwd, lw_base_ref("kwcall"));
    rt_expr_push(fwd, (rt_value *)rt_exprv(rt_symbol("call"), 1, lw_core_ref("NamedTuple")));
    rt_expr_push(fwd, (rt_value *)rt_symbol("#self#"));
    lw_push_posargs(fwd, sig);
    for (int k = nreq; k < nfix; k++)
        lw_push_kw_positional(c, lw_method_variant(c, sig, k, NULL, capparent, selfast), decl,
                              line);
    lw_push_kw_positional(
        c, lw_method_variant(c, sig, sig->n, (rt_value *)fwd, capparent, selfast), decl, line);
    /* Base.kwcall methods: take each keyword from nt, then the body */
    lw_sig ks = *sig;
    ks.name = NULL;
    ks.fexpr = NULL;
    ks.selftype = NULL;
    ks.selfname = NULL;
    rt_expr *keys;
    rt_expr *kb = lw_kw_unpack(ntname, kn, kt, kd, nk, &keys);
    if (rest) {
        rt_value *ntT =
            (rt_value *)rt_exprv(rt_symbol("curly"), 2, lw_core_ref("NamedTuple"), keys);
        rt_value *diff =
            (rt_value *)rt_exprv(rt_symbol("call"), 3, lw_base_ref("structdiff"), ntname, ntT);
        rt_expr_push(kb, (rt_value *)rt_exprv(rt_symbol("="), 2, rest,
                                              rt_exprv(rt_symbol("call"), 2, lw_base_ref("pairs"),
                                                       diff)));
    } else {
        rt_expr *err = rt_new_expr(rt_symbol("call"), 0);
        rt_expr_push(err, lw_base_ref("kwerr"));
        rt_expr_push(err, (rt_value *)ntname);
        rt_expr_push(err, (rt_value *)selfsym);
        lw_push_posargs(err, sig);
        rt_value *cond = (rt_value *)rt_exprv(rt_symbol("call"), 3, lw_base_ref("_kw_has_other"),
                                              ntname, keys);
        rt_expr_push(kb, (rt_value *)rt_exprv(rt_symbol("if"), 2, cond, err));
    }
    rt_expr_push(kb, body);
    rt_value *pt[2] = {lw_core_ref("NamedTuple"), selftype};
    rt_sym *pn[2] = {ntname, selfsym};
    for (int k = nreq; k <= nfix; k++) {
        bool full = k == nfix;
        ir_method_def *m = lw_method_from_ex(c, rt_symbol("kwcall"), &ks, full ? sig->n : k,
                                             full ? (rt_value *)kb : NULL, capparent, NULL, pt,
                                             pn, 2, 1);
        m->fname = rt_symbol("kwcall");
        m->fexpr = lw_base_ref("kwcall");
        m->kwinfo = rt_nothing;
        lw_push_method(c, m, line);
    }
}

void lw_define_kw_methods(lw_ctx *c, lw_sig *sig, rt_value *body, lw_ctx *capparent,
                          rt_value *selfast, int line)
{
    rt_value *P = sig->params;
    int np = lw_nargs(P);
    rt_sym **kn = rt_alloc(sizeof(rt_sym *) * (size_t)(np + 4));
    rt_value **kt = rt_alloc(sizeof(rt_value *) * (size_t)(np + 4));
    rt_value **kd = rt_alloc(sizeof(rt_value *) * (size_t)(np + 4));
    int nk = 0;
    rt_sym *rest = NULL;
    for (int i = 0; i < np; i++) {
        rt_value *a = lw_arg(P, i);
        rt_value *d = NULL;
        if (lw_is_expr(a, "kw") && lw_nargs(a) == 2) {
            d = lw_arg(a, 1);
            a = lw_arg(a, 0);
        }
        if (lw_is_expr(a, "...") && lw_nargs(a) == 1 && lw_is_sym(lw_arg(a, 0))) {
            if (i != np - 1)
                lw_error(c, "syntax: invalid \"...\" on non-final keyword argument");
            rest = (rt_sym *)lw_arg(a, 0);
            continue;
        }
        rt_value *ty = NULL;
        if (lw_is_expr(a, "::") && lw_nargs(a) == 2) {
            ty = lw_arg(a, 1);
            a = lw_arg(a, 0);
        }
        if (!lw_is_sym(a))
            lw_error(c, "syntax: invalid keyword argument \"%s\"", lw_expr_str(a));
        if (!d)
            d = (rt_value *)rt_exprv(
                rt_symbol("call"), 2, lw_bi(IRB_THROW),
                rt_exprv(rt_symbol("call"), 2, lw_core_ref("UndefKeywordError"),
                         lw_q(a)));
        kn[nk] = (rt_sym *)a;
        kt[nk] = ty;
        kd[nk] = ty ? (rt_value *)rt_exprv(rt_symbol("::"), 2, d, ty) : d;
        nk++;
    }
    lw_kwdecl decl = lw_kw_decl(kn, nk, rest);
    if (capparent || selfast || sig->selftype || !sig->name) {
        lw_kw_callable(c, sig, body, capparent, selfast, line, kn, kt, kd, nk, rest, decl);
        return;
    }
    char buf[256];
    snprintf(buf, sizeof buf, "#%s#%d", sig->name->name, ++c->mod->counter);
    rt_sym *bodyname = rt_symbol(buf);
    rt_sym *restname = rest ? rest : rt_symbol("#rest#");
    rt_sym *fself = rt_symbol("#fself#");
    rt_sym *ntname = rt_symbol("#nt#");
    /* 1. the body method */
    int nb = nk + 2;
    rt_sym **bn = rt_alloc(sizeof(rt_sym *) * (size_t)(nb + 1));
    rt_value **bt = rt_alloc(sizeof(rt_value *) * (size_t)(nb + 1));
    for (int i = 0; i < nk; i++) {
        bn[i] = kn[i];
        bt[i] = kt[i];
    }
    bn[nk] = restname;
    bt[nk] = NULL;
    bn[nk + 1] = fself;
    bt[nk + 1] = NULL;
    ir_method_def *md = lw_method_from(c, bodyname, sig, sig->n, body, NULL, NULL, bt, bn, nb);
    md->fname = bodyname;
    lw_push_method(c, md, line);
    /* positional-argument forwarding for both entry points */
    int nfix = sig->isva ? sig->n - 1 : sig->n; /* positional arguments before a vararg */
    int nreq = 0;
    while (nreq < nfix && !sig->defaults[nreq])
        nreq++;
    /* the call of the body method */
    rt_expr *bcall = rt_new_expr(rt_symbol("call"), 0);
    rt_expr_push(bcall, (rt_value *)bodyname);
    for (int i = 0; i < nk; i++)
        rt_expr_push(bcall, (rt_value *)kn[i]);
    rt_expr_push(bcall, (rt_value *)restname);
    rt_expr_push(bcall, (rt_value *)fself);
    for (int i = 0; i < sig->n; i++) {
        rt_value *a = (rt_value *)sig->names[i];
        if (sig->isva && i == sig->n - 1)
            a = (rt_value *)rt_exprv(rt_symbol("..."), 1, a);
        rt_expr_push(bcall, a);
    }
    /* 2. positional methods */
    rt_expr *pb = rt_new_expr(rt_symbol("block"), 0);
    rt_expr_push(pb, (rt_value *)rt_exprv(rt_symbol("="), 2, fself, rt_symbol("#self#")));
    for (int i = 0; i < nk; i++)
        rt_expr_push(pb, (rt_value *)rt_exprv(rt_symbol("="), 2, kn[i], kd[i]));
    rt_expr_push(pb, (rt_value *)rt_exprv(rt_symbol("="), 2, restname,
                                          lw_base_ref("_no_kwargs")));
    rt_expr_push(pb, (rt_value *)bcall);
    for (int k = nreq; k < nfix; k++) {
        ir_method_def *m = lw_method_variant(c, sig, k, NULL, NULL, NULL);
        lw_push_kw_positional(c, m, decl, line);
    }
    ir_method_def *pm = lw_method_variant(c, sig, sig->n, (rt_value *)pb, NULL, NULL);
    lw_push_kw_positional(c, pm, decl, line);
    /* 3. Base.kwcall methods */
    rt_expr *keys;
    rt_expr *kb = lw_kw_unpack(ntname, kn, kt, kd, nk, &keys);
    rt_value *ntT = (rt_value *)rt_exprv(rt_symbol("curly"), 2, lw_core_ref("NamedTuple"), keys);
    if (rest) {
        rt_value *diff =
            (rt_value *)rt_exprv(rt_symbol("call"), 3, lw_base_ref("structdiff"), ntname, ntT);
        rt_expr_push(kb, (rt_value *)rt_exprv(rt_symbol("="), 2, restname,
                                              rt_exprv(rt_symbol("call"), 2, lw_base_ref("pairs"),
                                                       diff)));
    } else {
        rt_expr *err = rt_new_expr(rt_symbol("call"), 0);
        rt_expr_push(err, lw_base_ref("kwerr"));
        rt_expr_push(err, (rt_value *)ntname);
        rt_expr_push(err, (rt_value *)fself);
        for (int i = 0; i < sig->n; i++) {
            rt_value *a = (rt_value *)sig->names[i];
            if (sig->isva && i == sig->n - 1)
                a = (rt_value *)rt_exprv(rt_symbol("..."), 1, a);
            rt_expr_push(err, a);
        }
        /* no allocation on this path: the check reads nt's names, known statically */
        rt_value *cond = (rt_value *)rt_exprv(rt_symbol("call"), 3, lw_base_ref("_kw_has_other"),
                                              ntname, keys);
        rt_expr_push(kb, (rt_value *)rt_exprv(rt_symbol("if"), 2, cond, err));
        rt_expr_push(kb, (rt_value *)rt_exprv(rt_symbol("="), 2, restname,
                                              lw_base_ref("_no_kwargs")));
    }
    rt_expr_push(kb, (rt_value *)bcall);
    rt_value *fref = sig->fexpr ? sig->fexpr : (rt_value *)sig->name;
    rt_value *pt[2] = {lw_core_ref("NamedTuple"),
                       (rt_value *)rt_exprv(rt_symbol("call"), 2, lw_base_ref("_kwself"), fref)};
    rt_sym *pn[2] = {ntname, fself};
    rt_value *kwref = lw_base_ref("kwcall");
    for (int k = nreq; k <= nfix; k++) {
        bool full = k == nfix;
        int nuse = full ? sig->n : k;
        ir_method_def *m = lw_method_from(c, rt_symbol("kwcall"), sig, nuse,
                                          full ? (rt_value *)kb : NULL, NULL, NULL, pt, pn, 2);
        m->fname = rt_symbol("kwcall");
        m->fexpr = kwref;
        m->kwinfo = rt_nothing;
        lw_push_method(c, m, line);
    }
}
