/* screen_clock.c: the choice of a time control when a game starts: the
 * presets from real play by name, or any other typed at the prompt as
 * ":clock M/R/P/L/G/T". */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "app/clockui.h"

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

/* Takes preset i as the game's clock. */
static void screen_clock_choose(struct ui *u, size_t i)
{
	char why[200];
	const struct clockctl_preset *p = &clockctl_presets[i];
	u->screen = screen_base(u);
	/* A warning from the start (a presets file refused...) stays in view. */
	char prev[sizeof u->s.status];
	snprintf(prev, sizeof prev, "%s", u->s.status_warn ? u->s.status : "");
	if (clockui_set(u, p->control, false, why, sizeof why) != 0) {
		session_say(&u->s, true, "clock refused: %s", why);
		clockui_pause(u, false);
		return;
	}
	if (prev[0] != '\0')
		session_say(&u->s, true, "%s%s%s; %s", p->name, p->control ? " " : "", p->control ? p->control : "", prev);
	else if (p->control)
		session_say(&u->s, false, "clock: %s %s; %s sets up, the clock runs", p->name, p->control,
			    session_side_name(&u->s, u->s.game.pos.side));
	else
		session_say(&u->s, false, "no clock; %s sets up", session_side_name(&u->s, u->s.game.pos.side));
}

void screen_clock_key(struct ui *u, const struct ui_key *k)
{
	if (k->mouse)
		return;
	if (key_code(k, KEY_UP) || key_is(k, 'k')) {
		u->clock_sel = u->clock_sel ? u->clock_sel - 1 : clockctl_npresets - 1;
	} else if (key_code(k, KEY_DOWN) || key_is(k, 'j')) {
		u->clock_sel = (u->clock_sel + 1) % clockctl_npresets;
	} else if (key_is(k, '\r') || key_is(k, '\n') || key_is(k, ' ') || key_code(k, KEY_ENTER)) {
		screen_clock_choose(u, u->clock_sel);
	} else if (!k->code && k->ch >= '1' && k->ch <= '9' && (size_t)(k->ch - '1') < clockctl_npresets) {
		screen_clock_choose(u, (size_t)(k->ch - '1'));
	} else if (key_is(k, KEYCH_ESC)) {
		clockui_pause(u, false);
		u->screen = screen_base(u);
		session_say(&u->s, false, "the clock stays as it was");
	} else if (key_is(k, ':')) {
		clockui_pause(u, false);
		screen_open_prompt(u);
	} else if (key_is(k, 'q')) {
		clockui_pause(u, false);
		u->screen = screen_base(u);
		screen_ask_quit(u);
	}
}
