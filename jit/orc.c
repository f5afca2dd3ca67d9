/* orc.c — the ORC LLJIT session: one JITDylib, runtime symbols found in the jolt process
 * itself, code added one unit at a time. The dispatch-miss hook compiles specializations
 * requested by dynamic calls. */
#include "jit.h"
#include <time.h>
#include <llvm-c/LLJIT.h>
#include <llvm-c/Orc.h>
#include <llvm-c/Error.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <stdint.h>
#include <sys/mman.h>

static LLVMOrcLLJITRef J;
static LLVMOrcThreadSafeContextRef TSC;
static int unit_counter RT_IMAGE_STATE; /* names units and thunks (continued after an image) */

static void die_err(LLVMErrorRef e, const char *what)
{
    char *m = LLVMGetErrorMessage(e);
    fprintf(stderr, "jolt: %s: %s\n", what, m);
    LLVMDisposeErrorMessage(m);
    rt_exit(1);
}

static rt_fptr miss_hook(uint32_t nargs, rt_value **args);
static rt_fptr boxed_entry(ir_method *m, uint32_t nargs, rt_value **argt, rt_value **sp);
static bool precompile_hook(rt_value *f, rt_value *tt);
static void tier_init(void);
static rt_fptr invoke_hook(rt_value *f, rt_value *tt, rt_value **args, uint32_t nargs,
                           bool *ambiguous);

void jit_orc_init(void)
{
    cg_init();
    LLVMOrcLLJITBuilderRef B = LLVMOrcCreateLLJITBuilder();
    LLVMOrcJITTargetMachineBuilderRef JTMB =
        LLVMOrcJITTargetMachineBuilderCreateFromTargetMachine(cg_host_tm(jit_opts.opt, true));
    LLVMOrcLLJITBuilderSetJITTargetMachineBuilder(B, JTMB);
    LLVMErrorRef e = LLVMOrcCreateLLJIT(&J, B);
    if (e)
        die_err(e, "cannot create the JIT");
    TSC = LLVMOrcCreateNewThreadSafeContext();
    cg_set_context(LLVMOrcThreadSafeContextGetContext(TSC));
    LLVMOrcDefinitionGeneratorRef G;
    e = LLVMOrcCreateDynamicLibrarySearchGeneratorForProcess(&G, LLVMOrcLLJITGetGlobalPrefix(J),
                                                             NULL, NULL);
    if (e)
        die_err(e, "cannot create the symbol generator");
    /* a Base image's code: its stubs while building, its names after a start (imagecode.c) */
    LLVMOrcDefinitionGeneratorRef IG = jit_image_generator();
    if (IG)
        LLVMOrcJITDylibAddGenerator(LLVMOrcLLJITGetMainJITDylib(J), IG);
    LLVMOrcJITDylibAddGenerator(LLVMOrcLLJITGetMainJITDylib(J), G);
    rt_dispatch_miss_hook = miss_hook;
    rt_invoke_hook = invoke_hook;
    tier_init();
    rt_precompile_hook = precompile_hook;
}

/* An image build, before the image is written: the JIT and its LLVM context are given
 * back, so that their memory is free (and left out of the image); nothing compiles after. */
void jit_orc_shutdown(void)
{
    if (J)
        LLVMOrcDisposeLLJIT(J);
    J = NULL;
    if (TSC)
        LLVMOrcDisposeThreadSafeContext(TSC);
    TSC = NULL;
}

void jit_dump_unit(cg_unit *u, bool optimized)
{
    (void)optimized;
    char *s = LLVMPrintModuleToString(cg_unit_module(u));
    fputs(s, stdout);
    LLVMDisposeMessage(s);
}

static void dump_code(cg_unit *u)
{
    ir_mi **ms;
    int n = cg_unit_emitted(u, &ms);
    for (int i = 0; i < n; i++) {
        if (jit_opts.dump & DUMP_LOWERED) {
            fprintf(stdout, "%s(", ms[i]->def->name->name);
            for (int k = 1; k < ms[i]->nargs; k++)
                fprintf(stdout, "%s::%s", k > 1 ? ", " : "", ir_type_str(ms[i]->argt[k]));
            fprintf(stdout, ")\n");
            ir_print_func(stdout, ir_func_ready(ms[i]->def->src), false);
        }
        if (jit_opts.dump & DUMP_TYPED) {
            ir_print_mi_header(stdout, ms[i]);
            ir_print_func(stdout, ms[i]->code, true);
        }
    }
}

