/* ir.h — jolt's intermediate representation, method tables and inference.
 *
 * One `ir_func` holds the code of one method body or one top-level thunk, as a linear
 * list of statements in the style of Julia's lowered CodeInfo: statement i defines the
 * SSA value %i (when it yields a value); control flow is `goto`/`gotoifnot` to statement
 * indices; named variables (arguments first, then locals) are *slots* assigned with
 * IR_ASSIGN and read as operands.
 *
 * Lowering (frontend/lower.c) builds the untyped form. Inference (ir/infer.c) fills in
 * the `type` of every statement and slot and resolves calls, turning it into typed IR,
 * one copy per specialization (`ir_mi`, a MethodInstance). Codegen reads typed IR.
 *
 * Layer prefix: `ir_`.
 */
#ifndef JOLT_IR_H
#define JOLT_IR_H

#include "../runtime/rt.h"

/* ---------------------------------------------------------------- operands */
typedef enum {
    IRV_NONE = 0, /* no operand */
    IRV_SSA,      /* result of statement `idx` */
    IRV_SLOT,     /* slot `idx` (0 = #self#, 1..nargs-1 = arguments, then locals) */
    IRV_CONST,    /* a literal runtime value `c` (boxed; QuoteNode-free) */
    IRV_GLOBAL,   /* global variable `name` in module `mod` */
} ir_vkind;

typedef struct ir_val {
    ir_vkind kind;       /* which operand */
    int32_t idx;         /* SSA statement index or slot number */
    rt_value *c;         /* IRV_CONST: the value */
    rt_module *mod;      /* IRV_GLOBAL: module */
    rt_sym *name;        /* IRV_GLOBAL: variable name */
} ir_val;

/* ---------------------------------------------------------------- statements */
typedef enum {
    IR_NOP = 0,     /* nothing (placeholder, line markers) */
    IR_CALL,        /* %i = args[0](args[1..]) — generic call; builtins are constants */
    IR_INVOKE,      /* typed only: direct call of specialization `mi` */
    IR_NEW,         /* %i = new(args[0] :: Type, args[1..]) — struct construction */
    IR_ASSIGN,      /* slot `slot` = args[0] */
    IR_SETGLOBAL,   /* global (mod, name) = args[0] */
    IR_GOTO,        /* goto statement `target` */
    IR_GOTOIFNOT,   /* if !args[0] goto `target` (args[0] must be Bool) */
    IR_RETURN,      /* return args[0] */
    IR_ENTER,       /* push exception handler; on throw continue at `target` */
    IR_LEAVE,       /* pop `target` handlers (count, not a statement index) */
    IR_THE_EXC,     /* %i = the exception being handled */
    IR_POPEXC,      /* restore exception state after a catch block */
    IR_ISDEFINED,   /* %i = slot `slot` has been assigned (Bool) */
    IR_UNDEFCHECK,  /* throw UndefVarError(name) unless slot `slot` is assigned */
    IR_SPLATNEW,    /* %i = new(args[0], args[1]::Tuple...) */
    IR_STATIC_PARAM,/* %i = static parameter number `slot` (from `where T`) */
    IR_LOOPINFO     /* marker, unused */
} ir_op;

/* Inference lattice element: a type, optionally a known constant value. */
typedef struct ir_lat {
    rt_value *type;  /* a type (DataType, Union, UnionAll, Union{} = rt_bottom), NULL = unset */
    rt_value *cnst;  /* the exact value when known (Const), else NULL */
} ir_lat;

struct ir_mi;

