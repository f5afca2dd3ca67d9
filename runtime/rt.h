/* rt.h — libjoltrt, the jolt runtime: object model, GC, types, symbols, strings, arrays,
 * modules, generic-function dispatch caches, exceptions and I/O primitives.
 *
 * The runtime stands alone: it never includes frontend/ir/codegen/jit headers and never
 * links LLVM, so an ahead-of-time executable links only libjoltrt (+ bdwgc, utf8proc,
 * libffi). Every exported name carries the prefix `rt_`.
 *
 * Object model. Every heap object starts with one header word, the pointer to its type
 * (a DataType, itself an rt_type). `rt_value *` points at that header; the payload follows
 * at offset 8 (rt_data(v)). isbits values (Int64, Float64, Bool, tuples and immutable
 * structs of isbits) live unboxed in compiled code and are boxed only where a value's
 * static type is abstract or a Union that cannot be stored inline.
 *
 * Memory. bdwgc, thread-enabled, with interior pointers. Pointer-free payloads use the
 * atomic allocator. Objects the runtime must keep forever (symbols, types) are
 * allocated uncollectable.
 */
#ifndef JOLT_RT_H
#define JOLT_RT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct rt_type rt_type;
struct rt_module;   /* forward declarations for prototypes that precede the definitions */
struct rt_iostream;
struct rt_string;
typedef struct rt_value {
    rt_type *type; /* the object's DataType */
} rt_value;

#define rt_typeof(v) (((rt_value *)(v))->type)
#define rt_data(v) ((void *)((char *)(v) + sizeof(rt_value)))

/* ---------------------------------------------------------------- memory (gc.c) */
void rt_gc_init(void);
void *rt_alloc(size_t nbytes);            /* zeroed, scanned for pointers */
void *rt_alloc_atomic(size_t nbytes);     /* not scanned: bytes, isbits arrays */
void *rt_alloc_permanent(size_t nbytes);  /* never collected, scanned */
void rt_free_permanent(void *p);           /* give back an rt_alloc_permanent block */
rt_value *rt_new_object(rt_type *t);      /* a zeroed instance of t (header set) */
void rt_gc_add_root(void *lo, void *hi);  /* register a range of words as GC roots */
void *rt_alloc_atomic_raw(size_t nbytes); /* as rt_alloc_atomic, not zeroed */

/* ---------------------------------------------------------------- the Base image (image.c)
 * The writable globals of the runtime, ir and frontend (and other layers' globals marked
 * RT_IMAGE_STATE) are saved with the arena an image build allocates in; a global that
 * describes this process rather than Base's data is RT_PER_PROCESS and never saved. */
#define RT_PER_PROCESS __attribute__((section(".jolt_process")))
#define RT_IMAGE_STATE __attribute__((section(".jolt_state")))
#define RT_IMAGE_ADDR ((uintptr_t)0x200000000000) /* where the arena lives */
typedef enum rt_image_status {
    RT_IMAGE_OK, RT_IMAGE_MISSING, RT_IMAGE_STALE, RT_IMAGE_FOREIGN, RT_IMAGE_DAMAGED,
    RT_IMAGE_NOADDR, RT_IMAGE_UNSUPPORTED, RT_IMAGE_NOEXEC
} rt_image_status;
extern bool rt_image_building;       /* allocations go to the image's arena */
extern bool rt_image_loaded;         /* Base came from an image */
bool rt_image_build_begin(void);     /* reserve the arena; false: this build cannot */
void *rt_image_alloc(size_t n, size_t align); /* a block of the arena (NULL: full), not zeroed */
void rt_image_free(void *p);         /* building: the block may be used again */
size_t rt_image_zero_free(void);     /* building: zero the freed blocks (bytes zeroed) */
bool rt_image_owns(const void *p);   /* p lies in the arena (never freed) */
size_t rt_image_block_size(const void *p); /* bytes asked for the block at p */
char *rt_image_top(void);            /* end of the arena's used part */
void *rt_image_block_of(const void *p); /* building: the block p points into, or NULL */
void *rt_image_alloc_pages(size_t n);   /* building: whole pages (the JIT's memory) */
void rt_image_note_prot(void *addr, size_t len, int prot); /* building: pages' protection */
/* Save the arena and the state section with the caller's key (0, or -1 with errno). */
int rt_image_write(const char *path, const void *key, size_t keylen);
/* Map an image; key_ok judges the key it was written with (NULL: any). */
rt_image_status rt_image_map(const char *path, bool (*key_ok)(const void *key, size_t len));
const char *rt_image_status_text(rt_image_status s);

/* ---------------------------------------------------------------- symbols (symbol.c) */
typedef struct rt_sym {
    rt_type *type;   /* rt_symbol_type */
    uint64_t hash;   /* FNV-1a of the name */
    size_t len;      /* bytes in name, excluding the NUL */
    char name[];     /* NUL-terminated UTF-8 */
} rt_sym;
rt_sym *rt_symbol(const char *name);
rt_sym *rt_symbol_n(const char *name, size_t len);
rt_sym *rt_gensym(const char *prefix); /* unique symbol "#prefix#N" */
/* Give symbols interned before rt_types_init (type still NULL) their type. */
void rt_symbol_fixup_types(void);

/* ---------------------------------------------------------------- types (types.c) */
/* Flags of a DataType. */
enum {
    RT_ABSTRACT = 1 << 0,  /* abstract type: no instances */
    RT_MUTABLE = 1 << 1,   /* mutable struct: always boxed, identity by address */
    RT_ISBITS = 1 << 2,    /* immutable and pointer-free: may live unboxed */
    RT_PRIMITIVE = 1 << 3, /* primitive type (Int64, Float64, ...): size bytes of bits */
    RT_CONCRETE = 1 << 4,  /* can have instances (not abstract, no free type vars) */
    RT_TUPLE = 1 << 5,     /* a Tuple{...} type */
    RT_SINGLETON = 1 << 6, /* zero fields, immutable: one instance (the ghost value) */
    RT_FUNCTION = 1 << 7,  /* typeof(f) for a generic function */
    RT_NAMEDTUPLE = 1 << 8, /* a NamedTuple{names, T} type */
    RT_OPAQUE = 1 << 9,     /* runtime-defined layout (String, Symbol, Array, Module, kinds):
                               no Julia-visible fields, never a singleton */
    RT_TN_CALLABLE = 1 << 10 /* typename flag: a method calls its instances, `(s::S)(x)` */
};

/* Shared by every instantiation of one parametric type (Vector{Int64} and Vector{Float64}). */
typedef struct rt_typename {
    rt_type *type;                 /* rt_typename_type */
    rt_sym *name;                  /* e.g. :Array */
    struct rt_module *module;      /* module that defined it */
    rt_value *wrapper;             /* the UnionAll (or the DataType itself if unparameterised) */
    struct rt_type **cache;        /* instantiations made so far */
    size_t ncache, capcache;       /* used / allocated entries of cache */
    int nparams;                   /* number of type parameters */
    struct rt_sym **fieldnames;    /* field names (shared by all instantiations) */
    int nfields;                   /* number of fields */
    void *mt;                      /* for function types: the compiler's method table (opaque) */
    uint32_t flags;                /* RT_ABSTRACT/RT_MUTABLE as declared */
    struct rt_dcache *dcache;      /* for function types: dynamic-dispatch cache (function.c) */
    struct rt_aot_entry *aot_generic; /* executables: fallback entries, most specific first */
    rt_value *(*builtin)(rt_value **, uint32_t); /* a builtin's boxed implementation, or NULL */
    uint64_t hash;                 /* hash of this name, seeds instantiation hashes */
    uint64_t atomicfields;         /* bit i: field i+1 declared `@atomic` (1.7), fields 1..64 */
} rt_typename;

