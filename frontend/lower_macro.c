/* lower_macro.c — the macros lowering expands itself, and expression text.
 *   @show a b      → println("a = ", repr(a)) for each; value of the last
 *   @assert c [m]  → c ? nothing : throw(AssertionError(m or "c"))
 *   @inbounds/@inline/@noinline/@nospecialize/@boundscheck/@simd... e → e
 *   @view A[i...]  → Base.view(A, i...);  @views e → every A[i...] read in e a Base.maybeview
 *   @. e           → every call, assignment and comparison in e dotted (Base.Broadcast.__dot__)
 *   @time e        → t0 = Base.time_ns(); v = e; Base.time_print(Base.time_ns() - t0); v
 *   @elapsed e     → t0 = Base.time_ns(); e; (Base.time_ns() - t0) / 1.0e9
 *   @isdefined x, @__LINE__, @__FILE__, @__DIR__, @__MODULE__
 *   @doc "text" def → def; Base._setdoc!(module, :name, "text")   (docstrings)
 *   @printf / @sprintf → lower_printf.c
 *   @r_str "re" f  → Base._regex_literal("re", "f") (cached Regex), @s_str → SubstitutionString
 *                    (other string macros: @x_str → x_str call)
 *   @async e       → Base.schedule(Base.Task(() -> e))
 * Other macros are the program's own (lower_quote.c); unknown ones are errors
 * ("UndefVarError: @m not defined").
 * lw_expr_str renders an expression the way Julia's `string(expr)` does for the common
 * cases (@show/@assert texts). */
#include "lower.h"
#include "fe_internal.h"
#include <unistd.h>
#include <string.h>

static void lw_str_rec(rt_iostream *io, rt_value *e, int prec);

static bool lw_is_infix(rt_sym *s)
{
    static const char *ops[] = {"+", "-", "*", "/", "\\", "^", "%", "÷", "==", "!=", "<", ">",
                                "<=", ">=", "===", "!==", "&", "|", "⊻", "<<", ">>", ">>>",
                                "=>", "∈", "∉", "≤", "≥", "≠", "//", "|>", "∘", ".+", ".-",
                                ".*", "./", ".^", ".==", ".<", ".>", "<:", ">:", "⊆", "≈", NULL};
    for (int i = 0; ops[i]; i++)
        if (!strcmp(s->name, ops[i]))
            return true;
    return false;
}

static void lw_str_args(rt_iostream *io, rt_value *e, int from, const char *sep)
{
    for (int i = from; i < lw_nargs(e); i++) {
        if (i > from)
            rt_io_puts(io, sep);
        lw_str_rec(io, lw_arg(e, i), 0);
    }
}

