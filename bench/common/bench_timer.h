/*
 * bench_timer.h: wall-clock timing for benchmark programs: a clock in
 * seconds and the order statistics of repeated runs (quote medians: the
 * machines are noisy). What the benchmarks share with the tests (random
 * towers and hands) comes from the tests' own helpers (jenga_test_util.h,
 * mahjong_test_util.h in tests/<game>), so that both use one implementation.
 */
#ifndef LUDIC_BENCH_TIMER_H
#define LUDIC_BENCH_TIMER_H

#include <stdint.h>
#include <stdlib.h>
#include <time.h>

/*
 * Seconds from an arbitrary start: the monotonic clock when the program
 * asked for POSIX (_POSIX_C_SOURCE before its includes), immune to clock
 * adjustments; else C11's calendar clock.
 */
static inline double bench_now(void)
{
    struct timespec ts;
#if defined(CLOCK_MONOTONIC)
    clock_gettime(CLOCK_MONOTONIC, &ts);
#else
    timespec_get(&ts, TIME_UTC);
#endif
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Seconds of CPU time of this process (C's clock()). */
static inline double bench_cpu_now(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}

static inline int bench_cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static inline int bench_cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* Sort t[0..n) in place; afterwards t[0] is the min, t[n/2] the median, t[n-1] the max. */
static inline void bench_sort_times(double *t, size_t n)
{
    qsort(t, n, sizeof t[0], bench_cmp_double);
}

/* The same for counts (states, bytes). */
static inline void bench_sort_u64(uint64_t *v, size_t n)
{
    qsort(v, n, sizeof v[0], bench_cmp_u64);
}

#endif
