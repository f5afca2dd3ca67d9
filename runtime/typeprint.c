/* typeprint.c — Julia 1.7's printed form of types.
 *
 * Vector{Int64} and Matrix{Float64} for Array{T,1}/Array{T,2} (likewise AbstractVector,
 * DenseMatrix...), Array{Int64, 3}, Tuple{Int64, String}, Union{Nothing, Int64},
 * Type{Int64}, NamedTuple{(:a, :b), Tuple{Int64, Int64}}, `Vector{T} where T` and
 * `Dict{K, V} where {K, V}`, `typeof(f)` for function types. A type whose name is not
 * visible from Main is qualified with its module path (Main.M.T, Core.TypeofBottom).
 * Text is built in a growable buffer, then written to the stream or returned.
 */
#include <stdlib.h>
#include <string.h>

#include "types_impl.h"

static void tb_put(rt_tbuf *b, const char *s, size_t n) { rt_strbuf_put(b, s, n); }
static void tb_puts(rt_tbuf *b, const char *s) { tb_put(b, s, strlen(s)); }

/* A standard library jolt keeps inside Base (base/adjtrans.jl's LinearAlgebra) is a
 * top-level module in Julia, so it prints without Base's prefix. */
static bool rt_stdlib_in_base(rt_module *m) {
    return m->parent == rt_base_module && !strcmp(m->name->name, "LinearAlgebra");
}

static void tb_module_path(rt_tbuf *b, rt_module *m) {
    if (m->parent && m->parent != m && !rt_stdlib_in_base(m)) {
        tb_module_path(b, m->parent);
        tb_puts(b, ".");
    }
    tb_puts(b, m->name->name);
}

void rt_print_module_path(rt_iostream *io, rt_module *m) {
    rt_tbuf b = {0};
    tb_module_path(&b, m);
    if (b.p) rt_io_write(io, b.p, b.len);
    free(b.p);
}

/* Is the name of typename tn (bound to value w) visible unqualified from Main? */
static bool rt_visible_from_main(rt_typename *tn, rt_value *w) {
    rt_module *m = tn->module;
    if (!m || m == rt_main_module) return true;
    if (rt_main_module) {
        rt_binding *b = rt_find_binding(rt_main_module, tn->name);
        if (b && b->value == w) return true;
    }
    if (m == rt_core_module || m == rt_base_module) {
        rt_binding *b = rt_find_binding(m, tn->name);
        return b && b->exported && b->value == w;
    }
    return false;
}

static void tb_typename(rt_tbuf *b, rt_typename *tn) {
    if (!rt_visible_from_main(tn, tn->wrapper)) {
        tb_module_path(b, tn->module);
        tb_puts(b, ".");
    }
    if (strchr(tn->name->name, '#')) { /* a closure's `#1#2` is not an identifier */
        tb_puts(b, "var\"");
        tb_puts(b, tn->name->name);
        tb_puts(b, "\"");
    } else {
        tb_puts(b, tn->name->name);
    }
}

static void tb_type(rt_tbuf *b, rt_value *t);

