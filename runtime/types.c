/* types.c — DataType construction, memory layout and the builtin type hierarchy.
 *
 * rt_types_init bootstraps the kinds (DataType, TypeName, Union, UnionAll, TypeVar), creates
 * the modules Core, Base and Main, then builds Julia 1.7's builtin types in Core (and binds
 * each name as an exported const there). The few objects needed before their own types
 * exist (DataType, TypeName, Symbol, Module, Any) are preallocated and filled in place.
 *
 * Layout is C-like: isbits fields are stored inline at their natural alignment, every other
 * field is an 8-byte pointer. Alignment is capped at 8 (payloads start 8 bytes into an
 * object). A concrete immutable type with zero fields is a singleton: its instance is made
 * here, once. Runtime-defined layouts (String, Array, Module...) carry RT_OPAQUE.
 */
#include <string.h>

#include "types_impl.h"

rt_type *rt_datatype_type, *rt_typename_type, *rt_uniontype_type, *rt_unionall_type,
    *rt_tvar_type, *rt_vararg_type;
rt_type *rt_any_type, *rt_bottom_type_dt;
rt_value *rt_bottom;
rt_type *rt_number_type, *rt_real_type, *rt_integer_type, *rt_signed_type, *rt_unsigned_type,
    *rt_abstractfloat_type, *rt_abstractstring_type, *rt_function_type, *rt_type_type_dt,
    *rt_abstractchar_type, *rt_exception_type, *rt_io_type;
rt_type *rt_int8_type, *rt_int16_type, *rt_int32_type, *rt_int64_type, *rt_int128_type,
    *rt_uint8_type, *rt_uint16_type, *rt_uint32_type, *rt_uint64_type, *rt_uint128_type,
    *rt_float16_type, *rt_float32_type, *rt_float64_type, *rt_bool_type, *rt_char_type;
rt_type *rt_string_type, *rt_symbol_type, *rt_nothing_type, *rt_module_type, *rt_expr_type,
    *rt_linenumbernode_type, *rt_quotenode_type, *rt_globalref_type, *rt_tuple_empty_type,
    *rt_array_any_1_type, *rt_ptr_void_type, *rt_iostream_type, *rt_iobuffer_type;
rt_typename *rt_tuple_typename, *rt_array_typename, *rt_ptr_typename, *rt_type_typename,
    *rt_namedtuple_typename;
rt_value *rt_tuple_wrapper;
rt_value *rt_type_wrapper, *rt_vararg_marker, *rt_array_wrapper, *rt_namedtuple_wrapper;
rt_type *rt_typeofvararg_type, *rt_abstractarray_type_dt, *rt_densearray_type_dt;
rt_type *rt_errorexception_type, *rt_divideerror_type, *rt_boundserror_type,
    *rt_undefvarerror_type, *rt_argumenterror_type, *rt_methoderror_type, *rt_typeerror_type,
    *rt_overflowerror_type, *rt_inexacterror_type, *rt_domainerror_type,
    *rt_stackoverflowerror_type, *rt_loaderror_type, *rt_keyerror_type,
    *rt_dimensionmismatch_type, *rt_stringindexerror_type;
rt_type *rt_undefkeyworderror_type, *rt_undefreferror_type;
rt_value *rt_nothing, *rt_true, *rt_false, *rt_empty_tuple;

pthread_mutex_t rt_type_lock;
static int32_t rt_next_builtin_id = -1; /* >= 0 while rt_types_init runs */

void rt_type_lock_init(void) {
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
    pthread_mutex_init(&rt_type_lock, &a);
    pthread_mutexattr_destroy(&a);
}

static uint64_t rt_mix(uint64_t h, uint64_t x) {
    h ^= x + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
    return h;
}

static rt_value **rt_copy_vals(int n, rt_value **v) {
    if (n <= 0 || !v) return NULL;
    rt_value **c = rt_alloc_permanent((size_t)n * sizeof *c);
    memcpy(c, v, (size_t)n * sizeof *c);
    return c;
}

