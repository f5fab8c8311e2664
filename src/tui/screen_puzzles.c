/* screen_puzzles.c: the list of the puzzles (app/puzzlelist.c holds what
 * it shows): a row a puzzle, solved or not, its theme and difficulty, the
 * filter in the title. Its keys come from the action table (action.c). */
#include "config.h"
#include "app/tutor.h"
#include "tui/action.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "tui/term.h"

void screen_puzzles_draw(struct ui *u)
{
	struct tutor *t = u->tutor;
	struct puzzlelist *l = &t->plist;
	char title[200], what[160];
	puzzlelist_describe(l, what, sizeof what);
	snprintf(title, sizeof title, "puzzles: %zu of %zu solved; %s", tutor_count_done(u), t->puzzles.n, what);
	draw_title(u, title);
	int rows = layout_list_rows(), top = layout_list_top();
	draw_list_scroll(l->sel, &l->top, rows);
	attron(A_BOLD);
	mvprintw(top - 1, 0, "  %-4s %-6s %-13s %-4s %-7s %s", "no.", "solved", "theme", "diff", "to move", "puzzle");
	attroff(A_BOLD);
	for (int i = 0; i < rows && l->top + (size_t)i < l->n; i++) {
		size_t r = l->top + (size_t)i;
		char row[200];
		puzzlelist_row(l, &t->puzzles, &t->prog, r, row, sizeof row);
		draw_list_row(top + i, r == l->sel, row);
	}
	if (l->n == 0)
		draw_text(top, 2, COLS - 3, "no puzzle is shown: t, d and u change what is");
	draw_list_status(u, "j/k  Enter play  t theme  d difficulty  u unsolved  q leave  ? help", NULL);
}

void screen_puzzles_key(struct ui *u, const struct ui_key *k)
{
	struct puzzlelist *l = &u->tutor->plist;
	if (k->mouse) {
		int row = k->y - layout_list_top();
		if (row >= 0 && row < layout_list_rows() && l->top + (size_t)row < l->n) {
			tutor_list_mark(u, (long)(l->top + (size_t)row));
			tutor_list_open(u);
		}
		return;
	}
	action_key(u, ACTION_PUZZLES, k);
}
