/* excmsg.c — Julia 1.7's showerror text for the builtin exceptions.
 *
 * rt_exception_message renders an exception the way Base.showerror does:
 *   BoundsError: attempt to access 3-element Vector{Int64} at index [5]
 *   UndefVarError: x not defined          MethodError: no method matching f(::String)
 *   TypeError: non-boolean (Int64) used in boolean context
 *   InexactError: Int64(2.5)              DomainError with -1.0:\nmsg
 *   KeyError: key "z" not found           StackOverflowError:
 * Values inside messages use their print or show forms (rt_show_value below covers the
 * builtin value types; other structs print as T(field, ...), Julia's default show).
 * When Base's Julia-level showerror is available the JIT may install rt_showerror_hook.
 */
#include <stdlib.h>
#include <string.h>

#include "types_impl.h"

char *(*rt_showerror_hook)(rt_value *exc);
char *(*rt_methoderror_extra_hook)(rt_value *exc);
char *(*rt_methoderror_ambiguous_hook)(rt_value *exc);

static void sb_put(rt_tbuf *b, const char *s, size_t n) {
    if (b->len + n + 1 > b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 128;
        while (nc < b->len + n + 1) nc *= 2;
        char *np = realloc(b->p, nc);
        if (!np) return;
        b->p = np;
        b->cap = nc;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}
static void sb_puts(rt_tbuf *b, const char *s) { sb_put(b, s, strlen(s)); }
static void sb_type(rt_tbuf *b, rt_value *t) { sb_puts(b, rt_type_str(t)); }

/* Julia's escaping of one string's bytes inside "..." (or '...' when quote is '\''). */
static void sb_escaped(rt_tbuf *b, const char *s, size_t n, char quote) {
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        char e[8];
        switch (c) {
        case '\n': sb_puts(b, "\\n"); break;
        case '\t': sb_puts(b, "\\t"); break;
        case '\r': sb_puts(b, "\\r"); break;
        case '\\': sb_puts(b, "\\\\"); break;
        case 0x1b: sb_puts(b, "\\e"); break;
        case '\0': sb_puts(b, "\\0"); break;
        default:
            if (c == (unsigned char)quote || (c == '$' && quote == '"')) {
                e[0] = '\\';
                e[1] = (char)c;
                sb_put(b, e, 2);
            } else if (c < 0x20 || c == 0x7f) {
                snprintf(e, sizeof e, "\\x%02x", c);
                sb_puts(b, e);
            } else {
                sb_put(b, (const char *)&c, 1);
            }
        }
    }
}

static void sb_value(rt_tbuf *b, rt_value *v, bool show);

/* Default show of a struct: T(f1, f2) */
static void sb_struct(rt_tbuf *b, rt_value *v) {
    rt_type *t = rt_typeof(v);
    sb_type(b, (rt_value *)t);
    sb_puts(b, "(");
    for (int i = 0; i < t->nfields; i++) {
        if (i) sb_puts(b, ", ");
        rt_value *f = rt_get_field(v, i);
        if (f) sb_value(b, f, true);
        else sb_puts(b, "#undef");
    }
    sb_puts(b, ")");
}

/* A struct excmsg.c has no text of its own for (Rational, Complex, a user type...) as
 * Base's string/repr write it: InexactError: Int64(2.0 + 1.0im), KeyError: key 1//2.
 * False when Base cannot run here (no method compiled in an executable, or it threw);
 * the caller then falls back to sb_struct's T(fields...) form. */
static _Thread_local bool sb_in_julia_text;

/* Append the String that the Base call args[0](args[1..n-1]) returns, run under a handler
 * (a throw is swallowed) and never re-entered; false when it could not give one. */
static bool sb_base_text(rt_tbuf *b, rt_value **args, int n) {
    if (sb_in_julia_text) return false;
    sb_in_julia_text = true;
    rt_bt_frozen++;
    volatile bool ok = false;
    rt_handler h;
    rt_push_handler(&h);
    if (!_setjmp(h.jb)) {
        rt_value *s = rt_apply_generic(args, n);
        rt_pop_handler();
        if (s && rt_typeof(s) == rt_string_type) {
            sb_put(b, ((rt_string *)s)->data, (size_t)((rt_string *)s)->len);
            ok = true;
        }
    } else {
        rt_restore_exception(&h);
    }
    sb_in_julia_text = false;
    rt_bt_frozen--;
    return ok;
}

static bool sb_julia_text(rt_tbuf *b, rt_value *v, bool show) {
    rt_value *f = rt_get_global(rt_base_module, rt_symbol(show ? "repr" : "string"));
    if (!f) return false;
    rt_value *args[2] = {f, v};
    return sb_base_text(b, args, 2);
}

