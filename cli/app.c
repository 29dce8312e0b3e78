/*
 * app.c: argv to a game, a subcommand and its parsed options; --help and
 * --version. The option tables in each game's *_cmd.c drive parsing, range
 * checks and help text alike.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_int.h"
#include "util/number_int.h"

static const cli_game *const games[] = {&cli_game_mahjong, &cli_game_blackwhite,
                                        &cli_game_jenga};
#define GAME_COUNT (sizeof games / sizeof games[0])

static void print_main_help(FILE *to)
{
    fprintf(to, "Usage: ludic GAME [COMMAND] [OPTIONS] [FILE]\n"
                "       ludic --help | --version\n"
                "\n"
                "Exact answers about three games of chance and strategy.\n"
                "\n"
                "Games:\n");
    for (size_t i = 0; i < GAME_COUNT; i++)
        fprintf(to, "  %-11s %s\n", games[i]->name, games[i]->summary);
    fprintf(to, "\nCommands (solve is the default):\n");
    for (size_t i = 0; i < GAME_COUNT; i++) {
        fprintf(to, "  ludic %-11s", games[i]->name);
        for (size_t c = 0; c < games[i]->command_count; c++)
            fprintf(to, "%s%s", c ? " | " : " ", games[i]->commands[c].name);
        fprintf(to, "\n");
    }
    fprintf(to, "\n"
                "Input is the original problem's format, read from FILE or standard input\n"
                "('-' also means standard input). Exit status: 0 success, 2 bad usage or\n"
                "malformed input, 1 valid input that cannot be served (a size or memory\n"
                "limit, an I/O failure). 'ludic GAME --help' lists a game's commands.\n"
                "\n"
                "Examples:\n"
                "  $ echo 10 4 2 | ludic blackwhite\n"
                "  182\n"
                "  $ ludic mahjong examples/mahjong/sample.txt\n"
                "  570425346\n"
                "  $ ludic jenga examples/jenga/sample.txt\n"
                "  17.1192136966\n");
}

static void print_game_help(FILE *to, const cli_game *game)
{
    fprintf(to, "Usage: ludic %s [COMMAND] [OPTIONS] [ARGS]\n\n%s.\n\nCommands:\n", game->name,
            game->summary);
    for (size_t c = 0; c < game->command_count; c++)
        fprintf(to, "  %-9s %s%s\n", game->commands[c].name, game->commands[c].summary,
                c == 0 ? " (default)" : "");
    fprintf(to, "\n'ludic %s COMMAND --help' shows a command's options and examples.\n",
            game->name);
    if (game->commands[0].examples)
        fprintf(to, "\nExamples:\n%s", game->commands[0].examples);
}

static void option_signature(const cli_option *o, char *buf, size_t cap)
{
    if (o->kind == CLI_FLAG)
        snprintf(buf, cap, "--%s", o->name);
    else if (o->kind == CLI_CHOICE)
        snprintf(buf, cap, "--%s %s", o->name, o->choices);
    else
        snprintf(buf, cap, "--%s %s", o->name, o->metavar ? o->metavar : "VALUE");
}

void cli_print_command_help(FILE *to, const cli_game *game, const cli_command *cmd)
{
    char sig[64];
    fprintf(to, "Usage: ludic %s %s %s\n\n%s\n", game->name, cmd->name, cmd->usage,
            cmd->summary);
    if (cmd->details)
        fprintf(to, "\n%s", cmd->details);
    fprintf(to, "\nOptions:\n");
    for (size_t i = 0; i < cmd->option_count; i++) {
        option_signature(&cmd->options[i], sig, sizeof sig);
        if (strlen(sig) > 24)
            fprintf(to, "  %s\n  %-24s %s\n", sig, "", cmd->options[i].help);
        else
            fprintf(to, "  %-24s %s\n", sig, cmd->options[i].help);
    }
    fprintf(to, "  %-24s %s\n", "-h, --help", "show this help and exit");
    if (cmd->examples)
        fprintf(to, "\nExamples:\n%s", cmd->examples);
}

const cli_value *cli_opt(const cli_args *args, const char *name)
{
    static const cli_value unset = {0, 0, NULL, {NULL}};
    for (size_t i = 0; i < args->command->option_count; i++)
        if (strcmp(args->command->options[i].name, name) == 0)
            return &args->values[i];
    return &unset; /* a name the table lacks: a bug, but never a crash */
}

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

