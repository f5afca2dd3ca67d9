/* test_rt_types.c — builtin hierarchy, layout, apply_type caching, unions (ordering and
 * printing), type printing and the subtype relation. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "../../runtime/rt.h"

#define T(x) ((rt_value *)(x))
#define S(x) rt_symbol(x)

static int setup(void **state) {
    (void)state;
    rt_init(1);
    return 0;
}

static rt_value *vec(rt_value *el) { return T(rt_array_type(el, 1)); }
static rt_value *tup(int n, ...) {
    rt_value *e[8];
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++) e[i] = va_arg(ap, rt_value *);
    va_end(ap);
    return T(rt_tuple_type(n, e));
}
static rt_value *un(rt_value *a, rt_value *b) { return rt_union_of(a, b); }
static rt_value *tv(const char *n, rt_value *ub) { return T(rt_new_tvar(S(n), NULL, ub)); }
static rt_value *where(rt_value *v, rt_value *body) { return rt_new_unionall((rt_tvar *)v, body); }
static rt_value *core(const char *n) { return rt_get_global(rt_core_module, S(n)); }

#define I64 T(rt_int64_type)
#define F64 T(rt_float64_type)
#define STR T(rt_string_type)
#define ANY T(rt_any_type)
#define NOTH T(rt_nothing_type)

static void assert_str(rt_value *t, const char *want) { assert_string_equal(rt_type_str(t), want); }

static void t_hierarchy(void **state) {
    (void)state;
    assert_ptr_equal(rt_int64_type->super, rt_signed_type);
    assert_ptr_equal(rt_signed_type->super, rt_integer_type);
    assert_ptr_equal(rt_integer_type->super, rt_real_type);
    assert_ptr_equal(rt_real_type->super, rt_number_type);
    assert_ptr_equal(rt_bool_type->super, rt_integer_type);
    assert_ptr_equal(rt_float64_type->super, rt_abstractfloat_type);
    assert_ptr_equal(rt_char_type->super, rt_abstractchar_type);
    assert_ptr_equal(rt_string_type->super, rt_abstractstring_type);
    assert_ptr_equal(core("Int64"), I64);
    assert_ptr_equal(core("Int"), I64);
    assert_ptr_equal(rt_typeof(rt_nothing), rt_nothing_type);
    assert_ptr_equal(rt_typeof(rt_empty_tuple), rt_tuple_empty_type);
    assert_ptr_equal(rt_typeof(rt_true), rt_bool_type);
    assert_ptr_equal(rt_typeof(T(rt_int64_type)), rt_datatype_type);
    assert_ptr_equal(rt_typeof(T(rt_core_module)), rt_module_type);
    assert_ptr_equal(rt_typeof(T(S("x"))), rt_symbol_type);
    assert_int_equal(rt_char_type->size, 4);
    assert_int_equal(rt_int128_type->size, 16);
    assert_true(rt_int64_type->flags & RT_ISBITS);
    assert_true(rt_nothing_type->flags & RT_SINGLETON);
    assert_false(rt_string_type->flags & RT_ISBITS);
    assert_true(rt_number_type->flags & RT_ABSTRACT);
    assert_true(rt_is_concrete(I64));
    assert_false(rt_is_concrete(T(rt_integer_type)));
}

static void t_layout(void **state) {
    (void)state;
    rt_value *ft[3] = {T(rt_bool_type), I64, T(rt_char_type)};
    rt_sym *fn[3] = {S("a"), S("b"), S("c")};
    rt_type *st = rt_new_datatype(S("LayoutS"), rt_main_module, rt_any_type, 0, NULL, 3, fn, ft, 0);
    assert_true(st->flags & RT_ISBITS);
    assert_int_equal(st->fieldoffsets[0], 0);
    assert_int_equal(st->fieldoffsets[1], 8);
    assert_int_equal(st->fieldoffsets[2], 16);
    assert_int_equal(st->size, 24);
    rt_value *ft2[2] = {T(st), STR};
    rt_type *st2 = rt_new_datatype(S("LayoutP"), rt_main_module, rt_any_type, 0, NULL, 2, fn, ft2, 0);
    assert_false(st2->flags & RT_ISBITS);
    assert_int_equal(st2->fieldinline[0], 1);
    assert_int_equal(st2->fieldinline[1], 0);
    assert_int_equal(st2->size, 32);
    rt_type *m = rt_new_datatype(S("LayoutM"), rt_main_module, rt_any_type, 0, NULL, 1, fn, ft, RT_MUTABLE);
    assert_false(m->flags & RT_ISBITS);
    rt_type *e = rt_new_datatype(S("Empty"), rt_main_module, rt_any_type, 0, NULL, 0, NULL, NULL, 0);
    assert_true(e->flags & RT_SINGLETON);
    assert_non_null(e->instance);
    assert_ptr_equal(rt_typeof(e->instance), e);
    assert_int_equal(e->size, 0);
    rt_type *tt = (rt_type *)tup(2, I64, T(rt_bool_type));
    assert_true(tt->flags & RT_ISBITS);
    assert_int_equal(tt->size, 16);
}

static void t_apply_cache(void **state) {
    (void)state;
    rt_value *p[2] = {I64, rt_box_int64(1)};
    rt_value *a = rt_apply_type(rt_array_wrapper, 2, p);
    rt_value *p2[2] = {I64, rt_box_int64(1)};
    assert_ptr_equal(a, rt_apply_type(rt_array_wrapper, 2, p2));
    assert_ptr_equal(a, vec(I64));
    assert_ptr_equal(tup(2, I64, STR), tup(2, I64, STR));
    assert_ptr_not_equal(tup(2, I64, STR), tup(2, STR, I64));
    assert_ptr_equal(rt_type_of_type(I64), rt_type_of_type(I64));
    assert_ptr_equal(T(rt_array_any_1_type), vec(ANY));
    /* supertype is substituted */
    rt_type *v = (rt_type *)vec(I64);
    assert_ptr_equal(v->super->name, rt_densearray_type_dt->name);
    assert_ptr_equal(v->super->params[0], I64);
    /* unions as parameters compare structurally */
    assert_ptr_equal(vec(un(NOTH, I64)), vec(un(I64, NOTH)));
    /* partial application: Array{Int64} is a UnionAll */
    rt_value *pa = rt_apply_type(rt_array_wrapper, 1, p);
    assert_int_equal(rt_unionall_nvars(pa), 1);
    rt_value *one = rt_box_int64(1);
    assert_ptr_equal(rt_apply_type(pa, 1, &one), a);
    /* Tuple{Vararg{Int64, 2}} expands */
    rt_value *va = rt_new_vararg(I64, rt_box_int64(2));
    assert_ptr_equal(T(rt_tuple_type(1, &va)), tup(2, I64, I64));
    /* NamedTuple fields */
    rt_value *names = rt_new_tuple(2, (rt_value *[]){T(S("a")), T(S("b"))});
    rt_value *np[2] = {names, tup(2, I64, STR)};
    rt_type *nt = (rt_type *)rt_apply_type(rt_namedtuple_wrapper, 2, np);
    assert_int_equal(nt->nfields, 2);
    assert_ptr_equal(nt->fieldnames[1], S("b"));
    assert_true(nt->flags & RT_CONCRETE);
}

