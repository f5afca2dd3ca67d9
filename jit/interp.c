/* interp.c — running a top-level thunk without compiling it.
 *
 * Most top-level statements run once and do little: `x = 1`, `const c = f(2)`,
 * `println(x)`. Compiling each into a machine-code unit costs 1.5–4 ms of LLVM time,
 * far more than running it. As Julia does, the driver interprets such a thunk instead:
 * its lowered statements are executed in order on boxed values, every call going through
 * the runtime's generic dispatch (rt_apply_generic), which compiles the callee's
 * specialization on demand just as a dynamic call from compiled code would. So only the
 * thunk's own glue is interpreted; functions still run as machine code.
 *
 * A thunk with a loop (a backward jump), a try block, a typed local or a call to a
 * builtin that has no boxed implementation (ccall's foreigncall, some intrinsics) is
 * compiled as before: jit_interp_ok decides before anything runs.
 *
 * Errors: every operation that may throw runs below interp_frame, a small function the
 * backtrace code knows (rt_bt_interp_fn); it prints that frame as "top-level scope" at
 * the line of the statement being run (rt_bt_iframe), as the compiled thunk's call-site
 * records would.
 *
 * jit_interp_const evaluates a `const` initialiser that inference proved free of effects
 * (ir_thunk_pure: `const im = Complex(false, true)`) by walking its typed code and the
 * typed code of everything it calls, so no specialization is compiled for it. Anything
 * unexpected — an exception, a call inference did not resolve — abandons the attempt;
 * the driver then runs the thunk as usual, which is safe as nothing was changed. */
#include "jit.h"
#include <stdlib.h>
#include <string.h>

typedef struct interp_state {
    ir_mi *mi;             /* jit_interp_const: the specialization being evaluated */
    int depth;             /* jit_interp_const: nesting of calls */
    ir_func *f;            /* the thunk */
    rt_value **ssa;        /* statement values */
    rt_value **slots;      /* local variables (NULL: unassigned) */
    rt_bt_iframe frame;    /* this thunk's backtrace frame */
} interp_state;

/* The value of a constant callee operand, or NULL when it is only known at run time. */
static rt_value *static_callee(ir_val v)
{
    if (v.kind == IRV_CONST)
        return v.c;
    if (v.kind == IRV_GLOBAL) {
        rt_binding *b = rt_find_binding(v.mod, v.name);
        if (b && b->constant)
            return b->value;
    }
    return NULL;
}

bool jit_interp_ok(ir_func *f)
{
    for (int i = 0; i < f->nslots; i++)
        if (f->slots[i].declared)
            return false;
    for (int i = 0; i < f->nstmts; i++) {
        ir_stmt *s = &f->stmts[i];
        switch (s->op) {
        case IR_NOP:
        case IR_LOOPINFO:
        case IR_NEW:
        case IR_SPLATNEW:
        case IR_ASSIGN:
        case IR_SETGLOBAL:
        case IR_RETURN:
        case IR_ISDEFINED:
            break;
        case IR_GOTO:
        case IR_GOTOIFNOT:
            if (s->target <= i || s->target > f->nstmts)
                return false; /* a loop: compiled */
            break;
        case IR_CALL: {
            if (s->nargs < 1)
                return false;
            rt_value *c = static_callee(s->args[0]);
            int b = c ? ir_builtin_id(c) : -1;
            if (b < 0)
                break;
            if (!rt_typeof(c)->name->builtin)
                return false; /* foreigncall and the like */
            if (ir_builtin_is_intrinsic(b) && !rt_intrinsic_known(((rt_function *)c)->name->name))
                return false;
            break;
        }
        default:
            return false;
        }
    }
    return true;
}

