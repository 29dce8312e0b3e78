/*
 * test_mahjong_wins_vs_brute.c: the automaton's win test agrees with the oracle's
 * direct search (ludic_mahjong_brute_wins) on many random multisets of
 * random layouts (5..16 kinds, suits and honours), biased towards the
 * interesting region of 12..16 tiles; and with thirteen orphans on, on
 * random layouts of 13..16 kinds with 13 orphan kinds and multisets near
 * that form (its direct test in ludic_mahjong_automaton_wins against the
 * oracle's). Exits 77 while the oracle is the placeholder.
 */
#include "check.h"
#include "mahjong_test_util.h"

int main(void)
{
    const uint64_t seed = check_seed(3042);
    const unsigned rounds = 200000 * check_multiplier();
    ludic_mahjong_automaton *a = NULL;
    ludic_error err;
    ludic_rng rng;
    unsigned wins = 0, differ = 0;
    {
        /* 1m..9m + 11z 22z 33z... : 14 tiles that win by any reading */
        ludic_mahjong_game g;
        static const uint8_t won[7] = {2, 2, 2, 2, 2, 2, 2};
        ludic_mahjong_game_init(&g, 7, &err);
        if (!ludic_mahjong_brute_wins(&g, won)) {
            printf("skipped: the brute-force oracle is still the placeholder\n");
            ludic_mahjong_game_clear(&g);
            return 77;
        }
        ludic_mahjong_game_clear(&g);
    }
    CHECK(ludic_mahjong_automaton_create(NULL, 0, &a, &err) == LUDIC_OK);
    ludic_rng_seed(&rng, seed);
    for (unsigned r = 0; r < rounds; r++) {
        ludic_mahjong_game g;
        uint8_t counts[16];
        const uint32_t n = 5 + (uint32_t)ludic_rng_below(&rng, 12);
        const unsigned tiles = 12 + (unsigned)ludic_rng_below(&rng, 5 + (r % 8 == 0 ? 20 : 0));
        int fast, brute;
        ludic_mahjong_game_init(&g, n, &err);
        mt_random_layout(&rng, &g);
        for (uint32_t x = 0; x < n; x++)
            g.copies[x] = 4, counts[x] = 0;
        for (unsigned t = 0; t < tiles; t++) {
            uint32_t x = (uint32_t)ludic_rng_below(&rng, n);
            if (counts[x] < 4)
                counts[x]++;
        }
        fast = ludic_mahjong_automaton_wins(a, &g, counts);
        brute = ludic_mahjong_brute_wins(&g, counts);
        wins += brute == 1;
        if (fast != brute && differ++ < 5) {
            fprintf(stderr, "differ (automaton %d, brute %d), seed %llu, case %u:", fast, brute,
                    (unsigned long long)seed, r);
            for (uint32_t x = 0; x < n; x++)
                fprintf(stderr, " %u%s", counts[x], g.links[x] ? "-" : "|");
            fprintf(stderr, "\n");
        }
        ludic_mahjong_game_clear(&g);
    }
    CHECK_EQ_U64(differ, 0);
    CHECK(wins > rounds / 20 && wins < rounds - rounds / 20);
    {
        unsigned orphan_wins = 0, orphan_rounds = rounds / 4;
        for (unsigned r = 0; r < orphan_rounds; r++) {
            ludic_mahjong_game g;
            uint8_t counts[16];
            int fast, brute;
            ludic_mahjong_game_init(&g, 13 + (uint32_t)ludic_rng_below(&rng, 4), &err);
            mt_random_orphans_layout(&rng, &g);
            /* one of each orphan kind, then a few tiles taken away or added */
            mt_orphans_hand(&rng, &g, (unsigned)ludic_rng_below(&rng, 3));
            for (uint32_t x = 0; x < g.kinds; x++)
                counts[x] = g.hand[x];
            for (unsigned t = (unsigned)ludic_rng_below(&rng, 4); t > 0; t--) {
                const uint32_t x = (uint32_t)ludic_rng_below(&rng, g.kinds);
                counts[x] = (uint8_t)(counts[x] < 4 ? counts[x] + 1 : counts[x]);
            }
            if (ludic_rng_below(&rng, 4) == 0)
                counts[ludic_rng_below(&rng, g.kinds)] = 0;
            fast = ludic_mahjong_automaton_wins(a, &g, counts);
            brute = ludic_mahjong_brute_wins(&g, counts);
            orphan_wins += brute == 1;
            if (fast != brute && differ++ < 5) {
                fprintf(stderr,
                        "differ with thirteen orphans (automaton %d, brute %d), seed %llu, case %u:",
                        fast, brute, (unsigned long long)seed, r);
                for (uint32_t x = 0; x < g.kinds; x++)
                    fprintf(stderr, " %u%s", counts[x], g.links[x] ? "-" : "|");
                fprintf(stderr, "\n");
            }
            ludic_mahjong_game_clear(&g);
        }
        CHECK_EQ_U64(differ, 0);
        CHECK(orphan_wins > orphan_rounds / 10 && orphan_wins < orphan_rounds - orphan_rounds / 10);
        printf("%u multisets near thirteen orphans, %u win\n", orphan_rounds, orphan_wins);
    }
    printf("%u multisets, %u win; automaton and brute force agree (seed %llu)\n", rounds, wins,
           (unsigned long long)seed);
    ludic_mahjong_automaton_free(a);
    return check_exit_code();
}
