/*
 * riichi_notation.c: riichi tiles in the usual notation ("123m406p1122z"),
 * called melds, the wall, and tiles back to notation.
 */
#include <string.h>

#include "core/error_int.h"
#include "core/reader_int.h"
#include "riichi_int.h"

static const char suit_letters[4] = {'m', 'p', 's', 'z'};

static ludic_status check_flags(unsigned flags, ludic_error *err)
{
    if (flags & ~LUDIC_RIICHI_SANMA)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "unknown flag bits 0x%x; the only flag is LUDIC_RIICHI_SANMA",
                          flags & ~LUDIC_RIICHI_SANMA);
    return LUDIC_OK;
}

static int suit_of(char c)
{
    for (int s = 0; s < 4; s++)
        if (c == suit_letters[s])
            return s;
    return -1;
}

/* Bytes of the (UTF-8) character at text[i], so a message quotes it whole. */
static size_t char_len(const char *text, size_t len, size_t i)
{
    const unsigned char c = (unsigned char)text[i];
    size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    return i + n <= len ? n : len - i;
}

/*
 * The digits text[from..to) (blanks skipped) followed by the letter of suit s:
 * add each tile to t, checking the copies, the red fives and the set.
 */
static ludic_status add_group(const char *text, size_t from, size_t to, int s, unsigned flags,
                              ludic_riichi_tiles *t, ludic_error *err)
{
    const char letter = suit_letters[s];
    for (size_t i = from; i < to; i++) {
        const unsigned long col = (unsigned long)i + 1;
        const unsigned d = (unsigned)(text[i] - '0');
        unsigned kind;
        if (text[i] == ' ' || text[i] == '\t')
            continue;
        if (s == 3) {
            if (d == 0)
                return ludic_fail(err, LUDIC_E_INVALID, 1, col,
                                  "'0z': 0 stands for a red five, and honours have no fives");
            if (d > 7)
                return ludic_fail(err, LUDIC_E_INVALID, 1, col,
                                  "'%uz': honours are 1z to 7z (East, South, West, North, White, "
                                  "Green, Red)",
                                  d);
            kind = RI_HONOURS + d - 1;
        } else {
            kind = (unsigned)s * 9 + (d == 0 ? 4 : d - 1);
        }
        if (s == 0 && (flags & LUDIC_RIICHI_SANMA) && ludic_ri_sanma_missing(kind))
            return ludic_fail(err, LUDIC_E_INVALID, 1, col,
                              "'%u%c' is not in three-player mahjong (its characters are only "
                              "1m and 9m)",
                              d, letter);
        if (d == 0) {
            if (t->red[s])
                return ludic_fail(err, LUDIC_E_INVALID, 1, col,
                                  "a second red five '0%c'; the set has one red five per suit",
                                  letter);
            t->red[s] = 1;
        }
        if (t->counts[kind] >= 4)
            return ludic_fail(err, LUDIC_E_INVALID, 1, col,
                              "'%u%c' is a fifth copy of %s; the set has 4 copies of a kind%s", d,
                              letter, ludic_riichi_kind_name(kind),
                              d == 0 ? " (0 is a red 5)" : "");
        t->counts[kind]++;
        t->total++;
    }
    return LUDIC_OK;
}

