/*
 * jenga_pool.c: workers sharing the chunks of a task (jenga_pool_int.h).
 *
 * A task is published under the mutex as open, with a new generation
 * number. A worker that wakes while its task is still open joins it
 * (active++), takes chunks from the shared counter until none is left, and
 * leaves (active--). The caller takes chunks too; when none is left it
 * closes the task (no one joins any more) and waits only for the workers
 * that joined. The mutex orders every chunk's writes before the caller
 * goes on.
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

unsigned ludic_jg_pool_workers(const jg_pool *pool)
{
    (void)pool;
    return 1;
}

void ludic_jg_pool_run(jg_pool *pool, unsigned chunks, jg_chunk_fn fn, void *ctx)
{
    (void)pool;
    for (unsigned c = 0; c < chunks; c++)
        fn(ctx, c, 0);
}

void ludic_jg_pool_stop(jg_pool *pool)
{
    (void)pool;
}

#else

#include <pthread.h>
#include <stdatomic.h>

typedef struct jg_worker {
    jg_pool *pool;
    unsigned index;
    pthread_t thread;
} jg_worker;

struct jg_pool {
    pthread_mutex_t lock;
    pthread_cond_t go;   /* a new task, or stop */
    pthread_cond_t idle; /* the last worker left a task */
    unsigned workers;
    unsigned long generation; /* of the current task */
    int open;                 /* the current task may still be joined */
    unsigned active;          /* workers in the current task */
    int stop;
    atomic_uint next; /* the next chunk to take */
    unsigned chunks;
    jg_chunk_fn fn;
    void *ctx;
    jg_worker worker[JG_POOL_MAX];
};

/* Take chunks until none is left. */
static void take_chunks(jg_pool *p, unsigned worker)
{
    for (;;) {
        unsigned c = atomic_fetch_add_explicit(&p->next, 1u, memory_order_relaxed);
        if (c >= p->chunks)
            return;
        p->fn(p->ctx, c, worker);
    }
}

static void *work(void *arg)
{
    jg_worker *w = arg;
    jg_pool *p = w->pool;
    unsigned long seen = 0;
    pthread_mutex_lock(&p->lock);
    for (;;) {
        while (!p->stop && (p->generation == seen || !p->open))
            pthread_cond_wait(&p->go, &p->lock);
        if (p->stop)
            break;
        seen = p->generation;
        p->active++;
        pthread_mutex_unlock(&p->lock);
        take_chunks(p, w->index);
        pthread_mutex_lock(&p->lock);
        if (--p->active == 0)
            pthread_cond_signal(&p->idle);
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
    if (pthread_cond_init(&p->go, NULL) != 0) {
        pthread_mutex_destroy(&p->lock);
        free(p);
        return NULL;
    }
    if (pthread_cond_init(&p->idle, NULL) != 0) {
        pthread_cond_destroy(&p->go);
        pthread_mutex_destroy(&p->lock);
        free(p);
        return NULL;
    }
    atomic_init(&p->next, 0u);
    p->workers = 1;
    for (unsigned i = 1; i < threads; i++) {
        jg_worker *w = &p->worker[p->workers];
        w->pool = p;
        w->index = p->workers;
        if (pthread_create(&w->thread, NULL, work, w) != 0)
            break; /* fewer workers, then */
        p->workers++;
    }
    if (p->workers == 1) {
        ludic_jg_pool_stop(p);
        return NULL;
    }
    return p;
}

unsigned ludic_jg_pool_workers(const jg_pool *pool)
{
    return pool ? pool->workers : 1u;
}

void ludic_jg_pool_run(jg_pool *pool, unsigned chunks, jg_chunk_fn fn, void *ctx)
{
    if (!pool || chunks < 2) {
        for (unsigned c = 0; c < chunks; c++)
            fn(ctx, c, 0);
        return;
    }
    pthread_mutex_lock(&pool->lock);
    pool->fn = fn;
    pool->ctx = ctx;
    pool->chunks = chunks;
    atomic_store_explicit(&pool->next, 0u, memory_order_relaxed);
    pool->open = 1;
    pool->generation++;
    pthread_cond_broadcast(&pool->go);
    pthread_mutex_unlock(&pool->lock);
    take_chunks(pool, 0);
    pthread_mutex_lock(&pool->lock);
    pool->open = 0; /* late workers skip this task */
    while (pool->active > 0)
        pthread_cond_wait(&pool->idle, &pool->lock);
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
    for (unsigned i = 1; i < pool->workers; i++)
        pthread_join(pool->worker[i].thread, NULL);
    pthread_cond_destroy(&pool->go);
    pthread_cond_destroy(&pool->idle);
    pthread_mutex_destroy(&pool->lock);
    free(pool);
}

#endif
