/* infer.c — type inference: abstract interpretation of untyped IR per specialization.
 *
 * The lattice is Const(value) ⊑ type, with types ordered by subtyping and joined into small
 * Unions (more than four members widen to Any). SSA values get one lattice element each;
 * slots are flow-insensitive (the join of everything assigned), which gives every variable
 * one storage type for codegen. Statements are swept in order until nothing changes;
 * reachability follows gotos, constant branch conditions and calls that cannot return.
 *
 * Calls whose argument types are all concrete are resolved to a specialization (ir_mi) and
 * inferred recursively; recursion is solved by iterating the cycle's head until its return
 * type is stable (mis that consulted an unfinished one are re-inferred). Other calls stay
 * dynamic and yield Any. */
#include "ir.h"
#include "infer_internal.h"
#include <string.h>

ir_infer_opts ir_opts;
void (*ir_on_new_mi)(ir_mi *mi);

#define MAX_STACK 4096
static ir_mi *stack[MAX_STACK];
static int sp;

ir_lat ir_lat_type(rt_value *t)
{
    ir_lat l = {t, NULL};
    return l;
}

rt_value *ir_const_type(rt_value *c)
{
    if (rt_is_kind(c))
        return rt_type_of_type(c);
    return (rt_value *)rt_typeof(c);
}

ir_lat ir_lat_const(rt_value *v)
{
    ir_lat l = {ir_const_type(v), v};
    return l;
}


/* Two constants are the same lattice element: egal, or equal types (apply_type makes a
 * new Union object on every evaluation; without this a sweep never settles). */
static bool lat_const_eq(rt_value *a, rt_value *b)
{
    if (rt_egal(a, b))
        return true;
    if (rt_typeof(a) == rt_vararg_type && rt_typeof(b) == rt_vararg_type) { /* Vararg{T, N} */
        rt_vararg *x = (rt_vararg *)a, *y = (rt_vararg *)b;
        return lat_const_eq(x->T, y->T) && (x->N == y->N || (x->N && y->N && rt_egal(x->N, y->N)));
    }
    return rt_is_kind(a) && rt_is_kind(b) && rt_types_equal(a, b);
}

bool ir_lat_eq(ir_lat a, ir_lat b)
{
    if (a.type != b.type && !(a.type && b.type && rt_types_equal(a.type, b.type)))
        return false;
    if ((a.cnst == NULL) != (b.cnst == NULL))
        return false;
    return a.cnst == NULL || lat_const_eq(a.cnst, b.cnst);
}

rt_value *ir_widen(rt_value *t)
{
    if (!t)
        return rt_bottom;
    rt_value *ms[8];
    if (rt_typeof(t) == rt_uniontype_type && rt_union_members(t, ms, 8) > 4)
        return (rt_value *)rt_any_type;
    return t;
}

ir_lat ir_lat_join(ir_lat a, ir_lat b)
{
    if (!a.type || a.type == rt_bottom)
        return b;
    if (!b.type || b.type == rt_bottom)
        return a;
    if (a.cnst && b.cnst && lat_const_eq(a.cnst, b.cnst))
        return a;
    return ir_lat_type(ir_widen(rt_union_of(a.type, b.type)));
}

/* ---------------------------------------------------------------- operands */
ir_lat ir_infer_val(ir_func *f, ir_val v)
{
    switch (v.kind) {
    case IRV_SSA:
        return f->stmts[v.idx].type.type ? f->stmts[v.idx].type : ir_lat_type(rt_bottom);
    case IRV_SLOT: {
        rt_value *st = f->slots[v.idx].type.type;
        if (!st)
            return ir_lat_type(rt_bottom);
        if (f->slots[v.idx].type.cnst)
            return f->slots[v.idx].type; /* a constant argument (const_prop's copy) or Bool */
        /* a slot of type Type{X} (X without free variables) can only hold X itself */
        if (rt_is_datatype(st) && ((rt_type *)st)->name == rt_type_typename &&
            ((rt_type *)st)->nparams == 1 && !rt_has_free_typevars(st))
            return ir_lat_const(((rt_type *)st)->params[0]);
        return ir_lat_type(st);
    }
    case IRV_CONST:
        return ir_lat_const(v.c);
    case IRV_GLOBAL: {
        rt_binding *b = rt_find_binding(v.mod, v.name);
        if (b && b->constant && b->value)
            return ir_lat_const(b->value);
        if (b)
            return ir_lat_type(ir_global_type(b, ir_global_epoch));
        return ir_lat_type((rt_value *)rt_any_type);
    }
    default:
        return ir_lat_type(rt_bottom);
    }
}

/* ---------------------------------------------------------------- calls */
/* The type a callee value has in a signature: Type{T} for a type, else typeof. */
rt_value *ir_callee_argtype(ir_lat f)
{
    if (f.cnst)
        return ir_const_type(f.cnst);
    return f.type;
}

