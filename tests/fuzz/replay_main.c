/* replay_main.c — a main() for the fuzz targets without libFuzzer: feeds every regular
 * file of the directories (or files) named on the command line to LLVMFuzzerTestOneInput,
 * in name order, and prints how many ran. ctest runs it over tests/fuzz/corpus and
 * tests/fuzz/crashes so that every input the fuzzer once broke on stays fixed, with gcc
 * builds too. `-v` prints each file name before it runs (to find the one that fails).
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int verbose; /* -v: name each input before running it */
static long count;  /* inputs replayed */

static void run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "replay: cannot open %s\n", path);
        exit(2);
    }
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    size_t k;
    while (buf && (k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap)
            buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    if (!buf)
        abort();
    if (verbose)
        fprintf(stderr, "replay: %s\n", path);
    /* an exact-size copy, so that ASan sees reads past the end */
    uint8_t *data = malloc(n ? n : 1);
    memcpy(data, buf, n);
    free(buf);
    LLVMFuzzerTestOneInput(data, n);
    free(data);
    count++;
}

static int by_name(const struct dirent **a, const struct dirent **b)
{
    return strcmp((*a)->d_name, (*b)->d_name);
}

static void run_path(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "replay: no such file or directory: %s\n", path);
        exit(2);
    }
    if (!S_ISDIR(st.st_mode)) {
        run_file(path);
        return;
    }
    struct dirent **list;
    int n = scandir(path, &list, NULL, by_name);
    if (n < 0) {
        fprintf(stderr, "replay: cannot read %s\n", path);
        exit(2);
    }
    for (int i = 0; i < n; i++) {
        char full[4096];
        snprintf(full, sizeof full, "%s/%s", path, list[i]->d_name);
        struct stat fs;
        if (list[i]->d_name[0] != '.' && strcmp(list[i]->d_name, "README.md") != 0 &&
            stat(full, &fs) == 0 && S_ISREG(fs.st_mode))
            run_file(full);
        free(list[i]);
    }
    free(list);
}

int main(int argc, char **argv)
{
    LLVMFuzzerInitialize(&argc, &argv);
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "-v"))
            verbose = 1;
        else
            run_path(argv[i]);
    }
    printf("replayed %ld inputs\n", count);
    return 0;
}
