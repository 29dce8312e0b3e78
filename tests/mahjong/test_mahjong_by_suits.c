/*
 * test_mahjong_by_suits.c: the riichi and sanma answers (thirteen orphans
 * included) by a second method that shares nothing with the solver but the
 * rules, for games far beyond the brute-force oracle:
 *
 *   1. Split the kinds into blocks, the maximal runs of linked kinds (a suit,
 *      an honour, or 1m / 9m of sanma). Melds never cross blocks.
 *   2. For each block, enumerate every vector of drawn copies (at most 5^9),
 *      weighted by the ways to pick the labelled copies, and summarise the
 *      block's tiles by a profile: the most melds without a pair and with one
 *      pair (capped at 4; found by a small max-plus recursion over the
 *      block's kinds), the kinds holding a pair (capped at 7), and whether
 *      its orphan kinds (its first and last kind) are all held and one of
 *      them twice.
 *   3. Combine the blocks' tables of (profile, tiles drawn) -> ways, profile
 *      by profile: melds add (the pair sits in one block), pairs add, the
 *      orphan flags and-ed and or-ed. Profiles that already hold a pair and
 *      four melds, or seven pairs, win whatever comes after: dropped.
 *   4. N_j = the ways of j drawn tiles whose profile does not win (nor by
 *      thirteen orphans, when the game has the flag), and E = sum N_j / C(W, j),
 *      modulo 998244353 and in long double.
 *
 * Checked: ludic_mahjong_solve equals the modular E, ludic_mahjong_distribution
 * the decimal (relative 1e-12) and P(weight <= j) for every j (1e-12), and the
 * last weight; on the README's hands (whose printed figures are pinned here:
 * the method's long double value, e.g. 9.314405933839656824 for
 * 123m456p789s1122z, within 1e-14 of them) and on seeded random preset
 * hands, with and without thirteen orphans (the figures without it are the
 * ones checked before the form existed). Release build only (label slow): a
 * riichi hand takes about a second.
 */
#include <math.h>

#include "check.h"
#include "core/modarith_int.h"
#include "core/rng_int.h"
#include "ludic/mahjong.h"

#define M LUDIC_MAHJONG_MODULUS
#define MAX_J 137u                  /* tiles drawn: 0..136 */
#define PROFILES (5u * 6u * 8u * 2u * 2u) /* melds 0..4, with pair -1..4, pairs 0..7, two flags */

typedef struct profile {
    int m0, m1; /* most melds without a pair, with one (-1: no pair), capped at 4 */
    int pairs;  /* kinds with two or more tiles, capped at 7 */
    int held;   /* every orphan kind held */
    int doubled; /* an orphan kind held twice */
} profile;

static unsigned profile_index(profile p)
{
    return (((unsigned)p.m0 * 6u + (unsigned)(p.m1 + 1)) * 8u + (unsigned)p.pairs) * 4u +
           (unsigned)p.held * 2u + (unsigned)p.doubled;
}

static profile profile_at(unsigned index)
{
    profile p;
    p.doubled = (int)(index % 2), index /= 2;
    p.held = (int)(index % 2), index /= 2;
    p.pairs = (int)(index % 8), index /= 8;
    p.m1 = (int)(index % 6) - 1, index /= 6;
    p.m0 = (int)index;
    return p;
}

/* (profile, tiles drawn) -> ways, modulo M and in long double. */
typedef struct table {
    uint32_t mod[PROFILES][MAX_J];
    long double real[PROFILES][MAX_J];
    int used[PROFILES];
} table;

static void table_add(table *t, unsigned k, unsigned j, uint32_t mod, long double real)
{
    t->used[k] = 1;
    t->mod[k][j] = ludic_mod_add(t->mod[k][j], mod, M);
    t->real[k][j] += real;
}

static int cap(int v, int most)
{
    return v > most ? most : v;
}

