/* lineedit.c — the REPL's line editor on a raw terminal, as Julia's LineEdit behaves.
 *
 * jit_lineedit() puts the terminal in raw mode (termios: no echo, no line discipline, no
 * signals from Ctrl-C; output processing stays on so "\n" still returns the carriage),
 * turns on bracketed paste, and edits one entry until Enter submits it. The buffer is
 * redrawn whole after each key: the prompt, then the text, continuation lines indented
 * by the prompt's width, long lines wrapped at the terminal's width (display widths from
 * utf8proc), and the cursor placed by counting rows and columns.
 *
 * Keys (Julia 1.7's default keymap): printable text and UTF-8; Left/Right, Ctrl-B/F by
 * character; Alt-B/F (and Ctrl-Left/Right) by word; Ctrl-A/E to the line's start/end,
 * Home/End to the input's; Backspace (to a multiple of 4 in an indent), Delete, Ctrl-D
 * (ends the session on an empty line); Ctrl-K/U kill to the line's end/start, Ctrl-W the
 * word before the cursor, Alt-Backspace/Alt-D by word, Ctrl-Y yanks; Ctrl-L clears the
 * screen; Ctrl-C abandons the entry ("^C" and a fresh prompt); Enter submits a complete
 * expression or inserts a newline with the current line's indent (a third Enter in a row
 * at the end submits anyway), Alt-Enter always inserts one; Tab completes (complete.c),
 * the list of candidates on a second Tab; Up/Down move between lines, and from the first
 * or last line through the history entries that start with the text before the cursor;
 * Ctrl-R/Ctrl-S search the history incrementally. `?` and `;` on an empty julia line
 * switch to help and shell mode, Backspace on an empty line back. A bracketed paste at
 * the end of a one-line input runs statement by statement, as Julia's REPL runs one: each
 * complete statement is returned as an entry of its own (the next call goes on with the
 * paste before reading keys), and an unfinished rest is left to edit. A pasted transcript
 * (its first line starting "julia> ") runs the lines after its prompts, help?> and shell>
 * ones in their modes, and skips the rest (the output).
 */
#include "jit.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <utf8proc.h>

/* One entry being edited. */
typedef struct le {
    char *buf;            /* the text (NUL-terminated) */
    size_t len, cap, pos; /* its length, allocation, cursor offset */
    jit_le_mode mode;     /* julia, help or shell prompt */
    bool color;           /* prompts in colour */
    int cur_row;          /* the cursor's row below the prompt's, as last drawn */
    int cols;             /* the terminal's width */
    int enters;           /* Enter presses in a row (key repeats) */
    int tabs;             /* Tab presses in a row */
    size_t hidx;          /* history entry shown (jit_hist_count(): the entry being typed) */
    char *saved;          /* the entry being typed, kept while browsing the history */
    size_t saved_pos;     /* its cursor */
    jit_le_mode saved_mode; /* its mode */
    char *prefix;         /* Up/Down in a row search the history for entries starting so */
    bool in_prefix;       /* the last key was such a search (Julia's PrefixSearchState) */
    jit_le_check check;   /* 0: complete expressions, 1: unfinished, 2: a syntax error */
} le;

static char *kill_ring; /* the last killed text, for Ctrl-Y */

static const char *const prompts[] = {"julia> ", "help?> ", "shell> "};
static const char *const colors[] = {"\033[32m", "\033[33m", "\033[31m"};

/* ------------------------------------------------------------------ terminal */

static struct termios saved_tio; /* the terminal's cooked settings */

static void raw_on(void)
{
    tcgetattr(0, &saved_tio);
    struct termios t = saved_tio;
    t.c_iflag &= ~(tcflag_t)(BRKINT | ICRNL | INPCK | ISTRIP | IXON);
    t.c_cflag |= CS8;
    t.c_lflag &= ~(tcflag_t)(ECHO | ICANON | IEXTEN | ISIG);
    t.c_cc[VMIN] = 1;
    t.c_cc[VTIME] = 0;
    tcsetattr(0, TCSADRAIN, &t);
    fputs("\033[?2004h", stdout); /* bracketed paste */
    fflush(stdout);
}

static void raw_off(void)
{
    fputs("\033[?2004l", stdout);
    fflush(stdout);
    tcsetattr(0, TCSADRAIN, &saved_tio);
}

