/* clockui.h: the clocks of the game being played, as the app uses them:
 * the clock controller (clockctl.h) run on the session's game with the
 * monotonic clock's time, the time control kept with the game's files, and
 * what the controller found put into words. Opens no screen: screen.c
 * follows what clockui_tick returns; the clocks are drawn by
 * tui/clockview.c. */
#ifndef ARIMAA_APP_CLOCKUI_H
#define ARIMAA_APP_CLOCKUI_H

#include <stdbool.h>
#include <stddef.h>
#include "app/clockctl.h"

struct ui;

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

/* Looks at the clock now: a side out of time loses (the status says so)
 * and the game limit ends the game. Returns what the screens should do
 * (screen_tick follows it). */
enum clockctl_event clockui_tick(struct ui *u);

/* Whether the screen should be redrawn at every tick: a clock runs. */
bool clockui_live(const struct ui *u);

/* Stops both clocks (true) or starts the stopped one again (false). */
void clockui_pause(struct ui *u, bool stop);

/* Stops both clocks as from ms (the monotonic clock's time the program
 * was stopped by Ctrl-Z), as the pause does. */
void clockui_pause_at(struct ui *u, long long ms);

/* Puts the verdict on the status line after the clock ended the game. */
void clockui_say_verdict(struct ui *u);

/* Whether the low-time bell should ring now (see clockctl_bell_due). */
bool clockui_bell_due(struct ui *u);

/* The rows the clocks take at the bottom of the side panel, 0 when untimed. */
int clockui_rows(const struct ui *u);

#endif
