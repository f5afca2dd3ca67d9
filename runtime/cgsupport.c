/* cgsupport.c — small runtime entry points called by compiled code: type checks,
 * egal, dynamic field access, array element addresses with bounds checks, tuples.
 * Compiled code (JIT or AOT) calls these by name; they are part of libjoltrt. */
#include "rt.h"
#include <string.h>

rt_value *rt_new_struct(rt_type *t, int n, rt_value **vals);
rt_value *rt_new_tuple(int n, rt_value **vals);
rt_value *rt_get_field(rt_value *v, int i);

void rt_typeassert_exact(rt_value *v, rt_value *t)
{
    if (!rt_isa(v, t))
        rt_throw_type_error("typeassert", "", t, v);
}

/* A ccall argument of unknown type for a C number type T: an integer converts to an
 * integer or float T (Julia's cconvert), anything else must already be a T. */
static int ccall_int_kind(rt_type *t, bool *is_signed)
{
    rt_type *s[] = {rt_int8_type, rt_int16_type, rt_int32_type, rt_int64_type};
    rt_type *u[] = {rt_uint8_type, rt_uint16_type, rt_uint32_type, rt_uint64_type, rt_bool_type};
    for (int i = 0; i < 4; i++)
        if (t == s[i])
            return *is_signed = true, (int)t->size;
    for (int i = 0; i < 5; i++)
        if (t == u[i])
            return *is_signed = false, (int)t->size;
    return 0;
}

rt_value *rt_ccall_convert(rt_value *v, rt_value *T)
{
    rt_type *vt = rt_typeof(v);
    bool vs = false, ts = false;
    int vn = ccall_int_kind(vt, &vs);
    if ((rt_value *)vt != T && vn && rt_is_datatype(T)) {
        int64_t x = 0;
        uint64_t ux = 0;
        memcpy(&ux, (char *)v + 8, (size_t)vn);
        if (vs && vn < 8 && (ux >> (vn * 8 - 1)) & 1)
            ux |= ~(uint64_t)0 << (vn * 8);
        x = (int64_t)ux;
        rt_type *t = (rt_type *)T;
        int tn = ccall_int_kind(t, &ts);
        if (tn && t != rt_bool_type)
            return rt_box_bits(t, &ux); /* little-endian: the low tn bytes */
        if (t == rt_float64_type) {
            double d = vs ? (double)x : (double)ux;
            return rt_box_float64(d);
        }
        if (t == rt_float32_type) {
            float f = vs ? (float)x : (float)ux;
            return rt_box_bits(t, &f);
        }
    }
    rt_typeassert_exact(v, T);
    return v;
}

int8_t rt_check_bool(rt_value *v)
{
    if (v == rt_true)
        return 1;
    if (v == rt_false)
        return 0;
    rt_throw_type_error("", "if", (rt_value *)rt_bool_type, v);
}

rt_value *rt_get_current_exception(void) { return rt_current_exception; }

rt_value *rt_new_struct_dyn(rt_value *T, rt_value **args, int32_t n)
{
    if (!rt_is_datatype(T) || !rt_is_concrete(T))
        rt_error("new: %s is not a concrete type", rt_type_str(T));
    rt_type *t = (rt_type *)T;
    for (int i = 0; i < n && i < t->nfields; i++)
        if (!rt_isa(args[i], t->fieldtypes[i]))
            rt_throw_type_error("new", "", t->fieldtypes[i], args[i]);
    return rt_new_struct(t, n, args);
}

/* Core._splatnew(T, tup): new(T, tup...), the fields checked against T's field types. */
rt_value *rt_splatnew(rt_value *T, rt_value *tup)
{
    rt_type *tt = rt_typeof(tup);
    if (!(tt->flags & RT_TUPLE))
        rt_error("_splatnew: expected a Tuple of field values");
    rt_value *buf[32];
    int n = tt->nfields;
    rt_value **vals = n <= 32 ? buf : rt_alloc((size_t)n * sizeof *vals);
    for (int i = 0; i < n; i++)
        vals[i] = rt_get_field(tup, i);
    if (rt_is_datatype(T) && ((rt_type *)T)->nfields != n)
        rt_error("_splatnew: %s has %d fields, given %d", rt_type_str(T),
                 ((rt_type *)T)->nfields, n);
    return rt_new_struct_dyn(T, vals, n);
}

static bool bits_equal(rt_type *t, const char *a, const char *b)
{
    if (t->flags & RT_PRIMITIVE)
        return memcmp(a, b, t->size) == 0;
    for (int i = 0; i < t->nfields; i++) {
        rt_type *ft = (rt_type *)t->fieldtypes[i];
        if (t->fieldinline[i]) {
            if (!bits_equal(ft, a + t->fieldoffsets[i], b + t->fieldoffsets[i]))
                return false;
        } else {
            rt_value *x = *(rt_value **)(a + t->fieldoffsets[i]);
            rt_value *y = *(rt_value **)(b + t->fieldoffsets[i]);
            if (x != y && !(x && y && rt_egal(x, y)))
                return false;
        }
    }
    return true;
}

