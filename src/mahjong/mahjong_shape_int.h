/*
 * mahjong_shape_int.h: the inner dynamic programme that decides whether a multiset of
 * tiles wins, read kind by kind. Its value after a prefix of kinds is a
 * "shape"; the win automaton (mahjong_automaton_int.h) is the set of shapes reachable
 * from the empty prefix, with one state per distinct shape.
 *
 * Encoding (the DP state of the inner DP):
 *   best[a][b][p]  the most melds that the tiles read so far can be arranged
 *                  into, where
 *                    a = sequences started at the previous kind (they hold
 *                        that kind and this one and still need the next),
 *                    b = sequences started at this kind (they still need the
 *                        next two kinds),
 *                    p = 1 when a pair has been set aside,
 *                  every other tile read so far being unused. Open sequences
 *                  are counted as melds as soon as they start; they only
 *                  reach best[0][0][p] if they are completed. -1 marks an
 *                  impossible combination. Values are capped at 4 (a hand
 *                  needs only four melds; the cap keeps the set of shapes
 *                  finite and is sound because values only grow along a
 *                  path). a and b stop at 2: three equal sequences are
 *                  three triplets.
 *   pairs          kinds holding at least two tiles, capped at 7.
 * The prefix wins when best[0][0][1] >= 4 (one pair and four melds) or
 * pairs >= 7 (seven pairs of distinct kinds). Winning is monotone in the
 * multiset, so all winning shapes are merged into one absorbing state.
 *
 * A symbol is what is read for one kind: its tile count 0..4 and whether a
 * sequence may start at it (can_start: the kind and the next two are
 * consecutive in one suit). Suits and honours need nothing more: a sequence
 * started at x continues at x+1 and x+2 only if it could start, so open
 * sequences never cross a suit boundary, and honour kinds never start one.
 */
#ifndef LUDIC_MAHJONG_SHAPE_INT_H
#define LUDIC_MAHJONG_SHAPE_INT_H

#include <stdint.h>

#define MJ_MAX_COUNT 4u  /* tiles of one kind in a multiset */
#define MJ_COUNTS 5u     /* counts 0..4 */
#define MJ_SYMBOLS 10u   /* symbol = can_start * MJ_COUNTS + count */
#define MJ_MELDS 4       /* melds in a pair-and-melds hand */
#define MJ_PAIRS 7       /* pairs in a seven-pairs hand */

/* The key of the absorbing winning shape (no real shape encodes to it). */
#define MJ_WIN_KEY UINT64_MAX

typedef struct mj_shape {
    int8_t best[3][3][2]; /* see the encoding above; -1 = impossible */
    uint8_t pairs;        /* 0..7 */
} mj_shape;

static inline unsigned mj_symbol(int can_start, unsigned count)
{
    return (can_start ? MJ_COUNTS : 0u) + count;
}

/* The shape of the empty prefix. */
void ludic_mj_shape_start(mj_shape *s);

/* Read one kind; returns 1 (and leaves *out unspecified) when the result wins. */
int ludic_mj_shape_step(const mj_shape *in, unsigned symbol, mj_shape *out);

/* A 57-bit key that identifies a non-winning shape (3 bits per entry, 3 for pairs). */
#define MJ_SHAPE_KEY_BITS 57u
uint64_t ludic_mj_shape_key(const mj_shape *s);
void ludic_mj_shape_from_key(uint64_t key, mj_shape *s);

#endif
