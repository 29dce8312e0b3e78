/*
 * shim_native.c: the WebAssembly shim (web/shim/) compiled natively and run
 * under the test suite's builds, so that the sanitizer build checks its
 * memory use (in the browser an overflow would go unnoticed) and gcc's
 * warnings apply to it too. Each export is called on good and bad inputs;
 * the answers are the README's (worked by hand there and checked against
 * the executable by the web tests), the errors the library's.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "../shim/web_shim.h"

/* The JSON text contains `want`, and is freed. */
static void expect(char *json, const char *want)
{
    CHECK(json != NULL);
    if (!json)
        return;
    CHECK(json[0] == '{' && json[strlen(json) - 1] == '}');
    if (!strstr(json, want))
        fprintf(stderr, "  expected %s in %s\n", want, json);
    CHECK(strstr(json, want) != NULL);
    free(json);
}

static void solve_and_errors(void)
{
    expect(ludic_web_version(), "\"version\":\"");
    expect(ludic_web_solve("blackwhite", "10 4 2", 6, 0, 0), "{\"output\":\"182\\n\"}");
    expect(ludic_web_solve("blackwhite", "10 4 2", 6, 1, 0), "\"output\":\"0.866666666667\\n\"");
    expect(ludic_web_solve("mahjong", "123m456p789s1122z", 17, 1 | 16, 0), "9.31440593383965");
    expect(ludic_web_solve("blackwhite", "10 3 2", 6, 0, 0),
           "{\"error\":{\"status\":\"invalid\",\"message\":\"k (the number of pieces) must be even");
    expect(ludic_web_solve("blackwhite", "10 3 2", 6, 0, 0), "\"line\":1,\"column\":4}}");
    expect(ludic_web_solve(NULL, NULL, 0, 0, 0), "\"status\":\"argument\"");
    expect(ludic_web_solve("chess", "1", 1, 0, 0), "\"status\":\"argument\"");
}

static void mahjong(void)
{
    /* 9.314405933839656824 by the enumeration by suits (tests/mahjong/test_mahjong_by_suits.c):
       the double's first 15 digits, which the DP keeps since it reads this layout from its
       nearer end (it printed 9.31440593383964... reading left to right) */
    expect(ludic_web_mahjong_dist("123m456p789s1122z", 17, 1), "\"expected\":9.31440593383965");
    expect(ludic_web_mahjong_dist("123m456p789s1122z", 17, 1), "\"svg\":\"<?xml");
    expect(ludic_web_mahjong_dist("123m", 4, 1), "\"error\"");
    expect(ludic_web_mahjong_dist(NULL, 0, 0), "\"status\":\"argument\"");
    expect(ludic_web_mahjong_dist("x", 1, 7), "\"status\":\"argument\"");
    expect(ludic_web_riichi_analyze("123m456p789s1122z", "", NULL, 0, 0),
           "\"effective\":[{\"tile\":\"1z\",\"count\":2},{\"tile\":\"2z\",\"count\":2}]");
    expect(ludic_web_riichi_analyze("1259m2358p13789s4z", NULL, NULL, 0, 0),
           "\"discards\":[{\"discard\":\"5m\",\"shanten\":3");
    expect(ludic_web_riichi_analyze("1122z", "123m 456p 789s", "1z1z2z2z", 0, 0),
           "\"effective_total\":0,\"expected_draws\":null");
    expect(ludic_web_riichi_analyze("1122z", "123m 456p 789s 111p 222p", NULL, 0, 0),
           "at most 4 called melds");
    expect(ludic_web_riichi_analyze("123m456p789s11z", "", "", 0, 0), "has 11 tiles");
    expect(ludic_web_riichi_analyze("19m19p19s1234567z", "", "", 1, 0), "\"set\":\"sanma\"");
    expect(ludic_web_riichi_analyze("123m", "", "", 1, 0), "\"status\":\"invalid\"");
    expect(ludic_web_riichi_analyze(NULL, NULL, NULL, 0, 0), "\"status\":\"argument\"");
    expect(ludic_web_riichi_analyze("1m", "", "", 0, 9), "\"status\":\"argument\"");
}

