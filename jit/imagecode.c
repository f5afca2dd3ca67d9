/* imagecode.c — machine code in the Base image.
 *
 * An image build (runtime/image.c) also compiles the specializations a warm-up program
 * reaches (jit/precompile.jl), and their code comes along: while the JIT links a unit,
 * jit_image_code_window is set and jolt's mmap (image_malloc.c) hands LLVM's memory
 * manager pages of the arena; its mprotect calls are recorded and made again when the
 * image is mapped. Code at a fixed address in a binary at fixed addresses needs no
 * relocation, except where it reaches into a shared library (libc's memcpy, libm, ...),
 * whose addresses change from run to run:
 *
 * - Imports. While building, a definition generator answers every symbol the process
 *   generator would take from a shared library with a stub in the arena, `jmp *slot`, and
 *   records the name; a start fills each slot by dlsym (jit_image_code_restore). A data
 *   symbol of a shared library cannot be stubbed, and stops the build.
 * - Names. Later units call image code by name, but the new process's JIT never saw those
 *   units: the names and addresses each unit defined are kept in a table, and a generator
 *   answers from it.
 * - Unwinding. Backtraces unwind through JIT code with libgcc's unwinder, which knows a
 *   unit's frames once __register_frame was called for them; jolt's __register_frame
 *   (image_malloc.c) records those in the arena, and a start registers them again
 *   before the first unwind (jit_image_frames_ready).
 *
 * Everything else (call-site records for backtraces, dispatch caches, the specializations'
 * entry points) is runtime data and comes with the arena as any other object. */
#include "jit.h"
#include <dlfcn.h>
#include <link.h>
#include <llvm-c/Orc.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/mman.h>

bool jit_image_code_window; /* an image build is linking JIT code now */
static bool frames_pending; /* a start: the image's frames wait for the first unwind */

/* The names a unit defines and their addresses: an open-addressed table. */
typedef struct img_sym {
    const char *name;   /* NULL: an empty slot */
    uintptr_t addr;     /* where the JIT put it */
} img_sym;

/* An import: a shared-library function that image code calls through a stub. */
typedef struct img_import {
    const char *name;   /* the symbol */
    void **slot;        /* the stub jumps through this */
} img_import;

/* All of it lives in the arena and is reachable from here (saved with the image). */
static struct {
    img_sym *syms;          /* the names table */
    size_t nsyms, capsyms;  /* used / slots (a power of two) */
    img_import *imports;    /* the imports */
    size_t nimports, capimports;
    unsigned char *stubs;   /* the current page of stubs */
    void **slots;           /* ... and of their slots */
    size_t nstubs;          /* stubs used on that page */
    void **frames;          /* .eh_frame sections registered while building */
    size_t nframes, capframes;
} img RT_IMAGE_STATE;

#define STUBS_PER_PAGE 256 /* 16 bytes of code and 8 of slot each */

