/* fs.c — file-system primitives behind Base's file.jl (stat tests, rm, mkdir, readdir, cd,
 * temporary names, rename, copying, touch) and libuv-style error texts.
 *
 * Every operation returns 0 (or a result) on success and -errno on failure; Julia code turns
 * a negative result into IOError("op(args): <libuv message> (<ENAME>)", -errno), matching
 * Julia 1.7, whose file system calls go through libuv. rt_fs_uverror gives that suffix.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#include "rt.h"

/* libuv's name and message for an errno (uv_err_name / uv_strerror). */
typedef struct rt_uverr {
    int code;          /* errno value */
    const char *name;  /* "ENOENT" */
    const char *text;  /* "no such file or directory" */
} rt_uverr;

static const rt_uverr rt_uverrs[] = {
    {ENOENT, "ENOENT", "no such file or directory"},
    {EEXIST, "EEXIST", "file already exists"},
    {ENOTEMPTY, "ENOTEMPTY", "directory not empty"},
    {EACCES, "EACCES", "permission denied"},
    {EPERM, "EPERM", "operation not permitted"},
    {ENOTDIR, "ENOTDIR", "not a directory"},
    {EISDIR, "EISDIR", "illegal operation on a directory"},
    {EINVAL, "EINVAL", "invalid argument"},
    {EBUSY, "EBUSY", "resource busy or locked"},
    {EXDEV, "EXDEV", "cross-device link not permitted"},
    {ENAMETOOLONG, "ENAMETOOLONG", "name too long"},
    {EROFS, "EROFS", "read-only file system"},
    {ENOSPC, "ENOSPC", "no space left on device"},
    {ELOOP, "ELOOP", "too many symbolic links encountered"},
    {EMFILE, "EMFILE", "too many open files"},
    {EBADF, "EBADF", "bad file descriptor"},
    {EIO, "EIO", "i/o error"},
    {ESRCH, "ESRCH", "no such process"},
    {EPIPE, "EPIPE", "broken pipe"},
    {ENOEXEC, "ENOEXEC", "exec format error"},
    {E2BIG, "E2BIG", "argument list too long"},
};

/* "no such file or directory (ENOENT)" for a negative errno code. */
rt_string *rt_fs_uverror(int64_t code) {
    int e = (int)-code;
    for (size_t i = 0; i < sizeof rt_uverrs / sizeof rt_uverrs[0]; i++)
        if (rt_uverrs[i].code == e) {
            char buf[128];
            snprintf(buf, sizeof buf, "%s (%s)", rt_uverrs[i].text, rt_uverrs[i].name);
            return rt_cstring(buf);
        }
    char buf[64];
    snprintf(buf, sizeof buf, "unknown error (%d)", e);
    return rt_cstring(buf);
}

/* The C library's strerror text (Libc.strerror), used by SystemError. */
rt_string *rt_fs_strerror(int64_t errnum) {
    return rt_cstring(strerror((int)errnum));
}

/* 0 missing, 1 regular file, 2 directory, 3 other; link = use lstat (islink). */
int64_t rt_fs_kind(rt_string *p, int64_t link) {
    const char *path = p->data;
    struct stat st;
    if ((link ? lstat(path, &st) : stat(path, &st)) != 0) return 0;
    if (link && S_ISLNK(st.st_mode)) return 4;
    if (S_ISREG(st.st_mode)) return 1;
    if (S_ISDIR(st.st_mode)) return 2;
    return 3;
}

/* Paths arrive as Strings (ccall Any): their data is NUL-terminated. */
int64_t rt_fs_unlink(rt_string *p) { return unlink(p->data) ? -errno : 0; }
int64_t rt_fs_rmdir(rt_string *p) { return rmdir(p->data) ? -errno : 0; }
int64_t rt_fs_mkdir(rt_string *p, int64_t mode) { return mkdir(p->data, (mode_t)mode) ? -errno : 0; }
int64_t rt_fs_chdir(rt_string *p) { return chdir(p->data) ? -errno : 0; }
int64_t rt_fs_rename(rt_string *from, rt_string *to) {
    return rename(from->data, to->data) ? -errno : 0;
}

