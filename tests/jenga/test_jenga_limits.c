/*
 * Limits and refusals of the solver: the memory cap stops a tall tower
 * whose tables do not fit (and says so), a tower whose bound passes the cap
 * but whose tables fit is solved within the cap, towers beyond
 * LUDIC_JENGA_MAX_BLOCKS are refused, bad dice and impossible towers are
 * arguments errors, a die that can leave the game stuck has no answer, a
 * finished tower has answer 0, and value lookups of unrelated towers fail
 * cleanly.
 */
#include <math.h>

#include "check.h"
#include "jenga_test_util.h"

int main(void)
{
    ludic_jenga_tower t;
    ludic_jenga_dice d = ludic_jenga_default_dice();
    ludic_jenga_solver *s = (ludic_jenga_solver *)&t;
    ludic_jenga_stats st;
    ludic_limits small = {.max_memory = 1u << 20};
    ludic_error e;
    double x;
    /* the cap: a 10-level tower cannot be solved in 1 MiB, and nothing is returned
       (its bound is far above: it is stopped at the first growth past the cap) */
    CHECK(ludic_jenga_generate(3, 10, &t, &e) == LUDIC_OK);
    CHECK(ludic_jenga_solver_create(&t, &d, &small, &s, &e) == LUDIC_E_MEMORY);
    CHECK(s == NULL);
    CHECK_STR_CONTAINS(e.message, "more than the memory cap of 1.00 MiB");
    CHECK_STR_CONTAINS(e.message, "10 levels");
    /* the bound a solve checks holds what it used */
    t = jt_tower("RGB GRG BBB GGR BRG BRB");
    CHECK(ludic_jenga_solve(&t, &d, NULL, &x, &st, &e) == LUDIC_OK);
    CHECK(st.memory > 0 && st.memory <= st.memory_bound);
    CHECK(st.states >= 100000 && st.groups < st.states && st.symmetric);
    /* ... for small towers too, where fixed costs dominate */
    for (uint64_t seed = 1; seed <= 20; seed++) {
        CHECK_SEED(seed);
        CHECK(ludic_jenga_generate(seed, 2 + (uint32_t)(seed % 4), &t, &e) == LUDIC_OK);
        CHECK(ludic_jenga_solve(&t, &d, NULL, &x, &st, &e) == LUDIC_OK);
        CHECK(st.memory > 0 && st.memory <= st.memory_bound);
    }
    CHECK_SEED_DONE();
    t = jt_tower("RGB GRG BBB GGR BRG BRB");
    CHECK(ludic_jenga_solve(&t, &d, NULL, &x, &st, &e) == LUDIC_OK);
    {
        /* a cap equal to the bound suffices (the table's last rehash, which
           holds the old table too, comes before the values are allocated:
           the bound counts the larger of the two, not both) */
        ludic_limits exact = {.max_memory = st.memory_bound};
        CHECK(ludic_jenga_solve(&t, &d, &exact, &x, NULL, &e) == LUDIC_OK);
        /* below the bound the tower is solved within the cap, every growth
           checked: it runs while its tables fit, with the same answer ... */
        {
            ludic_jenga_stats within;
            double y = -1;
            exact.max_memory = st.memory_bound - 1;
            CHECK(ludic_jenga_solve(&t, &d, &exact, &y, &within, &e) == LUDIC_OK);
            CHECK(y == x && within.memory_bound > exact.max_memory);
            CHECK(within.memory <= exact.max_memory && within.states == st.states);
            exact.max_memory = st.memory; /* what the tables took */
            y = -1;
            CHECK(ludic_jenga_solve(&t, &d, &exact, &y, &within, &e) == LUDIC_OK);
            CHECK(y == x && within.memory <= st.memory);
            /* ... and stops as soon as they would pass it */
            exact.max_memory = st.memory / 2;
            CHECK(ludic_jenga_solve(&t, &d, &exact, &y, NULL, &e) == LUDIC_E_MEMORY);
            CHECK_STR_CONTAINS(e.message, "(6 levels, 18 blocks) needs more than the memory cap");
        }
    }
    /* towers that fill their bound: the table's last doubling (old and new
       table held at once) comes when the other arrays are near their limits;
       a cap equal to the bound must still suffice (it did not when the bound
       left out the old table: LUDIC_E_MEMORY in the middle of the solve; the
       old table is now covered by the values, allocated only after it is
       freed), and so must a cap one byte below it (solved within the cap) */
    {
        static const struct {
            const char *levels;
            ludic_jenga_dice dice;
        } tight[] = {{"BBB BBB BBB BBB BBG BBB BBB BBB", {3, 1, 1, 1}},
                     {"RRR RRR RRG RRR RGR GRG", {2, 2, 1, 1}},
                     {"BBR RBB BBB BBB BBB BBB", {2, 2, 1, 1}},
                     {"RRR RRR RRR RRR BRR RRR RRR RBR RBR", {2, 2, 1, 1}}};
        for (size_t i = 0; i < sizeof tight / sizeof tight[0]; i++) {
            ludic_limits exact = {0};
            double y = -1;
            t = jt_tower(tight[i].levels);
            CHECK(ludic_jenga_solve(&t, &tight[i].dice, NULL, &x, &st, &e) == LUDIC_OK);
            CHECK(st.memory > 0 && st.memory <= st.memory_bound);
            exact.max_memory = st.memory_bound;
            CHECK(ludic_jenga_solve(&t, &tight[i].dice, &exact, &y, NULL, &e) == LUDIC_OK);
            CHECK(y == x);
            exact.max_memory = st.memory_bound - 1;
            y = -1;
            CHECK(ludic_jenga_solve(&t, &tight[i].dice, &exact, &y, NULL, &e) == LUDIC_OK);
            CHECK(y == x);
        }
    }
    /* more blocks than the solver's limit */
    CHECK(ludic_jenga_generate(3, 17, &t, &e) == LUDIC_OK);
    CHECK(ludic_jenga_solve(&t, &d, NULL, &x, NULL, &e) == LUDIC_E_LIMIT);
    CHECK_STR_CONTAINS(e.message, "at most 48");
    /* dice */
    t = jt_tower("RGB RGB");
    CHECK(ludic_jenga_solve(&t, &(ludic_jenga_dice){0, 0, 0, 0}, NULL, &x, NULL, &e) ==
          LUDIC_E_ARGUMENT);
    CHECK(ludic_jenga_solve(&t, &(ludic_jenga_dice){LUDIC_JENGA_MAX_FACES + 1, 0, 0, 0}, NULL,
                            &x, NULL, &e) == LUDIC_E_ARGUMENT);
    /* only black faces: the game never ends */
    CHECK(ludic_jenga_solve(&t, &(ludic_jenga_dice){0, 0, 0, 1}, NULL, &x, NULL, &e) ==
          LUDIC_E_NO_ANSWER);
    /* ... unless it is already over */
    t = jt_tower("R.B RGB");
    CHECK(ludic_jenga_solve(&t, &(ludic_jenga_dice){0, 0, 0, 1}, NULL, &x, NULL, &e) == LUDIC_OK);
    CHECK(x == 0);
    /* a die without red: a red single is stuck */
    t = jt_tower("RG. G..");
    CHECK(ludic_jenga_solve(&t, &(ludic_jenga_dice){1, 1, 0, 1}, NULL, &x, NULL, &e) ==
          LUDIC_E_NO_ANSWER);
    /* impossible towers */
    t = jt_tower("R.. RGB");
    CHECK(ludic_jenga_solve(&t, &d, NULL, &x, NULL, &e) == LUDIC_E_INVALID);
    CHECK(ludic_jenga_solver_create(&t, &d, NULL, NULL, &e) == LUDIC_E_ARGUMENT);
    /* lookups of towers the solve never reached */
    t = jt_tower("RGB GRG BBB");
    CHECK(ludic_jenga_solver_create(&t, &d, NULL, &s, &e) == LUDIC_OK);
    {
        ludic_jenga_tower other = jt_tower("RRR RRR RRR");
        CHECK(ludic_jenga_solver_value(s, &other, &x, &e) == LUDIC_E_ARGUMENT);
        CHECK(ludic_jenga_solver_value(s, &t, &x, &e) == LUDIC_OK);
        CHECK(ludic_jenga_solver_value(s, &t, NULL, &e) == LUDIC_E_ARGUMENT);
        CHECK(ludic_jenga_solver_value(NULL, &t, &x, &e) == LUDIC_E_ARGUMENT);
        CHECK(ludic_jenga_solver_value(s, NULL, &x, &e) == LUDIC_E_ARGUMENT);
        CHECK(x == ludic_jenga_solver_expected(s));
        CHECK(ludic_jenga_advise(s, &t, (ludic_jenga_color)4, NULL, 0, &(size_t){0}, &e) ==
              LUDIC_E_ARGUMENT);
    }
    ludic_jenga_solver_free(s);
    ludic_jenga_solver_free(NULL);
    /* a die without green: advise refuses green */
    CHECK(ludic_jenga_solver_create(&t, &(ludic_jenga_dice){0, 1, 1, 1}, NULL, &s, &e) ==
          LUDIC_OK);
    {
        size_t n;
        CHECK(ludic_jenga_advise(s, &t, LUDIC_JENGA_GREEN, NULL, 0, &n, &e) == LUDIC_E_ARGUMENT);
        /* a size query: no room, the count, and LUDIC_E_TRUNCATED (text-out convention) */
        CHECK(ludic_jenga_advise(s, &t, LUDIC_JENGA_BLUE, NULL, 0, &n, &e) == LUDIC_E_TRUNCATED);
        CHECK(n == 3);
    }
    ludic_jenga_solver_free(s);
    return check_exit_code();
}
