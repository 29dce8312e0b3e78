/*
 * bench_riichi.c: timings of the riichi analysis, kernel only (hands already
 * in memory, every result consumed). Each figure is the median of several
 * runs, as wall time and as this process's CPU time (the machine is shared:
 * CPU time is the steadier of the two).
 *   - shanten of all three forms and the minimum (ludic_riichi_compute_shanten_raw,
 *     and the checked ludic_riichi_compute_shanten) over 2^20 random hands:
 *     13 or 14 tiles drawn from the 136-tile set (half each), then three-player
 *     hands, then hands of 1 to 14 tiles (called melds);
 *   - effective tiles of 13-tile hands, the discard table of 14-tile hands;
 *   - what `ludic mahjong analyze` computes for a 14-tile hand: the discard
 *     table and the ZJOI expected draws of every row.
 * Usage: bench_riichi [RUNS]
 *        bench_riichi --write-hands FILE COUNT SEED   write COUNT random hands
 *            (13 or 14 tiles, one a line, in notation) for `ludic mahjong shanten`
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_timer.h"
#include "riichi_bench_deal.h"
#include "core/rng_int.h"
#include "ludic/riichi.h"

#define HANDS (1u << 20)

static volatile long sink; /* consumes every result */

typedef struct timing {
    double wall, cpu; /* seconds */
} timing;

/* mode 0: 13 or 14 tiles; 1: sanma 13 or 14; 2: 1..14 tiles (n % 3 != 0). */
static uint8_t *make_hands(unsigned mode, uint64_t seed)
{
    uint8_t *hands = malloc((size_t)HANDS * LUDIC_RIICHI_KINDS);
    ludic_rng rng;
    ludic_rng_seed(&rng, seed);
    for (unsigned i = 0; hands && i < HANDS; i++) {
        unsigned n = 13 + (i & 1);
        if (mode == 2)
            do
                n = 1 + (unsigned)ludic_rng_below(&rng, 14);
            while (n % 3 == 0);
        riichi_bench_deal(&rng, n, mode == 1 ? LUDIC_RIICHI_SANMA : 0u,
                  hands + (size_t)i * LUDIC_RIICHI_KINDS);
    }
    return hands;
}

static int cmp_timing(const void *a, const void *b)
{
    const double x = ((const timing *)a)->cpu, y = ((const timing *)b)->cpu;
    return (x > y) - (x < y);
}

/* Medians (wall and CPU separately) of `runs` passes of `kind` over the hands. */
static timing time_shanten(const uint8_t *hands, unsigned flags, int checked, int runs)
{
    timing t[64], med;
    double wall[64];
    for (int r = 0; r < runs; r++) {
        const double w0 = bench_now(), c0 = bench_cpu_now();
        long sum = 0;
        for (unsigned i = 0; i < HANDS; i++) {
            ludic_riichi_shanten s;
            const uint8_t *h = hands + (size_t)i * LUDIC_RIICHI_KINDS;
            if (checked)
                ludic_riichi_compute_shanten(h, flags, &s, NULL);
            else
                ludic_riichi_compute_shanten_raw(h, flags, &s);
            sum += s.min + s.standard + s.seven_pairs + s.thirteen_orphans;
        }
        sink += sum;
        t[r].cpu = bench_cpu_now() - c0;
        wall[r] = t[r].wall = bench_now() - w0;
    }
    qsort(t, (size_t)runs, sizeof t[0], cmp_timing);
    bench_sort_times(wall, (size_t)runs);
    med.cpu = t[runs / 2].cpu;
    med.wall = wall[runs / 2];
    return med;
}

static void report(const char *what, timing t, double count)
{
    printf("  %-44s %7.1f ns/hand (%5.1f M/s) CPU; wall %7.1f ns/hand\n", what,
           t.cpu / count * 1e9, count / t.cpu / 1e6, t.wall / count * 1e9);
}

static void bench_shanten(int runs)
{
    static const char *const names[3] = {"random 13/14-tile hands", "three-player 13/14",
                                         "1 to 14 tiles (called melds)"};
    printf("shanten, all three forms and the minimum, %u hands, median of %d runs:\n", HANDS,
           runs);
    for (unsigned mode = 0; mode < 3; mode++) {
        uint8_t *hands = make_hands(mode, 2024 + mode);
        const unsigned flags = mode == 1 ? LUDIC_RIICHI_SANMA : 0u;
        char label[96];
        if (!hands) {
            fprintf(stderr, "bench_riichi: out of memory\n");
            exit(1);
        }
        snprintf(label, sizeof label, "%s, hot path (_raw)", names[mode]);
        report(label, time_shanten(hands, flags, 0, runs), HANDS);
        snprintf(label, sizeof label, "%s, checked", names[mode]);
        report(label, time_shanten(hands, flags, 1, runs), HANDS);
        free(hands);
    }
    printf("  tables: %lu bytes\n", (unsigned long)ludic_riichi_table_bytes());
}

