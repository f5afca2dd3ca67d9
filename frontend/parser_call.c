/* parser_call.c — calls, indexing, field access, postfix `'`, curly braces, string
 * macros (parse-call-chain), atoms (identifiers, literals, `:x` quotes, parentheses,
 * tuples/blocks, macro calls, command literals) and argument lists with `;` parameters.
 */
#include "fe_internal.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

rt_value *parse_resword_entry(P *p, rt_sym *word);
rt_value *tuple_to_arglist(P *p, rt_value *e);

rt_value *fe_kw_to_eq(rt_value *e) {
    if (is_ex(e, S.kw)) {
        rt_expr *r = ex0(S.eq);
        for (int i = 0; i < exn(e); i++) expush(r, exa(e, i));
        return V(r);
    }
    return e;
}
rt_value *fe_eq_to_kw(rt_value *e) {
    if (is_ex(e, S.eq)) {
        rt_expr *r = ex0(S.kw);
        for (int i = 0; i < exn(e); i++) expush(r, exa(e, i));
        return V(r);
    }
    return e;
}

rt_value *fe_core_ref(const char *name) {
    if (rt_core_module) return rt_new_globalref(rt_core_module, rt_symbol(name));
    return V(rt_symbol(name));
}

static rt_value *quote_sym(rt_value *v) { return rt_new_quotenode(v); }

/* ------------------------------------------------------------------ deparse (messages) */
/* Text of an expression for error messages: at most 255 bytes, and nesting deeper than
 * DEPARSE_DEPTH prints as "..." (the trees can be deep; see parser_api.c). */
#define DEPARSE_MAX 256
#define DEPARSE_DEPTH 50

/* Append the formatted text to buf (DEPARSE_MAX bytes) at *n, truncating. */
static void dput(char *buf, size_t *n, const char *fmt, ...) {
    if (*n >= DEPARSE_MAX - 1) return;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(buf + *n, DEPARSE_MAX - *n, fmt, ap);
    va_end(ap);
    if (k > 0) *n += (size_t)k;
    if (*n > DEPARSE_MAX - 1) *n = DEPARSE_MAX - 1;
}

static char *deparse(rt_value *v, int depth) {
    if (!v) return "";
    if (depth > DEPARSE_DEPTH) return "...";
    char *buf = rt_alloc_atomic(DEPARSE_MAX);
    size_t n = 0;
    rt_type *t = rt_typeof(v);
    if (t == rt_symbol_type) return ((rt_sym *)v)->name;
    if (t == rt_int64_type) {
        dput(buf, &n, "%lld", (long long)rt_unbox_int64(v));
        return buf;
    }
    if (t == rt_float64_type) {
        rt_format_float64(buf, rt_unbox_float64(v));
        return buf;
    }
    if (t == rt_string_type) {
        dput(buf, &n, "\"%s\"", ((rt_string *)v)->data);
        return buf;
    }
    if (t == rt_quotenode_type) {
        dput(buf, &n, ":%s", deparse(((rt_quotenode *)v)->value, depth + 1));
        return buf;
    }
    if (t == rt_expr_type) {
        rt_expr *e = EX(v);
        if (e->head == S.call && exn(v) == 3 && is_sym(exa(v, 0)) &&
            fe_op_prec((rt_sym *)exa(v, 0))) {
            dput(buf, &n, "%s %s %s", deparse(exa(v, 1), depth + 1), deparse(exa(v, 0), depth + 1),
                 deparse(exa(v, 2), depth + 1));
            return buf;
        }
        if (e->head == S.call && exn(v) >= 1) {
            dput(buf, &n, "%s(", deparse(exa(v, 0), depth + 1));
            for (int i = 1; i < exn(v) && n < 200; i++)
                dput(buf, &n, "%s%s", i > 1 ? ", " : "", deparse(exa(v, i), depth + 1));
            dput(buf, &n, ")");
            return buf;
        }
        if (e->head == S.dot && exn(v) == 2) {
            dput(buf, &n, "%s.%s", deparse(exa(v, 0), depth + 1),
                 rt_typeof(exa(v, 1)) == rt_quotenode_type
                     ? deparse(((rt_quotenode *)exa(v, 1))->value, depth + 1)
                     : deparse(exa(v, 1), depth + 1));
            return buf;
        }
        if (e->head == S.tuple) {
            dput(buf, &n, "(");
            for (int i = 0; i < exn(v) && n < 200; i++)
                dput(buf, &n, "%s%s", i ? ", " : "", deparse(exa(v, i), depth + 1));
            dput(buf, &n, exn(v) == 1 ? ",)" : ")");
            return buf;
        }
        dput(buf, &n, "%s(...)", e->head->name);
        return buf;
    }
    if (v == rt_true) return "true";
    if (v == rt_false) return "false";
    return "?";
}

