/* clockui.c: the clocks of the game being played: the clock controller
 * (clockctl.c) run on the session's game with the monotonic clock's time,
 * and its verdicts put on the status line. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/app.h"
#include "app/clockui.h"
#include "util/now.h"
#include "util/xmalloc.h"

int clockui_set(struct ui *u, const char *control, bool stopped, char *why, size_t whysize)
{
	if (clockctl_set(&u->clk, &u->s.game, control, stopped, now_ms(), why, whysize) != 0)
		return -1;
	if (u->pf_ok)
		playfiles_set_timecontrol(&u->pf, u->clk.timed ? control : NULL);
	return 0;
}

void clockui_adopt(struct ui *u)
{
	char why[200];
	const char *control = u->pf.timecontrol;
	if (!control && u->opt && u->opt->time_control && strcmp(u->opt->time_control, "none") != 0)
		control = u->opt->time_control;
	if (clockui_set(u, control, true, why, sizeof why) == 0)
		return;
	/* Setting no clock frees the record's text (playfiles_set_timecontrol):
	 * the message quotes a copy. */
	char *shown = xstrdup(control);
	clockui_set(u, NULL, true, why, sizeof why);
	session_say(&u->s, true, "no clock: the time control \"%.40s\" cannot be used: %s", shown, why);
	free(shown);
}

void clockui_say_verdict(struct ui *u)
{
	char v[160];
	session_verdict(&u->s, v, sizeof v);
	session_say(&u->s, false, "%s", v);
}

void clockui_sync(struct ui *u)
{
	if (clockctl_sync(&u->clk, &u->s.game, now_ms()) == CLOCKCTL_ENDED)
		clockui_say_verdict(u);
}

enum clockctl_event clockui_tick(struct ui *u)
{
	bool board = u->mode == UI_MODE_GAME && (u->screen == SCREEN_SETUP || u->screen == SCREEN_PLAY);
	enum clockctl_event ev = clockctl_tick(&u->clk, &u->s.game, now_ms(), board, u->mode == UI_MODE_LIST);
	if (ev == CLOCKCTL_ENDED)
		clockui_say_verdict(u);
	return ev;
}

bool clockui_live(const struct ui *u)
{
	return clockctl_live(&u->clk);
}

void clockui_pause(struct ui *u, bool stop)
{
	clockctl_pause(&u->clk, stop, now_ms());
}

void clockui_pause_at(struct ui *u, long long ms)
{
	clockctl_pause(&u->clk, true, ms);
}

bool clockui_bell_due(struct ui *u)
{
	return u->mode == UI_MODE_GAME && u->s.game.phase != GAME_OVER && clockctl_bell_due(&u->clk, now_ms());
}

int clockui_rows(const struct ui *u)
{
	if (!u->clk.timed)
		return 0;
	if (u->mode == UI_MODE_GAME)
		return 3;
	if (u->mode == UI_MODE_REPLAY && clockctl_has_times(&u->s.game))
		return 3;
	return 0;
}