static rt_value *operand(interp_state *st, ir_val v)
{
    switch (v.kind) {
    case IRV_SSA:
        return st->ssa[v.idx];
    case IRV_SLOT: {
        rt_value *x = st->slots[v.idx];
        if (!x)
            rt_throw_undefvar(st->f->slots[v.idx].name);
        return x;
    }
    case IRV_CONST:
        return v.c;
    case IRV_GLOBAL: {
        rt_binding *b = rt_find_binding(v.mod, v.name);
        if (b && b->constant && b->value)
            return b->value;
        return rt_binding_get_checked(b ? b : rt_get_binding(v.mod, v.name));
    }
    default:
        return rt_nothing;
    }
}

static rt_value *eval_typed(ir_mi *mi, rt_value **args, int nargs, int depth);

/* A call or `new`. A thunk's calls all go through generic dispatch; a constant's typed
 * code calls builtins or walks the callee's typed code (NULL: give up). */
static rt_value *call(interp_state *st, ir_stmt *s)
{
    int n = s->nargs;
    rt_value *buf[64];
    rt_value **a = n <= 64 ? buf : rt_alloc(sizeof(rt_value *) * (size_t)n);
    if (n < 1)
        return NULL;
    for (int k = 0; k < n; k++)
        a[k] = operand(st, s->args[k]);
    if (s->op == IR_NEW)
        return rt_new_struct_dyn(a[0], a + 1, n - 1);
    /* a `where` or an alias's type variables (TypeVar, UnionAll): made here, as their
     * Base methods would (functional.jl), so loading Base compiles nothing for them */
    if (a[0] == (rt_value *)rt_tvar_type && n >= 2 && n <= 4 && rt_typeof(a[1]) == rt_symbol_type)
        return (rt_value *)rt_new_tvar((rt_sym *)a[1], n == 4 ? a[2] : rt_bottom,
                                       n == 2 ? (rt_value *)rt_any_type : a[n - 1]);
    if (a[0] == (rt_value *)rt_unionall_type && n == 3 && rt_typeof(a[1]) == rt_tvar_type)
        return rt_new_unionall((rt_tvar *)a[1], a[2]);
    if (s->split) { /* a split call's other member combinations: dispatch (a MethodError) */
        int on = s->orig_args ? s->orig_nargs : n;
        rt_value **oa = on <= 64 ? rt_alloc(sizeof(rt_value *) * (size_t)on) : NULL;
        for (int k = 0; oa && k < on; k++)
            oa[k] = s->orig_args ? operand(st, s->orig_args[k]) : a[k];
        for (int k = 1; oa && k < on; k++)
            if (!rt_isa(oa[k], s->split->argt[k]))
                return rt_apply_generic(oa, (uint32_t)on);
    }
    for (int t = 0; st->mi && t < s->ntargets; t++) { /* a call split over targets */
        ir_mi *mi = s->targets[t];
        int k = 1;
        while (k < n && rt_isa(a[k], mi->argt[k]))
            k++;
        if (k == n)
            return mi->code ? eval_typed(mi, a, n, st->depth + 1) : NULL;
    }
    if (!st->mi || (s->builtin >= 0 && rt_typeof(a[0])->name->builtin))
        return rt_apply_generic(a, (uint32_t)n);
    if (s->builtin < 0 && s->mi && s->mi->code)
        return eval_typed(s->mi, a, n, st->depth + 1);
    return NULL;
}

