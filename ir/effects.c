/* effects.c — which specializations touch no memory at all.
 *
 * A specialization is *memory-free* when its typed code only does arithmetic and
 * comparisons on isbits values, builds and takes apart immutable isbits values, branches,
 * and calls memory-free specializations (itself included). It reads no global, no array,
 * no heap object, allocates nothing and cannot throw. Such a call's result depends on its
 * arguments alone, so codegen marks the function `memory(none)` and LLVM may merge two
 * calls with equal arguments; a self-recursive one is also unrolled one level
 * (codegen/cg_func.c), which together turn doubly recursive code like fib into far fewer
 * calls. Calls stay in place otherwise: the function is not `willreturn`, so a call is
 * never dropped, hoisted or moved across another call, and infinite recursion still ends
 * in StackOverflowError.
 *
 * The answer is cached per specialization and recomputed after any method definition
 * (ir_world), since a definition may change what a call resolves to. Recursion through
 * specializations still being examined is assumed memory-free; only the outermost query
 * caches an answer that relied on such an assumption about another specialization.
 */
#include "ir.h"

uint32_t ir_world = 1;

enum { MAX_DEPTH = 8 };

/* Intrinsics with no memory access that never throw (division, which may throw
 * DivideError, is left out). */
static bool memfree_builtin(int id)
{
    switch (id) {
    case IRB_EGAL: case IRB_IFELSE: case IRB_TUPLE: case IRB_GETFIELD:
    case IRB_ADD_INT: case IRB_SUB_INT: case IRB_MUL_INT: case IRB_NEG_INT:
    case IRB_EQ_INT: case IRB_NE_INT: case IRB_SLT_INT: case IRB_SLE_INT:
    case IRB_ULT_INT: case IRB_ULE_INT: case IRB_AND_INT: case IRB_OR_INT:
    case IRB_XOR_INT: case IRB_NOT_INT: case IRB_SHL_INT: case IRB_LSHR_INT:
    case IRB_ASHR_INT: case IRB_CTPOP_INT: case IRB_CTLZ_INT: case IRB_CTTZ_INT:
    case IRB_FLIPSIGN_INT:
    case IRB_CHECKED_SADD: case IRB_CHECKED_SSUB: case IRB_CHECKED_SMUL:
    case IRB_CHECKED_UADD: case IRB_CHECKED_USUB: case IRB_CHECKED_UMUL:
    case IRB_ADD_FLOAT: case IRB_SUB_FLOAT: case IRB_MUL_FLOAT: case IRB_DIV_FLOAT:
    case IRB_REM_FLOAT: case IRB_NEG_FLOAT: case IRB_EQ_FLOAT: case IRB_NE_FLOAT:
    case IRB_LT_FLOAT: case IRB_LE_FLOAT: case IRB_FPISEQ: case IRB_ABS_FLOAT:
    case IRB_COPYSIGN_FLOAT: case IRB_SQRT_LLVM: case IRB_FLOOR_LLVM: case IRB_CEIL_LLVM:
    case IRB_TRUNC_LLVM: case IRB_RINT_LLVM: case IRB_MULADD_FLOAT: case IRB_FMA_FLOAT:
    case IRB_SITOFP: case IRB_UITOFP: case IRB_FPTOSI: case IRB_FPTOUI:
    case IRB_FPTRUNC: case IRB_FPEXT: case IRB_TRUNC_INT: case IRB_SEXT_INT:
    case IRB_ZEXT_INT: case IRB_BITCAST:
        return true;
    default:
        return false;
    }
}

/* A value that lives in registers: an immutable isbits value of a concrete type. */
static bool bits_type(rt_value *t)
{
    return t && t != rt_bottom && rt_is_datatype(t) && rt_is_concrete(t) &&
           rt_isbits_type(t);
}

static bool bits_value(rt_value *c)
{
    return rt_is_kind(c) || bits_type((rt_value *)rt_typeof(c));
}

