/* lexer.c — jolt's tokenizer: whitespace and comments (`#`, nested `#= =#`),
 * identifiers (normalised), operators (longest match over Julia's operator table, with
 * suffixes), punctuation, and the dispatch to number literals. It mirrors flisp's
 * next-token: the lexer reads from a position in the source ("port"); string and
 * character literals are read by the parser straight from that position.
 */
#include "fe_internal.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------ errors */
static _Noreturn void verr(P *p, bool incomplete, const char *fmt, va_list ap) {
    char buf[512];
    vsnprintf(buf, sizeof buf, fmt, ap);
    size_t n = strlen(buf);
    p->err.msg = rt_alloc_atomic(n + 1);
    memcpy(p->err.msg, buf, n + 1);
    p->err.line = fe_line(p);
    p->err.col = fe_col(p, p->tokpos <= p->pos ? p->tokpos : p->pos);
    p->err.incomplete = incomplete;
    p->failed = true;
    longjmp(*p->jb, 1);
}

void fe_err(P *p, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    bool inc = strncmp(fmt, "incomplete:", 11) == 0;
    verr(p, inc, fmt, ap);
}

void fe_err_incomplete(P *p, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    verr(p, true, fmt, ap);
}

/* ------------------------------------------------------------------ positions */
int fe_line(P *p) {
    size_t pos = p->pos;
    if (pos >= p->lpos) {
        const char *s = p->src;
        for (size_t i = p->lpos; i < pos; i++)
            if (s[i] == '\n') p->lline++;
    } else {
        for (size_t i = pos; i < p->lpos; i++)
            if (p->src[i] == '\n') p->lline--;
    }
    p->lpos = pos;
    return p->lline;
}

int fe_col(P *p, size_t pos) {
    if (pos > p->len) pos = p->len;
    size_t st = pos;
    while (st > 0 && p->src[st - 1] != '\n') st--;
    int col = 1;
    for (size_t i = st; i < pos; i++)
        if (((unsigned char)p->src[i] & 0xC0) != 0x80) col++;
    return col;
}

/* ------------------------------------------------------------------ characters */
int fe_peekc_at(P *p, size_t pos, int *nbytes) {
    if (pos >= p->len) { *nbytes = 0; return -1; }
    unsigned char c = (unsigned char)p->src[pos];
    if (c < 0x80) { *nbytes = 1; return c; }
    uint32_t cp;
    int k = fe_utf8_decode(p->src + pos, p->len - pos, &cp);
    if (k <= 0) {
        p->tokpos = pos;
        p->pos = pos;
        fe_err(p, "invalid UTF-8 sequence");
    }
    *nbytes = k;
    return (int)cp;
}

int fe_peekc(P *p) {
    int k;
    return fe_peekc_at(p, p->pos, &k);
}

int fe_readc(P *p) {
    int k;
    int c = fe_peekc_at(p, p->pos, &k);
    p->pos += (size_t)k;
    return c;
}

/* ------------------------------------------------------------------ whitespace, comments */
bool fe_skip_ws(P *p, bool newlines) {
    bool any = false;
    for (;;) {
        if (p->pos >= p->len) return any;
        unsigned char b = (unsigned char)p->src[p->pos];
        if (b == ' ' || b == '\t' || b == '\r' || (newlines && b == '\n')) {
            p->pos++;
            any = true;
            continue;
        }
        if (b < 0x80) {
            if (b == '\f' || b == '\v') { p->pos++; any = true; continue; }
            return any;
        }
        int k;
        int c = fe_peekc_at(p, p->pos, &k);
        if (c >= 0 && fe_is_whitespace((uint32_t)c)) {
            p->pos += (size_t)k;
            any = true;
            continue;
        }
        return any;
    }
}

static void skip_comment(P *p) {
    p->pos++; /* '#' */
    if (p->pos < p->len && p->src[p->pos] == '=') {
        p->pos++;
        int depth = 1;
        while (depth > 0) {
            if (p->pos >= p->len)
                fe_err(p, "incomplete: unterminated multi-line comment #= ... =#");
            char c = p->src[p->pos++];
            if (c == '=' && p->pos < p->len && p->src[p->pos] == '#') {
                p->pos++;
                depth--;
            } else if (c == '#' && p->pos < p->len && p->src[p->pos] == '=') {
                p->pos++;
                depth++;
            }
        }
    } else {
        const char *nl = memchr(p->src + p->pos, '\n', p->len - p->pos);
        p->pos = nl ? (size_t)(nl - p->src) : p->len;
    }
}

