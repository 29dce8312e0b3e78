/*
 * Positions and moves, checked against a plain game search written here
 * (no Nim theory: a gap vector wins when some legal move leads to one that
 * loses), on every legal position of at most 10 cells, every d up to one more
 * than the number of pairs, and both sides to move:
 * - ludic_blackwhite_solve_position agrees with the search;
 * - ludic_blackwhite_list_winning_moves lists exactly the legal moves that leave
 *   the opponent a lost position, each once, each accepted by check_move;
 * - choose_move returns a legal move, a winning one when there is one.
 * Also: parse errors with their columns, move refusals with their reasons,
 * random placements (reproducible, uniform), and a stream of winning moves
 * too long to list stopping on request.
 */
#include <string.h>

#include "check.h"
#include "ludic/blackwhite.h"

/* ---- the plain game search on gap vectors ----------------------------- */

/* Up to 5 gaps of at most 8 (10 cells), padded with zero gaps, which never
   move; d beyond 5 behaves like 5. memo[d][code]: 0 unknown, 1 win, 2 lose. */
enum { MAXM = 5, BASE = 9, STATES = 59049 };
static unsigned char memo[MAXM + 1][STATES];

static int encode(const int *g)
{
    int code = 0;
    for (int i = MAXM - 1; i >= 0; i--)
        code = code * BASE + g[i];
    return code;
}

static int wins(int *g, int d);

/* Is there a move shrinking some of g[i..] (at most `left` more gaps) to a loss? */
static int move_to_loss(int *g, int d, int i, int left, int changed)
{
    if (i == MAXM)
        return changed && !wins(g, d);
    if (move_to_loss(g, d, i + 1, left, changed))
        return 1;
    if (left > 0) {
        const int old = g[i];
        int found = 0;
        for (int v = 0; v < old && !found; v++) {
            g[i] = v;
            found = move_to_loss(g, d, i + 1, left - 1, 1);
        }
        g[i] = old;
        return found;
    }
    return 0;
}

static int wins(int *g, int d)
{
    unsigned char *slot = &memo[d > MAXM ? MAXM : d][encode(g)];
    if (!*slot)
        *slot = move_to_loss(g, d, 0, d, 0) ? 1 : 2;
    return *slot == 1;
}

/* ---- collecting moves as text ------------------------------------------ */

typedef struct moves {
    char list[4096][48];
    int count;
} moves;

static void append(moves *ms, const ludic_blackwhite_step *steps, size_t count)
{
    char *s;
    if (ms->count >= 4096) {
        fprintf(stderr, "too many moves\n");
        check_fail();
        return;
    }
    s = ms->list[ms->count++];
    s[0] = '\0';
    for (size_t i = 0; i < count; i++)
        sprintf(s + strlen(s), "%s%u-%u", i ? " " : "", (unsigned)steps[i].from,
                (unsigned)steps[i].to);
}

static int on_move(const ludic_blackwhite_step *steps, size_t count, void *ctx)
{
    append(ctx, steps, count);
    return 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(a, b);
}

/* Every legal move of `side` (pairs i.., at most `left` more pieces), kept when it leaves a loss. */
static void winning_by_search(const ludic_blackwhite_position *pos, int side, int d, int *g,
                              int i, int left, ludic_blackwhite_step *steps, size_t count,
                              moves *out)
{
    const int m = (int)ludic_blackwhite_position_pairs(pos);
    if (i == m) {
        if (count > 0 && !wins(g, d))
            append(out, steps, count);
        return;
    }
    winning_by_search(pos, side, d, g, i + 1, left, steps, count, out);
    if (left > 0) {
        const int old = g[i];
        for (int v = 0; v < old; v++) {
            const uint32_t w = ludic_blackwhite_position_white(pos, (size_t)i);
            const uint32_t b = ludic_blackwhite_position_black(pos, (size_t)i);
            g[i] = v;
            steps[count].from = side == 0 ? w : b;
            steps[count].to = side == 0 ? w + (uint32_t)(old - v) : b - (uint32_t)(old - v);
            winning_by_search(pos, side, d, g, i + 1, left - 1, steps, count + 1, out);
        }
        g[i] = old;
    }
}

