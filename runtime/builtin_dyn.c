/* builtin_dyn.c — the Core builtins and intrinsics as callable functions on boxed values.
 *
 * Compiled code inlines a builtin whenever its operand types are known. When they are not
 * (a generic specialization in an executable, a builtin passed as a value, a call whose
 * operands are boxed) the call goes through rt_apply_generic, which finds the builtin's
 * implementation here through its typename's `builtin` slot. Each takes the usual boxed
 * argument vector, args[0] being the builtin itself, and throws Julia's errors. */
#include "rt.h"
#include <string.h>

static rt_sym *sym_of(rt_value **args) { return ((rt_function *)args[0])->name; }

static _Noreturn void bad_args(rt_value **args, uint32_t n) { rt_throw_method_error(args, n); }

static int64_t int_arg(rt_value **args, uint32_t n, uint32_t i)
{
    if (rt_typeof(args[i]) != rt_int64_type)
        bad_args(args, n);
    return rt_unbox_int64(args[i]);
}

static rt_array *array_arg(rt_value **args, uint32_t n)
{
    if (n < 2 || rt_typeof(args[1])->name != rt_array_typename)
        bad_args(args, n);
    return (rt_array *)args[1];
}

static rt_value *b_egal(rt_value **a, uint32_t n)
{
    if (n != 3) bad_args(a, n);
    return rt_box_bool(rt_egal(a[1], a[2]));
}

static rt_value *b_isa(rt_value **a, uint32_t n)
{
    if (n != 3 || !rt_is_kind(a[2])) bad_args(a, n);
    return rt_box_bool(rt_isa(a[1], a[2]));
}

static rt_value *b_typeof(rt_value **a, uint32_t n)
{
    if (n != 2) bad_args(a, n);
    return (rt_value *)rt_typeof(a[1]);
}

static rt_value *b_subtype(rt_value **a, uint32_t n)
{
    if (n != 3 || !rt_is_kind(a[1]) || !rt_is_kind(a[2])) bad_args(a, n);
    return rt_box_bool(rt_subtype(a[1], a[2]));
}

static rt_value *b_typeassert(rt_value **a, uint32_t n)
{
    if (n != 3 || !rt_is_kind(a[2])) bad_args(a, n);
    if (!rt_isa(a[1], a[2]))
        rt_throw_type_error("typeassert", "", a[2], a[1]);
    return a[1];
}

static rt_value *b_getfield(rt_value **a, uint32_t n)
{
    if (n != 3 && n != 4) bad_args(a, n);
    return rt_getfield_dyn(a[1], a[2]);
}

/* setfield!(x, f, v[, order]): only an atomic field takes an order other than :not_atomic,
 * and only with one (1.7's atomic fields) */
static rt_value *b_setfield(rt_value **a, uint32_t n)
{
    if (n != 4 && n != 5) bad_args(a, n);
    rt_type *t = rt_typeof(a[1]);
    int i = rt_field_index(t, a[2]);
    if (i < 0)
        rt_throw_getfield_error(a[1], a[2]);
    if (!(t->flags & RT_MUTABLE))
        rt_error("setfield!: immutable struct of type %s cannot be changed", t->name->name->name);
    bool plain = true;
    if (n == 5) {
        if (rt_typeof(a[4]) != rt_symbol_type) bad_args(a, n);
        const char *o = ((rt_sym *)a[4])->name;
        if (strcmp(o, "not_atomic") && strcmp(o, "unordered") && strcmp(o, "monotonic") &&
            strcmp(o, "release") && strcmp(o, "sequentially_consistent"))
            rt_throw_atomic_error("invalid atomic ordering");
        plain = !strcmp(o, "not_atomic");
    }
    if (rt_field_isatomic((rt_value *)t, i + 1) == plain)
        rt_throw_atomic_error(plain ? "setfield!: atomic field cannot be written non-atomically"
                                    : "setfield!: non-atomic field cannot be written atomically");
    if (!rt_isa(a[3], t->fieldtypes[i]))
        rt_throw_type_error("setfield!", "", t->fieldtypes[i], a[3]);
    char *f = (char *)rt_data(a[1]) + t->fieldoffsets[i];
    if (t->fieldinline[i])
        memcpy(f, rt_data(a[3]), ((rt_type *)t->fieldtypes[i])->size);
    else
        *(rt_value **)f = a[3];
    return a[3];
}

