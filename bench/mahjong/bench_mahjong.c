/*
 * bench_mahjong.c: timings of the mahjong solvers (kernel only: input
 * already parsed; every result is consumed). Median of several runs of each
 * measurement, in milliseconds:
 *   - building the automaton: from the built-in table (what solve does),
 *     from scratch with minimisation, from scratch without;
 *   - n = 100: the fast solver against the straightforward baseline
 *     (mahjong_baseline.c) on the same hands, and against the fast solver with one
 *     idea switched off at a time (the unminimised automaton, no row
 *     windows, no bound on the tiles of losing hands, eager reduction);
 *   - the decimal / distribution DP, preset hands (with thirteen orphans and
 *     without), n = 300 and n = 1000.
 * Usage: mahjong_bench [--quick]
 *        mahjong_bench --baseline FILE   solve FILE with the baseline and print the
 *                                        answer (for whole-process timings)
 *        mahjong_bench --variant V FILE  solve FILE once with variant V (a sum of
 *                                        MJ_VARIANT_*, plus 8 for the unminimised
 *                                        automaton, 16 to keep the winning row,
 *                                        256 for the portable scalar kernel):
 *                                        for instruction counts under
 *                                        valgrind --tool=callgrind, which a noisy
 *                                        machine does not disturb
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mahjong_baseline.h"
#include "bench_timer.h"
#include "mahjong/mahjong_count_int.h"
#include "mahjong_test_util.h" /* tests/mahjong: random hands, as the tests deal them */

static double now_ms(void)
{
    return bench_now() * 1e3;
}

