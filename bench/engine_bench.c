/* engine_bench.c: the built-in player's strength, measured by play: games
 * against a random mover and against the player's own weakest setting
 * (one turn deep), colours alternating, with the scores printed. Both
 * setups are drawn at random, so that two players without chance still
 * play different games. A game that reaches the turn limit counts half. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "engine/engine.h"
#include "notation/notation.h"
#include "notation/record.h"

enum { BENCH_MAX_TURNS = 200 };

/* A player: the engine with limits, or the random mover (lim NULL). */
struct bench_player {
	const char *name;
	const struct engine_limits *lim;
};

/* A random legal move for the side to move: a shuffled setup, or any turn. */
static int bench_random_move(struct movegen *mg, const struct game *g, char *buf, size_t size)
{
	if (g->phase == GAME_SETUP) {
		struct placement pl[16];
		engine_setup(g->pos.side, pl);
		for (int i = 15; i > 0; i--) {
			int j = rand() % (i + 1);
			uint8_t p = pl[i].piece;
			pl[i].piece = pl[j].piece;
			pl[j].piece = p;
		}
		notation_setup(pl, 16, buf, size);
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

/* Plays one game; returns the winner, or COLOR_NB for a draw at the turn limit. */
static enum color bench_game(struct engine *e, struct movegen *mg, const struct bench_player *p[2])
{
	struct game g;
	enum color winner = COLOR_NB;
	game_init(&g);
	while (g.phase != GAME_OVER && g.number <= BENCH_MAX_TURNS) {
		const struct bench_player *who = p[g.pos.side];
		struct engine_result res;
		char move[160];
		int r;
		if (who->lim && g.phase != GAME_SETUP) {
			r = engine_think(e, &g, who->lim, NULL, NULL, NULL, &res);
			memcpy(move, res.move, sizeof move);
		} else {
			r = bench_random_move(mg, &g, move, sizeof move);
		}
		struct record_error err;
		if (r != 0 || record_play_line(&g, move, &err) != 0) {
			fprintf(stderr, "bench: %s made no legal move (%s): %s\n", who->name, move, err.message);
			winner = color_other(g.pos.side);
			break;
		}
	}
	if (g.phase == GAME_OVER)
		winner = g.winner;
	game_free(&g);
	return winner;
}

/* Plays n games of a against b, a taking Gold in the even ones; prints a's score. */
static void bench_match(struct engine *e, struct movegen *mg, const struct bench_player *a,
			const struct bench_player *b, int n)
{
	double score = 0;
	int wins = 0, losses = 0, draws = 0;
	for (int i = 0; i < n; i++) {
		const struct bench_player *p[2];
		enum color ac = i % 2 == 0 ? GOLD : SILVER;
		p[ac] = a;
		p[color_other(ac)] = b;
		enum color w = bench_game(e, mg, p);
		if (w == COLOR_NB) {
			draws++;
			score += 0.5;
		} else if (w == ac) {
			wins++;
			score += 1;
		} else {
			losses++;
		}
		fprintf(stderr, ".");
	}
	fprintf(stderr, "\n");
	printf("%-28s vs %-28s %3d games: %3d won, %3d lost, %3d drawn: %.1f%%\n",
	       a->name, b->name, n, wins, losses, draws, 100.0 * score / n);
	fflush(stdout);
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 20;
	long ms = argc > 2 ? atol(argv[2]) : 200;
	if (n <= 0 || ms <= 0) {
		fputs("usage: engine_bench [GAMES [MS_PER_MOVE]]\n", stderr);
		return 2;
	}
	struct engine *e = engine_new();
	struct movegen *mg = movegen_new();
	if (!mg) {
		fputs("engine_bench: out of memory\n", stderr);
		return 1;
	}
	srand(11);
	static const struct engine_limits weakest = { 1, 0 };
	struct engine_limits timed = { 0, ms };
	char timed_name[64];
	snprintf(timed_name, sizeof timed_name, "engine (%ld ms a move)", ms);
	struct bench_player rnd = { "random mover", NULL };
	struct bench_player weak = { "engine (one turn deep)", &weakest };
	struct bench_player strong = { timed_name, &timed };
	bench_match(e, mg, &weak, &rnd, n);
	bench_match(e, mg, &strong, &rnd, n);
	bench_match(e, mg, &strong, &weak, n);
	engine_free(e);
	movegen_free(mg);
	return 0;
}
