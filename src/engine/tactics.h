/* tactics.h: exact answers the search asks at its leaves: whether the
 * mover can reach its goal within the steps it has left, pushes and pulls
 * that clear the way or unfreeze included, and the best enemy piece it
 * can capture within them. */
#ifndef ARIMAA_ENGINE_TACTICS_H
#define ARIMAA_ENGINE_TACTICS_H

#include "engine/board.h"

/* How many steps the mover's rabbit nearest its goal rank needs at the
 * least (its rows to go), or 8 if it has no rabbit. */
int tactics_goal_rows(const struct position *pos);

/* Whether some rabbit of the mover's could reach its goal rank within
 * t->left steps by the bounds the goal search cuts on (one step a row,
 * one more if frozen, two or three to clear a square on the way): false
 * means tactics_goal finds none; true, that it must search. */
bool tactics_goal_possible(const struct position *pos, const struct board_turn *t);

/* A cheaper test than tactics_goal_possible, by rougher bounds (every
 * occupied square on the way two steps, a frozen rabbit none more, for
 * all the rabbits at once): false means tactics_goal_possible is false
 * too. */
bool tactics_goal_near(const struct position *pos, const struct board_turn *t);

/* The steps (1..t->left) of a way in which pos->side can end its turn
 * with a rabbit of its own on its goal rank (the first found, not always
 * the fewest: tactics_goal_line finds the fewest), or 0 if it cannot this
 * turn. pos is changed during the search and restored. */
int tactics_goal(struct position *pos, const struct board_turn *t);

/* As tactics_goal, but gives up after `budget` nodes of its search,
 * returning -1 (not known). */
int tactics_goal_budget(struct position *pos, const struct board_turn *t, long budget);

/* A goal's steps found before, to be tried first in another position. */
struct tactics_hint {
	int n;
	struct board_step line[TURN_MAX_STEPS];
};

/* As tactics_goal_budget, the steps of hint (if not NULL) tried first,
 * as they stand (a goal found by the search replaces them), and into
 * *where (if not NULL) squares that hold the goal found: those its steps
 * go from and to, or those its rabbit's walk could cross (0 if none was
 * found). */
int tactics_goal_where(struct position *pos, const struct board_turn *t, long budget, struct tactics_hint *hint,
		       bitboard *where);

/* The squares the other side's last step of its turn must go from or
 * to, to touch the goal held by `where`: those within two of them. A
 * step changes the squares beside its own (emptied, filled, a piece
 * frozen or freed) and, by a piece left alone on a trap beside it, those
 * beside that trap. A last step outside them (or a pass) loses to that
 * goal, its mover having none of its own. (With more steps left, a step
 * outside is no loss: the next can still touch the goal.) */
bitboard tactics_goal_reach(bitboard where);

/* As tactics_goal_budget, with the steps that reach the goal into line;
 * returns how many (0 if no goal was found within budget nodes). */
int tactics_goal_line(struct position *pos, const struct board_turn *t, long budget,
		      struct board_step line[TURN_MAX_STEPS]);

/* The value (eval_piece_value) of the best enemy piece pos->side can
 * capture within t->left more steps of its turn (a turn it could end
 * there), or 0 if none: exact when *sure comes back true; after `budget`
 * nodes the search gives up with the best found so far and *sure false
 * (sure may be NULL). pos is changed during the search and restored. */
int tactics_capture(struct position *pos, const struct board_turn *t, long budget, bool *sure);

#endif
