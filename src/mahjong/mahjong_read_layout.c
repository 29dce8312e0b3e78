/*
 * mahjong_read_layout.c: layout files, the presets, and hands in the usual notation.
 *
 * A layout is a list of groups, each named by a lower-case letter: a suit
 * (its kinds 1..K are consecutive, so sequences form inside it) or honours
 * (no sequences). Each kind has 0..4 copies; a kind with 0 copies is left
 * out of the game, and a suit is cut there (three-player mahjong keeps only
 * 1m and 9m). The file format, line by line ('#' starts a comment):
 *   layout riichi|sanma              add the groups of a preset
 *   suit L K [copies C|C1,...,CK]    a suit named L of K kinds (4 copies each by default)
 *   honours L K [copies ...]         honours ('honors' also accepted)
 *   thirteen-orphans on|off          whether thirteen orphans also wins (on by
 *                                    default for a preset alone, else off)
 *   hand TILES                       the 13 dealt tiles, e.g. 123m456p789s1122z3z
 * Hand notation: digits followed by their group's letter; 0 is the red five
 * of a suit (a 5 for winning purposes); a kind above 9 is written in
 * brackets, [12]x. Spaces between groups are allowed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/error_int.h"
#include "mahjong_automaton_int.h"
#include "mahjong_read_int.h"
#include "util/number_int.h"

#define MJ_MAX_GROUPS 26u
#define MJ_NO_KIND UINT32_MAX

typedef struct mj_group {
    char letter;
    int suit;         /* 1: sequences form inside the group */
    uint32_t size;    /* kinds 1..size */
    uint8_t *copies;  /* per kind of the group, 0..4 */
    uint32_t *kind;   /* per kind: its index in the game, MJ_NO_KIND when it has no copies */
} mj_group;

typedef struct mj_layout {
    mj_group groups[MJ_MAX_GROUPS];
    unsigned count;
    uint64_t kinds;  /* kinds with at least one copy */
    int preset;      /* a preset was added */
    int own_groups;  /* suit or honours lines added groups (so it is not a preset alone) */
    int orphans;     /* a thirteen-orphans line: -1 none, 0 off, 1 on */
    unsigned long orphans_line, orphans_column; /* where the thirteen-orphans line is */
} mj_layout;

static void layout_clear(mj_layout *l)
{
    for (unsigned g = 0; g < l->count; g++) {
        free(l->groups[g].copies);
        free(l->groups[g].kind);
    }
    l->count = 0;
}

static mj_group *find_group(mj_layout *l, char letter)
{
    for (unsigned g = 0; g < l->count; g++)
        if (l->groups[g].letter == letter)
            return &l->groups[g];
    return NULL;
}

/* "m, p, s or z": the letters of the layout, for messages. */
static void letter_list(const mj_layout *l, char *out, size_t cap)
{
    size_t o = 0;
    out[0] = '\0';
    for (unsigned g = 0; g < l->count && o + 8 < cap; g++) {
        const char *sep = g == 0 ? "" : g + 1 == l->count ? " or " : ", ";
        o += (size_t)snprintf(out + o, cap - o, "%s%c", sep, l->groups[g].letter);
    }
}

/*
 * Add a group. copies: NULL for `uniform` copies of every kind, else `size`
 * values. Positions are for messages.
 */
static ludic_status add_group(mj_layout *l, char letter, int suit, uint32_t size,
                              const uint8_t *copies, uint8_t uniform, unsigned long line,
                              unsigned long column, ludic_error *err)
{
    mj_group *g;
    if (find_group(l, letter))
        return ludic_fail(err, LUDIC_E_INVALID, line, column,
                          "group '%c' is defined twice; every group needs its own letter", letter);
    if (l->count == MJ_MAX_GROUPS)
        return ludic_fail(err, LUDIC_E_INVALID, line, column, "more than %u groups",
                          MJ_MAX_GROUPS);
    g = &l->groups[l->count];
    g->copies = malloc(size);
    g->kind = malloc((size_t)size * sizeof *g->kind);
    if (!g->copies || !g->kind) {
        free(g->copies);
        free(g->kind);
        return ludic_fail(err, LUDIC_E_MEMORY, line, column, "cannot allocate a group of %lu kinds",
                          (unsigned long)size);
    }
    l->count++;
    g->letter = letter;
    g->suit = suit;
    g->size = size;
    for (uint32_t r = 0; r < size; r++) {
        g->copies[r] = copies ? copies[r] : uniform;
        g->kind[r] = MJ_NO_KIND;
        if (g->copies[r] > 0)
            l->kinds++;
    }
    if (l->kinds > LUDIC_MAHJONG_MAX_KINDS)
        return ludic_fail(err, LUDIC_E_LIMIT, line, column,
                          "the layout has more than %u tile kinds, ludic's limit (see "
                          "docs/mahjong.md)",
                          LUDIC_MAHJONG_MAX_KINDS);
    return LUDIC_OK;
}

