/*
 * blackwhite_solve_text.c: blackwhite's half of ludic_solve_text: the text
 * `ludic blackwhite solve [--decimal] [--json]` prints (cli/blackwhite_cmd.c;
 * the Python tests compare the two on generated inputs).
 */
#include "core/solve_text_int.h"
#include "ludic/blackwhite.h"
#include "util/json_int.h"

ludic_status ludic_bw_solve_text(const char *text, size_t len, unsigned flags, ludic_buffer *out,
                                 ludic_error *err)
{
    const int decimal = (flags & LUDIC_SOLVE_DECIMAL) != 0, json = (flags & LUDIC_SOLVE_JSON) != 0;
    ludic_blackwhite_params p;
    ludic_blackwhite_probability prob;
    uint32_t wins = 0;
    ludic_status st = ludic_blackwhite_parse(text, len, 0, &p, err);
    if (st != LUDIC_OK)
        return st;
    /* the count unless only the probability is shown */
    if ((!decimal || json) && (st = ludic_blackwhite_solve(&p, &wins, err)) != LUDIC_OK)
        return st;
    if (decimal && (st = ludic_blackwhite_solve_probability(&p, &prob, err)) != LUDIC_OK)
        return st;
    if (json) {
        ludic_json j;
        ludic_json_init(&j, out);
        ludic_json_begin_object(&j);
        ludic_json_member_uint(&j, "n", p.n);
        ludic_json_member_uint(&j, "k", p.k);
        ludic_json_member_uint(&j, "d", p.d);
        ludic_json_member_uint(&j, "wins", wins);
        ludic_json_member_uint(&j, "modulus", LUDIC_BLACKWHITE_MODULUS);
        if (decimal) {
            ludic_json_member_double(&j, "probability", prob.win);
            ludic_json_member_double(&j, "lose_probability", prob.lose);
            ludic_json_member_double(&j, "error_bound", prob.error_bound);
        }
        ludic_json_end_object(&j);
        ludic_buffer_puts(out, "\n");
    } else if (decimal) {
        /* 12 significant digits: what the error bound guarantees */
        ludic_buffer_printf(out, "%.12g\n", prob.win);
    } else {
        ludic_buffer_printf(out, "%lu\n", (unsigned long)wins);
    }
    return LUDIC_OK;
}
