/* lower_array.c — array literals and broadcasting.
 *   [a, b] → Base.vect; [a b] → Base.hcat; [a; b] → Base.vcat; [a b; c d] →
 *   Base.hvcat((2, 2), a, b, c, d); typed forms → Base.typed_vcat/typed_hcat/typed_hvcat;
 *   1.7's `;;` literals → Base.hvncat(dims | shape, row_first, values...) as in
 *   shared/notes/julia17-semantics.md §1.2 (Int form when only one dimension is used).
 *   f.(x), x .+ y → Base.materialize(Base.broadcasted(f, x, y)) with nested dot calls
 *   fused into nested broadcasted calls; x .= e → Base.materialize!(x, broadcasted(...)). */
#include "lower.h"
#include <string.h>

static ir_val lw_int(int64_t v) { return ir_const(rt_box_int64(v)); }

static bool lw_any_splat(rt_value **elts, int n)
{
    for (int i = 0; i < n; i++)
        if (lw_is_expr(elts[i], "..."))
            return true;
    return false;
}

/* call fname(prefix..., args from e[from..]) handling splats */
static ir_val lw_call_named(lw_ctx *c, ir_val f, ir_val *prefix, int np, rt_value **elts, int n)
{
    bool splat = false;
    for (int i = 0; i < n; i++)
        if (lw_is_expr(elts[i], "..."))
            splat = true;
    if (!splat) {
        ir_val *a = rt_alloc(sizeof(ir_val) * (size_t)(np + n + 1));
        for (int i = 0; i < np; i++)
            a[i] = prefix[i];
        int last = -1;
        for (int i = 0; i < n; i++)
            if (!lw_trivial_ast(elts[i]))
                last = i;
        for (int i = 0; i < n; i++) {
            ir_val v = lw_value(c, elts[i]);
            a[np + i] = i < last ? lw_stabilize(c, v) : v;
        }
        return lw_call(c, f, np + n, a);
    }
    rt_expr *call = rt_new_expr(rt_symbol("call"), 0);
    rt_expr_push(call, rt_nothing);
    int pushed = 0;
    for (int i = 0; i < np; i++) {
        rt_sym *nm = lw_bind_temp_name(c, prefix[i]);
        pushed++;
        rt_expr_push(call, (rt_value *)nm);
    }
    for (int i = 0; i < n; i++)
        rt_expr_push(call, elts[i]);
    ir_val r = lw_call_general(c, f, (rt_value *)call, 1);
    while (pushed--)
        lw_scope_pop(c);
    return r;
}

/* ---- hvncat */
typedef struct lw_blk {
    int level;               /* 0 = leaf */
    rt_value *leaf;          /* leaf value AST */
    struct lw_blk **kids;    /* sub-blocks */
    int nk;                  /* number of sub-blocks */
} lw_blk;

static int lw_node_level(rt_value *e, bool row_first)
{
    int d;
    if (lw_is_expr(e, "row"))
        d = 2;
    else if ((lw_is_expr(e, "nrow") || lw_is_expr(e, "ncat")) && lw_nargs(e) > 0 &&
             rt_typeof(lw_arg(e, 0)) == rt_int64_type)
        d = (int)rt_unbox_int64(lw_arg(e, 0));
    else
        return 0;
    if (row_first && d <= 2)
        return d == 2 ? 1 : 2;
    return d;
}

