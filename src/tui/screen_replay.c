/* screen_replay.c: the replay viewer: a record watched one step, one turn
 * or one jump at a time, the move list marking where we are, the pieces
 * captured as they fall, the result at the end, and "play on from here". */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "notation/notation.h"
#include "app/command.h"
#include "tui/action.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "app/clockui.h"
#include "tui/clockview.h"
#include "app/files.h"
#include "app/replay.h"
#include "util/now.h"
#include "app/pick.h"
#include "app/viewmove.h"
#include "tui/treeview.h"

/* The squares that changed since the point before (the step just taken),
 * or over the whole move when the point is a move's end. */
static bitboard screen_replay_changed(const struct viewer *r)
{
	bitboard b = 0;
	if (r->cur == 0)
		return 0;
	const struct viewer_point *pt = viewer_current(r);
	size_t from = r->cur - 1;
	if (pt->move >= 0 && pt->step == pt->nsteps && r->move_start[pt->move] < r->cur)
		from = r->move_start[pt->move];
	struct position before;
	viewer_position(r, from, &before);
	const struct position *a = &before, *c = &pt->pos;
	for (int sq = 0; sq < SQUARE_NB; sq++)
		if (a->board[sq] != c->board[sq])
			b |= bb_square(sq);
	return b;
}

/* The pieces of colour c captured up to the point shown ("r C"). */
static void screen_replay_fallen(const struct viewer *r, enum color c, char *buf, size_t size)
{
	size_t len = 0, n = viewer_current(r)->nfallen;
	buf[0] = '\0';
	for (size_t i = 0; i < n && len + 3 < size; i++) {
		if (piece_color(r->fallen[i]) != c)
			continue;
		buf[len++] = notation_piece_char(r->fallen[i]);
		buf[len++] = ' ';
		buf[len] = '\0';
	}
	if (len > 0)
		buf[len - 1] = '\0';
}

/* How the game ended, for the end of the replay, in two lines (the second
 * "" or what the record states), as --check words it. */
static void screen_replay_result(const struct ui *u, char *line1, char *line2, size_t size)
{
	const struct gamefile_info *info = &u->pf.info;
	char said[64];
	line1[0] = line2[0] = '\0';
	if (u->rp.game != &u->s.game) {
		/* a line of the tree other than the game's own */
		const struct study *st = &u->study;
		const struct gametree_node *end = gametree_node(&st->tree, st->line[st->nline - 1]);
		if (end->winner)
			snprintf(line1, size, "this line ends: %s",
				 record_result_words(end->winner, end->reason, said, sizeof said));
		else
			snprintf(line1, size, "the end of this line");
		return;
	}
	if (u->s.game.phase == GAME_OVER) {
		session_verdict(&u->s, line1, size);
		if (record_result_differs(&u->s.game, info->result_code, info->reason_code))
			snprintf(line2, size, "(record: %s)",
				 record_result_words(info->result_code, info->reason_code, said, sizeof said));
	} else if (replay_record_over(u)) {
		snprintf(line1, size, "unfinished, %s to move", notation_color_name(u->s.game.pos.side));
		snprintf(line2, size, "(record: %s)",
			 record_result_words(info->result_code, info->reason_code, said, sizeof said));
	} else {
		snprintf(line1, size, "end of the record: the game is unfinished");
	}
}

/* The move list: the tree (tui/treeview.c), the line shown in bold, the
 * move under way marked with '>' (or '-' inside it). */
static void screen_replay_moves(const struct ui *u, int top, int bottom)
{
	const struct study *st = &u->study;
	const struct viewer_point *pt = viewer_current(&u->rp);
	if (!st->ready || st->nline == 0) {
		treeview_draw(u, top, top - 1, GAMETREE_NONE, false, GAMETREE_NONE);
		return;
	}
	/* the move under way: the one being made, or the last one made */
	gametree_id here = study_current(st);
	bool inside = pt->move >= 0 && pt->step < pt->nsteps;
	long k = study_line_index(st, here);
	if (inside && k >= 0 && (size_t)k + 1 < st->nline)
		here = st->line[k + 1];
	treeview_draw(u, top, bottom, here, inside, st->line[st->nline - 1]);
}

