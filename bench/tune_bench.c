/* tune_bench.c: the judgement's weights fitted to games' results. The
 * default player plays GAMES games against itself at NODES nodes a move
 * for each SEED (setups shuffled at random as engine_bench draws them,
 * srand(SEED) before each seed's games); the position before every turn
 * from Gold's fourth on of each decided game is kept with whether its
 * side to move won. A position's judgement (eval_position_by at a
 * turn's start) v is read as the chance 1 / (1 + 10^(-K v / 400)) that
 * the side to move wins; K is the one of 0.2, 0.3, ... 3.0 whose mean
 * squared error over the positions is least, and the weights the player
 * reads (tune_names) are then moved one at a time, by an eighth of their
 * value from 40 up (2 from 8, 1 below), in each direction while the
 * error falls, never below 0 nor above EVAL_WEIGHT_LIMIT, for up to
 * four passes. Prints the error
 * before and after, the weights fitted, and the weights halfway between
 * the player's and the fitted ones (BENCH_WEIGHTS's form), for
 * engine_bench to play. BENCH_WEIGHTS (benchlib_weights) sets the weights
 * the games are played and the fit starts with.
 * Usage: tune_bench GAMES NODES SEED... */
#include "config.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench/benchlib.h"
#include "engine/engine.h"
#include "engine/eval.h"
#include "notation/record.h"
#include "util/xmalloc.h"

/* A position and whether its side to move went on to win. */
struct tune_sample {
	struct position pos;
	bool won;
};

/* The samples kept. */
struct tune_set {
	struct tune_sample *s;
	size_t n, cap;
};

enum { TUNE_MAX_TURNS = 200, TUNE_FIRST_TURN = 4, TUNE_PASSES = 4 };

/* The weights fitted: those the default player reads (its feature bits'
 * items) and whose value is not a count of rows or steps. */
static const char *const tune_names[] = {
	"trap_guard",	 "trap_strongest",  "home_trap",	"frozen_pct",	     "frozen_rabbit",
	"on_trap",	 "hostage_pct",	    "advance_2",	"advance_3",	     "advance_4",
	"advance_5",	 "advance_6",	    "rabbit_safe_pct",	"elephant_mob",	     "elephant_centre",
	"threat_mover_pct", "threat_waiter_pct", "goal_waiter", "immobile_pct",	     "framed_pct",
};
enum { TUNE_NAMES = sizeof tune_names / sizeof *tune_names };

/* A game of the default player against itself, as tune_game plays it:
 * its mover's context. */
struct tune_table {
	struct engine *e;
	const struct engine_limits *lim;
	struct tune_set *set;
};

/* benchlib_play's mover: a shuffled setup, or the player's turn, the
 * position before it kept in the set from turn TUNE_FIRST_TURN on. */
static int tune_move(void *ctx, const struct game *g, char *move, size_t size)
{
	struct tune_table *t = ctx;
	if (g->phase == GAME_SETUP) {
		benchlib_shuffled_setup(g->pos.side, move, size);
		return 0;
	}
	struct tune_set *set = t->set;
	if (g->number >= TUNE_FIRST_TURN) {
		if (set->n == set->cap) {
			set->cap = set->cap ? set->cap * 2 : 4096;
			set->s = xreallocarray(set->s, set->cap, sizeof *set->s);
		}
		set->s[set->n++].pos = g->pos;
	}
	struct engine_result res;
	if (engine_think(t->e, g, t->lim, NULL, NULL, NULL, &res) != 0)
		return -1;
	snprintf(move, size, "%s", res.move);
	return 0;
}

/* Plays one game of e against itself; adds its positions to set if it is
 * decided (running out of memory is fatal: util/xmalloc.h). */
static void tune_game(struct engine *e, const struct engine_limits *lim, struct tune_set *set)
{
	struct game g;
	game_init(&g);
	engine_clear(e);
	size_t first = set->n;
	struct tune_table t = { e, lim, set };
	char move[160];
	struct record_error err;
	benchlib_play(&g, TUNE_MAX_TURNS, tune_move, &t, move, sizeof move, &err);
	if (g.phase == GAME_OVER && g.winner < COLOR_NB) {
		for (size_t i = first; i < set->n; i++)
			set->s[i].won = set->s[i].pos.side == g.winner;
	} else {
		set->n = first;
	}
	game_free(&g);
}

