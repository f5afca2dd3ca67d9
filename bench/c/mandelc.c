/* mandelc.c — C peer of jl/mandelc.jl: C99 double complex, a 400 x 600 count matrix
 * (column-major like Julia's), best of 5. */
#include <complex.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static long escape(double complex c, long maxiter) {
    double complex z = c;
    for (long n = 1; n <= maxiter; n++) {
        double re = creal(z), im = cimag(z);
        if (re * re + im * im > 4.0) return n - 1;
        z = z * z + c;
    }
    return maxiter;
}

static long *grid(long w, long h, long maxiter) {
    long *g = malloc(sizeof(long) * (size_t)(w * h));
    for (long x = 1; x <= w; x++)
        for (long y = 1; y <= h; y++)
            g[(x - 1) * h + (y - 1)] =
                escape(CMPLX(-2.0 + 3.0 * (double)(x - 1) / (double)w,
                             -1.2 + 2.4 * (double)(y - 1) / (double)h), maxiter);
    return g;
}

int main(void) {
    double best = 1e300;
    long total = 0;
    for (int rep = 0; rep < 5; rep++) {
        double t0 = now_ms();
        long *g = grid(600, 400, 100);
        double dt = now_ms() - t0;
        if (dt < best) best = dt;
        total = 0;
        for (long i = 0; i < 600 * 400; i++) total += g[i];
        free(g);
    }
    printf("checksum=%ld\ntime_ms=%.4f\n", total, best);
    return 0;
}
