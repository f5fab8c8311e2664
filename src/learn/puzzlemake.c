/* puzzlemake.c: the tests a puzzle is made by (see puzzlemake.h), shared
 * by the generator of the puzzle set and the position editor. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/game.h"
#include "learn/puzzlemake.h"
#include "notation/notation.h"
#include "util/xmalloc.h"

int puzzlemake_grade(long solutions, long turns)
{
	if (solutions <= 0 || turns <= 0)
		return 3;
	int d = 1;
	for (long r = turns / solutions; r >= 10 && d < 5; r /= 10)
		d++;
	return d;
}

struct tactics_line *puzzlemake_turns(struct movegen *mg, const struct position *pos, long *n)
{
	const struct movegen_turn *list;
	*n = movegen_list(mg, pos, NULL, &list);
	if (*n < 0)
		xmalloc_fail();
	struct tactics_line *out = xcalloc((size_t)(*n ? *n : 1), sizeof *out);
	for (long i = 0; i < *n; i++) {
		out[i].nsteps = list[i].nsteps;
		memcpy(out[i].steps, list[i].steps, sizeof out[i].steps);
	}
	return out;
}

long puzzlemake_count_goals(const struct position *pos, const struct tactics_line *turns, long n)
{
	long k = 0;
	for (long i = 0; i < n; i++) {
		struct position after;
		enum color w;
		if (tactics_play(pos, &turns[i], &after) == -1 &&
		    game_board_verdict(&after, false, &w) == REASON_GOAL && w == pos->side)
			k++;
	}
	return k;
}

int puzzlemake_stop_goal(struct tactics *tx, const struct position *pos, const struct tactics_line *turns, long n,
			 struct tactics_line *sol, long *count)
{
	*count = 0;
	for (long i = 0; i < n; i++) {
		struct position after;
		enum color w;
		if (tactics_play(pos, &turns[i], &after) != -1)
			continue;
		if (game_board_verdict(&after, false, &w) != REASON_NONE) {
			if (w != pos->side)
				continue;
		} else {
			int r = tactics_goal_now(tx, &after, NULL);
			if (r == TACTICS_OUT)
				return -1;
			if (r == TACTICS_YES)
				continue;
		}
		if (++*count == 1)
			*sol = turns[i];
		if (*count * 10 > n)
			return 0; /* too easy */
	}
	return *count > 0;
}

int puzzlemake_goal2(struct tactics *tx, const struct position *pos, const struct tactics_line *turns, long n,
		     const struct tactics_line *first, struct tactics_line *sol, long *count)
{
	*count = 0;
	bool found = false;
	if (first && tactics_forces_goal(tx, pos, first) == TACTICS_YES) {
		*sol = *first;
		found = true;
	}
	for (long i = 0; i < n; i++) {
		struct position after;
		if (tactics_play(pos, &turns[i], &after) != -1)
			continue;
		/* Only a turn that threatens a goal can force one. */
		struct position again = after;
		position_set_side(&again, pos->side);
		int r = tactics_goal_now(tx, &again, NULL);
		if (r == TACTICS_NO)
			continue;
		if (r == TACTICS_OUT || (r = tactics_forces_goal(tx, pos, &turns[i])) == TACTICS_OUT) {
			*count = 0;
			return found ? 1 : -1;
		}
		if (r == TACTICS_YES) {
			if (!found)
				*sol = turns[i];
			found = true;
			++*count;
		}
	}
	return found;
}

int puzzlemake_best(struct tactics *tx, const struct position *pos, struct tactics_line *turns, long n, int *best,
		    struct tactics_line *sol, long *count)
{
	/* Turns that gain most this turn first, so the floor rises fast. */
	int *net = xcalloc((size_t)(n ? n : 1), sizeof *net);
	long *order = xcalloc((size_t)(n ? n : 1), sizeof *order);
	long k = 0;
	for (int want = 16; want >= -16; want--)
		for (long i = 0; i < n; i++) {
			if (want == 16) {
				struct position after;
				net[i] = tactics_play(pos, &turns[i], &after) == -1 ? tactics_net(pos, &after, pos->side) : -99;
				net[i] = net[i] > 16 ? 16 : net[i] < -16 ? -16 : net[i];
			}
			if (net[i] == want)
				order[k++] = i;
		}
	*best = -TACTICS_WIN - 1;
	*count = 0;
	int ret = 1;
	for (long j = 0; j < k; j++) {
		int s;
		if (tactics_score(tx, pos, &turns[order[j]], *best, &s) == TACTICS_OUT) {
			ret = -1;
			break;
		}
		if (s > *best) {
			*best = s;
			*count = 1;
			*sol = turns[order[j]];
		} else if (s == *best) {
			if (++*count > 40 || *count * 10 > n) {
				ret = 0;
				break;
			}
		}
	}
	free(net);
	free(order);
	return ret;
}

