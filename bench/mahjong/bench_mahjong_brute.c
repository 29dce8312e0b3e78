/*
 * bench_mahjong_brute.c: how long the mahjong brute-force reference takes on
 * what the differential tests ask of it. Prints the median of REPS
 * wall-clock runs of ludic_mahjong_brute_solve on
 *   nine-spread:  one suit of 9 kinds, hand 11 22 33 44 5 6 7 8 9 (the hand
 *                 with the most draw vectors, 4^5 * 3^4 = 82944)
 *   nine-random:  one suit of 9 kinds, 10 seeded random hands (time per hand)
 *   small-100:    100 seeded random hands, one suit of 5..8 kinds (all 100)
 * plus a checksum of the answers so the work cannot be optimised away.
 * Usage: bench_mahjong_brute [REPS]   (default 7)
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench_timer.h"
#include "mahjong_test_util.h" /* tests/mahjong: random hands, as the tests deal them */

#define MAX_REPS 31

/* Solve `hands` hands of kinds lo..hi (seeded); the sum of the answers, or UINT64_MAX. */
static uint64_t sweep(uint32_t lo, uint32_t hi, unsigned hands, int spread)
{
    static const uint8_t spread9[9] = {2, 2, 2, 2, 1, 1, 1, 1, 1};
    ludic_rng rng;
    uint64_t sum = 0;
    ludic_rng_seed(&rng, 42);
    for (unsigned t = 0; t < hands; t++) {
        ludic_mahjong_game g;
        uint32_t kinds = lo + (uint32_t)ludic_rng_below(&rng, hi - lo + 1), answer = 0;
        if (ludic_mahjong_game_init(&g, kinds, NULL) != LUDIC_OK)
            return UINT64_MAX;
        if (spread)
            for (uint32_t k = 0; k < kinds; k++)
                g.hand[k] = spread9[k];
        else /* a uniform random 13 of the labelled tiles (game_init left the hand empty) */
            mt_fill_random(&rng, &g, LUDIC_MAHJONG_HAND_TILES);
        if (ludic_mahjong_brute_solve(&g, &answer, NULL, NULL, 0, NULL) != LUDIC_OK)
            sum = UINT64_MAX;
        else if (sum != UINT64_MAX)
            sum += answer;
        ludic_mahjong_game_clear(&g);
    }
    return sum;
}

static void run(const char *name, uint32_t lo, uint32_t hi, unsigned hands, int spread,
                unsigned per, int reps)
{
    double t[MAX_REPS];
    uint64_t sum = 0;
    for (int i = 0; i < reps; i++) {
        double start = bench_now();
        sum = sweep(lo, hi, hands, spread);
        t[i] = (bench_now() - start) / per;
    }
    bench_sort_times(t, (size_t)reps);
    printf("%-12s median %8.2f ms  (min %.2f, max %.2f, %d runs)  checksum %llu\n", name,
           t[reps / 2] * 1e3, t[0] * 1e3, t[reps - 1] * 1e3, reps, (unsigned long long)sum);
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 7;
    if (reps < 1 || reps > MAX_REPS) {
        fprintf(stderr, "usage: bench_mahjong_brute [REPS]  (1..%d)\n", MAX_REPS);
        return 2;
    }
    run("nine-spread", 9, 9, 1, 1, 1, reps);
    run("nine-random", 9, 9, 10, 0, 10, reps);
    run("small-100", 5, 8, 100, 0, 1, reps);
    return 0;
}
