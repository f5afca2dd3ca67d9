/* test_rt_dispatch.c — modules and bindings, generic functions and the dispatch cache,
 * exception handlers and the showerror text of the builtin exceptions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
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

/* Run fn under a handler; return the thrown exception or NULL. */
static rt_value *catch_exc(void (*fn)(void *), void *arg) {
    rt_handler h;
    rt_push_handler(&h);
    if (!_setjmp(h.jb)) {
        fn(arg);
        rt_pop_handler();
        return NULL;
    }
    return rt_current_exception;
}

static void assert_msg(rt_value *exc, const char *want) {
    assert_non_null(exc);
    char *m = rt_exception_message(exc);
    assert_string_equal(m, want);
    free(m);
}

static void t_module(void **state) {
    (void)state;
    rt_module *m = rt_new_module(S("TestMod"), rt_main_module);
    assert_null(rt_get_global(m, S("x")));
    rt_binding *b = rt_get_binding(m, S("x"));
    assert_ptr_equal(rt_get_binding(m, S("x")), b);
    rt_binding_set(b, rt_box_int64(5));
    assert_int_equal(rt_unbox_int64(rt_get_global(m, S("x"))), 5);
    /* many bindings force the table to grow */
    char name[32];
    for (int i = 0; i < 500; i++) {
        snprintf(name, sizeof name, "v%d", i);
        rt_binding_set(rt_get_binding(m, S(name)), rt_box_int64(i));
    }
    for (int i = 0; i < 500; i += 37) {
        snprintf(name, sizeof name, "v%d", i);
        assert_int_equal(rt_unbox_int64(rt_get_global(m, S(name))), i);
    }
    /* using: exported bindings only */
    rt_module *lib = rt_new_module(S("Lib"), rt_main_module);
    rt_set_const(lib, S("pub"), rt_box_int64(1));
    rt_get_binding(lib, S("pub"))->exported = 1;
    rt_set_const(lib, S("priv"), rt_box_int64(2));
    rt_module_using(m, lib);
    assert_int_equal(rt_unbox_int64(rt_get_global(m, S("pub"))), 1);
    assert_null(rt_get_global(m, S("priv")));
    /* Core names are visible from Main after using Core */
    rt_module_using(rt_main_module, rt_core_module);
    assert_ptr_equal(rt_get_global(rt_main_module, S("Int64")), T(rt_int64_type));
}

static void undef_get(void *arg) { rt_binding_get_checked((rt_binding *)arg); }
static void const_set(void *arg) { rt_binding_set((rt_binding *)arg, T(rt_float64_type)); }

static void t_binding_errors(void **state) {
    (void)state;
    rt_module *m = rt_new_module(S("E"), rt_main_module);
    rt_binding *b = rt_get_binding(m, S("nope"));
    assert_msg(catch_exc(undef_get, b), "UndefVarError: nope not defined");
    rt_set_const(m, S("c"), T(rt_int64_type));
    rt_binding *c = rt_get_binding(m, S("c"));
    rt_value *e = catch_exc(const_set, c);
    assert_msg(e, "invalid redefinition of constant c");
    assert_ptr_equal(rt_typeof(e), rt_errorexception_type);
    rt_binding_set(c, T(rt_int64_type)); /* same value: allowed */
}

static rt_value *ret_first(rt_value **args, uint32_t nargs) { return nargs > 1 ? args[1] : rt_nothing; }
static rt_value *ret_one(rt_value **args, uint32_t nargs) {
    (void)args;
    (void)nargs;
    return rt_box_int64(1);
}
static int misses;
static rt_fptr miss(uint32_t nargs, rt_value **args) {
    (void)args;
    misses++;
    return nargs == 2 ? ret_one : NULL;
}

static void call_h_str(void *arg) {
    rt_value *args[2] = {T(arg), T(rt_cstring("s"))};
    rt_apply_generic(args, 2);
}

