/*
 * Differential: analysis of single positions (Nim_d theory, the move
 * enumeration of blackwhite_nimd.c) against the brute-force oracle's search, on every
 * legal position of at most 10 cells, every d from 1 to the number of pieces
 * and both sides to move: the same winner and exactly the same set of
 * winning moves.
 */
#include <string.h>

#include "check.h"
#include "ludic/blackwhite.h"

typedef struct moves {
    char list[2048][40];
    int count;
} moves;

static int collect(const ludic_blackwhite_step *steps, size_t count, void *ctx)
{
    moves *ms = ctx;
    ludic_blackwhite_step sorted[16];
    char *s;
    if (ms->count >= 2048 || count > 16) {
        fprintf(stderr, "too many moves to compare\n");
        check_fail();
        return 1;
    }
    /* The oracle does not promise an order of steps: sort them by cell. */
    memcpy(sorted, steps, count * sizeof *steps);
    for (size_t i = 1; i < count; i++)
        for (size_t j = i; j > 0 && sorted[j - 1].from > sorted[j].from; j--) {
            ludic_blackwhite_step t = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = t;
        }
    s = ms->list[ms->count++];
    s[0] = '\0';
    for (size_t i = 0; i < count; i++)
        sprintf(s + strlen(s), "%s%u-%u", i ? " " : "", (unsigned)sorted[i].from + 1,
                (unsigned)sorted[i].to + 1);
    return 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(a, b);
}

static moves fast, brute;

int main(void)
{
    char text[16];
    long positions = 0, compared = 0;
    for (int n = 1; n <= 10; n++)
        for (unsigned mask = 0; mask < (1u << n); mask++) {
            int pieces = 0, placed = 0;
            for (unsigned x = mask; x; x &= x - 1)
                pieces++;
            if (pieces < 2 || pieces % 2)
                continue;
            for (int c = 0; c < n; c++)
                text[c] = (mask >> c) & 1 ? (placed++ % 2 ? 'B' : 'W') : '.';
            text[n] = '\0';
            positions++;
            for (uint64_t d = 1; d <= (uint64_t)pieces; d++)
                for (int side = 0; side < 2; side++) {
                    ludic_blackwhite_position *pos = NULL;
                    ludic_blackwhite_side wf, wb;
                    ludic_error err;
                    fast.count = brute.count = 0;
                    CHECK(ludic_blackwhite_parse_position(text, (size_t)n, 0, &pos, &err) ==
                          LUDIC_OK);
                    CHECK(ludic_blackwhite_solve_position(pos, d, (ludic_blackwhite_side)side, &wf,
                                                  &err) == LUDIC_OK);
                    CHECK(ludic_blackwhite_list_winning_moves(pos, d, (ludic_blackwhite_side)side,
                                                         collect, &fast, &err) == LUDIC_OK);
                    CHECK(ludic_blackwhite_brute_solve_position(text, (size_t)n, d,
                                                          (ludic_blackwhite_side)side, &wb,
                                                          collect, &brute, &err) == LUDIC_OK);
                    ludic_blackwhite_position_free(pos);
                    qsort(fast.list, (size_t)fast.count, sizeof fast.list[0], cmp_str);
                    qsort(brute.list, (size_t)brute.count, sizeof brute.list[0], cmp_str);
                    if (wf != wb || fast.count != brute.count) {
                        fprintf(stderr, "%s d=%llu %s to move: winner %d vs %d, %d vs %d moves\n",
                                text, (unsigned long long)d, side ? "black" : "white", wf, wb,
                                fast.count, brute.count);
                        check_fail();
                        continue;
                    }
                    for (int i = 0; i < fast.count; i++)
                        if (strcmp(fast.list[i], brute.list[i]) != 0) {
                            fprintf(stderr, "%s d=%llu: move %s vs oracle %s\n", text,
                                    (unsigned long long)d, fast.list[i], brute.list[i]);
                            check_fail();
                            break;
                        }
                    compared += fast.count;
                }
        }
    CHECK_EQ_U64(positions, 1013);
    printf("%ld positions, %ld winning moves compared\n", positions, compared);
    CHECK(compared > 4000);
    return check_exit_code();
}
