/* cg_exc.c — exception handling and backtrace call-site records.
 *
 * try/catch: IR_ENTER becomes `rt_push_handler(h); if (_setjmp(h->jb)) goto catch;` with
 * the handler (an rt_handler) in an entry-block alloca and `_setjmp` marked returns_twice.
 * rt_throw pops the handler and _longjmps to it. IR_LEAVE n calls rt_pop_handlers(n);
 * IR_POPEXC restores the exception that was current when its try was entered (the
 * rt_handler remembers it). In a function with a handler every load and store of a slot
 * alloca is volatile, so no variable lives only in a register across the setjmp (a
 * longjmp would bring back a stale register).
 *
 * Backtraces: each function gets a DISubprogram and each statement a DILocation, so that
 * LLVM's inliner records inlining chains. After optimisation (cg_exc_finish_module, the
 * debug info has done its job and is stripped) every call instruction gets, just before
 * it, an inline-asm label and a record in section `jolt_bt` pointing at a descriptor of
 * the frames the call belongs to (runtime/backtrace.c explains the format). The labels
 * emit no instructions, so the non-throwing path costs nothing.
 */
#include "cg_internal.h"
#include <llvm-c/DebugInfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The descriptors of one module, each emitted once into jolt_btd under a local label
 * (.Ljbtd<N>) that every call-site record with that descriptor points to: a program has
 * ~15 call sites for each distinct descriptor. */
typedef struct desc_tab {
    char **keys;    /* descriptor texts (open addressing), NULL = free slot */
    int *ids;       /* their label numbers */
    int cap, n;     /* slots / used */
} desc_tab;

/* Debug-info state of one module under construction. */
typedef struct cg_dbg_unit {
    LLVMModuleRef mod;           /* the module */
    LLVMDIBuilderRef dib;        /* its DIBuilder */
    LLVMMetadataRef cu, file;    /* compile unit and its (dummy) file */
    LLVMMetadataRef fnty;        /* shared subroutine type */
    LLVMMetadataRef *sps;        /* subprograms made */
    char **descs;                /* for each: "KIND\tNAME\tMODULE\tFILE\t" */
    int nsp, capsp;              /* used / allocated */
    bool finalized;              /* LLVMDIBuilderFinalize has run */
    desc_tab emitted;            /* descriptors in the module's assembly so far */
    int nrec;                    /* call-site records inserted so far */
    struct cg_dbg_unit *next;    /* list of live units */
} cg_dbg_unit;

/* Exception state of one function being emitted. */
typedef struct cg_exc_fn {
    bool has_try;                /* the body has an IR_ENTER */
    LLVMValueRef *handlers;      /* per statement: the rt_handler alloca of an IR_ENTER */
    int32_t *popexc_enter;       /* per statement: for IR_POPEXC, its IR_ENTER (or -1) */
    LLVMMetadataRef sp;          /* the function's DISubprogram */
    int32_t lastline;            /* line of the previous statement with one */
} cg_exc_fn;

static cg_dbg_unit *units;

static cg_dbg_unit *dbg_unit(LLVMModuleRef m, bool create)
{
    for (cg_dbg_unit *d = units; d; d = d->next)
        if (d->mod == m)
            return d;
    if (!create)
        return NULL;
    cg_dbg_unit *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    d->mod = m;
    d->dib = LLVMCreateDIBuilderDisallowUnresolved(m);
    d->file = LLVMDIBuilderCreateFile(d->dib, "jolt", 4, ".", 1);
    d->cu = LLVMDIBuilderCreateCompileUnit(d->dib, LLVMDWARFSourceLanguageJulia, d->file, "jolt",
                                           4, 1, "", 0, 0, "", 0, LLVMDWARFEmissionLineTablesOnly,
                                           0, 0, 0, "", 0, "", 0);
    d->fnty = LLVMDIBuilderCreateSubroutineType(d->dib, d->file, NULL, 0, LLVMDIFlagZero);
    LLVMMetadataRef ver = LLVMValueAsMetadata(LLVMConstInt(cg_i32(), LLVMDebugMetadataVersion(), 0));
    LLVMAddModuleFlag(m, LLVMModuleFlagBehaviorWarning, "Debug Info Version", 18, ver);
    d->next = units;
    units = d;
    return d;
}

