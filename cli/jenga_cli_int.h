/*
 * jenga_cli_int.h: what the jenga subcommands share: reading a tower and the
 * common options (--dice, --max-memory), and printing numbers.
 */
#ifndef LUDIC_JENGA_CLI_INT_H
#define LUDIC_JENGA_CLI_INT_H

#include "cli_int.h"
#include "progress.h"
#include "ludic/jenga.h"

/*
 * Read FILE (or standard input) as a tower; prints the error and returns
 * the exit status on failure, 0 on success.
 */
int jenga_cli_read_tower(const cli_args *args, unsigned flags, ludic_jenga_tower *tower);

/* --dice (or the default die) into *dice; prints the error and returns 2 when malformed. */
int jenga_cli_dice(const cli_args *args, ludic_jenga_dice *dice);

/*
 * --max-memory (or the default cap), --threads (or every core) and the
 * progress line of long work ("jenga solve", ...; not with --quiet, only on
 * a terminal): `progress` is started here and erased when the library
 * reports its work done; end it (cli_progress_end) on every other path.
 * what NULL (brute, which takes neither option): one thread, no progress.
 */
ludic_limits jenga_cli_limits(const cli_args *args, cli_progress *progress, const char *what);

/* The expected length as printed by solve and brute: `digits` significant digits. */
void jenga_cli_number(ludic_buffer *out, double value, unsigned digits);

/* The die as {"green":2,...} after a key. */
void jenga_cli_json_dice(ludic_json *json, const ludic_jenga_dice *dice);

/* The keys every jenga JSON answer starts with: "expected", "levels", "tower", "dice". */
void jenga_cli_json_head(ludic_json *json, double expected, const ludic_jenga_tower *tower,
                         const ludic_jenga_dice *dice);

/* The tower as a JSON array of level strings, bottom first ('.' for no block). */
void jenga_cli_json_tower(ludic_json *json, const ludic_jenga_tower *tower);

/* Solve, advise and simulate (jenga_play.c). */
int jenga_cli_advise(const cli_args *args);
int jenga_cli_simulate(const cli_args *args);

#endif
