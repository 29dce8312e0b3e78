/*
 * blackwhite_analyze.c: ludic blackwhite analyze: the winner of a position
 * and its winning moves, in words or JSON. With --all the moves stream out
 * as the library finds them (there can be astronomically many), so output
 * is flushed in blocks rather than held until the end; everything that can
 * fail is checked before the first byte is written.
 */
#include <stdio.h>
#include <string.h>

#include "blackwhite_cli_int.h"

void cli_blackwhite_move_notation(ludic_buffer *out, const ludic_blackwhite_step *steps,
                                  size_t count)
{
    for (size_t i = 0; i < count; i++)
        ludic_buffer_printf(out, "%s%lu-%lu", i ? " " : "", (unsigned long)steps[i].from + 1,
                            (unsigned long)steps[i].to + 1);
}

void cli_blackwhite_move_words(ludic_buffer *out, ludic_blackwhite_side side,
                               const ludic_blackwhite_step *steps, size_t count)
{
    ludic_buffer_printf(out, "%s moves", side == LUDIC_BLACKWHITE_WHITE ? "white" : "black");
    for (size_t i = 0; i < count; i++)
        ludic_buffer_printf(out, "%s the piece on cell %lu to cell %lu", i ? " and" : "",
                            (unsigned long)steps[i].from + 1, (unsigned long)steps[i].to + 1);
}

int cli_blackwhite_report_position(const ludic_error *err)
{
    return cli_report("POSITION", err);
}

/* Output that is written out in blocks while moves stream in. */
typedef struct sink {
    ludic_buffer buf;
    int failed; /* a write failed: stop the enumeration */
} sink;

static void sink_flush(sink *s)
{
    if (s->failed || s->buf.len == 0)
        return;
    if (s->buf.failed || fwrite(s->buf.data, 1, s->buf.len, stdout) != s->buf.len)
        s->failed = 1;
    s->buf.len = 0;
    if (s->buf.data)
        s->buf.data[0] = '\0';
}

typedef struct listing {
    sink *out;
    ludic_json *json;        /* NULL for text */
    ludic_blackwhite_side side;
    int all;                 /* --all: a list, not one move */
    uint64_t limit;          /* moves to print */
    uint64_t found;          /* moves offered so far (up to limit + 1) */
} listing;

static int on_move(const ludic_blackwhite_step *steps, size_t count, void *ctx)
{
    listing *l = ctx;
    l->found++;
    if (l->found > l->limit)
        return 1; /* one more than shown: the list is not complete */
    if (l->json) {
        ludic_buffer notation;
        ludic_buffer_init(&notation);
        cli_blackwhite_move_notation(&notation, steps, count);
        ludic_json_begin_object(l->json);
        ludic_json_member_string(l->json, "move", notation.data ? notation.data : "");
        ludic_json_key(l->json, "steps");
        ludic_json_begin_array(l->json);
        for (size_t i = 0; i < count; i++) {
            ludic_json_begin_object(l->json);
            ludic_json_member_uint(l->json, "from", (uint64_t)steps[i].from + 1);
            ludic_json_member_uint(l->json, "to", (uint64_t)steps[i].to + 1);
            ludic_json_end_object(l->json);
        }
        ludic_json_end_array(l->json);
        ludic_json_end_object(l->json);
        ludic_buffer_clear(&notation);
    } else {
        ludic_buffer_puts(&l->out->buf, l->all ? "  " : "Winning move: ");
        cli_blackwhite_move_notation(&l->out->buf, steps, count);
        ludic_buffer_puts(&l->out->buf, " (");
        cli_blackwhite_move_words(&l->out->buf, l->side, steps, count);
        ludic_buffer_puts(&l->out->buf, ")\n");
    }
    if (l->out->buf.len >= 1u << 16)
        sink_flush(l->out);
    return l->out->failed;
}

/* "Position: W..B.W...B (10 cells, 2 pairs, gaps 2 3; d = 1)" */
static void describe(ludic_buffer *out, const ludic_blackwhite_position *pos, const char *text,
                     uint64_t d)
{
    const size_t pairs = ludic_blackwhite_position_pairs(pos);
    const size_t shown = pairs < 20 ? pairs : 20;
    if (ludic_blackwhite_position_cells(pos) <= 72)
        ludic_buffer_printf(out, "Position: %s (", text);
    else
        ludic_buffer_puts(out, "Position: ");
    ludic_buffer_printf(out, "%zu cells, %zu pair%s, gap%s", ludic_blackwhite_position_cells(pos),
                        pairs, pairs == 1 ? "" : "s", pairs == 1 ? "" : "s");
    for (size_t i = 0; i < shown; i++)
        ludic_buffer_printf(out, " %lu", (unsigned long)ludic_blackwhite_position_gap(pos, i));
    if (shown < pairs)
        ludic_buffer_puts(out, " ...");
    ludic_buffer_printf(out, "; d = %llu%s\n", (unsigned long long)d,
                        ludic_blackwhite_position_cells(pos) <= 72 ? ")" : "");
}