static void desc_tab_free(desc_tab *t);

static void dbg_unit_free(cg_dbg_unit *d)
{
    for (cg_dbg_unit **p = &units; *p; p = &(*p)->next)
        if (*p == d) {
            *p = d->next;
            break;
        }
    LLVMDisposeDIBuilder(d->dib);
    desc_tab_free(&d->emitted);
    for (int i = 0; i < d->nsp; i++)
        free(d->descs[i]);
    free(d->descs);
    free(d->sps);
    free(d);
}

/* ---------------------------------------------------------------- frame descriptors */
typedef rt_strbuf sbuf; /* a descriptor being assembled (runtime/strbuf.c) */

static void sb_add(sbuf *b, const char *s) { rt_strbuf_puts(b, s); }

/* a descriptor field: no tabs or newlines */
static void sb_field(sbuf *b, const char *s)
{
    char c[2] = {0, 0};
    for (; s && *s; s++) {
        c[0] = (*s == '\t' || *s == '\n') ? ' ' : *s;
        sb_add(b, c);
    }
}

/* A module as Julia prints it: Main.M.Inner (Main, Base and Core are roots). */
static void sb_module_path(sbuf *b, rt_module *m)
{
    if (m->parent && m->parent != m) {
        sb_module_path(b, m->parent);
        sb_add(b, ".");
    }
    sb_field(b, m->name->name);
}

/* Julia's frame name: f(x::Int64, y::String), (::T)(x::Int64) for callable objects.
 * With `mark` (a fallback body, kind G) each argument's declared type is written
 * \x01TYPE\x02, for the backtrace printer to replace with the type the argument had. */
static void arg_type(sbuf *b, ir_mi *mi, int i, bool mark)
{
    if (mark) { /* the marker names its argument (runtime/backtrace.c) */
        char k[24];
        snprintf(k, sizeof k, "\x01\x04%d\x04", i);
        sb_add(b, k);
    }
    sb_field(b, ir_type_str(mi->argt[i]));
    if (mark)
        sb_add(b, "\x02");
}

/* A keyword body `#f#N(k..., rest, #fself#, args...)` (frontend/lower_kw.c) shows as
 * Julia's stacktraces show it: f(args...; k::K, ...), the rest only when declared. */
static bool kw_body_name(sbuf *b, ir_mi *mi, ir_func *src, const char *n, bool mark)
{
    const char *h = n && n[0] == '#' && n[1] == '#' ? strrchr(n + 2, '#') : NULL;
    if (!h || h == n + 2 || !h[1] || strspn(h + 1, "0123456789") != strlen(h + 1) || !src ||
        mi->nargs > src->nslots || mi->def->isva)
        return false;
    int fs = -1;
    for (int i = 2; i < mi->nargs && fs < 0; i++)
        if (src->slots[i].name && !strcmp(src->slots[i].name->name, "#fself#"))
            fs = i;
    if (fs < 0)
        return false;
    char name[256];
    snprintf(name, sizeof name, "%.*s", (int)(h - (n + 2)), n + 2);
    sb_field(b, name);
    sb_add(b, "(");
    for (int i = fs + 1; i < mi->nargs; i++) {
        if (i > fs + 1)
            sb_add(b, ", ");
        rt_sym *an = src->slots[i].name;
        if (an && an->name[0] != '#' && strcmp(an->name, "_") != 0)
            sb_field(b, an->name);
        sb_add(b, "::");
        arg_type(b, mi, i, mark);
    }
    bool rest = strcmp(src->slots[fs - 1].name->name, "#rest#") != 0;
    int nk = rest ? fs - 1 : fs - 2;
    if (nk > 0)
        sb_add(b, "; ");
    for (int i = 1; i <= nk; i++) {
        if (i > 1)
            sb_add(b, ", ");
        sb_field(b, src->slots[i].name->name);
        sb_add(b, "::");
        arg_type(b, mi, i, mark);
    }
    sb_add(b, ")");
    return true;
}

