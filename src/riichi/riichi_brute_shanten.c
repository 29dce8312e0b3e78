/*
 * riichi_brute_shanten.c: the reference shanten, read straight from the
 * definition (riichi.md, "Shanten"), written without the fast code, so that
 * differential tests compare two independent readings of the rules.
 *
 * Definition. A hand H (a count per kind) of n tiles has c = (14 - n) / 3
 * called melds and needs m = 4 - c = (n - 1) / 3 melds of its own. For a form,
 *     r(H) = min over legal complete hands W of sum_k max(0, W[k] - H[k])
 *          = |W| - max over W of ov(W, H),   ov(W, H) = sum_k min(W[k], H[k])
 * (ov counts the tiles of H that W keeps), and shanten = r - 1. Legal W: at
 * most 4 copies of a kind, only kinds of the set (sanma: no 2m..8m, hence no
 * run in m at all, since every run of m uses one of them), and the shape:
 *   standard          m melds (a triplet, or a run of three consecutive kinds
 *                     of one suit) and one pair: 3m + 2 tiles;
 *   seven pairs       7 pairs of 7 different kinds (n = 13 or 14 only);
 *   thirteen orphans  1m 9m 1p 9p 1s 9s 1z..7z once each plus one more of
 *                     any of them (n = 13 or 14 only).
 *
 * Thirteen orphans has 13 complete hands: every one is tried.
 *
 * Standard hands are too many to list for every H (about 10^7), so the
 * search lists W part by part and collapses the parts that keep nothing of H.
 * The facts it rests on, each exact:
 *
 * (1) Overlap is a sum of marginal gains, in any order of W's parts. Adding
 *     a part P to a partial hand V gains
 *         ov(V + P, H) - ov(V, H) = sum_k min(P[k], R[k]),  R = max(0, H - V)
 *     (the part's overlap with the residual R, what V leaves of H), because
 *     min(a + b, h) - min(a, h) = min(b, max(0, h - a)) for a, b, h >= 0.
 *
 * (2) Write W's parts in canonical order: the pair first, then the melds by
 *     non-decreasing meld index. A part that gains 0 at its turn uses only
 *     kinds with R = 0 and leaves R unchanged, so deleting it leaves every
 *     later gain unchanged. Deleting all of them (one at a time, from the
 *     first) leaves the "kept parts" of W: a canonical sequence V of parts
 *     that each gain > 0 at their turn, with gain(V) = ov(W, H), at most m
 *     melds, and V <= W, so at most 4 copies of a kind.
 *
 * (3) Conversely every such V (legal, j <= m melds, pair or no pair)
 *     completes to a legal W of the form, and ov(W, H) >= gain(V) since
 *     gains are >= 0. V has at most 14 tiles, so at most 7 kinds hold 2 or
 *     more copies of V and at least 27 - 7 = 20 kinds of the set (34 kinds,
 *     27 in sanma) hold at most 1: put the m - j missing triplets, and the
 *     pair if V has none, on distinct such kinds (at most 5 are needed); no
 *     kind exceeds 1 + 3 = 4.
 *
 *     So max over W of ov(W, H) = max over these sequences V of gain(V):
 *     by (2) the overlap of every W is the gain of its kept parts, and by
 *     (3) the gain of every V is at most the overlap of some W. The search
 *     enumerates exactly these V, depth-first.
 *
 * (4) Branch and bound. A meld's index orders it by its lowest kind a (the
 *     triplet of a, then the run a a+1 a+2), so after a meld of lowest kind
 *     a every later meld has its lowest kind >= a. Split the residual on
 *     kinds >= a into blocks: a suited kind with R > 0 joins the block of
 *     the next such kind when both are in one suit that has runs and at most
 *     2 apart; any other kind with R > 0 is a block alone. A meld's kinds
 *     lie within three consecutive kinds of one suit, so whatever it gains
 *     comes from one block. Let g1(b) be the most one meld of lowest kind
 *     >= a gains from block b now (residuals only shrink later, so no later
 *     meld gains more); t melds gain at most min(t * g1(b), |b|) from b.
 *     The most j melds can gain is then at most the maximum of
 *     sum_b min(t_b * g1(b), |b|) over sum_b t_b <= j: each block offers the
 *     gains g1, g1, ..., g1, |b| mod g1 (each term is concave in t_b), so it
 *     is the sum of the j largest offers. Call this cap(a). Going from a + 1
 *     to a only adds tiles to the leftmost block (or a new block) and melds
 *     to compare with g1, so cap is non-increasing in a, and the loop over
 *     the next meld's lowest kind a stops once gain + cap(a) is no more than
 *     the best overlap found: only branches that cannot beat it are cut.
 *
 * Seven pairs, by the same argument with pairs of distinct kinds: a pair
 * gains min(2, H[k]), positive only on a held kind; the pairs on unheld
 * kinds gain 0 and always fit (at least 34 - 14 = 20 unheld kinds,
 * 27 - 14 = 13 in sanma, and 7 are enough). So the best W keeps the best set
 * of at most 7 held kinds. The search decides kind by kind, the kinds sorted
 * by min(2, H[k]) largest first, so the next `left` values bound what the
 * undecided kinds can add.
 *
 * Complexity. Thirteen orphans: 13 * 13 steps. Seven pairs: at most
 * sum_{i <= 7} C(d, i) < 2^14 subsets of the d <= 14 held kinds. Standard: a
 * kept part touches a held kind, so a node has at most 14 triplets + 42 runs
 * = 56 children and the tree fewer than 15 * C(56 + 4, 4) ~ 7.3 * 10^6 nodes
 * before the cut (depth m + 1 <= 5), each costing O(34). With the cut a
 * random 13- or 14-tile hand visits about 60 nodes, 6 to 8 us in all
 * (bench/riichi/bench_riichi_brute.c); the worst of 2 * 10^5 random hands
 * of every family visited 7543 nodes (147m258p345689s6z, about 0.4 ms).
 * Stack only, no allocation, no state outside the call.
 */