/* A dispatch leaf: a concrete type, or Type{T} for a type T without free variables
 * (the type of exactly one value, T itself). */
bool ir_is_leaf_argtype(rt_value *t)
{
    /* a type whose values are types is no leaf: each value dispatches as its own Type{X}
     * (a DataType may meet f(::Type{Int64}) and f(::Type{T}) where T<:Integer alike) */
    if (t == (rt_value *)rt_datatype_type || t == (rt_value *)rt_uniontype_type ||
        t == (rt_value *)rt_unionall_type)
        return false;
    if (rt_is_concrete(t))
        return true;
    return rt_is_datatype(t) && ((rt_type *)t)->name == rt_type_typename &&
           ((rt_type *)t)->nparams == 1 && !rt_has_free_typevars(t);
}

/* The specialization, inferred, of the method of mt that calls with argument types argt
 * reach; NULL when none does (*nomethod), when the call is ambiguous, or when a `where`
 * variable stays open. */
static ir_mi *specialize_best(ir_mtable *mt, int n, rt_value **argt, bool *nomethod)
{
    rt_value *sp[16];
    bool amb = false;
    ir_method *m = ir_method_lookup(mt, n, argt, sp, &amb);
    if (!m) {
        /* an ambiguous call stays dynamic: run-time dispatch throws the ambiguity error */
        *nomethod = !amb;
        return NULL;
    }
    /* a `where` variable the argument types leave open (a DataType passed for ::Type{T})
     * is only known from the value: dispatch at run time */
    for (int i = 0; i < m->nsparams && i < 16; i++)
        if (!sp[i] || rt_typeof(sp[i]) == rt_tvar_type)
            return NULL;
    ir_mi *mi = ir_specialize(m, n, argt, sp);
    ir_infer(mi);
    return mi;
}

/* Resolve a call f(argt[1..n)) where argt[0] is the callee's type; NULL if dynamic. */
ir_mi *ir_resolve_call(rt_value *callee, int n, rt_value **argt, bool *nomethod)
{
    *nomethod = false;
    for (int i = 0; i < n; i++)
        if (!ir_is_leaf_argtype(argt[i]) && !(i == 0 && callee))
            return NULL;
    ir_mtable *mt = NULL;
    if (callee)
        mt = ir_callee_mtable(callee);
    else if (rt_is_datatype(argt[0]))
        mt = ir_mtable_of(((rt_type *)argt[0])->name);
    return mt ? specialize_best(mt, n, argt, nomethod) : NULL;
}

enum { IR_MAX_TARGETS = 4 }; /* member combinations a call is split into, as Julia's limit */

/* A specialization for Unions is not made for a named function of the program's: its stack
 * frame would print the Unions, where Julia shows the run-time types (f(k::String,
 * v::Int64)); Base's code and anonymous functions (a comprehension's) qualify. */
static bool union_spec_allowed(ir_method *m, rt_value *callee)
{
    ir_func *src = ir_func_ready(m->src);
    rt_module *home = src ? src->module : NULL;
    while (home && home->parent && home->parent != home && home != rt_base_module)
        home = home->parent; /* (Base.Iterators is Base's) */
    return src && (home == rt_base_module || home == rt_core_module || !rt_function_named(callee));
}

/* Several member combinations with methods: each its own specialization, the call a test
 * of the operands' types per target (Julia's union splitting); *ntargets set, or 0 when
 * one of them does not resolve (ambiguous, or open static parameters) */
static void split_targets(rt_value *callee, int n, rt_value *hit[][8], int nhit,
                            ir_mi **targets, int *ntargets)
{
    *ntargets = 0;
    if (nhit > IR_MAX_TARGETS)
        return;
    for (int h = 0; h < nhit; h++) {
        bool nomethod;
        if (!(targets[h] = ir_resolve_call(callee, n, hit[h], &nomethod)))
            return;
    }
    *ntargets = nhit;
}

/* A call whose operands include small Unions of leaf types, where either only one
 * combination of the members has a method (*split: that combination's specialization, the
 * others throwing a MethodError), or every combination reaches the same method without
 * static parameters (a specialization for the Unions themselves, *split false; not for a
 * named function of the program), or else up to IR_MAX_TARGETS combinations have methods
 * (targets: one specialization each, *all when every combination has one; NULL returned).
 * Inference does not narrow a variable after a test, so `y = iterate(x); y === nothing &&
 * return; y[1]` calls getindex with a Union{Nothing, Tuple{...}}, and the loop's
 * `y !== nothing` the generic !== with it: this keeps such calls direct and typed. */
