/* fe_internal.h — shared internals of jolt's lexer and parser (not part of the API).
 *
 * The parser follows the structure of Julia 1.7's flisp parser: a character-level lexer
 * (lexer.c, lexer_num.c) feeds a one-token-lookahead token stream with one pushed-back
 * token; recursive-descent functions, one per precedence level, build Expr trees made of
 * runtime values. Parser context (space sensitivity, range colon, `end` as a symbol, ...)
 * lives in the parser struct and is saved/restored around nested constructs, exactly as
 * flisp's `with-bindings`. Errors longjmp to the entry point with Julia's message text.
 */
#ifndef JOLT_FE_INTERNAL_H
#define JOLT_FE_INTERNAL_H

#include "fe.h"
#include <setjmp.h>

/* Token kinds. */
enum { TK_NONE = 0, TK_EOF, TK_NL, TK_SYM, TK_CH, TK_LIT };

typedef struct fe_tok {
    int kind;      /* TK_* */
    rt_sym *sym;   /* TK_SYM: identifier, keyword or operator */
    int ch;        /* TK_CH: one of ( ) [ ] { } , ; " ` @ */
    rt_value *val; /* TK_LIT: a number literal */
} fe_tok;

/* Operator info flags. */
enum {
    OPF_OP = 1 << 0,        /* in Julia's `operators` list (not a word operator) */
    OPF_UNARY = 1 << 1,     /* may be a unary operator */
    OPF_UNBIN = 1 << 2,     /* both unary and binary (space-sensitive splitting) */
    OPF_SYNTACTIC = 1 << 3, /* syntactic operator (not a function name) */
    OPF_SYNUNARY = 1 << 4,  /* syntactic unary: $ & :: */
    OPF_NOSUFFIX = 1 << 5,  /* suffixes (₁, ′, combining marks) not allowed */
    OPF_INITIAL = 1 << 6,   /* handled by parse-unary at the start of an expression */
    OPF_RESERVED = 1 << 7,  /* reserved word (not an operator; kept in the same table) */
    OPF_INITRES = 1 << 8,   /* reserved word that starts a keyword construct */
};

/* Precedence levels (lowest first). */
enum {
    PREC_ASSIGN = 1, PREC_PAIR, PREC_COND, PREC_ARROW, PREC_OR, PREC_AND, PREC_COMPARISON,
    PREC_PIPE_LT, PREC_PIPE_GT, PREC_COLON, PREC_PLUS, PREC_TIMES, PREC_RATIONAL,
    PREC_BITSHIFT, PREC_POWER, PREC_DECL, PREC_DOT
};

struct fe_parser {
    const char *src;         /* source text */
    size_t len;              /* bytes in src */
    size_t pos;              /* current read position (the "port") */
    const char *filename;    /* file name for messages */
    rt_value *file;          /* file name as a Symbol, for LineNumberNodes */
    size_t lpos;             /* position where `lline` was last computed */
    int lline;               /* 1-based line at lpos */
    int line0;               /* line number of the first source line */
    /* token stream (flisp make-token-stream) */
    fe_tok last;             /* peeked token, kind TK_NONE when none */
    fe_tok pb;               /* pushed-back token, kind TK_NONE when none */
    bool space;              /* whitespace preceded the most recently lexed token */
    bool pb_space;           /* whitespace preceded the pushed-back token */
    size_t tokpos;           /* start offset of the most recently lexed token */
    /* parser context (flisp with-bindings variables) */
    bool range_colon;        /* `:` is a range operator (off inside ?:) */
    bool space_sensitive;    /* "x -y" is two expressions (inside [] and macro calls) */
    bool for_generator;      /* `for` ends an expression and starts a generator */
    bool end_symbol;         /* `end` is a symbol (inside indexing) */
    bool whitespace_newline; /* newlines are ordinary whitespace (inside parens) */
    bool where_enabled;      /* `where` binds at its high precedence */
    int expect_end_line;     /* line of the construct whose `end` is expected */
    int depth;               /* recursion depth guard */
    int max_depth;           /* its limit: deeper on the main thread's large stack */
    /* errors */
    jmp_buf *jb;             /* where fe_err jumps */
    fe_error err;            /* the error, when failed */
    bool failed;             /* a syntax error happened */
    bool done;               /* end of input reached */
    /* line table for fe_parser_line_text */
    size_t *line_starts;     /* offset of each line start (0-based index) */
    int nlines;              /* number of entries in line_starts */
};
typedef struct fe_parser P;

