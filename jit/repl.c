/* repl.c — the interactive prompt: `jolt` with no script on a terminal, or `jolt -i`.
 *
 * Lines typed after "julia> " are gathered until the parser finds complete expressions
 * (an unfinished one waits for more lines); they run in Main as file REPL[n], and the
 * value of the last is shown by Base._repl_show (text/plain under :limit, so long arrays
 * and strings are elided to the terminal's size, as Julia's REPL does) and bound to `ans`,
 * unless it is `nothing` or the input ends in `;`. An error is reported as
 * "ERROR: message" with its stack trace, and the prompt returns; each input is followed
 * by an empty line, as in Julia. Ctrl-C while an input runs throws InterruptException
 * into it (runtime/sigint.c), reported as any error.
 *
 * On a terminal (stdin and stdout ttys, TERM not "dumb") entries come from the line editor
 * (lineedit.c: keys, multi-line editing, history search, Tab completion) in one of three
 * modes: julia, help (`?`) and shell (`;`, the command run by /bin/sh, `cd` by jolt);
 * each is added to the history file (history.c). Otherwise lines are read from stdin
 * as they come, as below.
 *
 * Help mode: a line starting with `?` prints the docstring of the name after it.
 * Paste mode: input whose first line starts with "julia> " is a pasted session; prompts
 * are stripped, the 7-space indent of continuation lines too, and lines that follow a
 * complete expression without a prompt (the pasted output) are skipped, for as long as
 * the pasted text lasts (input already waiting when the next prompt is due).
 */
#include "jit.h"
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#define PROMPT "julia> "
#define PROMPT_LEN 7

/* The REPL's state between inputs. */
typedef struct repl {
    bool color;        /* stdout is a terminal: colored prompts */
    bool paste;        /* inside pasted text (prompts to strip, output lines to skip) */
    int n;             /* number of the next input (REPL[n]) */
    char *buf;         /* the input gathered so far */
    size_t len, cap;   /* its length and allocation */
} repl;

static void add_text(repl *r, const char *s, size_t n)
{
    if (r->len + n + 1 > r->cap) {
        r->cap = (r->len + n + 1) * 2;
        r->buf = realloc(r->buf, r->cap);
        if (!r->buf) {
            fputs("jolt: out of memory\n", stderr);
            exit(1);
        }
    }
    memcpy(r->buf + r->len, s, n);
    r->len += n;
    r->buf[r->len] = 0;
}

static void prompt(repl *r, const char *text, const char *color)
{
    if (r->color)
        printf("%s\033[1m%s\033[0m", color, text);
    else
        fputs(text, stdout);
    fflush(stdout);
}

/* input already waiting on stdin (the rest of a paste) */
static bool input_waiting(void)
{
    struct pollfd p = {.fd = 0, .events = POLLIN};
    return poll(&p, 1, 0) > 0 && (p.revents & POLLIN);
}

/* One line of stdin with its newline, NULL at the end of input (malloc'd). */
static char *read_line(size_t *n)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t k = getline(&line, &cap, stdin);
    if (k < 0) {
        free(line);
        return NULL;
    }
    *n = (size_t)k;
    return line;
}

/* the editor's test of its text: 0 complete expressions, 1 unfinished, 2 a syntax error */
static int input_status(const char *s, size_t n)
{
    fe_parser *p = fe_parser_new(s, n, "none");
    int line;
    while (fe_parse_next(p, &line))
        ;
    const fe_error *err = fe_parser_error(p);
    return !err ? 0 : err->incomplete ? 1 : 2;
}

/* 0: complete expressions, 1: unfinished, 2: a syntax error (reported); `final`: the
 * input can grow no more, so unfinished is an error too */
static int check_input(repl *r, bool final)
{
    fe_parser *p = fe_parser_new(r->buf, r->len, "none");
    int line;
    while (fe_parse_next(p, &line))
        ;
    const fe_error *err = fe_parser_error(p);
    if (!err)
        return 0;
    if (err->incomplete && !final)
        return 1;
    rt_flush_all();
    fprintf(stderr, "ERROR: syntax: %s\nStacktrace:\n [1] top-level scope\n   @ none:1\n",
            err->msg);
    fflush(stderr);
    return 2;
}

/* the input ends in `;`: its value is not shown */
static bool quiet(const repl *r)
{
    size_t i = r->len;
    while (i > 0 && (r->buf[i - 1] == ' ' || r->buf[i - 1] == '\t' || r->buf[i - 1] == '\n'))
        i--;
    return i > 0 && r->buf[i - 1] == ';';
}

static rt_value *base_fn(const char *name)
{
    rt_binding *b = rt_find_binding(rt_base_module, rt_symbol(name));
    return b ? b->value : NULL;
}

static bool has_head(rt_value *v, const char *head)
{
    return v && rt_typeof(v) == rt_expr_type && ((rt_expr *)v)->head == rt_symbol(head);
}

/* A method definition's value is its function (Julia shows `f (generic function with 1
 * method)`): the name its signature defines, NULL for anything else. */
