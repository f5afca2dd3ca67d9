/* strshow.c — the text side of show for strings, chars and symbols, and number parsing.
 *
 * rt_show_string writes Julia's quoted form (escape_string with '"' and '$' escaped);
 * rt_show_char the single-quoted form with Julia's escapes (`'\n'`, `'\x01'`, `'\u200b'`,
 * `'\U1f600'` when unprintable, `'\xff'` for malformed bytes). Printability is Julia's
 * isprint: utf8proc category between Lu and Zs. rt_parse_int / rt_parse_float return a
 * status code; Base (parse.jl) turns it into Julia's exception with Julia's wording.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "rt.h"

int64_t rt_str_nextind(rt_string *s, int64_t i);
uint32_t rt_str_char_at(rt_string *s, int64_t i);
int64_t rt_char_category(uint32_t c);

static const char rt_hexd[] = "0123456789abcdef";

static bool rt_isprint_char(uint32_t c) {
    int64_t cat = rt_char_category(c);
    return cat >= UTF8PROC_CATEGORY_LU && cat <= UTF8PROC_CATEGORY_ZS;
}

static void rt_put_hex(rt_iostream *io, const char *pre, uint32_t u, int pad) {
    char b[16];
    int n = 0;
    do {
        b[n++] = rt_hexd[u & 0xF];
        u >>= 4;
    } while (u);
    while (n < pad) b[n++] = '0';
    rt_io_puts(io, pre);
    while (n) rt_io_putc(io, b[--n]);
}

static bool rt_isxdigit_byte(int c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Julia's escape_string(io, s, esc) for esc = "\"$" (quoted) or "" (bare). */
void rt_escape_string(rt_iostream *io, rt_string *s, bool quoted) {
    for (int64_t i = 1; i <= s->len;) {
        uint32_t c = rt_str_char_at(s, i);
        int64_t nx = rt_str_nextind(s, i);
        int next = nx <= s->len ? (uint8_t)s->data[nx - 1] : -1; /* peek: first byte */
        uint32_t cp = rt_char_codepoint(c);
        if (quoted && (c == ('"' << 24) || c == ('$' << 24))) {
            rt_io_putc(io, '\\');
            rt_io_putc(io, (int)(c >> 24));
        } else if (c < 0x80000000u) {
            int a = (int)(c >> 24);
            if (a == 0)
                rt_io_puts(io, next >= '0' && next <= '7' ? "\\x00" : "\\0");
            else if (a == 0x1b)
                rt_io_puts(io, "\\e");
            else if (a == '\\')
                rt_io_puts(io, "\\\\");
            else if (a >= 7 && a <= 13) {
                rt_io_putc(io, '\\');
                rt_io_putc(io, "abtnvfr"[a - 7]);
            } else if (a >= 0x20 && a < 0x7f)
                rt_io_putc(io, a);
            else
                rt_put_hex(io, "\\x", (uint32_t)a, 2);
        } else if (cp != 0xFFFFFFFFu) {
            if (rt_isprint_char(c))
                rt_io_write(io, s->data + i - 1, (size_t)(nx - i));
            else if (cp <= 0xFFFF)
                rt_put_hex(io, "\\u", cp, rt_isxdigit_byte(next) ? 4 : 2);
            else
                rt_put_hex(io, "\\U", cp, rt_isxdigit_byte(next) ? 8 : 4);
        } else {
            for (int64_t k = i; k < nx; k++) rt_put_hex(io, "\\x", (uint8_t)s->data[k - 1], 2);
        }
        i = nx;
    }
}

void rt_show_string(rt_iostream *io, rt_string *s) {
    rt_io_putc(io, '"');
    rt_escape_string(io, s, true);
    rt_io_putc(io, '"');
}

