/*
 * jenga_pool_int.h: a few worker threads that share the chunks of a task.
 *
 * ludic_jg_pool_run(pool, chunks, fn, ctx) calls fn(ctx, chunk, worker) once
 * for every chunk 0 .. chunks - 1 and returns when all are done, with every
 * write of every call visible to the caller. The calling thread works too
 * (worker 0); the other workers take chunks as they come (one atomic counter),
 * so a worker the system has not scheduled yet delays nothing: the caller
 * never waits for a worker that has not started a chunk. `worker` (below
 * ludic_jg_pool_workers) lets each call use its worker's scratch. The solver
 * writes each chunk's results to a place of its own and merges them in
 * chunk order, so its answers do not depend on which worker ran what.
 *
 * Without threads (WebAssembly) or when they cannot be started, a pool is
 * NULL and runs every chunk in order on the calling thread.
 */
#ifndef LUDIC_JENGA_POOL_INT_H
#define LUDIC_JENGA_POOL_INT_H

#define JG_POOL_MAX 16u /* workers at most */

typedef void (*jg_chunk_fn)(void *ctx, unsigned chunk, unsigned worker);

typedef struct jg_pool jg_pool;

/* A pool of `threads` workers (the caller included; 1 .. JG_POOL_MAX), or NULL for one. */
jg_pool *ludic_jg_pool_start(unsigned threads);

/* The number of workers of a pool, the caller included (1 for NULL). */
unsigned ludic_jg_pool_workers(const jg_pool *pool);

/* Run fn on every chunk and wait until all are done. */
void ludic_jg_pool_run(jg_pool *pool, unsigned chunks, jg_chunk_fn fn, void *ctx);

/* Join the workers and free the pool (NULL: nothing). */
void ludic_jg_pool_stop(jg_pool *pool);

#endif
