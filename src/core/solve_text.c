/*
 * solve_text.c: ludic_solve_text (ludic.h), the command line's solve output
 * for bindings: picks the game and hands its text to the caller.
 */
#include <string.h>

#include "core/error_int.h"
#include "core/solve_text_int.h"
#include "core/textout_int.h"

typedef ludic_status (*solve_text_fn)(const char *text, size_t len, unsigned flags,
                                      ludic_buffer *out, ludic_error *err);

static const struct {
    const char *name;
    solve_text_fn solve;
} games[] = {
    {"blackwhite", ludic_bw_solve_text},
    {"jenga", ludic_jg_solve_text},
    {"mahjong", ludic_mj_solve_text},
};

ludic_status ludic_solve_text(const char *game, const char *text, size_t len, unsigned flags,
                              char *out, size_t cap, size_t *out_len, ludic_error *err)
{
    ludic_buffer buf;
    ludic_status st;
    if (!game)
        return ludic_fail_null(err, __func__, "game");
    if (!text)
        return ludic_fail_null(err, __func__, "text");
    if ((st = ludic_check_flags(err, __func__, flags, LUDIC_SOLVE_DECIMAL | LUDIC_SOLVE_JSON)) !=
            LUDIC_OK ||
        (st = ludic_textout_check(out, cap, __func__, err)) != LUDIC_OK)
        return st;
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        if (strcmp(game, games[i].name) != 0)
            continue;
        ludic_buffer_init(&buf);
        st = games[i].solve(text, len, flags, &buf, err);
        if (st != LUDIC_OK) {
            ludic_buffer_clear(&buf);
            return st;
        }
        return ludic_textout_finish(&buf, out, cap, out_len, __func__, err);
    }
    return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                      "unknown game '%.64s'; expected blackwhite, jenga or mahjong", game);
}
