/* aot.c — ahead-of-time compilation: every top-level thunk of the program goes into one
 * LLVM module with the specializations it reaches, boxed entries registered for dynamic
 * dispatch, the image initialiser and a `main` that calls rt_aot_main. The object is
 * linked with libjoltrt (never LLVM) into an executable.
 *
 * The intermediate objects live in a private directory from mkdtemp, each created with
 * O_EXCL, and go with it; the linker (cc, or ld -r to join an object) runs from an argument
 * vector, never through a shell, with user paths made to start with "/" or "./" so none
 * reads as an option (docs/security.md). */
#include "jit.h"
#include <dirent.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <errno.h>
#include <time.h>

static cg_unit *U;
static LLVMValueRef *thunks;
static ir_mi **thunkmis;
static int32_t *lines;
static int nthunks, capthunks;
static const char *srcfile;

/* Globals narrowed on a guess that a later store broke (ir/globals.c) are named in
 * JOLT_AOT_WIDE, comma-separated, for the next compile, which leaves them `Any`. */
#define WIDE_ENV "JOLT_AOT_WIDE"

/* JOLT_TIME: the executable's phases on stderr (docs/cli.md) */
static double phase_t0;

/* Progress for the user: once a build has taken a second, each phase it starts (and the one
 * it is in) gets one line on stderr, `jolt: 1.4 s: generating code ...`, and the end a
 * summary; nothing when stderr is not a terminal or with -q. The start time survives a
 * restart of the compile (compile_again) in JOLT_AOT_STARTED. */
#define STARTED_ENV "JOLT_AOT_STARTED"
static double progress_t0;       /* when the build began (CLOCK_MONOTONIC ms) */
static char progress_what[160];  /* the phase the build is in */
static bool progress_shown;      /* its line is out */
static int progress_on = -1;     /* -1: not decided; else whether lines are printed */
static double progress_after;    /* ms before the first line: 1000, or JOLT_PROGRESS_MS */

static double mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* Prints the current phase's line if the build has run a second and it is not out yet. */
void aot_progress_tick(void)
{
    if (progress_on < 0) {
        progress_on = !jit_opts.quiet && isatty(2);
        const char *e = getenv("JOLT_PROGRESS_MS");
        progress_after = e && *e ? strtod(e, NULL) : 1000;
    }
    if (!progress_on || progress_shown || !progress_what[0])
        return;
    double t = mono_ms() - progress_t0;
    if (t < progress_after)
        return;
    fprintf(stderr, "jolt: %.1f s: %s\n", t / 1e3, progress_what);
    progress_shown = true;
}

/* The build is done: what it wrote and how long it took, for a build that showed progress. */
static void progress_done(const char *out)
{
    struct stat st;
    if (progress_on != 1 || mono_ms() - progress_t0 < progress_after || stat(out, &st) != 0)
        return;
    fprintf(stderr, "jolt: wrote %s (%lld KiB) in %.1f s\n", out, (long long)(st.st_size + 1023) / 1024,
            (mono_ms() - progress_t0) / 1e3);
}

