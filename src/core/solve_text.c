/*
 * solve_text.c: ludic_solve_text and ludic_solve_text_ex (ludic.h), the
 * command line's solve and brute output as a library function: checks the
 * options against what the game's command takes, picks the game and hands
 * its text (and statistics) to the caller.
 */
#include <string.h>

#include "core/error_int.h"
#include "core/solve_text_int.h"
#include "core/textout_int.h"

typedef ludic_status (*solve_text_fn)(const char *text, size_t len, const ludic_solve_options *o,
                                      ludic_buffer *out, ludic_buffer *stats, ludic_error *err);

#define ALL_FLAGS                                                                                 \
    (LUDIC_SOLVE_DECIMAL | LUDIC_SOLVE_JSON | LUDIC_SOLVE_BRUTE | LUDIC_SOLVE_STATS |             \
     LUDIC_SOLVE_RIICHI | LUDIC_SOLVE_SANMA)

/* Each game and the options its solve and brute commands have. */
static const struct {
    const char *name;
    solve_text_fn solve;
    unsigned flags; /* the LUDIC_SOLVE_* it takes */
    int jenga_options; /* dice and digits */
} games[] = {
    {"blackwhite", ludic_bw_solve_text, LUDIC_SOLVE_DECIMAL | LUDIC_SOLVE_JSON | LUDIC_SOLVE_BRUTE,
     0},
    {"jenga", ludic_jg_solve_text, LUDIC_SOLVE_JSON | LUDIC_SOLVE_BRUTE | LUDIC_SOLVE_STATS, 1},
    {"mahjong", ludic_mj_solve_text, ALL_FLAGS, 0},
};

/* The option of a flag, for messages. */
static const char *option_of(unsigned flag)
{
    switch (flag) {
    case LUDIC_SOLVE_DECIMAL:
        return "decimal";
    case LUDIC_SOLVE_STATS:
        return "stats";
    case LUDIC_SOLVE_RIICHI:
        return "riichi";
    case LUDIC_SOLVE_SANMA:
        return "sanma";
    default:
        return "such";
    }
}

/* LUDIC_OK when the game's command has every option of o; the one it lacks otherwise. */
static ludic_status check_options(size_t g, const ludic_solve_options *o, const char *function,
                                  ludic_error *err)
{
    const unsigned extra = o->flags & ~games[g].flags;
    if (extra) {
        const unsigned flag = extra & (0u - extra); /* the lowest one */
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "%s takes no %s option%s (in %s)", games[g].name, option_of(flag),
                          flag == LUDIC_SOLVE_DECIMAL ? ": its answer is always a decimal" : "",
                          function);
    }
    if ((o->flags & LUDIC_SOLVE_BRUTE) && (o->flags & LUDIC_SOLVE_STATS))
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "the brute-force reference has no statistics option (in %s)", function);
    if ((o->flags & LUDIC_SOLVE_RIICHI) && (o->flags & LUDIC_SOLVE_SANMA))
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "give a riichi or a sanma hand, not both (in %s)", function);
    if (!games[g].jenga_options && (o->dice || o->digits))
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "%s takes no %s option (in %s)",
                          games[g].name, o->dice ? "dice" : "digits", function);
    if (o->digits > 17)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "digits must be from 1 to 17 (0 for 12), not %u (in %s)", o->digits,
                          function);
    return LUDIC_OK;
}

/* Both functions (the flags they know): the checks, the game's text, then the two text outs. */
static ludic_status solve_text(const char *function, unsigned known, const char *game,
                               const char *text, size_t len, const ludic_solve_options *options,
                               char *out, size_t cap, size_t *out_len, ludic_error *err)
{
    static const ludic_solve_options none = {0, NULL, NULL, 0, NULL, 0, NULL};
    const ludic_solve_options *o = options ? options : &none;
    ludic_buffer buf, stats;
    ludic_status st, st_stats;
    if (!game)
        return ludic_fail_null(err, function, "game");
    if (!text)
        return ludic_fail_null(err, function, "text");
    if ((st = ludic_check_flags(err, function, o->flags, known)) != LUDIC_OK ||
        (st = ludic_textout_check(out, cap, function, err)) != LUDIC_OK ||
        (st = ludic_check_room(err, function, "options->stats", o->stats, o->stats_cap)) !=
            LUDIC_OK)
        return st;
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        if (strcmp(game, games[i].name) != 0)
            continue;
        if ((st = check_options(i, o, function, err)) != LUDIC_OK)
            return st;
        ludic_buffer_init(&buf);
        ludic_buffer_init(&stats);
        st = games[i].solve(text, len, o, &buf, &stats, err);
        if (st != LUDIC_OK) {
            ludic_buffer_clear(&buf);
            ludic_buffer_clear(&stats);
            return st;
        }
        /* the statistics first: a truncated answer's status and message win */
        st_stats = LUDIC_OK;
        if (o->flags & LUDIC_SOLVE_STATS)
            st_stats = ludic_textout_finish(&stats, o->stats, o->stats_cap, o->stats_len,
                                            function, err);
        ludic_buffer_clear(&stats);
        st = ludic_textout_finish(&buf, out, cap, out_len, function, err);
        return st != LUDIC_OK ? st : st_stats;
    }
    return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                      "unknown game '%.64s'; expected blackwhite, jenga or mahjong", game);
}

ludic_status ludic_solve_text(const char *game, const char *text, size_t len, unsigned flags,
                              char *out, size_t cap, size_t *out_len, ludic_error *err)
{
    ludic_solve_options o = {0, NULL, NULL, 0, NULL, 0, NULL};
    o.flags = flags;
    return solve_text(__func__, LUDIC_SOLVE_DECIMAL | LUDIC_SOLVE_JSON, game, text, len, &o, out,
                      cap, out_len, err);
}

ludic_status ludic_solve_text_ex(const char *game, const char *text, size_t len,
                                 const ludic_solve_options *options, char *out, size_t cap,
                                 size_t *out_len, ludic_error *err)
{
    return solve_text(__func__, ALL_FLAGS, game, text, len, options, out, cap, out_len, err);
}
