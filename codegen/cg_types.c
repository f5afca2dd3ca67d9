/* cg_types.c — how Julia values are represented in LLVM, and conversions between
 * representations: boxing, unboxing, small tagged unions.
 *
 * isbits-or-immutable concrete types are unboxed (Int64 → i64, Float64 → double, Bool → i8,
 * Char → i32, tuples and immutable structs → LLVM structs whose pointer fields hold boxed
 * references, packed with explicit padding where the host data layout would place a field
 * elsewhere than the runtime does, as it would an Int128 after an Int8); zero-size
 * singletons are ghosts (`{}`); unions of at most four members that are all unboxed or
 * ghosts are a {[n x i64] payload, i8 tag} pair; everything else is a pointer to a heap
 * object whose first word is its type. A union's payload may hold a member's pointer
 * fields as integers (`Union{Nothing, Tuple{String, Int64}}`, what `iterate` returns over
 * a Vector{String}): such values live only in registers and on the stack, which the
 * collector scans conservatively, and are boxed before they reach the heap (struct
 * fields and array elements of a union type are references: runtime/types.c). */
#include "cg_internal.h"
#include <stdlib.h>
#include <string.h>

static LLVMContextRef C(void) { return cg_context(); }
LLVMTypeRef cg_ptr_t(void) { return LLVMPointerTypeInContext(C(), 0); }
LLVMTypeRef cg_i64(void) { return LLVMInt64TypeInContext(C()); }
LLVMTypeRef cg_i32(void) { return LLVMInt32TypeInContext(C()); }
LLVMTypeRef cg_i8(void) { return LLVMInt8TypeInContext(C()); }
LLVMTypeRef cg_i1(void) { return LLVMInt1TypeInContext(C()); }
LLVMTypeRef cg_f64(void) { return LLVMDoubleTypeInContext(C()); }
LLVMTypeRef cg_void(void) { return LLVMVoidTypeInContext(C()); }
LLVMTypeRef cg_ghost_t(void) { return LLVMStructTypeInContext(C(), NULL, 0, 0); }

static bool is_type_of_type(rt_value *t)
{
    return rt_is_datatype(t) && ((rt_type *)t)->name == rt_type_typename;
}

static bool union_inlinable(rt_value *t)
{
    rt_value *ms[8];
    int n = rt_union_members(t, ms, 8);
    if (n < 2 || n > 4)
        return false;
    for (int i = 0; i < n; i++) {
        cg_repr r = cg_repr_of(ms[i]);
        if (r == CG_GHOST)
            continue;
        if (r != CG_UNBOXED)
            return false;
    }
    return true;
}

cg_repr cg_repr_of(rt_value *t)
{
    if (!t || t == rt_bottom)
        return CG_GHOST;
    if (rt_typeof(t) == rt_uniontype_type)
        return union_inlinable(t) ? CG_UNION : CG_BOXED;
    if (!rt_is_datatype(t))
        return CG_BOXED;
    rt_type *dt = (rt_type *)t;
    if (is_type_of_type(t)) {
        rt_value *p = dt->params[0];
        /* Type{Int64} has exactly one instance; Type{T} with a free T is abstract */
        return (rt_is_kind(p) && rt_typeof(p) != rt_tvar_type &&
                rt_unwrap_unionall(p) == p && rt_is_concrete(p)) ? CG_GHOST : CG_BOXED;
    }
    if (!(dt->flags & RT_CONCRETE) || (dt->flags & RT_MUTABLE))
        return CG_BOXED;
    if (dt->flags & RT_SINGLETON)
        return CG_GHOST;
    if (dt == rt_string_type || dt->name == rt_array_typename || dt == rt_symbol_type ||
        dt == rt_module_type || dt == rt_datatype_type || dt == rt_uniontype_type ||
        dt == rt_unionall_type || dt == rt_tvar_type || dt == rt_typename_type ||
        dt == rt_expr_type)
        return CG_BOXED;
    if (dt->size == 0 && dt->nfields == 0 && !(dt->flags & RT_PRIMITIVE))
        return CG_GHOST;
    return CG_UNBOXED;
}

