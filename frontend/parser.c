/* parser.c — token stream and the binary/unary precedence levels of Julia 1.7's parser,
 * from statement sequences (`a; b`) and assignment down to unary operators, `^`,
 * juxtaposition (`2x`, `3√x`), `::` and `->`. Calls, atoms, keywords, arrays and strings
 * live in parser_call.c, parser_resword.c, parser_array.c and parser_string.c.
 */
#include "fe_internal.h"
#include <string.h>

fe_syms S;

/* ------------------------------------------------------------------ context */
fe_ctx fe_save(P *p) {
    fe_ctx c = {p->range_colon, p->space_sensitive, p->for_generator,
                p->end_symbol, p->whitespace_newline, p->where_enabled};
    return c;
}
void fe_restore(P *p, fe_ctx c) {
    p->range_colon = c.range_colon;
    p->space_sensitive = c.space_sensitive;
    p->for_generator = c.for_generator;
    p->end_symbol = c.end_symbol;
    p->whitespace_newline = c.whitespace_newline;
    p->where_enabled = c.where_enabled;
}
void fe_normal_context(P *p) {
    p->range_colon = true;
    p->space_sensitive = false;
    p->where_enabled = true;
    p->for_generator = false;
    p->end_symbol = false;
    p->whitespace_newline = false;
}

void fe_enter(P *p) {
    if (++p->depth > p->max_depth) fe_err(p, "expression too deeply nested");
}

/* ------------------------------------------------------------------ token stream */
fe_tok *fe_peek(P *p) {
    if (p->pb.kind) return &p->pb;
    if (!p->last.kind) p->last = fe_next_token(p, &p->space);
    return &p->last;
}
bool fe_space(P *p) { return p->pb.kind ? p->pb_space : p->space; }
fe_tok fe_take(P *p) {
    fe_tok t;
    if (p->pb.kind) {
        t = p->pb;
        p->pb.kind = TK_NONE;
        return t;
    }
    t = p->last;
    p->last.kind = TK_NONE;
    return t;
}
fe_tok *fe_require(P *p) {
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (t->kind == TK_EOF) fe_err(p, "incomplete: premature end of input");
        if (t->kind == TK_NL) {
            fe_take(p);
            continue;
        }
        return t;
    }
}
void fe_putback(P *p, fe_tok t, bool space) {
    if (p->pb.kind) fe_err(p, "too many pushed-back tokens (internal error)");
    p->pb = t;
    p->pb_space = space;
}
bool fe_space_before_next(P *p) {
    bool s = fe_skip_ws(p, false);
    return s || (p->pos < p->len && p->src[p->pos] == '\n');
}
bool tok_sym(const fe_tok *t, rt_sym *s) { return t->kind == TK_SYM && t->sym == s; }
bool tok_ch(const fe_tok *t, int c) { return t->kind == TK_CH && t->ch == c; }
bool tok_newline(const fe_tok *t) { return t->kind == TK_NL; }
bool tok_closing(P *p, const fe_tok *t) {
    if (t->kind == TK_EOF) return true;
    if (t->kind == TK_CH) return strchr(",)]};", t->ch) != NULL;
    if (t->kind == TK_SYM)
        return (t->sym == S.end && !p->end_symbol) || t->sym == S.else_ || t->sym == S.elseif ||
               t->sym == S.catch_ || t->sym == S.finally;
    return false;
}
rt_value *tok_value(const fe_tok *t) {
    if (t->kind == TK_SYM) return V(t->sym);
    if (t->kind == TK_LIT) return t->val;
    return rt_nothing;
}
char *tok_str(const fe_tok *t) {
    char *s = rt_alloc_atomic(64);
    switch (t->kind) {
    case TK_SYM: return t->sym->name;
    case TK_CH: s[0] = (char)t->ch; s[1] = 0; return s;
    case TK_NL: return "\n";
    case TK_EOF: return "end of input";
    case TK_LIT: return fe_deparse(t->val);
    default: return "?";
    }
}

