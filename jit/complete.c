/* complete.c — what Tab offers at the REPL's cursor, as Julia's REPLCompletions does.
 *
 * - After a backslash (`\sqrt`, `\:cat:`): the LaTeX and emoji abbreviations. An exact
 *   abbreviation is replaced by its characters at once; otherwise every abbreviation that
 *   starts with the typed one is a candidate. The table is generated at build time from
 *   jit/latex_symbols.tsv (cmake/latex_table.cmake) as a static array sorted by bytes, so
 *   it costs nothing at start-up and a prefix is found by binary search.
 * - After `A.B.`: the names in module A.B (all of them, not only the exported ones).
 * - Otherwise: the names in Main, the names exported by the modules Main uses (Base,
 *   Core), and Julia's keywords, sorted and without duplicates.
 * Names made by lowering (starting with '#') are never offered.
 */
#include "jit.h"
#include <stdlib.h>
#include <string.h>

/* One LaTeX or emoji abbreviation. */
typedef struct latex_sym {
    const char *abbrev; /* "\\sqrt" */
    const char *chars;  /* "√" */
} latex_sym;

static const latex_sym latex_table[] = {
#include "latex_symbols.inc"
};
#define NLATEX (sizeof latex_table / sizeof latex_table[0])

/* Julia 1.7's REPLCompletions.sorted_keywords */
static const char *const keywords[] = {
    "abstract type", "baremodule", "begin", "break", "catch", "ccall", "const", "continue",
    "do", "else", "elseif", "end", "export", "false", "finally", "for", "function", "global",
    "if", "import", "let", "local", "macro", "module", "mutable struct", "primitive type",
    "quote", "return", "struct", "true", "try", "using", "while"};

/* A growing list of candidate strings. */
typedef struct clist {
    char **v;       /* the candidates (malloc'd) */
    int n, cap;     /* used / allocated */
} clist;

static void add(clist *l, const char *s, size_t n)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 64;
        l->v = realloc(l->v, (size_t)l->cap * sizeof *l->v);
    }
    l->v[l->n++] = strndup(s, n);
}

static int cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void sort_unique(clist *l)
{
    qsort(l->v, (size_t)l->n, sizeof *l->v, cmp);
    int k = 0;
    for (int i = 0; i < l->n; i++) {
        if (k > 0 && !strcmp(l->v[k - 1], l->v[i]))
            free(l->v[i]);
        else
            l->v[k++] = l->v[i];
    }
    l->n = k;
}

/* the first table entry not below key (bytes) */
static size_t lower_bound(const char *key, size_t n)
{
    size_t lo = 0, hi = NLATEX;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (strncmp(latex_table[mid].abbrev, key, n) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

const char *jit_latex_lookup(const char *abbrev, size_t n)
{
    size_t i = lower_bound(abbrev, n);
    if (i < NLATEX && !strncmp(latex_table[i].abbrev, abbrev, n) && !latex_table[i].abbrev[n])
        return latex_table[i].chars;
    return NULL;
}

/* a separator that ends a backslash abbreviation (whitespace and quotes) */
static bool bslash_sep(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '"' || c == '\'' || c == '`';
}

static bool ident_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '!' || c == '@' || (unsigned char)c >= 0x80;
}

/* the names of m that start with prefix: all of m's own, or only exported ones */
static void module_names(clist *l, rt_module *m, const char *prefix, size_t pn, bool exported)
{
    for (size_t i = 0; i < m->cap; i++) {
        rt_binding *b = m->table[i];
        if (!b || !(b->value || b->constant || b->exported))
            continue;
        if (exported && !b->exported)
            continue;
        const char *name = b->name->name;
        if (name[0] == '#' || strncmp(name, prefix, pn) || b->name == m->name)
            continue;
        add(l, name, strlen(name));
    }
}

int jit_complete(const char *buf, size_t pos, jit_le_mode mode, size_t *start, char ***out)
{
    clist l = {0};
    *start = pos;
    *out = NULL;
    /* a backslash abbreviation */
    size_t i = pos;
    while (i > 0 && buf[i - 1] != '\\' && !bslash_sep(buf[i - 1]))
        i--;
    if (i > 0 && buf[i - 1] == '\\' && !(i > 1 && buf[i - 2] == '\\')) {
        size_t b = i - 1, n = pos - b;
        *start = b;
        const char *exact = jit_latex_lookup(buf + b, n);
        if (exact) {
            add(&l, exact, strlen(exact));
        } else {
            for (size_t k = lower_bound(buf + b, n);
                 k < NLATEX && !strncmp(latex_table[k].abbrev, buf + b, n); k++)
                add(&l, latex_table[k].abbrev, strlen(latex_table[k].abbrev));
        }
        *out = l.v;
        return l.n;
    }
    if (mode != JIT_LE_JULIA)
        return 0;
    /* a name, maybe after Module.Module. */
    i = pos;
    while (i > 0 && ident_char(buf[i - 1]))
        i--;
    *start = i;
    const char *prefix = buf + i;
    size_t pn = pos - i;
    if (i > 0 && buf[i - 1] == '.') {
        size_t b = i - 1;
        while (b > 0 && (ident_char(buf[b - 1]) || buf[b - 1] == '.'))
            b--;
        rt_module *m = rt_main_module;
        for (size_t p = b; p < i - 1;) {
            size_t e = p;
            while (e < i - 1 && buf[e] != '.')
                e++;
            rt_value *v = rt_get_global(m, rt_symbol_n(buf + p, e - p));
            if (!v || rt_typeof(v) != rt_module_type)
                return 0;
            m = (rt_module *)v;
            p = e + 1;
        }
        module_names(&l, m, prefix, pn, false);
    } else {
        module_names(&l, rt_main_module, prefix, pn, false);
        for (size_t u = 0; u < rt_main_module->nusings; u++)
            module_names(&l, rt_main_module->usings[u], prefix, pn, true);
        for (size_t k = 0; k < sizeof keywords / sizeof *keywords; k++)
            if (!strncmp(keywords[k], prefix, pn))
                add(&l, keywords[k], strlen(keywords[k]));
    }
    sort_unique(&l);
    *out = l.v;
    return l.n;
}