int8_t rt_egal(rt_value *a, rt_value *b)
{
    if (a == b)
        return 1;
    if (!a || !b || rt_typeof(a) != rt_typeof(b))
        return 0;
    rt_type *t = rt_typeof(a);
    if (t == rt_string_type) {
        rt_string *x = (rt_string *)a, *y = (rt_string *)b;
        return x->len == y->len && memcmp(x->data, y->data, (size_t)x->len) == 0;
    }
    if (t->flags & (RT_MUTABLE | RT_OPAQUE))
        return 0;
    if (rt_is_kind(a))
        return rt_types_equal(a, b);
    if (t->nfields == 0 && !(t->flags & RT_PRIMITIVE))
        return 1;
    return bits_equal(t, rt_data(a), rt_data(b));
}

int8_t rt_isa_i8(rt_value *v, rt_value *t) { return rt_isa(v, t); }

int rt_field_index(rt_type *t, rt_value *sel)
{
    if (rt_typeof(sel) == rt_int64_type) {
        int64_t i = rt_unbox_int64(sel);
        return (i >= 1 && i <= t->nfields) ? (int)(i - 1) : -1;
    }
    if (rt_typeof(sel) != rt_symbol_type)
        return -2;
    rt_sym **fn = t->fieldnames ? t->fieldnames : t->name->fieldnames;
    for (int i = 0; fn && i < t->nfields; i++)
        if ((rt_value *)fn[i] == sel)
            return i;
    return -1;
}

_Noreturn void rt_throw_getfield_error(rt_value *x, rt_value *sel)
{
    rt_type *t = rt_typeof(x);
    if (rt_typeof(sel) == rt_symbol_type)
        rt_error("type %s has no field %s", t->name->name->name, ((rt_sym *)sel)->name);
    if (rt_typeof(sel) == rt_int64_type) { /* BoundsError(x, i): the index itself, as Julia's getfield */
        rt_value *f[2] = {x, sel};
        rt_throw(rt_new_struct(rt_boundserror_type, 2, f));
    }
    rt_throw_type_error("getfield", "", (rt_value *)rt_symbol_type, sel);
}

rt_value *rt_getfield_dyn(rt_value *x, rt_value *sel)
{
    rt_type *t = rt_typeof(x);
    int i = rt_field_index(t, sel);
    if (i < 0)
        rt_throw_getfield_error(x, sel);
    rt_value *v = rt_get_field(x, i);
    if (!v)
        rt_throw_undefref();
    return v;
}

_Noreturn void rt_throw_undefref(void)
{
    rt_throw(rt_undefreferror_type->instance);
}

void rt_check_undef_ref(rt_value *p)
{
    if (!p)
        rt_throw_undefref();
}

void *rt_array_checked_ptr(rt_array *a, int64_t i)
{
    if (i < 1 || i > a->length)
        rt_throw_bounds((rt_value *)a, i);
    return (char *)a->data + (size_t)(i - 1) * a->elsize;
}

/* ---------------------------------------------------------------- Base's ccall targets */
#include <time.h>
rt_value *rt_get_stdout(void) { return (rt_value *)rt_stdout; }
rt_value *rt_get_stderr(void) { return (rt_value *)rt_stderr; }

void rt_print_symbol(rt_iostream *io, rt_sym *s) { rt_io_write(io, s->name, s->len); }

uint64_t rt_time_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* time(): wall-clock seconds since the Unix epoch */
double rt_time_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* out grown to hold one more element */
static rt_value **grow_args(rt_value **out, size_t m, size_t *cap)
{
    if (m < *cap)
        return out;
    rt_value **n = rt_alloc(*cap * 2 * sizeof(rt_value *));
    memcpy(n, out, m * sizeof(rt_value *));
    *cap *= 2;
    return n;
}

/* Core._apply_iterate(iterate, f, collections...) when the collections' lengths are not
 * known at compile time: tuples are splatted field by field, anything else through the
 * iteration protocol (args[0] is `iterate`); then f is called generically. */
rt_value *rt_apply_iterate_dyn(rt_value **args, uint32_t n)
{
    size_t cap = 16, m = 0;
    rt_value **out = rt_alloc(cap * sizeof(rt_value *));
    out[m++] = args[1];
    for (uint32_t i = 2; i < n; i++) {
        rt_value *c = args[i];
        rt_type *t = rt_typeof(c);
        if (t->flags & RT_TUPLE) {
            for (int k = 0; k < t->nfields; k++) {
                out = grow_args(out, m, &cap);
                out[m++] = rt_get_field(c, k);
            }
            continue;
        }
        rt_value *call[3] = {args[0], c, NULL};
        rt_value *r = rt_apply_generic(call, 2);
        while (r != rt_nothing) {
            out = grow_args(out, m, &cap);
            out[m++] = rt_get_field(r, 0);
            call[2] = rt_get_field(r, 1);
            r = rt_apply_generic(call, 3);
        }
    }
    return rt_apply_generic(out, (uint32_t)m);
}

