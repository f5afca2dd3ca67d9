/* lower_top.c — top-level statements and function definitions.
 *
 * fe_lower_toplevel splits one parsed top-level expression into items (docs/ir.md):
 * declarations (struct/module/using/export/const), method definitions and thunks. A method
 * signature (`f(a, b::T=2, c...; k=1) where {T} :: R`) is parsed into an lw_sig; each
 * number of supplied optional arguments gets a method forwarding to the next longer one
 * (`f(a) = f(a, 2)`), the full one holds the body. Bodies are lowered by lw_run_passes,
 * which repeats the lowering when closures reveal variables that need a Core.Box. */
#include "lower.h"
#include <string.h>


rt_value *lw_current_rettype(lw_ctx *c) { return c->rettype; }

/* ------------------------------------------------------------ signatures */
static rt_sym *lw_arg_name(rt_value *a)
{
    if (lw_is_sym(a))
        return (rt_sym *)a;
    if (lw_is_expr(a, "::") && lw_nargs(a) == 2 && lw_is_sym(lw_arg(a, 0)))
        return (rt_sym *)lw_arg(a, 0);
    return NULL;
}

static rt_value *lw_strip_nospecialize(rt_value *a)
{
    while (lw_is_expr(a, "macrocall") && lw_nargs(a) >= 3) {
        rt_value *m = lw_arg(a, 0);
        const char *mn = lw_is_sym(m) ? ((rt_sym *)m)->name : "";
        if (strcmp(mn, "@nospecialize") && strcmp(mn, "@specialize"))
            break;
        a = lw_arg(a, lw_nargs(a) - 1);
    }
    if (lw_is_expr(a, "meta") && lw_nargs(a) == 2)
        a = lw_arg(a, 1);
    return a;
}

