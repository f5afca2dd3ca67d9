/* macromodule.c — the module half of macro hygiene for code that is run (not printed).
 *
 * Julia resolves the free names a macro's own (unescaped) code uses in the module that
 * defined the macro, not in the module that called it: `M.@m` expanding to `helper()` calls
 * M.helper even when the caller has no `helper` (or has another one). Lowering resolves
 * plain names in the calling module, so before lowering (lw_hygiene) each such name is
 * replaced by a GlobalRef to the macro's module — but only where that changes anything:
 * when the macro's module sees a binding for it and the caller does not see the same one.
 * Names the expansion binds itself (assignment targets, locals, arguments, loop and catch
 * variables, `where` parameters, keyword names) stay as written, as do escaped parts; a
 * macro call in the expansion names the macro module's macro in the same way.
 * A name the macro's module defines only after the call is still found in the caller. */
#include "lower.h"
#include "fe_internal.h"
#include <string.h>

typedef struct mm_set {
    rt_sym **s;   /* names bound somewhere in the expansion */
    int n, cap;   /* used / allocated */
} mm_set;

static bool mm_is(rt_value *x, const char *h)
{
    return x && rt_typeof(x) == rt_expr_type && !strcmp(((rt_expr *)x)->head->name, h);
}

static bool mm_has(const mm_set *b, rt_sym *s)
{
    for (int i = 0; i < b->n; i++)
        if (b->s[i] == s)
            return true;
    return false;
}

static void mm_add(mm_set *b, rt_value *s)
{
    if (!s || rt_typeof(s) != rt_symbol_type || mm_has(b, (rt_sym *)s))
        return;
    if (b->n == b->cap) {
        int nc = b->cap ? b->cap * 2 : 16;
        rt_sym **ns = rt_alloc(sizeof(rt_sym *) * (size_t)nc);
        if (b->n)
            memcpy(ns, b->s, sizeof(rt_sym *) * (size_t)b->n);
        b->s = ns, b->cap = nc;
    }
    b->s[b->n++] = (rt_sym *)s;
}

/* every symbol of a binding form: x, x::T, (a, b), f(a, b; c = 1), T <: S, a... */
static void mm_add_target(mm_set *b, rt_value *t, int depth)
{
    if (depth > 200 || !t)
        return;
    if (rt_typeof(t) == rt_symbol_type) {
        mm_add(b, t);
        return;
    }
    if (rt_typeof(t) != rt_expr_type || mm_is(t, "escape") || mm_is(t, "quote"))
        return;
    rt_expr *e = (rt_expr *)t;
    int n = rt_expr_nargs(e);
    if ((mm_is(t, "::") || mm_is(t, "<:") || mm_is(t, ">:") || mm_is(t, "kw") ||
         mm_is(t, "=")) && n >= 1) {
        if (n == 1 && mm_is(t, "::"))
            return; /* ::T binds nothing */
        mm_add_target(b, rt_expr_arg(e, 0), depth + 1);
        return;
    }
    if (mm_is(t, "curly") && n >= 1) { /* f{T}(…) binds its name only */
        mm_add_target(b, rt_expr_arg(e, 0), depth + 1);
        return;
    }
    if (mm_is(t, "where") && n >= 1) {
        mm_add_target(b, rt_expr_arg(e, 0), depth + 1);
        for (int i = 1; i < n; i++)
            mm_add_target(b, rt_expr_arg(e, i), depth + 1);
        return;
    }
    if (mm_is(t, "call") || mm_is(t, "tuple") || mm_is(t, "parameters") || mm_is(t, "...") ||
        mm_is(t, "block"))
        for (int i = 0; i < n; i++)
            mm_add_target(b, rt_expr_arg(e, i), depth + 1);
}

/* Record the names the unescaped expansion binds anywhere (an over-approximation: a name
 * bound in any scope of it is never redirected). */
