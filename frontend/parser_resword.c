/* parser_resword.c — constructs introduced by reserved words: begin/quote, while, for,
 * let, if/elseif/else, global/local/const, function/macro, abstract/primitive type,
 * (mutable) struct, try/catch/finally, return/break/continue, module, export,
 * import/using, and `do` blocks. Trees follow Julia 1.7's flisp parser.
 */
#include "fe_internal.h"
#include <string.h>

static void expect_end_error(P *p, fe_tok *t, const char *word) {
    if (t->kind == TK_EOF)
        fe_err_incomplete(p, "incomplete: \"%s\" at %s:%d requires end", word, p->filename,
                          p->expect_end_line);
    fe_err(p, "\"%s\" at %s:%d expected \"end\", got \"%s\"", word, p->filename,
           p->expect_end_line, tok_str(t));
}

static void expect_end(P *p, const char *word) {
    fe_tok *t = fe_peek(p);
    if (tok_sym(t, S.end)) fe_take(p);
    else expect_end_error(p, t, word);
}

static void take_lineendings(P *p) {
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (tok_newline(t) || tok_ch(t, ';')) fe_take(p);
        else return;
    }
}

static rt_value *parse_comma_separated(P *p, rt_value *(*what)(P *), rt_expr *into) {
    for (;;) {
        expush(into, what(p));
        if (tok_ch(fe_peek(p), ',')) fe_take(p);
        else return V(into);
    }
}

/* ------------------------------------------------------------------ iteration specs */
static rt_value *parse_iteration_spec(P *p) {
    bool outer = false;
    if (tok_sym(fe_peek(p), S.outer)) {
        bool spc = fe_space(p);
        fe_tok o = fe_take(p);
        fe_tok *n = fe_peek(p);
        if (tok_sym(n, S.eq) || tok_sym(n, S.in) || (n->kind == TK_SYM && !strcmp(n->sym->name, "∈")) ||
            n->kind != TK_SYM || (fe_op_flags(n->sym) & OPF_OP)) {
            fe_putback(p, o, spc);
            (void)spc;
        } else {
            outer = true;
        }
    }
    rt_value *lhs = parse_pipe_lt(p);
    fe_tok *t = fe_peek(p);
    if (tok_sym(t, S.eq) || tok_sym(t, S.in) || (t->kind == TK_SYM && !strcmp(t->sym->name, "∈"))) {
        fe_take(p);
        rt_value *rhs = parse_pipe_lt(p);
        if (outer) lhs = V(ex1(S.outer, lhs));
        return V(ex2(S.eq, lhs, rhs));
    }
    if (lhs == V(S.colon) && tok_closing(p, t)) return lhs;
    fe_err(p, "invalid iteration specification");
}

rt_expr *parse_comma_separated_iters(P *p) {
    rt_expr *r = ex0(S.tuple);
    for (;;) {
        expush(r, parse_iteration_spec(p));
        if (tok_ch(fe_peek(p), ',')) fe_take(p);
        else return r;
    }
}

/* ------------------------------------------------------------------ imports */
static rt_value *macrocall_to_atsym(rt_value *e) {
    if (is_ex(e, S.macrocall) && exn(e) > 0) return exa(e, 0);
    return e;
}

static bool symbol_or_interp(rt_value *e) { return is_sym(e) || is_ex(e, S.dollar); }

static rt_value *parse_import(P *p, rt_sym *word) {
    rt_expr *path = ex0(S.dot);
    /* leading dots */
    for (;;) {
        fe_tok *t = fe_require(p);
        int nd = 0;
        if (tok_sym(t, S.dot)) nd = 1;
        else if (tok_sym(t, S.dotdot)) nd = 2;
        else if (tok_sym(t, S.dots)) nd = 3;
        else if (t->kind == TK_SYM && !strcmp(t->sym->name, "....")) nd = 4;
        if (!nd) break;
        fe_take(p);
        for (int i = 0; i < nd; i++) expush(path, V(S.dot));
    }
    expush(path, macrocall_to_atsym(parse_unary_prefix(p)));
    for (;;) {
        rt_value *last = exa(V(path), exn(V(path)) - 1);
        if (!symbol_or_interp(last))
            fe_err(p, "invalid \"%s\" statement: expected identifier", word->name);
        fe_tok *nxt = fe_peek(p);
        if (tok_sym(nxt, S.dot)) {
            if (fe_space(p))
                fe_err(p, "space before \".\" not allowed in \"%s .\" at %s:%d", fe_deparse(last),
                       p->filename, fe_line(p));
            fe_take(p);
            rt_value *a = macrocall_to_atsym(parse_unary_prefix(p));
            if (rt_typeof(a) == rt_quotenode_type) a = ((rt_quotenode *)a)->value;
            expush(path, a);
        } else if (tok_newline(nxt) || tok_ch(nxt, ';') || tok_ch(nxt, ',') ||
                   tok_sym(nxt, S.colon) || nxt->kind == TK_EOF) {
            return V(path);
        } else if (nxt->kind == TK_SYM && nxt->sym->name[0] == '.' && nxt->sym->len > 1) {
            fe_tok t = fe_take(p);
            expush(path, V(rt_symbol(t.sym->name + 1)));
        } else {
            return V(path);
        }
    }
}

