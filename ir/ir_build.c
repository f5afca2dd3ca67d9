/* ir_build.c — constructing untyped IR: functions, slots, statements, operands, and the
 * list of top-level items. Used by lowering (frontend/lower*.c); inference copies and
 * annotates what is built here. All memory comes from the GC (rt_alloc), so an ir_func is
 * reachable as long as some item or method refers to it. */
#include "ir.h"
#include <string.h>

ir_func *ir_func_new(rt_sym *name, rt_module *m, rt_sym *file, int32_t line)
{
    ir_func *f = rt_alloc(sizeof(ir_func));
    f->name = name;
    f->module = m;
    f->file = file;
    f->line = line;
    return f;
}

int32_t ir_add_slot(ir_func *f, rt_sym *name, bool is_arg)
{
    /* Slots grow by doubling; the capacity is kept implicitly as the next power of two. */
    int32_t n = f->nslots;
    if ((n & (n - 1)) == 0) {
        int32_t cap = n ? n * 2 : 4;
        ir_slotinfo *ns = rt_alloc(sizeof(ir_slotinfo) * (size_t)cap);
        if (n)
            memcpy(ns, f->slots, sizeof(ir_slotinfo) * (size_t)n);
        f->slots = ns;
    }
    ir_slotinfo *s = &f->slots[n];
    memset(s, 0, sizeof *s);
    s->name = name;
    s->is_arg = is_arg;
    f->nslots = n + 1;
    return n;
}

int32_t ir_emit(ir_func *f, ir_op op, int32_t line, int32_t nargs, const ir_val *args)
{
    if (f->nstmts == f->capstmts) {
        int32_t cap = f->capstmts ? f->capstmts * 2 : 16;
        ir_stmt *ns = rt_alloc(sizeof(ir_stmt) * (size_t)cap);
        if (f->nstmts)
            memcpy(ns, f->stmts, sizeof(ir_stmt) * (size_t)f->nstmts);
        f->stmts = ns;
        f->capstmts = cap;
    }
    int32_t i = f->nstmts++;
    ir_stmt *s = &f->stmts[i];
    memset(s, 0, sizeof *s);
    s->op = op;
    s->line = line;
    s->nargs = nargs;
    s->slot = -1;
    s->target = -1;
    s->builtin = -1;
    if (nargs > 0) {
        s->args = rt_alloc(sizeof(ir_val) * (size_t)nargs);
        memcpy(s->args, args, sizeof(ir_val) * (size_t)nargs);
    }
    return i;
}

ir_val ir_ssa(int32_t idx)
{
    ir_val v = {0};
    v.kind = IRV_SSA;
    v.idx = idx;
    return v;
}

ir_val ir_slot(int32_t idx)
{
    ir_val v = {0};
    v.kind = IRV_SLOT;
    v.idx = idx;
    return v;
}

ir_val ir_const(rt_value *c)
{
    ir_val v = {0};
    v.kind = IRV_CONST;
    v.c = c;
    return v;
}

ir_val ir_global(rt_module *m, rt_sym *name)
{
    ir_val v = {0};
    v.kind = IRV_GLOBAL;
    v.mod = m;
    v.name = name;
    return v;
}

ir_val ir_none(void)
{
    ir_val v = {0};
    return v;
}

void ir_top_push(ir_toplevel *t, ir_topitem item)
{
    if (t->n == t->cap) {
        int32_t cap = t->cap ? t->cap * 2 : 4;
        ir_topitem *ni = rt_alloc(sizeof(ir_topitem) * (size_t)cap);
        if (t->n)
            memcpy(ni, t->items, sizeof(ir_topitem) * (size_t)t->n);
        t->items = ni;
        t->cap = cap;
    }
    t->items[t->n++] = item;
}