static double median(double *v, int n)
{
    bench_sort_times(v, (size_t)n);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static volatile uint64_t sink; /* consumes every result */

/* A uniformly random hand (13 of the labelled tiles) of the original game with n kinds. */
static void random_hand(ludic_mahjong_game *g, uint32_t n, uint64_t seed)
{
    ludic_rng rng;
    ludic_error err;
    ludic_mahjong_game_init(g, n, &err);
    ludic_rng_seed(&rng, seed);
    mt_fill_random(&rng, g, LUDIC_MAHJONG_HAND_TILES);
}

enum { SOLVE_FAST, SOLVE_VARIANT, SOLVE_BASELINE, SOLVE_FLOAT };

/* Median time of `runs` runs of one solver on one game. */
static double time_solver(int which, const ludic_mahjong_game *g,
                          const ludic_mahjong_automaton *a, unsigned variant, int runs)
{
    double t[31];
    ludic_error err;
    for (int r = 0; r < runs; r++) {
        double start = now_ms();
        uint32_t answer = 0;
        if (which == SOLVE_FAST) {
            if (ludic_mahjong_solve(g, a, NULL, &answer, NULL, &err) != LUDIC_OK)
                fprintf(stderr, "solve failed: %s\n", err.message);
        } else if (which == SOLVE_VARIANT) {
            if (ludic_mj_solve_variant(g, a, NULL, variant, &answer, NULL, &err) != LUDIC_OK)
                fprintf(stderr, "variant failed: %s\n", err.message);
        } else if (which == SOLVE_BASELINE) {
            if (mj_baseline_solve(g, &answer) != 0)
                fprintf(stderr, "baseline failed\n");
        } else {
            ludic_mahjong_dist d;
            if (ludic_mahjong_solve_distribution(g, a, NULL, &d, NULL, &err) != LUDIC_OK)
                fprintf(stderr, "distribution failed: %s\n", err.message);
            answer = (uint32_t)(d.expected * 1e6);
            ludic_mahjong_dist_clear(&d);
        }
        t[r] = now_ms() - start;
        sink += answer;
    }
    return median(t, runs);
}

static double time_automaton(unsigned flags, int runs)
{
    double t[31];
    ludic_error err;
    for (int r = 0; r < runs; r++) {
        ludic_mahjong_automaton *a = NULL;
        ludic_mahjong_automaton_sizes info;
        double start = now_ms();
        ludic_mahjong_automaton_create(NULL, flags, &a, &err);
        ludic_mahjong_automaton_info(a, &info);
        t[r] = now_ms() - start;
        sink += info.states;
        ludic_mahjong_automaton_free(a);
    }
    return median(t, runs);
}

/* Read FILE (either input format) and print the answer of the baseline (variant < 0) or of
   a variant of the fast solver. */
static int solve_file(const char *path, int variant)
{
    static char text[1 << 20];
    FILE *f = fopen(path, "rb");
    size_t len;
    ludic_mahjong_game g;
    ludic_error err;
    uint32_t answer;
    if (!f) {
        fprintf(stderr, "cannot open %s\n", path);
        return 1;
    }
    len = fread(text, 1, sizeof text, f);
    fclose(f);
    if (ludic_mahjong_parse(text, len, 0, &g, NULL, &err) != LUDIC_OK) {
        fprintf(stderr, "%s:%lu:%lu: %s\n", path, err.line, err.column, err.message);
        return 1;
    }
    if (variant < 0) {
        if (mj_baseline_solve(&g, &answer) != 0) {
            fprintf(stderr, "the baseline failed\n");
            return 1;
        }
    } else {
        ludic_mahjong_automaton *a = NULL;
        if (variant & 8)
            ludic_mahjong_automaton_create(&g, LUDIC_MAHJONG_UNMINIMISED, &a, &err);
        if (ludic_mj_solve_variant(&g, a, NULL, (unsigned)variant & ~8u, &answer, NULL, &err) !=
            LUDIC_OK) {
            fprintf(stderr, "%s\n", err.message);
            return 1;
        }
        ludic_mahjong_automaton_free(a);
    }
    printf("%lu\n", (unsigned long)answer);
    ludic_mahjong_game_clear(&g);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 2 && strcmp(argv[1], "--baseline") == 0)
        return solve_file(argv[2], -1);
    if (argc > 3 && strcmp(argv[1], "--variant") == 0)
        return solve_file(argv[3], atoi(argv[2]));
    const int quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    const int hands = quick ? 2 : 5, runs = quick ? 3 : 11;
    ludic_mahjong_automaton *raw = NULL;
    ludic_error err;
    double fast = 0, base = 0, unmin = 0, nowin = 0, full = 0, eager = 0, flt = 0;
    printf("mahjong benchmark: medians in ms (%s)\n", quick ? "quick" : "full");
    printf("automaton: built-in table %.3f, from shapes + minimising %.2f, unminimised %.2f\n",
           time_automaton(0, runs), time_automaton(LUDIC_MAHJONG_FROM_SHAPES, runs),
           time_automaton(LUDIC_MAHJONG_UNMINIMISED, runs));
    ludic_mahjong_automaton_create(NULL, LUDIC_MAHJONG_UNMINIMISED, &raw, &err);
    for (int h = 0; h < hands; h++) {
        ludic_mahjong_game g;
        random_hand(&g, 100, (uint64_t)h + 1);
        fast += time_solver(SOLVE_FAST, &g, NULL, 0, runs);
        base += time_solver(SOLVE_BASELINE, &g, NULL, 0, quick ? 1 : 3);
        unmin += time_solver(SOLVE_FAST, &g, raw, 0, runs);
        nowin += time_solver(SOLVE_VARIANT, &g, NULL, MJ_VARIANT_NO_WINDOWS, runs);
        full += time_solver(SOLVE_VARIANT, &g, NULL,
                            MJ_VARIANT_NO_WINDOWS | MJ_VARIANT_FULL_WIDTH, runs);
        eager += time_solver(SOLVE_VARIANT, &g, NULL, MJ_VARIANT_EAGER_REDUCE, runs);
        flt += time_solver(SOLVE_FLOAT, &g, NULL, 0, runs);
        ludic_mahjong_game_clear(&g);
    }
    printf("n = 100, mean over %d hands of the median of %d runs:\n", hands, runs);
    printf("  solve (all ideas)                      %8.2f\n", fast / hands);
    printf("  baseline O(n^2 S 5), S = 2300          %8.2f  (%.0fx slower)\n", base / hands,
           base / fast);
    printf("  unminimised automaton (2300 states)    %8.2f  (%.1fx)\n", unmin / hands,
           unmin / fast);
    printf("  no row windows (j up to n + 18)        %8.2f  (%.1fx)\n", nowin / hands,
           nowin / fast);
    printf("  no windows, no bound (j up to 4x)      %8.2f  (%.1fx)\n", full / hands,
           full / fast);
    printf("  eager reduction (%% per multiply)       %8.2f  (%.1fx)\n", eager / hands,
           eager / fast);
    printf("  decimal / distribution DP              %8.2f\n", flt / hands);
    {
        /* the presets, with thirteen orphans (the product DP) and without (flags 0) */
        static const struct {
            ludic_mahjong_preset preset;
            const char *name, *hand;
        } presets[] = {{LUDIC_MAHJONG_RIICHI, "riichi", "123m456p789s1122z"},
                       {LUDIC_MAHJONG_RIICHI, "riichi", "19m19p19s1234567z"},
                       {LUDIC_MAHJONG_SANMA, "sanma", "19m1234567p1122z"}};
        for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++) {
            ludic_mahjong_game g;
            double with_solve, with_dist;
            ludic_mahjong_parse_hand(presets[i].hand, strlen(presets[i].hand), presets[i].preset, 0, &g, NULL,
                                     &err);
            with_solve = time_solver(SOLVE_FAST, &g, NULL, 0, runs);
            with_dist = time_solver(SOLVE_FLOAT, &g, NULL, 0, runs);
            g.flags = 0;
            printf("%s %s: solve %.2f, distribution %.2f (without thirteen orphans: %.2f, %.2f)\n",
                   presets[i].name, presets[i].hand, with_solve, with_dist,
                   time_solver(SOLVE_FAST, &g, NULL, 0, runs),
                   time_solver(SOLVE_FLOAT, &g, NULL, 0, runs));
            ludic_mahjong_game_clear(&g);
        }
    }
    for (uint32_t n = 300; n <= 1000; n += 700) {
        ludic_mahjong_game g;
        random_hand(&g, n, 7);
        printf("n = %lu: solve %.1f, distribution %.1f\n", (unsigned long)n,
               time_solver(SOLVE_FAST, &g, NULL, 0, quick ? 1 : 3),
               time_solver(SOLVE_FLOAT, &g, NULL, 0, quick ? 1 : 3));
        ludic_mahjong_game_clear(&g);
    }
    ludic_mahjong_automaton_free(raw);
    return 0;
}
