/* task.c — Julia tasks as cooperative coroutines on one OS thread.
 *
 * A Base.Task (runtime/base/task.jl) holds its code, result, exception and state; its
 * `ctx` field points to an rt_task, the runtime half: the task's own stack (mmap'd, a
 * PROT_NONE guard region below it), the stack pointer saved while it is suspended, the
 * per-task copies of the thread-locals that describe "where we are" (the handler chain
 * rt_current_handler, rt_current_exception, the backtrace chains rt_bt_itop/rt_bt_gtop,
 * the task-local Xoshiro state), the value a wake-up passes, and the tasks waiting for it.
 *
 * The scheduler state is one struct (rt_sched), so real worker threads can later add a
 * lock around it: the running task, the main task, a FIFO run queue (ring buffer), the
 * sleeping tasks, the list of started unfinished tasks (whose stacks are GC roots) and a
 * small pool of recycled stacks. Everything is created on first use: a program that never
 * touches a task runs exactly as before.
 *
 * A switch (sched_switch) saves the thread-locals into the current task, loads the next
 * task's, tells bdwgc where the running stack now ends (GC_set_stackbottom under the
 * allocation lock), and swaps stacks with a hand-written x86-64 routine that pushes the
 * callee-saved registers on the old stack and pops them from the new one (ucontext on
 * other architectures). Suspended stacks, main's included, are pushed to the collector
 * from their saved stack pointer up (GC_set_push_other_roots, chained to the previous
 * callback, which scans the threads' own stacks). Under AddressSanitizer the switches are
 * announced with __sanitizer_start/finish_switch_fiber.
 *
 * A new task starts in rt_task_main: it calls its code with no arguments under a handler;
 * the return value or the exception goes into the Base.Task, waiters are scheduled and the
 * task switches away for good; the next task to run releases its stack. A stack overflow
 * inside a task hits the guard region and becomes a StackOverflowError through
 * stackoverflow.c (the fault is near the stack pointer), failing the task.
 * If every task is blocked (nothing runnable, nobody asleep) the main task is woken with
 * an error instead of hanging.
 */
#define _GNU_SOURCE
#include <gc.h>
#include <pthread.h>
#include <gc/gc_mark.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#include "rt.h"

#if defined(__SANITIZE_ADDRESS__)
#define RT_TASK_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RT_TASK_ASAN 1
#endif
#endif
#ifdef RT_TASK_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

#if !defined(__x86_64__)
#include <ucontext.h>
#endif

#define TASK_STACK ((size_t)4 << 20)  /* usable stack of a task */
#define TASK_GUARD ((size_t)64 << 10) /* PROT_NONE region below it */
#define STACK_POOL 32                 /* finished stacks kept for reuse */

/* Base.Task's fields, in declaration order (runtime/base/task.jl) */
enum { TF_CODE, TF_RESULT, TF_EXCEPTION, TF_STATE, TF_STORAGE, TF_STICKY, TF_CTX };

enum { TS_NEW, TS_STARTED, TS_DONE, TS_FAILED };

typedef struct rt_task {
    void *sp;                        /* saved stack pointer while suspended */
    char *map;                       /* the stack mapping (guard included), NULL for main */
    char *hi;                        /* top (cold end) of the stack */
    rt_value *task;                  /* the Base.Task */
    int state;                       /* TS_* */
    bool queued;                     /* in the run queue */
    rt_handler *handler;             /* saved rt_current_handler */
    rt_value *exc;                   /* saved rt_current_exception */
    rt_bt_iframe *itop;              /* saved rt_bt_itop */
    rt_bt_gframe *gtop;              /* saved rt_bt_gtop */
    uint64_t rng[4];                 /* saved task-local Xoshiro state */
    rt_value *wakeval;               /* value passed by schedule(t, v) */
    bool wakeerr;                    /* wakeval is to be thrown */
    struct rt_task *waiters;         /* tasks blocked in wait(this) */
    struct rt_task *next_waiter;     /* next in the waiters list this task is in */
    struct rt_task *live_prev, *live_next; /* started, unfinished tasks */
    double wake_at;                  /* sleeping: when to wake (CLOCK_MONOTONIC seconds) */
    struct rt_task *next_sleeper;    /* next in the sleepers list (by wake_at) */
    bool oncpu;                      /* some thread runs on this stack now */
    int tid;                         /* sticky: the thread (1-based) it runs on; 0: any */
    void *asan_fake;                 /* ASan fake stack while switched away */
    char *asan_lo;                   /* ASan: lowest address of the stack */
    size_t asan_size;                /* ASan: its size */
#if !defined(__x86_64__)
    ucontext_t uc;                   /* saved context (non-x86-64) */
#endif
} rt_task;

