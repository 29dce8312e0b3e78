/*
 * mahjong.h: ZJOI2019 "mahjong": the expected earliest winning draw.
 *
 * A layout is a row of tile kinds 0..kinds-1, each with 1..4 labelled copies.
 * Some neighbouring kinds are linked into suits: three kinds i, i+1, i+2 form
 * a sequence meld only when links[i] and links[i+1] are both set. A 13-tile
 * hand is dealt; the rest of the tiles (the wall) come in a uniformly random
 * order. S_i is the hand plus the first i tiles of the wall; the weight of an
 * order is the least i such that S_i contains a winning 14-tile subset (one
 * pair and four melds, or seven pairs of pairwise distinct kinds; in the
 * riichi and sanma presets also thirteen orphans, see
 * LUDIC_MAHJONG_THIRTEEN_ORPHANS). See docs/mahjong.md.
 */
#ifndef LUDIC_MAHJONG_H
#define LUDIC_MAHJONG_H

#include "ludic.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Expected values are reported as p * q^-1 modulo this prime. */
#define LUDIC_MAHJONG_MODULUS 998244353u

#define LUDIC_MAHJONG_HAND_TILES 13u  /* tiles dealt */
#define LUDIC_MAHJONG_MAX_COPIES 4u   /* copies of one kind */
#define LUDIC_MAHJONG_ORIGINAL_MIN_N 5u
#define LUDIC_MAHJONG_ORIGINAL_MAX_N 100u

/*
 * The brute-force reference enumerates draws; it refuses more kinds than
 * this, and a wall of more tiles than this (every layout of at most 9 kinds
 * has a wall of at most 9 x 4 - 13 = 23 tiles). Its time grows with the
 * number of draw vectors, prod over kinds of (copies - hand + 1): under a
 * second for what these limits allow (docs/mahjong.md).
 */
#define LUDIC_MAHJONG_BRUTE_MAX_KINDS 16u
#define LUDIC_MAHJONG_BRUTE_MAX_WALL 23u

/*
 * Thirteen orphans (kokushi musou) also wins: a 14-tile subset holding one
 * tile of each of the 13 orphan kinds plus one more of any of them. The
 * orphan kinds of a layout are the kinds that cannot be the middle tile of a
 * sequence: kind i is one unless links[i-1] and links[i] are both set. In the
 * riichi and sanma presets they are the terminals 1m 9m 1p 9p 1s 9s and the
 * honours 1z..7z; the flag needs exactly LUDIC_MAHJONG_ORPHAN_KINDS of them.
 * ludic_mahjong_read_hand sets it, and so does ludic_mahjong_read for a
 * layout file that is a preset alone (see there); the original format never
 * does (its answers are the ZJOI ones).
 */
#define LUDIC_MAHJONG_THIRTEEN_ORPHANS 1u
#define LUDIC_MAHJONG_ORPHAN_KINDS 13u

/*
 * A layout and a dealt hand. Arrays have `kinds` entries and are owned by the
 * struct: create it with ludic_mahjong_game_init and release it with
 * ludic_mahjong_game_clear.
 *   copies[i]: copies of kind i in the whole set, 0..LUDIC_MAHJONG_MAX_COPIES
 *              (0: every copy is out of play, e.g. visible on the table; the
 *              kind keeps its place, so its links and the orphan kinds stay)
 *   links[i]:  1 when kinds i and i+1 are consecutive in one suit, else 0
 *              (links[kinds-1] is always 0)
 *   hand[i]:   tiles of kind i in the dealt hand, 0..copies[i]; they sum to 13
 *   flags:     winning forms beyond the two of the original problem: 0 or
 *              LUDIC_MAHJONG_THIRTEEN_ORPHANS
 * The original problem's n-kind game is one suit: copies 4, links 1 (but the
 * last), flags 0.
 */
typedef struct ludic_mahjong_game {
    uint32_t kinds;
    uint8_t *copies;
    uint8_t *links;
    uint8_t *hand;
    uint32_t flags;
} ludic_mahjong_game;

/*
 * Allocate a game of `kinds` kinds (1..LUDIC_MAHJONG_MAX_KINDS): one suit,
 * 4 copies each, empty hand, flags 0. `game` is overwritten without being freed.
 * LUDIC_E_ARGUMENT for NULL game or kinds 0, LUDIC_E_LIMIT beyond the
 * maximum, LUDIC_E_MEMORY.
 */
LUDIC_API ludic_status ludic_mahjong_game_init(ludic_mahjong_game *game, uint32_t kinds,
                                               ludic_error *err);
