/* cg_split.c — an executable's module in several objects: the program's code and its
 * fallbacks, the latter in pieces generated side by side.
 *
 * An executable carries a compiled fallback for every method a dynamic call may reach
 * (jit/aot_generic.c); a Base-heavy script has thousands, plus an image initialiser that
 * rebuilds every object the code refers to. All are marked optnone, yet the optimizer's
 * passes still visit them, and a target machine at -O2 sends every function through
 * SelectionDAG and the greedy register allocator: most of an executable's compile time.
 * So before optimisation the module's functions are shared out: the program's half (the
 * hot part, optimised) and `nparts` cold parts holding the optnone bodies and their boxed
 * entries, balanced by instruction count, each generated at -O0 (fast instruction
 * selection and register allocation). jit/aot.c forks a process per cold part, which
 * keeps only that part's bodies (cg_split_keep_cold) while the parent keeps the hot
 * ones: the copy of the module costs nothing, and the parts are generated in parallel.
 * The cold bodies' backtrace call-site records are inserted first (cg_exc_records: the
 * optimizer would not have changed them), part by part, and each cold part keeps the
 * module-level assembly holding the descriptors its own records point at; then the cold
 * bodies' debug information is dropped, before the fork (stripping it in each child would
 * write to, and so copy, every page of the module). A local symbol that one part defines
 * and another uses becomes a hidden global, so the objects link together. */
#include "cg_internal.h"
#include <llvm-c/DebugInfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool has_optnone(LLVMValueRef fn)
{
    static unsigned optnone;
    if (!optnone)
        optnone = LLVMGetEnumAttributeKindForName("optnone", 7);
    return LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, optnone) != NULL;
}

/* A fallback body (optnone), or the boxed entry `NAME_boxed` of one. */
static bool is_cold(LLVMModuleRef m, LLVMValueRef fn)
{
    if (LLVMCountBasicBlocks(fn) == 0)
        return false;
    if (has_optnone(fn))
        return true;
    size_t len;
    const char *nm = LLVMGetValueName2(fn, &len);
    if (len <= 6 || strcmp(nm + len - 6, "_boxed"))
        return false;
    char *base = strndup(nm, len - 6);
    LLVMValueRef b = LLVMGetNamedFunction(m, base);
    free(base);
    return b && LLVMCountBasicBlocks(b) > 0 && has_optnone(b);
}

/* The part of every function with a body, set by cg_split_prepare: 0 for the program's
 * code, 1..nparts for the cold parts (an open-addressing map on the function pointer). */
static struct {
    LLVMValueRef *keys; /* functions, NULL for an empty slot */
    int *part;          /* their parts */
    size_t cap;         /* slots, a power of two */
    int pick;           /* the part whose records cg_exc_records places now */
    char *asm_text[CG_SPLIT_MAX_PARTS + 1]; /* each cold part's descriptors (assembly) */
    size_t asm_len[CG_SPLIT_MAX_PARTS + 1]; /* their lengths */
} parts;

static size_t part_slot(LLVMValueRef fn)
{
    size_t h = ((uintptr_t)fn >> 4) * 0x9E3779B97F4A7C15ull;
    size_t j = h & (parts.cap - 1);
    while (parts.keys[j] && parts.keys[j] != fn)
        j = (j + 1) & (parts.cap - 1);
    return j;
}

static int part_of(LLVMValueRef fn)
{
    if (!parts.cap || LLVMCountBasicBlocks(fn) == 0)
        return 0;
    size_t j = part_slot(fn);
    return parts.keys[j] ? parts.part[j] : 0;
}

static bool in_picked_part(LLVMModuleRef m, LLVMValueRef fn)
{
    (void)m;
    return part_of(fn) == parts.pick;
}

/* The parts (bit p for part p, bit 0 the program's) whose code uses v: through
 * instructions of their functions, through constants that contain v, and (the program's
 * part) through global initialisers. */
static unsigned users_parts(LLVMValueRef v, int depth)
{
    unsigned side = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAInstruction(user)) {
            LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(user));
            side |= 1u << part_of(fn);
        } else if (LLVMIsAGlobalValue(user) || depth > 16) {
            side |= 1u;
        } else if (LLVMIsAConstant(user)) {
            side |= users_parts(user, depth + 1);
        }
    }
    return side;
}

/* Make a local symbol a hidden global under a fresh name when another part uses it. */
static void promote(LLVMValueRef g, int home, int *n)
{
    LLVMLinkage l = LLVMGetLinkage(g);
    if (l != LLVMInternalLinkage && l != LLVMPrivateLinkage)
        return;
    if (!(users_parts(g, 0) & ~(1u << home)))
        return;
    char name[32];
    snprintf(name, sizeof name, "jolt.l.%d", (*n)++);
    LLVMSetValueName2(g, name, strlen(name));
    LLVMSetLinkage(g, LLVMExternalLinkage);
    LLVMSetVisibility(g, LLVMHiddenVisibility);
}

static int count_insts(LLVMValueRef fn)
{
    int n = 0;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
        for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
            n++;
    return n;
}

