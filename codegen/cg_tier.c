/* cg_tier.c — the JIT's two tiers: baseline code that counts its calls.
 *
 * Most of what a script compiles runs a few times: the top level's calls, its printing, a
 * sort of twenty strings. LLVM's -O2 pipeline with the SelectionDAG code generator costs
 * three to four times what a light pipeline with the fast code generator does, and that
 * difference was most of a first run (docs/performance.md, session 25). So a JIT unit
 * starts in the baseline tier: the light passes, the fast code generator, and at the
 * entry of each of its functions a call counter. When a function has been entered
 * CG_TIER_CALLS times, the JIT compiles it again at the full level and overwrites the
 * no-ops that start the baseline function with a jump there (x86-64; elsewhere it
 * publishes the new code in a slot that the baseline entry forwards every later call to
 * with a musttail call), so callers compiled earlier and dispatch caches need no
 * patching. The jump keeps baseline code on the fast instruction selector, which takes
 * no musttail call (each forward sent a block of every baseline function to SelectionDAG).
 *
 * Loops leave baseline code by on-stack replacement. Each loop header counts its entries
 * (a marker call emitted with the body, `jolt.loop`, becomes the counter in a baseline
 * unit and `false` in an optimised one); at CG_TIER_LOOPS the baseline code jumps to its
 * OSR block, which asks the JIT for the function's optimised OSR variant, hands it the
 * addresses of its locals and the header's number, and returns what it returns. The
 * variant is the same body with one more parameter: NULL for an ordinary call (the
 * optimised `.opt` entry is a wrapper that passes NULL), else the state, whose locals it
 * copies into its own before it jumps to the header. This works because the lowered code
 * keeps every value that lives across a jump in a local (a slot): a body where a
 * statement value is used beyond a loop header, or with a `try`, is not entered so, and its
 * unit is optimised at once. The OSR block sits first in the function's code, before
 * every call-site record, so a backtrace shows no frame for the baseline caller. (V8 and
 * the JVM tier up the same way; Julia compiles everything at -O2.)
 *
 * The bodies a baseline unit emitted again available_externally (cg_func.c: for inlining)
 * are dropped, since the baseline pipeline does not inline.
 */
#include "cg_internal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool cg_tiering;
static void *tierup_fn; /* void tierup(ir_mi *mi, void **slot, int32_t *calls) */
static void *osr_fn;    /* void *osr(ir_mi *mi, void **slot, int32_t thunk) */

void cg_tier_hooks(void *tierup, void *osr)
{
    tierup_fn = tierup;
    osr_fn = osr;
}

bool cg_unit_osr_blocked(cg_unit *u) { return u->osr_blocked; }

/* A module-local global of type t, zero-initialised (the one of that name if it exists). */
static LLVMValueRef local_global(LLVMModuleRef m, LLVMTypeRef t, const char *name)
{
    LLVMValueRef g = LLVMGetNamedGlobal(m, name);
    if (g)
        return g;
    g = LLVMAddGlobal(m, t, name);
    LLVMSetLinkage(g, LLVMInternalLinkage);
    LLVMSetInitializer(g, LLVMConstNull(t));
    return g;
}

static LLVMValueRef const_ptr(const void *p)
{
    return LLVMConstIntToPtr(LLVMConstInt(cg_i64(), (uintptr_t)p, 0), cg_ptr_t());
}

/* ---------------------------------------------------------------- loops */
bool *cg_loop_headers(const ir_func *f)
{
    bool *h = rt_alloc_atomic((size_t)f->nstmts + 1);
    memset(h, 0, (size_t)f->nstmts + 1);
    for (int i = 0; i < f->nstmts; i++) {
        const ir_stmt *s = &f->stmts[i];
        if ((s->op == IR_GOTO || s->op == IR_GOTOIFNOT) && s->target >= 0 && s->target <= i)
            h[s->target] = true;
    }
    return h;
}

