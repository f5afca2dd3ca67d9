/* bigint.c — BigInt arithmetic on GMP, the ccall targets of runtime/base/gmp.jl.
 *
 * A BigInt is the Julia mutable struct `BigInt <: Signed` with fields alloc::Int32,
 * size::Int32, d::Ptr{UInt64}: its payload (rt_data) has exactly the layout of GMP's
 * __mpz_struct, so every function here takes the boxed object and works on
 * (mpz_ptr)rt_data(v). Results go into an object Base allocated beforehand (z), as
 * Julia's MPZ wrappers do: the runtime never needs to know the BigInt type.
 *
 * GMP allocates its limbs through bdwgc (rt_bigint_init sets mp_set_memory_functions):
 * limb arrays are pointer-free, so they come from the atomic allocator, and the BigInt
 * object (a scanned mutable struct) keeps them alive through its `d` field. No finalizer
 * is needed: an unreachable BigInt and its limbs are collected together.
 *
 * Division by zero is checked by Base before calling (GMP would raise SIGFPE).
 */
#include <gc.h>
#include <gmp.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "rt.h"

#define Z(v) ((mpz_ptr)rt_data(v))

static _Noreturn void rt_bigint_oom(size_t n) {
    fprintf(stderr, "ERROR: OutOfMemoryError() (allocating %zu bytes)\n", n);
    fflush(stderr);
    _Exit(1);
}

static void *rt_gmp_alloc(size_t n) {
    void *p = rt_alloc_atomic_raw(n ? n : 1);
    if (!p) rt_bigint_oom(n);
    return p;
}

/* A fresh block, the old one left to the collector (GC_REALLOC would free it explicitly,
 * and a copied BigInt struct may still point at it). */
static void *rt_gmp_realloc(void *p, size_t old, size_t n) {
    if (n <= old) return p;
    void *q = rt_gmp_alloc(n);
    memcpy(q, p, old);
    return q;
}

static void rt_gmp_free(void *p, size_t n) {
    (void)p; /* the collector reclaims it: a limb array may still be shared by a copy */
    (void)n;
}

static int rt_bigint_ready RT_PER_PROCESS; /* the memory functions are installed */

void rt_bigint_setup(void) {
    if (rt_bigint_ready) return;
    rt_bigint_ready = 1;
    mp_set_memory_functions(rt_gmp_alloc, rt_gmp_realloc, rt_gmp_free);
}

/* ---------------------------------------------------------------- construction */
void rt_bigint_init(rt_value *z) {
    rt_bigint_setup();
    mpz_init(Z(z));
}

void rt_bigint_set_si(rt_value *z, int64_t x) { mpz_set_si(Z(z), x); }
void rt_bigint_set_ui(rt_value *z, uint64_t x) { mpz_set_ui(Z(z), x); }
void rt_bigint_set(rt_value *z, rt_value *a) { mpz_set(Z(z), Z(a)); }
void rt_bigint_set_d(rt_value *z, double x) { mpz_set_d(Z(z), x); } /* x finite, truncated */

/* z = ±(hi·2^64 + lo): Int128 / UInt128 magnitudes */
void rt_bigint_set_u128(rt_value *z, uint64_t hi, uint64_t lo, int8_t neg) {
    mpz_set_ui(Z(z), hi);
    mpz_mul_2exp(Z(z), Z(z), 64);
    mpz_add_ui(Z(z), Z(z), lo);
    if (neg) mpz_neg(Z(z), Z(z));
}

/* ---------------------------------------------------------------- arithmetic */
/* Binary operations, by code (gmp.jl names them): z = a op b. Divisors are nonzero. */
void rt_bigint_binop(rt_value *z, rt_value *a, rt_value *b, int64_t op) {
    mpz_ptr r = Z(z), x = Z(a), y = Z(b);
    switch (op) {
    case 0: mpz_add(r, x, y); break;
    case 1: mpz_sub(r, x, y); break;
    case 2: mpz_mul(r, x, y); break;
    case 3: mpz_tdiv_q(r, x, y); break;
    case 4: mpz_fdiv_q(r, x, y); break;
    case 5: mpz_cdiv_q(r, x, y); break;
    case 6: mpz_tdiv_r(r, x, y); break;
    case 7: mpz_fdiv_r(r, x, y); break;
    case 8: mpz_gcd(r, x, y); break;
    case 9: mpz_lcm(r, x, y); break;
    case 10: mpz_and(r, x, y); break;
    case 11: mpz_ior(r, x, y); break;
    case 12: mpz_xor(r, x, y); break;
    default: rt_error("rt_bigint_binop: unknown operation %lld", (long long)op);
    }
}

