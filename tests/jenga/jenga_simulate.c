/*
 * Monte Carlo games by the optimal policy land near the exact value: the
 * 99% interval of 20000 games holds it (for the fixed seeds below), the
 * mean is within 4 standard errors for several seeds, a seed replays
 * exactly, and a game under a die that only waits on some colours still
 * ends.
 */
#include <math.h>

#include "check.h"
#include "jenga_test_util.h"

static void run(const char *levels, ludic_jenga_dice d, uint64_t games)
{
    ludic_jenga_tower t = jt_tower(levels);
    ludic_jenga_solver *s;
    ludic_jenga_sim a, b;
    ludic_error e;
    double exact;
    CHECK(ludic_jenga_solver_create(&t, &d, NULL, &s, &e) == LUDIC_OK);
    exact = ludic_jenga_solver_expected(s);
    CHECK(ludic_jenga_simulate(s, games, 11, &a, &e) == LUDIC_OK);
    CHECK(a.games == games);
    CHECK(a.ci99_low <= exact && exact <= a.ci99_high);
    CHECK(fabs(a.ci99_high - a.mean - 2.5758293035489 * a.std_error) < 1e-9);
    CHECK((double)a.shortest <= a.mean && a.mean <= (double)a.longest);
    for (uint64_t seed = 1; seed <= 4; seed++) {
        CHECK(ludic_jenga_simulate(s, games / 4, seed, &b, &e) == LUDIC_OK);
        CHECK(fabs(b.mean - exact) <= 4 * b.std_error);
    }
    CHECK(ludic_jenga_simulate(s, 500, 3, &a, &e) == LUDIC_OK);
    CHECK(ludic_jenga_simulate(s, 500, 3, &b, &e) == LUDIC_OK);
    CHECK(memcmp(&a, &b, sizeof a) == 0);
    CHECK(ludic_jenga_simulate(s, 0, 3, &a, &e) == LUDIC_E_ARGUMENT);
    ludic_jenga_solver_free(s);
}

int main(void)
{
    run("RGB GRG BBB GBR", ludic_jenga_default_dice(), 20000);
    run("RRB GGB RBG", (ludic_jenga_dice){1, 3, 2, 0}, 20000);
    run("RG. GB. R..", ludic_jenga_default_dice(), 4000); /* exact 7 (see the golden tests) */
    return check_exit_code();
}
