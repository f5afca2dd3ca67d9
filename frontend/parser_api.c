/* parser_api.c — the frontend's parsing entry points: a parser object that yields one
 * top-level expression at a time (so a driver can run statements before a later syntax
 * error is reported), error access, source-line lookup, and Meta.parse-style parsing of a
 * whole string.
 */
#include "fe_internal.h"
#include <string.h>

void fe_optable_init(void);

void fe_syms_init(void) {
    static bool done;
    if (done) return;
#define SY(f, n) S.f = rt_symbol(n)
    SY(call, "call"); SY(block, "block"); SY(toplevel, "toplevel"); SY(tuple, "tuple");
    SY(parameters, "parameters"); SY(kw, "kw"); SY(eq, "="); SY(dcolon, "::");
    SY(curly, "curly"); SY(where, "where"); SY(ref, "ref"); SY(dot, ".");
    SY(comparison, "comparison"); SY(andand, "&&"); SY(oror, "||"); SY(arrow, "->");
    SY(dots, "..."); SY(quote, "quote"); SY(dollar, "$"); SY(struct_, "struct");
    SY(abstract, "abstract"); SY(primitive, "primitive"); SY(module, "module");
    SY(using, "using"); SY(import, "import"); SY(export, "export"); SY(const_, "const");
    SY(global, "global"); SY(local, "local"); SY(return_, "return"); SY(break_, "break");
    SY(continue_, "continue"); SY(try_, "try"); SY(do_, "do"); SY(generator, "generator");
    SY(comprehension, "comprehension"); SY(filter, "filter"); SY(flatten, "flatten");
    SY(typed_comprehension, "typed_comprehension"); SY(vect, "vect"); SY(hcat, "hcat");
    SY(vcat, "vcat"); SY(row, "row"); SY(ncat, "ncat"); SY(nrow, "nrow");
    SY(typed_hcat, "typed_hcat"); SY(typed_vcat, "typed_vcat"); SY(typed_ncat, "typed_ncat");
    SY(braces, "braces"); SY(bracescat, "bracescat"); SY(macrocall, "macrocall");
    SY(string, "string"); SY(if_, "if"); SY(elseif, "elseif"); SY(else_, "else");
    SY(for_, "for"); SY(while_, "while"); SY(let, "let"); SY(function, "function");
    SY(macro, "macro"); SY(begin, "begin"); SY(end, "end"); SY(catch_, "catch");
    SY(finally, "finally"); SY(true_, "true"); SY(false_, "false"); SY(in, "in");
    SY(isa, "isa"); SY(outer, "outer"); SY(mutable_, "mutable"); SY(type, "type");
    SY(baremodule, "baremodule"); SY(var, "var"); SY(colon, ":"); SY(question, "?");
    SY(ltcolon, "<:"); SY(gtcolon, ">:"); SY(minus, "-"); SY(plus, "+"); SY(star, "*");
    SY(caret, "^"); SY(tick, "'"); SY(dottick, ".'"); SY(amp, "&"); SY(tilde, "~");
    SY(dottilde, ".~"); SY(pair, "=>"); SY(dotdot, ".."); SY(not, "!");
#undef SY
    fe_optable_init();
    done = true;
}

static void init_parser(P *p, const char *src, size_t len, const char *filename) {
    fe_syms_init();
    memset(p, 0, sizeof *p);
    p->src = src;
    p->len = len;
    p->max_depth = fe_stack_room() > ((size_t)32 << 20) ? 20000 : 3000;
    p->filename = filename ? filename : "none";
    p->file = V(rt_symbol(p->filename));
    p->lline = 1;
    p->line0 = 1;
    fe_normal_context(p);
}

fe_parser *fe_parser_new(const char *src, size_t len, const char *filename) {
    P *p = rt_alloc(sizeof(P));
    char *copy = rt_alloc_atomic(len + 1);
    memcpy(copy, src, len);
    copy[len] = 0;
    init_parser(p, copy, len, filename);
    return p;
}

