/* jenga_cmd.c: the ludic jenga subcommands (placeholder until the game lands). */
#include "cli_int.h"

static int run_missing(const cli_args *args)
{
    return cli_fail(CLI_EXIT_UNSERVED, "%s %s: not implemented yet", args->game->name,
                    args->command->name);
}

static const cli_command commands[] = {
    {"solve", "[FILE]", "Answer the original problem.", NULL, NULL, 0, 0, 1, NULL, run_missing},
};

const cli_game cli_game_jenga = {"jenga", "the expected length of Colored Jenga under optimal play (CF 424E)", commands, sizeof commands / sizeof commands[0]};
