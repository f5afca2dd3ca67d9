/* cg_generic.c — what a specialization with unknown static parameters computes at run time.
 *
 * A generic specialization (ir_specialize_generic: a method compiled for its declared
 * argument types, the fallback of executables' dynamic dispatch) does not know its `where`
 * variables at compile time; it finds them on entry by matching the boxed arguments against
 * the method's signature (rt_sparam_dyn), as the dispatcher would. */
#include "cg_internal.h"

cg_val cg_static_param_dynamic(cg_fn *F, int idx)
{
    ir_mi *mi = F->mi;
    int n = mi->nargs;
    LLVMTypeRef at = LLVMArrayType2(cg_ptr_t(), n ? n : 1);
    LLVMValueRef arr = cg_alloca(F, at, "sp.args");
    for (int i = 0; i < n; i++) {
        cg_val a = {cg_mi_param(F->fn, mi, i), mi->argt[i]};
        LLVMValueRef ix[2] = {LLVMConstInt(cg_i64(), 0, 0), LLVMConstInt(cg_i64(), i, 0)};
        LLVMBuildStore(F->b, cg_box(F, a), LLVMBuildGEP2(F->b, at, arr, ix, 2, ""));
    }
    LLVMValueRef args[4] = {cg_const_obj(F->u, F->b, mi->def->sig),
                            LLVMConstInt(cg_i64(), (uint64_t)idx, 0), arr,
                            LLVMConstInt(cg_i32(), (uint64_t)n, 0)};
    cg_val v = {cg_call_rt(F, "rt_sparam_dyn", cg_ptr_t(), 4, args), (rt_value *)rt_any_type};
    return v;
}
