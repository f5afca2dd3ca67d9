/* test_rt_except.c — handler stack semantics (nesting, rt_pop_handlers, the exception
 * restored by rt_restore_exception, rethrow), rt_exc_new, and StackOverflowError from deep
 * C recursion under a handler. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../../runtime/rt.h"

static int setup(void **state) {
    (void)state;
    rt_init(1);
    return 0;
}

static rt_value *msg_exc(const char *m) {
    rt_value *s = (rt_value *)rt_cstring(m);
    return rt_new_struct(rt_errorexception_type, 1, &s);
}

static const char *exc_msg(rt_value *e) {
    return ((rt_string *)rt_get_field(e, 0))->data;
}

static void test_nested_and_restore(void **state) {
    (void)state;
    rt_value *first = msg_exc("first"), *second = msg_exc("second");
    rt_handler outer, inner;
    rt_push_handler(&outer);
    if (!_setjmp(outer.jb)) {
        rt_handler h1;
        rt_push_handler(&h1);
        if (!_setjmp(h1.jb)) {
            rt_throw(first);
        } else {
            /* in the catch block of h1: a nested try/catch */
            assert_ptr_equal(rt_current_exception, first);
            rt_push_handler(&inner);
            if (!_setjmp(inner.jb)) rt_throw(second);
            assert_ptr_equal(rt_current_exception, second);
            rt_restore_exception(&inner); /* pop_exception of the inner catch */
            assert_ptr_equal(rt_current_exception, first);
            rt_rethrow();
        }
        fail();
    } else {
        assert_string_equal(exc_msg(rt_current_exception), "first");
        assert_ptr_equal(rt_current_handler, NULL);
    }
}

static void test_pop_handlers(void **state) {
    (void)state;
    rt_handler a, b, c;
    rt_push_handler(&a);
    rt_push_handler(&b);
    rt_push_handler(&c);
    rt_pop_handlers(2);
    assert_ptr_equal(rt_current_handler, &a);
    rt_pop_handlers(1);
    assert_ptr_equal(rt_current_handler, NULL);
}

static void test_exc_new(void **state) {
    (void)state;
    rt_value *m = (rt_value *)rt_cstring("bad");
    rt_value *e = rt_exc_new((rt_value *)rt_argumenterror_type, rt_new_tuple(1, &m));
    assert_ptr_equal(rt_typeof(e), rt_argumenterror_type);
    char *s = rt_exception_message(e);
    assert_string_equal(s, "ArgumentError: bad");
    free(s);
    rt_value *d = rt_exc_new((rt_value *)rt_divideerror_type, rt_new_tuple(0, NULL));
    assert_ptr_equal(d, rt_divideerror_type->instance);
}

static volatile long depth_sink;
static volatile long depth_limit = 1L << 40; /* never reached: the stack runs out first */
static __attribute__((noinline)) long recurse(long n) {
    volatile char pad[256];
    pad[0] = (char)n;
    if (n > depth_limit) return 0;
    long r = recurse(n + 1) + pad[0];
    depth_sink = r;
    return r;
}

static void test_stack_overflow(void **state) {
    (void)state;
    rt_except_thread_init(); /* cmocka installs its own SIGSEGV handler around each test */
    rt_handler h;
    rt_push_handler(&h);
    if (!_setjmp(h.jb)) {
        recurse(0);
        fail();
    }
    assert_ptr_equal(rt_current_exception, rt_stackoverflowerror_type->instance);
    /* and once more: the handler is still installed and SIGSEGV not blocked */
    rt_push_handler(&h);
    if (!_setjmp(h.jb)) {
        recurse(0);
        fail();
    }
    assert_ptr_equal(rt_current_exception, rt_stackoverflowerror_type->instance);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_nested_and_restore),
        cmocka_unit_test(test_pop_handlers),
        cmocka_unit_test(test_exc_new),
        cmocka_unit_test(test_stack_overflow),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
