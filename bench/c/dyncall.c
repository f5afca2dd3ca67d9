/* dyncall.c — C peer of jl/dyncall.jl: the same 10^7 calls, each through a function
 * pointer chosen by a run-time type tag (what a dynamic call amounts to in C). */
#include <stdio.h>
#include <time.h>

typedef struct { int tag; long i; } value; /* a tagged value: 0 int, 1 float, 2 string, 3 char */
typedef long (*method)(const value *);

static long w_int(const value *v) { return v->i; }
static long w_float(const value *v) { (void)v; return 2; }
static long w_string(const value *v) { (void)v; return 3; }
static long w_char(const value *v) { (void)v; return 4; }

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static long kernel(const value *v, method *const table, long n) {
    long s = 0;
    for (long i = 1; i <= n; i++) {
        const value *x = &v[i & 3];
        s += table[x->tag](x);
    }
    return s;
}

int main(void) {
    static value v[4] = {{0, 1}, {1, 0}, {2, 0}, {3, 0}};
    static method table[4] = {w_int, w_float, w_string, w_char};
    method *volatile tp = table; /* not a compile-time constant: no devirtualisation */
    volatile long n = 10000000;
    double best = 1e300;
    long s = 0;
    for (int rep = 0; rep < 5; rep++) {
        double t0 = now_ms();
        s = kernel(v, tp, n);
        double dt = now_ms() - t0;
        if (dt < best) best = dt;
    }
    printf("checksum=%ld\ntime_ms=%.4f\n", s, best);
    return 0;
}