/* Is t Base's struct `name` with nfields fields? */
static bool sb_is_base_struct(rt_type *t, const char *name, int nfields) {
    return t->name && t->name->module == rt_base_module && t->nfields == nfields &&
           !strcmp(t->name->name->name, name);
}

static void sb_value(rt_tbuf *b, rt_value *v, bool show) {
    char buf[64];
    if (!v) {
        sb_puts(b, "#undef");
        return;
    }
    rt_type *t = rt_typeof(v);
    if (t == rt_int64_type) {
        int n = rt_format_int64(buf, rt_unbox_int64(v));
        sb_put(b, buf, (size_t)n);
    } else if (t == rt_int8_type || t == rt_int16_type || t == rt_int32_type) {
        int64_t x = t == rt_int8_type    ? *(int8_t *)rt_data(v)
                    : t == rt_int16_type ? *(int16_t *)rt_data(v)
                                         : *(int32_t *)rt_data(v);
        int n = rt_format_int64(buf, x); /* show and print agree for signed ints */
        sb_put(b, buf, (size_t)n);
    } else if (t == rt_float64_type) {
        int n = rt_format_float64(buf, rt_unbox_float64(v));
        sb_put(b, buf, (size_t)n);
    } else if (t == rt_float32_type) {
        float x;
        memcpy(&x, rt_data(v), sizeof x);
        int n = rt_format_float32(buf, x, show);
        sb_put(b, buf, (size_t)n);
    } else if (t == rt_bool_type) {
        sb_puts(b, rt_unbox_bool(v) ? "true" : "false");
    } else if (t == rt_string_type) {
        rt_string *s = (rt_string *)v;
        if (show) {
            sb_puts(b, "\"");
            sb_escaped(b, s->data, (size_t)s->len, '"');
            sb_puts(b, "\"");
        } else {
            sb_put(b, s->data, (size_t)s->len);
        }
    } else if (t == rt_symbol_type) {
        if (show) sb_puts(b, ":");
        sb_puts(b, ((rt_sym *)v)->name);
    } else if (t == rt_char_type) {
        uint32_t c;
        memcpy(&c, rt_data(v), 4);
        char u[4];
        int n = 0;
        for (int i = 0; i < 4; i++) {
            uint8_t byte = (uint8_t)(c >> (24 - 8 * i));
            if (i > 0 && byte == 0) break;
            u[n++] = (char)byte;
        }
        if (show) sb_puts(b, "'");
        if (show) sb_escaped(b, u, (size_t)n, '\'');
        else sb_put(b, u, (size_t)n);
        if (show) sb_puts(b, "'");
    } else if (t == rt_nothing_type) {
        sb_puts(b, "nothing");
    } else if (rt_is_kind(v) || v == rt_bottom) {
        sb_type(b, v);
    } else if (t->flags & RT_FUNCTION) {
        sb_puts(b, ((rt_function *)v)->name->name);
    } else if (t->flags & RT_TUPLE) {
        sb_puts(b, "(");
        for (int i = 0; i < t->nfields; i++) {
            if (i) sb_puts(b, ", ");
            sb_value(b, rt_get_field(v, i), true);
        }
        if (t->nfields == 1) sb_puts(b, ",");
        sb_puts(b, ")");
    } else if (t->name == rt_array_typename && ((rt_array *)v)->ndims == 1) {
        rt_array *a = (rt_array *)v;
        sb_puts(b, "[");
        for (int64_t i = 0; i < a->length; i++) {
            if (i) sb_puts(b, ", ");
            rt_value *e = a->isptr ? rt_array_ptr_data(a)[i]
                                   : rt_box_bits((rt_type *)t->params[0],
                                                 (char *)a->data + i * a->elsize);
            sb_value(b, e, true);
        }
        sb_puts(b, "]");
    } else if (t == rt_uint64_type || t == rt_uint8_type || t == rt_uint32_type || t == rt_uint16_type) {
        uint64_t x = 0;
        memcpy(&x, rt_data(v), t->size);
        int n = show ? rt_format_uint64(buf + 2, x, 16, (int)t->size * 2) + 2
                     : rt_format_uint64(buf, x, 10, 1);
        if (show) buf[0] = '0', buf[1] = 'x';
        sb_put(b, buf, (size_t)n);
    } else if (sb_is_base_struct(t, "UnitRange", 2) || sb_is_base_struct(t, "StepRange", 3)) {
        for (int i = 0; i < t->nfields; i++) { /* Julia's show: 2:7, 1:2:9 */
            if (i) sb_puts(b, ":");
            sb_value(b, rt_get_field(v, i), true);
        }
    } else if (sb_is_base_struct(t, "BigInt", 3)) {
        rt_string *d = (rt_string *)rt_bigint_string(v, 10, 1); /* plain digits (bigint.c) */
        sb_put(b, d->data, (size_t)d->len);
    } else if (sb_is_base_struct(t, "BigFloat", 4)) {
        rt_string *d = (rt_string *)rt_bigfloat_text(v); /* 1.7's digits (bigfloat.c) */
        sb_put(b, d->data, (size_t)d->len);
    } else if (t->fieldoffsets || (t->flags & RT_SINGLETON)) {
        if (!sb_julia_text(b, v, show)) sb_struct(b, v);
    } else {
        sb_type(b, (rt_value *)t);
        sb_puts(b, "(...)");
    }
}

