/*
 * bench_timer.h: wall-clock timing for benchmark programs: a clock in
 * seconds and the order statistics of repeated runs (quote medians: the
 * machines are noisy).
 */
#ifndef LUDIC_BENCH_TIMER_H
#define LUDIC_BENCH_TIMER_H

#include <stdlib.h>
#include <time.h>

static inline double bench_now(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static inline int bench_cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Sort t[0..n) in place; afterwards t[0] is the min, t[n/2] the median, t[n-1] the max. */
static inline void bench_sort_times(double *t, size_t n)
{
    qsort(t, n, sizeof t[0], bench_cmp_double);
}

#endif
