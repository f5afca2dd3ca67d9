/* test_rt_objects.c — symbols, boxing, Char encoding, strings, arrays, Expr building and
 * in-memory streams (symbol.c, box.c, string.c, array.c, ast.c, io.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "../../runtime/rt.h"

static void test_symbols_interned(void **state) {
    (void)state;
    rt_sym *a = rt_symbol("foo");
    rt_sym *b = rt_symbol_n("foobar", 3);
    assert_ptr_equal(a, b);
    assert_ptr_not_equal(a, rt_symbol("bar"));
    assert_string_equal(a->name, "foo");
    assert_int_equal(a->len, 3);
    assert_ptr_equal(a->type, rt_symbol_type);
    /* many symbols force the table to grow; all stay interned */
    char buf[32];
    rt_sym *first = NULL;
    for (int i = 0; i < 20000; i++) {
        snprintf(buf, sizeof buf, "sym%d", i);
        rt_sym *s = rt_symbol(buf);
        if (i == 0) first = s;
    }
    assert_ptr_equal(rt_symbol("sym0"), first);
    assert_ptr_equal(rt_symbol("sym19999"), rt_symbol("sym19999"));
    /* UTF-8 and empty names */
    assert_ptr_equal(rt_symbol("αβ"), rt_symbol("αβ"));
    assert_int_equal(rt_symbol("")->len, 0);
    rt_sym *g1 = rt_gensym("x"), *g2 = rt_gensym("x");
    assert_ptr_not_equal(g1, g2);
    assert_int_equal(strncmp(g1->name, "#x#", 3), 0);
}

static void test_boxing(void **state) {
    (void)state;
    assert_ptr_equal(rt_box_int64(5), rt_box_int64(5));
    assert_ptr_equal(rt_box_int64(-512), rt_box_int64(-512));
    assert_ptr_equal(rt_box_int64(1023), rt_box_int64(1023));
    rt_value *big = rt_box_int64(1024);
    assert_ptr_not_equal(big, rt_box_int64(1024));
    assert_int_equal(rt_unbox_int64(big), 1024);
    assert_int_equal(rt_unbox_int64(rt_box_int64(INT64_MIN)), INT64_MIN);
    assert_ptr_equal(rt_typeof(rt_box_int64(7)), rt_int64_type);
    rt_value *f = rt_box_float64(2.5);
    assert_ptr_equal(rt_typeof(f), rt_float64_type);
    assert_true(rt_unbox_float64(f) == 2.5);
    assert_ptr_equal(rt_box_bool(true), rt_true);
    assert_ptr_equal(rt_box_bool(false), rt_false);
    assert_true(rt_unbox_bool(rt_true));
    assert_false(rt_unbox_bool(rt_false));
    uint8_t one = 1;
    assert_ptr_equal(rt_box_bits(rt_bool_type, &one), rt_true);
    int64_t seven = 7;
    assert_ptr_equal(rt_box_bits(rt_int64_type, &seven), rt_box_int64(7));
    double d = -0.5;
    rt_value *bd = rt_box_bits(rt_float64_type, &d);
    assert_true(rt_unbox_float64(bd) == -0.5);
    rt_value *c = rt_box_char(0x61000000u);
    assert_ptr_equal(c, rt_box_char(0x61000000u));
    assert_ptr_equal(rt_typeof(c), rt_char_type);
    assert_int_equal(*(uint32_t *)rt_data(c), 0x61000000u);
}