/*
 * Melds inside one block. best[u][v][p] is the most melds of the kinds read
 * so far, with u tiles of the next kind and v of the one after it promised
 * to sequences already counted, and p = 1 when a pair was set aside; -1
 * when unreachable. Reading c tiles of kind i: a pair (once), a triplet, and
 * s = 0..2 sequences starting at i (only when i + 2 is in the block) out of
 * c - u tiles, the rest left over.
 */
typedef struct melds {
    signed char best[5][3][2];
} melds;

static melds melds_step(const melds *in, unsigned c, int can_start)
{
    melds out;
    memset(out.best, -1, sizeof out.best);
    for (unsigned u = 0; u < 5; u++)
        for (unsigned v = 0; v < 3; v++)
            for (unsigned p = 0; p < 2; p++) {
                const int have = in->best[u][v][p];
                if (have < 0 || c < u)
                    continue;
                for (unsigned pair = 0; pair <= 1u - p; pair++)
                    for (unsigned t = 0; t <= 1; t++)
                        for (unsigned s = 0; s <= (can_start ? 2u : 0u); s++) {
                            const int got = cap(have + (int)t + (int)s, 4);
                            signed char *o;
                            if (2 * pair + 3 * t + s > c - u || v + s > 4)
                                continue;
                            o = &out.best[v + s][s][p | pair];
                            if (got > *o)
                                *o = (signed char)got;
                        }
            }
    return out;
}

/* The block of kinds [first, first + len) of g, walked draw vector by draw vector. */
typedef struct block_walk {
    const ludic_mahjong_game *g;
    uint32_t first, len;
    uint8_t counts[16];
    table *out;
} block_walk;

static uint32_t binom_small(unsigned n, unsigned k)
{
    uint32_t r = 1;
    for (unsigned i = 0; i < k; i++)
        r = r * (n - i) / (i + 1);
    return r;
}

static void block_dfs(block_walk *w, uint32_t i, const melds *state, unsigned drawn,
                      uint32_t ways)
{
    const ludic_mahjong_game *g = w->g;
    if (i == w->len) {
        profile p;
        const uint8_t *c = w->counts;
        const uint32_t last = w->len - 1;
        p.m0 = state->best[0][0][0] < 0 ? 0 : state->best[0][0][0];
        p.m1 = state->best[0][0][1];
        p.pairs = 0;
        for (uint32_t k = 0; k < w->len; k++)
            p.pairs += c[k] >= 2;
        p.pairs = cap(p.pairs, 7);
        p.held = c[0] >= 1 && c[last] >= 1;
        p.doubled = c[0] >= 2 || c[last] >= 2;
        table_add(w->out, profile_index(p), drawn, ways, (long double)ways);
        return;
    }
    {
        const uint32_t x = w->first + i;
        const unsigned avail = (unsigned)(g->copies[x] - g->hand[x]);
        for (unsigned d = 0; d <= avail; d++) {
            melds next;
            w->counts[i] = (uint8_t)(g->hand[x] + d);
            next = melds_step(state, w->counts[i], i + 2 < w->len);
            block_dfs(w, i + 1, &next, drawn + d, ways * binom_small(avail, d));
        }
    }
}

/* Combine the running table `all` with a block's table into `out` (cleared here). */
static void combine(const table *all, const table *block, table *out, unsigned wall)
{
    memset(out, 0, sizeof *out);
    for (unsigned a = 0; a < PROFILES; a++) {
        profile pa;
        if (!all->used[a])
            continue;
        pa = profile_at(a);
        for (unsigned b = 0; b < PROFILES; b++) {
            profile pb, pc;
            unsigned k;
            if (!block->used[b])
                continue;
            pb = profile_at(b);
            pc.m0 = cap(pa.m0 + pb.m0, 4);
            pc.m1 = -1;
            if (pa.m1 >= 0)
                pc.m1 = cap(pa.m1 + pb.m0, 4);
            if (pb.m1 >= 0 && cap(pa.m0 + pb.m1, 4) > pc.m1)
                pc.m1 = cap(pa.m0 + pb.m1, 4);
            pc.pairs = cap(pa.pairs + pb.pairs, 7);
            pc.held = pa.held && pb.held;
            pc.doubled = pa.doubled || pb.doubled;
            if (pc.m1 == 4 || pc.pairs == 7)
                continue; /* wins, and so does everything with more tiles */
            k = profile_index(pc);
            for (unsigned i = 0; i <= wall; i++) {
                if (all->real[a][i] == 0 && all->mod[a][i] == 0)
                    continue;
                for (unsigned j = 0; i + j <= wall; j++) {
                    if (block->real[b][j] == 0 && block->mod[b][j] == 0)
                        continue;
                    table_add(out, k, i + j, ludic_mod_mul(all->mod[a][i], block->mod[b][j], M),
                              all->real[a][i] * block->real[b][j]);
                }
            }
        }
    }
}

