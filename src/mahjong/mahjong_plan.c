/*
 * mahjong_plan.c: the set-up both counting DPs share (see mahjong_plan_int.h): checks, the
 * automaton, per-class transition lists in pull form, and the window pass
 * that bounds the tile counts of non-winning cells.
 */
#include <stdlib.h>
#include <string.h>

#include "core/error_int.h"
#include "mahjong_plan_int.h"

static void edges_clear(mj_edges *e)
{
    free(e->first);
    free(e->src);
    free(e->shift);
    free(e->win_src);
    free(e->win_shift);
    memset(e, 0, sizeof *e);
}

/*
 * Transitions of class `cls` out of every non-winning state, bucketed by
 * target with a counting sort. At most 5 per state.
 */
static ludic_status edges_build(mj_edges *e, const ludic_mahjong_automaton *a, unsigned cls,
                                ludic_error *err)
{
    const unsigned copies = cls % MJ_COUNTS;
    const unsigned hand = cls / MJ_COUNTS % MJ_COUNTS;
    const int can_start = cls / (MJ_COUNTS * MJ_COUNTS) != 0;
    const uint32_t n = a->win;
    const size_t most = (size_t)n * (copies - hand + 1);
    uint32_t total = 0, wins = 0;
    e->first = calloc((size_t)n + 1, sizeof *e->first);
    e->src = malloc(most * sizeof *e->src);
    e->shift = malloc(most);
    e->win_src = malloc(most * sizeof *e->win_src);
    e->win_shift = malloc(most);
    if (!e->first || !e->src || !e->shift || !e->win_src || !e->win_shift) {
        edges_clear(e);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the DP transitions");
    }
    for (uint32_t q = 0; q < n; q++)
        for (unsigned d = hand; d <= copies; d++) {
            const uint32_t t = mj_next(a, q, mj_symbol(can_start, d));
            if (t == a->win) {
                e->win_src[wins] = q;
                e->win_shift[wins++] = (uint8_t)(d - hand);
            } else {
                e->first[t + 1]++;
            }
        }
    for (uint32_t t = 0; t < n; t++)
        e->first[t + 1] += e->first[t];
    {
        uint32_t *fill = malloc((size_t)n * sizeof *fill);
        if (!fill) {
            edges_clear(e);
            return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the DP transitions");
        }
        memcpy(fill, e->first, (size_t)n * sizeof *fill);
        for (uint32_t q = 0; q < n; q++)
            for (unsigned d = hand; d <= copies; d++) {
                const uint32_t t = mj_next(a, q, mj_symbol(can_start, d));
                if (t != a->win) {
                    e->src[fill[t]] = q;
                    e->shift[fill[t]++] = (uint8_t)(d - hand);
                    total++;
                }
            }
        free(fill);
    }
    (void)total;
    e->win_count = wins;
    e->built = 1;
    return LUDIC_OK;
}

/* The state the whole set of tiles ends in (every copy of every kind). */
static uint32_t run_full_set(const ludic_mahjong_automaton *a, const ludic_mahjong_game *g)
{
    uint32_t q = 0;
    for (uint32_t x = 0; x < g->kinds && q != a->win; x++)
        q = mj_next(a, q, mj_symbol(mj_can_start(g, x), g->copies[x]));
    return q;
}

/*
 * The most wall tiles a draw can hold and still not win, exactly: a
 * max-plus pass of the counting DP without the tile dimension. best[q] is
 * the largest j of a non-zero cell (q, j), -1 when q is unreachable; every
 * cell the counting DP fills is non-zero (its weights are positive), so the
 * largest j left in a non-winning state after the last kind is the
 * answer. Unlike the largest j of the DP rows (their windows over-estimate,
 * and the decimal DP flushes tiny probabilities to zero) this is exact, and
 * P(weight = answer + 1) > 0 is the last positive probability.
 * O(kinds x edges) = O(kinds x S x 5): 6% of a whole solve at n = 100
 * (callgrind), so solve runs it only when asked for stats.
 * Uses p->lo as scratch: call it before or after the DP, not during.
 */
