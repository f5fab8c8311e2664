/* tactics_bench.c: the tactics suite from real games. From the position
 * before every turn of an archive's games: those where the side to move
 * can reach its goal this turn (found by brute force over its turns), and
 * those where the player captured a piece (the first MAX of them). The
 * engine gets MS milliseconds on each; the suite prints how many goals
 * it scored and how many captures it made (of a piece worth at least as
 * much), and how long it took.
 * Usage: tactics_bench ARCHIVE [MS [MAX]]. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include "bench/benchlib.h"
#include "engine/engine.h"
#include "engine/eval.h"
#include "notation/record.h"

/* Whether some turn from pos reaches the goal. */
static bool tactics_can_goal(struct movegen *mg, const struct position *pos)
{
	const struct movegen_turn *turns;
	long n = movegen_list(mg, pos, NULL, &turns);
	for (long i = 0; i < n; i++) {
		struct position after = *pos;
		engine_apply(&after, turns[i].steps, turns[i].nsteps);
		if (position_pieces(&after, pos->side, RABBIT) & bb_goal_rank(pos->side))
			return true;
	}
	return false;
}

struct tactics_tally {
	int n, solved;
	double total, worst;
};

/* The engine's move on pos (ms to think); returns the game after it. */
static void tactics_try(struct engine *e, const struct position *pos, long ms, struct game *g, double *took)
{
	struct engine_limits lim = { 0, ms, ms, 0, false };
	struct engine_result res;
	game_init_position(g, pos, 2);
	engine_clear(e);
	double t0 = benchlib_now();
	engine_think(e, g, &lim, NULL, NULL, NULL, &res);
	*took = benchlib_now() - t0;
	struct record_error err;
	if (record_play_line(g, res.move, &err) != 0)
		fprintf(stderr, "tactics_bench: illegal move %s: %s\n", res.move, err.message);
}

static void tactics_count(struct tactics_tally *t, bool solved, double took)
{
	t->n++;
	t->solved += solved;
	t->total += took;
	t->worst = took > t->worst ? took : t->worst;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: tactics_bench ARCHIVE [MS [MAX]]\n");
		return 2;
	}
	long ms = argc > 2 ? atol(argv[2]) : 100;
	int max = argc > 3 ? atoi(argv[3]) : 100;
	char *text;
	struct archive arch;
	if (benchlib_archive("tactics_bench", argv[1], &arch, &text) != 0)
		return 1;
	struct engine *e = engine_new();
	struct movegen *mg = movegen_new();
	struct tactics_tally goals = { 0, 0, 0, 0 }, caps = { 0, 0, 0, 0 };
	for (size_t row = 0; row < arch.nrows; row++) {
		struct game g;
		if (benchlib_game(&arch, row, &g) != 0)
			continue;
		struct position before = g.start;
		for (size_t k = 0; k < g.nmoves; game_move_redo(&g.moves[k++], &before)) {
			const struct game_move *m = &g.moves[k];
			if (m->type != MOVE_TURN)
				continue;
			const struct position *pos = &before;
			struct position after = *pos;
			struct step steps[TURN_MAX_STEPS];
			for (int i = 0; i < m->nsteps; i++)
				steps[i] = m->steps[i].step;
			engine_apply(&after, steps, m->nsteps);
			enum color c = pos->side, t = color_other(c);
			struct game played;
			double took;
			if (tactics_can_goal(mg, pos)) {
				tactics_try(e, pos, ms, &played, &took);
				bool won = played.phase == GAME_OVER && played.winner == c && played.reason == REASON_GOAL;
				if (!won)
					printf("  goal missed: row %zu move %d%c\n", row + 1, m->number, c == GOLD ? 'g' : 's');
				tactics_count(&goals, won, took);
				game_free(&played);
			} else if (caps.n < max && eval_taken(pos, &after, t) > 0) {
				int v = eval_taken(pos, &after, t);
				tactics_try(e, pos, ms, &played, &took);
				tactics_count(&caps, eval_taken(pos, &played.pos, t) >= v, took);
				game_free(&played);
			}
		}
		game_free(&g);
	}
	printf("tactics: goals this turn: %d of %d scored (%.1f ms on average, %.1f at most; %ld ms allowed)\n",
	       goals.solved, goals.n, goals.n ? 1000 * goals.total / goals.n : 0, 1000 * goals.worst, ms);
	printf("tactics: captures the players made: %d of %d made too, as good (%.1f ms on average)\n", caps.solved,
	       caps.n, caps.n ? 1000 * caps.total / caps.n : 0);
	movegen_free(mg);
	engine_free(e);
	archive_free(&arch);
	free(text);
	return 0;
}