void rt_show_char(rt_iostream *io, uint32_t c) {
    static const char from[] = "\0\a\b\t\n\v\f\r\x1b'\\", to[] = "0abtnvfre'\\";
    if (c <= ((uint32_t)'\\' << 24) && !(c & 0xFFFFFF)) {
        const char *p = memchr(from, (int)(c >> 24), sizeof from - 1);
        if (p) {
            rt_io_puts(io, "'\\");
            rt_io_putc(io, to[p - from]);
            rt_io_putc(io, '\'');
            return;
        }
    }
    uint32_t cp = rt_char_codepoint(c);
    if (cp == 0xFFFFFFFFu) { /* malformed or overlong: its bytes in hex */
        rt_io_putc(io, '\'');
        uint32_t u = c;
        do {
            rt_put_hex(io, "\\x", u >> 24, 2);
            u <<= 8;
        } while (u);
        rt_io_putc(io, '\'');
    } else if (rt_isprint_char(c)) {
        char b[5];
        int n = 0;
        uint32_t u = c;
        do {
            b[n++] = (char)(u >> 24);
            u <<= 8;
        } while (u);
        rt_io_putc(io, '\'');
        rt_io_write(io, b, (size_t)n);
        rt_io_putc(io, '\'');
    } else {
        int d = 8 - (cp ? __builtin_clz(cp) >> 2 : 8);
        if (d < 2) d = 2;
        rt_put_hex(io, cp <= 0x7F ? "'\\x" : cp <= 0xFFFF ? "'\\u" : "'\\U", cp, d);
        rt_io_putc(io, '\'');
    }
}

