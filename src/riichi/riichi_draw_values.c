/*
 * riichi_draw_values.c: the draw game's values pass and forward pass
 * (riichi_draw_int.h; the algorithm in riichi_draw_search.c's head comment).
 */
#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/hash_int.h"
#include "riichi_draw_int.h"

/* E = 0's values by shanten layer, all of a hand's rows at once; builds with
   a size budget (LUDIC_SMALL: the WebAssembly module) leave it out, and the
   row sweep, which works for every class, gives the same bits there */
#ifdef LUDIC_SMALL
#define RI_LAYERED 0
#else
#define RI_LAYERED 1
#endif

/* E = 0's forward pass over merged draws and pools (merge_hand); left out
   there too: the per-draw walk gives the same figures within 1e-12 */
#ifdef LUDIC_SMALL
#define RI_MERGED 0
#else
#define RI_MERGED 1
#endif

#define NONE UINT32_MAX

/*
 * The forward pass's merged draws and pools (merge_hand), for one solve;
 * one block with the pools' arrays after it, the lists apart (they grow).
 */
typedef struct ri_draw_merge {
    unsigned solve;           /* the solve it is for */
    uint32_t *trans;          /* per hand its code (merge_hand; 0: none yet), then the lists */
    size_t len, cap;          /* words of trans used, allocated */
    double *pcur, *pnext;     /* per pool: its mass before this draw, after it */
    uint32_t *plist, *plist2; /* the pools with mass before / after, in the order it reached them */
    uint32_t *pinfo;          /* per pool: its win weight, its kept weight, its list in trans */
    uint8_t *plisted;         /* per pool: in plist2 */
    uint32_t *pslot;          /* pools by signature (pool + 1; 0: empty), slot_mask + 1 of them */
    size_t pools, pool_cap, slot_mask;
    size_t bytes; /* charged: the block, trans and pslot */
    struct {
        uint32_t base1, mask, top; /* the take bits at base1 - 1: rows_mask's, rows up to top */
    } memo[512];
    struct {
        uint32_t base1, pool; /* the 1-shanten hands of take bits base1 - 1: their pool */
    } pmemo[512];
} ri_draw_merge;

/* Free the forward pass's merged draws and pools, uncharging them. */
static void free_merge(ri_draw_search *s)
{
    if (s->merge) {
        s->used -= s->merge->bytes;
        free(s->merge->trans);
        free(s->merge->pslot);
        free(s->merge);
        s->merge = NULL;
    }
}

/* Free the forward pass's masses, lists, in[] and wait[]. */
static void free_masses(ri_draw_search *s)
{
    if (s->cur) /* the block of them all (scratch below): cur and next take turns at its start */
        free(s->cur < s->next ? s->cur : s->next);
    s->cur = s->next = NULL;
    s->list = s->list2 = s->at = NULL;
    s->in = s->wait = NULL;
    s->scratch = 0;
}

static void free_scratch(ri_draw_search *s)
{
    free_masses(s);
    free_merge(s);
}

/* Free the values pass's output, uncharged. */
static void free_values(ri_draw_search *s)
{
    free(s->value);
    free(s->voff);
    free(s->target);
    free(s->vary);
    free(s->take);
    s->value = NULL;
    s->voff = NULL;
    s->target = s->vary = NULL;
    s->vary_count = s->vary_cap = 0;
    s->take = NULL;
    s->used -= s->value_bytes;
    s->value_bytes = 0;
    s->solved = 0;
}

/* Free the values pass's output and the forward pass's scratch (ludic_ri_draw_clear). */
void ludic_ri_draw_values_clear(ri_draw_search *s)
{
    free_values(s);
    free_scratch(s);
}

/*
 * The values pass. Layout (riichi_draw_int.h): per hand only its live rows
 * s_i < d <= T - level_i, contiguous (a hand's rows below are 0, those
 * above are never asked: it is met with at most T - level_i draws left),
 * hands laid out by shanten (then by index), so that each shanten layer's
 * values are contiguous; under E = 0 the tenpai hands' rows are one
 * shared table (fill_table). The policy: per drawn hand the hand its best
 * option leaves, nearly always the same for every d (put_target), and the
 * take bits in rows by d, as the forward pass reads them one d at a time:
 * one row is a small part of them (the whole policy laid out by hand,
 * tried, made the forward pass twice as slow at 6-shanten, every step
 * reading all over it).
 */

/* The number of shanten layers the orders below can hold (a hand's shanten is at most 8). */
#define LAYERS 16

/* In boff: the drawn hand's best row is a hand's values (at voff, below ONE). */
#define ONE 0x80000000u

/* Hand i's live rows at this solve: s_i < d <= T - level_i, when expanded (0 otherwise). */
static unsigned live_rows(const ri_draw_search *s, const ri_draw_rec *r)
{
    const int rows = (int)s->draws - (int)r->level - r->shanten;
    return r->succ != NONE && rows > 0 ? (unsigned)rows : 0u;
}

/* The rows drawn hand j's parents read: parent_j < d <= T - level_j + 1. */
static unsigned drawn_rows(const ri_draw_search *s, const ri_draw_drawn *q)
{
    const int rows = (int)s->draws + 1 - (int)q->level - q->parent;
    return q->count > 0 && rows > 0 ? (unsigned)rows : 0u;
}

#if RI_LAYERED
/* OR the `kinds` (<= 34) bits of mask into bits bit.. of take. */
static inline void put_bits(uint64_t *take, size_t bit, uint64_t mask, uint32_t kinds)
{
    const unsigned off = (unsigned)(bit % 64);
    take[bit / 64] |= mask << off;
    if (off + kinds > 64)
        take[bit / 64 + 1] |= mask >> (64 - off);
}
#endif

/* The `kinds` (<= 34) bits bit.. of take. */
static inline uint64_t get_bits(const uint64_t *take, size_t bit, uint32_t kinds)
{
    const unsigned off = (unsigned)(bit % 64);
    uint64_t x = take[bit / 64] >> off;
    if (off + kinds > 64)
        x |= take[bit / 64 + 1] << (64 - off);
    return x & (((uint64_t)1 << kinds) - 1);
}

/*
 * Record that drawn hand j's best option leaves `hand` with `left` draws
 * left after the draw; `first`: its first row recorded (rows go up in d).
 * The first row sets target[j]; a later row that differs gives j a block
 * of rows in vary, the rows before it holding the old target. 0, or -1
 * when out of memory.
 */
static int put_target(ri_draw_search *s, uint32_t j, unsigned left, uint32_t hand, int first)
{
    uint32_t t = s->target[j];
    if (first || t == hand) {
        s->target[j] = hand;
        return 0;
    }
    if (!(t & RI_VARY)) {
        const size_t T = s->draws;
        if (s->vary_count == s->vary_cap) {
            const size_t cap = s->vary_cap ? 2 * s->vary_cap : 64;
            uint32_t *p;
            if (ludic_ri_draw_charge(s, (cap - s->vary_cap) * T * sizeof *p))
                return -1;
            s->value_bytes += (cap - s->vary_cap) * T * sizeof *p;
            p = realloc(s->vary, cap * T * sizeof *p);
            if (!p) {
                s->failed = 1;
                return -1;
            }
            s->vary = p;
            s->vary_cap = cap;
        }
        for (size_t x = 0; x < T; x++)
            s->vary[s->vary_count * T + x] = t;
        s->target[j] = t = RI_VARY | (uint32_t)s->vary_count++;
    }
    s->vary[(t & ~RI_VARY) * s->draws + left] = hand;
    return 0;
}

/* V_d(i) for d <= T - level_i: 0 for d <= s_i, else its row. */
static inline double value_of(const ri_draw_search *s, uint32_t i, unsigned d)
{
    const int r = (int)d - s->rec[i].shanten - 1;
    assert(r < (int)live_rows(s, &s->rec[i]) || r < 0);
    return r >= 0 ? s->value[s->voff[i] + (unsigned)r] : 0.0;
}

#if RI_LAYERED
/*
 * E = 0's tenpai hands. A tenpai hand can only win or keep (no discard
 * lowers its shanten but a win), so with u winning tiles left
 * V_d = min(1, (u + (W - u) V_{d-1}) / W): a function of u alone (in exact
 * arithmetic 1 - (1 - u/W)^d, but the recurrence is what the row sweep
 * computes, so the same bits). The values pass computes it once per u
 * (u = 0..umax, T rows each, at the start of value) and every tenpai hand's
 * rows are the row of its u (voff = u T): no rows of their own.
 */
static void fill_table(ri_draw_search *s, unsigned umax)
{
    const unsigned wall = (unsigned)s->wall;
    for (unsigned u = 0; u <= umax; u++) {
        double *out = s->value + (size_t)u * s->draws, keep = 0.0;
        for (unsigned r = 0; r < s->draws; r++) { /* as values_layer with no draw with a choice */
            const double v = ((double)u + (double)(wall - u) * keep) / s->wall;
            keep = out[r] = v < 1.0 ? v : 1.0;
        }
    }
}

/*
 * Whether the table's rows are apart, u's better than u - 1's (by more than
 * RI_DRAW_TIE) in every row: then of options that are all tenpai the first
 * with the most winning tiles left is the best in every row, under the
 * tie rule too (equal u: the same row, not better; u > u': better, by the
 * chain u' < u' + 1 < ... < u). Always so but on tiny walls, where a row
 * reaches 1 or two rows come within the tolerance of each other.
 */
static int table_apart(const ri_draw_search *s, unsigned umax)
{
    for (unsigned u = 1; u <= umax; u++)
        for (unsigned r = 0; r < s->draws; r++)
            if (!ri_draw_better(s->value[(size_t)u * s->draws + r],
                                s->value[(size_t)(u - 1) * s->draws + r]))
                return 0;
    return 1;
}

/*
 * The option of drawn hand q (every option tenpai, E = 0) with the most
 * winning tiles left, the first by kind among equals; -1 when an option
 * was not expanded (its u unknown; then the drawn hand is never read).
 */