static int term_cols(void)
{
    struct winsize w;
    if (ioctl(1, TIOCGWINSZ, &w) == 0 && w.ws_col > 0)
        return w.ws_col;
    return 80;
}

/* One byte of input, -1 at the end of input. */
static int getbyte(void)
{
    unsigned char c;
    for (;;) {
        ssize_t k = read(0, &c, 1);
        if (k == 1)
            return c;
        if (k < 0 && errno == EINTR)
            continue;
        return -1;
    }
}

/* ------------------------------------------------------------------ the buffer */

static void reserve(le *s, size_t extra)
{
    if (s->len + extra + 1 <= s->cap)
        return;
    s->cap = (s->len + extra + 1) * 2;
    s->buf = realloc(s->buf, s->cap);
    if (!s->buf) {
        fputs("jolt: out of memory\n", stderr);
        exit(1);
    }
}

static void insert(le *s, const char *t, size_t n)
{
    reserve(s, n);
    memmove(s->buf + s->pos + n, s->buf + s->pos, s->len - s->pos + 1);
    memcpy(s->buf + s->pos, t, n);
    s->len += n;
    s->pos += n;
}

/* delete [a, b); the text goes to the kill ring when `kill` */
static void erase(le *s, size_t a, size_t b, bool kill)
{
    if (b <= a)
        return;
    if (kill) {
        free(kill_ring);
        kill_ring = strndup(s->buf + a, b - a);
    }
    memmove(s->buf + a, s->buf + b, s->len - b + 1);
    s->len -= b - a;
    if (s->pos > b)
        s->pos -= b - a;
    else if (s->pos > a)
        s->pos = a;
}

static void set_text(le *s, const char *t, size_t pos)
{
    s->len = s->pos = 0;
    s->buf[0] = 0;
    insert(s, t, strlen(t));
    s->pos = pos;
}

static size_t prev_char(const le *s, size_t p)
{
    while (p > 0 && ((unsigned char)s->buf[--p] & 0xC0) == 0x80)
        ;
    return p;
}

static size_t next_char(const le *s, size_t p)
{
    if (p < s->len)
        p++;
    while (p < s->len && ((unsigned char)s->buf[p] & 0xC0) == 0x80)
        p++;
    return p;
}

static size_t line_start(const le *s, size_t p)
{
    while (p > 0 && s->buf[p - 1] != '\n')
        p--;
    return p;
}

static size_t line_end(const le *s, size_t p)
{
    while (p < s->len && s->buf[p] != '\n')
        p++;
    return p;
}

/* Julia's is_non_word_char: what word moves stop at */
static bool non_word(char c)
{
    return c && strchr(" \t\n\"\\'`@$><=:;|&{}()[].,+-*/?%^~", c) != NULL;
}

static bool space(char c)
{
    return c == ' ' || c == '\t' || c == '\n';
}

static size_t word_left(const le *s, size_t p, bool (*delim)(char))
{
    while (p > 0 && delim(s->buf[p - 1]))
        p--;
    while (p > 0 && !delim(s->buf[p - 1]))
        p = prev_char(s, p);
    return p;
}

static size_t word_right(const le *s, size_t p, bool (*delim)(char))
{
    while (p < s->len && delim(s->buf[p]))
        p++;
    while (p < s->len && !delim(s->buf[p]))
        p = next_char(s, p);
    return p;
}

/* display width of one code point at p; *n receives its byte length */
static int char_width(const char *p, size_t avail, size_t *n)
{
    utf8proc_int32_t c;
    utf8proc_ssize_t k = utf8proc_iterate((const utf8proc_uint8_t *)p, (utf8proc_ssize_t)avail, &c);
    if (k < 1) {
        *n = 1;
        return 1;
    }
    *n = (size_t)k;
    if (c == '\t')
        return 4;
    int w = utf8proc_charwidth(c);
    return w < 0 ? 0 : w;
}

/* terminal columns of UTF-8 text */
static int text_width(const char *p, size_t n)
{
    int w = 0;
    for (size_t i = 0, k; i < n; i += k)
        w += char_width(p + i, n - i, &k);
    return w;
}

/* ------------------------------------------------------------------ drawing */

/* Draw `prompt` and `text` over the previous drawing, the cursor at text[cur]. Continuation
 * lines are indented by the prompt's width, as Julia's refresh_multi_line does. */
