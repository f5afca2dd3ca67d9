/* cg_func.c — emitting one specialization: slots become allocas (mem2reg promotes them),
 * statements become instructions, jump targets start basic blocks. Values move between
 * representations only through cg_convert/cg_narrow (cg_types.c). */
#include "cg_internal.h"
#include <stdio.h>
#include <string.h>

static int mi_counter RT_IMAGE_STATE; /* names julia_NAME_N (a Base image's carry on) */

LLVMValueRef cg_alloca(cg_fn *F, LLVMTypeRef t, const char *name)
{
    return LLVMBuildAlloca(F->eb, t, name);
}

static rt_value *ret_type(ir_mi *mi)
{
    return mi->rettype.type ? mi->rettype.type : rt_bottom;
}

/* A value of a type without bits (a singleton such as `nothing` or a function) is a ghost:
 * a specialization takes none as an argument and returns none, as in Julia. Fast
 * instruction selection, which -O0 code (an executable's fallbacks) relies on, also lowers
 * no empty-struct parameter or return value. */
static bool is_ghost(rt_value *t)
{
    return t != rt_bottom && cg_repr_of(t) == CG_GHOST;
}

LLVMTypeRef cg_mi_fntype(ir_mi *mi)
{
    LLVMTypeRef ps[mi->nargs ? mi->nargs : 1];
    unsigned n = 0;
    for (int i = 0; i < mi->nargs; i++)
        if (!is_ghost(mi->argt[i]))
            ps[n++] = cg_llvm_type(mi->argt[i]);
    rt_value *rt = ret_type(mi);
    LLVMTypeRef r = rt == rt_bottom || is_ghost(rt) ? cg_void() : cg_llvm_type(rt);
    return LLVMFunctionType(r, ps, n, 0);
}

LLVMValueRef cg_mi_param(LLVMValueRef fn, ir_mi *mi, int i)
{
    if (is_ghost(mi->argt[i]))
        return LLVMGetUndef(cg_llvm_type(mi->argt[i]));
    unsigned k = 0;
    for (int j = 0; j < i; j++)
        k += !is_ghost(mi->argt[j]);
    return LLVMGetParam(fn, k);
}

LLVMValueRef cg_mi_call(LLVMBuilderRef b, ir_mi *mi, LLVMValueRef fn, LLVMValueRef *av)
{
    LLVMValueRef kept[mi->nargs ? mi->nargs : 1];
    unsigned n = 0;
    for (int i = 0; i < mi->nargs; i++)
        if (!is_ghost(mi->argt[i]))
            kept[n++] = av[i];
    LLVMValueRef r = LLVMBuildCall2(b, cg_mi_fntype(mi), fn, kept, n, "");
    return is_ghost(ret_type(mi)) ? LLVMGetUndef(cg_llvm_type(ret_type(mi))) : r;
}

static void name_mi(ir_mi *mi)
{
    if (mi->cname)
        return;
    const char *n = mi->def->name ? mi->def->name->name : "thunk";
    char buf[256];
    snprintf(buf, sizeof buf, "julia_%s_%d", n, ++mi_counter);
    mi->cname = rt_alloc_permanent(strlen(buf) + 1);
    strcpy(mi->cname, buf);
}

static void queue_push(cg_unit *u, ir_mi *mi)
{
    if (u->nemitted == u->capemitted) {
        int nc = u->capemitted ? u->capemitted * 2 : 32;
        ir_mi **a = rt_alloc(sizeof(ir_mi *) * nc);
        if (u->nemitted)
            memcpy(a, u->emitted, sizeof(ir_mi *) * u->nemitted);
        u->emitted = a;
        u->capemitted = nc;
    }
    u->emitted[u->nemitted++] = mi;
}

/* Cross-unit inlining in the JIT. A call into a function an earlier unit compiled cannot
 * be inlined, so code compiled after top-level code used `1:n` would call `iterate` on
 * every loop step. A small callee (no try, few statements) is therefore emitted again in
 * the calling unit, available_externally: LLVM may inline it, and no symbol is defined
 * twice. The callees of such a body qualify too, down to a depth, within a per-unit budget
 * of statements, since each body costs optimisation time; a top-level thunk's own calls
 * (which run once) draw on a smaller budget of their own. With the Base image nearly every
 * Base callee was "compiled earlier", so under a loop the limits are those of a whole call
 * tree (the default RNG's step is 4 levels and ~40 statements below rand(): the shared rng
 * kernel ran 5.5x slower with 2 levels of 20 statements); straight-line code, where
 * inlining saves a call or two, keeps the small limits and compiles faster. */
enum { REEMIT_MAX_STMTS = 20, REEMIT_DEPTH = 2, REEMIT_BUDGET = 300, REEMIT_THUNK = 100,
       REEMIT_TINY = 2, REEMIT_TINY_DEPTH = 4,
       LOOP_MAX_STMTS = 60, LOOP_DEPTH = 6, LOOP_BUDGET = 1000 };