static void frame_name(sbuf *b, ir_mi *mi, bool mark)
{
    ir_method *m = mi->def;
    ir_func *src = ir_func_ready(m->src);
    const char *n = m->name ? m->name->name : NULL;
    if (kw_body_name(b, mi, src, n, mark))
        return;
    if (n && n[0] == '#' && n[1] == '@' && !strchr(n + 1, '#')) {
        sb_add(b, "var\""); /* a macro's function, as Julia's show_sym writes it */
        sb_field(b, n + 1);
        sb_add(b, "\"");
    } else if (n && n[0] == '@') {
        sb_add(b, "var\"");
        sb_field(b, n);
        sb_add(b, "\"");
    } else if (n && n[0] == '#' && n[1] && !strchr(n + 1, '#')) {
        sb_field(b, n + 1); /* typeof(f) is named #f */
    } else if (n && n[0] != '#') {
        sb_field(b, n);
    } else if (n) {
        sb_add(b, "(::var\"");
        sb_field(b, n);
        sb_add(b, "\")");
    } else if (mi->nargs > 0) {
        sb_add(b, "(::");
        sb_field(b, ir_type_str(mi->argt[0]));
        sb_add(b, ")");
    }
    sb_add(b, "(");
    int fixed = m->isva ? m->nargs - 1 : m->nargs;
    for (int i = 1; i < mi->nargs; i++) {
        if (i > 1)
            sb_add(b, ", ");
        rt_sym *an = i < fixed && src && i < src->nslots ? src->slots[i].name : NULL;
        if (an && an->name[0] != '#' && strcmp(an->name, "_") != 0)
            sb_field(b, an->name);
        sb_add(b, "::");
        if (mark)
            sb_add(b, "\x01");
        sb_field(b, ir_type_str(mi->argt[i]));
        if (mark)
            sb_add(b, "\x02");
    }
    sb_add(b, ")");
}

static void add_sp(cg_dbg_unit *d, LLVMMetadataRef sp, char *desc)
{
    if (d->nsp == d->capsp) {
        int nc = d->capsp ? d->capsp * 2 : 32;
        LLVMMetadataRef *a = realloc(d->sps, sizeof(LLVMMetadataRef) * (size_t)nc);
        char **b = realloc(d->descs, sizeof(char *) * (size_t)nc);
        if (a)
            d->sps = a;
        if (b)
            d->descs = b;
        if (!a || !b)
            return;
        d->capsp = nc;
    }
    d->sps[d->nsp] = sp;
    d->descs[d->nsp++] = desc;
}

/* A DISubprogram for fn; kind 'F' (mi), 'T' (top-level thunk) or 'H' (hidden wrapper). */
static LLVMMetadataRef make_sp(cg_unit *u, LLVMValueRef fn, ir_mi *mi, char kind)
{
    cg_dbg_unit *d = dbg_unit(u->mod, true);
    if (!d)
        return NULL;
    size_t nl;
    const char *ln = LLVMGetValueName2(fn, &nl);
    int line = mi && mi->def ? mi->def->line : 0;
    LLVMMetadataRef sp = LLVMDIBuilderCreateFunction(d->dib, d->file, ln, nl, ln, nl, d->file,
                                                     (unsigned)(line > 0 ? line : 0), d->fnty, 0,
                                                     1, 0, LLVMDIFlagZero, 1);
    LLVMSetSubprogram(fn, sp);
    sbuf b = {0};
    char k[3] = {kind, '\t', 0};
    sb_add(&b, k);
    if (kind == 'F' || kind == 'G')
        frame_name(&b, mi, kind == 'G');
    sb_add(&b, "\t");
    ir_func *src = mi ? mi->def->src : NULL;
    if ((kind == 'F' || kind == 'G') && src && src->module && src->module->name)
        sb_module_path(&b, src->module);
    sb_add(&b, "\t");
    rt_sym *file = src && src->file ? src->file : (mi && mi->def->file ? mi->def->file : NULL);
    if (file && src && rt_module_within(src->module, rt_base_module)) {
        /* Julia shows Base's files as ./error.jl, wherever Base was built */
        const char *slash = strrchr(file->name, '/');
        sb_add(&b, "./");
        sb_field(&b, slash ? slash + 1 : file->name);
    } else if (file) {
        sb_field(&b, file->name);
    }
    sb_add(&b, "\t");
    add_sp(d, sp, b.p);
    return sp;
}

