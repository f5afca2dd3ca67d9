/* cg_builtin.c — inline code for Core builtins and Core.Intrinsics. Integer division
 * checks for zero (DivideError) and typemin ÷ -1, as Julia's intrinsics do. */
#include "cg_internal.h"
#include <dlfcn.h>
#include <string.h>

static cg_val R(LLVMValueRef v, rt_value *t) { return (cg_val){v, t}; }

/* Whether a ccall target name resolves in the jolt process (its runtime and the C
 * libraries it links), so a direct call can be bound to it. */
static bool cg_symbol_in_process(const char *name)
{
    static void *self;
    if (!self)
        self = dlopen(NULL, RTLD_LAZY);
    return self && dlsym(self, name);
}
static rt_value *BOOL(void) { return (rt_value *)rt_bool_type; }

static LLVMValueRef zext_bool(cg_fn *F, LLVMValueRef i1)
{
    return LLVMBuildZExt(F->b, i1, cg_i8(), "");
}

static LLVMValueRef intrinsic(cg_fn *F, const char *name, LLVMTypeRef t, int n, LLVMValueRef *args)
{
    unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
    LLVMValueRef fn = LLVMGetIntrinsicDeclaration(F->u->mod, id, &t, 1);
    LLVMTypeRef ft = LLVMIntrinsicGetType(cg_context(), id, &t, 1);
    return LLVMBuildCall2(F->b, ft, fn, args, n, "");
}

static void check_div(cg_fn *F, LLVMValueRef x, LLVMValueRef y, bool is_signed)
{
    LLVMTypeRef t = LLVMTypeOf(y);
    LLVMValueRef bad = LLVMBuildICmp(F->b, LLVMIntEQ, y, LLVMConstNull(t), "");
    if (is_signed) {
        unsigned bits = LLVMGetIntTypeWidth(t);
        LLVMValueRef minv = LLVMConstInt(t, bits >= 64 ? 0x8000000000000000ull : (1ull << (bits - 1)), 0);
        LLVMValueRef ovf = LLVMBuildAnd(F->b, LLVMBuildICmp(F->b, LLVMIntEQ, x, minv, ""),
                                        LLVMBuildICmp(F->b, LLVMIntEQ, y, LLVMConstAllOnes(t), ""), "");
        bad = LLVMBuildOr(F->b, bad, ovf, "");
    }
    LLVMBasicBlockRef err = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "diverr");
    LLVMBasicBlockRef ok = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "divok");
    LLVMBuildCondBr(F->b, bad, err, ok);
    LLVMPositionBuilderAtEnd(F->b, err);
    cg_throw_rt(F, "rt_throw_divide_error", 0, NULL);
    LLVMBuildUnreachable(F->b);
    LLVMPositionBuilderAtEnd(F->b, ok);
}

/* Bytes per element of an Array with element type et (as runtime/array.c lays it out). */
static uint64_t cg_array_elsize(rt_value *et)
{
    if (rt_is_datatype(et) && (((rt_type *)et)->flags & RT_ISBITS)) {
        rt_type *t = (rt_type *)et;
        uint64_t al = t->align ? t->align : 1;
        return (t->size + al - 1) / al * al;
    }
    return sizeof(rt_value *);
}

static LLVMValueRef egal(cg_fn *F, cg_val a, cg_val b)
{
    cg_repr ra = cg_repr_of(a.type), rb = cg_repr_of(b.type);
    if (ra == CG_UNION && rb == CG_GHOST) {
        int tag = cg_union_tag(a.type, b.type);
        return LLVMBuildICmp(F->b, LLVMIntEQ, cg_union_tag_of(F, a), LLVMConstInt(cg_i8(), tag, 0), "");
    }
    if (rb == CG_UNION && ra == CG_GHOST)
        return egal(F, b, a);
    if (ra == CG_UNBOXED && rb == CG_UNBOXED && rt_types_equal(a.type, b.type)) {
        LLVMTypeKind k = LLVMGetTypeKind(LLVMTypeOf(a.v));
        if (k == LLVMIntegerTypeKind)
            return LLVMBuildICmp(F->b, LLVMIntEQ, a.v, b.v, "");
        if (k == LLVMDoubleTypeKind || k == LLVMFloatTypeKind) {
            LLVMTypeRef it = LLVMIntTypeInContext(cg_context(), k == LLVMDoubleTypeKind ? 64 : 32);
            return LLVMBuildICmp(F->b, LLVMIntEQ, LLVMBuildBitCast(F->b, a.v, it, ""),
                                 LLVMBuildBitCast(F->b, b.v, it, ""), "");
        }
    }
    if (ra == CG_GHOST && rb == CG_GHOST)
        return LLVMConstInt(cg_i1(), rt_types_equal(a.type, b.type), 0);
    /* symbols are interned: a Symbol is === only to the same object */
    if ((a.type == (rt_value *)rt_symbol_type && ra == CG_BOXED) ||
        (b.type == (rt_value *)rt_symbol_type && rb == CG_BOXED))
        return LLVMBuildICmp(F->b, LLVMIntEQ, cg_box(F, a), cg_box(F, b), "");
    LLVMValueRef args[2] = {cg_box(F, a), cg_box(F, b)};
    LLVMValueRef r = cg_call_rt(F, "rt_egal", cg_i8(), 2, args);
    return LLVMBuildICmp(F->b, LLVMIntNE, r, LLVMConstInt(cg_i8(), 0, 0), "");
}

/* t[i] of an unboxed tuple whose elements all have one type (a tuple iterated with a
 * run-time index): the tuple goes to a stack slot read as an array; an index out of
 * range takes the runtime's path, which throws the BoundsError. */
