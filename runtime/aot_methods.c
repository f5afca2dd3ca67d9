/* aot_methods.c — method tables as data inside an AOT executable.
 *
 * An executable has no compiler and no method tables, yet a dynamic call must throw the
 * same ambiguity error the JIT would, and an uncaught MethodError should list the same
 * "Closest candidates". So for every table a dynamic call reaches, jit/aot_generic.c
 * records each method (rt_aot_method_record, in the order Julia lists the table: most
 * specific first, else definition order): its signature, its definition position, the
 * text an ambiguity error shows for it, its " at FILE:LINE" suffix and which methods of
 * the table are more specific than it (decided at compile time by the JIT's own rule).
 * At run time these answer "is this call ambiguous?" for the dispatch miss
 * (runtime/aot_image.c) and feed the two MethodError hooks of runtime/excmsg.c, which
 * follow ir/methoderr.c (Julia 1.7's showerror) on the recorded data. A method's keyword
 * names (rt_aot_method_kwnames, right after its record) complete its candidate line. */
#include "rt.h"
#include <stdlib.h>
#include <string.h>

/* One recorded method. */
typedef struct aot_mrec {
    rt_value *sig;    /* Tuple{typeof(f), ...}, UnionAll-wrapped for `where` variables */
    int defpos;       /* position in definition order (ambiguity candidates use it) */
    const char *shown; /* `f(x::Int64, y) in Main at FILE:LINE` */
    const char *loc;  /* ` at FILE:LINE` */
    int *beaten_by;   /* listing positions of the methods more specific than this one */
    int nbeaten;      /* their number */
    rt_sym **kwnames; /* its keywords as its candidate line shows them, NULL if none */
    int nkwnames;     /* their number */
} aot_mrec;

/* The recorded methods of one callee (a function's type name, or a type's for its
 * constructors), in listing order. */
typedef struct aot_mtab {
    rt_typename *key;      /* whose methods */
    aot_mrec *recs;        /* the methods */
    int n, cap;            /* used / allocated */
    struct aot_mtab *next; /* next table */
} aot_mtab;

static aot_mtab *tables;
static aot_mtab *last_table; /* the table of the method recorded last */

/* The type name a callee type (a signature's first element) keys its table by. */
static rt_typename *callee_key_type(rt_value *p0)
{
    rt_value *t = rt_unwrap_unionall(p0);
    if (!rt_is_datatype(t))
        return NULL;
    rt_type *dt = (rt_type *)t;
    if (dt->name == rt_type_typename) { /* a constructor: Type{T} */
        if (dt->nparams != 1)
            return NULL;
        rt_value *T = rt_unwrap_unionall(dt->params[0]);
        return rt_is_datatype(T) ? ((rt_type *)T)->name : NULL;
    }
    return dt->name;
}

/* The same for a callee value. */
static rt_typename *callee_key(rt_value *f)
{
    if (rt_is_kind(f)) {
        rt_value *T = rt_unwrap_unionall(f);
        return rt_is_datatype(T) ? ((rt_type *)T)->name : NULL;
    }
    return rt_typeof(f)->name;
}

static aot_mtab *table_of(rt_typename *key, bool create)
{
    for (aot_mtab *t = tables; t; t = t->next)
        if (t->key == key)
            return t;
    if (!create || !key)
        return NULL;
    aot_mtab *t = rt_alloc_permanent(sizeof *t);
    t->key = key;
    t->next = tables;
    tables = t;
    return t;
}

