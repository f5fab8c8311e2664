/* screen_over.c: the end of the game: who won and why, over the final
 * position, with a new game, a take-back or quitting. */
#include "config.h"
#include <string.h>
#include "ui/curses_inc.h"
#include "ui/draw.h"

void screen_over_draw(struct ui *u)
{
	struct session *s = &u->s;
	struct board_view v;
	char verdict[160];
	memset(&v, 0, sizeof v);
	memcpy(v.board, s->game.pos.board, sizeof v.board);
	v.cursor = -1;
	v.flipped = session_view_flipped(s);
	v.last = draw_last_turn(&s->game);
	session_verdict(s, verdict, sizeof verdict);
	draw_title(u, "game over");
	draw_board(u, &v);

	int y = DRAW_BOARD_TOP;
	draw_panel(y++, A_BOLD | A_REVERSE, " GAME OVER ");
	draw_panel(y++, draw_side_attr(u, s->game.winner), "%s wins", session_side_name(s, s->game.winner));
	/* The verdict in full, wrapped over two panel lines. */
	int width = DRAW_MIN_COLS - DRAW_PANEL_LEFT - 1;
	size_t len = strlen(verdict);
	if (len <= (size_t)width) {
		draw_panel(y++, 0, "%s", verdict);
	} else {
		int cut = width;
		while (cut > 0 && verdict[cut] != ' ')
			cut--;
		if (cut == 0)
			cut = width;
		draw_panel(y++, 0, "%.*s", cut, verdict);
		draw_panel(y++, 0, "%s", verdict + cut + (verdict[cut] == ' '));
	}
	y++;
	draw_panel(y++, 0, "n  new game     t  take back");
	draw_panel(y++, 0, "v  replay       S  save");
	draw_panel(y++, 0, "q  quit         ?  help");
	draw_lost(u, y);
	y += 3;
	draw_panel(y++, A_BOLD, "Moves:");
	draw_moves(u, y, DRAW_BOARD_TOP + 17);
	draw_status(u, "n new game  t take back  v replay  S save  f flip  : prompt  ? help  q quit", NULL);
}

void screen_over_key(struct ui *u, const struct ui_key *k)
{
	struct session *s = &u->s;
	if (key_is(k, 'n')) {
		session_new_game(s);
	} else if (key_is(k, 't')) {
		screen_open_confirm(u, CONFIRM_TAKEBACK, "take back the last move? both players agree (y/n)");
	} else {
		screen_common_key(u, k);
	}
}
