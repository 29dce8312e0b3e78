/*
 * mahjong_count_int.h: the modular DP with some of its optimisations switched off,
 * for the benchmark that measures what each one is worth
 * (bench/mahjong/bench_mahjong.c). ludic_mahjong_solve is variant 0.
 */
#ifndef LUDIC_MAHJONG_COUNT_INT_H
#define LUDIC_MAHJONG_COUNT_INT_H

#include "ludic/mahjong.h"

#define MJ_VARIANT_NO_WINDOWS 1u    /* rows over every tile count 0..min(wall so far, width) */
#define MJ_VARIANT_FULL_WIDTH 2u    /* rows as long as the wall (no bound on losing hands) */
#define MJ_VARIANT_EAGER_REDUCE 4u  /* reduce modulo p after every multiply-add */
#define MJ_VARIANT_KEEP_WIN 16u     /* also carry the winning state's row (wall-long) */
#define MJ_VARIANT_NO_ORIENT 32u    /* read the kinds left to right whatever the hand */
#define MJ_VARIANT_FORWARD_ONLY 64u /* the forward DP alone, never meeting in the middle */
/* meet at kind variant >> 16 (0..kinds), whatever the size (for the tests) */
#define MJ_VARIANT_SPLIT_AT 128u
/* the portable scalar kernel even where AVX2 runs (mahjong_kernel.c) */
#define MJ_VARIANT_SCALAR 256u

ludic_status ludic_mj_solve_variant(const ludic_mahjong_game *game,
                              const ludic_mahjong_automaton *automaton,
                              const ludic_limits *limits, unsigned variant, uint32_t *answer,
                              ludic_mahjong_stats *stats, ludic_error *err);

#endif