/* ---------------------------------------------------------------- fallback frames */
/* A fallback body (an executable's code for declared argument types) records its arguments
 * for the backtrace printer, which shows their types (runtime/backtrace.c, kind G). */
void cg_gframe_enter(cg_fn *F)
{
    ir_mi *mi = F->mi;
    if (!mi || !mi->generic || mi->nargs < 2)
        return;
    bool any = false; /* all declared types concrete: the frame shows them already */
    for (int i = 1; i < mi->nargs; i++)
        any |= cg_repr_of(mi->argt[i]) == CG_BOXED;
    if (!any)
        return;
    LLVMTypeRef at = LLVMArrayType2(cg_ptr_t(), (uint64_t)mi->nargs);
    LLVMValueRef args = cg_alloca(F, at, "gargs");
    for (int i = 0; i < mi->nargs; i++) {
        bool keep = i > 0 && cg_repr_of(mi->argt[i]) == CG_BOXED;
        LLVMValueRef idx[2] = {LLVMConstInt(cg_i64(), 0, 0), LLVMConstInt(cg_i64(), (unsigned)i, 0)};
        LLVMBuildStore(F->b, keep ? cg_mi_param(F->fn, mi, i) : LLVMConstNull(cg_ptr_t()),
                       LLVMBuildGEP2(F->b, at, args, idx, 2, ""));
    }
    LLVMTypeRef fields[3] = {cg_ptr_t(), cg_i64(), cg_ptr_t()}; /* rt_bt_gframe */
    LLVMTypeRef gt = LLVMStructTypeInContext(cg_context(), fields, 3, 0);
    LLVMValueRef g = cg_alloca(F, gt, "gframe");
    LLVMValueRef vals[3] = {LLVMConstNull(cg_ptr_t()),
                            LLVMConstInt(cg_i64(), (unsigned)mi->nargs, 0), args};
    for (unsigned k = 0; k < 3; k++)
        LLVMBuildStore(F->b, vals[k], LLVMBuildStructGEP2(F->b, gt, g, k, ""));
    cg_call_rt(F, "rt_bt_genter", cg_void(), 1, &g);
    F->gframe = g;
}

void cg_gframe_leave(cg_fn *F)
{
    if (F->gframe)
        cg_call_rt(F, "rt_bt_gleave", cg_void(), 1, &F->gframe);
}

/* ---------------------------------------------------------------- function hooks */
static LLVMValueRef rt_decl(cg_unit *u, const char *name, LLVMTypeRef ret, int n, LLVMTypeRef *a)
{
    return cg_rt_fn(u, name, ret, n, a, false);
}

/* Keep every frame visible to the unwinder: no sibling calls. Set after the pass pipeline,
 * where it only affects instruction selection (tail-recursion elimination still runs). */
static void keep_frames(LLVMValueRef fn)
{
    LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                            LLVMCreateStringAttribute(cg_context(), "disable-tail-calls", 18, "true", 4));
}

