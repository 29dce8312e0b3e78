/*
 * options.c: the option table's descriptors (cli_option_table.h), the
 * parser that turns a command's arguments into values by its table (range
 * checks, required options, one message format for usage errors), and the
 * readers run functions use.
 */
#include <assert.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_int.h"
#include "util/number_int.h"

/* A variant's base must be an option, not a variant: CLI_IS_OPTION_<base> exists only for options. */
#define MARK_OPTION_(id, ...) CLI_IS_OPTION_##id,
#define MARK_NOTHING_(...)
enum { CLI_OPTION_TABLE(MARK_OPTION_, MARK_NOTHING_) CLI_OPTION_MARKS_ };
#define CHECK_VARIANT_(id, base, ...)                                                             \
    _Static_assert(CLI_IS_OPTION_##base >= 0, "the base of variant " #id " is an option");
CLI_OPTION_TABLE(MARK_NOTHING_, CHECK_VARIANT_)

#define OPTION_ROW_(id, name, kind, metavar, min, max, choices, help)                             \
    [CLI_OPT_##id] = {CLI_OPT_##id, name, kind, metavar, choices, min, max, help},
#define VARIANT_ROW_(id, base, min, max, help)                                                    \
    [CLI_OPT_##id] = {CLI_OPT_##base, NULL, CLI_FLAG, NULL, NULL, min, max, help},
static const cli_option rows[CLI_OPTION_COUNT] = {CLI_OPTION_TABLE(OPTION_ROW_, VARIANT_ROW_)};

const cli_option *cli_option_row(cli_opt_id id)
{
    return &rows[id];
}

const cli_option *cli_option_base(cli_opt_id id)
{
    return &rows[rows[id].base];
}

/* ---- reading values ----------------------------------------------------------- */

const cli_value *cli_opt(const cli_args *args, cli_opt_id id)
{
    static const cli_value unset = {0, 0, NULL, {NULL}};
    for (size_t i = 0; i < args->command->option_count; i++) {
        const cli_opt_id listed = args->command->options[i].id;
        if (listed == id || rows[listed].base == id)
            return &args->values[i];
    }
    assert(0 && "a run function read an option its command does not list");
    return &unset;
}

int cli_takes(const cli_args *args, cli_opt_id id)
{
    for (size_t i = 0; i < args->command->option_count; i++) {
        const cli_opt_id listed = args->command->options[i].id;
        if (listed == id || rows[listed].base == id)
            return 1;
    }
    return 0;
}

int cli_flag(const cli_args *args, cli_opt_id id)
{
    assert(cli_option_base(id)->kind == CLI_FLAG);
    return cli_opt(args, id)->set;
}

uint64_t cli_uint(const cli_args *args, cli_opt_id id, uint64_t fallback)
{
    const cli_value *v = cli_opt(args, id);
    assert(cli_option_base(id)->kind == CLI_UINT || cli_option_base(id)->kind == CLI_SIZE ||
           cli_option_base(id)->kind == CLI_CHOICE);
    return v->set ? v->u : fallback;
}

const char *cli_text(const cli_args *args, cli_opt_id id)
{
    const cli_value *v = cli_opt(args, id);
    assert(cli_option_base(id)->kind == CLI_STRING);
    return v->set ? v->s : NULL;
}

/* ---- parsing ------------------------------------------------------------------- */

/* Parse "123", "4G", "512M" as bytes; 1 on success. */
static int parse_size(const char *s, uint64_t *out)
{
    uint64_t v = 0, mul = 1;
    size_t used;
    const char *p = s;
    if (ludic_number_read(s, strlen(s), 0, UINT64_MAX, &v, &used) != LUDIC_NUMBER_OK)
        return 0;
    p += used;
    switch (*p) {
    case '\0':
        break;
    case 'K': case 'k':
        mul = 1ull << 10;
        break;
    case 'M': case 'm':
        mul = 1ull << 20;
        break;
    case 'G': case 'g':
        mul = 1ull << 30;
        break;
    case 'T': case 't':
        mul = 1ull << 40;
        break;
    default:
        return 0;
    }
    if (*p && p[1] != '\0' && !((p[1] == 'B' || p[1] == 'b') && p[2] == '\0') &&
        !((p[1] == 'i') && (p[2] == 'B' || p[2] == 'b') && p[3] == '\0'))
        return 0;
    if (v > UINT64_MAX / mul)
        return 0;
    *out = v * mul;
    return 1;
}

/* Index of `word` in the '|'-separated list, or -1. */
static int choice_index(const char *choices, const char *word)
{
    size_t wl = strlen(word);
    int index = 0;
    for (const char *p = choices;; index++) {
        const char *bar = strchr(p, '|');
        size_t len = bar ? (size_t)(bar - p) : strlen(p);
        if (len == wl && strncmp(p, word, len) == 0)
            return index;
        if (!bar)
            return -1;
        p = bar + 1;
    }
}

static int usage_error(const cli_args *a, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* "ludic: GAME COMMAND: what (see 'ludic GAME COMMAND --help')": every usage error. */
static int usage_error(const cli_args *a, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "ludic: %s %s: ", a->game->name, a->command->name);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, " (see 'ludic %s %s --help')\n", a->game->name, a->command->name);
    return CLI_EXIT_USAGE;
}

/* What follows the name in help and messages: the metavar, or the choices. */
static const char *placeholder(const cli_option *base)
{
    if (base->kind == CLI_CHOICE)
        return base->choices;
    return base->metavar ? base->metavar : "VALUE";
}

/* Store the value text of option i; returns 0 or an exit status. */
static int set_value(cli_args *a, size_t i, const char *text)
{
    const cli_option *o = cli_option_row(a->command->options[i].id);
    const cli_option *base = cli_option_base(a->command->options[i].id);
    cli_value *v = &a->values[i];
    v->set = 1;
    if (base->kind != CLI_LIST)
        v->s = text;
    switch (base->kind) {
    case CLI_FLAG:
        return 0;
    case CLI_UINT:
        switch (ludic_number_read(text, strlen(text), o->min, o->max, &v->u, NULL)) {
        case LUDIC_NUMBER_OK:
            return 0;
        case LUDIC_NUMBER_MALFORMED:
            return usage_error(a, "--%s expects an integer from %llu to %llu, found '%s'",
                               base->name, (unsigned long long)o->min,
                               (unsigned long long)o->max, text);
        case LUDIC_NUMBER_RANGE: {
            /* The reader's own message, as for numbers in input files. */
            const size_t cap = strlen(base->name) + strlen(text) + 96;
            char *name = malloc(3 * cap), *found, *msg;
            int rc;
            if (!name)
                return cli_fail(CLI_EXIT_UNSERVED, "out of memory");
            found = name + cap;
            msg = found + cap;
            snprintf(name, cap, "--%s", base->name);
            snprintf(found, cap, "'%s'", text);
            ludic_number_range_message(msg, cap, name, o->min, o->max, found);
            rc = usage_error(a, "%s", msg);
            free(name);
            return rc;
        }
        }
        return 0;
    case CLI_SIZE:
        if (!parse_size(text, &v->u))
            return usage_error(a, "--%s expects a size such as 512M or 4G, found '%s'",
                               base->name, text);
        if (v->u < o->min || v->u > o->max)
            return usage_error(a, "--%s must be between %llu and %llu bytes, found '%s'",
                               base->name, (unsigned long long)o->min,
                               (unsigned long long)o->max, text);
        return 0;
    case CLI_CHOICE: {
        int k = choice_index(base->choices, text);
        if (k < 0)
            return usage_error(a, "--%s expects one of %s, found '%s'", base->name,
                               base->choices, text);
        v->u = (uint64_t)k;
        return 0;
    }
    case CLI_STRING:
        return 0;
    case CLI_LIST:
        if (v->u >= o->max || v->u >= CLI_MAX_REPEATS)
            return usage_error(a, "--%s may be given at most %llu times", base->name,
                               (unsigned long long)o->max);
        if (v->u == 0)
            v->s = text;
        v->list[v->u++] = text;
        return 0;
    }
    return 0;
}

/*
 * The required options not given (a required text given empty counts as
 * missing), in one message: "--seed S is required", "--games N and --seed S
 * are required". -1 when none is missing.
 */
static int check_required(const cli_args *a)
{
    const cli_command *cmd = a->command;
    char list[512];
    size_t len = 0, missing = 0, last = 0;
    list[0] = '\0';
    for (size_t i = 0; i < cmd->option_count; i++) {
        const cli_option *base = cli_option_base(cmd->options[i].id);
        const cli_value *v = &a->values[i];
        if (!(cmd->options[i].flags & CLI_REQUIRED) ||
            (v->set && !(base->kind == CLI_STRING && v->s[0] == '\0')))
            continue;
        missing++;
        last = len;
        len += (size_t)snprintf(list + len, sizeof list - len, "%s--%s %s",
                                missing == 1 ? "" : ", ", base->name, placeholder(base));
        if (len >= sizeof list)
            len = sizeof list - 1;
    }
    if (missing == 0)
        return -1;
    if (missing == 1)
        return usage_error(a, "%s is required", list);
    /* the last ", " becomes " and " */
    return usage_error(a, "%.*s and %s are required", (int)last, list, list + last + 2);
}

int cli_parse_args(cli_args *a, int argc, char **argv)
{
    const cli_command *cmd = a->command;
    int only_positional = 0;
    assert(cmd->option_count <= CLI_MAX_OPTIONS);
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        if (!only_positional && strcmp(arg, "--") == 0) {
            only_positional = 1;
            continue;
        }
        if (!only_positional && (strcmp(arg, "-h") == 0 || strcmp(arg, "--help") == 0)) {
            cli_print_command_help(stdout, a->game, cmd);
            return CLI_EXIT_OK;
        }
        if (!only_positional && arg[0] == '-' && arg[1] == '-') {
            const char *name = arg + 2;
            const char *eq = strchr(name, '=');
            size_t nl = eq ? (size_t)(eq - name) : strlen(name);
            const cli_option *base = NULL;
            size_t k;
            int rc;
            for (k = 0; k < cmd->option_count; k++) {
                base = cli_option_base(cmd->options[k].id);
                if (strlen(base->name) == nl && strncmp(base->name, name, nl) == 0)
                    break;
            }
            if (k == cmd->option_count)
                return usage_error(a, "unknown option '%.*s'", (int)(nl + 2), arg);
            if (a->values[k].set && base->kind != CLI_LIST)
                return usage_error(a, "option '--%s' given twice", base->name);
            if (base->kind == CLI_FLAG) {
                if (eq)
                    return usage_error(a, "option '--%s' takes no value", base->name);
                a->values[k].set = 1;
                continue;
            }
            if (!eq && i + 1 >= argc)
                return usage_error(a, "option '--%s' needs a value (%s)", base->name,
                                   placeholder(base));
            rc = set_value(a, k, eq ? eq + 1 : argv[++i]);
            if (rc)
                return rc;
            continue;
        }
        if (!only_positional && arg[0] == '-' && arg[1] != '\0')
            return usage_error(a, "unknown option '%s'", arg);
        if (a->positional_count >= cmd->max_positional)
            return usage_error(a, "unexpected argument '%s'", arg);
        a->positional[a->positional_count++] = arg;
    }
    if (a->positional_count < cmd->min_positional)
        return usage_error(a, "missing argument (usage: ludic %s %s %s)", a->game->name,
                           cmd->name, cmd->usage);
    return check_required(a);
}