char *fe_deparse(rt_value *v) { return deparse(v, 0); }

/* ------------------------------------------------------------------ helpers */
static void disallow_space(P *p, rt_value *ex, const fe_tok *t) {
    if (fe_space(p))
        fe_err(p, "space before \"%s\" not allowed in \"%s %s\" at %s:%d", tok_str(t),
               fe_deparse(ex), tok_str(t), p->filename, fe_line(p));
}

static bool valid_modref(rt_value *e) {
    if (!is_ex(e, S.dot) || exn(e) != 2) return false;
    rt_value *q = exa(e, 1);
    if (rt_typeof(q) != rt_quotenode_type || !is_sym(((rt_quotenode *)q)->value)) return false;
    return is_sym(exa(e, 0)) || valid_modref(exa(e, 0));
}

rt_value *fe_macroify_name(P *p, rt_value *e, const char *suffix) {
    if (is_sym(e)) {
        rt_sym *s = (rt_sym *)e;
        size_t n = s->len + strlen(suffix) + 2;
        char *b = rt_alloc_atomic(n);
        snprintf(b, n, "@%s%s", s->name, suffix);
        return V(rt_symbol(b));
    }
    if (valid_modref(e)) {
        rt_value *inner = ((rt_quotenode *)exa(e, 1))->value;
        return V(ex2(S.dot, exa(e, 0), quote_sym(fe_macroify_name(p, inner, suffix))));
    }
    fe_err(p, "invalid macro usage \"@(%s)\"", fe_deparse(e));
}

static rt_expr *parse_space_separated_exprs(P *p, rt_expr *into) {
    fe_ctx c = fe_save(p);
    p->space_sensitive = true;
    p->whitespace_newline = false;
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (tok_closing(p, t) || tok_newline(t) || (p->for_generator && tok_sym(t, S.for_))) break;
        rt_value *e = parse_eq(p);
        expush(into, e);
        if (tok_newline(fe_peek(p))) break;
    }
    fe_restore(p, c);
    return into;
}

static rt_value *called_macro_name(rt_value *e) {
    if (is_ex(e, S.dot) && exn(e) == 2 && rt_typeof(exa(e, 1)) == rt_quotenode_type)
        return called_macro_name(((rt_quotenode *)exa(e, 1))->value);
    return e;
}

static rt_value *maybe_docstring(P *p, rt_expr *e) {
    if (exn(V(e)) == 3 && called_macro_name(exa(V(e), 0)) == V(rt_symbol("@doc"))) {
        int nl = 0;
        for (;;) {
            fe_tok *t = fe_peek(p);
            if (tok_closing(p, t)) return V(e);
            if (tok_newline(t)) {
                if (nl > 0) return V(e);
                fe_take(p);
                nl = 1;
                continue;
            }
            expush(e, parse_eq(p));
            return V(e);
        }
    }
    return V(e);
}

static rt_value *macroify_call(P *p, rt_value *call, rt_value *startloc) {
    if (is_ex(call, S.call) && exn(call) >= 1) {
        rt_expr *m = ex2(S.macrocall, fe_macroify_name(p, exa(call, 0), ""), startloc);
        for (int i = 1; i < exn(call); i++) expush(m, exa(call, i));
        return V(m);
    }
    if (is_ex(call, S.do_) && exn(call) == 2)
        return V(ex2(S.do_, macroify_call(p, exa(call, 0), startloc), exa(call, 1)));
    rt_expr *m = ex2(S.macrocall, fe_macroify_name(p, call, ""), startloc);
    parse_space_separated_exprs(p, m);
    return maybe_docstring(p, m);
}

