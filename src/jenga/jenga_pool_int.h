/*
 * jenga_pool_int.h: a few worker threads that run one task in parts.
 *
 * ludic_jg_pool_run(pool, fn, ctx) calls fn(ctx, part, parts) for every
 * part 0 .. parts - 1, part 0 on the calling thread and each other part on
 * its own worker, and returns when all are done: a fork and a join, with
 * every write of a part visible to the caller afterwards. The solver gives
 * each part a disjoint slice of its work and merges the results in part
 * order, so its answers do not depend on the number of parts.
 *
 * Without threads (WebAssembly) or when they cannot be started, a pool has
 * one part and runs everything on the calling thread.
 */
#ifndef LUDIC_JENGA_POOL_INT_H
#define LUDIC_JENGA_POOL_INT_H

#define JG_POOL_MAX 16u /* parts at most */

typedef void (*jg_task_fn)(void *ctx, unsigned part, unsigned parts);

typedef struct jg_pool jg_pool;

/* A pool of `threads` parts (1 .. JG_POOL_MAX), or NULL for one part. */
jg_pool *ludic_jg_pool_start(unsigned threads);

/* The number of parts of a pool (1 for NULL). */
unsigned ludic_jg_pool_parts(const jg_pool *pool);

/* Run fn on every part and wait for all of them. */
void ludic_jg_pool_run(jg_pool *pool, jg_task_fn fn, void *ctx);

/* Join the workers and free the pool (NULL: nothing). */
void ludic_jg_pool_stop(jg_pool *pool);

#endif