static void test_char_encoding(void **state) {
    (void)state;
    assert_int_equal(rt_char_from_codepoint('a'), 0x61000000u);
    assert_int_equal(rt_char_from_codepoint(0), 0);
    assert_int_equal(rt_char_from_codepoint(0xE9), 0xC3A90000u);   /* é */
    assert_int_equal(rt_char_from_codepoint(0x20AC), 0xE282AC00u); /* € */
    assert_int_equal(rt_char_from_codepoint(0x1F600), 0xF09F9880u); /* 😀 */
    assert_int_equal(rt_char_from_codepoint(0x7F), 0x7F000000u);
    assert_int_equal(rt_char_from_codepoint(0x80), 0xC2800000u);
    assert_int_equal(rt_char_from_codepoint(0x10FFFF), 0xF48FBFBFu);
    /* round trips over every boundary of the 1..4-byte forms */
    uint32_t cps[] = {0, 1, 0x7F, 0x80, 0x7FF, 0x800, 0xD7FF, 0xD800, 0xFFFF, 0x10000, 0x10FFFF, 0x1FFFFF};
    for (size_t i = 0; i < sizeof cps / sizeof cps[0]; i++)
        assert_int_equal(rt_char_codepoint(rt_char_from_codepoint(cps[i])), cps[i]);
    /* invalid Chars: lone continuation byte, truncated sequences, overlong forms */
    assert_int_equal(rt_char_codepoint(0x80000000u), 0xFFFFFFFFu);
    assert_int_equal(rt_char_codepoint(0xC3000000u), 0xFFFFFFFFu);
    assert_int_equal(rt_char_codepoint(0xE2820000u), 0xFFFFFFFFu);
    assert_int_equal(rt_char_codepoint(0xC0800000u), 0xFFFFFFFFu);
    assert_int_equal(rt_char_codepoint(0xE0800000u | 0x8000u), 0xFFFFFFFFu);
    assert_int_equal(rt_char_codepoint(0xF0808080u), 0xFFFFFFFFu);
    assert_int_equal(rt_char_codepoint(0xFF000000u), 0xFFFFFFFFu);
    assert_int_equal(rt_char_codepoint(0xC3410000u), 0xFFFFFFFFu);
    assert_int_equal(rt_char_from_codepoint(0x200000), 0xFFFFFFFFu);
}

static void test_strings(void **state) {
    (void)state;
    rt_string *a = rt_cstring("héllo");
    assert_int_equal(a->len, 6);
    assert_ptr_equal(a->type, rt_string_type);
    assert_int_equal(a->data[6], 0);
    rt_string *b = rt_string_n("ab\0c", 4);
    assert_int_equal(b->len, 4);
    assert_memory_equal(b->data, "ab\0c", 5);
    rt_string *parts[] = {a, rt_cstring(", "), rt_cstring("world"), rt_cstring("")};
    rt_string *c = rt_string_concat(4, parts);
    assert_string_equal(c->data, "héllo, world");
    assert_int_equal(c->len, 13);
    assert_int_equal(rt_string_concat(0, NULL)->len, 0);
}

static void test_arrays(void **state) {
    (void)state;
    rt_array *v = rt_new_vector_any(0);
    assert_int_equal(v->length, 0);
    assert_true(v->isptr);
    for (int64_t i = 0; i < 1000; i++) rt_array_push_ptr(v, rt_box_int64(i));
    assert_int_equal(v->length, 1000);
    assert_int_equal(v->dims[0], 1000);
    assert_true(v->cap >= 1000 && v->cap < 4000);
    for (int64_t i = 0; i < 1000; i++) assert_int_equal(rt_unbox_int64(rt_array_ptr_data(v)[i]), i);
    rt_array *z = rt_new_vector_any(3);
    for (int i = 0; i < 3; i++) assert_null(rt_array_ptr_data(z)[i]);
    rt_array_grow_end(z, 2);
    assert_int_equal(z->length, 5);
    assert_null(rt_array_ptr_data(z)[4]);
    /* an isbits element type is stored inline */
    rt_type *vf = rt_array_type((rt_value *)rt_float64_type, 1);
    int64_t n = 4;
    rt_array *fa = rt_new_array(vf, 1, &n);
    assert_false(fa->isptr);
    assert_int_equal(fa->elsize, 8);
    assert_true(((double *)fa->data)[3] == 0.0);
    ((double *)fa->data)[3] = 1.5;
    rt_array_grow_end(fa, 100);
    assert_true(((double *)fa->data)[3] == 1.5);
    assert_true(((double *)fa->data)[103] == 0.0);
    rt_type *vb = rt_array_type((rt_value *)rt_bool_type, 1);
    assert_int_equal(rt_new_array(vb, 1, &n)->elsize, 1);
    /* a matrix */
    rt_type *mi = rt_array_type((rt_value *)rt_int64_type, 2);
    int64_t dims[2] = {3, 4};
    rt_array *m = rt_new_array(mi, 2, dims);
    assert_int_equal(m->length, 12);
    assert_int_equal(m->ndims, 2);
    assert_int_equal(m->dims[1], 4);
}

