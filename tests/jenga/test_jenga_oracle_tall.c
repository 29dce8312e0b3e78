/*
 * The jenga brute-force oracle at its largest size (LUDIC_JENGA_BRUTE_MAX_LEVELS
 * levels, up to a second a tower in the release build, hence `slow`): the
 * answer is unchanged by mirroring every level, by swapping green and blue in
 * the tower (the standard die has as many green as blue faces), and by moving
 * a lower level right below the top; and a one-colour tower of four full
 * levels needs exactly five moves (test_jenga_oracle_hand.c has the working).
 */
#include "check.h"
#include "jenga_oracle_towers.h"

static double solve(const ludic_jenga_tower *t, const ludic_jenga_dice *d)
{
    ludic_error err;
    double e = -1.0;
    if (ludic_jenga_brute_solve(t, d, NULL, &e, &err) != LUDIC_OK) {
        fprintf(stderr, "failure: %s\n", err.message);
        check_fail();
    }
    return e;
}

int main(void)
{
    static const char *const towers[] = {"RGB GRG BBB GGR", "RGB GRG BBB G.R", "RGB BRG .G. GBR"};
    static const uint8_t swap_green_blue[4] = {0, 1, 3, 2};
    const ludic_jenga_dice std = oracle_dice(2, 2, 1, 1);
    unsigned i;
    uint32_t l;

    CHECK(LUDIC_JENGA_BRUTE_MAX_LEVELS == 4); /* the towers below are written for it */
    for (i = 0; i < sizeof towers / sizeof towers[0]; i++) {
        ludic_jenga_tower t0 = oracle_tower(towers[i]), t;
        ludic_jenga_dice d = std;
        double want = solve(&t0, &std);
        CHECK(want > 0);

        t = t0;
        for (l = 0; l < t.levels; l++)
            oracle_mirror_level(&t, l);
        CHECK_CLOSE(solve(&t, &std), want, 1e-12);

        t = t0;
        oracle_recolour(&t, &d, swap_green_blue);
        CHECK(d.green == std.green && d.blue == std.blue);
        CHECK_CLOSE(solve(&t, &std), want, 1e-12);

        t = t0;
        oracle_swap_levels(&t, 0, 2);
        CHECK_CLOSE(solve(&t, &std), want, 1e-12);
    }
    {
        ludic_jenga_tower t = oracle_tower("BBB BBB BBB BBB");
        CHECK_CLOSE(solve(&t, &std), 15.0, 1e-12);
    }
    return check_exit_code();
}