/* The build enters a phase: printf-style description, shown as aot_progress_tick decides. */
static void progress(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void progress(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(progress_what, sizeof progress_what, fmt, ap);
    va_end(ap);
    progress_shown = false;
    aot_progress_tick();
}
static void phase(const char *what)
{
    double t = mono_ms();
    if (phase_t0 && getenv("JOLT_TIME"))
        fprintf(stderr, "jolt: aot %s %.1f ms\n", what, t - phase_t0);
    phase_t0 = t;
}

void aot_begin(const char *file)
{
    phase("start");
    const char *st = getenv(STARTED_ENV);
    progress_t0 = st && *st ? strtod(st, NULL) : mono_ms();
    progress("compiling %s", file ? file : "the program");
    U = cg_unit_new("jolt_program", CG_AOT);
    srcfile = file;
    ir_opts.narrow_globals = true;
    const char *w = getenv(WIDE_ENV);
    while (w && *w) {
        const char *e = strchr(w, ',');
        size_t n = e ? (size_t)(e - w) : strlen(w);
        char name[256];
        snprintf(name, sizeof name, "%.*s", (int)n, w);
        ir_global_exclude(rt_symbol(name));
        w = e ? e + 1 : NULL;
    }
}

/* After a broken guess the compile starts over, as a fresh process (the method tables and
 * the LLVM module hold code built on the guess), with the broken names left wide. */
static void compile_again(rt_binding **broken, int n)
{
    const char *old = getenv(WIDE_ENV);
    size_t len = (old ? strlen(old) : 0) + 1;
    for (int i = 0; i < n; i++)
        len += strlen(broken[i]->name->name) + 1;
    char *list = malloc(len + 1);
    list[0] = 0;
    if (old && *old)
        strcat(list, old);
    for (int i = 0; i < n; i++) {
        if (list[0])
            strcat(list, ",");
        strcat(list, broken[i]->name->name);
    }
    setenv(WIDE_ENV, list, 1);
    char t0[32];
    snprintf(t0, sizeof t0, "%.3f", progress_t0);
    setenv(STARTED_ENV, t0, 1);
    rt_flush_all();
    execv("/proc/self/exe", jit_opts.argv);
    fprintf(stderr, "jolt: cannot restart the compile: %s\n", strerror(errno));
    exit(1);
}

void aot_add_thunk(ir_mi *mi, int line, rt_module *cm, rt_sym *cname)
{
    aot_check_guesses(); /* a broken guess: no use compiling more on it */
    aot_progress_tick();
    char name[64];
    snprintf(name, sizeof name, "jolt_thunk_%d", nthunks);
    LLVMValueRef f = cname ? cg_emit_const_thunk(U, mi, name, cm, cname) : cg_emit_thunk(U, mi, name);
    if (cname)
        cg_aot_note_const(cm, cname);
    if (nthunks == capthunks) {
        capthunks = capthunks ? capthunks * 2 : 64;
        thunks = realloc(thunks, sizeof(LLVMValueRef) * capthunks);
        lines = realloc(lines, sizeof(int32_t) * capthunks);
        thunkmis = realloc(thunkmis, sizeof(ir_mi *) * capthunks);
    }
    thunkmis[nthunks] = mi;
    thunks[nthunks] = f;
    lines[nthunks++] = line;
}

static void emit_main(void)
{
    LLVMContextRef C = cg_context();
    LLVMModuleRef m = cg_unit_module(U);
    LLVMTypeRef ptr = LLVMPointerTypeInContext(C, 0), i32 = LLVMInt32TypeInContext(C);
    /* fallbacks for calls that stay dynamic, then every exact specialization */
    phase("program");
    progress("compiling fallbacks for the calls that stay dynamic");
    aot_compile_fallbacks(U, thunkmis, nthunks);
    phase("fallbacks");
    ir_mi **ms;
    int n = cg_unit_emitted(U, &ms);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(C);
    LLVMValueRef init = LLVMGetNamedFunction(m, "jolt_image_init");
    for (int i = 0; i < n; i++) {
        ir_mi *mi = ms[i];
        if (!mi->def || mi->nargs == 0 || mi->generic)
            continue;
        bool ok = true;
        for (int k = 0; k < mi->nargs; k++)
            if (!rt_is_concrete(mi->argt[k]) && !rt_is_datatype(mi->argt[k]))
                ok = false;
        if (!ok)
            continue;
        cg_emit_boxed(U, mi);
    }
    /* registration of the boxed entries happens in the image initialiser */
    cg_aot_register_all(U);
    cg_aot_keep_types(U, rt_main_module);
    cg_finish_image(U);
    LLVMValueRef tarr = LLVMConstArray2(ptr, thunks, nthunks);
    LLVMValueRef tg = LLVMAddGlobal(m, LLVMTypeOf(tarr), "jolt_thunks");
    LLVMSetInitializer(tg, tarr);
    LLVMSetLinkage(tg, LLVMPrivateLinkage);
    LLVMValueRef lv[nthunks ? nthunks : 1];
    for (int i = 0; i < nthunks; i++)
        lv[i] = LLVMConstInt(i32, lines[i], 0);
    LLVMValueRef larr = LLVMConstArray2(i32, lv, nthunks);
    LLVMValueRef lg = LLVMAddGlobal(m, LLVMTypeOf(larr), "jolt_lines");
    LLVMSetInitializer(lg, larr);
    LLVMSetLinkage(lg, LLVMPrivateLinkage);
    LLVMValueRef fs = LLVMConstStringInContext(C, srcfile, strlen(srcfile), 0);
    LLVMValueRef fg = LLVMAddGlobal(m, LLVMTypeOf(fs), "jolt_file");
    LLVMSetInitializer(fg, fs);
    LLVMSetLinkage(fg, LLVMPrivateLinkage);
    LLVMTypeRef mps[2] = {i32, ptr};
    LLVMValueRef mainf = LLVMAddFunction(m, "main", LLVMFunctionType(i32, mps, 2, 0));
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(C, mainf, "entry"));
    LLVMTypeRef aps[7] = {i32, ptr, ptr, i32, ptr, ptr, ptr};
    LLVMTypeRef amt = LLVMFunctionType(i32, aps, 7, 0);
    LLVMValueRef am = LLVMAddFunction(m, "rt_aot_main", amt);
    LLVMValueRef args[7] = {LLVMGetParam(mainf, 0), LLVMGetParam(mainf, 1), init,
                            LLVMConstInt(i32, nthunks, 0), tg, lg, fg};
    LLVMBuildRet(b, LLVMBuildCall2(b, amt, am, args, 7, ""));
    LLVMDisposeBuilder(b);
}