static void t_dispatch(void **state) {
    (void)state;
    rt_function *f = rt_new_function(rt_main_module, S("f"));
    assert_ptr_equal(rt_new_function(rt_main_module, S("f")), f);
    assert_ptr_equal(rt_get_global(rt_main_module, S("f")), T(f));
    rt_type *ft = rt_typeof(f);
    assert_true(ft->flags & RT_FUNCTION);
    assert_true(ft->flags & RT_SINGLETON);
    assert_ptr_equal(ft->instance, T(f));
    assert_ptr_equal(ft->super, rt_function_type);
    assert_true(rt_isa(T(f), T(rt_function_type)));
    rt_type *k1[2] = {ft, rt_int64_type}, *k2[2] = {ft, rt_string_type};
    assert_null(rt_dcache_lookup(ft->name, 2, k1));
    rt_dcache_insert(ft->name, 2, k1, ret_first);
    assert_ptr_equal(rt_dcache_lookup(ft->name, 2, k1), ret_first);
    assert_null(rt_dcache_lookup(ft->name, 2, k2));
    assert_null(rt_dcache_lookup(ft->name, 1, k1));
    /* many entries force growth */
    rt_type *ts[3] = {ft, NULL, NULL};
    rt_type *pool[6] = {rt_int8_type, rt_int16_type, rt_int32_type, rt_uint8_type, rt_float32_type, rt_char_type};
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++) {
            ts[1] = pool[i];
            ts[2] = pool[j];
            rt_dcache_insert(ft->name, 3, ts, (i + j) % 2 ? ret_one : ret_first);
        }
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 6; j++) {
            ts[1] = pool[i];
            ts[2] = pool[j];
            assert_ptr_equal(rt_dcache_lookup(ft->name, 3, ts), (i + j) % 2 ? ret_one : ret_first);
        }
    assert_ptr_equal(rt_dcache_lookup(ft->name, 2, k1), ret_first);
    rt_value *args[2] = {T(f), rt_box_int64(42)};
    assert_int_equal(rt_unbox_int64(rt_apply_generic(args, 2)), 42);
    /* miss hook */
    rt_function *g = rt_new_function(rt_main_module, S("gg"));
    rt_dispatch_miss_hook = miss;
    rt_value *a2[2] = {T(g), rt_box_float64(1.5)};
    assert_int_equal(rt_unbox_int64(rt_apply_generic(a2, 2)), 1);
    assert_int_equal(rt_unbox_int64(rt_apply_generic(a2, 2)), 1);
    assert_int_equal(misses, 1);
    rt_dispatch_miss_hook = NULL;
    /* type arguments are keyed as Type{T} */
    rt_value *a3[2] = {T(g), T(rt_int64_type)}, *a4[2] = {T(g), T(rt_float64_type)};
    rt_type *kt[2] = {rt_typeof(g), (rt_type *)rt_type_of_type(T(rt_int64_type))};
    rt_dcache_insert(rt_typeof(g)->name, 2, kt, ret_first);
    assert_ptr_equal(rt_apply_generic(a3, 2), T(rt_int64_type));
    rt_function *h = rt_new_function(rt_main_module, S("h"));
    assert_msg(catch_exc(call_h_str, h), "MethodError: no method matching h(::String)");
    (void)a4;
}

