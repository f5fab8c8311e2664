/* screen_setup.c: the setup editor screen: Gold sets up, then Silver,
 * who sees Gold's pieces. Every change is a permutation, so the setup
 * accepted is always legal. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "notation/notation.h"
#include "tui/action.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "tui/treeview.h"

void screen_setup_draw(struct ui *u)
{
	struct session *s = &u->s;
	struct setupedit *se = &s->edit;
	struct board_view v;
	memset(&v, 0, sizeof v);
	memcpy(v.board, s->game.pos.board, sizeof v.board);
	for (int sq = 0; sq < SQUARE_NB; sq++)
		if (setupedit_home(se->side, sq))
			v.board[sq] = se->board[sq];
	v.cursor = se->cursor;
	v.selected = se->marked >= 0 ? bb_square(se->marked) : 0;
	v.flipped = session_view_flipped(s);

	char title[96];
	snprintf(title, sizeof title, "setup: %s places its pieces", session_side_name(s, se->side));
	draw_title(u, title);
	draw_board(u, &v);

	int y = layout_panel_top();
	char label[16];
	notation_label(1, se->side, label);
	draw_panel(y++, draw_side_attr(u, se->side), "%s sets up (move %s)", session_side_name(s, se->side), label);
	draw_panel(y++, 0, "arrangement: %s", se->preset >= 0 ? setupedit_preset_name(se, se->preset) : "your own");
	if (se->marked >= 0) {
		char sq[3];
		notation_square(se->marked, sq);
		draw_panel(y, A_BOLD, "swap %c on %s with...", notation_piece_char(se->board[se->marked]), sq);
	}
	y += 2;
	draw_panel(y++, A_BOLD, "a       accept this setup");
	draw_panel(y++, 0, "Enter   pick a piece, then its partner");
	int npresets = setupedit_preset_count(se);
	draw_panel(y++, 0, "1-%d     presets:", npresets);
	for (int i = 0; i < npresets; i += 2) {
		char second[40] = "";
		if (i + 1 < npresets)
			snprintf(second, sizeof second, "%d %s", i + 2, setupedit_preset_name(se, i + 1));
		draw_panel(y++, 0, "          %d %-12s %s", i + 1, setupedit_preset_name(se, i), second);
	}
	draw_panel(y++, 0, "s       shuffle (random)");
	draw_panel(y++, 0, "m       mirror left-right");
	draw_panel(y++, 0, ":       type the setup in notation");
	y++;
	treeview_game_panel(u, y);
	char hint[100];
	snprintf(hint, sizeof hint, "hjkl/arrows move  Enter pick/swap  a accept  1-%d presets  s shuffle  m mirror",
		 npresets);
	draw_status(u, hint,
		    "Esc unpick  t take back  F flip  H hot-seat  : prompt  ? help  q quit");
}

void screen_setup_key(struct ui *u, const struct ui_key *k)
{
	struct session *s = &u->s;

	/* keys and the mouse (click) alike, from the table of bindings */
	if (!action_key(u, ACTION_SETUP, k) && !k->code && k->ch > ' ' && k->ch < KEYCH_DEL)
		session_say(s, true, "%c: no such key in the setup editor (? for help)", (int)k->ch);
}
