/*
 * mahjong_brute.c: the brute-force reference for the expected earliest winning draw,
 * written from the rules alone (no automaton): it is the oracle the fast
 * solver is tested against.
 *
 * Idea. Let W be the wall size and S_i the hand plus the first i wall tiles.
 * The first i tiles of a uniform random order are a uniform random i-subset
 * of the (labelled) wall, so P(S_i does not win) = N_i / C(W, i), where N_i
 * counts the i-subsets of the wall whose union with the hand does not win.
 * Then
 *   E[weight] = sum_{i >= 0} P(weight > i) = sum_{i=0}^{W} N_i / C(W, i),
 *   P(weight = i) = N_{i-1} / C(W, i-1) - N_i / C(W, i)   (i >= 1).
 * Subsets with the same number d_k of tiles of every kind k are the same
 * multiset, and there are prod_k C(avail_k, d_k) of them (avail_k = copies -
 * hand). So the code walks every vector (d_0..d_{kinds-1}) with
 * 0 <= d_k <= avail_k, decides hand + d with the brute-force win test
 * (mahjong_brute_wins.c) and adds that product to N_{sum d} when it does not win.
 * Cost: prod_k (avail_k + 1) win tests, at most 82944 for 9 kinds of 4
 * copies; the limits (16 kinds, a wall of 23 tiles) allow at most
 * 2^9 * 3^7 = 1119744 (nine kinds with one tile in the wall, seven with
 * two), 0.1 s for such a layout (most draws are decided by counting pairs).
 *
 * Exactness. W <= LUDIC_MAHJONG_BRUTE_MAX_WALL = 23, so every C(W, i) and N_i is below
 * C(23, 11) < 2^21 and fits in 64 bits with room. The expected value is the
 * fraction p / q with q = W! and p = sum_i N_i * i! * (W - i)!; p < 24! < 2^80
 * needs a small fixed-size unsigned big integer (below). The modular answer is
 * (p mod M) * (q mod M)^-1, valid because W < M. The double is
 * floor(p * 2^128 / W!) computed by W - 1 exact floor divisions by 2..W
 * (within 2 of the true value, so relative error below 2^-126 as E >= 1),
 * then rounded once to a double. Each P(weight = i) is the fraction
 * (N_{i-1} C(W,i) - N_i C(W,i-1)) / (C(W,i-1) C(W,i)) whose terms are below
 * 2^42, so exact in doubles: one correctly rounded division.
 */
#include <assert.h>
#include <math.h>
#include <string.h>

#include "core/binom_int.h"
#include "core/error_int.h"
#include "core/modarith_int.h"
#include "ludic/mahjong.h"

#define BRUTE_MAX_WALL LUDIC_MAHJONG_BRUTE_MAX_WALL
_Static_assert(BRUTE_MAX_WALL <= 23u, "the exactness argument above assumes W <= 23");

/* ---- a fixed-size unsigned big integer, just what the exact sum needs ---- */

/*
 * Little-endian base 2^32 digits. 256 bits hold p * 2^128 (p < 2^80) with
 * room; every operation asserts that nothing overflows the top limb.
 */
#define BRUTE_BIG_LIMBS 8u
_Static_assert(BRUTE_BIG_LIMBS * 32u >= 80u + 128u + 32u,
               "p * 2^128 (p < 2^80) needs 208 bits, plus a limb of room");

typedef struct brute_big {
    uint32_t limb[BRUTE_BIG_LIMBS];
} brute_big;

static void big_set_u64(brute_big *a, uint64_t v)
{
    memset(a, 0, sizeof *a);
    a->limb[0] = (uint32_t)v;
    a->limb[1] = (uint32_t)(v >> 32);
}

static void big_mul_u32(brute_big *a, uint32_t m)
{
    uint64_t carry = 0;
    for (unsigned i = 0; i < BRUTE_BIG_LIMBS; i++) {
        uint64_t t = (uint64_t)a->limb[i] * m + carry;
        a->limb[i] = (uint32_t)t;
        carry = t >> 32;
    }
    assert(carry == 0);
}

static void big_add(brute_big *a, const brute_big *b)
{
    uint64_t carry = 0;
    for (unsigned i = 0; i < BRUTE_BIG_LIMBS; i++) {
        uint64_t t = (uint64_t)a->limb[i] + b->limb[i] + carry;
        a->limb[i] = (uint32_t)t;
        carry = t >> 32;
    }
    assert(carry == 0);
}

/* a = floor(a / d), d > 0. */
static void big_div_u32(brute_big *a, uint32_t d)
{
    uint64_t rem = 0;
    for (unsigned i = BRUTE_BIG_LIMBS; i-- > 0;) {
        uint64_t cur = rem << 32 | a->limb[i];
        a->limb[i] = (uint32_t)(cur / d);
        rem = cur % d;
    }
}