/* Unary operations: 0 neg, 1 abs, 2 com (~), 3 isqrt. */
void rt_bigint_unop(rt_value *z, rt_value *a, int64_t op) {
    switch (op) {
    case 0: mpz_neg(Z(z), Z(a)); break;
    case 1: mpz_abs(Z(z), Z(a)); break;
    case 2: mpz_com(Z(z), Z(a)); break;
    case 3: mpz_sqrt(Z(z), Z(a)); break;
    default: rt_error("rt_bigint_unop: unknown operation %lld", (long long)op);
    }
}

/* Operations with a machine-word operand n: 0 a^n, 1 a·2^n, 2 floor(a/2^n), 3 n!,
 * 4 binomial(a, n), 5 a + n, 6 a - n, 7 a·n (n signed). */
void rt_bigint_uiop(rt_value *z, rt_value *a, uint64_t n, int64_t op) {
    switch (op) {
    case 0: mpz_pow_ui(Z(z), Z(a), n); break;
    case 1: mpz_mul_2exp(Z(z), Z(a), n); break;
    case 2: mpz_fdiv_q_2exp(Z(z), Z(a), n); break;
    case 3: mpz_fac_ui(Z(z), n); break;
    case 4: mpz_bin_ui(Z(z), Z(a), n); break;
    case 5: mpz_add_ui(Z(z), Z(a), n); break;
    case 6: mpz_sub_ui(Z(z), Z(a), n); break;
    case 7: mpz_mul_si(Z(z), Z(a), (long)(int64_t)n); break;
    default: rt_error("rt_bigint_uiop: unknown operation %lld", (long long)op);
    }
}

/* z = a^b mod m (b ≥ 0, m ≠ 0) */
void rt_bigint_powm(rt_value *z, rt_value *a, rt_value *b, rt_value *m) {
    mpz_powm(Z(z), Z(a), Z(b), Z(m));
}

/* z = a⁻¹ mod b; false when no inverse exists */
int8_t rt_bigint_invert(rt_value *z, rt_value *a, rt_value *b) {
    return mpz_invert(Z(z), Z(a), Z(b)) != 0;
}

/* ---------------------------------------------------------------- queries */
int64_t rt_bigint_cmp(rt_value *a, rt_value *b) {
    int c = mpz_cmp(Z(a), Z(b));
    return (c > 0) - (c < 0);
}
int64_t rt_bigint_cmp_si(rt_value *a, int64_t b) {
    int c = mpz_cmp_si(Z(a), b);
    return (c > 0) - (c < 0);
}
int64_t rt_bigint_cmp_ui(rt_value *a, uint64_t b) {
    int c = mpz_cmp_ui(Z(a), b);
    return (c > 0) - (c < 0);
}
int64_t rt_bigint_cmp_d(rt_value *a, double b) { /* b not NaN */
    int c = mpz_cmp_d(Z(a), b);
    return (c > 0) - (c < 0);
}

int8_t rt_bigint_fits_int64(rt_value *a) { return mpz_fits_slong_p(Z(a)) != 0; }
int64_t rt_bigint_get_si(rt_value *a) { return mpz_get_si(Z(a)); }

/* Limb i (0-based) of |a|, 0 past the end: the two's-complement wrap (x % T) and hashing */
uint64_t rt_bigint_limb(rt_value *a, int64_t i) {
    mpz_srcptr x = Z(a);
    int64_t n = x->_mp_size < 0 ? -(int64_t)x->_mp_size : x->_mp_size;
    return (i >= 0 && i < n) ? (uint64_t)x->_mp_d[i] : 0;
}

int8_t rt_bigint_tstbit(rt_value *a, uint64_t i) { return mpz_tstbit(Z(a), i) != 0; }

/* index of the lowest set bit of a (a ≠ 0) */
int64_t rt_bigint_scan1(rt_value *a) { return (int64_t)mpz_scan1(Z(a), 0); }

int64_t rt_bigint_popcount(rt_value *a) { return (int64_t)mpz_popcount(Z(a)); } /* a ≥ 0 */

/* Exact number of base-b digits of |a| (2 ≤ b ≤ 62), 0 for a = 0. GMP's estimate is exact
 * for powers of two and otherwise at most one too large. */