struct rt_thread;

typedef struct rt_sched {
    bool ready;                      /* initialised */
    bool mt;                         /* several threads (task_mt.h): the fields below */
    int nthr;                        /* threads, the main one included */
    struct rt_thread *thr;           /* thr[i] is thread i+1 */
    int runner;                      /* the thread running tasks (1-based), 0: none */
    uint64_t rr;                     /* xorshift state: picks a thread for a free task */
    pthread_mutex_t lock;            /* guards everything here while mt */
    rt_task *main;                   /* the thread's original task */
    rt_task *cur;                    /* the running task */
    rt_task **q;                     /* run queue: ring buffer */
    size_t qcap, qhead, qlen;        /* capacity / first index / length */
    rt_task *live;                   /* started, unfinished tasks (doubly linked) */
    rt_task *sleepers;               /* sleeping tasks by wake time */
    rt_task *dead;                   /* finished task whose stack awaits release */
    char *pool[STACK_POOL];          /* recycled stack mappings */
    int npool;                       /* entries in pool */
    void *gc_thread;                 /* bdwgc's handle of this thread */
    GC_push_other_roots_proc prev_push; /* the collector's callback before ours */
    rt_type *task_type;              /* Base.Task */
} rt_sched;

static rt_sched sched;

/* ---------------------------------------------------------------- context switch */

#if defined(__x86_64__)
void rt_task_swap(void **save_sp, void *new_sp);
void rt_task_trampoline(void);
__asm__(".text\n"
        ".globl rt_task_swap\n"
        ".type rt_task_swap,@function\n"
        "rt_task_swap:\n"
        "  pushq %rbp\n  pushq %rbx\n  pushq %r12\n  pushq %r13\n  pushq %r14\n  pushq %r15\n"
        "  movq %rsp, (%rdi)\n"
        "  movq %rsi, %rsp\n"
        "  popq %r15\n  popq %r14\n  popq %r13\n  popq %r12\n  popq %rbx\n  popq %rbp\n"
        "  ret\n"
        ".size rt_task_swap, .-rt_task_swap\n"
        ".globl rt_task_trampoline\n"
        ".type rt_task_trampoline,@function\n"
        "rt_task_trampoline:\n"
        "  .cfi_startproc\n"
        "  .cfi_undefined rip\n"
        "  xorl %ebp, %ebp\n"
        "  movq %r12, %rdi\n"
        "  call rt_task_main\n"
        "  ud2\n"
        "  .cfi_endproc\n"
        ".size rt_task_trampoline, .-rt_task_trampoline\n");
#endif

_Noreturn void rt_task_main(rt_task *t);

#if !defined(__x86_64__)
static void task_uc_entry(unsigned lo, unsigned hi) {
    rt_task_main((rt_task *)(((uintptr_t)hi << 32) | lo));
}
#endif

/* Prepare a new task's stack so that the first switch to it enters rt_task_main(t). */
static void ctx_init(rt_task *t) {
#ifdef RT_TASK_ASAN
    /* a reused stack still carries the redzones of the frames its last task left */
    ASAN_UNPOISON_MEMORY_REGION(t->map + TASK_GUARD, TASK_STACK);
#endif
#if defined(__x86_64__)
    uintptr_t top = (uintptr_t)t->hi & ~(uintptr_t)15;
    void **sp = (void **)(top - 72);
    sp[0] = 0;                        /* r15 */
    sp[1] = 0;                        /* r14 */
    sp[2] = 0;                        /* r13 */
    sp[3] = t;                        /* r12: the argument */
    sp[4] = 0;                        /* rbx */
    sp[5] = 0;                        /* rbp */
    sp[6] = (void *)rt_task_trampoline; /* return address */
    sp[7] = 0;
    sp[8] = 0;
    t->sp = sp;
#else
    getcontext(&t->uc);
    t->uc.uc_stack.ss_sp = t->map + TASK_GUARD;
    t->uc.uc_stack.ss_size = TASK_STACK;
    t->uc.uc_link = NULL;
    uintptr_t p = (uintptr_t)t;
    makecontext(&t->uc, (void (*)(void))task_uc_entry, 2, (unsigned)p, (unsigned)(p >> 32));
    t->sp = t->hi;
#endif
}