typedef struct answer {
    uint32_t mod;
    long double expected;
    long double cdf[MAX_J]; /* P(weight <= j) */
    unsigned last;
} answer;

static table tables[3]; /* the running table, a block's, the combination */

static void by_suits(const ludic_mahjong_game *g, answer *out)
{
    unsigned wall = 0;
    uint32_t lose_mod[MAX_J] = {0}, fact[MAX_J];
    long double lose[MAX_J] = {0};
    table *all = &tables[0], *block = &tables[1], *next = &tables[2];
    const int orphans = (g->flags & LUDIC_MAHJONG_THIRTEEN_ORPHANS) != 0;
    for (uint32_t x = 0; x < g->kinds; x++)
        wall += (unsigned)(g->copies[x] - g->hand[x]);
    memset(all, 0, sizeof *all);
    {
        profile start = {0, -1, 0, 1, 0};
        table_add(all, profile_index(start), 0, 1, 1);
    }
    for (uint32_t first = 0; first < g->kinds;) {
        block_walk w;
        melds empty;
        uint32_t len = 1;
        while (first + len - 1 < g->kinds && g->links[first + len - 1])
            len++;
        memset(block, 0, sizeof *block);
        memset(empty.best, -1, sizeof empty.best);
        empty.best[0][0][0] = 0;
        w.g = g, w.first = first, w.len = len, w.out = block;
        block_dfs(&w, 0, &empty, 0, 1);
        combine(all, block, next, wall);
        {
            table *swap = all;
            all = next, next = swap;
        }
        first += len;
    }
    for (unsigned k = 0; k < PROFILES; k++) {
        const profile p = profile_at(k);
        if (!all->used[k] || (orphans && p.held && p.doubled))
            continue;
        for (unsigned j = 0; j <= wall; j++) {
            lose_mod[j] = ludic_mod_add(lose_mod[j], all->mod[k][j], M);
            lose[j] += all->real[k][j];
        }
    }
    fact[0] = 1;
    for (unsigned j = 1; j <= wall; j++)
        fact[j] = ludic_mod_mul(fact[j - 1], j, M);
    out->mod = 0;
    out->expected = 0;
    out->last = 0;
    for (unsigned j = 0; j <= wall; j++) {
        long double choose = 1; /* C(wall, j) */
        for (unsigned k = 0; k < j; k++)
            choose = choose * (wall - k) / (k + 1);
        out->mod = ludic_mod_add(
            out->mod, ludic_mod_mul(lose_mod[j], ludic_mod_mul(fact[j], fact[wall - j], M), M), M);
        out->expected += lose[j] / choose;
        out->cdf[j] = 1 - lose[j] / choose;
        if (lose[j] > 0)
            out->last = j + 1;
    }
    out->mod = ludic_mod_mul(out->mod, ludic_mod_inv(fact[wall], M), M);
}

