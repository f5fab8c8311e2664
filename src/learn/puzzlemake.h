/* puzzlemake.h: whether a position holds a puzzle of a theme, by the exact
 * tests the puzzle set was made with: tools/puzzlegen tries every position
 * of the archive with them, and the position editor asks them of the
 * position edited (a refusal says why in words). */
#ifndef ARIMAA_LEARN_PUZZLEMAKE_H
#define ARIMAA_LEARN_PUZZLEMAKE_H

#include <stddef.h>
#include "core/movegen.h"
#include "learn/puzzle.h"
#include "learn/tactics.h"

/* The distinct legal turns from pos (malloc'd, *n of them; never NULL). */
struct tactics_line *puzzlemake_turns(struct movegen *mg, const struct position *pos, long *n);

/* The difficulty from how many of the turns are solutions: 1 + the tens
 * digits of turns per solution, within 1..5 (3 when not counted). */
int puzzlemake_grade(long solutions, long turns);

/* How many of the n turns reach the goal now. */
long puzzlemake_count_goals(const struct position *pos, const struct tactics_line *turns, long n);

/* Stop a goal: the turns after which the other side cannot reach its goal
 * (or that win). Returns 1 with the first in *sol and the count; 0 if none
 * does, or more than a tenth do (*count then says how many were seen);
 * -1 when out of budget. */
int puzzlemake_stop_goal(struct tactics *tx, const struct position *pos, const struct tactics_line *turns, long n,
			 struct tactics_line *sol, long *count);

/* Goal in two: a turn that forces the goal. Returns 1 with it in *sol and
 * in *count how many do (0 if not all were counted), 0 if none, -1 if out
 * of budget before any was found. first, when not NULL, is tried first. */
int puzzlemake_goal2(struct tactics *tx, const struct position *pos, const struct tactics_line *turns, long n,
		     const struct tactics_line *first, struct tactics_line *sol, long *count);

/* Win material or save a piece: the best score against every reply and
 * how many turns reach it. Returns 1 with those, 0 if too many turns do
 * (more than 40, or a tenth: no puzzle), -1 when out of budget. */
int puzzlemake_best(struct tactics *tx, const struct position *pos, struct tactics_line *turns, long n, int *best,
		    struct tactics_line *sol, long *count);

/* Whether pos (before move `number`) is a puzzle of theme t by the
 * definitions of data/puzzles.txt's header, with an exact search of at
 * most budget units: TACTICS_YES with *p filled (theme, position,
 * solution, score, counts, difficulty; id "edited"), else TACTICS_NO or
 * TACTICS_OUT with why in words ("silver threatens no goal: there is
 * nothing to stop"). */
int puzzlemake_theme(const struct position *pos, int number, enum puzzle_theme t, long budget, struct puzzle *p,
		     char *why, size_t size);

#endif
