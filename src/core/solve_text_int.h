/*
 * solve_text_int.h: each game's half of ludic_solve_text (ludic.h): read the
 * input as `ludic GAME solve` reads it, solve, and append to `out` exactly
 * what that command prints. Implemented in src/<game>/<game>_solve_text.c;
 * flags are already checked (LUDIC_SOLVE_DECIMAL | LUDIC_SOLVE_JSON) and
 * `text`, `out` are not NULL. On failure `err` holds what the command line
 * reports and `out` may hold a partial text (the caller drops it).
 */
#ifndef LUDIC_SOLVE_TEXT_INT_H
#define LUDIC_SOLVE_TEXT_INT_H

#include "ludic/ludic.h"
#include "util/buffer_int.h"

ludic_status ludic_bw_solve_text(const char *text, size_t len, unsigned flags, ludic_buffer *out,
                                 ludic_error *err);
ludic_status ludic_jg_solve_text(const char *text, size_t len, unsigned flags, ludic_buffer *out,
                                 ludic_error *err);
ludic_status ludic_mj_solve_text(const char *text, size_t len, unsigned flags, ludic_buffer *out,
                                 ludic_error *err);

#endif
