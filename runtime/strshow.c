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

/* A function as Julia's show_function prints it. A named function prints its name; show
 * qualifies one of a module other than Main that Base or Core does not export (Base.tail,
 * Main.M.f). Other Function objects print their method table's name when compact (print,
 * :compact): a closure's type is `#inner#3` (named inner function) or `#1#2` (anonymous,
 * function name `#1`), giving `inner` or `#1`; a struct declared `<: Function` has a table
 * named after it. Otherwise nothing is printed and false is returned: the caller shows the
 * object as a struct (`var"#1#2"()`), as Julia's show_default does. */
bool rt_show_function(rt_iostream *io, rt_value *f, bool compact) {
    rt_type *t = rt_typeof(f);
    if ((t->flags & RT_FUNCTION) && ((rt_function *)f)->name) {
        rt_sym *n = ((rt_function *)f)->name;
        /* show (not print) qualifies a function of a module other than Main, unless Base
         * or Core exports it: Base.tail, Main.M.f (Julia's show_function) */
        rt_module *m = t->name->module;
        if (!compact && m && m != rt_main_module) {
            bool bare = false;
            if (m == rt_base_module || m == rt_core_module) {
                rt_binding *b = rt_find_binding(m, n);
                bare = (b && b->exported) || (t->name->flags & RT_AOT_EXPORTED);
            }
            if (!bare) {
                rt_print_module_path(io, m);
                rt_io_write(io, ".", 1);
            }
        }
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

/* Base's `:` is Julia's Colon(): its type prints as Colon, and calls of it as (::Colon)(…) */
bool rt_is_colon_type(rt_type *t) {
    return (t->flags & RT_FUNCTION) && t->name->module == rt_base_module && !strcmp(t->name->name->name, "#:");
}

int64_t rt_method_count(rt_value *f) { return rt_method_count_hook ? rt_method_count_hook(f) : -1; }

/* ---------------------------------------------------------------- parsing */
/* parse(Int64, s; base), Julia 1.7's tryparse_internal step for step: whitespace (Julia's
 * isspace, Unicode spaces included), a sign, whitespace again, with base 0 a 0b/0o/0x
 * prefix, then digits; a whitespace character ends the digits and only whitespace may
 * follow. Status: 0 ok (*out set), 1 empty or only whitespace (a lone sign too),
 * 2 bad digit (*bad = byte index of the offending character), 3 overflow (at the first
 * digit that overflows, before any later bad digit), 4 premature end (a prefix with
 * nothing after it), 5 extra characters after whitespace. */
/* a digit's value (0-9, then letters) for bases up to 36 and above 36 (upper case first
 * there); 99 for any other byte, non-ASCII lead bytes included */
static unsigned char digit36[256], digit62[256];
static bool digit_tables_ready; /* digit36/digit62 filled in */
static void rt_digit_tables(void) {
    for (int c = 0; c < 256; c++) digit36[c] = digit62[c] = 99;
    for (int c = '0'; c <= '9'; c++) digit36[c] = digit62[c] = (unsigned char)(c - '0');
    for (int c = 'A'; c <= 'Z'; c++) digit36[c] = digit62[c] = (unsigned char)(c - 'A' + 10);
    for (int c = 'a'; c <= 'z'; c++) {
        digit36[c] = (unsigned char)(c - 'a' + 10);
        digit62[c] = (unsigned char)(c - 'a' + 36);
    }
    digit_tables_ready = true;
}

/* Julia's isspace(c) for the Char c (its UTF-8 bytes left-aligned) */
static bool rt_char_isspace(uint32_t c) {
    uint32_t b = c >> 24;
    if (c < 0x80000000u) return b == ' ' || (b >= '\t' && b <= '\r');
    if (c == 0xC2850000u) return true; /* U+0085 */
    return c >= 0xC2A00000u && rt_char_category(c) == UTF8PROC_CATEGORY_ZS;
}

/* The Char at 0-based byte i of s, and (in *next) the byte after it. */
static uint32_t rt_parse_char(rt_string *s, int64_t i, int64_t *next) {
    unsigned char b = (unsigned char)s->data[i];
    if (b < 0x80) {
        *next = i + 1;
        return (uint32_t)b << 24;
    }
    *next = rt_str_nextind(s, i + 1) - 1;
    return rt_str_char_at(s, i + 1);
}

static _Thread_local int64_t parse_base; /* the base the last rt_parse_int used */

int64_t rt_parse_int(rt_string *s, int64_t base, int64_t *out, int64_t *bad) {
    if (!digit_tables_ready) rt_digit_tables();
    int64_t n = s->len, i = 0, nx = 0;
    uint32_t c = 0;
    /* the preamble: whitespace, a sign, whitespace, a prefix */
    while (i < n && rt_char_isspace(c = rt_parse_char(s, i, &nx))) i = nx;
    if (i >= n) return 1;
    bool neg = false;
    if (c == ((uint32_t)'-' << 24) || c == ((uint32_t)'+' << 24)) {
        neg = c == ((uint32_t)'-' << 24);
        i = nx;
        while (i < n && rt_char_isspace(c = rt_parse_char(s, i, &nx))) i = nx;
        if (i >= n) return 1;
    }
    int64_t b = base;
    if (b <= 0) {
        b = 10;
        if (c == ((uint32_t)'0' << 24) && nx < n) {
            int64_t after;
            uint32_t c2 = rt_parse_char(s, nx, &after) >> 24;
            b = c2 == 'b' ? 2 : c2 == 'o' ? 8 : c2 == 'x' ? 16 : 10;
            if (b != 10) {
                i = after;
                if (i >= n) return 4;
            }
        }
    }
    parse_base = b;
    const unsigned char *dv = b <= 36 ? digit36 : digit62;
    const unsigned char *p = (const unsigned char *)s->data;
    int64_t v = 0, first = i;
    /* the digits; after the first, a whitespace character ends them */
    while (i < n) {
        unsigned d = dv[p[i]];
        if (d >= (unsigned)b) {
            if (i > first && rt_char_isspace(rt_parse_char(s, i, &nx))) break;
            *bad = i + 1;
            return 2;
        }
        if (__builtin_mul_overflow(v, b, &v) ||
            (neg ? __builtin_sub_overflow(v, (int64_t)d, &v) : __builtin_add_overflow(v, (int64_t)d, &v)))
            return 3;
        i++;
    }
    /* after whitespace, only whitespace */
    while (i < n) {
        c = rt_parse_char(s, i, &nx);
        if (!rt_char_isspace(c)) return 5;
        i = nx;
    }
    *out = v;
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
int64_t rt_parse_int_base(void) { return parse_base; } /* with base 0, the prefix's base */

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
