/*
 * riichi_mask_int.h: for the draw search, the 34-bit mask of the kinds k
 * such that the hand plus one tile k (step +1), or less one tile k (step
 * -1), has shanten <= limit, all at once instead of 34 stepped tests
 * (riichi_incr_int.h's ri_incr_step_at_most, which gives the same bits:
 * test_riichi_draw_fast.c checks it).
 *
 * The idea. The standard form's shanten is P - 1, P the last min-plus
 * product of the four groups' cost vectors (A, B, C the suits, D the
 * honours; riichi_tables_int.h): P = min over families f = (m melds, p
 * pairs) of X[f] + R_X[f'], for any group X, with R_X the product of the
 * other three and f' = (melds - m, 1 - p) the rest of the hand's families.
 * Call f tight for X when X[f] + R_X[f'] = P. One tile more or less in X
 * changes each entry of X by at most one (down when added, up when
 * removed) and leaves R_X alone, so:
 *   - adding tile i of X gives P - 1 exactly when it lowers X[f] for some
 *     tight f (any other f still sums to >= P - 1 + 1);
 *   - removing it keeps P exactly when it leaves X[f] unchanged for some
 *     tight f.
 * The limit asks P' < below = limit + 2: when P is already below (add) or
 * P + 1 is (remove), every step passes; when P > below (add) or P >= below
 * (remove), none does; otherwise (P = below, or P + 1 = below) the tight
 * families decide. Which positions lower (or keep) each entry depends on
 * the suit's counts (its code), not only on its class, so it is computed
 * per code (9 class look-ups each way) and kept in a small direct-mapped
 * cache owned by the search (ri_mask_cache): the 3-shanten benchmark hand's
 * search makes 113,073 code look-ups that fill 705 entries. The
 * honours' step depends only on the count of the kind stepped (0..4), so
 * at most four new honour classes are compared, and which counts pass is
 * cached per honours' state (ri_mask_honours).
 *
 * The tight families come from the tables' own products: those of AB * CD
 * are the lanes of the last product's sums equal to P, and each tight
 * family g of a product XY splits into the f <= g with X[f] + Y[g - f] =
 * XY[g] (ri_mask_split), tight for X (and g - f for Y). They depend only
 * on the hand's shape (its three suits' classes, honours' counts and
 * melds), as P does, and are cached per shape with P and the honours'
 * step (47,632 look-ups, 4,718 fills of P, 4,044 of the tight families on
 * that hand).
 *
 * Cost per hand: one shape probe (on a miss P from the tables; the
 * splits of the few tight families, at most 10 splits each, the first
 * time a step needs them), and when P sits at the threshold one code
 * probe per suit with a tight family and one OR per tight family: about
 * 405 instructions a mask on that hand (555 when P was formed every
 * time), against about 34 x 80 for the stepped tests. The seven
 * pairs and thirteen orphans forms are tested once per class of kinds
 * (count 0..4, orphan or not), only when the hand is within reach of the
 * limit by them.
 *
 * Four-player sets with the tables only, as riichi_incr_int.h; otherwise
 * RI_MASK is 0 and the caller uses its full shanten path.
 */
#ifndef LUDIC_RIICHI_MASK_INT_H
#define LUDIC_RIICHI_MASK_INT_H

#include "riichi_incr_int.h"

/* A cached code: per family f, the positions whose step lowers (add) or keeps (keep) entry f. */
typedef struct ri_mask_entry {
    uint32_t code; /* lo + 3125 hi + 1; 0: empty */
    uint16_t add[10];
    uint16_t keep[10];
} ri_mask_entry;

/*
 * A cached hand shape: its groups' classes, its honours' counts and its
 * melds; its last product P, the tight families of each group at P, and
 * per step sign which counts of an honour kind pass (ri_mask_honours).
 */
typedef struct ri_mask_tight {
    uint32_t shape;   /* ri_mask_shape_key; 0: empty */
    uint8_t P;        /* the last product at (melds, 1) */
    uint8_t hon[2];   /* [step > 0]: the counts c0 that pass (bit c0); RI_MASK_UNKNOWN: not yet */
    uint8_t known;    /* 1: tight is filled (only when a step first needs it) */
    uint16_t tight[4];
} ri_mask_tight;

