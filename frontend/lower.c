/* lower.c — lowering contexts and the small helpers every lowering file uses: symbol and
 * Expr accessors, statement emission, builtin/Base operands, jump patching, temporaries
 * and lowering errors (which longjmp to the top-level entry and become IR_TOP_ERROR). */
#include <sys/resource.h>
#include "lower.h"
#include <stdarg.h>
#include <string.h>

rt_sym *lw_s(const char *name) { return rt_symbol(name); }

bool lw_is_sym(rt_value *v) { return v && rt_typeof(v) == rt_symbol_type; }

rt_sym *lw_head(rt_value *e)
{
    return e && rt_typeof(e) == rt_expr_type ? ((rt_expr *)e)->head : NULL;
}

bool lw_is_expr(rt_value *v, const char *head)
{
    rt_sym *h = lw_head(v);
    return h && h == rt_symbol(head);
}

int lw_nargs(rt_value *e) { return rt_expr_nargs((rt_expr *)e); }

rt_value *lw_arg(rt_value *e, int i) { return rt_expr_arg((rt_expr *)e, i); }

/* The last lowering error (lowering is single-threaded, one statement at a time). */
static char *lw_pending_error;
int lw_pending_line;

_Noreturn void lw_error(lw_ctx *c, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    size_t n = strlen(buf);
    c->errmsg = rt_alloc_atomic(n + 1);
    memcpy(c->errmsg, buf, n + 1);
    lw_pending_error = c->errmsg;
    lw_pending_line = c->line;
    longjmp(*c->jb, 1);
}

_Thread_local uintptr_t lw_stack_base;
_Thread_local jmp_buf *lw_stack_jb;
_Thread_local size_t lw_stack_max = LW_STACK_MAX;

uintptr_t fe_main_stack_top RT_PER_PROCESS; /* set by the CLI each start */
size_t fe_main_stack_size RT_PER_PROCESS;
size_t fe_main_stack_usual RT_PER_PROCESS;
static int fe_widened RT_PER_PROCESS; /* nesting of fe_stack_widen(true) */

bool fe_stack_widen(bool on)
{
    if (!fe_main_stack_usual || !fe_stack_room())
        return false;
    if (on && fe_widened++)
        return true;
    if (!on && --fe_widened)
        return true;
    struct rlimit rl;
    if (getrlimit(RLIMIT_STACK, &rl) != 0)
        return on;
    rl.rlim_cur = on ? (rlim_t)(fe_main_stack_size + ((size_t)1 << 20)) : (rlim_t)fe_main_stack_usual;
    setrlimit(RLIMIT_STACK, &rl);
    return on;
}

size_t fe_stack_room(void)
{
    char here;
    uintptr_t sp = (uintptr_t)&here;
    if (!fe_main_stack_top || sp > fe_main_stack_top || fe_main_stack_top - sp >= fe_main_stack_size)
        return 0;
    return fe_main_stack_size - (fe_main_stack_top - sp);
}

size_t lw_stack_limit(void)
{
    size_t room = fe_stack_room();
    return room > LW_STACK_MAX + ((size_t)4 << 20) ? room - ((size_t)4 << 20) : LW_STACK_MAX;
}

void lw_check_stack(void)
{
    char here;
    uintptr_t sp = (uintptr_t)&here;
    if (lw_stack_base && lw_stack_jb && sp < lw_stack_base && lw_stack_base - sp > lw_stack_max) {
        lw_pending_error = "syntax: expression too deeply nested";
        lw_pending_line = 0;
        longjmp(*lw_stack_jb, 1);
    }
}

char *lw_take_error(void)
{
    char *m = lw_pending_error;
    lw_pending_error = NULL;
    return m ? m : "syntax: invalid syntax";
}

void lw_ctx_slotinfo(lw_ctx *c)
{
    int need = c->f->nslots;
    if (need <= c->capslotseq)
        return;
    int cap = c->capslotseq ? c->capslotseq : 16;
    while (cap < need)
        cap *= 2;
    int32_t *ns = rt_alloc_atomic(sizeof(int32_t) * (size_t)cap);
    for (int i = 0; i < cap; i++)
        ns[i] = i < c->capslotseq ? c->slotseq[i] : -1;
    c->slotseq = ns;
    c->capslotseq = cap;
}

int32_t lw_new_named_slot(lw_ctx *c, rt_sym *name, bool is_arg)
{
    int32_t s = ir_add_slot(c->f, name, is_arg);
    lw_ctx_slotinfo(c);
    if (c->nseq == c->capseq) {
        int cap = c->capseq ? c->capseq * 2 : 16;
        lw_varinfo *nv = rt_alloc_atomic(sizeof(lw_varinfo) * (size_t)cap);
        if (c->nseq)
            memcpy(nv, c->vi, sizeof(lw_varinfo) * (size_t)c->nseq);
        c->vi = nv;
        c->capseq = cap;
    }
    lw_varinfo *v = &c->vi[c->nseq];
    v->nassign = is_arg ? 1 : 0;
    v->captured_at = -1;
    v->needbox = 0;
    c->slotseq[s] = c->nseq++;
    return s;
}

