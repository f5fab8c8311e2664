/* studyview.h: the replay viewer on the game tree (app/study.h): the
 * viewer (app/viewer.h) steps through the line of the tree through the
 * node shown; this keeps the two together. The line is the session's own
 * game while it is (so that its resignation, result and clocks show as
 * they always did), else the line replayed from the tree. No curses. */
#ifndef ARIMAA_APP_STUDYVIEW_H
#define ARIMAA_APP_STUDYVIEW_H

#include <stdbool.h>
#include "app/app.h"

/* Whether the session's game is being played on (not over, no result
 * stated by its record, not opened only to be studied in the viewer): its
 * line is then the tree's main line, locked. */
bool studyview_playing(const struct ui *u);

/* Makes the session's game the tree's main line (a new tree when there is
 * none or it is another game's); locked to it while it is being played.
 * Call it after every move of the game (files_after_move does) and when
 * the viewer opens. */
void studyview_follow(struct ui *u);

/* The node of the session's game in the tree, its line being the game's
 * moves (the move list of the game's screens draws the tree around it),
 * or GAMETREE_NONE when the tree does not follow the game (not made yet,
 * another game's, a record opened to be studied). Linear in the game. */
gametree_id studyview_game_node(const struct ui *u);

/* Drops the tree for a new game: the next studyview_follow makes one. */
void studyview_reset(struct ui *u);

/* Shows node id in the replay viewer: its line replayed (when id is not on
 * the line shown), the viewer made again on it (call this after any edit
 * of the tree) and at the position after id's move. Returns
 * false (the status says why) if the line cannot be replayed. */
bool studyview_show(struct ui *u, gametree_id id);

/* After the viewer moved: the node shown follows the viewer's point (the
 * last whole move made). */
void studyview_sync(struct ui *u);

/* The node of the viewer's point i (the last whole move made at it). */
gametree_id studyview_node_at(const struct ui *u, size_t i);

#endif
