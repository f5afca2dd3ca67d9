/* print_num.c — Julia 1.7's text for numbers, and the print primitives Base calls.
 *
 * Floats: the shortest round-trip digits (ryu.c), laid out as Julia's Ryu.writeshortest
 * does: with pt = decimal exponent of the digit string's end (the number of integer digits),
 * plain notation when -4 < pt <= 6 (0.0001, 999999.0, 123456.7), else scientific with at
 * least one fractional digit and a bare exponent (1.0e6, 1.234567e-5, 5.0e-324). Integral
 * values end in ".0". Float32 `show` uses 'f' as exponent marker and appends "f0" in plain
 * notation (1.5f0, 1.0f-5, Inf32, NaN32); Float32 `print`/`string` is untyped (1.5, 1.0e-5).
 */
#include <string.h>

#include "rt.h"
#include "ryu.h"

/* Lay out sign, digits (value = digits * 10^e10) in Julia's shortest format; returns length. */
static int rt_layout_float(char *buf, bool neg, uint64_t digits, int e10, char expchar,
                           int maxpt) {
    char d[24];
    int n = 0;
    do {
        d[n++] = (char)('0' + digits % 10);
        digits /= 10;
    } while (digits);
    /* d holds the digits reversed; flip them */
    for (int i = 0; i < n / 2; i++) {
        char t = d[i];
        d[i] = d[n - 1 - i];
        d[n - 1 - i] = t;
    }
    int pos = 0;
    if (neg) buf[pos++] = '-';
    int pt = e10 + n;
    if (pt > -4 && pt <= maxpt) {
        if (pt <= 0) {
            buf[pos++] = '0';
            buf[pos++] = '.';
            for (int i = 0; i < -pt; i++) buf[pos++] = '0';
            memcpy(buf + pos, d, (size_t)n);
            pos += n;
        } else if (pt >= n) {
            memcpy(buf + pos, d, (size_t)n);
            pos += n;
            for (int i = 0; i < pt - n; i++) buf[pos++] = '0';
            buf[pos++] = '.';
            buf[pos++] = '0';
        } else {
            memcpy(buf + pos, d, (size_t)pt);
            pos += pt;
            buf[pos++] = '.';
            memcpy(buf + pos, d + pt, (size_t)(n - pt));
            pos += n - pt;
        }
    } else {
        buf[pos++] = d[0];
        buf[pos++] = '.';
        if (n > 1) {
            memcpy(buf + pos, d + 1, (size_t)(n - 1));
            pos += n - 1;
        } else {
            buf[pos++] = '0';
        }
        buf[pos++] = expchar;
        int x = pt - 1;
        if (x < 0) {
            buf[pos++] = '-';
            x = -x;
        }
        if (x >= 100) buf[pos++] = (char)('0' + x / 100);
        if (x >= 10) buf[pos++] = (char)('0' + x / 10 % 10);
        buf[pos++] = (char)('0' + x % 10);
    }
    buf[pos] = 0;
    return pos;
}

int rt_format_float64(char *buf, double x) {
    uint64_t bits;
    memcpy(&bits, &x, sizeof bits);
    bool neg = bits >> 63;
    uint64_t mag = bits & ~(1ull << 63);
    if (mag == 0) {
        strcpy(buf, neg ? "-0.0" : "0.0");
        return neg ? 4 : 3;
    }
    if (mag >= 0x7FF0000000000000ull) {
        strcpy(buf, mag > 0x7FF0000000000000ull ? "NaN" : neg ? "-Inf" : "Inf");
        return (int)strlen(buf);
    }
    uint64_t digits;
    int e10;
    rt_ryu_shortest(mag, 52, 11, &digits, &e10);
    return rt_layout_float(buf, neg, digits, e10, 'e', 6);
}

int rt_format_float32(char *buf, float x, bool show) {
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    bool neg = bits >> 31;
    uint32_t mag = bits & 0x7FFFFFFFu;
    int pos;
    if (mag >= 0x7F800000u) {
        strcpy(buf, mag > 0x7F800000u ? "NaN" : neg ? "-Inf" : "Inf");
        pos = (int)strlen(buf);
        if (show) {
            strcpy(buf + pos, "32");
            pos += 2;
        }
        return pos;
    }
    if (mag == 0) {
        strcpy(buf, neg ? "-0.0" : "0.0");
        pos = neg ? 4 : 3;
    } else {
        uint64_t digits;
        int e10;
        rt_ryu_shortest(mag, 23, 8, &digits, &e10);
        pos = rt_layout_float(buf, neg, digits, e10, show ? 'f' : 'e', 6);
    }
    if (show && !memchr(buf, 'f', (size_t)pos)) {
        strcpy(buf + pos, "f0");
        pos += 2;
    }
    return pos;
}

int rt_format_float16(char *buf, uint16_t bits, bool show) {
    bool neg = bits >> 15;
    uint16_t mag = bits & 0x7FFF;
    int pos = 0;
    if (show) {
        strcpy(buf, "Float16(");
        pos = 8;
    }
    if (mag >= 0x7C00) {
        strcpy(buf, mag > 0x7C00 ? "NaN" : neg ? "-Inf" : "Inf");
        pos = (int)strlen(buf);
        if (show) {
            strcpy(buf + pos, "16");
            pos += 2;
        }
        return pos;
    } else if (mag == 0) {
        strcpy(buf + pos, neg ? "-0.0" : "0.0");
        pos += neg ? 4 : 3;
    } else {
        uint64_t digits;
        int e10;
        rt_ryu_shortest(mag, 10, 5, &digits, &e10);
        pos += rt_layout_float(buf + pos, neg, digits, e10, 'e', 5);
    }
    if (show) buf[pos++] = ')';
    buf[pos] = 0;
    return pos;
}