static void ctx_swap(rt_task *from, rt_task *to) {
#if defined(__x86_64__)
    rt_task_swap(&from->sp, to->sp);
#else
    char here;
    from->sp = &here;
    swapcontext(&from->uc, &to->uc);
#endif
}

/* ---------------------------------------------------------------- GC integration */

/* a thread's handle and its new stack bottom (set_bottom_of) */
typedef struct {
    void *gc_thread; /* bdwgc's handle of the thread */
    void *hi;        /* the stack it now runs on ends here */
} rt_gcbottom;

static void *set_bottom_of(void *arg) {
    rt_gcbottom *b = arg;
    struct GC_stack_base sb = {.mem_base = b->hi};
    GC_set_stackbottom(b->gc_thread, &sb);
    return NULL;
}

/* Suspended stacks, from their saved stack pointer (the saved registers lie just above
 * it) to their top. */
static void GC_CALLBACK push_task_stacks(void) {
    if (sched.prev_push) sched.prev_push();
    for (rt_task *t = sched.live; t; t = t->live_next)
        if (!t->oncpu && t->sp) GC_push_all_eager(t->sp, t->hi);
#if !defined(__x86_64__)
    for (rt_task *t = sched.live; t; t = t->live_next)
        if (!t->oncpu) GC_push_all_eager(&t->uc, (char *)&t->uc + sizeof t->uc);
#endif
}

static void live_add(rt_task *t) {
    t->live_prev = NULL;
    t->live_next = sched.live;
    if (sched.live) sched.live->live_prev = t;
    sched.live = t;
}

static void live_remove(rt_task *t) {
    if (t->live_prev) t->live_prev->live_next = t->live_next;
    else sched.live = t->live_next;
    if (t->live_next) t->live_next->live_prev = t->live_prev;
    t->live_prev = t->live_next = NULL;
}

/* ---------------------------------------------------------------- Base.Task fields */

static rt_value **task_field(rt_value *task, int i) {
    rt_type *ty = rt_typeof(task);
    return (rt_value **)((char *)rt_data(task) + ty->fieldoffsets[i]);
}

static rt_task *ctx_of(rt_value *task) {
    if (!task || rt_typeof(task) != sched.task_type) rt_error("expected a Task");
    rt_task *t = *(rt_task **)task_field(task, TF_CTX);
    if (!t) rt_error("invalid Task");
    return t;
}

/* ---------------------------------------------------------------- scheduler */

static void mt_start(int n);

/* Make t the context running on this OS thread's own stack: its top for the collector (the
 * returned bdwgc handle of the thread) and, under ASan, its extent. */
static void *adopt_native_stack(rt_task *t) {
    struct GC_stack_base sb;
    void *gc_thread = GC_get_my_stackbottom(&sb);
    t->hi = sb.mem_base;
#ifdef RT_TASK_ASAN
    pthread_attr_t attr;
    void *addr;
    size_t size;
    if (!pthread_getattr_np(pthread_self(), &attr)) {
        pthread_attr_getstack(&attr, &addr, &size);
        pthread_attr_destroy(&attr);
        t->asan_lo = addr;
        t->asan_size = size;
    }
#endif
    return gc_thread;
}

static void sched_init(void) {
    if (sched.ready) return;
    rt_value *tt = rt_get_global(rt_base_module, rt_symbol("Task"));
    if (!tt || rt_typeof(tt) != rt_datatype_type) rt_error("Base.Task is not defined");
    sched.task_type = (rt_type *)tt;
    rt_task *m = rt_alloc(sizeof *m);
    sched.gc_thread = adopt_native_stack(m);
    m->state = TS_STARTED;
    m->oncpu = true;
    m->tid = 1;
    sched.main = sched.cur = m;
    live_add(m);
    sched.prev_push = GC_get_push_other_roots();
    GC_set_push_other_roots(push_task_stacks);
    sched.ready = true;
    if (rt_opts.nthreads > 1) mt_start(rt_opts.nthreads);
}

