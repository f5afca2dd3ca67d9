/* fib.c — C peer of jl/fib.jl: recursive fib(30) == 832040, best of 5 runs. */
#include <stdio.h>
#include <time.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static long fib(long n) {
    return n < 2 ? n : fib(n - 1) + fib(n - 2);
}

int main(void) {
    volatile long arg = 30; /* not a compile-time constant: no folding */
    double best = 1e300;
    long result = 0;
    for (int rep = 0; rep < 5; rep++) {
        double t0 = now_ms();
        result = fib(arg);
        double dt = now_ms() - t0;
        if (dt < best) best = dt;
    }
    if (result != 832040) {
        fprintf(stderr, "fib(30) returned a wrong value\n");
        return 1;
    }
    printf("checksum=%ld\ntime_ms=%.4f\n", result, best);
    return 0;
}