lw_sig *lw_parse_sig(lw_ctx *c, rt_value *s)
{
    lw_sig *sig = rt_alloc(sizeof(lw_sig));
    sig->line = c->line;
    /* where layers, outermost first */
    rt_value *spv[64];
    int nsp = 0;
    while (lw_is_expr(s, "where") || (lw_is_expr(s, "::") && lw_nargs(s) == 2 &&
                                      (lw_is_expr(lw_arg(s, 0), "call") ||
                                       lw_is_expr(lw_arg(s, 0), "where")))) {
        if (lw_is_expr(s, "::")) {
            if (sig->rettype)
                lw_error(c, "syntax: invalid function signature");
            sig->rettype = lw_arg(s, 1);
            s = lw_arg(s, 0);
            continue;
        }
        for (int i = 1; i < lw_nargs(s) && nsp < 64; i++) {
            rt_value *v = lw_arg(s, i);
            if (lw_is_expr(v, "braces"))
                for (int k = 0; k < lw_nargs(v) && nsp < 64; k++)
                    spv[nsp++] = lw_arg(v, k);
            else
                spv[nsp++] = v;
        }
        s = lw_arg(s, 0);
    }
    sig->nsparams = nsp;
    sig->sparams = rt_alloc(sizeof(rt_value *) * (size_t)(nsp + 1));
    sig->spnames = rt_alloc(sizeof(rt_sym *) * (size_t)(nsp + 1));
    for (int i = 0; i < nsp; i++) {
        rt_value *v = spv[i];
        sig->sparams[i] = v;
        rt_value *nm = v;
        if ((lw_is_expr(v, "<:") || lw_is_expr(v, ">:")) && lw_nargs(v) == 2)
            nm = lw_arg(v, 0);
        else if (lw_is_expr(v, "comparison") && lw_nargs(v) == 5)
            nm = lw_arg(v, 2);
        if (!lw_is_sym(nm))
            lw_error(c, "syntax: invalid variable expression in \"where\"");
        sig->spnames[i] = (rt_sym *)nm;
    }
    if (!lw_is_expr(s, "call") || lw_nargs(s) < 1)
        lw_error(c, "syntax: invalid function name \"%s\"", lw_expr_str(s));
    rt_value *f = lw_arg(s, 0);
    if (lw_is_sym(f)) {
        sig->name = (rt_sym *)f;
    } else if (lw_is_expr(f, ".")) {
        sig->fexpr = f;
        rt_value *q = lw_arg(f, lw_nargs(f) - 1);
        if (q && rt_typeof(q) == rt_quotenode_type)
            q = ((rt_quotenode *)q)->value;
        else if (lw_is_expr(q, "quote") && lw_nargs(q) == 1)
            q = lw_arg(q, 0);
        if (!lw_is_sym(q))
            lw_error(c, "syntax: invalid function name \"%s\"", lw_expr_str(f));
        sig->name = (rt_sym *)q;
    } else if (lw_is_expr(f, "::")) {
        if (lw_nargs(f) == 1) {
            sig->selftype = lw_arg(f, 0);
        } else {
            sig->selfname = (rt_sym *)lw_arg(f, 0);
            sig->selftype = lw_arg(f, 1);
        }
    } else if (lw_is_expr(f, "curly")) {
        sig->fexpr = f;
    } else if (lw_is_expr(f, "where")) {
        /* (Foo{T} where T)(x) = ...: a method of the type's value, (::Type{Foo})(x)
         * (Julia's Core.Typeof of the name; a `where` always makes a type) */
        rt_value *type = rt_new_quotenode((rt_value *)rt_symbol("Type"));
        rt_value *core_type = (rt_value *)rt_exprv(rt_symbol("."), 2, rt_symbol("Core"), type);
        sig->selftype = (rt_value *)rt_exprv(rt_symbol("curly"), 2, core_type, f);
    } else {
        lw_error(c, "syntax: invalid function name \"%s\"", lw_expr_str(f));
    }
    int na = lw_nargs(s) - 1;
    sig->names = rt_alloc(sizeof(rt_sym *) * (size_t)(na + 1));
    sig->types = rt_alloc(sizeof(rt_value *) * (size_t)(na + 1));
    sig->defaults = rt_alloc(sizeof(rt_value *) * (size_t)(na + 1));
    sig->patterns = rt_alloc(sizeof(rt_value *) * (size_t)(na + 1));
    int n = 0;
    bool seen_default = false;
    for (int i = 1; i <= na; i++) {
        rt_value *a = lw_strip_nospecialize(lw_arg(s, i));
        if (lw_is_expr(a, "parameters")) {
            if (i != 1 || sig->params)
                lw_error(c, "syntax: invalid keyword arguments");
            sig->params = a;
            continue;
        }
        if (sig->isva)
            lw_error(c, "syntax: invalid \"...\" on non-final argument in function definition");
        rt_value *dflt = NULL;
        /* `@nospecialize(x = default)`: inside the macro's parentheses the default is `=` */
        bool in_macro = lw_is_expr(lw_arg(s, i), "macrocall");
        if ((lw_is_expr(a, "kw") || (in_macro && lw_is_expr(a, "="))) && lw_nargs(a) == 2) {
            dflt = lw_arg(a, 1);
            a = lw_strip_nospecialize(lw_arg(a, 0));
            seen_default = true;
        } else if (seen_default && !lw_is_expr(a, "...")) {
            lw_error(c, "syntax: optional positional arguments must occur at end");
        }
        if (lw_is_expr(a, "...") && lw_nargs(a) == 1) {
            sig->isva = true;
            a = lw_arg(a, 0);
            if (dflt)
                lw_error(c, "syntax: invalid function signature");
        }
        rt_sym *nm = lw_arg_name(a);
        rt_value *ty = lw_is_expr(a, "::") ? lw_arg(a, lw_nargs(a) - 1) : NULL;
        char buf[40];
        if (!nm) {
            if (lw_is_expr(a, "::") && lw_nargs(a) == 1) {
                snprintf(buf, sizeof buf, "#unused#%d", n + 1);
                nm = rt_symbol(buf);
            } else if (lw_is_expr(a, "tuple") ||
                       (lw_is_expr(a, "::") && lw_is_expr(lw_arg(a, 0), "tuple"))) {
                snprintf(buf, sizeof buf, "#arg#%d", n + 1);
                nm = rt_symbol(buf);
                sig->patterns[n] = lw_is_expr(a, "::") ? lw_arg(a, 0) : a;
            } else {
                lw_error(c, "syntax: \"%s\" is not a valid function argument name",
                         lw_expr_str(a));
            }
        }
        if (nm == rt_symbol("_")) {
            snprintf(buf, sizeof buf, "#unused#%d", n + 1);
            nm = rt_symbol(buf);
        }
        for (int k = 0; k < n; k++)
            if (sig->names[k] == nm)
                lw_error(c, "syntax: function argument name not unique: \"%s\"", nm->name);
        sig->names[n] = nm;
        sig->types[n] = ty;
        sig->defaults[n] = dflt;
        n++;
    }
    sig->n = n;
    return sig;
}

