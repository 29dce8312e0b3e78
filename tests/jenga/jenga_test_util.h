/*
 * jenga_test_util.h: building towers for the jenga tests: from text like
 * "RGB GRG BBB" (bottom first, '.' for no block), from an index (every
 * complete tower of n levels is a number in base 27), at random, and the
 * symmetric images of a tower.
 */
#ifndef LUDIC_JENGA_TEST_UTIL_H
#define LUDIC_JENGA_TEST_UTIL_H

#include <string.h>

#include "core/rng_int.h"
#include "ludic/jenga.h"

static inline ludic_jenga_tower jt_tower(const char *levels)
{
    ludic_jenga_tower t;
    memset(&t, 0, sizeof t);
    for (const char *p = levels; *p;) {
        if (*p == ' ') {
            p++;
            continue;
        }
        for (unsigned i = 0; i < 3; i++, p++)
            t.cell[t.levels][i] = (uint8_t)(*p == 'R' ? 1 : *p == 'G' ? 2 : *p == 'B' ? 3 : 0);
        t.levels++;
    }
    return t;
}

/* The complete tower of n levels numbered `index` (0 .. 27^n - 1). */
static inline ludic_jenga_tower jt_tower_index(unsigned n, uint64_t index)
{
    ludic_jenga_tower t;
    memset(&t, 0, sizeof t);
    t.levels = n;
    for (unsigned i = 0; i < n; i++)
        for (unsigned p = 0; p < 3; p++, index /= 3)
            t.cell[i][p] = (uint8_t)(1 + index % 3);
    return t;
}

/* A random tower of n levels; with `holes`, a mid-game one: random blocks
 * missing where the rules allow (levels below the top stand, top non-empty). */
static inline ludic_jenga_tower jt_tower_random(ludic_rng *rng, unsigned n, int holes)
{
    ludic_jenga_tower t;
    memset(&t, 0, sizeof t);
    t.levels = n;
    for (unsigned i = 0; i < n; i++) {
        for (unsigned p = 0; p < 3; p++)
            t.cell[i][p] = (uint8_t)ludic_rng_range(rng, 1, 3);
        if (holes && ludic_rng_below(rng, 3) == 0) {
            static const uint8_t keep[2][7][3] = {
                /* below the top: the standing shapes with a block missing */
                {{1, 1, 0}, {0, 1, 1}, {1, 0, 1}, {0, 1, 0}, {1, 1, 0}, {0, 1, 1}, {1, 0, 1}},
                /* the top: any non-empty shape but the full one */
                {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 1, 0}, {0, 1, 1}, {1, 0, 1}, {1, 0, 0}}};
            const uint8_t *k = keep[i + 1 == n][ludic_rng_below(rng, 7)];
            for (unsigned p = 0; p < 3; p++)
                if (!k[p])
                    t.cell[i][p] = 0;
        }
    }
    return t;
}

static inline ludic_jenga_tower jt_mirror(ludic_jenga_tower t)
{
    for (unsigned i = 0; i < t.levels; i++) {
        uint8_t x = t.cell[i][0];
        t.cell[i][0] = t.cell[i][2];
        t.cell[i][2] = x;
    }
    return t;
}

/* Exchange two colours everywhere (1 red, 2 green, 3 blue). */
static inline ludic_jenga_tower jt_swap_colors(ludic_jenga_tower t, uint8_t a, uint8_t b)
{
    for (unsigned i = 0; i < t.levels; i++)
        for (unsigned p = 0; p < 3; p++)
            t.cell[i][p] = t.cell[i][p] == a ? b : t.cell[i][p] == b ? a : t.cell[i][p];
    return t;
}

/* Shuffle the levels below the top. */
static inline ludic_jenga_tower jt_shuffle_below_top(ludic_jenga_tower t, ludic_rng *rng)
{
    for (unsigned i = t.levels - 1; i > 1; i--) {
        unsigned j = (unsigned)ludic_rng_below(rng, i);
        uint8_t x[3];
        memcpy(x, t.cell[i - 1], 3);
        memcpy(t.cell[i - 1], t.cell[j], 3);
        memcpy(t.cell[j], x, 3);
    }
    return t;
}

static inline void jt_describe(const ludic_jenga_tower *t, char *out, size_t cap)
{
    static const char letter[4] = {'.', 'R', 'G', 'B'};
    size_t o = 0;
    for (unsigned i = 0; i < t->levels && o + 5 < cap; i++) {
        for (unsigned p = 0; p < 3; p++)
            out[o++] = letter[t->cell[i][p] & 3u];
        out[o++] = ' ';
    }
    out[o] = '\0';
}

#endif