typedef struct ir_stmt {
    ir_op op;           /* operation */
    int32_t line;       /* source line (for errors/backtraces), 0 unknown */
    int32_t nargs;      /* number of operands in args */
    ir_val *args;       /* operands */
    int32_t slot;       /* IR_ASSIGN / IR_ISDEFINED / IR_UNDEFCHECK: slot; static param idx */
    int32_t target;     /* IR_GOTO/IR_GOTOIFNOT/IR_ENTER: statement index; IR_LEAVE: count */
    rt_module *mod;     /* IR_SETGLOBAL: module */
    rt_sym *name;       /* IR_SETGLOBAL: variable name; IR_UNDEFCHECK: variable name */
    /* filled by inference */
    ir_lat type;        /* the statement's value */
    struct ir_mi *mi;   /* IR_INVOKE: the callee specialization */
    int32_t builtin;    /* IR_CALL of a builtin/intrinsic: its ir_builtin id, else -1 */
    ir_val *orig_args;  /* inlined wrapper call (inline.c): the call's own operands, else NULL */
    int32_t orig_nargs; /* number of orig_args */
    struct ir_mi *inlined; /* inlined wrapper call: the specialization it stood for (an
                           interpreted thunk still calls it: jit/orc.c prefetch_thunk) */
    uint8_t dead;       /* unreachable (never executed) per inference */
    struct ir_mi *split;/* IR_CALL of Union operands resolved for the one member combination
                           with a method (infer.c resolve_split): that specialization, whose
                           argt codegen tests the call's operands (orig_args when inlined)
                           against, the others going to dispatch (a MethodError) */
    struct ir_mi **targets; /* IR_CALL split over several member combinations with methods
                           (infer.c split_call): each one's specialization, tested in turn
                           by its argt; no match goes to dispatch. s->mi is then NULL */
    int32_t ntargets;   /* number of targets (0: not split so) */
    uint8_t targets_all;/* every member combination has its target: dispatch is never reached */
} ir_stmt;

typedef struct ir_slotinfo {
    rt_sym *name;       /* variable name (for printing), may be a gensym */
    uint8_t is_arg;     /* slot is an argument */
    uint8_t assigned_once; /* lowering: only one assignment */
    uint8_t maybe_undef;/* read before definitely assigned on some path */
    rt_value *declared; /* declared type (`x::T` in a local declaration), NULL if none */
    ir_lat type;        /* inference: join of everything assigned */
} ir_slotinfo;

typedef struct ir_func {
    rt_sym *name;        /* function name or :thunk */
    rt_module *module;   /* module whose globals it sees */
    rt_sym *file;        /* source file */
    int32_t line;        /* first line */
    int32_t nargs;       /* number of argument slots including #self# (slot 0) */
    uint8_t isva;        /* last argument is a vararg tuple */
    int32_t nslots;      /* total slots */
    ir_slotinfo *slots;  /* slots[nslots] */
    int32_t nstmts;      /* number of statements */
    int32_t capstmts;    /* allocated */
    ir_stmt *stmts;      /* statements */
    int32_t nsparams;    /* number of static parameters (`where` variables) */
    rt_sym **sparam_names; /* their names */
    void (*lazy)(struct ir_func *f); /* body not lowered yet: lowering fills f in place */
    void *lazy_data;     /* what `lazy` needs */
} ir_func;

/* A method body as it stands: lowered now if lowering deferred it (Base's bodies are
 * lowered on first use). Every reader of a method's `src` goes through this. */
static inline ir_func *ir_func_ready(ir_func *f)
{
    if (f && f->lazy) {
        void (*fill)(ir_func *) = f->lazy;
        f->lazy = NULL;
        fill(f);
    }
    return f;
}

/* Set slots[].maybe_undef: slots some path reads before assigning them (ir/undef.c). */
void ir_find_maybe_undef(ir_func *f);

