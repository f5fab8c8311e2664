/* screen_help.c: every key, the board screens' from the action table
 * (action.c) and the other screens' from helpkeys.c, then the marks and
 * the rules in short; scrolled with the cursor keys, any other key goes
 * back. Lines longer than the screen wrap under their help text. */
#include "config.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tui/action.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "tui/helpkeys.h"
#include "store/paths.h"

enum { SCREEN_HELP_ROWS = 2 * ACTION_HELP_MAX };

/* Replaces in line (of size `size`) the default directory `from` by the
 * one in use, `to` (as paths_dir_shown gives it). */
static void screen_help_path(char *line, size_t size, const char *from, const char *to)
{
	char *at = strstr(line, from);
	if (!at || strcmp(from, to) == 0)
		return;
	char rest[400];
	snprintf(rest, sizeof rest, "%s", at + strlen(from));
	snprintf(at, size - (size_t)(at - line), "%s%s", to, rest);
}

/* The help as screen rows of at most width characters; returns how many. */
static int screen_help_rows(char rows[][200], bool heading[], int width)
{
	static struct helpkeys_line lines[ACTION_HELP_MAX];
	size_t n = action_help(lines, ACTION_HELP_MAX);
	int k = 0;
	/* The files' directories as the environment sets them. */
	char *data = paths_dir_shown(true), *state = paths_dir_shown(false);
	if (width > 199)
		width = 199;
	if (width < 30)
		width = 30;
	for (size_t i = 0; i < n && k < SCREEN_HELP_ROWS; i++) {
		char line[400];
		helpkeys_format(&lines[i], line, sizeof line);
		screen_help_path(line, sizeof line, "~/.local/share/arimaa", data);
		screen_help_path(line, sizeof line, "~/.local/state/arimaa", state);
		if (lines[i].kind == HELPKEYS_HEADING)
			for (char *c = line; *c; c++)
				*c = (char)toupper((unsigned char)*c);
		const char *p = line;
		int indent = 0;
		/* A key's text wraps under the text; a paragraph under itself. */
		int next = width > 60 ? 23 : 4;
		if (lines[i].kind == HELPKEYS_TEXT && !lines[i].keys) {
			next = (int)strspn(line, " ");
			if (next > 4)
				next = 4;
		}
		do {
			int room = width - indent, len = (int)strlen(p), cut = len;
			if (len > room) {
				cut = room;
				while (cut > 0 && p[cut] != ' ')
					cut--;
				if (cut == 0)
					cut = room;
			}
			heading[k] = lines[i].kind == HELPKEYS_HEADING;
			snprintf(rows[k++], 200, "%*s%.*s", indent, "", cut, p);
			p += cut;
			while (*p == ' ')
				p++;
			indent = next;
		} while (*p && k < SCREEN_HELP_ROWS);
	}
	free(data);
	free(state);
	return k;
}

void screen_help_draw(struct ui *u)
{
	static char rows[SCREEN_HELP_ROWS][200];
	static bool heading[SCREEN_HELP_ROWS];
	int n = screen_help_rows(rows, heading, COLS - 1);
	int shown = LINES - 2;
	if (u->help_top > n - shown)
		u->help_top = n - shown;
	if (u->help_top < 0)
		u->help_top = 0;
	draw_title(u, "help");
	for (int i = 0; i < shown && u->help_top + i < n; i++) {
		if (heading[u->help_top + i])
			attron(A_BOLD);
		draw_text(1 + i, 0, COLS - 1, rows[u->help_top + i]);
		attroff(A_BOLD);
	}
	attron(A_REVERSE);
	mvaddnstr(LINES - 1, 0, " arrows/PgUp/PgDn/Home/End scroll, any other key returns ", COLS - 1);
	attroff(A_REVERSE);
}

void screen_help_key(struct ui *u, const struct ui_key *k)
{
	/* the table's keys scroll; any other key goes back */
	if (!k->mouse && !action_key(u, ACTION_HELP, k))
		u->screen = screen_base(u);
}
