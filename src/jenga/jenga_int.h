/*
 * jenga_int.h: the reduced state of a Colored Jenga tower, shared by the
 * solver, the memory bound, the advisor and the simulator.
 *
 * Reduction (each step keeps the optimal expected length; docs/jenga.md):
 * - A level below the top matters only through what can still be taken
 *   from it. A full level (left, middle, right) is a "full type": its middle
 *   colour and the unordered pair of side colours (mirroring it changes
 *   nothing): 3 * 6 = 18 types. A level with the middle and one side left
 *   can only give that side block, after which it is dead: a "single" of the
 *   side colour (the middle's colour no longer matters). Any other standing
 *   level (left and right without the middle, or the middle alone) is dead
 *   and dropped.
 * - The levels below the top can be reordered freely, so they form a
 *   multiset: a count per full type and a count per single colour. This is
 *   the "core".
 * - The top level is a "slot": which positions hold which colours, up to
 *   mirroring. k (1, 2 or 3) is the number of its blocks; see JG_TOP*.
 * - When green and blue are equally likely, swapping them everywhere is one
 *   more symmetry; the solver stores one of each pair (jg_canon).
 *
 * Colours are 0 red, 1 green, 2 blue here (public ludic_jenga_color - 1).
 */
#ifndef LUDIC_JENGA_INT_H
#define LUDIC_JENGA_INT_H

#include <stdint.h>
#include <time.h>

#include "ludic/jenga.h"

/*
 * Seconds on the wall clock (C11 timespec_get: also in WebAssembly, which
 * has no process clock), for pacing progress reports; 0 when unavailable.
 */
