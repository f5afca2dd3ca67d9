/* reflect.c — the facts about types and modules that Base's reflection (runtime/base/
 * reflection.jl: isabstracttype, isbitstype, nameof, parentmodule, …) reads by ccall.
 * UnionAlls are unwrapped to their body, as Julia's unwrap_unionall; anything that is not
 * a DataType has no flags. */
#include "rt.h"
#include <stdlib.h>
#include <string.h>

/* Julia's DataType/TypeName flags, one bit each: 1 abstract, 2 mutable, 4 isbits,
 * 8 primitive, 16 concrete (0 for a non-DataType). */
int64_t rt_reflect_typeflags(rt_value *T)
{
    if (!T)
        return 0;
    bool wrapped = !rt_is_datatype(T);
    rt_value *u = rt_unwrap_unionall(T);
    if (!rt_is_datatype(u))
        return 0;
    rt_type *t = (rt_type *)u;
    int64_t f = 0;
    if (t->name->flags & RT_ABSTRACT)
        f |= 1;
    if (t->name->flags & RT_MUTABLE)
        f |= 2;
    if (!wrapped && (t->flags & RT_ISBITS) && (t->flags & RT_CONCRETE))
        f |= 4;
    if (t->flags & RT_PRIMITIVE)
        f |= 8;
    if (!wrapped && (t->flags & RT_CONCRETE))
        f |= 16;
    return f;
}

/* T.name.name and T.name.module of a DataType or UnionAll (NULL otherwise). */
rt_value *rt_reflect_typename(rt_value *T, int64_t which)
{
    rt_value *u = T ? rt_unwrap_unionall(T) : NULL;
    if (!u || !rt_is_datatype(u))
        rt_throw_argument("type does not have a name");
    rt_typename *tn = ((rt_type *)u)->name;
    return which == 0 ? (rt_value *)tn->name : (rt_value *)tn->module;
}

/* nameof(f) (which 0) and parentmodule(f) (which 1) of a function: a named function's
 * own name, else (an anonymous function or closure) its type's name; the module is its
 * type's. */
rt_value *rt_reflect_function(rt_value *f, int64_t which)
{
    rt_type *t = rt_typeof(f);
    if (which == 1)
        return (rt_value *)t->name->module;
    if ((t->flags & RT_FUNCTION) && ((rt_function *)f)->name)
        return (rt_value *)((rt_function *)f)->name;
    return (rt_value *)t->name->name;
}

/* nameof(m) and parentmodule(m) (a root module is its own parent). */
rt_value *rt_reflect_module(rt_value *m, int64_t which)
{
    rt_module *mod = (rt_module *)m;
    if (which == 0)
        return (rt_value *)mod->name;
    return (rt_value *)(mod->parent ? mod->parent : mod);
}

/* gensym() → ##N, gensym("x") → ##x#N, as Julia names them. */
rt_value *rt_reflect_gensym(rt_value *prefix)
{
    if (!prefix || rt_typeof(prefix) != rt_string_type)
        return (rt_value *)rt_gensym("");
    rt_string *p = (rt_string *)prefix;
    char buf[200];
    snprintf(buf, sizeof buf, "#%.*s", (int)(p->len < 150 ? p->len : 150), p->data);
    rt_sym *g = rt_gensym(buf); /* "##x#N" */
    return (rt_value *)g;
}

/* Core.eval(m, ex): runs ex as top-level code of module m through the compiler's hook
 * (set by the JIT driver); an executable has no compiler, so eval is an error there. */
rt_value *(*rt_eval_hook)(rt_module *m, rt_value *ex);

rt_value *rt_reflect_eval(rt_value *m, rt_value *ex)
{
    if (!rt_eval_hook)
        rt_error("eval is not available in a compiled executable");
    return rt_eval_hook((rt_module *)m, ex);
}

/* Base.include(m, path) at run time (an include the driver did not resolve before running
 * the code, e.g. in a function body): the JIT driver's hook; an error in executables. */
rt_value *(*rt_include_hook)(rt_module *m, rt_value *path);

rt_value *rt_reflect_include(rt_value *m, rt_value *path)
{
    if (!rt_include_hook)
        rt_error("include is not available in a compiled executable");
    return rt_include_hook((rt_module *)m, path);
}

/* getproperty(m::Module, s) where m is a value (`m = Base; m.pi`): the global s as m sees
 * it, or UndefVarError. */