static ir_mi *resolve_split(ir_mi *cur, rt_value *callee, int n, rt_value **argt, bool *split1,
                            ir_mi **targets, int *ntargets, bool *all)
{
    enum { MAX_N = 8, MAX_MEMBERS = 4, MAX_COMBOS = 8 };
    rt_value *mem[MAX_N][MAX_MEMBERS], *combo[MAX_N], *hit[IR_MAX_TARGETS][MAX_N];
    int cnt[MAX_N], idx[MAX_N] = {0}, combos = 1, nhit = 0;
    bool split = false;
    ir_mtable *mt = callee ? ir_callee_mtable(callee) : NULL;
    if (!mt || n > MAX_N || ir_builtin_id(callee) >= 0 || ir_is_invoke(callee))
        return NULL;
    for (int i = 1; i < n; i++) {
        cnt[i] = rt_union_members(argt[i], mem[i], MAX_MEMBERS);
        if (cnt[i] < 1 || cnt[i] > MAX_MEMBERS || (combos *= cnt[i]) > MAX_COMBOS)
            return NULL;
        for (int k = 0; k < cnt[i]; k++) /* (a tested member is compared with typeof) */
            if (cnt[i] > 1 ? !rt_is_concrete(mem[i][k]) : !ir_is_leaf_argtype(mem[i][k]))
                return NULL;
        split |= cnt[i] > 1;
    }
    if (!split)
        return NULL;
    combo[0] = argt[0];
    ir_method *same = NULL; /* the method every combination so far reaches, if one */
    for (int c = 0; c < combos; c++) {
        for (int i = 1; i < n; i++)
            combo[i] = mem[i][idx[i]];
        rt_value *sp[16];
        bool amb = false;
        ir_method *m = ir_method_lookup(mt, n, combo, sp, &amb);
        if (m || amb) {
            same = !amb && (!nhit || m == same) ? m : NULL;
            if (nhit < IR_MAX_TARGETS)
                memcpy(hit[nhit], combo, sizeof(rt_value *) * (size_t)n);
            nhit++;
        } else {
            ir_note_missing(callee, n, combo, cur); /* a later method splits it afresh */
        }
        for (int i = n - 1; i >= 1 && ++idx[i] == cnt[i]; i--)
            idx[i] = 0;
    }
    bool nomethod;
    *split1 = nhit == 1;
    if (nhit == 1)
        return ir_resolve_call(callee, n, hit[0], &nomethod);
    if (nhit < combos || !same || same->nsparams || !union_spec_allowed(same, callee)) {
        split_targets(callee, n, hit, nhit, targets, ntargets);
        *all = nhit == combos;
        return NULL;
    }
    ir_mi *mi = ir_specialize(same, n, argt, NULL);
    ir_infer(mi);
    if (!mi->code)
        return NULL;
    return mi;
}

/* A call with abstract operands (an element of a Vector{Shape}, an Any) where at most
 * Julia's max_methods (3) methods may apply, each declaring leaf types wherever the call's
 * types are abstract: one target per method, tested and called directly as a Union's
 * members are (Julia infers such a call as the join of those methods' results; calling
 * them directly too is what makes a loop over a Vector{Shape} fast). A value matching no
 * target has no method: dispatch throws the MethodError, or finds a method defined since,
 * and that definition invalidates the caller first (ir_note_missing). *ntargets set, 0
 * when the call is not of this kind; or an anonymous function's one method taking the
 * types whole: its specialization for them, returned. */
