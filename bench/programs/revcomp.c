/* revcomp.c -- C twin of revcomp.jl: read lines with getline, buffer the sequence, write its reverse complement. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned char comp[256];
static unsigned char *seq;
static size_t len, cap;

static void flush_sequence(FILE *out) {
    unsigned char line[61];
    size_t i = len;
    while (i > 0) {
        size_t m = i < 60 ? i : 60;
        for (size_t k = 0; k < m; k++) line[k] = comp[seq[i - k - 1]];
        line[m] = '\n';
        fwrite(line, 1, m + 1, out);
        i -= m;
    }
    len = 0;
}

int main(void) {
    const char *from = "ACBDGHKMNSRUTWVYacbdghkmnsrutwvy", *to = "TGVHCDMKNSYAAWBRTGVHCDMKNSYAAWBR";
    for (int c = 0; c < 256; c++) comp[c] = (unsigned char)c;
    for (int k = 0; from[k]; k++) comp[(unsigned char)from[k]] = (unsigned char)to[k];
    char *line = NULL;
    size_t lcap = 0;
    ssize_t n;
    while ((n = getline(&line, &lcap, stdin)) > 0) {
        if (line[n - 1] == '\n') n--;
        if (n > 0 && line[0] == '>') {
            flush_sequence(stdout);
            fwrite(line, 1, n, stdout);
            fputc('\n', stdout);
        } else {
            if (len + n > cap) { cap = (len + n) * 2; seq = realloc(seq, cap); }
            memcpy(seq + len, line, n);
            len += n;
        }
    }
    flush_sequence(stdout);
    free(line);
    return 0;
}
