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

#include "types_impl.h"

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

/* ---------------------------------------------------------------- Base's ccall targets */
/* (called from runtime/base/array.jl; dims tuples arrive boxed: NTuple{N,Int64} payload) */

rt_array *rt_array_new_1d(rt_type *atype, int64_t n) {
    return rt_new_array(atype, 1, &n);
}

rt_array *rt_array_new_2d(rt_type *atype, int64_t m, int64_t n) {
    int64_t d[2] = {m, n};
    return rt_new_array(atype, 2, d);
}

static int rt_array_type_ndims(rt_type *atype) {
    rt_value *N = atype->nparams > 1 ? atype->params[1] : NULL;
    if (!N || rt_typeof(N) != rt_int64_type) rt_throw_argument("invalid Array dimensions");
    return (int)rt_unbox_int64(N);
}

rt_array *rt_array_new_nd(rt_type *atype, rt_value *dims) {
    return rt_new_array(atype, rt_array_type_ndims(atype), (const int64_t *)rt_data(dims));
}

/* reshape: a new header over a's elements (shared: neither can be resized afterwards) */
rt_array *rt_array_reshape(rt_type *atype, rt_array *a, rt_value *dims) {
    int nd = rt_array_type_ndims(atype);
    const int64_t *d = (const int64_t *)rt_data(dims);
    rt_array *r = rt_alloc(sizeof(rt_array) + (size_t)nd * sizeof(int64_t));
    *r = *a;
    r->type = atype;
    r->ndims = (uint8_t)nd;
    for (int i = 0; i < nd; i++) r->dims[i] = d[i];
    r->owner = a->owner ? a->owner : (rt_value *)a;
    r->cap = a->length;
    r->offset = 0;
    if (!a->owner) a->owner = (rt_value *)r; /* the original is shared from now on too */
    return r;
}

rt_array *rt_array_copy(rt_array *a) {
    rt_array *r = rt_new_array(a->type, a->ndims, a->dims);
    if (a->length) memcpy(r->data, a->data, (size_t)a->length * a->elsize);
    return r;
}

/* pointer(a, i): the address of element i (1-based); sizeof(a): the elements' bytes */
uint64_t rt_array_ptr_at(rt_array *a, int64_t i) {
    return (uint64_t)(uintptr_t)((char *)a->data + (i - 1) * (int64_t)a->elsize);
}
int64_t rt_array_nbytes(rt_array *a) { return a->length * (int64_t)a->elsize; }

/* copy n elements from src[so] to dst[do] (0-based), overlapping allowed; same layout */
void rt_array_copy_elems(rt_array *dst, int64_t doff, rt_array *src, int64_t soff, int64_t n) {
    if (n <= 0) return;
    memmove((char *)dst->data + (size_t)doff * dst->elsize,
            (char *)src->data + (size_t)soff * src->elsize, (size_t)n * src->elsize);
}

static void rt_array_check_resizable(rt_array *a) {
    if (a->ndims != 1) rt_error("cannot resize array with %d dimensions", (int)a->ndims);
    if (a->owner) rt_error("cannot resize array with shared data");
}

void rt_array_del_end(rt_array *a, int64_t n) {
    rt_array_check_resizable(a);
    if (n < 0 || n > a->length) rt_throw_argument("array size must be non-negative");
    a->length -= n;
    a->dims[0] = a->length;
    /* drop references so the collector can free them */
    memset((char *)a->data + (size_t)a->length * a->elsize, 0, (size_t)n * a->elsize);
}

void rt_array_del_beg(rt_array *a, int64_t n) {
    rt_array_check_resizable(a);
    if (n < 0 || n > a->length) rt_throw_argument("array size must be non-negative");
    memset(a->data, 0, (size_t)n * a->elsize);
    a->data = (char *)a->data + (size_t)n * a->elsize;
    a->offset += n;
    a->length -= n;
    a->dims[0] = a->length;
}

void rt_array_grow_beg(rt_array *a, int64_t n) {
    rt_array_check_resizable(a);
    if (n < 0) rt_throw_argument("array size must be non-negative");
    if (n == 0) return;
    if (n > INT64_MAX / 4 - a->length) rt_throw_argument("invalid Array size");
    if (a->offset >= n) {
        a->data = (char *)a->data - (size_t)n * a->elsize;
        a->offset -= n;
        memset(a->data, 0, (size_t)n * a->elsize);
    } else {
        int64_t need = a->length + n;
        int64_t front = need; /* leave room for further pushfirst! */
        int64_t ncap = front + need + (a->cap - a->offset - a->length);
        char *nd = rt_array_storage((size_t)ncap, a->elsize, a->isptr);
        if (a->length)
            memcpy(nd + (size_t)(front + n) * a->elsize, a->data, (size_t)a->length * a->elsize);
        a->data = nd + (size_t)front * a->elsize;
        a->offset = front;
        a->cap = ncap;
    }
    a->length += n;
    a->dims[0] = a->length;
}