/* Julia's summary(): "3-element Vector{Int64}", "2×3 Matrix{Float64}", "3-codeunit String" */
/* The length of one of a view's indices (-1 for a scalar index). */
static int64_t sb_index_len(rt_value *j) {
    rt_type *t = rt_typeof(j);
    if (t == rt_int64_type) return -1;
    if (t->name == rt_array_typename) return ((rt_array *)j)->length;
    if (sb_is_base_struct(t, "UnitRange", 2)) {
        int64_t a = rt_unbox_int64(rt_get_field(j, 0)), z = rt_unbox_int64(rt_get_field(j, 1));
        return z >= a ? z - a + 1 : 0;
    }
    if (sb_is_base_struct(t, "StepRange", 3)) {
        int64_t a = rt_unbox_int64(rt_get_field(j, 0)), s = rt_unbox_int64(rt_get_field(j, 1)),
                z = rt_unbox_int64(rt_get_field(j, 2));
        return (s > 0) == (z >= a) || z == a ? (z - a) / s + 1 : 0;
    }
    if (sb_is_base_struct(t, "Slice", 1)) /* Base.Slice(Base.OneTo(n)) */
        return rt_unbox_int64(rt_get_field(rt_get_field(j, 0), 0));
    return 0;
}

/* Julia's summary of a SubArray: "2-element view(::Vector{Int64}, 2:3) with eltype Int64" */
static void sb_view_summary(rt_tbuf *b, rt_value *a) {
    rt_type *t = rt_typeof(a);
    rt_value *p = rt_get_field(a, 0), *inds = rt_get_field(a, 1);
    rt_type *it = rt_typeof(inds);
    char buf[64];
    int nd = 0;
    for (int k = 0; k < it->nfields; k++) {
        int64_t n = sb_index_len(rt_get_field(inds, k));
        if (n < 0) continue;
        if (nd++) sb_puts(b, "\xc3\x97");
        snprintf(buf, sizeof buf, "%lld", (long long)n);
        sb_puts(b, buf);
    }
    sb_puts(b, nd == 0 ? "0-dimensional " : nd == 1 ? "-element " : " ");
    sb_puts(b, "view(::");
    sb_type(b, (rt_value *)rt_typeof(p));
    for (int k = 0; k < it->nfields; k++) {
        rt_value *j = rt_get_field(inds, k);
        sb_puts(b, ", ");
        if (sb_is_base_struct(rt_typeof(j), "Slice", 1)) sb_puts(b, ":");
        else sb_value(b, j, true);
    }
    sb_puts(b, ") with eltype ");
    sb_type(b, t->params[0]);
}

/* Any other AbstractArray (Adjoint/Transpose, a ReshapedArray, a user's array type): Base's
 * summary, "1×3 adjoint(::Vector{Int64}) with eltype Int64", "2×3 Grid"; false when it is
 * not an array or that cannot run. */
static bool sb_array_summary(rt_tbuf *b, rt_value *a) {
    if (!rt_isa(a, (rt_value *)rt_abstractarray_type_dt->name->wrapper)) return false;
    rt_value *sp = rt_get_global(rt_base_module, rt_symbol("sprint"));
    rt_value *su = rt_get_global(rt_base_module, rt_symbol("summary"));
    if (!sp || !su) return false;
    rt_value *args[3] = {sp, su, a};
    return sb_base_text(b, args, 3);
}