static void test_expr(void **state) {
    (void)state;
    rt_expr *e = rt_exprv(rt_symbol("call"), 3, (rt_value *)rt_symbol("+"), rt_box_int64(1),
                          rt_box_int64(2));
    assert_ptr_equal(e->type, rt_expr_type);
    assert_ptr_equal(e->head, rt_symbol("call"));
    assert_int_equal(rt_expr_nargs(e), 3);
    assert_ptr_equal(rt_expr_arg(e, 0), rt_symbol("+"));
    rt_expr_push(e, rt_box_int64(3));
    assert_int_equal(rt_expr_nargs(e), 4);
    assert_int_equal(rt_unbox_int64(rt_expr_arg(e, 3)), 3);
    rt_expr *b = rt_new_expr(rt_symbol("block"), 2);
    assert_ptr_equal(rt_expr_arg(b, 1), rt_nothing);
    rt_linenode *ln = (rt_linenode *)rt_new_linenode(7, (rt_value *)rt_symbol("f.jl"));
    assert_ptr_equal(ln->type, rt_linenumbernode_type);
    assert_int_equal(ln->line, 7);
    assert_ptr_equal(((rt_linenode *)rt_new_linenode(1, NULL))->file, rt_nothing);
    rt_quotenode *q = (rt_quotenode *)rt_new_quotenode((rt_value *)e);
    assert_ptr_equal(q->value, e);
    rt_globalref *g = (rt_globalref *)rt_new_globalref(rt_main_module, rt_symbol("x"));
    assert_ptr_equal(g->name, rt_symbol("x"));
    assert_ptr_equal(g->type, rt_globalref_type);
}

static void test_memio(void **state) {
    (void)state;
    rt_iostream *io = rt_new_memio();
    rt_io_puts(io, "x = ");
    rt_io_printf(io, "%d", 42);
    for (int i = 0; i < 1000; i++) rt_io_write(io, "ab", 2);
    size_t len;
    const char *d = rt_memio_data(io, &len);
    assert_int_equal(len, 2006);
    assert_memory_equal(d, "x = 42abab", 10);
    rt_string *s = rt_memio_string(io);
    assert_int_equal(s->len, 2006);
    rt_string *t = rt_memio_take(io);
    assert_int_equal(t->len, 2006);
    assert_int_equal(rt_memio_string(io)->len, 0);
    /* a long printf goes through the heap path */
    rt_io_printf(io, "%0300d|", 5);
    assert_int_equal(rt_memio_take(io)->len, 301);
    /* reading back: writing moved the position past the bytes (Julia's IOBuffer) */
    rt_io_puts(io, "line1\nline2\r\nlast");
    assert_null(rt_io_readline(io, false));
    rt_io_seek(io, 0, 0);
    rt_string *l1 = rt_io_readline(io, false);
    assert_string_equal(l1->data, "line1");
    rt_string *l2 = rt_io_readline(io, true);
    assert_string_equal(l2->data, "line2\r\n");
    assert_false(rt_io_eof(io));
    assert_string_equal(rt_io_readline(io, false)->data, "last");
    assert_true(rt_io_eof(io));
    assert_null(rt_io_readline(io, false));
    assert_int_equal(rt_io_getc(io), -1);
}

static void test_files(void **state) {
    (void)state;
    char path[] = "/tmp/jolt_rt_test_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    rt_iostream *w = rt_open(path, "w");
    rt_io_puts(w, "hello\nworld\n");
    rt_io_close(w);
    rt_iostream *a = rt_open(path, "a");
    rt_io_puts(a, "more");
    rt_io_close(a);
    rt_iostream *r = rt_open(path, "r");
    assert_string_equal(rt_io_readline(r, false)->data, "hello");
    assert_int_equal(rt_io_getc(r), 'w');
    char buf[16];
    assert_int_equal(rt_io_read(r, buf, 5), 5);
    assert_memory_equal(buf, "orld\n", 5);
    assert_string_equal(rt_io_readline(r, true)->data, "more");
    assert_true(rt_io_eof(r));
    rt_io_close(r);
    unlink(path);
}

static int setup(void **state) {
    (void)state;
    rt_init(1);
    return 0;
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_symbols_interned), cmocka_unit_test(test_boxing),
        cmocka_unit_test(test_char_encoding),    cmocka_unit_test(test_strings),
        cmocka_unit_test(test_arrays),           cmocka_unit_test(test_expr),
        cmocka_unit_test(test_memio),            cmocka_unit_test(test_files),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