int cg_union_words(rt_value *u)
{
    rt_value *ms[8];
    int n = rt_union_members(u, ms, 8), w = 0;
    for (int i = 0; i < n; i++) {
        if (cg_repr_of(ms[i]) == CG_GHOST)
            continue;
        int k = (int)((((rt_type *)ms[i])->size + 7) / 8);
        if (k > w)
            w = k;
    }
    return w ? w : 1;
}

int cg_union_tag(rt_value *u, rt_value *m)
{
    rt_value *ms[8];
    int n = rt_union_members(u, ms, 8);
    for (int i = 0; i < n; i++)
        if (rt_types_equal(ms[i], m))
            return i + 1;
    return 0;
}

/* The data layout every module is finally compiled under (the JIT's and the AOT target
 * machine's: both come from cg_host_tm). */
static LLVMTargetDataRef host_td(void)
{
    static LLVMTargetDataRef td;
    if (!td) {
        LLVMTargetMachineRef tm = cg_host_tm(2, true);
        td = LLVMCreateTargetDataLayout(tm);
        LLVMDisposeTargetMachine(tm);
    }
    return td;
}

/* Does LLVM's natural layout of struct st put dt's fields where the runtime does? The
 * runtime aligns every type to at most 8 bytes, as Julia does on x86-64, while the host's
 * data layout aligns i128 to 16: S(Int8, Int128, Int8) has fields at 0, 8, 24 and size 32
 * in the runtime but at 0, 16, 32 (size 48) naturally. */
static bool natural_layout_agrees(rt_type *dt, LLVMTypeRef st)
{
    LLVMTargetDataRef td = host_td();
    if (!dt->fieldoffsets || LLVMABISizeOfType(td, st) != dt->size)
        return false;
    for (int i = 0; i < dt->nfields; i++)
        if (LLVMOffsetOfElement(td, st, (unsigned)i) != dt->fieldoffsets[i])
            return false;
    return true;
}

/* A packed struct with explicit [n x i8] padding that reproduces the runtime's field
 * offsets and size exactly, whatever the data layout aligns (see cg_field_index). */
static LLVMTypeRef padded_struct(rt_type *dt, LLVMTypeRef *fts)
{
    LLVMTargetDataRef td = host_td();
    int n = dt->nfields;
    LLVMTypeRef els[2 * n + 1];
    unsigned ne = 0;
    uint64_t cur = 0;
    for (int i = 0; i < n; i++) {
        uint64_t off = dt->fieldoffsets ? dt->fieldoffsets[i] : cur;
        if (off > cur)
            els[ne++] = LLVMArrayType2(cg_i8(), off - cur);
        els[ne++] = fts[i];
        cur = (off > cur ? off : cur) + LLVMABISizeOfType(td, fts[i]);
    }
    if (dt->size > cur)
        els[ne++] = LLVMArrayType2(cg_i8(), dt->size - cur);
    return LLVMStructTypeInContext(C(), els, ne, 1);
}

/* DataType -> LLVM type, codegen's own table (LLVM types belong to this process's
 * context; a DataType may come from a Base image another process built). Open addressing,
 * keyed by address. */
static struct {
    rt_type **keys;     /* NULL: empty */
    LLVMTypeRef *vals;  /* the LLVM type of keys[i] */
    size_t n, cap;      /* used / slots (a power of two) */
} type_tab;

static size_t type_slot(rt_type *dt)
{
    size_t i = ((uintptr_t)dt >> 4) * 0x9E3779B97F4A7C15ull & (type_tab.cap - 1);
    while (type_tab.keys[i] && type_tab.keys[i] != dt)
        i = (i + 1) & (type_tab.cap - 1);
    return i;
}