/* JOLT_TIME=1: every JIT compilation's unit, entry symbol and milliseconds on stderr */
static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void *add_and_lookup(cg_unit *u, const char *sym, bool base);
static void tier_up(ir_mi *mi, void **slot, int32_t *calls);
static void *osr_entry(ir_mi *mi, void **slot, int32_t thunk);

/* The JIT's tiers (codegen/cg_tier.c): on unless JOLT_TIERED=0, at -O0 (one tier
 * already), for dumps (which show the optimised code), while the Base image is built (its
 * code is kept) and with more than one thread (a tier-up compiles on the thread that
 * reached it, and the compiler is not shared between threads). */
static bool tier_on; /* decided once, from the command line (jit_orc_init) */

static bool tiering(void) { return tier_on && !rt_image_building; }

static void tier_init(void)
{
    const char *e = getenv("JOLT_TIERED");
    tier_on = !(e && !strcmp(e, "0")) && jit_opts.opt > 0 &&
              (!jit_opts.dump || (e && !strcmp(e, "1"))) && rt_opts.nthreads <= 1;
    cg_tiering = tiering();
    cg_tier_hooks((void *)tier_up, (void *)osr_entry);
}

static void *timed_add(cg_unit *u, const char *sym, bool base)
{
    static int timing = -1;
    if (timing < 0)
        timing = getenv("JOLT_TIME") != NULL;
    if (!timing)
        return add_and_lookup(u, sym, base);
    double t0 = now_ms();
    int n = cg_unit_emitted(u, NULL);
    void *p = add_and_lookup(u, sym, base);
    fprintf(stderr, "jolt: jit %s (%d bodies%s) %.2f ms\n", sym, n, base ? ", baseline" : "",
            now_ms() - t0);
    return p;
}

void *jit_add_and_lookup(cg_unit *u, const char *sym)
{
    return timed_add(u, sym, tiering() && !cg_unit_osr_blocked(u));
}

/* Compile mi again at the full level: as "<name>.opt", and when it has loops also its OSR
 * variant "<name>.osr", which ".opt" calls with a NULL state (a top-level thunk has only
 * the variant). The variant's address goes to mi->fptr, ".opt"'s to *slot, where mi's
 * baseline entry forwards every later call, and, on x86-64, into a jump that replaces the
 * no-ops the baseline function starts with (patch_entry). */
/* The address of a symbol some unit defined; a failed lookup is an internal error. */
static void *lookup(const char *sym)
{
    LLVMOrcExecutorAddress a = 0;
    LLVMErrorRef e = LLVMOrcLLJITLookup(J, &a, sym);
    if (e)
        die_err(e, "JIT lookup failed");
    return (void *)(uintptr_t)a;
}

static bool busy; /* a tier-up compilation is under way */

/* Overwrite the no-ops that start a baseline function (CG_TIER_PATCH_BYTES of them) with
 * a jump to its optimised code `to`: `jmp rel32` when in reach, else `movabs r11; jmp
 * *r11` (r11 carries no argument). Code pages are read and execute only: the page goes
 * writable, not executable, for the write; nothing runs from it meanwhile (one thread runs
 * Julia code while tiering, and this is C), and x86 needs no cache flush. */
