/*
 * riichi_draw.c: the draw game's public entry points (include/ludic/riichi.h,
 * "The draw game"): checks, the replace wall, and one search
 * (riichi_draw_search.c) per call, shared by all the discards of a hand
 * (their hands are its roots, added before the one solve).
 */
#include <string.h>

#include "core/error_int.h"
#include "util/format_int.h"
#include "riichi_draw_int.h"

static ludic_status check_question(unsigned draws, ludic_riichi_policy policy, ludic_error *err)
{
    if (draws < 1 || draws > LUDIC_RIICHI_MAX_DRAWS)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "draws is %u; expected 1 to %u", draws, LUDIC_RIICHI_MAX_DRAWS);
    if (policy != LUDIC_RIICHI_POLICY_PROGRESS && policy != LUDIC_RIICHI_POLICY_EXCHANGE &&
        policy != LUDIC_RIICHI_POLICY_ANY)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "unknown policy %d; expected a ludic_riichi_policy", (int)policy);
    return LUDIC_OK;
}

/* Check the hand (of a size in `sizes`) and the question; base = wall + hand. */
static ludic_status prepare(const uint8_t *counts, const uint8_t *wall, unsigned draws,
                            ludic_riichi_policy policy, unsigned flags, const void *out,
                            uint32_t sizes, unsigned *n, uint8_t *base, ludic_error *err)
{
    uint8_t w[RI_KINDS];
    ludic_status status = ludic_ri_check_hand(counts, flags, out, sizes, n, err);
    if (status == LUDIC_OK)
        status = check_question(draws, policy, err);
    if (status == LUDIC_OK)
        status = ludic_ri_resolve_wall(counts, wall, flags, w, err);
    if (status == LUDIC_OK)
        for (unsigned k = 0; k < RI_KINDS; k++)
            base[k] = (uint8_t)(w[k] + counts[k]);
    return status;
}

void ludic_ri_draw_start(ri_draw_search *s, const uint8_t *base, unsigned n, unsigned draws,
                         unsigned slack, const ludic_limits *limits, unsigned flags)
{
    ludic_ri_draw_init(s, base, n, draws, slack,
                       limits && limits->max_memory ? limits->max_memory
                                                    : LUDIC_DEFAULT_MAX_MEMORY,
                       flags);
    if (limits) {
        s->progress = limits->progress;
        s->progress_ctx = limits->progress_ctx;
    }
}

ludic_status ludic_ri_draw_failure(const ri_draw_search *s, ludic_error *err)
{
    if (s->cancelled)
        return ludic_fail(err, LUDIC_E_CANCELLED, 0, 0,
                          "the draw search was cancelled after meeting %lu hands",
                          (unsigned long)s->count);
    char cap[32];
    ludic_format_bytes(cap, sizeof cap, s->max_memory);
    return ludic_fail(err, LUDIC_E_MEMORY, 0, 0,
                      "the draw search met %lu hands and reached its memory cap of %s; "
                      "ask for fewer draws, a narrower policy class or a larger memory cap",
                      (unsigned long)s->count, cap);
}

/* The figures of the 13 - 3c tiles h in search s. 0 or -1 (out of memory). */
static int odds_of(ri_draw_search *s, const uint8_t *h, ludic_riichi_draw_odds *o)
{
    const uint32_t id = ludic_ri_draw_find(s, h);
    memset(o, 0, sizeof *o);
    if (id == UINT32_MAX || ludic_ri_draw_forward(s, id, o->win, o->tenpai))
        return -1;
    o->shanten = s->rec[id].shanten;
    if (o->shanten <= 0) /* tenpai already: exactly 1, not a sum of masses rounded below it */
        for (unsigned t = 0; t < s->draws; t++)
            o->tenpai[t] = 1.0;
    o->draws = s->draws;
    o->wall = (unsigned)s->wall;
    return 0;
}

