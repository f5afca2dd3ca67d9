/* driver.c — running a program: parse one top-level expression at a time, lower it, and
 * execute its items in order (declarations at compile time, thunks through the JIT or into
 * the AOT unit). Also loads Base (runtime/base/base.jl) at start-up. */
#include "jit.h"
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

extern const char *rt_toplevel_file;
extern int rt_toplevel_line;
rt_value *drv_eval_now(ir_func *f, rt_value **deferred);

static rt_sym *S(const char *s) { return rt_symbol(s); }

/* JOLT_TIME=1: milliseconds spent parsing, lowering and running items (main.c prints) */
double drv_phase_ms[3];
static bool drv_timing;
static double clock_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static bool is_expr(rt_value *v, const char *head)
{
    return v && rt_typeof(v) == rt_expr_type && ((rt_expr *)v)->head == rt_symbol(head);
}

/* Everything fd has to give, read until end of file: pipes, terminals, /dev/stdin and
 * <(...) have no size to ask for. NULL with errno set when a read fails (EISDIR for a
 * directory on stdin); the text is NUL-terminated. */
char *drv_read_fd(int fd, size_t *len)
{
    struct stat st;
    size_t cap = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0
                     ? (size_t)st.st_size + 1
                     : 1 << 16;
    char *buf = malloc(cap);
    size_t n = 0;
    if (!buf)
        return NULL;
    for (;;) {
        if (n + 1 >= cap) {
            char *nb = cap < SIZE_MAX / 2 ? realloc(buf, cap *= 2) : NULL;
            if (!nb) {
                free(buf);
                errno = ENOMEM;
                return NULL;
            }
            buf = nb;
        }
        ssize_t k = read(fd, buf + n, cap - n - 1);
        if (k == 0)
            break;
        if (k < 0) {
            if (errno == EINTR)
                continue;
            int e = errno;
            free(buf);
            errno = e;
            return NULL;
        }
        n += (size_t)k;
    }
    buf[n] = 0;
    *len = n;
    return buf;
}

/* The whole file at path, or NULL with errno set: a directory is EISDIR (open(2) would
 * let it through and read(2) fail). */
char *drv_read_file(const char *path, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    struct stat st;
    char *buf = NULL;
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode))
        errno = EISDIR;
    else
        buf = drv_read_fd(fd, len);
    int e = errno;
    close(fd);
    errno = e;
    return buf;
}

/* ---------------------------------------------------------------- methods */
static rt_value *function_for(ir_method_def *md, rt_module *m)
{
    if (md->fexpr) {
        rt_value *fe = md->fexpr;
        if (is_expr(fe, ".")) {
            rt_expr *e = (rt_expr *)fe;
            rt_value *mod = drv_eval_type(rt_expr_arg(e, 0), m, 0, NULL, NULL);
            rt_value *nm = rt_expr_arg(e, 1);
            if (rt_typeof(nm) == rt_quotenode_type)
                nm = ((rt_quotenode *)nm)->value;
            if (rt_typeof(mod) != rt_module_type || rt_typeof(nm) != rt_symbol_type)
                rt_error("invalid function name in method definition");
            rt_value *f = rt_get_global((rt_module *)mod, (rt_sym *)nm);
            if (!f)
                f = (rt_value *)rt_new_function((rt_module *)mod, (rt_sym *)nm);
            return f;
        }
        return drv_eval_type(fe, m, 0, NULL, NULL);
    }
    rt_binding *b = rt_find_binding(m, md->fname);
    if (b && b->value && (b->owner == m || b->imported || m == rt_base_module ||
                          rt_is_kind(b->value))) {
        /* a variable, or a constant that is no function or type (Julia's
         * jl_generic_function_def) */
        if ((b->owner == m && !b->constant) ||
            (!(rt_typeof(b->value)->flags & RT_SINGLETON) && !rt_is_kind(b->value)))
            rt_error("cannot define function %s; it already has a value", md->fname->name);
        return b->value;
    }
    /* a function only visible through `using` is not extended without an import (as in
     * Julia): the definition makes a new function local to the module */
    return (rt_value *)rt_new_function(m, md->fname);
}