static lw_blk *lw_norm(rt_value *e, int k, bool row_first)
{
    lw_check_stack();
    lw_blk *b = rt_alloc(sizeof(lw_blk));
    b->level = k;
    if (k == 0) {
        b->leaf = e;
        return b;
    }
    int lv = lw_node_level(e, row_first);
    if (lv < k) {
        b->kids = rt_alloc(sizeof(lw_blk *));
        b->kids[0] = lw_norm(e, k - 1, row_first);
        b->nk = 1;
        return b;
    }
    int first = lw_is_expr(e, "row") ? 0 : 1;
    int n = lw_nargs(e) - first;
    b->kids = rt_alloc(sizeof(lw_blk *) * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        b->kids[b->nk++] = lw_norm(lw_arg(e, first + i), k - 1, row_first);
    return b;
}

static int lw_leaves(lw_blk *b)
{
    if (b->level == 0)
        return 1;
    int n = 0;
    for (int i = 0; i < b->nk; i++)
        n += lw_leaves(b->kids[i]);
    return n;
}

static void lw_collect_leaves(lw_blk *b, rt_value **out, int *n)
{
    if (b->level == 0) {
        out[(*n)++] = b->leaf;
        return;
    }
    for (int i = 0; i < b->nk; i++)
        lw_collect_leaves(b->kids[i], out, n);
}

/* blocks at level k, in order */
static void lw_blocks_at(lw_blk *b, int k, lw_blk **out, int *n)
{
    if (b->level == k) {
        out[(*n)++] = b;
        return;
    }
    for (int i = 0; i < b->nk; i++)
        lw_blocks_at(b->kids[i], k, out, n);
}

static bool lw_has_row(rt_value *e)
{
    lw_check_stack();
    if (lw_is_expr(e, "row"))
        return true;
    if (lw_is_expr(e, "nrow") || lw_is_expr(e, "ncat"))
        for (int i = 1; i < lw_nargs(e); i++)
            if (lw_has_row(lw_arg(e, i)))
                return true;
    return false;
}

static ir_val lw_ncat(lw_ctx *c, rt_value *e, rt_value *T)
{
    int first = T ? 2 : 1; /* (typed_ncat T d args...) / (ncat d args...) */
    int d = (int)rt_unbox_int64(lw_arg(e, first - 1));
    int n = lw_nargs(e) - first;
    ir_val f = lw_base(T ? "typed_hvncat" : "hvncat");
    bool nested = false;
    for (int i = 0; i < n; i++)
        if (lw_node_level(lw_arg(e, first + i), false))
            nested = true;
    ir_val pre[2];
    int npre = 0;
    if (T)
        pre[npre++] = lw_stabilize(c, lw_value(c, T));
    if (!nested) {
        rt_value **elts = rt_alloc(sizeof(rt_value *) * (size_t)(n + 1));
        for (int i = 0; i < n; i++)
            elts[i] = lw_arg(e, first + i);
        pre[npre++] = lw_int(d);
        return lw_call_named(c, f, pre, npre, elts, n);
    }
    bool row_first = false;
    for (int i = 0; i < n; i++)
        if (lw_has_row(lw_arg(e, first + i)))
            row_first = true;
    int N = d < 2 && row_first ? 2 : d;
    /* the root: a level-N block */
    lw_blk *root = rt_alloc(sizeof(lw_blk));
    root->level = N;
    root->kids = rt_alloc(sizeof(lw_blk *) * (size_t)(n + 1));
    for (int i = 0; i < n; i++) {
        rt_value *a = lw_arg(e, first + i);
        if (lw_is_expr(a, "..."))
            lw_error(c, "syntax: Splatting ... in an hvncat with multiple dimensions is not "
                        "supported");
        root->kids[root->nk++] = lw_norm(a, N - 1, row_first);
    }
    int total = lw_leaves(root);
    rt_value **leaves = rt_alloc(sizeof(rt_value *) * (size_t)(total + 1));
    int nl = 0;
    lw_collect_leaves(root, leaves, &nl);
    /* balanced: every block of a level has the same number of sub-blocks */
    lw_blk **blocks = rt_alloc(sizeof(lw_blk *) * (size_t)(total * (N + 1) + 2));
    bool balanced = true;
    int64_t *dims = rt_alloc_atomic(sizeof(int64_t) * (size_t)(N + 1));
    for (int k = 1; k <= N; k++) {
        int nb = 0;
        lw_blocks_at(root, k, blocks, &nb);
        for (int i = 0; i < nb; i++)
            if (blocks[i]->nk != blocks[0]->nk)
                balanced = false;
        dims[k - 1] = nb ? blocks[0]->nk : 0;
    }
    ir_val shape;
    if (balanced) {
        ir_val *dv = rt_alloc(sizeof(ir_val) * (size_t)(N + 1));
        for (int k = 0; k < N; k++)
            dv[k] = lw_int(dims[k]);
        if (row_first && N >= 2) {
            ir_val t = dv[0];
            dv[0] = dv[1];
            dv[1] = t;
        }
        shape = lw_tuple_vals(c, N, dv);
    } else {
        ir_val *lv = rt_alloc(sizeof(ir_val) * (size_t)(N + 1));
        for (int k = 1; k <= N; k++) {
            int nb = 0;
            lw_blocks_at(root, k, blocks, &nb);
            ir_val *cnt = rt_alloc(sizeof(ir_val) * (size_t)(nb + 1));
            for (int i = 0; i < nb; i++)
                cnt[i] = lw_int(lw_leaves(blocks[i]));
            lv[k - 1] = lw_tuple_vals(c, nb, cnt);
        }
        shape = lw_tuple_vals(c, N, lv);
    }
    pre[npre++] = shape;
    ir_val pre2[3];
    for (int i = 0; i < npre; i++)
        pre2[i] = pre[i];
    pre2[npre++] = ir_const(row_first ? rt_true : rt_false);
    return lw_call_named(c, f, pre2, npre, leaves, nl);
}

ir_val lw_array_lit(lw_ctx *c, rt_value *e)
{
    const char *h = ((rt_expr *)e)->head->name;
    bool typed = !strncmp(h, "typed_", 6);
    const char *k = typed ? h + 6 : h;
    int first = typed ? 1 : 0;
    int n = lw_nargs(e) - first;
    rt_value *T = typed ? lw_arg(e, 0) : NULL;
    if (!strcmp(k, "ncat"))
        return lw_ncat(c, e, T);
    rt_value **elts = rt_alloc(sizeof(rt_value *) * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        elts[i] = lw_arg(e, first + i);
    ir_val pre[2];
    int npre = 0;
    if (T)
        pre[npre++] = lw_stabilize(c, lw_value(c, T));
    if (!strcmp(k, "vect") && n > LW_LONG_ARGS && !lw_any_splat(elts, n)) {
        /* a long literal: vectors of LW_LONG_ARGS elements joined by vcat, so that no
         * specialization takes hundreds of arguments (compile time grows linearly; the
         * element type is the same: promote_type is associative) */
        ir_val acc = ir_const(NULL);
        for (int i = 0; i < n; i += LW_LONG_ARGS) {
            int k2 = n - i < LW_LONG_ARGS ? n - i : LW_LONG_ARGS;
            if (i)
                acc = lw_stabilize(c, acc);
            ir_val part = lw_call_named(c, lw_base(T ? "getindex" : "vect"), pre, npre,
                                        elts + i, k2);
            acc = i ? lw_call2(c, lw_base("vcat"), acc, part) : part;
        }
        return acc;
    }
    if (!strcmp(k, "vect"))
        return lw_call_named(c, lw_base(T ? "getindex" : "vect"), pre, npre, elts, n);
    if (!strcmp(k, "hcat"))
        return lw_call_named(c, lw_base(T ? "typed_hcat" : "hcat"), pre, npre, elts, n);
    if (!strcmp(k, "vcat")) {
        bool rows = false;
        for (int i = 0; i < n; i++)
            if (lw_is_expr(elts[i], "row"))
                rows = true;
        if (!rows)
            return lw_call_named(c, lw_base(T ? "typed_vcat" : "vcat"), pre, npre, elts, n);
        /* hvcat((len(row1), ...), elements...) */
        ir_val *lens = rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
        int total = 0;
        for (int i = 0; i < n; i++) {
            int l = lw_is_expr(elts[i], "row") ? lw_nargs(elts[i]) : 1;
            lens[i] = lw_int(l);
            total += l;
        }
        rt_value **flat = rt_alloc(sizeof(rt_value *) * (size_t)(total + 1));
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (lw_is_expr(elts[i], "row")) {
                for (int j = 0; j < lw_nargs(elts[i]); j++) {
                    if (lw_is_expr(lw_arg(elts[i], j), "..."))
                        lw_error(c, "syntax: Splatting ... in an hvcat with multiple rows is not "
                                    "supported");
                    flat[m++] = lw_arg(elts[i], j);
                }
            } else {
                flat[m++] = elts[i];
            }
        }
        pre[npre++] = lw_tuple_vals(c, n, lens);
        return lw_call_named(c, lw_base(T ? "typed_hvcat" : "hvcat"), pre, npre, flat, m);
    }
    lw_error(c, "syntax: invalid array expression");
}

/* ---- broadcasting */
static bool lw_is_dot_expr(rt_value *e)
{
    if ((lw_is_expr(e, ".&&") || lw_is_expr(e, ".||")) && lw_nargs(e) == 2)
        return true;
    if (lw_is_expr(e, ".") && lw_nargs(e) == 2 && lw_is_expr(lw_arg(e, 1), "tuple"))
        return true;
    if (lw_is_expr(e, "call") && lw_nargs(e) > 0 && lw_is_sym(lw_arg(e, 0)) &&
        lw_is_dotop((rt_sym *)lw_arg(e, 0)))
        return true;
    return false;
}

/* f.(args...; kws...) with a splat or keywords: Base.broadcasted_kwsyntax(f, args...;
 * kws...) (Base.broadcasted when there are no keywords), lowered as an ordinary call, so
 * the keyword values are evaluated once and nested dot calls are materialized first */
static ir_val lw_broadcasted_kw(lw_ctx *c, rt_value *f, rt_value *args, int from, bool kw)
{
    rt_expr *call = rt_new_expr(rt_symbol("call"), 0);
    rt_expr_push(call, (rt_value *)rt_exprv(rt_symbol("."), 2, rt_symbol("Base"),
                                            rt_new_quotenode((rt_value *)rt_symbol(
                                                kw ? "broadcasted_kwsyntax" : "broadcasted"))));
    rt_expr_push(call, f);
    for (int i = from; i < lw_nargs(args); i++)
        rt_expr_push(call, lw_arg(args, i));
    return lw_value(c, (rt_value *)call);
}

/* broadcasted(f, args...) without materialize; nested dot expressions are fused. */
static ir_val lw_broadcasted(lw_ctx *c, rt_value *e)
{
    lw_check_stack();
    if (lw_is_expr(e, ".&&") || lw_is_expr(e, ".||")) /* a .&& b: broadcasted(Base.andand, a, b) */
        e = (rt_value *)rt_exprv(
            rt_symbol("."), 2,
            rt_exprv(rt_symbol("."), 2, rt_symbol("Base"),
                     rt_new_quotenode((rt_value *)rt_symbol(lw_is_expr(e, ".&&") ? "andand" : "oror"))),
            rt_exprv(rt_symbol("tuple"), 2, lw_arg(e, 0), lw_arg(e, 1)));
    ir_val f;
    rt_value *args;
    int from;
    {
        rt_value *xs = lw_is_expr(e, ".") ? lw_arg(e, 1) : e;
        int k0 = lw_is_expr(e, ".") ? 0 : 1;
        bool splat = false, kw = false;
        for (int i = k0; i < lw_nargs(xs); i++) {
            rt_value *x = lw_arg(xs, i);
            splat |= lw_is_expr(x, "...");
            kw |= lw_is_expr(x, "parameters") || lw_is_expr(x, "kw");
        }
        if (splat || kw) {
            rt_value *fa = lw_is_expr(e, ".")
                               ? lw_arg(e, 0)
                               : (rt_value *)rt_symbol(((rt_sym *)lw_arg(e, 0))->name + 1);
            return lw_broadcasted_kw(c, fa, xs, k0, kw);
        }
    }
    if (lw_is_expr(e, ".")) {
        f = lw_value(c, lw_arg(e, 0));
        args = lw_arg(e, 1);
        from = 0;
    } else {
        rt_sym *op = (rt_sym *)lw_arg(e, 0);
        f = lw_read_var(c, rt_symbol(op->name + 1));
        args = e;
        from = 1;
    }
    int n = lw_nargs(args) - from;
    for (int i = 0; i < n; i++)
        if (!lw_trivial_ast(lw_arg(args, from + i)))
            f = lw_stabilize(c, f);
    ir_val *a = rt_alloc(sizeof(ir_val) * (size_t)(n + 2));
    a[0] = f;
    for (int i = 0; i < n; i++) {
        rt_value *x = lw_arg(args, from + i);
        ir_val v = lw_is_dot_expr(x) ? lw_broadcasted(c, x) : lw_value(c, x);
        if (i + 1 < n && !lw_trivial_ast(lw_arg(args, from + i + 1)))
            v = lw_stabilize(c, v);
        a[i + 1] = v;
    }
    return lw_call(c, lw_base("broadcasted"), n + 1, a);
}

ir_val lw_dotcall(lw_ctx *c, rt_value *e)
{
    return lw_call1(c, lw_base("materialize"), lw_broadcasted(c, e));
}

ir_val lw_broadcast_assign(lw_ctx *c, rt_value *e)
{
    rt_value *lhs = lw_arg(e, 0), *rhs = lw_arg(e, 1);
    ir_val dest;
    if (lw_is_expr(lhs, "ref")) {
        int n = lw_nargs(lhs);
        ir_val *a = rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
        a[0] = lw_stabilize(c, lw_value(c, lw_arg(lhs, 0)));
        lw_endctx ec = {c->endc, a[0], 0, n - 1, false};
        c->endc = &ec;
        bool *splat = rt_alloc(sizeof(bool) * (size_t)(n + 1));
        bool any = false;
        for (int i = 1; i < n; i++) {
            ec.dim = i;
            rt_value *x = lw_arg(lhs, i);
            splat[i - 1] = lw_is_expr(x, "...");
            any |= splat[i - 1];
            a[i] = lw_stabilize(c, lw_value(c, splat[i - 1] ? lw_arg(x, 0) : x));
        }
        c->endc = ec.prev;
        dest = any ? lw_index_splat(c, "dotview", 1, a, n - 1, a + 1, splat)
                   : lw_call(c, lw_base("dotview"), n, a);
    } else {
        dest = lw_stabilize(c, lw_value(c, lhs));
    }
    ir_val bc = lw_is_dot_expr(rhs)
                    ? lw_broadcasted(c, rhs)
                    : lw_call2(c, lw_base("broadcasted"), lw_base("identity"), lw_value(c, rhs));
    return lw_call2(c, lw_base("materialize!"), dest, bc);
}
