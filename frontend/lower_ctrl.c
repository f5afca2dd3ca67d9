/* lower_ctrl.c — control flow: if/elseif/else, ?:, &&, ||, chained comparisons, while,
 * for (Julia's iterate protocol, nested and multiple iteration specs), break/continue,
 * return, let, try/catch/finally.
 *
 * A construct that yields a value assigns a temporary slot in each branch (values live
 * across joins only in slots). `finally` blocks are replayed on every exit path: normal
 * exit, return/break/continue out of the try (after IR_LEAVE), and the exception path
 * (followed by rethrow()). */
#include "lower.h"
#include <string.h>

/* Jump to `iffalse` when cond is false; && chains become successive jumps. */
void lw_cond_jump(lw_ctx *c, rt_value *cond, lw_patch *iffalse)
{
    lw_check_stack();
    if (lw_is_expr(cond, "&&")) {
        for (int i = 0; i < lw_nargs(cond); i++)
            lw_cond_jump(c, lw_arg(cond, i), iffalse);
        return;
    }
    if (lw_is_expr(cond, "block")) {
        int n = lw_nargs(cond), last = n - 1;
        while (last >= 0 && rt_typeof(lw_arg(cond, last)) == rt_linenumbernode_type)
            last--;
        for (int i = 0; i < last; i++)
            lw_expr(c, lw_arg(cond, i), false);
        if (last >= 0) {
            lw_cond_jump(c, lw_arg(cond, last), iffalse);
            return;
        }
    }
    ir_val v = lw_value(c, cond);
    lw_patch_add(iffalse, lw_gotoifnot(c, v, -1));
}

ir_val lw_if(lw_ctx *c, rt_value *e, bool want)
{
    int n = lw_nargs(e);
    int32_t tmp = want ? lw_new_temp(c) : -1;
    lw_patch pf = {0}, pend = {0};
    lw_cond_jump(c, lw_arg(e, 0), &pf);
    ir_val v = lw_expr(c, n > 1 ? lw_arg(e, 1) : NULL, want);
    if (want)
        lw_assign_slot(c, tmp, v);
    lw_patch_add(&pend, lw_goto(c, -1));
    lw_patch_all(c, &pf, lw_here(c));
    if (n > 2) {
        v = lw_expr(c, lw_arg(e, 2), want);
        if (want)
            lw_assign_slot(c, tmp, v);
    } else if (want) {
        lw_assign_slot(c, tmp, lw_nothing());
    }
    lw_patch_all(c, &pend, lw_here(c));
    return want ? ir_slot(tmp) : ir_none();
}

ir_val lw_andor(lw_ctx *c, rt_value *e, bool want, bool isand)
{
    int n = lw_nargs(e);
    if (n == 0)
        return ir_const(isand ? rt_true : rt_false);
    int32_t tmp = want ? lw_new_temp(c) : -1;
    lw_patch pshort = {0}, pend = {0};
    for (int i = 0; i < n - 1; i++) {
        ir_val v = lw_value(c, lw_arg(e, i));
        if (isand) {
            lw_patch_add(&pshort, lw_gotoifnot(c, v, -1));
        } else {
            int32_t j = lw_gotoifnot(c, v, -1);
            if (want)
                lw_assign_slot(c, tmp, ir_const(rt_true));
            lw_patch_add(&pend, lw_goto(c, -1));
            lw_set_target(c, j, lw_here(c));
        }
    }
    ir_val v = lw_expr(c, lw_arg(e, n - 1), want);
    if (want)
        lw_assign_slot(c, tmp, v);
    if (isand) {
        if (want) {
            lw_patch_add(&pend, lw_goto(c, -1));
            lw_patch_all(c, &pshort, lw_here(c));
            lw_assign_slot(c, tmp, ir_const(rt_false));
        } else {
            lw_patch_all(c, &pshort, lw_here(c));
        }
    }
    lw_patch_all(c, &pend, lw_here(c));
    return want ? ir_slot(tmp) : ir_none();
}