static void define_method(ir_method_def *md, rt_module *m)
{
    /* `(::T)(args)` / `T{P}(args) where P`: the self type may mention where-variables,
     * so it is evaluated below with them; the method joins the callee type's table */
    bool selfdef = !md->fname && (md->fexpr ? is_expr(md->fexpr, "curly") : !!md->argtypes[0]);
    rt_value *f = selfdef ? NULL : function_for(md, m);
    if (!md->body) /* `function f end`: the function alone, no method */
        return;
    rt_sym *names[16];
    rt_value *tvars[16];
    int nsp = md->nsparams < 16 ? md->nsparams : 16;
    for (int i = 0; i < nsp; i++) {
        rt_value *sp = md->sparams[i];
        rt_value *ub = (rt_value *)rt_any_type, *lb = rt_bottom;
        if (is_expr(sp, "<:")) {
            names[i] = (rt_sym *)rt_expr_arg((rt_expr *)sp, 0);
            ub = drv_eval_type(rt_expr_arg((rt_expr *)sp, 1), m, i, names, tvars);
        } else if (is_expr(sp, ">:")) {
            names[i] = (rt_sym *)rt_expr_arg((rt_expr *)sp, 0);
            lb = drv_eval_type(rt_expr_arg((rt_expr *)sp, 1), m, i, names, tvars);
        } else {
            names[i] = (rt_sym *)sp;
        }
        tvars[i] = (rt_value *)rt_new_tvar(names[i], lb, ub);
    }
    rt_value *sig[128];
    int n = md->nargs;
    if (n > 128)
        rt_error("too many arguments");
    if (selfdef) {
        rt_value *st0 = drv_eval_type(md->fexpr ? md->fexpr : md->argtypes[0], m, nsp, names,
                                      tvars);
        sig[0] = md->fexpr ? rt_type_of_type(st0) : st0;
        f = rt_is_type_type(sig[0]) ? ((rt_type *)sig[0])->params[0] : sig[0];
    } else {
        sig[0] = rt_is_kind(f) ? rt_type_of_type(f) : (rt_value *)rt_typeof(f);
    }
    for (int i = 1; i < n; i++) {
        rt_value *t = md->argtypes[i] ? drv_eval_type(md->argtypes[i], m, nsp, names, tvars)
                                      : (rt_value *)rt_any_type;
        if (md->isva && i == n - 1)
            t = rt_new_vararg(t, NULL);
        sig[i] = t;
    }
    rt_value *st = (rt_value *)rt_tuple_type(n, sig);
    for (int i = nsp - 1; i >= 0; i--)
        st = rt_new_unionall((rt_tvar *)tvars[i], st);
    ir_mtable *mt = ir_callee_mtable(f);
    if (!mt)
        rt_error("cannot add a method to %s", rt_type_str((rt_value *)rt_typeof(f)));
    md->body->nsparams = nsp;
    ir_method *im = ir_method_add(mt, st, nsp, md->body, n, md->isva);
    if (md->nkwnames > 0) { /* known without lowering a deferred body */
        im->kwnames = md->kwnames;
        im->nkwnames = md->nkwnames;
    }
}

/* ---------------------------------------------------------------- modules */
static rt_module *resolve_module_path(rt_expr *path, rt_module *m)
{
    /* (:., :A, :B) with leading :. for relative paths */
    int n = rt_expr_nargs(path), i = 0;
    rt_module *cur = m;
    if (n > 0 && rt_expr_arg(path, 0) == (rt_value *)S(".")) {
        i = 1;
        while (i < n && rt_expr_arg(path, i) == (rt_value *)S(".")) {
            cur = cur->parent;
            i++;
        }
    } else {
        rt_sym *first = (rt_sym *)rt_expr_arg(path, 0);
        rt_value *v = rt_get_global(m, first);
        if (!v)
            v = rt_get_global(rt_main_module, first);
        for (int k = 0; k < 2 && !v; k++) { /* a module Base or Core export
                                               (Base.LinearAlgebra; not Base.TOML) */
            rt_binding *b = rt_find_binding(k ? rt_core_module : rt_base_module, first);
            v = b && b->exported ? b->value : NULL;
        }
        if (!v || rt_typeof(v) != rt_module_type) /* a package: loaded once (require.c) */
            v = (rt_value *)drv_require(m, first);
        cur = (rt_module *)v;
        i = 1;
    }
    for (; i < n; i++) {
        rt_value *v = rt_get_global(cur, (rt_sym *)rt_expr_arg(path, i));
        if (!v || rt_typeof(v) != rt_module_type)
            rt_error("invalid module path");
        cur = (rt_module *)v;
    }
    return cur;
}

/* Printf's @printf/@sprintf are lowered by the frontend (lower_printf.c); a plain `@printf`
 * is accepted only in a module that brought it into scope (`using Printf`, `using/import
 * Printf: @printf`), recorded as a hidden binding "#Printf@printf" that lw_macrocall checks. */
static void drv_mark_printf(rt_module *m, rt_sym *macro)
{
    char buf[32];
    snprintf(buf, sizeof buf, "#Printf%s", macro->name);
    rt_set_const(m, S(buf), rt_true);
}

