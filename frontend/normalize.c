/* normalize.c — Unicode support for the lexer: UTF-8 decoding, Julia 1.7's identifier
 * character classes (src/flisp/julia_extensions.c), operator suffix characters, and
 * identifier normalisation (NFC plus Julia's character map: ɛ→ε, µ→μ, ·/·→⋅, −→-).
 */
#include "fe_internal.h"
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

int fe_utf8_decode(const char *s, size_t n, uint32_t *cp) {
    const unsigned char *u = (const unsigned char *)s;
    if (n == 0) return 0;
    unsigned c = u[0];
    if (c < 0x80) { *cp = c; return 1; }
    int k;
    uint32_t v, min;
    if (c >= 0xC2 && c <= 0xDF) { k = 2; v = c & 0x1F; min = 0x80; }
    else if (c >= 0xE0 && c <= 0xEF) { k = 3; v = c & 0x0F; min = 0x800; }
    else if (c >= 0xF0 && c <= 0xF4) { k = 4; v = c & 0x07; min = 0x10000; }
    else return 0;
    if ((size_t)k > n) return 0;
    for (int i = 1; i < k; i++) {
        if ((u[i] & 0xC0) != 0x80) return 0;
        v = (v << 6) | (u[i] & 0x3F);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) return 0;
    *cp = v;
    return k;
}

/* Math symbols (category Sm) that Julia accepts as identifier characters. */
static bool id_math_symbol(uint32_t c) {
    return (c >= 0x2140 && c <= 0x2144) || c == 0x223F || c == 0x22BE || c == 0x22BF ||
           c == 0x22A4 || c == 0x22A5 || (c >= 0x2202 && c <= 0x2233 &&
           (c == 0x2202 || c == 0x2205 || c == 0x2206 || c == 0x2207 || c == 0x220E ||
            c == 0x220F || c == 0x2210 || c == 0x2211 || c == 0x221E || c == 0x221F ||
            c >= 0x222B)) ||
           (c >= 0x22C0 && c <= 0x22C3) || (c >= 0x25F8 && c <= 0x25FF) ||
           (c >= 0x266F && c <= 0x266F) || c == 0x27D8 || c == 0x27D9 || c == 0x27C0 ||
           c == 0x27C1 || (c >= 0x29B0 && c <= 0x29B4) || (c >= 0x2A00 && c <= 0x2A06) ||
           (c >= 0x2A09 && c <= 0x2A16) || c == 0x2A1B || c == 0x2A1C ||
           c == 0x1D6C1 || c == 0x1D6DB || c == 0x1D6FB || c == 0x1D715 || c == 0x1D735 ||
           c == 0x1D74F || c == 0x1D76F || c == 0x1D789 || c == 0x1D7A9 || c == 0x1D7C3 ||
           (c >= 0x2202 && c == 0x2202) || (c >= 0x207A && c <= 0x207E) ||
           (c >= 0x208A && c <= 0x208E) || (c >= 0x2220 && c <= 0x2222) ||
           (c >= 0x299B && c <= 0x29AF) || c == 0x2118 || c == 0x212E || c == 0x309B ||
           c == 0x309C || (c >= 0x1D7CE && c <= 0x1D7E1);
}

static bool id_start_cat(uint32_t c) {
    utf8proc_category_t cat = utf8proc_category((utf8proc_int32_t)c);
    if (cat == UTF8PROC_CATEGORY_LU || cat == UTF8PROC_CATEGORY_LL ||
        cat == UTF8PROC_CATEGORY_LT || cat == UTF8PROC_CATEGORY_LM ||
        cat == UTF8PROC_CATEGORY_LO || cat == UTF8PROC_CATEGORY_NL ||
        cat == UTF8PROC_CATEGORY_SC)
        return true;
    /* other symbols, but not arrows, the replacement characters, or the operators
     * ⌿ (U+233F, times-like) and ¦ (U+00A6, plus-like) */
    if (cat == UTF8PROC_CATEGORY_SO)
        return !(c >= 0x2190 && c <= 0x21FF) && c != 0xFFFC && c != 0xFFFD && c != 0x233F &&
               c != 0xA6;
    return id_math_symbol(c);
}

bool fe_id_start_char(uint32_t c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_') return true;
    if (c < 0xA1 || c > 0x10FFFF) return false;
    return id_start_cat(c);
}