#define RI_MASK_UNKNOWN 0x80u

/*
 * Entries of the codes', shapes' and honours' caches (powers of two):
 * 2048 x 44 + 8192 x 16 + 1024 x 4 = 225,280 bytes. On the 3-shanten
 * benchmark hand (instructions of bench_riichi_draw_phases 3 1 1): 4096
 * codes and 16,384 shapes 123.35 M, these 123.92 M, 1024 and 8192 124.03
 * M; but 440 KB of caches faulted about 100 pages more per search, and
 * these sizes were the fastest of the three timed (main's caches: 246 KB).
 */
#define RI_MASK_CODE_BITS 11u
#define RI_MASK_SHAPE_BITS 13u
#define RI_MASK_HONOUR_BITS 10u
#define RI_MASK_CACHE (1u << RI_MASK_CODE_BITS)
#define RI_MASK_SHAPES (1u << RI_MASK_SHAPE_BITS)
#define RI_MASK_HONOURS (1u << RI_MASK_HONOUR_BITS)

/*
 * The search's caches: per suit code (its masks), per shape (its product
 * and tight families), per honours' state (hon[0..2], the honours' tight
 * families and the step: which counts of an honour kind pass,
 * ri_mask_honours; the shapes' entries copy them, and most shapes share
 * one).
 */
typedef struct ri_mask_cache {
    ri_mask_entry code[RI_MASK_CACHE];
    ri_mask_tight shape[RI_MASK_SHAPES];
    uint32_t honour[RI_MASK_HONOURS]; /* key << 5 | the counts that pass (bit c0); 0: empty */
} ri_mask_cache;

#if (defined(__GNUC__) || defined(__clang__)) && !defined(LUDIC_SMALL)
#define RI_MASK_BODY static inline __attribute__((always_inline))
#define RI_MASK_CALL static __attribute__((noinline, unused))
#else
#define RI_MASK_BODY static inline
#define RI_MASK_CALL static inline
#endif

/* The index of the lowest set bit of x != 0 (the draw search's masks too). */
static inline unsigned ri_lowest_bit(uint64_t x)
{
#if defined(__GNUC__) || defined(__clang__)
    return (unsigned)__builtin_ctzll(x);
#else
    unsigned i = 0;
    while (!(x >> i & 1u))
        i++;
    return i;
#endif
}

#ifdef LUDIC_RIICHI_NO_TABLES
#define RI_MASK 0
static inline uint64_t ri_mask_steps(const ri_incr *st, ri_mask_cache *cache, const uint64_t *key,
                                     int step, int limit, uint64_t can)
{
    (void)can;
    (void)st;
    (void)cache;
    (void)key;
    (void)step;
    (void)limit;
    return 0;
}
#else
#define RI_MASK 1

/* The class of suit code (lo, hi). */
static inline unsigned ri_mask_class(unsigned lo, unsigned hi)
{
    return ludic_ri_suit_class[ludic_ri_suit_row[lo] + ludic_ri_suit_col[hi]];
}

/* Fill entry e for suit code (lo, hi): 9 classes one tile up, 9 one down. */
static inline void ri_mask_fill(ri_mask_entry *e, unsigned lo, unsigned hi)
{
    const uint8_t *cost = ludic_ri_class_cost[ri_mask_class(lo, hi)];
    memset(e, 0, sizeof *e);
    for (unsigned i = 0; i < 9; i++) {
        const unsigned p = ri_pow5[i], part = i < 5 ? lo : hi;
        const unsigned c = part / p % 5;
        if (c < 4) {
            const uint8_t *up = ludic_ri_class_cost[i < 5 ? ri_mask_class(lo + p, hi)
                                                          : ri_mask_class(lo, hi + p)];
            for (unsigned f = 0; f < 10; f++)
                e->add[f] = (uint16_t)(e->add[f] | (unsigned)(up[f] < cost[f]) << i);
        }
        if (c > 0) {
            const uint8_t *down = ludic_ri_class_cost[i < 5 ? ri_mask_class(lo - p, hi)
                                                            : ri_mask_class(lo, hi - p)];
            for (unsigned f = 0; f < 10; f++)
                e->keep[f] = (uint16_t)(e->keep[f] | (unsigned)(down[f] == cost[f]) << i);
        }
    }
    e->code = lo + 3125u * hi + 1u;
}

