/*
 * blackwhite_position.c: concrete positions: reading a position string, random
 * placements, and checking and making moves (with reasons a person can act
 * on when a move is refused).
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "blackwhite_int.h"
#include "core/error_int.h"
#include "core/textout_int.h"
#include "core/reader_int.h"
#include "core/rng_int.h"

const char *ludic_bw_side_name(ludic_blackwhite_side side)
{
    return side == LUDIC_BLACKWHITE_WHITE ? "white" : "black";
}

/* Index of the last `c` in text[0..end); end must have one before it. */
static size_t last_before(const char *text, size_t end, char c)
{
    while (end > 0 && text[end - 1] != c)
        end--;
    return end - 1;
}

/* An empty position able to hold `pairs` pairs on `cells` cells, or NULL. */
static ludic_blackwhite_position *position_alloc(uint32_t cells, uint32_t pairs)
{
    ludic_blackwhite_position *pos = malloc(sizeof *pos);
    size_t slots = pairs ? pairs : 1;
    if (!pos)
        return NULL;
    pos->cells = cells;
    pos->pairs = pairs;
    pos->white = malloc(slots * sizeof *pos->white);
    pos->black = malloc(slots * sizeof *pos->black);
    if (!pos->white || !pos->black) {
        ludic_blackwhite_position_free(pos);
        return NULL;
    }
    return pos;
}

void ludic_blackwhite_position_free(ludic_blackwhite_position *pos)
{
    if (!pos)
        return;
    free(pos->white);
    free(pos->black);
    free(pos);
}

ludic_status ludic_blackwhite_position_copy(const ludic_blackwhite_position *pos,
                                            ludic_blackwhite_position **out, ludic_error *err)
{
    ludic_blackwhite_position *copy;
    if (out)
        *out = NULL; /* on every failure below */
    if (!pos)
        return ludic_fail_null(err, __func__, "pos");
    if (!out)
        return ludic_fail_null(err, __func__, "out");
    copy = position_alloc(pos->cells, pos->pairs);
    if (!copy)
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate a copy of a position of "
                          "%lu cells", (unsigned long)pos->cells);
    memcpy(copy->white, pos->white, pos->pairs * sizeof *pos->white);
    memcpy(copy->black, pos->black, pos->pairs * sizeof *pos->black);
    *out = copy;
    return LUDIC_OK;
}

ludic_status ludic_blackwhite_parse_position(const char *text, size_t len, unsigned flags,
                                             ludic_blackwhite_position **out,
                                             ludic_error *err)
{
    ludic_blackwhite_position *pos;
    uint32_t whites = 0, blacks = 0;
    ludic_status st;
    if (out)
        *out = NULL; /* on every failure below */
    if (!text)
        return ludic_fail_null(err, __func__, "text");
    if (!out)
        return ludic_fail_null(err, __func__, "pos");
    if ((st = ludic_check_flags(err, __func__, flags, LUDIC_EXTENDED)) != LUDIC_OK)
        return st;
    if (len == 0)
        return ludic_fail(err, LUDIC_E_INVALID, 1, 1,
                          "the position is empty; expected cells such as W..B.W...B "
                          "('W' white piece, 'B' black piece, '.' empty cell)");
    if (len > LUDIC_BLACKWHITE_MAX_CELLS)
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0,
                          "the position has %zu cells, more than ludic's limit of %u",
                          len, LUDIC_BLACKWHITE_MAX_CELLS);
    /* First pass: every character, and the order W B W B ... W B. */
    for (size_t i = 0; i < len; i++) {
        const unsigned long col = (unsigned long)i + 1;
        switch (text[i]) {
        case '.':
            break;
        case 'W':
            if (whites != blacks)
                return ludic_fail(err, LUDIC_E_INVALID, 1, col,
                                  "expected a black piece ('B') after the white piece on "
                                  "cell %lu, found a second white piece",
                                  (unsigned long)(last_before(text, i, 'W') + 1));
            whites++;
            break;
        case 'B':
            if (whites == blacks)
            {
                if (blacks == 0)
                    return ludic_fail(err, LUDIC_E_INVALID, 1, col,
                                      "the first piece must be white ('W'), found a black piece");
                return ludic_fail(err, LUDIC_E_INVALID, 1, col,
                                  "expected a white piece ('W') after the black piece on "
                                  "cell %lu, found a second black piece",
                                  (unsigned long)(last_before(text, i, 'B') + 1));
            }
            blacks++;
            break;
        default: {
            ludic_token tok;
            char q[32];
            tok.text = text + i;
            tok.len = 1;
            ludic_token_quote(&tok, q, sizeof q);
            return ludic_fail(err, LUDIC_E_SYNTAX, 1, col,
                              "expected 'W' (white piece), 'B' (black piece) or '.' (empty "
                              "cell), found %s",
                              q);
        }
        }
    }
    if (whites == 0)
        return ludic_fail(err, LUDIC_E_INVALID, 1, 1,
                          "the position has no pieces; expected at least one pair such as W..B");
    if (whites != blacks) {
        size_t last = last_before(text, len, 'W');
        return ludic_fail(err, LUDIC_E_INVALID, 1, (unsigned long)last + 1,
                          "the white piece on cell %lu has no black piece after it; the "
                          "rightmost piece must be black",
                          (unsigned long)last + 1);
    }
    pos = position_alloc((uint32_t)len, whites);
    if (!pos)
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate a position of %zu cells",
                          len);
    whites = blacks = 0;
    for (size_t i = 0; i < len; i++) {
        if (text[i] == 'W')
            pos->white[whites++] = (uint32_t)i;
        else if (text[i] == 'B')
            pos->black[blacks++] = (uint32_t)i;
    }
    *out = pos;
    return LUDIC_OK;
}