/* supertype(T) for a DataType (Any's is Any). */
rt_value *rt_supertype(rt_value *t)
{
    rt_value *b = rt_unwrap_unionall(t);
    if (!rt_is_datatype(b))
        rt_throw_type_error("supertype", "", (rt_value *)rt_datatype_type, t);
    rt_type *dt = (rt_type *)b;
    return (rt_value *)(dt->super ? dt->super : rt_any_type);
}

/* ---------------------------------------------------------------- ccall targets at run time
 * ccall(fptr, ...) / ccall((name, lib), ...) when the target is a value: a Ptr's address,
 * a Symbol or String looked up in the process, or a (name, lib) tuple looked up in that
 * library (dlopen'd once per call site value; the loader keeps its own handle count). */
#include <dlfcn.h>

static const char *ccall_name_of(rt_value *v)
{
    if (!v)
        return NULL;
    if (rt_typeof(v) == rt_symbol_type)
        return ((rt_sym *)v)->name;
    if (rt_typeof(v) == rt_string_type)
        return ((rt_string *)v)->data;
    return NULL;
}

void *rt_ccall_ptr_arg(rt_value *v)
{
    if (v && rt_typeof(v)->name == rt_ptr_typename) {
        void *p;
        memcpy(&p, rt_data(v), sizeof p);
        return p;
    }
    if (v && rt_typeof(v) == rt_string_type)
        return ((rt_string *)v)->data;
    /* Julia's cconvert: a SubString of a String passes a NUL-terminated copy of its
     * bytes, an array its element storage */
    if (v && rt_typeof(v)->name->name == rt_symbol("SubString") && rt_typeof(v)->nfields == 3) {
        rt_value *str = rt_get_field(v, 0), *off = rt_get_field(v, 1), *n = rt_get_field(v, 2);
        if (str && rt_typeof(str) == rt_string_type && off && n)
            return rt_string_n(((rt_string *)str)->data + rt_unbox_int64(off),
                               (size_t)rt_unbox_int64(n))->data;
    }
    if (v && rt_typeof(v)->name == rt_array_typename)
        return ((rt_array *)v)->data;
    /* a Ref passes the address of the value it holds (Base.RefValue's one field) */
    if (v && rt_typeof(v)->name->name == rt_symbol("RefValue") && rt_typeof(v)->nfields == 1)
        return (char *)rt_data(v) + rt_typeof(v)->fieldoffsets[0];
    return v;
}

/* A Ref{S} argument whose value's type is known only now: a Ref, an array or a Ptr pass
 * what they point at; a plain value (an integer converting to S as cconvert does) passes
 * the address of its boxed copy, which the caller keeps alive for the call. */
void *rt_ccall_ref_arg(rt_value *v, rt_value *S)
{
    rt_type *t = v ? rt_typeof(v) : NULL;
    if (t && rt_is_datatype(S) && rt_is_concrete(S) && (rt_value *)t != S &&
        t->name != rt_ptr_typename && t->name != rt_array_typename &&
        t->name->name != rt_symbol("RefValue"))
        v = rt_ccall_convert(v, S);
    if (v && rt_typeof(v) == (rt_type *)S && rt_is_datatype(S) &&
        t->name != rt_ptr_typename && ((rt_type *)S)->name != rt_ptr_typename)
        return rt_data(v);
    return rt_ccall_ptr_arg(v);
}

void *rt_ccall_target(rt_value *v)
{
    rt_type *t = rt_typeof(v);
    if (t->name == rt_ptr_typename) {
        void *p;
        memcpy(&p, rt_data(v), sizeof p);
        if (!p)
            rt_error("ccall: null function pointer");
        return p;
    }
    const char *name = ccall_name_of(v), *lib = NULL;
    if ((t->flags & RT_TUPLE) && t->nfields == 2) {
        name = ccall_name_of(rt_get_field(v, 0));
        lib = ccall_name_of(rt_get_field(v, 1));
        if (!lib)
            rt_error("ccall: the library of a (name, lib) target must be a String or Symbol");
    }
    if (!name)
        rt_error("ccall: first argument not a pointer or valid constant expression");
    void *h = dlopen(lib, RTLD_LAZY); /* NULL: the process itself */
    if (!h) {
        const char *why = dlerror();
        rt_error("could not load library \"%s\"\n%s", lib, why ? why : "");
    }
    void *p = dlsym(h, name);
    if (!p) {
        const char *why = dlerror();
        rt_error("could not load symbol \"%s\":\n%s", name, why ? why : "");
    }
    return p;
}

/* Base.unsafe_string(p[, len]): a String copied from address p, len bytes (len < 0: up
 * to the NUL). */
rt_value *rt_unsafe_string(int64_t p, int64_t len)
{
    const char *s = (const char *)(intptr_t)p;
    return (rt_value *)(len < 0 ? rt_cstring(s) : rt_string_n(s, (size_t)len));
}