static ir_mi *abstract_split(ir_mi *cur, rt_value *callee, int n, rt_value **argt,
                             ir_mi **targets, int *ntargets)
{
    enum { MAX_N = 8, MAX_METHODS = 3 };
    *ntargets = 0;
    /* a closure with captured variables is no constant: its table is its type's */
    bool closure = !callee && rt_is_datatype(argt[0]) &&
                   ((rt_type *)argt[0])->name->name->name[0] == '#';
    ir_mtable *mt = callee ? ir_callee_mtable(callee)
                           : closure ? ir_mtable_of(((rt_type *)argt[0])->name) : NULL;
    if (!mt || n > MAX_N || (callee && (ir_builtin_id(callee) >= 0 || ir_is_invoke(callee))))
        return NULL;
    bool abstract = false;
    for (int i = 1; i < n; i++) {
        if (ir_is_leaf_argtype(argt[i]))
            continue;
        if (rt_typeof(argt[i]) == rt_uniontype_type)
            return NULL; /* (resolve_split's kind) */
        abstract = true;
    }
    if (!abstract)
        return NULL;
    /* an anonymous function's one method, taking the abstract types whole (the predicate
     * of count(s -> s isa Circle, shapes), of findfirst over a Vector{Any}): its
     * specialization for them, as for Unions (a closure's frame may show them) */
    if (closure || (callee && rt_typeof(callee)->name->name->name[0] == '#' &&
                    !rt_function_named(callee))) {
        bool nomethod;
        ir_mi *mi = specialize_best(mt, n, argt, &nomethod);
        return mi && mi->code ? mi : NULL;
    }
    ir_method *ms[MAX_METHODS + 1];
    int nm = ir_methods_matching(mt, n, argt, ms, MAX_METHODS + 1);
    if (nm < 1 || nm > MAX_METHODS)
        return NULL;
    rt_value *combo[MAX_METHODS][MAX_N];
    for (int k = 0; k < nm; k++) {
        ir_method *m = ms[k];
        if (m->isva || m->nsparams || m->nargs != n || !rt_is_datatype(m->sig))
            return NULL;
        combo[k][0] = argt[0];
        for (int i = 1; i < n; i++) {
            combo[k][i] = ir_is_leaf_argtype(argt[i]) ? argt[i] : ((rt_type *)m->sig)->params[i];
            if (!ir_is_leaf_argtype(combo[k][i]))
                return NULL;
        }
    }
    for (int k = 0; k < nm; k++) {
        bool nomethod;
        if (!(targets[k] = ir_resolve_call(callee, n, combo[k], &nomethod)))
            return NULL;
    }
    *ntargets = nm;
    ir_note_missing(callee, n, argt, cur);
    return NULL;
}

/* A constant that may stand for a call's result: a type, or a value of an isbits type
 * (a number, a Char, a Bool, a tuple of them), which code can rebuild from its bits;
 * never a mutable object, which must stay the one object the callee returns. */
bool ir_return_const_ok(rt_value *c)
{
    return rt_is_kind(c) || rt_isbits_type((rt_value *)rt_typeof(c));
}

/* A value of a singleton type is known: its only instance. */
static ir_lat singleton_const(rt_value *t)
{
    if (rt_is_datatype(t) && (((rt_type *)t)->flags & RT_SINGLETON) && ((rt_type *)t)->instance &&
        !(((rt_type *)t)->flags & RT_FUNCTION))
        return ir_lat_const(((rt_type *)t)->instance);
    return ir_lat_type(t);
}

/* A result lattice element as a caller sees it: a constant it may use (a type, an isbits
 * value), else the type (or the singleton's instance). */
static ir_lat singleton_or(ir_lat r)
{
    if (r.cnst && ir_return_const_ok(r.cnst))
        return r;
    return singleton_const(r.type ? r.type : rt_bottom);
}

/* What a call of mi gives, so far; a callee still being inferred ties cur to its cycle. */
static ir_lat callee_result(ir_mi *cur, ir_mi *mi)
{
    if (mi->state == IR_MI_INFERRING && cur) {
        if (mi->depth < cur->cycle_depth)
            cur->cycle_depth = mi->depth;
    } else if (cur && mi->state == IR_MI_NEW && mi->cycle_depth < cur->cycle_depth) {
        cur->cycle_depth = mi->cycle_depth;
    }
    return singleton_or(mi->rettype);
}

/* A call split over its operands' member combinations (resolve_split's targets): the
 * join of what the targets give (a combination without a method throws, giving nothing). */
static ir_lat split_call(ir_mi *cur, ir_stmt *s, ir_mi **targets, int ntargets)
{
    s->targets = rt_alloc(sizeof(ir_mi *) * (size_t)ntargets);
    s->ntargets = ntargets;
    ir_lat r = ir_lat_type(rt_bottom);
    for (int t = 0; t < ntargets; t++) {
        s->targets[t] = targets[t];
        ir_mi_add_caller(targets[t], cur);
        r = ir_lat_join(r, callee_result(cur, targets[t]));
    }
    return r;
}

/* Constant propagation, as Julia's inference does it: a call with constant arguments
 * (`indexed_iterate(p, 1)`, `getfield(t, i)` inside) whose callee's result is not already
 * precise is inferred again on a throw-away copy of the callee whose arguments are those
 * constants; its result narrows the call's (the call still runs the ordinary
 * specialization, whose result then always lies within it). Only small callees, a few
 * levels deep; the copy's dependencies are recorded for the caller (ir_mi.proxy). */
enum { CPROP_MAX_STMTS = 40, CPROP_MAX_DEPTH = 3 };
static int cprop_depth; /* copies being inferred, innermost last */

/* An argument constant worth propagating: a number, a Bool, a Char, a Symbol. */
static bool cprop_arg(ir_lat a)
{
    return a.cnst && !rt_is_kind(a.cnst) &&
           (rt_typeof(a.cnst) == rt_symbol_type || ir_return_const_ok(a.cnst));
}