/* text[len] is '\0'; text may hold other NUL bytes, which the parser refuses. */
static int analyze(const cli_args *args, const char *text, size_t len)
{
    const uint64_t d = cli_uint(args, CLI_OPT_D, 1);
    const ludic_blackwhite_side side =
        cli_uint(args, CLI_OPT_TO_MOVE, 0) ? LUDIC_BLACKWHITE_BLACK : LUDIC_BLACKWHITE_WHITE;
    const int all = cli_flag(args, CLI_OPT_ALL), json = cli_flag(args, CLI_OPT_JSON);
    const char *side_name = side == LUDIC_BLACKWHITE_WHITE ? "white" : "black";
    const char *other_name = side == LUDIC_BLACKWHITE_WHITE ? "black" : "white";
    ludic_blackwhite_position *pos = NULL;
    ludic_blackwhite_side winner;
    ludic_error err;
    ludic_json j;
    sink out;
    listing l;
    int rc;

    if (cli_opt(args, CLI_OPT_LIMIT)->set && !all)
        return cli_fail(CLI_EXIT_USAGE, "blackwhite analyze: --limit goes with --all "
                                        "(see 'ludic blackwhite analyze --help')");
    ludic_error_clear(&err);
    if (ludic_blackwhite_parse_position(text, len, 0, &pos, &err) != LUDIC_OK)
        return cli_blackwhite_report_position(&err);
    if (ludic_blackwhite_solve_position(pos, d, side, &winner, &err) != LUDIC_OK) {
        ludic_blackwhite_position_free(pos);
        return cli_report(NULL, &err);
    }

    memset(&l, 0, sizeof l);
    ludic_buffer_init(&out.buf);
    out.failed = 0;
    l.out = &out;
    l.side = side;
    l.all = all;
    l.limit = all ? cli_uint(args, CLI_OPT_LIMIT, UINT64_MAX) : 1;
    if (json) {
        ludic_json_init(&j, &out.buf);
        l.json = &j;
        ludic_json_begin_object(&j);
        ludic_json_member_string(&j, "position", text);
        ludic_json_member_uint(&j, "cells", ludic_blackwhite_position_cells(pos));
        ludic_json_member_uint(&j, "d", d);
        ludic_json_member_string(&j, "to_move", side_name);
        ludic_json_member_string(&j, "winner", winner == LUDIC_BLACKWHITE_WHITE ? "white" : "black");
        ludic_json_key(&j, "gaps");
        ludic_json_begin_array(&j);
        for (size_t i = 0; i < ludic_blackwhite_position_pairs(pos); i++)
            ludic_json_uint(&j, ludic_blackwhite_position_gap(pos, i));
        ludic_json_end_array(&j);
        ludic_json_key(&j, "moves");
        ludic_json_begin_array(&j);
    } else {
        describe(&out.buf, pos, text, d);
        if (winner == side)
            ludic_buffer_printf(&out.buf, "%c%s to move wins%s\n", side_name[0] - 'a' + 'A',
                                side_name + 1, all ? ". Winning moves:" : ".");
        else
            ludic_buffer_printf(&out.buf,
                                "%c%s to move loses: every move leaves %s a winning position.\n",
                                side_name[0] - 'a' + 'A', side_name + 1, other_name);
    }
    if (winner == side) {
        if (ludic_blackwhite_list_winning_moves(pos, d, side, on_move, &l, &err) != LUDIC_OK) {
            ludic_buffer_clear(&out.buf);
            ludic_blackwhite_position_free(pos);
            return cli_report(NULL, &err); /* nothing was written: only memory can fail */
        }
    }
    {
        const uint64_t shown = l.found < l.limit ? l.found : l.limit;
        const int complete = l.found <= l.limit;
        if (json) {
            ludic_json_end_array(&j);
            ludic_json_member_bool(&j, "complete", complete);
            ludic_json_end_object(&j);
            ludic_buffer_puts(&out.buf, "\n");
        } else if (all && winner == side) {
            if (complete)
                ludic_buffer_printf(&out.buf, "%llu winning move%s.\n", (unsigned long long)shown,
                                    shown == 1 ? "" : "s");
            else
                ludic_buffer_printf(&out.buf,
                                    "Stopped after %llu winning moves (--limit); there are more.\n",
                                    (unsigned long long)shown);
        }
    }
    sink_flush(&out);
    rc = out.failed ? cli_fail(CLI_EXIT_UNSERVED, "cannot write the answer") : cli_emit(&out.buf);
    ludic_buffer_clear(&out.buf);
    ludic_blackwhite_position_free(pos);
    return rc;
}

int cli_blackwhite_analyze(const cli_args *args)
{
    cli_input in;
    size_t len;
    int rc;
    if (strcmp(args->positional[0], "-") != 0)
        return analyze(args, args->positional[0], strlen(args->positional[0]));
    /* '-': the position on standard input, for boards longer than a command
       line argument may be (128 KiB on Linux); trailing whitespace ends it. */
    if ((rc = cli_read_input(NULL, &in)) != 0)
        return rc;
    len = in.len;
    while (len > 0 && strchr(" \t\r\n", in.text[len - 1]))
        len--;
    in.text[len] = '\0';
    rc = analyze(args, in.text, len);
    cli_input_free(&in);
    return rc;
}
