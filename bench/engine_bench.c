/* engine_bench.c: the built-in player's strength, measured by play:
 * the engine against the engine of version 0.1 (bench/engine01.c, a fixed
 * opponent), against a random mover, and against itself held to one turn
 * (four steps), colours alternating, every setup drawn at random so that
 * players without chance still play different games. A game that reaches
 * the turn limit counts half. Each match prints wins, losses, draws and
 * the Elo difference with its 95% margin, and each engine's nodes a move.
 * Match `prev` plays the engine against itself without what it gained
 * since (engine_set_features: BENCH_FEATURES, a new player's by default, against
 * BENCH_PREV_FEATURES, none by default), at the same budget; either
 * may judge with weights of its own (BENCH_WEIGHTS, BENCH_PREV_WEIGHTS:
 * name=value pairs, benchlib_weights), to measure a weight by play, and
 * threads of its own (BENCH_THREADS, BENCH_PREV_THREADS: 1 by default;
 * BENCH_THREADS is the engine's in the other matches too); a player's
 * name in the figures lists the threads and weights it differs by.
 * Usage: engine_bench [GAMES [BUDGET [old|random|self|prev|all [--time|--cpu|--nodes]]]]:
 * BUDGET is milliseconds a move on the wall clock (--time, the default)
 * or on each engine's own processor clock (--cpu: fair on a loaded
 * machine), or with --nodes the step nodes the engine searches a move,
 * version 0.1 generating and judging BUDGET * BENCH_OLD_PERCENT / 100
 * whole turns (the
 * ratio of the two engines' speeds; the match is then the same whatever the load:
 * the engines have no chance in them and the setups come from a seed).
 * With BENCH_LOG set in the environment every move goes to stderr;
 * BENCH_SEED (11 by default) draws other setups. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench/benchlib.h"
#include "bench/benchscore.h"
#include "bench/engine01.h"
#include "engine/engine.h"
#include "notation/notation.h"
#include "notation/record.h"

enum { BENCH_MAX_TURNS = 200 };

/* Turns version 0.1 generates and judges (its work) per hundred step
 * nodes of the engine in the same processor time, measured on this
 * machine (--cpu matches print both rates: 6.4 M turns and 2.7 M step
 * nodes per CPU second at 300 ms a move, with the goal search's zone). */
enum { BENCH_OLD_PERCENT = 230 };

/* A player: the engine, the engine of version 0.1, or the random mover. */
struct bench_player {
	const char *name;
	struct engine *engine;     /* the engine, or NULL */
	struct engine01 *old;      /* the version 0.1 engine, or NULL */
	struct engine_limits lim;
	struct engine01_limits old_lim;
	/* counted over a match */
	long moves;
	long nodes;
	double cpu;
};

/* A random legal move for the side to move: a shuffled setup, or any turn. */
static int bench_random_move(struct movegen *mg, const struct game *g, char *buf, size_t size)
{
	if (g->phase == GAME_SETUP) {
		benchlib_shuffled_setup(g->pos.side, buf, size);
		return 0;
	}
	const struct movegen_turn *turns;
	long n = movegen_list(mg, &g->pos, &g->history, &turns);
	if (n <= 0)
		return 1;
	long k = rand() % n;
	notation_steps(&g->pos, turns[k].steps, turns[k].nsteps, buf, size);
	return 0;
}

/* The move of player who in g into move. */
static int bench_move(struct bench_player *who, struct movegen *mg, const struct game *g, char *move, size_t size)
{
	if (g->phase == GAME_SETUP || (!who->engine && !who->old)) {
		int r = bench_random_move(mg, g, move, size);
		if (getenv("BENCH_LOG"))
			fprintf(stderr, "%d%c %s: %s (setup or random)\n", g->number, "gs"[g->pos.side], who->name, move);
		return r;
	}
	double c0 = benchlib_cpu();
	int r, depth = 0, score = 0;
	long nodes;
	if (who->engine) {
		struct engine_result res;
		r = engine_think(who->engine, g, &who->lim, NULL, NULL, NULL, &res);
		snprintf(move, size, "%s", res.move);
		nodes = res.nodes;
		depth = res.depth;
		score = res.score;
	} else {
		struct engine01_result res;
		r = engine01_think(who->old, g, &who->old_lim, NULL, NULL, NULL, &res);
		snprintf(move, size, "%s", res.move);
		nodes = res.nodes;
		score = res.score;
	}
	double took = benchlib_cpu() - c0;
	who->cpu += took;
	who->nodes += nodes;
	who->moves++;
	if (getenv("BENCH_LOG"))
		fprintf(stderr, "%d%c %s: %s (%ld nodes, %.3f s, depth %d, score %d)\n", g->number, "gs"[g->pos.side],
			who->name, move, nodes, took, depth, score);
	return r;
}

