/* screen_help.c: every key and a short summary of the rules (the text is
 * in helpkeys.c), scrolled with the cursor keys; any other key goes back. */
#include "config.h"
#include <ctype.h>
#include "ui/curses_inc.h"
#include "ui/draw.h"
#include "ui/helpkeys.h"

void screen_help_draw(struct ui *u)
{
	int rows = LINES - 2;
	if (u->help_top > (int)helpkeys_count - rows)
		u->help_top = (int)helpkeys_count - rows;
	if (u->help_top < 0)
		u->help_top = 0;
	draw_title(u, "help");
	for (int i = 0; i < rows && u->help_top + i < (int)helpkeys_count; i++) {
		const struct helpkeys_line *l = &helpkeys_lines[u->help_top + i];
		char line[200];
		helpkeys_format(l, line, sizeof line);
		if (l->kind == HELPKEYS_HEADING) {
			for (char *c = line; *c; c++)
				*c = (char)toupper((unsigned char)*c);
			attron(A_BOLD);
		}
		mvaddnstr(1 + i, 0, line, COLS - 1);
		attroff(A_BOLD);
	}
	attron(A_REVERSE);
	mvaddnstr(LINES - 1, 0, " arrows/PgUp/PgDn scroll, any other key returns ", COLS - 1);
	attroff(A_REVERSE);
}

void screen_help_key(struct ui *u, const struct ui_key *k)
{
	int page = LINES - 3;
	if (key_code(k, KEY_DOWN) || key_is(k, 'j'))
		u->help_top++;
	else if (key_code(k, KEY_UP) || key_is(k, 'k'))
		u->help_top--;
	else if (key_code(k, KEY_NPAGE))
		u->help_top += page;
	else if (key_code(k, KEY_PPAGE))
		u->help_top -= page;
	else if (!k->mouse)
		u->screen = screen_base(u);
}
