/* timectl.h: how long the built-in player thinks, from the game's time
 * control as AEI gives it (tcmove, tcreserve, tcpercent, tcmax, tctotal,
 * tcturns, tcturntime and the clocks): the move's time spent, the reserve
 * drawn on when the search is unsettled, and never so much that the
 * reserve, the turn's limit or the game's total runs out. */
#ifndef ARIMAA_ENGINE_TIMECTL_H
#define ARIMAA_ENGINE_TIMECTL_H

#include <stdbool.h>

/* A time control and the clocks, in seconds (0 where not set). */
struct timectl {
	double tcmove;     /* time for each move */
	double tcreserve;  /* the reserve at the start */
	double tcpercent;  /* percent of a move's unused time added to the reserve */
	double tcmax;      /* the most the reserve may hold (0: no limit) */
	double tctotal;    /* the most a side's game may take (0: no limit) */
	double tcturns;    /* the most turns in the game (0: no limit) */
	double tcturntime; /* the most one move may take (0: no limit) */
	double reserve;    /* the mover's reserve now (negative: not known, tcreserve is taken) */
	double used;       /* time already used on this move */
	double total_used; /* the mover's time used in the game so far */
	int turn;          /* the number of the move being made */
	double fallback;   /* the time to think when there is no time control (tcmove 0) */
};

/* A plan: aim at target_ms; never pass max_ms. */
struct timectl_plan {
	long target_ms;
	long max_ms;
};

/* The plan for the move now. */
struct timectl_plan timectl_plan(const struct timectl *tc);

/* The mover's reserve after a move that took `took` seconds: the unused
 * part of tcmove at tcpercent added (up to tcmax), or the excess taken.
 * Negative means the time ran out. */
double timectl_reserve_after(const struct timectl *tc, double reserve, double took);

#endif