void cg_exc_begin(cg_fn *F, bool thunk)
{
    ir_func *f = F->f;
    cg_exc_fn *X = rt_alloc(sizeof(cg_exc_fn));
    F->exc = X;
    cg_fn_attr(F->fn, "uwtable", 2);
    X->sp = make_sp(F->u, F->fn, F->mi, thunk ? 'T' : F->mi && F->mi->generic ? 'G' : 'F');
    X->lastline = F->mi && F->mi->def ? F->mi->def->line : 0;
    for (int i = 0; i < f->nstmts; i++)
        if (f->stmts[i].op == IR_ENTER)
            X->has_try = true;
    if (!X->has_try)
        return;
    X->handlers = rt_alloc(sizeof(LLVMValueRef) * (size_t)(f->nstmts + 1));
    X->popexc_enter = rt_alloc(sizeof(int32_t) * (size_t)(f->nstmts + 1));
    for (int i = 0; i < f->nstmts; i++) /* a jump out of a catch block names its try */
        X->popexc_enter[i] = f->stmts[i].op == IR_POPEXC && f->stmts[i].target > 0
                                 ? f->stmts[i].target - 1 : -1;
    for (int i = 0; i < f->nstmts; i++) {
        ir_stmt *s = &f->stmts[i];
        if (s->op != IR_ENTER)
            continue;
        LLVMValueRef h = cg_alloca(F, LLVMArrayType2(cg_i8(), sizeof(rt_handler)), "handler");
        LLVMSetAlignment(h, 16);
        X->handlers[i] = h;
        /* try/catch lowers to `leave; goto skip; catch: …; pop_exception; skip:` */
        int t = s->target;
        if (t > 0 && t < f->nstmts && f->stmts[t - 1].op == IR_GOTO) {
            int g = f->stmts[t - 1].target;
            if (g > 0 && g <= f->nstmts && f->stmts[g - 1].op == IR_POPEXC)
                X->popexc_enter[g - 1] = i;
        }
    }
}

void cg_exc_stmt(cg_fn *F, int i)
{
    cg_exc_fn *X = F->exc;
    if (!X || !X->sp) {
        LLVMSetCurrentDebugLocation2(F->b, NULL);
        return;
    }
    int line = F->f->stmts[i].line;
    if (line <= 0)
        line = X->lastline;
    X->lastline = line;
    LLVMMetadataRef loc =
        LLVMDIBuilderCreateDebugLocation(cg_context(), (unsigned)(line > 0 ? line : 0), 0, X->sp, NULL);
    LLVMSetCurrentDebugLocation2(F->b, loc);
}

void cg_exc_emit(cg_fn *F, int i)
{
    cg_exc_fn *X = F->exc;
    ir_stmt *s = &F->f->stmts[i];
    LLVMTypeRef p = cg_ptr_t();
    switch (s->op) {
    case IR_ENTER: {
        LLVMValueRef h = X && X->handlers ? X->handlers[i] : NULL;
        if (!h)
            break;
        LLVMValueRef push = rt_decl(F->u, "rt_push_handler", cg_void(), 1, &p);
        LLVMBuildCall2(F->b, LLVMGlobalGetValueType(push), push, &h, 1, "");
        LLVMValueRef sj = rt_decl(F->u, "_setjmp", cg_i32(), 1, &p);
        cg_fn_attr(sj, "returns_twice", 0);
        LLVMValueRef r = LLVMBuildCall2(F->b, LLVMGlobalGetValueType(sj), sj, &h, 1, "sj");
        unsigned k = LLVMGetEnumAttributeKindForName("returns_twice", 13);
        LLVMAddCallSiteAttribute(r, LLVMAttributeFunctionIndex,
                                 LLVMCreateEnumAttribute(cg_context(), k, 0));
        LLVMValueRef z = LLVMBuildICmp(F->b, LLVMIntEQ, r, LLVMConstInt(cg_i32(), 0, 0), "");
        LLVMBasicBlockRef next = F->blocks[i + 1];
        if (!next) {
            next = LLVMAppendBasicBlockInContext(cg_context(), F->fn, "try");
            F->blocks[i + 1] = next;
        }
        LLVMBuildCondBr(F->b, z, next, F->blocks[s->target]);
        break;
    }
    case IR_LEAVE: {
        LLVMTypeRef it = cg_i32();
        LLVMValueRef fn = rt_decl(F->u, "rt_pop_handlers", cg_void(), 1, &it);
        LLVMValueRef n = LLVMConstInt(cg_i32(), (unsigned long long)(s->target > 0 ? s->target : 1), 0);
        LLVMBuildCall2(F->b, LLVMGlobalGetValueType(fn), fn, &n, 1, "");
        break;
    }
    case IR_POPEXC: {
        int e = X && X->popexc_enter ? X->popexc_enter[i] : -1;
        if (e < 0 || !X->handlers[e])
            break;
        LLVMValueRef fn = rt_decl(F->u, "rt_restore_exception", cg_void(), 1, &p);
        LLVMValueRef h = X->handlers[e];
        LLVMBuildCall2(F->b, LLVMGlobalGetValueType(fn), fn, &h, 1, "");
        break;
    }
    default:
        break;
    }
}

