/*
 * web_blackwhite.c: blackwhite positions for the page: who wins and the
 * winning moves (`ludic blackwhite analyze --json`), the perfect opponent's
 * move, and playing a move typed or clicked by the player. Cells count from
 * 1 here, as in the command line's notation "FROM-TO FROM-TO".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ludic/blackwhite.h"
#include "web_json.h"
#include "web_shim.h"


static const char *side_name(unsigned side)
{
    return side ? "black" : "white";
}

static void json_steps(lw_json *j, const ludic_blackwhite_step *steps, size_t count)
{
    char text[48];
    lw_json_key(j, "move");
    {
        lw_json notation;
        lw_json_init(&notation);
        for (size_t i = 0; i < count; i++) {
            snprintf(text, sizeof text, "%s%lu-%lu", i ? " " : "", (unsigned long)steps[i].from + 1,
                     (unsigned long)steps[i].to + 1);
            lw_json_raw(&notation, text);
        }
        lw_json_string(j, notation.data ? notation.data : "");
        free(notation.data);
    }
    lw_json_key(j, "steps");
    lw_json_begin_array(j);
    for (size_t i = 0; i < count; i++) {
        lw_json_begin_object(j);
        lw_json_key(j, "from");
        lw_json_uint(j, (uint64_t)steps[i].from + 1);
        lw_json_key(j, "to");
        lw_json_uint(j, (uint64_t)steps[i].to + 1);
        lw_json_end_object(j);
    }
    lw_json_end_array(j);
}

typedef struct listing {
    lw_json *json;
    uint32_t limit;
    uint32_t found;
} listing;

static int on_move(const ludic_blackwhite_step *steps, size_t count, void *ctx)
{
    listing *l = ctx;
    l->found++;
    if (l->found > l->limit)
        return 1; /* one more than shown: the list is not complete */
    lw_json_begin_object(l->json);
    json_steps(l->json, steps, count);
    lw_json_end_object(l->json);
    return l->json->failed;
}

static ludic_status open_position(const char *text, size_t len, unsigned side,
                                  ludic_blackwhite_position **pos, ludic_error *err)
{
    ludic_error_clear(err);
    *pos = NULL;
    if (side > 1) {
        err->status = LUDIC_E_ARGUMENT;
        strcpy(err->message, "the side must be 0 (white) or 1 (black)");
        return err->status;
    }
    return ludic_blackwhite_parse_position(text, len, 0, pos, err);
}

char *ludic_web_blackwhite_analyze(const char *text, size_t len, uint32_t d, unsigned side,
                                   uint32_t limit)
{
    ludic_blackwhite_position *pos;
    ludic_blackwhite_side winner;
    ludic_error err;
    listing l;
    lw_json j;

    if (open_position(text, len, side, &pos, &err) != LUDIC_OK ||
        ludic_blackwhite_solve_position(pos, d, (ludic_blackwhite_side)side, &winner, &err) !=
            LUDIC_OK) {
        ludic_blackwhite_position_free(pos);
        return lw_json_error(&err);
    }
    lw_json_init(&j);
    lw_json_begin_object(&j);
    lw_json_key(&j, "position");
    lw_json_string_n(&j, text, len);
    lw_json_key(&j, "cells");
    lw_json_uint(&j, ludic_blackwhite_position_cells(pos));
    lw_json_key(&j, "d");
    lw_json_uint(&j, d);
    lw_json_key(&j, "to_move");
    lw_json_string(&j, side_name(side));
    lw_json_key(&j, "winner");
    lw_json_string(&j, side_name((unsigned)winner));
    lw_json_key(&j, "gaps");
    lw_json_begin_array(&j);
    for (size_t i = 0; i < ludic_blackwhite_position_pairs(pos); i++)
        lw_json_uint(&j, ludic_blackwhite_position_gap(pos, i));
    lw_json_end_array(&j);
    lw_json_key(&j, "moves");
    lw_json_begin_array(&j);
    l.json = &j;
    l.limit = limit;
    l.found = 0;
    if ((unsigned)winner == side &&
        ludic_blackwhite_list_winning_moves(pos, d, (ludic_blackwhite_side)side, on_move, &l,
                                            &err) != LUDIC_OK) {
        ludic_blackwhite_position_free(pos);
        free(j.data);
        return lw_json_error(&err);
    }
    lw_json_end_array(&j);
    lw_json_key(&j, "complete");
    lw_json_bool(&j, l.found <= l.limit);
    lw_json_end_object(&j);
    ludic_blackwhite_position_free(pos);
    return lw_json_finish(&j);
}

