/*
 * solve_text_int.h: each game's half of ludic_solve_text and
 * ludic_solve_text_ex (ludic.h): read the input as `ludic GAME solve` (or
 * brute) reads it, solve, and append to `out` exactly what that command
 * prints on standard output, and to `stats` what --stats adds. Implemented
 * in src/<game>/<game>_solve_text.c. solve_text.c has checked the options
 * against what the game takes (so `o` is never NULL and holds only options
 * of the game); `text`, `out` and `stats` are not NULL. On failure `err`
 * holds what the command line reports and the buffers may hold a partial
 * text (the caller drops it).
 */
#ifndef LUDIC_SOLVE_TEXT_INT_H
#define LUDIC_SOLVE_TEXT_INT_H

#include "ludic/ludic.h"
#include "util/buffer_int.h"

/* jenga's default --digits. */
#define LUDIC_SOLVE_DEFAULT_DIGITS 12u

ludic_status ludic_bw_solve_text(const char *text, size_t len, const ludic_solve_options *o,
                                 ludic_buffer *out, ludic_buffer *stats, ludic_error *err);
ludic_status ludic_jg_solve_text(const char *text, size_t len, const ludic_solve_options *o,
                                 ludic_buffer *out, ludic_buffer *stats, ludic_error *err);
ludic_status ludic_mj_solve_text(const char *text, size_t len, const ludic_solve_options *o,
                                 ludic_buffer *out, ludic_buffer *stats, ludic_error *err);

#endif