static inline const ri_mask_entry *ri_mask_get(ri_mask_entry *cache, unsigned lo, unsigned hi)
{
    const uint32_t code = lo + 3125u * hi + 1u;
    /* each part times its own odd constant: the code times one constant left
       about four times as many fills (the codes met differ in structured steps) */
    ri_mask_entry *e = &cache[(lo * 0x9E3779B1u + hi * 0x85EBCA77u) >> (32 - RI_MASK_CODE_BITS)];
    if (e->code != code)
        ri_mask_fill(e, lo, hi);
    return e;
}

/* The positions of entry e (add or keep) passing for some family in tight. */
static inline unsigned ri_mask_or(const uint16_t *m, unsigned tight)
{
    unsigned out = 0;
    for (; tight; tight &= tight - 1)
        out |= m[ri_lowest_bit(tight)];
    return out;
}

/* The 10 entries of packed vector v (reversed: entry f at 9 - f), unrolled. */
#define RI_MASK_UNPACK(v, x, F)                                                                    \
    do {                                                                                           \
        (x)[0] = (uint8_t)entry(v, F(0));                                                          \
        (x)[1] = (uint8_t)entry(v, F(1));                                                          \
        (x)[2] = (uint8_t)entry(v, F(2));                                                          \
        (x)[3] = (uint8_t)entry(v, F(3));                                                          \
        (x)[4] = (uint8_t)entry(v, F(4));                                                          \
        (x)[5] = (uint8_t)entry(v, F(5));                                                          \
        (x)[6] = (uint8_t)entry(v, F(6));                                                          \
        (x)[7] = (uint8_t)entry(v, F(7));                                                          \
        (x)[8] = (uint8_t)entry(v, F(8));                                                          \
        (x)[9] = (uint8_t)entry(v, F(9));                                                          \
    } while (0)
#define RI_MASK_SAME(f) (f)
#define RI_MASK_REV(f) (9 - (f))

/*
 * The tight families of the two factors x, y of a product xy = x * y, given
 * the tight families t of xy: f is tight for x when x[f] + y[g - f] = xy[g]
 * for some tight g >= f (then g - f is tight for y). Exact: x[f] + R_x[f']
 * is the least over g >= f of x[f] + y[g - f] + R_xy[g'], which is >=
 * xy[g] + R_xy[g'] >= P, with equality exactly in that case.
 */
static inline void ri_mask_split(const uint8_t *x, const uint8_t *y, const uint8_t *xy, unsigned t,
                                 unsigned *tx, unsigned *ty)
{
    for (; t; t &= t - 1) {
        const unsigned g = ri_lowest_bit(t), m = g % 5, p = g / 5;
        for (unsigned p1 = 0; p1 <= p; p1++)
            for (unsigned m1 = 0; m1 <= m; m1++) {
                const unsigned f = p1 * 5 + m1, r = (p - p1) * 5 + m - m1;
                if (x[f] + y[r] == xy[g]) {
                    *tx |= 1u << f;
                    *ty |= 1u << r;
                }
            }
    }
}

/*
 * The shape key of hand st, its stepped hand having `melds` melds: the
 * suits' classes (7 bits each), hon[1] and hon[2] (3 bits each, <= 7) and
 * hon[0] * 5 + melds (hon[0] <= 4, melds <= 4: 5 bits), plus 1 (0: empty).
 * The honours' counts themselves, not their class: which counts of an
 * honour kind can be stepped depends on them (the class caps them at 5).
 */
static inline uint32_t ri_mask_shape_key(const ri_incr *st, unsigned melds)
{
    return (st->cls[0] | (uint32_t)st->cls[1] << 7 | (uint32_t)st->cls[2] << 14 |
            (uint32_t)st->hon[1] << 21 | (uint32_t)st->hon[2] << 24 |
            (st->hon[0] * 5u + melds) << 27) +
           1u;
}

