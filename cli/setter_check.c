/*
 * setter_check.c: `ludic GAME check INPUT OUTPUT [ANSWER]`, a checker with
 * testlib's exit statuses (0 OK, 1 WA, 2 PE, 3 FAIL) and its one-line
 * messages on standard error. INPUT is read as the solver reads it; anything
 * wrong with it, with ANSWER, or with reading the files is the checker's
 * failure (3), never the contestant's.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "setter_int.h"

static int verdict_line(setter_verdict v, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* Print one line on standard error; returns the verdict as the exit status. */
static int verdict_line(setter_verdict v, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return (int)v;
}

/*
 * Read a whole file ("-": standard input): 0; 1 and why when it cannot be
 * read; 2 and why when it is larger than CLI_MAX_INPUT_BYTES.
 */
static int slurp(const char *path, ludic_buffer *buf, char *why, size_t cap)
{
    int from_stdin = strcmp(path, "-") == 0;
    FILE *f = from_stdin ? stdin : fopen(path, "rb");
    char chunk[65536];
    size_t got;
    if (!f) {
        snprintf(why, cap, "cannot open '%s': %s", path, strerror(errno));
        return 1;
    }
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0 && buf->len <= CLI_MAX_INPUT_BYTES)
        ludic_buffer_append(buf, chunk, got);
    if (ferror(f) || buf->failed || buf->len > CLI_MAX_INPUT_BYTES) {
        int too_large = !ferror(f) && !buf->failed;
        snprintf(why, cap, "cannot read '%s': %s", path,
                 ferror(f) ? strerror(errno)
                           : buf->failed ? "out of memory" : "larger than 64 MiB");
        if (!from_stdin)
            fclose(f);
        return too_large ? 2 : 1;
    }
    if (!from_stdin)
        fclose(f);
    if (!buf->data)
        ludic_buffer_puts(buf, ""); /* an empty file: data "" rather than NULL */
    return 0;
}

int cli_setter_check(const cli_args *args)
{
    const cli_setter_game *game = cli_setter_of(args);
    /* only jenga's check takes --tolerance (exact integers elsewhere) */
    const cli_value *tol = cli_takes(args, CLI_OPT_TOLERANCE) ? cli_opt(args, CLI_OPT_TOLERANCE)
                                                              : NULL;
    double tolerance = SETTER_DEFAULT_TOLERANCE;
    ludic_buffer input, output, answer_text;
    setter_answer answer;
    ludic_error err;
    char why[SETTER_MESSAGE_SIZE], msg[SETTER_MESSAGE_SIZE];
    int rc;
    if (args->positional_count < 2 || args->positional_count > 3)
        return verdict_line(SETTER_FAIL,
                            "FAIL usage: ludic %s check INPUT OUTPUT [ANSWER] (%u files given)",
                            game->name, args->positional_count);
    if (tol && tol->set && setter_parse_decimal(tol->s, 0, 1, &tolerance))
        return verdict_line(SETTER_FAIL,
                            "FAIL usage: --tolerance expects a number from 0 to 1, e.g. 1e-6, "
                            "found '%s'",
                            tol->s);
    ludic_buffer_init(&input);
    ludic_buffer_init(&output);
    ludic_buffer_init(&answer_text);
    ludic_error_clear(&err);
    if (slurp(args->positional[0], &input, why, sizeof why)) {
        rc = verdict_line(SETTER_FAIL, "FAIL input: %s", why);
    } else if (game->parse(input.data, input.len, &err) != LUDIC_OK) {
        char where[32] = "";
        if (err.line)
            snprintf(where, sizeof where, ":%lu:%lu", err.line, err.column);
        rc = verdict_line(SETTER_FAIL, "FAIL input %s%s: %s", args->positional[0], where,
                          err.message);
    } else if (args->positional_count == 3 &&
               slurp(args->positional[2], &answer_text, why, sizeof why)) {
        rc = verdict_line(SETTER_FAIL, "FAIL answer: %s", why);
    } else if (args->positional_count == 3 &&
               setter_read_answer(game, answer_text.data, answer_text.len, &answer, why,
                                  sizeof why)) {
        rc = verdict_line(SETTER_FAIL, "FAIL answer file %s: %s", args->positional[2], why);
    } else if (args->positional_count == 2 &&
               game->solve(input.data, input.len, &answer, &err) != LUDIC_OK) {
        rc = verdict_line(SETTER_FAIL, "FAIL ludic cannot solve the input: %s", err.message);
    } else if ((rc = slurp(args->positional[1], &output, why, sizeof why)) != 0) {
        /* an output too large to read is the contestant's: a presentation error */
        rc = rc == 2 ? verdict_line(SETTER_PE, "wrong output format the output is larger than "
                                               "64 MiB")
                     : verdict_line(SETTER_FAIL, "FAIL output: %s", why);
    } else {
        setter_verdict v = setter_judge(game, &answer, tolerance, output.data, output.len, msg,
                                        sizeof msg);
        rc = verdict_line(v, "%s", msg);
    }
    ludic_buffer_clear(&input);
    ludic_buffer_clear(&output);
    ludic_buffer_clear(&answer_text);
    return rc;
}