/* Operands: SSA values and slots are checked where they are defined; a constant must be
 * an isbits value, a singleton (a function) or a type; so must a global, which must be constant. */
static bool memfree_operand(ir_val v)
{
    switch (v.kind) {
    case IRV_NONE: case IRV_SSA: case IRV_SLOT:
        return true;
    case IRV_CONST:
        return bits_value(v.c);
    case IRV_GLOBAL: { /* a constant binding (the callee `fib` itself) is its value */
        rt_binding *b = rt_find_binding(v.mod, v.name);
        return b && b->constant && b->value && bits_value(b->value);
    }
    default:
        return false;
    }
}

typedef struct query {
    ir_mi *stack[MAX_DEPTH]; /* specializations being examined, outermost first */
    int depth;               /* entries in stack */
    bool assumed;            /* an answer relied on a deeper in-progress entry */
} query;

static bool examine(query *q, ir_mi *mi);

static bool memfree_callee(query *q, ir_mi *caller, ir_mi *callee)
{
    if (callee == caller)
        return true;
    for (int i = 0; i < q->depth; i++)
        if (q->stack[i] == callee) {
            q->assumed = true;
            return true;
        }
    return examine(q, callee);
}

static bool scan(query *q, ir_mi *mi)
{
    ir_func *f = mi->code;
    if (!f || mi->state != IR_MI_DONE || mi->invalid)
        return false;
    for (int i = 0; i < f->nslots; i++) {
        rt_value *t = f->slots[i].type.type;
        if (t && t != rt_bottom && !bits_type(t))
            return false;
        if (f->slots[i].maybe_undef)
            return false;
    }
    for (int i = 0; i < f->nstmts; i++) {
        ir_stmt *s = &f->stmts[i];
        if (s->dead || s->op == IR_NOP || s->op == IR_LOOPINFO)
            continue;
        for (int k = 0; k < s->nargs; k++)
            if (!memfree_operand(s->args[k]))
                return false;
        switch (s->op) {
        case IR_GOTOIFNOT: /* anything but a Bool condition throws TypeError */
            if (ir_infer_val(f, s->args[0]).type != (rt_value *)rt_bool_type)
                return false;
            continue;
        case IR_GOTO: case IR_RETURN: case IR_ASSIGN:
            continue;
        case IR_NEW:
            if (!bits_type(s->type.type))
                return false;
            continue;
        case IR_CALL: case IR_INVOKE:
            if (!bits_type(s->type.type) && !s->type.cnst)
                return false;
            if (s->builtin >= 0 && s->builtin != IRB_APPLY_ITERATE) {
                if (!memfree_builtin(s->builtin))
                    return false;
                continue;
            }
            if (s->builtin < 0 && s->mi && memfree_callee(q, mi, s->mi))
                continue;
            return false;
        default:
            return false;
        }
    }
    return true;
}

static bool examine(query *q, ir_mi *mi)
{
    if (mi->memfree_world == ir_world)
        return mi->memfree;
    if (q->depth >= MAX_DEPTH)
        return false;
    q->stack[q->depth++] = mi;
    bool saved = q->assumed;
    q->assumed = false;
    bool ok = scan(q, mi);
    q->depth--;
    /* a negative answer never depends on assumptions; a positive one may */
    if (!ok || !q->assumed || q->depth == 0) {
        mi->memfree = ok;
        mi->memfree_world = ir_world;
    }
    q->assumed = saved || q->assumed;
    return ok;
}

bool ir_mi_memory_free(ir_mi *mi)
{
    query q = {.depth = 0, .assumed = false};
    return mi && examine(&q, mi);
}

bool ir_mi_self_recursive(ir_mi *mi)
{
    ir_func *f = mi ? mi->code : NULL;
    if (!f)
        return false;
    for (int i = 0; i < f->nstmts; i++) {
        ir_stmt *s = &f->stmts[i];
        if (!s->dead && (s->op == IR_CALL || s->op == IR_INVOKE) && s->builtin < 0 &&
            s->mi == mi)
            return true;
    }
    return false;
}
