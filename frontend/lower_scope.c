/* lower_scope.c — Julia's variable scoping for lowering.
 *
 * A scope's locals are decided when it is entered (lw_scope_declare), from its whole body:
 * `local` declarations, and names assigned anywhere in it outside nested scopes.
 *   - function bodies: every assigned name is local (unless `global`);
 *   - hard scopes (let, and every scope inside a function): an assigned name is local
 *     unless it already names a local of an enclosing scope or is declared global;
 *   - soft scopes (for/while/try at top level, not inside a hard scope): the same, but when
 *     a global of that name exists Julia 1.7 (non-interactive) prints an ambiguity warning
 *     and makes a new local anyway.
 * Names are resolved innermost-first; a local of an enclosing *function* is a capture
 * (the closure reads it from a field of #self#, boxed when assigned after capture). */
#include "lower.h"
#include <string.h>

void lw_scope_push(lw_ctx *c, int kind)
{
    lw_scope *s = rt_alloc(sizeof(lw_scope));
    s->parent = c->scope;
    s->ctx = c;
    s->kind = kind;
    c->scope = s;
}

void lw_scope_pop(lw_ctx *c) { c->scope = c->scope->parent; }

static void lw_scope_grow(lw_scope *s)
{
    if (s->n < s->cap)
        return;
    int cap = s->cap ? s->cap * 2 : 8;
    rt_sym **nn = rt_alloc(sizeof(rt_sym *) * (size_t)cap);
    int32_t *ns = rt_alloc_atomic(sizeof(int32_t) * (size_t)cap);
    rt_value **nt = rt_alloc(sizeof(rt_value *) * (size_t)cap);
    if (s->n) {
        memcpy(nn, s->names, sizeof(rt_sym *) * (size_t)s->n);
        memcpy(ns, s->slots, sizeof(int32_t) * (size_t)s->n);
        memcpy(nt, s->types, sizeof(rt_value *) * (size_t)s->n);
    }
    s->names = nn;
    s->slots = ns;
    s->types = nt;
    s->cap = cap;
}

static int lw_scope_find(lw_scope *s, rt_sym *name)
{
    for (int i = s->n - 1; i >= 0; i--)
        if (s->names[i] == name)
            return i;
    return -1;
}

static bool lw_scope_has_global(lw_scope *s, rt_sym *name)
{
    for (int i = 0; i < s->ng; i++)
        if (s->globals[i] == name)
            return true;
    return false;
}

int32_t lw_scope_add_local(lw_ctx *c, rt_sym *name)
{
    lw_scope *s = c->scope;
    int k = lw_scope_find(s, name);
    if (k >= 0)
        return s->slots[k];
    lw_scope_grow(s);
    int32_t slot = lw_new_named_slot(c, name, false);
    s->names[s->n] = name;
    s->slots[s->n] = slot;
    s->types[s->n] = NULL;
    s->n++;
    return slot;
}

void lw_scope_add_global(lw_ctx *c, rt_sym *name)
{
    lw_scope *s = c->scope;
    if (lw_scope_has_global(s, name))
        return;
    if (s->ng == s->capg) {
        int cap = s->capg ? s->capg * 2 : 4;
        rt_sym **ng = rt_alloc(sizeof(rt_sym *) * (size_t)cap);
        if (s->ng)
            memcpy(ng, s->globals, sizeof(rt_sym *) * (size_t)s->ng);
        s->globals = ng;
        s->capg = cap;
    }
    s->globals[s->ng++] = name;
}

/* ------------------------------------------------------------ scanning a scope body */
typedef struct lw_names {
    rt_sym **v;      /* names */
    rt_value **t;    /* declared type AST or NULL */
    int32_t *line;   /* line of the (first) assignment */
    int n, cap;      /* used / allocated */
} lw_names;

static void lw_names_add(lw_names *l, rt_sym *s, rt_value *type, int line)
{
    for (int i = 0; i < l->n; i++)
        if (l->v[i] == s) {
            if (type && !l->t[i])
                l->t[i] = type;
            return;
        }
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 8;
        rt_sym **nv = rt_alloc(sizeof(rt_sym *) * (size_t)cap);
        rt_value **nt = rt_alloc(sizeof(rt_value *) * (size_t)cap);
        int32_t *nl = rt_alloc_atomic(sizeof(int32_t) * (size_t)cap);
        if (l->n) {
            memcpy(nv, l->v, sizeof(rt_sym *) * (size_t)l->n);
            memcpy(nt, l->t, sizeof(rt_value *) * (size_t)l->n);
            memcpy(nl, l->line, sizeof(int32_t) * (size_t)l->n);
        }
        l->v = nv;
        l->t = nt;
        l->line = nl;
        l->cap = cap;
    }
    l->v[l->n] = s;
    l->t[l->n] = type;
    l->line[l->n] = line;
    l->n++;
}