/* The current directory as a String, or the negative errno as an Int64 boxed value. */
rt_value *rt_fs_cwd(void) {
    size_t cap = 256;
    for (;;) {
        char *buf = malloc(cap);
        if (!buf) return rt_box_int64(-ENOMEM);
        if (getcwd(buf, cap)) {
            rt_value *s = (rt_value *)rt_cstring(buf);
            free(buf);
            return s;
        }
        int e = errno;
        free(buf);
        if (e != ERANGE) return rt_box_int64(-e);
        cap *= 2;
    }
}

/* Appends the entry names of a directory (except . and ..) to names (Vector{String});
 * returns 0 or -errno. The caller sorts. */
int64_t rt_fs_readdir(rt_string *path, rt_array *names) {
    DIR *d = opendir(path->data);
    if (!d) return -errno;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        rt_array_push_ptr(names, (rt_value *)rt_cstring(e->d_name));
    }
    closedir(d);
    return 0;
}

/* libuv's uv_os_tmpdir: $TMPDIR, $TMP, $TEMP, $TEMPDIR, else /tmp; no trailing slash. */
rt_string *rt_fs_tempdir(void) {
    static const char *vars[] = {"TMPDIR", "TMP", "TEMP", "TEMPDIR"};
    const char *dir = NULL;
    for (size_t i = 0; i < 4 && !dir; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v) dir = v;
    }
    if (!dir) dir = "/tmp";
    size_t n = strlen(dir);
    if (n > 1 && dir[n - 1] == '/') n--;
    return rt_string_n(dir, n);
}

/* mkdtemp on a template ending in XXXXXX: the new directory's name, or a boxed -errno. */
rt_value *rt_fs_mkdtemp(rt_string *tmpl) {
    char *buf = rt_alloc_atomic((size_t)tmpl->len + 1);
    memcpy(buf, tmpl->data, (size_t)tmpl->len + 1);
    if (!mkdtemp(buf)) return rt_box_int64(-errno);
    return (rt_value *)rt_cstring(buf);
}

/* mkstemp on a template ending in XXXXXX: the new file's name (created empty, mode 0600,
 * atomically: no other process can take the name), or a boxed -errno. */
rt_value *rt_fs_mkstemp(rt_string *tmpl) {
    char *buf = rt_alloc_atomic((size_t)tmpl->len + 1);
    memcpy(buf, tmpl->data, (size_t)tmpl->len + 1);
    int fd = mkstemp(buf);
    if (fd < 0) return rt_box_int64(-errno);
    close(fd);
    return (rt_value *)rt_cstring(buf);
}

/* Random bytes for temporary names (from /dev/urandom, else the clock). */
int64_t rt_fs_random(void) {
    uint64_t x = 0;
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        if (read(fd, &x, sizeof x) != (ssize_t)sizeof x) x = 0;
        close(fd);
    }
    if (!x) {
        struct timeval tv;
        gettimeofday(&tv, NULL);
        x = ((uint64_t)tv.tv_sec * 1000003u) ^ (uint64_t)tv.tv_usec ^ ((uint64_t)getpid() << 32);
    }
    return (int64_t)(x >> 1);
}

/* Copy the regular file src to dst (created or truncated, with src's permission bits).
 * Returns 0, -errno when src cannot be opened, or -(errno + RT_FS_DSTERR) for dst. */