static moves got, want;
static long total_moves;

static void check_position(const char *text, int d, ludic_blackwhite_side side)
{
    ludic_blackwhite_position *pos = NULL;
    ludic_blackwhite_side winner;
    ludic_blackwhite_step steps[8];
    ludic_error err;
    int g[MAXM] = {0};
    size_t m, count = 0;
    CHECK(ludic_blackwhite_parse_position(text, strlen(text), 0, &pos, &err) == LUDIC_OK);
    if (!pos)
        return;
    m = ludic_blackwhite_position_pairs(pos);
    for (size_t i = 0; i < m; i++)
        g[i] = (int)ludic_blackwhite_position_gap(pos, i);
    CHECK(ludic_blackwhite_solve_position(pos, (uint64_t)d, side, &winner, &err) == LUDIC_OK);
    CHECK((winner == side) == wins(g, d));

    got.count = want.count = 0;
    CHECK(ludic_blackwhite_list_winning_moves(pos, (uint64_t)d, side, on_move, &got, &err) == LUDIC_OK);
    winning_by_search(pos, (int)side, d, g, 0, d, steps, 0, &want);
    qsort(got.list, (size_t)got.count, sizeof got.list[0], cmp_str);
    qsort(want.list, (size_t)want.count, sizeof want.list[0], cmp_str);
    if (got.count != want.count) {
        fprintf(stderr, "%s d=%d %s: %d winning moves listed, %d by search\n", text, d,
                side ? "black" : "white", got.count, want.count);
        check_fail();
    } else {
        for (int i = 0; i < got.count; i++)
            if (strcmp(got.list[i], want.list[i]) != 0) {
                fprintf(stderr, "%s d=%d: listed [%s], search [%s]\n", text, d, got.list[i],
                        want.list[i]);
                check_fail();
                break;
            }
    }
    CHECK((got.count > 0) == (winner == side));
    total_moves += got.count;

    /* The perfect player's move is legal, and winning when possible. */
    if (ludic_blackwhite_position_is_over(pos)) {
        CHECK(ludic_blackwhite_choose_move(pos, (uint64_t)d, side, steps, sizeof steps / sizeof steps[0], &count, &err) ==
              LUDIC_E_NO_ANSWER);
    } else {
        ludic_blackwhite_side after;
        CHECK(ludic_blackwhite_choose_move(pos, (uint64_t)d, side, steps, sizeof steps / sizeof steps[0], &count, &err) ==
              LUDIC_OK);
        CHECK(ludic_blackwhite_play_move(pos, (uint64_t)d, side, steps, count, &err) == LUDIC_OK);
        CHECK(ludic_blackwhite_solve_position(pos, (uint64_t)d, !side, &after, &err) == LUDIC_OK);
        if (winner == side)
            CHECK(after == side);
    }
    ludic_blackwhite_position_free(pos);
}

static void check_parse_error(const char *text, ludic_status status, unsigned long column,
                              const char *words)
{
    static int dummy;
    ludic_blackwhite_position *pos = (ludic_blackwhite_position *)(void *)&dummy; /* reset on failure */
    ludic_error err;
    CHECK(ludic_blackwhite_parse_position(text, strlen(text), 0, &pos, &err) == status);
    CHECK(pos == NULL);
    CHECK_EQ_U64(err.column, column);
    CHECK_STR_CONTAINS(err.message, words);
}