/* A thunk of the executable that runs `using` of module from in m at its start. */
static void aot_using_thunk(rt_module *m, rt_module *from)
{
    rt_value *call = (rt_value *)rt_exprv(
        S("call"), 6, S("ccall"), rt_new_quotenode((rt_value *)S("rt_module_using")),
        S("Cvoid"), rt_exprv(S("tuple"), 2, S("Any"), S("Any")), (rt_value *)m,
        (rt_value *)from);
    const char *file = rt_toplevel_file ? rt_toplevel_file : "none";
    ir_toplevel *tl = fe_lower_toplevel(call, m, S(file), rt_toplevel_line);
    for (int k = 0; k < tl->n; k++)
        drv_process_item(&tl->items[k], file);
}

/* For path A.B.x (two parts or more) whose last part is not a module of A.B: the path
 * A.B of the module holding it; else NULL (the whole path names a module). */
static rt_expr *binding_prefix(rt_expr *path, rt_module *m)
{
    int n = rt_expr_nargs(path);
    rt_sym *last = (rt_sym *)rt_expr_arg(path, n - 1);
    if (n < 2 || last == S("."))
        return NULL;
    rt_expr *pre = rt_exprv(S("."), 0);
    for (int k = 0; k < n - 1; k++)
        rt_expr_push(pre, rt_expr_arg(path, k));
    rt_value *v = rt_get_global(resolve_module_path(pre, m), last);
    return !v || rt_typeof(v) != rt_module_type ? pre : NULL;
}

static void do_using(rt_value *ast, rt_module *m)
{
    rt_expr *e = (rt_expr *)ast;
    bool is_import = e->head == S("import");
    for (int i = 0; i < rt_expr_nargs(e); i++) {
        rt_value *a = rt_expr_arg(e, i);
        rt_expr *pre; /* the module part of `import A.B.x` */
        if (is_expr(a, ":")) {
            /* using A: x, y / import A: x */
            rt_expr *c = (rt_expr *)a;
            rt_module *from = resolve_module_path((rt_expr *)rt_expr_arg(c, 0), m);
            for (int k = 1; k < rt_expr_nargs(c); k++) {
                rt_expr *p = (rt_expr *)rt_expr_arg(c, k);
                rt_sym *alias = NULL; /* `import A: x as y` binds y */
                if (is_expr((rt_value *)p, "as") && rt_expr_nargs(p) == 2) {
                    alias = (rt_sym *)rt_expr_arg(p, 1);
                    p = (rt_expr *)rt_expr_arg(p, 0);
                }
                rt_sym *name = (rt_sym *)rt_expr_arg(p, rt_expr_nargs(p) - 1);
                /* `using Printf: @printf`: Printf's macros (lowered specially) are in scope */
                if (rt_expr_arg((rt_expr *)rt_expr_arg(c, 0), 0) == (rt_value *)S("Printf") &&
                    (name == S("@printf") || name == S("@sprintf")))
                    drv_mark_printf(m, name);
                rt_binding *src = rt_find_binding(from, name);
                /* Julia warns and goes on; Base stands in for the stdlibs, so no warning there */
                if (!src && from != rt_base_module && from != rt_core_module) {
                    rt_flush_all();
                    fprintf(stderr, "WARNING: could not import %s.%s into %s\n", from->name->name,
                            name->name, m->name->name);
                }
                /* a variable (or a constant the executable will assign) is shared, so its
                 * later values show through; a constant's value is copied */
                if (src && !alias && src->owner != m && (!src->constant || !src->value) &&
                    rt_module_share_binding(m, src))
                    continue;
                if (src && src->value) {
                    rt_binding *b = rt_get_binding(m, alias ? alias : name);
                    b->value = src->value;
                    b->constant = 1;
                    b->imported = is_import;
                }
            }
        } else if (is_expr(a, "as") && rt_expr_nargs((rt_expr *)a) == 2 &&
                   is_expr(rt_expr_arg((rt_expr *)a, 0), ".")) {
            /* `import A.B as C`: binds only C, to the module */
            rt_module *from = resolve_module_path((rt_expr *)rt_expr_arg((rt_expr *)a, 0), m);
            rt_set_const(m, (rt_sym *)rt_expr_arg((rt_expr *)a, 1), (rt_value *)from);
        } else if (is_expr(a, ".") && (pre = binding_prefix((rt_expr *)a, m))) {
            /* `import Base.isless`: as `import Base: isless` */
            rt_expr *p = (rt_expr *)a;
            rt_value *one = (rt_value *)rt_exprv(
                S(":"), 2, pre, rt_exprv(S("."), 1, rt_expr_arg(p, rt_expr_nargs(p) - 1)));
            do_using((rt_value *)rt_exprv(e->head, 1, one), m);
        } else if (is_expr(a, ".")) {
            rt_module *from = resolve_module_path((rt_expr *)a, m);
            if (!is_import && rt_expr_nargs((rt_expr *)a) == 1 &&
                rt_expr_arg((rt_expr *)a, 0) == (rt_value *)S("Printf")) {
                drv_mark_printf(m, S("@printf"));
                drv_mark_printf(m, S("@sprintf"));
            }
            if (from != rt_base_module) {
                rt_module_using(m, from);
                /* an executable's modules are made again when it starts: it makes the
                 * `using` again too (printing asks what Main sees) */
                if (jit_opts.aot && !is_import)
                    aot_using_thunk(m, from);
            }
            rt_expr *p = (rt_expr *)a;
            rt_sym *last = (rt_sym *)rt_expr_arg(p, rt_expr_nargs(p) - 1);
            if (from != m && last != S(".") && !rt_get_global(m, last))
                rt_set_const(m, last, (rt_value *)from);
        }
    }
}

