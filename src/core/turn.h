/* turn.h: a turn in progress: one to four steps, pushes and pulls, trap
 * captures after every step, undo, the legal steps from here, and whether
 * the turn may end. */
#ifndef ARIMAA_CORE_TURN_H
#define ARIMAA_CORE_TURN_H

#include "core/position.h"
#include "core/history.h"

/* A turn has at most four steps. At most 112 steps are legal at once: a
 * step goes from an occupied square to an empty neighbour, so each of the
 * board's 112 pairs of neighbouring squares gives at most one. */
enum { TURN_MAX_STEPS = 4, TURN_MAX_LEGAL = 112 };

/* One step: the piece, the square it leaves and the square it enters.
 * The piece is that of the side to move, or an enemy piece being pushed or pulled. */
struct step {
	uint8_t piece;
	uint8_t from;
	uint8_t to;
};

/* Why a step may not be taken. */
enum step_error {
	STEP_OK = 0,
	STEP_ERR_OFF_BOARD,       /* the squares are not on the board or not adjacent */
	STEP_ERR_EMPTY,           /* no piece stands on the square the step leaves */
	STEP_ERR_WRONG_PIECE,     /* another piece stands there than the one named */
	STEP_ERR_OCCUPIED,        /* the square the step enters is not empty */
	STEP_ERR_FROZEN,          /* the piece is frozen */
	STEP_ERR_RABBIT_BACKWARD, /* a rabbit may not step towards its own home rank */
	STEP_ERR_TOO_MANY,        /* the turn has had its four steps */
	STEP_ERR_PUSH_UNFINISHED, /* a push was started; this step does not complete it */
	STEP_ERR_ENEMY_UNMOVABLE, /* an enemy piece moves only when pushed or pulled by a stronger piece */
	STEP_ERR_PUSH_NO_STEP,    /* a push started on the fourth step could not be completed */
	STEP_ERR_NB
};

/* What a step did in its turn. */
enum step_role {
	ROLE_PLAIN,   /* an ordinary step of the mover's piece (it may still be followed by a pull) */
	ROLE_PUSHED,  /* an enemy piece pushed: the first step of a push */
	ROLE_PUSHER,  /* the mover's piece completing a push */
	ROLE_PULLED   /* an enemy piece pulled into the square the mover's piece just left */
};

/* A step as taken, with what fell on the traps after it: 9 bytes (a
 * game keeps four a move; with an enum and an int they took 16). */
struct turn_step {
	struct step step;
	uint8_t role;                /* enum step_role */
	uint8_t ncaptures;           /* 0 to 2 */
	uint8_t capture_piece[2];
	uint8_t capture_square[2];
};

/* Why a turn may not end now. */
enum turn_end {
	TURN_END_OK = 0,
	TURN_END_NO_STEP,         /* no step taken yet */
	TURN_END_PUSH_UNFINISHED, /* a push was started and not completed */
	TURN_END_UNCHANGED,       /* the board is as it was when the turn began */
	TURN_END_THIRD_TIME,      /* the position would occur for the third time */
	TURN_END_NB
};

/* The state of the turn after some steps: what the next step may do. */
struct turn_state {
	uint8_t push_square; /* square a pushed enemy piece left, to be filled next; SQUARE_NONE if none */
	uint8_t push_kind;   /* kind of the pushed piece: the pusher must be stronger */
	uint8_t pull_square; /* square the mover's piece just left by a plain step; SQUARE_NONE if none */
	uint8_t pull_kind;   /* kind of that piece: a weaker enemy piece beside the square may be pulled in */
};

struct turn {
	struct position start;                        /* the position when the turn began */
	struct position pos;                          /* the position now */
	int nsteps;
	struct turn_step steps[TURN_MAX_STEPS];
	struct turn_state state;                      /* the state now */
	struct position before[TURN_MAX_STEPS];       /* the position before each step, for undo */
	struct turn_state state_before[TURN_MAX_STEPS];
};

/* Starts a turn for pos->side from pos. */
void turn_begin(struct turn *t, const struct position *pos);

/* Whether step s may be taken now; STEP_OK if so. The role it would play goes to *role when not NULL. */
enum step_error turn_check(const struct turn *t, struct step s, enum step_role *role);

/* Takes step s if it is legal, with trap captures; returns STEP_OK or why not (and changes nothing). */
enum step_error turn_step(struct turn *t, struct step s);

/* Takes back the last step. Returns false if no step has been taken. */
bool turn_undo(struct turn *t);

/* Lists every step that may be taken now into out (room for TURN_MAX_LEGAL); returns how many. */
int turn_legal_steps(const struct turn *t, struct step *out);

/* Whether the turn may end now; h holds the positions that occurred (may be NULL: no repetition check). */
enum turn_end turn_can_end(const struct turn *t, const struct history *h);

/* The position after the turn: the board now, with the other side to move. */
void turn_result(const struct turn *t, struct position *out);

/* Whether a push has been started and not completed. */
static inline bool turn_push_pending(const struct turn *t)
{
	return t->state.push_square != SQUARE_NONE;
}

#endif
