/*
 * blackwhite_nimd.c: Moore's Nim_d on the gaps of a position: who wins, every winning
 * move, and a perfect player's choice.
 *
 * Every move shrinks 1..d gaps (white pieces close in from the left of their
 * pair, black ones from the right), so both sides have the same options and
 * the game is Moore's Nim_d: the player to move loses exactly when, for
 * every bit, the number of gaps having it is a multiple of d + 1
 * (docs/blackwhite.md has the proof).
 *
 * Winning moves are the moves to such a losing position. They are built from
 * the highest bit down. A gap is "free" once the move has made it smaller
 * than before at a higher bit (its new value has a 0 where the old had a 1,
 * the bits above equal): its lower bits may then be anything. At bit j, with
 * f gaps already free and c gaps not free having bit j set, the move frees x
 * of those c (their bit j becomes 0) and sets bit j in y of the f free gaps;
 * the count of bit j afterwards, c - x + y, must be a multiple of d + 1, and
 * at most d gaps may be free in all. Since y - x ranges over
 * [-(d - f), f], d + 1 consecutive values, exactly one y - x fits; so every
 * partial choice extends to a full move, and the only choice that never
 * frees a gap is the "move" that changes nothing, possible only when the
 * position already loses. A depth-first search over (x, which x, which y)
 * per bit therefore reaches a new winning move after at most one descent of
 * O(bits * pairs) work: the enumeration streams, however many moves there are.
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "blackwhite_int.h"
#include "core/error_int.h"

int ludic_bw_is_losing_raw(const uint32_t *gaps, size_t m, uint64_t d)
{
    /* A count is at most m, so any d >= m acts like d = m (only 0 is a
       multiple); clamping also keeps d + 1 from wrapping to 0 at UINT64_MAX. */
    const uint64_t mod = (d < m ? d : (uint64_t)m) + 1;
    uint64_t count[32] = {0};
    for (size_t i = 0; i < m; i++)
        for (uint32_t g = gaps[i], j = 0; g; g >>= 1, j++)
            count[j] += g & 1;
    for (int j = 0; j < 32; j++)
        if (count[j] % mod != 0)
            return 0;
    return 1;
}

/* The gaps of pos in a new array (NULL when out of memory). */
static uint32_t *gaps_of(const ludic_blackwhite_position *pos)
{
    uint32_t *g = malloc((pos->pairs ? pos->pairs : 1) * sizeof *g);
    if (g)
        for (uint32_t i = 0; i < pos->pairs; i++)
            g[i] = pos->black[i] - pos->white[i] - 1;
    return g;
}

static ludic_status bad_args(const ludic_blackwhite_position *pos, uint64_t d,
                             ludic_blackwhite_side side, ludic_error *err)
{
    if (!pos)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "pos is NULL");
    if (d == 0)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "d (the most pieces moved at once) must be at least 1");
    if (side != LUDIC_BLACKWHITE_WHITE && side != LUDIC_BLACKWHITE_BLACK)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "the side to move must be white or black");
    return LUDIC_OK;
}

ludic_status ludic_blackwhite_solve_position(const ludic_blackwhite_position *pos, uint64_t d,
                                             ludic_blackwhite_side to_move,
                                             ludic_blackwhite_side *winner, ludic_error *err)
{
    ludic_status st = bad_args(pos, d, to_move, err);
    uint32_t *g;
    if (st != LUDIC_OK)
        return st;
    if (!winner)
        return ludic_fail_null(err, __func__, "winner");
    if (!(g = gaps_of(pos)))
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate %lu gaps",
                          (unsigned long)pos->pairs);
    *winner = ludic_bw_is_losing_raw(g, pos->pairs, d)
                  ? (to_move == LUDIC_BLACKWHITE_WHITE ? LUDIC_BLACKWHITE_BLACK
                                                       : LUDIC_BLACKWHITE_WHITE)
                  : to_move;
    free(g);
    return LUDIC_OK;
}