typedef struct lw_scan {
    lw_names assigned; /* assigned names */
    lw_names locals;   /* declared local */
    lw_names globals;  /* declared global */
    int line;          /* current line while scanning */
    bool fn_names;     /* function definitions bind local names (inside functions) */
} lw_scan;

/* The variable names an assignment target binds (symbols, x::T, tuples, (; a, b)). */
static void lw_scan_lhs(lw_scan *sc, rt_value *lhs, lw_names *into)
{
    lw_check_stack();
    if (lw_is_sym(lhs)) {
        lw_names_add(into, (rt_sym *)lhs, NULL, sc->line);
    } else if (lw_is_expr(lhs, "::") && lw_nargs(lhs) == 2 && lw_is_sym(lw_arg(lhs, 0))) {
        lw_names_add(into, (rt_sym *)lw_arg(lhs, 0), lw_arg(lhs, 1), sc->line);
    } else if (lw_is_expr(lhs, "tuple") || lw_is_expr(lhs, "parameters")) {
        for (int i = 0; i < lw_nargs(lhs); i++)
            lw_scan_lhs(sc, lw_arg(lhs, i), into);
    } else if (lw_is_expr(lhs, "...") && lw_nargs(lhs) == 1) {
        lw_scan_lhs(sc, lw_arg(lhs, 0), into);
    } else if (lw_is_expr(lhs, "call") || lw_is_expr(lhs, "where") || lw_is_expr(lhs, "::")) {
        /* short function definition f(x) = ...: binds f */
        rt_value *h = lhs;
        while ((lw_is_expr(h, "where") || lw_is_expr(h, "::")) && lw_nargs(h) > 0)
            h = lw_arg(h, 0);
        if (sc->fn_names && lw_is_expr(h, "call") && lw_nargs(h) > 0 &&
            lw_is_sym(lw_arg(h, 0)))
            lw_names_add(into, (rt_sym *)lw_arg(h, 0), NULL, sc->line);
    }
}

static bool lw_is_update_head(rt_sym *h)
{
    const char *n = h->name;
    size_t len = h->len;
    if (len < 2 || n[len - 1] != '=' || n[0] == '.')
        return false;
    if (!strcmp(n, "==") || !strcmp(n, "<=") || !strcmp(n, ">=") || !strcmp(n, "!=") ||
        !strcmp(n, "===") || !strcmp(n, "!==") || !strcmp(n, "=>") || !strcmp(n, "->") ||
        !strcmp(n, ":="))
        return false;
    return true;
}

static void lw_scan_body(lw_scan *sc, rt_value *e);

static void lw_scan_decl(lw_scan *sc, rt_value *d, lw_names *into)
{
    lw_check_stack();
    rt_sym *h = lw_head(d);
    if ((lw_is_expr(d, "=") || (h && lw_is_update_head(h))) && lw_nargs(d) == 2) {
        /* `global x = v` and `global x += v` declare x and assign it */
        lw_scan_lhs(sc, lw_arg(d, 0), into);
        lw_scan_lhs(sc, lw_arg(d, 0), &sc->assigned);
        lw_scan_body(sc, lw_arg(d, 1));
    } else if (lw_is_expr(d, "tuple")) {
        for (int i = 0; i < lw_nargs(d); i++)
            lw_scan_decl(sc, lw_arg(d, i), into);
    } else {
        lw_scan_lhs(sc, d, into);
    }
}