static int most_waits(const ri_draw_search *s, const ri_draw_drawn *q)
{
    const uint32_t *opt = s->moves + q->opts;
    uint32_t most = 0;
    int best = 0;
    for (uint32_t o = 0; o < q->count; o++) {
        const ri_draw_rec *r = &s->rec[opt[o]];
        if (r->succ == NONE)
            return -1;
        assert(r->shanten == 0);
        if (s->moves[r->succ + 1] > most) {
            most = s->moves[r->succ + 1];
            best = (int)o;
        }
    }
    return best;
}

/*
 * One hand of shanten sh in values_layer, rows r0 .. end - 1 of a band. A
 * row's work is a chain of dependent operations (the choices compare with
 * the previous row, the sums go draw after draw, then a division): about
 * 30 + 4 x its draws cycles of latency and few instructions, so a lone
 * hand leaves the processor mostly idle. values_layer interleaves LANES
 * hands, row by row, so that their chains overlap; each hand's operations
 * stay the same and in the same order (the same bits).
 */
enum { LANES = 3 };

typedef struct lane {
    struct {
        const double *row; /* row r of draw g's best at row[r - r0] */
        double weight;     /* of draw g */
    } draw[RI_KINDS];
    double win, kept, keep;      /* keep: the hand's previous row */
    double *out;                 /* its row r at out[r] */
    size_t bit;                  /* of its first draw's choice in the next row, in take */
    uint32_t kinds;              /* draws with a choice */
    unsigned end;                /* its rows in the band end there */
} lane;

/* Set up lane L for hand i; 0 when it has no row in the band. */
static int lane_start(const ri_draw_search *s, lane *L, uint32_t i, int sh, unsigned r0,
                      unsigned band, const uint32_t *boff, const double *best)
{
    const ri_draw_rec *rec = &s->rec[i];
    const unsigned rows = live_rows(s, rec);
    size_t p = rec->succ;
    L->end = rows < r0 + band ? rows : r0 + band;
    if (L->end <= r0)
        return 0;
    L->out = s->value + s->voff[i];
    L->keep = r0 > 0 ? L->out[r0 - 1] : 0.0;
    L->bit = (size_t)(sh + (int)r0) * s->groups + s->voff[s->solved + i];
    L->kinds = s->moves[p];
    L->win = (double)s->moves[p + 1];
    L->kept = (double)s->moves[p + 2];
    p += 3;
    for (uint32_t g = 0; g < L->kinds; g++) {
        const uint32_t word = s->moves[p + g];
        const uint32_t at = boff[word & GROUP_MASK];
        L->draw[g].row = at & ONE ? s->value + (at & ~ONE) + r0 : best + at;
        L->draw[g].weight = (double)(word >> GROUP_SHIFT);
    }
    return 1;
}

/* Row r (d = sh + 1 + r) of lane L: per draw with a choice, keep unless its best is better. */
static inline void lane_row(ri_draw_search *s, lane *L, unsigned r, unsigned r0)
{
    /* ri_draw_better(o, keep) is o > thr. The option is nearly always better
       (98% of the time on the 3-shanten benchmark hand): the rare keeps are
       the ones marked, and a branch-free select measured no faster */
    const double keep = L->keep, thr = keep + keep * RI_DRAW_TIE;
    const uint32_t kinds = L->kinds;
    double acc = L->win + L->kept * keep, v;
    uint64_t keeps = 0, mask;
    for (uint32_t g = 0; g < kinds; g++) {
        const double o = L->draw[g].row[r - r0];
        if (o > thr) {
            acc += L->draw[g].weight * o;
        } else {
            keeps |= (uint64_t)1 << g;
            acc += L->draw[g].weight * keep;
        }
    }
    mask = (((uint64_t)1 << kinds) - 1) & ~keeps;
    if (mask)
        put_bits(s->take, L->bit, mask, kinds);
    L->bit += s->groups;
    v = acc / s->wall;
    L->keep = L->out[r] = v < 1.0 ? v : 1.0;
}

/*
 * Hands whose rows are the same bits. A hand's rows follow from its draws'
 * weights (win, kept, and per draw with a choice its weight and the row of
 * its drawn hand's best) and its number of rows: two hands of a layer with
 * the same draws compute the same operations on the same numbers. They are
 * many: on the 3-shanten benchmark hand the 10,926 1-shanten hands with
 * rows have 207 distinct such signatures (their drawn hands' best rows are
 * the tenpai table's), and its 17,397 hands with rows 1,238. values_layer
 * computes the rows of one hand per signature (the one with the most rows:
 * a hand with fewer reads a prefix), points the others' voff at them and
 * reads their choices at the rep's take bits (the second half of voff,
 * ludic_ri_draw_values), so they cost neither the rows' work nor their
 * memory. `slot` is a hash table of `mask + 1` entries (hand + 1; 0 empty)
 * keyed by the signature, `used` of them taken, doubled when half full: it
 * holds the distinct signatures only (a few thousand slots, not two per
 * hand: each search's fresh pages cost a fault each). `reps` lists the
 * layer's hands that compute rows, `nreps` of them; rows are laid out from
 * `cursor` on, the reps' take bits from `bits` on in each row of take: the
 * reps' bits side by side, so the rows' writes touch few pages.
 */
typedef struct share {
    uint32_t *slot, *reps;
    size_t mask, used, nreps, cursor, bits;
    size_t *scratch; /* bytes charged for slot (the caller uncharges them) */
} share;

static uint64_t rows_key(const ri_draw_search *s, uint32_t i, const uint32_t *boff)
{
    /* a multiply-add per draw (4 cycles of latency, against about 12 for a
       full mix per draw), mixed once at the end */
    const uint32_t *p = s->moves + s->rec[i].succ;
    uint64_t h = (uint64_t)p[0] << 48 ^ (uint64_t)p[1] << 32 ^ p[2];
    for (uint32_t g = 0; g < p[0]; g++)
        h = h * 0x9e3779b97f4a7c15ull +
            ((uint64_t)(p[3 + g] >> GROUP_SHIFT) << 32 | boff[p[3 + g] & GROUP_MASK]);
    return ludic_hash64(h);
}

static int same_rows(const ri_draw_search *s, uint32_t a, uint32_t b, const uint32_t *boff)
{
    const uint32_t *p = s->moves + s->rec[a].succ, *q = s->moves + s->rec[b].succ;
    if (p[0] != q[0] || p[1] != q[1] || p[2] != q[2])
        return 0;
    for (uint32_t g = 0; g < p[0]; g++)
        if (p[3 + g] >> GROUP_SHIFT != q[3 + g] >> GROUP_SHIFT ||
            boff[p[3 + g] & GROUP_MASK] != boff[q[3 + g] & GROUP_MASK])
            return 0;
    return 1;
}

/* Double the table (its entries placed again by their keys). 0, or -1 when out of memory. */
static int grow_slots(ri_draw_search *s, share *sh, const uint32_t *boff)
{
    const size_t old = sh->mask + 1, bytes = old * sizeof *sh->slot;
    uint32_t *slot;
    if (ludic_ri_draw_charge(s, 2 * bytes))
        return -1;
    *sh->scratch += 2 * bytes;
    slot = calloc(2 * old, sizeof *slot);
    if (!slot) {
        s->failed = 1;
        return -1;
    }
    sh->mask = 2 * old - 1;
    for (size_t x = 0; x < old; x++)
        if (sh->slot[x]) {
            size_t at = (size_t)rows_key(s, sh->slot[x] - 1, boff) & sh->mask;
            while (slot[at])
                at = (at + 1) & sh->mask;
            slot[at] = sh->slot[x];
        }
    free(sh->slot);
    s->used -= bytes;
    *sh->scratch -= bytes;
    sh->slot = slot;
    return 0;
}

/*
 * Lay out the rows of the layer's hands from sh->cursor on: hand by hand
 * (bands, `alike` 0), or one copy per signature (`alike`: every row in one
 * band, so that a drawn hand's best row is the same for every row). Tells
 * the progress callback every REPORT_HANDS hands; 0, or -1 when it asks to
 * stop or memory runs out.
 */
enum { REPORT_HANDS = 16384 };

static int share_rows(ri_draw_search *s, const uint32_t *hands, size_t nh,
                      const uint32_t *boff, share *sh, int alike)
{
    /* `at`: the slot of the signature of the last hand with rows (its entry
       `last` + 1; `at` > mask: none yet). The next hand has the same one
       often (43% of the 17,403 hands with rows on the 3-shanten benchmark
       hand): it is compared with that entry first, and found, it needs no
       hash and no probe. The table holds distinct signatures only, so its
       probe would have ended at that same slot */
    size_t at = sh->mask + 1;
    uint32_t last = 0;
    memset(sh->slot, 0, (sh->mask + 1) * sizeof *sh->slot);
    sh->used = sh->nreps = 0;
    for (size_t a = 0; a < nh; a++) {
        const uint32_t i = hands[a];
        const unsigned rows = live_rows(s, &s->rec[i]);
        uint32_t rep = i;
        if (a % REPORT_HANDS == REPORT_HANDS - 1 && ludic_ri_draw_report(s))
            return -1;
        if (rows == 0)
            continue; /* no rows, and its choices are never read */
        if (alike && at <= sh->mask && same_rows(s, last, i, boff)) {
            if (live_rows(s, &s->rec[last]) >= rows)
                rep = last;
            else
                sh->slot[at] = (last = i) + 1;
        } else if (alike) {
            if (2 * (sh->used + 1) > sh->mask + 1 && grow_slots(s, sh, boff))
                return -1;
            at = (size_t)rows_key(s, i, boff) & sh->mask;
            for (;; at = (at + 1) & sh->mask) {
                const uint32_t e = sh->slot[at];
                if (e == 0 || same_rows(s, e - 1, i, boff)) {
                    if (e != 0 && live_rows(s, &s->rec[e - 1]) >= rows)
                        rep = last = e - 1;
                    else { /* the first, or one with more rows */
                        sh->used += e == 0;
                        sh->slot[at] = (last = i) + 1;
                    }
                    break;
                }
            }
        }
        if (rep == i) {
            s->voff[i] = (uint32_t)sh->cursor;
            s->voff[s->solved + i] = (uint32_t)sh->bits;
            sh->cursor += rows;
            sh->bits += s->moves[s->rec[i].succ];
            sh->reps[sh->nreps++] = i;
        } else { /* its rows and its choices are its rep's */
            s->voff[i] = s->voff[rep];
            s->voff[s->solved + i] = s->voff[s->solved + rep];
        }
    }
    return 0;
}