static rt_value *b_nfields(rt_value **a, uint32_t n)
{
    if (n != 2) bad_args(a, n);
    return rt_box_int64(rt_typeof(a[1])->nfields);
}

static rt_value *b_tuple(rt_value **a, uint32_t n) { return rt_new_tuple((int)n - 1, a + 1); }

static rt_value *b_apply_type(rt_value **a, uint32_t n)
{
    if (n < 2) bad_args(a, n);
    return rt_apply_type(a[1], (int)n - 2, a + 2);
}

static rt_value *b_throw(rt_value **a, uint32_t n)
{
    if (n != 2) bad_args(a, n);
    rt_throw(a[1]);
}

static rt_value *b_ifelse(rt_value **a, uint32_t n)
{
    if (n != 4) bad_args(a, n);
    return rt_check_bool(a[1]) ? a[2] : a[3];
}

static rt_value *b_apply_iterate(rt_value **a, uint32_t n)
{
    if (n < 3) bad_args(a, n);
    return rt_apply_iterate_dyn(a + 1, n - 1);
}

static rt_value *b_arrayref(rt_value **a, uint32_t n)
{
    rt_array *arr = array_arg(a, n);
    if (n != 3) bad_args(a, n);
    int64_t i = int_arg(a, n, 2);
    void *p = rt_array_checked_ptr(arr, i);
    if (arr->isptr) {
        rt_value *v = *(rt_value **)p;
        if (!v)
            rt_throw_undefref();
        return v;
    }
    return rt_box_bits((rt_type *)arr->type->params[0], p);
}

static rt_value *b_arrayset(rt_value **a, uint32_t n)
{
    rt_array *arr = array_arg(a, n);
    if (n != 4) bad_args(a, n);
    int64_t i = int_arg(a, n, 3);
    rt_value *el = arr->type->params[0];
    if (!rt_isa(a[2], el))
        rt_throw_type_error("arrayset", "", el, a[2]);
    void *p = rt_array_checked_ptr(arr, i);
    if (arr->isptr)
        *(rt_value **)p = a[2];
    else
        memcpy(p, rt_data(a[2]), arr->elsize);
    return a[1];
}

static rt_value *b_arraylen(rt_value **a, uint32_t n)
{
    rt_array *arr = array_arg(a, n);
    return rt_box_int64(arr->length);
}

static rt_value *b_arraysize(rt_value **a, uint32_t n)
{
    rt_array *arr = array_arg(a, n);
    if (n != 3) bad_args(a, n);
    int64_t d = int_arg(a, n, 2);
    return rt_box_int64(d >= 1 && d <= arr->ndims ? arr->dims[d - 1] : 1);
}

static rt_value *b_sizeof(rt_value **a, uint32_t n)
{
    if (n != 2) bad_args(a, n);
    rt_value *x = a[1];
    if (rt_typeof(x) == rt_string_type)
        return rt_box_int64(((rt_string *)x)->len);
    if (rt_is_datatype(x) && rt_is_concrete(x))
        return rt_box_int64(((rt_type *)x)->size);
    rt_type *t = rt_typeof(x);
    if (t->name == rt_array_typename)
        return rt_box_int64(((rt_array *)x)->length * ((rt_array *)x)->elsize);
    return rt_box_int64(t->size);
}

static rt_value *b_fieldtype(rt_value **a, uint32_t n)
{
    if (n != 3 || !rt_is_datatype(a[1])) bad_args(a, n);
    rt_type *t = (rt_type *)a[1];
    int i = rt_field_index(t, a[2]);
    if (i < 0)
        rt_error("type %s has no field %s", t->name->name->name,
                 rt_typeof(a[2]) == rt_symbol_type ? ((rt_sym *)a[2])->name : "?");
    return t->fieldtypes[i];
}

static rt_value *b_isdefined(rt_value **a, uint32_t n)
{
    if (n != 3) bad_args(a, n);
    if (rt_typeof(a[1]) == rt_module_type) {
        if (rt_typeof(a[2]) != rt_symbol_type) bad_args(a, n);
        return rt_box_bool(rt_get_global((rt_module *)a[1], (rt_sym *)a[2]) != NULL);
    }
    int i = rt_field_index(rt_typeof(a[1]), a[2]);
    return rt_box_bool(i >= 0 && rt_get_field(a[1], i) != NULL);
}