static void draw(le *s, const char *prompt, const char *color, const char *text, size_t n,
                 size_t cur)
{
    FILE *o = stdout;
    if (s->cur_row > 0)
        fprintf(o, "\033[%dA", s->cur_row);
    fputs("\r\033[J", o);
    if (s->color && color)
        fprintf(o, "%s\033[1m%s\033[0m", color, prompt);
    else
        fputs(prompt, o);
    int pw = text_width(prompt, strlen(prompt));
    int cols = s->cols;
    int row = 0, col = pw, crow = 0, ccol = pw;
    for (size_t i = 0, k; i <= n; i += k) {
        if (i == cur) {
            crow = row, ccol = col;
            if (ccol >= cols)
                crow++, ccol = 0;
        }
        if (i == n)
            break;
        if (text[i] == '\n') {
            k = 1;
            fputc('\n', o);
            row++;
            col = 0;
            for (int j = 0; j < pw; j++)
                fputc(' ', o);
            col = pw;
            continue;
        }
        int w = char_width(text + i, n - i, &k);
        if (col + w > cols) { /* the terminal wraps before this character */
            row++;
            col = 0;
            if (w > 1) /* a wide one leaves the last column empty: move on ourselves */
                fputs("\r\n", o);
        }
        if (text[i] == '\t')
            fputs("    ", o);
        else
            fwrite(text + i, 1, k, o);
        col += w;
    }
    if (col >= cols) { /* out of the pending wrap, so the cursor arithmetic holds */
        fputs("\r\n", o);
        row++;
        col = 0;
    }
    if (row > crow)
        fprintf(o, "\033[%dA", row - crow);
    fputc('\r', o);
    if (ccol > 0)
        fprintf(o, "\033[%dC", ccol);
    s->cur_row = crow;
    fflush(o);
}

static void refresh(le *s)
{
    draw(s, prompts[s->mode], colors[s->mode], s->buf, s->len, s->pos);
}

/* cursor to the end of the input and below it: the entry is done with */
static void finish_lines(le *s)
{
    s->pos = s->len;
    refresh(s);
    fputc('\n', stdout);
    s->cur_row = 0;
}

/* ------------------------------------------------------------------ history */

static void hist_leave_edit(le *s)
{
    if (s->hidx == jit_hist_count()) {
        free(s->saved);
        s->saved = strdup(s->buf);
        s->saved_pos = s->pos;
        s->saved_mode = s->mode;
    }
}

/* show history entry i (jit_hist_count(): the entry being typed) */
static void hist_show(le *s, size_t i, size_t pos_if_prefix, bool prefix)
{
    s->hidx = i;
    if (i == jit_hist_count()) {
        set_text(s, s->saved ? s->saved : "", 0);
        s->pos = s->saved ? s->saved_pos : 0;
        s->mode = s->saved ? s->saved_mode : s->mode;
        return;
    }
    jit_le_mode m;
    const char *t = jit_hist_entry(i, &m);
    s->mode = m;
    set_text(s, t, 0);
    s->pos = prefix ? pos_if_prefix : s->len;
}

/* Up/Down at the first/last line: the previous/next entry starting with the text before
 * the cursor and differing from what is shown (Julia's history_move_prefix). */
static void hist_prefix(le *s, bool back)
{
    size_t n = jit_hist_count();
    hist_leave_edit(s);
    if (!s->in_prefix) {
        free(s->prefix);
        s->prefix = strndup(s->buf, s->pos);
    }
    s->in_prefix = true;
    const char *prefix = s->prefix;
    size_t plen = strlen(prefix);
    size_t i = s->hidx;
    for (;;) {
        if (back) {
            if (i == 0)
                break;
            i--;
        } else {
            if (i >= n)
                break;
            i++;
        }
        if (i == n) {
            hist_show(s, i, 0, false);
            break;
        }
        jit_le_mode m;
        const char *t = jit_hist_entry(i, &m);
        if (!strncmp(t, prefix, plen) && (strcmp(t, s->buf) || m != s->mode)) {
            hist_show(s, i, plen, plen > 0);
            break;
        }
    }
}