static void type_put(rt_type *dt, LLVMTypeRef r)
{
    if (2 * (type_tab.n + 1) > type_tab.cap) {
        rt_type **ok = type_tab.keys;
        LLVMTypeRef *ov = type_tab.vals;
        size_t oc = type_tab.cap;
        type_tab.cap = oc ? 2 * oc : 1024;
        type_tab.keys = calloc(type_tab.cap, sizeof *type_tab.keys);
        type_tab.vals = calloc(type_tab.cap, sizeof *type_tab.vals);
        for (size_t i = 0; i < oc; i++)
            if (ok[i]) {
                size_t j = type_slot(ok[i]);
                type_tab.keys[j] = ok[i];
                type_tab.vals[j] = ov[i];
            }
        free(ok);
        free(ov);
    }
    size_t i = type_slot(dt);
    if (!type_tab.keys[i])
        type_tab.n++;
    type_tab.keys[i] = dt;
    type_tab.vals[i] = r;
}

LLVMTypeRef cg_llvm_dt(rt_type *dt)
{
    if (type_tab.cap) {
        size_t i = type_slot(dt);
        if (type_tab.keys[i])
            return type_tab.vals[i];
    }
    LLVMTypeRef r;
    if (dt == rt_bool_type || dt == rt_int8_type || dt == rt_uint8_type)
        r = cg_i8();
    else if (dt == rt_float64_type)
        r = cg_f64();
    else if (dt == rt_float32_type)
        r = LLVMFloatTypeInContext(C());
    else if (dt == rt_float16_type)
        r = LLVMHalfTypeInContext(C());
    else if (dt->flags & RT_PRIMITIVE)
        r = LLVMIntTypeInContext(C(), dt->size * 8);
    else {
        LLVMTypeRef fts[dt->nfields ? dt->nfields : 1];
        for (int i = 0; i < dt->nfields; i++) {
            bool inl = dt->fieldinline ? dt->fieldinline[i] : 0;
            rt_value *ft = dt->fieldtypes[i];
            if (!inl)
                fts[i] = cg_ptr_t();
            else if (cg_repr_of(ft) == CG_GHOST)
                fts[i] = cg_ghost_t();
            else
                fts[i] = cg_llvm_dt((rt_type *)ft);
        }
        r = LLVMStructTypeInContext(C(), fts, dt->nfields, 0);
        if (!natural_layout_agrees(dt, r))
            r = padded_struct(dt, fts);
    }
    type_put(dt, r);
    return r;
}

/* The aggregate a value of dt is built from by inserting its fields: zero padding in a
 * padded struct, so boxed copies hold no stray bytes. */
LLVMValueRef cg_agg_start(rt_type *dt)
{
    LLVMTypeRef st = cg_llvm_dt(dt);
    return LLVMIsPackedStruct(st) ? LLVMConstNull(st) : LLVMGetUndef(st);
}

/* Index of field i of dt among the elements of its LLVM struct (they differ only in a
 * packed struct, where padding arrays sit between fields). */
unsigned cg_field_index(rt_type *dt, int i)
{
    LLVMTypeRef st = cg_llvm_dt(dt);
    if (!LLVMIsPackedStruct(st))
        return (unsigned)i;
    LLVMTargetDataRef td = host_td();
    unsigned e = 0;
    for (int j = 0;; j++, e++) {
        if (LLVMOffsetOfElement(td, st, e) < dt->fieldoffsets[j])
            e++; /* the padding before field j */
        if (j == i)
            return e;
    }
}

LLVMTypeRef cg_llvm_type(rt_value *t)
{
    switch (cg_repr_of(t)) {
    case CG_GHOST:
        return cg_ghost_t();
    case CG_UNBOXED:
        return cg_llvm_dt((rt_type *)t);
    case CG_UNION: {
        LLVMTypeRef f[2] = {LLVMArrayType2(cg_i64(), cg_union_words(t)), cg_i8()};
        return LLVMStructTypeInContext(C(), f, 2, 0);
    }
    default:
        return cg_ptr_t();
    }
}

cg_val cg_ghost(rt_value *t)
{
    cg_val v = {LLVMGetUndef(cg_ghost_t()), t};
    return v;
}