/* Julia prints a Symbol bare after ':' when it parses as an identifier or operator. */
static bool rt_sym_is_ident(const char *p, size_t n) {
    if (n == 0) return false;
    static const char *kw[] = {"begin", "while", "if", "for", "try", "return", "break",
                               "continue", "function", "macro", "quote", "let", "local",
                               "global", "const", "do", "struct", "module", "baremodule",
                               "using", "import", "export", "end", "else", "elseif", "catch",
                               "finally", "true", "false", NULL};
    for (int k = 0; kw[k]; k++)
        if (strlen(kw[k]) == n && !memcmp(kw[k], p, n)) return false;
    utf8proc_ssize_t off = 0;
    bool first = true;
    while ((size_t)off < n) {
        utf8proc_int32_t cp;
        utf8proc_ssize_t k = utf8proc_iterate((const utf8proc_uint8_t *)p + off,
                                              (utf8proc_ssize_t)n - off, &cp);
        if (k <= 0) return false;
        off += k;
        bool ok;
        if (cp < 0x80) {
            ok = (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || cp == '_' ||
                 (!first && ((cp >= '0' && cp <= '9') || cp == '!'));
        } else {
            utf8proc_category_t cat = utf8proc_category(cp);
            ok = (cat >= UTF8PROC_CATEGORY_LU && cat <= UTF8PROC_CATEGORY_LO) ||
                 cat == UTF8PROC_CATEGORY_NL || cat == UTF8PROC_CATEGORY_SC ||
                 cat == UTF8PROC_CATEGORY_SO ||
                 (!first && (cat == UTF8PROC_CATEGORY_MN || cat == UTF8PROC_CATEGORY_MC ||
                             cat == UTF8PROC_CATEGORY_ME || cat == UTF8PROC_CATEGORY_ND ||
                             cat == UTF8PROC_CATEGORY_NO || cat == UTF8PROC_CATEGORY_PC ||
                             cat == UTF8PROC_CATEGORY_LM || cat == UTF8PROC_CATEGORY_SK));
        }
        if (!ok) return false;
        first = false;
    }
    return true;
}

static bool rt_sym_is_operator(const char *p, size_t n) {
    static const char *ops[] = {"+", "-", "*", "/", "\\", "^", "%", "÷", "==", "!=", "<",
                                "<=", ">", ">=", "===", "!==", "=>", "&", "|", "⊻", "<<",
                                ">>", ">>>", "!", "~", ":", "..", "//", "|>", "<|", "∘",
                                "≤", "≥", "≠", "≡", "∈", "∉", "√", "∛", "⋅", "×", "-->",
                                "<:", ">:", "→", "±", "∓", "⊆", "⊇", "∪", "∩", ".+", ".*",
                                ".-", "./", ".^", ".==", NULL};
    for (int k = 0; ops[k]; k++)
        if (strlen(ops[k]) == n && !memcmp(ops[k], p, n)) return true;
    return false;
}

void rt_show_symbol(rt_iostream *io, rt_sym *s) {
    if (rt_sym_is_ident(s->name, s->len) || rt_sym_is_operator(s->name, s->len)) {
        rt_io_putc(io, ':');
        rt_io_write(io, s->name, s->len);
    } else {
        rt_io_puts(io, "Symbol(");
        rt_show_string(io, rt_string_n(s->name, s->len));
        rt_io_putc(io, ')');
    }
}

void rt_print_symbol_io(rt_iostream *io, rt_sym *s) { rt_io_write(io, s->name, s->len); }

/* Print a Type value (Julia's show for types). */
void rt_show_type_io(rt_iostream *io, rt_value *t) { rt_print_type(io, t); }

/* A function as Julia's show_function prints it. A named function prints its name. Other
 * Function objects print their method table's name when compact (print, :compact): a
 * closure's type is `#inner#3` (named inner function) or `#1#2` (anonymous, function name
 * `#1`), giving `inner` or `#1`; a struct declared `<: Function` has a table named after
 * it. Otherwise nothing is printed and false is returned: the caller shows the object as a
 * struct (`var"#1#2"()`), as Julia's show_default does. */
bool rt_show_function(rt_iostream *io, rt_value *f, bool compact) {
    rt_type *t = rt_typeof(f);
    if ((t->flags & RT_FUNCTION) && ((rt_function *)f)->name) {
        rt_sym *n = ((rt_function *)f)->name;
        rt_io_write(io, n->name, n->len);
        return true;
    }
    if (!compact) return false;
    const char *nm = t->name->name->name;
    size_t len = t->name->name->len;
    const char *last = NULL; /* the `#` before a closure type's counter */
    for (size_t k = 1; len > 1 && nm[0] == '#' && k < len; k++)
        if (nm[k] == '#') last = nm + k;
    if (!last) {
        if (t->super != rt_function_type) return false;
        rt_io_write(io, nm, len);
        return true;
    }
    size_t i = 1;
    while (nm + i < last && nm[i] >= '0' && nm[i] <= '9') i++;
    if (nm + i == last) rt_io_write(io, nm, (size_t)(last - nm)); /* `#1` */
    else rt_io_write(io, nm + 1, (size_t)(last - nm - 1));       /* `inner` */
    return true;
}

int64_t (*rt_method_count_hook)(rt_value *f);

/* f is a generic function with a name of its own (not a closure or a callable object) */
bool rt_function_named(rt_value *f) {
    return (rt_typeof(f)->flags & RT_FUNCTION) && ((rt_function *)f)->name;
}

int64_t rt_method_count(rt_value *f) { return rt_method_count_hook ? rt_method_count_hook(f) : -1; }

/* ---------------------------------------------------------------- parsing */
/* parse(Int64, s; base): 0 ok (*out set), 1 empty/whitespace, 2 bad digit (*bad = byte
 * index of the offending char), 3 overflow, 4 premature end (sign only). Leading and
 * trailing whitespace is allowed, as is a sign; base 16/8/2 accept 0x/0o/0b only when
 * base is 0 (unspecified in Julia means 10 unless a prefix is present). */
/* one more than the value of a hexadecimal digit in either case; 0 for any other byte */
static const unsigned char hexval1[256] = {
    ['0'] = 1, ['1'] = 2, ['2'] = 3, ['3'] = 4, ['4'] = 5, ['5'] = 6, ['6'] = 7, ['7'] = 8,
    ['8'] = 9, ['9'] = 10, ['a'] = 11, ['b'] = 12, ['c'] = 13, ['d'] = 14, ['e'] = 15,
    ['f'] = 16, ['A'] = 11, ['B'] = 12, ['C'] = 13, ['D'] = 14, ['E'] = 15, ['F'] = 16,
};

int64_t rt_parse_int(rt_string *s, int64_t base, int64_t *out, int64_t *bad) {
    const unsigned char *p = (const unsigned char *)s->data;
    int64_t n = s->len, i = 0;
    while (i < n && (p[i] == ' ' || (p[i] >= '\t' && p[i] <= '\r'))) i++;
    int64_t e = n;
    while (e > i && (p[e - 1] == ' ' || (p[e - 1] >= '\t' && p[e - 1] <= '\r'))) e--;
    if (i >= e) return 1;
    bool neg = false;
    if (p[i] == '+' || p[i] == '-') {
        neg = p[i] == '-';
        i++;
        if (i >= e) return 4;
    }
    int64_t b = base;
    if (b <= 0) {
        b = 10;
        if (e - i > 2 && p[i] == '0') {
            if (p[i + 1] == 'x') b = 16, i += 2;
            else if (p[i + 1] == 'o') b = 8, i += 2;
            else if (p[i + 1] == 'b') b = 2, i += 2;
        }
    }
    unsigned __int128 acc = 0;
    bool ovf = false;
    /* fast path: digits below the base while the value fits easily in 64 bits (at most
     * 15 digits of base <= 16: 16^15 < 2^63); the general loop below finishes the rest */
    if (b <= 16) {
        uint64_t a64 = 0;
        int64_t lim = i + 15 < e ? i + 15 : e;
        for (; i < lim; i++) {
            unsigned d = hexval1[p[i]] - 1u; /* a table: no branch on digit vs letter */
            if (d >= (unsigned)b) break;
            a64 = a64 * (uint64_t)b + d;
        }
        acc = a64;
    }
    for (; i < e; i++) {
        int c = p[i], d;
        if (c >= '0' && c <= '9') d = c - '0';
        else if (c >= 'a' && c <= 'z') d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'Z') d = c - 'A' + (b > 36 ? 36 : 10);
        else d = 99;
        if (d >= b) {
            *bad = i + 1;
            return 2;
        }
        acc = acc * (unsigned)b + (unsigned)d;
        if (acc > ((unsigned __int128)INT64_MAX + 1)) ovf = true, acc = 0;
    }
    if (ovf || (!neg && acc > (unsigned __int128)INT64_MAX)) return 3;
    *out = neg ? (int64_t)(0 - (uint64_t)acc) : (int64_t)acc;
    return 0;
}

