/* syntaxerr.c — a syntax error met while compiling ahead of time. The executable must
 * behave like `jolt FILE`: run the statements before the error, then report it and exit 1.
 * The driver compiles a final thunk that calls rt_syntax_error_exit with the message and
 * the line where the failing expression starts. */
#include <stdio.h>

#include "rt.h"

_Noreturn void rt_syntax_error_exit(rt_string *msg, rt_string *file, int64_t line)
{
    rt_flush_all();
    fprintf(stderr, "ERROR: LoadError: syntax: %s\nin expression starting at %s:%lld\n",
            msg->data, file->data, (long long)line);
    rt_exit(1);
}
