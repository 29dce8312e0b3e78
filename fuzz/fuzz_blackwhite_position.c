/*
 * fuzz_blackwhite_position.c: position strings and moves on arbitrary bytes.
 * The first byte picks d (1..8) and the side to move, the rest is the
 * position. Invariants: a refused position explains itself with a column
 * inside the string (or 1 for an empty one); an accepted one prints back
 * unchanged; every winning move listed (up to 300) is legal and leaves the
 * opponent lost; there is one exactly when the side to move wins; the
 * perfect player's move is legal; on boards of at most 12 cells the winner
 * is the brute-force oracle's.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ludic/blackwhite.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

typedef struct ctx {
    const ludic_blackwhite_position *pos;
    uint64_t d;
    ludic_blackwhite_side side;
    int seen;
} ctx;

static int on_move(const ludic_blackwhite_step *steps, size_t count, void *p)
{
    ctx *c = p;
    ludic_blackwhite_position *after = NULL;
    ludic_blackwhite_side winner;
    if (ludic_blackwhite_position_copy(c->pos, &after, NULL) != LUDIC_OK || count == 0 ||
        count > c->d)
        abort();
    for (size_t i = 1; i < count; i++)
        if (steps[i - 1].from >= steps[i].from)
            abort();
    if (ludic_blackwhite_play_move(after, c->d, c->side, steps, count, NULL) != LUDIC_OK ||
        ludic_blackwhite_solve_position(after, c->d, !c->side, &winner, NULL) != LUDIC_OK ||
        winner != c->side)
        abort();
    ludic_blackwhite_position_free(after);
    return ++c->seen >= 300;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ludic_blackwhite_position *pos = NULL;
    ludic_blackwhite_side winner;
    ludic_error err;
    ctx c;
    const char *text;
    size_t len;
    char *back;
    if (size < 1)
        return 0;
    c.d = (uint64_t)(data[0] & 7) + 1;
    c.side = (data[0] & 8) ? LUDIC_BLACKWHITE_BLACK : LUDIC_BLACKWHITE_WHITE;
    c.seen = 0;
    text = (const char *)data + 1;
    len = size - 1;
    ludic_error_clear(&err);
    if (ludic_blackwhite_parse_position(text, len, 0, &pos, &err) != LUDIC_OK) {
        if (pos || err.message[0] == '\0' || err.line != 1 || err.column < 1 ||
            err.column > (len ? len : 1))
            abort();
        return 0;
    }
    back = malloc(len + 1);
    if (!back)
        abort();
    if (ludic_blackwhite_format_position(pos, back, len + 1, NULL, &err) != LUDIC_OK ||
        memcmp(back, text, len) != 0)
        abort();
    free(back);
    c.pos = pos;
    if (ludic_blackwhite_solve_position(pos, c.d, c.side, &winner, &err) != LUDIC_OK ||
        ludic_blackwhite_list_winning_moves(pos, c.d, c.side, on_move, &c, &err) != LUDIC_OK ||
        (c.seen > 0) != (winner == c.side))
        abort();
    if (!ludic_blackwhite_position_is_over(pos)) {
        ludic_blackwhite_step *steps = malloc((ludic_blackwhite_position_pairs(pos) + 1) *
                                              sizeof *steps);
        size_t count = 0;
        if (!steps ||
            ludic_blackwhite_choose_move(pos, c.d, c.side, steps,
                                         ludic_blackwhite_position_pairs(pos) + 1, &count,
                                         &err) != LUDIC_OK ||
            ludic_blackwhite_check_move(pos, c.d, c.side, steps, count, &err) != LUDIC_OK)
            abort();
        free(steps);
    }
    if (len <= 12) {
        ludic_blackwhite_side brute;
        if (ludic_blackwhite_brute_solve_position(text, len, c.d, c.side, &brute, NULL, NULL, &err) !=
                LUDIC_OK ||
            brute != winner)
            abort();
    }
    ludic_blackwhite_position_free(pos);
    return 0;
}
