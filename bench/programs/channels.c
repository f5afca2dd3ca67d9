/* channels.c -- C twin of channels.jl: three pthreads joined by two bounded (32) ring buffers
   with a mutex and condition variables; closing is a flag. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    long buf[32];
    int head, count, closed;
    pthread_mutex_t mu;
    pthread_cond_t not_empty, not_full;
} Chan;

static void chan_init(Chan *c) {
    c->head = c->count = c->closed = 0;
    pthread_mutex_init(&c->mu, NULL);
    pthread_cond_init(&c->not_empty, NULL);
    pthread_cond_init(&c->not_full, NULL);
}

static void put(Chan *c, long v) {
    pthread_mutex_lock(&c->mu);
    while (c->count == 32) pthread_cond_wait(&c->not_full, &c->mu);
    c->buf[(c->head + c->count) % 32] = v;
    c->count++;
    pthread_cond_signal(&c->not_empty);
    pthread_mutex_unlock(&c->mu);
}

/* returns 0 when the channel is closed and empty */
static int take(Chan *c, long *v) {
    pthread_mutex_lock(&c->mu);
    while (c->count == 0 && !c->closed) pthread_cond_wait(&c->not_empty, &c->mu);
    if (c->count == 0) { pthread_mutex_unlock(&c->mu); return 0; }
    *v = c->buf[c->head];
    c->head = (c->head + 1) % 32;
    c->count--;
    pthread_cond_signal(&c->not_full);
    pthread_mutex_unlock(&c->mu);
    return 1;
}

static void chan_close(Chan *c) {
    pthread_mutex_lock(&c->mu);
    c->closed = 1;
    pthread_cond_broadcast(&c->not_empty);
    pthread_mutex_unlock(&c->mu);
}

static Chan c1, c2;
static long n;

static void *producer(void *arg) {
    (void)arg;
    for (long i = 1; i <= n; i++) put(&c1, i);
    chan_close(&c1);
    return NULL;
}

static void *transform(void *arg) {
    (void)arg;
    long x;
    while (take(&c1, &x)) put(&c2, (x * x) % 1000003);
    chan_close(&c2);
    return NULL;
}

int main(int argc, char **argv) {
    n = argc > 1 ? atol(argv[1]) : 1000000;
    chan_init(&c1);
    chan_init(&c2);
    pthread_t t1, t2;
    pthread_create(&t1, NULL, producer, NULL);
    pthread_create(&t2, NULL, transform, NULL);
    long count = 0, sum = 0, xor_all = 0, y;
    while (take(&c2, &y)) { count++; sum += y; xor_all ^= y; }
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    printf("items: %ld sum: %ld xor: %ld\n", count, sum, xor_all);
    return 0;
}
