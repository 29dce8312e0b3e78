/*
 * bench_blackwhite_brute.c: how long the brute-force reference takes on the sweeps the
 * differential tests run. Prints the median of REPS wall-clock runs of
 *   count:     ludic_blackwhite_brute_solve for every (n, k, d), n <= 12
 *   count14:   the same up to the limit, n <= 14
 *   position:  ludic_blackwhite_brute_solve_position for every position of n <= 10
 *              cells, every d in 1..n, both sides to move, every winning
 *              move enumerated
 * plus a checksum of the results so the work cannot be optimised away.
 * Usage: bench_brute [REPS]   (default 7)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_timer.h"
#include "ludic/blackwhite.h"

#define MAX_REPS 31

static uint64_t sweep_count(unsigned max_n)
{
    uint64_t sum = 0;
    unsigned n, k, d;
    for (n = 1; n <= max_n; n++)
        for (k = 2; k <= n; k += 2)
            for (d = 1; d <= k; d++) {
                ludic_blackwhite_params params = {n, k, d};
                uint32_t wins = 0;
                if (ludic_blackwhite_brute_solve(&params, &wins, NULL) != LUDIC_OK)
                    return UINT64_MAX;
                sum = sum * 31 + wins;
            }
    return sum;
}

static int count_move(const ludic_blackwhite_step *steps, size_t count, void *ctx)
{
    (void)steps;
    *(uint64_t *)ctx += count;
    return 0;
}

static uint64_t sweep_position(unsigned max_n)
{
    uint64_t sum = 0;
    unsigned n, d, side, c;
    uint32_t mask;
    char board[LUDIC_BLACKWHITE_BRUTE_MAX_N + 1];
    for (n = 2; n <= max_n; n++)
        for (mask = 1; mask < 1u << n; mask++) {
            unsigned pieces = 0;
            for (c = 0; c < n; c++)
                board[c] = mask >> c & 1u ? (pieces++ % 2 == 0 ? 'W' : 'B') : '.';
            if (pieces % 2 != 0)
                continue;
            for (d = 1; d <= n; d++)
                for (side = 0; side < 2; side++) {
                    ludic_blackwhite_side winner;
                    if (ludic_blackwhite_brute_solve_position(board, n, d, (ludic_blackwhite_side)side,
                                                        &winner, count_move, &sum,
                                                        NULL) != LUDIC_OK)
                        return UINT64_MAX;
                    sum += (uint64_t)winner;
                }
        }
    return sum;
}

static void run(const char *name, uint64_t (*sweep)(unsigned), unsigned max_n, int reps)
{
    double t[MAX_REPS];
    uint64_t sum = 0;
    int i;
    for (i = 0; i < reps; i++) {
        double start = bench_now();
        sum = sweep(max_n);
        t[i] = bench_now() - start;
    }
    bench_sort_times(t, (size_t)reps);
    printf("%-9s n<=%-2u median %8.2f ms  (min %.2f, max %.2f, %d runs)  checksum %llu\n", name,
           max_n, t[reps / 2] * 1e3, t[0] * 1e3, t[reps - 1] * 1e3, reps,
           (unsigned long long)sum);
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 7;
    if (reps < 1 || reps > MAX_REPS) {
        fprintf(stderr, "usage: bench_brute [REPS]  (1..%d)\n", MAX_REPS);
        return 2;
    }
    run("count", sweep_count, 12, reps);
    run("count14", sweep_count, LUDIC_BLACKWHITE_BRUTE_MAX_N, reps);
    run("position", sweep_position, 10, reps);
    return 0;
}
