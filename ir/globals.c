/* globals.c — untyped globals narrowed to one concrete type in a whole-program compile.
 *
 * A script's top-level variables (`v = [3, 1, 2]`, `n = 10`) are untyped globals: every
 * read is `Any`, so every call on one dispatches at run time, and an executable, which
 * cannot compile at run time, must carry a compiled fallback for every method such a call
 * might reach (printing `Any` alone pulls in most of Base). An executable's compile sees
 * the whole program, so it can do better without changing what the program does:
 *
 * - Inference reports each store to a global (ir_global_store): the join of the types
 *   stored so far is the global's `seen` type.
 * - Between two top-level thunks (never during an inference, so one inference sees one
 *   view) the driver calls ir_global_decide: a global whose seen type is concrete is
 *   narrowed to it, and code inferred from then on reads it as that type (a read before
 *   any store still throws UndefVarError: the read goes through the binding as before).
 * - The guess is checked, not trusted: a store inferred after the decision whose type is
 *   not within the narrowed type breaks the global (ir_global_broken). The driver then
 *   compiles the program again with that name left `Any` (ir_global_exclude).
 *
 * Each specialization records the epoch its inference saw (ir_mi.gepoch), and codegen
 * reads a global as that epoch's type (ir_global_type), so code inferred before a decision
 * keeps reading `Any`. Constants, declared globals and Base's globals are never narrowed. */
#include "ir.h"
#include <stdlib.h>
#include <string.h>

typedef struct gslot {
    rt_binding *b;   /* the global; NULL for an empty table slot */
    rt_value *seen;  /* join of the types inference saw stored into it, NULL before any */
    rt_value *type;  /* the narrowed type, NULL while undecided */
    uint32_t epoch;  /* ir_global_epoch at the decision */
    uint8_t wide;    /* never narrowed (excluded, or its seen type is not concrete) */
    uint8_t broken;  /* a store outside `type` was inferred after the decision */
} gslot;

uint32_t ir_global_epoch = 1;
static gslot *tab;          /* open addressing on the binding's address */
static size_t cap, used;    /* slots allocated / in use */
static rt_sym **excluded;   /* names never narrowed, in any module */
static int nexcluded;       /* their count */

static size_t hash_ptr(const void *p) { return (size_t)(((uintptr_t)p >> 4) * 0x9E3779B97F4A7C15ull); }

static gslot *find(rt_binding *b, bool create)
{
    if (!cap && !create)
        return NULL;
    if (create && (used + 1) * 2 > cap) {
        size_t ncap = cap ? cap * 2 : 64;
        gslot *nt = calloc(ncap, sizeof *nt);
        for (size_t i = 0; i < cap; i++)
            if (tab[i].b) {
                size_t j = hash_ptr(tab[i].b) & (ncap - 1);
                while (nt[j].b)
                    j = (j + 1) & (ncap - 1);
                nt[j] = tab[i];
            }
        free(tab);
        tab = nt;
        cap = ncap;
    }
    size_t j = hash_ptr(b) & (cap - 1);
    while (tab[j].b && tab[j].b != b)
        j = (j + 1) & (cap - 1);
    if (tab[j].b)
        return &tab[j];
    if (!create)
        return NULL;
    tab[j].b = b;
    used++;
    return &tab[j];
}

/* Only a program's own plain globals take part: no constants, no declared types, and
 * nothing of Base's or Core's (their values exist when compiling). */
static bool candidate(rt_binding *b)
{
    if (!ir_opts.narrow_globals || !b || b->constant ||
        (b->declared && b->declared != (rt_value *)rt_any_type) ||
        b->owner == rt_base_module || b->owner == rt_core_module)
        return false;
    for (int i = 0; i < nexcluded; i++)
        if (excluded[i] == b->name)
            return false;
    return true;
}

void ir_global_store(rt_binding *b, rt_value *t)
{
    if (!candidate(b) || !t || t == rt_bottom)
        return;
    gslot *g = find(b, true);
    if (g->type) {
        if (!rt_subtype(t, g->type))
            g->broken = 1;
        return;
    }
    g->seen = g->seen ? rt_union_of(g->seen, t) : t;
}

void ir_global_decide(void)
{
    bool any = false;
    for (size_t i = 0; i < cap; i++) {
        gslot *g = &tab[i];
        if (!g->b || g->type || g->wide || !g->seen)
            continue;
        /* `x = nothing` is mostly a placeholder for a value that comes later */
        if (!rt_is_concrete(g->seen) || g->seen == (rt_value *)rt_nothing_type ||
            !candidate(g->b)) {
            g->wide = 1;
            continue;
        }
        if (!any)
            ir_global_epoch++;
        any = true;
        g->type = g->seen;
        g->epoch = ir_global_epoch;
    }
}

rt_value *ir_global_type(rt_binding *b, uint32_t epoch)
{
    gslot *g = candidate(b) ? find(b, false) : NULL;
    if (g && g->type && g->epoch <= epoch)
        return g->type;
    return b->declared ? b->declared : (rt_value *)rt_any_type;
}

void ir_global_exclude(rt_sym *name)
{
    excluded = realloc(excluded, sizeof *excluded * (size_t)(nexcluded + 1));
    excluded[nexcluded++] = name;
}

int ir_global_broken(rt_binding **out, int max)
{
    int n = 0;
    for (size_t i = 0; i < cap; i++)
        if (tab[i].b && tab[i].broken) {
            if (n < max)
                out[n] = tab[i].b;
            n++;
        }
    return n;
}
