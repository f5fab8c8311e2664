/* helpkeys.h: the text of the help screen as data: headings, keys with
 * what they do, and lines of plain text. No curses, so that the command
 * line can print the same keys (arimaa --help-keys) for the tests that
 * hold the manual to the screen. */
#ifndef ARIMAA_TUI_HELPKEYS_H
#define ARIMAA_TUI_HELPKEYS_H

#include <stddef.h>
#include <stdio.h>

enum helpkeys_kind {
	HELPKEYS_HEADING, /* a screen's name, as in the manual's KEYS section */
	HELPKEYS_KEY,     /* keys (separated by ", ") and what they do */
	HELPKEYS_TEXT,    /* a line of text (keys "" continues the line above) */
	HELPKEYS_ACTIONS  /* the action table's section titled text goes here (action_help) */
};

struct helpkeys_line {
	enum helpkeys_kind kind;
	const char *keys;
	const char *text;
};

/* The lines of the help screen after the board screens' keys, in order. */
extern const struct helpkeys_line helpkeys_lines[];

/* The number of lines in helpkeys_lines. */
extern const size_t helpkeys_count;

/* Writes line l as the help screen shows it into buf (size bytes). */
void helpkeys_format(const struct helpkeys_line *l, char *buf, size_t size);

/* Prints every key of the n lines, one a line as "HEADING<TAB>KEY", to f.
 * Returns 0, or -1 if the output failed. */
int helpkeys_print(FILE *f, const struct helpkeys_line *lines, size_t n);

#endif
