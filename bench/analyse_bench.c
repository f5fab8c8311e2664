/* analyse_bench.c: whole-game analysis time (issue 19): every game of an
 * archive (the 147 of tests/data/allgames202602.txt) analysed as
 * `arimaa --analyse` does, by the built-in engine at a fixed time a
 * position, with the figures printed: games, positions, wall and CPU
 * seconds in all and a game's mean and most, and the moves marked.
 * Usage: analyse_bench ARCHIVE [MS [GAMES]] (MS a position, 20 by default;
 * GAMES the first so many, all by default). The drops (what each move
 * cost its mover by the engine, centi-rabbits) are printed as
 * percentiles, to set the marks' thresholds on the engine's scale;
 * BENCH_ANALYSE_MOVES=1 prints every move with its drop and glyph. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation/notation.h"
#include "app/analyser.h"
#include "bench/benchlib.h"
#include "notation/treerecord.h"

/* What the pieces move id of t captured are worth to side c (minus what c
 * lost), engine's piece values, rabbits 100. */
static int bench_swing(const struct gametree *t, gametree_id id, enum color c)
{
	static const int value[KIND_NB] = { 100, 150, 200, 300, 500, 800 };
	int v = 0;
	struct gametree_move mv;
	gametree_move_get(t, id, &mv);
	for (int k = 0; k < mv.nsteps; k++)
		for (int j = 0; j < mv.steps[k].ncaptures && j < 2; j++) {
			int piece = mv.steps[k].capture_piece[j];
			if (piece <= PIECE_NONE || piece >= PIECE_NB)
				continue;
			v += piece_color(piece) == c ? -value[piece_kind(piece)] : value[piece_kind(piece)];
		}
	return v;
}

/* For qsort: ints in increasing order. */
static int bench_cmp(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

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
	if (analyser_start(&an, NULL, 0, ms, 1, why, sizeof why) != 0) {
		fprintf(stderr, "%s: %s\n", argv[0], why);
		return 1;
	}
	struct analysis_searcher se;
	analyser_searcher(&an, &se);
	const char *each = getenv("BENCH_ANALYSE_MOVES");
	bool moves = each && strcmp(each, "1") == 0;
	int *drops = NULL;
	size_t ndrops = 0, cap = 0;
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
				if (ndrops == cap) {
					cap = cap ? cap * 2 : 1024;
					drops = realloc(drops, cap * sizeof *drops);
					if (!drops)
						return 1;
				}
				drops[ndrops++] = drop;
				if (moves) {
					const struct gametree_node *nd = gametree_node(&t, a.nodes[i]);
					char label[16];
					notation_label(nd->move.number, nd->move.side, label);
					/* the material the mover won or lost in this move and the two after it */
					int swing = 0;
					for (size_t k = i; k < a.n && k < i + 3; k++)
						swing += bench_swing(&t, a.nodes[k], nd->move.side);
					printf("row %zu %s drop %d %s swing %+d own %+d (before %+d, best %s | reply %s)\n", row,
					       label, drop, gametree_glyph_text(glyph) ? gametree_glyph_text(glyph) : "",
					       swing, bench_swing(&t, a.nodes[i], nd->move.side), a.lines[i - 1].score,
					       a.lines[i - 1].move, a.lines[i].move);
				}
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
	printf("marked: %zu ?!, %zu ?, %zu ?? of %zu moves\n", marks[0], marks[1], marks[2], ndrops);
	qsort(drops, ndrops, sizeof *drops, bench_cmp);
	if (ndrops > 0)
		printf("drops (centi-rabbits): median %d, 75%% %d, 90%% %d, 95%% %d, 99%% %d, most %d\n",
		       drops[ndrops / 2], drops[ndrops * 3 / 4], drops[ndrops * 9 / 10], drops[ndrops * 19 / 20],
		       drops[ndrops * 99 / 100], drops[ndrops - 1]);
	free(drops);
	archive_free(&arc);
	free(text);
	return 0;
}
