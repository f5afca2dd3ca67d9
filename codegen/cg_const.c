/* cg_const.c — references from compiled code to runtime objects.
 *
 * JIT units embed an object's address (the object is kept alive in a permanent root
 * table, since JIT memory is not scanned by the GC). AOT units instead get one internal
 * global per object, filled in by `jolt_image_init` with a *recipe* that rebuilds the
 * object in the executable: symbols and strings from their bytes, boxed numbers from their
 * bits, builtin types by name, parametric instances with apply_type, user types and
 * functions by re-creating them (runtime/aot_image.c has the helpers). */
#include "cg_internal.h"
#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* ---------------------------------------------------------------- JIT roots */
static rt_value **roots;
static size_t nroots, caproots;

static void keep_alive(rt_value *obj)
{
    if (nroots == caproots) {
        size_t nc = caproots ? caproots * 2 : 256;
        rt_value **n = rt_alloc_permanent(sizeof(rt_value *) * nc);
        if (nroots)
            memcpy(n, roots, sizeof(rt_value *) * nroots);
        roots = n;
        caproots = nc;
    }
    roots[nroots++] = obj;
}

static LLVMValueRef addr_const(void *p)
{
    return LLVMConstIntToPtr(LLVMConstInt(cg_i64(), (uint64_t)(uintptr_t)p, 0), cg_ptr_t());
}

/* ---------------------------------------------------------------- AOT recipes */
static LLVMValueRef cstr(cg_unit *u, const char *s, size_t len)
{
    LLVMValueRef init = LLVMConstStringInContext(cg_context(), s, (unsigned)len, 0);
    LLVMValueRef g = LLVMAddGlobal(u->mod, LLVMTypeOf(init), "jl.str");
    LLVMSetInitializer(g, init);
    LLVMSetLinkage(g, LLVMPrivateLinkage);
    LLVMSetGlobalConstant(g, 1);
    LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
    return g;
}

static LLVMValueRef call_init(cg_unit *u, const char *name, int n, LLVMValueRef *args,
                              bool vararg)
{
    LLVMTypeRef ats[16];
    int fixed = vararg ? 1 : n; /* fixed-argument recipes take at most a few */
    for (int i = 0; i < fixed; i++)
        ats[i] = LLVMTypeOf(args[i]);
    LLVMTypeRef ft = LLVMFunctionType(cg_ptr_t(), ats, fixed, vararg);
    LLVMValueRef fn = LLVMGetNamedFunction(u->mod, name);
    if (!fn)
        fn = LLVMAddFunction(u->mod, name, ft);
    return LLVMBuildCall2(u->ib, ft, fn, args, n, "");
}

static LLVMValueRef load_rt_global(cg_unit *u, const char *name)
{
    LLVMValueRef g = LLVMGetNamedGlobal(u->mod, name);
    if (!g) {
        g = LLVMAddGlobal(u->mod, cg_ptr_t(), name);
        LLVMSetLinkage(g, LLVMExternalLinkage);
    }
    return LLVMBuildLoad2(u->ib, cg_ptr_t(), g, name);
}

static LLVMValueRef i64c(int64_t x) { return LLVMConstInt(cg_i64(), (uint64_t)x, 1); }

static LLVMValueRef recipe(cg_unit *u, rt_value *obj);

static LLVMValueRef sub(cg_unit *u, rt_value *obj)
{
    return cg_const_obj(u, u->ib, obj);
}

static LLVMValueRef module_recipe(cg_unit *u, rt_module *m)
{
    if (m == rt_main_module)
        return load_rt_global(u, "rt_main_module");
    if (m == rt_core_module)
        return load_rt_global(u, "rt_core_module");
    if (m == rt_base_module)
        return load_rt_global(u, "rt_base_module");
    if (m->parent == m || !m->parent) { /* a package's root module */
        LLVMValueRef n = sub(u, (rt_value *)m->name);
        return call_init(u, "rt_aot_root_module", 1, &n, false);
    }
    LLVMValueRef a[2] = {sub(u, (rt_value *)m->parent), sub(u, (rt_value *)m->name)};
    return call_init(u, "rt_aot_module", 2, a, false);
}