static ludic_status add_preset(mj_layout *l, ludic_mahjong_preset preset, unsigned long line,
                               unsigned long column, ludic_error *err)
{
    static const uint8_t sanma_man[9] = {4, 0, 0, 0, 0, 0, 0, 0, 4};
    ludic_status status;
    l->preset = 1;
    status = add_group(l, 'm', 1, 9, preset == LUDIC_MAHJONG_SANMA ? sanma_man : NULL, 4, line,
                       column, err);
    if (status == LUDIC_OK)
        status = add_group(l, 'p', 1, 9, NULL, 4, line, column, err);
    if (status == LUDIC_OK)
        status = add_group(l, 's', 1, 9, NULL, 4, line, column, err);
    if (status == LUDIC_OK)
        status = add_group(l, 'z', 0, 7, NULL, 4, line, column, err);
    return status;
}

/*
 * Number the kinds that have copies and fill game (copies, links, flags) and
 * names. Thirteen orphans needs exactly 13 orphan kinds: a preset alone has
 * them (so the form is on by default there), a layout with groups of its
 * own has them only by design (and must say 'thirteen-orphans on').
 */
static ludic_status build(mj_layout *l, ludic_mahjong_game *game, ludic_mahjong_names *names,
                          ludic_error *err)
{
    uint32_t next = 0;
    ludic_status status;
    if (l->kinds == 0)
        return ludic_fail(err, LUDIC_E_INVALID, 0, 0, "the layout has no tiles at all");
    status = ludic_mahjong_game_init(game, (uint32_t)l->kinds, err);
    if (status != LUDIC_OK)
        return status;
    if (names) {
        names->suit = malloc((size_t)l->kinds);
        names->rank = malloc((size_t)l->kinds * sizeof *names->rank);
        if (!names->suit || !names->rank) {
            ludic_mahjong_names_clear(names);
            ludic_mahjong_game_clear(game);
            return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate the layout's names");
        }
        names->kinds = (uint32_t)l->kinds;
    }
    for (unsigned gi = 0; gi < l->count; gi++) {
        mj_group *g = &l->groups[gi];
        for (uint32_t r = 0; r < g->size; r++) {
            if (g->copies[r] == 0)
                continue;
            g->kind[r] = next;
            game->copies[next] = g->copies[r];
            /* consecutive kinds of one suit are linked; a missing kind cuts the suit */
            game->links[next] = (uint8_t)(g->suit && r + 1 < g->size && g->copies[r + 1] > 0);
            game->hand[next] = 0;
            if (names) {
                names->suit[next] = g->letter;
                names->rank[next] = r + 1;
            }
            next++;
        }
    }
    if (l->orphans == 1 || (l->orphans < 0 && l->preset && !l->own_groups)) {
        uint32_t orphans = 0;
        for (uint32_t x = 0; x < game->kinds; x++)
            orphans += (uint32_t)mj_is_orphan(game, x);
        game->flags = LUDIC_MAHJONG_THIRTEEN_ORPHANS;
        if (orphans != LUDIC_MAHJONG_ORPHAN_KINDS) {
            ludic_mahjong_names_clear(names);
            ludic_mahjong_game_clear(game);
            return ludic_fail(err, LUDIC_E_INVALID, l->orphans_line, l->orphans_column,
                              "thirteen orphans needs exactly 13 orphan kinds (honours and the "
                              "ends of suits); this layout has %lu",
                              (unsigned long)orphans);
        }
    }
    return LUDIC_OK;
}

/* text[0..len) as a plain decimal number (digits only) in [lo, hi]; 1 on success. */
static int parse_number(const char *text, size_t len, uint64_t lo, uint64_t hi, uint64_t *out)
{
    return ludic_number_read(text, len, lo, hi, out, NULL) == LUDIC_NUMBER_OK;
}

/*
 * Hand notation text[0..len) at (line, column) into game->hand, for the
 * built layout l. Exactly 13 tiles.
 */
