/* builtins.c — the Core builtins and Core.Intrinsics as function objects.
 *
 * Each builtin is an ordinary rt_function (so it can be passed around, printed and called
 * dynamically) bound as a constant in Core or Core.Intrinsics. Inference and codegen
 * recognise a call to one by comparing the callee with ir_builtin_fn[] (ir_builtin_id). */
#include "ir.h"
#include <string.h>

rt_function *ir_builtin_fn[IR_NBUILTINS];

static const struct {
    const char *name; /* Julia name */
    int mod;          /* 0 = Core, 1 = Core.Intrinsics */
} builtin_info[IR_NBUILTINS] = {
#define IR_BUILTIN(id, name, mod) {name, mod},
#include "builtins.def"
#undef IR_BUILTIN
};

void ir_builtins_init(void)
{
    rt_sym *iname = rt_symbol("Intrinsics");
    rt_value *iv = rt_get_global(rt_core_module, iname);
    rt_module *intr = iv ? (rt_module *)iv : rt_new_module(iname, rt_core_module);
    if (!iv)
        rt_set_const(rt_core_module, iname, (rt_value *)intr);
    for (int i = 0; i < IR_NBUILTINS; i++) {
        rt_module *m = builtin_info[i].mod ? intr : rt_core_module;
        rt_function *f = rt_new_function(m, rt_symbol(builtin_info[i].name));
        rt_typeof((rt_value *)f)->name->builtin = rt_builtin_impl(m, f->name);
        rt_binding *b = rt_get_binding(m, f->name);
        b->exported = 1;
        ir_builtin_fn[i] = f;
    }
    ir_install_return_type_hook();
}

bool ir_builtin_is_intrinsic(int b) { return b >= 0 && b < IR_NBUILTINS && builtin_info[b].mod; }

int ir_builtin_id(rt_value *f)
{
    if (!f || !(rt_typeof(f)->flags & RT_FUNCTION))
        return -1;
    rt_module *m = rt_typeof(f)->name->module; /* builtins live in Core and Core.Intrinsics */
    if (m != rt_core_module && (!m || m->parent != rt_core_module))
        return -1;
    for (int i = 0; i < IR_NBUILTINS; i++)
        if ((rt_value *)ir_builtin_fn[i] == f)
            return i;
    return -1;
}