/* `path as name` (Julia 1.6+). */
static rt_value *parse_import_as(P *p, rt_sym *word) {
    rt_value *path = parse_import(p, word);
    if (tok_sym(fe_peek(p), rt_symbol("as"))) {
        fe_take(p);
        rt_value *name = parse_atom(p, true);
        if (!is_sym(name)) fe_err(p, "invalid syntax \"%s\"", fe_deparse(name));
        return V(ex2(rt_symbol("as"), path, name));
    }
    return path;
}

static rt_sym *cur_word;
static rt_value *parse_import_cur(P *p) { return parse_import_as(p, cur_word); }

static rt_value *parse_imports(P *p, rt_sym *word) {
    rt_value *first = parse_import_as(p, word);
    fe_tok *next = fe_peek(p);
    bool from = tok_sym(next, S.colon) && !fe_space(p);
    bool done;
    if (from || tok_ch(next, ',')) {
        fe_take(p);
        done = false;
    } else if (next->kind == TK_SYM && next->sym->name[0] == '.') {
        done = false;
    } else {
        done = true;
    }
    rt_expr *rest = ex0(S.tuple);
    if (!done) {
        cur_word = word;
        parse_comma_separated(p, parse_import_cur, rest);
        if (tok_sym(fe_peek(p), S.colon))
            fe_err(p, "\":\" in \"%s\" syntax can only be used when importing a single module. "
                      "Split imports into multiple lines.", word->name);
    }
    if (from) {
        rt_expr *c = ex1(S.colon, first);
        for (int i = 0; i < exn(V(rest)); i++) expush(c, exa(V(rest), i));
        return V(ex1(word, V(c)));
    }
    rt_expr *r = ex1(word, first);
    for (int i = 0; i < exn(V(rest)); i++) expush(r, exa(V(rest), i));
    return V(r);
}

/* ------------------------------------------------------------------ definitions */
static rt_value *parse_def(P *p, bool is_func) {
    rt_value *ex = parse_unary_prefix(p);
    if (is_sym(ex) && ((is_func && fe_is_reserved((rt_sym *)ex)) || fe_is_initial_reserved(p, (rt_sym *)ex)))
        fe_err(p, "invalid name \"%s\"", ((rt_sym *)ex)->name);
    rt_value *sig = parse_call_chain(p, ex, false);
    if (is_func && tok_sym(fe_peek(p), S.dcolon)) {
        fe_take(p);
        sig = V(ex2(S.dcolon, sig, parse_call(p)));
    }
    if (tok_sym(fe_peek(p), S.where)) return parse_where_chain(p, sig);
    return sig;
}

static bool valid_func_sig(bool paren, rt_value *sig) {
    if (!is_ex(sig, NULL)) return false;
    rt_sym *h = EX(sig)->head;
    if (h == S.call || h == S.tuple) return true;
    if (paren && (h == S.block || h == S.dots)) return true;
    if (h == S.dcolon && exn(sig) > 0 && is_ex(exa(sig, 0), S.call)) return true;
    if (h == S.where && exn(sig) > 0) return valid_func_sig(paren, exa(sig, 0));
    return false;
}

static bool valid_1arg_func_sig(rt_value *sig) {
    return is_sym(sig) || (is_ex(sig, S.dcolon) && exn(sig) > 0 && is_sym(exa(sig, 0)));
}

static rt_value *unwrap_where(rt_value *x) {
    while (is_ex(x, S.where) && exn(x) > 0) x = exa(x, 0);
    return x;
}

static rt_value *rewrap_where(rt_value *x, rt_value *w) {
    if (is_ex(w, S.where) && exn(w) > 1) {
        rt_expr *r = ex1(S.where, rewrap_where(x, exa(w, 0)));
        for (int i = 1; i < exn(w); i++) expush(r, exa(w, i));
        return V(r);
    }
    return x;
}

