/*
 * test_mahjong_vs_baseline.c: the fast modular solver against the straightforward
 * one of bench/mahjong/mahjong_baseline.c, a second counting method (unminimised
 * automaton of ~2300 states, winning states kept, dense tables over every
 * tile count, no bound on non-winning hands), on seeded random games beyond
 * the oracle's reach: original layouts with n up to 60 (hands of every
 * kind, including all 13 hand tiles in the last kinds, where a prefix of
 * the layout holds the most drawn tiles) and random general layouts of up
 * to 40 kinds. Usage: test_vs_baseline [games] [max_n].
 */
#include "../../bench/mahjong/mahjong_baseline.h"
#include "check.h"
#include "mahjong_test_util.h"

static void compare(const ludic_mahjong_game *g, const ludic_mahjong_automaton *a,
                    const char *what)
{
    ludic_error err;
    uint32_t fast = 0, slow = 0;
    ludic_status st = ludic_mahjong_solve(g, a, NULL, &fast, NULL, &err);
    int rc = mj_baseline_solve(g, &slow);
    if (st == LUDIC_E_NO_ANSWER) {
        CHECK(rc != 0); /* the baseline refuses the same walls */
        return;
    }
    CHECK(st == LUDIC_OK && rc == 0);
    if (fast != slow) {
        fprintf(stderr, "%s, kinds %lu: fast %lu, baseline %lu; copies/links/hand:", what,
                (unsigned long)g->kinds, (unsigned long)fast, (unsigned long)slow);
        for (uint32_t x = 0; x < g->kinds; x++)
            fprintf(stderr, " %u%s%u", g->copies[x], g->links[x] ? "-" : "|", g->hand[x]);
        fprintf(stderr, "\n");
        check_fail();
    }
}

int main(int argc, char **argv)
{
    const unsigned games = (argc > 1 ? (unsigned)strtoul(argv[1], NULL, 10) : 24) *
                           check_multiplier();
    const uint32_t max_n = argc > 2 ? (uint32_t)strtoul(argv[2], NULL, 10) : 40;
    ludic_mahjong_automaton *a = NULL;
    ludic_error err;
    ludic_rng rng;
    ludic_rng_seed(&rng, check_seed(5279));
    CHECK(ludic_mahjong_automaton_create(NULL, 0, &a, &err) == LUDIC_OK);
    for (unsigned r = 0; r < games; r++) {
        ludic_mahjong_game g;
        const uint32_t n = 5 + (uint32_t)ludic_rng_below(&rng, max_n - 4);
        ludic_mahjong_game_init(&g, n, &err);
        if (r % 5 == 4) {
            /* the hand packed into the last kinds */
            memset(g.hand, 0, n);
            for (unsigned t = 0, x = n - 1; t < 13; t++) {
                if (g.hand[x] == 4)
                    x--;
                g.hand[x]++;
            }
        } else {
            mt_hand(&rng, &g, (int)(r % MT_KINDS_OF_HANDS));
        }
        compare(&g, r % 2 ? a : NULL, "original");
        ludic_mahjong_game_clear(&g);
    }
    for (unsigned r = 0; r < games; r++) {
        ludic_mahjong_game g;
        const uint32_t n = 5 + (uint32_t)ludic_rng_below(&rng, max_n - 4);
        ludic_mahjong_game_init(&g, n, &err);
        do
            mt_random_layout(&rng, &g);
        while (mt_tiles(&g) < 14);
        mt_hand(&rng, &g, (int)(r % MT_KINDS_OF_HANDS));
        compare(&g, r % 2 ? a : NULL, "layout");
        ludic_mahjong_game_clear(&g);
    }
    ludic_mahjong_automaton_free(a);
    printf("%u games: fast solver equals the baseline\n", 2 * games);
    return check_exit_code();
}