bool cg_loop_has_any(const ir_func *f)
{
    for (int i = 0; f && i < f->nstmts; i++) {
        const ir_stmt *s = &f->stmts[i];
        if ((s->op == IR_GOTO || s->op == IR_GOTOIFNOT) && s->target <= i)
            return true;
    }
    return false;
}

static bool uses_ssa_before(const ir_val *a, int n, int k)
{
    for (int j = 0; j < n; j++)
        if (a[j].kind == IRV_SSA && a[j].idx < k)
            return true;
    return false;
}

/* Whether every loop of f can be entered at its header with only the locals' values: no
 * statement from a header on uses a statement value from before it, and no `try`. */
bool cg_osr_able(const ir_func *f)
{
    for (int i = 0; i < f->nstmts; i++)
        if (f->stmts[i].op == IR_ENTER)
            return false;
    bool *h = cg_loop_headers(f);
    for (int k = 0; k < f->nstmts; k++) {
        if (!h[k])
            continue;
        for (int i = k; i < f->nstmts; i++) {
            const ir_stmt *s = &f->stmts[i];
            if (s->dead)
                continue;
            if (uses_ssa_before(s->args, s->nargs, k) ||
                (s->orig_args && uses_ssa_before(s->orig_args, s->orig_nargs, k)))
                return false;
        }
    }
    return true;
}

static LLVMTypeRef marker_type(void) { return LLVMFunctionType(cg_i1(), NULL, 0, 0); }

/* At the start of loop header `stmt`'s block: `br jolt.loop(), osr, go`, and go on in go. */
void cg_tier_loop_marker(cg_fn *F, int stmt)
{
    LLVMModuleRef m = F->u->mod;
    LLVMContextRef c = cg_context();
    LLVMValueRef mk = LLVMGetNamedFunction(m, "jolt.loop");
    if (!mk)
        mk = LLVMAddFunction(m, "jolt.loop", marker_type());
    LLVMValueRef hot = LLVMBuildCall2(F->b, marker_type(), mk, NULL, 0, "hot");
    if (!F->osr_block) {
        F->osr_block = LLVMAppendBasicBlockInContext(c, F->fn, "tier.osr");
        LLVMMoveBasicBlockAfter(F->osr_block, F->entry);
        LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
        LLVMPositionBuilderAtEnd(b, F->osr_block);
        F->osr_phi = LLVMBuildPhi(b, cg_i32(), "header");
        LLVMDisposeBuilder(b);
    }
    LLVMBasicBlockRef cur = LLVMGetInsertBlock(F->b);
    LLVMBasicBlockRef go = LLVMAppendBasicBlockInContext(c, F->fn, "loop");
    LLVMBuildCondBr(F->b, hot, F->osr_block, go);
    LLVMValueRef k = LLVMConstInt(cg_i32(), (unsigned)stmt, 0);
    LLVMAddIncoming(F->osr_phi, &k, &cur, 1);
    if (!F->osr_resume) { /* where the loop goes on when the JIT declines */
        F->osr_resume = LLVMAppendBasicBlockInContext(c, F->fn, "tier.resume");
        LLVMBasicBlockRef bad = LLVMAppendBasicBlockInContext(c, F->fn, "tier.bad");
        LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
        LLVMPositionBuilderAtEnd(b, bad);
        LLVMBuildUnreachable(b);
        LLVMPositionBuilderAtEnd(b, F->osr_resume);
        F->osr_switch = LLVMBuildSwitch(b, F->osr_phi, bad, 4);
        LLVMDisposeBuilder(b);
    }
    LLVMAddCase(F->osr_switch, k, go);
    LLVMPositionBuilderAtEnd(F->b, go);
}

/* The state an OSR variant is entered with: [0] the header, [1 + i] the address of local
 * i, [1 + nslots + i] that of its "assigned" flag (NULL where there is none). */
static LLVMTypeRef state_type(const ir_func *f)
{
    return LLVMArrayType2(cg_ptr_t(), 1 + 2 * (uint64_t)f->nslots);
}

