/* cg.h — codegen: typed IR → LLVM IR, through the LLVM 19 C API.
 *
 * A cg_unit is one LLVM module under construction. Emitting a specialization also emits
 * every specialization it calls directly that has no machine code yet; those already
 * compiled are declared and resolved by name (JIT) or live in the same module (AOT).
 * Runtime objects referenced by code (types, symbols, strings, functions, bindings) are
 * inttoptr constants in JIT units and globals filled in by an image-initialisation
 * function in AOT units (cg_const.c), so an executable rebuilds them at start-up.
 *
 * Layer prefix: `cg_`.
 */
#ifndef JOLT_CG_H
#define JOLT_CG_H

#include "../ir/ir.h"
#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

typedef enum { CG_JIT, CG_AOT } cg_mode;
typedef struct cg_unit cg_unit;

void cg_init(void);                      /* targets, the shared context */
LLVMContextRef cg_context(void);
void cg_set_context(LLVMContextRef c);   /* the JIT's ThreadSafeContext's context */
cg_unit *cg_unit_new(const char *name, cg_mode mode);
LLVMModuleRef cg_unit_module(cg_unit *u);
/* The specialized function of mi (emitted into u when it has no code yet). */
LLVMValueRef cg_emit_mi(cg_unit *u, ir_mi *mi);
/* The boxed entry `ptr f(ptr args, i32 nargs)` of mi. */
LLVMValueRef cg_emit_boxed(cg_unit *u, ir_mi *mi);
/* A top-level thunk as `ptr name(void)` returning the boxed value. */
LLVMValueRef cg_emit_thunk(cg_unit *u, ir_mi *mi, const char *name);
/* AOT: a `const` initialiser's thunk that also binds its value to m.s, so that code reading
 * the constant in the executable shares the object the program made. */
LLVMValueRef cg_emit_const_thunk(cg_unit *u, ir_mi *mi, const char *name, rt_module *m,
                                 rt_sym *s);
/* AOT: m.s is such a binding; code that uses its value (a mutable object) reads it. */
void cg_aot_note_const(rt_module *m, rt_sym *s);
/* The mis whose bodies were emitted into u (to mark compiled after the JIT adds u). */
int cg_unit_emitted(cg_unit *u, ir_mi ***out);
/* AOT: register every emitted specialization's boxed entry for dynamic dispatch. */
void cg_aot_register_all(cg_unit *u);
/* AOT: register mi (a generic specialization) as a dispatch fallback for its argument
 * types; register a method signature with no compiled fallback (jit/aot_generic.c). */
void cg_aot_register_generic(cg_unit *u, ir_mi *mi);
void cg_aot_register_method_sig(cg_unit *u, rt_value *sig);
/* AOT: describe a method of a table reached dynamically, in the order Julia lists the
 * table (rt_aot_method_record): its signature, its position in definition order, how an
 * ambiguity error and a "Closest candidates" line show it, and the positions (in listing
 * order) of the methods more specific than it, comma-separated. */
void cg_aot_method_record(cg_unit *u, rt_value *sig, int defpos, const char *shown,
                          const char *loc, const char *beaten_by);
/* AOT: the keyword names (newline-separated) of the method recorded last, for its
 * candidate line (rt_aot_method_kwnames). */
void cg_aot_method_kwnames(cg_unit *u, const char *names);
/* Mark mi's emitted body as cold fallback code: optnone, noinline, cold. */
void cg_mark_cold(cg_unit *u, ir_mi *mi);
/* AOT, before optimisation: share m's functions out between the program's part (kept by
 * cg_split_keep_hot, to be optimised) and `nparts` cold parts (the fallback bodies, optnone,
 * and their boxed entries; each kept by cg_split_keep_cold in its own process and generated
 * at -O0). Local symbols used across parts become hidden globals, so the objects link
 * together. Returns the number of cold parts (fewer than asked for a few hundred cold
 * functions); 0 leaves m whole, with no cold function (cg_split.c). */
