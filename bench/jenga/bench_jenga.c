/*
 * bench_jenga.c: what each idea of the jenga solver brings, and how states,
 * memory and time grow with n. Times only the solve (tower in, answer out),
 * medians of several runs.
 *
 *   jenga_bench ideas REPS LEVEL...     the solver with each idea turned off
 *   jenga_bench one V LEVEL...          variant V (0..3) of `ideas` once, for
 *                                       instruction counts under callgrind
 *   jenga_bench counts N TOWERS SEED    random towers of N levels: states,
 *                                       memory and time (min, median, max)
 *   jenga_bench search N STEPS SEED     hill-climb towards the N-level tower
 *                                       with the most states (one block
 *                                       changed per step, kept when states grow)
 *   jenga_bench bound < TOWERS          the memory bound against the use, a
 *                                       tower per line (bound_table below)
 *   jenga_bench bound-random N SEED M   the same on N seeded towers, M random
 *                                       moves played on each (bound_random)
 * LEVEL is a level bottom first, e.g. RGB; the last is the top.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_timer.h"
#include "jenga/jenga_int.h"
#include "ludic/jenga.h"

/* One timed solve; 0 on success. */
static int solve_once(const ludic_jenga_tower *t, const jg_options *o, double *seconds,
                      double *expected, ludic_jenga_stats *st)
{
    ludic_jenga_solver *s;
    ludic_error err;
    ludic_jenga_dice d = ludic_jenga_default_dice();
    double t0 = bench_now();
    if (ludic_jg_solver_create(t, &d, NULL, o, &s, &err) != LUDIC_OK) {
        fprintf(stderr, "jenga_bench: %s\n", err.message);
        return 1;
    }
    *expected = ludic_jenga_solver_expected(s);
    ludic_jenga_solver_stats(s, st);
    ludic_jenga_solver_free(s);
    *seconds = bench_now() - t0;
    return 0;
}

static const struct {
    const char *name;
    jg_options o;
} variant[] = {
    {"all ideas (ludic's solver)", {1, 1, 0, 0, 0}},
    {"without green/blue symmetry", {0, 1, 0, 0, 0}},
    {"without base groups", {1, 0, 0, 0, 0}},
    {"table sized from the bound", {1, 1, 1, 0, 0}},
};

/* Runs only variant `only` (0..3) when only >= 0: for instruction counts under callgrind. */
static int ideas(int reps, ludic_jenga_tower *t, int only)
{
    printf("%-30s %10s %9s %10s %10s %10s\n", "variant", "states", "groups", "lookups",
           "memory MiB", "median ms");
    for (size_t v = 0; v < sizeof variant / sizeof variant[0]; v++) {
        double times[64], e = 0;
        if (only >= 0 && (size_t)only != v)
            continue;
        ludic_jenga_stats st;
        int n = reps < 64 ? reps : 64;
        for (int r = 0; r < n; r++)
            if (solve_once(t, &variant[v].o, &times[r], &e, &st))
                return 1;
        bench_sort_times(times, (size_t)n);
        printf("%-30s %10llu %9llu %10llu %10.1f %10.2f   (%.12g)\n", variant[v].name,
               (unsigned long long)st.states, (unsigned long long)st.groups,
               (unsigned long long)st.lookups, (double)st.memory / 1048576.0,
               times[n / 2] * 1e3, e);
    }
    return 0;
}

static int counts(unsigned n, unsigned towers, uint64_t seed)
{
    static const jg_options all = {1, 1, 0, 0, 0};
    uint64_t *states = malloc(towers * sizeof *states), *mem = malloc(towers * sizeof *mem);
    double *secs = malloc(towers * sizeof *secs), worst_secs = 0;
    uint64_t worst = 0;
    ludic_jenga_tower largest = {0, {{0}}};
    int rc = 0;
    if (!states || !mem || !secs)
        return 1;
    for (unsigned i = 0; i < towers && !rc; i++) {
        ludic_jenga_tower t;
        ludic_jenga_stats st;
        double e;
        ludic_jenga_generate(seed + i, n, &t, NULL);
        rc = solve_once(&t, &all, &secs[i], &e, &st);
        states[i] = st.states;
        mem[i] = st.memory;
        if (st.states > worst) {
            worst = st.states;
            worst_secs = secs[i];
            largest = t;
        }
    }
    if (!rc) {
        bench_sort_u64(states, towers);
        bench_sort_u64(mem, towers);
        bench_sort_times(secs, towers);
        printf("n=%u towers=%u states min/median/max %llu %llu %llu  memory MiB max %.1f  "
               "seconds median/max %.4f %.4f\n",
               n, towers, (unsigned long long)states[0],
               (unsigned long long)states[towers / 2], (unsigned long long)states[towers - 1],
               (double)mem[towers - 1] / 1048576.0, secs[towers / 2], secs[towers - 1]);
        printf("  most states (%.3f s):", worst_secs);
        for (unsigned l = 0; l < largest.levels; l++)
            printf(" %c%c%c", ".RGB"[largest.cell[l][0]], ".RGB"[largest.cell[l][1]],
                   ".RGB"[largest.cell[l][2]]);
        printf("\n");
    }
    free(states);
    free(mem);
    free(secs);
    return rc;
}