static ludic_status read_tiles(mj_layout *l, ludic_mahjong_game *game, const char *text,
                               size_t len, unsigned long line, unsigned long column,
                               ludic_error *err)
{
    enum { MAX_PENDING = 32 };
    uint32_t rank[MAX_PENDING];
    unsigned long at[MAX_PENDING];
    int red[MAX_PENDING];
    unsigned pending = 0, total = 0;
    char letters[128];
    letter_list(l, letters, sizeof letters);
    for (size_t i = 0; i < len; i++) {
        const char c = text[i];
        const unsigned long col = column + i;
        if (c == ' ' || c == '\t')
            continue;
        if ((c >= '0' && c <= '9') || c == '[') {
            uint64_t v;
            size_t start = i;
            if (pending + total >= LUDIC_MAHJONG_HAND_TILES + 1 || pending == MAX_PENDING)
                return ludic_fail(err, LUDIC_E_INVALID, line, col,
                                  "a %uth tile; the hand holds the 13 dealt tiles (the draws "
                                  "come from the wall)",
                                  pending + total + 1);
            if (c == '[') {
                size_t digits = 0;
                if (ludic_number_read(text + i + 1, len - i - 1, 1, UINT32_MAX, &v, &digits) !=
                        LUDIC_NUMBER_OK ||
                    i + 1 + digits == len || text[i + 1 + digits] != ']')
                    return ludic_fail(err, LUDIC_E_SYNTAX, line, col,
                                      "expected a kind number and ']' after '[', as in [12]m");
                i += 1 + digits; /* at the ']' */
            } else {
                v = (uint64_t)(c - '0');
            }
            red[pending] = c == '0';
            rank[pending] = c == '0' ? 5 : (uint32_t)v;
            at[pending++] = column + start;
            continue;
        }
        if (c >= 'a' && c <= 'z') {
            mj_group *g = find_group(l, c);
            if (!g)
                return ludic_fail(err, LUDIC_E_INVALID, line, col,
                                  "unknown suit letter '%c'; this layout has %s", c, letters);
            if (pending == 0)
                return ludic_fail(err, LUDIC_E_SYNTAX, line, col,
                                  "suit letter '%c' has no digits before it; write tiles as "
                                  "digits followed by their suit letter, e.g. 123%c",
                                  c, c);
            for (unsigned k = 0; k < pending; k++) {
                const unsigned long shown = red[k] ? 0ul : (unsigned long)rank[k]; /* as written */
                uint32_t kind;
                if (red[k] && (!g->suit || g->size < 5))
                    return ludic_fail(err, LUDIC_E_INVALID, line, at[k],
                                      "'0%c': 0 stands for a red five, which only suits of "
                                      "five or more kinds have",
                                      c);
                if (rank[k] < 1 || rank[k] > g->size)
                    return ludic_fail(err, LUDIC_E_INVALID, line, at[k],
                                      "'%lu%c': group %c has kinds 1 to %lu",
                                      (unsigned long)rank[k], c, c, (unsigned long)g->size);
                kind = g->kind[rank[k] - 1];
                if (kind == MJ_NO_KIND)
                    return ludic_fail(err, LUDIC_E_INVALID, line, at[k],
                                      "'%lu%c' is not in this layout (it has no copies of %s)",
                                      shown, c, red[k] ? "5, which 0 stands for" : "it");
                if (game->hand[kind] >= game->copies[kind])
                    return ludic_fail(err, LUDIC_E_INVALID, line, at[k],
                                      "'%lu%c' appears more than %u times; the layout has %u "
                                      "copies of %s",
                                      (unsigned long)rank[k], c, game->copies[kind],
                                      game->copies[kind], red[k] ? "5 (0 is a red 5)" : "it");
                game->hand[kind]++;
                total++;
            }
            pending = 0;
            continue;
        }
        {
            char q[16];
            ludic_token tok;
            tok.text = text + i;
            tok.len = 1;
            ludic_token_quote(&tok, q, sizeof q);
            return ludic_fail(err, LUDIC_E_SYNTAX, line, col,
                              "unexpected %s in the hand; expected digits followed by a suit "
                              "letter (%s)",
                              q, letters);
        }
    }
    if (pending)
        return ludic_fail(err, LUDIC_E_SYNTAX, line, at[pending - 1],
                          "the digits at the end of the hand have no suit letter; expected "
                          "%s after them",
                          letters);
    if (total != LUDIC_MAHJONG_HAND_TILES)
        return ludic_fail(err, LUDIC_E_INVALID, line, column + len,
                          "the hand has %u tiles; expected the %u dealt tiles", total,
                          LUDIC_MAHJONG_HAND_TILES);
    return LUDIC_OK;
}