static bool reemit_candidate(cg_unit *u, ir_mi *mi)
{
    bool loopy = u->curloopy;
    /* (a body of one or two statements, `convert(::Type{T}, x::T) = x`, deeper too) */
    int maxdepth = mi->code && mi->code->nstmts <= REEMIT_TINY
                       ? (loopy ? LOOP_DEPTH : REEMIT_TINY_DEPTH)
                       : (loopy ? LOOP_DEPTH : REEMIT_DEPTH);
    int maxstmts = loopy ? LOOP_MAX_STMTS : REEMIT_MAX_STMTS;
    int budget = loopy ? LOOP_BUDGET : REEMIT_BUDGET;
    if (u->mode != CG_JIT || cg_opt_level == 0 || u->curdepth >= maxdepth || !mi->code ||
        mi->code->nstmts > maxstmts ||
        (u->in_thunk && !loopy ? u->thunkstmts + mi->code->nstmts > REEMIT_THUNK
                               : u->againstmts - u->thunkstmts + mi->code->nstmts > budget))
        return false;
    for (int i = 0; i < mi->code->nstmts; i++)
        if (mi->code->stmts[i].op == IR_ENTER)
            return false;
    return true;
}

static void again_push(cg_unit *u, ir_mi *mi)
{
    if (u->nagain == u->capagain) {
        int nc = u->capagain ? u->capagain * 2 : 32;
        ir_mi **a = rt_alloc(sizeof(ir_mi *) * nc);
        int *d = rt_alloc_atomic(sizeof(int) * nc);
        uint8_t *l = rt_alloc_atomic((size_t)nc);
        if (u->nagain) {
            memcpy(a, u->again, sizeof(ir_mi *) * u->nagain);
            memcpy(d, u->againdepth, sizeof(int) * u->nagain);
            memcpy(l, u->againloopy, (size_t)u->nagain);
        }
        u->again = a, u->againdepth = d, u->againloopy = l, u->capagain = nc;
    }
    u->againloopy[u->nagain] = u->curloopy;
    u->againdepth[u->nagain] = u->curdepth + 1;
    u->again[u->nagain++] = mi;
    u->againstmts += mi->code->nstmts;
    if (u->in_thunk)
        u->thunkstmts += mi->code->nstmts;
}

LLVMValueRef cg_mi_function(cg_unit *u, ir_mi *mi)
{
    if (mi->state != IR_MI_DONE)
        ir_infer(mi);
    name_mi(mi);
    LLVMValueRef fn = LLVMGetNamedFunction(u->mod, mi->cname);
    if (fn)
        return fn;
    fn = LLVMAddFunction(u->mod, mi->cname, cg_mi_fntype(mi));
    if (!mi->compiled || u->mode == CG_AOT) {
        queue_push(u, mi); /* body emitted by cg_emit_mi's worklist */
        /* defined in this module: protected makes calls to it direct, still exported */
        LLVMSetVisibility(fn, LLVMProtectedVisibility);
    } else if (reemit_candidate(u, mi)) {
        again_push(u, mi);
        LLVMSetLinkage(fn, LLVMAvailableExternallyLinkage);
    }
    return fn;
}

/* ---------------------------------------------------------------- operands */
/* Julia's UndefVarError for a local read before it is assigned: a slot never assigned
 * throws outright, one assigned on some paths only when its flag is still 0. */
static void undef_check(cg_fn *F, int slot)
{
    rt_sym *name = F->f->slots[slot].name ? F->f->slots[slot].name : rt_symbol("#undef#");
    LLVMValueRef nm = cg_const_obj(F->u, F->b, (rt_value *)name);
    LLVMBasicBlockRef ok = NULL;
    if (F->defined && F->defined[slot]) {
        LLVMValueRef d = LLVMBuildLoad2(F->b, cg_i8(), F->defined[slot], "isdef");
        LLVMBasicBlockRef bad = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "undef");
        ok = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "def");
        LLVMBuildCondBr(F->b, LLVMBuildICmp(F->b, LLVMIntNE, d, LLVMConstInt(cg_i8(), 0, 0), ""),
                        ok, bad);
        LLVMPositionBuilderAtEnd(F->b, bad);
    } else if (F->slots[slot]) {
        return; /* assigned on every path after all (no flag was needed) */
    }
    cg_call_rt(F, "rt_throw_undefvar", cg_void(), 1, &nm);
    LLVMBuildUnreachable(F->b);
    if (!ok) /* the rest of the statement is unreachable: give it a block */
        ok = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "dead");
    LLVMPositionBuilderAtEnd(F->b, ok);
}