#define NOT_FREE 0xffu
/* free_at holds a bit index of a 32-bit gap, or NOT_FREE, in a byte. */
_Static_assert(NOT_FREE <= UINT8_MAX && NOT_FREE >= 32u, "free_at: bit 0..31 or NOT_FREE");

/*
 * The search state. free_at[i] is the bit at which gap i was freed
 * (NOT_FREE if not), val[i] its new value so far: for a free gap, the old
 * bits above free_at, 0 at free_at, then whatever the search chose below.
 * flist[0..f) lists the free gaps in the order they were freed. cand and
 * pick are stacks shared by the levels of the recursion: each level pushes
 * its candidates (gaps not free with the bit set) and the indices of the x
 * it frees, and pops them on return; both stay below pairs + sum of popcounts.
 */
typedef struct search {
    const ludic_blackwhite_position *pos;
    const uint32_t *g;
    uint32_t m;
    uint64_t d;
    ludic_blackwhite_side side;
    uint8_t *free_at;
    uint32_t *val;
    uint32_t *flist;
    uint32_t *cand;
    size_t cand_top;
    uint32_t *pick;
    size_t pick_top;
    ludic_blackwhite_step *steps;
    ludic_blackwhite_move_fn fn;
    void *ctx;
    uint64_t emitted; /* moves reported so far */
} search;

/* Report the move the free gaps describe; nonzero when the callback says stop. */
static int emit(search *s)
{
    size_t count = 0;
    for (uint32_t i = 0; i < s->m; i++) {
        if (s->free_at[i] == NOT_FREE)
            continue;
        {
            uint32_t shift = s->g[i] - s->val[i];
            if (s->side == LUDIC_BLACKWHITE_WHITE) {
                s->steps[count].from = s->pos->white[i];
                s->steps[count].to = s->pos->white[i] + shift;
            } else {
                s->steps[count].from = s->pos->black[i];
                s->steps[count].to = s->pos->black[i] - shift;
            }
            count++;
        }
    }
    /* descend emits only with f > 0 free gaps, and never frees more than d. */
    assert(count > 0 && count <= s->d);
    s->emitted++;
    return s->fn(s->steps, count, s->ctx);
}

/*
 * Next y-subset (lexicographic) of the f earlier free gaps, stored as bit j
 * of their val: the last member that can move one place right does, and the
 * members after it close up behind it. 0 when it was the last subset.
 */
static int next_y(search *s, uint32_t f, uint32_t j)
{
    const uint32_t bit = 1u << j;
    uint32_t trailing = 0, p;
    p = f;
    while (p > 0 && (s->val[s->flist[p - 1]] & bit)) {
        trailing++;
        p--;
    }
    while (p > 0 && !(s->val[s->flist[p - 1]] & bit))
        p--;
    if (p == 0)
        return 0;
    p--; /* the member to move */
    for (uint32_t q = p; q < f; q++)
        s->val[s->flist[q]] &= ~bit;
    for (uint32_t q = p + 1; q <= p + 1 + trailing; q++)
        s->val[s->flist[q]] |= bit;
    return 1;
}

/* Next x-subset of the c candidates, as sorted indices pick[0..x). 0 after the last. */
static int next_x(uint32_t *pick, uint32_t x, uint32_t c)
{
    uint32_t i = x;
    while (i > 0 && pick[i - 1] == c - x + i - 1)
        i--;
    if (i == 0)
        return 0;
    pick[i - 1]++;
    for (uint32_t q = i; q < x; q++)
        pick[q] = pick[q - 1] + 1;
    return 1;
}

/* Free the chosen x candidates at bit j (or undo it). */
static void apply_x(search *s, const uint32_t *cand, const uint32_t *pick, uint32_t x,
                    uint32_t f, uint32_t j, int undo)
{
    for (uint32_t q = 0; q < x; q++) {
        uint32_t i = cand[pick[q]];
        if (undo) {
            s->free_at[i] = NOT_FREE;
        } else {
            s->free_at[i] = (uint8_t)j;
            s->val[i] = j + 1 < 32 ? (s->g[i] >> (j + 1)) << (j + 1) : 0;
            s->flist[f + q] = i;
        }
    }
}

