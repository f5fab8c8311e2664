/* clockui_model.c: the clocks' part that touches no screen: the
 * monotonic clock, and setting a game's time control, from a record or a
 * player, with the clocks started from its recorded move times. Linked
 * into the model library, so tests and a fuzz target run it without curses. */
#include "config.h"
#include <stdlib.h>
#include <time.h>
#include "notation/timecontrol.h"
#include "ui/clockui.h"
#include "ui/screen.h"
#include "util/xmalloc.h"

long long clockui_now(void)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
		return 0;
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Starts the clocks from the game's recorded move times, and the clock of
 * the side to move (stopped when stopped). */
static void clockui_rebuild(struct ui *u, bool stopped)
{
	struct clockui *k = &u->clk;
	const struct game *g = &u->s.game;
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

int clockui_set(struct ui *u, const char *control, bool stopped, char *why, size_t whysize)
{
	struct clockui *k = &u->clk;
	struct timecontrol tc;
	bool timed = control && *control != '\0';
	if (timed && timecontrol_parse(control, &tc, why, whysize) != 0)
		return -1;
	if (u->pf_ok)
		playfiles_set_timecontrol(&u->pf, timed ? control : NULL);
	k->timed = timed;
	if (timed)
		k->tc = tc;
	k->now = clockui_now();
	clockui_rebuild(u, stopped);
	k->handover_due = timed && stopped && u->s.game.phase != GAME_OVER;
	return 0;
}

void clockui_adopt(struct ui *u)
{
	char why[200];
	const char *control = u->pf.timecontrol;
	if (!control && u->opt)
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
	struct clockui *k = &u->clk;
	struct game *g = &u->s.game;
	/* A new game (session_new_game) has had no move stored at all yet,
	 * unlike a game taken back to its start. */
	bool fresh = !g->moves && g->nmoves == 0 && g->phase == GAME_SETUP;
	if (fresh)
		k->choose_due = true;
	if (!k->timed) {
		k->charged = g->nmoves;
		return;
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
			clockui_say_verdict(u);
			return;
		}
		game_set_move_time(g, used);
		k->charged = g->nmoves;
		if (v == CLOCK_GAME_LIMIT && g->phase != GAME_OVER) {
			game_end_by_limit(g);
			clockui_say_verdict(u);
		}
		if (g->phase == GAME_OVER)
			return;
		clock_start(&k->clock, g->pos.side, g->phase == GAME_SETUP, k->now);
		if (k->handover) {
			clock_pause(&k->clock, k->now);
			k->handover_due = true;
		}
		return;
	}
	/* A take-back, a new game: the clocks as the moves left say. */
	clockui_rebuild(u, false);
}

void clockui_pause_at(struct ui *u, long long ms)
{
	struct clockui *k = &u->clk;
	k->paused = true;
	clock_pause(&k->clock, ms);
}