ludic_status ludic_riichi_parse_tiles(const char *text, size_t len, unsigned flags,
                                      ludic_riichi_tiles *out, ludic_error *err)
{
    ludic_riichi_tiles t;
    size_t group = 0; /* first digit of the pending group */
    int pending = 0;
    ludic_status status;
    if ((!text && len > 0) || !out)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "%s",
                          out ? "no text given (text is NULL)"
                              : "no place for the tiles (out is NULL)");
    status = check_flags(flags, err);
    if (status != LUDIC_OK)
        return status;
    memset(&t, 0, sizeof t);
    for (size_t i = 0; i < len; i++) {
        const char c = text[i];
        const int s = suit_of(c);
        if (c == ' ' || c == '\t')
            continue;
        if (c >= '0' && c <= '9') {
            if (!pending)
                group = i;
            pending = 1;
            continue;
        }
        if (s >= 0) {
            if (!pending)
                return ludic_fail(err, LUDIC_E_SYNTAX, 1, (unsigned long)i + 1,
                                  "suit letter '%c' has no digits before it; write tiles as "
                                  "digits followed by their suit letter, e.g. 123%c",
                                  c, c);
            status = add_group(text, group, i, s, flags, &t, err);
            if (status != LUDIC_OK)
                return status;
            pending = 0;
            continue;
        }
        {
            char q[32];
            ludic_token tok;
            tok.text = text + i;
            tok.len = char_len(text, len, i);
            tok.line = 1;
            tok.column = (unsigned long)i + 1;
            ludic_token_quote(&tok, q, sizeof q);
            return ludic_fail(err, LUDIC_E_SYNTAX, 1, (unsigned long)i + 1,
                              "unexpected %s; expected digits followed by a suit letter m, p, "
                              "s or z (0 for a red five), e.g. 123m406p11z",
                              q);
        }
    }
    if (pending)
        return ludic_fail(err, LUDIC_E_SYNTAX, 1, (unsigned long)group + 1,
                          "the digits at the end have no suit letter; expected m, p, s or z "
                          "after them");
    *out = t;
    return LUDIC_OK;
}

ludic_status ludic_riichi_parse_meld(const char *text, size_t len, unsigned flags,
                                     ludic_riichi_tiles *out, ludic_error *err)
{
    ludic_riichi_tiles t;
    unsigned first = RI_KINDS, kinds = 0;
    int meld = 0;
    ludic_status status;
    if (!out)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "no place for the meld (out is NULL)");
    status = ludic_riichi_parse_tiles(text, len, flags, &t, err);
    if (status != LUDIC_OK)
        return status;
    for (unsigned k = RI_KINDS; k-- > 0;)
        if (t.counts[k]) {
            first = k;
            kinds++;
        }
    if (kinds == 1) /* a triplet or a kan */
        meld = t.total == 3 || t.total == 4;
    else if (kinds == 3 && t.total == 3) /* a run: three consecutive kinds of one suit */
        meld = first < RI_HONOURS && first % 9 <= 6 && t.counts[first + 1] && t.counts[first + 2];
    if (!meld) {
        char shown[64];
        size_t n = len < sizeof shown - 1 ? len : sizeof shown - 1;
        if (n > 0)
            memcpy(shown, text, n);
        shown[n] = '\0';
        return ludic_fail(err, LUDIC_E_INVALID, 1, 1,
                          "'%s' is not a meld; expected a run of three consecutive tiles of a "
                          "suit (123m), a triplet (555z) or a kan (1111p)",
                          shown);
    }
    *out = t;
    return LUDIC_OK;
}

/* Add one source of tiles to the out-of-wall totals, checking its counts. */
static ludic_status add_source(const ludic_riichi_tiles *t, const char *name, unsigned *out,
                               unsigned *red, ludic_error *err)
{
    if (!t)
        return LUDIC_OK;
    for (unsigned k = 0; k < RI_KINDS; k++) {
        if (t->counts[k] > 4)
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "the %s hold %u tiles of %s; the set has 4 copies of a kind", name,
                              t->counts[k], ludic_riichi_kind_name(k));
        out[k] += t->counts[k];
    }
    for (unsigned s = 0; s < 3; s++)
        red[s] += t->red[s];
    return LUDIC_OK;
}

