/* clock.h: arimaa.com time controls at play: each side's move time and
 * reserve, the turn cap T, the game limit G (a time or a move number) and
 * running out of time. Pure: the caller passes the time now, in
 * milliseconds of a monotonic clock; nothing here reads a clock or sleeps. */
#ifndef ARIMAA_CORE_CLOCK_H
#define ARIMAA_CORE_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include "core/types.h"

struct game;

/* A time control "M/R/P/L/G/T" (read and written by notation/timecontrol.h).
 * All times in seconds. */
struct timecontrol {
	long move;          /* M: time per move */
	long reserve;       /* R: starting reserve */
	int percent;        /* P: percent of unused move time added to the reserve (100) */
	long reserve_limit; /* L: most the reserve may grow to, 0 for none */
	long game_time;     /* G as time: the game time limit, 0 for none */
	int game_turns;     /* G as turns ("90t"): the game ends after Silver's move of this number, 0 for none */
	long turn_limit;    /* T: most time one turn may take, 0 for none */
};

/* What the clock says about the game. */
enum clock_verdict {
	CLOCK_OK,          /* play on */
	CLOCK_OUT_OF_TIME, /* the side whose clock runs has used all its time: it loses (t) */
	CLOCK_GAME_LIMIT   /* the game limit is reached: the piece count decides (s) */
};

struct clock {
	struct timecontrol tc;
	long reserve[COLOR_NB];    /* each side's reserve in seconds, as its turn began */
	long used[COLOR_NB];       /* seconds each side has used in the game (completed moves) */
	long last_used;            /* seconds the last completed move took, -1 if none yet */
	long game_used;            /* game time: the seconds of every completed move */
	int moves;                 /* completed moves counted */
	enum color side;           /* whose clock runs, or ran last */
	bool setup;                /* the move being timed is a setup */
	bool running;              /* a move is being timed */
	bool paused;               /* and its clock is stopped (pause, hand-over) */
	bool flagged;              /* side ran out of time: its clocks read 0 */
	long long since_ms;        /* when the clock last started (when running and not paused) */
	long long banked_ms;       /* the move's time before that */
};

/* The move time of a move: M, or a minute for a setup when M is shorter. */
long clock_move_time(const struct timecontrol *tc, bool setup);

/* The most time (seconds) a side with `reserve` left may use on its next
 * move: M plus the reserve, never more than T when T is set. */
long clock_allowed(const struct timecontrol *tc, long reserve, bool setup);

/* The reserve after a move that took `used` seconds, begun with `reserve`:
 * time over M comes out of the reserve; P% of the time under M is added,
 * rounded to the nearest second (a half up), never beyond L, and a reserve
 * already above L is not cut. A setup adds nothing (as every game of the
 * arimaa.com archive shows), only takes its time beyond its move time. Returns
 * -1 if the move took more than clock_allowed. */
long clock_reserve_after(const struct timecontrol *tc, long reserve, long used, bool setup);

/* Starts the clocks of a game with time control tc: full reserves, none running. */
void clock_init(struct clock *c, const struct timecontrol *tc);

/* Starts timing a move of side (a setup when setup is true) at now. */
void clock_start(struct clock *c, enum color side, bool setup, long long now);

/* Stops the running clock at now (pause, hand-over screen); nothing if stopped. */
void clock_pause(struct clock *c, long long now);

/* Starts the stopped clock again at now. */
void clock_resume(struct clock *c, long long now);

/* Milliseconds the move being timed has taken by now, pauses left out (0 if none). */
long long clock_turn_ms(const struct clock *c, long long now);

/* Whether the side whose clock runs has run out of time, or the game limit
 * has been reached, by now. */
enum clock_verdict clock_check(const struct clock *c, long long now);

/* Ends the move being timed at now; it was move `number` (1 for setups).
 * The whole seconds it took are charged (to *used when not NULL) and the
 * reserve follows the rules. Returns CLOCK_OUT_OF_TIME or CLOCK_GAME_LIMIT
 * (G as time) if clock_check said so: the move is then not charged;
 * CLOCK_GAME_LIMIT also after Silver's move number G when G is in turns;
 * else CLOCK_OK. The clock stops either way. */
enum clock_verdict clock_finish(struct clock *c, long long now, int number, long *used);

/* Charges a completed move of `used` seconds by side (a setup when setup)
 * numbered `number`, as clock_finish does, without timing it: for clocks
 * restored from a saved game. Returns as clock_finish. */
enum clock_verdict clock_record(struct clock *c, enum color side, bool setup, long used, int number);

/* Marks side as out of time (a game lost on time): its move time and
 * reserve left read 0 from now on (its reserve at the move's start stays
 * in c->reserve), and no clock runs. */
void clock_flag(struct clock *c, enum color side);

/* Sets c to the clocks after the first n moves of g, as their recorded
 * times say, none running. A move with no time (used -1: played before
 * this clock, or its time unknown) leaves the reserves as they were: were
 * it counted as 0 seconds, each would add its whole move time to a reserve. */
void clock_replay(struct clock *c, const struct timecontrol *tc, const struct game *g, size_t n);

/* Milliseconds of move time side has left by now: M (or the setup minute)
 * less the time of its running move; M when its clock does not run. */
long long clock_move_left_ms(const struct clock *c, enum color side, long long now);

/* Milliseconds of reserve side has left by now (the time its running move
 * has taken beyond its move time comes off). */
long long clock_reserve_left_ms(const struct clock *c, enum color side, long long now);

/* Milliseconds the running side may still use by now (T included); 0 if none runs. */
long long clock_turn_left_ms(const struct clock *c, long long now);

/* Milliseconds of game time left by now, or -1 when G is not a time. */
long long clock_game_left_ms(const struct clock *c, long long now);

/* For engines (AEI): the reserve of side in seconds, as its turn began (greserve, sreserve). */
static inline long clock_reserve(const struct clock *c, enum color side) { return c->reserve[side]; }

/* For engines: seconds side has used in the game's completed moves (gused, sused). */
static inline long clock_used(const struct clock *c, enum color side) { return c->used[side]; }

/* For engines: seconds the last completed move took, 0 if none (lastmoveused). */
static inline long clock_last_used(const struct clock *c) { return c->last_used > 0 ? c->last_used : 0; }

/* For engines: whole seconds the move being timed has taken by now (moveused). */
static inline long clock_move_used(const struct clock *c, long long now) { return (long)(clock_turn_ms(c, now) / 1000); }

/* For engines: the time control (tcmove, tcreserve, tcpercent, tcmax, tctotal, tcturns, tcturntime). */
static inline const struct timecontrol *clock_control(const struct clock *c) { return &c->tc; }

#endif
