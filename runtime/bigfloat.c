/* bigfloat.c — BigFloat arithmetic on MPFR, the ccall targets of runtime/base/mpfr.jl.
 *
 * A BigFloat is the Julia mutable struct `BigFloat <: AbstractFloat` with fields
 * prec::Clong, sign::Cint, exp::Clong, d::Ptr{UInt64}: its payload (rt_data) has exactly
 * the layout of MPFR's __mpfr_struct, so every function here takes boxed objects and works
 * on (mpfr_ptr)rt_data(v). Base allocates each result beforehand (rt_bigfloat_init gives it
 * its precision and a NaN value) and C fills it in, as Julia's MPFR wrappers do.
 *
 * The significand is allocated here from the collector's atomic heap and installed with
 * MPFR's custom interface, so the object keeps its limbs alive through `d` and MPFR never
 * reallocates them. MPFR's own temporaries, its constant caches (π, log 2) and its mpz pool
 * live in thread-local storage the collector does not scan, so while MPFR runs, GMP's
 * memory functions are switched back to malloc (BF_ENTER/BF_LEAVE) and the collector-backed
 * ones that BigInt needs are restored afterwards.
 *
 * Arithmetic rounds by the mode setrounding(BigFloat, …) installed (rt_bigfloat_set_rounding,
 * nearest by default); conversions take their mode as an argument: 0 nearest,
 * 1 toward zero, 2 up, 3 down, 4 away from zero (MPFR's mpfr_rnd_t order, as in Julia).
 */
#include <gc.h>
#include <gmp.h>
#include <mpfr.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt.h"

#define F(v) ((mpfr_ptr)rt_data(v))
#define Z(v) ((mpz_ptr)rt_data(v))
/* the mode of arithmetic: rounding(BigFloat), set by setrounding (Julia's ROUNDING_MODE[]) */
static mpfr_rnd_t rt_bf_cur_rnd = MPFR_RNDN;
#define RN rt_bf_cur_rnd

/* GMP's memory functions while MPFR runs (malloc) and outside it (the collector's). */
static void *(*rt_bf_gc_alloc)(size_t);
static void *(*rt_bf_gc_realloc)(void *, size_t, size_t);
static void (*rt_bf_gc_free)(void *, size_t);

static void rt_bf_enter(void) {
    mp_get_memory_functions(&rt_bf_gc_alloc, &rt_bf_gc_realloc, &rt_bf_gc_free);
    mp_set_memory_functions(NULL, NULL, NULL); /* GMP's malloc-based defaults */
}
static void rt_bf_leave(void) {
    mp_set_memory_functions(rt_bf_gc_alloc, rt_bf_gc_realloc, rt_bf_gc_free);
}
#define BF_ENTER rt_bf_enter()
#define BF_LEAVE rt_bf_leave()

static mpfr_rnd_t rt_bf_rnd(int64_t r) {
    switch (r) {
    case 1: return MPFR_RNDZ;
    case 2: return MPFR_RNDU;
    case 3: return MPFR_RNDD;
    case 4: return MPFR_RNDA;
    default: return MPFR_RNDN;
    }
}

/* setrounding(BigFloat, mode): the mode (code as above) of all later arithmetic */
void rt_bigfloat_set_rounding(int64_t r) { rt_bf_cur_rnd = rt_bf_rnd(r); }

/* ---------------------------------------------------------------- construction */
/* z gets prec bits of collector-owned significand and the value NaN. */
void rt_bigfloat_init(rt_value *z, int64_t prec) {
    rt_bigint_setup();
    if (prec < MPFR_PREC_MIN || prec > MPFR_PREC_MAX)
        rt_error("BigFloat: invalid precision %lld", (long long)prec);
    size_t n = mpfr_custom_get_size((mpfr_prec_t)prec);
    void *d = rt_alloc_atomic_raw(n ? n : 8);
    if (!d) {
        fprintf(stderr, "ERROR: OutOfMemoryError() (allocating %zu bytes)\n", n);
        _Exit(1);
    }
    memset(d, 0, n);
    mpfr_custom_init(d, (mpfr_prec_t)prec);
    mpfr_custom_init_set(F(z), MPFR_NAN_KIND, 0, (mpfr_prec_t)prec, d);
}

