/* cg_cfunction.c — @cfunction(f, Ret, (A...)): a C-callable entry to a Julia function.
 *
 * Inference resolved the specialization f(::A...) (IRB_CFUNCTION's s->mi). Its compiled
 * form already takes isbits arguments unboxed in C's registers (Int32 as i32, Float64 as
 * double, a Ptr as i64) but has the function itself as a first, empty argument; the entry
 * emitted here ("jlcapi_<specialization>", internal, one per specialization and unit)
 * has exactly C's parameters, passes them on and converts the result to Ret (Cvoid:
 * none). The value of the builtin is the entry's address as a Ptr{Cvoid}. What cannot be called this way
 * (no method, a callable object with fields, mismatched argument types) throws when the
 * @cfunction is evaluated. */
#include "cg_internal.h"
#include <string.h>

/* The T of an operand whose static type is Type{T}, else NULL. */
static rt_value *type_operand(cg_val v)
{
    rt_value *tt = v.type;
    if (rt_is_datatype(tt) && ((rt_type *)tt)->name == rt_type_typename)
        return ((rt_type *)tt)->params[0];
    return NULL;
}

static cg_val throw_error(cg_fn *F, const char *msg)
{
    rt_value *m = (rt_value *)rt_cstring(msg);
    rt_value *exc = rt_new_struct(rt_errorexception_type, 1, &m);
    LLVMValueRef e = cg_const_obj(F->u, F->b, exc);
    cg_call_rt(F, "rt_throw", cg_void(), 1, &e);
    LLVMBuildUnreachable(F->b);
    LLVMPositionBuilderAtEnd(F->b, LLVMAppendBasicBlockInContext(cg_context(), F->fn, "after"));
    return cg_ghost(rt_bottom);
}

/* The result of the specialization r (of type from) as C's return type to. */
static LLVMValueRef convert_ret(LLVMBuilderRef b, LLVMValueRef r, rt_value *from, LLVMTypeRef to)
{
    LLVMTypeRef ft = LLVMTypeOf(r);
    if (ft == to)
        return r;
    LLVMTypeKind fk = LLVMGetTypeKind(ft), tk = LLVMGetTypeKind(to);
    bool sgn = rt_subtype(from, (rt_value *)rt_signed_type);
    if (fk == LLVMIntegerTypeKind && tk == LLVMIntegerTypeKind)
        return LLVMBuildIntCast2(b, r, to, sgn, "");
    if (fk == LLVMIntegerTypeKind && (tk == LLVMDoubleTypeKind || tk == LLVMFloatTypeKind))
        return sgn ? LLVMBuildSIToFP(b, r, to, "") : LLVMBuildUIToFP(b, r, to, "");
    if ((fk == LLVMDoubleTypeKind || fk == LLVMFloatTypeKind) &&
        (tk == LLVMDoubleTypeKind || tk == LLVMFloatTypeKind))
        return LLVMBuildFPCast(b, r, to, "");
    return NULL;
}

cg_val cg_emit_cfunction(cg_fn *F, ir_stmt *s, int n, cg_val *a)
{
    ir_mi *mi = s->mi;
    rt_value *ret = n >= 3 ? type_operand(a[2]) : NULL;
    int k = n - 3; /* C parameters */
    if (!mi || !ret || k > 32 || mi->nargs != k + 1)
        return throw_error(F, "@cfunction: no method of the function matches the argument types");
    if (cg_repr_of(mi->argt[0]) != CG_GHOST)
        return throw_error(F, "@cfunction: the callable must be a function without fields");
    LLVMTypeRef pts[32];
    for (int i = 0; i < k; i++) {
        rt_value *T = type_operand(a[3 + i]);
        if (!T || cg_llvm_type(T) != cg_llvm_type(mi->argt[i + 1]))
            return throw_error(F, "@cfunction: argument types must be concrete and match the method");
        pts[i] = cg_llvm_type(T);
    }
    bool noret = ret == (rt_value *)rt_nothing_type;
    LLVMTypeRef rty = noret ? cg_void() : cg_llvm_type(ret);
    rt_value *mret = mi->rettype.type ? mi->rettype.type : rt_bottom;
    LLVMValueRef target = cg_mi_function(F->u, mi);
    char name[512];
    snprintf(name, sizeof name, "jlcapi_%s", LLVMGetValueName(target));
    LLVMValueRef entry = LLVMGetNamedFunction(F->u->mod, name);
    if (!entry) {
        entry = LLVMAddFunction(F->u->mod, name, LLVMFunctionType(rty, pts, (unsigned)k, 0));
        LLVMSetLinkage(entry, LLVMInternalLinkage); /* each JIT unit has its own copy */
        LLVMBuilderRef b = LLVMCreateBuilderInContext(cg_context());
        LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg_context(), entry, "entry"));
        LLVMValueRef av[33];
        av[0] = LLVMGetUndef(cg_llvm_type(mi->argt[0]));
        for (int i = 0; i < k; i++)
            av[i + 1] = LLVMGetParam(entry, (unsigned)i);
        LLVMValueRef r = cg_mi_call(b, mi, target, av);
        LLVMValueRef cr = NULL;
        if (mret == rt_bottom)
            LLVMBuildUnreachable(b);
        else if (noret)
            LLVMBuildRetVoid(b);
        else if (cg_repr_of(mret) == CG_UNBOXED && (cr = convert_ret(b, r, mret, rty)))
            LLVMBuildRet(b, cr);
        else
            LLVMBuildRet(b, LLVMGetUndef(rty));
        LLVMDisposeBuilder(b);
        if (mret != rt_bottom && !noret && !cr) {
            LLVMDeleteFunction(entry);
            return throw_error(F, "@cfunction: the method's return type does not convert to the C return type");
        }
    }
    cg_val v = {LLVMBuildPtrToInt(F->b, entry, cg_i64(), ""), (rt_value *)rt_ptr_void_type};
    return v;
}