static void lw_str_rec(rt_iostream *io, rt_value *e, int prec)
{
    lw_check_stack();
    (void)prec;
    if (!e) {
        rt_io_puts(io, "nothing");
        return;
    }
    rt_type *t = rt_typeof(e);
    if (t == rt_symbol_type) {
        rt_io_puts(io, ((rt_sym *)e)->name);
        return;
    }
    if (t == rt_int64_type) {
        rt_io_printf(io, "%lld", (long long)rt_unbox_int64(e));
        return;
    }
    if (t == rt_float64_type) {
        char buf[40];
        int n = rt_format_float64(buf, rt_unbox_float64(e));
        rt_io_write(io, buf, (size_t)n);
        return;
    }
    if (t == rt_bool_type) {
        rt_io_puts(io, rt_unbox_bool(e) ? "true" : "false");
        return;
    }
    if (t == rt_string_type) {
        rt_io_putc(io, '"');
        rt_string *s = (rt_string *)e;
        for (int64_t i = 0; i < s->len; i++) {
            char ch = s->data[i];
            if (ch == '"' || ch == '\\' || ch == '$')
                rt_io_putc(io, '\\');
            if (ch == '\n')
                rt_io_puts(io, "\\n");
            else
                rt_io_putc(io, ch);
        }
        rt_io_putc(io, '"');
        return;
    }
    if (t == rt_quotenode_type) {
        rt_io_putc(io, ':');
        lw_str_rec(io, ((rt_quotenode *)e)->value, 0);
        return;
    }
    if (e == rt_nothing) {
        rt_io_puts(io, "nothing");
        return;
    }
    if (t != rt_expr_type) {
        rt_io_puts(io, "?");
        return;
    }
    rt_sym *h = ((rt_expr *)e)->head;
    int n = lw_nargs(e);
    const char *hn = h->name;
    if (!strcmp(hn, "call") && n >= 1) {
        rt_value *f = lw_arg(e, 0);
        if (lw_is_sym(f) && lw_is_infix((rt_sym *)f) && n == 3) {
            lw_str_rec(io, lw_arg(e, 1), 0);
            rt_io_printf(io, " %s ", ((rt_sym *)f)->name);
            lw_str_rec(io, lw_arg(e, 2), 0);
            return;
        }
        if (lw_is_sym(f) && n == 2 && (!strcmp(((rt_sym *)f)->name, "-") ||
                                       !strcmp(((rt_sym *)f)->name, "!"))) {
            rt_io_puts(io, ((rt_sym *)f)->name);
            lw_str_rec(io, lw_arg(e, 1), 0);
            return;
        }
        lw_str_rec(io, f, 0);
        rt_io_putc(io, '(');
        lw_str_args(io, e, 1, ", ");
        rt_io_putc(io, ')');
        return;
    }
    if (!strcmp(hn, "comparison")) {
        for (int i = 0; i < n; i++) {
            if (i)
                rt_io_putc(io, ' ');
            lw_str_rec(io, lw_arg(e, i), 0);
        }
        return;
    }
    if ((!strcmp(hn, "&&") || !strcmp(hn, "||")) && n == 2) {
        lw_str_rec(io, lw_arg(e, 0), 0);
        rt_io_printf(io, " %s ", hn);
        lw_str_rec(io, lw_arg(e, 1), 0);
        return;
    }
    if (!strcmp(hn, "ref")) {
        lw_str_rec(io, lw_arg(e, 0), 0);
        rt_io_putc(io, '[');
        lw_str_args(io, e, 1, ", ");
        rt_io_putc(io, ']');
        return;
    }
    if (!strcmp(hn, "tuple")) {
        rt_io_putc(io, '(');
        lw_str_args(io, e, 0, ", ");
        if (n == 1)
            rt_io_putc(io, ',');
        rt_io_putc(io, ')');
        return;
    }
    if (!strcmp(hn, "vect")) {
        rt_io_putc(io, '[');
        lw_str_args(io, e, 0, ", ");
        rt_io_putc(io, ']');
        return;
    }
    if (!strcmp(hn, ".") && n == 2) {
        lw_str_rec(io, lw_arg(e, 0), 0);
        rt_value *q = lw_arg(e, 1);
        if (rt_typeof(q) == rt_quotenode_type) {
            rt_io_putc(io, '.');
            lw_str_rec(io, ((rt_quotenode *)q)->value, 0);
        } else {
            rt_io_putc(io, '.');
            lw_str_rec(io, q, 0);
        }
        return;
    }
    if (!strcmp(hn, "...") && n == 1) {
        lw_str_rec(io, lw_arg(e, 0), 0);
        rt_io_puts(io, "...");
        return;
    }
    if ((!strcmp(hn, "=") || !strcmp(hn, "::") || !strcmp(hn, "kw")) && n == 2) {
        lw_str_rec(io, lw_arg(e, 0), 0);
        rt_io_puts(io, !strcmp(hn, "::") ? "::" : !strcmp(hn, "kw") ? "=" : " = ");
        lw_str_rec(io, lw_arg(e, 1), 0);
        return;
    }
    if (!strcmp(hn, "curly")) {
        lw_str_rec(io, lw_arg(e, 0), 0);
        rt_io_putc(io, '{');
        lw_str_args(io, e, 1, ", ");
        rt_io_putc(io, '}');
        return;
    }
    if (!strcmp(hn, "string")) {
        rt_io_putc(io, '"');
        for (int i = 0; i < n; i++) {
            rt_value *a = lw_arg(e, i);
            if (rt_typeof(a) == rt_string_type)
                rt_io_write(io, ((rt_string *)a)->data, (size_t)((rt_string *)a)->len);
            else {
                rt_io_puts(io, "$(");
                lw_str_rec(io, a, 0);
                rt_io_putc(io, ')');
            }
        }
        rt_io_putc(io, '"');
        return;
    }
    rt_io_printf(io, "$(Expr(:%s", hn);
    for (int i = 0; i < n; i++) {
        rt_io_puts(io, ", ");
        lw_str_rec(io, lw_arg(e, i), 0);
    }
    rt_io_puts(io, "))");
}