/* ------------------------------------------------------------------ call chain */
rt_value *parse_call_chain(P *p, rt_value *ex, bool macrocall) {
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (p->space_sensitive && fe_space(p) &&
            (tok_ch(t, '(') || tok_ch(t, '[') || tok_ch(t, '{') || tok_sym(t, S.tick) ||
             tok_ch(t, '"') || tok_ch(t, '`')))
            return ex;
        rt_type *ty = rt_typeof(ex);
        bool isnum = ty == rt_int64_type || ty == rt_float64_type || ty == rt_float32_type ||
                     ty == rt_int128_type || ty == rt_uint8_type || ty == rt_uint16_type ||
                     ty == rt_uint32_type || ty == rt_uint64_type || ty == rt_uint128_type;
        if (isnum && tok_ch(t, '(')) return ex;
        if (tok_ch(t, '(')) {
            disallow_space(p, ex, t);
            fe_take(p);
            rt_expr *al = parse_call_arglist(p, ')');
            rt_value *c;
            if (tok_sym(fe_peek(p), S.do_)) {
                fe_take(p);
                rt_expr *call = ex1(S.call, ex);
                for (int i = 0; i < exn(V(al)); i++)
                    if (is_ex(exa(V(al), i), S.parameters)) expush(call, exa(V(al), i));
                for (int i = 0; i < exn(V(al)); i++)
                    if (!is_ex(exa(V(al), i), S.parameters)) expush(call, exa(V(al), i));
                c = V(ex2(S.do_, V(call), parse_do(p)));
            } else {
                rt_expr *call = ex1(S.call, ex);
                for (int i = 0; i < exn(V(al)); i++) expush(call, exa(V(al), i));
                c = V(call);
            }
            if (macrocall) {
                for (int i = 0; i < exn(c); i++)
                    rt_expr_arg(EX(c), i) = fe_kw_to_eq(exa(c, i));
                return c;
            }
            ex = c;
        } else if (tok_ch(t, '[')) {
            disallow_space(p, ex, t);
            fe_take(p);
            bool es = p->end_symbol;
            fe_ctx c = fe_save(p);
            p->end_symbol = true;
            rt_value *al = parse_cat(p, ']', es);
            fe_restore(p, c);
            if (macrocall) return V(ex2(S.call, ex, al ? al : V(ex0(S.vect))));
            if (!al) {
                ex = V(ex1(S.ref, ex));
                continue;
            }
            rt_sym *h = EX(al)->head;
            rt_sym *nh = h == S.vect ? S.ref : h == S.hcat ? S.typed_hcat : h == S.vcat ? S.typed_vcat
                       : h == S.comprehension ? S.typed_comprehension : h == S.ncat ? S.typed_ncat : NULL;
            if (!nh) fe_err(p, "unknown parse-cat result (internal error)");
            rt_expr *r = ex1(nh, ex);
            for (int i = 0; i < exn(al); i++)
                expush(r, h == S.vect ? fe_eq_to_kw(exa(al, i)) : exa(al, i));
            ex = V(r);
        } else if (tok_sym(t, S.dot)) {
            disallow_space(p, ex, t);
            fe_take(p);
            fe_tok *n = fe_peek(p);
            if (tok_ch(n, '(')) {
                if (fe_space(p)) fe_err(p, "space before \"(\" not allowed in \"%s. (\"", fe_deparse(ex));
                fe_take(p);
                rt_expr *al = parse_call_arglist(p, ')');
                rt_expr *tup = ex0(S.tuple);
                for (int i = 0; i < exn(V(al)); i++) expush(tup, exa(V(al), i));
                ex = V(ex2(S.dot, ex, V(tup)));
            } else if (tok_sym(n, S.colon)) {
                fe_take(p);
                fe_tok *n2 = fe_peek(p);
                if (tok_newline(n2)) fe_err(p, "newline not allowed after \":\" used for quoting");
                if (fe_space(p)) fe_err(p, "whitespace not allowed after \":\" used for quoting");
                rt_value *a = parse_atom(p, false);
                ex = V(ex2(S.dot, ex, is_sym(a) ? rt_new_quotenode(a) : V(ex1(S.quote, a))));
            } else if (tok_sym(n, S.dollar)) {
                fe_take(p);
                rt_value *d = parse_atom(p, true);
                ex = V(ex2(S.dot, ex, rt_new_quotenode(V(ex1(S.dollar, d)))));
            } else {
                rt_value *name = parse_atom(p, false);
                if (is_ex(name, S.macrocall)) {
                    rt_expr *m = ex1(S.macrocall, V(ex2(S.dot, ex, quote_sym(exa(name, 0)))));
                    for (int i = 1; i < exn(name); i++) expush(m, exa(name, i));
                    ex = V(m);
                } else {
                    ex = V(ex2(S.dot, ex, quote_sym(name)));
                }
            }
        } else if (tok_sym(t, S.tick)) {
            if (fe_space(p)) fe_err(p, "space not allowed before \"'\"");
            fe_take(p);
            ex = V(ex1(S.tick, ex));
        } else if (tok_sym(t, S.dottick)) {
            fe_err(p, "the \".'\" operator is discontinued");
        } else if (tok_ch(t, '{')) {
            disallow_space(p, ex, t);
            fe_take(p);
            rt_expr *al = parse_call_arglist(p, '}');
            if (macrocall) {
                rt_expr *b = ex0(S.braces);
                for (int i = 0; i < exn(V(al)); i++) expush(b, exa(V(al), i));
                return V(ex2(S.call, ex, V(b)));
            }
            rt_expr *c = ex1(S.curly, ex);
            for (int i = 0; i < exn(V(al)); i++) expush(c, exa(V(al), i));
            ex = V(c);
        } else if (tok_ch(t, '"') || tok_ch(t, '`')) {
            if ((is_sym(ex) || valid_modref(ex)) &&
                !(is_sym(ex) && (fe_op_flags((rt_sym *)ex) & OPF_OP)) && !fe_space(p)) {
                int delim = t->ch;
                rt_value *startloc = fe_linenode(p);
                fe_take(p);
                rt_value *str = parse_raw_literal(p, delim);
                fe_tok *nxt = fe_peek(p);
                rt_value *name = fe_macroify_name(p, ex, delim == '"' ? "_str" : "_cmd");
                rt_expr *m = ex3(S.macrocall, name, startloc, str);
                if (nxt->kind == TK_SYM && !(fe_op_flags(nxt->sym) & OPF_OP) && !fe_space(p)) {
                    fe_tok s = fe_take(p);
                    expush(m, V(rt_cstring(s.sym->name)));
                }
                ex = V(m);
            } else {
                return ex;
            }
        } else {
            return ex;
        }
    }
}

