/* test_rt_fs.c — file streams and file-system primitives (iofile.c, fs.c): open flags,
 * buffered writes seen after flush, position/seek with buffered input, readline at end of
 * file, libuv-style error texts, directory listing and removal. Works in a fresh mkdtemp
 * directory. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "../../runtime/rt.h"

static char dir[64]; /* the scratch directory */

static rt_string *S(const char *s) { return rt_cstring(s); }

static rt_iostream *open_or_fail(const char *path, bool rd, bool wr, bool create, bool trunc,
                                 bool append) {
    rt_value *r = rt_io_open_file(S(path), rd, wr, create, trunc, append);
    if (rt_typeof(r) != rt_iostream_type) fail_msg("open %s failed", path);
    return (rt_iostream *)r;
}

static void test_open_write_read(void **state) {
    (void)state;
    rt_iostream *w = open_or_fail("a.txt", false, true, true, true, false);
    assert_string_equal(((rt_string *)rt_io_name(w))->data, "<file a.txt>");
    rt_io_puts(w, "line one\nline two\r\nlast");
    assert_int_equal(rt_fs_kind(S("a.txt"), 0), 1);
    rt_io_close(w);
    assert_false(rt_io_isopen(w));

    rt_iostream *r = open_or_fail("a.txt", true, false, false, false, false);
    assert_false(rt_io_flag(r, 1));
    assert_string_equal(rt_io_readline_str(r, false)->data, "line one");
    assert_int_equal(rt_io_position(r), 9);
    assert_string_equal(rt_io_readline_str(r, true)->data, "line two\r\n");
    assert_string_equal(rt_io_readline_str(r, false)->data, "last");
    assert_true(rt_io_eof(r));
    assert_string_equal(rt_io_readline_str(r, false)->data, "");
    rt_io_seek(r, 5, 0);
    assert_int_equal(rt_io_getc(r), 'o');
    rt_io_seek(r, 2, 1);
    assert_int_equal(rt_io_position(r), 8);
    rt_io_seek(r, 0, 2);
    assert_int_equal(rt_io_position(r), 23);
    assert_int_equal(rt_io_getc(r), -1);
    rt_io_close(r);
}

static void test_append_and_missing(void **state) {
    (void)state;
    rt_iostream *w = open_or_fail("b.txt", false, true, true, true, false);
    rt_io_puts(w, "ab");
    rt_io_close(w);
    w = open_or_fail("b.txt", true, true, true, false, true);
    assert_int_equal(rt_io_position(w), 2);
    rt_io_puts(w, "cd");
    rt_io_seek(w, 0, 0);
    assert_int_equal(rt_io_getc(w), 'a');
    rt_io_close(w);
    rt_value *r = rt_io_open_file(S("nope/x"), true, false, false, false, false);
    assert_ptr_equal(rt_typeof(r), rt_int64_type);
    assert_string_equal(rt_fs_uverror(*(int64_t *)rt_data(r))->data,
                        "no such file or directory (ENOENT)");
}

static void test_dirs(void **state) {
    (void)state;
    assert_int_equal(rt_fs_mkdir(S("d"), 0777), 0);
    assert_string_equal(rt_fs_uverror(rt_fs_mkdir(S("d"), 0777))->data,
                        "file already exists (EEXIST)");
    assert_int_equal(rt_fs_touch(S("d/x")), 0);
    assert_string_equal(rt_fs_uverror(rt_fs_rmdir(S("d")))->data,
                        "directory not empty (ENOTEMPTY)");
    rt_array *names = rt_new_vector_any(0);
    assert_int_equal(rt_fs_readdir(S("d"), names), 0);
    assert_int_equal(names->length, 1);
    assert_string_equal(((rt_string *)rt_array_ptr_data(names)[0])->data, "x");
    assert_int_equal(rt_fs_copyfile(S("b.txt"), S("d/y")), 0);
    assert_int_equal(rt_fs_rename(S("d/y"), S("d/z")), 0);
    assert_int_equal(rt_fs_kind(S("d/z"), 0), 1);
    assert_int_equal(rt_fs_unlink(S("d/x")), 0);
    assert_int_equal(rt_fs_unlink(S("d/z")), 0);
    assert_int_equal(rt_fs_unlink(S("d/z")), -2);
    assert_int_equal(rt_fs_rmdir(S("d")), 0);
    assert_int_equal(rt_fs_kind(S("d"), 0), 0);
}

static int setup(void **state) {
    (void)state;
    rt_init(1);
    snprintf(dir, sizeof dir, "/tmp/jolt_fs_XXXXXX");
    if (!mkdtemp(dir) || chdir(dir) != 0) return -1;
    return 0;
}

static int teardown(void **state) {
    (void)state;
    unlink("a.txt");
    unlink("b.txt");
    if (chdir("/") != 0) return -1;
    rmdir(dir);
    return 0;
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_open_write_read),
        cmocka_unit_test(test_append_and_missing),
        cmocka_unit_test(test_dirs),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
