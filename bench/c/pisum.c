/* pisum.c — C peer of jl/pisum.jl: 500 x sum_{k=1}^{10000} 1/k^2, best of 5 runs. */
#include <math.h>
#include <stdio.h>
#include <time.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static volatile int outer = 500; /* keeps the outer loop from being collapsed */

static double pisum(void) {
    double s = 0.0;
    for (int j = 1; j <= outer; j++) {
        s = 0.0;
        for (long k = 1; k <= 10000; k++) s += 1.0 / (double)(k * k);
    }
    return s;
}

int main(void) {
    double best = 1e300, s = 0.0;
    for (int rep = 0; rep < 5; rep++) {
        double t0 = now_ms();
        s = pisum();
        double dt = now_ms() - t0;
        if (dt < best) best = dt;
    }
    if (fabs(s - 1.644834071848065) > 1e-12) {
        fprintf(stderr, "pisum returned a wrong value\n");
        return 1;
    }
    printf("checksum=%.17g\ntime_ms=%.4f\n", s, best);
    return 0;
}
