/* fasta.c -- C twin of fasta.jl: same LCG, same cumulative tables, buffered output. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define IM 139968
#define IA 3877
#define IC 29573
#define LINE 60

static const char *alu =
    "GGCCGGGCGCGGTGGCTCACGCCTGTAATCCCAGCACTTTGG"
    "GAGGCCGAGGCGGGCGGATCACCTGAGGTCAGGAGTTCGAGA"
    "CCAGCCTGGCCAACATGGTGAAACCCCGTCTCTACTAAAAAT"
    "ACAAAAATTAGCCGGGCGTGGTGGCGCGCGCCTGTAATCCCA"
    "GCTACTCGGGAGGCTGAGGCAGGAGAATCGCTTGAACCCGGG"
    "AGGCGGAGGTTGCAGTGAGCCGAGATCGCGCCACTGCACTCC"
    "AGCCTGGGCGACAGAGCGAGACTCCGTCTCAAAAA";

typedef struct { char c; double p; } Entry;
static const Entry iub[] = {{'a', 0.27}, {'c', 0.12}, {'g', 0.12}, {'t', 0.27}, {'B', 0.02}, {'D', 0.02},
                            {'H', 0.02}, {'K', 0.02}, {'M', 0.02}, {'N', 0.02}, {'R', 0.02}, {'S', 0.02},
                            {'V', 0.02}, {'W', 0.02}, {'Y', 0.02}};
static const Entry homosapiens[] = {{'a', 0.3029549426680}, {'c', 0.1979883004921},
                                    {'g', 0.1975473066391}, {'t', 0.3015094502008}};

static long last_random = 42;
static double gen_random(double max) {
    last_random = (last_random * IA + IC) % IM;
    return max * last_random / IM;
}

static void repeat_fasta(FILE *out, const char *s, long n) {
    long len = strlen(s), pos = 0;
    char line[LINE + 1];
    for (long todo = n; todo > 0;) {
        long m = todo < LINE ? todo : LINE;
        for (long i = 0; i < m; i++) { line[i] = s[pos]; pos = pos == len - 1 ? 0 : pos + 1; }
        line[m] = '\n';
        fwrite(line, 1, m + 1, out);
        todo -= m;
    }
}

static void random_fasta(FILE *out, const Entry *t, int nt, long n) {
    double cum[16];
    double acc = 0.0;
    for (int k = 0; k < nt; k++) { acc += t[k].p; cum[k] = acc; }
    char line[LINE + 1];
    for (long todo = n; todo > 0;) {
        long m = todo < LINE ? todo : LINE;
        for (long i = 0; i < m; i++) {
            double r = gen_random(1.0);
            char c = t[nt - 1].c;
            for (int k = 0; k < nt; k++) if (r < cum[k]) { c = t[k].c; break; }
            line[i] = c;
        }
        line[m] = '\n';
        fwrite(line, 1, m + 1, out);
        todo -= m;
    }
}

int main(int argc, char **argv) {
    long n = argc > 1 ? atol(argv[1]) : 2500000;
    static char buf[1 << 16];
    setvbuf(stdout, buf, _IOFBF, sizeof buf);
    fputs(">ONE Homo sapiens alu\n", stdout);
    repeat_fasta(stdout, alu, 2 * n);
    fputs(">TWO IUB ambiguity codes\n", stdout);
    random_fasta(stdout, iub, 15, 3 * n);
    fputs(">THREE Homo sapiens frequency\n", stdout);
    random_fasta(stdout, homosapiens, 4, 5 * n);
    return 0;
}