static int search(unsigned n, unsigned steps, uint64_t seed)
{
    static const jg_options all = {1, 1, 0, 0, 0};
    ludic_jenga_tower best;
    ludic_jenga_stats st;
    double secs, e;
    uint64_t most;
    ludic_jenga_generate(seed, n, &best, NULL);
    if (solve_once(&best, &all, &secs, &e, &st))
        return 1;
    most = st.states;
    for (unsigned i = 0; i < steps; i++) {
        ludic_jenga_tower t = best, pick;
        ludic_jenga_generate(seed * 7919u + i, 2, &pick, NULL); /* random choices from the seed */
        t.cell[(pick.cell[0][0] * 9u + pick.cell[0][1] * 3u + pick.cell[0][2]) % n]
              [pick.cell[1][0] - 1u] = pick.cell[1][1];
        if (solve_once(&t, &all, &secs, &e, &st))
            return 1;
        if (st.states > most) {
            most = st.states;
            best = t;
        }
    }
    printf("n=%u after %u steps: %llu states:", n, steps, (unsigned long long)most);
    for (unsigned l = 0; l < best.levels; l++)
        printf(" %c%c%c", ".RGB"[best.cell[l][0]], ".RGB"[best.cell[l][1]], ".RGB"[best.cell[l][2]]);
    printf("\n");
    return 0;
}

/*
 * The memory bound against the use: for each tower (a line of stdin: levels
 * bottom first, e.g. "RGB GRG BBB", optionally "--dice G,B,R,K" first):
 * groups (all layers), states and edges of a solve without the green/blue
 * symmetry, against the levels bound for such a solve (ludic_jg_bound_levels)
 * and the coarse colour knapsack's groups; then the bytes used by the
 * ordinary solve, its memory bound (the one --stats prints), their ratio,
 * and the time in ms of the bound the ordinary solve computes (ludic_jg_bound_compute,
 * with the green/blue symmetry when the die allows). Prints VIOLATION if a count passes
 * the bound (test_jenga_bound.c checks this too).
 */
static int bound_table(void)
{
    static const jg_options plain = {0, 1, 0, 0, 1};
    char line[1024];
    printf("%-40s %10s %10s %10s %10s %10s %10s %8s %8s %8s %6s %7s\n", "tower", "groups",
           "bound", "coarse", "states", "bound", "edges", "bound", "used MiB", "bound MiB",
           "ratio", "ms");
    while (fgets(line, sizeof line, stdin)) {
        ludic_jenga_tower t;
        ludic_jenga_dice d = ludic_jenga_default_dice();
        ludic_jenga_solver *s;
        ludic_jenga_stats st;
        ludic_error err;
        jg_bound lv, co, sb;
        uint64_t groups[4], states, edges, g = 0, lg = 0, cg = 0;
        double t0, ms;
        char *p = line, name[41];
        memset(&t, 0, sizeof t);
        if (strncmp(p, "--dice ", 7) == 0) {
            unsigned a, b, c, k;
            if (sscanf(p + 7, "%u,%u,%u,%u", &a, &b, &c, &k) != 4)
                return 2;
            d = (ludic_jenga_dice){a, b, c, k};
            p = strchr(p + 7, ' ');
        }
        for (; p && *p; p++) {
            if (*p == ' ' || *p == '\n')
                continue;
            for (int i = 0; i < 3 && p[i]; i++)
                t.cell[t.levels][i] =
                    (uint8_t)(p[i] == 'R' ? 1 : p[i] == 'G' ? 2 : p[i] == 'B' ? 3 : 0);
            t.levels++;
            p += 2;
        }
        if (!t.levels)
            continue;
        if (ludic_jg_bound_levels(&t, &d, 0, &lv) != LUDIC_OK || ludic_jg_bound_colours(&t, &co) != LUDIC_OK)
            return 1;
        t0 = bench_now(); /* the bound the ordinary solve computes (with the symmetry) */
        if (ludic_jg_bound_compute(&t, &d, d.green == d.blue, &sb) != LUDIC_OK)
            return 1;
        ms = (bench_now() - t0) * 1e3;
        if (ludic_jg_solver_create(&t, &d, NULL, &plain, &s, &err) != LUDIC_OK) {
            fprintf(stderr, "jenga_bench: %s\n", err.message);
            return 1;
        }
        ludic_jg_solver_counts(s, groups, &states, &edges);
        ludic_jenga_solver_free(s);
        for (unsigned k = 0; k < 4; k++) {
            g += groups[k];
            lg += lv.groups[k];
            cg += co.groups[k];
            if (groups[k] > lv.groups[k])
                printf("VIOLATION layer %u: %llu > %llu\n", k, (unsigned long long)groups[k],
                       (unsigned long long)lv.groups[k]);
        }
        if (states > lv.states || edges > lv.edges)
            printf("VIOLATION states or edges\n");
        if (ludic_jenga_solve(&t, &d, NULL, &(double){0}, &st, &err) != LUDIC_OK)
            return 1;
        memcpy(name, line, sizeof name - 1);
        name[sizeof name - 1] = 0;
        name[strcspn(name, "\n")] = 0;
        printf("%-40s %10llu %10llu %10llu %10llu %10llu %10llu %8llu %8.1f %8.1f %6.2f %7.1f\n",
               name, (unsigned long long)g, (unsigned long long)lg, (unsigned long long)cg,
               (unsigned long long)states, (unsigned long long)lv.states,
               (unsigned long long)edges, (unsigned long long)lv.edges,
               (double)st.memory / 1048576.0, (double)st.memory_bound / 1048576.0,
               (double)st.memory_bound / (double)st.memory, ms);
        fflush(stdout);
    }
    return 0;
}

