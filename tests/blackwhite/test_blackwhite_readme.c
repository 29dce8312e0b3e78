/* The library example of README.md's blackwhite section, compiled and run as a test. */
#include <stdio.h>
#include <string.h>

#include "ludic/blackwhite.h"

static int print_move(const ludic_blackwhite_step *steps, size_t count, void *ctx)
{
    (void)ctx;
    for (size_t i = 0; i < count; i++) /* cells are 0-based in the API */
        printf(" %u-%u", (unsigned)steps[i].from + 1, (unsigned)steps[i].to + 1);
    printf("\n");
    return 0; /* 0: keep going; nonzero stops the enumeration */
}

int main(void)
{
    ludic_blackwhite_params p = {10, 4, 2}; /* n cells, k pieces, at most d moved at once */
    const char *board = "W..B.W...B";
    ludic_blackwhite_position *pos = NULL;
    ludic_blackwhite_side winner;
    ludic_error err;
    uint32_t wins;

    if (ludic_blackwhite_solve(&p, &wins, &err) != LUDIC_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    printf("white wins %u of the placements\n", (unsigned)wins);

    if (ludic_blackwhite_parse_position(board, strlen(board), 0, &pos, &err) != LUDIC_OK ||
        ludic_blackwhite_solve_position(pos, 1, LUDIC_BLACKWHITE_WHITE, &winner, &err) != LUDIC_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    printf("%s: %s wins; winning moves:", board,
           winner == LUDIC_BLACKWHITE_WHITE ? "white" : "black");
    ludic_blackwhite_list_winning_moves(pos, 1, LUDIC_BLACKWHITE_WHITE, print_move, NULL, &err);
    ludic_blackwhite_position_free(pos);
    return 0;
}
