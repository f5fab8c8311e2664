/* tactics.c: the exact searches of the puzzles (see tactics.h): a goal
 * this turn by a depth-first search over steps, cut where no rabbit is
 * near enough; everything else over the move generator's distinct turns. */
#include "config.h"
#include <string.h>
#include "core/game.h"
#include "learn/tactics.h"
#include "util/xmalloc.h"

void tactics_init(struct tactics *tx, long budget)
{
	memset(tx, 0, sizeof *tx);
	for (int i = 0; i < 2; i++) {
		tx->mg[i] = movegen_new();
		if (!tx->mg[i])
			xmalloc_fail();
	}
	tx->budget = budget;
}

void tactics_free(struct tactics *tx)
{
	for (int i = 0; i < 2; i++)
		movegen_free(tx->mg[i]);
	memset(tx, 0, sizeof *tx);
}

int tactics_play(const struct position *pos, const struct tactics_line *line, struct position *after)
{
	struct turn t;
	turn_begin(&t, pos);
	for (int i = 0; i < line->nsteps; i++)
		if (turn_step(&t, line->steps[i]) != STEP_OK)
			return i;
	if (turn_can_end(&t, NULL) != TURN_END_OK)
		return -2;
	turn_result(&t, after);
	return -1;
}

enum game_reason tactics_verdict(struct tactics *tx, const struct position *pos, enum color *winner)
{
	enum game_reason r = game_board_verdict(pos, false, winner);
	if (r != REASON_NONE)
		return r;
	enum movegen_status st = movegen_status(tx->mg[1], pos, NULL);
	if (st == MOVEGEN_NO_MEMORY)
		xmalloc_fail();
	if (st != MOVEGEN_CAN_MOVE) {
		*winner = color_other(pos->side);
		return REASON_IMMOBILIZATION;
	}
	return REASON_NONE;
}

/* The fewest steps any rabbit of side c needs to reach its goal rank, 9 if it has none. */
int tactics_rabbit_distance(const struct position *pos, enum color c)
{
	bitboard r = position_pieces(pos, c, RABBIT);
	if (!r)
		return 9;
	if (c == GOLD) {
		int top = 63 - __builtin_clzll(r);
		return 7 - square_rank(top);
	}
	return square_rank(bb_first(r));
}

/* The search of tactics_goal_now to exactly `depth` steps at most. */
static int tactics_goal_dfs(struct tactics *tx, struct turn *t, int depth)
{
	enum color c = t->start.side;
	if (t->nsteps > 0 && (position_pieces(&t->pos, c, RABBIT) & bb_goal_rank(c)) &&
	    turn_can_end(t, NULL) == TURN_END_OK)
		return TACTICS_YES;
	int left = depth - t->nsteps;
	int dist = tactics_rabbit_distance(&t->pos, c);
	if (left <= 0 || dist > left)
		return TACTICS_NO;
	if (--tx->budget <= 0)
		return TACTICS_OUT;
	struct step legal[TURN_MAX_LEGAL];
	int n = turn_legal_steps(t, legal);
	/* With no step to spare, only a rabbit that far away stepping forward helps. */
	int forward = c == GOLD ? 8 : -8;
	for (int i = 0; i < n; i++) {
		if (dist == left && (legal[i].piece != piece_make(c, RABBIT) || legal[i].to != legal[i].from + forward))
			continue;
		if (turn_step(t, legal[i]) != STEP_OK)
			continue;
		int r = tactics_goal_dfs(tx, t, depth);
		if (r != TACTICS_NO)
			return r;
		turn_undo(t);
	}
	return TACTICS_NO;
}

int tactics_goal_now(struct tactics *tx, const struct position *pos, struct tactics_line *out)
{
	if (tactics_rabbit_distance(pos, pos->side) > TURN_MAX_STEPS)
		return TACTICS_NO;
	for (int depth = 1; depth <= TURN_MAX_STEPS; depth++) {
		struct turn t;
		turn_begin(&t, pos);
		int r = tactics_goal_dfs(tx, &t, depth);
		if (r == TACTICS_OUT)
			return r;
		if (r == TACTICS_YES) {
			if (out) {
				out->nsteps = t.nsteps;
				for (int i = 0; i < t.nsteps; i++)
					out->steps[i] = t.steps[i].step;
			}
			return r;
		}
	}
	return TACTICS_NO;
}

/* Whether reply r (from after, the other side to move) lets `side` still
 * reach its goal at once: r leaves no verdict for the other side, and a
 * goal follows. TACTICS_YES, _NO or _OUT. */
static int tactics_still_goals(struct tactics *tx, const struct position *after, const struct tactics_line *r,
			       enum color side)
{
	struct position next;
	if (--tx->budget <= 0)
		return TACTICS_OUT;
	if (tactics_play(after, r, &next) != -1)
		return TACTICS_YES; /* not a legal reply: nothing to refute */
	enum color winner;
	enum game_reason why = game_board_verdict(&next, false, &winner);
	if (why != REASON_NONE)
		return winner == side ? TACTICS_YES : TACTICS_NO;
	return tactics_goal_now(tx, &next, NULL);
}