void rt_layout(rt_type *t) {
    if (!(t->flags & RT_CONCRETE) || (t->flags & RT_OPAQUE)) return;
    if (t->flags & RT_PRIMITIVE) {
        t->flags |= RT_ISBITS;
        return;
    }
    if (t->nfields > 0 && !t->fieldtypes) return; /* fields not known yet: call again later */
    bool isbits = !(t->flags & RT_MUTABLE);
    uint32_t off = 0, al = 1;
    if (t->nfields > 0) {
        t->fieldoffsets = rt_alloc_permanent((size_t)t->nfields * sizeof(uint32_t));
        t->fieldinline = rt_alloc_permanent((size_t)t->nfields);
    }
    for (int i = 0; i < t->nfields; i++) {
        rt_value *ft = t->fieldtypes[i];
        uint32_t sz = 8, a = 8;
        uint8_t inl = 0;
        if (rt_is_dt(ft) && (((rt_type *)ft)->flags & RT_ISBITS)) {
            sz = ((rt_type *)ft)->size;
            a = ((rt_type *)ft)->align ? ((rt_type *)ft)->align : 1;
            inl = 1;
        } else {
            isbits = false;
        }
        off = (off + a - 1) / a * a;
        t->fieldoffsets[i] = off;
        t->fieldinline[i] = inl;
        off += sz;
        if (a > al) al = a;
    }
    t->size = (off + al - 1) / al * al;
    t->align = al;
    if (isbits) t->flags |= RT_ISBITS;
    if (t->nfields == 0 && !(t->flags & RT_MUTABLE)) {
        t->flags |= RT_SINGLETON | RT_ISBITS;
        t->size = 0;
        if (!t->instance) {
            t->instance = rt_alloc_permanent(sizeof(rt_value));
            t->instance->type = t;
        }
    }
}

void rt_finish_datatype(rt_type *t) {
    uint64_t h = t->name ? t->name->hash : 0;
    for (int i = 0; i < t->nparams; i++) h = rt_mix(h, rt_param_hash(t->params[i]));
    t->hash = h;
    bool concrete = !(t->flags & RT_ABSTRACT);
    for (int i = 0; concrete && i < t->nparams; i++)
        if (rt_has_free_typevars(t->params[i])) concrete = false;
    if (concrete && (t->flags & RT_TUPLE)) {
        for (int i = 0; i < t->nparams; i++) {
            rt_value *p = t->params[i];
            if (!rt_is_dt(p) || !(((rt_type *)p)->flags & RT_CONCRETE)) concrete = false;
        }
    }
    if (concrete && (t->flags & RT_NAMEDTUPLE) && t->nfields < 0) concrete = false;
    if (concrete) t->flags |= RT_CONCRETE;
    else t->flags &= ~(uint32_t)RT_CONCRETE;
    if (!t->fieldnames && t->name) t->fieldnames = t->name->fieldnames;
    rt_layout(t);
}

static rt_type *rt_alloc_dt(void) {
    rt_type *t = rt_alloc_permanent(sizeof(rt_type));
    return t;
}