static inline double jg_seconds(void)
{
    struct timespec ts;
    if (timespec_get(&ts, TIME_UTC) != TIME_UTC)
        return 0;
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#define JG_COLORS 3u
#define JG_TYPES 18u /* full types: type = middle * 6 + pair(side, side) */
#define JG_DEAD 3u   /* result code of taking a block that kills its level */

/* Top slots, per k (blocks in the top level), mirror-canonical:
 *   k = 1: 0..2 a block of colour x on a side; 3..5 colour x in the middle.
 *   k = 2: x * 3 + y: side x and middle y; 9 + pair(x, z): both sides, no middle.
 *   k = 3: the full type the level will be once it is below the top. */
#define JG_TOP1 6u
#define JG_TOP2 15u
#define JG_TOP3 18u

/*
 * The solver keeps at most this many blocks in a tower (LUDIC_JENGA_MAX_BLOCKS
 * in jenga.h): then at most 15 full levels stand below the top, so each
 * type's count fits a 4-bit field of the key, and at most 24 singles of one
 * colour fit a byte.
 */

/*
 * A packed core plus k, the key of a solver group. Injective for towers of
 * at most LUDIC_JENGA_MAX_BLOCKS blocks:
 *   lo bits 4t..4t+3   count of full type t, t = 0..15
 *   hi bits 0..7       counts of full types 16 and 17 (4 bits each)
 *   hi bits 8..31      count of singles of red, green, blue (8 bits each)
 *   hi bits 32..33     k: blocks in the top level, 1..3; 0 for a "base"
 *                      group of the solver (a core and a colour, see
 *                      jenga_solve.c)
 *   hi bits 34..35     the colour of a base group
 * hi bits 36..63 are zero in a key (the hash table keeps an index there).
 * Adding or removing a level is one addition to (lo, hi): jg_type_delta.
 */
typedef struct jg_key {
    uint64_t lo, hi;
} jg_key;

#define JG_KEY_K_SHIFT 32u
#define JG_KEY_COLOR_SHIFT 34u
#define JG_KEY_BITS_HI 36u

/* The layout above, and the counts it holds for the largest tower the solver takes. */
_Static_assert(16u * 4u <= 64u && (JG_TYPES - 16u) * 4u <= 8u,
               "full-type counts: 16 in lo, the other two in hi bits 0..7");
_Static_assert((LUDIC_JENGA_MAX_BLOCKS - 1u) / 3u <= 15u,
               "full levels below the top must fit a 4-bit count");
_Static_assert((LUDIC_JENGA_MAX_BLOCKS - 1u) / 2u <= 255u,
               "singles of one colour must fit an 8-bit count");
_Static_assert(8u + 3u * 8u <= JG_KEY_K_SHIFT && JG_KEY_K_SHIFT + 2u <= JG_KEY_COLOR_SHIFT &&
                   JG_KEY_COLOR_SHIFT + 2u <= JG_KEY_BITS_HI && JG_KEY_BITS_HI <= 64u,
               "the fields of hi must not overlap");

static inline unsigned jg_pair(unsigned a, unsigned b)
{
    static const unsigned char pair[3][3] = {{0, 1, 2}, {1, 3, 4}, {2, 4, 5}};
    return pair[a][b];
}

/* The side colours of a pair: pair p is (jg_pair_a[p], jg_pair_b[p]), a <= b. */
static inline unsigned jg_pair_a(unsigned p)
{
    static const unsigned char a[6] = {0, 0, 0, 1, 1, 2};
    return a[p];
}

static inline unsigned jg_pair_b(unsigned p)
{
    static const unsigned char b[6] = {0, 1, 2, 1, 2, 2};
    return b[p];
}

static inline unsigned jg_type(unsigned left, unsigned middle, unsigned right)
{
    return middle * 6u + jg_pair(left, right);
}

static inline unsigned jg_type_mid(unsigned t)
{
    return t / 6u;
}

static inline unsigned jg_swap_color(unsigned c)
{
    return c == 0 ? 0u : 3u - c;
}

static inline unsigned jg_swap_type(unsigned t)
{
    unsigned p = t % 6u;
    return jg_type(jg_swap_color(jg_pair_a(p)), jg_swap_color(jg_type_mid(t)),
                   jg_swap_color(jg_pair_b(p)));
}

/* Top slots: count per k and the green/blue swap of a slot. */
static inline unsigned jg_top_slots(unsigned k)
{
    return k == 1 ? JG_TOP1 : k == 2 ? JG_TOP2 : JG_TOP3;
}

static inline unsigned jg_swap_slot(unsigned k, unsigned s)
{
    if (k == 1)
        return s < 3 ? jg_swap_color(s) : 3u + jg_swap_color(s - 3u);
    if (k == 2) {
        if (s < 9)
            return jg_swap_color(s / 3u) * 3u + jg_swap_color(s % 3u);
        return 9u + jg_pair(jg_swap_color(jg_pair_a(s - 9u)), jg_swap_color(jg_pair_b(s - 9u)));
    }
    return jg_swap_type(s);
}

/* Key arithmetic. */
static inline jg_key jg_type_delta(unsigned t)
{
    jg_key d = {0, 0};
    if (t < 16)
        d.lo = 1ull << (4u * t);
    else
        d.hi = 1ull << (4u * (t - 16u));
    return d;
}

static inline jg_key jg_single_delta(unsigned c)
{
    jg_key d = {0, 1ull << (8u + 8u * c)};
    return d;
}

static inline jg_key jg_key_add(jg_key a, jg_key b)
{
    jg_key r = {a.lo + b.lo, a.hi + b.hi};
    return r;
}

static inline jg_key jg_key_sub(jg_key a, jg_key b)
{
    jg_key r = {a.lo - b.lo, a.hi - b.hi};
    return r;
}

static inline jg_key jg_key_with_k(jg_key a, unsigned k)
{
    a.hi = (a.hi & ((1ull << JG_KEY_K_SHIFT) - 1)) | ((uint64_t)k << JG_KEY_K_SHIFT);
    return a;
}

/* The key of the base group of a core and a colour (k = 0). */
static inline jg_key jg_key_base(jg_key a, unsigned color)
{
    a.hi = (a.hi & ((1ull << JG_KEY_K_SHIFT) - 1)) | ((uint64_t)color << JG_KEY_COLOR_SHIFT);
    return a;
}

static inline unsigned jg_key_color(jg_key a)
{
    return (unsigned)(a.hi >> JG_KEY_COLOR_SHIFT) & 3u;
}

static inline unsigned jg_key_k(jg_key a)
{
    return (unsigned)(a.hi >> JG_KEY_K_SHIFT) & 3u;
}

static inline unsigned jg_key_count(jg_key a, unsigned t)
{
    return t < 16 ? (unsigned)(a.lo >> (4u * t)) & 15u : (unsigned)(a.hi >> (4u * (t - 16u))) & 15u;
}

static inline unsigned jg_key_singles(jg_key a, unsigned c)
{
    return (unsigned)(a.hi >> (8u + 8u * c)) & 255u;
}

static inline int jg_key_less(jg_key a, jg_key b)
{
    return a.hi != b.hi ? a.hi < b.hi : a.lo < b.lo;
}

static inline int jg_key_eq(jg_key a, jg_key b)
{
    return a.hi == b.hi && a.lo == b.lo;
}

/*
 * A tower reduced: its core key (k included), the same with green and blue
 * swapped, and the top slot. `dead` counts dropped levels (for messages).
 */
typedef struct jg_state {
    jg_key key;
    jg_key swapped;
    unsigned slot;
} jg_state;

/*
 * Reduce an explicit tower that passed ludic_jenga_tower_check (and has at
 * most LUDIC_JENGA_MAX_BLOCKS blocks). O(levels).
 */
void ludic_jg_reduce(const ludic_jenga_tower *tower, jg_state *state);

/* The slot of a top level given as three cells (0 empty, else colour + 1). */
unsigned ludic_jg_top_slot(const uint8_t cell[3], unsigned *k);

/*
 * The result of taking a block of colour c from a level of full type t:
 * up to 3 results, each JG_DEAD or the colour of the single left behind.
 * Returns how many.
 */
unsigned ludic_jg_take_results(unsigned t, unsigned c, unsigned results[3]);

/* Where a block of colour c can go on top of slot s of size k (k = 1 or 2):
 * up to 2 slots of size k + 1. Returns how many. */
unsigned ludic_jg_place(unsigned k, unsigned s, unsigned c, unsigned next[2]);

/*
 * The rules on reduced states as lookup tables, computed once per solver
 * (ludic_jg_rules_init) so the solver's inner loops only index arrays. `map` is
 * how a child group's slots relate to the parent's view of them: 0 the
 * same, 1 green and blue swapped, 2 the canonical one of a slot and its
 * swap (for a core equal to its own swap).
 */
#define JG_MAPS 3u

typedef struct jg_next {
    uint8_t n;       /* 1 or 2 */
    uint8_t slot[2]; /* slots of size k + 1, mapped; slot[1] = slot[0] when n is 1 */
} jg_next;

typedef struct jg_rules {
    /* take[t][c]: n, then n results (JG_DEAD or a single's colour) */
    uint8_t take[JG_TYPES][JG_COLORS][3];
    /* place[map][k][s][c]: where colour c can go on slot s of size k (1 or 2) */
    jg_next place[JG_MAPS][3][JG_TOP2][JG_COLORS];
    /* place_bits[k][s][c]: the same as a mask of size-(k + 1) slots, unmapped */
    uint32_t place_bits[3][JG_TOP2][JG_COLORS];
    /* push[map][c]: the size-1 slots of colour c on a side and in the middle */
    uint8_t push[JG_MAPS][JG_COLORS][2];
    /* map_byte[map - 1][k - 1][i][b]: the mapped mask of bits 8i.. 8i+7 = b of a size-k mask */
    uint32_t map_byte[2][3][3][256];
    /* map_slot[map][k][s] */
    uint8_t map_slot[JG_MAPS][4][JG_TOP3];
    /* the key changes of a full type and of a single, and of their swaps */
    jg_key type_delta[JG_TYPES], type_sdelta[JG_TYPES];
    jg_key single_delta[JG_COLORS], single_sdelta[JG_COLORS];
    /* the ways to take a block from a level of full type t, colour by colour
       (take's order): its colour and the key change (the level becomes a
       single or dead), and the same for the swapped key */
    uint8_t tsrc_n[JG_TYPES];
    uint8_t tsrc_color[JG_TYPES][3];
    jg_key tsrc_delta[JG_TYPES][3], tsrc_sdelta[JG_TYPES][3];
} jg_rules;

void ludic_jg_rules_init(jg_rules *rules);

/* A mask of size-k slots under a map: three table lookups. */
static inline uint32_t jg_map_mask(const jg_rules *r, unsigned k, uint32_t mask, unsigned map)
{
    const uint32_t(*t)[256];
    if (map == 0)
        return mask;
    t = r->map_byte[map - 1][k - 1];
    return t[0][mask & 255u] | t[1][(mask >> 8) & 255u] | t[2][(mask >> 16) & 255u];
}

/*
 * The memory bound of a solve: an upper bound on the groups and states any
 * solve from this reduced tower can create, from the colours its movable
 * blocks can take (jenga_bound.c). Counts saturate at UINT64_MAX.
 */
typedef struct jg_bound {
    uint64_t states;
    uint64_t groups[4];   /* by k; [0]: base groups (a multiset and a colour) */
    uint64_t edges;       /* edges the solver records (jenga_solve.c) */
    uint64_t edges_plain; /* the same without base groups (jg_options.base_groups = 0) */
} jg_bound;

/* LUDIC_E_MEMORY when its small scratch table cannot be allocated. */
ludic_status ludic_jg_bound_compute(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                                   int symmetric, jg_bound *bound);

/*
 * The two bounds ludic_jg_bound_compute chooses from: the bound over what
 * is left of the start's levels (jenga_bound_levels.c) when its cost, which
 * ludic_jg_bound_levels_cost estimates (in simple steps), is at most 4e9
 * (a quarter of a second), else the knapsack over colour totals
 * (jenga_bound.c). The latter takes
 * the die (NULL: every colour has faces): a colour without faces is never
 * taken; and `symmetric`: the solve stores one of each green/blue-swapped
 * pair of groups (jg_options.symmetry under a die with f_G = f_B).
 */
ludic_status ludic_jg_bound_colours(const ludic_jenga_tower *tower, jg_bound *bound);
ludic_status ludic_jg_bound_levels(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                                  int symmetric, jg_bound *bound);
double ludic_jg_bound_levels_cost(const ludic_jenga_tower *tower);

/*
 * Solver variants, for the benchmark that measures what each idea brings
 * (bench/jenga); ludic_jenga_solver_create uses all of them.
 *   symmetry:    store one of each green/blue-swapped pair when the die allows
 *   base_groups: complete tops reach their children through base groups
 *   presize:     allocate the hash table at its bounded size at once
 *                instead of doubling it as groups arrive
 *   chunk:       groups per chunk of the work the threads share (0: the
 *                default). Nonzero (tests: 1) also runs every tower on
 *                limits->threads, however small, so that small towers
 *                exercise the parallel paths.
 *   coarse_bound: size the arrays from the knapsack over colour totals
 *                alone (ludic_jg_bound_colours), so that tests can compare
 *                what a solve creates with the tighter bound.
 */
typedef struct jg_options {
    int symmetry;
    int base_groups;
    int presize;
    unsigned chunk;
    int coarse_bound;
} jg_options;

/*
 * The rules on explicit towers without argument checks, for the library's
 * own loops (advise, simulate): the tower must pass ludic_jenga_check_tower.
 * ludic_jg_list_moves_raw writes at most cap moves and returns how many
 * there are (ludic_jenga_list_moves' order); ludic_jg_apply_raw plays one of
 * them; ludic_jg_is_over_raw is ludic_jenga_tower_is_over.
 */
size_t ludic_jg_list_moves_raw(const ludic_jenga_tower *tower, ludic_jenga_color color,
                               ludic_jenga_move *moves, size_t cap);
void ludic_jg_apply_raw(ludic_jenga_tower *tower, const ludic_jenga_move *move);
int ludic_jg_is_over_raw(const ludic_jenga_tower *tower);

struct ludic_jenga_solver;
/* The threads the solve ran on (1 when it was not split). */
unsigned ludic_jg_solver_parts(const struct ludic_jenga_solver *solver);
/* What a solve created: groups by layer (k; 0 base groups), states, edges. */
void ludic_jg_solver_counts(const struct ludic_jenga_solver *solver, uint64_t groups[4],
                            uint64_t *states, uint64_t *edges);
ludic_status ludic_jg_solver_create(const ludic_jenga_tower *tower, const ludic_jenga_dice *dice,
                              const ludic_limits *limits, const jg_options *options,
                              struct ludic_jenga_solver **out, ludic_error *err);

#endif