/* The players of a game and the move generator of the random mover:
 * bench_game's mover's context. */
struct bench_table {
	struct movegen *mg;
	struct bench_player **p;
};

/* benchlib_play's mover: the move of the player whose turn it is. */
static int bench_table_move(void *ctx, const struct game *g, char *move, size_t size)
{
	struct bench_table *t = ctx;
	return bench_move(t->p[g->pos.side], t->mg, g, move, size);
}

/* Plays one game; returns the winner, or COLOR_NB for a draw at the turn
 * limit. A player with no legal move loses. */
static enum color bench_game(struct movegen *mg, struct bench_player *p[2])
{
	struct game g;
	enum color winner = COLOR_NB;
	game_init(&g);
	for (int c = 0; c < COLOR_NB; c++)
		if (p[c]->engine)
			engine_clear(p[c]->engine);
	struct bench_table t = { mg, p };
	char move[160] = "";
	struct record_error err;
	if (benchlib_play(&g, BENCH_MAX_TURNS, bench_table_move, &t, move, sizeof move, &err) != 0) {
		fprintf(stderr, "bench: %s made no legal move (%s): %s\n", p[g.pos.side]->name, move, err.message);
		winner = color_other(g.pos.side);
	} else if (g.phase == GAME_OVER) {
		winner = g.winner;
	}
	game_free(&g);
	return winner;
}

