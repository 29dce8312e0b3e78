/*
 * fuzz_riichi_tiles.c: ludic_riichi_parse_tiles and ludic_riichi_parse_meld on
 * arbitrary bytes (the first byte picks riichi or sanma). Invariants: a
 * failure has a message, a bad-input status and a position on line 1 inside
 * the text; a success formats back to notation that parses to the same
 * tiles; a hand of a valid size has shanten in -1..13 for every form that
 * applies, min the least of them, the hot path agreeing; a waiting hand's
 * effective tiles add up to their total, each lowering the shanten; a drawn
 * hand's discard table has a sorted row per distinct kind.
 */
#include <stdlib.h>
#include <string.h>

#include "ludic/riichi.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void require(int ok)
{
    if (!ok)
        abort();
}

static void check_shanten(const ludic_riichi_tiles *t, unsigned flags)
{
    ludic_riichi_shanten s, raw;
    ludic_error err;
    int least;
    if (ludic_riichi_compute_shanten(t->counts, flags, &s, &err) != LUDIC_OK) {
        require(t->total == 0 || t->total > 14 || t->total % 3 == 0);
        return;
    }
    ludic_riichi_compute_shanten_raw(t->counts, flags, &raw);
    require(memcmp(&s, &raw, sizeof s) == 0);
    require(s.standard >= -1 && s.standard <= 8);
    least = s.standard;
    if (t->total >= 13) {
        require(s.seven_pairs >= -1 && s.seven_pairs <= 6);
        require(s.thirteen_orphans >= -1 && s.thirteen_orphans <= 13);
        least = s.seven_pairs < least ? s.seven_pairs : least;
        least = s.thirteen_orphans < least ? s.thirteen_orphans : least;
    } else {
        require(s.seven_pairs == LUDIC_RIICHI_NO_FORM && s.thirteen_orphans == LUDIC_RIICHI_NO_FORM);
    }
    require(s.min == least);
    if (t->total % 3 == 1) {
        ludic_riichi_effective e;
        unsigned total = 0;
        require(ludic_riichi_compute_effective(t->counts, NULL, LUDIC_RIICHI_FORM_MIN, flags, &e,
                                               &err) == LUDIC_OK);
        require(e.shanten == s.min && e.shanten >= 0);
        for (unsigned i = 0; i < e.kinds; i++) {
            uint8_t c[LUDIC_RIICHI_KINDS];
            ludic_riichi_shanten after;
            memcpy(c, t->counts, sizeof c);
            require(c[e.kind[i]] < 4 && (i == 0 || e.kind[i] > e.kind[i - 1]));
            require(e.count[i] == 4 - c[e.kind[i]]);
            c[e.kind[i]]++;
            ludic_riichi_compute_shanten_raw(c, flags, &after);
            require(after.min == s.min - 1);
            total += e.count[i];
        }
        require(total == e.total);
    } else {
        ludic_riichi_discards d;
        unsigned distinct = 0;
        require(ludic_riichi_compute_discards(t->counts, NULL, LUDIC_RIICHI_FORM_MIN, flags, &d,
                                              &err) == LUDIC_OK);
        for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++)
            distinct += t->counts[k] > 0;
        require(d.count == distinct && d.shanten == s.min);
        for (unsigned r = 1; r < d.count; r++) {
            const ludic_riichi_effective *a = &d.row[r - 1].after, *b = &d.row[r].after;
            require(a->shanten < b->shanten ||
                    (a->shanten == b->shanten &&
                     (a->total > b->total ||
                      (a->total == b->total && d.row[r - 1].kind < d.row[r].kind))));
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const unsigned flags = size > 0 && (data[0] & 1) ? LUDIC_RIICHI_SANMA : 0u;
    const char *text = size > 0 ? (const char *)data + 1 : "";
    const size_t len = size > 0 ? size - 1 : 0;
    ludic_riichi_tiles t, back, meld;
    ludic_error err;
    char out[160];
    size_t out_len;
    ludic_status st = ludic_riichi_parse_tiles(text, len, flags, &t, &err);
    ludic_status ms = ludic_riichi_parse_meld(text, len, flags, &meld, &err);
    require(ms == LUDIC_OK ? st == LUDIC_OK && (meld.total == 3 || meld.total == 4) : 1);
    if (st != LUDIC_OK) {
        require(st == LUDIC_E_SYNTAX || st == LUDIC_E_INVALID);
        require(err.message[0] != '\0' && err.line == 1 && err.column >= 1 && err.column <= len);
        return 0;
    }
    require(ludic_riichi_format_tiles(t.counts, t.red, out, sizeof out, &out_len, &err) ==
            LUDIC_OK);
    require(ludic_riichi_parse_tiles(out, out_len, flags, &back, &err) == LUDIC_OK);
    require(memcmp(&t, &back, sizeof t) == 0);
    check_shanten(&t, flags);
    return 0;
}
