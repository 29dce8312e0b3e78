/*
 * test_blackwhite_oracle_count.c: ludic_blackwhite_brute_solve against counts worked out by
 * hand (each argument is in a comment) and against the original sample, plus
 * its refusal of parameters that break the rules or exceed the limit.
 *
 * Facts used below, all from the move rules:
 * - A white piece can only move into the empty cells between it and the
 *   black piece right after it (its "pair gap"): it may not pass that black
 *   piece, which does not move on white's turn. Likewise a black piece can
 *   only move into its own pair gap (the white piece before it). So a side
 *   has a move exactly when some pair gap is nonzero, and empty cells outside
 *   the pairs never matter.
 * - A placement is a choice of k cells among n: C(n, k) placements.
 */
#include "check.h"
#include "core/binom_int.h"
#include "ludic/blackwhite.h"

static uint32_t count(uint64_t n, uint64_t k, uint64_t d)
{
    ludic_blackwhite_params params = {n, k, d};
    ludic_error err;
    uint32_t wins = UINT32_MAX;
    ludic_status status = ludic_blackwhite_brute_solve(&params, &wins, &err);
    if (status != LUDIC_OK) {
        fprintf(stderr, "n=%" PRIu64 " k=%" PRIu64 " d=%" PRIu64 ": %s\n", n, k, d, err.message);
        check_fail();
    }
    return wins;
}

static void check_refused(uint64_t n, uint64_t k, uint64_t d, ludic_status want,
                          const char *needle)
{
    ludic_blackwhite_params params = {n, k, d};
    ludic_error err;
    uint32_t wins = 12345;
    ludic_error_clear(&err);
    CHECK_EQ_U64(ludic_blackwhite_brute_solve(&params, &wins, &err), want);
    CHECK_EQ_U64(err.status, want);
    CHECK_STR_CONTAINS(err.message, needle);
    CHECK_EQ_U64(wins, 12345); /* nothing written on failure */
}