static LLVMValueRef datatype_recipe(cg_unit *u, rt_type *dt)
{
    rt_typename *tn = dt->name;
    if (tn == rt_tuple_typename) {
        LLVMValueRef a[RT_AOT_MAX_ARGS + 2];
        a[0] = i64c(dt->nparams);
        for (int i = 0; i < dt->nparams && i < RT_AOT_MAX_ARGS; i++)
            a[i + 1] = sub(u, dt->params[i]);
        return call_init(u, "rt_aot_tuple_type", dt->nparams + 1, a, true);
    }
    if (dt->flags & RT_FUNCTION) {
        LLVMValueRef f = sub(u, dt->instance);
        return LLVMBuildLoad2(u->ib, cg_ptr_t(), f, "ftype");
    }
    /* an instance of a parametric type: apply the wrapper to the parameters */
    /* (free type variables included: Type{T} of some method's T is not Type's own body) */
    if (dt->nparams > 0 && tn->wrapper && rt_unwrap_unionall(tn->wrapper) != (rt_value *)dt) {
        LLVMValueRef a[RT_AOT_MAX_ARGS + 2];
        a[0] = sub(u, tn->wrapper);
        a[1] = i64c(dt->nparams);
        for (int i = 0; i < dt->nparams && i < RT_AOT_MAX_ARGS; i++)
            a[i + 2] = sub(u, dt->params[i]);
        return call_init(u, "rt_aot_apply_type", dt->nparams + 2, a, true);
    }
    /* a named type: found by name if the runtime made it, else re-created */
    int nf = dt->nfields;
    LLVMValueRef a[3 + 4 + RT_AOT_MAX_ARGS * 3];
    int k = 0;
    a[k++] = sub(u, (rt_value *)tn->module);
    a[k++] = sub(u, (rt_value *)tn->name);
    a[k++] = dt->super && dt->super != dt ? sub(u, (rt_value *)dt->super)
                                          : LLVMConstNull(cg_ptr_t());
    rt_binding *nb = tn->module ? rt_find_binding(tn->module, tn->name) : NULL;
    /* visible unqualified from Main through a `using` (prints as at compile time) */
    rt_binding *mb = tn->module && tn->module != rt_main_module && rt_main_module
                         ? rt_find_binding(rt_main_module, tn->name) : NULL;
    bool main_sees = mb && mb->value == tn->wrapper;
    a[k++] = i64c(tn->flags | (dt->flags & (RT_ABSTRACT | RT_MUTABLE | RT_PRIMITIVE)) |
                  (nb && nb->exported ? RT_AOT_EXPORTED : 0) |
                  (main_sees ? RT_AOT_MAIN_VISIBLE : 0));
    a[k++] = i64c((dt->flags & RT_PRIMITIVE) ? dt->size * 8 : 0);
    a[k++] = i64c(dt->nparams);
    a[k++] = i64c((dt->flags & (RT_ABSTRACT | RT_PRIMITIVE)) ? -1 : nf);
    for (int i = 0; i < dt->nparams && i < RT_AOT_MAX_ARGS; i++)
        a[k++] = sub(u, dt->params[i]);
    bool fields = !(dt->flags & (RT_ABSTRACT | RT_PRIMITIVE)) && nf > 0;
    if (fields)
        for (int i = 0; i < nf && i < RT_AOT_MAX_ARGS; i++)
            a[k++] = sub(u, (rt_value *)tn->fieldnames[i]);
    LLVMValueRef t = call_init(u, "rt_aot_datatype", k, a, true);
    if (fields) {
        /* the field types come after the type is bound, so that they may name it
         * (`next::Union{Node, Nothing}`): its constant slot is filled first */
        for (int i = 0; i < u->nconsts; i++)
            if (u->consts[i] == (rt_value *)dt)
                LLVMBuildStore(u->ib, t, u->constglobals[i]);
        LLVMValueRef f[2 + RT_AOT_MAX_ARGS];
        f[0] = t;
        f[1] = i64c(nf);
        for (int i = 0; i < nf && i < RT_AOT_MAX_ARGS; i++)
            f[i + 2] = sub(u, dt->fieldtypes[i]);
        call_init(u, "rt_aot_set_fieldtypes", nf + 2, f, true);
        if (tn->atomicfields) {
            LLVMValueRef am[2] = {t, i64c((int64_t)tn->atomicfields)};
            call_init(u, "rt_aot_set_atomicfields", 2, am, false);
        }
    }
    return t;
}