/* a mod m, m > 0 (Horner over the limbs; r < m < 2^32 keeps r * 2^32 + limb < 2^64). */
static uint32_t big_mod_u32(const brute_big *a, uint32_t m)
{
    uint64_t r = 0;
    for (unsigned i = BRUTE_BIG_LIMBS; i-- > 0;)
        r = (r << 32 | a->limb[i]) % m;
    return (uint32_t)r;
}

/* a = a * 2^(32 k). */
static void big_shift_limbs(brute_big *a, unsigned k)
{
    for (unsigned i = BRUTE_BIG_LIMBS; i-- > 0;) {
        assert(i + k < BRUTE_BIG_LIMBS || a->limb[i] == 0);
        if (i + k < BRUTE_BIG_LIMBS)
            a->limb[i + k] = a->limb[i];
    }
    for (unsigned i = 0; i < k && i < BRUTE_BIG_LIMBS; i++)
        a->limb[i] = 0;
}

/*
 * a as a double, correctly rounded: the top 64 bits below the leading one,
 * with a sticky bit for everything lower, go through one uint64 -> double
 * rounding (the sticky bit sits 10 places below the last kept bit, so it only
 * breaks false ties).
 */
static double big_to_double(const brute_big *a)
{
    unsigned h = BRUTE_BIG_LIMBS - 1, lz = 0;
    uint64_t window, sticky = 0;

    while (h > 0 && a->limb[h] == 0)
        h--;
    if (h < 2)
        return (double)((uint64_t)a->limb[1] << 32 | a->limb[0]);
    while (!(a->limb[h] & (UINT32_C(1) << (31 - lz))))
        lz++;
    window = (uint64_t)a->limb[h] << 32 | a->limb[h - 1];
    if (lz > 0) {
        window = window << lz | a->limb[h - 2] >> (32 - lz);
        sticky = (uint32_t)(a->limb[h - 2] << lz) != 0;
    } else {
        sticky = a->limb[h - 2] != 0;
    }
    for (unsigned i = 0; i + 2 < h; i++)
        sticky |= a->limb[i] != 0;
    return ldexp((double)(window | sticky), (int)(32 * (h - 1)) - (int)lz);
}

/* ---- the game ---- */

static ludic_status brute_check(const ludic_mahjong_game *game, ludic_error *err)
{
    uint64_t hand = 0, total = 0, orphans = 0;

    if (!game)
        return ludic_fail_null(err, "ludic_mahjong_brute_solve", "game");
    if (!game->copies || !game->links || !game->hand)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "the game has NULL arrays (initialise it with ludic_mahjong_game_init)");
    if (game->kinds == 0)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0, "a layout needs at least one tile kind");
    for (uint32_t i = 0; i < game->kinds; i++) {
        unsigned long kind = (unsigned long)i + 1;
        if (game->copies[i] > LUDIC_MAHJONG_MAX_COPIES)
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "kind %lu has %u copies; a kind has 0 to %u copies", kind,
                              (unsigned)game->copies[i], LUDIC_MAHJONG_MAX_COPIES);
        if (game->hand[i] > game->copies[i])
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "the hand holds %u tiles of kind %lu, which has only %u copies",
                              (unsigned)game->hand[i], kind, (unsigned)game->copies[i]);
        if (game->links[i] > 1)
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "the link after kind %lu is %u; a link is 0 or 1", kind,
                              (unsigned)game->links[i]);
        hand += game->hand[i];
        total += game->copies[i];
        orphans += !(i > 0 && game->links[i - 1] && game->links[i]);
    }
    if (game->flags & ~LUDIC_MAHJONG_THIRTEEN_ORPHANS)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0, "unknown flags 0x%lx",
                          (unsigned long)game->flags);
    if ((game->flags & LUDIC_MAHJONG_THIRTEEN_ORPHANS) && orphans != LUDIC_MAHJONG_ORPHAN_KINDS)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "thirteen orphans needs 13 kinds that are honours or ends of "
                          "suits; this layout has %llu",
                          (unsigned long long)orphans);
    if (game->links[game->kinds - 1])
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "the last kind (%lu) is linked to a kind after it; its link must be 0",
                          (unsigned long)game->kinds);
    if (hand != LUDIC_MAHJONG_HAND_TILES)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0, "the hand holds %llu tiles; it must hold %u",
                          (unsigned long long)hand, LUDIC_MAHJONG_HAND_TILES);
    if (total <= LUDIC_MAHJONG_HAND_TILES)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "the layout has %llu tiles in all, so the wall is empty; it needs at "
                          "least %u",
                          (unsigned long long)total, LUDIC_MAHJONG_HAND_TILES + 1);
    if (game->kinds > LUDIC_MAHJONG_BRUTE_MAX_KINDS)
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0,
                          "the brute-force reference handles at most %u tile kinds "
                          "(LUDIC_MAHJONG_BRUTE_MAX_KINDS); this layout has %lu: use the solver",
                          LUDIC_MAHJONG_BRUTE_MAX_KINDS, (unsigned long)game->kinds);
    if (total - hand > BRUTE_MAX_WALL)
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0,
                          "the brute-force reference handles walls of at most %u tiles "
                          "(LUDIC_MAHJONG_BRUTE_MAX_WALL); this one has %llu: use the solver",
                          BRUTE_MAX_WALL, (unsigned long long)(total - hand));
    return LUDIC_OK;
}