cg_val cg_operand(cg_fn *F, ir_val v)
{
    switch (v.kind) {
    case IRV_SSA:
        return F->ssa[v.idx];
    case IRV_SLOT: {
        rt_value *t = F->f->slots[v.idx].type.type;
        if (F->f->slots[v.idx].maybe_undef && !F->f->slots[v.idx].is_arg)
            undef_check(F, v.idx);
        if (!t || t == rt_bottom || !F->slots[v.idx])
            return cg_ghost(rt_bottom);
        if (cg_repr_of(t) == CG_GHOST) /* no bits: nothing to load (nor store, below) */
            return (cg_val){LLVMGetUndef(cg_ghost_t()), t};
        return (cg_val){LLVMBuildLoad2(F->b, cg_llvm_type(t), F->slots[v.idx], ""), t};
    }
    case IRV_CONST:
        return cg_const_val(F, v.c);
    case IRV_GLOBAL: {
        rt_binding *b = rt_find_binding(v.mod, v.name);
        if (b && b->constant && b->value)
            return cg_const_val(F, b->value);
        if (!b)
            b = rt_get_binding(v.mod, v.name);
        LLVMValueRef bp = cg_const_binding(F->u, F->b, b);
        LLVMValueRef p = cg_call_rt(F, "rt_binding_get_checked", cg_ptr_t(), 1, &bp);
        return cg_unbox(F, p, ir_global_type(b, F->mi ? F->mi->gepoch : ir_global_epoch));
    }
    default:
        return cg_ghost((rt_value *)rt_nothing_type);
    }
}

/* ---------------------------------------------------------------- calls */
/* An operand of type Union{} (a variable never assigned, read after its undefined
 * check threw) means the statement is never reached: end the block there rather
 * than box a value that has no instance. */
static bool unreached_operand(cg_fn *F, const cg_val *args, int n)
{
    for (int i = 0; i < n; i++) {
        if (args[i].type == rt_bottom) {
            LLVMBuildUnreachable(F->b);
            LLVMPositionBuilderAtEnd(F->b, LLVMAppendBasicBlockInContext(cg_context(), F->fn,
                                                                         "unreached"));
            return true;
        }
    }
    return false;
}

cg_val cg_call_mi(cg_fn *F, ir_mi *mi, int n, cg_val *args)
{
    LLVMValueRef fn = F->self_call && mi == F->mi ? F->self_call : cg_mi_function(F->u, mi);
    LLVMValueRef av[n ? n : 1];
    for (int i = 0; i < n; i++)
        av[i] = cg_convert(F, args[i], mi->argt[i]).v;
    LLVMValueRef r = cg_mi_call(F->b, mi, fn, av);
    if (F->memfree_self && mi == F->mi && LLVMIsACallInst(r)) {
        unsigned k = LLVMGetEnumAttributeKindForName("memory", 6);
        LLVMAddCallSiteAttribute(r, LLVMAttributeFunctionIndex,
                                 LLVMCreateEnumAttribute(cg_context(), k, 0));
    }
    rt_value *rt = ret_type(mi);
    if (rt == rt_bottom) {
        LLVMBuildUnreachable(F->b);
        LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "after.call");
        LLVMPositionBuilderAtEnd(F->b, bb);
        return cg_ghost(rt_bottom);
    }
    cg_val v = {r, rt};
    return v;
}

/* The number of arguments _apply_iterate expands to (the callee and every tuple field). */
static int apply_count(cg_fn *F, ir_stmt *s)
{
    int m = 1;
    for (int i = 3; i < s->nargs; i++)
        m += ((rt_type *)ir_infer_val(F->f, s->args[i]).type)->nfields;
    return m;
}

/* Every collection of _apply_iterate(iterate, f, collections...) is a tuple of known length */
static bool apply_expandable(cg_fn *F, ir_stmt *s)
{
    for (int i = 3; i < s->nargs; i++) {
        rt_value *t = ir_infer_val(F->f, s->args[i]).type;
        if (!rt_is_datatype(t) || !(((rt_type *)t)->flags & RT_TUPLE))
            return false;
        rt_type *dt = (rt_type *)t;
        if (dt->nparams > 0 && rt_is_vararg(dt->params[dt->nparams - 1]))
            return false;
    }
    /* inference resolves splats of at most 64 arguments; longer ones splat at run time */
    return s->nargs >= 3 && apply_count(F, s) <= 64;
}

/* _apply_iterate(iterate, f, tuples...) with known tuple types: the flattened arguments */
static int expand_apply(cg_fn *F, ir_stmt *s, cg_val *out, int max)
{
    int m = 0;
    out[m++] = cg_operand(F, s->args[2]);
    for (int i = 3; i < s->nargs; i++) {
        cg_val t = cg_operand(F, s->args[i]);
        rt_type *dt = (rt_type *)t.type;
        for (int k = 0; k < dt->nfields && m < max; k++) {
            rt_value *ft = dt->fieldtypes[k];
            cg_val e;
            if (cg_repr_of(ft) == CG_GHOST)
                e = cg_ghost(ft);
            else if (cg_repr_of(t.type) == CG_UNBOXED) {
                e.v = LLVMBuildExtractValue(F->b, t.v, cg_field_index(dt, k), "");
                e.type = ft;
                if (!dt->fieldinline[k])
                    e = cg_unbox(F, e.v, ft);
            } else {
                LLVMValueRef a2[2] = {cg_box(F, t), cg_box(F, cg_const_val(F, rt_box_int64(k + 1)))};
                e = cg_narrow(F, (cg_val){cg_call_rt(F, "rt_getfield_dyn", cg_ptr_t(), 2, a2),
                                          (rt_value *)rt_any_type}, ft);
            }
            out[m++] = e;
        }
    }
    return m;
}

