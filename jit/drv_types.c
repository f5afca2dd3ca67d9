/* drv_types.c — evaluating the declarative parts of top-level code at compile time:
 * type expressions in signatures and field declarations, struct/abstract/primitive type
 * definitions, and the default constructors Julia gives a struct. */
#include "jit.h"
#include <string.h>

rt_value *drv_eval_now(ir_func *f, rt_value **deferred);

static rt_sym *S(const char *s) { return rt_symbol(s); }

static bool is_expr(rt_value *v, const char *head)
{
    return v && rt_typeof(v) == rt_expr_type && ((rt_expr *)v)->head == rt_symbol(head);
}

static rt_value *eval_module_path(rt_value *ast, rt_module *m)
{
    if (rt_typeof(ast) == rt_symbol_type) {
        rt_binding *b = rt_find_binding(m, (rt_sym *)ast);
        return b && !b->value && b->constant ? rt_binding_get_checked(b) : b ? b->value : NULL;
    }
    if (is_expr(ast, ".")) {
        rt_expr *e = (rt_expr *)ast;
        rt_value *base = eval_module_path(rt_expr_arg(e, 0), m);
        rt_value *f = rt_expr_arg(e, 1);
        if (rt_typeof(f) == rt_quotenode_type)
            f = ((rt_quotenode *)f)->value;
        if (base && rt_typeof(base) == rt_module_type && rt_typeof(f) == rt_symbol_type) {
            rt_binding *b = rt_find_binding((rt_module *)base, (rt_sym *)f);
            return b ? b->value : NULL;
        }
    }
    return NULL;
}

rt_value *drv_eval_type(rt_value *ast, rt_module *m, int nenv, rt_sym **names, rt_value **vals)
{
    if (!ast)
        return (rt_value *)rt_any_type;
    rt_type *k = rt_typeof(ast);
    if (k == rt_symbol_type) {
        for (int i = nenv - 1; i >= 0; i--)
            if (names[i] == (rt_sym *)ast)
                return vals[i];
        rt_binding *b = rt_find_binding(m, (rt_sym *)ast);
        if (b && b->value)
            return b->value;
        if (b) /* an executable's const whose initialiser was left for run time */
            return rt_binding_get_checked(b);
        rt_throw_undefvar((rt_sym *)ast);
    }
    if (k == rt_int64_type || k == rt_bool_type || k == rt_quotenode_type)
        return k == rt_quotenode_type ? ((rt_quotenode *)ast)->value : ast;
    if (is_expr(ast, "curly")) {
        rt_expr *e = (rt_expr *)ast;
        int n = rt_expr_nargs(e);
        rt_value *head = drv_eval_type(rt_expr_arg(e, 0), m, nenv, names, vals);
        rt_value *ps[32];
        rt_tvar *wild[32]; /* `T{<:X}` is `T{S} where S<:X` (and `>:` likewise) */
        int nwild = 0;
        if (n - 1 > 32)
            rt_error("too many type parameters");
        for (int i = 1; i < n; i++) {
            rt_value *p = rt_expr_arg(e, i);
            if ((is_expr(p, "<:") || is_expr(p, ">:")) && rt_expr_nargs((rt_expr *)p) == 1) {
                rt_value *b = drv_eval_type(rt_expr_arg((rt_expr *)p, 0), m, nenv, names, vals);
                bool up = is_expr(p, "<:");
                wild[nwild] = rt_new_tvar(S("#s"), up ? rt_bottom : b,
                                          up ? b : (rt_value *)rt_any_type);
                ps[i - 1] = (rt_value *)wild[nwild++];
            } else {
                ps[i - 1] = drv_eval_type(p, m, nenv, names, vals);
            }
        }
        rt_value *ub = rt_get_global(rt_core_module, S("Union"));
        if (head == ub || (head && rt_typeof(head) == rt_uniontype_type && head == rt_bottom))
            return rt_union_n(n - 1, ps);
        rt_value *r = rt_apply_type(head, n - 1, ps);
        for (int i = nwild - 1; i >= 0; i--)
            r = rt_new_unionall(wild[i], r);
        return r;
    }
    if (is_expr(ast, ".")) {
        rt_value *v = eval_module_path(ast, m);
        if (v)
            return v;
    }
    if (is_expr(ast, "tuple")) {
        rt_expr *e = (rt_expr *)ast;
        rt_value *vs[32];
        int n = rt_expr_nargs(e);
        for (int i = 0; i < n && i < 32; i++)
            vs[i] = drv_eval_type(rt_expr_arg(e, i), m, nenv, names, vals);
        return rt_new_tuple(n, vs);
    }
    if (is_expr(ast, "call") && rt_expr_nargs((rt_expr *)ast) == 2 &&
        rt_expr_arg((rt_expr *)ast, 0) == (rt_value *)S("Symbol") &&
        rt_typeof(rt_expr_arg((rt_expr *)ast, 1)) == rt_string_type) {
        /* MIME{Symbol("text/plain")}: a symbol parameter, no code to run */
        rt_string *str = (rt_string *)rt_expr_arg((rt_expr *)ast, 1);
        return (rt_value *)rt_symbol_n(str->data, (size_t)str->len);
    }
    /* anything else: evaluate it as code */
    ir_toplevel *tl = fe_lower_toplevel(ast, m, S("none"), 0);
    for (int i = 0; i < tl->n; i++)
        if (tl->items[i].kind == IR_TOP_THUNK)
            return drv_eval_now(tl->items[i].thunk, NULL);
    rt_error("cannot evaluate type expression");
}

