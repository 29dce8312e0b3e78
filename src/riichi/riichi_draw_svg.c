/*
 * riichi_draw_svg.c: the draw game's discards as a self-contained SVG chart
 * (ludic_riichi_format_draw_svg): one line per discard (the best 8) of
 * P(win within t draws) for t = 1..T, on an axis from 0 to the first tenth at or
 * above the largest figure, with a point and a
 * <title> tooltip per draw, a legend naming each discard with its
 * P(win within T), labelled axes and the title. Layout as the mahjong
 * distribution chart (src/mahjong/mahjong_svg.c).
 */
#include <math.h>
#include <string.h>

#include "core/error_int.h"
#include "core/textout_int.h"
#include "ludic/riichi.h"
#include "util/format_int.h"
#include "util/svg_int.h"

enum { WIDTH = 860, HEIGHT = 510, LEFT = 80, RIGHT = 180, TOP = 80, BOTTOM = 64, LINES = 8 };

/* Colours told apart by most readers (Okabe and Ito), best discard first. */
static const char *const colour[LINES] = {"#0072b2", "#d55e00", "#009e73", "#cc79a7",
                                          "#e69f00", "#56b4e9", "#000000", "#999999"};

static void append_svg(ludic_buffer *out, const ludic_riichi_draw_discards *d, const char *title)
{
    const double plot_w = WIDTH - LEFT - RIGHT, plot_h = HEIGHT - TOP - BOTTOM;
    const unsigned T = d->row[0].odds.draws, lines = d->count < LINES ? d->count : LINES;
    const unsigned xstep = T <= 12 ? 1 : T <= 24 ? 2 : 4;
    double top = 0.0;
    unsigned tenths;
    char num[40];
    /* the y axis ends at the first tenth at or above the largest figure (0.1 at least) */
    for (unsigned r = 0; r < lines; r++)
        if (d->row[r].odds.win[T - 1] > top)
            top = d->row[r].odds.win[T - 1];
    tenths = (unsigned)ceil(top * 10.0 - 1e-9);
    if (tenths < 1)
        tenths = 1;
    if (tenths > 10)
        tenths = 10;
    top = tenths / 10.0;
#define X(t) (LEFT + (T > 1 ? ((double)(t) - 1.0) / (T - 1) : 0.5) * plot_w)
#define Y(v) (TOP + plot_h * (1.0 - (v) / top))
    ludic_svg_begin(out, WIDTH, HEIGHT, title);
    ludic_buffer_printf(out,
                        "P(win within t draws) after each discard, best "
                        "play afterwards; %u wall tiles, %u draws%s</text>\n",
                        d->row[0].odds.wall, T,
                        d->count > LINES ? " (the best 8 discards)" : "");
    /* grid and axes */
    ludic_buffer_puts(out, "<g id=\"grid\" stroke=\"#dddddd\">\n");
    for (int k = 0; k <= 10; k++)
        ludic_buffer_printf(out, "<line x1=\"%d\" y1=\"%.2f\" x2=\"%.0f\" y2=\"%.2f\"/>\n", LEFT,
                            Y(top * k / 10.0), LEFT + plot_w, Y(top * k / 10.0));
    ludic_buffer_puts(out, "</g>\n<g id=\"y-ticks\" text-anchor=\"end\">\n");
    for (int k = 0; k <= 10; k += 2)
        ludic_buffer_printf(out, "<text x=\"%d\" y=\"%.2f\">%.3g</text>\n", LEFT - 6,
                            Y(top * k / 10.0) + 4, top * k / 10.0);
    ludic_buffer_puts(out, "</g>\n<g id=\"x-ticks\" text-anchor=\"middle\">\n");
    for (unsigned t = 1; t <= T; t++)
        if (t == 1 || t % xstep == 0)
            ludic_buffer_printf(out, "<text x=\"%.2f\" y=\"%d\">%u</text>\n", X(t),
                                HEIGHT - BOTTOM + 18, t);
    ludic_buffer_puts(out, "</g>\n");
    /* one line per discard, the worst drawn first so the best lies on top */
    for (unsigned r = lines; r-- > 0;) {
        const ludic_riichi_draw_discard *row = &d->row[r];
        const char *name = ludic_riichi_kind_name(row->kind);
        ludic_buffer_printf(out,
                            "<g id=\"discard-%s\" stroke=\"%s\" fill=\"%s\">\n<polyline "
                            "fill=\"none\" stroke-width=\"2\" points=\"",
                            name, colour[r], colour[r]);
        for (unsigned t = 1; t <= T; t++)
            ludic_buffer_printf(out, "%s%.2f,%.2f", t > 1 ? " " : "", X(t),
                                Y(row->odds.win[t - 1]));
        ludic_buffer_puts(out, "\"/>\n");
        for (unsigned t = 1; t <= T; t++) {
            ludic_format_double(num, sizeof num, row->odds.win[t - 1]);
            ludic_buffer_printf(out,
                                "<circle cx=\"%.2f\" cy=\"%.2f\" r=\"2.5\"><title>discard %s, "
                                "%u draw%s: P(win) = %s</title></circle>\n",
                                X(t), Y(row->odds.win[t - 1]), name, t, t == 1 ? "" : "s", num);
        }
        ludic_buffer_puts(out, "</g>\n");
    }
    /* frame, labels, legend (best first) */
    ludic_buffer_printf(out,
                        "<rect x=\"%d\" y=\"%d\" width=\"%.0f\" height=\"%.0f\" fill=\"none\" "
                        "stroke=\"#333333\"/>\n",
                        LEFT, TOP, plot_w, plot_h);
    ludic_buffer_printf(out,
                        "<text id=\"x-label\" x=\"%.0f\" y=\"%d\" text-anchor=\"middle\">draws "
                        "t</text>\n",
                        LEFT + plot_w / 2, HEIGHT - 20);
    ludic_buffer_printf(out,
                        "<text id=\"y-label\" transform=\"translate(22,%.0f) rotate(-90)\" "
                        "text-anchor=\"middle\">P(win within t draws)</text>\n",
                        TOP + plot_h / 2);
    ludic_buffer_printf(out,
                        "<g id=\"legend\"><text x=\"%d\" y=\"%d\" font-weight=\"bold\">discard: "
                        "P(win in %u)</text>\n",
                        WIDTH - RIGHT + 14, TOP + 10, T);
    for (unsigned r = 0; r < lines; r++)
        ludic_buffer_printf(out,
                            "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" "
                            "stroke-width=\"3\"/><text x=\"%d\" y=\"%d\">%s: %.4f</text>\n",
                            WIDTH - RIGHT + 14, TOP + 30 + 22 * (int)r, WIDTH - RIGHT + 38,
                            TOP + 30 + 22 * (int)r, colour[r], WIDTH - RIGHT + 44,
                            TOP + 35 + 22 * (int)r, ludic_riichi_kind_name(d->row[r].kind),
                            d->row[r].odds.win[T - 1]);
    ludic_buffer_puts(out, "</g>\n</svg>\n");
#undef X
#undef Y
}

ludic_status ludic_riichi_format_draw_svg(const ludic_riichi_draw_discards *discards,
                                          const char *title, char *out, size_t cap, size_t *len,
                                          ludic_error *err)
{
    ludic_buffer b;
    ludic_status st;
    if (!discards)
        return ludic_fail_null(err, __func__, "discards");
    if (discards->count == 0 || discards->count > LUDIC_RIICHI_MAX_DISCARDS ||
        discards->row[0].odds.draws < 1 || discards->row[0].odds.draws > LUDIC_RIICHI_MAX_DRAWS)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "the discards are empty or not filled by "
                          "ludic_riichi_compute_draw_discards (in %s)",
                          __func__);
    if ((st = ludic_textout_check(out, cap, __func__, err)) != LUDIC_OK)
        return st;
    ludic_buffer_init(&b);
    append_svg(&b, discards, title ? title : "");
    return ludic_textout_finish(&b, out, cap, len, __func__, err);
}