void rt_bigfloat_set_si(rt_value *z, int64_t x, int64_t rnd) {
    mpfr_set_si(F(z), (long)x, rt_bf_rnd(rnd));
}
void rt_bigfloat_set_ui(rt_value *z, uint64_t x, int64_t rnd) {
    mpfr_set_ui(F(z), (unsigned long)x, rt_bf_rnd(rnd));
}
void rt_bigfloat_set_d(rt_value *z, double x, int64_t rnd) { mpfr_set_d(F(z), x, rt_bf_rnd(rnd)); }
void rt_bigfloat_set(rt_value *z, rt_value *x, int64_t rnd) {
    BF_ENTER;
    mpfr_set(F(z), F(x), rt_bf_rnd(rnd));
    BF_LEAVE;
}
void rt_bigfloat_set_z(rt_value *z, rt_value *x, int64_t rnd) {
    BF_ENTER;
    mpfr_set_z(F(z), Z(x), rt_bf_rnd(rnd));
    BF_LEAVE;
}

/* z = the number in s (MPFR syntax, base 0 = 10 with 0x/0b prefixes); 0 when the whole
 * string was a number, else nonzero. */
int64_t rt_bigfloat_set_str(rt_value *z, rt_string *s, int64_t base, int64_t rnd) {
    if (memchr(s->data, 0, (size_t)s->len)) return 1;
    BF_ENTER;
    int r = mpfr_set_str(F(z), s->data, (int)base, rt_bf_rnd(rnd));
    BF_LEAVE;
    return r != 0;
}

/* Constants: 0 π, 1 log 2, 2 Euler's γ, 3 Catalan's constant. */
void rt_bigfloat_const(rt_value *z, int64_t which) {
    BF_ENTER;
    switch (which) {
    case 0: mpfr_const_pi(F(z), RN); break;
    case 1: mpfr_const_log2(F(z), RN); break;
    case 2: mpfr_const_euler(F(z), RN); break;
    default: mpfr_const_catalan(F(z), RN); break;
    }
    BF_LEAVE;
}

/* ---------------------------------------------------------------- arithmetic */
/* z = a op b: 0 +, 1 -, 2 *, 3 /, 4 ^, 5 atan(a, b), 6 hypot, 7 rem (fmod),
 * 8 rem RoundNearest (remainder), 9 copysign, 10 fma-free min, 11 max, 12 div (trunc(a/b)) */
void rt_bigfloat_binop(rt_value *z, rt_value *a, rt_value *b, int64_t op) {
    mpfr_ptr r = F(z), x = F(a), y = F(b);
    BF_ENTER;
    switch (op) {
    case 0: mpfr_add(r, x, y, RN); break;
    case 1: mpfr_sub(r, x, y, RN); break;
    case 2: mpfr_mul(r, x, y, RN); break;
    case 3: mpfr_div(r, x, y, RN); break;
    case 4: mpfr_pow(r, x, y, RN); break;
    case 5: mpfr_atan2(r, x, y, RN); break;
    case 6: mpfr_hypot(r, x, y, RN); break;
    case 7: mpfr_fmod(r, x, y, RN); break;
    case 8: mpfr_remainder(r, x, y, RN); break;
    case 9: mpfr_copysign(r, x, y, RN); break;
    case 10: mpfr_min(r, x, y, RN); break;
    case 11: mpfr_max(r, x, y, RN); break;
    case 12:
        mpfr_div(r, x, y, MPFR_RNDZ);
        mpfr_trunc(r, r);
        break;
    default: BF_LEAVE; rt_error("rt_bigfloat_binop: unknown operation %lld", (long long)op);
    }
    BF_LEAVE;
}

/* z = a / b rounded by rnd (BigFloat(::Rational, mode)) */
void rt_bigfloat_div_rnd(rt_value *z, rt_value *a, rt_value *b, int64_t rnd) {
    BF_ENTER;
    mpfr_div(F(z), F(a), F(b), rt_bf_rnd(rnd));
    BF_LEAVE;
}

/* Operations with a machine integer n: 0 a+n, 1 a-n, 2 n-a, 3 a*n, 4 a/n, 5 n/a, 6 a^n,
 * 7 a·2^n. */
