/* lineedit.h: the ':' prompt's line editing on the app's state (the line
 * u->prompt, its length and the cursor, the history of lines typed): the
 * edits a key asks for, without curses (tui/screen_prompt.c maps the keys
 * to them). */
#ifndef ARIMAA_APP_LINEEDIT_H
#define ARIMAA_APP_LINEEDIT_H

#include <stdbool.h>
#include "app/app.h"

/* The edits of the line. */
enum lineedit_op {
	LINEEDIT_RUBOUT,      /* delete the character before the cursor */
	LINEEDIT_DELETE,      /* delete the character under the cursor */
	LINEEDIT_LEFT,
	LINEEDIT_RIGHT,
	LINEEDIT_HOME,
	LINEEDIT_END,
	LINEEDIT_KILL_BEFORE, /* delete the line before the cursor */
	LINEEDIT_KILL_AFTER,  /* delete the line after the cursor */
	LINEEDIT_KILL_WORD,   /* delete the word before the cursor (and blanks after it) */
	LINEEDIT_OLDER,       /* the line typed before the one shown (history) */
	LINEEDIT_NEWER        /* the line typed after it, or a new empty line */
};

/* Does op on the line. */
void lineedit_do(struct ui *u, enum lineedit_op op);

/* Inserts the character c at the cursor; false if the line is full
 * (SCREEN_PROMPT_MAX): then prompt_full is set, and the line is not run. */
bool lineedit_insert(struct ui *u, char c);

/* Keeps line in the history (the oldest goes when it is full), unless it
 * is empty or repeats the latest; browsing starts again from the end. */
void lineedit_remember(struct ui *u, const char *line);

#endif