/* Run the statements; the returned value, or NULL when a constant's evaluation gave up. */
static rt_value *interp_loop(interp_state *st)
{
    ir_func *f = st->f;
    int i = 0;
    while (i < f->nstmts) {
        ir_stmt *s = &f->stmts[i];
        if (s->line > 0)
            st->frame.line = s->line;
        rt_value *v = rt_nothing;
        switch (s->op) {
        case IR_NOP:
        case IR_LOOPINFO:
            break;
        case IR_CALL:
        case IR_NEW:
            if (!(v = call(st, s)))
                return NULL;
            break;
        case IR_SPLATNEW:
            v = rt_splatnew(operand(st, s->args[0]), operand(st, s->args[1]));
            break;
        case IR_ASSIGN:
            v = operand(st, s->args[0]);
            st->slots[s->slot] = v;
            break;
        case IR_SETGLOBAL:
            if (st->mi)
                return NULL;
            v = operand(st, s->args[0]);
            rt_binding_set(rt_get_binding(s->mod, s->name), v);
            break;
        case IR_ISDEFINED:
            v = rt_box_bool(st->slots[s->slot] != NULL);
            break;
        case IR_STATIC_PARAM:
            v = s->type.cnst ? s->type.cnst
                : st->mi && st->mi->sparams && s->slot < st->mi->def->nsparams
                    ? st->mi->sparams[s->slot] : NULL;
            if (!v)
                return NULL;
            break;
        case IR_GOTO:
            i = s->target;
            continue;
        case IR_GOTOIFNOT:
            if (!rt_check_bool(operand(st, s->args[0]))) {
                i = s->target;
                continue;
            }
            break;
        case IR_RETURN:
            return operand(st, s->args[0]);
        default:
            return NULL; /* jit_interp_ok keeps these out of thunks */
        }
        st->ssa[i] = v;
        i++;
    }
    return rt_nothing;
}

/* The frame the backtrace code recognises (rt_bt_interp_fn): it only calls the loop, so
 * the compiler gives it one plain body (no split-off cold part) and keeps the frame. */
static rt_value *(*volatile interp_loop_fn)(interp_state *) = interp_loop;

__attribute__((noinline)) static rt_value *interp_frame(interp_state *st)
{
    rt_value *r = interp_loop_fn(st);
    __asm__ volatile("" ::: "memory"); /* no tail call: the frame stays on the stack */
    return r;
}

rt_value *jit_interp_thunk(ir_func *f)
{
    rt_bt_interp_fn = (const void *)interp_frame;
    interp_state st = {.f = f};
    st.ssa = rt_alloc(sizeof(rt_value *) * (size_t)(f->nstmts + 1));
    st.slots = rt_alloc(sizeof(rt_value *) * (size_t)(f->nslots + 1));
    st.frame.file = f->file ? f->file->name : NULL;
    st.frame.line = f->line;
    st.frame.prev = rt_bt_itop;
    rt_bt_itop = &st.frame;
    rt_value *r = interp_frame(&st);
    rt_bt_itop = st.frame.prev;
    return r ? r : rt_nothing;
}

/* ---------------------------------------------------------------- constant initialisers */
static rt_value *eval_typed(ir_mi *mi, rt_value **args, int nargs, int depth)
{
    ir_func *f = mi->code;
    if (depth > 8 || !f)
        return NULL;
    interp_state st = {.mi = mi, .depth = depth, .f = f};
    st.ssa = rt_alloc(sizeof(rt_value *) * (size_t)(f->nstmts + 1));
    st.slots = rt_alloc(sizeof(rt_value *) * (size_t)(f->nslots + 1));
    if (mi->def->sig) { /* a method: its arguments fill the first slots */
        int fixed = mi->def->isva ? mi->def->nargs - 1 : mi->def->nargs;
        if (nargs < fixed || (!mi->def->isva && nargs != fixed) || fixed > f->nslots)
            return NULL;
        for (int k = 0; k < fixed; k++)
            st.slots[k] = args[k];
        if (mi->def->isva)
            st.slots[fixed] = rt_new_tuple(nargs - fixed, args + fixed);
    }
    return interp_loop(&st);
}

rt_value *jit_interp_const(ir_mi *mi)
{
    rt_handler h;
    rt_push_handler(&h);
    if (_setjmp(h.jb)) { /* an exception: the thunk will run (and throw) for real */
        rt_restore_exception(&h);
        return NULL;
    }
    rt_value *v = eval_typed(mi, NULL, 0, 0);
    rt_pop_handler();
    return v;
}
