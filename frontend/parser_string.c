/* parser_string.c — string, raw-string and character literals read straight from the
 * source: escapes (\n \t \xHH \ooo \uXXXX \UXXXXXXXX, backslash-newline continuation),
 * `$x` / `$(expr)` interpolation into Expr(:string, ...), triple-quoted strings with
 * Julia's indentation rule, and Char values (Julia's UTF-8 left-aligned representation).
 */
#include "fe_internal.h"
#include <string.h>

typedef struct {
    char *s;    /* bytes */
    size_t n;   /* used */
    size_t cap; /* allocated */
} sbuf;

static void sput(sbuf *b, const char *s, size_t n) {
    if (b->n + n + 1 > b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 32;
        while (nc < b->n + n + 1) nc *= 2;
        char *ns = rt_alloc_atomic(nc);
        if (b->n) memcpy(ns, b->s, b->n);
        b->s = ns;
        b->cap = nc;
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = 0;
}
static void sputc(sbuf *b, char c) { sput(b, &c, 1); }
static void sput_cp(sbuf *b, uint32_t c) {
    char u[4];
    size_t n;
    if (c < 0x80) { u[0] = (char)c; n = 1; }
    else if (c < 0x800) { u[0] = (char)(0xC0 | (c >> 6)); u[1] = (char)(0x80 | (c & 0x3F)); n = 2; }
    else if (c < 0x10000) {
        u[0] = (char)(0xE0 | (c >> 12)); u[1] = (char)(0x80 | ((c >> 6) & 0x3F));
        u[2] = (char)(0x80 | (c & 0x3F)); n = 3;
    } else {
        u[0] = (char)(0xF0 | (c >> 18)); u[1] = (char)(0x80 | ((c >> 12) & 0x3F));
        u[2] = (char)(0x80 | ((c >> 6) & 0x3F)); u[3] = (char)(0x80 | (c & 0x3F)); n = 4;
    }
    sput(b, u, n);
}
static rt_value *sstr(sbuf *b) { return V(rt_string_n(b->n ? b->s : "", b->n)); }

static _Noreturn void eof_err(P *p, int delim) {
    if (delim == '`') fe_err(p, "incomplete: invalid \"`\" syntax");
    fe_err(p, "incomplete: invalid string syntax");
}

static int hexval(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Process escape sequences of a (non-raw) string piece. */
static rt_value *unescape(P *p, rt_string *in) {
    sbuf b = {0};
    const char *s = in->data;
    size_t n = (size_t)in->len;
    for (size_t i = 0; i < n;) {
        char c = s[i];
        if (c != '\\') {
            sputc(&b, c);
            i++;
            continue;
        }
        if (i + 1 >= n) fe_err(p, "invalid escape sequence");
        char e = s[i + 1];
        i += 2;
        switch (e) {
        case 'n': sputc(&b, '\n'); break;
        case 't': sputc(&b, '\t'); break;
        case 'r': sputc(&b, '\r'); break;
        case 'a': sputc(&b, '\a'); break;
        case 'b': sputc(&b, '\b'); break;
        case 'f': sputc(&b, '\f'); break;
        case 'v': sputc(&b, '\v'); break;
        case 'e': sputc(&b, 0x1b); break;
        case '\\': case '"': case '\'': case '$': case '`': sputc(&b, e); break;
        case '\n':
            while (i < n && (s[i] == ' ' || s[i] == '\t')) i++;
            break;
        case 'x': case 'u': case 'U': {
            int maxd = e == 'x' ? 2 : e == 'u' ? 4 : 8;
            uint32_t v = 0;
            int d = 0;
            while (d < maxd && i < n && hexval((unsigned char)s[i]) >= 0) {
                v = v * 16 + (uint32_t)hexval((unsigned char)s[i]);
                i++;
                d++;
            }
            if (d == 0) fe_err(p, "invalid escape sequence");
            if (e == 'x') sputc(&b, (char)v);
            else {
                if (v > 0x10FFFF) fe_err(p, "invalid escape sequence");
                sput_cp(&b, v);
            }
            break;
        }
        default:
            if (e >= '0' && e <= '7') {
                uint32_t v = (uint32_t)(e - '0');
                int d = 1;
                while (d < 3 && i < n && s[i] >= '0' && s[i] <= '7') {
                    v = v * 8 + (uint32_t)(s[i] - '0');
                    i++;
                    d++;
                }
                if (v > 0xFF) fe_err(p, "octal escape sequence out of range");
                sputc(&b, (char)v);
                break;
            }
            fe_err(p, "invalid escape sequence");
        }
    }
    return sstr(&b);
}

static bool ends_interpolated_atom(int c) {
    return c < 0 || fe_opchar((uint32_t)c) || fe_never_id_char((uint32_t)c);
}

static rt_value *parse_interpolate(P *p) {
    int c = fe_peekc(p);
    if (c >= 0 && fe_id_start_char((uint32_t)c)) {
        fe_tok *t = fe_require(p);
        int c2 = fe_peekc(p);
        if (ends_interpolated_atom(c2)) {
            fe_tok tt = fe_take(p);
            return tok_value(&tt);
        }
        char ch[8] = {0};
        int k;
        fe_peekc_at(p, p->pos, &k);
        memcpy(ch, p->src + p->pos, (size_t)k);
        fe_err(p, "interpolated variable $%s ends with invalid character \"%s\"; use \"$(%s)\" instead.",
               tok_str(t), ch, tok_str(t));
    }
    if (c == '(') {
        p->pos++;
        rt_value *ex = parse_eqstar(p);
        fe_tok *t = fe_require(p);
        if (!tok_ch(t, ')')) fe_err(p, "invalid interpolation syntax");
        fe_take(p);
        return ex;
    }
    if (c < 0) fe_err(p, "incomplete: invalid string syntax");
    char ch[8] = {0};
    int k;
    fe_peekc_at(p, p->pos, &k);
    memcpy(ch, p->src + p->pos, (size_t)k);
    fe_err(p, "invalid interpolation syntax: \"$%s\"", ch);
}

/* flisp parse-string-literal-: pieces alternate raw text (rt_string) and expressions. */
static rt_expr *read_pieces(P *p, int n, int delim, bool raw) {
    rt_expr *e = ex0(S.tuple);
    sbuf b = {0};
    int quotes = 0;
    int c = fe_readc(p);
    for (;;) {
        if (c == delim) {
            if (quotes < n) {
                quotes++;
                c = fe_readc(p);
                continue;
            }
            expush(e, sstr(&b));
            return e;
        }
        if (quotes > 0) {
            for (int q = 0; q < quotes; q++) {
                if (!raw) sputc(&b, '\\');
                sputc(&b, (char)delim);
            }
            quotes = 0;
            continue; /* reprocess c */
        }
        if (c == '\\') {
            if (raw) {
                int count = 1;
                int nx = fe_readc(p);
                while (nx == '\\') {
                    count++;
                    nx = fe_readc(p);
                }
                if (nx < 0) eof_err(p, delim);
                if (nx == delim) {
                    for (int i = 0; i < count / 2; i++) sputc(&b, '\\');
                    if (count % 2) {
                        sputc(&b, (char)delim);
                        c = fe_readc(p);
                    } else {
                        c = nx;
                    }
                    continue;
                }
                for (int i = 0; i < count; i++) sputc(&b, '\\');
                sput_cp(&b, (uint32_t)nx);
                c = fe_readc(p);
                continue;
            }
            int nx = fe_readc(p);
            if (nx < 0) eof_err(p, delim);
            sputc(&b, '\\');
            if (nx == '\r' && fe_peekc(p) == '\n') {
                fe_readc(p);
                nx = '\n';
            }
            sput_cp(&b, (uint32_t)nx);
            c = fe_readc(p);
            continue;
        }
        if (c == '$' && !raw) {
            rt_value *ex = parse_interpolate(p);
            expush(e, sstr(&b));
            expush(e, ex);
            b = (sbuf){0};
            c = fe_readc(p);
            continue;
        }
        if (c == '\r') {
            if (fe_peekc(p) == '\n') fe_readc(p);
            sputc(&b, '\n');
            c = fe_readc(p);
            continue;
        }
        if (c < 0) eof_err(p, delim);
        sput_cp(&b, (uint32_t)c);
        c = fe_readc(p);
    }
}

/* Indentation prefixes of one piece (flisp triplequoted-string-indentation-). */
static void piece_prefixes(rt_string *s, const char **best, size_t *bestn, bool *any) {
    const char *d = s->data;
    size_t n = (size_t)s->len;
    int state = 0;
    size_t pst = 0;
    for (size_t i = 0; i <= n; i++) {
        int c = i < n ? (unsigned char)d[i] : -1;
        if (c == '\n') {
            state = 1;
            pst = i + 1;
        } else if (state == 0) {
            if (c < 0) return;
        } else if (c == ' ' || c == '\t') {
            state = 2;
        } else {
            size_t len = i - pst;
            const char *pre = d + pst;
            if (!*any) {
                *best = pre;
                *bestn = len;
                *any = true;
            } else {
                size_t k = 0;
                while (k < *bestn && k < len && (*best)[k] == pre[k]) k++;
                *bestn = k;
            }
            state = 0;
            if (c < 0) return;
        }
    }
}

static rt_value *dedent_piece(rt_string *s, const char *pre, size_t pn) {
    sbuf b = {0};
    const char *d = s->data;
    size_t n = (size_t)s->len;
    for (size_t i = 0; i < n; i++) {
        sputc(&b, d[i]);
        if (d[i] == '\n' && i + 1 + pn <= n && memcmp(d + i + 1, pre, pn) == 0) i += pn;
    }
    return sstr(&b);
}

rt_value *parse_string_literal(P *p, int delim, bool raw) {
    rt_expr *pieces;
    if (fe_peekc(p) == delim) {
        p->pos++;
        if (fe_peekc(p) == delim) {
            p->pos++;
            pieces = read_pieces(p, 2, delim, raw);
            const char *pre = NULL;
            size_t pn = 0;
            bool any = false;
            for (int i = 0; i < exn(V(pieces)); i += 2)
                piece_prefixes((rt_string *)exa(V(pieces), i), &pre, &pn, &any);
            if (any && pn > 0) {
                char *copy = rt_alloc_atomic(pn + 1);
                memcpy(copy, pre, pn);
                for (int i = 0; i < exn(V(pieces)); i += 2)
                    rt_expr_arg(pieces, i) = dedent_piece((rt_string *)exa(V(pieces), i), copy, pn);
            }
            rt_string *f = (rt_string *)exa(V(pieces), 0);
            if (f->len > 0 && f->data[0] == '\n')
                rt_expr_arg(pieces, 0) = V(rt_string_n(f->data + 1, (size_t)f->len - 1));
            else if (f->len > 1 && f->data[0] == '\r' && f->data[1] == '\n')
                rt_expr_arg(pieces, 0) = V(rt_string_n(f->data + 2, (size_t)f->len - 2));
        } else {
            pieces = ex1(S.tuple, V(rt_string_n("", 0)));
        }
    } else {
        pieces = read_pieces(p, 0, delim, raw);
    }
    if (!raw)
        for (int i = 0; i < exn(V(pieces)); i += 2)
            rt_expr_arg(pieces, i) = unescape(p, (rt_string *)exa(V(pieces), i));
    return V(pieces);
}

rt_value *parse_raw_literal(P *p, int delim) {
    rt_value *pieces = parse_string_literal(p, delim, true);
    return exa(pieces, 0);
}

rt_value *parse_string_atom(P *p) {
    rt_value *ps = parse_string_literal(p, '"', false);
    if (exn(ps) == 1) return exa(ps, 0);
    rt_expr *e = ex0(S.string);
    for (int i = 0; i < exn(ps); i++) {
        rt_value *v = exa(ps, i);
        if (rt_typeof(v) == rt_string_type && ((rt_string *)v)->len == 0) continue;
        expush(e, v);
    }
    return V(e);
}

/* Number of characters in s as Julia counts them (an invalid byte is one character). */
static int count_chars(const char *s, size_t n, size_t *firstlen) {
    int cnt = 0;
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        int k = fe_utf8_decode(s + i, n - i, &cp);
        if (k <= 0) {
            unsigned char b = (unsigned char)s[i];
            size_t want = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
            k = 1;
            while ((size_t)k < want && i + (size_t)k < n && ((unsigned char)s[i + (size_t)k] & 0xC0) == 0x80) k++;
        }
        if (cnt == 0) *firstlen = (size_t)k;
        i += (size_t)k;
        cnt++;
    }
    return cnt;
}

static rt_value *char_of_bytes(const char *s, size_t n) {
    uint32_t rep = 0;
    for (size_t i = 0; i < n && i < 4; i++) rep |= (uint32_t)(unsigned char)s[i] << (24 - 8 * i);
    return rt_box_char(rep);
}

rt_value *parse_char_literal(P *p) {
    int first = fe_readc(p);
    if (first != '\\' && first >= 0 && fe_peekc(p) == '\'') {
        fe_readc(p);
        sbuf b = {0};
        sput_cp(&b, (uint32_t)first);
        return char_of_bytes(b.s, b.n);
    }
    sbuf b = {0};
    int c = first;
    while (c != '\'') {
        if (c == '"') fe_err(p, "invalid character literal");
        if (c < 0) fe_err(p, "incomplete: invalid character literal");
        sput_cp(&b, (uint32_t)c);
        if (c == '\\') {
            int nx = fe_readc(p);
            if (nx < 0) fe_err(p, "incomplete: invalid character literal");
            sput_cp(&b, (uint32_t)nx);
        }
        c = fe_readc(p);
    }
    rt_string *raw = rt_string_n(b.n ? b.s : "", b.n);
    rt_string *u = (rt_string *)unescape(p, raw);
    size_t fl = 0;
    int cnt = count_chars(u->data, (size_t)u->len, &fl);
    if (cnt == 0) fe_err(p, "invalid empty character literal");
    if (cnt > 1) fe_err(p, "character literal contains multiple characters");
    return char_of_bytes(u->data, (size_t)u->len);
}