static void lw_scan_body(lw_scan *sc, rt_value *e)
{
    lw_check_stack();
    if (!e)
        return;
    if (rt_typeof(e) == rt_linenumbernode_type) {
        sc->line = (int)((rt_linenode *)e)->line;
        return;
    }
    rt_sym *h = lw_head(e);
    if (!h)
        return;
    const char *n = h->name;
    int na = lw_nargs(e);
    /* nested scopes and quoted code are not scanned */
    static const char *skip[] = {"function", "->", "let", "for", "while", "try", "struct",
                                 "quote", "inert", "generator", "comprehension",
                                 "typed_comprehension", "module", "macro", "do",
                                 "abstract", "primitive", "flatten", NULL};
    for (int i = 0; skip[i]; i++)
        if (!strcmp(n, skip[i])) {
            if (!strcmp(n, "function") && na > 0) {
                /* function f(...) binds f in this scope */
                rt_value *sig = lw_arg(e, 0);
                if (lw_is_sym(sig)) {
                    if (sc->fn_names)
                        lw_names_add(&sc->assigned, (rt_sym *)sig, NULL, sc->line);
                }
                else
                    lw_scan_lhs(sc, sig, &sc->assigned);
            }
            return;
        }
    if (!strcmp(n, "=") && na == 2) {
        lw_scan_lhs(sc, lw_arg(e, 0), &sc->assigned);
        /* the right-hand side of a short function definition is its own scope */
        rt_value *l = lw_arg(e, 0);
        while (lw_is_expr(l, "where") || (lw_is_expr(l, "::") && lw_nargs(l) == 2 &&
                                          lw_is_expr(lw_arg(l, 0), "call")))
            l = lw_arg(l, 0);
        if (!lw_is_expr(l, "call"))
            lw_scan_body(sc, lw_arg(e, 1));
        return;
    }
    if (!strcmp(n, "local")) {
        for (int i = 0; i < na; i++)
            lw_scan_decl(sc, lw_arg(e, i), &sc->locals);
        return;
    }
    if (!strcmp(n, "global")) {
        for (int i = 0; i < na; i++)
            lw_scan_decl(sc, lw_arg(e, i), &sc->globals);
        return;
    }
    if (!strcmp(n, "const")) {
        for (int i = 0; i < na; i++)
            lw_scan_body(sc, lw_arg(e, i));
        return;
    }
    if (lw_is_update_head(h) && na == 2) {
        if (lw_is_sym(lw_arg(e, 0)))
            lw_names_add(&sc->assigned, (rt_sym *)lw_arg(e, 0), NULL, sc->line);
        lw_scan_body(sc, lw_arg(e, 1));
        return;
    }
    if (!strcmp(n, "tuple") || !strcmp(n, "parameters")) {
        /* (a = 1, b = 2) is a named tuple, not an assignment */
        for (int i = 0; i < na; i++) {
            rt_value *a = lw_arg(e, i);
            if (lw_is_expr(a, "=") && lw_nargs(a) == 2)
                lw_scan_body(sc, lw_arg(a, 1));
            else
                lw_scan_body(sc, a);
        }
        return;
    }
    if (!strcmp(n, "kw")) {
        if (na == 2)
            lw_scan_body(sc, lw_arg(e, 1));
        return;
    }
    for (int i = 0; i < na; i++)
        lw_scan_body(sc, lw_arg(e, i));
}

/* Does `name` resolve to a local (or a `global` declaration) in an enclosing scope? */
static int lw_outer_binding(lw_scope *s, rt_sym *name)
{
    for (; s; s = s->parent) {
        if (lw_scope_has_global(s, name))
            return 2;
        if (lw_scope_find(s, name) >= 0)
            return 1;
    }
    return 0;
}

/* Innermost scope is soft and every scope up to the global one is soft too. */
static bool lw_in_soft_toplevel(lw_ctx *c)
{
    if (c->in_method || c->parent)
        return false;
    for (lw_scope *s = c->scope; s; s = s->parent) {
        if (s->kind == LW_SC_GLOBAL)
            return true;
        if (s->kind != LW_SC_SOFT)
            return false;
    }
    return true;
}

static void lw_soft_warning(lw_ctx *c, rt_sym *name, int line)
{
    fflush(stdout);
    rt_flush_all();
    fprintf(stderr,
            "\xe2\x94\x8c Warning: Assignment to `%s` in soft scope is ambiguous because a global "
            "variable by the same name exists: `%s` will be treated as a new local. "
            "Disambiguate by using `local %s` to suppress this warning or `global %s` to "
            "assign to the existing global variable.\n\xe2\x94\x94 @ %s:%d\n",
            name->name, name->name, name->name, name->name, c->file ? c->file->name : "none",
            line);
}