/* The most steps a rabbit may be from its goal and still reach it in two turns. */
enum { PUZZLEMAKE_GOAL2_STEPS = 2 * TURN_MAX_STEPS };

/* A goal this turn: the shortest. */
static int puzzlemake_goal(struct movegen *mg, const struct position *pos, const struct tactics_line *goal,
			   struct puzzle *p)
{
	long n;
	struct tactics_line *turns = puzzlemake_turns(mg, pos, &n);
	p->solution = *goal;
	p->turns = n;
	p->solutions = puzzlemake_count_goals(pos, turns, n);
	int d = goal->nsteps + (puzzlemake_grade(p->solutions, n) >= 4);
	p->difficulty = d > 5 ? 5 : d;
	free(turns);
	return TACTICS_YES;
}

/* Stop a goal (the other side's threat known). */
static int puzzlemake_stop(struct tactics *tx, struct movegen *mg, const struct position *pos, struct puzzle *p,
			   char *why, size_t size)
{
	long n, count;
	struct tactics_line *turns = puzzlemake_turns(mg, pos, &n);
	int r = puzzlemake_stop_goal(tx, pos, turns, n, &p->solution, &count);
	free(turns);
	const char *other = notation_color_name(color_other(pos->side));
	if (r < 0)
		return TACTICS_OUT;
	if (r == 0 && count == 0)
		snprintf(why, size, "no turn stops %s's goal: the position is lost", other);
	else if (r == 0)
		snprintf(why, size, "more than a tenth of the %ld turns stop %s's goal: too easy for a puzzle", n, other);
	if (r == 0)
		return TACTICS_NO;
	p->solutions = count;
	p->turns = n;
	p->difficulty = puzzlemake_grade(count, n);
	return TACTICS_YES;
}

/* A goal in two (no goal this turn known). */
static int puzzlemake_two(struct tactics *tx, struct movegen *mg, const struct position *pos, struct puzzle *p,
			  char *why, size_t size)
{
	const char *side = notation_color_name(pos->side);
	if (tactics_rabbit_distance(pos, pos->side) > PUZZLEMAKE_GOAL2_STEPS) {
		snprintf(why, size, "no %s rabbit is within %d steps of its goal", side, PUZZLEMAKE_GOAL2_STEPS);
		return TACTICS_NO;
	}
	long n, count;
	struct tactics_line *turns = puzzlemake_turns(mg, pos, &n);
	int r = puzzlemake_goal2(tx, pos, turns, n, NULL, &p->solution, &count);
	free(turns);
	if (r < 0)
		return TACTICS_OUT;
	if (r == 0) {
		snprintf(why, size, "no turn of %s's makes the goal next turn certain", side);
		return TACTICS_NO;
	}
	p->solutions = count;
	p->turns = count ? n : 0;
	p->difficulty = count ? (puzzlemake_grade(count, n) >= 4 ? 5 : 4) : 5;
	return TACTICS_YES;
}

