/* The library example of README.md's mahjong section, compiled and run as a test. */
#include <stdio.h>
#include <string.h>

#include "ludic/mahjong.h"

int main(void)
{
    static const char sample[] = "5\n1 1\n1 2\n1 3\n1 4\n2 1\n3 1\n3 2\n3 3\n3 4\n"
                                 "5 1\n5 2\n5 3\n5 4\n";
    ludic_mahjong_game game;
    ludic_mahjong_dist dist;
    ludic_error err;
    uint32_t answer;

    /* the original format: n, then 13 tiles "kind copy" */
    if (ludic_mahjong_parse(sample, strlen(sample), 0, &game, NULL, &err) != LUDIC_OK ||
        ludic_mahjong_solve(&game, NULL, NULL, &answer, NULL, &err) != LUDIC_OK) {
        fprintf(stderr, "%lu:%lu: %s\n", err.line, err.column, err.message);
        return 1;
    }
    printf("sample: %u\n", (unsigned)answer);
    ludic_mahjong_game_clear(&game);

    /* a riichi hand waiting on 1z or 2z: 4 of the 123 wall tiles win at once */
    if (ludic_mahjong_parse_hand("123m456p789s1122z", strlen("123m456p789s1122z"), LUDIC_MAHJONG_RIICHI, 0, &game, NULL, &err) !=
            LUDIC_OK ||
        ludic_mahjong_solve_distribution(&game, NULL, NULL, &dist, NULL, &err) != LUDIC_OK) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    printf("123m456p789s1122z: expected weight %.6f, wins at the first draw with p = %.7f\n",
           dist.expected, dist.p[1]);
    ludic_mahjong_dist_clear(&dist);
    ludic_mahjong_game_clear(&game);
    return 0;
}
