/* methoderr.c — the method-table parts of a MethodError's text (Julia 1.7's showerror).
 *
 * runtime/excmsg.c prints "MethodError: no method matching f(::T...)" itself; the parts
 * that need method tables live here and are installed as runtime hooks:
 *   - rt_methoderror_extra_hook: "\nClosest candidates are:" and up to three methods of
 *     the callee, each with `!Matched::T` on parameters the arguments cannot meet, a
 *     " where ..." suffix for static parameters and " at FILE:LINE" (base/errorshow.jl's
 *     show_method_candidates: a method is listed when at least one argument matches in
 *     place, or when the call has fewer than two arguments; lines are ordered by the
 *     number of matching arguments, stably). A method's keywords follow its parameters
 *     (`f(::Any; k, kws...)`, ir_method.kwnames), and a keyword call's MethodError, thrown
 *     as MethodError(Base.kwcall, (nt, f, args...)), lists f's methods for args with
 *     " got unsupported keyword argument "z"" after those lacking a passed keyword.
 *   - rt_methoderror_ambiguous_hook: the whole message when the call is ambiguous:
 *     "MethodError: f(::Int64, ::Int64) is ambiguous. Candidates:" with each method
 *     shown as `f(x::Int64, y) in Main at FILE:LINE`, then "Possible fix, define" and
 *     the intersection of the candidates' signatures.
 * AOT executables carry no method tables: runtime/aot_methods.c prints the same text from
 * what jit/aot_generic.c records at compile time (ir_method_shown, ir_method_location).
 */
#include "ir.h"
#include <stdlib.h>
#include <string.h>

typedef rt_strbuf mbuf; /* text being assembled (runtime/strbuf.c) */

static void mb_puts(mbuf *b, const char *s) { rt_strbuf_puts(b, s); }

static void mb_type(mbuf *b, rt_value *t) { mb_puts(b, rt_type_str(t)); }

/* A type with the method's `where` variables wrapped around it again. */
static rt_value *rewrap(rt_value *t, rt_value *sig)
{
    rt_tvar *vars[16];
    int nv = rt_unionall_vars(sig, vars, 16);
    for (int i = nv - 1; i >= 0; i--)
        t = rt_new_unionall(vars[i], t);
    return t;
}

/* The argument types of a MethodError (the callee's first); n receives their number. */
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

/* The call a MethodError reports: a keyword call's MethodError(Base.kwcall, (nt, f,
 * args...)) stands for f(args...; nt...), as showerror rebuilds it. */
typedef struct mcall {
    rt_value *f;        /* the callee */
    rt_value *kw;       /* the keywords' NamedTuple of a keyword call, else NULL */
    rt_value *argt[65]; /* argument types, the callee's first */
    int na;             /* their number, -1 when unknown */
} mcall;

static bool call_of(rt_value *exc, mcall *c)
{
    int first = 0;
    rt_value *args = rt_get_field(exc, 1);
    c->kw = NULL;
    c->f = rt_get_field(exc, 0);
    if (!rt_methoderror_kwcall(exc, &c->f, &first, &c->kw))
        c->kw = NULL, first = 0, c->f = rt_get_field(exc, 0);
    rt_type *at = args ? rt_typeof(args) : NULL;
    c->na = -1;
    if (!c->f || !at || !(at->flags & RT_TUPLE) || at->nfields - first + 1 > 64)
        return false;
    c->argt[0] = (rt_value *)rt_dispatch_type(c->f);
    for (int i = first; i < at->nfields; i++)
        c->argt[i - first + 1] = (rt_value *)rt_dispatch_type(rt_get_field(args, i));
    c->na = at->nfields - first + 1;
    return true;
}

