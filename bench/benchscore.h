/* benchscore.h: a match's score, as the benchmarks that play print it. */
#ifndef ARIMAA_BENCH_BENCHSCORE_H
#define ARIMAA_BENCH_BENCHSCORE_H

/* Prints on standard output, as one line, a's score against b: the
 * games won, lost and drawn (a draw counts half), the percentage, and
 * the Elo difference with its 95% margin (from the spread of the games'
 * scores); with no game the other way, the bound of one game more. */
void benchscore_print(const char *a, const char *b, int wins, int losses, int draws);

#endif
