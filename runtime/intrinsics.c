/* intrinsics.c — Core.Intrinsics evaluated on boxed values.
 *
 * One evaluator serves two callers: inference folds an intrinsic whose operands are all
 * constants (ir/fold.c), and compiled code whose operands are boxed — a generic
 * specialization in an executable, say — calls the intrinsic dynamically
 * (builtin_dyn.c). Integers up to 64 bits, Float16/Float32/Float64, Bool and the conversions
 * between them are covered; an operation that is undefined or throws (division by zero,
 * out-of-range conversion, over-wide shift) gives NULL, and the caller decides. */
#include "rt.h"
#include <math.h>
#include <string.h>

typedef enum {
    OP_NONE,
    /* conversions: first operand is the target type */
    OP_BITCAST, OP_TRUNC, OP_ZEXT, OP_SEXT, OP_SITOFP, OP_UITOFP, OP_FPTRUNC, OP_FPEXT,
    OP_FPTOSI, OP_FPTOUI,
    /* floats */
    OP_FADD, OP_FSUB, OP_FMUL, OP_FDIV, OP_FREM, OP_FNEG, OP_FABS, OP_FEQ, OP_FNE, OP_FLT,
    OP_FLE, OP_SQRT, OP_FLOOR, OP_CEIL, OP_FTRUNC, OP_RINT, OP_COPYSIGN,
    /* integers */
    OP_ADD, OP_SUB, OP_MUL, OP_NEG, OP_AND, OP_OR, OP_XOR, OP_NOT, OP_EQ, OP_NE, OP_SLT,
    OP_SLE, OP_ULT, OP_ULE, OP_SHL, OP_LSHR, OP_ASHR, OP_SDIV, OP_SREM, OP_UDIV, OP_UREM,
    OP_CTPOP, OP_CTLZ, OP_CTTZ, OP_FLIPSIGN,
} op_t;

static const struct {
    const char *name; /* Core.Intrinsics name */
    op_t op;          /* operation */
} ops[] = {
    {"bitcast", OP_BITCAST}, {"trunc_int", OP_TRUNC}, {"zext_int", OP_ZEXT},
    {"sext_int", OP_SEXT}, {"sitofp", OP_SITOFP}, {"uitofp", OP_UITOFP},
    {"fptrunc", OP_FPTRUNC}, {"fpext", OP_FPEXT}, {"fptosi", OP_FPTOSI},
    {"fptoui", OP_FPTOUI}, {"add_float", OP_FADD}, {"sub_float", OP_FSUB},
    {"mul_float", OP_FMUL}, {"div_float", OP_FDIV}, {"rem_float", OP_FREM},
    {"neg_float", OP_FNEG}, {"abs_float", OP_FABS}, {"eq_float", OP_FEQ},
    {"ne_float", OP_FNE}, {"lt_float", OP_FLT}, {"le_float", OP_FLE},
    {"sqrt_llvm", OP_SQRT}, {"floor_llvm", OP_FLOOR}, {"ceil_llvm", OP_CEIL},
    {"trunc_llvm", OP_FTRUNC}, {"rint_llvm", OP_RINT}, {"copysign_float", OP_COPYSIGN},
    {"add_int", OP_ADD}, {"sub_int", OP_SUB}, {"mul_int", OP_MUL}, {"neg_int", OP_NEG},
    {"and_int", OP_AND}, {"or_int", OP_OR}, {"xor_int", OP_XOR}, {"not_int", OP_NOT},
    {"eq_int", OP_EQ}, {"ne_int", OP_NE}, {"slt_int", OP_SLT}, {"sle_int", OP_SLE},
    {"ult_int", OP_ULT}, {"ule_int", OP_ULE}, {"shl_int", OP_SHL}, {"lshr_int", OP_LSHR},
    {"ashr_int", OP_ASHR}, {"sdiv_int", OP_SDIV}, {"srem_int", OP_SREM},
    {"udiv_int", OP_UDIV}, {"urem_int", OP_UREM}, {"ctpop_int", OP_CTPOP},
    {"ctlz_int", OP_CTLZ}, {"cttz_int", OP_CTTZ}, {"flipsign_int", OP_FLIPSIGN},
};

static op_t lookup(const char *name)
{
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (!strcmp(ops[i].name, name))
            return ops[i].op;
    return OP_NONE;
}

/* Whether rt_intrinsic_eval implements intrinsic `name` (for some operand types). */
bool rt_intrinsic_known(const char *name) { return lookup(name) != OP_NONE; }

/* A primitive operand of at most 64 bits: its type, its bits zero-extended in *u. */
static rt_type *prim(rt_value *v, uint64_t *u)
{
    if (!v || rt_is_kind(v))
        return NULL;
    rt_type *t = rt_typeof(v);
    if (!(t->flags & RT_PRIMITIVE) || t->size == 0 || t->size > 8)
        return NULL;
    *u = 0;
    memcpy(u, rt_data(v), t->size);
    return t;
}

static bool is_float(rt_type *t)
{
    return t == rt_float64_type || t == rt_float32_type || t == rt_float16_type;
}

