/* engine.c: the built-in player's search. Depth one judges every distinct
 * legal turn by the position it reaches, threats of the opponent included;
 * depth two takes the turns best first and answers each with every reply
 * of the opponent, cutting off a turn as soon as one reply shows it no
 * better than the best so far (alpha-beta over whole turns). */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "engine/engine.h"
#include "engine/eval.h"
#include "notation/notation.h"
#include "util/xmalloc.h"

struct engine {
	struct movegen *root;   /* the turns from the position searched */
	struct movegen *reply;  /* the opponent's replies to one of them */
};

/* A root turn with its score at depth one. */
struct engine_root {
	int index;
	int score;
	bool decided;
};

/* One search: its limits and what it has done so far. */
struct engine_run {
	const struct engine_limits *lim;
	const atomic_bool *stop;
	struct timespec start;
	long nodes;
	bool out_of_time;
	engine_report_fn report;
	void *ctx;
};

struct engine *engine_new(void)
{
	struct engine *e = xcalloc(1, sizeof *e);
	e->root = movegen_new();
	e->reply = movegen_new();
	if (!e->root || !e->reply)
		xmalloc_fail();
	return e;
}

void engine_free(struct engine *e)
{
	if (!e)
		return;
	movegen_free(e->root);
	movegen_free(e->reply);
	free(e);
}

void engine_setup(enum color c, struct placement pl[SETUP_PIECES])
{
	/* Gold's ranks 1 and 2, files a to h; Silver's mirror them on 8 and 7. */
	static const char back[] = "RRRDDRRR", front[] = "RHCMECHR";
	for (int f = 0; f < 8; f++) {
		int r1 = c == GOLD ? 0 : 7, r2 = c == GOLD ? 1 : 6;
		pl[f].piece = (uint8_t)piece_make(c, piece_kind(notation_piece_from_char(front[f])));
		pl[f].square = (uint8_t)square_make(f, r2);
		pl[8 + f].piece = (uint8_t)piece_make(c, piece_kind(notation_piece_from_char(back[f])));
		pl[8 + f].square = (uint8_t)square_make(f, r1);
	}
}

void engine_apply(struct position *pos, const struct step *s, int n)
{
	for (int i = 0; i < n; i++) {
		position_move(pos, s[i].from, s[i].to);
		position_capture(pos, NULL, NULL);
	}
	position_set_side(pos, color_other(pos->side));
}

/* Milliseconds since the search began. */
static long engine_elapsed(const struct engine_run *run)
{
	struct timespec now;
	clock_gettime(CLOCK_MONOTONIC, &now);
	return (long)(now.tv_sec - run->start.tv_sec) * 1000 + (now.tv_nsec - run->start.tv_nsec) / 1000000;
}

/* Whether the search must end now: stopped, or out of time. */
static bool engine_should_stop(struct engine_run *run)
{
	if (run->stop && atomic_load(run->stop))
		return true;
	if (run->lim->time_ms > 0 && engine_elapsed(run) >= run->lim->time_ms)
		run->out_of_time = true;
	return run->out_of_time;
}

/* The score of a decided position for the side that just moved (ply: turns from the root). */
static int engine_decided_score(const struct position *pos, int ply, bool *decided)
{
	enum color w;
	*decided = eval_decided(pos, &w);
	if (!*decided)
		return 0;
	return w == color_other(pos->side) ? EVAL_WIN - ply : -(EVAL_WIN - ply);
}

static int engine_root_cmp(const void *a, const void *b)
{
	const struct engine_root *x = a, *y = b;
	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return x->index - y->index;
}

/* Sends progress to the caller. */
static void engine_send(struct engine_run *run, int depth, bool partial, int score, const char *pv)
{
	if (!run->report)
		return;
	struct engine_info info = { depth, partial, score, run->nodes, engine_elapsed(run), pv };
	run->report(run->ctx, &info);
}

/* The value for the root's mover of the turn t against the opponent's
 * best reply, or a value at most alpha if one reply shows that much.
 * Returns false if the search was stopped before it knew. */
