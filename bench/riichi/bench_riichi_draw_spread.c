/*
 * bench_riichi_draw_spread.c: how the draw game's time spreads over the
 * hands a player meets. Deals seeded random 14-tile hands (seed 2019, as
 * bench_riichi_draw, but every hand as dealt, not the first few of each
 * shanten), keeps those of at most MAX shanten, and times every discard's
 * search (ludic_riichi_compute_draw_discards, T = 18, replace wall,
 * PROGRESS; the median of RUNS runs, CPU time of the process) of each.
 * Prints the percentiles over the hands and how many took over LIMIT ms:
 * the goal "under 10 ms for hands of at most 3-shanten" read hand by hand.
 * Usage: bench_riichi_draw_spread [HANDS [MAX [RUNS [LIMIT]]]]
 *   (defaults: 200 hands, 3-shanten, 3 runs, 10 ms; a few seconds)
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench_timer.h"
#include "riichi_bench_deal.h"
#include "core/rng_int.h"
#include "ludic/riichi.h"

#define MAX_RUNS 15

int main(int argc, char **argv)
{
    const unsigned want = argc > 1 ? (unsigned)atoi(argv[1]) : 200;
    const int max = argc > 2 ? atoi(argv[2]) : 3;
    const unsigned runs = argc > 3 ? (unsigned)atoi(argv[3]) : 3;
    const double limit = argc > 4 ? atof(argv[4]) : 10.0;
    double *ms;
    unsigned kept = 0, dealt = 0, over = 0, by[8] = {0}, over_by[8] = {0};
    ludic_rng rng;
    if (want < 1 || want > 100000 || max < 0 || max > 6 || runs < 1 || runs > MAX_RUNS ||
        !(limit > 0.0)) {
        fprintf(stderr, "usage: bench_riichi_draw_spread [HANDS [MAX 0..6 [RUNS 1..15 [LIMIT ms]]]]\n");
        return 2;
    }
    ms = malloc(want * sizeof *ms);
    if (!ms)
        return 1;
    ludic_rng_seed(&rng, 2019);
    while (kept < want) {
        uint8_t c[LUDIC_RIICHI_KINDS];
        ludic_riichi_shanten sh;
        double t[MAX_RUNS];
        riichi_bench_deal(&rng, 14, 0, c);
        dealt++;
        ludic_riichi_compute_shanten_raw(c, 0, &sh);
        if (sh.min < 0 || sh.min > max)
            continue;
        for (unsigned r = 0; r < runs; r++) {
            ludic_riichi_draw_discards d;
            const double c0 = bench_cpu_now();
            if (ludic_riichi_compute_draw_discards(c, NULL, 18, LUDIC_RIICHI_POLICY_PROGRESS, NULL,
                                                   0, &d, NULL) != LUDIC_OK)
                return 1;
            t[r] = (bench_cpu_now() - c0) * 1e3;
        }
        bench_sort_times(t, runs);
        ms[kept++] = t[runs / 2];
        by[sh.min]++;
        if (t[runs / 2] > limit) {
            over++;
            over_by[sh.min]++;
        }
    }
    bench_sort_times(ms, kept);
    printf("draw game, every discard, T = 18, replace wall, progress: %u seeded hands of at most "
           "%d shanten (of %u dealt, seed 2019), median of %u runs each, CPU ms:\n",
           kept, max, dealt, runs);
    printf("  median %.3f, 90%% %.3f, 95%% %.3f, 99%% %.3f, slowest %.3f; over %.1f ms: %u (%.1f%%)\n",
           ms[kept / 2], ms[kept * 90 / 100], ms[kept * 95 / 100], ms[kept * 99 / 100],
           ms[kept - 1], limit, over, 100.0 * over / kept);
    printf("  by shanten (hands, over the limit):");
    for (int s = 0; s <= max; s++)
        printf(" %d: %u, %u;", s, by[s], over_by[s]);
    printf("\n");
    free(ms);
    return 0;
}
