/* jit.h — the front door: the jolt CLI, the driver that runs top-level items, the ORC
 * session and the AOT emitter. Layer prefix: `jit_` (driver: `drv_`). */
#ifndef JOLT_JIT_H
#define JOLT_JIT_H
#include "../codegen/cg.h"
#include "../frontend/fe.h"

enum { DUMP_LOWERED = 1, DUMP_TYPED = 2, DUMP_LLVM = 4, DUMP_OPT = 8, DUMP_ASM = 16 };

typedef struct jit_options {
    int opt;               /* -O level */
    int threads;           /* -t N */
    unsigned dump;         /* DUMP_* flags */
    bool dump_ast;         /* --dump-ast */
    bool aot;              /* compiling an executable or object */
    const char *out_o;     /* --output-o */
    const char *out_exe;   /* --output-exe */
    const char *file;      /* the script (for messages) */
    char **argv;           /* the command line, to compile again (aot.c) */
    FILE *trace_compile;   /* --trace-compile=FILE: a precompile line per compile, or NULL */
    bool quiet;            /* -q: no progress lines from --output-exe/--output-o */
    const char *project;   /* --project[=DIR] ("@." without a value), or NULL */
    bool no_history;       /* --history-file=no: the REPL neither reads nor writes history */
} jit_options;
extern jit_options jit_opts;

/* orc.c */
void jit_orc_init(void);
void jit_orc_shutdown(void);             /* an image build, before writing: free the JIT */
void *jit_add_and_lookup(cg_unit *u, const char *sym);
void jit_dump_unit(cg_unit *u, bool optimized);

/* driver.c */
void drv_init(void);                     /* builtins, Base (loaded, or from the image) */
void drv_base_path(char *buf, size_t n); /* Base's base.jl */
extern bool drv_loading_base;            /* Base's own files are running */
extern double drv_phase_ms[3];            /* JOLT_TIME: parse, lower, run ms */
int drv_run_source(const char *src, size_t len, const char *filename, rt_module *m);
void drv_process_item(ir_topitem *it, const char *file);
rt_value *drv_run_thunk(ir_func *f, const char *file, int line);
rt_value *drv_eval_type(rt_value *ast, rt_module *m, int nenv, rt_sym **names, rt_value **vals);
void drv_define_struct(rt_value *ast, rt_module *m, bool has_inner_ctor);

/* baseimage.c: the Base image from the driver's side (runtime/image.c does the work) */
void drv_image_note_file(const char *path); /* a Base file ran: part of the image's key */
bool drv_image_load(void);               /* map build/base.img (or JOLT_IMAGE) if current */
int drv_image_warmup(void);              /* an image build: compile warmup.jl's code */
int drv_image_write(const char *path);   /* after Base loaded in an image build */
extern double drv_image_ms;              /* JOLT_TIME: the image's map (-1: none) */

/* imagecode.c: machine code in the Base image */
#include <llvm-c/LLJIT.h>
extern bool jit_image_code_window;       /* an image build is linking JIT code */
char **jit_image_unit_names(LLVMModuleRef m, int *n); /* names a unit defines */
void jit_image_note_unit(LLVMOrcLLJITRef J, char **names, int n); /* ... and where */
void jit_image_note_frame(void *eh_frame); /* a unit's frames, registered while building */
LLVMOrcDefinitionGeneratorRef jit_image_generator(void); /* stubs / the image's names */
bool jit_image_code_restore(void);       /* after mapping: imports and frames */
bool jit_image_is_slot(const void *p);   /* an import's slot (the image check skips it) */

/* astcache.c: Base's parsed trees kept between runs */
typedef struct drv_cached drv_cached;
void drv_cache_load(void);               /* read JOLT_AST_CACHE (default build/base.ast) */
drv_cached *drv_cache_open(const char *path); /* the file's trees if still current, or NULL */
rt_value *drv_cache_next(drv_cached *c, int *line); /* next expression, NULL at the end */
void drv_cache_begin_write(void);        /* record when JOLT_AST_CACHE_WRITE names a file */
void drv_cache_record(const char *path, rt_value *ast, int line); /* a parsed expression */
void drv_cache_finish_write(void);       /* write the recorded trees */
extern int drv_cache_hits;               /* Base files read from the cache */
char *drv_read_file(const char *path, size_t *len); /* NULL + errno (EISDIR too) */
char *drv_read_fd(int fd, size_t *len);             /* to end of file; NULL + errno */
/* include.c: a file include(inc) names, seen from the file `from` (SystemError if it cannot
 * be opened; *pathout its path); the JIT's run-time include hook; an executable's static
 * include inside top-level if/try/begin/for spliced in */
char *drv_include_read(const char *inc, const char *from, char **pathout, size_t *n);
void drv_include_init(void);
rt_value *drv_splice_includes(rt_value *ast, const char *file);
/* require.c: packages and standard libraries loaded by `using`/`import` */
void drv_require_init(const char *project); /* LOAD_PATH, DEPOT_PATH, the active project */
rt_module *drv_require(rt_module *into, rt_sym *name); /* load once; throws when not found */
rt_module *drv_toplevel_module(void);    /* Base.__toplevel__, where packages' modules live */
const char *drv_stdlib_dir(void);        /* where the standard libraries' sources are */
int jit_repl(void);                       /* the interactive prompt (repl.c) */

/* lineedit.c: the REPL's editor on a raw terminal. The entry submitted (malloc'd; NULL at
 * Ctrl-D on an empty line or the end of input) and *mode, the prompt it was entered at. */
typedef enum { JIT_LE_JULIA, JIT_LE_HELP, JIT_LE_SHELL } jit_le_mode;
typedef int (*jit_le_check)(const char *s, size_t n); /* 0 complete, 1 unfinished, 2 error */
char *jit_lineedit(jit_le_mode *mode, bool color, jit_le_check check);
/* history.c: Julia's repl_history.jl */
void jit_hist_init(bool enabled);         /* find and read the file (once) */
size_t jit_hist_count(void);
const char *jit_hist_entry(size_t i, jit_le_mode *mode); /* oldest first; mode may be NULL */
void jit_hist_add(const char *text, jit_le_mode mode);   /* remember and append to the file */
/* complete.c: Tab's candidates for buf[0..pos) (malloc'd strings in a malloc'd array,
 * sorted), replacing buf[*start..pos); an exact LaTeX abbreviation gives its characters */
int jit_complete(const char *buf, size_t pos, jit_le_mode mode, size_t *start, char ***out);
const char *jit_latex_lookup(const char *abbrev, size_t n); /* "\\sqrt" -> "√", or NULL */

/* interp.c: top-level thunks run without machine code */
bool jit_interp_ok(ir_func *f);          /* no loop, try or unsupported builtin */
rt_value *jit_interp_thunk(ir_func *f);  /* run it; its value */
rt_value *jit_interp_const(ir_mi *mi);   /* value of an effect-free thunk, NULL: not done */

/* aot.c */
void aot_begin(const char *file);
/* Add a top-level thunk to the executable; for a `const` initialiser, cm.cname is the
 * binding its value is assigned to (else cname is NULL). */
void aot_add_thunk(ir_mi *mi, int line, rt_module *cm, rt_sym *cname);
void aot_check_guesses(void); /* start the compile over if a global's narrowed type broke */
int aot_finish(const char *out_o, const char *out_exe);
/* Compile fallbacks for the unit's dynamic calls and register them (aot_generic.c). */
void aot_compile_fallbacks(cg_unit *u, ir_mi **thunks, int nthunks);
/* A long build's progress line for its current phase, once it has run a second (aot.c). */
void aot_progress_tick(void);
#endif