static void q_push(rt_task *t) {
    if (t->queued) return;
    if (sched.qlen == sched.qcap) {
        size_t cap = sched.qcap ? sched.qcap * 2 : 64;
        rt_task **nq = rt_alloc(cap * sizeof *nq);
        for (size_t i = 0; i < sched.qlen; i++) nq[i] = sched.q[(sched.qhead + i) % sched.qcap];
        sched.q = nq;
        sched.qcap = cap;
        sched.qhead = 0;
    }
    sched.q[(sched.qhead + sched.qlen) % sched.qcap] = t;
    sched.qlen++;
    t->queued = true;
}

static rt_task *q_pop(void) {
    if (!sched.qlen) return NULL;
    rt_task *t = sched.q[sched.qhead];
    sched.q[sched.qhead] = NULL;
    sched.qhead = (sched.qhead + 1) % sched.qcap;
    sched.qlen--;
    t->queued = false;
    return t;
}

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Move sleepers whose time has come to the run queue. */
static void wake_sleepers(void) {
    if (!sched.sleepers) return;
    double now = now_s();
    while (sched.sleepers && sched.sleepers->wake_at <= now) {
        rt_task *t = sched.sleepers;
        sched.sleepers = t->next_sleeper;
        t->next_sleeper = NULL;
        q_push(t);
    }
}

/* Make t runnable: out of the sleepers, into the run queue (once). */
static void sched_wake(rt_task *t) {
    for (rt_task **p = &sched.sleepers; *p; p = &(*p)->next_sleeper)
        if (*p == t) {
            *p = t->next_sleeper;
            t->next_sleeper = NULL;
            break;
        }
    q_push(t);
}

/* The next task to run: the run queue, else the first sleeper (after sleeping). */
static rt_task *sched_next(void) {
    for (;;) {
        wake_sleepers();
        if (sched.qlen) return q_pop();
        if (!sched.sleepers) return NULL;
        double d = sched.sleepers->wake_at - now_s();
        if (d > 0) {
            struct timespec ts = {(time_t)d, (long)((d - (double)(time_t)d) * 1e9)};
            nanosleep(&ts, NULL);
        }
    }
}

static char *stack_get(void) {
    if (sched.npool) return sched.pool[--sched.npool];
    char *p = mmap(NULL, TASK_GUARD + TASK_STACK, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) rt_error("cannot allocate a stack for a new task");
    mprotect(p, TASK_GUARD, PROT_NONE);
    return p;
}

/* Release the stack of the task that finished before this switch. */
static void release_dead_at(rt_task **deadp) {
    rt_task *t = *deadp;
    if (!t) return;
    *deadp = NULL;
#ifdef RT_TASK_ASAN
    /* the memory may be mapped again for something else: no stale redzones */
    ASAN_UNPOISON_MEMORY_REGION(t->map + TASK_GUARD, TASK_STACK);
#endif
    if (sched.npool < STACK_POOL) sched.pool[sched.npool++] = t->map;
    else munmap(t->map, TASK_GUARD + TASK_STACK);
    t->map = t->hi = NULL;
    t->sp = NULL;
}

static void release_dead(void) { release_dead_at(&sched.dead); }

/* Move this OS thread (bdwgc handle gc_thread; *curp is its running-task slot) from task
 * `from` to `to`: save the thread-locals into `from`, give `to` a stack if it is new, load
 * its thread-locals, move the collector's idea of the stack bottom and swap stacks. Returns
 * when `from` runs again, perhaps on another thread. */
static void task_swap(void *gc_thread, rt_task **curp, rt_task *from, rt_task *to) {
    from->handler = rt_current_handler;
    from->exc = rt_current_exception;
    from->itop = rt_bt_itop;
    from->gtop = rt_bt_gtop;
    memcpy(from->rng, rt_rng_task_state(), sizeof from->rng);
    if (to->state == TS_NEW) {
        to->map = stack_get();
        to->hi = to->map + TASK_GUARD + TASK_STACK;
        to->state = TS_STARTED;
        ctx_init(to);
        live_add(to);
    }
    rt_current_handler = to->handler;
    rt_current_exception = to->exc;
    rt_bt_itop = to->itop;
    rt_bt_gtop = to->gtop;
    rt_rng_task_set(to->rng[0], to->rng[1], to->rng[2], to->rng[3]);
    *curp = to;
    from->oncpu = false;
    to->oncpu = true;
    rt_gcbottom b = {gc_thread, to->hi};
    GC_call_with_alloc_lock(set_bottom_of, &b);
#ifdef RT_TASK_ASAN
    bool dying = from->state == TS_DONE || from->state == TS_FAILED;
    char *lo = to->map ? to->map + TASK_GUARD : to->asan_lo;
    size_t sz = to->map ? TASK_STACK : to->asan_size;
    __sanitizer_start_switch_fiber(dying ? NULL : &from->asan_fake, lo, sz);
#endif
    ctx_swap(from, to);
#ifdef RT_TASK_ASAN
    __sanitizer_finish_switch_fiber(from->asan_fake, NULL, NULL);
#endif
}