/* Bits j, j-1, ..., 0 with f gaps free so far; nonzero when stopped. */
static int descend(search *s, int j, uint32_t f)
{
    const uint64_t mod = s->d + 1;
    uint32_t *cand, c = 0, x_max;
    int stop = 0;
    if (j < 0)
        return f > 0 ? emit(s) : 0;
    cand = s->cand + s->cand_top;
    for (uint32_t i = 0; i < s->m; i++)
        if (s->free_at[i] == NOT_FREE && ((s->g[i] >> j) & 1))
            cand[c++] = i;
    s->cand_top += c;
    x_max = (uint64_t)c < s->d - f ? c : (uint32_t)(s->d - f);
    for (uint32_t x = 0; x <= x_max && !stop; x++) {
        /* y = x - c mod (d + 1), which must not exceed f. */
        uint64_t y = ((uint64_t)x + mod - (uint64_t)c % mod) % mod;
        uint32_t *pick = s->pick + s->pick_top;
        if (y > f)
            continue;
        for (uint32_t q = 0; q < x; q++)
            pick[q] = q;
        s->pick_top += x;
        do {
            /* y-subsets start with the first y earlier free gaps. */
            for (uint32_t q = 0; q < f; q++)
                s->val[s->flist[q]] = q < y ? s->val[s->flist[q]] | (1u << j)
                                            : s->val[s->flist[q]] & ~(1u << j);
            apply_x(s, cand, pick, x, f, (uint32_t)j, 0);
            do
                stop = descend(s, j - 1, f + x);
            while (!stop && next_y(s, f, (uint32_t)j));
            apply_x(s, cand, pick, x, f, (uint32_t)j, 1);
        } while (!stop && next_x(pick, x, c));
        for (uint32_t q = 0; q < f; q++)
            s->val[s->flist[q]] &= ~(1u << j);
        s->pick_top -= x;
    }
    s->cand_top -= c;
    return stop;
}

ludic_status ludic_blackwhite_list_winning_moves(const ludic_blackwhite_position *pos,
                                                 uint64_t d, ludic_blackwhite_side to_move,
                                                 ludic_blackwhite_move_fn each_move, void *ctx,
                                                 ludic_error *err)
{
    ludic_status st = bad_args(pos, d, to_move, err);
    search s;
    uint32_t *gaps, maxgap = 0;
    int top;
    size_t cand_need = 0, free_cap;
    if (st != LUDIC_OK)
        return st;
    if (!each_move)
        return ludic_fail_null(err, __func__, "each_move");
    memset(&s, 0, sizeof s);
    s.pos = pos;
    s.m = pos->pairs;
    /* No move takes more than m pieces, so d > m plays like d = m; the search
       computes d + 1, which must not wrap around (d = UINT64_MAX). */
    s.d = d < s.m ? d : s.m;
    s.side = to_move;
    s.fn = each_move;
    s.ctx = ctx;
    if (!(gaps = gaps_of(pos)))
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the gaps");
    s.g = gaps;
    if (ludic_bw_is_losing_raw(gaps, s.m, d)) {
        free(gaps);
        return LUDIC_OK; /* no winning move */
    }
    for (uint32_t i = 0; i < s.m; i++) {
        uint32_t g = s.g[i];
        if (g > maxgap)
            maxgap = g;
        for (; g; g &= g - 1)
            cand_need++; /* one candidate slot per set bit, at most */
    }
    for (top = -1; (maxgap >> (top + 1)) != 0 && top < 31; top++)
        ;
    free_cap = d < s.m ? (size_t)d : s.m;
    s.free_at = malloc(s.m);
    s.val = malloc(s.m * sizeof *s.val);
    s.flist = malloc(free_cap * sizeof *s.flist);
    s.cand = malloc((cand_need ? cand_need : 1) * sizeof *s.cand);
    s.pick = malloc(free_cap * sizeof *s.pick);
    s.steps = malloc(free_cap * sizeof *s.steps);
    if (!s.free_at || !s.val || !s.flist || !s.cand || !s.pick || !s.steps) {
        st = ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the move search for %lu pairs",
                        (unsigned long)s.m);
    } else {
        memset(s.free_at, NOT_FREE, s.m);
        memset(s.val, 0, s.m * sizeof *s.val);
        descend(&s, top, 0);
        /* The position wins, so some move leads to a losing one, and the
           search reaches every such move (see the top of this file). */
        assert(s.emitted > 0);
        if (s.emitted == 0)
            st = ludic_fail_internal(err, __func__,
                                     "a winning position yielded no winning move");
    }
    free(s.free_at);
    free(s.val);
    free(s.flist);
    free(s.cand);
    free(s.pick);
    free(s.steps);
    free(gaps);
    return st;
}