static void do_export(rt_value *ast, rt_module *m)
{
    rt_expr *e = (rt_expr *)ast;
    for (int i = 0; i < rt_expr_nargs(e); i++) {
        rt_value *a = rt_expr_arg(e, i);
        if (rt_typeof(a) == rt_symbol_type)
            rt_get_binding(m, (rt_sym *)a)->exported = 1;
    }
}

static void define_module_eval(rt_module *m);

/* include("file") as a statement of a file or of a module's body: the file runs in m, its
 * path relative to the including file; a missing file is Julia's SystemError from
 * opening it. -1 when ast is no such statement, else drv_run_source's status. */
static int drv_include_stmt(rt_value *ast, const char *filename, rt_module *m)
{
    if (!is_expr(ast, "call") || rt_expr_nargs((rt_expr *)ast) != 2 ||
        rt_expr_arg((rt_expr *)ast, 0) != (rt_value *)S("include") ||
        rt_typeof(rt_expr_arg((rt_expr *)ast, 1)) != rt_string_type)
        return -1;
    const char *inc = ((rt_string *)rt_expr_arg((rt_expr *)ast, 1))->data;
    size_t n;
    char *keep;
    char *text = drv_include_read(inc, filename, &keep, &n);
    int rc = drv_run_source(text, n, keep, m);
    rt_toplevel_file = filename;
    return rc;
}

static ir_topitem *cur_items;
static int cur_nitems, cur_index;

/* Run a lowered statement's items in order; a struct's item sees the items after it (its
 * inner constructors, struct_has_inner_ctor). */
static void process_items(ir_toplevel *tl, const char *file)
{
    ir_topitem *save_items = cur_items;
    int save_n = cur_nitems, save_i = cur_index;
    cur_items = tl->items;
    cur_nitems = tl->n;
    for (int k = 0; k < tl->n; k++) {
        cur_index = k;
        drv_process_item(&tl->items[k], file);
    }
    cur_items = save_items;
    cur_nitems = save_n;
    cur_index = save_i;
}

static void run_module(rt_value *ast, rt_module *parent, const char *file)
{
    /* (:module, std::Bool, name, block) */
    rt_expr *e = (rt_expr *)ast;
    rt_sym *name = (rt_sym *)rt_expr_arg(e, 1);
    /* a package's module (defined in Base.__toplevel__) is a root module: its own parent */
    rt_module *m = rt_new_module(name, parent == drv_toplevel_module() ? NULL : parent);
    rt_set_const(parent, name, (rt_value *)m);
    rt_module_using(m, rt_base_module);
    rt_module_using(m, rt_core_module);
    if (rt_expr_arg(e, 0) != (rt_value *)rt_false) /* a baremodule has no eval */
        define_module_eval(m);
    rt_expr *body = (rt_expr *)rt_expr_arg(e, 2);
    int line = 0;
    for (int i = 0; i < rt_expr_nargs(body); i++) {
        rt_value *st = rt_expr_arg(body, i);
        if (rt_typeof(st) == rt_linenumbernode_type) {
            line = (int)((rt_linenode *)st)->line;
            continue;
        }
        rt_toplevel_line = line;
        int irc = drv_include_stmt(st, file, m);
        if (irc > 0) { /* a syntax error in the included file, reported */
            fflush(stdout);
            exit(irc);
        }
        if (irc == 0)
            continue;
        if (jit_opts.aot) /* an executable's include inside a top-level if/try/… */
            st = drv_splice_includes(st, file);
        process_items(fe_lower_toplevel(st, m, S(file), line), file);
    }
    /* as Julia, a module's own __init__() runs once its body has run */
    rt_binding *init = rt_find_binding(m, S("__init__"));
    if (init && init->owner == m && init->value) {
        rt_value *call = (rt_value *)rt_exprv(S("call"), 1, S("__init__"));
        ir_toplevel *tl = fe_lower_toplevel(call, m, S(file), line);
        for (int k = 0; k < tl->n; k++)
            drv_process_item(&tl->items[k], file);
    }
}

