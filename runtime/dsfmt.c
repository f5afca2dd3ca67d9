/* dsfmt.c — the generator behind Julia 1.7's MersenneTwister: dSFMT (double precision
 * SIMD-oriented Fast Mersenne Twister, Saito and Matsumoto) with Mersenne exponent 19937,
 * the parameters of its dSFMT-params19937.h, in the portable (non-SIMD) formulation,
 * which computes the same numbers. runtime/base/mersenne.jl keeps the cache of 1002
 * doubles and the bookkeeping; this file only seeds a state and fills arrays.
 *
 * A state is DSFMT_N + 1 128-bit words (the last is the "lung"), held by the Julia side
 * as a Vector{UInt64} of 2 * (DSFMT_N + 1) words, little-endian pairs. The generator
 * produces doubles in [1, 2) (the close1_open2 fill): 52 random mantissa bits under a
 * fixed exponent. */
#include <stdint.h>
#include <string.h>

#include "rt.h"

#define DSFMT_N 191 /* (19937 - 128) / 104 + 1 */
#define DSFMT_POS1 117
#define DSFMT_SL1 19
#define DSFMT_SR 12
#define DSFMT_MSK1 UINT64_C(0x000ffafffffffb3f)
#define DSFMT_MSK2 UINT64_C(0x000ffdfffc90fffd)
#define DSFMT_FIX1 UINT64_C(0x90014964b32f4329)
#define DSFMT_FIX2 UINT64_C(0x3b8d12ac548a7c7a)
#define DSFMT_PCV1 UINT64_C(0x3d84e1ac0dc82880)
#define DSFMT_PCV2 UINT64_C(0x0000000000000001)
#define DSFMT_LOW_MASK UINT64_C(0x000fffffffffffff)
#define DSFMT_HIGH_CONST UINT64_C(0x3ff0000000000000)

typedef struct w128 {
    uint64_t u[2]; /* the two 64-bit halves */
} w128;

/* One step of the recursion: r from a, b and the lung (updated). */
static void recursion(w128 *r, const w128 *a, const w128 *b, w128 *lung)
{
    uint64_t t0 = a->u[0], t1 = a->u[1], l0 = lung->u[0], l1 = lung->u[1];
    lung->u[0] = (t0 << DSFMT_SL1) ^ (l1 >> 32) ^ (l1 << 32) ^ b->u[0];
    lung->u[1] = (t1 << DSFMT_SL1) ^ (l0 >> 32) ^ (l0 << 32) ^ b->u[1];
    r->u[0] = (lung->u[0] >> DSFMT_SR) ^ (lung->u[0] & DSFMT_MSK1) ^ t0;
    r->u[1] = (lung->u[1] >> DSFMT_SR) ^ (lung->u[1] & DSFMT_MSK2) ^ t1;
}

static uint32_t ini1(uint32_t x) { return (x ^ (x >> 27)) * UINT32_C(1664525); }
static uint32_t ini2(uint32_t x) { return (x ^ (x >> 27)) * UINT32_C(1566083941); }