static bool tuple_index(cg_fn *F, cg_val x, cg_val sel, cg_val *out)
{
    rt_type *dt = (rt_type *)x.type;
    int n = dt->nfields;
    if (n == 0)
        return false;
    rt_value *ft = dt->fieldtypes[0];
    for (int i = 1; i < n; i++)
        if (!rt_types_equal(dt->fieldtypes[i], ft) || dt->fieldinline[i] != dt->fieldinline[0])
            return false;
    if (cg_repr_of(ft) == CG_GHOST)
        return false;
    LLVMBuilderRef B = F->b;
    LLVMTypeRef et = dt->fieldinline[0] ? cg_llvm_type(ft) : cg_ptr_t();
    LLVMValueRef slot = cg_alloca(F, cg_llvm_dt(dt), "tup");
    LLVMBuildStore(B, x.v, slot);
    LLVMValueRef i0 = LLVMBuildSub(B, sel.v, LLVMConstInt(cg_i64(), 1, 0), "");
    LLVMValueRef ok = LLVMBuildICmp(B, LLVMIntULT, i0, LLVMConstInt(cg_i64(), (unsigned)n, 0), "");
    LLVMBasicBlockRef good = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "tidx.ok");
    LLVMBasicBlockRef bad = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "tidx.bad");
    LLVMBuildCondBr(B, ok, good, bad);
    LLVMPositionBuilderAtEnd(B, bad);
    LLVMValueRef a[2] = {cg_box(F, x), cg_box(F, sel)};
    cg_call_rt(F, "rt_getfield_dyn", cg_ptr_t(), 2, a);
    LLVMBuildUnreachable(B);
    LLVMPositionBuilderAtEnd(B, good);
    LLVMTypeRef at = LLVMArrayType2(et, (uint64_t)n);
    LLVMValueRef idx[2] = {LLVMConstInt(cg_i64(), 0, 0), i0};
    LLVMValueRef fv = LLVMBuildLoad2(B, et, LLVMBuildGEP2(B, at, slot, idx, 2, ""), "elt");
    *out = dt->fieldinline[0] ? R(fv, ft) : cg_unbox(F, fv, ft);
    return true;
}

static cg_val getfield(cg_fn *F, ir_stmt *s, cg_val x, cg_val sel)
{
    rt_value *rtype = s->type.type;
    cg_repr r = cg_repr_of(x.type);
    if (r == CG_UNION) {
        /* the members whose field exists; inference found the result type */
        rt_value *ms[8];
        int n = rt_union_members(x.type, ms, 8);
        LLVMValueRef tag = cg_union_tag_of(F, x);
        LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "gf.done");
        LLVMBasicBlockRef bad = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "gf.bad");
        LLVMValueRef sw = LLVMBuildSwitch(F->b, tag, bad, n);
        LLVMValueRef vals[8];
        LLVMBasicBlockRef bbs[8];
        int k = 0;
        for (int i = 0; i < n; i++) {
            rt_type *dt = (rt_type *)ms[i];
            if (!rt_is_datatype(ms[i]) || dt->nfields == 0)
                continue;
            LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "gf.case");
            LLVMAddCase(sw, LLVMConstInt(cg_i8(), i + 1, 0), bb);
            LLVMPositionBuilderAtEnd(F->b, bb);
            cg_val m = cg_union_member(F, x, ms[i]);
            cg_val fv = getfield(F, s, m, sel);
            vals[k] = cg_convert(F, fv, rtype).v;
            bbs[k++] = LLVMGetInsertBlock(F->b);
            LLVMBuildBr(F->b, done);
        }
        LLVMPositionBuilderAtEnd(F->b, bad);
        LLVMValueRef a[2] = {cg_box(F, x), cg_box(F, sel)};
        cg_throw_rt(F, "rt_throw_getfield_error", 2, a);
        LLVMPositionBuilderAtEnd(F->b, done);
        if (k == 0) {
            LLVMBuildUnreachable(F->b);
            return cg_ghost(rt_bottom);
        }
        LLVMValueRef phi = LLVMBuildPhi(F->b, cg_llvm_type(rtype), "gf");
        LLVMAddIncoming(phi, vals, bbs, k);
        return R(phi, rtype);
    }
    if (rt_is_datatype(x.type) && rt_is_concrete(x.type) && sel.type != NULL) {
        rt_type *dt = (rt_type *)x.type;
        ir_val sv = s->args[2];
        int fi = sv.kind == IRV_CONST ? rt_field_index(dt, sv.c) : -1;
        if (fi >= 0) {
            rt_value *ft = dt->fieldtypes[fi];
            if (r == CG_GHOST)
                return cg_ghost(ft);
            LLVMValueRef fv;
            if (r == CG_UNBOXED) {
                fv = LLVMBuildExtractValue(F->b, x.v, cg_field_index(dt, fi), "field");
            } else {
                LLVMValueRef off = LLVMConstInt(cg_i64(), sizeof(rt_value) + dt->fieldoffsets[fi], 0);
                LLVMValueRef p = LLVMBuildGEP2(F->b, cg_i8(), x.v, &off, 1, "");
                fv = LLVMBuildLoad2(F->b, dt->fieldinline[fi] ? cg_llvm_type(ft) : cg_ptr_t(), p, "field");
            }
            if (!dt->fieldinline[fi]) {
                if (r == CG_BOXED) {
                    LLVMValueRef a = fv;
                    cg_call_rt(F, "rt_check_undef_ref", cg_void(), 1, &a);
                }
                return cg_unbox(F, fv, ft);
            }
            if (cg_repr_of(ft) == CG_GHOST)
                return cg_ghost(ft);
            return R(fv, ft);
        }
    }
    if (r == CG_UNBOXED && rt_is_datatype(x.type) && (((rt_type *)x.type)->flags & RT_TUPLE) &&
        sel.type == (rt_value *)rt_int64_type && cg_repr_of(sel.type) == CG_UNBOXED) {
        cg_val v;
        if (tuple_index(F, x, sel, &v))
            return v;
    }
    LLVMValueRef a[2] = {cg_box(F, x), cg_box(F, sel)};
    cg_val v = R(cg_call_rt(F, "rt_getfield_dyn", cg_ptr_t(), 2, a), (rt_value *)rt_any_type);
    return cg_narrow(F, v, rtype ? rtype : (rt_value *)rt_any_type);
}

/* The operands of intrinsic b are unboxed primitives (after the target type of a
 * conversion), so it can be one instruction. */
static bool unboxed_operands(int b, int n, cg_val *a)
{
    for (int i = b >= IRB_SITOFP && b <= IRB_BITCAST ? 2 : 1; i < n; i++)
        if (cg_repr_of(a[i].type) != CG_UNBOXED || !rt_is_datatype(a[i].type) ||
            !(((rt_type *)a[i].type)->flags & RT_PRIMITIVE))
            return false;
    return true;
}

