/* analyse_bench.c: whole-game analysis time (issue 19): every game of an
 * archive (the 147 of tests/data/allgames202602.txt) analysed as
 * `arimaa --analyse` does, by the built-in engine at a fixed time a
 * position, with the figures printed: games, positions, wall and CPU
 * seconds in all and a game's mean and most, and the moves marked.
 * Usage: analyse_bench ARCHIVE [MS [GAMES]] (MS a position, 20 by default;
 * GAMES the first so many, all by default). */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include "app/analyser.h"
#include "bench/benchlib.h"
#include "notation/treerecord.h"

int main(int argc, char **argv)
{
	if (argc < 2 || argc > 4) {
		fprintf(stderr, "usage: %s ARCHIVE [MS [GAMES]]\n", argv[0]);
		return 2;
	}
	long ms = argc > 2 ? atol(argv[2]) : 20;
	struct archive arc;
	char *text;
	if (ms <= 0 || benchlib_archive(argv[0], argv[1], &arc, &text) != 0)
		return 1;
	size_t games = argc > 3 ? (size_t)atol(argv[3]) : arc.nrows;
	if (games > arc.nrows)
		games = arc.nrows;
	struct analyser an;
	char why[256];
	if (analyser_start(&an, NULL, 0, ms, why, sizeof why) != 0) {
		fprintf(stderr, "%s: %s\n", argv[0], why);
		return 1;
	}
	struct analysis_searcher se;
	analyser_searcher(&an, &se);
	double t0 = benchlib_now(), c0 = benchlib_cpu(), most = 0;
	size_t positions = 0, done = 0, marks[3] = { 0, 0, 0 };
	for (size_t row = 0; row < games; row++) {
		struct game g;
		if (benchlib_game(&arc, row, &g) != 0)
			continue;
		struct gametree t;
		treerecord_from_game(&g, NULL, 0, 0, 0, &t);
		game_free(&g);
		double g0 = benchlib_now();
		struct analysis_game a;
		analysis_game_init(&a, &t);
		while (analysis_game_step(&a, &t, &se))
			;
		for (size_t i = 1; i < a.n; i++) {
			int drop;
			if (analysis_game_drop(&a, &t, i, &drop)) {
				int glyph = analysis_glyph(drop);
				marks[0] += glyph == 6;
				marks[1] += glyph == 2;
				marks[2] += glyph == 4;
			}
		}
		double took = benchlib_now() - g0;
		most = took > most ? took : most;
		positions += a.n;
		done++;
		analysis_game_free(&a);
		gametree_free(&t);
	}
	double wall = benchlib_now() - t0, cpu = benchlib_cpu() - c0;
	analyser_stop(&an);
	printf("whole-game analysis, built-in engine, %ld ms a position\n", ms);
	printf("games: %zu, positions: %zu\n", done, positions);
	printf("wall: %.1f s in all, %.2f s a game on average, %.2f s the longest\n", wall,
	       done ? wall / (double)done : 0.0, most);
	printf("cpu: %.1f s in all (%.1f ms a position)\n", cpu, positions ? cpu * 1000 / (double)positions : 0.0);
	printf("marked: %zu ?!, %zu ?, %zu ??\n", marks[0], marks[1], marks[2]);
	archive_free(&arc);
	free(text);
	return 0;
}