/* ------------------------------------------------------------------ Expr helpers */
rt_expr *ex0(rt_sym *head) { return rt_new_expr(head, 0); }
/* ex1..ex3 size the argument vector exactly (fewer allocations than pushing). */
rt_expr *ex1(rt_sym *head, rt_value *a) {
    rt_expr *e = rt_new_expr(head, 1);
    rt_array_ptr_data(e->args)[0] = a;
    return e;
}
rt_expr *ex2(rt_sym *head, rt_value *a, rt_value *b) {
    rt_expr *e = rt_new_expr(head, 2);
    rt_value **d = rt_array_ptr_data(e->args);
    d[0] = a;
    d[1] = b;
    return e;
}
rt_expr *ex3(rt_sym *head, rt_value *a, rt_value *b, rt_value *c) {
    rt_expr *e = rt_new_expr(head, 3);
    rt_value **d = rt_array_ptr_data(e->args);
    d[0] = a;
    d[1] = b;
    d[2] = c;
    return e;
}
void expush(rt_expr *e, rt_value *v) { rt_expr_push(e, v); }
bool is_ex(rt_value *v, rt_sym *head) {
    return v && rt_typeof(v) == rt_expr_type && (!head || EX(v)->head == head);
}
bool is_sym(rt_value *v) { return v && rt_typeof(v) == rt_symbol_type; }
int exn(rt_value *e) { return rt_expr_nargs(EX(e)); }
rt_value *exa(rt_value *e, int i) { return rt_expr_arg(EX(e), i); }
rt_value *fe_linenode(P *p) { return rt_new_linenode(fe_line(p), p->file); }
bool fe_is_linenode(rt_value *v) { return v && rt_typeof(v) == rt_linenumbernode_type; }

rt_value *fe_add_line_number(rt_value *blk, rt_value *ln) {
    rt_expr *b = ex1(S.block, ln);
    if (is_ex(blk, S.block)) {
        for (int i = 0; i < exn(blk); i++) expush(b, exa(blk, i));
    } else {
        expush(b, blk);
    }
    return V(b);
}

/* ------------------------------------------------------------------ statements */
/* flisp parse-Nary: a@b@c... as (head a b c); ops are ";" (and newline when nl_op). */
static rt_value *parse_nary(P *p, rt_value *(*down)(P *), bool nl_op, rt_sym *head,
                            bool block_closer, bool add_linenums) {
#define IN_OPS(t) (tok_ch((t), ';') || (nl_op && tok_newline(t)))
#define CLOSER(t)                                                                          \
    (block_closer ? ((t)->kind == TK_SYM &&                                                \
                     ((t)->sym == S.end || (t)->sym == S.else_ || (t)->sym == S.elseif ||  \
                      (t)->sym == S.catch_ || (t)->sym == S.finally))                      \
                  : tok_newline(t))
    fe_tok *t = fe_require(p);
    if (CLOSER(t)) return add_linenums ? V(ex1(head, fe_linenode(p))) : V(ex0(head));
    rt_expr *ex = ex0(head);
    if (IN_OPS(t)) {
        if (add_linenums) expush(ex, fe_linenode(p));
    } else if (add_linenums) {
        rt_value *loc = fe_linenode(p);
        expush(ex, loc);
        expush(ex, down(p));
    } else {
        expush(ex, down(p));
    }
    bool first = true;
    for (;;) {
        t = fe_peek(p);
        if (!IN_OPS(t)) {
            if (exn(V(ex)) == 0 || exn(V(ex)) > 1 || !first) return V(ex);
            return exa(V(ex), 0);
        }
        fe_take(p);
        first = false;
        t = fe_peek(p);
        if (t->kind == TK_EOF || CLOSER(t) || IN_OPS(t)) continue;
        int n = exn(V(ex));
        if (add_linenums && !(n > 0 && fe_is_linenode(exa(V(ex), n - 1)))) {
            rt_value *loc = fe_linenode(p);
            expush(ex, loc);
        }
        expush(ex, down(p));
    }
#undef IN_OPS
#undef CLOSER
}

rt_value *parse_block(P *p, rt_value *(*down)(P *)) {
    return parse_nary(p, down ? down : parse_eq, true, S.block, true, true);
}

rt_value *parse_stmts(P *p) {
    rt_value *ex = parse_nary(p, parse_docstring_eq, false, S.toplevel, false, false);
    fe_tok *t = fe_peek(p);
    if (!(t->kind == TK_EOF || t->kind == TK_NL))
        fe_err(p, "extra token \"%s\" after end of expression", tok_str(t));
    return ex;
}