/* Room for n operands: on the stack when few (calls may pass any number). */
static cg_val *operand_buf(cg_val *small, int nsmall, int n)
{
    return n <= nsmall ? small : rt_alloc(sizeof(cg_val) * (size_t)n);
}

static cg_val emit_call(cg_fn *F, ir_stmt *s)
{
    cg_val small[64];
    int n = s->nargs;
    cg_val *args = operand_buf(small, 64, n);
    if (s->builtin == IRB_APPLY_ITERATE) {
        if (!apply_expandable(F, s)) { /* collections of unknown length: the runtime splats */
            for (int i = 1; i < n; i++)
                args[i - 1] = cg_operand(F, s->args[i]);
            if (unreached_operand(F, args, n - 1))
                return cg_ghost(rt_bottom);
            return cg_call_boxed_args(F, "rt_apply_iterate_dyn", n - 1, args, s->type.type);
        }
        n = expand_apply(F, s, args, 64);
        if (s->mi)
            return cg_call_mi(F, s->mi, n, args);
        return cg_call_dynamic(F, n, args, s->type.type);
    }
    for (int i = 0; i < n; i++)
        args[i] = cg_operand(F, s->args[i]);
    if (unreached_operand(F, args, n))
        return cg_ghost(rt_bottom);
    if (s->ntargets)
        return cg_emit_split_call(F, s, n, args);
    if (s->split)
        cg_split_check(F, s);
    if (s->builtin >= 0)
        return cg_emit_builtin(F, s, s->builtin, n, args);
    /* a call of code without effects whose result has no bits (a type, a singleton:
     * promote_type(Int64, Float64)) is that result: nothing need run */
    if (s->mi && !s->split && is_ghost(ret_type(s->mi)) && ir_thunk_pure(s->mi))
        return cg_ghost(ret_type(s->mi));
    if (s->mi)
        return cg_call_mi(F, s->mi, n, args);
    return cg_call_dynamic(F, n, args, s->type.type);
}

static cg_val emit_new(cg_fn *F, ir_stmt *s)
{
    rt_value *T = s->type.type;
    int n = s->nargs - 1;
    if (!rt_is_datatype(T) || !rt_is_concrete(T)) {
        cg_val small[64];
        cg_val *args = operand_buf(small, 64, s->nargs);
        for (int i = 0; i < s->nargs; i++)
            args[i] = cg_operand(F, s->args[i]);
        if (unreached_operand(F, args, s->nargs))
            return cg_ghost(rt_bottom);
        LLVMValueRef arr = cg_alloca(F, LLVMArrayType2(cg_ptr_t(), n ? n : 1), "newargs");
        for (int i = 0; i < n; i++) {
            LLVMValueRef idx[2] = {LLVMConstInt(cg_i64(), 0, 0), LLVMConstInt(cg_i64(), i, 0)};
            LLVMBuildStore(F->b, cg_box(F, args[i + 1]),
                           LLVMBuildGEP2(F->b, LLVMArrayType2(cg_ptr_t(), n ? n : 1), arr, idx, 2, ""));
        }
        LLVMValueRef a[3] = {cg_box(F, args[0]), arr, LLVMConstInt(cg_i32(), n, 0)};
        cg_val r = {cg_call_rt(F, "rt_new_struct_dyn", cg_ptr_t(), 3, a), (rt_value *)rt_any_type};
        return r;
    }
    rt_type *dt = (rt_type *)T;
    cg_repr r = cg_repr_of(T);
    if (r == CG_GHOST)
        return cg_ghost(T);
    LLVMValueRef agg = cg_agg_start(dt);
    for (int i = 0; i < dt->nfields; i++) {
        rt_value *ft = dt->fieldtypes[i];
        cg_val a = i < n ? cg_operand(F, s->args[i + 1]) : cg_ghost(ft);
        LLVMValueRef fv;
        if (!dt->fieldinline[i]) {
            fv = i < n ? cg_box(F, cg_convert(F, a, ft)) : LLVMConstNull(cg_ptr_t());
        } else if (i >= n) { /* a partial new leaves an isbits field unset: zeros */
            fv = LLVMConstNull(LLVMStructGetTypeAtIndex(LLVMTypeOf(agg), cg_field_index(dt, i)));
        } else {
            fv = cg_convert(F, a, ft).v;
            if (cg_repr_of(ft) == CG_GHOST)
                fv = LLVMGetUndef(cg_ghost_t());
        }
        agg = LLVMBuildInsertValue(F->b, agg, fv, cg_field_index(dt, i), "");
    }
    if (r == CG_UNBOXED)
        return (cg_val){agg, T};
    LLVMValueRef p = cg_alloc_obj(F, dt);
    LLVMValueRef off = LLVMConstInt(cg_i64(), sizeof(rt_value), 0);
    LLVMBuildStore(F->b, agg, LLVMBuildGEP2(F->b, cg_i8(), p, &off, 1, ""));
    return (cg_val){p, T};
}