static void sb_summary(rt_tbuf *b, rt_value *a) {
    rt_type *t = rt_typeof(a);
    char buf[64];
    if (sb_is_base_struct(t, "SubArray", 4) && t->nparams == 5) {
        sb_view_summary(b, a);
    } else if (t->name == rt_array_typename) {
        rt_array *arr = (rt_array *)a;
        if (arr->ndims == 1) {
            snprintf(buf, sizeof buf, "%lld-element ", (long long)arr->length);
            sb_puts(b, buf);
        } else {
            for (int i = 0; i < arr->ndims; i++) {
                if (i) sb_puts(b, "\xc3\x97"); /* × */
                snprintf(buf, sizeof buf, "%lld", (long long)arr->dims[i]);
                sb_puts(b, buf);
            }
            if (arr->ndims == 0) sb_puts(b, "0-dimensional");
            sb_puts(b, " ");
        }
        sb_type(b, (rt_value *)t);
    } else if (sb_is_base_struct(t, "UnitRange", 2) || sb_is_base_struct(t, "StepRange", 3) ||
               sb_is_base_struct(t, "StepRangeLen", 4) || sb_is_base_struct(t, "LinRange", 4)) {
        int64_t n = t->nfields == 4 ? rt_unbox_int64(rt_get_field(a, 2)) : sb_index_len(a);
        snprintf(buf, sizeof buf, "%lld-element ", (long long)n);
        sb_puts(b, buf);
        sb_type(b, (rt_value *)t);
    } else if (sb_is_base_struct(t, "BitArray", 3)) {
        /* Base's BitArray{N}: its shape is the dims tuple (field 3) */
        rt_value *dims = rt_get_field(a, 2);
        rt_type *dt = rt_typeof(dims);
        if (dt->nfields == 1) {
            snprintf(buf, sizeof buf, "%lld-element ", (long long)rt_unbox_int64(rt_get_field(dims, 0)));
            sb_puts(b, buf);
        } else {
            for (int i = 0; i < dt->nfields; i++) {
                if (i) sb_puts(b, "\xc3\x97"); /* × */
                snprintf(buf, sizeof buf, "%lld", (long long)rt_unbox_int64(rt_get_field(dims, i)));
                sb_puts(b, buf);
            }
            sb_puts(b, dt->nfields == 0 ? "0-dimensional " : " ");
        }
        sb_type(b, (rt_value *)t);
    } else if (t == rt_string_type) {
        snprintf(buf, sizeof buf, "%lld-codeunit String", (long long)((rt_string *)a)->len);
        sb_puts(b, buf);
    } else if (!sb_array_summary(b, a)) {
        sb_type(b, (rt_value *)t);
    }
}

static rt_value *fld(rt_value *v, int i) { return rt_get_field(v, i); }

bool rt_methoderror_kwcall(rt_value *exc, rt_value **f, int *first, rt_value **kw) {
    rt_value *kf = fld(exc, 0), *args = fld(exc, 1);
    rt_type *kft = kf ? rt_typeof(kf) : NULL, *kat = args ? rt_typeof(args) : NULL;
    if (!kft || !(kft->flags & RT_FUNCTION) || kft->name->module != rt_base_module ||
        strcmp(((rt_function *)kf)->name->name, "kwcall") || !kat || !(kat->flags & RT_TUPLE) ||
        kat->nfields < 2 || !fld(args, 0) || rt_typeof(fld(args, 0))->name != rt_namedtuple_typename)
        return false;
    *kw = fld(args, 0);
    *f = fld(args, 1);
    *first = 2;
    return *f != NULL;
}

/* The i-th keyword name of a NamedTuple, or NULL. */
static rt_sym *nt_name(rt_value *nt, int i) {
    rt_type *t = rt_typeof(nt);
    rt_value *names = t->nparams >= 1 ? t->params[0] : NULL;
    rt_value *nm = names && i < t->nfields ? rt_get_field(names, i) : NULL;
    return nm && rt_typeof(nm) == rt_symbol_type ? (rt_sym *)nm : NULL;
}

void rt_kwdecl_puts(rt_strbuf *b, rt_sym **names, int n) {
    for (int i = 0; i < n; i++) {
        sb_puts(b, i ? ", " : "; ");
        sb_puts(b, names[i]->name);
    }
}

void rt_kw_unsupported_puts(rt_strbuf *b, rt_sym **names, int n, rt_value *kw) {
    if (!kw) return;
    for (int i = 0; i < n; i++) { /* a slurp takes every keyword */
        size_t len = strlen(names[i]->name);
        if (len >= 3 && !strcmp(names[i]->name + len - 3, "...")) return;
    }
    int nu = 0, nkw = rt_typeof(kw)->nfields;
    rt_sym **un = malloc(sizeof(rt_sym *) * (size_t)(nkw + 1));
    if (!un) return;
    for (int i = 0; i < nkw; i++) {
        rt_sym *k = nt_name(kw, i);
        bool known = false;
        for (int j = 0; k && j < n && !known; j++) known = names[j] == k;
        if (k && !known) un[nu++] = k;
    }
    if (nu) {
        sb_puts(b, nu > 1 ? " got unsupported keyword arguments \"" : " got unsupported keyword argument \"");
        for (int i = 0; i < nu; i++) {
            if (i) sb_puts(b, "\", \"");
            sb_puts(b, un[i]->name);
        }
        sb_puts(b, "\"");
    }
    free(un);
}

/* Julia's print_with_compare: a type printed beside another of the same name shows its
 * name and its parameters one by one, comma-separated without spaces
 * (Tuple{Int64,Int64,Int64}); otherwise the type as usual. */