static bool const_prop(ir_mi *cur, ir_mi *mi, const ir_lat *argl, int n, ir_lat r, ir_lat *out)
{
    if (mi->state != IR_MI_DONE || r.cnst || !mi->code || n != mi->nargs || mi->generic ||
        mi->code->nstmts > CPROP_MAX_STMTS || cprop_depth >= CPROP_MAX_DEPTH || sp >= MAX_STACK - 8)
        return false;
    rt_value *rt = r.type;
    if (!rt || rt == rt_bottom || (rt_is_concrete(rt) && rt != (rt_value *)rt_bool_type))
        return false;
    int fixed = mi->def->isva ? mi->def->nargs - 1 : mi->def->nargs;
    bool any = false;
    for (int i = 1; i < n && i < fixed && !any; i++)
        any = cprop_arg(argl[i]);
    if (!any)
        return false;
    ir_lat *al = rt_alloc(sizeof(ir_lat) * (size_t)n);
    for (int i = 0; i < n; i++)
        al[i] = i < fixed && cprop_arg(argl[i]) ? argl[i] : ir_lat_type(mi->argt[i]);
    ir_mi *t = rt_alloc(sizeof(ir_mi));
    t->def = mi->def;
    t->argtypes = mi->argtypes;
    t->nargs = mi->nargs;
    t->argt = mi->argt;
    t->sparams = mi->sparams;
    t->rettype.type = rt_bottom;
    t->proxy = cur;
    t->cprop = al;
    cprop_depth++;
    ir_infer(t);
    cprop_depth--;
    if (t->cycle_depth < cur->cycle_depth) /* it leaned on code still being inferred */
        cur->cycle_depth = t->cycle_depth;
    if (t->state != IR_MI_DONE || !t->rettype.type || !rt_subtype(t->rettype.type, rt))
        return false;
    *out = singleton_or(t->rettype);
    return true;
}

static ir_lat infer_call(ir_mi *cur, ir_func *f, ir_stmt *s)
{
    if (s->orig_args) { /* an inlined wrapper call: infer the original call again */
        s->args = s->orig_args;
        s->nargs = s->orig_nargs;
    }
    ir_lat fl = ir_infer_val(f, s->args[0]);
    if (!fl.cnst && rt_is_datatype(fl.type) && (((rt_type *)fl.type)->flags & RT_SINGLETON) &&
        ((rt_type *)fl.type)->instance) /* a function passed as a value is still that one */
        fl = ir_lat_const(((rt_type *)fl.type)->instance);
    int n = s->nargs;
    rt_value *argt_small[64];
    ir_lat argl_small[64];
    rt_value **argt = argt_small;
    ir_lat *argl = argl_small;
    if (n > 64) { /* long calls resolve too; builtins only take short ones */
        if (fl.cnst && ir_builtin_id(fl.cnst) >= 0)
            return ir_lat_type((rt_value *)rt_any_type);
        argt = rt_alloc(sizeof(rt_value *) * (size_t)n);
        argl = rt_alloc(sizeof(ir_lat) * (size_t)n);
    }
    for (int i = 1; i < n; i++) {
        argl[i] = ir_infer_val(f, s->args[i]);
        if (argl[i].type == rt_bottom)
            return ir_lat_type(rt_bottom);
        argt[i] = argl[i].type;
    }
    s->mi = NULL;
    s->inlined = NULL;
    s->builtin = -1;
    s->split = NULL;
    s->targets = NULL;
    s->ntargets = 0;
    s->targets_all = 0;
    if (fl.cnst) {
        int b = ir_builtin_id(fl.cnst);
        if (b >= 0) {
            s->builtin = b;
            argl[0] = fl;
            return ir_infer_builtin(cur, f, s, b, n, argl);
        }
    }
    argt[0] = ir_callee_argtype(fl);
    bool nomethod = false, split1 = false;
    ir_mi *mi = NULL, *targets[IR_MAX_TARGETS];
    int ntargets = 0;
    bool all = false;
    bool invoked = false;
    if (fl.cnst && ir_is_invoke(fl.cnst) && (mi = ir_invoke_resolve(s, n, argl))) {
        n = s->nargs; /* now a direct call f(args...) */
        invoked = true;
    }
    else if (!(mi = ir_resolve_call(fl.cnst, n, argt, &nomethod)) && !nomethod) {
        if ((mi = resolve_split(cur, fl.cnst, n, argt, &split1, targets, &ntargets, &all)) && split1)
            s->split = mi;
        else if (!mi && !ntargets)
            mi = abstract_split(cur, fl.cnst, n, argt, targets, &ntargets);
    }
    if (!mi && ntargets) {
        s->targets_all = all;
        return split_call(cur, s, targets, ntargets);
    }
    ir_mi_add_caller(mi, cur);
    if (nomethod)
        ir_note_missing(fl.cnst, n, argt, cur); /* a later method must reach this caller */
    argl[0] = fl;
    if (mi && n <= 64 && (ir_inline_setproperty(s, mi, argl, n) || ir_inline_trivial(s, mi))) {
        ir_lat al[64];
        for (int i = 0; i < s->nargs && i < 64; i++)
            al[i] = ir_infer_val(f, s->args[i]);
        return ir_infer_builtin(cur, f, s, s->builtin, s->nargs, al);
    }
    if (mi) {
        s->mi = mi;
        ir_lat r = callee_result(cur, mi), c;
        if (cur && !invoked && n <= 64 && const_prop(cur, mi, argl, n, r, &c))
            r = c;
        return r;
    }
    if (nomethod)
        return ir_lat_type(rt_bottom);
    /* the kinds' constructors (a `where` clause's TypeVar and UnionAll) give types */
    if (fl.cnst == (rt_value *)rt_tvar_type)
        return ir_lat_type((rt_value *)rt_tvar_type);
    if (fl.cnst == (rt_value *)rt_unionall_type)
        return ir_lat_type(rt_type_typename->wrapper);
    return ir_lat_type((rt_value *)rt_any_type);
}

