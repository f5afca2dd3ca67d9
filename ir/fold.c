/* fold.c — constant folding of Core.Intrinsics on constant operands.
 *
 * When every operand of an intrinsic is a constant, inference computes the result now
 * with the runtime's evaluator (runtime/intrinsics.c), as Julia's constant propagation
 * does: `bitcast(Float64, 0x7ff0000000000000)` is the constant Inf, a condition on
 * constants picks its branch, and a top-level `const` whose value folds needs no machine
 * code. What the evaluator declines (division by zero, out-of-range conversions) is left
 * to run time, where it throws or behaves as the instruction does. */
#include "infer_internal.h"

bool ir_fold_intrinsic(int b, int n, ir_lat *a, ir_lat *out)
{
    if (!ir_builtin_is_intrinsic(b) || n < 2 || n > 4)
        return false;
    rt_value *args[3];
    for (int i = 1; i < n; i++) {
        if (!a[i].cnst)
            return false;
        args[i - 1] = a[i].cnst;
    }
    rt_value *v = rt_intrinsic_eval(ir_builtin_fn[b]->name->name, n - 1, args);
    if (!v)
        return false;
    *out = ir_lat_const(v);
    return true;
}
