/* history.c — the REPL's history, kept in Julia's file and format.
 *
 * The file is $JULIA_HISTORY, else repl_history.jl under logs/ of the first depot
 * ($JULIA_DEPOT_PATH's first entry, else ~/.julia), as Julia's find_hist_file chooses;
 * `--history-file=no` keeps no history at all. An entry is appended as soon as it is
 * submitted, so sessions running side by side interleave rather than overwrite:
 *
 *     # time: 2021-11-30 12:12:00 UTC
 *     # mode: julia
 *     \tfunction f(x)
 *     \t    x + 1
 *     \tend
 *
 * (time in the local zone, as Julia's strftime("%Y-%m-%d %H:%M:%S %Z") prints it). The
 * entries of earlier sessions are read at the first prompt; an entry equal to the one
 * before it, in the same mode, is not added again.
 */
#include "jit.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

/* One history entry. */
typedef struct hentry {
    char *text;       /* the entry, lines joined by "\n", trailing space removed */
    jit_le_mode mode; /* the prompt it was entered at */
} hentry;

static hentry *hist;          /* the entries, oldest first */
static size_t nhist, caphist; /* used / allocated */
static char *hist_path;       /* the file, NULL when history is off or unwritable */
static bool hist_loaded;      /* jit_hist_init ran */

static const char *const mode_names[] = {"julia", "help", "shell"};

static void push(char *text, jit_le_mode mode)
{
    if (nhist == caphist) {
        caphist = caphist ? caphist * 2 : 256;
        hist = realloc(hist, caphist * sizeof *hist);
        if (!hist) {
            fputs("jolt: out of memory\n", stderr);
            exit(1);
        }
    }
    hist[nhist++] = (hentry){text, mode};
}

/* the mode of a "# mode: NAME" line; -1 for one jolt has not (Julia's pkg) */
static int mode_of(const char *name)
{
    for (int m = 0; m < 3; m++)
        if (!strcmp(name, mode_names[m]))
            return m;
    return -1;
}

/* mkdir -p of path's directory */
static void make_dirs(const char *path)
{
    char *d = strdup(path);
    for (char *p = d + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = 0;
        mkdir(d, 0777);
        *p = '/';
    }
    free(d);
}

/* Julia's hist_from_file, tolerant: "# " lines give the mode, tab lines the text;
 * entries of modes jolt has not are left out */
static void load(FILE *f)
{
    char *line = NULL, *text = NULL;
    size_t cap = 0, tl = 0;
    int mode = JIT_LE_JULIA;
    ssize_t n;
    while ((n = getline(&line, &cap, f)) >= 0) {
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            line[--n] = 0;
        if (line[0] == '\t') {
            text = realloc(text, tl + (size_t)n + 1);
            if (tl)
                text[tl++] = '\n';
            memcpy(text + tl, line + 1, (size_t)n);
            tl += (size_t)n - 1;
            text[tl] = 0;
            continue;
        }
        if (text) {
            if (mode >= 0)
                push(text, (jit_le_mode)mode);
            else
                free(text);
            text = NULL, tl = 0;
            mode = JIT_LE_JULIA;
        }
        if (!strncmp(line, "# mode: ", 8))
            mode = mode_of(line + 8);
    }
    if (text && mode >= 0)
        push(text, (jit_le_mode)mode);
    else
        free(text);
    free(line);
}

void jit_hist_init(bool enabled)
{
    if (hist_loaded)
        return;
    hist_loaded = true;
    if (!enabled)
        return;
    const char *env = getenv("JULIA_HISTORY");
    char path[4096];
    if (env) {
        snprintf(path, sizeof path, "%s", env);
    } else {
        const char *dp = getenv("JULIA_DEPOT_PATH");
        const char *home = getenv("HOME");
        size_t n = dp ? strcspn(dp, ":") : 0;
        if (n > 0)
            snprintf(path, sizeof path, "%.*s/logs/repl_history.jl", (int)n, dp);
        else if (home)
            snprintf(path, sizeof path, "%s/.julia/logs/repl_history.jl", home);
        else
            return;
    }
    hist_path = strdup(path);
    make_dirs(hist_path);
    FILE *f = fopen(hist_path, "r");
    if (f) {
        load(f);
        fclose(f);
    }
}

size_t jit_hist_count(void)
{
    return nhist;
}

const char *jit_hist_entry(size_t i, jit_le_mode *mode)
{
    if (mode)
        *mode = hist[i].mode;
    return hist[i].text;
}

void jit_hist_add(const char *text, jit_le_mode mode)
{
    size_t n = strlen(text);
    while (n > 0 && (text[n - 1] == ' ' || text[n - 1] == '\t' || text[n - 1] == '\n'))
        n--;
    size_t k = 0;
    while (k < n && (text[k] == ' ' || text[k] == '\t' || text[k] == '\n'))
        k++;
    if (k == n)
        return;
    if (nhist > 0 && hist[nhist - 1].mode == mode && strlen(hist[nhist - 1].text) == n &&
        !memcmp(hist[nhist - 1].text, text, n))
        return;
    push(strndup(text, n), mode);
    if (!hist_path)
        return;
    FILE *f = fopen(hist_path, "a");
    if (!f)
        return;
    time_t now = time(NULL);
    char stamp[64];
    strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S %Z", localtime(&now));
    fprintf(f, "# time: %s\n# mode: %s\n\t", stamp, mode_names[mode]);
    for (size_t i = 0; i < n; i++) {
        fputc(text[i], f);
        if (text[i] == '\n')
            fputc('\t', f);
    }
    fputc('\n', f);
    fclose(f);
}
