/*
 * blackwhite_play.c: ludic blackwhite play: a game in the terminal against
 * the perfect player of the library (ludic_blackwhite_choose_move). It reads
 * one line per answer from standard input, so a pipe can drive it; when
 * standard input is not a terminal each answer is echoed after its prompt,
 * which keeps a piped transcript readable. End of input ends the game
 * cleanly (exit status 0).
 */
#define _POSIX_C_SOURCE 200809L /* isatty */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "blackwhite_cli_int.h"
#include "util/number_int.h"

typedef struct game {
    ludic_blackwhite_position *pos;
    uint64_t d;
    ludic_blackwhite_side human;
    int echo;
    char *line;
    size_t cap;
} game;

static const char *name_of(ludic_blackwhite_side side)
{
    return side == LUDIC_BLACKWHITE_WHITE ? "white" : "black";
}

static ludic_blackwhite_side other_side(ludic_blackwhite_side side)
{
    return side == LUDIC_BLACKWHITE_WHITE ? LUDIC_BLACKWHITE_BLACK : LUDIC_BLACKWHITE_WHITE;
}

/*
 * Prompt, then read one line into g->line without its newline; 0 at end of
 * input. A NUL byte becomes '?', so that it cannot end the line early and
 * make "1-2<NUL>junk" read as the move 1-2.
 */
static int ask(game *g, const char *prompt)
{
    size_t len = 0;
    int c;
    fputs(prompt, stdout);
    fflush(stdout);
    while ((c = getchar()) != EOF && c != '\n') {
        if (len + 2 > g->cap) {
            size_t cap = g->cap ? 2 * g->cap : 128;
            char *p = realloc(g->line, cap);
            if (!p)
                return 0;
            g->line = p;
            g->cap = cap;
        }
        g->line[len++] = c == '\0' ? '?' : (char)c;
    }
    if (c == EOF && len == 0) {
        fputs("\n", stdout);
        return 0;
    }
    if (!g->line) {
        g->line = malloc(1);
        if (!g->line)
            return 0;
        g->cap = 1;
    }
    if (len > 0 && g->line[len - 1] == '\r')
        len--;
    g->line[len] = '\0';
    if (g->echo)
        printf("%s\n", g->line);
    return 1;
}

/* The line without surrounding blanks, lower-cased in place. */
static char *trimmed(char *s)
{
    char *end;
    while (*s == ' ' || *s == '\t')
        s++;
    end = s + strlen(s);
    while (end > s && (end[-1] == ' ' || end[-1] == '\t'))
        *--end = '\0';
    for (char *p = s; *p; p++)
        *p = (char)tolower((unsigned char)*p);
    return s;
}

/* The board with cell numbers above it, in rows of at most 25 cells. */
static void show_board(const ludic_blackwhite_position *pos)
{
    const size_t cells = ludic_blackwhite_position_cells(pos);
    char *text = malloc(cells + 1);
    int width = 1;
    for (size_t c = cells; c >= 10; c /= 10)
        width++;
    if (!text)
        return;
    if (ludic_blackwhite_format_position(pos, text, cells + 1, NULL, NULL) != LUDIC_OK) {
        free(text);
        return;
    }
    for (size_t start = 0; start < cells; start += 25) {
        size_t end = start + 25 < cells ? start + 25 : cells;
        putchar('\n');
        for (size_t i = start; i < end; i++)
            printf(" %*lu", width, (unsigned long)i + 1);
        putchar('\n');
        for (size_t i = start; i < end; i++)
            printf(" %*c", width, text[i]);
        putchar('\n');
    }
    putchar('\n');
    free(text);
}

static void show_rules(const game *g)
{
    if (g->d == 1)
        printf("Rules: white pieces move right, black pieces move left; a move slides one of\n"
               "your pieces one or more cells, never onto or over another piece. Whoever\n"
               "cannot move loses. Type a move as FROM-TO, cells numbered from 1: 6-7.\n");
    else
        printf("Rules: white pieces move right, black pieces move left; a move takes 1 to %llu\n"
               "of your pieces and slides each one or more cells, never onto or over another\n"
               "piece. Whoever cannot move loses. Type FROM-TO for each piece moved, cells\n"
               "numbered from 1: 6-7, or 1-2 6-8 for two pieces.\n",
               (unsigned long long)g->d);
    printf("Other answers: hint (a winning move, if you have one), board, help, quit.\n");
}

static void say_move(ludic_blackwhite_side side, const ludic_blackwhite_step *steps,
                     size_t count, const char *who)
{
    ludic_buffer b;
    ludic_buffer_init(&b);
    cli_blackwhite_move_notation(&b, steps, count);
    ludic_buffer_puts(&b, " (");
    cli_blackwhite_move_words(&b, side, steps, count);
    ludic_buffer_puts(&b, ")");
    printf("%s %s.\n", who, b.data ? b.data : "");
    ludic_buffer_clear(&b);
}