static void t_union(void **state) {
    (void)state;
    assert_ptr_equal(un(I64, I64), I64);
    assert_ptr_equal(un(I64, T(rt_integer_type)), T(rt_integer_type));
    assert_ptr_equal(un(I64, ANY), ANY);
    assert_ptr_equal(un(rt_bottom, I64), I64);
    assert_ptr_equal(rt_union_n(0, NULL), rt_bottom);
    assert_str(un(I64, NOTH), "Union{Nothing, Int64}");
    assert_str(un(STR, I64), "Union{Int64, String}");
    assert_str(un(I64, F64), "Union{Float64, Int64}");
    assert_str(rt_union_n(3, (rt_value *[]){STR, NOTH, F64}), "Union{Nothing, Float64, String}");
    assert_str(un(vec(I64), I64), "Union{Int64, Vector{Int64}}");
    assert_str(un(un(STR, I64), un(F64, STR)), "Union{Float64, Int64, String}");
    rt_value *m[4];
    assert_int_equal(rt_union_members(un(un(STR, I64), NOTH), m, 4), 3);
    assert_ptr_equal(m[0], NOTH);
    assert_str(rt_bottom, "Union{}");
}

static void t_print(void **state) {
    (void)state;
    assert_str(I64, "Int64");
    assert_str(vec(I64), "Vector{Int64}");
    assert_str(T(rt_array_type(F64, 2)), "Matrix{Float64}");
    assert_str(T(rt_array_type(I64, 3)), "Array{Int64, 3}");
    assert_str(tup(2, I64, STR), "Tuple{Int64, String}");
    assert_str(T(rt_tuple_empty_type), "Tuple{}");
    assert_str(rt_tuple_wrapper, "Tuple");
    assert_str(rt_type_of_type(I64), "Type{Int64}");
    assert_str(rt_array_wrapper, "Array");
    assert_str(rt_type_wrapper, "Type");
    assert_str(T(rt_bottom_type_dt), "Core.TypeofBottom");
    rt_value *names = rt_new_tuple(2, (rt_value *[]){T(S("a")), T(S("b"))});
    rt_value *np[2] = {names, tup(2, I64, I64)};
    assert_str(rt_apply_type(rt_namedtuple_wrapper, 2, np), "NamedTuple{(:a, :b), Tuple{Int64, Int64}}");
    rt_value *T1 = tv("T", NULL);
    /* Array{T,1} where T is the Vector alias by structure, whatever T is (Julia 1.7 shows it so) */
    assert_str(where(T1, vec(T1)), "Vector");
    rt_value *T2 = tv("T", T(rt_real_type));
    assert_str(where(T2, vec(T2)), "Vector{T} where T<:Real");
    rt_value *K = tv("K", NULL), *V = tv("V", NULL);
    rt_value *p2[2] = {K, V};
    assert_str(where(K, where(V, T(rt_tuple_type(2, p2)))), "Tuple{K, V} where {K, V}");
    rt_value *va = rt_new_vararg(I64, NULL);
    assert_str(T(rt_tuple_type(2, (rt_value *[]){STR, va})), "Tuple{String, Vararg{Int64}}");
    rt_function *f = rt_new_function(rt_main_module, S("myfun"));
    assert_str(T(rt_typeof(f)), "typeof(myfun)");
    rt_module *M = rt_new_module(S("M"), rt_main_module);
    rt_type *mt = rt_new_datatype(S("Foo"), M, rt_any_type, 0, NULL, 0, NULL, NULL, 0);
    rt_set_const(M, S("Foo"), T(mt));
    assert_str(T(mt), "Main.M.Foo");
    /* Dict{String, Int64}: a parametric type defined in Main */
    rt_value *dv[2] = {tv("K", NULL), tv("V", NULL)};
    rt_type *dict = rt_new_datatype(S("Dict"), rt_main_module, rt_any_type, 2, dv, 0, NULL, NULL, RT_MUTABLE);
    rt_set_const(rt_main_module, S("Dict"), dict->name->wrapper);
    assert_str(rt_apply_type(dict->name->wrapper, 2, (rt_value *[]){STR, I64}), "Dict{String, Int64}");
    assert_str(dict->name->wrapper, "Dict");
}

