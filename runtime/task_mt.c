/* task_mt.c — tasks on several OS threads (jolt -t N).
 *
 * With -t N (N > 1) the main thread and N-1 worker pthreads run tasks. One thread at a
 * time runs Julia code (it holds "the baton", rt_tsched.runner): the runtime's caches, the
 * JIT and Base's data structures stay single-threaded, while tasks really move between
 * OS threads. Every scheduler change happens under rt_tsched.lock, which is also held across
 * a stack switch and released by the context that resumes (on the same OS thread).
 * A thread gives the baton up in rt_mt_reschedule: it takes the next runnable task; a sticky
 * task goes to its own thread, a free one (Threads.@spawn) to a thread picked by a small
 * xorshift generator — so a task that yields often resumes on another thread. Handing a task
 * to another thread fills that thread's slot and signals its condition variable; the
 * giving thread then returns to its home context and waits there. The home of thread 1 is
 * the main task itself (it waits inside its own blocking call); a worker's home is its
 * native pthread stack. Only one thread is ever between taking the baton and switching
 * stacks, so a collection (which only a runner triggers) never sees a thread whose stack
 * bottom and stack pointer disagree; suspended stacks, idle homes included, are pushed by
 * push_task_stacks. */

#define _GNU_SOURCE
#include <gc.h>
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

#include "task_impl.h"

static _Thread_local rt_thread *thr_tls; /* this OS thread's rt_thread (mt only) */

/* Read through a call that is never inlined: after a stack switch the same code may
 * continue on another OS thread, so no thread-local address may be kept across one. */
__attribute__((noinline)) rt_thread *rt_mt_self(void) {
    rt_thread *t = thr_tls;
    __asm__ volatile("" ::: "memory");
    return t;
}

void rt_mt_lock(void) { pthread_mutex_lock(&rt_tsched.lock); }
void rt_mt_unlock(void) { pthread_mutex_unlock(&rt_tsched.lock); }

/* Switch this thread T from `from` to `to`; returns when `from` runs again (perhaps on
 * another thread), the lock held. */
static void mt_switch(rt_thread *T, rt_task *from, rt_task *to) {
    rt_sched_swap(T->gc_thread, &T->cur, from, to);
    rt_sched_release_dead_at(&rt_mt_self()->dead);
}

/* The thread a task pulled from the run queue runs on. */
static int mt_target(rt_task *t) {
    if (t->tid > 0 && t->tid <= rt_tsched.nthr) return t->tid;
    /* a fixed rotation would send each task of a steady round to the same thread */
    uint64_t x = rt_tsched.rr;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    rt_tsched.rr = x;
    return (int)(x % (uint64_t)rt_tsched.nthr) + 1;
}

/* The running context `me` gives the thread up (it is queued, blocked or finished):
 * run what comes next, here or on another thread. Returns, the lock held, once `me` is
 * resumed; a home context only returns when it is to run as a task (the main task). */
void rt_mt_reschedule(rt_task *me) {
    for (;;) {
        rt_thread *T = rt_mt_self();
        rt_task *next = T->slot;
        T->slot = NULL;
        if (!next && (rt_tsched.runner == T->id || rt_tsched.runner == 0)) {
            rt_sched_wake_sleepers();
            next = rt_sched_q_pop();
            if (next) {
                int tg = mt_target(next);
                rt_tsched.runner = tg;
                if (tg != T->id) {
                    rt_thread *U = &rt_tsched.thr[tg - 1];
                    U->slot = next;
                    pthread_cond_signal(&U->cv);
                    next = NULL;
                }
            } else if (rt_tsched.sleepers) {
                rt_tsched.runner = 0; /* every thread idle until the first sleeper is due */
            } else if (rt_tsched.runner == T->id) {
                /* deadlock: every task waits. Wake the main task with an error. */
                rt_tsched.main->wakeval = rt_sched_deadlock_error();
                rt_tsched.main->wakeerr = true;
                rt_sched_q_push(rt_tsched.main);
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
            if (rt_tsched.runner == 0 && rt_tsched.sleepers) {
                double at = rt_tsched.sleepers->wake_at;
                struct timespec ts = {(time_t)at, (long)((at - (double)(time_t)at) * 1e9)};
                pthread_cond_timedwait(&T->cv, &rt_tsched.lock, &ts);
            } else {
                pthread_cond_wait(&T->cv, &rt_tsched.lock);
            }
            continue;
        }
        /* `me` runs again */
        T = rt_mt_self();
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
    rt_mt_lock();
    rt_task *h = T->home;
    T->gc_thread = rt_sched_adopt_stack(h);
    rt_sched_live_add(h);
    rt_mt_reschedule(h); /* a worker's home never runs as a task */
    abort();
}

/* Start n-1 workers (from sched_init, on the main thread). */
void rt_mt_start(int n) {
    pthread_mutexattr_t ma;
    pthread_mutexattr_init(&ma);
    pthread_mutex_init(&rt_tsched.lock, &ma);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    rt_tsched.thr = rt_alloc((size_t)n * sizeof *rt_tsched.thr);
    rt_tsched.nthr = n;
    rt_tsched.runner = 1;
    rt_tsched.rr = 0x9e3779b97f4a7c15ULL;
    for (int i = 0; i < n; i++) {
        rt_thread *T = &rt_tsched.thr[i];
        T->id = i + 1;
        pthread_cond_init(&T->cv, &ca);
        if (i == 0) {
            T->home = T->cur = rt_tsched.main;
            T->gc_thread = rt_tsched.gc_thread;
        } else {
            T->home = T->cur = rt_alloc(sizeof(rt_task));
            T->home->state = TS_STARTED;
            T->home->oncpu = true;
            T->home->tid = i + 1;
        }
    }
    thr_tls = &rt_tsched.thr[0];
    rt_tsched.mt = true;
    GC_allow_register_threads();
    for (int i = 1; i < n; i++) {
        pthread_attr_t pa;
        pthread_attr_init(&pa);
        pthread_attr_setstacksize(&pa, (size_t)8 << 20);
        if (pthread_create(&rt_tsched.thr[i].pt, &pa, mt_worker, &rt_tsched.thr[i])) {
            /* fewer threads: the others never get work */
            rt_tsched.nthr = i;
            break;
        }
        pthread_attr_destroy(&pa);
    }
}

/* wait(): block until scheduled; the value schedule passed (lock held on entry, released
 * on return or throw). */
rt_value *rt_mt_block(rt_task *cur) {
    rt_mt_reschedule(cur);
    rt_value *v = cur->wakeval;
    bool err = cur->wakeerr;
    cur->wakeval = NULL;
    cur->wakeerr = false;
    rt_mt_unlock();
    if (err) rt_throw(v);
    return v ? v : rt_nothing;
}