static LLVMValueRef cond_i1(cg_fn *F, cg_val c)
{
    if (c.type == (rt_value *)rt_bool_type)
        return LLVMBuildICmp(F->b, LLVMIntNE, c.v, LLVMConstInt(cg_i8(), 0, 0), "cond");
    LLVMValueRef p = cg_box(F, c);
    LLVMValueRef b = cg_call_rt(F, "rt_check_bool", cg_i8(), 1, &p);
    return LLVMBuildICmp(F->b, LLVMIntNE, b, LLVMConstInt(cg_i8(), 0, 0), "cond");
}

static bool is_leader_source(ir_op op)
{
    return op == IR_GOTO || op == IR_GOTOIFNOT || op == IR_RETURN || op == IR_ENTER;
}

/* Is fn the always-inlined twin of a self-recursive body (emit_specialization: the only
 * body emitted with internal linkage)? */
static bool self_call_is_twin(cg_fn *F, LLVMValueRef fn)
{
    return F->self_call && LLVMGetLinkage(fn) == LLVMInternalLinkage;
}

static void emit_body(cg_unit *u, ir_mi *mi, LLVMValueRef fn, bool boxed_ret,
                      LLVMValueRef self_call, bool memfree, bool osr)
{
    cg_fn FS, *F = &FS;
    memset(F, 0, sizeof FS);
    F->osr_entry = osr;
    F->self_call = self_call;
    F->memfree_self = memfree;
    F->u = u;
    F->mi = mi;
    F->f = mi->code;
    F->fn = fn;
    F->boxed_ret = boxed_ret;
    ir_func *f = mi->code;
    F->b = LLVMCreateBuilderInContext(cg_context());
    F->eb = LLVMCreateBuilderInContext(cg_context());
    F->entry = LLVMAppendBasicBlockInContext(cg_context(), fn, "entry");
    LLVMPositionBuilderAtEnd(F->eb, F->entry);
    LLVMBasicBlockRef start = LLVMAppendBasicBlockInContext(cg_context(), fn, "top");
    LLVMPositionBuilderAtEnd(F->b, start);
    cg_side_effect_marker(F);
    F->blocks = rt_alloc(sizeof(LLVMBasicBlockRef) * (f->nstmts + 1));
    F->ssa = rt_alloc(sizeof(cg_val) * (f->nstmts + 1));
    F->slots = rt_alloc(sizeof(LLVMValueRef) * (f->nslots + 1));
    for (int i = 0; i < f->nstmts; i++) {
        ir_stmt *s = &f->stmts[i];
        if (s->op == IR_GOTO || s->op == IR_GOTOIFNOT || s->op == IR_ENTER)
            if (s->target >= 0 && s->target < f->nstmts && !F->blocks[s->target])
                F->blocks[s->target] = LLVMAppendBasicBlockInContext(cg_context(), fn, "L");
        if (is_leader_source(s->op) && i + 1 < f->nstmts && !F->blocks[i + 1])
            F->blocks[i + 1] = LLVMAppendBasicBlockInContext(cg_context(), fn, "L");
    }
    ir_find_maybe_undef(f);
    F->defined = rt_alloc(sizeof(LLVMValueRef) * (f->nslots + 1));
    for (int i = 0; i < f->nslots; i++) {
        rt_value *t = f->slots[i].type.type;
        if (t && t != rt_bottom)
            F->slots[i] = cg_alloca(F, cg_llvm_type(t), f->slots[i].name ? f->slots[i].name->name : "");
        if (F->slots[i] && f->slots[i].maybe_undef && !f->slots[i].is_arg) {
            F->defined[i] = cg_alloca(F, cg_i8(), "defined");
            LLVMBuildStore(F->eb, LLVMConstInt(cg_i8(), 0, 0), F->defined[i]);
        }
    }
    /* arguments into their slots */
    ir_method *m = mi->def;
    int fixed = m->isva ? m->nargs - 1 : m->nargs;
    for (int i = 0; i < fixed && i < f->nslots; i++) {
        if (!F->slots[i] || cg_repr_of(f->slots[i].type.type) == CG_GHOST)
            continue;
        cg_val a = {cg_mi_param(fn, mi, i), mi->argt[i]};
        LLVMBuildStore(F->b, cg_convert(F, a, f->slots[i].type.type).v, F->slots[i]);
    }
    if (m->isva && F->slots[fixed]) {
        rt_value *tt = f->slots[fixed].type.type;
        rt_type *dt = (rt_type *)rt_unwrap_unionall(tt);
        if (cg_repr_of(tt) == CG_UNBOXED && rt_is_datatype((rt_value *)dt)) {
            LLVMValueRef agg = cg_agg_start(dt);
            for (int k = 0; k < dt->nfields; k++) {
                cg_val a = {cg_mi_param(fn, mi, fixed + k), mi->argt[fixed + k]};
                LLVMValueRef fv = dt->fieldinline[k] ? cg_convert(F, a, dt->fieldtypes[k]).v
                                                     : cg_box(F, a);
                agg = LLVMBuildInsertValue(F->b, agg, fv, cg_field_index(dt, k), "");
            }
            LLVMBuildStore(F->b, agg, F->slots[fixed]);
        } else if (cg_repr_of(tt) == CG_BOXED) {
            int nva = mi->nargs - fixed;
            cg_val small[64];
            cg_val *args = operand_buf(small, 64, nva);
            for (int k = 0; k < nva; k++)
                args[k] = (cg_val){cg_mi_param(fn, mi, fixed + k), mi->argt[fixed + k]};
            LLVMValueRef arr = cg_alloca(F, LLVMArrayType2(cg_ptr_t(), nva ? nva : 1), "va");
            for (int k = 0; k < nva; k++) {
                LLVMValueRef idx[2] = {LLVMConstInt(cg_i64(), 0, 0), LLVMConstInt(cg_i64(), k, 0)};
                LLVMBuildStore(F->b, cg_box(F, args[k]),
                               LLVMBuildGEP2(F->b, LLVMArrayType2(cg_ptr_t(), nva ? nva : 1), arr, idx, 2, ""));
            }
            LLVMValueRef a[2] = {LLVMConstInt(cg_i32(), nva, 0), arr};
            LLVMBuildStore(F->b, cg_call_rt(F, "rt_new_tuple", cg_ptr_t(), 2, a), F->slots[fixed]);
        }
    }
    cg_gframe_enter(F);
    cg_exc_begin(F, boxed_ret);
    rt_value *rt = ret_type(mi);
    /* the JIT's tiers (cg_tier.c): a loop header counts its entries where on-stack
     * replacement can enter the optimised code */
    bool *hdr = NULL;
    bool own = u->mode == CG_JIT && cg_tiering && u->curdepth == 0 && !self_call_is_twin(F, fn);
    if (own && cg_loop_has_any(f)) {
        if (cg_osr_able(f))
            hdr = cg_loop_headers(f);
        else
            u->osr_blocked = true;
    }
    for (int i = 0; i < f->nstmts; i++) {
        ir_stmt *s = &f->stmts[i];
        if (F->blocks[i]) {
            if (!LLVMGetBasicBlockTerminator(LLVMGetInsertBlock(F->b)))
                LLVMBuildBr(F->b, F->blocks[i]);
            LLVMPositionBuilderAtEnd(F->b, F->blocks[i]);
            if (hdr && hdr[i] && !s->dead)
                cg_tier_loop_marker(F, i);
        }
        if (s->dead)
            continue;
        if (LLVMGetBasicBlockTerminator(LLVMGetInsertBlock(F->b))) {
            LLVMBasicBlockRef bb = LLVMAppendBasicBlockInContext(cg_context(), fn, "dead");
            LLVMPositionBuilderAtEnd(F->b, bb);
        }
        cg_exc_stmt(F, i);
        cg_val v = cg_ghost((rt_value *)rt_nothing_type);
        switch (s->op) {
        case IR_CALL:
        case IR_INVOKE:
            v = emit_call(F, s);
            break;
        case IR_NEW:
            v = emit_new(F, s);
            break;
        case IR_ASSIGN: {
            cg_val x = cg_operand(F, s->args[0]);
            rt_value *st = f->slots[s->slot].type.type;
            if (F->slots[s->slot] && x.type != rt_bottom && cg_repr_of(st) != CG_GHOST)
                LLVMBuildStore(F->b, cg_convert(F, x, st).v, F->slots[s->slot]);
            if (F->defined[s->slot] && x.type != rt_bottom)
                LLVMBuildStore(F->b, LLVMConstInt(cg_i8(), 1, 0), F->defined[s->slot]);
            v = x;
            break;
        }
        case IR_SETGLOBAL: {
            cg_val x = cg_operand(F, s->args[0]);
            rt_binding *bnd = rt_get_binding(s->mod, s->name);
            LLVMValueRef a[2] = {cg_const_binding(u, F->b, bnd), cg_box(F, x)};
            cg_call_rt(F, "rt_binding_set", cg_void(), 2, a);
            v = x;
            break;
        }
        case IR_GOTO:
            LLVMBuildBr(F->b, F->blocks[s->target]);
            break;
        case IR_GOTOIFNOT: {
            cg_val c = cg_operand(F, s->args[0]);
            if (s->type.type == rt_bottom || c.type == rt_bottom) {
                LLVMBuildUnreachable(F->b);
                break;
            }
            LLVMBasicBlockRef next = F->blocks[i + 1];
            if (!next) {
                next = LLVMAppendBasicBlockInContext(cg_context(), fn, "L");
                F->blocks[i + 1] = next;
            }
            LLVMBuildCondBr(F->b, cond_i1(F, c), next, F->blocks[s->target]);
            break;
        }
        case IR_RETURN: {
            cg_val x = cg_operand(F, s->args[0]);
            if (x.type == rt_bottom || rt == rt_bottom) {
                LLVMBuildUnreachable(F->b);
                break;
            }
            cg_gframe_leave(F);
            if (boxed_ret)
                LLVMBuildRet(F->b, cg_box(F, x));
            else if (is_ghost(rt))
                LLVMBuildRetVoid(F->b);
            else
                LLVMBuildRet(F->b, cg_convert(F, x, rt).v);
            break;
        }
        case IR_STATIC_PARAM:
            if (s->type.cnst)
                v = cg_const_val(F, s->type.cnst);
            else
                v = cg_static_param_dynamic(F, s->slot);
            break;
        case IR_ENTER:
        case IR_LEAVE:
        case IR_POPEXC:
            cg_exc_emit(F, i);
            break;
        case IR_THE_EXC:
            v.v = cg_call_rt(F, "rt_get_current_exception", cg_ptr_t(), 0, NULL);
            v.type = (rt_value *)rt_any_type;
            break;
        default:
            break;
        }
        F->ssa[i] = v;
        if (s->type.type && v.type != s->type.type && s->op != IR_ASSIGN &&
            s->op != IR_SETGLOBAL && v.type != rt_bottom && s->type.type != rt_bottom &&
            !rt_types_equal(v.type, s->type.type)) {
            if (rt_subtype(v.type, s->type.type))
                F->ssa[i] = cg_convert(F, v, s->type.type);
            else
                F->ssa[i] = cg_narrow(F, v, s->type.type);
        }
    }
    if (F->osr_block) /* (its block is open until now) */
        cg_tier_osr_exit(F);
    /* blocks left open after a throw or an unreachable join are unreachable */
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
        if (bb != F->entry && !LLVMGetBasicBlockTerminator(bb)) {
            LLVMPositionBuilderAtEnd(F->b, bb);
            LLVMBuildUnreachable(F->b);
        }
    }
    cg_exc_end(F);
    if (osr)
        cg_tier_osr_entry(F, start);
    else
        LLVMBuildBr(F->eb, start);
    LLVMDisposeBuilder(F->b);
    LLVMDisposeBuilder(F->eb);
}

