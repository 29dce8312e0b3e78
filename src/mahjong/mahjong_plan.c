/*
 * mahjong_plan.c: the set-up both counting DPs share (see mahjong_plan_int.h): checks, the
 * automaton, per-class transition lists in pull form, and the window pass
 * that bounds the tile counts of non-winning cells.
 */
#include <stdlib.h>
#include <string.h>

#include "core/error_int.h"
#include "mahjong_orient_int.h"
#include "mahjong_plan_int.h"

static void edges_clear(mj_edges *e)
{
    free(e->to);
    free(e->first);
    free(e->src);
    free(e->shift);
    free(e->code);
    free(e->win_src);
    free(e->win_shift);
    memset(e, 0, sizeof *e);
}

#define MJ_LAYER_WIN MJ_LAYERS /* layer_after: the draw holds thirteen orphans */

/* The orphan layer (mahjong_plan_int.h) after reading d tiles of a kind of this role. */
static unsigned layer_after(unsigned layer, unsigned role, unsigned d)
{
    if (role == MJ_ROLE_NONE || layer == MJ_LAYER_OUT)
        return layer;
    if (d == 0)
        return MJ_LAYER_OUT;
    if (d >= 2)
        layer = MJ_LAYER_PAIRED;
    if (role == MJ_ROLE_LAST)
        return layer == MJ_LAYER_PAIRED ? MJ_LAYER_WIN : MJ_LAYER_OUT;
    return layer;
}

/*
 * The row that row (layer, q) reaches on d tiles of a kind; p->states for a
 * win. Without thirteen orphans (role none) the layer stays as it is.
 */
static uint32_t row_after(const mj_plan *p, unsigned role, int can_start, unsigned layer,
                          uint32_t q, unsigned d)
{
    const uint32_t per_layer = p->a->win, t = mj_next(p->a, q, mj_symbol(can_start, d));
    if (t == per_layer)
        return p->states; /* the automaton's winning state */
    if (role != MJ_ROLE_NONE) {
        layer = layer_after(layer, role, d);
        if (layer == MJ_LAYER_WIN)
            return p->states;
    }
    return layer * per_layer + t;
}

/*
 * Transitions of class `cls` out of every row (non-winning state of the
 * product), bucketed by target with a counting sort. At most 5 per row.
 */
static ludic_status edges_build(mj_edges *e, const mj_plan *p, unsigned cls, ludic_error *err)
{
    const unsigned copies = cls % MJ_COUNTS;
    const unsigned hand = cls / MJ_COUNTS % MJ_COUNTS;
    const int can_start = cls / (MJ_COUNTS * MJ_COUNTS) % 2 != 0;
    const unsigned role = cls / (2u * MJ_COUNTS * MJ_COUNTS);
    const uint32_t n = p->states, per_layer = p->a->win;
    const unsigned span = copies - hand + 1; /* draws 0..copies-hand */
    const size_t most = (size_t)n * span;
    uint32_t wins = 0, *to, *fill;
    e->first = calloc((size_t)n + 1, sizeof *e->first);
    e->src = malloc(most * sizeof *e->src);
    e->shift = malloc(most);
    e->code = malloc(most * sizeof *e->code);
    e->win_src = malloc(most * sizeof *e->win_src);
    e->win_shift = malloc(most);
    to = malloc(most * sizeof *to);
    fill = malloc((size_t)n * sizeof *fill);
    if (!e->first || !e->src || !e->shift || !e->code || !e->win_src || !e->win_shift || !to || !fill) {
        edges_clear(e);
        free(to);
        free(fill);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the DP transitions");
    }
    /* to[r * span + s]: the row reached from row r with s drawn copies */
    for (unsigned layer = 0, r = 0; layer < p->layers; layer++)
        for (uint32_t q = 0; q < per_layer; q++, r++)
            for (unsigned d = hand; d <= copies; d++) {
                const uint32_t t = row_after(p, role, can_start, layer, q, d);
                to[(size_t)r * span + d - hand] = t;
                if (t == n) {
                    e->win_src[wins] = r;
                    e->win_shift[wins++] = (uint8_t)(d - hand);
                } else {
                    e->first[t + 1]++;
                }
            }
    e->max_in = 0;
    for (uint32_t t = 0; t < n; t++) {
        e->max_in = e->first[t + 1] > e->max_in ? e->first[t + 1] : e->max_in;
        e->first[t + 1] += e->first[t];
    }
    memcpy(fill, e->first, (size_t)n * sizeof *fill);
    for (uint32_t r = 0; r < n; r++)
        for (unsigned s = 0; s < span; s++) {
            const uint32_t t = to[(size_t)r * span + s];
            if (t != n) {
                e->src[fill[t]] = r;
                e->code[fill[t]] = r << 3 | s;
                e->shift[fill[t]++] = (uint8_t)s;
            }
        }
    free(fill);
    e->to = to;
    e->span = span;
    e->win_count = wins;
    e->built = 1;
    return LUDIC_OK;
}

/*
 * Whether the whole set of tiles (every copy of every kind) wins: the
 * automaton's forms, or thirteen orphans (every orphan kind has a copy and
 * one of them has two).
 */
