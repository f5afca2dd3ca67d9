/* strutil.c — String primitives that Base (runtime/base/string.jl, char.jl) calls by ccall.
 *
 * Indices are Julia's: 1-based byte indices. Callers in Julia check bounds and throw
 * BoundsError/StringIndexError; these helpers assume 1 <= i <= ncodeunits unless stated.
 * Decoding follows Julia's rules for String iteration: a lead byte takes as many following
 * continuation bytes as it announces, stopping early at the first non-continuation byte,
 * so malformed input still iterates (each malformed piece is one Char holding its bytes).
 * A Char is a UInt32 with the UTF-8 bytes left-aligned.
 */
#include <string.h>
#include <utf8proc.h>

#include "rt.h"

#define B(s, i) ((uint8_t)(s)->data[(i) - 1]) /* byte at 1-based index i */

int64_t rt_str_ncodeunits(rt_string *s) { return s->len; }
int64_t rt_str_codeunit(rt_string *s, int64_t i) { return B(s, i); }

/* Julia's thisind(s, i) for 1 <= i <= n: start of the character containing byte i. */
int64_t rt_str_thisind(rt_string *s, int64_t i) {
    if (i <= 1 || i > s->len) return i;
    uint8_t b = B(s, i);
    if ((b & 0xC0) != 0x80 || i - 1 < 1) return i;
    b = B(s, i - 1);
    if (b >= 0xC0 && b <= 0xF7) return i - 1;
    if ((b & 0xC0) != 0x80 || i - 2 < 1) return i;
    b = B(s, i - 2);
    if (b >= 0xE0 && b <= 0xF7) return i - 2;
    if ((b & 0xC0) != 0x80 || i - 3 < 1) return i;
    b = B(s, i - 3);
    if (b >= 0xF0 && b <= 0xF7) return i - 3;
    return i;
}

/* Julia's nextind(s, i) for 0 <= i <= n. */
int64_t rt_str_nextind(rt_string *s, int64_t i) {
    if (i == 0) return 1;
    int64_t n = s->len;
    uint8_t l = B(s, i);
    if (l < 0x80 || l >= 0xF8) return i + 1;
    if (l < 0xC0) {
        int64_t t = rt_str_thisind(s, i);
        return t < i ? rt_str_nextind(s, t) : i + 1;
    }
    if (++i > n) return i;
    if ((B(s, i) & 0xC0) != 0x80) return i;
    if (++i > n || l < 0xE0) return i;
    if ((B(s, i) & 0xC0) != 0x80) return i;
    if (++i > n || l < 0xF0) return i;
    if ((B(s, i) & 0xC0) != 0x80) return i;
    return i + 1;
}

/* Julia's prevind(s, i) for 1 <= i <= n + 1. */
int64_t rt_str_prevind(rt_string *s, int64_t i) {
    if (i <= 1) return i - 1;
    return rt_str_thisind(s, i - 1);
}

bool rt_str_isvalid(rt_string *s, int64_t i) {
    return i >= 1 && i <= s->len && rt_str_thisind(s, i) == i;
}

/* The Char starting at byte i (iteration's decoding; i must be a valid start). */
uint32_t rt_str_char_at(rt_string *s, int64_t i) {
    int64_t n = s->len;
    uint32_t b = B(s, i);
    uint32_t u = b << 24;
    if (b < 0xC0 || b >= 0xF8) return u;
    if (++i > n) return u;
    b = B(s, i);
    if ((b & 0xC0) != 0x80) return u;
    u |= b << 16;
    if (++i > n || u < 0xE0000000u) return u;
    b = B(s, i);
    if ((b & 0xC0) != 0x80) return u;
    u |= b << 8;
    if (++i > n || u < 0xF0000000u) return u;
    b = B(s, i);
    if ((b & 0xC0) != 0x80) return u;
    return u | b;
}

