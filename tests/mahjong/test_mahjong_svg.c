/*
 * test_mahjong_svg.c: the distribution chart is well-formed XML (checked by a small
 * independent parser: one root, balanced tags, quoted attributes without
 * duplicates, only the five predefined or numeric entities, no stray '<' or
 * '&') and has its labelled parts: the title with the hand (escaped), one
 * bar per draw of positive probability up to where less than 1e-6 is left
 * (and a note when that cuts the axis short), the cumulative line (steps),
 * the mean, both axis labels and the legend; a hand that wins at once.
 */
#include <ctype.h>

#include "check.h"
#include "mahjong_test_util.h"

/* An entity at s ("&amp;", "&#8804;", ...): its length, or 0. */
static size_t entity(const char *s)
{
    static const char *const named[] = {"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"};
    size_t i = 2;
    for (size_t k = 0; k < 5; k++)
        if (strncmp(s, named[k], strlen(named[k])) == 0)
            return strlen(named[k]);
    if (s[1] != '#')
        return 0;
    while (isdigit((unsigned char)s[i]))
        i++;
    return i > 2 && s[i] == ';' ? i + 1 : 0;
}

static size_t name_length(const char *s)
{
    size_t i = 0;
    if (!(isalpha((unsigned char)s[0]) || s[0] == '_' || s[0] == ':'))
        return 0;
    while (isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == ':' || s[i] == '-' ||
           s[i] == '.')
        i++;
    return i;
}

/* 1 when `doc` is well-formed (within the subset SVG output uses). */
static int well_formed(const char *doc)
{
    const char *stack[64];
    size_t depth = 0, roots = 0;
    const char *p = doc;
    if (strncmp(p, "<?xml ", 6) == 0) {
        p = strstr(p, "?>");
        if (!p)
            return 0;
        p += 2;
    }
    while (*p) {
        if (*p == '&') {
            size_t e = entity(p);
            if (!e)
                return 0;
            p += e;
            continue;
        }
        if (*p != '<') {
            if (depth == 0 && !isspace((unsigned char)*p))
                return 0; /* text outside the root */
            p++;
            continue;
        }
        if (p[1] == '/') {
            size_t n = name_length(p + 2);
            if (!n || depth == 0 || strncmp(stack[depth - 1], p + 2, n) != 0 ||
                name_length(stack[depth - 1]) != n || p[2 + n] != '>')
                return 0;
            depth--;
            p += n + 3;
            continue;
        }
        {
            const char *attrs[32];
            size_t n = name_length(p + 1), count = 0;
            const char *name = p + 1;
            if (!n)
                return 0;
            p += 1 + n;
            for (;;) {
                size_t an;
                while (isspace((unsigned char)*p))
                    p++;
                if (*p == '>' || (p[0] == '/' && p[1] == '>'))
                    break;
                an = name_length(p);
                if (!an || p[an] != '=' || p[an + 1] != '"' || count == 32)
                    return 0;
                for (size_t k = 0; k < count; k++)
                    if (strncmp(attrs[k], p, an) == 0 && attrs[k][an] == '=')
                        return 0; /* duplicate attribute */
                attrs[count++] = p;
                p += an + 2;
                while (*p && *p != '"') {
                    if (*p == '<')
                        return 0;
                    if (*p == '&') {
                        size_t e = entity(p);
                        if (!e)
                            return 0;
                        p += e;
                    } else {
                        p++;
                    }
                }
                if (*p != '"')
                    return 0;
                p++;
            }
            if (depth == 0 && roots++ > 0)
                return 0;
            if (*p == '/') {
                p += 2;
            } else {
                if (depth == 64)
                    return 0;
                stack[depth++] = name;
                p++;
            }
        }
    }
    return depth == 0 && roots == 1;
}