/* Seed state (2 * (DSFMT_N + 1) words) from n 32-bit key words: dsfmt_init_by_array. */
static void dsfmt_init(uint64_t *state, const uint32_t *key, int64_t n)
{
    enum { size = (DSFMT_N + 1) * 4, lag = 11, mid = (size - lag) / 2 };
    uint32_t p[size];
    memset(p, 0x8b, sizeof p);
    int64_t count = n + 1 > size ? n + 1 : size;
    uint32_t r = ini1(p[0] ^ p[mid % size] ^ p[(size - 1) % size]);
    p[mid % size] += r;
    r += (uint32_t)n;
    p[(mid + lag) % size] += r;
    p[0] = r;
    count--;
    int64_t i = 1, j = 0;
    for (; j < count && j < n; j++) {
        r = ini1(p[i] ^ p[(i + mid) % size] ^ p[(i + size - 1) % size]);
        p[(i + mid) % size] += r;
        r += key[j] + (uint32_t)i;
        p[(i + mid + lag) % size] += r;
        p[i] = r;
        i = (i + 1) % size;
    }
    for (; j < count; j++) {
        r = ini1(p[i] ^ p[(i + mid) % size] ^ p[(i + size - 1) % size]);
        p[(i + mid) % size] += r;
        r += (uint32_t)i;
        p[(i + mid + lag) % size] += r;
        p[i] = r;
        i = (i + 1) % size;
    }
    for (j = 0; j < size; j++) {
        r = ini2(p[i] + p[(i + mid) % size] + p[(i + size - 1) % size]);
        p[(i + mid) % size] ^= r;
        r -= (uint32_t)i;
        p[(i + mid + lag) % size] ^= r;
        p[i] = r;
        i = (i + 1) % size;
    }
    memcpy(state, p, sizeof p); /* little-endian: 32-bit word k is half k%2 of word k/2 */
    for (int k = 0; k < 2 * DSFMT_N; k++) /* initial_mask: doubles in [1, 2) */
        state[k] = (state[k] & DSFMT_LOW_MASK) | DSFMT_HIGH_CONST;
    /* period certification */
    uint64_t t0 = state[2 * DSFMT_N] ^ DSFMT_FIX1, t1 = state[2 * DSFMT_N + 1] ^ DSFMT_FIX2;
    uint64_t inner = (t0 & DSFMT_PCV1) ^ (t1 & DSFMT_PCV2);
    for (int s = 32; s > 0; s >>= 1)
        inner ^= inner >> s;
    if (!(inner & 1))
        state[2 * DSFMT_N + 1] ^= 1; /* the lowest set bit of PCV2 */
}

/* Fill out[0..n) (n even, at least 2 * DSFMT_N) with doubles in [1, 2), advancing the
 * state: dsfmt_fill_array_close1_open2. */
static void dsfmt_fill(uint64_t *state, double *out, int64_t n)
{
    w128 *st = (w128 *)state, *a = (w128 *)out, lung = st[DSFMT_N];
    int64_t size = n / 2, i, j;
    recursion(&a[0], &st[0], &st[DSFMT_POS1], &lung);
    for (i = 1; i < DSFMT_N - DSFMT_POS1; i++)
        recursion(&a[i], &st[i], &st[i + DSFMT_POS1], &lung);
    for (; i < DSFMT_N; i++)
        recursion(&a[i], &st[i], &a[i + DSFMT_POS1 - DSFMT_N], &lung);
    for (; i < size - DSFMT_N; i++)
        recursion(&a[i], &a[i - DSFMT_N], &a[i + DSFMT_POS1 - DSFMT_N], &lung);
    for (j = 0; j < 2 * DSFMT_N - size; j++)
        st[j] = a[j + size - DSFMT_N];
    for (; i < size; i++, j++) {
        recursion(&a[i], &a[i - DSFMT_N], &a[i + DSFMT_POS1 - DSFMT_N], &lung);
        st[j] = a[i];
    }
    st[DSFMT_N] = lung;
}

/* The Julia side's entry points (ccall only): `state` a Vector{UInt64} of 2 * (DSFMT_N + 1)
 * words, `seed` a Vector{UInt32}, `out` any bits array whose memory from byte 8 * `first`
 * on receives n doubles. */
void rt_dsfmt_seed(rt_value *state, rt_value *seed)
{
    rt_array *st = (rt_array *)state, *k = (rt_array *)seed;
    dsfmt_init((uint64_t *)st->data, (const uint32_t *)k->data, k->length);
}

void rt_dsfmt_fill(rt_value *state, rt_value *out, int64_t first, int64_t n)
{
    rt_array *st = (rt_array *)state, *a = (rt_array *)out;
    dsfmt_fill((uint64_t *)st->data, (double *)a->data + first, n);
}
