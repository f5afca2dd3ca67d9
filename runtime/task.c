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
 * an error instead of hanging. Worker threads (-t N) live in task_mt.c; the state both
 * files share is in task_impl.h.
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

#include "task_impl.h"

#ifdef RT_TASK_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

rt_sched rt_tsched RT_PER_PROCESS; /* the one scheduler, created on first use (sched_init) */

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
    if (rt_tsched.prev_push) rt_tsched.prev_push();
    for (rt_task *t = rt_tsched.live; t; t = t->live_next)
        if (!t->oncpu && t->sp) GC_push_all_eager(t->sp, t->hi);
#if !defined(__x86_64__)
    for (rt_task *t = rt_tsched.live; t; t = t->live_next)
        if (!t->oncpu) GC_push_all_eager(&t->uc, (char *)&t->uc + sizeof t->uc);
#endif
}

void rt_sched_live_add(rt_task *t) {
    t->live_prev = NULL;
    t->live_next = rt_tsched.live;
    if (rt_tsched.live) rt_tsched.live->live_prev = t;
    rt_tsched.live = t;
}

static void live_remove(rt_task *t) {
    if (t->live_prev) t->live_prev->live_next = t->live_next;
    else rt_tsched.live = t->live_next;
    if (t->live_next) t->live_next->live_prev = t->live_prev;
    t->live_prev = t->live_next = NULL;
}

/* ---------------------------------------------------------------- Base.Task fields */

static rt_value **task_field(rt_value *task, int i) {
    rt_type *ty = rt_typeof(task);
    return (rt_value **)((char *)rt_data(task) + ty->fieldoffsets[i]);
}

static rt_task *ctx_of(rt_value *task) {
    if (!task || rt_typeof(task) != rt_tsched.task_type) rt_error("expected a Task");
    rt_task *t = *(rt_task **)task_field(task, TF_CTX);
    if (!t) rt_error("invalid Task");
    return t;
}

/* ---------------------------------------------------------------- scheduler */

/* Make t the context running on this OS thread's own stack: its top for the collector (the
 * returned bdwgc handle of the thread) and, under ASan, its extent. */
void *rt_sched_adopt_stack(rt_task *t) {
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
    if (rt_tsched.ready) return;
    rt_value *tt = rt_get_global(rt_base_module, rt_symbol("Task"));
    if (!tt || rt_typeof(tt) != rt_datatype_type) rt_error("Base.Task is not defined");
    rt_tsched.task_type = (rt_type *)tt;
    rt_task *m = rt_alloc(sizeof *m);
    rt_tsched.gc_thread = rt_sched_adopt_stack(m);
    m->state = TS_STARTED;
    m->oncpu = true;
    m->tid = 1;
    rt_os_random_bytes(m->rng, sizeof m->rng);
    rt_tsched.main = rt_tsched.cur = m;
    rt_sched_live_add(m);
    rt_tsched.prev_push = GC_get_push_other_roots();
    GC_set_push_other_roots(push_task_stacks);
    rt_tsched.ready = true;
    if (rt_opts.nthreads > 1) rt_mt_start(rt_opts.nthreads);
}

void rt_sched_q_push(rt_task *t) {
    if (t->queued) return;
    if (rt_tsched.qlen == rt_tsched.qcap) {
        size_t cap = rt_tsched.qcap ? rt_tsched.qcap * 2 : 64;
        rt_task **nq = rt_alloc(cap * sizeof *nq);
        for (size_t i = 0; i < rt_tsched.qlen; i++) nq[i] = rt_tsched.q[(rt_tsched.qhead + i) % rt_tsched.qcap];
        rt_tsched.q = nq;
        rt_tsched.qcap = cap;
        rt_tsched.qhead = 0;
    }
    rt_tsched.q[(rt_tsched.qhead + rt_tsched.qlen) % rt_tsched.qcap] = t;
    rt_tsched.qlen++;
    t->queued = true;
}

