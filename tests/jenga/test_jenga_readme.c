/*
 * The library example offered for the README's jenga section, compiled and
 * run as a test: parse the original sample, solve it, ask for the best
 * green move. Prints what the README shows.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "ludic/jenga.h"

int main(void)
{
    const char *text = "6\nRGB\nGRG\nBBB\nGGR\nBRG\nBRB\n";
    ludic_jenga_tower tower;
    ludic_jenga_solver *solver;
    ludic_jenga_option best;
    ludic_error err;
    size_t n;
    if (ludic_jenga_parse(text, strlen(text), 0, &tower, &err) != LUDIC_OK ||
        ludic_jenga_solver_create(&tower, NULL, NULL, &solver, &err) != LUDIC_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    printf("%.12g\n", ludic_jenga_solver_expected(solver)); /* 17.1192136966 */
    if (ludic_jenga_advise(solver, &tower, LUDIC_JENGA_GREEN, &best, 1, &n, &err) == LUDIC_OK &&
        n > 0)
        printf("on green: take level %u, position %u\n", (unsigned)best.move.from_level + 1,
               (unsigned)best.move.from_position); /* level 1, position 1 (the middle) */
    CHECK(fabs(ludic_jenga_solver_expected(solver) - 17.119213696601992) < 1e-9);
    CHECK(n == 18 && best.move.from_level == 0 && best.move.from_position == 1);
    ludic_jenga_solver_free(solver);
    return check_exit_code();
}