/* ---------------------------------------------------------------- items */
static bool struct_has_inner_ctor(ir_topitem *items, int n, int i)
{
    for (int k = i + 1; k < n; k++)
        if (items[k].kind == IR_TOP_METHOD && items[k].method->kwinfo == (rt_value *)S("inner_ctor"))
            return true;
        else if (items[k].kind != IR_TOP_METHOD)
            break;
    return false;
}

/* The `const` bindings an executable's compile left unevaluated (drv_eval_now), with their
 * initialisers, in case compile-time code needs one after all (late_const). */
static struct deferred_const {
    rt_binding *b;  /* the binding, constant with no value yet */
    ir_func *thunk; /* its initialiser */
} *deferred RT_IMAGE_STATE;
static int ndeferred RT_IMAGE_STATE, capdeferred RT_IMAGE_STATE;

static rt_value *late_const(rt_binding *b)
{
    for (int i = 0; i < ndeferred; i++) {
        if (deferred[i].b != b)
            continue;
        ir_func *f = deferred[i].thunk;
        deferred[i] = deferred[--ndeferred];
        rt_value *v = drv_eval_now(f, NULL);
        b->value = v;
        return v;
    }
    return NULL;
}

static void note_deferred(rt_binding *b, ir_func *thunk)
{
    if (ndeferred == capdeferred) {
        capdeferred = capdeferred ? 2 * capdeferred : 8;
        struct deferred_const *n = rt_alloc_permanent(sizeof *n * (size_t)capdeferred);
        if (ndeferred)
            memcpy(n, deferred, sizeof *n * (size_t)ndeferred);
        deferred = n;
    }
    deferred[ndeferred++] = (struct deferred_const){b, thunk};
    rt_deferred_const_hook = late_const;
}

void drv_process_item(ir_topitem *it, const char *file)
{
    rt_module *m = it->module ? it->module : rt_main_module;
    if (it->line)
        rt_toplevel_line = it->line;
    switch (it->kind) {
    case IR_TOP_THUNK:
        drv_run_thunk(it->thunk, file, it->line);
        break;
    case IR_TOP_METHOD:
        define_method(it->method, m);
        break;
    case IR_TOP_STRUCT: {
        bool inner = cur_items && struct_has_inner_ctor(cur_items, cur_nitems, cur_index);
        drv_define_struct(it->ast, m, inner);
        break;
    }
    case IR_TOP_MODULE:
        run_module(it->ast, m, file);
        break;
    case IR_TOP_USING:
        do_using(it->ast, m);
        break;
    case IR_TOP_EXPORT:
        do_export(it->ast, m);
        break;
    case IR_TOP_CONST: {
        rt_value *dt = NULL;
        rt_binding *ob = rt_get_binding(m, it->name);
        if (ob->value && !ob->constant) /* Julia's jl_declare_constant */
            rt_error("cannot declare %s constant; it already has a value", it->name->name);
        rt_value *v = drv_eval_now(it->thunk, jit_opts.aot ? &dt : NULL);
        if (v && ob->value) {
            rt_binding_set(ob, v); /* a redefinition: the same value, a warning, or an error */
        } else if (v) {
            rt_set_const(m, it->name, v);
        } else { /* left for the executable: code reads the binding, typed dt */
            rt_binding *b = rt_get_binding(m, it->name);
            b->declared = dt;
            b->constant = 1;
            note_deferred(b, it->thunk);
        }
        if (jit_opts.aot) { /* the executable evaluates it again and binds that value */
            ir_global_decide();
            aot_add_thunk(ir_infer_thunk(it->thunk), it->line, m, it->name);
        }
        break;
    }
    case IR_TOP_ERROR:
        rt_error("%s", it->msg);
    }
}

/* As Julia, the reported line is where the failing top-level expression starts
 * (`start`, 0 when the error came before its first token), not where input ended. */
