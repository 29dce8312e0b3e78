/*
 * The jenga brute-force oracle on towers small enough to solve by hand. Every
 * expected value below is worked out in the comment above it from the rules
 * of spec/jenga.md, not taken from the program.
 *
 * Notation: towers bottom level first (see jenga_oracle_towers.h); the die is
 * (green, blue, red, black) faces, T faces in all, f_c of colour c. A level
 * below the top "can give" a block if taking it leaves two blocks or the
 * middle alone. Dead levels: ".X." (middle alone) and "X.X" (left and right):
 * taking any block leaves nothing or a lone side block.
 *
 * Two facts used throughout, both from E(S) = (T + sum f_c m_c) / sum f_c over
 * the colours c with a move:
 * (1) If only colour c can ever move on the way, E(S) = T / f_c + E(S'): each
 *     move costs T / f_c minutes on average.
 * (2) So when every move on every path is of one colour, E = (T / f_c) times
 *     the fewest moves that reach a tower where nothing can be taken.
 */
#include "check.h"
#include "jenga_oracle_towers.h"

/*
 * Solve the tower `text` with die d and check the status is `want`; returns
 * the answer (-1 when it failed, which must leave *expected untouched).
 */
static double solve_expecting(const char *text, ludic_jenga_dice d, ludic_status want,
                              ludic_error *err)
{
    ludic_jenga_tower t = oracle_tower(text);
    double e = -1.0;
    ludic_status st;
    ludic_error_clear(err);
    st = ludic_jenga_brute_solve(&t, &d, NULL, &e, err);
    if (st != want) {
        fprintf(stderr, "tower %s, die %u,%u,%u,%u: status %d (%s), expected %d\n", text,
                d.green, d.blue, d.red, d.black, (int)st, st ? err->message : "", (int)want);
        check_fail();
    }
    if (st != LUDIC_OK)
        CHECK(e == -1.0);
    return e;
}

static double solve_ok(const char *text, ludic_jenga_dice d)
{
    ludic_error err;
    return solve_expecting(text, d, LUDIC_OK, &err);
}

static void expect_infinite(const char *text, ludic_jenga_dice d)
{
    ludic_error err;
    solve_expecting(text, d, LUDIC_E_NO_ANSWER, &err);
    CHECK_STR_CONTAINS(err.message, "infinite");
}