/* ------------------------------------------------------------------ assignment, comma */
static bool eventually_call(rt_value *ex) {
    if (!is_ex(ex, NULL)) return false;
    if (EX(ex)->head == S.call) return true;
    if ((EX(ex)->head == S.where || EX(ex)->head == S.dcolon) && exn(ex) > 0)
        return eventually_call(exa(ex, 0));
    return false;
}

static rt_value *parse_assignment(P *p, rt_value *(*down)(P *)) {
    fe_enter(p);
    rt_value *ex = down(p);
    fe_tok *t = fe_peek(p);
    if (t->kind != TK_SYM || fe_op_prec(t->sym) != PREC_ASSIGN) {
        fe_leave(p);
        return ex;
    }
    rt_sym *op = t->sym;
    fe_take(p);
    rt_value *r;
    if (op == S.tilde || op == S.dottilde) {
        if (p->space_sensitive && p->space && !fe_space_before_next(p)) {
            fe_tok back = {TK_SYM, op, 0, NULL};
            fe_putback(p, back, p->space);
            fe_leave(p);
            return ex;
        }
        r = V(ex3(S.call, V(op), ex, parse_assignment(p, down)));
    } else if (op == S.eq) {
        int lno = fe_line(p);
        rt_value *rhs = parse_assignment(p, down);
        if (eventually_call(ex))
            rhs = fe_add_line_number(rhs, rt_new_linenode(lno, p->file));
        r = V(ex2(S.eq, ex, rhs));
    } else {
        r = V(ex2(op, ex, parse_assignment(p, down)));
    }
    fe_leave(p);
    return r;
}

rt_value *parse_eq(P *p) { return parse_assignment(p, parse_comma); }
rt_value *parse_eqstar(P *p) { return parse_assignment(p, parse_pair); }

rt_value *parse_comma(P *p) {
    rt_expr *l = ex0(S.tuple);
    expush(l, parse_pair(p));
    bool first = true;
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (!tok_ch(t, ',')) {
            if (exn(V(l)) > 1 || !first) return V(l);
            return exa(V(l), 0);
        }
        fe_take(p);
        first = false;
        if (tok_sym(fe_peek(p), S.eq)) continue;
        expush(l, parse_pair(p));
    }
}

/* Right-associative binary level. */
static rt_value *parse_rtol(P *p, rt_value *(*down)(P *), int prec, int syntactic,
                            rt_value *(*self)(P *)) {
    rt_value *ex = down(p);
    fe_tok *t = fe_peek(p);
    if (t->kind == TK_SYM && fe_op_prec(t->sym) == prec) {
        rt_sym *op = t->sym;
        fe_take(p);
        static rt_sym *longarrow;
        if (!longarrow) longarrow = rt_symbol("-->");
        bool syn = syntactic == 1 || (syntactic == 2 && op == longarrow);
        fe_enter(p);
        rt_value *rhs = self(p);
        fe_leave(p);
        return syn ? V(ex2(op, ex, rhs)) : V(ex3(S.call, V(op), ex, rhs));
    }
    return ex;
}

/* Left-associative binary level. */
static rt_value *parse_ltor(P *p, rt_value *(*down)(P *), int prec) {
    rt_value *ex = down(p);
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (t->kind != TK_SYM || fe_op_prec(t->sym) != prec) return ex;
        rt_sym *op = t->sym;
        fe_take(p);
        ex = V(ex3(S.call, V(op), ex, down(p)));
    }
}

static rt_value *parse_arrow(P *p);
static rt_value *parse_or(P *p);
static rt_value *parse_and(P *p);
static rt_value *parse_pipe_gt(P *p);

rt_value *parse_pair(P *p) { return parse_rtol(p, parse_cond, PREC_PAIR, 0, parse_pair); }