void aot_check_guesses(void)
{
    rt_binding *broken[64];
    int nb = ir_global_broken(broken, 64);
    if (nb)
        compile_again(broken, nb < 64 ? nb : 64);
}

/* Writes the n bytes at p to path, a new file (excl: created with O_EXCL, mode 0600, for
 * the private directory) or the user's output (created or truncated). */
static bool write_file(const char *path, const char *p, size_t n, bool excl)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (excl ? O_EXCL | O_NOFOLLOW : O_TRUNC),
                  excl ? 0600 : 0666);
    if (fd < 0)
        return false;
    while (n > 0) {
        ssize_t k = write(fd, p, n);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0) {
            int e = k < 0 ? errno : EIO;
            close(fd);
            errno = e;
            return false;
        }
        p += k;
        n -= (size_t)k;
    }
    return close(fd) == 0;
}

/* Generate module m as an object file at code-generation level `level` (excl: see
 * write_file). */
static bool emit_object(LLVMModuleRef m, int level, const char *path, bool excl)
{
    LLVMTargetMachineRef tm = cg_host_tm(level, true);
    char *err = NULL;
    LLVMMemoryBufferRef mb = NULL;
    bool ok = !LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMObjectFile, &err, &mb);
    if (!ok) {
        fprintf(stderr, "jolt: cannot write %s: %s\n", path, err);
        LLVMDisposeMessage(err);
    } else {
        ok = write_file(path, LLVMGetBufferStart(mb), LLVMGetBufferSize(mb), excl);
        if (!ok)
            fprintf(stderr, "jolt: cannot write %s: %s\n", path, strerror(errno));
        LLVMDisposeMemoryBuffer(mb);
    }
    LLVMDisposeTargetMachine(tm);
    return ok;
}

/* A user's path as a linker argument: one starting with "-" would be an option */
static const char *as_arg(const char *path)
{
    if (path[0] == '/' || (path[0] == '.' && path[1] == '/'))
        return path;
    char *p = malloc(strlen(path) + 3);
    strcpy(p, "./");
    strcat(p, path);
    return p;
}

