/* nbody.c -- C twin of nbody.jl: same bodies, same operation order. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define PI 3.141592653589793
static const double solar_mass = 4 * PI * PI;
static const double days_per_year = 365.24;

typedef struct { double x, y, z, vx, vy, vz, mass; } Body;

static void offset_momentum(Body *b, int n) {
    double px = 0.0, py = 0.0, pz = 0.0;
    for (int i = 0; i < n; i++) { px += b[i].vx * b[i].mass; py += b[i].vy * b[i].mass; pz += b[i].vz * b[i].mass; }
    b[0].vx = -px / solar_mass; b[0].vy = -py / solar_mass; b[0].vz = -pz / solar_mass;
}

static double energy(const Body *b, int n) {
    double e = 0.0;
    for (int i = 0; i < n; i++) {
        const Body *bi = &b[i];
        e += 0.5 * bi->mass * (bi->vx * bi->vx + bi->vy * bi->vy + bi->vz * bi->vz);
        for (int j = i + 1; j < n; j++) {
            const Body *bj = &b[j];
            double dx = bi->x - bj->x, dy = bi->y - bj->y, dz = bi->z - bj->z;
            e -= (bi->mass * bj->mass) / sqrt(dx * dx + dy * dy + dz * dz);
        }
    }
    return e;
}

static void advance(Body *b, int n, double dt) {
    for (int i = 0; i < n; i++) {
        Body *bi = &b[i];
        for (int j = i + 1; j < n; j++) {
            Body *bj = &b[j];
            double dx = bi->x - bj->x, dy = bi->y - bj->y, dz = bi->z - bj->z;
            double d2 = dx * dx + dy * dy + dz * dz;
            double mag = dt / (d2 * sqrt(d2));
            bi->vx -= dx * bj->mass * mag; bi->vy -= dy * bj->mass * mag; bi->vz -= dz * bj->mass * mag;
            bj->vx += dx * bi->mass * mag; bj->vy += dy * bi->mass * mag; bj->vz += dz * bi->mass * mag;
        }
    }
    for (int i = 0; i < n; i++) { b[i].x += dt * b[i].vx; b[i].y += dt * b[i].vy; b[i].z += dt * b[i].vz; }
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 5000000;
    Body b[5] = {
        {0, 0, 0, 0, 0, 0, solar_mass},
        {4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
         1.66007664274403694e-03 * days_per_year, 7.69901118419740425e-03 * days_per_year,
         -6.90460016972063023e-05 * days_per_year, 9.54791938424326609e-04 * solar_mass},
        {8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
         -2.76742510726862411e-03 * days_per_year, 4.99852801234917238e-03 * days_per_year,
         2.30417297573763929e-05 * days_per_year, 2.85885980666130812e-04 * solar_mass},
        {1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
         2.96460137564761618e-03 * days_per_year, 2.37847173959480950e-03 * days_per_year,
         -2.96589568540237556e-05 * days_per_year, 4.36624404335156298e-05 * solar_mass},
        {1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
         2.68067772490389322e-03 * days_per_year, 1.62824170038242295e-03 * days_per_year,
         -9.51592254519715870e-05 * days_per_year, 5.15138902046611451e-05 * solar_mass},
    };
    offset_momentum(b, 5);
    printf("%.9f\n", energy(b, 5));
    for (long i = 0; i < n; i++) advance(b, 5, 0.01);
    printf("%.9f\n", energy(b, 5));
    return 0;
}
