/* fannkuchredux.c -- C twin of fannkuchredux.jl (same permutation order, same counters). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void fannkuch(int n, long *checksum_out, long *maxflips_out) {
    long perm1[32], perm[32], count[32];
    long maxflips = 0, checksum = 0, permcount = 0;
    int r = n;
    for (int i = 0; i < n; i++) { perm1[i] = i; perm[i] = 0; count[i] = 0; }
    for (;;) {
        while (r != 1) { count[r - 1] = r; r--; }
        memcpy(perm, perm1, n * sizeof perm[0]);
        long flips = 0, k = perm[0];
        while (k != 0) {
            for (long i = 0, j = k; i < j; i++, j--) { long t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
            flips++;
            k = perm[0];
        }
        if (flips > maxflips) maxflips = flips;
        checksum += permcount % 2 == 0 ? flips : -flips;
        for (;;) {
            if (r == n) { *checksum_out = checksum; *maxflips_out = maxflips; return; }
            long p0 = perm1[0];
            for (int i = 0; i < r; i++) perm1[i] = perm1[i + 1];
            perm1[r] = p0;
            count[r]--;
            if (count[r] > 0) break;
            r++;
        }
        permcount++;
    }
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 10;
    long checksum, maxflips;
    fannkuch(n, &checksum, &maxflips);
    printf("%ld\nPfannkuchen(%d) = %ld\n", checksum, n, maxflips);
    return 0;
}