void rt_bigfloat_siop(rt_value *z, rt_value *a, int64_t n, int64_t op) {
    mpfr_ptr r = F(z), x = F(a);
    long c = (long)n;
    BF_ENTER;
    switch (op) {
    case 0: mpfr_add_si(r, x, c, RN); break;
    case 1: mpfr_sub_si(r, x, c, RN); break;
    case 2: mpfr_si_sub(r, c, x, RN); break;
    case 3: mpfr_mul_si(r, x, c, RN); break;
    case 4: mpfr_div_si(r, x, c, RN); break;
    case 5: mpfr_si_div(r, c, x, RN); break;
    case 6: mpfr_pow_si(r, x, c, RN); break;
    case 7: mpfr_mul_2si(r, x, c, RN); break;
    default: BF_LEAVE; rt_error("rt_bigfloat_siop: unknown operation %lld", (long long)op);
    }
    BF_LEAVE;
}

/* Operations with a Float64 d, codes as rt_bigfloat_siop (0-5). */
void rt_bigfloat_dop(rt_value *z, rt_value *a, double d, int64_t op) {
    mpfr_ptr r = F(z), x = F(a);
    BF_ENTER;
    switch (op) {
    case 0: mpfr_add_d(r, x, d, RN); break;
    case 1: mpfr_sub_d(r, x, d, RN); break;
    case 2: mpfr_d_sub(r, d, x, RN); break;
    case 3: mpfr_mul_d(r, x, d, RN); break;
    case 4: mpfr_div_d(r, x, d, RN); break;
    case 5: mpfr_d_div(r, d, x, RN); break;
    default: BF_LEAVE; rt_error("rt_bigfloat_dop: unknown operation %lld", (long long)op);
    }
    BF_LEAVE;
}

/* Operations with a BigInt b: 0 a+b, 1 a-b, 2 b-a, 3 a*b, 4 a/b, 6 a^b. */
void rt_bigfloat_zop(rt_value *z, rt_value *a, rt_value *b, int64_t op) {
    mpfr_ptr r = F(z), x = F(a);
    mpz_srcptr y = Z(b);
    BF_ENTER;
    switch (op) {
    case 0: mpfr_add_z(r, x, y, RN); break;
    case 1: mpfr_sub_z(r, x, y, RN); break;
    case 2: mpfr_z_sub(r, y, x, RN); break;
    case 3: mpfr_mul_z(r, x, y, RN); break;
    case 4: mpfr_div_z(r, x, y, RN); break;
    case 6: mpfr_pow_z(r, x, y, RN); break;
    default: BF_LEAVE; rt_error("rt_bigfloat_zop: unknown operation %lld", (long long)op);
    }
    BF_LEAVE;
}

typedef int (*rt_bf_fn1)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
/* unary functions by code (mpfr.jl names them) */
static const rt_bf_fn1 rt_bf_unops[] = {
    mpfr_neg,  mpfr_abs,  mpfr_sqrt,  mpfr_exp,   mpfr_exp2,  mpfr_exp10, mpfr_expm1,
    mpfr_log,  mpfr_log2, mpfr_log10, mpfr_log1p, mpfr_sin,   mpfr_cos,   mpfr_tan,
    mpfr_asin, mpfr_acos, mpfr_atan,  mpfr_sinh,  mpfr_cosh,  mpfr_tanh,  mpfr_asinh,
    mpfr_acosh, mpfr_atanh, mpfr_cbrt, mpfr_sec,  mpfr_csc,   mpfr_cot,   mpfr_gamma,
    mpfr_lngamma,
};

/* z = f(a) for the unary functions above (codes 0…), then 100+k for the integral
 * roundings without a rounding mode: 100 trunc, 101 floor, 102 ceil, 103 round (ties
 * away), 104 roundeven. */
void rt_bigfloat_unop(rt_value *z, rt_value *a, int64_t op) {
    mpfr_ptr r = F(z), x = F(a);
    BF_ENTER;
    if (op >= 0 && op < (int64_t)(sizeof rt_bf_unops / sizeof rt_bf_unops[0])) {
        rt_bf_unops[op](r, x, RN);
    } else {
        switch (op) {
        case 100: mpfr_trunc(r, x); break;
        case 101: mpfr_floor(r, x); break;
        case 102: mpfr_ceil(r, x); break;
        case 103: mpfr_round(r, x); break;
        case 104: mpfr_roundeven(r, x); break;
        default: BF_LEAVE; rt_error("rt_bigfloat_unop: unknown operation %lld", (long long)op);
        }
    }
    BF_LEAVE;
}