static LLVMValueRef recipe(cg_unit *u, rt_value *obj)
{
    rt_type *t = rt_typeof(obj);
    if (obj == rt_nothing)
        return load_rt_global(u, "rt_nothing");
    if (obj == rt_true)
        return load_rt_global(u, "rt_true");
    if (obj == rt_false)
        return load_rt_global(u, "rt_false");
    if (obj == rt_empty_tuple)
        return load_rt_global(u, "rt_empty_tuple");
    if (obj == rt_bottom)
        return load_rt_global(u, "rt_bottom");
    /* values the runtime binds in Base at start-up: the executable's own, not ours */
    static const char *runtime_bound[] = {"stdout", "stderr", "stdin", "ARGS", "PROGRAM_FILE"};
    for (size_t i = 0; i < sizeof runtime_bound / sizeof runtime_bound[0]; i++) {
        rt_sym *name = rt_symbol(runtime_bound[i]);
        if (rt_base_module && rt_get_global(rt_base_module, name) == obj) {
            LLVMValueRef a[2] = {load_rt_global(u, "rt_base_module"), sub(u, (rt_value *)name)};
            return call_init(u, "rt_get_global", 2, a, false);
        }
    }
    if (t == rt_symbol_type) {
        rt_sym *s = (rt_sym *)obj;
        LLVMValueRef a[2] = {cstr(u, s->name, s->len), i64c((int64_t)s->len)};
        return call_init(u, "rt_symbol_n", 2, a, false);
    }
    if (t == rt_string_type) {
        rt_string *s = (rt_string *)obj;
        LLVMValueRef a[2] = {cstr(u, s->data, (size_t)s->len), i64c(s->len)};
        return call_init(u, "rt_string_n", 2, a, false);
    }
    if (t == rt_module_type)
        return module_recipe(u, (rt_module *)obj);
    if (t == rt_datatype_type)
        return datatype_recipe(u, (rt_type *)obj);
    if (t == rt_uniontype_type) {
        rt_union *un = (rt_union *)obj;
        LLVMValueRef a[2] = {sub(u, un->a), sub(u, un->b)};
        return call_init(u, "rt_union_of", 2, a, false);
    }
    if (t == rt_tvar_type) {
        rt_tvar *v = (rt_tvar *)obj;
        LLVMValueRef a[3] = {sub(u, (rt_value *)v->name), sub(u, v->lb), sub(u, v->ub)};
        return call_init(u, "rt_new_tvar", 3, a, false);
    }
    if (t == rt_vararg_type) {
        rt_vararg *va = (rt_vararg *)obj;
        LLVMValueRef a[2] = {va->T ? sub(u, va->T) : LLVMConstNull(cg_ptr_t()),
                             va->N ? sub(u, va->N) : LLVMConstNull(cg_ptr_t())};
        return call_init(u, "rt_new_vararg", 2, a, false);
    }
    if (t == rt_unionall_type) {
        rt_unionall *ua = (rt_unionall *)obj;
        rt_value *body = rt_unwrap_unionall(obj);
        if (rt_is_datatype(body) && ((rt_type *)body)->name->wrapper == obj) {
            LLVMValueRef a[1] = {sub(u, body)};
            return call_init(u, "rt_aot_wrapper", 1, a, false);
        }
        LLVMValueRef a[2] = {sub(u, (rt_value *)ua->var), sub(u, ua->body)};
        return call_init(u, "rt_aot_unionall", 2, a, false);
    }
    if (t->flags & RT_FUNCTION) {
        rt_function *f = (rt_function *)obj;
        rt_module *m = t->name->module ? t->name->module : rt_main_module;
        /* a function Base or Core exports shows unqualified (strshow.c rt_show_function) */
        rt_binding *b = (m == rt_base_module || m == rt_core_module) && f->name
                            ? rt_find_binding(m, f->name) : NULL;
        LLVMValueRef a[3] = {sub(u, (rt_value *)m), sub(u, (rt_value *)f->name),
                             i64c(b && b->exported ? RT_AOT_EXPORTED : 0)};
        return call_init(u, "rt_aot_function", 3, a, false);
    }
    if (t->flags & RT_SINGLETON) {
        LLVMValueRef ty = sub(u, (rt_value *)t);
        LLVMValueRef a[1] = {ty};
        return call_init(u, "rt_aot_singleton", 1, a, false);
    }
    if (t->flags & RT_ISBITS) {
        LLVMValueRef bytes = cstr(u, rt_data(obj), t->size ? t->size : 1);
        LLVMValueRef a[2] = {sub(u, (rt_value *)t), bytes};
        return call_init(u, "rt_box_bits", 2, a, false);
    }
    if (t == rt_expr_type && rt_expr_nargs((rt_expr *)obj) <= RT_AOT_MAX_ARGS) {
        /* quoted code: head and argument recipes, then rt_aot_expr (aot_image.c) */
        rt_expr *e = (rt_expr *)obj;
        LLVMValueRef a[RT_AOT_MAX_ARGS + 2];
        int k = 0;
        a[k++] = sub(u, (rt_value *)e->head);
        a[k++] = i64c(rt_expr_nargs(e));
        for (int i = 0; i < rt_expr_nargs(e); i++) {
            rt_value *av = rt_expr_arg(e, i);
            a[k++] = av ? sub(u, av) : LLVMConstNull(cg_ptr_t());
        }
        return call_init(u, "rt_aot_expr", k, a, true);
    }
    if (t == rt_quotenode_type) {
        rt_value *qv = ((rt_quotenode *)obj)->value;
        LLVMValueRef a[1] = {sub(u, qv ? qv : rt_nothing)};
        return call_init(u, "rt_new_quotenode", 1, a, false);
    }
    if (t == rt_linenumbernode_type) {
        rt_linenode *ln = (rt_linenode *)obj;
        LLVMValueRef a[2] = {sub(u, rt_box_int64(ln->line)), sub(u, ln->file ? ln->file : rt_nothing)};
        return call_init(u, "rt_aot_linenode", 2, a, false);
    }
    if (t == rt_expr_type) {
        fprintf(stderr, "jolt: cannot embed an Expr with more than %d arguments in an executable\n", RT_AOT_MAX_ARGS);
        return load_rt_global(u, "rt_nothing");
    }
    if (t->name == rt_array_typename && (((rt_array *)obj)->isptr ||
                                         (rt_isbits_type(t->params[0]) && rt_is_concrete(t->params[0])))) {
        /* an array (a Base table, a vector a macro spliced into code): its shape and, for
         * isbits elements, its bytes; references are stored after, once the array is in
         * its constant slot (an element may refer back to it) */
        rt_array *arr = (rt_array *)obj;
        size_t nbytes = arr->isptr ? 0 : (size_t)arr->length * arr->elsize;
        LLVMValueRef a[5] = {sub(u, (rt_value *)t), i64c(arr->ndims),
                             cstr(u, (const char *)arr->dims, sizeof(int64_t) * arr->ndims),
                             cstr(u, nbytes ? (const char *)arr->data : "", nbytes),
                             i64c((int64_t)nbytes)};
        LLVMValueRef v = call_init(u, "rt_aot_array", 5, a, false);
        if (arr->isptr) {
            for (int i = 0; i < u->nconsts; i++)
                if (u->consts[i] == obj)
                    LLVMBuildStore(u->ib, v, u->constglobals[i]);
            for (int64_t i = 0; i < arr->length; i++) {
                rt_value *el = rt_array_ptr_data(arr)[i];
                if (!el)
                    continue;
                LLVMValueRef s[3] = {v, i64c(i), sub(u, el)};
                call_init(u, "rt_aot_array_set", 3, s, false);
            }
        }
        return v;
    }
    if (t->nfields > 0 && t->fieldoffsets && !rt_is_kind(obj) && t->nfields <= RT_AOT_MAX_ARGS) {
        /* a struct or tuple with references: its fields' recipes, then rt_aot_struct */
        LLVMValueRef a[RT_AOT_MAX_ARGS + 2];
        int k = 0;
        a[k++] = sub(u, (rt_value *)t);
        a[k++] = i64c(t->nfields);
        for (int i = 0; i < t->nfields; i++) {
            rt_value *fv = rt_get_field(obj, i);
            a[k++] = fv ? sub(u, fv) : LLVMConstNull(cg_ptr_t());
        }
        return call_init(u, "rt_aot_struct", k, a, true);
    }
    fprintf(stderr, "jolt: cannot embed a %s constant in an executable\n", rt_type_str((rt_value *)t));
    return load_rt_global(u, "rt_nothing");
}

