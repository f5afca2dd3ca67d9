/* random.c — the C half of Julia 1.7's Random (Xoshiro256++), behind runtime/base/random.jl.
 *
 * Generator: Xoshiro256++ with four UInt64 words (s0..s3), exactly as Julia 1.7's Xoshiro
 * and TaskLocalRNG. Seeding from an integer hashes its little-endian UInt32 limbs
 * (Random.make_seed) with SHA2-256 (implemented here, FIPS 180-4) and takes the 32-byte
 * digest as four little-endian UInt64 words. `Random.seed!()` and the initial state come
 * from the OS (getrandom, falling back to /dev/urandom).
 *
 * Task-local state: the running task's rngState0..3 live in its runtime task
 * (runtime/task.c, rt_task_rng), so a task switch copies nothing and a task keeps its
 * words when it moves to another thread; a new task's state is split from its parent's
 * (the notes §12.5). Base's TaskLocalRNG steps the words in Julia through their address,
 * which stays the same for as long as a piece of code runs on its task.
 *
 * Bulk fill (rt_rng_bulk) reproduces 1.7's XoshiroSimd: arrays of at least 64 bytes
 * (640 for Bool) fork 8 lanes from the RNG (32 draws) and write 8 outputs per step in lane
 * order, whole 64-byte blocks only; the rest (and small arrays) come word by word from
 * the RNG's own stream, a partial last word contributing its low bytes.
 * A state argument is either a Vector{UInt64} of length 4 (a Xoshiro's words, copied by
 * the Julia side) or `nothing` (the task-local state).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>
#include <unistd.h>

#include "rt.h"

/* ---------------------------------------------------------------- SHA2-256 */

static const uint32_t sha_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4,
    0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe,
    0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f,
    0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
    0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc,
    0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
    0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116,
    0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
    0xc67178f2};

