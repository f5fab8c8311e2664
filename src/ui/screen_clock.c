/* screen_clock.c: the choice of a time control when a game starts: the
 * presets from real play by name, or any other typed at the prompt as
 * ":clock M/R/P/L/G/T"; and when a game is played on from a record, the
 * record's own clock or a preset started afresh. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "ui/curses_inc.h"
#include "ui/draw.h"
#include "ui/files.h"

/* The lines before the presets: the record's own clock when playing on. */
static size_t screen_clock_extra(const struct ui *u)
{
	return u->clock_playon && u->clk.timed && u->pf.timecontrol ? 1 : 0;
}

void screen_open_clock(struct ui *u)
{
	if (u->mode != UI_MODE_GAME || u->s.game.nmoves > 0) {
		session_say(&u->s, true, "the clock is chosen before the first move (:new starts a new game)");
		return;
	}
	u->clock_playon = false;
	clockui_pause(u, true);
	u->clock_sel = 0;
	for (size_t i = 0; i < clockui_npresets; i++) {
		const char *c = clockui_presets[i].control;
		const char *now = u->pf.timecontrol;
		if (u->clk.timed && c && now && strcmp(c, now) == 0)
			u->clock_sel = i;
	}
	u->screen = SCREEN_CLOCK;
}

void screen_open_clock_playon(struct ui *u)
{
	clockui_pause(u, true);
	u->clock_playon = true;
	u->clock_sel = 0;
	u->screen = SCREEN_CLOCK;
}

void screen_clock_draw(struct ui *u)
{
	size_t extra = screen_clock_extra(u), n = extra + clockui_npresets;
	draw_title(u, u->clock_playon ? "the clock for playing on" : "the clock for this game");
	int y = 2;
	mvaddstr(y++, 2, u->clock_playon ? "Play on with the game's clock, or a new one from this move:"
					 : "Choose a time control (arimaa.com's M/R/P/L/G/T):");
	y++;
	for (size_t i = 0; i < n && y < DRAW_STATUS_ROW - 2; i++) {
		char line[160];
		if (i < extra) {
			snprintf(line, sizeof line, "%zu  %-13s %-15.15s %s", i + 1, "the game's", u->pf.timecontrol,
				 "its reserves as they stood at this move");
		} else {
			const struct clockui_preset *p = &clockui_presets[i - extra];
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

/* Playing on: line i chosen, the game's own clock as it stands (stopped
 * until the hand-over) or a preset from this move, the earlier moves' times
 * (taken under the record's clock) left out. */
static void screen_clock_choose_playon(struct ui *u, size_t i)
{
	char why[200];
	size_t extra = screen_clock_extra(u);
	const char *side = session_side_name(&u->s, u->s.game.pos.side);
	u->screen = screen_base(u);
	u->clock_playon = false;
	if (i < extra) {
		session_say(&u->s, false, "the game's clock %.40s, as it stood: hand over to %s", u->pf.timecontrol,
			    side);
		return;
	}
	const struct clockui_preset *p = &clockui_presets[i - extra];
	for (size_t m = 0; m < u->s.game.nmoves; m++)
		u->s.game.moves[m].used = -1;
	if (clockui_set(u, p->control, true, why, sizeof why) != 0) {
		session_say(&u->s, true, "clock refused: %s", why);
		return;
	}
	files_autosave(u);
	if (p->control)
		session_say(&u->s, false, "clock: %s %s from this move: hand over to %s", p->name, p->control, side);
	else
		session_say(&u->s, false, "no clock; %s to move", side);
}

/* Takes preset i as the game's clock. */
static void screen_clock_choose(struct ui *u, size_t i)
{
	char why[200];
	if (u->clock_playon) {
		screen_clock_choose_playon(u, i);
		return;
	}
	const struct clockui_preset *p = &clockui_presets[i];
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
	size_t n = screen_clock_extra(u) + clockui_npresets;
	if (key_code(k, KEY_UP) || key_is(k, 'k')) {
		u->clock_sel = u->clock_sel ? u->clock_sel - 1 : n - 1;
	} else if (key_code(k, KEY_DOWN) || key_is(k, 'j')) {
		u->clock_sel = (u->clock_sel + 1) % n;
	} else if (key_is(k, '\r') || key_is(k, '\n') || key_is(k, ' ') || key_code(k, KEY_ENTER)) {
		screen_clock_choose(u, u->clock_sel);
	} else if (!k->code && k->ch >= '1' && k->ch <= '9' && (size_t)(k->ch - '1') < n) {
		screen_clock_choose(u, (size_t)(k->ch - '1'));
	} else if (u->clock_playon) {
		/* Esc keeps the clock as it is: the game's, stopped until the hand-over, or none */
		if (key_is(k, 27) && screen_clock_extra(u)) {
			screen_clock_choose_playon(u, 0);
		} else if (key_is(k, 27)) {
			u->clock_playon = false;
			u->screen = screen_base(u);
			session_say(&u->s, false, "no clock; %s to move", session_side_name(&u->s, u->s.game.pos.side));
		}
	} else if (key_is(k, 27)) {
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