rt_value *parse_call_with_initial_ex(P *p, rt_value *ex, fe_tok *tok) {
    if (tok && tok->kind == TK_SYM &&
        (fe_is_initial_reserved(p, tok->sym) || tok->sym == S.mutable_ ||
         tok->sym == S.primitive || tok->sym == S.abstract) &&
        is_sym(ex) && (rt_sym *)ex == tok->sym)
        return parse_resword(p, tok->sym);
    return parse_call_chain(p, ex, false);
}

rt_value *parse_call(P *p) {
    fe_tok nxt = *fe_peek(p);
    return parse_call_with_initial_ex(p, parse_unary_prefix(p), &nxt);
}

rt_value *parse_unary_prefix(P *p) {
    fe_tok *t = fe_peek(p);
    if (t->kind == TK_SYM && (fe_op_flags(t->sym) & OPF_SYNUNARY)) {
        rt_sym *op = t->sym;
        fe_take(p);
        if (op == S.amp || op == S.dollar) {
            fe_tok *n = fe_peek(p);
            if (tok_closing(p, n) || tok_newline(n)) return V(op);
        }
        if (op == S.amp || op == S.dcolon) return V(ex1(op, parse_where(p, parse_call)));
        fe_enter(p);
        rt_value *r = V(ex1(op, parse_unary_prefix(p)));
        fe_leave(p);
        return r;
    }
    return parse_atom(p, true);
}