static rt_value *ghost_instance(rt_value *t)
{
    rt_type *dt = (rt_type *)t;
    if (is_type_of_type(t))
        return dt->params[0];
    return dt->instance;
}

LLVMValueRef cg_typeof_boxed(cg_fn *F, LLVMValueRef p)
{
    return LLVMBuildLoad2(F->b, cg_ptr_t(), p, "type");
}

static LLVMValueRef payload_ptr(cg_fn *F, LLVMValueRef p)
{
    LLVMValueRef off = LLVMConstInt(cg_i64(), sizeof(rt_value), 0);
    return LLVMBuildGEP2(F->b, cg_i8(), p, &off, 1, "payload");
}

LLVMValueRef cg_box(cg_fn *F, cg_val v)
{
    cg_repr r = cg_repr_of(v.type);
    if (r == CG_BOXED)
        return v.v;
    if (r == CG_GHOST)
        return cg_const_obj(F->u, F->b, ghost_instance(v.type));
    if (r == CG_UNION) {
        /* switch on the tag, box each member */
        rt_value *ms[8];
        int n = rt_union_members(v.type, ms, 8);
        LLVMValueRef tag = cg_union_tag_of(F, v);
        LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(C(), F->fn, "ubox.done");
        LLVMBasicBlockRef blocks[8];
        LLVMValueRef vals[8];
        LLVMBasicBlockRef dflt = LLVMAppendBasicBlockInContext(C(), F->fn, "ubox.bad");
        LLVMValueRef sw = LLVMBuildSwitch(F->b, tag, dflt, n);
        for (int i = 0; i < n; i++) {
            LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(C(), F->fn, "ubox.case");
            LLVMAddCase(sw, LLVMConstInt(cg_i8(), i + 1, 0), bb);
            LLVMPositionBuilderAtEnd(F->b, bb);
            vals[i] = cg_box(F, cg_union_member(F, v, ms[i]));
            blocks[i] = LLVMGetInsertBlock(F->b);
            LLVMBuildBr(F->b, done);
        }
        LLVMPositionBuilderAtEnd(F->b, dflt);
        LLVMBuildUnreachable(F->b);
        LLVMPositionBuilderAtEnd(F->b, done);
        LLVMValueRef phi = LLVMBuildPhi(F->b, cg_ptr_t(), "uboxed");
        LLVMAddIncoming(phi, vals, blocks, n);
        return phi;
    }
    rt_type *dt = (rt_type *)v.type;
    if (dt == rt_int64_type) {
        LLVMValueRef a = v.v;
        return cg_call_rt(F, "rt_box_int64", cg_ptr_t(), 1, &a);
    }
    if (dt == rt_float64_type) {
        LLVMValueRef a = v.v;
        return cg_call_rt(F, "rt_box_float64", cg_ptr_t(), 1, &a);
    }
    if (dt == rt_bool_type) {
        LLVMValueRef c = LLVMBuildICmp(F->b, LLVMIntNE, v.v, LLVMConstInt(cg_i8(), 0, 0), "");
        return LLVMBuildSelect(F->b, c, cg_const_obj(F->u, F->b, rt_true),
                               cg_const_obj(F->u, F->b, rt_false), "bbox");
    }
    LLVMValueRef p = cg_alloc_obj(F, dt);
    LLVMBuildStore(F->b, v.v, payload_ptr(F, p));
    return p;
}

