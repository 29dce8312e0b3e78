/*
 * bench_riichi_draw.c: the draw game (ludic_riichi_compute_draw_discards):
 * every discard of a 14-tile hand, T = 18, the replace wall, per shanten of
 * the hand (0 to 6) and per policy class. Hands: seeded random 14-tile hands
 * from the 136-tile set, the first HANDS of each shanten met. Each figure is
 * the median over those hands of the median of RUNS timings (wall clock),
 * with the median number of hands the search met.
 * Usage: bench_riichi_draw [RUNS [HANDS [DRAWS]]]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_timer.h"
#include "core/rng_int.h"
#include "ludic/riichi.h"

#define MAX_SHANTEN 6
#define MAX_HANDS 32

static void draw_hand(ludic_rng *rng, uint8_t *c)
{
    uint8_t set[136];
    for (unsigned i = 0; i < 136; i++)
        set[i] = (uint8_t)(i / 4);
    memset(c, 0, LUDIC_RIICHI_KINDS);
    for (unsigned i = 0; i < 14; i++) {
        unsigned j = i + (unsigned)ludic_rng_below(rng, 136 - i);
        uint8_t t = set[i];
        set[i] = set[j];
        set[j] = t;
        c[set[i]]++;
    }
}

int main(int argc, char **argv)
{
    const unsigned runs = argc > 1 ? (unsigned)atoi(argv[1]) : 5;
    const unsigned per = argc > 2 ? (unsigned)atoi(argv[2]) : 7;
    const unsigned draws = argc > 3 ? (unsigned)atoi(argv[3]) : 18;
    static uint8_t hands[MAX_SHANTEN + 1][MAX_HANDS][LUDIC_RIICHI_KINDS];
    unsigned found[MAX_SHANTEN + 1] = {0}, missing = MAX_SHANTEN + 1;
    static const char *const names[] = {"progress (E=0)", "exchange (E=1)"};
    ludic_rng rng;
    if (runs < 1 || per < 1 || per > MAX_HANDS || draws < 1 || draws > LUDIC_RIICHI_MAX_DRAWS) {
        fprintf(stderr, "usage: bench_riichi_draw [RUNS [HANDS<=32 [DRAWS]]]\n");
        return 2;
    }
    ludic_rng_seed(&rng, 2019);
    while (missing > 0) { /* the first `per` hands of each shanten */
        uint8_t c[LUDIC_RIICHI_KINDS];
        ludic_riichi_shanten s;
        draw_hand(&rng, c);
        ludic_riichi_compute_shanten_raw(c, 0, &s);
        if (s.min < 0 || s.min > MAX_SHANTEN || found[s.min] == per)
            continue;
        memcpy(hands[s.min][found[s.min]++], c, sizeof c);
        if (found[s.min] == per)
            missing--;
    }
    printf("draw game, every discard of a 14-tile hand, T = %u, replace wall, %u hands per "
           "shanten (seed 2019), median of %u runs each; median over the hands:\n",
           draws, per, runs);
    for (unsigned policy = 0; policy < 2; policy++) {
        for (unsigned sh = 0; sh <= MAX_SHANTEN; sh++) {
            double med[MAX_HANDS], met[MAX_HANDS];
            int skipped = 0;
            for (unsigned h = 0; h < per && !skipped; h++) {
                double t[64];
                ludic_riichi_draw_discards d;
                for (unsigned r = 0; r < runs && r < 64; r++) {
                    const double t0 = bench_now();
                    if (ludic_riichi_compute_draw_discards(hands[sh][h], NULL, draws,
                                                           (ludic_riichi_policy)policy, NULL,
                                                           0, &d, NULL) != LUDIC_OK)
                        return 1;
                    t[r] = bench_now() - t0;
                    if (t[r] > 5.0) { /* too slow to repeat: one run */
                        r = runs;
                        t[0] = t[r - runs];
                        bench_sort_times(t, 1);
                        med[h] = t[0];
                        goto measured;
                    }
                }
                bench_sort_times(t, runs);
                med[h] = t[runs / 2];
            measured:
                met[h] = (double)d.hands;
                if (med[h] > 20.0)
                    skipped = 1;
            }
            if (skipped) {
                printf("  %-15s %d-shanten: over 20 s a hand, stopped\n", names[policy], sh);
                break;
            }
            bench_sort_times(med, per);
            bench_sort_times(met, per);
            printf("  %-15s %d-shanten: %10.3f ms  (fastest %.3f, slowest %.3f; hands met %.0f)\n",
                   names[policy], sh, med[per / 2] * 1e3, med[0] * 1e3, med[per - 1] * 1e3,
                   met[per / 2]);
            fflush(stdout);
        }
    }
    return 0;
}
