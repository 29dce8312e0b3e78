/*
 * riichi_draw_int.h: the search behind the draw game (include/ludic/riichi.h,
 * "The draw game"): the graph of the hands reachable from the roots under
 * the policy class, then the values of (hand, draws left) for every draws
 * left at once, shared by the public entry points in riichi_draw.c.
 */
#ifndef LUDIC_RIICHI_DRAW_INT_H
#define LUDIC_RIICHI_DRAW_INT_H

#include "core/vmem_int.h"
#include "riichi_int.h"

/*
 * Whether a value v beats the best b so far by more than RI_DRAW_TIE
 * relative (values are probabilities, >= 0). Values equal in exact
 * arithmetic but computed along different paths differ in their last bits;
 * the tie rule (keep the hand, then the lowest kind; rows by kind) is part of
 * the output, so it must not depend on that rounding noise. A choice within
 * the tolerance of the best changes the value by at most that much.
 */
#define RI_DRAW_TIE 1e-12

static inline int ri_draw_better(double v, double b)
{
    return v > b + b * RI_DRAW_TIE;
}

/* One hand met by the search (13 - 3c tiles, waiting for a draw). */
typedef struct ri_draw_rec {
    uint64_t key[2]; /* the counts, 3 bits per kind: kinds 0..20, then 21..33 */
    uint32_t succ;   /* offset of its moves in the move pool; UINT32_MAX: not expanded */
    uint32_t group0; /* index of its first draw with a choice among all hands' */
    int8_t shanten;  /* of the hand (form: the minimum) */
    uint8_t level;   /* fewest draws from a root to it: met with draws - level left at most */
    uint8_t solved_level; /* its level at the last solve: values known for d <= draws - it */
    uint8_t counts[4];    /* its incremental state's counts (ri_incr_pack_counts), in the padding */
} ri_draw_rec;

/*
 * One drawn hand H = h + k (14 - 3c tiles) with a choice, for one limit:
 * the hands H - x its allowed discards leave (shanten <= limit). Shared by
 * every hand h and draw k with h + k = H (about 3 to 5 of them): the
 * discards are tested and looked up once per H, and the values pass takes
 * the best of them once per H and d.
 */
typedef struct ri_draw_drawn {
    uint64_t key[2]; /* H's counts as for a hand, plus the tag RI_DRAWN_TAG(limit) */
    uint32_t opts;   /* offset of its options' record indices in the move pool */
    uint8_t count;   /* options (1 to 14) */
    uint8_t level;   /* fewest draws from a root to it: its options' level */
    uint8_t keyed;   /* 1: in the hash table, shared (E = 0); 0: one draw's own */
    int8_t parent;   /* its parents' shanten (limit - E + 1): they read it for d > parent */
} ri_draw_drawn;

/* The tag of a drawn hand's key: above the 39 bits of kinds 21..33 in key[1]. */
#define RI_DRAWN_TAG(limit) ((uint64_t)1 << 63 | (uint64_t)((limit) + 1) << 56)

/*
 * A slot of the hash table, 8 bytes: 32 bits of the key's hash (the other
 * bits choose the slot) and the id; the key itself is read from the record
 * only when the fingerprint matches, which a hit reads anyway (its level).
 */
typedef struct ri_draw_slot {
    uint32_t print; /* the low 32 bits of the key's hash */
    uint32_t id;    /* record index + 1 (| RI_DRAWN_ID: a drawn hand's); 0: empty */
} ri_draw_slot;

#define RI_DRAWN_ID 0x80000000u

/*
 * Where one of the graph's growing arrays lives (riichi_draw_mem.c): on the
 * heap while small; from RI_DRAW_HUGE bytes on (RI_DRAW_MMAP: Linux), in a
 * range of address space reserved once and grown in place, with huge
 * pages. Not in the WebAssembly module (LUDIC_SMALL), nor under
 * AddressSanitizer, whose builds keep checking the arrays' bounds.
 */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RI_DRAW_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define RI_DRAW_ASAN 1