/* Self-recursive code up to this many statements is unrolled one level. */
enum { TWIN_MAX_STMTS = 80 };

/* The body of one specialization. When its code touches no memory (ir/effects.c), its
 * calls of itself are marked memory(none), so LLVM may merge equal ones; and its calls of
 * itself go to an always-inlined twin whose own calls come back to it: every frame then
 * does two levels of the recursion, and the equal calls of the second level (fib(n-3)
 * reached twice) are made once. Only these self-calls carry the mark: a caller outside
 * still sees an opaque function, so a timed call is never merged with another. */
static void emit_specialization(cg_unit *u, ir_mi *m, LLVMValueRef f)
{
    LLVMValueRef twin = NULL;
    bool memfree = ir_mi_self_recursive(m) && ir_mi_memory_free(m);
    if (memfree && cg_opt_level > 0 && m->code->nstmts <= TWIN_MAX_STMTS) {
        char name[300];
        snprintf(name, sizeof name, "%s_unrolled", m->cname);
        twin = LLVMAddFunction(u->mod, name, cg_mi_fntype(m));
        LLVMSetLinkage(twin, LLVMInternalLinkage);
        cg_fn_attr(twin, "alwaysinline", 0);
        emit_body(u, m, twin, false, f, true, false);
    }
    emit_body(u, m, f, false, twin, memfree, false);
}