cg_val cg_unbox(cg_fn *F, LLVMValueRef p, rt_value *t)
{
    cg_repr r = cg_repr_of(t);
    if (r == CG_GHOST)
        return cg_ghost(t);
    if (r == CG_BOXED) {
        cg_val v = {p, t};
        return v;
    }
    if (r == CG_UNION) {
        /* a boxed value known to be one of the union's members */
        rt_value *ms[8];
        int n = rt_union_members(t, ms, 8);
        LLVMTypeRef ut = cg_llvm_type(t);
        LLVMValueRef slot = cg_alloca(F, ut, "unb");
        LLVMValueRef ty = cg_typeof_boxed(F, p);
        LLVMValueRef tagp = LLVMBuildStructGEP2(F->b, ut, slot, 1, "");
        LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(C(), F->fn, "unb.done");
        for (int i = 0; i < n; i++) {
            LLVMBasicBlockRef yes = LLVMAppendBasicBlockInContext(C(), F->fn, "unb.yes");
            LLVMBasicBlockRef no = LLVMAppendBasicBlockInContext(C(), F->fn, "unb.no");
            LLVMValueRef is;
            rt_type *mt = (rt_type *)ms[i];
            if (rt_is_datatype(ms[i]) && mt->name == rt_type_typename && mt->nparams == 1) {
                /* Type{X} holds X alone, whose own type (DataType, Union, ...) says
                 * nothing: the value is X itself */
                LLVMValueRef x = cg_const_obj(F->u, F->b, mt->params[0]);
                if (rt_is_datatype(mt->params[0])) {
                    is = LLVMBuildICmp(F->b, LLVMIntEQ, p, x, "");
                } else {
                    LLVMValueRef a[2] = {p, x};
                    is = LLVMBuildICmp(F->b, LLVMIntNE, cg_call_rt(F, "rt_egal", cg_i8(), 2, a),
                                       LLVMConstInt(cg_i8(), 0, 0), "");
                }
            } else {
                is = LLVMBuildICmp(F->b, LLVMIntEQ, ty, cg_const_obj(F->u, F->b, ms[i]), "");
            }
            LLVMBuildCondBr(F->b, is, yes, no);
            LLVMPositionBuilderAtEnd(F->b, yes);
            LLVMBuildStore(F->b, LLVMConstInt(cg_i8(), i + 1, 0), tagp);
            if (cg_repr_of(ms[i]) == CG_UNBOXED) {
                LLVMValueRef x = LLVMBuildLoad2(F->b, cg_llvm_type(ms[i]), payload_ptr(F, p), "");
                LLVMBuildStore(F->b, x, slot);
            }
            LLVMBuildBr(F->b, done);
            LLVMPositionBuilderAtEnd(F->b, no);
        }
        LLVMBuildBr(F->b, done);
        LLVMPositionBuilderAtEnd(F->b, done);
        cg_val v = {LLVMBuildLoad2(F->b, ut, slot, "unbu"), t};
        return v;
    }
    cg_val v = {LLVMBuildLoad2(F->b, cg_llvm_type(t), payload_ptr(F, p), "unbox"), t};
    return v;
}

LLVMValueRef cg_union_tag_of(cg_fn *F, cg_val v)
{
    return LLVMBuildExtractValue(F->b, v.v, 1, "tag");
}

cg_val cg_union_member(cg_fn *F, cg_val v, rt_value *m)
{
    if (cg_repr_of(m) == CG_GHOST)
        return cg_ghost(m);
    LLVMTypeRef ut = cg_llvm_type(v.type);
    LLVMValueRef slot = cg_alloca(F, ut, "um");
    LLVMBuildStore(F->b, v.v, slot);
    cg_val r = {LLVMBuildLoad2(F->b, cg_llvm_type(m), slot, "member"), m};
    return r;
}

