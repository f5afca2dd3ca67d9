/* except.c — throwing and catching Julia exceptions.
 *
 * Handlers form a per-thread stack of jmp_bufs. Compiled code (or C) does
 *     rt_handler h; rt_push_handler(&h);
 *     if (!_setjmp(h.jb)) { ...body...; rt_pop_handler(); } else { ...catch... }
 * rt_throw stores the exception in rt_current_exception, pops the innermost handler (so
 * the catch block runs under the enclosing one) and _longjmps to it. With no handler the
 * program flushes stdout, prints the `ERROR:` report to stderr and exits with status 1.
 * The rt_throw_* helpers build the exception objects with Julia's field names; the
 * message text (showerror) for each builtin exception is in excmsg.c.
 */
#include <stdlib.h>
#include <string.h>

#include "types_impl.h"

_Thread_local rt_handler *rt_current_handler;
_Thread_local rt_value *rt_current_exception;
_Thread_local rt_excnode *rt_excstack;
static _Thread_local rt_value *rt_cause_exception; /* see rt_throw */
const char *rt_toplevel_file;
int rt_toplevel_line;
void (*rt_backtrace_hook)(FILE *f);

/* The main thread's alternate signal stack and SIGSEGV handler (stackoverflow.c), set up
 * before main runs so that every program, JIT or executable, reports stack overflows. */
__attribute__((constructor)) static void rt_except_boot(void) { rt_except_thread_init(); }

void rt_push_handler(rt_handler *h) {
    h->prev = rt_current_handler;
    h->prev_exc = rt_current_exception;
    h->prev_stack = rt_excstack;
    h->iframe = rt_bt_itop;
    h->gframe = rt_bt_gtop;
    rt_current_handler = h;
}

void rt_pop_handler(void) {
    if (rt_current_handler) rt_current_handler = rt_current_handler->prev;
}

void rt_pop_handlers(int32_t n) {
    while (n-- > 0 && rt_current_handler) rt_current_handler = rt_current_handler->prev;
}

void rt_restore_exception(rt_handler *h) {
    rt_current_exception = h->prev_exc;
    rt_excstack_pop_to(h->prev_stack);
}

/* StackOverflowError is thrown from a signal handler, which must not allocate (the
 * overflow may have hit inside the allocator): its node is this one, its exception a
 * permanent singleton */
static _Thread_local rt_excnode overflow_node;
static _Thread_local bool overflow_node_used;

void rt_excstack_pop_to(rt_excnode *to) {
    while (rt_excstack && rt_excstack != to) {
        rt_excnode *n = rt_excstack;
        rt_excstack = n->prev;
        if (n == &overflow_node) overflow_node_used = false;
        else rt_free_permanent(n);
    }
}

static void excstack_push(rt_value *exc) {
    if (rt_excstack && rt_excstack->exc == exc) return; /* a rethrow */
    bool overflow = rt_stackoverflowerror_type && exc == rt_stackoverflowerror_type->instance;
    if (overflow && overflow_node_used) return;
    rt_excnode *n = overflow ? &overflow_node : rt_alloc_permanent(sizeof *n);
    overflow_node_used |= overflow;
    n->exc = exc;
    n->prev = rt_excstack;
    rt_excstack = n;
}

/* current_exceptions(): the stack's exceptions, oldest first */
rt_value *rt_exception_stack(void) {
    rt_array *v = rt_new_vector_any(0);
    for (rt_excnode *n = rt_excstack; n; n = n->prev) rt_array_push_ptr(v, n->exc);
    for (int64_t i = 0, j = v->length - 1; i < j; i++, j--) {
        rt_value *t = rt_array_ptr_data(v)[i];
        rt_array_ptr_data(v)[i] = rt_array_ptr_data(v)[j];
        rt_array_ptr_data(v)[j] = t;
    }
    return (rt_value *)v;
}

/* The exception a catch block is handling (nothing outside one): current_exceptions(). */
rt_value *rt_handled_exception(void) {
    return rt_current_exception ? rt_current_exception : rt_nothing;
}

/* Land in the innermost handler, or report and exit. The backtrace is already captured. */
_Noreturn void rt_throw_nocapture(rt_value *exc) {
    rt_current_exception = exc;
    excstack_push(exc);
    rt_handler *h = rt_current_handler;
    if (h) {
        rt_current_handler = h->prev;
        rt_bt_itop = h->iframe; /* interpreter frames unwound by the jump */
        rt_bt_gtop = h->gframe; /* and fallback frames */
        _longjmp(h->jb, 1);
    }
    rt_flush_all();
    /* `jolt -e CODE` evaluates CODE as Julia's -e does, not through include: no LoadError
     * and no "in expression starting at" (a file CODE includes still has them) */
    bool eval_option = rt_toplevel_file && !strcmp(rt_toplevel_file, "none") && rt_opts.program &&
                       !*rt_opts.program;
    rt_report_exception(stderr, exc, eval_option ? NULL : rt_toplevel_file, rt_toplevel_line);
    if (rt_cause_exception && rt_cause_exception != exc && rt_bt_use_cause()) {
        /* Julia's exception stack: the exception the catch block was handling */
        char *msg = rt_exception_message(rt_cause_exception);
        fprintf(stderr, "\ncaused by: %s\n", msg);
        free(msg);
        if (rt_backtrace_hook) rt_backtrace_hook(stderr);
        else rt_bt_print(stderr);
        fflush(stderr);
    }
    rt_exit(1);
}