static rt_sym *defined_name(rt_value *ast)
{
    int n = has_head(ast, "macrocall") ? rt_expr_nargs((rt_expr *)ast) : 0;
    if (n > 0) /* a documented definition: "doc" f(x) = ... */
        return defined_name(rt_expr_arg((rt_expr *)ast, n - 1));
    if (!has_head(ast, "function") && !has_head(ast, "="))
        return NULL;
    rt_value *sig = rt_expr_nargs((rt_expr *)ast) > 0 ? rt_expr_arg((rt_expr *)ast, 0) : NULL;
    while (has_head(sig, "where") || has_head(sig, "::"))
        sig = rt_expr_arg((rt_expr *)sig, 0);
    if (!has_head(sig, "call") || rt_expr_nargs((rt_expr *)sig) < 1)
        return NULL;
    rt_value *f = rt_expr_arg((rt_expr *)sig, 0);
    return rt_typeof(f) == rt_symbol_type ? (rt_sym *)f : NULL;
}

/* Run the gathered input as REPL[n]; show its value. */
static void run_input(repl *r)
{
    static char file[32];
    snprintf(file, sizeof file, "REPL[%d]", r->n++);
    rt_handler h;
    rt_push_handler(&h);
    if (_setjmp(h.jb) == 0) {
        rt_sigint_armed = 1; /* Ctrl-C from here on throws InterruptException */
        fe_parser *p = fe_parser_new(r->buf, r->len, file);
        rt_value *v = rt_nothing;
        int line;
        rt_value *ast;
        while ((ast = fe_parse_next(p, &line))) {
            rt_toplevel_file = file;
            rt_toplevel_line = line;
            v = rt_eval_hook(rt_main_module, ast);
            rt_sym *def = v == rt_nothing ? defined_name(ast) : NULL;
            rt_binding *b = def ? rt_find_binding(rt_main_module, def) : NULL;
            if (b && b->value)
                v = b->value;
        }
        rt_toplevel_file = NULL;
        rt_sigint_armed = 0;
        if (v && v != rt_nothing) {
            rt_binding_set(rt_get_binding(rt_main_module, rt_symbol("ans")), v);
            rt_value *show = base_fn("_repl_show");
            if (show && !quiet(r)) {
                rt_value *args[2] = {show, v};
                rt_apply_generic(args, 2);
            }
        }
        rt_pop_handler();
    } else {
        rt_sigint_armed = 0;
        rt_toplevel_file = NULL;
        rt_flush_all();
        /* Ctrl-C in top-level code between calls: no frame of it has a trace record, but
         * Julia shows the top-level scope it stopped in */
        rt_value *ie = rt_get_global(rt_base_module, rt_symbol("InterruptException"));
        bool bare = ie && (rt_value *)rt_typeof(rt_current_exception) == ie && !rt_bt_text();
        rt_report_exception(stderr, rt_current_exception, NULL, 0);
        if (bare)
            fprintf(stderr, "Stacktrace:\n [1] top-level scope\n   @ %s:%d\n", file,
                    rt_toplevel_line);
        rt_restore_exception(&h);
    }
    rt_flush_all();
}

/* the gathered input is only spaces and newlines: nothing runs, no empty line follows */
static bool blank(const repl *r)
{
    for (size_t i = 0; i < r->len; i++)
        if (r->buf[i] != ' ' && r->buf[i] != '\t' && r->buf[i] != '\n')
            return false;
    return true;
}

/* after check_input's verdict st: run the input if it parsed (its number is used up
 * either way), then the empty line every input is followed by */
static void run_checked(repl *r, int st)
{
    if (st == 0)
        run_input(r);
    else
        r->n++;
    printf("\n");
}

/* `?name`: the docstring of name, indented as Julia renders Markdown in a terminal. */
static void help(repl *r, const char *q)
{
    while (*q == ' ' || *q == '\t')
        q++;
    size_t n = strlen(q);
    while (n > 0 && (q[n - 1] == '\n' || q[n - 1] == ' ' || q[n - 1] == '\t'))
        n--;
    if (n == 0)
        return;
    rt_sym *name = rt_symbol_n(q, n);
    rt_value *doc = rt_doc_get(NULL, name);
    if (!doc) {
        rt_binding *b = rt_find_binding(rt_main_module, name);
        if (!b)
            b = rt_find_binding(rt_base_module, name);
        printf("  No documentation found.\n\n");
        if (!b || !b->value) {
            printf("  Binding `%s` does not exist.\n", name->name);
        } else {
            rt_value *t = (rt_value *)rt_typeof(b->value);
            char *ts = rt_type_str(t);
            if (rt_subtype(t, (rt_value *)rt_function_type))
                printf("  `%s` is a `Function`.\n", name->name);
            else
                printf("  `%s` is of type `%s`.\n", name->name, ts);
        }
        return;
    }
    const char *s = ((rt_string *)doc)->data;
    bool code = false;
    while (*s) {
        const char *e = strchr(s, '\n');
        size_t len = e ? (size_t)(e - s) : strlen(s);
        if (len >= 3 && !strncmp(s, "```", 3)) {
            code = !code; /* a fenced block: its lines indented further, fences dropped */
        } else {
            printf("%s%.*s\n", len == 0 ? "" : code ? "      " : "  ", (int)len, s);
        }
        s += len + (e ? 1 : 0);
    }
    (void)r;
}