void fe_skip_ws_and_comments(P *p) {
    for (;;) {
        fe_skip_ws(p, true);
        if (p->pos < p->len && p->src[p->pos] == '#') skip_comment(p);
        else return;
    }
}

/* ------------------------------------------------------------------ symbol cache */
/* Interning takes the runtime's global symbol-table lock; most tokens repeat, so a small
 * per-thread direct-mapped cache of recent symbols (which live forever) answers first. */
#define SYMCACHE_SIZE 4096
static _Thread_local rt_sym *symcache[SYMCACHE_SIZE];

static rt_sym *intern(const char *s, size_t n) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++) h = (h ^ (uint8_t)s[i]) * 16777619u;
    rt_sym **slot = &symcache[(h ^ (h >> 15)) & (SYMCACHE_SIZE - 1)];
    rt_sym *c = *slot;
    if (c && c->len == n && memcmp(c->name, s, n) == 0) return c;
    return *slot = rt_symbol_n(s, n);
}

rt_sym *fe_symbol_n(const char *s, size_t n) { return intern(s, n); }

/* ------------------------------------------------------------------ identifiers */
static rt_sym *accum_symbol(P *p) {
    size_t st = p->pos;
    bool ascii = true;
    for (;;) {
        if (p->pos >= p->len) break;
        unsigned char b = (unsigned char)p->src[p->pos];
        if (b < 0x80) {
            if ((b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9') ||
                b == '_') {
                p->pos++;
                continue;
            }
            if (b == '!') {
                if (p->pos + 1 < p->len && p->src[p->pos + 1] == '=') break;
                p->pos++;
                continue;
            }
            break;
        }
        int k;
        int c = fe_peekc_at(p, p->pos, &k);
        if (!fe_id_char((uint32_t)c)) break;
        ascii = false;
        p->pos += (size_t)k;
    }
    if (ascii) return intern(p->src + st, p->pos - st);
    size_t n;
    char *s = fe_normalize_identifier(p->src + st, p->pos - st, &n);
    return intern(s, n);
}

/* ------------------------------------------------------------------ operators */
/* Append code point c (normalised as the parser sees operators) to buf. */
static size_t put_op_char(char *buf, size_t n, uint32_t c) {
    if (c == 0x2212) c = '-';
    else if (c == 0x00B7 || c == 0x0387) c = 0x22C5;
    if (c < 0x80) buf[n++] = (char)c;
    else if (c < 0x800) {
        buf[n++] = (char)(0xC0 | (c >> 6));
        buf[n++] = (char)(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        buf[n++] = (char)(0xE0 | (c >> 12));
        buf[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
        buf[n++] = (char)(0x80 | (c & 0x3F));
    } else {
        buf[n++] = (char)(0xF0 | (c >> 18));
        buf[n++] = (char)(0x80 | ((c >> 12) & 0x3F));
        buf[n++] = (char)(0x80 | ((c >> 6) & 0x3F));
        buf[n++] = (char)(0x80 | (c & 0x3F));
    }
    return n;
}

/* Read an operator whose first character c0 has been consumed. */
static rt_sym *read_operator(P *p, uint32_t c0) {
    char buf[128];
    size_t n = put_op_char(buf, 0, c0);
    if (c0 == '*' && p->pos < p->len && p->src[p->pos] == '*')
        fe_err(p, "use \"x^y\" instead of \"x**y\" for exponentiation, and \"x...\" instead "
                  "of \"**x\" for splatting.");
    bool in_suffix = false;
    for (;;) {
        int k;
        if (p->pos >= p->len) break;
        int c = fe_peekc_at(p, p->pos, &k);
        bool suf = fe_op_suffix_char((uint32_t)c);
        if (!(in_suffix ? suf : (suf || fe_opchar((uint32_t)c)))) break;
        if (n + 8 >= sizeof buf) break;
        size_t n2 = put_op_char(buf, n, (uint32_t)c);
        bool ok = fe_is_operator_str(buf, n2);
        if (!ok) {
            buf[n2] = 0;
            char nx = p->pos + 1 < p->len ? p->src[p->pos + 1] : 0;
            if (!strcmp(buf, "<---") || !strcmp(buf, ".<---")) {
                fe_err(p, "invalid operator \"%s\"", buf);
            } else if (!strcmp(buf, "--") || !strcmp(buf, ".--")) {
                if (nx != '>') fe_err(p, "invalid operator \"%s\"", buf);
                ok = true;
            } else if (!strcmp(buf, "<-") || !strcmp(buf, ".<-")) {
                ok = nx == '-';
            }
        }
        if (!ok) break;
        p->pos += (size_t)k;
        n = n2;
        in_suffix = suf;
    }
    return intern(buf, n);
}

/* ------------------------------------------------------------------ tokens */
static fe_tok mk(int kind) {
    fe_tok t = {0};
    t.kind = kind;
    return t;
}

/* the single-character tokens ( ) [ ] { } , ; " ` @ */
static const bool punct[128] = {['('] = 1, [')'] = 1, ['['] = 1, [']'] = 1, ['{'] = 1,
                                ['}'] = 1, [','] = 1, [';'] = 1, ['"'] = 1, ['`'] = 1,
                                ['@'] = 1};

fe_tok fe_next_token(P *p, bool *space) {
    for (;;) {
        *space = fe_skip_ws(p, p->whitespace_newline);
        p->tokpos = p->pos;
        if (p->pos >= p->len) return mk(TK_EOF);
        unsigned char b = (unsigned char)p->src[p->pos];
        if (b == '\n') {
            p->pos++;
            return mk(TK_NL);
        }
        if (b == '#') {
            skip_comment(p);
            continue;
        }
        if (b < 0x80 && punct[b]) {
            p->pos++;
            fe_tok t = mk(TK_CH);
            t.ch = b;
            return t;
        }
        if (b >= '0' && b <= '9') {
            fe_tok t = mk(TK_LIT);
            t.val = fe_read_number(p, false, false);
            return t;
        }
        int k;
        int c = fe_peekc_at(p, p->pos, &k);
        if (fe_id_start_char((uint32_t)c)) {
            fe_tok t = mk(TK_SYM);
            t.sym = accum_symbol(p);
            return t;
        }
        if (c == '.') {
            p->pos++;
            int k2;
            int nc = fe_peekc_at(p, p->pos, &k2);
            fe_tok t = mk(TK_SYM);
            if (nc < 0) {
                t.sym = S.dot;
            } else if (nc >= '0' && nc <= '9') {
                t.kind = TK_LIT;
                t.val = fe_read_number(p, true, false);
            } else if (fe_opchar((uint32_t)nc)) {
                t.sym = read_operator(p, '.');
                int k3;
                int nx = fe_peekc_at(p, p->pos, &k3);
                if (t.sym == S.dotdot && nx >= 0 && fe_opchar((uint32_t)nx) && nx != '\'' &&
                    nx != ':') {
                    char ch[8] = {0};
                    put_op_char(ch, 0, (uint32_t)nx);
                    fe_err(p, "invalid operator \"..%s\" near column %d", ch, fe_col(p, p->pos));
                }
            } else {
                t.sym = S.dot;
            }
            return t;
        }
        if (fe_opchar((uint32_t)c)) {
            p->pos += (size_t)k;
            fe_tok t = mk(TK_SYM);
            t.sym = read_operator(p, (uint32_t)c);
            return t;
        }
        int col = fe_col(p, p->pos);
        if (c == 0x200B || c == 0x2060 || c == 0xFEFF || (c >= 0x200C && c <= 0x200F) ||
            c == 0xAD || c == 0x2061 || c == 0x115F)
            fe_err(p, "invisible character \\u%x near column %d", c, col);
        char ch[8] = {0};
        if (c < 0x20 || c == 0x7F) fe_err(p, "invalid character \"\\x%02x\" near column %d", c, col);
        put_op_char(ch, 0, (uint32_t)c);
        if (c == 0x2212 || c == 0xB7 || c == 0x387) /* never reached: these are opchars */
            memcpy(ch, p->src + p->pos, (size_t)k);
        fe_err(p, "invalid character \"%s\" near column %d", ch, col);
    }
}
