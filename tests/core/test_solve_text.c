/*
 * test_solve_text.c: ludic_solve_text_ex takes exactly the options of each
 * game's solve and brute commands, and writes the answer and the --stats
 * text by the text-out rules. Expected answers come from the original
 * problems' samples (blackwhite 10 4 2: 182 of C(10, 4) = 210 placements;
 * jenga's sample 17.119213696601992; mahjong's sample 570425346) and the
 * README's riichi hand (182108208, checked there by the enumeration by suits).
 */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "ludic/jenga.h"
#include "ludic/ludic.h"

static const char jenga_sample[] = "6\nRGB\nGRG\nBBB\nGGR\nBRG\nBRB\n";
static const char mahjong_sample[] =
    "5\n1 1\n1 2\n1 3\n1 4\n2 1\n3 1\n3 2\n3 3\n3 4\n5 1\n5 2\n5 3\n5 4\n";

static char out[4096], stats[1024];
static size_t out_len, stats_len;
static ludic_error err;

/* ludic_solve_text_ex with the flags and options given, stats into `stats`. */
static ludic_status run(const char *game, const char *text, ludic_solve_options o)
{
    o.stats = stats;
    o.stats_cap = sizeof stats;
    o.stats_len = &stats_len;
    out[0] = stats[0] = '\0';
    out_len = stats_len = 0;
    ludic_error_clear(&err);
    return ludic_solve_text_ex(game, text, strlen(text), &o, out, sizeof out, &out_len, &err);
}

static ludic_solve_options flags(unsigned f)
{
    ludic_solve_options o = {f, NULL, NULL, 0, NULL, 0, NULL};
    return o;
}

/* An option the game's command lacks: LUDIC_E_ARGUMENT whose message contains `why`. */
static void refused(const char *game, const char *text, ludic_solve_options o, const char *why)
{
    CHECK(run(game, text, o) == LUDIC_E_ARGUMENT);
    CHECK_STR_CONTAINS(err.message, why);
}

static void options_a_command_lacks(void)
{
    const ludic_jenga_dice dice = {1, 1, 1, 0};
    ludic_solve_options o = flags(0);
    refused("jenga", jenga_sample, flags(LUDIC_SOLVE_DECIMAL), "always a decimal");
    refused("blackwhite", "10 4 2", flags(LUDIC_SOLVE_STATS), "no stats option");
    refused("blackwhite", "10 4 2", flags(LUDIC_SOLVE_RIICHI), "no riichi option");
    refused("jenga", jenga_sample, flags(LUDIC_SOLVE_SANMA), "no sanma option");
    refused("mahjong", "123m456p789s1122z",
            flags(LUDIC_SOLVE_RIICHI | LUDIC_SOLVE_SANMA), "not both");
    refused("mahjong", mahjong_sample, flags(LUDIC_SOLVE_BRUTE | LUDIC_SOLVE_STATS),
            "no statistics");
    o.dice = &dice;
    refused("mahjong", mahjong_sample, o, "no dice option");
    o.dice = NULL;
    o.digits = 5;
    refused("blackwhite", "10 4 2", o, "no digits option");
    o.digits = 18;
    refused("jenga", jenga_sample, o, "digits must be from 1 to 17");
    /* ludic_solve_text keeps its two flags */
    CHECK(ludic_solve_text("blackwhite", "10 4 2", 6, LUDIC_SOLVE_BRUTE, out, sizeof out, NULL,
                           NULL) == LUDIC_E_ARGUMENT);
}

static void answers(void)
{
    ludic_solve_options o = flags(0);
    ludic_limits lim = {0, 0, NULL, NULL};
    CHECK(run("blackwhite", "10 4 2", flags(LUDIC_SOLVE_BRUTE)) == LUDIC_OK &&
          strcmp(out, "182\n") == 0);
    /* 182 / 210 to 12 digits, from the exact count */
    CHECK(run("blackwhite", "10 4 2", flags(LUDIC_SOLVE_BRUTE | LUDIC_SOLVE_DECIMAL)) ==
              LUDIC_OK &&
          strcmp(out, "0.866666666667\n") == 0);
    CHECK(run("jenga", jenga_sample, o) == LUDIC_OK && strcmp(out, "17.1192136966\n") == 0);
    o.digits = 5;
    CHECK(run("jenga", jenga_sample, o) == LUDIC_OK && strcmp(out, "17.119\n") == 0);
    CHECK(run("mahjong", mahjong_sample, flags(0)) == LUDIC_OK &&
          strcmp(out, "570425346\n") == 0);
    CHECK(run("mahjong", mahjong_sample, flags(LUDIC_SOLVE_BRUTE)) == LUDIC_OK &&
          strcmp(out, "570425346\n") == 0);
    CHECK(run("mahjong", "123m456p789s1122z", flags(LUDIC_SOLVE_RIICHI)) == LUDIC_OK &&
          strcmp(out, "182108208\n") == 0);
    /* the hand's own notation goes with the preset: no file format */
    CHECK(run("mahjong", "123m456p789s1122z", flags(0)) == LUDIC_E_SYNTAX);
    /* the memory cap reaches the solver */
    lim.max_memory = 1024;
    o = flags(0);
    o.limits = &lim;
    CHECK(run("jenga", jenga_sample, o) == LUDIC_E_MEMORY);
    CHECK_STR_CONTAINS(err.message, "more than the memory cap of 1.00 KiB");
}

static void statistics(void)
{
    ludic_solve_options o = flags(LUDIC_SOLVE_STATS);
    ludic_limits lim = {(uint64_t)2 << 30, 0, NULL, NULL};
    char small[8];
    size_t need = 0;
    o.limits = &lim;
    CHECK(run("jenga", jenga_sample, o) == LUDIC_OK && strcmp(out, "17.1192136966\n") == 0);
    CHECK(strncmp(stats, "states: ", 8) == 0 && stats_len == strlen(stats));
    CHECK_STR_CONTAINS(stats, "; cap 2.00 GiB)\n");
    /* --json holds the statistics already */
    o.flags |= LUDIC_SOLVE_JSON;
    CHECK(run("jenga", jenga_sample, o) == LUDIC_OK && stats_len == 0 && stats[0] == '\0');
    CHECK_STR_CONTAINS(out, "\"stats\":{\"states\":");
    CHECK(run("mahjong", mahjong_sample, flags(LUDIC_SOLVE_STATS | LUDIC_SOLVE_DECIMAL)) ==
          LUDIC_OK);
    CHECK(strncmp(stats, "stats: automaton ", 17) == 0 && stats_len == strlen(stats));
    /* statistics that do not fit: LUDIC_E_TRUNCATED, both lengths stored, the answer whole */
    o = flags(LUDIC_SOLVE_STATS);
    o.stats = small;
    o.stats_cap = sizeof small;
    o.stats_len = &need;
    out_len = 0;
    CHECK(ludic_solve_text_ex("jenga", jenga_sample, strlen(jenga_sample), &o, out, sizeof out,
                              &out_len, &err) == LUDIC_E_TRUNCATED);
    CHECK(need > sizeof small && strlen(small) == sizeof small - 1 && out_len == 14 &&
          strcmp(out, "17.1192136966\n") == 0);
}

int main(void)
{
    options_a_command_lacks();
    answers();
    statistics();
    return check_exit_code();
}