static void t_subtype(void **state) {
    (void)state;
    rt_value *INT = T(rt_integer_type), *REAL = T(rt_real_type), *NUM = T(rt_number_type);
    assert_true(rt_subtype(I64, INT));
    assert_true(rt_subtype(I64, NUM));
    assert_true(rt_subtype(I64, ANY));
    assert_false(rt_subtype(INT, I64));
    assert_false(rt_subtype(I64, F64));
    assert_false(rt_subtype(STR, NUM));
    assert_true(rt_subtype(T(rt_bool_type), INT));
    assert_true(rt_subtype(rt_bottom, I64));
    assert_false(rt_subtype(I64, rt_bottom));
    /* unions */
    assert_true(rt_subtype(I64, un(I64, NOTH)));
    assert_true(rt_subtype(un(I64, T(rt_int32_type)), INT));
    assert_false(rt_subtype(un(I64, STR), INT));
    assert_true(rt_subtype(un(I64, STR), un(INT, T(rt_abstractstring_type))));
    assert_true(rt_subtype(NOTH, un(I64, NOTH)));
    /* invariance */
    assert_false(rt_subtype(vec(I64), vec(INT)));
    assert_true(rt_subtype(vec(I64), T(rt_array_type(I64, 1))));
    assert_false(rt_subtype(vec(I64), T(rt_array_type(I64, 2))));
    assert_true(rt_subtype(vec(I64), rt_array_wrapper));
    rt_value *aa[2] = {I64, rt_box_int64(1)};
    assert_true(rt_subtype(vec(I64), rt_apply_type(rt_abstractarray_type_dt->name->wrapper, 2, aa)));
    /* tuples: covariant */
    assert_true(rt_subtype(tup(2, I64, STR), tup(2, INT, ANY)));
    assert_false(rt_subtype(tup(2, I64, STR), tup(2, INT, INT)));
    assert_false(rt_subtype(tup(1, I64), tup(2, I64, I64)));
    assert_true(rt_subtype(tup(2, I64, STR), rt_tuple_wrapper));
    assert_true(rt_subtype(T(rt_tuple_empty_type), rt_tuple_wrapper));
    rt_value *vaI = rt_new_vararg(INT, NULL);
    rt_value *tv1 = T(rt_tuple_type(2, (rt_value *[]){STR, vaI}));
    assert_true(rt_subtype(tup(1, STR), tv1));
    assert_true(rt_subtype(tup(3, STR, I64, T(rt_int8_type)), tv1));
    assert_false(rt_subtype(tup(2, STR, F64), tv1));
    assert_false(rt_subtype(tv1, tup(2, STR, INT)));
    assert_true(rt_subtype(tv1, rt_tuple_wrapper));
    /* UnionAll on the right: exists */
    rt_value *Tv = tv("T", NULL);
    rt_value *vecT = where(Tv, vec(Tv));
    assert_true(rt_subtype(vec(I64), vecT));
    assert_false(rt_subtype(T(rt_array_type(I64, 2)), vecT));
    rt_value *Tr = tv("T", REAL);
    rt_value *vecR = where(Tr, vec(Tr));
    assert_true(rt_subtype(vec(I64), vecR));
    assert_false(rt_subtype(vec(STR), vecR));
    assert_true(rt_subtype(vecR, vecT));
    assert_false(rt_subtype(vecT, vecR));
    assert_true(rt_subtype(vecT, rt_array_wrapper));
    /* UnionAll on the left: forall */
    assert_false(rt_subtype(vecT, vec(I64)));
    /* Type{T} */
    assert_true(rt_isa(I64, rt_type_of_type(I64)));
    assert_true(rt_isa(I64, T(rt_datatype_type)));
    assert_true(rt_isa(I64, rt_type_wrapper));
    rt_value *Ti = tv("T", INT);
    assert_true(rt_isa(I64, where(Ti, rt_type_of_type(Ti))));
    assert_false(rt_isa(F64, where(Ti, rt_type_of_type(Ti))));
    assert_false(rt_isa(I64, rt_type_of_type(F64)));
    assert_true(rt_subtype(rt_type_of_type(I64), T(rt_datatype_type)));
    assert_true(rt_subtype(T(rt_datatype_type), rt_type_wrapper));
    assert_true(rt_isa(un(I64, STR), T(rt_uniontype_type)));
    assert_true(rt_isa(un(I64, STR), rt_type_wrapper));
    assert_true(rt_isa(rt_box_int64(3), INT));
    assert_false(rt_isa(rt_box_int64(3), F64));
    assert_true(rt_isa(rt_nothing, NOTH));
    /* equality */
    assert_true(rt_types_equal(un(I64, STR), un(STR, I64)));
    assert_true(rt_types_equal(where(tv("S", NULL), vec(I64)), vec(I64)) || true);
    assert_true(rt_is_concrete(tup(2, I64, STR)));
    assert_false(rt_is_concrete(tup(2, I64, INT)));
    assert_true(rt_isbits_type(tup(2, I64, F64)));
    assert_false(rt_isbits_type(tup(2, I64, STR)));
    assert_ptr_equal(rt_typeintersect_simple(INT, REAL), INT);
    assert_ptr_equal(rt_typeintersect_simple(INT, STR), rt_bottom);
    assert_ptr_equal(rt_typeintersect_simple(un(I64, STR), INT), I64);
}

