/*
 * mahjong_test_util.h: random games for the mahjong tests: layouts (one suit like
 * the original, or mixed suits, honours and copies) and hands of several
 * kinds (uniform, with a kind held whole, one tile from winning, six
 * pairs). Everything is drawn from a seeded ludic_rng.
 */
#ifndef LUDIC_TEST_MJ_TEST_UTIL_H
#define LUDIC_TEST_MJ_TEST_UTIL_H

#include <string.h>

#include "core/rng_int.h"
#include "ludic/mahjong.h"
#include "util/buffer_int.h"

/* Tiles of the layout. */
static inline uint32_t mt_tiles(const ludic_mahjong_game *g)
{
    uint32_t t = 0;
    for (uint32_t x = 0; x < g->kinds; x++)
        t += g->copies[x];
    return t;
}

/* Add `count` uniformly random labelled tiles not yet in the hand. */
static inline void mt_fill_random(ludic_rng *rng, ludic_mahjong_game *g, unsigned count)
{
    for (unsigned i = 0; i < count; i++) {
        uint32_t free_tiles = 0, pick, x = 0;
        for (uint32_t k = 0; k < g->kinds; k++)
            free_tiles += (uint32_t)(g->copies[k] - g->hand[k]);
        pick = (uint32_t)ludic_rng_below(rng, free_tiles);
        while (pick >= (uint32_t)(g->copies[x] - g->hand[x])) {
            pick -= (uint32_t)(g->copies[x] - g->hand[x]);
            x++;
        }
        g->hand[x]++;
    }
}

static inline unsigned mt_hand_size(const ludic_mahjong_game *g)
{
    unsigned s = 0;
    for (uint32_t x = 0; x < g->kinds; x++)
        s += g->hand[x];
    return s;
}

/* Remove one uniformly random tile of the hand. */
static inline void mt_drop_random(ludic_rng *rng, ludic_mahjong_game *g)
{
    uint32_t pick = (uint32_t)ludic_rng_below(rng, mt_hand_size(g)), x = 0;
    while (pick >= g->hand[x])
        pick -= g->hand[x++];
    g->hand[x]--;
}

/* A random layout of `kinds` kinds: suits and honours, copies 1..4 (mostly 4). */
static inline void mt_random_layout(ludic_rng *rng, ludic_mahjong_game *g)
{
    for (uint32_t x = 0; x < g->kinds; x++) {
        const uint64_t c = ludic_rng_below(rng, 8);
        g->copies[x] = (uint8_t)(c < 4 ? 4 : c - 3 > 4 ? 4 : c - 3); /* 4 half the time */
        g->links[x] = (uint8_t)(x + 1 < g->kinds && ludic_rng_below(rng, 4) != 0);
        g->hand[x] = 0;
    }
}

/*
 * A random layout of g->kinds (13..16) kinds with exactly 13 orphan kinds
 * (kinds that are not the middle of a suit) and thirteen orphans on: groups
 * of random lengths in random order, g->kinds - 13 middle kinds among them,
 * copies 1..3 with 14 to 36 tiles in all (a wall the oracle takes).
 */
static inline void mt_random_orphans_layout(ludic_rng *rng, ludic_mahjong_game *g)
{
    uint32_t len[16], groups = 0, used = 0, middles = g->kinds - 13, x = 0, tiles;
    while (middles > 0) { /* suits of 3 or more kinds: one middle kind per kind beyond 2 */
        const uint32_t m = 1 + (uint32_t)ludic_rng_below(rng, middles);
        len[groups++] = m + 2, used += m + 2, middles -= m;
    }
    while (used < g->kinds) { /* honours, and suits of two kinds (both ends) */
        const uint32_t l = g->kinds - used >= 2 && ludic_rng_below(rng, 3) == 0 ? 2 : 1;
        len[groups++] = l, used += l;
    }
    for (uint32_t i = groups; i > 1; i--) {
        const uint32_t j = (uint32_t)ludic_rng_below(rng, i), t = len[i - 1];
        len[i - 1] = len[j], len[j] = t;
    }
    for (uint32_t k = 0; k < groups; k++)
        for (uint32_t r = 0; r < len[k]; r++, x++)
            g->links[x] = (uint8_t)(r + 1 < len[k]);
    do {
        tiles = 0;
        for (x = 0; x < g->kinds; x++) {
            g->copies[x] = (uint8_t)(1 + ludic_rng_below(rng, 3));
            g->hand[x] = 0;
            tiles += g->copies[x];
        }
    } while (tiles < 14 || tiles > 36);
    g->flags = LUDIC_MAHJONG_THIRTEEN_ORPHANS;
}

/*
 * A hand near thirteen orphans: one tile of each orphan kind of g, then
 * `changes` of them swapped for random tiles.
 */
static inline void mt_orphans_hand(ludic_rng *rng, ludic_mahjong_game *g, unsigned changes)
{
    unsigned held = 0;
    memset(g->hand, 0, g->kinds);
    for (uint32_t x = 0; x < g->kinds && held < 13; x++)
        if (!(x > 0 && g->links[x - 1] && g->links[x]))
            g->hand[x] = 1, held++;
    for (unsigned c = 0; c < changes; c++)
        mt_drop_random(rng, g);
    mt_fill_random(rng, g, 13 - mt_hand_size(g));
}