/* `T`, `T <: S`, `T{A, B <: Real}` … : name, type variables and supertype AST. */
typedef struct tyhead {
    rt_sym *name;          /* the type's name */
    rt_sym *vnames[16];    /* parameter names */
    rt_value *vubs[16];    /* their upper bounds (AST) or NULL */
    int nvars;             /* number of parameters */
    rt_value *super;       /* supertype AST or NULL */
} tyhead;

static void parse_head(rt_value *ast, tyhead *h)
{
    memset(h, 0, sizeof *h);
    if (is_expr(ast, "<:")) {
        h->super = rt_expr_arg((rt_expr *)ast, 1);
        ast = rt_expr_arg((rt_expr *)ast, 0);
    }
    if (is_expr(ast, "curly")) {
        rt_expr *e = (rt_expr *)ast;
        h->name = (rt_sym *)rt_expr_arg(e, 0);
        for (int i = 1; i < rt_expr_nargs(e) && h->nvars < 16; i++) {
            rt_value *p = rt_expr_arg(e, i);
            if (is_expr(p, "<:")) {
                h->vnames[h->nvars] = (rt_sym *)rt_expr_arg((rt_expr *)p, 0);
                h->vubs[h->nvars++] = rt_expr_arg((rt_expr *)p, 1);
            } else {
                h->vnames[h->nvars++] = (rt_sym *)p;
            }
        }
    } else {
        h->name = (rt_sym *)ast;
    }
}

/* ---------------------------------------------------------------- default constructors */
static ir_val GV(rt_module *m, const char *n) { return ir_global(m, S(n)); }

/* A constructor body with #self# and one argument slot per field. */
static ir_func *ctor_func(rt_type *dt, rt_module *m, tyhead *h, rt_linenode *loc)
{
    /* Julia places default constructors at the struct body's first line node */
    rt_sym *file = loc && loc->file && rt_typeof(loc->file) == rt_symbol_type
                       ? (rt_sym *)loc->file : S("none");
    ir_func *f = ir_func_new(h->name, m, file, loc ? (int32_t)loc->line : 0);
    ir_add_slot(f, S("#self#"), true);
    for (int i = 0; i < dt->nfields; i++)
        ir_add_slot(f, dt->name->fieldnames[i], true);
    f->nargs = dt->nfields + 1;
    return f;
}

/* `%t = Core.apply_type(T, static params…)`: the instance type inside a parametric ctor. */
static ir_val emit_instance_type(ir_func *f, rt_value *wrapper, int nvars)
{
    ir_val aargs[18];
    aargs[0] = ir_const((rt_value *)ir_builtin_fn[IRB_APPLY_TYPE]);
    aargs[1] = ir_const(wrapper);
    for (int i = 0; i < nvars; i++) {
        int k = ir_emit(f, IR_STATIC_PARAM, 0, 0, NULL);
        f->stmts[k].slot = i;
        aargs[2 + i] = ir_ssa(k);
    }
    return ir_ssa(ir_emit(f, IR_CALL, 0, 2 + nvars, aargs));
}