lw_varinfo *lw_slot_info(lw_ctx *c, int32_t slot)
{
    if (slot < 0 || slot >= c->capslotseq || c->slotseq[slot] < 0)
        return NULL;
    return &c->vi[c->slotseq[slot]];
}

bool lw_slot_boxed(lw_ctx *c, int32_t slot)
{
    if (slot < 0 || slot >= c->capslotseq)
        return false;
    int32_t q = c->slotseq[slot];
    return q >= 0 && q < c->nboxed && c->boxed[q];
}

lw_ctx *lw_ctx_new(lw_ctx *parent, ir_func *f, rt_module *m, rt_sym *file, ir_toplevel *top,
                   bool in_method)
{
    lw_ctx *c = rt_alloc(sizeof(lw_ctx));
    c->f = f;
    c->parent = parent;
    c->mod = m;
    c->file = file;
    c->line = f->line;
    c->in_method = in_method;
    c->top = top;
    if (parent) {
        c->jb = parent->jb;
        c->scope = parent->scope;
    }
    return c;
}

int32_t lw_emit(lw_ctx *c, ir_op op, int nargs, const ir_val *args)
{
    return ir_emit(c->f, op, c->line, nargs, args);
}

ir_val lw_call(lw_ctx *c, ir_val f, int n, const ir_val *args)
{
    ir_val buf[16];
    ir_val *a = n + 1 <= 16 ? buf : rt_alloc(sizeof(ir_val) * (size_t)(n + 1));
    a[0] = f;
    for (int i = 0; i < n; i++)
        a[i + 1] = args[i];
    return ir_ssa(lw_emit(c, IR_CALL, n + 1, a));
}

ir_val lw_call1(lw_ctx *c, ir_val f, ir_val a) { return lw_call(c, f, 1, &a); }

ir_val lw_call2(lw_ctx *c, ir_val f, ir_val a, ir_val b)
{
    ir_val v[2] = {a, b};
    return lw_call(c, f, 2, v);
}

ir_val lw_builtin(int id) { return ir_const((rt_value *)ir_builtin_fn[id]); }

ir_val lw_base(const char *name) { return ir_global(rt_base_module, rt_symbol(name)); }

ir_val lw_core(const char *name) { return ir_global(rt_core_module, rt_symbol(name)); }

ir_val lw_nothing(void) { return ir_const(rt_nothing); }

ir_val lw_sym_const(rt_sym *s) { return ir_const((rt_value *)s); }

int32_t lw_here(lw_ctx *c) { return c->f->nstmts; }

int32_t lw_goto(lw_ctx *c, int32_t target)
{
    int32_t i = lw_emit(c, IR_GOTO, 0, NULL);
    c->f->stmts[i].target = target;
    return i;
}

int32_t lw_gotoifnot(lw_ctx *c, ir_val cond, int32_t target)
{
    int32_t i = lw_emit(c, IR_GOTOIFNOT, 1, &cond);
    c->f->stmts[i].target = target;
    return i;
}

void lw_set_target(lw_ctx *c, int32_t stmt, int32_t target) { c->f->stmts[stmt].target = target; }

int32_t lw_new_temp(lw_ctx *c)
{
    int32_t s = ir_add_slot(c->f, NULL, false);
    lw_ctx_slotinfo(c);
    return s;
}

void lw_assign_slot(lw_ctx *c, int32_t slot, ir_val v)
{
    int32_t i = lw_emit(c, IR_ASSIGN, 1, &v);
    c->f->stmts[i].slot = slot;
}

void lw_patch_add(lw_patch *p, int32_t stmt)
{
    if (p->n == p->cap) {
        int cap = p->cap ? p->cap * 2 : 4;
        int32_t *ns = rt_alloc_atomic(sizeof(int32_t) * (size_t)cap);
        if (p->n)
            memcpy(ns, p->stmts, sizeof(int32_t) * (size_t)p->n);
        p->stmts = ns;
        p->cap = cap;
    }
    p->stmts[p->n++] = stmt;
}

void lw_patch_all(lw_ctx *c, lw_patch *p, int32_t target)
{
    for (int i = 0; i < p->n; i++)
        lw_set_target(c, p->stmts[i], target);
    p->n = 0;
}

ir_val lw_stabilize(lw_ctx *c, ir_val v)
{
    if (v.kind != IRV_SLOT && v.kind != IRV_GLOBAL)
        return v;
    int32_t t = lw_new_temp(c);
    lw_assign_slot(c, t, v);
    return ir_slot(t);
}
