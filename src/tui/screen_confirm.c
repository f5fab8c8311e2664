/* screen_confirm.c: a yes/no question on the status line, over the
 * screen below; y does it, anything else leaves things as they were. */
#include "config.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "app/files.h"
#include "tui/term.h"
#include "tui/action.h"

void screen_confirm_draw(struct ui *u)
{
	int row = layout_prompt_row();
	move(row, 0);
	clrtoeol();
	int attr = A_BOLD | A_REVERSE;
	attron(attr);
	draw_text(row, 0, COLS - 1, u->question);
	attroff(attr);
}

void screen_confirm_key(struct ui *u, const struct ui_key *k)
{
	if (k->mouse || action_key(u, ACTION_CONFIRM, k))
		return;
	/* any other key: no; the question at start-up waits for y or n */
	if (u->confirm == CONFIRM_RESUME || u->confirm == CONFIRM_START)
		return;
	u->screen = screen_base(u);
	session_say(&u->s, false, "cancelled");
}