static rt_value *parse_struct_def(P *p, bool mut, const char *word) {
    fe_tok *t = fe_peek(p);
    if (t->kind == TK_SYM && fe_is_reserved(t->sym)) {
        fe_tok tt = fe_take(p);
        fe_err(p, "invalid type name \"%s\"", tt.sym->name);
    }
    rt_value *sig = parse_comparison(p);
    rt_value *body = parse_block(p, NULL);
    expect_end(p, word);
    return V(ex3(S.struct_, mut ? rt_true : rt_false, sig, body));
}

static rt_value *parse_if(P *p, rt_sym *word) {
    if (tok_newline(fe_peek(p)))
        fe_err(p, "missing condition in \"if\" at %s:%d", p->filename, fe_line(p) - 1);
    rt_value *lno = fe_linenode(p);
    rt_value *test = parse_cond(p);
    if (word == S.elseif) test = V(ex2(S.block, lno, test));
    fe_tok *r = fe_require(p);
    rt_value *then = (tok_sym(r, S.else_) || tok_sym(r, S.elseif)) ? V(ex0(S.block)) : parse_block(p, NULL);
    fe_tok nxt = *fe_require(p);
    fe_take(p);
    if (tok_sym(&nxt, S.end)) return V(ex2(word, test, then));
    if (tok_sym(&nxt, S.elseif)) {
        if (tok_newline(fe_peek(p)))
            fe_err(p, "missing condition in \"elseif\" at %s:%d", p->filename, fe_line(p) - 1);
        fe_enter(p); /* each elseif nests one level deeper */
        rt_value *rest = parse_if(p, S.elseif);
        fe_leave(p);
        return V(ex3(word, test, then, rest));
    }
    if (tok_sym(&nxt, S.else_)) {
        if (tok_sym(fe_peek(p), S.if_)) fe_err(p, "use \"elseif\" instead of \"else if\"");
        rt_value *e = V(ex3(word, test, then, parse_block(p, NULL)));
        expect_end(p, "if");
        return e;
    }
    fe_err(p, "unexpected \"%s\"", tok_str(&nxt));
}

static rt_value *parse_try(P *p) {
    fe_tok *t0 = fe_peek(p);
    rt_value *tryb = (tok_sym(t0, S.catch_) || tok_sym(t0, S.finally)) ? V(ex0(S.block)) : parse_block(p, NULL);
    rt_value *catchb = NULL, *catchv = NULL, *finalb = NULL;
    fe_tok nxt = *fe_peek(p);
    for (;;) {
        fe_take(p);
        if (tok_sym(&nxt, S.end)) {
            rt_expr *e = ex2(S.try_, tryb, catchv ? catchv : rt_false);
            if (!catchb && !finalb) fe_err(p, "try without catch or finally");
            expush(e, catchb ? catchb : rt_false);
            if (finalb) expush(e, finalb);
            return V(e);
        }
        if (tok_sym(&nxt, S.catch_) && !catchb) {
            fe_tok *pk = fe_peek(p);
            bool nl = tok_newline(pk) || tok_ch(pk, ';');
            if (tok_ch(pk, ';')) fe_take(p);
            fe_tok *r = fe_require(p);
            if (tok_sym(r, S.end) || tok_sym(r, S.finally)) {
                catchb = V(ex0(S.block));
                catchv = rt_false;
                nxt = *fe_require(p);
                continue;
            }
            rt_value *loc = fe_linenode(p);
            rt_value *var = nl ? NULL : parse_eqstar(p);
            bool isvar = false;
            if (var) {
                if (is_sym(var) || (is_ex(var, S.dollar) && exn(var) == 1)) isvar = true;
                else fe_err(p, "invalid syntax \"catch %s\"", fe_deparse(var));
            }
            rt_value *cb = tok_sym(fe_require(p), S.finally) ? V(ex1(S.block, fe_linenode(p)))
                                                               : parse_block(p, NULL);
            if (isvar || !var) {
                catchb = cb;
            } else {
                rt_expr *b = ex2(S.block, loc, var);
                if (!(exn(cb) == 1 && fe_is_linenode(exa(cb, 0))))
                    for (int i = 0; i < exn(cb); i++) expush(b, exa(cb, i));
                catchb = V(b);
            }
            catchv = isvar ? var : rt_false;
            nxt = *fe_require(p);
            continue;
        }
        if (tok_sym(&nxt, S.finally) && !finalb) {
            finalb = tok_sym(fe_require(p), S.catch_) ? V(ex0(S.block)) : parse_block(p, NULL);
            nxt = *fe_require(p);
            continue;
        }
        expect_end_error(p, &nxt, "try");
    }
}