/* Kinds of hands the differential tests cover. */
enum { MT_UNIFORM, MT_WHOLE_KIND, MT_ONE_AWAY, MT_SIX_PAIRS, MT_KINDS_OF_HANDS };

static inline int mt_can_start(const ludic_mahjong_game *g, uint32_t x)
{
    return x + 2 < g->kinds && g->links[x] && g->links[x + 1];
}

/*
 * Try to put a winning 14 into the empty hand (one pair and four melds, or
 * seven pairs); 1 on success.
 */
static inline int mt_winning_fourteen(ludic_rng *rng, ludic_mahjong_game *g)
{
    for (int attempt = 0; attempt < 50; attempt++) {
        unsigned placed = 0;
        memset(g->hand, 0, g->kinds);
        if (ludic_rng_below(rng, 4) == 0) {
            for (int tries = 0; tries < 200 && placed < 7; tries++) {
                uint32_t x = (uint32_t)ludic_rng_below(rng, g->kinds);
                if (g->hand[x] == 0 && g->copies[x] >= 2)
                    g->hand[x] = 2, placed++;
            }
            if (placed == 7)
                return 1;
            continue;
        }
        {
            uint32_t x = (uint32_t)ludic_rng_below(rng, g->kinds);
            if (g->copies[x] < 2)
                continue;
            g->hand[x] = 2;
        }
        for (int tries = 0; tries < 200 && placed < 4; tries++) {
            uint32_t x = (uint32_t)ludic_rng_below(rng, g->kinds);
            if (ludic_rng_below(rng, 2) && mt_can_start(g, x) && g->hand[x] < g->copies[x] &&
                g->hand[x + 1] < g->copies[x + 1] && g->hand[x + 2] < g->copies[x + 2]) {
                g->hand[x]++, g->hand[x + 1]++, g->hand[x + 2]++;
                placed++;
            } else if (g->hand[x] + 3 <= g->copies[x]) {
                g->hand[x] += 3;
                placed++;
            }
        }
        if (placed == 4)
            return 1;
    }
    return 0;
}

/* Fill the (empty) hand of g with 13 tiles of the given kind of hand. */
static inline void mt_hand(ludic_rng *rng, ludic_mahjong_game *g, int kind)
{
    memset(g->hand, 0, g->kinds);
    switch (kind) {
    case MT_WHOLE_KIND: {
        uint32_t x = (uint32_t)ludic_rng_below(rng, g->kinds);
        g->hand[x] = g->copies[x];
        if (ludic_rng_below(rng, 2)) { /* sometimes two kinds held whole */
            uint32_t y = (uint32_t)ludic_rng_below(rng, g->kinds);
            if (y != x && g->copies[x] + g->copies[y] <= 13)
                g->hand[y] = g->copies[y];
        }
        break;
    }
    case MT_ONE_AWAY:
        if (mt_winning_fourteen(rng, g)) {
            mt_drop_random(rng, g);
            return;
        }
        memset(g->hand, 0, g->kinds);
        break;
    case MT_SIX_PAIRS: {
        unsigned pairs = 0;
        for (int tries = 0; tries < 200 && pairs < 6; tries++) {
            uint32_t x = (uint32_t)ludic_rng_below(rng, g->kinds);
            if (g->hand[x] == 0 && g->copies[x] >= 2)
                g->hand[x] = 2, pairs++;
        }
        break;
    }
    default:
        break;
    }
    mt_fill_random(rng, g, 13 - mt_hand_size(g));
}

/*
 * The library's text outputs appended to a growable buffer (the tests keep
 * text there): the hand in notation, a generated input, an SVG chart.
 */
static inline ludic_status mt_format_hand(ludic_buffer *buf, const ludic_mahjong_game *g,
                                          const ludic_mahjong_names *names)
{
    ludic_status st;
    LUDIC_BUFFER_APPEND_TEXT(st, buf, NULL, ludic_mahjong_format_hand, g, names);
    return st;
}

static inline ludic_status mt_generate(ludic_buffer *buf, uint32_t n, uint64_t seed,
                                       ludic_error *err)
{
    ludic_status st;
    LUDIC_BUFFER_APPEND_TEXT(st, buf, err, ludic_mahjong_generate, seed, n);
    return st;
}

static inline ludic_status mt_generate_preset(ludic_buffer *buf, ludic_mahjong_preset preset,
                                              uint64_t seed, ludic_error *err)
{
    ludic_status st;
    LUDIC_BUFFER_APPEND_TEXT(st, buf, err, ludic_mahjong_generate_preset, seed, preset);
    return st;
}

static inline ludic_status mt_format_svg(ludic_buffer *buf, const ludic_mahjong_dist *d,
                                         const char *title)
{
    ludic_status st;
    LUDIC_BUFFER_APPEND_TEXT(st, buf, NULL, ludic_mahjong_format_svg, d, title);
    return st;
}

#endif