struct rt_type {
    rt_type *type;            /* rt_datatype_type */
    rt_typename *name;        /* shared name record */
    rt_type *super;           /* declared supertype (Any's super is Any) */
    rt_value **params;        /* type parameters: types or isbits values (e.g. N of Array{T,N}) */
    int nparams;              /* number of parameters */
    int nfields;              /* number of fields (for tuples: number of elements) */
    rt_value **fieldtypes;    /* declared type of each field */
    uint32_t *fieldoffsets;   /* byte offset of each field inside the payload */
    uint8_t *fieldinline;     /* 1 if the field is stored inline (isbits), 0 if boxed pointer */
    uint32_t size;            /* payload size in bytes (0 for singletons) */
    uint32_t align;           /* payload alignment */
    uint32_t flags;           /* RT_* flags */
    uint64_t hash;            /* structural hash, stable within a process */
    rt_value *instance;       /* the singleton instance, when RT_SINGLETON */
    int32_t id;               /* small dense id for builtin types, else -1 */
    rt_sym **fieldnames;      /* field names of this instantiation (NamedTuples differ
                                 per instance; otherwise name->fieldnames) */
};

typedef struct rt_union {
    rt_type *type;   /* rt_uniontype_type */
    rt_value *a, *b; /* Union{a, b}; nested for more members, kept flattened+sorted by rt_union_of */
} rt_union;

typedef struct rt_tvar {
    rt_type *type;  /* rt_tvar_type */
    rt_sym *name;   /* T */
    rt_value *lb;   /* lower bound (Union{} by default) */
    rt_value *ub;   /* upper bound (Any by default) */
} rt_tvar;

typedef struct rt_unionall {
    rt_type *type;  /* rt_unionall_type */
    rt_tvar *var;   /* the bound variable */
    rt_value *body; /* a type mentioning var */
} rt_unionall;

typedef struct rt_vararg {
    rt_type *type;  /* rt_vararg_type */
    rt_value *T;    /* element type */
    rt_value *N;    /* count (boxed Int64) or NULL when unbounded */
} rt_vararg;

/* Builtin types. */
extern rt_type *rt_datatype_type, *rt_typename_type, *rt_uniontype_type, *rt_unionall_type,
    *rt_tvar_type, *rt_vararg_type;
extern rt_type *rt_any_type, *rt_bottom_type_dt; /* Union{} is rt_bottom (an empty rt_union) */
extern rt_value *rt_bottom;
extern rt_type *rt_number_type, *rt_real_type, *rt_integer_type, *rt_signed_type,
    *rt_unsigned_type, *rt_abstractfloat_type, *rt_abstractstring_type, *rt_function_type,
    *rt_type_type_dt, *rt_abstractchar_type, *rt_exception_type, *rt_io_type;
extern rt_type *rt_int8_type, *rt_int16_type, *rt_int32_type, *rt_int64_type, *rt_int128_type,
    *rt_uint8_type, *rt_uint16_type, *rt_uint32_type, *rt_uint64_type, *rt_uint128_type,
    *rt_float16_type, *rt_float32_type, *rt_float64_type, *rt_bool_type, *rt_char_type;
extern rt_type *rt_string_type, *rt_symbol_type, *rt_nothing_type, *rt_module_type,
    *rt_expr_type, *rt_linenumbernode_type, *rt_quotenode_type, *rt_globalref_type,
    *rt_tuple_empty_type, *rt_array_any_1_type, *rt_ptr_void_type, *rt_iostream_type,
    *rt_iobuffer_type; /* IOBuffer: a memory stream, laid out as an IOStream */
extern rt_typename *rt_tuple_typename, *rt_array_typename, *rt_ptr_typename,
    *rt_type_typename, *rt_namedtuple_typename;
extern rt_value *rt_tuple_wrapper; /* Tuple as a UnionAll-like marker (rt_tuple_type_of builds) */
/* Tuple is the DataType Tuple{Vararg{Any}}; rt_apply_type(rt_tuple_wrapper, ...) builds tuples.
 * rt_type_wrapper is `Type` (UnionAll T, Type{T}); rt_vararg_marker is Core.Vararg (an
 * rt_vararg with T = N = NULL; applying it builds Vararg{T,N}); rt_typeofvararg_type is
 * Core.TypeofVararg. Applying rt_uniontype_type (the DataType Union) builds a Union. */
extern rt_value *rt_type_wrapper, *rt_vararg_marker, *rt_array_wrapper, *rt_namedtuple_wrapper;
extern rt_type *rt_typeofvararg_type, *rt_abstractarray_type_dt, *rt_densearray_type_dt;

void rt_types_init(void);
/* A new DataType. params may be NULL. fieldtypes NULL for abstract/primitive types. */
rt_type *rt_new_datatype(rt_sym *name, struct rt_module *m, rt_type *super, int nparams,
                         rt_value **params, int nfields, rt_sym **fieldnames,
                         rt_value **fieldtypes, uint32_t flags);
rt_type *rt_new_primitive(rt_sym *name, struct rt_module *m, rt_type *super, uint32_t nbits);
/* Compute size/align/offsets/isbits from fieldtypes (called for concrete structs). */
void rt_layout(rt_type *t);
/* Give a struct made with fieldtypes NULL its field types (and its instantiations theirs). */
void rt_set_fieldtypes(rt_type *prim, rt_value **ftypes);
rt_type *rt_tuple_type(int n, rt_value **elts);      /* Tuple{elts...}, cached */
rt_value *rt_union_of(rt_value *a, rt_value *b);      /* Union{a, b}, simplified */
rt_value *rt_union_n(int n, rt_value **ts);
int rt_union_members(rt_value *u, rt_value **out, int max); /* flatten; returns count */
rt_value *rt_uniontypes(rt_value *u);                         /* Base.uniontypes: the members as a Vector{Any} */
rt_value *rt_apply_type(rt_value *tc, int n, rt_value **params); /* T{params...} */
rt_tvar *rt_new_tvar(rt_sym *name, rt_value *lb, rt_value *ub);
rt_value *rt_new_unionall(rt_tvar *v, rt_value *body);
rt_value *rt_unwrap_unionall(rt_value *t);            /* strip UnionAll wrappers */
rt_value *rt_type_of_type(rt_value *t);               /* Type{t} */
rt_value *rt_new_vararg(rt_value *T, rt_value *N);
bool rt_is_datatype(rt_value *t);
bool rt_is_concrete(rt_value *t);
bool rt_isbits_type(rt_value *t);
bool rt_is_kind(rt_value *v); /* v is a type object (DataType, Union, UnionAll, TypeVar) */
bool rt_is_kind_type(rt_type *t);   /* its values are types: DataType, Union, UnionAll, typeof(Union{}) */
bool rt_subtype(rt_value *a, rt_value *b);          /* a <: b */
/* a <: b where b may be wrapped in UnionAlls (a method signature): on success the values
 * bound to b's type variables (outermost first) are stored in env[0..nenv). */
bool rt_subtype_env(rt_value *a, rt_value *b, rt_value **env, int nenv);
int rt_unionall_nvars(rt_value *t);                  /* number of UnionAll wrappers */
/* Julia's printed form of a type: Vector{Int64}, Array{Int64, 3}, Union{Nothing, Int64}. */
void rt_print_type(struct rt_iostream *io, rt_value *t);
char *rt_type_str(rt_value *t);                      /* same, as a GC'd C string */
bool rt_types_equal(rt_value *a, rt_value *b);
bool rt_isa(rt_value *v, rt_value *t);              /* typeof(v) <: t */
rt_value *rt_typeintersect_simple(rt_value *a, rt_value *b); /* conservative */
rt_type *rt_tuple_typeof_args(int n, rt_value **args); /* Tuple{typeof.(args)...} */
bool rt_is_type_type(rt_value *t);       /* t is Type{X} (X = t's only param) */
bool rt_is_vararg(rt_value *t);          /* t is a Vararg{T,N} */
bool rt_has_free_typevars(rt_value *t);  /* t mentions a TypeVar not bound inside it */
rt_value *rt_typejoin(rt_value *a, rt_value *b); /* Julia's typejoin (typejoin.c) */
rt_type *rt_array_type(rt_value *eltype, int ndims);  /* Array{eltype, ndims} */
/* Substitute vals[i] for vars[i] throughout t (instantiating DataTypes as needed). */
rt_value *rt_type_subst(rt_value *t, int n, rt_tvar **vars, rt_value **vals);
/* Outermost-first type variables of a UnionAll chain into out; returns count. */
int rt_unionall_vars(rt_value *t, rt_tvar **out, int max);
/* Julia's display name of a type's module path ("Main.M"), for qualification. */
void rt_print_module_path(struct rt_iostream *io, struct rt_module *m);

