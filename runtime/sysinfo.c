/* sysinfo.c — the process and machine facts behind Base's env.jl and sys.jl: the
 * environment as ENV iterates it, and Sys's CPU count, memory, uptime and BINDIR.
 * Each is a thin wrapper over POSIX/Linux calls, read by ccall. */
#define _GNU_SOURCE
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/sysinfo.h>
#include <unistd.h>

#include "rt.h"

extern char **environ;

/* The i-th (0-based) "NAME=value" entry of the environment, or nothing past the end. */
rt_value *rt_environ(int64_t i)
{
    for (int64_t k = 0; environ && environ[k]; k++)
        if (k == i)
            return (rt_value *)rt_cstring(environ[k]);
    return rt_nothing;
}

/* The number of entries of the environment. */
int64_t rt_environ_count(void)
{
    int64_t n = 0;
    while (environ && environ[n])
        n++;
    return n;
}

/* Logical CPUs online, or JULIA_CPU_THREADS when it is set to a positive number (as
 * Julia's jl_cpu_threads reads it). */
int64_t rt_cpu_threads(void)
{
    const char *e = getenv("JULIA_CPU_THREADS");
    if (e && *e) {
        long n = strtol(e, NULL, 10);
        if (n > 0)
            return n;
    }
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? n : 1;
}

/* 0: total memory, 1: free memory (bytes); 2: seconds since boot. */
int64_t rt_sysinfo(int64_t which)
{
    struct sysinfo si;
    if (sysinfo(&si) != 0)
        return 0;
    if (which == 2)
        return (int64_t)si.uptime;
    uint64_t units = si.mem_unit ? si.mem_unit : 1;
    return (int64_t)((which == 0 ? (uint64_t)si.totalram : (uint64_t)si.freeram) * units);
}

/* The directory of the running executable (Sys.BINDIR). */
rt_value *rt_bindir(void)
{
    char buf[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0)
        return (rt_value *)rt_cstring(".");
    buf[n] = 0;
    char *slash = strrchr(buf, '/');
    if (slash && slash != buf)
        *slash = 0;
    else if (slash)
        slash[1] = 0;
    return (rt_value *)rt_cstring(buf);
}

/* Sys.CPU_THREADS and Sys.BINDIR describe the process, not the build: set at every start
 * (after Base is loaded or mapped from its image, and in executables), as Julia's
 * Sys.__init__ sets them. Nothing happens when Base has no Sys module. */
void rt_sys_init(void)
{
    rt_value *sys = rt_base_module ? rt_get_global(rt_base_module, rt_symbol("Sys")) : NULL;
    if (!sys || rt_typeof(sys) != rt_module_type)
        return;
    rt_module *m = (rt_module *)sys;
    rt_binding *b = rt_find_binding(m, rt_symbol("CPU_THREADS"));
    if (b && b->owner == m && !b->constant)
        b->value = rt_box_int64(rt_cpu_threads());
    b = rt_find_binding(m, rt_symbol("BINDIR"));
    if (b && b->owner == m && !b->constant)
        b->value = rt_bindir();
}
