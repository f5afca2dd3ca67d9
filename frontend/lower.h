/* lower.h — internals shared by the lowering files (frontend/lower*.c); not an API.
 *
 * Lowering walks a Julia AST and emits untyped IR (docs/ir.md is the contract). One
 * lw_ctx lowers one function body or top-level thunk; nested anonymous/inner functions
 * get their own lw_ctx whose `parent` is the enclosing one (closures). Scopes form a chain
 * (lw_scope); each scope's locals are decided when it is entered, by scanning its body for
 * assignments and declarations (Julia's rule: order-independent within a scope).
 *
 * Files: lower.c (contexts, helpers, errors, entry points), lower_scope.c (scopes and name
 * resolution), lower_expr.c (calls, literals, operators, indexing, tuples, arrays,
 * broadcasting, strings), lower_ctrl.c (if/&&/||, loops, try, return/break/continue),
 * lower_assign.c (assignment, updating operators, destructuring), lower_top.c (top-level
 * items, function definitions, method signatures), lower_closure.c (anonymous functions,
 * inner functions, do-blocks, generators), lower_kw.c (keyword arguments),
 * lower_macro.c (built-in macros). */
#ifndef JOLT_LOWER_H
#define JOLT_LOWER_H

#include "fe.h"
#include <setjmp.h>

/* Scope kinds. */
enum {
    LW_SC_GLOBAL, /* the module's global scope (root of a top-level thunk) */
    LW_SC_FUNC,   /* a function body (holds the arguments) */
    LW_SC_HARD,   /* let, and any scope inside a function */
    LW_SC_SOFT    /* for/while/try body at top level */
};

typedef struct lw_ctx lw_ctx;

typedef struct lw_scope {
    struct lw_scope *parent; /* enclosing scope (may belong to an enclosing lw_ctx) */
    lw_ctx *ctx;             /* the function being lowered that owns this scope */
    int kind;                /* LW_SC_* */
    rt_sym **names;          /* local names */
    int32_t *slots;          /* their slots in ctx->f */
    rt_value **types;        /* declared type AST of each local (`local x::T`), or NULL */
    int n, cap;              /* locals used / allocated */
    rt_sym **globals;        /* names declared `global` here */
    int ng, capg;            /* globals used / allocated */
} lw_scope;

/* A variable captured by a closure from its enclosing function. */
typedef struct lw_capture {
    rt_sym *name;     /* variable name (= closure field name) */
    bool boxed;       /* stored in a Core.Box */
    bool assigned;    /* the closure assigns it */
} lw_capture;

/* A jump to be patched (break/continue/finally exits). */
typedef struct lw_patch {
    int32_t *stmts;   /* statement indices whose target to set */
    int n, cap;       /* used / allocated */
} lw_patch;

/* What a lowering pass learnt about one named local (closure boxing). */
typedef struct lw_varinfo {
    int32_t nassign;     /* assignments seen (arguments start at 1) */
    int32_t captured_at; /* statement of the first closure capturing it, -1 none */
    uint8_t needbox;     /* must be boxed */
} lw_varinfo;

/* An enclosing loop (for break/continue). */
typedef struct lw_loop {
    struct lw_loop *prev; /* enclosing loop */
    lw_patch brk;         /* break jumps to patch to the exit */
    int32_t cont;         /* continue target (statement index), -1 = patch list */
    lw_patch contp;       /* continue jumps to patch */
    int trydepth;         /* try depth at loop entry (for IR_LEAVE counts) */
    int fdepth;           /* finally depth at loop entry */
} lw_loop;

/* An enclosing try/finally: its finally block is replayed on every exit path. */
typedef struct lw_finally {
    struct lw_finally *prev; /* enclosing finally */
    rt_value *body;          /* the finally block AST */
    int trydepth;            /* try depth outside this try */
} lw_finally;

/* An enclosing catch block: leaving it by break/continue/return restores the exception
 * that was current at its try (an IR_POPEXC naming its IR_ENTER), as falling off its end
 * does. */
typedef struct lw_catch {
    struct lw_catch *prev; /* enclosing catch block */
    int32_t enter;         /* its try's IR_ENTER statement */
    lw_loop *loop;         /* innermost loop around it */
} lw_catch;