static bool dotted_op(rt_value *op) { return lw_is_sym(op) && lw_is_dotop((rt_sym *)op); }

/* one comparison of a chain: op(l, r), broadcast for a dotted operator */
static ir_val compare_pair(lw_ctx *c, rt_value *op, ir_val l, ir_val r)
{
    if (!dotted_op(op))
        return lw_call2(c, lw_value(c, op), l, r);
    rt_sym *plain = rt_symbol(((rt_sym *)op)->name + 1);
    return lw_call(c, lw_base("materialize"), 1,
                   (ir_val[]){lw_call(c, lw_base("broadcasted"), 3,
                                      (ir_val[]){lw_read_var(c, plain), l, r})});
}

/* a value kept in a slot, so that it may be read after branches */
static ir_val in_slot(lw_ctx *c, ir_val v)
{
    if (v.kind != IRV_SSA)
        return v;
    int32_t t = lw_new_temp(c);
    lw_assign_slot(c, t, v);
    return ir_slot(t);
}

/* The chain from operator i on, its left operand already evaluated, as Julia expands a
 * chain with a dotted operator before the last: `a .<= b .< c` is (a .<= b) .& (b .< c),
 * and a plain operator still short-circuits: `a < b .< c` is (a < b) && (b .< c). */
static ir_val dotted_chain(lw_ctx *c, rt_value *e, int i, ir_val left)
{
    int n = lw_nargs(e);
    rt_value *op = lw_arg(e, i);
    ir_val right = lw_value(c, lw_arg(e, i + 1));
    if (i + 2 >= n)
        return compare_pair(c, op, left, right);
    right = in_slot(c, lw_stabilize(c, right));
    ir_val cmp = in_slot(c, compare_pair(c, op, left, right));
    if (dotted_op(op)) {
        ir_val rest = dotted_chain(c, e, i + 2, right);
        return lw_call(c, lw_base("materialize"), 1,
                       (ir_val[]){lw_call(c, lw_base("broadcasted"), 3,
                                          (ir_val[]){lw_read_var(c, rt_symbol("&")), cmp, rest})});
    }
    int32_t tmp = lw_new_temp(c);
    lw_patch pshort = {0}, pend = {0};
    lw_patch_add(&pshort, lw_gotoifnot(c, cmp, -1));
    lw_assign_slot(c, tmp, dotted_chain(c, e, i + 2, right));
    lw_patch_add(&pend, lw_goto(c, -1));
    lw_patch_all(c, &pshort, lw_here(c));
    lw_assign_slot(c, tmp, ir_const(rt_false));
    lw_patch_all(c, &pend, lw_here(c));
    return ir_slot(tmp);
}

/* a < b <= c  ->  (a < b) && (b <= c), each operand evaluated once. */
ir_val lw_comparison(lw_ctx *c, rt_value *e)
{
    int n = lw_nargs(e);
    if (n < 3 || n % 2 == 0)
        lw_error(c, "syntax: invalid comparison");
    for (int i = 1; i + 2 < n; i += 2)
        if (dotted_op(lw_arg(e, i)))
            return dotted_chain(c, e, 1, lw_stabilize(c, lw_value(c, lw_arg(e, 0))));
    if (n == 3) {
        rt_value *op = lw_arg(e, 1);
        rt_expr *call = rt_exprv(rt_symbol("call"), 3, op, lw_arg(e, 0), lw_arg(e, 2));
        return lw_value(c, (rt_value *)call);
    }
    int32_t tmp = lw_new_temp(c);
    lw_patch pshort = {0}, pend = {0};
    ir_val left = lw_stabilize(c, lw_value(c, lw_arg(e, 0)));
    for (int i = 1; i + 1 < n; i += 2) {
        rt_value *op = lw_arg(e, i);
        ir_val right = lw_value(c, lw_arg(e, i + 1));
        if (i + 2 < n)
            right = lw_stabilize(c, right);
        ir_val r = compare_pair(c, op, left, right);
        if (i + 2 < n) {
            if (right.kind == IRV_SSA) {
                int32_t t = lw_new_temp(c);
                lw_assign_slot(c, t, right);
                right = ir_slot(t);
            }
            lw_patch_add(&pshort, lw_gotoifnot(c, r, -1));
        } else {
            lw_assign_slot(c, tmp, r);
        }
        left = right;
    }
    lw_patch_add(&pend, lw_goto(c, -1));
    lw_patch_all(c, &pshort, lw_here(c));
    lw_assign_slot(c, tmp, ir_const(rt_false));
    lw_patch_all(c, &pend, lw_here(c));
    return ir_slot(tmp);
}

