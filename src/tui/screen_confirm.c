/* screen_confirm.c: a yes/no question on the status line, over the
 * screen below; y does it, anything else leaves things as they were. */
#include "config.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "app/files.h"
#include "tui/term.h"
#include "app/uiengine.h"

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
	struct session *s = &u->s;
	if (k->mouse)
		return;
	u->screen = screen_base(u);
	if (u->confirm == CONFIRM_RESUME) {
		if (key_is(k, 'y') || key_is(k, 'Y') || key_is(k, 'n') || key_is(k, 'N'))
			screen_follow(u, files_resume(u, key_is(k, 'y') || key_is(k, 'Y')));
		else
			u->screen = SCREEN_CONFIRM;
		return;
	}
	/* the game not saved: s saves it elsewhere first */
	if (u->confirm != CONFIRM_TAKEBACK && key_is(k, 's')) {
		screen_open_prompt(u);
		u->prompt_len = (size_t)snprintf(u->prompt, sizeof u->prompt, "save ");
		return;
	}
	if (!(key_is(k, 'y') || key_is(k, 'Y'))) {
		session_say(s, false, "cancelled");
		return;
	}
	switch (u->confirm) {
	case CONFIRM_QUIT:
		u->quit = true;
		break;
	case CONFIRM_TAKEBACK:
		session_takeback(s);
		/* Against an engine, back to the person's own move: else the
		 * engine would answer again at once. */
		while (s->game.nmoves > 0 && uiengine_plays(s->game.pos.side) &&
		       !uiengine_plays(color_other(s->game.pos.side)))
			session_takeback(s);
		break;
	case CONFIRM_NEW:
		screen_follow(u, files_new_game(u, false));
		break;
	case CONFIRM_REMATCH:
		screen_follow(u, files_new_game(u, true));
		break;
	case CONFIRM_RESUME:
		break;
	}
	u->screen = screen_base(u);
}