ludic_status ludic_mj_preset_layout(ludic_mahjong_preset preset, ludic_mahjong_game *game,
                              ludic_mahjong_names *names, ludic_error *err)
{
    mj_layout l;
    ludic_status status;
    memset(&l, 0, sizeof l);
    l.orphans = -1;
    status = add_preset(&l, preset, 0, 0, err);
    if (status == LUDIC_OK)
        status = build(&l, game, names, err);
    layout_clear(&l);
    return status;
}

ludic_status ludic_mahjong_parse_hand(const char *text, size_t len, ludic_mahjong_preset preset,
                                      unsigned flags, ludic_mahjong_game *game,
                                      ludic_mahjong_names *names, ludic_error *err)
{
    mj_layout l;
    ludic_status status;
    if (!text)
        return ludic_fail_null(err, __func__, "text");
    if (!game)
        return ludic_fail_null(err, __func__, "game");
    if (preset != LUDIC_MAHJONG_RIICHI && preset != LUDIC_MAHJONG_SANMA)
        return ludic_fail(err, LUDIC_E_ARGUMENT, 0, 0, "unknown preset %d (in %s)", (int)preset,
                          __func__);
    if ((status = ludic_check_flags(err, __func__, flags, LUDIC_EXTENDED)) != LUDIC_OK)
        return status;
    memset(game, 0, sizeof *game);
    if (names)
        memset(names, 0, sizeof *names);
    memset(&l, 0, sizeof l);
    l.orphans = -1;
    status = add_preset(&l, preset, 0, 0, err);
    if (status == LUDIC_OK)
        status = build(&l, game, names, err);
    if (status == LUDIC_OK)
        status = read_tiles(&l, game, text, len, 1, 1, err);
    layout_clear(&l);
    if (status != LUDIC_OK) {
        ludic_mahjong_game_clear(game);
        ludic_mahjong_names_clear(names);
    }
    return status;
}

/* ---- the file format ---- */

#define MAX_WORDS 8

typedef struct line_words {
    ludic_token word[MAX_WORDS];
    unsigned count;
    const char *rest;  /* text after the first word, comment removed */
    size_t rest_len;
} line_words;

static int is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

/* Split text[start..end) (one line without its newline) into words. */
static void split_line(const char *text, size_t start, size_t end, unsigned long line,
                       line_words *w)
{
    size_t i = start;
    const char *hash = memchr(text + start, '#', end - start);
    if (hash)
        end = (size_t)(hash - text);
    w->count = 0;
    w->rest = text + end;
    w->rest_len = 0;
    while (i < end) {
        size_t s;
        while (i < end && is_blank(text[i]))
            i++;
        if (i >= end)
            break;
        s = i;
        while (i < end && !is_blank(text[i]))
            i++;
        if (w->count == 1) {
            w->rest = text + s;
            w->rest_len = end - s;
            while (w->rest_len > 0 && is_blank(w->rest[w->rest_len - 1]))
                w->rest_len--;
        }
        if (w->count < MAX_WORDS) {
            w->word[w->count].text = text + s;
            w->word[w->count].len = i - s;
            w->word[w->count].line = line;
            w->word[w->count].column = s - start + 1;
        }
        w->count++;
    }
}

static int word_is(const ludic_token *t, const char *s)
{
    return t->len == strlen(s) && memcmp(t->text, s, t->len) == 0;
}

int ludic_mj_is_layout_keyword(const ludic_token *tok)
{
    return tok->text[0] == '#' || word_is(tok, "layout") || word_is(tok, "suit") ||
           word_is(tok, "honours") || word_is(tok, "honors") || word_is(tok, "hand") ||
           word_is(tok, "thirteen-orphans");
}

static ludic_status fail_at(ludic_error *err, ludic_status status, const ludic_token *t,
                            const char *before, const char *after)
{
    char q[64];
    ludic_token_quote(t, q, sizeof q);
    return ludic_fail(err, status, t->line, t->column, "%s%s%s", before, q, after);
}

static ludic_status extra_word(const line_words *w, unsigned expected, ludic_error *err)
{
    if (w->count <= expected)
        return LUDIC_OK;
    return fail_at(err, LUDIC_E_SYNTAX, &w->word[expected], "unexpected extra word ",
                   "; expected the end of the line");
}

