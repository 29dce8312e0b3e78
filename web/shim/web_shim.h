/*
 * web_shim.h: the functions the WebAssembly module exports to JavaScript
 * (web/ludic.mjs). Text in (NUL-terminated UTF-8, or pointer and length),
 * JSON out: every function returns a malloc'd NUL-terminated JSON text that
 * the caller releases with free(); NULL means out of memory. A failure is
 * {"error":{"status","message","line","column"}} with the library's
 * message, line and column, the words the command line prints; no result
 * has a top-level "error" key. The shim uses the public API only
 * (the headers of include/ludic/) and keeps no state: a jenga solver lives in a handle
 * that JavaScript holds and frees.
 *
 * The JSON of each result has the same keys and values as the matching
 * `--json` output of the command line (named at each function), so the
 * tests compare the two directly; a few keys are added for the page.
 */
#ifndef LUDIC_WEB_SHIM_H
#define LUDIC_WEB_SHIM_H

#include <stddef.h>
#include <stdint.h>

#include "ludic/jenga.h"

#ifdef __wasm__
#define LW_EXPORT(name) __attribute__((export_name(name)))
#else
#define LW_EXPORT(name)
#endif

/* {"version":"1.0.0"} */
LW_EXPORT("ludic_web_version") char *ludic_web_version(void);

/*
 * What `ludic GAME solve` (or `brute`) prints: {"output":"182\n"}, through
 * ludic_solve_text_ex. flags: LUDIC_SOLVE_* (decimal, json, brute, riichi,
 * sanma); digits: jenga's --digits (0: the default).
 */
LW_EXPORT("ludic_web_solve")
char *ludic_web_solve(const char *game, const char *text, size_t len, unsigned flags,
                      unsigned digits);

/*
 * `ludic mahjong dist --json`: the distribution of the winning draw.
 * mode 0: text is an input file (original format or layout); 1: a riichi
 * hand (--riichi); 2: a sanma hand (--sanma). Reports progress.
 */
LW_EXPORT("ludic_web_mahjong_dist")
char *ludic_web_mahjong_dist(const char *text, size_t len, unsigned mode);

/*
 * `ludic mahjong analyze --json HAND [--meld M]... [--visible V] [--sanma]
 * [--form F]`: melds is a space-separated list ("" for none), visible the
 * visible tiles (NULL or "": none), form 0..3 as ludic_riichi_form.
 */
LW_EXPORT("ludic_web_riichi_analyze")
char *ludic_web_riichi_analyze(const char *hand, const char *melds, const char *visible,
                               unsigned sanma, unsigned form);

/*
 * `ludic mahjong analyze --json --draws T --policy P HAND [--meld M]...
 * [--visible V] [--sanma]` (the replace wall, exact): the hand's members as
 * analyze gives them, the question's (draws, wall_rule, policy,
 * policy_slack, exact, hands_searched), and for 13 tiles win and tenpai
 * (lists of T numbers); for 14 best_discard, draw_order and discards (rows
 * {discard, shanten, win, tenpai}, best first) and svg (the library's
 * chart, as `--svg` writes it). policy 0..2 as ludic_riichi_policy. The
 * search stops at 1 GiB (LUDIC_E_MEMORY). Reports progress (hands met so
 * far, total 0).
 */
LW_EXPORT("ludic_web_riichi_draws")
char *ludic_web_riichi_draws(const char *hand, const char *melds, const char *visible,
                             unsigned sanma, unsigned draws, unsigned policy);

/*
 * `ludic blackwhite analyze --json [--all --limit L] --d D --to-move SIDE
 * POSITION` with `limit` moves listed (the command without --all lists 1).
 * side 0 white, 1 black.
 */
LW_EXPORT("ludic_web_blackwhite_analyze")
char *ludic_web_blackwhite_analyze(const char *position, size_t len, uint32_t d, unsigned side,
                                   uint32_t limit);

/*
 * The perfect opponent's move for `side`: {"move":"1-2","steps":[{"from":1,
 * "to":2}],"position":"after","over":bool} (cells from 1, as in the
 * command line's notation).
 */
LW_EXPORT("ludic_web_blackwhite_choose")
char *ludic_web_blackwhite_choose(const char *position, size_t len, uint32_t d, unsigned side);

/*
 * Play `move` ("FROM-TO FROM-TO ...", cells from 1) for `side`:
 * {"position":"after","over":bool}, or the library's reason it is illegal.
 */
LW_EXPORT("ludic_web_blackwhite_play")
char *ludic_web_blackwhite_play(const char *position, size_t len, uint32_t d, unsigned side,
                                const char *move);

/*
 * Solve a jenga tower (ludic's extended format) under the die green, blue,
 * red, black (all 0: the default die): {"handle":H,"expected":x,"states":n,
 * ...}. H is a solver for ludic_web_jenga_advise; free it with
 * ludic_web_jenga_free. Reports progress.
 */
LW_EXPORT("ludic_web_jenga_create")
char *ludic_web_jenga_create(const char *text, size_t len, uint32_t green, uint32_t blue,
                             uint32_t red, uint32_t black);

/*
 * `ludic jenga advise --json` for `tower` (text, reachable from the
 * solver's tower), plus "after" (the tower after the move, bottom first) in
 * every option.
 */
LW_EXPORT("ludic_web_jenga_advise")
char *ludic_web_jenga_advise(const ludic_jenga_solver *solver, const char *text, size_t len);

LW_EXPORT("ludic_web_jenga_free") void ludic_web_jenga_free(ludic_jenga_solver *solver);

/* The progress callback every long computation of the shim reports through. */
int lw_progress(void *ctx, uint64_t done, uint64_t total);

#endif