/* ---------------------------------------------------------------- integers */

int rt_format_uint64(char *buf, uint64_t x, int base, int pad) {
    static const char digs[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    if (base < 2 || base > 36) base = 10;
    if (pad > 128) pad = 128;
    char tmp[64];
    int n = 0;
    /* constant divisors for the common bases: shifts or a multiply, not a division */
    switch (base) {
    case 16: do { tmp[n++] = digs[x & 15]; x >>= 4; } while (x); break;
    case 10: do { tmp[n++] = (char)('0' + x % 10); x /= 10; } while (x); break;
    case 8: do { tmp[n++] = (char)('0' + (x & 7)); x >>= 3; } while (x); break;
    case 2: do { tmp[n++] = (char)('0' + (x & 1)); x >>= 1; } while (x); break;
    default:
        do {
            tmp[n++] = digs[x % (unsigned)base];
            x /= (unsigned)base;
        } while (x);
    }
    int pos = 0;
    for (int i = n; i < pad; i++) buf[pos++] = '0';
    while (n) buf[pos++] = tmp[--n];
    buf[pos] = 0;
    return pos;
}

int rt_format_int64(char *buf, int64_t x) {
    if (x < 0) {
        buf[0] = '-';
        return 1 + rt_format_uint64(buf + 1, (uint64_t)0 - (uint64_t)x, 10, 0);
    }
    return rt_format_uint64(buf, (uint64_t)x, 10, 0);
}

/* ---------------------------------------------------------------- print primitives */

void rt_print_int64(rt_iostream *io, int64_t x) {
    char b[32];
    rt_io_write(io, b, (size_t)rt_format_int64(b, x));
}

void rt_print_uint64(rt_iostream *io, uint64_t x) {
    char b[32];
    rt_io_write(io, b, (size_t)rt_format_uint64(b, x, 10, 0));
}

void rt_print_float64(rt_iostream *io, double x) {
    char b[40];
    rt_io_write(io, b, (size_t)rt_format_float64(b, x));
}

void rt_print_float32(rt_iostream *io, float x, bool show) {
    char b[40];
    rt_io_write(io, b, (size_t)rt_format_float32(b, x, show));
}

/* print/show of a Float16 given as its bits (show wraps it: Float16(0.1), NaN16) */
void rt_print_float16(rt_iostream *io, uint16_t bits, bool show) {
    char b[48];
    rt_io_write(io, b, (size_t)rt_format_float16(b, bits, show));
}

void rt_print_bool(rt_iostream *io, int8_t b) {
    if (b & 1)
        rt_io_write(io, "true", 4);
    else
        rt_io_write(io, "false", 5);
}

void rt_print_string(rt_iostream *io, rt_string *s) {
    rt_io_write(io, s->data, (size_t)s->len);
}

void rt_print_char(rt_iostream *io, uint32_t c) {
    /* the bytes of the Char as stored: 1 to 4, left-aligned (invalid Chars print as-is) */
    char b[4];
    int n = 0;
    b[n++] = (char)(c >> 24);
    for (int sh = 16; sh >= 0 && (c << (24 - sh)) != 0; sh -= 8) b[n++] = (char)(c >> sh);
    rt_io_write(io, b, (size_t)n);
}

/* ---------------------------------------------------------------- 128-bit and bases */

/* digits of x in base 2..36, at least pad of them, '-' first when neg; returns length
 * (buf needs 130 + pad bytes; pad is capped at 256) */
static int rt_format_u128(char *buf, unsigned __int128 x, int base, int pad, bool neg) {
    static const char digs[] = "0123456789abcdefghijklmnopqrstuvwxyz";
    if (base < 2 || base > 36) base = 10;
    if (pad > 256) pad = 256;
    char tmp[130];
    int n = 0;
    do {
        tmp[n++] = digs[(int)(x % (unsigned)base)];
        x /= (unsigned)base;
    } while (x);
    int pos = 0;
    if (neg) buf[pos++] = '-';
    for (int i = n; i < pad; i++) buf[pos++] = '0';
    while (n) buf[pos++] = tmp[--n];
    buf[pos] = 0;
    return pos;
}

void rt_print_int128(rt_iostream *io, __int128 x) {
    char b[140];
    unsigned __int128 u = x < 0 ? (unsigned __int128)0 - (unsigned __int128)x : (unsigned __int128)x;
    rt_io_write(io, b, (size_t)rt_format_u128(b, u, 10, 1, x < 0));
}

void rt_print_uint128(rt_iostream *io, unsigned __int128 x) {
    char b[140];
    rt_io_write(io, b, (size_t)rt_format_u128(b, x, 10, 1, false));
}

void rt_print_uint_hex(rt_iostream *io, uint64_t x, int64_t ndigits) {
    char b[40] = "0x";
    int n = rt_format_uint64(b + 2, x, 16, (int)ndigits);
    rt_io_write(io, b, (size_t)n + 2);
}

void rt_print_uint128_hex(rt_iostream *io, unsigned __int128 x) {
    char b[140] = "0x";
    int n = rt_format_u128(b + 2, x, 16, 32, false);
    rt_io_write(io, b, (size_t)n + 2);
}

rt_value *rt_format_uint128_base(unsigned __int128 x, int64_t base, int64_t pad, bool neg) {
    char b[400];
    int n = rt_format_u128(b, x, (int)base, pad < 0 ? 0 : (int)(pad > 256 ? 256 : pad), neg);
    return (rt_value *)rt_string_n(b, (size_t)n);
}
