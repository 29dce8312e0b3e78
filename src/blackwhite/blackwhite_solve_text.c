/*
 * blackwhite_solve_text.c: blackwhite's half of ludic_solve_text: the text
 * `ludic blackwhite solve|brute [--decimal] [--json]` prints (the command
 * line prints with this function; the Python tests compare ludic.solve with
 * the command).
 */
#include "core/solve_text_int.h"
#include "ludic/blackwhite.h"
#include "util/json_int.h"

/*
 * brute --decimal: on the oracle's boards (n <= 14) C(n, k) <= 3432 is far
 * below the modulus, so the count is exact and the probability is
 * wins / C(n, k), one correctly rounded division: an independent check of
 * solve --decimal.
 */
static void brute_probability(const ludic_blackwhite_params *p, uint32_t wins,
                              ludic_blackwhite_probability *prob)
{
    double all = 1;
    /* C(n, k) exactly: each step's product C(n, i) (n - i) is an integer < 2^53 */
    for (uint64_t i = 0; i < p->k; i++)
        all = all * (double)(p->n - i) / (double)(i + 1);
    prob->win = (double)wins / all;
    prob->lose = (all - (double)wins) / all;
    prob->error_bound = prob->lose_error_bound = 0;
}

ludic_status ludic_bw_solve_text(const char *text, size_t len, const ludic_solve_options *o,
                                 ludic_buffer *out, ludic_buffer *stats, ludic_error *err)
{
    const int decimal = (o->flags & LUDIC_SOLVE_DECIMAL) != 0;
    const int json = (o->flags & LUDIC_SOLVE_JSON) != 0;
    ludic_blackwhite_params p;
    ludic_blackwhite_probability prob;
    uint32_t wins = 0;
    ludic_status st = ludic_blackwhite_parse(text, len, 0, &p, err);
    (void)stats; /* blackwhite has no --stats */
    if (st != LUDIC_OK)
        return st;
    if (o->flags & LUDIC_SOLVE_BRUTE) {
        if ((st = ludic_blackwhite_brute_solve(&p, &wins, err)) != LUDIC_OK)
            return st;
        if (decimal)
            brute_probability(&p, wins, &prob);
    } else {
        /* the count unless only the probability is shown */
        if ((!decimal || json) && (st = ludic_blackwhite_solve(&p, &wins, err)) != LUDIC_OK)
            return st;
        if (decimal && (st = ludic_blackwhite_solve_probability(&p, &prob, err)) != LUDIC_OK)
            return st;
    }
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
