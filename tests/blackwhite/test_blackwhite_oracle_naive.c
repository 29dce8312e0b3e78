/*
 * test_blackwhite_oracle_naive.c: the brute-force reference against a second, deliberately
 * different reading of the rules, on every position of up to NAIVE_MAX_N
 * cells, for both sides to move and every useful d.
 *
 * The second method does not generate moves; it tests every board of the same
 * size as a candidate result. With the pieces of each board listed left to
 * right, a candidate is reachable by one move of `side` when it has as many
 * pieces, the i-th piece of each board is the same piece (a slide that jumped
 * over or landed on a piece would change which piece is i-th), the other
 * side's pieces have not moved, every moved piece went forwards (white right,
 * black left), and 1..d pieces moved. The i-th piece is white when i is even.
 * A plain memoised minimax over that relation gives the winner.
 *
 * Checked against it: the winner, and that the reported winning moves are
 * exactly the legal moves into a lost position, each reported once, as steps
 * sorted by from that match the piece mapping.
 */
#include "check.h"
#include "ludic/blackwhite.h"
#include "blackwhite_oracle_boards.h"

#define NAIVE_MAX_N 10u
#define NAIVE_MAX_D 6u /* 10 cells hold at most 5 pieces of a colour; d = 6 is "any" */

typedef struct naive {
    unsigned n, d;
    int8_t memo[2u << NAIVE_MAX_N]; /* [(mask << 1) | side]: -1 unknown, 0 loss, 1 win */
} naive;

static unsigned cells_of(uint32_t mask, unsigned n, unsigned *cell)
{
    unsigned c, k = 0;
    for (c = 0; c < n; c++)
        if (mask >> c & 1u)
            cell[k++] = c;
    return k;
}

static int naive_legal(unsigned n, unsigned d, uint32_t before, uint32_t after, unsigned side)
{
    unsigned a[NAIVE_MAX_N], b[NAIVE_MAX_N], i, moved = 0;
    unsigned k = cells_of(before, n, a);
    if (cells_of(after, n, b) != k)
        return 0;
    for (i = 0; i < k; i++) {
        if (i % 2 != side) { /* the other side's piece */
            if (a[i] != b[i])
                return 0;
        } else if (a[i] != b[i]) {
            if (side == LUDIC_BLACKWHITE_WHITE ? b[i] < a[i] : b[i] > a[i])
                return 0;
            moved++;
        }
    }
    return moved >= 1 && moved <= d;
}

static int naive_wins(naive *nv, uint32_t mask, unsigned side)
{
    int8_t *slot = &nv->memo[mask << 1 | side];
    uint32_t t;
    if (*slot < 0) {
        *slot = 0;
        for (t = 0; t < 1u << nv->n && !*slot; t++)
            if (naive_legal(nv->n, nv->d, mask, t, side) && !naive_wins(nv, t, side ^ 1u))
                *slot = 1;
    }
    return *slot;
}

/* What the callback sees: the position it was asked about and the moves so far. */
typedef struct seen {
    unsigned n;
    uint32_t mask;
    unsigned side;
    unsigned d;
    size_t count;
    uint8_t hit[1u << NAIVE_MAX_N]; /* resulting positions reported */
} seen;

static int record(const ludic_blackwhite_step *steps, size_t count, void *ctx)
{
    seen *s = ctx;
    unsigned a[NAIVE_MAX_N], b[NAIVE_MAX_N], k, i;
    uint32_t after = board_after(s->mask, s->n, steps, count);
    size_t j = 0;

    if (after == UINT32_MAX) {
        fprintf(stderr, "mask %#x: step outside the board\n", (unsigned)s->mask);
        check_fail();
        return 1;
    }
    if (!naive_legal(s->n, s->d, s->mask, after, s->side)) {
        fprintf(stderr, "mask %#x side %u d %u: reported move is illegal\n", (unsigned)s->mask,
                s->side, s->d);
        check_fail();
        return 1;
    }
    /* The steps must be exactly the moved pieces of the mapping, in order of from. */
    k = cells_of(s->mask, s->n, a);
    (void)cells_of(after, s->n, b);
    for (i = 0; i < k; i++) {
        if (a[i] == b[i])
            continue;
        if (j >= count || steps[j].from != a[i] || steps[j].to != b[i]) {
            fprintf(stderr, "mask %#x: steps do not match the move\n", (unsigned)s->mask);
            check_fail();
            return 1;
        }
        j++;
    }
    CHECK_EQ_U64(j, count);
    CHECK(!s->hit[after]); /* each resulting position once */
    s->hit[after] = 1;
    s->count++;
    return 0;
}

int main(void)
{
    static naive nv;
    static seen s;
    unsigned n, d, side;
    uint32_t mask, t;
    unsigned long positions = 0;

    for (n = 2; n <= NAIVE_MAX_N; n++) {
        for (d = 1; d <= NAIVE_MAX_D; d++) {
            nv.n = n;
            nv.d = d;
            memset(nv.memo, -1, sizeof nv.memo);
            for (mask = 1; mask < 1u << n; mask++) {
                char board[NAIVE_MAX_N + 1];
                if (board_popcount(mask) % 2 != 0)
                    continue;
                board_text(mask, n, board);
                for (side = 0; side < 2; side++) {
                    ludic_blackwhite_side winner = (ludic_blackwhite_side)9;
                    int want = naive_wins(&nv, mask, side);
                    ludic_error err;
                    size_t expected = 0;

                    memset(&s, 0, sizeof s);
                    s.n = n, s.mask = mask, s.side = side, s.d = d;
                    if (ludic_blackwhite_brute_solve_position(board, n, d, (ludic_blackwhite_side)side,
                                                        &winner, record, &s, &err) != LUDIC_OK) {
                        fprintf(stderr, "%s: %s\n", board, err.message);
                        check_fail();
                        continue;
                    }
                    positions++;
                    if ((unsigned)winner != (want ? side : side ^ 1u)) {
                        fprintf(stderr, "%s d=%u side %u: winner %d, naive says %s\n", board, d,
                                side, (int)winner, want ? "mover wins" : "mover loses");
                        check_fail();
                    }
                    for (t = 0; t < 1u << n; t++) {
                        int winning = naive_legal(n, d, mask, t, side) &&
                                      !naive_wins(&nv, t, side ^ 1u);
                        expected += (size_t)winning;
                        if (winning != s.hit[t]) {
                            fprintf(stderr, "%s d=%u side %u: move to %#x %s\n", board, d, side,
                                    (unsigned)t, winning ? "not reported" : "wrongly reported");
                            check_fail();
                        }
                    }
                    CHECK_EQ_U64(s.count, expected);
                }
            }
        }
    }
    printf("%lu positions checked against the naive minimax\n", positions);
    return check_exit_code();
}