rt_value *rt_reflect_getglobal(rt_value *m, rt_value *s)
{
    rt_value *v = rt_get_global((rt_module *)m, (rt_sym *)s);
    if (!v)
        rt_throw_undefvar((rt_sym *)s);
    return v;
}

rt_value *(*rt_parse_hook)(const char *src, size_t len);

rt_value *rt_reflect_parse(rt_value *str)
{
    if (!rt_parse_hook)
        rt_error("Meta.parse is not available in a compiled executable");
    rt_string *s = (rt_string *)str;
    return rt_parse_hook(s->data, (size_t)s->len);
}

/* rt_showerror_hook: an exception of a user type is reported with Base's
 * sprint(showerror, e), so the program's own showerror or show methods are respected
 * (Core's and Base's exceptions keep excmsg.c's texts). Failing that — no compiled
 * method in an executable, or the method throws — excmsg.c's default form is used. */
static _Thread_local bool in_showerror_hook;

static bool user_exception(rt_value *exc)
{
    if (!exc)
        return false;
    rt_typename *tn = rt_typeof(exc)->name;
    return !(!tn->module || tn->module == rt_core_module ||
             (tn->module == rt_base_module && strcmp(tn->name->name, "TaskFailedException") &&
              strcmp(tn->name->name, "CompositeException") &&
              strcmp(tn->name->name, "ProcessFailedException")));
}

/* Base's fn(args...) when it gives a String: a copy of its text, else NULL (an error
 * thrown on the way is dropped). */
static char *base_text(const char *fn, rt_value **args, uint32_t nargs)
{
    rt_value *f = rt_get_global(rt_base_module, rt_symbol(fn));
    if (!f)
        return NULL;
    args[0] = f;
    in_showerror_hook = true;
    char *res = NULL;
    rt_handler h;
    rt_push_handler(&h);
    if (!_setjmp(h.jb)) {
        rt_value *s = rt_apply_generic(args, nargs);
        rt_pop_handler();
        if (s && rt_typeof(s) == rt_string_type)
            res = strdup(((rt_string *)s)->data);
    } else {
        rt_restore_exception(&h);
    }
    in_showerror_hook = false;
    return res;
}

/* rt_report_hook: an uncaught exception of a user type is reported as Julia's
 * showerror(io, e, bt) writes it (Base._error_report): "\x01" stands where the trace goes
 * and is missing when the type's own showerror leaves the trace out. */
static char *user_report(rt_value *exc)
{
    if (in_showerror_hook || !user_exception(exc) || rt_typeof(exc)->name->module == rt_base_module)
        return NULL; /* (Base's own kinds keep rt_report_exception's layout) */
    rt_value *args[2] = {NULL, exc};
    return base_text("_error_report", args, 2);
}

static char *user_showerror(rt_value *exc)
{
    if (in_showerror_hook || !user_exception(exc))
        return NULL;
    rt_value *showerror = rt_get_global(rt_base_module, rt_symbol("showerror"));
    if (!showerror)
        return NULL;
    rt_value *args[3] = {NULL, showerror, exc};
    return base_text("sprint", args, 3);
}

void rt_reflect_install_hooks(void)
{
    rt_showerror_hook = user_showerror;
    rt_report_hook = user_report;
}

/* ---------------------------------------------------------------- hasmethod, applicable */
bool (*rt_method_exists_hook)(rt_value *f, rt_value *tt);

static bool method_exists(rt_value *f, int n, rt_value **ps)
{
    if (!rt_method_exists_hook)
        rt_error("hasmethod: no method tables are available");
    rt_value **all = rt_alloc(sizeof(rt_value *) * (size_t)(n + 1));
    all[0] = (rt_value *)rt_dispatch_type(f);
    for (int i = 0; i < n; i++)
        all[i + 1] = ps[i];
    return rt_method_exists_hook(f, (rt_value *)rt_tuple_type(n + 1, all));
}

/* Base.hasmethod(f, Tuple{T...}) */
bool rt_hasmethod(rt_value *f, rt_value *t)
{
    rt_value *u = rt_unwrap_unionall(t);
    if (!rt_is_datatype(u) || !(((rt_type *)u)->flags & RT_TUPLE))
        rt_throw_argument("hasmethod: argument types must be a Tuple type");
    rt_type *tt = (rt_type *)u;
    return method_exists(f, tt->nparams, tt->params);
}

/* ---------------------------------------------------------------- precompile */
bool (*rt_precompile_hook)(rt_value *f, rt_value *tt);

/* Base.precompile(Tuple{F, T...}): compile that specialization now (the JIT's hook); an
 * executable compiled what it reaches, and answers whether a method applies, as Julia
 * does for abstract argument types. False without a callee or an applicable method. */
