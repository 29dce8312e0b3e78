/*
 * blackwhite_brute.c: the independent brute-force reference for blackwhite. It plays the
 * game itself: a memoised win/loss search over board positions whose moves
 * are generated from the move rules alone (no theory about the game), so it
 * can serve as the test oracle for the fast solver.
 *
 * What one move is. The rules say: pick 1..d of your own pieces and slide
 * each one or more cells in its direction (white right, black left); no piece
 * may jump over or land on another piece. We read this as: pieces never
 * coincide and never pass one another, whether the other piece stays put or
 * moves in the same move. Hence a move keeps the left-to-right order of all
 * pieces, and every order-preserving choice of new cells (each moved piece
 * going one or more cells in its direction, 1..d pieces moved, the others
 * staying) is a legal move. Order inside a move does not matter: any such
 * result can also be reached by sliding the chosen pieces one at a time,
 * front piece first (rightmost first for white), and no sequential order can
 * reach anything else, since a single slide can never change the order.
 * So a move is identified by the position it produces, and enumerating the
 * order-preserving destination vectors lists each resulting position exactly
 * once. (With alternating colours each piece's neighbour ahead belongs to the
 * opponent, so in practice own moved pieces never even meet; the generator
 * below does not rely on that.)
 *
 * Position encoding. Colours alternate W B W B ... from the left in every
 * legal position, and moves keep the order of the pieces, so a position is
 * fully described by the set of occupied cells: the i-th piece from the left
 * (0-based) is white when i is even. A board of n <= 14 cells is a bitmask
 * below 2^14; with the side to move this is one index into a flat byte table.
 *
 * Search. wins(position, side) is true when some move leads to a position the
 * opponent loses; a side with no move loses. Every move moves some piece at
 * least one cell forwards and pieces never move backwards, so a game lasts at
 * most k * (n - 1) moves: the search graph is acyclic and the recursion depth
 * is bounded (about 180 levels at n = 14). Each position is expanded once;
 * the cost is O(sum over reachable positions of their move counts), well
 * under a millisecond for every parameter set with n <= 12.
 */
#include <inttypes.h>
#include <string.h>

#include "core/error_int.h"
#include "core/modarith_int.h"
#include "ludic/blackwhite.h"

#define BW_MAX_N LUDIC_BLACKWHITE_BRUTE_MAX_N
_Static_assert(BW_MAX_N + 1u < 32u, "a position and the side to move, (mask << 1) | side, "
                                    "must fit a uint32_t memo index");
_Static_assert(BW_MAX_N <= 14u, "the memo holds 2^(n+1) bytes; the comments above count on "
                                "n <= 14 (32 KiB)");

/* Memo values, for the side to move in that position. */
enum { BW_UNKNOWN = 0, BW_WIN = 1, BW_LOSS = 2 };

/*
 * One search: board length, move size and the memo. memo[(mask << 1) | side]
 * holds BW_UNKNOWN / BW_WIN / BW_LOSS for the side to move, where bit c of
 * mask is set when cell c (0-based from the left) holds a piece and side is a
 * ludic_blackwhite_side. Only the first 2^(n+1) entries are used (and cleared).
 */
typedef struct bw_search {
    unsigned n;
    unsigned d; /* pieces moved per turn at most, already capped at BW_MAX_N */
    uint8_t memo[2u << BW_MAX_N];
} bw_search;

struct bw_gen;

/* Called with the position a complete move produces; nonzero stops the enumeration. */
typedef int (*bw_visit_fn)(struct bw_gen *g, uint32_t child);

/*
 * Enumerates the moves of `side` from one position. cell[i] is the cell of the
 * i-th piece from the left; dest[i] its cell after the move being built (equal
 * to cell[i] for pieces that stay). own[] lists the mover's pieces in the
 * order their destinations are chosen: front first (right to left for white,
 * left to right for black), so the neighbour ahead of a piece has its final
 * cell fixed before the piece itself is placed.
 */
typedef struct bw_gen {
    bw_search *search;
    unsigned side;
    unsigned k;      /* pieces on the board */
    unsigned owned;  /* entries of own[] */
    uint8_t cell[BW_MAX_N];
    uint8_t dest[BW_MAX_N];
    uint8_t own[BW_MAX_N];
    bw_visit_fn visit;
    /* Root enumeration of winning moves only: */
    ludic_blackwhite_move_fn report;
    void *report_ctx;
} bw_gen;

static int bw_wins(bw_search *s, uint32_t mask, unsigned side);

static void bw_gen_init(bw_gen *g, bw_search *s, uint32_t mask, unsigned side, bw_visit_fn visit)
{
    unsigned c, i;

    g->search = s;
    g->side = side;
    g->visit = visit;
    g->report = NULL;
    g->report_ctx = NULL;
    g->k = 0;
    for (c = 0; c < s->n; c++) {
        if (mask >> c & 1u) {
            g->cell[g->k] = (uint8_t)c;
            g->dest[g->k] = (uint8_t)c;
            g->k++;
        }
    }
    g->owned = 0;
    if (side == LUDIC_BLACKWHITE_WHITE) {
        for (i = g->k; i-- > 0;)
            if (i % 2 == 0)
                g->own[g->owned++] = (uint8_t)i;
    } else {
        for (i = 0; i < g->k; i++)
            if (i % 2 == 1)
                g->own[g->owned++] = (uint8_t)i;
    }
}