/* Building (used by lowering). */
ir_func *ir_func_new(rt_sym *name, rt_module *m, rt_sym *file, int32_t line);
int32_t ir_add_slot(ir_func *f, rt_sym *name, bool is_arg);
int32_t ir_emit(ir_func *f, ir_op op, int32_t line, int32_t nargs, const ir_val *args);
ir_val ir_ssa(int32_t idx);
ir_val ir_slot(int32_t idx);
ir_val ir_const(rt_value *c);
ir_val ir_global(rt_module *m, rt_sym *name);
ir_val ir_none(void);
/* Printing: untyped (lowered) and typed forms. */
void ir_print_func(FILE *out, const ir_func *f, bool typed);
void ir_print_val(FILE *out, const ir_func *f, ir_val v);
void ir_print_type(FILE *out, rt_value *t);   /* Julia's type printing */
char *ir_type_str(rt_value *t);                /* same, into a GC string */

/* ---------------------------------------------------------------- top level */
/* A top-level statement is turned by lowering into declaration items, executed by the
 * driver at compile time (they also run first in an AOT image), and thunks, run in order. */
typedef enum {
    IR_TOP_THUNK,     /* run `thunk` */
    IR_TOP_METHOD,    /* define a method: `fname` in `module`, signature AST, body `body` */
    IR_TOP_STRUCT,    /* define a struct/abstract/primitive type from `ast` */
    IR_TOP_MODULE,    /* a module: `ast` is the (:module ...) expression */
    IR_TOP_USING,     /* using/import: `ast` */
    IR_TOP_EXPORT,    /* export: `ast` */
    IR_TOP_CONST,     /* const `name` = value of `thunk` (evaluated by the driver) */
    IR_TOP_ERROR      /* lowering error: `msg` (thrown when reached) */
} ir_topkind;

typedef struct ir_method_def {
    rt_sym *fname;       /* function name (binding in module), or NULL when fexpr is used */
    rt_value *fexpr;     /* expression naming the function when qualified (Base.:+) or a type */
    rt_value **argtypes; /* AST of each argument's type annotation (NULL = Any); [0] = #self# */
    int32_t nargs;       /* including #self# */
    uint8_t isva;        /* last argument is `x...` */
    rt_value **sparams;  /* AST of each `where` variable (Symbol, or (<: T ub), ...) */
    int32_t nsparams;    /* number of where-variables */
    ir_func *body;       /* lowered body; slots 0..nargs-1 are the arguments */
    rt_value *kwinfo;    /* keyword arguments (NULL if none): lowering-defined form */
    rt_sym **kwnames;    /* keywords the method accepts, as a MethodError's candidates list
                          * them (Julia's kwarg_decl): declaration order, a slurp last as
                          * `kws...`; NULL when it takes none (set by frontend/lower_kw.c) */
    int32_t nkwnames;    /* number of kwnames */
} ir_method_def;

typedef struct ir_topitem {
    ir_topkind kind;     /* what this item is */
    int32_t line;        /* source line */
    ir_func *thunk;      /* IR_TOP_THUNK / IR_TOP_CONST */
    ir_method_def *method; /* IR_TOP_METHOD */
    rt_value *ast;       /* IR_TOP_STRUCT/MODULE/USING/EXPORT: the expression */
    rt_sym *name;        /* IR_TOP_CONST: binding name */
    rt_module *module;   /* module the item belongs to */
    const char *msg;     /* IR_TOP_ERROR: message */
} ir_topitem;

typedef struct ir_toplevel {
    int32_t n, cap;      /* items used / allocated */
    ir_topitem *items;   /* in source order */
} ir_toplevel;

void ir_top_push(ir_toplevel *t, ir_topitem item);

/* ---------------------------------------------------------------- builtins */
/* Builtin functions (Core: ===, isa, typeof, getfield, tuple, ...) and intrinsics
 * (Core.Intrinsics: add_int, ...) are rt_function objects created by ir_builtins_init;
 * inference and codegen recognise them by id. */
typedef enum {
#define IR_BUILTIN(id, name, mod) id,
#include "builtins.def"
#undef IR_BUILTIN
    IR_NBUILTINS
} ir_builtin;
extern rt_function *ir_builtin_fn[IR_NBUILTINS];
void ir_builtins_init(void);
int ir_builtin_id(rt_value *f); /* -1 if f is not a builtin */
bool ir_builtin_is_intrinsic(int b); /* b is in Core.Intrinsics */