/* The mean squared error of the judgement by w, read at k, over set. */
static double tune_error(const struct tune_set *set, const struct eval_weights *w, double k)
{
	double sum = 0;
	for (size_t i = 0; i < set->n; i++) {
		int v = eval_position_by(w, &set->s[i].pos, TURN_MAX_STEPS, EVAL_DEFAULT);
		double d = (set->s[i].won ? 1.0 : 0.0) - 1 / (1 + pow(10, -k * v / 400));
		sum += d * d;
	}
	return set->n ? sum / (double)set->n : 0;
}

/* Moves each of tune_names' weights in w while the error at k falls; returns the error. */
static double tune_fit(const struct tune_set *set, struct eval_weights *w, double k, double error)
{
	for (int pass = 0; pass < TUNE_PASSES; pass++) {
		bool moved = false;
		for (int i = 0; i < TUNE_NAMES; i++) {
			int x = eval_weights_index(tune_names[i]), was = w->w[x];
			int step = was >= 40 ? was / 8 : was >= 8 ? 2 : 1;
			for (int dir = -1; dir <= 1; dir += 2) {
				while (w->w[x] + dir * step >= 0 && w->w[x] + dir * step <= EVAL_WEIGHT_LIMIT) {
					w->w[x] += dir * step;
					double e = tune_error(set, w, k);
					if (e >= error - 1e-7) {
						w->w[x] -= dir * step;
						break;
					}
					error = e;
					moved = true;
				}
			}
			fprintf(stderr, "pass %d: %s %d to %d, error %.6f\n", pass + 1, tune_names[i], was, w->w[x], error);
		}
		if (!moved)
			break;
	}
	return error;
}

/* Prints the weights of tune_names where w differs from base, name=value
 * with commas; with `half`, each halfway from base to w (rounded down). */
static void tune_print(const char *label, const struct eval_weights *base, const struct eval_weights *w, bool half)
{
	printf("%s: ", label);
	const char *sep = "";
	for (int i = 0; i < TUNE_NAMES; i++) {
		int x = eval_weights_index(tune_names[i]);
		int v = half ? (base->w[x] + w->w[x]) / 2 : w->w[x];
		if (v != base->w[x]) {
			printf("%s%s=%d", sep, tune_names[i], v);
			sep = ",";
		}
	}
	printf("\n");
}

int main(int argc, char **argv)
{
	int games = argc > 3 ? atoi(argv[1]) : 0;
	long nodes = argc > 3 ? atol(argv[2]) : 0;
	if (games <= 0 || nodes <= 0) {
		fputs("usage: tune_bench GAMES NODES SEED...\n", stderr);
		return 2;
	}
	for (int i = 0; i < TUNE_NAMES; i++)
		if (eval_weights_index(tune_names[i]) < 0) {
			fprintf(stderr, "tune_bench: no weight %s in eval.c\n", tune_names[i]);
			return 2;
		}
	struct engine *e = engine_new();
	if (!e || benchlib_weights("tune_bench", "BENCH_WEIGHTS", e) != 0) {
		engine_free(e);
		return 2;
	}
	struct engine_limits lim = { 0, 0, 0, nodes, false };
	struct tune_set set = { NULL, 0, 0 };
	for (int a = 3; a < argc; a++) {
		srand((unsigned)atoi(argv[a]));
		for (int i = 0; i < games; i++) {
			tune_game(e, &lim, &set);
			if (i % 100 == 99)
				fprintf(stderr, "seed %s: %d games, %zu positions in all\n", argv[a], i + 1, set.n);
		}
	}
	struct eval_weights base = *engine_weights(e), w = base;
	double k = 0.2, error = tune_error(&set, &w, k);
	for (int t = 3; t <= 30; t++) {
		double x = tune_error(&set, &w, t / 10.0);
		if (x < error) {
			error = x;
			k = t / 10.0;
		}
	}
	printf("%zu positions of %d games a seed at %ld nodes a move; K %.1f; error %.6f\n", set.n, games, nodes, k,
	       error);
	double fitted = tune_fit(&set, &w, k, error);
	printf("error fitted %.6f\n", fitted);
	tune_print("fitted", &base, &w, false);
	tune_print("halfway", &base, &w, true);
	free(set.s);
	engine_free(e);
	return 0;
}
