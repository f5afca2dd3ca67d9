/* require.c — `using Foo` / `import Foo` of a package or standard library not yet loaded.
 *
 * As Julia's Base.require: Base's loading.jl finds the package's entry file in the
 * environments of LOAD_PATH (`Base._require_path`, which throws Julia's "Package Foo not
 * found in current path" ArgumentError); the file then runs as top-level code of
 * Base.__toplevel__, where the module it defines stays bound under its name: that binding
 * is the registry, so each package loads once per process. A module defined there is a
 * root module (its own parent: it prints as `Test`, not `Base.__toplevel__.Test`).
 * In an executable's compile the file runs the way an include does: its definitions at
 * compile time, its other top-level code compiled into the program.
 *
 * At start-up drv_require_init sets Base's LOAD_PATH, DEPOT_PATH and active project for
 * this process (Base.__init_load_path__). */
#include "jit.h"
#include <stdlib.h>
#include <string.h>

extern const char *rt_toplevel_file;
extern int rt_toplevel_line;

/* The directory of the standard libraries: JOLT_STDLIB_DIR, or the source tree's. */
const char *drv_stdlib_dir(void)
{
    const char *d = getenv("JOLT_STDLIB_DIR");
    return d && *d ? d : JOLT_SOURCE_DIR "/runtime/stdlib";
}

static rt_value *base_fn(const char *name)
{
    rt_value *f = rt_get_global(rt_base_module, rt_symbol(name));
    if (!f)
        rt_error("Base.%s is not defined", name);
    return f;
}

rt_module *drv_toplevel_module(void)
{
    rt_value *m = rt_get_global(rt_base_module, rt_symbol("__toplevel__"));
    return m && rt_typeof(m) == rt_module_type ? (rt_module *)m : NULL;
}

void drv_require_init(const char *project)
{
    if (!rt_get_global(rt_base_module, rt_symbol("__init_load_path__")))
        return; /* a Base without loading.jl */
    rt_value *args[3] = {base_fn("__init_load_path__"),
                         project ? (rt_value *)rt_cstring(project) : rt_nothing,
                         (rt_value *)rt_cstring(drv_stdlib_dir())};
    /* jolt's own start: no --dump-ir or --trace-compile output for it (without a Base
     * image the function is compiled here) */
    unsigned dump = jit_opts.dump;
    FILE *trace = jit_opts.trace_compile;
    jit_opts.dump = 0;
    jit_opts.trace_compile = NULL;
    rt_apply_generic(args, 3);
    jit_opts.dump = dump;
    jit_opts.trace_compile = trace;
}

rt_module *drv_require(rt_module *into, rt_sym *name)
{
    rt_module *top = drv_toplevel_module();
    if (!top)
        rt_throw_argument("Package %s not found in current path", name->name);
    rt_value *v = rt_get_global(top, name);
    if (v && rt_typeof(v) == rt_module_type)
        return (rt_module *)v;
    rt_value *args[3] = {base_fn("_require_path"), (rt_value *)into, (rt_value *)name};
    rt_string *path = (rt_string *)rt_apply_generic(args, 3);
    const char *file = rt_toplevel_file;
    int line = rt_toplevel_line;
    size_t n;
    char *keep;
    char *text = drv_include_read(path->data, NULL, &keep, &n);
    int rc = drv_run_source(text, n, keep, top);
    if (rc > 0) { /* a syntax error in the package, reported */
        rt_flush_all();
        exit(rc);
    }
    rt_toplevel_file = file;
    rt_toplevel_line = line;
    v = rt_get_global(top, name);
    if (!v || rt_typeof(v) != rt_module_type)
        rt_throw_argument("Package %s did not define the expected module `%s`, check for "
                          "typos in package module name",
                          name->name, name->name);
    rt_value *reg[3] = {base_fn("_register_package"), v, (rt_value *)path};
    rt_apply_generic(reg, 3);
    return (rt_module *)v;
}