#include <string.h>

#include "core/error_int.h"
#include "ludic/riichi.h"

#define KINDS 34u
#define SUITED 27u     /* kinds 0..26 are the three suits, 27..33 the honours */
#define MAX_COPIES 4
#define MAX_TILES 14u

/* The 13 terminal and honour kinds of thirteen orphans. */
static const uint8_t orphan_kinds[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

static int min_int(int a, int b)
{
    return a < b ? a : b;
}

/* Kind k is in the set: sanma has no 2m..8m (kinds 1..7). */
static int kind_exists(unsigned k, int sanma)
{
    return !(sanma && k >= 1 && k <= 7);
}

/* The run a, a+1, a+2 is a meld of the set: one suit, all three kinds exist. */
static int run_exists(unsigned a, int sanma)
{
    return a < SUITED && a % 9 <= 6 && !(sanma && a < 9);
}

/* The standard-form search: V is `used`, the kept parts chosen so far. */
typedef struct std_search {
    uint8_t rest[KINDS];     /* R = max(0, H - V) */
    uint8_t used[KINDS];     /* V, at most 4 a kind */
    uint8_t run[KINDS];      /* 1 if the run from k is a meld of the set */
    int best;                /* the largest gain(V) found, = max ov so far */
} std_search;

/* A block of `size` residual tiles whose best meld gains g1 offers gains g1, ..., g1, size % g1. */
static void add_block(int *offers, int size, int g1)
{
    if (size == 0)
        return;
    offers[g1] += size / g1;
    if (size % g1)
        offers[size % g1]++;
}

/* The most `left` melds can gain: the largest `left` of the offered gains. */
static int take_best(int left, const int *offers)
{
    int cap = 0;
    for (int g = 3; g >= 1 && left > 0; g--) {
        int t = min_int(left, offers[g]);
        cap += g * t, left -= t;
    }
    return cap;
}

/* The residual kinds among k, k+1, k+2 (what the run from k would gain), 0 if no such run. */
static int run_gain(const std_search *s, unsigned k)
{
    return s->run[k] ? (s->rest[k] > 0) + (s->rest[k + 1] > 0) + (s->rest[k + 2] > 0) : 0;
}

/* cap[a] for a = from..KINDS (fact (4)), from the right: cap[KINDS] = 0. */
static void std_caps(const std_search *s, unsigned from, int left, int *cap)
{
    int closed[4] = {0, 0, 0, 0}; /* closed[g]: gains g offered by the blocks closed so far */
    int open = 0, g1 = 0;         /* the open block: residual tiles, best single meld gain */
    unsigned last = KINDS;        /* the last kind with R > 0 */
    cap[KINDS] = 0;
    for (unsigned k = KINDS; k-- > from;) {
        int r = s->rest[k], g = run_gain(s, k);
        if (r == 0 && g == 0) { /* nothing new from k on */
            cap[k] = cap[k + 1];
            continue;
        }
        if (r > 0) {
            int joins = last < SUITED && last / 9 == k / 9 && last - k <= 2 && s->run[k / 9 * 9];
            if (!joins) {
                add_block(closed, open, g1);
                open = 0, g1 = 0;
            }
            open += r, last = k;
            g1 = g1 > min_int(3, r) ? g1 : min_int(3, r); /* the triplet of k */
        }
        g1 = g1 > g ? g1 : g; /* the run from k gains only from the open block */
        int offers[4] = {0, closed[1], closed[2], closed[3]};
        add_block(offers, open, g1);
        cap[k] = take_best(left, offers);
    }
}

/*
 * Record V (gain `gain`, fact (3)), then extend it by each meld of index >=
 * `first` (index 2a: triplet of a, 2a + 1: run from a) that is legal and
 * gains > 0, with at most `left` more melds.
 */
static void std_melds(std_search *s, unsigned first, unsigned left, int gain)
{
    if (gain > s->best)
        s->best = gain;
    if (left == 0)
        return;
    int cap[KINDS + 1];
    std_caps(s, first / 2, (int)left, cap);
    for (unsigned a = first / 2; a < KINDS; a++) {
        if (gain + cap[a] <= s->best)
            return; /* fact (4) */
        uint8_t ra = s->rest[a];
        /* The triplet of a (a kind with R > 0 is held, so it is in the set). */
        if (2 * a >= first && ra > 0 && s->used[a] + 3 <= MAX_COPIES) {
            uint8_t take = ra < 3 ? ra : 3;
            s->used[a] = (uint8_t)(s->used[a] + 3), s->rest[a] = (uint8_t)(ra - take);
            std_melds(s, 2 * a, left - 1, gain + take);
            s->used[a] = (uint8_t)(s->used[a] - 3), s->rest[a] = ra;
        }
        int g = run_gain(s, a);
        if (g > 0 && s->used[a] < MAX_COPIES && s->used[a + 1] < MAX_COPIES &&
            s->used[a + 2] < MAX_COPIES) {
            uint8_t take[3];
            for (unsigned i = 0; i < 3; i++) {
                take[i] = s->rest[a + i] > 0;
                s->rest[a + i] = (uint8_t)(s->rest[a + i] - take[i]);
                s->used[a + i]++;
            }
            std_melds(s, 2 * a + 1, left - 1, gain + g);
            for (unsigned i = 0; i < 3; i++) {
                s->rest[a + i] = (uint8_t)(s->rest[a + i] + take[i]);
                s->used[a + i]--;
            }
        }
    }
}

/* max over standard W of ov(W, H), with m melds: a kept pair on a held kind, or none. */
static int standard_overlap(const uint8_t *held, unsigned m, int sanma)
{
    std_search s;
    memset(&s, 0, sizeof s);
    for (unsigned k = 0; k < KINDS; k++) {
        s.rest[k] = held[k];
        s.run[k] = (uint8_t)run_exists(k, sanma);
    }
    for (unsigned k = 0; k < KINDS; k++) {
        if (held[k] == 0)
            continue;
        uint8_t take = held[k] < 2 ? held[k] : 2;
        s.used[k] = 2, s.rest[k] = (uint8_t)(held[k] - take);
        std_melds(&s, 0, m, take);
        s.used[k] = 0, s.rest[k] = held[k];
    }
    std_melds(&s, 0, m, 0);
    return s.best;
}

/*
 * Seven pairs: keep[0..d) is min(2, H[k]) over the held kinds, largest
 * first; choose which of keep[i..d) get a pair (at most `left` more). The
 * bound: the next `left` values are the largest the rest can add.
 */
static void pairs_search(const int *keep, int d, int i, int left, int gain, int *best)
{
    if (gain > *best)
        *best = gain;
    int cap = 0;
    for (int j = i; j < d && j < i + left; j++)
        cap += keep[j];
    if (gain + cap <= *best)
        return;
    pairs_search(keep, d, i + 1, left - 1, gain + keep[i], best);
    pairs_search(keep, d, i + 1, left, gain, best);
}

static int seven_pairs_overlap(const uint8_t *held)
{
    int keep[KINDS], d = 0, best = 0;
    for (unsigned k = 0; k < KINDS; k++) {
        if (held[k] == 0)
            continue;
        int v = min_int(2, held[k]), j = d++;
        for (; j > 0 && keep[j - 1] < v; j--) /* insertion, largest first */
            keep[j] = keep[j - 1];
        keep[j] = v;
    }
    pairs_search(keep, d, 0, 7, 0, &best);
    return best;
}

/* Thirteen orphans: every complete hand W, one per choice of the 14th tile. */
static int thirteen_orphans_overlap(const uint8_t *held)
{
    int best = 0;
    for (unsigned extra = 0; extra < 13; extra++) {
        int ov = 0;
        for (unsigned i = 0; i < 13; i++)
            ov += min_int(i == extra ? 2 : 1, held[orphan_kinds[i]]);
        if (ov > best)
            best = ov;
    }
    return best;
}

static ludic_status check_hand(const uint8_t *counts, int sanma, unsigned *tiles, ludic_error *err)
{
    unsigned n = 0;
    for (unsigned k = 0; k < KINDS; k++) {
        char name[3] = {(char)('1' + k % 9), "mpsz"[k / 9], '\0'};
        if (counts[k] > MAX_COPIES)
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "%u tiles of %s: a kind has 4 copies at most", counts[k], name);
        if (counts[k] > 0 && !kind_exists(k, sanma))
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "%s held: the three-player set has no 2m..8m", name);
        n += counts[k];
    }
    if (n < 1 || n > MAX_TILES || n % 3 == 0)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "a hand of %u tiles: expected 1 to 14 tiles, 1 or 2 modulo 3 "
                          "(13 or 14 closed, 3 fewer per called meld)",
                          n);
    *tiles = n;
    return LUDIC_OK;
}