void ludic_mj_plan_max_losing(mj_plan *p)
{
    const ludic_mahjong_game *g = p->game;
    int32_t *best = p->lo, *next = p->lo + 2 * (size_t)p->states, *swap;
    int32_t most = 0;
    for (uint32_t q = 0; q < p->states; q++)
        best[q] = -1;
    best[0] = 0;
    for (uint32_t x = 0; x < g->kinds; x++) {
        const mj_edges *e = &p->edges[mj_class_of(g, x)];
        for (uint32_t t = 0; t < p->states; t++) {
            int32_t b = -1;
            for (uint32_t k = e->first[t]; k < e->first[t + 1]; k++) {
                const int32_t from = best[e->src[k]];
                if (from >= 0 && from + e->shift[k] > b)
                    b = from + e->shift[k];
            }
            next[t] = b;
        }
        swap = best, best = next, next = swap;
    }
    for (uint32_t q = 0; q < p->states; q++)
        if (best[q] > most)
            most = best[q];
    p->max_losing = (uint32_t)most;
}

ludic_status ludic_mj_plan_init(mj_plan *p, const ludic_mahjong_game *game,
                          const ludic_mahjong_automaton *automaton, ludic_error *err)
{
    ludic_status status;
    uint64_t tiles = 0;
    memset(p, 0, sizeof *p);
    status = ludic_mahjong_check_game(game, err);
    if (status != LUDIC_OK)
        return status;
    p->game = game;
    if (automaton) {
        const uint32_t need = ludic_mj_layout_alphabet(game);
        if ((automaton->alphabet & need) != need)
            return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                              "the automaton was built for another layout; build it from "
                              "this game's layout or from NULL");
        p->a = automaton;
    } else {
        status = ludic_mahjong_automaton_create(game, 0, &p->owned, err);
        if (status != LUDIC_OK)
            return status;
        p->a = p->owned;
    }
    for (uint32_t x = 0; x < game->kinds; x++)
        tiles += game->copies[x];
    if (run_full_set(p->a, game) != p->a->win) {
        ludic_mj_plan_clear(p);
        return ludic_fail(err, LUDIC_E_NO_ANSWER, 0, 0,
                          "no draw ever wins: even all %llu tiles of this layout together hold "
                          "neither one pair and four melds nor seven pairs of distinct kinds",
                          (unsigned long long)tiles);
    }
    p->wall = (uint32_t)(tiles - LUDIC_MAHJONG_HAND_TILES);
    p->states = p->a->win;
    p->lo = malloc(4 * (size_t)p->states * sizeof *p->lo);
    if (!p->lo) {
        ludic_mj_plan_clear(p);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the DP windows");
    }
    p->hi = p->lo + p->states;
    for (uint32_t x = 0; x < game->kinds; x++) {
        const unsigned cls = mj_class_of(game, x);
        if (!p->edges[cls].built) {
            status = edges_build(&p->edges[cls], p->a, cls, err);
            if (status != LUDIC_OK) {
                ludic_mj_plan_clear(p);
                return status;
            }
        }
    }
    /* Rows never need more than the bound of plan_int.h. */
    p->width = (p->wall < game->kinds + MJ_PREFIX_SLACK ? p->wall : game->kinds + MJ_PREFIX_SLACK) + 1;
    return LUDIC_OK;
}

void ludic_mj_plan_clear(mj_plan *p)
{
    for (unsigned c = 0; c < MJ_CLASSES; c++)
        edges_clear(&p->edges[c]);
    free(p->lo);
    ludic_mahjong_automaton_free(p->owned);
    memset(p, 0, sizeof *p);
}

void ludic_mj_fill_stats(const mj_plan *p, uint64_t memory, ludic_mahjong_stats *stats)
{
    if (!stats)
        return;
    stats->states = p->a->states;
    stats->explored = p->a->explored;
    stats->wall = p->wall;
    stats->max_losing = p->max_losing;
    stats->cells = p->cells;
    stats->memory = memory;
}