/* The kind of scope a loop/try body opens. */
static int lw_body_scope_kind(lw_ctx *c)
{
    if (c->in_method || c->parent)
        return LW_SC_HARD;
    for (lw_scope *s = c->scope; s; s = s->parent)
        if (s->kind == LW_SC_HARD || s->kind == LW_SC_FUNC)
            return LW_SC_HARD;
    return LW_SC_SOFT;
}

static void lw_scoped_body(lw_ctx *c, rt_value *body)
{
    lw_scope_push(c, lw_body_scope_kind(c));
    lw_scope_declare(c, body);
    lw_expr(c, body, false);
    lw_scope_pop(c);
}

ir_val lw_while(lw_ctx *c, rt_value *e)
{
    lw_loop lp = {0};
    lp.prev = c->loop;
    lp.trydepth = c->trydepth;
    int32_t top = lw_here(c);
    lp.cont = top;
    lw_cond_jump(c, lw_arg(e, 0), &lp.brk);
    c->loop = &lp;
    lw_scoped_body(c, lw_nargs(e) > 1 ? lw_arg(e, 1) : NULL);
    c->loop = lp.prev;
    lw_goto(c, top);
    lw_patch_all(c, &lp.brk, lw_here(c));
    return lw_nothing();
}

/* next === nothing -> not -> gotoifnot exit */
static void lw_iter_check(lw_ctx *c, int32_t next, lw_patch *exitp)
{
    ir_val isn = lw_call2(c, lw_builtin(IRB_EGAL), ir_slot(next), lw_nothing());
    ir_val notn = lw_call1(c, lw_builtin(IRB_NOT_INT), isn);
    lw_patch_add(exitp, lw_gotoifnot(c, notn, -1));
}

static void lw_for_specs(lw_ctx *c, rt_value **specs, int k, int n, rt_value *body, lw_loop *lp)
{
    rt_value *spec = specs[k];
    if (!(lw_is_expr(spec, "=") || lw_is_expr(spec, "in") || lw_is_expr(spec, "∈")) ||
        lw_nargs(spec) != 2)
        lw_error(c, "syntax: invalid iteration specification");
    rt_value *var = lw_arg(spec, 0);
    bool outer = false;
    if (lw_is_expr(var, "outer") && lw_nargs(var) == 1) {
        outer = true;
        var = lw_arg(var, 0);
    }
    int32_t it = lw_new_temp(c);
    lw_assign_slot(c, it, lw_value(c, lw_arg(spec, 1)));
    int32_t next = lw_new_temp(c);
    lw_assign_slot(c, next, lw_call1(c, lw_base("iterate"), ir_slot(it)));
    lw_patch exitp = {0};
    lw_iter_check(c, next, &exitp);
    int32_t top = lw_here(c);
    lw_scope_push(c, lw_body_scope_kind(c));
    if (!outer) {
        /* loop variables are new locals of the loop scope */
        rt_expr *tmp = rt_exprv(rt_symbol("local"), 1, var);
        lw_scope_declare(c, (rt_value *)tmp);
    } else if (!lw_is_sym(var) || !lw_is_local_name(c, (rt_sym *)var)) {
        lw_error(c, "syntax: no outer local variable declaration exists for \"for outer\"");
    }
    if (k == n - 1)
        lw_scope_declare(c, body);
    ir_val x = lw_call2(c, lw_builtin(IRB_GETFIELD), ir_slot(next), ir_const(rt_box_int64(1)));
    lw_assign_val(c, var, x);
    int32_t st = lw_new_temp(c);
    lw_assign_slot(c, st,
                   lw_call2(c, lw_builtin(IRB_GETFIELD), ir_slot(next), ir_const(rt_box_int64(2))));
    lw_loop inner = *lp;
    lw_loop *saved = c->loop;
    if (k == n - 1) {
        inner.cont = -1;
        inner.contp.n = 0;
        inner.contp.cap = 0;
        inner.contp.stmts = NULL;
        inner.brk.n = 0;
        inner.brk.cap = 0;
        inner.brk.stmts = NULL;
        c->loop = &inner;
        lw_expr(c, body, false);
        c->loop = saved;
        for (int i = 0; i < inner.brk.n; i++)
            lw_patch_add(&lp->brk, inner.brk.stmts[i]);
    } else {
        lw_for_specs(c, specs, k + 1, n, body, lp);
    }
    lw_scope_pop(c);
    int32_t cont = lw_here(c);
    if (k == n - 1)
        lw_patch_all(c, &inner.contp, cont);
    lw_assign_slot(c, next, lw_call2(c, lw_base("iterate"), ir_slot(it), ir_slot(st)));
    lw_iter_check(c, next, &exitp);
    lw_goto(c, top);
    lw_patch_all(c, &exitp, lw_here(c));
}

