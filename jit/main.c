/* main.c — the jolt command line: run a script, -e/-E code, stdin; dump stages; compile
 * to an object or executable. */
#include "jit.h"
#include <errno.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <malloc.h>

jit_options jit_opts = {.opt = 2, .threads = 1};

static void usage(FILE *f)
{
    fputs("usage: jolt [options] [file.jl] [args...]\n"
          "  -e CODE            run CODE\n"
          "  -E CODE            run CODE and show its value\n"
          "  --dump-ast         print each top-level expression as an s-expression\n"
          "  --dump-ir=STAGE    print lowered|typed|llvm|opt|asm for each compiled function\n"
          "  --output-o FILE    write an object file\n"
          "  --output-exe FILE  write a standalone executable\n"
          "  --trace-compile=FILE  write precompile(...) for each specialization compiled\n"
          "  -O0 .. -O3         optimisation level (default -O2)\n"
          "  -i                 interactive: the REPL, even when stdin is not a terminal\n"
          "  --history-file={yes|no}  load and save the REPL's history (default yes)\n"
          "  -q, --quiet        no progress lines while building an executable\n"
          "  -t N, --threads=N  number of threads\n"
          "  --version          print the version\n"
          "  -h, --help         this text\n",
          f);
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* The script cannot be read: Julia's "could not open file" for a missing one, else the
 * SystemError of opening it (a directory: "Is a directory"); exit status 1. */
static _Noreturn void script_unreadable(const char *abspath, int err)
{
    if (err == ENOENT)
        fprintf(stderr, "ERROR: could not open file %s\n", abspath);
    else
        fprintf(stderr, "ERROR: SystemError: opening file \"%s\": %s\n", abspath, strerror(err));
    exit(1);
}

static void bad_option(const char *o)
{
    fprintf(stderr, "jolt: unknown option `%s` (try `jolt --help`)\n", o);
    exit(1);
}

int main(int argc, char **argv)
{
    rt_io_reserve_std_fds(); /* before anything opens a file (`jolt ... >&-`) */
#ifndef JOLT_NO_IMAGE
    /* an image build allocates everything in the image's arena, from the first block on */
    const char *image_out = getenv("JOLT_IMAGE_WRITE");
    if (image_out && *image_out && !rt_image_build_begin()) {
        fprintf(stderr, "jolt: cannot build a Base image: its address range is taken\n");
        return 1;
    }
#else
    const char *image_out = NULL;
#endif
    /* LLVM makes and frees millions of small objects while it compiles an executable: a
     * heap that grows in large steps and is never given back spends less time in page
     * faults and free-list consolidation (~10% of an --output-exe compile). */
    mallopt(M_TOP_PAD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 512 << 20);
    mallopt(M_MMAP_THRESHOLD, 64 << 20);
    const char *code = NULL, *file = NULL;
    bool show_value = false, interactive = false;
    jit_opts.argv = argv;
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-' || strcmp(a, "-") == 0)
            break;
        if (!strcmp(a, "-e") || !strcmp(a, "-E")) {
            if (i + 1 >= argc) {
                fprintf(stderr, "jolt: option `%s` needs an argument\n", a);
                return 1;
            }
            show_value = a[1] == 'E';
            code = argv[++i];
        } else if (!strncmp(a, "--trace-compile=", 16)) {
            /* as Julia's: each specialization compiled, as a precompile statement */
            const char *t = a + 16;
            jit_opts.trace_compile = !strcmp(t, "stderr") ? stderr : fopen(t, "w");
            if (!jit_opts.trace_compile) {
                fprintf(stderr, "jolt: cannot open %s for --trace-compile\n", t);
                return 1;
            }
        } else if (!strcmp(a, "--dump-ast")) {
            jit_opts.dump_ast = true;
        } else if (!strncmp(a, "--dump-ir=", 10)) {
            const char *s = a + 10;
            if (!strcmp(s, "lowered")) jit_opts.dump |= DUMP_LOWERED;
            else if (!strcmp(s, "typed")) jit_opts.dump |= DUMP_TYPED;
            else if (!strcmp(s, "llvm")) jit_opts.dump |= DUMP_LLVM;
            else if (!strcmp(s, "opt")) jit_opts.dump |= DUMP_OPT;
            else if (!strcmp(s, "asm")) jit_opts.dump |= DUMP_ASM;
            else bad_option(a);
        } else if (!strcmp(a, "--output-o") || !strcmp(a, "--output-exe")) {
            if (i + 1 >= argc) {
                fprintf(stderr, "jolt: option `%s` needs an argument\n", a);
                return 1;
            }
            if (a[9] == 'o')
                jit_opts.out_o = argv[++i];
            else
                jit_opts.out_exe = argv[++i];
            jit_opts.aot = true;
        } else if (a[1] == 'O' && a[2] >= '0' && a[2] <= '3' && !a[3]) {
            jit_opts.opt = a[2] - '0';
        } else if (!strcmp(a, "-t") || !strcmp(a, "--threads")) {
            if (i + 1 >= argc) {
                fprintf(stderr, "jolt: option `%s` needs an argument\n", a);
                return 1;
            }
            const char *v = argv[++i];
            jit_opts.threads = !strcmp(v, "auto") ? (int)sysconf(_SC_NPROCESSORS_ONLN) : atoi(v);
        } else if (!strncmp(a, "--threads=", 10)) {
            jit_opts.threads = atoi(a + 10);
        } else if (!strncmp(a, "--history-file=", 15)) {
            if (!strcmp(a + 15, "no"))
                jit_opts.no_history = true;
            else if (strcmp(a + 15, "yes"))
                bad_option(a);
        } else if (!strcmp(a, "-i")) {
            interactive = true;
        } else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
            jit_opts.quiet = true;
        } else if (!strcmp(a, "--version") || !strcmp(a, "-v")) {
            printf("jolt version 0.1.0 (Julia 1.7 language)\n");
            return 0;
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else {
            bad_option(a);
        }
    }
    if (!code && i < argc)
        file = argv[i++];
    if (jit_opts.threads < 1)
        jit_opts.threads = 1;
    bool timing = getenv("JOLT_TIME") != NULL; /* phase times on stderr (docs/cli.md) */
    double t0 = timing ? now_ms() : 0;
    rt_gc_init();
    if (!image_out && !jit_opts.dump_ast)
        drv_image_load();
    rt_init(jit_opts.threads);
    if (!code && file && strcmp(file, "-") != 0)
        rt_exit_on_sigint(); /* a script: as Julia's exit_on_sigint */
    rt_opts.argc = argc - i;
    rt_opts.argv = argv + i;
    char *src = NULL;
    size_t len = 0;
    const char *name = "none";
    if (code) {
        src = strdup(code);
        len = strlen(code);
    } else if (file && strcmp(file, "-") != 0) {
        src = drv_read_file(file, &len);
        if (!src)
            script_unreadable(rt_bt_abspath(file), errno);
        /* Julia includes the script by its absolute path (@__FILE__, line nodes, logs) */
        name = strdup(rt_bt_abspath(file));
    } else if (!interactive && (!isatty(0) || (file && !strcmp(file, "-")))) {
        src = drv_read_fd(0, &len);
        if (!src) { /* `jolt < dir`, a read error: not an empty program */
            fprintf(stderr, "ERROR: SystemError: reading stdin: %s\n", strerror(errno));
            return 1;
        }
        name = "stdin";
    } else {
        /* no program: the REPL */
        rt_opts.program = "";
        rt_bind_args();
        jit_opts.file = "none";
        cg_opt_level = jit_opts.opt;
        jit_orc_init();
        drv_init();
        rt_exit(jit_repl());
    }
    /* PROGRAM_FILE is "" for -e and the path as given for a script, as in Julia */
    rt_opts.program = code ? "" : file && strcmp(file, "-") ? file : name;
    rt_bind_args();
    jit_opts.file = name;
    cg_opt_level = jit_opts.opt;
    double t1 = timing ? now_ms() : 0;
    jit_orc_init();
    double t2 = timing ? now_ms() : 0;
    if (!jit_opts.dump_ast)
        drv_init();
    if (image_out)
        return drv_image_warmup() || drv_image_write(image_out);
    if (timing && drv_image_ms >= 0)
        fprintf(stderr, "jolt: runtime %.2f ms (Base image %.2f ms), JIT set-up %.2f ms\n",
                t1 - t0, drv_image_ms, t2 - t1);
    else if (timing)
        fprintf(stderr,
                "jolt: JIT set-up %.2f ms, Base %.2f ms (parse %.2f, lower %.2f, run %.2f; "
                "%d files from the AST cache)\n",
                t2 - t1, now_ms() - t2, drv_phase_ms[0], drv_phase_ms[1], drv_phase_ms[2],
                drv_cache_hits);
    if (jit_opts.aot)
        aot_begin(name);
    if (show_value) {
        /* -E: show the value of the whole program */
        size_t n = len + 64;
        char *wrapped = malloc(n);
        snprintf(wrapped, n, "show(begin\n%s\nend); println()", src);
        src = wrapped;
        len = strlen(wrapped);
    }
    int rc = drv_run_source(src, len, name, rt_main_module);
    if (rc)
        rt_exit(rc);
    if (jit_opts.aot)
        rc = aot_finish(jit_opts.out_o, jit_opts.out_exe);
    rt_exit(rc);
}