static void make_volatile(LLVMValueRef slot)
{
    for (LLVMUseRef u = LLVMGetFirstUse(slot); u; u = LLVMGetNextUse(u)) {
        LLVMValueRef user = LLVMGetUser(u);
        LLVMOpcode op = LLVMGetInstructionOpcode(user);
        if (op == LLVMLoad || (op == LLVMStore && LLVMGetOperand(user, 1) == slot))
            LLVMSetVolatile(user, 1);
    }
}

void cg_exc_end(cg_fn *F)
{
    cg_exc_fn *X = F->exc;
    if (!X)
        return;
    if (X->has_try)
        for (int i = 0; i < F->f->nslots; i++)
            if (F->slots[i])
                make_volatile(F->slots[i]);
    cg_dbg_unit *d = dbg_unit(F->u->mod, false);
    if (d && X->sp)
        LLVMDIBuilderFinalizeSubprogram(d->dib, X->sp);
    LLVMSetCurrentDebugLocation2(F->b, NULL);
}

/* The boxed-entry wrapper: a hidden frame, its call located at line 0. */
void cg_exc_wrapper(cg_fn *F)
{
    /* unwind tables even when nothing below can throw: a stack overflow's backtrace
     * crosses this frame to reach its caller (an interpreted top-level frame) */
    cg_fn_attr(F->fn, "uwtable", 2);
    LLVMMetadataRef sp = make_sp(F->u, F->fn, NULL, 'H');
    if (!sp)
        return;
    LLVMSetCurrentDebugLocation2(F->b, LLVMDIBuilderCreateDebugLocation(cg_context(), 0, 0, sp, NULL));
}

void cg_exc_wrapper_end(cg_fn *F)
{
    cg_dbg_unit *d = dbg_unit(F->u->mod, false);
    LLVMMetadataRef sp = LLVMGetSubprogram(F->fn);
    if (d && sp)
        LLVMDIBuilderFinalizeSubprogram(d->dib, sp);
    LLVMSetCurrentDebugLocation2(F->b, NULL);
}

/* ---------------------------------------------------------------- module finishing */
void cg_exc_finalize(LLVMModuleRef m)
{
    cg_dbg_unit *d = dbg_unit(m, false);
    if (d && !d->finalized) {
        LLVMDIBuilderFinalize(d->dib);
        d->finalized = true;
    }
}

static const char *sp_desc(cg_dbg_unit *d, LLVMMetadataRef sp)
{
    for (int i = d->nsp - 1; i >= 0; i--)
        if (d->sps[i] == sp)
            return d->descs[i];
    return NULL;
}

/* the descriptor of a call's location chain, innermost frame first */
static char *loc_desc(cg_dbg_unit *d, LLVMMetadataRef loc)
{
    sbuf b = {0};
    for (int depth = 0; loc && depth < 64; depth++) {
        const char *pre = sp_desc(d, LLVMDILocationGetScope(loc));
        if (pre) {
            char num[16];
            snprintf(num, sizeof num, "%u\n", LLVMDILocationGetLine(loc));
            sb_add(&b, pre);
            sb_add(&b, num);
        }
        loc = LLVMDILocationGetInlinedAt(loc);
    }
    return b.p;
}