/* ---------------------------------------------------------------- AOT shared constants */
/* The `const` bindings an executable assigns itself (its initialiser thunks bind them, in
 * program order: cg_emit_const_thunk). */
static rt_binding **own_consts;
static int nown, capown;

void cg_aot_note_const(rt_module *m, rt_sym *s)
{
    if (nown == capown) {
        capown = capown ? capown * 2 : 16;
        rt_binding **n = rt_alloc_permanent(sizeof(rt_binding *) * (size_t)capown);
        if (nown)
            memcpy(n, own_consts, sizeof(rt_binding *) * (size_t)nown);
        own_consts = n;
    }
    own_consts[nown++] = rt_get_binding(m, s);
}

/* Whether a copy rebuilt from a recipe would differ from the object itself: it has
 * identity or state that code may change (a mutable struct, an array, a runtime object),
 * or holds such an object. */
static bool has_identity(rt_value *obj, int depth)
{
    rt_type *t = rt_typeof(obj);
    if (rt_is_kind(obj) || t == rt_symbol_type || t == rt_string_type || t == rt_module_type ||
        (t->flags & (RT_FUNCTION | RT_SINGLETON | RT_ISBITS)))
        return false;
    if ((t->flags & (RT_MUTABLE | RT_OPAQUE)) || depth > 4)
        return true;
    for (int i = 0; i < t->nfields; i++) {
        rt_value *f = rt_get_field(obj, i);
        if (f && has_identity(f, depth + 1))
            return true;
    }
    return false;
}