_Noreturn void rt_throw(rt_value *exc) {
    /* thrown inside a catch block with no handler left: the handled exception and its
     * capture are reported after this one ("caused by:") */
    if (!rt_current_handler && rt_current_exception && !rt_bt_frozen) {
        rt_bt_save_cause();
        rt_cause_exception = rt_current_exception;
    }
    /* without a handler the report needs the whole stack; under one, the innermost
     * frames suffice for a later rethrow */
    rt_bt_capture(rt_current_handler ? 64 : 0);
    rt_throw_nocapture(exc);
}

_Noreturn void rt_rethrow(void) {
    if (!rt_current_exception) rt_error("rethrow() not allowed outside a catch block");
    rt_throw_nocapture(rt_current_exception);
}

rt_value *rt_exc_new(rt_value *T, rt_value *fields) {
    rt_type *t = (rt_type *)T;
    rt_type *ft = rt_typeof(fields);
    rt_value *vals[8] = {0};
    int n = ft->nfields < 8 ? ft->nfields : 8;
    for (int i = 0; i < n; i++) vals[i] = rt_get_field(fields, i);
    return rt_new_struct(t, n, vals);
}

/* A new exception of type t with the given field values (boxed; isbits fields unboxed). */
rt_value *rt_new_struct(rt_type *t, int n, rt_value **vals) {
    if (t->flags & RT_SINGLETON) return t->instance;
    rt_value *v = rt_new_object(t);
    for (int i = 0; i < n && i < t->nfields; i++) {
        char *f = (char *)rt_data(v) + t->fieldoffsets[i];
        if (t->fieldinline[i]) {
            uint32_t sz = ((rt_type *)t->fieldtypes[i])->size;
            if (vals[i] && sz) memcpy(f, rt_data(vals[i]), sz);
        } else {
            *(rt_value **)f = vals[i];
        }
    }
    return v;
}

rt_value *rt_new_tuple(int n, rt_value **vals) {
    rt_type *t = rt_tuple_typeof_args(n, vals);
    return rt_new_struct(t, n, vals);
}

/* Field i of a struct value, boxed. */
rt_value *rt_get_field(rt_value *v, int i) {
    rt_type *t = rt_typeof(v);
    if (i < 0 || i >= t->nfields || !t->fieldoffsets) return NULL;
    char *f = (char *)rt_data(v) + t->fieldoffsets[i];
    if (t->fieldinline[i]) return rt_box_bits((rt_type *)t->fieldtypes[i], f);
    return *(rt_value **)f;
}

static rt_value *rt_vstr(const char *fmt, va_list ap) {
    char buf[512];
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    rt_value *s;
    if (n >= 0 && (size_t)n < sizeof buf) {
        s = (rt_value *)rt_string_n(buf, (size_t)n);
    } else {
        char *big = malloc((size_t)(n > 0 ? n : 0) + 1);
        if (!big) {
            va_end(ap2);
            return (rt_value *)rt_cstring(buf);
        }
        vsnprintf(big, (size_t)n + 1, fmt, ap2);
        s = (rt_value *)rt_string_n(big, (size_t)n);
        free(big);
    }
    va_end(ap2);
    return s;
}

_Noreturn void rt_error(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    rt_value *msg = rt_vstr(fmt, ap);
    va_end(ap);
    rt_throw(rt_new_struct(rt_errorexception_type, 1, &msg));
}

_Noreturn void rt_throw_argument(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    rt_value *msg = rt_vstr(fmt, ap);
    va_end(ap);
    rt_throw(rt_new_struct(rt_argumenterror_type, 1, &msg));
}

/* Base.ConcurrencyViolationError(msg): an atomic field misused (1.7's atomic fields) */
_Noreturn void rt_throw_atomic_error(const char *msg) {
    rt_value *t = rt_get_global(rt_base_module, rt_symbol("ConcurrencyViolationError"));
    rt_value *m = (rt_value *)rt_cstring(msg);
    if (!t || !rt_is_datatype(t)) rt_error("%s", msg);
    rt_throw(rt_new_struct((rt_type *)t, 1, &m));
}

/* Whether field i (1-based) of type T was declared `@atomic` (Base's atomics.jl checks) */
bool rt_field_isatomic(rt_value *T, int64_t i) {
    return rt_is_datatype(T) && i >= 1 && i <= 64 &&
           (((rt_type *)T)->name->atomicfields >> (i - 1) & 1);
}

_Noreturn void rt_throw_divide_error(void) { rt_throw(rt_divideerror_type->instance); }

_Noreturn void rt_throw_overflow(const char *msg) {
    rt_value *m = (rt_value *)rt_cstring(msg);
    rt_throw(rt_new_struct(rt_overflowerror_type, 1, &m));
}