/*
 * E = 0, one shanten layer `sh` (after every layer below it). There the
 * graph is a DAG by shanten: a hand's options are itself or hands of
 * shanten sh - 1 (a drawn hand H of shanten sh - 1 has only discards of
 * shanten >= sh - 1, and only those of sh - 1 are allowed), so all rows
 * of a hand can be computed at once, hand by hand. First each drawn hand
 * of the layer (parent sh): its best option per row, from its options'
 * rows, which line up with its own (row r: d = sh + 1 + r for it, d - 1 =
 * (sh - 1) + 1 + r for them): one contiguous row per option instead of
 * one scattered double per option and d. When one option is the best in
 * every row of the band (nearly always; for a drawn hand with one option,
 * or whose options are all tenpai, known beforehand: lay_best), its
 * parents read that option's row itself (boff[j] = ONE | its voff);
 * otherwise its best rows are copied into `best` (at boff[j]). Then each
 * hand of shanten sh, LANES at a time (lane_row), row by row with its
 * previous row (keep) in a register. Its take bits go to rows d of take:
 * about 18 streams of writes, each moving forward as the hands of the
 * layer go by index. The same operations in the same order per (hand, d) as the
 * row-by-row sweep (values_at), so the same bits. All this by bands of
 * `band` rows (a hand's row r0 - 1, the keep of its row r0, is already in
 * value), so that `best` holds only the band's rows: the whole rows of the
 * widest layer take 76 MB on the 6-shanten benchmark hand. Bands cost time
 * (4-row bands made that hand's values pass about 40% slower), so they are
 * used only when the whole rows would take more than half the memory left
 * under the cap, or more than the search's band_bytes when set (the tests
 * band small searches that way). 0, or -1 when the progress callback
 * asks to stop or memory runs out.
 */

static int values_layer(ri_draw_search *s, int sh, const uint32_t *hands, size_t nh,
                        const uint32_t *drawn, size_t nd, uint32_t *boff, double *best,
                        unsigned band, int apart, share *shared)
{
    const int alike = band > s->draws; /* one band */
    uint8_t pick[LUDIC_RIICHI_MAX_DRAWS + 1]; /* a drawn hand's best option per row */
    double b[LUDIC_RIICHI_MAX_DRAWS + 1];     /* and its value */
    for (unsigned r0 = 0; r0 <= s->draws; r0 += band) { /* rows r0 .. r0 + band - 1 */
        size_t w = 0; /* the band's best rows so far */
        for (size_t a = 0; a < nd; a++) {
            const uint32_t j = drawn[a];
            const ri_draw_drawn *q = &s->drawn[j];
            const unsigned rows = drawn_rows(s, q), end = rows < r0 + band ? rows : r0 + band;
            const uint32_t *opt = s->moves + q->opts;
            const double *v = s->value + s->voff[opt[0]] + r0;
            const unsigned len = end > r0 ? end - r0 : 0; /* rows <= T + 1 <= 33 */
            const uint64_t all = ((uint64_t)1 << len) - 1;
            const double *cur = v;
            int uni = 1;
            uint32_t top = 0;
            if (end <= r0)
                continue;
            assert(s->rec[opt[0]].shanten == sh - 1);
            /* one option, or all tenpai and one with the most winning tiles
               left: lay_best set its target, and its parents read that
               option's row. With one option its voff is final only now
               (share_rows); tenpai hands' were final in lay_best, whose
               boff stays (in later bands boff may be one this loop set, so
               most_waits asks again) */
            if (q->count == 1) {
                boff[j] = ONE | s->voff[opt[0]];
                continue;
            }
            if (sh == 1 && apart && (r0 == 0 ? boff[j] & ONE : most_waits(s, q) >= 0))
                continue;
            /* the best so far per row: option 0's own row until an option beats
               it somewhere (then copied into b, with pick); `won`: the rows
               option o beats it in. While every row's best is one option
               (uni), that is `top`: when o wins every row it is o, when it
               wins some but not all the rows' bests are two options */
            for (uint32_t o = 1; o < q->count; o++) {
                uint64_t won = 0;
                uint32_t x = 0;
                while (x < o && s->voff[opt[x]] != s->voff[opt[o]])
                    x++;
                if (x < o) /* the rows of an earlier option (share_rows): never better */
                    continue;
                v = s->value + s->voff[opt[o]] + r0;
                assert(s->rec[opt[o]].shanten == sh - 1);
                for (unsigned r = 0; r < len; r++) /* no branch: the wins come mixed */
                    won |= (uint64_t)ri_draw_better(v[r], cur[r]) << r;
                if (!won)
                    continue;
                if (cur != b) {
                    memcpy(b, cur, len * sizeof *b);
                    memset(pick, 0, len);
                    cur = b;
                }
                uni = won == all ? 1 : 0;
                top = o;
                for (unsigned r = 0; won; r++, won >>= 1)
                    if (won & 1u) {
                        b[r] = v[r];
                        pick[r] = (uint8_t)o;
                    }
            }
            if (uni) { /* its best row is that option's own (nearly always) */
                boff[j] = ONE | s->voff[opt[top]];
                if (r0 == 0) {
                    s->target[j] = opt[top];
                    continue;
                }
                memset(pick, (int)top, len);
            } else { /* its best rows, copied (the rows of best beyond w stay untouched) */
                boff[j] = (uint32_t)w;
                memcpy(best + w, b, len * sizeof *b);
                w += len;
            }
            for (unsigned r = r0; r < end; r++) { /* row r: sh + r draws left after the draw */
                const uint32_t hand = opt[pick[r - r0]];
                if (r == 0)
                    s->target[j] = hand;
                else if (hand != s->target[j] && put_target(s, j, (unsigned)sh + r, hand, 0))
                    return -1;
            }
        }
        if (r0 == 0 && share_rows(s, hands, nh, boff, shared, alike))
            return -1;
        for (size_t a = 0; a < shared->nreps;) { /* LANES hands at a time, row by row together */
            lane ln[LANES];
            unsigned lanes = 0, top = r0;
            for (; a < shared->nreps && lanes < LANES; a++) {
                if (lane_start(s, &ln[lanes], shared->reps[a], sh, r0, band, boff, best)) {
                    top = ln[lanes].end > top ? ln[lanes].end : top;
                    lanes++;
                }
            }
            for (unsigned r = r0; r < top; r++)
                for (unsigned l = 0; l < lanes; l++)
                    if (r < ln[l].end)
                        lane_row(s, &ln[l], r, r0);
        }
    }
    return 0;
}

#endif

/*
 * Any class, row d from row d - 1 (see the head comment of
 * riichi_draw_search.c), as for E >= 1 the hands of one shanten can reach
 * each other and no order by hand works. First every drawn hand's best
 * option with d - 1 draws left (the first best by kind), then every hand:
 * per draw with a choice, keep unless that best is better (the tie rule:
 * keep, then the lowest kind). Drawn hand j is read only by hands of
 * level >= its level - 1 and of shanten parent_j, that is for parent_j <
 * d <= T - level_j + 1.
 */
static int values_at(ri_draw_search *s, unsigned d, double *best)
{
    const size_t n = s->solved, m = s->drawn_count;
    const double wall = s->wall;
    for (size_t j = 0; j < m; j++) {
        const ri_draw_drawn *q = &s->drawn[j];
        const uint32_t *opt = s->moves + q->opts;
        double b;
        uint32_t take = 0;
        if (q->count == 0 || d + q->level > s->draws + 1u || (int)d <= q->parent)
            continue; /* never read */
        b = value_of(s, opt[0], d - 1);
        for (uint32_t o = 1; o < q->count; o++) {
            const double v = value_of(s, opt[o], d - 1);
            if (ri_draw_better(v, b)) {
                b = v;
                take = o;
            }
        }
        best[j] = b;
        if (put_target(s, (uint32_t)j, d - 1, opt[take], (int)d == q->parent + 1))
            return -1;
    }
    for (size_t i = 0; i < n; i++) {
        const ri_draw_rec *r = &s->rec[i];
        size_t p = r->succ, bit;
        uint32_t kinds;
        double acc, v, keep;
        if (p == NONE || (int)d <= r->shanten || d + r->level > s->draws)
            continue; /* 0, or never read */
        keep = value_of(s, (uint32_t)i, d - 1);
        kinds = s->moves[p];
        bit = (size_t)(d - 1) * s->groups + r->group0;
        acc = (double)s->moves[p + 1] + (double)s->moves[p + 2] * keep;
        p += 3;
        for (uint32_t g = 0; g < kinds; g++, bit++) {
            const uint32_t word = s->moves[p + g];
            const double o = best[word & GROUP_MASK];
            if (ri_draw_better(o, keep)) {
                s->take[bit / 64] |= (uint64_t)1 << (bit % 64);
                acc += (double)(word >> GROUP_SHIFT) * o;
            } else {
                acc += (double)(word >> GROUP_SHIFT) * keep;
            }
        }
        v = acc / wall;
        s->value[s->voff[i] + (size_t)((int)d - r->shanten - 1)] = v < 1.0 ? v : 1.0;
    }
    return 0;
}