/* Number of Chars in bytes [i, j] (Julia's length(s, i, j) for valid i). */
int64_t rt_str_length_range(rt_string *s, int64_t i, int64_t j) {
    int64_t c = 0;
    const unsigned char *d = (const unsigned char *)s->data;
    int64_t top = j < s->len ? j : s->len;
    for (;;) { /* an ASCII byte is one Char: eight of them at a time, then one by one */
        while (i + 7 <= top) {
            uint64_t w;
            memcpy(&w, d + i - 1, 8);
            if (w & 0x8080808080808080ull) break;
            i += 8, c += 8;
        }
        while (i <= top && d[i - 1] < 0x80) i++, c++;
        if (i > j) break;
        i = rt_str_nextind(s, i); /* a non-ASCII Char, then ASCII may follow again */
        c++;
    }
    return c;
}
int64_t rt_str_length(rt_string *s) { return rt_str_length_range(s, 1, s->len); }

/* Bytes [i, j] as a new String (j may be i - 1). */
rt_string *rt_str_sub(rt_string *s, int64_t i, int64_t j) {
    if (j < i) return rt_string_n("", 0);
    return rt_string_n(s->data + i - 1, (size_t)(j - i + 1));
}

/* The UTF-8 bytes of Char c (1-4). */
static int rt_char_bytes(uint32_t c, char *out) {
    int n = 0;
    do {
        out[n++] = (char)(c >> 24);
        c <<= 8;
    } while (c);
    return n;
}

rt_string *rt_str_from_char(uint32_t c) {
    char b[4];
    return rt_string_n(b, (size_t)rt_char_bytes(c, b));
}

int64_t rt_char_ncodeunits(uint32_t c) {
    char b[4];
    return rt_char_bytes(c, b);
}

/* First byte index >= start where needle occurs, 0 if none; an empty needle matches at
 * start when start <= n + 1. The search itself runs on raw bytes: haystack h[0..n),
 * needle nd[0..m). */
static int64_t rt_bytes_search(const char *h, int64_t n, const char *nd, int64_t m, int64_t start) {
    if (start < 1) start = 1;
    if (m == 0) return start <= n + 1 ? start : 0;
    for (int64_t i = start; i + m - 1 <= n; i++) {
        const char *p = memchr(h + i - 1, nd[0], (size_t)(n - m + 2 - i));
        if (!p) return 0;
        i = p - h + 1;
        if (memcmp(p, nd, (size_t)m) == 0) return i;
    }
    return 0;
}

int64_t rt_str_search(rt_string *h, rt_string *nd, int64_t start) {
    return rt_bytes_search(h->data, h->len, nd->data, nd->len, start);
}

/* Last byte index <= start where needle begins, 0 if none. */
int64_t rt_str_rsearch(rt_string *h, rt_string *nd, int64_t start) {
    int64_t n = h->len, m = nd->len;
    if (start > n - m + 1) start = n - m + 1;
    for (int64_t i = start; i >= 1; i--)
        if (memcmp(h->data + i - 1, nd->data, (size_t)m) == 0) return i;
    return 0;
}

int64_t rt_str_search_char(rt_string *h, uint32_t c, int64_t start) {
    char b[4];
    int k = rt_char_bytes(c, b);
    return rt_bytes_search(h->data, h->len, b, k, start);
}

/* print(io, SubString): the code units offset+1 .. offset+n of s, written without a copy. */
void rt_print_substring(rt_iostream *io, rt_string *s, int64_t offset, int64_t n) {
    if (offset < 0 || n < 0 || offset + n > s->len)
        rt_throw_argument("SubString bounds %lld+%lld outside a %lld-byte String", (long long)offset,
                          (long long)n, (long long)s->len);
    rt_io_write(io, s->data + offset, (size_t)n);
}

int64_t rt_str_rsearch_char(rt_string *h, uint32_t c, int64_t start) {
    char b[4];
    int k = rt_char_bytes(c, b);
    rt_string *nd = rt_string_n(b, (size_t)k);
    return rt_str_rsearch(h, nd, start);
}

