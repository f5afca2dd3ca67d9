/* stackoverflow.c — StackOverflowError from a SIGSEGV on the stack's guard page.
 *
 * Each thread gets an alternate signal stack (sigaltstack), so the SIGSEGV handler can run
 * when the ordinary stack is exhausted. The handler decides that a fault is a stack
 * overflow when the faulting address lies within a few pages of the interrupted stack
 * pointer (a push or a call ran into the guard page); then it captures the backtrace and
 * either _longjmps to the innermost Julia handler (the overflowed frames are discarded) or
 * prints the ERROR report and exits with status 1. Any other SIGSEGV prints Julia's
 * "signal (11): Segmentation fault" notice (after flushing stdout), restores the default
 * action and returns, so the instruction faults again and the process dies as usual.
 * SA_NODEFER keeps SIGSEGV unblocked after the _longjmp out of the handler.
 */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>

#include "rt.h"

#define ALT_STACK_SIZE (1 << 20) /* room for reporting (printing, showerror) */
#define NEAR_SP (64 * 1024)     /* a fault this close below sp is the stack's */

void rt_bt_capture_deep(void);

static _Thread_local void *alt_stack;   /* this thread's signal stack */

static void on_segv(int sig, siginfo_t *si, void *ctx) {
    ucontext_t *uc = ctx;
    uintptr_t a = (uintptr_t)si->si_addr;
    uintptr_t sp = (uintptr_t)uc->uc_mcontext.gregs[REG_RSP];
    bool overflow = si->si_code > 0 && a + NEAR_SP >= sp && a <= sp + 256; /* kernel-made */
    if (!overflow) {
        /* Julia's notice, then the default action: a fault repeats when we return, a
         * signal sent by kill/raise is sent again */
        rt_flush_all();
        fprintf(stderr, "\nsignal (%d): Segmentation fault\n", sig);
        if (rt_toplevel_file)
            fprintf(stderr, "in expression starting at %s:%d\n", rt_bt_abspath(rt_toplevel_file),
                    rt_toplevel_line);
        fflush(stderr);
        signal(sig, SIG_DFL);
        if (si->si_code <= 0) raise(sig);
        return;
    }
    rt_bt_capture_deep();
    rt_throw_nocapture(rt_stackoverflowerror_type->instance);
}

void rt_except_thread_init(void) {
    rt_bt_thread_init();
    if (!alt_stack) {
        void *p = mmap(NULL, ALT_STACK_SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                       -1, 0);
        if (p == MAP_FAILED) return;
        alt_stack = p;
    }
    stack_t ss;
    memset(&ss, 0, sizeof ss);
    ss.ss_sp = alt_stack;
    ss.ss_size = ALT_STACK_SIZE;
    sigaltstack(&ss, NULL);
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_segv;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, NULL);
}
