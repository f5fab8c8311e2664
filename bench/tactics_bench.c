/* tactics_bench.c: the tactics suite from real games. From the position
 * before every turn of an archive's games:
 * - those where the side to move can reach its goal this turn;
 * - the first MAX where it can win a piece by force this turn: a turn
 *   captures an enemy piece and loses none, and after it no reply of the
 *   other side captures anything or reaches its goal;
 * - the first MAX where the player captured a piece.
 * The first two are found by brute force over the distinct turns (and
 * each candidate capture's replies), not by the engine. The engine gets
 * MS milliseconds on each; the suite prints how many goals it scored, how
 * many forced captures it won as well (a piece at least as strong, as
 * cleanly), how many of the players' captures it made (of a piece worth at
 * least as much), and how long it took. A forced capture the engine
 * passes by is printed with its move, depth and score, and the engine's
 * judgement of the capture's line (a search of the other side's replies,
 * with the same budget); those passed by are counted by why: a win the
 * engine's own search proves, a capture whose replies' search proves a
 * win for the other side (the brute force looks one reply ahead, not
 * two), a stronger piece taken instead but not cleanly, and the rest (on
 * the player's judgement) by the piece to be won: a rabbit, a stronger
 * piece. BENCH_PLAYER=0.1
 * in the environment tries the player of version 0.1 (bench/engine01.c)
 * instead of the engine, on the same positions; BENCH_FEATURES sets what
 * the engine uses (engine_set_features), a new player's by default, and
 * BENCH_WEIGHTS its weights (benchlib_weights);
 * BENCH_NODES=N gives the player N nodes a position (version 0.1's: N
 * turns judged) in place of MS, so that what it solves is the same on any
 * machine and under any load (the times are still printed).
 * BENCH_PLAYOUT=N plays each forced capture passed by on the player's
 * judgement (no win proved for either side) on N times from the
 * player's move and N times from the capture, the engine on both sides
 * with about BENCH_PLAYOUT_NODES nodes a move (100,000 by default), and
 * prints the points each way: whether its judgement holds up in play.
 * Usage: tactics_bench ARCHIVE [MS [MAX]]. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench/benchlib.h"
#include "bench/engine01.h"
#include "engine/engine.h"
#include "engine/eval.h"
#include "notation/notation.h"
#include "notation/record.h"

/* Whether one of pos's n turns reaches the goal. */
static bool tactics_can_goal(const struct position *pos, const struct movegen_turn *turns, long n)
{
	for (long i = 0; i < n; i++) {
		struct position after = *pos;
		engine_apply(&after, turns[i].steps, turns[i].nsteps);
		if (position_pieces(&after, pos->side, RABBIT) & bb_goal_rank(pos->side))
			return true;
	}
	return false;
}

/* How many candidate captures' replies are searched in one position
 * before it is left out as undecided. */
enum { TACTICS_BUDGET = 2000 };

/* The strongest kind of side c's that there are fewer of on after than on
 * before, or -1 (a kind, not eval_taken's value: what the suite counts as
 * won does not lean on the engine's judgement). */
static int tactics_lost(const struct position *before, const struct position *after, enum color c)
{
	for (int k = ELEPHANT; k >= RABBIT; k--)
		if (position_count(after, c, (enum kind)k) < position_count(before, c, (enum kind)k))
			return k;
	return -1;
}

/* The strongest kind of the other side's that a reply of the side to
 * move on `after` captures: -1 if none, KIND_NB if a reply reaches its
 * goal or memory ran out (nothing is called safe unproven); with `first`,
 * the kind of the first capture found (enough to know there is one). */
static int tactics_takes_back(struct movegen *mg, const struct position *after, bool first)
{
	enum color t = after->side, c = color_other(t);
	const struct movegen_turn *turns;
	long n = movegen_list(mg, after, NULL, &turns);
	if (n < 0)
		return KIND_NB;
	int most = -1;
	for (long i = 0; i < n && !(first && most >= 0); i++) {
		struct position reply = *after;
		engine_apply(&reply, turns[i].steps, turns[i].nsteps);
		if (position_pieces(&reply, t, RABBIT) & bb_goal_rank(t))
			return KIND_NB;
		int k = tactics_lost(after, &reply, c);
		most = k > most ? k : most;
	}
	return most;
}

/* Whether the side to move on `after` has a reply that captures a piece
 * of the other side's or reaches its goal (a side with no rabbit left has
 * lost and has none; so has a side that cannot move). Running out of
 * memory counts as a reply, so that no capture is called clean unproven. */
static bool tactics_answered(struct movegen *mg, const struct position *after)
{
	return position_pieces(after, after->side, RABBIT) && tactics_takes_back(mg, after, true) >= 0;
}