rt_value *parse_cond(P *p) {
    rt_value *ex = parse_arrow(p);
    fe_tok *t = fe_peek(p);
    if (!tok_sym(t, S.question)) return ex;
    if (!fe_space(p)) fe_err(p, "space required before \"?\" operator");
    fe_take(p);
    fe_ctx c = fe_save(p);
    p->whitespace_newline = true;
    p->range_colon = false;
    fe_require(p);
    fe_restore(p, c);
    if (!fe_space(p)) fe_err(p, "space required after \"?\" operator");
    p->range_colon = false;
    rt_value *then = parse_eqstar(p);
    fe_restore(p, c);
    if (!tok_sym(fe_peek(p), S.colon)) fe_err(p, "colon expected in \"?\" expression");
    if (!fe_space(p)) fe_err(p, "space required before colon in \"?\" expression");
    fe_take(p);
    p->whitespace_newline = true;
    fe_require(p);
    fe_restore(p, c);
    if (!fe_space(p)) fe_err(p, "space required after colon in \"?\" expression");
    return V(ex3(S.if_, ex, then, parse_eqstar(p)));
}

static rt_value *parse_arrow(P *p) { return parse_rtol(p, parse_or, PREC_ARROW, 2, parse_arrow); }
static rt_value *parse_or(P *p) { return parse_rtol(p, parse_and, PREC_OR, 1, parse_or); }
static rt_value *parse_and(P *p) { return parse_rtol(p, parse_comparison, PREC_AND, 1, parse_and); }

rt_value *parse_comparison(P *p) {
    rt_value *ex = parse_pipe_lt(p);
    bool first = true;
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (t->kind == TK_SYM && fe_op_prec(t->sym) == PREC_COMPARISON) {
            rt_sym *op = t->sym;
            fe_take(p);
            if (first) ex = V(ex3(S.comparison, ex, V(op), parse_pipe_lt(p)));
            else {
                expush(EX(ex), V(op));
                expush(EX(ex), parse_pipe_lt(p));
            }
            first = false;
        } else if (first) {
            return ex;
        } else if (exn(ex) == 3) {
            rt_value *op = exa(ex, 1);
            if (op == V(S.ltcolon) || op == V(S.gtcolon)) return V(ex2((rt_sym *)op, exa(ex, 0), exa(ex, 2)));
            return V(ex3(S.call, op, exa(ex, 0), exa(ex, 2)));
        } else {
            return ex;
        }
    }
}

rt_value *parse_pipe_lt(P *p) { return parse_rtol(p, parse_pipe_gt, PREC_PIPE_LT, 0, parse_pipe_lt); }
static rt_value *parse_pipe_gt(P *p) { return parse_ltor(p, parse_range, PREC_PIPE_GT); }

rt_value *parse_range(P *p) {
    rt_value *ex = parse_expr(p);
    bool first = true;
    for (;;) {
        fe_tok *t = fe_peek(p);
        bool spc = fe_space(p);
        if (first && t->kind == TK_SYM && fe_op_prec(t->sym) == PREC_COLON && t->sym != S.colon) {
            rt_sym *op = t->sym;
            fe_take(p);
            return V(ex3(S.call, V(op), ex, parse_expr(p)));
        } else if (p->range_colon && tok_sym(t, S.colon)) {
            fe_take(p);
            if (p->space_sensitive && spc && !fe_space_before_next(p)) {
                fe_tok back = {TK_SYM, S.colon, 0, NULL};
                fe_putback(p, back, spc);
                return ex;
            }
            fe_tok *n = fe_peek(p);
            if (tok_closing(p, n))
                fe_err(p, "missing last argument in \"%s:\" range expression ", fe_deparse(ex));
            if (tok_newline(n)) fe_err(p, "line break in \":\" expression");
            rt_value *arg = parse_expr(p);
            if (!fe_space(p) && is_sym(arg) &&
                (!strcmp(((rt_sym *)arg)->name, "<") || !strcmp(((rt_sym *)arg)->name, ">")))
                fe_err(p, "\":%s\" found instead of \"%s:\"", ((rt_sym *)arg)->name,
                       ((rt_sym *)arg)->name);
            if (first) {
                ex = V(ex3(S.call, V(S.colon), ex, arg));
                first = false;
            } else {
                expush(EX(ex), arg);
                first = true;
            }
        } else if (tok_sym(t, S.dots)) {
            fe_take(p);
            return V(ex1(S.dots, ex));
        } else {
            return ex;
        }
    }
}

