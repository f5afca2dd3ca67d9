/* macroexpand.c — Base.macroexpand(m, ex; recursive) for the JIT (runtime/reflect.c's
 * rt_macroexpand_hook, set by the driver; executables have no macro expander).
 *
 * Each user macro call is run through fe_macro_expand_hook and its result made hygienic
 * the way Julia's resolve-expansion-vars shows it: names the macro's own (unescaped) code
 * binds — assignments, `local`, loop variables, function names and arguments — become
 * `#N#name`; every other free name becomes a GlobalRef to the macro's module (printed
 * `Main.f`); esc(…) contents are kept as written. With recursive, macro calls inside the
 * result are expanded too (each resolved in its own macro's module). Macros that lowering
 * implements itself (@assert, @inbounds, … lower_macro.c) have no function to call: those
 * whose 1.7 expansion macroexpand_builtin.c reproduces are shown so (resolved in Base),
 * the others (@show, @time, …) are left as written. This path only builds the expression shown to the program: lowering
 * keeps using lw_hygiene (lower_quote.c). */
#include "lower.h"
#include "fe_internal.h"
#include <stdio.h>
#include <string.h>

static int me_counter; /* Julia's named-gensym counter: #1#x, #2#y, … */

typedef struct me_env {
    rt_sym **from;          /* names bound by the macro's own code */
    rt_sym **to;            /* their #N#name replacements */
    int n, cap;             /* used / allocated */
    rt_module *mod;         /* the macro's module: free names resolve there */
    struct me_env *parent;  /* the code the macro was called from (NULL: the program's) */
} me_env;

static bool me_is(rt_value *x, const char *h)
{
    return x && rt_typeof(x) == rt_expr_type && !strcmp(((rt_expr *)x)->head->name, h);
}

static rt_sym *me_lookup(const me_env *env, rt_sym *s)
{
    for (int i = env->n - 1; i >= 0; i--)
        if (env->from[i] == s)
            return env->to[i];
    return NULL;
}

static void me_add(me_env *env, rt_value *s)
{
    if (!s || rt_typeof(s) != rt_symbol_type || me_lookup(env, (rt_sym *)s))
        return;
    if (env->n == env->cap) {
        int nc = env->cap ? env->cap * 2 : 8;
        rt_sym **f = rt_alloc(sizeof(rt_sym *) * (size_t)nc);
        rt_sym **t = rt_alloc(sizeof(rt_sym *) * (size_t)nc);
        if (env->n) {
            memcpy(f, env->from, sizeof(rt_sym *) * (size_t)env->n);
            memcpy(t, env->to, sizeof(rt_sym *) * (size_t)env->n);
        }
        env->from = f, env->to = t, env->cap = nc;
    }
    char buf[256];
    snprintf(buf, sizeof buf, "#%d#%s", ++me_counter, ((rt_sym *)s)->name);
    env->from[env->n] = (rt_sym *)s;
    env->to[env->n++] = rt_symbol(buf);
}

/* a binding target: x, x::T, (a, b) */
static void me_add_target(me_env *env, rt_value *t)
{
    if (me_is(t, "::") && rt_expr_nargs((rt_expr *)t) >= 1)
        t = rt_expr_arg((rt_expr *)t, 0);
    if (me_is(t, "tuple") || me_is(t, "parameters")) {
        for (int i = 0; i < rt_expr_nargs((rt_expr *)t); i++)
            me_add_target(env, rt_expr_arg((rt_expr *)t, i));
    } else if ((me_is(t, "kw") || me_is(t, "...")) && rt_expr_nargs((rt_expr *)t) >= 1) {
        me_add_target(env, rt_expr_arg((rt_expr *)t, 0));
    } else {
        me_add(env, t);
    }
}

/* the names a function signature binds: its name (when a plain symbol) and arguments */
static void me_add_sig(me_env *env, rt_value *sig)
{
    while (me_is(sig, "where") || me_is(sig, "::")) {
        if (rt_expr_nargs((rt_expr *)sig) < 1)
            return;
        sig = rt_expr_arg((rt_expr *)sig, 0);
    }
    if (me_is(sig, "call")) {
        rt_expr *c = (rt_expr *)sig;
        for (int i = 0; i < rt_expr_nargs(c); i++)
            me_add_target(env, rt_expr_arg(c, i));
    } else {
        me_add_target(env, sig);
    }
}