static void sb_type_compare(rt_tbuf *b, rt_value *a, rt_value *other) {
    if (rt_is_datatype(a) && other && rt_is_datatype(other) &&
        ((rt_type *)a)->name == ((rt_type *)other)->name) {
        rt_type *x = (rt_type *)a, *y = (rt_type *)other;
        sb_puts(b, x->name->name->name);
        sb_puts(b, "{");
        for (int i = 0; i < x->nparams; i++) {
            if (i) sb_puts(b, ",");
            sb_type_compare(b, x->params[i], i < y->nparams ? y->params[i] : NULL);
        }
        sb_puts(b, "}");
        return;
    }
    if (rt_is_kind(a) || a == rt_bottom) sb_type(b, a);
    else sb_value(b, a, true); /* a type parameter that is a value (the 1 of Array{T,1}) */
}

/* MethodError(convert, (T, x)): "Cannot `convert` an object of type S to an object of
 * type T", the types on lines of their own when they share a name (Julia's
 * show_convert_error). */
static bool sb_convert_error(rt_tbuf *b, rt_value *f, rt_value *args) {
    static rt_sym *conv;
    if (!conv) conv = rt_symbol("convert");
    if (!f || !rt_base_module || rt_get_global(rt_base_module, conv) != f || !args) return false;
    rt_type *at = rt_typeof(args);
    if (!(at->flags & RT_TUPLE) || at->nfields != 2) return false;
    rt_value *t = fld(args, 0), *x = fld(args, 1);
    if (!rt_is_kind(t) && t != rt_bottom) {
        sb_puts(b, "MethodError: First argument to `convert` must be a Type, got ");
        sb_value(b, t, true);
        return true;
    }
    rt_value *xt = (rt_value *)rt_typeof(x);
    if (rt_is_kind(x) || x == rt_bottom) xt = rt_type_of_type(x);
    bool one_line = rt_is_datatype(t) && rt_is_datatype(xt) && ((rt_type *)t)->name != ((rt_type *)xt)->name;
    sb_puts(b, "MethodError: Cannot `convert` an object of type ");
    if (!one_line) sb_puts(b, "\n  ");
    sb_type_compare(b, xt, t);
    sb_puts(b, " to an object of type ");
    if (!one_line) sb_puts(b, "\n  ");
    sb_type_compare(b, t, xt);
    return true;
}

/* "MethodError: no method matching f(::T...; k=v, ...)": the callee, the argument types
 * (after the keyword call's NamedTuple and callee when kw is set) and the keywords. */
static void sb_call_signature(rt_tbuf *b, rt_value *f, rt_value *args, rt_value *kw) {
    rt_type *ft = f ? rt_typeof(f) : NULL;
    sb_puts(b, "MethodError: no method matching ");
    if (f && (ft->flags & RT_FUNCTION) && !rt_is_colon_type(ft)) sb_puts(b, ((rt_function *)f)->name->name);
    else if (f && !rt_is_kind(f) && f != rt_bottom) { /* a closure or Colon(): (::T)(…) */
        sb_puts(b, "(::");
        sb_type(b, (rt_value *)ft);
        sb_puts(b, ")");
    } else if (f) sb_type(b, f);
    sb_puts(b, "(");
    rt_type *at = args ? rt_typeof(args) : NULL;
    for (int i = kw ? 2 : 0; at && (at->flags & RT_TUPLE) && i < at->nfields; i++) {
        if (i > (kw ? 2 : 0)) sb_puts(b, ", ");
        sb_puts(b, "::");
        rt_value *a = fld(args, i);
        sb_type(b, rt_is_kind(a) || a == rt_bottom ? rt_type_of_type(a) : (rt_value *)rt_typeof(a));
    }
    rt_type *kt = kw ? rt_typeof(kw) : NULL;
    rt_value *knames = kt && kt->nparams >= 1 ? kt->params[0] : NULL;
    for (int i = 0; knames && i < kt->nfields; i++) { /* `; k=v, ...`, each value shown */
        sb_puts(b, i ? ", " : "; ");
        rt_value *nm = rt_get_field(knames, i);
        if (nm && rt_typeof(nm) == rt_symbol_type) sb_puts(b, ((rt_sym *)nm)->name);
        sb_puts(b, "=");
        sb_value(b, fld(kw, i), true);
    }
    sb_puts(b, ")");
}

