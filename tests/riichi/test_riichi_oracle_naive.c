/*
 * test_riichi_oracle_naive.c: the pruned reference shanten against the plain
 * definition, min over EVERY complete hand W of sum_k max(0, W[k] - H[k]),
 * for hands H whose tiles lie in one suit and the honours (the set K: 16
 * kinds; 1m 9m and the honours for sanma's m).
 *
 * Why a list over K is every W: a part of W (meld or pair) lies inside one
 * suit or inside the honours, so each part is wholly inside K or wholly
 * outside. H is 0 outside K, so a part outside K lacks all its tiles (3 or
 * 2), whatever it is. Hence, for W0 = the parts of W inside K,
 *     lack(W, H) = lack(W0, H) + 3 * (m - melds of W0) + 2 * (1 - pairs of W0),
 * and W0 ranges over the legal part lists inside K with at most m melds and
 * at most one pair. Conversely every such W0 is completed by triplets and a
 * pair on distinct kinds of another whole suit (9 kinds, at most 5 needed),
 * so the formula's minimum over W0 is r(H). The test lists every W0 once
 * (all multisets of at most 4 melds inside K times every pair choice) and
 * takes the plain minimum; no pruning, no gain bookkeeping. Seven pairs the
 * same way over every set of at most 7 kinds of K (the other pairs outside K
 * lack 2 each), thirteen orphans over its 13 complete hands.
 *
 * Hands: uniform over K's tiles, one suit only, honours only, complete
 * hands from the list with tiles changed, and hands with four copies of one
 * to three kinds; every legal size 1..14. And every hand of at most 8 tiles
 * in p alone and in sanma's 1m 9m alone (K = the suit: the same argument
 * holds).
 */
#include "riichi_oracle_util.h"

#define K 16u /* local kinds: 0..8 the suit, 9..15 the honours 1z..7z */

typedef struct part_list {
    uint8_t w[K];
    uint8_t melds, pair;
} part_list;

typedef struct naive_set {
    unsigned suit;     /* 0 m, 1 p, 2 s */
    int sanma;
    unsigned kind[K];  /* global kind of each local kind */
    int exists[K];
    part_list *lists;  /* every legal W0 */
    size_t count;
} naive_set;

static void push(naive_set *ns, const uint8_t *w, unsigned melds, unsigned pair, size_t *cap)
{
    if (ns->count == *cap) {
        *cap = *cap ? 2 * *cap : 1024;
        ns->lists = realloc(ns->lists, *cap * sizeof *ns->lists);
        if (!ns->lists) {
            fprintf(stderr, "out of memory\n");
            exit(1);
        }
    }
    part_list *p = &ns->lists[ns->count++];
    memcpy(p->w, w, K);
    p->melds = (uint8_t)melds, p->pair = (uint8_t)pair;
}

/* Meld j of K: j < K is the triplet of local kind j, K + i the run i, i+1, i+2 of the suit. */
static int meld_exists(const naive_set *ns, unsigned j)
{
    if (j < K)
        return ns->exists[j];
    unsigned i = j - K;
    return i <= 6 && ns->exists[i] && ns->exists[i + 1] && ns->exists[i + 2];
}

/* Add (sign 1) or remove (sign -1) meld j's tiles. */
static void add_meld(uint8_t *w, unsigned j, int sign)
{
    if (j < K) {
        w[j] = (uint8_t)(w[j] + 3 * sign);
    } else {
        for (unsigned t = 0; t < 3; t++)
            w[j - K + t] = (uint8_t)(w[j - K + t] + sign);
    }
}

/* Every multiset of melds (indices >= from, non-decreasing), then every pair choice. */
static void list_melds(naive_set *ns, uint8_t *w, unsigned from, unsigned melds, size_t *cap)
{
    for (unsigned k = 0; k < K; k++)
        if (w[k] > 4)
            return;
    push(ns, w, melds, 0, cap);
    for (unsigned k = 0; k < K; k++)
        if (ns->exists[k] && w[k] + 2 <= 4) {
            w[k] = (uint8_t)(w[k] + 2);
            push(ns, w, melds, 1, cap);
            w[k] = (uint8_t)(w[k] - 2);
        }
    if (melds == 4)
        return;
    for (unsigned j = from; j < K + 7; j++) {
        if (!meld_exists(ns, j))
            continue;
        add_meld(w, j, 1);
        list_melds(ns, w, j, melds + 1, cap);
        add_meld(w, j, -1);
    }
}

