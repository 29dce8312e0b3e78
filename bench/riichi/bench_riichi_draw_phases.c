/*
 * bench_riichi_draw_phases.c: the draw game's search split by pass, on one
 * of bench_riichi_draw's hands (every discard of a 14-tile hand, T = 18,
 * the replace wall, class PROGRESS): the graph and the values together
 * (the first solve), the values alone (solved again: the graph is kept,
 * only the values pass runs), and the forward passes of every discard.
 * Medians of RUNS runs, CPU time of the process. Uses the internal search
 * (src/riichi/riichi_draw_int.h) through ludic_ri_draw_solve only, so the
 * same file builds against older sources to compare.
 * Usage: bench_riichi_draw_phases [SHANTEN 0..6 [WHICH [RUNS]]]
 *   WHICH: the index of the hand among the seeded hands of that shanten
 *   (seed 2019, as bench_riichi_draw deals them; 0 is its first).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_timer.h"
#include "riichi_bench_deal.h"
#include "core/rng_int.h"
#include "ludic/riichi.h"
#include "riichi/riichi_draw_int.h"

#define MAX_RUNS 15

int main(int argc, char **argv)
{
    const int want = argc > 1 ? atoi(argv[1]) : 3;
    const unsigned which = argc > 2 ? (unsigned)atoi(argv[2]) : 0;
    const unsigned runs = argc > 3 ? (unsigned)atoi(argv[3]) : 3;
    double graph[MAX_RUNS], values[MAX_RUNS], forward[MAX_RUNS];
    uint8_t c[LUDIC_RIICHI_KINDS], base[LUDIC_RIICHI_KINDS];
    unsigned seen = 0, roots = 0;
    size_t hands = 0, drawn = 0;
    double used = 0.0, win = 0.0;
    ludic_rng rng;
    if (want < 0 || want > 6 || runs < 1 || runs > MAX_RUNS) {
        fprintf(stderr, "usage: bench_riichi_draw_phases [SHANTEN 0..6 [WHICH [RUNS 1..15]]]\n");
        return 2;
    }
    ludic_rng_seed(&rng, 2019);
    for (;;) {
        ludic_riichi_shanten sh;
        riichi_bench_deal(&rng, 14, 0, c);
        ludic_riichi_compute_shanten_raw(c, 0, &sh);
        if (sh.min == want && seen++ == which)
            break;
    }
    for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++)
        base[k] = 4;
    for (unsigned run = 0; run < runs; run++) {
        ri_draw_search s;
        double t0, t1, t2, t3, w[LUDIC_RIICHI_MAX_DRAWS], t[LUDIC_RIICHI_MAX_DRAWS];
        ludic_ri_draw_init(&s, base, 13, 18, 0, (uint64_t)16 << 30, 0);
        roots = 0;
        for (unsigned x = 0; x < LUDIC_RIICHI_KINDS; x++)
            if (c[x]) {
                c[x]--;
                (void)ludic_ri_draw_find(&s, c);
                c[x]++;
                roots++;
            }
        t0 = bench_cpu_now();
        if (ludic_ri_draw_solve(&s))
            return 1;
        t1 = bench_cpu_now();
        s.solved = 0; /* solve again: the graph is complete, only the values pass runs */
        if (ludic_ri_draw_solve(&s))
            return 1;
        t2 = bench_cpu_now();
        for (unsigned x = 0; x < LUDIC_RIICHI_KINDS; x++)
            if (c[x]) {
                c[x]--;
                if (ludic_ri_draw_forward(&s, ludic_ri_draw_find(&s, c), w, t))
                    return 1;
                c[x]++;
                win = w[17] > win ? w[17] : win;
            }
        t3 = bench_cpu_now();
        graph[run] = t1 - t0;
        values[run] = t2 - t1;
        forward[run] = t3 - t2;
        hands = s.count;
        drawn = s.drawn_count;
        used = (double)s.used / 1e6;
        ludic_ri_draw_clear(&s);
    }
    bench_sort_times(graph, runs);
    bench_sort_times(values, runs);
    bench_sort_times(forward, runs);
    printf("draw search by pass, %d-shanten hand %u (seed 2019), %u discards, T = 18, PROGRESS, "
           "median of %u runs, CPU: graph and values %.2f ms, values alone %.2f ms, forward "
           "passes %.2f ms; %zu hands, %zu drawn hands, %.1f MB charged at the end; best "
           "P(win within 18) %.6f\n",
           want, which, roots, runs, graph[runs / 2] * 1e3, values[runs / 2] * 1e3,
           forward[runs / 2] * 1e3, hands,
           drawn, used, win);
    return 0;
}