/* Switch from the running task to next (which must not be the running one). */
static void sched_switch(rt_task *next) {
    task_swap(sched.gc_thread, &sched.cur, sched.cur, next);
    release_dead();
}

/* ---------------------------------------------------------------- worker threads
 *
 * With -t N (N > 1) the main thread and N-1 worker pthreads run tasks. One thread at a
 * time runs Julia code (it holds "the baton", sched.runner): the runtime's caches, the
 * JIT and Base's data structures stay single-threaded, while tasks really move between
 * OS threads. Every scheduler change happens under sched.lock, which is also held across
 * a stack switch and released by the context that resumes (on the same OS thread).
 * A thread gives the baton up in mt_reschedule: it takes the next runnable task; a sticky
 * task goes to its own thread, a free one (Threads.@spawn) to a thread picked by a small
 * xorshift generator — so a task that yields often resumes on another thread. Handing a task
 * to another thread fills that thread's slot and signals its condition variable; the
 * giving thread then returns to its home context and waits there. The home of thread 1 is
 * the main task itself (it waits inside its own blocking call); a worker's home is its
 * native pthread stack. Only one thread is ever between taking the baton and switching
 * stacks, so a collection (which only a runner triggers) never sees a thread whose stack
 * bottom and stack pointer disagree; suspended stacks, idle homes included, are pushed by
 * push_task_stacks. */

typedef struct rt_thread {
    int id;               /* Threads.threadid() */
    rt_task *cur;         /* the context running on this thread */
    rt_task *home;        /* where the thread waits: the main task (1), its native stack */
    rt_task *slot;        /* a task handed to this thread to run */
    bool home_go;         /* home (the main task) was switched to as the task to run */
    rt_task *dead;        /* finished task whose stack awaits release */
    void *gc_thread;      /* bdwgc's handle of this thread */
    pthread_cond_t cv;    /* signalled when slot is filled */
    pthread_t pt;         /* the pthread (workers) */
} rt_thread;

static _Thread_local rt_thread *thr_tls; /* this OS thread's rt_thread (mt only) */

/* Read through a call that is never inlined: after a stack switch the same code may
 * continue on another OS thread, so no thread-local address may be kept across one. */
__attribute__((noinline)) static rt_thread *thr_self(void) {
    rt_thread *t = thr_tls;
    __asm__ volatile("" ::: "memory");
    return t;
}

static void mt_lock(void) { pthread_mutex_lock(&sched.lock); }
static void mt_unlock(void) { pthread_mutex_unlock(&sched.lock); }

/* Switch this thread T from `from` to `to`; returns when `from` runs again (perhaps on
 * another thread), the lock held. */
static void mt_switch(rt_thread *T, rt_task *from, rt_task *to) {
    task_swap(T->gc_thread, &T->cur, from, to);
    release_dead_at(&thr_self()->dead);
}

/* The thread a task pulled from the run queue runs on. */
static int mt_target(rt_task *t) {
    if (t->tid > 0 && t->tid <= sched.nthr) return t->tid;
    /* a fixed rotation would send each task of a steady round to the same thread */
    uint64_t x = sched.rr;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    sched.rr = x;
    return (int)(x % (uint64_t)sched.nthr) + 1;
}

static rt_value *deadlock_error(void) {
    return rt_exc_new(rt_get_global(rt_base_module, rt_symbol("ErrorException")),
                      rt_new_tuple(1, (rt_value *[]){(rt_value *)rt_cstring(
                          "deadlock detected: all tasks are waiting and none can run")}));
}

/* The running context `me` gives the thread up (it is queued, blocked or finished):
 * run what comes next, here or on another thread. Returns, the lock held, once `me` is
 * resumed; a home context only returns when it is to run as a task (the main task). */
