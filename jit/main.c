/* main.c — the jolt command line: run a script, -e/-E code, stdin; dump stages; compile
 * to an object or executable. */
#include "jit.h"
#include <errno.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
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
          "  --project[=DIR]    the active project (default: the working directory's)\n"
          "  --startup-file={yes|no}  run ~/.julia/config/startup.jl first (default yes)\n"
          "  --color={yes|no|auto}    colours in printstyled and the REPL (default auto)\n"
          "  --check-bounds={yes|no|auto}, --compile={yes|no|all|min}, --math-mode={ieee|fast|user}\n"
          "                     accepted as Julia takes them (docs/cli.md)\n"
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

/* The index of v among the '|'-separated choices of --name={a|b|c}, or the error Julia
 * gives for a value it does not take. */
static int option_choice(const char *name, const char *choices, const char *v)
{
    int k = 0;
    for (const char *c = choices; *c; k++) {
        size_t n = strcspn(c, "|");
        if (strlen(v) == n && !strncmp(c, v, n))
            return k;
        c += n + (c[n] == '|');
    }
    fprintf(stderr, "jolt: invalid argument to --%s={%s} (%s)\n", name, choices, v);
    exit(1);
}

/* The startup file (`config/startup.jl` in the first depot, as Julia's
 * load_julia_startup), run in Main before the program unless --startup-file=no. */
static void run_startup_file(void)
{
    const char *depots = getenv("JULIA_DEPOT_PATH"), *home = getenv("HOME");
    char path[4096];
    if (depots) {
        if (!*depots)
            return;
        int n = (int)strcspn(depots, ":");
        snprintf(path, sizeof path, "%.*s/config/startup.jl", n, depots);
    } else if (home) {
        snprintf(path, sizeof path, "%s/.julia/config/startup.jl", home);
    } else {
        return;
    }
    size_t len;
    char *src = drv_read_file(path, &len);
    if (!src)
        return;
    int rc = drv_run_source(src, len, strdup(path), rt_main_module);
    if (rc)
        rt_exit(rc);
}

/* Julia parses and lowers programs nested a thousand levels deep; jolt's parser and
 * lowering recurse, so while they run the main thread's stack may grow to 64 MiB (the soft
 * RLIMIT_STACK is raised then, when the hard one allows: fe_stack_widen; Linux grows the
 * main stack up to the limit current at each fault). Julia code keeps the usual limit. */
static void note_main_stack(void *top)
{
    struct rlimit rl;
    const rlim_t want = (rlim_t)64 << 20;
    if (getrlimit(RLIMIT_STACK, &rl) != 0)
        return;
    if (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur >= want) {
        fe_main_stack_size = (size_t)want;
    } else if (rl.rlim_max == RLIM_INFINITY || rl.rlim_max >= want) {
        fe_main_stack_size = (size_t)want;
        fe_main_stack_usual = (size_t)rl.rlim_cur;
    } else {
        fe_main_stack_size = (size_t)rl.rlim_cur;
    }
    fe_main_stack_size -= (size_t)1 << 20; /* what ran before main, the environment */
    fe_main_stack_top = (uintptr_t)top;
}

int main(int argc, char **argv)
{
    rt_io_reserve_std_fds(); /* before anything opens a file (`jolt ... >&-`) */
    char stack_top;
    note_main_stack(&stack_top);
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
    bool show_value = false, interactive = false, startup = true, threads_set = false;
    jit_opts.argv = argv;
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-' || strcmp(a, "-") == 0)
            break;
        if (!strcmp(a, "--")) { /* the end of jolt's options: the script comes next */
            i++;
            break;
        }
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
            else option_choice("dump-ir", "lowered|typed|llvm|opt|asm", s);
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
            threads_set = true;
        } else if (!strncmp(a, "--threads=", 10)) {
            jit_opts.threads = atoi(a + 10);
            threads_set = true;
        } else if (!strncmp(a, "--startup-file=", 15)) {
            startup = option_choice("startup-file", "yes|no", a + 15) == 0;
        } else if (!strncmp(a, "--color=", 8)) {
            int c = option_choice("color", "yes|no|auto", a + 8);
            rt_opts.color = c == 2 ? -1 : c == 0;
        } else if (!strncmp(a, "--check-bounds=", 15)) {
            /* jolt checks bounds everywhere, @inbounds included: each setting is honoured */
            option_choice("check-bounds", "yes|no|auto", a + 15);
        } else if (!strncmp(a, "--compile=", 10)) {
            /* min and no compile as little as jolt can: without optimisation */
            if (option_choice("compile", "yes|no|all|min", a + 10) % 2)
                jit_opts.opt = 0;
        } else if (!strncmp(a, "--math-mode=", 12)) {
            /* fast: no effect, as in every Julia since 1.8 */
            option_choice("math-mode", "ieee|fast|user", a + 12);
        } else if (!strcmp(a, "--project")) {
            jit_opts.project = "@."; /* the project of the working directory, as Julia */
        } else if (!strncmp(a, "--project=", 10)) {
            jit_opts.project = a + 10;
        } else if (!strncmp(a, "--history-file=", 15)) {
            jit_opts.no_history = option_choice("history-file", "yes|no", a + 15) == 1;
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
    const char *nt = getenv("JULIA_NUM_THREADS"); /* as executables read it */
    if (!threads_set && nt && *nt)
        jit_opts.threads = !strcmp(nt, "auto") ? (int)sysconf(_SC_NPROCESSORS_ONLN) : atoi(nt);
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
        if (startup)
            run_startup_file();
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
        snprintf(wrapped, n, "show(begin %s\nend); println()", src); /* at line 1 */
        src = wrapped;
        len = strlen(wrapped);
    }
    if (startup && !jit_opts.aot && !jit_opts.dump_ast && !jit_opts.dump)
        run_startup_file();
    int rc = drv_run_source(src, len, name, rt_main_module);
    if (rc)
        rt_exit(rc);
    if (jit_opts.aot)
        rc = aot_finish(jit_opts.out_o, jit_opts.out_exe);
    rt_exit(rc);
}
