/* include.c — include(path) wherever it is written.
 *
 * Julia's include is an ordinary function: when reached it evaluates the file's top-level
 * expressions one after another in the module's global scope and returns the last value.
 *   - `include("lit")` as a statement of a file or module body: driver.c runs the file in
 *     place (drv_include_stmt), in the JIT and for executables alike.
 *   - anywhere else (inside a top-level if/try/begin/for, as a value, in a function body)
 *     the JIT calls the module's include(x) = Base.include(@__MODULE__, x), which reaches
 *     drv_include_hook: the file is parsed and each expression goes through Core.eval.
 *   - an executable has no compiler, so for it drv_splice_includes replaces each
 *     `include("lit")` inside a top-level if/try/begin/for/while (not inside functions,
 *     lets or quotes) by a block of the file's expressions at compile time; an include the
 *     compile cannot see is "include is not available in a compiled executable".
 * Relative paths are taken from the directory of the file being run. */
#include "jit.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

extern const char *rt_toplevel_file;
extern int rt_toplevel_line;

static bool inc_is(rt_value *v, const char *head)
{
    return v && rt_typeof(v) == rt_expr_type && !strcmp(((rt_expr *)v)->head->name, head);
}

/* inc as seen from the file `from`: relative to its directory */
static void inc_path(char *path, size_t cap, const char *inc, const char *from)
{
    const char *slash = from ? strrchr(from, '/') : NULL;
    if (inc[0] != '/' && slash)
        snprintf(path, cap, "%.*s/%s", (int)(slash - from), from, inc);
    else
        snprintf(path, cap, "%s", inc);
}

char *drv_include_read(const char *inc, const char *from, char **pathout, size_t *n)
{
    char path[4096];
    inc_path(path, sizeof path, inc, from);
    errno = 0;
    char *text = drv_read_file(path, n);
    if (!text) { /* Julia's SystemError from opening the file */
        int32_t en = errno ? errno : ENOENT;
        rt_value *T = rt_get_global(rt_base_module, rt_symbol("SystemError"));
        if (!T || !rt_is_datatype(T))
            rt_error("could not open file %s", rt_bt_abspath(path));
        char pre[4200];
        snprintf(pre, sizeof pre, "opening file \"%s\"", rt_bt_abspath(path));
        rt_value *f[3] = {(rt_value *)rt_cstring(pre), rt_box_bits(rt_int32_type, &en),
                          rt_nothing};
        rt_throw(rt_new_struct((rt_type *)T, 3, f));
    }
    *pathout = strdup(path);
    return text;
}

/* rt_include_hook: Base.include(m, path) reached at run time in the JIT */
static rt_value *drv_include_hook(rt_module *m, rt_value *pathv)
{
    if (!pathv || rt_typeof(pathv) != rt_string_type)
        rt_error("include: the path must be a string");
    const char *from = rt_toplevel_file;
    int line0 = rt_toplevel_line;
    char *path;
    size_t n;
    char *text = drv_include_read(((rt_string *)pathv)->data, from, &path, &n);
    fe_parser *p = fe_parser_new(text, n, path);
    rt_value *r = rt_nothing;
    for (;;) {
        int line = 0;
        rt_value *ast = fe_parse_next(p, &line);
        if (!ast) {
            const fe_error *err = fe_parser_error(p);
            rt_toplevel_file = from;
            rt_toplevel_line = line0;
            if (err)
                rt_error("syntax: %s (in %s:%d)", err->msg, rt_bt_abspath(path),
                         line ? line : err->line);
            break;
        }
        rt_toplevel_file = path;
        rt_toplevel_line = line;
        r = rt_eval_hook(m, ast);
    }
    rt_toplevel_file = from;
    rt_toplevel_line = line0;
    return r ? r : rt_nothing;
}

void drv_include_init(void)
{
    rt_include_hook = drv_include_hook;
}

static rt_value *splice(rt_value *x, const char *file, int depth);

static void add_name(rt_expr *g, rt_value *s)
{
    if (!s || rt_typeof(s) != rt_symbol_type)
        return;
    for (int i = 0; i < rt_expr_nargs(g); i++)
        if (rt_expr_arg(g, i) == s)
            return;
    rt_expr_push(g, s);
}

/* the global names an assignment target or a signature defines */
static void add_target(rt_expr *g, rt_value *t, int depth)
{
    if (depth > 50)
        return;
    if (inc_is(t, "::") || inc_is(t, "where") || inc_is(t, "call") || inc_is(t, "curly")) {
        if (rt_expr_nargs((rt_expr *)t) >= 1)
            add_target(g, rt_expr_arg((rt_expr *)t, 0), depth + 1);
    } else if (inc_is(t, "tuple")) {
        for (int i = 0; i < rt_expr_nargs((rt_expr *)t); i++)
            add_target(g, rt_expr_arg((rt_expr *)t, i), depth + 1);
    } else {
        add_name(g, t);
    }
}

/* The names the file's top-level code assigns or defines: once spliced into a try/for/
 * while body they must stay globals (Julia's include runs in global scope), so the block
 * starts with `global` for them and `const x = v` becomes `global const x = v`. */