/* Whether the turn from pos to after wins a piece cleanly: it captures one
 * and loses none, and no reply captures anything or reaches goal. */
static bool tactics_wins(struct movegen *replies, const struct position *pos, const struct position *after)
{
	enum color c = pos->side;
	if (tactics_lost(pos, after, color_other(c)) < 0 || tactics_lost(pos, after, c) >= 0)
		return false;
	return !tactics_answered(replies, after);
}

/* The strongest kind the side to move on pos wins by force this turn
 * with one of its n turns (tactics_wins), -1 if none, -2 if undecided
 * after `budget` candidates' replies were searched (or if n is -1, memory
 * having run out); *which: the first turn found that wins it. */
static int tactics_forced(struct movegen *replies, const struct position *pos, const struct movegen_turn *turns,
			  long n, int budget, long *which)
{
	if (n < 0)
		return -2;
	enum color t = color_other(pos->side);
	for (int k = ELEPHANT; k >= RABBIT; k--)
		for (long i = 0; i < n; i++) {
			struct position after = *pos;
			engine_apply(&after, turns[i].steps, turns[i].nsteps);
			if (tactics_lost(pos, &after, t) != k || tactics_lost(pos, &after, pos->side) >= 0)
				continue;
			if (budget-- == 0)
				return -2;
			if (tactics_wins(replies, pos, &after)) {
				*which = i;
				return k;
			}
		}
	return -1;
}

struct tactics_tally {
	int n, solved;
	double total, worst;
};

/* The player tried: the engine, or version 0.1's if old is not NULL. */
struct tactics_player {
	struct engine *now;
	struct engine01 *old;
};

/* The player's move on pos (ms to think, or with nodes > 0 that many
 * nodes): the game after it to *g, its result to *out if out is not NULL.
 * Returns false if the player has no move (g is then pos). */
static bool tactics_try(struct tactics_player *p, const struct position *pos, long ms, long nodes, struct game *g,
			double *took, struct engine_result *out)
{
	if (nodes > 0)
		ms = 0;
	struct engine_result res0, *res = out ? out : &res0;
	game_init_position(g, pos, 2);
	if (p->now)
		engine_clear(p->now);
	double t0 = benchlib_now();
	bool moved;
	if (p->old) {
		struct engine01_limits lim = { 0, ms, nodes, false };
		struct engine01_result r = { .move = "" };
		moved = engine01_think(p->old, g, &lim, NULL, NULL, NULL, &r) == 0;
		snprintf(res->move, sizeof res->move, "%s", moved ? r.move : "");
		res->score = r.score;
		res->depth = r.depth;
		res->nodes = r.nodes;
	} else {
		struct engine_limits lim = { 0, ms, ms, nodes, false };
		moved = engine_think(p->now, g, &lim, NULL, NULL, NULL, res) == 0;
	}
	*took = benchlib_now() - t0;
	struct record_error err;
	if (moved && record_play_line(g, res->move, &err) != 0)
		fprintf(stderr, "tactics_bench: illegal move %s: %s\n", res->move, err.message);
	return moved;
}

/* The player's judgement of the line that plays turn on pos, from the
 * view of pos's side to move: the other side's search of its replies, with
 * the same budget, negated (below -EVAL_WON: the other side wins by force,
 * as that search proves; EVAL_WIN if it has no reply). Version 0.1's
 * scores are on another scale: 0. */
static int tactics_line_score(struct tactics_player *p, const struct position *pos, const struct movegen_turn *turn,
			      long ms, long nodes)
{
	if (!p->now)
		return 0;
	struct position after = *pos;
	engine_apply(&after, turn->steps, turn->nsteps);
	struct game g;
	struct engine_result res;
	double took;
	bool moved = tactics_try(p, &after, ms, nodes, &g, &took, &res);
	game_free(&g);
	return moved ? -res.score : EVAL_WIN;
}

/* Turns each side plays at most in a playout (tactics_playout); a game
 * still going then counts half. */
enum { TACTICS_PLAYOUT_TURNS = 60 };

/* A playout's player and each side's nodes a move: tactics_move's context. */
struct tactics_table {
	struct engine *e;
	const long *share;
};

/* benchlib_play's mover: the engine's turn at the nodes of the side to move. */
static int tactics_move(void *ctx, const struct game *g, char *move, size_t size)
{
	const struct tactics_table *t = ctx;
	struct engine_limits lim = { 0, 0, 0, t->share[g->pos.side], false };
	struct engine_result res;
	int r = engine_think(t->e, g, &lim, NULL, NULL, NULL, &res);
	snprintf(move, size, "%s", res.move);
	return r;
}