/* ---------------------------------------------------------------- boxing (box.c) */
extern rt_value *rt_nothing, *rt_true, *rt_false, *rt_empty_tuple;
rt_value *rt_box_int64(int64_t x);
rt_value *rt_box_float64(double x);
rt_value *rt_box_bool(bool b);
rt_value *rt_box_char(uint32_t c); /* Julia's Char representation (UTF-8 bytes, left-aligned) */
rt_value *rt_box_bits(rt_type *t, const void *payload); /* any isbits type */
int64_t rt_unbox_int64(rt_value *v);
double rt_unbox_float64(rt_value *v);
bool rt_unbox_bool(rt_value *v);
uint32_t rt_char_from_codepoint(uint32_t cp);
uint32_t rt_char_codepoint(uint32_t c); /* 0xFFFFFFFF if invalid */
/* Give cached boxes made before rt_types_init created Int64/Char their type. */
void rt_box_fixup_types(void);

/* ---------------------------------------------------------------- text buffer (strbuf.c) */
typedef struct rt_strbuf {
    char *p;         /* bytes (malloc'd), NUL-terminated; NULL while empty */
    size_t len, cap; /* used / allocated */
} rt_strbuf;
void rt_strbuf_put(rt_strbuf *b, const char *s, size_t n);
void rt_strbuf_puts(rt_strbuf *b, const char *s);

/* ---------------------------------------------------------------- strings (string.c) */
typedef struct rt_string {
    rt_type *type; /* rt_string_type */
    int64_t len;   /* bytes */
    char data[];   /* len bytes + NUL */
} rt_string;
rt_string *rt_string_alloc(size_t len); /* len bytes to fill in, NUL-terminated */
rt_string *rt_string_n(const char *s, size_t len);
rt_string *rt_cstring(const char *s);
rt_string *rt_string_concat(int n, rt_string **parts);

/* ---------------------------------------------------------------- arrays (array.c) */
typedef struct rt_array {
    rt_type *type;   /* Array{T,N} */
    void *data;      /* element storage (inline isbits, else rt_value*) */
    int64_t length;  /* number of elements */
    int64_t cap;     /* allocated elements (1-d growth) */
    int64_t offset;  /* elements deleted at the front (popfirst!) still allocated */
    uint32_t elsize; /* bytes per element */
    uint8_t ndims;   /* N */
    uint8_t isptr;   /* elements are boxed pointers */
    rt_value *owner; /* array whose data this shares (reshape), or NULL */
    int64_t dims[];  /* ndims sizes */
} rt_array;
rt_array *rt_new_array(rt_type *atype, int ndims, const int64_t *dims);
rt_array *rt_new_vector_any(int64_t n);
void rt_array_push_ptr(rt_array *a, rt_value *v);
void rt_array_grow_end(rt_array *a, int64_t inc);
#define rt_array_ptr_data(a) ((rt_value **)(a)->data)
/* Base's ccall targets (array.c): construction, reshape, copies, 1-d growth and deletion */
rt_array *rt_array_new_1d(rt_type *atype, int64_t n);
rt_array *rt_array_new_2d(rt_type *atype, int64_t m, int64_t n);
rt_array *rt_array_new_nd(rt_type *atype, rt_value *dims);
rt_array *rt_array_reshape(rt_type *atype, rt_array *a, rt_value *dims);
rt_array *rt_array_copy(rt_array *a);
void rt_array_copy_elems(rt_array *dst, int64_t doff, rt_array *src, int64_t soff, int64_t n);
uint64_t rt_array_ptr_at(rt_array *a, int64_t i);
int64_t rt_array_nbytes(rt_array *a);
void rt_array_del_end(rt_array *a, int64_t n);
void rt_array_del_beg(rt_array *a, int64_t n);
void rt_array_grow_beg(rt_array *a, int64_t n);
void rt_array_grow_at(rt_array *a, int64_t i, int64_t n);
void rt_array_del_at(rt_array *a, int64_t i, int64_t n);
rt_value *rt_array_size_tuple(rt_array *a);
rt_array *rt_array_new_vdims(rt_value *eltype, rt_array *dims);
rt_value *rt_array_to_tuple(rt_array *a);
/* A struct of type t whose fields are the elements of the Vector{Any} vals (for Base code
 * that builds a parametric struct whose parameters are only known at run time). */
rt_value *rt_array_to_struct(rt_type *t, rt_array *vals);
int64_t rt_str_width(rt_string *s);
int64_t rt_str_numsplit(rt_string *s);
rt_value *rt_namedtuple_new(rt_value *names, rt_value *tup);
rt_value *rt_splatnew(rt_value *T, rt_value *tup); /* Core._splatnew: new(T, tup...) */
rt_value *rt_new_struct_dyn(rt_value *T, rt_value **args, int32_t n); /* new(T, args...), checked */
rt_value *rt_namedtuple_values(rt_value *nt);

/* ---------------------------------------------------------------- AST objects (ast.c) */
typedef struct rt_expr {
    rt_type *type;  /* rt_expr_type */
    rt_sym *head;   /* :call, :block, ... */
    rt_array *args; /* Vector{Any} */
} rt_expr;
typedef struct rt_linenode {
    rt_type *type;  /* rt_linenumbernode_type */
    int64_t line;   /* 1-based line */
    rt_value *file; /* Symbol or nothing */
} rt_linenode;
typedef struct rt_quotenode {
    rt_type *type;   /* rt_quotenode_type */
    rt_value *value; /* quoted value */
} rt_quotenode;
typedef struct rt_globalref {
    rt_type *type;             /* rt_globalref_type */
    struct rt_module *module;  /* module */
    rt_sym *name;              /* name */
} rt_globalref;
rt_expr *rt_new_expr(rt_sym *head, int nargs);          /* args preallocated as nothing */
rt_expr *rt_exprv(rt_sym *head, int nargs, ...);         /* rt_value* args */
void rt_expr_push(rt_expr *e, rt_value *arg);
#define rt_expr_nargs(e) ((int)(e)->args->length)
#define rt_expr_arg(e, i) (rt_array_ptr_data((e)->args)[(i)])
rt_value *rt_new_linenode(int64_t line, rt_value *file);
rt_value *rt_new_quotenode(rt_value *v);
rt_value *rt_new_globalref(struct rt_module *m, rt_sym *name);

/* ---------------------------------------------------------------- modules (module.c) */
typedef struct rt_binding {
    rt_sym *name;              /* variable name */
    rt_value *value;           /* current value, NULL when undefined */
    rt_value *declared;        /* declared type (Any unless `global x::T`) */
    struct rt_module *owner;   /* module that owns the binding (after `using`) */
    uint8_t constant;          /* const binding */
    uint8_t exported;          /* listed in `export` */
    uint8_t imported;          /* brought in by `import` (may be extended) */
    uint8_t assigned;          /* assigned by its module's code: shadows a `using`'d name
                                  even before the assignment runs (executables) */
} rt_binding;
typedef struct rt_module {
    rt_type *type;               /* rt_module_type */
    rt_sym *name;                /* module name */
    struct rt_module *parent;    /* enclosing module (Main's parent is Main) */
    rt_binding **table;          /* open-addressing table keyed by symbol (cap slots; the
                                    slot count is also in ((size_t *)table)[-1]) */
    size_t size, cap;            /* bindings used / table slots */
    struct rt_module **usings;   /* modules brought in by `using` */
    size_t nusings, capusings;   /* used / allocated */
    int counter;                 /* lowering's per-module name counter (`#1#2`, `#f#3`) */
} rt_module;
extern rt_module *rt_core_module, *rt_base_module, *rt_main_module;
rt_module *rt_new_module(rt_sym *name, rt_module *parent);
bool rt_module_within(rt_module *m, rt_module *outer); /* m is outer or nested in it */
rt_binding *rt_get_binding(rt_module *m, rt_sym *s);      /* created when missing */
bool rt_module_share_binding(rt_module *m, rt_binding *b); /* `using A: x` of a variable */
rt_binding *rt_find_binding(rt_module *m, rt_sym *s);     /* own, then usings; NULL if none */
void rt_set_const(rt_module *m, rt_sym *s, rt_value *v);
rt_value *rt_get_global(rt_module *m, rt_sym *s);          /* NULL if undefined */
void rt_module_using(rt_module *m, rt_module *from);
rt_value *rt_binding_get_checked(rt_binding *b);           /* throws UndefVarError */
extern rt_value *(*rt_deferred_const_hook)(rt_binding *b); /* AOT compile: late const */
void rt_binding_set(rt_binding *b, rt_value *v);           /* checks const & declared type */

