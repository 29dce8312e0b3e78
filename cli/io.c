/* io.c: reading input whole, reporting errors, writing answers. */
#define _POSIX_C_SOURCE 200809L /* isatty */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli_int.h"
#include "progress.h"

int cli_fail(int code, const char *fmt, ...)
{
    va_list ap;
    fputs("ludic: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    return code;
}

int cli_exit_code(ludic_status status)
{
    switch (status) {
    case LUDIC_OK:
        return CLI_EXIT_OK;
    case LUDIC_E_SYNTAX:
    case LUDIC_E_INVALID:
    case LUDIC_E_ARGUMENT:
        return CLI_EXIT_USAGE;
    case LUDIC_E_LIMIT:
    case LUDIC_E_MEMORY:
    case LUDIC_E_NO_ANSWER:
    case LUDIC_E_INTERNAL:
    case LUDIC_E_TRUNCATED:
    case LUDIC_E_CANCELLED:
        return CLI_EXIT_UNSERVED;
    }
    return CLI_EXIT_UNSERVED;
}

int cli_report(const char *source, const ludic_error *err)
{
    const char *msg = err->message[0] ? err->message : ludic_status_str(err->status);
    if (err->status == LUDIC_E_INTERNAL) /* a bug in ludic, whatever the input */
        return cli_fail(CLI_EXIT_UNSERVED, "internal error: %s; please report it", msg);
    if (source && err->line && err->column)
        return cli_fail(cli_exit_code(err->status), "%s:%lu:%lu: %s", source, err->line,
                        err->column, msg);
    if (source && err->line)
        return cli_fail(cli_exit_code(err->status), "%s:%lu: %s", source, err->line, msg);
    if (source)
        return cli_fail(cli_exit_code(err->status), "%s: %s", source, msg);
    return cli_fail(cli_exit_code(err->status), "%s", msg);
}

int cli_read_input(const char *path, cli_input *in)
{
    FILE *f;
    size_t cap = 4096;
    int from_stdin = !path || strcmp(path, "-") == 0;
    in->name = from_stdin ? "<stdin>" : path;
    in->len = 0;
    in->text = NULL;
    f = from_stdin ? stdin : fopen(path, "rb");
    if (!f)
        return cli_fail(CLI_EXIT_UNSERVED, "cannot open '%s': %s", path, strerror(errno));
    in->text = malloc(cap);
    for (;;) {
        size_t got;
        if (!in->text) {
            if (!from_stdin)
                fclose(f);
            return cli_fail(CLI_EXIT_UNSERVED, "%s: out of memory reading the input", in->name);
        }
        got = fread(in->text + in->len, 1, cap - in->len - 1, f);
        in->len += got;
        if (in->len > CLI_MAX_INPUT_BYTES) {
            if (!from_stdin)
                fclose(f);
            cli_input_free(in);
            return cli_fail(CLI_EXIT_UNSERVED, "%s: input larger than %zu MiB; ludic reads at "
                            "most that much", in->name, CLI_MAX_INPUT_BYTES >> 20);
        }
        if (in->len + 1 < cap) {
            if (ferror(f)) {
                int e = errno;
                if (!from_stdin)
                    fclose(f);
                cli_input_free(in);
                return cli_fail(CLI_EXIT_UNSERVED, "%s: read error: %s", in->name, strerror(e));
            }
            if (feof(f))
                break;
            continue;
        }
        cap *= 2;
        {
            char *p = realloc(in->text, cap);
            if (!p)
                free(in->text);
            in->text = p;
        }
    }
    if (!from_stdin)
        fclose(f);
    in->text[in->len] = '\0';
    return 0;
}

void cli_input_free(cli_input *in)
{
    free(in->text);
    in->text = NULL;
    in->len = 0;
}

int cli_emit(const ludic_buffer *out)
{
    if (out->failed)
        return cli_fail(CLI_EXIT_UNSERVED, "out of memory formatting the answer");
    if (out->len && fwrite(out->data, 1, out->len, stdout) != out->len)
        return cli_fail(CLI_EXIT_UNSERVED, "cannot write the answer: %s", strerror(errno));
    if (fflush(stdout) != 0)
        return cli_fail(CLI_EXIT_UNSERVED, "cannot write the answer: %s", strerror(errno));
    return CLI_EXIT_OK;
}

int cli_stdout_is_tty(void)
{
    return isatty(STDOUT_FILENO);
}

/*
 * Call ludic_solve_text_ex with room for its two texts: a first try with
 * room for every usual answer (ludic.h: shorter than 2048 bytes), then,
 * should it not fit, once more with the lengths the first call stored.
 */
static ludic_status solve_text_into(const char *game, const char *text, size_t len,
                                    ludic_solve_options *o, ludic_buffer *out,
                                    ludic_buffer *stats, ludic_error *err)
{
    size_t room_size = 4096, stats_room_size = 4096;
    for (int attempt = 0; attempt < 2; attempt++) {
        char *room = ludic_buffer_reserve(out, room_size), *stats_room;
        size_t need = 0, stats_need = 0; /* stats_need stays 0 without --stats */
        ludic_status st;
        if (!room || !(stats_room = ludic_buffer_reserve(stats, stats_room_size)))
            return LUDIC_E_MEMORY;
        o->stats = stats_room;
        o->stats_cap = stats_room_size + 1;
        o->stats_len = &stats_need;
        st = ludic_solve_text_ex(game, text, len, o, room, room_size + 1, &need, err);
        if (st == LUDIC_OK) {
            out->len += need;
            stats->len += stats_need;
        }
        if (st != LUDIC_E_TRUNCATED)
            return st;
        room_size = need > room_size ? need : room_size;
        stats_room_size = stats_need > stats_room_size ? stats_need : stats_room_size;
    }
    return LUDIC_E_TRUNCATED; /* the answer changed size between two calls: never */
}

int cli_solve_text(const char *game, const char *text, size_t len, const char *source,
                   const ludic_solve_options *options, unsigned how)
{
    ludic_solve_options o = *options;
    ludic_buffer out, stats;
    ludic_error err;
    ludic_status st;
    int rc;
    ludic_buffer_init(&out);
    ludic_buffer_init(&stats);
    ludic_error_clear(&err);
    st = solve_text_into(game, text, len, &o, &out, &stats, &err);
    /* a progress line (cli_progress_attach) is erased before anything is printed */
    if (o.limits && o.limits->progress == cli_progress_report && o.limits->progress_ctx)
        cli_progress_end(o.limits->progress_ctx);
    if (st == LUDIC_E_MEMORY && err.status == LUDIC_OK)
        rc = cli_fail(CLI_EXIT_UNSERVED, "out of memory formatting the answer");
    else if (st != LUDIC_OK)
        rc = cli_report((how & CLI_SOLVE_NAME_PLACED_ONLY) && !err.line ? NULL : source, &err);
    else if (how & CLI_SOLVE_STATS_TO_STDERR) {
        if (stats.len)
            fputs(stats.data, stderr);
        rc = cli_emit(&out);
    } else {
        ludic_buffer_append(&out, stats.data, stats.len);
        rc = cli_emit(&out);
    }
    ludic_buffer_clear(&out);
    ludic_buffer_clear(&stats);
    return rc;
}
