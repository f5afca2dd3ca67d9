/* test_rt_bigint.c — runtime/bigint.c: GMP integers in BigInt-shaped objects, their text
 * forms, Julia's parse preamble, Float64 rounding, and limbs owned by the collector. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <gc.h>

#include "../../runtime/rt.h"

/* ccall targets of runtime/base/gmp.jl (not in rt.h: only Base calls them) */
void rt_bigint_set_si(rt_value *z, int64_t x);
void rt_bigint_set_u128(rt_value *z, uint64_t hi, uint64_t lo, int8_t neg);
void rt_bigint_binop(rt_value *z, rt_value *a, rt_value *b, int64_t op);
void rt_bigint_uiop(rt_value *z, rt_value *a, uint64_t n, int64_t op);
int64_t rt_bigint_cmp_si(rt_value *a, int64_t b);
int64_t rt_bigint_parse(rt_value *z, rt_string *s, int64_t base);
int64_t rt_bigint_ndigits(rt_value *a, int64_t b);
double rt_bigint_get_d(rt_value *a);
uint64_t rt_bigint_limb(rt_value *a, int64_t i);

static int setup(void **state) {
    (void)state;
    rt_init(1);
    return 0;
}

/* A BigInt-shaped object: header + mpz payload (alloc, size, d); the type is irrelevant
 * to bigint.c, which only reads the payload. */
static rt_value *newz(int64_t v) {
    rt_value *z = rt_alloc(sizeof(rt_value) + 16);
    z->type = rt_any_type;
    rt_bigint_init(z);
    rt_bigint_set_si(z, v);
    return z;
}

static void assert_str(rt_value *z, int64_t base, int64_t pad, const char *want) {
    rt_string *s = (rt_string *)rt_bigint_string(z, base, pad);
    assert_string_equal(s->data, want);
}

static void test_arith_text(void **state) {
    (void)state;
    rt_value *two = newz(2), *z = newz(0);
    rt_bigint_uiop(z, two, 100, 0); /* 2^100 */
    assert_str(z, 10, 1, "1267650600228229401496703205376");
    assert_str(z, 16, 1, "10000000000000000000000000");
    rt_value *m = newz(-255);
    assert_str(m, 2, 1, "-11111111");
    assert_str(newz(-5), 10, 3, "-005");
    assert_str(newz(0), 10, 0, "");
    rt_value *q = newz(0);
    rt_bigint_binop(q, newz(-7), newz(2), 4); /* fld(-7, 2) */
    assert_int_equal(rt_bigint_cmp_si(q, -4), 0);
    rt_bigint_binop(q, newz(-7), newz(2), 3); /* div(-7, 2) */
    assert_int_equal(rt_bigint_cmp_si(q, -3), 0);
    rt_bigint_set_u128(q, 1, 5, 1); /* -(2^64 + 5) */
    assert_str(q, 10, 1, "-18446744073709551621");
    assert_int_equal(rt_bigint_limb(q, 0), 5);
    assert_int_equal(rt_bigint_limb(q, 1), 1);
    assert_int_equal(rt_bigint_limb(q, 2), 0);
}

static void test_parse(void **state) {
    (void)state;
    rt_value *z = newz(0);
    assert_int_equal(rt_bigint_parse(z, rt_cstring("0x1F"), 0), 0);
    assert_int_equal(rt_bigint_cmp_si(z, 31), 0);
    assert_int_equal(rt_bigint_parse(z, rt_cstring("  -42 "), 0), 0);
    assert_int_equal(rt_bigint_cmp_si(z, -42), 0);
    assert_int_equal(rt_bigint_parse(z, rt_cstring("zz"), 36), 0);
    assert_int_equal(rt_bigint_cmp_si(z, 1295), 0);
    assert_int_equal(rt_bigint_parse(z, rt_cstring("   "), 0), 1);
    assert_int_equal(rt_bigint_parse(z, rt_cstring("0x"), 0), 3);
    assert_int_equal(rt_bigint_parse(z, rt_cstring("12x"), 0), 2);
    assert_int_equal(rt_bigint_parse(z, rt_string_n("1\0002", 3), 10), 2);
}

static void test_digits_float(void **state) {
    (void)state;
    rt_value *ten = newz(10), *z = newz(0), *w = newz(0);
    rt_bigint_uiop(z, ten, 30, 0);
    assert_int_equal(rt_bigint_ndigits(z, 10), 31);
    rt_bigint_uiop(w, z, 1, 6); /* 10^30 - 1 */
    assert_int_equal(rt_bigint_ndigits(w, 10), 30);
    assert_int_equal(rt_bigint_ndigits(newz(0), 10), 0);
    assert_int_equal(rt_bigint_ndigits(newz(255), 16), 2);
    rt_value *p = newz(0), *two = newz(2);
    rt_bigint_uiop(p, two, 53, 0);
    rt_bigint_uiop(w, p, 1, 5); /* 2^53 + 1: a tie, to even */
    assert_true(rt_bigint_get_d(w) == 9007199254740992.0);
    rt_bigint_uiop(w, p, 3, 5); /* 2^53 + 3: a tie, up to even */
    assert_true(rt_bigint_get_d(w) == 9007199254740996.0);
    assert_true(rt_bigint_get_d(newz(-7)) == -7.0);
}

/* GMP's limbs come from the collector: many temporaries, then a collection, and the
 * survivors still read correctly. */
static void test_gc_limbs(void **state) {
    (void)state;
    rt_value *keep = newz(3), *three = newz(3);
    for (int i = 0; i < 2000; i++) {
        rt_value *t = newz(0);
        rt_bigint_uiop(t, three, 500 + (uint64_t)i, 0);
    }
    rt_bigint_uiop(keep, three, 200, 0);
    GC_gcollect();
    uint64_t *d = *(uint64_t **)((char *)rt_data(keep) + 8);
    assert_non_null(GC_base(d));
    rt_value *chk = newz(0);
    rt_bigint_uiop(chk, three, 200, 0);
    rt_value *diff = newz(0);
    rt_bigint_binop(diff, keep, chk, 1);
    assert_int_equal(rt_bigint_cmp_si(diff, 0), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_arith_text),
        cmocka_unit_test(test_parse),
        cmocka_unit_test(test_digits_float),
        cmocka_unit_test(test_gc_limbs),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
