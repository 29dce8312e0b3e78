/*
 * mahjong_program.c: a kind class's edges made ready once for many dense
 * kinds (mahjong_kernel_int.h, mj_program).
 *
 * The forward DP's kernel used to list, at every kind, each target's
 * incoming rows that are not empty (about 25 instructions an edge: most
 * of the bookkeeping at n = 100). Between two hand tiles the kinds have
 * the same class, so the same edges; what changes is which rows are empty.
 * A program keeps the class's edges grouped by target with the edges from
 * rows ever live in the solve first in each group; a row live for the
 * first time has its edges swapped into place (O(5) per row and class, a
 * few hundred rows a solve), and empty rows among the active ones read as
 * zeros, so they cost arithmetic but no test.
 */
#include "mahjong_kernel_int.h"

/*
 * Set up with the rows flagged in ever active from the start: each
 * target's active edges counted, then its edges written in one pass, the
 * edges from ever rows first (in code order), then the others; the target
 * into its list. O(edges), against O(span) swaps per row when activated
 * one by one.
 */
void ludic_mj_program_init(mj_program *pg, const uint32_t *first, const uint32_t *code,
                           const uint32_t *to, uint32_t rows, unsigned span,
                           const uint32_t *table0, const uint32_t *table1, size_t stride,
                           const uint8_t *ever)
{
    for (unsigned b = 0; b < MJ_LISTS; b++)
        pg->count[b] = 0;
    for (uint32_t t = 0; t < rows; t++) {
        const uint32_t j0 = first[t], j1 = first[t + 1];
        uint32_t n = 0, ka, ki; /* the next places of an active and of another edge */
        if (ever)
            for (uint32_t j = j0; j < j1; j++)
                n += ever[code[j] >> 3] != 0;
        ka = j0, ki = j0 + n;
        for (uint32_t j = j0; j < j1; j++) {
            const uint32_t c = code[j], q = c >> 3, s = c & 7u;
            const uint32_t k = ever && ever[q] ? ka++ : ki++;
            pg->src[k] = q;
            pg->shift[k] = (uint8_t)s;
            pg->shift_pair[2 * (size_t)k] = (int32_t)s;
            pg->shift_pair[2 * (size_t)k + 1] = -(int32_t)s;
            pg->row_of[0][k] = MJ_ROW(table0, q, stride) - s;
            if (table1)
                pg->row_of[1][k] = MJ_ROW(table1, q, stride) - s;
            pg->push[k] = q * span + s;
            pg->place[q * span + s] = k;
        }
        pg->active[t] = n;
        if (n > 0) {
            const unsigned b = n == 1   ? pg->shift[j0]
                               : n == 2 ? MJ_LIST_TWO(pg->shift[j0], pg->shift[j0 + 1])
                                        : MJ_LIST_MORE(n);
            pg->slot[t] = pg->count[b];
            pg->target[(size_t)b * rows + pg->count[b]++] = t;
        }
    }
    pg->first = first;
    pg->to = to;
    pg->rows = rows;
    pg->span = span;
    pg->row = pg->row_of[0];
}

/* Exchange the edges at places a and b (every array indexed by place, and place itself). */
static void swap_edges(mj_program *pg, uint32_t a, uint32_t b)
{
    const uint32_t src = pg->src[a], push = pg->push[a];
    const uint8_t shift = pg->shift[a];
    const int32_t p0 = pg->shift_pair[2 * (size_t)a], p1 = pg->shift_pair[2 * (size_t)a + 1];
    const uint32_t *r0 = pg->row_of[0][a], *r1 = pg->row_of[1] ? pg->row_of[1][a] : NULL;
    pg->src[a] = pg->src[b], pg->src[b] = src;
    pg->push[a] = pg->push[b], pg->push[b] = push;
    pg->shift[a] = pg->shift[b], pg->shift[b] = shift;
    pg->shift_pair[2 * (size_t)a] = pg->shift_pair[2 * (size_t)b];
    pg->shift_pair[2 * (size_t)a + 1] = pg->shift_pair[2 * (size_t)b + 1];
    pg->shift_pair[2 * (size_t)b] = p0, pg->shift_pair[2 * (size_t)b + 1] = p1;
    pg->row_of[0][a] = pg->row_of[0][b], pg->row_of[0][b] = r0;
    if (pg->row_of[1])
        pg->row_of[1][a] = pg->row_of[1][b], pg->row_of[1][b] = r1;
    pg->place[pg->push[a]] = a;
    pg->place[pg->push[b]] = b;
}

/* Target t into list b, out of list from (none: from = MJ_LISTS). */
static void move_target(mj_program *pg, uint32_t t, unsigned from, unsigned b)
{
    if (from < MJ_LISTS) { /* its last entry takes t's place */
        uint32_t *list = pg->target + (size_t)from * pg->rows;
        const uint32_t last = list[--pg->count[from]];
        list[pg->slot[t]] = last;
        pg->slot[last] = pg->slot[t];
    }
    pg->slot[t] = pg->count[b];
    pg->target[(size_t)b * pg->rows + pg->count[b]++] = t;
}

void ludic_mj_program_activate(mj_program *pg, uint32_t q)
{
    for (unsigned s = 0; s < pg->span; s++) {
        const uint32_t e = q * pg->span + s, t = pg->to[e];
        uint32_t k, j;
        if (t >= pg->rows) /* a win: no edge */
            continue;
        k = pg->place[e], j = pg->first[t] + pg->active[t];
        if (k != j)
            swap_edges(pg, k, j);
        /* active edges keep their places: a target's list follows from their shifts */
        j = pg->first[t];
        switch (++pg->active[t]) {
        case 1:
            move_target(pg, t, MJ_LISTS, pg->shift[j]);
            break;
        case 2:
            move_target(pg, t, pg->shift[j], MJ_LIST_TWO(pg->shift[j], pg->shift[j + 1]));
            break;
        case 3:
            move_target(pg, t, MJ_LIST_TWO(pg->shift[j], pg->shift[j + 1]), MJ_LIST_MORE(3u));
            break;
        default: /* 4 .. MJ_FIXED_MAX + 1: the next count's list; beyond, the last list */
            if (pg->active[t] <= MJ_FIXED_MAX + 1)
                move_target(pg, t, MJ_LIST_MORE(pg->active[t] - 1), MJ_LIST_MORE(pg->active[t]));
            break;
        }
    }
}
