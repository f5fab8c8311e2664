/* pick.h: the play screen's model of the player's hands on the board: the
 * cursor, the selected piece, the squares it may go to, and the pushes and
 * pulls on offer. It asks the core's turn what is legal and holds no rule
 * of its own. No curses. */
#ifndef ARIMAA_APP_PICK_H
#define ARIMAA_APP_PICK_H

#include <stddef.h>
#include "core/turn.h"

enum pick_mode {
	PICK_IDLE,      /* nothing selected */
	PICK_PIECE,     /* a piece is selected: targets are where it may step; actions, for an own
			 * piece the enemies it may push, for an enemy the pieces that may pull it */
	PICK_PUSH_DEST, /* own piece `sel` pushes the enemy on `enemy`: targets are where the enemy may go */
	PICK_PUSHER,    /* the enemy on `enemy` is pushed to `dest`: actions are the pieces that may complete it */
	PICK_PULL,      /* a step left `sel` empty: actions are the enemy pieces that may be pulled into it */
	PICK_PULL_DEST  /* own piece `sel` pulls the enemy on `enemy`: targets are where `sel` may step */
};

struct pick {
	int cursor;         /* the square under the cursor */
	enum pick_mode mode;
	int sel;            /* see enum pick_mode */
	int enemy;
	int dest;
	bitboard targets;   /* empty squares a step may go to */
	bitboard actions;   /* pieces to act on: enemies to push or pull, pushers to choose */
	bitboard pulls;     /* among targets: squares after which a pull may follow */
	bitboard reach;     /* PICK_PIECE, own piece: squares a path of several steps reaches */
	int piece;          /* PICK_PULL: the square of the piece that stepped away, or -1 */
	int prefer;         /* PICK_PIECE, an enemy selected: the own piece selected before, to push
			     * or pull it if it can, or -1 */
	int armed;          /* the cursor's square when Enter was pressed once on a move that loses
			     * its own moving piece (a second press plays it), or -1 */
};

/* What activating a square did. */
enum pick_result {
	PICK_CHANGED, /* the selection or the offer changed; nothing played */
	PICK_PLAY,    /* steps to take are in the move */
	PICK_REFUSED  /* nothing done; the message says why */
};

/* The steps that one activation plays: one step, the two of a push, or a
 * piece's path of up to four steps. */
struct pick_move {
	int nsteps;
	struct step steps[TURN_MAX_STEPS];
};

/* A path found for one piece: its steps, and what it costs. */
struct pick_path {
	int nsteps;
	struct step steps[TURN_MAX_STEPS];
	bool lost;          /* the piece itself is captured at the end (a trap) */
	int own_losses;     /* pieces of the mover captured on the way, the piece included */
};

/* Starts with nothing selected and the cursor on sq. */
void pick_init(struct pick *p, int sq);

/* Drops the selection or declines the offer. */
void pick_cancel(struct pick *p);

/* Finds the shortest legal way for the mover's piece on `from` to reach
 * `to` alone within the steps left in t: around other pieces, never
 * through a trap that would capture it, and only onto one if no path
 * keeps it; among equally good paths, the one losing fewest friends.
 * Returns false if there is none. */
bool pick_find_path(const struct turn *t, int from, int to, struct pick_path *out);

/* Puts the cursor on sq as a typed square name does: on a piece when
 * nothing is selected (or another piece than the selected one's targets),
 * selects it. An enemy piece that some piece of the mover can push or pull
 * is selected so that the next square typed is where it goes, the piece
 * selected before being the one preferred to push or pull it. Writes a
 * message for the status line into msg. */
enum pick_result pick_goto(struct pick *p, const struct turn *t, int sq, char *msg, size_t size);

/* Moves the cursor one square in board direction d (stays at the edge). */
void pick_cursor(struct pick *p, enum dir d);

/* Selects the piece on sq and works out its targets; PICK_REFUSED if sq is empty. */
enum pick_result pick_select(struct pick *p, const struct turn *t, int sq, char *msg, size_t size);

/* Acts on the square under the cursor (Enter, Space or a click): selects,
 * chooses a target, a push destination, a pusher or a piece to pull.
 * A move that would lose its own moving piece on a trap is only armed by
 * the first press (PICK_REFUSED: nothing played, the message warns and
 * says to press again); a second press on the same square plays it. Writes a message for the status line into msg
 * (may be empty). */
enum pick_result pick_activate(struct pick *p, const struct turn *t, struct pick_move *m,
			       char *msg, size_t size);

/* Accepts the pull on offer when exactly one piece (or the one under the
 * cursor) may be pulled. */
enum pick_result pick_accept_pull(struct pick *p, const struct turn *t, struct pick_move *m,
				  char *msg, size_t size);

/* After the turn changed (steps taken or undone): offers a pull when the
 * last step allows one, else keeps the selection on the mover's piece that
 * moved last (or clears it if none has or it was captured). */
void pick_after(struct pick *p, const struct turn *t);

/* Says what Enter on the cursor would play: in notation with captures,
 * which piece goes where in words ("Enter: de5s Ee6s = E pushes d e5 to
 * e4"), then what it takes, loses or wins (turnwords_effects, old_rules as
 * the game's); or writes "" if it would play nothing. */
void pick_preview(const struct pick *p, const struct turn *t, bool old_rules, char *buf, size_t size);

/* The squares the mover's pieces would enter if Enter were pressed now
 * (a path shown before it is played); 0 if Enter would play nothing. */
bitboard pick_plan(const struct pick *p, const struct turn *t);

/* The rabbits of either side one step from their goal rank (and free to
 * take it: the goal square empty). */
bitboard pick_near_goal(const struct position *pos);

/* Whether a rabbit of the side to move can walk alone to its goal rank
 * with the steps left in t; the shortest such path goes to out. */
bool pick_goal_in_reach(const struct turn *t, struct pick_path *out);

/* The marks a player would otherwise work out: the pieces of pos that are
 * frozen, and those standing on a trap with exactly one friend beside them. */
void pick_marks(const struct position *pos, bitboard *frozen, bitboard *danger);

#endif