_Noreturn void rt_throw_bounds(rt_value *a, int64_t i) {
    rt_value *iv = rt_box_int64(i);
    rt_value *f[2] = {a, rt_new_tuple(1, &iv)};
    rt_throw(rt_new_struct(rt_boundserror_type, 2, f));
}

_Noreturn void rt_throw_undefvar(rt_sym *name) {
    rt_value *s = (rt_value *)name;
    rt_throw(rt_new_struct(rt_undefvarerror_type, 1, &s));
}

_Noreturn void rt_throw_inexact(rt_sym *f, rt_value *T, rt_value *v) {
    rt_value *fs[3] = {(rt_value *)f, T, v};
    rt_throw(rt_new_struct(rt_inexacterror_type, 3, fs));
}

_Noreturn void rt_throw_method_error(rt_value **args, uint32_t nargs) {
    uint64_t world = 1;
    rt_value *w = rt_box_bits(rt_uint64_type, &world);
    rt_value *f[3] = {nargs ? args[0] : rt_nothing,
                      rt_new_tuple(nargs ? (int)nargs - 1 : 0, nargs ? args + 1 : NULL), w};
    rt_throw(rt_new_struct(rt_methoderror_type, 3, f));
}

_Noreturn void rt_throw_type_error(const char *func, const char *ctx, rt_value *expected,
                                   rt_value *got) {
    rt_value *f[4] = {(rt_value *)rt_symbol(func), (rt_value *)rt_cstring(ctx ? ctx : ""),
                      expected, got};
    rt_throw(rt_new_struct(rt_typeerror_type, 4, f));
}

_Noreturn void rt_throw_domain(rt_value *val, const char *msg) {
    rt_value *f[2] = {val, msg ? (rt_value *)rt_cstring(msg) : NULL};
    rt_throw(rt_new_struct(rt_domainerror_type, msg ? 2 : 1, f));
}

_Noreturn void rt_throw_keyerror(rt_value *key) {
    rt_throw(rt_new_struct(rt_keyerror_type, 1, &key));
}

char *(*rt_report_hook)(rt_value *exc);

/* the report's last lines: each LoadError's place, innermost first, then the file's */
static void rt_report_places(FILE *f, rt_value **loads, int nload, const char *file, int line) {
    for (int i = nload - 1; i >= 0; i--) {
        rt_value *lf = rt_get_field(loads[i], 0), *ll = rt_get_field(loads[i], 1);
        const char *lfile = lf && rt_typeof(lf) == rt_string_type ? ((rt_string *)lf)->data : "none";
        fprintf(f, "in expression starting at %s:%lld\n", strcmp(lfile, "none") ? rt_bt_abspath(lfile) : lfile,
                (long long)(ll ? rt_unbox_int64(ll) : 0));
    }
    if (file) fprintf(f, "in expression starting at %s:%d\n", rt_bt_abspath(file), line);
    fflush(f);
}

void rt_report_exception(FILE *f, rt_value *exc, const char *file, int line) {
    /* an error wrapped in LoadErrors (a macro's, during lowering) prints as Julia's nested
     * showerror: "LoadError: " for each, the error and trace, then each one's place,
     * innermost first */
    rt_value *loads[8];
    int nload = 0;
    while (rt_typeof(exc) == rt_loaderror_type && nload < 8 && rt_get_field(exc, 2)) {
        loads[nload++] = exc;
        exc = rt_get_field(exc, 2);
    }
    /* a user type's report as its showerror(io, e, bt) writes it: the trace where
     * "\x01" is, none without one */
    char *report = rt_report_hook ? rt_report_hook(exc) : NULL;
    if (report) {
        fflush(stdout);
        fputs(file ? "ERROR: LoadError: " : "ERROR: ", f);
        for (int i = 0; i < nload; i++) fputs("LoadError: ", f);
        char *mark = strchr(report, '\x01');
        if (mark) *mark = 0;
        fprintf(f, "%s\n", report);
        if (mark) {
            if (rt_backtrace_hook) rt_backtrace_hook(f);
            else rt_bt_print(f);
            if (mark[1]) fprintf(f, "%s\n", mark + 1);
        }
        free(report);
        rt_report_places(f, loads, nload, file, line);
        return;
    }
    char *msg = rt_exception_message(exc);
    fflush(stdout);
    /* a TaskFailedException's trace comes between its first line and the nested task's
     * error, as Julia's showerror(io, ::TaskFailedException, bt) places it */
    rt_typename *tn = rt_typeof(exc)->name;
    char *rest = tn->module == rt_base_module && !strcmp(tn->name->name, "TaskFailedException")
                     ? strchr(msg, '\n') : NULL;
    if (rest) *rest++ = 0;
    fputs(file ? "ERROR: LoadError: " : "ERROR: ", f);
    for (int i = 0; i < nload; i++) fputs("LoadError: ", f);
    fprintf(f, "%s\n", msg);
    if (rt_backtrace_hook) rt_backtrace_hook(f);
    else rt_bt_print(f);
    if (rest) fprintf(f, "%s\n", rest);
    free(msg);
    rt_report_places(f, loads, nload, file, line);
}