/* x moved one ulp up (dir > 0) or down, in place */
void rt_bigfloat_nextafter(rt_value *x, int64_t dir) {
    if (dir > 0) mpfr_nextabove(F(x));
    else mpfr_nextbelow(F(x));
}

/* ---------------------------------------------------------------- queries */
/* cmp of non-NaN values: -1, 0, 1 */
int64_t rt_bigfloat_cmp(rt_value *a, rt_value *b) {
    int c = mpfr_cmp(F(a), F(b));
    return (c > 0) - (c < 0);
}
int64_t rt_bigfloat_cmp_si(rt_value *a, int64_t b) {
    int c = mpfr_cmp_si(F(a), (long)b);
    return (c > 0) - (c < 0);
}
int64_t rt_bigfloat_cmp_d(rt_value *a, double b) {
    int c = mpfr_cmp_d(F(a), b);
    return (c > 0) - (c < 0);
}
int64_t rt_bigfloat_cmp_z(rt_value *a, rt_value *b) {
    BF_ENTER;
    int c = mpfr_cmp_z(F(a), Z(b));
    BF_LEAVE;
    return (c > 0) - (c < 0);
}

/* Class bits: 1 NaN, 2 infinite, 4 zero, 8 integer, 16 sign bit set. */
int64_t rt_bigfloat_class(rt_value *a) {
    mpfr_srcptr x = F(a);
    return (mpfr_nan_p(x) ? 1 : 0) | (mpfr_inf_p(x) ? 2 : 0) | (mpfr_zero_p(x) ? 4 : 0) |
           (mpfr_integer_p(x) ? 8 : 0) | (mpfr_signbit(x) ? 16 : 0);
}

int64_t rt_bigfloat_prec(rt_value *a) { return (int64_t)mpfr_get_prec(F(a)); }
int64_t rt_bigfloat_exp(rt_value *a) { return (int64_t)mpfr_get_exp(F(a)); } /* a regular */

float rt_bigfloat_get_flt(rt_value *a) { return mpfr_get_flt(F(a), RN); }
double rt_bigfloat_get_d(rt_value *a, int64_t rnd) { return mpfr_get_d(F(a), rt_bf_rnd(rnd)); }

/* a rounded to an integer by rnd, into *out; false when that does not fit an Int64 */
int8_t rt_bigfloat_get_si(rt_value *a, int64_t rnd, int64_t *out) {
    mpfr_clear_erangeflag();
    long v = mpfr_get_si(F(a), rt_bf_rnd(rnd));
    int ok = !mpfr_erangeflag_p();
    *out = (int64_t)v;
    return (int8_t)ok;
}

/* z (a BigInt) = a rounded to an integer by rnd. a finite. The result is built in a
 * malloc'd temporary (MPFR may pool it) and copied into z with the collector's functions. */
void rt_bigfloat_get_z(rt_value *z, rt_value *a, int64_t rnd) {
    mpz_t t;
    BF_ENTER;
    mpz_init(t);
    mpfr_get_z(t, F(a), rt_bf_rnd(rnd));
    BF_LEAVE;
    mpz_set(Z(z), t);
    BF_ENTER;
    mpz_clear(t);
    BF_LEAVE;
}

/* z (a BigInt) = the significand of a regular a as an integer; returns e with a = z·2^e */
int64_t rt_bigfloat_get_z_2exp(rt_value *z, rt_value *a) {
    mpz_t t;
    BF_ENTER;
    mpz_init(t);
    mpfr_exp_t e = mpfr_get_z_2exp(t, F(a));
    BF_LEAVE;
    mpz_set(Z(z), t);
    BF_ENTER;
    mpz_clear(t);
    BF_LEAVE;
    return (int64_t)e;
}