/* memcmp-order comparison: -1, 0, 1. */
int64_t rt_str_cmp(rt_string *a, rt_string *b) {
    size_t n = (size_t)(a->len < b->len ? a->len : b->len);
    int c = memcmp(a->data, b->data, n);
    if (c) return c < 0 ? -1 : 1;
    return a->len < b->len ? -1 : a->len > b->len ? 1 : 0;
}

bool rt_str_eq(rt_string *a, rt_string *b) {
    return a->len == b->len && memcmp(a->data, b->data, (size_t)a->len) == 0;
}

rt_string *rt_str_concat2(rt_string *a, rt_string *b) {
    rt_string *parts[2] = {a, b};
    return rt_string_concat(2, parts);
}

rt_string *rt_str_repeat(rt_string *s, int64_t n) {
    if (n < 0) rt_throw_argument("can't repeat a string %lld times", (long long)n);
    size_t m = (size_t)s->len;
    rt_string *r = rt_string_alloc(m * (size_t)n);
    for (int64_t k = 0; k < n; k++) memcpy(r->data + (size_t)k * m, s->data, m);
    return r;
}

/* Characters in reverse order (each malformed piece stays one unit). */
rt_string *rt_str_reverse(rt_string *s) {
    rt_string *r = rt_string_alloc((size_t)s->len);
    int64_t i = 1, o = s->len;
    while (i <= s->len) {
        int64_t nx = rt_str_nextind(s, i);
        o -= nx - i;
        memcpy(r->data + o, s->data + i - 1, (size_t)(nx - i));
        i = nx;
    }
    return r;
}

/* ---------------------------------------------------------------- characters */
static bool rt_char_ok(uint32_t c, uint32_t *cp) {
    *cp = rt_char_codepoint(c);
    return *cp != 0xFFFFFFFFu && *cp <= 0x10FFFF;
}

/* utf8proc category of a Char; 31 for malformed/overlong/out-of-range. */
int64_t rt_char_category(uint32_t c) {
    uint32_t cp;
    if (!rt_char_ok(c, &cp)) return 31;
    return utf8proc_category((utf8proc_int32_t)cp);
}

/* mode 0 upper, 1 lower, 2 title; invalid chars are returned unchanged. */
uint32_t rt_char_case(uint32_t c, int64_t mode) {
    uint32_t cp;
    if (!rt_char_ok(c, &cp)) return c;
    utf8proc_int32_t r = mode == 0   ? utf8proc_toupper((utf8proc_int32_t)cp)
                         : mode == 1 ? utf8proc_tolower((utf8proc_int32_t)cp)
                                     : utf8proc_totitle((utf8proc_int32_t)cp);
    return rt_char_from_codepoint((uint32_t)r);
}

bool rt_char_isupper(uint32_t c) {
    uint32_t cp;
    return rt_char_ok(c, &cp) && utf8proc_isupper((utf8proc_int32_t)cp);
}
bool rt_char_islower(uint32_t c) {
    uint32_t cp;
    return rt_char_ok(c, &cp) && utf8proc_islower((utf8proc_int32_t)cp);
}

/* Whole-string case mapping: 0 upper, 1 lower, 2 titlecase (words start after a
 * non-letter; other letters lowered), 3 uppercasefirst, 4 lowercasefirst. */
rt_string *rt_str_case(rt_string *s, int64_t mode) {
    rt_iostream *io = rt_new_memio();
    bool start = true;
    for (int64_t i = 1; i <= s->len;) {
        uint32_t c = rt_str_char_at(s, i), m = c;
        int64_t nx = rt_str_nextind(s, i);
        if (mode <= 1) {
            m = rt_char_case(c, mode);
        } else if (mode == 2) {
            int64_t cat = rt_char_category(c);
            bool letter = cat >= UTF8PROC_CATEGORY_LU && cat <= UTF8PROC_CATEGORY_LO;
            if (!letter) {
                start = true;
            } else {
                m = rt_char_case(c, start ? 2 : 1);
                start = false;
            }
        } else if (i == 1) {
            m = rt_char_case(c, mode == 3 ? 2 : 1);
        } else {
            rt_io_write(io, s->data + i - 1, (size_t)(s->len - i + 1));
            break;
        }
        if (m == c) {
            rt_io_write(io, s->data + i - 1, (size_t)(nx - i));
        } else {
            char b[4];
            rt_io_write(io, b, (size_t)rt_char_bytes(m, b));
        }
        i = nx;
    }
    return rt_memio_string(io);
}