ludic_status ludic_riichi_brute_shanten(const uint8_t *counts, unsigned flags,
                                        ludic_riichi_shanten *out, ludic_error *err)
{
    if (!counts)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "counts is NULL: expected 34 tile counts");
    if (!out)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "out is NULL");
    if (flags & ~LUDIC_RIICHI_SANMA)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "unknown flag bits 0x%x: only LUDIC_RIICHI_SANMA (1) is defined",
                          flags & ~LUDIC_RIICHI_SANMA);
    int sanma = (flags & LUDIC_RIICHI_SANMA) != 0;
    unsigned n = 0;
    ludic_status st = check_hand(counts, sanma, &n, err);
    if (st != LUDIC_OK)
        return st;

    unsigned m = (n - 1) / 3; /* melds to make: 4 minus the called ones */
    ludic_riichi_shanten r;
    r.standard = (int)(3 * m + 2) - standard_overlap(counts, m, sanma) - 1;
    r.seven_pairs = LUDIC_RIICHI_NO_FORM;
    r.thirteen_orphans = LUDIC_RIICHI_NO_FORM;
    r.min = r.standard;
    if (m == 4) {
        r.seven_pairs = 14 - seven_pairs_overlap(counts) - 1;
        r.thirteen_orphans = 14 - thirteen_orphans_overlap(counts) - 1;
        r.min = min_int(r.min, min_int(r.seven_pairs, r.thirteen_orphans));
    }
    *out = r;
    return LUDIC_OK;
}