rt_task *rt_sched_q_pop(void) {
    if (!rt_tsched.qlen) return NULL;
    rt_task *t = rt_tsched.q[rt_tsched.qhead];
    rt_tsched.q[rt_tsched.qhead] = NULL;
    rt_tsched.qhead = (rt_tsched.qhead + 1) % rt_tsched.qcap;
    rt_tsched.qlen--;
    t->queued = false;
    return t;
}

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Move sleepers whose time has come to the run queue. */
void rt_sched_wake_sleepers(void) {
    if (!rt_tsched.sleepers) return;
    double now = now_s();
    while (rt_tsched.sleepers && rt_tsched.sleepers->wake_at <= now) {
        rt_task *t = rt_tsched.sleepers;
        rt_tsched.sleepers = t->next_sleeper;
        t->next_sleeper = NULL;
        rt_sched_q_push(t);
    }
}

/* Make t runnable: out of the sleepers, into the run queue (once). */
static void sched_wake(rt_task *t) {
    for (rt_task **p = &rt_tsched.sleepers; *p; p = &(*p)->next_sleeper)
        if (*p == t) {
            *p = t->next_sleeper;
            t->next_sleeper = NULL;
            break;
        }
    rt_sched_q_push(t);
}

/* The next task to run: the run queue, else the first sleeper (after sleeping). */
static rt_task *sched_next(void) {
    for (;;) {
        rt_sched_wake_sleepers();
        if (rt_tsched.qlen) return rt_sched_q_pop();
        if (!rt_tsched.sleepers) return NULL;
        double d = rt_tsched.sleepers->wake_at - now_s();
        if (d > 0) {
            struct timespec ts = {(time_t)d, (long)((d - (double)(time_t)d) * 1e9)};
            nanosleep(&ts, NULL);
        }
    }
}

/* The error that wakes the main task when every task waits. */
rt_value *rt_sched_deadlock_error(void) {
    return rt_exc_new(rt_get_global(rt_base_module, rt_symbol("ErrorException")),
                      rt_new_tuple(1, (rt_value *[]){(rt_value *)rt_cstring(
                          "deadlock detected: all tasks are waiting and none can run")}));
}

static char *stack_get(void) {
    if (rt_tsched.npool) return rt_tsched.pool[--rt_tsched.npool];
    char *p = mmap(NULL, TASK_GUARD + TASK_STACK, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) rt_error("cannot allocate a stack for a new task");
    mprotect(p, TASK_GUARD, PROT_NONE);
    return p;
}

/* Release the stack of the task that finished before this switch. */
void rt_sched_release_dead_at(rt_task **deadp) {
    rt_task *t = *deadp;
    if (!t) return;
    *deadp = NULL;
#ifdef RT_TASK_ASAN
    /* the memory may be mapped again for something else: no stale redzones */
    ASAN_UNPOISON_MEMORY_REGION(t->map + TASK_GUARD, TASK_STACK);
#endif
    if (rt_tsched.npool < STACK_POOL) rt_tsched.pool[rt_tsched.npool++] = t->map;
    else munmap(t->map, TASK_GUARD + TASK_STACK);
    t->map = t->hi = NULL;
    t->sp = NULL;
}

void release_dead(void) { rt_sched_release_dead_at(&rt_tsched.dead); }

/* Move this OS thread (bdwgc handle gc_thread; *curp is its running-task slot) from task
 * `from` to `to`: save the thread-locals into `from`, give `to` a stack if it is new, load
 * its thread-locals, move the collector's idea of the stack bottom and swap stacks. Returns
 * when `from` runs again, perhaps on another thread. */