/* ---------------------------------------------------------------- the sweep */
static ir_func *copy_func(ir_func *src)
{
    ir_func *f = rt_alloc(sizeof(ir_func));
    *f = *src;
    f->slots = rt_alloc(sizeof(ir_slotinfo) * (src->nslots ? src->nslots : 1));
    if (src->nslots)
        memcpy(f->slots, src->slots, sizeof(ir_slotinfo) * src->nslots);
    f->stmts = rt_alloc(sizeof(ir_stmt) * (src->nstmts ? src->nstmts : 1));
    if (src->nstmts)
        memcpy(f->stmts, src->stmts, sizeof(ir_stmt) * src->nstmts);
    f->capstmts = src->nstmts;
    for (int i = 0; i < f->nstmts; i++) {
        ir_stmt *s = &f->stmts[i];
        if (s->nargs) {
            s->args = rt_alloc(sizeof(ir_val) * s->nargs);
            memcpy(s->args, src->stmts[i].args, sizeof(ir_val) * s->nargs);
        }
        s->type.type = NULL;
        s->type.cnst = NULL;
        s->mi = NULL;
        s->inlined = NULL;
        s->targets = NULL;
        s->ntargets = 0;
        s->builtin = -1;
        s->dead = 1;
    }
    for (int i = 0; i < f->nslots; i++)
        f->slots[i].type.type = NULL, f->slots[i].type.cnst = NULL;
    return f;
}

static void assign_slot(ir_func *f, int slot, ir_lat v, bool *changed)
{
    ir_slotinfo *si = &f->slots[slot];
    rt_value *t = v.type;
    if (si->declared)
        t = si->declared;
    rt_value *nt = si->type.type ? ir_widen(rt_union_of(si->type.type, t)) : t;
    /* a Bool local assigned one constant wherever it is assigned (the temporaries of
     * `a || b` and `a && b` whose operands fold) keeps it: a branch on it folds too */
    if (!si->type.type && !si->declared && !si->is_arg && v.cnst &&
        (v.cnst == rt_true || v.cnst == rt_false)) {
        si->type.cnst = v.cnst;
        si->type.type = nt;
        *changed = true;
        return;
    }
    if (si->type.cnst && !(v.cnst && lat_const_eq(v.cnst, si->type.cnst))) {
        si->type.cnst = NULL; /* a constant argument assigned another value */
        *changed = true;
    }
    if (!si->type.type || !rt_types_equal(nt, si->type.type)) {
        si->type.type = nt;
        *changed = true;
    }
}

static void mark(ir_func *f, int target, int from, bool *changed)
{
    if (target < 0 || target >= f->nstmts)
        return;
    if (f->stmts[target].dead) {
        f->stmts[target].dead = 0;
        if (target <= from)
            *changed = true;
    }
}

