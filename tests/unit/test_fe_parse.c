/* test_fe_parse.c — parser tests: the data-driven cases in tests/parse/ (the .txt files) (Julia 1.7
 * inputs and their Meta.show_sexpr output), plus API behaviour (statement-by-statement
 * parsing, line numbers, errors, `incomplete`, identifier normalisation) and a parse-speed
 * measurement that is printed, not asserted.
 *
 * Case file format: blocks separated by lines "----"; each block is input lines, a line
 * "=>", then the expected output (one or more lines). Expected "error: MSG" means parsing
 * fails with exactly MSG. Lines starting with "##" before the input are comments.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../frontend/fe.h"

#ifndef FE_PARSE_DIR
#define FE_PARSE_DIR "tests/parse"
#endif

static const char *parse_dir = FE_PARSE_DIR;

static char *sexpr_of(rt_value *v) {
    char *buf = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&buf, &n);
    fe_print_sexpr(f, v);
    fclose(f);
    return buf;
}

static char *render(const char *src, size_t len) {
    fe_error err;
    rt_value *v = fe_parse_string(src, len, &err);
    if (!v) {
        char *buf = malloc(strlen(err.msg) + 16);
        sprintf(buf, "error: %s", err.msg);
        return buf;
    }
    return sexpr_of(v);
}

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    size_t got = fread(s, 1, (size_t)n, f);
    s[got] = 0;
    fclose(f);
    *len = got;
    return s;
}

/* Run all cases of one file; returns the number of failures, counts cases in *ncases. */
static int run_case_file(const char *path, int *ncases) {
    size_t len;
    char *text = read_file(path, &len);
    if (!text) {
        fprintf(stderr, "cannot read %s\n", path);
        return 1;
    }
    int failures = 0;
    char *p = text;
    int line = 1;
    while (*p) {
        /* one block: up to a line "----" or end */
        char *end = p;
        int blockline = line, lines = 0;
        for (;;) {
            char *nl = strchr(end, '\n');
            size_t l = nl ? (size_t)(nl - end) : strlen(end);
            if (l == 4 && !strncmp(end, "----", 4)) break;
            lines++;
            if (!nl) {
                end += l;
                break;
            }
            end = nl + 1;
        }
        char *next = end;
        if (!strncmp(end, "----", 4)) {
            char *nl = strchr(end, '\n');
            next = nl ? nl + 1 : end + strlen(end);
        }
        /* skip leading comment lines */
        char *blk = p;
        while (!strncmp(blk, "##", 2)) {
            char *nl = strchr(blk, '\n');
            if (!nl || nl >= end) { blk = end; break; }
            blk = nl + 1;
            blockline++;
        }
        /* find the "=>" separator line */
        char *arrow = NULL;
        for (char *q = blk; q < end;) {
            char *nl = memchr(q, '\n', (size_t)(end - q));
            size_t l = nl ? (size_t)(nl - q) : (size_t)(end - q);
            if (l == 2 && !strncmp(q, "=>", 2)) { arrow = q; break; }
            if (!nl) break;
            q = nl + 1;
        }
        if (arrow) {
            size_t inlen = arrow > blk ? (size_t)(arrow - blk) - 1 : 0;
            char *exp = arrow + 3;
            size_t explen = end > exp ? (size_t)(end - exp) : 0;
            while (explen > 0 && exp[explen - 1] == '\n') explen--;
            char *got = render(blk, inlen);
            (*ncases)++;
            if (strlen(got) != explen || strncmp(got, exp, explen)) {
                failures++;
                fprintf(stderr, "%s:%d: input   %.*s\n  expected %.*s\n  got      %s\n", path,
                        blockline, (int)inlen, blk, (int)explen, exp, got);
            }
            free(got);
        } else if (blk < end) {
            fprintf(stderr, "%s:%d: block without \"=>\"\n", path, blockline);
            failures++;
        }
        line += lines + 1;
        p = next;
    }
    free(text);
    return failures;
}

static int cmpstr(const void *a, const void *b) { return strcmp(*(char **)a, *(char **)b); }

static void t_data_cases(void **state) {
    (void)state;
    DIR *d = opendir(parse_dir);
    assert_non_null(d);
    char *names[256];
    int n = 0;
    struct dirent *de;
    while ((de = readdir(d)) && n < 256) {
        size_t l = strlen(de->d_name);
        if (l > 4 && !strcmp(de->d_name + l - 4, ".txt")) names[n++] = strdup(de->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], cmpstr);
    int fails = 0, cases = 0;
    for (int i = 0; i < n; i++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", parse_dir, names[i]);
        fails += run_case_file(path, &cases);
        free(names[i]);
    }
    printf("parser data cases: %d run, %d failed\n", cases, fails);
    assert_true(cases >= 250);
    assert_int_equal(fails, 0);
}

