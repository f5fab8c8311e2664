/* clockctl.h: the clock controller of the game being played, without a
 * terminal and without reading the time: the caller passes the time (ms of
 * a monotonic clock) and the game, and is told what happened (an event)
 * instead of the controller opening screens or saying things. The rules
 * are the core's (core/clock.h); this decides when a move is charged, when
 * the game ends on time or at the game limit, pausing and the hand-over
 * between turns. Unit-tested with injected time (tests/test_app_clock.c). */
#ifndef ARIMAA_APP_CLOCKCTL_H
#define ARIMAA_APP_CLOCKCTL_H

#include <stdbool.h>
#include <stddef.h>
#include "core/clock.h"

struct game;

/* The presets offered when a game starts, by name. */
struct clockctl_preset {
	const char *name;
	const char *control;   /* "M/R/P/L/G/T", or NULL for no clock */
	const char *about;
};

extern const struct clockctl_preset clockctl_presets[];
extern const size_t clockctl_npresets;

struct clockctl {
	bool timed;                /* the game has a clock */
	struct timecontrol tc;
	struct clock clock;
	size_t charged;            /* the game's moves the clock has counted */
	long long now;             /* the time last passed in (ms, monotonic) */
	bool handover;             /* a hand-over screen between turns (--handover, :handover) */
	bool handover_due;         /* show it before the next key */
	bool paused;               /* the pause screen stops the clock */
	bool choose_due;           /* a new game: offer the choice of a clock */
	bool bell;                 /* ring when the mover's time gets low (--bell, bell = on) */
	int belled;                /* the warning level rung for already this turn */
	size_t belled_at;          /* the turn it was rung in (charged then) */
};

/* How low the time of the side to move is, as arimaa.com's client warns
 * of it: a colour change under 30 s, another under 10 s. */
enum clockctl_low {
	CLOCKCTL_LOW_NONE,
	CLOCKCTL_LOW_30,   /* under 30 s left for this move (move time, reserve, the cap T) */
	CLOCKCTL_LOW_10    /* under 10 s */
};
enum { CLOCKCTL_LOW_30_MS = 30000, CLOCKCTL_LOW_10_MS = 10000 };

/* What a call found, for the caller to act on. */
enum clockctl_event {
	CLOCKCTL_NONE,
	CLOCKCTL_ENDED,     /* the game ended: a loss on time or the game limit (the game says which) */
	CLOCKCTL_CHOOSE,    /* a new game after an untimed one: open the choice of a time control */
	CLOCKCTL_HANDOVER   /* open the hand-over screen (the clock of the side to move is stopped) */
};

/* Sets the time control (NULL or "" for none) at time now and starts the
 * clocks afresh from g's recorded move times; the clock of the side to move
 * is left stopped when stopped is true (a hand-over is then due). Returns 0,
 * or -1 with why (naming the field that is wrong) if the text is not a time
 * control; k is then unchanged. */
int clockctl_set(struct clockctl *k, const struct game *g, const char *control, bool stopped, long long now,
		 char *why, size_t whysize);

/* After every completed move, take-back and new game of g, at time now:
 * charges the move just made and writes its time into g, ends the game at
 * the game limit (or on time, if the move came too late), and starts the
 * next side's clock. Returns CLOCKCTL_ENDED if it ended the game, else
 * CLOCKCTL_NONE. */
enum clockctl_event clockctl_sync(struct clockctl *k, struct game *g, long long now);

/* Looks at the clock at time now: a side out of time loses and the game
 * limit ends the game (CLOCKCTL_ENDED); when board is true (the setup or
 * play screen of the game is shown) a due choice of clock or hand-over is
 * returned. listing: no game is shown (an archive's list), nothing runs out. */
enum clockctl_event clockctl_tick(struct clockctl *k, struct game *g, long long now, bool board, bool listing);

/* Whether a clock runs now (the screen should be redrawn at every tick). */
bool clockctl_live(const struct clockctl *k);

/* Stops both clocks (true) or starts the stopped one again (false), at now. */
void clockctl_pause(struct clockctl *k, bool stop, long long now);

/* How low side's time is at now: CLOCKCTL_LOW_NONE unless its clock runs
 * (or is paused in its turn) and less than 30 s are left of the move time,
 * the reserve and the cap T together. */
enum clockctl_low clockctl_low(const struct clockctl *k, enum color side, long long now);

/* Whether the bell should ring now (k->bell on): once when the mover's
 * time goes under 30 s, once more under 10 s, each turn afresh. */
bool clockctl_bell_due(struct clockctl *k, long long now);

/* Whether any move of g has a recorded time. */
bool clockctl_has_times(const struct game *g);

/* Writes ms as "m:ss" or "h:mm:ss", whole seconds rounded up. */
void clockctl_format(long long ms, char *buf, size_t size);

#endif
