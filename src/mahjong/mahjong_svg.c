/*
 * mahjong_svg.c: the distribution of the weight as a self-contained SVG chart: a bar
 * per draw i for P(weight = i) on the left axis, a line for P(weight <= i)
 * on the right axis (0 to 1), a dashed line at the mean, labelled axes, a
 * legend and the hand in the title. Every bar carries a <title> tooltip.
 */
#include <math.h>
#include <string.h>

#include "core/error_int.h"
#include "core/textout_int.h"
#include "ludic/mahjong.h"
#include "util/format_int.h"
#include "util/svg_int.h"

enum { WIDTH = 860, HEIGHT = 510, LEFT = 80, RIGHT = 80, TOP = 88, BOTTOM = 64 };

/*
 * The x axis ends where what is left, P(weight > i), is below this: a
 * tail that light is flat in the line and below half a pixel in the bars
 * (long walls leave hundreds of such draws: at n = 400 the mass ends near
 * draw 110 of 265).
 */
#define MJ_SVG_TAIL 1e-6

/* The smallest 1, 2 or 5 times a power of ten that is >= x / steps. */
static double nice_step(double x, int steps)
{
    double raw = x / steps, p = pow(10.0, floor(log10(raw)));
    if (raw <= p)
        return p;
    if (raw <= 2 * p)
        return 2 * p;
    if (raw <= 5 * p)
        return 5 * p;
    return 10 * p;
}

