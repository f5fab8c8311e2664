/* ui.h: the interactive terminal front end (src/tui, the only folder that
 * uses curses): its entry point and the --help-keys listing. */
#ifndef ARIMAA_TUI_UI_H
#define ARIMAA_TUI_UI_H

#include <stdbool.h>
#include "app/app.h"


/* Prints the help screen's keys, "HEADING<TAB>KEY" a line, on standard
 * output (`arimaa --help-keys`; see action.h); needs no terminal. Returns
 * 0, or -1 if the output failed. */
int ui_print_keys(void);

/* Runs the interactive program until the players quit. Returns the exit status. */
int ui_run(const struct ui_options *opt);

#endif