/* IEEE half <-> double. Widening is exact; narrowing rounds once, to nearest even (as
 * LLVM's fptrunc), so an operation done in double and narrowed here matches the half
 * arithmetic compiled code does (double holds every half sum/product exactly and is wide
 * enough that rounding a quotient or root twice is harmless). NaNs keep sign and top
 * payload bits and become quiet. */
static double half_to_double(uint16_t h)
{
    int e = (h >> 10) & 0x1f, m = h & 0x3ff;
    double d;
    if (e == 31 && m != 0) {
        uint64_t b = ((uint64_t)(h & 0x8000) << 48) | 0x7ff8000000000000ull | ((uint64_t)m << 42);
        memcpy(&d, &b, 8);
        return d;
    }
    d = e == 31 ? INFINITY : e == 0 ? ldexp((double)m, -24) : ldexp((double)(m + 1024), e - 25);
    return (h & 0x8000) ? -d : d;
}

static uint16_t half_from_double(double d)
{
    uint64_t b;
    memcpy(&b, &d, 8);
    uint16_t sign = (uint16_t)((b >> 48) & 0x8000);
    double a = fabs(d);
    if (isnan(d))
        return (uint16_t)(sign | 0x7e00 | ((b >> 42) & 0x3ff));
    if (a >= 65520.0) /* at or past the midpoint of floatmax(Float16) and 2^16 */
        return sign | 0x7c00;
    if (a < 0x1p-14) /* subnormal: a multiple of 2^-24 (1024 rounds up to floatmin) */
        return (uint16_t)(sign | (uint16_t)rint(a * 0x1p24));
    int e = ilogb(a);
    double r = rint(ldexp(a, 10 - e)); /* 1024 <= r <= 2048 */
    if (r >= 2048.0)
        r = 1024.0, e++;
    return (uint16_t)(sign | ((e + 15) << 10) | ((int)r - 1024));
}

static int64_t sext(uint64_t u, unsigned size)
{
    unsigned sh = 64 - 8 * size;
    return sh == 0 ? (int64_t)u : (int64_t)(u << sh) >> sh;
}

static double getf(rt_type *t, uint64_t u)
{
    if (t == rt_float16_type)
        return half_to_double((uint16_t)u);
    if (t == rt_float32_type) {
        float f;
        uint32_t w = (uint32_t)u;
        memcpy(&f, &w, 4);
        return f;
    }
    double d;
    memcpy(&d, &u, 8);
    return d;
}

static rt_value *make(rt_type *t, uint64_t u)
{
    if (t->size < 8)
        u &= (1ull << (8 * t->size)) - 1;
    return t == rt_bool_type ? rt_box_bool(u & 1) : rt_box_bits(t, &u);
}

static rt_value *makef(rt_type *t, double d)
{
    if (t == rt_float16_type)
        return make(t, half_from_double(d));
    if (t == rt_float32_type) {
        float f = (float)d;
        uint32_t w;
        memcpy(&w, &f, 4);
        return make(t, w);
    }
    uint64_t u;
    memcpy(&u, &d, 8);
    return make(t, u);
}

static rt_value *convert(op_t op, rt_value *T, rt_value *v)
{
    uint64_t x;
    rt_type *s = prim(v, &x);
    if (!s || !rt_is_datatype(T))
        return NULL;
    rt_type *t = (rt_type *)T;
    if (!(t->flags & RT_PRIMITIVE) || t->size == 0 || t->size > 8)
        return NULL;
    double d = is_float(s) ? getf(s, x) : 0;
    switch (op) {
    case OP_BITCAST: return t->size == s->size ? make(t, x) : NULL;
    case OP_TRUNC:
    case OP_ZEXT: return make(t, x);
    case OP_SEXT: return make(t, (uint64_t)sext(x, s->size));
    case OP_SITOFP: return is_float(t) ? makef(t, (double)sext(x, s->size)) : NULL;
    case OP_UITOFP: return is_float(t) ? makef(t, (double)x) : NULL;
    case OP_FPTRUNC:
    case OP_FPEXT: return is_float(t) && is_float(s) ? makef(t, d) : NULL;
    case OP_FPTOSI: {
        double lim = ldexp(1.0, 8 * (int)t->size - 1);
        return is_float(s) && d > -lim - 1.0 && d < lim ? make(t, (uint64_t)(int64_t)d) : NULL;
    }
    case OP_FPTOUI:
        return is_float(s) && d > -1.0 && d < ldexp(1.0, 8 * (int)t->size) ? make(t, (uint64_t)d)
                                                                           : NULL;
    default: return NULL;
    }
}