/* ------------------------------------------------------------ passes */
lw_ctx *lw_run_passes(lw_ctx *parent, ir_toplevel *top, jmp_buf *jb, rt_sym *name,
                      rt_module *m, rt_sym *file, int line, bool in_method, lw_fill_fn fill,
                      void *data)
{
    const uint8_t *boxed = NULL;
    int nboxed = 0;
    int saved_n = top->n, saved_counter = m->counter;
    for (int pass = 0;; pass++) {
        ir_func *f = ir_func_new(name, m, file, line);
        lw_ctx *c = lw_ctx_new(parent, f, m, file, top, in_method);
        c->jb = jb;
        c->boxed = boxed;
        c->nboxed = nboxed;
        c->line = line;
        fill(c, data);
        bool more = false;
        for (int i = 0; i < c->nseq; i++) {
            lw_varinfo *v = &c->vi[i];
            bool need = v->needbox || (v->captured_at >= 0 && v->nassign > 1);
            if (need && !(i < nboxed && boxed[i]))
                more = true;
        }
        if (!more || pass >= 2)
            return c;
        uint8_t *nb = rt_alloc_atomic((size_t)c->nseq + 1);
        for (int i = 0; i < c->nseq; i++) {
            lw_varinfo *v = &c->vi[i];
            nb[i] = (i < nboxed && boxed[i]) || v->needbox ||
                    (v->captured_at >= 0 && v->nassign > 1);
        }
        boxed = nb;
        nboxed = c->nseq;
        top->n = saved_n;
        m->counter = saved_counter;
    }
}

/* ------------------------------------------------------------ methods */
typedef struct lw_mfill {
    lw_sig *sig;             /* signature */
    int nuse;                /* positional arguments of this method */
    rt_value *body;          /* body AST, NULL = forward to the next variant */
    rt_value **ptypes;       /* prefix argument types */
    rt_sym **pnames;         /* prefix argument names */
    int np;                  /* number of prefix arguments */
    bool user_body;          /* the body is the user's (return type applies) */
    int selfprefix;          /* prefix argument holding the closure (captures), -1 none */
} lw_mfill;

static void lw_emit_return(lw_ctx *c, ir_val v)
{
    if (c->rettype) {
        ir_val t = lw_value(c, c->rettype);
        v = lw_call2(c, lw_builtin(IRB_TYPEASSERT), lw_call2(c, lw_base("convert"), t, v), t);
    }
    lw_emit(c, IR_RETURN, 1, &v);
}

static void lw_fill_method(lw_ctx *c, void *data)
{
    lw_mfill *d = data;
    lw_sig *sig = d->sig;
    ir_func *f = c->f;
    lw_scope_push(c, LW_SC_FUNC);
    int32_t self = lw_new_named_slot(c, sig->selfname ? sig->selfname : rt_symbol("#self#"), true);
    lw_scope_bind(c, rt_symbol("#self#"), self);
    if (sig->selfname)
        lw_scope_bind(c, sig->selfname, self);
    int32_t *slots = rt_alloc_atomic(sizeof(int32_t) * (size_t)(d->np + d->nuse + 1));
    rt_sym **names = rt_alloc(sizeof(rt_sym *) * (size_t)(d->np + d->nuse + 1));
    int k = 0;
    for (int i = 0; i < d->np; i++, k++) {
        names[k] = d->pnames[i];
        slots[k] = lw_new_named_slot(c, names[k], true);
        lw_scope_bind(c, names[k], slots[k]);
    }
    if (d->selfprefix >= 0 && d->selfprefix < d->np)
        c->capslot = slots[d->selfprefix];
    for (int i = 0; i < d->nuse; i++, k++) {
        names[k] = sig->names[i];
        slots[k] = lw_new_named_slot(c, names[k], true);
        lw_scope_bind(c, names[k], slots[k]);
    }
    f->nargs = 1 + k;
    f->isva = sig->isva && d->nuse == sig->n;
    f->nsparams = sig->nsparams;
    f->sparam_names = sig->spnames;
    if (d->user_body)
        c->rettype = sig->rettype;
    /* captured-and-assigned arguments move into a Core.Box */
    for (int i = 0; i < k; i++)
        if (lw_slot_boxed(c, slots[i])) {
            int32_t b = ir_add_slot(f, names[i], false);
            lw_ctx_slotinfo(c);
            c->slotseq[b] = c->slotseq[slots[i]];
            lw_assign_slot(c, b, lw_call1(c, lw_core("Box"), ir_slot(slots[i])));
            lw_scope_rebind(c, names[i], b);
        }
    rt_value *body = d->body;
    if (!body) {
        /* f(a) = f(a, default) */
        rt_expr *call = rt_new_expr(rt_symbol("call"), 0);
        rt_expr_push(call, (rt_value *)rt_symbol("#self#"));
        for (int i = 0; i < k; i++)
            rt_expr_push(call, (rt_value *)names[i]);
        rt_expr_push(call, sig->defaults[d->nuse]);
        body = (rt_value *)call;
    }
    /* destructuring arguments */
    rt_expr *pre = rt_new_expr(rt_symbol("block"), 0);
    for (int i = 0; i < d->nuse; i++)
        if (sig->patterns[i])
            rt_expr_push(pre, (rt_value *)rt_exprv(rt_symbol("="), 2, sig->patterns[i],
                                                   (rt_value *)sig->names[i]));
    if (rt_expr_nargs(pre)) {
        rt_expr_push(pre, body);
        body = (rt_value *)pre;
    }
    lw_scope_declare(c, body);
    ir_val v = lw_expr(c, body, true);
    lw_emit_return(c, v);
}

