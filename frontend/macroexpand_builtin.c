/* macroexpand_builtin.c — what macroexpand shows for the macros lowering implements itself
 * (lower_macro.c), which have no macro function to call.
 *
 * Each gives the expression Julia 1.7's own definition returns (base/error.jl @assert,
 * base/essentials.jl @inbounds/@boundscheck/@isdefined, base/loading.jl @__FILE__ …);
 * macroexpand.c then makes it hygienic in Base, as it does for a user macro of Base:
 * unescaped free names print Base.throw, local names #N#val. Macros whose 1.7 expansion
 * carries line-number nodes of Base's own source files (@show, @time, @elapsed, @async,
 * @printf …) are not reproduced and stay unexpanded. */
#include "lower.h"
#include "fe_internal.h"
#include <string.h>

static rt_value *bm_esc(rt_value *x)
{
    return (rt_value *)rt_exprv(rt_symbol("escape"), 1, x);
}

/* string(x) through Base's own `string`, as the macro itself computes it */
static rt_value *bm_string(rt_value *x)
{
    rt_value *f = rt_get_global(rt_base_module, rt_symbol("string"));
    if (!f)
        return NULL;
    rt_value *av[2] = {f, x};
    return rt_apply_generic(av, 2);
}

/* @assert ex [msg]: ex ? nothing : throw(AssertionError(msg)) */
static rt_value *bm_assert(int n, rt_value **a)
{
    if (n < 1)
        return NULL;
    rt_value *msg = n >= 2 ? a[1] : a[0];
    rt_type *t = rt_typeof(msg);
    if (t == rt_string_type) {
        ; /* as written */
    } else if (n >= 2 && (t == rt_expr_type || t == rt_symbol_type)) {
        /* an expression evaluated when the assertion fails: Main.Base.string(msg) */
        rt_value *mb = (rt_value *)rt_exprv(rt_symbol("."), 2, rt_symbol("Main"),
                                            rt_new_quotenode((rt_value *)rt_symbol("Base")));
        rt_value *fs = (rt_value *)rt_exprv(rt_symbol("."), 2, mb,
                                            rt_new_quotenode((rt_value *)rt_symbol("string")));
        msg = (rt_value *)rt_exprv(rt_symbol("call"), 2, fs, bm_esc(msg));
    } else {
        msg = bm_string(msg);
        if (!msg)
            return NULL;
    }
    rt_value *thr = (rt_value *)rt_exprv(
        rt_symbol("call"), 2, rt_symbol("throw"),
        rt_exprv(rt_symbol("call"), 2, rt_symbol("AssertionError"), msg));
    return (rt_value *)rt_exprv(rt_symbol("if"), 3, bm_esc(a[0]), rt_nothing, thr);
}

/* @inbounds blk: (inbounds true); local val = blk; (inbounds pop); val */
static rt_value *bm_inbounds(int n, rt_value **a)
{
    if (n != 1)
        return NULL;
    rt_sym *val = rt_symbol("val");
    return (rt_value *)rt_exprv(
        rt_symbol("block"), 4, rt_exprv(rt_symbol("inbounds"), 1, rt_true),
        rt_exprv(rt_symbol("local"), 1, rt_exprv(rt_symbol("="), 2, val, bm_esc(a[0]))),
        rt_exprv(rt_symbol("inbounds"), 1, rt_symbol("pop")), val);
}

static const char *bm_file(rt_value *lnn)
{
    if (!lnn || rt_typeof(lnn) != rt_linenumbernode_type)
        return NULL;
    rt_value *f = ((rt_linenode *)lnn)->file;
    return f && rt_typeof(f) == rt_symbol_type ? ((rt_sym *)f)->name : NULL;
}

rt_value *fe_builtin_macroexpand(rt_module *m, rt_value *mref, rt_value *lnn, int n,
                                 rt_value **a)
{
    rt_sym *name = lw_macro_name(mref);
    if (!name)
        return NULL;
    const char *s = name->name;
    if (!strcmp(s, "@assert"))
        return bm_assert(n, a);
    if (!strcmp(s, "@inbounds"))
        return bm_inbounds(n, a);
    if (!strcmp(s, "@boundscheck") && n == 1)
        return (rt_value *)rt_exprv(rt_symbol("if"), 2, rt_exprv(rt_symbol("boundscheck"), 0),
                                    bm_esc(a[0]));
    if (!strcmp(s, "@isdefined") && n == 1)
        return bm_esc((rt_value *)rt_exprv(rt_symbol("isdefined"), 1, a[0]));
    if (!strcmp(s, "@__MODULE__") && n == 0)
        return (rt_value *)m;
    if (!strcmp(s, "@__LINE__") && n == 0 && lnn && rt_typeof(lnn) == rt_linenumbernode_type)
        return rt_box_int64(((rt_linenode *)lnn)->line);
    if (!strcmp(s, "@__FILE__") && n == 0) {
        const char *f = bm_file(lnn);
        return f ? (rt_value *)rt_cstring(rt_bt_abspath(f)) : rt_nothing;
    }
    if (!strcmp(s, "@__DIR__") && n == 0) {
        const char *f = bm_file(lnn);
        if (!f)
            return rt_nothing;
        f = rt_bt_abspath(f);
        const char *sl = strrchr(f, '/');
        size_t len = sl ? (size_t)(sl - f) : 0;
        char *d = rt_alloc_atomic(len + 1);
        memcpy(d, f, len);
        d[len] = 0;
        return (rt_value *)rt_cstring(d);
    }
    return NULL;
}