/* Runs argv[0] (looked up in PATH) with argv, no shell; true if it exits 0. */
static bool run_tool(char *const argv[])
{
    extern char **environ;
    pid_t pid;
    fflush(NULL);
    int e = posix_spawnp(&pid, argv[0], NULL, NULL, argv, environ);
    if (e) {
        fprintf(stderr, "jolt: cannot run %s: %s\n", argv[0], strerror(e));
        return false;
    }
    int st = 0;
    while (waitpid(pid, &st, 0) < 0) {
        if (errno != EINTR)
            return false;
    }
    return WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

/* The private directory of the intermediate objects: ${TMPDIR:-/tmp}/jolt-XXXXXX. */
static bool make_tmpdir(char *dir, size_t n)
{
    const char *t = getenv("TMPDIR");
    if (t && *t) {
        snprintf(dir, n, "%s/jolt-XXXXXX", t);
        if (mkdtemp(dir))
            return true;
    }
    snprintf(dir, n, "/tmp/jolt-XXXXXX");
    if (mkdtemp(dir))
        return true;
    fprintf(stderr, "jolt: cannot make a temporary directory: %s\n", strerror(errno));
    return false;
}

/* Removes the private directory and whatever is in it (only files jolt wrote). */
static void remove_tmpdir(const char *dir)
{
    DIR *d = opendir(dir);
    if (d) {
        struct dirent *e;
        char p[4200];
        while ((e = readdir(d)))
            if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
                snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
                unlink(p);
            }
        closedir(d);
    }
    rmdir(dir);
}

/* How many processes generate the fallbacks' code: one per CPU this process may run on,
 * at most CG_SPLIT_MAX_PARTS. */
static int cold_parts(void)
{
    cpu_set_t set;
    int n = sched_getaffinity(0, sizeof set, &set) == 0 ? CPU_COUNT(&set) : 1;
    return n < 1 ? 1 : n > CG_SPLIT_MAX_PARTS ? CG_SPLIT_MAX_PARTS : n;
}

/* Waits for the first n code generators; true if every one succeeded. */
static bool wait_parts(const pid_t *kids, int n)
{
    bool ok = true;
    for (int p = 0; p < n; p++) {
        int st = 0;
        while (waitpid(kids[p], &st, 0) < 0 && errno == EINTR)
            ;
        if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
            ok = false;
    }
    return ok;
}

