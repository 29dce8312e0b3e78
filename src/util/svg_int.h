/*
 * svg_int.h: the opening every chart of ludic shares (mahjong dist --svg,
 * the draw game's chart): the SVG element, the title for readers and the
 * heading drawn on the chart, a white background, and the subtitle's opening
 * tag, whose text and closing tag the chart writes itself.
 */
#ifndef LUDIC_UTIL_SVG_INT_H
#define LUDIC_UTIL_SVG_INT_H

#include "buffer_int.h"

/* Width x height pixels; title is escaped (ludic_buffer_put_xml). */
void ludic_svg_begin(ludic_buffer *out, int width, int height, const char *title);

#endif