ir_val lw_for(lw_ctx *c, rt_value *e)
{
    rt_value *specs = lw_arg(e, 0);
    rt_value *body = lw_nargs(e) > 1 ? lw_arg(e, 1) : NULL;
    rt_value *one[1];
    rt_value **sv;
    int n;
    if (lw_is_expr(specs, "block")) {
        n = 0;
        sv = rt_alloc(sizeof(rt_value *) * (size_t)(lw_nargs(specs) + 1));
        for (int i = 0; i < lw_nargs(specs); i++)
            if (rt_typeof(lw_arg(specs, i)) != rt_linenumbernode_type)
                sv[n++] = lw_arg(specs, i);
    } else {
        one[0] = specs;
        sv = one;
        n = 1;
    }
    if (n == 0)
        lw_error(c, "syntax: invalid iteration specification");
    lw_loop lp = {0};
    lp.prev = c->loop;
    lp.trydepth = c->trydepth;
    lp.cont = -1;
    lw_for_specs(c, sv, 0, n, body, &lp);
    lw_patch_all(c, &lp.brk, lw_here(c));
    return lw_nothing();
}

/* Leave handlers and replay finally blocks down to try depth `depth`. */
static void lw_unwind_to(lw_ctx *c, int depth)
{
    int cur = c->trydepth;
    lw_finally *saved_fin = c->fin;
    while (c->fin && c->fin->trydepth >= depth) {
        lw_finally *f = c->fin;
        int n = cur - f->trydepth;
        if (n > 0) {
            int32_t k = lw_emit(c, IR_LEAVE, 0, NULL);
            c->f->stmts[k].target = n;
        }
        cur = f->trydepth;
        c->fin = f->prev;
        int savedd = c->trydepth;
        c->trydepth = cur;
        lw_expr(c, f->body, false);
        c->trydepth = savedd;
    }
    c->fin = saved_fin;
    if (cur > depth) {
        int32_t k = lw_emit(c, IR_LEAVE, 0, NULL);
        c->f->stmts[k].target = cur - depth;
    }
}

/* Restore the exception of every catch block a jump leaves: those inside loop lp (all
 * of them when lp is NULL, for a return). */
static void lw_leave_catches(lw_ctx *c, lw_loop *lp)
{
    for (lw_catch *k = c->catches; k; k = k->prev) {
        bool inside = !lp;
        for (lw_loop *l = k->loop; l && !inside; l = l->prev)
            inside = l == lp;
        if (!inside)
            break;
        int32_t s = lw_emit(c, IR_POPEXC, 0, NULL);
        c->f->stmts[s].target = k->enter + 1;
    }
}