static void sweep(ir_mi *mi, ir_func *f)
{
    bool changed = true;
    int rounds = 0;
    f->stmts[0].dead = 0;
    while (changed && rounds++ < 1000) {
        changed = false;
        ir_lat ret = ir_lat_type(rt_bottom);
        for (int i = 0; i < f->nstmts; i++) {
            ir_stmt *s = &f->stmts[i];
            if (s->dead)
                continue;
            ir_lat t = ir_lat_type(rt_nothing_type ? (rt_value *)rt_nothing_type : NULL);
            bool falls = true;
            switch (s->op) {
            case IR_CALL:
            case IR_INVOKE:
                t = infer_call(mi, f, s);
                if (t.type == rt_bottom)
                    falls = false;
                break;
            case IR_NEW: {
                ir_lat tl = ir_infer_val(f, s->args[0]);
                t = ir_lat_type((tl.cnst && rt_is_datatype(tl.cnst)) ? tl.cnst
                                                                   : (rt_value *)rt_any_type);
                break;
            }
            case IR_ASSIGN: {
                ir_lat v = ir_infer_val(f, s->args[0]);
                if (v.type == rt_bottom) {
                    falls = false;
                    break;
                }
                assign_slot(f, s->slot, v, &changed);
                t = v;
                break;
            }
            case IR_SETGLOBAL:
                t = ir_infer_val(f, s->args[0]);
                if (ir_opts.narrow_globals && s->mod && s->name)
                    ir_global_store(rt_get_binding(s->mod, s->name), t.type);
                break;
            case IR_GOTO:
                mark(f, s->target, i, &changed);
                falls = false;
                break;
            case IR_GOTOIFNOT: {
                ir_lat c = ir_infer_val(f, s->args[0]);
                if (c.type == rt_bottom) {
                    falls = false;
                    break;
                }
                if (c.cnst == rt_true) {
                    break;
                } else if (c.cnst == rt_false) {
                    mark(f, s->target, i, &changed);
                    falls = false;
                } else {
                    mark(f, s->target, i, &changed);
                }
                break;
            }
            case IR_RETURN:
                ret = ir_lat_join(ret, ir_infer_val(f, s->args[0]));
                falls = false;
                break;
            case IR_ENTER:
                mark(f, s->target, i, &changed);
                break;
            case IR_THE_EXC:
                t = ir_lat_type((rt_value *)rt_any_type);
                break;
            case IR_ISDEFINED:
                t = ir_lat_type((rt_value *)rt_bool_type);
                break;
            case IR_STATIC_PARAM:
                if (mi && mi->sparams && s->slot < mi->def->nsparams && mi->sparams[s->slot])
                    t = ir_lat_const(mi->sparams[s->slot]);
                else
                    t = ir_lat_type((rt_value *)rt_any_type);
                break;
            default:
                break;
            }
            if (!ir_lat_eq(t, s->type)) {
                s->type = t;
                changed = true;
            }
            if (falls)
                mark(f, i + 1, i, &changed);
        }
        if (mi) {
            ir_lat r = ret;
            /* types and isbits values travel as constant return values, as in Julia
             * (`ndims(::Vector)` is 1, so `ndims(a) == 1 ? a : reshape(a, ...)` folds);
             * a thunk keeps any constant (ir_thunk_constant: thunks have no signature) */
            if (r.cnst && mi->def->sig && !ir_return_const_ok(r.cnst))
                r.cnst = NULL;
            r.type = ir_widen(r.type);
            if (!ir_lat_eq(r, mi->rettype)) {
                mi->rettype = r;
                changed = true;
            }
        }
    }
}

static void setup_args(ir_mi *mi, ir_func *f)
{
    ir_method *m = mi->def;
    int fixed = m->isva ? m->nargs - 1 : m->nargs;
    for (int i = 0; i < fixed && i < f->nslots; i++)
        f->slots[i].type = mi->cprop ? mi->cprop[i] : ir_lat_type(mi->argt[i]);
    if (m->isva) {
        int nva = mi->nargs - fixed;
        rt_type *tt = rt_tuple_type(nva, mi->argt + fixed);
        f->slots[fixed].type = ir_lat_type((rt_value *)tt);
    }
}

bool ir_infer_busy(void) { return sp > 0; }

void ir_infer(ir_mi *mi)
{
    if (mi->state == IR_MI_DONE || mi->state == IR_MI_INFERRING)
        return;
    if (sp >= MAX_STACK) {
        mi->rettype = ir_lat_type((rt_value *)rt_any_type);
        return;
    }
    mi->state = IR_MI_INFERRING;
    mi->gepoch = ir_global_epoch;
    mi->depth = sp;
    stack[sp++] = mi;
    /* one sweep reaches the fixed point: self-recursive calls read mi->rettype as it
     * improves, and callees in a cycle stay provisional (IR_MI_NEW) so that each sweep
     * re-infers them with our latest return type */
    mi->cycle_depth = MAX_STACK;
    mi->code = copy_func(ir_func_ready(mi->def->src));
    setup_args(mi, mi->code);
    sweep(mi, mi->code);
    sp--;
    if (mi->cycle_depth < mi->depth) {
        mi->state = IR_MI_NEW;
    } else {
        mi->state = IR_MI_DONE;
        if (ir_on_new_mi && !mi->proxy)
            ir_on_new_mi(mi);
    }
}

static ir_mi *infer_thunk(ir_func *f, bool lookahead);

ir_mi *ir_infer_thunk(ir_func *f) { return infer_thunk(f, false); }