#define CG_SPLIT_MAX_PARTS 8
int cg_split_prepare(LLVMModuleRef m, int nparts);
void cg_split_keep_hot(LLVMModuleRef m);
void cg_split_keep_cold(LLVMModuleRef m, int part); /* part: 1..nparts */
/* AOT: finish the image-initialisation function `jolt_image_init`. */
void cg_finish_image(cg_unit *u);
/* AOT: have the image re-create every type declared in m and its own submodules. */
void cg_aot_keep_types(cg_unit *u, rt_module *m);
/* Run the pass pipeline for -O level (0..3) with a host target machine. */
void cg_optimize(LLVMModuleRef m, int level);
/* The baseline tier's light pipeline (cg_tier.c). */
void cg_optimize_baseline(LLVMModuleRef m);
/* The JIT's tiers (cg_tier.c). cg_tiering (set by the JIT) has JIT bodies mark their loop
 * headers; cg_tier_hooks names the JIT's functions that baseline code calls:
 * tierup(ir_mi *mi, void **slot, int32_t *calls) at a function's CG_TIER_CALLS-th call
 * (it stores the optimised code's address in *slot, where the function forwards from
 * then on) and void *osr(ir_mi *mi, void **slot, int32_t thunk) at a loop header's
 * CG_TIER_LOOPS-th entry (the OSR variant's address, or NULL). */
#define CG_TIER_CALLS 1000
#define CG_TIER_LOOPS 10000
/* On x86-64 a baseline function starts with this many bytes of no-ops, which tier-up
 * overwrites with a jump to the optimised code (jit/orc.c patch_entry); elsewhere (0) its
 * prologue loads the slot and forwards with a musttail call. */
#if defined(__x86_64__)
#define CG_TIER_PATCH_BYTES 13
#else
#define CG_TIER_PATCH_BYTES 0
#endif
extern bool cg_tiering;
void cg_tier_hooks(void *tierup, void *osr);
/* whether f (may be NULL) has a loop (a backward jump); whether each of its loops can be
 * entered by on-stack replacement (no statement value used across a loop header, no try) */
bool cg_loop_has_any(const ir_func *f);
bool cg_osr_able(const ir_func *f);
/* one of u's loops cannot be entered by on-stack replacement: optimise u at once */
bool cg_unit_osr_blocked(cg_unit *u);
/* Before verification: make u baseline code (prologues, no re-emitted bodies) */
void cg_tier_baseline(cg_unit *u);
/* Before verification: the loop markers become counters (baseline) or false */
void cg_tier_resolve(cg_unit *u, bool baseline);
/* mi's OSR variant (the body with a trailing state parameter), named name; thunk: mi is
 * a top-level thunk (`ptr name(ptr state)`) */
LLVMValueRef cg_emit_osr(cg_unit *u, ir_mi *mi, const char *name, bool thunk);
/* Fill opt (mi's function type, no body) with a call of osr passing a NULL state */
void cg_tier_opt_wrapper(LLVMValueRef opt, LLVMValueRef osr);
/* mi's function type (cg_func.c) */
LLVMTypeRef cg_mi_fntype(ir_mi *mi);
LLVMTargetMachineRef cg_host_tm(int level, bool pic);
LLVMTargetMachineRef cg_baseline_tm(void);
LLVMTargetMachineRef cg_full_tm(void);
bool cg_verify(LLVMModuleRef m, char **msg);
extern int cg_opt_level;
/* Backtrace records (cg_exc.c): finish debug info before verification; after the pass
 * pipeline, place call-site records and strip debug info (cg_optimize calls both). */
void cg_exc_finalize(LLVMModuleRef m);
void cg_exc_finish_module(LLVMModuleRef m);
/* Insert now the backtrace call-site records of the functions `pick` accepts (code the
 * optimizer will not change); cg_exc_finish_module does the rest. */
void cg_exc_records(LLVMModuleRef m, bool (*pick)(LLVMModuleRef, LLVMValueRef));
/* Drop the descriptors emitted into m's assembly so far (they went with a split-off
 * half); those m's own records need are emitted again. */
void cg_exc_forget_descriptors(LLVMModuleRef m);
/* The JIT registers a unit's records by looking up this end marker (false: none). */
bool cg_exc_has_marker(LLVMModuleRef m, char *buf, size_t n);

#endif