static uint64_t name_hash(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

static img_sym *sym_find(const char *name)
{
    if (!img.capsyms)
        return NULL;
    for (size_t i = name_hash(name) & (img.capsyms - 1);; i = (i + 1) & (img.capsyms - 1))
        if (!img.syms[i].name || !strcmp(img.syms[i].name, name))
            return &img.syms[i];
}

static void sym_add(const char *name, uintptr_t addr)
{
    if (2 * (img.nsyms + 1) > img.capsyms) {
        size_t cap = img.capsyms ? 2 * img.capsyms : 1024;
        img_sym *old = img.syms;
        size_t oldcap = img.capsyms;
        img.syms = calloc(cap, sizeof *img.syms);
        img.capsyms = cap;
        for (size_t i = 0; i < oldcap; i++)
            if (old[i].name)
                *sym_find(old[i].name) = old[i];
    }
    img_sym *s = sym_find(name);
    if (!s->name) {
        s->name = strdup(name);
        img.nsyms++;
    }
    s->addr = addr;
}

/* ---------------------------------------------------------------- building */

/* The names module m defines for other units (before it is handed to the JIT). */
char **jit_image_unit_names(LLVMModuleRef m, int *n)
{
    int cap = 16, k = 0;
    char **names = malloc(sizeof *names * (size_t)cap);
    for (int pass = 0; pass < 2; pass++) {
        LLVMValueRef v = pass ? LLVMGetFirstGlobal(m) : LLVMGetFirstFunction(m);
        for (; v; v = pass ? LLVMGetNextGlobal(v) : LLVMGetNextFunction(v)) {
            LLVMLinkage l = LLVMGetLinkage(v);
            if (LLVMIsDeclaration(v) || l == LLVMInternalLinkage || l == LLVMPrivateLinkage ||
                l == LLVMAvailableExternallyLinkage)
                continue;
            size_t len;
            const char *s = LLVMGetValueName2(v, &len);
            if (!len)
                continue;
            if (k == cap)
                names = realloc(names, sizeof *names * (size_t)(cap *= 2));
            names[k++] = strndup(s, len);
        }
    }
    *n = k;
    return names;
}

/* After the unit is linked: where its names went. */
void jit_image_note_unit(LLVMOrcLLJITRef J, char **names, int n)
{
    for (int i = 0; i < n; i++) {
        LLVMOrcExecutorAddress a = 0;
        LLVMErrorRef e = LLVMOrcLLJITLookup(J, &a, names[i]);
        if (e)
            LLVMConsumeError(e);
        else
            sym_add(names[i], (uintptr_t)a);
    }
}

void jit_image_note_frame(void *eh_frame)
{
    if (img.nframes == img.capframes) {
        img.capframes = img.capframes ? 2 * img.capframes : 64;
        img.frames = realloc(img.frames, sizeof *img.frames * img.capframes);
    }
    img.frames[img.nframes++] = eh_frame;
}

/* A stub for a shared-library function: `jmp *slot(%rip)`, the slot on a page of its own
 * so that the code page stays read-only and executable. */
static void *make_stub(const char *name, void *target)
{
    if (!img.stubs || img.nstubs == STUBS_PER_PAGE) {
        img.stubs = rt_image_alloc_pages(4096);
        img.slots = rt_image_alloc_pages(4096);
        if (!img.stubs || !img.slots)
            return NULL;
        img.nstubs = 0;
        memset(img.stubs, 0xcc, 4096); /* int3 between stubs */
        mprotect(img.stubs, 4096, PROT_READ | PROT_WRITE); /* (recorded, then undone below) */
    } else {
        mprotect(img.stubs, 4096, PROT_READ | PROT_WRITE);
    }
    unsigned char *code = img.stubs + 16 * img.nstubs;
    void **slot = img.slots + img.nstubs;
    int32_t disp = (int32_t)((char *)slot - (char *)(code + 6));
    code[0] = 0xff; /* jmp *disp32(%rip) */
    code[1] = 0x25;
    memcpy(code + 2, &disp, 4);
    *slot = target;
    img.nstubs++;
    mprotect(img.stubs, 4096, PROT_READ | PROT_EXEC);
    if (img.nimports == img.capimports) {
        img.capimports = img.capimports ? 2 * img.capimports : 64;
        img.imports = realloc(img.imports, sizeof *img.imports * img.capimports);
    }
    img.imports[img.nimports++] = (img_import){strdup(name), slot};
    return code;
}

/* Is p one of the import slots (they point into shared libraries until a start fills
 * them again)? For the image check. */
bool jit_image_is_slot(const void *p)
{
    for (size_t i = 0; i < img.nimports; i++)
        if ((const void *)img.imports[i].slot == p)
            return true;
    return false;
}

/* Is addr inside the jolt executable (fixed addresses), and is a symbol data? */
static bool in_binary(void *addr)
{
    extern char _end[];
    Dl_info info;
    return (uintptr_t)addr < (uintptr_t)_end && dladdr(addr, &info);
}

/* Is addr in an executable segment of a loaded object (code, not data)? An IFUNC's
 * dlsym result is its chosen implementation, which has no dynamic symbol of its own. */
typedef struct { uintptr_t addr; bool exec; } seg_query;
static int find_segment(struct dl_phdr_info *info, size_t size, void *data)
{
    (void)size;
    seg_query *q = data;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        uintptr_t lo = info->dlpi_addr + ph->p_vaddr;
        if (ph->p_type == PT_LOAD && q->addr >= lo && q->addr < lo + ph->p_memsz) {
            q->exec = (ph->p_flags & PF_X) != 0;
            return 1;
        }
    }
    return 0;
}