/* ---------------------------------------------------------------- methods (methods.c) */
typedef struct ir_method {
    rt_value *sig;          /* Tuple{typeof(f), argtypes...}, wrapped in UnionAlls for `where` */
    int32_t nargs;          /* including #self# */
    uint8_t isva;           /* last argument is a vararg */
    int32_t nsparams;       /* number of `where` variables (UnionAll wrappers of sig) */
    ir_func *src;           /* lowered body */
    rt_sym *name;           /* function name (for printing) */
    rt_sym *file;           /* definition site */
    int32_t line;           /* definition line */
    rt_sym **kwnames;       /* its keywords as candidates show them (ir_method_def.kwnames;
                             * copied where the method is registered), NULL if none */
    int32_t nkwnames;       /* number of kwnames */
    struct ir_mi **specs;   /* specializations made so far */
    rt_value **spectypes;   /* specs[i]->argtypes side by side: a lookup reads this one array,
                             * not every ir_mi (which lie on pages of their own in an image) */
    int32_t nspecs, capspecs; /* used / allocated (both arrays) */
} ir_method;

typedef struct ir_mtable {
    rt_sym *name;           /* function name */
    ir_method **methods;    /* sorted most specific first */
    int32_t n, cap;         /* used / allocated */
    rt_typename *tn;        /* the TypeName owning this table */
    rt_value **missing_tt;  /* argument tuple types of calls compiled as "no method" */
    struct ir_mi **missing_by; /* the specialization that made each such call */
    int32_t nmissing, capmissing; /* used / allocated */
} ir_mtable;

enum { IR_MI_NEW = 0, IR_MI_INFERRING, IR_MI_DONE };

typedef struct ir_mi {
    ir_method *def;         /* the method */
    rt_value *argtypes;     /* Tuple{typeof(f), ...} of the (concrete) argument types */
    int32_t nargs;          /* number of argument types incl. #self# (after vararg expansion) */
    rt_value **argt;        /* argument types as an array [nargs] */
    rt_value **sparams;     /* values of the static parameters [def->nsparams] */
    ir_func *code;          /* typed copy of def->src, NULL until inferred */
    ir_lat rettype;         /* inferred return type */
    uint8_t state;          /* IR_MI_NEW / IR_MI_INFERRING / IR_MI_DONE */
    int32_t depth;          /* position on the inference stack while inferring */
    int32_t cycle_depth;    /* lowest stack depth of an in-progress mi it consulted */
    char *cname;            /* symbol of the specialized LLVM function */
    void *fptr;             /* JIT: its optimised OSR variant, once compiled (jit/orc.c) */
    rt_fptr boxed;          /* JIT: address of the boxed entry */
    uint8_t emitted;        /* codegen has emitted it into the current unit */
    uint8_t compiled;       /* machine code exists (JIT) */
    uint8_t lookahead;      /* a thunk inferred only to see what it calls (ir_infer_lookahead):
                               recorded as no one's caller, since no code of it is kept */
    uint8_t tier_waited;    /* JIT: its baseline code's tier-up was put off once (jit/orc.c) */
    uint8_t tier_patchable; /* JIT: its baseline function starts with CG_TIER_PATCH_BYTES of
                               no-ops for tier-up's jump (codegen/cg_tier.c) */
    uint8_t generic;        /* made by ir_specialize_generic: declared types, sparams unknown */
    void *cg_data;          /* codegen's private data */
    struct ir_mi **callers; /* specializations whose inferred code calls this one directly */
    int32_t ncallers, capcallers; /* used / allocated */
    uint8_t invalid;        /* a method added later changes what this code would call */
    uint8_t memfree;        /* effects.c: touches no memory (valid when memfree_world matches) */
    uint32_t memfree_world; /* ir_world when memfree was computed, 0 = never */
    uint32_t gepoch;        /* ir_global_epoch its inference saw (the globals' types) */
    struct ir_mi *proxy;    /* a constant-propagation copy (infer.c): the specialization
                             * whose inference asked for it, which records its dependencies */
    const ir_lat *cprop;    /* that copy's argument lattice [nargs]: constants where known */
} ir_mi;