/*
 * Read "FROM-TO FROM-TO ..." (blanks or commas between steps) into steps
 * (room for one per token). 0 on success, else prints why and returns -1.
 */
static int parse_move(const game *g, char *text, ludic_blackwhite_step *steps, size_t *count)
{
    const size_t cells = ludic_blackwhite_position_cells(g->pos);
    size_t n = 0;
    for (char *tok = strtok(text, " \t,"); tok; tok = strtok(NULL, " \t,")) {
        uint64_t v[2] = {0, 0};
        const char *digits[2] = {tok, tok};
        size_t ndigits[2] = {0, 0};
        ludic_number_result got[2];
        const char *p = tok;
        for (int half = 0; half < 2; half++) {
            digits[half] = p;
            got[half] = ludic_number_read(p, strlen(p), 1, cells, &v[half], &ndigits[half]);
            p += ndigits[half];
            if (got[half] == LUDIC_NUMBER_MALFORMED || (half == 0 && *p++ != '-')) {
                printf("I cannot read '%s': write each piece's move as FROM-TO, e.g. 6-7 "
                       "('help' explains).\n",
                       tok);
                return -1;
            }
        }
        if (*p != '\0') {
            printf("I cannot read '%s': write each piece's move as FROM-TO, e.g. 6-7.\n", tok);
            return -1;
        }
        for (int half = 0; half < 2; half++)
            if (got[half] != LUDIC_NUMBER_OK) {
                printf("Illegal move: cell %.*s is off the board (cells 1 to %zu).\n",
                       (int)ndigits[half], digits[half], cells);
                return -1;
            }
        steps[n].from = (uint32_t)(v[0] - 1);
        steps[n].to = (uint32_t)(v[1] - 1);
        n++;
    }
    *count = n;
    return 0;
}

static void hint(const game *g, ludic_blackwhite_step *steps)
{
    ludic_blackwhite_side winner;
    size_t count = 0;
    ludic_error err;
    if (ludic_blackwhite_solve_position(g->pos, g->d, g->human, &winner, &err) != LUDIC_OK ||
        ludic_blackwhite_choose_move(g->pos, g->d, g->human, steps,
                                     ludic_blackwhite_position_pairs(g->pos) + 1, &count,
                                     &err) != LUDIC_OK) {
        printf("No hint: %s.\n", err.message);
        return;
    }
    if (winner == g->human)
        say_move(g->human, steps, count, "Hint: you win with");
    else
        printf("Hint: every move loses against perfect play; make it hard for me, e.g. with "
               "a small move.\n");
}

/* 1 when the answer was taken as a side. */
static int side_from(const char *s, ludic_blackwhite_side *side)
{
    if (!*s || !strcmp(s, "w") || !strcmp(s, "white")) {
        *side = LUDIC_BLACKWHITE_WHITE;
        return 1;
    }
    if (!strcmp(s, "b") || !strcmp(s, "black")) {
        *side = LUDIC_BLACKWHITE_BLACK;
        return 1;
    }
    return 0;
}

static int abandon(void)
{
    printf("End of input: the game is abandoned.\n");
    return CLI_EXIT_OK;
}

