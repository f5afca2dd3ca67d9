/* box.c — boxing and unboxing of isbits values, and Julia's Char encoding.
 *
 * Small Int64 values (-512..1023) and ASCII Chars are boxed once and cached (the boxes are
 * uncollectable, created lazily: two threads racing may both create a box, which is
 * harmless since isbits identity is by value). Bool boxes to the rt_true/rt_false
 * singletons; singleton types box to their instance.
 *
 * A Char is a UInt32 holding the character's UTF-8 bytes left-aligned ('a' = 0x61000000,
 * 'é' = 0xC3A90000). Invalid byte sequences are representable too (as in Julia); decoding
 * one yields 0xFFFFFFFF.
 */
#include <string.h>

#include "rt.h"

#define RT_INT_CACHE_LO (-512)
#define RT_INT_CACHE_HI 1023
static rt_value *rt_int_cache[RT_INT_CACHE_HI - RT_INT_CACHE_LO + 1]; /* lazily made boxes */
static rt_value *rt_char_cache[128];                                  /* ASCII Char boxes */

static rt_value *rt_box_raw(rt_type *t, const void *payload, size_t n, bool permanent) {
    rt_value *v = permanent ? rt_alloc_permanent(sizeof(rt_value) + n)
                            : rt_alloc_atomic(sizeof(rt_value) + n);
    v->type = t;
    memcpy(rt_data(v), payload, n);
    return v;
}

rt_value *rt_box_int64(int64_t x) {
    if (x >= RT_INT_CACHE_LO && x <= RT_INT_CACHE_HI) {
        rt_value **slot = &rt_int_cache[x - RT_INT_CACHE_LO];
        rt_value *v = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
        if (!v) {
            v = rt_box_raw(rt_int64_type, &x, sizeof x, true);
            __atomic_store_n(slot, v, __ATOMIC_RELEASE);
        }
        return v;
    }
    return rt_box_raw(rt_int64_type, &x, sizeof x, false);
}

rt_value *rt_box_float64(double x) {
    return rt_box_raw(rt_float64_type, &x, sizeof x, false);
}

rt_value *rt_box_bool(bool b) {
    return b ? rt_true : rt_false;
}

rt_value *rt_box_char(uint32_t c) {
    if ((c & 0x80FFFFFFu) == 0) { /* ASCII: one byte, left-aligned */
        rt_value **slot = &rt_char_cache[c >> 24];
        rt_value *v = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
        if (!v) {
            v = rt_box_raw(rt_char_type, &c, sizeof c, true);
            __atomic_store_n(slot, v, __ATOMIC_RELEASE);
        }
        return v;
    }
    return rt_box_raw(rt_char_type, &c, sizeof c, false);
}

rt_value *rt_box_bits(rt_type *t, const void *payload) {
    if (t->flags & RT_SINGLETON && t->instance) return t->instance;
    if (t == rt_bool_type) return (*(const uint8_t *)payload & 1) ? rt_true : rt_false;
    if (t == rt_int64_type) {
        int64_t x;
        memcpy(&x, payload, sizeof x);
        return rt_box_int64(x);
    }
    if (t == rt_char_type) {
        uint32_t c;
        memcpy(&c, payload, sizeof c);
        return rt_box_char(c);
    }
    rt_value *v = rt_new_object(t);
    if (t->size) memcpy(rt_data(v), payload, t->size);
    return v;
}

int64_t rt_unbox_int64(rt_value *v) {
    int64_t x;
    memcpy(&x, rt_data(v), sizeof x);
    return x;
}

double rt_unbox_float64(rt_value *v) {
    double x;
    memcpy(&x, rt_data(v), sizeof x);
    return x;
}

bool rt_unbox_bool(rt_value *v) {
    return (*(uint8_t *)rt_data(v) & 1) != 0;
}

/* ---------------------------------------------------------------- Char encoding */

uint32_t rt_char_from_codepoint(uint32_t cp) {
    if (cp < 0x80) return cp << 24;
    if (cp < 0x800) return (0xC0u | (cp >> 6)) << 24 | (0x80u | (cp & 0x3F)) << 16;
    if (cp < 0x10000)
        return (0xE0u | (cp >> 12)) << 24 | (0x80u | ((cp >> 6) & 0x3F)) << 16 |
               (0x80u | (cp & 0x3F)) << 8;
    if (cp <= 0x1FFFFF) /* Julia encodes up to 0x1FFFFF (beyond Unicode) in 4 bytes */
        return (0xF0u | (cp >> 18)) << 24 | (0x80u | ((cp >> 12) & 0x3F)) << 16 |
               (0x80u | ((cp >> 6) & 0x3F)) << 8 | (0x80u | (cp & 0x3F));
    return 0xFFFFFFFFu; /* not encodable: Julia throws CodePointError; callers check */
}

uint32_t rt_char_codepoint(uint32_t c) {
    if (c < 0x80000000u) return c >> 24; /* ASCII (trailing bytes are never set for ASCII) */
    int lead = __builtin_clz(~c);        /* leading one bits of the first byte */
    int nbytes = 4 - (__builtin_ctz(c) >> 3); /* bytes actually present (c != 0 here) */
    /* a valid sequence: 2..4 leading ones, exactly that many bytes, 10xxxxxx continuations */
    if (lead < 2 || lead > 4 || lead != nbytes) return 0xFFFFFFFFu;
    for (int i = 1; i < nbytes; i++)
        if (((c >> (24 - 8 * i)) & 0xC0) != 0x80) return 0xFFFFFFFFu;
    uint32_t b0 = c >> 24;
    /* overlong encodings */
    if (b0 == 0xC0 || b0 == 0xC1) return 0xFFFFFFFFu;
    if (b0 == 0xE0 && ((c >> 16) & 0xE0) == 0x80) return 0xFFFFFFFFu;
    if (b0 == 0xF0 && ((c >> 16) & 0xF0) == 0x80) return 0xFFFFFFFFu;
    uint32_t cp = b0 & (0x7Fu >> lead);
    for (int i = 1; i < nbytes; i++) cp = (cp << 6) | ((c >> (24 - 8 * i)) & 0x3F);
    return cp;
}

/* Boxes cached while rt_types_init was still creating Int64/Char (type NULL) get their
 * type once it exists; called by rt_init after rt_types_init. */
void rt_box_fixup_types(void) {
    for (size_t i = 0; i < sizeof rt_int_cache / sizeof rt_int_cache[0]; i++)
        if (rt_int_cache[i] && !rt_int_cache[i]->type) rt_int_cache[i]->type = rt_int64_type;
    for (size_t i = 0; i < sizeof rt_char_cache / sizeof rt_char_cache[0]; i++)
        if (rt_char_cache[i] && !rt_char_cache[i]->type) rt_char_cache[i]->type = rt_char_type;
}