/* The executable's own `const` binding that holds obj, or NULL. */
static rt_binding *own_const_holding(rt_value *obj)
{
    for (int i = 0; i < nown; i++)
        if (own_consts[i]->value == obj)
            return own_consts[i];
    return NULL;
}

/* The constant's value read from its binding when the code runs (it is assigned by then:
 * a `const` precedes its uses; if not, rt_binding_get_checked throws UndefVarError). */
static LLVMValueRef load_own_const(cg_unit *u, LLVMBuilderRef b, rt_binding *bnd)
{
    LLVMValueRef bp = cg_const_binding(u, b, bnd);
    LLVMValueRef idx = LLVMConstInt(cg_i64(), offsetof(rt_binding, value), 0);
    LLVMValueRef slot = LLVMBuildGEP2(b, LLVMInt8TypeInContext(cg_context()), bp, &idx, 1, "");
    LLVMValueRef v = LLVMBuildLoad2(b, cg_ptr_t(), slot, "cval");
    LLVMBasicBlockRef here = LLVMGetInsertBlock(b);
    LLVMValueRef fn = LLVMGetBasicBlockParent(here);
    LLVMBasicBlockRef miss = LLVMAppendBasicBlockInContext(cg_context(), fn, "cval.undef");
    LLVMBasicBlockRef done = LLVMAppendBasicBlockInContext(cg_context(), fn, "cval.ok");
    LLVMBuildCondBr(b, LLVMBuildIsNull(b, v, ""), miss, done);
    LLVMPositionBuilderAtEnd(b, miss);
    LLVMTypeRef pt = cg_ptr_t();
    LLVMTypeRef ft = LLVMFunctionType(cg_ptr_t(), &pt, 1, 0);
    LLVMValueRef chk = LLVMGetNamedFunction(u->mod, "rt_binding_get_checked");
    if (!chk)
        chk = LLVMAddFunction(u->mod, "rt_binding_get_checked", ft);
    LLVMBuildCall2(b, ft, chk, &bp, 1, "");
    LLVMBuildUnreachable(b);
    LLVMPositionBuilderAtEnd(b, done);
    return v;
}

