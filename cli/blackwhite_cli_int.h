/* blackwhite_cli_int.h: what the blackwhite command files share. */
#ifndef LUDIC_BLACKWHITE_CLI_INT_H
#define LUDIC_BLACKWHITE_CLI_INT_H

#include "cli_int.h"
#include "ludic/blackwhite.h"

/* ludic blackwhite analyze (blackwhite_analyze.c) and play (blackwhite_play.c). */
int cli_blackwhite_analyze(const cli_args *args);
int cli_blackwhite_play(const cli_args *args);

/*
 * Append a move in the play notation, 1-based cells: "6-7" or "1-2 6-8".
 * Steps from the library are 0-based.
 */
void cli_blackwhite_move_notation(ludic_buffer *out, const ludic_blackwhite_step *steps,
                                  size_t count);

/* Append the move in words: "white moves the piece on cell 6 to cell 7". */
void cli_blackwhite_move_words(ludic_buffer *out, ludic_blackwhite_side side,
                               const ludic_blackwhite_step *steps, size_t count);

/* Report a library error about the POSITION argument (column in the string). */
int cli_blackwhite_report_position(const ludic_error *err);

#endif