static void sb_method_error(rt_tbuf *b, rt_value *exc) {
    rt_value *f = fld(exc, 0), *args = fld(exc, 1);
    rt_type *ft = f ? rt_typeof(f) : NULL;
    /* a closure (a Function) is callable, and so is an object whose type has a method
     * taking it as the callee (RT_TN_CALLABLE) */
    if (f && !(ft->flags & RT_FUNCTION) && !rt_is_kind(f) && f != rt_bottom &&
        !rt_subtype((rt_value *)ft, (rt_value *)rt_function_type) &&
        !(ft->name->flags & RT_TN_CALLABLE)) {
        sb_puts(b, "MethodError: objects of type ");
        sb_type(b, (rt_value *)ft);
        sb_puts(b, " are not callable");
        if (ft->name == rt_array_typename) sb_puts(b, "\nUse square brackets [] for indexing an Array.");
        return;
    }
    if (rt_methoderror_ambiguous_hook) {
        char *x = rt_methoderror_ambiguous_hook(exc);
        if (x) {
            sb_puts(b, x);
            free(x);
            return;
        }
    }
    /* a keyword call no method takes (Base.kwerr, or Base.kwcall itself missing):
     * MethodError(kwcall, (nt, f, args...)) shows as f(::T...; k=v, ...) */
    rt_value *kw = NULL, *kf;
    int kfirst;
    if (rt_methoderror_kwcall(exc, &kf, &kfirst, &kw)) {
        f = kf;
    } else {
        kw = NULL;
    }
    if (kw || !sb_convert_error(b, f, args)) sb_call_signature(b, f, args, kw);
    if (rt_methoderror_extra_hook) {
        char *x = rt_methoderror_extra_hook(exc);
        if (x) sb_puts(b, x);
        free(x);
    }
}

static void sb_type_error(rt_tbuf *b, rt_value *exc) {
    rt_value *func = fld(exc, 0), *ctx = fld(exc, 1), *exp = fld(exc, 2), *got = fld(exc, 3);
    sb_puts(b, "TypeError: ");
    if (exp == (rt_value *)rt_bool_type) {
        sb_puts(b, "non-boolean (");
        sb_type(b, (rt_value *)rt_typeof(got));
        sb_puts(b, ") used in boolean context");
        return;
    }
    bool noctx = !ctx || (rt_typeof(ctx) == rt_string_type && ((rt_string *)ctx)->len == 0);
    sb_puts(b, "in ");
    if (!noctx && func == (rt_value *)rt_symbol("keyword argument")) {
        sb_puts(b, "keyword argument "); /* Julia: "in keyword argument k" */
        sb_value(b, ctx, false);
    } else {
        sb_value(b, func, false);
        if (!noctx) {
            sb_puts(b, ", in ");
            sb_value(b, ctx, false);
        }
    }
    sb_puts(b, ", expected ");
    if (rt_is_tv(exp)) {
        rt_tvar *v = (rt_tvar *)exp;
        if (v->lb != rt_bottom) {
            sb_type(b, v->lb);
            sb_puts(b, "<:");
        }
        sb_puts(b, v->name->name);
        if (v->ub != (rt_value *)rt_any_type) {
            sb_puts(b, "<:");
            sb_type(b, v->ub);
        }
    } else {
        sb_type(b, exp);
    }
    sb_puts(b, ", got ");
    if (got && rt_is_va(got)) {
        sb_type(b, got);
    } else if (got && (rt_is_kind(got) || got == rt_bottom)) {
        sb_puts(b, "Type{");
        sb_type(b, got);
        sb_puts(b, "}");
    } else {
        sb_puts(b, "a value of type ");
        sb_type(b, got ? (rt_value *)rt_typeof(got) : (rt_value *)rt_nothing_type);
    }
}

static void sb_string_index_error(rt_tbuf *b, rt_value *exc) {
    rt_value *sv = fld(exc, 0);
    int64_t idx = rt_unbox_int64(fld(exc, 1));
    char buf[64];
    snprintf(buf, sizeof buf, "StringIndexError: invalid index [%lld]", (long long)idx);
    sb_puts(b, buf);
    if (!sv || rt_typeof(sv) != rt_string_type) return;
    rt_string *s = (rt_string *)sv;
    if (idx < 1 || idx > s->len) return;
    int64_t p = idx; /* thisind: back up over continuation bytes */
    while (p > 1 && ((uint8_t)s->data[p - 1] & 0xC0) == 0x80) p--;
    int64_t r = p + 1; /* nextind: the next lead byte */
    while (r <= s->len && ((uint8_t)s->data[r - 1] & 0xC0) == 0x80) r++;
    int64_t pend = r;
    if (r <= s->len) {
        int64_t rend = r + 1;
        while (rend <= s->len && ((uint8_t)s->data[rend - 1] & 0xC0) == 0x80) rend++;
        snprintf(buf, sizeof buf, ", valid nearby indices [%lld]=>'", (long long)p);
        sb_puts(b, buf);
        sb_escaped(b, s->data + p - 1, (size_t)(pend - p), '\'');
        snprintf(buf, sizeof buf, "', [%lld]=>'", (long long)r);
        sb_puts(b, buf);
        sb_escaped(b, s->data + r - 1, (size_t)(rend - r), '\'');
        sb_puts(b, "'");
    } else {
        snprintf(buf, sizeof buf, ", valid nearby index [%lld]=>'", (long long)p);
        sb_puts(b, buf);
        sb_escaped(b, s->data + p - 1, (size_t)(pend - p), '\'');
        sb_puts(b, "'");
    }
}

