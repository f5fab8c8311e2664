/* screen_setup.c: the setup editor screen: Gold sets up, then Silver,
 * who sees Gold's pieces. Every change is a permutation, so the setup
 * accepted is always legal. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "notation/notation.h"
#include "ui/curses_inc.h"
#include "ui/draw.h"

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

	int y = DRAW_BOARD_TOP;
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
	draw_panel(y++, A_BOLD, "Moves:");
	draw_moves(u, y, DRAW_BOARD_TOP + 17);
	char hint[100];
	snprintf(hint, sizeof hint, "hjkl/arrows move  Enter pick/swap  a accept  1-%d presets  s shuffle  m mirror",
		 npresets);
	draw_status(u, hint,
		    "Esc unpick  t take back  f flip  H hot-seat  : prompt  ? help  q quit");
}

void screen_setup_key(struct ui *u, const struct ui_key *k)
{
	struct session *s = &u->s;
	struct setupedit *se = &s->edit;
	bool flip = session_view_flipped(s);

	if (k->mouse) {
		int sq = draw_square_at(flip, k->y, k->x);
		if (sq >= 0 && setupedit_home(se->side, sq)) {
			se->cursor = sq;
			setupedit_activate(se);
		}
		return;
	}
	if (key_code(k, KEY_UP) || key_is(k, 'k'))
		setupedit_cursor(se, flip ? DIR_S : DIR_N);
	else if (key_code(k, KEY_DOWN) || key_is(k, 'j'))
		setupedit_cursor(se, flip ? DIR_N : DIR_S);
	else if (key_code(k, KEY_LEFT) || key_is(k, 'h'))
		setupedit_cursor(se, flip ? DIR_E : DIR_W);
	else if (key_code(k, KEY_RIGHT) || key_is(k, 'l'))
		setupedit_cursor(se, flip ? DIR_W : DIR_E);
	else if (key_is(k, '\r') || key_is(k, '\n') || key_is(k, ' ') || key_code(k, KEY_ENTER)) {
		if (setupedit_activate(se))
			session_say(s, false, "swapped");
		else if (se->marked >= 0)
			session_say(s, false, "now pick the square to swap with (Esc to unpick)");
	} else if (key_is(k, 27)) {
		se->marked = -1;
	} else if (!k->code && k->ch >= '1' && k->ch < '1' + (wint_t)setupedit_preset_count(se)) {
		setupedit_preset(se, (int)(k->ch - '1'));
		session_say(s, false, "preset: %s", setupedit_preset_name(se, se->preset));
	} else if (key_is(k, 'd')) {
		setupedit_preset(se, 0);
		session_say(s, false, "preset: %s", setupedit_preset_name(se, 0));
	} else if (key_is(k, 's')) {
		setupedit_random(se, &s->seed);
		session_say(s, false, "shuffled");
	} else if (key_is(k, 'm')) {
		setupedit_mirror(se);
		session_say(s, false, "mirrored");
	} else if (key_is(k, 'a')) {
		session_accept_setup(s);
	} else if (key_is(k, 't')) {
		if (s->game.nmoves > 0)
			screen_open_confirm(u, CONFIRM_TAKEBACK, "take back Gold's setup? both players agree (y/n)");
		else
			session_say(s, true, "no move to take back");
	} else {
		screen_common_key(u, k);
	}
}
