/*
 * bench_riichi_brute.c: how fast the reference shanten
 * (ludic_riichi_brute_shanten, all three forms) runs on what the differential
 * tests ask of it. For each set of 10^4 seeded hands, each dealt uniformly
 * from the wall (136 tiles; 108 for sanma), it prints the median over REPS
 * runs of hands a second and of the time a hand, plus a checksum of the
 * shanten so the work cannot be optimised away:
 *   13-tile, 14-tile      the four-player set
 *   sanma-13, sanma-14    the three-player set
 * Hands are dealt before the clock starts.
 * Usage: bench_riichi_brute [REPS]   (default 7)
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench_timer.h"
#include "riichi_bench_deal.h"
#include "core/rng_int.h"
#include "ludic/riichi.h"

#define MAX_REPS 31
#define HANDS 10000u

static uint8_t hands[HANDS][LUDIC_RIICHI_KINDS];

static void run(const char *name, unsigned n, int sanma, int reps)
{
    double t[MAX_REPS];
    ludic_rng rng;
    long long sum = 0;
    ludic_rng_seed(&rng, 2024 + n + (unsigned)sanma);
    for (unsigned i = 0; i < HANDS; i++)
        riichi_bench_deal(&rng, n, sanma ? LUDIC_RIICHI_SANMA : 0u, hands[i]);
    for (int r = 0; r < reps; r++) {
        double start = bench_now();
        sum = 0;
        for (unsigned i = 0; i < HANDS; i++) {
            ludic_riichi_shanten s;
            if (ludic_riichi_brute_shanten(hands[i], sanma ? LUDIC_RIICHI_SANMA : 0, &s, NULL) !=
                LUDIC_OK) {
                fprintf(stderr, "bench_riichi_brute: hand %u refused\n", i);
                exit(1);
            }
            sum += s.min + s.standard + s.seven_pairs + s.thirteen_orphans;
        }
        t[r] = bench_now() - start;
    }
    bench_sort_times(t, (size_t)reps);
    printf("%-9s median %9.0f hands/s  %7.2f us/hand  (min %.2f, max %.2f us; %d runs of %u)"
           "  checksum %lld\n",
           name, HANDS / t[reps / 2], t[reps / 2] / HANDS * 1e6, t[0] / HANDS * 1e6,
           t[reps - 1] / HANDS * 1e6, reps, HANDS, sum);
}

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 7;
    if (reps < 1 || reps > MAX_REPS) {
        fprintf(stderr, "usage: bench_riichi_brute [REPS]  (1..%d)\n", MAX_REPS);
        return 2;
    }
    printf("== riichi reference shanten (ludic_riichi_brute_shanten), %u random hands a set\n",
           HANDS);
    run("13-tile", 13, 0, reps);
    run("14-tile", 14, 0, reps);
    run("sanma-13", 13, 1, reps);
    run("sanma-14", 14, 1, reps);
    return 0;
}
