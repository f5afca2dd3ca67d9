/* cg_usplit.c — calls inference split over the members of their Union operands
 * (ir/infer.c resolve_split): a call resolved for the one member combination with a
 * method goes on after a test of the operands' types (cg_split_check); a call with a
 * target per combination (ir_stmt.targets) tests and calls each directly and joins the
 * results in a phi (cg_emit_split_call). Whatever matches no target goes to dispatch. */
#include "cg_internal.h"

/* A call inference resolved for one member combination of its Union operands (ir_stmt
 * split): go on when the operands' types are those members; else dispatch, which throws
 * the MethodError (no other combination has a method). The operands are the call's own,
 * also when inlining made it a builtin's. */
void cg_split_check(cg_fn *F, ir_stmt *s)
{
    ir_mi *mi = s->split;
    ir_val *ops = s->orig_args ? s->orig_args : s->args;
    int n = s->orig_args ? s->orig_nargs : s->nargs;
    cg_val small[8], *args = n <= 8 ? small : rt_alloc(sizeof(cg_val) * (size_t)n);
    LLVMValueRef ok = NULL;
    for (int i = 0; i < n; i++) {
        args[i] = cg_operand(F, ops[i]);
        if (i == 0 || rt_subtype(args[i].type, mi->argt[i]))
            continue;
        LLVMValueRef is = LLVMBuildICmp(F->b, LLVMIntEQ, cg_dyn_type(F, args[i]),
                                        cg_const_obj(F->u, F->b, mi->argt[i]), "split.is");
        ok = ok ? LLVMBuildAnd(F->b, ok, is, "") : is;
    }
    if (!ok)
        return;
    LLVMBasicBlockRef yes = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "split.call");
    LLVMBasicBlockRef no = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "split.miss");
    LLVMBuildCondBr(F->b, ok, yes, no);
    LLVMPositionBuilderAtEnd(F->b, no);
    cg_call_dynamic(F, n, args, rt_bottom);
    LLVMPositionBuilderAtEnd(F->b, yes);
}

/* A call split over its operands' member combinations (ir_stmt targets, Julia's union
 * splitting): per target a test of the operands' types and its direct call, the results
 * joined; no match dispatches (a MethodError, or a method defined since). */
cg_val cg_emit_split_call(cg_fn *F, ir_stmt *s, int n, cg_val *args)
{
    rt_value *T = s->type.type;
    bool ghost = cg_repr_of(T) == CG_GHOST;
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "split.done");
    LLVMValueRef vals[8];
    LLVMBasicBlockRef bbs[8];
    int k = 0;
    for (int t = 0; t < s->ntargets && t < 7; t++) {
        ir_mi *mi = s->targets[t];
        LLVMValueRef ok = NULL;
        for (int i = 1; i < n; i++) {
            if (rt_subtype(args[i].type, mi->argt[i]))
                continue;
            LLVMValueRef is = LLVMBuildICmp(F->b, LLVMIntEQ, cg_dyn_type(F, args[i]),
                                            cg_const_obj(F->u, F->b, mi->argt[i]), "split.is");
            ok = ok ? LLVMBuildAnd(F->b, ok, is, "") : is;
        }
        LLVMBasicBlockRef yes = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "split.target");
        LLVMBasicBlockRef no = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "split.next");
        if (ok)
            LLVMBuildCondBr(F->b, ok, yes, no);
        else
            LLVMBuildBr(F->b, yes);
        LLVMPositionBuilderAtEnd(F->b, yes);
        cg_val r = cg_call_mi(F, mi, n, args);
        if (r.type == rt_bottom) {
            LLVMBuildUnreachable(F->b); /* (the block after a call that never returns) */
        } else {
            vals[k] = ghost ? NULL : cg_convert(F, r, T).v;
            bbs[k++] = LLVMGetInsertBlock(F->b);
            LLVMBuildBr(F->b, done);
        }
        LLVMPositionBuilderAtEnd(F->b, no);
    }
    cg_val r = cg_call_dynamic(F, n, args, T);
    if (r.type == rt_bottom) {
        LLVMBuildUnreachable(F->b);
    } else {
        vals[k] = ghost ? NULL : cg_convert(F, r, T).v;
        bbs[k++] = LLVMGetInsertBlock(F->b);
        LLVMBuildBr(F->b, done);
    }
    LLVMPositionBuilderAtEnd(F->b, done);
    if (k == 0) {
        LLVMBuildUnreachable(F->b);
        LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "after.split");
        LLVMPositionBuilderAtEnd(F->b, bb);
        return cg_ghost(rt_bottom);
    }
    if (ghost)
        return cg_ghost(T);
    LLVMValueRef phi = LLVMBuildPhi(F->b, cg_llvm_type(T), "split");
    LLVMAddIncoming(phi, vals, bbs, k);
    return (cg_val){phi, T};
}

