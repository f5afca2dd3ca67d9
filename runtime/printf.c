/* printf.c — number conversions for Printf's @printf/@sprintf (runtime/base/printf.jl).
 *
 * Julia's Printf follows C for %d %i %u %f %e %g %a, with two differences handled here:
 * negative values under %x/%X/%o print as a sign and a magnitude ("-ff"), and non-finite
 * floats print as Inf/NaN (never zero-padded). `spec` holds the flags, width and precision
 * text between '%' and the conversion letter; it was validated by the Julia side.
 */
#include <math.h>
#include <stdlib.h>
#include <stdbool.h>
#include <string.h>

#include <utf8proc.h>

#include "rt.h"

/* Pad s (length n) to width with spaces, on the right when left is set. */
static rt_string *pad_str(const char *s, size_t n, long width, bool left)
{
    if (width <= (long)n)
        return rt_string_n(s, n);
    size_t w = (size_t)width;
    char *b = rt_alloc_atomic(w + 1);
    size_t fill = w - n;
    if (left) {
        memcpy(b, s, n);
        memset(b + n, ' ', fill);
    } else {
        memset(b, ' ', fill);
        memcpy(b + fill, s, n);
    }
    return rt_string_n(b, w);
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

rt_string *rt_printf_num(rt_string *specstr, int64_t conv, int64_t ival, double dval)
{
    const char *spec = specstr->data;
    if (specstr->len > 40)
        rt_throw_argument("invalid format specification");
    char fl[16], fmt[64], out[512];
    bool left = false, zero = false, plus = false, space = false;
    const char *rest = spec_flags(spec, fl, sizeof fl, &left, &zero, &plus, &space);
    long width = strtol(rest, NULL, 10);
    const char *dot = strchr(rest, '.');
    int n;
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
            n = snprintf(out, sizeof out, fmt, (unsigned long long)mag);
            return pad_str(out, (size_t)n, width, left);
        }
        snprintf(fmt, sizeof fmt, "%%%sll%c", spec, c);
        n = snprintf(out, sizeof out, fmt, (long long)ival);
        return rt_string_n(out, (size_t)n);
    }
    if (!strchr("fFeEgGaA", (int)conv))
        rt_throw_argument("invalid format conversion %c", (int)conv);
    if (!isfinite(dval)) {
        const char *s = isnan(dval) ? "NaN" : dval < 0 ? "-Inf" : plus ? "+Inf" : space ? " Inf" : "Inf";
        return pad_str(s, strlen(s), width, left);
    }
    snprintf(fmt, sizeof fmt, "%%%s%c", spec, (char)conv);
    n = snprintf(out, sizeof out, fmt, dval);
    if (n >= (int)sizeof out) {
        char *big = rt_alloc_atomic((size_t)n + 1);
        snprintf(big, (size_t)n + 1, fmt, dval);
        return rt_string_n(big, (size_t)n);
    }
    return rt_string_n(out, (size_t)n);
}

/* %s / %c: s padded to the width (in display columns, as Julia's textwidth) and cut to
 * the precision (also in columns). */
rt_string *rt_printf_str(rt_string *specstr, rt_string *s)
{
    char fl[16];
    bool left = false, zero = false, plus = false, space = false;
    const char *rest = spec_flags(specstr->data, fl, sizeof fl, &left, &zero, &plus, &space);
    long width = strtol(rest, NULL, 10);
    const char *dot = strchr(rest, '.');
    long prec = dot ? strtol(dot + 1, NULL, 10) : -1;
    size_t cut = (size_t)s->len;
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
            cut = (size_t)off;
            break;
        }
        cols += w;
        off += k;
    }
    if (width <= cols)
        return cut == (size_t)s->len ? s : rt_string_n(s->data, cut);
    size_t fill = (size_t)(width - cols);
    char *b = rt_alloc_atomic(cut + fill + 1);
    if (left) {
        memcpy(b, s->data, cut);
        memset(b + cut, ' ', fill);
    } else {
        memset(b, ' ', fill);
        memcpy(b + fill, s->data, cut);
    }
    return rt_string_n(b, cut + fill);
}