static bool move_up(le *s)
{
    size_t ls = line_start(s, s->pos);
    if (ls == 0)
        return false;
    int col = text_width(s->buf + ls, s->pos - ls);
    size_t p = line_start(s, ls - 1), e = ls - 1;
    for (size_t k; p < e && text_width(s->buf + line_start(s, p), p - line_start(s, p)) +
                                    char_width(s->buf + p, e - p, &k) <= col;)
        p += k;
    s->pos = p;
    return true;
}

static bool move_down(le *s)
{
    size_t le_ = line_end(s, s->pos);
    if (le_ == s->len)
        return false;
    size_t ls = line_start(s, s->pos);
    int col = text_width(s->buf + ls, s->pos - ls);
    size_t p = le_ + 1, e = line_end(s, p), start = p;
    for (size_t k; p < e && text_width(s->buf + start, p - start) +
                                    char_width(s->buf + p, e - p, &k) <= col;)
        p += k;
    s->pos = p;
    return true;
}

/* Up/Down: a line up/down in the entry, else (and while searching) through the history */
static void up_down(le *s, bool up)
{
    if (s->in_prefix || !(up ? move_up(s) : move_down(s)))
        hist_prefix(s, up);
}

/* Ctrl-R / Ctrl-S: Julia's "(reverse-i-search)`query': entry" prompt. Returns the key that
 * ended the search when it is one to act on in the editor (0 when handled here). */
static int isearch(le *s, bool back)
{
    char q[256] = "";
    size_t qn = 0;
    size_t n = jit_hist_count();
    hist_leave_edit(s);
    size_t idx = s->hidx, mpos = s->pos; /* the match shown (n: none yet, the input) */
    char *shown_own = strdup(s->buf);
    bool failed = false;
    int ret = 0;
    for (bool again = false;; again = false) {
        char prompt[320];
        snprintf(prompt, sizeof prompt, "(%s%s)`%s': ", failed ? "failed " : "",
                 back ? "reverse-i-search" : "forward-i-search", q);
        draw(s, prompt, NULL, shown_own, strlen(shown_own), mpos);
        int c = getbyte();
        if (c == 18 || c == 19) { /* ^R ^S: the next match */
            back = c == 18;
            again = true;
        } else if (c == 127 || c == 8) {
            if (qn > 0) {
                while (qn > 0 && ((unsigned char)q[--qn] & 0xC0) == 0x80)
                    ;
                q[qn] = 0;
            }
        } else if (c == 3 || c == 4 || c == 7) { /* ^C ^D ^G: cancel */
            free(shown_own);
            if (s->saved)
                set_text(s, s->saved, s->saved_pos);
            s->hidx = n;
            return 0;
        } else if (c >= 32 && c != 127 && qn + 4 < sizeof q) {
            q[qn++] = (char)c; /* with the rest of a UTF-8 character */
            for (int more = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0; more > 0; more--) {
                int d = getbyte();
                if (d >= 0)
                    q[qn++] = (char)d;
            }
            q[qn] = 0;
        } else {
            ret = c == '\r' || c == '\n' ? 0 : c;
            break;
        }
        /* search from the shown match: with `again` past it, else at it or beyond */
        if (qn == 0) {
            failed = false;
            continue;
        }
        size_t i = idx;
        long from = (long)mpos + (again ? (back ? -1 : 1) : 0);
        bool found = false;
        if (i == n) { /* the input itself is not searched: the newest entry first */
            if (!back || n == 0) {
                failed = true;
                continue;
            }
            i = n - 1;
            from = 1L << 30;
        }
        for (;;) {
            const char *t = jit_hist_entry(i, NULL);
            long tl = (long)strlen(t);
            if (back) {
                long start = from < 0 ? -1 : from > tl - (long)qn ? tl - (long)qn : from;
                for (long p = start; p >= 0; p--)
                    if (!strncmp(t + p, q, qn)) {
                        mpos = (size_t)p, found = true;
                        break;
                    }
            } else {
                for (long p = from < 0 ? 0 : from; p + (long)qn <= tl; p++)
                    if (!strncmp(t + p, q, qn)) {
                        mpos = (size_t)p, found = true;
                        break;
                    }
            }
            if (found) {
                idx = i;
                free(shown_own);
                shown_own = strdup(t);
                break;
            }
            if (back ? i == 0 : i + 1 >= n)
                break;
            i = back ? i - 1 : i + 1;
            from = back ? 1L << 30 : 0;
        }
        failed = !found;
    }
    /* accept: the match becomes the entry, the cursor at the match */
    if (idx < n) {
        jit_le_mode m;
        jit_hist_entry(idx, &m);
        s->mode = m;
    }
    s->hidx = idx;
    set_text(s, shown_own, mpos);
    free(shown_own);
    return ret;
}

