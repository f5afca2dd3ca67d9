/* ryu.h — private to the runtime: shortest round-trip digits of an IEEE binary float. */
#ifndef JOLT_RT_RYU_H
#define JOLT_RT_RYU_H
#include <stdbool.h>
#include <stdint.h>
/* bits: the float's raw bits without the sign (finite, non-zero); mbits/ebits: mantissa and
 * exponent widths (52/11, 23/8, 10/5). Result: value = *digits * 10^*exp10, digits shortest. */
void rt_ryu_shortest(uint64_t bits, int mbits, int ebits, uint64_t *digits, int *exp10);
#endif