/*
 * Chooses the destination of own[j], own[j+1], ... given `moved` pieces moved
 * so far and the board `child` with those moves applied. A white piece may go
 * to any cell after its own and before the final cell of the next piece to its
 * right (or the board's end); a black piece mirrors that to the left. Each
 * complete choice with 1..d moved pieces is passed to g->visit.
 */
static int bw_gen_from(bw_gen *g, unsigned j, unsigned moved, uint32_t child)
{
    unsigned i, from, to, lo, hi;

    if (j == g->owned)
        return moved > 0 ? g->visit(g, child) : 0;
    i = g->own[j];
    from = g->cell[i];
    if (bw_gen_from(g, j + 1, moved, child)) /* this piece stays */
        return 1;
    if (moved == g->search->d)
        return 0;
    if (g->side == LUDIC_BLACKWHITE_WHITE) {
        hi = i + 1 < g->k ? g->dest[i + 1] : g->search->n; /* first cell it may not reach */
        for (to = from + 1; to < hi; to++) {
            g->dest[i] = (uint8_t)to;
            if (bw_gen_from(g, j + 1, moved + 1, child ^ (1u << from) ^ (1u << to))) {
                g->dest[i] = (uint8_t)from;
                return 1;
            }
        }
    } else {
        lo = i > 0 ? g->dest[i - 1] + 1u : 0; /* leftmost cell it may reach */
        for (to = from; to-- > lo;) {
            g->dest[i] = (uint8_t)to;
            if (bw_gen_from(g, j + 1, moved + 1, child ^ (1u << from) ^ (1u << to))) {
                g->dest[i] = (uint8_t)from;
                return 1;
            }
        }
    }
    g->dest[i] = (uint8_t)from;
    return 0;
}

/* Search visitor: stop at the first move that leaves the opponent lost. */
static int bw_visit_find_win(bw_gen *g, uint32_t child)
{
    return !bw_wins(g->search, child, g->side ^ 1u);
}

static int bw_wins(bw_search *s, uint32_t mask, unsigned side)
{
    uint8_t *slot = &s->memo[(size_t)mask << 1 | side];
    bw_gen g;
    int win;

    if (*slot != BW_UNKNOWN)
        return *slot == BW_WIN;
    bw_gen_init(&g, s, mask, side, bw_visit_find_win);
    win = bw_gen_from(&g, 0, 0, mask);
    *slot = win ? BW_WIN : BW_LOSS;
    return win;
}

static void bw_search_init(bw_search *s, unsigned n, uint64_t d)
{
    s->n = n;
    s->d = d > BW_MAX_N ? BW_MAX_N : (unsigned)d;
    memset(s->memo, BW_UNKNOWN, (size_t)2u << n);
}

static unsigned bw_popcount(uint32_t x)
{
    unsigned count = 0;
    for (; x; x &= x - 1)
        count++;
    return count;
}

ludic_status ludic_blackwhite_brute_solve(const ludic_blackwhite_params *params,
                                          uint32_t *wins, ludic_error *err)
{
    bw_search search;
    uint32_t mask, count = 0;
    uint64_t n, k, d;
    unsigned pieces;

    if (!params)
        return ludic_fail_null(err, __func__, "params");
    if (!wins)
        return ludic_fail_null(err, __func__, "wins");
    n = params->n, k = params->k, d = params->d;
    if (n == 0)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0, "n = 0: the board needs at least 1 cell");
    if (k == 0)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "k = 0: expected a positive even number of pieces");
    if (k % 2 != 0)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "k = %" PRIu64 " is odd: the pieces come in white-black pairs, "
                          "so k must be even",
                          k);
    if (k > n)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "k = %" PRIu64 " pieces do not fit on n = %" PRIu64
                          " cells: expected k <= n",
                          k, n);
    if (d == 0)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "d = 0: a move moves at least one piece, expected 1 <= d <= k");
    if (d > k)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "d = %" PRIu64 " is larger than k = %" PRIu64 ": expected 1 <= d <= k",
                          d, k);
    if (n > BW_MAX_N)
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0,
                          "n = %" PRIu64 " is beyond the brute-force reference's limit of %u "
                          "cells (it plays out every position); use the fast solver",
                          n, (unsigned)BW_MAX_N);

    bw_search_init(&search, (unsigned)n, d);
    pieces = (unsigned)k;
    for (mask = 0; mask < 1u << n; mask++)
        if (bw_popcount(mask) == pieces && bw_wins(&search, mask, LUDIC_BLACKWHITE_WHITE))
            count++;
    *wins = count % LUDIC_BLACKWHITE_MODULUS; /* count <= C(14, 7), kept for the contract */
    return LUDIC_OK;
}

