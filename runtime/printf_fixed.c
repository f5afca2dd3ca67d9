/* printf_fixed.c — %.Nf without the C library's multi-precision path.
 *
 * `%12.4f` is what most formatted output uses, and glibc renders it with big-number
 * division (mpn) for every value. When the value times 10^N fits in 64 bits the exact
 * decimal is within reach of 128-bit integers: a finite double is m·2^e exactly, so
 * m·10^N·2^e is shifted and rounded half-to-even on the exact remainder — the rounding
 * glibc (and so jolt's Printf) applies. Other values return 0 and take the C library path.
 */
#include <stdint.h>
#include <string.h>

#include "rt.h"

static const uint64_t pow10_u64[18] = {
    1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull, 1000000ull, 10000000ull,
    100000000ull, 1000000000ull, 10000000000ull, 100000000000ull, 1000000000000ull,
    10000000000000ull, 100000000000000ull, 1000000000000000ull, 10000000000000000ull,
    100000000000000000ull};

/* The digits of |d| rounded to prec decimals ("123.4500", no sign) into out (at least 48
 * bytes); their count, or 0 when d is not finite, prec > 17 or |d|·10^prec ≥ 2^64. */
size_t rt_fixed_digits(double d, int prec, char *out)
{
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    int be = (int)((bits >> 52) & 0x7ff);
    uint64_t m = bits & ((1ull << 52) - 1);
    if (be == 0x7ff || prec < 0 || prec > 17)
        return 0;
    int e = be ? be - 1075 : -1074;
    if (be)
        m |= 1ull << 52;
    unsigned __int128 v = (unsigned __int128)m * pow10_u64[prec]; /* < 2^110 */
    unsigned __int128 q;
    if (e >= 0) {
        if (e > 16)
            return 0;
        q = v << e;
    } else if (-e >= 120) {
        q = 0; /* below half a unit of the last place: v < 2^110 */
    } else {
        int s = -e;
        q = v >> s;
        unsigned __int128 rem = v & (((unsigned __int128)1 << s) - 1);
        unsigned __int128 half = (unsigned __int128)1 << (s - 1);
        if (rem > half || (rem == half && (q & 1)))
            q++;
    }
    if (q >> 64)
        return 0;
    uint64_t u = (uint64_t)q, ip = u / pow10_u64[prec], fp = u % pow10_u64[prec];
    char tmp[24];
    int n = 0;
    do {
        tmp[n++] = (char)('0' + ip % 10);
        ip /= 10;
    } while (ip);
    size_t k = 0;
    while (n)
        out[k++] = tmp[--n];
    if (prec > 0) {
        out[k++] = '.';
        for (int i = prec - 1; i >= 0; i--) {
            out[k + (size_t)i] = (char)('0' + fp % 10);
            fp /= 10;
        }
        k += (size_t)prec;
    }
    return k;
}
