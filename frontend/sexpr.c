/* sexpr.c — fe_print_sexpr: Julia's Meta.show_sexpr format without line-number nodes and
 * without the block indentation: (:call, :+, 1, 2), (:block, (:call, :f)), (:tuple,),
 * QuoteNodes as (:quote, :x). Leaves print as Julia's `show` does (symbols, strings with
 * escapes, Float64/Float32, unsigned hex, Char, Bool, nothing).
 */
#include "fe_internal.h"
#include <string.h>
#include <utf8proc.h>

static bool printable(uint32_t c) {
    if (c == ' ') return true;
    utf8proc_category_t cat = utf8proc_category((utf8proc_int32_t)c);
    return !(cat == UTF8PROC_CATEGORY_CC || cat == UTF8PROC_CATEGORY_CF ||
             cat == UTF8PROC_CATEGORY_CO || cat == UTF8PROC_CATEGORY_CS ||
             cat == UTF8PROC_CATEGORY_CN || cat == UTF8PROC_CATEGORY_ZS ||
             cat == UTF8PROC_CATEGORY_ZL || cat == UTF8PROC_CATEGORY_ZP);
}

static bool is_hex(int c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Julia's escape_string for text s with the extra escaped characters in esc. */
static void escape(FILE *out, const char *s, size_t n, const char *esc) {
    for (size_t i = 0; i < n;) {
        uint32_t c;
        int k = fe_utf8_decode(s + i, n - i, &c);
        int next = i + (size_t)(k > 0 ? k : 1) < n ? (unsigned char)s[i + (size_t)(k > 0 ? k : 1)] : -1;
        if (k <= 0) {
            fprintf(out, "\\x%02x", (unsigned char)s[i]);
            i++;
            continue;
        }
        i += (size_t)k;
        if (c == 0) fputs(next >= '0' && next <= '7' ? "\\x00" : "\\0", out);
        else if (c == 0x1b) fputs("\\e", out);
        else if (c == '\\') fputs("\\\\", out);
        else if (c < 0x80 && strchr(esc, (int)c)) fprintf(out, "\\%c", (int)c);
        else if (c >= 0x20 && c < 0x7f) fputc((int)c, out);
        else if (c == '\a') fputs("\\a", out);
        else if (c == '\b') fputs("\\b", out);
        else if (c == '\t') fputs("\\t", out);
        else if (c == '\n') fputs("\\n", out);
        else if (c == '\v') fputs("\\v", out);
        else if (c == '\f') fputs("\\f", out);
        else if (c == '\r') fputs("\\r", out);
        else if (c < 0x80) fprintf(out, "\\x%02x", c);
        else if (printable(c)) fwrite(s + i - (size_t)k, 1, (size_t)k, out);
        else if (c <= 0xFFFF) fprintf(out, is_hex(next) ? "\\u%04x" : "\\u%x", c);
        else fprintf(out, is_hex(next) ? "\\U%08x" : "\\U%x", c);
    }
}

static bool sym_is_identifier(rt_sym *s) {
    if (s->len == 0 || !strcmp(s->name, "true") || !strcmp(s->name, "false")) return false;
    size_t i = 0;
    bool first = true;
    while (i < s->len) {
        uint32_t c;
        int k = fe_utf8_decode(s->name + i, s->len - i, &c);
        if (k <= 0) return false;
        if (first ? !fe_id_start_char(c) : !fe_id_char(c)) return false;
        first = false;
        i += (size_t)k;
    }
    return true;
}

static void show_symbol(FILE *out, rt_sym *s) {
    static const char *quoted[] = {":", "::", ":=", "=", "==", "===", "=>"};
    for (size_t i = 0; i < sizeof quoted / sizeof quoted[0]; i++)
        if (!strcmp(s->name, quoted[i])) {
            fprintf(out, ":(%s)", s->name);
            return;
        }
    if (sym_is_identifier(s) ||
        ((fe_op_flags(s) & OPF_OP) && strcmp(s->name, "'")) || !strcmp(s->name, ".")) {
        fprintf(out, ":%s", s->name);
        return;
    }
    fputs("Symbol(\"", out);
    escape(out, s->name, s->len, "\"$");
    fputs("\")", out);
}

static void show_char(FILE *out, uint32_t rep) {
    char b[4];
    int n = 0;
    for (int i = 0; i < 4; i++) {
        unsigned char byte = (unsigned char)(rep >> (24 - 8 * i));
        if (i > 0 && byte == 0) break;
        b[n++] = (char)byte;
    }
    if (n == 0) n = 1;
    fputc('\'', out);
    escape(out, b, (size_t)n, "'");
    fputc('\'', out);
}

static void show_u128(FILE *out, unsigned __int128 v, bool neg) {
    char buf[48];
    int n = 0;
    do {
        buf[n++] = (char)('0' + (int)(v % 10));
        v /= 10;
    } while (v);
    if (neg) fputc('-', out);
    while (n) fputc(buf[--n], out);
}

static void show_value(FILE *out, rt_value *v) {
    if (!v) {
        fputs("#NULL", out);
        return;
    }
    rt_type *t = rt_typeof(v);
    if (t == rt_symbol_type) show_symbol(out, (rt_sym *)v);
    else if (t == rt_int64_type) fprintf(out, "%lld", (long long)rt_unbox_int64(v));
    else if (t == rt_float64_type) {
        char buf[40];
        int n = rt_format_float64(buf, rt_unbox_float64(v));
        fwrite(buf, 1, (size_t)n, out);
    } else if (t == rt_float32_type) {
        char buf[40];
        int n = rt_format_float32(buf, *(float *)rt_data(v), true);
        fwrite(buf, 1, (size_t)n, out);
    } else if (t == rt_bool_type) fputs(v == rt_true || rt_unbox_bool(v) ? "true" : "false", out);
    else if (t == rt_nothing_type) fputs("nothing", out);
    else if (t == rt_string_type) {
        rt_string *s = (rt_string *)v;
        fputc('"', out);
        escape(out, s->data, (size_t)s->len, "\"$");
        fputc('"', out);
    } else if (t == rt_char_type) show_char(out, *(uint32_t *)rt_data(v));
    else if (t == rt_uint8_type) fprintf(out, "0x%02x", *(uint8_t *)rt_data(v));
    else if (t == rt_uint16_type) fprintf(out, "0x%04x", *(uint16_t *)rt_data(v));
    else if (t == rt_uint32_type) fprintf(out, "0x%08x", *(uint32_t *)rt_data(v));
    else if (t == rt_uint64_type) fprintf(out, "0x%016llx", (unsigned long long)*(uint64_t *)rt_data(v));
    else if (t == rt_uint128_type) {
        unsigned __int128 x;
        memcpy(&x, rt_data(v), sizeof x);
        fprintf(out, "0x%016llx%016llx", (unsigned long long)(x >> 64), (unsigned long long)x);
    } else if (t == rt_int128_type) {
        __int128 x;
        memcpy(&x, rt_data(v), sizeof x);
        show_u128(out, x < 0 ? (unsigned __int128)0 - (unsigned __int128)x : (unsigned __int128)x, x < 0);
    } else if (t == rt_globalref_type) {
        rt_globalref *g = (rt_globalref *)v;
        fprintf(out, "%s.%s", g->module ? g->module->name->name : "?", g->name->name);
    } else fputs("#<value>", out);
}

void fe_print_sexpr(FILE *out, rt_value *ast) {
    if (ast && rt_typeof(ast) == rt_quotenode_type) {
        fputs("(:quote, ", out);
        fe_print_sexpr(out, ((rt_quotenode *)ast)->value);
        fputc(')', out);
        return;
    }
    if (ast && rt_typeof(ast) == rt_expr_type) {
        rt_expr *e = (rt_expr *)ast;
        fputc('(', out);
        show_symbol(out, e->head);
        int shown = 0;
        for (int i = 0; i < rt_expr_nargs(e); i++) {
            rt_value *a = rt_expr_arg(e, i);
            if (a && rt_typeof(a) == rt_linenumbernode_type) continue;
            fputs(", ", out);
            fe_print_sexpr(out, a);
            shown++;
        }
        fputs(shown ? ")" : ",)", out);
        return;
    }
    show_value(out, ast);
}