ludic_status ludic_blackwhite_generate_position(uint64_t seed, uint64_t n, uint64_t k,
                                                 ludic_blackwhite_position **out,
                                                 ludic_error *err)
{
    ludic_blackwhite_position *pos;
    ludic_rng rng;
    uint64_t need, placed = 0;
    if (!out)
        return ludic_fail_null(err, __func__, "pos");
    *out = NULL; /* on every failure below */
    if (k < 2 || k % 2 != 0 || k > n)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "a random position needs an even number of pieces k with "
                          "2 <= k <= n; found n = %llu, k = %llu",
                          (unsigned long long)n, (unsigned long long)k);
    if (n > LUDIC_BLACKWHITE_MAX_CELLS)
        return ludic_fail(err, LUDIC_E_LIMIT, 0, 0,
                          "a position of %llu cells is more than ludic's limit of %u",
                          (unsigned long long)n, LUDIC_BLACKWHITE_MAX_CELLS);
    pos = position_alloc((uint32_t)n, (uint32_t)(k / 2));
    if (!pos)
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate a position of %llu cells",
                          (unsigned long long)n);
    /* Selection sampling (Knuth's Algorithm S): cell i is taken with
       probability need / (cells left), which makes every k-subset equally
       likely; pieces alternate W, B from the left. */
    ludic_rng_seed(&rng, seed);
    need = k;
    for (uint64_t i = 0; i < n && need > 0; i++) {
        if (ludic_rng_below(&rng, n - i) < need) {
            if (placed % 2 == 0)
                pos->white[placed / 2] = (uint32_t)i;
            else
                pos->black[placed / 2] = (uint32_t)i;
            placed++;
            need--;
        }
    }
    /* Algorithm S takes exactly `need` cells: the last ones are certain once need == n - i. */
    assert(placed == k);
    *out = pos;
    return LUDIC_OK;
}

size_t ludic_blackwhite_position_cells(const ludic_blackwhite_position *pos)
{
    return pos ? pos->cells : 0;
}

size_t ludic_blackwhite_position_pairs(const ludic_blackwhite_position *pos)
{
    return pos ? pos->pairs : 0;
}

uint32_t ludic_blackwhite_position_white(const ludic_blackwhite_position *pos, size_t i)
{
    return pos && i < pos->pairs ? pos->white[i] : UINT32_MAX;
}

uint32_t ludic_blackwhite_position_black(const ludic_blackwhite_position *pos, size_t i)
{
    return pos && i < pos->pairs ? pos->black[i] : UINT32_MAX;
}

uint32_t ludic_blackwhite_position_gap(const ludic_blackwhite_position *pos, size_t i)
{
    return pos && i < pos->pairs ? pos->black[i] - pos->white[i] - 1 : UINT32_MAX;
}

ludic_status ludic_blackwhite_format_position(const ludic_blackwhite_position *pos, char *out,
                                              size_t cap, size_t *len, ludic_error *err)
{
    ludic_buffer b;
    ludic_status st;
    char *p;
    if (!pos)
        return ludic_fail_null(err, __func__, "pos");
    if ((st = ludic_textout_check(out, cap, __func__, err)) != LUDIC_OK)
        return st;
    ludic_buffer_init(&b);
    p = ludic_buffer_reserve(&b, pos->cells);
    if (p) {
        memset(p, '.', pos->cells);
        for (uint32_t i = 0; i < pos->pairs; i++) {
            p[pos->white[i]] = 'W';
            p[pos->black[i]] = 'B';
        }
        b.len += pos->cells;
        b.data[b.len] = '\0';
    }
    return ludic_textout_finish(&b, out, cap, len, __func__, err);
}

int ludic_blackwhite_position_is_over(const ludic_blackwhite_position *pos)
{
    if (!pos)
        return -1;
    for (uint32_t i = 0; i < pos->pairs; i++)
        if (pos->black[i] - pos->white[i] > 1)
            return 0;
    return 1;
}

