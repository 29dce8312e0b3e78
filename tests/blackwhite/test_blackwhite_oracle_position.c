/*
 * test_blackwhite_oracle_position.c: ludic_blackwhite_brute_solve_position on positions worked out
 * by hand (the reasoning is in the comments), the exact lists of winning
 * moves it reports, early stop, and the 1-based columns of its error reports.
 */
#include "check.h"
#include "ludic/blackwhite.h"

#define MAX_MOVES 64
#define MAX_STEPS 8

/* The moves reported by one call, each as "from>to from>to ..." text. */
typedef struct moves {
    size_t count;
    size_t stop_after; /* return nonzero after this many moves; 0 = never */
    char text[MAX_MOVES][8 * MAX_STEPS];
} moves;

static int collect(const ludic_blackwhite_step *steps, size_t count, void *ctx)
{
    moves *m = ctx;
    char *out;
    size_t i;

    if (m->count == MAX_MOVES || count == 0 || count > MAX_STEPS) {
        fprintf(stderr, "unexpected move with %zu steps\n", count);
        check_fail();
        return 1;
    }
    out = m->text[m->count++];
    out[0] = '\0';
    for (i = 0; i < count; i++) {
        if (i > 0 && steps[i - 1].from >= steps[i].from) {
            fprintf(stderr, "steps not sorted by from\n");
            check_fail();
        }
        sprintf(out + strlen(out), "%s%u>%u", i ? " " : "", (unsigned)steps[i].from,
                (unsigned)steps[i].to);
    }
    return m->stop_after && m->count >= m->stop_after;
}

static int cmp_text(const void *a, const void *b)
{
    return strcmp(a, b);
}

/*
 * Analyse `board` with `d` and `side` to move; expect `winner` and exactly the
 * winning moves listed in `want` (sorted, separated by '|'; "" for none).
 */
static void check_position(const char *board, unsigned d, ludic_blackwhite_side side,
                           ludic_blackwhite_side winner, const char *want)
{
    moves m;
    ludic_error err;
    ludic_blackwhite_side got = (ludic_blackwhite_side)7;
    char joined[MAX_MOVES * 8 * MAX_STEPS] = "";
    size_t i;

    memset(&m, 0, sizeof m);
    if (ludic_blackwhite_brute_solve_position(board, strlen(board), d, side, &got, collect, &m, &err) !=
        LUDIC_OK) {
        fprintf(stderr, "%s: %s\n", board, err.message);
        check_fail();
        return;
    }
    qsort(m.text, m.count, sizeof m.text[0], cmp_text);
    for (i = 0; i < m.count; i++) {
        if (i)
            strcat(joined, "|");
        strcat(joined, m.text[i]);
    }
    if (got != winner || strcmp(joined, want) != 0) {
        fprintf(stderr,
                "%s d=%u %s to move: winner %d moves \"%s\", expected winner %d moves \"%s\"\n",
                board, d, side == LUDIC_BLACKWHITE_WHITE ? "white" : "black", (int)got, joined,
                (int)winner, want);
        check_fail();
    }
}

static void check_bad(const char *board, size_t len, ludic_status want, unsigned long column,
                      const char *needle)
{
    ludic_error err;
    ludic_blackwhite_side winner;
    ludic_error_clear(&err);
    CHECK_EQ_U64(ludic_blackwhite_brute_solve_position(board, len, 1, LUDIC_BLACKWHITE_WHITE, &winner,
                                                 NULL, NULL, &err),
                 want);
    CHECK_EQ_U64(err.status, want);
    CHECK_EQ_U64(err.line, 1);
    CHECK_EQ_U64(err.column, column);
    CHECK_STR_CONTAINS(err.message, needle);
}