static rt_value *globalize(rt_expr *g, rt_value *x, int depth)
{
    if (depth > 50 || !x || rt_typeof(x) != rt_expr_type)
        return x;
    rt_expr *e = (rt_expr *)x;
    int n = rt_expr_nargs(e);
    if ((inc_is(x, "=") || inc_is(x, "function")) && n >= 1) {
        add_target(g, rt_expr_arg(e, 0), 0);
        return x;
    }
    if (inc_is(x, "const") && n == 1 && inc_is(rt_expr_arg(e, 0), "=")) {
        add_target(g, rt_expr_arg((rt_expr *)rt_expr_arg(e, 0), 0), 0);
        return (rt_value *)rt_exprv(e->head, 1,
                                    rt_exprv(rt_symbol("global"), 1, rt_expr_arg(e, 0)));
    }
    if (inc_is(x, "block") || inc_is(x, "if") || inc_is(x, "elseif")) {
        rt_expr *out = rt_new_expr(e->head, 0);
        for (int i = 0; i < n; i++)
            rt_expr_push(out, globalize(g, rt_expr_arg(e, i), depth + 1));
        return (rt_value *)out;
    }
    return x;
}

/* `include("lit")` → (block #= file:line =# expr …), the file's own includes spliced too */
static rt_value *splice_file(const char *inc, const char *file, int depth)
{
    char pbuf[4096];
    inc_path(pbuf, sizeof pbuf, inc, file);
    size_t n;
    errno = 0;
    char *text = drv_read_file(pbuf, &n);
    if (!text) { /* the executable throws the SystemError when it gets there */
        char pre[4200];
        snprintf(pre, sizeof pre, "opening file \"%s\"", rt_bt_abspath(pbuf));
        rt_value *se = (rt_value *)rt_exprv(rt_symbol("."), 2, rt_symbol("Base"),
                                            rt_new_quotenode((rt_value *)rt_symbol("SystemError")));
        return (rt_value *)rt_exprv(
            rt_symbol("call"), 2, rt_symbol("throw"),
            rt_exprv(rt_symbol("call"), 3, se, rt_cstring(pre), rt_box_int64(errno ? errno : ENOENT)));
    }
    char *path = strdup(pbuf);
    fe_parser *p = fe_parser_new(text, n, path);
    rt_expr *blk = rt_new_expr(rt_symbol("block"), 0);
    rt_expr *glob = rt_new_expr(rt_symbol("global"), 0);
    rt_expr_push(blk, (rt_value *)glob); /* filled below; dropped when empty */
    rt_value *fsym = (rt_value *)rt_symbol(path);
    for (;;) {
        int line = 0;
        rt_value *ast = fe_parse_next(p, &line);
        if (!ast) {
            const fe_error *err = fe_parser_error(p);
            if (err)
                rt_error("syntax: %s (in %s:%d)", err->msg, rt_bt_abspath(path),
                         line ? line : err->line);
            break;
        }
        rt_expr_push(blk, rt_new_linenode(line, fsym));
        rt_expr_push(blk, globalize(glob, splice(ast, path, depth + 1), 0));
    }
    if (rt_expr_nargs(glob) == 0) { /* no names: drop the empty declaration */
        rt_expr *b2 = rt_new_expr(rt_symbol("block"), 0);
        for (int i = 1; i < rt_expr_nargs(blk); i++)
            rt_expr_push(b2, rt_expr_arg(blk, i));
        blk = b2;
    }
    if (rt_expr_nargs(blk) == 0)
        rt_expr_push(blk, rt_nothing);
    return (rt_value *)blk;
}

static rt_value *splice(rt_value *x, const char *file, int depth)
{
    if (depth > 200 || !x || rt_typeof(x) != rt_expr_type)
        return x;
    rt_expr *e = (rt_expr *)x;
    int n = rt_expr_nargs(e);
    if (inc_is(x, "call") && n == 2 && rt_expr_arg(e, 0) == (rt_value *)rt_symbol("include") &&
        rt_typeof(rt_expr_arg(e, 1)) == rt_string_type)
        return splice_file(((rt_string *)rt_expr_arg(e, 1))->data, file, depth);
    static const char *const through[] = {"block", "if", "elseif", "try", "for", "while",
                                          "call", "tuple", "=", "global", "const", "&&",
                                          "||", "toplevel"};
    bool ok = false;
    for (size_t i = 0; i < sizeof through / sizeof *through; i++)
        ok = ok || !strcmp(e->head->name, through[i]);
    /* a short function definition f(x) = … is a function body */
    if (!ok || (inc_is(x, "=") && n >= 1 &&
                (inc_is(rt_expr_arg(e, 0), "call") || inc_is(rt_expr_arg(e, 0), "where"))))
        return x;
    rt_expr *out = NULL;
    for (int i = 0; i < n; i++) {
        rt_value *a = rt_expr_arg(e, i);
        rt_value *b = splice(a, file, depth + 1);
        if (b != a && !out) {
            out = rt_new_expr(e->head, 0);
            for (int k = 0; k < i; k++)
                rt_expr_push(out, rt_expr_arg(e, k));
        }
        if (out)
            rt_expr_push(out, b);
    }
    return out ? (rt_value *)out : x;
}

rt_value *drv_splice_includes(rt_value *ast, const char *file)
{
    return splice(ast, file, 0);
}
