/* screen_messages.c: the recent status messages, the latest first; any
 * key goes back. */
#include "config.h"
#include "ui/curses_inc.h"
#include "ui/draw.h"

void screen_messages_draw(struct ui *u)
{
	draw_title(u, "recent messages, the latest first");
	int y = 1;
	for (int i = 0; y < LINES - 1; i++) {
		const char *m = session_message(&u->s, i);
		if (!m)
			break;
		/* A long message goes on as many rows as it needs. */
		size_t len = 0;
		while (m[len])
			len++;
		size_t width = COLS > 1 ? (size_t)COLS - 1 : 1;
		for (size_t at = 0; at < len && y < LINES - 1; at += width)
			mvaddnstr(y++, 0, m + at, (int)width);
	}
	attron(A_REVERSE);
	mvaddnstr(LINES - 1, 0, " any key returns ", COLS - 1);
	attroff(A_REVERSE);
}

void screen_messages_key(struct ui *u, const struct ui_key *k)
{
	if (!k->mouse)
		u->screen = screen_base(u);
}