/*
 * Allocate (charged) `count` items of `size` bytes into *p, zeroed when
 * `zero` (else every item read is written first: calloc on memory the
 * heap reuses clears it all, and a cleared page is a faulted page even
 * when nothing else touches it): the output (kept: value_bytes) or scratch
 * (*scratch, the caller uncharges it). 0 or -1.
 */
static int alloc(ri_draw_search *s, void **p, size_t count, size_t size, size_t *charged,
                 int zero)
{
    if (count > SIZE_MAX / size - 1 || ludic_ri_draw_charge(s, (count + 1) * size))
        return -1;
    *charged += (count + 1) * size;
    *p = zero ? calloc(count + 1, size) : malloc((count + 1) * size);
    if (!*p) {
        s->failed = 1;
        return -1;
    }
    return 0;
}

/*
 * The orders of the hands by shanten and of the drawn hands by their
 * parents' shanten (each by index within its layer; counting sorts), the
 * layer starts hstart/dstart, then in that order the values' offsets voff,
 * after the `table` doubles of E = 0's tenpai rows (0: none; an expanded
 * tenpai hand's offset is then its row there, fill_table). The values'
 * size in *values. 0, or -1 when a shanten exceeds the layers or the
 * values 2^31.
 */
static int lay_out(ri_draw_search *s, uint32_t *horder, size_t *hstart, uint32_t *dorder,
                   size_t *dstart, size_t table, size_t *values)
{
    const size_t n = s->solved, m = s->drawn_count;
    size_t v = table;
    memset(hstart, 0, (LAYERS + 1) * sizeof *hstart);
    memset(dstart, 0, (LAYERS + 1) * sizeof *dstart);
    for (size_t i = 0; i < n; i++) {
        if (s->rec[i].shanten < 0 || s->rec[i].shanten >= LAYERS)
            return -1;
        hstart[s->rec[i].shanten + 1]++;
    }
    for (size_t j = 0; j < m; j++) {
        if (s->drawn[j].parent < 0 || s->drawn[j].parent >= LAYERS)
            return -1;
        dstart[s->drawn[j].parent + 1]++;
    }
    for (unsigned l = 1; l <= LAYERS; l++) {
        hstart[l] += hstart[l - 1];
        dstart[l] += dstart[l - 1];
    }
    for (size_t i = 0; i < n; i++)
        horder[hstart[s->rec[i].shanten]++] = (uint32_t)i;
    for (size_t j = 0; j < m; j++)
        dorder[dstart[s->drawn[j].parent]++] = (uint32_t)j;
    for (unsigned l = LAYERS; l > 0; l--) { /* back to the starts */
        hstart[l] = hstart[l - 1];
        dstart[l] = dstart[l - 1];
    }
    hstart[0] = dstart[0] = 0;
    if (v >= ONE)
        return -1;
    for (size_t a = 0; a < n; a++) {
        const uint32_t i = horder[a];
        const ri_draw_rec *r = &s->rec[i];
        s->voff[n + i] = r->group0; /* where its take bits are (share_rows) */
        if (table && r->shanten == 0 && r->succ != NONE) {
            s->voff[i] = s->moves[r->succ + 1] * s->draws;
            continue;
        }
        s->voff[i] = (uint32_t)v;
        v += live_rows(s, r);
        if (v >= ONE)
            return -1;
    }
    *values = v;
    return 0;
}

/*
 * In the orders of lay_out, the layer's drawn hands' best rows' boff
 * (from the layer's first; the widest layer's size in *widest), or ONE |
 * an option's voff when its parents read that option's row itself: for a
 * drawn hand with one option, and (`apart`, E = 0) for one whose options
 * are all tenpai, the one with the most winning tiles left (table_apart).
 * 0, or -1 when a layer's rows reach 2^31.
 */
static int lay_best(ri_draw_search *s, const uint32_t *dorder, const size_t *dstart,
                    uint32_t *boff, int apart, size_t *widest)
{
    *widest = 0;
    for (unsigned l = 0; l < LAYERS; l++) {
        size_t w = 0;
        for (size_t a = dstart[l]; a < dstart[l + 1]; a++) {
            const uint32_t j = dorder[a];
            const ri_draw_drawn *q = &s->drawn[j];
            int one = q->count == 1 ? 0 : -1; /* the option read, if one */
#if RI_LAYERED
            if (apart && l == 1 && one < 0)
                one = most_waits(s, q);
#else
            (void)apart;
#endif
            if (one >= 0) { /* final now: values_layer keeps them */
                s->target[j] = s->moves[q->opts + (unsigned)one];
                boff[j] = ONE | s->voff[s->target[j]];
                continue;
            }
            boff[j] = (uint32_t)w;
            w += drawn_rows(s, q);
            if (w >= ONE)
                return -1;
        }
        *widest = w > *widest ? w : *widest;
    }
    return 0;
}

#if RI_LAYERED
/*
 * The most best rows one band of `band` rows needs in a layer (the drawn
 * hands with two options or more; the first band is the widest).
 */
static size_t band_width(const ri_draw_search *s, const uint32_t *dorder, const size_t *dstart,
                         const uint32_t *boff, unsigned band)
{
    size_t widest = 0;
    for (unsigned l = 0; l < LAYERS; l++) {
        size_t w = 0;
        for (size_t a = dstart[l]; a < dstart[l + 1]; a++) {
            const ri_draw_drawn *q = &s->drawn[dorder[a]];
            const unsigned rows = drawn_rows(s, q);
            if (!(boff[dorder[a]] & ONE))
                w += rows < band ? rows : band;
        }
        widest = w > widest ? w : widest;
    }
    return widest;
}

#endif

/*
 * Phase 2 of ludic_ri_draw_solve: the values of every hand met and the
 * policy. E = 0: layer by layer (values_layer); E >= 1: row by row
 * (values_at). 0 or -1.
 */
int ludic_ri_draw_values(ri_draw_search *s)
{
    const size_t n = s->count, m = s->drawn_count, T = s->draws;
    size_t hstart[LAYERS + 1], dstart[LAYERS + 1], values, widest = 0, scratch = 0, table = 0;
    unsigned band = s->draws + 1; /* rows per band: all of them, unless memory is short */
    unsigned umax = 0; /* the most winning tiles left of an expanded tenpai hand */
    int apart = 0;     /* table_apart */
    uint32_t *horder = NULL, *dorder = NULL, *boff = NULL;
    double *best = NULL;
#if RI_LAYERED
    share rows = {NULL, NULL, 0, 0, 0, 0, 0, &scratch}; /* share_rows */
#endif
    const int layered = RI_LAYERED && s->slack == 0;
    int status = -1;
    free_values(s);
    s->solved = n;
    for (size_t i = 0; i < n; i++)
        s->rec[i].solved_level = s->rec[i].level;
    s->solves++;
    /* voff, the orders and (E = 0, a wall) boff, value and best are written before they are read */
    if (alloc(s, (void **)&s->voff, 2 * n, sizeof *s->voff, &s->value_bytes, 0) ||
        alloc(s, (void **)&s->target, m, sizeof *s->target, &s->value_bytes, 1) ||
        alloc(s, (void **)&s->take, s->groups * T / 64, sizeof *s->take, &s->value_bytes, 1) ||
        alloc(s, (void **)&horder, n + 2 * m, sizeof *horder, &scratch, 0))
        goto done;
    dorder = horder + n; /* one block */
    boff = dorder + m;
    if (layered && s->wall > 0) { /* the tenpai hands' table (fill_table) */
        for (size_t i = 0; i < n; i++) {
            const ri_draw_rec *r = &s->rec[i];
            if (r->shanten == 0 && r->succ != NONE) {
                const uint32_t u = s->moves[r->succ + 1];
                assert(s->moves[r->succ] == 0 && s->moves[r->succ + 2] + u == (uint32_t)s->wall);
                umax = u > umax ? u : umax;
                table = (umax + 1) * T;
            }
        }
    }
    if (lay_out(s, horder, hstart, dorder, dstart, table, &values)) {
        s->failed = 1; /* 2^31 rows or more: out of memory in practice */
        goto done;
    }
    if (alloc(s, (void **)&s->value, values, sizeof *s->value, &s->value_bytes,
              !layered || s->wall <= 0))
        goto done;
#if RI_LAYERED
    if (table) {
        fill_table(s, umax);
        apart = table_apart(s, umax);
    }
#endif
    if (layered && lay_best(s, dorder, dstart, boff, apart, &widest)) {
        s->failed = 1;
        goto done;
    }
#if !RI_LAYERED
    (void)band;
#endif
    if (layered) { /* the layer's best rows: by bands of rows when they do not fit */
        const size_t room = s->max_memory > s->used ? (size_t)(s->max_memory - s->used) : 0;
        const size_t cap = s->band_bytes ? s->band_bytes : room / 2;
        if (widest * sizeof *best > cap && cap >= sizeof *best) {
            const size_t bands = (widest * sizeof *best + cap - 1) / cap;
            band = (unsigned)((s->draws + bands) / bands); /* (T + 1) / bands, rounded up */
#if RI_LAYERED
            widest = band_width(s, dorder, dstart, boff, band);
#endif
        }
    }
    if (alloc(s, (void **)&best, layered ? widest : m, sizeof *best, &scratch, !layered))
        goto done;
#if RI_LAYERED
    if (s->wall > 0 && layered) {
        size_t most = 0; /* the most hands of a layer */
        for (unsigned l = 1; l < LAYERS; l++)
            most = hstart[l + 1] - hstart[l] > most ? hstart[l + 1] - hstart[l] : most;
        rows.mask = 1023; /* grown as the distinct signatures come (share_rows) */
        if (alloc(s, (void **)&rows.slot, rows.mask + 1, sizeof *rows.slot, &scratch, 0) ||
            alloc(s, (void **)&rows.reps, most, sizeof *rows.reps, &scratch, 0))
            goto done;
        rows.cursor = table;
        for (unsigned l = 0; l < LAYERS; l++) {
            if (hstart[l + 1] == hstart[l] && dstart[l + 1] == dstart[l])
                continue;
            if (ludic_ri_draw_report(s) || /* layer 0's rows: the table */
                values_layer(s, (int)l, horder + hstart[l],
                             l == 0 ? 0 : hstart[l + 1] - hstart[l],
                             dorder + dstart[l], dstart[l + 1] - dstart[l], boff, best, band,
                             apart, &rows))
                goto done;
        }
    } else
#endif
    if (s->wall > 0) {
        for (unsigned d = 1; d <= s->draws; d++) {
            if (ludic_ri_draw_report(s) || values_at(s, d, best))
                goto done;
        }
    }
    status = 0;
done:
    free(horder);
    free(best);
#if RI_LAYERED
    free(rows.slot);
    free(rows.reps);
#endif
    s->used -= scratch;
    return status;
}

