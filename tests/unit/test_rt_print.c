/* test_rt_print.c — exact Julia 1.7 text for numbers (print_num.c, ryu.c) and the print
 * primitives. Expected strings are Julia's own outputs (REPL, Base tests, the Ryu suite). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "../../runtime/rt.h"

static void check64(double x, const char *want) {
    char b[64];
    int n = rt_format_float64(b, x);
    if (strcmp(b, want) != 0) fail_msg("Float64 %.17g: got \"%s\", want \"%s\"", x, b, want);
    assert_int_equal(n, (int)strlen(want));
}

static void check64bits(uint64_t bits, const char *want) {
    double x;
    memcpy(&x, &bits, sizeof x);
    check64(x, want);
}

static void check32(float x, const char *print, const char *show) {
    char b[64];
    int n = rt_format_float32(b, x, false);
    if (strcmp(b, print) != 0) fail_msg("print Float32 %.9g: got \"%s\", want \"%s\"", x, b, print);
    assert_int_equal(n, (int)strlen(print));
    n = rt_format_float32(b, x, true);
    if (strcmp(b, show) != 0) fail_msg("show Float32 %.9g: got \"%s\", want \"%s\"", x, b, show);
    assert_int_equal(n, (int)strlen(show));
}

static void test_float64_basic(void **state) {
    (void)state;
    check64(0.0, "0.0");
    check64(-0.0, "-0.0");
    check64(1.0, "1.0");
    check64(-1.0, "-1.0");
    check64(0.1, "0.1");
    check64(0.1 + 0.2, "0.30000000000000004");
    check64(1.0 / 3.0, "0.3333333333333333");
    check64(2 * 3.141592653589793, "6.283185307179586");
    check64(3.141592653589793, "3.141592653589793");
    check64(2.5, "2.5");
    check64(8.0, "8.0");
    check64(100.0, "100.0");
    check64(123.456, "123.456");
    check64(12345.678, "12345.678");
    check64(-1.5e300, "-1.5e300");
    check64(2.220446049250313e-16, "2.220446049250313e-16");
    check64(INFINITY, "Inf");
    check64(-INFINITY, "-Inf");
    check64(NAN, "NaN");
}

static void test_float64_layout_boundaries(void **state) {
    (void)state;
    check64(0.0001, "0.0001");
    check64(0.00012, "0.00012");
    check64(1e-5, "1.0e-5");
    check64(1.2e-5, "1.2e-5");
    check64(1.5e-7, "1.5e-7");
    check64(0.001, "0.001");
    check64(100000.0, "100000.0");
    check64(999999.0, "999999.0");
    check64(123456.7, "123456.7");
    check64(1e6, "1.0e6");
    check64(1234567.0, "1.234567e6");
    check64(1e7, "1.0e7");
    check64(1e15, "1.0e15");
    check64(1e16, "1.0e16");
    check64(1e20, "1.0e20");
    check64(1e21, "1.0e21");
    check64(1e22, "1.0e22");
    check64(1e23, "1.0e23");
    check64(1e100, "1.0e100");
    check64(1e-10, "1.0e-10");
    check64(9007199254740992.0, "9.007199254740992e15");
    check64(9007199254740991.0, "9.007199254740991e15");
    check64(9223372036854775808.0, "9.223372036854776e18");
}

static void test_float64_extremes(void **state) {
    (void)state;
    check64(5e-324, "5.0e-324");
    check64(ldexp(1.0, -1074), "5.0e-324");
    check64(1e-323, "1.0e-323");
    check64(2.2250738585072014e-308, "2.2250738585072014e-308");
    check64(2.225073858507201e-308, "2.225073858507201e-308"); /* largest subnormal */
    check64(1.7976931348623157e308, "1.7976931348623157e308");
    check64(-1.7976931348623157e308, "-1.7976931348623157e308");
    check64(4.940656e-318, "4.940656e-318");
    check64(1.18575755e-316, "1.18575755e-316");
    check64(2.989102097996e-312, "2.989102097996e-312");
}