static void thr_bounds(void *arg) {
    (void)arg;
    rt_array *a = rt_new_array(rt_array_type(T(rt_int64_type), 1), 1, (int64_t[]){3});
    rt_throw_bounds(T(a), 5);
}
static void thr_bounds2(void *arg) {
    (void)arg;
    rt_array *a = rt_new_array(rt_array_type(T(rt_float64_type), 2), 2, (int64_t[]){2, 3});
    rt_throw_bounds(T(a), 7);
}
static void thr_div(void *arg) { (void)arg; rt_throw_divide_error(); }
static void thr_arg(void *arg) { (void)arg; rt_throw_argument("negative %s", "value"); }
static void thr_bool(void *arg) { (void)arg; rt_throw_type_error("", "if", T(rt_bool_type), rt_box_int64(1)); }
static void thr_tassert(void *arg) {
    (void)arg;
    rt_throw_type_error("typeassert", "", T(rt_int64_type), rt_box_float64(1.5));
}
static void thr_inexact(void *arg) {
    (void)arg;
    rt_throw_inexact(S("Int64"), T(rt_int64_type), rt_box_float64(2.5));
}
static void thr_inexact2(void *arg) {
    (void)arg;
    rt_throw_inexact(S("trunc"), T(rt_int64_type), rt_box_float64(1e20));
}
static void thr_overflow(void *arg) { (void)arg; rt_throw_overflow("checked arithmetic: cannot compute"); }
static void thr_domain(void *arg) {
    (void)arg;
    rt_throw_domain(rt_box_float64(-1.0), "sqrt will only return a complex result if called with a complex argument.");
}
static void thr_key(void *arg) { (void)arg; rt_throw_keyerror(T(rt_cstring("z"))); }
static void thr_err(void *arg) { (void)arg; rt_error("boom %d", 3); }
static void thr_so(void *arg) { (void)arg; rt_throw(rt_stackoverflowerror_type->instance); }
static void thr_nested(void *arg) {
    (void)arg;
    rt_value *inner = catch_exc(thr_div, NULL);
    assert_non_null(inner);
    rt_throw_undefvar(S("y"));
}

static void t_exceptions(void **state) {
    (void)state;
    assert_msg(catch_exc(thr_bounds, NULL), "BoundsError: attempt to access 3-element Vector{Int64} at index [5]");
    assert_msg(catch_exc(thr_bounds2, NULL), "BoundsError: attempt to access 2\xc3\x97" "3 Matrix{Float64} at index [7]");
    assert_msg(catch_exc(thr_div, NULL), "DivideError: integer division error");
    assert_msg(catch_exc(thr_arg, NULL), "ArgumentError: negative value");
    assert_msg(catch_exc(thr_bool, NULL), "TypeError: non-boolean (Int64) used in boolean context");
    assert_msg(catch_exc(thr_tassert, NULL), "TypeError: in typeassert, expected Int64, got a value of type Float64");
    assert_msg(catch_exc(thr_inexact, NULL), "InexactError: Int64(2.5)");
    assert_msg(catch_exc(thr_inexact2, NULL), "InexactError: trunc(Int64, 1.0e20)");
    assert_msg(catch_exc(thr_overflow, NULL), "OverflowError: checked arithmetic: cannot compute");
    assert_msg(catch_exc(thr_domain, NULL),
               "DomainError with -1.0:\nsqrt will only return a complex result if called with a complex argument.");
    assert_msg(catch_exc(thr_key, NULL), "KeyError: key \"z\" not found");
    assert_msg(catch_exc(thr_err, NULL), "boom 3");
    assert_msg(catch_exc(thr_so, NULL), "StackOverflowError:");
    assert_msg(catch_exc(thr_nested, NULL), "UndefVarError: y not defined");
    assert_null(rt_current_handler);
    rt_value *be = catch_exc(thr_bounds, NULL);
    rt_value *idx = rt_get_field(be, 1);
    assert_ptr_equal(rt_typeof(idx), rt_tuple_type(1, (rt_value *[]){T(rt_int64_type)}));
    rt_value *dm = rt_new_struct(rt_dimensionmismatch_type, 1, (rt_value *[]){T(rt_cstring("bad dims"))});
    assert_msg(dm, "DimensionMismatch(\"bad dims\")");
    rt_value *si = rt_new_struct(rt_stringindexerror_type, 2,
                                 (rt_value *[]){T(rt_cstring("a\xce\xb1" "b")), rt_box_int64(3)});
    assert_msg(si, "StringIndexError: invalid index [3], valid nearby indices [2]=>'\xce\xb1', [4]=>'b'");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_module), cmocka_unit_test(t_binding_errors),
        cmocka_unit_test(t_dispatch), cmocka_unit_test(t_exceptions),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
