/* engine.h: the built-in player: a setup, and a search over whole turns
 * (every distinct legal turn from the core's move generation, then the
 * best of them against the opponent's replies as time allows), stopped
 * promptly by a flag or a time budget. No printing: what the search finds
 * comes back through a callback and a result. */
#ifndef ARIMAA_ENGINE_ENGINE_H
#define ARIMAA_ENGINE_ENGINE_H

#include <stdatomic.h>
#include <stdbool.h>
#include "core/game.h"

/* How far and how long to search. */
struct engine_limits {
	int depth;    /* whole turns: 1 (this turn only) or 2 (with the replies); 0: 2 as time allows */
	long time_ms; /* the budget; 0 for none (the search ends at its depth) */
};

/* What the search knows so far, reported as it goes. */
struct engine_info {
	int depth;       /* steps finished: 4 for one turn, 8 for two */
	bool partial;    /* in the midst of the next depth */
	int score;       /* centi-rabbits, from the view of the side to move */
	long nodes;      /* positions judged so far */
	long ms;         /* time spent so far */
	const char *pv;  /* the best move so far, in notation */
};

/* Called by the search with what it knows so far. */
typedef void (*engine_report_fn)(void *ctx, const struct engine_info *info);

/* The move chosen: a turn or a setup, as notation ("Ed2n Ed3n" or "Ra1 Rb1 ..."). */
struct engine_result {
	char move[160];
	int score;
	int depth;
	long nodes;
};

struct engine;

/* A new player (running out of memory is fatal, as with xmalloc). */
struct engine *engine_new(void);

/* Frees a player (NULL is allowed). */
void engine_free(struct engine *e);

/* Chooses the move for the side to move in g: a setup in the setup phase,
 * else a turn. Stops early when *stop becomes true (stop may be NULL) or
 * the budget is spent, with the best move found so far. report, if not
 * NULL, is called with the progress. Returns 0, or 1 if the side to move
 * has no move (the game is over or it cannot move). */
int engine_think(struct engine *e, const struct game *g, const struct engine_limits *lim,
		 const atomic_bool *stop, engine_report_fn report, void *ctx, struct engine_result *out);

/* The player's setup for side c: sixteen placements into pl. */
void engine_setup(enum color c, struct placement pl[SETUP_PIECES]);

/* Plays steps s[0..n) of a legal turn on pos with their trap captures,
 * and hands the move to the other side (no legality check). */
void engine_apply(struct position *pos, const struct step *s, int n);

#endif