/* The object being indexed, for `end` inside a[...]. */
typedef struct lw_endctx {
    struct lw_endctx *prev; /* enclosing indexing */
    ir_val obj;             /* the array operand */
    int dim, ndims;         /* position of the index being lowered (1-based) / count */
    bool has_splat;         /* dims unknown (splatted index) */
} lw_endctx;

struct lw_ctx {
    ir_func *f;              /* function being built */
    lw_ctx *parent;          /* enclosing function (closures), NULL at top */
    rt_module *mod;          /* current module */
    rt_sym *file;            /* source file */
    int line;                /* current source line */
    bool in_method;          /* a method body (not a top-level thunk) */
    lw_scope *scope;         /* innermost scope */
    lw_loop *loop;           /* innermost loop */
    lw_finally *fin;         /* innermost try/finally */
    int trydepth;            /* number of active exception handlers */
    lw_catch *catches;       /* innermost catch block being lowered */
    lw_endctx *endc;         /* innermost indexing (for `end`) */
    ir_toplevel *top;        /* where closures and hoisted definitions go */
    /* closures */
    lw_capture *caps;        /* captured variables (closure bodies only) */
    int ncaps, capcaps;      /* used / allocated */
    /* Named locals (and arguments) are numbered in declaration order ("seq"); this order
     * does not depend on boxing, so a second lowering pass can use the first one's
     * findings. */
    const uint8_t *boxed;    /* by seq: variable must live in a Core.Box (previous pass) */
    int nboxed;              /* entries in boxed */
    lw_varinfo *vi;          /* by seq: what this pass saw */
    int nseq, capseq;        /* named locals so far / allocated vi */
    int32_t *slotseq;        /* by slot: its seq, -1 for temporaries */
    int capslotseq;          /* allocated slotseq */
    lw_capture *acc;         /* captures of the closure being defined (union of its methods) */
    int nacc, capacc;        /* used / allocated */
    rt_value *rettype;       /* declared return type AST (`f(x)::T`), NULL if none */
    int32_t capslot;         /* slot holding the closure whose fields are the captured
                                variables: 0 (#self#), or the closure argument of a
                                Base.kwcall method of a closure with keywords */
    /* errors */
    jmp_buf *jb;             /* where lw_error jumps */
    char *errmsg;            /* the error message */
};

/* ---- lower.c: helpers */
rt_sym *lw_s(const char *name);                    /* interned symbol */
bool lw_is_expr(rt_value *v, const char *head);    /* v is Expr with that head */
bool lw_is_sym(rt_value *v);                       /* v is a Symbol */
int lw_nargs(rt_value *e);                         /* number of args of an Expr */
rt_value *lw_arg(rt_value *e, int i);              /* arg i of an Expr */
rt_sym *lw_head(rt_value *e);                      /* head of an Expr, NULL otherwise */
_Noreturn void lw_error(lw_ctx *c, const char *fmt, ...);
/* Stack guard: lowering recurses over the tree, so a tree nested deeper than the stack
 * allows becomes a lowering error instead of a crash. fe_lower_toplevel marks where its
 * stack starts and where to jump; lw_check_stack, called by every recursive walker, makes
 * the statement an IR_TOP_ERROR once lowering has used LW_STACK_MAX bytes below it.
 * Outside fe_lower_toplevel (base 0) it does nothing. */
#define LW_STACK_MAX ((size_t)3 << 20)
/* A literal vector or a chain of + or * longer than this is lowered as several calls of
 * at most this many operands (lower_array.c, lower_expr.c): compile time stays linear. */