static rt_value *parse_function(P *p, rt_sym *word) {
    rt_value *loc = fe_linenode(p);
    bool paren = tok_ch(fe_require(p), '(');
    rt_value *sig = parse_def(p, word == S.function);
    if (!paren && symbol_or_interp(sig)) {
        if (!tok_sym(fe_require(p), S.end))
            fe_err(p, "expected \"end\" in definition of %s \"%s\"", word->name, fe_deparse(sig));
        fe_take(p);
        return V(ex1(word, sig));
    }
    rt_value *usig = unwrap_where(sig);
    rt_value *def;
    if (valid_1arg_func_sig(usig) ||
        (is_ex(usig, S.eq) && exn(usig) > 0 && valid_1arg_func_sig(exa(usig, 0)))) {
        if (!paren) fe_err(p, "expected \"(\" in %s definition", word->name);
        def = rewrap_where(V(ex1(S.tuple, usig)), sig);
    } else {
        if (!valid_func_sig(paren, sig)) fe_err(p, "expected \"(\" in %s definition", word->name);
        def = sig;
    }
    rt_value *body = parse_block(p, NULL);
    expect_end(p, word->name);
    return V(ex2(word, def, fe_add_line_number(body, loc)));
}

static rt_value *parse_let(P *p) {
    fe_tok *t = fe_peek(p);
    rt_expr *binds = ex0(S.block);
    if (!(tok_newline(t) || tok_ch(t, ';'))) parse_comma_separated(p, parse_eqstar, binds);
    t = fe_peek(p);
    if (!(t->kind == TK_EOF || tok_newline(t) || tok_ch(t, ';') || tok_sym(t, S.end)))
        fe_err(p, "let variables should end in \";\" or newline");
    rt_value *ex = parse_block(p, NULL);
    expect_end(p, "let");
    if (exn(ex) == 1 && fe_is_linenode(exa(ex, 0))) ex = V(ex0(S.block));
    rt_value *b = V(binds);
    if (exn(b) == 1) {
        rt_value *b0 = exa(b, 0);
        if (is_ex(b0, S.eq) || is_ex(b0, S.dcolon) || is_sym(b0)) b = b0;
    }
    return V(ex2(S.let, b, ex));
}

rt_value *parse_do(P *p) {
    int save_line = p->expect_end_line;
    p->expect_end_line = fe_line(p);
    fe_ctx c = fe_save(p);
    fe_normal_context(p);
    rt_expr *args = ex0(S.tuple);
    fe_tok *t = fe_peek(p);
    if (!(tok_newline(t) || tok_ch(t, ';'))) parse_comma_separated(p, parse_range, args);
    rt_value *body = parse_block(p, NULL);
    expect_end(p, "do");
    fe_restore(p, c);
    p->expect_end_line = save_line;
    return V(ex2(S.arrow, V(args), body));
}