/* insert n zeroed (#undef) elements before 0-based position i */
void rt_array_grow_at(rt_array *a, int64_t i, int64_t n) {
    if (i < 0 || i > a->length) rt_throw_bounds((rt_value *)a, i + 1);
    int64_t tail = a->length - i;
    rt_array_grow_end(a, n);
    char *d = a->data;
    memmove(d + (size_t)(i + n) * a->elsize, d + (size_t)i * a->elsize, (size_t)tail * a->elsize);
    memset(d + (size_t)i * a->elsize, 0, (size_t)n * a->elsize);
}

/* delete n elements starting at 0-based position i */
void rt_array_del_at(rt_array *a, int64_t i, int64_t n) {
    if (i < 0 || n < 0 || i + n > a->length) rt_throw_bounds((rt_value *)a, i + 1);
    rt_array_check_resizable(a);
    char *d = a->data;
    memmove(d + (size_t)i * a->elsize, d + (size_t)(i + n) * a->elsize,
            (size_t)(a->length - i - n) * a->elsize);
    rt_array_del_end(a, n);
}

/* size(a) for any N: NTuple{N,Int64} */
rt_value *rt_array_size_tuple(rt_array *a) {
    rt_value *buf[8];
    rt_value **vals = a->ndims <= 8 ? buf : rt_alloc((size_t)a->ndims * sizeof *vals);
    for (int i = 0; i < a->ndims; i++) vals[i] = rt_box_int64(a->dims[i]);
    return rt_new_tuple(a->ndims, vals);
}

/* ---------------------------------------------------------------- NamedTuple construction
 * (here rather than in a file of its own: the JIT resolves ccall targets in the jolt
 * executable, which keeps only the runtime objects something references) */
rt_value *rt_namedtuple_new(rt_value *names, rt_value *tup) {
    rt_type *tt = rt_typeof(tup);
    if (!(tt->flags & RT_TUPLE)) rt_throw_argument("NamedTuple: expected a Tuple of values");
    rt_type *nt = rt_typeof(names);
    if (!(nt->flags & RT_TUPLE) || nt->nfields != tt->nfields)
        rt_throw_argument("Wrong number of arguments to named tuple constructor.");
    rt_value *ps[2] = {names, (rt_value *)tt};
    rt_type *t = rt_instantiate(rt_namedtuple_typename, 2, ps);
    int n = tt->nfields;
    rt_value *buf[32];
    rt_value **vals = n <= 32 ? buf : rt_alloc((size_t)n * sizeof *vals);
    for (int i = 0; i < n; i++) vals[i] = rt_get_field(tup, i);
    return rt_new_struct(t, n, vals);
}

/* values(nt): the Tuple of a NamedTuple's fields */
rt_value *rt_namedtuple_values(rt_value *nt) {
    rt_type *t = rt_typeof(nt);
    int n = t->nfields;
    rt_value *buf[32];
    rt_value **vals = n <= 32 ? buf : rt_alloc((size_t)n * sizeof *vals);
    for (int i = 0; i < n; i++) vals[i] = rt_get_field(nt, i);
    return rt_new_tuple(n, vals);
}

/* Array{eltype,N} with dims given as a Vector{Int64} of length N (concatenation results) */
rt_array *rt_array_new_vdims(rt_value *eltype, rt_array *dims) {
    if (dims->length < 0 || dims->length > 255) rt_throw_argument("invalid Array dimensions");
    rt_type *at = rt_array_type(eltype, (int)dims->length);
    return rt_new_array(at, (int)dims->length, (const int64_t *)dims->data);
}

/* (v...,) for a Vector{Any} */
rt_value *rt_array_to_tuple(rt_array *a) {
    return rt_new_tuple((int)a->length, rt_array_ptr_data(a));
}

rt_value *rt_array_to_struct(rt_type *t, rt_array *vals) {
    return rt_new_struct(t, (int)vals->length, rt_array_ptr_data(vals));
}

/* ---------------------------------------------------------------- printing support
 * (arrayshow.jl aligns matrix columns on these: characters, and characters before a
 * number's fraction/exponent part) */
int64_t rt_str_width(rt_string *s) {
    int64_t n = 0;
    for (int64_t i = 0; i < s->len; i++) n += ((unsigned char)s->data[i] & 0xC0) != 0x80;
    return n;
}

int64_t rt_str_numsplit(rt_string *s) {
    for (int64_t i = 0; i < s->len; i++) {
        char c = s->data[i];
        if (c == '.' || c == 'e' || c == 'E' || c == 'f' || c == 'F') return i;
    }
    return s->len;
}