ir_val lw_break(lw_ctx *c, bool cont)
{
    lw_loop *lp = c->loop;
    if (!lp)
        lw_error(c, cont ? "syntax: break or continue outside loop"
                         : "syntax: break or continue outside loop");
    lw_leave_catches(c, lp);
    lw_unwind_to(c, lp->trydepth);
    if (cont) {
        if (lp->cont >= 0)
            lw_goto(c, lp->cont);
        else
            lw_patch_add(&lp->contp, lw_goto(c, -1));
    } else {
        lw_patch_add(&lp->brk, lw_goto(c, -1));
    }
    return lw_nothing();
}

extern rt_value *lw_current_rettype(lw_ctx *c);

ir_val lw_return(lw_ctx *c, rt_value *x)
{
    ir_val v = lw_value(c, x);
    rt_value *rt = lw_current_rettype(c);
    if (rt) {
        ir_val t = lw_value(c, rt);
        v = lw_call2(c, lw_builtin(IRB_TYPEASSERT), lw_call2(c, lw_base("convert"), t, v), t);
    }
    lw_leave_catches(c, NULL);
    if (c->trydepth > 0) {
        if (c->fin) {
            int32_t t = lw_new_temp(c);
            lw_assign_slot(c, t, v);
            v = ir_slot(t);
        }
        lw_unwind_to(c, 0);
    }
    lw_emit(c, IR_RETURN, 1, &v);
    return lw_nothing();
}

ir_val lw_let(lw_ctx *c, rt_value *e, bool want)
{
    rt_value *binds = lw_arg(e, 0);
    rt_value *body = lw_nargs(e) > 1 ? lw_arg(e, 1) : NULL;
    int nb = 1;
    rt_value **bv = &binds;
    if (lw_is_expr(binds, "block")) {
        nb = lw_nargs(binds);
        bv = rt_alloc(sizeof(rt_value *) * (size_t)(nb + 1));
        for (int i = 0; i < nb; i++)
            bv[i] = lw_arg(binds, i);
    }
    int pushed = 0;
    for (int i = 0; i < nb; i++) {
        rt_value *b = bv[i];
        if (!b || rt_typeof(b) == rt_linenumbernode_type)
            continue;
        if (lw_is_expr(b, "=") && lw_nargs(b) == 2) {
            rt_value *lhs = lw_arg(b, 0);
            if (lw_is_expr(lhs, "call") || lw_is_expr(lhs, "where")) {
                lw_scope_push(c, LW_SC_HARD);
                pushed++;
                lw_scope_declare(c, b);
                lw_expr(c, b, false);
                continue;
            }
            ir_val v = lw_value(c, lw_arg(b, 1));
            if (v.kind == IRV_SLOT || v.kind == IRV_GLOBAL)
                v = lw_stabilize(c, v);
            lw_scope_push(c, LW_SC_HARD);
            pushed++;
            lw_scope_declare(c, (rt_value *)rt_exprv(rt_symbol("local"), 1, lhs));
            lw_assign_val(c, lhs, v);
        } else if (lw_is_sym(b) || lw_is_expr(b, "::")) {
            lw_scope_push(c, LW_SC_HARD);
            pushed++;
            lw_scope_declare(c, (rt_value *)rt_exprv(rt_symbol("local"), 1, b));
        } else {
            lw_error(c, "syntax: invalid let syntax");
        }
    }
    lw_scope_push(c, LW_SC_HARD);
    pushed++;
    lw_scope_declare(c, body);
    ir_val v = lw_expr(c, body, want);
    while (pushed--)
        lw_scope_pop(c);
    return v;
}