/* "copies C" or "copies C1,...,CK" (words 3 and 4 of a group line). */
static ludic_status read_copies(const ludic_token *t, uint32_t size, uint8_t *copies,
                                int *uniform, ludic_error *err)
{
    size_t i = 0;
    uint32_t n = 0;
    while (i <= t->len) {
        size_t s = i;
        uint64_t v;
        while (i < t->len && t->text[i] != ',')
            i++;
        if (!parse_number(t->text + s, i - s, 0, LUDIC_MAHJONG_MAX_COPIES, &v)) {
            ludic_token part = *t;
            part.text = t->text + s;
            part.len = i - s;
            part.column = t->column + s;
            return fail_at(err, LUDIC_E_INVALID, &part, "expected a number of copies from 0 to 4, found ",
                           "");
        }
        if (n < size)
            copies[n] = (uint8_t)v;
        n++;
        i++;
    }
    if (n == 1) {
        *uniform = 1;
        return LUDIC_OK;
    }
    *uniform = 0;
    if (n != size)
        return ludic_fail(err, LUDIC_E_INVALID, t->line, t->column,
                          "the copies list has %lu numbers; expected 1 or %lu (one per kind)",
                          (unsigned long)n, (unsigned long)size);
    return LUDIC_OK;
}

static ludic_status layout_line(mj_layout *l, const line_words *w, ludic_error *err)
{
    const ludic_token *name = &w->word[1];
    ludic_status status;
    if (w->count < 2)
        return ludic_fail(err, LUDIC_E_SYNTAX, w->word[0].line,
                          w->word[0].column + w->word[0].len,
                          "expected a layout name after 'layout': riichi or sanma");
    status = extra_word(w, 2, err);
    if (status != LUDIC_OK)
        return status;
    if (word_is(name, "riichi"))
        return add_preset(l, LUDIC_MAHJONG_RIICHI, name->line, name->column, err);
    if (word_is(name, "sanma"))
        return add_preset(l, LUDIC_MAHJONG_SANMA, name->line, name->column, err);
    return fail_at(err, LUDIC_E_INVALID, name, "unknown layout ", "; expected riichi or sanma");
}

/* "thirteen-orphans on|off"; a second such line is an error. */
static ludic_status orphans_line(mj_layout *l, const line_words *w, int *seen, ludic_error *err)
{
    const ludic_token *k = &w->word[0], *value = &w->word[1];
    ludic_status status;
    if (*seen)
        return ludic_fail(err, LUDIC_E_SYNTAX, k->line, k->column,
                          "a second 'thirteen-orphans' line; say it once (first on line %lu)",
                          l->orphans_line);
    *seen = 1;
    if (w->count < 2)
        return ludic_fail(err, LUDIC_E_SYNTAX, k->line, k->column + k->len,
                          "expected on or off after 'thirteen-orphans'");
    status = extra_word(w, 2, err);
    if (status != LUDIC_OK)
        return status;
    if (!word_is(value, "on") && !word_is(value, "off"))
        return fail_at(err, LUDIC_E_SYNTAX, value, "expected on or off after 'thirteen-orphans', found ",
                       "");
    l->orphans = word_is(value, "on");
    l->orphans_line = k->line;
    l->orphans_column = k->column;
    return LUDIC_OK;
}