/* A type parameter: a type, or a value such as 3, :a or (:a, :b). */
static void tb_param(rt_tbuf *b, rt_value *p) {
    if (!p) {
        tb_puts(b, "#undef");
        return;
    }
    rt_type *k = rt_typeof(p);
    if (rt_is_kind(p) || p == rt_bottom || k == rt_typeofvararg_type) {
        tb_type(b, p);
        return;
    }
    char buf[64];
    if (k == rt_int64_type) {
        snprintf(buf, sizeof buf, "%lld", (long long)rt_unbox_int64(p));
        tb_puts(b, buf);
    } else if (k == rt_bool_type) {
        tb_puts(b, (*(uint8_t *)rt_data(p)) ? "true" : "false");
    } else if (k == rt_symbol_type) { /* as show prints it: :a, or Symbol("text/plain") */
        rt_iostream *m = rt_new_memio();
        rt_show_symbol(m, (rt_sym *)p);
        size_t n;
        const char *d = rt_memio_data(m, &n);
        tb_put(b, d, n);
    } else if (k == rt_nothing_type) {
        tb_puts(b, "nothing");
    } else if (k == rt_string_type) {
        tb_puts(b, "\"");
        tb_put(b, ((rt_string *)p)->data, (size_t)((rt_string *)p)->len);
        tb_puts(b, "\"");
    } else if ((k->flags & RT_TUPLE) && (k->fieldoffsets || k->nfields == 0)) { /* () too */
        tb_puts(b, "(");
        for (int i = 0; i < k->nfields; i++) {
            if (i) tb_puts(b, ", ");
            char *f = (char *)rt_data(p) + k->fieldoffsets[i];
            rt_value *fv;
            if (k->fieldinline[i]) fv = rt_box_bits((rt_type *)k->fieldtypes[i], f);
            else fv = *(rt_value **)f;
            tb_param(b, fv);
        }
        if (k->nfields == 1) tb_puts(b, ",");
        tb_puts(b, ")");
    } else if (k == rt_float64_type || k == rt_float32_type || k == rt_char_type ||
               k == rt_int8_type || k == rt_int16_type || k == rt_int32_type ||
               k == rt_uint8_type || k == rt_uint16_type || k == rt_uint32_type ||
               k == rt_uint64_type) {
        /* other bits values as show prints them: Val{1.5}, Val{'c'}, Val{0x01} */
        rt_iostream *m = rt_new_memio();
        void *d = rt_data(p);
        if (k == rt_float64_type) rt_print_float64(m, *(double *)d);
        else if (k == rt_float32_type) rt_print_float32(m, *(float *)d, true);
        else if (k == rt_char_type) rt_show_char(m, *(uint32_t *)d);
        else if (k == rt_int8_type) rt_print_int64(m, *(int8_t *)d);
        else if (k == rt_int16_type) rt_print_int64(m, *(int16_t *)d);
        else if (k == rt_int32_type) rt_print_int64(m, *(int32_t *)d);
        else if (k == rt_uint8_type) rt_print_uint_hex(m, *(uint8_t *)d, 2);
        else if (k == rt_uint16_type) rt_print_uint_hex(m, *(uint16_t *)d, 4);
        else if (k == rt_uint32_type) rt_print_uint_hex(m, *(uint32_t *)d, 8);
        else rt_print_uint_hex(m, *(uint64_t *)d, 16);
        size_t n;
        const char *s = rt_memio_data(m, &n);
        tb_put(b, s, n);
    } else {
        tb_type(b, (rt_value *)k);
        tb_puts(b, "(...)");
    }
}

static bool rt_is_int_param(rt_value *p, int64_t v) {
    return p && rt_typeof(p) == rt_int64_type && rt_unbox_int64(p) == v;
}

