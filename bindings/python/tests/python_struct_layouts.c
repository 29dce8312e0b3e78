/*
 * python_struct_layouts.c: prints "STRUCT size SIZE" and "STRUCT.FIELD offset"
 * lines for every public struct the Python module declares with ctypes, and
 * "NAME const VALUE" for the riichi constants it repeats, so
 * that its tests can check the declarations against the headers (run by
 * test_python_layouts.py).
 */
#include <stddef.h>
#include <stdio.h>

#include "ludic/blackwhite.h"
#include "ludic/jenga.h"
#include "ludic/mahjong.h"
#include "ludic/riichi.h"

#define SIZE(T) printf("%s size %zu\n", #T, sizeof(T))
#define FIELD(T, f) printf("%s.%s %zu\n", #T, #f, offsetof(T, f))
#define CONST(c) printf("%s const %lld\n", #c, (long long)(c))

int main(void)
{
    SIZE(ludic_error);
    FIELD(ludic_error, status);
    FIELD(ludic_error, line);
    FIELD(ludic_error, column);
    FIELD(ludic_error, message);
    SIZE(ludic_limits);
    FIELD(ludic_limits, max_memory);
    FIELD(ludic_limits, threads);
    FIELD(ludic_limits, progress);
    FIELD(ludic_limits, progress_ctx);

    SIZE(ludic_blackwhite_params);
    FIELD(ludic_blackwhite_params, n);
    FIELD(ludic_blackwhite_params, k);
    FIELD(ludic_blackwhite_params, d);
    SIZE(ludic_blackwhite_probability);
    FIELD(ludic_blackwhite_probability, win);
    FIELD(ludic_blackwhite_probability, lose);
    FIELD(ludic_blackwhite_probability, error_bound);
    FIELD(ludic_blackwhite_probability, lose_error_bound);
    SIZE(ludic_blackwhite_step);
    FIELD(ludic_blackwhite_step, from);
    FIELD(ludic_blackwhite_step, to);

    SIZE(ludic_jenga_tower);
    FIELD(ludic_jenga_tower, levels);
    FIELD(ludic_jenga_tower, cell);
    SIZE(ludic_jenga_dice);
    FIELD(ludic_jenga_dice, green);
    FIELD(ludic_jenga_dice, blue);
    FIELD(ludic_jenga_dice, red);
    FIELD(ludic_jenga_dice, black);
    SIZE(ludic_jenga_move);
    FIELD(ludic_jenga_move, from_level);
    FIELD(ludic_jenga_move, from_position);
    FIELD(ludic_jenga_move, color);
    FIELD(ludic_jenga_move, to_position);
    FIELD(ludic_jenga_move, new_level);
    SIZE(ludic_jenga_stats);
    FIELD(ludic_jenga_stats, states);
    FIELD(ludic_jenga_stats, groups);
    FIELD(ludic_jenga_stats, lookups);
    FIELD(ludic_jenga_stats, memory);
    FIELD(ludic_jenga_stats, memory_bound);
    FIELD(ludic_jenga_stats, symmetric);
    SIZE(ludic_jenga_option);
    FIELD(ludic_jenga_option, move);
    FIELD(ludic_jenga_option, expected);
    SIZE(ludic_jenga_sim);
    FIELD(ludic_jenga_sim, games);
    FIELD(ludic_jenga_sim, mean);
    FIELD(ludic_jenga_sim, stddev);
    FIELD(ludic_jenga_sim, std_error);
    FIELD(ludic_jenga_sim, ci99_low);
    FIELD(ludic_jenga_sim, ci99_high);
    FIELD(ludic_jenga_sim, shortest);
    FIELD(ludic_jenga_sim, longest);

    SIZE(ludic_mahjong_game);
    FIELD(ludic_mahjong_game, kinds);
    FIELD(ludic_mahjong_game, copies);
    FIELD(ludic_mahjong_game, links);
    FIELD(ludic_mahjong_game, hand);
    FIELD(ludic_mahjong_game, flags);
    SIZE(ludic_mahjong_names);
    FIELD(ludic_mahjong_names, kinds);
    FIELD(ludic_mahjong_names, suit);
    FIELD(ludic_mahjong_names, rank);
    SIZE(ludic_mahjong_automaton_sizes);
    FIELD(ludic_mahjong_automaton_sizes, states);
    FIELD(ludic_mahjong_automaton_sizes, explored);
    FIELD(ludic_mahjong_automaton_sizes, rounds);
    FIELD(ludic_mahjong_automaton_sizes, symbols);
    FIELD(ludic_mahjong_automaton_sizes, winning_state);
    FIELD(ludic_mahjong_automaton_sizes, minimised);
    SIZE(ludic_mahjong_stats);
    FIELD(ludic_mahjong_stats, states);
    FIELD(ludic_mahjong_stats, explored);
    FIELD(ludic_mahjong_stats, wall);
    FIELD(ludic_mahjong_stats, max_losing);
    FIELD(ludic_mahjong_stats, cells);
    FIELD(ludic_mahjong_stats, memory);
    SIZE(ludic_mahjong_dist);
    FIELD(ludic_mahjong_dist, wall);
    FIELD(ludic_mahjong_dist, last);
    FIELD(ludic_mahjong_dist, expected);
    FIELD(ludic_mahjong_dist, p);
    FIELD(ludic_mahjong_dist, cdf);
    FIELD(ludic_mahjong_dist, survival);

    SIZE(ludic_riichi_shanten);
    FIELD(ludic_riichi_shanten, min);
    FIELD(ludic_riichi_shanten, standard);
    FIELD(ludic_riichi_shanten, seven_pairs);
    FIELD(ludic_riichi_shanten, thirteen_orphans);
    SIZE(ludic_riichi_effective);
    FIELD(ludic_riichi_effective, shanten);
    FIELD(ludic_riichi_effective, kinds);
    FIELD(ludic_riichi_effective, total);
    FIELD(ludic_riichi_effective, kind);
    FIELD(ludic_riichi_effective, count);
    SIZE(ludic_riichi_discard);
    FIELD(ludic_riichi_discard, kind);
    FIELD(ludic_riichi_discard, after);
    SIZE(ludic_riichi_discards);
    FIELD(ludic_riichi_discards, shanten);
    FIELD(ludic_riichi_discards, count);
    FIELD(ludic_riichi_discards, row);
    SIZE(ludic_riichi_tiles);
    FIELD(ludic_riichi_tiles, counts);
    FIELD(ludic_riichi_tiles, red);
    FIELD(ludic_riichi_tiles, total);
    SIZE(ludic_riichi_draw_odds);
    FIELD(ludic_riichi_draw_odds, shanten);
    FIELD(ludic_riichi_draw_odds, draws);
    FIELD(ludic_riichi_draw_odds, wall);
    FIELD(ludic_riichi_draw_odds, win);
    FIELD(ludic_riichi_draw_odds, tenpai);
    FIELD(ludic_riichi_draw_odds, hands);
    SIZE(ludic_riichi_draw_discard);
    FIELD(ludic_riichi_draw_discard, kind);
    FIELD(ludic_riichi_draw_discard, odds);
    SIZE(ludic_riichi_draw_discards);
    FIELD(ludic_riichi_draw_discards, shanten);
    FIELD(ludic_riichi_draw_discards, count);
    FIELD(ludic_riichi_draw_discards, hands);
    FIELD(ludic_riichi_draw_discards, row);
    SIZE(ludic_riichi_draw_choice);
    FIELD(ludic_riichi_draw_choice, draw);
    FIELD(ludic_riichi_draw_choice, copies);
    FIELD(ludic_riichi_draw_choice, complete);
    FIELD(ludic_riichi_draw_choice, discard);
    FIELD(ludic_riichi_draw_choice, shanten);
    FIELD(ludic_riichi_draw_choice, options);
    FIELD(ludic_riichi_draw_choice, win);
    FIELD(ludic_riichi_draw_choice, keep);
    SIZE(ludic_riichi_draw_advice);
    FIELD(ludic_riichi_draw_advice, shanten);
    FIELD(ludic_riichi_draw_advice, draws);
    FIELD(ludic_riichi_draw_advice, wall);
    FIELD(ludic_riichi_draw_advice, win);
    FIELD(ludic_riichi_draw_advice, count);
    FIELD(ludic_riichi_draw_advice, hands);
    FIELD(ludic_riichi_draw_advice, row);
    SIZE(ludic_riichi_draw_simulation);
    FIELD(ludic_riichi_draw_simulation, draws);
    FIELD(ludic_riichi_draw_simulation, wall);
    FIELD(ludic_riichi_draw_simulation, games);
    FIELD(ludic_riichi_draw_simulation, seed);
    FIELD(ludic_riichi_draw_simulation, rule);
    FIELD(ludic_riichi_draw_simulation, win);
    FIELD(ludic_riichi_draw_simulation, win_low);
    FIELD(ludic_riichi_draw_simulation, win_high);
    FIELD(ludic_riichi_draw_simulation, tenpai);
    FIELD(ludic_riichi_draw_simulation, tenpai_low);
    FIELD(ludic_riichi_draw_simulation, tenpai_high);
    FIELD(ludic_riichi_draw_simulation, bounded);
    FIELD(ludic_riichi_draw_simulation, bound);
    FIELD(ludic_riichi_draw_simulation, hands);

    /* riichi.h's constants and enums, which ludic/riichi.py repeats */
    CONST(LUDIC_RIICHI_KINDS);
    CONST(LUDIC_RIICHI_SANMA);
    CONST(LUDIC_RIICHI_NO_FORM);
    CONST(LUDIC_RIICHI_MAX_DISCARDS);
    CONST(LUDIC_RIICHI_MAX_DRAWS);
    CONST(LUDIC_RIICHI_DEFAULT_DRAWS);
    CONST(LUDIC_RIICHI_MAX_GAMES);
    CONST(LUDIC_RIICHI_FORM_MIN);
    CONST(LUDIC_RIICHI_FORM_STANDARD);
    CONST(LUDIC_RIICHI_FORM_SEVEN_PAIRS);
    CONST(LUDIC_RIICHI_FORM_THIRTEEN_ORPHANS);
    CONST(LUDIC_RIICHI_POLICY_PROGRESS);
    CONST(LUDIC_RIICHI_POLICY_EXCHANGE);
    CONST(LUDIC_RIICHI_POLICY_ANY);
    CONST(LUDIC_RIICHI_WALL_REPLACE);
    CONST(LUDIC_RIICHI_WALL_REAL);
    return 0;
}
