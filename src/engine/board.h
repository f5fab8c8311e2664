/* board.h: the search's view of a turn in progress: a position with the
 * steps left to its mover and the push or pull the last step left open,
 * a step made and unmade in place (the hash kept up to date, the trap
 * capture remembered for the undo), and the legal steps from here. */
#ifndef ARIMAA_ENGINE_BOARD_H
#define ARIMAA_ENGINE_BOARD_H

#include <stdint.h>
#include "core/position.h"
#include "core/turn.h"

/* What the next step of the turn may do. */
struct board_turn {
	uint8_t left;      /* steps left to the mover, 1..4 */
	uint8_t push_sq;   /* square a pushed enemy piece left, to be filled next; SQUARE_NONE if none */
	uint8_t push_kind; /* kind of that piece */
	uint8_t pull_sq;   /* square the mover's piece left by its last plain step; SQUARE_NONE if none */
	uint8_t pull_kind; /* kind of that piece */
};

/* What a step did, so that board_unmake can take it back. */
struct board_undo {
	struct board_turn turn;
	uint8_t from, to;
	uint8_t cap_sq;    /* square of the piece the step left alone on a trap; SQUARE_NONE if none */
	uint8_t cap_piece;
};

/* A step as the search sees it: two squares; from == to is the end of the
 * turn before its fourth step (a pass of the steps left). */
struct board_step {
	uint8_t from, to;
};

/* Room for every step of one position: one per pair of neighbouring
 * squares (112), and the pass. */
enum { BOARD_MAX_STEPS = TURN_MAX_LEGAL + 1 };

/* The state of a turn about to begin. */
static inline struct board_turn board_turn_new(void)
{
	struct board_turn t = { TURN_MAX_STEPS, SQUARE_NONE, 0, SQUARE_NONE, 0 };
	return t;
}

/* The state of the core's turn t (its steps so far taken, fewer than
 * TURN_MAX_STEPS) as the search sees it. */
static inline struct board_turn board_turn_of(const struct turn *t)
{
	struct board_turn b = { (uint8_t)(TURN_MAX_STEPS - t->nsteps), t->state.push_square, t->state.push_kind,
				t->state.pull_square, t->state.pull_kind };
	return b;
}

/* Whether a push has been started and not completed. */
static inline bool board_push_pending(const struct board_turn *t)
{
	return t->push_sq != SQUARE_NONE;
}

/* Whether s is the pass (the end of the turn before its steps run out). */
static inline bool board_is_pass(struct board_step s)
{
	return s.from == s.to;
}

/* The next number of a splitmix64 sequence from *state (the engine's keys
 * and its choice of setup). */
uint64_t board_splitmix(uint64_t *state);

/* A key of the position and the turn's state (steps left, the open push or pull). */
uint64_t board_key(const struct position *pos, const struct board_turn *t);

/* The squares of the pieces of side c that are not frozen. */
bitboard board_unfrozen(const struct position *pos, enum color c);

/* Lists the legal steps of the mover (pos->side) into out (room for
 * BOARD_MAX_STEPS), the pass included when with_pass and the turn may end
 * here (a step taken, no push open; whether the board changed is the
 * caller's to check). Returns how many. */
int board_steps(const struct position *pos, const struct board_turn *t, bool with_pass, struct board_step *out);

/* As board_steps, only the steps from or to a square of near (in the
 * same order as board_steps lists them); the pass is listed regardless. */
int board_steps_near(const struct position *pos, const struct board_turn *t, bool with_pass, bitboard near,
		     struct board_step *out);

/* The piece step s would capture (left alone on a trap), or PIECE_NONE:
 * the piece itself stepping onto a trap with no friend beside it, or a
 * friend on the trap beside the square it leaves, left with no other. */
int board_capture_of(const struct position *pos, struct board_step s);

/* Side c's pieces a step that captures (board_capture_of) can move: the
 * one guard of a trap side c holds, and a piece beside an empty trap
 * with no friend beside it (it would be taken stepping on). A step of
 * any other piece captures nothing. */
bitboard board_capture_sources(const struct position *pos, enum color c);

/* The squares within two steps of step s's squares (s not the pass).
 * A plain step of the same mover's (its own piece, no push open) from
 * and to squares outside them neither enables nor changes s: it frees,
 * freezes, guards and leaves alone on a trap no piece s moves or leaves,
 * and s none of its own, so the two make the same board in either order
 * (the search tries such pairs in one order only). */
bitboard board_step_zone(struct board_step s);

/* Whether step s of the node pos / t is plain: a step of the mover's own
 * piece, not the end of a push (nor the pass). */
static inline bool board_step_plain(const struct position *pos, const struct board_turn *t, struct board_step s)
{
	return !board_push_pending(t) && !board_is_pass(s) && piece_color(pos->board[s.from]) == pos->side;
}

/* Whether the search leaves out plain step s after plain step prev (both
 * of the mover's own pieces, no push open; zone: board_step_zone(prev)):
 * s is outside the zone and lists first (by its squares), so the two
 * are searched in the order s, prev. Every board a turn can make is
 * still reached: an order of its steps that has no such pair side by
 * side is one of them. */
static inline bool board_order_skips(struct board_step prev, bitboard zone, struct board_step s)
{
	return s.from * 64 + s.to < prev.from * 64 + prev.to && !((bb_square(s.from) | bb_square(s.to)) & zone);
}

/* Hands the move to the other side, the pieces as they are: the side
 * and its bit of the hash (a turn's end in board_make and board_unmake;
 * the search's null turn, undone by flipping again). */
void board_flip(struct position *pos);

/* Makes step s (legal, from board_steps) on pos and t, with its trap
 * capture; a last step or a pass hands the move to the other side with a
 * new turn. What it did goes to *u. */
void board_make(struct position *pos, struct board_turn *t, struct board_step s, struct board_undo *u);

/* Takes back the step u recorded: pos and t are as before board_make. */
void board_unmake(struct position *pos, struct board_turn *t, const struct board_undo *u);

#endif
