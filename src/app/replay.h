/* replay.h: the replay viewer's commands on the app's state (the model is
 * viewer.c, the drawing tui/screen_replay.c): a step, a turn, the start or
 * the end, a move by its label, leaving the viewer, and what the record
 * says of a game the board did not decide. Each says on the status line
 * where the viewer is. No curses. */
#ifndef ARIMAA_APP_REPLAY_H
#define ARIMAA_APP_REPLAY_H

#include <stdbool.h>
#include "app/app.h"

/* Where the viewer goes. */
enum replay_go {
	REPLAY_STEP_FORWARD,
	REPLAY_STEP_BACK,
	REPLAY_TURN_FORWARD,   /* to the end of the move */
	REPLAY_TURN_BACK,      /* to the start of the move, or of the one before */
	REPLAY_START,
	REPLAY_END
};

/* Moves the viewer and says where it is (or that it cannot go further). */
void replay_go(struct ui *u, enum replay_go where);

/* Goes to the position after the move labelled label ("12", "12g", "12s"). */
void replay_goto(struct ui *u, const char *label);

/* Leaves the viewer: a finished game opened from an archive's list goes
 * back to the list; else back to the game, unless the record ended it where
 * the board did not: then a word on how to play on, which is the player's
 * choice (p). */
void replay_leave(struct ui *u);

/* Whether the record states a result the board did not decide (time,
 * resignation...): the game is over by the record's word only. */
bool replay_record_over(const struct ui *u);

#endif
