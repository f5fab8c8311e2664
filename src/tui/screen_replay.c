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

/* The move list around the move under way, marked with '>'. */
static void screen_replay_moves(const struct ui *u, int top, int bottom)
{
	const struct viewer_point *pt = viewer_current(&u->rp);
	int rows = bottom - top + 1, n = (int)u->s.game.nmoves;
	int cur = pt->move, first = cur - rows / 2;
	if (first > n - rows)
		first = n - rows;
	if (first < 0)
		first = 0;
	for (int i = 0; i < rows && first + i < n; i++) {
		char text[200];
		int m = first + i;
		session_move_text(&u->s, (size_t)m, text, sizeof text);
		bool here = m == cur;
		const char *mark = !here ? "  " : pt->step == pt->nsteps ? "> " : "- ";
		draw_panel(top + i, here ? A_BOLD | A_REVERSE : 0, "%s%s", mark, text);
	}
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
	}
	y += 2;
	draw_panel(y++, A_BOLD, "Moves:");
	/* clocks: as they stood at this point, at the foot of the panel */
	screen_replay_moves(u, y, layout_panel_end());
	if (clockui_rows(u))
		clockview_draw_at(u, &u->s.game, pt->move < 0 ? 0 : (size_t)pt->move + (pt->step == pt->nsteps),
				  layout_panel_foot());
	draw_status(u, "l/Right step  h/Left back  j/Down turn  k/Up turn back  g/Home start  G/End end",
		    "0-9 go to move  p play on from here  S save  Esc back to game  ? help  q quit");
}

void screen_replay_command(struct ui *u, const char *line)
{
	char text[sizeof u->prompt];
	if (command_blank(line) || action_line(u, ACTION_REPLAY, line))
		return;
	command_trim(line, text, sizeof text);
	replay_goto(u, text);
}

void screen_replay_key(struct ui *u, const struct ui_key *k)
{
	if (!k->mouse)
		action_key(u, ACTION_REPLAY, k);
}
