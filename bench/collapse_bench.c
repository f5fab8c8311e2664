/* collapse_bench.c: the positions of bench/collapse.txt, each the end of
 * a game the engine lost to version 0.1 in a match of engine_bench: the
 * engine judged itself ahead there, played a move, and lost to a goal it
 * saw only a turn later (the note of each row says which match and
 * move). The player searches each position for MS milliseconds of CPU (or
 * BENCH_NODES nodes), its move is played, and a fixed judge searches the
 * other side's reply to BENCH_JUDGE_NODES nodes (4,000,000 unless said):
 * the move is lost if the judge proves a win (a goal or the last rabbit
 * taken within its search). The judge is the default player of the
 * fourteenth round (ENGINE_USE_QUIESCE, HEMMED, RABBIT_NEAR, LMR, CANON)
 * with nodes for its limit, so its verdicts are the same on every
 * machine; with BENCH_NODES the whole bench is. Prints each position's
 * move, score, depth and verdict, and how many moves were lost.
 * Usage: collapse_bench FILE [MS]; BENCH_FEATURES sets what the player
 * uses (engine_set_features), a new player's by default, and
 * BENCH_WEIGHTS its weights (benchlib_weights). */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include "bench/benchlib.h"
#include "engine/engine.h"
#include "engine/eval.h"
#include "notation/record.h"

enum { COLLAPSE_JUDGE = ENGINE_USE_QUIESCE | ENGINE_USE_HEMMED | ENGINE_USE_RABBIT_NEAR | ENGINE_USE_LMR | ENGINE_USE_CANON };

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: collapse_bench FILE [MS]\n");
		return 2;
	}
	long ms = argc > 2 ? atol(argv[2]) : 500, nodes = benchlib_env("BENCH_NODES", 0);
	long judge_nodes = benchlib_env("BENCH_JUDGE_NODES", 4000000);
	char *text;
	struct archive arch;
	if (benchlib_archive("collapse_bench", argv[1], &arch, &text) != 0)
		return 1;
	struct engine *player = engine_new(), *judge = engine_new();
	engine_set_features(player, (unsigned)benchlib_env("BENCH_FEATURES", ENGINE_USE_DEFAULT));
	if (benchlib_weights("collapse_bench", "BENCH_WEIGHTS", player) != 0)
		return 1;
	engine_set_features(judge, COLLAPSE_JUDGE);
	int n = 0, lost = 0, bad = 0;
	double cpu = 0;
	for (size_t row = 0; row < arch.nrows; row++) {
		struct game g;
		if (benchlib_game(&arch, row, &g) != 0 || g.phase != GAME_PLAY) {
			fprintf(stderr, "collapse_bench: row %zu (line %d) is not a game in play\n", row + 1,
				arch.rows[row].lineno);
			bad++;
			continue;
		}
		struct engine_limits lim = { 0, nodes ? 0 : ms, nodes ? 0 : ms, nodes, !nodes };
		struct engine_result mine, reply;
		engine_clear(player);
		double c0 = benchlib_cpu();
		engine_think(player, &g, &lim, NULL, NULL, NULL, &mine);
		cpu += benchlib_cpu() - c0;
		struct record_error err;
		if (record_play_line(&g, mine.move, &err) != 0) {
			fprintf(stderr, "collapse_bench: row %zu: illegal move %s: %s\n", row + 1, mine.move, err.message);
			game_free(&g);
			bad++;
			continue;
		}
		struct engine_limits jl = { 0, 0, 0, judge_nodes, false };
		engine_clear(judge);
		bool won = g.phase == GAME_OVER;
		if (!won)
			engine_think(judge, &g, &jl, NULL, NULL, NULL, &reply);
		bool loses = !won && reply.score > EVAL_WON;
		n++;
		lost += loses;
		printf("%3zu  %-30s %6d  depth %2d  %s\n", row + 1, mine.move, mine.score, mine.depth,
		       won ? "won" : loses ? "lost" : "held");
		game_free(&g);
	}
	printf("collapse bench: %d positions, %d moves lost to a win the judge proves (%ld nodes), %d held; "
	       "%.1f s of CPU for the player's moves\n",
	       n, lost, judge_nodes, n - lost, cpu);
	engine_free(player);
	engine_free(judge);
	archive_free(&arch);
	free(text);
	return bad ? 1 : 0;
}