bool rt_precompile(rt_value *tt)
{
    rt_value *u = rt_unwrap_unionall(tt);
    if (!rt_is_datatype(u) || !(((rt_type *)u)->flags & RT_TUPLE) || ((rt_type *)u)->nparams < 1)
        return false;
    rt_type *t = (rt_type *)u;
    /* the callee: a function's singleton, or the type a constructor call names */
    rt_type *ft = (rt_type *)t->params[0];
    rt_value *f = !rt_is_datatype((rt_value *)ft) ? NULL
                  : (ft->flags & RT_SINGLETON) ? ft->instance
                  : rt_is_type_type((rt_value *)ft) ? ft->params[0] : NULL;
    if (!f)
        return false;
    bool concrete = true; /* abstract types: Julia only checks that a method applies */
    for (int i = 1; i < t->nparams; i++)
        if (!rt_is_datatype(t->params[i]) ||
            (!rt_is_concrete(t->params[i]) && !rt_is_type_type(t->params[i])))
            concrete = false;
    if (concrete && rt_precompile_hook)
        return rt_precompile_hook(f, u);
    return rt_method_exists_hook && rt_method_exists_hook(f, u);
}

/* Base.precompile(f, (T...,)) */
bool rt_precompile_call(rt_value *f, rt_value *args)
{
    rt_type *at = rt_typeof(args);
    if (!(at->flags & RT_TUPLE))
        rt_throw_argument("precompile: argument types must be a tuple of types");
    int n = at->nfields;
    rt_value **all = rt_alloc(sizeof(rt_value *) * (size_t)(n + 1));
    all[0] = rt_is_kind(f) ? rt_type_of_type(f) : (rt_value *)rt_typeof(f);
    for (int i = 0; i < n; i++) {
        all[i + 1] = rt_get_field(args, i);
        if (!all[i + 1] || !rt_is_kind(all[i + 1]))
            rt_throw_argument("precompile: argument types must be a tuple of types");
    }
    return rt_precompile((rt_value *)rt_tuple_type(n + 1, all));
}

/* Base.applicable(f, args...), the arguments as a tuple */
bool rt_applicable(rt_value *f, rt_value *args)
{
    rt_type *at = rt_typeof(args);
    int n = at->nfields;
    rt_value **ps = rt_alloc(sizeof(rt_value *) * (size_t)(n ? n : 1));
    for (int i = 0; i < n; i++)
        ps[i] = (rt_value *)rt_dispatch_type(rt_get_field(args, i));
    return method_exists(f, n, ps);
}

/* Base.invoke(f, tt, args...), the arguments as a tuple: Julia's checks (a Tuple type,
 * arguments that are instances of it), then the method tt picks, called with args. */
rt_fptr (*rt_invoke_hook)(rt_value *f, rt_value *tt, rt_value **args, uint32_t nargs,
                          bool *ambiguous);

rt_value *rt_invoke(rt_value *f, rt_value *tt, rt_value *args)
{
    rt_value *u = rt_unwrap_unionall(tt);
    if (!rt_is_datatype(u) || !(((rt_type *)u)->flags & RT_TUPLE))
        rt_throw_type_error("invoke", "", (rt_value *)rt_type_type_dt, tt);
    if (!rt_isa(args, tt))
        rt_throw_type_error("invoke: argument type error", "", tt, args);
    rt_type *at = rt_typeof(args);
    uint32_t n = (uint32_t)at->nfields + 1;
    rt_value **all = rt_alloc(sizeof(rt_value *) * n);
    all[0] = f;
    for (uint32_t i = 1; i < n; i++)
        all[i] = rt_get_field(args, (int)i - 1);
    if (!rt_invoke_hook) {
        rt_type *t = (rt_type *)u;
        if (rt_method_exists_hook && !method_exists(f, t->nparams, t->params))
            rt_throw_method_error(all, n);
        rt_error("invoke: the argument types of this call were not known when the "
                 "executable was compiled");
    }
    bool amb = false;
    rt_fptr fp = rt_invoke_hook(f, tt, all, n, &amb);
    if (!fp)
        rt_throw_method_error(all, n);
    return fp(all, n);
}

/* Base.macroexpand(m, ex; recursive) through the JIT's expander (frontend/macroexpand.c);
 * an executable has no macros left to expand, so it is an error there. */
rt_value *(*rt_macroexpand_hook)(rt_module *m, rt_value *ex, bool recursive);