/* Release the arrays of a game and zero it; does nothing for NULL and a cleared game. */
LUDIC_API void ludic_mahjong_game_clear(ludic_mahjong_game *game);

/*
 * Brute-force reference, independent of the automaton: enumerates the draws
 * by how many copies of each kind are drawn (with binomial weights for the
 * labelled copies), decides every drawn multiset by direct search over pairs
 * and melds, and sums in exact rational arithmetic.
 *   *answer:   the expected weight modulo LUDIC_MAHJONG_MODULUS (may be NULL)
 *   *expected: the expected weight as a double (may be NULL)
 *   dist:      when not NULL, dist[i] = P(weight = i) for i = 0..dist_len-1
 *              (entries past the wall size are 0); dist_len may be 0; NULL:
 *              not wanted (dist_len is then ignored).
 * Fails with LUDIC_E_LIMIT when kinds > LUDIC_MAHJONG_BRUTE_MAX_KINDS or the
 * wall holds more than LUDIC_MAHJONG_BRUTE_MAX_WALL tiles, with
 * LUDIC_E_NO_ANSWER when even the whole set of tiles never wins, with
 * LUDIC_E_INVALID for a game that breaks the rules (as
 * ludic_mahjong_check_game sees them) and LUDIC_E_ARGUMENT for a NULL game
 * or NULL arrays in it.
 */
LUDIC_API ludic_status ludic_mahjong_brute_solve(const ludic_mahjong_game *game, uint32_t *answer,
                                                 double *expected, double *dist, size_t dist_len,
                                                 ludic_error *err);

/*
 * Brute-force win test: 1 when the multiset counts[0..kinds-1] (counts[i] <=
 * 4) contains a 14-tile subset that wins under the links and flags of
 * `game`, else 0. Only game->kinds, game->links and game->flags are read.
 * -1 for a NULL argument (game, counts, or the game's links).
 */
LUDIC_API int ludic_mahjong_brute_wins(const ludic_mahjong_game *game, const uint8_t *counts);


/*
 * ---------------------------------------------------------------------------
 * Layouts, hands and limits
 * ---------------------------------------------------------------------------
 */

/*
 * The most tile kinds ludic reads and solves (LUDIC_E_LIMIT beyond), set by
 * measurement so that every command answers every hand and layout of this
 * size within 10 s: the time grows as the square of the number of kinds, and
 * the costliest input we know, a layout of six long suits with thirteen
 * orphans on, takes 3.8 s of CPU for `--decimal` at 1500 kinds
 * (bench/mahjong/mahjong_limit.sh, docs/mahjong.md "Limits").
 */
#define LUDIC_MAHJONG_MAX_KINDS 1500u

/*
 * LUDIC_OK when `game` is a well-formed layout: kinds >= 1 (and at most
 * LUDIC_MAHJONG_MAX_KINDS), copies 0..4, links 0 or 1 with links[kinds-1] == 0,
 * no unknown flag, and with LUDIC_MAHJONG_THIRTEEN_ORPHANS exactly 13 orphan
 * kinds. The hand is not looked at. LUDIC_E_ARGUMENT (or LUDIC_E_LIMIT) with
 * the reason otherwise, NULL game or NULL arrays included.
 */
LUDIC_API ludic_status ludic_mahjong_check_layout(const ludic_mahjong_game *game, ludic_error *err);

/* ludic_mahjong_check_layout, plus hand[i] <= copies[i] and 13 tiles in the hand. */
LUDIC_API ludic_status ludic_mahjong_check_game(const ludic_mahjong_game *game, ludic_error *err);

/*
 * How the kinds of a layout are written in hand notation ("123m456p1122z"):
 * suit[i] is the letter of the group kind i belongs to and rank[i] its
 * 1-based number within the group (kinds a layout leaves out, such as 2m..8m
 * in three-player mahjong, keep their numbers). For the original format
 * suit[i] is 0 and rank[i] is i + 1. Owned arrays of `kinds` entries:
 * ludic_mahjong_names_clear releases them (and zeroes the struct; it does
 * nothing for NULL and a cleared value).
 */
typedef struct ludic_mahjong_names {
    uint32_t kinds;
    char *suit;
    uint32_t *rank;
} ludic_mahjong_names;

LUDIC_API void ludic_mahjong_names_clear(ludic_mahjong_names *names);