char *lw_expr_str(rt_value *e)
{
    rt_iostream *io = rt_new_memio();
    lw_str_rec(io, e, 0);
    size_t n;
    const char *d = rt_memio_data(io, &n);
    char *r = rt_alloc_atomic(n + 1);
    memcpy(r, d, n);
    r[n] = 0;
    return r;
}

/* The text Base's own code printer (exprshow.jl) gives e through Base.<fname>(e): once
 * Base is loaded, the exact text Julia's @show and @assert print; lw_expr_str's before
 * (or should the printer throw). */
static char *lw_julia_text(rt_value *e, const char *fname)
{
    rt_value *f = rt_base_module ? rt_get_global(rt_base_module, rt_symbol(fname)) : NULL;
    if (!f)
        return lw_expr_str(e);
    char *volatile r = NULL;
    rt_handler h;
    rt_push_handler(&h);
    if (!_setjmp(h.jb)) {
        rt_value *av[2] = {f, e};
        rt_value *s = rt_apply_generic(av, 2);
        rt_pop_handler();
        if (s && rt_typeof(s) == rt_string_type) {
            size_t n = (size_t)((rt_string *)s)->len;
            r = rt_alloc_atomic(n + 1);
            memcpy(r, ((rt_string *)s)->data, n);
            r[n] = 0;
        }
    } else {
        rt_restore_exception(&h);
    }
    return r ? r : lw_expr_str(e);
}

/* A macro call's name: @m, a GlobalRef to it, or M.@m */
rt_sym *lw_macro_name(rt_value *m)
{
    if (lw_is_sym(m))
        return (rt_sym *)m;
    if (m && rt_typeof(m) == rt_globalref_type)
        return ((rt_globalref *)m)->name;
    if (lw_is_expr(m, ".") && lw_nargs(m) == 2) {
        rt_value *q = lw_arg(m, 1);
        if (rt_typeof(q) == rt_quotenode_type)
            q = ((rt_quotenode *)q)->value;
        else if (lw_is_expr(q, "quote") && lw_nargs(q) == 1)
            q = lw_arg(q, 0);
        if (lw_is_sym(q))
            return (rt_sym *)q;
    }
    return NULL;
}

static rt_value *lw_call_ast(rt_value *f, int n, rt_value **a)
{
    rt_expr *e = rt_new_expr(rt_symbol("call"), 0);
    rt_expr_push(e, f);
    for (int i = 0; i < n; i++)
        rt_expr_push(e, a[i]);
    return (rt_value *)e;
}

static rt_value *lw_bref(const char *name)
{
    return (rt_value *)rt_exprv(rt_symbol("."), 2, rt_symbol("Base"),
                                rt_new_quotenode((rt_value *)rt_symbol(name)));
}

/* The name a docstring documents: f for `f(x) = ...`/`function f ...`, T for a struct or
 * abstract/primitive type, x for `const x = ...`, @m for a macro; NULL otherwise. */