static void test_float64_ryu_regressions(void **state) {
    (void)state;
    /* power-of-two boundaries (asymmetric intervals) and classic hard cases */
    check64(1.7800590868057611e-307, "1.7800590868057611e-307");
    check64bits(6ull << 52 | 0xFFFFFFFFFFFFFull, "1.4240472694446087e-306");
    check64bits(7ull << 52 | 0x3FFFFFFFFFFFFull, "1.7800590868057608e-306");
    check64bits(40ull << 52 | 0xFFFFFFFFFFFFFull, "2.4464945800890778e-296");
    check64bits(1076ull << 52 | 0xFFFFFFFFFFFFFull, "1.8014398509481982e16");
    check64bits(306ull << 52 | 0xFFFFFFFFFFFFFull, "2.9008355198595575e-216");
    check64bits(934ull << 52 | 0xFA7161A4D6E0Cull, "3.196104012172126e-27");
    check64(2.446494580089078e-296, "2.446494580089078e-296");
    check64(4.8929891601781557e-296, "4.8929891601781557e-296");
    check64(1.8014398509481984e16, "1.8014398509481984e16");
    check64(3.6028797018963964e16, "3.6028797018963964e16");
    check64(2.900835519859558e-216, "2.900835519859558e-216");
    check64(5.801671039719115e-216, "5.801671039719115e-216");
    check64(3.196104012172126e-27, "3.196104012172126e-27");
    check64(5.764607523034235e39, "5.764607523034235e39");
    check64(1.152921504606847e40, "1.152921504606847e40");
    check64(2.305843009213694e40, "2.305843009213694e40");
    check64(-2.109808898695963e16, "-2.109808898695963e16");
    check64(9.0608011534336e15, "9.0608011534336e15");
    check64(4.708356024711512e18, "4.708356024711512e18");
    check64(9.409340012568248e18, "9.409340012568248e18");
    check64(1.8531501765868567e21, "1.8531501765868567e21");
    check64(-3.347727380279489e33, "-3.347727380279489e33");
    check64(1.9430376160308388e16, "1.9430376160308388e16");
    check64(4.5, "4.5");
}

static void test_float32(void **state) {
    (void)state;
    check32(1.5f, "1.5", "1.5f0");
    check32(0.1f, "0.1", "0.1f0");
    check32(0.3f, "0.3", "0.3f0");
    check32(1.0f / 3.0f, "0.33333334", "0.33333334f0");
    check32(3.14159265f, "3.1415927", "3.1415927f0");
    check32(1e-5f, "1.0e-5", "1.0f-5");
    check32(0.0001f, "0.0001", "0.0001f0");
    check32(100000.0f, "100000.0", "100000.0f0");
    check32(1e6f, "1.0e6", "1.0f6");
    check32(16777216.0f, "1.6777216e7", "1.6777216f7");
    check32(3.4028235e38f, "3.4028235e38", "3.4028235f38");
    check32(1e-45f, "1.0e-45", "1.0f-45");
    check32(1.1754944e-38f, "1.1754944e-38", "1.1754944f-38");
    check32(0.0f, "0.0", "0.0f0");
    check32(-0.0f, "-0.0", "-0.0f0");
    check32(-2.5f, "-2.5", "-2.5f0");
    check32(INFINITY, "Inf", "Inf32");
    check32(-INFINITY, "-Inf", "-Inf32");
    check32(NAN, "NaN", "NaN32");
}

static void test_float16(void **state) {
    (void)state;
    char b[64];
    rt_format_float16(b, 0x3E00, true); /* 1.5 */
    assert_string_equal(b, "Float16(1.5)");
    rt_format_float16(b, 0x3E00, false);
    assert_string_equal(b, "1.5");
    rt_format_float16(b, 0x7C00, true);
    assert_string_equal(b, "Inf16");
    rt_format_float16(b, 0x7E00, true);
    assert_string_equal(b, "NaN16");
    rt_format_float16(b, 0x7BFF, false); /* floatmax(Float16) */
    assert_string_equal(b, "65500.0");
    rt_format_float16(b, 0x0001, false); /* nextfloat(Float16(0)) */
    assert_string_equal(b, "6.0e-8");
}

static void test_integers(void **state) {
    (void)state;
    char b[160];
    rt_format_int64(b, 0);
    assert_string_equal(b, "0");
    rt_format_int64(b, -5);
    assert_string_equal(b, "-5");
    rt_format_int64(b, INT64_MAX);
    assert_string_equal(b, "9223372036854775807");
    rt_format_int64(b, INT64_MIN);
    assert_string_equal(b, "-9223372036854775808");
    rt_format_uint64(b, 255, 16, 0);
    assert_string_equal(b, "ff");
    rt_format_uint64(b, 5, 2, 8);
    assert_string_equal(b, "00000101");
    rt_format_uint64(b, 1, 16, 16); /* show(UInt64(1)) digits */
    assert_string_equal(b, "0000000000000001");
    rt_format_uint64(b, 35, 36, 0);
    assert_string_equal(b, "z");
    rt_format_uint64(b, UINT64_MAX, 10, 0);
    assert_string_equal(b, "18446744073709551615");
    assert_int_equal(rt_format_uint64(b, UINT64_MAX, 16, 0), 16);
    assert_string_equal(b, "ffffffffffffffff");
    rt_format_uint64(b, UINT64_MAX, 2, 0);
    assert_int_equal(strlen(b), 64);
    rt_format_uint64(b, 0, 8, 3);
    assert_string_equal(b, "000");
    rt_format_uint64(b, 123, 10, 2); /* pad shorter than the number */
    assert_string_equal(b, "123");
}