/* The walk over draw vectors: counts = hand + the draws of kinds < depth. */
typedef struct brute_walk {
    const ludic_mahjong_game *game;
    uint8_t counts[LUDIC_MAHJONG_BRUTE_MAX_KINDS];
    uint64_t nonwin[BRUTE_MAX_WALL + 1]; /* N_i */
    uint64_t seen[BRUTE_MAX_WALL + 1];   /* all i-subsets met; must end as C(W, i) */
} brute_walk;

static void brute_walk_draws(brute_walk *w, uint32_t kind, unsigned drawn, uint64_t ways)
{
    const ludic_mahjong_game *game = w->game;
    unsigned avail;

    if (kind == game->kinds) {
        w->seen[drawn] += ways;
        if (!ludic_mahjong_brute_wins(game, w->counts))
            w->nonwin[drawn] += ways;
        return;
    }
    avail = (unsigned)game->copies[kind] - game->hand[kind];
    for (unsigned d = 0; d <= avail; d++) {
        w->counts[kind] = (uint8_t)(game->hand[kind] + d);
        brute_walk_draws(w, kind + 1, drawn + d, ways * ludic_binom_u64(avail, d));
    }
}

ludic_status ludic_mahjong_brute_solve(const ludic_mahjong_game *game, uint32_t *answer,
                                       double *expected, double *dist, size_t dist_len,
                                       ludic_error *err)
{
    brute_walk w;
    unsigned wall = 0;
    brute_big p, q, term;
    ludic_status st = brute_check(game, err);

    if (st != LUDIC_OK)
        return st;
    for (uint32_t i = 0; i < game->kinds; i++)
        wall += (unsigned)game->copies[i] - game->hand[i];
    if (!ludic_mahjong_brute_wins(game, game->copies))
        return ludic_fail(err, LUDIC_E_NO_ANSWER, 0, 0,
                          "this layout never wins: even all %u tiles hold neither a pair plus "
                          "four melds nor seven distinct pairs, so the expected draw is infinite",
                          wall + LUDIC_MAHJONG_HAND_TILES);

    memset(&w, 0, sizeof w);
    w.game = game;
    brute_walk_draws(&w, 0, 0, 1);
    for (unsigned i = 0; i <= wall; i++)
        assert(w.seen[i] == ludic_binom_u64(wall, i)); /* Vandermonde: every subset once */
    assert(w.nonwin[0] == 1 && w.nonwin[wall] == 0);

    /* p = sum_i N_i * i! * (W - i)!, q = W!, so E = p / q. */
    big_set_u64(&p, 0);
    big_set_u64(&q, 1);
    for (unsigned i = 2; i <= wall; i++)
        big_mul_u32(&q, i);
    for (unsigned i = 0; i <= wall; i++) {
        big_set_u64(&term, w.nonwin[i]);
        for (unsigned f = 2; f <= i; f++)
            big_mul_u32(&term, f);
        for (unsigned f = 2; f <= wall - i; f++)
            big_mul_u32(&term, f);
        big_add(&p, &term);
    }
    if (answer) {
        uint32_t pm = big_mod_u32(&p, LUDIC_MAHJONG_MODULUS);
        uint32_t qm = big_mod_u32(&q, LUDIC_MAHJONG_MODULUS); /* W! with W < M: not 0 */
        *answer = ludic_mod_mul(pm, ludic_mod_inv(qm, LUDIC_MAHJONG_MODULUS),
                                LUDIC_MAHJONG_MODULUS);
    }
    if (expected) {
        /* floor(p * 2^128 / W!) by W exact-floor steps, within 2 of the true value. */
        big_shift_limbs(&p, 4);
        for (unsigned f = 2; f <= wall; f++)
            big_div_u32(&p, f);
        *expected = ldexp(big_to_double(&p), -128);
    }
    for (size_t i = 0; dist && i < dist_len; i++) {
        dist[i] = 0;
        if (i >= 1 && i <= wall) {
            uint64_t before = ludic_binom_u64(wall, (unsigned)i - 1);
            uint64_t now = ludic_binom_u64(wall, (unsigned)i);
            uint64_t a = w.nonwin[i - 1] * now, b = w.nonwin[i] * before;
            assert(a >= b); /* a superset of a winning set wins */
            dist[i] = (double)(a - b) / (double)(before * now);
        }
    }
    return LUDIC_OK;
}
