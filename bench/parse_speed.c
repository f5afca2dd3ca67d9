/* parse_speed.c — jolt's parser throughput benchmark (docs/performance.md, "Parser").
 *
 *   parse_speed [-m MB] [-r REPS] [-p] [-o OUT.jl] [FILE.jl|DIR ...]
 *
 * Builds a large source text by concatenating the given .jl files (default: runtime/base
 * and tests/jl of the source tree, recursively) over and over until it holds at least MB
 * megabytes (default 24). Only files that parse cleanly on their own are used, so the text
 * is one valid file. It then parses the whole text with the driver's API (fe_parser_new +
 * fe_parse_next) REPS times (default 3) and prints the best MB/s (by wall-clock time and by
 * process CPU time, which a loaded machine disturbs less), then parse + lowering
 * (fe_lower_toplevel of every top-level expression) the same way (-p: parse only, for
 * profiling). -o also writes the text.
 * 1 MB = 10^6 bytes.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "../frontend/fe.h"

#ifndef JOLT_SOURCE_DIR
#define JOLT_SOURCE_DIR "."
#endif

typedef struct buf {
    char *data; /* bytes (malloc) */
    size_t len; /* bytes used */
    size_t cap; /* bytes allocated */
} buf;

static void buf_add(buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        while (b->len + n + 1 > b->cap)
            b->cap = b->cap ? b->cap * 2 : 1 << 16;
        b->data = realloc(b->data, b->cap);
        if (!b->data) {
            perror("parse_speed");
            exit(1);
        }
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
}

static double now(clockid_t clk)
{
    struct timespec ts;
    clock_gettime(clk, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Parse (and optionally lower) src; the number of top-level expressions, -1 on error. */
static long run(const char *src, size_t len, bool lower, rt_module *m)
{
    fe_parser *p = fe_parser_new(src, len, "bench.jl");
    long n = 0;
    for (;;) {
        int line = 0;
        rt_value *ast = fe_parse_next(p, &line);
        if (!ast)
            return fe_parser_error(p) ? -1 : n;
        n++;
        if (lower) {
            rt_handler h;
            rt_push_handler(&h);
            if (!_setjmp(h.jb)) {
                fe_lower_toplevel(ast, m, rt_symbol("bench.jl"), line);
                rt_pop_handler();
            } else {
                rt_restore_exception(&h);
            }
        }
    }
}

static buf unit; /* the clean files, concatenated once */
static int nfiles;

static void add_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return;
    buf b = {0};
    char tmp[65536];
    size_t k;
    while ((k = fread(tmp, 1, sizeof tmp, f)) > 0)
        buf_add(&b, tmp, k);
    fclose(f);
    if (b.len && run(b.data, b.len, false, NULL) >= 0) {
        buf_add(&unit, b.data, b.len);
        buf_add(&unit, "\n", 1);
        nfiles++;
    }
    free(b.data);
}

static int by_name(const struct dirent **a, const struct dirent **b)
{
    return strcmp((*a)->d_name, (*b)->d_name);
}

static void add_path(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return;
    if (!S_ISDIR(st.st_mode)) {
        add_file(path);
        return;
    }
    struct dirent **list;
    int n = scandir(path, &list, NULL, by_name);
    for (int i = 0; i < n; i++) {
        const char *nm = list[i]->d_name;
        if (nm[0] != '.') {
            char full[4096];
            snprintf(full, sizeof full, "%s/%s", path, nm);
            size_t l = strlen(nm);
            struct stat fs;
            if (stat(full, &fs) == 0 &&
                (S_ISDIR(fs.st_mode) || (l > 3 && !strcmp(nm + l - 3, ".jl"))))
                add_path(full);
        }
        free(list[i]);
    }
    if (n >= 0)
        free(list);
}

int main(int argc, char **argv)
{
    double mb = 24;
    int reps = 3;
    const char *out = NULL;
    int maxpass = 1;
    rt_init(1);
    ir_builtins_init();
    int i = 1;
    for (; i < argc && argv[i][0] == '-'; i++) {
        if (!strcmp(argv[i], "-m") && i + 1 < argc)
            mb = atof(argv[++i]);
        else if (!strcmp(argv[i], "-r") && i + 1 < argc)
            reps = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-p"))
            maxpass = 0;
        else if (!strcmp(argv[i], "-o") && i + 1 < argc)
            out = argv[++i];
        else {
            fprintf(stderr, "usage: parse_speed [-m MB] [-r REPS] [-p] [-o OUT.jl] [FILE.jl|DIR ...]\n");
            return 2;
        }
    }
    if (i < argc) {
        for (; i < argc; i++)
            add_path(argv[i]);
    } else {
        add_path(JOLT_SOURCE_DIR "/runtime/base");
        add_path(JOLT_SOURCE_DIR "/tests/jl");
    }
    if (!unit.len) {
        fprintf(stderr, "parse_speed: no source files that parse\n");
        return 1;
    }
    buf text = {0};
    while ((double)text.len < mb * 1e6)
        buf_add(&text, unit.data, unit.len);
    if (out) {
        FILE *f = fopen(out, "wb");
        if (!f || fwrite(text.data, 1, text.len, f) != text.len) {
            perror(out);
            return 1;
        }
        fclose(f);
    }
    double size = (double)text.len / 1e6;
    printf("source: %d files (%.2f MB) repeated to %.1f MB\n", nfiles,
           (double)unit.len / 1e6, size);
    rt_module *m = rt_new_module(rt_symbol("ParseSpeed"), rt_main_module);
    rt_module_using(m, rt_base_module);
    rt_module_using(m, rt_core_module);
    for (int lower = 0; lower <= maxpass; lower++) {
        double best = 1e30, bestcpu = 1e30;
        long nexpr = 0;
        for (int r = 0; r < reps; r++) {
            double t0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
            nexpr = run(text.data, text.len, lower, m);
            double t = now(CLOCK_MONOTONIC) - t0, c = now(CLOCK_PROCESS_CPUTIME_ID) - c0;
            if (nexpr < 0) {
                fprintf(stderr, "parse_speed: syntax error in the generated text\n");
                return 1;
            }
            if (t < best)
                best = t;
            if (c < bestcpu)
                bestcpu = c;
        }
        printf("%-12s %ld top-level expressions, best of %d: %.3f s wall = %.1f MB/s; "
               "%.3f s cpu = %.1f MB/s\n",
               lower ? "parse+lower:" : "parse:", nexpr, reps, best, size / best, bestcpu,
               size / bestcpu);
    }
    return 0;
}