/*
 * Read a game from text in either format, told apart by the first token:
 * - the original format (an integer n, then 13 lines "w t": kind 1..n, copy
 *   1..4, no tile twice), for n from LUDIC_MAHJONG_ORIGINAL_MIN_N up to
 *   LUDIC_MAHJONG_MAX_KINDS; extra spaces, tabs, blank lines and CRLF are
 *   accepted, but every tile is a line of its own;
 * - a layout file (docs/mahjong.md): lines "layout riichi|sanma",
 *   "suit L K [copies C|C1,C2,...]", "honours L K [copies ...]",
 *   "thirteen-orphans on|off" and "hand TILES" in hand notation; '#' starts
 *   a comment. Thirteen orphans wins when the file says "thirteen-orphans
 *   on" (its layout must have 13 orphan kinds), or when its groups are a
 *   preset's alone (a "layout" line, no "suit" or "honours" line) and it
 *   does not say "off".
 * flags: 0 or LUDIC_EXTENDED (the same here: parsing always takes ludic's
 * limits). `game` (and `names`) are overwritten without being freed, so pass
 * cleared or zeroed ones; on success the caller clears them
 * (ludic_mahjong_game_clear, ludic_mahjong_names_clear); on failure nothing
 * is left to free. `names` may be NULL (not wanted). O(length of text +
 * kinds). Errors carry line and column: LUDIC_E_SYNTAX / LUDIC_E_INVALID for
 * bad input, LUDIC_E_LIMIT for n above LUDIC_MAHJONG_MAX_KINDS;
 * LUDIC_E_ARGUMENT for NULL text or game or an unknown flag.
 */
LUDIC_API ludic_status ludic_mahjong_parse(const char *text, size_t len, unsigned flags,
                                           ludic_mahjong_game *game, ludic_mahjong_names *names,
                                           ludic_error *err);

/* Preset layouts for ludic_mahjong_parse_hand. */
typedef enum ludic_mahjong_preset {
    LUDIC_MAHJONG_RIICHI, /* suits m, p, s of 9 kinds, honours z of 7; 4 copies each: 136 tiles */
    LUDIC_MAHJONG_SANMA   /* three-player: like riichi without 2m..8m: 108 tiles */
} ludic_mahjong_preset;

/*
 * A preset layout with a 13-tile hand in notation in text[0..len), e.g.
 * "123m456p789s1122z" (digits, then their suit letter; 0 is the red five,
 * i.e. a 5; spaces between groups are allowed). flags: 0 or LUDIC_EXTENDED
 * (the same). Thirteen orphans wins (the game gets flags =
 * LUDIC_MAHJONG_THIRTEEN_ORPHANS). Errors are reported at line 1 and the column of the offending
 * character; LUDIC_E_ARGUMENT for NULL text or game, an unknown preset or
 * an unknown flag. Ownership as for ludic_mahjong_parse.
 */
LUDIC_API ludic_status ludic_mahjong_parse_hand(const char *text, size_t len,
                                                ludic_mahjong_preset preset, unsigned flags,
                                                ludic_mahjong_game *game,
                                                ludic_mahjong_names *names, ludic_error *err);

/*
 * Strict check of an input in the original format, testlib-style: "n\n" then
 * 13 lines "w t\n", single spaces, no leading zeros or signs, nothing else.
 * n must be within the original limits (5..100), or with LUDIC_EXTENDED
 * within ludic's (5..LUDIC_MAHJONG_MAX_KINDS). `game` may be NULL (only
 * check); otherwise on success it receives the game as for
 * ludic_mahjong_parse. LUDIC_E_ARGUMENT for NULL text or an unknown flag.
 */
LUDIC_API ludic_status ludic_mahjong_validate(const char *text, size_t len, unsigned flags,
                                              ludic_mahjong_game *game, ludic_error *err);

/*
 * The hand of `game` in notation (text out, see ludic.h): "123m456p789s1122z"
 * when names has suit letters, else (names NULL or without letters) the
 * kinds 1-based and space-separated ("1 1 1 1 2 3 3 3 3 5 5 5 5").
 * LUDIC_E_ARGUMENT for a NULL or malformed game (ludic_mahjong_check_layout),
 * names for another number of kinds, or NULL out with cap > 0.
 */
LUDIC_API ludic_status ludic_mahjong_format_hand(const ludic_mahjong_game *game,
                                                 const ludic_mahjong_names *names, char *out,
                                                 size_t cap, size_t *len, ludic_error *err);

/*
 * A uniformly random input in the original format for n kinds (13 distinct
 * labelled tiles out of 4n), reproducible from `seed` (text out, see
 * ludic.h). n from LUDIC_MAHJONG_ORIGINAL_MIN_N to LUDIC_MAHJONG_MAX_KINDS,
 * else LUDIC_E_ARGUMENT; also for NULL out with cap > 0.
 */
