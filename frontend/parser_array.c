/* parser_array.c — bracket forms: `[a, b]` (vect), `[a b]` (hcat), `[a; b]` (vcat, rows),
 * Julia 1.7's n-dimensional `;;`/`;;;` concatenation (ncat/nrow) with its
 * "cannot mix space and ;; separators" rule and `;;`+newline line continuation,
 * comprehensions and generators (multiple `for`, `if` filters).
 *
 * The concatenation grammar is parsed with binding powers: whitespace 0 (tightest), a
 * run of n semicolons -n (a newline counts as one `;`), as in JuliaSyntax's parse_array.
 */
#include "fe_internal.h"
#include <limits.h>

rt_value *parse_generator(P *p, rt_value *first) {
    rt_expr *iters = parse_comma_separated_iters(p);
    rt_expr *gen = ex0(S.generator);
    if (tok_sym(fe_peek(p), S.if_)) {
        fe_take(p);
        rt_expr *f = ex1(S.filter, parse_cond(p));
        for (int i = 0; i < exn(V(iters)); i++) expush(f, exa(V(iters), i));
        iters = ex1(S.tuple, V(f));
    }
    if (tok_sym(fe_peek(p), S.for_)) {
        if (!fe_space(p)) fe_err(p, "expected space before \"for\"");
        fe_take(p);
        expush(gen, parse_generator(p, first));
        for (int i = 0; i < exn(V(iters)); i++) expush(gen, exa(V(iters), i));
        return V(ex1(S.flatten, V(gen)));
    }
    expush(gen, first);
    for (int i = 0; i < exn(V(iters)); i++) expush(gen, exa(V(iters), i));
    return V(gen);
}

static rt_value *parse_comprehension(P *p, rt_value *first, int closer) {
    fe_ctx c = fe_save(p);
    p->whitespace_newline = true;
    p->space_sensitive = false;
    rt_value *gen = parse_generator(p, first);
    if (!tok_ch(fe_require(p), closer)) fe_err(p, "expected \"%c\"", closer);
    fe_take(p);
    fe_restore(p, c);
    return V(ex1(S.comprehension, gen));
}

static rt_value *parse_vect(P *p, rt_value *first, int closer) {
    rt_expr *lst = ex0(S.vect);
    rt_value *nxt = first;
    for (;;) {
        fe_tok *t = fe_require(p);
        if (tok_ch(t, closer)) {
            fe_take(p);
            expush(lst, nxt);
            return V(lst);
        }
        if (tok_ch(t, ',')) {
            fe_take(p);
            fe_tok *r = fe_require(p);
            if (tok_ch(r, closer)) {
                fe_take(p);
                expush(lst, nxt);
                return V(lst);
            }
            if (tok_ch(r, ';')) {
                rt_expr *params = parse_arglist(p, closer, false);
                rt_expr *v = ex0(S.vect);
                for (int i = 0; i < exn(V(params)); i++) expush(v, exa(V(params), i));
                for (int i = 0; i < exn(V(lst)); i++) expush(v, exa(V(lst), i));
                expush(v, nxt);
                return V(v);
            }
            expush(lst, nxt);
            nxt = parse_eqstar(p);
            continue;
        }
        if (tok_ch(t, ';')) {
            if (tok_ch(fe_require(p), closer)) continue;
            rt_expr *params = parse_call_arglist(p, closer);
            rt_expr *v = ex0(S.vect);
            for (int i = 0; i < exn(V(params)); i++) expush(v, exa(V(params), i));
            for (int i = 0; i < exn(V(lst)); i++) expush(v, exa(V(lst), i));
            expush(v, nxt);
            return V(v);
        }
        if (tok_ch(t, ']') || tok_ch(t, '}')) fe_err(p, "unexpected \"%c\"", t->ch);
        fe_err(p, "missing separator in array expression");
    }
}

/* ------------------------------------------------------------------ n-d concatenation */
typedef struct {
    int closer;    /* ] or } */
    int order;     /* 0 unknown, 1 row-major (spaces seen), 2 column-major (;; seen) */
} arr_state;

/* Parse a separator; returns its binding power (0 space, -n for n semicolons) and sets
 * *dim; INT_MIN when the array ends or something else follows. */
static int array_separator(P *p, arr_state *st, int *dim) {
    fe_tok *t = fe_peek(p);
    if (tok_newline(t)) {
        /* newlines before semicolons are not significant; otherwise a newline is `;` */
        while (tok_newline(fe_peek(p))) fe_take(p);
        t = fe_peek(p);
        if (!tok_ch(t, ';')) {
            *dim = 1;
            return -1;
        }
    }
    if (tok_ch(t, ';')) {
        int n = 0;
        while (tok_ch(fe_peek(p), ';')) {
            if (n > 0 && fe_space(p))
                fe_err(p, "multiple whitespace-separated semicolons in array expression");
            fe_take(p);
            n++;
        }
        bool had_nl = false;
        while (tok_newline(fe_peek(p))) {
            fe_take(p);
            had_nl = true;
        }
        if (n == 2) {
            if (st->order == 1) {
                if (had_nl) {
                    *dim = 2;
                    return 0; /* line continuation inside a space-separated row */
                }
                fe_err(p, "cannot mix space and ;; separators in an array expression, except to wrap a line");
            }
            st->order = 2;
        }
        *dim = n;
        return -n;
    }
    if (tok_ch(t, ',')) fe_err(p, "unexpected comma in matrix expression");
    if (fe_space(p) && !tok_closing(p, t) && !tok_sym(t, S.for_)) {
        if (st->order == 2)
            fe_err(p, "cannot mix space and ;; separators in an array expression, except to wrap a line");
        st->order = 1;
        *dim = 2;
        return 0;
    }
    return INT_MIN;
}

