/* benchscore.c: a match's score and its Elo difference, printed. */
#include "config.h"
#include <math.h>
#include <stdio.h>
#include "bench/benchscore.h"

/* The Elo difference of a score fraction p (0 for one half, not -0). */
static double benchscore_elo(double p)
{
	double elo = -400 * log10(1 / p - 1);
	return elo == 0 ? 0 : elo;
}

void benchscore_print(const char *a, const char *b, int wins, int losses, int draws)
{
	int n = wins + losses + draws;
	if (n <= 0) {
		printf("%-26s vs %-26s no game played\n", a, b);
		return;
	}
	double score = wins + 0.5 * draws, squares = wins + 0.25 * draws;
	double p = score / n;
	double sd = sqrt(squares / n - p * p), margin = 1.96 * sd / sqrt((double)n);
	printf("%-26s vs %-26s %3d games: %3d won, %3d lost, %3d drawn: %.1f%%", a, b, n, wins, losses, draws,
	       100.0 * p);
	if (p <= 0 || p >= 1) {
		/* no game the other way: the bound from the 95% margin of one more game */
		double edge = p >= 1 ? (double)n / (n + 1) : 1.0 / (n + 1);
		printf(", Elo %s%.0f\n", p >= 1 ? "> " : "< ", benchscore_elo(edge));
	} else {
		double lo = p - margin < 0.001 ? 0.001 : p - margin, hi = p + margin > 0.999 ? 0.999 : p + margin;
		printf(", Elo %+.0f (95%%: %+.0f to %+.0f)\n", benchscore_elo(p), benchscore_elo(lo), benchscore_elo(hi));
	}
}
