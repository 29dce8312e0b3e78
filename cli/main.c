/* main.c: the ludic executable. All the work is in app.c. */
#include "cli_int.h"

int main(int argc, char **argv)
{
    return ludic_app_run(argc, argv);
}
