/* lexer_num.c — numeric literals as Julia 1.7 reads them: decimal Int64 (Int128 when
 * larger), hex/octal/binary unsigned literals sized by digit count, Float64 (`1.5`,
 * `1e5`, `.5`), Float32 (`1.5f0`), hex floats (`0x1p3`), `_` digit separators, and the
 * flisp error messages for malformed constants. An integer literal too large for Int128
 * (decimal) or UInt128 (hex/octal/binary) is `Core.@big_str "text"`, a BigInt.
 */
#include "fe_internal.h"
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *s;    /* text (NUL-terminated) */
    size_t n;   /* bytes used */
    size_t cap; /* bytes allocated */
} nbuf;

static void nput(nbuf *b, char c) {
    if (b->n + 2 > b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 64;
        char *s = rt_alloc_atomic(nc);
        if (b->n) memcpy(s, b->s, b->n);
        b->s = s;
        b->cap = nc;
    }
    b->s[b->n++] = c;
    b->s[b->n] = 0;
}

static bool is_dig(int c, int radix) {
    switch (radix) {
    case 16: return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    case 8: return c >= '0' && c <= '7';
    case 2: return c == '0' || c == '1';
    default: return c >= '0' && c <= '9';
    }
}

static int pk(P *p, size_t off) {
    return p->pos + off < p->len ? (unsigned char)p->src[p->pos + off] : -1;
}

/* Read digits (with `_` separators when sep). Returns whether any digit was read. */
static bool read_digs(P *p, nbuf *b, int radix, bool lz, bool sep) {
    int c = pk(p, 0);
    if (!lz && sep && c == '_') fe_err(p, "invalid numeric constant \"%s_\"", b->s ? b->s : "");
    bool any = false;
    for (;;) {
        c = pk(p, 0);
        if (sep && c == '_') {
            if (is_dig(pk(p, 1), radix)) {
                p->pos++;
                continue;
            }
            break;
        }
        if (c >= 0 && is_dig(c, radix)) {
            nput(b, (char)c);
            p->pos++;
            any = true;
            continue;
        }
        break;
    }
    return any;
}

static void disallow_dot(P *p, nbuf *b) {
    if (pk(p, 0) == '.') {
        p->pos++;
        int k;
        int c = fe_peekc_at(p, p->pos, &k);
        if (c >= 0 && fe_dot_opchar((uint32_t)c)) p->pos--;
        else fe_err(p, "invalid numeric constant \"%s.\"", b->s);
    }
}

static rt_value *box_u(int bits, unsigned __int128 v) {
    if (bits <= 8) { uint8_t x = (uint8_t)v; return rt_box_bits(rt_uint8_type, &x); }
    if (bits <= 16) { uint16_t x = (uint16_t)v; return rt_box_bits(rt_uint16_type, &x); }
    if (bits <= 32) { uint32_t x = (uint32_t)v; return rt_box_bits(rt_uint32_type, &x); }
    if (bits <= 64) { uint64_t x = (uint64_t)v; return rt_box_bits(rt_uint64_type, &x); }
    return rt_box_bits(rt_uint128_type, &v);
}

/* Parse digits of s in radix; false on overflow of 128 bits. */
static bool parse_u128(const char *s, int radix, unsigned __int128 *out) {
    unsigned __int128 v = 0;
    for (; *s; s++) {
        int d = (*s >= '0' && *s <= '9') ? *s - '0' : (*s | 32) - 'a' + 10;
        unsigned __int128 nv = v * (unsigned)radix + (unsigned)d;
        if ((nv - (unsigned)d) / (unsigned)radix != v) return false;
        v = nv;
    }
    *out = v;
    return true;
}

static rt_value *neg_call(rt_value *v) {
    return V(ex2(S.call, V(S.minus), v));
}

/* A literal too large for 128 bits, as Julia's parser gives it: the macro call
 * `Core.@big_str "text"` (text without `_` separators), which makes a BigInt. */
static rt_value *big_literal(const char *s) {
    return V(ex3(S.macrocall, fe_core_ref("@big_str"), rt_nothing, V(rt_cstring(s))));
}

