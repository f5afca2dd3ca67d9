/* union.c — Union{...}: flattening, simplification and Julia 1.7's member order.
 *
 * A union is stored as nested binary rt_union nodes, right-associated:
 * Union{A, B, C} = Union(A, Union(B, C)). rt_union_n flattens its arguments, drops
 * Union{} and every member that is a subtype of another member (duplicates too), then
 * sorts the members the way Julia's jltypes.c does: singleton DataTypes first, then isbits
 * DataTypes, then other DataTypes, then UnionAlls; ties are broken by module name, type
 * name, parameter count and the first three parameters. The sort is a stable insertion
 * sort, as Julia's is.
 */
#include <string.h>

#include "types_impl.h"

int rt_union_members(rt_value *u, rt_value **out, int max) {
    if (!u || u == rt_bottom) return 0;
    if (!rt_is_union(u)) {
        if (max > 0) out[0] = u;
        return 1;
    }
    int n = rt_union_members(((rt_union *)u)->a, out, max);
    int m = rt_union_members(((rt_union *)u)->b, (out && max > n) ? out + n : NULL,
                             max > n ? max - n : 0);
    return n + m;
}

static const char *rt_dt_module_name(rt_type *t) {
    return t->name->module ? t->name->module->name->name : "";
}

static int rt_cmp_int(int a, int b) { return a < b ? -1 : a > b; }

static int rt_dt_name_cmp(rt_value *a, rt_value *b) {
    if (!rt_is_dt(a)) return rt_is_dt(b) ? 1 : 0;
    if (!rt_is_dt(b)) return -1;
    rt_type *x = (rt_type *)a, *y = (rt_type *)b;
    int c = strcmp(rt_dt_module_name(x), rt_dt_module_name(y));
    if (c) return c;
    c = strcmp(x->name->name->name, y->name->name->name);
    if (c) return c;
    c = rt_cmp_int(x->nparams, y->nparams);
    if (c) return c;
    for (int i = 0; i < 3 && i < x->nparams; i++) {
        rt_value *p = x->params[i], *q = y->params[i];
        if (p == q) continue;
        if (rt_is_dt(p) && rt_is_dt(q)) {
            c = rt_dt_name_cmp(p, q);
            if (c) return c;
        } else if (rt_is_ua(p) && rt_is_ua(q)) {
            c = rt_dt_name_cmp(rt_unwrap_unionall(p), rt_unwrap_unionall(q));
            if (c) return c;
        } else {
            c = 0;
        }
    }
    return c;
}

static bool rt_dt_singleton(rt_value *t) {
    return (((rt_type *)t)->flags & RT_SINGLETON) && ((rt_type *)t)->instance;
}

static bool rt_dt_isbits(rt_value *t) { return rt_isbits_type(t); }

static int rt_union_sort_cmp(rt_value *a, rt_value *b) {
    if (rt_is_dt(a)) {
        if (!rt_is_dt(b)) return -1;
        if (rt_dt_singleton(a)) return rt_dt_singleton(b) ? rt_dt_name_cmp(a, b) : -1;
        if (rt_dt_singleton(b)) return 1;
        if (rt_dt_isbits(a)) return rt_dt_isbits(b) ? rt_dt_name_cmp(a, b) : -1;
        if (rt_dt_isbits(b)) return 1;
        return rt_dt_name_cmp(a, b);
    }
    if (rt_is_dt(b)) return 1;
    return rt_dt_name_cmp(rt_unwrap_unionall(a), rt_unwrap_unionall(b));
}

/* a is redundant next to b in a union */
static bool rt_union_subsumed(rt_value *a, rt_value *b) {
    if (a == b || a == rt_bottom || b == (rt_value *)rt_any_type) return true;
    if (rt_has_free_typevars(a) || rt_has_free_typevars(b)) {
        if (rt_is_tv(a)) return rt_union_subsumed(((rt_tvar *)a)->ub, b);
        return false;
    }
    return rt_subtype(a, b);
}

rt_value *rt_union_n(int n, rt_value **ts) {
    if (n == 0) return rt_bottom;
    if (n == 1) return ts[0];
    int total = 0;
    for (int i = 0; i < n; i++) total += rt_union_members(ts[i], NULL, 0);
    if (total == 0) return rt_bottom;
    rt_value *sbuf[32];
    rt_value **tmp = total <= 32 ? sbuf : rt_alloc((size_t)total * sizeof *tmp);
    int k = 0;
    for (int i = 0; i < n; i++) k += rt_union_members(ts[i], tmp + k, total - k);
    for (int i = 0; i < k; i++) {
        for (int j = 0; j < k; j++) {
            if (i != j && tmp[i] && tmp[j] && rt_union_subsumed(tmp[i], tmp[j])) tmp[i] = NULL;
        }
    }
    int m = 0;
    for (int i = 0; i < k; i++)
        if (tmp[i]) tmp[m++] = tmp[i];
    for (int i = 1; i < m; i++) {
        rt_value *x = tmp[i];
        int j = i;
        while (j > 0 && rt_union_sort_cmp(x, tmp[j - 1]) < 0) {
            tmp[j] = tmp[j - 1];
            j--;
        }
        tmp[j] = x;
    }
    if (m == 0) return rt_bottom;
    rt_value *r = tmp[m - 1];
    for (int i = m - 2; i >= 0; i--) {
        rt_union *u = rt_alloc_permanent(sizeof *u);
        u->type = rt_uniontype_type;
        u->a = tmp[i];
        u->b = r;
        r = (rt_value *)u;
    }
    return r;
}

rt_value *rt_union_of(rt_value *a, rt_value *b) {
    rt_value *ts[2] = {a, b};
    return rt_union_n(2, ts);
}

/* Base.uniontypes(T): the members of a union as a Vector{Any} (T itself when it is not a
 * union, none for Union{}). */
rt_value *rt_uniontypes(rt_value *u) {
    int n = rt_union_members(u, NULL, 0);
    rt_value **m = rt_alloc(sizeof(rt_value *) * (size_t)(n ? n : 1));
    rt_union_members(u, m, n);
    rt_array *v = rt_array_new_1d(rt_array_type((rt_value *)rt_any_type, 1), 0);
    for (int i = 0; i < n; i++) rt_array_push_ptr(v, m[i]);
    return (rt_value *)v;
}
