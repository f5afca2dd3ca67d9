/* ryu.c — shortest round-trip decimal digits of a binary float (the Ryu algorithm of
 * Ulf Adams, PLDI 2018, written afresh for jolt).
 *
 * rt_ryu_shortest(mantissa bits, exponent bits, raw bits) returns the digit string's value
 * as an integer `digits` and a decimal exponent `exp10` with value = digits * 10^exp10:
 * the shortest decimal inside the float's rounding interval (boundaries included only for
 * even mantissas, as round-half-even parsing accepts them), and among the shortest, the one
 * closest to the exact binary value (exact ties round to even). One routine serves Float64,
 * Float32 and Float16: narrower formats use the same 125-bit power-of-5 tables, which are
 * more precise than they need.
 *
 * The tables (5^i and 2^k/5^q, each normalised to 125 significant bits) are computed once
 * at first use with a small bignum, instead of being pasted in as constants.
 */
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "ryu.h"

#define POW5_BITS 125   /* significant bits kept of 5^i */
#define POW5_INV_BITS 125 /* significant bits kept of 2^k / 5^q */
#define POW5_N 326      /* 5^i for i < POW5_N (Float64: -e2 - q <= 325) */
#define POW5_INV_N 342  /* inverse for q < POW5_INV_N (Float64: q <= 341) */

typedef unsigned __int128 u128;
static u128 rt_pow5[POW5_N];         /* 5^i scaled to exactly 125 bits (truncated) */
static u128 rt_pow5_inv[POW5_INV_N]; /* floor(2^(bitlen(5^q) - 1 + 125) / 5^q) + 1 */
static pthread_once_t rt_ryu_once = PTHREAD_ONCE_INIT;

/* ---- a minimal little-endian bignum of 32-bit limbs, enough for 2^950 */
#define BN_LIMBS 32
typedef struct {
    uint32_t w[BN_LIMBS]; /* limbs, least significant first */
} bn;

static int bn_bitlen(const bn *a) {
    for (int i = BN_LIMBS - 1; i >= 0; i--)
        if (a->w[i]) return i * 32 + 32 - __builtin_clz(a->w[i]);
    return 0;
}
static void bn_mul_small(bn *a, uint32_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < BN_LIMBS; i++) {
        uint64_t t = (uint64_t)a->w[i] * m + carry;
        a->w[i] = (uint32_t)t;
        carry = t >> 32;
    }
}
static void bn_div_small(bn *a, uint32_t d) {
    uint64_t rem = 0;
    for (int i = BN_LIMBS - 1; i >= 0; i--) {
        uint64_t cur = (rem << 32) | a->w[i];
        a->w[i] = (uint32_t)(cur / d);
        rem = cur % d;
    }
}
/* bits [k, k+32) of a (bits below 0 and above the top are 0). */
static uint32_t bn_word(const bn *a, int k) {
    if (k <= -32 || k >= BN_LIMBS * 32) return 0;
    if (k < 0) return a->w[0] << -k;
    int q = k >> 5, s = k & 31;
    uint64_t lo = a->w[q], hi = q + 1 < BN_LIMBS ? a->w[q + 1] : 0;
    return (uint32_t)(((hi << 32) | lo) >> s);
}
/* bits [lo, lo+128) of a as a 128-bit integer (lo may be negative: shifts left). */
static u128 bn_bits(const bn *a, int lo) {
    u128 r = 0;
    for (int i = 3; i >= 0; i--) r = (r << 32) | bn_word(a, lo + 32 * i);
    return r;
}

/* 5^i, and floor(2^j / 5^q) taken from t = floor(2^TOP / 5^q) (one division by 5 a step)
 * as its bits from TOP - j: floor(floor(a/b)/c) = floor(a/(bc)). 0.1 ms, once. */
#define TOP (BN_LIMBS * 32 - 1)
static void rt_ryu_tables(void) {
    bn p;
    memset(&p, 0, sizeof p);
    p.w[0] = 1;
    for (int i = 0; i < POW5_N; i++) {
        int len = bn_bitlen(&p);
        rt_pow5[i] = bn_bits(&p, len - POW5_BITS);
        bn_mul_small(&p, 5);
    }
    bn t;
    memset(&p, 0, sizeof p);
    memset(&t, 0, sizeof t);
    p.w[0] = 1;
    t.w[TOP >> 5] = 1u << (TOP & 31);
    for (int q = 0; q < POW5_INV_N; q++) {
        int len = bn_bitlen(&p); /* bit length of 5^q */
        int j = len - 1 + POW5_INV_BITS; /* at most 916 < TOP */
        rt_pow5_inv[q] = bn_bits(&t, TOP - j) + 1;
        bn_mul_small(&p, 5);
        bn_div_small(&t, 5);
    }
}