/* The method table of a function or a type's constructors (created on demand). */
ir_mtable *ir_mtable_of(rt_typename *tn);
ir_method *ir_method_add(ir_mtable *mt, rt_value *sig, int nsparams, ir_func *src,
                         int32_t nargs, bool isva);
/* The most specific method applicable to concrete argument types, NULL if none.
 * When several apply and none is more specific than all the others, the call is
 * ambiguous: NULL with *ambiguous = true (Julia throws a MethodError at run time).
 * sparams receives static-parameter values. */
ir_method *ir_method_lookup(ir_mtable *mt, int nargs, rt_value **argt, rt_value **sparams,
                            bool *ambiguous);
/* An ambiguous call's candidates (the applicable methods no other applicable method is
 * more specific than); 0 when the call is not ambiguous. */
int ir_method_ambiguities(ir_mtable *mt, int nargs, rt_value **argt, ir_method **out, int max);
/* Record that caller was compiled with the call f(argt...) having no method (argt[0] is
 * the callee's type; callee the callee value when known): a method added later that
 * applies invalidates caller. */
void ir_note_missing(rt_value *callee, int nargs, rt_value **argt, struct ir_mi *caller);
/* invoke(f, tt, ...): the method of f a call with argument types tt (a Tuple type) picks;
 * NULL when none, or when ambiguous (*ambiguous = true) (invoke.c). */
ir_method *ir_invoke_method(rt_value *f, rt_value *tt, bool *ambiguous);
/* Julia's type_morespecific for two method signatures (strict subtype, else element-wise). */
bool ir_sig_morespecific(rt_value *a, rt_value *b);
/* Install the runtime hooks printing MethodError candidates / ambiguities (methoderr.c);
 * done on the first method table's creation. */
void ir_install_error_hooks(void);
/* Install rt_return_type_hook (Core._return_type at run time), done by ir_builtins_init. */
void ir_install_return_type_hook(void);
/* A method as an ambiguity error lists it (`f(x::Int64, y) in Main at FILE:LINE`) and its
 * " at FILE:LINE" suffix, malloc'ed (AOT executables carry these as data). */
char *ir_method_shown(ir_method *m);
char *ir_method_location(ir_method *m);
/* Number of methods whose signature intersects the argument types (for dynamic calls). */
int ir_methods_matching(ir_mtable *mt, int nargs, rt_value **argt, ir_method **out, int max);
/* Record that caller's code calls callee directly (a backedge for invalidation). */
void ir_mi_add_caller(ir_mi *callee, ir_mi *caller);
/* Julia's invalidation: a specialization whose argument types a new method `sig` of mt
 * applies to, or any specialization of the replaced method `old` (may be NULL), is dropped
 * from its method's cache together with every caller, transitively, and the dynamic
 * dispatch caches they were in are cleared; later calls infer and compile afresh. */
void ir_invalidate_for(ir_mtable *mt, rt_value *sig, ir_method *old);
/* The specialization of m for argt (created if new). */
ir_mi *ir_specialize(ir_method *m, int nargs, rt_value **argt, rt_value **sparams);
/* The specialization of m for nargs arguments of its declared types (`where` variables
 * closed over, static parameters unknown until run time): the fallback an executable
 * dispatches to when no exact specialization was compiled. NULL if nargs does not fit. */
