/* replay.h: the replay viewer's commands on the app's state (the model is
 * viewer.c, the drawing tui/screen_replay.c): a step, a turn, the start or
 * the end, a move by its label, leaving the viewer, and what the record
 * says of a game the board did not decide. Each says on the status line
 * where the viewer is. No curses. */
#ifndef ARIMAA_APP_REPLAY_H
#define ARIMAA_APP_REPLAY_H

#include <stdbool.h>
#include "app/app.h"
#include "notation/gametree.h"

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

/* The game tree (app/study.h, app/studyview.h): the node shown is the
 * last whole move at the viewer's point. */

/* Shows node id (a click on its row); says which move it is. */
void replay_show(struct ui *u, gametree_id id);

/* Shows the variation before (dir < 0) or after (dir > 0) the move shown,
 * or of the move it is inside a variation of. */
void replay_sibling(struct ui *u, int dir);

/* Goes to the previous (dir < 0) or next (dir > 0) branch point of the line shown. */
void replay_branch(struct ui *u, int dir);

/* Adds the move written in notation after the node shown (a new branch
 * unless it ends the line, an identical one reused) and shows it; in a
 * game being played it is a variation, never played. Returns 0, or 1 if
 * refused (the status says why). */
int replay_enter(struct ui *u, const char *text);

/* Adds move mv (one entered on the board: app/viewmove.h) as replay_enter does. */
int replay_enter_move(struct ui *u, const struct gametree_move *mv);

/* The edits of the tree on the node shown. */
enum replay_edit { REPLAY_PROMOTE, REPLAY_DEMOTE, REPLAY_MAKE_MAIN, REPLAY_DELETE };
void replay_edit(struct ui *u, enum replay_edit what);

/* Sets the comment of the move shown (or the game's, at the start); ""
 * clears it. */
void replay_comment(struct ui *u, const char *text);

/* Sets the glyph of the move shown: "!", "?", "!!", "??", "!?", "?!" or
 * "$n"; "" clears its glyphs. */
void replay_glyph(struct ui *u, const char *text);

/* The comment of the move shown, "" if none (to edit it on the prompt). */
const char *replay_comment_of(const struct ui *u);

/* Autoplay (app/autoplay.h): starts or pauses playing by itself, at the
 * fixed pace or (real) at the pace the moves were played; says so. */
void replay_autoplay(struct ui *u, bool real, long long now);

/* Sets the fixed pace from text (seconds a step, "0.5"); says so, or why not. */
void replay_pace(struct ui *u, const char *text);

/* Makes the autoplay's steps due by now. Returns whether the viewer moved. */
bool replay_tick(struct ui *u, long long now);

/* Leaves the viewer: a finished game opened from an archive's list goes
 * back to the list; else back to the game, unless the record ended it where
 * the board did not: then a word on how to play on, which is the player's
 * choice (p). */
void replay_leave(struct ui *u);

/* Whether the record states a result the board did not decide (time,
 * resignation...): the game is over by the record's word only. */
bool replay_record_over(const struct ui *u);

#endif
