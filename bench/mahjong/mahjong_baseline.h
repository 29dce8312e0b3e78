/*
 * mahjong_baseline.h: the straightforward solution of the mahjong problem, kept as
 * the benchmark's baseline and as a second counting method for the tests.
 */
#ifndef LUDIC_BENCH_MAHJONG_BASELINE_H
#define LUDIC_BENCH_MAHJONG_BASELINE_H

#include "ludic/mahjong.h"

/*
 * The expected weight modulo 998244353, computed the textbook way: the
 * unminimised automaton (every shape the search finds, ~2300 states), a
 * dense DP table over kinds x all tile counts 0..4x x all states (winning
 * ones included), one modular multiply-and-reduce per transition:
 * O(n^2 x S x 5) time, O(n x S) memory. Returns 0 on success, -1 on failure
 * (bad game, out of memory, or a wall that never wins).
 */
int mj_baseline_solve(const ludic_mahjong_game *game, uint32_t *answer);

#endif