/* ------------------------------------------------------------------ arglists */
static rt_expr *arglist_loop(P *p, int closer, bool add_linenums) {
    rt_expr *lst = ex0(S.tuple);
    for (;;) {
        fe_tok *t = fe_require(p);
        if (tok_ch(t, closer)) {
            fe_take(p);
            if (closer == ')')
                for (int i = 0; i < exn(V(lst)); i++) rt_expr_arg(lst, i) = fe_eq_to_kw(exa(V(lst), i));
            return lst;
        }
        if (tok_ch(t, ';')) {
            fe_take(p);
            fe_require(p);
            rt_value *loc = fe_linenode(p);
            rt_expr *params = arglist_loop(p, closer, add_linenums);
            rt_expr *pe = ex0(S.parameters);
            if (add_linenums) expush(pe, loc);
            for (int i = 0; i < exn(V(params)); i++) expush(pe, exa(V(params), i));
            rt_expr *r = ex1(S.tuple, V(pe));
            for (int i = 0; i < exn(V(lst)); i++)
                expush(r, closer == ')' ? fe_eq_to_kw(exa(V(lst), i)) : exa(V(lst), i));
            return r;
        }
        rt_value *nxt = parse_eqstar(p);
        fe_tok *c = fe_require(p);
        if (tok_ch(c, ',')) {
            fe_take(p);
            expush(lst, nxt);
        } else if (tok_ch(c, ';') || tok_ch(c, closer)) {
            expush(lst, nxt);
        } else if (tok_sym(c, S.for_)) {
            if (!fe_space(p)) fe_err(p, "expected space before \"for\"");
            fe_take(p);
            expush(lst, parse_generator(p, nxt));
        } else if (tok_ch(c, ']') || tok_ch(c, '}')) {
            fe_err(p, "unexpected \"%c\" in argument list", c->ch);
        } else {
            fe_err(p, "missing comma or %c in argument list", closer);
        }
    }
}

rt_expr *parse_arglist(P *p, int closer, bool add_linenums) {
    fe_ctx c = fe_save(p);
    p->range_colon = true;
    p->space_sensitive = false;
    p->where_enabled = true;
    p->whitespace_newline = true;
    fe_enter(p);
    rt_expr *r = arglist_loop(p, closer, add_linenums);
    fe_leave(p);
    fe_restore(p, c);
    return r;
}

rt_expr *parse_call_arglist(P *p, int closer) {
    fe_ctx c = fe_save(p);
    p->for_generator = true;
    rt_expr *r = parse_arglist(p, closer, false);
    fe_restore(p, c);
    return r;
}

/* ------------------------------------------------------------------ parentheses */
/* flisp parameters-to-block; returns NULL on failure, else a list (tuple-headed). */
static rt_expr *parameters_to_block(rt_value *e) {
    rt_expr *out = ex0(S.tuple);
    if (!is_ex(e, S.parameters)) {
        expush(out, fe_kw_to_eq(e));
        return out;
    }
    rt_expr *e2 = ex0(S.parameters);
    rt_value *lnum = NULL;
    for (int i = 0; i < exn(e); i++) {
        if (fe_is_linenode(exa(e, i))) {
            if (i == 0) lnum = exa(e, i);
        } else {
            expush(e2, exa(e, i));
        }
    }
    int n = exn(V(e2));
    if (n == 0) return out;
    if (n == 1) {
        rt_expr *rec = parameters_to_block(exa(V(e2), 0));
        if (!rec) return NULL;
        if (exn(V(rec)) == 0) return rec;
        if (lnum) expush(out, lnum);
        for (int i = 0; i < exn(V(rec)); i++) expush(out, exa(V(rec), i));
        return out;
    }
    if (n == 2) {
        rt_value *fst = exa(V(e2), 0), *snd = exa(V(e2), 1);
        if (!is_ex(fst, S.parameters)) return NULL;
        rt_expr *rec = parameters_to_block(fst);
        rt_expr *s2 = parameters_to_block(snd);
        if (!rec || !s2) return NULL;
        if (lnum) expush(out, lnum);
        if (exn(V(s2)) > 0) expush(out, exa(V(s2), 0));
        for (int i = 0; i < exn(V(rec)); i++) expush(out, exa(V(rec), i));
        return out;
    }
    return NULL;
}