static void patch_entry(void *at, void *to)
{
#if CG_TIER_PATCH_BYTES >= 13
    unsigned char code[13];
    size_t n;
    intptr_t rel = (intptr_t)to - ((intptr_t)at + 5);
    if (rel >= INT32_MIN && rel <= INT32_MAX) {
        int32_t r = (int32_t)rel;
        code[0] = 0xE9;
        memcpy(code + 1, &r, 4);
        n = 5;
    } else {
        uint64_t v = (uint64_t)(uintptr_t)to;
        code[0] = 0x49, code[1] = 0xBB; /* movabs $to, %r11 */
        memcpy(code + 2, &v, 8);
        code[10] = 0x41, code[11] = 0xFF, code[12] = 0xE3; /* jmp *%r11 */
        n = 13;
    }
    long pg = sysconf(_SC_PAGESIZE);
    uintptr_t lo = (uintptr_t)at & ~(uintptr_t)(pg - 1);
    size_t len = (uintptr_t)at + n - lo;
    if (mprotect((void *)lo, len, PROT_READ | PROT_WRITE)) {
        perror("jolt: tier-up cannot patch code");
        rt_exit(1);
    }
    memcpy(at, code, n);
    if (mprotect((void *)lo, len, PROT_READ | PROT_EXEC)) {
        perror("jolt: tier-up cannot patch code");
        rt_exit(1);
    }
#else
    (void)at, (void)to;
#endif
}

static void compile_tier2(ir_mi *mi, void **slot, bool thunk)
{
    busy = true;
    char unit[64], name[320];
    snprintf(unit, sizeof unit, "jlunit%d", ++unit_counter);
    cg_unit *u = cg_unit_new(unit, CG_JIT);
    if (thunk) {
        snprintf(name, sizeof name, "jlthunk%d.osr", unit_counter);
        cg_emit_osr(u, mi, name, true);
        mi->fptr = timed_add(u, name, false);
        busy = false;
        return;
    }
    char *base = mi->cname;
    snprintf(name, sizeof name, "%s.opt", base);
    char *opt = rt_alloc_permanent(strlen(name) + 1);
    strcpy(opt, name);
    mi->cname = opt; /* its calls of itself go to the new code too */
    bool loops = mi->code && cg_osr_able(mi->code) && cg_loop_has_any(mi->code);
    if (loops) {
        LLVMValueRef of = LLVMAddFunction(cg_unit_module(u), opt, cg_mi_fntype(mi));
        snprintf(name, sizeof name, "%s.osr", base);
        LLVMValueRef vf = cg_emit_osr(u, mi, name, false);
        cg_tier_opt_wrapper(of, vf);
    } else {
        mi->compiled = 0;
        cg_emit_mi(u, mi);
    }
    mi->cname = base;
    void *p = timed_add(u, opt, false);
    if (loops)
        mi->fptr = lookup(name);
    mi->compiled = 1;
    if (slot)
        __atomic_store_n(slot, p, __ATOMIC_RELEASE);
    if (mi->tier_patchable)
        patch_entry(lookup(base), p);
    busy = false;
}

/* Whether the compiler can take a tier-up now: not while another compilation is under way
 * (the passes keep state in globals) nor for a specialization that a redefinition
 * invalidated (its old code runs on; nothing new is made for it). */
static bool tier_ok(ir_mi *mi) { return !busy && !ir_infer_busy() && !mi->invalid; }

/* Called by baseline code when mi has been entered CG_TIER_CALLS times. */
static void tier_up(ir_mi *mi, void **slot, int32_t *calls)
{
    if (!tier_ok(mi)) {
        *calls = mi->invalid ? INT32_MIN : 0; /* the count starts again, or never ends */
        return;
    }
    /* a small function that other code calls directly is inlined where that code is
     * optimised, which makes its own optimised copy idle: it waits ten times longer */
    if (!mi->tier_waited && mi->ncallers > 0 && mi->code && mi->code->nstmts <= 60) {
        mi->tier_waited = 1;
        *calls = CG_TIER_CALLS - 9 * CG_TIER_CALLS;
        return;
    }
    compile_tier2(mi, slot, false);
}

/* Called by baseline code when one of mi's loop headers has been reached CG_TIER_LOOPS
 * times: the OSR variant, compiled now if need be; NULL lets the loop go on where it is. */
static void *osr_entry(ir_mi *mi, void **slot, int32_t thunk)
{
    if (mi->fptr)
        return mi->fptr;
    if (!tier_ok(mi))
        return NULL;
    compile_tier2(mi, slot, thunk != 0);
    return mi->fptr;
}

