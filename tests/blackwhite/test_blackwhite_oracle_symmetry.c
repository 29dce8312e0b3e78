/*
 * test_blackwhite_oracle_symmetry.c: two consistency properties of the brute-force reference
 * over every position of up to 12 cells and every d from 1 to 12.
 *
 * Mirror: reversing the board and swapping the colours turns a legal position
 * into a legal one (W B ... W B read backwards with colours swapped is again
 * W B ... W B), white's rightward slides into black's leftward ones, and the
 * side to move into the other. So the winner must swap, and the winning moves
 * must be the mirror images (cell c <-> n - 1 - c) of each other.
 *
 * Count: brute_count(n, k, d) must equal the number of k-piece positions of n
 * cells that brute_position says white wins with white to move.
 */
#include "check.h"
#include "ludic/blackwhite.h"
#include "blackwhite_oracle_boards.h"

#define SYM_MAX_N 12u
#define SYM_MAX_D 12u

typedef struct targets {
    unsigned n;
    uint32_t mask;
    int mirrored; /* record the mirror image of each resulting position */
    size_t count;
    uint8_t hit[1u << SYM_MAX_N];
} targets;

static int record(const ludic_blackwhite_step *steps, size_t count, void *ctx)
{
    targets *t = ctx;
    uint32_t after = board_after(t->mask, t->n, steps, count);
    if (after == UINT32_MAX) {
        fprintf(stderr, "mask %#x: step outside the board\n", (unsigned)t->mask);
        check_fail();
        return 1;
    }
    if (t->mirrored)
        after = board_reverse(after, t->n);
    CHECK(!t->hit[after]);
    t->hit[after] = 1;
    t->count++;
    return 0;
}

static int analyse(uint32_t mask, unsigned n, unsigned d, unsigned side, targets *t)
{
    char board[SYM_MAX_N + 1];
    ludic_blackwhite_side winner = (ludic_blackwhite_side)9;
    ludic_error err;
    board_text(mask, n, board);
    if (ludic_blackwhite_brute_solve_position(board, n, d, (ludic_blackwhite_side)side, &winner,
                                        t ? record : NULL, t, &err) != LUDIC_OK) {
        fprintf(stderr, "%s: %s\n", board, err.message);
        check_fail();
        return -1;
    }
    return (int)winner;
}

int main(void)
{
    static targets plain, mirror;
    unsigned n, d, side, k;
    uint32_t mask;
    unsigned long positions = 0;

    for (n = 2; n <= SYM_MAX_N; n++) {
        for (d = 1; d <= SYM_MAX_D; d++) {
            uint32_t white_wins[SYM_MAX_N + 1] = {0};
            for (mask = 1; mask < 1u << n; mask++) {
                if (board_popcount(mask) % 2 != 0)
                    continue;
                for (side = 0; side < 2; side++) {
                    int w, wm;
                    memset(&plain, 0, sizeof plain);
                    memset(&mirror, 0, sizeof mirror);
                    plain.n = mirror.n = n;
                    plain.mask = mask;
                    mirror.mask = board_reverse(mask, n);
                    mirror.mirrored = 1;
                    w = analyse(mask, n, d, side, &plain);
                    wm = analyse(mirror.mask, n, d, side ^ 1u, &mirror);
                    positions += 2;
                    if (w < 0 || wm < 0)
                        continue;
                    if (w == wm || memcmp(plain.hit, mirror.hit, sizeof plain.hit) != 0) {
                        fprintf(stderr, "n=%u d=%u mask %#x side %u: mirror image disagrees\n", n,
                                d, (unsigned)mask, side);
                        check_fail();
                    }
                    CHECK_EQ_U64(plain.count, mirror.count);
                    /* The mover wins exactly when it has a winning move. */
                    CHECK_EQ_U64(plain.count > 0, (unsigned)w == side);
                    if (side == LUDIC_BLACKWHITE_WHITE && w == LUDIC_BLACKWHITE_WHITE)
                        white_wins[board_popcount(mask)]++;
                }
            }
            for (k = 2; k <= n; k += 2) {
                ludic_blackwhite_params params = {n, k, d};
                uint32_t wins = UINT32_MAX;
                if (d > k)
                    continue;
                CHECK_EQ_U64(ludic_blackwhite_brute_solve(&params, &wins, NULL), LUDIC_OK);
                if (wins != white_wins[k]) {
                    fprintf(stderr, "n=%u k=%u d=%u: count %u, positions say %u\n", n, k, d,
                            (unsigned)wins, (unsigned)white_wins[k]);
                    check_fail();
                }
            }
        }
    }
    printf("%lu positions analysed\n", positions);
    return check_exit_code();
}