ir_mi *ir_specialize_generic(ir_method *m, int nargs);
/* The same for argument types argt (narrower than the declared ones, sparams unknown). */
ir_mi *ir_specialize_generic_at(ir_method *m, int nargs, rt_value **argt);
/* The declared argument types of m for nargs arguments, `where` variables closed over
 * (argt[nargs]); false if nargs does not fit m. */
bool ir_generic_argtypes(ir_method *m, int nargs, rt_value **argt);
/* The method table that a call to `callee` dispatches in (function or type), NULL if none. */
ir_mtable *ir_callee_mtable(rt_value *callee);

/* ---------------------------------------------------------------- inference (infer.c) */
typedef struct ir_infer_opts {
    bool aot;               /* closed world: record every specialization for dispatch tables */
    bool pure_fixed;        /* ir_thunk_pure/_constant also reject code reading a mutable
                               object (its contents may differ when an executable runs) */
    bool narrow_globals;    /* whole program: untyped globals may be narrowed (globals.c) */
} ir_infer_opts;
extern ir_infer_opts ir_opts;
void ir_infer(ir_mi *mi);
/* Whether an inference is under way (the JIT compiles nothing else meanwhile). */
bool ir_infer_busy(void);
/* Infer a top-level thunk (no arguments) in place. */
ir_mi *ir_infer_thunk(ir_func *f);
ir_mi *ir_infer_lookahead(ir_func *f);

/* ---------------------------------------------------------------- globals.c */
/* Untyped globals narrowed to one concrete type in a whole-program compile (see the file's
 * comment): inference reports stores, the driver decides between thunks, and a store
 * inferred after the decision outside the narrowed type breaks it. */
extern uint32_t ir_global_epoch; /* bumped by each ir_global_decide that narrows a global */
void ir_global_store(rt_binding *b, rt_value *t);
void ir_global_decide(void);
/* The type a read of b has in code whose inference saw epoch `epoch`. */
rt_value *ir_global_type(rt_binding *b, uint32_t epoch);
void ir_global_exclude(rt_sym *name);           /* never narrow a global so named */
int ir_global_broken(rt_binding **out, int max); /* globals whose guess failed; their count */
/* The value of an inferred thunk computed entirely by inference, with no effects (only
 * folded builtins), or NULL: such a thunk needs no machine code. */
rt_value *ir_thunk_constant(ir_mi *mi);
/* A constant that may stand for a call's result across specializations (infer.c). */
bool ir_return_const_ok(rt_value *c);
/* The thunk's inferred code and all it calls (a few levels deep) have no effects, so it
 * may be evaluated at compile time and evaluated again if that attempt fails. */
bool ir_thunk_pure(ir_mi *mi);
/* Effects (effects.c): the specialization reads and writes no memory and cannot throw,
 * so equal calls may be merged; it calls itself directly. ir_world counts method
 * definitions (cached answers are recomputed after one). */
extern uint32_t ir_world;
bool ir_mi_memory_free(ir_mi *mi);
bool ir_mi_self_recursive(ir_mi *mi);
ir_lat ir_lat_type(rt_value *t);
bool ir_is_leaf_argtype(rt_value *t); /* concrete, or Type{T} with T closed */
ir_lat ir_infer_val(ir_func *f, ir_val v); /* an operand's inferred lattice element */
rt_value *ir_callee_argtype(ir_lat f); /* a callee's type in a signature (Type{T} for T) */
ir_lat ir_lat_const(rt_value *v);
bool ir_lat_eq(ir_lat a, ir_lat b);
ir_lat ir_lat_join(ir_lat a, ir_lat b);
/* Widening used for slots and return types: unions of more than 4 members become Any. */
rt_value *ir_widen(rt_value *t);
void ir_print_mi_header(FILE *out, ir_mi *mi);
void ir_install_codetext_hook(void); /* codetext.c: rt_code_text_hook */
/* Called by inference for every mi that must be compiled (the JIT compiles lazily). */
extern void (*ir_on_new_mi)(ir_mi *mi);

#endif