/* ------------------------------------------------------------------ completion */

/* Julia's show_completions: columns of (longest + 2) characters across the terminal */
static void show_list(le *s, char **c, int n)
{
    size_t colmax = 0;
    for (int i = 0; i < n; i++) {
        size_t l = 0;
        for (const char *p = c[i]; *p; p++)
            l += ((unsigned char)*p & 0xC0) != 0x80;
        if (l > colmax)
            colmax = l;
    }
    int ncols = s->cols / (int)(colmax + 2);
    if (ncols < 1)
        ncols = 1;
    int per = n / ncols + (n % ncols != 0);
    finish_lines(s);
    for (int row = 0; row < per; row++) {
        for (int col = 0; col <= ncols; col++) {
            int idx = row + col * per;
            if (idx < n) {
                fputc('\r', stdout);
                if (col > 0)
                    printf("\033[%dC", (int)(colmax + 2) * col);
                fputs(c[idx], stdout);
            }
        }
        fputc('\n', stdout);
    }
}

static void tab(le *s)
{
    /* after a newline, a tab or two spaces, Tab indents (Julia's "\t" binding) */
    size_t i = s->pos;
    if (i > 0) {
        char c = s->buf[i - 1];
        if (c == '\n' || c == '\t' || (c == ' ' && i > 3 && s->buf[i - 2] == ' ')) {
            insert(s, "    ", 4);
            return;
        }
    }
    size_t start;
    char **c = NULL;
    int n = jit_complete(s->buf, s->pos, s->mode, &start, &c);
    if (n == 1) {
        erase(s, start, s->pos, false);
        insert(s, c[0], strlen(c[0]));
    } else if (n > 1) {
        size_t pl = strlen(c[0]);
        for (int k = 1; k < n; k++) {
            size_t j = 0;
            while (j < pl && c[k][j] == c[0][j])
                j++;
            pl = j;
        }
        while (pl > 0 && ((unsigned char)c[0][pl] & 0xC0) == 0x80)
            pl--; /* whole characters only */
        size_t partial = s->pos - start;
        if (pl > 0 && (pl != partial || strncmp(c[0], s->buf + start, pl))) {
            erase(s, start, s->pos, false);
            insert(s, c[0], pl);
        } else if (s->tabs > 0) {
            show_list(s, c, n);
        }
    }
    for (int k = 0; k < n; k++)
        free(c[k]);
    free(c);
}

/* ------------------------------------------------------------------ keys */

/* Enter: submit a complete expression; otherwise a newline with this line's indent */
static bool enter(le *s)
{
    bool at_end = s->pos == s->len;
    if (s->mode != JIT_LE_JULIA || s->check(s->buf, s->len) != 1 || (at_end && s->enters > 2))
        return true;
    size_t ls = line_start(s, s->pos), ind = 0;
    while (ls + ind < s->pos && s->buf[ls + ind] == ' ')
        ind++;
    insert(s, "\n", 1);
    for (size_t k = 0; k < ind; k++)
        insert(s, " ", 1);
    return false;
}

static void backspace(le *s)
{
    if (s->pos == 0)
        return;
    size_t ls = line_start(s, s->pos), k = ls;
    while (k < s->pos && s->buf[k] == ' ')
        k++;
    if (k == s->pos && s->pos > ls) { /* in an indent: back to a multiple of 4 */
        size_t w = s->pos - ls, d = w % 4 ? w % 4 : 4;
        erase(s, s->pos - d, s->pos, false);
        return;
    }
    erase(s, prev_char(s, s->pos), s->pos, false);
}

/* A bracketed paste being run statement by statement (Julia's paste in the julia mode):
 * what is left of it, where its next statement starts, and how it is read. */
static char *paste_text;   /* the pasted text (with the line it was pasted into), or NULL */
static size_t paste_pos;   /* the next statement's start */
static bool paste_first;   /* no statement of it has run yet */
static bool paste_prompts; /* a transcript: "julia> " prompts stripped, other lines skipped */

