/* clockctl.c: the clock controller (see clockctl.h). The rules are the
 * core's (core/clock.h); this file decides when to charge a move or end
 * the game, with the time passed in. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "app/clockctl.h"
#include "core/game.h"
#include "notation/timecontrol.h"

const struct clockctl_preset clockctl_presets[] = {
	{ "no clock", NULL, "play without time limits" },
	{ "standard", "2/2/100/10/8", "2 min a move, 2 min reserve up to 10, 8 h game" },
	{ "blitz", "0:30/3/100/5/8", "30 s a move, 3 min reserve up to 5, 8 h game" },
	{ "rapid", "1/5/100/10", "1 min a move, 5 min reserve up to 10" },
	{ "sudden death", "0/5", "5 min for the whole game, no move time" },
	{ "lightning", "15s/2m30s/100", "15 s a move, 2:30 reserve (bot games)" },
};
const size_t clockctl_npresets = sizeof clockctl_presets / sizeof clockctl_presets[0];

void clockctl_format(long long ms, char *buf, size_t size)
{
	long long s = ms <= 0 ? 0 : (ms + 999) / 1000;
	if (s >= 3600)
		snprintf(buf, size, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
	else
		snprintf(buf, size, "%lld:%02lld", s / 60, s % 60);
}

/* Starts the clocks from the game's recorded move times, and the clock of
 * the side to move (stopped when stopped). */
static void clockctl_rebuild(struct clockctl *k, const struct game *g, bool stopped)
{
	k->charged = g->nmoves;
	k->paused = false;
	if (!k->timed)
		return;
	clock_replay(&k->clock, &k->tc, g, g->nmoves);
	if (g->phase == GAME_OVER) {
		if (g->reason == REASON_TIME)
			clock_flag(&k->clock, g->pos.side);
		return;
	}
	clock_start(&k->clock, g->pos.side, g->phase == GAME_SETUP, k->now);
	if (stopped)
		clock_pause(&k->clock, k->now);
}

int clockctl_set(struct clockctl *k, const struct game *g, const char *control, bool stopped, long long now,
		 char *why, size_t whysize)
{
	struct timecontrol tc;
	bool timed = control && *control != '\0';
	if (timed && timecontrol_parse(control, &tc, why, whysize) != 0)
		return -1;
	k->timed = timed;
	if (timed)
		k->tc = tc;
	k->now = now;
	clockctl_rebuild(k, g, stopped);
	k->handover_due = timed && stopped && g->phase != GAME_OVER;
	return 0;
}

enum clockctl_event clockctl_sync(struct clockctl *k, struct game *g, long long now)
{
	/* A new game (session_new_game) has had no move stored at all yet,
	 * unlike a game taken back to its start. */
	bool fresh = !g->moves && g->nmoves == 0 && g->phase == GAME_SETUP;
	k->now = now;
	/* a new game after an untimed one offers the clocks; after a timed
	 * one, it keeps its clock (:clock changes it before the first move) */
	if (fresh && !k->timed)
		k->choose_due = true;
	if (!k->timed) {
		k->charged = g->nmoves;
		return CLOCKCTL_NONE;
	}
	if (!fresh && g->nmoves == k->charged + 1 && k->clock.running) {
		const struct game_move *last = game_last(g);
		long used = -1;
		enum clock_verdict v = clock_finish(&k->clock, k->now, last->number, &used);
		if (v == CLOCK_OUT_OF_TIME) {
			/* The move came after the time ran out (tick sees it first). */
			game_takeback(g);
			game_lose_on_time(g);
			k->charged = g->nmoves;
			return CLOCKCTL_ENDED;
		}
		game_set_move_time(g, used);
		k->charged = g->nmoves;
		if (v == CLOCK_GAME_LIMIT && g->phase != GAME_OVER) {
			game_end_by_limit(g);
			return CLOCKCTL_ENDED;
		}
		if (g->phase == GAME_OVER)
			return CLOCKCTL_NONE;
		clock_start(&k->clock, g->pos.side, g->phase == GAME_SETUP, k->now);
		if (k->handover) {
			clock_pause(&k->clock, k->now);
			k->handover_due = true;
		}
		return CLOCKCTL_NONE;
	}
	/* A take-back, a new game: the clocks as the moves left say. */
	clockctl_rebuild(k, g, false);
	return CLOCKCTL_NONE;
}

enum clockctl_event clockctl_tick(struct clockctl *k, struct game *g, long long now, bool board, bool listing)
{
	k->now = now;
	if (k->choose_due && board && g->phase == GAME_SETUP) {
		k->choose_due = false;
		k->handover_due = false;
		return CLOCKCTL_CHOOSE;
	}
	if (!k->timed || listing)
		return CLOCKCTL_NONE;
	if (g->phase != GAME_OVER && k->clock.running) {
		enum clock_verdict v = clock_check(&k->clock, k->now);
		if (v != CLOCK_OK) {
			clock_finish(&k->clock, k->now, g->number, NULL);
			if (v == CLOCK_OUT_OF_TIME)
				game_lose_on_time(g);
			else
				game_end_by_limit(g);
			k->handover_due = false;
			return CLOCKCTL_ENDED;
		}
	}
	if (k->handover_due && board) {
		k->handover_due = false;
		return CLOCKCTL_HANDOVER;
	}
	return CLOCKCTL_NONE;
}

bool clockctl_live(const struct clockctl *k)
{
	return k->timed && k->clock.running && !k->clock.paused;
}

void clockctl_pause(struct clockctl *k, bool stop, long long now)
{
	k->now = now;
	k->paused = stop;
	if (stop)
		clock_pause(&k->clock, k->now);
	else
		clock_resume(&k->clock, k->now);
}

bool clockctl_has_times(const struct game *g)
{
	for (size_t i = 0; i < g->nmoves; i++)
		if (g->moves[i].used >= 0)
			return true;
	return false;
}

enum clockctl_low clockctl_low(const struct clockctl *k, enum color side, long long now)
{
	const struct clock *c = &k->clock;
	if (!k->timed || !c->running || c->side != side)
		return CLOCKCTL_LOW_NONE;
	long long left = clock_move_left_ms(c, side, now) + clock_reserve_left_ms(c, side, now);
	if (c->tc.turn_limit > 0) {
		long long t = clock_turn_left_ms(c, now);
		if (t < left)
			left = t;
	}
	if (left < CLOCKCTL_LOW_10_MS)
		return CLOCKCTL_LOW_10;
	if (left < CLOCKCTL_LOW_30_MS)
		return CLOCKCTL_LOW_30;
	return CLOCKCTL_LOW_NONE;
}

bool clockctl_bell_due(struct clockctl *k, long long now)
{
	if (!k->bell || !k->timed || !k->clock.running)
		return false;
	if (k->belled_at != k->charged) {
		/* a new turn: the warnings afresh */
		k->belled_at = k->charged;
		k->belled = CLOCKCTL_LOW_NONE;
	}
	int low = (int)clockctl_low(k, k->clock.side, now);
	if (low <= k->belled)
		return false;
	k->belled = low;
	return true;
}