/* ---------------------------------------------------------------- functions (function.c) */
void rt_note_method_sig(rt_typename *tn, rt_value *sig); /* RT_TN_CALLABLE bookkeeping */
/* The boxed entry point of a compiled specialization: args are boxed (f itself first). */
typedef rt_value *(*rt_fptr)(rt_value **args, uint32_t nargs);
typedef struct rt_function {
    rt_type *type;   /* typeof(f): a singleton DataType whose typename holds the methods */
    rt_sym *name;    /* function name */
} rt_function;
typedef struct rt_dcache_entry {
    uint32_t nargs;      /* number of arguments incl. the function */
    rt_type **types;     /* concrete types of the arguments */
    rt_fptr fptr;        /* boxed entry point */
} rt_dcache_entry;
typedef struct rt_dcache {
    rt_dcache_entry *entries; /* open-addressing table */
    size_t size, cap;         /* used / slots */
} rt_dcache;
/* The function object for `name` in module m, its type `typeof(name)` created if new. */
rt_function *rt_new_function(rt_module *m, rt_sym *name);
/* Register a compiled specialization for dynamic dispatch. types[0] is typeof(f). */
void rt_dcache_insert(rt_typename *fname, uint32_t nargs, rt_type **types, rt_fptr fptr);
rt_fptr rt_dcache_lookup(rt_typename *fname, uint32_t nargs, rt_type **types);
void rt_dcache_clear(rt_typename *fname); /* drop every entry (methods changed) */
/* Called on a dispatch-cache miss; the JIT installs a compiler, an executable leaves NULL. */
extern rt_fptr (*rt_dispatch_miss_hook)(uint32_t nargs, rt_value **args);
/* Generic call: args[0] is the callee. Throws MethodError when nothing applies. */
rt_value *rt_apply_generic(rt_value **args, uint32_t nargs);
/* The dispatch key of one argument: its DataType, or Type{T} for a type object T. */
rt_type *rt_dispatch_type(rt_value *v);
/* Static parameter idx (0-based) of the method with signature sig for these arguments. */
rt_value *rt_sparam_dyn(rt_value *sig, int64_t idx, rt_value **args, int32_t nargs);
/* Executables (aot_image.c): a compiled fallback entry for calls whose argument types are
 * below both the method's signature sig and the compiled types narrow (NULL: any);
 * registered most specific first; fptr NULL: the method applies but was not compiled. */
void rt_aot_register_generic(rt_fptr fptr, rt_value *sig, rt_value *narrow);
/* Executables' method tables as data (runtime/aot_methods.c): record one method (in
 * listing order; beaten_by: listing positions of the more specific ones, comma-separated),
 * ask whether a call of f with argument types tt is ambiguous, install the MethodError
 * text hooks that use the records. */
void rt_aot_method_record(rt_value *sig, int64_t defpos, const char *shown, const char *loc,
                          const char *beaten_by);
bool rt_aot_call_ambiguous(rt_value *f, rt_value *tt);
/* MethodError candidates: does the call's prefix t[1..j] meet the method's sig[1..i]? */
bool rt_candidate_meets(rt_value *sig, rt_type *body, int i, rt_value **t, int j, bool replaced);
/* The keyword names (newline-separated) of the method recorded last. */
void rt_aot_method_kwnames(const char *names);

void rt_aot_install_method_hooks(void);
#define RT_AOT_EXPORTED (1u << 30) /* rt_aot_datatype flag: the type's binding is exported */
#define RT_AOT_MAIN_VISIBLE (1u << 29) /* rt_aot_datatype flag: Main sees it by `using` */
#define RT_AOT_MAX_ARGS 256 /* parameters, fields or arguments an executable's recipes carry */

/* ---------------------------------------------------------------- exceptions (except.c) */
#include <setjmp.h>
typedef struct rt_handler {
    jmp_buf jb;                 /* where rt_throw lands (_setjmp / _longjmp, no signal mask) */
    struct rt_handler *prev;    /* enclosing handler */
    size_t gc_depth;            /* reserved */
    rt_value *prev_exc;         /* exception being handled when the try was entered */
    struct rt_excnode *prev_stack; /* the exception stack then (rt_excstack) */
    struct rt_bt_iframe *iframe;/* innermost interpreter frame when the try was entered */
    struct rt_bt_gframe *gframe;/* innermost fallback frame when the try was entered */
} rt_handler;
extern _Thread_local rt_handler *rt_current_handler;
extern _Thread_local rt_value *rt_current_exception;
/* The exception stack (current_exceptions): the exceptions thrown while others were still
 * being handled, newest on top. A throw pushes (a rethrow of the top does not), landing in
 * a catch keeps everything, and leaving the catch (IR_POPEXC) pops back to what the try
 * saw, as Julia's. Nodes are uncollectable, since a thread-local may be their only
 * reference, and freed when popped. */
typedef struct rt_excnode {
    rt_value *exc;              /* the exception */
    struct rt_excnode *prev;    /* the one below */
} rt_excnode;
extern _Thread_local rt_excnode *rt_excstack;
void rt_excstack_pop_to(rt_excnode *to);   /* pop (and free) down to `to` */
rt_value *rt_exception_stack(void);        /* Vector{Any}, oldest first */
rt_value *rt_handled_exception(void); /* rt_current_exception, or nothing */
void rt_dsfmt_seed(rt_value *state, rt_value *seed);                    /* runtime/dsfmt.c */
void rt_dsfmt_fill(rt_value *state, rt_value *out, int64_t first, int64_t n);
void rt_push_handler(rt_handler *h);
void rt_pop_handler(void);
void rt_pop_handlers(int32_t n);             /* IR_LEAVE n */
void rt_restore_exception(rt_handler *h);    /* IR_POPEXC: back to h->prev_exc */
/* T(fields...) for a builtin exception type from a tuple of field values (Base ctors). */
rt_value *rt_exc_new(rt_value *T, rt_value *fields);
/* Backtraces (backtrace.c): return addresses are captured when an exception is thrown and
 * resolved through call-site records that codegen places in the `jolt_bt` section (see
 * docs/architecture.md). The JIT registers each unit's end marker; an executable finds the
 * section through the linker's __start_/__stop_ symbols. */
void rt_bt_register(const void *end_marker);
/* Code run by an interpreter (jit/interp.c) shows in backtraces as top-level frames: every
 * call of the C function rt_bt_interp_fn on the stack stands for the innermost frame of the
 * thread's rt_bt_itop chain not yet matched, at that frame's current file and line. */
typedef struct rt_bt_iframe {
    const char *file;           /* source file of the running code */
    int line;                   /* line of the statement running now */
    struct rt_bt_iframe *prev;  /* the enclosing interpreter frame, or NULL */
} rt_bt_iframe;
extern _Thread_local rt_bt_iframe *rt_bt_itop;
extern const void *rt_bt_interp_fn;
/* An executable's fallback bodies (compiled for declared argument types) show in backtraces
 * with their arguments' runtime types, as Julia's specializations do: each pushes one of
 * these (a local of its frame, or of the frame it was inlined into) on entry
 * (rt_bt_genter) and pops it before returning (rt_bt_gleave); a throw restores the chain
 * saved by the handler it lands in. */
