/* eval.h: the built-in player's judgement of a position: material, rabbit
 * advancement, trap control, frozen pieces, and the goal and capture
 * threats of the side to move within its next turn. Scores are in
 * centi-rabbits (a rabbit at the start is worth 100). */
#ifndef ARIMAA_ENGINE_EVAL_H
#define ARIMAA_ENGINE_EVAL_H

#include <stdbool.h>
#include "core/position.h"

/* A won game scores EVAL_WIN less the number of turns to the win. */
enum { EVAL_WIN = 30000, EVAL_WON = 29000 };

/* The value of a piece of kind k when its side has `rabbits` rabbits left. */
int eval_piece_value(enum kind k, int rabbits);

/* Whether a turn that just ended (pos->side now to move) decided the game
 * by goal or elimination; if so the winner goes to *winner. */
bool eval_decided(const struct position *pos, enum color *winner);

/* Whether pos->side can surely or very likely reach its goal within its
 * next turn of four steps (a rabbit with a free path of at most four
 * steps that does not freeze or fall on the way). */
bool eval_goal_threat(const struct position *pos);

/* The value of the best piece pos->side threatens to push or pull onto
 * an unguarded trap in its next turn, 0 if none. */
int eval_capture_threat(const struct position *pos);

/* The position's score from the view of pos->side (the side to move),
 * the threats of that side included. The game must not be decided. */
int eval_position(const struct position *pos);

#endif
