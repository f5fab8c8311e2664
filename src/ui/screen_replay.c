/* screen_replay.c: the replay viewer: a record watched one step, one turn
 * or one jump at a time, the move list marking where we are, the pieces
 * captured as they fall, the result at the end, and "play on from here". */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "notation/notation.h"
#include "ui/command.h"
#include "ui/curses_inc.h"
#include "ui/draw.h"
#include "ui/files.h"

bool screen_open_replay(struct ui *u, bool at_end)
{
	if (u->rp.points)
		viewer_free(&u->rp);
	if (viewer_init(&u->rp, &u->s.game) != 0) {
		memset(&u->rp, 0, sizeof u->rp);
		session_say(&u->s, true, "cannot open the replay viewer: the game's moves do not follow each other");
		return false;
	}
	if (at_end)
		viewer_end(&u->rp);
	u->mode = UI_MODE_REPLAY;
	u->screen = SCREEN_REPLAY;
	return true;
}

void screen_close_replay(struct ui *u)
{
	if (u->rp.points)
		viewer_free(&u->rp);
	memset(&u->rp, 0, sizeof u->rp);
	u->mode = UI_MODE_GAME;
	u->screen = screen_base(u);
}

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

/* Whether the record states a result the board did not decide (time,
 * resignation...): the game is over by the record's word only. */
static bool screen_replay_record_over(const struct ui *u)
{
	char code = u->pf.info.result_code;
	return u->s.game.phase != GAME_OVER && (code == 'w' || code == 'b');
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
	} else if (screen_replay_record_over(u)) {
		snprintf(line1, size, "unfinished, %s to move", notation_color_name(u->s.game.pos.side));
		snprintf(line2, size, "(record: %s)",
			 record_result_words(info->result_code, info->reason_code, said, sizeof said));
	} else {
		snprintf(line1, size, "end of the record: the game is unfinished");
	}
}

/* Leaves the viewer: a finished game opened from an archive's list goes
 * back to the list; else back to the game, unless the record ended it where
 * the board did not: then a word on how to play on, which is the player's
 * choice (p). */
static void screen_replay_leave(struct ui *u)
{
	char said[64];
	bool over = u->s.game.phase == GAME_OVER || screen_replay_record_over(u);
	if (over && u->list.kind == LOAD_ARCHIVE_LIST && u->list.nentries > 0) {
		screen_close_replay(u);
		u->mode = UI_MODE_LIST;
		u->screen = SCREEN_LIST;
		session_say(&u->s, false, "back to the list of games");
	} else if (!screen_replay_record_over(u)) {
		screen_close_replay(u);
		session_say(&u->s, false, "back to the game");
	} else {
		session_say(&u->s, false, "the record ends the game (%s): p plays on from the point shown, q quits",
			    record_result_words(u->pf.info.result_code, u->pf.info.reason_code, said,
						sizeof said));
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

	int y = DRAW_BOARD_TOP;
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
	int clock_rows = clockui_rows(u);
	screen_replay_moves(u, y, DRAW_BOARD_TOP + 17 - clock_rows);
	if (clock_rows)
		clockui_draw_at(u, &u->s.game, pt->move < 0 ? 0 : (size_t)pt->move + (pt->step == pt->nsteps),
				DRAW_BOARD_TOP + 18 - clock_rows);
	draw_status(u, "l/Right step  h/Left back  j/Down turn  k/Up turn back  g/Home start  G/End end",
		    "0-9 go to move  p play on from here  S save  Esc back to game  ? help  q quit");
}

/* Says where the viewer is after a move through the record. */
static void screen_replay_say(struct ui *u, bool moved, const char *none)
{
	const struct viewer_point *pt = viewer_current(&u->rp);
	if (!moved)
		session_say(&u->s, true, "%s", none);
	else if (pt->move < 0)
		session_say(&u->s, false, "start of the game");
	else
		session_say(&u->s, false, "%s %s%s", pt->label, pt->step_text,
			    viewer_at_end(&u->rp) ? "  (the end)" : "");
}

void screen_replay_command(struct ui *u, const char *line)
{
	char text[200];
	enum command_kind c = command_parse(line, text, sizeof text);
	switch (c) {
	case COMMAND_EMPTY:
		break;
	case COMMAND_SAVE:
		screen_follow(u, files_save(u, text));
		break;
	case COMMAND_HELP:
		screen_open_help(u);
		break;
	case COMMAND_QUIT:
		screen_ask_quit(u);
		break;
	case COMMAND_FLIP:
		u->s.flipped = !u->s.flipped;
		break;
	case COMMAND_END:
		viewer_end(&u->rp);
		screen_replay_say(u, true, "");
		break;
	default:
		if (viewer_goto_label(&u->rp, text, true))
			session_say(&u->s, false, "after move %s, its steps marked", text);
		else
			session_say(&u->s, true, "no move %s in this game (a number, or 12g, 12s)", text);
		break;
	}
}

void screen_replay_key(struct ui *u, const struct ui_key *k)
{
	struct viewer *r = &u->rp;
	if (k->mouse)
		return;
	if (key_code(k, KEY_RIGHT) || key_is(k, 'l') || key_is(k, ' ')) {
		screen_replay_say(u, viewer_forward(r), "the end of the record");
	} else if (key_code(k, KEY_LEFT) || key_is(k, 'h') || key_code(k, KEY_BACKSPACE) || key_is(k, 127)) {
		screen_replay_say(u, viewer_back(r), "the start of the game");
	} else if (key_code(k, KEY_DOWN) || key_is(k, 'j')) {
		screen_replay_say(u, viewer_turn_forward(r), "the end of the record");
	} else if (key_code(k, KEY_UP) || key_is(k, 'k')) {
		screen_replay_say(u, viewer_turn_back(r), "the start of the game");
	} else if (key_code(k, KEY_HOME) || key_is(k, 'g')) {
		viewer_start(r);
		screen_replay_say(u, true, "");
	} else if (key_code(k, KEY_END) || key_is(k, 'G')) {
		viewer_end(r);
		screen_replay_say(u, true, "");
	} else if (!k->code && k->ch >= '0' && k->ch <= '9') {
		screen_open_prompt(u);
		u->prompt[0] = (char)k->ch;
		u->prompt[1] = '\0';
		u->prompt_len = 1;
	} else if (key_is(k, 'p')) {
		screen_follow(u, files_play_on(u));
	} else if (key_is(k, 27)) {
		screen_replay_leave(u);
	} else if (key_is(k, 'v')) {
		session_say(&u->s, false, "this is the replay viewer: Esc goes back to the game");
	} else if (key_is(k, 'H')) {
		session_say(&u->s, false, "the replay viewer keeps Gold at the bottom; f flips");
	} else {
		screen_common_key(u, k);
	}
}
