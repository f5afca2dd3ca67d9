/* fe.h — jolt's frontend: lexer, parser and lowering.
 *
 * The parser reads UTF-8 Julia source and builds the same trees Julia 1.7 builds, made of
 * runtime values (rt_expr, rt_sym, boxed literals, LineNumberNode, QuoteNode), so that
 * macros and `Meta.parse` can later work on them directly. Identifiers are normalised as
 * Julia does (NFC plus Julia's character map). Lowering turns one top-level expression
 * into declaration items and thunks of untyped IR (ir/ir.h).
 *
 * Layer prefix: `fe_`.
 */
#ifndef JOLT_FE_H
#define JOLT_FE_H

#include "../ir/ir.h"

/* A parse error: Julia's message text (without the "syntax: " prefix) and where. */
typedef struct fe_error {
    char *msg;        /* e.g. "extra token \")\" after end of expression" */
    int line;         /* 1-based line of the offending token */
    int col;          /* 1-based column (in characters) */
    bool incomplete;  /* input ended inside an unfinished expression */
} fe_error;

typedef struct fe_parser fe_parser;

/* A parser over src[0..len). `filename` is used in LineNumberNodes and messages. */
fe_parser *fe_parser_new(const char *src, size_t len, const char *filename);
/* The next top-level expression, or NULL at end of input or on a syntax error
 * (then fe_parser_error() is non-NULL). *line receives the expression's first line. */
rt_value *fe_parse_next(fe_parser *p, int *line);
const fe_error *fe_parser_error(const fe_parser *p);
/* The source line `line` (without its newline), for caret messages. */
const char *fe_parser_line_text(const fe_parser *p, int line, size_t *len);

/* Parse a whole string as one expression (Meta.parse). NULL + *err on error. */
rt_value *fe_parse_string(const char *src, size_t len, fe_error *err);

/* Meta.show_sexpr form of a tree, without line-number nodes: (:call, :+, 1, 2). */
void fe_print_sexpr(FILE *out, rt_value *ast);

/* Lower one top-level expression (as returned by fe_parse_next) in module m. */
ir_toplevel *fe_lower_toplevel(rt_value *ast, rt_module *m, rt_sym *file, int line);
/* The main thread's stack as the CLI set it up (its top and size; 0 when unknown): the
 * parser and lowering nest deeper there than on a task's or thread's smaller stack. */
extern uintptr_t fe_main_stack_top;
extern size_t fe_main_stack_size;
size_t fe_stack_room(void); /* bytes left below here on the main stack, 0 elsewhere */
extern size_t fe_main_stack_usual; /* the stack limit Julia code runs with (8 MiB usually) */
/* Parsing and lowering on the main thread may grow its stack to fe_main_stack_size, Julia
 * code only to the usual limit: raise (true) or restore (false) the soft RLIMIT_STACK;
 * true when raised here (the caller then restores it). */
bool fe_stack_widen(bool on);
/* Restart the numbering of generated names (closures #1, #f#2, ...); for tests. */
void fe_lower_reset_counters(void);
/* Set by the driver: run the user macro named by mref (a symbol or M.@m path) in module m
 * with the unevaluated arguments; the expansion, or NULL when there is no such macro.
 * for_macroexpand: the expansion is for macroexpand()/@macroexpand, whose errors (1.7) are
 * not wrapped in a LoadError as an expansion for lowering's are. */
extern rt_value *(*fe_macro_expand_hook)(rt_module *m, rt_value *mref, rt_value *lnn, int n,
                                         rt_value **args, bool for_macroexpand);
/* the binding a macro reference (`@m`, M.@m) names from m, NULL if none; *where: M or m */
rt_binding *fe_macro_binding(rt_module *m, rt_value *mref, rt_module **where);
bool fe_nt_field(rt_value *a); /* `name = value` inside a tuple (macroexpand.c) */

/* Base.macroexpand(m, ex; recursive): ex with its user macro calls expanded and made
 * hygienic as Julia shows them (macroexpand.c). */
rt_value *fe_macroexpand(rt_module *m, rt_value *ex, bool recursive);
/* A macro expansion's free unescaped names that macro_mod sees differently from caller,
 * as GlobalRefs to macro_mod (Julia's hygiene module; frontend/macromodule.c). */
rt_value *fe_macro_resolve_free(rt_value *ex, rt_module *caller, rt_module *macro_mod);

/* Normalise an identifier as Julia does: NFC + ɛ→ε, µ→μ, ·/·→⋅, −→-. Returns GC memory. */
char *fe_normalize_identifier(const char *s, size_t len, size_t *outlen);

#endif
