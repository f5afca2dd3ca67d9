/* ir_print.c — text form of IR (the `--dump-ir=lowered|typed` output and unit-test oracle).
 *
 * Untyped form, one statement per line, so line k is statement %k:
 *     %3 = Base.iterate(%2)          a call; the callee and the arguments are operands
 *     x = %3                         slot assignment
 *     global Main.x = %3             IR_SETGLOBAL
 *     goto %7 if not %5              IR_GOTOIFNOT, IR_GOTO prints `goto %7`
 *     return %9
 * Operands: `%i` (SSA), slots by name (a name used by several slots gets `@_k`, k the
 * 1-based slot number; unnamed temporaries print `@_k`), globals always qualified with
 * their module (`Main.f`, `Main.:+`, `Base.iterate`, `Main.:(:)`, `Core.Box`), so a global
 * never looks like a slot,
 * builtins as `Core.tuple` / `Core.Intrinsics.not_int`, literals as Julia shows them
 * (`1`, `2.5`, `"s"`, `'c'`, `:sym`, `nothing`, types by name).
 * Typed form: each value-producing statement is followed by `::T` (its inferred type),
 * IR_INVOKE prints `invoke f(%1::Int64, %2::Int64)::Int64` (the callee through
 * ir_print_mi_hook when set) and dead statements are skipped. */
#include "ir.h"
#include <string.h>

void (*ir_print_mi_hook)(FILE *, struct ir_mi *);

static const int ir_builtin_mod[IR_NBUILTINS] = {
#define IR_BUILTIN(id, name, mod) mod,
#include "builtins.def"
#undef IR_BUILTIN
};

void ir_print_type(FILE *out, rt_value *t)
{
    fputs(ir_type_str(t), out);
}

char *ir_type_str(rt_value *t)
{
    if (!t)
        return "?";
    return rt_type_str(t);
}

/* A name printable without `:` quoting after a module qualifier. */
static bool ir_is_ident(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    if (!*p || !(*p == '_' || *p == '#' || *p >= 0x80 || (unsigned)((*p | 32) - 'a') < 26u))
        return false;
    for (p++; *p; p++)
        if (!(*p == '_' || *p == '!' || *p == '#' || *p >= 0x80 || (unsigned)((*p | 32) - 'a') < 26u ||
              (unsigned)(*p - '0') < 10u))
            return false;
    return true;
}

static void ir_print_modpath(FILE *out, rt_module *m)
{
    if (m->parent && m->parent != m && m->parent != rt_main_module) {
        ir_print_modpath(out, m->parent);
        fputc('.', out);
    }
    fputs(m->name->name, out);
}

static void ir_print_qualified(FILE *out, rt_module *m, rt_sym *name, rt_module *own)
{
    bool ident = ir_is_ident(name->name);
    bool paren = !ident && (strchr(name->name, '=') || !strcmp(name->name, ":"));
    (void)own;
    if (m) {
        ir_print_modpath(out, m);
        fputs(ident ? "." : paren ? ".:(" : ".:", out);
        fputs(name->name, out);
        if (paren)
            fputc(')', out);
        return;
    }
    fputs(!strcmp(name->name, ":") ? "(:)" : name->name, out);
}

static void ir_print_utf8(FILE *out, uint32_t cp)
{
    char b[4];
    int n;
    if (cp < 0x80) {
        b[0] = (char)cp;
        n = 1;
    } else if (cp < 0x800) {
        b[0] = (char)(0xC0 | (cp >> 6));
        b[1] = (char)(0x80 | (cp & 0x3F));
        n = 2;
    } else if (cp < 0x10000) {
        b[0] = (char)(0xE0 | (cp >> 12));
        b[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[2] = (char)(0x80 | (cp & 0x3F));
        n = 3;
    } else {
        b[0] = (char)(0xF0 | (cp >> 18));
        b[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        b[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[3] = (char)(0x80 | (cp & 0x3F));
        n = 4;
    }
    fwrite(b, 1, (size_t)n, out);
}

static void ir_print_escaped(FILE *out, const char *s, size_t n, char quote)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c == (unsigned char)quote || c == '\\' || (quote == '"' && c == '$'))
            fprintf(out, "\\%c", c);
        else if (c == '\n')
            fputs("\\n", out);
        else if (c == '\t')
            fputs("\\t", out);
        else if (c == '\r')
            fputs("\\r", out);
        else if (c < 0x20 || c == 0x7f)
            fprintf(out, "\\x%02x", c);
        else
            fputc(c, out);
    }
}

static void ir_print_const(FILE *out, rt_value *c, rt_module *own);

static void ir_print_expr(FILE *out, rt_expr *e, rt_module *own)
{
    fprintf(out, "Expr(:%s", e->head->name);
    for (int i = 0; i < rt_expr_nargs(e); i++) {
        fputs(", ", out);
        ir_print_const(out, rt_expr_arg(e, i), own);
    }
    fputc(')', out);
}

