/* codetext.c — what InteractiveUtils shows of one call: the method it dispatches to
 * (@which) and that method's code for the argument types given, lowered (@code_lowered)
 * or inferred (@code_typed, @code_warntype), as --dump-ir=lowered/typed prints it.
 *
 * Reached through rt_code_text_hook (runtime/reflect.c); an executable has no hook, so
 * there these macros are Julia's "not available in a compiled executable" error. */
#define _GNU_SOURCE
#include "ir.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *ir_method_shown(ir_method *m);

/* The text of stage (which, lowered, typed) for a call of f with the argument types of
 * tuple type tt; nothing when no method (or more than one) applies. */
static rt_value *code_text(rt_value *f, rt_value *tt, rt_value *stage)
{
    rt_type *t = (rt_type *)rt_unwrap_unionall(tt);
    ir_mtable *mt = ir_callee_mtable(f);
    if (!mt || !rt_is_datatype((rt_value *)t) || !(t->flags & RT_TUPLE) || t->nparams > 62)
        return rt_nothing;
    rt_value *argt[64], *sp[64];
    argt[0] = rt_is_kind(f) ? rt_type_of_type(f) : (rt_value *)rt_typeof(f);
    for (int i = 0; i < t->nparams; i++)
        argt[i + 1] = t->params[i];
    int n = t->nparams + 1;
    bool amb = false;
    ir_method *m = ir_method_lookup(mt, n, argt, sp, &amb);
    if (!m || amb || m->nsparams > 64)
        return rt_nothing;
    const char *what = ((rt_sym *)stage)->name;
    if (!strcmp(what, "which")) {
        char *s = ir_method_shown(m);
        rt_value *r = (rt_value *)rt_cstring(s ? s : "");
        free(s);
        return r;
    }
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    if (!out)
        rt_error("out of memory");
    if (!strcmp(what, "lowered")) {
        ir_print_func(out, ir_func_ready(m->src), false);
    } else {
        ir_mi *mi = ir_specialize(m, n, argt, sp);
        if (mi->state != IR_MI_DONE)
            ir_infer(mi);
        ir_print_mi_header(out, mi);
        ir_print_func(out, mi->code, true);
    }
    fclose(out);
    rt_value *r = (rt_value *)rt_cstring(buf);
    free(buf);
    return r;
}

void ir_install_codetext_hook(void) { rt_code_text_hook = code_text; }
