/* moveline.h: one move line read into tokens: an optional label, then a
 * turn (steps and capture tokens), a setup, "resign", "takeback", or
 * nothing (a bare label). Private to the notation layer. */
#ifndef ARIMAA_NOTATION_MOVELINE_H
#define ARIMAA_NOTATION_MOVELINE_H

#include <stdbool.h>
#include <stddef.h>
#include "core/game.h"

/* A line holds at most this many tokens after its label. */
enum { MOVELINE_MAX = 40 };

enum moveline_kind { MOVELINE_NONE, MOVELINE_TURN, MOVELINE_SETUP, MOVELINE_RESIGN, MOVELINE_TAKEBACK };

enum moveline_token_type { MOVELINE_STEP, MOVELINE_CAPTURE, MOVELINE_PLACE };

struct moveline_token {
	enum moveline_token_type type;
	struct step step;           /* MOVELINE_STEP */
	int piece, square;          /* MOVELINE_CAPTURE */
	struct placement place;     /* MOVELINE_PLACE */
	char text[5];               /* the token as written */
};

struct moveline {
	bool has_label;
	int number;
	enum color side;
	char label[16];             /* the label as g/s ("7s"), "" if none */
	enum moveline_kind kind;
	int ntokens;
	struct moveline_token tokens[MOVELINE_MAX];
};

/* Reads len bytes of a move line. need_label: the line must begin with a
 * label. Returns 0, or -1 with why filled (the label, if read, is kept in ml). */
int moveline_read(const char *s, size_t len, bool need_label, struct moveline *ml,
		  char *why, size_t whysize);

#endif
