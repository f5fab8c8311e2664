/* screen_play.c: the play screen: a cursor on the board, a piece selected
 * and its targets, pushes and pulls offered and shown before they happen,
 * undo, redo, reset and the end of the turn. */
#include "config.h"
#include <string.h>
#include "notation/notation.h"
#include "ui/curses_inc.h"
#include "ui/draw.h"
#include "ui/term.h"

/* The marks of the board while playing. */
static void screen_play_view(const struct ui *u, struct board_view *v)
{
	const struct session *s = &u->s;
	const struct pick *p = &s->pick;
	memset(v, 0, sizeof *v);
	memcpy(v->board, s->turn.pos.board, sizeof v->board);
	v->cursor = p->cursor;
	v->flipped = session_view_flipped(s);
	if (p->mode == PICK_PIECE || p->mode == PICK_PUSH_DEST)
		v->selected = bb_square(p->sel);
	if (p->mode == PICK_PUSH_DEST || p->mode == PICK_PUSHER)
		v->selected |= bb_square(p->enemy);
	v->targets = p->targets;
	if (p->mode == PICK_PUSHER)
		v->targets = bb_square(p->dest);
	if (p->mode == PICK_PULL)
		v->targets = bb_square(p->sel);
	v->pulls = p->pulls;
	v->actions = p->actions;
	pick_marks(&s->turn.pos, &v->frozen, &v->danger);
	v->last = s->turn.nsteps ? 0 : draw_last_turn(&s->game);
	for (int i = 0; i < s->turn.nsteps; i++)
		v->last |= bb_square(s->turn.steps[i].step.to);
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

	int y = DRAW_BOARD_TOP;
	draw_panel(y++, draw_side_attr(u, side), "%s to move  turn %s", session_side_name(s, side), label);
	session_turn_text(s, text, sizeof text);
	draw_panel(y++, 0, "steps %d/4: %s", s->turn.nsteps, text);
	enum turn_end e = turn_can_end(&s->turn, &s->game.history);
	if (e == TURN_END_OK)
		draw_panel(y++, 0, "e ends the turn");
	else if (e == TURN_END_NO_STEP)
		draw_panel(y++, A_DIM, "no step taken yet");
	else
		draw_panel(y++, u->color ? COLOR_PAIR(PAIR_WARN) | A_BOLD : A_BOLD, "cannot end: %s",
			   notation_turn_end_error(e));
	draw_lost(u, y);
	y += 3;
	draw_panel(y++, A_BOLD, "Moves:");
	draw_moves(u, y, DRAW_BOARD_TOP + 17);

	char preview[128];
	pick_preview(&s->pick, &s->turn, preview, sizeof preview);
	if (preview[0])
		mvaddnstr(DRAW_PREVIEW_ROW, 0, preview, COLS - 1);
	draw_status(u, "hjkl/arrows move  Enter select/go  p pull  Esc cancel  u undo  r redo  x reset",
		    "e end  t take back  f flip  H hot-seat  S save  v replay  : cmd  ? help  q quit");
}

/* Takes the steps a pick gave. */
static void screen_play_move(struct ui *u, enum pick_result r, const struct pick_move *m, const char *msg)
{
	struct session *s = &u->s;
	if (r == PICK_PLAY)
		session_play(s, m);
	else if (msg[0])
		session_say(s, r == PICK_REFUSED, "%s", msg);
}

void screen_play_key(struct ui *u, const struct ui_key *k)
{
	struct session *s = &u->s;
	struct pick *p = &s->pick;
	bool flip = session_view_flipped(s);
	struct pick_move m;
	char msg[160];

	if (k->mouse) {
		int sq = draw_square_at(flip, k->y, k->x);
		if (sq >= 0) {
			p->cursor = sq;
			enum pick_result r = pick_activate(p, &s->turn, &m, msg, sizeof msg);
			screen_play_move(u, r, &m, msg);
		}
		return;
	}
	if (key_code(k, KEY_UP) || key_is(k, 'k'))
		pick_cursor(p, flip ? DIR_S : DIR_N);
	else if (key_code(k, KEY_DOWN) || key_is(k, 'j'))
		pick_cursor(p, flip ? DIR_N : DIR_S);
	else if (key_code(k, KEY_LEFT) || key_is(k, 'h'))
		pick_cursor(p, flip ? DIR_E : DIR_W);
	else if (key_code(k, KEY_RIGHT) || key_is(k, 'l'))
		pick_cursor(p, flip ? DIR_W : DIR_E);
	else if (key_is(k, '\r') || key_is(k, '\n') || key_is(k, ' ') || key_code(k, KEY_ENTER)) {
		enum pick_result r = pick_activate(p, &s->turn, &m, msg, sizeof msg);
		screen_play_move(u, r, &m, msg);
	} else if (key_is(k, 'p')) {
		enum pick_result r = pick_accept_pull(p, &s->turn, &m, msg, sizeof msg);
		screen_play_move(u, r, &m, msg);
	} else if (key_is(k, 27)) {
		if (p->mode == PICK_PULL)
			session_say(s, false, "pull declined");
		else
			session_say(s, false, "%s", "");
		pick_cancel(p);
	} else if (key_is(k, 'u') || key_code(k, KEY_BACKSPACE) || key_is(k, 127) || key_is(k, 8)) {
		session_undo(s);
	} else if (key_is(k, 'r') || key_is(k, 18)) {
		session_redo(s);
	} else if (key_is(k, 'x')) {
		session_reset(s);
	} else if (key_is(k, 'e')) {
		session_end_turn(s);
	} else if (key_is(k, 't')) {
		if (s->game.nmoves == 0) {
			session_say(s, true, "no move to take back");
		} else {
			char q[160], line[128];
			session_move_text(s, s->game.nmoves - 1, line, sizeof line);
			snprintf(q, sizeof q, "take back %.100s? both players agree (y/n)", line);
			screen_open_confirm(u, CONFIRM_TAKEBACK, q);
		}
	} else {
		screen_common_key(u, k);
	}
}
