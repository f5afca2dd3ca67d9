/* printf.c — number conversions for Printf's @printf/@sprintf (runtime/base/printf.jl).
 *
 * Julia's Printf follows C for %d %i %u %f %e %g %a, with two differences handled here:
 * negative values under %x/%X/%o print as a sign and a magnitude ("-ff"), and non-finite
 * floats print as Inf/NaN (never zero-padded). `spec` holds the flags, width and precision
 * text between '%' and the conversion letter; it was validated by the Julia side.
 */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <stdbool.h>
#include <string.h>

#include <utf8proc.h>

#include "rt.h"

/* Pad s (length n) to width with spaces, on the right when left is set: the text is left
 * in out (cap bytes) when it fits, else in a fresh GC buffer; returns it, length in *len. */
static const char *pad_text(const char *s, size_t n, long width, bool left, char *out,
                            size_t cap, size_t *len)
{
    if (width <= (long)n) {
        *len = n;
        return s;
    }
    size_t w = (size_t)width;
    char *b = w <= cap ? out : rt_alloc_atomic(w + 1);
    size_t fill = w - n;
    if (left) {
        memmove(b, s, n);
        memset(b + n, ' ', fill);
    } else {
        memmove(b + fill, s, n);
        memset(b, ' ', fill);
    }
    *len = w;
    return b;
}

/* Split spec into flags (copied to fl) and the width/precision rest. */
static const char *spec_flags(const char *spec, char *fl, size_t cap, bool *left, bool *zero,
                              bool *plus, bool *space)
{
    size_t k = 0;
    while (*spec && strchr("-+ #0", *spec)) {
        if (*spec == '-') *left = true;
        if (*spec == '0') *zero = true;
        if (*spec == '+') *plus = true;
        if (*spec == ' ') *space = true;
        if (k + 1 < cap) fl[k++] = *spec;
        spec++;
    }
    fl[k] = 0;
    return spec;
}

/* snprintf into out (512 bytes), or into a GC buffer when the text is longer. */
static const char *snp(char *out, size_t *len, const char *fmt, ...)
{
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(out, 512, fmt, ap);
    va_end(ap);
    if (n < 0)
        n = 0;
    if (n >= 512) {
        out = rt_alloc_atomic((size_t)n + 1);
        vsnprintf(out, (size_t)n + 1, fmt, ap2);
    }
    va_end(ap2);
    *len = (size_t)n;
    return out;
}

/* The text of one numeric conversion, in out (512 bytes) or a GC buffer when longer. */
static const char *num_text(rt_string *specstr, int64_t conv, int64_t ival, double dval,
                            char *out, size_t *len)
{
    enum { CAP = 512 };
    const char *spec = specstr->data;
    if (specstr->len > 40)
        rt_throw_argument("invalid format specification");
    char fl[16], fmt[64];
    bool left = false, zero = false, plus = false, space = false;
    const char *rest = spec_flags(spec, fl, sizeof fl, &left, &zero, &plus, &space);
    long width = strtol(rest, NULL, 10);
    const char *dot = strchr(rest, '.');
    if (strchr("dixXou", (int)conv)) {
        char c = conv == 'i' ? 'd' : (char)conv;
        if (c != 'd' && c != 'u' && ival < 0) {
            /* sign and magnitude, as Julia prints negative hex/octal */
            uint64_t mag = (uint64_t)0 - (uint64_t)ival;
            char hashfl[3] = {0};
            if (strchr(fl, '#')) hashfl[0] = '#';
            if (zero && !left && !dot && width > 1)
                snprintf(fmt, sizeof fmt, "-%%%s0%ldll%c", hashfl, width - 1, c);
            else
                snprintf(fmt, sizeof fmt, "-%%%s%sll%c", hashfl, dot ? dot : "", c);
            size_t m;
            const char *t = snp(out, &m, fmt, (unsigned long long)mag);
            return pad_text(t, m, width, left, out, CAP, len);
        }
        snprintf(fmt, sizeof fmt, "%%%sll%c", spec, c);
        return snp(out, len, fmt, (long long)ival);
    } else {
        if (!strchr("fFeEgGaA", (int)conv))
            rt_throw_argument("invalid format conversion %c", (int)conv);
        if (!isfinite(dval)) {
            const char *t = isnan(dval) ? "NaN" : dval < 0 ? "-Inf" : plus ? "+Inf" : space ? " Inf" : "Inf";
            return pad_text(t, strlen(t), width, left, out, CAP, len);
        }
        if ((conv == 'f' || conv == 'F') && !strchr(fl, '#')) {
            /* the common %W.Pf without the C library's big-number path (printf_fixed.c) */
            long prec = dot ? strtol(dot + 1, NULL, 10) : 6;
            char digits[48];
            size_t nd = prec <= 17 ? rt_fixed_digits(dval, (int)prec, digits) : 0;
            if (nd) {
                char sign = signbit(dval) ? '-' : plus ? '+' : space ? ' ' : 0;
                size_t total = nd + (sign != 0), w = width > 0 ? (size_t)width : 0;
                size_t fill = w > total ? w - total : 0;
                char *b = total + fill <= CAP ? out : rt_alloc_atomic(total + fill + 1);
                size_t k = 0;
                if (fill && !left && !zero)
                    memset(b, ' ', fill), k = fill;
                if (sign)
                    b[k++] = sign;
                if (fill && !left && zero)
                    memset(b + k, '0', fill), k += fill;
                memcpy(b + k, digits, nd);
                k += nd;
                if (fill && left)
                    memset(b + k, ' ', fill), k += fill;
                *len = k;
                return b;
            }
        }
        snprintf(fmt, sizeof fmt, "%%%s%c", spec, (char)conv);
        return snp(out, len, fmt, dval);
    }
}