/* Keep the first move offered and stop. */
typedef struct first_move {
    ludic_blackwhite_step *steps;
    size_t count;
} first_move;

static int take_first(const ludic_blackwhite_step *steps, size_t count, void *ctx)
{
    first_move *fm = ctx;
    memcpy(fm->steps, steps, count * sizeof *steps);
    fm->count = count;
    return 1;
}

ludic_status ludic_blackwhite_choose_move(const ludic_blackwhite_position *pos, uint64_t d,
                                          ludic_blackwhite_side side,
                                          ludic_blackwhite_step *steps, size_t cap,
                                          size_t *count, ludic_error *err)
{
    ludic_status st = bad_args(pos, d, side, err);
    first_move fm;
    uint32_t widest = 0, best = 0;
    size_t most;
    if (st != LUDIC_OK)
        return st;
    if (!count)
        return ludic_fail_null(err, __func__, "count");
    if ((st = ludic_check_room(err, __func__, "steps", steps, cap)) != LUDIC_OK)
        return st;
    /* A move takes at most min(d, pairs) pieces: room for the longest. */
    most = d < pos->pairs ? (size_t)d : pos->pairs;
    fm.steps = malloc((most ? most : 1) * sizeof *fm.steps);
    if (!fm.steps)
        return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate a move of %lu steps",
                          (unsigned long)pos->pairs);
    fm.count = 0;
    st = ludic_blackwhite_list_winning_moves(pos, d, side, take_first, &fm, err);
    if (st == LUDIC_OK && fm.count > 0) {
        *count = fm.count;
        if (fm.count <= cap)
            memcpy(steps, fm.steps, fm.count * sizeof *steps);
        else
            st = ludic_fail(err, LUDIC_E_TRUNCATED, 0, 0,
                            "the move has %zu steps; steps holds %zu", fm.count, cap);
        free(fm.steps);
        return st;
    }
    free(fm.steps);
    if (st != LUDIC_OK)
        return st;
    for (uint32_t i = 0; i < pos->pairs; i++) {
        uint32_t g = pos->black[i] - pos->white[i] - 1;
        if (g > widest) {
            widest = g;
            best = i;
        }
    }
    if (widest == 0)
        return ludic_fail(err, LUDIC_E_NO_ANSWER, 0, 0, "%s has no legal move: every gap is closed",
                          ludic_bw_side_name(side));
    *count = 1;
    if (cap == 0)
        return ludic_fail(err, LUDIC_E_TRUNCATED, 0, 0, "the move has 1 step; steps holds 0");
    if (side == LUDIC_BLACKWHITE_WHITE) {
        steps[0].from = pos->white[best];
        steps[0].to = pos->white[best] + 1;
    } else {
        steps[0].from = pos->black[best];
        steps[0].to = pos->black[best] - 1;
    }
    return LUDIC_OK;
}