static int by_melds(const void *a, const void *b)
{
    const part_list *x = a, *y = b;
    return (x->melds > y->melds) - (x->melds < y->melds);
}

/* K = the suit and, if `honours`, the honours (else K is the suit alone). */
static void naive_init(naive_set *ns, unsigned suit, int sanma, int honours)
{
    size_t cap = 0;
    uint8_t w[K] = {0};
    memset(ns, 0, sizeof *ns);
    ns->suit = suit, ns->sanma = sanma;
    for (unsigned i = 0; i < K; i++) {
        ns->kind[i] = i < 9 ? suit * 9 + i : 27 + (i - 9);
        ns->exists[i] = rt_exists(ns->kind[i], sanma) && (i < 9 || honours);
    }
    list_melds(ns, w, 0, 0, &cap);
    qsort(ns->lists, ns->count, sizeof *ns->lists, by_melds); /* fewest melds first */
}

static unsigned lack(const uint8_t *w, const uint8_t *h)
{
    unsigned s = 0;
    for (unsigned k = 0; k < K; k++)
        s += w[k] > h[k] ? (unsigned)(w[k] - h[k]) : 0u;
    return s;
}

/* Shanten of each form by the plain minimum. */
static ludic_riichi_shanten naive_shanten(const naive_set *ns, const uint8_t *global)
{
    uint8_t h[K];
    unsigned n = 0;
    for (unsigned k = 0; k < K; k++)
        h[k] = global[ns->kind[k]], n += h[k];
    unsigned m = (n - 1) / 3, best = 99;
    for (size_t i = 0; i < ns->count; i++) {
        const part_list *p = &ns->lists[i];
        if (p->melds > m)
            break;
        unsigned r = lack(p->w, h) + 3u * (m - p->melds) + 2u * (1u - p->pair);
        best = r < best ? r : best;
    }
    ludic_riichi_shanten s = {(int)best - 1, (int)best - 1, LUDIC_RIICHI_NO_FORM,
                              LUDIC_RIICHI_NO_FORM};
    if (n < 13)
        return s;
    unsigned best7 = 99, best13 = 99;
    for (unsigned mask = 0; mask < (1u << K); mask++) {
        uint8_t w[K] = {0};
        unsigned pairs = 0, ok = 1;
        for (unsigned k = 0; k < K; k++)
            if (mask >> k & 1)
                w[k] = 2, pairs++, ok &= (unsigned)ns->exists[k];
        if (ok && pairs <= 7) {
            unsigned r = lack(w, h) + 2u * (7u - pairs);
            best7 = r < best7 ? r : best7;
        }
    }
    static const unsigned orphans[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
    for (unsigned extra = 0; extra < 13; extra++) {
        unsigned r = 0;
        for (unsigned i = 0; i < 13; i++) {
            unsigned want = i == extra ? 2u : 1u;
            r += want > global[orphans[i]] ? want - global[orphans[i]] : 0u;
        }
        best13 = r < best13 ? r : best13;
    }
    s.seven_pairs = (int)best7 - 1;
    s.thirteen_orphans = (int)best13 - 1;
    s.min = s.standard < s.seven_pairs ? s.standard : s.seven_pairs;
    s.min = s.min < s.thirteen_orphans ? s.min : s.thirteen_orphans;
    return s;
}

/* A random hand inside K (see the file comment for the families). */
static void random_hand(ludic_rng *rng, const naive_set *ns, uint8_t *h)
{
    unsigned pool[K], np = 0, n = rt_size(rng), family = (unsigned)ludic_rng_below(rng, 5);
    for (unsigned k = 0; k < K; k++)
        if (ns->exists[k] && (family != 1 || k < 9) && (family != 2 || k >= 9))
            pool[np++] = ns->kind[k];
    if (family == 4) {
        rt_deal_quads(rng, pool, np, n, ns->sanma, h);
        return;
    }
    if (family != 3) {
        rt_deal(rng, pool, np, n, h);
        return;
    }
    unsigned m = (n - 1) / 3;
    const part_list *p;
    do
        p = &ns->lists[ludic_rng_below(rng, ns->count)];
    while (p->melds != m || !p->pair);
    memset(h, 0, RT_KINDS);
    for (unsigned k = 0; k < K; k++)
        h[ns->kind[k]] = p->w[k];
    rt_perturb(rng, pool, np, 3, n, ns->sanma, h);
}

static void run(naive_set *ns, uint64_t seed, unsigned hands)
{
    ludic_rng rng;
    ludic_rng_seed(&rng, seed);
    for (unsigned i = 0; i < hands; i++) {
        uint8_t h[RT_KINDS];
        random_hand(&rng, ns, h);
        ludic_riichi_shanten got = rt_shanten(h, ns->sanma), want = naive_shanten(ns, h);
        if (memcmp(&got, &want, sizeof got) != 0) {
            char buf[64];
            fprintf(stderr, "seed %llu hand %u %s%s: oracle %d %d %d %d, every W %d %d %d %d\n",
                    (unsigned long long)seed, i, rt_format(h, buf, sizeof buf),
                    ns->sanma ? " (sanma)" : "", got.min, got.standard, got.seven_pairs,
                    got.thirteen_orphans, want.min, want.standard, want.seven_pairs,
                    want.thirteen_orphans);
            check_failures++;
            return;
        }
    }
}

/* Every hand of at most 8 tiles (one or two melds called) inside K. */
static void run_all_small(const naive_set *ns)
{
    unsigned pool[9], np = 0, digit[9] = {0};
    for (unsigned k = 0; k < 9; k++)
        if (ns->exists[k])
            pool[np++] = ns->kind[k];
    for (;;) {
        unsigned i = 0, n = 0;
        while (i < np && digit[i] == 4) /* next count vector in base 5 */
            digit[i++] = 0;
        if (i == np)
            return;
        digit[i]++;
        uint8_t h[RT_KINDS] = {0};
        for (unsigned j = 0; j < np; j++)
            h[pool[j]] = (uint8_t)digit[j], n += digit[j];
        if (n > 8 || n % 3 == 0)
            continue;
        ludic_riichi_shanten got = rt_shanten(h, ns->sanma), want = naive_shanten(ns, h);
        if (got.standard != want.standard || got.min != want.min) {
            char buf[64];
            fprintf(stderr, "%s%s: oracle %d, every W %d\n", rt_format(h, buf, sizeof buf),
                    ns->sanma ? " (sanma)" : "", got.standard, want.standard);
            check_failures++;
            return;
        }
    }
}

/* Usage: test [HANDS]: random hands a set (default 25), times LUDIC_TEST_MULTIPLIER. */
int main(int argc, char **argv)
{
    uint64_t seed = check_seed(20240611);
    unsigned hands = (argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 25u) * check_multiplier();
    /* Every small hand for p (m and s are the same up to relabelling) and sanma's m. */
    static const struct {
        unsigned suit;
        int sanma, all_small;
    } sets[] = {{1, 0, 1}, {0, 0, 0}, {2, 1, 0}, {0, 1, 1}};
    for (size_t i = 0; i < sizeof sets / sizeof sets[0]; i++) {
        naive_set ns;
        naive_init(&ns, sets[i].suit, sets[i].sanma, 1);
        run(&ns, seed + i, hands);
        free(ns.lists);
        if (sets[i].all_small) {
            naive_init(&ns, sets[i].suit, sets[i].sanma, 0);
            run_all_small(&ns);
            free(ns.lists);
        }
    }
    if (check_failures)
        fprintf(stderr, "seed %llu (set LUDIC_TEST_SEED to replay)\n", (unsigned long long)seed);
    return check_exit_code();
}
