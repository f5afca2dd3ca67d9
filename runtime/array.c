/* array.c — Array{T,N} construction and 1-d growth.
 *
 * Element storage is a separate allocation: inline bytes for isbits element types
 * (pointer-free, atomic allocation), else an array of boxed pointers (scanned; NULL is
 * #undef). `data` points at the first live element; `offset` elements deleted from the
 * front (popfirst!) precede it in the same allocation, and `cap` counts elements from the
 * allocation's start, so the room left at the end is cap - offset - length (as in Julia).
 * Byte arrays (elsize 1) get one extra zero byte so their data can be used as a C string.
 */
#include <string.h>

#include "rt.h"

/* Storage facts of an element type: bytes per element and whether elements are boxed. */
static void rt_elem_layout(rt_value *el, uint32_t *elsize, uint8_t *isptr) {
    if (el && rt_typeof(el) == rt_datatype_type && (((rt_type *)el)->flags & RT_ISBITS)) {
        rt_type *t = (rt_type *)el;
        uint32_t sz = t->size, al = t->align ? t->align : 1;
        *elsize = (sz + al - 1) / al * al;
        *isptr = 0;
    } else {
        *elsize = sizeof(rt_value *);
        *isptr = 1;
    }
}

static void *rt_array_storage(size_t nelem, uint32_t elsize, uint8_t isptr) {
    if (elsize && nelem > (size_t)INT64_MAX / 2 / elsize) rt_throw_argument("invalid Array size");
    size_t nbytes = nelem * elsize + (elsize == 1 ? 1 : 0);
    return isptr ? rt_alloc(nbytes) : rt_alloc_atomic(nbytes);
}

rt_array *rt_new_array(rt_type *atype, int ndims, const int64_t *dims) {
    if (ndims < 0 || ndims > 255) rt_throw_argument("invalid Array dimensions");
    int64_t n = 1;
    for (int i = 0; i < ndims; i++) {
        if (dims[i] < 0) rt_throw_argument("invalid Array dimensions");
        if (dims[i] && n > INT64_MAX / 2 / dims[i]) rt_throw_argument("invalid Array size");
        n *= dims[i];
    }
    rt_array *a = rt_alloc(sizeof(rt_array) + (size_t)ndims * sizeof(int64_t));
    a->type = atype;
    rt_elem_layout(atype->nparams > 0 ? atype->params[0] : NULL, &a->elsize, &a->isptr);
    a->ndims = (uint8_t)ndims;
    a->length = n;
    a->cap = n;
    for (int i = 0; i < ndims; i++) a->dims[i] = dims[i];
    a->data = rt_array_storage((size_t)n, a->elsize, a->isptr);
    return a;
}

rt_array *rt_new_vector_any(int64_t n) {
    return rt_new_array(rt_array_any_1_type, 1, &n);
}

void rt_array_grow_end(rt_array *a, int64_t inc) {
    if (inc <= 0) {
        if (inc < 0) rt_throw_argument("array size must be non-negative");
        return;
    }
    if (a->ndims != 1) rt_error("cannot resize array with %d dimensions", (int)a->ndims);
    if (a->owner) rt_error("cannot resize array with shared data");
    if (inc > INT64_MAX / 4 - a->length) rt_throw_argument("invalid Array size");
    int64_t need = a->length + inc;
    if (a->offset + need > a->cap) {
        int64_t ncap = a->cap * 2;
        if (ncap < need) ncap = need;
        if (ncap < 4) ncap = 4;
        void *nd = rt_array_storage((size_t)ncap, a->elsize, a->isptr);
        if (a->length) memcpy(nd, a->data, (size_t)a->length * a->elsize);
        a->data = nd;
        a->offset = 0;
        a->cap = ncap; /* the new tail is already zeroed */
    } else {
        /* reused room may hold stale elements from earlier shrinking: clear it */
        memset((char *)a->data + (size_t)a->length * a->elsize, 0, (size_t)inc * a->elsize);
    }
    a->length = need;
    a->dims[0] = need;
}

void rt_array_push_ptr(rt_array *a, rt_value *v) {
    rt_array_grow_end(a, 1);
    rt_array_ptr_data(a)[a->length - 1] = v;
}