#define LW_LONG_ARGS 16
extern _Thread_local uintptr_t lw_stack_base;
extern _Thread_local size_t lw_stack_max; /* bytes lowering may use below lw_stack_base */
size_t lw_stack_limit(void); /* that allowance here: more on the main thread's large stack */
extern _Thread_local jmp_buf *lw_stack_jb;
void lw_check_stack(void);
char *lw_expr_str(rt_value *e);                    /* Julia-ish text of an expression */
int32_t lw_emit(lw_ctx *c, ir_op op, int nargs, const ir_val *args);
ir_val lw_call(lw_ctx *c, ir_val f, int n, const ir_val *args);  /* %i = f(args) */
ir_val lw_call1(lw_ctx *c, ir_val f, ir_val a);
ir_val lw_call2(lw_ctx *c, ir_val f, ir_val a, ir_val b);
ir_val lw_builtin(int id);                         /* IRV_CONST of ir_builtin_fn[id] */
ir_val lw_base(const char *name);                  /* Base.name */
ir_val lw_core(const char *name);                  /* Core.name */
rt_value *lw_core_ref(const char *name);         /* the expression `Core.name` (lower_kw.c) */
ir_val lw_nothing(void);
ir_val lw_sym_const(rt_sym *s);                    /* a quoted symbol */
int32_t lw_goto(lw_ctx *c, int32_t target);        /* emit goto (target may be -1 = patch) */
int32_t lw_gotoifnot(lw_ctx *c, ir_val cond, int32_t target);
void lw_set_target(lw_ctx *c, int32_t stmt, int32_t target);
int32_t lw_here(lw_ctx *c);                        /* index of the next statement */
int32_t lw_new_temp(lw_ctx *c);                    /* fresh unnamed slot */
void lw_assign_slot(lw_ctx *c, int32_t slot, ir_val v); /* slot = v */
void lw_patch_add(lw_patch *p, int32_t stmt);
void lw_patch_all(lw_ctx *c, lw_patch *p, int32_t target);
/* Copy a slot/global operand into a temporary so later side effects cannot change it. */
ir_val lw_stabilize(lw_ctx *c, ir_val v);
/* f(pre..., idx...) with idx[k] spliced where splat[k] (indexing with `i...`) */
ir_val lw_index_splat(lw_ctx *c, const char *f, int npre, const ir_val *pre, int n,
                      const ir_val *idx, const bool *splat);
void lw_ctx_slotinfo(lw_ctx *c);                   /* grow slotseq to f->nslots */
int32_t lw_new_named_slot(lw_ctx *c, rt_sym *name, bool is_arg); /* slot with a new seq */
lw_varinfo *lw_slot_info(lw_ctx *c, int32_t slot);  /* NULL for temporaries */
bool lw_slot_boxed(lw_ctx *c, int32_t slot);
lw_ctx *lw_ctx_new(lw_ctx *parent, ir_func *f, rt_module *m, rt_sym *file, ir_toplevel *top,
                   bool in_method);

/* ---- lower_scope.c */
void lw_scope_push(lw_ctx *c, int kind);
void lw_scope_pop(lw_ctx *c);
int32_t lw_scope_add_local(lw_ctx *c, rt_sym *name);    /* new local in the innermost scope */
void lw_scope_add_global(lw_ctx *c, rt_sym *name);
void lw_scope_bind(lw_ctx *c, rt_sym *name, int32_t slot);   /* name -> existing slot */
void lw_scope_rebind(lw_ctx *c, rt_sym *name, int32_t slot);
/* A fresh name bound to value v in a new innermost scope (pop with lw_scope_pop). */
rt_sym *lw_bind_temp_name(lw_ctx *c, ir_val v);
/* Declare the locals of the innermost scope from its body (assignments/declarations). */
void lw_scope_declare(lw_ctx *c, rt_value *body);
/* Resolution of a variable name. */
typedef enum { LW_VAR_GLOBAL, LW_VAR_LOCAL, LW_VAR_CAPTURED } lw_varkind;
typedef struct lw_var {
    lw_varkind kind; /* where it lives */
    int32_t slot;    /* LW_VAR_LOCAL: slot */
    int cap;         /* LW_VAR_CAPTURED: index into c->caps */
    bool boxed;      /* stored in a Core.Box */
} lw_var;
lw_var lw_resolve(lw_ctx *c, rt_sym *name);
bool lw_is_local_name(lw_ctx *c, rt_sym *name);
ir_val lw_read_var(lw_ctx *c, rt_sym *name);           /* value of a variable */
void lw_write_var(lw_ctx *c, rt_sym *name, ir_val v);  /* assign a variable */
/* The raw (possibly boxed) value of a variable, for building a closure in ctx c. */
ir_val lw_raw_var(lw_ctx *c, rt_sym *name);
void lw_emit_boxes(lw_ctx *c, int from);               /* Core.Box() for new boxed locals */

