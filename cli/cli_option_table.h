/*
 * cli_option_table.h: every option of the ludic command line, declared once.
 *
 * CLI_OPTION_TABLE(OPTION, VARIANT) is an X-macro (Kissat's src/options.h):
 * cli_int.h expands it into the enum of option ids (CLI_OPT_SEED, ...) and
 * options.c into the descriptors that drive parsing, range checks and --help.
 * Run functions name options by id, so a misspelt option is a compile error.
 *
 *   OPTION(ID, "name", KIND, "METAVAR", MIN, MAX, "choices", "help")
 *       an option: its long name, kind (cli_kind), placeholder in help (NULL
 *       for flags and choices), range (CLI_UINT, CLI_SIZE), the '|'-separated
 *       words of a CLI_CHOICE, and one line of help that gives the default.
 *   VARIANT(ID, BASE, MIN, MAX, "help")
 *       the option BASE (same name, kind, metavar and choices) with the
 *       range and help one game or command needs: --n is a board length in
 *       blackwhite and a number of levels in jenga. A command lists at most
 *       one option of a name; reading BASE finds the variant it lists, so
 *       shared code (the setter's stress) reads CLI_OPT_N whatever the game.
 *
 * A command lists the ids it takes in its table (cli_use rows, with
 * CLI_REQUIRED for the options it cannot run without); "(required)" is
 * appended to their help. docs/architecture.md, "The command line", says how
 * to add an option or a command. Keep the rows grouped: shared ones first,
 * then each game's, then the setter's kit.
 */
#ifndef LUDIC_CLI_OPTION_TABLE_H
#define LUDIC_CLI_OPTION_TABLE_H

#include <stdint.h>

#include "ludic/blackwhite.h"
#include "ludic/jenga.h"
#include "ludic/mahjong.h"
#include "ludic/riichi.h"