#endif
#if defined(__linux__) && !defined(LUDIC_SMALL) && !defined(RI_DRAW_ASAN)
#define RI_DRAW_MMAP 1
#else
#define RI_DRAW_MMAP 0
#endif

/* An array moves to its reservation when it would reach this size (an eighth of a huge page). */
#define RI_DRAW_HUGE ((size_t)256 << 10)

typedef struct ri_draw_region {
    void *base;      /* the array's start in its reservation; NULL: on the heap */
    size_t reserved; /* bytes usable from base */
    ludic_vmem_range range; /* the reservation (src/core/vmem_int.h) */
} ri_draw_region;

/* In target: the drawn hand's best option depends on d (see ri_draw_search). */
#define RI_VARY 0x80000000u

/* A group's word in the move pool: the drawn kind's weight and the drawn hand. */
#define GROUP_SHIFT 29
#define GROUP_MASK ((1u << GROUP_SHIFT) - 1)

typedef struct ri_draw_search {
    uint8_t base[RI_KINDS]; /* the set less the visible tiles and the melds */
    uint64_t base_key[2];   /* base packed as a hand's key */
    unsigned flags, draws, slack; /* slack: E of the policy class */
    uint8_t honour_sym; /* riichi_draw_sym_int.h: 0 no honours alike, 1 all, 2 some */
    double wall;                  /* W, as a double */
    uint64_t max_memory, used;
    int failed;    /* 1: out of memory or cancelled (the values computed since are 0) */
    int cancelled; /* 1: the progress callback asked to stop (failed is 1 too) */
    ludic_progress_fn progress; /* NULL: no reports; else told the hands met so far */
    void *progress_ctx;
    ri_draw_rec *rec;
    size_t count, cap;
    size_t solved; /* records when the values were last computed (0: never) */
    /*
     * After a solve (riichi_draw_values.c): hand i's live rows only, s_i < d
     * <= T - level_i (V_d = 0 below; never asked above), contiguous:
     * V_d(i) = value[voff[i] + d - s_i - 1]. The policy: target[j] is the
     * hand drawn hand j's best option leaves (the first best), the same
     * for every d but for a few drawn hands (12 of 26,692 on the 3-shanten
     * benchmark hand), whose target[j] is RI_VARY | x: with d - 1 draws
     * left after the draw it is vary[x * draws + d - 1]. Bit (d - 1) *
     * groups + voff[solved + i] + g of take (rows by d: the forward pass
     * reads one d at a time) is set when hand i's draw g takes it then (0:
     * keeps); voff[solved + i] is group0_i, or under E = 0 the place
     * share_rows gave the hand whose rows (and choices) hand i shares
     * (riichi_draw_values.c: those hands' bits side by side; V_d(i) then
     * reads that hand's rows too).
     */
    double *value;
    uint32_t *voff;
    uint32_t *target;
    uint32_t *vary;
    size_t vary_count, vary_cap; /* in blocks of `draws` */
    ri_draw_drawn *drawn; /* the drawn hands with a choice */
    size_t drawn_count, drawn_cap;
    size_t drawn_keyed; /* the drawn hands in the hash table */
    size_t groups;  /* draws with a choice, over all expanded hands */
    uint64_t *take;     /* the take bits (see value above) */
    size_t value_bytes; /* charged for value, voff, target, vary and take */
    size_t band_bytes;  /* E = 0: band the values pass above this scratch (0: half the room left) */
    uint32_t *moves;
    size_t moves_len, moves_cap;
    ri_draw_slot *slot; /* hash table (open addressing, linear probes) */
    struct ri_mask_cache *mask_cache; /* riichi_mask_int.h's caches; NULL: none yet */
    size_t slots;
    uint32_t *queue; /* records whose level fell and that are still to visit */
    size_t queue_len, queue_cap;
    /* where rec, drawn, moves, slot and queue live (ludic_ri_draw_grow) */
    ri_draw_region rec_mem, drawn_mem, moves_mem, slot_mem, queue_mem;
    /* the forward pass's scratch, sized `solved` (see ludic_ri_draw_forward) */
    double *cur, *next; /* E = 0: by place in list / list2; E >= 1: by hand */
    uint32_t *list, *list2;
    uint32_t *at; /* E = 0: per listed hand its place in list2 */
    unsigned char *in;
    uint8_t *wait; /* per hand: 0 not tenpai, 1 tenpai unexpanded, else 2 + its winning tiles */
    unsigned solves, wait_solve; /* solves so far; the solve wait[] was computed for */
    size_t scratch;
    struct ri_draw_merge *merge; /* E = 0's forward pass, merged draws (riichi_draw_values.c) */
} ri_draw_search;