/* One index of a BoundsError as Julia's show_index prints what to_indices made of it: a
 * `:` at place k of n is the whole dimension (1:len), a Bool mask its summary. */
static void sb_bounds_index(rt_tbuf *b, rt_value *a, rt_value *x, int k, int n) {
    rt_type *t = x ? rt_typeof(x) : NULL;
    char buf[64];
    if (x && x == rt_get_global(rt_base_module, rt_symbol(":")) &&
        rt_typeof(a)->name == rt_array_typename) {
        rt_array *arr = (rt_array *)a;
        long long len = 1;
        if (n == 1) len = (long long)arr->length;
        else if (k < n - 1) len = k < arr->ndims ? (long long)arr->dims[k] : 1;
        else
            for (int d = k; d < arr->ndims; d++) len *= (long long)arr->dims[d];
        snprintf(buf, sizeof buf, "1:%lld", len);
        sb_puts(b, buf);
    } else if (t && ((t->name == rt_array_typename && t->params[0] == (rt_value *)rt_bool_type) ||
                     sb_is_base_struct(t, "BitArray", 3))) {
        sb_summary(b, x);
    } else {
        sb_value(b, x, false);
    }
}

/* A BoundsError index that is neither a tuple nor a string: Julia prints each element it
 * iterates to (an Array or BitArray of indices: `[1, 2]`, a mask `[true]`), a scalar itself. */
static void sb_bounds_elements(rt_tbuf *b, rt_value *i) {
    rt_type *t = rt_typeof(i);
    if (t->name == rt_array_typename) {
        rt_array *arr = (rt_array *)i;
        rt_type *el = rt_is_dt(t->params[0]) ? (rt_type *)t->params[0] : NULL;
        if (arr->isptr || (el && el->size == arr->elsize)) {
            for (int64_t k = 0; k < arr->length; k++) {
                if (k) sb_puts(b, ", ");
                rt_value *x = arr->isptr ? rt_array_ptr_data(arr)[k]
                                         : rt_box_bits(el, (char *)arr->data + k * arr->elsize);
                if (x) sb_value(b, x, false);
                else sb_puts(b, "#undef");
            }
            return;
        }
    } else if (sb_is_base_struct(t, "BitArray", 3)) {
        rt_array *chunks = (rt_array *)fld(i, 0);
        int64_t len = rt_unbox_int64(fld(i, 1));
        const uint64_t *c = (const uint64_t *)chunks->data;
        for (int64_t k = 0; k < len; k++) {
            if (k) sb_puts(b, ", ");
            sb_puts(b, (c[k >> 6] >> (k & 63)) & 1 ? "true" : "false");
        }
        return;
    }
    sb_value(b, i, false);
}