void rt_aot_method_record(rt_value *sig, int64_t defpos, const char *shown, const char *loc,
                          const char *beaten_by)
{
    rt_type *body = (rt_type *)rt_unwrap_unionall(sig);
    if (!rt_is_datatype((rt_value *)body) || body->nparams < 1)
        return;
    aot_mtab *t = table_of(callee_key_type(body->params[0]), true);
    if (!t)
        return;
    rt_note_method_sig(t->key, sig);
    if (t->n == t->cap) {
        int ncap = t->cap ? t->cap * 2 : 8;
        aot_mrec *nr = rt_alloc_permanent(sizeof(aot_mrec) * (size_t)ncap);
        if (t->n)
            memcpy(nr, t->recs, sizeof(aot_mrec) * (size_t)t->n);
        t->recs = nr;
        t->cap = ncap;
    }
    aot_mrec *r = &t->recs[t->n++];
    *r = (aot_mrec){sig, (int)defpos, shown, loc, NULL, 0, NULL, 0};
    last_table = t;
    int cnt = *beaten_by ? 1 : 0;
    for (const char *c = beaten_by; *c; c++)
        cnt += *c == ',';
    r->beaten_by = rt_alloc_permanent(sizeof(int) * (size_t)(cnt + 1));
    for (const char *c = beaten_by; *c;) {
        r->beaten_by[r->nbeaten++] = (int)strtol(c, (char **)&c, 10);
        if (*c == ',')
            c++;
    }
}

void rt_aot_method_kwnames(const char *names)
{
    if (!last_table || last_table->n == 0 || !*names)
        return;
    aot_mrec *r = &last_table->recs[last_table->n - 1];
    int cnt = 1;
    for (const char *c = names; *c; c++)
        cnt += *c == '\n';
    r->kwnames = rt_alloc_permanent(sizeof(rt_sym *) * (size_t)cnt);
    for (const char *c = names;;) {
        const char *e = strchr(c, '\n');
        size_t len = e ? (size_t)(e - c) : strlen(c);
        char *nm = malloc(len + 1);
        if (!nm)
            return;
        memcpy(nm, c, len);
        nm[len] = 0;
        r->kwnames[r->nkwnames++] = rt_symbol(nm);
        free(nm);
        if (!e)
            break;
        c = e + 1;
    }
}

static bool beats(aot_mtab *t, int a, int b)
{
    for (int k = 0; k < t->recs[b].nbeaten; k++)
        if (t->recs[b].beaten_by[k] == a)
            return true;
    return false;
}

/* The recorded methods applicable to argument types tt (listing positions), at most max. */
static int applicable(aot_mtab *t, rt_value *tt, int *out, int max)
{
    int n = 0;
    for (int i = 0; i < t->n && n < max; i++)
        if (rt_subtype(tt, t->recs[i].sig))
            out[n++] = i;
    return n;
}

/* The candidates of an ambiguous call in definition order (ir_method_ambiguities): the
 * applicable methods no other applicable one is more specific than; 0 when the call has
 * a most specific method (or none). */
static int ambiguities(aot_mtab *t, rt_value *tt, int *out, int max)
{
    int c[64];
    int nc = applicable(t, tt, c, 64);
    if (nc < 2)
        return 0;
    for (int i = 0; i < nc; i++) { /* a method more specific than all the others? */
        bool all = true;
        for (int j = 0; j < nc && all; j++)
            all = i == j || beats(t, c[i], c[j]);
        if (all)
            return 0;
    }
    int n = 0;
    for (int i = 0; i < nc; i++) {
        bool beaten = false;
        for (int j = 0; j < nc && !beaten; j++)
            beaten = i != j && beats(t, c[j], c[i]);
        if (!beaten && n < max)
            out[n++] = c[i];
    }
    for (int i = 1; i < n; i++) /* definition order */
        for (int j = i; j > 0 && t->recs[out[j]].defpos < t->recs[out[j - 1]].defpos; j--) {
            int x = out[j];
            out[j] = out[j - 1];
            out[j - 1] = x;
        }
    return n;
}

bool rt_aot_call_ambiguous(rt_value *f, rt_value *tt)
{
    aot_mtab *t = table_of(callee_key(f), false);
    int out[16];
    return t && ambiguities(t, tt, out, 16) >= 2;
}

