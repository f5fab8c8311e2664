/* clock.c: the rules of arimaa.com time controls, counted from times the
 * caller passes in. */
#include "config.h"
#include <string.h>
#include "core/clock.h"
#include "core/game.h"

long clock_move_time(const struct timecontrol *tc, bool setup)
{
	return setup && tc->move < 60 ? 60 : tc->move;
}

long clock_allowed(const struct timecontrol *tc, long reserve, bool setup)
{
	long allowed = clock_move_time(tc, setup) + (reserve > 0 ? reserve : 0);
	if (tc->turn_limit > 0 && allowed > tc->turn_limit)
		allowed = tc->turn_limit;
	return allowed;
}

long clock_reserve_after(const struct timecontrol *tc, long reserve, long used, bool setup)
{
	if (used < 0 || used > clock_allowed(tc, reserve, setup))
		return -1;
	long m = clock_move_time(tc, setup);
	if (used > m)
		return reserve - (used - m);
	/* A setup adds nothing to the reserve: the archive's clocks show it
	 * for every time control, and the free minute when M is shorter is
	 * not move time to save. */
	if (setup)
		return reserve;
	long added = (long)(((long long)(m - used) * tc->percent + 50) / 100);
	long after = reserve + added;
	if (tc->reserve_limit > 0 && after > tc->reserve_limit)
		after = reserve > tc->reserve_limit ? reserve : tc->reserve_limit;
	return after;
}

void clock_init(struct clock *c, const struct timecontrol *tc)
{
	memset(c, 0, sizeof *c);
	c->tc = *tc;
	c->reserve[GOLD] = c->reserve[SILVER] = tc->reserve;
	c->last_used = -1;
}

void clock_start(struct clock *c, enum color side, bool setup, long long now)
{
	c->side = side;
	c->setup = setup;
	c->running = true;
	c->paused = false;
	c->since_ms = now;
	c->banked_ms = 0;
}

void clock_pause(struct clock *c, long long now)
{
	if (!c->running || c->paused)
		return;
	c->banked_ms = clock_turn_ms(c, now);
	c->paused = true;
}

void clock_resume(struct clock *c, long long now)
{
	if (!c->running || !c->paused)
		return;
	c->paused = false;
	c->since_ms = now;
}

long long clock_turn_ms(const struct clock *c, long long now)
{
	if (!c->running)
		return 0;
	if (c->paused || now < c->since_ms)
		return c->banked_ms;
	return c->banked_ms + (now - c->since_ms);
}

enum clock_verdict clock_check(const struct clock *c, long long now)
{
	if (!c->running)
		return CLOCK_OK;
	long long t = clock_turn_ms(c, now);
	/* The move loses once it is past its allowed time; the game limit is
	 * reached when the game time gets to G. Whichever came first decides. */
	long long out_at = clock_allowed(&c->tc, c->reserve[c->side], c->setup) * 1000LL + 1;
	long long limit_at = c->tc.game_time > 0 ? (c->tc.game_time - c->game_used) * 1000LL : -1;
	if (limit_at >= 0 && t >= limit_at && limit_at <= out_at)
		return CLOCK_GAME_LIMIT;
	if (t >= out_at)
		return CLOCK_OUT_OF_TIME;
	return CLOCK_OK;
}

enum clock_verdict clock_record(struct clock *c, enum color side, bool setup, long used, int number)
{
	long after = clock_reserve_after(&c->tc, c->reserve[side], used, setup);
	c->running = false;
	c->paused = false;
	c->side = side;
	if (after < 0) {
		clock_flag(c, side);
		return CLOCK_OUT_OF_TIME;
	}
	if (c->tc.game_time > 0 && c->game_used + used > c->tc.game_time)
		return CLOCK_GAME_LIMIT;
	c->reserve[side] = after;
	c->used[side] += used;
	c->game_used += used;
	c->last_used = used;
	c->moves++;
	if (c->tc.game_turns > 0 && side == SILVER && number >= c->tc.game_turns)
		return CLOCK_GAME_LIMIT;
	return CLOCK_OK;
}

enum clock_verdict clock_finish(struct clock *c, long long now, int number, long *used)
{
	enum clock_verdict v = clock_check(c, now);
	long secs = (long)(clock_turn_ms(c, now) / 1000);
	if (used)
		*used = v == CLOCK_OK ? secs : -1;
	if (!c->running)
		return CLOCK_OK;
	if (v != CLOCK_OK) {
		if (v == CLOCK_OUT_OF_TIME)
			clock_flag(c, c->side);
		c->running = false;
		c->paused = false;
		return v;
	}
	return clock_record(c, c->side, c->setup, secs, number);
}

void clock_flag(struct clock *c, enum color side)
{
	c->running = false;
	c->paused = false;
	c->side = side;
	c->flagged = true;
}

void clock_replay(struct clock *c, const struct timecontrol *tc, const struct game *g, size_t n)
{
	clock_init(c, tc);
	if (n > g->nmoves)
		n = g->nmoves;
	for (size_t i = 0; i < n; i++) {
		const struct game_move *m = &g->moves[i];
		bool setup = m->type == MOVE_SETUP;
		if (m->used < 0) {
			/* Not timed (played before this clock, or its time unknown):
			 * counted as a move, with no time taken and none saved. */
			c->side = m->side;
			c->last_used = -1;
			c->moves++;
			continue;
		}
		long used = m->used;
		long allowed = clock_allowed(&c->tc, c->reserve[m->side], setup);
		/* A record may say more than the rules allow (a hand-edited file):
		 * count what was allowed so that the clocks stay meaningful. */
		if (used > allowed)
			used = allowed;
		if (c->tc.game_time > 0 && c->game_used + used > c->tc.game_time)
			used = c->tc.game_time - c->game_used;
		clock_record(c, m->side, setup, used, m->number);
	}
}

long long clock_move_left_ms(const struct clock *c, enum color side, long long now)
{
	bool runs = c->running && c->side == side;
	if (c->flagged && c->side == side)
		return 0;
	long long m = clock_move_time(&c->tc, runs && c->setup) * 1000LL;
	if (!runs)
		return m;
	long long left = m - clock_turn_ms(c, now);
	return left > 0 ? left : 0;
}

long long clock_reserve_left_ms(const struct clock *c, enum color side, long long now)
{
	long long r = c->reserve[side] * 1000LL;
	if (c->flagged && c->side == side)
		return 0;
	if (!(c->running && c->side == side))
		return r;
	long long over = clock_turn_ms(c, now) - clock_move_time(&c->tc, c->setup) * 1000LL;
	if (over > 0)
		r -= over;
	return r > 0 ? r : 0;
}

long long clock_turn_left_ms(const struct clock *c, long long now)
{
	if (!c->running)
		return 0;
	long long left = clock_allowed(&c->tc, c->reserve[c->side], c->setup) * 1000LL - clock_turn_ms(c, now);
	return left > 0 ? left : 0;
}

long long clock_game_left_ms(const struct clock *c, long long now)
{
	if (c->tc.game_time <= 0)
		return -1;
	long long left = (c->tc.game_time - c->game_used) * 1000LL - clock_turn_ms(c, now);
	return left > 0 ? left : 0;
}
