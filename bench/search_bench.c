/* search_bench.c: the built-in player's search speed and its signature.
 * Fixed positions (the middle turn of every tenth game of an archive)
 * are searched to a fixed depth in steps with an empty table; the total
 * of nodes is printed as the signature (deterministic: any change to the
 * search or the evaluation changes it) with the nodes per second.
 * Usage: search_bench ARCHIVE [DEPTH [POSITIONS]]; BENCH_FEATURES in the
 * environment sets what the player uses (engine_set_features), a new
 * player's by default, and BENCH_WEIGHTS its weights (benchlib_weights);
 * BENCH_FROM_END=N takes, in place of the middle turn, the turn N
 * before each game's last (the end of a game, where
 * rabbits are near their goal and the goal search runs most, as in play:
 * `make bench-instructions-late`). */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include "bench/benchlib.h"
#include "engine/engine.h"

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: search_bench ARCHIVE [DEPTH [POSITIONS]]\n");
		return 2;
	}
	int depth = argc > 2 ? atoi(argv[2]) : 8;
	int want = argc > 3 ? atoi(argv[3]) : 12;
	long from_end = benchlib_env("BENCH_FROM_END", 0);
	char *text;
	struct archive arch;
	if (benchlib_archive("search_bench", argv[1], &arch, &text) != 0)
		return 1;
	struct engine *e = engine_new();
	engine_set_features(e, benchlib_features("BENCH_FEATURES", ENGINE_USE_DEFAULT));
	if (benchlib_weights("search_bench", "BENCH_WEIGHTS", e) != 0)
		return 1;
	engine_set_threads(e, (int)benchlib_env("BENCH_THREADS", 1));
	long total = 0;
	double spent = 0, cpu = 0;
	int done = 0;
	for (size_t row = 0; row < arch.nrows && done < want; row += 10) {
		struct game g;
		if (benchlib_game(&arch, row, &g) != 0)
			continue;
		size_t turns[1024], n = 0;
		for (size_t k = 0; k < g.nmoves && n < 1024; k++)
			if (g.moves[k].type == MOVE_TURN)
				turns[n++] = k;
		if (n > 0) {
			struct game at;
			struct position before;
			size_t at_turn = from_end <= 0 ? n / 2 : (size_t)from_end < n ? n - 1 - (size_t)from_end : 0;
			game_position_before(&g, turns[at_turn], &before);
			if (game_init_position(&at, &before, 2) == 0 && at.phase == GAME_PLAY) {
				struct engine_limits lim = { depth, 0, 0, 0, false };
				struct engine_result res;
				engine_clear(e);
				double t0 = benchlib_now(), c0 = benchlib_cpu();
				engine_think(e, &at, &lim, NULL, NULL, NULL, &res);
				double t = benchlib_now() - t0;
				cpu += benchlib_cpu() - c0;
				printf("  row %3zu  nodes %10ld  %7.3f s  score %6d  %s\n", row + 1, res.nodes, t,
				       res.score, res.move);
				total += res.nodes;
				spent += t;
				done++;
			}
			game_free(&at);
		}
		game_free(&g);
	}
	printf("search bench: %d positions, depth %d steps: signature %ld nodes, %.3f s (%.3f s of CPU), "
	       "%.0f nodes/s (%.0f per CPU second)\n",
	       done, depth, total, spent, cpu, spent > 0 ? (double)total / spent : 0, cpu > 0 ? (double)total / cpu : 0);
	engine_free(e);
	archive_free(&arch);
	free(text);
	return 0;
}
