/* complete.c — what Tab offers at the REPL's cursor, as Julia's REPLCompletions does.
 *
 * - After a backslash (`\sqrt`, `\:cat:`): the LaTeX and emoji abbreviations. An exact
 *   abbreviation is replaced by its characters at once; otherwise every abbreviation that
 *   starts with the typed one is a candidate. The table is generated at build time from
 *   jit/latex_symbols.tsv (cmake/latex_table.cmake) as a static array sorted by bytes, so
 *   it costs nothing at start-up and a prefix is found by binary search.
 * - Inside a string: file names (Julia's complete_path): the word after the last space,
 *   quote or operator is a path; its last component completes from its directory (a
 *   directory with "/", a single file with the closing quote). With no file to offer, a
 *   backslash abbreviation still completes; nothing else does inside a string.
 * - After `A.B.`: the names in module A.B (all of them, not only the exported ones); after
 *   `x.y.` where that is a value, its fields.
 * - Otherwise: the names in Main, the names exported by the modules Main uses (Base,
 *   Core), and Julia's keywords, sorted and without duplicates.
 * Names made by lowering (starting with '#') are never offered.
 */
#include "jit.h"
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

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

/* buf[0..pos) ends inside a "string" (escapes, char literals and `cmd`s skipped) */
static bool in_string(const char *buf, size_t pos)
{
    bool str = false;
    for (size_t i = 0; i < pos; i++) {
        char c = buf[i];
        if (str) {
            if (c == '\\')
                i++;
            else if (c == '"')
                str = false;
        } else if (c == '"') {
            str = true;
        } else if (c == '#') {
            while (i < pos && buf[i] != '\n')
                i++;
        } else if (c == '\'' && !(i > 0 && (ident_char(buf[i - 1]) || buf[i - 1] == ')' ||
                                              buf[i - 1] == ']' || buf[i - 1] == '\''))) {
            for (i++; i < pos && buf[i] != '\''; i++) /* a Char literal */
                if (buf[i] == '\\')
                    i++;
        }
    }
    return str;
}

/* Julia's complete_path for the path in buf[0..pos) inside a string */
static int complete_path(const char *buf, size_t pos, size_t *start, clist *l)
{
    size_t w = pos;
    while (w > 0 && !strchr("\t\n\r\"`><=*?|", buf[w - 1]) &&
           !(buf[w - 1] == ' ' && !(w > 1 && buf[w - 2] == '\\')))
        w--;
    size_t slash = pos;
    while (slash > w && buf[slash - 1] != '/')
        slash--;
    char dir[4096];
    const char *home = getenv("HOME");
    if (slash == w)
        snprintf(dir, sizeof dir, ".");
    else if (buf[w] == '~' && (w + 1 == slash - 1 || buf[w + 1] == '/'))
        snprintf(dir, sizeof dir, "%s%.*s", home ? home : "", (int)(slash - w - 1), buf + w + 1);
    else
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - w), buf + w);
    const char *prefix = buf + slash;
    size_t pn = pos - slash;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..") || strncmp(e->d_name, prefix, pn))
            continue;
        char full[8192];
        struct stat st;
        snprintf(full, sizeof full, "%s/%s", dir, e->d_name);
        bool isdir = stat(full, &st) == 0 && S_ISDIR(st.st_mode);
        size_t n = strlen(e->d_name);
        add(l, e->d_name, n);
        if (isdir) {
            l->v[l->n - 1] = realloc(l->v[l->n - 1], n + 2);
            strcpy(l->v[l->n - 1] + n, "/");
        }
    }
    closedir(d);
    sort_unique(l);
    if (l->n == 1 && l->v[0][strlen(l->v[0]) - 1] != '/' && buf[pos] != '"') {
        size_t n = strlen(l->v[0]);
        l->v[0] = realloc(l->v[0], n + 2);
        strcpy(l->v[0] + n, "\"");
    }
    *start = slash;
    return l->n;
}

/* the value a dotted path `a.b.c` names from Main: module members, then fields; NULL
 * when a step is not there */
static rt_value *path_value(const char *p, size_t n)
{
    rt_value *v = (rt_value *)rt_main_module;
    for (size_t i = 0; i < n;) {
        size_t e = i;
        while (e < n && p[e] != '.')
            e++;
        rt_sym *name = rt_symbol_n(p + i, e - i);
        if (rt_typeof(v) == rt_module_type) {
            v = rt_get_global((rt_module *)v, name);
        } else {
            rt_type *t = rt_typeof(v);
            int k = t->fieldnames ? t->nfields : 0;
            while (--k >= 0 && t->fieldnames[k] != name)
                ;
            v = k >= 0 ? rt_get_field(v, k) : NULL;
        }
        if (!v)
            return NULL;
        i = e + 1;
    }
    return v;
}

int jit_complete(const char *buf, size_t pos, jit_le_mode mode, size_t *start, char ***out)
{
    clist l = {0};
    *start = pos;
    *out = NULL;
    bool str = mode == JIT_LE_JULIA && in_string(buf, pos);
    if (str && complete_path(buf, pos, start, &l) > 0) {
        *out = l.v;
        return l.n;
    }
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
    if (mode != JIT_LE_JULIA || str)
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
        rt_value *v = path_value(buf + b, i - 1 - b);
        if (!v)
            return 0;
        if (rt_typeof(v) == rt_module_type) {
            module_names(&l, (rt_module *)v, prefix, pn, false);
        } else {
            rt_type *t = rt_typeof(v);
            for (int k = 0; t->fieldnames && k < t->nfields; k++)
                if (!strncmp(t->fieldnames[k]->name, prefix, pn))
                    add(&l, t->fieldnames[k]->name, strlen(t->fieldnames[k]->name));
        }
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