/*
 * Shape entry e (key `shape`) for hand st: its last product P at (melds,
 * 1); the tight families come later, when a step first needs them
 * (ri_mask_tight_fill).
 */
RI_MASK_CALL void ri_mask_shape_fill(ri_mask_tight *e, uint32_t shape, const ri_incr *st,
                                     unsigned melds)
{
    const unsigned honours = ri_incr_honour_class(st->hon[0], st->hon[1], st->hon[2]);
    const uint64_t rest = ludic_ri_suit_honour[st->cls[2] * RI_HONOUR_CLASSES + honours];
    e->shape = shape;
    e->P = (uint8_t)last_product(ri_incr_suits(st), rest, melds);
    e->hon[0] = e->hon[1] = RI_MASK_UNKNOWN;
    e->known = 0;
}

/*
 * The tight families of each group of shape entry e (hand st) at its P
 * (tight[0..2] the suits', tight[3] the honours'). They depend only on
 * the groups' classes and melds, so they are kept in the shape's entry.
 */
RI_MASK_CALL void ri_mask_tight_fill(ri_mask_tight *e, const ri_incr *st, unsigned melds)
{
    const unsigned honours = ri_incr_honour_class(st->hon[0], st->hon[1], st->hon[2]);
    const uint64_t suits = ri_incr_suits(st);
    const uint64_t rest = ludic_ri_suit_honour[st->cls[2] * RI_HONOUR_CLASSES + honours];
    const uint64_t sums = last_sums(suits, rest, melds);
    const unsigned P = e->P;
    uint8_t a[10], b[10], c[10], d[10], ab[10], cd[10];
    unsigned t[4] = {0, 0, 0, 0}, tab = 0, tcd = 0;
    const unsigned shift = 4 - melds;
    /* the tight families of ab * cd: lane i of the sums is ab at (i - shift, 0)
       with cd at (melds - m, 1), lane 5 + i ab at (i - shift, 1) with cd at (.., 0) */
    for (unsigned m = 0; m <= melds; m++) {
        if (entry(sums, shift + m) == P) {
            tab |= 1u << m;
            tcd |= 1u << (5 + melds - m);
        }
        if (entry(sums, 5 + shift + m) == P) {
            tab |= 1u << (5 + m);
            tcd |= 1u << (melds - m);
        }
    }
    memcpy(a, ludic_ri_class_cost[st->cls[0]], 10);
    memcpy(b, ludic_ri_class_cost[st->cls[1]], 10);
    memcpy(c, ludic_ri_class_cost[st->cls[2]], 10);
    RI_MASK_UNPACK(ludic_ri_honour_cost[honours], d, RI_MASK_REV);
    RI_MASK_UNPACK(suits, ab, RI_MASK_SAME);
    RI_MASK_UNPACK(rest, cd, RI_MASK_REV);
    ri_mask_split(a, b, ab, tab, &t[0], &t[1]);
    ri_mask_split(c, d, cd, tcd, &t[2], &t[3]);
    for (unsigned g = 0; g < 4; g++)
        e->tight[g] = (uint16_t)t[g];
    e->known = 1;
}

/*
 * The counts c0 (bit c0) such that stepping an honour kind held c0 times
 * passes, for a hand whose honours' state is st->hon with tight families
 * t of the honours' vector. An honour kind's step depends only on its
 * count: it moves the number of kinds holding >= c0 + 1 (add) or >= c0
 * (remove), so at most four new honour classes are compared. Those depend
 * on (hon[0..2], t, step) alone (20 bits: each hon[i] <= 7), kept in
 * cache->honour (direct-mapped: few states; 3-shanten benchmark hand 1:
 * 4,496 look-ups, about 100 instructions each less than a fill) and
 * copied into the shape's entry, one set per step sign, when first asked.
 */