/* Plays n games of a against b, a taking Gold in the even ones; prints a's score. */
static void bench_match(struct movegen *mg, struct bench_player *a, struct bench_player *b, int n)
{
	a->moves = b->moves = a->nodes = b->nodes = 0;
	a->cpu = b->cpu = 0;
	int wins = 0, losses = 0, draws = 0;
	for (int i = 0; i < n; i++) {
		struct bench_player *p[2];
		enum color ac = i % 2 == 0 ? GOLD : SILVER;
		p[ac] = a;
		p[color_other(ac)] = b;
		enum color w = bench_game(mg, p);
		double x = w == COLOR_NB ? 0.5 : w == ac ? 1 : 0;
		wins += x == 1;
		losses += x == 0;
		draws += x == 0.5;
		fprintf(stderr, "%c", x == 1 ? '+' : x == 0 ? '-' : '=');
	}
	fprintf(stderr, "\n");
	benchscore_print(a->name, b->name, wins, losses, draws);
	struct bench_player *who[2] = { a, b };
	for (int i = 0; i < 2; i++)
		if (who[i]->moves > 0 && (who[i]->engine || who[i]->old))
			printf("  %s: %ld moves, %.0f nodes a move, %.0f nodes per CPU second\n", who[i]->name,
			       who[i]->moves, (double)who[i]->nodes / who[i]->moves,
			       who[i]->cpu > 0 ? who[i]->nodes / who[i]->cpu : 0);
	fflush(stdout);
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 20;
	long budget = argc > 2 ? atol(argv[2]) : 200;
	const char *which = argc > 3 ? argv[3] : "all";
	const char *mode = argc > 4 ? argv[4] : "--time";
	bool nodes = strcmp(mode, "--nodes") == 0, cpu = strcmp(mode, "--cpu") == 0;
	if (n <= 0 || budget <= 0 || (!nodes && !cpu && strcmp(mode, "--time") != 0)) {
		fputs("usage: engine_bench [GAMES [BUDGET [old|random|self|prev|all [--time|--cpu|--nodes]]]]\n", stderr);
		return 2;
	}
	struct movegen *mg = movegen_new();
	if (!mg) {
		fputs("engine_bench: out of memory\n", stderr);
		return 1;
	}
	srand(getenv("BENCH_SEED") ? (unsigned)atoi(getenv("BENCH_SEED")) : 11);
	char base[64], name[240], old_name[64], prev_name[240], weights[120];
	struct bench_player eng = { name, engine_new(), NULL, { 0, 0, 0, 0, false }, { 0, 0, 0, false }, 0, 0, 0 };
	struct bench_player old = { old_name, NULL, engine01_new(), { 0, 0, 0, 0, false }, { 0, 0, 0, false }, 0, 0, 0 };
	if (nodes) {
		eng.lim.nodes = budget;
		old.old_lim.nodes = budget * BENCH_OLD_PERCENT / 100 > 0 ? budget * BENCH_OLD_PERCENT / 100 : 1;
		snprintf(base, sizeof base, "engine (%ld nodes)", budget);
		snprintf(old_name, sizeof old_name, "engine 0.1 (%ld turns)", old.old_lim.nodes);
	} else {
		eng.lim.time_ms = eng.lim.max_ms = old.old_lim.time_ms = budget;
		eng.lim.cpu = old.old_lim.cpu = cpu;
		snprintf(base, sizeof base, "engine (%ld ms%s)", budget, cpu ? " CPU" : "");
		snprintf(old_name, sizeof old_name, "engine 0.1 (%ld ms%s)", budget, cpu ? " CPU" : "");
	}
	struct bench_player eng2 = { "engine (4 steps deep)", engine_new(), NULL, { 4, 0, 0, 0, false },
				     { 0, 0, 0, false }, 0, 0, 0 };
	struct bench_player prev = { prev_name, engine_new(), NULL, eng.lim, { 0, 0, 0, false }, 0, 0, 0 };
	unsigned feat = benchlib_features("BENCH_FEATURES", ENGINE_USE_DEFAULT);
	unsigned prev_feat = benchlib_features("BENCH_PREV_FEATURES", 0);
	engine_set_features(eng.engine, feat);
	engine_set_features(prev.engine, prev_feat);
	if (benchlib_weights("engine_bench", "BENCH_WEIGHTS", eng.engine) != 0 ||
	    benchlib_weights("engine_bench", "BENCH_PREV_WEIGHTS", prev.engine) != 0)
		return 2;
	int threads = (int)benchlib_env("BENCH_THREADS", 1);
	engine_set_threads(eng.engine, threads);
	benchlib_weights_text(eng.engine, weights, sizeof weights);
	char threads_text[24] = "";
	if (threads > 1)
		snprintf(threads_text, sizeof threads_text, ", %d threads", engine_threads(eng.engine));
	snprintf(name, sizeof name, "%s%s%s%s", base, threads_text, *weights ? ", weights " : "", weights);
	engine_set_threads(prev.engine, (int)benchlib_env("BENCH_PREV_THREADS", 1));
	benchlib_weights_text(prev.engine, weights, sizeof weights);
	threads_text[0] = '\0';
	if (engine_threads(prev.engine) > 1)
		snprintf(threads_text, sizeof threads_text, ", %d threads", engine_threads(prev.engine));
	snprintf(prev_name, sizeof prev_name, "%s, features %u%s%s%s", base, prev_feat, threads_text,
		 *weights ? ", weights " : "", weights);
	struct bench_player rnd = { "random mover", NULL, NULL, { 0, 0, 0, 0, false }, { 0, 0, 0, false }, 0, 0, 0 };
	bool all = strcmp(which, "all") == 0;
	if (all || strcmp(which, "old") == 0)
		bench_match(mg, &eng, &old, n);
	if (all || strcmp(which, "random") == 0)
		bench_match(mg, &eng, &rnd, n);
	if (all || strcmp(which, "self") == 0)
		bench_match(mg, &eng, &eng2, n);
	if (strcmp(which, "prev") == 0)
		bench_match(mg, &eng, &prev, n);
	engine_free(eng.engine);
	engine_free(eng2.engine);
	engine_free(prev.engine);
	engine01_free(old.old);
	movegen_free(mg);
	return 0;
}