/*
 * Set up a search over hands of n tiles drawing from base (base[k] >= the
 * copies of k any hand will hold), T = draws, class E = slack. No
 * allocation until the first hand.
 */
void ludic_ri_draw_init(ri_draw_search *s, const uint8_t *base, unsigned n, unsigned draws,
                        unsigned slack, uint64_t max_memory, unsigned flags);
void ludic_ri_draw_clear(ri_draw_search *s);

/*
 * ludic_ri_draw_init with the caller's limits: the memory cap (0 or NULL:
 * LUDIC_DEFAULT_MAX_MEMORY) and the progress callback, which the search
 * calls now and then with (hands met, 0: the total is not known) and which
 * stops it by returning non-zero.
 */
void ludic_ri_draw_start(ri_draw_search *s, const uint8_t *base, unsigned n, unsigned draws,
                         unsigned slack, const ludic_limits *limits, unsigned flags);

/* The error of a failed search: LUDIC_E_CANCELLED or LUDIC_E_MEMORY, with its message. */
ludic_status ludic_ri_draw_failure(const ri_draw_search *s, ludic_error *err);

/*
 * The record of hand h, a root: it is asked about with up to `draws` draws
 * left (added when new). UINT32_MAX when out of memory. Add every root
 * before asking values: each call after a solve makes the next value ask
 * for a new solve.
 */
uint32_t ludic_ri_draw_find(ri_draw_search *s, const uint8_t *h);

/*
 * Expand every hand reachable from the roots and compute the values. 0 or
 * -1 (out of memory). Called by the two functions below when needed.
 */
int ludic_ri_draw_solve(ri_draw_search *s);

/*
 * The best P(win within d draws) from root id (0 <= d <= draws); 0 when out
 * of memory. Solves again only when the value asked was not computed by the
 * last solve (a new hand, or a d beyond what its level then allowed), so
 * asking the values of many hands already met (say, every h + k - x of a
 * root's draws) costs one solve.
 */
double ludic_ri_draw_value(ri_draw_search *s, uint32_t id, unsigned d);

/*
 * The per-draw figures from root id with `draws` draws under the policy
 * of the class maximising the win within `draws` (ties: keep, then the
 * lowest kind): win[t - 1], tenpai[t - 1] for t = 1..draws. 0 or -1 (out of
 * memory).
 */
int ludic_ri_draw_forward(ri_draw_search *s, uint32_t id, double *win, double *tenpai);

/*
 * Shared by the graph (riichi_draw_search.c) and the values and forward
 * passes (riichi_draw_values.c): count `bytes` against the cap (0, or -1
 * with failed set); tell the progress callback the hands met (-1 when it
 * asks to stop); phase 2 of ludic_ri_draw_solve (0 or -1); free what the
 * values and forward passes allocated (for ludic_ri_draw_clear).
 */
int ludic_ri_draw_charge(ri_draw_search *s, uint64_t bytes);

/*
 * Grow *p, an array of *cap items of `size` bytes living in region m, to
 * at least `need` items (capacities double from 64), charging the growth
 * against the cap: 0, or -1 with failed set. The contents are kept; the
 * new items are not initialised. ludic_ri_draw_release gives it back.
 */
int ludic_ri_draw_grow(ri_draw_search *s, ri_draw_region *m, void **p, size_t *cap, size_t need,
                       size_t size);
void ludic_ri_draw_release(ri_draw_region *m, void *p);

int ludic_ri_draw_report(ri_draw_search *s);
int ludic_ri_draw_values(ri_draw_search *s);
void ludic_ri_draw_values_clear(ri_draw_search *s);

#endif