int main(void)
{
    const ludic_blackwhite_side W = LUDIC_BLACKWHITE_WHITE, B = LUDIC_BLACKWHITE_BLACK;

    /* "WB": nobody can move, so the side to move loses. */
    check_position("WB", 1, W, B, "");
    check_position("WB", 1, B, W, "");
    /* Empty cells outside the pair never help: still no move. */
    check_position("..WB...", 3, W, B, "");
    check_position("WB.WB.WB", 4, B, W, "");

    /* "W.B": white 0>1 leaves ".WB", black is stuck; black 2>1 leaves "WB." likewise. */
    check_position("W.B", 1, W, W, "0>1");
    check_position("W.B", 1, B, B, "2>1");

    /*
     * "W..B", white to move: 0>2 closes the gap and wins; 0>1 leaves ".W.B"
     * where black plays 3>2 and white is stuck. Only 0>2 wins.
     */
    check_position("W..B", 1, W, W, "0>2");
    check_position("W..B", 1, B, B, "3>1");

    /*
     * "W.BW.B" (gaps 1 and 1). With d = 1 each move closes one gap and the
     * opponent closes the other: the mover loses. With d = 2 the mover closes
     * both in one move; closing only one still loses. d = 2..6 are the same.
     */
    check_position("W.BW.B", 1, W, B, "");
    check_position("W.BW.B", 1, B, W, "");
    check_position("W.BW.B", 2, W, W, "0>1 3>4");
    check_position("W.BW.B", 6, W, W, "0>1 3>4");
    check_position("W.BW.B", 2, B, B, "2>1 5>4");

    /* "WBW.B" (gaps 0 and 1): either side closes the one gap and wins. */
    check_position("WBW.B", 1, W, W, "2>3");
    check_position("WBW.B", 1, B, B, "4>3");

    /*
     * "W..BW.B" (gaps 2 and 1), d = 1: 0>1 gives (1, 1), which the mover
     * (black) loses as above: a win. 0>2 gives (0, 1) and 4>5 gives (2, 0);
     * black closes the remaining gap and white is stuck. Only 0>1 wins.
     * d = 2: now (1, 1) is a win for black (close both), so 0>1 loses; so do
     * (0, 1), (2, 0) and 0>1 4>5 giving (1, 0), for black closes what is left.
     * Only 0>2 4>5, closing both gaps, wins.
     */
    check_position("W..BW.B", 1, W, W, "0>1");
    check_position("W..BW.B", 2, W, W, "0>2 4>5");

    /* "W...B", white: only 0>3 (closing the gap) wins; 0>1 and 0>2 leave a gap black closes. */
    check_position("W...B", 2, W, W, "0>3");

    /* Stopping early: the callback's nonzero return ends the enumeration. */
    {
        moves m;
        ludic_blackwhite_side winner;
        memset(&m, 0, sizeof m);
        m.stop_after = 1;
        CHECK_EQ_U64(ludic_blackwhite_brute_solve_position("W.BW.BW.B", 9, 1, W, &winner, collect, &m,
                                                     NULL),
                     LUDIC_OK);
        /* Gaps (1, 1, 1), d = 1: closing any one gap leaves (1, 1) for black: 3 winning moves. */
        CHECK_EQ_U64(winner, W);
        CHECK_EQ_U64(m.count, 1);
        check_position("W.BW.BW.B", 1, W, W, "0>1|3>4|6>7");
        /* NULL callback: only the winner. */
        CHECK_EQ_U64(ludic_blackwhite_brute_solve_position("W.BW.BW.B", 9, 1, W, &winner, NULL, NULL,
                                                     NULL),
                     LUDIC_OK);
        CHECK_EQ_U64(winner, W);
    }

    /* d beyond the number of pieces means "any number of own pieces". */
    check_position("W.BW.B", 1000000, W, W, "0>1 3>4");

    /* Illegal strings: the column of the offending cell and what was expected. */
    check_bad("", 0, LUDIC_E_INVALID, 1, "empty");
    check_bad("W.xB", 4, LUDIC_E_SYNTAX, 3, "expected 'W', 'B' or '.'");
    check_bad("W.xB", 4, LUDIC_E_SYNTAX, 3, "found 'x'");
    check_bad("wb", 2, LUDIC_E_SYNTAX, 1, "found 'w'");
    check_bad("W\nB", 3, LUDIC_E_SYNTAX, 2, "byte 0x0a");
    check_bad("W\0B", 3, LUDIC_E_SYNTAX, 2, "byte 0x00");
    check_bad("....", 4, LUDIC_E_INVALID, 1, "at least one piece");
    check_bad("..BW", 4, LUDIC_E_INVALID, 3, "expected 'W' for the leftmost piece");
    check_bad("W.W.B", 5, LUDIC_E_INVALID, 3, "expected 'B'");
    check_bad("WBB", 3, LUDIC_E_INVALID, 3, "expected 'W'");
    check_bad("WBW..", 5, LUDIC_E_INVALID, 3, "rightmost piece must be black");
    check_bad("W", 1, LUDIC_E_INVALID, 1, "rightmost piece must be black");
    /* A legal position longer than the limit: E_LIMIT at the first cell beyond it. */
    check_bad("WB..............", 16, LUDIC_E_LIMIT, 15, "limit of 14 cells");
    check_bad("WBWBWBWBWBWBWBWB", 16, LUDIC_E_LIMIT, 15, "limit of 14 cells");
    /* A malformed long string is a syntax error, not a limit. */
    check_bad("WB..............?", 17, LUDIC_E_SYNTAX, 17, "found '?'");
    /* The length given is what counts, not a terminator. */
    {
        ludic_blackwhite_side winner = B;
        CHECK_EQ_U64(ludic_blackwhite_brute_solve_position("W.BW", 3, 1, W, &winner, NULL, NULL, NULL),
                     LUDIC_OK);
        CHECK_EQ_U64(winner, W);
    }

    {
        ludic_error err;
        ludic_blackwhite_side winner;
        CHECK_EQ_U64(ludic_blackwhite_brute_solve_position("W.B", 3, 0, W, &winner, NULL, NULL, &err),
                     LUDIC_E_ARGUMENT); /* as for the fast solver */
        CHECK_STR_CONTAINS(err.message, "d = 0");
        CHECK_EQ_U64(ludic_blackwhite_brute_solve_position("W.B", 3, 1, W, NULL, NULL, NULL, &err),
                     LUDIC_E_ARGUMENT);
        CHECK_EQ_U64(ludic_blackwhite_brute_solve_position(NULL, 3, 1, W, &winner, NULL, NULL, &err),
                     LUDIC_E_ARGUMENT);
        CHECK_EQ_U64(ludic_blackwhite_brute_solve_position("W.B", 3, 1, (ludic_blackwhite_side)2,
                                                     &winner, NULL, NULL, &err),
                     LUDIC_E_ARGUMENT);
    }
    return check_exit_code();
}