static LLVMValueRef state_elt(LLVMBuilderRef b, const ir_func *f, LLVMValueRef st, int i)
{
    LLVMValueRef idx[2] = {LLVMConstInt(cg_i64(), 0, 0), LLVMConstInt(cg_i64(), (unsigned)i, 0)};
    return LLVMBuildGEP2(b, state_type(f), st, idx, 2, "");
}

/* Baseline: the OSR block's code. The JIT gives the variant's address (compiling it now),
 * or NULL when it cannot compile now: the loop then goes on here. */
void cg_tier_osr_exit(cg_fn *F)
{
    LLVMContextRef c = cg_context();
    const ir_func *f = F->f;
    LLVMValueRef st = LLVMBuildAlloca(F->eb, state_type(f), "osr.state");
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderAtEnd(b, F->osr_block);
    LLVMBuildStore(b, LLVMBuildIntToPtr(b, LLVMBuildZExt(b, F->osr_phi, cg_i64(), ""), cg_ptr_t(), ""),
                   state_elt(b, f, st, 0));
    for (int i = 0; i < f->nslots; i++) {
        LLVMBuildStore(b, F->slots[i] ? F->slots[i] : LLVMConstNull(cg_ptr_t()),
                       state_elt(b, f, st, 1 + i));
        LLVMBuildStore(b, F->defined && F->defined[i] ? F->defined[i] : LLVMConstNull(cg_ptr_t()),
                       state_elt(b, f, st, 1 + f->nslots + i));
    }
    char name[320];
    LLVMValueRef slot = LLVMConstNull(cg_ptr_t());
    if (!F->boxed_ret && F->mi->cname) {
        snprintf(name, sizeof name, "%s.tier2", F->mi->cname);
        slot = local_global(F->u->mod, cg_ptr_t(), name);
    }
    LLVMTypeRef ps[3] = {cg_ptr_t(), cg_ptr_t(), cg_i32()};
    LLVMValueRef oa[3] = {const_ptr(F->mi), slot, LLVMConstInt(cg_i32(), F->boxed_ret, 0)};
    LLVMValueRef fp = LLVMBuildCall2(b, LLVMFunctionType(cg_ptr_t(), ps, 3, 0), const_ptr(osr_fn),
                                     oa, 3, "osr");
    LLVMBasicBlockRef enter = LLVMAppendBasicBlockInContext(c, F->fn, "tier.enter");
    LLVMMoveBasicBlockAfter(enter, F->osr_block);
    LLVMBuildCondBr(b, LLVMBuildIsNull(b, fp, ""), F->osr_resume, enter);
    LLVMPositionBuilderAtEnd(b, enter);
    LLVMTypeRef ft = LLVMGlobalGetValueType(F->fn);
    unsigned n = LLVMCountParams(F->fn);
    LLVMTypeRef pt[n + 1];
    LLVMValueRef args[n + 1];
    LLVMGetParamTypes(ft, pt);
    for (unsigned i = 0; i < n; i++)
        args[i] = LLVMGetParam(F->fn, i);
    pt[n] = cg_ptr_t();
    args[n] = st;
    LLVMTypeRef vt = LLVMFunctionType(LLVMGetReturnType(ft), pt, n + 1, 0);
    LLVMValueRef r = LLVMBuildCall2(b, vt, fp, args, n + 1, "");
    if (LLVMGetTypeKind(LLVMGetReturnType(ft)) == LLVMVoidTypeKind)
        LLVMBuildRetVoid(b);
    else
        LLVMBuildRet(b, r);
    LLVMDisposeBuilder(b);
}

/* The OSR variant's entry: an ordinary call (NULL state) starts at the top; else the
 * locals are copied from the caller's and the code goes on at the header it names. */
