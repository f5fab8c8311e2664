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
#include "app/captures.h"
#include "app/pick.h"

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

/* The rows of the move list drawn last, for a click: the node of each
 * screen row from screen_replay_top (GAMETREE_NONE for none). */
enum { SCREEN_REPLAY_ROWS = 128 };
static gametree_id screen_replay_row_node[SCREEN_REPLAY_ROWS];
static int screen_replay_top, screen_replay_nrows;

/* Draws comment text from row y (at most `most` rows, none past bottom),
 * indented, in a muted style, cut at spaces to the panel's width; the last
 * row ends with an ellipsis when there is more. Returns the next row. */
static int screen_replay_comment(int y, int bottom, int indent, int most, const char *text, gametree_id node)
{
	int width = layout_panel_width() - indent;
	size_t len = strlen(text), at = 0;
	if (width < 8)
		width = 8;
	for (int k = 0; k < most && y <= bottom; k++) {
		size_t cut = len - at, room = (size_t)(k + 1 == most ? width - 1 : width);
		bool more = false;
		if (cut > room) {
			cut = room;
			while (cut > 0 && text[at + cut] != ' ')
				cut--;
			if (cut == 0)
				cut = room;
			/* never inside a character */
			while (cut > 1 && ((unsigned char)text[at + cut] & 0xc0) == 0x80)
				cut--;
			more = true;
		}
		char line[512];
		snprintf(line, sizeof line, "%.*s%s", (int)cut, text + at,
			 more && k + 1 == most ? "\u2026" : "");
		screen_replay_row_node[y - screen_replay_top] = node;
		draw_panel(y++, A_DIM, "%*s%s", indent, "", line);
		at += cut;
		while (at < len && text[at] == ' ')
			at++;
		if (at >= len)
			break;
	}
	return y;
}

/* The move list: the game tree, one move a row, variations indented
 * under the move they replace, comments below in a muted style; the line
 * shown in bold, the move under way marked with '>' (or '-' inside it). */
static void screen_replay_moves(const struct ui *u, int top, int bottom)
{
	const struct study *st = &u->study;
	const struct viewer_point *pt = viewer_current(&u->rp);
	struct study_row rows[SCREEN_REPLAY_ROWS];
	int nrows = bottom - top + 1;
	screen_replay_top = top;
	screen_replay_nrows = 0;
	if (nrows <= 0 || !st->ready || st->nline == 0)
		return;
	if (nrows > SCREEN_REPLAY_ROWS)
		nrows = SCREEN_REPLAY_ROWS;
	/* the move under way: the one being made, or the last one made */
	gametree_id here = study_current(st);
	bool inside = pt->move >= 0 && pt->step < pt->nsteps;
	long k = study_line_index(st, here);
	if (inside && k >= 0 && (size_t)k + 1 < st->nline)
		here = st->line[k + 1];
	long at = study_row_of(st, here), first = at < 0 ? 0 : at - nrows / 2;
	size_t total = study_rows(st, 0, rows, 0);
	if (first > (long)total - nrows)
		first = (long)total - nrows;
	if (first < 0)
		first = 0;
	size_t n = study_rows(st, (size_t)first, rows, (size_t)nrows);
	if (n > (size_t)first + (size_t)nrows)
		n = (size_t)first + (size_t)nrows;
	n -= (size_t)first;
	int y = top;
	for (size_t i = 0; i < n && y <= bottom; i++) {
		const struct study_row *r = &rows[i];
		int indent = 2 * (r->depth < 6 ? r->depth : 6);
		char text[256];
		if (r->kind != STUDY_ROW_MOVE) {
			/* a comment: the move shown's whole (up to four rows), the others' first row */
			const struct gametree_notes *notes = gametree_notes(&st->tree, r->node);
			const char *c = r->kind == STUDY_ROW_INTRO ? notes->intro : notes->comment;
			y = screen_replay_comment(y, bottom, indent + 4, r->node == here ? 4 : 1, c ? c : "", r->node);
			continue;
		}
		study_move_text(st, r->node, text, sizeof text);
		bool now = r->node == here && r->node != GAMETREE_ROOT;
		bool on_line = study_line_index(st, r->node) >= 0;
		const char *mark = !now ? "  " : inside ? "- " : "> ";
		int attr = now ? A_BOLD | A_REVERSE : on_line ? A_BOLD : 0;
		screen_replay_row_node[y - top] = r->node;
		draw_panel(y++, attr, "%s%*s%s", mark, indent, "", text);
	}
	screen_replay_nrows = y - top;
}

void screen_replay_draw(struct ui *u)
{
	const struct viewer *r = &u->rp;
	const struct viewer_point *pt = viewer_current(r);
	struct board_view v;
	char text[200];
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
		   captures_words(shown->steps, pt->step, shown->side, text, sizeof text) > 0) {
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

void screen_replay_key(struct ui *u, const struct ui_key *k)
{
	if (!k->mouse) {
		action_key(u, ACTION_REPLAY, k);
		return;
	}
	/* a click on a move of the list goes there */
	int i = k->y - screen_replay_top;
	if (!k->release && k->x >= layout_panel_left() && i >= 0 && i < screen_replay_nrows &&
	    screen_replay_row_node[i] != GAMETREE_NONE)
		replay_show(u, screen_replay_row_node[i]);
}