LLVMValueRef cg_const_obj(cg_unit *u, LLVMBuilderRef b, rt_value *obj)
{
    if (!obj) /* the "value" of unreachable code (an operand of type Union{}) */
        return LLVMConstNull(cg_ptr_t());
    if (u->mode == CG_JIT) {
        keep_alive(obj);
        return addr_const(obj);
    }
    if (b != u->ib && nown && has_identity(obj, 0)) {
        rt_binding *bnd = own_const_holding(obj);
        if (bnd)
            return load_own_const(u, b, bnd);
    }
    for (int i = 0; i < u->nconsts; i++)
        if (u->consts[i] == obj)
            return LLVMBuildLoad2(b, cg_ptr_t(), u->constglobals[i], "c");
    char name[64];
    snprintf(name, sizeof name, "jl.const.%d", u->nconsts);
    LLVMValueRef g = LLVMAddGlobal(u->mod, cg_ptr_t(), name);
    LLVMSetInitializer(g, LLVMConstNull(cg_ptr_t()));
    LLVMSetLinkage(g, LLVMInternalLinkage);
    if (u->nconsts == u->capconsts) {
        int nc = u->capconsts ? u->capconsts * 2 : 64;
        rt_value **a = rt_alloc(sizeof(rt_value *) * nc);
        LLVMValueRef *gs = rt_alloc(sizeof(LLVMValueRef) * nc);
        if (u->nconsts) {
            memcpy(a, u->consts, sizeof(rt_value *) * u->nconsts);
            memcpy(gs, u->constglobals, sizeof(LLVMValueRef) * u->nconsts);
        }
        u->consts = a;
        u->constglobals = gs;
        u->capconsts = nc;
    }
    int idx = u->nconsts++;
    u->consts[idx] = obj;
    u->constglobals[idx] = g;
    /* the recipe goes into jolt_image_init (possibly emitting sub-objects first) */
    LLVMValueRef v = recipe(u, obj);
    LLVMBuildStore(u->ib, v, g);
    if (b == u->ib)
        return v;
    return LLVMBuildLoad2(b, cg_ptr_t(), g, "c");
}

/* Every type the program declares in m and the modules declared inside it is re-created
 * (and bound) by the image, referenced or not: reflection such as subtypes(T) walks the
 * modules' bindings and must find them all. */
