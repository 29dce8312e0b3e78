/*
 * test_riichi_effective.c: effective tiles and the discard table on hands
 * worked out by hand (the reasoning beside each), with the wall given or
 * not, for each form, and their errors.
 */
#include "check.h"
#include "ludic/riichi.h"

static void tiles_of(const char *text, uint8_t *counts)
{
    ludic_riichi_tiles t;
    ludic_error err;
    if (ludic_riichi_parse_tiles(text, strlen(text), 0, &t, &err) != LUDIC_OK) {
        fprintf(stderr, "%s: %s\n", text, err.message);
        check_failures++;
        memset(counts, 0, LUDIC_RIICHI_KINDS);
        return;
    }
    memcpy(counts, t.counts, LUDIC_RIICHI_KINDS);
}

/* "1z:2 2z:2": the effective kinds and counts as text, to compare in one go. */
static void describe(const ludic_riichi_effective *e, char *out, size_t cap)
{
    size_t n = 0;
    out[0] = '\0';
    for (unsigned i = 0; i < e->kinds && n + 8 < cap; i++)
        n += (size_t)snprintf(out + n, cap - n, "%s%s:%u", i ? " " : "",
                              ludic_riichi_kind_name(e->kind[i]), e->count[i]);
}

static void check_effective(const char *hand, const uint8_t *wall, ludic_riichi_form form,
                            int shanten, const char *want, unsigned total)
{
    uint8_t c[LUDIC_RIICHI_KINDS];
    ludic_riichi_effective e;
    ludic_error err;
    char got[512];
    tiles_of(hand, c);
    if (ludic_riichi_compute_effective(c, wall, form, 0, &e, &err) != LUDIC_OK) {
        fprintf(stderr, "%s: %s\n", hand, err.message);
        check_failures++;
        return;
    }
    describe(&e, got, sizeof got);
    if (e.shanten != shanten || e.total != total || strcmp(got, want) != 0) {
        fprintf(stderr, "%s form %d: shanten %d, total %u, [%s]; expected %d, %u, [%s]\n", hand,
                (int)form, e.shanten, e.total, got, shanten, total, want);
        check_failures++;
    }
}

/* Every kind but `except`, with 4 - held copies: "1m:4 2m:4 ..." */
static void all_but(const char *hand, unsigned except, char *out, size_t cap, unsigned *total)
{
    uint8_t c[LUDIC_RIICHI_KINDS];
    size_t n = 0;
    tiles_of(hand, c);
    *total = 0;
    for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++) {
        if (k == except)
            continue;
        n += (size_t)snprintf(out + n, cap - n, "%s%s:%u", n ? " " : "",
                              ludic_riichi_kind_name(k), 4u - c[k]);
        *total += 4u - c[k];
    }
}

static void check_waiting_hands(void)
{
    uint8_t wall[LUDIC_RIICHI_KINDS];
    char want[512];
    unsigned total;
    /* shanpon: 1z or 2z, two copies of each left */
    check_effective("123m456p789s1122z", NULL, LUDIC_RIICHI_FORM_MIN, 0, "1z:2 2z:2", 4);
    /* the same with both pairs' other copies visible: a karaten wait, listed at 0 */
    for (unsigned k = 0; k < LUDIC_RIICHI_KINDS; k++)
        wall[k] = (uint8_t)(k >= 27 && k <= 28 ? 0 : 4);
    wall[0] = wall[1] = wall[2] = 3;     /* 123m held */
    wall[12] = wall[13] = wall[14] = 3;  /* 456p */
    wall[24] = wall[25] = wall[26] = 3;  /* 789s */
    check_effective("123m456p789s1122z", wall, LUDIC_RIICHI_FORM_MIN, 0, "1z:0 2z:0", 0);
    /* thirteen-sided orphans wait: every orphan, 3 left of each */
    check_effective("19m19p19s1234567z", NULL, LUDIC_RIICHI_FORM_MIN, 0,
                    "1m:3 9m:3 1p:3 9p:3 1s:3 9s:3 1z:3 2z:3 3z:3 4z:3 5z:3 6z:3 7z:3", 39);
    check_effective("19m19p19s1234567z", NULL, LUDIC_RIICHI_FORM_THIRTEEN_ORPHANS, 0,
                    "1m:3 9m:3 1p:3 9p:3 1s:3 9s:3 1z:3 2z:3 3z:3 4z:3 5z:3 6z:3 7z:3", 39);
    /* seven pairs (6-shanten): only a held kind makes a pair; a 14th kind changes nothing */
    check_effective("19m19p19s1234567z", NULL, LUDIC_RIICHI_FORM_SEVEN_PAIRS, 6,
                    "1m:3 9m:3 1p:3 9p:3 1s:3 9s:3 1z:3 2z:3 3z:3 4z:3 5z:3 6z:3 7z:3", 39);
    /* standard (8-shanten, every meld lacks 2): a pair (any held kind, 3 left) or a tile
       two kinds from a held terminal (2, 3, 7, 8 of each suit, 4 left) saves one */
    check_effective("19m19p19s1234567z", NULL, LUDIC_RIICHI_FORM_STANDARD, 8,
                    "1m:3 2m:4 3m:4 7m:4 8m:4 9m:3 1p:3 2p:4 3p:4 7p:4 8p:4 9p:3 1s:3 2s:4 3s:4 "
                    "7s:4 8s:4 9s:3 1z:3 2z:3 3z:3 4z:3 5z:3 6z:3 7z:3",
                    87);
    /* nine gates: every man; 1m and 9m have one copy left, 2m..8m three */
    check_effective("1112345678999m", NULL, LUDIC_RIICHI_FORM_MIN, 0,
                    "1m:1 2m:3 3m:3 4m:3 5m:3 6m:3 7m:3 8m:3 9m:1", 23);
    /* the fifth copy: 1111m + three melds is 1-shanten; any other kind x makes 111m + x
       waiting on the pair xx (tenpai), so all 33 kinds but 1m help: the whole wall */
    all_but("1111m123p456p789s", 0, want, sizeof want, &total);
    check_effective("1111m123p456p789s", NULL, LUDIC_RIICHI_FORM_MIN, 1, want, total);
    CHECK_EQ_U64(total, 123);
    /* a form that does not apply: no shanten, nothing listed */
    check_effective("1m", NULL, LUDIC_RIICHI_FORM_SEVEN_PAIRS, LUDIC_RIICHI_NO_FORM, "", 0);
    /* called melds: 1m alone waits on its pair (3 left) */
    check_effective("1m", NULL, LUDIC_RIICHI_FORM_MIN, 0, "1m:3", 3);
}