static rt_value *wrap(rt_expr *items, int bp, int dim) {
    rt_expr *e = bp == 0 ? ex0(S.row) : ex1(S.nrow, rt_box_int64(dim));
    for (int i = 0; i < exn(V(items)); i++) expush(e, exa(V(items), i));
    return V(e);
}

/* Parse elements joined by separators of binding power >= bp into `into`. On return,
 * nbp and ndim describe the separator that stopped the level (INT_MIN at the end). */
static void array_inner(P *p, arr_state *st, int bp, rt_expr *into, int *nbp, int *ndim) {
    int dim = -1, cur = bp;
    for (;;) {
        if (cur < bp) {
            *nbp = cur;
            *ndim = dim;
            return;
        }
        fe_tok *t = fe_peek(p);
        if (tok_closing(p, t) || tok_sym(t, S.for_)) {
            *nbp = INT_MIN;
            *ndim = dim;
            return;
        }
        int nb, nd;
        if (cur == bp) {
            expush(into, parse_eqstar(p));
            nb = array_separator(p, st, &nd);
        } else {
            /* a tighter separator: gather its group */
            rt_expr *grp = ex0(S.tuple);
            rt_value *last = exa(V(into), exn(V(into)) - 1);
            EX(into)->args->length--;
            expush(grp, last);
            fe_enter(p);
            array_inner(p, st, cur, grp, &nb, &nd);
            fe_leave(p);
            expush(into, wrap(grp, cur, dim));
        }
        dim = nd;
        cur = nb;
    }
}

static rt_value *parse_array(P *p, rt_value *first, int closer) {
    arr_state st = {closer, 0};
    rt_expr *items = ex1(S.tuple, first);
    int dim, bp = array_separator(p, &st, &dim);
    if (bp == INT_MIN) {
        fe_tok *t = fe_peek(p);
        if (tok_sym(t, S.for_)) {
            fe_take(p);
            return parse_comprehension(p, first, closer);
        }
        if (!tok_ch(t, closer))
            fe_err(p, "missing separator in array expression");
    }
    int cur = bp, cdim = dim;
    while (cur != INT_MIN) {
        int nb, nd;
        rt_expr *grp = ex0(S.tuple);
        /* the elements parsed so far form the left operand of this level */
        rt_value *left = exn(V(items)) == 1 ? exa(V(items), 0) : NULL;
        if (left) expush(grp, left);
        else for (int i = 0; i < exn(V(items)); i++) expush(grp, exa(V(items), i));
        array_inner(p, &st, cur, grp, &nb, &nd);
        if (nb == INT_MIN) {
            items = grp;
            break;
        }
        items = ex1(S.tuple, wrap(grp, cur, cdim));
        cur = nb;
        cdim = nd;
    }
    fe_tok *t = fe_require(p);
    if (tok_sym(t, S.for_)) fe_err(p, "invalid comprehension syntax");
    if (!tok_ch(t, closer)) {
        if (tok_ch(t, ']') || tok_ch(t, '}') || tok_ch(t, ')')) fe_err(p, "unexpected \"%c\"", t->ch);
        fe_err(p, "missing separator in array expression");
    }
    fe_take(p);
    rt_expr *r;
    if (cur == -1) r = ex0(S.vcat);
    else if (cur == 0) r = ex0(S.hcat);
    else r = ex1(S.ncat, rt_box_int64(cdim));
    for (int i = 0; i < exn(V(items)); i++) expush(r, exa(V(items), i));
    return V(r);
}

rt_value *parse_cat(P *p, int closer, bool last_end_symbol) {
    fe_ctx c = fe_save(p);
    p->range_colon = true;
    p->space_sensitive = true;
    p->where_enabled = true;
    p->whitespace_newline = false;
    p->for_generator = true;
    fe_enter(p);
    rt_value *r;
    fe_tok *t = fe_require(p);
    if (tok_ch(t, closer)) {
        fe_take(p);
        r = NULL;
    } else if (tok_ch(t, ';')) {
        fe_err(p, "unexpected \";\"");
    } else {
        rt_value *first = parse_eqstar(p);
        t = fe_peek(p);
        if (tok_ch(t, ',') || tok_ch(t, closer)) {
            r = parse_vect(p, first, closer);
        } else if (tok_sym(t, S.for_)) {
            if (!fe_space(p)) fe_err(p, "expected space before \"for\"");
            fe_take(p);
            r = parse_comprehension(p, first, closer);
        } else if (tok_newline(t)) {
            /* [x \n ] and [x \n for ...] */
            size_t save = p->pos;
            fe_tok saved = *t;
            bool sp = p->space;
            fe_take(p);
            fe_tok *n = fe_peek(p);
            while (tok_newline(n)) {
                fe_take(p);
                n = fe_peek(p);
            }
            if (tok_ch(n, ',') || tok_ch(n, closer)) {
                r = parse_vect(p, first, closer);
            } else if (tok_sym(n, S.for_)) {
                fe_take(p);
                r = parse_comprehension(p, first, closer);
            } else {
                p->last.kind = TK_NONE;
                p->pos = save;
                p->last = saved;
                p->space = sp;
                p->end_symbol = last_end_symbol;
                r = parse_array(p, first, closer);
            }
        } else {
            p->end_symbol = last_end_symbol;
            r = parse_array(p, first, closer);
        }
    }
    fe_leave(p);
    fe_restore(p, c);
    return r;
}