/* Fill a (possibly preallocated) DataType with a fresh TypeName. */
static rt_type *rt_datatype_into(rt_type *t, rt_sym *name, rt_module *m, rt_type *super,
                                 int nparams, rt_value **params, int nfields,
                                 rt_sym **fieldnames, rt_value **fieldtypes, uint32_t flags) {
    pthread_mutex_lock(&rt_type_lock);
    rt_typename *tn = rt_alloc_permanent(sizeof *tn);
    tn->type = rt_typename_type;
    tn->name = name;
    tn->module = m;
    tn->nparams = nparams;
    tn->nfields = nfields;
    if (nfields > 0 && fieldnames) {
        tn->fieldnames = rt_alloc_permanent((size_t)nfields * sizeof(rt_sym *));
        memcpy(tn->fieldnames, fieldnames, (size_t)nfields * sizeof(rt_sym *));
    }
    tn->flags = flags & (RT_ABSTRACT | RT_MUTABLE);
    tn->hash = rt_mix(name ? name->hash : 0, (uint64_t)(uintptr_t)tn);
    t->type = rt_datatype_type;
    t->name = tn;
    t->super = super ? super : rt_any_type;
    t->nparams = nparams;
    t->params = rt_copy_vals(nparams, params);
    t->nfields = nfields;
    t->fieldtypes = rt_copy_vals(nfields, fieldtypes);
    t->flags = flags;
    t->id = rt_next_builtin_id >= 0 ? rt_next_builtin_id++ : -1;
    rt_finish_datatype(t);
    /* wrapper: UnionAll over the TypeVar parameters, outermost first */
    rt_value *w = (rt_value *)t;
    for (int i = nparams - 1; i >= 0; i--)
        if (rt_is_tv(params[i])) w = rt_new_unionall((rt_tvar *)params[i], w);
    tn->wrapper = w;
    tn->capcache = 8;
    tn->cache = rt_alloc_permanent(tn->capcache * sizeof(rt_type *));
    if (nparams > 0) { /* the primary definition is the instantiation at its own vars */
        tn->cache[t->hash & (tn->capcache - 1)] = t;
        tn->ncache = 1;
    }
    pthread_mutex_unlock(&rt_type_lock);
    return t;
}

rt_type *rt_new_datatype(rt_sym *name, rt_module *m, rt_type *super, int nparams,
                         rt_value **params, int nfields, rt_sym **fieldnames,
                         rt_value **fieldtypes, uint32_t flags) {
    return rt_datatype_into(rt_alloc_dt(), name, m, super, nparams, params, nfields, fieldnames,
                            fieldtypes, flags);
}

rt_type *rt_new_primitive(rt_sym *name, rt_module *m, rt_type *super, uint32_t nbits) {
    rt_type *t = rt_alloc_dt();
    t->size = nbits / 8;
    t->align = t->size > 8 ? 8 : (t->size ? t->size : 1);
    return rt_datatype_into(t, name, m, super, 0, NULL, 0, NULL, NULL, RT_PRIMITIVE);
}

bool rt_is_datatype(rt_value *t) { return rt_is_dt(t); }

bool rt_is_concrete(rt_value *t) {
    return rt_is_dt(t) && (((rt_type *)t)->flags & RT_CONCRETE);
}

bool rt_isbits_type(rt_value *t) {
    return rt_is_dt(t) && (((rt_type *)t)->flags & RT_ISBITS) &&
           (((rt_type *)t)->flags & RT_CONCRETE);
}

bool rt_is_kind(rt_value *v) {
    if (!v) return false;
    rt_type *k = rt_typeof(v);
    return rt_is_kind_type(k) || k == rt_tvar_type;
}

bool rt_is_type_type(rt_value *t) {
    return rt_is_dt(t) && ((rt_type *)t)->name == rt_type_typename;
}

bool rt_is_vararg(rt_value *t) { return rt_is_va(t); }

/* ------------------------------------------------------------ bootstrap helpers */

static void rt_bind_core(const char *name, rt_value *v, bool exported) {
    rt_sym *s = rt_symbol(name);
    rt_set_const(rt_core_module, s, v);
    rt_binding *b = rt_get_binding(rt_core_module, s);
    b->exported = exported;
}

static rt_type *rt_core_type(const char *name, rt_type *super, uint32_t flags) {
    rt_type *t = rt_new_datatype(rt_symbol(name), rt_core_module, super, 0, NULL, 0, NULL, NULL,
                                 flags);
    rt_bind_core(name, (rt_value *)t, true);
    return t;
}

static rt_type *rt_core_prim(const char *name, rt_type *super, uint32_t nbits) {
    rt_type *t = rt_new_primitive(rt_symbol(name), rt_core_module, super, nbits);
    rt_bind_core(name, (rt_value *)t, true);
    return t;
}

