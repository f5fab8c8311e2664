/* screen_editor.c: the position editor (app/editor.c holds what it does):
 * the board with the cursor, the side to move, the move number, the steps
 * already taken, each side's pieces and the rules' verdict on the position.
 * Its keys come from the action table (action.c). */
#include "config.h"
#include <string.h>
#include "app/editor.h"
#include "notation/notation.h"
#include "tui/action.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "tui/term.h"

/* Writes side c's pieces on the board ("E M H2 D2 C2 R8"), "none" if none. */
static void screen_editor_pieces(const struct position *pos, enum color c, char *buf, size_t size)
{
	size_t at = 0;
	buf[0] = '\0';
	for (int k = KIND_NB - 1; k >= 0 && at + 8 < size; k--) {
		int n = position_count(pos, c, (enum kind)k);
		if (n == 0)
			continue;
		char letter = notation_piece_char(piece_make(c, (enum kind)k));
		at += (size_t)snprintf(buf + at, size - at, n == 1 ? "%s%c" : "%s%c%d", at ? " " : "", letter, n);
	}
	if (!at)
		snprintf(buf, size, "none");
}

void screen_editor_draw(struct ui *u)
{
	struct editor *ed = u->editor;
	const struct posedit *e = &ed->e;
	struct board_view v;
	char label[16], text[200];
	memset(&v, 0, sizeof v);
	memcpy(v.board, e->pos.board, sizeof v.board);
	v.cursor = ed->cursor;
	v.flipped = u->s.flipped;
	pick_marks(&e->pos, &v.frozen, &v.danger);
	notation_label(e->number, e->pos.side, label);
	snprintf(text, sizeof text, "position editor: %s to move, move %s", notation_color_title(e->pos.side), label);
	draw_title(u, text);
	draw_board(u, &v);

	int y = layout_panel_top(), end = layout_panel_end();
	draw_panel(y++, A_BOLD, "%s to move, move %s", notation_color_title(e->pos.side), label);
	if (e->ntaken) {
		struct turn t;
		posedit_turn(e, &t);
		notation_turn(t.steps, t.nsteps, text, sizeof text);
		draw_panel(y++, 0, "steps taken: %s", text);
	} else {
		draw_panel(y++, A_DIM, "no step taken yet");
	}
	for (int c = 0; c < COLOR_NB; c++) {
		screen_editor_pieces(&e->pos, (enum color)c, text, sizeof text);
		draw_panel(y++, draw_side_attr(u, (enum color)c), "%-7s %s", notation_color_title((enum color)c), text);
	}
	y++;
	if (editor_check(u, text, sizeof text) == POSEDIT_OK)
		y = draw_panel_wrapped(y, u->color ? COLOR_PAIR(PAIR_MARK) | A_BOLD : A_BOLD,
				       "legal: Enter starts a game", 2);
	else
		y = draw_panel_wrapped(y, u->color ? COLOR_PAIR(PAIR_WARN) | A_BOLD : A_BOLD, text, 5);
	y++;
	static const char *const keys[] = {
		"E M H D C R  Gold's pieces", "e m h d c r  Silver's", "x  remove    X  clear",
		"Tab  side to move", "+ -  the move number", ":taken STEPS  steps taken",
		"Enter  play   A  analyse", "T  puzzle    S  save", "q  leave",
	};
	for (size_t i = 0; i < sizeof keys / sizeof keys[0] && y < end; i++)
		draw_panel(y++, A_DIM, "%s", keys[i]);
	draw_messages(u, NULL, "arrows/click: cursor  EMHDCR emhdcr put  x remove  X clear  Tab side  +/- number",
		      "Enter play  A analyse  T puzzle  S save  : short form or command  ? help  q leave");
}

void screen_editor_key(struct ui *u, const struct ui_key *k)
{
	if (k->mouse) {
		if (!k->release) {
			int sq = layout_square_at(u->s.flipped, k->y, k->x);
			if (sq >= 0)
				editor_goto(u, sq);
		}
		return;
	}
	if (!action_key(u, ACTION_EDITOR, k) && !k->code && k->ch > ' ' && k->ch < KEYCH_DEL)
		session_say(&u->s, true, "%c: no such key here (? for help)", (int)k->ch);
}