static void test_print_primitives(void **state) {
    (void)state;
    rt_iostream *io = rt_new_memio();
    rt_print_int64(io, -42);
    rt_io_putc(io, ' ');
    rt_print_float64(io, 1e6);
    rt_io_putc(io, ' ');
    rt_print_bool(io, 1);
    rt_print_bool(io, 0);
    rt_io_putc(io, ' ');
    rt_print_char(io, rt_char_from_codepoint(0xE9));
    rt_print_char(io, rt_char_from_codepoint('a'));
    rt_print_char(io, rt_char_from_codepoint(0x1F600));
    rt_io_putc(io, ' ');
    rt_print_string(io, rt_cstring("str"));
    rt_print_float32(io, 1.5f, true);
    rt_print_uint64(io, 1);
    rt_string *s = rt_memio_take(io);
    assert_string_equal(s->data, "-42 1.0e6 truefalse \xC3\xA9" "a\xF0\x9F\x98\x80 str1.5f01");
}

static void test_speed_sanity(void **state) {
    (void)state;
    /* a million formats must be fast; this checks the result stays consistent */
    char b[64];
    uint64_t s = 88172645463325252ull, total = 0;
    for (int i = 0; i < 1000000; i++) {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        double x;
        memcpy(&x, &s, sizeof x);
        total += (uint64_t)rt_format_float64(b, x);
        if (isfinite(x) && i % 1000 == 0) {
            double back = strtod(b, NULL);
            assert_true(memcmp(&back, &x, sizeof x) == 0);
        }
    }
    assert_true(total > 0);
}

static int setup(void **state) {
    (void)state;
    rt_init(1);
    return 0;
}

/* rt_fixed_digits (printf_fixed.c) against the C library's %.Nf: exact decimals with the
 * same half-to-even rounding, over values of every magnitude it accepts, exact ties
 * (k + 0.5 at 2^-n) and random bit patterns. */
static void check_fixed(double d, int prec) {
    char got[64], want[128];
    size_t n = rt_fixed_digits(d, prec, got);
    if (n == 0) return; /* out of reach: the caller uses snprintf */
    got[n] = 0;
    snprintf(want, sizeof want, "%.*f", prec, fabs(d));
    if (strcmp(got, want) != 0) fail_msg("%%.%df of %.17g: got \"%s\", want \"%s\"", prec, d, got, want);
}

static void test_fixed_digits(void **state) {
    (void)state;
    static const double fixed[] = {0.0, 0.125, 0.375, 2.5, 3.5, 0.5, 1.5, 9.999995, 0.00005,
                                   123456.789, 1e15, 1e18, 5e-324, 1e-300, 4503599627370497.5};
    for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++)
        for (int p = 0; p <= 17; p++) check_fixed(fixed[i], p);
    for (int k = 0; k < 2000; k++) /* exact ties at every binary scale */
        for (int p = 0; p <= 6; p++) check_fixed(ldexp(2 * k + 1, -(p + 1 + k % 20)), p);
    uint64_t x = 88172645463325252ull;
    int hits = 0;
    for (int k = 0; k < 200000; k++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        double d;
        uint64_t bits = (x & 0x800fffffffffffffull) | ((uint64_t)(960 + x % 120) << 52);
        memcpy(&d, &bits, sizeof d);
        int p = (int)(x >> 59) % 18;
        char tmp[64];
        hits += rt_fixed_digits(d, p, tmp) != 0;
        check_fixed(d, p);
    }
    assert_true(hits > 100000); /* most of the sample is within reach */
    char tmp[64];
    assert_int_equal(rt_fixed_digits(NAN, 2, tmp), 0);
    assert_int_equal(rt_fixed_digits(1e30, 2, tmp), 0);
    assert_int_equal(rt_fixed_digits(1.0, 18, tmp), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_float64_basic),
        cmocka_unit_test(test_float64_layout_boundaries),
        cmocka_unit_test(test_float64_extremes),
        cmocka_unit_test(test_float64_ryu_regressions),
        cmocka_unit_test(test_float32),
        cmocka_unit_test(test_float16),
        cmocka_unit_test(test_integers),
        cmocka_unit_test(test_print_primitives),
        cmocka_unit_test(test_speed_sanity),
        cmocka_unit_test(test_fixed_digits),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
