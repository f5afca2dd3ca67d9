/* test_rt_random.c — random.c: SHA2-256 against FIPS 180-4 digests, integer seeding
 * (Xoshiro(1)'s state from the notes §12.2), the Xoshiro256++ stream after seed 1234 and
 * the 8-lane bulk fill of rand(10) after seed 1234 (verified values, notes §12.4), the
 * small-array byte fill, and the task-local state accessors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "../../runtime/rt.h"

static void hex(const uint8_t *d, size_t n, char *out) {
    for (size_t i = 0; i < n; i++)
        sprintf(out + 2 * i, "%02x", d[i]);
}

static void check_sha(const char *msg, const char *want) {
    uint8_t d[32];
    char h[65];
    rt_sha256((const uint8_t *)msg, strlen(msg), d);
    hex(d, 32, h);
    assert_string_equal(h, want);
}

static void test_sha256(void **state) {
    (void)state;
    check_sha("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    check_sha("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    check_sha("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
              "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

static void test_seed_state(void **state) {
    (void)state;
    uint64_t s[4];
    uint32_t one = 1;
    rt_rng_seed_limbs(s, &one, 1);
    assert_true(s[0] == 0xfff0241072ddab67ULL);
    assert_true(s[1] == 0xc53bc12f4c3f0b4eULL);
    assert_true(s[2] == 0x56d451780b2dd4baULL);
    assert_true(s[3] == 0x50a4aa153d208dd8ULL);
}

static double f64(uint64_t x) { return (double)(x >> 11) * 0x1.0p-53; }

static void test_stream(void **state) {
    (void)state;
    uint64_t s[4];
    uint32_t seed = 1234;
    rt_rng_seed_limbs(s, &seed, 1);
    uint64_t first = rt_xoshiro_next(s);
    assert_true(first == 0x537335fdb9e832b1ULL);
    assert_true(f64(first) == 0.32597672886359486);
    assert_true(f64(rt_xoshiro_next(s)) == 0.5490511363155669);
    assert_true(f64(rt_xoshiro_next(s)) == 0.21858665481883066);
}

static void test_bulk(void **state) {
    (void)state;
    static const double want[10] = {0.5798621201341324,  0.4112941179498505,
                                    0.9721360824554687,  0.014908849285099945,
                                    0.520354993723718,   0.6395615996802734,
                                    0.8396219340580711,  0.967142768915383,
                                    0.13102565622085904, 0.9464532262313834};
    uint64_t s[4];
    uint32_t seed = 1234;
    rt_rng_seed_limbs(s, &seed, 1);
    double a[10];
    rt_rng_bulk_fill(s, (uint8_t *)a, sizeof a, RT_RNG_F64);
    for (int i = 0; i < 10; i++)
        assert_true(a[i] == want[i]);

    /* under 64 bytes: plain sequential outputs, little-endian bytes, partial last word */
    uint64_t t[4], u[4];
    rt_rng_seed_limbs(t, &seed, 1);
    memcpy(u, t, sizeof t);
    uint8_t b[12];
    rt_rng_bulk_fill(t, b, sizeof b, RT_RNG_BYTES);
    uint64_t w0 = rt_xoshiro_next(u), w1 = rt_xoshiro_next(u);
    for (int i = 0; i < 8; i++)
        assert_int_equal(b[i], (uint8_t)(w0 >> (8 * i)));
    for (int i = 0; i < 4; i++)
        assert_int_equal(b[8 + i], (uint8_t)(w1 >> (8 * i)));
    assert_true(memcmp(t, u, sizeof t) == 0);
}

static void test_task_state(void **state) {
    (void)state;
    rt_rng_task_set(1, 2, 3, 4);
    assert_true(rt_rng_task_get(0) == 1 && rt_rng_task_get(3) == 4);
    uint64_t s[4] = {1, 2, 3, 4};
    assert_true(rt_rng_task_next() == rt_xoshiro_next(s));
    assert_true(rt_rng_task_get(1) == s[1]);
}

static int setup(void **state) {
    (void)state;
    rt_init(1);
    return 0;
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sha256),
        cmocka_unit_test(test_seed_state),
        cmocka_unit_test(test_stream),
        cmocka_unit_test(test_bulk),
        cmocka_unit_test(test_task_state),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
