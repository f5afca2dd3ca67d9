/* test_fe_macromodule.c — fe_macro_resolve_free: the free unescaped names of a macro's
 * expansion that the macro's module sees differently from the caller become GlobalRefs
 * to the macro's module; escaped code, names the expansion binds, and names both modules
 * see alike stay as written. Expansions are parsed from source (esc(x) written as the
 * (:escape, x) node via Expr) and compared as s-expressions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "../../frontend/fe.h"

static rt_module *mac, *caller;

/* parse src, wrapping every call esc(x) into an (:escape, x) node */
static rt_value *escify(rt_value *x)
{
    if (!x || rt_typeof(x) != rt_expr_type)
        return x;
    rt_expr *e = (rt_expr *)x;
    if (e->head == rt_symbol("call") && rt_expr_nargs(e) == 2 &&
        rt_expr_arg(e, 0) == (rt_value *)rt_symbol("esc"))
        return (rt_value *)rt_exprv(rt_symbol("escape"), 1, rt_expr_arg(e, 1));
    rt_expr *out = rt_new_expr(e->head, 0);
    for (int i = 0; i < rt_expr_nargs(e); i++)
        rt_expr_push(out, escify(rt_expr_arg(e, i)));
    return (rt_value *)out;
}

static char *resolve_str(const char *src)
{
    fe_error err = {0};
    rt_value *ast = fe_parse_string(src, strlen(src), &err);
    assert_non_null(ast);
    rt_value *r = fe_macro_resolve_free(escify(ast), caller, mac);
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    fe_print_sexpr(f, r);
    fclose(f);
    return buf;
}

static void check(const char *src, const char *want)
{
    char *got = resolve_str(src);
    if (strcmp(got, want))
        fprintf(stderr, "---- source: %s\n---- expected: %s\n---- got:      %s\n", src, want, got);
    assert_string_equal(got, want);
    free(got);
}

static void free_names(void **s)
{
    (void)s;
    check("helper(x) + K", "(:call, :+, (:call, M.helper, M.x), :K)");
}

static void escaped_kept(void **s)
{
    (void)s;
    check("helper(esc(helper))", "(:call, M.helper, (:escape, :helper))");
}

static void bound_names_kept(void **s)
{
    (void)s;
    check("begin x = 1; helper(x) end",
          "(:block, (:(=), :x, 1), (:call, M.helper, :x))");
    check("(x -> helper(x))", "(:->, :x, (:block, (:call, M.helper, :x)))");
    check("for x in 1:2; helper(x); end",
          "(:for, (:(=), :x, (:call, :(:), 1, 2)), (:block, (:call, M.helper, :x)))");
}

static void field_and_macro_names_kept(void **s)
{
    (void)s;
    check("helper.x", "(:., M.helper, (:quote, :x))");
    check("@helper x", "(:macrocall, Symbol(\"@helper\"), M.x)");
}

static void same_module_untouched(void **s)
{
    (void)s;
    fe_error err = {0};
    rt_value *ast = fe_parse_string("helper(x)", 9, &err);
    assert_ptr_equal(fe_macro_resolve_free(ast, mac, mac), ast);
}

static int setup(void **s)
{
    (void)s;
    rt_init(1);
    ir_builtins_init();
    mac = rt_new_module(rt_symbol("M"), rt_main_module);
    caller = rt_new_module(rt_symbol("C"), rt_main_module);
    rt_set_const(mac, rt_symbol("helper"), rt_box_int64(1));
    rt_set_const(mac, rt_symbol("x"), rt_box_int64(2));
    /* K is the same constant value in both: left alone */
    rt_set_const(mac, rt_symbol("K"), rt_box_int64(3));
    rt_set_const(caller, rt_symbol("K"), rt_get_global(mac, rt_symbol("K")));
    /* the caller's own x is another binding: still M's x */
    rt_set_const(caller, rt_symbol("x"), rt_box_int64(5));
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(free_names),
        cmocka_unit_test(escaped_kept),
        cmocka_unit_test(bound_names_kept),
        cmocka_unit_test(field_and_macro_names_kept),
        cmocka_unit_test(same_module_untouched),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
