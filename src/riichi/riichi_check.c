/*
 * riichi_check.c: the checks every public riichi function makes on a hand
 * and a wall, and the names of the kinds.
 */
#include "core/error_int.h"
#include "riichi_int.h"

static const char kind_names[RI_KINDS][3] = {
    "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "2p", "3p",
    "4p", "5p", "6p", "7p", "8p", "9p", "1s", "2s", "3s", "4s", "5s", "6s",
    "7s", "8s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"};

const char *ludic_riichi_kind_name(unsigned kind)
{
    return kind < RI_KINDS ? kind_names[kind] : NULL;
}

/* The slow path of ludic_ri_check_hand: find the bad count and say so. */
static ludic_status bad_count(const uint8_t *counts, unsigned flags, ludic_error *err)
{
    for (unsigned k = 0; k < RI_KINDS; k++) {
        if (counts[k] > 4)
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "the hand holds %u tiles of %s; the set has 4 copies of a kind",
                              counts[k], kind_names[k]);
        if (counts[k] && (flags & LUDIC_RIICHI_SANMA) && ludic_ri_sanma_missing(k))
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "the hand holds %s, which three-player mahjong does not have "
                              "(only 1m and 9m of the characters)",
                              kind_names[k]);
    }
    return ludic_fail(err, LUDIC_E_INTERNAL, 0, 0, "a bad count went missing");
}

ludic_status ludic_ri_check_hand(const uint8_t *counts, unsigned flags, const void *out,
                                 uint32_t sizes, unsigned *total, ludic_error *err)
{
    uint64_t x[5], over = 0;
    unsigned n;
    if (!counts)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "no counts given (counts is NULL)");
    if (!out)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "no place for the result (out is NULL)");
    if (flags & ~LUDIC_RIICHI_SANMA)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "unknown flag bits 0x%x; the only flag is LUDIC_RIICHI_SANMA",
                          flags & ~LUDIC_RIICHI_SANMA);
    /* Eight kinds a word: a byte b > 4 sets bit 7 of b + 0x7B, or is >= 0x80 itself (a
       carry out of such a byte can only add a second alarm to a true one). */
    x[0] = ludic_ri_load8(counts);
    x[1] = ludic_ri_load8(counts + 8);
    x[2] = ludic_ri_load8(counts + 16);
    x[3] = ludic_ri_load8(counts + 24);
    x[4] = (uint64_t)counts[32] | (uint64_t)counts[33] << 8;
    for (unsigned w = 0; w < 5; w++)
        over |= (x[w] + 0x7Bu * RI_L8) | x[w];
    if ((over & 0x80u * RI_L8) ||
        ((flags & LUDIC_RIICHI_SANMA) && (x[0] & 0xFFFFFFFFFFFFFF00u)))
        return bad_count(counts, flags, err);
    n = ludic_ri_byte_sum(x[0] + x[1] + x[2] + x[3] + x[4]); /* bytes <= 4 here */
    if (n > 31 || !((sizes >> n) & 1u)) {
        const char *expected = sizes == RI_SIZES_WAITING
                                   ? "13, 10, 7, 4 or 1 (13 less 3 per called meld)"
                               : sizes == RI_SIZES_DRAWN
                                   ? "14, 11, 8, 5 or 2 (14 less 3 per called meld)"
                                   : "1 to 14 with 1 or 2 left over on division by 3 (13 or 14 "
                                     "less 3 per called meld)";
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0, "the hand has %u tiles; expected %s", n,
                          expected);
    }
    *total = n;
    return LUDIC_OK;
}

ludic_status ludic_ri_resolve_wall(const uint8_t *counts, const uint8_t *wall, unsigned flags,
                                   uint8_t *out, ludic_error *err)
{
    for (unsigned k = 0; k < RI_KINDS; k++) {
        const unsigned set = (flags & LUDIC_RIICHI_SANMA) && ludic_ri_sanma_missing(k) ? 0u : 4u;
        if (!wall) {
            out[k] = (uint8_t)(set - counts[k]); /* counts checked: <= set */
            continue;
        }
        if ((unsigned)wall[k] + counts[k] > set)
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "the wall holds %u copies of %s and the hand %u; the set has %u",
                              wall[k], kind_names[k], counts[k], set);
        out[k] = wall[k];
    }
    return LUDIC_OK;
}
