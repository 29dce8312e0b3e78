/*
 * bench_riichi_draw.c: the draw game (ludic_riichi_compute_draw_discards):
 * every discard of a 14-tile hand, T = 18, the replace wall, per shanten of
 * the hand (0 to 6) and per policy class. Hands: seeded random 14-tile hands
 * from the 136-tile set, the first HANDS of each shanten met. Each figure is
 * the median over those hands of the median of RUNS timings (CPU time of
 * the process, steadier than the wall clock on a shared machine; both shown),
 * with the median number of hands the search met. POLICY: 0 (PROGRESS, the
 * default), 1 (EXCHANGE: millions of hands from 1-shanten at T = 18, so
 * give it a small DRAWS) or 2 (ANY). SHANTEN: only the hands of that
 * shanten (the same hands as in the full run).
 * Usage: bench_riichi_draw [RUNS [HANDS [DRAWS [POLICY [SHANTEN]]]]]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_timer.h"
#include "riichi_bench_deal.h"
#include "core/rng_int.h"
#include "ludic/riichi.h"

#define MAX_SHANTEN 6
#define MAX_HANDS 32

int main(int argc, char **argv)
{
    const unsigned runs = argc > 1 ? (unsigned)atoi(argv[1]) : 5;
    const unsigned per = argc > 2 ? (unsigned)atoi(argv[2]) : 7;
    const unsigned draws = argc > 3 ? (unsigned)atoi(argv[3]) : 18;
    const unsigned policy = argc > 4 ? (unsigned)atoi(argv[4]) : 0;
    const int only = argc > 5 ? atoi(argv[5]) : -1;
    static uint8_t hands[MAX_SHANTEN + 1][MAX_HANDS][LUDIC_RIICHI_KINDS];
    unsigned found[MAX_SHANTEN + 1] = {0}, missing = MAX_SHANTEN + 1;
    static const char *const names[] = {"progress (E=0)", "exchange (E=1)", "any (E=2)"};
    ludic_rng rng;
    if (runs < 1 || per < 1 || per > MAX_HANDS || draws < 1 || draws > LUDIC_RIICHI_MAX_DRAWS ||
        policy > 2 || only < -1 || only > MAX_SHANTEN) {
        fprintf(stderr, "usage: bench_riichi_draw [RUNS [HANDS<=32 [DRAWS [POLICY 0..2 "
                        "[SHANTEN 0..%d]]]]]\n",
                MAX_SHANTEN);
        return 2;
    }
    ludic_rng_seed(&rng, 2019);
    while (missing > 0) { /* the first `per` hands of each shanten */
        uint8_t c[LUDIC_RIICHI_KINDS];
        ludic_riichi_shanten s;
        riichi_bench_deal(&rng, 14, 0, c);
        ludic_riichi_compute_shanten_raw(c, 0, &s);
        if (s.min < 0 || s.min > MAX_SHANTEN || found[s.min] == per)
            continue;
        memcpy(hands[s.min][found[s.min]++], c, sizeof c);
        if (found[s.min] == per)
            missing--;
    }
    printf("draw game, every discard of a 14-tile hand, T = %u, replace wall, %u hands per "
           "shanten (seed 2019), median of %u runs each (one when a run takes over 5 s); "
           "median over the hands, CPU time of this process (wall time beside it):\n",
           draws, per, runs);
    for (unsigned sh = 0; sh <= MAX_SHANTEN; sh++) {
        double cpu[MAX_HANDS], wall[MAX_HANDS], met[MAX_HANDS];
        int skipped = 0;
        if (only >= 0 && sh != (unsigned)only)
            continue;
        for (unsigned h = 0; h < per && !skipped; h++) {
            double c[64], w[64];
            unsigned done = 0;
            ludic_riichi_draw_discards d;
            while (done < runs && done < 64) {
                const double w0 = bench_now(), c0 = bench_cpu_now();
                if (ludic_riichi_compute_draw_discards(hands[sh][h], NULL, draws,
                                                       (ludic_riichi_policy)policy, NULL, 0, &d,
                                                       NULL) != LUDIC_OK)
                    return 1;
                c[done] = bench_cpu_now() - c0;
                w[done] = bench_now() - w0;
                done++;
                if (c[done - 1] > 5.0) /* too slow to repeat */
                    break;
            }
            bench_sort_times(c, done);
            bench_sort_times(w, done);
            cpu[h] = c[done / 2];
            wall[h] = w[done / 2];
            met[h] = (double)d.hands;
            skipped = cpu[h] > 20.0;
        }
        if (skipped) {
            printf("  %-15s %d-shanten: over 20 s a hand, stopped\n", names[policy], sh);
            break;
        }
        bench_sort_times(cpu, per);
        bench_sort_times(wall, per);
        bench_sort_times(met, per);
        printf("  %-15s %d-shanten: %10.3f ms CPU (fastest %.3f, slowest %.3f); wall %.3f ms "
               "(slowest %.3f); hands met %.0f\n",
               names[policy], sh, cpu[per / 2] * 1e3, cpu[0] * 1e3, cpu[per - 1] * 1e3,
               wall[per / 2] * 1e3, wall[per - 1] * 1e3, met[per / 2]);
        fflush(stdout);
    }
    return 0;
}
