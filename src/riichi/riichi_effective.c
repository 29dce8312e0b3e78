/*
 * riichi_effective.c: effective tiles (受け入れ) of a hand waiting for a draw,
 * and the discard table (何切る) of a hand after its draw, both from their
 * definitions in docs/riichi.md: a kind is effective when drawing it lowers
 * the shanten by one, which is tried for every kind (34 shanten at most).
 */
#include <string.h>

#include "core/error_int.h"
#include "riichi_int.h"

static ludic_status check_form(ludic_riichi_form form, ludic_error *err)
{
    if (form != LUDIC_RIICHI_FORM_MIN && form != LUDIC_RIICHI_FORM_STANDARD &&
        form != LUDIC_RIICHI_FORM_SEVEN_PAIRS && form != LUDIC_RIICHI_FORM_THIRTEEN_ORPHANS)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "unknown form %d; expected a ludic_riichi_form", (int)form);
    return LUDIC_OK;
}

/*
 * The effective tiles of the valid hand h (its size 1 modulo 3). h is
 * changed during the call and restored. A drawn tile lowers r by at most
 * one, so the shanten after a draw is s - 1 or more.
 */
static void fill_effective(uint8_t *h, const uint8_t *wall, ludic_riichi_form form,
                           unsigned flags, ludic_riichi_effective *out)
{
    const int s = ludic_ri_shanten_form(h, flags, form);
    out->shanten = s;
    out->kinds = 0;
    out->total = 0;
    memset(out->kind, 0, sizeof out->kind);
    memset(out->count, 0, sizeof out->count);
    if (s == LUDIC_RIICHI_NO_FORM)
        return;
    for (unsigned t = 0; t < RI_KINDS; t++) {
        int after;
        if (h[t] >= 4 || ((flags & LUDIC_RIICHI_SANMA) && ludic_ri_sanma_missing(t)))
            continue;
        h[t]++;
        after = ludic_ri_shanten_form(h, flags, form);
        h[t]--;
        if (after < s) {
            out->kind[out->kinds] = (uint8_t)t;
            out->count[out->kinds] = wall[t];
            out->kinds++;
            out->total += wall[t];
        }
    }
}

/* The checks both entry points make; h and w receive the hand and the wall. */
static ludic_status prepare(const uint8_t *counts, const uint8_t *wall, ludic_riichi_form form,
                            unsigned flags, const void *out, uint32_t sizes, uint8_t *h,
                            uint8_t *w, ludic_error *err)
{
    unsigned n;
    ludic_status status = ludic_ri_check_hand(counts, flags, out, sizes, &n, err);
    if (status == LUDIC_OK)
        status = check_form(form, err);
    if (status == LUDIC_OK)
        status = ludic_ri_resolve_wall(counts, wall, flags, w, err);
    if (status == LUDIC_OK)
        memcpy(h, counts, RI_KINDS);
    return status;
}

ludic_status ludic_riichi_compute_effective(const uint8_t *counts, const uint8_t *wall,
                                            ludic_riichi_form form, unsigned flags,
                                            ludic_riichi_effective *out, ludic_error *err)
{
    uint8_t h[RI_KINDS], w[RI_KINDS];
    ludic_status status = prepare(counts, wall, form, flags, out, RI_SIZES_WAITING, h, w, err);
    if (status != LUDIC_OK)
        return status;
    fill_effective(h, w, form, flags, out);
    return LUDIC_OK;
}

/* Row order of the spec: shanten after, then total effective (most first), then kind. */
static int row_before(const ludic_riichi_discard *a, const ludic_riichi_discard *b)
{
    if (a->after.shanten != b->after.shanten)
        return a->after.shanten < b->after.shanten;
    if (a->after.total != b->after.total)
        return a->after.total > b->after.total;
    return a->kind < b->kind;
}

ludic_status ludic_riichi_compute_discards(const uint8_t *counts, const uint8_t *wall,
                                           ludic_riichi_form form, unsigned flags,
                                           ludic_riichi_discards *out, ludic_error *err)
{
    uint8_t h[RI_KINDS], w[RI_KINDS];
    ludic_status status = prepare(counts, wall, form, flags, out, RI_SIZES_DRAWN, h, w, err);
    if (status != LUDIC_OK)
        return status;
    out->shanten = ludic_ri_shanten_form(h, flags, form);
    out->count = 0;
    for (unsigned d = 0; d < RI_KINDS; d++) {
        ludic_riichi_discard row;
        unsigned i;
        if (h[d] == 0)
            continue;
        h[d]--; /* the discard goes to the river: the wall is unchanged */
        row.kind = (uint8_t)d;
        fill_effective(h, w, form, flags, &row.after);
        h[d]++;
        /* insertion into the sorted rows (14 at most) */
        for (i = out->count; i > 0 && row_before(&row, &out->row[i - 1]); i--)
            out->row[i] = out->row[i - 1];
        out->row[i] = row;
        out->count++;
    }
    return LUDIC_OK;
}
