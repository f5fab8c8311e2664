/* viewmove.h: a move entered on the board in the replay viewer, with
 * play's own hands: the session's turn, its step picking (app/pick.h) and
 * the play screen's keys and mouse, on a game of its own made at the
 * viewer's point (the game being played is not touched). When the turn
 * ends, the move goes into the game tree after the node shown
 * (replay_enter_move: a new variation, or the line goes on; nothing is
 * lost) and the hands stay on the board after it. No curses. */
#ifndef ARIMAA_APP_VIEWMOVE_H
#define ARIMAA_APP_VIEWMOVE_H

#include <stdbool.h>
#include <stddef.h>
#include "app/app.h"

/* Puts the player's hands on the board at the viewer's point: the steps
 * of a move the point is inside of stay taken, to be undone or gone on
 * from. Returns false (the status says why) where no turn can be entered:
 * before the setups are over, after the game's end. */
bool viewmove_start(struct ui *u);

/* Takes the hands off the board (the steps taken are dropped). */
void viewmove_stop(struct ui *u);

/* Whether the hands are on the viewer's board (and the viewer has not
 * moved away from where they were put: then they are taken off). */
bool viewmove_active(struct ui *u);

/* The session the play screen's keys act on: the move entered in the
 * viewer while viewmove_active, else the game's (&u->s). */
struct session *viewmove_hands(struct ui *u);

/* The same, to draw it (the viewer's without checking it moved). */
const struct session *viewmove_shown(const struct ui *u);

/* After a key acted on viewmove_hands: a turn ended goes into the tree
 * and the hands move on after it; what the session said goes to the
 * status line. */
void viewmove_settle(struct ui *u);

#endif
