/* test_fe_lower.c — lowering: Julia source → untyped IR text (ir_print_func), compared
 * exactly. Each case parses one top-level statement with fe_parse_string, lowers it in a
 * fresh module and prints every item: thunks and method bodies with ir_print_func. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "../../frontend/fe.h"


static void print_items(FILE *out, ir_toplevel *t)
{
    for (int i = 0; i < t->n; i++) {
        ir_topitem *it = &t->items[i];
        switch (it->kind) {
        case IR_TOP_THUNK:
            fprintf(out, "thunk:\n");
            ir_print_func(out, it->thunk, false);
            break;
        case IR_TOP_CONST:
            fprintf(out, "const %s:\n", it->name->name);
            ir_print_func(out, it->thunk, false);
            break;
        case IR_TOP_METHOD: {
            ir_method_def *m = it->method;
            fprintf(out, "method %s(", m->fname ? m->fname->name : "?");
            for (int k = 1; k < m->nargs; k++)
                fprintf(out, "%s%s", k > 1 ? ", " : "",
                        m->body->slots[k].name ? m->body->slots[k].name->name : "_");
            fprintf(out, ")%s:\n", m->isva ? " va" : "");
            if (m->body)
                ir_print_func(out, m->body, false);
            break;
        }
        case IR_TOP_STRUCT:
            fprintf(out, "struct\n");
            break;
        case IR_TOP_ERROR:
            fprintf(out, "error: %s\n", it->msg);
            break;
        default:
            fprintf(out, "item %d\n", it->kind);
            break;
        }
    }
}

static char *lower_str(const char *src)
{
    fe_error err = {0};
    rt_value *ast = fe_parse_string(src, strlen(src), &err);
    if (!ast) {
        char *r = malloc(256);
        snprintf(r, 256, "parse error: %s", err.msg ? err.msg : "?");
        return r;
    }
    fe_lower_reset_counters();
    ir_toplevel *t = fe_lower_toplevel(ast, rt_main_module, rt_symbol("t.jl"), 1);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    print_items(f, t);
    fclose(f);
    return buf;
}

static int failures;

static void check(const char *src, const char *want)
{
    char *got = lower_str(src);
    if (strcmp(got, want)) {
        failures++;
        fprintf(stderr, "---- source:\n%s\n---- expected:\n%s---- got:\n%s----\n", src, want, got);
    }
    free(got);
}

#define CASE(name, src, want) static void name(void **s) { (void)s; failures = 0; check(src, want); assert_int_equal(failures, 0); }
#include "test_fe_lower_cases.h"
#undef CASE

static int setup(void **s)
{
    (void)s;
    rt_init(1);
    ir_builtins_init();
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 1) {
        /* dump mode: lower each argument and print the IR (for writing new cases) */
        setup(NULL);
        for (int i = 1; i < argc; i++) {
            char *got = lower_str(argv[i]);
            printf("==== %s\n%s", argv[i], got);
            free(got);
        }
        return 0;
    }
    const struct CMUnitTest tests[] = {
#define CASE(name, src, want) cmocka_unit_test(name),
#include "test_fe_lower_cases.h"
#undef CASE
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