/* A tiered unit's machine code, made by tm's code generator and added as an object: the
 * fast one for baseline code (cg_baseline_tm), the full one for tier 2 (cg_full_tm), each
 * target machine shared with the unit's pass pipeline. (The JIT's own compile layer,
 * which untiered code goes through, makes a target machine of its own.) m is consumed. */
static void add_object(LLVMModuleRef m, LLVMTargetMachineRef tm)
{
    char *triple = LLVMGetTargetMachineTriple(tm);
    LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
    LLVMSetModuleDataLayout(m, td);
    LLVMSetTarget(m, triple);
    LLVMDisposeTargetData(td);
    LLVMDisposeMessage(triple);
    LLVMMemoryBufferRef buf;
    char *err = NULL;
    if (LLVMTargetMachineEmitToMemoryBuffer(tm, m, LLVMObjectFile, &err, &buf)) {
        fprintf(stderr, "jolt: internal error: code generation failed: %s\n", err);
        rt_exit(1);
    }
    LLVMDisposeModule(m);
    LLVMErrorRef e = LLVMOrcLLJITAddObjectFile(J, LLVMOrcLLJITGetMainJITDylib(J), buf);
    if (e)
        die_err(e, "cannot add code to the JIT");
}

static void *add_and_lookup(cg_unit *u, const char *sym, bool base)
{
    LLVMModuleRef m = cg_unit_module(u);
    if (jit_opts.dump) /* dumps (C stdio) and program output (rt streams) stay in order */
        rt_flush_all();
    if (jit_opts.dump & (DUMP_LOWERED | DUMP_TYPED))
        dump_code(u);
    cg_tier_resolve(u, base);
    if (base)
        cg_tier_baseline(u);
    char *msg = NULL;
    if (!cg_verify(m, &msg)) {
        fprintf(stderr, "jolt: internal error: invalid LLVM IR: %s\n", msg);
        char *s = LLVMPrintModuleToString(m);
        fputs(s, stderr);
        rt_exit(1);
    }
    if (jit_opts.dump & DUMP_LLVM)
        jit_dump_unit(u, false);
    if (base)
        cg_optimize_baseline(m);
    else
        cg_optimize(m, jit_opts.opt);
    if (jit_opts.dump & DUMP_OPT)
        jit_dump_unit(u, true);
    if (jit_opts.dump & DUMP_ASM) {
        LLVMTargetMachineRef tm = cg_host_tm(jit_opts.opt, true);
        LLVMMemoryBufferRef buf;
        char *err = NULL;
        LLVMModuleRef c = LLVMCloneModule(m);
        if (!LLVMTargetMachineEmitToMemoryBuffer(tm, c, LLVMAssemblyFile, &err, &buf)) {
            fwrite(LLVMGetBufferStart(buf), 1, LLVMGetBufferSize(buf), stdout);
            LLVMDisposeMemoryBuffer(buf);
        }
    }
    if (jit_opts.dump)
        fflush(stdout);
    ir_mi **ms;
    int n = cg_unit_emitted(u, &ms);
    char btsym[300];
    bool has_bt = cg_exc_has_marker(m, btsym, sizeof btsym);
    int nnames = 0;
    char **names = rt_image_building ? jit_image_unit_names(m, &nnames) : NULL;
    jit_image_code_window = rt_image_building;
    LLVMErrorRef e = NULL;
    if (tiering()) {
        add_object(m, base ? cg_baseline_tm() : cg_full_tm());
    } else {
        LLVMOrcThreadSafeModuleRef tsm = LLVMOrcCreateNewThreadSafeModule(m, TSC);
        e = LLVMOrcLLJITAddLLVMIRModule(J, LLVMOrcLLJITGetMainJITDylib(J), tsm);
        if (e)
            die_err(e, "cannot add code to the JIT");
    }
    for (int i = 0; i < n; i++)
        ms[i]->compiled = 1;
    LLVMOrcExecutorAddress addr = 0;
    if (has_bt) { /* call-site records for backtraces (codegen/cg_exc.c) */
        e = LLVMOrcLLJITLookup(J, &addr, btsym);
        if (e)
            LLVMConsumeError(e);
        else
            rt_bt_register((const void *)(uintptr_t)addr);
    }
    void *p = lookup(sym);
    if (names)
        jit_image_note_unit(J, names, nnames);
    jit_image_code_window = false;
    return p;
}