/* `name = value` as an element of a tuple: a named tuple's field, whose name hygiene
 * leaves as written (here and in lower_quote.c's expander) */
bool fe_nt_field(rt_value *a)
{
    return me_is(a, "=") && rt_expr_nargs((rt_expr *)a) == 2 &&
           rt_typeof(rt_expr_arg((rt_expr *)a, 0)) == rt_symbol_type;
}

/* Record the names bound by unescaped code (Julia's find-assigned-vars and local decls). */
static void me_collect(me_env *env, rt_value *x, int depth)
{
    if (depth > 2000 || !x || rt_typeof(x) != rt_expr_type || me_is(x, "escape") ||
        me_is(x, "quote") || me_is(x, "inert") || me_is(x, "global") ||
        me_is(x, "hygienic-scope") || me_is(x, "macrocall"))
        return;
    rt_expr *e = (rt_expr *)x;
    int n = rt_expr_nargs(e);
    if ((me_is(x, "function") || me_is(x, "->")) && n >= 1) {
        me_add_sig(env, rt_expr_arg(e, 0));
        return; /* the body's own names are resolved with the function's scope */
    }
    if (me_is(x, "=") && n == 2 &&
        (me_is(rt_expr_arg(e, 0), "call") || me_is(rt_expr_arg(e, 0), "where"))) {
        me_add_sig(env, rt_expr_arg(e, 0));
        return;
    }
    if (me_is(x, "tuple")) { /* (a = 1, b = x): named-tuple fields, not assignments */
        for (int i = 0; i < n; i++) {
            rt_value *a = rt_expr_arg(e, i);
            me_collect(env, fe_nt_field(a) ? rt_expr_arg((rt_expr *)a, 1) : a, depth + 1);
        }
        return;
    }
    if (me_is(x, "=") && n >= 1)
        me_add_target(env, rt_expr_arg(e, 0));
    if (me_is(x, "local"))
        for (int i = 0; i < n; i++) {
            rt_value *a = rt_expr_arg(e, i);
            me_add_target(env, me_is(a, "=") ? rt_expr_arg((rt_expr *)a, 0) : a);
        }
    for (int i = 0; i < n; i++)
        me_collect(env, rt_expr_arg(e, i), depth + 1);
}

static rt_value *me_unescape(rt_value *x)
{
    while (me_is(x, "escape") && rt_expr_nargs((rt_expr *)x) == 1)
        x = rt_expr_arg((rt_expr *)x, 0);
    return x;
}

static bool me_plain_name(rt_sym *s)
{
    if (!strcmp(s->name, "begin") || !strcmp(s->name, "end") || !strcmp(s->name, "ccall") ||
        !strcmp(s->name, "cglobal"))
        return true;
    for (const char *p = s->name; *p; p++)
        if (*p != '_')
            return false;
    return true; /* all underscores */
}

static rt_value *me_resolve(rt_value *x, me_env *env, int depth);

static rt_value *me_resolve_fn(rt_value *x, me_env *env, int depth)
{
    /* a function or lambda: its arguments and its body's own bindings are local too */
    me_env inner = *env;
    if (inner.n) { /* copy so additions stay inside this function */
        inner.from = rt_alloc(sizeof(rt_sym *) * (size_t)inner.cap);
        inner.to = rt_alloc(sizeof(rt_sym *) * (size_t)inner.cap);
        memcpy(inner.from, env->from, sizeof(rt_sym *) * (size_t)env->n);
        memcpy(inner.to, env->to, sizeof(rt_sym *) * (size_t)env->n);
    }
    rt_expr *e = (rt_expr *)x;
    me_add_sig(&inner, rt_expr_arg(e, 0));
    if (rt_expr_nargs(e) >= 2)
        me_collect(&inner, rt_expr_arg(e, 1), 0);
    rt_expr *out = rt_new_expr(e->head, 0);
    for (int i = 0; i < rt_expr_nargs(e); i++)
        rt_expr_push(out, me_resolve(rt_expr_arg(e, i), &inner, depth + 1));
    return (rt_value *)out;
}