/* ---------------------------------------------------------------- error texts */
typedef rt_strbuf mbuf;
static void mb_puts(mbuf *b, const char *s) { rt_strbuf_puts(b, s); }
static void mb_type(mbuf *b, rt_value *t) { mb_puts(b, rt_type_str(t)); }

/* The argument types of a MethodError (the callee's first), or -1. */
static int exc_argtypes(rt_value *exc, rt_value **argt, int max)
{
    rt_value *f = rt_get_field(exc, 0), *args = rt_get_field(exc, 1);
    rt_type *at = args ? rt_typeof(args) : NULL;
    if (!f || !at || !(at->flags & RT_TUPLE) || at->nfields + 1 > max)
        return -1;
    argt[0] = (rt_value *)rt_dispatch_type(f);
    for (int i = 0; i < at->nfields; i++)
        argt[i + 1] = (rt_value *)rt_dispatch_type(rt_get_field(args, i));
    return at->nfields + 1;
}

/* The recorded table of a MethodError's callee and its argument types (argt[65]). */
static aot_mtab *exc_table(rt_value *exc, rt_value **argt, int *na)
{
    *na = exc_argtypes(exc, argt, 64);
    return *na < 0 ? NULL : table_of(callee_key(rt_get_field(exc, 0)), false);
}

/* A function's name, a constructor's type, or (::T). */
static void show_callee(mbuf *b, rt_value *s1)
{
    if (rt_is_datatype(s1)) {
        rt_type *t = (rt_type *)s1;
        if ((t->flags & RT_FUNCTION) && t->instance) {
            mb_puts(b, ((rt_function *)t->instance)->name->name);
            return;
        }
        if (t->name == rt_type_typename && t->nparams == 1) {
            mb_type(b, t->params[0]);
            return;
        }
    }
    mb_puts(b, "(::");
    mb_type(b, s1);
    mb_puts(b, ")");
}

static rt_value *rewrap(rt_value *t, rt_value *sig)
{
    rt_tvar *vars[16];
    int nv = rt_unionall_vars(sig, vars, 16);
    for (int i = nv - 1; i >= 0; i--)
        t = rt_new_unionall(vars[i], t);
    return t;
}

/* " where {...}" for the static parameters of sig. */
static void show_where(mbuf *b, rt_value *sig)
{
    rt_tvar *vars[16];
    int nv = rt_unionall_vars(sig, vars, 16);
    if (nv == 0)
        return;
    mb_puts(b, nv > 1 ? " where {" : " where ");
    for (int i = 0; i < nv; i++) {
        rt_tvar *v = vars[i];
        if (i)
            mb_puts(b, ", ");
        if (v->lb && v->lb != rt_bottom) {
            mb_type(b, v->lb);
            mb_puts(b, "<:");
        }
        mb_puts(b, v->name->name);
        if (v->ub && v->ub != (rt_value *)rt_any_type) {
            mb_puts(b, "<:");
            mb_type(b, v->ub);
        }
    }
    if (nv > 1)
        mb_puts(b, "}");
}