/* The viewer with a move being entered on its board (app/viewmove.h): the
 * play screen's board, selection and preview, the steps taken, the tree. */
static void screen_replay_draw_hands(struct ui *u)
{
	const struct session *s = viewmove_shown(u);
	struct board_view v;
	char label[16], text[200];
	screen_play_view(u, &v);
	notation_label(s->game.number, s->game.pos.side, label);
	snprintf(text, sizeof text, "replay: %s vs %s, entering %s", session_side_name(&u->s, GOLD),
		 session_side_name(&u->s, SILVER), label);
	draw_title(u, text);
	draw_board(u, &v);
	int y = layout_panel_top();
	draw_panel(y++, draw_side_attr(u, s->game.pos.side), "entering %s: %s to move", label,
		   session_side_name(&u->s, s->game.pos.side));
	session_turn_text(s, text, sizeof text);
	draw_panel(y++, 0, "steps %d/4: %s", s->turn.nsteps, text);
	enum turn_end e = turn_can_end(&s->turn, &s->game.history);
	if (e == TURN_END_OK)
		draw_panel(y++, 0, "Space ends it: into the game tree");
	else if (e == TURN_END_NO_STEP)
		draw_panel(y++, A_DIM, "no step taken yet");
	else
		draw_panel(y++, A_BOLD, "cannot end: %s", notation_turn_end_error(e));
	y++;
	draw_panel(y++, A_BOLD, "Moves:");
	screen_replay_moves(u, y, layout_panel_end());
	char preview[160];
	pick_preview(&s->pick, &s->turn, s->game.old_rules, preview, sizeof preview);
	if (u->square_file)
		snprintf(preview, sizeof preview, "square: %c_ (type its rank, 1-8)", u->square_file);
	draw_messages(u, preview, "arrows, d2: cursor  Enter select/go  p pull  Esc drop  u/U undo  r redo",
		      "Space end: into the tree  x reset  Esc (nothing selected): the viewer's keys  ? help");
}

void screen_replay_draw(struct ui *u)
{
	const struct viewer *r = &u->rp;
	const struct viewer_point *pt = viewer_current(r);
	struct board_view v;
	char text[200];
	if (viewmove_active(u)) {
		screen_replay_draw_hands(u);
		return;
	}
	memset(&v, 0, sizeof v);
	memcpy(v.board, pt->pos.board, sizeof v.board);
	v.cursor = -1;
	v.flipped = u->s.flipped;
	v.last = screen_replay_changed(r);
	/* the marks play shows: frozen pieces, a trap's last friend, rabbits
	 * near their goal, the squares the move shown left and entered and
	 * where its pieces fell */
	pick_marks(&pt->pos, &v.frozen, &v.danger);
	v.near_goal = pick_near_goal(&pt->pos);
	const struct game_move *shown = pt->move >= 0 ? &r->game->moves[pt->move] : NULL;
	if (shown && shown->type == MOVE_TURN)
		draw_mark_turn(&v, shown->steps, pt->step);
	/* The title says which move the position comes after. */
	char after[48];
	if (pt->move < 0)
		snprintf(after, sizeof after, "at the start");
	else if (pt->step == pt->nsteps)
		snprintf(after, sizeof after, "after %s", pt->label);
	else
		snprintf(after, sizeof after, "after step %d of %s", pt->step, pt->label);
	snprintf(text, sizeof text, "replay: %s vs %s, %s", session_side_name(&u->s, GOLD),
		 session_side_name(&u->s, SILVER), after);
	draw_title(u, text);
	draw_board(u, &v);

	int y = layout_panel_top();
	if (pt->move < 0)
		draw_panel(y++, A_BOLD, "start of the game  (%zu moves)", r->nmoves);
	else
		draw_panel(y++, draw_side_attr(u, pt->pos.side), "move %s  step %d/%d", pt->label, pt->step,
			   pt->nsteps);
	draw_panel(y++, 0, "done: %s", pt->move < 0 ? "" : pt->done_text);
	draw_panel(y++, 0, "last step: %s", pt->move < 0 ? "" : pt->step_text);
	for (int c = 0; c < COLOR_NB; c++) {
		char lost[64];
		screen_replay_fallen(r, (enum color)c, lost, sizeof lost);
		draw_panel(y++, 0, "%-7s lost: %s", session_side_name(&u->s, (enum color)c), lost[0] ? lost : "none");
	}
	if (viewer_at_end(r)) {
		char more[200];
		screen_replay_result(u, text, more, sizeof text);
		draw_panel(y, A_BOLD, "%s", text);
		draw_panel(y + 1, A_BOLD, "%s", more);
	} else if (shown && shown->type == MOVE_TURN &&
		   viewer_effects(r, text, sizeof text) > 0) {
		/* what the move shown has captured so far, in words */
		draw_panel(y, A_BOLD, "%s %s", session_side_name(&u->s, shown->side), text);
	}
	y += 2;
	draw_panel(y++, A_BOLD, "Moves:");
	/* clocks: as they stood at this point, at the foot of the panel */
	screen_replay_moves(u, y, layout_panel_end());
	size_t done = pt->move < 0 ? 0 : (size_t)pt->move + (pt->step == pt->nsteps);
	long long thinking = autoplay_thinking(&u->autoplay, now_ms());
	if (clockui_rows(u) && thinking > 0)
		clockview_draw_running(u, r->game, done, thinking, layout_panel_foot());
	else if (clockui_rows(u))
		clockview_draw_at(u, r->game, done, layout_panel_foot());
	draw_status(u, "l/h step j/k move Up/Down variation [ ] branch g/G start/end a/R autoplay",
		    "c comment ! glyph +/- promote/demote * main X delete p play on S save ? help");
}

