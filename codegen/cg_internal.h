/* cg_internal.h — codegen's shared structures (not exported beyond codegen/). */
#ifndef JOLT_CG_INTERNAL_H
#define JOLT_CG_INTERNAL_H
#include "cg.h"

/* How a value of a given static type is held in LLVM. */
typedef enum {
    CG_GHOST,   /* zero-size singleton (nothing, typeof(f), Type{T}): no bits */
    CG_UNBOXED, /* concrete immutable: i64/double/i8/struct — may contain pointers */
    CG_UNION,   /* small union of unboxed/ghost members: {[n x i64] payload, i8 tag} */
    CG_BOXED    /* pointer to a heap object (also for abstract types, Any, big unions) */
} cg_repr;

typedef struct cg_val {
    LLVMValueRef v;   /* the LLVM value (NULL for ghosts) */
    rt_value *type;   /* its static Julia type */
} cg_val;

typedef struct cg_unit {
    LLVMModuleRef mod;        /* module being built */
    cg_mode mode;             /* JIT or AOT */
    LLVMBuilderRef b;         /* builder for the current function */
    ir_mi **emitted;          /* mis whose bodies are in this module */
    int nemitted, capemitted; /* used / allocated */
    ir_mi **again;            /* JIT: earlier units' specializations whose bodies are emitted
                                 again here, available_externally, so LLVM can inline them */
    int *againdepth;          /* for each: 1 = called by this unit's own code, 2 = by one of
                                 those, ... */
    int nagain, capagain;     /* used / allocated */
    int againstmts;           /* statements re-emitted so far (bounded per unit) */
    int thunkstmts;           /* of those, for top-level code's own calls (bounded apart,
                                 so a thunk's printing leaves the functions their share) */
    bool in_thunk;            /* a top-level thunk's body is being emitted */
    int curdepth;             /* the again-depth of the body being emitted (0: own code) */
    bool curloopy;            /* that body, or the unit's own body it is emitted again for,
                                 has a loop: a whole call tree is worth inlining there */
    uint8_t *againloopy;      /* for each of again: curloopy where it was reached */
    bool osr_blocked;         /* one of those loops cannot be entered by on-stack
                                 replacement: the JIT optimises the unit at once (cg_tier.c) */
    /* AOT image: constants rebuilt at start-up */
    rt_value **consts;        /* objects referenced */
    LLVMValueRef *constglobals; /* their globals */
    int nconsts, capconsts;   /* used / allocated */
    LLVMValueRef image_init;  /* jolt_image_init() being built */
    LLVMBuilderRef ib;        /* builder positioned in image_init */
} cg_unit;

/* Per-function state. */
typedef struct cg_fn {
    cg_unit *u;               /* unit */
    ir_mi *mi;                /* specialization */
    ir_func *f;               /* its typed code */
    LLVMValueRef fn;          /* the LLVM function */
    LLVMBuilderRef b;         /* builder */
    LLVMBasicBlockRef *blocks;/* block starting at each statement (NULL if none) */
    LLVMValueRef *slots;      /* alloca per slot */
    LLVMValueRef *defined;    /* per slot read before it may be assigned (maybe_undef): an
                                 i8 alloca, 1 once assigned; NULL for the others */
    cg_val *ssa;              /* value of each statement */
    bool boxed_ret;           /* thunk: return boxed */
    LLVMBuilderRef eb;        /* builder for allocas in the entry block */
    LLVMBasicBlockRef entry;  /* the entry block (allocas only, then a branch) */
    struct cg_exc_fn *exc;    /* handlers and debug locations (cg_exc.c) */
    LLVMValueRef self_call;   /* target of the code's calls of itself, NULL = its own function */
    bool memfree_self;        /* the code touches no memory: its calls of itself are memory(none) */
    LLVMValueRef gframe;      /* fallback body: its rt_bt_gframe alloca, else NULL */
    bool osr_entry;           /* the optimised OSR variant: a last parameter holds the state
                                 to enter a loop header with (cg_tier.c) */
    LLVMBasicBlockRef osr_block; /* baseline: the block that leaves for the optimised code */
    LLVMValueRef osr_phi;     /* its phi: which loop header was hot */
    LLVMBasicBlockRef osr_resume; /* where the loops go on when there is no optimised code */
    LLVMValueRef osr_switch;  /* its switch back to the headers */
} cg_fn;

/* the JIT's tiers (cg_tier.c) */
bool *cg_loop_headers(const ir_func *f);
void cg_tier_loop_marker(cg_fn *F, int stmt);
void cg_tier_osr_exit(cg_fn *F);
void cg_tier_osr_entry(cg_fn *F, LLVMBasicBlockRef start);

