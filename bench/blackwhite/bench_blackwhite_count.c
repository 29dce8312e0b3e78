/*
 * bench_blackwhite_count.c: the blackwhite solvers' kernels, timed in-process (no
 * process start-up, no parsing). For each case it prints the median, min and
 * max of REPS runs of ludic_blackwhite_count and of
 * ludic_blackwhite_solve_probability, and a checksum of the answers so the
 * work cannot be optimised away.
 * Usage: bench_blackwhite_count [REPS]   (default 9)
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench_timer.h"
#include "ludic/blackwhite.h"

#define MAX_REPS 51

static const ludic_blackwhite_params cases[] = {
    {10000, 100, 1},
    {10000, 100, 50},
    {1000000000000000000ull, 100, 1},
    {1000000000000000000ull, 100, 7},
    {1000000000000000000ull, 500, 1},
    {1000000000000000000ull, 1000, 1},
    {1000000000000000000ull, 1000, 999},
};

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 9;
    uint64_t checksum = 0;
    if (reps < 1 || reps > MAX_REPS)
        reps = 9;
    printf("%-30s %12s %12s   %12s %12s\n", "case (n k d)", "count med", "(min..max)",
           "decimal med", "(min..max)");
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        double tc[MAX_REPS], tp[MAX_REPS];
        char name[64];
        for (int r = 0; r < reps; r++) {
            ludic_blackwhite_probability prob;
            uint32_t wins = 0;
            double t0 = bench_now(), t1, t2;
            if (ludic_blackwhite_solve(&cases[c], &wins, NULL) != LUDIC_OK)
                return 1;
            t1 = bench_now();
            if (ludic_blackwhite_solve_probability(&cases[c], &prob, NULL) != LUDIC_OK)
                return 1;
            t2 = bench_now();
            tc[r] = t1 - t0;
            tp[r] = t2 - t1;
            checksum = checksum * 31 + wins + (uint64_t)(prob.lose * 1e6);
        }
        bench_sort_times(tc, (size_t)reps);
        bench_sort_times(tp, (size_t)reps);
        snprintf(name, sizeof name, "%llu %llu %llu", (unsigned long long)cases[c].n,
                 (unsigned long long)cases[c].k, (unsigned long long)cases[c].d);
        printf("%-30s %10.3f ms (%.3f..%.3f)   %10.3f ms (%.3f..%.3f)\n", name,
               tc[reps / 2] * 1e3, tc[0] * 1e3, tc[reps - 1] * 1e3, tp[reps / 2] * 1e3,
               tp[0] * 1e3, tp[reps - 1] * 1e3);
    }
    printf("checksum %llu\n", (unsigned long long)checksum);
    return 0;
}