static rt_value *rm_linenums(rt_value *e) {
    if (!is_ex(e, NULL)) return e;
    rt_expr *r = ex0(EX(e)->head);
    for (int i = 0; i < exn(e); i++) {
        rt_value *a = exa(e, i);
        if (EX(e)->head == S.parameters && fe_is_linenode(a)) continue;
        expush(r, is_ex(a, S.parameters) ? rm_linenums(a) : a);
    }
    return V(r);
}

static rt_value *arglist_to_tuple(P *p, bool leading_semi, bool comma, rt_expr *args, rt_value *first) {
    int na = exn(V(args));
    if (first && na == 0 && !leading_semi && !comma) return V(ex1(S.block, first));
    if (!comma && na == 1 && is_ex(exa(V(args), 0), S.parameters)) {
        rt_expr *blk = parameters_to_block(exa(V(args), 0));
        if (blk) {
            if (!leading_semi) {
                rt_expr *b = ex0(S.block);
                if (first) expush(b, first);
                for (int i = 0; i < exn(V(blk)); i++) expush(b, exa(V(blk), i));
                return V(b);
            }
            if (!first && exn(V(blk)) == 0) {
                if (exn(exa(V(args), 0)) == 0) return V(ex1(S.tuple, V(ex0(S.parameters))));
                return V(ex0(S.block));
            }
        }
    }
    if (!first && na == 0 && !comma) fe_err(p, "unreachable");
    rt_expr *t = ex0(S.tuple);
    int st = 0;
    if (na > 0 && is_ex(exa(V(args), 0), S.parameters)) {
        expush(t, exa(V(args), 0));
        st = 1;
    }
    if (first) expush(t, first);
    for (int i = st; i < na; i++) expush(t, fe_kw_to_eq(exa(V(args), i)));
    return rm_linenums(V(t));
}

rt_value *tuple_to_arglist(P *p, rt_value *e) {
    rt_expr *r = ex0(S.tuple);
    if (is_ex(e, S.tuple)) {
        for (int i = 0; i < exn(e); i++) expush(r, fe_eq_to_kw(exa(e, i)));
    } else if (is_ex(e, S.block)) {
        int n = exn(e);
        if (n == 1) expush(r, fe_eq_to_kw(exa(e, 0)));
        else if (n == 2) {
            expush(r, V(ex1(S.parameters, fe_eq_to_kw(exa(e, 1)))));
            expush(r, fe_eq_to_kw(exa(e, 0)));
        } else if (n > 2) {
            fe_err(p, "more than one semicolon in argument list");
        }
    } else {
        expush(r, fe_eq_to_kw(e));
    }
    return V(r);
}

static bool invalid_identifier(rt_sym *s) {
    return !strcmp(s->name, "....") || s == S.question || s == S.dottick ||
           (fe_op_flags(s) & OPF_SYNTACTIC);
}

static bool is_vararg(rt_value *e) { return is_ex(e, S.dots); }