int main(void)
{
    const ludic_jenga_dice std = oracle_dice(2, 2, 1, 1); /* T = 6 */
    const ludic_jenga_dice red_only = oracle_dice(0, 0, 1, 0);
    const ludic_jenga_dice green_only = oracle_dice(1, 0, 0, 0);
    const ludic_jenga_dice no_green = oracle_dice(0, 1, 1, 0);
    const ludic_jenga_dice black_only = oracle_dice(0, 0, 0, 5);

    /* One level: it is the top, nothing may be taken from it: 0. */
    CHECK(solve_ok("RGB", std) == 0.0);
    CHECK(solve_ok("R..", std) == 0.0);
    CHECK(solve_ok(".B.", red_only) == 0.0);
    /* No move at all, so even a die that can never move a block gives 0. */
    CHECK(solve_ok("GGG", black_only) == 0.0);

    /* Below the top only dead levels: 0, whatever the top holds. */
    CHECK(solve_ok(".R. GGG", std) == 0.0);
    CHECK(solve_ok(".R. G..", std) == 0.0);
    CHECK(solve_ok("R.B GGG", std) == 0.0);
    CHECK(solve_ok(".R. G.B BBB", std) == 0.0);
    /* The top's red blocks may not be taken, complete or not: 0. */
    CHECK(solve_ok(".G. RRR", red_only) == 0.0);
    CHECK(solve_ok(".G. RR.", red_only) == 0.0);

    /*
     * "RG. B..": the bottom can give its left red (".G." stands) but not its
     * middle green ("R.." alone falls). One red move, then the bottom is dead:
     * E = T / f_red. Standard die: 6. Die (1,0,1,0): 2 (T = 2, only red
     * moves; were the middle green allowed, both colours would end the game
     * at once and E would be 1). No red face: the red move is never made, so
     * the game never ends.
     */
    CHECK_CLOSE(solve_ok("RG. B..", std), 6.0, 1e-12);
    CHECK_CLOSE(solve_ok("RG. B..", oracle_dice(1, 0, 1, 0)), 2.0, 1e-12);
    expect_infinite("RG. B..", oracle_dice(2, 2, 0, 1));
    /* The same with dead levels kept below: they change nothing. */
    CHECK_CLOSE(solve_ok(".R. G.B RG. B..", std), 6.0, 1e-12);

    /*
     * "RGB R..": every block of the full bottom can go (two stay). After
     *   red (left) taken:   ".GB": only its right blue can go, then ".G."
     *                        is dead: E = T / f_blue = 3;
     *   green (middle):     "R.B" is dead: 0;
     *   blue (right):       "RG.": only the left red can go: E = 6.
     * The top gets at most 2 more blocks, so it never becomes a lower level.
     * E = (6 + 1 * 3 + 2 * 0 + 2 * 6) / (1 + 2 + 2) = 21 / 5 = 4.2.
     * Die (0,1,1,0) (no green face, T = 2): after red, E(".GB") = 2 / 1 = 2;
     * after blue, E("RG.") = 2; E = (2 + 1 * 2 + 1 * 2) / 2 = 3.
     */
    CHECK_CLOSE(solve_ok("RGB R..", std), 4.2, 1e-12);
    CHECK_CLOSE(solve_ok("RGB R..", no_green), 3.0, 1e-12);

    /*
     * "RRG B..": a choice. On red: take the left (".RG": then only the right
     * green can go, E = 6 / 2 = 3) or the middle ("R.G" dead, E = 0): the
     * player takes the middle, m_red = 0. On green: the right ("RR."; then
     * only the left red can go, E = 6), m_green = 6. Blue: no move.
     * E = (6 + 1 * 0 + 2 * 6) / (1 + 2) = 6.
     * Red-only die: the middle ends it in one move, E = 1, though the left
     * red would lead to a tower where only green (never rolled) can move.
     * Green-only die: the green move leads to "RR. B?." where only red can
     * move: infinite.
     */
    CHECK_CLOSE(solve_ok("RRG B..", std), 6.0, 1e-12);
    CHECK_CLOSE(solve_ok("RRG B..", red_only), 1.0, 1e-12);
    expect_infinite("RRG B..", green_only);

    /*
     * "RB. GGG": only the left red can go (".B." stands; taking the blue
     * middle leaves "R.." alone). The top is complete, so the red starts a new
     * level 3, and "GGG" becomes a lower level that can give. Then only green
     * moves exist, all from level 2: the middle leaves "G.G" dead and ends the
     * game, so m_green = 0 and that tower is worth 6 / 2 = 3.
     * E = (6 + 1 * 3) / 1 = 9.
     * Red-only die: after the forced red move level 2 can give green forever
     * and green is never rolled: infinite (the player must move on red).
     */
    CHECK_CLOSE(solve_ok("RB. GGG", std), 9.0, 1e-12);
    expect_infinite("RB. GGG", red_only);
    expect_infinite("RRR GGG", red_only);

    /*
     * One-colour towers of n full levels: by (2), E = (T / f_c) * k with k the
     * fewest moves. Every full level below the top can give, and the only
     * way to end is that each such level loses a block (taking the middle
     * makes it dead at once, so one block each suffices). Count the full
     * lower levels that must be opened:
     *   n = 2: level 1 now; the first move starts level 3 and makes level 2
     *          a full lower level. Two moves (the middles of levels 1, 2),
     *          level 3 holds 2 blocks and stays the top: k = 2.
     *   n = 3: levels 1, 2 and, after the first move, 3: three moves; level 4
     *          then holds 3 blocks but is still the top: k = 3.
     *   n = 4: levels 1..4 need four moves; the first starts level 5, the
     *          third completes it, the fourth must start level 6, making level
     *          5 a full lower level: a fifth move: k = 5 (fewer cannot end).
     * Standard die, red (T / f = 6): 12, 18, 30; green or blue (3): 6, 9, 15.
     */
    CHECK_CLOSE(solve_ok("RRR RRR", std), 12.0, 1e-12);
    CHECK_CLOSE(solve_ok("RRR RRR RRR", std), 18.0, 1e-12);
    CHECK_CLOSE(solve_ok("RRR RRR RRR RRR", std), 30.0, 1e-12);
    CHECK_CLOSE(solve_ok("GGG GGG", std), 6.0, 1e-12);
    CHECK_CLOSE(solve_ok("BBB BBB BBB", std), 9.0, 1e-12);
    CHECK_CLOSE(solve_ok("GGG GGG GGG GGG", std), 15.0, 1e-12);
    CHECK_CLOSE(solve_ok("RRR RRR", red_only), 2.0, 1e-12);
    CHECK_CLOSE(solve_ok("RRR RRR RRR", red_only), 3.0, 1e-12);
    CHECK_CLOSE(solve_ok("RRR RRR RRR RRR", red_only), 5.0, 1e-12);
    /* Die (5,0,3,7): T = 15, f_red = 3, so 5 minutes a move: 5 * 5 = 25. */
    CHECK_CLOSE(solve_ok("RRR RRR RRR RRR", oracle_dice(5, 0, 3, 7)), 25.0, 1e-12);
    /* An incomplete top: "RRR R.." on red only: the bottom middle ends it: 1. */
    CHECK_CLOSE(solve_ok("RRR R..", red_only), 1.0, 1e-12);

    /*
     * Where a block goes in an incomplete top matters. ".BB BBR B..", die
     * (0,3,1,0): T = 4, blue 3, red 1, so a move of one colour alone costs
     * T/b = 4/3 (blue) or T/r = 4 (red). Level 1 ".BB" gives only its right
     * blue (then ".B." is dead); level 2 "BBR" gives any block; the top "B.."
     * has the middle and right free.
     * Four towers that come up, with all lower levels but level L dead and a
     * top that stays the top:
     *   L = "BBR": blue middle ends it (0); red right leaves "BB.", whose
     *       left blue ends it (4/3). E = (4 + 3*0 + 1*4/3) / 4 = 4/3.
     *   L = "BRB": red middle ends it (0); a blue side leaves one more blue
     *       to take (4/3). E = (4 + 3*4/3 + 1*0) / 4 = 2.
     * Start. Blue: take the middle of level 2 ("B.R", dead); level 1's blue
     * then fills the top and ends it: m_blue = 4/3 (any other blue leaves
     * more to do: taking level 1's blue first leaves level 2 full, worth
     * 5/3 at best; taking level 2's left needs two more moves, at least 2).
     * Red: only level 2's right red; it goes into the top, middle or right.
     * Then both lower levels hold one blue each: the first fills the top,
     * the second starts level 4 and the old top becomes a full lower level.
     *   red on the right: top "B.R" becomes "BBR": 4/3 + 4/3 + 4/3 = 4;
     *   red in the middle: top "BR." becomes "BRB": 4/3 + 4/3 + 2 = 14/3.
     * So m_red = 4 (the player puts the red on the right) and
     * E = (4 + 3 * 4/3 + 1 * 4) / 4 = 3. (Putting it in the middle would give
     * (4 + 4 + 14/3) / 4 = 19/6.)
     */
    CHECK_CLOSE(solve_ok(".BB BBR B..", oracle_dice(0, 3, 1, 0)), 3.0, 1e-12);

    /*
     * Where the first block of a new level goes matters. ".BR .BR BRR", die
     * (0,2,1,0): T = 3, T/r = 3, T/b = 3/2. Levels 1 and 2 each give only their
     * right red. The top "BRR" is complete, so the first (red) move starts
     * level 4 with a red at a chosen position q, and "BRR" becomes a lower
     * level: E = 3 + E(S1_q).
     * S1_q, red: take the middle of level 3 ("B.R", dead); the other lower
     * red then ends the game: m_red = 3 (the alternatives need three or more
     * moves, at least 3 minutes).
     * S1_q, blue: only level 3's left blue (leaving ".RR"), into a free place
     * of level 4. Then two reds are left (levels 2 and 3), both forced: the
     * first completes level 4, the second starts level 5 and level 4 becomes
     * a full lower level of two reds and the blue: 3 + 3 + E(U) where
     *   U = "RBR" (blue in the middle): blue middle ends it; a red side
     *       leaves one red (3): E = (3 + 2*0 + 1*3) / 3 = 2;
     *   U = "BRR" (a red in the middle): red middle ends it; the blue side
     *       leaves one red (3): E = (3 + 1*0 + 2*3) / 3 = 3.
     * The blue can go in the middle only if the first red did not: with q a
     * side, m_blue = 8, E(S1_q) = (3 + 1*3 + 2*8) / 3 = 22/3; with q the
     * middle, m_blue = 9 and E(S1_q) = 8. E = 3 + 22/3 = 31/3.
     */
    CHECK_CLOSE(solve_ok(".BR .BR BRR", oracle_dice(0, 2, 1, 0)), 31.0 / 3.0, 1e-12);

    /*
     * "GRB R..", die (0,1,1,0): red takes the middle ("G.B", dead: the end);
     * blue must take the right block (a forced move), leaving "GR." whose
     * only move is its green, never rolled. Blue comes up with probability
     * 1/2, so the expectation is infinite even though red ends it at once.
     * With a green face as well (1,1,1,0): after blue, "GR." needs one green
     * (T/f = 3); after green (left, leaving ".RB"), one blue (3); so
     * E = (3 + 1*0 + 1*3 + 1*3) / 3 = 3.
     */
    expect_infinite("GRB R..", no_green);
    CHECK_CLOSE(solve_ok("GRB R..", oracle_dice(1, 1, 1, 0)), 3.0, 1e-12);

    /* A die with only black faces and a move available: never ends. */
    expect_infinite("RGB R..", black_only);

    /* Huge face counts work (the total does not fit 32 bits): 4e9 / 4e9 = 1 minute. */
    CHECK_CLOSE(solve_ok("RRR R..", oracle_dice(0, 0, 4000000000u, 0)), 1.0, 1e-12);
    CHECK_CLOSE(solve_ok("RRR R..", oracle_dice(4000000000u, 0, 4000000000u, 0)), 2.0, 1e-12);

    return check_exit_code();
}
