/* engine01.h: the built-in player of version 0.1, kept as a fixed
 * opponent for the engine benchmark (bench/engine01.c): its interface as
 * it was, under the prefix engine01_. */
#ifndef ARIMAA_BENCH_ENGINE01_H
#define ARIMAA_BENCH_ENGINE01_H

#include <stdatomic.h>
#include <stdbool.h>
#include "core/game.h"

/* How far and how long to search. */
struct engine01_limits {
	int depth;    /* whole turns: 1 or 2; 0: 2 as time allows */
	long time_ms; /* the budget; 0 for none */
	long nodes;   /* the most turns to judge; 0 for no limit (a bench addition: the
		       * search is unchanged, only where it stops) */
	bool cpu;     /* time is the thread's processor time (a bench addition) */
};

/* What the search knows so far. */
struct engine01_info {
	int depth;
	bool partial;
	int score;
	long nodes;
	long ms;
	const char *pv;
};

/* Called by the search with what it knows so far. */
typedef void (*engine01_report_fn)(void *ctx, const struct engine01_info *info);

/* The move chosen, in notation. */
struct engine01_result {
	char move[160];
	int score;
	int depth;
	long nodes;
};

struct engine01;

/* A new player of version 0.1. */
struct engine01 *engine01_new(void);

/* Frees it (NULL is allowed). */
void engine01_free(struct engine01 *e);

/* Its move for the side to move in g (0), or 1 if it has none. */
int engine01_think(struct engine01 *e, const struct game *g, const struct engine01_limits *lim,
		   const atomic_bool *stop, engine01_report_fn report, void *ctx, struct engine01_result *out);

#endif