static void tb_datatype(rt_tbuf *b, rt_type *t) {
    rt_typename *tn = t->name;
    if (t->flags & RT_FUNCTION) {
        if (rt_is_colon_type(t)) {
            tb_puts(b, "Colon");
            return;
        }
        const char *nm = tn->name->name;
        tb_puts(b, "typeof(");
        if (t->instance && ((rt_function *)t->instance)->name)
            nm = ((rt_function *)t->instance)->name->name;
        else if (nm[0] == '#')
            nm++;
        if (tn->module && !rt_visible_from_main(tn, tn->wrapper) && tn->module != rt_main_module &&
            tn->module != rt_base_module && tn->module != rt_core_module) {
            tb_module_path(b, tn->module);
            tb_puts(b, ".");
        }
        tb_puts(b, nm);
        tb_puts(b, ")");
        return;
    }
    if (t->flags & RT_TUPLE) {
        if ((rt_value *)t == rt_tuple_wrapper) {
            tb_puts(b, "Tuple");
            return;
        }
        /* Julia's show_datatype: more than 3 parameters, all the same, print as NTuple */
        bool same = t->nparams > 3;
        for (int i = 1; same && i < t->nparams; i++)
            same = t->params[i] == t->params[0] || rt_egal(t->params[i], t->params[0]);
        if (same) {
            char nbuf[32];
            snprintf(nbuf, sizeof nbuf, "NTuple{%d, ", (int)t->nparams);
            tb_puts(b, nbuf);
            tb_param(b, t->params[0]);
            tb_puts(b, "}");
            return;
        }
        tb_puts(b, "Tuple{");
        for (int i = 0; i < t->nparams; i++) {
            if (i) tb_puts(b, ", ");
            tb_param(b, t->params[i]);
        }
        tb_puts(b, "}");
        return;
    }
    /* Vector/Matrix aliases of the array types */
    const char *alias = NULL;
    if (t->nparams == 2 && (rt_is_int_param(t->params[1], 1) || rt_is_int_param(t->params[1], 2))) {
        bool vec = rt_is_int_param(t->params[1], 1);
        if (tn == rt_array_typename) alias = vec ? "Vector" : "Matrix";
        else if (tn == rt_abstractarray_type_dt->name) alias = vec ? "AbstractVector" : "AbstractMatrix";
        else if (tn == rt_densearray_type_dt->name) alias = vec ? "DenseVector" : "DenseMatrix";
    }
    if (t->nparams == 1 && tn->name == rt_symbol("BitArray") && tn->module == rt_base_module &&
        (rt_is_int_param(t->params[0], 1) || rt_is_int_param(t->params[0], 2))) {
        /* Base's BitVector, BitMatrix */
        tb_puts(b, rt_is_int_param(t->params[0], 1) ? "BitVector" : "BitMatrix");
        return;
    }
    if (t->nparams == 1 && tn->name == rt_symbol("Complex") && tn->module == rt_base_module) {
        /* Base's ComplexF64, ComplexF32, ComplexF16 */
        rt_value *p = t->params[0];
        const char *c = p == (rt_value *)rt_float64_type   ? "ComplexF64"
                        : p == (rt_value *)rt_float32_type ? "ComplexF32"
                        : p == (rt_value *)rt_float16_type ? "ComplexF16"
                                                           : NULL;
        if (c) {
            tb_puts(b, c);
            return;
        }
    }
    if (alias) {
        tb_puts(b, alias);
        tb_puts(b, "{");
        tb_param(b, t->params[0]);
        tb_puts(b, "}");
        return;
    }
    tb_typename(b, tn);
    if (t->nparams == 0) return;
    tb_puts(b, "{");
    for (int i = 0; i < t->nparams; i++) {
        if (i) tb_puts(b, ", ");
        tb_param(b, t->params[i]);
    }
    tb_puts(b, "}");
}

static void tb_tvar_bounds(rt_tbuf *b, rt_tvar *v) {
    bool lb = v->lb != rt_bottom, ub = v->ub != (rt_value *)rt_any_type;
    if (lb && !ub) {
        tb_puts(b, v->name->name);
        tb_puts(b, ">:");
        tb_type(b, v->lb);
        return;
    }
    if (lb) {
        tb_type(b, v->lb);
        tb_puts(b, "<:");
    }
    tb_puts(b, v->name->name);
    if (ub) {
        tb_puts(b, "<:");
        tb_type(b, v->ub);
    }
}

/* t is w, or a copy of it (UnionAlls are compared by content in Julia: typejoin's
 * Dict{K, V} where {K, V}, built from Dict's own variables, is the wrapper) */
static bool tb_is_wrapper(rt_value *w, rt_value *t) {
    while (rt_is_ua(w) && rt_is_ua(t) && w != t) {
        if (((rt_unionall *)w)->var != ((rt_unionall *)t)->var) return false;
        w = ((rt_unionall *)w)->body;
        t = ((rt_unionall *)t)->body;
    }
    return w == t;
}

/* does t mention the variable p? */
static bool tb_mentions(rt_value *t, rt_tvar *p) {
    if (!t) return false;
    if (t == (rt_value *)p) return true;
    rt_type *k = rt_typeof(t);
    if (k == rt_datatype_type) {
        rt_type *d = (rt_type *)t;
        if (d->flags & RT_CONCRETE) return false;
        for (int i = 0; i < d->nparams; i++)
            if (tb_mentions(d->params[i], p)) return true;
        return false;
    }
    if (k == rt_uniontype_type)
        return tb_mentions(((rt_union *)t)->a, p) || tb_mentions(((rt_union *)t)->b, p);
    if (k == rt_unionall_type) {
        rt_unionall *u = (rt_unionall *)t;
        return tb_mentions(u->var->lb, p) || tb_mentions(u->var->ub, p) || tb_mentions(u->body, p);
    }
    if (k == rt_typeofvararg_type)
        return tb_mentions(((rt_vararg *)t)->T, p) || tb_mentions(((rt_vararg *)t)->N, p);
    return false;
}

/* Julia 1.7's show_can_elide: p is the innermost where-variable not yet elided, and no
 * other parameter or later variable's bound mentions it */
