/* clockui.h: the clocks of the game being played, as the screens use them:
 * the time control chosen, the core's clock run from the monotonic clock,
 * a loss on time or at the game limit carried out through the core, each
 * move's time written into the game, pausing and the hand-over between
 * turns, and the clocks drawn in the side panel. */
#ifndef ARIMAA_UI_CLOCKUI_H
#define ARIMAA_UI_CLOCKUI_H

#include <stdbool.h>
#include <stddef.h>
#include "core/clock.h"

struct ui;
struct game;

/* The presets offered when a game starts, by name. */
struct clockui_preset {
	const char *name;
	const char *control;   /* "M/R/P/L/G/T", or NULL for no clock */
	const char *about;
};

extern const struct clockui_preset clockui_presets[];
extern const size_t clockui_npresets;

struct clockui {
	bool timed;                /* the game has a clock */
	struct timecontrol tc;
	struct clock clock;
	size_t charged;            /* the game's moves the clock has counted */
	long long now;             /* the time of the last tick (ms, monotonic) */
	bool handover;             /* a hand-over screen between turns (--handover, :handover) */
	bool handover_due;         /* show it before the next key */
	bool paused;               /* the pause screen stops the clock */
	bool choose_due;           /* a new game: offer the choice of a clock */
};

/* Milliseconds of the monotonic clock. */
long long clockui_now(void);

/* Sets the time control of the game (NULL or "" for none) and starts the
 * clocks afresh from the game's recorded move times; the clock of the side
 * to move is left stopped when stopped is true, until the hand-over screen
 * says the player is ready. Returns 0, or -1 with why
 * (naming the field that is wrong) if the text is not a time control. */
int clockui_set(struct ui *u, const char *control, bool stopped, char *why, size_t whysize);

/* For a game loaded or resumed: its record's time control (else the
 * command line's), the clocks as its move times say, stopped until the
 * player to move is ready (the hand-over screen). */
void clockui_adopt(struct ui *u);

/* After every completed move, take-back and new game (before the autosave):
 * charges the move just made and writes its time into the game, ends the
 * game at the game limit, and starts the next side's clock. */
void clockui_sync(struct ui *u);

/* Puts the verdict on the status line after the clock ended the game. */
void clockui_say_verdict(struct ui *u);

/* Looks at the clock now: a side out of time loses, the game limit ends
 * the game, and a due hand-over screen is opened. Returns true if the game
 * ended or a screen opened (a key read just before is then dropped). */
bool clockui_tick(struct ui *u);

/* Whether the screen should be redrawn at every tick: a clock runs. */
bool clockui_live(const struct ui *u);

/* Stops both clocks (true) or starts the stopped one again (false). */
void clockui_pause(struct ui *u, bool stop);

/* Stops both clocks as from ms (the monotonic clock's time the program
 * was stopped by Ctrl-Z), as the pause does. */
void clockui_pause_at(struct ui *u, long long ms);

/* The rows the clocks take at the bottom of the side panel, 0 when untimed. */
int clockui_rows(const struct ui *u);

/* Draws the clocks of the game at rows top.. of the side panel. */
void clockui_draw(const struct ui *u, int top);

/* Draws the clocks as they stood after the first n moves of g, with the
 * time of move n, at row top of the side panel (the replay viewer). */
void clockui_draw_at(const struct ui *u, const struct game *g, size_t n, int top);

/* Writes ms as "m:ss" or "h:mm:ss", whole seconds rounded up. */
void clockui_format(long long ms, char *buf, size_t size);

#endif
