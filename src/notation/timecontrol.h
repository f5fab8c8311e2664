/* timecontrol.h: arimaa.com time controls "M/R/P/L/G/T": reading,
 * writing, and the reserve after each turn. All times in seconds. */
#ifndef ARIMAA_NOTATION_TIMECONTROL_H
#define ARIMAA_NOTATION_TIMECONTROL_H

#include <stdbool.h>
#include <stddef.h>

struct timecontrol {
	long move;          /* M: time per move */
	long reserve;       /* R: starting reserve */
	int percent;        /* P: percent of unused move time added to the reserve (100) */
	long reserve_limit; /* L: most the reserve may grow to, 0 for none */
	long game_time;     /* G as time: the game time limit, 0 for none */
	int game_turns;     /* G as turns ("90t"), 0 for none */
	long turn_limit;    /* T: most time one turn may take, 0 for none */
};

/* Reads a time control such as "2/2/100/10/8" or "15s/2m30s/100/0/1h/2m30s".
 * A bare number is minutes (hours in G); "a:b" is minutes:seconds
 * (hours:minutes in G); d h m s may be combined ("2m30s"); G may be turns
 * ("90t"); trailing fields may be left out. Returns 0, or -1 with why filled. */
int timecontrol_parse(const char *s, struct timecontrol *tc, char *why, size_t whysize);

/* Writes tc canonically, all six fields ("15s/2m30s/100/0/1h/2m30s").
 * Returns the length needed. */
size_t timecontrol_write(const struct timecontrol *tc, char *buf, size_t size);

/* The most time the side may use on its next turn with `reserve` left
 * (setup: the move is a setup, which may take a minute when M is shorter). */
long timecontrol_allowed(const struct timecontrol *tc, long reserve, bool setup);

/* The reserve after a turn that took `used` seconds starting with
 * `reserve`, or -1 if the side ran out of time. */
long timecontrol_reserve_after(const struct timecontrol *tc, long reserve, long used, bool setup);

#endif