cg_val cg_emit_builtin(cg_fn *F, ir_stmt *s, int b, int n, cg_val *a)
{
    LLVMBuilderRef B = F->b;
    rt_value *rtype = s->type.type ? s->type.type : (rt_value *)rt_any_type;
    if (s->type.cnst && cg_repr_of(rtype) != CG_BOXED && b != IRB_THROW)
        if (b == IRB_EGAL || b == IRB_ISA || b == IRB_TYPEOF || b == IRB_APPLY_TYPE ||
            b == IRB_SUBTYPE)
            return cg_const_val(F, s->type.cnst);
    if (s->type.cnst && (b == IRB_TYPEOF || b == IRB_APPLY_TYPE || b == IRB_TUPLE ||
                         b == IRB_FIELDTYPE || b == IRB_EGAL || b == IRB_ISA ||
                         b == IRB_SUBTYPE || b == IRB_TYPEASSERT || b == IRB_IFELSE ||
                         b == IRB_ISDEFINED || b == IRB_RETURN_TYPE))
        return cg_const_val(F, s->type.cnst);
    switch (b) {
    case IRB_EGAL:
        return R(zext_bool(F, egal(F, a[1], a[2])), BOOL());
    case IRB_ISA: {
        LLVMValueRef args[2] = {cg_box(F, a[1]), cg_box(F, a[2])};
        return R(cg_call_rt(F, "rt_isa_i8", cg_i8(), 2, args), BOOL());
    }
    case IRB_TYPEOF: {
        cg_val v = R(cg_dyn_type(F, a[1]), (rt_value *)rt_any_type);
        return cg_narrow(F, v, rtype);
    }
    case IRB_THROW: {
        LLVMValueRef x = cg_box(F, a[1]);
        cg_throw_rt(F, "rt_throw", 1, &x);
        return cg_ghost(rt_bottom);
    }
    case IRB_GETFIELD:
        return getfield(F, s, a[1], a[2]);
    case IRB_SETFIELD: {
        /* a field of a known mutable struct named by a constant, v already of the field's
         * type: one store (the value inline or its box); anything else, an `@atomic` field
         * included, checks at run time */
        rt_type *dt = (rt_type *)a[1].type;
        ir_val sv = s->args[2];
        int fi = n == 4 && rt_is_datatype(a[1].type) && rt_is_concrete(a[1].type) &&
                         (dt->flags & RT_MUTABLE) && sv.kind == IRV_CONST
                     ? rt_field_index(dt, sv.c) : -1;
        if (fi >= 0 && rt_field_isatomic(a[1].type, fi + 1))
            fi = -1;
        if (fi >= 0) {
            rt_value *ft = dt->fieldtypes[fi];
            bool inl = dt->fieldinline[fi];
            if (inl ? rt_types_equal(a[3].type, ft) && cg_repr_of(ft) != CG_BOXED
                    : rt_subtype(a[3].type, ft)) {
                if (!(inl && cg_repr_of(ft) == CG_GHOST)) {
                    LLVMValueRef off = LLVMConstInt(cg_i64(), sizeof(rt_value) + dt->fieldoffsets[fi], 0);
                    LLVMValueRef p = LLVMBuildGEP2(B, cg_i8(), a[1].v, &off, 1, "");
                    LLVMBuildStore(B, inl ? a[3].v : cg_box(F, a[3]), p);
                }
                return a[3];
            }
        }
        break;
    }
    case IRB_IFELSE: {
        LLVMValueRef c = LLVMBuildICmp(B, LLVMIntNE, cg_convert(F, a[1], BOOL()).v,
                                       LLVMConstInt(cg_i8(), 0, 0), "");
        cg_val x = cg_convert(F, a[2], rtype), y = cg_convert(F, a[3], rtype);
        if (cg_repr_of(rtype) == CG_GHOST)
            return cg_ghost(rtype);
        return R(LLVMBuildSelect(B, c, x.v, y.v, "ifelse"), rtype);
    }
    case IRB_SPLATNEW: {
        /* new(T, tup...): field by field when T and the tuple are aggregates of one shape
         * (a NamedTuple{names, Tup} built from a Tup), else through the runtime */
        rt_value *tt = a[2].type;
        if (cg_repr_of(rtype) == CG_GHOST && rt_is_datatype(tt) && cg_repr_of(tt) == CG_GHOST)
            return cg_ghost(rtype);
        if (cg_repr_of(rtype) == CG_UNBOXED && rt_is_datatype(tt) && rt_is_concrete(tt) &&
            cg_repr_of(tt) == CG_UNBOXED) {
            rt_type *dt = (rt_type *)rtype, *st = (rt_type *)tt;
            bool same = dt->nfields == st->nfields;
            for (int i = 0; same && i < dt->nfields; i++)
                same = rt_types_equal(dt->fieldtypes[i], st->fieldtypes[i]);
            if (same) {
                LLVMValueRef agg = cg_agg_start(dt);
                for (int i = 0; i < dt->nfields; i++)
                    agg = LLVMBuildInsertValue(
                        B, agg, LLVMBuildExtractValue(B, a[2].v, cg_field_index(st, i), ""),
                        cg_field_index(dt, i), "");
                return R(agg, rtype);
            }
        }
        LLVMValueRef args[2] = {cg_box(F, a[1]), cg_box(F, a[2])};
        cg_val v = R(cg_call_rt(F, "rt_splatnew", cg_ptr_t(), 2, args), (rt_value *)rt_any_type);
        return cg_narrow(F, v, rtype);
    }
    case IRB_TUPLE: {
        if (cg_repr_of(rtype) == CG_UNBOXED) {
            rt_type *dt = (rt_type *)rtype;
            LLVMValueRef agg = cg_agg_start(dt);
            for (int i = 0; i < dt->nfields; i++) {
                LLVMValueRef fv = dt->fieldinline[i] ? cg_convert(F, a[i + 1], dt->fieldtypes[i]).v
                                                     : cg_box(F, a[i + 1]);
                if (cg_repr_of(dt->fieldtypes[i]) == CG_GHOST)
                    fv = LLVMGetUndef(cg_ghost_t());
                agg = LLVMBuildInsertValue(B, agg, fv, cg_field_index(dt, i), "");
            }
            return R(agg, rtype);
        }
        if (cg_repr_of(rtype) == CG_GHOST)
            return cg_ghost(rtype);
        LLVMValueRef arr = cg_alloca(F, LLVMArrayType2(cg_ptr_t(), n > 1 ? n - 1 : 1), "tup");
        for (int i = 1; i < n; i++) {
            LLVMValueRef idx[2] = {LLVMConstInt(cg_i64(), 0, 0), LLVMConstInt(cg_i64(), i - 1, 0)};
            LLVMBuildStore(B, cg_box(F, a[i]),
                           LLVMBuildGEP2(B, LLVMArrayType2(cg_ptr_t(), n > 1 ? n - 1 : 1), arr, idx, 2, ""));
        }
        LLVMValueRef args[2] = {LLVMConstInt(cg_i32(), n - 1, 0), arr};
        return R(cg_call_rt(F, "rt_new_tuple", cg_ptr_t(), 2, args), rtype);
    }
    case IRB_CFUNCTION:
        return cg_emit_cfunction(F, s, n, a);
    case IRB_FOREIGNCALL: {
        /* foreigncall(name, lib, Ret, k, T1..Tk, x1..xk) */
        rt_value *name = s->args[1].c;
        /* k C arguments; a variadic C function also has nfixed + 1 in bits 16.. */
        int64_t kraw = rt_unbox_int64(s->args[4].c);
        int k = (int)(kraw & 0xffff), nfixed = (int)(kraw >> 16) - 1;
        bool cva = nfixed >= 0;
        if (!cva)
            nfixed = k;
        LLVMTypeRef pts[32];
        LLVMValueRef avs[32];
        for (int i = 0; i < k && i < 32; i++) {
            /* the declared C type: the operand's static type is Type{T} */
            rt_value *tt = a[5 + i].type, *T = NULL;
            if (rt_is_datatype(tt) && ((rt_type *)tt)->name == rt_type_typename)
                T = ((rt_type *)tt)->params[0];
            cg_val x = a[5 + k + i];
            if (T && rt_is_datatype(T) && cg_repr_of(T) == CG_UNBOXED &&
                ((rt_type *)T)->name != rt_ptr_typename) {
                pts[i] = cg_llvm_type(T);
                /* an integer of another type (Int64 for Csize_t too) converts as
                 * Julia's cconvert does */
                if (cg_repr_of(x.type) == CG_UNBOXED &&
                    LLVMGetTypeKind(pts[i]) == LLVMIntegerTypeKind &&
                    LLVMGetTypeKind(LLVMTypeOf(x.v)) == LLVMIntegerTypeKind &&
                    (LLVMTypeOf(x.v) != pts[i] ||
                     rt_subtype(x.type, (rt_value *)rt_integer_type)))
                    avs[i] = LLVMBuildIntCast2(B, x.v, pts[i], 1, "");
                else if (cg_repr_of(x.type) == CG_UNBOXED &&
                         (LLVMGetTypeKind(pts[i]) == LLVMDoubleTypeKind ||
                          LLVMGetTypeKind(pts[i]) == LLVMFloatTypeKind) &&
                         LLVMGetTypeKind(LLVMTypeOf(x.v)) == LLVMIntegerTypeKind &&
                         rt_subtype(x.type, (rt_value *)rt_integer_type) &&
                         x.type != (rt_value *)rt_bool_type)
                    avs[i] = rt_subtype(x.type, (rt_value *)rt_unsigned_type)
                                 ? LLVMBuildUIToFP(B, x.v, pts[i], "")
                                 : LLVMBuildSIToFP(B, x.v, pts[i], "");
                else if (cg_repr_of(x.type) == CG_BOXED && rt_is_concrete(T)) {
                    LLVMValueRef cv[2] = {cg_box(F, x), cg_const_obj(F->u, F->b, T)};
                    avs[i] = cg_unbox(F, cg_call_rt(F, "rt_ccall_convert", cg_ptr_t(), 2, cv), T).v;
                } else
                    avs[i] = cg_convert(F, x, T).v;
            } else {
                pts[i] = cg_ptr_t();
                LLVMValueRef p = cg_box(F, x);
                if (x.type == (rt_value *)rt_string_type && T && rt_is_datatype(T) &&
                    ((rt_type *)T)->name == rt_ptr_typename) {
                    LLVMValueRef off = LLVMConstInt(cg_i64(), offsetof(rt_string, data), 0);
                    p = LLVMBuildGEP2(B, cg_i8(), p, &off, 1, "");
                }
                /* Ref{S} declared, an isbits S (or a number converting to it) given: as
                 * Julia's cconvert makes a RefValue, the callee gets the address of a
                 * stack copy (Fortran's by-reference arguments) */
                rt_value *S = (T && rt_is_datatype(T) && ((rt_type *)T)->name->name == rt_symbol("Ref") &&
                               ((rt_type *)T)->name->module == rt_core_module)
                                  ? ((rt_type *)T)->params[0] : NULL;
                if (S && rt_is_datatype(S) && cg_repr_of(S) == CG_UNBOXED &&
                    ((rt_type *)S)->name != rt_ptr_typename && cg_repr_of(x.type) == CG_UNBOXED &&
                    (x.type == S || (rt_subtype(x.type, (rt_value *)rt_integer_type) &&
                                     rt_subtype(S, (rt_value *)rt_integer_type) &&
                                     x.type != (rt_value *)rt_bool_type))) {
                    LLVMTypeRef sty = cg_llvm_type(S);
                    LLVMValueRef slot = cg_alloca(F, sty, "ccref");
                    LLVMBuildStore(B, x.type == S ? x.v : LLVMBuildIntCast2(B, x.v, sty, 1, ""), slot);
                    avs[i] = slot;
                    continue;
                }
                if (cg_repr_of(x.type) == CG_UNBOXED && rt_is_datatype(x.type) &&
                    ((rt_type *)x.type)->name == rt_ptr_typename)
                    p = LLVMBuildIntToPtr(B, x.v, cg_ptr_t(), "");
                else if (S && x.type != (rt_value *)rt_string_type) {
                    LLVMValueRef rv[2] = {p, cg_const_obj(F->u, B, S)};
                    p = cg_call_rt(F, "rt_ccall_ref_arg", cg_ptr_t(), 2, rv);
                }
                else if (T && rt_is_datatype(T) && ((rt_type *)T)->name == rt_ptr_typename &&
                         x.type != (rt_value *)rt_string_type)
                    /* a value of unknown type (a global, an Any slot), a SubString or an
                     * array: a boxed Ptr passes the address it holds, the others their
                     * bytes (runtime/cgsupport.c) */
                    p = cg_call_rt(F, "rt_ccall_ptr_arg", cg_ptr_t(), 1, &p);
                avs[i] = p;
            }
        }
        rt_value *rT = rtype;
        LLVMTypeRef rty = (rT == (rt_value *)rt_nothing_type) ? cg_void()
                          : (cg_repr_of(rT) == CG_UNBOXED ? cg_llvm_type(rT) : cg_ptr_t());
        LLVMValueRef r;
        bool direct = s->args[1].kind == IRV_CONST && name && rt_typeof(name) == rt_symbol_type;
        if (direct && !cg_symbol_in_process(((rt_sym *)name)->name)) {
            /* not linked into jolt: look it up (in its library) when the call runs, so a
             * missing symbol is an error the program can catch */
            rt_value *lib = s->args[2].kind == IRV_CONST ? s->args[2].c : rt_nothing;
            rt_value *pair[2] = {name, lib};
            rt_value *tgt = (lib && lib != rt_nothing) ? rt_new_tuple(2, pair) : name;
            LLVMValueRef targ = cg_const_obj(F->u, B, tgt);
            LLVMValueRef fp = cg_call_rt(F, "rt_ccall_target", cg_ptr_t(), 1, &targ);
            LLVMTypeRef fty = LLVMFunctionType(rty, pts, (unsigned)nfixed, cva);
            r = LLVMBuildCall2(B, fty, fp, avs, k, "");
        } else if (direct) {
            /* the call states its own type: another call of the same C function may pass a
             * different number of variadic arguments */
            LLVMValueRef fn = cg_rt_fn(F->u, ((rt_sym *)name)->name, rty, nfixed, pts, false);
            LLVMTypeRef fty = cva ? LLVMFunctionType(rty, pts, (unsigned)nfixed, 1)
                                  : LLVMGlobalGetValueType(fn);
            r = LLVMBuildCall2(B, fty, fn, avs, k, "");
            if (!strcmp(((rt_sym *)name)->name, "rt_rng_task_state")) {
                /* the running task's RNG words: the same address for as long as this code
                 * runs (a task keeps its words when it switches or migrates), so the call
                 * touches no memory and LLVM may hoist it out of a loop */
                static const char *attrs[] = {"memory", "nounwind", "willreturn"};
                for (int i = 0; i < 3; i++)
                    LLVMAddCallSiteAttribute(r, LLVMAttributeFunctionIndex,
                                             LLVMCreateEnumAttribute(cg_context(),
                                                 LLVMGetEnumAttributeKindForName(attrs[i], strlen(attrs[i])), 0));
            }
        } else {
            /* the target is a value (a Ptr, or a (name, lib) pair resolved at run time); the
             * C signature is still static, so an indirect call serves */
            cg_val tv = a[1];
            LLVMValueRef fp;
            if (cg_repr_of(tv.type) == CG_UNBOXED && rt_is_datatype(tv.type) &&
                ((rt_type *)tv.type)->name == rt_ptr_typename)
                fp = LLVMBuildIntToPtr(B, tv.v, cg_ptr_t(), "");
            else {
                LLVMValueRef targ = cg_box(F, tv);
                fp = cg_call_rt(F, "rt_ccall_target", cg_ptr_t(), 1, &targ);
            }
            LLVMTypeRef fty = LLVMFunctionType(rty, pts, (unsigned)nfixed, cva);
            r = LLVMBuildCall2(B, fty, fp, avs, k, "");
        }
        if (rT == (rt_value *)rt_nothing_type)
            return cg_ghost(rT);
        if (cg_repr_of(rT) == CG_UNBOXED)
            return R(r, rT);
        return cg_unbox(F, r, rT);
    }
    case IRB_ARRAYLEN: {
        LLVMValueRef off = LLVMConstInt(cg_i64(), offsetof(rt_array, length), 0);
        LLVMValueRef p = LLVMBuildGEP2(B, cg_i8(), a[1].v, &off, 1, "");
        return R(LLVMBuildLoad2(B, cg_i64(), p, "len"), (rt_value *)rt_int64_type);
    }
    case IRB_TYPEASSERT:
        /* x::T — checked unless inference proved it; the result has the narrowed type */
        if (n == 3) {
            ir_val tv = s->args[2];
            rt_value *T = tv.kind == IRV_CONST ? tv.c : NULL;
            if (tv.kind == IRV_GLOBAL) { /* x::Base.Int64 names a constant binding */
                rt_binding *gb = rt_find_binding(tv.mod, tv.name);
                if (gb && gb->constant && gb->value)
                    T = gb->value;
            }
            if (!T && rt_is_datatype(a[2].type) && ((rt_type *)a[2].type)->name == rt_type_typename)
                T = ((rt_type *)a[2].type)->params[0]; /* a value of type Type{T}: a static parameter */
            if (!(T && rt_is_kind(T) && rt_subtype(a[1].type, T))) {
                LLVMValueRef args[2] = {cg_box(F, a[1]), cg_box(F, a[2])};
                cg_call_rt(F, "rt_typeassert_exact", cg_void(), 2, args);
                return cg_narrow(F, R(args[0], (rt_value *)rt_any_type), rtype);
            }
            return cg_narrow(F, a[1], rtype);
        }
        break;
    case IRB_ARRAYSIZE:
        /* arraysize(a, d) for 1 <= d <= ndims (Base checks d): the stored dims[d] */
        if (n == 3 && rt_is_datatype(a[1].type) &&
            ((rt_type *)a[1].type)->name == rt_array_typename &&
            a[2].type == (rt_value *)rt_int64_type) {
            LLVMValueRef off = LLVMBuildAdd(
                B, LLVMConstInt(cg_i64(), offsetof(rt_array, dims) - 8, 0),
                LLVMBuildShl(B, a[2].v, LLVMConstInt(cg_i64(), 3, 0), ""), "");
            LLVMValueRef p = LLVMBuildGEP2(B, cg_i8(), a[1].v, &off, 1, "");
            return R(LLVMBuildLoad2(B, cg_i64(), p, "dim"), (rt_value *)rt_int64_type);
        }
        break;
    case IRB_NFIELDS:
        if (n == 2 && rt_is_datatype(a[1].type) && rt_is_concrete(a[1].type))
            return R(LLVMConstInt(cg_i64(), ((rt_type *)a[1].type)->nfields, 0),
                     (rt_value *)rt_int64_type);
        break;
    case IRB_ARRAYREF:
    case IRB_ARRAYSET: {
        /* arrayref(a, i) / arrayset(a, v, i): 1-based linear index, bounds-checked inline */
        cg_val arr = a[1];
        if (n != (b == IRB_ARRAYREF ? 3 : 4) || !rt_is_datatype(arr.type) ||
            ((rt_type *)arr.type)->name != rt_array_typename)
            break;
        cg_val idx = b == IRB_ARRAYREF ? a[2] : a[3];
        if (idx.type != (rt_value *)rt_int64_type)
            break;
        rt_type *at = (rt_type *)arr.type;
        rt_value *et = at->params[0];
        LLVMValueRef offl = LLVMConstInt(cg_i64(), offsetof(rt_array, length), 0);
        LLVMValueRef len = LLVMBuildLoad2(B, cg_i64(), LLVMBuildGEP2(B, cg_i8(), arr.v, &offl, 1, ""),
                                          "len");
        LLVMValueRef i0 = LLVMBuildSub(B, idx.v, LLVMConstInt(cg_i64(), 1, 0), "");
        LLVMValueRef inb = LLVMBuildICmp(B, LLVMIntULT, i0, len, "inb");
        LLVMBasicBlockRef berr = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "oob");
        LLVMBasicBlockRef bok = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "inb");
        LLVMBuildCondBr(B, inb, bok, berr);
        LLVMPositionBuilderAtEnd(B, berr);
        LLVMValueRef eargs[2] = {arr.v, idx.v};
        cg_throw_rt(F, "rt_throw_bounds", 2, eargs);
        LLVMPositionBuilderAtEnd(B, bok);
        LLVMValueRef offd = LLVMConstInt(cg_i64(), offsetof(rt_array, data), 0);
        LLVMValueRef base = LLVMBuildLoad2(B, cg_ptr_t(), LLVMBuildGEP2(B, cg_i8(), arr.v, &offd, 1, ""),
                                           "data");
        LLVMValueRef boff = LLVMBuildMul(B, i0, LLVMConstInt(cg_i64(), cg_array_elsize(et), 0), "");
        LLVMValueRef data = LLVMBuildGEP2(B, cg_i8(), base, &boff, 1, "elp");
        bool inl = cg_repr_of(et) == CG_UNBOXED && (((rt_type *)et)->flags & RT_ISBITS);
        if (b == IRB_ARRAYREF) {
            if (cg_repr_of(et) == CG_GHOST)
                return cg_ghost(et);
            if (inl)
                return R(LLVMBuildLoad2(B, cg_llvm_type(et), data, "el"), et);
            LLVMValueRef p = LLVMBuildLoad2(B, cg_ptr_t(), data, "el");
            LLVMValueRef pp = p;
            cg_call_rt(F, "rt_check_undef_ref", cg_void(), 1, &pp);
            return cg_unbox(F, p, et);
        }
        cg_val v = cg_convert(F, a[2], et);
        if (inl)
            LLVMBuildStore(B, v.v, data);
        else if (cg_repr_of(et) != CG_GHOST)
            LLVMBuildStore(B, cg_box(F, v), data);
        return arr;
    }
    case IRB_POINTERREF:
    case IRB_POINTERSET: {
        /* pointerref(p::Ptr{T}, i, align) / pointerset(p, x, i, align) of a primitive T: one
         * load or store at p + (i-1)*sizeof(T); other element types go through the runtime */
        cg_val p = a[1], idx = b == IRB_POINTERREF ? a[2] : a[3];
        if (n != (b == IRB_POINTERREF ? 4 : 5) || !rt_is_datatype(p.type) ||
            ((rt_type *)p.type)->name != rt_ptr_typename || cg_repr_of(p.type) != CG_UNBOXED ||
            idx.type != (rt_value *)rt_int64_type || cg_repr_of(idx.type) != CG_UNBOXED)
            break;
        rt_value *et = ((rt_type *)p.type)->params[0];
        if (!rt_is_datatype(et) || !(((rt_type *)et)->flags & RT_PRIMITIVE) ||
            cg_repr_of(et) != CG_UNBOXED)
            break;
        LLVMValueRef i0 = LLVMBuildSub(B, idx.v, LLVMConstInt(cg_i64(), 1, 0), "");
        LLVMValueRef boff = LLVMBuildMul(B, i0, LLVMConstInt(cg_i64(), ((rt_type *)et)->size, 0), "");
        /* a byte offset from the one pointer p names, not inttoptr(p + off): alias analysis
         * then tells p[1] from p[2] (the RNG's four words stay in registers in a loop) */
        LLVMValueRef base = LLVMBuildIntToPtr(B, p.v, cg_ptr_t(), "pbase");
        LLVMValueRef ptr = LLVMBuildGEP2(B, cg_i8(), base, &boff, 1, "ptr");
        if (b == IRB_POINTERREF) {
            LLVMValueRef ld = LLVMBuildLoad2(B, cg_llvm_type(et), ptr, "pref");
            LLVMSetAlignment(ld, 1);
            return R(ld, et);
        }
        cg_val v = cg_convert(F, a[2], et);
        LLVMValueRef st = LLVMBuildStore(B, v.v, ptr);
        LLVMSetAlignment(st, 1);
        return p;
    }
    default:
        break;
    }
    /* intrinsics on unboxed numbers (boxed operands: the runtime's evaluator, below) */
    if (b >= IRB_ADD_INT && b < IRB_POINTERREF && n >= 2 && unboxed_operands(b, n, a)) {
        LLVMValueRef x = a[1].v, y = n > 2 ? a[2].v : NULL;
        rt_value *t1 = a[1].type;
        switch (b) {
        case IRB_ADD_INT: return R(LLVMBuildAdd(B, x, y, ""), t1);
        case IRB_SUB_INT: return R(LLVMBuildSub(B, x, y, ""), t1);
        case IRB_MUL_INT: return R(LLVMBuildMul(B, x, y, ""), t1);
        case IRB_SDIV_INT: check_div(F, x, y, true); return R(LLVMBuildSDiv(B, x, y, ""), t1);
        case IRB_UDIV_INT: check_div(F, x, y, false); return R(LLVMBuildUDiv(B, x, y, ""), t1);
        case IRB_SREM_INT: check_div(F, x, y, true); return R(LLVMBuildSRem(B, x, y, ""), t1);
        case IRB_UREM_INT: check_div(F, x, y, false); return R(LLVMBuildURem(B, x, y, ""), t1);
        case IRB_NEG_INT: return R(LLVMBuildNeg(B, x, ""), t1);
        case IRB_EQ_INT: return R(zext_bool(F, LLVMBuildICmp(B, LLVMIntEQ, x, y, "")), BOOL());
        case IRB_NE_INT: return R(zext_bool(F, LLVMBuildICmp(B, LLVMIntNE, x, y, "")), BOOL());
        case IRB_SLT_INT: return R(zext_bool(F, LLVMBuildICmp(B, LLVMIntSLT, x, y, "")), BOOL());
        case IRB_SLE_INT: return R(zext_bool(F, LLVMBuildICmp(B, LLVMIntSLE, x, y, "")), BOOL());
        case IRB_ULT_INT: return R(zext_bool(F, LLVMBuildICmp(B, LLVMIntULT, x, y, "")), BOOL());
        case IRB_ULE_INT: return R(zext_bool(F, LLVMBuildICmp(B, LLVMIntULE, x, y, "")), BOOL());
        case IRB_AND_INT: return R(LLVMBuildAnd(B, x, y, ""), t1);
        case IRB_OR_INT: return R(LLVMBuildOr(B, x, y, ""), t1);
        case IRB_XOR_INT: return R(LLVMBuildXor(B, x, y, ""), t1);
        case IRB_NOT_INT:
            if (t1 == BOOL())
                return R(LLVMBuildXor(B, x, LLVMConstInt(cg_i8(), 1, 0), ""), t1);
            return R(LLVMBuildNot(B, x, ""), t1);
        case IRB_SHL_INT:
        case IRB_LSHR_INT:
        case IRB_ASHR_INT: {
            /* Julia: shifting by >= bit width gives 0 (or the sign for ashr) */
            LLVMTypeRef t = LLVMTypeOf(x);
            unsigned bits = LLVMGetIntTypeWidth(t);
            LLVMValueRef yy = LLVMBuildIntCast2(B, y, t, 0, "");
            LLVMValueRef big = LLVMBuildICmp(B, LLVMIntUGE, y, LLVMConstInt(LLVMTypeOf(y), bits, 0), "");
            LLVMValueRef r, sat;
            if (b == IRB_SHL_INT) {
                r = LLVMBuildShl(B, x, yy, "");
                sat = LLVMConstNull(t);
            } else if (b == IRB_LSHR_INT) {
                r = LLVMBuildLShr(B, x, yy, "");
                sat = LLVMConstNull(t);
            } else {
                r = LLVMBuildAShr(B, x, yy, "");
                sat = LLVMBuildAShr(B, x, LLVMConstInt(t, bits - 1, 0), "");
            }
            return R(LLVMBuildSelect(B, big, sat, r, ""), t1);
        }
        case IRB_CTPOP_INT: return R(intrinsic(F, "llvm.ctpop", LLVMTypeOf(x), 1, &x), t1);
        case IRB_CTLZ_INT:
        case IRB_CTTZ_INT: {
            LLVMValueRef args[2] = {x, LLVMConstInt(cg_i1(), 0, 0)};
            return R(intrinsic(F, b == IRB_CTLZ_INT ? "llvm.ctlz" : "llvm.cttz", LLVMTypeOf(x), 2, args), t1);
        }
        case IRB_FLIPSIGN_INT: {
            LLVMValueRef neg = LLVMBuildICmp(B, LLVMIntSLT, y, LLVMConstNull(LLVMTypeOf(y)), "");
            return R(LLVMBuildSelect(B, neg, LLVMBuildNeg(B, x, ""), x, ""), t1);
        }
        case IRB_ADD_FLOAT: return R(LLVMBuildFAdd(B, x, y, ""), t1);
        case IRB_SUB_FLOAT: return R(LLVMBuildFSub(B, x, y, ""), t1);
        case IRB_MUL_FLOAT: return R(LLVMBuildFMul(B, x, y, ""), t1);
        case IRB_DIV_FLOAT: return R(LLVMBuildFDiv(B, x, y, ""), t1);
        case IRB_REM_FLOAT: return R(LLVMBuildFRem(B, x, y, ""), t1);
        case IRB_NEG_FLOAT: return R(LLVMBuildFNeg(B, x, ""), t1);
        case IRB_EQ_FLOAT: return R(zext_bool(F, LLVMBuildFCmp(B, LLVMRealOEQ, x, y, "")), BOOL());
        case IRB_NE_FLOAT: return R(zext_bool(F, LLVMBuildFCmp(B, LLVMRealUNE, x, y, "")), BOOL());
        case IRB_LT_FLOAT: return R(zext_bool(F, LLVMBuildFCmp(B, LLVMRealOLT, x, y, "")), BOOL());
        case IRB_LE_FLOAT: return R(zext_bool(F, LLVMBuildFCmp(B, LLVMRealOLE, x, y, "")), BOOL());
        case IRB_FPISEQ: {
            LLVMTypeRef it = LLVMIntTypeInContext(cg_context(), LLVMGetTypeKind(LLVMTypeOf(x)) == LLVMDoubleTypeKind ? 64 : 32);
            LLVMValueRef bothnan = LLVMBuildAnd(B, LLVMBuildFCmp(B, LLVMRealUNO, x, x, ""),
                                                LLVMBuildFCmp(B, LLVMRealUNO, y, y, ""), "");
            LLVMValueRef same = LLVMBuildICmp(B, LLVMIntEQ, LLVMBuildBitCast(B, x, it, ""),
                                              LLVMBuildBitCast(B, y, it, ""), "");
            return R(zext_bool(F, LLVMBuildOr(B, bothnan, same, "")), BOOL());
        }
        case IRB_ABS_FLOAT: return R(intrinsic(F, "llvm.fabs", LLVMTypeOf(x), 1, &x), t1);
        case IRB_COPYSIGN_FLOAT: {
            LLVMValueRef args[2] = {x, y};
            return R(intrinsic(F, "llvm.copysign", LLVMTypeOf(x), 2, args), t1);
        }
        case IRB_SQRT_LLVM: return R(intrinsic(F, "llvm.sqrt", LLVMTypeOf(x), 1, &x), t1);
        case IRB_FLOOR_LLVM: return R(intrinsic(F, "llvm.floor", LLVMTypeOf(x), 1, &x), t1);
        case IRB_CEIL_LLVM: return R(intrinsic(F, "llvm.ceil", LLVMTypeOf(x), 1, &x), t1);
        case IRB_TRUNC_LLVM: return R(intrinsic(F, "llvm.trunc", LLVMTypeOf(x), 1, &x), t1);
        case IRB_RINT_LLVM: return R(intrinsic(F, "llvm.rint", LLVMTypeOf(x), 1, &x), t1);
        case IRB_MULADD_FLOAT:
        case IRB_FMA_FLOAT: {
            LLVMValueRef args[3] = {x, y, a[3].v};
            return R(intrinsic(F, b == IRB_FMA_FLOAT ? "llvm.fma" : "llvm.fmuladd", LLVMTypeOf(x), 3, args), t1);
        }
        case IRB_CHECKED_SADD:
        case IRB_CHECKED_SSUB:
        case IRB_CHECKED_SMUL:
        case IRB_CHECKED_UADD:
        case IRB_CHECKED_USUB:
        case IRB_CHECKED_UMUL: {
            const char *nm = b == IRB_CHECKED_SADD ? "llvm.sadd.with.overflow"
                             : b == IRB_CHECKED_SSUB ? "llvm.ssub.with.overflow"
                             : b == IRB_CHECKED_SMUL ? "llvm.smul.with.overflow"
                             : b == IRB_CHECKED_UADD ? "llvm.uadd.with.overflow"
                             : b == IRB_CHECKED_USUB ? "llvm.usub.with.overflow"
                                                     : "llvm.umul.with.overflow";
            LLVMValueRef args[2] = {x, y};
            LLVMValueRef r = intrinsic(F, nm, LLVMTypeOf(x), 2, args);
            rt_type *rdt = (rt_type *)rtype;
            LLVMValueRef agg = cg_agg_start(rdt);
            agg = LLVMBuildInsertValue(B, agg, LLVMBuildExtractValue(B, r, 0, ""),
                                       cg_field_index(rdt, 0), "");
            agg = LLVMBuildInsertValue(B, agg, zext_bool(F, LLVMBuildExtractValue(B, r, 1, "")),
                                       cg_field_index(rdt, 1), "");
            return R(agg, rtype);
        }
        default:
            break;
        }
        /* conversions: a[1] is the target type (a ghost), a[2] the value */
        LLVMTypeRef to = cg_llvm_type(rtype);
        LLVMValueRef v = a[2].v;
        /* a target type left abstract (generic AOT fallbacks): convert at run time */
        bool abstract_to = LLVMGetTypeKind(to) == LLVMPointerTypeKind &&
                           (b != IRB_BITCAST || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMPointerTypeKind);
        if (!abstract_to) switch (b) {
        case IRB_SITOFP: return R(LLVMBuildSIToFP(B, v, to, ""), rtype);
        case IRB_UITOFP: return R(LLVMBuildUIToFP(B, v, to, ""), rtype);
        case IRB_FPTOSI: return R(LLVMBuildFPToSI(B, v, to, ""), rtype);
        case IRB_FPTOUI: return R(LLVMBuildFPToUI(B, v, to, ""), rtype);
        case IRB_FPTRUNC: return R(LLVMBuildFPTrunc(B, v, to, ""), rtype);
        case IRB_FPEXT: return R(LLVMBuildFPExt(B, v, to, ""), rtype);
        case IRB_TRUNC_INT: return R(LLVMBuildTrunc(B, v, to, ""), rtype);
        case IRB_SEXT_INT: return R(LLVMBuildSExt(B, v, to, ""), rtype);
        case IRB_ZEXT_INT: return R(LLVMBuildZExt(B, v, to, ""), rtype);
        case IRB_BITCAST: return R(LLVMBuildBitCast(B, v, to, ""), rtype);
        default:
            break;
        }
    }
    /* anything else goes through the runtime's generic builtin caller */
    LLVMValueRef arr = cg_alloca(F, LLVMArrayType2(cg_ptr_t(), n), "bargs");
    for (int i = 0; i < n; i++) {
        LLVMValueRef idx[2] = {LLVMConstInt(cg_i64(), 0, 0), LLVMConstInt(cg_i64(), i, 0)};
        LLVMBuildStore(B, cg_box(F, a[i]), LLVMBuildGEP2(B, LLVMArrayType2(cg_ptr_t(), n), arr, idx, 2, ""));
    }
    LLVMValueRef args[2] = {arr, LLVMConstInt(cg_i32(), n, 0)};
    cg_val v = R(cg_call_rt(F, "rt_apply_generic", cg_ptr_t(), 2, args), (rt_value *)rt_any_type);
    if (rtype == rt_bottom) {
        LLVMBuildUnreachable(B);
        LLVMPositionBuilderAtEnd(B, LLVMAppendBasicBlockInContext(cg_context(), F->fn, "after"));
        return cg_ghost(rt_bottom);
    }
    return cg_narrow(F, v, rtype);
}