int main(void)
{
    unsigned n, k, d;

    /* The original problem's sample. */
    CHECK_EQ_U64(count(10, 4, 2), 182);

    /* n = k: every cell is full, white has no move and loses. */
    for (n = 2; n <= LUDIC_BLACKWHITE_BRUTE_MAX_N; n += 2)
        for (d = 1; d <= n; d++)
            CHECK_EQ_U64(count(n, n, d), 0);

    /*
     * k = 2: one pair. White wins exactly when the gap is nonzero (move W next
     * to B; black is then stuck). Placements with gap 0 are the n - 1 adjacent
     * pairs, so wins = C(n, 2) - (n - 1) = (n - 1)(n - 2) / 2.
     * E.g. n = 4: W.B. W..B .W.B win; WB.. .WB. ..WB lose: 3.
     */
    for (n = 2; n <= LUDIC_BLACKWHITE_BRUTE_MAX_N; n++)
        for (d = 1; d <= 2; d++)
            CHECK_EQ_U64(count(n, 2, d), (n - 1) * (n - 2) / 2);

    /*
     * n = k + 1: one empty cell. If it is inside a pair, white closes that gap
     * and black is stuck; otherwise white is stuck. The empty cell can sit in
     * any of the k + 1 slots, k/2 of which are inside pairs: wins = k/2.
     */
    for (k = 2; k + 1 <= LUDIC_BLACKWHITE_BRUTE_MAX_N; k += 2)
        for (d = 1; d <= k; d++)
            CHECK_EQ_U64(count(k + 1, k, d), k / 2);

    /*
     * n = k + 2: two empty cells over the k + 1 slots (k/2 pair gaps, k/2 + 1
     * outer slots), C(k + 2, 2) placements. White loses when both sit in outer
     * slots (no move): C(k/2 + 2, 2) placements. With gaps (2) or (1) plus an
     * outer cell, white closes the gap and wins. With two pair gaps of 1:
     * for d >= 2 white closes both and wins; for d = 1 white closes one and
     * black closes the other, leaving white stuck: C(k/2, 2) more losses.
     */
    for (k = 2; k + 2 <= LUDIC_BLACKWHITE_BRUTE_MAX_N; k += 2) {
        uint64_t all = ludic_binom_u64(k + 2, 2), stuck = ludic_binom_u64(k / 2 + 2, 2);
        CHECK_EQ_U64(count(k + 2, k, 1), all - stuck - ludic_binom_u64(k / 2, 2));
        for (d = 2; d <= k; d++)
            CHECK_EQ_U64(count(k + 2, k, d), all - stuck);
    }

    /*
     * d >= k/2 (a player may move all of their pieces): if some pair gap is
     * nonzero, white moves every white piece next to its black partner, after
     * which every gap is 0 and black is stuck; if every gap is 0, white is
     * stuck. Placements with all gaps 0 are k/2 "WB" dominoes among
     * n - k/2 units: C(n - k/2, k/2). So wins = C(n, k) - C(n - k/2, k/2).
     * This includes the sample: C(10, 4) - C(8, 2) = 210 - 28 = 182.
     */
    for (n = 1; n <= LUDIC_BLACKWHITE_BRUTE_MAX_N; n++)
        for (k = 2; k <= n; k += 2)
            for (d = k / 2; d <= k; d++)
                CHECK_EQ_U64(count(n, k, d),
                             ludic_binom_u64(n, k) - ludic_binom_u64(n - k / 2, k / 2));

    /*
     * k = 4, d = 1: two pair gaps a and b; a move shrinks exactly one of them.
     * If a == b, whatever the mover takes from one gap the opponent takes from
     * the other, so the mover is the first to face (0, 0) and loses; if a != b
     * the mover equalises them and wins. Placements with gaps (a, b) spread the
     * other n - 4 - a - b empty cells over 3 outer slots: C(n - 2 - a - b, 2)
     * ways. So losses = sum over a of C(n - 2 - 2a, 2); for n = 10 that is
     * 28 + 15 + 6 + 1 = 50 and wins = 210 - 50 = 160.
     */
    CHECK_EQ_U64(count(10, 4, 1), 160);
    for (n = 4; n <= LUDIC_BLACKWHITE_BRUTE_MAX_N; n++) {
        uint64_t losses = 0;
        unsigned a;
        for (a = 0; 4 + 2 * a <= n; a++)
            losses += ludic_binom_u64(n - 2 - 2 * a, 2);
        CHECK_EQ_U64(count(n, 4, 1), ludic_binom_u64(n, 4) - losses);
    }

    /* The brute-force limit is a documented, checked constant. */
    CHECK_EQ_U64(count(LUDIC_BLACKWHITE_BRUTE_MAX_N, 6, 3),
                 ludic_binom_u64(14, 6) - ludic_binom_u64(11, 3));
    check_refused(LUDIC_BLACKWHITE_BRUTE_MAX_N + 1, 4, 2, LUDIC_E_LIMIT, "limit of 14 cells");
    check_refused(LUDIC_BLACKWHITE_MAX_N, 100, 2, LUDIC_E_LIMIT, "limit of 14 cells");

    /* Parameters that break the rules, each named in its message. */
    check_refused(10, 3, 2, LUDIC_E_INVALID, "odd");
    check_refused(10, 4, 0, LUDIC_E_INVALID, "d = 0");
    check_refused(10, 4, 5, LUDIC_E_INVALID, "d = 5 is larger than k = 4");
    check_refused(4, 6, 2, LUDIC_E_INVALID, "expected k <= n");
    check_refused(0, 0, 0, LUDIC_E_INVALID, "n = 0");
    check_refused(10, 0, 1, LUDIC_E_INVALID, "k = 0");
    /* Broken rules are reported before the size limit: exit 2, not 1, in the CLI. */
    check_refused(100, 7, 2, LUDIC_E_INVALID, "odd");
    check_refused(UINT64_MAX, UINT64_MAX, UINT64_MAX, LUDIC_E_INVALID, "odd");

    {
        ludic_blackwhite_params params = {10, 4, 2};
        uint32_t wins;
        CHECK_EQ_U64(ludic_blackwhite_brute_solve(NULL, &wins, NULL), LUDIC_E_ARGUMENT);
        CHECK_EQ_U64(ludic_blackwhite_brute_solve(&params, NULL, NULL), LUDIC_E_ARGUMENT);
        /* err is optional */
        CHECK_EQ_U64(ludic_blackwhite_brute_solve(&params, &wins, NULL), LUDIC_OK);
        CHECK_EQ_U64(wins, 182);
    }
    return check_exit_code();
}