static void bench_effective(int runs)
{
    enum { COUNT = 20000 };
    uint8_t (*hands)[LUDIC_RIICHI_KINDS] = malloc(sizeof *hands * COUNT * 2);
    double cpu[64], wall[64];
    ludic_rng rng;
    if (!hands)
        exit(1);
    ludic_rng_seed(&rng, 77);
    for (unsigned i = 0; i < 2 * COUNT; i++)
        riichi_bench_deal(&rng, 13 + i / COUNT, 0, hands[i]);
    for (unsigned what = 0; what < 2; what++) {
        for (int r = 0; r < runs; r++) {
            const double w0 = bench_now(), c0 = bench_cpu_now();
            for (unsigned i = 0; i < COUNT; i++) {
                if (what == 0) {
                    ludic_riichi_effective e;
                    ludic_riichi_compute_effective(hands[i], NULL, LUDIC_RIICHI_FORM_MIN, 0, &e,
                                                   NULL);
                    sink += e.total;
                } else {
                    ludic_riichi_discards d;
                    ludic_riichi_compute_discards(hands[COUNT + i], NULL, LUDIC_RIICHI_FORM_MIN,
                                                  0, &d, NULL);
                    sink += d.row[0].after.total;
                }
            }
            cpu[r] = bench_cpu_now() - c0;
            wall[r] = bench_now() - w0;
        }
        bench_sort_times(cpu, (size_t)runs);
        bench_sort_times(wall, (size_t)runs);
        printf("  %-44s %7.2f us/hand CPU; wall %7.2f us/hand\n",
               what == 0 ? "effective tiles of a 13-tile hand" : "discard table of a 14-tile hand",
               cpu[runs / 2] / COUNT * 1e6, wall[runs / 2] / COUNT * 1e6);
    }
    free(hands);
}

/* The discard table and the ZJOI figure of every row, for a few 14-tile hands. */
static void bench_analyze(int runs)
{
    enum { COUNT = 8 };
    double cpu[64], wall[64], worst = 0;
    ludic_rng rng;
    printf("analyze of a 14-tile hand (discard table + ZJOI expected draws of every row), "
           "median of %d runs, %d random hands:\n",
           runs, COUNT);
    ludic_rng_seed(&rng, 99);
    for (unsigned h = 0; h < COUNT; h++) {
        uint8_t c[LUDIC_RIICHI_KINDS];
        char text[64];
        size_t len;
        unsigned rows = 0;
        riichi_bench_deal(&rng, 14, 0, c);
        for (int r = 0; r < runs; r++) {
            const double w0 = bench_now(), c0 = bench_cpu_now();
            ludic_riichi_discards d;
            ludic_riichi_compute_discards(c, NULL, LUDIC_RIICHI_FORM_MIN, 0, &d, NULL);
            for (unsigned i = 0; i < d.count; i++) {
                uint8_t rest[LUDIC_RIICHI_KINDS];
                double e = 0;
                memcpy(rest, c, sizeof rest);
                rest[d.row[i].kind]--;
                ludic_riichi_compute_expected_draws(rest, NULL, NULL, 0, &e, NULL);
                sink += (long)e;
            }
            rows = d.count;
            cpu[r] = bench_cpu_now() - c0;
            wall[r] = bench_now() - w0;
        }
        bench_sort_times(cpu, (size_t)runs);
        bench_sort_times(wall, (size_t)runs);
        ludic_riichi_format_tiles(c, NULL, text, sizeof text, &len, NULL);
        printf("  %-20s %2u rows: %6.2f ms CPU; wall %6.2f ms\n", text, rows,
               cpu[runs / 2] * 1e3, wall[runs / 2] * 1e3);
        if (wall[runs / 2] > worst)
            worst = wall[runs / 2];
    }
    printf("  slowest median wall time: %.2f ms\n", worst * 1e3);
}

static int write_hands(const char *path, unsigned long count, uint64_t seed)
{
    FILE *f = fopen(path, "wb");
    ludic_rng rng;
    if (!f) {
        fprintf(stderr, "bench_riichi: cannot write %s\n", path);
        return 1;
    }
    ludic_rng_seed(&rng, seed);
    for (unsigned long i = 0; i < count; i++) {
        uint8_t c[LUDIC_RIICHI_KINDS];
        char text[64];
        size_t len;
        riichi_bench_deal(&rng, 13 + (unsigned)(i & 1), 0, c);
        ludic_riichi_format_tiles(c, NULL, text, sizeof text, &len, NULL);
        fprintf(f, "%s\n", text);
    }
    return fclose(f) == 0 ? 0 : 1;
}

int main(int argc, char **argv)
{
    int runs = 9;
    if (argc == 5 && strcmp(argv[1], "--write-hands") == 0)
        return write_hands(argv[2], strtoul(argv[3], NULL, 10), strtoull(argv[4], NULL, 10));
    if (argc == 2)
        runs = atoi(argv[1]);
    if (runs < 1 || runs > 64) {
        fprintf(stderr, "usage: bench_riichi [RUNS 1..64] | --write-hands FILE COUNT SEED\n");
        return 2;
    }
    bench_shanten(runs);
    printf("effective tiles and discards, median of %d runs over 20000 random hands:\n", runs);
    bench_effective(runs);
    bench_analyze(runs < 5 ? runs : 5);
    return 0;
}
