/* eval.h: the built-in player's judgement of a position, with every
 * weight but material in one table (eval.c): material on a
 * rabbit-count curve, trap control, frozen pieces, pieces held or
 * framed on traps and pieces hemmed in, rabbits' advance counted only
 * when the rabbit cannot be taken, the elephant's mobility, and the
 * capture and goal threats of both sides. Scores are in centi-rabbits
 * (a rabbit at the start is worth 100). */
#ifndef ARIMAA_ENGINE_EVAL_H
#define ARIMAA_ENGINE_EVAL_H

#include <stdbool.h>
#include "core/position.h"

/* A won game scores EVAL_WIN less the number of steps to the win; any
 * score beyond EVAL_WON is a win found by the search. */
enum { EVAL_WIN = 30000, EVAL_WON = 29000 };

/* The judgement's weights, material apart (the capture search and the
 * screens count pieces by eval_piece_value), as one table: a player may
 * judge with a copy of its own (engine_set_weight), so that two players
 * in one process, differing by a weight, can be played against each
 * other. Each weight has a name (eval.c lists them with their meaning)
 * and lies within -EVAL_WEIGHT_LIMIT..EVAL_WEIGHT_LIMIT (the two that
 * count rows or steps, within what makes sense on the board). */
enum { EVAL_WEIGHTS_MAX = 48, EVAL_WEIGHT_LIMIT = 1000 };
struct eval_weights {
	int w[EVAL_WEIGHTS_MAX];
};

/* The weights the player judges with unless told otherwise. */
const struct eval_weights *eval_weights_default(void);

/* The index of the weight called `name` (its w[i], eval_weights_name's
 * i); -1 if no weight has that name. */
int eval_weights_index(const char *name);

/* Sets the weight called `name` in *w to value; false, *w unchanged, if
 * no weight has that name or the value is out of its range. */
bool eval_weights_set(struct eval_weights *w, const char *name, int value);

/* The name of the i-th weight (from 0), its default value in *value and
 * the values it may take in *lo..*hi (each unless NULL); NULL past the
 * last. */
const char *eval_weights_name(int i, int *value, int *lo, int *hi);

/* The value of a piece of kind k when its side has `rabbits` rabbits left. */
int eval_piece_value(enum kind k, int rabbits);

/* The value of the best piece of side c's on `before` that is gone from
 * `after` (a capture's worth, as tactics_capture counts it), 0 if none. */
int eval_taken(const struct position *before, const struct position *after, enum color c);

/* The credit the player gives a turn of its own, at the root of its
 * search, that went from `before` to `after` (before->side moving) taking
 * pieces of the other side's and losing none: a percent of the best piece
 * taken (eval_taken), 0 otherwise; more where the other side cannot
 * answer on after (no capture it threatens by eval_capture_threat, no
 * rabbit a few steps from goal by eval_goal_steps), the piece alone
 * where it may. A piece taken now is sure; a piece left
 * threatened is judged at the leaves at a discount (eval_capture_threat),
 * and a line that keeps a threat for a later turn and gains a little else
 * would otherwise outscore the capture. */
int eval_taken_now(const struct position *before, const struct position *after);

/* eval_taken_now with the weights *w. */
int eval_taken_now_by(const struct eval_weights *w, const struct position *before, const struct position *after);

/* Whether a turn that just ended (pos->side now to move) decided the game
 * by goal or elimination; if so the winner goes to *winner. */
bool eval_decided(const struct position *pos, enum color *winner);

/* Whether side c has a rabbit with a free path to its goal within four
 * steps that does not freeze or fall on the way (a sign, not a proof:
 * the search proves goals with tactics_goal). */
bool eval_goal_threat(const struct position *pos, enum color c);

/* An estimate of the fewest steps side c needs to bring one of its
 * rabbits four rows or fewer from its goal there: most + 1 if more than
 * `most` (0..10). A step forward or aside costs one onto an empty
 * square, two onto a square where the rabbit would be frozen or one a
 * friend must leave first, three onto one an enemy piece must be pushed
 * off (with a stronger piece of c's within two steps of it); never onto
 * a trap no friend guards; a frozen rabbit starts two steps behind.
 * Optimistic: the other side's answers are not counted. */
int eval_goal_steps(const struct position *pos, enum color c, int most);

/* The value of the best enemy piece side c could drag onto an unguarded
 * trap within `steps` steps by the patterns of eval.c (a piece alone
 * beside an empty trap, a piece two squares from an unguarded trap, a
 * piece on a trap whose one guard can be chased off), 0 if none. */
int eval_capture_threat(const struct position *pos, enum color c, int steps);

/* The position's score from the view of pos->side, which has `left`
 * steps of its turn to play (4 at the start of a turn). */
int eval_position(const struct position *pos, int left);

/* The judgement's items that can be left out (to measure what they
 * bring): pieces hemmed in, framed on a trap or unable to move; the
 * other side's capture threat weighing more the fewer steps the mover
 * has left to answer it; the advance of a rabbit near its goal counted
 * even when it could be taken; the other side's free path to goal (a pattern:
 * the player that proves the other side's goal with tactics_goal at the
 * leaves and weighs it by eval_goal_waiter leaves it out); where the
 * other side has no free path, its way to goal within a turn by
 * eval_goal_steps (through pieces to be moved or pushed aside); a rabbit
 * one to three rows from its goal counted more when no more enemy pieces
 * (rabbits apart) stand within two steps of it than friends (a runner). */
enum { EVAL_HEMMED = 1, EVAL_WAITER_STEPS = 2, EVAL_GOAL_PATTERN = 4, EVAL_RABBIT_NEAR = 8, EVAL_GOAL_EST = 16,
       EVAL_RUNNERS = 32,
       EVAL_DEFAULT = EVAL_HEMMED | EVAL_GOAL_PATTERN | EVAL_RABBIT_NEAR };

/* What it costs the side to move, with `left` steps of its turn to play
 * (1..4), that the other side could reach its goal in a turn of its own
 * from here (proved); `sure` false: the proof gave up within its budget. */
int eval_goal_waiter(int left, bool sure);

/* eval_goal_waiter with the weights *w. */
int eval_goal_waiter_by(const struct eval_weights *w, int left, bool sure);

/* As eval_position (which judges with EVAL_DEFAULT, as the player does),
 * with only the optional items in `items` (EVAL_* bits). */
int eval_position_with(const struct position *pos, int left, unsigned items);

/* eval_position_with, judging with the weights *w (the score held
 * within -EVAL_WON..EVAL_WON, which weights far from the defaults could
 * pass). */
int eval_position_by(const struct eval_weights *w, const struct position *pos, int left, unsigned items);

#endif