static void riichi_draws(void)
{
    /* Tenpai on 1z and 2z: 4 of the 123 wall tiles win, and the hand can only keep
       (P(win within t) = 1 - (119/123)^t: 4/123 = 0.0325203252..., then 968/15129 = 0.06398307885..) */
    expect(ludic_web_riichi_draws("123m456p789s1122z", "", NULL, 0, 2, 0),
           "\"win\":[0.03252032520325");
    expect(ludic_web_riichi_draws("123m456p789s1122z", "", NULL, 0, 2, 0), ",0.06398307885517");
    expect(ludic_web_riichi_draws("123m456p789s1122z", "", NULL, 0, 2, 0), "\"tenpai\":[1,1]");
    expect(ludic_web_riichi_draws("123m456p789s1122z", "", NULL, 0, 2, 0),
           "\"wall_rule\":\"replace\",\"policy\":\"progress\",\"policy_slack\":0");
    /* After the draw of 3z: throwing it back is the only tenpai, so it leads */
    expect(ludic_web_riichi_draws("123m456p789s11223z", "", NULL, 0, 3, 0),
           "\"best_discard\":\"3z\",\"draw_order\":[\"3z\",");
    expect(ludic_web_riichi_draws("123m456p789s11223z", "", NULL, 0, 3, 0),
           "\"discards\":[{\"discard\":\"3z\",\"shanten\":0,\"win\":[0.03252032520325");
    expect(ludic_web_riichi_draws("123m456p789s11223z", "", NULL, 0, 3, 0), "\"svg\":\"<?xml");
    /* a karaten wait: every 1z and 2z out of the wall */
    expect(ludic_web_riichi_draws("1122z", "123m 456p 789s", "1z1z2z2z", 0, 4, 0),
           "\"win\":[0,0,0,0]");
    expect(ludic_web_riichi_draws("123m456p789s1122z", "", NULL, 0, 0, 0), "\"status\":\"argument\"");
    expect(ludic_web_riichi_draws("123m456p789s1122z", "", NULL, 0, 33, 0), "1 to 32");
    expect(ludic_web_riichi_draws("123m456p789s1122z", "", NULL, 0, 4, 3), "\"status\":\"argument\"");
    expect(ludic_web_riichi_draws("123m456p789s11x22z", "", NULL, 0, 4, 0), "\"column\":");
    expect(ludic_web_riichi_draws("123m456p789s11z", "", "", 0, 4, 0), "has 11 tiles");
    expect(ludic_web_riichi_draws(NULL, NULL, NULL, 0, 4, 0), "\"status\":\"argument\"");
}

static void blackwhite(void)
{
    const char *p = "W...BW.....BW.......B";
    expect(ludic_web_blackwhite_analyze(p, strlen(p), 1, 0, 100),
           "\"moves\":[{\"move\":\"1-2\",\"steps\":[{\"from\":1,\"to\":2}]},{\"move\":\"6-7\"");
    expect(ludic_web_blackwhite_analyze(p, strlen(p), 1, 0, 1), "\"complete\":false");
    expect(ludic_web_blackwhite_analyze("W..B.W...B", 10, 2, 0, 1), "\"move\":\"1-3 6-9\"");
    expect(ludic_web_blackwhite_analyze("WXB", 3, 1, 0, 1), "\"status\":\"syntax\"");
    expect(ludic_web_blackwhite_analyze("W.B", 3, 1, 5, 1), "\"status\":\"argument\"");
    expect(ludic_web_blackwhite_analyze(NULL, 0, 1, 0, 1), "\"status\":\"argument\"");
    expect(ludic_web_blackwhite_choose("W..B", 4, 1, 1), "\"move\":\"4-2\",\"steps\":[{\"from\":4,\"to\":2}],\"position\":\"WB..\",\"over\":true");
    expect(ludic_web_blackwhite_choose("WB", 2, 1, 0), "\"error\"");
    expect(ludic_web_blackwhite_play("W..B", 4, 1, 0, "1-3"), "\"position\":\"..WB\"");
    expect(ludic_web_blackwhite_play("W..B", 4, 1, 0, "1-3"), "\"over\":true");
    expect(ludic_web_blackwhite_play("W..B", 4, 1, 0, "4-3"), "black");
    expect(ludic_web_blackwhite_play("W..B", 4, 1, 0, "one"), "\"status\":\"syntax\"");
    expect(ludic_web_blackwhite_play("W..B", 4, 1, 0, NULL), "\"status\":\"argument\"");
}

static void jenga(void)
{
    const char *mid = "4\nRGB\n.GB\nGRG\nRB.\n";
    char *created = ludic_web_jenga_create(mid, strlen(mid), 0, 0, 0, 0);
    const char *handle;
    CHECK(created != NULL && strstr(created, "\"expected\":11.270690293591441") != NULL);
    handle = created ? strstr(created, "\"handle\":") : NULL;
    CHECK(handle != NULL);
    if (handle) {
        ludic_jenga_solver *solver = (ludic_jenga_solver *)(uintptr_t)strtoull(handle + 9, NULL, 10);
        const char *later = "4\nRG.\n.GB\nGRG\nRBB\n";
        expect(ludic_web_jenga_advise(solver, mid, strlen(mid)),
               "\"green\":{\"take\":{\"level\":1,\"position\":\"middle\"},\"put\":{\"level\":4,"
               "\"position\":\"right\",\"new_level\":false},\"expected\":10.061733333333333,"
               "\"after\":[\"R.B\",\".GB\",\"GRG\",\"RBG\"]}");
        expect(ludic_web_jenga_advise(solver, later, strlen(later)), "\"game_over\":false");
        expect(ludic_web_jenga_advise(solver, "5\nRGB\nRGB\nRGB\nRGB\nRGB\n", 22), "\"status\":\"argument\"");
        expect(ludic_web_jenga_advise(solver, "x", 1), "\"status\":\"syntax\"");
        ludic_web_jenga_free(solver);
    }
    free(created);
    expect(ludic_web_jenga_advise(NULL, mid, strlen(mid)), "\"status\":\"argument\"");
    expect(ludic_web_jenga_create("2\nRGB\nRXB\n", 12, 0, 0, 0, 0), "\"line\":3,\"column\":2");
    expect(ludic_web_jenga_create(mid, strlen(mid), 0, 0, 0, 5), "\"error\"");
    ludic_web_jenga_free(NULL);
}

int main(void)
{
    solve_and_errors();
    mahjong();
    riichi_draws();
    blackwhite();
    jenga();
    return check_exit_code();
}
