/* strings.c -- C twin of strings.jl: each line's pieces built with snprintf into a growing buffer. */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *buf;
static size_t len, cap;

static void append(const char *s, size_t n) {
    if (len + n > cap) { cap = (len + n) * 2; buf = realloc(buf, cap); }
    memcpy(buf + len, s, n);
    len += n;
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 1000000;
    static const char *quarter[] = {"0", "25", "5", "75"};
    char a[64], b[128], c[256], d[512];
    long total = 0, nkeys = 0;
    char **keys = malloc((n / 1000 + 1) * sizeof *keys);
    for (long i = 1; i <= n; i++) {
        snprintf(a, sizeof a, "k%ld", i);
        long q = i % 1000;
        snprintf(b, sizeof b, "%s:%ld;%ld.%s", a, i % 7, q / 4, quarter[q % 4]);
        snprintf(c, sizeof c, "[%s|%ld|%s]", b, i * 3, i % 2 ? "true" : "false");
        int dn = snprintf(d, sizeof d, "%s,%s,%s", a, b, c);
        append(d, dn);
        append("\n", 1);
        total += dn;
        if (i % 1000 == 0) {
            char *u = strdup(a);
            for (char *p = u; *p; p++) *p = (char)toupper((unsigned char)*p);
            keys[nkeys++] = u;
        }
    }
    uint32_t h = 0;
    for (size_t i = 0; i < len; i++) h = h * 31u + (unsigned char)buf[i];
    printf("lines: %ld bytes: %zu total: %ld hash: %u\n", n, len, total, h);
    printf("%s+%s+%s\n", keys[nkeys - 3], keys[nkeys - 2], keys[nkeys - 1]);
    printf("%.40s\n", buf);
    printf("ababab%010ld\n", nkeys);
    return 0;
}