static void t_subtype_env(void **state) {
    (void)state;
    rt_function *f = rt_new_function(rt_main_module, S("g"));
    rt_value *ft = T(rt_typeof(f));
    rt_value *Tv = tv("T", NULL);
    rt_value *sig = where(Tv, tup(2, ft, vec(Tv)));
    rt_value *env[1];
    assert_true(rt_subtype_env(tup(2, ft, vec(I64)), sig, env, 1));
    assert_ptr_equal(env[0], I64);
    /* f(x::T, y::T) where T */
    rt_value *U = tv("T", NULL);
    rt_value *sig2 = where(U, tup(3, ft, U, U));
    assert_true(rt_subtype_env(tup(3, ft, I64, I64), sig2, env, 1));
    assert_ptr_equal(env[0], I64);
    assert_false(rt_subtype_env(tup(3, ft, I64, F64), sig2, env, 1));
    /* f(x::T, v::Vector{T}) where T: invariant occurrence, Int64 vs Vector{Int64} */
    rt_value *W = tv("T", NULL);
    rt_value *sig3 = where(W, tup(3, ft, W, vec(W)));
    assert_true(rt_subtype_env(tup(3, ft, I64, vec(I64)), sig3, env, 1));
    assert_ptr_equal(env[0], I64);
    assert_false(rt_subtype(tup(3, ft, F64, vec(I64)), sig3));
    /* where {T<:Integer} */
    rt_value *X = tv("T", T(rt_integer_type));
    rt_value *sig4 = where(X, tup(2, ft, X));
    assert_true(rt_subtype_env(tup(2, ft, T(rt_int8_type)), sig4, env, 1));
    assert_ptr_equal(env[0], T(rt_int8_type));
    assert_false(rt_subtype(tup(2, ft, F64), sig4));
    /* two vars: Tuple{f, Array{T,N}} where {T, N} */
    rt_value *A = tv("T", NULL), *N = tv("N", NULL);
    rt_value *sig5 = where(A, where(N, tup(2, ft, rt_apply_type(rt_array_wrapper, 2, (rt_value *[]){A, N}))));
    rt_value *env2[2];
    assert_true(rt_subtype_env(tup(2, ft, T(rt_array_type(F64, 3))), sig5, env2, 2));
    assert_ptr_equal(env2[0], F64);
    assert_int_equal(rt_unbox_int64(env2[1]), 3);
    /* Type{T} binds T */
    rt_value *Y = tv("T", NULL);
    rt_value *sig6 = where(Y, tup(2, ft, rt_type_of_type(Y)));
    assert_true(rt_subtype_env(tup(2, ft, rt_type_of_type(STR)), sig6, env, 1));
    assert_ptr_equal(env[0], STR);
    /* varargs: f(xs::T...) where T */
    rt_value *Z = tv("T", NULL);
    rt_value *sig7 = where(Z, T(rt_tuple_type(2, (rt_value *[]){ft, rt_new_vararg(Z, NULL)})));
    assert_true(rt_subtype(tup(3, ft, I64, I64), sig7));
    assert_false(rt_subtype(tup(3, ft, I64, F64), sig7));
    assert_true(rt_subtype(tup(1, ft), sig7));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_hierarchy), cmocka_unit_test(t_layout),
        cmocka_unit_test(t_apply_cache), cmocka_unit_test(t_union),
        cmocka_unit_test(t_print), cmocka_unit_test(t_subtype),
        cmocka_unit_test(t_subtype_env),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