static void ir_print_const(FILE *out, rt_value *c, rt_module *own)
{
    if (!c) {
        fputs("#undef", out);
        return;
    }
    rt_type *t = rt_typeof(c);
    char buf[40];
    if (c == rt_nothing)
        fputs("nothing", out);
    else if (t == rt_int64_type)
        fprintf(out, "%lld", (long long)rt_unbox_int64(c));
    else if (t == rt_float64_type) {
        int n = rt_format_float64(buf, rt_unbox_float64(c));
        fwrite(buf, 1, (size_t)n, out);
    } else if (t == rt_bool_type)
        fputs(rt_unbox_bool(c) ? "true" : "false", out);
    else if (t == rt_char_type) {
        uint32_t cp = rt_char_codepoint(*(uint32_t *)rt_data(c));
        fputc('\'', out);
        if (cp == '\'' || cp == '\\')
            fprintf(out, "\\%c", (char)cp);
        else if (cp == '\n')
            fputs("\\n", out);
        else if (cp < 0x20 || cp == 0xFFFFFFFFu)
            fprintf(out, "\\x%02x", cp & 0xff);
        else
            ir_print_utf8(out, cp);
        fputc('\'', out);
    } else if (t == rt_string_type) {
        rt_string *s = (rt_string *)c;
        fputc('"', out);
        ir_print_escaped(out, s->data, (size_t)s->len, '"');
        fputc('"', out);
    } else if (t == rt_symbol_type)
        fprintf(out, ":%s", ((rt_sym *)c)->name);
    else if (t == rt_quotenode_type) {
        fputs("QuoteNode(", out);
        ir_print_const(out, ((rt_quotenode *)c)->value, own);
        fputc(')', out);
    } else if (t == rt_expr_type)
        ir_print_expr(out, (rt_expr *)c, own);
    else if (t == rt_linenumbernode_type)
        fprintf(out, "#= line %lld =#", (long long)((rt_linenode *)c)->line);
    else if (t == rt_module_type)
        ir_print_modpath(out, (rt_module *)c);
    else if (t->flags & RT_FUNCTION) {
        int id = ir_builtin_id(c);
        if (id >= 0) {
            const char *bn = ((rt_function *)c)->name->name;
            fprintf(out, ir_is_ident(bn) ? "%s.%s" : "%s.:(%s)",
                    ir_builtin_mod[id] ? "Core.Intrinsics" : "Core", bn);
        }
        else
            ir_print_qualified(out, t->name ? t->name->module : NULL, ((rt_function *)c)->name,
                               own);
    } else if (rt_is_kind(c))
        fputs(ir_type_str(c), out);
    else
        fprintf(out, "<%s>", ir_type_str((rt_value *)t));
}

/* How slot i prints: its name, or name@_k when the name is shared, or @_k when unnamed. */
static void ir_print_slot(FILE *out, const ir_func *f, int32_t i)
{
    if (i < 0 || i >= f->nslots) {
        fprintf(out, "@_%d", i + 1);
        return;
    }
    rt_sym *n = f->slots[i].name;
    if (!n || !n->len) {
        fprintf(out, "@_%d", i + 1);
        return;
    }
    bool shared = false;
    for (int32_t j = 0; j < f->nslots && !shared; j++)
        if (j != i && f->slots[j].name == n)
            shared = true;
    fputs(n->name, out);
    if (shared && i != 0)
        fprintf(out, "@_%d", i + 1);
}

void ir_print_val(FILE *out, const ir_func *f, ir_val v)
{
    switch (v.kind) {
    case IRV_NONE:
        fputs("#none", out);
        break;
    case IRV_SSA:
        fprintf(out, "%%%d", v.idx + 1);
        break;
    case IRV_SLOT:
        ir_print_slot(out, f, v.idx);
        break;
    case IRV_CONST:
        ir_print_const(out, v.c, f ? f->module : NULL);
        break;
    case IRV_GLOBAL:
        ir_print_qualified(out, v.mod, v.name, f ? f->module : NULL);
        break;
    }
}

/* The type of an operand in typed IR, NULL when unknown. */
static rt_value *ir_val_type(const ir_func *f, ir_val v)
{
    switch (v.kind) {
    case IRV_SSA:
        return v.idx >= 0 && v.idx < f->nstmts ? f->stmts[v.idx].type.type : NULL;
    case IRV_SLOT:
        return v.idx >= 0 && v.idx < f->nslots ? f->slots[v.idx].type.type : NULL;
    case IRV_CONST:
        if (!v.c)
            return NULL;
        return rt_is_kind(v.c) ? rt_type_of_type(v.c) : (rt_value *)rt_typeof(v.c);
    default:
        return NULL;
    }
}

static void ir_print_args(FILE *out, const ir_func *f, const ir_stmt *s, int from, bool types)
{
    fputc('(', out);
    for (int i = from; i < s->nargs; i++) {
        if (i > from)
            fputs(", ", out);
        ir_print_val(out, f, s->args[i]);
        rt_value *t = types ? ir_val_type(f, s->args[i]) : NULL;
        if (t)
            fprintf(out, "::%s", ir_type_str(t));
    }
    fputc(')', out);
}