static int full_set_wins(const ludic_mahjong_automaton *a, const ludic_mahjong_game *g)
{
    uint32_t q = 0;
    for (uint32_t x = 0; x < g->kinds && q != a->win; x++)
        q = mj_next(a, q, mj_symbol(mj_can_start(g, x), g->copies[x]));
    if (q == a->win)
        return 1;
    if (g->flags & LUDIC_MAHJONG_THIRTEEN_ORPHANS) {
        /* every orphan kind present (a kind may have 0 copies), one of them twice */
        int all = 1, pair = 0;
        for (uint32_t x = 0; x < g->kinds; x++)
            if (mj_is_orphan(g, x)) {
                all &= g->copies[x] >= 1;
                pair |= g->copies[x] >= 2;
            }
        return all && pair;
    }
    return 0;
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
        const mj_edges *e = &p->edges[mj_class_of(g, p->layers > 1, p->last_orphan, x)];
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
    return ludic_mj_plan_init_ex(p, game, automaton, 1, err);
}

ludic_status ludic_mj_plan_init_ex(mj_plan *p, const ludic_mahjong_game *game,
                                   const ludic_mahjong_automaton *automaton, int orient,
                                   ludic_error *err)
{
    ludic_status status;
    uint64_t tiles = 0;
    memset(p, 0, sizeof *p);
    status = ludic_mahjong_check_game(game, err);
    if (status != LUDIC_OK)
        return status;
    p->game = game;
    if (orient && ludic_mj_orient_reverse(game)) {
        /* the mirror reads the same symbols but for may-start, which moves by two
           kinds: a caller's automaton may lack one of them; then read as given */
        status = ludic_mj_game_mirror(game, &p->mirror, err);
        if (status != LUDIC_OK)
            return status;
        if (automaton && (automaton->alphabet & ludic_mj_layout_alphabet(&p->mirror)) !=
                             ludic_mj_layout_alphabet(&p->mirror))
            ludic_mahjong_game_clear(&p->mirror);
        else
            p->game = &p->mirror, p->mirrored = 1;
    }
    game = p->game;
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
    if (!full_set_wins(p->a, game)) {
        ludic_mj_plan_clear(p);
        return ludic_fail(err, LUDIC_E_NO_ANSWER, 0, 0,
                          "no draw ever wins: even all %llu tiles of this layout together hold "
                          "neither one pair and four melds nor seven pairs of distinct kinds%s",
                          (unsigned long long)tiles,
                          game->flags & LUDIC_MAHJONG_THIRTEEN_ORPHANS ? " nor thirteen orphans"
                                                                       : "");
    }
    p->wall = (uint32_t)(tiles - LUDIC_MAHJONG_HAND_TILES);
    p->layers = 1;
    if (game->flags & LUDIC_MAHJONG_THIRTEEN_ORPHANS) {
        p->layers = MJ_LAYERS;
        for (uint32_t x = 0; x < game->kinds; x++)
            if (mj_is_orphan(game, x))
                p->last_orphan = x;
    }
    p->states = p->layers * p->a->win;
    p->lo = malloc(4 * (size_t)p->states * sizeof *p->lo);
    if (!p->lo) {
        ludic_mj_plan_clear(p);
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the DP windows");
    }
    p->hi = p->lo + p->states;
    for (uint32_t x = 0; x < game->kinds; x++) {
        const unsigned cls = mj_class_of(game, p->layers > 1, p->last_orphan, x);
        if (!p->edges[cls].built) {
            status = edges_build(&p->edges[cls], p, cls, err);
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
    ludic_mahjong_game_clear(&p->mirror);
    memset(p, 0, sizeof *p);
}

static uint64_t kind_cost(uint32_t width, uint32_t x)
{
    return (uint64_t)(x < width ? x : width) + 1;
}

void ludic_mj_progress_init(mj_progress *pr, const mj_plan *p, const ludic_limits *limits)
{
    memset(pr, 0, sizeof *pr);
    if (!limits || !limits->progress)
        return;
    pr->limits = limits;
    pr->width = p->width;
    pr->kinds = p->game->kinds;
    for (uint32_t x = 0; x < p->game->kinds; x++)
        pr->total += kind_cost(p->width, x);
    pr->next = pr->total / 128;
}

ludic_status ludic_mj_progress_kind(mj_progress *pr, uint32_t x, ludic_error *err)
{
    if (!pr->limits)
        return LUDIC_OK;
    pr->done += kind_cost(pr->width, x);
    if (pr->done < pr->next && pr->done < pr->total)
        return LUDIC_OK;
    pr->next = pr->done + pr->total / 128;
    if (pr->limits->progress(pr->limits->progress_ctx, pr->done, pr->total))
        return ludic_fail(err, LUDIC_E_CANCELLED, 0, 0,
                          "the mahjong DP was cancelled by its progress callback at kind %lu "
                          "of %lu",
                          (unsigned long)x + 1, (unsigned long)pr->kinds);
    return LUDIC_OK;
}

void ludic_mj_fill_stats(const mj_plan *p, uint64_t memory, ludic_mahjong_stats *stats)
{
    if (!stats)
        return;
    stats->states = p->states + 1; /* the automaton's states, or the product's */
    stats->explored = p->a->explored;
    stats->wall = p->wall;
    stats->max_losing = p->max_losing;
    stats->cells = p->cells;
    stats->memory = memory;
}