/* the text of a bracketed paste, up to ESC[201~ (malloc'd): \r as \n, tabs as 4 spaces,
 * and, pasted at the start of the line, its common indent removed */
static char *read_paste(bool at_start)
{
    static const char end[] = "\033[201~";
    char *t = NULL;
    size_t n = 0, cap = 0;
    for (;;) {
        int c = getbyte();
        if (c < 0)
            break;
        if (n + 4 >= cap) {
            cap = cap ? cap * 2 : 256;
            t = realloc(t, cap);
        }
        if (c == '\t') {
            memcpy(t + n, "    ", 4);
            n += 4;
            continue;
        }
        if (c == '\n' && n > 0 && t[n - 1] == '\r')
            n--;
        t[n++] = (char)(c == '\r' ? '\n' : c);
        if (n >= 6 && !memcmp(t + n - 6, end, 6)) {
            n -= 6;
            break;
        }
    }
    t = realloc(t, n + 1);
    t[n] = 0;
    if (!at_start)
        return t;
    size_t ind = (size_t)-1; /* the smallest indent of a line with text */
    for (size_t i = 0; i < n;) {
        size_t k = 0;
        while (i + k < n && t[i + k] == ' ')
            k++;
        if (i + k < n && t[i + k] != '\n' && k < ind)
            ind = k;
        while (i < n && t[i] != '\n')
            i++;
        i++;
    }
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        for (size_t k = 0; k < ind && i < n && t[i] == ' '; k++)
            i++;
        while (i < n && t[i] != '\n')
            t[o++] = t[i++];
        if (i < n)
            t[o++] = t[i++];
    }
    t[o] = 0;
    return t;
}

/* text without the 7-column indent continuation lines have in a transcript */
static char *strip_prompt_indent(const char *t, size_t n)
{
    char *r = malloc(n + 1);
    size_t o = 0;
    for (size_t i = 0; i < n;) {
        if ((i == 0 || t[i - 1] == '\n') && n - i >= 7 && !strncmp(t + i, "       ", 7))
            i += 7;
        r[o++] = t[i++];
    }
    r[o] = 0;
    return r;
}

/* The next statement of the paste to run (malloc'd), or NULL when the paste is used up,
 * its unfinished rest left in the buffer to edit. */
static char *paste_step(le *s)
{
    const char *t = paste_text;
    size_t n = strlen(t);
    for (;;) {
        size_t p = paste_pos;
        while (p < n && (t[p] == '\n' || t[p] == ' ' || t[p] == '\t'))
            p++;
        if (p >= n)
            break;
        if (paste_prompts && (!strncmp(t + p, "help?> ", 7) || !strncmp(t + p, "shell> ", 7))) {
            /* a help or shell entry of the transcript: the rest of its line, in its mode */
            s->mode = t[p] == 'h' ? JIT_LE_HELP : JIT_LE_SHELL;
            p += 7;
            const char *nl = memchr(t + p, '\n', n - p);
            size_t e = nl ? (size_t)(nl - t) : n;
            paste_pos = e;
            paste_first = false;
            return strndup(t + p, e - p);
        }
        if ((paste_first || paste_prompts) && !strncmp(t + p, "julia> ", 7)) {
            paste_prompts = true;
            p += 7;
        } else if (paste_prompts) { /* output of the transcript */
            while (p < n && t[p] != '\n')
                p++;
            paste_pos = p;
            continue;
        }
        /* the first run of whole lines that parses (or fails to) */
        size_t end = p;
        int st = 1;
        while (st == 1 && end < n) {
            const char *nl = memchr(t + end, '\n', n - end);
            end = nl ? (size_t)(nl - t) + 1 : n;
            st = s->check(t + p, end - p);
        }
        if (st != 0 || (end == n && t[n - 1] != '\n')) { /* the rest stays to be edited */
            if (!paste_first)
                paste_pos = p;
            const char *rest = t + paste_pos;
            char *r = paste_prompts ? strip_prompt_indent(rest, strlen(rest)) : strdup(rest);
            set_text(s, r, strlen(r));
            free(r);
            break;
        }
        paste_pos = end;
        paste_first = false;
        size_t a = p, b = end;
        while (b > a && (t[b - 1] == '\n' || t[b - 1] == ' ' || t[b - 1] == '\t'))
            b--;
        if (b > a)
            return paste_prompts ? strip_prompt_indent(t + a, b - a) : strndup(t + a, b - a);
    }
    free(paste_text);
    paste_text = NULL;
    return NULL;
}