/* pointerref(p::Ptr{T}, i, align) / pointerset(p, x, i, align) on boxed operands */
static rt_value *b_pointer(rt_value **a, uint32_t n, bool set)
{
    rt_type *pt = n >= 2 ? rt_typeof(a[1]) : NULL;
    rt_value *iv = n == 4 ? a[2] : n == 5 ? a[3] : NULL;
    if (!pt || pt->name != rt_ptr_typename || n != (set ? 5u : 4u) || rt_typeof(iv) != rt_int64_type)
        bad_args(a, n);
    rt_value *T = pt->params[0];
    uint64_t elsz = rt_isbits_type(T) ? ((rt_type *)T)->size : sizeof(rt_value *);
    uint64_t addr = *(uint64_t *)rt_data(a[1]) + (uint64_t)(rt_unbox_int64(iv) - 1) * elsz;
    if (!set)
        return rt_ptr_load(T, addr);
    if (!rt_isa(a[2], T))
        bad_args(a, n);
    rt_ptr_store(T, addr, a[2]);
    return a[1];
}

static rt_value *b_intrinsic(rt_value **a, uint32_t n)
{
    if (!strcmp(sym_of(a)->name, "pointerref") || !strcmp(sym_of(a)->name, "pointerset"))
        return b_pointer(a, n, sym_of(a)->name[7] == 's');
    rt_value *v = n >= 2 ? rt_intrinsic_eval(sym_of(a)->name, (int)n - 1, a + 1) : NULL;
    if (!v) {
        const char *name = sym_of(a)->name;
        if ((!strcmp(name, "sdiv_int") || !strcmp(name, "srem_int") ||
             !strcmp(name, "udiv_int") || !strcmp(name, "urem_int")) && n == 3)
            rt_throw(rt_new_struct(rt_divideerror_type, 0, NULL));
        bad_args(a, n);
    }
    return v;
}

static rt_value *b_splatnew(rt_value **a, uint32_t n)
{
    if (n != 3) bad_args(a, n);
    return rt_splatnew(a[1], a[2]);
}

/* _return_type(f, Tuple{A...}): the compiler's inferred result type of f(::A...) through
 * rt_return_type_hook (set by inference); Any where there is no compiler (executables). */
rt_value *(*rt_return_type_hook)(rt_value *f, rt_value *tt);
static rt_value *b_return_type(rt_value **a, uint32_t n)
{
    if (n != 3) bad_args(a, n);
    rt_value *r = rt_return_type_hook ? rt_return_type_hook(a[1], a[2]) : NULL;
    return r ? r : (rt_value *)rt_any_type;
}

static const struct {
    const char *name; /* Core builtin */
    rt_fptr impl;     /* its boxed implementation */
} core[] = {
    {"===", b_egal}, {"isa", b_isa}, {"typeof", b_typeof}, {"<:", b_subtype},
    {"typeassert", b_typeassert}, {"getfield", b_getfield}, {"setfield!", b_setfield},
    {"nfields", b_nfields}, {"tuple", b_tuple}, {"apply_type", b_apply_type},
    {"throw", b_throw}, {"ifelse", b_ifelse}, {"_apply_iterate", b_apply_iterate},
    {"arrayref", b_arrayref}, {"arrayset", b_arrayset}, {"arraylen", b_arraylen},
    {"arraysize", b_arraysize}, {"sizeof", b_sizeof}, {"fieldtype", b_fieldtype},
    {"isdefined", b_isdefined}, {"_splatnew", b_splatnew}, {"_return_type", b_return_type},
};

rt_fptr rt_builtin_impl(rt_module *m, rt_sym *name)
{
    if (m != rt_core_module) {
        if (m->parent == rt_core_module && !strcmp(m->name->name, "Intrinsics"))
            return b_intrinsic;
        return NULL;
    }
    for (size_t i = 0; i < sizeof core / sizeof core[0]; i++)
        if (!strcmp(core[i].name, name->name))
            return core[i].impl;
    return NULL;
}
