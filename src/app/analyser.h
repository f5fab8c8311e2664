/* analyser.h: an engine that analyses positions one at a time and waits
 * for each answer: the built-in engine in this process (deterministic at
 * a fixed depth on one thread), or any AEI engine run as a command (its
 * score read as from the side to move's view, as the built-in engine
 * sends it). For the batch analysis (arimaa --analyse), the screens'
 * whole-game analysis and the benchmark. */
#ifndef ARIMAA_APP_ANALYSER_H
#define ARIMAA_APP_ANALYSER_H

#include <stdbool.h>
#include <stddef.h>
#include "aei/aeiplayer.h"
#include "app/analysis.h"

struct engine;

struct analyser {
	struct engine *builtin;   /* the built-in engine, or NULL */
	struct aeiplayer aei;     /* else an AEI engine */
	int depth;                /* steps, 0 for none */
	long time_ms;             /* a position's time, 0 for none (the depth alone) */
};

/* The time a position is given when neither a depth nor a time is set. */
enum { ANALYSER_DEFAULT_MS = 1000 };

/* Starts the engine: cmd NULL or "builtin" for the built-in one, else an
 * AEI command (run by /bin/sh -c). depth in steps (0: none), time_ms a
 * position (0: none; with neither, ANALYSER_DEFAULT_MS), threads the
 * built-in engine's threads and an AEI engine's threads option (0: one
 * thread, and the option not sent). Returns 0, or -1 with why. */
int analyser_start(struct analyser *an, const char *cmd, int depth, long time_ms, int threads, char *why,
		   size_t whysize);

/* Ends the engine (the AEI one for sure) and frees it. */
void analyser_stop(struct analyser *an);

/* The searcher of analysis.h: ctx is a struct analyser. */
int analyser_search(void *ctx, struct game *g, struct analysis_line *out, int *mover_score, char *why,
		    size_t whysize);

/* The value function of analysis.h for the built-in engine: ctx is a
 * struct analyser. */
int analyser_value(void *ctx, struct game *g, int depth, int *mover_score, char *why, size_t whysize);

/* The searcher of the whole-game analysis: the built-in engine's with its
 * value function, an AEI engine's without (its depth is not ours to set). */
void analyser_searcher(struct analyser *an, struct analysis_searcher *s);

/* Reads an AEI engine's info score (a whole number, perhaps signed) into
 * *score. Returns false if it is not one. */
bool analyser_read_score(const char *text, int *score);

#endif
