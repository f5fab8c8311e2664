/* driver.c: runs the screens with a few options, for the tmux tests,
 * independent of the command line in src/main.c. Usage: driver [--ascii] [--hotseat] [FILE]. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "ui/ui.h"

int main(int argc, char **argv)
{
	struct ui_options opt;
	memset(&opt, 0, sizeof opt);
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--ascii") == 0)
			opt.ascii = true;
		else if (strcmp(argv[i], "--hotseat") == 0)
			opt.hotseat = true;
		else if (argv[i][0] != '-' && !opt.file)
			opt.file = argv[i];
		else {
			fprintf(stderr, "usage: driver [--ascii] [--hotseat] [FILE]\n");
			return 2;
		}
	}
	return ui_run(&opt);
}