/* ------------------------------------------------------------------ + and * chains */
static void parse_chain(P *p, rt_value *(*down)(P *), rt_sym *op, rt_expr *into) {
    expush(into, down(p));
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (!tok_sym(t, op)) return;
        bool spc = fe_space(p);
        fe_take(p);
        if (p->space_sensitive && spc && (fe_op_flags(op) & OPF_UNBIN) && !fe_space_before_next(p)) {
            fe_tok back = {TK_SYM, op, 0, NULL};
            fe_putback(p, back, spc);
            return;
        }
        expush(into, down(p));
    }
}

static rt_value *parse_with_chains(P *p, rt_value *(*down)(P *), int prec, rt_sym *c1, rt_sym *c2) {
    rt_value *ex = down(p);
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (t->kind != TK_SYM || fe_op_prec(t->sym) != prec) return ex;
        rt_sym *op = t->sym;
        bool spc = fe_space(p);
        fe_take(p);
        if (p->space_sensitive && spc && (fe_op_flags(op) & OPF_UNBIN) && !fe_space_before_next(p)) {
            fe_tok back = {TK_SYM, op, 0, NULL};
            fe_putback(p, back, spc);
            return ex;
        }
        rt_expr *e = ex2(S.call, V(op), ex);
        if (op == c1 || op == c2) parse_chain(p, down, op, e);
        else expush(e, down(p));
        ex = V(e);
    }
}

static rt_value *parse_term(P *p);
static rt_value *parse_rational(P *p);
static rt_value *parse_shift(P *p);
static rt_value *parse_unary_subtype(P *p);
static rt_value *parse_juxtapose(P *p);

rt_value *parse_expr(P *p) { return parse_with_chains(p, parse_term, PREC_PLUS, S.plus, rt_symbol("++")); }
static rt_value *parse_term(P *p) { return parse_with_chains(p, parse_rational, PREC_TIMES, S.star, NULL); }
static rt_value *parse_rational(P *p) { return parse_ltor(p, parse_shift, PREC_RATIONAL); }
static rt_value *parse_shift(P *p) { return parse_ltor(p, parse_unary_subtype, PREC_BITSHIFT); }

static rt_value *parse_unary_subtype(P *p) {
    fe_tok *t = fe_require(p);
    bool spc = fe_space(p);
    if (tok_sym(t, S.ltcolon) || tok_sym(t, S.gtcolon)) {
        fe_tok op = fe_take(p);
        fe_tok *n = fe_peek(p);
        if (tok_closing(p, n) || tok_newline(n) || tok_sym(n, S.eq)) return V(op.sym);
        if (tok_ch(n, '{') || tok_ch(n, '(')) {
            fe_putback(p, op, spc);
            return parse_where(p, parse_juxtapose);
        }
        rt_value *arg = parse_where(p, parse_juxtapose);
        if (is_ex(arg, S.tuple)) {
            rt_expr *e = ex0(op.sym);
            for (int i = 0; i < exn(arg); i++) expush(e, exa(arg, i));
            return V(e);
        }
        return V(ex1(op.sym, arg));
    }
    return parse_where(p, parse_juxtapose);
}

rt_value *parse_where_chain(P *p, rt_value *first) {
    fe_ctx c = fe_save(p);
    p->where_enabled = false;
    rt_value *ex = first;
    while (tok_sym(fe_peek(p), S.where)) {
        fe_take(p);
        rt_value *var = parse_comparison(p);
        if (is_ex(var, S.braces)) {
            rt_expr *e = ex1(S.where, ex);
            for (int i = 0; i < exn(var); i++) expush(e, exa(var, i));
            ex = V(e);
        } else {
            ex = V(ex2(S.where, ex, var));
        }
    }
    fe_restore(p, c);
    return ex;
}

rt_value *parse_where(P *p, rt_value *(*down)(P *)) {
    rt_value *ex = down(p);
    if (p->where_enabled && tok_sym(fe_peek(p), S.where)) return parse_where_chain(p, ex);
    return ex;
}

/* ------------------------------------------------------------------ juxtaposition */
static bool is_num(rt_value *v) {
    rt_type *t = rt_typeof(v);
    return t == rt_int64_type || t == rt_float64_type || t == rt_float32_type ||
           t == rt_int128_type || t == rt_uint8_type || t == rt_uint16_type ||
           t == rt_uint32_type || t == rt_uint64_type || t == rt_uint128_type;
}

