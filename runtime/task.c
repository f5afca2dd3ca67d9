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
    void *asan_fake;                 /* ASan fake stack while switched away */
    char *asan_lo;                   /* ASan: lowest address of the stack */
    size_t asan_size;                /* ASan: its size */
#if !defined(__x86_64__)
    ucontext_t uc;                   /* saved context (non-x86-64) */
#endif
} rt_task;

typedef struct rt_sched {
    bool ready;                      /* initialised */
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

static void *set_bottom(void *hi) {
    struct GC_stack_base sb = {.mem_base = hi};
    GC_set_stackbottom(sched.gc_thread, &sb);
    return NULL;
}

/* Suspended stacks, from their saved stack pointer (the saved registers lie just above
 * it) to their top. */
static void GC_CALLBACK push_task_stacks(void) {
    if (sched.prev_push) sched.prev_push();
    for (rt_task *t = sched.live; t; t = t->live_next)
        if (t != sched.cur && t->sp) GC_push_all_eager(t->sp, t->hi);
#if !defined(__x86_64__)
    for (rt_task *t = sched.live; t; t = t->live_next)
        if (t != sched.cur) GC_push_all_eager(&t->uc, (char *)&t->uc + sizeof t->uc);
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

static void sched_init(void) {
    if (sched.ready) return;
    rt_value *tt = rt_get_global(rt_base_module, rt_symbol("Task"));
    if (!tt || rt_typeof(tt) != rt_datatype_type) rt_error("Base.Task is not defined");
    sched.task_type = (rt_type *)tt;
    rt_task *m = rt_alloc(sizeof *m);
    struct GC_stack_base sb;
    sched.gc_thread = GC_get_my_stackbottom(&sb);
    m->hi = sb.mem_base;
#ifdef RT_TASK_ASAN
    pthread_attr_t attr;
    void *addr;
    size_t size;
    if (!pthread_getattr_np(pthread_self(), &attr)) {
        pthread_attr_getstack(&attr, &addr, &size);
        pthread_attr_destroy(&attr);
        m->asan_lo = addr;
        m->asan_size = size;
    }
#endif
    m->state = TS_STARTED;
    sched.main = sched.cur = m;
    live_add(m);
    sched.prev_push = GC_get_push_other_roots();
    GC_set_push_other_roots(push_task_stacks);
    sched.ready = true;
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
static void release_dead(void) {
    rt_task *t = sched.dead;
    if (!t) return;
    sched.dead = NULL;
#ifdef RT_TASK_ASAN
    /* the memory may be mapped again for something else: no stale redzones */
    ASAN_UNPOISON_MEMORY_REGION(t->map + TASK_GUARD, TASK_STACK);
#endif
    if (sched.npool < STACK_POOL) sched.pool[sched.npool++] = t->map;
    else munmap(t->map, TASK_GUARD + TASK_STACK);
    t->map = t->hi = NULL;
    t->sp = NULL;
}

/* Switch from the running task to next (which must not be the running one). */
static void sched_switch(rt_task *next) {
    rt_task *cur = sched.cur;
    cur->handler = rt_current_handler;
    cur->exc = rt_current_exception;
    cur->itop = rt_bt_itop;
    cur->gtop = rt_bt_gtop;
    memcpy(cur->rng, rt_rng_task_state(), sizeof cur->rng);
    if (next->state == TS_NEW) {
        next->map = stack_get();
        next->hi = next->map + TASK_GUARD + TASK_STACK;
        next->state = TS_STARTED;
        ctx_init(next);
        live_add(next);
    }
    rt_current_handler = next->handler;
    rt_current_exception = next->exc;
    rt_bt_itop = next->itop;
    rt_bt_gtop = next->gtop;
    rt_rng_task_set(next->rng[0], next->rng[1], next->rng[2], next->rng[3]);
    sched.cur = next;
    GC_call_with_alloc_lock(set_bottom, next->hi);
#ifdef RT_TASK_ASAN
    bool dying = cur->state == TS_DONE || cur->state == TS_FAILED;
    char *lo = next->map ? next->map + TASK_GUARD : next->asan_lo;
    size_t sz = next->map ? TASK_STACK : next->asan_size;
    __sanitizer_start_switch_fiber(dying ? NULL : &cur->asan_fake, lo, sz);
#endif
    ctx_swap(cur, next);
#ifdef RT_TASK_ASAN
    __sanitizer_finish_switch_fiber(cur->asan_fake, NULL, NULL);
#endif
    release_dead();
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
    release_dead();
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
    for (rt_task *w = t->waiters; w;) {
        rt_task *n = w->next_waiter;
        w->next_waiter = NULL;
        if (w->state == TS_STARTED && w != t) sched_wake(w);
        w = n;
    }
    t->waiters = NULL;
    live_remove(t);
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
    rt_task *c = sched.cur;
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
    if (t->state == TS_DONE || t->state == TS_FAILED || t->queued)
        rt_error("schedule: Task not runnable");
    t->wakeval = v;
    t->wakeerr = iserr != 0;
    sched_wake(t);
}

/* yield(): let every queued task run once, then continue. */
void rt_task_yield(void) {
    if (!sched.ready) return;
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
    return sched_block();
}

/* Block until task is done (the caller checks the outcome). */
void rt_task_join(rt_value *task) {
    rt_task *t = ctx_of(task);
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
    rt_task *cur = sched.cur;
    cur->wake_at = now_s() + (s > 0 ? s : 0);
    rt_task **p = &sched.sleepers;
    while (*p && (*p)->wake_at <= cur->wake_at) p = &(*p)->next_sleeper;
    cur->next_sleeper = *p;
    *p = cur;
    sched_block();
}

int32_t rt_task_started(rt_value *task) { return ctx_of(task)->state != TS_NEW; }

/* Tasks created (runnable, queued) — for Base's diagnostics. */
int64_t rt_task_queued(void) { return (int64_t)sched.qlen; }
