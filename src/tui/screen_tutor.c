/* screen_tutor.c: the tutorial's lesson list and the board of a lesson or
 * a puzzle (app/tutor.c holds what they do): the task in words, the steps
 * taken as on the play screen, the verdict of the last check, the
 * progress. Their keys come from the action table (action.c). */
#include "config.h"
#include <string.h>
#include "app/tutor.h"
#include "notation/notation.h"
#include "tui/action.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "tui/term.h"

void screen_lessons_draw(struct ui *u)
{
	struct tutor *t = u->tutor;
	char title[96];
	snprintf(title, sizeof title, "lessons: %zu of %zu passed", tutor_count_done(u), t->lessons.n);
	draw_title(u, title);
	int rows = layout_list_rows(), top = layout_list_top();
	draw_list_scroll(t->sel, &t->top, rows);
	attron(A_BOLD);
	mvprintw(top - 1, 0, "  %-4s %-6s %s", "no.", "done", "lesson");
	attroff(A_BOLD);
	for (int i = 0; i < rows && t->top + (size_t)i < t->lessons.n; i++) {
		size_t n = t->top + (size_t)i;
		const struct lesson *l = &t->lessons.items[n];
		char row[160];
		snprintf(row, sizeof row, "%-4zu %-6s %s", n + 1, progress_lesson_done(&t->prog, l->name) ? "yes" : "",
			 l->title);
		draw_list_row(top + i, n == t->sel, row);
	}
	draw_list_status(u, "j/Down k/Up  Enter open the lesson marked  q leave  ? help", NULL);
}

void screen_lessons_key(struct ui *u, const struct ui_key *k)
{
	if (k->mouse) {
		int row = k->y - layout_list_top();
		if (row >= 0 && row < layout_list_rows() && u->tutor->top + (size_t)row < u->tutor->lessons.n) {
			tutor_list_mark(u, (long)(u->tutor->top + (size_t)row));
			tutor_list_open(u);
		}
		return;
	}
	action_key(u, ACTION_LESSONS, k);
}

void screen_tutor_draw(struct ui *u)
{
	struct tutor *t = u->tutor;
	struct session *s = &u->s;
	struct board_view v;
	char text[400];
	bool setup = tutor_setup(u);
	tutor_title(u, text, sizeof text);
	draw_title(u, text);
	if (setup) {
		memset(&v, 0, sizeof v);
		memcpy(v.board, s->game.pos.board, sizeof v.board);
		for (int sq = 0; sq < SQUARE_NB; sq++)
			if (setupedit_home(s->edit.side, sq))
				v.board[sq] = s->edit.board[sq];
		v.cursor = s->edit.cursor;
		v.selected = s->edit.marked >= 0 ? bb_square(s->edit.marked) : 0;
		v.flipped = session_view_flipped(s);
	} else {
		screen_play_view(u, &v);
		if (t->hint_sq >= 0)
			v.actions |= bb_square(t->hint_sq);
	}
	draw_board(u, &v);

	int y = layout_panel_top(), end = layout_panel_end();
	tutor_task(u, text, sizeof text);
	y = draw_panel_wrapped(y, A_BOLD, text, 6);
	if (!setup && y < end) {
		session_turn_text(s, text, sizeof text);
		draw_panel(y++, 0, "steps %d/4: %s", s->turn.nsteps, text[0] ? text : "none yet");
	}
	if (t->verdict[0] && y < end) {
		int attr = t->verdict_ok ? (u->color ? COLOR_PAIR(PAIR_MARK) | A_BOLD : A_BOLD)
					 : (u->color ? COLOR_PAIR(PAIR_WARN) | A_BOLD : A_BOLD);
		y = draw_panel_wrapped(y + 1, attr, t->verdict, 4);
	}
	y++;
	if (t->kind == TUTOR_LESSONS) {
		draw_panel(y++, A_DIM, "lessons passed: %zu of %zu", tutor_count_done(u), t->lessons.n);
	} else if (y < end) {
		draw_panel(y++, A_DIM, "solved %zu of %zu; streak %ld, best %ld", tutor_count_done(u), t->puzzles.n,
			   t->prog.streak, t->prog.best);
		for (int th = 0; th < PUZZLE_THEME_NB && y < end; th++)
			draw_panel(y++, A_DIM, "  %-13s %ld of %ld", puzzle_theme_name((enum puzzle_theme)th),
				   t->prog.solved[th], t->prog.tried[th]);
	}
	char preview[160] = "";
	if (!setup) {
		pick_preview(&s->pick, &s->turn, s->game.old_rules, preview, sizeof preview);
		if (u->square_file)
			snprintf(preview, sizeof preview, "square: %c_ (type its rank, 1-8)", u->square_file);
	}
	draw_messages(u, preview,
		      setup ? "arrows: cursor  Enter swap  1-9 d presets  s shuffle  m mirror  a check"
			    : "arrows, d2: cursor  Enter select/go  p pull  u undo  x reset  Space check",
		      "I hint  A answer  N next  R again  : type the steps  ? help  q back");
}

void screen_tutor_key(struct ui *u, const struct ui_key *k)
{
	if (tutor_setup(u)) {
		if (!k->mouse && !action_key(u, ACTION_TUTOR_SETUP, k) && !k->code && k->ch > ' ' && k->ch < KEYCH_DEL)
			session_say(&u->s, true, "%c: no such key here (? for help)", (int)k->ch);
		return;
	}
	if (screen_play_board_key(u, k))
		return;
	if (!action_key(u, ACTION_TUTOR, k) && !k->code && k->ch > ' ' && k->ch < KEYCH_DEL)
		session_say(&u->s, true, "%c: no such key here (? for help)", (int)k->ch);
}