#define RT_FS_DSTERR (1 << 20)
int64_t rt_fs_copyfile(rt_string *src, rt_string *dst) {
    int in = open(src->data, O_RDONLY | O_CLOEXEC);
    if (in < 0) return -errno;
    struct stat st;
    if (fstat(in, &st) != 0) {
        int e = errno;
        close(in);
        return -e;
    }
    int out = open(dst->data, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, st.st_mode & 07777);
    if (out < 0) {
        int e = errno;
        close(in);
        return -(e + RT_FS_DSTERR);
    }
    char buf[65536];
    int64_t rc = 0;
    for (;;) {
        ssize_t k = read(in, buf, sizeof buf);
        if (k < 0 && errno == EINTR) continue;
        if (k < 0) {
            rc = -errno;
            break;
        }
        if (k == 0) break;
        for (ssize_t off = 0; off < k;) {
            ssize_t w = write(out, buf + off, (size_t)(k - off));
            if (w < 0 && errno == EINTR) continue;
            if (w < 0) {
                rc = -(errno + RT_FS_DSTERR);
                break;
            }
            off += w;
        }
        if (rc) break;
    }
    close(in);
    close(out);
    return rc;
}

/* touch: create path if missing and set its access/modification times to now. */
int64_t rt_fs_touch(rt_string *path) {
    int fd = open(path->data, O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0) return -errno;
    int rc = futimens(fd, NULL) ? -errno : 0;
    close(fd);
    return rc;
}

/* stat(path) / lstat(path) (follow 0) into out[0..11]: device, inode, mode, nlink, uid,
 * gid, rdev, size, blksize, blocks, then mtime and ctime as the bits of a Float64, in the
 * order of Julia 1.7's StatStruct; a missing path leaves zeros, as Julia's (0 or -errno). */
int64_t rt_fs_stat(rt_string *path, int64_t follow, rt_array *out) {
    struct stat st;
    int64_t *o = (int64_t *)out->data;
    memset(o, 0, sizeof(int64_t) * 12);
    if ((follow ? stat(path->data, &st) : lstat(path->data, &st)) != 0)
        return errno == ENOENT || errno == ENOTDIR ? 0 : -errno;
    int64_t v[10] = {(int64_t)st.st_dev,   (int64_t)st.st_ino,     (int64_t)st.st_mode,
                     (int64_t)st.st_nlink, (int64_t)st.st_uid,     (int64_t)st.st_gid,
                     (int64_t)st.st_rdev,  (int64_t)st.st_size,    (int64_t)st.st_blksize,
                     (int64_t)st.st_blocks};
    memcpy(o, v, sizeof v);
    double t[2] = {(double)st.st_mtim.tv_sec + (double)st.st_mtim.tv_nsec * 1e-9,
                   (double)st.st_ctim.tv_sec + (double)st.st_ctim.tv_nsec * 1e-9};
    memcpy(o + 10, t, sizeof t);
    return 0;
}

/* chmod(path, mode): 0 or -errno. */
int64_t rt_fs_chmod(rt_string *path, int64_t mode) {
    return chmod(path->data, (mode_t)mode) ? -errno : 0;
}

/* The full st_mode of path (Julia's filemode: type and permission bits), 0 if missing. */
int64_t rt_fs_mode(rt_string *path) {
    struct stat st;
    if (stat(path->data, &st) != 0) return 0;
    return (int64_t)st.st_mode;
}

/* homedir(): $HOME, else the password database's entry, else "/". */
rt_string *rt_fs_homedir(void) {
    const char *h = getenv("HOME");
    if (h && *h) return rt_cstring(h);
    struct passwd *pw = getpwuid(getuid());
    return rt_cstring(pw && pw->pw_dir ? pw->pw_dir : "/");
}

/* Byte i (1-based) of s, and the bytes i..j as a new String (path.jl's byte-level work). */
uint8_t rt_fs_byte(rt_string *s, int64_t i) {
    if (i < 1 || i > s->len) rt_throw_argument("byte index out of range");
    return (uint8_t)s->data[i - 1];
}
rt_string *rt_fs_substr(rt_string *s, int64_t i, int64_t j) {
    if (i < 1 || j > s->len || j < i) return rt_string_n("", 0);
    return rt_string_n(s->data + i - 1, (size_t)(j - i + 1));
}
