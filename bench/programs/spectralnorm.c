/* spectralnorm.c -- C twin of spectralnorm.jl. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double A(long i, long j) { return 1.0 / ((double)((i + j) * (i + j + 1)) / 2 + i + 1); }

static void mul_Av(double *Av, const double *v, long n) {
    for (long i = 0; i < n; i++) {
        double s = 0.0;
        for (long j = 0; j < n; j++) s += A(i, j) * v[j];
        Av[i] = s;
    }
}

static void mul_Atv(double *Atv, const double *v, long n) {
    for (long i = 0; i < n; i++) {
        double s = 0.0;
        for (long j = 0; j < n; j++) s += A(j, i) * v[j];
        Atv[i] = s;
    }
}

static void mul_AtAv(double *out, const double *v, double *tmp, long n) { mul_Av(tmp, v, n); mul_Atv(out, tmp, n); }

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 3000;
    double *u = malloc(n * sizeof *u), *v = calloc(n, sizeof *v), *tmp = calloc(n, sizeof *tmp);
    for (long i = 0; i < n; i++) u[i] = 1.0;
    for (int k = 0; k < 10; k++) { mul_AtAv(v, u, tmp, n); mul_AtAv(u, v, tmp, n); }
    double vBv = 0.0, vv = 0.0;
    for (long i = 0; i < n; i++) { vBv += u[i] * v[i]; vv += v[i] * v[i]; }
    printf("%.9f\n", sqrt(vBv / vv));
    return 0;
}