/* Store the value text of option i; returns 0 or an exit status. */
static int set_value(cli_args *a, size_t i, const char *text)
{
    const cli_option *o = &a->command->options[i];
    cli_value *v = &a->values[i];
    v->set = 1;
    if (o->kind != CLI_LIST)
        v->s = text;
    switch (o->kind) {
    case CLI_FLAG:
        return 0;
    case CLI_UINT:
        switch (ludic_number_read(text, strlen(text), o->min, o->max, &v->u, NULL)) {
        case LUDIC_NUMBER_OK:
            return 0;
        case LUDIC_NUMBER_MALFORMED:
            return usage_error(a, "--%s expects an integer from %llu to %llu, found '%s'",
                               o->name, (unsigned long long)o->min,
                               (unsigned long long)o->max, text);
        case LUDIC_NUMBER_RANGE: {
            /* The reader's own message, as for numbers in input files. */
            const size_t cap = strlen(o->name) + strlen(text) + 96;
            char *name = malloc(3 * cap), *found, *msg;
            int rc;
            if (!name)
                return cli_fail(CLI_EXIT_UNSERVED, "out of memory");
            found = name + cap;
            msg = found + cap;
            snprintf(name, cap, "--%s", o->name);
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
            return usage_error(a, "--%s expects a size such as 512M or 4G, found '%s'", o->name,
                               text);
        if (v->u < o->min || v->u > o->max)
            return usage_error(a, "--%s must be between %llu and %llu bytes, found '%s'",
                               o->name, (unsigned long long)o->min,
                               (unsigned long long)o->max, text);
        return 0;
    case CLI_CHOICE: {
        int k = choice_index(o->choices, text);
        if (k < 0)
            return usage_error(a, "--%s expects one of %s, found '%s'", o->name, o->choices,
                               text);
        v->u = (uint64_t)k;
        return 0;
    }
    case CLI_STRING:
        return 0;
    case CLI_LIST:
        if (v->u >= o->max || v->u >= CLI_MAX_REPEATS)
            return usage_error(a, "--%s may be given at most %llu times", o->name,
                               (unsigned long long)o->max);
        if (v->u == 0)
            v->s = text;
        v->list[v->u++] = text;
        return 0;
    }
    return 0;
}

/* Parse argv (after the subcommand) into a; returns -1 to run, else an exit status. */
static int parse_command_args(cli_args *a, int argc, char **argv)
{
    const cli_command *cmd = a->command;
    int only_positional = 0;
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
            size_t k;
            for (k = 0; k < cmd->option_count; k++)
                if (strlen(cmd->options[k].name) == nl &&
                    strncmp(cmd->options[k].name, name, nl) == 0)
                    break;
            if (k == cmd->option_count)
                return usage_error(a, "unknown option '%.*s'", (int)(nl + 2), arg);
            if (a->values[k].set && cmd->options[k].kind != CLI_LIST)
                return usage_error(a, "option '--%s' given twice", cmd->options[k].name);
            if (cmd->options[k].kind == CLI_FLAG) {
                if (eq)
                    return usage_error(a, "option '--%s' takes no value", cmd->options[k].name);
                a->values[k].set = 1;
                continue;
            }
            if (eq) {
                int rc = set_value(a, k, eq + 1);
                if (rc)
                    return rc;
            } else {
                int rc;
                if (i + 1 >= argc)
                    return usage_error(a, "option '--%s' needs a value (%s)",
                                       cmd->options[k].name,
                                       cmd->options[k].kind == CLI_CHOICE
                                           ? cmd->options[k].choices
                                           : cmd->options[k].metavar);
                rc = set_value(a, k, argv[++i]);
                if (rc)
                    return rc;
            }
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
    return -1;
}

static int run_game(const cli_game *game, int argc, char **argv)
{
    cli_args args;
    const cli_command *cmd = &game->commands[0];
    int first = 0;
    memset(&args, 0, sizeof args);
    if (argc > 0 && (strcmp(argv[0], "-h") == 0 || strcmp(argv[0], "--help") == 0)) {
        print_game_help(stdout, game);
        return CLI_EXIT_OK;
    }
    if (argc > 0) {
        for (size_t c = 0; c < game->command_count; c++)
            if (strcmp(argv[0], game->commands[c].name) == 0) {
                cmd = &game->commands[c];
                first = 1;
                break;
            }
    }
    args.game = game;
    args.command = cmd;
    {
        int rc = parse_command_args(&args, argc - first, argv + first);
        if (rc >= 0)
            return rc;
    }
    return cmd->run(&args);
}

int ludic_app_run(int argc, char **argv)
{
    if (argc < 2)
        return cli_fail(CLI_EXIT_USAGE,
                        "no game given; expected mahjong, blackwhite or jenga (see 'ludic --help')");
    if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) {
        print_main_help(stdout);
        return CLI_EXIT_OK;
    }
    if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0) {
        printf("ludic %s\n", ludic_version());
        return CLI_EXIT_OK;
    }
    for (size_t i = 0; i < GAME_COUNT; i++)
        if (strcmp(argv[1], games[i]->name) == 0)
            return run_game(games[i], argc - 2, argv + 2);
    return cli_fail(CLI_EXIT_USAGE,
                    "unknown game '%s'; expected mahjong, blackwhite or jenga (see 'ludic --help')",
                    argv[1]);
}