/* ------------------------------------------------------------ deferred bodies */
/* Base defines thousands of methods and a program calls few of them, so Base's method
 * bodies are lowered on first use (ir_func_ready), not at definition. Only bodies whose
 * lowering adds nothing at top level qualify: no closure (`->`, inner `function`, `do`,
 * generators and comprehensions) and no macro call, which may expand into one. Lowering
 * resolves globals at run time, so a later lowering yields the same code. */
typedef struct lw_lazy {
    lw_mfill d;      /* what lw_fill_method needs (signature and arrays copied) */
    rt_sym *name;    /* function name */
} lw_lazy;

static bool lw_lazy_ast_ok(rt_value *e, int depth)
{
    if (!e || rt_typeof(e) != rt_expr_type)
        return true;
    if (depth > 200)
        return false;
    static const char *const names[] = {"->", "function", "do", "generator", "comprehension",
                                        "typed_comprehension", "macrocall", "struct", "macro",
                                        "module", "abstract", "primitive"};
    enum { NNO = sizeof names / sizeof *names };
    static rt_sym *_Atomic no[NNO];
    static rt_sym *_Atomic eq, *_Atomic where, *_Atomic dcolon, *_Atomic call;
    if (!no[NNO - 1]) {
        eq = rt_symbol("=");
        where = rt_symbol("where");
        dcolon = rt_symbol("::");
        call = rt_symbol("call");
        for (int i = 0; i < NNO; i++)
            no[i] = rt_symbol(names[i]);
    }
    rt_expr *x = (rt_expr *)e;
    for (int i = 0; i < NNO; i++)
        if (x->head == no[i])
            return false;
    if (x->head == eq && rt_expr_nargs(x) == 2) {
        /* a short-form inner function `f(x) = ...` (also `f(x)::T` and `... where T`)
         * defines a closure, as `function` does */
        rt_value *l = rt_expr_arg(x, 0);
        while (l && rt_typeof(l) == rt_expr_type && rt_expr_nargs((rt_expr *)l) >= 1 &&
               (((rt_expr *)l)->head == where || ((rt_expr *)l)->head == dcolon))
            l = rt_expr_arg((rt_expr *)l, 0);
        if (l && rt_typeof(l) == rt_expr_type && ((rt_expr *)l)->head == call)
            return false;
    }
    for (int i = 0; i < rt_expr_nargs(x); i++)
        if (!lw_lazy_ast_ok(rt_expr_arg(x, i), depth + 1))
            return false;
    return true;
}

static void lw_lazy_fill(ir_func *f)
{
    lw_lazy *z = f->lazy_data;
    ir_toplevel top = {0};
    jmp_buf jb;
    uintptr_t saved_base = lw_stack_base;
    jmp_buf *saved_jb = lw_stack_jb;
    char here;
    lw_stack_base = (uintptr_t)&here;
    lw_stack_jb = &jb;
    size_t volatile saved_max = lw_stack_max;
    bool volatile widened = fe_stack_widen(true);
    lw_stack_max = lw_stack_limit();
    if (setjmp(jb)) {
        extern char *lw_take_error(void);
        lw_stack_base = saved_base;
        lw_stack_jb = saved_jb;
        lw_stack_max = saved_max;
        if (widened)
            fe_stack_widen(false);
        rt_error("lowering Base's %s: %s", z->name->name, lw_take_error());
    }
    lw_ctx *mc = lw_run_passes(NULL, &top, &jb, z->name, f->module, f->file, f->line, true,
                               lw_fill_method, &z->d);
    lw_stack_base = saved_base;
    lw_stack_jb = saved_jb;
    lw_stack_max = saved_max;
    if (widened)
        fe_stack_widen(false);
    int32_t nsp = f->nsparams; /* set by the driver when the method was defined */
    *f = *mc->f;
    f->nsparams = nsp;
    f->lazy = NULL;
    f->lazy_data = NULL;
}