static cg_val to_union(cg_fn *F, cg_val v, rt_value *u)
{
    LLVMTypeRef ut = cg_llvm_type(u);
    if (cg_repr_of(v.type) == CG_UNION) {
        /* subset union: remap tags */
        rt_value *ms[8];
        int n = rt_union_members(v.type, ms, 8);
        LLVMValueRef slot = cg_alloca(F, ut, "uu");
        LLVMValueRef src = cg_alloca(F, cg_llvm_type(v.type), "us");
        LLVMBuildStore(F->b, v.v, src);
        LLVMValueRef old = cg_union_tag_of(F, v), nt = LLVMConstInt(cg_i8(), 0, 0);
        for (int i = 0; i < n; i++) {
            LLVMValueRef is = LLVMBuildICmp(F->b, LLVMIntEQ, old,
                                            LLVMConstInt(cg_i8(), i + 1, 0), "");
            nt = LLVMBuildSelect(F->b, is, LLVMConstInt(cg_i8(), cg_union_tag(u, ms[i]), 0),
                                 nt, "");
        }
        int w = cg_union_words(v.type);
        LLVMValueRef words = LLVMBuildLoad2(F->b, LLVMArrayType2(cg_i64(), w), src, "");
        LLVMBuildStore(F->b, words, slot);
        LLVMBuildStore(F->b, nt, LLVMBuildStructGEP2(F->b, ut, slot, 1, ""));
        cg_val r = {LLVMBuildLoad2(F->b, ut, slot, ""), u};
        return r;
    }
    LLVMValueRef slot = cg_alloca(F, ut, "tu");
    LLVMBuildStore(F->b, LLVMConstNull(ut), slot);
    if (cg_repr_of(v.type) == CG_UNBOXED)
        LLVMBuildStore(F->b, v.v, slot);
    LLVMBuildStore(F->b, LLVMConstInt(cg_i8(), cg_union_tag(u, v.type), 0),
                   LLVMBuildStructGEP2(F->b, ut, slot, 1, ""));
    cg_val r = {LLVMBuildLoad2(F->b, ut, slot, "union"), u};
    return r;
}

cg_val cg_convert(cg_fn *F, cg_val v, rt_value *to)
{
    if (v.type == to || rt_types_equal(v.type, to))
        return (cg_val){v.v, to};
    cg_repr from = cg_repr_of(v.type), tr = cg_repr_of(to);
    if (v.type == rt_bottom) {
        cg_val u = {LLVMGetUndef(cg_llvm_type(to)), to};
        return u;
    }
    if (tr == CG_BOXED) {
        cg_val r = {cg_box(F, v), to};
        return r;
    }
    if (tr == CG_UNION && (from == CG_UNBOXED || from == CG_GHOST || from == CG_UNION))
        return to_union(F, v, to);
    return cg_narrow(F, v, to);
}

cg_val cg_narrow(cg_fn *F, cg_val v, rt_value *to)
{
    cg_repr from = cg_repr_of(v.type), tr = cg_repr_of(to);
    if (v.type == to || rt_types_equal(v.type, to))
        return (cg_val){v.v, to};
    if (from == CG_UNION && tr != CG_BOXED && tr != CG_UNION)
        return cg_union_member(F, v, to);
    if (tr == CG_BOXED && from == CG_BOXED)
        return (cg_val){v.v, to};
    LLVMValueRef p = cg_box(F, v);
    if (tr == CG_BOXED)
        return (cg_val){p, to};
    if (rt_is_concrete(to)) {
        LLVMValueRef args[2] = {p, cg_const_obj(F->u, F->b, to)};
        cg_call_rt(F, "rt_typeassert_exact", cg_void(), 2, args);
    }
    return cg_unbox(F, p, to);
}

LLVMValueRef cg_dyn_type(cg_fn *F, cg_val v)
{
    cg_repr r = cg_repr_of(v.type);
    if (r == CG_BOXED)
        return cg_typeof_boxed(F, v.v);
    if (r == CG_UNION) {
        rt_value *ms[8];
        int n = rt_union_members(v.type, ms, 8);
        LLVMValueRef tag = cg_union_tag_of(F, v), res = cg_const_obj(F->u, F->b, ms[0]);
        for (int i = 1; i < n; i++) {
            LLVMValueRef is = LLVMBuildICmp(F->b, LLVMIntEQ, tag,
                                            LLVMConstInt(cg_i8(), i + 1, 0), "");
            res = LLVMBuildSelect(F->b, is, cg_const_obj(F->u, F->b, ms[i]), res, "");
        }
        return res;
    }
    if (r == CG_GHOST && is_type_of_type(v.type))
        return cg_const_obj(F->u, F->b, (rt_value *)rt_typeof(ghost_instance(v.type)));
    return cg_const_obj(F->u, F->b, v.type);
}
