/* microbench.c -- C twin of microbench.jl (the C side of the Julia micro-benchmarks' shape):
   same kernels, same generator, same trial counts; times to stderr, results to stdout. */
#include <assert.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}
#define TIMEIT(res, expr, name, trials) do { \
        double best_ = INFINITY; \
        for (long t_ = 0; t_ < (trials); t_++) { \
            double t0_ = now_ms(); res = (expr); double e_ = now_ms() - t0_; if (e_ < best_) best_ = e_; } \
        fprintf(stderr, "c,%s,%g\n", name, best_); } while (0)

static uint64_t state = 42;
static uint32_t nextu32(void) {
    state = state * 0x5851f42d4c957f2dull + 0x14057b7ef767814full;
    return (uint32_t)(state >> 33);
}
static double nextf(void) { return nextu32() / 4294967296.0; }

static long fib(long n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static uint32_t parseintperf(int t) {
    uint32_t n = 0, m;
    char s[16];
    for (int i = 0; i < t; i++) {
        n = nextu32();
        snprintf(s, sizeof s, "%x", n);
        m = (uint32_t)strtoul(s, NULL, 16);
        assert(m == n);
    }
    return n;
}

static int mandel(double zr, double zi) {
    double cr = zr, ci = zi;
    int maxiter = 80;
    for (int n = 1; n <= maxiter; n++) {
        if (hypot(zr, zi) > 2) return n - 1;
        double r = zr * zr - zi * zi, i = zr * zi + zi * zr;
        zr = r + cr;
        zi = i + ci;
    }
    return maxiter;
}

static long mandelperf(void) {
    int *M = malloc(21 * 26 * sizeof *M);
    for (int r = 0; r < 26; r++)
        for (int i = 0; i < 21; i++) M[r * 21 + i] = mandel((-20 + r) / 10.0, (-10 + i) / 10.0);
    long s = 0;
    for (int k = 0; k < 21 * 26; k++) s += M[k];
    free(M);
    return s;
}

static void qsort_(double *a, long lo, long hi) {
    long i = lo, j = hi;
    while (i < hi) {
        double pivot = a[(lo + hi) / 2];
        while (i <= j) {
            while (a[i] < pivot) i++;
            while (a[j] > pivot) j--;
            if (i <= j) { double t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
        }
        if (lo < j) qsort_(a, lo, j);
        lo = i; j = hi;
    }
}

static double *sorted = NULL;
static double *sortperf(long n) {
    free(sorted);
    double *v = malloc(n * sizeof *v);
    for (long k = 0; k < n; k++) v[k] = nextf();
    qsort_(v, 0, n - 1);
    return sorted = v;
}

static double pisum(void) {
    double sum = 0.0;
    for (int j = 1; j <= 500; j++) {
        sum = 0.0;
        for (long k = 1; k <= 10000; k++) sum += 1.0 / (k * k);
    }
    return sum;
}

static long printfd(long n) {
    size_t cap = 64, len = 0;
    char *buf = malloc(cap);
    for (long i = 1; i <= n; i++) {
        char line[48];
        int k = snprintf(line, sizeof line, "%ld %ld\n", i, i + 1);
        if (len + k > cap) { cap = (len + k) * 2; buf = realloc(buf, cap); }
        memcpy(buf + len, line, k);
        len += k;
    }
    free(buf);
    return (long)len;
}

int main(int argc, char **argv) {
    long scale = argc > 1 ? atol(argv[1]) : 1;
    long f;
    TIMEIT(f, fib(25), "fib", 200 * scale);
    assert(f == 75025);
    printf("fib(25) = %ld\n", f);

    uint32_t n;
    TIMEIT(n, parseintperf(1000), "parse_integers", 1000 * scale);
    printf("parse_integers: last %u\n", n);

    long m;
    TIMEIT(m, mandelperf(), "userfunc_mandelbrot", 1000 * scale);
    assert(m == 14791);
    printf("mandelbrot: %ld\n", m);

    double *v;
    TIMEIT(v, sortperf(5000), "recursion_quicksort", 200 * scale);
    for (int k = 1; k < 5000; k++) assert(v[k - 1] <= v[k]);
    printf("quicksort: %.9f %.9f %.9f\n", v[0], v[2499], v[4999]);

    double p;
    TIMEIT(p, pisum(), "iteration_pi_sum", 5 * scale);
    assert(fabs(p - 1.644834071848065) < 1e-12);
    printf("pi_sum: %.12f\n", p);

    long b;
    TIMEIT(b, printfd(100000), "print_to_file", 10 * scale);
    printf("printfd: %ld bytes\n", b);
    return 0;
}