static rt_value *me_resolve(rt_value *x, me_env *env, int depth)
{
    if (!x || depth > 2000)
        return x;
    if (me_is(x, "hygienic-scope") && rt_expr_nargs((rt_expr *)x) == 2) {
        /* a macro's expansion: its own names, resolved in its module */
        me_env inner = {0};
        inner.mod = (rt_module *)rt_expr_arg((rt_expr *)x, 1);
        inner.parent = env;
        me_collect(&inner, rt_expr_arg((rt_expr *)x, 0), 0);
        return me_resolve(rt_expr_arg((rt_expr *)x, 0), &inner, depth + 1);
    }
    if (!env) { /* the program's own code stays as written */
        if (rt_typeof(x) != rt_expr_type || me_is(x, "quote") || me_is(x, "inert"))
            return x;
        rt_expr *e = (rt_expr *)x;
        rt_expr *out = rt_new_expr(e->head, 0);
        for (int i = 0; i < rt_expr_nargs(e); i++)
            rt_expr_push(out, me_resolve(rt_expr_arg(e, i), NULL, depth + 1));
        return (rt_value *)out;
    }
    rt_module *mm = env->mod;
    rt_type *t = rt_typeof(x);
    if (t == rt_symbol_type) {
        rt_sym *s = (rt_sym *)x;
        rt_sym *r = me_lookup(env, s);
        if (r)
            return (rt_value *)r;
        if (me_plain_name(s))
            return x;
        return rt_new_globalref(mm, s);
    }
    if (t != rt_expr_type)
        return x;
    rt_expr *e = (rt_expr *)x;
    int n = rt_expr_nargs(e);
    const char *h = e->head->name;
    if (!strcmp(h, "quote") || !strcmp(h, "inert") || !strcmp(h, "macrocall") ||
        !strcmp(h, "symboliclabel") || !strcmp(h, "symbolicgoto"))
        return x;
    if (!strcmp(h, "escape")) /* the caller's code */
        return n == 1 ? me_resolve(rt_expr_arg(e, 0), env->parent, depth + 1) : x;
    if (!strcmp(h, "using") || !strcmp(h, "import") || !strcmp(h, "export") ||
        !strcmp(h, "meta") || !strcmp(h, "line") || !strcmp(h, "inbounds") ||
        !strcmp(h, "boundscheck") || !strcmp(h, "loopinfo")) {
        rt_expr *out = rt_new_expr(e->head, 0);
        for (int i = 0; i < n; i++)
            rt_expr_push(out, me_unescape(rt_expr_arg(e, i)));
        return (rt_value *)out;
    }
    if (!strcmp(h, "global")) {
        rt_expr *out = rt_new_expr(e->head, 0);
        for (int i = 0; i < n; i++) {
            rt_value *a = me_unescape(rt_expr_arg(e, i));
            if (me_is(a, "=") && rt_expr_nargs((rt_expr *)a) == 2)
                a = (rt_value *)rt_exprv(((rt_expr *)a)->head, 2,
                                         me_unescape(rt_expr_arg((rt_expr *)a, 0)),
                                         me_resolve(rt_expr_arg((rt_expr *)a, 1), env, depth + 1));
            else if (rt_typeof(a) != rt_symbol_type)
                a = me_resolve(a, env, depth + 1);
            rt_expr_push(out, a);
        }
        return (rt_value *)out;
    }
    if ((!strcmp(h, "function") || !strcmp(h, "->")) && n >= 1)
        return me_resolve_fn(x, env, depth);
    if (!strcmp(h, "=") && n == 2 &&
        (me_is(rt_expr_arg(e, 0), "call") || me_is(rt_expr_arg(e, 0), "where")))
        return me_resolve_fn(x, env, depth);
    if (!strcmp(h, "tuple")) { /* a named tuple's field names stay as written */
        rt_expr *out = rt_new_expr(e->head, 0);
        for (int i = 0; i < n; i++) {
            rt_value *a = rt_expr_arg(e, i);
            rt_expr_push(out, fe_nt_field(a)
                                  ? (rt_value *)rt_exprv(((rt_expr *)a)->head, 2, rt_expr_arg((rt_expr *)a, 0),
                                                         me_resolve(rt_expr_arg((rt_expr *)a, 1), env, depth + 1))
                                  : me_resolve(a, env, depth + 1));
        }
        return (rt_value *)out;
    }
    if (!strcmp(h, "kw") && n == 2) {
        /* a keyword argument's name stays as written */
        return (rt_value *)rt_exprv(e->head, 2, me_unescape(rt_expr_arg(e, 0)),
                                    me_resolve(rt_expr_arg(e, 1), env, depth + 1));
    }
    rt_expr *out = rt_new_expr(e->head, 0);
    for (int i = 0; i < n; i++)
        rt_expr_push(out, me_resolve(rt_expr_arg(e, i), env, depth + 1));
    return (rt_value *)out;
}

