/* printchars.c -- C twin of printchars.jl: putchar per character, the LCG state in a global double. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double seed = 42.0;

static double rnd(void) {
    double s = fmod(seed * 3877.0 + 29573.0, 139968.0);
    seed = s;
    return s / 139968.0;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 10000000;
    for (long i = 1; i <= n; i++) {
        putchar('a' + (int)floor(rnd() * 26));
        if (i % 60 == 0) putchar('\n');
    }
    putchar('\n');
    return 0;
}
