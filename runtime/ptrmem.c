/* ptrmem.c — raw memory through Ptr{T}: Base's unsafe_load/unsafe_store!, pointer(x).
 *
 * A value of an isbits type is copied to or from its inline bytes at the address; any other
 * type is an object reference stored there (Ptr{Any}). Nothing here checks the address:
 * that is what "unsafe" means in Julia too. Reached only through ccall from
 * runtime/base/pointer.jl (anchored in init.c). */
#include <string.h>

#include "rt.h"

/* unsafe_load: the T at addr */
rt_value *rt_ptr_load(rt_value *T, uint64_t addr)
{
    void *p = (void *)(uintptr_t)addr;
    if (rt_isbits_type(T))
        return rt_box_bits((rt_type *)T, p);
    rt_value *v;
    memcpy(&v, p, sizeof v);
    if (!v)
        rt_throw_undefref();
    return v;
}

/* unsafe_store!: x's bytes (isbits T) or reference to addr */
void rt_ptr_store(rt_value *T, uint64_t addr, rt_value *x)
{
    void *p = (void *)(uintptr_t)addr;
    if (rt_isbits_type(T))
        memcpy(p, rt_data(x), ((rt_type *)T)->size);
    else
        memcpy(p, &x, sizeof x);
}

/* pointer(x): the address of an array's elements or a string's bytes */
uint64_t rt_ptr_of(rt_value *x)
{
    return (uint64_t)(uintptr_t)rt_ccall_ptr_arg(x);
}