/* parse(Float64, s): 0 ok, 1 invalid. Julia accepts surrounding whitespace, Inf/NaN forms
 * (inf, infinity, nan in any case, signed) and C's strtod syntax minus hex floats. */
int64_t rt_parse_float(rt_string *s, double *out) {
    const char *p = s->data;
    int64_t n = s->len, i = 0;
    while (i < n && (p[i] == ' ' || (p[i] >= '\t' && p[i] <= '\r'))) i++;
    int64_t e = n;
    while (e > i && (p[e - 1] == ' ' || (p[e - 1] >= '\t' && p[e - 1] <= '\r'))) e--;
    if (i >= e || memchr(p + i, 0, (size_t)(e - i))) return 1;
    for (int64_t k = i; k < e; k++)
        if (p[k] == 'x' || p[k] == 'X' || p[k] == 'p' || p[k] == 'P') return 1;
    char small[128], *buf = e - i < (int64_t)sizeof small ? small : malloc((size_t)(e - i) + 1);
    if (!buf) return 1;
    memcpy(buf, p + i, (size_t)(e - i));
    buf[e - i] = 0;
    errno = 0;
    char *end;
    double v = strtod(buf, &end);
    bool ok = end == buf + (e - i) && end != buf;
    if (buf != small) free(buf);
    if (!ok) return 1;
    *out = v;
    return 0;
}

/* Boxed forms for Base: the Int64 / Float64 on success; on failure parse_int gives the
 * tuple (code, index of the bad char) and parse_float gives nothing. */
/* parse(Int64, s; base) without boxing: the value, with the status of the last parse on
 * this thread (rt_parse_int_status: 0 or rt_parse_int's error code; rt_parse_int_bad: the
 * offending byte index) read right after. */
static _Thread_local int64_t parse_status, parse_bad;

int64_t rt_parse_int_value(rt_string *s, int64_t base) {
    int64_t v = 0;
    parse_bad = 0;
    parse_status = rt_parse_int(s, base, &v, &parse_bad);
    return v;
}

int64_t rt_parse_int_status(void) { return parse_status; }
int64_t rt_parse_int_bad(void) { return parse_bad; }

rt_value *rt_parse_float_any(rt_string *s) {
    double v;
    return rt_parse_float(s, &v) == 0 ? rt_box_float64(v) : rt_nothing;
}

/* string(n; base, pad) for Int64: sign, then digits (base 2..36) zero-padded to pad. */
rt_value *rt_str_int_base(int64_t x, int64_t base, int64_t pad) {
    char b[200];
    int k = 0;
    if (x < 0) b[k++] = '-';
    uint64_t u = x < 0 ? (uint64_t)0 - (uint64_t)x : (uint64_t)x;
    k += rt_format_uint64(b + k, u, (int)base, (int)(pad < 0 ? 0 : pad > 128 ? 128 : pad));
    return (rt_value *)rt_string_n(b, (size_t)k);
}
