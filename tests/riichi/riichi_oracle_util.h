/*
 * riichi_oracle_util.h: what the reference shanten's tests share: hands in
 * the usual notation, a call that must succeed, and seeded random hands of
 * the kinds the differential tests need (uniform deals, one suit, honours,
 * near-complete, four copies of a kind, sanma, every legal size).
 */
#ifndef LUDIC_RIICHI_ORACLE_UTIL_H
#define LUDIC_RIICHI_ORACLE_UTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "core/rng_int.h"
#include "ludic/riichi.h"

#define RT_KINDS 34u

/* Kind k exists in the set (sanma: no 2m..8m). */
static inline int rt_exists(unsigned k, int sanma)
{
    return !(sanma && k >= 1 && k <= 7);
}

/* "123m456p789s1122z" (0 = red five) into counts; aborts on a typo in a test. */
static inline void rt_parse(const char *text, uint8_t *counts)
{
    char digits[32];
    size_t nd = 0;
    memset(counts, 0, RT_KINDS);
    for (const char *p = text; *p; p++) {
        const char *suits = "mpsz", *at = strchr(suits, *p);
        if (*p >= '0' && *p <= '9' && nd < sizeof digits) {
            digits[nd++] = *p;
        } else if (*p && at) {
            for (size_t i = 0; i < nd; i++) {
                unsigned v = digits[i] == '0' ? 5u : (unsigned)(digits[i] - '0');
                if (v == 0 || (at - suits == 3 && v > 7)) {
                    fprintf(stderr, "test hand '%s': bad tile\n", text);
                    abort();
                }
                counts[(unsigned)(at - suits) * 9 + v - 1]++;
            }
            nd = 0;
        } else if (*p != ' ') {
            fprintf(stderr, "test hand '%s': unexpected '%c'\n", text, *p);
            abort();
        }
    }
}

static inline unsigned rt_total(const uint8_t *counts)
{
    unsigned n = 0;
    for (unsigned k = 0; k < RT_KINDS; k++)
        n += counts[k];
    return n;
}

/* The hand in notation, suit by suit (for failure messages). */
static inline const char *rt_format(const uint8_t *counts, char *buf, size_t cap)
{
    size_t len = 0;
    for (unsigned s = 0; s < 4; s++) {
        int any = 0;
        for (unsigned k = s * 9; k < s * 9 + 9 && k < RT_KINDS; k++)
            for (unsigned c = 0; c < counts[k] && len + 2 < cap; c++)
                buf[len++] = (char)('1' + k % 9), any = 1;
        if (any && len + 2 < cap)
            buf[len++] = "mpsz"[s];
    }
    buf[len] = '\0';
    return buf;
}

/* The oracle on a hand that must be valid; a failure is a failed check (all fields 99). */
static inline ludic_riichi_shanten rt_shanten(const uint8_t *counts, int sanma)
{
    ludic_riichi_shanten s = {99, 99, 99, 99};
    ludic_error err;
    if (ludic_riichi_brute_shanten(counts, sanma ? LUDIC_RIICHI_SANMA : 0, &s, &err) != LUDIC_OK) {
        char buf[64];
        fprintf(stderr, "hand %s refused: %s\n", rt_format(counts, buf, sizeof buf), err.message);
        check_failures++;
    }
    return s;
}

/* Add one tile of kind k if the set has it and fewer than 4 are there. */
static inline int rt_add(uint8_t *h, unsigned k, int sanma)
{
    if (!rt_exists(k, sanma) || h[k] >= 4)
        return 0;
    h[k]++;
    return 1;
}

/* n tiles dealt uniformly from the 4 copies of each kind in pool[0..np). */
static inline void rt_deal(ludic_rng *rng, const unsigned *pool, unsigned np, unsigned n,
                           uint8_t *h)
{
    uint8_t wall[4 * RT_KINDS];
    unsigned size = 0;
    memset(h, 0, RT_KINDS);
    for (unsigned i = 0; i < np; i++)
        for (unsigned c = 0; c < 4; c++)
            wall[size++] = (uint8_t)pool[i];
    for (unsigned i = 0; i < n && i < size; i++) {
        unsigned j = i + (unsigned)ludic_rng_below(rng, size - i);
        uint8_t t = wall[i];
        wall[i] = wall[j];
        wall[j] = t;
        h[wall[i]]++;
    }
}

/* One to three kinds of pool[0..np) with four copies, then n tiles in all from the pool. */
static inline void rt_deal_quads(ludic_rng *rng, const unsigned *pool, unsigned np, unsigned n,
                                 int sanma, uint8_t *h)
{
    memset(h, 0, RT_KINDS);
    for (unsigned quads = 1 + (unsigned)ludic_rng_below(rng, 3); quads > 0; quads--) {
        unsigned k = pool[ludic_rng_below(rng, np)];
        if (rt_total(h) + 4 - h[k] <= n)
            h[k] = 4;
    }
    while (rt_total(h) < n)
        rt_add(h, pool[ludic_rng_below(rng, np)], sanma);
}