/* V_d(id) from the last solve, d + its level then <= T. */
static double solved_value(const ri_draw_search *s, uint32_t id, unsigned d)
{
    return d + s->rec[id].solved_level <= s->draws ? value_of(s, id, d) : 0.0;
}

double ludic_ri_draw_value(ri_draw_search *s, uint32_t id, unsigned d)
{
    if (s->failed)
        return 0.0;
    /* values depend on (hand, d) alone: those of the last solve stay right */
    if (s->value && id < s->solved && d + s->rec[id].solved_level <= s->draws)
        return solved_value(s, id, d);
    if (ludic_ri_draw_solve(s))
        return 0.0;
    return solved_value(s, id, d);
}

/*
 * The policy of hand i (kinds draws with a choice) with d draws left after
 * the draw, s_i <= d <= T - level_i - 1 (else every option is worth 0 and
 * the caller keeps the hand): bit g set when its draw g takes its drawn
 * hand's best option (target below), clear when it keeps the hand; the
 * choices recorded for row d + 1.
 */
static inline uint64_t takes(const ri_draw_search *s, uint32_t i, uint32_t kinds, unsigned d)
{
    return get_bits(s->take, (size_t)d * s->groups + s->voff[s->solved + i], kinds);
}

/* The hand drawn hand j's best option leaves with d draws left after the draw (row d + 1). */
static inline uint32_t target(const ri_draw_search *s, uint32_t j, unsigned d)
{
    const uint32_t t = s->target[j];
    return t & RI_VARY ? s->vary[(t & ~RI_VARY) * s->draws + d] : t;
}

/* wait[] (see forward_progress) for the hands of the last solve. */
static void waits(ri_draw_search *s)
{
    for (size_t i = 0; i < s->solved; i++) {
        const ri_draw_rec *r = &s->rec[i];
        s->wait[i] = (uint8_t)(r->shanten > 0     ? 0u
                               : r->succ == NONE ? 1u
                                                 : s->moves[r->succ + 1] + 2u);
    }
    s->wait_solve = s->solves;
}

/*
 * The forward pass's scratch bytes for n hands: one mass per hand for E =
 * 0 (forward_progress), two (tenpai reached or not) for E >= 1
 * (ludic_ri_draw_forward), in cur and next; the lists, wait[], and for E
 * >= 1 in[].
 */
static size_t scratch_bytes(const ri_draw_search *s, size_t n)
{
    if (s->slack == 0) /* cur, next, list, list2, at, wait */
        return n * (2 * sizeof(double) + 3 * sizeof(uint32_t) + 1) + 1;
    return n * (4 * sizeof(double) + 2 * sizeof(uint32_t) + 2) + 1;
}

#if RI_MERGED
/*
 * The merged lists (merge_hand). An entry's first word holds its weight
 * (at most W <= 135) above ENTRY_SHIFT and a hand or a wait code below,
 * so the pass uses them only while the hands fit in those 24 bits (16.7
 * million; the 6-shanten benchmark hand meets 436,133), else it walks
 * every draw.
 */
#define ENTRY_SHIFT 24
#define ENTRY_MASK ((1u << ENTRY_SHIFT) - 1)
#define HEAD 2 /* words of a hand's list's head */
#define POOL_SHIFT 27 /* a pool entry's second word: the target's hi above, its pool below */
#define POOL_MASK ((1u << POOL_SHIFT) - 1)
#define POOLED 0x80000000u /* in a hand's code: a 1-shanten hand's, (pool + 1) << 5 | hi */

/*
 * Make room in trans for `words` more words (the lists grow as the passes
 * meet hands: doubling, charged). 0, or -1 with failed set.
 */
static int trans_room(ri_draw_search *s, size_t words)
{
    ri_draw_merge *g = s->merge;
    size_t cap = g->cap;
    uint32_t *t;
    if (g->len + words <= cap)
        return 0;
    while (cap < g->len + words)
        cap *= 2;
    if (cap >= POOLED) { /* offsets below the tag: 8 GB, beyond any cap in practice */
        s->failed = 1;
        return -1;
    }
    if (ludic_ri_draw_charge(s, (cap - g->cap) * sizeof *t))
        return -1;
    g->bytes += (cap - g->cap) * sizeof *t;
    t = realloc(g->trans, cap * sizeof *t);
    if (!t) {
        s->failed = 1;
        return -1;
    }
    g->trans = t;
    g->cap = cap;
    return 0;
}

/*
 * Set up (charged) the merged lists and pools for the last solve: the
 * pools' arrays sized for every expanded 1-shanten hand (a pool per hand
 * at worst), the hands' codes zero; the lists and the pools' hash table
 * grow as needed. malloc, not calloc: what is read is written first, and
 * pages never touched cost nothing (a calloc from the heap would zero
 * them all; on the 3-shanten benchmark hand the pass touches a few
 * hundred KB). Not under E >= 1, nor for more hands than an entry holds.
 * 0 or -1.
 */
static int merge_scratch(ri_draw_search *s)
{
    const size_t n = s->solved;
    size_t ones = 0, bytes, words = n + 1 + 4096;
    ri_draw_merge *g = s->merge;
    if (g && g->solve == s->solves)
        return 0;
    free_merge(s);
    if (s->slack != 0 || n >= ENTRY_MASK)
        return 0;
    for (size_t i = 0; i < n; i++)
        ones += s->rec[i].shanten == 1 && s->rec[i].succ != NONE;
    bytes = sizeof *g + ones * (2 * sizeof(double) + 5 * sizeof(uint32_t) + 1);
    if (ludic_ri_draw_charge(s, bytes + (words + 64) * sizeof(uint32_t)))
        return -1;
    g = malloc(bytes);
    if (g) {
        g->trans = malloc(words * sizeof(uint32_t));
        g->pslot = calloc(64, sizeof(uint32_t));
    }
    if (!g || !g->trans || !g->pslot) {
        if (g) {
            free(g->trans);
            free(g->pslot);
        }
        free(g);
        s->failed = 1;
        return -1;
    }
    g->solve = s->solves;
    g->bytes = bytes + (words + 64) * sizeof(uint32_t);
    g->len = n + 1; /* so that no list starts at 0 */
    g->cap = words;
    memset(g->trans, 0, n * sizeof *g->trans);
    g->pcur = (double *)(g + 1);
    g->pnext = g->pcur + ones;
    g->plist = (uint32_t *)(g->pnext + ones);
    g->plist2 = g->plist + ones;
    g->pinfo = g->plist2 + ones;
    g->plisted = (uint8_t *)(g->pinfo + 3 * ones);
    g->pools = 0;
    g->pool_cap = ones;
    g->slot_mask = 63;
    memset(g->memo, 0, sizeof g->memo);
    memset(g->pmemo, 0, sizeof g->pmemo);
    s->merge = g;
    return 0;
}
#endif

static int scratch(ri_draw_search *s)
{
    const size_t n = s->solved;
#if RI_MERGED
    if (merge_scratch(s))
        return -1;
#endif
    if (s->scratch == n) {
        if (s->wait_solve != s->solves)
            waits(s);
        return 0;
    }
    if (s->scratch)
        s->used -= scratch_bytes(s, s->scratch);
    free_masses(s);
    if (ludic_ri_draw_charge(s, scratch_bytes(s, n)))
        return -1;
    /* one block: the masses, the lists, wait[] (written whole by waits), in[].
       E = 0 reads nothing of it before writing it (forward_progress sets a
       hand's mass when it first lists the hand), so malloc: pages the pass
       never touches cost nothing (calloc zeroed all 25 bytes a hand, about
       130 page faults a search on the 3-shanten benchmark hand); E >= 1
       adds to masses and in[] left zero, so calloc */
    s->cur = s->slack == 0 ? malloc(scratch_bytes(s, n)) : calloc(scratch_bytes(s, n), 1);
    if (!s->cur) {
        s->failed = 1;
        return -1;
    }
    s->next = s->cur + (s->slack == 0 ? 1 : 2) * n;
    s->list = (uint32_t *)(s->next + (s->slack == 0 ? 1 : 2) * n);
    s->list2 = s->list + n;
    s->at = s->slack == 0 ? s->list2 + n : NULL;
    s->wait = (unsigned char *)(s->list2 + (s->slack == 0 ? 2 : 1) * n);
    s->in = s->slack == 0 ? NULL : s->wait + n;
    s->scratch = n;
    waits(s);
    return 0;
}

/* Add mass m to (hand to, tenpai flag g) for the next step. */
static void carry(ri_draw_search *s, uint32_t to, unsigned g, double m, size_t *len2)
{
    s->next[2 * to + g] += m;
    if (!s->in[to]) {
        s->in[to] = 1;
        s->list2[(*len2)++] = to;
    }
}

/*
 * Forward pass: cur[2 i + f] is the probability of holding hand i after
 * the draws so far without a win, f = 1 when tenpai was reached. Only the
 * hands in the list carry mass; in[i] marks them for the next step. The
 * masses and in[] are left zero.
 */