static char *ambiguous_text(rt_value *exc)
{
    rt_value *argt[65];
    int na, ms[16];
    aot_mtab *t = exc_table(exc, argt, &na);
    if (!t)
        return NULL;
    int n = ambiguities(t, (rt_value *)rt_tuple_type(na, argt), ms, 16);
    if (n < 2)
        return NULL;
    mbuf b = {0};
    mb_puts(&b, "MethodError: ");
    show_callee(&b, argt[0]);
    mb_puts(&b, "(");
    for (int i = 1; i < na; i++) {
        mb_puts(&b, i > 1 ? ", ::" : "::");
        mb_type(&b, argt[i]);
    }
    mb_puts(&b, ") is ambiguous. Candidates:");
    for (int i = 0; i < n; i++) {
        mb_puts(&b, "\n  ");
        mb_puts(&b, t->recs[ms[i]].shown);
    }
    /* the intersection of closed fixed-length signatures, element by element */
    rt_type *first = (rt_type *)t->recs[ms[0]].sig;
    bool fixable = rt_is_datatype((rt_value *)first) && first->nparams <= 64;
    rt_value *ps[64];
    int np = fixable ? first->nparams : 0;
    for (int k = 0; k < np; k++)
        ps[k] = first->params[k];
    for (int i = 1; fixable && i < n; i++) {
        rt_type *s = (rt_type *)t->recs[ms[i]].sig;
        fixable = rt_is_datatype((rt_value *)s) && s->nparams == np;
        for (int k = 0; fixable && k < np; k++) {
            fixable = !rt_is_vararg(ps[k]) && !rt_is_vararg(s->params[k]);
            if (fixable)
                ps[k] = rt_typeintersect_simple(ps[k], s->params[k]);
            fixable = fixable && ps[k] != rt_bottom;
        }
    }
    rt_value *fix = fixable ? (rt_value *)rt_tuple_type(np, ps) : NULL;
    for (int i = 0; fix && i < n; i++) /* more specific than every candidate */
        if (!rt_subtype(fix, t->recs[ms[i]].sig) || rt_subtype(t->recs[ms[i]].sig, fix))
            fix = NULL;
    if (fix) {
        mb_puts(&b, "\nPossible fix, define\n  ");
        show_callee(&b, ps[0]);
        mb_puts(&b, "(");
        for (int i = 1; i < np; i++) {
            mb_puts(&b, i > 1 ? ", ::" : "::");
            mb_type(&b, ps[i]);
        }
        mb_puts(&b, ")");
    } else {
        mb_puts(&b, "\nTo resolve the ambiguity, try making one of the methods more specific, or "
                    "adding a new method more specific than any of the existing applicable "
                    "methods.");
    }
    return b.p;
}

/* Does the prefix Tuple{t[1..j]} of the call meet Tuple{sig[1..i]} of the method (body is
 * sig unwrapped)? Julia's show_method_candidates asks this of each argument in turn, after
 * replacing the unmatched ones by the method's own parameters (`replaced`). Shared with
 * ir/methoderr.c. */
bool rt_candidate_meets(rt_value *sig, rt_type *body, int i, rt_value **t, int j, bool replaced)
{
    rt_value *sp[65], *tp[65];
    sp[0] = tp[0] = (rt_value *)rt_any_type;
    for (int k = 1; k <= i; k++)
        sp[k] = body->params[k];
    for (int k = 1; k <= j; k++)
        tp[k] = t[k];
    rt_value *S = rewrap((rt_value *)rt_tuple_type(i + 1, sp), sig);
    rt_value *T = (rt_value *)rt_tuple_type(j + 1, tp);
    if (!replaced)
        return rt_subtype(T, S);
    if (j == i && !rt_is_vararg(body->params[i])) {
        /* the places already replaced by the method's own parameters (t[k] is sig[k])
         * meet under any binding of its variables; the others must fit one binding of
         * them together: `g(a::T, b::T) where T<:Real` meets no (String, String) prefix */
        int n = 0;
        for (int k = 1; k <= i; k++) {
            if (t[k] == body->params[k])
                continue;
            n++;
            sp[n] = body->params[k];
            tp[n] = t[k];
        }
        return rt_subtype((rt_value *)rt_tuple_type(n + 1, tp),
                          rewrap((rt_value *)rt_tuple_type(n + 1, sp), sig));
    }
    return rt_typeintersect_simple(rewrap(T, sig), S) != rt_bottom;
}

static void print_sigstr(mbuf *b, rt_value *p, bool matched)
{
    mb_puts(b, matched ? "::" : "!Matched::");
    if (rt_is_vararg(p)) {
        rt_vararg *va = (rt_vararg *)p;
        mb_type(b, va->T ? va->T : (rt_value *)rt_any_type);
        mb_puts(b, "...");
    } else {
        mb_type(b, p);
    }
}