/* `%v = Base.convert(T, slot)`. */
static ir_val emit_convert(ir_func *f, ir_val T, int slot)
{
    ir_val cargs[3] = {GV(rt_base_module, "convert"), T, ir_slot(slot)};
    return ir_ssa(ir_emit(f, IR_CALL, 0, 3, cargs));
}

/* `return new(T, args…)` and the method's registration under `sig0(fields…) where vars`. */
static void finish_ctor(ir_func *f, ir_val *args, rt_type *dt, tyhead *h, rt_value **tvars,
                        rt_value *sig0, bool typed_fields)
{
    int nf = dt->nfields;
    ir_val r = ir_ssa(ir_emit(f, IR_NEW, 0, nf + 1, args));
    ir_emit(f, IR_RETURN, 0, 1, &r);
    rt_value *sig[66];
    sig[0] = sig0;
    for (int i = 0; i < nf; i++)
        sig[i + 1] = typed_fields ? dt->fieldtypes[i] : (rt_value *)rt_any_type;
    rt_value *st = (rt_value *)rt_tuple_type(nf + 1, sig);
    for (int i = h->nvars - 1; i >= 0; i--)
        st = rt_new_unionall((rt_tvar *)tvars[i], st);
    ir_method_add(ir_mtable_of(dt->name), st, h->nvars, f, nf + 1, false);
}

/* Julia's default constructors. Non-parametric T: T(f1, …) = new(T, convert(FT1, f1), …).
 * Parametric T{vars}: T(f1::FT1, …) where {vars} = new(T{vars}, f1, …), and
 * T{vars}(f1, …) = new(T{vars}, convert(fieldtype(T{vars}, 1), f1), …). */
static void add_default_ctor(rt_type *dt, rt_module *m, tyhead *h, rt_value **tvars,
                             rt_linenode *loc)
{
    int nf = dt->nfields;
    rt_value *wrapper = dt->name->wrapper;
    ir_val args[66];
    if (h->nvars == 0) {
        /* T(f1::FT1, …) = new(T, f1, …) first, when some field type is not Any */
        bool typed = false;
        for (int i = 0; i < nf; i++)
            typed |= dt->fieldtypes[i] != (rt_value *)rt_any_type;
        if (typed) {
            ir_func *t = ctor_func(dt, m, h, loc);
            args[0] = ir_const((rt_value *)dt);
            for (int i = 0; i < nf; i++)
                args[i + 1] = ir_slot(i + 1);
            finish_ctor(t, args, dt, h, tvars, rt_type_of_type((rt_value *)dt), true);
        }
    }
    ir_func *f = ctor_func(dt, m, h, loc);
    if (h->nvars == 0) {
        args[0] = ir_const((rt_value *)dt);
        for (int i = 0; i < nf; i++)
            args[i + 1] = dt->fieldtypes[i] == (rt_value *)rt_any_type
                              ? ir_slot(i + 1)
                              : emit_convert(f, ir_const(dt->fieldtypes[i]), i + 1);
        finish_ctor(f, args, dt, h, tvars, rt_type_of_type((rt_value *)dt), false);
        return;
    }
    args[0] = emit_instance_type(f, wrapper, h->nvars);
    for (int i = 0; i < nf; i++)
        args[i + 1] = ir_slot(i + 1);
    finish_ctor(f, args, dt, h, tvars, rt_type_of_type(wrapper), true);

    ir_func *g = ctor_func(dt, m, h, loc);
    ir_val tv = emit_instance_type(g, wrapper, h->nvars);
    args[0] = tv;
    for (int i = 0; i < nf; i++) {
        ir_val ftargs[3] = {ir_const((rt_value *)ir_builtin_fn[IRB_FIELDTYPE]), tv,
                            ir_const(rt_box_int64(i + 1))};
        args[i + 1] = emit_convert(g, ir_ssa(ir_emit(g, IR_CALL, 0, 3, ftargs)), i + 1);
    }
    rt_value *body = rt_apply_type(wrapper, h->nvars, tvars);
    finish_ctor(g, args, dt, h, tvars, rt_type_of_type(body), false);
}