/* The figures of step `step` from the mass won so far and the tenpai mass. */
/* The mass after this draw becomes the mass before the next one: swap the two masses and lists. */
static void next_step(ri_draw_search *s)
{
    double *t = s->cur;
    uint32_t *l = s->list;
    s->cur = s->next;
    s->next = t;
    s->list = s->list2;
    s->list2 = l;
}

static void record_step(double *win, double *tenpai, unsigned step, double won, double ready)
{
    win[step] = won < 1.0 ? won : 1.0;
    tenpai[step] = won + ready < 1.0 ? won + ready : 1.0;
    if (step > 0 && win[step] < win[step - 1]) /* rounding only */
        win[step] = win[step - 1];
    if (step > 0 && tenpai[step] < tenpai[step - 1])
        tenpai[step] = tenpai[step - 1];
}

/*
 * The forward pass for E = 0 (ludic_ri_draw_forward below is the general
 * one). There a tenpai hand only ever wins or keeps (no discard lowers the
 * shanten below 0 but a win), and a hand that reached tenpai stays tenpai,
 * so: the tenpai flag is the hand's own (one mass per hand), and the mass
 * on tenpai hands needs no hand, only its winning tiles left u: it wins
 * u / W of itself at each draw. It is kept in bucket[u] (at most W + 1 of
 * them) instead of on its hands: a draw into a tenpai hand adds to a bucket
 * (its u read from wait[], n bytes: wait[i] = 0 when hand i is not tenpai,
 * 1 when it is but was not expanded, which no mass reaches before the last
 * draw, and u + 2 otherwise) instead of a scattered hand, and the tenpai
 * hands never enter the list; one mass per listed hand, by its place in
 * the list: cur[a] is the mass of hand list[a], next[at[i]] that of hand
 * i in list2. A hand of the next list is marked in wait[] itself (LISTED,
 * for a hand that is not tenpai, so wait[] was 0; back to 0 after the
 * step): a draw into a hand reads one byte for both questions, tenpai and
 * listed, and the first draw that lists a hand sets its place and its
 * mass (list_mass). So nothing of the scratch is read before it is
 * written and it is never zeroed (malloc'd: pages never touched cost
 * nothing), and the masses take the first pages of cur and next, not
 * one scattered double per hand reached (with at[], 4 bytes a hand, in
 * their place): on the 3-shanten benchmark hand about 100 page faults a
 * search fewer than zeroed masses by hand (0.0 + x is x: the same bits as
 * adding to a zeroed mass). The same products
 * as the general pass, summed in another order, but an order set by the
 * root alone (the list grows in the order the mass reaches the hands), not
 * by the hands' indices, which depend on the other roots of the search:
 * a 13-tile hand's figures are the same bits whether asked alone or as a
 * discard of a 14-tile hand (tests/riichi/riichi_draw_cli.sh). Visiting
 * the hands by index (a bitmap instead of the lists, for locality) was
 * tried and broke that. Outside LUDIC_SMALL a hand's draws are merged by
 * destination and the 1-shanten mass is kept per pool (merge_hand below):
 * per step the pools first, then the hands of the list.
 */
enum { LISTED = 255 }; /* in wait[]: not tenpai, in the next list (the codes are <= W + 2 <= 138) */

#if RI_MERGED
/*
 * Hand i's draws merged by where they lead (E = 0, a hand that is not
 * tenpai, expanded). The policy nearly never depends on d (all but 12 of
 * the 26,692 drawn hands of the 3-shanten benchmark hand have the same
 * target for every d, and a hand's take bits rarely change), so per hand
 * the forward pass can add its draws by destination instead of one by
 * one: the weight kept on the hand (its keep weight and the draws that
 * keep), per tenpai bucket u the weight of the draws into tenpai hands
 * with u winning tiles left, the weight into unexpanded tenpai hands, and
 * per other target its draw's weight.
 *
 * A list is built for the policy of the hand's lowest row d = s_i (the
 * first it is not frozen at), with a mask of its rows d <= T - level_i - 1
 * whose policy is that one (the same take bits, the same targets): the
 * pass uses the list at those d and walks the draws at the others.
 * Whether it does depends on (hand, d) alone, as the policy does, so a
 * root's sums stay in an order set by that root alone (a 13-tile hand
 * asked alone or as a discard of a 14-tile hand: the same bits). The
 * merged sums are not the per-draw sums' bits ((w1 + w2) m / W for w1 m /
 * W + w2 m / W), the same within a few ulps.
 *
 * Pools. A 1-shanten hand's draws all lead to tenpai buckets or keep it,
 * so its list is a signature: win weight, kept weight, buckets. The mass
 * of 1-shanten hands with the same signature moves alike (the same share
 * wins, stays, goes to each bucket at each draw), so the pass keeps it
 * per pool of that signature, not per hand (as the tenpai mass per u):
 * on the 3-shanten benchmark hand 71% of the visits were to 1-shanten
 * hands, and their 10,926 hands have 75 signatures among those met. Mass
 * goes into a pool when its 1-shanten hand's policy is the pooled one
 * from its row s_i = 1 up to the row it is at (its `hi`: again a function
 * of (hand, d) alone); mass in a pool stays there at lower rows, where
 * that policy holds for it, until it wins, moves to tenpai or is frozen
 * (d = 0).
 *
 * trans[i], hand i's code: 0 not built yet; POOLED | (pool + 1) << 5 | hi
 * for a 1-shanten hand; else its list's offset t (a hand of 2 shanten or
 * more: no tenpai target). At trans[t]: head nh << 8 | np << 16, the
 * mask of rows; nh hand entries (weight << ENTRY_SHIFT | hand; the hand
 * itself first when it keeps some weight), then np pool entries of two
 * words (weight << ENTRY_SHIFT | its 1-shanten hand, that hand's hi <<
 * POOL_SHIFT | its pool), one per target. (Targets pooled at every row the
 * list is used at were once merged by pool, weights summed: 33,473 pool
 * entries read instead of 55,438 on the 3-shanten benchmark hand. But
 * "every row the list is used at" is up to T - 1 - level, and the level
 * depends on the other roots of the search: with other roots the same
 * target could be merged or not, its weight summed with another's or not,
 * and the root's figures differed in their last bits, seen on sanma
 * hands. Whether a visit pools a target, d - 1 <= hi, depends on the hand
 * and d alone.) A pool's list (pinfo): head nb | dead weight << 24, nb bucket
 * entries (weight << ENTRY_SHIFT | wait code u + 2) by code. Built once
 * per solve, when a pass first visits the hand not frozen or builds a
 * 2-shanten parent's list: O(draws + rows) a hand. 0 when out of memory.
 */

static uint64_t pool_hash(uint32_t win, uint32_t self, const uint32_t *list)
{
    uint64_t h = (uint64_t)win << 40 ^ (uint64_t)self << 32 ^ list[0];
    for (uint32_t b = 0; b < (list[0] & 255u); b++)
        h = h * 0x9e3779b97f4a7c15ull + list[1 + b];
    return ludic_hash64(h);
}

/* Double the pools' hash table (charged). 0 or -1. */
static int pools_grow(ri_draw_search *s)
{
    ri_draw_merge *g = s->merge;
    const size_t slots = 2 * (g->slot_mask + 1);
    uint32_t *t;
    if (ludic_ri_draw_charge(s, (slots / 2) * sizeof *t))
        return -1;
    g->bytes += (slots / 2) * sizeof *t;
    t = calloc(slots, sizeof *t);
    if (!t) {
        s->failed = 1;
        return -1;
    }
    free(g->pslot);
    g->pslot = t;
    g->slot_mask = slots - 1;
    for (uint32_t c = 0; c < g->pools; c++) {
        const uint32_t *info = g->pinfo + 3 * c;
        size_t at = (size_t)pool_hash(info[0], info[1], g->trans + info[2]) & g->slot_mask;
        while (t[at])
            at = (at + 1) & g->slot_mask;
        t[at] = c + 1;
    }
    return 0;
}

/*
 * The pool of signature (win, self, list: head and buckets), a new one
 * (its list copied into trans) if none has it. The pool, or -1 when out
 * of memory.
 */
static int64_t pool_of(ri_draw_search *s, uint32_t win, uint32_t self, const uint32_t *list)
{
    ri_draw_merge *g = s->merge;
    const size_t words = 1 + (list[0] & 255u);
    size_t at;
    uint32_t c;
    if (2 * (g->pools + 1) > g->slot_mask + 1 && pools_grow(s))
        return -1;
    for (at = (size_t)pool_hash(win, self, list) & g->slot_mask; (c = g->pslot[at]) != 0;
         at = (at + 1) & g->slot_mask) {
        const uint32_t *info = g->pinfo + 3 * (c - 1);
        if (info[0] == win && info[1] == self &&
            !memcmp(g->trans + info[2], list, words * sizeof *list))
            return c - 1;
    }
    if (trans_room(s, words))
        return -1;
    assert(g->pools < g->pool_cap);
    c = (uint32_t)g->pools++;
    g->pslot[at] = c + 1;
    g->pinfo[3 * c] = win;
    g->pinfo[3 * c + 1] = self;
    g->pinfo[3 * c + 2] = (uint32_t)g->len;
    memcpy(g->trans + g->len, list, words * sizeof *list);
    g->len += words;
    g->pcur[c] = g->pnext[c] = 0.0;
    g->plisted[c] = 0;
    return c;
}

/*
 * The rows lo..top whose `kinds` take bits at base (rows by d, groups
 * apart) are `take`, as a mask by d. Hands that share their choices
 * (share_rows: on the 3-shanten benchmark hand 10,926 1-shanten hands
 * read the bits of 207) share it, so it is kept per base in a small
 * direct-mapped memo, with the rows computed (a hand's rows above top are
 * no part of its mask).
 */
