/* init.c — runtime start-up and exit.
 *
 * rt_init brings the layers up in dependency order: the collector, the builtin types
 * (types.c), then the standard streams. rt_exit flushes every open stream before leaving
 * so buffered stdout is never lost.
 */
#include <stdlib.h>
#include <unistd.h>

#include "rt.h"

rt_options rt_opts = {.nthreads = 1}; /* command-line settings the runtime exposes */
static int rt_initialized;            /* rt_init has run */

void rt_init(int nthreads) {
    if (rt_initialized) return;
    rt_initialized = 1;
    rt_opts.nthreads = nthreads > 0 ? nthreads : 1;
    rt_gc_init();
    rt_types_init();
    rt_symbol_fixup_types();
    rt_box_fixup_types();
    rt_io_init();
}

_Noreturn void rt_exit(int code) {
    rt_flush_all();
    fflush(stdout);
    fflush(stderr);
    _exit(code & 0xFF);
}