int aot_finish(const char *out_o, const char *out_exe)
{
    emit_main();
    aot_check_guesses();
    LLVMModuleRef m = cg_unit_module(U);
    char *msg = NULL;
    if (!cg_verify(m, &msg)) {
        fprintf(stderr, "jolt: internal error: invalid LLVM IR: %s\n", msg);
        return 1;
    }
    if (jit_opts.dump & DUMP_LLVM)
        jit_dump_unit(U, false);
    /* the fallbacks' code is generated apart, at -O0, in parallel (codegen/cg_split.c) */
    phase("image");
    int nparts = cg_split_prepare(m, cold_parts());
    phase("records");
    if (nparts)
        progress("generating machine code (%d functions; fallbacks in %d part%s at -O0)",
                 cg_unit_emitted(U, NULL), nparts, nparts > 1 ? "s" : "");
    else
        progress("generating machine code (%d functions)", cg_unit_emitted(U, NULL));
    char dir[4096], objpath[4200], coldpath[CG_SPLIT_MAX_PARTS][4200];
    if (!make_tmpdir(dir, sizeof dir))
        return 1;
    /* --output-o alone and in one piece: the object is the output itself */
    bool direct = out_o && !nparts;
    if (direct)
        snprintf(objpath, sizeof objpath, "%s", out_o);
    else
        snprintf(objpath, sizeof objpath, "%s/hot.o", dir);
    pid_t kids[CG_SPLIT_MAX_PARTS];
    for (int p = 0; p < nparts; p++) {
        snprintf(coldpath[p], sizeof coldpath[p], "%s/cold%d.o", dir, p);
        fflush(NULL);
        kids[p] = fork();
        if (kids[p] < 0) { /* stop the parts already started and remove what they wrote */
            fprintf(stderr, "jolt: cannot start a code generator: %s\n", strerror(errno));
            for (int q = 0; q < p; q++)
                kill(kids[q], SIGKILL);
            wait_parts(kids, p);
            remove_tmpdir(dir);
            return 1;
        }
        if (kids[p] == 0) { /* this part only, then gone without atexit handlers */
            cg_split_keep_cold(m, p + 1);
            phase("cold part kept");
            bool done = emit_object(m, 0, coldpath[p], true);
            phase("cold part generated");
            _exit(done ? 0 : 1);
        }
    }
    phase("fork");
    if (nparts)
        cg_split_keep_hot(m);
    phase("split");
    cg_optimize(m, jit_opts.opt);
    phase("optimize");
    if (jit_opts.dump & DUMP_OPT)
        jit_dump_unit(U, true);
    bool ok = emit_object(m, jit_opts.opt, objpath, !direct);
    phase("object");
    if (nparts)
        progress("waiting for the fallbacks' code");
    if (!wait_parts(kids, nparts)) {
        if (ok)
            fprintf(stderr, "jolt: generating the fallbacks' code failed\n");
        ok = false;
    }
    phase("cold objects");
    if (!ok) {
        remove_tmpdir(dir);
        return 1;
    }
    /* the objects to link: hot.o and the cold parts, or the --output-o object */
    const char *objs[CG_SPLIT_MAX_PARTS + 1];
    int nobj = 0;
    objs[nobj++] = objpath;
    for (int p = 0; p < nparts; p++)
        objs[nobj++] = coldpath[p];
    if (out_o && nparts) { /* one relocatable object, as asked */
        char *av[CG_SPLIT_MAX_PARTS + 8];
        int na = 0;
        av[na++] = "ld";
        av[na++] = "-r";
        av[na++] = "-o";
        av[na++] = (char *)as_arg(out_o);
        for (int k = 0; k < nobj; k++)
            av[na++] = (char *)objs[k];
        av[na] = NULL;
        if (!run_tool(av)) {
            fprintf(stderr, "jolt: writing %s failed\n", out_o);
            remove_tmpdir(dir);
            return 1;
        }
    }
    if (out_o) {
        objs[0] = as_arg(out_o);
        nobj = 1;
    }
    if (!out_exe) {
        remove_tmpdir(dir);
        progress_done(out_o);
        return 0;
    }
    static const char *const libs[] = {"-lgc", "-lutf8proc", "-lffi", "-lpcre2-8", "-lmpfr",
                                       "-lgmp", "-lpthread", "-lm", "-ldl"};
    char *av[CG_SPLIT_MAX_PARTS + 24];
    int na = 0;
    av[na++] = "cc";
    av[na++] = "-Wl,--gc-sections"; /* only the runtime functions the program reaches */
    av[na++] = "-Wl,--strip-debug"; /* the runtime's DWARF: traces use jolt_bt records */
    av[na++] = "-o";
    av[na++] = (char *)as_arg(out_exe);
    for (int k = 0; k < nobj; k++)
        av[na++] = (char *)objs[k];
    av[na++] = JOLT_RT_LIB;
    if (*JOLT_SANITIZE_FLAGS)
        av[na++] = JOLT_SANITIZE_FLAGS;
    for (size_t k = 0; k < sizeof libs / sizeof *libs; k++)
        av[na++] = (char *)libs[k];
    av[na] = NULL;
    progress("linking %s", out_exe);
    ok = run_tool(av);
    phase("link");
    remove_tmpdir(dir);
    if (!ok) {
        fprintf(stderr, "jolt: linking %s failed\n", out_exe);
        return 1;
    }
    progress_done(out_exe);
    return 0;
}
