/* ui.c: placeholder until the screens exist (issue 3). */
#include "config.h"
#include <stdio.h>
#include "ui/ui.h"

int ui_run(const struct ui_options *opt)
{
	(void)opt;
	fprintf(stderr, "arimaa: the interactive screens are not built yet\n");
	return 1;
}