static ir_func *lw_lazy_body(lw_ctx *c, rt_sym *name, const lw_mfill *d)
{
    if (c->mod != rt_base_module || !lw_lazy_ast_ok(d->body, 0))
        return NULL;
    for (int i = 0; i < d->sig->n; i++)
        if (!lw_lazy_ast_ok(d->sig->defaults[i], 0) || !lw_lazy_ast_ok(d->sig->patterns[i], 0))
            return NULL;
    lw_lazy *z = rt_alloc(sizeof *z);
    z->d = *d;
    z->name = name;
    lw_sig *sig = rt_alloc(sizeof *sig); /* callers may pass a signature on their stack */
    *sig = *d->sig;
    z->d.sig = sig;
    if (d->np) {
        z->d.ptypes = rt_alloc(sizeof(rt_value *) * (size_t)d->np);
        z->d.pnames = rt_alloc(sizeof(rt_sym *) * (size_t)d->np);
        for (int i = 0; i < d->np; i++) {
            z->d.ptypes[i] = d->ptypes ? d->ptypes[i] : NULL;
            z->d.pnames[i] = d->pnames[i];
        }
    }
    ir_func *f = ir_func_new(name, c->mod, c->file, d->sig->line);
    f->lazy = lw_lazy_fill;
    f->lazy_data = z;
    return f;
}

ir_method_def *lw_method_from(lw_ctx *c, rt_sym *name, lw_sig *sig, int nuse, rt_value *body,
                              lw_ctx *capparent, rt_value *selfast, rt_value **prefix_types,
                              rt_sym **prefix_names, int nprefix)
{
    return lw_method_from_ex(c, name, sig, nuse, body, capparent, selfast, prefix_types,
                             prefix_names, nprefix, -1);
}

ir_method_def *lw_method_from_ex(lw_ctx *c, rt_sym *name, lw_sig *sig, int nuse, rt_value *body,
                                 lw_ctx *capparent, rt_value *selfast, rt_value **prefix_types,
                                 rt_sym **prefix_names, int nprefix, int selfprefix)
{
    lw_mfill d = {sig, nuse, body, prefix_types, prefix_names, nprefix, body != NULL,
                  selfprefix};
    ir_func *lazy = capparent ? NULL : lw_lazy_body(c, name, &d);
    lw_ctx *mc = lazy ? NULL
                      : lw_run_passes(capparent, c->top, c->jb, name, c->mod, c->file,
                                      sig->line, true, lw_fill_method, &d);
    if (capparent) {
        /* union of the captures of every method of this closure */
        for (int i = 0; i < mc->ncaps; i++) {
            int j;
            for (j = 0; j < capparent->nacc; j++)
                if (capparent->acc[j].name == mc->caps[i].name)
                    break;
            if (j == capparent->nacc) {
                if (capparent->nacc == capparent->capacc) {
                    int cap = capparent->capacc ? capparent->capacc * 2 : 4;
                    lw_capture *na = rt_alloc(sizeof(lw_capture) * (size_t)cap);
                    if (capparent->nacc)
                        memcpy(na, capparent->acc, sizeof(lw_capture) * (size_t)capparent->nacc);
                    capparent->acc = na;
                    capparent->capacc = cap;
                }
                capparent->acc[capparent->nacc++] = mc->caps[i];
            } else if (mc->caps[i].assigned) {
                capparent->acc[j].assigned = true;
            }
        }
    }
    ir_method_def *md = rt_alloc(sizeof(ir_method_def));
    md->nargs = 1 + nprefix + nuse;
    md->isva = sig->isva && nuse == sig->n;
    md->argtypes = rt_alloc(sizeof(rt_value *) * (size_t)(md->nargs + 1));
    md->argtypes[0] = selfast ? selfast : sig->selftype;
    for (int i = 0; i < nprefix; i++)
        md->argtypes[1 + i] = prefix_types ? prefix_types[i] : NULL;
    for (int i = 0; i < nuse; i++)
        md->argtypes[1 + nprefix + i] = sig->types[i];
    md->sparams = sig->sparams;
    md->nsparams = sig->nsparams;
    md->body = lazy ? lazy : mc->f;
    return md;
}

ir_method_def *lw_method_variant(lw_ctx *c, lw_sig *sig, int nuse, rt_value *body,
                                 lw_ctx *capparent, rt_value *selfast)
{
    ir_method_def *md = lw_method_from(c, sig->name ? sig->name : rt_symbol("#anon"), sig, nuse,
                                       body, capparent, selfast, NULL, NULL, 0);
    md->fname = selfast ? NULL : sig->name;
    md->fexpr = selfast ? NULL : sig->fexpr;
    if (md->fexpr && lw_is_expr(md->fexpr, "curly"))
        md->fname = NULL;
    return md;
}