static void check_refusal(const char *text, uint64_t d, ludic_blackwhite_side side,
                          uint32_t from, uint32_t to, const char *words)
{
    ludic_blackwhite_position *pos = NULL;
    ludic_blackwhite_step step = {from - 1, to - 1};
    ludic_error err;
    char before[64], after[64];
    CHECK(ludic_blackwhite_parse_position(text, strlen(text), 0, &pos, &err) == LUDIC_OK);
    ludic_blackwhite_format_position(pos, before, sizeof before, NULL, NULL);
    CHECK(ludic_blackwhite_play_move(pos, d, side, &step, 1, &err) == LUDIC_E_INVALID);
    CHECK_STR_CONTAINS(err.message, words);
    ludic_blackwhite_format_position(pos, after, sizeof after, NULL, NULL);
    CHECK(strcmp(before, after) == 0); /* a refused move changes nothing */
    ludic_blackwhite_position_free(pos);
}

static int popcount(unsigned x)
{
    int c = 0;
    for (; x; x &= x - 1)
        c++;
    return c;
}

static int stop_after_1000(const ludic_blackwhite_step *steps, size_t count, void *ctx)
{
    int *seen = ctx;
    (void)steps;
    CHECK(count == 29);
    return ++*seen >= 1000;
}

int main(void)
{
    char text[16];
    int positions = 0;

    /* Every legal position of 1..10 cells: subsets of an even number >= 2 of cells. */
    for (int n = 1; n <= 10; n++)
        for (unsigned mask = 0; mask < (1u << n); mask++) {
            int pieces = popcount(mask), placed = 0;
            if (pieces < 2 || pieces % 2)
                continue;
            for (int c = 0; c < n; c++)
                text[c] = (mask >> c) & 1 ? (placed++ % 2 ? 'B' : 'W') : '.';
            text[n] = '\0';
            for (int d = 1; d <= pieces / 2 + 1; d++) {
                check_position(text, d, LUDIC_BLACKWHITE_WHITE);
                check_position(text, d, LUDIC_BLACKWHITE_BLACK);
            }
            positions++;
        }
    CHECK_EQ_U64(positions, 1013); /* sum over n <= 10 of (2^(n-1) - 1) */
    printf("%ld winning moves compared\n", total_moves);
    CHECK(total_moves > 4000); /* the comparison above compared something */

    /* Text round trip and accessors. */
    {
        ludic_blackwhite_position *pos = NULL;
        ludic_error err;
        char back[16];
        CHECK(ludic_blackwhite_parse_position("W..B.W...B", 10, 0, &pos, &err) == LUDIC_OK);
        CHECK_EQ_U64(ludic_blackwhite_position_cells(pos), 10);
        CHECK_EQ_U64(ludic_blackwhite_position_pairs(pos), 2);
        CHECK_EQ_U64(ludic_blackwhite_position_gap(pos, 0), 2);
        CHECK_EQ_U64(ludic_blackwhite_position_gap(pos, 1), 3);
        CHECK_EQ_U64(ludic_blackwhite_position_white(pos, 1), 5);
        CHECK_EQ_U64(ludic_blackwhite_position_black(pos, 1), 9);
        ludic_blackwhite_format_position(pos, back, sizeof back, NULL, NULL);
        CHECK(strcmp(back, "W..B.W...B") == 0);
        ludic_blackwhite_position_free(pos);
        ludic_blackwhite_position_free(NULL);
    }

    check_parse_error("", LUDIC_E_INVALID, 1, "empty");
    check_parse_error("W..x.B", LUDIC_E_SYNTAX, 4, "found 'x'");
    check_parse_error("W.B.W", LUDIC_E_INVALID, 5, "cell 5 has no black piece");
    check_parse_error("B.W", LUDIC_E_INVALID, 1, "first piece must be white");
    check_parse_error("W.BB", LUDIC_E_INVALID, 4, "after the black piece on cell 3");
    check_parse_error("W.W.B", LUDIC_E_INVALID, 3, "after the white piece on cell 1");
    check_parse_error("....", LUDIC_E_INVALID, 1, "no pieces");
    check_parse_error("W B", LUDIC_E_SYNTAX, 2, "found ' '");

    check_refusal("W..B", 1, LUDIC_BLACKWHITE_WHITE, 2, 3, "cell 2 is empty");
    check_refusal("W..B", 1, LUDIC_BLACKWHITE_WHITE, 4, 3, "holds a black piece; white moves");
    check_refusal("W..B", 1, LUDIC_BLACKWHITE_BLACK, 1, 2, "holds a white piece; black moves");
    check_refusal("W..B", 1, LUDIC_BLACKWHITE_WHITE, 1, 4, "black piece on cell 4");
    check_refusal("W..B", 1, LUDIC_BLACKWHITE_WHITE, 1, 1, "at least one cell");
    check_refusal(".W.B", 1, LUDIC_BLACKWHITE_WHITE, 2, 1, "move right only");
    check_refusal("W.B.", 1, LUDIC_BLACKWHITE_BLACK, 3, 4, "move left only");
    check_refusal("W..B", 1, LUDIC_BLACKWHITE_BLACK, 4, 1, "white piece on cell 1");
    check_refusal("W..B", 1, LUDIC_BLACKWHITE_WHITE, 1, 7, "off the board (cells 1 to 4)");
    {
        ludic_blackwhite_position *pos = NULL;
        ludic_blackwhite_step two[2] = {{0, 1}, {4, 5}}, same[2] = {{0, 1}, {0, 2}};
        ludic_error err;
        CHECK(ludic_blackwhite_parse_position("W..BW..B", 8, 0, &pos, &err) == LUDIC_OK);
        CHECK(ludic_blackwhite_check_move(pos, 1, LUDIC_BLACKWHITE_WHITE, two, 2, &err) ==
              LUDIC_E_INVALID);
        CHECK_STR_CONTAINS(err.message, "at most d = 1 piece;");
        CHECK(ludic_blackwhite_check_move(pos, 2, LUDIC_BLACKWHITE_WHITE, two, 2, &err) ==
              LUDIC_OK);
        CHECK(ludic_blackwhite_check_move(pos, 2, LUDIC_BLACKWHITE_WHITE, same, 2, &err) ==
              LUDIC_E_INVALID);
        CHECK_STR_CONTAINS(err.message, "moved twice");
        CHECK(ludic_blackwhite_check_move(pos, 2, LUDIC_BLACKWHITE_WHITE, two, 0, &err) ==
              LUDIC_E_INVALID);
        CHECK(ludic_blackwhite_check_move(pos, 0, LUDIC_BLACKWHITE_WHITE, two, 1, &err) ==
              LUDIC_E_ARGUMENT);
        ludic_blackwhite_position_free(pos);
    }

    /* Random placements: reproducible, legal, and uniform over the C(6, 4) = 15 placements. */
    {
        int hist[64] = {0};
        for (uint64_t seed = 0; seed < 15000; seed++) {
            ludic_blackwhite_position *pos = NULL;
            ludic_error err;
            char t[8];
            int mask = 0;
            CHECK_SEED(seed);
            CHECK(ludic_blackwhite_generate_position(seed, 6, 4, &pos, &err) == LUDIC_OK);
            ludic_blackwhite_format_position(pos, t, sizeof t, NULL, NULL);
            for (int c = 0; c < 6; c++)
                mask |= (t[c] != '.') << c;
            hist[mask]++;
            {
                ludic_blackwhite_position *again = NULL, *parsed = NULL;
                char u[8];
                CHECK(ludic_blackwhite_generate_position(seed, 6, 4, &again, &err) == LUDIC_OK);
                ludic_blackwhite_format_position(again, u, sizeof u, NULL, NULL);
                CHECK(strcmp(t, u) == 0);
                CHECK(ludic_blackwhite_parse_position(t, 6, 0, &parsed, &err) == LUDIC_OK);
                ludic_blackwhite_position_free(again);
                ludic_blackwhite_position_free(parsed);
            }
            ludic_blackwhite_position_free(pos);
        }
        CHECK_SEED_DONE();
        {
            double chi2 = 0;
            int kinds = 0;
            for (int mask = 0; mask < 64; mask++) {
                if (popcount((unsigned)mask) != 4) {
                    CHECK(hist[mask] == 0);
                    continue;
                }
                kinds++;
                chi2 += (hist[mask] - 1000.0) * (hist[mask] - 1000.0) / 1000.0;
            }
            CHECK_EQ_U64(kinds, 15);
            CHECK(chi2 < 36.1); /* 14 degrees of freedom: P(chi2 > 36.1) ~ 0.001 */
        }
        {
            ludic_blackwhite_position *pos = NULL;
            ludic_error err;
            CHECK(ludic_blackwhite_generate_position(1, 5, 6, &pos, &err) == LUDIC_E_INVALID);
            CHECK(ludic_blackwhite_generate_position(1, 5, 3, &pos, &err) == LUDIC_E_INVALID);
            CHECK(pos == NULL);
        }
    }

    /* Any d beyond the number of pairs plays like d = pairs, up to UINT64_MAX
       (where d + 1 wraps around to 0: it once divided by zero). */
    {
        static const char *const boards[] = {"W..B.W...B", "W.BW..BW...B", "W.B.W.B", "W...BW...B"};
        static const uint64_t ds[] = {3, 1000, (uint64_t)1 << 32, UINT64_MAX - 1, UINT64_MAX};
        for (size_t b = 0; b < sizeof boards / sizeof boards[0]; b++)
            for (int side = 0; side < 2; side++) {
                ludic_blackwhite_position *pos = NULL;
                ludic_error err;
                ludic_blackwhite_side w_ref, w;
                ludic_blackwhite_step steps[3];
                size_t count = 0;
                size_t m;
                CHECK(ludic_blackwhite_parse_position(boards[b], strlen(boards[b]), 0, &pos, &err) ==
                      LUDIC_OK);
                m = ludic_blackwhite_position_pairs(pos);
                CHECK(ludic_blackwhite_solve_position(pos, m, (ludic_blackwhite_side)side, &w_ref, &err) ==
                      LUDIC_OK);
                want.count = 0;
                CHECK(ludic_blackwhite_list_winning_moves(pos, m, (ludic_blackwhite_side)side, on_move,
                                                     &want, &err) == LUDIC_OK);
                for (size_t i = 0; i < sizeof ds / sizeof ds[0]; i++) {
                    CHECK(ludic_blackwhite_solve_position(pos, ds[i], (ludic_blackwhite_side)side, &w,
                                                  &err) == LUDIC_OK);
                    CHECK(w == w_ref);
                    got.count = 0;
                    CHECK(ludic_blackwhite_list_winning_moves(pos, ds[i], (ludic_blackwhite_side)side,
                                                         on_move, &got, &err) == LUDIC_OK);
                    CHECK(got.count == want.count);
                    for (int j = 0; j < got.count && j < want.count; j++)
                        CHECK(strcmp(got.list[j], want.list[j]) == 0);
                    CHECK(ludic_blackwhite_choose_move(pos, ds[i], (ludic_blackwhite_side)side,
                                                       steps, sizeof steps / sizeof steps[0], &count, &err) == LUDIC_OK);
                    CHECK(ludic_blackwhite_check_move(pos, ds[i], (ludic_blackwhite_side)side,
                                                      steps, count, &err) == LUDIC_OK);
                }
                ludic_blackwhite_position_free(pos);
            }
    }

    /* Sixty gaps of 1 with d = 30: C(60, 29) winning moves; the stream stops when asked. */
    {
        char big[181];
        ludic_blackwhite_position *pos = NULL;
        ludic_error err;
        int seen = 0;
        for (int i = 0; i < 60; i++)
            memcpy(big + 3 * i, "W.B", 3);
        big[180] = '\0';
        CHECK(ludic_blackwhite_parse_position(big, 180, 0, &pos, &err) == LUDIC_OK);
        CHECK(ludic_blackwhite_list_winning_moves(pos, 30, LUDIC_BLACKWHITE_WHITE, stop_after_1000,
                                             &seen, &err) == LUDIC_OK);
        CHECK_EQ_U64(seen, 1000);
        ludic_blackwhite_position_free(pos);
    }
    return check_exit_code();
}