/* Emit the bodies of the specializations queued since `first` (the queue grows as
 * bodies reach new callees). */
static void drain_queue(cg_unit *u, int first)
{
    int saved = u->curdepth;
    bool savedloopy = u->curloopy;
    /* this unit's own bodies first, then those emitted again (which may queue more of
     * either kind); a body already emitted is skipped */
    for (int i = first, j = 0; i < u->nemitted || j < u->nagain;) {
        bool own = i < u->nemitted;
        ir_mi *m = own ? u->emitted[i++] : u->again[j];
        u->curloopy = own ? cg_loop_has_any(m->code) : u->againloopy[j];
        u->curdepth = own ? 0 : u->againdepth[j++];
        LLVMValueRef f = LLVMGetNamedFunction(u->mod, m->cname);
        if (LLVMCountBasicBlocks(f) == 0)
            emit_specialization(u, m, f);
    }
    u->curdepth = saved;
    u->curloopy = savedloopy;
}

LLVMValueRef cg_emit_mi(cg_unit *u, ir_mi *mi)
{
    int first = u->nemitted;
    LLVMValueRef fn = cg_mi_function(u, mi);
    drain_queue(u, first);
    return fn;
}

LLVMValueRef cg_emit_thunk(cg_unit *u, ir_mi *mi, const char *name)
{
    LLVMTypeRef ft = LLVMFunctionType(cg_ptr_t(), NULL, 0, 0);
    LLVMValueRef fn = LLVMAddFunction(u->mod, name, ft);
    int first = u->nemitted;
    u->in_thunk = true;
    u->curloopy = cg_loop_has_any(mi->code);
    emit_body(u, mi, fn, true, NULL, false, false);
    u->in_thunk = false;
    u->curloopy = false;
    drain_queue(u, first);
    return fn;
}

