/* fuzz_parse.c — libFuzzer target for jolt's parser (issue 3).
 *
 * The input bytes are one whole Julia source file. They go through the same API the
 * driver uses (fe_parser_new + fe_parse_next until end of input or a syntax error), every
 * expression is printed with fe_print_sexpr to /dev/null and lowered with
 * fe_lower_toplevel in a scratch module (lowering errors become IR_TOP_ERROR items; a
 * runtime exception thrown while lowering is caught like the driver's top level does).
 * The same bytes are then parsed once more as a single expression (fe_parse_string, the
 * Meta.parse path). Anything else — a crash, a hang, a sanitizer report — is a bug.
 *
 * Built as `fuzz_parse` (clang, -DJOLT_FUZZ=ON, -fsanitize=fuzzer,address,undefined) and
 * always as `fuzz_parse_replay` (replay_main.c), which ctest runs over corpus/ and crashes/.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../frontend/fe.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static FILE *sink;          /* /dev/null: where the sexprs are printed */
static rt_module *scratch;  /* the module the fuzzed code is lowered in */

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    rt_init(1);
    ir_builtins_init();
    sink = fopen("/dev/null", "w");
    if (!sink)
        abort();
    scratch = rt_new_module(rt_symbol("FuzzParse"), rt_main_module);
    rt_module_using(scratch, rt_base_module);
    rt_module_using(scratch, rt_core_module);
    return 0;
}

/* Lower one top-level expression; a thrown runtime exception counts as a clean error. */
static void lower_one(rt_value *ast, int line)
{
    rt_handler h;
    rt_push_handler(&h);
    if (!_setjmp(h.jb)) {
        fe_lower_reset_counters();
        ir_toplevel *tl = fe_lower_toplevel(ast, scratch, rt_symbol("fuzz.jl"), line);
        if (!tl)
            abort();
        rt_pop_handler();
    } else {
        rt_restore_exception(&h);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *src = (const char *)data;
    fe_parser *p = fe_parser_new(src, size, "fuzz.jl");
    for (;;) {
        int line = 0;
        rt_value *ast = fe_parse_next(p, &line);
        if (!ast) {
            const fe_error *err = fe_parser_error(p);
            if (err) {
                if (!err->msg)
                    abort();
                fprintf(sink, "syntax: %s at %d:%d\n", err->msg, err->line, err->col);
                size_t n = 0;
                const char *text = fe_parser_line_text(p, err->line, &n);
                if (text)
                    fwrite(text, 1, n, sink);
            }
            break;
        }
        fe_print_sexpr(sink, ast);
        fputc('\n', sink);
        lower_one(ast, line);
    }
    fe_error err;
    memset(&err, 0, sizeof err);
    rt_value *one = fe_parse_string(src, size, &err);
    if (one)
        fe_print_sexpr(sink, one);
    else if (!err.msg)
        abort();
    return 0;
}