rt_value *parse_paren(P *p, bool checked, bool *is_arglist) {
    fe_ctx c = fe_save(p);
    p->range_colon = true;
    p->space_sensitive = false;
    p->where_enabled = true;
    p->whitespace_newline = true;
    fe_enter(p);
    rt_value *r;
    bool al = false;
    fe_tok *nxt = fe_require(p);
    if (tok_ch(nxt, ')')) {
        fe_take(p);
        r = V(ex0(S.tuple));
        al = true;
    } else if (nxt->kind == TK_SYM && (fe_op_flags(nxt->sym) & OPF_SYNTACTIC)) {
        fe_tok tok = fe_take(p);
        if (!tok_ch(fe_require(p), ')')) fe_err(p, "invalid identifier name \"%s\"", tok.sym->name);
        fe_take(p);
        if (checked && invalid_identifier(tok.sym)) fe_err(p, "invalid identifier name \"%s\"", tok.sym->name);
        r = V(tok.sym);
    } else {
        bool done = false;
        r = NULL;
        if (!checked && tok_sym(nxt, S.dcolon)) {
            bool spc = fe_space(p);
            fe_tok dc = fe_take(p);
            if (tok_ch(fe_require(p), ')')) {
                fe_take(p);
                r = V(S.dcolon);
                done = true;
            } else {
                fe_putback(p, dc, spc);
            }
        }
        if (done) {
        } else if (tok_ch(fe_peek(p), ';')) {
            r = arglist_to_tuple(p, true, false, parse_arglist(p, ')', false), NULL);
            al = is_ex(r, S.tuple);
        } else {
            rt_value *ex = parse_eqstar(p);
            fe_tok *t = fe_require(p);
            if (tok_ch(t, ')')) {
                fe_take(p);
                r = ex;
                al = is_vararg(ex);
            } else if (tok_ch(t, ',')) {
                fe_take(p);
                r = arglist_to_tuple(p, false, true, parse_arglist(p, ')', false), ex);
                al = true;
            } else if (tok_ch(t, ';')) {
                r = arglist_to_tuple(p, false, is_vararg(ex), parse_arglist(p, ')', true), ex);
                al = is_vararg(ex);
            } else if (tok_sym(t, S.for_)) {
                if (!fe_space(p)) fe_err(p, "expected space before \"for\"");
                fe_take(p);
                rt_value *gen = parse_generator(p, ex);
                if (!tok_ch(fe_require(p), ')')) fe_err(p, "expected \")\"");
                fe_take(p);
                r = gen;
            } else {
                fe_err(p, "missing comma or ) in argument list");
            }
        }
    }
    fe_leave(p);
    fe_restore(p, c);
    if (is_arglist) *is_arglist = al;
    return r;
}