/* Compare the solver with the method above; returns the method's answer. */
static answer compare(const ludic_mahjong_game *g, const char *what)
{
    answer a;
    ludic_mahjong_dist d;
    ludic_error err;
    uint32_t solved = 0;
    const int before = check_failures;
    by_suits(g, &a);
    CHECK(ludic_mahjong_solve(g, NULL, NULL, &solved, NULL, &err) == LUDIC_OK);
    CHECK_EQ_U64(solved, a.mod);
    CHECK(ludic_mahjong_solve_distribution(g, NULL, NULL, &d, NULL, &err) == LUDIC_OK);
    if (d.cdf) {
        CHECK_CLOSE(d.expected, (double)a.expected, 1e-12);
        CHECK_EQ_U64(d.last, a.last);
        for (unsigned j = 0; j <= d.wall; j++)
            CHECK_CLOSE(d.cdf[j], (double)a.cdf[j], 1e-12);
    }
    if (check_failures != before)
        fprintf(stderr, "  in %s (flags %u)\n", what, (unsigned)g->flags);
    ludic_mahjong_dist_clear(&d);
    return a;
}

/*
 * A preset hand, with and without thirteen orphans: the answers, and the
 * decimals ludic prints (15 significant digits, so within 1e-14 relatively).
 */
static void check_hand(ludic_mahjong_preset preset, const char *hand, uint32_t want_mod,
                       double want_decimal, unsigned want_last, uint32_t old_mod,
                       double old_decimal)
{
    ludic_mahjong_game g;
    ludic_error err;
    answer a;
    CHECK(ludic_mahjong_parse_hand(hand, strlen(hand), preset, 0, &g, NULL, &err) == LUDIC_OK);
    a = compare(&g, hand);
    CHECK_EQ_U64(a.mod, want_mod);
    CHECK_CLOSE((double)a.expected, want_decimal, 1e-14);
    CHECK_EQ_U64(a.last, want_last);
    g.flags = 0;
    a = compare(&g, hand);
    CHECK_EQ_U64(a.mod, old_mod);
    CHECK_CLOSE((double)a.expected, old_decimal, 1e-14);
    ludic_mahjong_game_clear(&g);
}

int main(void)
{
    const uint64_t seed = check_seed(8);
    ludic_rng rng;
    ludic_rng_seed(&rng, seed);
    /*
     * The README's hands. Without thirteen orphans: the figures printed
     * before the form existed (checked then by an independent Python
     * computation).
     */
    check_hand(LUDIC_MAHJONG_RIICHI, "123m456p789s1122z", 182108208, 9.31440593383965, 24,
               847511793, 9.3146236727878);
    check_hand(LUDIC_MAHJONG_SANMA, "19m1234567p1122z", 48524711, 10.6494145039312, 20, 872391607,
               10.6515942304909);
    check_hand(LUDIC_MAHJONG_RIICHI, "19m19p19s1234567z", 518808110, 3.09759370827758, 25,
               684340587, 16.4549207928519);
    /* seeded random hands of both presets, some near thirteen orphans */
    for (unsigned r = 0; r < 6 * check_multiplier(); r++) {
        const ludic_mahjong_preset preset = r % 2 ? LUDIC_MAHJONG_SANMA : LUDIC_MAHJONG_RIICHI;
        ludic_mahjong_game g;
        ludic_error err;
        unsigned held = 0;
        CHECK_ITERATION(r);
        CHECK(ludic_mahjong_parse_hand("19m19p19s1234567z", strlen("19m19p19s1234567z"), preset, 0, &g, NULL, &err) == LUDIC_OK);
        /* take up to 3 x (r % 4) tiles from the thirteen-sided hand, deal random ones instead */
        for (unsigned k = 0; k < r % 4 * 3; k++) {
            const uint32_t x = (uint32_t)ludic_rng_below(&rng, g.kinds);
            if (g.hand[x] > 0)
                g.hand[x]--;
        }
        for (uint32_t x = 0; x < g.kinds; x++)
            held += g.hand[x];
        while (held < 13) {
            const uint32_t x = (uint32_t)ludic_rng_below(&rng, g.kinds);
            if (g.hand[x] < g.copies[x])
                g.hand[x]++, held++;
        }
        compare(&g, "a random preset hand");
        ludic_mahjong_game_clear(&g);
    }
    return check_exit_code();
}
