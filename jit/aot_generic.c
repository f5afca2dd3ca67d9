/* aot_generic.c — fallback specializations for an executable's dynamic calls.
 *
 * The JIT compiles a missing specialization when a dynamic call meets new argument types;
 * an executable cannot. So before the object is written, every call that stayed dynamic in
 * the compiled code is examined: when its callee is known, each method of that callee that
 * fits the call's arity and the argument types seen there is compiled once for its
 * declared argument types (ir_specialize_generic) — or, where those are small unions of
 * concrete types, once per member (exactly, as the JIT would) — and the new bodies are
 * examined in turn until nothing new appears. Functions used as values pair with the
 * arities of calls whose callee is unknown. The image initialiser registers them per function, most specific method first
 * (rt_aot_register_generic); at run time a dispatch-cache miss takes the first entry whose
 * signature covers the actual argument types, which is the most specific applicable method
 * (specificity as the JIT decides it, ir_sig_morespecific). A splat of unknown length
 * stands for several arities. Each table reached is also recorded as data (methods,
 * their texts and specificity), so the executable detects ambiguous calls and prints
 * MethodErrors as the JIT does (runtime/aot_methods.c). */
#include "jit.h"
#include <stdlib.h>
#include <string.h>

/* One dynamic call target seen: callee, argument count and argument types. */
typedef struct site {
    rt_value *f;       /* the callee (a generic function or a type) */
    int nargs;         /* number of arguments including the callee */
    rt_value **argt;   /* join of the argument types seen at its calls [nargs] */
    bool dirty;        /* new or widened since it was last compiled */
    bool exact;        /* last compiled as exact specializations only (compile_exact_site):
                          no generic entry to register */
} site;

static site *sites;          /* every (callee, arity) seen */
static int nsites, capsites; /* used / allocated */

/* A set of pointers (open addressing; 0 is never a key). */
typedef struct pset {
    uintptr_t *keys; /* the table */
    size_t cap, n;   /* size (a power of two) / keys held */
} pset;

static size_t phash(uintptr_t k) { return (size_t)((k >> 4) * 0x9E3779B97F4A7C15ull); }

/* Add k; true when it was not there. */
static bool pset_add(pset *s, uintptr_t k)
{
    if ((s->n + 1) * 2 > s->cap) {
        pset g = {calloc(s->cap ? s->cap * 2 : 64, sizeof(uintptr_t)), s->cap ? s->cap * 2 : 64, 0};
        for (size_t i = 0; i < s->cap; i++)
            if (s->keys[i])
                pset_add(&g, s->keys[i]);
        free(s->keys);
        *s = g;
    }
    for (size_t j = phash(k) & (s->cap - 1);; j = (j + 1) & (s->cap - 1)) {
        if (s->keys[j] == k)
            return false;
        if (!s->keys[j]) {
            s->keys[j] = k;
            s->n++;
            return true;
        }
    }
}

static bool pset_has(const pset *s, uintptr_t k)
{
    for (size_t j = s->cap ? phash(k) & (s->cap - 1) : 0; s->cap && s->keys[j];
         j = (j + 1) & (s->cap - 1))
        if (s->keys[j] == k)
            return true;
    return false;
}

static int *site_index;      /* hash of (callee, arity) -> index + 1 into sites */
static size_t site_cap;      /* size of site_index (a power of two) */

static size_t site_hash(rt_value *f, int nargs) { return phash((uintptr_t)f) ^ (size_t)nargs * 31; }

static site *find_site(rt_value *f, int nargs)
{
    if (!site_cap)
        return NULL;
    for (size_t j = site_hash(f, nargs) & (site_cap - 1); site_index[j];
         j = (j + 1) & (site_cap - 1)) {
        site *st = &sites[site_index[j] - 1];
        if (st->f == f && st->nargs == nargs)
            return st;
    }
    return NULL;
}

static void index_site(int i)
{
    if ((size_t)(nsites + 1) * 2 > site_cap) {
        free(site_index);
        site_cap = site_cap ? site_cap * 2 : 256;
        site_index = calloc(site_cap, sizeof(int));
        for (int k = 0; k < nsites; k++)
            if (k != i)
                index_site(k);
    }
    size_t j = site_hash(sites[i].f, sites[i].nargs) & (site_cap - 1);
    while (site_index[j])
        j = (j + 1) & (site_cap - 1);
    site_index[j] = i + 1;
}

