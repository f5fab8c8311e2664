/* uiengine.h: engines in the interactive game (issue 11): a side played
 * by an AEI engine (--gold-engine, --silver-engine, or the built-in one
 * chosen with C), its moves shown step by step at a watchable pace and
 * played like a person's, its failures reported with its last lines, and
 * the analysis key A in play and in the replay viewer. The main loop waits
 * on the engine's output as well as the keyboard. */
#ifndef ARIMAA_TUI_UIENGINE_H
#define ARIMAA_TUI_UIENGINE_H

#include <stdbool.h>
#include "tui/screen.h"

/* Starts the engines named on the command line (before the screen starts:
 * a failure is printed). Returns 0, or -1 if one could not be started. */
int uiengine_start(struct ui *u, const struct ui_options *opt);

/* Stops every engine for sure and frees what the module holds. */
void uiengine_free(struct ui *u);

/* Waits at most ms for a key or for the engines (their output, the next
 * step of a move being shown). Returns the time curses should still wait
 * for a key: ms when no engine is busy, else 0. */
int uiengine_wait(struct ui *u, int ms);

/* Moves the engines on: asks for a move when it is an engine's turn,
 * reads what they sent, shows the next step. Returns true if the screen changed. */
bool uiengine_tick(struct ui *u);

/* C (from the action table): the built-in engine plays Silver, then Gold,
 * then nobody. */
void uiengine_computer(struct ui *u);

/* Whether an engine plays side c now (started, and not failed). */
bool uiengine_plays(enum color c);

/* A (from the action table): asks the built-in engine for its best move
 * and score from the position shown, without changing the game. */
void uiengine_analyse(struct ui *u);

/* Before the screens see a key: any key closes a failure report; while an
 * engine is to move, the keys that would move for it are refused.
 * Returns true if k was taken here. */
bool uiengine_key(struct ui *u, const struct ui_key *k);

/* Draws the engine's line (thinking, analysis) and a failure report. */
void uiengine_draw(struct ui *u);

#endif