static uint64_t desc_hash(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

/* the label number of desc, emitting its string on first use */
static int desc_label(desc_tab *t, LLVMModuleRef m, const char *desc)
{
    if (2 * (t->n + 1) > t->cap) {
        desc_tab g = {calloc((size_t)(t->cap ? 2 * t->cap : 1024), sizeof(char *)),
                      calloc((size_t)(t->cap ? 2 * t->cap : 1024), sizeof(int)),
                      t->cap ? 2 * t->cap : 1024, t->n};
        for (int i = 0; i < t->cap; i++) {
            if (!t->keys[i])
                continue;
            size_t j = desc_hash(t->keys[i]) & (size_t)(g.cap - 1);
            while (g.keys[j])
                j = (j + 1) & (size_t)(g.cap - 1);
            g.keys[j] = t->keys[i];
            g.ids[j] = t->ids[i];
        }
        free(t->keys);
        free(t->ids);
        *t = g;
    }
    size_t j = desc_hash(desc) & (size_t)(t->cap - 1);
    for (; t->keys[j]; j = (j + 1) & (size_t)(t->cap - 1))
        if (!strcmp(t->keys[j], desc))
            return t->ids[j];
    t->keys[j] = strdup(desc);
    t->ids[j] = t->n++;
    sbuf b = {0};
    char lab[96];
    snprintf(lab, sizeof lab, ".pushsection jolt_btd,\"a\",@progbits\n.Ljbtd%d:\n", t->ids[j]);
    sb_add(&b, lab);
    sb_add(&b, "\t.asciz \"");
    for (const unsigned char *p = (const unsigned char *)desc; *p; p++) {
        char c[8];
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
            *p == ' ' || *p == '_' || *p == '.' || *p == ',' || *p == '(' || *p == ')' ||
            *p == ':' || *p == '/' || *p == '-') {
            c[0] = (char)*p;
            c[1] = 0;
        } else {
            snprintf(c, sizeof c, "\\%03o", *p);
        }
        sb_add(&b, c);
    }
    sb_add(&b, "\"\n.popsection\n");
    LLVMAppendModuleInlineAsm(m, b.p, strlen(b.p));
    free(b.p);
    return t->ids[j];
}

static void desc_tab_free(desc_tab *t)
{
    for (int i = 0; i < t->cap; i++)
        free(t->keys[i]);
    free(t->keys);
    free(t->ids);
}

/* the inline asm text of one call-site record: its address and its descriptor's */
static char *record_asm(int label)
{
    char *p = malloc(160);
    snprintf(p, 160, "771:\n\t.pushsection jolt_bt,\"a\",@progbits\n\t.p2align 3\n\t.long 771b-.\n"
                     "\t.long .Ljbtd%d-.\n\t.popsection", label);
    return p;
}

/* Runtime functions that never throw and never call back into Julia code: no backtrace can
 * hold a call to them, so their calls get no record. Each record costs the assembler an
 * inline-asm parse; these are ~40% of an executable's calls (boxing above all). */
static bool never_in_backtrace(LLVMValueRef callee)
{
    static const char *const names[] = {"rt_new_object", "rt_new_tuple", "rt_egal", "rt_isa_i8",
                                        "rt_bt_gleave", "rt_bt_genter"};
    size_t len;
    const char *n = LLVMGetValueName2(callee, &len);
    if (len > 7 && !strncmp(n, "rt_box_", 7))
        return true;
    for (size_t i = 0; i < sizeof names / sizeof *names; i++)
        if (!strcmp(n, names[i]))
            return true;
    return false;
}

static bool is_record_call(LLVMValueRef inst)
{
    if (LLVMGetInstructionOpcode(inst) != LLVMCall)
        return false;
    LLVMValueRef callee = LLVMGetCalledValue(inst);
    if (!callee || LLVMIsAInlineAsm(callee))
        return false;
    if (LLVMIsAFunction(callee) && (LLVMGetIntrinsicID(callee) != 0 || never_in_backtrace(callee)))
        return false;
    return LLVMInstructionGetDebugLoc(inst) != NULL;
}