/* A struct type in Core with the given field names and types. */
static rt_type *rt_core_struct(const char *name, rt_type *super, uint32_t flags, int n,
                               const char **fnames, rt_value **ftypes) {
    rt_sym *fn[8];
    for (int i = 0; i < n; i++) fn[i] = rt_symbol(fnames[i]);
    rt_type *t = rt_new_datatype(rt_symbol(name), rt_core_module, super, 0, NULL, n, fn, ftypes,
                                 flags);
    rt_bind_core(name, (rt_value *)t, true);
    return t;
}

static rt_tvar *rt_tv(const char *name) { return rt_new_tvar(rt_symbol(name), NULL, NULL); }

/* Fill one of the preallocated kinds. */
static void rt_kind_into(rt_type *t, const char *name, uint32_t flags) {
    rt_datatype_into(t, rt_symbol(name), rt_core_module, rt_any_type, 0, NULL, 0, NULL, NULL,
                     flags | RT_OPAQUE);
}

static void rt_init_exceptions(void) {
    rt_value *A = (rt_value *)rt_any_type, *S = (rt_value *)rt_abstractstring_type;
    rt_value *Sym = (rt_value *)rt_symbol_type, *I = (rt_value *)rt_int64_type;
    rt_type *E = rt_exception_type;
    rt_errorexception_type = rt_core_struct("ErrorException", E, 0, 1, (const char *[]){"msg"}, &S);
    rt_boundserror_type =
        rt_core_struct("BoundsError", E, 0, 2, (const char *[]){"a", "i"}, (rt_value *[]){A, A});
    rt_divideerror_type = rt_core_struct("DivideError", E, 0, 0, NULL, NULL);
    rt_undefvarerror_type =
        rt_core_struct("UndefVarError", E, 0, 1, (const char *[]){"var"}, &Sym);
    rt_argumenterror_type = rt_core_struct("ArgumentError", E, 0, 1, (const char *[]){"msg"}, &S);
    rt_methoderror_type = rt_core_struct(
        "MethodError", E, 0, 3, (const char *[]){"f", "args", "world"},
        (rt_value *[]){A, A, (rt_value *)rt_uint64_type});
    rt_typeerror_type = rt_core_struct(
        "TypeError", E, 0, 4, (const char *[]){"func", "context", "expected", "got"},
        (rt_value *[]){Sym, A, (rt_value *)rt_type_wrapper, A});
    rt_overflowerror_type = rt_core_struct("OverflowError", E, 0, 1, (const char *[]){"msg"}, &S);
    rt_inexacterror_type = rt_core_struct("InexactError", E, 0, 3,
                                          (const char *[]){"func", "T", "val"},
                                          (rt_value *[]){Sym, A, A});
    rt_domainerror_type =
        rt_core_struct("DomainError", E, 0, 2, (const char *[]){"val", "msg"}, (rt_value *[]){A, A});
    rt_stackoverflowerror_type = rt_core_struct("StackOverflowError", E, 0, 0, NULL, NULL);
    rt_loaderror_type = rt_core_struct("LoadError", E, 0, 3,
                                       (const char *[]){"file", "line", "error"},
                                       (rt_value *[]){S, I, A});
    rt_keyerror_type = rt_core_struct("KeyError", E, 0, 1, (const char *[]){"key"}, &A);
    rt_dimensionmismatch_type =
        rt_core_struct("DimensionMismatch", E, 0, 1, (const char *[]){"msg"}, &S);
    rt_stringindexerror_type = rt_core_struct(
        "StringIndexError", E, 0, 2, (const char *[]){"string", "index"}, (rt_value *[]){S, I});
    rt_undefkeyworderror_type =
        rt_core_struct("UndefKeywordError", E, 0, 1, (const char *[]){"var"}, &Sym);
    rt_undefreferror_type = rt_core_struct("UndefRefError", E, 0, 0, NULL, NULL);
}