static rt_fptr boxed_entry(ir_method *m, uint32_t nargs, rt_value **argt, rt_value **sp);

static rt_fptr miss_hook(uint32_t nargs, rt_value **args)
{
    rt_value *small[64];
    rt_value **argt = nargs <= 64 ? small : rt_alloc(sizeof(rt_value *) * nargs);
    for (uint32_t i = 0; i < nargs; i++) {
        rt_value *a = args[i];
        argt[i] = rt_is_kind(a) ? rt_type_of_type(a) : (rt_value *)rt_typeof(a);
    }
    ir_mtable *mt = ir_callee_mtable(args[0]);
    if (!mt)
        return NULL;
    rt_value *sp[16];
    bool amb;
    ir_method *m = ir_method_lookup(mt, (int)nargs, argt, sp, &amb);
    if (!m)
        return NULL;
    return boxed_entry(m, nargs, argt, sp);
}

/* rt_precompile_hook (Base.precompile): the boxed entry for the concrete call types tt */
static bool precompile_hook(rt_value *f, rt_value *tt)
{
    rt_type *t = (rt_type *)tt;
    ir_mtable *mt = ir_callee_mtable(f);
    if (!mt || t->nparams > 64)
        return false;
    rt_value *sp[16];
    bool amb;
    ir_method *m = ir_method_lookup(mt, t->nparams, t->params, sp, &amb);
    if (!m || amb || m->nsparams > 16)
        return false;
    return boxed_entry(m, (uint32_t)t->nparams, t->params, sp) != NULL;
}

/* rt_invoke_hook: the method tt picks, compiled for the arguments' own types */
static rt_fptr invoke_hook(rt_value *f, rt_value *tt, rt_value **args, uint32_t nargs,
                           bool *ambiguous)
{
    ir_method *m = ir_invoke_method(f, tt, ambiguous);
    if (!m || m->nsparams > 16)
        return NULL;
    rt_value **argt = rt_alloc(sizeof(rt_value *) * nargs);
    for (uint32_t i = 0; i < nargs; i++)
        argt[i] = (rt_value *)rt_dispatch_type(args[i]);
    rt_value *sp[16];
    if (!rt_subtype_env((rt_value *)rt_tuple_type((int)nargs, argt), m->sig, sp, m->nsparams))
        return NULL;
    return boxed_entry(m, nargs, argt, sp);
}

/* A new JIT unit, named jlunitN */
static cg_unit *new_unit(void)
{
    char name[64];
    snprintf(name, sizeof name, "jlunit%d", ++unit_counter);
    return cg_unit_new(name, CG_JIT);
}

/* Emit mi's boxed entry (and its body, unless compiled) into u; its symbol into sym */
static void emit_boxed(cg_unit *u, ir_mi *mi, char sym[300])
{
    size_t len;
    const char *fname = LLVMGetValueName2(cg_emit_boxed(u, mi), &len);
    snprintf(sym, 300, "%.*s", (int)len, fname);
}

/* mi's boxed entry point if some unit has defined it, else NULL */
static rt_fptr known_boxed(ir_mi *mi)
{
    if (mi->boxed)
        return mi->boxed;
    if (mi->compiled && mi->cname) {
        /* an earlier unit defined its boxed entry (the dispatch cache that held it was
         * cleared by an invalidation): a second definition would be a duplicate symbol */
        char bsym[300];
        snprintf(bsym, sizeof bsym, "%s_boxed", mi->cname);
        LLVMOrcExecutorAddress baddr = 0;
        LLVMErrorRef be = LLVMOrcLLJITLookup(J, &baddr, bsym);
        if (be)
            LLVMConsumeError(be);
        else if (baddr)
            return mi->boxed = (rt_fptr)(uintptr_t)baddr;
    }
    return NULL;
}