typedef struct rt_bt_gframe {
    struct rt_bt_gframe *prev;  /* the enclosing fallback frame, or NULL */
    int64_t nargs;              /* entries in args (argument 0 is the callee) */
    rt_value **args;            /* the arguments; NULL where the declared type is concrete */
} rt_bt_gframe;
extern _Thread_local rt_bt_gframe *rt_bt_gtop;
void rt_bt_genter(rt_bt_gframe *g);
void rt_bt_gleave(rt_bt_gframe *g);
void rt_bt_capture(int skip_limit);          /* into the thread's backtrace buffer */
/* While > 0, throws leave the captured stack alone: code run to word an error report
 * (excmsg.c calling Base's repr) must not replace the trace being reported. */
extern _Thread_local int rt_bt_frozen;
void rt_bt_print(FILE *f);                   /* "Stacktrace:" and the frames, if any */
rt_value *rt_bt_text(void);                  /* the same as a String (NULL: no frames) */
void rt_bt_save_cause(void);                 /* keep the capture of a handled exception */
bool rt_bt_use_cause(void);                  /* make it current again (false: none) */
rt_value *rt_bt_frames(void);               /* the same frames as data, for catch_backtrace() */
rt_value *rt_bt_current(void);              /* the current stack's frames, for backtrace() */
void rt_except_thread_init(void);            /* alternate signal stack for this thread */
void rt_bt_thread_init(void);                /* this thread's backtrace buffers (backtrace.c) */
const char *rt_bt_abspath(const char *file);  /* absolute form of a script path (static buf) */
_Noreturn void rt_throw(rt_value *exc);
_Noreturn void rt_throw_nocapture(rt_value *exc); /* throw; the backtrace is already captured */
_Noreturn void rt_rethrow(void);
_Noreturn void rt_error(const char *fmt, ...);              /* ErrorException */
_Noreturn void rt_throw_divide_error(void);
_Noreturn void rt_throw_overflow(const char *msg);
_Noreturn void rt_throw_bounds(rt_value *a, int64_t i);
_Noreturn void rt_throw_undefvar(rt_sym *name);
_Noreturn void rt_throw_argument(const char *fmt, ...);
_Noreturn void rt_throw_atomic_error(const char *msg); /* ConcurrencyViolationError */
bool rt_field_isatomic(rt_value *T, int64_t i);       /* field i declared @atomic */
_Noreturn void rt_throw_inexact(rt_sym *f, rt_value *T, rt_value *v);
_Noreturn void rt_throw_method_error(rt_value **args, uint32_t nargs);
_Noreturn void rt_throw_type_error(const char *func, const char *ctx, rt_value *expected,
                                   rt_value *got);
extern rt_type *rt_errorexception_type, *rt_divideerror_type, *rt_boundserror_type,
    *rt_undefvarerror_type, *rt_argumenterror_type, *rt_methoderror_type, *rt_typeerror_type,
    *rt_overflowerror_type, *rt_inexacterror_type, *rt_domainerror_type,
    *rt_stackoverflowerror_type, *rt_loaderror_type, *rt_keyerror_type,
    *rt_dimensionmismatch_type, *rt_stringindexerror_type;
extern rt_type *rt_undefkeyworderror_type; /* Core.UndefKeywordError(var::Symbol) */
extern rt_type *rt_undefreferror_type;     /* Core.UndefRefError() */
/* Print "ERROR: ..." for an uncaught exception (msg as Julia's showerror). */
void rt_report_exception(FILE *f, rt_value *exc, const char *file, int line);
/* showerror text of an exception into a malloc'd string. */
char *rt_exception_message(rt_value *exc);
_Noreturn void rt_throw_domain(rt_value *val, const char *msg); /* DomainError(val[, msg]) */
_Noreturn void rt_throw_keyerror(rt_value *key);
/* A struct/tuple value of type t from boxed field values (isbits fields are unboxed into
 * place); singleton types return their instance. */
rt_value *rt_new_struct(rt_type *t, int n, rt_value **vals);
rt_value *rt_new_tuple(int n, rt_value **vals);     /* (vals...,) typed Tuple{typeof.(vals)...} */
rt_value *rt_get_field(rt_value *v, int i);        /* field i (0-based), boxed; NULL if #undef */
char *rt_show_str(rt_value *v);                     /* show form of builtin values (malloc'd) */
/* The top-level statement being run, for "in expression starting at FILE:LINE" when an
 * exception is uncaught (set by the driver; NULL file = no LoadError wrapping). */
extern const char *rt_toplevel_file;
extern int rt_toplevel_line;
/* Hooks the JIT may set: print "Stacktrace:" lines of the current exception; Julia-level
 * showerror (return malloc'd text or NULL to fall back); extra MethodError text such as
 * "\nClosest candidates are:..." (malloc'd or NULL). */
extern void (*rt_backtrace_hook)(FILE *f);
extern char *(*rt_showerror_hook)(rt_value *exc);
extern char *(*rt_report_hook)(rt_value *exc); /* an uncaught user exception's report, "\x01" for its trace */
/* The whole MethodError text when the call is ambiguous (ir/methoderr.c), else NULL. */
extern char *(*rt_methoderror_ambiguous_hook)(rt_value *exc);
extern char *(*rt_methoderror_extra_hook)(rt_value *exc);
/* How many methods callee f has (set by the JIT, ir/methods.c; NULL in an executable):
 * rt_method_count answers -1 without it. Base's text/plain display of a function. */
extern int64_t (*rt_method_count_hook)(rt_value *f);
int64_t rt_method_count(rt_value *f);
bool rt_function_named(rt_value *f); /* a generic function, not a closure or callable object */
bool rt_is_colon_type(rt_type *t); /* the type of Base's `:`, which Julia names Colon */
/* Has callee f a method for the call types tt = Tuple{dispatch type of f, args...}? Set
 * by the JIT (ir/methoderr.c) and by executables (aot_methods.c); reflect.c's
 * rt_hasmethod/rt_applicable (Base.hasmethod, Base.applicable) ask it. */
extern bool (*rt_method_exists_hook)(rt_value *f, rt_value *tt);
/* Compile the specialization of callee f for the concrete call types tt now (set by the
 * JIT, jit/orc.c); Base.precompile asks it through rt_precompile / rt_precompile_call. */
extern bool (*rt_precompile_hook)(rt_value *f, rt_value *tt);
bool rt_precompile(rt_value *tt);
bool rt_precompile_call(rt_value *f, rt_value *args);
/* Base.invoke(f, tt, args...) at run time (reflect.c's rt_invoke): the boxed entry of the
 * method a call with argument types tt picks, compiled for args' own types, or NULL when
 * no method applies (*ambiguous: several do). Set by the JIT (jit/orc.c); an executable
 * resolves its invokes at compile time. */
extern rt_fptr (*rt_invoke_hook)(rt_value *f, rt_value *tt, rt_value **args, uint32_t nargs,
                                 bool *ambiguous);
rt_value *rt_invoke(rt_value *f, rt_value *tt, rt_value *args);
/* A keyword call no method takes, MethodError(Base.kwcall, (nt, f, args...)), shows as a
 * MethodError of f (excmsg.c): true for one, with the callee, the index in exc.args of its
 * first positional argument and the keywords' NamedTuple; false for any other. */
bool rt_methoderror_kwcall(rt_value *exc, rt_value **f, int *first, rt_value **kw);
/* A candidate line's keyword parts (Julia 1.7's show_method_candidates): "; k, kws..."
 * before its closing parenthesis, and after its location " got unsupported keyword
 * argument "z"" (plural: "z", "w") for the keywords in kw (a NamedTuple, NULL: none)
 * the method lacks, none when it has a `kws...` slurp. */
void rt_kwdecl_puts(rt_strbuf *b, rt_sym **names, int n);
void rt_kw_unsupported_puts(rt_strbuf *b, rt_sym **names, int n, rt_value *kw);