static uint32_t rows_mask(ri_draw_search *s, size_t base, uint32_t kinds, uint64_t take,
                          unsigned lo, unsigned top)
{
    ri_draw_merge *g = s->merge;
    const size_t slot = base % (sizeof g->memo / sizeof g->memo[0]);
    const uint32_t below = top >= 31 ? ~0u : (2u << top) - 1; /* rows 0..top */
    size_t bit = lo * s->groups + base;
    uint32_t mask = 0;
    if (g->memo[slot].base1 == base + 1 && g->memo[slot].top >= top)
        return g->memo[slot].mask & below;
    for (unsigned d = lo; d <= top; d++, bit += s->groups)
        mask |= (uint32_t)(get_bits(s->take, bit, kinds) == take) << d;
    g->memo[slot].base1 = (uint32_t)base + 1;
    g->memo[slot].mask = mask;
    g->memo[slot].top = top;
    return mask;
}

/* The highest row of the run of rows lo.. in mask (a 1-shanten hand's hi). */
static inline unsigned run_top(uint32_t mask, unsigned lo)
{
    const uint32_t run = ~(mask >> lo); /* its low zeros */
    return lo + (run ? (unsigned)__builtin_ctz(run) : 32u - lo) - 1u;
}

/*
 * Hand i's code (above), built. 0 when out of memory.
 *
 * 1-shanten hands that share their take bits (share_rows: the same win and
 * kept weights, per draw the same weight and the same best row of its
 * drawn hand) have the same pool when their targets do not vary with d:
 * a tenpai target's row is its u's in the tenpai table (fill_table), so
 * the same row is the same wait code. So the pool is kept per take-bits
 * base (pmemo, direct-mapped) and a hand that finds it there only checks
 * that its targets do not vary and takes its mask (rows_mask, memoised
 * too): on the 3-shanten benchmark hand 3,601 1-shanten hands share 75
 * pools. Builds with assertions build the list all the same and check
 * that it is that pool.
 */
static uint32_t merge_hand(ri_draw_search *s, uint32_t i)
{
    ri_draw_merge *g = s->merge;
    const ri_draw_rec *r = &s->rec[i];
    const size_t p = r->succ, base = s->voff[s->solved + i]; /* its take bits (share_rows) */
    const uint32_t kinds = s->moves[p];
    const unsigned lo = (unsigned)r->shanten, top = s->draws - 1u - r->solved_level;
    const uint64_t take = kinds ? get_bits(s->take, lo * s->groups + base, kinds) : 0;
    uint32_t to[RI_KINDS], list[RI_KINDS + 1], *e, at, self = s->moves[p + 2], nh = 0, np = 0,
                                                  mask, vary = 0;
    const size_t slot = base % (sizeof g->pmemo / sizeof g->pmemo[0]);
    int64_t known = -1; /* its pool, from pmemo */
    assert(r->shanten > 0 && p != NONE && lo <= top && top < 32 && kinds <= RI_KINDS);
    if (r->shanten == 1 && kinds && g->pmemo[slot].base1 == base + 1) {
        for (uint32_t g0 = 0; g0 < kinds; g0++)
            if (take >> g0 & 1u)
                vary |= s->target[s->moves[p + 3 + g0] & GROUP_MASK] & RI_VARY;
        if (!vary) {
            known = g->pmemo[slot].pool;
#ifdef NDEBUG
            mask = rows_mask(s, base, kinds, take, lo, top);
            return g->trans[i] = POOLED | (uint32_t)(known + 1) << 5 | run_top(mask, lo);
#endif
        }
        vary = 0; /* found again below */
    }
    for (uint32_t g0 = 0; g0 < kinds; g0++) { /* the targets at row lo; the weight kept */
        const uint32_t word = s->moves[p + 3 + g0];
        if (!(take >> g0 & 1u)) {
            to[g0] = i;
            self += word >> GROUP_SHIFT;
            continue;
        }
        vary |= s->target[word & GROUP_MASK] & RI_VARY;
        to[g0] = target(s, word & GROUP_MASK, lo);
        /* under E = 0 an option has shanten s_i - 1: a 2-shanten hand's
           targets are 1-shanten, pooled (their codes first) */
        assert(s->rec[to[g0]].shanten == r->shanten - 1);
        if (r->shanten == 2 && g->trans[to[g0]] == 0 && merge_hand(s, to[g0]) == 0)
            return 0;
    }
    mask = kinds ? rows_mask(s, base, kinds, take, lo, top) : ~0u; /* the rows with that policy */
    for (uint32_t g0 = 0; vary && g0 < kinds; g0++) { /* and the same targets */
        const uint32_t j = s->moves[p + 3 + g0] & GROUP_MASK;
        for (unsigned d = lo + 1; to[g0] != i && d <= top; d++)
            if (target(s, j, d) != to[g0])
                mask &= ~((uint32_t)1 << d);
    }
    if (r->shanten == 1) { /* its pool: the buckets by code, and its hi */
        const unsigned hi = run_top(mask, lo); /* rows lo..hi with that policy */
        uint32_t nb = 0, dead = 0;
        int64_t c;
        for (uint32_t g0 = 0; g0 < kinds; g0++) {
            const uint32_t w = s->moves[p + 3 + g0] >> GROUP_SHIFT, code = s->wait[to[g0]];
            uint32_t x = nb + 1;
            if (to[g0] == i)
                continue;
            assert(code >= 1 && code != LISTED);
            if (code == 1) {
                dead += w;
                continue;
            }
            while (x > 1 && (list[x - 1] & ENTRY_MASK) > code)
                x--;
            if (x > 1 && (list[x - 1] & ENTRY_MASK) == code) {
                list[x - 1] += w << ENTRY_SHIFT;
                continue;
            }
            for (uint32_t y = ++nb; y > x; y--) /* insert at x */
                list[y] = list[y - 1];
            list[x] = w << ENTRY_SHIFT | code;
        }
        assert(self <= 255 && dead <= 255);
        list[0] = nb | dead << 24;
        if ((c = pool_of(s, (uint32_t)s->moves[p + 1], self, list)) < 0)
            return 0;
        assert(known < 0 || known == c);
        if (kinds && !vary) {
            g->pmemo[slot].base1 = (uint32_t)base + 1;
            g->pmemo[slot].pool = (uint32_t)c;
        }
        return g->trans[i] = POOLED | (uint32_t)(c + 1) << 5 | hi;
    }
    if (trans_room(s, HEAD + 2 * (size_t)kinds + 1))
        return 0;
    at = (uint32_t)g->len;
    e = g->trans + at + HEAD;
    if (self)
        e[nh++] = self << ENTRY_SHIFT | i;
    for (uint32_t g0 = 0; g0 < kinds; g0++) { /* the other hands, by kind */
        const uint32_t w = s->moves[p + 3 + g0] >> GROUP_SHIFT;
        if (to[g0] == i)
            continue;
        if (r->shanten == 2) { /* pooled up to its hi */
            const uint32_t own = g->trans[to[g0]], c = ((own & ~POOLED) >> 5) - 1;
            e[nh + 2 * np] = w << ENTRY_SHIFT | to[g0];
            e[nh + 2 * np + 1] = (own & 31u) << POOL_SHIFT | c;
            np++;
        } else {
            e[nh++] = w << ENTRY_SHIFT | to[g0];
        }
    }
    assert(self <= 255 && nh < 256 && np < 256);
    e[-2] = nh << 8 | np << 16;
    e[-1] = mask;
    g->len += HEAD + nh + 2 * np;
    return g->trans[i] = at;
}
#endif

/* What forward_progress reads of hand i first, read ahead (see there). */
typedef struct ahead_hand {
    double m;       /* its mass */
    size_t p;       /* its moves (NONE: not expanded) */
    uint32_t kinds; /* its draws with a choice */
    int shanten;
    uint32_t t; /* its merged list (0: none yet, or not used) */
} ahead_hand;

static inline void ahead(const ri_draw_search *s, uint32_t i, size_t a, ahead_hand *h)
{
    h->m = s->cur[a];
    h->p = s->rec[i].succ;
    h->shanten = s->rec[i].shanten;
    h->kinds = h->p != NONE ? s->moves[h->p] : 0;
#if RI_MERGED
    h->t = s->merge ? s->merge->trans[i] : 0;
#else
    h->t = 0;
#endif
}

#if RI_MERGED
/* Mass m through the nb bucket entries at e, and the dead weight of head. */
static inline void merged_tenpai(const uint32_t *e, uint32_t head, double m, double wall,
                                 double *bucket, unsigned *top, double *dead)
{
    const uint32_t nb = head & 255u;
    if (head >> 24)
        *dead += m * (double)(head >> 24) / wall;
    for (uint32_t b = 0; b < nb; b++) {
        const unsigned code = e[b] & ENTRY_MASK;
        bucket[code - 2] += m * (double)(e[b] >> ENTRY_SHIFT) / wall;
        *top = code - 1u > *top ? code - 1u : *top;
    }
}

/* Add mass x to pool c for the next draw. */
static inline void to_pool(ri_draw_merge *g, uint32_t c, double x, size_t *plen2)
{
    g->pnext[c] += x;
    if (!g->plisted[c]) {
        g->plisted[c] = 1;
        g->plist2[(*plen2)++] = c;
    }
}
#endif

/* List hand `to` (not tenpai) for the next draw, with mass x. */
static inline void list_new(ri_draw_search *s, uint32_t to, double x, size_t *len2)
{
    s->wait[to] = LISTED;
    s->at[to] = (uint32_t)*len2;
    s->list2[*len2] = to;
    s->next[(*len2)++] = x;
}

/* Add mass x to hand `to` (not tenpai) for the next draw; set it when `to` is not yet listed. */
static inline void list_mass(ri_draw_search *s, uint32_t to, double x, size_t *len2)
{
    if (s->wait[to] == 0)
        list_new(s, to, x, len2);
    else
        s->next[s->at[to]] += x;
}