rt_sym *lw_doc_target(rt_value *d)
{
    lw_check_stack();
    for (int guard = 0; d && guard < 16; guard++) {
        if (lw_is_sym(d))
            return (rt_sym *)d;
        if (rt_typeof(d) != rt_expr_type)
            return NULL;
        const char *h = ((rt_expr *)d)->head->name;
        int n = lw_nargs(d);
        if (n == 0)
            return NULL;
        if (!strcmp(h, "=") || !strcmp(h, "function") || !strcmp(h, "const") ||
            !strcmp(h, "where") || !strcmp(h, "::") || !strcmp(h, "curly") ||
            !strcmp(h, "<:") || !strcmp(h, "abstract") || !strcmp(h, "primitive") ||
            !strcmp(h, "call") || !strcmp(h, "global"))
            d = lw_arg(d, 0);
        else if (!strcmp(h, "struct") && n >= 2)
            d = lw_arg(d, 1);
        else if (!strcmp(h, "module") && n >= 2)
            d = lw_arg(d, 1);
        else if (!strcmp(h, ".") && n == 2) {
            d = lw_arg(d, 1);
            if (d && rt_typeof(d) == rt_quotenode_type)
                d = ((rt_quotenode *)d)->value;
        } else if (!strcmp(h, "macro")) {
            rt_sym *nm = lw_doc_target(lw_arg(d, 0));
            if (!nm)
                return NULL;
            size_t l = strlen(nm->name);
            char *buf = rt_alloc_atomic(l + 2);
            buf[0] = '@';
            memcpy(buf + 1, nm->name, l + 1);
            return rt_symbol(buf);
        } else
            return NULL;
    }
    return NULL;
}

/* Base._setdoc!(@__MODULE__, :target, text) */
rt_value *lw_setdoc_ast(rt_sym *target, rt_value *text)
{
    return (rt_value *)rt_exprv(rt_symbol("call"), 4, lw_bref("_setdoc!"),
                                rt_exprv(rt_symbol("macrocall"), 2, rt_symbol("@__MODULE__"),
                                         rt_nothing),
                                rt_new_quotenode((rt_value *)target), text);
}

/* `@view A[i...]` → Base.view(A, i...); fn "maybeview" for the refs @views rewrites
 * (all-scalar indices give the element). `end` in the indices is A's matching dimension. */
static ir_val lw_view_ref(lw_ctx *c, rt_value *ref, const char *fn)
{
    int n = lw_nargs(ref);
    ir_val *a = rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
    a[0] = lw_stabilize(c, lw_value(c, lw_arg(ref, 0)));
    lw_endctx ec = {c->endc, a[0], 0, n - 1, false};
    c->endc = &ec;
    for (int i = 1; i < n; i++) {
        ec.dim = i;
        a[i] = lw_stabilize(c, lw_value(c, lw_arg(ref, i)));
    }
    c->endc = ec.prev;
    return lw_call(c, lw_base(fn), n, a);
}

/* Is head an updating assignment (`+=`, `.*=`, ...)? */
static bool lw_is_opassign(rt_sym *h)
{
    size_t n = strlen(h->name);
    if (n < 2 || h->name[n - 1] != '=')
        return false;
    return strcmp(h->name, "==") && strcmp(h->name, "<=") && strcmp(h->name, ">=") &&
           strcmp(h->name, "!=") && strcmp(h->name, "===") && strcmp(h->name, "!==") &&
           strcmp(h->name, ".==") && strcmp(h->name, ".<=") && strcmp(h->name, ".>=") &&
           strcmp(h->name, ".!=");
}

/* @views e: every A[i...] that e reads becomes a (maybe)view; assignment targets stay
 * indexing (their own indices are rewritten); quoted code is left alone. */
static rt_value *lw_views_rewrite(rt_value *e)
{
    lw_check_stack();
    if (!e || rt_typeof(e) != rt_expr_type || lw_is_expr(e, "quote"))
        return e;
    rt_expr *x = (rt_expr *)e;
    int n = lw_nargs(e);
    bool target = n >= 1 && lw_is_expr(lw_arg(e, 0), "ref") &&
                  (lw_is_expr(e, "=") || lw_is_expr(e, ".=") || lw_is_opassign(x->head));
    rt_expr *y = rt_new_expr(x->head, 0);
    for (int i = 0; i < n; i++) {
        rt_value *a = lw_arg(e, i);
        if (i == 0 && target) {
            rt_expr *r = rt_new_expr(rt_symbol("ref"), 0);
            for (int k = 0; k < lw_nargs(a); k++)
                rt_expr_push(r, lw_views_rewrite(lw_arg(a, k)));
            a = (rt_value *)r;
        } else {
            a = lw_views_rewrite(a);
        }
        rt_expr_push(y, a);
    }
    if (lw_is_expr(e, "ref"))
        return (rt_value *)rt_exprv(rt_symbol("macrocall"), 3, rt_symbol("@__maybeview"),
                                    rt_nothing, (rt_value *)y);
    return (rt_value *)y;
}