void lw_scope_declare(lw_ctx *c, rt_value *body)
{
    lw_scan sc = {0};
    sc.line = c->line;
    sc.fn_names = c->in_method || c->parent;
    lw_scan_body(&sc, body);
    lw_scope *s = c->scope;
    int from = s->n;
    for (int i = 0; i < sc.globals.n; i++)
        lw_scope_add_global(c, sc.globals.v[i]);
    for (int i = 0; i < sc.locals.n; i++) {
        for (int j = 0; j < s->ng; j++)
            if (s->globals[j] == sc.locals.v[i])
                lw_error(c, "syntax: variable \"%s\" declared both local and global",
                         sc.locals.v[i]->name);
        lw_scope_add_local(c, sc.locals.v[i]);
        s->types[lw_scope_find(s, sc.locals.v[i])] = sc.locals.t[i];
    }
    bool soft = s->kind == LW_SC_SOFT && lw_in_soft_toplevel(c);
    for (int i = 0; i < sc.assigned.n; i++) {
        rt_sym *v = sc.assigned.v[i];
        int k = lw_scope_find(s, v);
        if (k >= 0) {
            if (sc.assigned.t[i] && !s->types[k] && s->slots[k] >= c->f->nargs)
                s->types[k] = sc.assigned.t[i];
            continue;
        }
        if (lw_scope_has_global(s, v))
            continue;
        if (s->kind == LW_SC_GLOBAL)
            continue;
        if ((s->kind != LW_SC_FUNC || c->parent) && lw_outer_binding(s->parent, v) == 1)
            continue;
        if (s->kind != LW_SC_FUNC && lw_outer_binding(s->parent, v))
            continue;
        if (soft && rt_get_global(c->mod, v))
            lw_soft_warning(c, v, sc.assigned.line[i]);
        int32_t slot = lw_scope_add_local(c, v);
        (void)slot;
        s->types[lw_scope_find(s, v)] = sc.assigned.t[i];
    }
    lw_emit_boxes(c, from);
}

void lw_emit_boxes(lw_ctx *c, int from)
{
    lw_scope *s = c->scope;
    for (int i = from; i < s->n; i++)
        if (lw_slot_boxed(c, s->slots[i]) && !c->f->slots[s->slots[i]].is_arg)
            lw_assign_slot(c, s->slots[i], lw_call(c, lw_core("Box"), 0, NULL));
}

/* ------------------------------------------------------------ resolution */
static int lw_capture_index(lw_ctx *c, rt_sym *name)
{
    for (int i = 0; i < c->ncaps; i++)
        if (c->caps[i].name == name)
            return i;
    lw_var pv = lw_resolve(c->parent, name);
    bool boxed = pv.kind == LW_VAR_LOCAL ? pv.boxed
                 : pv.kind == LW_VAR_CAPTURED ? c->parent->caps[pv.cap].boxed
                                              : false;
    if (c->ncaps == c->capcaps) {
        int cap = c->capcaps ? c->capcaps * 2 : 4;
        lw_capture *nc = rt_alloc(sizeof(lw_capture) * (size_t)cap);
        if (c->ncaps)
            memcpy(nc, c->caps, sizeof(lw_capture) * (size_t)c->ncaps);
        c->caps = nc;
        c->capcaps = cap;
    }
    lw_capture *k = &c->caps[c->ncaps];
    k->name = name;
    k->boxed = boxed;
    k->assigned = false;
    return c->ncaps++;
}

/* index of name among c's function's static parameters (where-variables), or -1 */
static int lw_sparam_index(lw_ctx *c, rt_sym *name)
{
    for (int i = 0; c->f && i < c->f->nsparams; i++)
        if (c->f->sparam_names[i] == name)
            return i;
    return -1;
}

lw_var lw_resolve(lw_ctx *c, rt_sym *name)
{
    lw_var r = {0};
    r.kind = LW_VAR_GLOBAL;
    for (lw_scope *s = c->scope; s; s = s->parent) {
        if (lw_scope_has_global(s, name))
            return r;
        int k = lw_scope_find(s, name);
        if (k < 0)
            continue;
        if (s->ctx == c) {
            r.kind = LW_VAR_LOCAL;
            r.slot = s->slots[k];
            r.boxed = lw_slot_boxed(c, r.slot);
            return r;
        }
        r.kind = LW_VAR_CAPTURED;
        r.cap = lw_capture_index(c, name);
        r.boxed = c->caps[r.cap].boxed;
        return r;
    }
    /* a where-variable of an enclosing method, read in a closure: captured like a local */
    if (lw_sparam_index(c, name) < 0)
        for (lw_ctx *p = c->parent; p; p = p->parent)
            if (lw_sparam_index(p, name) >= 0) {
                r.kind = LW_VAR_CAPTURED;
                r.cap = lw_capture_index(c, name);
                r.boxed = false;
                return r;
            }
    return r;
}

