/* writelines.c — C peer of jl/writelines.jl: fprintf of 100,000 lines to a file, best
 * of 5. Checksum: the file's size. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static long writelines(const char *path, long n) {
    FILE *f = fopen(path, "w");
    if (!f) { perror(path); exit(1); }
    double x = 0.5;
    for (long i = 1; i <= n; i++) {
        x = x * 1.000123 + 0.25;
        fprintf(f, "%6ld %12.4f %s\n", i, x, (i & 1) ? "odd" : "even");
    }
    fclose(f);
    struct stat st;
    stat(path, &st);
    return (long)st.st_size;
}

int main(void) {
    char path[] = "/tmp/jolt-writelines-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) { perror("mkstemp"); return 1; }
    close(fd);
    double best = 1e300;
    long size = 0;
    for (int rep = 0; rep < 5; rep++) {
        double t0 = now_ms();
        size = writelines(path, 100000);
        double dt = now_ms() - t0;
        if (dt < best) best = dt;
    }
    unlink(path);
    printf("checksum=%ld\ntime_ms=%.4f\n", size, best);
    return 0;
}
