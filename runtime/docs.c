/* docs.c — docstrings attached to definitions (`"text" f(x) = ...`, @doc).
 * Lowering emits Base._setdoc!(module, :name, text) after the definition; the table maps
 * (module, name) to the latest text, which the REPL's help mode reads with rt_doc_get. */
#include <string.h>

#include "rt.h"

typedef struct rt_docent {
    rt_module *mod;         /* module the name was documented in */
    rt_sym *name;           /* documented name (@m for macros) */
    rt_value *text;         /* the docstring (a String, or whatever @doc was given) */
    struct rt_docent *next; /* next entry, newest first */
} rt_docent;

static rt_docent *rt_docs; /* all entries, newest first */

void rt_doc_set(rt_module *m, rt_sym *name, rt_value *text)
{
    for (rt_docent *d = rt_docs; d; d = d->next)
        if (d->mod == m && d->name == name) {
            d->text = text;
            return;
        }
    rt_docent *d = rt_alloc(sizeof *d);
    d->mod = m;
    d->name = name;
    d->text = text;
    d->next = rt_docs;
    rt_docs = d;
}

/* The docstring of name in m (or, when m is NULL, in any module); NULL when none. */
rt_value *rt_doc_get(rt_module *m, rt_sym *name)
{
    for (rt_docent *d = rt_docs; d; d = d->next)
        if ((!m || d->mod == m) && d->name == name)
            return d->text;
    return NULL;
}
