/*
 * install_consumer.c: a program built against ludic the way a user builds
 * one (pkg-config, find_package, add_subdirectory; see tests/install/). It
 * uses only names that every 1.x keeps, and prints three lines the tests
 * compare with independent values: the version, a status description and
 * the expected length of the original problem's sample jenga game.
 */
#include <stdio.h>

#include <ludic/jenga.h>
#include <ludic/ludic.h>

int main(void)
{
    /* examples/jenga/sample.txt, bottom level first (the file lists the top last). */
    static const char *const levels[] = {"RGB", "GRG", "BBB", "GGR", "BRG", "BRB"};
    ludic_jenga_tower tower = {0};
    ludic_error err;
    double expected = 0.0;

    tower.levels = (uint32_t)(sizeof levels / sizeof levels[0]);
    for (uint32_t l = 0; l < tower.levels; l++) {
        for (int p = 0; p < 3; p++) {
            char c = levels[l][p];
            tower.cell[l][p] = (uint8_t)(c == 'R' ? LUDIC_JENGA_RED
                                         : c == 'G' ? LUDIC_JENGA_GREEN
                                                    : LUDIC_JENGA_BLUE);
        }
    }
    printf("ludic %s\n", ludic_version());
    printf("%s\n", ludic_status_str(LUDIC_E_SYNTAX));
    if (ludic_jenga_solve(&tower, NULL, NULL, &expected, NULL, &err) != LUDIC_OK) {
        fprintf(stderr, "consumer: %s\n", err.message);
        return 1;
    }
    printf("%.10f\n", expected);
    return 0;
}