int64_t rt_bigint_ndigits(rt_value *a, int64_t b) {
    mpz_srcptr x = Z(a);
    if (mpz_sgn(x) == 0) return 0;
    size_t n = mpz_sizeinbase(x, (int)b);
    if ((b & (b - 1)) == 0 || n < 2) return (int64_t)n;
    mpz_t p, m;
    mpz_init(p);
    mpz_init(m);
    mpz_ui_pow_ui(p, (unsigned long)b, n - 1);
    mpz_abs(m, x);
    if (mpz_cmp(m, p) < 0) n--;
    mpz_clear(p);
    mpz_clear(m);
    return (int64_t)n;
}

/* Float64(a), rounded to nearest (ties to even); ±Inf beyond the Float64 range. */
double rt_bigint_get_d(rt_value *a) {
    mpz_srcptr x = Z(a);
    size_t nbits = mpz_sizeinbase(x, 2);
    if (mpz_sgn(x) == 0 || nbits <= 53) return mpz_get_d(x);
    if (nbits > 1100) return mpz_sgn(x) < 0 ? -INFINITY : INFINITY;
    size_t shift = nbits - 54;
    mpz_t t;
    mpz_init(t);
    mpz_abs(t, x);
    bool sticky = mpz_scan1(t, 0) < shift;
    mpz_fdiv_q_2exp(t, t, shift);
    uint64_t m = mpz_get_ui(t); /* 54 bits: 53 kept + the rounding bit */
    mpz_clear(t);
    if ((m & 1) && ((m & 2) || sticky)) m += 2;
    m >>= 1;
    double d = ldexp((double)m, (int)shift + 1);
    return mpz_sgn(x) < 0 ? -d : d;
}

/* ---------------------------------------------------------------- text */
/* string(a; base, pad): digits in base 2…62 (lowercase up to 36, then 0-9A-Za-z as GMP
 * writes them), zero-padded to pad digits, '-' first for negatives. */
rt_value *rt_bigint_string(rt_value *a, int64_t base, int64_t pad) {
    mpz_srcptr x = Z(a);
    bool neg = mpz_sgn(x) < 0;
    if (mpz_sgn(x) == 0 && pad < 1) return (rt_value *)rt_string_n("", 0);
    size_t cap = mpz_sizeinbase(x, (int)base) + 2;
    char *digits = rt_alloc_atomic_raw(cap);
    if (!digits) rt_bigint_oom(cap);
    mpz_get_str(digits, (int)base, x);
    const char *d = neg ? digits + 1 : digits;
    size_t nd = strlen(d);
    size_t width = pad > 0 && (size_t)pad > nd ? (size_t)pad : nd;
    rt_string *s = rt_string_alloc(width + neg);
    char *p = s->data;
    if (neg) *p++ = '-';
    memset(p, '0', width - nd);
    memcpy(p + (width - nd), d, nd);
    return (rt_value *)s;
}

/* Julia's parseint_preamble then GMP: z = the integer in s. base 0 means 10 unless a
 * 0b/0o/0x prefix says otherwise. Returns 0 on success, 1 when s holds no digits at all
 * (Julia then reports base 0 as invalid), 2 when the digits are not valid in the base,
 * 3 when a 0x/0o/0b prefix has nothing after it (premature end of integer). */
int64_t rt_bigint_parse(rt_value *z, rt_string *s, int64_t base) {
    const char *p = s->data, *end = s->data + s->len;
    if (memchr(p, 0, (size_t)s->len)) return 2; /* GMP stops at an embedded NUL */
    while (p < end && (*p == ' ' || (*p >= '\t' && *p <= '\r'))) p++;
    if (p == end) return 1;
    bool neg = false;
    if (*p == '-' || *p == '+') {
        neg = *p == '-';
        p++;
    }
    while (p < end && (*p == ' ' || (*p >= '\t' && *p <= '\r'))) p++;
    if (p == end) return 1;
    if (base == 0) {
        base = 10;
        if (p[0] == '0' && p + 1 < end) {
            int b = p[1] == 'b' ? 2 : p[1] == 'o' ? 8 : p[1] == 'x' ? 16 : 10;
            if (b != 10) {
                base = b;
                p += 2;
                if (p == end) return 3;
            }
        }
    }
    if (mpz_set_str(Z(z), p, (int)base) != 0) return 2;
    if (neg) mpz_neg(Z(z), Z(z));
    return 0;
}