static void sb_exception(rt_tbuf *b, rt_value *exc) {
    rt_type *t = rt_typeof(exc);
    if (t == rt_errorexception_type) {
        sb_value(b, fld(exc, 0), false);
    } else if (t == rt_boundserror_type) {
        rt_value *a = fld(exc, 0), *i = fld(exc, 1);
        sb_puts(b, "BoundsError");
        if (!a) return;
        sb_puts(b, ": attempt to access ");
        sb_summary(b, a);
        if (!i) return;
        sb_puts(b, " at index [");
        rt_type *it = rt_typeof(i);
        if (it == rt_string_type) sb_value(b, i, true);
        else if (it->flags & RT_TUPLE) {
            for (int k = 0; k < it->nfields; k++) {
                if (k) sb_puts(b, ", ");
                sb_bounds_index(b, a, fld(i, k), k, (int)it->nfields);
            }
        } else sb_bounds_elements(b, i);
        sb_puts(b, "]");
    } else if (t == rt_divideerror_type) {
        sb_puts(b, "DivideError: integer division error");
    } else if (t == rt_undefreferror_type) {
        sb_puts(b, "UndefRefError: access to undefined reference");
    } else if (t == rt_undefvarerror_type) {
        sb_puts(b, "UndefVarError: ");
        sb_value(b, fld(exc, 0), false);
        sb_puts(b, " not defined");
    } else if (t == rt_undefkeyworderror_type) {
        sb_puts(b, "UndefKeywordError: keyword argument ");
        sb_value(b, fld(exc, 0), false);
        sb_puts(b, " not assigned");
    } else if (t == rt_argumenterror_type) {
        sb_puts(b, "ArgumentError: ");
        sb_value(b, fld(exc, 0), false);
    } else if (t == rt_methoderror_type) {
        sb_method_error(b, exc);
    } else if (t == rt_typeerror_type) {
        sb_type_error(b, exc);
    } else if (t == rt_overflowerror_type) {
        sb_puts(b, "OverflowError: ");
        sb_value(b, fld(exc, 0), false);
    } else if (t == rt_inexacterror_type) {
        rt_value *f = fld(exc, 0), *T = fld(exc, 1), *v = fld(exc, 2);
        sb_puts(b, "InexactError: ");
        sb_value(b, f, false);
        sb_puts(b, "(");
        bool same = rt_is_dt(T) && f && rt_typeof(f) == rt_symbol_type &&
                    ((rt_type *)T)->name->name == (rt_sym *)f;
        if (!same) {
            sb_value(b, T, false);
            sb_puts(b, ", ");
        }
        sb_value(b, v, false); /* Julia 1.7 prints the value: trunc(Int8, 200), not 0xc8 */
        sb_puts(b, ")");
    } else if (t == rt_domainerror_type) {
        sb_puts(b, "DomainError with ");
        sb_value(b, fld(exc, 0), false);
        rt_value *m = fld(exc, 1);
        if (m) {
            sb_puts(b, ":\n");
            sb_value(b, m, false);
        }
    } else if (t == rt_stackoverflowerror_type) {
        sb_puts(b, "StackOverflowError:");
    } else if (t == rt_loaderror_type) {
        rt_value *inner = fld(exc, 2);
        if (inner) sb_exception(b, inner);
    } else if (t == rt_keyerror_type) {
        sb_puts(b, "KeyError: key ");
        sb_value(b, fld(exc, 0), true);
        sb_puts(b, " not found");
    } else if (t == rt_stringindexerror_type) {
        sb_string_index_error(b, exc);
    } else if (t->name->name == rt_symbol("AssertionError") &&
               t->name->module == rt_base_module && t->nfields == 1) {
        sb_puts(b, "AssertionError: "); /* Base.AssertionError (runtime/base/timing.jl) */
        sb_value(b, fld(exc, 0), false);
    } else if (t->name->module == rt_base_module && t->name->name == rt_symbol("SystemError") &&
               t->nfields == 3) {
        /* Base.SystemError / IOError / EOFError (runtime/base/iostream.jl) */
        rt_value *extra = fld(exc, 2);
        sb_puts(b, "SystemError");
        if (extra && extra != rt_nothing) {
            sb_puts(b, " (with ");
            sb_value(b, extra, false);
            sb_puts(b, ")");
        }
        sb_puts(b, ": ");
        sb_value(b, fld(exc, 0), false);
        sb_puts(b, ": ");
        sb_puts(b, strerror(*(int32_t *)rt_data(fld(exc, 1))));
    } else if (t->name->module == rt_base_module && t->name->name == rt_symbol("IOError") &&
               t->nfields == 2) {
        sb_puts(b, "IOError: ");
        sb_value(b, fld(exc, 0), false);
    } else if (t->name->module == rt_base_module && t->name->name == rt_symbol("EOFError") &&
               t->nfields == 0) {
        sb_puts(b, "EOFError: read end of file");
    } else if (t->name->module == rt_base_module &&
               t->name->name == rt_symbol("InterruptException") && t->nfields == 0) {
        sb_puts(b, "InterruptException:"); /* Ctrl-C in the REPL (sigint.c) */
    } else {
        sb_value(b, exc, true); /* DimensionMismatch("...") and user exceptions */
    }
}

char *rt_exception_message(rt_value *exc) {
    if (rt_showerror_hook) {
        char *s = rt_showerror_hook(exc);
        if (s) return s;
    }
    rt_tbuf b = {0};
    if (exc) sb_exception(&b, exc);
    if (!b.p) return strdup("");
    return b.p;
}

/* showerror's text as a String (Base.showerror), NUL bytes in it kept. */
rt_value *rt_exception_message_str(rt_value *exc);
rt_value *rt_exception_message_str(rt_value *exc) {
    char *s = rt_showerror_hook ? rt_showerror_hook(exc) : NULL;
    if (s) {
        rt_value *r = (rt_value *)rt_cstring(s);
        free(s);
        return r;
    }
    rt_tbuf b = {0};
    if (exc) sb_exception(&b, exc);
    rt_value *r = (rt_value *)rt_string_n(b.p ? b.p : "", b.len);
    free(b.p);
    return r;
}

char *rt_show_str(rt_value *v) {
    rt_tbuf b = {0};
    sb_value(&b, v, true);
    if (!b.p) return strdup("");
    return b.p;
}
