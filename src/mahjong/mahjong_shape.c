/*
 * mahjong_shape.c: one step of the inner "most melds" DP (see mahjong_shape_int.h for the
 * encoding). Reading `count` tiles of the next kind, every tile of it goes to
 * one of: completing the `a` sequences started two kinds back, continuing the
 * `b` sequences started one kind back, starting new sequences, a pair (if
 * none yet), one triplet, or nothing. With at most 4 tiles a kind never
 * holds both a pair and a triplet, and one triplet is all that fits after
 * the other uses. Cost: 18 entries x 3 new-sequence counts x 2 pair choices.
 */
#include "mahjong_shape_int.h"

void ludic_mj_shape_start(mj_shape *s)
{
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
            for (int p = 0; p < 2; p++)
                s->best[a][b][p] = -1;
    s->best[0][0][0] = 0;
    s->pairs = 0;
}

int ludic_mj_shape_step(const mj_shape *in, unsigned symbol, mj_shape *out)
{
    const int count = (int)(symbol % MJ_COUNTS);
    const int max_new = symbol >= MJ_COUNTS ? 2 : 0;
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
            for (int p = 0; p < 2; p++)
                out->best[a][b][p] = -1;
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
            for (int p = 0; p < 2; p++) {
                const int v = in->best[a][b][p];
                if (v < 0)
                    continue;
                for (int nb = 0; nb <= max_new; nb++)
                    for (int np = p; np < 2; np++) {
                        const int need = a + b + nb + 2 * (np - p);
                        int val;
                        if (need > count)
                            continue;
                        /* the b open sequences move on: they become the new `a` */
                        val = v + nb + (count - need >= 3);
                        if (val > MJ_MELDS)
                            val = MJ_MELDS;
                        if (val > out->best[b][nb][np])
                            out->best[b][nb][np] = (int8_t)val;
                    }
            }
    out->pairs = (uint8_t)(in->pairs + (count >= 2));
    if (out->pairs > MJ_PAIRS)
        out->pairs = MJ_PAIRS;
    return out->best[0][0][1] >= MJ_MELDS || out->pairs >= MJ_PAIRS;
}

_Static_assert(sizeof ((mj_shape *)0)->best * 3u + 3u == MJ_SHAPE_KEY_BITS,
               "3 bits for each best[][][] entry and 3 for pairs");
_Static_assert(MJ_MELDS + 1 <= 7 && MJ_PAIRS <= 7,
               "an entry + 1 (-1..MJ_MELDS) and pairs (0..MJ_PAIRS) must fit 3 bits");

uint64_t ludic_mj_shape_key(const mj_shape *s)
{
    uint64_t key = 0;
    unsigned shift = 0;
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
            for (int p = 0; p < 2; p++) {
                key |= (uint64_t)(s->best[a][b][p] + 1) << shift;
                shift += 3;
            }
    return key | (uint64_t)s->pairs << shift;
}

void ludic_mj_shape_from_key(uint64_t key, mj_shape *s)
{
    for (int a = 0; a < 3; a++)
        for (int b = 0; b < 3; b++)
            for (int p = 0; p < 2; p++) {
                s->best[a][b][p] = (int8_t)((int)(key & 7u) - 1);
                key >>= 3;
            }
    s->pairs = (uint8_t)(key & 7u);
}
