/*
 * The jenga brute-force oracle refuses what the rules or its limits do not
 * allow, with the status and a message that names the level and the fault,
 * and leaves *expected alone when it fails.
 */
#include "check.h"
#include "jenga_oracle_towers.h"

static ludic_status run(const ludic_jenga_tower *t, const ludic_jenga_dice *d,
                        const ludic_limits *lim, ludic_error *err)
{
    double e = -1.0;
    ludic_status st;
    ludic_error_clear(err);
    st = ludic_jenga_brute_solve(t, d, lim, &e, err);
    if (st != LUDIC_OK)
        CHECK(e == -1.0);
    CHECK(err->status == st);
    return st;
}

int main(void)
{
    const ludic_jenga_dice std = oracle_dice(2, 2, 1, 1);
    ludic_jenga_tower t;
    ludic_jenga_dice d;
    ludic_limits lim = {0};
    ludic_error err;
    double e = -1.0;
    char want[128];

    /* NULL arguments. */
    t = oracle_tower("RGB RGB");
    CHECK(ludic_jenga_brute_solve(NULL, &std, NULL, &e, &err) == LUDIC_E_ARGUMENT);
    /* NULL dice is the default die, as for the solver (1.0). */
    CHECK(ludic_jenga_brute_solve(&t, NULL, NULL, &e, &err) == LUDIC_OK);
    {
        double with_std = -1.0;
        CHECK(ludic_jenga_brute_solve(&t, &std, NULL, &with_std, &err) == LUDIC_OK);
        CHECK(e == with_std);
    }
    CHECK(ludic_jenga_brute_solve(&t, &std, NULL, NULL, &err) == LUDIC_E_ARGUMENT);
    CHECK_STR_CONTAINS(err.message, "NULL");
    /* err may be NULL too. */
    CHECK(ludic_jenga_brute_solve(&t, &std, NULL, NULL, NULL) == LUDIC_E_ARGUMENT);
    CHECK(ludic_jenga_brute_solve(&t, &std, NULL, &e, NULL) == LUDIC_OK);

    /* No level at all. */
    t.levels = 0;
    CHECK(run(&t, &std, NULL, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "no level");

    /* Too many levels: the limit is named. */
    t = oracle_tower("RGB RGB RGB RGB");
    t.levels = LUDIC_JENGA_BRUTE_MAX_LEVELS + 1;
    memcpy(t.cell[LUDIC_JENGA_BRUTE_MAX_LEVELS], t.cell[0], 3);
    CHECK(run(&t, &std, NULL, &err) == LUDIC_E_LIMIT);
    snprintf(want, sizeof want, "at most %u levels", LUDIC_JENGA_BRUTE_MAX_LEVELS);
    CHECK_STR_CONTAINS(err.message, want);
    CHECK_STR_CONTAINS(err.message, "LUDIC_JENGA_BRUTE_MAX_LEVELS");
    t.levels = LUDIC_JENGA_MAX_LEVELS;
    CHECK(run(&t, &std, NULL, &err) == LUDIC_E_LIMIT);
    t.levels = 1000000; /* beyond the struct: refused before any cell is read */
    CHECK(run(&t, &std, NULL, &err) == LUDIC_E_LIMIT);
    CHECK_STR_CONTAINS(err.message, "this one has 1000000");

    /* A colour code out of range, named by level and position. */
    t = oracle_tower("RGB RGB R..");
    t.cell[1][2] = 4;
    CHECK(run(&t, &std, NULL, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "level 2");
    CHECK_STR_CONTAINS(err.message, "right position");
    CHECK_STR_CONTAINS(err.message, "colour code 4");
    t = oracle_tower("RGB RGB R..");
    t.cell[2][1] = 255; /* in the top, on an empty position */
    CHECK(run(&t, &std, NULL, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "level 3");
    CHECK_STR_CONTAINS(err.message, "middle position");

    /* Levels below the top that have fallen. */
    CHECK(run((t = oracle_tower("... RGB RGB"), &t), &std, NULL, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "level 1");
    CHECK_STR_CONTAINS(err.message, "no block");
    CHECK(run((t = oracle_tower("RGB R.. RGB"), &t), &std, NULL, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "level 2");
    CHECK_STR_CONTAINS(err.message, "only its left block");
    CHECK(run((t = oracle_tower("..G RGB"), &t), &std, NULL, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "level 1");
    CHECK_STR_CONTAINS(err.message, "only its right block");
    /* ... and ones that stand: the middle alone, left and right, two blocks. */
    CHECK(run((t = oracle_tower(".G. R.B GB. RGB"), &t), &std, NULL, &err) == LUDIC_OK);

    /* An empty top. */
    CHECK(run((t = oracle_tower("RGB RGB ..."), &t), &std, NULL, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, "level 3");
    CHECK_STR_CONTAINS(err.message, "top");
    /* A top in any positions is fine: a lone side block, left and right. */
    CHECK(run((t = oracle_tower("RGB ..R"), &t), &std, NULL, &err) == LUDIC_OK);
    CHECK(run((t = oracle_tower("RGB G.R"), &t), &std, NULL, &err) == LUDIC_OK);

    /* Cells above the top are not read. */
    t = oracle_tower("RGB GGG");
    t.cell[2][0] = 9;
    t.cell[LUDIC_JENGA_MAX_LEVELS - 1][1] = 200;
    CHECK(run(&t, &std, NULL, &err) == LUDIC_OK);

    /* A die without faces. */
    t = oracle_tower("RGB RGB");
    d = oracle_dice(0, 0, 0, 0);
    CHECK(run(&t, &d, NULL, &err) == LUDIC_E_NO_ANSWER);
    CHECK_STR_CONTAINS(err.message, "no faces");
    /* Faces whose sum overflows 32 bits are not "no faces". */
    d = oracle_dice(UINT32_MAX, UINT32_MAX, UINT32_MAX, UINT32_MAX);
    CHECK(run(&t, &d, NULL, &err) == LUDIC_OK);
    /* A die that can never end this game. */
    d = oracle_dice(1, 1, 0, 1); /* "RRR RRR": only red blocks */
    t = oracle_tower("RRR RRR");
    CHECK(run(&t, &d, NULL, &err) == LUDIC_E_NO_ANSWER);
    CHECK_STR_CONTAINS(err.message, "infinite");
    CHECK_STR_CONTAINS(err.message, "green 1, blue 1, red 0, black 1");

    /* The memory cap: refused up front, and refused while growing (no leak under ASan). */
    t = oracle_tower("RGB GRG BBB");
    lim.max_memory = 1000;
    CHECK(run(&t, &std, &lim, &err) == LUDIC_E_MEMORY);
    CHECK_STR_CONTAINS(err.message, "memory cap");
    lim.max_memory = 200000; /* the first table fits, the tower needs far more */
    CHECK(run(&t, &std, &lim, &err) == LUDIC_E_MEMORY);
    CHECK_STR_CONTAINS(err.message, "towers solved so far");
    lim.max_memory = 0; /* 0 means the default cap */
    CHECK(run(&t, &std, &lim, &err) == LUDIC_OK);

    return check_exit_code();
}