void cg_exc_marker_name(LLVMModuleRef m, char *buf, size_t n)
{
    size_t len;
    const char *id = LLVMGetModuleIdentifier(m, &len);
    snprintf(buf, n, "jolt_bt_end_%.*s", (int)len, id);
}

void cg_exc_records(LLVMModuleRef m, bool (*pick)(LLVMModuleRef, LLVMValueRef))
{
    cg_dbg_unit *d = dbg_unit(m, false);
    if (!d)
        return;
    cg_exc_finalize(m);
    LLVMTypeRef vt = LLVMFunctionType(cg_void(), NULL, 0, 0);
    LLVMBuilderRef b = LLVMCreateBuilderInContext(cg_context());
    for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
        if (!LLVMGetSubprogram(fn) || (pick && !pick(m, fn)))
            continue;
        keep_frames(fn);
        for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
            int last = -1; /* the descriptor of this block's last record */
            for (LLVMValueRef in = LLVMGetFirstInstruction(bb); in; in = LLVMGetNextInstruction(in)) {
                if (!is_record_call(in))
                    continue;
                char *desc = loc_desc(d, LLVMInstructionGetDebugLoc(in));
                if (!desc)
                    continue;
                int label = desc_label(&d->emitted, m, desc);
                free(desc);
                /* code generated at -O0 (pick: the fallbacks, cg_split.c) keeps a block's
                 * calls in order and merges no blocks, so a call whose frames are those of
                 * the block's previous record is found through that record */
                if (pick && label == last)
                    continue;
                last = label;
                char *text = record_asm(label);
                if (!text)
                    continue;
                LLVMValueRef ia = LLVMGetInlineAsm(vt, text, strlen(text), "", 0, 1, 0,
                                                   LLVMInlineAsmDialectATT, 0);
                free(text);
                LLVMPositionBuilderBefore(b, in);
                LLVMBuildCall2(b, vt, ia, NULL, 0, "");
                d->nrec++;
            }
        }
    }
    LLVMDisposeBuilder(b);
}

void cg_exc_forget_descriptors(LLVMModuleRef m)
{
    cg_dbg_unit *d = dbg_unit(m, false);
    if (!d)
        return;
    LLVMSetModuleInlineAsm2(m, "", 0);
    desc_tab_free(&d->emitted);
    d->emitted = (desc_tab){0};
}

void cg_exc_finish_module(LLVMModuleRef m)
{
    cg_dbg_unit *d = dbg_unit(m, false);
    if (!d)
        return;
    cg_exc_records(m, NULL);
    int nrec = d->nrec;
    if (nrec) {
        static const char start[] = ".pushsection jolt_bt,\"a\",@progbits\n.p2align 3\n.long 0\n"
                                    ".long 0x4a4f4c54\n.popsection\n";
        LLVMAppendModuleInlineAsm(m, start, strlen(start));
        char name[256];
        cg_exc_marker_name(m, name, sizeof name);
        LLVMTypeRef mt = LLVMArrayType2(cg_i32(), 2);
        LLVMValueRef g = LLVMAddGlobal(m, mt, name);
        LLVMValueRef vals[2] = {LLVMConstInt(cg_i32(), 0, 0), LLVMConstInt(cg_i32(), 0x454e4421, 0)};
        LLVMSetInitializer(g, LLVMConstArray2(cg_i32(), vals, 2));
        LLVMSetGlobalConstant(g, 1);
        LLVMSetSection(g, "jolt_bt");
        LLVMSetAlignment(g, 8);
    }
    LLVMStripModuleDebugInfo(m);
    dbg_unit_free(d);
}

bool cg_exc_has_marker(LLVMModuleRef m, char *buf, size_t n)
{
    cg_exc_marker_name(m, buf, n);
    return LLVMGetNamedGlobal(m, buf) != NULL;
}