/* Plays `games` games on from pos after `move` (the notation of a turn of
 * pos's side to move), the engine on both sides with about `nodes` nodes
 * a move: the i-th game gives Gold nodes * (75 + 10 i) / 100 and Silver
 * the same shares in reverse, so that the games differ (the engine has no
 * chance in it). Returns the points pos's side to move scored (a win 1, a
 * game at the turn limit 1/2), *unfinished the games that reached it; -1
 * if move cannot be played or memory ran out. */
static double tactics_playout(struct engine *e, const struct position *pos, const char *move, long nodes, int games,
			      int *unfinished)
{
	enum color c = pos->side;
	double points = 0;
	*unfinished = 0;
	for (int i = 0; i < games; i++) {
		long share[COLOR_NB] = { nodes * (75 + 10 * i) / 100, nodes * (75 + 10 * (games - 1 - i)) / 100 };
		struct game g;
		struct record_error err;
		if (game_init_position(&g, pos, 2) != 0 || record_play_line(&g, move, &err) != 0) {
			fprintf(stderr, "tactics_bench: playout: %s cannot be played\n", move);
			game_free(&g);
			return -1;
		}
		engine_clear(e);
		struct tactics_table t = { e, share };
		char played[160] = "";
		if (benchlib_play(&g, 2 + TACTICS_PLAYOUT_TURNS, tactics_move, &t, played, sizeof played, &err) != 0)
			fprintf(stderr, "tactics_bench: playout: no legal move (%s): %s\n", played, err.message);
		if (g.phase == GAME_OVER)
			points += g.winner == c;
		else {
			points += 0.5;
			++*unfinished;
		}
		game_free(&g);
	}
	return points;
}

/* The playouts' points summed over the positions played on. */
struct tactics_playouts {
	int games; /* BENCH_PLAYOUT: games each way a position (0: none played) */
	long nodes; /* BENCH_PLAYOUT_NODES */
	int n;     /* games played each way, over all positions */
	double own, capture;
};

/* Plays pos on from the player's move `own` and from the capture `capture`
 * (tactics_playout, p->games each way), prints both and adds them to p. */
