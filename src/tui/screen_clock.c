/* screen_clock.c: the choice of a time control when a game starts: the
 * presets from real play by name, or any other typed at the prompt as
 * ":clock M/R/P/L/G/T". */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "app/clockui.h"
#include "tui/action.h"

void screen_clock_draw(struct ui *u)
{
	draw_title(u, "the clock for this game");
	int y = 2;
	mvaddstr(y++, 2, "Choose a time control (arimaa.com's M/R/P/L/G/T):");
	y++;
	for (size_t i = 0; i < clockctl_npresets && y < layout_list_bottom(); i++) {
		const struct clockctl_preset *p = &clockctl_presets[i];
		char line[160];
		snprintf(line, sizeof line, "%zu  %-13s %-15s %s", i + 1, p->name, p->control ? p->control : "-",
			 p->about);
		int attr = i == u->clock_sel ? A_BOLD | A_REVERSE : 0;
		attron(attr);
		draw_text(y++, 2, COLS - 3, line);
		attroff(attr);
	}
	y++;
	mvaddnstr(y++, 2, "Any other: :clock M/R/P/L/G/T, e.g. :clock 1/3/100/6/2/3", COLS - 3);
	mvaddnstr(y++, 2, "M move, R reserve, P % of unused move time saved, L reserve limit,", COLS - 3);
	mvaddnstr(y++, 2, "G game limit (hours, or moves as 90t), T most time for one move.", COLS - 3);
	draw_status(u, "j/k or arrows mark  Enter or 1-9 choose  : prompt  Esc keep the clock as it is", NULL);
}

void screen_clock_key(struct ui *u, const struct ui_key *k)
{
	if (!k->mouse)
		action_key(u, ACTION_CLOCK, k);
}
