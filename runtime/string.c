/* string.c — construction of String objects.
 *
 * A String is one atomic (pointer-free) allocation: header, byte length, the bytes and a
 * trailing NUL so the data can be handed to C directly. Strings are immutable once built.
 */
#include <gc.h>
#include <string.h>

#include "rt.h"

rt_string *rt_string_alloc_uninit(size_t len);

/* A string of len bytes, uninitialised contents except the trailing NUL. */
rt_string *rt_string_alloc(size_t len) {
    if (len > (size_t)INT64_MAX - sizeof(rt_string) - 1)
        rt_throw_argument("invalid String length %zu", len);
    rt_string *s = rt_alloc_atomic(sizeof(rt_string) + len + 1);
    s->type = rt_string_type;
    s->len = (int64_t)len;
    return s; /* rt_alloc_atomic zeroed it, so data[len] == 0 */
}

/* A string of len bytes whose contents the caller writes in full: not cleared first (a
 * large String built by copying would otherwise be written twice). */
rt_string *rt_string_alloc_uninit(size_t len) {
    if (len > (size_t)INT64_MAX - sizeof(rt_string) - 1)
        rt_throw_argument("invalid String length %zu", len);
    rt_string *s = rt_alloc_atomic_raw(sizeof(rt_string) + len + 1);
    if (!s) return rt_string_alloc(len); /* reports the failure */
    s->type = rt_string_type;
    s->len = (int64_t)len;
    s->data[len] = 0;
    return s;
}

rt_string *rt_string_n(const char *p, size_t len) {
    rt_string *s = rt_string_alloc_uninit(len);
    if (len) memcpy(s->data, p, len);
    return s;
}

rt_string *rt_cstring(const char *p) {
    return rt_string_n(p, strlen(p));
}

rt_string *rt_string_concat(int n, rt_string **parts) {
    size_t total = 0;
    for (int i = 0; i < n; i++) total += (size_t)parts[i]->len;
    rt_string *s = rt_string_alloc_uninit(total);
    char *d = s->data;
    for (int i = 0; i < n; i++) {
        memcpy(d, parts[i]->data, (size_t)parts[i]->len);
        d += parts[i]->len;
    }
    return s;
}

/* ---------------------------------------------------------------- ccall targets
 * Base reaches the string primitives only through ccall, by name, so nothing in C refers
 * to strutil.c/strshow.c/strreplace.c; listing them here makes the static link keep those
 * objects. */
int64_t rt_str_length(rt_string *s);
rt_string *rt_str_replace_multi(rt_string *s, rt_array *pats, rt_array *reps, int64_t count);
int64_t rt_parse_int_value(rt_string *s, int64_t base);
void rt_show_string(rt_iostream *io, rt_string *s);
void *const rt_string_ccall_roots[] = {(void *)rt_str_length, (void *)rt_parse_int_value,
                                       (void *)rt_show_string, (void *)rt_str_replace_multi};