/* The binding a macro reference (`@m` or M.@m, seen from m) names, NULL when it names
 * none; *where is the module looked in (M, or m). Shared with the JIT driver's expander. */
rt_binding *fe_macro_binding(rt_module *m, rt_value *mref, rt_module **where)
{
    *where = m;
    rt_value *name = mref;
    if (mref && rt_typeof(mref) == rt_globalref_type) { /* from another macro's expansion */
        *where = ((rt_globalref *)mref)->module;
        return rt_find_binding(*where, ((rt_globalref *)mref)->name);
    }
    if (me_is(mref, ".") && rt_expr_nargs((rt_expr *)mref) == 2) {
        rt_value *mv = rt_expr_arg((rt_expr *)mref, 0);
        name = rt_expr_arg((rt_expr *)mref, 1);
        if (rt_typeof(name) == rt_quotenode_type)
            name = ((rt_quotenode *)name)->value;
        else if (me_is(name, "quote") && rt_expr_nargs((rt_expr *)name) == 1)
            name = rt_expr_arg((rt_expr *)name, 0);
        if (rt_typeof(mv) == rt_symbol_type) {
            rt_binding *mb = rt_find_binding(m, (rt_sym *)mv);
            mv = mb ? mb->value : NULL;
        }
        if (!mv || rt_typeof(mv) != rt_module_type)
            return NULL;
        *where = (rt_module *)mv;
    }
    if (!name || rt_typeof(name) != rt_symbol_type)
        return NULL;
    return rt_find_binding(*where, (rt_sym *)name);
}

/* the module a macro reference names its macro in (where it was defined) */
static rt_module *me_macro_module(rt_module *m, rt_value *mref)
{
    rt_module *where;
    rt_binding *b = fe_macro_binding(m, mref, &where);
    return b && b->owner ? b->owner : where;
}

static rt_value *me_expand(rt_module *m, rt_value *x, bool recursive, int depth);

static rt_value *me_expand_call(rt_module *m, rt_expr *e, bool recursive, int depth)
{
    int n = rt_expr_nargs(e);
    if (n < 1 || !fe_macro_expand_hook)
        return (rt_value *)e;
    rt_value *mref = rt_expr_arg(e, 0);
    rt_value *lnn = n >= 2 ? rt_expr_arg(e, 1) : rt_nothing;
    rt_value **args = rt_alloc(sizeof(rt_value *) * (size_t)(n > 2 ? n - 2 : 1));
    for (int i = 2; i < n; i++)
        args[i - 2] = rt_expr_arg(e, i);
    rt_value *r = fe_macro_expand_hook(m, mref, lnn, n > 2 ? n - 2 : 0, args, true);
    rt_module *mm;
    if (r) {
        mm = me_macro_module(m, mref);
    } else { /* a macro lowering expands itself: Base's definition, where it has one */
        r = fe_builtin_macroexpand(m, mref, lnn, n > 2 ? n - 2 : 0, args);
        if (!r)
            return (rt_value *)e;
        mm = rt_base_module;
    }
    if (recursive)
        r = me_expand(m, r, true, depth + 1);
    return (rt_value *)rt_exprv(rt_symbol("hygienic-scope"), 2, r, (rt_value *)mm);
}

/* Expand the macro calls in x; each expansion is wrapped as (hygienic-scope result module)
 * for me_resolve. */
static rt_value *me_expand(rt_module *m, rt_value *x, bool recursive, int depth)
{
    if (!x || rt_typeof(x) != rt_expr_type || depth > 1000)
        return x;
    rt_expr *e = (rt_expr *)x;
    if (me_is(x, "quote") || me_is(x, "inert"))
        return x;
    if (me_is(x, "macrocall"))
        return me_expand_call(m, e, recursive, depth);
    rt_expr *out = rt_new_expr(e->head, 0);
    for (int i = 0; i < rt_expr_nargs(e); i++)
        rt_expr_push(out, me_expand(m, rt_expr_arg(e, i), recursive, depth + 1));
    return (rt_value *)out;
}

rt_value *fe_macroexpand(rt_module *m, rt_value *ex, bool recursive)
{
    return me_resolve(me_expand(m, ex, recursive, 0), NULL, 0);
}