static void report_syntax_error(const fe_error *err, const char *filename, int start)
{
    rt_flush_all();
    fprintf(stderr, "ERROR: LoadError: syntax: %s\n", err->msg);
    fprintf(stderr, "in expression starting at %s:%d\n", filename, start ? start : err->line);
}

/* One top-level statement of a file: lowered, then run (or compiled) item by item. A
 * `toplevel` expression (`a; b` on one line) runs its parts one after another, so a macro
 * or function the first part defines is there for the next. Returns > 0 after a syntax
 * error in an included file (reported). */
static int drv_run_stmt(rt_value *ast, const char *filename, rt_module *m, int line)
{
    if (is_expr(ast, "toplevel")) {
        for (int i = 0; i < rt_expr_nargs((rt_expr *)ast); i++) {
            rt_value *a = rt_expr_arg((rt_expr *)ast, i);
            if (rt_typeof(a) == rt_linenumbernode_type) {
                line = (int)((rt_linenode *)a)->line;
                continue;
            }
            int rc = drv_run_stmt(a, filename, m, line);
            if (rc > 0)
                return rc;
        }
        return 0;
    }
    rt_toplevel_line = line;
    /* include("file") at top level */
    int irc = drv_include_stmt(ast, filename, m);
    if (irc >= 0)
        return irc;
    if (jit_opts.aot && m != rt_base_module) /* include inside a top-level if/try/… */
        ast = drv_splice_includes(ast, filename);
    double tl0 = drv_timing ? clock_ms() : 0;
    ir_toplevel *tl = fe_lower_toplevel(ast, m, S(filename), line);
    double tl1 = drv_timing ? clock_ms() : 0;
    if (drv_timing)
        drv_phase_ms[1] += tl1 - tl0;
    process_items(tl, filename);
    if (drv_timing)
        drv_phase_ms[2] += clock_ms() - tl1;
    return 0;
}

int drv_run_source(const char *src, size_t len, const char *filename, rt_module *m)
{
    /* Base's files come from the AST cache when it has them (astcache.c) */
    drv_cached *cached = m == rt_base_module ? drv_cache_open(filename) : NULL;
    fe_parser *p = cached ? NULL : fe_parser_new(src, len, filename);
    if (drv_loading_base || rt_image_building) /* Base, warmup.jl and the stdlibs it loads */
        drv_image_note_file(filename);
    rt_toplevel_file = filename;
    for (;;) {
        int line = 0;
        double tp = drv_timing ? clock_ms() : 0;
        rt_value *ast = cached ? drv_cache_next(cached, &line) : fe_parse_next(p, &line);
        if (drv_timing)
            drv_phase_ms[0] += clock_ms() - tp;
        if (ast && !cached && m == rt_base_module)
            drv_cache_record(filename, ast, line);
        if (!ast && cached)
            return 0;
        if (!ast) {
            const fe_error *err = fe_parser_error(p);
            if (err && jit_opts.aot && m != rt_base_module) {
                /* the executable runs what came before, then reports the error */
                int at = line ? line : err->line;
                rt_value *cc = (rt_value *)rt_exprv(
                    S("call"), 6, S("ccall"), rt_new_quotenode((rt_value *)S("rt_syntax_error_exit")),
                    S("Cvoid"), rt_exprv(S("tuple"), 3, S("Any"), S("Any"), S("Int64")),
                    rt_cstring(err->msg), rt_cstring(filename));
                rt_expr_push((rt_expr *)cc, rt_box_int64(at));
                ir_toplevel *tl = fe_lower_toplevel(cc, m, S(filename), at);
                for (int k = 0; k < tl->n; k++)
                    drv_process_item(&tl->items[k], filename);
                return 0;
            }
            if (err) {
                report_syntax_error(err, filename, line);
                return 1;
            }
            return 0;
        }
        rt_toplevel_line = line;
        if (jit_opts.dump_ast) {
            fe_print_sexpr(stdout, ast);
            fputc('\n', stdout);
            continue;
        }
        int rc = drv_run_stmt(ast, filename, m, line);
        if (rc > 0)
            return rc;
    }
}

/* rt_eval_hook: Core.eval(m, ex) runs ex as top-level code of m; the value of its last
 * top-level thunk is the result (nothing for definitions). */