/* Saved parser context, for with-bindings. */
typedef struct fe_ctx {
    bool range_colon, space_sensitive, for_generator, end_symbol, whitespace_newline,
        where_enabled; /* copies of the parser fields of the same names */
} fe_ctx;
fe_ctx fe_save(P *p);
void fe_restore(P *p, fe_ctx c);
void fe_normal_context(P *p); /* flisp with-normal-context */

/* Interned symbols used by the parser. */
typedef struct fe_syms {
    rt_sym *call, *block, *toplevel, *tuple, *parameters, *kw, *eq, *dcolon, *curly, *where,
        *ref, *dot, *comparison, *andand, *oror, *arrow, *dots, *quote, *dollar, *struct_,
        *abstract, *primitive, *module, *using, *import, *export, *const_, *global, *local,
        *return_, *break_, *continue_, *try_, *do_, *generator, *comprehension, *filter,
        *flatten, *typed_comprehension, *vect, *hcat, *vcat, *row, *ncat, *nrow, *typed_hcat,
        *typed_vcat, *typed_ncat, *braces, *bracescat, *macrocall, *string, *if_, *elseif,
        *else_, *for_, *while_, *let, *function, *macro, *begin, *end, *catch_, *finally,
        *true_, *false_, *in, *isa, *outer, *mutable_, *type, *baremodule, *var, *colon,
        *question, *ltcolon, *gtcolon, *minus, *plus, *star, *caret, *tick, *dottick, *amp,
        *tilde, *dottilde, *pair, *dotdot, *dotdotdot4, *cmd_macro, *doc_macro, *dot_macro,
        *inert, *not, *sqrt, *eqeq, *line, *tvec, *unary_minus_neg, *onedot, *mutable_struct,
        *inner_dollar, *typed_ncat_dummy, *equals_kw, *ellipsis, *quotenode_marker;
} fe_syms;
extern fe_syms S;
void fe_syms_init(void);

/* Operators (optable.c). */
int fe_op_prec(rt_sym *s);           /* 0 when not a binary operator */
unsigned fe_op_flags(rt_sym *s);     /* OPF_* */
bool fe_is_operator_str(const char *s, size_t n); /* lexer: is this an operator? */
rt_sym *fe_symbol_n(const char *s, size_t n); /* rt_symbol_n through the lexer's cache */
bool fe_dot_opchar(uint32_t c);      /* may follow `.` in a dotted operator */
bool fe_opchar(uint32_t c);          /* may appear in an operator */
bool fe_op_suffix_char(uint32_t c);  /* combining marks, primes, sub/superscripts */
bool fe_is_reserved(rt_sym *s);      /* reserved word */
bool fe_is_initial_reserved(P *p, rt_sym *s); /* starts a keyword construct */

/* Unicode (unicode.c). */
int fe_utf8_decode(const char *s, size_t n, uint32_t *cp); /* bytes used, 0 if invalid */
bool fe_id_start_char(uint32_t c);
bool fe_id_char(uint32_t c);
bool fe_never_id_char(uint32_t c);
bool fe_is_whitespace(uint32_t c);

/* Errors. */
_Noreturn void fe_err(P *p, const char *fmt, ...);
_Noreturn void fe_err_incomplete(P *p, const char *fmt, ...);

/* Lexer (lexer.c, lexer_num.c). */
int fe_peekc(P *p);                   /* next code point, -1 at EOF (errors on bad UTF-8) */
int fe_peekc_at(P *p, size_t pos, int *nbytes);
int fe_readc(P *p);                   /* read one code point */
fe_tok fe_next_token(P *p, bool *space);
bool fe_skip_ws(P *p, bool newlines);
void fe_skip_ws_and_comments(P *p);
rt_value *fe_read_number(P *p, bool leadingdot, bool neg);
int fe_line(P *p);                    /* line at the current position */
int fe_col(P *p, size_t pos);         /* 1-based column (characters) of pos */