static bool number_array(rt_value *t)
{
    return rt_is_datatype(t) && ((rt_type *)t)->name == rt_array_typename &&
           ((rt_type *)t)->nparams >= 1 &&
           rt_subtype(((rt_type *)t)->params[0], (rt_value *)rt_number_type);
}

/* errorshow's hint for Base.:+ / Base.:- between an array of numbers and a number. */
static void elementwise_hint(mbuf *b, rt_value *f, int na, rt_value **argt)
{
    if (na != 3 || !(rt_typeof(f)->flags & RT_FUNCTION) ||
        rt_typeof(f)->name->module != rt_base_module)
        return;
    const char *nm = ((rt_function *)f)->name->name;
    bool plus = !strcmp(nm, "+");
    rt_value *num = (rt_value *)rt_number_type;
    if ((!plus && strcmp(nm, "-")) || !(number_array(argt[1]) || number_array(argt[2])) ||
        !(rt_subtype(argt[1], num) || rt_subtype(argt[2], num)))
        return;
    bool first_scalar = rt_subtype(argt[1], num);
    mb_puts(b, plus ? "\nFor element-wise addition, use broadcasting with dot syntax: "
                    : "\nFor element-wise subtraction, use broadcasting with dot syntax: ");
    mb_puts(b, first_scalar ? "scalar ." : "array .");
    mb_puts(b, plus ? "+" : "-");
    mb_puts(b, first_scalar ? " array" : " scalar");
}

typedef struct {
    char *text;  /* the candidate's line */
    int matches; /* arguments matching in place */
} cand_line;

/* The call a MethodError reports: a keyword call's MethodError(Base.kwcall, (nt, f,
 * args...)) stands for f(args...; nt...), as showerror rebuilds it. */
typedef struct mcall {
    rt_value *f;        /* the callee */
    rt_value *kw;       /* the keywords' NamedTuple of a keyword call, else NULL */
    rt_value *argt[65]; /* argument types, the callee's first */
    int na;             /* their number */
} mcall;

static bool call_of(rt_value *exc, mcall *c)
{
    int first = 0;
    rt_value *args = rt_get_field(exc, 1);
    if (!rt_methoderror_kwcall(exc, &c->f, &first, &c->kw))
        c->kw = NULL, first = 0, c->f = rt_get_field(exc, 0);
    rt_type *at = args ? rt_typeof(args) : NULL;
    if (!c->f || !at || !(at->flags & RT_TUPLE) || at->nfields - first + 1 > 64)
        return false;
    c->argt[0] = (rt_value *)rt_dispatch_type(c->f);
    for (int i = first; i < at->nfields; i++)
        c->argt[i - first + 1] = (rt_value *)rt_dispatch_type(rt_get_field(args, i));
    c->na = at->nfields - first + 1;
    return true;
}

/* "\nClosest candidates are:" and up to three methods (base/errorshow.jl's
 * show_method_candidates, as ir/methoderr.c prints it). */