/*
 * The memory bound against the use on seeded towers (default die):
 * `gen --seed S` towers of 5 to 8 levels (n = 5 + S % 4), and with PLAYED
 * moves of a random game played on each first (mid-game towers: missing
 * blocks, an incomplete top). Prints the ratio's distribution and the
 * towers above 2.
 */
static int bound_random(unsigned towers, uint64_t seed, unsigned played)
{
    double *r = malloc(towers * sizeof *r);
    unsigned m = 0, over = 0;
    if (!r)
        return 1;
    for (unsigned i = 0; i < towers; i++) {
        ludic_jenga_tower t;
        ludic_jenga_stats st;
        ludic_error err;
        double x;
        uint64_t s = seed + i, mix = s * 0x9e3779b97f4a7c15ull;
        ludic_jenga_generate(s, 5u + (unsigned)(s % 4u), &t, NULL);
        for (unsigned p = 0; p < played; p++) { /* a move of a colour chosen from the seed */
            ludic_jenga_move moves[LUDIC_JENGA_MAX_MOVES];
            size_t count = 0;
            ludic_jenga_color c = (ludic_jenga_color)(1u + (mix >> (2u * p % 60u)) % 3u);
            if (ludic_jenga_list_moves(&t, c, moves, LUDIC_JENGA_MAX_MOVES, &count, &err) !=
                    LUDIC_OK ||
                count == 0)
                continue;
            ludic_jenga_play_move(&t, &moves[(mix >> 7) % count], &err);
            mix = mix * 6364136223846793005ull + 1442695040888963407ull;
        }
        if (ludic_jenga_solve(&t, NULL, NULL, &x, &st, &err) != LUDIC_OK)
            continue;
        r[m] = (double)st.memory_bound / (double)st.memory;
        if (r[m] > 2) {
            over++;
            printf("  above 2: %.2f:", r[m]);
            for (unsigned l = 0; l < t.levels; l++)
                printf(" %c%c%c", ".RGB"[t.cell[l][0]], ".RGB"[t.cell[l][1]], ".RGB"[t.cell[l][2]]);
            printf("\n");
        }
        m++;
    }
    bench_sort_times(r, m);
    if (m)
        printf("%u towers (gen, 5 to 8 levels, then %u random moves): bytes bound / used min %.2f, "
               "median %.2f, 90%% %.2f, max %.2f; above 2: %u\n",
               m, played, r[0], r[m / 2], r[m * 9 / 10], r[m - 1], over);
    free(r);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 5 && strcmp(argv[1], "bound-random") == 0)
        return bound_random((unsigned)atoi(argv[2]), strtoull(argv[3], NULL, 10),
                            (unsigned)atoi(argv[4]));
    if (argc == 2 && strcmp(argv[1], "bound") == 0)
        return bound_table();
    if (argc >= 4 && (strcmp(argv[1], "ideas") == 0 || strcmp(argv[1], "one") == 0)) {
        int only = argv[1][0] == 'o' ? atoi(argv[2]) : -1;
        ludic_jenga_tower t;
        memset(&t, 0, sizeof t);
        for (int i = 3; i < argc && t.levels < LUDIC_JENGA_MAX_LEVELS; i++, t.levels++)
            for (int p = 0; p < 3 && argv[i][p]; p++)
                t.cell[t.levels][p] = (uint8_t)(argv[i][p] == 'R'   ? 1
                                                : argv[i][p] == 'G' ? 2
                                                : argv[i][p] == 'B' ? 3
                                                                    : 0);
        return ideas(only >= 0 ? 1 : atoi(argv[2]), &t, only);
    }
    if (argc == 5 && strcmp(argv[1], "counts") == 0)
        return counts((unsigned)atoi(argv[2]), (unsigned)atoi(argv[3]),
                      strtoull(argv[4], NULL, 10));
    if (argc == 5 && strcmp(argv[1], "search") == 0)
        return search((unsigned)atoi(argv[2]), (unsigned)atoi(argv[3]),
                      strtoull(argv[4], NULL, 10));
    fprintf(stderr, "usage: jenga_bench ideas REPS LEVEL... | one V LEVEL... | "
                    "counts N TOWERS SEED | search N STEPS SEED | bound < TOWERS | "
                    "bound-random N SEED MOVES\n");
    return 2;
}