/* A bracketed paste: into the middle of the input, or into an input of several lines,
 * it is inserted as text; otherwise, with the line it was pasted into, its complete
 * statements run one by one as entries (the first returned now) and an unfinished rest
 * is left to edit. */
static char *paste(le *s)
{
    char *t = read_paste(s->pos == 0);
    if (s->pos != s->len || memchr(s->buf, '\n', s->len)) {
        insert(s, t, strlen(t));
        free(t);
        return NULL;
    }
    const char *u = t;
    if (s->pos == 0)
        while (*u == ' ' || *u == '\n')
            u++;
    paste_text = malloc(s->len + strlen(u) + 1);
    memcpy(paste_text, s->buf, s->len);
    strcpy(paste_text + s->len, u);
    free(t);
    paste_pos = 0;
    paste_first = true;
    paste_prompts = false;
    set_text(s, "", 0);
    return paste_step(s);
}

/* An escape sequence after ESC: the key it names, as a small code. */
enum { K_NONE, K_UP, K_DOWN, K_RIGHT, K_LEFT, K_HOME, K_END, K_DEL, K_WLEFT, K_WRIGHT,
       K_WDEL_BACK, K_WDEL_FWD, K_NEWLINE, K_PASTE };

static int escape(void)
{
    int c = getbyte();
    if (c == '[') {
        char p[16];
        int n = 0, f;
        while ((f = getbyte()) >= 0 && (f < 0x40 || f > 0x7E))
            if (n < 15)
                p[n++] = (char)f;
        p[n] = 0;
        switch (f) {
        case 'A': return K_UP;
        case 'B': return K_DOWN;
        case 'C': return !strcmp(p, "1;5") || !strcmp(p, "1;3") ? K_WRIGHT : K_RIGHT;
        case 'D': return !strcmp(p, "1;5") || !strcmp(p, "1;3") ? K_WLEFT : K_LEFT;
        case 'H': return K_HOME;
        case 'F': return K_END;
        case '~':
            if (!strcmp(p, "1") || !strcmp(p, "7")) return K_HOME;
            if (!strcmp(p, "4") || !strcmp(p, "8")) return K_END;
            if (!strcmp(p, "3")) return K_DEL;
            if (!strcmp(p, "200")) return K_PASTE;
            return K_NONE;
        default: return K_NONE;
        }
    }
    if (c == 'O') {
        switch (getbyte()) {
        case 'A': return K_UP;
        case 'B': return K_DOWN;
        case 'C': return K_RIGHT;
        case 'D': return K_LEFT;
        case 'H': return K_HOME;
        case 'F': return K_END;
        case 'c': return K_WRIGHT;
        case 'd': return K_WLEFT;
        default: return K_NONE;
        }
    }
    switch (c) {
    case 'b': return K_WLEFT;
    case 'f': return K_WRIGHT;
    case 'd': return K_WDEL_FWD;
    case 127: case 8: return K_WDEL_BACK;
    case '\r': case '\n': return K_NEWLINE;
    default: return K_NONE;
    }
}

