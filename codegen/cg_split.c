/* cg_split.c — an executable's module in two objects: the program's code and its fallbacks.
 *
 * An executable carries a compiled fallback for every method a dynamic call may reach
 * (jit/aot_generic.c); a Base-heavy script has thousands, plus an image initialiser that
 * rebuilds every object the code refers to. All are marked optnone, yet the optimizer's
 * passes still visit them, and a target machine at -O2 sends every function through
 * SelectionDAG and the greedy register allocator: most of an executable's compile time.
 * So before optimisation the module is split: the optnone bodies and their boxed entries
 * go to a second module, which is not optimised and is generated at -O0 (fast instruction
 * selection and register allocation). Their backtrace call-site records are inserted first
 * (cg_exc_records: the optimizer would not have changed them), and the second module takes
 * the module-level assembly holding the descriptors those records point at. A local
 * symbol that one half defines and the other uses becomes a hidden global, so the two
 * objects link together. */
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

enum { HOT = 1, COLD = 2 };

/* Which halves use v: through instructions of their functions, through constants that
 * contain v, and (the program's half) through global initialisers. */
static int users_side(LLVMModuleRef m, LLVMValueRef v, int depth)
{
    int side = 0;
    for (LLVMUseRef u = LLVMGetFirstUse(v); u && side != (HOT | COLD); u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        if (LLVMIsAInstruction(user)) {
            LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(user));
            side |= is_cold(m, fn) ? COLD : HOT;
        } else if (LLVMIsAGlobalValue(user) || depth > 16) {
            side |= HOT;
        } else if (LLVMIsAConstant(user)) {
            side |= users_side(m, user, depth + 1);
        }
    }
    return side;
}

/* Make a local symbol a hidden global under a fresh name when the other half uses it. */
static void promote(LLVMModuleRef m, LLVMValueRef g, int home, int *n)
{
    LLVMLinkage l = LLVMGetLinkage(g);
    if (l != LLVMInternalLinkage && l != LLVMPrivateLinkage)
        return;
    if (!(users_side(m, g, 0) & ~home))
        return;
    char name[32];
    snprintf(name, sizeof name, "jolt.l.%d", (*n)++);
    LLVMSetValueName2(g, name, strlen(name));
    LLVMSetLinkage(g, LLVMExternalLinkage);
    LLVMSetVisibility(g, LLVMHiddenVisibility);
}

/* Replace fn's definition by a declaration of the same name and type. */
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

LLVMModuleRef cg_split_cold(LLVMModuleRef m)
{
    int ncold = 0, n = 0;
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
        ncold += is_cold(m, fn);
    if (!ncold)
        return NULL;
    cg_exc_records(m, is_cold);
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
        if (LLVMCountBasicBlocks(fn) > 0)
            promote(m, fn, is_cold(m, fn) ? COLD : HOT, &n);
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g))
        if (!intrinsic_global(g))
            promote(m, g, HOT, &n);
    LLVMModuleRef cold = LLVMCloneModule(m);
    cg_exc_forget_descriptors(m); /* the cold half's, now in its own assembly */
    /* the program's half keeps the rest (boxed entries go first: whether one is cold
     * depends on the body it enters) */
    for (int boxed = 1; boxed >= 0; boxed--)
        for (LLVMValueRef fn = LLVMGetFirstFunction(m), next; fn; fn = next) {
            next = LLVMGetNextFunction(fn);
            if (has_optnone(fn) != boxed && is_cold(m, fn))
                drop_body(m, fn);
        }
    /* the fallbacks' half: their bodies, everything else declared or dropped */
    for (LLVMValueRef fn = LLVMGetFirstFunction(cold), next; fn; fn = next) {
        next = LLVMGetNextFunction(fn);
        if (LLVMCountBasicBlocks(fn) > 0 && !is_cold(cold, fn))
            drop_body(cold, fn);
    }
    for (LLVMValueRef fn = LLVMGetFirstFunction(cold), next; fn; fn = next) {
        next = LLVMGetNextFunction(fn);
        if (LLVMCountBasicBlocks(fn) == 0 && !LLVMGetFirstUse(fn))
            LLVMDeleteFunction(fn);
    }
    for (LLVMValueRef g = LLVMGetFirstGlobal(cold), next; g; g = next) {
        next = LLVMGetNextGlobal(g);
        if (intrinsic_global(g) || !LLVMGetFirstUse(g)) {
            LLVMDeleteGlobal(g);
        } else if (LLVMGetInitializer(g)) {
            LLVMSetInitializer(g, NULL);
            LLVMSetLinkage(g, LLVMExternalLinkage);
            LLVMSetSection(g, "");
        }
    }
    LLVMStripModuleDebugInfo(cold);
    return cold;
}
