/* lower_printf.c — @printf / @sprintf: the format string is parsed at expansion time (as
 * Printf's macros do) into literal text and conversion specs; the expansion is
 *   @sprintf(fmt, xs...)    → Base.string(part...)
 *   @printf([io,] fmt, xs...) → Base.print(io or Base.stdout, Base.string(part...))
 * where a part is a literal String or Base._printf_fmt("flags/width/prec", 'conv', x)
 * (runtime/base/printf.jl). A malformed format is an ArgumentError at expansion; a wrong
 * number of arguments throws Printf's ArgumentError when the code runs. */
#include "lower.h"
#include <stdio.h>
#include <string.h>

static rt_value *pf_bref(const char *name)
{
    return (rt_value *)rt_exprv(rt_symbol("."), 2, rt_symbol("Base"),
                                rt_new_quotenode((rt_value *)rt_symbol(name)));
}

static rt_value *pf_throw_arg(const char *msg)
{
    rt_value *ae = (rt_value *)rt_exprv(rt_symbol("call"), 2, pf_bref("ArgumentError"),
                                        rt_cstring(msg));
    return (rt_value *)rt_exprv(rt_symbol("call"), 2, rt_symbol("throw"), ae);
}

/* The run-time form: Base._printf_dyn(literals, specs, convs, (args...,)), the literal
 * text around each conversion (one more than the conversions) and each conversion's spec
 * and letter, from the parts the format gave (str: strings and _printf_fmt calls). */
static rt_value *pf_dyn_call(rt_expr *str, rt_value *io, rt_value **args, int nargs, bool sprintf_)
{
    rt_expr *lits = rt_new_expr(rt_symbol("tuple"), 0), *specs = rt_new_expr(rt_symbol("tuple"), 0);
    rt_expr *convs = rt_new_expr(rt_symbol("tuple"), 0), *vals = rt_new_expr(rt_symbol("tuple"), 0);
    rt_value *cur = NULL; /* the literal text gathered since the last conversion */
    for (int k = 1; k < rt_expr_nargs(str); k++) {
        rt_value *p = rt_expr_arg(str, k);
        if (rt_typeof(p) == rt_string_type) {
            rt_string *two[2] = {(rt_string *)cur, (rt_string *)p};
            cur = cur ? (rt_value *)rt_string_concat(2, two) : p;
            continue;
        }
        rt_expr_push(lits, cur ? cur : (rt_value *)rt_cstring(""));
        cur = NULL;
        rt_expr_push(specs, rt_expr_arg((rt_expr *)p, 1));
        rt_expr_push(convs, rt_expr_arg((rt_expr *)p, 2));
    }
    rt_expr_push(lits, cur ? cur : (rt_value *)rt_cstring(""));
    for (int k = 0; k < nargs; k++)
        rt_expr_push(vals, args[k]);
    rt_value *call = (rt_value *)rt_exprv(rt_symbol("call"), 5, pf_bref("_printf_dyn"), lits, specs,
                                          convs, vals);
    if (sprintf_)
        return call;
    return (rt_value *)rt_exprv(rt_symbol("call"), 3, pf_bref("print"), io ? io : pf_bref("stdout"), call);
}

/* Whether an argument is splatted (`t...`). */
static bool pf_has_splat(rt_value **a, int n)
{
    for (int k = 0; k < n; k++)
        if (rt_typeof(a[k]) == rt_expr_type && ((rt_expr *)a[k])->head == rt_symbol("..."))
            return true;
    return false;
}

