/* objectid.c — Julia 1.7's identity hash (jl_object_id_, src/builtins.c) for IdDict
 * (runtime/base/iddict.jl), so an IdDict's open-addressing table, and with it its
 * iteration order, matches Julia's wherever Julia's hash is itself deterministic.
 *
 * Julia 1.7: symbols hash to their stored hash; strings to memhash_seed(bytes, 0xedc3b677);
 * mutable objects to inthash(address); immutable bits values of 1/2/4/8 bytes to
 * int32hash/int64hash of the bits xor the DataType's 32-bit hash; singletons to ~dt->hash.
 * A non-parametric DataType's hash is (uint32)bitmix(~tn->hash, 3) with
 * tn->hash = bitmix(bitmix(module->build_id, sym->hash), 0xa1ada1da). The types Julia
 * creates in C before Core exists (jl_init_types: Bool, UInt8, Int32, UInt32, Int64,
 * UInt64, Nothing, ...) have module NULL, so their hash is reproducible; types declared in
 * boot.jl (Float64, Char, Int8, Int16, ...) mix in Core's build_id, a per-build timestamp,
 * so Julia's own order for such keys differs between builds. jolt uses build_id 0 for all.
 */
#include <string.h>

#include "rt.h"

/* Thomas Wang's 64-bit integer hash (Julia's int64hash, src/support/hashing.c) */
static uint64_t oid_int64hash(uint64_t key)
{
    key = (~key) + (key << 21);
    key = key ^ (key >> 24);
    key = (key + (key << 3)) + (key << 8);
    key = key ^ (key >> 14);
    key = (key + (key << 2)) + (key << 4);
    key = key ^ (key >> 28);
    key = key + (key << 31);
    return key;
}

/* Bob Jenkins' 32-bit integer hash (Julia's int32hash) */
static uint32_t oid_int32hash(uint32_t a)
{
    a = (a + 0x7ed55d16) + (a << 12);
    a = (a ^ 0xc761c23c) ^ (a >> 19);
    a = (a + 0x165667b1) + (a << 5);
    a = (a + 0xd3a2646c) ^ (a << 9);
    a = (a + 0xfd7046c5) + (a << 3);
    a = (a ^ 0xb55a4f09) ^ (a >> 16);
    return a;
}

/* Julia's bitmix(a, b) on 64-bit hosts */
static uint64_t oid_bitmix(uint64_t a, uint64_t b) { return oid_int64hash(a ^ __builtin_bswap64(b)); }

/* the 32-bit hash Julia gives a DataType (typekey_hash, parameters mixed in order) */
static uint64_t oid_type_hash(rt_type *t);

static uint64_t oid_param_hash(rt_value *p)
{
    if (rt_typeof(p) == rt_datatype_type)
        return oid_type_hash((rt_type *)p);
    return rt_objectid(p);
}

static uint64_t oid_type_hash(rt_type *t)
{
    uint64_t tn = oid_bitmix(oid_bitmix(0, rt_symbol_objectid(t->name->name)), 0xa1ada1daULL);
    uint32_t h = 3;
    for (int i = 0; i < t->nparams; i++)
        h = (uint32_t)oid_bitmix(oid_param_hash(t->params[i]), h);
    h = (uint32_t)oid_bitmix(~tn, h);
    return h ? h : 1;
}

/* bits_hash of Julia: small sizes by integer hash, larger blocks by memhash */
static uint64_t oid_bits_hash(const uint8_t *b, size_t sz)
{
    switch (sz) {
    case 1: return oid_int32hash((uint32_t)(int32_t)(int8_t)b[0]);
    case 2: { int16_t v; memcpy(&v, b, 2); return oid_int32hash((uint32_t)(int32_t)v); }
    case 4: { uint32_t v; memcpy(&v, b, 4); return oid_int32hash(v); }
    case 8: { uint64_t v; memcpy(&v, b, 8); return oid_int64hash(v); }
    default: return rt_memhash_seed(b, sz, 0xcafe8881u);
    }
}

uint64_t rt_objectid(rt_value *v)
{
    if (!v)
        return 0;
    rt_type *t = rt_typeof(v);
    if (t == rt_symbol_type)
        return rt_symbol_objectid((rt_sym *)v);
    if (t == rt_string_type)
        return rt_memhash_seed((const uint8_t *)((rt_string *)v)->data,
                               (size_t)((rt_string *)v)->len, 0xedc3b677u);
    if (t == rt_datatype_type)
        return oid_type_hash((rt_type *)v);
    if ((t->flags & RT_MUTABLE) || t->type != rt_datatype_type)
        return oid_int64hash((uint64_t)(uintptr_t)v);
    uint64_t h = oid_type_hash(t);
    if (t->size == 0)
        return ~h;
    if ((t->flags & RT_ISBITS) || t->nfields == 0)
        return oid_bits_hash((const uint8_t *)rt_data(v), t->size) ^ h;
    /* immutable with boxed fields: mix each field's identity */
    for (int f = 0; f < t->nfields; f++) {
        uint64_t u = 0;
        const char *fp = (const char *)rt_data(v) + t->fieldoffsets[f];
        if (t->fieldinline && t->fieldinline[f]) {
            rt_type *ft = (rt_type *)t->fieldtypes[f];
            u = rt_typeof(ft) == rt_datatype_type ? oid_bits_hash((const uint8_t *)fp, ft->size) : 0;
        } else {
            rt_value *x;
            memcpy(&x, fp, sizeof x);
            u = x ? rt_objectid(x) : 0;
        }
        h = oid_bitmix(h, u);
    }
    return h;
}
