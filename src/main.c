/* main.c: placeholder entry point until the command line exists. */
#include "config.h"
#include <stddef.h>
#include "ui/ui.h"

int main(void)
{
	struct ui_options opt = { NULL, NULL, NULL, false, false, false, false };
	return ui_run(&opt);
}