/* A field declared `@atomic x::T` (1.7), as written or as the macro expands it
 * (Expr(:atomic, :(x::T))), is the field `x::T`, flagged atomic (*atomic set): tasks here
 * never run at the same time, so it is stored like any other, but as in Julia only the
 * atomic operations (Base's @atomic) may write it (runtime/builtin_dyn.c). */
static rt_value *atomic_field(rt_value *x, bool *atomic)
{
    *atomic = true;
    if (is_expr(x, "atomic") && rt_expr_nargs((rt_expr *)x) == 1)
        return rt_expr_arg((rt_expr *)x, 0);
    if (is_expr(x, "macrocall") && rt_expr_nargs((rt_expr *)x) >= 2 &&
        rt_expr_arg((rt_expr *)x, 0) == (rt_value *)S("@atomic"))
        return rt_expr_arg((rt_expr *)x, rt_expr_nargs((rt_expr *)x) - 1);
    *atomic = false;
    return x;
}

/* Is the type just defined (t, bound to the name while being built) the same definition as
 * old, the name's earlier type? Types print by name, so a field naming the type itself
 * (`next::Union{Node, Nothing}`) compares equal by its text. */
static bool same_definition(rt_value *old, rt_type *t)
{
    rt_value *ob = rt_unwrap_unionall(old);
    if (!rt_is_datatype(ob))
        return false;
    rt_type *o = (rt_type *)ob;
    uint32_t kinds = RT_ABSTRACT | RT_MUTABLE | RT_PRIMITIVE;
    if (o->name->name != t->name->name || (o->flags & kinds) != (t->flags & kinds) ||
        o->nparams != t->nparams || o->nfields != t->nfields || o->size != t->size ||
        o->name->atomicfields != t->name->atomicfields)
        return false;
    bool same = !strcmp(rt_type_str((rt_value *)o->super), rt_type_str((rt_value *)t->super));
    for (int i = 0; same && i < o->nparams; i++)
        same = !strcmp(rt_type_str(o->params[i]), rt_type_str(t->params[i])) &&
               rt_typeof(o->params[i]) == rt_tvar_type && rt_typeof(t->params[i]) == rt_tvar_type &&
               !strcmp(rt_type_str(((rt_tvar *)o->params[i])->ub),
                       rt_type_str(((rt_tvar *)t->params[i])->ub));
    for (int i = 0; same && i < o->nfields; i++) {
        rt_sym *on = o->fieldnames ? o->fieldnames[i] : o->name->fieldnames[i];
        rt_sym *tn = t->fieldnames ? t->fieldnames[i] : t->name->fieldnames[i];
        same = on == tn && o->fieldtypes && t->fieldtypes &&
               !strcmp(rt_type_str(o->fieldtypes[i]), rt_type_str(t->fieldtypes[i]));
    }
    return same;
}

