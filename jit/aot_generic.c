/* aot_generic.c — fallback specializations for an executable's dynamic calls.
 *
 * The JIT compiles a missing specialization when a dynamic call meets new argument types;
 * an executable cannot. So before the object is written, every call that stayed dynamic in
 * the compiled code is examined: when its callee is known, each method of that callee that
 * fits the call's arity is compiled once for its declared argument types
 * (ir_specialize_generic), and those new bodies are examined in turn until nothing new
 * appears. The image initialiser registers them per function, most specific method first
 * (rt_aot_register_generic); at run time a dispatch-cache miss takes the first entry whose
 * signature covers the actual argument types, which is the most specific applicable method. */
#include "jit.h"
#include <stdlib.h>
#include <string.h>

/* One dynamic call target seen: callee and argument count. */
typedef struct site {
    rt_value *f;   /* the callee (a generic function or a type) */
    int nargs;     /* number of arguments including the callee */
} site;

static site *sites;          /* every (callee, arity) compiled for so far */
static int nsites, capsites; /* used / allocated */

static bool add_site(rt_value *f, int nargs)
{
    for (int i = 0; i < nsites; i++)
        if (sites[i].f == f && sites[i].nargs == nargs)
            return false;
    if (nsites == capsites) {
        capsites = capsites ? capsites * 2 : 64;
        sites = realloc(sites, sizeof(site) * capsites);
    }
    sites[nsites++] = (site){f, nargs};
    return true;
}

/* The callee value of an operand when it is known: a constant or a singleton's instance. */
static rt_value *known_callee(ir_func *code, ir_val v)
{
    ir_lat l = ir_infer_val(code, v);
    if (l.cnst)
        return l.cnst;
    rt_value *t = l.type;
    if (rt_is_datatype(t) && (((rt_type *)t)->flags & RT_SINGLETON) && ((rt_type *)t)->instance)
        return ((rt_type *)t)->instance;
    return NULL;
}

/* Number of arguments _apply_iterate passes (tuples of known length), or -1. */
static int splat_arity(ir_func *code, ir_stmt *s)
{
    int n = 1;
    for (int i = 3; i < s->nargs; i++) {
        rt_value *tt = ir_infer_val(code, s->args[i]).type;
        if (!rt_is_datatype(tt) || !(((rt_type *)tt)->flags & RT_TUPLE))
            return -1;
        rt_type *dt = (rt_type *)tt;
        if (dt->nparams > 0 && rt_is_vararg(dt->params[dt->nparams - 1]))
            return -1;
        n += dt->nparams;
    }
    return n;
}

static void scan(ir_func *code)
{
    if (!code)
        return;
    for (int i = 0; i < code->nstmts; i++) {
        ir_stmt *s = &code->stmts[i];
        if (s->op != IR_CALL || s->mi || s->dead || s->nargs == 0)
            continue;
        rt_value *f = NULL;
        int n = -1;
        if (s->builtin == IRB_APPLY_ITERATE && s->nargs >= 3) {
            f = known_callee(code, s->args[2]);
            n = splat_arity(code, s);
        } else if (s->builtin < 0) {
            f = known_callee(code, s->args[0]);
            n = s->nargs;
        }
        if (f && n > 0 && ir_builtin_id(f) < 0 && ir_callee_mtable(f))
            add_site(f, n);
    }
}

/* The generic specializations made for one method table, in registration order. */
static void compile_site(cg_unit *u, site *st)
{
    ir_mtable *mt = ir_callee_mtable(st->f);
    for (int i = 0; i < mt->n; i++) {
        ir_mi *mi = ir_specialize_generic(mt->methods[i], st->nargs);
        if (!mi)
            continue;
        ir_infer(mi);
        cg_emit_boxed(u, mi);
    }
}

/* Is method a more specific than b? */
static bool more_specific(ir_method *a, ir_method *b)
{
    return rt_subtype(a->sig, b->sig) && !rt_subtype(b->sig, a->sig);
}

/* Register the fallbacks of one method table, most specific method first. */
static void register_table(cg_unit *u, ir_mtable *mt)
{
    int n = mt->n;
    ir_method **left = malloc(sizeof(ir_method *) * (n ? n : 1));
    if (n)
        memcpy(left, mt->methods, sizeof(ir_method *) * n);
    while (n > 0) {
        int pick = 0;
        for (int i = 0; i < n; i++) {
            bool minimal = true;
            for (int k = 0; k < n && minimal; k++)
                if (k != i && more_specific(left[k], left[i]))
                    minimal = false;
            if (minimal) {
                pick = i;
                break;
            }
        }
        ir_method *m = left[pick];
        left[pick] = left[--n];
        for (int j = 0; j < nsites; j++) {
            if (ir_callee_mtable(sites[j].f) != mt)
                continue;
            bool dup = false; /* one entry per arity */
            for (int k = 0; k < j && !dup; k++)
                dup = ir_callee_mtable(sites[k].f) == mt && sites[k].nargs == sites[j].nargs;
            ir_mi *mi = dup ? NULL : ir_specialize_generic(m, sites[j].nargs);
            if (mi)
                cg_aot_register_generic(u, mi);
        }
        cg_aot_register_method_sig(u, m->sig);
    }
    free(left);
}

void aot_compile_fallbacks(cg_unit *u, ir_mi **thunks, int nthunks)
{
    for (int i = 0; i < nthunks; i++)
        scan(thunks[i]->code);
    int scanned = 0, compiled = 0;
    for (;;) {
        ir_mi **ms;
        int n = cg_unit_emitted(u, &ms);
        for (; scanned < n; scanned++)
            scan(ms[scanned]->code);
        if (compiled == nsites)
            break;
        while (compiled < nsites) {
            site st = sites[compiled++];
            compile_site(u, &st);
        }
    }
    /* registration: one pass per method table, in first-seen order */
    for (int i = 0; i < nsites; i++) {
        ir_mtable *mt = ir_callee_mtable(sites[i].f);
        bool seen = false;
        for (int k = 0; k < i && !seen; k++)
            seen = ir_callee_mtable(sites[k].f) == mt;
        if (!seen)
            register_table(u, mt);
    }
}