ludic_status ludic_riichi_compute_wall(const ludic_riichi_tiles *hand,
                                       const ludic_riichi_tiles *melds, size_t meld_count,
                                       const ludic_riichi_tiles *visible, unsigned flags,
                                       uint8_t *wall, ludic_error *err)
{
    unsigned in_hand[RI_KINDS] = {0}, in_melds[RI_KINDS] = {0}, seen[RI_KINDS] = {0};
    unsigned red[3][3] = {{0}};
    uint8_t left[RI_KINDS];
    ludic_status status;
    if (!wall)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "no place for the wall (wall is NULL)");
    if (!melds && meld_count > 0)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "%lu melds announced but melds is NULL",
                          (unsigned long)meld_count);
    status = check_flags(flags, err);
    if (status == LUDIC_OK)
        status = add_source(hand, "hand", in_hand, red[0], err);
    for (size_t i = 0; i < meld_count && status == LUDIC_OK; i++)
        status = add_source(&melds[i], "called melds", in_melds, red[1], err);
    if (status == LUDIC_OK)
        status = add_source(visible, "visible tiles", seen, red[2], err);
    if (status != LUDIC_OK)
        return status;
    for (unsigned s = 0; s < 3; s++) {
        const unsigned n = red[0][s] + red[1][s] + red[2][s];
        if (n > ((flags & LUDIC_RIICHI_SANMA) && s == 0 ? 0u : 1u))
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "%u red fives 0%c (hand %u, called melds %u, visible %u); the set "
                              "has %s",
                              n, suit_letters[s], red[0][s], red[1][s], red[2][s],
                              (flags & LUDIC_RIICHI_SANMA) && s == 0 ? "no 5m" : "one");
    }
    for (unsigned k = 0; k < RI_KINDS; k++) { /* into `left` first: wall is untouched on failure */
        const unsigned set = (flags & LUDIC_RIICHI_SANMA) && ludic_ri_sanma_missing(k) ? 0u : 4u;
        const unsigned out = in_hand[k] + in_melds[k] + seen[k];
        if (out > set) {
            if (set == 0)
                return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                                  "%s is not in three-player mahjong (its characters are only "
                                  "1m and 9m)",
                                  ludic_riichi_kind_name(k));
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "%u tiles of %s are out of the wall (hand %u, called melds %u, "
                              "visible %u); the set has 4",
                              out, ludic_riichi_kind_name(k), in_hand[k], in_melds[k], seen[k]);
        }
        left[k] = (uint8_t)(set - out);
    }
    memcpy(wall, left, sizeof left);
    return LUDIC_OK;
}

ludic_status ludic_riichi_format_tiles(const uint8_t *counts, const uint8_t *red, char *out,
                                       size_t cap, size_t *len, ludic_error *err)
{
    char text[2 * 4 * RI_KINDS + 8];
    size_t n = 0;
    if (!counts)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "no counts given (counts is NULL)");
    if (!out && cap > 0)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "out is NULL but cap is %lu",
                          (unsigned long)cap);
    for (unsigned k = 0; k < RI_KINDS; k++)
        if (counts[k] > 4)
            return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "%u tiles of %s; at most 4",
                              counts[k], ludic_riichi_kind_name(k));
    for (unsigned s = 0; s < 4; s++) {
        const unsigned first = s * 9, size = s == 3 ? 7u : 9u;
        const size_t start = n;
        for (unsigned r = 0; r < size; r++) {
            unsigned c = counts[first + r];
            if (s < 3 && r == 4 && red && red[s] && c > 0) {
                text[n++] = '0';
                c--;
            }
            while (c-- > 0)
                text[n++] = (char)('1' + r);
        }
        if (n > start)
            text[n++] = suit_letters[s];
    }
    text[n] = '\0';
    if (len)
        *len = n;
    if (cap > 0) {
        const size_t copy = n < cap ? n : cap - 1;
        memcpy(out, text, copy);
        out[copy] = '\0';
    }
    if (n >= cap)
        return ludic_fail(err, LUDIC_E_TRUNCATED, 0, 0,
                          "the tiles take %lu bytes with the NUL; the buffer has %lu",
                          (unsigned long)n + 1, (unsigned long)cap);
    return LUDIC_OK;
}