rt_value *rt_reflect_macroexpand(rt_value *m, rt_value *ex, bool recursive)
{
    if (!rt_macroexpand_hook)
        rt_error("macroexpand is not available in a compiled executable");
    return rt_macroexpand_hook((rt_module *)m, ex, recursive);
}

/* Base.methods(f): the text from the IR layer's hook (ir/methoderr.c) */
rt_value *(*rt_methods_hook)(rt_value *f);

rt_value *rt_reflect_methods(rt_value *f)
{
    if (!rt_methods_hook)
        rt_error("methods is not available in a compiled executable");
    rt_value *r = rt_methods_hook(f);
    if (!r)
        rt_throw_argument("methods: argument has no method table");
    return r;
}

/* InteractiveUtils' code texts, from the IR layer's hook (ir/codetext.c) */
rt_value *(*rt_code_text_hook)(rt_value *f, rt_value *tt, rt_value *stage);

rt_value *rt_reflect_code_text(rt_value *f, rt_value *tt, rt_value *stage)
{
    if (!rt_code_text_hook)
        rt_error("%s is not available in a compiled executable",
                 ((rt_sym *)stage)->name[0] == 'w' ? "which" : "code reflection");
    return rt_code_text_hook(f, tt, stage);
}

/* names(m; all, imported), unsorted: the exported names, those m's code defines when all
 * (or m is Main), the imported ones when imported; names starting with `#` only with all
 * (Julia's jl_module_names). */
rt_value *rt_reflect_names(rt_value *mv, bool all, bool imported)
{
    rt_module *m = (rt_module *)mv;
    rt_array *out = rt_new_vector_any(0);
    for (size_t i = 0; i < m->cap; i++) {
        rt_binding *b = m->table[i];
        if (!b || (!b->value && !b->exported))
            continue;
        bool own = (!b->owner || b->owner == m) && !b->imported;
        bool hidden = b->name->name[0] == '#';
        if ((b->exported || (imported && b->imported) || (own && (all || m == rt_main_module))) &&
            (all || !hidden))
            rt_array_push_ptr(out, (rt_value *)b->name);
    }
    /* a module's own name is bound (and exported) in it, as Julia's jl_new_module does */
    rt_binding *self = rt_find_binding(m, m->name);
    if (!self || self->owner != m || !self->value)
        rt_array_push_ptr(out, (rt_value *)m->name);
    return (rt_value *)out;
}

/* InteractiveUtils.subtypes(T): the types declared directly below T (their supertype's
 * typename is T's) bound in any module reachable from Main, Core and Base, each once and
 * unsorted (reflection.jl sorts them by name). UnionAlls count by their body. */
static void subtypes_in(rt_module *m, rt_typename *tn, rt_array *out, rt_array *seen)
{
    for (int64_t k = 0; k < seen->length; k++)
        if (rt_array_ptr_data(seen)[k] == (rt_value *)m)
            return;
    rt_array_push_ptr(seen, (rt_value *)m);
    for (size_t i = 0; i < m->cap; i++) {
        rt_binding *b = m->table[i];
        if (!b || !b->value || (b->owner && b->owner != m) || b->imported)
            continue;
        rt_value *v = b->value;
        if (rt_typeof(v) == rt_module_type) {
            subtypes_in((rt_module *)v, tn, out, seen);
            continue;
        }
        if (!rt_is_kind(v))
            continue;
        rt_value *body = rt_unwrap_unionall(v);
        if (!rt_is_datatype(body))
            continue;
        rt_type *t = (rt_type *)body;
        if (t->name->wrapper != v || t->name->name != b->name || !t->super ||
            t->super->name != tn || t == (rt_type *)rt_any_type)
            continue;
        bool dup = false;
        for (int64_t k = 0; k < out->length && !dup; k++)
            dup = rt_array_ptr_data(out)[k] == v;
        if (!dup)
            rt_array_push_ptr(out, v);
    }
}

rt_value *rt_reflect_subtypes(rt_value *T)
{
    rt_value *body = rt_unwrap_unionall(T);
    rt_array *out = rt_new_vector_any(0);
    if (!rt_is_datatype(body))
        return (rt_value *)out;
    rt_array *seen = rt_new_vector_any(0);
    rt_typename *tn = ((rt_type *)body)->name;
    subtypes_in(rt_main_module, tn, out, seen);
    subtypes_in(rt_core_module, tn, out, seen);
    subtypes_in(rt_base_module, tn, out, seen);
    return (rt_value *)out;
}