/* ---------------------------------------------------------------- text */
/* mpfr's "%.Re" (digits < 0: enough digits to read a back) or "%.<digits>Re" */
rt_value *rt_bigfloat_string(rt_value *a, int64_t digits) {
    char fmt[32];
    if (digits < 0) snprintf(fmt, sizeof fmt, "%%Re"); /* MPFR ≥ 4.1.1 reads "%.Re" as 0 digits */
    else snprintf(fmt, sizeof fmt, "%%.%lldRe", (long long)digits);
    char *p = NULL;
    BF_ENTER;
    int n = mpfr_asprintf(&p, fmt, F(a));
    rt_value *s = NULL;
    if (n >= 0 && p) {
        for (int i = 0; i < n; i++)
            if (p[i] == ',') { /* a locale's decimal comma */
                p[i] = '.';
                break;
            }
        s = (rt_value *)rt_string_n(p, (size_t)n);
        mpfr_free_str(p);
    }
    BF_LEAVE;
    if (!s) rt_error("BigFloat: conversion to text failed");
    return s;
}

/* Julia 1.7's _prettify_bigfloat on the "%.Re" text s of a finite value: trailing zeros of
 * the significand dropped (keeping one after the point), then plain decimal notation for
 * exponents -4…5 and "<significand>e<exponent as printed>" otherwise. */
rt_value *rt_bigfloat_pretty(rt_string *s) {
    const char *p = s->data;
    size_t n = (size_t)s->len;
    const char *e = memchr(p, 'e', n);
    if (!e) return (rt_value *)s;
    size_t ml = (size_t)(e - p);
    const char *ex = e + 1; /* exponent text, sign included */
    size_t exl = n - ml - 1;
    /* the significand: sign?, one digit, maybe '.' and more digits */
    char *m = rt_alloc_atomic_raw(ml + 3);
    memcpy(m, p, ml);
    m[ml] = 0;
    if (!memchr(m, '.', ml)) m[ml++] = '.';
    while (ml > 0 && m[ml - 1] == '0') ml--;
    if (m[ml - 1] == '.') m[ml++] = '0';
    m[ml] = 0;
    long expo = strtol(ex, NULL, 10);
    size_t cap = ml + exl + 16 + (size_t)(expo < 0 ? -expo : expo);
    char *out = rt_alloc_atomic_raw(cap);
    size_t k = 0;
    if (expo > -5 && expo < 6 && expo != 0) {
        char *dot = strchr(m, '.');
        const char *frac = dot + 1;
        size_t fl = strlen(frac);
        size_t il = (size_t)(dot - m);
        if (expo > 0) {
            memcpy(out, m, il);
            k = il;
            if ((size_t)expo < fl) {
                memcpy(out + k, frac, (size_t)expo);
                k += (size_t)expo;
                out[k++] = '.';
                memcpy(out + k, frac + expo, fl - (size_t)expo);
                k += fl - (size_t)expo;
            } else {
                memcpy(out + k, frac, fl);
                k += fl;
                for (size_t i = fl; i < (size_t)expo; i++) out[k++] = '0';
                out[k++] = '.';
                out[k++] = '0';
            }
        } else {
            const char *ip = m;
            if (*ip == '-') {
                out[k++] = '-';
                ip++;
                il--;
            }
            out[k++] = '0';
            out[k++] = '.';
            for (long i = 0; i < -expo - 1; i++) out[k++] = '0';
            memcpy(out + k, ip, il);
            k += il;
            if (!(fl == 1 && frac[0] == '0')) {
                memcpy(out + k, frac, fl);
                k += fl;
            }
        }
    } else {
        memcpy(out, m, ml);
        k = ml;
        if (expo != 0) {
            out[k++] = 'e';
            memcpy(out + k, ex, exl);
            k += exl;
        }
    }
    return (rt_value *)rt_string_n(out, k);
}

/* string(x) as Base prints it (Inf/NaN as Float64 prints them): the C-side error printer */
rt_value *rt_bigfloat_text(rt_value *a) {
    mpfr_srcptr x = F(a);
    if (mpfr_nan_p(x)) return (rt_value *)rt_cstring("NaN");
    if (mpfr_inf_p(x)) return (rt_value *)rt_cstring(mpfr_signbit(x) ? "-Inf" : "Inf");
    return rt_bigfloat_pretty((rt_string *)rt_bigfloat_string(a, -1));
}
