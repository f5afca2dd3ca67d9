/* sortf.c — C peer of jl/sortf.jl: sort 1,000,000 doubles, best of 3. The sort is the
 * classic tuned quicksort (median of three, insertion sort below 20 elements), written
 * for double so the comparison inlines (qsort's callback would handicap C). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void fill_lcg(double *a, long n, int64_t seed) {
    uint64_t x = (uint64_t)seed;
    for (long i = 0; i < n; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        a[i] = (double)(x >> 11) * 1.1102230246251565e-16;
    }
}

static void isort(double *v, long lo, long hi) {
    for (long i = lo + 1; i <= hi; i++) {
        double x = v[i];
        long j = i;
        while (j > lo && x < v[j - 1]) { v[j] = v[j - 1]; j--; }
        v[j] = x;
    }
}

static void quicksort(double *v, long lo, long hi) {
    while (lo < hi) {
        if (hi - lo <= 20) { isort(v, lo, hi); return; }
        long mi = lo + ((hi - lo) >> 1);
        double t;
        if (v[lo] < v[mi]) { t = v[mi]; v[mi] = v[lo]; v[lo] = t; }
        if (v[hi] < v[lo]) {
            if (v[hi] < v[mi]) { t = v[hi]; v[hi] = v[lo]; v[lo] = v[mi]; v[mi] = t; }
            else { t = v[hi]; v[hi] = v[lo]; v[lo] = t; }
        }
        double pivot = v[lo];
        long i = lo, j = hi;
        for (;;) {
            i++; j--;
            while (v[i] < pivot) i++;
            while (pivot < v[j]) j--;
            if (i >= j) break;
            t = v[i]; v[i] = v[j]; v[j] = t;
        }
        v[lo] = v[j]; v[j] = pivot;
        if (j - lo < hi - j) { if (lo < j - 1) quicksort(v, lo, j - 1); lo = j + 1; }
        else { if (j + 1 < hi) quicksort(v, j + 1, hi); hi = j - 1; }
    }
}

static int64_t sorted_hash(const double *a, long n) {
    int64_t h = 0;
    for (long i = 0; i < n; i++) {
        if (i > 0 && a[i - 1] > a[i]) { fprintf(stderr, "array is not sorted\n"); exit(1); }
        h = (h * 31 + (int64_t)floor(a[i] * 1e6)) % 1000000007;
    }
    return h;
}

int main(void) {
    long n = 1000000;
    double *a = malloc(sizeof(double) * (size_t)n);
    double best = 1e300;
    int64_t h = 0;
    for (int rep = 0; rep < 3; rep++) {
        fill_lcg(a, n, 12345);
        double t0 = now_ms();
        quicksort(a, 0, n - 1);
        double dt = now_ms() - t0;
        if (dt < best) best = dt;
        h = sorted_hash(a, n);
    }
    printf("checksum=%lld\ntime_ms=%.4f\n", (long long)h, best);
    free(a);
    return 0;
}
