/* blackwhite_cmd.c: the ludic blackwhite subcommands (placeholder until the game lands). */
#include "cli_int.h"

static int run_missing(const cli_args *args)
{
    return cli_fail(CLI_EXIT_UNSERVED, "%s %s: not implemented yet", args->game->name,
                    args->command->name);
}

static const cli_command commands[] = {
    {"solve", "[FILE]", "Answer the original problem.", NULL, NULL, 0, 0, 1, NULL, run_missing},
};

const cli_game cli_game_blackwhite = {"blackwhite", "Moore's Nim_d on a 1 x n board (SDOI2011): count first-player wins", commands, sizeof commands / sizeof commands[0]};