/* Infer a thunk that will be interpreted, to learn the specializations its calls reach:
 * no callee records it as a caller (it holds no code a redefinition would invalidate,
 * and callers make a small callee wait longer to tier up). */
ir_mi *ir_infer_lookahead(ir_func *f) { return infer_thunk(f, true); }

static ir_mi *infer_thunk(ir_func *f, bool lookahead)
{
    /* a look-ahead's method and specialization are collected once it is done with */
    ir_method *m = lookahead ? rt_alloc(sizeof(ir_method)) : rt_alloc_permanent(sizeof(ir_method));
    m->src = f;
    m->nargs = 0;
    m->name = f->name;
    m->file = f->file;
    m->line = f->line;
    ir_mi *mi = lookahead ? rt_alloc(sizeof(ir_mi)) : rt_alloc_permanent(sizeof(ir_mi));
    mi->def = m;
    mi->argtypes = (rt_value *)rt_tuple_type(0, NULL);
    mi->nargs = 0;
    mi->argt = NULL;
    mi->rettype.type = rt_bottom;
    mi->lookahead = lookahead;
    ir_infer(mi);
    return mi;
}

/* Builtins that act on the world (or may throw) even when their result is known. */
static bool effectful_builtin(int b)
{
    return b == IRB_FOREIGNCALL || b == IRB_SETFIELD || b == IRB_ARRAYSET || b == IRB_THROW ||
           b == IRB_APPLY_ITERATE || b == IRB_TYPEASSERT;
}

/* An operand naming a mutable object (ARGS, an array, a mutable struct), directly or
 * through a global. */
static bool reads_mutable(ir_stmt *s)
{
    for (int k = 0; k < s->nargs; k++) {
        ir_val a = s->args[k];
        rt_value *v = a.kind == IRV_CONST ? a.c : NULL;
        if (a.kind == IRV_GLOBAL) {
            rt_binding *b = rt_find_binding(a.mod, a.name);
            v = b ? b->value : NULL;
        }
        if (v && !rt_is_kind(v) && (rt_typeof(v)->flags & (RT_MUTABLE | RT_OPAQUE)) &&
            rt_typeof(v) != rt_module_type)
            return true;
    }
    return false;
}

/* An operand naming a `const` an executable binds when it runs (drv_eval_now left it
 * without a value): its value is not known now, so code reading it cannot run now. */
static bool reads_deferred(ir_stmt *s)
{
    for (int k = 0; k < s->nargs; k++)
        if (s->args[k].kind == IRV_GLOBAL) {
            rt_binding *b = rt_find_binding(s->args[k].mod, s->args[k].name);
            if (b && b->constant && !b->value)
                return true;
        }
    return false;
}

/* Code without effects: only control flow, allocation, effect-free builtins and calls
 * of code without effects (a few levels deep). */
static bool pure_code(ir_func *c, int depth)
{
    if (!c || depth > 8)
        return false;
    for (int i = 0; i < c->nstmts; i++) {
        ir_stmt *s = &c->stmts[i];
        if (s->dead)
            continue;
        if ((ir_opts.pure_fixed && reads_mutable(s)) || reads_deferred(s))
            return false;
        switch (s->op) {
        case IR_NOP:
        case IR_RETURN:
        case IR_ASSIGN:
        case IR_GOTO:
        case IR_GOTOIFNOT:
        case IR_NEW:
        case IR_STATIC_PARAM:
            continue;
        case IR_CALL:
            if (s->builtin >= 0 && !effectful_builtin(s->builtin))
                continue;
            if (s->builtin < 0 && s->mi && pure_code(s->mi->code, depth + 1))
                continue;
            return false;
        default:
            return false;
        }
    }
    return true;
}

bool ir_thunk_pure(ir_mi *mi) { return pure_code(mi->code, 0); }

rt_value *ir_thunk_constant(ir_mi *mi)
{
    rt_value *c = mi->rettype.cnst, *t = mi->rettype.type;
    if (!c && t && rt_is_datatype(t) && (((rt_type *)t)->flags & RT_SINGLETON))
        c = ((rt_type *)t)->instance; /* the type's only value (π, MIME"text/plain"()) */
    if (!c || !pure_code(mi->code, 0))
        return NULL;
    return c;
}

void ir_print_mi_header(FILE *out, ir_mi *mi)
{
    fprintf(out, "%s(", mi->def->name ? mi->def->name->name : "?");
    for (int i = 1; i < mi->nargs; i++) {
        char *ts = ir_type_str(mi->argt[i]);
        fprintf(out, "%s::%s", i > 1 ? ", " : "", ts);
    }
    char *rs = ir_type_str(mi->rettype.type ? mi->rettype.type : rt_bottom);
    fprintf(out, ")::%s\n", rs);
}