/* ---------------------------------------------------------------- I/O (io.c) */
/* A byte stream over a file descriptor with our own output buffer, or (fd == -1) an
 * in-memory stream whose buffer grows (IOBuffer-like, for sprint/string building). */
typedef struct rt_iostream {
    rt_type *type;   /* rt_iostream_type, or rt_iobuffer_type for a memory stream */
    int fd;          /* file descriptor; -1 for an in-memory stream */
    char *buf;       /* output buffer (memory stream: the whole contents) */
    size_t len, cap; /* buffered bytes / buffer size */
    uint8_t owned;   /* close fd on close */
    uint8_t linebuf; /* flush at each newline (terminals) */
    rt_value *name;  /* "<stdout>" etc. */
    uint8_t unbuffered; /* flush after every write call (stderr) */
    uint8_t closed;     /* rt_io_close has run: writes throw */
    uint8_t readable;   /* opened for reading */
    uint8_t writable;   /* opened for writing */
    uint8_t eof;        /* a read hit end of file */
    uint8_t lock;       /* spin lock guarding buf/len (taken by write/flush/read) */
    uint8_t append;     /* memory stream: writes go to the end, not to the position */
    char *rbuf;         /* input buffer (files opened for reading; memory stream: NULL) */
    size_t rpos, rlen, rcap; /* next unread byte / bytes in rbuf / rbuf size */
    size_t mpos;        /* memory stream: read position inside buf */
    int64_t mark;       /* memory stream: mark(io)'s position + 1; 0 when unmarked */
    int64_t maxsize;    /* memory stream: IOBuffer(maxsize = n)'s n; 0 for no limit */
} rt_iostream;
extern rt_iostream *rt_stdout, *rt_stderr, *rt_stdin;
void rt_io_init(void);
void rt_io_write(rt_iostream *io, const void *p, size_t n);
void rt_io_puts(rt_iostream *io, const char *s);
void rt_io_printf(rt_iostream *io, const char *fmt, ...);
void rt_io_vprintf(rt_iostream *io, const char *fmt, va_list ap);
void rt_io_putc(rt_iostream *io, int byte);
void rt_io_flush(rt_iostream *io);          /* a failed write raises IOError */
void rt_io_flush_nothrow(rt_iostream *io);  /* a failed write is kept for rt_exit */
int rt_io_lost_write(void);                 /* errno of an unreported failed write, then 0 */
void rt_io_reserve_std_fds(void);           /* closed fds 0-2 held by /dev/null (read-only) */
void rt_flush_all(void);
/* A stream over an open fd (owned: close it on rt_io_close). name may be NULL. */
/* IOBuffer extras (iobuffer.c): a size bound (n = typemax(Int64): none), mark/unmark
 * (m = -1), truncate to n bytes */
void rt_memio_set_maxsize(rt_iostream *io, int64_t n);
void rt_memio_setmark(rt_iostream *io, int64_t m);
void rt_memio_truncate(rt_iostream *io, int64_t n);
rt_iostream *rt_new_fdio(int fd, const char *name, bool owned, bool readable, bool writable);
void rt_io_close(rt_iostream *io);
/* In-memory streams. */
rt_iostream *rt_new_memio(void);
/* Core._return_type(f, Tuple{...}) at run time: set by the compiler, NULL in executables */
extern rt_value *(*rt_return_type_hook)(rt_value *f, rt_value *tt);
/* Core.eval(m, ex) at run time: set by the JIT driver, NULL in executables (reflect.c) */
extern rt_value *(*rt_eval_hook)(struct rt_module *m, rt_value *ex);
/* Meta.parse(str): the one expression in str, Expr(:error/:incomplete, msg) for bad input;
 * set by the JIT driver, NULL in executables (reflect.c) */
extern rt_value *(*rt_parse_hook)(const char *src, size_t len);
/* macroexpand(m, ex, recursive): set by the JIT driver, NULL in executables (reflect.c) */
extern rt_value *(*rt_macroexpand_hook)(struct rt_module *m, rt_value *ex, bool recursive);
/* Base.include(m, path): runs the file's top-level code in m, giving its last value; set by
 * the JIT driver, NULL in executables (reflect.c) */
extern rt_value *(*rt_include_hook)(struct rt_module *m, rt_value *path);
/* methods(f): f's table name, then each method as show(::Method) prints it, one a line;
 * NULL without a table. Set by the IR layer, NULL in executables (reflect.c) */
extern rt_value *(*rt_methods_hook)(rt_value *f);
/* @which/@code_lowered/@code_typed's text for f called with tuple type tt at stage (a
 * Symbol: which, lowered, typed); nothing when no unique method applies (ir/codetext.c) */
extern rt_value *(*rt_code_text_hook)(rt_value *f, rt_value *tt, rt_value *stage);
/* Install reflect.c's rt_showerror_hook (user exception types print with their showerror) */
void rt_reflect_install_hooks(void);
void rt_show_symbol(rt_iostream *io, rt_sym *s);     /* show(io, ::Symbol): :a or Symbol("a b") */
void rt_show_char(rt_iostream *io, uint32_t c);       /* show(io, ::Char): 'a', '\n' (strshow.c) */
const char *rt_memio_data(rt_iostream *io, size_t *len); /* current contents (not a copy) */
struct rt_string *rt_memio_string(rt_iostream *io);      /* copy of the contents */
struct rt_string *rt_memio_take(rt_iostream *io);        /* contents, then empties io */
void rt_memio_setflags(rt_iostream *io, bool readable, bool writable, bool append); /* IOBuffer */
int64_t rt_memio_info(rt_iostream *io, int64_t which); /* readable/writable/append/size/ptr */
int rt_io_peek(rt_iostream *io);                         /* next byte unconsumed; -1 at eof */
uint32_t rt_io_read_char(rt_iostream *io);               /* one UTF-8 Char (caller checked eof) */
/* Julia's open(path, mode): mode "r", "w", "a", "r+", "w+", "a+". Throws SystemError. */
rt_iostream *rt_open(const char *path, const char *mode);
/* redirect.c: redirect_stdio's descriptor swap, read(path, String), filesize(path) */
int64_t rt_io_fd(rt_iostream *io);
int64_t rt_io_redirect(rt_iostream *io, int64_t fd);
void rt_io_unredirect(rt_iostream *io, int64_t saved);
rt_iostream *rt_io_stash_input(rt_iostream *io);
void rt_io_unstash_input(rt_iostream *io, rt_iostream *st);
int64_t rt_io_set_unbuffered(rt_iostream *io, int64_t on);
rt_string *rt_read_file_string(const char *path);
int64_t rt_filesize(const char *path);
/* printf.c: one @printf conversion (spec = flags, width, precision text) */
rt_string *rt_printf_num(rt_string *spec, int64_t conv, int64_t ival, double dval);
rt_string *rt_printf_str(rt_string *spec, rt_string *s);
/* @printf into a stream: the same text as rt_printf_num / rt_printf_str, written to io */
void rt_printf_put_num(rt_iostream *io, rt_string *spec, int64_t conv, int64_t ival, double dval);
void rt_printf_put_str(rt_iostream *io, rt_string *spec, rt_string *s);
/* |d| to prec decimals ("12.3400") exactly as C's %.Nf, or 0 when out of reach (printf_fixed.c) */
size_t rt_fixed_digits(double d, int prec, char *out);
/* docs.c: docstrings by (module, name); rt_doc_get(NULL, name) searches every module */
void rt_doc_set(rt_module *m, rt_sym *name, rt_value *text);
rt_value *rt_doc_get(rt_module *m, rt_sym *name);
/* syntaxerr.c: report a syntax error found at AOT compile time, then exit(1) */
_Noreturn void rt_syntax_error_exit(rt_string *msg, rt_string *file, int64_t line);
/* Reading: rt_io_read returns the bytes read (0 at end of file); rt_io_getc a byte or -1
 * at end; rt_io_readline the next line as a String (its "\n" or "\r\n" kept only when
 * keep), or NULL at end of file. */
