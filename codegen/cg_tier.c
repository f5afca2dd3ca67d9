/* cg_tier.c — the JIT's two tiers: baseline code that counts its calls.
 *
 * Most of what a script compiles runs a few times: the top level's calls, its printing, a
 * sort of twenty strings. LLVM's -O2 pipeline with the SelectionDAG code generator costs
 * three to four times what a light pipeline with the fast code generator does, and that
 * difference was most of a first run (docs/performance.md, session 25). So a JIT unit none
 * of whose own bodies has a loop starts in the baseline tier: the light passes, the fast
 * code generator, and at the entry of each of its functions a call counter. When a
 * function has been entered CG_TIER_CALLS times (a loop-free function is hot only when a
 * loop or a recursion calls it), the JIT compiles it again at the full level and publishes
 * the new code in a slot; the baseline entry forwards every later call there with a tail
 * call, so callers compiled earlier need no patching. A unit with a loop is optimised at
 * once: without on-stack replacement a running loop could never leave baseline code, and
 * loops are where programs spend their time. (V8 and the JVM tier up the same way, with
 * OSR; Julia compiles everything at -O2.)
 *
 * The bodies a baseline unit emitted again available_externally (cg_func.c: for inlining)
 * are dropped, since the baseline pipeline does not inline.
 */
#include "cg_internal.h"
#include <stdio.h>
#include <string.h>

bool cg_unit_loopy(cg_unit *u) { return u->loopy; }

/* A module-local global of type t, zero-initialised. */
static LLVMValueRef local_global(LLVMModuleRef m, LLVMTypeRef t, const char *name)
{
    LLVMValueRef g = LLVMAddGlobal(m, t, name);
    LLVMSetLinkage(g, LLVMInternalLinkage);
    LLVMSetInitializer(g, LLVMConstNull(t));
    return g;
}

/* Count the scalar leaves of an LLVM return type: integers and pointers in *ni, floating
 * point in *nf. */
static void count_leaves(LLVMTypeRef t, int *ni, int *nf)
{
    switch (LLVMGetTypeKind(t)) {
    case LLVMStructTypeKind:
        for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++)
            count_leaves(LLVMStructGetTypeAtIndex(t, i), ni, nf);
        break;
    case LLVMArrayTypeKind:
        for (uint64_t i = 0, n = LLVMGetArrayLength2(t); i < n; i++)
            count_leaves(LLVMGetElementType(t), ni, nf);
        break;
    case LLVMVoidTypeKind:
        break;
    case LLVMFloatTypeKind:
    case LLVMDoubleTypeKind:
        (*nf)++;
        break;
    case LLVMIntegerTypeKind: /* an i128 takes two registers */
        *ni += (int)((LLVMGetIntTypeWidth(t) + 63) / 64);
        break;
    default:
        (*ni)++;
        break;
    }
}

/* Whether x86-64 returns a value of type t in registers (two integer, two vector), so a
 * musttail call can return it; a larger value goes through memory the caller provides,
 * which a musttail call cannot forward (the forward is then an ordinary call). */
static bool returns_in_registers(LLVMTypeRef t)
{
    int ni = 0, nf = 0;
    count_leaves(t, &ni, &nf);
    return ni <= 2 && nf <= 2;
}

/* Give fn the baseline prologue. Its entry block holds allocas and flag stores, then a
 * branch to the code; the prologue takes that branch's place:
 *
 *     %t = load atomic ptr @slot            ; the optimised code, once there is one
 *     br (%t != null), fwd, count
 *   fwd:   musttail call %t(args...); ret
 *   count: @calls += 1; br (@calls == CG_TIER_CALLS), up, code
 *   up:    call tierup(mi, @slot, @calls); br code
 */