/* Record a call of f with argument types argt (NULL: unknown) */
static void add_site(rt_value *f, int nargs, rt_value **argt)
{
    site *st = find_site(f, nargs);
    if (!st) {
        if (nsites == capsites) {
            capsites = capsites ? capsites * 2 : 64;
            sites = realloc(sites, sizeof(site) * capsites);
        }
        st = &sites[nsites++];
        *st = (site){f, nargs, rt_alloc_permanent(sizeof(rt_value *) * nargs), true, false};
        for (int i = 0; i < nargs; i++)
            st->argt[i] = argt ? argt[i] : (rt_value *)rt_any_type;
        index_site(nsites - 1);
        return;
    }
    for (int i = 1; i < nargs; i++) {
        rt_value *t = argt ? argt[i] : (rt_value *)rt_any_type;
        if (rt_subtype(t, st->argt[i]))
            continue;
        st->argt[i] = ir_widen(rt_union_of(st->argt[i], t));
        st->dirty = true;
    }
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

/* A callee computed as apply_type(W, ...) from a type W (a parametric type given
 * parameters known only at run time): W, whose constructor table the call reaches. */
static rt_value *applied_type(ir_func *code, ir_val v)
{
    if (v.kind != IRV_SSA || v.idx < 0 || v.idx >= code->nstmts)
        return NULL;
    ir_stmt *d = &code->stmts[v.idx];
    if (d->op != IR_CALL || d->builtin != IRB_APPLY_TYPE || d->nargs < 2)
        return NULL;
    rt_value *w = known_callee(code, d->args[1]);
    return w && rt_is_kind(w) && ir_callee_mtable(w) ? w : NULL;
}

/* How many more arguments than the fewest possible a splat of unknown length is assumed
 * to produce (each arity becomes a site of its own). */
enum { SPLAT_EXTRA = 6 };

/* The arguments _apply_iterate passes: their count (the callee included) and their types
 * in argt[1..]. A splatted value that is not a tuple of known length (a vector, a value of
 * unknown type) may produce any number of arguments: *open is then set, the count is the
 * fewest possible and argt holds Any from that value on. -1: too many. */
static int splat_args(ir_func *code, ir_stmt *s, rt_value **argt, bool *open)
{
    int n = 1;
    *open = false;
    for (int i = 3; i < s->nargs; i++) {
        rt_value *tt = ir_infer_val(code, s->args[i]).type;
        rt_type *dt = (rt_type *)tt;
        bool tuple = rt_is_datatype(tt) && (dt->flags & RT_TUPLE);
        int fixed = tuple ? dt->nparams : 0;
        if (!tuple || (fixed > 0 && rt_is_vararg(dt->params[fixed - 1]))) {
            *open = true;
            fixed = tuple ? fixed - 1 : 0;
        }
        for (int k = 0; k < fixed; k++) {
            if (n == 64)
                return -1;
            argt[n++] = dt->params[k];
        }
    }
    if (*open) /* the positions are unknown: every argument after the first open splat */
        for (int i = 3, m = 1; i < s->nargs; i++) {
            rt_value *tt = ir_infer_val(code, s->args[i]).type;
            rt_type *dt = (rt_type *)tt;
            if (rt_is_datatype(tt) && (dt->flags & RT_TUPLE) &&
                !(dt->nparams > 0 && rt_is_vararg(dt->params[dt->nparams - 1]))) {
                m += dt->nparams;
                continue;
            }
            for (int k = m; k < 64; k++)
                argt[k] = (rt_value *)rt_any_type;
            break;
        }
    return n;
}

/* Indirect calls: functions used as values (they may be called from anywhere) and the
 * arities of calls whose callee is not known. Every pairing becomes a site. */
static rt_value **escaped;        /* callables that appear as operands, not as callees */
static int nescaped, capescaped;  /* used / allocated */
static uint64_t unknown_arities;  /* bit n: some call of n arguments has an unknown callee */
/* The largest arity of a call in the program's own code. Calls in fallback bodies stay
 * within SPLAT_EXTRA of it: a vararg function that calls an unknown callee with one more
 * argument (`sprint(f, args...)` calls `f(io, args...)`) would otherwise, paired with
 * itself, compile a body for every arity up to 63. */
static int program_arity;
static bool in_program = true; /* scanning the program's code, not a fallback's */

/* v, an operand of a call (types: only of calls that are not builtins, where a type is
 * data rather than a type annotation), may be called later from where it is not known. */
static pset escaped_set;          /* the same, for membership */
static int paired;                /* escaped[0..paired) are paired with paired_arities */
static uint64_t paired_arities;   /* the arities they were paired with */

static void note_escaped(rt_value *v, bool builtin_operand)
{
    if (!v || (rt_is_kind(v) && builtin_operand) || !pset_add(&escaped_set, (uintptr_t)v))
        return;
    if (ir_builtin_id(v) >= 0 || !ir_callee_mtable(v))
        return;
    if (nescaped == capescaped) {
        capescaped = capescaped ? capescaped * 2 : 32;
        escaped = realloc(escaped, sizeof(rt_value *) * capescaped);
    }
    escaped[nescaped++] = v;
}

/* Pair what is new since the last time: new callables with every arity, old ones with the
 * new arities. */
/* The arities (bit n: n arguments with the callee) some method of f accepts. */
static uint64_t accepted_arities(rt_value *f)
{
    ir_mtable *mt = ir_callee_mtable(f);
    uint64_t mask = 0;
    for (int i = 0; mt && i < mt->n; i++) {
        ir_method *m = mt->methods[i];
        if (m->isva)
            mask |= m->nargs - 1 < 64 ? ~0ull << (m->nargs - 1) : 0;
        else if (m->nargs < 64)
            mask |= 1ull << m->nargs;
    }
    return mask;
}

static void pair_indirect(void)
{
    for (int i = 0; i < nescaped; i++) {
        uint64_t arities = i < paired ? unknown_arities & ~paired_arities : unknown_arities;
        if (arities)
            arities &= accepted_arities(escaped[i]);
        for (int n = 1; n < 64; n++)
            if (arities & (1ull << n))
                add_site(escaped[i], n, NULL);
    }
    paired = nescaped;
    paired_arities = unknown_arities;
}

/* An object built by IR_NEW whose type has call methods (a closure capturing values, a
 * callable struct) may be called later from where it is not known, like a function used
 * as a value: its type stands for it (the call methods share the type's table). */
static void note_callable_new(ir_func *code, int i)
{
    rt_value *t = ir_infer_val(code, ir_ssa(i)).type;
    if (!rt_is_concrete(t)) { /* `#c{T}` with T unknown (a generic body): its UnionAll */
        ir_val T = code->stmts[i].args[0];
        t = ir_infer_val(code, T).cnst;
        if (!t && T.kind == IRV_SSA && T.idx >= 0 && T.idx < code->nstmts) {
            ir_stmt *a = &code->stmts[T.idx]; /* Core.apply_type(#c, …) */
            if (a->op == IR_CALL && a->builtin == IRB_APPLY_TYPE && a->nargs >= 2)
                t = ir_infer_val(code, a->args[1]).cnst;
        }
    }
    if (!t || !rt_is_datatype(rt_unwrap_unionall(t)))
        return;
    ir_mtable *mt = ir_callee_mtable(t);
    for (int k = 0; mt && k < mt->n; k++) {
        rt_type *sig = (rt_type *)rt_unwrap_unionall(mt->methods[k]->sig);
        rt_value *p0 = rt_is_datatype((rt_value *)sig) && sig->nparams ? sig->params[0] : NULL;
        if (p0 && !rt_is_type_type(p0)) {
            note_escaped(t, false);
            return;
        }
    }
}

/* Each function a Union-typed operand may hold: its members that are singletons (the
 * functions themselves) may be called later from where they are not known. */
static void note_escaped_union(rt_value *t, int depth)
{
    if (!t || depth > 16)
        return;
    if (rt_typeof(t) == rt_uniontype_type) {
        note_escaped_union(((rt_union *)t)->a, depth + 1);
        note_escaped_union(((rt_union *)t)->b, depth + 1);
    } else if (rt_is_datatype(t) && (((rt_type *)t)->flags & RT_TUPLE)) {
        /* functions stored in a tuple (`fs = (f, g)`) are called from it later */
        for (int k = 0; k < ((rt_type *)t)->nparams; k++)
            note_escaped_union(((rt_type *)t)->params[k], depth + 1);
    } else if (depth > 0 && rt_is_datatype(t) && (((rt_type *)t)->flags & RT_SINGLETON) &&
               ((rt_type *)t)->instance) {
        note_escaped(((rt_type *)t)->instance, false);
    }
}

static void scan(ir_func *code)
{
    if (!code)
        return;
    for (int i = 0; i < code->nstmts; i++) {
        ir_stmt *s = &code->stmts[i];
        if (s->dead)
            continue;
        if (s->op == IR_NEW)
            note_callable_new(code, i);
        /* where a callable value loses its type: the operands of a dynamic call, a value
         * stored into a container, a struct or a global */
        int first = s->nargs, last = s->nargs;
        if (s->op == IR_CALL && !s->mi && s->builtin < 0)
            first = 1;
        else if (s->op == IR_CALL && !s->mi && s->builtin == IRB_APPLY_ITERATE)
            first = 3;
        else if (s->op == IR_CALL && (s->builtin == IRB_ARRAYSET || s->builtin == IRB_SETFIELD))
            first = s->builtin == IRB_ARRAYSET ? 2 : 3, last = first + 1;
        else if (s->op == IR_CALL && s->builtin == IRB_TUPLE && in_program)
            first = 1; /* `for (name, f) in (("a", g1), ("b", g2))`: the program's tuples
                          of functions reach calls through Base's iterate and getfield,
                          which may lose their types */
        else if (s->op == IR_NEW || s->op == IR_SETGLOBAL)
            first = s->op == IR_NEW ? 1 : 0;
        else if (s->op == IR_CALL && s->mi && s->mi->def->isva)
            first = s->mi->def->nargs - 1; /* into a vararg tuple, then anywhere */
        /* a callee known only as a Union of functions (`for (name, f) in (("a", g1),
         * ("b", g2)); f(); end`): each member may be called with this arity */
        if (s->op == IR_CALL && !s->mi && s->builtin < 0 && s->nargs > 0 &&
            !s->targets_all && !known_callee(code, s->args[0]))
            note_escaped_union(ir_infer_val(code, s->args[0]).type, 0);
        for (int k = first; k < last && k < s->nargs; k++) {
            rt_value *kc = known_callee(code, s->args[k]);
            if (kc)
                note_escaped(kc, false);
            else /* a Union of functions (a keyword default or the value passed) */
                note_escaped_union(ir_infer_val(code, s->args[k]).type, 0);
        }
        /* the runtime calls a new task's code with no arguments (runtime/task.c): as if
         * the program made a call of an unknown callee with none (a Timer's callback, a
         * Task built in Base, reach their code only so) */
        if (s->op == IR_CALL && s->builtin == IRB_FOREIGNCALL && s->nargs > 1 &&
            s->args[1].kind == IRV_CONST && rt_typeof(s->args[1].c) == rt_symbol_type &&
            !strcmp(((rt_sym *)s->args[1].c)->name, "rt_task_new"))
            unknown_arities |= 1ull << 1;
        if (s->op != IR_CALL || s->mi || s->nargs == 0 || s->targets_all)
            continue; /* (a split call with a target for every combination never dispatches) */
        rt_value *f = NULL, *argt[64];
        int n = -1;
        bool open = false;
        if (s->builtin == IRB_APPLY_ITERATE && s->nargs >= 3) {
            f = known_callee(code, s->args[2]);
            n = splat_args(code, s, argt, &open);
        } else if (s->builtin < 0 && s->nargs <= 64) {
            f = known_callee(code, s->args[0]);
            n = s->nargs;
            for (int k = 1; k < n; k++)
                argt[k] = ir_infer_val(code, s->args[k]).type;
            rt_value *w = f ? NULL : applied_type(code, s->args[0]);
            if (w) { /* Node{T}(k, t) with T known only at run time: Node's constructors */
                argt[0] = (rt_value *)rt_datatype_type;
                uint64_t acc = accepted_arities(w);
                for (int a = n; a <= n && a < 64; a++)
                    if (acc & (1ull << a))
                        add_site(w, a, argt);
            }
        }
        int hi = open ? n + SPLAT_EXTRA : n; /* the arities the call may have */
        if (in_program && hi > program_arity)
            program_arity = hi;
        else if (!in_program && hi > program_arity + SPLAT_EXTRA) /* see program_arity */
            hi = n > program_arity + SPLAT_EXTRA ? n : program_arity + SPLAT_EXTRA;
        if (f && n > 0) {
            argt[0] = ir_callee_argtype(ir_lat_const(f));
            if (in_program && getenv("JOLT_AOT_STATS")) /* the roots of the fallbacks */
                fprintf(stderr, "  root %s at %s:%d in %s: %s\n", rt_type_str(f),
                        code->file ? code->file->name : "?",
                        s->line, code->name ? code->name->name : "?",
                        rt_type_str((rt_value *)rt_tuple_type(n, argt)));
            bool table = ir_builtin_id(f) < 0 && ir_callee_mtable(f);
            uint64_t acc = table ? accepted_arities(f) : 0;
            for (int a = n; table && a <= hi && a < 64; a++)
                if ((acc & (1ull << a)) || a == n) /* (a call with no method: its table
                                                      still describes the MethodError) */
                    add_site(f, a, argt);
        } else if (!f && n > 0 && (in_program || n <= program_arity + SPLAT_EXTRA)) {
            if (in_program && getenv("JOLT_AOT_STATS")) /* a callee known only at run time */
                fprintf(stderr, "  root of unknown callee %s with %d arguments at %s:%d in %s\n",
                        rt_type_str(ir_infer_val(code, s->args[s->builtin == IRB_APPLY_ITERATE ? 2 : 0]).type),
                        n - 1, code->file ? code->file->name : "?", s->line,
                        code->name ? code->name->name : "?");
            for (int a = n; a <= hi && a < 64; a++)
                unknown_arities |= 1ull << a;
        }
    }
}

/* Methods compiled by splitting instead of generically, per arity. */
typedef struct split {
    ir_method *m; /* the method */
    int nargs;    /* the arity it was split for */
} split;
static split *splits;
static int nsplits, capsplits;

static bool was_split(ir_method *m, int nargs)
{
    for (int i = 0; i < nsplits; i++)
        if (splits[i].m == m && splits[i].nargs == nargs)
            return true;
    return false;
}

static void note_split(ir_method *m, int nargs)
{
    if (was_split(m, nargs))
        return;
    if (nsplits == capsplits) {
        capsplits = capsplits ? capsplits * 2 : 32;
        splits = realloc(splits, sizeof(split) * capsplits);
    }
    splits[nsplits++] = (split){m, nargs};
}

/* The concrete types a declared type stands for, when finitely many (a concrete type or
 * a Union of them); -1 otherwise. */
static int members(rt_value *t, rt_value **out, int max)
{
    /* a kind (DataType, UnionAll, ...) is concrete, but a type value dispatches as its
     * Type{T}, which an exact entry for the kind would never match */
    if (t == (rt_value *)rt_datatype_type || t == (rt_value *)rt_unionall_type ||
        t == (rt_value *)rt_uniontype_type || t == (rt_value *)rt_tvar_type)
        return -1;
    if (ir_is_leaf_argtype(t))
        return max > 0 ? (out[0] = t, 1) : -1;
    if (rt_typeof(t) != rt_uniontype_type)
        return -1;
    rt_union *u = (rt_union *)t;
    int a = members(u->a, out, max);
    if (a < 0)
        return -1;
    int b = members(u->b, out + a, max - a);
    return b < 0 ? -1 : a + b;
}

/* A method whose declared types include finite unions of concrete types (say
 * T<:BitInteger) is compiled once per combination of their members: exactly (found in
 * the dispatch cache) where every type is then concrete, else as a generic
 * specialization of the narrower types. False when no declared type is a finite union
 * of several types, or the combinations are too many. */
static bool compile_split(cg_unit *u, ir_mtable *mt, ir_method *m, site *st)
{
    int nargs = st->nargs;
    rt_value *argt[64], *mem[64][16];
    int cnt[64];
    if (!ir_generic_argtypes(m, nargs, argt))
        return false;
    long combos = 1;
    bool split_any = false, exact = true;
    for (int i = 0; i < nargs; i++) {
        cnt[i] = members(argt[i], mem[i], 16);
        int kept = 0; /* only the members the calls can pass */
        for (int j = 0; j < cnt[i]; j++)
            if (rt_typeintersect_simple(mem[i][j], st->argt[i]) != rt_bottom)
                mem[i][kept++] = mem[i][j];
        if (cnt[i] > 0 && kept == 0) {
            note_split(m, nargs); /* no call reaches this method: nothing to compile */
            return true;
        }
        if (cnt[i] > 0)
            cnt[i] = kept;
        if (cnt[i] <= 0) { /* abstract: kept whole */
            cnt[i] = 1;
            mem[i][0] = argt[i];
            exact = false;
        }
        split_any |= cnt[i] > 1;
        if ((combos *= cnt[i]) > 256)
            return false;
    }
    if (!split_any && !exact)
        return false;
    /* the combinations this method is the most specific for (at most MAX_SPLIT: beyond
     * that one generic body, slower but smaller, serves them all) */
    enum { MAX_SPLIT = 12 };
    rt_value *picked[MAX_SPLIT][64], *pickedsp[MAX_SPLIT][16];
    int npicked = 0;
    int idx[64] = {0};
    for (long c = 0; c < combos; c++) {
        rt_value *combo[64], *sp[16];
        for (int i = 0; i < nargs; i++)
            combo[i] = mem[i][idx[i]];
        bool amb = false; /* as the JIT's dispatch: the most specific candidate wins */
        if (ir_method_lookup(mt, nargs, combo, sp, &amb) == m) {
            if (npicked == MAX_SPLIT)
                return false;
            memcpy(picked[npicked], combo, sizeof(rt_value *) * nargs);
            memcpy(pickedsp[npicked++], sp, sizeof sp);
        }
        for (int i = nargs - 1; i >= 0 && ++idx[i] == cnt[i]; i--)
            idx[i] = 0;
    }
    for (int c = 0; c < npicked; c++) {
        ir_mi *mi = exact ? ir_specialize(m, nargs, picked[c], pickedsp[c])
                          : ir_specialize_generic_at(m, nargs, picked[c]);
        ir_infer(mi);
        cg_emit_boxed(u, mi);
    }
    note_split(m, nargs);
    return true;
}

/* Calls whose argument types are each concrete or a small union of concrete types (what a
 * destructured Pair gives: Union{String, Int64}) reach only the exact specializations of
 * the combinations, as the JIT would compile them; a generic body of, say, println would
 * instead pull in show(::IO, ::Any). A combination with no method, or an ambiguous one, is
 * left to the run-time MethodError. False when the types are not all so. */
static bool compile_exact_site(cg_unit *u, ir_mtable *mt, site *st)
{
    enum { MAX_MEMBERS = 4, MAX_COMBOS = 16 };
    rt_value *mem[64][MAX_MEMBERS];
    int cnt[64], idx[64] = {0};
    long combos = 1;
    if (st->nargs > 64)
        return false;
    /* (the callee's own type too: a function used as a value, paired with an arity, has
     * none known, and gets the generic bodies) */
    for (int i = 0; i < st->nargs; i++) {
        cnt[i] = members(st->argt[i], mem[i], MAX_MEMBERS);
        if (cnt[i] <= 0 || (combos *= cnt[i]) > MAX_COMBOS)
            return false;
    }
    for (long c = 0; c < combos; c++) {
        rt_value *combo[64], *sp[16];
        for (int i = 0; i < st->nargs; i++)
            combo[i] = mem[i][idx[i]];
        bool amb = false;
        ir_method *m = ir_method_lookup(mt, st->nargs, combo, sp, &amb);
        if (m && !amb && m->nsparams <= 16) {
            ir_mi *mi = ir_specialize(m, st->nargs, combo, sp);
            ir_infer(mi);
            cg_emit_boxed(u, mi);
        }
        for (int i = st->nargs - 1; i >= 0 && ++idx[i] == cnt[i]; i--)
            idx[i] = 0;
    }
    return true;
}

/* The fallbacks for one (callee, arity): exact, split or generic, per method the calls
 * reach. */
static void compile_site(cg_unit *u, site *st)
{
    ir_mtable *mt = ir_callee_mtable(st->f);
    st->exact = compile_exact_site(u, mt, st);
    if (st->exact)
        return;
    rt_value *tt = (rt_value *)rt_tuple_type(st->nargs, st->argt);
    for (int i = 0; i < mt->n; i++) {
        ir_method *m = mt->methods[i];
        if (rt_typeintersect_simple(tt, m->sig) == rt_bottom)
            continue;
        if (compile_split(u, mt, m, st))
            continue;
        ir_mi *mi = ir_specialize_generic(m, st->nargs);
        if (!mi)
            continue;
        ir_infer(mi);
        cg_emit_boxed(u, mi);
    }
}

/* Is method a more specific than b? The JIT's rule (ir/methods.c, Julia's
 * type_morespecific), so an executable's first applicable fallback is the method the
 * JIT's dispatch would pick. */
static bool more_specific(ir_method *a, ir_method *b) { return ir_sig_morespecific(a->sig, b->sig); }

/* Can no call match both signatures? True when, at some position both fix (no Vararg),
 * the element types are disjoint (e.g. the self types of two kwcall methods of different
 * functions). The specificity of disjoint signatures means nothing to dispatch, and Julia's
 * rule may even order them in a cycle, which would derail the ordering below. */
static bool sigs_disjoint(rt_value *a, rt_value *b)
{
    rt_type *x = (rt_type *)rt_unwrap_unionall(a), *y = (rt_type *)rt_unwrap_unionall(b);
    if (!rt_is_datatype((rt_value *)x) || !rt_is_datatype((rt_value *)y))
        return false;
    for (int i = 0; i < x->nparams && i < y->nparams; i++) {
        rt_value *ea = x->params[i], *eb = y->params[i];
        if (rt_is_vararg(ea) || rt_is_vararg(eb))
            return false;
        if (rt_typeintersect_simple(ea, eb) == rt_bottom)
            return true;
    }
    return false;
}

/* The method table of a callee type (a signature's element): Type{T}'s is T's. */
static ir_mtable *callee_table(rt_value *t)
{
    if (rt_is_type_type(t))
        return ir_callee_mtable(((rt_type *)t)->params[0]);
    t = rt_unwrap_unionall(t);
    if (!rt_is_datatype(t) || ((rt_type *)t)->name == rt_type_typename ||
        t == (rt_value *)rt_any_type || ((rt_type *)t)->flags & RT_ABSTRACT)
        return NULL;
    return ir_mtable_of(((rt_type *)t)->name);
}

/* Register the fallbacks of one method table, most specific method first. */
static void register_table(cg_unit *u, ir_mtable *mt)
{
    uint64_t arities = 0; /* the arities this table was called with dynamically, where a
                             generic body may be needed */
    for (int j = 0; j < nsites; j++)
        if (sites[j].nargs < 64 && !sites[j].exact && ir_callee_mtable(sites[j].f) == mt)
            arities |= 1ull << sites[j].nargs;
    int n = mt->n;
    bool *more = calloc((size_t)n * n + 1, 1), *done = calloc((size_t)n + 1, 1);
    int *order = calloc((size_t)n + 1, sizeof(int)); /* order[r]: the method registered r-th */
    for (int a = 0; a < n; a++) /* more[a*n+b]: method a is more specific than b */
        for (int b = 0; b < n; b++)
            more[a * n + b] = a != b && !sigs_disjoint(mt->methods[a]->sig, mt->methods[b]->sig) &&
                              more_specific(mt->methods[a], mt->methods[b]);
    for (int round = 0; round < n; round++) {
        int pick = -1, first = -1;
        for (int i = 0; i < n && pick < 0; i++) {
            if (done[i])
                continue;
            if (first < 0)
                first = i;
            bool minimal = true;
            for (int k = 0; k < n && minimal; k++)
                if (!done[k] && more[k * n + i])
                    minimal = false;
            if (minimal)
                pick = i;
        }
        /* a specificity cycle among the rest: still never put a method after one whose
         * signature contains it (`*(::Number, ::Number)` after `*(::Complex, ::Complex)`) */
        for (int i = 0; i < n && pick < 0; i++) {
            if (done[i])
                continue;
            bool minimal = true;
            for (int k = 0; k < n && minimal; k++)
                if (!done[k] && k != i && rt_subtype(mt->methods[k]->sig, mt->methods[i]->sig) &&
                    !rt_subtype(mt->methods[i]->sig, mt->methods[k]->sig))
                    minimal = false;
            if (minimal)
                pick = i;
        }
        if (pick < 0)
            pick = first;
        done[pick] = true;
        ir_method *m = mt->methods[pick];
        for (int a = 1; a < 64; a++) {
            if (!(arities & (1ull << a)))
                continue;
            if (!was_split(m, a)) {
                ir_mi *mi = ir_specialize_generic(m, a);
                if (mi)
                    cg_aot_register_generic(u, mi);
                continue;
            }
            for (int k = 0; k < m->nspecs; k++) /* the narrower generic ones of a split */
                if (m->specs[k]->generic && m->specs[k]->nargs == a)
                    cg_aot_register_generic(u, m->specs[k]);
        }
        cg_aot_register_method_sig(u, m->sig);
        order[round] = pick;
    }
    /* the table as data, so the executable can tell an ambiguous call and print a
     * MethodError's candidates as the JIT does (runtime/aot_methods.c) */
    int *pos = calloc((size_t)n + 1, sizeof(int));
    for (int r = 0; r < n; r++)
        pos[order[r]] = r;
    for (int r = 0; r < n; r++) {
        ir_method *m = mt->methods[order[r]];
        rt_strbuf beaten = {0};
        for (int k = 0; k < n; k++)
            if (more[k * n + order[r]]) {
                char num[16];
                snprintf(num, sizeof num, "%s%d", beaten.p ? "," : "", pos[k]);
                rt_strbuf_puts(&beaten, num);
            }
        char *shown = ir_method_shown(m), *loc = ir_method_location(m);
        cg_aot_method_record(u, m->sig, order[r], shown ? shown : "", loc ? loc : "",
                             beaten.p ? beaten.p : "");
        if (m->nkwnames > 0) { /* its keywords, newline-separated */
            rt_strbuf kws = {0};
            for (int k = 0; k < m->nkwnames; k++) {
                if (k)
                    rt_strbuf_puts(&kws, "\n");
                rt_strbuf_puts(&kws, m->kwnames[k]->name);
            }
            cg_aot_method_kwnames(u, kws.p ? kws.p : "");
            free(kws.p);
        }
        free(shown);
        free(loc);
        free(beaten.p);
    }
    free(pos);
    free(order);
    free(more);
    free(done);
}

/* A method of the program's own (not Base's, Core's or a standard library's). */
static bool program_method(ir_method *m)
{
    ir_func *src = ir_func_ready(m->src);
    rt_module *home = src ? src->module : NULL;
    while (home && home->parent && home->parent != home)
        home = home->parent;
    if (!home || home == rt_base_module || home == rt_core_module)
        return false;
    const char *dir = drv_stdlib_dir(), *file = src->file ? src->file->name : "";
    return strncmp(file, dir, strlen(dir)) != 0;
}

/* The bodies reached only through dynamic dispatch (all[program..nall)) are compiled cold:
 * unoptimised, apart (codegen/cg_split.c), since most are Base's printing and error paths.
 * Not the program's own methods, though, nor what they call directly: a loop that a
 * dynamic call reaches (a function whose argument was untyped where it is called) runs
 * as fast as the same loop reached directly. */
static void mark_cold(cg_unit *u, ir_mi **all, int program, int nall)
{
    pset hot = {0};
    int capwork = nall > 16 ? nall : 16, nwork = 0;
    ir_mi **work = malloc(sizeof(ir_mi *) * (size_t)capwork);
    for (int i = program; i < nall; i++)
        if (program_method(all[i]->def) && pset_add(&hot, (uintptr_t)all[i]))
            work[nwork++] = all[i];
    while (nwork > 0) {
        ir_func *c = work[--nwork]->code;
        for (int k = 0; c && k < c->nstmts; k++) {
            ir_stmt *st = &c->stmts[k];
            if (st->op != IR_CALL || st->dead)
                continue;
            ir_mi *callees[10] = {st->mi, st->split};
            int nc = 2;
            for (int t = 0; t < st->ntargets && nc < 10; t++)
                callees[nc++] = st->targets[t];
            for (int j = 0; j < nc; j++)
                if (callees[j] && callees[j]->code && pset_add(&hot, (uintptr_t)callees[j])) {
                    if (nwork == capwork) /* (a callee need not be among the emitted) */
                        work = realloc(work, sizeof(ir_mi *) * (size_t)(capwork *= 2));
                    work[nwork++] = callees[j];
                }
        }
    }
    for (int i = program; i < nall; i++)
        if (!pset_has(&hot, (uintptr_t)all[i]))
            cg_mark_cold(u, all[i]);
    free(work);
    free(hot.keys);
}

void aot_compile_fallbacks(cg_unit *u, ir_mi **thunks, int nthunks)
{
    for (int i = 0; i < nthunks; i++)
        scan(thunks[i]->code);
    int scanned = 0, program = cg_unit_emitted(u, NULL);
    ir_mi **pm;
    cg_unit_emitted(u, &pm);
    for (; scanned < program; scanned++)
        scan(pm[scanned]->code);
    in_program = false;
    for (bool more = true; more;) {
        ir_mi **ms;
        int n = cg_unit_emitted(u, &ms);
        for (; scanned < n; scanned++)
            scan(ms[scanned]->code);
        pair_indirect();
        more = false;
        for (int i = 0; i < nsites; i++) {
            if (!sites[i].dirty)
                continue;
            sites[i].dirty = false;
            more = true;
            site st = sites[i];
            aot_progress_tick();
            int before = cg_unit_emitted(u, NULL);
            compile_site(u, &st);
            sites[i].exact = st.exact;
            if (getenv("JOLT_AOT_STATS"))
                fprintf(stderr, "  %s %s: %d bodies\n", rt_type_str((rt_value *)rt_typeof(st.f)),
                        rt_type_str((rt_value *)rt_tuple_type(st.nargs, st.argt)),
                        cg_unit_emitted(u, NULL) - before);
        }
    }
    ir_mi **all;
    int nall = cg_unit_emitted(u, &all);
    mark_cold(u, all, program, nall);
    if (getenv("JOLT_AOT_STATS")) {
        ir_mi **ms;
        int n = cg_unit_emitted(u, &ms);
        fprintf(stderr, "aot: %d sites, %d escaped functions, arities %#llx, %d bodies\n",
                nsites, nescaped, (unsigned long long)unknown_arities, n);
        for (int i = 0; i < nsites; i++)
            fprintf(stderr, "  site %s/%d\n", rt_type_str((rt_value *)rt_typeof(sites[i].f)), sites[i].nargs);
    }
    /* registration: one pass per method table, in first-seen order */
    pset tables = {0};
    for (int i = 0; i < nsites; i++) {
        ir_mtable *mt = ir_callee_mtable(sites[i].f);
        if (pset_add(&tables, (uintptr_t)mt))
            register_table(u, mt);
    }
    /* a keyword call no method takes throws MethodError(Base.kwcall, (nt, f, args...)),
     * which lists f's methods: the tables of the callees of Base.kwcall's compiled
     * methods and of its dynamic calls are recorded too (no fallback is registered for
     * them that was not already) */
    rt_value *kwcall = rt_get_global(rt_base_module, rt_symbol("kwcall"));
    rt_value *kwt = kwcall ? (rt_value *)rt_typeof(kwcall) : NULL;
    nall = cg_unit_emitted(u, &all);
    for (int i = 0; kwt && i < nall + nsites; i++) {
        rt_value *callee;
        if (i < nall) {
            rt_type *sig = (rt_type *)rt_unwrap_unionall(all[i]->def->sig);
            if (!rt_is_datatype((rt_value *)sig) || sig->nparams < 3 || sig->params[0] != kwt)
                continue;
            callee = sig->params[2];
        } else {
            site *st = &sites[i - nall];
            if (st->f != kwcall || st->nargs < 3)
                continue;
            callee = st->argt[2];
        }
        ir_mtable *mt = callee_table(callee);
        if (mt && mt->n > 0 && pset_add(&tables, (uintptr_t)mt)) {
            register_table(u, mt);
            if (getenv("JOLT_AOT_STATS"))
                fprintf(stderr, "  keyword callee table %s: %d methods\n",
                        mt->name ? mt->name->name : "?", mt->n);
        }
    }
    free(tables.keys);
}