/* `@.` (Base.Broadcast.__dot__): every call f(x...) becomes f.(x...), `=` and `op=`
 * become `.=`/`.op=`, `&&`/`||` become `.&&`/`.||`, comparison operators get dotted;
 * `$e` is left undotted, function definitions keep their signature, and the bindings of
 * let/for stay plain assignments. */
static bool lw_dot_isop(rt_sym *s)
{
    return (fe_op_flags(s) & OPF_OP) != 0;
}

static bool lw_dottable(rt_value *x)
{
    if (!x)
        return false;
    if (rt_typeof(x) == rt_symbol_type) {
        rt_sym *s = (rt_sym *)x;
        return !lw_dot_isop(s) || s->name[0] != '.' || !strcmp(s->name, "..");
    }
    return rt_typeof(x) == rt_expr_type && !lw_is_expr(x, "$");
}

static rt_value *lw_dot_undot(rt_value *x)
{
    if (lw_is_expr(x, ".="))
        return (rt_value *)rt_exprv(rt_symbol("="), 2, lw_arg(x, 0), lw_arg(x, 1));
    if (lw_is_expr(x, "block")) {
        rt_expr *y = rt_new_expr(rt_symbol("block"), 0);
        for (int i = 0; i < lw_nargs(x); i++)
            rt_expr_push(y, lw_dot_undot(lw_arg(x, i)));
        return (rt_value *)y;
    }
    return x;
}

static rt_sym *lw_dot_sym(const char *name)
{
    size_t n = strlen(name);
    char *b = rt_alloc(n + 2);
    b[0] = '.';
    memcpy(b + 1, name, n + 1);
    return rt_symbol(b);
}

