/* threat.h: threat mode: what the opponent could do if it were its move
 * now, found exactly by trying every distinct legal turn it would have:
 * the pieces of the side to move it could capture (with a turn that does
 * it) and whether it could reach its goal (with a turn). Curses-free. */
#ifndef ARIMAA_APP_THREAT_H
#define ARIMAA_APP_THREAT_H

#include <stdbool.h>
#include <stddef.h>
#include "core/game.h"

/* One piece the opponent could capture. */
struct threat_capture {
	int piece;          /* the piece (of the side to move) */
	int square;         /* where it stands now */
	char turn[96];      /* a turn of the opponent that captures it, notation */
};

struct threat {
	enum color by;                      /* the side that threatens (the opponent of the side to move) */
	bool goal;                          /* it could reach its goal */
	char goal_turn[96];                 /* a turn that does */
	int goal_square;                    /* where that turn's rabbit arrives */
	struct threat_capture captures[16]; /* each piece at most once, the most valuable first */
	int ncaptures;
	long turns;                         /* the opponent's distinct turns tried */
};

/* Finds the threats against the side to move in pos (a position in play,
 * at the start of its turn): the opponent's every turn from pos with the
 * side switched. Returns 0, or -1 if memory ran out. */
int threat_find(const struct position *pos, struct threat *out);

/* The threats in words, into buf: "Silver threatens a goal (rd3s rd2s)
 * and to take the gold horse on c3 (...)", or "no capture or goal
 * threatened". */
void threat_words(const struct threat *t, char *buf, size_t size);

#endif