/* Win material or save a piece (no goal this turn known). */
static int puzzlemake_material(struct tactics *tx, struct movegen *mg, const struct position *pos,
			       enum puzzle_theme t, struct puzzle *p, char *why, size_t size)
{
	const char *side = notation_color_name(pos->side);
	int pass, best = 0, rc = TACTICS_NO;
	long n, count = 0;
	if (tactics_pass_score(tx, pos, -TACTICS_WIN - 1, &pass) != TACTICS_YES)
		return TACTICS_OUT;
	if (t == PUZZLE_SAVE && pass > -1) {
		snprintf(why, size, "no %s piece is threatened: were it %s's move, it would win nothing",
			 side, notation_color_name(color_other(pos->side)));
		return TACTICS_NO;
	}
	struct tactics_line *turns = puzzlemake_turns(mg, pos, &n);
	bool can_gain = false;
	for (long i = 0; i < n && !can_gain; i++) {
		struct position after;
		can_gain = tactics_play(pos, &turns[i], &after) == -1 && tactics_net(pos, &after, pos->side) >= 1;
	}
	int r = t == PUZZLE_MATERIAL && !can_gain ? 0 : puzzlemake_best(tx, pos, turns, n, &best, &p->solution, &count);
	free(turns);
	if (r < 0)
		return TACTICS_OUT;
	if (t == PUZZLE_MATERIAL && !can_gain)
		snprintf(why, size, "no turn of %s's captures a piece", side);
	else if (r == 0)
		snprintf(why, size, "too many turns (over 40, or a tenth of %ld) do as well: not a puzzle", n);
	else if (best >= TACTICS_WIN)
		snprintf(why, size, "a turn of %s's wins the game at once", side);
	else if (best <= -TACTICS_WIN)
		snprintf(why, size, "every turn of %s's loses the game to a reply", side);
	else if (t == PUZZLE_MATERIAL && best < 1)
		snprintf(why, size, "no turn wins material against every reply: the best keeps %d on balance", best);
	else if (t == PUZZLE_SAVE && best > 0)
		snprintf(why, size, "a turn wins %d on balance: a win-material puzzle, not a save", best);
	else if (t == PUZZLE_SAVE && best < 0)
		snprintf(why, size, "no turn saves the piece: the best still loses %d on balance", -best);
	else
		rc = TACTICS_YES;
	if (rc == TACTICS_YES) {
		p->score = best;
		p->solutions = count;
		p->turns = n;
		p->difficulty = puzzlemake_grade(count, n);
	}
	return rc;
}

int puzzlemake_theme(const struct position *pos, int number, enum puzzle_theme t, long budget, struct puzzle *p,
		     char *why, size_t size)
{
	struct tactics tx;
	struct tactics_line goal;
	struct movegen *mg = movegen_new();
	if (!mg)
		xmalloc_fail();
	tactics_init(&tx, budget);
	memset(p, 0, sizeof *p);
	snprintf(p->id, sizeof p->id, "edited");
	p->theme = t;
	p->pos = *pos;
	p->number = number;
	notation_label(number, pos->side, p->move);
	why[0] = '\0';
	const char *side = notation_color_name(pos->side), *other = notation_color_name(color_other(pos->side));
	int r = tactics_goal_now(&tx, pos, &goal);
	if (r == TACTICS_YES && t != PUZZLE_GOAL)
		snprintf(why, size, "%s can reach the goal this turn: that is a goal puzzle", side);
	if (r == TACTICS_YES)
		r = t == PUZZLE_GOAL ? puzzlemake_goal(mg, pos, &goal, p) : TACTICS_NO;
	else if (r == TACTICS_NO && t == PUZZLE_GOAL)
		snprintf(why, size, "no %s rabbit can reach the goal this turn", side);
	else if (r == TACTICS_NO && t == PUZZLE_STOP) {
		struct position threat = *pos;
		position_set_side(&threat, color_other(pos->side));
		r = tactics_goal_now(&tx, &threat, NULL);
		if (r == TACTICS_NO)
			snprintf(why, size, "%s threatens no goal: there is nothing to stop", other);
		else if (r == TACTICS_YES)
			r = puzzlemake_stop(&tx, mg, pos, p, why, size);
	} else if (r == TACTICS_NO && t == PUZZLE_GOAL2)
		r = puzzlemake_two(&tx, mg, pos, p, why, size);
	else if (r == TACTICS_NO && (t == PUZZLE_MATERIAL || t == PUZZLE_SAVE))
		r = puzzlemake_material(&tx, mg, pos, t, p, why, size);
	if (r == TACTICS_OUT)
		snprintf(why, size, "the search ran out of its budget before it could tell");
	tactics_free(&tx);
	movegen_free(mg);
	return r;
}