/* Replace fn's definition by a declaration of the same name and type. (The optimizer
 * would skip an optnone body, but only after much work on it: deleting it is cheaper.) */
static void drop_body(LLVMModuleRef m, LLVMValueRef fn)
{
    size_t len;
    const char *nm = LLVMGetValueName2(fn, &len);
    char *name = strndup(nm, len);
    LLVMValueRef d = LLVMAddFunction(m, "", LLVMGlobalGetValueType(fn));
    LLVMSetFunctionCallConv(d, LLVMGetFunctionCallConv(fn));
    LLVMSetVisibility(d, LLVMGetVisibility(fn));
    LLVMReplaceAllUsesWith(fn, d);
    LLVMDeleteFunction(fn);
    LLVMSetValueName2(d, name, len);
    free(name);
}

static bool intrinsic_global(LLVMValueRef g)
{
    size_t len;
    const char *nm = LLVMGetValueName2(g, &len);
    return len > 5 && !strncmp(nm, "llvm.", 5);
}

int cg_split_prepare(LLVMModuleRef m, int nparts)
{
    if (nparts < 1)
        nparts = 1;
    if (nparts > CG_SPLIT_MAX_PARTS)
        nparts = CG_SPLIT_MAX_PARTS;
    int ncold = 0, nfn = 0;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
        nfn++;
        ncold += is_cold(m, fn);
    }
    if (!ncold)
        return 0;
    if (nparts > 1 + ncold / 256) /* a process per few hundred bodies at least */
        nparts = 1 + ncold / 256;
    free(parts.keys);
    free(parts.part);
    for (parts.cap = 64; parts.cap < 2 * (size_t)nfn;)
        parts.cap *= 2;
    parts.keys = calloc(parts.cap, sizeof *parts.keys);
    parts.part = calloc(parts.cap, sizeof *parts.part);
    /* each cold function to the lightest part so far, in module order (deterministic) */
    long load[CG_SPLIT_MAX_PARTS] = {0};
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
        if (!is_cold(m, fn))
            continue;
        int best = 0;
        for (int p = 1; p < nparts; p++)
            if (load[p] < load[best])
                best = p;
        load[best] += count_insts(fn) + 20; /* + a function's fixed cost */
        size_t j = part_slot(fn);
        parts.keys[j] = fn;
        parts.part[j] = best + 1;
    }
    /* each part's records, with the descriptors they point at in that part's assembly */
    for (parts.pick = 1; parts.pick <= nparts; parts.pick++) {
        cg_exc_records(m, in_picked_part);
        size_t len;
        const char *text = LLVMGetModuleInlineAsm(m, &len);
        free(parts.asm_text[parts.pick]);
        parts.asm_text[parts.pick] = malloc(len + 1);
        memcpy(parts.asm_text[parts.pick], text, len);
        parts.asm_len[parts.pick] = len;
        cg_exc_forget_descriptors(m);
    }
    /* the cold bodies' debug information has served (their records are placed), and
     * dropping it here, before the fork, spares each cold part a copy of all the
     * module's pages (stripping the whole module writes to every instruction) */
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
        if (part_of(fn) == 0)
            continue;
        LLVMSetSubprogram(fn, NULL);
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in))
                LLVMInstructionSetDebugLoc(in, NULL);
    }
    int n = 0;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
        if (LLVMCountBasicBlocks(fn) > 0)
            promote(fn, part_of(fn), &n);
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
        if (!intrinsic_global(g))
            promote(g, 0, &n);
    return nparts;
}

void cg_split_keep_hot(LLVMModuleRef m)
{
    for (LLVMValueRef fn = LLVMGetFirstFunction(m), next; fn; fn = next) {
        next = LLVMGetNextFunction(fn);
        if (part_of(fn) > 0)
            drop_body(m, fn);
    }
}

void cg_split_keep_cold(LLVMModuleRef m, int part)
{
    LLVMSetModuleInlineAsm2(m, parts.asm_text[part], parts.asm_len[part]);
    /* the other parts' bodies stay, unused: code generation skips an available_externally
     * function, and leaving it is much cheaper than deleting it */
    for (LLVMValueRef fn = LLVMGetFirstFunction(m), next; fn; fn = next) {
        next = LLVMGetNextFunction(fn);
        if (LLVMCountBasicBlocks(fn) > 0 && part_of(fn) != part) {
            LLVMSetLinkage(fn, LLVMAvailableExternallyLinkage);
            LLVMSetVisibility(fn, LLVMDefaultVisibility);
        } else if (LLVMCountBasicBlocks(fn) == 0 && !LLVMGetFirstUse(fn)) {
            LLVMDeleteFunction(fn);
        }
    }
    for (LLVMValueRef g = LLVMGetFirstGlobal(m), next; g; g = next) {
        next = LLVMGetNextGlobal(g);
        if (intrinsic_global(g) || !LLVMGetFirstUse(g)) {
            LLVMDeleteGlobal(g);
        } else if (LLVMGetInitializer(g)) {
            LLVMSetInitializer(g, NULL);
            LLVMSetLinkage(g, LLVMExternalLinkage);
            LLVMSetSection(g, "");
        }
    }
}
