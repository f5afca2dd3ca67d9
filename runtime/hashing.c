/* hashing.c — byte hashing for Base's `hash(::String, ::UInt)` (runtime/base/hashing.jl).
 *
 * Julia 1.7 hashes strings with MurmurHash3_x64_128 (Austin Appleby's public-domain
 * algorithm) over the UTF-8 bytes, seeded with the low 32 bits of `h + memhash_seed`, and
 * keeps the second 64-bit half of the digest. rt_hash_string does the whole Julia method:
 *   h += 0x71e729fd56419c81; return murmur(bytes, (uint32_t)h)[1] + h
 * so that Dict/Set iteration order over String keys matches Julia exactly.
 */
#include <string.h>

#include "rt.h"

static uint64_t rotl64(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static uint64_t fmix64(uint64_t k) {
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ULL;
    k ^= k >> 33;
    return k;
}

/* little-endian 64-bit load from an unaligned pointer */
static uint64_t load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

/* MurmurHash3_x64_128 of n bytes at data; writes both halves to out */
static void murmur3_x64_128(const uint8_t *data, size_t n, uint32_t seed, uint64_t out[2]) {
    const uint64_t c1 = 0x87c37b91114253d5ULL, c2 = 0x4cf5ad432745937fULL;
    uint64_t h1 = seed, h2 = seed;
    size_t nblocks = n / 16;
    for (size_t i = 0; i < nblocks; i++) {
        uint64_t k1 = load64(data + 16 * i), k2 = load64(data + 16 * i + 8);
        k1 *= c1; k1 = rotl64(k1, 31); k1 *= c2; h1 ^= k1;
        h1 = rotl64(h1, 27); h1 += h2; h1 = h1 * 5 + 0x52dce729;
        k2 *= c2; k2 = rotl64(k2, 33); k2 *= c1; h2 ^= k2;
        h2 = rotl64(h2, 31); h2 += h1; h2 = h2 * 5 + 0x38495ab5;
    }
    const uint8_t *tail = data + 16 * nblocks;
    uint64_t k1 = 0, k2 = 0;
    size_t rest = n & 15;
    for (size_t i = rest; i > 8; i--) k2 ^= (uint64_t)tail[i - 1] << (8 * (i - 9));
    if (rest > 8) { k2 *= c2; k2 = rotl64(k2, 33); k2 *= c1; h2 ^= k2; }
    for (size_t i = rest < 8 ? rest : 8; i > 0; i--) k1 ^= (uint64_t)tail[i - 1] << (8 * (i - 1));
    if (rest > 0) { k1 *= c1; k1 = rotl64(k1, 31); k1 *= c2; h1 ^= k1; }
    h1 ^= n; h2 ^= n;
    h1 += h2; h2 += h1;
    h1 = fmix64(h1); h2 = fmix64(h2);
    h1 += h2; h2 += h1;
    out[0] = h1;
    out[1] = h2;
}

/* Julia's memhash_seed(buf, n, seed): the second half of the 128-bit digest */
uint64_t rt_memhash_seed(const uint8_t *data, size_t n, uint32_t seed) {
    uint64_t out[2];
    murmur3_x64_128(data, n, seed, out);
    return out[1];
}

/* hash(s::String, h::UInt) of Julia 1.7 */
uint64_t rt_hash_string(rt_string *s, uint64_t h) {
    h += 0x71e729fd56419c81ULL;
    return rt_memhash_seed((const uint8_t *)s->data, (size_t)s->len, (uint32_t)h) + h;
}

/* objectid of a Symbol in Julia 1.7 (its stored hash, src/symbol.c): memhash of the name
 * (seed 0xcafe8881) xor 0xaaaaaaaaaaaaaaaa */
uint64_t rt_symbol_objectid(rt_sym *s) {
    return rt_memhash_seed((const uint8_t *)s->name, s->len, 0xcafe8881u) ^ 0xaaaaaaaaaaaaaaaaULL;
}
