/* search_bench.c: the built-in player's search speed and its signature.
 * Fixed positions (the middle turn of every tenth game of an archive)
 * are searched to a fixed depth in steps with an empty table; the total
 * of nodes is printed as the signature (deterministic: any change to the
 * search or the evaluation changes it) with the nodes per second.
 * Usage: search_bench ARCHIVE [DEPTH [POSITIONS]]. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "engine/engine.h"
#include "notation/archive.h"
#include "notation/record.h"

/* The whole file at path, malloc'd, or NULL. */
static char *bench_slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 20, n = 0;
	char *buf = malloc(cap);
	size_t r;
	while (buf && (r = fread(buf + n, 1, cap - n, f)) > 0) {
		n += r;
		if (n == cap) {
			char *more = realloc(buf, cap *= 2);
			if (!more) {
				free(buf);
				buf = NULL;
			}
			buf = more;
		}
	}
	fclose(f);
	*len = n;
	return buf;
}

static double bench_now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: search_bench ARCHIVE [DEPTH [POSITIONS]]\n");
		return 2;
	}
	int depth = argc > 2 ? atoi(argv[2]) : 8;
	int want = argc > 3 ? atoi(argv[3]) : 12;
	size_t len;
	char *text = bench_slurp(argv[1], &len);
	struct archive arch;
	struct record_error err;
	if (!text || archive_parse(text, len, &arch, &err) != 0) {
		fprintf(stderr, "search_bench: cannot read %s\n", argv[1]);
		return 1;
	}
	struct engine *e = engine_new();
	long total = 0;
	double spent = 0;
	int done = 0;
	for (size_t row = 0; row < arch.nrows && done < want; row += 10) {
		struct record rec;
		struct game g;
		if (archive_record(&arch, row, &rec, &err) != 0)
			continue;
		if (record_replay(&rec, &g, false, &err) != 0) {
			record_free(&rec);
			continue;
		}
		size_t turns[1024], n = 0;
		for (size_t k = 0; k < g.nmoves && n < 1024; k++)
			if (g.moves[k].type == MOVE_TURN)
				turns[n++] = k;
		if (n > 0) {
			struct game at;
			const struct game_move *m = &g.moves[turns[n / 2]];
			if (game_init_position(&at, &m->before, 2) == 0 && at.phase == GAME_PLAY) {
				struct engine_limits lim = { depth, 0, 0 };
				struct engine_result res;
				engine_clear(e);
				double t0 = bench_now();
				engine_think(e, &at, &lim, NULL, NULL, NULL, &res);
				double t = bench_now() - t0;
				printf("  row %3zu  nodes %10ld  %7.3f s  score %6d  %s\n", row + 1, res.nodes, t,
				       res.score, res.move);
				total += res.nodes;
				spent += t;
				done++;
			}
			game_free(&at);
		}
		game_free(&g);
		record_free(&rec);
	}
	printf("search bench: %d positions, depth %d steps: signature %ld nodes, %.3f s, %.0f nodes/s\n", done,
	       depth, total, spent, spent > 0 ? (double)total / spent : 0);
	engine_free(e);
	archive_free(&arch);
	free(text);
	return 0;
}