static inline uint32_t ror32(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

/* one 64-byte block into the hash state h[8] */
static void sha256_block(uint32_t h[8], const uint8_t *p) {
    uint32_t w[64];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)p[4 * i] << 24 | (uint32_t)p[4 * i + 1] << 16 |
               (uint32_t)p[4 * i + 2] << 8 | p[4 * i + 3];
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = ror32(w[i - 15], 7) ^ ror32(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = ror32(w[i - 2], 17) ^ ror32(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
    for (int i = 0; i < 64; i++) {
        uint32_t S1 = ror32(e, 6) ^ ror32(e, 11) ^ ror32(e, 25);
        uint32_t ch = (e & f) ^ (~e & g);
        uint32_t t1 = k + S1 + ch + sha_k[i] + w[i];
        uint32_t S0 = ror32(a, 2) ^ ror32(a, 13) ^ ror32(a, 22);
        uint32_t maj = (a & b) ^ (a & c) ^ (b & c);
        uint32_t t2 = S0 + maj;
        k = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    h[0] += a, h[1] += b, h[2] += c, h[3] += d, h[4] += e, h[5] += f, h[6] += g, h[7] += k;
}

void rt_sha256(const uint8_t *data, size_t n, uint8_t out[32]) {
    uint32_t h[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                     0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    size_t i = 0;
    for (; i + 64 <= n; i += 64)
        sha256_block(h, data + i);
    uint8_t tail[128] = {0};
    size_t r = n - i;
    memcpy(tail, data + i, r);
    tail[r] = 0x80;
    size_t tl = r + 1 + 8 <= 64 ? 64 : 128;
    uint64_t bits = (uint64_t)n * 8;
    for (int j = 0; j < 8; j++)
        tail[tl - 1 - j] = (uint8_t)(bits >> (8 * j));
    sha256_block(h, tail);
    if (tl == 128)
        sha256_block(h, tail + 64);
    for (int j = 0; j < 8; j++)
        for (int b = 0; b < 4; b++)
            out[4 * j + b] = (uint8_t)(h[j] >> (24 - 8 * b));
}

/* ---------------------------------------------------------------- generator */

static inline uint64_t rotl64(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

uint64_t rt_xoshiro_next(uint64_t s[4]) {
    uint64_t s0 = s[0], s1 = s[1], s2 = s[2], s3 = s[3];
    uint64_t res = rotl64(s0 + s3, 23) + s0;
    uint64_t t = s1 << 17;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl64(s3, 45);
    s[0] = s0, s[1] = s1, s[2] = s2, s[3] = s3;
    return res;
}

/* n random bytes from the OS; getrandom, else /dev/urandom */
void rt_os_random_bytes(void *buf, size_t n) {
    uint8_t *p = buf;
    size_t got = 0;
    while (got < n) {
        ssize_t k = getrandom(p + got, n - got, 0);
        if (k < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        got += (size_t)k;
    }
    if (got == n)
        return;
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    while (fd >= 0 && got < n) {
        ssize_t k = read(fd, p + got, n - got);
        if (k <= 0)
            break;
        got += (size_t)k;
    }
    if (fd >= 0)
        close(fd);
    if (got < n)
        rt_error("could not read random bytes from the operating system");
}

/* the running task's state: its words live in the task (task.c, rt_task_rng) */
uint64_t *rt_rng_task_state(void) { return rt_task_rng(); }

uint64_t rt_rng_task_next(void) { return rt_xoshiro_next(rt_task_rng()); }

uint64_t rt_rng_task_get(int64_t i) { return rt_task_rng()[i & 3]; }

void rt_rng_task_set(uint64_t a, uint64_t b, uint64_t c, uint64_t d) {
    uint64_t *s = rt_task_rng();
    s[0] = a, s[1] = b, s[2] = c, s[3] = d;
}

/* a fresh UInt64 from the OS (RandomDevice, seed!() without a seed) */
uint64_t rt_rng_os_u64(void) {
    uint64_t x;
    rt_os_random_bytes(&x, sizeof x);
    return x;
}

/* the state words behind a Julia-side state argument (see the comment on top) */
static uint64_t *rng_state_of(rt_value *st) {
    if (!st || st == rt_nothing)
        return rt_rng_task_state();
    rt_array *a = (rt_array *)st;
    if (a->length < 4 || a->elsize != 8)
        rt_throw_argument("invalid RNG state");
    return (uint64_t *)a->data;
}

/* seed from UInt32 limbs (make_seed): SHA2-256 of their little-endian bytes -> out[0..3] */
void rt_rng_seed_limbs(uint64_t out[4], const uint32_t *limbs, int64_t n) {
    uint8_t bytes[4 * 64];
    uint8_t *buf = n <= 64 ? bytes : rt_alloc_atomic((size_t)n * 4);
    for (int64_t i = 0; i < n; i++)
        for (int b = 0; b < 4; b++)
            buf[4 * i + b] = (uint8_t)(limbs[i] >> (8 * b));
    uint8_t dig[32];
    rt_sha256(buf, (size_t)n * 4, dig);
    for (int w = 0; w < 4; w++) {
        uint64_t x = 0;
        for (int b = 7; b >= 0; b--)
            x = x << 8 | dig[8 * w + b];
        out[w] = x;
    }
}

/* ccall form: limbs is a Vector{UInt32}; the new state goes into `state` (see above) */
void rt_rng_seed(rt_value *state, rt_value *limbs) {
    rt_array *l = (rt_array *)limbs;
    if (l->elsize != 4)
        rt_throw_argument("seed limbs must be UInt32");
    uint64_t out[4];
    rt_rng_seed_limbs(out, (const uint32_t *)l->data, l->length);
    if (!state || state == rt_nothing)
        rt_rng_task_set(out[0], out[1], out[2], out[3]);
    else
        memcpy(rng_state_of(state), out, sizeof out);
}

/* ---------------------------------------------------------------- bulk fill */

/* output word -> the bytes the bulk mode stores, per element kind */
static inline uint64_t bulk_conv(uint64_t x, int mode) {
    if (mode == RT_RNG_F64) {
        double d = (double)(x >> 11) * 0x1.0p-53;
        memcpy(&x, &d, 8);
    } else if (mode == RT_RNG_F32) {
        float u = (float)((uint32_t)(x >> 32) >> 8) * 0x1.0p-24f;
        float l = (float)((uint32_t)x >> 8) * 0x1.0p-24f;
        uint32_t ub, lb;
        memcpy(&ub, &u, 4);
        memcpy(&lb, &l, 4);
        x = (uint64_t)ub << 32 | lb;
    }
    return x;
}

static inline void store_word(uint8_t *dst, uint64_t x, size_t n) {
    uint8_t b[8];
    for (int i = 0; i < 8; i++)
        b[i] = (uint8_t)(x >> (8 * i));
    memcpy(dst, b, n);
}

void rt_rng_bulk_fill(uint64_t s[4], uint8_t *dst, int64_t len, int mode) {
    int64_t i = 0;
    if (len >= (mode == RT_RNG_BOOL ? 640 : 64)) {
        static const uint64_t mult[4] = {0x02011ce34bce797f, 0x5a94851fb48a6e05,
                                         0x3688cf5d48899fa7, 0x867b4bb4c42e5661};
        uint64_t lane[8][4]; /* lane l's s0..s3 */
        for (int w = 0; w < 4; w++)
            for (int l = 0; l < 8; l++)
                lane[l][w] = mult[w] * rt_xoshiro_next(s);
        int64_t block = mode == RT_RNG_BOOL ? 512 : 64;
        for (; i + block <= len; i += block) {
            uint64_t res[8];
            for (int l = 0; l < 8; l++)
                res[l] = rt_xoshiro_next(lane[l]);
            if (mode == RT_RNG_BOOL) {
                for (int k = 0; k < 8; k++)
                    for (int l = 0; l < 8; l++)
                        store_word(dst + i + 64 * k + 8 * l,
                                   (res[l] >> k) & 0x0101010101010101, 8);
            } else {
                for (int l = 0; l < 8; l++)
                    store_word(dst + i + 8 * l, bulk_conv(res[l], mode), 8);
            }
        }
    }
    if (mode == RT_RNG_BOOL) {
        while (i + 8 <= len) {
            uint64_t res = rt_xoshiro_next(s);
            for (int k = 0; k < 8 && i + 8 <= len; k++, i += 8)
                store_word(dst + i, (res >> k) & 0x0101010101010101, 8);
        }
        if (i < len)
            store_word(dst + i, rt_xoshiro_next(s) & 0x0101010101010101, (size_t)(len - i));
        return;
    }
    for (; i + 8 <= len; i += 8)
        store_word(dst + i, bulk_conv(rt_xoshiro_next(s), mode), 8);
    if (i < len)
        store_word(dst + i, bulk_conv(rt_xoshiro_next(s), mode), (size_t)(len - i));
}

/* ccall form: fill the first nbytes of array `dst` */
void rt_rng_bulk(rt_value *state, rt_value *dst, int64_t nbytes, int64_t mode) {
    rt_array *a = (rt_array *)dst;
    if (a->isptr || nbytes < 0 || nbytes > a->length * (int64_t)a->elsize)
        rt_throw_argument("invalid array for random bulk fill");
    rt_rng_bulk_fill(rng_state_of(state), (uint8_t *)a->data, nbytes, (int)mode);
}
