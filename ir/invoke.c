/* invoke.c — invoke(f, Tuple{T...}, args...): call the method of f that a call with
 * argument types T would pick, with arguments that are instances of T.
 *
 * Inference resolves the method when f and T are known and the arguments' types are
 * dispatch leaves: the call statement is rewritten into a direct call of that method's
 * specialization for the actual argument types (works in the JIT and in executables; the
 * original operands stay in orig_args, so a later sweep starts again from the invoke).
 * Every other call reaches Base.invoke, whose rt_invoke asks ir_invoke_method here. */
#include "ir.h"
#include "infer_internal.h"

/* Base.invoke, once Base has defined it */
bool ir_is_invoke(rt_value *f)
{
    static rt_value *fn;
    if (!fn && rt_base_module)
        fn = rt_get_global(rt_base_module, rt_symbol("invoke"));
    return fn && f == fn;
}

static ir_method *invoke_method(ir_mtable *mt, rt_value *ft, rt_value *tt, bool *amb);

/* The method of f's table a call with argument types tt (a Tuple type) picks, NULL when
 * none or ambiguous; *amb tells which. */
ir_method *ir_invoke_method(rt_value *f, rt_value *tt, bool *amb)
{
    return invoke_method(ir_callee_mtable(f), (rt_value *)rt_dispatch_type(f), tt, amb);
}

/* the same for a callee of dispatch type ft, whose method table is mt */
static ir_method *invoke_method(ir_mtable *mt, rt_value *ft, rt_value *tt, bool *amb)
{
    *amb = false;
    rt_type *t = (rt_type *)rt_unwrap_unionall(tt);
    if (!mt || !rt_is_datatype((rt_value *)t) || !(t->flags & RT_TUPLE) || t->nparams > 62)
        return NULL;
    rt_value *argt[64];
    argt[0] = ft;
    for (int i = 0; i < t->nparams; i++)
        argt[i + 1] = t->params[i];
    return ir_method_lookup(mt, t->nparams + 1, argt, NULL, amb);
}

/* Call s = invoke(f, T, args...) with argument lattice argl[1..n): when it resolves, s
 * becomes f(args...) calling the returned specialization. */
ir_mi *ir_invoke_resolve(ir_stmt *s, int n, ir_lat *argl)
{
    if (n < 3 || n > 64 || !argl[2].cnst || !rt_is_datatype(argl[2].cnst))
        return NULL;
    rt_value *T = argl[2].cnst;
    rt_type *t = (rt_type *)T;
    if (!(t->flags & RT_TUPLE) || t->nparams != n - 3)
        return NULL;
    rt_value *argt[64];
    argt[0] = ir_callee_argtype(argl[1]); /* the callee: a constant, or of a leaf type */
    ir_mtable *mt = NULL;
    if (argl[1].cnst)
        mt = ir_callee_mtable(argl[1].cnst);
    else if (argt[0] && rt_is_concrete(argt[0]) && rt_is_datatype(argt[0]))
        mt = ir_mtable_of(((rt_type *)argt[0])->name);
    if (!mt)
        return NULL;
    for (int i = 3; i < n; i++) {
        argt[i - 2] = argl[i].type;
        if (rt_is_vararg(t->params[i - 3]) || !ir_is_leaf_argtype(argl[i].type) ||
            !rt_subtype(argl[i].type, t->params[i - 3]))
            return NULL;
    }
    bool amb;
    ir_method *m = invoke_method(mt, argt[0], T, &amb);
    if (!m || m->nsparams > 16)
        return NULL;
    rt_value *sp[16];
    if (!rt_subtype_env((rt_value *)rt_tuple_type(n - 2, argt), m->sig, sp, m->nsparams))
        return NULL;
    for (int i = 0; i < m->nsparams; i++)
        if (!sp[i] || rt_typeof(sp[i]) == rt_tvar_type)
            return NULL;
    ir_mi *mi = ir_specialize(m, n - 2, argt, sp);
    ir_infer(mi);
    if (!s->orig_args) {
        s->orig_args = s->args;
        s->orig_nargs = s->nargs;
    }
    ir_val *a = rt_alloc(sizeof(ir_val) * (size_t)(n - 2));
    a[0] = s->args[1];
    for (int i = 3; i < n; i++)
        a[i - 2] = s->args[i];
    s->args = a;
    s->nargs = n - 2;
    return mi;
}