static bool tb_can_elide(rt_tvar *p, rt_tvar **wheres, int nw, int elide, rt_value **env,
                         int nenv, int skip) {
    if (elide == 0 || wheres[elide - 1] != p) return false;
    for (int i = elide; i < nw; i++)
        if (tb_mentions(wheres[i]->lb, p) || tb_mentions(wheres[i]->ub, p)) return false;
    for (int i = 0; i < nenv; i++)
        if (i != skip && tb_mentions(env[i], p)) return false;
    return true;
}

static bool tb_gensym(rt_tvar *p) { return strchr(p->name->name, '#') != NULL; }

/* A UnionAll over a (non-tuple) DataType as Julia 1.7 shows it (show_typeparams): a
 * trailing parameter that is its where-variable with the type's own bounds is left out
 * (Array{Int64}, Pair{Int64}, Dict{String}), and a variable of the `Vector{<:Integer}`
 * syntax (a gensym) used once is written in place with its bound; the where clause names
 * only the rest. False when t is not of that shape. */
static bool tb_unionall_params(rt_tbuf *b, rt_value *t) {
    rt_tvar *wheres[64];
    int nw = rt_unionall_vars(t, wheres, 64);
    rt_value *body = rt_unwrap_unionall(t);
    if (nw < 1 || nw > 64 || !rt_is_dt(body)) return false;
    rt_type *bt = (rt_type *)body;
    rt_typename *tn = bt->name;
    if (bt->flags & RT_TUPLE) return false;
    rt_value **env = bt->params, **orig;
    int n = bt->nparams;
    const char *alias = NULL;
    rt_value *wrapper = rt_unwrap_unionall(tn->wrapper);
    if (!rt_is_dt(wrapper) || ((rt_type *)wrapper)->nparams != n) return false;
    orig = ((rt_type *)wrapper)->params;
    if (n == 2 && (rt_is_int_param(env[1], 1) || rt_is_int_param(env[1], 2))) {
        bool vec = rt_is_int_param(env[1], 1);
        alias = tn == rt_array_typename ? (vec ? "Vector" : "Matrix")
                : tn == rt_abstractarray_type_dt->name ? (vec ? "AbstractVector" : "AbstractMatrix")
                : tn == rt_densearray_type_dt->name    ? (vec ? "DenseVector" : "DenseMatrix")
                                                       : NULL;
        if (alias) n = 1; /* the alias's one parameter, the element type (bounds Any) */
    }
    int shown = n, elide = nw;
    for (int i = n - 1; i >= 0; i--) {
        if (rt_typeof(env[i]) != rt_tvar_type) continue;
        rt_tvar *p = (rt_tvar *)env[i], *o = rt_typeof(orig[i]) == rt_tvar_type ? (rt_tvar *)orig[i] : NULL;
        bool egal = o && rt_types_equal(p->ub, o->ub) && rt_types_equal(p->lb, o->lb);
        if (i == shown - 1 && egal && tb_can_elide(p, wheres, nw, elide, env, n, i)) {
            shown--;
            elide--;
        } else if ((p->lb == rt_bottom || p->ub == (rt_value *)rt_any_type) && tb_gensym(p) &&
                   tb_can_elide(p, wheres, nw, elide, env, n, i)) {
            elide--;
        }
    }
    if (alias) tb_puts(b, alias);
    else tb_typename(b, tn);
    if (shown > 0) {
        tb_puts(b, "{");
        for (int i = 0; i < shown; i++) {
            if (i) tb_puts(b, ", ");
            int at = -1; /* the parameter's place among the where-variables */
            for (int k = 0; k < nw; k++)
                if (env[i] == (rt_value *)wheres[k]) at = k;
            rt_tvar *p = (rt_tvar *)env[i];
            if (at >= elide && p->lb == rt_bottom) {
                tb_puts(b, "<:");
                tb_type(b, p->ub);
            } else if (at >= elide && p->ub == (rt_value *)rt_any_type) {
                tb_puts(b, ">:");
                tb_type(b, p->lb);
            } else {
                tb_param(b, env[i]);
            }
        }
        tb_puts(b, "}");
    }
    if (elide > 0) {
        tb_puts(b, " where ");
        if (elide > 1) tb_puts(b, "{");
        for (int i = 0; i < elide; i++) {
            if (i) tb_puts(b, ", ");
            tb_tvar_bounds(b, wheres[i]);
        }
        if (elide > 1) tb_puts(b, "}");
    }
    return true;
}

