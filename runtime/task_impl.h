/* task_impl.h — the scheduler's private state, shared by task.c (coroutines, the
 * single-thread scheduler, the ccall interface) and task_mt.c (worker threads).
 * Not part of the runtime's interface: only those two files include it. */
#ifndef JOLT_TASK_IMPL_H
#define JOLT_TASK_IMPL_H

#include <gc.h>
#include <gc/gc_mark.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "rt.h"

#if defined(__SANITIZE_ADDRESS__)
#define RT_TASK_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RT_TASK_ASAN 1
#endif
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
    rt_excnode *excstack;            /* saved rt_excstack */
    rt_bt_iframe *itop;              /* saved rt_bt_itop */
    rt_bt_gframe *gtop;              /* saved rt_bt_gtop */
    uint64_t rng[4];                 /* its TaskLocalRNG words (rt_task_rng) */
    rt_value *trace;                 /* failed: the "Stacktrace:" text of its exception (a
                                        String, for TaskFailedException), else NULL */
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
    bool mt;                         /* several threads (task_mt.c): the fields below */
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

extern rt_sched rt_tsched; /* the one scheduler (task.c) */

/* task.c */
void rt_sched_live_add(rt_task *t);      /* t's stack becomes a GC root while suspended */
void *rt_sched_adopt_stack(rt_task *t);  /* t runs on this OS thread's own stack */
void rt_sched_q_push(rt_task *t);        /* queue t (once) */
rt_task *rt_sched_q_pop(void);           /* the first queued task, or NULL */
void rt_sched_wake_sleepers(void);       /* queue the sleepers whose time has come */
void rt_sched_release_dead_at(rt_task **deadp); /* recycle a finished task's stack */
void rt_sched_swap(void *gc_thread, rt_task **curp, rt_task *from, rt_task *to);
rt_value *rt_sched_deadlock_error(void); /* "deadlock detected: ..." */

/* task_mt.c (only while rt_tsched.mt) */
void rt_mt_start(int n);                 /* start n-1 worker threads */
void rt_mt_lock(void);                   /* take rt_tsched.lock */
void rt_mt_unlock(void);
rt_thread *rt_mt_self(void);             /* this OS thread's rt_thread */
void rt_mt_reschedule(rt_task *me);      /* give the thread up until `me` is resumed */
rt_value *rt_mt_block(rt_task *cur);     /* wait(): lock held on entry, released on return */

#endif
