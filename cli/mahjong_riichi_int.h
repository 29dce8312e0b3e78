/*
 * mahjong_riichi_int.h: the riichi subcommands of `ludic mahjong` (shanten,
 * analyze), run from the command table in mahjong_cmd.c, and what they share.
 */
#ifndef LUDIC_MAHJONG_RIICHI_INT_H
#define LUDIC_MAHJONG_RIICHI_INT_H

#include "cli_int.h"
#include "ludic/riichi.h"

#define CLI_RIICHI_MAX_MELDS 4

/* A hand as analyze and advise read it: HAND, --meld, --visible, --sanma, --form. */
typedef struct analysis {
    unsigned flags;
    ludic_riichi_form form;
    ludic_riichi_tiles hand, visible, melds[CLI_RIICHI_MAX_MELDS];
    size_t meld_count;
    uint8_t wall[LUDIC_RIICHI_KINDS];
    unsigned wall_total;
    ludic_riichi_shanten shanten;
} analysis;

/* Read HAND, --meld and --visible (and --form when the command takes it), and compute the wall. 0 or an exit status. */
int cli_riichi_read_hand(const cli_args *args, analysis *a);

/* Text: the hand, its set, melds, visible tiles, wall size and shanten (analyze's first lines). */
void cli_riichi_put_header(ludic_buffer *out, const analysis *a);

/* JSON: start the answer object with hand, melds, visible, set, form, tiles, wall, shanten. */
void cli_riichi_json_begin(ludic_json *j, ludic_buffer *out, const analysis *a);
/* End the answer object that cli_riichi_json_begin started, and its line. */
void cli_riichi_json_end(ludic_json *j, ludic_buffer *out);

/* The names of the policy classes and their meaning, by E. */
extern const char *const cli_riichi_policy_names[3];
extern const char *const cli_riichi_policy_meaning[3];

/* The draw game's question (--draws, --wall, --policy, --simulate, --seed, --svg). */
typedef struct cli_draw_question {
    int asked;         /* one of the options was given */
    unsigned draws;    /* T */
    ludic_riichi_policy policy;
    ludic_riichi_wall_rule rule;
    int simulate;      /* --simulate given, or the real wall */
    uint64_t games, seed;
    const char *svg;   /* --svg FILE or NULL */
    int quiet;         /* --quiet: no progress line */
    ludic_limits limits;
} cli_draw_question;

/* The figures of one 13 - 3c tile hand (a discard's row for 14 - 3c tiles). */
typedef struct cli_draw_row {
    uint8_t kind;      /* the discard (14 - 3c tiles) */
    int exact;         /* odds holds the exact replace figures */
    ludic_riichi_draw_odds odds;
    int simulated;     /* sim holds a simulation */
    ludic_riichi_draw_simulation sim;
} cli_draw_row;

typedef struct cli_draws {
    cli_draw_question q;
    size_t hands;      /* distinct hands the search met */
    int drawn;         /* the hand has 14 - 3c tiles: a row per discard */
    unsigned count;    /* rows: 1 for 13 - 3c tiles, one per discard for 14 - 3c (best first) */
    cli_draw_row row[LUDIC_RIICHI_MAX_DISCARDS];
    ludic_riichi_draw_discards table; /* for the chart */
} cli_draws;

/* Read the draw game's options of analyze. 0 or an exit status. */
int cli_riichi_draw_question(const cli_args *args, const analysis *a, cli_draw_question *q);

/* Compute the figures of the hand of `a` (13 or 14 - 3c tiles). 0 or an exit status. */
int cli_riichi_draws_compute(const analysis *a, cli_draws *d);

/* The row of discard `kind`, or NULL. */
const cli_draw_row *cli_riichi_draws_row(const cli_draws *d, unsigned kind);

/* JSON: the question's members (draws, wall_rule, policy, ...) and one row's (win, tenpai, simulation). */
void cli_riichi_json_draw_question(ludic_json *j, const cli_draws *d);
void cli_riichi_json_draw_row(ludic_json *j, const cli_draws *d, const cli_draw_row *row);

/* Text: the section of the draw game. */
void cli_riichi_put_draws(ludic_buffer *out, const cli_draws *d);

/* Write the chart of --svg (14 - 3c tiles); 0 or an exit status. */
int cli_riichi_write_draw_svg(const analysis *a, const cli_draws *d);

/* ludic mahjong advise [--sanma] [--meld M]... [--visible TILES] [--draws T] [--policy P] [--json] HAND */
int cli_mahjong_advise(const cli_args *args);

/* ludic mahjong shanten [--sanma] [--json] [FILE] */
int cli_mahjong_shanten(const cli_args *args);

/* ludic mahjong analyze [--sanma] [--meld M]... [--visible TILES] [--form F] [--json] HAND */
int cli_mahjong_analyze(const cli_args *args);

/* Append a shanten value: the number, or `none` (e.g. "-" or "null") for LUDIC_RIICHI_NO_FORM. */
void cli_riichi_put_shanten(ludic_buffer *out, int value, const char *none);

#endif
