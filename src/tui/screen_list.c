/* screen_list.c: an archive opened without a game id: its games listed
 * (players, date, result, length) to choose one with the cursor keys. */
#include "config.h"
#include <string.h>
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "app/files.h"

enum { SCREEN_LIST_TOP = 2, SCREEN_LIST_ROWS = DRAW_STATUS_ROW - 1 - SCREEN_LIST_TOP };

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

void screen_list_draw(struct ui *u)
{
	const struct load_result *l = &u->list;
	char count[48];
	/* "archive: NAME (N games)", the name cut to leave room for the count. */
	snprintf(count, sizeof count, " (%zu games)", l->nentries);
	draw_title(u, "archive: ");
	int end = 17 + draw_text(0, 17, COLS - 18 - (int)strlen(count), u->list_path ? u->list_path : "");
	draw_text(0, end, COLS - 1 - end, count);
	if (u->list_sel < u->list_top)
		u->list_top = u->list_sel;
	if (u->list_sel >= u->list_top + SCREEN_LIST_ROWS)
		u->list_top = u->list_sel - SCREEN_LIST_ROWS + 1;
	attron(A_BOLD);
	mvprintw(SCREEN_LIST_TOP - 1, 0, "  %-10s %-20s %-20s %-10s %-6s %s", "id", "Gold", "Silver", "date",
		 "result", "plies");
	attroff(A_BOLD);
	for (int i = 0; i < SCREEN_LIST_ROWS && u->list_top + (size_t)i < l->nentries; i++) {
		size_t n = u->list_top + (size_t)i;
		struct load_entry entry, *e = &entry;
		char plies[24];
		load_list_entry(l, n, e);
		int y = SCREEN_LIST_TOP + i, x = 2;
		int attr = n == u->list_sel ? A_REVERSE : 0;
		attron(attr);
		mvhline(y, 0, ' ', COLS - 1);
		mvaddstr(y, 0, n == u->list_sel ? ">" : " ");
		screen_list_field(y, &x, 10, e->id);
		screen_list_field(y, &x, 20, e->gold);
		screen_list_field(y, &x, 20, e->silver);
		screen_list_field(y, &x, 10, e->date);
		screen_list_field(y, &x, 6, e->result);
		snprintf(plies, sizeof plies, "%d", e->length);
		screen_list_field(y, &x, 8, plies);
		attroff(attr);
	}
	draw_status(u, "j/Down k/Up  PgDn PgUp  g/Home G/End  Enter open the game marked  q quit", NULL);
}

void screen_list_key(struct ui *u, const struct ui_key *k)
{
	size_t n = u->list.nentries;
	if (k->mouse) {
		int row = k->y - SCREEN_LIST_TOP;
		if (row >= 0 && row < SCREEN_LIST_ROWS && u->list_top + (size_t)row < n) {
			u->list_sel = u->list_top + (size_t)row;
			screen_follow(u, files_open_entry(u));
		}
		return;
	}
	if (n == 0) {
		if (key_is(k, 'q'))
			u->quit = true;
		return;
	}
	if (key_code(k, KEY_DOWN) || key_is(k, 'j')) {
		if (u->list_sel + 1 < n)
			u->list_sel++;
	} else if (key_code(k, KEY_UP) || key_is(k, 'k')) {
		if (u->list_sel > 0)
			u->list_sel--;
	} else if (key_code(k, KEY_NPAGE)) {
		u->list_sel = u->list_sel + SCREEN_LIST_ROWS < n ? u->list_sel + SCREEN_LIST_ROWS : n - 1;
	} else if (key_code(k, KEY_PPAGE)) {
		u->list_sel = u->list_sel > SCREEN_LIST_ROWS ? u->list_sel - SCREEN_LIST_ROWS : 0;
	} else if (key_code(k, KEY_HOME) || key_is(k, 'g')) {
		u->list_sel = 0;
	} else if (key_code(k, KEY_END) || key_is(k, 'G')) {
		u->list_sel = n - 1;
	} else if (key_is(k, '\r') || key_is(k, '\n') || key_code(k, KEY_ENTER)) {
		screen_follow(u, files_open_entry(u));
	} else if (key_is(k, 'q')) {
		u->quit = true;
	} else if (key_is(k, '?') || key_code(k, KEY_F(1))) {
		screen_open_help(u);
	} else if (key_is(k, KEYCH_CTRL('L'))) {
		clearok(curscr, TRUE);
	}
}