/* The boxed entry point of method m specialized for argument types argt, compiled now
 * unless an earlier unit has it. */
static rt_fptr boxed_entry(ir_method *m, uint32_t nargs, rt_value **argt, rt_value **sp)
{
    ir_mi *mi = ir_specialize(m, (int)nargs, argt, sp);
    if (known_boxed(mi))
        return mi->boxed;
    ir_infer(mi);
    if (jit_opts.trace_compile) { /* --trace-compile: Julia's precompile statement */
        fprintf(jit_opts.trace_compile, "precompile(%s)\n", rt_type_str(mi->argtypes));
        fflush(jit_opts.trace_compile);
    }
    cg_unit *u = new_unit();
    char sym[300];
    emit_boxed(u, mi, sym);
    return mi->boxed = (rt_fptr)jit_add_and_lookup(u, sym);
}

/* A script path as the command line gave it, for dumps: the driver works with absolute
 * paths (Julia's include), the dump headers keep the working directory's prefix off. */
static const char *dump_path(const char *file)
{
    static char cwd[4096];
    if (!cwd[0] && !getcwd(cwd, sizeof cwd - 1))
        return file;
    size_t n = strlen(cwd);
    if (file && !strncmp(file, cwd, n) && file[n] == '/')
        return file + n + 1;
    return file;
}

/* Does dispatch ask for exactly mi's argument types? (Its argt are concrete types, or
 * Type{X} for a type argument: what miss_hook makes of the values.) */
static bool dispatch_types(ir_mi *mi)
{
    for (int i = 0; i < mi->nargs; i++)
        if (!rt_is_concrete(mi->argt[i]) && !rt_is_type_type(mi->argt[i]))
            return false;
    return true;
}

/* Before an interpreted thunk runs: the specializations its calls will ask dispatch for,
 * as inference of the thunk resolves them, compiled together, boxed entries and bodies,
 * in one unit. Each would otherwise be a unit of its own at its dispatch miss, and a unit
 * has about a millisecond of LLVM's fixed costs however small it is
 * (`println(square(2), square(1.5))` made three). Only calls whose argument types are the
 * ones dispatch will see are taken; a call the thunk never reaches (a branch not taken)
 * is compiled for nothing, which is the price. With --trace-compile (whose lines follow
 * the calls' order) the thunk's calls compile one by one as before. */
static void prefetch_thunk(ir_func *f)
{
    if (jit_opts.trace_compile)
        return;
    ir_mi *t = ir_infer_lookahead(f);
    ir_func *c = t->code;
    ir_mi *want[64];
    int n = 0;
    for (int i = 0; c && i < c->nstmts && n < 64; i++) {
        ir_stmt *s = &c->stmts[i];
        ir_mi *mi = s->op != IR_CALL || s->dead ? NULL : s->mi ? s->mi : s->inlined;
        if (!mi || mi->invalid || !dispatch_types(mi) || known_boxed(mi))
            continue;
        bool dup = false;
        for (int k = 0; k < n && !dup; k++)
            dup = want[k] == mi;
        if (!dup)
            want[n++] = mi;
    }
    if (n < 2) /* one: its miss compiles the same unit */
        return;
    cg_unit *u = new_unit();
    char syms[64][300];
    for (int k = 0; k < n; k++) {
        ir_infer(want[k]);
        emit_boxed(u, want[k], syms[k]);
    }
    want[0]->boxed = (rt_fptr)jit_add_and_lookup(u, syms[0]);
    for (int k = 1; k < n; k++)
        want[k]->boxed = (rt_fptr)lookup(syms[k]);
}