RI_MASK_CALL unsigned ri_mask_honours(ri_mask_cache *cache, const ri_incr *st, unsigned t,
                                     int step)
{
    const uint32_t key = ((uint32_t)st->hon[0] | (uint32_t)st->hon[1] << 3 |
                          (uint32_t)st->hon[2] << 6 | t << 9 | (uint32_t)(step > 0) << 19) +
                         1u;
    uint32_t *e = &cache->honour[(key * 0x9E3779B1u) >> (32 - RI_MASK_HONOUR_BITS)];
    if (*e >> 5 == key)
        return *e & 31u;
    const unsigned honours = ri_incr_honour_class(st->hon[0], st->hon[1], st->hon[2]);
    const uint64_t dv = ludic_ri_honour_cost[honours]; /* reversed */
    /* kinds held exactly c0 times, c0 = 0..3 (3: or 4): a count no kind
       holds is not stepped (its stepped state would not be a hand's) */
    const unsigned some = (st->hon[2] < 7) | (unsigned)(st->hon[1] < st->hon[2]) << 1 |
                          (unsigned)(st->hon[0] < st->hon[1]) << 2 |
                          (unsigned)(st->hon[0] > 0) << 3 | 1u << 4;
    unsigned bits = 0;
    for (unsigned c0 = step > 0 ? 0 : 1; c0 < (step > 0 ? 4u : 5u); c0++) {
        const unsigned cross = step > 0 ? c0 + 1 : c0; /* the count crossed */
        unsigned pass = 0;
        if (!(some >> c0 & 1u)) {
            pass = 0;
        } else if (cross == 4) {
            pass = step < 0; /* 3 <-> 4 copies: the honours' vector is unchanged */
        } else {
            const uint64_t d2 = ludic_ri_honour_cost[ri_incr_honour_class(
                (unsigned)(st->hon[0] + step * (cross == 3)),
                (unsigned)(st->hon[1] + step * (cross == 2)),
                (unsigned)(st->hon[2] + step * (cross == 1)))];
            for (unsigned f = t; f && !pass; f &= f - 1) {
                const unsigned i = ri_lowest_bit(f), e2 = entry(d2, 9 - i);
                const unsigned e1 = entry(dv, 9 - i);
                pass = step > 0 ? e2 < e1 : e2 == e1;
            }
        }
        bits |= pass << c0;
    }
    *e = key << 5 | bits;
    return bits;
}

/*
 * The kinds k (bit k) among `can` such that h plus (step 1) or less (step
 * -1) one tile k has shanten <= limit, h being st's counts, packed in key
 * (3 bits per kind, kinds 0..20 in key[0], 21..33 in key[1]). can: for
 * step 1 the kinds that can be added (the wall holds some, so h[k] < 4);
 * ignored for step -1 (the kinds held, read from the key when every
 * removal passes, never for E = 0, whose masks need no gather of them).
 * The kinds of one count are read from the key's lanes
 * (riichi_lanes_int.h) and gathered into bits once, at the end.
 *
 * The last product P, like the tight families, depends only on the hand's
 * shape, so it is read from the shape's entry (one probe: no class,
 * vector or product formed on a hit) and compared with lo = below for an
 * added tile, below - 1 for a removed one: P < lo, every step passes; P =
 * lo, the tight families decide; P > lo, none passes. Written once with
 * the step's sign as a parameter and
 * compiled twice, with the sign a constant (ri_mask_draws, ri_mask_discards:
 * the sign's branches and the other forms' loop bounds fold);
 * ri_mask_steps picks one (the search's calls pass a constant sign, so the
 * pick folds too). The small build keeps one copy, the sign a variable.
 */