static void rt_init_parametric(void) {
    /* Type{T} */
    rt_tvar *T = rt_tv("T");
    rt_type_type_dt = rt_new_datatype(rt_symbol("Type"), rt_core_module, rt_any_type, 1,
                                      (rt_value **)&T, 0, NULL, NULL, RT_ABSTRACT);
    rt_type_typename = rt_type_type_dt->name;
    rt_type_wrapper = rt_type_typename->wrapper;
    rt_bind_core("Type", rt_type_wrapper, true);
    rt_datatype_type->super = rt_type_type_dt;
    rt_uniontype_type->super = rt_type_type_dt;
    rt_unionall_type->super = rt_type_type_dt;
    rt_bottom_type_dt->super = rt_type_type_dt;

    /* Vararg and Tuple */
    rt_kind_into(rt_typeofvararg_type = rt_alloc_dt(), "TypeofVararg", 0);
    rt_vararg_type = rt_typeofvararg_type;
    rt_bind_core("TypeofVararg", (rt_value *)rt_typeofvararg_type, false);
    rt_vararg *vm = rt_alloc_permanent(sizeof *vm);
    vm->type = rt_typeofvararg_type;
    rt_vararg_marker = (rt_value *)vm;
    rt_bind_core("Vararg", rt_vararg_marker, true);
    rt_type *tup = rt_new_datatype(rt_symbol("Tuple"), rt_core_module, rt_any_type, 0, NULL, 0,
                                   NULL, NULL, RT_TUPLE);
    rt_tuple_typename = tup->name;
    rt_tuple_typename->ncache = 0;
    rt_value *va = rt_new_vararg((rt_value *)rt_any_type, NULL);
    rt_tuple_wrapper = (rt_value *)rt_tuple_type(1, &va);
    rt_tuple_typename->wrapper = rt_tuple_wrapper;
    rt_bind_core("Tuple", rt_tuple_wrapper, true);
    rt_tuple_empty_type = rt_tuple_type(0, NULL);
    rt_empty_tuple = rt_tuple_empty_type->instance;

    /* AbstractArray{T,N} > DenseArray{T,N} > Array{T,N} */
    rt_tvar *v[2] = {rt_tv("T"), rt_tv("N")};
    rt_abstractarray_type_dt = rt_new_datatype(rt_symbol("AbstractArray"), rt_core_module,
                                               rt_any_type, 2, (rt_value **)v, 0, NULL, NULL,
                                               RT_ABSTRACT);
    rt_bind_core("AbstractArray", rt_abstractarray_type_dt->name->wrapper, true);
    rt_tvar *d[2] = {rt_tv("T"), rt_tv("N")};
    rt_type *dsup = rt_instantiate(rt_abstractarray_type_dt->name, 2, (rt_value **)d);
    rt_densearray_type_dt = rt_new_datatype(rt_symbol("DenseArray"), rt_core_module, dsup, 2,
                                            (rt_value **)d, 0, NULL, NULL, RT_ABSTRACT);
    rt_bind_core("DenseArray", rt_densearray_type_dt->name->wrapper, true);
    rt_tvar *a[2] = {rt_tv("T"), rt_tv("N")};
    rt_type *asup = rt_instantiate(rt_densearray_type_dt->name, 2, (rt_value **)a);
    rt_type *arr = rt_new_datatype(rt_symbol("Array"), rt_core_module, asup, 2, (rt_value **)a,
                                   0, NULL, NULL, RT_MUTABLE | RT_OPAQUE);
    rt_array_typename = arr->name;
    rt_array_wrapper = arr->name->wrapper;
    rt_bind_core("Array", rt_array_wrapper, true);

    /* Ref{T} > Ptr{T} (primitive, 64 bits) */
    rt_tvar *r = rt_tv("T");
    rt_type *ref = rt_new_datatype(rt_symbol("Ref"), rt_core_module, rt_any_type, 1,
                                   (rt_value **)&r, 0, NULL, NULL, RT_ABSTRACT);
    rt_bind_core("Ref", ref->name->wrapper, true);
    rt_tvar *p = rt_tv("T");
    rt_type *psup = rt_instantiate(ref->name, 1, (rt_value **)&p);
    rt_type *ptr = rt_alloc_dt();
    ptr->size = 8;
    ptr->align = 8;
    rt_datatype_into(ptr, rt_symbol("Ptr"), rt_core_module, psup, 1, (rt_value **)&p, 0, NULL,
                     NULL, RT_PRIMITIVE);
    rt_ptr_typename = ptr->name;
    rt_bind_core("Ptr", ptr->name->wrapper, true);
    rt_value *nt = (rt_value *)rt_nothing_type;
    rt_ptr_void_type = rt_instantiate(rt_ptr_typename, 1, &nt);
    rt_ptr_void_type->id = rt_next_builtin_id++;

    /* NamedTuple{names, T<:Tuple} */
    rt_tvar *nv[2] = {rt_tv("names"), rt_new_tvar(rt_symbol("T"), NULL, rt_tuple_wrapper)};
    rt_type *ntt = rt_new_datatype(rt_symbol("NamedTuple"), rt_core_module, rt_any_type, 2,
                                   (rt_value **)nv, 0, NULL, NULL, RT_NAMEDTUPLE);
    rt_namedtuple_typename = ntt->name;
    rt_namedtuple_wrapper = ntt->name->wrapper;
    rt_bind_core("NamedTuple", rt_namedtuple_wrapper, true);
}

