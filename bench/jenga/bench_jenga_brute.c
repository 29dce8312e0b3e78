/*
 * bench_jenga_brute.c: how long the jenga brute-force reference (explicit
 * towers, src/jenga/brute*.c) takes, and how many towers it solves, on what
 * the differential tests ask of it and at its limit. Standard die 2,2,1,1.
 *   n2-all:     all 729 towers of two full levels (time for the whole set)
 *   n3-random:  200 seeded random towers of three full levels (whole set),
 *               then the median and largest state counts among them
 *   n3 / n4 TOWER: single towers (bottom level first), among them the
 *               bottom three and four levels of the original sample
 *   n4-random:  10 seeded random four-level towers, one run each: median and
 *               largest time and state count
 * Times are medians of REPS wall-clock runs (n4-random: one run per tower).
 * Usage: bench_jenga_brute [REPS]   (default 5)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_timer.h"
#include "core/rng_int.h"
#include "jenga/jenga_brute_tower_int.h"
#include "jenga_test_util.h" /* tests/jenga: the complete tower numbered i */
#include "jenga_oracle_towers.h"  /* tests/jenga: towers written as text */

#define MAX_REPS 31
#define RANDOM_N3 200
#define RANDOM_N4 10

static const ludic_jenga_dice standard = {2, 2, 1, 1};

/* One solve; exits on failure (a benchmark of a failing run means nothing). */
static double solve(const ludic_jenga_tower *t, ludic_jenga_brute_stats *stats)
{
    ludic_error err;
    double e = 0;
    if (ludic_jg_brute_run(t, &standard, NULL, &e, stats, &err) != LUDIC_OK) {
        fprintf(stderr, "bench_jenga_brute: %s\n", err.message);
        exit(1);
    }
    return e;
}

static void random_towers(ludic_jenga_tower *out, unsigned count, uint32_t levels, uint64_t seed)
{
    ludic_rng rng;
    uint64_t all = 1;
    ludic_rng_seed(&rng, seed);
    for (uint32_t i = 0; i < 3 * levels; i++)
        all *= 3;
    for (unsigned i = 0; i < count; i++)
        out[i] = jt_tower_index(levels, ludic_rng_below(&rng, all));
}

/* The whole set `towers`, REPS times: median seconds; states summed and the largest. */
static void run_set(const char *name, const ludic_jenga_tower *towers, unsigned count, int reps)
{
    double t[MAX_REPS], sum = 0;
    uint64_t states = 0, most = 0;
    for (int r = 0; r < reps; r++) {
        double start = bench_now();
        sum = 0;
        states = most = 0;
        for (unsigned i = 0; i < count; i++) {
            ludic_jenga_brute_stats st;
            sum += solve(&towers[i], &st);
            states += st.states;
            if (st.states > most)
                most = st.states;
        }
        t[r] = bench_now() - start;
    }
    bench_sort_times(t, (size_t)reps);
    printf("%-22s median %9.3f s for %u towers (min %.3f, max %.3f)  states %llu in all, "
           "largest %llu  checksum %.6f\n",
           name, t[reps / 2], count, t[0], t[reps - 1], (unsigned long long)states,
           (unsigned long long)most, sum);
}

static void run_one(const char *text, int reps)
{
    ludic_jenga_tower tower = oracle_tower(text);
    ludic_jenga_brute_stats st;
    double t[MAX_REPS], e = 0;
    for (int r = 0; r < reps; r++) {
        double start = bench_now();
        e = solve(&tower, &st);
        t[r] = bench_now() - start;
    }
    bench_sort_times(t, (size_t)reps);
    printf("n%u %-19s median %9.3f s (min %.3f, max %.3f)  states %llu, table %.1f MiB, "
           "height up to %u  E = %.15g\n",
           tower.levels, text, t[reps / 2], t[0], t[reps - 1], (unsigned long long)st.states,
           (double)st.table_bytes / (1024.0 * 1024.0), st.max_height, e);
}

static void state_quantiles(const char *name, const ludic_jenga_tower *towers, unsigned count)
{
    uint64_t s[RANDOM_N3];
    double t[RANDOM_N3];
    for (unsigned i = 0; i < count; i++) {
        ludic_jenga_brute_stats st;
        double start = bench_now();
        solve(&towers[i], &st);
        t[i] = bench_now() - start;
        s[i] = st.states;
    }
    bench_sort_u64(s, count);
    bench_sort_times(t, count);
    printf("%-22s per tower: states median %llu, largest %llu; time median %.4f s, "
           "largest %.4f s (one run each)\n",
           name, (unsigned long long)s[count / 2], (unsigned long long)s[count - 1],
           t[count / 2], t[count - 1]);
}

int main(int argc, char **argv)
{
    static ludic_jenga_tower n2[729], n3[RANDOM_N3], n4[RANDOM_N4];
    int reps = argc > 1 ? atoi(argv[1]) : 5;
    if (reps < 1 || reps > MAX_REPS) {
        fprintf(stderr, "usage: bench_jenga_brute [REPS]  (1..%d)\n", MAX_REPS);
        return 2;
    }
    for (unsigned i = 0; i < 729; i++)
        n2[i] = jt_tower_index(2, i);
    random_towers(n3, RANDOM_N3, 3, 3);
    random_towers(n4, RANDOM_N4, 4, 4);

    run_set("n2-all", n2, 729, reps);
    run_set("n3-random", n3, RANDOM_N3, reps);
    state_quantiles("n3-random", n3, RANDOM_N3);
    run_one("RGB GRG BBB", reps);
    run_one("RRR GGG BBB", reps);
    run_one("RGB GRG BBB GGR", reps);
    run_one("RRR GGG BBB RGB", reps);
    run_one("RGB RGB RGB RGB", reps);
    state_quantiles("n4-random", n4, RANDOM_N4);
    return 0;
}