/* show_signature_function: the function's name, a constructor's type, or (::T). */
static void show_callee(mbuf *b, rt_value *s1)
{
    if (rt_is_datatype(s1)) {
        rt_type *t = (rt_type *)s1;
        if ((t->flags & RT_FUNCTION) && t->instance && !rt_is_colon_type(t)) {
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

/* show(io, ::TypeVar): lb<:T<:ub, bounds only when present */
static void show_tvar(mbuf *b, rt_tvar *v)
{
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

static void show_where(mbuf *b, rt_value *sig)
{
    rt_tvar *vars[16];
    int nv = rt_unionall_vars(sig, vars, 16);
    if (nv == 0)
        return;
    mb_puts(b, " where ");
    if (nv > 1)
        mb_puts(b, "{");
    for (int i = 0; i < nv; i++) {
        if (i)
            mb_puts(b, ", ");
        show_tvar(b, vars[i]);
    }
    if (nv > 1)
        mb_puts(b, "}");
}

static void show_location(mbuf *b, ir_method *m)
{
    char line[32];
    mb_puts(b, " at ");
    const char *file = m->file ? m->file->name : NULL, *slash = file ? strrchr(file, '/') : NULL;
    if (slash && m->src && rt_module_within(m->src->module, rt_base_module))
        mb_puts(b, slash + 1); /* Julia names a Base method's file alone: at int.jl:87 */
    else
        mb_puts(b, file ? rt_bt_abspath(file) : "none");
    snprintf(line, sizeof line, ":%d", (int)m->line);
    mb_puts(b, line);
}

/* ---------------------------------------------------------------- method order */
/* Methods in the order Julia's methods(f) lists them here: most specific first, otherwise
 * in definition order. */
static int display_order(ir_mtable *mt, ir_method **out, int max)
{
    int n = mt->n < max ? mt->n : max;
    if (n <= 0)
        return 0;
    /* indeg[i]: how many other methods are more specific than method i */
    bool *beats = calloc((size_t)n * (size_t)n, 1); /* beats[j*n+i]: j more specific than i */
    int *indeg = calloc((size_t)n, sizeof(int));
    bool *used = calloc((size_t)n, 1);
    if (!beats || !indeg || !used) {
        free(beats), free(indeg), free(used);
        for (int k = 0; k < n; k++)
            out[k] = mt->methods[k];
        return n;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            if (i != j && ir_sig_morespecific(mt->methods[j]->sig, mt->methods[i]->sig)) {
                beats[j * n + i] = true;
                indeg[i]++;
            }
    for (int k = 0; k < n; k++) {
        int pick = -1;
        for (int i = 0; i < n && pick < 0; i++)
            if (!used[i] && indeg[i] == 0)
                pick = i;
        for (int i = 0; pick < 0 && i < n; i++)
            if (!used[i])
                pick = i; /* a cycle (should not happen): definition order */
        used[pick] = true;
        out[k] = mt->methods[pick];
        for (int i = 0; i < n; i++)
            if (beats[pick * n + i])
                indeg[i]--;
    }
    free(beats), free(indeg), free(used);
    return n;
}

/* ---------------------------------------------------------------- candidates */
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

static char *candidate_list(mcall *c);

typedef struct {
    char *text;  /* the candidate's line */
    int matches; /* arguments matching in place */
} cand_line;

/* Is t an Array whose elements are Numbers? */
static bool number_array(rt_value *t)
{
    return rt_is_datatype(t) && ((rt_type *)t)->name == rt_array_typename &&
           ((rt_type *)t)->nparams >= 1 && rt_subtype(((rt_type *)t)->params[0], (rt_value *)rt_number_type);
}

/* errorshow's hint for Base.:+ / Base.:- between an array of numbers and a number. */
static void elementwise_hint(mbuf *b, rt_value *f, int na, rt_value **argt)
{
    if (na != 3 || !(rt_typeof(f)->flags & RT_FUNCTION) || rt_typeof(f)->name->module != rt_base_module)
        return;
    const char *nm = ((rt_function *)f)->name->name;
    bool plus = !strcmp(nm, "+");
    if (!plus && strcmp(nm, "-"))
        return;
    rt_value *num = (rt_value *)rt_number_type;
    if (!((number_array(argt[1]) || number_array(argt[2])) &&
          (rt_subtype(argt[1], num) || rt_subtype(argt[2], num))))
        return;
    bool first_scalar = rt_subtype(argt[1], num);
    mb_puts(b, plus ? "\nFor element-wise addition, use broadcasting with dot syntax: "
                    : "\nFor element-wise subtraction, use broadcasting with dot syntax: ");
    mb_puts(b, first_scalar ? "scalar ." : "array .");
    mb_puts(b, plus ? "+" : "-");
    mb_puts(b, first_scalar ? " array" : " scalar");
}

static char *candidates(rt_value *exc)
{
    mcall c;
    if (!call_of(exc, &c))
        return NULL;
    mbuf hint = {0};
    elementwise_hint(&hint, c.f, c.na, c.argt);
    char *list = candidate_list(&c);
    if (!list)
        return hint.p;
    if (!hint.p)
        return list;
    mb_puts(&hint, list);
    free(list);
    return hint.p;
}

/* The method table of a MethodError's function and its argument types (argt[65]). */
static ir_mtable *exc_table(rt_value *exc, rt_value **argt, int *na)
{
    *na = exc_argtypes(exc, argt, 64);
    return *na < 0 ? NULL : ir_callee_mtable(rt_get_field(exc, 0));
}

static char *candidate_list(mcall *c)
{
    rt_value **argt = c->argt;
    int na = c->na;
    ir_mtable *mt = ir_callee_mtable(c->f);
    if (!mt || mt->n == 0)
        return NULL;
    rt_value *fname = c->f;
    bool special = false;
    if (rt_typeof(fname)->flags & RT_FUNCTION) {
        const char *nm = ((rt_function *)fname)->name->name;
        special = !strcmp(nm, "convert") || !strcmp(nm, "getindex") || !strcmp(nm, "setindex!");
    }
    ir_method *ms[256];
    int nm = display_order(mt, ms, 256);
    if (nm <= 0)
        return NULL;
    cand_line *lines = malloc(sizeof(cand_line) * (size_t)nm);
    int nl = 0;
    int nt = na - 1; /* arguments after the callee */
    for (int mi = 0; mi < nm; mi++) {
        ir_method *m = ms[mi];
        rt_type *body = (rt_type *)rt_unwrap_unionall(m->sig);
        if (!rt_is_datatype((rt_value *)body) || body->nparams < 1)
            continue;
        if (!rt_subtype(argt[0], rewrap(body->params[0], m->sig)))
            continue; /* the callee itself does not match */
        mbuf b = {0};
        mb_puts(&b, "  ");
        show_callee(&b, body->params[0]);
        mb_puts(&b, "(");
        int ns = body->nparams - 1;
        rt_value *t[65];
        for (int k = 0; k < na; k++)
            t[k] = argt[k];
        bool replaced = false, stop = false;
        int right = 0;
        int lim = nt < ns ? nt : ns;
        for (int i = 1; i <= lim; i++) {
            if (i > 1)
                mb_puts(&b, ", ");
            rt_value *p = body->params[i];
            int j = rt_is_vararg(p) ? nt : i;
            bool meets = rt_candidate_meets(m->sig, body, i, t, j, replaced);
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
            rt_value *vt = rewrap(va->T ? va->T : (rt_value *)rt_any_type, m->sig);
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
            rt_kwdecl_puts(&b, m->kwnames, m->nkwnames);
            mb_puts(&b, ")");
            show_where(&b, m->sig);
            show_location(&b, m);
            rt_kw_unsupported_puts(&b, m->kwnames, m->nkwnames, c->kw);
            lines[nl].text = b.p;
            lines[nl].matches = right;
            nl++;
        } else {
            free(b.p);
        }
    }
    if (nl == 0) {
        free(lines);
        return NULL;
    }
    /* stable insertion sort, most matches first */
    for (int i = 1; i < nl; i++) {
        cand_line x = lines[i];
        int j = i - 1;
        while (j >= 0 && lines[j].matches < x.matches) {
            lines[j + 1] = lines[j];
            j--;
        }
        lines[j + 1] = x;
    }
    mbuf out = {0};
    mb_puts(&out, "\nClosest candidates are:");
    for (int i = 0; i < nl; i++) {
        mb_puts(&out, "\n");
        if (i >= 3) {
            mb_puts(&out, "  ...");
            break;
        }
        mb_puts(&out, lines[i].text ? lines[i].text : "");
    }
    for (int i = 0; i < nl; i++)
        free(lines[i].text);
    free(lines);
    return out.p;
}

/* ---------------------------------------------------------------- ambiguity */
/* a module as show prints it: Main, Main.M, Base.Iterators */
static void mb_module(mbuf *b, rt_module *m)
{
    if (m->parent && m->parent != m) {
        mb_module(b, m->parent);
        mb_puts(b, ".");
    }
    mb_puts(b, m->name->name);
}

/* show(io, ::Method): f(x::Int64, y) in Main at FILE:LINE */
static void show_method(mbuf *b, ir_method *m)
{
    rt_type *body = (rt_type *)rt_unwrap_unionall(m->sig);
    show_callee(b, body->params[0]);
    mb_puts(b, "(");
    for (int i = 1; i < body->nparams; i++) {
        if (i > 1)
            mb_puts(b, ", ");
        rt_sym *nm = ir_func_ready(m->src) && i < m->src->nslots ? m->src->slots[i].name : NULL;
        bool named = nm && nm->name[0] != '#';
        if (named)
            mb_puts(b, nm->name);
        rt_value *p = body->params[i];
        if (rt_is_vararg(p)) {
            rt_vararg *va = (rt_vararg *)p;
            if (!named || (va->T && va->T != (rt_value *)rt_any_type)) {
                mb_puts(b, "::");
                mb_type(b, va->T ? va->T : (rt_value *)rt_any_type);
            }
            mb_puts(b, "...");
        } else if (!named || p != (rt_value *)rt_any_type) {
            mb_puts(b, "::");
            mb_type(b, p);
        }
    }
    rt_kwdecl_puts(b, m->kwnames, m->nkwnames);
    mb_puts(b, ")");
    show_where(b, m->sig);
    rt_module *mod = m->src ? m->src->module : NULL;
    if (mod) {
        mb_puts(b, " in ");
        mb_module(b, mod);
    }
    show_location(b, m);
}

/* The intersection of closed, fixed-length tuple signatures, element by element. */
static rt_value *sig_intersect(ir_method **ms, int n)
{
    rt_type *first = (rt_type *)ms[0]->sig;
    if (!rt_is_datatype((rt_value *)first))
        return NULL;
    int np = first->nparams;
    rt_value *ps[64];
    if (np > 64)
        return NULL;
    for (int k = 0; k < np; k++)
        ps[k] = first->params[k];
    for (int i = 1; i < n; i++) {
        rt_type *s = (rt_type *)ms[i]->sig;
        if (!rt_is_datatype((rt_value *)s) || s->nparams != np)
            return NULL;
        for (int k = 0; k < np; k++) {
            if (rt_is_vararg(ps[k]) || rt_is_vararg(s->params[k]))
                return NULL;
            ps[k] = rt_typeintersect_simple(ps[k], s->params[k]);
            if (ps[k] == rt_bottom)
                return NULL;
        }
    }
    return (rt_value *)rt_tuple_type(np, ps);
}

static char *ambiguous(rt_value *exc)
{
    rt_value *argt[65];
    int na;
    ir_mtable *mt = exc_table(exc, argt, &na);
    if (!mt)
        return NULL;
    ir_method *ms[16];
    int n = ir_method_ambiguities(mt, na, argt, ms, 16);
    if (n < 2)
        return NULL;
    mbuf b = {0};
    mb_puts(&b, "MethodError: ");
    show_callee(&b, argt[0]);
    mb_puts(&b, "(");
    for (int i = 1; i < na; i++) {
        if (i > 1)
            mb_puts(&b, ", ");
        mb_puts(&b, "::");
        mb_type(&b, argt[i]);
    }
    mb_puts(&b, ") is ambiguous. Candidates:");
    for (int i = 0; i < n; i++) {
        mb_puts(&b, "\n  ");
        show_method(&b, ms[i]);
    }
    rt_value *fix = sig_intersect(ms, n);
    bool all = fix != NULL;
    for (int i = 0; all && i < n; i++)
        all = ir_sig_morespecific(fix, ms[i]->sig);
    if (all) {
        rt_type *ft = (rt_type *)fix;
        mb_puts(&b, "\nPossible fix, define\n  ");
        show_callee(&b, ft->params[0]);
        mb_puts(&b, "(");
        for (int i = 1; i < ft->nparams; i++) {
            if (i > 1)
                mb_puts(&b, ", ");
            mb_puts(&b, "::");
            mb_type(&b, ft->params[i]);
        }
        mb_puts(&b, ")");
    } else {
        mb_puts(&b, "\nTo resolve the ambiguity, try making one of the methods more specific, or "
                    "adding a new method more specific than any of the existing applicable "
                    "methods.");
    }
    return b.p;
}

char *ir_method_shown(ir_method *m)
{
    mbuf b = {0};
    show_method(&b, m);
    return b.p;
}

char *ir_method_location(ir_method *m)
{
    mbuf b = {0};
    show_location(&b, m);
    return b.p;
}

/* rt_method_exists_hook: a method of f applies to tt (an ambiguous call counts) */
static bool method_exists(rt_value *f, rt_value *tt)
{
    rt_type *t = (rt_type *)rt_unwrap_unionall(tt);
    if (!rt_is_datatype((rt_value *)t) || t->nparams > 64)
        return false;
    bool amb = false;
    ir_method *m = ir_method_lookup(ir_callee_mtable(f), t->nparams, t->params, NULL, &amb);
    return m || amb;
}

/* rt_methods_hook: Base.methods(f)'s text: the table's name, then each method, most
 * specific first (the table's order), one a line */
static rt_value *methods_text(rt_value *f)
{
    ir_mtable *mt = ir_callee_mtable(f);
    if (!mt)
        return NULL;
    mbuf b = {0};
    mb_puts(&b, mt->name ? mt->name->name : "");
    for (int i = 0; i < mt->n; i++) {
        mb_puts(&b, "\n");
        show_method(&b, mt->methods[i]);
    }
    rt_value *s = (rt_value *)rt_cstring(b.p ? b.p : "");
    free(b.p);
    return s;
}

void ir_install_error_hooks(void)
{
    rt_methods_hook = methods_text;
    rt_methoderror_extra_hook = candidates;
    rt_methoderror_ambiguous_hook = ambiguous;
    rt_method_exists_hook = method_exists;
}