static bool block_form_head(P *p, rt_sym *h) {
    static const char *bf[] = {"block", "quote", "if", "for", "while", "let", "function",
                               "macro", "abstract", "primitive", "struct", "try", "module"};
    static rt_sym *bs[sizeof bf / sizeof bf[0]];
    if (!bs[0])
        for (size_t i = 0; i < sizeof bf / sizeof bf[0]; i++) bs[i] = rt_symbol(bf[i]);
    if (h == S.call) return false;
    for (size_t i = 0; i < sizeof bf / sizeof bf[0]; i++)
        if (h == bs[i]) return true;
    if (fe_op_flags(h) & OPF_SYNUNARY) return true;
    return fe_is_initial_reserved(p, h);
}

static bool is_radical(rt_sym *s) {
    static rt_sym *r[3];
    if (!r[0]) {
        r[0] = rt_symbol("√");
        r[1] = rt_symbol("∛");
        r[2] = rt_symbol("∜");
    }
    return s && (s == r[0] || s == r[1] || s == r[2]);
}

static bool juxtapose_p(P *p, rt_value *ex, fe_tok *t) {
    bool ok = is_num(ex) ||
              (t->kind != TK_LIT && !tok_ch(t, '@') &&
               !(is_ex(ex, NULL) && block_form_head(p, EX(ex)->head)));
    if (!ok || fe_space(p)) return false;
    if (t->kind == TK_SYM && (fe_op_flags(t->sym) & OPF_OP) && !is_radical(t->sym)) return false;
    if (tok_closing(p, t) || tok_newline(t)) return false;
    if (rt_typeof(ex) == rt_string_type || tok_ch(t, '"')) {
        if (rt_typeof(ex) == rt_string_type || tok_ch(t, '"'))
            fe_err(p, "cannot juxtapose string literal");
    }
    if (t->kind == TK_SYM && fe_is_initial_reserved(p, t->sym)) return false;
    return true;
}

static rt_value *parse_juxtapose(P *p) {
    rt_value *first = parse_unary(p);
    rt_value *ex = first;
    rt_expr *args = NULL;
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (!juxtapose_p(p, ex, t)) break;
        rt_value *next = (t->kind == TK_SYM && is_radical(t->sym)) ? parse_unary(p) : parse_factor(p);
        if (!args) args = ex2(S.call, V(S.star), first);
        expush(args, next);
        ex = V(ex3(S.call, V(S.star), ex, next));
    }
    return args ? V(args) : first;
}

/* ------------------------------------------------------------------ unary, ^ , :: */
static rt_value *fix_syntactic_unary(rt_sym *op, rt_expr *args) {
    rt_expr *e = (op == S.ltcolon || op == S.gtcolon) ? ex0(op) : ex1(S.call, V(op));
    for (int i = 0; i < exn(V(args)); i++) expush(e, exa(V(args), i));
    return V(e);
}

rt_value *parse_factor_with_initial_ex(P *p, rt_value *ex0v, fe_tok *tok);
rt_value *tuple_to_arglist(P *p, rt_value *e);

/* An operator standing alone, as in (+); a dotted one (`map(.*, a, b)`) is (. op). */
static rt_value *standalone_op(rt_sym *op) {
    if (op->len >= 2 && op->name[0] == '.' && op->name[1] != '.')
        return V(ex1(S.dot, V(rt_symbol_n(op->name + 1, op->len - 1))));
    return V(op);
}

