/* pick.h: the play screen's model of the player's hands on the board: the
 * cursor, the selected piece, the squares it may go to, and the pushes and
 * pulls on offer. It asks the core's turn what is legal and holds no rule
 * of its own. No curses. */
#ifndef ARIMAA_UI_PICK_H
#define ARIMAA_UI_PICK_H

#include <stddef.h>
#include "core/turn.h"

enum pick_mode {
	PICK_IDLE,      /* nothing selected */
	PICK_PIECE,     /* a piece is selected: targets are where it may step, actions the enemies it may push */
	PICK_PUSH_DEST, /* own piece `sel` pushes the enemy on `enemy`: targets are where the enemy may go */
	PICK_PUSHER,    /* the enemy on `enemy` is pushed to `dest`: actions are the pieces that may complete it */
	PICK_PULL       /* a step left `sel` empty: actions are the enemy pieces that may be pulled into it */
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
};

/* What activating a square did. */
enum pick_result {
	PICK_CHANGED, /* the selection or the offer changed; nothing played */
	PICK_PLAY,    /* steps to take are in the move */
	PICK_REFUSED  /* nothing done; the message says why */
};

/* The steps that one activation plays: one step, or the two of a push or pull. */
struct pick_move {
	int nsteps;
	struct step steps[2];
};

/* Starts with nothing selected and the cursor on sq. */
void pick_init(struct pick *p, int sq);

/* Drops the selection or declines the offer. */
void pick_cancel(struct pick *p);

/* Moves the cursor one square in board direction d (stays at the edge). */
void pick_cursor(struct pick *p, enum dir d);

/* Selects the piece on sq and works out its targets; PICK_REFUSED if sq is empty. */
enum pick_result pick_select(struct pick *p, const struct turn *t, int sq, char *msg, size_t size);

/* Acts on the square under the cursor (Enter, Space or a click): selects,
 * chooses a target, a push destination, a pusher or a piece to pull.
 * Writes a message for the status line into msg (may be empty). */
enum pick_result pick_activate(struct pick *p, const struct turn *t, struct pick_move *m,
			       char *msg, size_t size);

/* Accepts the pull on offer when exactly one piece (or the one under the
 * cursor) may be pulled. */
enum pick_result pick_accept_pull(struct pick *p, const struct turn *t, struct pick_move *m,
				  char *msg, size_t size);

/* After the turn changed (steps taken or undone): offers a pull when the
 * last step allows one, else clears the selection. */
void pick_after(struct pick *p, const struct turn *t);

/* Says what Enter on the cursor would play, in notation with captures
 * ("Enter: de5s Ee6s"), or writes "" if it would play nothing. */
void pick_preview(const struct pick *p, const struct turn *t, char *buf, size_t size);

/* The marks a player would otherwise work out: the pieces of pos that are
 * frozen, and those standing on a trap with exactly one friend beside them. */
void pick_marks(const struct position *pos, bitboard *frozen, bitboard *danger);

#endif
