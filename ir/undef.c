/* undef.c — which local variables may be read before they are assigned.
 *
 * Julia throws `UndefVarError: x not defined` when a local is read on a path where it was
 * never assigned (`s = s + 1` in a fresh scope, or a variable set in one branch only). A
 * forward "definitely assigned" analysis over the statement graph finds the reads that
 * need a check: IN[i] is the set of slots assigned on every path reaching statement i
 * (arguments at entry; intersection where paths join; a catch block gets the set of its
 * `enter`, since the try body may throw before any of its assignments). A read of a slot
 * outside IN marks the slot maybe_undef; codegen then tracks that slot's definedness. */
#include "ir.h"
#include <stdlib.h>
#include <string.h>

typedef uint64_t word;

/* dst &= src over w words; whether dst changed */
static bool meet(word *dst, const word *src, int w)
{
    bool ch = false;
    for (int k = 0; k < w; k++) {
        word n = dst[k] & src[k];
        ch |= n != dst[k];
        dst[k] = n;
    }
    return ch;
}

static bool has(const word *set, int slot) { return (set[slot >> 6] >> (slot & 63)) & 1; }

void ir_find_maybe_undef(ir_func *f)
{
    int n = f->nstmts, w = (f->nslots + 63) / 64;
    if (n == 0 || w == 0)
        return;
    word *in = malloc(sizeof(word) * (size_t)w * (size_t)n);
    word *out = malloc(sizeof(word) * (size_t)w);
    bool *seen = calloc((size_t)n, 1); /* reached by some path: IN is meaningful */
    memset(in, 0xff, sizeof(word) * (size_t)w * (size_t)n);
    memset(in, 0, sizeof(word) * (size_t)w);
    for (int s = 0; s < f->nslots; s++)
        if (f->slots[s].is_arg)
            in[s >> 6] |= (word)1 << (s & 63);
    seen[0] = true;
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < n; i++) {
            if (!seen[i])
                continue;
            ir_stmt *st = &f->stmts[i];
            memcpy(out, in + (size_t)i * w, sizeof(word) * (size_t)w);
            if (st->op == IR_ASSIGN && st->slot >= 0 && st->slot < f->nslots)
                out[st->slot >> 6] |= (word)1 << (st->slot & 63);
            int succ[2], ns = 0;
            if (st->op == IR_GOTO) {
                succ[ns++] = st->target;
            } else if (st->op != IR_RETURN) {
                if (i + 1 < n)
                    succ[ns++] = i + 1;
                if (st->op == IR_GOTOIFNOT || st->op == IR_ENTER)
                    succ[ns++] = st->target;
            }
            for (int k = 0; k < ns; k++) {
                int t = succ[k];
                if (t < 0 || t >= n)
                    continue;
                /* the catch block starts from what held at `enter` */
                const word *give = st->op == IR_ENTER && t == st->target && k == 1
                                       ? in + (size_t)i * w : out;
                if (!seen[t]) {
                    seen[t] = true;
                    memcpy(in + (size_t)t * w, give, sizeof(word) * (size_t)w);
                    changed = true;
                } else if (meet(in + (size_t)t * w, give, w)) {
                    changed = true;
                }
            }
        }
    }
    for (int i = 0; i < n; i++) {
        if (!seen[i])
            continue;
        ir_stmt *st = &f->stmts[i];
        for (int a = 0; a < st->nargs; a++) {
            ir_val v = st->args[a];
            if (v.kind == IRV_SLOT && v.idx >= 0 && v.idx < f->nslots &&
                !has(in + (size_t)i * w, v.idx))
                f->slots[v.idx].maybe_undef = 1;
        }
    }
    free(in);
    free(out);
    free(seen);
}