static bool ir_op_has_value(ir_op op)
{
    return op == IR_CALL || op == IR_INVOKE || op == IR_NEW || op == IR_THE_EXC ||
           op == IR_ISDEFINED || op == IR_SPLATNEW || op == IR_STATIC_PARAM;
}

static void ir_print_stmt(FILE *out, const ir_func *f, int32_t i, bool typed)
{
    const ir_stmt *s = &f->stmts[i];
    fputs("  ", out);
    if (ir_op_has_value(s->op))
        fprintf(out, "%%%d = ", i + 1);
    switch (s->op) {
    case IR_NOP:
    case IR_LOOPINFO:
        fputs("nothing", out);
        break;
    case IR_CALL:
        if (s->nargs > 0)
            ir_print_val(out, f, s->args[0]);
        ir_print_args(out, f, s, 1, false);
        break;
    case IR_INVOKE:
        fputs("invoke ", out);
        if (ir_print_mi_hook && s->mi)
            ir_print_mi_hook(out, s->mi);
        else if (s->nargs > 0)
            ir_print_val(out, f, s->args[0]);
        ir_print_args(out, f, s, 1, typed);
        break;
    case IR_NEW:
    case IR_SPLATNEW:
        fputs(s->op == IR_NEW ? "%new(" : "%splatnew(", out);
        for (int k = 0; k < s->nargs; k++) {
            if (k)
                fputs(", ", out);
            ir_print_val(out, f, s->args[k]);
        }
        fputc(')', out);
        break;
    case IR_ASSIGN:
        ir_print_slot(out, f, s->slot);
        fputs(" = ", out);
        ir_print_val(out, f, s->nargs ? s->args[0] : ir_none());
        break;
    case IR_SETGLOBAL:
        fputs("global ", out);
        ir_print_qualified(out, s->mod, s->name, f->module);
        fputs(" = ", out);
        ir_print_val(out, f, s->nargs ? s->args[0] : ir_none());
        break;
    case IR_GOTO:
        fprintf(out, "goto %%%d", s->target + 1);
        break;
    case IR_GOTOIFNOT:
        fprintf(out, "goto %%%d if not ", s->target + 1);
        ir_print_val(out, f, s->nargs ? s->args[0] : ir_none());
        break;
    case IR_RETURN:
        fputs("return ", out);
        ir_print_val(out, f, s->nargs ? s->args[0] : ir_none());
        break;
    case IR_ENTER:
        fprintf(out, "enter %%%d", s->target + 1);
        break;
    case IR_LEAVE:
        fprintf(out, "leave %d", s->target);
        break;
    case IR_THE_EXC:
        fputs("the_exception", out);
        break;
    case IR_POPEXC:
        fputs("pop_exception", out);
        break;
    case IR_ISDEFINED:
        fputs("$(Expr(:isdefined, ", out);
        ir_print_slot(out, f, s->slot);
        fputs("))", out);
        break;
    case IR_UNDEFCHECK:
        fputs("$(Expr(:throw_undef_if_not, :", out);
        fputs(s->name ? s->name->name : "?", out);
        fputs(", ", out);
        ir_print_slot(out, f, s->slot);
        fputs("))", out);
        break;
    case IR_STATIC_PARAM:
        fprintf(out, "$(Expr(:static_parameter, %d))", s->slot + 1);
        break;
    }
    rt_value *k = s->type.cnst;
    rt_type *kt = k && !rt_is_kind(k) ? rt_typeof(k) : NULL;
    if (typed && ir_op_has_value(s->op) && kt &&
        (kt == rt_int64_type || kt == rt_float64_type || kt == rt_bool_type || kt == rt_char_type)) {
        fputs("::Core.Const(", out); /* a value inference computed, as @code_typed shows it */
        ir_print_const(out, k, f->module);
        fputc(')', out);
    } else if (typed && ir_op_has_value(s->op) && s->type.type)
        fprintf(out, "::%s", ir_type_str(s->type.type));
    /* a call split over member combinations: the specializations it calls directly */
    for (int t = 0; typed && t < s->ntargets; t++) {
        struct ir_mi *mi = s->targets[t];
        fputs(t ? ", " : "  # split: ", out);
        const char *nm = mi->def->name ? mi->def->name->name : "?";
        fputs(nm[0] == '#' && nm[1] ? nm + 1 : nm, out);
        for (int k = 1; k < mi->nargs; k++)
            fprintf(out, "%s::%s", k > 1 ? ", " : "(", ir_type_str(mi->argt[k]));
        fputs(mi->nargs > 1 ? ")" : "()", out);
    }
    fputc('\n', out);
}

void ir_print_func(FILE *out, const ir_func *f, bool typed)
{
    for (int32_t i = 0; i < f->nstmts; i++) {
        if (typed && f->stmts[i].dead)
            continue;
        ir_print_stmt(out, f, i, typed);
    }
}