static void tactics_play_on(struct engine *e, const struct position *pos, const char *own, const char *capture,
			    struct tactics_playouts *p)
{
	int ua, ub;
	double a = tactics_playout(e, pos, own, p->nodes, p->games, &ua);
	double b = tactics_playout(e, pos, capture, p->nodes, p->games, &ub);
	if (a < 0 || b < 0)
		return;
	printf("    played on %d times each: its own move %.1f, the capture %.1f (%d and %d at the turn limit)\n",
	       p->games, a, b, ua, ub);
	p->own += a;
	p->capture += b;
	p->n += p->games;
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
	long nodes = benchlib_env("BENCH_NODES", 0);
	int max = argc > 3 ? atoi(argv[3]) : 100;
	char *text;
	struct archive arch;
	if (benchlib_archive("tactics_bench", argv[1], &arch, &text) != 0)
		return 1;
	const char *who = getenv("BENCH_PLAYER");
	bool old = who && strcmp(who, "0.1") == 0;
	struct tactics_player player = { old ? NULL : engine_new(), old ? engine01_new() : NULL };
	if (player.now) {
		engine_set_features(player.now, benchlib_features("BENCH_FEATURES", ENGINE_USE_DEFAULT));
		if (benchlib_weights("tactics_bench", "BENCH_WEIGHTS", player.now) != 0)
			return 1;
	}
	struct movegen *mg = movegen_new(), *replies = movegen_new();
	if (!mg || !replies) {
		fprintf(stderr, "tactics_bench: out of memory\n");
		return 1;
	}
	char limit[64];
	if (nodes > 0)
		snprintf(limit, sizeof limit, "%ld %s", nodes, old ? "turns judged" : "nodes");
	else
		snprintf(limit, sizeof limit, "%ld ms", ms);
	char weights[120] = "";
	if (player.now)
		benchlib_weights_text(player.now, weights, sizeof weights);
	printf("tactics: the player: %s, %s a position%s%s\n", old ? "version 0.1's" : "the engine", limit,
	       *weights ? ", weights " : "", weights);
	struct tactics_tally goals = { 0, 0, 0, 0 }, caps = { 0, 0, 0, 0 }, forced = { 0, 0, 0, 0 };
	int undecided = 0, won_instead = 0, refuted_by_win = 0, took_more = 0, rabbits_left = 0;
	struct tactics_playouts played_on = { (int)benchlib_env("BENCH_PLAYOUT", 0),
					      benchlib_env("BENCH_PLAYOUT_NODES", 100000), 0, 0, 0 };
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
			/* pos's turns, listed once for the goal and the forced
			 * captures (the replies have a generator of their own) */
			const struct movegen_turn *turns;
			long n = movegen_list(mg, pos, NULL, &turns);
			if (tactics_can_goal(pos, turns, n)) {
				tactics_try(&player, pos, ms, nodes, &played, &took, NULL);
				bool won = played.phase == GAME_OVER && played.winner == c && played.reason == REASON_GOAL;
				if (!won)
					printf("  goal missed: row %zu move %d%c\n", row + 1, m->number, c == GOLD ? 'g' : 's');
				tactics_count(&goals, won, took);
				game_free(&played);
				continue;
			}
			long fi = -1;
			int kf = forced.n < max ? tactics_forced(replies, pos, turns, n, TACTICS_BUDGET, &fi) : -1;
			undecided += kf == -2;
			if (kf >= 0) {
				struct engine_result res;
				tactics_try(&player, pos, ms, nodes, &played, &took, &res);
				int got = tactics_lost(pos, &played.pos, t);
				bool won = got >= kf && tactics_wins(replies, pos, &played.pos);
				if (!won) {
					int line = tactics_line_score(&player, pos, &turns[fi], ms, nodes);
					bool refuted = line < -EVAL_WON;
					bool other = res.score < EVAL_WON && !refuted;
					won_instead += res.score >= EVAL_WON;
					refuted_by_win += res.score < EVAL_WON && refuted;
					took_more += other && got > kf;
					rabbits_left += other && got <= kf && kf == RABBIT;
					char by[64], judged[48] = "", back[48] = "";
					notation_steps(pos, turns[fi].steps, turns[fi].nsteps, by, sizeof by);
					if (player.now)
						snprintf(judged, sizeof judged, "; that line judged %d", line);
					if (got >= 0 && played.phase != GAME_OVER) {
						int tb = tactics_takes_back(replies, &played.pos, false);
						if (tb == KIND_NB)
							snprintf(back, sizeof back, ", a reply reaches goal");
						else if (tb < 0)
							snprintf(back, sizeof back, ", cleanly");
						else
							snprintf(back, sizeof back, ", a reply takes back %c", "RCDHME"[tb]);
					}
					printf("  forced capture missed: row %zu move %d%c (%c by force, e.g. %s; the player took %c%s: %s, depth %d, score %d%s)\n",
					       row + 1, m->number, c == GOLD ? 'g' : 's', "RCDHME"[kf], by, got < 0 ? '-' : "RCDHME"[got],
					       back, res.move, res.depth, res.score, judged);
					if (other && played_on.games > 0 && player.now)
						tactics_play_on(player.now, pos, res.move, by, &played_on);
				}
				tactics_count(&forced, won, took);
				game_free(&played);
			}
			if (caps.n < max && eval_taken(pos, &after, t) > 0) {
				int v = eval_taken(pos, &after, t);
				tactics_try(&player, pos, ms, nodes, &played, &took, NULL);
				tactics_count(&caps, eval_taken(pos, &played.pos, t) >= v, took);
				game_free(&played);
			}
		}
		game_free(&g);
	}
	printf("tactics: goals this turn: %d of %d scored (%.1f ms on average, %.1f at most; %s allowed)\n",
	       goals.solved, goals.n, goals.n ? 1000 * goals.total / goals.n : 0, 1000 * goals.worst, limit);
	printf("tactics: pieces won by force this turn: %d of %d won too (%.1f ms on average); of the others, %d passed "
	       "by for a win its search proves, %d where the capture loses to a win it proves for the other side, "
	       "%d for a stronger piece taken (not cleanly: a reply takes a piece or reaches goal), "
	       "%d on its judgement where the piece by force is a rabbit, %d where it is stronger "
	       "(%d positions undecided, left out)\n",
	       forced.solved, forced.n, forced.n ? 1000 * forced.total / forced.n : 0, won_instead, refuted_by_win,
	       took_more, rabbits_left, forced.n - forced.solved - won_instead - refuted_by_win - took_more - rabbits_left,
	       undecided);
	printf("tactics: captures the players made: %d of %d made too, as good (%.1f ms on average)\n", caps.solved,
	       caps.n, caps.n ? 1000 * caps.total / caps.n : 0);
	if (played_on.n > 0)
		printf("tactics: the forced captures passed by on the player's judgement, played on (%d games each way, "
		       "about %ld nodes a move): its own moves scored %.1f, the captures %.1f\n",
		       played_on.n, played_on.nodes, played_on.own, played_on.capture);
	movegen_free(replies);
	movegen_free(mg);
	engine_free(player.now);
	engine01_free(player.old);
	archive_free(&arch);
	free(text);
	return 0;
}