rt_string *rt_printf_num(rt_string *specstr, int64_t conv, int64_t ival, double dval)
{
    char out[512];
    size_t n;
    const char *t = num_text(specstr, conv, ival, dval, out, &n);
    return rt_string_n(t, n);
}

/* @printf straight into a stream (runtime/base/printf.jl _pf_put): no String per
 * conversion. */
void rt_printf_put_num(rt_iostream *io, rt_string *specstr, int64_t conv, int64_t ival,
                       double dval)
{
    char out[512];
    size_t n;
    const char *t = num_text(specstr, conv, ival, dval, out, &n);
    rt_io_write(io, t, n);
}

/* %s / %c: s padded to the width (in display columns, as Julia's textwidth) and cut to
 * the precision (also in columns): the bytes kept (*cut), the spaces to add (*fill) and
 * on which side (*left). */
static void str_layout(rt_string *specstr, rt_string *s, size_t *cut, size_t *fill, bool *left)
{
    char fl[16];
    bool zero = false, plus = false, space = false;
    *left = false;
    const char *rest = spec_flags(specstr->data, fl, sizeof fl, left, &zero, &plus, &space);
    long width = strtol(rest, NULL, 10);
    const char *dot = strchr(rest, '.');
    long prec = dot ? strtol(dot + 1, NULL, 10) : -1;
    *cut = (size_t)s->len;
    *fill = 0;
    if (width <= 0 && prec < 0)
        return; /* nothing to measure */
    long cols = 0;
    utf8proc_ssize_t off = 0;
    while (off < s->len) {
        utf8proc_int32_t cp;
        utf8proc_ssize_t k = utf8proc_iterate((const utf8proc_uint8_t *)s->data + off,
                                              s->len - off, &cp);
        if (k <= 0) {
            k = 1;
            cp = 0xFFFD;
        }
        int w = utf8proc_charwidth(cp);
        if (prec >= 0 && cols + w > prec) {
            *cut = (size_t)off;
            break;
        }
        cols += w;
        off += k;
    }
    if (width > cols)
        *fill = (size_t)(width - cols);
}

rt_string *rt_printf_str(rt_string *specstr, rt_string *s)
{
    size_t cut, fill;
    bool left;
    str_layout(specstr, s, &cut, &fill, &left);
    if (!fill)
        return cut == (size_t)s->len ? s : rt_string_n(s->data, cut);
    rt_string *r = rt_string_alloc(cut + fill);
    char *b = r->data;
    if (left) {
        memcpy(b, s->data, cut);
        memset(b + cut, ' ', fill);
    } else {
        memset(b, ' ', fill);
        memcpy(b + fill, s->data, cut);
    }
    return r;
}

static void put_spaces(rt_iostream *io, size_t n)
{
    static const char sp[64] = "                                                                ";
    for (; n > sizeof sp; n -= sizeof sp)
        rt_io_write(io, sp, sizeof sp);
    rt_io_write(io, sp, n);
}

void rt_printf_put_str(rt_iostream *io, rt_string *specstr, rt_string *s)
{
    size_t cut, fill;
    bool left;
    str_layout(specstr, s, &cut, &fill, &left);
    if (!left)
        put_spaces(io, fill);
    rt_io_write(io, s->data, cut);
    if (left)
        put_spaces(io, fill);
}