/* Root visitor: report every move that leaves the opponent lost, as steps sorted by from. */
static int bw_visit_report_win(bw_gen *g, uint32_t child)
{
    ludic_blackwhite_step steps[BW_MAX_N];
    size_t count = 0;
    unsigned i;

    if (bw_wins(g->search, child, g->side ^ 1u))
        return 0;
    for (i = 0; i < g->k; i++) {
        if (g->dest[i] != g->cell[i]) {
            steps[count].from = g->cell[i];
            steps[count].to = g->dest[i];
            count++;
        }
    }
    return g->report(steps, count, g->report_ctx);
}

/*
 * Checks a position string and returns its occupied-cell mask. Every problem
 * is reported at its 1-based column (line 1). The whole string is checked
 * before its length, so a malformed long string is a syntax error, not a limit.
 */
static ludic_status bw_parse_board(const char *board, size_t len, uint32_t *mask,
                                   ludic_error *err)
{
    size_t i, last_piece = 0, pieces = 0;
    char expect = 'W';

    if (len == 0)
        return ludic_fail(err, LUDIC_E_INVALID, 1, 1,
                          "expected a position of 'W', 'B' and '.' cells, found an empty string");
    for (i = 0; i < len; i++) {
        char c = board[i];
        unsigned long column = (unsigned long)i + 1;
        if (c == '.')
            continue;
        if (c != 'W' && c != 'B') {
            unsigned char byte = (unsigned char)c;
            if (byte >= 0x20 && byte < 0x7f)
                return ludic_fail(err, LUDIC_E_SYNTAX, 1, column,
                                  "expected 'W', 'B' or '.' for a cell, found '%c'", c);
            return ludic_fail(err, LUDIC_E_SYNTAX, 1, column,
                              "expected 'W', 'B' or '.' for a cell, found byte 0x%02x", byte);
        }
        if (c != expect) {
            if (pieces == 0)
                return ludic_fail(err, LUDIC_E_INVALID, 1, column,
                                  "expected 'W' for the leftmost piece (pieces alternate "
                                  "W, B, W, B, ... from the left), found 'B'");
            return ludic_fail(err, LUDIC_E_INVALID, 1, column,
                              "expected '%c' (pieces alternate W, B, W, B, ...), found a second "
                              "'%c' after the one at column %lu",
                              expect, c, (unsigned long)last_piece + 1);
        }
        expect = c == 'W' ? 'B' : 'W';
        last_piece = i;
        pieces++;
    }
    if (pieces == 0)
        return ludic_fail(err, LUDIC_E_INVALID, 1, 1,
                          "expected at least one piece ('W' or 'B'), found only empty cells");
    if (expect == 'B')
        return ludic_fail(err, LUDIC_E_INVALID, 1, (unsigned long)last_piece + 1,
                          "expected a 'B' to the right of this 'W': the rightmost piece must "
                          "be black");
    if (len > BW_MAX_N)
        return ludic_fail(err, LUDIC_E_LIMIT, 1, (unsigned long)BW_MAX_N + 1,
                          "the position has %zu cells, beyond the brute-force reference's "
                          "limit of %u cells (it plays out every position)",
                          len, (unsigned)BW_MAX_N);
    *mask = 0;
    for (i = 0; i < len; i++)
        if (board[i] != '.')
            *mask |= 1u << i;
    return LUDIC_OK;
}

/*
 * Any d >= 1 is accepted for a single position: a d beyond the mover's number
 * of pieces simply lets the mover move any number of them (the counting
 * question keeps the original rule d <= k). The board is checked before d.
 */
ludic_status ludic_blackwhite_brute_solve_position(const char *board, size_t len, uint64_t d,
                                                   ludic_blackwhite_side to_move,
                                                   ludic_blackwhite_side *winner,
                                                   ludic_blackwhite_move_fn each_winning_move,
                                                   void *ctx, ludic_error *err)
{
    bw_search search;
    uint32_t mask = 0;
    unsigned side;
    ludic_status status;

    if (!board)
        return ludic_fail_null(err, __func__, "board");
    if (!winner)
        return ludic_fail_null(err, __func__, "winner");
    if (to_move != LUDIC_BLACKWHITE_WHITE && to_move != LUDIC_BLACKWHITE_BLACK)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "to_move must be LUDIC_BLACKWHITE_WHITE or LUDIC_BLACKWHITE_BLACK");
    status = bw_parse_board(board, len, &mask, err);
    if (status != LUDIC_OK)
        return status;
    if (d == 0)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "d = 0: a move moves at least one piece, expected d >= 1");

    side = (unsigned)to_move;
    bw_search_init(&search, (unsigned)len, d);
    if (!bw_wins(&search, mask, side)) {
        *winner = (ludic_blackwhite_side)(side ^ 1u);
        return LUDIC_OK;
    }
    *winner = to_move;
    if (each_winning_move) {
        bw_gen g;
        bw_gen_init(&g, &search, mask, side, bw_visit_report_win);
        g.report = each_winning_move;
        g.report_ctx = ctx;
        (void)bw_gen_from(&g, 0, 0, mask);
    }
    return LUDIC_OK;
}
