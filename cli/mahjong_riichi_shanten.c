/*
 * mahjong_riichi_shanten.c: `ludic mahjong shanten`: the shanten of riichi
 * hands, one a line, as "MIN STANDARD SEVEN_PAIRS THIRTEEN_ORPHANS" ('-' for
 * a form that does not apply) or one JSON object a line. Every line is
 * checked before anything is printed: the answers go to a buffer that is
 * written only when the whole input is good.
 */
#include <string.h>

#include "mahjong_riichi_int.h"

void cli_riichi_put_shanten(ludic_buffer *out, int value, const char *none)
{
    char text[8];
    size_t n = 0;
    unsigned v;
    if (value == LUDIC_RIICHI_NO_FORM) {
        ludic_buffer_puts(out, none);
        return;
    }
    if (value < 0)
        text[n++] = '-';
    v = (unsigned)(value < 0 ? -value : value); /* shanten is -1..13 */
    if (v >= 10)
        text[n++] = (char)('0' + v / 10);
    text[n++] = (char)('0' + v % 10);
    ludic_buffer_append(out, text, n);
}

/* One answer line for the hand t. */
static void put_answer(ludic_buffer *out, const ludic_riichi_tiles *t,
                       const ludic_riichi_shanten *s, int json)
{
    if (json) {
        char hand[160];
        size_t len;
        ludic_riichi_format_tiles(t->counts, t->red, hand, sizeof hand, &len, NULL);
        ludic_buffer_puts(out, "{\"hand\":\"");
        ludic_buffer_append(out, hand, len);
        ludic_buffer_puts(out, "\",\"shanten\":{\"min\":");
        cli_riichi_put_shanten(out, s->min, "null");
        ludic_buffer_puts(out, ",\"standard\":");
        cli_riichi_put_shanten(out, s->standard, "null");
        ludic_buffer_puts(out, ",\"seven_pairs\":");
        cli_riichi_put_shanten(out, s->seven_pairs, "null");
        ludic_buffer_puts(out, ",\"thirteen_orphans\":");
        cli_riichi_put_shanten(out, s->thirteen_orphans, "null");
        ludic_buffer_puts(out, "}}\n");
        return;
    }
    cli_riichi_put_shanten(out, s->min, "-");
    ludic_buffer_append(out, " ", 1);
    cli_riichi_put_shanten(out, s->standard, "-");
    ludic_buffer_append(out, " ", 1);
    cli_riichi_put_shanten(out, s->seven_pairs, "-");
    ludic_buffer_append(out, " ", 1);
    cli_riichi_put_shanten(out, s->thirteen_orphans, "-");
    ludic_buffer_append(out, "\n", 1);
}

int cli_mahjong_shanten(const cli_args *args)
{
    const unsigned flags = cli_flag(args, CLI_OPT_SANMA_SET) ? LUDIC_RIICHI_SANMA : 0u;
    const int json = cli_flag(args, CLI_OPT_MJ_SHANTEN_JSON);
    cli_input in;
    ludic_buffer out;
    ludic_error err;
    size_t pos = 0;
    unsigned long line = 0;
    int rc = cli_read_input(args->positional_count ? args->positional[0] : NULL, &in);
    if (rc)
        return rc;
    ludic_buffer_init(&out);
    ludic_error_clear(&err);
    if (in.len >= 3 && memcmp(in.text, "\xef\xbb\xbf", 3) == 0)
        pos = 3; /* a UTF-8 byte-order mark, as the other lenient readers skip it */
    while (pos < in.len && rc == 0) {
        const char *start = in.text + pos;
        const char *nl = memchr(start, '\n', in.len - pos);
        size_t len = nl ? (size_t)(nl - start) : in.len - pos;
        ludic_riichi_tiles t;
        ludic_riichi_shanten s;
        pos += len + 1;
        line++;
        if (len > 0 && start[len - 1] == '\r')
            len--;
        if (ludic_riichi_parse_tiles(start, len, flags, &t, &err) != LUDIC_OK) {
            err.line = line;
            rc = cli_report(in.name, &err);
        } else if (t.total == 0) {
            rc = cli_fail(CLI_EXIT_USAGE, "%s:%lu:1: empty line; expected a hand of 1 to 14 tiles "
                                          "such as 123m456p789s1122z",
                          in.name, line);
        } else if (ludic_riichi_compute_shanten(t.counts, flags, &s, &err) != LUDIC_OK) {
            err.line = line;
            err.column = (unsigned long)len + 1; /* the size is wrong: point past the hand */
            rc = cli_report(in.name, &err);
        } else {
            put_answer(&out, &t, &s, json);
        }
    }
    if (rc == 0 && line == 0)
        rc = cli_fail(CLI_EXIT_USAGE, "%s: no hands; expected one hand a line, such as "
                                      "123m456p789s1122z",
                      in.name);
    if (rc == 0)
        rc = cli_emit(&out);
    ludic_buffer_clear(&out);
    cli_input_free(&in);
    return rc;
}