static void mm_collect(mm_set *b, rt_value *x, int depth)
{
    if (depth > 2000 || !x || rt_typeof(x) != rt_expr_type || mm_is(x, "escape") ||
        mm_is(x, "quote") || mm_is(x, "inert"))
        return;
    rt_expr *e = (rt_expr *)x;
    int n = rt_expr_nargs(e);
    if ((mm_is(x, "=") || mm_is(x, "function") || mm_is(x, "->") || mm_is(x, "macro")) && n >= 1)
        mm_add_target(b, rt_expr_arg(e, 0), 0);
    if (mm_is(x, "local") || mm_is(x, "global") || mm_is(x, "const"))
        for (int i = 0; i < n; i++)
            mm_add_target(b, rt_expr_arg(e, i), 0);
    if (mm_is(x, "let") && n >= 1)
        mm_add_target(b, rt_expr_arg(e, 0), 0);
    if (mm_is(x, "try") && n >= 2)
        mm_add_target(b, rt_expr_arg(e, 1), 0);
    if (mm_is(x, "struct") || mm_is(x, "abstract") || mm_is(x, "primitive")) {
        for (int i = 0; i < n; i++) /* the type's name, parameters and fields */
            mm_add_target(b, rt_expr_arg(e, i), 0);
        if (mm_is(x, "struct") && n >= 3 && mm_is(rt_expr_arg(e, 2), "block")) {
            rt_expr *body = (rt_expr *)rt_expr_arg(e, 2);
            for (int i = 0; i < rt_expr_nargs(body); i++)
                mm_add_target(b, rt_expr_arg(body, i), 0);
        }
    }
    if (mm_is(x, "kw") && n >= 1)
        mm_add_target(b, rt_expr_arg(e, 0), 0);
    for (int i = 0; i < n; i++)
        mm_collect(b, rt_expr_arg(e, i), depth + 1);
}

typedef struct mm_ctx {
    mm_set bound;       /* names the expansion binds */
    rt_module *caller;  /* where the macro was called */
    rt_module *macro;   /* where it was defined */
} mm_ctx;

static bool mm_special(rt_sym *s)
{
    static const char *const keep[] = {"begin", "end", "ccall", "cglobal", "__source__",
                                       "__module__", "nothing", "true", "false"};
    for (size_t i = 0; i < sizeof keep / sizeof *keep; i++)
        if (!strcmp(s->name, keep[i]))
            return true;
    return s->name[0] == '@' || s->name[0] == '#';
}

/* `@other` in the expansion names the macro module's @other, when the caller has none
 * or another one: GlobalRef(M, Symbol("@other")), which fe_macro_binding accepts */
static rt_value *mm_macro_name(mm_ctx *c, rt_value *x)
{
    if (!x || rt_typeof(x) != rt_symbol_type)
        return x;
    rt_binding *mb = rt_find_binding(c->macro, (rt_sym *)x);
    if (!mb || !mb->value || rt_find_binding(c->caller, (rt_sym *)x) == mb)
        return x;
    return rt_new_globalref(c->macro, (rt_sym *)x);
}

static rt_value *mm_walk(mm_ctx *c, rt_value *x, int depth)
{
    if (!x || depth > 2000)
        return x;
    rt_type *t = rt_typeof(x);
    if (t == rt_symbol_type) {
        rt_sym *s = (rt_sym *)x;
        if (mm_has(&c->bound, s) || mm_special(s))
            return x;
        rt_binding *mb = rt_find_binding(c->macro, s);
        rt_binding *cb = rt_find_binding(c->caller, s);
        if (!mb || cb == mb || (cb && cb->constant && mb->constant && cb->value == mb->value))
            return x;
        return rt_new_globalref(c->macro, s);
    }
    if (t != rt_expr_type)
        return x;
    rt_expr *e = (rt_expr *)x;
    int n = rt_expr_nargs(e);
    const char *h = e->head->name;
    if (!strcmp(h, "escape") || !strcmp(h, "quote") || !strcmp(h, "inert") ||
        !strcmp(h, "meta") || !strcmp(h, "line") || !strcmp(h, "using") ||
        !strcmp(h, "import") || !strcmp(h, "export") || !strcmp(h, "module") ||
        !strcmp(h, "symboliclabel") || !strcmp(h, "symbolicgoto") || !strcmp(h, "inbounds") ||
        !strcmp(h, "loopinfo") || !strcmp(h, "struct") || !strcmp(h, "abstract") ||
        !strcmp(h, "primitive"))
        return x;
    rt_expr *out = rt_new_expr(e->head, 0);
    for (int i = 0; i < n; i++) {
        rt_value *a = rt_expr_arg(e, i);
        if (!strcmp(h, "macrocall") && i == 0)
            a = mm_macro_name(c, a); /* a macro of the macro's module */
        else if (!strcmp(h, ".") && i == 1)
            ; /* a field name */
        else
            a = mm_walk(c, a, depth + 1);
        rt_expr_push(out, a);
    }
    return (rt_value *)out;
}

rt_value *fe_macro_resolve_free(rt_value *ex, rt_module *caller, rt_module *macro_mod)
{
    if (!ex || !caller || !macro_mod || caller == macro_mod)
        return ex;
    mm_ctx c = {{0}, caller, macro_mod};
    mm_collect(&c.bound, ex, 0);
    return mm_walk(&c, ex, 0);
}