static size_t occurrences(const char *hay, const char *needle)
{
    size_t n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

static void check_chart(const ludic_mahjong_game *g, const char *title, const char *escaped)
{
    ludic_mahjong_dist d;
    ludic_buffer svg;
    ludic_error err;
    size_t bars = 0;
    uint32_t shown;
    CHECK(ludic_mahjong_solve_distribution(g, NULL, NULL, &d, NULL, &err) == LUDIC_OK);
    ludic_buffer_init(&svg);
    CHECK(mt_format_svg(&svg, &d, title) == LUDIC_OK);
    CHECK(!svg.failed && svg.data);
    if (!svg.data)
        return;
    CHECK(well_formed(svg.data));
    /* the chart stops where less than 1e-6 is left, and says so */
    for (shown = 1; shown < d.last && d.survival[shown] >= 1e-6; shown++)
        ;
    for (uint32_t i = 1; i <= shown; i++)
        bars += d.p[i] > 0.0;
    if (shown < d.last) {
        char note[96];
        snprintf(note, sizeof note, " draws (shown to %lu; P(weight &gt; %lu) &lt; 1e-6)<",
                 (unsigned long)shown, (unsigned long)shown);
        CHECK_STR_CONTAINS(svg.data, note);
    } else {
        CHECK(strstr(svg.data, "(shown to") == NULL);
    }
    CHECK_EQ_U64(occurrences(svg.data, "<rect x="), bars + 1 + 1); /* + frame + legend swatch */
    CHECK_EQ_U64(occurrences(svg.data, "<title>draw "), bars);
    CHECK_STR_CONTAINS(svg.data, "<svg xmlns=\"http://www.w3.org/2000/svg\"");
    CHECK_STR_CONTAINS(svg.data, escaped);
    CHECK_STR_CONTAINS(svg.data, "id=\"bars\"");
    CHECK_STR_CONTAINS(svg.data, "<polyline id=\"cdf\"");
    CHECK_STR_CONTAINS(svg.data, "id=\"mean\"");
    CHECK_STR_CONTAINS(svg.data, "id=\"x-label\"");
    CHECK_STR_CONTAINS(svg.data, ">draw i (tiles drawn until the hand first wins)<");
    CHECK_STR_CONTAINS(svg.data, ">P(weight = i)</text>");
    CHECK_STR_CONTAINS(svg.data, ">P(weight &#8804; i)</text>");
    CHECK_STR_CONTAINS(svg.data, "id=\"legend\"");
    ludic_buffer_clear(&svg);
    ludic_mahjong_dist_clear(&d);
}

int main(void)
{
    ludic_mahjong_game g;
    ludic_error err;
    static const uint8_t sample[5] = {4, 1, 4, 0, 4};
    /* the checker itself rejects what it must */
    CHECK(well_formed("<a x=\"1\"><b/>t &amp; u</a>"));
    CHECK(!well_formed("<a><b></a></b>"));
    CHECK(!well_formed("<a x=\"1\" x=\"2\"/>"));
    CHECK(!well_formed("<a>x & y</a>"));
    CHECK(!well_formed("<a/><b/>"));
    CHECK(!well_formed("<a x=1/>"));
    ludic_mahjong_game_init(&g, 5, &err);
    memcpy(g.hand, sample, 5);
    check_chart(&g, "hand 1 1 1 1 2 3 3 3 3 5 5 5 5 (n = 5)", ">hand 1 1 1 1 2 3 3 3 3 5 5 5 5 (n = 5)<");
    check_chart(&g, "odd <title> & \"quotes\" 'here'",
                ">odd &lt;title&gt; &amp; &quot;quotes&quot; &apos;here&apos;<");
    ludic_mahjong_game_clear(&g);
    CHECK(ludic_mahjong_parse_hand("123m456p789s1122z", strlen("123m456p789s1122z"), LUDIC_MAHJONG_RIICHI, 0, &g, NULL, &err) ==
          LUDIC_OK);
    check_chart(&g, "hand 123m456p789s1122z (riichi)", ">hand 123m456p789s1122z (riichi)<");
    ludic_mahjong_game_clear(&g);
    ludic_mahjong_game_init(&g, 300, &err);
    memset(g.hand, 0, 300);
    g.hand[0] = g.hand[299] = 4, g.hand[150] = 3, g.hand[7] = 2;
    check_chart(&g, "n = 300", ">n = 300<");
    ludic_mahjong_game_clear(&g);
    /*
     * A hand that wins at once: seven honours of two copies, all but one 7
     * in hand. One bar across the plot (x 80..780, y 88..446), the
     * cumulative a step at its centre (x 430) from 0 (y 446) to 1 (y 88),
     * and singular words.
     */
    {
        ludic_mahjong_dist d;
        ludic_buffer svg;
        static const uint8_t hand[7] = {2, 2, 2, 2, 2, 2, 1};
        ludic_mahjong_game_init(&g, 7, &err);
        memset(g.copies, 2, 7);
        memset(g.links, 0, 7);
        memcpy(g.hand, hand, 7);
        CHECK(ludic_mahjong_solve_distribution(&g, NULL, NULL, &d, NULL, &err) == LUDIC_OK);
        ludic_buffer_init(&svg);
        CHECK(mt_format_svg(&svg, &d, "once") == LUDIC_OK);
        CHECK(svg.data && well_formed(svg.data));
        if (svg.data) {
            CHECK_STR_CONTAINS(svg.data, "expected weight 1, 1 wall tile; always wins within 1 draw<");
            CHECK_STR_CONTAINS(svg.data, "points=\"80.00,446.00 430.00,446.00 430.00,88.00 780.00,88.00\"");
        }
        ludic_buffer_clear(&svg);
        ludic_mahjong_dist_clear(&d);
        ludic_mahjong_game_clear(&g);
    }
    return check_exit_code();
}
