/* cg_unit.c — LLVM set-up, units (modules), the pass pipeline and verification. */
#include "cg_internal.h"
#include <llvm-c/Analysis.h>
#include <llvm-c/Support.h>
#include <llvm-c/Target.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static LLVMContextRef ctx;
int cg_opt_level = 2;

void cg_init(void)
{
    LLVMInitializeNativeTarget();
    LLVMInitializeNativeAsmPrinter();
    LLVMInitializeNativeAsmParser();
    /* JOLT_LLVM_ARGS passes options to LLVM, as Julia's JULIA_LLVM_ARGS does
       (e.g. "-time-passes"); docs/cli.md */
    const char *la = getenv("JOLT_LLVM_ARGS");
    if (la && *la) {
        static char buf[1024];
        static const char *argv[64];
        int argc = 0;
        snprintf(buf, sizeof buf, "%s", la);
        argv[argc++] = "jolt";
        for (char *t = strtok(buf, " "); t && argc < 63; t = strtok(NULL, " "))
            argv[argc++] = t;
        LLVMParseCommandLineOptions(argc, argv, NULL);
    }
}

LLVMContextRef cg_context(void)
{
    if (!ctx)
        ctx = LLVMContextCreate();
    return ctx;
}

void cg_set_context(LLVMContextRef c) { ctx = c; }

cg_unit *cg_unit_new(const char *name, cg_mode mode)
{
    cg_unit *u = rt_alloc(sizeof(cg_unit));
    u->mod = LLVMModuleCreateWithNameInContext(name, cg_context());
    u->mode = mode;
    if (mode == CG_AOT) {
        LLVMTypeRef ft = LLVMFunctionType(cg_void(), NULL, 0, 0);
        u->image_init = LLVMAddFunction(u->mod, "jolt_image_init", ft);
        u->ib = LLVMCreateBuilderInContext(cg_context());
        LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(cg_context(), u->image_init, "init");
        LLVMPositionBuilderAtEnd(u->ib, bb);
    }
    return u;
}

LLVMModuleRef cg_unit_module(cg_unit *u) { return u->mod; }

int cg_unit_emitted(cg_unit *u, ir_mi ***out)
{
    if (out)
        *out = u->emitted;
    return u->nemitted;
}

void cg_finish_image(cg_unit *u)
{
    if (u->ib) {
        /* straight-line code run once at start-up, often the module's largest function:
         * not worth optimising (and generated with the fallbacks, cg_split.c) */
        cg_fn_attr(u->image_init, "optnone", 0);
        cg_fn_attr(u->image_init, "noinline", 0);
        LLVMBuildRetVoid(u->ib);
        LLVMDisposeBuilder(u->ib);
        u->ib = NULL;
    }
}

/* Add the enum attribute `name` (with value val) to function fn. */
void cg_fn_attr(LLVMValueRef fn, const char *name, uint64_t val)
{
    unsigned k = LLVMGetEnumAttributeKindForName(name, strlen(name));
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                            LLVMCreateEnumAttribute(cg_context(), k, val));
}

LLVMTargetMachineRef cg_host_tm(int level, bool pic)
{
    char *triple = LLVMGetDefaultTargetTriple();
    LLVMTargetRef target;
    char *err = NULL;
    if (LLVMGetTargetFromTriple(triple, &target, &err)) {
        fprintf(stderr, "jolt: %s\n", err);
        exit(1);
    }
    /* JOLT_CPU names another target CPU (with its default features), as
       Julia's JULIA_CPU_TARGET does; the default is the build machine's own. */
    const char *want = getenv("JOLT_CPU");
    char *cpu = want && *want ? LLVMCreateMessage(want) : LLVMGetHostCPUName();
    char *feat = want && *want ? LLVMCreateMessage("") : LLVMGetHostCPUFeatures();
    LLVMCodeGenOptLevel ol = level <= 0 ? LLVMCodeGenLevelNone
                             : level == 1 ? LLVMCodeGenLevelLess
                             : level == 2 ? LLVMCodeGenLevelDefault : LLVMCodeGenLevelAggressive;
    LLVMTargetMachineRef tm = LLVMCreateTargetMachine(target, triple, cpu, feat, ol,
                                                      pic ? LLVMRelocPIC : LLVMRelocDefault,
                                                      LLVMCodeModelSmall);
    LLVMDisposeMessage(triple);
    LLVMDisposeMessage(cpu);
    LLVMDisposeMessage(feat);
    return tm;
}

static void run_pipeline(LLVMModuleRef m, const char *pipe, LLVMTargetMachineRef tm);

/* The target machine of optimised code (at cg_opt_level), made once: the pass pipeline
 * (for its cost model) and, for tiered JIT code, the code generator share it. */
LLVMTargetMachineRef cg_full_tm(void)
{
    static LLVMTargetMachineRef tm;
    if (!tm)
        tm = cg_host_tm(cg_opt_level, true);
    return tm;
}

void cg_optimize(LLVMModuleRef m, int level)
{
    run_pipeline(m, level <= 0   ? "function(mem2reg)"
                    : level == 1 ? "default<O1>"
                    : level == 2 ? "default<O2>"
                                 : "default<O3>", cg_full_tm());
}

/* The target machine of baseline code, made once: the baseline pipeline (for its cost
 * model) and the fast code generator share it, and so one subtarget, whose making costs
 * about a millisecond (a script that never tiers up makes no other). */
LLVMTargetMachineRef cg_baseline_tm(void)
{
    static LLVMTargetMachineRef tm;
    if (!tm)
        tm = cg_host_tm(0, true);
    return tm;
}

/* SSA form, local redundancies and the control flow they leave: what the fast code
 * generator needs not to spill every value, at a small part of -O2's cost. */
void cg_optimize_baseline(LLVMModuleRef m)
{
    run_pipeline(m, "function(sroa,early-cse,simplifycfg)", cg_baseline_tm());
}

static void run_pipeline(LLVMModuleRef m, const char *pipe, LLVMTargetMachineRef tm)
{
    cg_exc_finalize(m);
    LLVMPassBuilderOptionsRef o = LLVMCreatePassBuilderOptions();
    /* optimise under the host's data layout with the runtime's alignments (types above 8
     * bytes aligned to 8): LLVM's default layout aligns i64 to 4, so passes that split a
     * store would put the field after an Int32/Char where the runtime does not. The module
     * goes back to the default layout, which the JIT replaces with its own. */
    static char *opt_dl;
    if (!opt_dl) {
        LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
        char *h = LLVMCopyStringRepOfTargetData(td);
        opt_dl = malloc(strlen(h) + 1);
        strcpy(opt_dl, h);
        char *p = strstr(opt_dl, "i128:128");
        if (p)
            memcpy(p, "i128:64 ", 8), memmove(p + 7, p + 8, strlen(p + 8) + 1);
        LLVMDisposeMessage(h);
        LLVMDisposeTargetData(td);
    }
    LLVMSetDataLayout(m, opt_dl);
    LLVMErrorRef e = LLVMRunPasses(m, pipe, tm, o);
    LLVMSetDataLayout(m, "");
    if (e) {
        char *msg = LLVMGetErrorMessage(e);
        fprintf(stderr, "jolt: pass pipeline failed: %s\n", msg);
        LLVMDisposeErrorMessage(msg);
    }
    LLVMDisposePassBuilderOptions(o);
    cg_exc_finish_module(m);
}

bool cg_verify(LLVMModuleRef m, char **msg)
{
    cg_exc_finalize(m);
    return !LLVMVerifyModule(m, LLVMReturnStatusAction, msg);
}