void cg_tier_osr_entry(cg_fn *F, LLVMBasicBlockRef start)
{
    LLVMContextRef c = cg_context();
    const ir_func *f = F->f;
    LLVMValueRef st = LLVMGetParam(F->fn, LLVMCountParams(F->fn) - 1);
    LLVMBasicBlockRef in = LLVMAppendBasicBlockInContext(c, F->fn, "osr.in");
    LLVMBuildCondBr(F->eb, LLVMBuildIsNull(F->eb, st, ""), start, in);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderAtEnd(b, in);
    for (int i = 0; i < f->nslots; i++) {
        if (F->slots[i]) {
            LLVMValueRef p = LLVMBuildLoad2(b, cg_ptr_t(), state_elt(b, f, st, 1 + i), "");
            LLVMTypeRef t = LLVMGetAllocatedType(F->slots[i]);
            LLVMBuildStore(b, LLVMBuildLoad2(b, t, p, ""), F->slots[i]);
        }
        if (F->defined && F->defined[i]) {
            LLVMValueRef p = LLVMBuildLoad2(b, cg_ptr_t(), state_elt(b, f, st, 1 + f->nslots + i), "");
            LLVMBuildStore(b, LLVMBuildLoad2(b, cg_i8(), p, ""), F->defined[i]);
        }
    }
    LLVMValueRef k = LLVMBuildPtrToInt(b, LLVMBuildLoad2(b, cg_ptr_t(), state_elt(b, f, st, 0), ""),
                                       cg_i64(), "header");
    LLVMBasicBlockRef bad = LLVMAppendBasicBlockInContext(c, F->fn, "osr.bad");
    bool *h = cg_loop_headers(f);
    LLVMValueRef sw = LLVMBuildSwitch(b, k, bad, 4);
    for (int i = 0; i < f->nstmts; i++)
        if (h[i] && F->blocks[i] && !f->stmts[i].dead)
            LLVMAddCase(sw, LLVMConstInt(cg_i64(), (unsigned)i, 0), F->blocks[i]);
    LLVMPositionBuilderAtEnd(b, bad);
    LLVMBuildUnreachable(b);
    LLVMDisposeBuilder(b);
}

/* `.opt(args...) = .osr(args..., NULL)`: the optimised entry of a function with loops. */
void cg_tier_opt_wrapper(LLVMValueRef opt, LLVMValueRef osr)
{
    LLVMContextRef c = cg_context();
    LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(c, opt, "entry"));
    unsigned n = LLVMCountParams(opt);
    LLVMValueRef args[n + 1];
    for (unsigned i = 0; i < n; i++)
        args[i] = LLVMGetParam(opt, i);
    args[n] = LLVMConstNull(cg_ptr_t());
    LLVMValueRef r = LLVMBuildCall2(b, LLVMGlobalGetValueType(osr), osr, args, n + 1, "");
    LLVMSetTailCallKind(r, LLVMTailCallKindTail);
    if (LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(opt))) == LLVMVoidTypeKind)
        LLVMBuildRetVoid(b);
    else
        LLVMBuildRet(b, r);
    LLVMDisposeBuilder(b);
}

/* Replace the loop markers: by a count of the header's entries in each baseline function
 * (`<name>.loops`, hot at CG_TIER_LOOPS), by false in optimised code. */
void cg_tier_resolve(cg_unit *u, bool baseline)
{
    LLVMModuleRef m = u->mod;
    LLVMValueRef mk = LLVMGetNamedFunction(m, "jolt.loop");
    if (!mk)
        return;
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg_context());
    for (LLVMUseRef use = LLVMGetFirstUse(mk); use; use = LLVMGetFirstUse(mk)) {
        LLVMValueRef call = LLVMGetUser(use);
        LLVMValueRef v = LLVMConstInt(cg_i1(), 0, 0);
        if (baseline) {
            LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(call));
            size_t len;
            const char *fname = LLVMGetValueName2(fn, &len);
            char name[320];
            snprintf(name, sizeof name, "%.*s.loops", (int)len, fname);
            LLVMValueRef g = local_global(m, cg_i32(), name);
            LLVMPositionBuilderBefore(b, call);
            LLVMValueRef k = LLVMBuildAdd(b, LLVMBuildLoad2(b, cg_i32(), g, ""),
                                          LLVMConstInt(cg_i32(), 1, 0), "");
            LLVMBuildStore(b, k, g);
            v = LLVMBuildICmp(b, LLVMIntEQ, k, LLVMConstInt(cg_i32(), CG_TIER_LOOPS, 0), "");
        }
        LLVMReplaceAllUsesWith(call, v);
        LLVMInstructionEraseFromParent(call);
    }
    LLVMDeleteFunction(mk);
    LLVMDisposeBuilder(b);
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