bool lw_is_local_name(lw_ctx *c, rt_sym *name) { return lw_resolve(c, name).kind != LW_VAR_GLOBAL; }

/* Declared type AST of a local slot, NULL if untyped. */
static rt_value *lw_local_type(lw_ctx *c, int32_t slot)
{
    for (lw_scope *s = c->scope; s && s->ctx == c; s = s->parent)
        for (int i = 0; i < s->n; i++)
            if (s->slots[i] == slot)
                return s->types[i];
    return NULL;
}

ir_val lw_raw_var(lw_ctx *c, rt_sym *name)
{
    lw_var v = lw_resolve(c, name);
    switch (v.kind) {
    case LW_VAR_LOCAL:
        return ir_slot(v.slot);
    case LW_VAR_CAPTURED:
        return lw_call2(c, lw_builtin(IRB_GETFIELD), ir_slot(c->capslot), lw_sym_const(name));
    default: {
        int sp = lw_sparam_index(c, name); /* (the value a closure captures) */
        if (sp >= 0) {
            int32_t k = lw_emit(c, IR_STATIC_PARAM, 0, NULL);
            c->f->stmts[k].slot = sp;
            return ir_ssa(k);
        }
        return ir_global(c->mod, name);
    }
    }
}

ir_val lw_read_var(lw_ctx *c, rt_sym *name)
{
    lw_var v = lw_resolve(c, name);
    ir_val raw = lw_raw_var(c, name);
    if (v.kind != LW_VAR_GLOBAL && v.boxed)
        return lw_call2(c, lw_builtin(IRB_GETFIELD), raw, lw_sym_const(rt_symbol("contents")));
    return raw;
}

void lw_write_var(lw_ctx *c, rt_sym *name, ir_val val)
{
    lw_var v = lw_resolve(c, name);
    if (v.kind == LW_VAR_GLOBAL) {
        int32_t i = lw_emit(c, IR_SETGLOBAL, 1, &val);
        c->f->stmts[i].mod = c->mod;
        c->f->stmts[i].name = name;
        return;
    }
    if (v.kind == LW_VAR_LOCAL) {
        rt_value *T = lw_local_type(c, v.slot);
        if (T) {
            ir_val tv = lw_value(c, T);
            ir_val cv = lw_call2(c, lw_base("convert"), tv, val);
            val = lw_call2(c, lw_builtin(IRB_TYPEASSERT), cv, tv);
        }
        lw_varinfo *vi = lw_slot_info(c, v.slot);
        if (vi) {
            vi->nassign++;
            if (vi->captured_at >= 0)
                vi->needbox = 1;
        }
        if (!v.boxed) {
            lw_assign_slot(c, v.slot, val);
            return;
        }
    } else {
        c->caps[v.cap].assigned = true;
    }
    ir_val box = lw_raw_var(c, name);
    ir_val a[3] = {box, lw_sym_const(rt_symbol("contents")), val};
    lw_call(c, lw_builtin(IRB_SETFIELD), 3, a);
}

/* Bind `name` to an existing slot in the innermost scope (arguments, #self#). */
void lw_scope_bind(lw_ctx *c, rt_sym *name, int32_t slot)
{
    lw_scope *s = c->scope;
    lw_scope_grow(s);
    s->names[s->n] = name;
    s->slots[s->n] = slot;
    s->types[s->n] = NULL;
    s->n++;
}

/* Replace the slot a name is bound to in the innermost scope (boxed arguments). */
void lw_scope_rebind(lw_ctx *c, rt_sym *name, int32_t slot)
{
    lw_scope *s = c->scope;
    int k = lw_scope_find(s, name);
    if (k >= 0)
        s->slots[k] = slot;
}

rt_sym *lw_bind_temp_name(lw_ctx *c, ir_val v)
{
    static int counter;
    char buf[32];
    snprintf(buf, sizeof buf, "#tmp#%d", ++counter);
    rt_sym *name = rt_symbol(buf);
    lw_scope_push(c, LW_SC_HARD);
    int32_t t = lw_new_temp(c);
    lw_assign_slot(c, t, v);
    lw_scope_bind(c, name, t);
    return name;
}