LUDIC_API ludic_status ludic_mahjong_generate(uint64_t seed, uint32_t n, char *out, size_t cap,
                                              size_t *len, ludic_error *err);

/*
 * A uniformly random 13-tile hand of a preset layout, as a layout file (text
 * out, see ludic.h). LUDIC_E_ARGUMENT for an unknown preset or NULL out with
 * cap > 0.
 */
LUDIC_API ludic_status ludic_mahjong_generate_preset(uint64_t seed, ludic_mahjong_preset preset,
                                                     char *out, size_t cap, size_t *len,
                                                     ludic_error *err);

/*
 * ---------------------------------------------------------------------------
 * The win automaton
 * ---------------------------------------------------------------------------
 * A deterministic automaton that reads a multiset kind by kind (the count of
 * each kind, 0..4, and whether a sequence may start at the kind) and ends in
 * its winning state exactly when the multiset contains a winning 14-tile
 * subset. Opaque; built once per layout and read-only afterwards (share it
 * between threads freely). See docs/mahjong.md for its construction and size.
 */
typedef struct ludic_mahjong_automaton ludic_mahjong_automaton;

/* Flags of ludic_mahjong_automaton_create (0: the usual minimal automaton). */
#define LUDIC_MAHJONG_UNMINIMISED 1u /* search the shapes and keep every state found */
#define LUDIC_MAHJONG_FROM_SHAPES 2u /* search the shapes and minimise (not the built-in table) */
#define LUDIC_MAHJONG_NO_STATE UINT32_MAX

/*
 * Build the automaton for the symbols `layout` can produce (NULL: for every
 * layout). By default it starts from a built-in table of the minimal
 * automaton for every symbol (verified against a fresh construction by the
 * tests) and cuts it down to the layout's symbols: well under a millisecond.
 * The flags rebuild it from scratch instead (a few milliseconds).
 * LUDIC_E_ARGUMENT for NULL out, a malformed layout or an unknown flag;
 * LUDIC_E_MEMORY. Release *out with ludic_mahjong_automaton_free; on
 * failure *out is set to NULL (when out is not NULL).
 */
LUDIC_API ludic_status ludic_mahjong_automaton_create(const ludic_mahjong_game *layout,
                                                      unsigned flags,
                                                      ludic_mahjong_automaton **out,
                                                      ludic_error *err);
/* Release an automaton; does nothing for NULL. */
LUDIC_API void ludic_mahjong_automaton_free(ludic_mahjong_automaton *automaton);

/* What an automaton is made of (a type of its own: the getter has the 0.1 type's name). */
typedef struct ludic_mahjong_automaton_sizes {
    uint32_t states;        /* states, the winning one included */
    uint32_t explored;      /* states the search found before minimisation */
    uint32_t rounds;        /* partition-refinement rounds (0 when unminimised) */
    uint32_t symbols;       /* alphabet size (count x may-start-a-sequence) */
    uint32_t winning_state; /* id of the absorbing winning state; the start is 0 */
    int minimised;
} ludic_mahjong_automaton_sizes;

/* Sizes of an automaton into *sizes (all zero for a NULL automaton; nothing for NULL sizes). */
LUDIC_API void ludic_mahjong_automaton_info(const ludic_mahjong_automaton *automaton,
                                            ludic_mahjong_automaton_sizes *sizes);

/*
 * The state after reading `count` tiles of a kind from `state`; can_start is
 * 1 when a sequence may start at that kind. LUDIC_MAHJONG_NO_STATE for a
 * symbol outside the automaton's alphabet or a bad argument (NULL included).
 */
LUDIC_API uint32_t ludic_mahjong_automaton_step(const ludic_mahjong_automaton *automaton, uint32_t state,
                                      int can_start, unsigned count);

/*
 * 1 when counts[0..kinds-1] (each 0..4) contains a winning 14-tile subset
 * under the links of `layout` (and thirteen orphans when its flags say so:
 * checked directly, the automaton knows the two other forms), 0 when not, -1 when the layout reads a symbol
 * outside the automaton's alphabet or an argument is NULL. O(kinds).
 */
LUDIC_API int ludic_mahjong_automaton_wins(const ludic_mahjong_automaton *automaton,
                                 const ludic_mahjong_game *layout, const uint8_t *counts);