size_t rt_io_read(rt_iostream *io, void *p, size_t n);
int rt_io_getc(rt_iostream *io);
struct rt_string *rt_io_readline(rt_iostream *io, bool keep);
bool rt_io_eof(rt_iostream *io);
/* Throws SystemError("prefix", errnum) (except.c; iofile.c has a weak fallback). */
_Noreturn void rt_throw_system_error(const char *prefix, int errnum);
/* iofile.c, for Base.open/read/write/seek (runtime/base/iostream.jl) */
rt_value *rt_io_open_file(struct rt_string *path, bool rd, bool wr, bool create, bool trunc,
                           bool append); /* IOStream, or boxed -errno */
struct rt_string *rt_io_readline_str(rt_iostream *io, bool keep); /* "" at end of file */
int64_t rt_io_read_all_into(rt_iostream *io, rt_array *v);
int64_t rt_io_read_into(rt_iostream *io, rt_array *v, int64_t off, int64_t n);
int64_t rt_io_write_array(rt_iostream *io, rt_array *a);
int64_t rt_io_write_bits(rt_iostream *io, rt_value *x);
struct rt_string *rt_bytes_string(rt_array *v);
int64_t rt_io_position(rt_iostream *io);
void rt_io_seek(rt_iostream *io, int64_t off, int64_t whence); /* 0 set, 1 cur, 2 end */
void rt_io_unread_ahead(rt_iostream *io);
bool rt_io_isopen(rt_iostream *io);
bool rt_io_flag(rt_iostream *io, int64_t which); /* 0 readable, 1 writable */
rt_value *rt_io_name(rt_iostream *io);
void rt_string_to_bytes(rt_array *v, struct rt_string *s);
/* fs.c: file-system primitives for runtime/base/file.jl; failures return -errno */
struct rt_string *rt_fs_uverror(int64_t code); /* "no such file or directory (ENOENT)" */
struct rt_string *rt_fs_strerror(int64_t errnum);
int64_t rt_fs_kind(struct rt_string *path, int64_t link); /* 0 none 1 file 2 dir 3 other 4 link */
/* sysinfo.c: ENV's entries and Sys's machine facts (runtime/base/env.jl, sys.jl) */
rt_value *rt_environ(int64_t i);     /* "NAME=value" number i, or nothing past the end */
int64_t rt_environ_count(void);      /* how many entries it has */
int64_t rt_cpu_threads(void);        /* Sys.CPU_THREADS */
int64_t rt_sysinfo(int64_t which);   /* 0 total memory, 1 free memory, 2 uptime (s) */
rt_value *rt_bindir(void);           /* Sys.BINDIR: the executable's directory */
void rt_sys_init(void);              /* set Sys.CPU_THREADS and Sys.BINDIR for this process */
/* process.c: spawning and waiting for runtime/base/process.jl; failures return -errno */
int64_t rt_proc_spawn(rt_array *argv, rt_value *env, rt_string *dir, int64_t in, int64_t out,
                      int64_t err);              /* the pid */
int64_t rt_proc_pipe(void);                      /* read fd | write fd << 32 */
int64_t rt_proc_tmpfile(void);                   /* an unlinked temporary file */
int64_t rt_proc_openfile(rt_string *path, bool rd, bool append);
void rt_proc_close(int64_t fd);
void rt_proc_rewind(int64_t fd);
rt_value *rt_proc_fdio(int64_t fd, bool rd);     /* a stream over a pipe end */
int64_t rt_proc_iofd(rt_iostream *io);           /* a stream's fd, -1 for memory */
bool rt_set_write_user(rt_value *f);            /* io.c: Base._write_user (false) */
bool rt_io_color(rt_iostream *io);               /* io.c: a terminal with colours */
void rt_proc_fd_write(int64_t fd, rt_array *v);
void rt_proc_fd_readall_into(int64_t fd, rt_array *v);
int64_t rt_proc_wait(int64_t pid, bool hang);    /* -1 running, code, 256 + signal */
int64_t rt_proc_kill(int64_t pid, int64_t sig);
/* The address ccall calls when its target is a value: a Ptr, a name, or (name, lib). */
void *rt_ccall_target(rt_value *v);
/* A Ptr-typed ccall argument of unknown static type: a Ptr's address, a String's bytes,
 * else the object itself. */
void *rt_ccall_ptr_arg(rt_value *v);
void *rt_ccall_ref_arg(rt_value *v, rt_value *S);
rt_value *rt_ptr_load(rt_value *T, uint64_t addr);           /* ptrmem.c: unsafe_load */
void rt_ptr_store(rt_value *T, uint64_t addr, rt_value *x); /* unsafe_store! */
uint64_t rt_ptr_of(rt_value *x);                             /* pointer(x) */
int64_t rt_fs_unlink(struct rt_string *path);
int64_t rt_fs_rmdir(struct rt_string *path);
int64_t rt_fs_mkdir(struct rt_string *path, int64_t mode);
int64_t rt_fs_chdir(struct rt_string *path);
int64_t rt_fs_rename(struct rt_string *from, struct rt_string *to);
rt_value *rt_fs_cwd(void);                         /* String, or boxed -errno */
int64_t rt_fs_readdir(struct rt_string *path, rt_array *names);
struct rt_string *rt_fs_tempdir(void);
rt_value *rt_fs_mkstemp(struct rt_string *tmpl);   /* new file's name, or boxed -errno */
rt_value *rt_fs_mkdtemp(struct rt_string *tmpl);   /* String, or boxed -errno */
int64_t rt_fs_random(void);
int64_t rt_fs_copyfile(struct rt_string *src, struct rt_string *dst); /* dst errors: -(errno + 2^20) */
int64_t rt_fs_touch(struct rt_string *path);
int64_t rt_fs_mode(struct rt_string *path);
struct rt_string *rt_fs_homedir(void);
uint8_t rt_fs_byte(struct rt_string *s, int64_t i);
struct rt_string *rt_fs_substr(struct rt_string *s, int64_t i, int64_t j);

/* ---------------------------------------------------------------- printing (print_num.c) */
/* Julia's shortest round-trip text for a Float64 / Float32 (print form: "1.0e-5", "0.1").
 * Returns the number of bytes written (buf needs 32 bytes). */
int rt_format_float64(char *buf, double x);
int rt_format_float32(char *buf, float x, bool show); /* show: 1.5f0, print: 1.5 */
int rt_format_int64(char *buf, int64_t x);
int rt_format_uint64(char *buf, uint64_t x, int base, int pad);
/* Float16 from its raw bits; show: Float16(1.5), Inf16, NaN16. */
int rt_format_float16(char *buf, uint16_t bits, bool show);
/* Primitives called from Base (ccall targets). */
void rt_print_int64(rt_iostream *io, int64_t x);
void rt_print_float64(rt_iostream *io, double x);
void rt_print_float32(rt_iostream *io, float x, bool show);
void rt_print_float16(rt_iostream *io, uint16_t bits, bool show);
void rt_print_uint64(rt_iostream *io, uint64_t x); /* decimal, as print(0x01) */
void rt_print_int128(rt_iostream *io, __int128 x);            /* decimal */
void rt_print_uint128(rt_iostream *io, unsigned __int128 x);  /* decimal */
void rt_print_uint_hex(rt_iostream *io, uint64_t x, int64_t ndigits); /* show(0x01): 0x + padded hex */
void rt_print_uint128_hex(rt_iostream *io, unsigned __int128 x);     /* 0x + 32 hex digits */
/* string(x; base, pad) of an integer's magnitude x, '-' first when neg */
rt_value *rt_format_uint128_base(unsigned __int128 x, int64_t base, int64_t pad, bool neg);
void rt_print_bool(rt_iostream *io, int8_t b);
void rt_print_string(rt_iostream *io, rt_string *s);
void rt_print_char(rt_iostream *io, uint32_t c);

