/*
 * test_riichi_zjoi.c: ludic_riichi_compute_expected_draws on walls small enough to
 * work out by hand, and on the full wall against the mahjong solver on its
 * preset game of the same hand (what `ludic mahjong --riichi HAND --decimal`
 * prints), so that the layout built for riichi hands stays the preset's.
 */
#include "check.h"
#include "ludic/mahjong.h"
#include "ludic/riichi.h"

/* The preset game's expected weight, from the mahjong API. */
static double preset_expected(ludic_mahjong_preset preset, const char *hand)
{
    ludic_mahjong_game game;
    ludic_mahjong_dist dist;
    double e = -1;
    memset(&dist, 0, sizeof dist);
    if (ludic_mahjong_parse_hand(hand, strlen(hand), preset, 0, &game, NULL, NULL) == LUDIC_OK) {
        if (ludic_mahjong_solve_distribution(&game, NULL, NULL, &dist, NULL, NULL) == LUDIC_OK)
            e = dist.expected;
        ludic_mahjong_dist_clear(&dist);
        ludic_mahjong_game_clear(&game);
    }
    return e;
}

static void hand_of(const char *text, unsigned flags, uint8_t *counts)
{
    ludic_riichi_tiles t;
    CHECK(ludic_riichi_parse_tiles(text, strlen(text), flags, &t, NULL) == LUDIC_OK);
    memcpy(counts, t.counts, LUDIC_RIICHI_KINDS);
}

/* A wall of exactly the tiles in `text`. */
static ludic_status expected(const char *hand, const char *wall_text, unsigned flags,
                             double *value, ludic_error *err)
{
    uint8_t h[LUDIC_RIICHI_KINDS], w[LUDIC_RIICHI_KINDS];
    hand_of(hand, flags, h);
    if (wall_text)
        hand_of(wall_text, flags, w);
    return ludic_riichi_compute_expected_draws(h, wall_text ? w : NULL, NULL, flags, value, err);
}

int main(void)
{
    ludic_error err;
    double v = 0;
    /* tenpai on 1z and 2z. Wall {1z, 5z}: 1z first (1/2) wins at draw 1, else at draw 2:
       3/2. Wall {1z, 2z, 5z}: a winner first with 2/3, else at draw 2: 2/3 + 2/3 = 4/3. */
    CHECK(expected("123m456p789s1122z", "1z5z", 0, &v, &err) == LUDIC_OK);
    CHECK_CLOSE(v, 1.5, 1e-12);
    CHECK(expected("123m456p789s1122z", "1z2z5z", 0, &v, &err) == LUDIC_OK);
    CHECK_CLOSE(v, 4.0 / 3.0, 1e-12);
    /* {5z, 6z} never completes it (no pair of a third kind, no meld) */
    CHECK(expected("123m456p789s1122z", "5z6z", 0, &v, &err) == LUDIC_E_NO_ANSWER);
    /* a wall of one 2z with every 1z gone: draw 1 always wins */
    CHECK(expected("123m456p789s1122z", "2z", 0, &v, &err) == LUDIC_OK);
    CHECK_CLOSE(v, 1.0, 1e-12);
    /* the full walls: the preset games (9.3146236727878 and 10.6515942304909 before
       thirteen orphans joined the presets) */
    CHECK(expected("123m456p789s1122z", NULL, 0, &v, &err) == LUDIC_OK);
    CHECK_CLOSE(v, preset_expected(LUDIC_MAHJONG_RIICHI, "123m456p789s1122z"), 1e-13);
    CHECK(expected("19m1234567p1122z", NULL, LUDIC_RIICHI_SANMA, &v, &err) == LUDIC_OK);
    CHECK_CLOSE(v, preset_expected(LUDIC_MAHJONG_SANMA, "19m1234567p1122z"), 1e-13);
    CHECK(expected("19m19p19s1234567z", NULL, 0, &v, &err) == LUDIC_OK);
    CHECK_CLOSE(v, preset_expected(LUDIC_MAHJONG_RIICHI, "19m19p19s1234567z"), 1e-13);
    /* not 13 tiles, or a wall that overfills a kind */
    CHECK(expected("123m456p789s11z", NULL, 0, &v, &err) == LUDIC_E_INVALID);
    CHECK(expected("123m456p789s1122z", "1111z", 0, &v, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "1z");
    return check_exit_code();
}