/* ------------------------------------------------------------------ atoms */
rt_value *parse_atom(P *p, bool checked) {
    fe_tok *t = fe_require(p);
    if (tok_sym(t, S.tick)) {
        fe_take(p);
        return parse_char_literal(p);
    }
    if (tok_sym(t, S.colon)) {
        fe_take(p);
        fe_tok *n = fe_peek(p);
        if (tok_closing(p, n) && (n->kind != TK_SYM || fe_space(p))) return V(S.colon);
        if (fe_space(p)) fe_err(p, "whitespace not allowed after \":\" used for quoting");
        if (tok_newline(n)) fe_err(p, "newline not allowed after \":\" used for quoting");
        fe_ctx c = fe_save(p);
        p->end_symbol = false;
        fe_enter(p);
        rt_value *a = parse_atom(p, false);
        fe_leave(p);
        fe_restore(p, c);
        if (is_sym(a)) return rt_new_quotenode(a);
        return V(ex1(S.quote, a));
    }
    if (tok_sym(t, S.eq)) fe_err(p, "unexpected \"=\"");
    if (t->kind == TK_SYM) {
        rt_sym *s = t->sym;
        if (checked) {
            if (invalid_identifier(s)) fe_err(p, "invalid identifier name \"%s\"", s->name);
            if (tok_closing(p, t)) {
                fe_take(p);
                fe_err(p, "unexpected \"%s\"", s->name);
            }
        }
        fe_take(p);
        if (s == S.var) {
            bool str;
            if (p->pb.kind || p->last.kind) str = tok_ch(fe_peek(p), '"') && !fe_space(p);
            else str = p->pos < p->len && p->src[p->pos] == '"';
            if (str) {
                fe_peek(p);
                fe_take(p);
                rt_value *lit = parse_raw_literal(p, '"');
                fe_tok *n = fe_peek(p);
                if (n->kind == TK_SYM && !(fe_op_flags(n->sym) & OPF_OP) && !fe_space(p))
                    fe_err(p, "suffix not allowed after `var\"%s\"`", ((rt_string *)lit)->data);
                return V(rt_symbol_n(((rt_string *)lit)->data, (size_t)((rt_string *)lit)->len));
            }
        }
        if (s == S.true_) return rt_true;
        if (s == S.false_) return rt_false;
        return V(s);
    }
    if (tok_ch(t, '(')) {
        fe_take(p);
        return parse_paren(p, checked, NULL);
    }
    if (tok_ch(t, '[')) {
        fe_take(p);
        rt_value *v = parse_cat(p, ']', p->end_symbol);
        return v ? v : V(ex0(S.vect));
    }
    if (tok_ch(t, '{')) {
        fe_take(p);
        if (tok_ch(fe_require(p), '}')) {
            fe_take(p);
            return V(ex0(S.braces));
        }
        rt_value *v = parse_cat(p, '}', p->end_symbol);
        if (!v) return V(ex0(S.braces));
        rt_sym *h = EX(v)->head;
        rt_expr *r;
        if (h == S.vect || h == S.comprehension) {
            r = ex0(S.braces);
            for (int i = 0; i < exn(v); i++) expush(r, exa(v, i));
        } else if (h == S.hcat) {
            rt_expr *row = ex0(S.row);
            for (int i = 0; i < exn(v); i++) expush(row, exa(v, i));
            r = ex1(S.bracescat, V(row));
        } else {
            r = ex0(S.bracescat);
            for (int i = 0; i < exn(v); i++) expush(r, exa(v, i));
        }
        return V(r);
    }
    if (tok_ch(t, '"')) {
        fe_take(p);
        return parse_string_atom(p);
    }
    if (tok_ch(t, '@')) {
        fe_take(p);
        fe_tok *n = fe_peek(p);
        if (fe_space(p))
            fe_err(p, "space before \"%s\" not allowed in \"@ %s\" at %s:%d", tok_str(n),
                   tok_str(n), p->filename, fe_line(p));
        fe_ctx c = fe_save(p);
        p->space_sensitive = true;
        p->whitespace_newline = false;
        fe_enter(p);
        rt_value *startloc = fe_linenode(p);
        rt_value *head;
        if (tok_sym(fe_peek(p), S.dot)) {
            fe_take(p);
            head = V(rt_symbol("__dot__"));
        } else {
            head = parse_atom(p, false);
        }
        fe_peek(p);
        rt_value *r;
        if (fe_space(p)) {
            rt_expr *m = ex2(S.macrocall, fe_macroify_name(p, head, ""), startloc);
            parse_space_separated_exprs(p, m);
            r = maybe_docstring(p, m);
        } else {
            rt_value *call = parse_call_chain(p, head, true);
            r = macroify_call(p, call, startloc);
        }
        fe_leave(p);
        fe_restore(p, c);
        return r;
    }
    if (tok_ch(t, '`')) {
        fe_take(p);
        rt_value *ln = fe_linenode(p);
        rt_value *s = parse_raw_literal(p, '`');
        return V(ex3(S.macrocall, fe_core_ref("@cmd"), ln, s));
    }
    if (t->kind == TK_LIT) {
        fe_tok l = fe_take(p);
        return l.val;
    }
    if (tok_closing(p, t)) {
        fe_tok l = fe_take(p);
        fe_err(p, "unexpected \"%s\"", tok_str(&l));
    }
    fe_tok l = fe_take(p);
    fe_err(p, "invalid syntax: \"%s\"", tok_str(&l));
}

/* flisp parse-docstring around parse-eq. */
rt_value *parse_docstring_eq(P *p) {
    rt_value *startloc = fe_linenode(p);
    rt_value *ex = parse_eq(p);
    bool doc = rt_typeof(ex) == rt_string_type || is_ex(ex, S.string);
    if (!doc) return ex;
    int nl = 0;
    for (;;) {
        fe_tok *t = fe_peek(p);
        if (tok_closing(p, t)) return ex;
        if (tok_newline(t)) {
            if (nl == 1) return ex;
            fe_take(p);
            nl = 1;
            continue;
        }
        break;
    }
    rt_expr *m = ex3(S.macrocall, fe_core_ref("@doc"), startloc, ex);
    expush(m, parse_eq(p));
    return V(m);
}
