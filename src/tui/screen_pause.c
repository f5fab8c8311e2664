/* screen_pause.c: the pause screen (both clocks stopped) and the hand-over
 * screen between turns (neither clock runs until the next player is
 * ready). Both hide the board, so that no one thinks on the other's time. */
#include "config.h"
#include <stdio.h>
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "app/clockui.h"
#include "tui/action.h"
#include "tui/clockview.h"

void screen_pause_draw(struct ui *u)
{
	const struct session *s = &u->s;
	const char *side = session_side_name(s, s->game.pos.side);
	char lines[3][160];
	int n = 0;
	if (u->screen == SCREEN_HANDOVER) {
		draw_title(u, "hand-over");
		snprintf(lines[n++], sizeof lines[0], "Hand over to %s.", side);
		snprintf(lines[n++], sizeof lines[0], "%s: Enter starts your clock.", side);
	} else {
		draw_title(u, "paused");
		snprintf(lines[n++], sizeof lines[0], "PAUSED: both clocks are stopped");
		snprintf(lines[n++], sizeof lines[0], "and the board is hidden.");
		snprintf(lines[n++], sizeof lines[0], "Enter goes on: %s to move.", side);
	}
	for (int i = 0; i < n; i++) {
		int y, x, w;
		layout_aside_line(i, &y, &x, &w);
		draw_text(y, x, w, lines[i]);
	}
	clockview_draw(u, layout_aside_clock_top());
	draw_status(u, u->screen == SCREEN_HANDOVER ? "Enter or space: start the clock and show the board"
						    : "Enter, space or P: go on  q quit", NULL);
}

void screen_pause_key(struct ui *u, const struct ui_key *k)
{
	if (!k->mouse)
		action_key(u, u->screen == SCREEN_PAUSE ? ACTION_PAUSE : ACTION_HANDOVER, k);
}