void rt_types_init(void) {
    if (rt_any_type) return;
    rt_type_lock_init();
    rt_next_builtin_id = 0;
    /* preallocated: needed (as pointers) before they can be filled */
    rt_datatype_type = rt_alloc_dt();
    rt_typename_type = rt_alloc_dt();
    rt_symbol_type = rt_alloc_dt();
    rt_module_type = rt_alloc_dt();
    rt_any_type = rt_alloc_dt();
    rt_tvar_type = rt_alloc_dt();
    rt_unionall_type = rt_alloc_dt();
    rt_uniontype_type = rt_alloc_dt();
    rt_bottom_type_dt = rt_alloc_dt();
    rt_union *bot = rt_alloc_permanent(sizeof *bot);
    bot->type = rt_bottom_type_dt;
    rt_bottom = (rt_value *)bot;
    rt_core_module = rt_new_module(rt_symbol("Core"), NULL);
    rt_base_module = rt_new_module(rt_symbol("Base"), NULL);
    rt_main_module = rt_new_module(rt_symbol("Main"), NULL);
    rt_core_module->parent = rt_core_module;
    rt_base_module->parent = rt_base_module;
    rt_main_module->parent = rt_main_module;

    rt_datatype_into(rt_any_type, rt_symbol("Any"), rt_core_module, NULL, 0, NULL, 0, NULL, NULL,
                     RT_ABSTRACT);
    rt_bind_core("Any", (rt_value *)rt_any_type, true);
    rt_kind_into(rt_datatype_type, "DataType", 0);
    rt_kind_into(rt_typename_type, "TypeName", 0);
    rt_kind_into(rt_symbol_type, "Symbol", 0);
    rt_kind_into(rt_module_type, "Module", RT_MUTABLE);
    rt_kind_into(rt_tvar_type, "TypeVar", RT_MUTABLE);
    rt_kind_into(rt_unionall_type, "UnionAll", 0);
    rt_kind_into(rt_uniontype_type, "Union", 0);
    rt_kind_into(rt_bottom_type_dt, "TypeofBottom", 0);
    rt_bottom_type_dt->instance = rt_bottom; /* its one value is Union{} (a field, a capture) */
    /* things created before their kind existed */
    rt_any_type->type = rt_datatype_type;
    rt_any_type->name->type = rt_typename_type;
    rt_core_module->type = rt_base_module->type = rt_main_module->type = rt_module_type;
    rt_bind_core("DataType", (rt_value *)rt_datatype_type, true);
    rt_bind_core("TypeName", (rt_value *)rt_typename_type, false);
    rt_bind_core("Symbol", (rt_value *)rt_symbol_type, true);
    rt_bind_core("Module", (rt_value *)rt_module_type, true);
    rt_bind_core("TypeVar", (rt_value *)rt_tvar_type, true);
    rt_bind_core("UnionAll", (rt_value *)rt_unionall_type, true);
    rt_bind_core("Union", (rt_value *)rt_uniontype_type, true);
    rt_bind_core("TypeofBottom", (rt_value *)rt_bottom_type_dt, false);
    rt_bind_core("Core", (rt_value *)rt_core_module, true);
    rt_bind_core("Main", (rt_value *)rt_main_module, true);
    rt_set_const(rt_base_module, rt_symbol("Base"), (rt_value *)rt_base_module);
    rt_set_const(rt_main_module, rt_symbol("Base"), (rt_value *)rt_base_module);
    rt_set_const(rt_main_module, rt_symbol("Core"), (rt_value *)rt_core_module);
    rt_set_const(rt_main_module, rt_symbol("Main"), (rt_value *)rt_main_module);

    rt_nothing_type = rt_core_type("Nothing", rt_any_type, 0);
    rt_nothing = rt_nothing_type->instance;
    rt_bind_core("nothing", rt_nothing, true);
    rt_function_type = rt_core_type("Function", rt_any_type, RT_ABSTRACT);
    rt_init_parametric();

    rt_number_type = rt_core_type("Number", rt_any_type, RT_ABSTRACT);
    rt_real_type = rt_core_type("Real", rt_number_type, RT_ABSTRACT);
    rt_integer_type = rt_core_type("Integer", rt_real_type, RT_ABSTRACT);
    rt_signed_type = rt_core_type("Signed", rt_integer_type, RT_ABSTRACT);
    rt_unsigned_type = rt_core_type("Unsigned", rt_integer_type, RT_ABSTRACT);
    rt_abstractfloat_type = rt_core_type("AbstractFloat", rt_real_type, RT_ABSTRACT);
    rt_int8_type = rt_core_prim("Int8", rt_signed_type, 8);
    rt_int16_type = rt_core_prim("Int16", rt_signed_type, 16);
    rt_int32_type = rt_core_prim("Int32", rt_signed_type, 32);
    rt_int64_type = rt_core_prim("Int64", rt_signed_type, 64);
    rt_int128_type = rt_core_prim("Int128", rt_signed_type, 128);
    rt_uint8_type = rt_core_prim("UInt8", rt_unsigned_type, 8);
    rt_uint16_type = rt_core_prim("UInt16", rt_unsigned_type, 16);
    rt_uint32_type = rt_core_prim("UInt32", rt_unsigned_type, 32);
    rt_uint64_type = rt_core_prim("UInt64", rt_unsigned_type, 64);
    rt_uint128_type = rt_core_prim("UInt128", rt_unsigned_type, 128);
    rt_bool_type = rt_core_prim("Bool", rt_integer_type, 8);
    rt_float16_type = rt_core_prim("Float16", rt_abstractfloat_type, 16);
    rt_float32_type = rt_core_prim("Float32", rt_abstractfloat_type, 32);
    rt_float64_type = rt_core_prim("Float64", rt_abstractfloat_type, 64);
    rt_bind_core("Int", (rt_value *)rt_int64_type, true);
    rt_array_any_1_type = rt_array_type((rt_value *)rt_any_type, 1); /* needs Int64 for N */
    {   /* NTuple{N,T} = Tuple{Vararg{T,N}} */
        rt_tvar *tn = rt_tv("N"), *tt = rt_tv("T");
        rt_value *va = rt_new_vararg((rt_value *)tt, (rt_value *)tn);
        rt_value *body = (rt_value *)rt_tuple_type(1, &va);
        rt_bind_core("NTuple", rt_new_unionall(tn, rt_new_unionall(tt, body)), true);
    }
    /* Core's aliases Vector{T} = Array{T,1}, Matrix{T} = Array{T,2}, AbstractVector/Matrix */
    for (int nd = 1; nd <= 2; nd++) {
        rt_tvar *et = rt_tv("T");
        rt_value *ps[2] = {(rt_value *)et, rt_box_int64(nd)};
        rt_bind_core(nd == 1 ? "Vector" : "Matrix",
                     rt_new_unionall(et, (rt_value *)rt_array_type((rt_value *)et, nd)), true);
        rt_tvar *at = rt_tv("T");
        ps[0] = (rt_value *)at;
        rt_bind_core(nd == 1 ? "AbstractVector" : "AbstractMatrix",
                     rt_new_unionall(at, (rt_value *)rt_instantiate(
                                             rt_abstractarray_type_dt->name, 2, ps)),
                     true);
    }
    rt_bind_core("UInt", (rt_value *)rt_uint64_type, true);
    rt_abstractchar_type = rt_core_type("AbstractChar", rt_any_type, RT_ABSTRACT);
    rt_char_type = rt_core_prim("Char", rt_abstractchar_type, 32);
    rt_abstractstring_type = rt_core_type("AbstractString", rt_any_type, RT_ABSTRACT);
    rt_string_type = rt_core_type("String", rt_abstractstring_type, RT_OPAQUE);
    rt_set_const(rt_base_module, rt_symbol("Cvoid"), (rt_value *)rt_nothing_type);
    rt_get_binding(rt_base_module, rt_symbol("Cvoid"))->exported = 1;

    uint8_t one = 1, zero = 0;
    rt_value *t = rt_alloc_permanent(sizeof(rt_value) + 8), *f = rt_alloc_permanent(sizeof(rt_value) + 8);
    t->type = f->type = rt_bool_type;
    memcpy(rt_data(t), &one, 1);
    memcpy(rt_data(f), &zero, 1);
    rt_true = t;
    rt_false = f;
    rt_bind_core("true", rt_true, true);
    rt_bind_core("false", rt_false, true);

    rt_value *A = (rt_value *)rt_any_type, *Sym = (rt_value *)rt_symbol_type;
    rt_expr_type = rt_core_struct("Expr", rt_any_type, RT_MUTABLE, 2, (const char *[]){"head", "args"},
                                  (rt_value *[]){Sym, (rt_value *)rt_array_any_1_type});
    rt_linenumbernode_type =
        rt_core_struct("LineNumberNode", rt_any_type, 0, 2, (const char *[]){"line", "file"},
                       (rt_value *[]){(rt_value *)rt_int64_type, A});
    rt_quotenode_type = rt_core_struct("QuoteNode", rt_any_type, 0, 1, (const char *[]){"value"}, &A);
    rt_globalref_type = rt_core_struct("GlobalRef", rt_any_type, 0, 2, (const char *[]){"mod", "name"},
                                       (rt_value *[]){(rt_value *)rt_module_type, Sym});
    rt_io_type = rt_core_type("IO", rt_any_type, RT_ABSTRACT);
    rt_iostream_type = rt_core_type("IOStream", rt_io_type, RT_MUTABLE | RT_OPAQUE);
    /* Julia's IOBuffer (GenericIOBuffer{Vector{UInt8}}): an rt_iostream with no descriptor */
    rt_iobuffer_type = rt_core_type("IOBuffer", rt_io_type, RT_MUTABLE | RT_OPAQUE);
    rt_exception_type = rt_core_type("Exception", rt_any_type, RT_ABSTRACT);
    rt_init_exceptions();
    rt_next_builtin_id = -1;
}

/* fieldoffset(T, i): the byte offset of field i (1-based) inside T's payload, as Julia's
 * jl_get_field_offset; a BoundsError for an index out of range or a type without a
 * layout. */
uint64_t rt_fieldoffset(rt_value *T, int64_t i) {
    rt_type *t = (rt_type *)T;
    if (!rt_is_dt(T) || !t->fieldoffsets || i < 1 || i > t->nfields) rt_throw_bounds(T, i);
    return t->fieldoffsets[i - 1];
}
