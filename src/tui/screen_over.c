/* screen_over.c: the end of the game: who won and why, over the final
 * position, with a new game, a take-back or quitting. */
#include "config.h"
#include <string.h>
#include "tui/action.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "tui/treeview.h"

void screen_over_draw(struct ui *u)
{
	struct session *s = &u->s;
	struct board_view v;
	char verdict[160];
	memset(&v, 0, sizeof v);
	memcpy(v.board, s->game.pos.board, sizeof v.board);
	v.cursor = -1;
	v.flipped = session_view_flipped(s);
	const struct game_move *mv = game_last(&s->game);
	if (mv && mv->type == MOVE_TURN)
		draw_mark_turn(&v, mv->steps, mv->nsteps);
	session_verdict(s, verdict, sizeof verdict);
	draw_title(u, "game over");
	draw_board(u, &v);

	int y = layout_panel_top();
	draw_panel(y++, A_BOLD | A_REVERSE, " GAME OVER ");
	char winner[64];
	session_player_label(s, s->game.winner, winner, sizeof winner);
	draw_panel(y++, draw_side_attr(u, s->game.winner), "%s wins", winner);
	/* The verdict in full, wrapped over two panel lines. */
	int width = layout_panel_text_width();
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
	draw_panel(y++, 0, "r  rematch, colours swapped");
	draw_panel(y++, 0, "n  new game     t  take back");
	draw_panel(y++, 0, "v  replay       S  save");
	draw_panel(y++, 0, "q  quit         ?  help");
	y = draw_lost(u, y);
	treeview_game_panel(u, y);
	draw_status(u, "r rematch  n new game  t take back  v replay  S save  F flip  : cmd  ? help  q quit", NULL);
}

void screen_over_key(struct ui *u, const struct ui_key *k)
{
	if (!k->mouse && !action_key(u, ACTION_OVER, k) && !k->code && k->ch > ' ' && k->ch < KEYCH_DEL)
		session_say(&u->s, true, "%c: no such key here (? for help)", (int)k->ch);
}
