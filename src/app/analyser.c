/* analyser.c: positions analysed one at a time by the built-in engine or
 * by an AEI engine, waiting for each answer. */
#include "config.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/analyser.h"
#include "engine/engine.h"
#include "engine/eval.h"

/* An AEI engine's search with a depth and no time: stopped after a day. */
enum { ANALYSER_DEPTH_ONLY_MS = 86400000 };

int analyser_start(struct analyser *an, const char *cmd, int depth, long time_ms, int threads, char *why,
		   size_t whysize)
{
	memset(an, 0, sizeof *an);
	an->depth = depth;
	an->time_ms = depth <= 0 && time_ms <= 0 ? ANALYSER_DEFAULT_MS : time_ms;
	if (!cmd || strcmp(cmd, "builtin") == 0) {
		an->builtin = engine_new();
		engine_seed(an->builtin, 1);
		engine_set_threads(an->builtin, threads > 0 ? threads : 1);
		return 0;
	}
	if (aeiplayer_start(&an->aei, cmd, why, whysize) != 0)
		return -1;
	if ((depth > 0 && aeiplayer_option_number(&an->aei, "depth", depth) != 0) ||
	    (threads > 0 && aeiplayer_option_number(&an->aei, "threads", threads) != 0)) {
		snprintf(why, whysize, "the engine no longer reads its input");
		aeiplayer_stop(&an->aei);
		return -1;
	}
	return 0;
}

void analyser_stop(struct analyser *an)
{
	if (an->builtin)
		engine_free(an->builtin);
	else
		aeiplayer_stop(&an->aei);
	memset(an, 0, sizeof *an);
}

bool analyser_read_score(const char *text, int *score)
{
	char *end;
	errno = 0;
	long v = strtol(text, &end, 10);
	if (end == text || errno)
		return false;
	while (*end == ' ')
		end++;
	if (*end)
		return false;
	if (v > ANALYSIS_WIN)
		v = ANALYSIS_WIN;
	if (v < -ANALYSIS_WIN)
		v = -ANALYSIS_WIN;
	*score = (int)v;
	return true;
}

/* The built-in engine's search. */
static int analyser_builtin(struct analyser *an, const struct game *g, struct analysis_line *out, int *mover_score)
{
	struct engine_limits lim = { an->depth, an->time_ms, an->time_ms, 0, false };
	struct engine_result r;
	if (engine_think(an->builtin, g, &lim, NULL, NULL, NULL, &r) != 0)
		return 0; /* no move: nothing to say */
	snprintf(out->move, sizeof out->move, "%s", r.move);
	out->depth = r.depth;
	out->nodes = r.nodes;
	out->has_score = true;
	*mover_score = r.score > EVAL_WON ? ANALYSIS_WIN : r.score < -EVAL_WON ? -ANALYSIS_WIN : r.score;
	return 0;
}

/* An AEI engine's search, waited for. */
static int analyser_aei(struct analyser *an, struct game *g, struct analysis_line *out, int *mover_score, char *why,
			size_t whysize)
{
	struct aeiplayer *p = &an->aei;
	long limit = an->time_ms > 0 ? an->time_ms : ANALYSER_DEPTH_ONLY_MS;
	char move[sizeof out->move];
	enum aeiplayer_poll r = AEIPLAYER_FAILED;
	if (aeiplayer_go(p, g, limit, true, NULL) == 0)
		do
			r = aeiplayer_poll(p, g, 1000, move, sizeof move);
		while (r == AEIPLAYER_WAIT);
	if (r != AEIPLAYER_MOVE) {
		snprintf(why, whysize, "%s", p->reason);
		return -1;
	}
	snprintf(out->move, sizeof out->move, "%s", move);
	out->depth = atoi(p->info.depth);
	out->nodes = atol(p->info.nodes);
	out->has_score = analyser_read_score(p->info.score, mover_score);
	return 0;
}

int analyser_value(void *ctx, struct game *g, int depth, int *mover_score, char *why, size_t whysize)
{
	struct analyser *an = ctx;
	(void)why;
	(void)whysize;
	/* a goal this turn is found before any depth; a leaf is judged as the search judges one */
	struct engine_limits lim = { depth > 0 ? depth : 1, 0, 0, 0, false };
	struct engine_result r;
	if (!an->builtin || engine_think(an->builtin, g, &lim, NULL, NULL, NULL, &r) != 0) {
		*mover_score = 0;
		return 0;
	}
	if (r.score > EVAL_WON || r.score < -EVAL_WON)
		*mover_score = r.score > 0 ? ANALYSIS_WIN : -ANALYSIS_WIN;
	else
		*mover_score = depth > 0 ? r.score : eval_position(&g->pos, TURN_MAX_STEPS);
	return 0;
}

void analyser_searcher(struct analyser *an, struct analysis_searcher *s)
{
	s->search = analyser_search;
	s->value = an->builtin ? analyser_value : NULL;
	s->ctx = an;
}

int analyser_search(void *ctx, struct game *g, struct analysis_line *out, int *mover_score, char *why,
		    size_t whysize)
{
	struct analyser *an = ctx;
	if (an->builtin)
		return analyser_builtin(an, g, out, mover_score);
	return analyser_aei(an, g, out, mover_score, why, whysize);
}
