/* shapes.c -- C twin of shapes.jl: an array of pointers to heap shapes with a kind tag and a switch;
   each step frees every shape and allocates its scaled copy, as the Julia program boxes a new one. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define PI 3.141592653589793
enum Kind { CIRCLE, RECT, TRIANGLE };
typedef struct { enum Kind kind; double a, b, c; } Shape;

static Shape *mk(enum Kind k, double a, double b, double c) {
    Shape *s = malloc(sizeof *s);
    s->kind = k; s->a = a; s->b = b; s->c = c;
    return s;
}

static double area(const Shape *s) {
    switch (s->kind) {
    case CIRCLE: return PI * (s->a * s->a);
    case RECT: return s->a * s->b;
    default: {
        double p = (s->a + s->b + s->c) / 2;
        return sqrt(p * (p - s->a) * (p - s->b) * (p - s->c));
    }
    }
}

static double perimeter(const Shape *s) {
    switch (s->kind) {
    case CIRCLE: return 2 * PI * s->a;
    case RECT: return 2 * (s->a + s->b);
    default: return s->a + s->b + s->c;
    }
}

static Shape *scale(const Shape *s, double f) {
    switch (s->kind) {
    case CIRCLE: return mk(CIRCLE, s->a * f, 0, 0);
    case RECT: return mk(RECT, s->a * f, s->b * f, 0);
    default: return mk(TRIANGLE, s->a * f, s->b * f, s->c * f);
    }
}

static long state = 12345;
static double next(void) {
    state = (state * 1103515245 + 12345) % 2147483648L;
    return state / 2147483648.0;
}

static void totals(Shape **v, long n, double *a, double *p) {
    double sa = 0.0, sp = 0.0;
    for (long i = 0; i < n; i++) { sa += area(v[i]); sp += perimeter(v[i]); }
    *a = sa; *p = sp;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 200000;
    int steps = argc > 2 ? atoi(argv[2]) : 50;
    Shape **v = malloc(n * sizeof *v);
    long counts[3] = {0, 0, 0};
    for (long i = 0; i < n; i++) {
        double k = next();
        if (k < 0.4) v[i] = mk(CIRCLE, 0.5 + next(), 0, 0);
        else if (k < 0.7) { double w = 0.5 + next(); v[i] = mk(RECT, w, 0.5 + next(), 0); }
        else { double a = 1.0 + next(), b = 1.0 + next(); v[i] = mk(TRIANGLE, a, b, (a + b) / 2); }
        counts[v[i]->kind]++;
    }
    printf("circles: %ld, rects: %ld, triangles: %ld\n", counts[0], counts[1], counts[2]);
    double a, p;
    for (int t = 1; t <= steps; t++) {
        totals(v, n, &a, &p);
        if (t % 5 == 1) printf("step %2d: area %.6f perimeter %.6f\n", t, a, p);
        double f = t % 2 ? 1.01 : 0.995;
        for (long i = 0; i < n; i++) { Shape *s = scale(v[i], f); free(v[i]); v[i] = s; }
    }
    totals(v, n, &a, &p);
    printf("final: area %.6f perimeter %.6f\n", a, p);
    return 0;
}