static bool engine_replies(struct engine *e, struct engine_run *run, const struct position *after,
			   int alpha, int *value)
{
	const struct movegen_turn *replies;
	long n = movegen_list(e->reply, after, NULL, &replies);
	if (n < 0)
		xmalloc_fail();
	if (n == 0) {
		*value = EVAL_WIN - 2; /* the opponent cannot move */
		return true;
	}
	int v = EVAL_WIN;
	for (long j = 0; j < n; j++) {
		if ((j & 255) == 255 && engine_should_stop(run))
			return false;
		struct position leaf = *after;
		bool decided;
		engine_apply(&leaf, replies[j].steps, replies[j].nsteps);
		run->nodes++;
		int s = engine_decided_score(&leaf, 2, &decided);
		/* the opponent moved: its win is our loss */
		s = decided ? -s : eval_position(&leaf);
		if (s < v)
			v = s;
		if (v <= alpha)
			break;
	}
	*value = v;
	return true;
}

/* Searches the turns of g's side to move. */
static int engine_search(struct engine *e, struct engine_run *run, const struct game *g,
			 struct engine_result *out)
{
	const struct movegen_turn *turns;
	long n = movegen_list(e->root, &g->pos, &g->history, &turns);
	if (n < 0)
		xmalloc_fail();
	if (n == 0)
		return 1;
	/* the replies come from a generator of their own: this list stays valid */
	const struct movegen_turn *mine = turns;
	struct engine_root *roots = xreallocarray(NULL, (size_t)n, sizeof *roots);
	for (long i = 0; i < n; i++) {
		struct position leaf = g->pos;
		engine_apply(&leaf, mine[i].steps, mine[i].nsteps);
		run->nodes++;
		roots[i].index = (int)i;
		roots[i].score = engine_decided_score(&leaf, 1, &roots[i].decided);
		if (!roots[i].decided)
			roots[i].score = -eval_position(&leaf);
	}
	qsort(roots, (size_t)n, sizeof *roots, engine_root_cmp);
	int best = roots[0].index, score = roots[0].score, depth = 4;
	char pv[sizeof out->move];
	notation_steps(&g->pos, mine[best].steps, mine[best].nsteps, pv, sizeof pv);
	engine_send(run, 4, false, score, pv);

	if (run->lim->depth != 1 && !roots[0].decided) {
		int alpha = -EVAL_WIN - 1, best2 = -1;
		long i = 0;
		for (; i < n; i++) {
			int v;
			if (engine_should_stop(run))
				break;
			if (roots[i].decided) {
				v = roots[i].score;
			} else {
				struct position after = g->pos;
				engine_apply(&after, mine[roots[i].index].steps, mine[roots[i].index].nsteps);
				if (!engine_replies(e, run, &after, alpha, &v))
					break; /* stopped or out of time: this turn unknown */
			}
			if (v > alpha) {
				alpha = v;
				best2 = roots[i].index;
				notation_steps(&g->pos, mine[best2].steps, mine[best2].nsteps, pv, sizeof pv);
				engine_send(run, 4, true, v, pv);
			}
		}
		if (best2 >= 0) {
			best = best2;
			score = alpha;
			if (i == n)
				depth = 8;
		}
	}
	notation_steps(&g->pos, mine[best].steps, mine[best].nsteps, out->move, sizeof out->move);
	out->score = score;
	out->depth = depth;
	out->nodes = run->nodes;
	if (run->lim->depth != 1 && !roots[0].decided)
		engine_send(run, depth, false, score, out->move);
	free(roots);
	return 0;
}

int engine_think(struct engine *e, const struct game *g, const struct engine_limits *lim,
		 const atomic_bool *stop, engine_report_fn report, void *ctx, struct engine_result *out)
{
	struct engine_run run = { lim, stop, { 0, 0 }, 0, false, report, ctx };
	clock_gettime(CLOCK_MONOTONIC, &run.start);
	memset(out, 0, sizeof *out);
	if (g->phase == GAME_OVER)
		return 1;
	if (g->phase == GAME_SETUP) {
		struct placement pl[SETUP_PIECES];
		engine_setup(g->pos.side, pl);
		notation_setup(pl, 16, out->move, sizeof out->move);
		return 0;
	}
	return engine_search(e, &run, g, out);
}
