/* autoplay.c: the replay viewer playing a game by itself (see autoplay.h). */
#include "config.h"

#include "app/autoplay.h"

void autoplay_init(struct autoplay *a)
{
	a->on = false;
	a->real = false;
	a->pace_ms = AUTOPLAY_PACE_MS;
	a->next = 0;
	a->move_began = 0;
}

void autoplay_stop(struct autoplay *a)
{
	a->on = false;
}

long autoplay_delay(const struct autoplay *a, const struct viewer *r, size_t i)
{
	if (i + 1 >= r->npoints)
		return a->pace_ms;
	const struct viewer_step *st = &r->points[i + 1];
	const struct game_move *m = &r->game->moves[st->move];
	if (!a->real || m->used < 0 || st->nsteps == 0)
		return a->pace_ms;
	/* the move's time spread over its steps */
	return (long)(m->used * 1000L / st->nsteps);
}

/* Whether point i ends a move (or is the start): the next move begins there. */
static bool autoplay_move_start(const struct viewer *r, size_t i)
{
	const struct viewer_step *st = &r->points[i];
	return st->move < 0 || st->step == st->nsteps;
}

bool autoplay_toggle(struct autoplay *a, struct viewer *r, bool real, long long now)
{
	if (a->on && a->real == real) {
		a->on = false;
		return false;
	}
	if (viewer_at_end(r))
		viewer_start(r);
	a->on = true;
	a->real = real;
	a->next = now + autoplay_delay(a, r, r->cur);
	a->move_began = now;
	/* inside a move, its mover has thought for the steps already made */
	for (size_t i = r->cur; i > 0 && !autoplay_move_start(r, i); i--)
		a->move_began -= autoplay_delay(a, r, i - 1);
	return true;
}

int autoplay_tick(struct autoplay *a, struct viewer *r, long long now)
{
	int made = 0;
	while (a->on && now >= a->next && made < 8) {
		if (!viewer_forward(r)) {
			a->on = false;
			break;
		}
		made++;
		if (autoplay_move_start(r, r->cur))
			a->move_began = a->next;
		if (viewer_at_end(r)) {
			a->on = false;
			break;
		}
		a->next += autoplay_delay(a, r, r->cur);
	}
	/* held up too long: the pace goes on from now */
	if (a->on && now >= a->next)
		a->next = now;
	return made;
}

long autoplay_wait(const struct autoplay *a, long long now)
{
	if (!a->on)
		return -1;
	return a->next > now ? (long)(a->next - now) : 0;
}

long long autoplay_thinking(const struct autoplay *a, long long now)
{
	if (!a->on || !a->real || now < a->move_began)
		return 0;
	return now - a->move_began;
}