/* Token stream (parser.c). */
fe_tok *fe_peek(P *p);
fe_tok fe_take(P *p);
fe_tok *fe_require(P *p);
bool fe_space(P *p);
void fe_putback(P *p, fe_tok t, bool space);
bool fe_space_before_next(P *p);
bool tok_sym(const fe_tok *t, rt_sym *s);
bool tok_ch(const fe_tok *t, int c);
bool tok_closing(P *p, const fe_tok *t);
bool tok_newline(const fe_tok *t);
rt_value *tok_value(const fe_tok *t); /* symbol or literal as a value */
char *tok_str(const fe_tok *t);       /* for messages */

/* Expr helpers. */
rt_expr *ex0(rt_sym *head);
rt_expr *ex1(rt_sym *head, rt_value *a);
rt_expr *ex2(rt_sym *head, rt_value *a, rt_value *b);
rt_expr *ex3(rt_sym *head, rt_value *a, rt_value *b, rt_value *c);
void expush(rt_expr *e, rt_value *v);
bool is_ex(rt_value *v, rt_sym *head);
bool is_sym(rt_value *v);
#define V(x) ((rt_value *)(x))
#define EX(x) ((rt_expr *)(x))
int exn(rt_value *e);
rt_value *exa(rt_value *e, int i);
rt_value *fe_linenode(P *p);
char *fe_deparse(rt_value *v);

/* Grammar (parser*.c). */
rt_value *parse_stmts(P *p);
rt_value *parse_eq(P *p);
rt_value *parse_eqstar(P *p);
rt_value *parse_comma(P *p);
rt_value *parse_pair(P *p);
rt_value *parse_cond(P *p);
rt_value *parse_comparison(P *p);
rt_value *parse_pipe_lt(P *p);
rt_value *parse_range(P *p);
rt_value *parse_expr(P *p);
rt_value *parse_unary(P *p);
rt_value *parse_factor(P *p);
rt_value *parse_decl(P *p);
rt_value *parse_call(P *p);
rt_value *parse_call_chain(P *p, rt_value *ex, bool macrocall);
rt_value *parse_unary_prefix(P *p);
rt_value *parse_atom(P *p, bool checked);
rt_value *parse_where(P *p, rt_value *(*down)(P *));
rt_value *parse_where_chain(P *p, rt_value *first);
rt_value *parse_block(P *p, rt_value *(*down)(P *));
rt_value *parse_docstring_eq(P *p);
rt_value *parse_resword(P *p, rt_sym *word);
rt_value *parse_do(P *p);
rt_value *parse_paren(P *p, bool checked, bool *is_arglist);
rt_expr *parse_arglist(P *p, int closer, bool add_linenums); /* (tmp list of args) */
rt_expr *parse_call_arglist(P *p, int closer);
rt_value *parse_cat(P *p, int closer, bool last_end_symbol); /* NULL for [] */
rt_value *parse_generator(P *p, rt_value *first);
rt_expr *parse_comma_separated_iters(P *p);
rt_value *parse_string_literal(P *p, int delim, bool raw); /* (tmp list) */
rt_value *parse_char_literal(P *p);
rt_value *parse_raw_literal(P *p, int delim);
rt_value *parse_string_atom(P *p);
rt_value *fe_kw_to_eq(rt_value *e);
rt_value *fe_eq_to_kw(rt_value *e);
rt_value *fe_add_line_number(rt_value *blk, rt_value *ln);
rt_value *fe_macroify_name(P *p, rt_value *e, const char *suffix);
rt_value *fe_core_ref(const char *name); /* Core.<name> GlobalRef, or the bare symbol */
bool fe_is_linenode(rt_value *v);
void fe_enter(P *p);                  /* recursion guard */
#define fe_leave(p) ((p)->depth--)

#endif
