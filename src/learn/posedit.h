/* posedit.h: the position editor's model, without a screen: pieces put on
 * and taken off squares, the board cleared, the side to move, the move
 * number and the steps of the turn already taken; the rules' checks on a
 * position, each explained; and the position saved as a record. */
#ifndef ARIMAA_LEARN_POSEDIT_H
#define ARIMAA_LEARN_POSEDIT_H

#include <stddef.h>
#include "core/turn.h"

struct posedit {
	struct position pos;  /* the board, pos.side to move */
	int number;           /* the number of the move to play */
	struct step taken[TURN_MAX_STEPS - 1]; /* steps of that move already taken */
	int ntaken;
};

/* What may be wrong with a position, in the order posedit_check looks. */
enum posedit_problem {
	POSEDIT_OK = 0,
	POSEDIT_TOO_MANY,      /* more pieces of a kind than a side sets up */
	POSEDIT_TRAP,          /* a piece alone on a trap: it would have been captured */
	POSEDIT_GOAL_RANK,     /* a rabbit on the rank where it wins: the game would be over */
	POSEDIT_NO_PIECES,     /* the side to move has no piece */
	POSEDIT_TAKEN          /* the steps already taken are not legal from the position */
};

/* An empty board, Gold to play move 2, no step taken. */
void posedit_init(struct posedit *e);

/* Empties the board (the side and number stay); the taken steps go. */
void posedit_clear(struct posedit *e);

/* Puts piece p on sq, replacing what stood there; the taken steps go.
 * Returns the piece replaced (PIECE_NONE if none), -1 for a bad piece or square. */
int posedit_put(struct posedit *e, int sq, int p);

/* Removes the piece on sq; the taken steps go. Returns it (PIECE_NONE if the square was empty). */
int posedit_remove(struct posedit *e, int sq);

/* Sets the side to move; the taken steps go. */
void posedit_set_side(struct posedit *e, enum color c);

/* Sets the number of the move to play (2 to NOTATION_START_MAX). Returns 0 or -1. */
int posedit_set_number(struct posedit *e, int number);

/* Sets the steps already taken (at most three, legal from the position):
 * returns 0, or -1 with why in the words play uses. */
int posedit_set_taken(struct posedit *e, const struct step *s, int n, char *why, size_t size);

/* Reads a position from a diagram or short form into e. Returns 0 or -1 with why. */
int posedit_read(struct posedit *e, const char *text, size_t len, char *why, size_t size);

/* The first thing the rules refuse in the position, POSEDIT_OK if none;
 * why says it in a sentence ("gold has 3 horses: a side has at most 2"). */
enum posedit_problem posedit_check(const struct posedit *e, char *why, size_t size);

/* The turn to play on: the position with its taken steps. */
void posedit_turn(const struct posedit *e, struct turn *t);

/* The position as a record: a Position header (the short form with its
 * label), a Taken header when steps are taken, a blank line and the
 * diagram, which the record reader reads. Returns a malloc'd string. */
char *posedit_save(const struct posedit *e);

#endif