/*
 * ---------------------------------------------------------------------------
 * Solving
 * ---------------------------------------------------------------------------
 * Both solvers take an optional automaton built for the game's layout (or
 * for NULL); with NULL they build one for this call. They fail with
 * LUDIC_E_NO_ANSWER when the whole set of tiles never wins (then no draw
 * ever does), LUDIC_E_MEMORY when the DP tables would exceed the cap of
 * `limits` (NULL: the default), LUDIC_E_ARGUMENT for a NULL or malformed
 * game (ludic_mahjong_check_game), an automaton built for another layout, or
 * a NULL output the function names.
 */

/* What a solve did, for --stats and the benchmarks. */
typedef struct ludic_mahjong_stats {
    uint32_t states;         /* automaton states used, the winning one included: 647, */
                             /* or 3 x 646 + 1 for the product with thirteen orphans */
    uint32_t explored;       /* before minimisation */
    uint32_t wall;           /* tiles not in the hand */
    uint32_t max_losing;     /* the most wall tiles a draw can hold and still not win (exact) */
    uint64_t cells;          /* (state, tiles) DP cells computed, over all kinds */
    uint64_t memory;         /* bytes of the DP tables */
} ludic_mahjong_stats;

/*
 * The expected weight modulo LUDIC_MAHJONG_MODULUS, exactly (the original
 * answer), in *answer (LUDIC_E_ARGUMENT when `answer` is NULL).
 * O(kinds x L x S x 5) time for S non-winning automaton states (646; 1938
 * with thirteen orphans: the product with three orphan layers) and
 * L <= kinds + 19 tile counts (the bound on non-winning hands), in practice
 * about 1.4 million cells at 100 kinds and 180 million at 1000; memory
 * 8 x S x L bytes, checked against `limits` before allocating. `stats` may
 * be NULL (not wanted; filling it adds a pass of about 6% of the time at n = 100).
 */
LUDIC_API ludic_status ludic_mahjong_solve(const ludic_mahjong_game *game,
                                 const ludic_mahjong_automaton *automaton,
                                 const ludic_limits *limits, uint32_t *answer,
                                 ludic_mahjong_stats *stats, ludic_error *err);

/*
 * The distribution of the weight in floating point, from the same counting
 * with every DP cell a probability (no cancellation; see docs/mahjong.md for
 * the error bound). Arrays have wall + 1 entries, index i = weight i:
 *   p[i]        P(weight = i)            (p[0] = 0)
 *   cdf[i]      P(weight <= i)
 *   survival[i] P(weight > i) = P(the hand plus i drawn tiles does not win)
 * expected = sum of survival[i] = E[weight]; last = the largest weight
 * of positive probability, exactly (the hand always wins within `last`
 * draws): P(weight = i) > 0 for some i <= last, and p[i] = 0 for i > last.
 * Probabilities below about 1e-289 are stored as 0, so for large layouts
 * the p[i] just before `last` can be 0 (their true values are far below
 * that; n = 1000 reaches it). Release with ludic_mahjong_dist_clear.
 * `dist` is overwritten without being freed (LUDIC_E_ARGUMENT when NULL);
 * `stats` may be NULL.
 */
typedef struct ludic_mahjong_dist {
    uint32_t wall;
    uint32_t last;
    double expected;
    double *p;
    double *cdf;
    double *survival;
} ludic_mahjong_dist;

LUDIC_API ludic_status ludic_mahjong_solve_distribution(const ludic_mahjong_game *game,
                                                        const ludic_mahjong_automaton *automaton,
                                                        const ludic_limits *limits,
                                                        ludic_mahjong_dist *dist,
                                                        ludic_mahjong_stats *stats,
                                                        ludic_error *err);
/* Release the arrays of a distribution and zero it; does nothing for NULL and a cleared value. */
LUDIC_API void ludic_mahjong_dist_clear(ludic_mahjong_dist *dist);

/*
 * A self-contained SVG chart of `dist` (text out, see ludic.h): bars for
 * P(weight = i), a line for P(weight <= i), the mean, labelled axes, a
 * legend, and `title` (e.g. the hand; NULL for none) at the top,
 * XML-escaped. The x axis ends where P(weight > i) drops below 1e-6 (the
 * subtitle says so and gives the exact last draw). LUDIC_E_ARGUMENT for a
 * NULL or empty `dist` (no arrays), or NULL out with cap > 0.
 */
LUDIC_API ludic_status ludic_mahjong_format_svg(const ludic_mahjong_dist *dist, const char *title,
                                                char *out, size_t cap, size_t *len,
                                                ludic_error *err);

#ifdef __cplusplus
}
#endif

#endif /* LUDIC_MAHJONG_H */
