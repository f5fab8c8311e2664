/* screen_list.c: an archive opened without a game id: its games listed
 * (players and ratings, date, result, time control, the last move) to
 * choose one with the cursor keys, filtered (app/listview.c). */
#include "config.h"
#include <string.h>
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "app/files.h"
#include "tui/action.h"
#include "app/listview.h"

/* Draws one field of a row at column *x, width columns wide (text from
 * the file, shown as text), and moves *x past it and a space. */
static void screen_list_field(int y, int *x, int width, const char *text)
{
	if (*x + width > COLS - 1)
		width = COLS - 1 - *x;
	if (width > 0)
		draw_text(y, *x, width, text);
	*x += width + 1;
}

/* The rows of games shown (two fewer under a note column). */
static int screen_list_rows(const struct ui *u)
{
	return layout_list_game_rows(listview_has_note(u));
}

/* The widths of the columns that grow with the terminal: the names and
 * the time control. */
static void screen_list_widths(int *name, int *tc)
{
	/* at 80 columns: > id(6) Gold(11) rating(4) Silver(11) rating(4)
	 * date(10) result(5) tc(8) last move(9), a space between each */
	int spare = COLS - 1 - 78;
	*name = 11;
	*tc = 8;
	if (spare > 0) {
		*name += spare / 3 > 9 ? 9 : spare / 3;
		*tc += spare - 2 * (*name - 11) > 16 ? 16 : spare - 2 * (*name - 11);
	}
}

void screen_list_draw(struct ui *u)
{
	const struct load_result *l = &u->list;
	size_t shown = listview_count(u);
	char count[96];
	int name, tc;
	/* "archive: NAME (N games)", the name cut to leave room for the count. */
	if (u->list_view)
		snprintf(count, sizeof count, " (%zu of %zu games: %.40s)", shown, l->nentries, u->list_filter);
	else
		snprintf(count, sizeof count, " (%zu games)", l->nentries);
	draw_title(u, "archive: ");
	int end = 17 + draw_text(0, 17, COLS - 18 - (int)strlen(count), u->list_path ? u->list_path : "");
	draw_text(0, end, COLS - 1 - end, count);
	int rows = screen_list_rows(u);
	draw_list_scroll(u->list_sel, &u->list_top, rows);
	screen_list_widths(&name, &tc);
	attron(A_BOLD);
	mvprintw(layout_list_top() - 1, 0, "  %-6s %-*s %-4s %-*s %-4s %-10s %-5s %-*s %s", "id", name, "Gold", "elo",
		 name, "Silver", "elo", "date", "res.", tc, "time", "last move");
	attroff(A_BOLD);
	for (int i = 0; i < rows && u->list_top + (size_t)i < shown; i++) {
		size_t n = u->list_top + (size_t)i;
		struct load_entry entry, *e = &entry;
		load_list_entry(l, listview_row(u, n), e);
		int y = layout_list_top() + i, x = 2;
		int attr = n == u->list_sel ? A_REVERSE : 0;
		attron(attr);
		mvhline(y, 0, ' ', COLS - 1);
		mvaddstr(y, 0, n == u->list_sel ? ">" : " ");
		screen_list_field(y, &x, 6, e->id);
		screen_list_field(y, &x, name, e->gold);
		screen_list_field(y, &x, 4, e->wrating);
		screen_list_field(y, &x, name, e->silver);
		screen_list_field(y, &x, 4, e->brating);
		screen_list_field(y, &x, 10, e->date);
		screen_list_field(y, &x, 5, e->result);
		screen_list_field(y, &x, tc, e->timecontrol);
		screen_list_field(y, &x, 9, e->last);
		attroff(attr);
	}
	/* the note of the game marked (why a famous game is famous), under the list */
	if (u->list_sel < shown) {
		struct load_entry marked;
		load_list_entry(l, listview_row(u, u->list_sel), &marked);
		if (marked.note[0]) {
			attron(A_BOLD);
			mvaddstr(layout_list_bottom(), 2, "why: ");
			attroff(A_BOLD);
			draw_text(layout_list_bottom(), 7, COLS - 8, marked.note);
		}
	}
	draw_list_status(u, "j/Down k/Up  PgDn PgUp  g/Home G/End  Enter open  / filter  q quit", NULL);
}

void screen_list_key(struct ui *u, const struct ui_key *k)
{
	/* keys and the mouse (click) alike, from the table of bindings */
	action_key(u, ACTION_LIST, k);
}