/* types & conversions (cg_types.c) */
cg_repr cg_repr_of(rt_value *t);
LLVMTypeRef cg_llvm_type(rt_value *t);        /* storage type for a value of static type t */
LLVMTypeRef cg_llvm_dt(rt_type *dt);          /* unboxed layout of a concrete DataType */
unsigned cg_field_index(rt_type *dt, int i);   /* field i's element index in cg_llvm_dt(dt) */
LLVMValueRef cg_agg_start(rt_type *dt);        /* value to insert dt's fields into */
LLVMTypeRef cg_ptr_t(void);
LLVMTypeRef cg_i64(void);
LLVMTypeRef cg_i32(void);
LLVMTypeRef cg_i8(void);
LLVMTypeRef cg_i1(void);
LLVMTypeRef cg_f64(void);
LLVMTypeRef cg_void(void);
LLVMTypeRef cg_ghost_t(void);
int cg_union_tag(rt_value *u, rt_value *member); /* 1-based; 0 if not a member */
int cg_union_words(rt_value *u);
cg_val cg_convert(cg_fn *F, cg_val v, rt_value *to);        /* v.type <: to */
cg_val cg_narrow(cg_fn *F, cg_val v, rt_value *to);         /* checked: throws TypeError */
LLVMValueRef cg_box(cg_fn *F, cg_val v);
cg_val cg_unbox(cg_fn *F, LLVMValueRef p, rt_value *t);      /* p points at a t object */
cg_val cg_ghost(rt_value *t);
LLVMValueRef cg_alloca(cg_fn *F, LLVMTypeRef t, const char *name); /* in the entry block */
LLVMValueRef cg_union_tag_of(cg_fn *F, cg_val v);            /* i8 tag of a union value */
cg_val cg_union_member(cg_fn *F, cg_val v, rt_value *member);/* reinterpret payload */
LLVMValueRef cg_typeof_boxed(cg_fn *F, LLVMValueRef p);      /* header load */
LLVMValueRef cg_dyn_type(cg_fn *F, cg_val v);                /* the DataType of any value */

/* constants (cg_const.c) */
LLVMValueRef cg_const_obj(cg_unit *u, LLVMBuilderRef b, rt_value *obj);
LLVMValueRef cg_const_binding(cg_unit *u, LLVMBuilderRef b, rt_binding *bnd);
cg_val cg_const_val(cg_fn *F, rt_value *c);  /* a literal in its unboxed representation */

/* runtime functions (cg_rtcall.c) */
LLVMValueRef cg_rt_fn(cg_unit *u, const char *name, LLVMTypeRef ret, int n, LLVMTypeRef *args,
                      bool noreturn);
LLVMValueRef cg_call_rt(cg_fn *F, const char *name, LLVMTypeRef ret, int n, LLVMValueRef *args);
void cg_side_effect_marker(cg_fn *F); /* llvm.sideeffect (cg_rtcall.c) */
/* static parameter idx of a generic specialization, found at run time (cg_generic.c) */
cg_val cg_static_param_dynamic(cg_fn *F, int idx);
void cg_throw_rt(cg_fn *F, const char *name, int n, LLVMValueRef *args); /* noreturn call */
LLVMValueRef cg_alloc_obj(cg_fn *F, rt_type *t);

/* statements */
cg_val cg_emit_builtin(cg_fn *F, ir_stmt *s, int b, int n, cg_val *args);
cg_val cg_operand(cg_fn *F, ir_val v);
LLVMValueRef cg_mi_function(cg_unit *u, ir_mi *mi);     /* declaration (or definition) */
/* mi's argument i inside its specialization fn (a ghost's is undef: no parameter). */
LLVMValueRef cg_mi_param(LLVMValueRef fn, ir_mi *mi, int i);
/* A call of mi's specialization fn with its nargs arguments av (the ghosts are left out);
 * its value (undef for a ghost result). */
LLVMValueRef cg_mi_call(LLVMBuilderRef b, ir_mi *mi, LLVMValueRef fn, LLVMValueRef *av);
cg_val cg_call_mi(cg_fn *F, ir_mi *mi, int n, cg_val *args);
void cg_split_check(cg_fn *F, ir_stmt *s);                   /* cg_usplit.c: ir_stmt.split */
cg_val cg_emit_split_call(cg_fn *F, ir_stmt *s, int n, cg_val *args); /* ir_stmt.targets */
cg_val cg_emit_cfunction(cg_fn *F, ir_stmt *s, int n, cg_val *a); /* cg_cfunction.c */
cg_val cg_call_dynamic(cg_fn *F, int n, cg_val *args, rt_value *rettype);
/* fname(rt_value **args, uint32_t n) with every argument boxed, result narrowed to rettype */
cg_val cg_call_boxed_args(cg_fn *F, const char *fname, int n, cg_val *args, rt_value *rettype);

/* exceptions and backtrace records (cg_exc.c) */
void cg_fn_attr(LLVMValueRef fn, const char *name, uint64_t val); /* enum attribute (cg_unit.c) */
void cg_exc_begin(cg_fn *F, bool thunk); /* after slots: handlers, DISubprogram */
void cg_gframe_enter(cg_fn *F);          /* fallback body: push its rt_bt_gframe */
void cg_gframe_leave(cg_fn *F);          /* before each return: pop it */
void cg_exc_stmt(cg_fn *F, int i);       /* before statement i: its debug location */
void cg_exc_emit(cg_fn *F, int i);       /* IR_ENTER / IR_LEAVE / IR_POPEXC */
void cg_exc_end(cg_fn *F);               /* volatile slots, finish the subprogram */
void cg_exc_wrapper(cg_fn *F);           /* boxed-entry wrapper: hidden frame */
void cg_exc_wrapper_end(cg_fn *F);
#endif
