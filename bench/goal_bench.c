/* goal_bench.c: the goal search's speed and how often its node budget
 * runs out. From every position of an archive's games where the side to
 * move has a rabbit within reach of its goal (the start of each turn,
 * for both sides to move, and after each of the turn's steps but the
 * last, its push or pull open as played), tactics_goal_budget searches
 * with the budget the player gives it (ENGINE_GOAL_BUDGET at a turn's
 * start, an eighth of it elsewhere: argument BUDGET, 400 by default).
 * It prints how many searches found a goal, found none, and gave up
 * (then the exact search, with no budget, says whether a goal was
 * there), and the processor time of the budgeted searches, made ROUNDS
 * times over (20 by default; under callgrind,
 * --toggle-collect=goal_bench_pass counts their instructions alone). The
 * counts are the same on any machine: fewer searches giving up is a goal
 * search that cuts more, as is less time.
 * Usage: goal_bench ARCHIVE [BUDGET [ROUNDS]]. */
#include "config.h"
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include "bench/benchlib.h"
#include "engine/tactics.h"

/* A search to make: the position, its turn's state and the budget. */
struct goal_case {
	struct position pos;
	struct board_turn bt;
	long budget;
	bool mid;
	int found; /* the budgeted search's answer */
};

struct goal_cases {
	struct goal_case *v;
	size_t n, cap;
};

/* Keeps pos / bt to be searched if the mover has a rabbit within reach.
 * Returns -1 if memory ran out. */
static int goal_bench_add(struct goal_cases *c, const struct position *pos, const struct board_turn *bt,
			  long budget, bool mid)
{
	int rows = tactics_goal_rows(pos);
	if (rows == 0 || rows > bt->left)
		return 0;
	if (c->n == c->cap) {
		size_t cap = c->cap ? 2 * c->cap : 1024;
		struct goal_case *v = realloc(c->v, cap * sizeof *v);
		if (!v)
			return -1;
		c->v = v;
		c->cap = cap;
	}
	c->v[c->n++] = (struct goal_case){ *pos, *bt, budget, mid, 0 };
	return 0;
}

/* Every case's budgeted search, rounds times over, its answer kept (a
 * function of its own, so that callgrind can count it alone:
 * --toggle-collect=goal_bench_pass). */
__attribute__((noinline)) static void goal_bench_pass(struct goal_cases *cases, long rounds)
{
	for (long r = 0; r < rounds; r++)
		for (size_t i = 0; i < cases->n; i++) {
			struct goal_case *c = &cases->v[i];
			c->found = tactics_goal_budget(&c->pos, &c->bt, c->budget);
		}
}

int main(int argc, char **argv)
{
	if (argc < 2 || argc > 4) {
		fprintf(stderr, "usage: goal_bench ARCHIVE [BUDGET [ROUNDS]]\n");
		return 2;
	}
	long budget = argc > 2 ? strtol(argv[2], NULL, 10) : 400;
	long rounds = argc > 3 ? strtol(argv[3], NULL, 10) : 20;
	if (budget < 8 || budget > 100000000 || rounds < 1 || rounds > 10000) {
		fprintf(stderr, "goal_bench: BUDGET must be 8 to 100000000 and ROUNDS 1 to 10000\n");
		return 2;
	}
	char *text;
	struct archive arch;
	if (benchlib_archive("goal_bench", argv[1], &arch, &text) != 0)
		return 1;
	struct goal_cases cases = { NULL, 0, 0 };
	int err = 0;
	for (size_t row = 0; row < arch.nrows && !err; row++) {
		struct game g;
		if (benchlib_game(&arch, row, &g) != 0)
			continue;
		for (size_t i = 0; i < g.nmoves && !err; i++) {
			const struct game_move *m = &g.moves[i];
			if (m->type != MOVE_TURN)
				continue;
			struct position before;
			game_position_before(&g, i, &before);
			for (int side = 0; side < COLOR_NB && !err; side++) {
				struct position pos = before;
				position_set_side(&pos, (enum color)side);
				struct board_turn bt = board_turn_new();
				err = goal_bench_add(&cases, &pos, &bt, budget, false);
			}
			/* after each step but the last, as played */
			struct turn t;
			turn_begin(&t, &before);
			for (int k = 0; k + 1 < m->nsteps && !err; k++) {
				if (turn_step(&t, m->steps[k].step) != STEP_OK)
					break;
				struct board_turn bt = board_turn_of(&t);
				err = goal_bench_add(&cases, &t.pos, &bt, budget / 8, true);
			}
		}
		game_free(&g);
	}
	archive_free(&arch);
	free(text);
	if (err) {
		fprintf(stderr, "goal_bench: out of memory\n");
		free(cases.v);
		return 1;
	}
	/* the budgeted searches, ROUNDS times over (the answers are the same each time) */
	double c0 = benchlib_cpu();
	goal_bench_pass(&cases, rounds);
	double cpu = benchlib_cpu() - c0;
	long searches[2] = { 0, 0 }, goals[2] = { 0, 0 }, none[2] = { 0, 0 }, out[2] = { 0, 0 }, out_goal[2] = { 0, 0 };
	for (size_t i = 0; i < cases.n; i++) {
		struct goal_case *c = &cases.v[i];
		searches[c->mid]++;
		goals[c->mid] += c->found > 0;
		none[c->mid] += c->found == 0;
		out[c->mid] += c->found < 0;
		/* where it gave up: was there a goal? (the exact search, untimed) */
		if (c->found < 0)
			out_goal[c->mid] += tactics_goal(&c->pos, &c->bt) > 0;
	}
	const char *name[2] = { "turn starts", "mid-turn" };
	for (int k = 0; k < 2; k++)
		printf("goal bench, %s (budget %ld): %ld searches: %ld goals, %ld none, %ld gave up (%ld of them with a "
		       "goal)\n",
		       name[k], k ? budget / 8 : budget, searches[k], goals[k], none[k], out[k], out_goal[k]);
	printf("goal bench: %zu searches %ld times over in %.3f s of CPU, %.2f microseconds a search\n", cases.n,
	       rounds, cpu, cases.n ? 1e6 * cpu / ((double)cases.n * (double)rounds) : 0.0);
	free(cases.v);
	return 0;
}
