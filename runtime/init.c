/* init.c — runtime start-up and exit.
 *
 * rt_init brings the layers up in dependency order: the collector, the builtin types
 * (types.c), then the standard streams. rt_exit flushes every open stream before leaving
 * so buffered stdout is never lost; a write that failed unreported (a full disk, a closed
 * stdout) is reported there and the exit status becomes 1.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "rt.h"

rt_options rt_opts RT_PER_PROCESS = {.nthreads = 1, .color = -1}; /* command-line settings the runtime exposes */
static int rt_initialized RT_PER_PROCESS;           /* rt_init has run */
/* The symbols and cached boxes made before their types existed have been given them. This
 * file's globals are image state, so a start with a Base image skips the fix-up, which
 * would touch every symbol in the image (~30 MB of its pages). */
static bool rt_types_fixed;

/* C helpers that Base reaches only through ccall (nothing in C calls them): referenced
 * here so the static link of the jolt executable keeps their objects for the JIT. */
void *const rt_ccall_only_anchors[] = {(void *)rt_is_interactive, (void *)rt_hash_string, (void *)rt_symbol_objectid, (void *)rt_objectid,
                                       (void *)rt_printf_num, (void *)rt_io_redirect,
                                       (void *)rt_doc_set, (void *)rt_syntax_error_exit, (void *)rt_method_count,
                                       (void *)rt_function_named, (void *)rt_bt_frames, (void *)rt_bt_current, (void *)rt_uniontypes, (void *)rt_handled_exception, (void *)rt_dsfmt_seed, (void *)rt_dsfmt_fill,
                                       (void *)rt_regex_compile, (void *)rt_regex_ncaptures,
                                       (void *)rt_regex_name_number, (void *)rt_regex_group_name,
                                       (void *)rt_regex_exec, (void *)rt_regex_literal,
                                       (void *)rt_fs_kind, (void *)rt_bigint_init, (void *)rt_bigfloat_init, (void *)rt_bigfloat_set_rounding,
                                       (void *)rt_typejoin, (void *)rt_memio_setmark,
                                       (void *)rt_rng_task_next, (void *)rt_rng_task_get, (void *)rt_rng_task_state, (void *)rt_field_isatomic,
                                       (void *)rt_rng_task_set, (void *)rt_rng_os_u64,
                                       (void *)rt_rng_seed, (void *)rt_rng_bulk,
                                       (void *)rt_task_new, (void *)rt_task_failed_trace, (void *)rt_exception_stack, (void *)rt_gc_collect,
                                       (void *)rt_ptr_load, (void *)rt_ptr_store, (void *)rt_ptr_of,
                                       (void *)rt_environ, (void *)rt_environ_count, (void *)rt_cpu_threads, (void *)rt_sysinfo, (void *)rt_bindir,
                                       (void *)rt_set_atexit, (void *)rt_atexit_hooks,
                                       (void *)rt_proc_spawn, (void *)rt_proc_pipe, (void *)rt_proc_tmpfile,
                                       (void *)rt_proc_openfile, (void *)rt_proc_close, (void *)rt_proc_rewind,
                                       (void *)rt_proc_fdio, (void *)rt_proc_iofd, (void *)rt_proc_fd_write,
                                       (void *)rt_proc_fd_readall_into, (void *)rt_proc_wait, (void *)rt_proc_kill,
                                       (void *)rt_io_color, (void *)rt_set_write_user,
                                       (void *)rt_precompile, (void *)rt_precompile_call};

bool rt_is_interactive(void) { return rt_opts.interactive; }

void rt_init(int nthreads) {
    if (rt_initialized) return;
    rt_initialized = 1;
    rt_opts.nthreads = nthreads > 0 ? nthreads : 1;
    rt_gc_init();
    rt_types_init();
    if (!rt_types_fixed) { /* once: with a Base image the flag comes back true */
        rt_symbol_fixup_types();
        rt_box_fixup_types();
        rt_types_fixed = true;
    }
    rt_io_init();
    rt_bigint_setup();
}

/* Base.ARGS (Vector{String}) and Base.PROGRAM_FILE from rt_opts, once they are set. As in
 * Julia, ARGS is one constant array filled in place (a Base image's code holds the array
 * made when the image was built) and PROGRAM_FILE a plain global (image code reads it
 * instead of folding the build's value in). */
void rt_bind_args(void) {
    rt_sym *args = rt_symbol("ARGS"), *prog = rt_symbol("PROGRAM_FILE");
    rt_binding *ab = rt_get_binding(rt_base_module, args);
    rt_array *a = ab->value && rt_typeof(ab->value) == rt_array_type((rt_value *)rt_string_type, 1)
                      ? (rt_array *)ab->value : NULL;
    if (a) {
        if (a->length)
            rt_array_del_end(a, a->length);
        rt_array_grow_end(a, rt_opts.argc);
    } else {
        a = rt_new_array(rt_array_type((rt_value *)rt_string_type, 1), 1,
                         (int64_t[]){rt_opts.argc});
        rt_set_const(rt_base_module, args, (rt_value *)a);
    }
    for (int i = 0; i < rt_opts.argc; i++)
        rt_array_ptr_data(a)[i] = (rt_value *)rt_cstring(rt_opts.argv[i]);
    rt_binding *pb = rt_get_binding(rt_base_module, prog);
    pb->constant = 0;
    pb->value = (rt_value *)rt_cstring(rt_opts.program ? rt_opts.program : "");
    ab->exported = 1;
    pb->exported = 1;
}

/* Base._atexit (registered by the first atexit call): run once when the process exits,
 * before the streams are flushed; it catches what the hooks throw. */
static rt_value *rt_atexit_fn RT_PER_PROCESS;
/* (always false: Base calls _atexit when it is true, a call no compiler can drop, which
 * keeps _atexit compiled into an executable for rt_exit to reach by dispatch) */
bool rt_set_atexit(rt_value *f)
{
    rt_atexit_fn = f;
    return false;
}
/* The hooks themselves, a Vector{Any} the runtime owns (a Base constant holding a mutable
 * array would be rebuilt empty, not shared, in an executable's image). */
static rt_array *rt_atexit_list RT_PER_PROCESS;
rt_value *rt_atexit_hooks(void)
{
    if (!rt_atexit_list)
        rt_atexit_list = rt_new_vector_any(0);
    return (rt_value *)rt_atexit_list;
}

_Noreturn void rt_exit(int code) {
    if (rt_atexit_fn) {
        rt_value *f = rt_atexit_fn;
        rt_atexit_fn = NULL; /* exit() inside a hook ends the process without rerunning */
        rt_apply_generic(&f, 1);
    }
    rt_flush_all();
    int lost = rt_io_lost_write();
    if (fflush(stdout) != 0 && !lost) lost = errno ? errno : EIO; /* C stdio (--dump-ast) */
    if (lost) { /* as Julia reports libuv's failed write */
        rt_string *why = rt_fs_uverror(-(int64_t)lost);
        fprintf(stderr, "ERROR: IOError: write: %s\n", why->data);
        if (code == 0) code = 1;
    }
    fflush(stderr);
    _exit(code & 0xFF);
}