/* clang-format off */
#define CLI_OPTION_TABLE(OPTION, VARIANT)                                                         \
    /* ---- shared by the games ---- */                                                          \
    OPTION(SEED, "seed", CLI_UINT, "S", 0, UINT64_MAX, NULL,                                      \
           "seed of the random choices; the same seed, the same input")                          \
    VARIANT(SETTER_SEED, SEED, 0, UINT64_MAX, "seed of the generated inputs (default 1)")        \
    VARIANT(BW_PLAY_SEED, SEED, 0, UINT64_MAX, "start from a random position drawn with seed S") \
    VARIANT(JG_SIM_SEED, SEED, 0, UINT64_MAX, "seed of the die rolls")                           \
    OPTION(N, "n", CLI_UINT, "N", 1, UINT64_MAX, NULL, "the size n of the input")                \
    VARIANT(BW_N, N, 1, LUDIC_BLACKWHITE_MAX_N,                                                  \
            "board length (default: random in [max(2, K, D), 10000])")                           \
    VARIANT(BW_PLAY_N, N, 2, LUDIC_BLACKWHITE_MAX_CELLS, "cells of the random position (default 10)") \
    VARIANT(JG_N, N, 1, LUDIC_JENGA_MAX_N,                                                       \
            "levels (default: drawn from the seed in the original range 2..6)")                  \
    VARIANT(MJ_N, N, LUDIC_MAHJONG_ORIGINAL_MIN_N, LUDIC_MAHJONG_MAX_KINDS,                      \
            "tile kinds, 5..1500 (default: drawn from 5..100 by the seed)")                     \
    OPTION(DECIMAL, "decimal", CLI_FLAG, NULL, 0, 0, NULL, "print the answer as a decimal")      \
    VARIANT(BW_DECIMAL, DECIMAL, 0, 0,                                                           \
            "print the probability that a random placement is a win for white (12 digits)")      \
    VARIANT(MJ_DECIMAL, DECIMAL, 0, 0,                                                           \
            "print the expected weight as a decimal instead (relative error < 1e-12)")           \
    VARIANT(MJ_BRUTE_DECIMAL, DECIMAL, 0, 0, "print the expected weight as a decimal instead")   \
    OPTION(JSON, "json", CLI_FLAG, NULL, 0, 0, NULL, "print one JSON object")                    \
    VARIANT(BW_SOLVE_JSON, JSON, 0, 0,                                                           \
            "print a JSON object: n, k, d, wins, modulus (and probability, lose_probability, "   \
            "error_bound with --decimal)")                                                        \
    VARIANT(BW_ANALYZE_JSON, JSON, 0, 0, "print one JSON object (fields below)")                 \
    VARIANT(JG_SOLVE_JSON, JSON, 0, 0,                                                           \
            "print {\"expected\", \"levels\", \"tower\", \"dice\", \"stats\"} (full precision)") \
    VARIANT(JG_BRUTE_JSON, JSON, 0, 0, "print {\"expected\", \"levels\", \"tower\", \"dice\"}")  \
    VARIANT(JG_ADVISE_JSON, JSON, 0, 0,                                                          \
            "print {\"expected\", \"tower\", \"dice\", \"moves\": {colour: [options, best "      \
            "first]}}")                                                                           \
    VARIANT(JG_SIM_JSON, JSON, 0, 0, "print {\"mean\", \"stderr\", \"ci99\", \"exact\", ...}")   \
    VARIANT(MJ_SOLVE_JSON, JSON, 0, 0,                                                           \
            "print {\"answer\", \"expected\", \"hand\", \"wall\", ...} as JSON")                 \
    VARIANT(MJ_DIST_JSON, JSON, 0, 0,                                                            \
            "print {\"expected\", \"distribution\": [{\"draw\", \"p\", \"cdf\"}, ...]} as JSON") \
    VARIANT(MJ_BRUTE_JSON, JSON, 0, 0, "print {\"answer\", \"expected\", ...} as JSON")          \
    OPTION(STATS, "stats", CLI_FLAG, NULL, 0, 0, NULL, "also print statistics of the solve")     \
    VARIANT(JG_STATS, STATS, 0, 0, "also print states, lookups and memory")                      \
    VARIANT(MJ_STATS, STATS, 0, 0, "also print automaton and DP statistics on standard error")   \
    OPTION(EXTENDED, "extended", CLI_FLAG, NULL, 0, 0, NULL,                                     \
           "check ludic's limits instead of the original ones")                                  \
    VARIANT(BW_EXTENDED, EXTENDED, 0, 0,                                                         \
            "check ludic's limits (n <= 10^18, k <= 1000) instead of the original ones")         \
    VARIANT(JG_EXTENDED, EXTENDED, 0, 0,                                                         \
            "check ludic's limits instead: n 1..64, '.' for a missing block, a standing tower")  \
    VARIANT(MJ_EXTENDED, EXTENDED, 0, 0,                                                         \
            "check ludic's limits (n up to 1500; layout files too) instead of the original "    \
            "ones")                                                                               \
    VARIANT(STRESS_EXTENDED, EXTENDED, 0, 0,                                                     \
            "inputs (and shrunk ones) must pass validate --extended, not the original limits")   \
    VARIANT(TESTS_EXTENDED, EXTENDED, 0, 0,                                                      \
            "ludic's limits instead of the original ones: larger tests, validate --extended")    \
    OPTION(MAX_MEMORY, "max-memory", CLI_SIZE, "SIZE", 1024, UINT64_MAX, NULL,                   \
           "memory cap, e.g. 512M or 4G (default 16G); refused (exit 1) before allocating")      \
    OPTION(QUIET, "quiet", CLI_FLAG, NULL, 0, 0, NULL,                                           \
           "no progress line on standard error (drawn only when it is a terminal)")              \
    OPTION(THREADS, "threads", CLI_UINT, "N", 1, 16, NULL,                                       \
           "threads of a big solve (default: every core, at most 16); the same answer for any N") \
    /* ---- blackwhite ---- */                                                                   \
    OPTION(K, "k", CLI_UINT, "K", 1, LUDIC_BLACKWHITE_MAX_K, NULL,                               \
           "number of pieces, even (default: random even in [max(2, D), min(N, 100)])")          \
    VARIANT(BW_PLAY_K, K, 2, LUDIC_BLACKWHITE_MAX_CELLS,                                         \
            "pieces of the random position, even (default 4)")                                   \
    OPTION(D, "d", CLI_UINT, "D", 1, LUDIC_BLACKWHITE_MAX_N, NULL,                               \
           "most pieces moved at once (default 1)")                                              \
    VARIANT(BW_GEN_D, D, 1, LUDIC_BLACKWHITE_MAX_K, "most pieces moved at once (default: random in [1, K])") \
    OPTION(TO_MOVE, "to-move", CLI_CHOICE, NULL, 0, 0, "white|black",                            \
           "the side to move (default white)")                                                   \
    OPTION(ALL, "all", CLI_FLAG, NULL, 0, 0, NULL, "list every winning move, not just one")      \
    OPTION(LIMIT, "limit", CLI_UINT, "N", 1, UINT64_MAX, NULL,                                   \
           "with --all, stop after N moves (default: no limit)")                                 \
    OPTION(SIDE, "side", CLI_CHOICE, NULL, 0, 0, "white|black",                                  \
           "your side (asked for when not given)")                                               \
    OPTION(POSITION, "position", CLI_STRING, "POS", 0, 0, NULL,                                  \
           "the starting position, e.g. W..B.W...B")                                             \
    /* ---- jenga ---- */                                                                        \
    OPTION(DICE, "dice", CLI_STRING, "G,B,R,K", 0, 0, NULL,                                      \
           "faces of the die: green, blue, red, black (default 2,2,1,1)")                        \
    OPTION(DIGITS, "digits", CLI_UINT, "D", 1, 17, NULL, "significant digits printed (default 12)") \
    OPTION(COLOR, "color", CLI_CHOICE, NULL, 0, 0, "auto|always|never",                          \
           "colour the tower with ANSI codes (default auto: when stdout is a terminal)")         \
    OPTION(GAMES, "games", CLI_UINT, "N", 1, LUDIC_JENGA_MAX_GAMES, NULL, "games to play")       \
    /* ---- mahjong ---- */                                                                      \
    OPTION(RIICHI, "riichi", CLI_STRING, "HAND", 0, 0, NULL,                                     \
           "a riichi hand instead of FILE, e.g. 123m456p789s1122z")                              \
    OPTION(SANMA, "sanma", CLI_STRING, "HAND", 0, 0, NULL,                                       \
           "a three-player hand (no 2m..8m) instead of FILE")                                    \
    OPTION(SVG, "svg", CLI_STRING, "FILE", 0, 0, NULL,                                           \
           "write a chart to FILE (bars P(weight = i), line P(weight <= i))")                    \
    OPTION(LAYOUT, "layout", CLI_CHOICE, NULL, 0, 0, "riichi|sanma",                             \
           "a random hand of a preset, as a layout file, instead")                               \
    /* ---- riichi analysis (mahjong shanten, analyze) ---- */                                   \
    OPTION(SANMA_SET, "sanma", CLI_FLAG, NULL, 0, 0, NULL,                                       \
           "three-player mahjong: no 2m..8m, so 1m and 9m make no runs")                         \
    OPTION(MELD, "meld", CLI_LIST, "M", 0, 4, NULL,                                              \
           "a called meld: run 123m, triplet 555z or kan 1111p (once per meld, at most 4)")      \
    OPTION(VISIBLE, "visible", CLI_STRING, "TILES", 0, 0, NULL,                                  \
           "tiles out of the wall: dora indicators, discards, other players' melds")             \
    OPTION(FORM, "form", CLI_CHOICE, NULL, 0, 0, "min|standard|seven-pairs|thirteen-orphans",    \
           "the form effective tiles count for (default min: the best of the three)")            \
    VARIANT(MJ_SHANTEN_JSON, JSON, 0, 0,                                                         \
            "one JSON object a line: {\"hand\", \"shanten\": {\"min\", \"standard\", ...}}")         \
    VARIANT(MJ_ANALYZE_JSON, JSON, 0, 0,                                                         \
            "one JSON object: shanten, effective, effective_total, expected_draws, discards "    \
            "(with --draws: win, tenpai, simulation)")                                            \
    OPTION(DRAWS, "draws", CLI_UINT, "T", 1, LUDIC_RIICHI_MAX_DRAWS, NULL,                       \
           "also P(win) and P(tenpai) within t = 1..T draws, best play (T 1..32; 18 when "      \
           "only --wall, --policy or --simulate asks)")                                          \
    VARIANT(MJ_ADVISE_DRAWS, DRAWS, 1, LUDIC_RIICHI_MAX_DRAWS,                                   \
            "draws left, this one included (1..32, default 18)")                                 \
    OPTION(WALL, "wall", CLI_CHOICE, NULL, 0, 0, "replace|real",                                 \
           "replace: discards go back into the wall (exact figures; default); real: they "      \
           "leave play (simulated, beside the ZJOI bound)")                                      \
    OPTION(POLICY, "policy", CLI_CHOICE, NULL, 0, 0, "progress|exchange|any",                   \
           "the policies searched: discards that keep the hand or lower its shanten "          \
           "(default), also those that keep it, or every discard")                               \
    OPTION(SIMULATE, "simulate", CLI_UINT, "N", 1, LUDIC_RIICHI_MAX_GAMES, NULL,                 \
           "play the policy N times with a seeded wall: estimates, 99% intervals (default "    \
           "10000 with --wall real)")                                                            \
    VARIANT(MJ_SIM_SEED, SEED, 0, UINT64_MAX, "seed of the simulated games (default 1)")         \
    VARIANT(MJ_DRAW_SVG, SVG, 0, 0,                                                              \
            "with --draws and 14 tiles: write a chart of P(win within t) per discard to FILE")   \
    VARIANT(MJ_ADVISE_JSON, JSON, 0, 0,                                                          \
            "one JSON object: win, and per draw the discard and the probability after it")       \
    /* ---- the setter's kit (check, stress, tests) ---- */                                      \
    OPTION(TOLERANCE, "tolerance", CLI_STRING, "E", 0, 0, NULL,                                  \
           "largest accepted absolute or relative error (default 1e-6)")                         \
    OPTION(SOLUTION, "solution", CLI_STRING, "CMD", 0, 0, NULL,                                  \
           "the program to test, run with /bin/sh -c, input on standard input")                  \
    OPTION(REFERENCE, "reference", CLI_STRING, "CMD", 0, 0, NULL,                                \
           "judge against this program's output instead of ludic's answer")                      \
    OPTION(CASES, "cases", CLI_UINT, "N", 1, 100000000, NULL,                                    \
           "number of generated cases (default 100)")                                            \
    OPTION(JOBS, "jobs", CLI_UINT, "J", 1, 64, NULL,                                             \
           "cases run at once, in parallel processes (default 2)")                               \
    OPTION(TIME_LIMIT, "time-limit", CLI_STRING, "SEC", 0, 0, NULL,                              \
           "seconds per run, e.g. 0.5; then TLE (default 2)")                                    \
    OPTION(OUTPUT_LIMIT, "output-limit", CLI_SIZE, "SIZE", 1, (uint64_t)1 << 30, NULL,           \
           "most output read per run; beyond it OLE (default 64M)")                              \
    OPTION(SHRINK_RUNS, "shrink-runs", CLI_UINT, "N", 0, 1000000, NULL,                          \
           "most runs spent shrinking a failing input (default 2000)")                           \
    OPTION(OUT, "out", CLI_STRING, "DIR", 0, 0, NULL,                                            \
           "write the tests here: a new or empty directory")                                     \
    OPTION(COUNT, "count", CLI_UINT, "N", 1, 1000, NULL,                                         \
           "random tests of each size class (default 2)")
/* clang-format on */

#endif