/* Field name i (1-based) of a struct or NamedTuple type, as a Symbol. */
rt_value *rt_fieldname(rt_value *T, int64_t i) {
    rt_type *t = (rt_type *)T;
    rt_sym **names = t->fieldnames ? t->fieldnames : t->name->fieldnames;
    if (!names || i < 1 || i > t->nfields) rt_throw_argument("field index out of range");
    return (rt_value *)names[i - 1];
}

/* fieldcount(T): the number of fields of a struct type (UnionAlls unwrapped), as Julia's
 * ArgumentError for a type without a definite number of fields. */
int64_t rt_fieldcount(rt_value *T) {
    rt_value *u = rt_unwrap_unionall(T);
    rt_type *dt = (rt_type *)u;
    bool va = rt_is_datatype(u) && dt->name == rt_tuple_typename && dt->nparams > 0 &&
              rt_is_vararg(dt->params[dt->nparams - 1]); /* Tuple{Vararg{Int}} */
    if (!rt_is_datatype(u) || (dt->flags & RT_ABSTRACT) || va)
        rt_throw_argument("type does not have a definite number of fields");
    return dt->nfields;
}

/* Julia's isvalid(c::Char): well-formed, not overlong, and a Unicode scalar value. */
bool rt_char_isvalid(uint32_t c) {
    uint32_t cp = rt_char_codepoint(c);
    return cp != 0xFFFFFFFFu && cp <= 0x10FFFF && !(cp >= 0xD800 && cp <= 0xDFFF);
}

/* Core.isdefined(x, field) for structs and named tuples (field a Symbol or an Int). */
bool rt_isdefined_field(rt_value *x, rt_value *sel) {
    int k = rt_field_index(rt_typeof(x), sel);
    return k >= 0 && rt_get_field(x, k) != NULL;
}

/* Base.structdiff(nt, NamedTuple{names}): the fields of nt whose names are not in names. */
rt_value *rt_structdiff(rt_value *nt, rt_value *NT) {
    rt_type *t = rt_typeof(nt);
    rt_value *uw = rt_unwrap_unionall(NT);
    rt_type *u = rt_is_datatype(uw) ? (rt_type *)uw : NULL;
    rt_value *names = u && u->nparams > 0 ? u->params[0] : NULL;
    if (names && !(rt_typeof(names)->flags & RT_TUPLE)) names = NULL;
    rt_sym **fn = t->fieldnames ? t->fieldnames : t->name->fieldnames;
    rt_value *keep[64], *vals[64];
    int n = 0;
    for (int i = 0; i < t->nfields && n < 64; i++) {
        bool drop = false;
        if (names)
            for (int k = 0; k < rt_typeof(names)->nfields; k++)
                if (rt_get_field(names, k) == (rt_value *)fn[i]) drop = true;
        if (drop) continue;
        keep[n] = (rt_value *)fn[i];
        vals[n++] = rt_get_field(nt, i);
    }
    return rt_namedtuple_new(rt_new_tuple(n, keep), rt_new_tuple(n, vals));
}

/* Symbol(s::String). */
rt_value *rt_str_to_symbol(rt_string *s) {
    if (memchr(s->data, 0, (size_t)s->len))
        rt_throw_argument("Symbol name may not contain \\0");
    return (rt_value *)rt_symbol_n(s->data, (size_t)s->len);
}

/* throw(StringIndexError(s, i)) (the Core struct has no Julia-side constructor). */
_Noreturn void rt_throw_string_index(rt_value *s, int64_t i) {
    rt_value *v[2] = {s, rt_box_int64(i)};
    rt_throw(rt_new_struct(rt_stringindexerror_type, 2, v));
}
