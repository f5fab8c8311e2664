/* screen_messages.c: the recent status messages, the latest first; any
 * key goes back. */
#include "config.h"
#include <string.h>
#include "notation/text.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"

void screen_messages_draw(struct ui *u)
{
	draw_title(u, "recent messages, the latest first");
	int y = 1;
	for (int i = 0; y < LINES - 1; i++) {
		const char *m = session_message(&u->s, i);
		if (!m)
			break;
		/* A message may quote a file: made visible first, then it goes on
		 * as many rows as it needs, cut between characters. */
		char shown[1024], part[1024];
		text_visible(m, strlen(m), (int)sizeof shown, shown, sizeof shown);
		size_t len = strlen(shown);
		size_t width = COLS > 1 ? (size_t)COLS - 1 : 1;
		for (size_t at = 0; at < len && y < LINES - 1;) {
			size_t n = len - at < width ? len - at : width;
			while (at + n < len && n > 1 && ((unsigned char)shown[at + n] & 0xc0) == 0x80)
				n--;
			memcpy(part, shown + at, n);
			part[n] = '\0';
			draw_text(y++, 0, (int)width, part);
			at += n;
		}
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
