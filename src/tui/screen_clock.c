/* screen_clock.c: the choice of a time control when a game starts: the
 * presets from real play by name, or any other typed at the prompt as
 * ":clock M/R/P/L/G/T"; and when a game is played on from a record, the
 * record's own clock or a preset started afresh. Its keys are the
 * bindings table's (action.c), the choosing app/screen.c's. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "app/clockui.h"
#include "tui/action.h"

void screen_clock_draw(struct ui *u)
{
	size_t extra = screen_clock_extra(u), n = screen_clock_lines(u);
	draw_title(u, u->clock_playon ? "the clock for playing on" : "the clock for this game");
	int y = 2;
	mvaddstr(y++, 2, u->clock_playon ? "Play on with the game's clock, or a new one from this move:"
					 : "Choose a time control (arimaa.com's M/R/P/L/G/T):");
	y++;
	for (size_t i = 0; i < n && y < layout_list_bottom(); i++) {
		char line[160];
		if (i < extra) {
			snprintf(line, sizeof line, "%zu  %-13s %-15.15s %s", i + 1, "the game's", u->pf.timecontrol,
				 "its reserves as they stood at this move");
		} else {
			const struct clockctl_preset *p = &clockctl_presets[i - extra];
			snprintf(line, sizeof line, "%zu  %-13s %-15s %s", i + 1, p->name,
				 p->control ? p->control : "-", p->about);
		}
		int attr = i == u->clock_sel ? A_BOLD | A_REVERSE : 0;
		attron(attr);
		draw_text(y++, 2, COLS - 3, line);
		attroff(attr);
	}
	y++;
	if (u->clock_playon) {
		draw_status(u, "j/k or arrows mark  Enter or 1-9 choose  Esc the game's clock as it stands", NULL);
		return;
	}
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
