/* autoplay.h: the replay viewer playing a game by itself: a step at a
 * fixed pace, or in real time, at the pace the moves were played (each
 * move's recorded time, %emt or the archive's, spread over its steps;
 * a move without a time at the fixed pace), pausable. Time is passed in
 * (milliseconds of any monotonic clock), so it is tested without waiting.
 * No curses. */
#ifndef ARIMAA_APP_AUTOPLAY_H
#define ARIMAA_APP_AUTOPLAY_H

#include <stdbool.h>
#include "app/viewer.h"

/* The fixed pace's default and bounds, milliseconds a step. */
enum { AUTOPLAY_PACE_MS = 1000, AUTOPLAY_PACE_MIN_MS = 50, AUTOPLAY_PACE_MAX_MS = 60000 };

struct autoplay {
	bool on;              /* playing (false: stopped or paused) */
	bool real;            /* at the pace played; else at pace_ms a step */
	long pace_ms;         /* the fixed pace */
	long long next;       /* when the next step is due */
	long long move_began; /* when the move under way began (real time: the mover's clock runs from it) */
};

/* Stopped, at the default pace. */
void autoplay_init(struct autoplay *a);

/* Starts playing from the point shown (real: at the pace played), or, when
 * already playing the same way, pauses. At the end of the game it starts
 * from the beginning. Returns whether it plays now. */
bool autoplay_toggle(struct autoplay *a, struct viewer *r, bool real, long long now);

/* Stops. */
void autoplay_stop(struct autoplay *a);

/* The time before the step after point i of r, in milliseconds. */
long autoplay_delay(const struct autoplay *a, const struct viewer *r, size_t i);

/* Makes the steps due by now (at most a few, should the program have been
 * held up); stops at the end of the game. Returns how many were made. */
int autoplay_tick(struct autoplay *a, struct viewer *r, long long now);

/* Milliseconds until the next step is due (0 if due), or -1 when stopped:
 * how long the main loop may wait for a key. */
long autoplay_wait(const struct autoplay *a, long long now);

/* In real time: milliseconds the mover of the move under way has thought
 * so far (for its running clock); 0 when not playing in real time. */
long long autoplay_thinking(const struct autoplay *a, long long now);

#endif