static void check_discards(void)
{
    /* 11m123p with three called melds, complete (-1). Discard 1p: 11m23p waits 1p 4p
       (3 + 4 left: the discarded 1p is in the river); 2p: 11m13p waits 2p (3); 3p: 11m12p
       waits 3p (3); 1m: 1m123p waits 1m (2). Sorted by total, then kind. */
    static const char *const want[] = {"1p:3 4p:4", "2p:3", "3p:3", "1m:2"};
    static const uint8_t kinds[] = {9, 10, 11, 0};
    uint8_t c[LUDIC_RIICHI_KINDS], wall[LUDIC_RIICHI_KINDS];
    ludic_riichi_discards d;
    ludic_error err;
    char got[256];
    tiles_of("11m123p", c);
    CHECK(ludic_riichi_compute_discards(c, NULL, LUDIC_RIICHI_FORM_MIN, 0, &d, &err) == LUDIC_OK);
    CHECK(d.shanten == -1);
    CHECK_EQ_U64(d.count, 4);
    for (unsigned r = 0; r < 4 && r < d.count; r++) {
        describe(&d.row[r].after, got, sizeof got);
        CHECK_EQ_U64(d.row[r].kind, kinds[r]);
        CHECK(d.row[r].after.shanten == 0);
        if (strcmp(got, want[r]) != 0) {
            fprintf(stderr, "row %u: [%s], expected [%s]\n", r, got, want[r]);
            check_failures++;
        }
    }
    /* 123m456p789s11223z: only discarding 3z keeps tenpai (1z 2z, 4 left) */
    tiles_of("123m456p789s11223z", c);
    CHECK(ludic_riichi_compute_discards(c, NULL, LUDIC_RIICHI_FORM_MIN, 0, &d, &err) == LUDIC_OK);
    CHECK(d.shanten == 0);
    CHECK_EQ_U64(d.count, 12);
    CHECK_EQ_U64(d.row[0].kind, 29);
    CHECK_EQ_U64(d.row[0].after.total, 4);
    for (unsigned r = 1; r < d.count; r++) {
        CHECK(d.row[r].after.shanten == 1);
        CHECK(d.row[r].after.total <= d.row[r - 1].after.total || r == 1);
    }
    /* errors: a waiting hand is not a drawn one, and the other way round */
    CHECK(ludic_riichi_compute_discards(c, NULL, (ludic_riichi_form)7, 0, &d, &err) ==
          LUDIC_E_ARGUMENT);
    tiles_of("123m456p789s1122z", c);
    CHECK(ludic_riichi_compute_discards(c, NULL, LUDIC_RIICHI_FORM_MIN, 0, &d, &err) ==
          LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "14, 11, 8, 5 or 2");
    memset(wall, 4, sizeof wall); /* 4 of 1m in the wall and one in the hand: five */
    {
        ludic_riichi_effective e;
        CHECK(ludic_riichi_compute_effective(c, wall, LUDIC_RIICHI_FORM_MIN, 0, &e, &err) ==
              LUDIC_E_INVALID);
        CHECK_STR_CONTAINS(err.message, "1m");
        tiles_of("123m456p789s11223z", c);
        CHECK(ludic_riichi_compute_effective(c, NULL, LUDIC_RIICHI_FORM_MIN, 0, &e, &err) ==
              LUDIC_E_INVALID);
        CHECK_STR_CONTAINS(err.message, "13, 10, 7, 4 or 1");
    }
}

int main(void)
{
    check_waiting_hands();
    check_discards();
    return check_exit_code();
}
