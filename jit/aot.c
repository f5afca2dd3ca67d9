/* aot.c — ahead-of-time compilation: every top-level thunk of the program goes into one
 * LLVM module with the specializations it reaches, boxed entries registered for dynamic
 * dispatch, the image initialiser and a `main` that calls rt_aot_main. The object is
 * linked with libjoltrt (never LLVM) into an executable. */
#include "jit.h"
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static cg_unit *U;
static LLVMValueRef *thunks;
static ir_mi **thunkmis;
static int32_t *lines;
static int nthunks, capthunks;
static const char *srcfile;

void aot_begin(const char *file)
{
    U = cg_unit_new("jolt_program", CG_AOT);
    srcfile = file;
}

void aot_add_thunk(ir_mi *mi, int line, rt_module *cm, rt_sym *cname)
{
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
    aot_compile_fallbacks(U, thunkmis, nthunks);
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

int aot_finish(const char *out_o, const char *out_exe)
{
    emit_main();
    LLVMModuleRef m = cg_unit_module(U);
    char *msg = NULL;
    if (!cg_verify(m, &msg)) {
        fprintf(stderr, "jolt: internal error: invalid LLVM IR: %s\n", msg);
        return 1;
    }
    if (jit_opts.dump & DUMP_LLVM)
        jit_dump_unit(U, false);
    cg_optimize(m, jit_opts.opt);
    if (jit_opts.dump & DUMP_OPT)
        jit_dump_unit(U, true);
    char objpath[4096];
    if (out_o)
        snprintf(objpath, sizeof objpath, "%s", out_o);
    else
        snprintf(objpath, sizeof objpath, "%s.o", out_exe);
    LLVMTargetMachineRef tm = cg_host_tm(jit_opts.opt, true);
    char *err = NULL;
    if (LLVMTargetMachineEmitToFile(tm, m, objpath, LLVMObjectFile, &err)) {
        fprintf(stderr, "jolt: cannot write %s: %s\n", objpath, err);
        return 1;
    }
    if (!out_exe)
        return 0;
    char cmd[16384];
    snprintf(cmd, sizeof cmd,
             "cc -o '%s' '%s' '%s' %s -lgc -lutf8proc -lffi -lpcre2-8 -lgmp -lpthread -lm -ldl",
             out_exe, objpath, JOLT_RT_LIB, JOLT_SANITIZE_FLAGS);
    int rc = system(cmd);
    if (!out_o)
        unlink(objpath);
    if (rc != 0) {
        fprintf(stderr, "jolt: linking %s failed\n", out_exe);
        return 1;
    }
    return 0;
}