void drv_define_struct(rt_value *ast, rt_module *m, bool has_inner_ctor)
{
    rt_expr *e = (rt_expr *)ast;
    tyhead h;
    rt_value *tvars[16];
    uint32_t flags = 0;
    rt_value *body = NULL;
    int nbits = 0;
    if (e->head == S("struct")) {
        if (rt_expr_arg(e, 0) == rt_true)
            flags |= RT_MUTABLE;
        parse_head(rt_expr_arg(e, 1), &h);
        body = rt_expr_arg(e, 2);
    } else if (e->head == S("abstract")) {
        flags |= RT_ABSTRACT;
        parse_head(rt_expr_arg(e, 0), &h);
    } else {
        parse_head(rt_expr_arg(e, 0), &h);
        nbits = (int)rt_unbox_int64(drv_eval_type(rt_expr_arg(e, 1), m, 0, NULL, NULL));
    }
    for (int i = 0; i < h.nvars; i++) {
        rt_value *ub = h.vubs[i] ? drv_eval_type(h.vubs[i], m, i, h.vnames, tvars)
                                 : (rt_value *)rt_any_type;
        tvars[i] = (rt_value *)rt_new_tvar(h.vnames[i], rt_bottom, ub);
    }
    rt_value *sup = h.super ? drv_eval_type(h.super, m, h.nvars, h.vnames, tvars)
                            : (rt_value *)rt_any_type;
    if (!rt_is_datatype(sup))
        rt_error("invalid subtyping in definition of %s", h.name->name);
    rt_sym *fnames[128];
    rt_value *ftypes[128];
    int nf = 0;
    uint64_t atomics = 0;
    if (body) {
        rt_expr *b = (rt_expr *)body;
        for (int i = 0; i < rt_expr_nargs(b) && nf < 128; i++) {
            bool atomic;
            rt_value *x = atomic_field(rt_expr_arg(b, i), &atomic);
            if (atomic && nf < 64 && (rt_typeof(x) == rt_symbol_type || is_expr(x, "::")))
                atomics |= (uint64_t)1 << nf;
            if (rt_typeof(x) == rt_symbol_type)
                fnames[nf++] = (rt_sym *)x;
            else if (is_expr(x, "::") && rt_expr_nargs((rt_expr *)x) == 2)
                fnames[nf++] = (rt_sym *)rt_expr_arg((rt_expr *)x, 0);
        }
    }
    /* the type exists, fields not yet typed, before its field types are evaluated, so
     * that they may name it (`next::Union{Node, Nothing}`), as Julia's struct lowering */
    /* a name already bound: the same definition again keeps the old type (checked once
     * this one is built); anything else is Julia's "invalid redefinition of constant" */
    rt_binding *ob = rt_get_binding(m, h.name);
    rt_value *old = ob->owner == m || !ob->owner ? ob->value : NULL;
    if (old && !rt_is_kind(old))
        rt_error("invalid redefinition of constant %s", h.name->name);
    rt_type *dt;
    if (e->head == S("primitive"))
        dt = rt_new_primitive(h.name, m, (rt_type *)sup, (uint32_t)nbits);
    else
        dt = rt_new_datatype(h.name, m, (rt_type *)sup, h.nvars, tvars, nf, fnames, NULL, flags);
    rt_set_const(m, h.name, dt->name->wrapper);
    dt->name->atomicfields = atomics;
    if (body) {
        rt_expr *b = (rt_expr *)body;
        int k = 0;
        for (int i = 0; i < rt_expr_nargs(b) && k < nf; i++) {
            bool atomic;
            rt_value *x = atomic_field(rt_expr_arg(b, i), &atomic);
            if (rt_typeof(x) == rt_symbol_type)
                ftypes[k++] = (rt_value *)rt_any_type;
            else if (is_expr(x, "::") && rt_expr_nargs((rt_expr *)x) == 2)
                ftypes[k++] = drv_eval_type(rt_expr_arg((rt_expr *)x, 1), m, h.nvars, h.vnames, tvars);
        }
    }
    if (e->head == S("struct"))
        rt_set_fieldtypes(dt, ftypes);
    if (old) {
        rt_set_const(m, h.name, old); /* the name keeps its type, as Julia's does */
        if (same_definition(old, dt))
            return;
        rt_error("invalid redefinition of constant %s", h.name->name);
    }
    /* Base's `Box` (runtime/base/box.jl) is Core.Box, which closure lowering uses; it
     * belongs to Core (drv_init keeps Base's binding unexported, so it prints Core.Box) */
    if (m == rt_base_module && h.name == S("Box")) {
        dt->name->module = rt_core_module;
        rt_set_const(rt_core_module, h.name, dt->name->wrapper);
    }
    if (e->head == S("struct") && !has_inner_ctor) {
        rt_linenode *loc = NULL; /* the body's first line node, as Julia's struct-def-expr */
        if (body && rt_expr_nargs((rt_expr *)body) > 0 &&
            rt_typeof(rt_expr_arg((rt_expr *)body, 0)) == rt_linenumbernode_type)
            loc = (rt_linenode *)rt_expr_arg((rt_expr *)body, 0);
        add_default_ctor(dt, m, &h, tvars, loc);
    }
}