rt_value *fe_read_number(P *p, bool leadingdot, bool neg) {
    nbuf b = {0};
    int radix = 10;
    bool f32 = false, hexfloat = false, leadingzero = false;
    nput(&b, 0);
    b.n = 0;
    if (neg) nput(&b, '-');
    if (leadingdot) {
        nput(&b, '.');
    } else if (pk(p, 0) == '0') {
        nput(&b, '0');
        p->pos++;
        leadingzero = true;
        int c = pk(p, 0);
        if (c == 'x' || c == 'o' || c == 'b') {
            nput(&b, (char)c);
            p->pos++;
            leadingzero = false;
            radix = c == 'x' ? 16 : c == 'o' ? 8 : 2;
        }
    } else if (pk(p, 0) == '.') {
        nput(&b, '.');
        p->pos++;
    }
    read_digs(p, &b, radix, leadingzero, true);
    if (pk(p, 0) == '.') {
        p->pos++;
        int k;
        int c = fe_peekc_at(p, p->pos, &k);
        if (c >= 0 && fe_dot_opchar((uint32_t)c)) {
            if (c != '.') {
                char ch[8] = {0};
                memcpy(ch, p->src + p->pos, (size_t)k);
                fe_err(p, "invalid syntax \"%s.%s\"%s", b.s, ch,
                       c == '\'' ? "" : "; add space(s) to clarify");
            }
            p->pos--;
        } else {
            nput(&b, '.');
            read_digs(p, &b, radix, false, true);
            if (radix == 16) hexfloat = true;
            disallow_dot(p, &b);
        }
    }
    int k;
    int c = fe_peekc_at(p, p->pos, &k);
    bool ispP = c == 'p' || c == 'P';
    if (hexfloat && !ispP) fe_err(p, "hex float literal must contain \"p\" or \"P\"");
    if ((radix == 16 && ispP) || (radix != 16 && (c == 'e' || c == 'E' || c == 'f'))) {
        size_t save = p->pos;
        p->pos++;
        int k2;
        int d = fe_peekc_at(p, p->pos, &k2);
        if (d >= 0 && ((d >= '0' && d <= '9') || d == '+' || d == '-' || d == 0x2212)) {
            f32 = c == 'f';
            hexfloat = ispP;
            nput(&b, (char)c);
            nput(&b, d == 0x2212 ? '-' : (char)d);
            p->pos += (size_t)k2;
            read_digs(p, &b, 10, true, false);
            disallow_dot(p, &b);
        } else {
            p->pos = save;
        }
    } else if (c >= 0 && (radix == 2 || radix == 8 || (radix == 16 && !hexfloat)) &&
               ((c >= '0' && c <= '9') || fe_id_start_char((uint32_t)c))) {
        char ch[8] = {0};
        memcpy(ch, p->src + p->pos, (size_t)k);
        fe_err(p, "invalid numeric constant \"%s%s\"", b.s, ch);
    }
    const char *s = b.s;
    if (b.n > 0 && s[b.n - 1] == '.') {
        int nx = fe_peekc_at(p, p->pos, &k);
        if (nx >= 0 && (fe_id_start_char((uint32_t)nx) || strchr("([{@`~\"", nx)))
            fe_err(p, "numeric constant \"%s\" cannot be implicitly multiplied because it ends "
                      "with \".\"", s);
    }
    if (hexfloat) {
        errno = 0;
        double d = strtod(s, NULL);
        if (isinf(d)) fe_err(p, "overflow in numeric constant \"%s\"", s);
        return rt_box_float64(d);
    }
    if (radix != 10) {
        const char *digits = s + (neg ? 3 : 2);
        size_t nd = strlen(digits);
        if (nd == 0) fe_err(p, "invalid numeric constant \"%s\"", s);
        unsigned __int128 v = 0;
        bool fits = parse_u128(digits, radix, &v);
        rt_value *r;
        if (radix == 8 && digits[0] != '0') {
            if (!fits || (v >> 64 != 0 && nd > 43) || (nd == 43 && digits[0] > '3')) {
                r = big_literal(neg ? s + 1 : s);
            } else {
                int bits = v < 256 ? 8 : v < 65536 ? 16 : v < 4294967296ull ? 32
                           : (v >> 64) ? 128 : 64;
                r = box_u(bits, v);
            }
        } else {
            int per = radix == 16 ? 4 : radix == 8 ? 3 : 1;
            size_t bits = (nd - 1) * (size_t)per + 1;
            r = (bits > 128 || !fits) ? big_literal(neg ? s + 1 : s) : box_u((int)bits, v);
        }
        return neg ? neg_call(r) : r;
    }
    if (f32) {
        char *t = rt_alloc_atomic(b.n + 1);
        for (size_t i = 0; i <= b.n; i++) t[i] = s[i] == 'f' ? 'e' : s[i];
        float f = strtof(t, NULL);
        if (isinf(f)) fe_err(p, "overflow in numeric constant \"%s\"", s);
        return rt_box_bits(rt_float32_type, &f);
    }
    if (strpbrk(s, ".eE")) {
        double d = strtod(s, NULL);
        if (isinf(d)) fe_err(p, "overflow in numeric constant \"%s\"", s);
        return rt_box_float64(d);
    }
    /* decimal integer */
    const char *digits = neg ? s + 1 : s;
    unsigned __int128 v = 0;
    bool fits = parse_u128(digits, 10, &v);
    if (fits) {
        if (!neg && v <= (unsigned __int128)INT64_MAX) return rt_box_int64((int64_t)v);
        if (neg && v <= (unsigned __int128)INT64_MAX + 1) return rt_box_int64((int64_t)(0 - (uint64_t)v));
        unsigned __int128 lim = ((unsigned __int128)1) << 127;
        if ((!neg && v < lim) || (neg && v <= lim)) {
            __int128 x = neg ? -(__int128)(v - 1) - 1 : (__int128)v;
            return rt_box_bits(rt_int128_type, &x);
        }
    }
    return big_literal(s);
}