/* Loops build some trees deeper than the parser recursed (call chains f(a)(b)..., a.b.c...,
 * left-associative operators); a tree nested deeper than FE_MAX_TREE_DEPTH is a syntax
 * error, so that printing, quoting and lowering it (all recursive) stay within the stack. */
#define FE_MAX_TREE_DEPTH 5000
static bool too_deep(rt_value *v, int depth) {
    rt_expr *e = EX(v);
    if (depth > FE_MAX_TREE_DEPTH) return true;
    size_t n = e->args->length;
    rt_value **a = rt_array_ptr_data(e->args);
    for (size_t i = 0; i < n; i++)
        if (a[i] && rt_typeof(a[i]) == rt_expr_type && too_deep(a[i], depth + 1)) return true;
    return false;
}
static void check_depth(P *p, rt_value *ex) {
    if (ex && rt_typeof(ex) == rt_expr_type && too_deep(ex, 1))
        fe_err(p, "expression too deeply nested");
}

static int line_at(P *p, size_t pos) {
    size_t save = p->pos;
    p->pos = pos;
    int l = fe_line(p);
    p->pos = save;
    return l;
}

static rt_value *parse_next(fe_parser *p, int *line);

/* Parsing may use the main stack's full size (fe_stack_widen), Julia code only its usual. */
rt_value *fe_parse_next(fe_parser *p, int *line) {
    bool w = fe_stack_widen(true);
    rt_value *ex = parse_next(p, line);
    if (w) fe_stack_widen(false);
    return ex;
}

static rt_value *parse_next(fe_parser *p, int *line) {
    if (p->failed || p->done) return NULL;
    jmp_buf jb;
    p->jb = &jb;
    p->depth = 0;
    if (setjmp(jb)) {
        p->jb = NULL;
        return NULL;
    }
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (t->kind == TK_NL) {
            fe_take(p);
            continue;
        }
        if (t->kind == TK_EOF) {
            p->done = true;
            p->jb = NULL;
            return NULL;
        }
        break;
    }
    if (line) *line = line_at(p, p->tokpos);
    rt_value *ex = parse_stmts(p);
    check_depth(p, ex);
    p->jb = NULL;
    return ex;
}

const fe_error *fe_parser_error(const fe_parser *p) { return p->failed ? &p->err : NULL; }

const char *fe_parser_line_text(const fe_parser *pc, int line, size_t *len) {
    P *p = (P *)pc;
    if (!p->line_starts) {
        int n = 1;
        for (size_t i = 0; i < p->len; i++)
            if (p->src[i] == '\n') n++;
        p->line_starts = rt_alloc_atomic(sizeof(size_t) * (size_t)(n + 1));
        int k = 0;
        p->line_starts[k++] = 0;
        for (size_t i = 0; i < p->len; i++)
            if (p->src[i] == '\n') p->line_starts[k++] = i + 1;
        p->nlines = n;
    }
    if (line < 1 || line > p->nlines) {
        if (len) *len = 0;
        return NULL;
    }
    size_t st = p->line_starts[line - 1];
    size_t en = line < p->nlines ? p->line_starts[line] - 1 : p->len;
    if (en > st && p->src[en - 1] == '\r') en--;
    if (len) *len = en - st;
    return p->src + st;
}

rt_value *fe_parse_string(const char *src, size_t len, fe_error *err) {
    P *p = fe_parser_new(src, len, "none");
    jmp_buf jb;
    p->jb = &jb;
    if (setjmp(jb)) {
        if (err) *err = p->err;
        return NULL;
    }
    fe_skip_ws_and_comments(p);
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (t->kind != TK_NL) break;
        fe_take(p);
    }
    if (fe_peek(p)->kind == TK_EOF) return rt_nothing;
    rt_value *ex = parse_stmts(p);
    check_depth(p, ex);
    /* the whole string must be one expression */
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (t->kind == TK_NL) {
            fe_take(p);
            continue;
        }
        if (t->kind != TK_EOF) fe_err(p, "extra token after end of expression");
        break;
    }
    if (err) memset(err, 0, sizeof *err);
    return ex;
}