static void mt_reschedule(rt_task *me) {
    for (;;) {
        rt_thread *T = thr_self();
        rt_task *next = T->slot;
        T->slot = NULL;
        if (!next && (sched.runner == T->id || sched.runner == 0)) {
            wake_sleepers();
            next = q_pop();
            if (next) {
                int tg = mt_target(next);
                sched.runner = tg;
                if (tg != T->id) {
                    rt_thread *U = &sched.thr[tg - 1];
                    U->slot = next;
                    pthread_cond_signal(&U->cv);
                    next = NULL;
                }
            } else if (sched.sleepers) {
                sched.runner = 0; /* every thread idle until the first sleeper is due */
            } else if (sched.runner == T->id) {
                /* deadlock: every task waits. Wake the main task with an error. */
                sched.main->wakeval = deadlock_error();
                sched.main->wakeerr = true;
                q_push(sched.main);
                continue;
            }
        }
        if (next) {
            if (next == me) return;
            if (next == T->home) T->home_go = true;
            mt_switch(T, me, next);
        } else if (me != T->home) {
            mt_switch(T, me, T->home);
        } else {
            if (sched.runner == 0 && sched.sleepers) {
                double at = sched.sleepers->wake_at;
                struct timespec ts = {(time_t)at, (long)((at - (double)(time_t)at) * 1e9)};
                pthread_cond_timedwait(&T->cv, &sched.lock, &ts);
            } else {
                pthread_cond_wait(&T->cv, &sched.lock);
            }
            continue;
        }
        /* `me` runs again */
        T = thr_self();
        if (me != T->home) return;
        if (T->home_go) {
            T->home_go = false;
            return;
        }
    }
}

/* A worker: register with the collector, then wait at home for tasks. */
static void *mt_worker(void *arg) {
    rt_thread *T = arg;
    struct GC_stack_base sb;
    GC_get_stack_base(&sb);
    GC_register_my_thread(&sb);
    thr_tls = T;
    rt_except_thread_init();
    mt_lock();
    rt_task *h = T->home;
    T->gc_thread = adopt_native_stack(h);
    live_add(h);
    mt_reschedule(h); /* a worker's home never runs as a task */
    abort();
}

/* Start n-1 workers (from sched_init, on the main thread). */
static void mt_start(int n) {
    pthread_mutexattr_t ma;
    pthread_mutexattr_init(&ma);
    pthread_mutex_init(&sched.lock, &ma);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    sched.thr = rt_alloc((size_t)n * sizeof *sched.thr);
    sched.nthr = n;
    sched.runner = 1;
    sched.rr = 0x9e3779b97f4a7c15ULL;
    for (int i = 0; i < n; i++) {
        rt_thread *T = &sched.thr[i];
        T->id = i + 1;
        pthread_cond_init(&T->cv, &ca);
        if (i == 0) {
            T->home = T->cur = sched.main;
            T->gc_thread = sched.gc_thread;
        } else {
            T->home = T->cur = rt_alloc(sizeof(rt_task));
            T->home->state = TS_STARTED;
            T->home->oncpu = true;
            T->home->tid = i + 1;
        }
    }
    thr_tls = &sched.thr[0];
    sched.mt = true;
    GC_allow_register_threads();
    for (int i = 1; i < n; i++) {
        pthread_attr_t pa;
        pthread_attr_init(&pa);
        pthread_attr_setstacksize(&pa, (size_t)8 << 20);
        if (pthread_create(&sched.thr[i].pt, &pa, mt_worker, &sched.thr[i])) {
            /* fewer threads: the others never get work */
            sched.nthr = i;
            break;
        }
        pthread_attr_destroy(&pa);
    }
}

/* wait(): block until scheduled; the value schedule passed (lock held on entry, released
 * on return or throw). */
static rt_value *mt_block(rt_task *cur) {
    mt_reschedule(cur);
    rt_value *v = cur->wakeval;
    bool err = cur->wakeerr;
    cur->wakeval = NULL;
    cur->wakeerr = false;
    mt_unlock();
    if (err) rt_throw(v);
    return v ? v : rt_nothing;
}