rt_value *lw_printf_expand(lw_ctx *c, rt_value **a, int na, bool sprintf_)
{
    const char *mname = sprintf_ ? "@sprintf" : "@printf";
    rt_value *io = NULL;
    int fi = 0;
    if (!sprintf_ && na >= 1 && rt_typeof(a[0]) != rt_string_type) {
        io = a[0];
        fi = 1;
    }
    if (fi >= na || rt_typeof(a[fi]) != rt_string_type)
        lw_error(c, "ArgumentError: First argument to `%s` must be a format string.", mname);
    rt_string *fmt = (rt_string *)a[fi];
    rt_value **args = a + fi + 1;
    int nargs = na - fi - 1;
    /* a splatted argument (`@printf("%d %d", t...)`): how many values there are is known
     * when the code runs, so the parts are put together then (Base._printf_dyn) */
    bool dyn = pf_has_splat(args, nargs);
    rt_expr *str = rt_new_expr(rt_symbol("call"), 0);
    rt_expr_push(str, pf_bref("string"));
    const char *s = fmt->data;
    int64_t n = fmt->len, i = 0, lit = 0, used = 0, nspecs = 0;
    bool mismatch = false;
    while (i < n) {
        if (s[i] != '%') {
            i++;
            continue;
        }
        if (i + 1 < n && s[i + 1] == '%') {
            /* "%%": the text so far plus one '%' */
            rt_expr_push(str, (rt_value *)rt_string_n(s + lit, (size_t)(i + 1 - lit)));
            i += 2;
            lit = i;
            continue;
        }
        if (i > lit)
            rt_expr_push(str, (rt_value *)rt_string_n(s + lit, (size_t)(i - lit)));
        int64_t st = ++i;
        while (i < n && strchr("-+ #0", s[i]))
            i++;
        while (i < n && s[i] >= '0' && s[i] <= '9')
            i++;
        if (i < n && s[i] == '.') {
            i++;
            while (i < n && s[i] >= '0' && s[i] <= '9')
                i++;
        }
        int64_t spec_end = i;
        while (i < n && strchr("hlLjqtz", s[i]))
            i++;
        if (i >= n)
            lw_error(c, "ArgumentError: invalid format string: '%s'", s);
        char conv = s[i];
        if (!strchr("diouxXDOUeEfFgGaAcsSp", conv))
            lw_error(c, "ArgumentError: invalid format string: '%s', invalid type specifier: '%c'",
                     s, conv);
        if (conv == 'D') conv = 'd';
        if (conv == 'O') conv = 'o';
        if (conv == 'U') conv = 'u';
        if (conv == 'S') conv = 's';
        i++;
        lit = i;
        rt_value *spec = (rt_value *)rt_string_n(s + st, (size_t)(spec_end - st));
        nspecs++;
        if (dyn) {
            rt_expr_push(str, (rt_value *)rt_exprv(rt_symbol("call"), 4, pf_bref("_printf_fmt"), spec,
                                                   rt_box_char((uint32_t)(unsigned char)conv << 24),
                                                   rt_nothing));
            continue;
        }
        if (used >= nargs) {
            mismatch = true;
            continue;
        }
        rt_expr_push(str, (rt_value *)rt_exprv(rt_symbol("call"), 4, pf_bref("_printf_fmt"), spec,
                                               rt_box_char((uint32_t)(unsigned char)conv << 24),
                                               args[used]));
        used++;
    }
    if (lit < n)
        rt_expr_push(str, (rt_value *)rt_string_n(s + lit, (size_t)(n - lit)));
    if (dyn)
        return pf_dyn_call(str, io, args, nargs, sprintf_);
    if (mismatch || used != nargs) {
        char msg[96];
        snprintf(msg, sizeof msg,
                 "mismatch between # of format specifiers and provided args: %d != %d", nargs,
                 (int)nspecs);
        return pf_throw_arg(msg);
    }
    if (rt_expr_nargs(str) == 1)
        rt_expr_push(str, (rt_value *)rt_cstring(""));
    if (sprintf_)
        return (rt_value *)str;
    if (!io)
        io = pf_bref("stdout");
    return (rt_value *)rt_exprv(rt_symbol("call"), 3, pf_bref("print"), io, str);
}

/* @printf lowered straight to IR (the expansion above gives the parts): the stream and
 * the arguments are evaluated in order, then every argument is made ready
 * (Base._pf_argi / _pf_argf / _pf_args: checks, conversion, %s text — user show methods run
 * here), then the literal text and the conversions are written to the stream one after
 * another (Base.print / Base._pf_put), with no String built per conversion. */
ir_val lw_printf_lower(lw_ctx *c, rt_value **a, int na, bool want)
{
    rt_value *e = lw_printf_expand(c, a, na, false);
    rt_expr *pe = (rt_expr *)e;
    rt_expr *str = NULL;
    if (rt_typeof(e) == rt_expr_type && pe->head == rt_symbol("call") && rt_expr_nargs(pe) == 3) {
        rt_value *s3 = rt_expr_arg(pe, 2);
        if (rt_typeof(s3) == rt_expr_type)
            str = (rt_expr *)s3;
    }
    /* a mismatch's throw, or a splatted argument's Base._printf_dyn call: as they are */
    if (!str || pf_has_splat(a, na))
        return lw_expr(c, e, want);
    int np = rt_expr_nargs(str) - 1;
    ir_val io = lw_value(c, rt_expr_arg(pe, 1));
    int32_t iot = lw_new_temp(c);
    lw_assign_slot(c, iot, io);
    io = ir_slot(iot);
    ir_val *vals = rt_alloc(sizeof(ir_val) * (size_t)(np > 0 ? np : 1));
    for (int k = 0; k < np; k++) { /* the arguments, in order */
        rt_value *p = rt_expr_arg(str, k + 1);
        if (rt_typeof(p) != rt_expr_type)
            continue;
        int32_t t = lw_new_temp(c);
        lw_assign_slot(c, t, lw_value(c, rt_expr_arg((rt_expr *)p, 3)));
        vals[k] = ir_slot(t);
    }
    for (int k = 0; k < np; k++) { /* made ready */
        rt_value *p = rt_expr_arg(str, k + 1);
        if (rt_typeof(p) != rt_expr_type)
            continue;
        rt_value *conv = rt_expr_arg((rt_expr *)p, 2);
        char cv = (char)(*(uint32_t *)rt_data(conv) >> 24);
        const char *prep = strchr("sc", cv) ? "_pf_args" : strchr("fFeEgGaA", cv) ? "_pf_argf"
                                                                                 : "_pf_argi";
        int32_t t = lw_new_temp(c);
        lw_assign_slot(c, t, lw_call2(c, lw_base(prep), ir_const(conv), vals[k]));
        vals[k] = ir_slot(t);
    }
    for (int k = 0; k < np; k++) { /* written */
        rt_value *p = rt_expr_arg(str, k + 1);
        if (rt_typeof(p) != rt_expr_type) {
            lw_call2(c, lw_base("print"), io, ir_const(p));
            continue;
        }
        ir_val args[4] = {io, ir_const(rt_expr_arg((rt_expr *)p, 1)),
                          ir_const(rt_expr_arg((rt_expr *)p, 2)), vals[k]};
        lw_call(c, lw_base("_pf_put"), 4, args);
    }
    return lw_nothing();
}