/* ---- lower_expr.c */
ir_val lw_expr(lw_ctx *c, rt_value *e, bool want); /* lower for value (or effect) */
ir_val lw_value(lw_ctx *c, rt_value *e);           /* lw_expr(c, e, true) */
bool lw_trivial_ast(rt_value *e);                  /* no calls/assignments/control flow */
void lw_args(lw_ctx *c, rt_value *e, int from, int n, ir_val *out); /* stabilised operands */
ir_val lw_call_expr(lw_ctx *c, rt_value *e);
ir_val lw_block(lw_ctx *c, rt_value *e, bool want);
ir_val lw_tuple_vals(lw_ctx *c, int n, const ir_val *v);
ir_val lw_string_interp(lw_ctx *c, rt_value *e);
ir_val lw_array_lit(lw_ctx *c, rt_value *e);
ir_val lw_dotcall(lw_ctx *c, rt_value *e);
ir_val lw_broadcast_assign(lw_ctx *c, rt_value *e);
bool lw_is_dotop(rt_sym *s);                        /* `.+` etc. */
rt_value *lw_call_with_params(lw_ctx *c, rt_value *e, ir_val f, int from);
ir_val lw_call_general(lw_ctx *c, ir_val f, rt_value *e, int from);

/* ---- lower_ctrl.c */
ir_val lw_if(lw_ctx *c, rt_value *e, bool want);
ir_val lw_andor(lw_ctx *c, rt_value *e, bool want, bool isand);
ir_val lw_comparison(lw_ctx *c, rt_value *e);
ir_val lw_while(lw_ctx *c, rt_value *e);
ir_val lw_for(lw_ctx *c, rt_value *e);
ir_val lw_break(lw_ctx *c, bool cont);
ir_val lw_return(lw_ctx *c, rt_value *e);
ir_val lw_try(lw_ctx *c, rt_value *e, bool want);
ir_val lw_let(lw_ctx *c, rt_value *e, bool want);
void lw_cond_jump(lw_ctx *c, rt_value *cond, lw_patch *iffalse); /* branch when false */

/* ---- lower_assign.c */
ir_val lw_assign(lw_ctx *c, rt_value *lhs, rt_value *rhs, bool want);
ir_val lw_assign_val(lw_ctx *c, rt_value *lhs, ir_val v); /* assign an evaluated value */
ir_val lw_update(lw_ctx *c, rt_value *e, bool want);      /* x op= y */
ir_val lw_local_decl(lw_ctx *c, rt_value *e, bool isglobal);
void lw_destructure(lw_ctx *c, rt_value *lhs, ir_val v);
ir_val lw_const(lw_ctx *c, rt_value *e);

/* ---- lower_top.c */
/* A parsed method signature. */
typedef struct lw_sig {
    rt_sym *name;        /* plain function name, NULL when qualified/callable/closure */
    rt_value *fexpr;     /* qualified name (Base.:+) or constructor type expression */
    rt_value *selftype;  /* `(::T)(x)` / `(s::T)(x)`: type of #self#, else NULL */
    rt_sym *selfname;    /* `(s::T)(x)`: name of #self#, else NULL */
    int n;               /* positional arguments (excluding #self#) */
    rt_sym **names;      /* argument names */
    rt_value **types;    /* argument type ASTs (NULL = Any) */
    rt_value **defaults; /* default value ASTs (NULL = required) */
    rt_value **patterns; /* destructuring pattern of an argument, or NULL */
    bool isva;           /* last positional argument is `x...` */
    rt_value *params;    /* (parameters ...) keyword arguments, or NULL */
    rt_value **sparams;  /* where-variable ASTs, outermost first */
    rt_sym **spnames;    /* their names */
    int nsparams;        /* number of where-variables */
    rt_value *rettype;   /* return type AST or NULL */
    int line;            /* line of the definition */
} lw_sig;
lw_sig *lw_parse_sig(lw_ctx *c, rt_value *sigast);
/* Run `fill` to lower a function body in a fresh context, repeating when closures show
 * that some variables need boxes. */
typedef void (*lw_fill_fn)(lw_ctx *c, void *data);
lw_ctx *lw_run_passes(lw_ctx *parent, ir_toplevel *top, jmp_buf *jb, rt_sym *name,
                      rt_module *m, rt_sym *file, int line, bool in_method, lw_fill_fn fill,
                      void *data);
/* Methods for a signature (one per number of optional arguments given, plus keyword
 * machinery). `selfast` overrides argtypes[0] (closures). Items go to c->top. */
void lw_define_methods(lw_ctx *c, lw_sig *sig, rt_value *body, lw_ctx *capparent,
                       rt_value *selfast);
/* The body method of a signature: positional args 0..nuse-1 (with defaults beyond
 * forwarded), `body` NULL = forward to the next longer variant. */
