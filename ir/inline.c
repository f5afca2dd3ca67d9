/* inline.c — a call of a trivial wrapper becomes a call of the builtin it wraps.
 *
 * Much of Base is one-line methods such as `+(x::Int64, y::Int64) = add_int(x, y)` or
 * `getproperty(x, f::Symbol) = getfield(x, f)`. When inference resolves a call to a
 * specialization whose whole body is `return builtin(operands...)`, each operand an
 * unassigned argument or a constant, the call statement is rewritten to apply that builtin
 * to the caller's own operands. No call remains, and the caller's constants reach the
 * builtin: `p.x` becomes a field load, `a + b` one add instruction, in the JIT and in
 * executables alike. */
#include "infer_internal.h"

static bool arg_assigned(ir_func *c, int slot)
{
    for (int i = 0; i < c->nstmts; i++)
        if (c->stmts[i].op == IR_ASSIGN && c->stmts[i].slot == slot)
            return true;
    return false;
}

bool ir_inline_trivial(ir_stmt *s, ir_mi *mi)
{
    ir_func *c = mi->code;
    if (!c || mi->state != IR_MI_DONE || mi->def->isva || s->nargs != mi->nargs)
        return false;
    int call = -1, ret = -1;
    for (int i = 0; i < c->nstmts; i++) {
        ir_stmt *x = &c->stmts[i];
        if (x->op == IR_NOP)
            continue;
        if (call < 0 && x->op == IR_CALL && x->builtin >= 0 && !x->dead)
            call = i;
        else if (call >= 0 && ret < 0 && x->op == IR_RETURN && x->nargs == 1 &&
                 x->args[0].kind == IRV_SSA && x->args[0].idx == call)
            ret = i;
        else
            return false;
    }
    if (ret < 0)
        return false;
    ir_stmt *b = &c->stmts[call];
    if (b->builtin == IRB_APPLY_ITERATE)
        return false;
    ir_val *args = rt_alloc(sizeof(ir_val) * (b->nargs ? b->nargs : 1));
    for (int k = 0; k < b->nargs; k++) {
        ir_val v = b->args[k];
        if (v.kind == IRV_SLOT) {
            if (v.idx >= mi->nargs || !c->slots[v.idx].is_arg || arg_assigned(c, v.idx))
                return false;
            v = s->args[v.idx];
        } else if (v.kind != IRV_CONST && v.kind != IRV_GLOBAL) {
            return false;
        }
        args[k] = v;
    }
    if (!s->orig_args) { /* kept: a later sweep with wider types infers the call afresh */
        s->orig_args = s->args;
        s->orig_nargs = s->nargs;
    }
    s->args = args;
    s->nargs = b->nargs;
    s->builtin = b->builtin;
    s->mi = NULL;
    s->inlined = mi;
    return true;
}

/* `x.f = v` lowers to Base.setproperty!(x, :f, v), whose default method is
 * setfield!(x, f, convert(fieldtype(typeof(x), f), v)): not a trivial wrapper, and with f
 * unknown inside it the field type is looked up and `convert` called at run time. When the
 * call reaches that default method with a constant field name of a concrete mutable struct
 * and v already of the field's type (convert(T, v::T) is v), it is the builtin setfield!. */
bool ir_inline_setproperty(ir_stmt *s, ir_mi *mi, const ir_lat *argl, int n)
{
    if (n != 4 || !argl[0].cnst || !argl[2].cnst || rt_typeof(argl[2].cnst) != rt_symbol_type)
        return false;
    rt_value *fn = rt_get_global(rt_base_module, rt_symbol("setproperty!"));
    if (!fn || argl[0].cnst != fn)
        return false;
    rt_value *sig = mi->def->sig; /* the default method: setproperty!(x, f::Symbol, v) */
    if (!rt_is_datatype(sig) || ((rt_type *)sig)->nparams != 4 ||
        ((rt_type *)sig)->params[1] != (rt_value *)rt_any_type)
        return false;
    rt_value *xt = argl[1].type;
    if (!rt_is_datatype(xt) || !rt_is_concrete(xt) || !(((rt_type *)xt)->flags & RT_MUTABLE))
        return false;
    int k = rt_field_index((rt_type *)xt, argl[2].cnst);
    if (k < 0 || !rt_subtype(argl[3].type, ((rt_type *)xt)->fieldtypes[k]))
        return false;
    ir_val *args = rt_alloc(sizeof(ir_val) * 4);
    args[0] = ir_const((rt_value *)ir_builtin_fn[IRB_SETFIELD]);
    for (int i = 1; i < 4; i++)
        args[i] = s->args[i];
    if (!s->orig_args) { /* kept: a later sweep with wider types infers the call afresh */
        s->orig_args = s->args;
        s->orig_nargs = s->nargs;
    }
    s->args = args;
    s->builtin = IRB_SETFIELD;
    s->mi = NULL;
    s->inlined = mi;
    return true;
}