/* ceil(log2(5^e)) for e >= 1 (1 for e == 0), floor(log10(2^e)), floor(log10(5^e)). */
static inline int pow5bits(int e) { return (int)(((uint32_t)e * 1217359u) >> 19) + 1; }
static inline int log10pow2(int e) { return (int)(((uint32_t)e * 78913u) >> 18); }
static inline int log10pow5(int e) { return (int)(((uint32_t)e * 732923u) >> 20); }

static inline bool multiple_of_pow5(uint64_t v, int p) {
    for (int i = 0; i < p; i++) {
        if (v % 5) return false;
        v /= 5;
    }
    return true;
}
static inline bool multiple_of_pow2(uint64_t v, int p) {
    return p < 64 && (v & ((1ull << p) - 1)) == 0;
}
/* floor(m * mul / 2^j) for j >= 64 */
static inline uint64_t mulshift(uint64_t m, u128 mul, int j) {
    u128 lo = (u128)m * (uint64_t)mul;
    u128 hi = (u128)m * (uint64_t)(mul >> 64);
    return (uint64_t)(((lo >> 64) + hi) >> (j - 64));
}

void rt_ryu_shortest(uint64_t bits, int mbits, int ebits, uint64_t *digits, int *exp10) {
    pthread_once(&rt_ryu_once, rt_ryu_tables);
    int bias = (1 << (ebits - 1)) - 1;
    uint64_t mant = bits & ((1ull << mbits) - 1);
    int ex = (int)((bits >> mbits) & ((1u << ebits) - 1));
    int e2;
    uint64_t m2;
    if (ex == 0) {
        e2 = 1 - bias - mbits - 2;
        m2 = mant;
    } else {
        e2 = ex - bias - mbits - 2;
        m2 = (1ull << mbits) | mant;
    }
    bool even = (m2 & 1) == 0;
    uint64_t mv = 4 * m2;              /* the value, scaled by 4 */
    uint64_t mp = mv + 2;              /* upper boundary (halfway to the next float) */
    int mmshift = mant != 0 || ex <= 1; /* lower gap is half as wide at powers of two */
    uint64_t mm = mv - 1 - (uint64_t)mmshift;
    uint64_t vr, vp, vm;
    int e10;
    bool vm_tz = false, vr_tz = false; /* the digits dropped so far are all zero */
    int last = 0;                      /* last digit removed from vr */
    if (e2 >= 0) {
        int q = log10pow2(e2) - (e2 > 3);
        e10 = q;
        int k = POW5_INV_BITS + pow5bits(q) - 1;
        int i = -e2 + q + k;
        vr = mulshift(mv, rt_pow5_inv[q], i);
        vp = mulshift(mp, rt_pow5_inv[q], i);
        vm = mulshift(mm, rt_pow5_inv[q], i);
        if (q <= 27) { /* 5^28 > 2^64: no larger power can divide */
            if (mv % 5 == 0)
                vr_tz = multiple_of_pow5(mv, q);
            else if (even)
                vm_tz = multiple_of_pow5(mm, q);
            else
                vp -= multiple_of_pow5(mp, q);
        }
    } else {
        int q = log10pow5(-e2) - (-e2 > 1);
        e10 = q + e2;
        int i = -e2 - q;
        int k = pow5bits(i) - POW5_BITS;
        int j = q - k;
        vr = mulshift(mv, rt_pow5[i], j);
        vp = mulshift(mp, rt_pow5[i], j);
        vm = mulshift(mm, rt_pow5[i], j);
        if (q <= 1) {
            vr_tz = true; /* mv has at least two trailing zero bits */
            if (even)
                vm_tz = mmshift == 1;
            else
                vp--;
        } else if (q < 63) {
            vr_tz = multiple_of_pow2(mv, q);
        }
    }
    int removed = 0;
    uint64_t out;
    if (vm_tz || vr_tz) {
        /* rare general case: track exactness of the dropped digits */
        while (vp / 10 > vm / 10) {
            vm_tz &= vm % 10 == 0;
            vr_tz &= last == 0;
            last = (int)(vr % 10);
            vr /= 10;
            vp /= 10;
            vm /= 10;
            removed++;
        }
        if (vm_tz) {
            while (vm % 10 == 0) {
                vr_tz &= last == 0;
                last = (int)(vr % 10);
                vr /= 10;
                vp /= 10;
                vm /= 10;
                removed++;
            }
        }
        if (vr_tz && last == 5 && vr % 2 == 0) last = 4; /* exact tie: round half to even */
        out = vr + ((vr == vm && (!even || !vm_tz)) || last >= 5);
    } else {
        /* common case: dropped digits are never exactly zero */
        bool up = false;
        while (vp / 10 > vm / 10) {
            up = vr % 10 >= 5;
            vr /= 10;
            vp /= 10;
            vm /= 10;
            removed++;
        }
        out = vr + (vr == vm || up);
    }
    *digits = out;
    *exp10 = e10 + removed;
}
