/* clockui.c: the clocks of the game being played. The rules are the
 * core's (core/clock.h); this file reads the monotonic clock, decides
 * when to charge a move or end the game, and draws. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "notation/timecontrol.h"
#include "ui/clockui.h"
#include "ui/curses_inc.h"
#include "ui/draw.h"
#include "ui/files.h"
#include "ui/screen.h"

const struct clockui_preset clockui_presets[] = {
	{ "no clock", NULL, "play without time limits" },
	{ "standard", "2/2/100/10/8", "2 min a move, 2 min reserve up to 10, 8 h game" },
	{ "blitz", "0:30/3/100/5/8", "30 s a move, 3 min reserve up to 5, 8 h game" },
	{ "rapid", "1/5/100/10", "1 min a move, 5 min reserve up to 10" },
	{ "sudden death", "0/5", "5 min for the whole game, no move time" },
	{ "lightning", "15s/2m30s/100", "15 s a move, 2:30 reserve (bot games)" },
};
const size_t clockui_npresets = sizeof clockui_presets / sizeof clockui_presets[0];

void clockui_format(long long ms, char *buf, size_t size)
{
	long long s = ms <= 0 ? 0 : (ms + 999) / 1000;
	if (s >= 3600)
		snprintf(buf, size, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
	else
		snprintf(buf, size, "%lld:%02lld", s / 60, s % 60);
}

bool clockui_tick(struct ui *u)
{
	struct clockui *k = &u->clk;
	struct game *g = &u->s.game;
	k->now = clockui_now();
	if (k->choose_due && u->mode == UI_MODE_GAME && u->screen == SCREEN_SETUP) {
		k->choose_due = false;
		k->handover_due = false;
		screen_open_clock(u);
		return true;
	}
	if (!k->timed || u->mode == UI_MODE_LIST)
		return false;
	if (g->phase != GAME_OVER && k->clock.running) {
		enum clock_verdict v = clock_check(&k->clock, k->now);
		if (v != CLOCK_OK) {
			clock_finish(&k->clock, k->now, g->number, NULL);
			if (v == CLOCK_OUT_OF_TIME)
				game_lose_on_time(g);
			else
				game_end_by_limit(g);
			k->handover_due = false;
			clockui_say_verdict(u);
			screen_game_ended(u);
			return true;
		}
	}
	if (k->handover_due && u->mode == UI_MODE_GAME &&
	    (u->screen == SCREEN_SETUP || u->screen == SCREEN_PLAY)) {
		k->handover_due = false;
		u->screen = SCREEN_HANDOVER;
		return true;
	}
	return false;
}

bool clockui_live(const struct ui *u)
{
	const struct clockui *k = &u->clk;
	return k->timed && k->clock.running && !k->clock.paused;
}

void clockui_pause(struct ui *u, bool stop)
{
	struct clockui *k = &u->clk;
	k->now = clockui_now();
	k->paused = stop;
	if (stop)
		clock_pause(&k->clock, k->now);
	else
		clock_resume(&k->clock, k->now);
}

/* Whether any move of g has a recorded time. */
static bool clockui_has_times(const struct game *g)
{
	for (size_t i = 0; i < g->nmoves; i++)
		if (g->moves[i].used >= 0)
			return true;
	return false;
}

int clockui_rows(const struct ui *u)
{
	if (!u->clk.timed)
		return 0;
	if (u->mode == UI_MODE_GAME)
		return 3;
	if (u->mode == UI_MODE_REPLAY && clockui_has_times(&u->s.game))
		return 3;
	return 0;
}

/* The first row: the time control, and at its right end what is left of
 * the game limit, or that the clocks are stopped. */
static void clockui_draw_head(const struct ui *u, const struct clock *c, long long now, int y, const char *extra)
{
	char left[32], more[48] = "";
	long long g = clock_game_left_ms(c, now);
	if (extra) {
		snprintf(more, sizeof more, "  %s", extra);
	} else if (c->running && c->paused) {
		snprintf(more, sizeof more, "  stopped");
	} else if (g >= 0) {
		clockui_format(g, left, sizeof left);
		snprintf(more, sizeof more, "  game %s", left);
	} else if (c->tc.game_turns > 0) {
		snprintf(more, sizeof more, "  ends after %ds", c->tc.game_turns);
	}
	int room = COLS - DRAW_PANEL_LEFT - 1 - 6 - (int)strlen(more);
	if (room < 0)
		room = 0;
	draw_panel(y, A_BOLD, "Clock %-*.*s%s", room, room, u->pf.timecontrol ? u->pf.timecontrol : "", more);
}

/* One side's row: its move time and reserve left (and the cap T when it
 * is nearer), marked > when its clock runs, = when stopped. */
static void clockui_draw_side(const struct ui *u, const struct clock *c, enum color side, long long now, int y)
{
	char move[32], resv[32], cap[40] = "";
	bool runs = c->running && c->side == side;
	clockui_format(clock_move_left_ms(c, side, now), move, sizeof move);
	clockui_format(clock_reserve_left_ms(c, side, now), resv, sizeof resv);
	if (runs && c->tc.turn_limit > 0) {
		long long all = clock_move_left_ms(c, side, now) + clock_reserve_left_ms(c, side, now);
		long long left = clock_turn_left_ms(c, now);
		if (left < all) {
			char t[32];
			clockui_format(left, t, sizeof t);
			snprintf(cap, sizeof cap, " T %s", t);
		}
	}
	int attr = runs ? A_BOLD | A_REVERSE : 0;
	draw_panel(y, attr, "%s %-7.7s move %s reserve %s%s", runs ? (c->paused ? "=" : ">") : " ",
		   session_side_name(&u->s, side), move, resv, cap);
}

void clockui_draw(const struct ui *u, int top)
{
	const struct clockui *k = &u->clk;
	if (!k->timed)
		return;
	long long now = clockui_now();
	clockui_draw_head(u, &k->clock, now, top, NULL);
	clockui_draw_side(u, &k->clock, GOLD, now, top + 1);
	clockui_draw_side(u, &k->clock, SILVER, now, top + 2);
}

void clockui_draw_at(const struct ui *u, const struct game *g, size_t n, int top)
{
	const struct clockui *k = &u->clk;
	struct clock c;
	char took[48] = "";
	if (!k->timed)
		return;
	clock_replay(&c, &k->tc, g, n);
	if (n == g->nmoves && g->phase == GAME_OVER && g->reason == REASON_TIME)
		clock_flag(&c, g->pos.side);
	if (n > 0 && n <= g->nmoves && g->moves[n - 1].used >= 0) {
		char t[16];
		clockui_format(g->moves[n - 1].used * 1000LL, t, sizeof t);
		snprintf(took, sizeof took, "took %s", t);
	}
	clockui_draw_head(u, &c, 0, top, took[0] ? took : NULL);
	clockui_draw_side(u, &c, GOLD, 0, top + 1);
	clockui_draw_side(u, &c, SILVER, 0, top + 2);
}