void screen_replay_command(struct ui *u, const char *line)
{
	char text[sizeof u->prompt];
	if (command_blank(line) || action_line(u, ACTION_REPLAY, line))
		return;
	command_trim(line, text, sizeof text);
	/* a label to go to ("12g"), else a move to add */
	if (text[0] >= '0' && text[0] <= '9' && !strchr(text, ' '))
		replay_goto(u, text);
	else
		replay_enter(u, text);
}

/* A key while a move is entered on the board: the play screen's (the
 * table's entries for ACTION_REPLAY_MOVE, a square typed); Esc with
 * nothing selected gives the keys back to the viewer. Returns false for
 * a click off the board, which takes the hands off and is the viewer's. */
static bool screen_replay_hands_key(struct ui *u, const struct ui_key *k)
{
	const struct session *s = viewmove_hands(u);
	if (k->mouse && !k->release && layout_square_at(session_view_flipped(s), k->y, k->x) < 0) {
		viewmove_stop(u);
		return false;
	}
	if (key_is(k, KEYCH_ESC) && !u->square_file && s->pick.mode == PICK_IDLE) {
		viewmove_stop(u);
		session_say(&u->s, false, "the viewer's keys again (Enter, or a click on the board: enter a move)");
		return true;
	}
	if (!screen_play_board_key(u, k) && !action_key(u, ACTION_REPLAY_MOVE, k) && !k->code && !k->mouse &&
	    k->ch > ' ' && k->ch < KEYCH_DEL)
		session_say(viewmove_hands(u), true, "%c: no such key while entering a move (Esc: the viewer's keys)",
			    (int)k->ch);
	viewmove_settle(u);
	return true;
}

void screen_replay_key(struct ui *u, const struct ui_key *k)
{
	if (viewmove_active(u) && screen_replay_hands_key(u, k))
		return;
	if (!k->mouse) {
		action_key(u, ACTION_REPLAY, k);
		return;
	}
	/* a click on the board puts the hands on it, on that square */
	if (!k->release && layout_square_at(u->s.flipped, k->y, k->x) >= 0) {
		if (viewmove_start(u))
			screen_replay_hands_key(u, k);
		return;
	}
	/* a click on a move of the list goes there */
	gametree_id id = treeview_node_at(k->y);
	if (!k->release && k->x >= layout_panel_left() && id != GAMETREE_NONE)
		replay_show(u, id);
}