static void tb_type(rt_tbuf *b, rt_value *t) {
    if (!t) {
        tb_puts(b, "#undef");
        return;
    }
    if (t == rt_bottom) {
        tb_puts(b, "Union{}");
        return;
    }
    rt_type *k = rt_typeof(t);
    if (k == rt_datatype_type) {
        tb_datatype(b, (rt_type *)t);
    } else if (k == rt_uniontype_type) {
        rt_value *m[128];
        int n = rt_union_members(t, m, 128);
        tb_puts(b, "Union{");
        for (int i = 0; i < n && i < 128; i++) {
            if (i) tb_puts(b, ", ");
            tb_type(b, m[i]);
        }
        tb_puts(b, "}");
    } else if (k == rt_tvar_type) {
        tb_puts(b, ((rt_tvar *)t)->name->name);
    } else if (k == rt_typeofvararg_type) {
        rt_vararg *v = (rt_vararg *)t;
        tb_puts(b, "Vararg");
        if (v->T) {
            tb_puts(b, "{");
            tb_type(b, v->T);
            if (v->N) {
                tb_puts(b, ", ");
                tb_param(b, v->N);
            }
            tb_puts(b, "}");
        }
    } else if (k == rt_unionall_type) {
        rt_value *body = rt_unwrap_unionall(t);
        if (rt_is_dt(body) && tb_is_wrapper(((rt_type *)body)->name->wrapper, t)) {
            tb_typename(b, ((rt_type *)body)->name);
            return;
        }
        /* Base's own aliases Vector, Matrix, ... (Array{T,1} where T), recognised by
         * structure, as typejoin builds them from Array's own T */
        rt_unionall *ua = (rt_unionall *)t;
        if (rt_is_dt(ua->body) && ua->var->lb == rt_bottom &&
            ua->var->ub == (rt_value *)rt_any_type) {
            rt_type *bt = (rt_type *)ua->body;
            rt_typename *tn = bt->name;
            if (bt->nparams == 2 && bt->params[0] == (rt_value *)ua->var &&
                (rt_is_int_param(bt->params[1], 1) || rt_is_int_param(bt->params[1], 2))) {
                bool vec = rt_is_int_param(bt->params[1], 1);
                const char *alias = tn == rt_array_typename ? (vec ? "Vector" : "Matrix")
                                    : tn == rt_abstractarray_type_dt->name
                                        ? (vec ? "AbstractVector" : "AbstractMatrix")
                                    : tn == rt_densearray_type_dt->name
                                        ? (vec ? "DenseVector" : "DenseMatrix")
                                        : NULL;
                if (alias) {
                    tb_puts(b, alias);
                    return;
                }
            }
        }
        if (tb_unionall_params(b, t)) return;
        tb_type(b, body);
        rt_tvar *vars[64];
        int n = rt_unionall_vars(t, vars, 64);
        tb_puts(b, " where ");
        if (n > 1) tb_puts(b, "{");
        for (int i = 0; i < n && i < 64; i++) {
            if (i) tb_puts(b, ", ");
            tb_tvar_bounds(b, vars[i]);
        }
        if (n > 1) tb_puts(b, "}");
    } else {
        tb_param(b, t);
    }
}

char *rt_type_str(rt_value *t) {
    rt_tbuf b = {0};
    tb_type(&b, t);
    size_t n = b.len;
    char *s = rt_alloc_atomic(n + 1);
    if (b.p) memcpy(s, b.p, n);
    s[n] = 0;
    free(b.p);
    return s;
}

void rt_print_type(rt_iostream *io, rt_value *t) {
    rt_tbuf b = {0};
    tb_type(&b, t);
    if (b.p) rt_io_write(io, b.p, b.len);
    free(b.p);
}

/* Used by the exception printer for parameters and values inside messages. */
char *rt_param_str(rt_value *p) {
    rt_tbuf b = {0};
    tb_param(&b, p);
    size_t n = b.len;
    char *s = rt_alloc_atomic(n + 1);
    if (b.p) memcpy(s, b.p, n);
    s[n] = 0;
    free(b.p);
    return s;
}
