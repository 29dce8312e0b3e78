/*
 * riichi.h: riichi mahjong hands as a player sees them: shanten (向聴数),
 * effective tiles (受け入れ), the discard table (何切る), hand notation with
 * red fives and called melds, and ludic's ZJOI expected draws of a riichi
 * hand. The definitions are in docs/riichi.md; every figure is exact.
 *
 * Tiles. A hand (or any multiset of tiles) is a count per kind, an array of
 * LUDIC_RIICHI_KINDS bytes: kinds 0..8 are 1m..9m, 9..17 are 1p..9p, 18..26
 * are 1s..9s and 27..33 are 1z..7z (East, South, West, North, White, Green,
 * Red). The standard set has 4 copies of every kind; the three-player set
 * (flag LUDIC_RIICHI_SANMA) has no 2m..8m.
 *
 * Ownership: every function writes into structures and arrays the caller
 * owns; nothing here allocates except ludic_riichi_compute_expected_draws, which
 * releases what it takes before returning. Everything is safe to call from
 * several threads at once (the tables are constant).
 */
#ifndef LUDIC_RIICHI_H
#define LUDIC_RIICHI_H

#include "ludic.h"

#ifdef __cplusplus
extern "C" {
#endif

#define LUDIC_RIICHI_KINDS 34u      /* 0..8 = 1m..9m, 9..17 = 1p..9p, 18..26 = 1s..9s, 27..33 = 1z..7z */
#define LUDIC_RIICHI_SANMA 1u       /* flag: three-player set, 2m..8m do not exist */
#define LUDIC_RIICHI_NO_FORM 127    /* shanten of a form that does not apply to the hand */

/*
 * Shanten of one hand per winning form. -1 is a complete hand, 0 tenpai.
 * seven_pairs and thirteen_orphans are LUDIC_RIICHI_NO_FORM for hands with
 * called melds (fewer than 13 tiles).
 */
typedef struct ludic_riichi_shanten {
    int min;               /* minimum over the forms that apply */
    int standard;          /* melds + pair */
    int seven_pairs;       /* LUDIC_RIICHI_NO_FORM unless the hand has 13 or 14 tiles */
    int thirteen_orphans;  /* LUDIC_RIICHI_NO_FORM unless the hand has 13 or 14 tiles */
} ludic_riichi_shanten;
/* counts[34]: tiles held per kind (0..4), n = sum in 1..14 with n % 3 == 1 or 2
   (a hand with c = (14 - n) / 3 called melds, rounded down). Shanten is the
   replacement number minus 1 (riichi.md). LUDIC_E_INVALID with a message for a count > 4,
   a bad total, or (with LUDIC_RIICHI_SANMA) a tile of 2m..8m; LUDIC_E_ARGUMENT for NULL
   or unknown flag bits. */
LUDIC_API ludic_status ludic_riichi_compute_shanten(const uint8_t *counts, unsigned flags,
                                                    ludic_riichi_shanten *out, ludic_error *err);
/*
 * Reference shanten, written from the definition alone (independent of the
 * fast code): the replacement number r(H) = min over legal complete hands W
 * of sum_k max(0, W[k] - H[k]), by a pruned direct search over W, minus 1.
 *
 * counts[34]: tiles held per kind (0..4), n = sum in 1..14 with n % 3 == 1 or 2
 * (a hand with c = (14 - n) / 3 called melds, rounded down; W then has
 * 14 - 3c tiles). Shanten is the replacement number minus 1 (riichi.md).
 * LUDIC_E_INVALID with a message for a count > 4, a bad total, or (with
 * LUDIC_RIICHI_SANMA) a tile of 2m..8m; LUDIC_E_ARGUMENT for NULL or unknown
 * flag bits. On failure *out is untouched.
 *
 * Cost: about 7 microseconds for a random 13- or 14-tile hand, under a
 * millisecond for the worst hands met (see src/riichi/riichi_brute_shanten.c);
 * no allocation. Meant for tests and checks, not for speed.
 */
LUDIC_API ludic_status ludic_riichi_brute_shanten(const uint8_t *counts, unsigned flags,
                                                  ludic_riichi_shanten *out, ludic_error *err);

/*
 * ---------------------------------------------------------------------------
 * Shanten on the hot path
 * ---------------------------------------------------------------------------
 * ludic_riichi_compute_shanten without any check, for benchmarks and other
 * solvers that call it millions of times. Preconditions (unchecked; breaking
 * them reads outside the tables): counts has LUDIC_RIICHI_KINDS entries, each
 * 0..4; their sum n is 1..14 with n % 3 != 0; flags is 0 or
 * LUDIC_RIICHI_SANMA, and with it counts of 2m..8m are 0. NULL counts or out
 * make it do nothing (the one check it keeps).
 * Cost: 9 table reads and about 150 word operations, no allocation: about
 * 30 ns (bench/riichi/RESULTS.md); the constant tables take
 * ludic_riichi_table_bytes() bytes. The checked function costs a few ns more.
 */
LUDIC_API void ludic_riichi_compute_shanten_raw(const uint8_t *counts, unsigned flags,
                                                ludic_riichi_shanten *out);

/*
 * Bytes of the constant tables behind the shanten (416,730: about 0.42 MB;
 * 0 in a build without them, such as the WebAssembly module: see
 * src/riichi/riichi_shanten.c).
 */
LUDIC_API size_t ludic_riichi_table_bytes(void);

/* Which winning forms a question is about. */
typedef enum ludic_riichi_form {
    LUDIC_RIICHI_FORM_MIN = 0,        /* the minimum over the forms that apply (the default) */
    LUDIC_RIICHI_FORM_STANDARD,       /* melds + pair only */
    LUDIC_RIICHI_FORM_SEVEN_PAIRS,    /* seven pairs only */
    LUDIC_RIICHI_FORM_THIRTEEN_ORPHANS /* thirteen orphans only */
} ludic_riichi_form;

/* The field of `shanten` that `form` names; LUDIC_RIICHI_NO_FORM for NULL or an unknown form. */
LUDIC_API int ludic_riichi_shanten_value(const ludic_riichi_shanten *shanten,
                                         ludic_riichi_form form);

/*
 * ---------------------------------------------------------------------------
 * Effective tiles and the discard table
 * ---------------------------------------------------------------------------
 * The wall argument: wall[k] is the number of copies of kind k still in the
 * wall (docs/riichi.md: the set minus the hand, the called melds and the
 * visible tiles; ludic_riichi_compute_wall computes it). NULL means nothing
 * else is out: 4 - counts[k] (0 for 2m..8m with LUDIC_RIICHI_SANMA).
 * Errors: LUDIC_E_ARGUMENT for NULL counts or out, unknown flag bits or an
 * unknown form; LUDIC_E_INVALID (with a message naming the kind) for a
 * count above 4, a hand of the wrong size, a tile of 2m..8m with SANMA, or
 * counts[k] + wall[k] > 4.
 */

/*
 * The effective tiles of a hand waiting for a draw. A kind t is effective
 * when the hand holds fewer than 4 of it and drawing it lowers the shanten
 * of `form` by one (for LUDIC_RIICHI_FORM_MIN, the minimum over the forms).
 * kind[0..kinds) lists them in kind order, count[i] the copies of kind[i]
 * in the wall; a kind whose copies are all out of the wall is listed with
 * count 0 (a karaten wait), and total adds the counts. When the form does
 * not apply to the hand (seven pairs or thirteen orphans with called melds),
 * shanten is LUDIC_RIICHI_NO_FORM and no kind is listed.
 */
typedef struct ludic_riichi_effective {
    int shanten;                       /* of the hand, for the form asked */
    unsigned kinds;                    /* effective kinds */
    unsigned total;                    /* copies of them left in the wall */
    uint8_t kind[LUDIC_RIICHI_KINDS];  /* kind[0..kinds): the effective kinds, ascending */
    uint8_t count[LUDIC_RIICHI_KINDS]; /* count[i]: copies of kind[i] in the wall */
} ludic_riichi_effective;

/*
 * counts: a hand of n = 13 - 3c tiles (n = 1, 4, 7, 10 or 13). Cost: one
 * shanten per kind the hand can draw (34 at most; a few microseconds).
 */
LUDIC_API ludic_status ludic_riichi_compute_effective(const uint8_t *counts, const uint8_t *wall,
                                                      ludic_riichi_form form, unsigned flags,
                                                      ludic_riichi_effective *out,
                                                      ludic_error *err);

#define LUDIC_RIICHI_MAX_DISCARDS 14u

/* One row of the discard table: the tile discarded and what the 13 - 3c tiles left have. */
typedef struct ludic_riichi_discard {
    uint8_t kind;                 /* the discarded kind */
    ludic_riichi_effective after; /* shanten after the discard and its effective tiles */
} ludic_riichi_discard;

typedef struct ludic_riichi_discards {
    int shanten;    /* of the 14 - 3c tile hand for the form; -1: it is complete */
    unsigned count; /* rows: one per distinct kind held */
    ludic_riichi_discard row[LUDIC_RIICHI_MAX_DISCARDS];
} ludic_riichi_discards;

/*
 * The discard table of a hand after its draw: counts has n = 14 - 3c tiles
 * (2, 5, 8, 11 or 14). A row per distinct kind held, sorted by the shanten
 * after the discard, then by total effective tiles (most first), then by
 * kind. wall is the wall with all 14 - 3c tiles in the hand; the discarded
 * tile goes to the river, so every row uses that same wall.
 * Cost: one ludic_riichi_compute_effective per row (tens of microseconds).
 */
LUDIC_API ludic_status ludic_riichi_compute_discards(const uint8_t *counts, const uint8_t *wall,
                                                     ludic_riichi_form form, unsigned flags,
                                                     ludic_riichi_discards *out,
                                                     ludic_error *err);

/*
 * ---------------------------------------------------------------------------
 * Notation, melds and the wall
 * ---------------------------------------------------------------------------
 */

/* Tiles read from notation. */
typedef struct ludic_riichi_tiles {
    uint8_t counts[LUDIC_RIICHI_KINDS]; /* copies per kind, 0..4 */
    uint8_t red[3];                     /* red fives among them (written 0): per suit m, p, s, 0 or 1 */
    unsigned total;                     /* sum of counts */
} ludic_riichi_tiles;

/*
 * Read tiles in the usual notation, text[0..len): digits followed by their
 * suit letter, "123m406p99s1122z"; 0 is a red five (counted as a 5; at most
 * one per suit); spaces and tabs between tiles are ignored; any number of
 * tiles, empty text included. Errors (the message names the tile; line 1,
 * column of the offending character): LUDIC_E_SYNTAX for a character that
 * is not a digit, a suit letter or a blank, digits without a suit letter, a
 * letter without digits; LUDIC_E_INVALID for 8z, 9z or 0z, a fifth copy of a
 * kind, a second red five of a suit, and with LUDIC_RIICHI_SANMA any of
 * 2m..8m or 0m. LUDIC_E_ARGUMENT for NULL text (with len > 0) or out, or
 * unknown flag bits. O(len).
 */
LUDIC_API ludic_status ludic_riichi_parse_tiles(const char *text, size_t len, unsigned flags,
                                                ludic_riichi_tiles *out, ludic_error *err);

/*
 * Read one called meld: a run of three consecutive kinds of a suit ("123m",
 * "406p" with a red five), a triplet ("555z") or a kan of four ("1111p").
 * Errors as for ludic_riichi_parse_tiles, plus LUDIC_E_INVALID (column 1)
 * when the tiles are not a meld.
 */
LUDIC_API ludic_status ludic_riichi_parse_meld(const char *text, size_t len, unsigned flags,
                                               ludic_riichi_tiles *out, ludic_error *err);

/*
 * The wall (docs/riichi.md): wall[k] = copies of kind k in the set (4; 0 for
 * 2m..8m with LUDIC_RIICHI_SANMA) minus those in the hand, in the
 * `meld_count` called melds and among the visible tiles. hand, melds (when
 * meld_count is 0) and visible may be NULL: none. LUDIC_E_INVALID when more
 * copies of a kind, or more than one red five of a suit, are out than the
 * set has (the message names the kind and where its copies are), or when a
 * tile of 2m..8m appears with SANMA. O(kinds x (meld_count + 2)).
 */
LUDIC_API ludic_status ludic_riichi_compute_wall(const ludic_riichi_tiles *hand,
                                                 const ludic_riichi_tiles *melds,
                                                 size_t meld_count,
                                                 const ludic_riichi_tiles *visible,
                                                 unsigned flags, uint8_t *wall,
                                                 ludic_error *err);

/* The name of a kind: "1m" .. "7z"; NULL when kind >= LUDIC_RIICHI_KINDS. */
LUDIC_API const char *ludic_riichi_kind_name(unsigned kind);

/*
 * Tiles in notation, suits in the order m, p, s, z and kinds ascending
 * within a suit: "123m55p1122z". With red (NULL: none), red[s] of the fives
 * of suit s are written 0, before the other fives ("406m"). Text-out
 * convention (docs/architecture.md): at most cap bytes with the NUL, the
 * full length in *len, LUDIC_E_TRUNCATED when it did not fit; 141 bytes
 * (136 digits, 4 letters, the NUL) always suffice. LUDIC_E_ARGUMENT for NULL counts or a count above 4.
 */
LUDIC_API ludic_status ludic_riichi_format_tiles(const uint8_t *counts, const uint8_t *red,
                                                 char *out, size_t cap, size_t *len,
                                                 ludic_error *err);

/*
 * ---------------------------------------------------------------------------
 * ludic's own question for a riichi hand
 * ---------------------------------------------------------------------------
 * The ZJOI expected draws (include/ludic/mahjong.h, docs/mahjong.md) of a
 * closed 13-tile hand: the wall's tiles come in a uniformly random order and
 * are all kept (no discards); the figure is the expected number of draws
 * until the held tiles first contain a complete hand. The game is the riichi
 * (or sanma) set with wall[k] copies of kind k left to draw (NULL: 4 -
 * hand[k]); kinds with no copy in the hand or the wall are out of the game.
 * LUDIC_E_NO_ANSWER when even the whole wall never completes the hand;
 * LUDIC_E_INVALID for a hand that is not 13 tiles or a bad wall (as above);
 * LUDIC_E_MEMORY from the solver's cap in `limits` (NULL: the default).
 * Cost: one distribution DP of the mahjong solver, 1 to 3 ms.
 */
LUDIC_API ludic_status ludic_riichi_compute_expected_draws(const uint8_t *hand,
                                                           const uint8_t *wall,
                                                           const ludic_limits *limits,
                                                           unsigned flags, double *expected,
                                                           ludic_error *err);

/*
 * ---------------------------------------------------------------------------
 * The draw game: the win probability of the best play, draw by draw
 * ---------------------------------------------------------------------------
 * One player draws T times (docs/riichi.md, "The draw game"); a draw that
 * completes the hand (any form) wins; otherwise the player discards one
 * tile. Wall convention `replace`: a discarded tile goes back into the wall,
 * so the wall is always the set minus the visible tiles, the melds and the
 * current 13 - 3c tiles: its size W never changes and kind k is drawn with
 * probability (base[k] - hand[k]) / W, base being the wall argument plus the
 * hand given (for a 14 - 3c tile hand, the wall with all of them held: the
 * discard returns to the wall).
 *
 * The policy classes, nested, each named by E: after drawing k into the
 * 13 - 3c tile hand h (shanten s), the player may discard the drawn tile
 * (keep h), or discard x when shanten(h + k - x) <= s + E - 1. A swap moves
 * the shanten by at most one, so
 *   E = 0 (PROGRESS): keep the hand or lower its shanten ("no hand changes");
 *   E = 1 (EXCHANGE): also exchanges that keep the shanten ("hand changes");
 *   E = 2 (ANY): every discard: the unrestricted optimum over all policies.
 * The values are exact for the class: P(win within t draws) for t = 1..T
 * under the policy of the class that maximises P(win within T) (at each
 * decision it maximises the probability of a win within the draws left;
 * among equal values, which are values within a relative 1e-12 so that
 * rounding never decides, it keeps the hand, then takes the lowest kind;
 * between two honour discards of different counts that tie, the per-draw
 * figures may follow either, both being best), and
 * P(tenpai within t) under that same policy (tenpai: a 13 - 3c tile hand of
 * shanten 0 after a discard, or a win; 1 for a hand already tenpai).
 *
 * Algorithm (docs/riichi.md, "The draw game's search"): the graph of the
 * hands reachable under the class, breadth first; the values of (hand, draws
 * left) for every draws left at once, row by row; then a forward pass of the
 * probability mass under the chosen policy for the per-draw figures. Hands
 * that differ only by swapping honour kinds with the same count in the wall
 * plus the hand are one hand to the search. Cost: about 8,000 instructions
 * per distinct hand the search meets (`hands` in the results, such swaps
 * counted once): about 300 at 1-shanten, 21,000 at 3-shanten and 350,000 at
 * 6-shanten (medians) with T = 18 and the PROGRESS class
 * (bench/riichi/RESULTS.md).
 */
typedef enum ludic_riichi_policy {
    LUDIC_RIICHI_POLICY_PROGRESS = 0, /* E = 0: keep the hand or lower its shanten */
    LUDIC_RIICHI_POLICY_EXCHANGE = 1, /* E = 1: also exchanges that keep the shanten */
    LUDIC_RIICHI_POLICY_ANY = 2       /* E = 2: every discard (unrestricted) */
} ludic_riichi_policy;

#define LUDIC_RIICHI_MAX_DRAWS 32u     /* T is 1..32 */
#define LUDIC_RIICHI_DEFAULT_DRAWS 18u /* a riichi player's draws from the first turn */

/* The figures of one 13 - 3c tile hand. */
typedef struct ludic_riichi_draw_odds {
    int shanten;                          /* of the 13 - 3c tiles (form: the minimum) */
    unsigned draws;                       /* T */
    unsigned wall;                        /* W, the wall's size (constant under replace) */
    double win[LUDIC_RIICHI_MAX_DRAWS];   /* win[t - 1] = P(win within t draws), t = 1..T */
    double tenpai[LUDIC_RIICHI_MAX_DRAWS]; /* tenpai[t - 1] = P(tenpai within t draws) */
    size_t hands;                         /* distinct hands the search met (its cost; honour
                                             swaps counted once, see above) */
} ludic_riichi_draw_odds;

/*
 * counts: a hand of 13 - 3c tiles waiting for its draw; wall as for the
 * discard table (NULL: 4 - counts[k]); draws: T in 1..LUDIC_RIICHI_MAX_DRAWS;
 * limits: NULL, or a memory cap for the search (max_memory) and a progress
 * callback, told the hands met so far with a total of 0 (not known) and
 * able to stop the search (threads is not used). Every figure is in [0, 1] and non-decreasing in t; win[0] of a
 * tenpai hand is exactly (its winning tiles in the wall) / W; a wait with
 * no tile left (karaten), or an empty wall, gives 0.
 * Errors: those of ludic_riichi_compute_effective, LUDIC_E_ARGUMENT for a
 * bad draws or policy, LUDIC_E_MEMORY when the search outgrows the cap,
 * LUDIC_E_CANCELLED when the progress callback stops it.
 */
LUDIC_API ludic_status ludic_riichi_compute_draw_odds(const uint8_t *counts, const uint8_t *wall,
                                                      unsigned draws, ludic_riichi_policy policy,
                                                      const ludic_limits *limits, unsigned flags,
                                                      ludic_riichi_draw_odds *out,
                                                      ludic_error *err);

/* One discard of a hand after its draw and the figures of the tiles left. */
typedef struct ludic_riichi_draw_discard {
    uint8_t kind;                /* the discarded kind */
    ludic_riichi_draw_odds odds; /* of the 13 - 3c tiles left, the discard back in the wall */
} ludic_riichi_draw_discard;

typedef struct ludic_riichi_draw_discards {
    int shanten;    /* of the 14 - 3c tiles; -1: they are complete */
    unsigned count; /* one row per distinct kind held */
    size_t hands;   /* distinct hands the whole search met (shared by the rows) */
    ludic_riichi_draw_discard row[LUDIC_RIICHI_MAX_DISCARDS];
} ludic_riichi_draw_discards;

/*
 * Every discard of a 14 - 3c tile hand (wall: with all of them held), rows
 * sorted by P(win within T) (most first), then P(tenpai within T), then
 * kind (figures within a relative 1e-12 count as equal); the hand's own
 * value is the first row's. The rows share one search.
 * Errors as for ludic_riichi_compute_draw_odds.
 */
LUDIC_API ludic_status ludic_riichi_compute_draw_discards(const uint8_t *counts,
                                                          const uint8_t *wall, unsigned draws,
                                                          ludic_riichi_policy policy,
                                                          const ludic_limits *limits,
                                                          unsigned flags,
                                                          ludic_riichi_draw_discards *out,
                                                          ludic_error *err);

/*
 * ---------------------------------------------------------------------------
 * The draw game: the policy, the table's rules, the chart
 * ---------------------------------------------------------------------------
 */

/*
 * The policy itself, draw by draw (`ludic mahjong advise`). For a 13 - 3c
 * tile hand h with T draws left under class E (replace wall): for each kind
 * k with copies in the wall, the hand h + k after drawing it and what the
 * policy does with it: a win when h + k is complete, otherwise the discard
 * it takes (among the drawn tile itself, which keeps h, and the discards the
 * class allows; ties: keep, then the lowest kind, as in the per-draw
 * figures) and P(win within the T - 1 draws left) after it. The hand's own
 * P(win within T) is sum_k copies[k] / W x (1 if complete, else win) =
 * ludic_riichi_compute_draw_odds(...).win[T - 1] (the tests check it).
 */
typedef struct ludic_riichi_draw_choice {
    uint8_t draw;     /* the kind drawn */
    uint8_t copies;   /* its copies in the wall: drawn with probability copies / W */
    uint8_t complete; /* 1: h + draw is complete, the game is won (no discard) */
    uint8_t discard;  /* the policy's discard (== draw: keep the hand); == draw when complete */
    int shanten;      /* of the 13 - 3c tiles after the discard (-1 when complete) */
    unsigned options; /* discards the class allows after this draw, keeping included */
    double win;       /* P(win within T - 1 draws) after the discard; 1 when complete */
    double keep;      /* the same after discarding the drawn tile; 1 when complete */
} ludic_riichi_draw_choice;

typedef struct ludic_riichi_draw_advice {
    int shanten;                 /* of the 13 - 3c tiles */
    unsigned draws;              /* T */
    unsigned wall;               /* W */
    double win;                  /* P(win within T) of the hand under the policy */
    unsigned count;              /* rows: one per kind with copies in the wall, in kind order */
    size_t hands;                /* distinct hands the search met */
    ludic_riichi_draw_choice row[LUDIC_RIICHI_KINDS];
} ludic_riichi_draw_advice;

/*
 * counts: a 13 - 3c tile hand waiting for its draw; wall, draws, policy,
 * limits, flags and the errors as for ludic_riichi_compute_draw_odds. With
 * T = 1 no draw is left after the discard: every win is 0 and the policy
 * keeps the hand. Cost: one search, as ludic_riichi_compute_draw_odds.
 */
LUDIC_API ludic_status ludic_riichi_compute_draw_advice(const uint8_t *counts,
                                                        const uint8_t *wall, unsigned draws,
                                                        ludic_riichi_policy policy,
                                                        const ludic_limits *limits,
                                                        unsigned flags,
                                                        ludic_riichi_draw_advice *out,
                                                        ludic_error *err);

/* The two wall conventions of docs/riichi.md, "The draw game". */
typedef enum ludic_riichi_wall_rule {
    LUDIC_RIICHI_WALL_REPLACE = 0, /* a discard goes back into the wall */
    LUDIC_RIICHI_WALL_REAL = 1     /* a discard leaves play, as at the table */
} ludic_riichi_wall_rule;

#define LUDIC_RIICHI_MAX_GAMES 100000000u /* games of one simulation, 1..10^8 */

/*
 * A seeded Monte Carlo run of the policy of class E computed under the
 * replace wall (the one ludic_riichi_compute_draw_advice shows), played
 * `games` times from the 13 - 3c tile hand `counts` under `rule`: each
 * game draws T times uniformly from its own wall (under REAL the discards
 * leave play and the wall shrinks; a game whose wall runs out stops), and
 * after each draw that does not complete the hand takes the policy's
 * discard for the draws left. win[t - 1] and tenpai[t - 1] are the
 * fractions of games won (tenpai reached, as in the per-draw figures)
 * within t draws; [low, high] is their 99% interval: Wilson's score
 * interval with z = t_{0.995, N - 1} (Student's t), which holds the mean and
 * stays wide enough for rare events ([0, z^2 / (N + z^2)] with no success);
 * with 1 to 20 successes (or failures) its end is widened to the exact
 * (Clopper-Pearson) one where Wilson's is too narrow.
 *
 * bound: under REAL for a closed 13-tile hand (bounded = 1), ludic's ZJOI
 * figure P(weight <= t) of the same hand and wall (every drawn tile kept):
 * the held tiles then contain those of any policy, so no policy wins within
 * t draws more often. A hand that even the whole wall never completes has
 * bound 0. bounded = 0 (bound all 0) with called melds or under REPLACE.
 *
 * limits: NULL, or the search's memory cap and a progress callback (games
 * played out of `games`; nonzero stops with LUDIC_E_CANCELLED).
 * The same seed, the same figures. Errors: those of
 * ludic_riichi_compute_draw_odds, LUDIC_E_ARGUMENT for a bad rule or games
 * outside 1..LUDIC_RIICHI_MAX_GAMES, LUDIC_E_MEMORY from the search or the
 * ZJOI solver, LUDIC_E_CANCELLED. Cost: the search, then games x T x (discards x 30 ns).
 */
typedef struct ludic_riichi_draw_simulation {
    unsigned draws;     /* T */
    unsigned wall;      /* W at the start */
    uint64_t games;     /* N */
    uint64_t seed;
    ludic_riichi_wall_rule rule;
    double win[LUDIC_RIICHI_MAX_DRAWS], win_low[LUDIC_RIICHI_MAX_DRAWS],
        win_high[LUDIC_RIICHI_MAX_DRAWS];
    double tenpai[LUDIC_RIICHI_MAX_DRAWS], tenpai_low[LUDIC_RIICHI_MAX_DRAWS],
        tenpai_high[LUDIC_RIICHI_MAX_DRAWS];
    int bounded;                          /* 1: bound holds the ZJOI figures */
    double bound[LUDIC_RIICHI_MAX_DRAWS]; /* bound[t - 1] = P(weight <= t) */
    size_t hands;                         /* distinct hands the search met */
} ludic_riichi_draw_simulation;

LUDIC_API ludic_status ludic_riichi_simulate_draws(const uint8_t *counts, const uint8_t *wall,
                                                   unsigned draws, ludic_riichi_policy policy,
                                                   ludic_riichi_wall_rule rule, uint64_t games,
                                                   uint64_t seed, const ludic_limits *limits,
                                                   unsigned flags,
                                                   ludic_riichi_draw_simulation *out,
                                                   ludic_error *err);

/*
 * A self-contained SVG chart of the discards of a 14 - 3c tile hand: one
 * line per row of `discards` (at most the first 8, best first) of
 * P(win within t draws) against t = 1..T, a legend naming each discard with
 * its P(win within T), labelled axes and `title` (NULL: none) XML-escaped.
 * Text-out convention of ludic.h. LUDIC_E_ARGUMENT for NULL discards, no
 * rows, or NULL out with cap > 0.
 */
LUDIC_API ludic_status ludic_riichi_format_draw_svg(const ludic_riichi_draw_discards *discards,
                                                    const char *title, char *out, size_t cap,
                                                    size_t *len, ludic_error *err);

#ifdef __cplusplus
}
#endif

#endif /* LUDIC_RIICHI_H */