LLVMValueRef cg_emit_osr(cg_unit *u, ir_mi *mi, const char *name, bool thunk)
{
    LLVMTypeRef base = thunk ? LLVMFunctionType(cg_ptr_t(), NULL, 0, 0) : cg_mi_fntype(mi);
    unsigned n = LLVMCountParamTypes(base);
    LLVMTypeRef ps[n + 1];
    LLVMGetParamTypes(base, ps);
    ps[n] = cg_ptr_t();
    LLVMTypeRef ft = LLVMFunctionType(LLVMGetReturnType(base), ps, n + 1, 0);
    LLVMValueRef fn = LLVMAddFunction(u->mod, name, ft);
    int first = u->nemitted;
    u->in_thunk = thunk;
    u->curloopy = true;
    emit_body(u, mi, fn, thunk, NULL, false, true);
    u->in_thunk = false;
    u->curloopy = false;
    drain_queue(u, first);
    return fn;
}

LLVMValueRef cg_emit_const_thunk(cg_unit *u, ir_mi *mi, const char *name, rt_module *m,
                                 rt_sym *s)
{
    char inner[300];
    snprintf(inner, sizeof inner, "%s.init", name);
    LLVMValueRef init = cg_emit_thunk(u, mi, inner);
    LLVMTypeRef ft = LLVMFunctionType(cg_ptr_t(), NULL, 0, 0);
    LLVMValueRef fn = LLVMAddFunction(u->mod, name, ft);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg_context());
    LLVMPositionBuilderAtEnd(b, LLVMAppendBasicBlockInContext(cg_context(), fn, "entry"));
    LLVMValueRef v = LLVMBuildCall2(b, ft, init, NULL, 0, "v");
    LLVMTypeRef ps[3] = {cg_ptr_t(), cg_ptr_t(), cg_ptr_t()};
    LLVMTypeRef st = LLVMFunctionType(LLVMVoidTypeInContext(cg_context()), ps, 3, 0);
    LLVMValueRef setc = LLVMGetNamedFunction(u->mod, "rt_set_const");
    if (!setc)
        setc = LLVMAddFunction(u->mod, "rt_set_const", st);
    LLVMValueRef a[3] = {cg_const_obj(u, b, (rt_value *)m), cg_const_obj(u, b, (rt_value *)s), v};
    LLVMBuildCall2(b, st, setc, a, 3, "");
    LLVMBuildRet(b, v);
    LLVMDisposeBuilder(b);
    return fn;
}

LLVMValueRef cg_emit_boxed(cg_unit *u, ir_mi *mi)
{
    LLVMValueRef target = cg_emit_mi(u, mi);
    char name[300];
    snprintf(name, sizeof name, "%s_boxed", mi->cname);
    LLVMValueRef fn = LLVMGetNamedFunction(u->mod, name);
    if (fn)
        return fn;
    LLVMTypeRef ps[2] = {cg_ptr_t(), cg_i32()};
    fn = LLVMAddFunction(u->mod, name, LLVMFunctionType(cg_ptr_t(), ps, 2, 0));
    cg_fn FS, *F = &FS;
    memset(F, 0, sizeof FS);
    F->u = u;
    F->fn = fn;
    F->b = LLVMCreateBuilderInContext(cg_context());
    F->eb = LLVMCreateBuilderInContext(cg_context());
    F->entry = LLVMAppendBasicBlockInContext(cg_context(), fn, "entry");
    LLVMPositionBuilderAtEnd(F->eb, F->entry);
    LLVMBasicBlockRef start = LLVMAppendBasicBlockInContext(cg_context(), fn, "top");
    LLVMPositionBuilderAtEnd(F->b, start);
    cg_exc_wrapper(F);
    LLVMValueRef av[mi->nargs ? mi->nargs : 1];
    for (int i = 0; i < mi->nargs; i++) {
        LLVMValueRef idx = LLVMConstInt(cg_i64(), i, 0);
        LLVMValueRef p = LLVMBuildLoad2(F->b, cg_ptr_t(),
                                        LLVMBuildGEP2(F->b, cg_ptr_t(), LLVMGetParam(fn, 0), &idx, 1, ""), "");
        av[i] = cg_unbox(F, p, mi->argt[i]).v;
    }
    LLVMValueRef r = cg_mi_call(F->b, mi, target, av);
    rt_value *rt = ret_type(mi);
    if (rt == rt_bottom)
        LLVMBuildUnreachable(F->b);
    else
        LLVMBuildRet(F->b, cg_box(F, (cg_val){r, rt}));
    cg_exc_wrapper_end(F);
    LLVMBuildBr(F->eb, start);
    LLVMDisposeBuilder(F->b);
    LLVMDisposeBuilder(F->eb);
    return fn;
}

/* Fallback code (an executable's generic specializations, rarely run): not optimized,
 * so that the pass pipeline spends its time on the program's own code. */
void cg_mark_cold(cg_unit *u, ir_mi *mi)
{
    LLVMValueRef fn = LLVMGetNamedFunction(u->mod, mi->cname);
    if (!fn || LLVMCountBasicBlocks(fn) == 0)
        return;
    cg_fn_attr(fn, "optnone", 0);
    cg_fn_attr(fn, "noinline", 0);
    cg_fn_attr(fn, "cold", 0);
}