/* The forwarding block fwd: a musttail call of t with fn's own arguments (an ordinary call
 * when the result is returned in memory), returning its result. */
static void build_forward(LLVMBuilderRef b, LLVMValueRef fn, LLVMBasicBlockRef fwd, LLVMValueRef t)
{
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
}

/* Give fn the baseline prologue. Its entry block holds allocas and flag stores, then a
 * branch to the code; the prologue takes that branch's place:
 *
 *     %t = load ptr @slot                   ; the optimised code, once there is one
 *     br (%t != null), fwd, count
 *   fwd:   musttail call %t(args...); ret
 *   count: @calls += 1; br (@calls == CG_TIER_CALLS), up, code
 *   up:    call tierup(mi, @slot, @calls); br code
 *
 * With CG_TIER_PATCH_BYTES the entry branches to count at once (no load, no fwd): fn
 * starts with that many bytes of no-ops ("patchable-function-entry"), where tier-up
 * writes its jump to the optimised code.
 */
static void add_prologue(LLVMModuleRef m, ir_mi *mi, LLVMValueRef fn)
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
    if (CG_TIER_PATCH_BYTES) {
        char n[8];
        int len = snprintf(n, sizeof n, "%d", CG_TIER_PATCH_BYTES);
        const char *k = "patchable-function-entry";
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                LLVMCreateStringAttribute(c, k, (unsigned)strlen(k), n, (unsigned)len));
        LLVMBuildBr(b, count);
        LLVMDeleteBasicBlock(fwd);
        mi->tier_patchable = 1;
    } else {
        /* a plain load: code tiers only while one thread runs Julia code (jit/orc.c
         * tier_on), and the fast instruction selector takes no atomic load */
        LLVMValueRef t = LLVMBuildLoad2(b, cg_ptr_t(), slot, "tier2");
        LLVMSetAlignment(t, 8);
        LLVMBuildCondBr(b, LLVMBuildIsNotNull(b, t, ""), fwd, count);
        build_forward(b, fn, fwd, t);
    }

    LLVMPositionBuilderAtEnd(b, count);
    LLVMValueRef k = LLVMBuildLoad2(b, cg_i32(), calls, "calls");
    k = LLVMBuildAdd(b, k, LLVMConstInt(cg_i32(), 1, 0), "");
    LLVMBuildStore(b, k, calls);
    LLVMValueRef hot = LLVMBuildICmp(b, LLVMIntEQ, k, LLVMConstInt(cg_i32(), CG_TIER_CALLS, 0), "");
    LLVMBuildCondBr(b, hot, up, code);

    LLVMPositionBuilderAtEnd(b, up);
    LLVMTypeRef ps[3] = {cg_ptr_t(), cg_ptr_t(), cg_ptr_t()};
    LLVMTypeRef uft = LLVMFunctionType(cg_void(), ps, 3, 0);
    LLVMValueRef callee = const_ptr(tierup_fn);
    LLVMValueRef ua[3] = {LLVMConstIntToPtr(LLVMConstInt(cg_i64(), (uintptr_t)mi, 0), cg_ptr_t()),
                          slot, calls};
    LLVMBuildCall2(b, uft, callee, ua, 3, "");
    LLVMBuildBr(b, code);
    LLVMDisposeBuilder(b);
}

void cg_tier_baseline(cg_unit *u)
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
            add_prologue(m, mi, fn);
    }
}