rt_value *drv_run_thunk(ir_func *f, const char *file, int line)
{
    if (!jit_opts.aot && !jit_opts.dump && jit_interp_ok(f)) {
        if (getenv("JOLT_TIME"))
            fprintf(stderr, "jolt: interpret thunk at %s:%d\n", file, line);
        prefetch_thunk(f);
        return jit_interp_thunk(f);
    }
    if (jit_opts.aot) {
        /* the executable runs this thunk later: the globals it assigns are its module's
         * own from here on, not the same names of a `using`'d module (count = 0) */
        for (int i = 0; i < f->nstmts; i++)
            if (f->stmts[i].op == IR_SETGLOBAL && f->stmts[i].mod && f->stmts[i].name)
                rt_get_binding(f->stmts[i].mod, f->stmts[i].name)->assigned = 1;
        ir_global_decide(); /* globals stored to by the thunks before this one */
    }
    ir_mi *mi = ir_infer_thunk(f);
    if (jit_opts.aot) {
        aot_add_thunk(mi, line, NULL, NULL);
        return rt_nothing;
    }
    char name[64];
    snprintf(name, sizeof name, "jlthunk%d", ++unit_counter);
    cg_unit *u = cg_unit_new(name, CG_JIT);
    cg_emit_thunk(u, mi, name);
    if (jit_opts.dump & (DUMP_LOWERED | DUMP_TYPED)) {
        rt_flush_all();
        if (jit_opts.dump & DUMP_LOWERED) {
            fprintf(stdout, "top-level thunk at %s:%d\n", dump_path(file), line);
            ir_print_func(stdout, f, false);
        }
        if (jit_opts.dump & DUMP_TYPED) {
            fprintf(stdout, "top-level thunk at %s:%d ::%s\n", dump_path(file), line,
                    ir_type_str(mi->rettype.type ? mi->rettype.type : rt_bottom));
            ir_print_func(stdout, mi->code, true);
        }
    }
    if (getenv("JOLT_TIME"))
        fprintf(stderr, "jolt: thunk at %s:%d\n", file, line);
    rt_value *(*fp)(void) = (rt_value * (*)(void)) jit_add_and_lookup(u, name);
    return fp();
}

/* Whether a value of type t may be a type or a module: a `const` holding one must be
 * evaluated when compiling, since signatures and type expressions need it then. */
static bool may_hold_type(rt_value *t)
{
    if (!t || t == rt_bottom || t == (rt_value *)rt_any_type)
        return false; /* Any: inference lost track (a generator's Dict, say); rarely a type */
    if (rt_subtype((rt_value *)rt_module_type, t))
        return true;
    rt_value *ty = (rt_value *)rt_type_typename->wrapper;
    if (rt_is_concrete(t)) /* Float64 is no type (the simple intersection cannot tell) */
        return rt_subtype(t, ty);
    return rt_subtype(t, ty) || rt_typeintersect_simple(t, ty) != rt_bottom;
}

/* Evaluate a thunk now even in AOT mode (const initialisers). With `deferred` (an
 * executable's const), an initialiser that would have to run (it has effects: I/O,
 * reading ARGS or a file) is left for the executable, which binds the value when it
 * runs: the result is NULL and *deferred the binding's type. Code reads that binding at
 * run time. Only an initialiser that may give a type or module still runs now, and
 * unless it did give one, its value is dropped (its type may differ at run time). */
rt_value *drv_eval_now(ir_func *f, rt_value **deferred)
{
    bool aot = jit_opts.aot;
    jit_opts.aot = false;
    unsigned d = jit_opts.dump;
    jit_opts.dump = 0;
    ir_mi *mi = ir_infer_thunk(f);
    ir_opts.pure_fixed = deferred != NULL;
    rt_value *v = ir_thunk_constant(mi); /* most constants need no machine code */
    if (!v && ir_thunk_pure(mi))
        v = jit_interp_const(mi);
    ir_opts.pure_fixed = false;
    rt_value *t = mi->rettype.type;
    if (!v && deferred && !may_hold_type(t)) {
        *deferred = t && t != rt_bottom ? t : (rt_value *)rt_any_type;
    } else if (!v) {
        v = drv_run_thunk(f, f->file ? f->file->name : "", f->line);
        if (deferred && !rt_is_kind(v) && rt_typeof(v) != rt_module_type) {
            *deferred = (rt_value *)rt_any_type;
            v = NULL;
        }
    }
    jit_opts.aot = aot;
    jit_opts.dump = d;
    return v;
}