static rt_value *parse_unary_call(P *p, fe_tok op, bool un, bool spc) {
    fe_tok *next = fe_peek(p);
    if (tok_closing(p, next) || tok_newline(next) || tok_sym(next, S.eq))
        return standalone_op(op.sym);
    if (tok_ch(next, '{') || (!un && tok_ch(next, '('))) {
        fe_putback(p, op, spc);
        return parse_factor(p);
    }
    if (tok_ch(next, '(')) {
        fe_take(p);
        bool opspc = fe_space(p);
        int lno = fe_line(p);
        bool arglist;
        rt_value *parens = parse_paren(p, true, &arglist);
        if (arglist) {
            if (opspc)
                fe_err(p, "space before \"(\" not allowed in \"%s (\" at %s:%d", op.sym->name,
                       p->filename, lno);
            rt_value *al = tuple_to_arglist(p, parens);
            return parse_factor_with_initial_ex(p, fix_syntactic_unary(op.sym, EX(al)), NULL);
        }
        rt_expr *a = ex1(S.tuple, parse_factor_with_initial_ex(p, parens, NULL));
        return fix_syntactic_unary(op.sym, a);
    }
    if (!un) fe_err(p, "\"%s\" is not a unary operator", op.sym->name);
    rt_value *arg = parse_unary(p);
    return fix_syntactic_unary(op.sym, ex1(S.tuple, arg));
}

rt_value *parse_unary(P *p) {
    fe_enter(p);
    fe_tok *t = fe_require(p);
    bool spc = fe_space(p);
    rt_value *r;
    if (t->kind == TK_SYM && (fe_op_flags(t->sym) & OPF_INITIAL)) {
        fe_tok op = fe_take(p);
        if (op.sym == S.minus || op.sym == S.plus) {
            int nch = p->pos < p->len ? (unsigned char)p->src[p->pos] : -1;
            bool dot = false;
            if (nch == '.' && p->pos + 1 < p->len && p->src[p->pos + 1] >= '0' &&
                p->src[p->pos + 1] <= '9')
                dot = true;
            if ((nch >= '0' && nch <= '9') || dot) {
                if (dot) p->pos++;
                size_t numpos = p->pos;
                rt_value *num = fe_read_number(p, dot, op.sym == S.minus);
                fe_tok *nt = fe_peek(p);
                if (tok_ch(nt, '[') || tok_ch(nt, '{') ||
                    (nt->kind == TK_SYM && fe_op_prec(nt->sym) == PREC_POWER)) {
                    /* -2^x is -(2^x): re-read the literal without its sign */
                    p->last.kind = TK_NONE;
                    p->pos = numpos;
                    fe_tok lit = {TK_LIT, NULL, 0, fe_read_number(p, dot, false)};
                    fe_putback(p, lit, spc);
                    r = V(ex2(S.call, V(op.sym), parse_factor(p)));
                } else {
                    r = num;
                }
            } else {
                r = parse_unary_call(p, op, true, spc);
            }
        } else {
            r = parse_unary_call(p, op, (fe_op_flags(op.sym) & OPF_UNARY) != 0, spc);
        }
    } else {
        r = parse_factor(p);
    }
    fe_leave(p);
    return r;
}

static rt_value *parse_factor_after(P *p) {
    return parse_rtol(p, parse_juxtapose, PREC_POWER, 0, parse_factor_after);
}

rt_value *parse_call_with_initial_ex(P *p, rt_value *ex, fe_tok *tok);
rt_value *parse_decl_with_initial_ex(P *p, rt_value *ex);

rt_value *parse_factor_with_initial_ex(P *p, rt_value *ex0v, fe_tok *tok) {
    rt_value *ex = parse_decl_with_initial_ex(p, parse_call_with_initial_ex(p, ex0v, tok));
    fe_tok *t = fe_peek(p);
    if (t->kind == TK_SYM && fe_op_prec(t->sym) == PREC_POWER) {
        rt_sym *op = t->sym;
        fe_take(p);
        return V(ex3(S.call, V(op), ex, parse_factor_after(p)));
    }
    return ex;
}

rt_value *parse_factor(P *p) {
    fe_tok nxt = *fe_peek(p);
    return parse_factor_with_initial_ex(p, parse_unary_prefix(p), &nxt);
}

rt_value *parse_decl_with_initial_ex(P *p, rt_value *ex) {
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (tok_sym(t, S.dcolon)) {
            fe_take(p);
            ex = V(ex2(S.dcolon, ex, parse_where(p, parse_call)));
        } else if (tok_sym(t, S.arrow)) {
            fe_take(p);
            rt_value *lno = fe_linenode(p);
            return V(ex2(S.arrow, ex, fe_add_line_number(parse_eqstar(p), lno)));
        } else {
            return ex;
        }
    }
}

rt_value *parse_decl(P *p) { return parse_decl_with_initial_ex(p, parse_call(p)); }
