/* mandelbrot.c -- C twin of mandelbrot.jl: same per-pixel loop, PBM to stdout. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 4000;
    int w = n / 8;
    unsigned char *M = calloc((size_t)w * n, 1);
    for (int y = 0; y < n; y++) {
        double ci = 2.0 * y / n - 1.0;
        for (int xb = 0; xb < w; xb++) {
            unsigned char byte = 0;
            for (int bit = 0; bit < 8; bit++) {
                double cr = 2.0 * (8 * xb + bit) / n - 1.5;
                double zr = 0.0, zi = 0.0, tr = 0.0, ti = 0.0;
                int inside = 1;
                for (int i = 0; i < 50; i++) {
                    zi = 2.0 * zr * zi + ci;
                    zr = tr - ti + cr;
                    tr = zr * zr;
                    ti = zi * zi;
                    if (tr + ti > 4.0) { inside = 0; break; }
                }
                if (inside) byte |= 0x80 >> bit;
            }
            M[(size_t)y * w + xb] = byte;
        }
    }
    printf("P4\n%d %d\n", n, n);
    fwrite(M, 1, (size_t)w * n, stdout);
    return 0;
}