static int forward_progress(ri_draw_search *s, uint32_t id, double *win, double *tenpai)
{
    ahead_hand nx = {0.0, NONE, 0, 0, 0};
    double bucket[256] = {0}; /* u <= W <= 136 */
    const double wall = s->wall;
    size_t len = 0, len2;
#if RI_MERGED
    ri_draw_merge *const mg = s->merge;
    size_t plen = 0, plen2; /* the pools with mass (merge_hand) */
#endif
    double won = 0.0, dead = 0.0; /* dead: tenpai mass that can win no more */
    unsigned top = 0;             /* buckets 0..top - 1 may hold mass */
    if (s->wait[id] >= 2) {
        bucket[s->wait[id] - 2] = 1.0;
        top = s->wait[id] - 1u;
    } else if (s->wait[id] == 1) {
        dead = 1.0;
    } else {
        s->list[len] = id;
        s->cur[len++] = 1.0;
    }
    for (unsigned step = 0; step < s->draws; step++) {
        const unsigned d = s->draws - step - 1; /* draws left after this one */
        double acc = 0.0, ready = 0.0;
        for (unsigned u = 0; u < top; u++) /* the tenpai mass: wins u / W, keeps the rest */
            if (bucket[u] != 0.0) {
                acc += bucket[u] * (double)u;
                bucket[u] = bucket[u] * (double)(s->wall - u) / wall;
            }
        len2 = 0;
#if RI_MERGED
        plen2 = 0;
        for (size_t a = 0; a < plen; a++) { /* the pools: a 1-shanten hand's policy, its mass */
            const uint32_t c = mg->plist[a], *info = mg->pinfo + 3 * c;
            const double m = mg->pcur[c];
            const uint32_t *e = mg->trans + info[2];
            mg->pcur[c] = 0.0;
            if (d == 0)
                continue; /* frozen */
            acc += m * (double)info[0];
            merged_tenpai(e + 1, e[0], m, wall, bucket, &top, &dead);
            if (info[1])
                to_pool(mg, c, m * (double)info[1] / wall, &plen2);
        }
#endif
        /* the next hand's record and mass are read one hand ahead: the
           branches on code below are hard to predict, and loads issued
           before them are not lost when one is mispredicted */
        for (size_t a = 0; a <= len; a++) { /* hand a - 1, hand a read ahead */
            const ahead_hand h = nx;
            const double m = h.m;
            const uint32_t kinds = h.kinds;
            size_t p = h.p;
            uint32_t i;
            uint64_t take;
            if (a < len)
                ahead(s, s->list[a], a, &nx);
            if (a == 0)
                continue;
            i = s->list[a - 1];
            if (h.shanten > (int)d || p == NONE)
                continue; /* no win within the d + 1 draws left, and not tenpai: frozen */
            acc += m * (double)s->moves[p + 1];
#if RI_MERGED
            if (mg) {
                const uint32_t t = h.t          ? h.t
                                   : mg->trans[i] ? mg->trans[i] /* built since, as a target */
                                                  : merge_hand(s, i);
                if (t & POOLED && d <= (t & 31u)) { /* a 1-shanten hand: as its pool, into it */
                    const uint32_t c = ((t & ~POOLED) >> 5) - 1, *e = mg->trans + mg->pinfo[3 * c + 2];
                    merged_tenpai(e + 1, e[0], m, wall, bucket, &top, &dead);
                    if (mg->pinfo[3 * c + 1])
                        to_pool(mg, c, m * (double)mg->pinfo[3 * c + 1] / wall, &plen2);
                    continue;
                }
                if (t && !(t & POOLED) && mg->trans[t + 1] >> d & 1u) { /* its merged draws */
                    const uint32_t *e = mg->trans + t + HEAD, nh = e[-2] >> 8 & 255u,
                                   np = e[-2] >> 16 & 255u;
                    for (uint32_t x = 0; x < nh; x++) {
                        const uint32_t to = e[x] & ENTRY_MASK;
                        list_mass(s, to, m * (double)(e[x] >> ENTRY_SHIFT) / wall, &len2);
                    }
                    for (uint32_t x = nh; x < nh + 2 * np; x += 2) {
                        const double y = m * (double)(e[x] >> ENTRY_SHIFT) / wall;
                        const uint32_t to = e[x] & ENTRY_MASK;
                        if (d - 1 <= e[x + 1] >> POOL_SHIFT) { /* pooled up to row d - 1 */
                            to_pool(mg, e[x + 1] & POOL_MASK, y, &plen2);
                            continue;
                        }
                        list_mass(s, to, y, &len2);
                    }
                    continue;
                }
            }
#endif
            if (s->moves[p + 2])
                list_mass(s, i, m * (double)s->moves[p + 2] / wall, &len2);
            p += 3;
            take = kinds ? takes(s, i, kinds, d) : 0;
            for (uint32_t g = 0; g < kinds; g++) {
                const uint32_t word = s->moves[p + g];
                const uint32_t to = take >> g & 1u ? target(s, word & GROUP_MASK, d) : i;
                const unsigned code = s->wait[to];
                const double x = m * (double)(word >> GROUP_SHIFT) / wall;
#if RI_MERGED
                if (mg && h.shanten == 2 && to != i) { /* a 1-shanten target: its pool, as in a list */
                    const uint32_t c = mg->trans[to] ? mg->trans[to] : merge_hand(s, to);
                    if (c & POOLED && d - 1 <= (c & 31u)) {
                        to_pool(mg, ((c & ~POOLED) >> 5) - 1, x, &plen2);
                        continue;
                    }
                }
#endif
#ifdef LUDIC_SMALL
                if (code == 0 || code == LISTED) { /* not tenpai (one call: the smaller module) */
                    list_mass(s, to, x, &len2);
                } else if (code >= 2) {
#else
                if (code == 0) { /* not tenpai, not yet in the list */
                    list_new(s, to, x, &len2);
                } else if (code == LISTED) { /* (one test fewer than list_mass) */
                    s->next[s->at[to]] += x;
                } else if (code >= 2) {
#endif
                    bucket[code - 2] += x;
                    top = code - 1u > top ? code - 1u : top;
                } else {
                    dead += x;
                }
            }
        }
        won += acc / wall;
        ready = dead;
        for (unsigned u = 0; u < top; u++)
            ready += bucket[u];
        for (size_t a = 0; a < len2; a++)
            s->wait[s->list2[a]] = 0;
#if RI_MERGED
        if (mg) { /* the pools' mass after this draw becomes their mass before the next */
            uint32_t *l = mg->plist;
            double *t = mg->pcur;
            for (size_t a = 0; a < plen2; a++)
                mg->plisted[mg->plist2[a]] = 0;
            mg->plist = mg->plist2;
            mg->plist2 = l;
            mg->pcur = mg->pnext;
            mg->pnext = t;
        }
        plen = plen2;
#endif
        record_step(win, tenpai, step, won, ready);
        next_step(s);
        len = len2;
    }
#if RI_MERGED
    for (size_t a = 0; a < plen; a++)
        mg->pcur[mg->plist[a]] = 0.0;
#endif
    return s->failed ? -1 : 0;
}

int ludic_ri_draw_forward(ri_draw_search *s, uint32_t id, double *win, double *tenpai)
{
    size_t len = 1, len2;
    double won = 0.0, dead = 0.0; /* dead: frozen mass that reached tenpai */
    if (ludic_ri_draw_solve(s) || scratch(s))
        return -1;
    if (s->wall <= 0) { /* nothing to draw: no win, tenpai only if it already is */
        for (unsigned t = 0; t < s->draws; t++) {
            win[t] = 0.0;
            tenpai[t] = s->rec[id].shanten <= 0 ? 1.0 : 0.0;
        }
        return 0;
    }
    if (s->slack == 0)
        return forward_progress(s, id, win, tenpai);
    s->list[0] = id;
    s->cur[2 * id + (s->rec[id].shanten <= 0)] = 1.0;
    for (unsigned step = 0; step < s->draws; step++) {
        const unsigned d = s->draws - step - 1; /* draws left after this one */
        double acc = 0.0, ready = 0.0;
        len2 = 0;
        for (size_t a = 0; a < len; a++) {
            const uint32_t i = s->list[a];
            const unsigned self = s->rec[i].shanten <= 0;
            for (unsigned f = 0; f < 2; f++) {
                const double m = s->cur[2 * i + f];
                size_t p = s->rec[i].succ;
                uint32_t kinds;
                uint64_t take;
                    if (m == 0.0)
                    continue;
                s->cur[2 * i + f] = 0.0;
                if (s->rec[i].shanten > (int)d || p == NONE) {
                    /* no win within the d + 1 draws left (unexpanded hands included):
                       every option is worth 0, the policy keeps the hand for good, so
                       the mass is frozen; only its tenpai flag still counts */
                    dead += f ? m : 0.0;
                    continue;
                }
                kinds = s->moves[p];
                    acc += m * (double)s->moves[p + 1];
                if (s->moves[p + 2])
                    carry(s, i, f | self, m * (double)s->moves[p + 2] / s->wall, &len2);
                p += 3;
                take = kinds ? takes(s, i, kinds, d) : 0;
                for (uint32_t g = 0; g < kinds; g++) {
                    const uint32_t word = s->moves[p + g];
                    const uint32_t to = take >> g & 1u ? target(s, word & GROUP_MASK, d) : i;
                    carry(s, to, f | (s->rec[to].shanten <= 0),
                          m * (double)(word >> GROUP_SHIFT) / s->wall, &len2);
                }
            }
        }
        won += acc / s->wall;
        ready += dead;
        for (size_t a = 0; a < len2; a++) {
            s->in[s->list2[a]] = 0;
            ready += s->next[2 * s->list2[a] + 1];
        }
        record_step(win, tenpai, step, won, ready);
        next_step(s);
        len = len2;
    }
    for (size_t a = 0; a < len; a++) /* leave the scratch zero */
        s->cur[2 * s->list[a]] = s->cur[2 * s->list[a] + 1] = 0.0;
    return s->failed ? -1 : 0;
}