/* The chart of ludic_mahjong_format_svg, for a checked, non-empty `d`. */
static void append_svg(ludic_buffer *out, const ludic_mahjong_dist *d, const char *title)
{
    const double plot_w = WIDTH - LEFT - RIGHT, plot_h = HEIGHT - TOP - BOTTOM;
    uint32_t last = d->last == 0 ? 1 : d->last < d->wall ? d->last : d->wall;
    double bw, pmax = 0.0, ystep, ytop, xstep;
    char num[40];
    if (d->survival)
        for (uint32_t i = 1; i < last; i++)
            if (d->survival[i] < MJ_SVG_TAIL) {
                last = i;
                break;
            }
    bw = plot_w / last;
    for (uint32_t i = 1; i <= last && i <= d->wall; i++)
        if (d->p[i] > pmax)
            pmax = d->p[i];
    if (pmax <= 0.0)
        pmax = 1.0;
    ystep = nice_step(pmax, 5);
    ytop = ceil(pmax / ystep - 1e-9) * ystep;
    xstep = nice_step((double)last, 12);
    if (xstep < 1.0)
        xstep = 1.0;
#define X(i) (LEFT + ((double)(i) - 0.5) * bw)
#define YP(v) (TOP + plot_h * (1.0 - (v) / ytop))
#define YC(v) (TOP + plot_h * (1.0 - (v)))
    ludic_svg_begin(out, WIDTH, HEIGHT, title);
    ludic_buffer_printf(out,
                        "expected weight %.6g, %lu wall tile%s; always "
                        "wins within %lu draw%s",
                        d->expected, (unsigned long)d->wall, d->wall == 1 ? "" : "s",
                        (unsigned long)d->last, d->last == 1 ? "" : "s");
    if (last < d->last)
        ludic_buffer_printf(out, " (shown to %lu; P(weight &gt; %lu) &lt; 1e-6)",
                            (unsigned long)last, (unsigned long)last);
    ludic_buffer_puts(out, "</text>\n");
    /* grid and left axis (P(weight = i)) */
    ludic_buffer_puts(out, "<g id=\"y-axis-p\" stroke=\"#dddddd\">\n");
    for (double v = 0.0; v <= ytop + ystep * 1e-9; v += ystep)
        ludic_buffer_printf(out, "<line x1=\"%d\" y1=\"%.2f\" x2=\"%d\" y2=\"%.2f\"/>\n", LEFT,
                            YP(v), WIDTH - RIGHT, YP(v));
    ludic_buffer_puts(out, "</g>\n<g id=\"y-ticks-p\" text-anchor=\"end\" fill=\"#1f5fa8\">\n");
    for (double v = 0.0; v <= ytop + ystep * 1e-9; v += ystep)
        ludic_buffer_printf(out, "<text x=\"%d\" y=\"%.2f\">%.3g</text>\n", LEFT - 6,
                            YP(v) + 4, v);
    ludic_buffer_puts(out, "</g>\n<g id=\"y-ticks-cdf\" text-anchor=\"start\" fill=\"#c0392b\">\n");
    for (int k = 0; k <= 4; k++)
        ludic_buffer_printf(out, "<text x=\"%d\" y=\"%.2f\">%.2f</text>\n", WIDTH - RIGHT + 6,
                            YC(k / 4.0) + 4, k / 4.0);
    ludic_buffer_puts(out, "</g>\n<g id=\"x-ticks\" text-anchor=\"middle\">\n");
    for (double i = xstep; i <= last + 1e-9; i += xstep)
        ludic_buffer_printf(out, "<text x=\"%.2f\" y=\"%d\">%.0f</text>\n", X(i),
                            HEIGHT - BOTTOM + 18, i);
    if (xstep >= 5.0) /* label the first draw too when ticks are sparse */
        ludic_buffer_printf(out, "<text x=\"%.2f\" y=\"%d\">1</text>\n", X(1),
                            HEIGHT - BOTTOM + 18);
    ludic_buffer_puts(out, "</g>\n");
    /* bars */
    ludic_buffer_puts(out, "<g id=\"bars\" fill=\"#5b9bd5\">\n");
    for (uint32_t i = 1; i <= last && i <= d->wall; i++) {
        const double h = plot_h * d->p[i] / ytop;
        if (d->p[i] <= 0.0)
            continue;
        ludic_format_double(num, sizeof num, d->p[i]);
        ludic_buffer_printf(out,
                            "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\">"
                            "<title>draw %lu: P(weight = %lu) = %s</title></rect>\n",
                            X(i) - 0.4 * bw, TOP + plot_h - h, 0.8 * bw, h, (unsigned long)i,
                            (unsigned long)i, num);
    }
    ludic_buffer_puts(out, "</g>\n");
    /*
     * cumulative line: a step at each bar's centre, as P(weight <= x) is for a
     * real x (a straight segment from 0 to 1 across a single bar misread as
     * P(weight <= 0.75) = 0.5)
     */
    ludic_buffer_printf(out, "<polyline id=\"cdf\" fill=\"none\" stroke=\"#c0392b\" "
                             "stroke-width=\"2\" points=\"%.2f,%.2f",
                        X(0.5), YC(0.0));
    for (uint32_t i = 1; i <= last && i <= d->wall; i++)
        ludic_buffer_printf(out, " %.2f,%.2f %.2f,%.2f", X(i), YC(d->cdf[i - 1]), X(i),
                            YC(d->cdf[i]));
    ludic_buffer_printf(out, " %.2f,%.2f\"/>\n", X(last + 0.5), YC(d->cdf[last]));
    /* mean */
    ludic_buffer_printf(out,
                        "<g id=\"mean\"><line x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" "
                        "stroke=\"#333333\" stroke-dasharray=\"5,4\"/>"
                        "<text x=\"%.2f\" y=\"%d\" font-size=\"12\">mean %.4g</text></g>\n",
                        X(d->expected), TOP, X(d->expected), HEIGHT - BOTTOM,
                        X(d->expected) + 4, TOP + 14, d->expected);
    /* frame, axis labels, legend */
    ludic_buffer_printf(out,
                        "<rect x=\"%d\" y=\"%d\" width=\"%.0f\" height=\"%.0f\" fill=\"none\" "
                        "stroke=\"#333333\"/>\n",
                        LEFT, TOP, plot_w, plot_h);
    ludic_buffer_printf(out,
                        "<text id=\"x-label\" x=\"%.0f\" y=\"%d\" text-anchor=\"middle\">draw i "
                        "(tiles drawn until the hand first wins)</text>\n",
                        LEFT + plot_w / 2, HEIGHT - 20);
    ludic_buffer_printf(out,
                        "<text id=\"y-label-p\" transform=\"translate(22,%.0f) rotate(-90)\" "
                        "text-anchor=\"middle\" fill=\"#1f5fa8\">P(weight = i)</text>\n",
                        TOP + plot_h / 2);
    ludic_buffer_printf(out,
                        "<text id=\"y-label-cdf\" transform=\"translate(%d,%.0f) rotate(90)\" "
                        "text-anchor=\"middle\" fill=\"#c0392b\">P(weight &#8804; i)</text>\n",
                        WIDTH - 24, TOP + plot_h / 2);
    ludic_buffer_printf(out,
                        "<g id=\"legend\"><rect x=\"%d\" y=\"%d\" width=\"14\" height=\"10\" "
                        "fill=\"#5b9bd5\"/><text x=\"%d\" y=\"%d\">P(weight = i)</text>"
                        "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#c0392b\" "
                        "stroke-width=\"2\"/><text x=\"%d\" y=\"%d\">P(weight &#8804; i)</text>"
                        "</g>\n",
                        WIDTH - RIGHT - 250, TOP - 20, WIDTH - RIGHT - 230, TOP - 10,
                        WIDTH - RIGHT - 130, TOP - 15, WIDTH - RIGHT - 116, TOP - 15,
                        WIDTH - RIGHT - 110, TOP - 10);
    ludic_buffer_puts(out, "</svg>\n");
#undef X
#undef YP
#undef YC
}

ludic_status ludic_mahjong_format_svg(const ludic_mahjong_dist *dist, const char *title,
                                      char *out, size_t cap, size_t *len, ludic_error *err)
{
    ludic_buffer b;
    ludic_status st;
    if (!dist)
        return ludic_fail_null(err, __func__, "dist");
    if (!dist->p || !dist->cdf || dist->wall == 0)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0,
                          "the distribution is empty (cleared, or never filled) (in %s)",
                          __func__);
    if ((st = ludic_textout_check(out, cap, __func__, err)) != LUDIC_OK)
        return st;
    ludic_buffer_init(&b);
    append_svg(&b, dist, title ? title : "");
    return ludic_textout_finish(&b, out, cap, len, __func__, err);
}
