/* bench.c: the speed figures of the rules core: counting the distinct legal
 * turns of the spec's nine positions for both sides, and checking a whole
 * archive file. Each figure is the median of several runs. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "core/movegen.h"
#include "notation/archive.h"
#include "notation/diagram.h"
#include "store/load.h"

enum { RUNS = 15 };

/* The "Known counts" table of the notation spec: board, Gold's count, Silver's count. */
static const struct {
	const char *board;
	long count[COLOR_NB];
} bench_positions[] = {
	{ "rrrrrrrrhdcmecdh                                HDCMECDHRRRRRRRR", { 3353, 3353 } },
	{ "rrr r r hm c  r     r  d M r  h D  d            HRRRR RR RC R   ", { 12724, 46401 } },
	{ "rrr r   h c  r   R  r hdm M     D  drr   R RR R  H     RR C R   ", { 23405, 29660 } },
	{ "r       hR r r  m   r  hDRM    d   r rR    RR    RH  RR C       ", { 14166, 8476 } },
	{ "rrrrrr rdhce h d C   c      mCr     ED         RDH M  H RRRRRRR ", { 15312, 5826 } },
	{ "rrrrrc rdhce hMd          C mCr     ED   H     RD     H RRRRRRR ", { 46370, 3251 } },
	{ "rrrr rrr  hreh   dcC d     cRm                                  ", { 2, 17329 } },
	{ "rEmH    RdH      C                            c      hDr    hMeR", { 0, 0 } },
	{ "rRrr rrr  d      D c        Rm                       d  R RRRR  ", { 1202, 12362 } },
};

static double bench_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static int bench_cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static double bench_median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, bench_cmp);
	return v[n / 2];
}

static int bench_counts(void)
{
	struct movegen *mg = movegen_new();
	double total = 0;
	int wrong = 0;
	if (!mg)
		return 1;
	printf("Distinct legal turns (median of %d runs, ms):\n", RUNS);
	for (size_t i = 0; i < sizeof bench_positions / sizeof bench_positions[0]; i++) {
		for (int c = 0; c < COLOR_NB; c++) {
			char text[80], why[128];
			struct position pos;
			int number;
			snprintf(text, sizeof text, "%c [%s]", c == GOLD ? 'g' : 's', bench_positions[i].board);
			if (diagram_short_read(text, strlen(text), &pos, &number, why, sizeof why) < 0) {
				fprintf(stderr, "bench: position %zu: %s\n", i + 1, why);
				return 1;
			}
			double t[RUNS];
			long n = 0;
			for (int r = 0; r < RUNS; r++) {
				double t0 = bench_now();
				n = movegen_count(mg, &pos, NULL);
				t[r] = bench_now() - t0;
			}
			double m = bench_median(t, RUNS);
			total += m;
			bool ok = n == bench_positions[i].count[c];
			wrong += !ok;
			printf("  position %zu %-6s %6ld turns %s %7.3f ms\n", i + 1, c == GOLD ? "gold" : "silver",
			       n, ok ? "(as the spec)" : "(WRONG)", m);
		}
	}
	printf("  all eighteen counts: %.1f ms (goal: under 30 ms)\n", total);
	movegen_free(mg);
	return wrong != 0;
}

/* Reads and replays every game of an archive text, as --check does. Returns the number of games, -1 on error. */
static long bench_archive_once(const char *text, size_t len, long *legal)
{
	struct archive a;
	struct record_error err;
	if (archive_parse(text, len, &a, &err) < 0)
		return -1;
	*legal = 0;
	for (size_t i = 0; i < a.nrows; i++) {
		struct record rec;
		struct game g;
		if (archive_record(&a, i, &rec, &err) < 0)
			continue;
		if (record_replay(&rec, &g, false, &err) == 0)
			(*legal)++;
		game_free(&g);
		record_free(&rec);
	}
	long n = (long)a.nrows;
	archive_free(&a);
	return n;
}

static int bench_archive(const char *path)
{
	size_t len;
	char *cause = NULL;
	char *text = load_read_file(path, &len, &cause);
	if (!text) {
		fprintf(stderr, "bench: %s\n", cause ? cause : "out of memory");
		free(cause);
		return 1;
	}
	double t[RUNS];
	long games = 0, legal = 0;
	for (int r = 0; r < RUNS; r++) {
		double t0 = bench_now();
		games = bench_archive_once(text, len, &legal);
		t[r] = bench_now() - t0;
	}
	free(text);
	if (games < 0) {
		fprintf(stderr, "bench: %s is not an archive\n", path);
		return 1;
	}
	printf("Checking %s: %ld games, %ld legal, %.1f ms (median of %d runs; goal: under 50 ms)\n",
	       path, games, legal, bench_median(t, RUNS), RUNS);
	return legal != games;
}

int main(int argc, char **argv)
{
	int bad = bench_counts();
	if (argc > 1)
		bad |= bench_archive(argv[1]);
	return bad;
}
