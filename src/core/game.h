/* game.h: a whole game: the setups, the turns with their positions, the
 * repetition history, the official win checks after every turn, resignation
 * and take-back. */
#ifndef ARIMAA_CORE_GAME_H
#define ARIMAA_CORE_GAME_H

#include <stddef.h>
#include "core/turn.h"
#include "core/movegen.h"

enum game_phase { GAME_SETUP, GAME_PLAY, GAME_OVER };

enum game_reason {
	REASON_NONE,
	REASON_GOAL,             /* a rabbit reached its goal rank */
	REASON_ELIMINATION,      /* a side lost all its rabbits */
	REASON_IMMOBILIZATION,   /* the side to move had no legal turn */
	REASON_REPETITION,       /* every turn left to the side to move would make a position for the third time */
	REASON_RESIGNATION,
	REASON_TIME,             /* the side to move ran out of time */
	REASON_SCORE,            /* the game limit was reached: decided by the piece count */
	REASON_ILLEGAL,          /* the side to move (an engine) sent an illegal move, not played */
	REASON_THIRD_REPETITION  /* rules before 2008-07-01: the mover made a position for the third time */
};

enum setup_error {
	SETUP_OK = 0,
	SETUP_ERR_PHASE,       /* it is not time for this side's setup */
	SETUP_ERR_COLOR,       /* a piece of the other side */
	SETUP_ERR_SQUARE,      /* a square off this side's two home ranks */
	SETUP_ERR_TWICE,       /* two pieces on one square */
	SETUP_ERR_PIECES,      /* not exactly 1 E, 1 M, 2 H, 2 D, 2 C, 8 R */
	SETUP_ERR_NO_MEMORY,   /* memory ran out (game_setup only) */
	SETUP_ERR_NB
};

/* A piece placed on a square by a setup. */
struct placement {
	uint8_t piece;
	uint8_t square;
};

enum game_move_type { MOVE_SETUP, MOVE_TURN, MOVE_RESIGN };

/* Notes on a move that only the rules before 2008-07-01 allowed. */
enum {
	NOTE_NO_RABBITS = 2        /* it was played after a side had lost all its rabbits */
};

/* One move of a game, 56 bytes. The position before it is not kept (a
 * long game's moves took 272 bytes each with it): it is made again from the
 * game's start or its end (game_position_before); and the small fields
 * are bytes (with enums and ints, a move took 96). */
struct game_move {
	long used;                           /* seconds the move took on the clock, -1 if not timed */
	int32_t number;                      /* 1 for the setups, then 2, 3, ... */
	uint8_t type;                        /* enum game_move_type */
	uint8_t side;                        /* enum color */
	uint8_t nsteps;                      /* MOVE_TURN: the steps with their captures */
	uint8_t nplacements;                 /* MOVE_SETUP */
	uint8_t notes;                       /* NOTE_* */
	union {
		struct turn_step steps[TURN_MAX_STEPS];     /* MOVE_TURN */
		struct placement placements[SETUP_PIECES];  /* MOVE_SETUP */
	};
};

struct game {
	struct position pos;         /* the position now; pos.side is the side to move */
	struct position start;       /* the position before moves[0] (pos when there is no move) */
	enum game_phase phase;
	int number;                  /* the number of the move to be made */
	struct game_move *moves;
	size_t nmoves, cap;
	struct history history;      /* positions at the ends of turns, counted from the start of play */
	enum color winner;           /* when phase is GAME_OVER */
	enum game_reason reason;
	enum game_phase ended_in;    /* the phase a game ended by the clock was in (REASON_TIME, REASON_SCORE, REASON_ILLEGAL) */
	bool old_rules;              /* play by the rules before 2008-07-01 */
	struct movegen *mg;          /* for the immobilization check; made on first use */
};

/* Starts a game on the empty board with Gold to set up (it allocates nothing). */
void game_init(struct game *g);

/* Starts a game from a position of any content (a diagram), side pos->side
 * to make move number `number`. The game is over at once if that side has no
 * legal turn (immobilization). Returns 0 or -1 if memory ran out. */
int game_init_position(struct game *g, const struct position *pos, int number);

void game_free(struct game *g);

/* Plays the setup of the side to move: n placements. Returns SETUP_OK, why
 * not (nothing changed), or SETUP_ERR_NO_MEMORY. */
enum setup_error game_setup(struct game *g, const struct placement *pl, int n);

/* Where a setup breaks the rules, for an error message that names it. */
struct setup_fault {
	int index;      /* SETUP_ERR_COLOR, _SQUARE, _TWICE: the placement at fault */
	enum kind kind; /* SETUP_ERR_PIECES: the strongest kind placed a wrong number of times */
	int count;      /* and how many of it were placed */
};

/* Checks a setup for side c without playing it. */
enum setup_error game_check_setup(enum color c, const struct placement *pl, int n);

/* As game_check_setup, saying in *fault (when not NULL) where the setup is
 * at fault. The placements are checked in order (side, square, a square
 * used twice), then the counts from the elephant down. */