static bool is_function(void *addr)
{
    seg_query q = {(uintptr_t)addr, false};
    dl_iterate_phdr(find_segment, &q);
    return q.exec;
}

/* Answer lookups for the JIT: building, shared-library functions become stubs; after a
 * start from an image, the image's own names are answered from the table. */
static LLVMErrorRef generate(LLVMOrcDefinitionGeneratorRef gen, void *ctx,
                             LLVMOrcLookupStateRef *state, LLVMOrcLookupKind kind,
                             LLVMOrcJITDylibRef jd, LLVMOrcJITDylibLookupFlags flags,
                             LLVMOrcCLookupSet set, size_t n)
{
    (void)gen, (void)ctx, (void)state, (void)kind, (void)flags;
    LLVMOrcCSymbolMapPairs pairs = malloc(sizeof *pairs * (n ? n : 1));
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        const char *name = LLVMOrcSymbolStringPoolEntryStr(set[i].Name);
        uintptr_t addr = 0;
        if (rt_image_building) {
            void *p = dlsym(RTLD_DEFAULT, name);
            if (!p || in_binary(p))
                continue; /* the process generator gives the binary's own address */
            if (!is_function(p)) {
                fprintf(stderr, "jolt: Base image code refers to %s, data of a shared library, "
                        "which moves from run to run\n", name);
                exit(1);
            }
            addr = (uintptr_t)make_stub(name, p);
        } else {
            img_sym *s = sym_find(name);
            if (s && s->name)
                addr = s->addr;
        }
        if (!addr)
            continue;
        LLVMOrcRetainSymbolStringPoolEntry(set[i].Name);
        pairs[k].Name = set[i].Name;
        pairs[k].Sym.Address = addr;
        pairs[k].Sym.Flags.GenericFlags = LLVMJITSymbolGenericFlagsExported | LLVMJITSymbolGenericFlagsCallable;
        pairs[k].Sym.Flags.TargetFlags = 0;
        k++;
    }
    LLVMErrorRef e = NULL;
    if (k)
        e = LLVMOrcJITDylibDefine(jd, LLVMOrcAbsoluteSymbols(pairs, k));
    free(pairs);
    return e;
}

/* The generator to put in front of the process's, or NULL when there is no image. */
LLVMOrcDefinitionGeneratorRef jit_image_generator(void)
{
    if (!rt_image_building && !(rt_image_loaded && img.nsyms))
        return NULL;
    return LLVMOrcCreateCustomCAPIDefinitionGenerator(generate, NULL, NULL);
}

/* ---------------------------------------------------------------- a start */

/* After the image is mapped, before any of its code runs: imports point into this
 * process's libraries, the units' frames are known to the unwinder. False: an import
 * is missing (the image cannot be used). */
bool jit_image_code_restore(void)
{
    for (size_t i = 0; i < img.nimports; i++) {
        void *p = dlsym(RTLD_DEFAULT, img.imports[i].name);
        if (!p)
            return false;
        *img.imports[i].slot = p;
    }
    frames_pending = img.nframes > 0;
    return true;
}

/* Before the first unwind (jolt's _Unwind_Backtrace, image_malloc.c): the image units'
 * frames are given to libgcc's unwinder. Registering them at each start read the first
 * bytes of ~1,200 units' .eh_frame, a page fault and 64 KiB of resident memory each,
 * for processes that mostly never unwind. Once, whichever thread gets here first; the
 * others wait (a stack overflow's handler may be one of them). */
void jit_image_frames_ready(void)
{
    static int state; /* 0 not yet, 1 being registered, 2 done */
    if (!frames_pending || __atomic_load_n(&state, __ATOMIC_ACQUIRE) == 2)
        return;
    int expect = 0;
    if (__atomic_compare_exchange_n(&state, &expect, 1, false, __ATOMIC_ACQ_REL,
                                    __ATOMIC_ACQUIRE)) {
        void (*reg)(void *) = (void (*)(void *))dlsym(RTLD_NEXT, "__register_frame");
        for (size_t i = 0; reg && i < img.nframes; i++)
            reg(img.frames[i]);
        __atomic_store_n(&state, 2, __ATOMIC_RELEASE);
        return;
    }
    while (__atomic_load_n(&state, __ATOMIC_ACQUIRE) != 2)
        sched_yield();
}