static rt_value *resword(P *p, rt_sym *w) {
    if (w == S.begin || w == S.quote) {
        fe_skip_ws_and_comments(p);
        rt_value *loc = fe_linenode(p);
        rt_value *blk = parse_block(p, parse_docstring_eq);
        expect_end(p, w->name);
        if (exn(blk) > 0 && fe_is_linenode(exa(blk, 0))) rt_expr_arg(EX(blk), 0) = loc;
        return w == S.quote ? V(ex1(S.quote, blk)) : blk;
    }
    if (w == S.while_) {
        rt_value *cond = parse_cond(p);
        rt_value *body = parse_block(p, NULL);
        expect_end(p, "while");
        return V(ex2(S.while_, cond, body));
    }
    if (w == S.for_) {
        rt_expr *ranges = parse_comma_separated_iters(p);
        rt_value *body = parse_block(p, NULL);
        expect_end(p, "for");
        rt_value *r;
        if (exn(V(ranges)) == 1) r = exa(V(ranges), 0);
        else {
            rt_expr *b = ex0(S.block);
            for (int i = 0; i < exn(V(ranges)); i++) expush(b, exa(V(ranges), i));
            r = V(b);
        }
        return V(ex2(S.for_, r, body));
    }
    if (w == S.let) return parse_let(p);
    if (w == S.if_ || w == S.elseif) return parse_if(p, w);
    if (w == S.global || w == S.local) {
        bool isconst = false;
        if (tok_sym(fe_peek(p), S.const_)) {
            fe_take(p);
            isconst = true;
        }
        rt_value *a = parse_eq(p);
        rt_expr *e = ex0(w);
        if (is_ex(a, S.tuple))
            for (int i = 0; i < exn(a); i++) expush(e, exa(a, i));
        else expush(e, a);
        return isconst ? V(ex1(S.const_, V(e))) : V(e);
    }
    if (w == S.const_) {
        rt_value *a = parse_eq(p);
        if (!(is_ex(a, S.eq) || is_ex(a, S.global) || is_ex(a, S.local)))
            fe_err(p, "expected assignment after \"const\"");
        return V(ex1(S.const_, a));
    }
    if (w == S.function || w == S.macro) return parse_function(p, w);
    if (w == S.abstract) {
        if (!tok_sym(fe_peek(p), S.type)) return parse_call_chain(p, V(w), false);
        fe_take(p);
        rt_value *spec = parse_comparison(p);
        take_lineendings(p);
        expect_end(p, "abstract type");
        return V(ex1(S.abstract, spec));
    }
    if (w == S.struct_) return parse_struct_def(p, false, "struct");
    if (w == S.mutable_) {
        if (!tok_sym(fe_peek(p), S.struct_)) return parse_call_chain(p, V(w), false);
        fe_take(p);
        return parse_struct_def(p, true, "mutable");
    }
    if (w == S.primitive) {
        if (!tok_sym(fe_peek(p), S.type)) return parse_call_chain(p, V(w), false);
        fe_take(p);
        fe_ctx c = fe_save(p);
        p->space_sensitive = true;
        p->whitespace_newline = false;
        rt_value *spec = parse_comparison(p);
        rt_value *nb = parse_cond(p);
        fe_restore(p, c);
        take_lineendings(p);
        expect_end(p, "primitive type");
        return V(ex2(S.primitive, spec, nb));
    }
    if (w == S.try_) return parse_try(p);
    if (w == S.return_) {
        fe_tok *t = fe_peek(p);
        if (tok_newline(t) || tok_closing(p, t)) return V(ex1(S.return_, rt_nothing));
        return V(ex1(S.return_, parse_eq(p)));
    }
    if (w == S.break_ || w == S.continue_) {
        fe_tok *t = fe_peek(p);
        if (t->kind == TK_EOF || (tok_sym(t, S.end) && !p->end_symbol) || tok_newline(t) ||
            tok_ch(t, ';') || tok_ch(t, ')') || tok_sym(t, S.colon))
            return V(ex0(w));
        fe_err(p, "unexpected \"%s\" after %s", tok_str(t), w->name);
    }
    if (w == S.module || w == S.baremodule) {
        rt_value *name = parse_unary_prefix(p);
        rt_value *loc = fe_linenode(p);
        rt_value *body = parse_block(p, parse_docstring_eq);
        if (is_sym(name) && fe_is_reserved((rt_sym *)name))
            fe_err(p, "invalid module name \"%s\"", ((rt_sym *)name)->name);
        expect_end(p, w->name);
        rt_expr *b = ex1(S.block, loc);
        for (int i = 1; i < exn(body); i++) expush(b, exa(body, i));
        return V(ex3(S.module, w == S.module ? rt_true : rt_false, name, V(b)));
    }
    if (w == S.export) {
        rt_expr *es = ex0(S.export);
        parse_comma_separated(p, parse_unary_prefix, es);
        for (int i = 0; i < exn(V(es)); i++) {
            rt_value *e = macrocall_to_atsym(exa(V(es), i));
            rt_expr_arg(es, i) = e;
            if (!symbol_or_interp(e)) fe_err(p, "invalid \"export\" statement");
        }
        return V(es);
    }
    if (w == S.import || w == S.using) return parse_imports(p, w);
    if (w == S.do_) fe_err(p, "invalid \"do\" syntax");
    fe_err(p, "unhandled reserved word");
}

rt_value *parse_resword(P *p, rt_sym *w) {
    int save_line = p->expect_end_line;
    p->expect_end_line = fe_line(p);
    fe_ctx c = fe_save(p);
    fe_normal_context(p);
    fe_enter(p);
    rt_value *r = resword(p, w);
    fe_leave(p);
    fe_restore(p, c);
    p->expect_end_line = save_line;
    return r;
}