/* The game itself, once side and position are set. */
static int play(game *g)
{
    const size_t cap = ludic_blackwhite_position_pairs(g->pos);
    ludic_blackwhite_step *steps = malloc((cap + 1) * sizeof *steps);
    ludic_blackwhite_side to_move = LUDIC_BLACKWHITE_WHITE;
    ludic_error err;
    size_t count;
    int rc = CLI_EXIT_OK;
    if (!steps)
        return cli_fail(CLI_EXIT_UNSERVED, "out of memory");
    printf("You play %s, I play %s; white moves first.\n", name_of(g->human),
           name_of(other_side(g->human)));
    show_rules(g);
    show_board(g->pos);
    for (;;) {
        if (ludic_blackwhite_position_is_over(g->pos)) {
            printf("Every gap is closed: %s cannot move and loses. %s\n", name_of(to_move),
                   to_move == g->human ? "I win." : "You win!");
            break;
        }
        if (to_move != g->human) {
            ludic_error_clear(&err);
            if (ludic_blackwhite_choose_move(g->pos, g->d, to_move, steps, cap + 1, &count,
                                             &err) != LUDIC_OK ||
                ludic_blackwhite_play_move(g->pos, g->d, to_move, steps, count, &err) != LUDIC_OK) {
                rc = cli_report(NULL, &err);
                break;
            }
            say_move(to_move, steps, count, "I move");
            show_board(g->pos);
            to_move = other_side(to_move);
            continue;
        }
        {
            char prompt[64], *answer;
            size_t tokens = 1;
            ludic_blackwhite_step *mine;
            snprintf(prompt, sizeof prompt, "Your move (%s): ", name_of(g->human));
            if (!ask(g, prompt)) {
                rc = abandon();
                break;
            }
            answer = trimmed(g->line);
            if (!*answer)
                continue;
            if (!strcmp(answer, "quit") || !strcmp(answer, "q") || !strcmp(answer, "resign")) {
                printf("You resign; %s wins.\n", name_of(other_side(g->human)));
                break;
            }
            if (!strcmp(answer, "help") || !strcmp(answer, "?")) {
                show_rules(g);
                continue;
            }
            if (!strcmp(answer, "board")) {
                show_board(g->pos);
                continue;
            }
            if (!strcmp(answer, "hint")) {
                hint(g, steps);
                continue;
            }
            for (const char *p = answer; *p; p++)
                tokens += (*p == ' ' || *p == ',' || *p == '\t');
            mine = malloc(tokens * sizeof *mine);
            if (!mine) {
                rc = cli_fail(CLI_EXIT_UNSERVED, "out of memory");
                break;
            }
            if (parse_move(g, answer, mine, &count) == 0) {
                ludic_error_clear(&err);
                if (ludic_blackwhite_play_move(g->pos, g->d, to_move, mine, count, &err) !=
                    LUDIC_OK) {
                    printf("Illegal move: %s.\n", err.message);
                } else {
                    show_board(g->pos);
                    to_move = other_side(to_move);
                }
            }
            free(mine);
        }
    }
    free(steps);
    return rc;
}

int cli_blackwhite_play(const cli_args *args)
{
    game g;
    ludic_error err;
    const uint64_t n = cli_uint(args, CLI_OPT_N, 10);
    const uint64_t k = cli_uint(args, CLI_OPT_K, 4);
    const char *position = cli_text(args, CLI_OPT_POSITION);
    const cli_value *seed = cli_opt(args, CLI_OPT_SEED);
    int rc;
    memset(&g, 0, sizeof g);
    g.d = cli_uint(args, CLI_OPT_D, 1);
    g.echo = !isatty(STDIN_FILENO);
    ludic_error_clear(&err);
    if (position && seed->set)
        return cli_fail(CLI_EXIT_USAGE, "blackwhite play: give --position or --seed, not both "
                                        "(see 'ludic blackwhite play --help')");
    /* Options are checked before the game says anything. */
    if (position) {
        if (ludic_blackwhite_parse_position(position, strlen(position), 0, &g.pos, &err) !=
            LUDIC_OK)
            return cli_report("--position", &err);
    } else if (seed->set) {
        if (ludic_blackwhite_generate_position(seed->u, n, k, &g.pos, &err) !=
            LUDIC_OK)
            return cli_report(NULL, &err);
    } else if (k % 2 != 0 || k > n) {
        return cli_fail(CLI_EXIT_USAGE, "blackwhite play: --k must be even and at most --n");
    }
    if (cli_opt(args, CLI_OPT_SIDE)->set) {
        g.human = cli_uint(args, CLI_OPT_SIDE, 0) ? LUDIC_BLACKWHITE_BLACK : LUDIC_BLACKWHITE_WHITE;
    } else {
        for (;;) {
            if (!ask(&g, "Play white or black? [white] ")) {
                ludic_blackwhite_position_free(g.pos);
                free(g.line);
                return abandon();
            }
            if (side_from(trimmed(g.line), &g.human))
                break;
            printf("Please answer white or black.\n");
        }
    }
    while (!g.pos) {
        char *answer;
        if (!ask(&g, "Position (e.g. W..B.W...B), or empty for a random one: ")) {
            free(g.line);
            return abandon();
        }
        answer = g.line;
        while (*answer == ' ' || *answer == '\t')
            answer++;
        if (!*answer) {
            /* Seed 1: reproducible like every random choice in ludic. */
            if (ludic_blackwhite_generate_position(1, n, k, &g.pos, &err) != LUDIC_OK) {
                free(g.line);
                return cli_report(NULL, &err);
            }
        } else {
            size_t len = strlen(answer);
            while (len > 0 && (answer[len - 1] == ' ' || answer[len - 1] == '\t'))
                len--;
            if (ludic_blackwhite_parse_position(answer, len, 0, &g.pos, &err) != LUDIC_OK)
                printf("That is not a position: column %lu: %s.\n", err.column, err.message);
        }
    }
    rc = play(&g);
    ludic_blackwhite_position_free(g.pos);
    free(g.line);
    return rc;
}