static ir_val lw_try_catch(lw_ctx *c, rt_value *body, rt_value *var, rt_value *cbody, bool want,
                           rt_value *elsebody)
{
    int32_t tmp = want ? lw_new_temp(c) : -1;
    int32_t enter = lw_emit(c, IR_ENTER, 0, NULL);
    c->trydepth++;
    lw_scope_push(c, lw_body_scope_kind(c));
    lw_scope_declare(c, body);
    ir_val v = lw_expr(c, body, want && !elsebody);
    if (want && !elsebody)
        lw_assign_slot(c, tmp, v);
    lw_scope_pop(c);
    c->trydepth--;
    int32_t k = lw_emit(c, IR_LEAVE, 0, NULL);
    c->f->stmts[k].target = 1;
    if (elsebody) {
        lw_scope_push(c, lw_body_scope_kind(c));
        lw_scope_declare(c, elsebody);
        v = lw_expr(c, elsebody, want);
        if (want)
            lw_assign_slot(c, tmp, v);
        lw_scope_pop(c);
    }
    int32_t skip = lw_goto(c, -1);
    lw_set_target(c, enter, lw_here(c));
    lw_scope_push(c, lw_body_scope_kind(c));
    if (lw_is_sym(var)) {
        ir_val ex = ir_ssa(lw_emit(c, IR_THE_EXC, 0, NULL));
        lw_scope_declare(c, (rt_value *)rt_exprv(rt_symbol("local"), 1, var));
        lw_scope_declare(c, cbody);
        lw_assign_val(c, var, ex);
    } else {
        lw_scope_declare(c, cbody);
    }
    lw_catch cat = {c->catches, enter, c->loop};
    c->catches = &cat;
    v = lw_expr(c, cbody, want);
    c->catches = cat.prev;
    if (want)
        lw_assign_slot(c, tmp, v);
    lw_scope_pop(c);
    lw_emit(c, IR_POPEXC, 0, NULL);
    lw_set_target(c, skip, lw_here(c));
    return want ? ir_slot(tmp) : ir_none();
}

ir_val lw_try(lw_ctx *c, rt_value *e, bool want)
{
    int n = lw_nargs(e);
    rt_value *body = lw_arg(e, 0);
    rt_value *var = n > 1 ? lw_arg(e, 1) : rt_false;
    rt_value *cbody = n > 2 ? lw_arg(e, 2) : rt_false;
    rt_value *fbody = n > 3 ? lw_arg(e, 3) : NULL;
    rt_value *ebody = n > 4 ? lw_arg(e, 4) : NULL; /* try/catch/else (1.8) */
    bool has_catch = cbody != rt_false || (var != rt_false && lw_is_sym(var));
    if (fbody == rt_false)
        fbody = NULL;
    if (!fbody)
        return lw_try_catch(c, body, var, cbody == rt_false ? NULL : cbody, want, ebody);
    /* try ... [catch ...] finally ... end */
    int32_t tmp = want ? lw_new_temp(c) : -1;
    int32_t enter = lw_emit(c, IR_ENTER, 0, NULL);
    lw_finally fin = {c->fin, fbody, c->trydepth};
    c->fin = &fin;
    c->trydepth++;
    ir_val v;
    if (has_catch) {
        v = lw_try_catch(c, body, var, cbody == rt_false ? NULL : cbody, want, ebody);
    } else {
        lw_scope_push(c, lw_body_scope_kind(c));
        lw_scope_declare(c, body);
        v = lw_expr(c, body, want);
        lw_scope_pop(c);
    }
    if (want)
        lw_assign_slot(c, tmp, v);
    c->trydepth--;
    c->fin = fin.prev;
    int32_t k = lw_emit(c, IR_LEAVE, 0, NULL);
    c->f->stmts[k].target = 1;
    lw_scoped_body(c, fbody);
    int32_t skip = lw_goto(c, -1);
    lw_set_target(c, enter, lw_here(c));
    lw_scoped_body(c, fbody);
    lw_call(c, lw_base("rethrow"), 0, NULL);
    lw_set_target(c, skip, lw_here(c));
    return want ? ir_slot(tmp) : ir_none();
}