ludic_status ludic_riichi_compute_draw_odds(const uint8_t *counts, const uint8_t *wall,
                                            unsigned draws, ludic_riichi_policy policy,
                                            const ludic_limits *limits, unsigned flags,
                                            ludic_riichi_draw_odds *out, ludic_error *err)
{
    uint8_t base[RI_KINDS];
    unsigned n;
    ri_draw_search s;
    ludic_riichi_draw_odds o;
    ludic_status status = prepare(counts, wall, draws, policy, flags, out, RI_SIZES_WAITING, &n,
                                  base, err);
    if (status != LUDIC_OK)
        return status;
    ludic_ri_draw_start(&s, base, n, draws, (unsigned)policy, limits, flags);
    if (odds_of(&s, counts, &o))
        status = ludic_ri_draw_failure(&s, err);
    o.hands = s.count;
    ludic_ri_draw_clear(&s);
    if (status == LUDIC_OK)
        *out = o;
    return status;
}

/* Row order: P(win within T), then P(tenpai within T) (most first), then kind. */
static int row_before(const ludic_riichi_draw_discard *a, const ludic_riichi_draw_discard *b)
{
    const unsigned t = a->odds.draws - 1;
    const double wa = a->odds.win[t], wb = b->odds.win[t];
    const double ta = a->odds.tenpai[t], tb = b->odds.tenpai[t];
    if (ri_draw_better(wa, wb) || ri_draw_better(wb, wa)) /* not a tie within RI_DRAW_TIE */
        return wa > wb;
    if (ri_draw_better(ta, tb) || ri_draw_better(tb, ta))
        return ta > tb;
    return a->kind < b->kind;
}

ludic_status ludic_riichi_compute_draw_discards(const uint8_t *counts, const uint8_t *wall,
                                                unsigned draws, ludic_riichi_policy policy,
                                                const ludic_limits *limits, unsigned flags,
                                                ludic_riichi_draw_discards *out,
                                                ludic_error *err)
{
    uint8_t base[RI_KINDS], h[RI_KINDS];
    uint32_t root[RI_KINDS]; /* the record of each discard's hand */
    unsigned n;
    ri_draw_search s;
    ludic_riichi_shanten sh;
    static const ludic_riichi_draw_discards zero;
    ludic_riichi_draw_discards d = zero;
    ludic_status status = prepare(counts, wall, draws, policy, flags, out, RI_SIZES_DRAWN, &n,
                                  base, err);
    if (status != LUDIC_OK)
        return status;
    ludic_riichi_compute_shanten_raw(counts, flags, &sh);
    d.shanten = sh.min;
    memcpy(h, counts, RI_KINDS);
    ludic_ri_draw_start(&s, base, n - 1, draws, (unsigned)policy, limits, flags);
    for (unsigned x = 0; x < RI_KINDS; x++) { /* every row's hand is a root of the one search */
        if (h[x] == 0)
            continue;
        h[x]--;
        root[x] = ludic_ri_draw_find(&s, h); /* out of memory: reported by the row below */
        h[x]++;
    }
    for (unsigned x = 0; x < RI_KINDS && status == LUDIC_OK; x++) {
        ludic_riichi_draw_discard row;
        unsigned i, same = RI_KINDS;
        if (h[x] == 0)
            continue;
        /* two discards of alike honours leave one hand to the search (its
           honour symmetry): the same figures, one forward pass */
        for (unsigned y = 0; y < x && same == RI_KINDS; y++)
            if (h[y] && root[y] == root[x] && root[x] != UINT32_MAX)
                same = y;
        row.kind = (uint8_t)x;
        if (same < RI_KINDS) {
            for (i = 0; d.row[i].kind != same; i++)
                ;
            row.odds = d.row[i].odds;
        } else {
            h[x]--; /* back into the wall: base is unchanged */
            if (odds_of(&s, h, &row.odds))
                status = ludic_ri_draw_failure(&s, err);
            h[x]++;
            if (status != LUDIC_OK) /* no figures to order (row_before reads odds.draws - 1) */
                break;
        }
        for (i = d.count; i > 0 && row_before(&row, &d.row[i - 1]); i--)
            d.row[i] = d.row[i - 1];
        d.row[i] = row;
        d.count++;
    }
    d.hands = s.count;
    for (unsigned i = 0; i < d.count; i++)
        d.row[i].odds.hands = s.count;
    ludic_ri_draw_clear(&s);
    if (status == LUDIC_OK)
        *out = d;
    return status;
}