static rt_value *drv_eval_expr(rt_module *m, rt_value *ex)
{
    if (is_expr(ex, "toplevel")) {
        rt_value *r = rt_nothing;
        for (int i = 0; i < rt_expr_nargs((rt_expr *)ex); i++) {
            rt_value *a = rt_expr_arg((rt_expr *)ex, i);
            if (rt_typeof(a) != rt_linenumbernode_type)
                r = drv_eval_expr(m, a);
        }
        return r;
    }
    const char *file = rt_toplevel_file ? rt_toplevel_file : "none";
    int line = rt_toplevel_line;
    ir_toplevel *tl = fe_lower_toplevel(ex, m, S(file), line);
    ir_topitem *save_items = cur_items;
    int save_n = cur_nitems, save_i = cur_index;
    cur_items = tl->items;
    cur_nitems = tl->n;
    rt_value *r = rt_nothing;
    for (int k = 0; k < tl->n; k++) {
        cur_index = k;
        if (tl->items[k].kind == IR_TOP_THUNK && !jit_opts.aot) {
            r = drv_run_thunk(tl->items[k].thunk, file, tl->items[k].line);
        } else {
            drv_process_item(&tl->items[k], file);
            r = rt_nothing;
        }
    }
    cur_items = save_items;
    cur_nitems = save_n;
    cur_index = save_i;
    rt_toplevel_line = line;
    return r ? r : rt_nothing;
}

/* rt_parse_hook: Meta.parse's single expression */
static rt_value *drv_parse_string(const char *src, size_t len)
{
    fe_parser *p = fe_parser_new(src, len, "none");
    int line = 0;
    rt_value *ex = fe_parse_next(p, &line);
    const fe_error *err = fe_parser_error(p);
    if (!ex && !err)
        return rt_nothing;
    if (!err) {
        rt_value *more = fe_parse_next(p, &line);
        err = fe_parser_error(p);
        if (more && !err)
            return (rt_value *)rt_exprv(S("error"), 1,
                                        rt_cstring("extra token after end of expression"));
    }
    if (err) {
        bool inc = strncmp(err->msg, "incomplete:", 11) == 0;
        return (rt_value *)rt_exprv(S(inc ? "incomplete" : "error"), 1, rt_cstring(err->msg));
    }
    return ex;
}

/* A module's own `eval(x)` and `include(x)`, as Julia gives every module (both act on that module). */
static void define_module_eval(rt_module *m)
{
    static const char def[] = "eval(x) = Core.eval(@__MODULE__, x)\n"
                              "include(x) = Base.include(@__MODULE__, x)";
    const char *file = rt_toplevel_file;
    int line = rt_toplevel_line;
    drv_run_source(def, sizeof def - 1, file ? file : "none", m);
    rt_toplevel_file = file;
    rt_toplevel_line = line;
}

static void export_all(rt_module *m)
{
    for (size_t i = 0; i < m->cap; i++)
        if (m->table[i])
            m->table[i]->exported = 1;
}

/* fe_macro_expand_hook: call the user macro mref (`@m` or M.@m, seen from m) with
 * (__source__, __module__, args...); NULL when no such macro is defined. */
static rt_value *drv_macro_expand(rt_module *m, rt_value *mref, rt_value *lnn, int n,
                                  rt_value **args, bool for_macroexpand)
{
    rt_module *where;
    rt_binding *b = fe_macro_binding(m, mref, &where);
    if (!b || !b->value || !ir_callee_mtable(b->value))
        return NULL;
    rt_value **av = rt_alloc(sizeof(rt_value *) * (size_t)(n + 3));
    av[0] = b->value;
    av[1] = lnn;
    av[2] = (rt_value *)m;
    for (int i = 0; i < n; i++)
        av[3 + i] = args[i];
    /* an error in a macro expanded for lowering is wrapped in a LoadError naming the macro
     * call's place (Julia's jl_invoke_julia_macro); macroexpand() passes it on as it is */
    volatile bool wrap = !for_macroexpand;
    rt_value *volatile r = NULL;
    rt_handler h;
    rt_push_handler(&h);
    if (!_setjmp(h.jb)) {
        r = rt_apply_generic(av, (uint32_t)(n + 3));
        rt_pop_handler();
    } else {
        rt_value *e = rt_current_exception;
        if (!wrap || rt_typeof(lnn) != rt_linenumbernode_type)
            rt_throw_nocapture(e);
        rt_linenode *ln = (rt_linenode *)lnn;
        rt_value *file = ln->file && rt_typeof(ln->file) == rt_symbol_type
                             ? (rt_value *)rt_cstring(((rt_sym *)ln->file)->name)
                             : (rt_value *)rt_cstring("none");
        rt_value *f[3] = {file, rt_box_int64(ln->line), e};
        rt_restore_exception(&h); /* the LoadError takes e's place on the stack */
        rt_throw_nocapture(rt_new_struct(rt_loaderror_type, 3, f));
    }
    /* free names of the macro's own code mean what they mean where it was defined */
    return fe_macro_resolve_free(r, m, b->owner ? b->owner : where);
}

