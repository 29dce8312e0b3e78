/*
 * svg.c: the opening every chart shares (svg_int.h).
 */
#include "svg_int.h"

void ludic_svg_begin(ludic_buffer *out, int width, int height, const char *title)
{
    ludic_buffer_printf(out,
                        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                        "viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"13\">\n",
                        width, height, width, height);
    ludic_buffer_puts(out, "<title>");
    ludic_buffer_put_xml(out, title);
    ludic_buffer_puts(out, "</title>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    ludic_buffer_printf(out,
                        "<text id=\"title\" x=\"%d\" y=\"28\" text-anchor=\"middle\" "
                        "font-size=\"16\" font-weight=\"bold\">",
                        width / 2);
    ludic_buffer_put_xml(out, title);
    ludic_buffer_printf(out, "</text>\n<text id=\"subtitle\" x=\"%d\" y=\"50\" "
                             "text-anchor=\"middle\">",
                        width / 2);
}
