/* screen_menu.c: the main menu (app/menu.c holds what it does): a line an
 * item, its letter, its name and a few words on it. Its keys come from
 * the action table (action.c). */
#include "config.h"
#include "app/menu.h"
#include "tui/action.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "tui/term.h"

/* The row of the first item. */
static int screen_menu_top(void)
{
	return layout_list_top() + 1;
}

void screen_menu_draw(struct ui *u)
{
	enum menu_item items[MENU_NB];
	size_t n = menu_items(u, items);
	draw_title(u, u->menu_home ? "main menu" : "main menu (Esc: back to the game)");
	int top = screen_menu_top();
	attron(A_BOLD);
	draw_text(top - 2, 2, COLS - 3, "Arimaa: what would you like to do?");
	attroff(A_BOLD);
	for (size_t i = 0; i < n && top + (int)i * 2 < LINES - 3; i++) {
		char row[200];
		snprintf(row, sizeof row, "%c  %-34s %s", menu_letter(items[i]), menu_label(items[i]), menu_note(items[i]));
		draw_list_row(top + (int)i * 2, i == u->menu_sel, row);
	}
	draw_list_status(u, "j/k Down/Up  Enter choose  a letter: that line  Esc back  ? help", NULL);
}

void screen_menu_key(struct ui *u, const struct ui_key *k)
{
	if (k->mouse) {
		int row = k->y - screen_menu_top();
		enum menu_item items[MENU_NB];
		if (row >= 0 && row % 2 == 0 && (size_t)(row / 2) < menu_items(u, items)) {
			menu_mark(u, row / 2);
			menu_choose(u);
		}
		return;
	}
	action_key(u, ACTION_MENU, k);
}