bool fe_id_char(uint32_t c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
        (c >= '0' && c <= '9') || c == '!')
        return true;
    if (c < 0xA1 || c > 0x10FFFF) return false;
    if (id_start_cat(c)) return true;
    utf8proc_category_t cat = utf8proc_category((utf8proc_int32_t)c);
    if (cat == UTF8PROC_CATEGORY_MN || cat == UTF8PROC_CATEGORY_MC ||
        cat == UTF8PROC_CATEGORY_ND || cat == UTF8PROC_CATEGORY_PC ||
        cat == UTF8PROC_CATEGORY_SK || cat == UTF8PROC_CATEGORY_ME ||
        cat == UTF8PROC_CATEGORY_NO)
        return true;
    return (c >= 0x2032 && c <= 0x2037) || c == 0x2057;
}

bool fe_never_id_char(uint32_t c) {
    /* whitespace, control and punctuation that can never continue an identifier */
    if (c < 0x80) return !fe_id_char(c);
    utf8proc_category_t cat = utf8proc_category((utf8proc_int32_t)c);
    return cat == UTF8PROC_CATEGORY_ZS || cat == UTF8PROC_CATEGORY_ZL ||
           cat == UTF8PROC_CATEGORY_ZP || cat == UTF8PROC_CATEGORY_CC ||
           cat == UTF8PROC_CATEGORY_CF || (c >= 0x27E6 && c <= 0x27EF) ||
           (c >= 0x3008 && c <= 0x3011) || (c >= 0x3014 && c <= 0x301B);
}

bool fe_op_suffix_char(uint32_t c) {
    if (c < 0xA1 || c > 0x10FFFF) return false;
    utf8proc_category_t cat = utf8proc_category((utf8proc_int32_t)c);
    if (cat == UTF8PROC_CATEGORY_MN || cat == UTF8PROC_CATEGORY_MC ||
        cat == UTF8PROC_CATEGORY_ME)
        return true;
    return c == 0xB2 || c == 0xB3 || c == 0xB9 || (c >= 0x2032 && c <= 0x2037) ||
           c == 0x2057 || (c >= 0x2070 && c <= 0x209C && c != 0x2072 && c != 0x2073 &&
                           c != 0x208F) ||
           (c >= 0x1D62 && c <= 0x1D6A) || (c >= 0x02B0 && c <= 0x02B8) ||
           (c >= 0x02E1 && c <= 0x02E4) || c == 0x2C7C || (c >= 0x1D2C && c <= 0x1D61) ||
           c == 0x1D9C || c == 0x1DA0 || c == 0x1DBB || c == 0x1DBF || c == 0xA71D ||
           c == 0xA71E || c == 0xA71F;
}

bool fe_is_whitespace(uint32_t c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v' || c == 0xA0 ||
           c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 ||
           c == 0x202F || c == 0x205F || c == 0x3000 || c == 0x85;
}

/* Julia's character map, applied during NFC normalisation. */
static utf8proc_int32_t julia_charmap(utf8proc_int32_t c, void *data) {
    (void)data;
    switch (c) {
    case 0x025B: return 0x03B5; /* ɛ → ε */
    case 0x00B5: return 0x03BC; /* µ → μ */
    case 0x00B7: return 0x22C5; /* · → ⋅ */
    case 0x0387: return 0x22C5; /* · → ⋅ */
    case 0x2212: return 0x2D;   /* − → - */
    default: return c;
    }
}

char *fe_normalize_identifier(const char *s, size_t len, size_t *outlen) {
    bool ascii = true;
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)s[i] >= 0x80) { ascii = false; break; }
    char *out;
    if (ascii) {
        out = rt_alloc_atomic(len + 1);
        memcpy(out, s, len);
        out[len] = 0;
        if (outlen) *outlen = len;
        return out;
    }
    utf8proc_uint8_t *m = NULL;
    utf8proc_ssize_t n = utf8proc_map_custom((const utf8proc_uint8_t *)s, (utf8proc_ssize_t)len,
                                             &m, UTF8PROC_STABLE | UTF8PROC_COMPOSE,
                                             julia_charmap, NULL);
    if (n < 0) { /* invalid UTF-8: return a copy unchanged */
        out = rt_alloc_atomic(len + 1);
        memcpy(out, s, len);
        out[len] = 0;
        if (outlen) *outlen = len;
        return out;
    }
    out = rt_alloc_atomic((size_t)n + 1);
    memcpy(out, m, (size_t)n);
    out[n] = 0;
    free(m);
    if (outlen) *outlen = (size_t)n;
    return out;
}