/* `;cmd`: the command through the user's shell ($JULIA_SHELL, else $SHELL, else /bin/sh)
 * as `shell -c cmd`; `cd` is jolt's own and sets OLDPWD, as in Julia's shell mode */
static void shell(const char *cmd)
{
    while (*cmd == ' ' || *cmd == '\t')
        cmd++;
    if (!strncmp(cmd, "cd", 2) && (cmd[2] == 0 || cmd[2] == ' ' || cmd[2] == '\n')) {
        const char *prev = getenv("OLDPWD");
        char here[4096], dir[4096];
        const char *a = cmd + 2;
        while (*a == ' ')
            a++;
        size_t n = strcspn(a, " \n");
        if (n == 0)
            snprintf(dir, sizeof dir, "%s", getenv("HOME") ? getenv("HOME") : "/");
        else if (n == 1 && a[0] == '-')
            snprintf(dir, sizeof dir, "%s", prev ? prev : ".");
        else if (a[0] == '~')
            snprintf(dir, sizeof dir, "%s%.*s", getenv("HOME") ? getenv("HOME") : "", (int)n - 1,
                     a + 1);
        else
            snprintf(dir, sizeof dir, "%.*s", (int)n, a);
        if (!getcwd(here, sizeof here))
            here[0] = 0;
        if (chdir(dir) != 0) {
            fprintf(stderr, "ERROR: IOError: cd(\"%s\"): no such file or directory (ENOENT)\n", dir);
            return;
        }
        setenv("OLDPWD", here, 1);
        if (getcwd(here, sizeof here))
            printf("%s\n", here);
        return;
    }
    rt_flush_all();
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        const char *sh = getenv("JULIA_SHELL");
        if (!sh || !*sh)
            sh = getenv("SHELL");
        if (!sh || !*sh)
            sh = "/bin/sh";
        execl(sh, sh, "-c", cmd, (char *)NULL);
        _exit(127);
    }
    if (pid > 0)
        while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
            ;
}

/* The REPL on a terminal: entries come from the line editor (lineedit.c), are kept in
 * the history (history.c) and run in the mode they were entered in. */
static int edit_loop(repl *r)
{
    jit_hist_init(!jit_opts.no_history);
    for (;;) {
        jit_le_mode mode = JIT_LE_JULIA;
        char *text = jit_lineedit(&mode, r->color, input_status);
        if (!text)
            break;
        jit_hist_add(text, mode);
        if (mode == JIT_LE_HELP) {
            help(r, text);
            printf("\n");
        } else if (mode == JIT_LE_SHELL) {
            shell(text);
            printf("\n");
        } else {
            r->len = 0;
            add_text(r, text, strlen(text));
            /* unfinished input comes when Enter is pressed again at its end */
            if (!blank(r))
                run_checked(r, check_input(r, true));
        }
        free(text);
        fflush(stdout);
    }
    free(r->buf);
    return 0;
}

int jit_repl(void)
{
    repl R = {.color = isatty(1) && !(getenv("TERM") && !strcmp(getenv("TERM"), "dumb")),
              .n = 1};
    repl *r = &R;
    rt_opts.interactive = true;
    rt_sigint_interrupts();
    if (isatty(0) && isatty(1) && !(getenv("TERM") && !strcmp(getenv("TERM"), "dumb")))
        return edit_loop(r);
    for (;;) {
        if (r->paste && !input_waiting())
            r->paste = false;
        prompt(r, PROMPT, "\033[32m");
        r->len = 0;
        size_t n;
        char *line = read_line(&n);
        if (!line)
            break;
        /* pasted output lines (no prompt) are skipped */
        while (r->paste && strncmp(line, PROMPT, PROMPT_LEN) != 0) {
            free(line);
            line = read_line(&n);
            if (!line)
                goto done;
        }
        const char *text = line;
        if (!strncmp(line, PROMPT, PROMPT_LEN)) {
            r->paste = true;
            text += PROMPT_LEN;
        }
        if (text[0] == '?' && !r->paste) {
            if (r->color)
                printf("\r\033[33m\033[1mhelp?> \033[0m%s", text + 1);
            help(r, text + 1);
            free(line);
            printf("\n");
            continue;
        }
        add_text(r, text, strlen(text));
        free(line);
        int st;
        while ((st = check_input(r, false)) == 1) {
            line = read_line(&n);
            if (!line)
                goto done;
            text = line;
            if (r->paste && !strncmp(line, "       ", PROMPT_LEN))
                text += PROMPT_LEN;
            add_text(r, text, strlen(text));
            free(line);
        }
        if (blank(r))
            continue;
        run_checked(r, st);
        fflush(stdout);
    }
done:
    if (isatty(0))
        printf("\n");
    free(r->buf);
    return 0;
}
