/* treeview.h: the move list drawn as the game tree (app/study.h), for the
 * replay viewer and the game's own screens: one move a row with its
 * glyphs, variations indented under the move they replace, comments below
 * their move in a muted style, a line in bold and the move at hand marked. */
#ifndef ARIMAA_TUI_TREEVIEW_H
#define ARIMAA_TUI_TREEVIEW_H

#include <stdbool.h>
#include "app/app.h"

/* Draws the tree of u->study in the panel's rows top..bottom, around the
 * row of node here (marked '>', or '-' when inside is true: the move is
 * being made), the line that ends at line_end in bold (GAMETREE_NONE:
 * none). Nothing when the study is not ready or bottom < top. */
void treeview_draw(const struct ui *u, int top, int bottom, gametree_id here, bool inside, gametree_id line_end);

/* Draws "Moves:" at row y and the game's moves below it to the panel's
 * bottom: the tree when it follows the game (app/studyview.h) around the
 * game's last move, its line in bold; else a move a line, the latest last. */
void treeview_game_panel(const struct ui *u, int y);

/* The node of the move (or comment) drawn last on screen row y, or GAMETREE_NONE. */
gametree_id treeview_node_at(int y);

#endif
