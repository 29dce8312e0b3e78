/*
 * bench_riichi_draw_keep.c: the draw game on the anchor's work and on ours.
 * The published C++ calculator of the specification's anchors ("9-16 ms at
 * 3-shanten") gives figures at 3 shanten only for the discards that keep
 * the shanten: its search never takes a discard that raises it there. ludic
 * gives every discard, and a discard that raises the shanten of a
 * 3-shanten hand is a 4-shanten search of its own (most of the time on the
 * slow hands). This times both on bench_riichi_draw's seeded hands of one
 * shanten (seed 2019, the same hands): every discard
 * (ludic_riichi_compute_draw_discards), and one search whose roots are the
 * discards that keep the shanten, with their forward passes (the internal
 * search, src/riichi/riichi_draw_int.h). T = 18, the replace wall, class
 * PROGRESS, nothing visible; medians of RUNS runs, CPU time of the process.
 * It checks that each kept discard's P(win within T) is the same bits in
 * both (a discard's figures do not depend on the other roots).
 * Usage: bench_riichi_draw_keep [SHANTEN 0..6 [HANDS [RUNS]]]
 *   (defaults: 3-shanten, 20 hands, 5 runs)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_timer.h"
#include "riichi_bench_deal.h"
#include "core/rng_int.h"
#include "ludic/riichi.h"
#include "riichi/riichi_draw_int.h"

#define MAX_HANDS 64
#define MAX_RUNS 15
#define DRAWS 18

/*
 * One search over the discards of c (14 tiles) that keep its shanten sh:
 * its CPU seconds; *met: the hands it met; win[x]: P(win within DRAWS) of
 * discard x (kinds not kept: untouched). -1.0 when the search failed.
 */
static double keep_only(const uint8_t *c, int sh, unsigned long *met, double *win)
{
    uint8_t base[LUDIC_RIICHI_KINDS], h[LUDIC_RIICHI_KINDS];
    uint32_t root[LUDIC_RIICHI_KINDS];
    double w[LUDIC_RIICHI_MAX_DRAWS], t[LUDIC_RIICHI_MAX_DRAWS], c0;
    ri_draw_search s;
    int failed = 0;
    for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++)
        base[k] = 4; /* the wall plus the hand: nothing visible */
    memcpy(h, c, sizeof h);
    c0 = bench_cpu_now();
    ludic_ri_draw_start(&s, base, 13, DRAWS, LUDIC_RIICHI_POLICY_PROGRESS, NULL, 0);
    for (unsigned x = 0; x < LUDIC_RIICHI_KINDS; x++) {
        ludic_riichi_shanten after;
        root[x] = UINT32_MAX;
        if (h[x] == 0)
            continue;
        h[x]--;
        ludic_riichi_compute_shanten_raw(h, 0, &after);
        if (after.min == sh)
            root[x] = ludic_ri_draw_find(&s, h);
        h[x]++;
    }
    for (unsigned x = 0; x < LUDIC_RIICHI_KINDS && !failed; x++)
        if (root[x] != UINT32_MAX) {
            failed = ludic_ri_draw_forward(&s, root[x], w, t) != 0;
            win[x] = w[DRAWS - 1];
        }
    *met = (unsigned long)s.count;
    ludic_ri_draw_clear(&s);
    return failed ? -1.0 : bench_cpu_now() - c0;
}

int main(int argc, char **argv)
{
    const int want = argc > 1 ? atoi(argv[1]) : 3;
    const unsigned per = argc > 2 ? (unsigned)atoi(argv[2]) : 20;
    const unsigned runs = argc > 3 ? (unsigned)atoi(argv[3]) : 5;
    double every[MAX_HANDS], kept[MAX_HANDS];
    unsigned long met_every[MAX_HANDS], met_kept[MAX_HANDS];
    unsigned seen[7] = {0}, found = 0, differ = 0;
    ludic_rng rng;
    if (want < 0 || want > 6 || per < 1 || per > MAX_HANDS || runs < 1 || runs > MAX_RUNS) {
        fprintf(stderr, "usage: bench_riichi_draw_keep [SHANTEN 0..6 [HANDS 1..%d [RUNS 1..%d]]]\n",
                MAX_HANDS, MAX_RUNS);
        return 2;
    }
    ludic_rng_seed(&rng, 2019);
    /* bench_riichi_draw's hands: the first `per` of each shanten as dealt */
    while (found < per) {
        uint8_t c[LUDIC_RIICHI_KINDS];
        double a[MAX_RUNS], k[MAX_RUNS], win[LUDIC_RIICHI_KINDS];
        ludic_riichi_shanten sh;
        ludic_riichi_draw_discards d;
        riichi_bench_deal(&rng, 14, 0, c);
        ludic_riichi_compute_shanten_raw(c, 0, &sh);
        if (sh.min < 0 || sh.min > 6 || seen[sh.min] == per)
            continue;
        seen[sh.min]++;
        if (sh.min != want)
            continue;
        for (unsigned r = 0; r < runs; r++) {
            const double c0 = bench_cpu_now();
            if (ludic_riichi_compute_draw_discards(c, NULL, DRAWS, LUDIC_RIICHI_POLICY_PROGRESS,
                                                   NULL, 0, &d, NULL) != LUDIC_OK)
                return 1;
            a[r] = bench_cpu_now() - c0;
            k[r] = keep_only(c, sh.min, &met_kept[found], win);
            if (k[r] < 0.0)
                return 1;
        }
        for (unsigned i = 0; i < d.count; i++)
            if (d.row[i].odds.shanten == sh.min &&
                d.row[i].odds.win[DRAWS - 1] != win[d.row[i].kind])
                differ++;
        bench_sort_times(a, runs);
        bench_sort_times(k, runs);
        every[found] = a[runs / 2];
        kept[found] = k[runs / 2];
        met_every[found] = (unsigned long)d.hands;
        found++;
    }
    printf("draw game, T = %u, replace wall, progress: %u seeded %d-shanten hands (seed 2019, "
           "bench_riichi_draw's), median of %u runs each, CPU ms:\n",
           DRAWS, per, want, runs);
    for (unsigned i = 0; i < per; i++)
        printf("  hand %2u: every discard %8.3f (%7lu hands met); the discards keeping the "
               "shanten only %7.3f (%6lu hands met)\n",
               i, every[i] * 1e3, met_every[i], kept[i] * 1e3, met_kept[i]);
    bench_sort_times(every, per);
    bench_sort_times(kept, per);
    printf("  median hand: every discard %.3f ms (slowest %.3f); the discards keeping the shanten "
           "only %.3f ms (slowest %.3f); kept rows differing between the two: %u\n",
           every[per / 2] * 1e3, every[per - 1] * 1e3, kept[per / 2] * 1e3, kept[per - 1] * 1e3,
           differ);
    return differ ? 1 : 0;
}