void cg_aot_keep_types(cg_unit *u, rt_module *m)
{
    for (size_t i = 0; i < m->cap; i++) {
        rt_binding *b = m->table[i];
        if (!b || !b->value || b->imported || (b->owner && b->owner != m))
            continue;
        rt_value *v = b->value;
        if (rt_typeof(v) == rt_module_type) {
            rt_module *sub = (rt_module *)v;
            if (sub != m && sub->parent == m && sub->name == b->name)
                cg_aot_keep_types(u, sub);
            continue;
        }
        rt_value *body = rt_is_kind(v) ? rt_unwrap_unionall(v) : NULL;
        if (!body || !rt_is_datatype(body))
            continue;
        rt_typename *tn = ((rt_type *)body)->name;
        if (tn->module == m && tn->name == b->name && tn->wrapper == v &&
            !(((rt_type *)body)->flags & RT_FUNCTION) && b->name->name[0] != '#')
            cg_const_obj(u, u->ib, v);
    }
}

LLVMValueRef cg_const_binding(cg_unit *u, LLVMBuilderRef b, rt_binding *bnd)
{
    if (u->mode == CG_JIT)
        return addr_const(bnd);
    /* bindings are cached per unit like objects, keyed by a dedicated global */
    char name[64];
    snprintf(name, sizeof name, "jl.binding.%p", (void *)bnd);
    LLVMValueRef g = LLVMGetNamedGlobal(u->mod, name);
    if (!g) {
        g = LLVMAddGlobal(u->mod, cg_ptr_t(), name);
        LLVMSetInitializer(g, LLVMConstNull(cg_ptr_t()));
        LLVMSetLinkage(g, LLVMInternalLinkage);
        LLVMValueRef a[2] = {cg_const_obj(u, u->ib, (rt_value *)bnd->owner),
                             cg_const_obj(u, u->ib, (rt_value *)bnd->name)};
        LLVMValueRef v = call_init(u, "rt_get_binding", 2, a, false);
        LLVMBuildStore(u->ib, v, g);
    }
    return LLVMBuildLoad2(b, cg_ptr_t(), g, "binding");
}

cg_val cg_const_val(cg_fn *F, rt_value *c)
{
    rt_value *t = rt_is_kind(c) ? rt_type_of_type(c) : (rt_value *)rt_typeof(c);
    cg_repr r = cg_repr_of(t);
    if (r == CG_GHOST)
        return cg_ghost(t);
    if (r == CG_BOXED) {
        cg_val v = {cg_const_obj(F->u, F->b, c), t};
        return v;
    }
    rt_type *dt = (rt_type *)t;
    if (dt == rt_int64_type || dt == rt_uint64_type)
        return (cg_val){LLVMConstInt(cg_i64(), *(uint64_t *)rt_data(c), 0), t};
    if (dt == rt_float64_type)
        return (cg_val){LLVMConstReal(cg_f64(), *(double *)rt_data(c)), t};
    if (dt == rt_bool_type)
        return (cg_val){LLVMConstInt(cg_i8(), *(uint8_t *)rt_data(c), 0), t};
    if ((dt->flags & RT_PRIMITIVE) && dt->size <= 8 && LLVMGetTypeKind(cg_llvm_dt(dt)) == LLVMIntegerTypeKind) {
        uint64_t x = 0;
        memcpy(&x, rt_data(c), dt->size);
        return (cg_val){LLVMConstInt(cg_llvm_dt(dt), x, 0), t};
    }
    /* other unboxed constants: load from the boxed object */
    return cg_unbox(F, cg_const_obj(F->u, F->b, c), t);
}

/* AOT: register every emitted specialization's boxed entry with the dispatch cache, so
 * calls that stay dynamic in the executable find them. */