enum setup_error game_check_setup_where(enum color c, const struct placement *pl, int n,
					struct setup_fault *fault);

/* What game_play, game_play_steps and game_resign did. Unless GAME_PLAYED,
 * nothing changed (but after GAME_NO_MEMORY the game is best freed). */
enum game_outcome {
	GAME_PLAYED = 0,      /* the move was played (and the win checks run) */
	GAME_STEP_ILLEGAL,    /* game_play_steps: a step may not be taken */
	GAME_CANNOT_END,      /* the turn may not end now */
	GAME_NOT_IN_PLAY,     /* the game is in its setups, or over */
	GAME_NO_MEMORY        /* memory ran out */
};

/* The win checks that look at the board alone, in the official order, after
 * the side not to move (color_other(pos->side)) has moved: a goal, the
 * mover's before the other's; then elimination, the side to move's rabbits
 * before the mover's (not under the rules before 2008-07-01: old_rules).
 * Returns REASON_GOAL or REASON_ELIMINATION with the winner in *winner, or
 * REASON_NONE. (Immobilization needs the move generator: game_mobility.) */
enum game_reason game_board_verdict(const struct position *pos, bool old_rules, enum color *winner);

/* Starts a turn for the side to move from the current position. */
void game_turn_begin(const struct game *g, struct turn *t);

/* Plays a finished turn, then runs the win checks. Returns GAME_PLAYED,
 * GAME_CANNOT_END with the reason in *end_err (when not NULL),
 * GAME_NOT_IN_PLAY or GAME_NO_MEMORY. */
enum game_outcome game_play(struct game *g, const struct turn *t, enum turn_end *end_err);

/* Plays steps s[0..n) as one turn. Returns GAME_PLAYED; GAME_STEP_ILLEGAL
 * with the failing step's index in *bad_step and its reason in *step_err;
 * GAME_CANNOT_END with the reason in *end_err; GAME_NOT_IN_PLAY; or
 * GAME_NO_MEMORY. Any of the out-parameters may be NULL. */
enum game_outcome game_play_steps(struct game *g, const struct step *s, int n, int *bad_step,
				  enum step_error *step_err, enum turn_end *end_err);

/* The side to move resigns. Returns GAME_PLAYED, GAME_NOT_IN_PLAY or GAME_NO_MEMORY. */
enum game_outcome game_resign(struct game *g);

/* The side to move has run out of time (during its setup or its turn) and
 * loses. Returns 0, or -1 if the game is over already. */
int game_lose_on_time(struct game *g);

/* The side to move (an engine) sent an illegal move, which is not played,
 * and loses (arimaa.com's reason code i). Returns 0, or -1 if the game is
 * over already. */
int game_lose_by_illegal_move(struct game *g);

/* The side that wins when the game limit is reached: the one that has, or
 * most recently had, more pieces after a completed turn (setups do not
 * count); Silver if the counts were always equal. */
enum color game_score_winner(const struct game *g);

/* The game limit has been reached: the game ends, won by game_score_winner.
 * Returns 0, or -1 if the game is over already. */
int game_end_by_limit(struct game *g);

/* Records that the last move took `seconds` on the clock (-1: not timed). */
void game_set_move_time(struct game *g, long seconds);

/* Takes back the last move (a turn, a setup or a resignation); a game ended
 * by the clock (time, game limit) is first reopened where it stopped, no
 * move taken back. Returns false if there is nothing to take back. */
bool game_takeback(struct game *g);

/* Whether the side to move has a legal turn (MOVEGEN_CAN_MOVE) or why not. */
enum movegen_status game_mobility(struct game *g);

/* Makes move m on pos, the position before it: pos becomes the one after
 * it (a resignation leaves it as it is). m must follow from pos. */
void game_move_redo(const struct game_move *m, struct position *pos);

/* Undoes move m on pos, the position after it: pos becomes the one before it. */
void game_move_undo(const struct game_move *m, struct position *pos);

/* The position before move i of g (i == g->nmoves: the position now) into
 * *out, made from the start or from the end, whichever is nearer. */
void game_position_before(const struct game *g, size_t i, struct position *out);

/* Makes room for n moves in all (a replay that knows how many it may read
 * takes no more memory than they need). Returns 0, or -1 if memory ran
 * out (the game is unchanged). */
int game_reserve(struct game *g, size_t n);

/* Forgets the first n moves of g (a replay for a verdict alone keeps only
 * its last moves): g->start becomes the position before the next. */
void game_forget(struct game *g, size_t n);

/* Gives back to g a move it forgot: m, the move that led to g->start,
 * becomes moves[0] and g->start the position before it (so that a replay
 * that forgot its first moves can still take them back). Returns 0, or -1
 * if memory ran out (the game is unchanged). */
int game_unforget(struct game *g, const struct game_move *m);

/* The last move, or NULL. */
static inline const struct game_move *game_last(const struct game *g)
{
	return g->nmoves ? &g->moves[g->nmoves - 1] : NULL;
}

#endif