char *jit_lineedit(jit_le_mode *mode, bool color, jit_le_check check)
{
    le S = {.mode = *mode, .color = color, .cols = term_cols(), .check = check,
            .hidx = jit_hist_count()};
    le *s = &S;
    reserve(s, 64);
    s->buf[0] = 0;
    raw_on();
    char *result = paste_text ? paste_step(s) : NULL; /* the rest of a paste first */
    if (result) {
        set_text(s, result, strlen(result));
        finish_lines(s);
        goto done;
    }
    refresh(s);
    for (;;) {
        int c = getbyte();
        int key = K_NONE;
        bool was_enter = false, was_tab = false;
        if (c < 0) { /* end of input: as Ctrl-D on an empty line */
            finish_lines(s);
            break;
        }
        if (c == 27) {
            key = escape();
        }
        s->cols = term_cols();
    again:
        if (c == 18 || c == 19) { /* ^R ^S */
            c = isearch(s, c == 18);
            key = K_NONE;
            if (c == 27)
                key = escape();
            if (c != 0) {
                refresh(s);
                goto again;
            }
        } else if (c == 27) {
            switch (key) {
            case K_UP: up_down(s, true); break;
            case K_DOWN: up_down(s, false); break;
            case K_LEFT: s->pos = prev_char(s, s->pos); break;
            case K_RIGHT: s->pos = next_char(s, s->pos); break;
            case K_HOME: s->pos = 0; break;
            case K_END: s->pos = s->len; break;
            case K_DEL: erase(s, s->pos, next_char(s, s->pos), false); break;
            case K_WLEFT: s->pos = word_left(s, s->pos, non_word); break;
            case K_WRIGHT: s->pos = word_right(s, s->pos, non_word); break;
            case K_WDEL_BACK: erase(s, word_left(s, s->pos, non_word), s->pos, true); break;
            case K_WDEL_FWD: erase(s, s->pos, word_right(s, s->pos, non_word), true); break;
            case K_NEWLINE: insert(s, "\n", 1); break;
            case K_PASTE:
                if ((result = paste(s))) {
                    set_text(s, result, strlen(result));
                    finish_lines(s);
                    goto done;
                }
                break;
            default: break;
            }
        } else if (c == '\r' || c == '\n') {
            s->enters++;
            was_enter = true;
            if (enter(s)) {
                finish_lines(s);
                result = strdup(s->buf);
                break;
            }
        } else if (c == 3) { /* ^C */
            s->pos = s->len;
            refresh(s);
            fputs("^C\n\n", stdout);
            s->cur_row = 0;
            s->len = s->pos = 0;
            s->buf[0] = 0;
            s->hidx = jit_hist_count();
        } else if (c == 4) { /* ^D */
            if (s->len == 0) {
                finish_lines(s);
                break;
            }
            erase(s, s->pos, next_char(s, s->pos), false);
        } else if (c == 127 || c == 8) {
            if (s->len == 0 && s->mode != JIT_LE_JULIA)
                s->mode = JIT_LE_JULIA;
            else
                backspace(s);
        } else if (c == 1) {
            s->pos = line_start(s, s->pos);
        } else if (c == 5) {
            s->pos = line_end(s, s->pos);
        } else if (c == 2) {
            s->pos = prev_char(s, s->pos);
        } else if (c == 6) {
            s->pos = next_char(s, s->pos);
        } else if (c == 11) { /* ^K: to the line's end, or the newline there */
            size_t e = line_end(s, s->pos);
            erase(s, s->pos, e == s->pos && e < s->len ? e + 1 : e, true);
        } else if (c == 21) { /* ^U: to the line's start, or the newline before */
            size_t b = line_start(s, s->pos);
            erase(s, b == s->pos && b > 0 ? b - 1 : b, s->pos, true);
        } else if (c == 23) { /* ^W: back over spaces, then a word */
            erase(s, word_left(s, s->pos, space), s->pos, true);
        } else if (c == 25) { /* ^Y */
            if (kill_ring)
                insert(s, kill_ring, strlen(kill_ring));
        } else if (c == 12) { /* ^L */
            fputs("\033[H\033[2J", stdout);
            s->cur_row = 0;
        } else if (c == 16 || c == 14) { /* ^P ^N */
            up_down(s, c == 16);
        } else if (c == '\t') {
            was_tab = true;
            tab(s);
        } else if (c >= 32) {
            if (s->len == 0 && s->mode == JIT_LE_JULIA && (c == '?' || c == ';')) {
                s->mode = c == '?' ? JIT_LE_HELP : JIT_LE_SHELL;
            } else {
                char t[4] = {(char)c};
                size_t n = 1, want = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
                while (n < want) {
                    int d = getbyte();
                    if (d < 0)
                        break;
                    t[n++] = (char)d;
                }
                insert(s, t, n);
            }
        }
        if (!was_enter)
            s->enters = 0;
        if (!(c == 16 || c == 14 || (c == 27 && (key == K_UP || key == K_DOWN))))
            s->in_prefix = false;
        s->tabs = was_tab ? s->tabs + 1 : 0;
        refresh(s);
    }
done:
    raw_off();
    *mode = s->mode;
    free(s->saved);
    free(s->prefix);
    free(s->buf);
    return result;
}