void cg_aot_register_all(cg_unit *u)
{
    for (int i = 0; i < u->nemitted; i++) {
        ir_mi *mi = u->emitted[i];
        if (!mi->def || mi->nargs == 0 || !mi->cname || mi->generic || mi->invalid)
            continue; /* an invalidated one was replaced by a later specialization */
        char name[300];
        snprintf(name, sizeof name, "%s_boxed", mi->cname);
        LLVMValueRef box = LLVMGetNamedFunction(u->mod, name);
        if (!box || mi->nargs > RT_AOT_MAX_ARGS)
            continue;
        LLVMValueRef a[RT_AOT_MAX_ARGS + 2];
        int k = 0;
        a[k++] = box;
        a[k++] = LLVMConstInt(cg_i64(), mi->nargs, 0);
        for (int j = 0; j < mi->nargs; j++)
            a[k++] = cg_const_obj(u, u->ib, mi->argt[j]);
        LLVMTypeRef ps[2] = {cg_ptr_t(), cg_i64()};
        LLVMTypeRef ft = LLVMFunctionType(cg_void(), ps, 2, 1);
        LLVMValueRef fn = LLVMGetNamedFunction(u->mod, "rt_aot_register");
        if (!fn)
            fn = LLVMAddFunction(u->mod, "rt_aot_register", ft);
        LLVMBuildCall2(u->ib, ft, fn, a, k, "");
    }
}

static void register_generic_call(cg_unit *u, LLVMValueRef fptr, rt_value *sig, rt_value *narrow)
{
    LLVMValueRef a[3] = {fptr, cg_const_obj(u, u->ib, sig),
                         narrow ? cg_const_obj(u, u->ib, narrow) : LLVMConstNull(cg_ptr_t())};
    LLVMTypeRef ps[3] = {cg_ptr_t(), cg_ptr_t(), cg_ptr_t()};
    LLVMTypeRef ft = LLVMFunctionType(cg_void(), ps, 3, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(u->mod, "rt_aot_register_generic");
    if (!fn)
        fn = LLVMAddFunction(u->mod, "rt_aot_register_generic", ft);
    LLVMBuildCall2(u->ib, ft, fn, a, 3, "");
}

/* AOT: mi's boxed entry serves dynamic calls its method applies to (the diagonal and
 * bounds of `where` variables kept) whose argument types are below its own. */
void cg_aot_register_generic(cg_unit *u, ir_mi *mi)
{
    register_generic_call(u, cg_emit_boxed(u, mi), mi->def->sig, mi->argtypes);
}

void cg_aot_method_record(cg_unit *u, rt_value *sig, int defpos, const char *shown,
                          const char *loc, const char *beaten_by)
{
    LLVMValueRef a[5] = {cg_const_obj(u, u->ib, sig), LLVMConstInt(cg_i64(), defpos, 0),
                         LLVMBuildGlobalStringPtr(u->ib, shown, ""),
                         LLVMBuildGlobalStringPtr(u->ib, loc, ""),
                         LLVMBuildGlobalStringPtr(u->ib, beaten_by, "")};
    LLVMTypeRef ps[5] = {cg_ptr_t(), cg_i64(), cg_ptr_t(), cg_ptr_t(), cg_ptr_t()};
    LLVMTypeRef ft = LLVMFunctionType(cg_void(), ps, 5, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(u->mod, "rt_aot_method_record");
    if (!fn)
        fn = LLVMAddFunction(u->mod, "rt_aot_method_record", ft);
    LLVMBuildCall2(u->ib, ft, fn, a, 5, "");
}

/* AOT: the keyword names of the method recorded last (rt_aot_method_kwnames). */
void cg_aot_method_kwnames(cg_unit *u, const char *names)
{
    LLVMValueRef a[1] = {LLVMBuildGlobalStringPtr(u->ib, names, "")};
    LLVMTypeRef ps[1] = {cg_ptr_t()};
    LLVMTypeRef ft = LLVMFunctionType(cg_void(), ps, 1, 0);
    LLVMValueRef fn = LLVMGetNamedFunction(u->mod, "rt_aot_method_kwnames");
    if (!fn)
        fn = LLVMAddFunction(u->mod, "rt_aot_method_kwnames", ft);
    LLVMBuildCall2(u->ib, ft, fn, a, 1, "");
}

/* AOT: calls below sig have a method that was not compiled (a clear error at run time). */
void cg_aot_register_method_sig(cg_unit *u, rt_value *sig)
{
    register_generic_call(u, LLVMConstNull(cg_ptr_t()), sig, NULL);
}
