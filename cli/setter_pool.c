/*
 * setter_pool.c: worker processes that run stress tasks in parallel.
 *
 * Each worker is a fork of ludic with two pipes: tasks come in on one
 * ({id, length, input bytes}), results go out on the other ({id, result}).
 * A worker runs one task at a time, so the parent knows which workers are
 * idle; it closes a worker's task pipe to stop it. Workers end with _exit so
 * that nothing the parent buffered is written twice.
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "setter_int.h"

#define POOL_MAX_WORKERS 64

typedef struct worker {
    pid_t pid;
    int task_fd;   /* parent writes tasks */
    int result_fd; /* parent reads results */
    int busy;
} worker;

struct setter_pool {
    unsigned count;
    worker w[POOL_MAX_WORKERS];
};

typedef struct task_head {
    uint64_t id;
    uint64_t len;
} task_head;

typedef struct task_result {
    uint64_t id;
    int32_t result;
} task_result;

static int write_all(int fd, const void *data, size_t len)
{
    const char *p = data;
    while (len > 0) {
        ssize_t put = write(fd, p, len);
        if (put < 0 && errno == EINTR)
            continue;
        if (put <= 0)
            return -1;
        p += put;
        len -= (size_t)put;
    }
    return 0;
}

/* 1 when len bytes were read, 0 at a clean end of file, -1 on an error or a short read. */
static int read_all(int fd, void *data, size_t len)
{
    char *p = data;
    size_t got = 0;
    while (got < len) {
        ssize_t r = read(fd, p + got, len - got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return got == 0 && r == 0 ? 0 : -1;
        got += (size_t)r;
    }
    return 1;
}

static _Noreturn void worker_main(int task_fd, int result_fd, setter_task_fn fn, void *ctx)
{
    char *input = NULL;
    setter_proc_install_signals();
    for (;;) {
        task_head head;
        task_result res;
        char *grown;
        if (read_all(task_fd, &head, sizeof head) != 1)
            break;
        grown = realloc(input, (size_t)head.len + 1);
        if (!grown)
            break;
        input = grown;
        if (head.len && read_all(task_fd, input, (size_t)head.len) != 1)
            break;
        input[head.len] = '\0';
        memset(&res, 0, sizeof res);
        res.id = head.id;
        res.result = (int32_t)fn(ctx, input, (size_t)head.len);
        if (write_all(result_fd, &res, sizeof res))
            break;
    }
    free(input);
    _exit(0);
}

setter_pool *setter_pool_start(unsigned workers, setter_task_fn fn, void *ctx)
{
    setter_pool *pool = calloc(1, sizeof *pool);
    if (!pool)
        return NULL;
    if (workers > POOL_MAX_WORKERS)
        workers = POOL_MAX_WORKERS;
    fflush(stdout);
    fflush(stderr);
    for (unsigned i = 0; i < workers; i++) {
        int task[2], result[2];
        pid_t pid;
        if (pipe(task) != 0)
            break;
        if (pipe(result) != 0) {
            close(task[0]);
            close(task[1]);
            break;
        }
        /* the programs the workers run must not hold these pipes */
        for (int k = 0; k < 2; k++) {
            fcntl(task[k], F_SETFD, FD_CLOEXEC);
            fcntl(result[k], F_SETFD, FD_CLOEXEC);
        }
        pid = fork();
        if (pid < 0) {
            close(task[0]);
            close(task[1]);
            close(result[0]);
            close(result[1]);
            break;
        }
        if (pid == 0) {
            close(task[1]);
            close(result[0]);
            /* earlier workers' pipes belong to the parent */
            for (unsigned j = 0; j < pool->count; j++) {
                close(pool->w[j].task_fd);
                close(pool->w[j].result_fd);
            }
            worker_main(task[0], result[1], fn, ctx);
        }
        close(task[0]);
        close(result[1]);
        pool->w[pool->count].pid = pid;
        pool->w[pool->count].task_fd = task[1];
        pool->w[pool->count].result_fd = result[0];
        pool->w[pool->count].busy = 0;
        pool->count++;
    }
    if (pool->count < workers) {
        int e = errno;
        setter_pool_stop(pool);
        errno = e;
        return NULL;
    }
    return pool;
}

unsigned setter_pool_idle(const setter_pool *pool)
{
    unsigned idle = 0;
    for (unsigned i = 0; i < pool->count; i++)
        idle += !pool->w[i].busy;
    return idle;
}

int setter_pool_submit(setter_pool *pool, uint64_t id, const char *input, size_t len)
{
    for (unsigned i = 0; i < pool->count; i++) {
        task_head head;
        if (pool->w[i].busy)
            continue;
        head.id = id;
        head.len = len;
        if (write_all(pool->w[i].task_fd, &head, sizeof head) ||
            write_all(pool->w[i].task_fd, input, len))
            return -1;
        pool->w[i].busy = 1;
        return 0;
    }
    return -1;
}

int setter_pool_wait(setter_pool *pool, int timeout_ms, uint64_t *id, int *result)
{
    struct pollfd fds[POOL_MAX_WORKERS];
    unsigned who[POOL_MAX_WORKERS];
    nfds_t n = 0;
    int ready;
    for (unsigned i = 0; i < pool->count; i++)
        if (pool->w[i].busy) {
            fds[n] = (struct pollfd){pool->w[i].result_fd, POLLIN, 0};
            who[n++] = i;
        }
    if (n == 0)
        return 0;
    do
        ready = poll(fds, n, timeout_ms);
    while (ready < 0 && errno == EINTR);
    if (ready <= 0)
        return ready < 0 ? -1 : 0;
    for (nfds_t k = 0; k < n; k++) {
        task_result res;
        if (!fds[k].revents)
            continue;
        if (read_all(fds[k].fd, &res, sizeof res) != 1)
            return -1;
        pool->w[who[k]].busy = 0;
        *id = res.id;
        *result = res.result;
        return 1;
    }
    return 0;
}

void setter_pool_stop(setter_pool *pool)
{
    if (!pool)
        return;
    for (unsigned i = 0; i < pool->count; i++)
        close(pool->w[i].task_fd); /* end of tasks: the worker finishes and exits */
    for (unsigned i = 0; i < pool->count; i++) {
        int status;
        close(pool->w[i].result_fd);
        while (waitpid(pool->w[i].pid, &status, 0) < 0 && errno == EINTR)
            ;
    }
    free(pool);
}