void lw_push_method(lw_ctx *c, ir_method_def *md, int line)
{
    ir_topitem it = {0};
    it.kind = IR_TOP_METHOD;
    it.line = line;
    it.method = md;
    it.module = c->mod;
    ir_top_push(c->top, it);
}

extern void lw_define_kw_methods(lw_ctx *c, lw_sig *sig, rt_value *body, lw_ctx *capparent,
                                 rt_value *selfast, int line);

void lw_define_methods(lw_ctx *c, lw_sig *sig, rt_value *body, lw_ctx *capparent,
                       rt_value *selfast)
{
    if (sig->params) {
        lw_define_kw_methods(c, sig, body, capparent, selfast, sig->line);
        return;
    }
    int nreq = 0;
    while (nreq < sig->n && !sig->defaults[nreq])
        nreq++;
    int nfix = sig->isva ? sig->n - 1 : sig->n;
    for (int k = nreq; k < nfix; k++)
        lw_push_method(c, lw_method_variant(c, sig, k, NULL, capparent, selfast), sig->line);
    lw_push_method(c, lw_method_variant(c, sig, sig->n, body, capparent, selfast), sig->line);
}

bool lw_is_funcdef(rt_value *e)
{
    if (lw_is_expr(e, "function"))
        return true;
    if (lw_is_expr(e, "=") && lw_nargs(e) == 2) {
        rt_value *l = lw_arg(e, 0);
        while ((lw_is_expr(l, "where") || lw_is_expr(l, "::")) && lw_nargs(l) > 0)
            l = lw_arg(l, 0);
        return lw_is_expr(l, "call");
    }
    return false;
}

ir_val lw_function_def(lw_ctx *c, rt_value *e)
{
    rt_value *sigast = lw_arg(e, 0);
    rt_value *body = lw_nargs(e) > 1 ? lw_arg(e, 1) : NULL;
    bool inner = c->in_method || c->parent;
    if (lw_is_sym(sigast) && !body) {
        /* function f end: a function with no methods */
        if (inner) {
            lw_error(c, "syntax: local function \"%s\" without methods is not supported",
                     ((rt_sym *)sigast)->name);
        }
        ir_topitem it = {0};
        it.kind = IR_TOP_METHOD;
        it.line = c->line;
        it.module = c->mod;
        it.method = rt_alloc(sizeof(ir_method_def));
        it.method->fname = (rt_sym *)sigast;
        ir_top_push(c->top, it);
        return ir_global(c->mod, (rt_sym *)sigast);
    }
    if (!body)
        body = rt_nothing;
    lw_sig *sig = lw_parse_sig(c, sigast);
    if (inner && sig->name && !sig->fexpr && lw_is_local_name(c, sig->name))
        return lw_closure_def(c, sig->name, sigast, body, c->line);
    if (inner && sig->name && !sig->fexpr && !sig->selftype)
        return lw_closure_def(c, sig->name, sigast, body, c->line);
    lw_define_methods(c, sig, body, NULL, NULL);
    if (sig->selftype)
        return lw_nothing();
    if (sig->fexpr)
        return lw_value(c, sig->fexpr);
    return ir_global(c->mod, sig->name);
}

/* ------------------------------------------------------------ top level */
typedef struct lw_tfill {
    rt_value *ast; /* the statement */
} lw_tfill;

static void lw_fill_thunk(lw_ctx *c, void *data)
{
    lw_tfill *d = data;
    lw_scope_push(c, LW_SC_GLOBAL);
    lw_scope_declare(c, d->ast);
    ir_val v = lw_expr(c, d->ast, true);
    lw_emit(c, IR_RETURN, 1, &v);
}

static void lw_thunk_item(ir_toplevel *top, jmp_buf *jb, rt_value *ast, rt_module *m,
                          rt_sym *file, int line, ir_topkind kind, rt_sym *name)
{
    lw_tfill d = {ast};
    lw_ctx *c = lw_run_passes(NULL, top, jb, rt_symbol("thunk"), m, file, line, false,
                              lw_fill_thunk, &d);
    ir_topitem it = {0};
    it.kind = kind;
    it.line = line;
    it.thunk = c->f;
    it.module = m;
    it.name = name;
    ir_top_push(top, it);
}

static void lw_ast_item(ir_toplevel *top, ir_topkind kind, rt_value *ast, rt_module *m, int line)
{
    ir_topitem it = {0};
    it.kind = kind;
    it.line = line;
    it.ast = ast;
    it.module = m;
    ir_top_push(top, it);
}