static void candidate_list(mbuf *out, mcall *c)
{
    rt_value **argt = c->argt;
    int na = c->na;
    aot_mtab *tab = table_of(callee_key(c->f), false);
    if (!tab || tab->n == 0)
        return;
    rt_value *fname = c->f;
    bool special = false;
    if (rt_typeof(fname)->flags & RT_FUNCTION) {
        const char *nm = ((rt_function *)fname)->name->name;
        special = !strcmp(nm, "convert") || !strcmp(nm, "getindex") || !strcmp(nm, "setindex!");
    }
    cand_line *lines = malloc(sizeof(cand_line) * (size_t)tab->n);
    int nl = 0, nt = na - 1;
    for (int mi = 0; lines && mi < tab->n; mi++) {
        rt_value *sig = tab->recs[mi].sig;
        rt_type *body = (rt_type *)rt_unwrap_unionall(sig);
        if (!rt_is_datatype((rt_value *)body) || body->nparams < 1 ||
            !rt_subtype(argt[0], rewrap(body->params[0], sig)))
            continue;
        mbuf b = {0};
        mb_puts(&b, "  ");
        show_callee(&b, body->params[0]);
        mb_puts(&b, "(");
        int ns = body->nparams - 1, right = 0, lim = nt < ns ? nt : ns;
        rt_value *t[65];
        for (int k = 0; k < na; k++)
            t[k] = argt[k];
        bool replaced = false, stop = false;
        for (int i = 1; i <= lim; i++) {
            if (i > 1)
                mb_puts(&b, ", ");
            rt_value *p = body->params[i];
            int j = rt_is_vararg(p) ? nt : i;
            bool meets = rt_candidate_meets(sig, body, i, t, j, replaced);
            if (!meets && special && i == 1) {
                stop = true;
                break;
            }
            print_sigstr(&b, p, meets);
            if (!meets) {
                t[i] = p;
                replaced = true;
            } else if (j == i) {
                right++;
            }
        }
        if (stop || (special && right == 0)) {
            free(b.p);
            continue;
        }
        if (nt > ns && ns > 0 && rt_is_vararg(body->params[ns])) {
            rt_vararg *va = (rt_vararg *)body->params[ns];
            rt_value *vt = rewrap(va->T ? va->T : (rt_value *)rt_any_type, sig);
            for (int k = ns; k <= nt; k++)
                if (rt_subtype(argt[k], vt))
                    right++;
        }
        if (right > 0 || nt < 2) {
            for (int k = nt + 1; k <= ns; k++) {
                if (!(lim == 0 && k == nt + 1))
                    mb_puts(&b, ", ");
                print_sigstr(&b, body->params[k], false);
            }
            rt_kwdecl_puts(&b, tab->recs[mi].kwnames, tab->recs[mi].nkwnames);
            mb_puts(&b, ")");
            show_where(&b, sig);
            mb_puts(&b, tab->recs[mi].loc);
            rt_kw_unsupported_puts(&b, tab->recs[mi].kwnames, tab->recs[mi].nkwnames, c->kw);
            lines[nl++] = (cand_line){b.p, right};
        } else {
            free(b.p);
        }
    }
    for (int i = 1; i < nl; i++) { /* stable, most matches first */
        cand_line x = lines[i];
        int j = i - 1;
        for (; j >= 0 && lines[j].matches < x.matches; j--)
            lines[j + 1] = lines[j];
        lines[j + 1] = x;
    }
    if (nl > 0)
        mb_puts(out, "\nClosest candidates are:");
    for (int i = 0; i < nl; i++) {
        mb_puts(out, "\n");
        if (i >= 3) {
            mb_puts(out, "  ...");
            break;
        }
        mb_puts(out, lines[i].text ? lines[i].text : "");
    }
    for (int i = 0; i < nl; i++)
        free(lines[i].text);
    free(lines);
}

static char *candidates_text(rt_value *exc)
{
    mbuf b = {0};
    mcall c;
    if (!call_of(exc, &c))
        return NULL;
    elementwise_hint(&b, c.f, c.na, c.argt);
    candidate_list(&b, &c);
    return b.p;
}

/* rt_method_exists_hook: a recorded method of f applies to tt */
static bool aot_method_exists(rt_value *f, rt_value *tt)
{
    aot_mtab *t = table_of(callee_key(f), false);
    int out[1];
    if (!t) /* only the tables of callees called dynamically are recorded */
        rt_error("hasmethod/applicable: the methods of %s are not recorded in this executable",
                 rt_type_str((rt_value *)rt_dispatch_type(f)));
    return applicable(t, tt, out, 1) > 0;
}

void rt_aot_install_method_hooks(void)
{
    if (!rt_method_exists_hook)
        rt_method_exists_hook = aot_method_exists;
    if (!rt_methoderror_ambiguous_hook)
        rt_methoderror_ambiguous_hook = ambiguous_text;
    if (!rt_methoderror_extra_hook)
        rt_methoderror_extra_hook = candidates_text;
}
