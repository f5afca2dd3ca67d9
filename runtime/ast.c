/* ast.c — Julia's AST objects as runtime values: Expr, LineNumberNode, QuoteNode and
 * GlobalRef. The frontend builds these for quoted code and macros; their layouts match the
 * field order Julia gives them (Expr(head, args), LineNumberNode(line, file), ...).
 */
#include "rt.h"

rt_expr *rt_new_expr(rt_sym *head, int nargs) {
    rt_expr *e = rt_alloc(sizeof(rt_expr));
    e->type = rt_expr_type;
    e->head = head;
    e->args = rt_new_vector_any(nargs < 0 ? 0 : nargs);
    for (int i = 0; i < nargs; i++) rt_array_ptr_data(e->args)[i] = rt_nothing;
    return e;
}

rt_expr *rt_exprv(rt_sym *head, int nargs, ...) {
    rt_expr *e = rt_new_expr(head, nargs);
    va_list ap;
    va_start(ap, nargs);
    for (int i = 0; i < nargs; i++) rt_array_ptr_data(e->args)[i] = va_arg(ap, rt_value *);
    va_end(ap);
    return e;
}

void rt_expr_push(rt_expr *e, rt_value *arg) {
    rt_array_push_ptr(e->args, arg);
}

rt_value *rt_new_linenode(int64_t line, rt_value *file) {
    rt_linenode *n = rt_alloc(sizeof(rt_linenode));
    n->type = rt_linenumbernode_type;
    n->line = line;
    n->file = file ? file : rt_nothing;
    return (rt_value *)n;
}

rt_value *rt_new_quotenode(rt_value *v) {
    rt_quotenode *q = rt_alloc(sizeof(rt_quotenode));
    q->type = rt_quotenode_type;
    q->value = v;
    return (rt_value *)q;
}

rt_value *rt_new_globalref(rt_module *m, rt_sym *name) {
    rt_globalref *g = rt_alloc(sizeof(rt_globalref));
    g->type = rt_globalref_type;
    g->module = m;
    g->name = name;
    return (rt_value *)g;
}
