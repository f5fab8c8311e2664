/* engineview.c: what the engines are doing, drawn: the engine's line at
 * the right of the title row (thinking, analysis) and a failure report over
 * the side panel. The engines themselves are app/uiengine.c's. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "app/uiengine.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "tui/engineview.h"
#include "tui/term.h"
#include "util/now.h"

/* Draws the failure report over the side panel: the verdict, the reason
 * wrapped to the panel, the engine's last lines. */
static void engineview_draw_report(struct ui *u)
{
	const struct uiengine *e = uiengine_get();
	int y = layout_panel_top(), end = layout_panel_bottom() + 1, w = layout_panel_width(), left = layout_panel_left();
	int attr = u->color ? COLOR_PAIR(PAIR_WARN) | A_BOLD : A_BOLD;
	for (int r = y; r < end; r++) {
		move(r, left);
		clrtoeol();
	}
	attron(attr);
	draw_text(y++, left, w, e->title);
	attroff(attr);
	const char *s = e->reason;
	while (*s && y < end - 2) {
		int n = (int)strlen(s);
		if (n > w) {
			n = w;
			while (n > w / 2 && s[n] != ' ')
				n--;
		}
		char chunk[512];
		snprintf(chunk, sizeof chunk, "%.*s", n, s);
		draw_text(y++, left, w, chunk);
		s += n;
		while (*s == ' ')
			s++;
	}
	if (y < end - 1)
		mvaddnstr(y++, left, "its last lines:", w);
	int first = e->nreport - (end - 1 - y);
	for (int i = first < 0 ? 0 : first; i < e->nreport && y < end - 1; i++)
		draw_text(y++, left, w, e->report[i]);
	attron(A_DIM);
	mvaddnstr(end - 1, left, "(any key to close)", w);
	attroff(A_DIM);
}

void engineview_draw(struct ui *u)
{
	const struct uiengine *e = uiengine_get();
	char line[320];
	line[0] = '\0';
	if (e->an_line[0] || e->an_busy) {
		const struct aeiplayer_info *in = &e->an.info;
		if (e->an_busy)
			snprintf(line, sizeof line, "analysing: depth %.15s score %.15s %.159s", in->depth[0] ? in->depth : "-",
				 in->score[0] ? in->score : "-", in->pv[0] ? in->pv : "-");
		else
			snprintf(line, sizeof line, "%.199s", e->an_line);
	} else {
		const struct uiengine_side *sd = uiengine_thinking(u);
		if (sd) {
			const struct aeiplayer_info *in = &sd->p.info;
			char took[32];
			clockctl_format(uiengine_thinking_ms(u, now_ms()), took, sizeof took);
			snprintf(line, sizeof line, "thinking %s: depth %.15s score %.15s %.159s", took,
				 in->depth[0] ? in->depth : "-",
				 in->score[0] ? in->score : "-", in->pv[0] ? in->pv : "-");
		} else if (u->mode == UI_MODE_GAME && u->s.game.nmoves == 0 && u->screen == SCREEN_SETUP &&
			   !e->side[GOLD].cmd && !e->side[SILVER].cmd) {
			snprintf(line, sizeof line, "C: play against the computer");
		}
	}
	/* the right of the title row, in the full layout (the status line
	 * says what the engine is doing in the compact one) */
	if (line[0] && !layout_compact()) {
		move(0, layout_panel_left());
		clrtoeol();
		attron(A_BOLD);
		draw_text(0, layout_panel_left(), layout_panel_width(), line);
		attroff(A_BOLD);
	}
	if (e->reporting && !layout_compact())
		engineview_draw_report(u);
}
