/* test_ir_dispatch.c — method tables: subtyping of signatures, specificity ordering,
 * ambiguity detection, invalidation of specializations and the dispatch cache when a
 * method is added, and the MethodError texts (candidates, ambiguity) built from them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../../ir/ir.h"

#define T(x) ((rt_value *)(x))
#define S(x) rt_symbol(x)

static int setup(void **state)
{
    (void)state;
    rt_init(1);
    return 0;
}

/* Tuple{typeof(f), a...} */
static rt_value *sig(rt_function *f, int n, ...)
{
    rt_value *p[16];
    p[0] = T(f->type);
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        p[i + 1] = va_arg(ap, rt_value *);
    va_end(ap);
    return T(rt_tuple_type(n + 1, p));
}

static ir_method *add(rt_function *f, rt_value *s, int nargs, bool isva)
{
    return ir_method_add(ir_mtable_of(f->type->name), s, 0, NULL, nargs, isva);
}

static ir_method *lookup(rt_function *f, int n, rt_value **argt, bool *amb)
{
    rt_value *a[8];
    a[0] = T(f->type);
    for (int i = 0; i < n; i++)
        a[i + 1] = argt[i];
    return ir_method_lookup(ir_mtable_of(f->type->name), n + 1, a, NULL, amb);
}

static void t_subtype(void **state)
{
    (void)state;
    rt_value *I = T(rt_int64_type), *F = T(rt_float64_type);
    assert_true(rt_subtype(I, T(rt_integer_type)));
    assert_false(rt_subtype(T(rt_integer_type), I));
    assert_true(rt_subtype(I, rt_union_of(I, T(rt_string_type))));
    rt_value *tup[2] = {I, I};
    rt_value *va = rt_new_vararg(T(rt_integer_type), NULL);
    assert_true(rt_subtype(T(rt_tuple_type(2, tup)), T(rt_tuple_type(1, &va))));
    /* diagonal: Tuple{T, T} where T rejects (Int64, Float64) */
    rt_tvar *tv = rt_new_tvar(S("T"), rt_bottom, T(rt_any_type));
    rt_value *tt[2] = {T(tv), T(tv)};
    rt_value *diag = rt_new_unionall(tv, T(rt_tuple_type(2, tt)));
    rt_value *mixed[2] = {I, F};
    assert_true(rt_subtype(T(rt_tuple_type(2, tup)), diag));
    assert_false(rt_subtype(T(rt_tuple_type(2, mixed)), diag));
    /* Type{Vector} is not Type{Vector{T}} for any T */
    rt_value *vecw = T(rt_array_typename->wrapper);
    rt_tvar *E = rt_new_tvar(S("E"), rt_bottom, T(rt_any_type));
    rt_value *vp[2] = {T(E), rt_box_int64(1)};
    rt_value *vecE = rt_apply_type(vecw, 2, vp);
    rt_value *typeVecE = rt_new_unionall(E, rt_type_of_type(vecE));
    rt_value *vpi[2] = {I, rt_box_int64(1)};
    assert_true(rt_subtype(rt_type_of_type(rt_apply_type(vecw, 2, vpi)), typeVecE));
    assert_false(rt_subtype(rt_type_of_type(vecw), typeVecE));
}

static void t_specificity(void **state)
{
    (void)state;
    rt_function *f = rt_new_function(rt_main_module, S("spec_f"));
    rt_value *I = T(rt_int64_type), *A = T(rt_any_type), *N = T(rt_integer_type);
    assert_true(ir_sig_morespecific(sig(f, 1, I), sig(f, 1, N)));
    assert_false(ir_sig_morespecific(sig(f, 1, N), sig(f, 1, I)));
    assert_false(ir_sig_morespecific(sig(f, 1, I), sig(f, 1, I)));
    /* (Int, Any) and (Any, Int) cannot be ordered */
    assert_false(ir_sig_morespecific(sig(f, 2, I, A), sig(f, 2, A, I)));
    assert_false(ir_sig_morespecific(sig(f, 2, A, I), sig(f, 2, I, A)));
    /* a fixed Int beats Int... (Vararg) */
    rt_value *vaI = rt_new_vararg(I, NULL);
    assert_true(ir_sig_morespecific(sig(f, 2, I, vaI), sig(f, 1, vaI)));
    /* Type{Int} beats DataType beats Any */
    rt_value *TI = rt_type_of_type(I);
    assert_true(ir_sig_morespecific(sig(f, 1, TI), sig(f, 1, T(rt_datatype_type))));
    assert_true(ir_sig_morespecific(sig(f, 1, T(rt_datatype_type)), sig(f, 1, A)));
    /* a Union of concrete types beats its supertype */
    rt_value *U = rt_union_of(I, T(rt_string_type));
    assert_true(ir_sig_morespecific(sig(f, 1, U), sig(f, 1, A)));
}