static bool lw_is_doc_macro(rt_value *e)
{
    if (!lw_is_expr(e, "macrocall") || lw_nargs(e) < 1)
        return false;
    rt_value *m = lw_arg(e, 0);
    if (m && rt_typeof(m) == rt_globalref_type)
        return ((rt_globalref *)m)->name == rt_symbol("@doc");
    if (lw_is_sym(m))
        return m == (rt_value *)rt_symbol("@doc");
    return lw_is_expr(m, ".") && lw_nargs(m) == 2 &&
           ((lw_is_expr(lw_arg(m, 1), "quote") && lw_arg(lw_arg(m, 1), 0) ==
                                                   (rt_value *)rt_symbol("@doc")) ||
            (rt_typeof(lw_arg(m, 1)) == rt_quotenode_type &&
             ((rt_quotenode *)lw_arg(m, 1))->value == (rt_value *)rt_symbol("@doc")));
}

/* A top-level block declaring a `local` among its own statements or those of a block in
 * it (a macro's expansion such as @testset's): its statements cannot run as separate
 * thunks. */
static bool lw_block_has_local(rt_value *e)
{
    for (int i = 0; i < lw_nargs(e); i++) {
        rt_value *a = lw_arg(e, i);
        if (lw_is_expr(a, "local") || (lw_is_expr(a, "block") && lw_block_has_local(a)))
            return true;
    }
    return false;
}

static void lw_top_stmt(ir_toplevel *top, jmp_buf *jb, rt_value *e, rt_module *m, rt_sym *file,
                        int *line)
{
    lw_check_stack();
    if (!e)
        return;
    if (rt_typeof(e) == rt_linenumbernode_type) {
        *line = (int)((rt_linenode *)e)->line;
        return;
    }
    rt_sym *h = lw_head(e);
    if (h == rt_symbol("block") && lw_block_has_local(e)) {
        /* its `local` names are shared by its statements: one thunk, as Julia lowers it */
        lw_thunk_item(top, jb, e, m, file, *line, IR_TOP_THUNK, NULL);
        return;
    }
    if (h == rt_symbol("toplevel") || h == rt_symbol("block")) {
        for (int i = 0; i < lw_nargs(e); i++)
            lw_top_stmt(top, jb, lw_arg(e, i), m, file, line);
        return;
    }
    if (h == rt_symbol("struct") || h == rt_symbol("abstract") || h == rt_symbol("primitive")) {
        lw_ast_item(top, IR_TOP_STRUCT, e, m, *line);
        if (h == rt_symbol("struct") && lw_nargs(e) == 3 && lw_is_expr(lw_arg(e, 2), "block")) {
            /* inner constructors: methods marked :inner_ctor right after the struct item */
            rt_value *nm = lw_arg(e, 1);
            if (lw_is_expr(nm, "<:"))
                nm = lw_arg(nm, 0);
            if (lw_is_expr(nm, "curly"))
                nm = lw_arg(nm, 0);
            rt_value *b = lw_arg(e, 2);
            int sline = *line;
            for (int i = 0; i < lw_nargs(b) && lw_is_sym(nm); i++) {
                rt_value *d = lw_arg(b, i);
                if (rt_typeof(d) == rt_linenumbernode_type)
                    sline = (int)((rt_linenode *)d)->line;
                if (!lw_is_funcdef(d))
                    continue;
                int n0 = top->n;
                lw_top_stmt(top, jb, lw_inner_ctor_ast(d, (rt_sym *)nm), m, file, &sline);
                for (int k = n0; k < top->n; k++)
                    if (top->items[k].kind == IR_TOP_METHOD && !top->items[k].method->kwinfo)
                        top->items[k].method->kwinfo = (rt_value *)rt_symbol("inner_ctor");
            }
        }
        return;
    }
    if (h == rt_symbol("module")) {
        lw_ast_item(top, IR_TOP_MODULE, e, m, *line);
        return;
    }
    if (h == rt_symbol("using") || h == rt_symbol("import")) {
        lw_ast_item(top, IR_TOP_USING, e, m, *line);
        return;
    }
    if (h == rt_symbol("export")) {
        lw_ast_item(top, IR_TOP_EXPORT, e, m, *line);
        return;
    }
    if (h == rt_symbol("macrocall") && !lw_is_doc_macro(e)) {
        /* expanded first, so the expansion may define types, modules, macros */
        rt_value *x = lw_top_macro_expand(e, m);
        if (x) { /* the expansion's line numbers stay its own */
            int xline = *line;
            lw_top_stmt(top, jb, x, m, file, &xline);
            return;
        }
    }
    if (lw_is_doc_macro(e)) {
        /* "doc" definition: define the documented thing, then record the text with
         * Base._setdoc!(@__MODULE__, :name, text) (lower_macro.c, runtime/docs.c) */
        rt_value *d = lw_arg(e, lw_nargs(e) - 1);
        if (lw_nargs(e) >= 4) {
            lw_top_stmt(top, jb, d, m, file, line);
            rt_sym *target = lw_doc_target(d);
            if (target)
                lw_top_stmt(top, jb, lw_setdoc_ast(target, lw_arg(e, lw_nargs(e) - 2)), m,
                            file, line);
        }
        return;
    }
    {
        /* a type alias, `X{T} = rhs` or `const X{T<:B} = rhs`: const X = rhs where T */
        rt_value *a = h == rt_symbol("const") && lw_nargs(e) == 1 ? lw_arg(e, 0) : e;
        if (lw_is_expr(a, "=") && lw_nargs(a) == 2 && lw_is_expr(lw_arg(a, 0), "curly") &&
            lw_nargs(lw_arg(a, 0)) >= 2 && lw_is_sym(lw_arg(lw_arg(a, 0), 0))) {
            rt_value *lhs = lw_arg(a, 0);
            rt_expr *w = rt_new_expr(rt_symbol("where"), 0);
            rt_expr_push(w, lw_arg(a, 1));
            for (int i = 1; i < lw_nargs(lhs); i++)
                rt_expr_push(w, lw_arg(lhs, i));
            lw_thunk_item(top, jb, (rt_value *)w, m, file, *line, IR_TOP_CONST,
                          (rt_sym *)lw_arg(lhs, 0));
            return;
        }
    }
    if (h == rt_symbol("const") && lw_nargs(e) == 1) {
        rt_value *a = lw_arg(e, 0);
        if (lw_is_expr(a, "global") && lw_nargs(a) == 1)
            a = lw_arg(a, 0);
        if (lw_is_expr(a, "=") && lw_nargs(a) == 2 && lw_is_sym(lw_arg(a, 0))) {
            lw_thunk_item(top, jb, lw_arg(a, 1), m, file, *line, IR_TOP_CONST,
                          (rt_sym *)lw_arg(a, 0));
            return;
        }
    }
    if (h == rt_symbol("macro") && lw_macro_as_function(e))
        e = lw_macro_as_function(e); /* macro m(x) … end defines the function `@m` */
    if (lw_is_funcdef(e)) {
        /* a definition alone: method items only */
        lw_tfill d = {e};
        ir_func *f = ir_func_new(rt_symbol("thunk"), m, file, *line);
        lw_ctx *c = lw_ctx_new(NULL, f, m, file, top, false);
        c->jb = jb;
        c->line = *line;
        lw_scope_push(c, LW_SC_GLOBAL);
        lw_function_def(c, lw_is_expr(e, "=") ? (rt_value *)rt_exprv(rt_symbol("function"), 2,
                                                                     lw_arg(e, 0), lw_arg(e, 1))
                                              : e);
        (void)d;
        return;
    }
    lw_thunk_item(top, jb, e, m, file, *line, IR_TOP_THUNK, NULL);
}