void rt_sched_swap(void *gc_thread, rt_task **curp, rt_task *from, rt_task *to) {
    from->handler = rt_current_handler;
    from->exc = rt_current_exception;
    from->excstack = rt_excstack;
    from->itop = rt_bt_itop;
    from->gtop = rt_bt_gtop;
    if (to->state == TS_NEW) {
        to->map = stack_get();
        to->hi = to->map + TASK_GUARD + TASK_STACK;
        to->state = TS_STARTED;
        ctx_init(to);
        rt_sched_live_add(to);
    }
    rt_current_handler = to->handler;
    rt_current_exception = to->exc;
    rt_excstack = to->excstack;
    rt_bt_itop = to->itop;
    rt_bt_gtop = to->gtop;
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
    rt_sched_swap(rt_tsched.gc_thread, &rt_tsched.cur, rt_tsched.cur, next);
    release_dead();
}

/* Block the running task until something schedules it; returns the value passed. */
static rt_value *sched_block(void) {
    rt_task *next = sched_next();
    if (!next) {
        /* deadlock: every task waits. Wake the main task with an error (or raise it
         * here, when this is the main task). */
        rt_value *err = rt_sched_deadlock_error();
        if (rt_tsched.cur == rt_tsched.main) rt_throw(err);
        rt_tsched.main->wakeval = err;
        rt_tsched.main->wakeerr = true;
        next = rt_tsched.main;
    }
    if (next != rt_tsched.cur) sched_switch(next);
    rt_task *cur = rt_tsched.cur;
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
    if (rt_tsched.mt) {
        rt_sched_release_dead_at(&rt_mt_self()->dead);
        rt_mt_unlock();
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
        t->trace = rt_bt_text();
        *task_field(task, TF_RESULT) = e;
        *task_field(task, TF_EXCEPTION) = e;
        *task_field(task, TF_STATE) = (rt_value *)rt_symbol("failed");
        t->state = TS_FAILED;
    }
    rt_current_handler = NULL;
    rt_current_exception = NULL;
    rt_excstack_pop_to(NULL);
    if (rt_tsched.mt) rt_mt_lock();
    for (rt_task *w = t->waiters; w;) {
        rt_task *n = w->next_waiter;
        w->next_waiter = NULL;
        if (w->state == TS_STARTED && w != t) sched_wake(w);
        w = n;
    }
    t->waiters = NULL;
    live_remove(t);
    if (rt_tsched.mt) {
        rt_mt_self()->dead = t;
        rt_mt_reschedule(t);
        abort(); /* a finished task is never resumed */
    }
    rt_tsched.dead = t;
    rt_task *next = sched_next();
    if (!next) {
        rt_value *err = rt_sched_deadlock_error();
        rt_tsched.main->wakeval = err;
        rt_tsched.main->wakeerr = true;
        next = rt_tsched.main;
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

/* The running task's Xoshiro words (TaskLocalRNG). Without Base (the runtime's unit tests)
 * there are no tasks, and one set of words, seeded from the OS, serves. */
uint64_t *rt_task_rng(void)
{
    if (!rt_tsched.ready) {
        static uint64_t alone[4] RT_PER_PROCESS; /* the words when there is no scheduler */
        static bool seeded RT_PER_PROCESS;      /* alone[] has been seeded */
        rt_value *tt = rt_base_module ? rt_get_global(rt_base_module, rt_symbol("Task")) : NULL;
        if (!tt || rt_typeof(tt) != rt_datatype_type) {
            if (!seeded) rt_os_random_bytes(alone, sizeof alone), seeded = true;
            return alone;
        }
        sched_init();
    }
    return (rt_tsched.mt ? rt_mt_self()->cur : rt_tsched.cur)->rng;
}

/* The running Base.Task (the main task's is made on first request). */
rt_value *rt_task_current(void) {
    sched_init();
    rt_task *c = rt_tsched.mt ? rt_mt_self()->cur : rt_tsched.cur;
    if (!c->task) {
        rt_value *task = rt_new_object(rt_tsched.task_type);
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
    if (rt_tsched.mt) {
        rt_mt_lock();
        if (t->state == TS_DONE || t->state == TS_FAILED || t->queued) {
            rt_mt_unlock();
            rt_error("schedule: Task not runnable");
        }
        if (!*(bool *)task_field(task, TF_STICKY)) t->tid = 0;
        else if (!t->tid) t->tid = rt_mt_self()->id;
        t->wakeval = v;
        t->wakeerr = iserr != 0;
        sched_wake(t);
        rt_mt_unlock();
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
    if (!rt_tsched.ready) return;
    if (rt_tsched.mt) {
        rt_mt_lock();
        rt_sched_wake_sleepers();
        if (rt_tsched.qlen) {
            rt_task *cur = rt_mt_self()->cur;
            rt_sched_q_push(cur);
            rt_mt_reschedule(cur);
            cur->wakeval = NULL;
            cur->wakeerr = false;
        }
        rt_mt_unlock();
        return;
    }
    rt_sched_wake_sleepers();
    if (!rt_tsched.qlen) return;
    rt_task *cur = rt_tsched.cur;
    rt_sched_q_push(cur);
    rt_task *next = rt_sched_q_pop();
    if (next != cur) sched_switch(next);
    cur->wakeval = NULL;
    cur->wakeerr = false;
}

/* wait(): block until scheduled; the value schedule passed. */
rt_value *rt_task_wait(void) {
    sched_init();
    if (rt_tsched.mt) {
        rt_mt_lock();
        return rt_mt_block(rt_mt_self()->cur);
    }
    return sched_block();
}

/* A failed task's stack trace as Julia's showerror prints it (nothing if none was kept). */
rt_value *rt_task_failed_trace(rt_value *task) {
    rt_task *t = ctx_of(task);
    return t && t->trace ? t->trace : rt_nothing;
}

/* Block until task is done (the caller checks the outcome). */
void rt_task_join(rt_value *task) {
    rt_task *t = ctx_of(task);
    if (rt_tsched.mt) {
        rt_mt_lock();
        while (t->state != TS_DONE && t->state != TS_FAILED) {
            rt_task *cur = rt_mt_self()->cur;
            bool listed = false;
            for (rt_task *w = t->waiters; w; w = w->next_waiter) listed |= w == cur;
            if (!listed) {
                cur->next_waiter = t->waiters;
                t->waiters = cur;
            }
            rt_mt_block(cur);
            rt_mt_lock();
        }
        rt_mt_unlock();
        return;
    }
    while (t->state != TS_DONE && t->state != TS_FAILED) {
        rt_task *cur = rt_tsched.cur;
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
    if (rt_tsched.mt) rt_mt_lock();
    rt_task *cur = rt_tsched.mt ? rt_mt_self()->cur : rt_tsched.cur;
    cur->wake_at = now_s() + (s > 0 ? s : 0);
    rt_task **p = &rt_tsched.sleepers;
    while (*p && (*p)->wake_at <= cur->wake_at) p = &(*p)->next_sleeper;
    cur->next_sleeper = *p;
    *p = cur;
    if (rt_tsched.mt) rt_mt_block(cur);
    else sched_block();
}

int32_t rt_task_started(rt_value *task) { return ctx_of(task)->state != TS_NEW; }

/* Tasks created (runnable, queued) — for Base's diagnostics. */
int64_t rt_task_queued(void) { return (int64_t)rt_tsched.qlen; }

/* Threads.threadid() and Threads.nthreads() */
int64_t rt_task_threadid(void) {
    if (!rt_tsched.mt) return 1;
    return rt_mt_self()->id;
}

int64_t rt_task_nthreads(void) { return rt_opts.nthreads > 1 ? rt_opts.nthreads : 1; }

/* Pin a sticky task to thread tid (Threads.@threads: one chunk a thread). */
void rt_task_set_tid(rt_value *task, int64_t tid) {
    rt_task *t = ctx_of(task);
    if (rt_tsched.mt) rt_mt_lock();
    t->tid = (int)tid;
    if (rt_tsched.mt) rt_mt_unlock();
}