static rt_value *lw_dot_rewrite(rt_value *x)
{
    lw_check_stack();
    if (!x || rt_typeof(x) != rt_expr_type)
        return x;
    rt_expr *e = (rt_expr *)x;
    int n = lw_nargs(x);
    const char *h = e->head->name;
    if (!strcmp(h, "$"))
        return n > 0 ? lw_arg(x, 0) : x;
    rt_value **d = rt_alloc(sizeof(rt_value *) * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        d[i] = lw_dot_rewrite(lw_arg(x, i));
    rt_expr *y;
    if (!strcmp(h, "call") && n > 0 && lw_dottable(lw_arg(x, 0))) {
        rt_expr *t = rt_new_expr(rt_symbol("tuple"), 0);
        for (int i = 1; i < n; i++)
            rt_expr_push(t, d[i]);
        return (rt_value *)rt_exprv(rt_symbol("."), 2, d[0], (rt_value *)t);
    }
    if (!strcmp(h, "comparison")) {
        y = rt_new_expr(e->head, 0);
        for (int i = 0; i < n; i++) {
            rt_value *a = d[i];
            if (i % 2 == 1 && a && rt_typeof(a) == rt_symbol_type && lw_dottable(a) &&
                lw_dot_isop((rt_sym *)a))
                a = (rt_value *)lw_dot_sym(((rt_sym *)a)->name);
            rt_expr_push(y, a);
        }
        return (rt_value *)y;
    }
    if ((!strcmp(h, "let") || !strcmp(h, "for")) && n == 2)
        return (rt_value *)rt_exprv(e->head, 2, lw_dot_undot(d[0]), d[1]);
    if ((!strcmp(h, "=") || !strcmp(h, "function") || !strcmp(h, "macro")) && n == 2 &&
        lw_is_expr(lw_arg(x, 0), "call"))
        return (rt_value *)rt_exprv(e->head, 2, lw_arg(x, 0), d[1]);
    rt_sym *head = e->head;
    size_t hl = strlen(h);
    if (!strcmp(h, "<:") || !strcmp(h, ">:")) {
        y = rt_new_expr(rt_symbol("call"), 0);
        rt_expr_push(y, (rt_value *)lw_dot_sym(h));
        for (int i = 0; i < n; i++)
            rt_expr_push(y, d[i]);
        return (rt_value *)y;
    }
    if ((hl > 0 && h[hl - 1] == '=' && h[0] != '.') || !strcmp(h, "&&") || !strcmp(h, "||"))
        head = lw_dot_sym(h);
    y = rt_new_expr(head, 0);
    for (int i = 0; i < n; i++)
        rt_expr_push(y, d[i]);
    return (rt_value *)y;
}

ir_val lw_macrocall(lw_ctx *c, rt_value *e, bool want)
{
    rt_sym *name = lw_macro_name(lw_arg(e, 0));
    if (!name)
        lw_error(c, "syntax: invalid macro name");
    int n = lw_nargs(e);
    /* args[1] is the LineNumberNode of the call */
    int first = 1;
    if (n > 1 && (rt_typeof(lw_arg(e, 1)) == rt_linenumbernode_type || lw_arg(e, 1) == rt_nothing)) {
        if (rt_typeof(lw_arg(e, 1)) == rt_linenumbernode_type)
            c->line = (int)((rt_linenode *)lw_arg(e, 1))->line;
        first = 2;
    }
    int na = n - first;
    rt_value **a = rt_alloc(sizeof(rt_value *) * (size_t)(na + 1));
    for (int i = 0; i < na; i++)
        a[i] = lw_arg(e, first + i);
    const char *m = name->name;
    if (!strcmp(m, "@inbounds") || !strcmp(m, "@inline") || !strcmp(m, "@noinline") ||
        !strcmp(m, "@boundscheck") || !strcmp(m, "@simd") ||
        !strcmp(m, "@propagate_inbounds") || !strcmp(m, "@nospecialize") ||
        !strcmp(m, "@specialize") || !strcmp(m, "@fastmath") || !strcmp(m, "@static") ||
        !strcmp(m, "@pure") ||
        !strcmp(m, "@noinline") || !strcmp(m, "@assume_effects")) {
        if (na == 0)
            return lw_nothing();
        if (!strcmp(m, "@simd") && na == 2)
            return lw_expr(c, a[1], want);
        return lw_expr(c, a[na - 1], want);
    }
    if (!strcmp(m, "@view") || !strcmp(m, "@__maybeview")) {
        if (na != 1 || !lw_is_expr(a[0], "ref"))
            lw_error(c, "ArgumentError: Invalid use of @view macro: argument must be a reference expression A[...].");
        return lw_view_ref(c, a[0], m[2] == '_' ? "maybeview" : "view");
    }
    if (!strcmp(m, "@__dot__")) {
        if (na != 1)
            lw_error(c, "MethodError: no method matching var\"@__dot__\"(::LineNumberNode, ::Module)");
        return lw_expr(c, lw_dot_rewrite(a[0]), want);
    }
    if (!strcmp(m, "@views")) {
        if (na == 0)
            lw_error(c, "MethodError: no method matching var\"@views\"(::LineNumberNode, ::Module)");
        return lw_expr(c, lw_views_rewrite(a[na - 1]), want);
    }
    if (!strcmp(m, "@cfunction")) {
        /* @cfunction(f, Ret, (A, B)) → Core._cfunction(f, Ret, A, B): a C-callable entry to
         * the specialization f(::A, ::B) (codegen/cg_func.c) */
        if (na != 3 || !lw_is_expr(a[2], "tuple"))
            lw_error(c, "ArgumentError: @cfunction: expected @cfunction(f, RetType, (ArgTypes...))");
        if (lw_is_expr(a[0], "$"))
            lw_error(c, "ArgumentError: @cfunction of a closure (`$f`) is not supported by jolt");
        int nt = lw_nargs(a[2]);
        ir_val *v = rt_alloc(sizeof(ir_val) * (size_t)(nt + 2));
        v[0] = lw_value(c, a[0]);
        v[1] = lw_value(c, a[1]);
        for (int i = 0; i < nt; i++)
            v[2 + i] = lw_value(c, lw_arg(a[2], i));
        return lw_call(c, lw_builtin(IRB_CFUNCTION), nt + 2, v);
    }
    if (!strcmp(m, "@doc")) {
        if (na == 0)
            return lw_nothing();
        if (na == 1)
            return lw_expr(c, a[0], want);
        /* define, then record the text under the defined name (Base._setdoc!) */
        ir_val v = lw_expr(c, a[na - 1], want);
        rt_sym *target = lw_doc_target(a[na - 1]);
        if (target) {
            if (v.kind == IRV_SSA || v.kind == IRV_GLOBAL) {
                int32_t t = lw_new_temp(c);
                lw_assign_slot(c, t, v);
                v = ir_slot(t);
            }
            ir_val args[3] = {ir_const((rt_value *)c->mod), ir_const((rt_value *)target),
                              lw_value(c, a[0])};
            lw_call(c, lw_base("_setdoc!"), 3, args);
        }
        return v;
    }
    /* Printf's macros: qualified (Printf.@printf), or imported into this module by
     * `using Printf` (jit/driver.c marks it "#Printf@printf"); otherwise undefined */
    bool printf_ok = false;
    if (!strcmp(m, "@printf") || !strcmp(m, "@sprintf")) {
        char mark[32];
        snprintf(mark, sizeof mark, "#Printf%s", m);
        printf_ok = !lw_is_sym(lw_arg(e, 0)) || c->mod == rt_base_module ||
                    rt_get_global(c->mod, rt_symbol(mark)) != NULL;
    }
    if (printf_ok && !strcmp(m, "@printf"))
        return lw_printf_lower(c, a, na, want);
    if (printf_ok && !strcmp(m, "@sprintf"))
        return lw_expr(c, lw_printf_expand(c, a, na, true), want);
    if (!strcmp(m, "@show")) {
        ir_val v = lw_nothing();
        for (int i = 0; i < na; i++) {
            char *txt = lw_julia_text(a[i], "_show_label"); /* sprint(show_unquoted, ex) */
            size_t l = strlen(txt);
            char *lab = rt_alloc_atomic(l + 4);
            memcpy(lab, txt, l);
            memcpy(lab + l, " = ", 4);
            v = lw_value(c, a[i]);
            if (v.kind == IRV_SSA || v.kind == IRV_GLOBAL) {
                int32_t t = lw_new_temp(c);
                lw_assign_slot(c, t, v);
                v = ir_slot(t);
            }
            ir_val r = lw_call1(c, lw_base("repr"), v);
            lw_call2(c, lw_base("println"), ir_const((rt_value *)rt_cstring(lab)), r);
        }
        return v;
    }
    if (!strcmp(m, "@assert")) {
        if (na < 1)
            lw_error(c, "syntax: @assert needs a condition");
        rt_value *msg;
        if (na >= 2)
            msg = rt_typeof(a[1]) == rt_string_type
                      ? a[1]
                      : lw_call_ast(lw_bref("string"), 1, &a[1]);
        else
            msg = (rt_value *)rt_cstring(lw_julia_text(a[0], "string"));
        rt_value *ae = (rt_value *)rt_exprv(rt_symbol("call"), 2, rt_symbol("AssertionError"), msg);
        rt_value *thr = (rt_value *)rt_exprv(rt_symbol("call"), 2,
                                             rt_new_quotenode((rt_value *)ir_builtin_fn[IRB_THROW]),
                                             ae);
        rt_value *ife = (rt_value *)rt_exprv(rt_symbol("if"), 3, a[0], rt_nothing, thr);
        return lw_expr(c, ife, want);
    }
    if (!strcmp(m, "@time") || !strcmp(m, "@elapsed")) {
        if (na < 1)
            lw_error(c, "syntax: %s needs an expression", m);
        int32_t t0 = lw_new_temp(c);
        lw_assign_slot(c, t0, lw_call(c, lw_base("time_ns"), 0, NULL));
        ir_val v = lw_value(c, a[na - 1]);
        int32_t vs = lw_new_temp(c);
        lw_assign_slot(c, vs, v);
        ir_val t1 = lw_call(c, lw_base("time_ns"), 0, NULL);
        ir_val dt = lw_call2(c, ir_global(rt_base_module, rt_symbol("-")), t1, ir_slot(t0));
        if (!strcmp(m, "@elapsed"))
            return lw_call2(c, ir_global(rt_base_module, rt_symbol("/")), dt,
                            ir_const(rt_box_float64(1e9)));
        lw_call1(c, lw_base("time_print"), dt);
        return ir_slot(vs);
    }
    if (!strcmp(m, "@isdefined") && na == 1)
        return lw_value(c, (rt_value *)rt_exprv(rt_symbol("isdefined"), 1, a[0]));
    if (!strcmp(m, "@__LINE__"))
        return ir_const(rt_box_int64(c->line));
    if (!strcmp(m, "@__FILE__"))
        return ir_const((rt_value *)rt_cstring(c->file ? c->file->name : "none"));
    if (!strcmp(m, "@__DIR__")) {
        /* Julia: the directory of the source file, the working directory when it has none */
        const char *f = c->file ? c->file->name : "none";
        const char *sl = strrchr(f, '/');
        char buf[4096];
        if (sl)
            snprintf(buf, sizeof buf, "%.*s", sl == f ? 1 : (int)(sl - f), f);
        else if (!getcwd(buf, sizeof buf))
            snprintf(buf, sizeof buf, ".");
        return ir_const((rt_value *)rt_cstring(buf));
    }
    if (!strcmp(m, "@__MODULE__"))
        return ir_const((rt_value *)c->mod);
    if (!strcmp(m, "@async") && na == 1) {
        rt_value *lam = (rt_value *)rt_exprv(rt_symbol("->"), 2, rt_exprv(rt_symbol("tuple"), 0), a[0]);
        rt_value *task = lw_call_ast(lw_bref("Task"), 1, &lam);
        return lw_value(c, lw_call_ast(lw_bref("schedule"), 1, &task));
    }
    size_t ml = strlen(m);
    if (ml > 5 && !strcmp(m + ml - 4, "_str") && m[0] == '@') {
        if (!strcmp(m, "@r_str")) /* compiled once per (pattern, flags) */
            return lw_value(c, lw_call_ast(lw_bref("_regex_literal"), na, a));
        if (!strcmp(m, "@b_str")) /* codeunits of the unescaped text */
            return lw_value(c, lw_call_ast(lw_bref("_bytes_literal"), na, a));
        if (!strcmp(m, "@s_str"))
            return lw_value(c, lw_call_ast(lw_bref("SubstitutionString"), na, a));
        /* a literal too large for 128 bits (frontend/lexer_num.c): Core.@big_str "…" */
        rt_value *mref = lw_arg(e, 0);
        if (!strcmp(m, "@big_str") && rt_typeof(mref) == rt_globalref_type &&
            ((rt_globalref *)mref)->module == rt_core_module)
            return lw_value(c, lw_call_ast(lw_bref("big_str"), na, a));
        if (!strcmp(m, "@MIME_str") && na == 1 && rt_typeof(a[0]) == rt_string_type) {
            /* MIME"text/plain" → Base.MIME{Symbol("text/plain")} */
            rt_string *ms = (rt_string *)a[0];
            rt_value *sym = (rt_value *)rt_symbol_n(ms->data, ms->len);
            return lw_value(c, (rt_value *)rt_exprv(rt_symbol("curly"), 2, lw_bref("MIME"),
                                                    rt_new_quotenode(sym)));
        }
        /* raw"…": the parser already kept the text as written (only \" and the
         * backslashes before a quote are processed) */
        if (!strcmp(m, "@raw_str") && na == 1 && rt_typeof(a[0]) == rt_string_type)
            return ir_const(a[0]);
    }
    /* a macro the program defined (lower_quote.c), string macros included */
    rt_value *x = lw_user_macro(c, lw_arg(e, 0), first == 2 ? lw_arg(e, 1) : rt_nothing, na, a);
    if (x) {
        /* the expansion's names belong to the scope it stands in, as if it had been
         * expanded before that scope declared its own (Julia expands macros first) */
        if (c->scope)
            lw_scope_declare(c, x);
        return lw_expr(c, x, want);
    }
    if (ml > 5 && !strcmp(m + ml - 4, "_str") && m[0] == '@') {
        /* Base's other string macros (big"…") are calls of the function of the same name */
        rt_sym *fn = rt_symbol_n(m + 1, ml - 1);
        return lw_value(c, lw_call_ast((rt_value *)fn, na, a));
    }
    lw_error(c, "UndefVarError: %s not defined", m);
}