bool drv_loading_base; /* Base's files are running (the image key lists them) */

void drv_init(void)
{
    drv_timing = getenv("JOLT_TIME") != NULL;
    if (rt_image_loaded) { /* Base, its hooks and its bindings came with the image */
        rt_sys_init();
        drv_require_init(jit_opts.project);
        return;
    }
    fe_macro_expand_hook = drv_macro_expand;
    drv_include_init();
    ir_builtins_init();
    /* Core's names are visible everywhere; Base sees the intrinsics */
    rt_module *intr = (rt_module *)rt_get_global(rt_core_module, S("Intrinsics"));
    rt_module_using(rt_base_module, rt_core_module);
    rt_module_using(rt_base_module, intr);
    rt_module_using(rt_main_module, rt_base_module);
    rt_module_using(rt_main_module, rt_core_module);
    export_all(rt_core_module);
    export_all(intr);
    char path[4096];
    drv_base_path(path, sizeof path);
    size_t n;
    char *src = drv_read_file(path, &n);
    if (!src) {
        fprintf(stderr, "jolt: cannot read Base from %s\n", path);
        exit(1);
    }
    unsigned d = jit_opts.dump;
    bool da = jit_opts.dump_ast, aot = jit_opts.aot;
    jit_opts.dump = 0;
    jit_opts.dump_ast = false;
    jit_opts.aot = false;
    drv_cache_load();
    drv_cache_begin_write();
    drv_loading_base = true;
    if (drv_run_source(src, n, strdup(path), rt_base_module))
        exit(1);
    drv_loading_base = false;
    drv_cache_finish_write();
    /* Base's exported names are visible in Main */
    export_all(rt_base_module);
    /* Core.Box (drv_define_struct), and Base names Julia does not export (so they print
     * qualified, e.g. Base.RefValue{Int64}(5)) */
    static const char *const unexported[] = {"Box", "RefValue", "KeySet", "ValueIterator",
                                             "IOError", "EachLine", "TwicePrecision", "Slice",
                                             "OneTo", "ReshapedArray", "LogicalIndex",
                                             "HasLength", "HasShape", "SizeUnknown",
                                             "IsInfinite", "HasEltype", "EltypeUnknown", "CodeUnits",
                                             "Generator", "seed!", "default_rng",
                                             "make_seed", "EnvDict", "VInt", "@kwdef",
                                             "front", "tail", "Format", "format", "DevNull",
                                             "AbstractCmd", "OrCmds", "ErrOrCmds", "AndCmds",
                                             "CmdRedirect", "FileRedirect", "Redirectable",
                                             "Process", "ProcessChain", "AbstractPipe",
                                             "shell_escape", "shell_split", "shell_parse",
                                             "cmd_gen", "SIGHUP", "SIGINT", "SIGQUIT", "SIGKILL",
                                             "SIGPIPE", "SIGTERM", "process_status", "pipeline_error",
                                             "with_output_color", "_write_user",
                                             "_note_io", "_note_user_io", "GC_Diff", "format_bytes",
                                             "BroadcastFunction", "TOML"};
    for (size_t i = 0; i < sizeof unexported / sizeof *unexported; i++) {
        rt_binding *ub = rt_find_binding(rt_base_module, S(unexported[i]));
        if (ub)
            ub->exported = 0;
    }
    /* the parser's Core.@cmd (a backtick literal) is Base's macro */
    rt_binding *cmdb = rt_find_binding(rt_base_module, S("@cmd"));
    if (cmdb)
        rt_module_share_binding(rt_core_module, cmdb);
    /* Core.eval is Base's eval(m, ex); Main has its own eval(x) */
    rt_eval_hook = drv_eval_expr;
    rt_parse_hook = drv_parse_string;
    rt_macroexpand_hook = fe_macroexpand;
    rt_reflect_install_hooks();
    rt_binding *evb = rt_find_binding(rt_base_module, S("eval"));
    if (evb && evb->value) {
        rt_set_const(rt_core_module, S("eval"), evb->value);
        evb->exported = 0;
        define_module_eval(rt_main_module);
    }
    jit_opts.dump = d;
    jit_opts.dump_ast = da;
    jit_opts.aot = aot;
    rt_sys_init();
    drv_require_init(jit_opts.project);
}

/* Base's main file: JOLT_BASE_DIR/base.jl, or the source tree's runtime/base/base.jl. */
void drv_base_path(char *buf, size_t n)
{
    const char *dir = getenv("JOLT_BASE_DIR");
    snprintf(buf, n, "%s/base.jl", dir ? dir : JOLT_SOURCE_DIR "/runtime/base");
}