static void t_lookup_ambiguity(void **state)
{
    (void)state;
    rt_function *f = rt_new_function(rt_main_module, S("amb_f"));
    rt_value *I = T(rt_int64_type), *A = T(rt_any_type), *Str = T(rt_string_type);
    ir_method *m1 = add(f, sig(f, 2, I, A), 3, false);
    ir_method *m2 = add(f, sig(f, 2, A, I), 3, false);
    bool amb;
    rt_value *is[2] = {I, Str}, *si[2] = {Str, I}, *ii[2] = {I, I}, *ss[2] = {Str, Str};
    assert_ptr_equal(lookup(f, 2, is, &amb), m1);
    assert_false(amb);
    assert_ptr_equal(lookup(f, 2, si, &amb), m2);
    assert_null(lookup(f, 2, ii, &amb));
    assert_true(amb);
    assert_null(lookup(f, 2, ss, &amb));
    assert_false(amb);
    rt_value *full[3] = {T(f->type), I, I};
    ir_method *out[4];
    assert_int_equal(ir_method_ambiguities(ir_mtable_of(f->type->name), 3, full, out, 4), 2);
    /* the intersection resolves it */
    ir_method *m3 = add(f, sig(f, 2, I, I), 3, false);
    assert_ptr_equal(lookup(f, 2, ii, &amb), m3);
    assert_false(amb);
    assert_int_equal(ir_method_ambiguities(ir_mtable_of(f->type->name), 3, full, out, 4), 0);
}

static rt_value *dummy_fptr(rt_value **args, uint32_t nargs)
{
    (void)args;
    (void)nargs;
    return rt_nothing;
}

static void t_cache_invalidation(void **state)
{
    (void)state;
    rt_function *f = rt_new_function(rt_main_module, S("cache_f"));
    rt_value *I = T(rt_int64_type), *A = T(rt_any_type);
    ir_method *gen = add(f, sig(f, 1, A), 2, false);
    rt_value *argt[2] = {T(f->type), I};
    bool amb;
    ir_mtable *mt = ir_mtable_of(f->type->name);
    assert_ptr_equal(ir_method_lookup(mt, 2, argt, NULL, &amb), gen);
    ir_mi *mi = ir_specialize(gen, 2, argt, NULL);
    assert_ptr_equal(ir_specialize(gen, 2, argt, NULL), mi); /* one per argument types */
    rt_type *key[2] = {f->type, rt_int64_type};
    rt_type *other[2] = {f->type, rt_float64_type};
    rt_dcache_insert(f->type->name, 2, key, dummy_fptr);
    assert_ptr_equal(rt_dcache_lookup(f->type->name, 2, key), dummy_fptr); /* hit */
    assert_null(rt_dcache_lookup(f->type->name, 2, other));                /* miss */
    /* an unrelated method (Float64 only) leaves the Int64 specialization alone */
    add(f, sig(f, 1, T(rt_float64_type)), 2, false);
    assert_false(mi->invalid);
    assert_ptr_equal(rt_dcache_lookup(f->type->name, 2, key), dummy_fptr);
    /* a more specific method for Int64 invalidates it and empties the cache */
    ir_method *spec = add(f, sig(f, 1, I), 2, false);
    assert_true(mi->invalid);
    assert_null(rt_dcache_lookup(f->type->name, 2, key));
    assert_ptr_equal(ir_method_lookup(mt, 2, argt, NULL, &amb), spec);
}

static void t_messages(void **state)
{
    (void)state;
    rt_function *f = rt_new_function(rt_main_module, S("msg_f"));
    rt_value *I = T(rt_int64_type), *A = T(rt_any_type), *Str = T(rt_string_type);
    add(f, sig(f, 2, I, Str), 3, false);
    add(f, sig(f, 1, T(rt_float64_type)), 2, false);
    rt_value *args[2] = {rt_box_int64(1), rt_box_int64(2)};
    rt_value *fl[3] = {T(f), T(rt_new_tuple(2, args)), rt_box_int64(0)};
    rt_value *exc = rt_new_struct(rt_methoderror_type, 3, fl);
    char *m = rt_exception_message(exc);
    assert_string_equal(m, "MethodError: no method matching msg_f(::Int64, ::Int64)\n"
                           "Closest candidates are:\n"
                           "  msg_f(::Int64, !Matched::String) at none:0");
    free(m);
    rt_function *g = rt_new_function(rt_main_module, S("msg_g"));
    add(g, sig(g, 2, I, A), 3, false);
    add(g, sig(g, 2, A, I), 3, false);
    rt_value *gl[3] = {T(g), T(rt_new_tuple(2, args)), rt_box_int64(0)};
    m = rt_exception_message(rt_new_struct(rt_methoderror_type, 3, gl));
    assert_string_equal(m, "MethodError: msg_g(::Int64, ::Int64) is ambiguous. Candidates:\n"
                           "  msg_g(::Int64, ::Any) at none:0\n"
                           "  msg_g(::Any, ::Int64) at none:0\n"
                           "Possible fix, define\n"
                           "  msg_g(::Int64, ::Int64)");
    free(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_subtype),
        cmocka_unit_test(t_specificity),
        cmocka_unit_test(t_lookup_ambiguity),
        cmocka_unit_test(t_cache_invalidation),
        cmocka_unit_test(t_messages),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