/* The pair whose piece of `side` stands on `cell`, or -1. Binary search. */
static long find_piece(const ludic_blackwhite_position *pos, ludic_blackwhite_side side,
                       uint32_t cell)
{
    const uint32_t *a = side == LUDIC_BLACKWHITE_WHITE ? pos->white : pos->black;
    size_t lo = 0, hi = pos->pairs;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (a[mid] < cell)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < pos->pairs && a[lo] == cell ? (long)lo : -1;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* The checks of one step; *pair receives the pair it moves. */
static ludic_status check_step(const ludic_blackwhite_position *pos, ludic_blackwhite_side side,
                               const ludic_blackwhite_step *s, uint32_t *pair, ludic_error *err)
{
    const char *me = ludic_bw_side_name(side);
    const ludic_blackwhite_side other = side == LUDIC_BLACKWHITE_WHITE ? LUDIC_BLACKWHITE_BLACK
                                                                       : LUDIC_BLACKWHITE_WHITE;
    const unsigned long from = (unsigned long)s->from + 1, to = (unsigned long)s->to + 1;
    long i;
    if (s->from >= pos->cells)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0, "cell %lu is off the board (cells 1 to %lu)",
                          from, (unsigned long)pos->cells);
    if (s->to >= pos->cells)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0, "cell %lu is off the board (cells 1 to %lu)",
                          to, (unsigned long)pos->cells);
    i = find_piece(pos, side, s->from);
    if (i < 0) {
        if (find_piece(pos, other, s->from) >= 0)
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "cell %lu holds a %s piece; %s moves only %s pieces", from,
                              ludic_bw_side_name(other), me, me);
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0, "cell %lu is empty", from);
    }
    if (s->to == s->from)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "the %s piece on cell %lu must move at least one cell", me, from);
    if (side == LUDIC_BLACKWHITE_WHITE) {
        if (s->to < s->from)
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "white pieces move right only; cell %lu is left of cell %lu", to,
                              from);
        if (s->to >= pos->black[i])
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "the white piece on cell %lu cannot reach cell %lu: it may not "
                              "land on or jump over the black piece on cell %lu",
                              from, to, (unsigned long)pos->black[i] + 1);
    } else {
        if (s->to > s->from)
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "black pieces move left only; cell %lu is right of cell %lu", to,
                              from);
        if (s->to <= pos->white[i])
            return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                              "the black piece on cell %lu cannot reach cell %lu: it may not "
                              "land on or jump over the white piece on cell %lu",
                              from, to, (unsigned long)pos->white[i] + 1);
    }
    *pair = (uint32_t)i;
    return LUDIC_OK;
}

ludic_status ludic_blackwhite_check_move(const ludic_blackwhite_position *pos, uint64_t d,
                                         ludic_blackwhite_side side,
                                         const ludic_blackwhite_step *steps, size_t count,
                                         ludic_error *err)
{
    uint32_t *pairs;
    ludic_status st = LUDIC_OK;
    if (!pos)
        return ludic_fail_null(err, __func__, "pos");
    if (!steps)
        return ludic_fail_null(err, __func__, "steps");
    if (d == 0 || (side != LUDIC_BLACKWHITE_WHITE && side != LUDIC_BLACKWHITE_BLACK))
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "d must be at least 1 and side white or black; found d = %llu, "
                          "side %d",
                          (unsigned long long)d, (int)side);
    if (count == 0)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0, "a move must take at least one piece");
    if (count > d)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                          "a move takes at most d = %llu piece%s; this one takes %zu",
                          (unsigned long long)d, d == 1 ? "" : "s", count);
    pairs = malloc(count * sizeof *pairs);
    if (!pairs)
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate %zu steps", count);
    for (size_t i = 0; i < count && st == LUDIC_OK; i++)
        st = check_step(pos, side, &steps[i], &pairs[i], err);
    if (st == LUDIC_OK) {
        qsort(pairs, count, sizeof *pairs, cmp_u32);
        for (size_t i = 1; i < count; i++)
            if (pairs[i] == pairs[i - 1]) {
                uint32_t cell = side == LUDIC_BLACKWHITE_WHITE ? pos->white[pairs[i]]
                                                               : pos->black[pairs[i]];
                st = ludic_fail(err, LUDIC_E_INVALID, 0, 0,
                                "the %s piece on cell %lu is moved twice in one move",
                                ludic_bw_side_name(side), (unsigned long)cell + 1);
                break;
            }
    }
    free(pairs);
    return st;
}

ludic_status ludic_blackwhite_play_move(ludic_blackwhite_position *pos, uint64_t d,
                                        ludic_blackwhite_side side,
                                        const ludic_blackwhite_step *steps, size_t count,
                                        ludic_error *err)
{
    ludic_status st = ludic_blackwhite_check_move(pos, d, side, steps, count, err);
    if (st != LUDIC_OK)
        return st;
    /* Checked: every step moves a distinct piece inside its own pair. */
    for (size_t i = 0; i < count; i++) {
        long pair = find_piece(pos, side, steps[i].from);
        assert(pair >= 0);
        if (side == LUDIC_BLACKWHITE_WHITE)
            pos->white[pair] = steps[i].to;
        else
            pos->black[pair] = steps[i].to;
    }
    return LUDIC_OK;
}
