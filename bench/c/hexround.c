/* hexround.c — C peer of jl/hexround.jl: snprintf("%lx") and strtoll(s, 16) on
 * 1,000,000 LCG values, best of 3 (a fresh string per value, as Julia allocates one). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int64_t roundtrips(long n) {
    uint64_t x = 7;
    int64_t acc = 0;
    for (long i = 0; i < n; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        uint64_t v = x >> 4;
        char *s = malloc(20);
        int len = snprintf(s, 20, "%llx", (unsigned long long)v);
        acc += len + strtoll(s, NULL, 16);
        free(s);
    }
    return acc;
}

int main(void) {
    double best = 1e300;
    int64_t acc = 0;
    for (int rep = 0; rep < 3; rep++) {
        double t0 = now_ms();
        acc = roundtrips(1000000);
        double dt = now_ms() - t0;
        if (dt < best) best = dt;
    }
    printf("checksum=%lld\ntime_ms=%.4f\n", (long long)acc, best);
    return 0;
}
