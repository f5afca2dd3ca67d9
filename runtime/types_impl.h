/* types_impl.h — private helpers shared by the type-system files of libjoltrt
 * (types.c, typeapply.c, union.c, subtype.c, typeprint.c). Not part of the public API.
 */
#ifndef JOLT_RT_TYPES_IMPL_H
#define JOLT_RT_TYPES_IMPL_H

#include <pthread.h>

#include "rt.h"

/* One recursive lock guards every typename cache and type creation. */
extern pthread_mutex_t rt_type_lock;
void rt_type_lock_init(void);

/* Kind tests on any value (NULL-safe). */
static inline bool rt_is_dt(rt_value *v) { return v && rt_typeof(v) == rt_datatype_type; }
static inline bool rt_is_union(rt_value *v) { return v && rt_typeof(v) == rt_uniontype_type; }
static inline bool rt_is_ua(rt_value *v) { return v && rt_typeof(v) == rt_unionall_type; }
static inline bool rt_is_tv(rt_value *v) { return v && rt_typeof(v) == rt_tvar_type; }
static inline bool rt_is_va(rt_value *v) { return v && rt_typeof(v) == rt_typeofvararg_type; }

/* === on type parameters: types structurally, symbols by identity, isbits values by
 * bytes, strings by content (consistent with rt_param_hash). */
bool rt_param_egal(rt_value *a, rt_value *b);
/* Structural hash of a type or parameter value (consistent with rt_egal). */
uint64_t rt_param_hash(rt_value *p);
/* Find or create the instantiation of typename tn with the given params (substituting
 * into the primary definition's supertype and field types). */
rt_type *rt_instantiate(rt_typename *tn, int n, rt_value **params);
/* Fill the derived facts of a DataType (flags, hash, layout, singleton instance). */
void rt_finish_datatype(rt_type *t);
/* Parameter/value text as printed inside a type (3, :a, (:a, :b)); GC'd. */
char *rt_param_str(rt_value *p);
/* The type printer's text buffer. */
typedef rt_strbuf rt_tbuf;

#endif