/* ---------------------------------------------------------------- init (init.c) */
typedef struct rt_options {
    int nthreads;      /* -t N */
    int argc;          /* script arguments (ARGS) */
    char **argv;       /* script arguments */
    const char *program; /* PROGRAM_FILE */
    bool interactive;  /* the REPL is running (Base.isinteractive()) */
    int color;         /* --color: 1 yes, 0 no, -1 auto (a terminal whose TERM is not dumb) */
} rt_options;
extern rt_options rt_opts;
bool rt_is_interactive(void);     /* rt_opts.interactive, for Base */
void rt_init(int nthreads);
void rt_bind_args(void);          /* Base.ARGS and Base.PROGRAM_FILE from rt_opts */
_Noreturn void rt_exit(int code); /* flushes stdout/stderr, then exits */
void rt_exit_on_sigint(void);     /* a script: SIGINT flushes and exits 130 (sigint.c) */
void rt_sigint_interrupts(void);   /* the REPL: SIGINT throws InterruptException ... */
extern volatile int rt_sigint_armed; /* ... while this is set (an input runs) */
bool rt_set_atexit(rt_value *f);   /* a function rt_exit calls first (Base._atexit) */
rt_value *rt_atexit_hooks(void);  /* the Vector{Any} of atexit hooks */


/* ---------------------------------------------------------------- compiled-code support
 * (cgsupport.c, aot_image.c): entry points called by name from generated code. */
int8_t rt_egal(rt_value *a, rt_value *b);
_Noreturn void rt_throw_undefref(void);
rt_value *rt_new_struct(rt_type *t, int n, rt_value **vals);
rt_value *rt_new_tuple(int n, rt_value **vals);
rt_value *rt_getfield_dyn(rt_value *x, rt_value *sel);
rt_value *rt_apply_iterate_dyn(rt_value **args, uint32_t n); /* _apply_iterate, any lengths */
rt_value *rt_supertype(rt_value *t); /* supertype(T) */
int rt_open_or_throw(const char *path, int flags); /* open(2) or SystemError (iofile.c) */
/* Core.Intrinsics `name` on boxed operands (intrinsics.c); NULL when the operands do not
 * fit or the operation must not be performed (division by zero, ...). */
rt_value *rt_intrinsic_eval(const char *name, int n, rt_value **args);
bool rt_intrinsic_known(const char *name); /* rt_intrinsic_eval implements it */
/* The boxed implementation of builtin `name` of Core or Core.Intrinsics, called by dynamic
 * calls (builtin_dyn.c); NULL for other modules and names. */
rt_fptr rt_builtin_impl(rt_module *m, rt_sym *name);
/* 0-based index of the field selected by an Int (1-based) or a Symbol; -1 when it names no
 * field of t, -2 when sel is neither an Int nor a Symbol. */
int rt_field_index(rt_type *t, rt_value *sel);
int8_t rt_check_bool(rt_value *v);               /* a Bool's value; TypeError otherwise */
void *rt_array_checked_ptr(rt_array *a, int64_t i); /* element i (1-based); BoundsError */
_Noreturn void rt_throw_getfield_error(rt_value *x, rt_value *sel);
/* AOT executables: the entry point that runs the compiled top-level statements. */
int rt_aot_main(int argc, char **argv, void (*image_init)(void), int nthunks,
                rt_value *(**thunks)(void), const int32_t *lines, const char *file);
/* hashing.c: Julia 1.7's hash(::String, ::UInt) (MurmurHash3_x64_128 via memhash_seed) */
uint64_t rt_hash_string(struct rt_string *s, uint64_t h);
uint64_t rt_memhash_seed(const uint8_t *data, size_t n, uint32_t seed);
uint64_t rt_symbol_objectid(struct rt_sym *s);
uint64_t rt_objectid(rt_value *v); /* Julia 1.7's objectid hash (objectid.c), for IdDict */
/* regex.c: PCRE2 behind Base's Regex (ccall targets; a compiled pattern is a UInt64) */
uint64_t rt_regex_compile(rt_value *owner, struct rt_string *pat, uint32_t opts);
uint64_t rt_regex_literal(struct rt_string *pat, uint32_t opts); /* cached compile */
int64_t rt_regex_ncaptures(uint64_t re);
int64_t rt_regex_name_number(uint64_t re, struct rt_string *name);
rt_value *rt_regex_group_name(uint64_t re, int64_t i);
rt_value *rt_regex_exec(uint64_t re, struct rt_string *s, int64_t off, int64_t len,
                        int64_t start, uint32_t opts);
/* bigint.c: BigInt on GMP (ccall targets of runtime/base/gmp.jl; limbs allocated by bdwgc) */
void rt_bigint_setup(void);        /* route GMP's allocations through the collector */
void rt_bigint_init(rt_value *z);  /* mpz_init of a BigInt object's payload */
rt_value *rt_bigint_string(rt_value *a, int64_t base, int64_t pad); /* string(a; base, pad) */
/* bigfloat.c: BigFloat on MPFR (ccall targets of runtime/base/mpfr.jl; limbs allocated by bdwgc) */
void rt_bigfloat_init(rt_value *z, int64_t prec); /* prec-bit significand, value NaN */
void rt_bigfloat_set_rounding(int64_t r);  /* arithmetic rounding mode, 0..4 as _bf_rnd */
rt_value *rt_bigfloat_string(rt_value *a, int64_t digits); /* MPFR "%Re" / "%.<digits>Re" */
rt_value *rt_bigfloat_pretty(struct rt_string *s);     /* Julia 1.7's _prettify_bigfloat */
rt_value *rt_bigfloat_text(rt_value *a);               /* string(x), Inf/NaN included */
/* random.c: Julia 1.7's Random (Xoshiro256++, SHA2-256 seeding, 8-lane bulk fill); the
 * task-local state is per OS thread until jolt has tasks. Bulk modes: */
enum { RT_RNG_BYTES = 0, RT_RNG_F64 = 1, RT_RNG_F32 = 2, RT_RNG_BOOL = 3 };
void rt_sha256(const uint8_t *data, size_t n, uint8_t out[32]);
uint64_t rt_xoshiro_next(uint64_t s[4]);
void rt_os_random_bytes(void *buf, size_t n);
uint64_t *rt_rng_task_state(void); /* current task's s0..s3 (seeded from the OS first) */
uint64_t rt_rng_task_next(void);
uint64_t rt_rng_task_get(int64_t i);
void rt_rng_task_set(uint64_t a, uint64_t b, uint64_t c, uint64_t d);

/* ---------------------------------------------------------------- tasks (task.c)
 * Cooperative coroutines on one OS thread behind Base.Task (runtime/base/task.jl). */
void *rt_task_new(rt_value *task);          /* runtime half of a new Task; splits the RNG */
rt_value *rt_task_failed_trace(rt_value *task); /* a failed task's "Stacktrace:" text, or nothing */
uint64_t *rt_task_rng(void);                /* the running task's Xoshiro words */
rt_value *rt_task_current(void);            /* the running Task */
void rt_task_schedule(rt_value *task, rt_value *v, int32_t iserr); /* queue it */
void rt_task_yield(void);                   /* run the queued tasks once */
rt_value *rt_task_wait(void);               /* block until scheduled; the value passed */
void rt_task_join(rt_value *task);          /* block until task is done */
void rt_task_sleep(double seconds);         /* block for a while */
int32_t rt_task_started(rt_value *task);
int64_t rt_task_queued(void);
int64_t rt_task_threadid(void);             /* Threads.threadid() of the running task */
int64_t rt_task_nthreads(void);             /* Threads.nthreads() */
void rt_task_set_tid(rt_value *task, int64_t tid); /* pin a sticky task to a thread */
void rt_gc_collect(void);                   /* GC.gc() (gc.c) */
uint64_t rt_rng_os_u64(void);
void rt_rng_seed_limbs(uint64_t out[4], const uint32_t *limbs, int64_t n);
void rt_rng_seed(rt_value *state, rt_value *limbs); /* state: Vector{UInt64}(4) or nothing */
void rt_rng_bulk_fill(uint64_t s[4], uint8_t *dst, int64_t len, int mode);
void rt_rng_bulk(rt_value *state, rt_value *dst, int64_t nbytes, int64_t mode);
#endif
