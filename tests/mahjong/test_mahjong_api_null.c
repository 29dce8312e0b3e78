/*
 * test_mahjong_api_null.c: every public mahjong function given NULL where a C
 * programmer might pass it fails cleanly (a status, -1, or nothing
 * appended) instead of crashing; run under ASan+UBSan this would report
 * the NULL dereferences the functions used to make.
 */
#include "check.h"
#include "ludic/mahjong.h"

int main(void)
{
    ludic_mahjong_game g;
    ludic_mahjong_dist d;
    ludic_mahjong_automaton *a = NULL;
    ludic_mahjong_automaton_info info;
    ludic_buffer b;
    ludic_error err;
    uint8_t counts[5] = {4, 4, 4, 1, 0};
    memset(&d, 0, sizeof d);
    ludic_buffer_init(&b);
    CHECK(ludic_mahjong_game_init(NULL, 5, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_mahjong_game_init(&g, 5, &err) == LUDIC_OK);
    memcpy(g.hand, counts, 5);
    CHECK(ludic_mahjong_solve(&g, NULL, NULL, NULL, NULL, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_mahjong_automaton_create(&a, &g, 0, &err) == LUDIC_OK);
    CHECK(ludic_mahjong_automaton_wins(NULL, &g, counts) == -1);
    CHECK(ludic_mahjong_automaton_wins(a, NULL, counts) == -1);
    CHECK(ludic_mahjong_automaton_wins(a, &g, NULL) == -1);
    CHECK(ludic_mahjong_brute_wins(NULL, counts) == -1);
    CHECK(ludic_mahjong_brute_wins(&g, NULL) == -1);
    CHECK(ludic_mahjong_automaton_step(NULL, 0, 1, 1) == LUDIC_MAHJONG_NO_STATE);
    memset(&info, 0xff, sizeof info);
    ludic_mahjong_automaton_get_info(NULL, &info);
    CHECK(info.states == 0 && info.symbols == 0);
    ludic_mahjong_automaton_get_info(a, NULL);
    ludic_mahjong_format_hand(&b, NULL, NULL);
    ludic_mahjong_format_hand(NULL, &g, NULL);
    CHECK(b.len == 0);
    ludic_mahjong_dist_svg(&b, NULL, "x");
    CHECK(b.len == 0);
    CHECK(ludic_mahjong_generate(NULL, 5, 1, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_mahjong_generate_preset(NULL, LUDIC_MAHJONG_RIICHI, 1, &err) == LUDIC_E_ARGUMENT);
    CHECK(ludic_mahjong_generate_preset(&b, (ludic_mahjong_preset)7, 1, &err) == LUDIC_E_ARGUMENT);
    /* a NULL title is an empty one */
    CHECK(ludic_mahjong_distribution(&g, a, NULL, &d, NULL, &err) == LUDIC_OK);
    ludic_mahjong_dist_svg(&b, &d, NULL);
    CHECK(b.len > 0 && !b.failed && strstr(b.data, "<title></title>") != NULL);
    ludic_mahjong_dist_clear(&d);
    ludic_mahjong_automaton_free(a);
    ludic_mahjong_game_clear(&g);
    ludic_buffer_clear(&b);
    return check_exit_code();
}
