/*
 * test_mahjong_meet.c: meeting in the middle (src/mahjong/mahjong_split.c,
 * the backward DP and the combination in mahjong_count_mod.c) gives the
 * answer of the forward DP alone at every meeting kind k = 0..kinds
 * (k = 0: the backward DP alone; k = kinds: the forward one), and of the
 * brute-force oracle where it reaches: original layouts, random suits,
 * honours and copies, and thirteen orphans (the product DP). Then the
 * solver's own choice of k on games large enough to use it (n >= 500,
 * MJ_MEET_MIN_KINDS).
 * Usage: test_meet [games].
 */
#include "check.h"
#include "mahjong/mahjong_count_int.h"
#include "mahjong_test_util.h"

static uint32_t solve(const ludic_mahjong_game *g, unsigned variant, ludic_status *st)
{
    ludic_error err;
    uint32_t answer = 0;
    *st = ludic_mj_solve_variant(g, NULL, NULL, variant, &answer, NULL, &err);
    return answer;
}

static void report(const ludic_mahjong_game *g, const char *what, uint32_t k, uint32_t got,
                   uint32_t want)
{
    fprintf(stderr, "%s at k = %lu: %lu, expected %lu; kinds %lu, copies/links/hand:", what,
            (unsigned long)k, (unsigned long)got, (unsigned long)want, (unsigned long)g->kinds);
    for (uint32_t x = 0; x < g->kinds; x++)
        fprintf(stderr, " %u%s%u", g->copies[x], g->links[x] ? "-" : "|", g->hand[x]);
    fprintf(stderr, "\n");
    check_fail();
}

/* Every meeting kind against the forward DP alone (and the oracle when brute). */
static void every_split(const ludic_mahjong_game *g, int brute)
{
    ludic_status st, st2;
    const uint32_t want = solve(g, MJ_VARIANT_FORWARD_ONLY, &st);
    if (brute) {
        ludic_error err;
        uint32_t oracle = 0;
        const ludic_status sb = ludic_mahjong_brute_solve(g, &oracle, NULL, NULL, 0, &err);
        CHECK(sb == st);
        if (sb == LUDIC_OK && oracle != want)
            report(g, "forward DP against the oracle", g->kinds, want, oracle);
    }
    for (uint32_t k = 0; k <= g->kinds; k++) {
        const uint32_t got = solve(g, MJ_VARIANT_SPLIT_AT | k << 16, &st2);
        CHECK(st2 == st);
        if (st == LUDIC_OK && got != want)
            report(g, "meeting", k, got, want);
        /* the same with the kinds read as given (no mirror image) */
        if (k % 3 == 0) {
            const uint32_t raw = solve(g, MJ_VARIANT_SPLIT_AT | MJ_VARIANT_NO_ORIENT | k << 16,
                                       &st2);
            CHECK(st2 == st);
            if (st == LUDIC_OK && raw != want)
                report(g, "meeting, left to right", k, raw, want);
        }
    }
}

int main(int argc, char **argv)
{
    const unsigned games = (argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 12) *
                           check_multiplier();
    ludic_error err;
    ludic_rng rng;
    unsigned big = 0;
    ludic_rng_seed(&rng, check_seed(5280));
    for (unsigned r = 0; r < games; r++) { /* original layouts */
        ludic_mahjong_game g;
        const uint32_t n = r % 2 ? 5 + (uint32_t)ludic_rng_below(&rng, 5)
                                 : 10 + (uint32_t)ludic_rng_below(&rng, 40);
        CHECK(ludic_mahjong_game_init(&g, n, &err) == LUDIC_OK);
        mt_hand(&rng, &g, (int)(r % MT_KINDS_OF_HANDS));
        every_split(&g, n <= 9);
        ludic_mahjong_game_clear(&g);
    }
    for (unsigned r = 0; r < games; r++) { /* suits, honours, copies */
        ludic_mahjong_game g;
        const uint32_t n = r % 2 ? 5 + (uint32_t)ludic_rng_below(&rng, 4)
                                 : 10 + (uint32_t)ludic_rng_below(&rng, 30);
        CHECK(ludic_mahjong_game_init(&g, n, &err) == LUDIC_OK);
        mt_random_layout(&rng, &g);
        if (mt_tiles(&g) < 14)
            for (uint32_t x = 0; x < n; x++)
                g.copies[x] = 4;
        mt_hand(&rng, &g, (int)(r % MT_KINDS_OF_HANDS));
        every_split(&g, n <= 8 && mt_tiles(&g) - 13 <= LUDIC_MAHJONG_BRUTE_MAX_WALL);
        ludic_mahjong_game_clear(&g);
    }
    for (unsigned r = 0; r < games; r++) { /* thirteen orphans */
        ludic_mahjong_game g;
        CHECK(ludic_mahjong_game_init(&g, 13 + (uint32_t)ludic_rng_below(&rng, 4), &err) ==
              LUDIC_OK);
        mt_random_orphans_layout(&rng, &g);
        mt_orphans_hand(&rng, &g, (unsigned)ludic_rng_below(&rng, 4));
        every_split(&g, 1);
        ludic_mahjong_game_clear(&g);
    }
    for (unsigned r = 0; r < 3; r++) { /* the solver's own meeting kind, n >= 500 */
        ludic_mahjong_game g;
        ludic_status st, st2;
        uint32_t fwd, met;
        CHECK(ludic_mahjong_game_init(&g, 500 + (uint32_t)ludic_rng_below(&rng, 20), &err) ==
              LUDIC_OK);
        mt_hand(&rng, &g, (int)(r % MT_KINDS_OF_HANDS));
        fwd = solve(&g, MJ_VARIANT_FORWARD_ONLY, &st);
        met = solve(&g, 0, &st2);
        CHECK(st == LUDIC_OK && st2 == LUDIC_OK);
        if (fwd != met)
            report(&g, "the solver's choice", g.kinds, met, fwd);
        big++;
        ludic_mahjong_game_clear(&g);
    }
    printf("%u games at every meeting kind, %u at the solver's choice: all agree\n",
           3 * games, big);
    return check_exit_code();
}