/* {"position": the board, "over": no piece can move}, closing an object the caller opened. */
static void json_after(lw_json *j, const ludic_blackwhite_position *pos)
{
    const size_t cells = ludic_blackwhite_position_cells(pos);
    char *board = malloc(cells + 1);
    lw_json_key(j, "position");
    if (board && ludic_blackwhite_format_position(pos, board, cells + 1, NULL, NULL) == LUDIC_OK)
        lw_json_string(j, board);
    else
        j->failed = 1;
    free(board);
    lw_json_key(j, "over");
    lw_json_bool(j, ludic_blackwhite_position_is_over(pos) == 1);
    lw_json_end_object(j);
}

char *ludic_web_blackwhite_choose(const char *text, size_t len, uint32_t d, unsigned side)
{
    ludic_blackwhite_position *pos;
    ludic_blackwhite_step *steps = NULL;
    size_t cap, count = 0;
    ludic_error err;
    lw_json j;

    if (open_position(text, len, side, &pos, &err) != LUDIC_OK)
        return lw_json_error(&err);
    cap = ludic_blackwhite_position_pairs(pos);
    if (d < cap)
        cap = d;
    steps = malloc((cap ? cap : 1) * sizeof *steps);
    if (!steps) {
        ludic_blackwhite_position_free(pos);
        return lw_json_fail("out of memory");
    }
    if (ludic_blackwhite_choose_move(pos, d, (ludic_blackwhite_side)side, steps, cap, &count,
                                     &err) != LUDIC_OK ||
        ludic_blackwhite_play_move(pos, d, (ludic_blackwhite_side)side, steps, count, &err) !=
            LUDIC_OK) {
        free(steps);
        ludic_blackwhite_position_free(pos);
        return lw_json_error(&err);
    }
    lw_json_init(&j);
    lw_json_begin_object(&j);
    json_steps(&j, steps, count);
    json_after(&j, pos);
    free(steps);
    ludic_blackwhite_position_free(pos);
    return lw_json_finish(&j);
}

/* Read "FROM-TO FROM-TO ..." (blanks or commas between steps, cells from 1). */
static int parse_move(const char *move, ludic_blackwhite_step *steps, size_t cap, size_t *count,
                      ludic_error *err)
{
    const char *p = move;
    *count = 0;
    for (;;) {
        unsigned long from, to;
        char *end;
        while (*p == ' ' || *p == ',' || *p == '\t')
            p++;
        if (!*p)
            break;
        from = strtoul(p, &end, 10);
        if (end == p || *end != '-' || from == 0 || from > UINT32_MAX)
            goto bad;
        p = end + 1;
        to = strtoul(p, &end, 10);
        if (end == p || to == 0 || to > UINT32_MAX)
            goto bad;
        p = end;
        if (*count == cap) {
            snprintf(err->message, sizeof err->message, "a move has at most %lu steps here",
                     (unsigned long)cap);
            err->status = LUDIC_E_INVALID;
            return -1;
        }
        steps[*count].from = (uint32_t)(from - 1);
        steps[*count].to = (uint32_t)(to - 1);
        (*count)++;
    }
    if (*count > 0)
        return 0;
bad:
    err->status = LUDIC_E_SYNTAX;
    err->line = 1;
    err->column = (unsigned long)(p - move) + 1;
    snprintf(err->message, sizeof err->message,
             "expected a move FROM-TO (cells from 1), several separated by spaces");
    return -1;
}

char *ludic_web_blackwhite_play(const char *text, size_t len, uint32_t d, unsigned side,
                                const char *move)
{
    ludic_blackwhite_position *pos;
    ludic_blackwhite_step steps[64];
    size_t count;
    ludic_error err;
    lw_json j;

    if (!move)
        return lw_json_fail("no move");
    if (open_position(text, len, side, &pos, &err) != LUDIC_OK)
        return lw_json_error(&err);
    if (parse_move(move, steps, sizeof steps / sizeof *steps, &count, &err) != 0 ||
        ludic_blackwhite_play_move(pos, d, (ludic_blackwhite_side)side, steps, count, &err) !=
            LUDIC_OK) {
        ludic_blackwhite_position_free(pos);
        return lw_json_error(&err);
    }
    lw_json_init(&j);
    lw_json_begin_object(&j);
    json_after(&j, pos);
    ludic_blackwhite_position_free(pos);
    return lw_json_finish(&j);
}
