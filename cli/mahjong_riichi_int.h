/*
 * mahjong_riichi_int.h: the riichi subcommands of `ludic mahjong` (shanten,
 * analyze), run from the command table in mahjong_cmd.c, and what they share.
 */
#ifndef LUDIC_MAHJONG_RIICHI_INT_H
#define LUDIC_MAHJONG_RIICHI_INT_H

#include "cli_int.h"
#include "ludic/riichi.h"

/* ludic mahjong shanten [--sanma] [--json] [FILE] */
int cli_mahjong_shanten(const cli_args *args);

/* ludic mahjong analyze [--sanma] [--meld M]... [--visible TILES] [--form F] [--json] HAND */
int cli_mahjong_analyze(const cli_args *args);

/* Append a shanten value: the number, or `none` (e.g. "-" or "null") for LUDIC_RIICHI_NO_FORM. */
void cli_riichi_put_shanten(ludic_buffer *out, int value, const char *none);

#endif