/* Block the running task until something schedules it; returns the value passed. */
static rt_value *sched_block(void) {
    rt_task *next = sched_next();
    if (!next) {
        /* deadlock: every task waits. Wake the main task with an error (or raise it
         * here, when this is the main task). */
        rt_value *err = rt_exc_new(rt_get_global(rt_base_module, rt_symbol("ErrorException")),
                                   rt_new_tuple(1, (rt_value *[]){(rt_value *)rt_cstring(
                                       "deadlock detected: all tasks are waiting and none can run")}));
        if (sched.cur == sched.main) rt_throw(err);
        sched.main->wakeval = err;
        sched.main->wakeerr = true;
        next = sched.main;
    }
    if (next != sched.cur) sched_switch(next);
    rt_task *cur = sched.cur;
    rt_value *v = cur->wakeval;
    bool err = cur->wakeerr;
    cur->wakeval = NULL;
    cur->wakeerr = false;
    if (err) rt_throw(v);
    return v ? v : rt_nothing;
}

_Noreturn void rt_task_main(rt_task *t) {
#ifdef RT_TASK_ASAN
    __sanitizer_finish_switch_fiber(NULL, NULL, NULL);
#endif
    if (sched.mt) {
        release_dead_at(&thr_self()->dead);
        mt_unlock();
    } else {
        release_dead();
    }
    rt_handler h;
    rt_push_handler(&h);
    rt_value *task = t->task;
    if (!_setjmp(h.jb)) {
        rt_value *f = *task_field(task, TF_CODE);
        rt_value *r = rt_apply_generic(&f, 1);
        rt_pop_handler();
        *task_field(task, TF_RESULT) = r ? r : rt_nothing;
        *task_field(task, TF_STATE) = (rt_value *)rt_symbol("done");
        t->state = TS_DONE;
    } else {
        rt_value *e = rt_current_exception;
        *task_field(task, TF_RESULT) = e;
        *task_field(task, TF_EXCEPTION) = e;
        *task_field(task, TF_STATE) = (rt_value *)rt_symbol("failed");
        t->state = TS_FAILED;
    }
    rt_current_handler = NULL;
    rt_current_exception = NULL;
    if (sched.mt) mt_lock();
    for (rt_task *w = t->waiters; w;) {
        rt_task *n = w->next_waiter;
        w->next_waiter = NULL;
        if (w->state == TS_STARTED && w != t) sched_wake(w);
        w = n;
    }
    t->waiters = NULL;
    live_remove(t);
    if (sched.mt) {
        thr_self()->dead = t;
        mt_reschedule(t);
        abort(); /* a finished task is never resumed */
    }
    sched.dead = t;
    rt_task *next = sched_next();
    if (!next) {
        rt_value *err = rt_exc_new(rt_get_global(rt_base_module, rt_symbol("ErrorException")),
                                   rt_new_tuple(1, (rt_value *[]){(rt_value *)rt_cstring(
                                       "deadlock detected: all tasks are waiting and none can run")}));
        sched.main->wakeval = err;
        sched.main->wakeerr = true;
        next = sched.main;
    }
    sched_switch(next);
    abort(); /* a finished task is never resumed */
}

/* ---------------------------------------------------------------- the ccall interface */

/* The runtime half of a new Base.Task: its RNG is split from the running task's, which
 * advances the parent's stream by four outputs (Julia 1.7's rng_split). */
void *rt_task_new(rt_value *task) {
    sched_init();
    rt_task *t = rt_alloc(sizeof *t);
    t->task = task;
    t->state = TS_NEW;
    static const uint64_t mul[4] = {0x02011ce34bce797fULL, 0x5a94851fb48a6e05ULL,
                                    0x3688cf5d48899fa7ULL, 0x867b4bb4c42e5661ULL};
    for (int i = 0; i < 4; i++) t->rng[i] = mul[i] * rt_rng_task_next();
    return t;
}

/* The running Base.Task (the main task's is made on first request). */
rt_value *rt_task_current(void) {
    sched_init();
    rt_task *c = sched.mt ? thr_self()->cur : sched.cur;
    if (!c->task) {
        rt_value *task = rt_new_object(sched.task_type);
        for (int i = TF_CODE; i <= TF_STORAGE; i++) *task_field(task, i) = rt_nothing;
        *task_field(task, TF_STATE) = (rt_value *)rt_symbol("runnable");
        *(bool *)task_field(task, TF_STICKY) = true;
        *(rt_task **)task_field(task, TF_CTX) = c;
        c->task = task;
    }
    return c->task;
}

