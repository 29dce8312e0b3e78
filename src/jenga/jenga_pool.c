/*
 * jenga_pool.c: fork and join on a few long-lived threads (jenga_pool_int.h).
 *
 * A task is published under the mutex with a new generation number; each
 * worker runs its part when it sees a generation it has not run, then
 * counts itself done. The caller runs part 0 meanwhile and waits for the
 * count. The mutex orders every part's writes before the caller goes on.
 */
#include <stdlib.h>

#include "jenga_pool_int.h"

#if defined(__wasi__) || defined(__EMSCRIPTEN__) || !defined(__unix__)

struct jg_pool {
    int unused;
};

jg_pool *ludic_jg_pool_start(unsigned threads)
{
    (void)threads;
    return NULL;
}

unsigned ludic_jg_pool_parts(const jg_pool *pool)
{
    (void)pool;
    return 1;
}

void ludic_jg_pool_run(jg_pool *pool, jg_task_fn fn, void *ctx)
{
    (void)pool;
    fn(ctx, 0, 1);
}

void ludic_jg_pool_stop(jg_pool *pool)
{
    (void)pool;
}

#else

#include <pthread.h>

typedef struct jg_worker {
    jg_pool *pool;
    unsigned part;
    pthread_t thread;
} jg_worker;

struct jg_pool {
    pthread_mutex_t lock;
    pthread_cond_t go;   /* a new task, or stop */
    pthread_cond_t done; /* a worker finished its part */
    unsigned parts, started;
    unsigned long generation; /* of the current task */
    unsigned finished;        /* workers done with the current task */
    int stop;
    jg_task_fn fn;
    void *ctx;
    jg_worker worker[JG_POOL_MAX];
};

static void *work(void *arg)
{
    jg_worker *w = arg;
    jg_pool *p = w->pool;
    unsigned long seen = 0;
    pthread_mutex_lock(&p->lock);
    for (;;) {
        while (!p->stop && p->generation == seen)
            pthread_cond_wait(&p->go, &p->lock);
        if (p->stop)
            break;
        seen = p->generation;
        pthread_mutex_unlock(&p->lock);
        p->fn(p->ctx, w->part, p->parts);
        pthread_mutex_lock(&p->lock);
        if (++p->finished == p->parts - 1)
            pthread_cond_signal(&p->done);
    }
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

jg_pool *ludic_jg_pool_start(unsigned threads)
{
    jg_pool *p;
    if (threads > JG_POOL_MAX)
        threads = JG_POOL_MAX;
    if (threads < 2)
        return NULL;
    p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    if (pthread_mutex_init(&p->lock, NULL) != 0) {
        free(p);
        return NULL;
    }
    if (pthread_cond_init(&p->go, NULL) != 0 || pthread_cond_init(&p->done, NULL) != 0) {
        pthread_mutex_destroy(&p->lock);
        free(p);
        return NULL; /* (a cond that did init is not destroyed: none is waited on) */
    }
    p->parts = 1;
    for (unsigned i = 1; i < threads; i++) {
        jg_worker *w = &p->worker[i];
        w->pool = p;
        w->part = i;
        if (pthread_create(&w->thread, NULL, work, w) != 0)
            break; /* fewer parts, then */
        p->parts++;
    }
    p->started = p->parts;
    if (p->parts == 1) {
        ludic_jg_pool_stop(p);
        return NULL;
    }
    return p;
}

unsigned ludic_jg_pool_parts(const jg_pool *pool)
{
    return pool ? pool->parts : 1u;
}

void ludic_jg_pool_run(jg_pool *pool, jg_task_fn fn, void *ctx)
{
    if (!pool) {
        fn(ctx, 0, 1);
        return;
    }
    pthread_mutex_lock(&pool->lock);
    pool->fn = fn;
    pool->ctx = ctx;
    pool->finished = 0;
    pool->generation++;
    pthread_cond_broadcast(&pool->go);
    pthread_mutex_unlock(&pool->lock);
    fn(ctx, 0, pool->parts);
    pthread_mutex_lock(&pool->lock);
    while (pool->finished < pool->parts - 1)
        pthread_cond_wait(&pool->done, &pool->lock);
    pthread_mutex_unlock(&pool->lock);
}

void ludic_jg_pool_stop(jg_pool *pool)
{
    if (!pool)
        return;
    pthread_mutex_lock(&pool->lock);
    pool->stop = 1;
    pthread_cond_broadcast(&pool->go);
    pthread_mutex_unlock(&pool->lock);
    for (unsigned i = 1; i < pool->started; i++)
        pthread_join(pool->worker[i].thread, NULL);
    pthread_cond_destroy(&pool->go);
    pthread_cond_destroy(&pool->done);
    pthread_mutex_destroy(&pool->lock);
    free(pool);
}

#endif