void lw_push_method(lw_ctx *c, ir_method_def *md, int line); /* as an IR_TOP_METHOD item */
ir_method_def *lw_method_variant(lw_ctx *c, lw_sig *sig, int nuse, rt_value *body,
                                 lw_ctx *capparent, rt_value *selfast);
/* lw_method_from whose prefix argument `selfprefix` (-1: none) is the closure that
 * captured variables are read from (keyword methods of closures). */
ir_method_def *lw_method_from_ex(lw_ctx *c, rt_sym *name, lw_sig *sig, int nuse,
                                 rt_value *body, lw_ctx *capparent, rt_value *selfast,
                                 rt_value **prefix_types, rt_sym **prefix_names, int nprefix,
                                 int selfprefix);
ir_method_def *lw_method_from(lw_ctx *c, rt_sym *name, lw_sig *sig, int nuse,
                              rt_value *body, lw_ctx *capparent, rt_value *selfast,
                              rt_value **prefix_types, rt_sym **prefix_names, int nprefix);
/* Lower a function definition (`function`/short form): at top level a method item, inside a
 * function a closure. Returns the function value. */
ir_val lw_function_def(lw_ctx *c, rt_value *e);
bool lw_is_funcdef(rt_value *e);
/* Build a method from a signature and body; used for closures and definitions. */
ir_method_def *lw_method(lw_ctx *parent, rt_value *sig, rt_value *body, rt_sym *name,
                         rt_value *selftype, int line, lw_ctx **inner);

/* ---- lower_closure.c */
ir_val lw_lambda(lw_ctx *c, rt_value *e);          /* (-> args body) */
ir_val lw_closure_def(lw_ctx *c, rt_sym *name, rt_value *sig, rt_value *body, int line);
ir_val lw_generator(lw_ctx *c, rt_value *e);
ir_val lw_comprehension(lw_ctx *c, rt_value *e, rt_value *T);
ir_val lw_do(lw_ctx *c, rt_value *e);

/* ---- lower_struct.c */
/* An inner constructor definition with its `new` calls made Expr(:new, T, …). */
rt_value *lw_inner_ctor_ast(rt_value *def, rt_sym *name);
ir_val lw_new(lw_ctx *c, rt_value *e);             /* Expr(:new, T, args…) */

/* ---- lower_kw.c */
ir_val lw_kwcall(lw_ctx *c, ir_val f, rt_value *e, int from);
ir_val lw_namedtuple(lw_ctx *c, rt_value *e, int from);
bool lw_is_named_tuple(rt_value *e);

/* ---- lower_macro.c */
ir_val lw_macrocall(lw_ctx *c, rt_value *e, bool want);
/* @printf/@sprintf expansion (lower_printf.c): an AST to lower in place of the call. */
rt_value *lw_printf_expand(lw_ctx *c, rt_value **a, int na, bool sprintf_);
ir_val lw_printf_lower(lw_ctx *c, rt_value **a, int na, bool want); /* @printf */
/* Docstrings (lower_macro.c): the name a documented definition defines (NULL if none),
 * and the statement that records its text. */
rt_sym *lw_doc_target(rt_value *d);
rt_value *lw_setdoc_ast(rt_sym *target, rt_value *text);
/* Quoting and user macros (lower_quote.c). */
ir_val lw_quote(lw_ctx *c, rt_value *e);
rt_value *lw_macro_as_function(rt_value *e); /* NULL if malformed */
rt_value *lw_hygiene(rt_value *x);
rt_value *lw_user_macro(lw_ctx *c, rt_value *mref, rt_value *lnn, int na, rt_value **a);
/* A top-level macro call's expansion (@kwdef, the program's macros), lower_topmacro.c;
 * NULL for the builtins lower_macro.c expands. */
rt_value *lw_top_macro_expand(rt_value *e, rt_module *m);
rt_sym *lw_macro_name(rt_value *m);  /* a macro call's name: @m, GlobalRef, M.@m (lower_macro.c) */
/* macroexpand's expansion of a macro lowering implements (@assert, @inbounds, …), with
 * esc(…) marking the caller's code; NULL when not reproduced (macroexpand_builtin.c) */
rt_value *fe_builtin_macroexpand(rt_module *m, rt_value *mref, rt_value *lnn, int n,
                                 rt_value **a);

#endif