/* schedule(t, v; error): queue t to run; wait() in t then returns v (or throws it). */
void rt_task_schedule(rt_value *task, rt_value *v, int32_t iserr) {
    sched_init();
    rt_task *t = ctx_of(task);
    if (sched.mt) {
        mt_lock();
        if (t->state == TS_DONE || t->state == TS_FAILED || t->queued) {
            mt_unlock();
            rt_error("schedule: Task not runnable");
        }
        if (!*(bool *)task_field(task, TF_STICKY)) t->tid = 0;
        else if (!t->tid) t->tid = thr_self()->id;
        t->wakeval = v;
        t->wakeerr = iserr != 0;
        sched_wake(t);
        mt_unlock();
        return;
    }
    if (t->state == TS_DONE || t->state == TS_FAILED || t->queued)
        rt_error("schedule: Task not runnable");
    t->wakeval = v;
    t->wakeerr = iserr != 0;
    sched_wake(t);
}

/* yield(): let every queued task run once, then continue. */
void rt_task_yield(void) {
    if (!sched.ready) return;
    if (sched.mt) {
        mt_lock();
        wake_sleepers();
        if (sched.qlen) {
            rt_task *cur = thr_self()->cur;
            q_push(cur);
            mt_reschedule(cur);
            cur->wakeval = NULL;
            cur->wakeerr = false;
        }
        mt_unlock();
        return;
    }
    wake_sleepers();
    if (!sched.qlen) return;
    rt_task *cur = sched.cur;
    q_push(cur);
    rt_task *next = q_pop();
    if (next != cur) sched_switch(next);
    cur->wakeval = NULL;
    cur->wakeerr = false;
}

/* wait(): block until scheduled; the value schedule passed. */
rt_value *rt_task_wait(void) {
    sched_init();
    if (sched.mt) {
        mt_lock();
        return mt_block(thr_self()->cur);
    }
    return sched_block();
}

/* Block until task is done (the caller checks the outcome). */
void rt_task_join(rt_value *task) {
    rt_task *t = ctx_of(task);
    if (sched.mt) {
        mt_lock();
        while (t->state != TS_DONE && t->state != TS_FAILED) {
            rt_task *cur = thr_self()->cur;
            bool listed = false;
            for (rt_task *w = t->waiters; w; w = w->next_waiter) listed |= w == cur;
            if (!listed) {
                cur->next_waiter = t->waiters;
                t->waiters = cur;
            }
            mt_block(cur);
            mt_lock();
        }
        mt_unlock();
        return;
    }
    while (t->state != TS_DONE && t->state != TS_FAILED) {
        rt_task *cur = sched.cur;
        bool listed = false; /* still there after a wake-up by schedule() */
        for (rt_task *w = t->waiters; w; w = w->next_waiter) listed |= w == cur;
        if (!listed) {
            cur->next_waiter = t->waiters;
            t->waiters = cur;
        }
        sched_block();
    }
}

/* sleep(s) in the scheduler: other tasks run meanwhile. */
void rt_task_sleep(double s) {
    sched_init();
    if (sched.mt) mt_lock();
    rt_task *cur = sched.mt ? thr_self()->cur : sched.cur;
    cur->wake_at = now_s() + (s > 0 ? s : 0);
    rt_task **p = &sched.sleepers;
    while (*p && (*p)->wake_at <= cur->wake_at) p = &(*p)->next_sleeper;
    cur->next_sleeper = *p;
    *p = cur;
    if (sched.mt) mt_block(cur);
    else sched_block();
}

int32_t rt_task_started(rt_value *task) { return ctx_of(task)->state != TS_NEW; }

/* Tasks created (runnable, queued) — for Base's diagnostics. */
int64_t rt_task_queued(void) { return (int64_t)sched.qlen; }

/* Threads.threadid() and Threads.nthreads() */
int64_t rt_task_threadid(void) {
    if (!sched.mt) return 1;
    return thr_self()->id;
}

int64_t rt_task_nthreads(void) { return rt_opts.nthreads > 1 ? rt_opts.nthreads : 1; }

/* Pin a sticky task to thread tid (Threads.@threads: one chunk a thread). */
void rt_task_set_tid(rt_value *task, int64_t tid) {
    rt_task *t = ctx_of(task);
    if (sched.mt) mt_lock();
    t->tid = (int)tid;
    if (sched.mt) mt_unlock();
}