static ludic_status group_line(mj_layout *l, const line_words *w, int suit, ludic_error *err)
{
    const ludic_token *letter = &w->word[1], *size_word = &w->word[2];
    uint64_t size;
    uint8_t *copies = NULL;
    int uniform = 1;
    ludic_status status;
    if (w->count < 3)
        return ludic_fail(err, LUDIC_E_SYNTAX, w->word[0].line,
                          w->word[w->count - 1].column + w->word[w->count - 1].len,
                          "expected '%s L K': a letter naming the group and its number of "
                          "kinds",
                          suit ? "suit" : "honours");
    if (letter->len != 1 || letter->text[0] < 'a' || letter->text[0] > 'z')
        return fail_at(err, LUDIC_E_SYNTAX, letter,
                       "expected one lower-case letter naming the group, found ", "");
    /* the message names the limit: keep them together */
    _Static_assert(LUDIC_MAHJONG_MAX_KINDS == 1500u, "update the message below");
    if (!parse_number(size_word->text, size_word->len, 1, LUDIC_MAHJONG_MAX_KINDS, &size))
        return fail_at(err, LUDIC_E_INVALID, size_word,
                       "expected the number of kinds of the group, 1 to 1500, found ", "");
    if (w->count >= 4) {
        if (!word_is(&w->word[3], "copies") || w->count < 5)
            return fail_at(err, LUDIC_E_SYNTAX, &w->word[3],
                           "expected 'copies C' or 'copies C1,C2,...' after the group, found ",
                           "");
        status = extra_word(w, 5, err);
        if (status != LUDIC_OK)
            return status;
        copies = malloc((size_t)size);
        if (!copies)
            return ludic_fail(err, LUDIC_E_MEMORY, 0, 0, "cannot allocate a group");
        status = read_copies(&w->word[4], (uint32_t)size, copies, &uniform, err);
        if (status != LUDIC_OK) {
            free(copies);
            return status;
        }
    }
    l->own_groups = 1;
    status = add_group(l, letter->text[0], suit, (uint32_t)size, uniform ? NULL : copies,
                       copies ? copies[0] : (uint8_t)LUDIC_MAHJONG_MAX_COPIES, letter->line,
                       letter->column, err);
    free(copies);
    return status;
}

ludic_status ludic_mj_read_layout(const char *text, size_t len, ludic_mahjong_game *game,
                            ludic_mahjong_names *names, ludic_error *err)
{
    mj_layout l;
    line_words w, hand;
    int have_hand = 0, have_orphans = 0;
    /* skip a UTF-8 byte-order mark, as the core reader does */
    size_t pos = len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
    unsigned long line = 0;
    ludic_status status = LUDIC_OK;
    memset(&l, 0, sizeof l);
    l.orphans = -1;
    memset(&hand, 0, sizeof hand);
    while (pos < len && status == LUDIC_OK) {
        const char *nl = memchr(text + pos, '\n', len - pos);
        const size_t end = nl ? (size_t)(nl - text) : len;
        const ludic_token *k = &w.word[0];
        line++;
        split_line(text, pos, end, line, &w);
        pos = end + 1;
        if (w.count == 0)
            continue;
        if (word_is(k, "layout")) {
            status = layout_line(&l, &w, err);
        } else if (word_is(k, "suit")) {
            status = group_line(&l, &w, 1, err);
        } else if (word_is(k, "honours") || word_is(k, "honors")) {
            status = group_line(&l, &w, 0, err);
        } else if (word_is(k, "thirteen-orphans")) {
            status = orphans_line(&l, &w, &have_orphans, err);
        } else if (word_is(k, "hand")) {
            if (have_hand)
                status = ludic_fail(err, LUDIC_E_SYNTAX, line, k->column,
                                    "a second 'hand' line; a layout file holds one hand (first "
                                    "on line %lu)",
                                    hand.word[0].line);
            else if (w.count < 2)
                status = ludic_fail(err, LUDIC_E_SYNTAX, line, k->column + k->len,
                                    "expected the 13 tiles after 'hand', e.g. hand "
                                    "123m456p789s1122z3z");
            have_hand = 1;
            hand = w;
        } else {
            status = fail_at(err, LUDIC_E_SYNTAX, k, "unknown keyword ",
                             "; expected layout, suit, honours, thirteen-orphans or hand");
        }
    }
    if (status == LUDIC_OK && l.count == 0)
        status = ludic_fail(err, LUDIC_E_SYNTAX, line, 0,
                            "no tile groups: expected a 'layout riichi' line or 'suit' and "
                            "'honours' lines");
    if (status == LUDIC_OK && l.count > 0 && l.kinds == 0)
        status = ludic_fail(err, LUDIC_E_INVALID, line, 0,
                            "the layout has no tiles at all: every kind has 0 copies");
    if (status == LUDIC_OK && !have_hand)
        status = ludic_fail(err, LUDIC_E_SYNTAX, line, 0,
                            "no 'hand' line: expected 'hand' and the 13 dealt tiles, e.g. "
                            "hand 123m456p789s1122z3z");
    if (status == LUDIC_OK)
        status = build(&l, game, names, err);
    if (status == LUDIC_OK)
        status = read_tiles(&l, game, hand.rest, hand.rest_len, hand.word[1].line,
                            hand.word[1].column, err);
    layout_clear(&l);
    if (status != LUDIC_OK) {
        ludic_mahjong_game_clear(game);
        ludic_mahjong_names_clear(names);
    }
    return status;
}
