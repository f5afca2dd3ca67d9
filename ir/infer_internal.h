/* infer_internal.h — shared between the inference files (not exported). */
#ifndef JOLT_INFER_INTERNAL_H
#define JOLT_INFER_INTERNAL_H
#include "ir.h"

ir_lat ir_infer_val(ir_func *f, ir_val v);
rt_value *ir_const_type(rt_value *c);
rt_value *ir_callee_argtype(ir_lat f);
ir_mi *ir_resolve_call(rt_value *callee, int n, rt_value **argt, bool *nomethod);
/* Result of a call to builtin `b` with argument lattice elements args[1..n) (args[0] is the
 * builtin itself). May set s->mi (for _apply_iterate). */
/* Rewrite call s of mi, a wrapper `return builtin(args...)`, into that builtin call
 * (inline.c); true when rewritten. */
bool ir_inline_trivial(ir_stmt *s, ir_mi *mi);
bool ir_inline_setproperty(ir_stmt *s, ir_mi *mi, const ir_lat *argl, int n);
/* Constant result of intrinsic b on constant operands a[1..n) (fold.c); false if the
 * operands are not all constant or the operation must happen at run time. */
bool ir_fold_intrinsic(int b, int n, ir_lat *a, ir_lat *out);
rt_value *ir_return_type(ir_mi *cur, ir_lat fl, rt_value *tt); /* see infer_builtin.c */
ir_lat ir_infer_builtin(ir_mi *cur, ir_func *f, ir_stmt *s, int b, int n, ir_lat *args);
/* invoke.c: f is Base.invoke; resolve s = invoke(f, T, args...) (argument lattice
 * argl[1..n)) to the specialization called, rewriting s into f(args...), else NULL */
bool ir_is_invoke(rt_value *f);
ir_mi *ir_invoke_resolve(ir_stmt *s, int n, ir_lat *argl);
#endif