ir_toplevel *fe_lower_toplevel(rt_value *ast, rt_module *m, rt_sym *file, int line)
{
    ir_toplevel *top = rt_alloc(sizeof(ir_toplevel));
    jmp_buf jb;
    int volatile saved_counter = m->counter;
    /* the stack guard's base (restored on both exits; nested calls from macro expansion
     * measure from their own start) */
    char here;
    uintptr_t volatile saved_base = lw_stack_base;
    jmp_buf *volatile saved_jb = lw_stack_jb;
    lw_stack_base = (uintptr_t)&here;
    lw_stack_jb = &jb;
    size_t volatile saved_max = lw_stack_max;
    bool volatile widened = fe_stack_widen(true);
    lw_stack_max = lw_stack_limit();
    if (setjmp(jb)) {
        extern char *lw_take_error(void);
        extern int lw_pending_line;
        lw_stack_base = saved_base;
        lw_stack_jb = saved_jb;
        lw_stack_max = saved_max;
        if (widened)
            fe_stack_widen(false);
        top->n = 0;
        m->counter = saved_counter;
        ir_topitem it = {0};
        it.kind = IR_TOP_ERROR;
        it.line = lw_pending_line ? lw_pending_line : line;
        it.module = m;
        it.msg = lw_take_error();
        ir_top_push(top, it);
        return top;
    }
    int l = line;
    lw_top_stmt(top, &jb, ast, m, file, &l);
    lw_stack_base = saved_base;
    lw_stack_jb = saved_jb;
    lw_stack_max = saved_max;
    if (widened)
        fe_stack_widen(false);
    return top;
}

void fe_lower_reset_counters(void) { rt_main_module->counter = 0; }
