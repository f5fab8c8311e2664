/* screen_play.c: the play screen: a cursor on the board, moved by the
 * arrows, a typed square name or the mouse; a piece selected with the
 * squares it may reach and the path to the cursor shown before it is
 * played; pushes and pulls; the rest of its keys come from the action
 * table (action.c). */
#include "config.h"
#include <string.h>
#include "notation/notation.h"
#include "tui/action.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "tui/treeview.h"
#include "tui/term.h"
#include "app/viewmove.h"

void screen_play_view(const struct ui *u, struct board_view *v)
{
	const struct session *s = viewmove_shown(u); /* the game's, or a move entered in the viewer */
	const struct pick *p = &s->pick;
	memset(v, 0, sizeof *v);
	memcpy(v->board, s->turn.pos.board, sizeof v->board);
	v->cursor = p->cursor;
	v->flipped = session_view_flipped(s);
	if (p->mode == PICK_PIECE || p->mode == PICK_PUSH_DEST || p->mode == PICK_PULL_DEST)
		v->selected = bb_square(p->sel);
	if (p->mode == PICK_PUSH_DEST || p->mode == PICK_PUSHER || p->mode == PICK_PULL_DEST)
		v->selected |= bb_square(p->enemy);
	v->targets = p->targets;
	if (p->mode == PICK_PUSHER)
		v->targets = bb_square(p->dest);
	if (p->mode == PICK_PULL)
		v->targets = bb_square(p->sel);
	v->reach = p->mode == PICK_PIECE ? p->reach : 0;
	v->path = pick_plan(p, &s->turn);
	v->pulls = p->pulls;
	v->actions = p->actions;
	pick_marks(&s->turn.pos, &v->frozen, &v->danger);
	v->near_goal = pick_near_goal(&s->turn.pos);
	if (s->turn.nsteps) {
		draw_mark_turn(v, s->turn.steps, s->turn.nsteps);
	} else {
		const struct game_move *mv = game_last(&s->game);
		if (mv && mv->type == MOVE_TURN)
			draw_mark_turn(v, mv->steps, mv->nsteps);
	}
}

void screen_play_draw(struct ui *u)
{
	struct session *s = &u->s;
	struct board_view v;
	char label[16], text[128];
	screen_play_view(u, &v);
	enum color side = s->game.pos.side;
	notation_label(s->game.number, side, label);
	snprintf(text, sizeof text, "%s to move, turn %s%s", session_side_name(s, side), label,
		 s->hotseat ? "  (hot-seat view)" : "");
	draw_title(u, text);
	draw_board(u, &v);

	int y = layout_panel_top();
	draw_panel(y++, draw_side_attr(u, side), "%s to move  turn %s", session_side_name(s, side), label);
	session_turn_text(s, text, sizeof text);
	draw_panel(y++, 0, "steps %d/4: %s", s->turn.nsteps, text);
	enum turn_end e = turn_can_end(&s->turn, &s->game.history);
	if (e == TURN_END_THIRD_TIME && s->game.old_rules)
		draw_panel(y++, u->color ? COLOR_PAIR(PAIR_WARN) | A_BOLD : A_BOLD,
			   "Space ends the turn: a third repetition, it loses");
	else if (e == TURN_END_OK)
		draw_panel(y++, 0, "Space ends the turn");
	else if (e == TURN_END_NO_STEP)
		draw_panel(y++, A_DIM, "no step taken yet");
	else
		draw_panel(y++, u->color ? COLOR_PAIR(PAIR_WARN) | A_BOLD : A_BOLD, "cannot end: %s",
			   notation_turn_end_error(e));
	struct pick_path goal;
	if (pick_goal_in_reach(&s->turn, &goal)) {
		char from[3], to[3];
		notation_square(goal.steps[0].from, from);
		notation_square(goal.steps[goal.nsteps - 1].to, to);
		draw_panel(y++, u->color ? COLOR_PAIR(PAIR_MARK) | A_BOLD : A_BOLD,
			   "GOAL in reach: the rabbit on %s to %s", from, to);
	}
	y = draw_lost(u, y);
	treeview_game_panel(u, y);

	char preview[160];
	pick_preview(&s->pick, &s->turn, s->game.old_rules, preview, sizeof preview);
	if (u->square_file) {
		snprintf(preview, sizeof preview, "square: %c_ (type its rank, 1-8)", u->square_file);
	}
	draw_messages(u, preview,
		      "arrows, d2: cursor  Enter select/go  p pull  Esc drop  u/U undo  r redo",
		      "Space end turn  x reset  t take back  F flip  S save  M msgs  ? help  q quit");
}

bool screen_play_board_key(struct ui *u, const struct ui_key *k)
{
	struct session *s = viewmove_hands(u);
	/* A square's name: a file letter, then a rank digit. Two keys in a row
	 * make one square, so this stays out of the table of bindings (whose
	 * entry a1..h8 gives its help); the mouse (click, drag) is the table's. */
	if (k->mouse)
		u->square_file = 0;
	else if (!k->code && k->ch >= 'a' && k->ch <= 'h') {
		u->square_file = (char)k->ch;
		return true;
	}
	if (u->square_file) {
		char file = u->square_file;
		u->square_file = 0;
		if (!k->code && k->ch >= '1' && k->ch <= '8') {
			char msg[160];
			int sq = square_make(file - 'a', (int)(k->ch - '1'));
			enum pick_result r = pick_goto(&s->pick, &s->turn, sq, msg, sizeof msg);
			if (msg[0])
				session_say(s, r == PICK_REFUSED, "%s", msg);
			return true;
		}
		if (key_is(k, KEYCH_ESC))
			return true;
	}
	return false;
}

void screen_play_key(struct ui *u, const struct ui_key *k)
{
	struct session *s = &u->s;
	if (screen_play_board_key(u, k))
		return;
	if (!action_key(u, ACTION_PLAY, k) && !k->code && k->ch > ' ' && k->ch < KEYCH_DEL)
		session_say(s, true, "%c: no such key here (? for help)", (int)k->ch);
}