/* Replace fewer than `changes` random tiles of h by tiles of the pool, then drop tiles down to n. */
static inline void rt_perturb(ludic_rng *rng, const unsigned *pool, unsigned np, unsigned changes,
                              unsigned n, int sanma, uint8_t *h)
{
    for (changes = (unsigned)ludic_rng_below(rng, changes); changes > 0; changes--) {
        unsigned out = pool[ludic_rng_below(rng, np)];
        if (h[out] > 0 && rt_add(h, pool[ludic_rng_below(rng, np)], sanma))
            h[out]--;
    }
    while (rt_total(h) > n) {
        unsigned out = pool[ludic_rng_below(rng, np)];
        if (h[out])
            h[out]--;
    }
}

/* A legal hand size: 13 or 14 most often, else 1..11 (1 or 2 modulo 3). */
static inline unsigned rt_size(ludic_rng *rng)
{
    static const unsigned small[8] = {1, 2, 4, 5, 7, 8, 10, 11};
    uint64_t r = ludic_rng_below(rng, 8);
    return r < 3 ? 13u : r < 6 ? 14u : small[ludic_rng_below(rng, 8)];
}

/* A random complete standard part list of m melds + pair added to h (legal). */
static inline void rt_complete(ludic_rng *rng, unsigned m, int sanma, uint8_t *h)
{
    memset(h, 0, RT_KINDS);
    for (unsigned part = 0; part <= m;) {
        unsigned k = (unsigned)ludic_rng_below(rng, RT_KINDS);
        int run = part > 0 && k < 27 && k % 9 <= 6 && ludic_rng_below(rng, 2);
        unsigned need = part == 0 ? 2 : 3;
        if (run) {
            if (!rt_exists(k, sanma) || !rt_exists(k + 1, sanma) || !rt_exists(k + 2, sanma) ||
                h[k] >= 4 || h[k + 1] >= 4 || h[k + 2] >= 4)
                continue;
            h[k]++, h[k + 1]++, h[k + 2]++;
        } else {
            if (!rt_exists(k, sanma) || h[k] + need > 4)
                continue;
            h[k] = (uint8_t)(h[k] + need);
        }
        part++;
    }
}

/*
 * A random hand of a random legal size in the set, from one of these
 * families (chosen at random): 0 uniform deal; 1 one suit; 2 honours and one
 * suit; 3 near-complete (a complete hand, or seven pairs, or thirteen
 * orphans, with a few tiles changed and one removed or none); 4 one to three
 * kinds with four copies, then a uniform deal. *family_out gets the family.
 */
static inline void rt_random_hand(ludic_rng *rng, int sanma, uint8_t *h, unsigned *family_out)
{
    unsigned pool[RT_KINDS], np = 0, n = rt_size(rng);
    unsigned family = (unsigned)ludic_rng_below(rng, 5);
    for (unsigned k = 0; k < RT_KINDS; k++)
        if (rt_exists(k, sanma))
            pool[np++] = k;
    if (family == 1 || family == 2) {
        unsigned suit = sanma ? 1 + (unsigned)ludic_rng_below(rng, 2) : (unsigned)ludic_rng_below(rng, 3);
        np = 0;
        for (unsigned k = suit * 9; k < suit * 9 + 9; k++)
            pool[np++] = k;
        for (unsigned k = 27; family == 2 && k < RT_KINDS; k++)
            pool[np++] = k;
        rt_deal(rng, pool, np, n, h);
    } else if (family == 3) {
        unsigned target = n % 3 == 1 ? n + 1 : n, shape = (unsigned)ludic_rng_below(rng, 4);
        if (target == 14 && shape == 2) { /* seven pairs of random distinct kinds */
            memset(h, 0, RT_KINDS);
            for (unsigned got = 0; got < 7;) {
                unsigned k = pool[ludic_rng_below(rng, np)];
                if (h[k] == 0)
                    h[k] = 2, got++;
            }
        } else if (target == 14 && shape == 3) { /* thirteen orphans */
            static const unsigned orphans[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
            memset(h, 0, RT_KINDS);
            for (unsigned i = 0; i < 13; i++)
                h[orphans[i]] = 1;
            h[orphans[ludic_rng_below(rng, 13)]]++;
        } else {
            rt_complete(rng, (target - 2) / 3, sanma, h);
        }
        rt_perturb(rng, pool, np, 4, n, sanma, h);
    } else if (family == 4) {
        rt_deal_quads(rng, pool, np, n, sanma, h);
    } else {
        rt_deal(rng, pool, np, n, h);
    }
    if (family_out)
        *family_out = family;
}

#endif