static void add_prologue(LLVMModuleRef m, ir_mi *mi, LLVMValueRef fn, void *tierup)
{
    LLVMContextRef c = cg_context();
    LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
    LLVMValueRef term = LLVMGetBasicBlockTerminator(entry);
    if (!term || LLVMGetNumSuccessors(term) != 1)
        return; /* not the shape emit_body makes: leave the function untiered */
    LLVMBasicBlockRef code = LLVMGetSuccessor(term, 0);
    LLVMInstructionEraseFromParent(term);
    char name[320];
    snprintf(name, sizeof name, "%s.tier2", mi->cname);
    LLVMValueRef slot = local_global(m, cg_ptr_t(), name);
    snprintf(name, sizeof name, "%s.calls", mi->cname);
    LLVMValueRef calls = local_global(m, cg_i32(), name);

    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMBasicBlockRef fwd = LLVMAppendBasicBlockInContext(c, fn, "tier.fwd");
    LLVMBasicBlockRef count = LLVMAppendBasicBlockInContext(c, fn, "tier.count");
    LLVMBasicBlockRef up = LLVMAppendBasicBlockInContext(c, fn, "tier.up");
    /* the forward comes first in the code, before every call-site record of the function:
     * a backtrace finds none for its return address and shows no frame for it (the
     * optimised code's frame is the function's one) */
    LLVMMoveBasicBlockAfter(fwd, entry);
    LLVMPositionBuilderAtEnd(b, entry);
    LLVMValueRef t = LLVMBuildLoad2(b, cg_ptr_t(), slot, "tier2");
    LLVMSetOrdering(t, LLVMAtomicOrderingAcquire);
    LLVMSetAlignment(t, 8);
    LLVMBuildCondBr(b, LLVMBuildIsNotNull(b, t, ""), fwd, count);

    LLVMPositionBuilderAtEnd(b, fwd);
    LLVMTypeRef ft = LLVMGlobalGetValueType(fn);
    unsigned n = LLVMCountParams(fn);
    LLVMValueRef args[n ? n : 1];
    for (unsigned i = 0; i < n; i++)
        args[i] = LLVMGetParam(fn, i);
    LLVMValueRef r = LLVMBuildCall2(b, ft, t, args, n, "");
    if (returns_in_registers(LLVMGetReturnType(ft)))
        LLVMSetTailCallKind(r, LLVMTailCallKindMustTail);
    if (LLVMGetTypeKind(LLVMGetReturnType(ft)) == LLVMVoidTypeKind)
        LLVMBuildRetVoid(b);
    else
        LLVMBuildRet(b, r);

    LLVMPositionBuilderAtEnd(b, count);
    LLVMValueRef k = LLVMBuildLoad2(b, cg_i32(), calls, "calls");
    k = LLVMBuildAdd(b, k, LLVMConstInt(cg_i32(), 1, 0), "");
    LLVMBuildStore(b, k, calls);
    LLVMValueRef hot = LLVMBuildICmp(b, LLVMIntEQ, k, LLVMConstInt(cg_i32(), CG_TIER_CALLS, 0), "");
    LLVMBuildCondBr(b, hot, up, code);

    LLVMPositionBuilderAtEnd(b, up);
    LLVMTypeRef ps[3] = {cg_ptr_t(), cg_ptr_t(), cg_ptr_t()};
    LLVMTypeRef uft = LLVMFunctionType(cg_void(), ps, 3, 0);
    LLVMValueRef callee = LLVMConstIntToPtr(LLVMConstInt(cg_i64(), (uintptr_t)tierup, 0), cg_ptr_t());
    LLVMValueRef ua[3] = {LLVMConstIntToPtr(LLVMConstInt(cg_i64(), (uintptr_t)mi, 0), cg_ptr_t()),
                          slot, calls};
    LLVMBuildCall2(b, uft, callee, ua, 3, "");
    LLVMBuildBr(b, code);
    LLVMDisposeBuilder(b);
}

void cg_tier_baseline(cg_unit *u, void *tierup)
{
    LLVMModuleRef m = u->mod;
    /* a re-emitted body becomes a declaration: a new one takes its uses */
    for (LLVMValueRef fn = LLVMGetFirstFunction(m), next; fn; fn = next) {
        next = LLVMGetNextFunction(fn);
        if (LLVMGetLinkage(fn) != LLVMAvailableExternallyLinkage || !LLVMCountBasicBlocks(fn))
            continue;
        size_t len;
        const char *nm = LLVMGetValueName2(fn, &len);
        char name[320];
        snprintf(name, sizeof name, "%.*s", (int)len, nm);
        LLVMSetValueName2(fn, "", 0);
        LLVMValueRef decl = LLVMAddFunction(m, name, LLVMGlobalGetValueType(fn));
        LLVMReplaceAllUsesWith(fn, decl);
        LLVMDeleteFunction(fn);
    }
    for (int i = 0; i < u->nemitted; i++) {
        ir_mi *mi = u->emitted[i];
        LLVMValueRef fn = mi->cname ? LLVMGetNamedFunction(m, mi->cname) : NULL;
        if (fn && LLVMCountBasicBlocks(fn))
            add_prologue(m, mi, fn, tierup);
    }
}