RI_MASK_BODY uint64_t ri_mask_body(const ri_incr *st, ri_mask_cache *cache, const uint64_t *key,
                                   int step, int limit, uint64_t can)
{
    const unsigned n = (unsigned)(st->n + step), melds = 4 - (14 - n) / 3u;
    const unsigned below = (unsigned)(limit + 2), lo = below - (step < 0);
    const uint32_t shape = ri_mask_shape_key(st, melds);
    ri_mask_tight *e = &cache->shape[(shape * 0x9E3779B1u) >> (32 - RI_MASK_SHAPE_BITS)];
    uint64_t out = 0, lanes0 = 0, lanes1 = 0; /* lanes1: kinds 21..33's lanes that pass */
    if (e->shape != shape)
        ri_mask_shape_fill(e, shape, st, melds);
    if (e->P < lo) {
        /* every step passes (for step -1 every kind held, read from the key
           only here: under E = 0 never, as P >= lo there) */
        out = step > 0 ? can : ri_lanes_held(key[0], key[1]);
    } else if (e->P == lo) {
        if (!e->known)
            ri_mask_tight_fill(e, st, melds);
        for (unsigned g = 0; g < 3; g++)
            if (e->tight[g]) {
                const ri_mask_entry *m = ri_mask_get(cache->code, st->lo[g], st->hi[g]);
                out |= (uint64_t)ri_mask_or(step > 0 ? m->add : m->keep, e->tight[g]) << (9 * g);
            }
        if (e->tight[3]) {
            unsigned c = e->hon[step > 0];
            if (c == RI_MASK_UNKNOWN)
                e->hon[step > 0] = (uint8_t)(c = ri_mask_honours(cache, st, e->tight[3], step));
            for (; c; c &= c - 1)
                lanes1 |= ri_lanes_eq(key[1], ri_lowest_bit(c)) & RI_HONOUR_LANES1;
        }
    }
    /* the other two forms, only when within reach: a step changes them by
       the count the stepped kind crosses and whether it is an orphan alone
       (seven pairs by the kinds held and held twice, thirteen orphans by the
       orphan kinds held and held twice), so each (count, orphan) class of
       kinds is tested once, in closed form, and its kinds read from the
       lanes only when it passes */
    if (n >= 13 && (st->n < 13 || ri_incr_other_forms(st) - (step > 0) <= limit)) {
        const int thirteen = ri_incr_thirteen(st->orphans, st->orphan_pairs);
        for (unsigned c0 = step > 0 ? 0 : 1; c0 < (step > 0 ? 4u : 5u); c0++) {
            const unsigned c = step > 0 ? c0 + 1 : c0; /* the count crossed */
            const int one = step * (c == 1), two = step * (c == 2);
            const int seven = ri_incr_seven((unsigned)(st->held + one), (unsigned)(st->pairs + two));
            const int orphans = ri_incr_thirteen((unsigned)(st->orphans + one),
                                                 (unsigned)(st->orphan_pairs + two));
            const int plain = (seven < thirteen ? seven : thirteen) <= limit;
            const int orphan = (seven < orphans ? seven : orphans) <= limit;
            uint64_t e0, e1;
            if (!plain && !orphan)
                continue;
            e0 = ri_lanes_eq(key[0], c0);
            e1 = ri_lanes_eq(key[1], c0) & RI_LANES1;
            if (plain) {
                lanes0 |= e0 & ~RI_ORPHAN_LANES0;
                lanes1 |= e1 & ~RI_ORPHAN_LANES1;
            }
            if (orphan) {
                lanes0 |= e0 & RI_ORPHAN_LANES0;
                lanes1 |= e1 & RI_ORPHAN_LANES1;
            }
        }
    }
    if (lanes0 | lanes1)
        out |= ri_lanes_gather(lanes0) | ri_lanes_gather(lanes1) << 21;
    /* a removed tile's bits are all of kinds held already (a code's keep
       bits, the honours' and the other forms' counts c0 >= 1): no mask */
    return step > 0 ? out & can : out;
}

/* ri_mask_steps with step 1 (a hand's draws) and -1 (a drawn hand's discards). */
RI_MASK_CALL uint64_t ri_mask_draws(const ri_incr *st, ri_mask_cache *cache, const uint64_t *key,
                                    int limit, uint64_t can)
{
    return ri_mask_body(st, cache, key, 1, limit, can);
}

RI_MASK_CALL uint64_t ri_mask_discards(const ri_incr *st, ri_mask_cache *cache,
                                       const uint64_t *key, int limit, uint64_t can)
{
    return ri_mask_body(st, cache, key, -1, limit, can);
}

static inline uint64_t ri_mask_steps(const ri_incr *st, ri_mask_cache *cache, const uint64_t *key,
                                     int step, int limit, uint64_t can)
{
#ifdef LUDIC_SMALL
    return ri_mask_body(st, cache, key, step, limit, can);
#else
    return step > 0 ? ri_mask_draws(st, cache, key, limit, can)
                    : ri_mask_discards(st, cache, key, limit, can);
#endif
}
#endif /* LUDIC_RIICHI_NO_TABLES */

#endif