static rt_value *floatop(op_t op, int n, rt_value **a)
{
    uint64_t xu, yu = 0;
    rt_type *t = prim(a[0], &xu);
    if (!t || !is_float(t) || (n == 2 && prim(a[1], &yu) != t))
        return NULL;
    double x = getf(t, xu), y = getf(t, yu);
    bool bin = n == 2;
    switch (op) {
    case OP_FADD: return bin ? makef(t, x + y) : NULL;
    case OP_FSUB: return bin ? makef(t, x - y) : NULL;
    case OP_FMUL: return bin ? makef(t, x * y) : NULL;
    case OP_FDIV: return bin ? makef(t, x / y) : NULL;
    case OP_FREM: return bin ? makef(t, fmod(x, y)) : NULL;
    case OP_COPYSIGN: return bin ? makef(t, copysign(x, y)) : NULL;
    case OP_FEQ: return bin ? rt_box_bool(x == y) : NULL;
    case OP_FNE: return bin ? rt_box_bool(x != y) : NULL;
    case OP_FLT: return bin ? rt_box_bool(x < y) : NULL;
    case OP_FLE: return bin ? rt_box_bool(x <= y) : NULL;
    case OP_FNEG: return n == 1 ? makef(t, -x) : NULL;
    case OP_FABS: return n == 1 ? makef(t, fabs(x)) : NULL;
    case OP_SQRT: return n == 1 ? makef(t, sqrt(x)) : NULL;
    case OP_FLOOR: return n == 1 ? makef(t, floor(x)) : NULL;
    case OP_CEIL: return n == 1 ? makef(t, ceil(x)) : NULL;
    case OP_FTRUNC: return n == 1 ? makef(t, trunc(x)) : NULL;
    case OP_RINT: return n == 1 ? makef(t, rint(x)) : NULL;
    default: return NULL;
    }
}

static rt_value *intop(op_t op, int n, rt_value **a)
{
    uint64_t x, y = 0;
    rt_type *t = prim(a[0], &x);
    if (!t || is_float(t))
        return NULL;
    unsigned sz = t->size, bits = 8 * sz;
    bool shift = op == OP_SHL || op == OP_LSHR || op == OP_ASHR;
    if (n == 2) {
        rt_type *ty = prim(a[1], &y);
        if (!ty || (!shift && ty != t))
            return NULL;
    }
    int64_t sx = sext(x, sz), sy = sext(y, sz);
    bool bin = n == 2, un = n == 1;
    bool minus_one_overflow = sy == -1 && sx == sext(1ull << (bits - 1), sz);
    switch (op) {
    case OP_ADD: return bin ? make(t, x + y) : NULL;
    case OP_SUB: return bin ? make(t, x - y) : NULL;
    case OP_MUL: return bin ? make(t, x * y) : NULL;
    case OP_AND: return bin ? make(t, x & y) : NULL;
    case OP_OR: return bin ? make(t, x | y) : NULL;
    case OP_XOR: return bin ? make(t, x ^ y) : NULL;
    case OP_EQ: return bin ? rt_box_bool(x == y) : NULL;
    case OP_NE: return bin ? rt_box_bool(x != y) : NULL;
    case OP_SLT: return bin ? rt_box_bool(sx < sy) : NULL;
    case OP_SLE: return bin ? rt_box_bool(sx <= sy) : NULL;
    case OP_ULT: return bin ? rt_box_bool(x < y) : NULL;
    case OP_ULE: return bin ? rt_box_bool(x <= y) : NULL;
    case OP_FLIPSIGN: return bin ? make(t, sy < 0 ? 0 - x : x) : NULL;
    /* Julia: a shift by the width or more gives 0 (or the sign for ashr) */
    case OP_SHL: return bin ? make(t, y < bits ? x << y : 0) : NULL;
    case OP_LSHR: return bin ? make(t, y < bits ? x >> y : 0) : NULL;
    case OP_ASHR: return bin ? make(t, (uint64_t)(sx >> (y < bits ? y : bits - 1))) : NULL;
    case OP_SDIV: return bin && y && !minus_one_overflow ? make(t, (uint64_t)(sx / sy)) : NULL;
    case OP_SREM: return bin && y && !minus_one_overflow ? make(t, (uint64_t)(sx % sy)) : NULL;
    case OP_UDIV: return bin && y ? make(t, x / y) : NULL;
    case OP_UREM: return bin && y ? make(t, x % y) : NULL;
    case OP_NEG: return un ? make(t, 0 - x) : NULL;
    case OP_NOT: return un ? make(t, t == rt_bool_type ? !(x & 1) : ~x) : NULL;
    case OP_CTPOP: return un ? make(t, (uint64_t)__builtin_popcountll(x)) : NULL;
    case OP_CTLZ: return un ? make(t, x ? (uint64_t)(__builtin_clzll(x) - (64 - bits)) : bits) : NULL;
    case OP_CTTZ: return un ? make(t, x ? (uint64_t)__builtin_ctzll(x) : bits) : NULL;
    default: return NULL;
    }
}

rt_value *rt_intrinsic_eval(const char *name, int n, rt_value **args)
{
    op_t op = lookup(name);
    if (op == OP_NONE || n < 1)
        return NULL;
    if (op <= OP_FPTOUI)
        return n == 2 ? convert(op, args[0], args[1]) : NULL;
    if (op <= OP_COPYSIGN)
        return floatop(op, n, args);
    return intop(op, n, args);
}