/* Statements come one at a time; a later syntax error is reported after earlier ones. */
static void t_statement_by_statement(void **state) {
    (void)state;
    const char *src = "x = 1\n\n# c\nf(x) = x + 1\nprintln(f(x))\ny = (1 + \n 2))\nz = 3\n";
    fe_parser *p = fe_parser_new(src, strlen(src), "t.jl");
    int line = 0;
    rt_value *e = fe_parse_next(p, &line);
    assert_non_null(e);
    assert_int_equal(line, 1);
    assert_string_equal(sexpr_of(e), "(:(=), :x, 1)");
    e = fe_parse_next(p, &line);
    assert_int_equal(line, 4);
    assert_string_equal(sexpr_of(e), "(:(=), (:call, :f, :x), (:block, (:call, :+, :x, 1)))");
    e = fe_parse_next(p, &line);
    assert_int_equal(line, 5);
    assert_string_equal(sexpr_of(e), "(:call, :println, (:call, :f, :x))");
    e = fe_parse_next(p, &line);
    assert_null(e);
    const fe_error *err = fe_parser_error(p);
    assert_non_null(err);
    assert_string_equal(err->msg, "extra token \")\" after end of expression");
    assert_int_equal(err->line, 7);
    assert_false(err->incomplete);
    size_t len;
    const char *lt = fe_parser_line_text(p, 7, &len);
    assert_int_equal(len, 4);
    assert_memory_equal(lt, " 2))", 4);
    assert_null(fe_parse_next(p, &line));
}

static void t_incomplete(void **state) {
    (void)state;
    const char *cases[] = {"function f(x)\n  x + 1\n", "(1, 2", "\"abc", "x = [1, 2,",
                           "#= open comment", "begin", "'a"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        fe_error err;
        assert_null(fe_parse_string(cases[i], strlen(cases[i]), &err));
        assert_true(err.incomplete);
    }
    fe_error err;
    assert_null(fe_parse_string("f(x))", 5, &err));
    assert_false(err.incomplete);
}

static void t_normalize(void **state) {
    (void)state;
    size_t n;
    const char *in = "a\xc2\xb7" "b\xe2\x88\x92x\xc2\xb5s\xc9\x9b" "e\xcc\x81";
    char *s = fe_normalize_identifier(in, strlen(in), &n);
    assert_string_equal(s, "a\xe2\x8b\x85" "b-x\xce\xbcs\xce\xb5\xc3\xa9");
    assert_int_equal(n, strlen(s));
    s = fe_normalize_identifier("plain", 5, &n);
    assert_string_equal(s, "plain");
}

static void t_invalid_utf8(void **state) {
    (void)state;
    const char *bad[] = {"x = \xff", "\"a\xc3\"", "f(\xe2\x82)", "\xc0\x80"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        fe_error err;
        assert_null(fe_parse_string(bad[i], strlen(bad[i]), &err));
        assert_string_equal(err.msg, "invalid UTF-8 sequence");
    }
}

/* Parse speed over ~10 MB of a repeated program; printed, not asserted. */
static void t_speed(void **state) {
    (void)state;
    size_t len = 0;
    char path[1024];
    snprintf(path, sizeof path, "%s/bench_program.jl", parse_dir);
    char *prog = read_file(path, &len);
    assert_non_null(prog);
    size_t reps = (10u << 20) / len + 1, total = reps * len;
    char *big = malloc(total + 1);
    for (size_t i = 0; i < reps; i++) memcpy(big + i * len, prog, len);
    big[total] = 0;
    fe_parser *p = fe_parser_new(big, total, "bench.jl");
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int n = 0, line;
    while (fe_parse_next(p, &line)) n++;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    assert_null(fe_parser_error(p));
    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    printf("parse speed: %.1f MB in %.3f s = %.1f MB/s (%d top-level expressions)\n",
           (double)total / 1e6, secs, (double)total / 1e6 / secs, n);
    free(big);
    free(prog);
}

int main(int argc, char **argv) {
    rt_init(1);
    if (argc > 1) parse_dir = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(t_data_cases),        cmocka_unit_test(t_statement_by_statement),
        cmocka_unit_test(t_incomplete),        cmocka_unit_test(t_normalize),
        cmocka_unit_test(t_invalid_utf8),      cmocka_unit_test(t_speed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