int tactics_forces_goal(struct tactics *tx, const struct position *pos, const struct tactics_line *line)
{
	enum color side = pos->side, winner;
	struct position after;
	if (tactics_play(pos, line, &after) != -1)
		return TACTICS_NO;
	enum game_reason why = tactics_verdict(tx, &after, &winner);
	if (why != REASON_NONE)
		return winner == side && why == REASON_GOAL ? TACTICS_YES : TACTICS_NO;
	if (tx->has_refute) {
		int r = tactics_still_goals(tx, &after, &tx->refute, side);
		if (r != TACTICS_YES)
			return r;
	}
	const struct movegen_turn *list;
	long n = movegen_list(tx->mg[0], &after, NULL, &list);
	if (n < 0)
		xmalloc_fail();
	for (long i = 0; i < n; i++) {
		struct tactics_line rl;
		rl.nsteps = list[i].nsteps;
		memcpy(rl.steps, list[i].steps, sizeof rl.steps);
		int r = tactics_still_goals(tx, &after, &rl, side);
		if (r == TACTICS_OUT)
			return r;
		if (r == TACTICS_NO) {
			tx->refute = rl;
			tx->has_refute = true;
			return TACTICS_NO;
		}
	}
	return TACTICS_YES;
}

int tactics_net(const struct position *from, const struct position *to, enum color side)
{
	enum color o = color_other(side);
	int lost_other = bb_count(from->color_bb[o]) - bb_count(to->color_bb[o]);
	int lost_own = bb_count(from->color_bb[side]) - bb_count(to->color_bb[side]);
	return lost_other - lost_own;
}

/* The value for `side` of reply r from after (the other side to move),
 * base being side's net before it: -TACTICS_WIN if the reply wins for the
 * other side, TACTICS_WIN if for side, else base plus the reply's net.
 * Sets *legal to whether r is a legal turn. */
static int tactics_reply_value(const struct position *after, const struct tactics_line *r, enum color side,
			       int base, bool *legal)
{
	struct position next;
	*legal = tactics_play(after, r, &next) == -1;
	if (!*legal)
		return 0;
	enum color winner;
	if (game_board_verdict(&next, false, &winner) != REASON_NONE)
		return winner == side ? TACTICS_WIN : -TACTICS_WIN;
	return base + tactics_net(after, &next, side);
}

/* The least value of the replies of color_other(side) from after (it to
 * move), base being side's net so far; stops below floor. */
static int tactics_min_reply(struct tactics *tx, const struct position *after, enum color side, int base,
			     int floor, int *score)
{
	int best = TACTICS_WIN;
	bool legal;
	if (tx->has_refute) {
		int v = tactics_reply_value(after, &tx->refute, side, base, &legal);
		if (legal && v < best)
			best = v;
		if (best < floor) {
			*score = best;
			return TACTICS_YES;
		}
	}
	/* When the net so far is below the floor, a single quiet step is the
	 * cheapest reply that shows it: look at those first. */
	struct turn t;
	turn_begin(&t, after);
	struct step steps[TURN_MAX_LEGAL];
	int ns = base < floor ? turn_legal_steps(&t, steps) : 0;
	for (int i = 0; i < ns && best >= floor; i++) {
		struct tactics_line one = { .nsteps = 1 };
		one.steps[0] = steps[i];
		int v = tactics_reply_value(after, &one, side, base, &legal);
		if (legal && v < best) {
			best = v;
			tx->refute = one;
			tx->has_refute = true;
		}
	}
	if (best < floor) {
		*score = best;
		return TACTICS_YES;
	}
	const struct movegen_turn *list;
	long n = movegen_list(tx->mg[1], after, NULL, &list);
	if (n < 0)
		xmalloc_fail();
	if (n == 0) {
		/* The other side cannot move: side wins by immobilization. */
		*score = TACTICS_WIN;
		return TACTICS_YES;
	}
	for (long i = 0; i < n && best >= floor; i++) {
		if (--tx->budget <= 0)
			return TACTICS_OUT;
		struct tactics_line rl;
		rl.nsteps = list[i].nsteps;
		memcpy(rl.steps, list[i].steps, sizeof rl.steps);
		int v = tactics_reply_value(after, &rl, side, base, &legal);
		if (legal && v < best) {
			best = v;
			tx->refute = rl;
			tx->has_refute = true;
		}
	}
	*score = best;
	return TACTICS_YES;
}

int tactics_score(struct tactics *tx, const struct position *pos, const struct tactics_line *line,
		  int floor, int *score)
{
	enum color side = pos->side, winner;
	struct position after;
	if (tactics_play(pos, line, &after) != -1) {
		*score = -TACTICS_WIN - 1;
		return TACTICS_YES;
	}
	if (--tx->budget <= 0)
		return TACTICS_OUT;
	if (game_board_verdict(&after, false, &winner) != REASON_NONE) {
		*score = winner == side ? TACTICS_WIN : -TACTICS_WIN;
		return TACTICS_YES;
	}
	return tactics_min_reply(tx, &after, side, tactics_net(pos, &after, side), floor, score);
}

int tactics_pass_score(struct tactics *tx, const struct position *pos, int floor, int *score)
{
	struct position other = *pos;
	position_set_side(&other, color_other(pos->side));
	return tactics_min_reply(tx, &other, pos->side, 0, floor, score);
}
