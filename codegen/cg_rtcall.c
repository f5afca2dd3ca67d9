/* cg_rtcall.c — calls from compiled code into libjoltrt (boxing, allocation, errors,
 * dynamic dispatch). Runtime functions are declared on first use in each unit. */
#include "cg_internal.h"
#include <string.h>

LLVMValueRef cg_rt_fn(cg_unit *u, const char *name, LLVMTypeRef ret, int n, LLVMTypeRef *args,
                      bool noreturn)
{
    LLVMValueRef fn = LLVMGetNamedFunction(u->mod, name);
    if (fn)
        return fn;
    LLVMTypeRef ft = LLVMFunctionType(ret, args, n, 0);
    fn = LLVMAddFunction(u->mod, name, ft);
    if (noreturn) {
        unsigned k = LLVMGetEnumAttributeKindForName("noreturn", 8);
        LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                                LLVMCreateEnumAttribute(cg_context(), k, 0));
    }
    return fn;
}

LLVMValueRef cg_call_rt(cg_fn *F, const char *name, LLVMTypeRef ret, int n, LLVMValueRef *args)
{
    LLVMTypeRef ats[16];
    for (int i = 0; i < n; i++)
        ats[i] = LLVMTypeOf(args[i]);
    LLVMValueRef fn = cg_rt_fn(F->u, name, ret, n, ats, false);
    LLVMTypeRef ft = LLVMGlobalGetValueType(fn);
    return LLVMBuildCall2(F->b, ft, fn, args, n, "");
}

void cg_throw_rt(cg_fn *F, const char *name, int n, LLVMValueRef *args)
{
    LLVMTypeRef ats[16];
    for (int i = 0; i < n; i++)
        ats[i] = LLVMTypeOf(args[i]);
    LLVMValueRef fn = cg_rt_fn(F->u, name, cg_void(), n, ats, true);
    LLVMBuildCall2(F->b, LLVMGlobalGetValueType(fn), fn, args, n, "");
    LLVMBuildUnreachable(F->b);
    /* code after a throw is unreachable; give the builder a fresh block */
    LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "after.throw");
    LLVMPositionBuilderAtEnd(F->b, bb);
}

LLVMValueRef cg_alloc_obj(cg_fn *F, rt_type *t)
{
    LLVMValueRef a = cg_const_obj(F->u, F->b, (rt_value *)t);
    return cg_call_rt(F, "rt_new_object", cg_ptr_t(), 1, &a);
}

cg_val cg_call_dynamic(cg_fn *F, int n, cg_val *args, rt_value *rettype)
{
    return cg_call_boxed_args(F, "rt_apply_generic", n, args, rettype);
}

cg_val cg_call_boxed_args(cg_fn *F, const char *fname, int n, cg_val *args, rt_value *rettype)
{
    LLVMValueRef arr = cg_alloca(F, LLVMArrayType2(cg_ptr_t(), n), "dynargs");
    for (int i = 0; i < n; i++) {
        LLVMValueRef idx[2] = {LLVMConstInt(cg_i64(), 0, 0), LLVMConstInt(cg_i64(), i, 0)};
        LLVMValueRef p = LLVMBuildGEP2(F->b, LLVMArrayType2(cg_ptr_t(), n), arr, idx, 2, "");
        LLVMBuildStore(F->b, cg_box(F, args[i]), p);
    }
    LLVMValueRef a[2] = {arr, LLVMConstInt(cg_i32(), n, 0)};
    LLVMValueRef r = cg_call_rt(F, fname, cg_ptr_t(), 2, a);
    cg_val v = {r, (rt_value *)rt_any_type};
    if (rettype == rt_bottom) {
        if (!strcmp(fname, "rt_apply_generic")) {
            /* compiled when no method applied (an AOT program registers every method at
             * start): a method found now is newer than this code, so the call still
             * fails as it did when compiled, never falling into unreachable code */
            cg_throw_rt(F, "rt_throw_method_error", 2, a);
            return cg_ghost(rt_bottom);
        }
        LLVMBuildUnreachable(F->b);
        LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "after.throw");
        LLVMPositionBuilderAtEnd(F->b, bb);
        return cg_ghost(rt_bottom);
    }
    if (rettype && rettype != (rt_value *)rt_any_type)
        return cg_narrow(F, v, rettype);
    return v;
}

/* llvm.sideeffect at a function's entry: no machine code, but the function is no longer
 * inferred free of side effects, so a call of it is not hoisted out of a loop or moved
 * across other calls (a timed kernel stays between its clock reads, as in Julia, whose
 * functions are never side-effect free either). */
void cg_side_effect_marker(cg_fn *F)
{
    unsigned id = LLVMLookupIntrinsicID("llvm.sideeffect", 15);
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(F->u->mod, id, NULL, 0);
    LLVMBuildCall2(F->b, LLVMIntrinsicGetType(cg_context(), id, NULL, 0), fn, NULL, 0, "");
}
