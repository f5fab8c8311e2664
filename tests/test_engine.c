/* test_engine.c: the built-in player (src/engine): a step made and unmade
 * restores the position, its hash and the turn's state, and the steps
 * listed are the turn API's, at every position of the archive's games;
 * the goal and capture detectors against a brute force over whole turns,
 * and over the turn API's steps after a first step, there and on crowded
 * positions drawn at random; the capture
 * patterns mostly claim captures a turn makes; the time allocation with
 * an injected clock never runs out; legal setups, goals found, threats
 * stopped, a turn in progress finished, a stop obeyed, the other side's
 * goal proved at the leaves, a rabbit near its goal counted, and the
 * judgement the same for both colours. */
#include "config.h"
#include <limits.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "engine/board.h"
#include "engine/engine.h"
#include "engine/eval.h"
#include "engine/tactics.h"
#include "engine/timectl.h"
#include "notation/archive.h"
#include "notation/diagram.h"
#include "notation/record.h"
#include "util/xmalloc.h"
#include "lib/test.h"

static void test_think(const struct position *pos, int depth, const atomic_bool *stop,
		       struct engine_result *res, struct game *g);
static struct engine_result test_search(const struct position *pos, int depth, unsigned features);
/* The game after the move a player with `features` (ENGINE_USE_*) plays
 * on pos, searching to `depth` steps; its result to *res. */
static void test_play(const struct position *pos, int depth, unsigned features, const atomic_bool *stop,
		      struct engine_result *res, struct game *g);

static struct archive arch;
static char *arch_text;

static void load_archive(void)
{
	struct record_error err;
	size_t len;
	arch_text = test_slurp(test_data("allgames202602.txt"), &len);
	ck_assert_int_eq(archive_parse(arch_text, len, &arch, &err), 0);
}

static void unload_archive(void)
{
	archive_free(&arch);
	free(arch_text);
}

/* Calls fn on the position before every turn of archive game `row`, with the turn's steps. */
static void test_each_turn(size_t row, void (*fn)(const struct position *, const struct game_move *, void *), void *ctx)
{
	struct record rec;
	struct record_error err;
	struct game g;
	ck_assert_int_eq(archive_record(&arch, row, &rec, &err), 0);
	ck_assert_int_eq(record_replay(&rec, &g, false, &err), 0);
	struct position before = g.start;
	for (size_t k = 0; k < g.nmoves; game_move_redo(&g.moves[k++], &before))
		if (g.moves[k].type == MOVE_TURN)
			fn(&before, &g.moves[k], ctx);
	game_free(&g);
	record_free(&rec);
}

/* Fails the test if c is false: Check records every assert it is given,
 * which in the millions of the loops below costs more than the checks. */
#define test_require(c) \
	do { \
		if (!(c)) \
			ck_abort_msg("%s:%d: %s", __FILE__, __LINE__, #c); \
	} while (0)

/* Whether two positions are the same in every field. */
static bool test_same(const struct position *a, const struct position *b)
{
	return memcmp(a->board, b->board, sizeof a->board) == 0 &&
	       memcmp(a->kind_bb, b->kind_bb, sizeof a->kind_bb) == 0 &&
	       memcmp(a->color_bb, b->color_bb, sizeof a->color_bb) == 0 && a->side == b->side && a->hash == b->hash;
}

/* At the turn t (the core's) and the search's view of it, every step:
 * the lists agree, and each step made agrees with the core and unmade
 * restores everything. */
static void test_steps_agree(const struct turn *t, struct position *pos, struct board_turn *bt)
{
	struct step legal[TURN_MAX_LEGAL];
	struct board_step steps[BOARD_MAX_STEPS];
	int nl = turn_legal_steps(t, legal);
	int n = board_steps(pos, bt, false, steps);
	test_require(n == nl);
	/* the steps near some squares: those of the list from or to them, in its order */
	struct board_step near[BOARD_MAX_STEPS];
	bitboard mask = pos->hash * UINT64_C(0x9e3779b97f4a7c15);
	int nn = board_steps_near(pos, bt, false, mask, near), k = 0;
	for (int i = 0; i < n; i++)
		if ((bb_square(steps[i].from) | bb_square(steps[i].to)) & mask) {
			test_require(k < nn && near[k].from == steps[i].from && near[k].to == steps[i].to);
			k++;
		}
	test_require(k == nn);
	bitboard sources = board_capture_sources(pos, GOLD) | board_capture_sources(pos, SILVER);
	for (int i = 0; i < n; i++) {
		int j = 0;
		while (j < nl && (legal[j].from != steps[i].from || legal[j].to != steps[i].to))
			j++;
		test_require(j < nl);
		struct turn next = *t;
		test_require(turn_step(&next, legal[j]) == STEP_OK);
		int cap = board_capture_of(pos, steps[i]);
		test_require((cap != PIECE_NONE) == (next.steps[next.nsteps - 1].ncaptures > 0));
		/* a capturing step starts from a square the filter keeps */
		test_require(cap == PIECE_NONE || (bb_square(steps[i].from) & sources));
		struct position before = *pos;
		struct board_turn bt_before = *bt;
		struct board_undo u;
		board_make(pos, bt, steps[i], &u);
		test_require(position_valid(pos));
		test_require(position_same_board(pos, &next.pos));
		if (next.nsteps == TURN_MAX_STEPS) {
			test_require(pos->side == color_other(t->pos.side));
		} else {
			test_require(pos->side == t->pos.side);
			test_require(bt->push_sq == next.state.push_square);
			test_require(bt->pull_sq == next.state.pull_square);
		}
		board_unmake(pos, bt, &u);
		test_require(test_same(pos, &before));
		test_require(memcmp(bt, &bt_before, sizeof *bt) == 0);
	}
}

/* Plays the turn's own steps, checking every step possible at each. */
static void test_turn_steps(const struct position *before, const struct game_move *m, void *ctx)
{
	long *count = ctx;
	struct turn t;
	turn_begin(&t, before);
	struct position pos = *before;
	struct board_turn bt = board_turn_new();
	for (int i = 0; i <= m->nsteps && i < TURN_MAX_STEPS; i++) {
		test_steps_agree(&t, &pos, &bt);
		(*count)++;
		if (i == m->nsteps)
			break;
		struct board_step s = { m->steps[i].step.from, m->steps[i].step.to };
		struct board_undo u;
		ck_assert_int_eq(turn_step(&t, m->steps[i].step), STEP_OK);
		board_make(&pos, &bt, s, &u);
	}
}

/* Archive game _i: every position of every turn. */
START_TEST(make_and_unmake_agree_with_the_turn_api_on_every_archive_position)
{
	long count = 0;
	if ((size_t)_i % test_stride() != 0)
		return;
	test_each_turn((size_t)_i, test_turn_steps, &count);
	ck_assert_int_gt(count, 0);
}
END_TEST

START_TEST(the_key_tells_the_turn_states_apart)
{
	struct position pos = test_pieces(GOLD, "Ed4 Ra1 rh8 cd5");
	struct board_turn a = board_turn_new(), b = a, c = a;
	b.left = 3;
	c.left = 3;
	c.pull_sq = 27;
	c.pull_kind = ELEPHANT;
	ck_assert(board_key(&pos, &a) != board_key(&pos, &b));
	ck_assert(board_key(&pos, &b) != board_key(&pos, &c));
	c.pull_sq = SQUARE_NONE;
	c.push_sq = 35;
	c.push_kind = CAT;
	ck_assert(board_key(&pos, &b) != board_key(&pos, &c));
}
END_TEST

/* Whether some sequence of at most `left` legal steps from t (the turn
 * API's) ends with a rabbit of the mover's on its goal rank, no push open. */
static bool test_brute_goal(struct turn *t, int left)
{
	enum color m = t->start.side;
	if (t->nsteps > 0 && !turn_push_pending(t) && (position_pieces(&t->pos, m, RABBIT) & bb_goal_rank(m)))
		return true;
	if (left == 0)
		return false;
	struct step legal[TURN_MAX_LEGAL];
	int n = turn_legal_steps(t, legal);
	for (int i = 0; i < n; i++) {
		turn_step(t, legal[i]);
		bool won = test_brute_goal(t, left - 1);
		turn_undo(t);
		if (won)
			return true;
	}
	return false;
}

/* Whether a whole turn from pos reaches the goal (the move generator's turns). */
/* Whether a whole turn from pos reaches the goal (the move generator's
 * turns); the best enemy piece a turn captures, by value, to *capture. */
static bool test_brute_goal_turn(struct movegen *mg, const struct position *pos, int *capture)
{
	const struct movegen_turn *turns;
	long n = movegen_list(mg, pos, NULL, &turns);
	ck_assert_int_ge(n, 0);
	bool goal = false;
	*capture = 0;
	for (long i = 0; i < n; i++) {
		struct position after = *pos;
		engine_apply(&after, turns[i].steps, turns[i].nsteps);
		if (position_pieces(&after, pos->side, RABBIT) & bb_goal_rank(pos->side))
			goal = true;
		int v = eval_taken(pos, &after, color_other(pos->side));
		*capture = v > *capture ? v : *capture;
	}
	return goal;
}

struct test_goal_count {
	struct movegen *mg;
	long checked, goals, captures, midturn;
};

/* Where brute force finds a goal, neither bound the engine asks before
 * its goal search may rule it out: tactics_goal_possible, nor the
 * rougher tactics_goal_near it asks first. */
static void test_bounds_allow(const struct position *pos, const struct board_turn *bt, bool brute)
{
	if (!brute)
		return;
	char shown[160];
	diagram_short_write(pos, shown, sizeof shown);
	ck_assert_msg(tactics_goal_possible(pos, bt), "the bound rules out a goal, %d steps left: %s", bt->left, shown);
	ck_assert_msg(tactics_goal_near(pos, bt), "the rough bound rules out a goal, %d steps left: %s", bt->left, shown);
}

/* The detector against brute force at the turn's start (for both sides
 * to move) and after its first step. */
static void test_goal_position(const struct position *before, const struct game_move *m, void *ctx)
{
	struct test_goal_count *c = ctx;
	for (int side = 0; side < COLOR_NB; side++) {
		/* the other side to move too, on every other turn */
		if ((enum color)side != before->side && m->number % 2)
			continue;
		struct position pos = *before;
		position_set_side(&pos, (enum color)side);
		struct board_turn bt = board_turn_new();
		if (tactics_goal_rows(&pos) > TURN_MAX_STEPS) {
			ck_assert_int_eq(tactics_goal(&pos, &bt), 0);
			continue;
		}
		int capture;
		bool brute = test_brute_goal_turn(c->mg, &pos, &capture);
		struct position kept = pos;
		int g = tactics_goal(&pos, &bt);
		ck_assert(test_same(&pos, &kept));
		char shown[120];
		diagram_short_write(&kept, shown, sizeof shown);
		ck_assert_msg((g > 0) == brute, "goal %d, brute force %d, move %d%c: %s", g, brute, m->number,
			      "gs"[side], shown);
		test_bounds_allow(&kept, &bt, brute);
		/* the capture detector against the same turns */
		bool sure;
		int v = tactics_capture(&pos, &bt, LONG_MAX, &sure);
		ck_assert(sure && test_same(&pos, &kept));
		ck_assert_msg(v == capture, "capture %d, brute force %d, move %d%c: %s", v, capture, m->number,
			      "gs"[side], shown);
		c->checked++;
		c->goals += brute;
		c->captures += capture > 0;
	}
	/* after the turn's first step, with three left (every third turn: the
	 * brute force over three steps is the slow part) */
	if (m->nsteps < 2 || tactics_goal_rows(before) > TURN_MAX_STEPS || m->number % 3 != 0)
		return;
	struct turn t;
	turn_begin(&t, before);
	ck_assert_int_eq(turn_step(&t, m->steps[0].step), STEP_OK);
	struct position pos = t.pos;
	struct board_turn bt = board_turn_of(&t);
	if (tactics_goal_rows(&pos) == 0)
		return; /* home already: the search sees that itself */
	bool brute = test_brute_goal(&t, 3);
	ck_assert_int_eq(tactics_goal(&pos, &bt) > 0, brute);
	test_bounds_allow(&pos, &bt, brute);
	c->midturn++;
}

/* The next number of a xorshift sequence (fixed by its seed). */
static uint64_t test_next(uint64_t *seed)
{
	*seed ^= *seed << 13;
	*seed ^= *seed >> 7;
	*seed ^= *seed << 17;
	return *seed;
}

/* A position drawn at random for the goal detector: one to three of
 * Gold's rabbits one to four rows from their goal, among pieces of any
 * kind of both sides crowding the ranks before it (no piece left alone on
 * a trap), so that most ways to goal are blocked, frozen or guarded and
 * the detector's bounds are what decides. */
static struct position test_crowded(uint64_t *seed)
{
	struct position pos;
	position_clear(&pos, GOLD);
	int nr = 1 + (int)(test_next(seed) % 3), np = 8 + (int)(test_next(seed) % 28);
	for (int i = 0; i < nr; i++) {
		int sq = (3 + (int)(test_next(seed) % 4)) * 8 + (int)(test_next(seed) % 8);
		if (pos.board[sq] == PIECE_NONE)
			position_put(&pos, sq, piece_make(GOLD, RABBIT));
	}
	/* often a piece, of either side, straight before a rabbit: ways through occupied squares */
	for (bitboard r = pos.kind_bb[RABBIT]; r; r &= r - 1) {
		for (int sq = bb_first(r) + 8; sq < SQUARE_NB; sq += 8)
			if (test_next(seed) % 2 && pos.board[sq] == PIECE_NONE)
				position_put(&pos, sq, piece_make(test_next(seed) % 3 ? GOLD : SILVER,
								  (enum kind)(CAT + (int)(test_next(seed) % (KIND_NB - 1)))));
	}
	for (int i = 0; i < np; i++) {
		int sq = (2 + (int)(test_next(seed) % 6)) * 8 + (int)(test_next(seed) % 8);
		enum color c = test_next(seed) % 2 ? GOLD : SILVER;
		enum kind k = (enum kind)(test_next(seed) % KIND_NB);
		if ((c != GOLD || k != RABBIT) && pos.board[sq] == PIECE_NONE)
			position_put(&pos, sq, piece_make(c, k));
	}
	for (bitboard t = BB_TRAPS; t; t &= t - 1) {
		int sq = bb_first(t), p = pos.board[sq];
		if (p != PIECE_NONE && !(bb_neighbors(bb_square(sq)) & pos.color_bb[piece_color(p)]))
			position_remove(&pos, sq);
	}
	return pos;
}

/* Draws the next crowded position (test_crowded) into *pos: whether a
 * rabbit of the mover's is within a turn's steps of its goal. */
static bool test_crowded_within(uint64_t *seed, struct position *pos)
{
	*pos = test_crowded(seed);
	return tactics_goal_rows(pos) <= TURN_MAX_STEPS;
}

/* The goal detector against brute force on crowded positions drawn at
 * random (test_crowded): at the turn's start over whole turns, and
 * after a first step (a push begun or a pull open, as often as not)
 * over the turn API's steps. */
START_TEST(goal_detection_agrees_with_brute_force_on_crowded_positions)
{
	struct movegen *mg = movegen_new();
	uint64_t seed = 20261126;
	long n = 3000 / (long)test_stride(), checked = 0, goals = 0, mid = 0, midgoals = 0;
	for (long i = 0; i < n; i++) {
		struct position pos;
		if (!test_crowded_within(&seed, &pos))
			continue;
		char shown[160];
		diagram_short_write(&pos, shown, sizeof shown);
		int capture;
		bool brute = test_brute_goal_turn(mg, &pos, &capture);
		struct board_turn bt = board_turn_new();
		ck_assert_msg((tactics_goal(&pos, &bt) > 0) == brute, "brute force %d: %s", brute, shown);
		test_bounds_allow(&pos, &bt, brute);
		checked++;
		goals += brute;
		/* a first step, an enemy piece's (a push begun) when one of four draws finds one */
		struct turn t;
		turn_begin(&t, &pos);
		struct step legal[TURN_MAX_LEGAL];
		int nl = turn_legal_steps(&t, legal);
		if (nl == 0)
			continue;
		int pick = (int)(test_next(&seed) % (uint64_t)nl);
		for (int k = 0; k < 4; k++) {
			int j = (int)(test_next(&seed) % (uint64_t)nl);
			if (piece_color(pos.board[legal[j].from]) != GOLD)
				pick = j;
		}
		ck_assert_int_eq(turn_step(&t, legal[pick]), STEP_OK);
		struct position after = t.pos;
		if (tactics_goal_rows(&after) == 0 || tactics_goal_rows(&after) > 3)
			continue;
		bt = board_turn_of(&t);
		brute = test_brute_goal(&t, 3);
		ck_assert_msg((tactics_goal(&after, &bt) > 0) == brute, "after %d-%d, brute force %d: %s", legal[pick].from,
			      legal[pick].to, brute, shown);
		test_bounds_allow(&after, &bt, brute);
		mid++;
		midgoals += brute;
	}
	movegen_free(mg);
	printf("goal detection, crowded positions: %ld at a turn's start (%ld with a goal), %ld after a first step (%ld)\n",
	       checked, goals, mid, midgoals);
	ck_assert_int_gt(goals, checked / 10);
	ck_assert_int_gt(checked - goals, checked / 10);
	ck_assert_int_gt(midgoals, 0);
	ck_assert_int_gt(mid - midgoals, 0);
}
END_TEST

/* The goal proved before any search (tactics_goal_where with no node
 * to spend: a goal's steps found in another position replayed, or a
 * rabbit's walk through empty squares where it is never stuck) against
 * brute force: on crowded positions with a goal, the steps of its line
 * are taken as they stand, and so are they when a silver piece is
 * dropped beside the way (often blocking, freezing or guarding it, so
 * that the steps are no longer legal or no longer reach the goal): a
 * goal claimed so is a goal, and the line itself is always accepted. */
START_TEST(a_goal_found_before_is_replayed_only_where_it_still_reaches)
{
	long replayed = 0, refused = 0, walked = 0, variants = 0;
	uint64_t seed = 20261129;
	struct movegen *mg = movegen_new();
	for (long i = 0; i < 1500 / (long)test_stride(); i++) {
		struct position pos;
		if (!test_crowded_within(&seed, &pos))
			continue;
		struct board_turn bt = board_turn_new();
		struct tactics_hint line = { 0, { { 0, 0 } } };
		line.n = tactics_goal_line(&pos, &bt, LONG_MAX, line.line);
		if (line.n == 0)
			continue;
		struct tactics_hint h = line;
		struct position kept = pos;
		bitboard way; /* the squares the line's steps go from and to */
		ck_assert_int_eq(tactics_goal_where(&pos, &bt, 0, &h, &way), line.n);
		ck_assert(test_same(&pos, &kept));
		ck_assert(way & bb_square(line.line[0].from) && way & bb_square(line.line[line.n - 1].to));
		/* a silver piece beside the way's squares (no trap: a piece
		 * alone there would have been taken) */
		bitboard spots = (way | bb_neighbors(way)) & ~position_occupied(&pos) & ~BB_TRAPS & ~bb_goal_rank(SILVER);
		for (int k = 0; k < 3 && spots; k++) {
			int skip = (int)(test_next(&seed) % 8);
			bitboard b = spots;
			while (skip-- > 0 && (b & (b - 1)))
				b &= b - 1;
			int sq = bb_first(b);
			spots &= ~bb_square(sq);
			struct position v = pos;
			position_put(&v, sq, piece_make(SILVER, (enum kind)(test_next(&seed) % KIND_NB)));
			if (tactics_goal_rows(&v) > TURN_MAX_STEPS)
				continue;
			int capture;
			bool brute = test_brute_goal_turn(mg, &v, &capture);
			char shown[160];
			diagram_short_write(&v, shown, sizeof shown);
			h = line;
			int g = tactics_goal_where(&v, &bt, 0, &h, NULL);
			ck_assert_msg(g <= 0 || brute, "replayed a goal that is not there (%d): %s", g, shown);
			ck_assert_msg((tactics_goal_where(&v, &bt, LONG_MAX, &h, NULL) > 0) == brute, "brute force %d: %s", brute,
				      shown);
			int w = tactics_goal_where(&v, &bt, 0, NULL, NULL);
			ck_assert_msg(w <= 0 || brute, "walked a goal that is not there (%d): %s", w, shown);
			variants++;
			replayed += g > 0;
			refused += g <= 0 && brute;
			walked += w > 0;
		}
	}
	movegen_free(mg);
	printf("goals replayed: %ld positions with a piece dropped by the way, %ld replayed, %ld goals the replay "
	       "missed, %ld walked\n",
	       variants, replayed, refused, walked);
	ck_assert_int_gt(replayed, 0);
	ck_assert_int_gt(refused, 0);
	ck_assert_int_gt(walked, 0);
	ck_assert_int_gt(variants - replayed, 0);
}
END_TEST

/* The last steps the search leaves out when the other side would goal
 * if the mover passed (those outside tactics_goal_reach of the goal's
 * squares, and the pass) lose, on crowded positions with Gold's goal
 * threatened and Silver at its turn's last step; and some are left out. */
START_TEST(steps_beyond_a_goal_threats_reach_lose)
{
	uint64_t seed = 20261130;
	long n = 1200 / (long)test_stride(), threats = 0, out = 0, kept = 0;
	for (long i = 0; i < n; i++) {
		struct position pos;
		struct board_turn gold = board_turn_new();
		bitboard where;
		if (!test_crowded_within(&seed, &pos) || tactics_goal_where(&pos, &gold, LONG_MAX, NULL, &where) <= 0)
			continue;
		position_set_side(&pos, SILVER);
		struct board_turn bt = board_turn_new();
		if (tactics_goal(&pos, &bt) != 0)
			continue; /* Silver's own goal would answer it */
		threats++;
		bt.left = 1;
		bitboard reach = tactics_goal_reach(where);
		struct board_step steps[BOARD_MAX_STEPS];
		int ns = board_steps(&pos, &bt, true, steps);
		char shown[160];
		diagram_short_write(&pos, shown, sizeof shown);
		for (int k = 0; k < ns; k++) {
			bool touches = !board_is_pass(steps[k]) && ((bb_square(steps[k].from) | bb_square(steps[k].to)) & reach);
			if (touches) {
				kept++;
				continue;
			}
			struct board_undo u;
			board_make(&pos, &bt, steps[k], &u);
			ck_assert(pos.side == GOLD);
			struct board_turn next = board_turn_new();
			bool lost = tactics_goal(&pos, &next) > 0;
			board_unmake(&pos, &bt, &u);
			ck_assert_msg(lost, "step %d-%d left out but Gold's goal can be stopped: %s", steps[k].from,
				      steps[k].to, shown);
			out++;
		}
	}
	printf("goal threats' reach: %ld positions, %ld steps left out (all lose), %ld searched\n", threats, out, kept);
	ck_assert_int_gt(threats, 20);
	ck_assert_int_gt(out, threats);
}
END_TEST

START_TEST(a_push_begun_far_from_the_rabbit_is_finished)
{
	/* Gold's elephant h3 has pushed the rabbit g3 to g4 and must step
	 * into g3; then the rabbit a7 goals: two steps. The push is far
	 * from the rabbit's way, but no other step is legal until it is
	 * finished (the goal search once tried only the steps near the
	 * rabbit, and found none). */
	struct position pos = test_pieces(GOLD, "Ra7 Eh3 rg3 ed1");
	struct turn t;
	turn_begin(&t, &pos);
	struct step push = { piece_make(SILVER, RABBIT), 22, 30 };
	ck_assert_int_eq(turn_step(&t, push), STEP_OK);
	ck_assert(turn_push_pending(&t));
	struct board_turn bt = board_turn_new();
	bt.left = 3;
	bt.push_sq = t.state.push_square;
	bt.push_kind = t.state.push_kind;
	ck_assert_int_eq(tactics_goal(&t.pos, &bt), 2);
	ck_assert(test_brute_goal(&t, 2));
}
END_TEST

/* Gold to move with pieces and `left` steps: no goal (brute force), and
 * the bound says so without a search. */
static void test_goal_ruled_out_in(const char *pieces, int left)
{
	struct position pos = test_pieces(GOLD, pieces);
	struct turn t;
	turn_begin(&t, &pos);
	struct board_turn bt = board_turn_new();
	bt.left = (uint8_t)left;
	ck_assert_msg(!test_brute_goal(&t, left), "a goal in %s, %d steps", pieces, left);
	ck_assert_msg(!tactics_goal_possible(&pos, &bt), "the bound allows a goal in %s, %d steps", pieces, left);
	ck_assert_int_eq(tactics_goal_budget(&pos, &bt, 1), 0);
}

/* The same with a whole turn. */
static void test_goal_ruled_out(const char *pieces)
{
	test_goal_ruled_out_in(pieces, 4);
}

/* Gold to move with pieces: a goal in four steps, and the goal search
 * finds it. */
static void test_goal_in_four(const char *pieces)
{
	struct position pos = test_pieces(GOLD, pieces);
	struct turn t;
	turn_begin(&t, &pos);
	struct board_turn bt = board_turn_new();
	ck_assert_msg(test_brute_goal(&t, 4), "no goal in %s", pieces);
	ck_assert_msg(tactics_goal_possible(&pos, &bt), "the bound rules out the goal in %s", pieces);
	ck_assert_int_eq(tactics_goal(&pos, &bt), 4);
}

START_TEST(the_goal_bound_counts_stuck_squares_and_a_dragger_walk)
{
	/* Gold's rabbit c6 has two rows to go; c7 is beside Silver's horse
	 * with no friend of the rabbit's beside it, so the rabbit would be
	 * frozen there: the way by c7 costs one step more, three, as does
	 * the way by b6 and b7. No goal in two steps, and the bound says
	 * so without a search; in three there is one. */
	struct position pos = test_pieces(GOLD, "Rc6 Ee2 hd7 ea1");
	struct turn t;
	turn_begin(&t, &pos);
	struct board_turn bt = board_turn_new();
	bt.left = 2;
	ck_assert(!test_brute_goal(&t, 2));
	ck_assert(!tactics_goal_possible(&pos, &bt));
	bt.left = 3;
	ck_assert(test_brute_goal(&t, 3));
	ck_assert(tactics_goal_possible(&pos, &bt));
	/* Gold's rabbit c7 faces a wall of Silver's rabbits on rank 8: a way
	 * through one of them costs its push or pull (two steps) and the walk
	 * of a piece of Gold's to its side first, here the dog from h5: two
	 * squares to h7, beside h8, far more to c8. No goal in a turn. */
	test_goal_ruled_out("Rc7 Dh5 Ee1 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ea3");
}
END_TEST

/* The walk of a dragger to the side of the enemy piece straight before
 * the rabbit ends beside that piece, but not on the rabbit's own square:
 * the rabbit stands there until it steps into the square cleared. From
 * the collapse suite (bench/collapse.txt, row 24, after a move of
 * Silver's): Gold's rabbit g7 faces Silver's cat g8, Gold's dog g6 is
 * behind the rabbit, one square from g7 but two from f8 and h8, so the
 * way by g8 costs five steps (the goal search took 2,302 nodes to find
 * no goal, the bound counting the dog's walk to g7 as one step). With
 * the dog on e8 instead, one step from f8, the pull and the rabbit's
 * step reach the goal in four. */
START_TEST(the_dragger_walk_ends_beside_the_piece_not_on_the_rabbit)
{
	const char *rest = "db8 cg8 rh8 ra7 rb7 ed7 rf7 Rg7 Ra6 Ee6 hc5 da4 rb4 Hc4 Hf4 Db3 Ce3 mf2 Ce1";
	char pieces[200];
	snprintf(pieces, sizeof pieces, "%s Dg6", rest);
	test_goal_ruled_out(pieces);
	snprintf(pieces, sizeof pieces, "%s De8", rest);
	test_goal_in_four(pieces);
}
END_TEST

/* A dragger's walk pays two steps for a square held at the start: its
 * piece steps off first (pushed, if an enemy). Gold's rabbit c7 (kept
 * free by the cat d7) faces Silver's cat c8; Gold's dog e8 is one square
 * from d8, beside the cat, but Silver's rabbit holds d8 and has nowhere
 * to be pushed, so the dog's walk there, the pull of the cat and the
 * rabbit's step make five: no goal in a turn (a8 and b8 are held too,
 * and the ways by d7 and e7 cost a step more for each friend to move).
 * The bound that counted the walk as one square let the goal search run
 * to find nothing. With d8 empty the dog steps there, pulls the cat to
 * d8, and the rabbit reaches the goal in four. */
START_TEST(the_dragger_walk_pays_for_a_held_square)
{
	test_goal_ruled_out("Rc7 Cd7 De8 Ea1 Ra2 cc8 rb8 ra8 rd8");
	test_goal_in_four("Rc7 Cd7 De8 Ea1 Ra2 cc8 rb8 ra8");
}
END_TEST

/* A rabbit that enters the square an enemy piece stronger than it is
 * dragged off finds that piece beside it (a pull leaves it on the
 * puller's square, beside; the puller steps away), so it stands frozen
 * there, one step more, unless a friend stays beside the square or the
 * piece was pulled onto a trap and taken. Gold's rabbit d6 (kept free by
 * the cat d5) has two rows to go, Silver's dog d7 before it; Gold's
 * camel e7 pulls the dog to e7 in two steps, but the rabbit on d7 is
 * then frozen by it: no goal in a turn, and the bound that counted four
 * steps let the search run (Silver's rabbits on b8, c8 and e8 close the
 * other ways, by the trap c6 and by e7, which the camel could leave).
 * With Gold's cat on c7 as well, the rabbit on d7 has a friend beside it
 * and goals in four. */
START_TEST(the_rabbit_is_frozen_where_a_dragged_piece_stood)
{
	test_goal_ruled_out("Rd6 Cd5 Me7 dd7 rb8 rc8 re8 Ea1 eh1");
	test_goal_in_four("Rd6 Cd5 Me7 Cc7 dd7 rb8 rc8 re8 Ea1 eh1");
	/* Gold's rabbit b7 (kept free by the dog b6), held off a8 and b8 by
	 * Silver's rabbits, goes by c7, where Silver's cat stands beside the
	 * trap c6 and Gold's horse on it (the dog guards it). The horse
	 * steps off the trap pulling the cat onto it, where no friend of the
	 * cat's is beside it: it is taken, and the rabbit goes by c7 in four.
	 * With Silver's dog on c5 guarding the trap, the cat stays on c6,
	 * beside c7, and the rabbit would be frozen there: no goal. */
	test_goal_in_four("Rb7 Db6 Hc6 cc7 rb8 ra8 Ee1 eh4");
	test_goal_ruled_out("Rb7 Db6 Hc6 cc7 dc5 rb8 ra8 Ee1 eh4");
}
END_TEST

/* A dragger frozen at the start drags only once a step the bound counts
 * nowhere else unfreezes it (tactics_walk_thawed). Gold's rabbit b6 is
 * kept off b7 and a7 by Silver's rabbits there; Gold's dog c7, beside
 * b7, is frozen by Silver's horse d7, with no friend beside it: the
 * pull of b7's rabbit and the rabbit's two steps need one more, five.
 * With a cat of Gold's on c8 beside the dog, it is free: the dog steps
 * to c6 pulling the rabbit to c7, and b7 and b8 are a goal in four. From a game's end searched by the player (`make
 * bench-instructions-late`): Gold's rabbit b7, frozen by Silver's horse
 * c7, under Silver's rabbit b8, Gold's dog c8 frozen by the horse, three
 * steps left (the bound counted three before). With four, the dog has
 * only enemies beside it, none of them to step aside: an enemy must be
 * dragged off before a friend can free it, two steps (the bound counted
 * four steps in all, then five with one step for the frozen dog). */
START_TEST(a_frozen_dragger_must_be_unfrozen_first)
{
	test_goal_ruled_out("Rb6 rb7 Dc7 hd7 rc8 ra7 Ea1 eh1");
	test_goal_in_four("Rb6 rb7 Dc7 hd7 Cc8 ra7 Ea1 eh1");
	test_goal_ruled_out_in("Rb7 hc7 ca7 rb8 Dc8 rd8 Ea1 eh1", 3);
	test_goal_ruled_out("Rb7 hc7 ca7 rb8 Dc8 rd8 Ea1 eh1");
}
END_TEST

/* A dragger beside the enemy piece with no empty square beside it pulls
 * only once a square is emptied, a step the bound counts nowhere else
 * (tactics_walk_thawed). Gold's rabbit b6 is kept off b7 by Silver's
 * rabbit there (and off c6, a trap with no friend beside it, and a6,
 * Gold's cat); Gold's dog a7, beside b7, is hemmed in by Silver's rabbit
 * a8 and the cat: the push of b7's rabbit leaves the dog on b7, and the
 * cat stepping off makes five steps. With a8 empty the dog steps there
 * pulling the rabbit to a7, and b7 and b8 are a goal in four. */
START_TEST(a_hemmed_dragger_must_have_room_to_pull)
{
	test_goal_ruled_out("Rb6 rb7 Da7 ra8 Ca6 rc7 Ea1 eh1");
	test_goal_in_four("Rb6 rb7 Da7 Ca6 rc7 Ea1 eh1");
}
END_TEST

/* A rabbit frozen on one square and stuck on the next (or stuck on two
 * in a row) needs two steps of other pieces to go on: a friend beside
 * one square is not beside the next (no square is beside two
 * neighbours). A friend's one step may free it twice only on squares two
 * apart. Gold's rabbit e5 would be stuck on e6 (Silver's horse d6) and
 * on e7 (Silver's dog f7), with no piece of Gold's near: no goal, and
 * the bound that counted one step for both let the search run; the same
 * with the rabbit frozen on e5 (the horse on d5) and stuck on e6 (the
 * dog on d6). Gold's rabbit a6, frozen by the horse a5, steps to a7 and
 * to b7, beside Silver's dog c7, and home to b8 (Silver's rabbit holds
 * a8): the camel's one step to b6 frees it on a6 and on b7 alike, a
 * goal in four. */
START_TEST(the_goal_bound_counts_stuck_squares_in_a_row)
{
	test_goal_ruled_out("Re5 hd6 df7 Ea1 eh1");
	test_goal_ruled_out("Re5 hd5 dd6 Ea1 eh1");
	test_goal_in_four("Ra6 Mb5 ha5 dc7 ra8 Eh1 eh3");
	/* With a pull open, one step frees two squares in a row: Gold's camel
	 * has stepped g7-h7, and Silver's horse f7, pulled to g7, leaves e7
	 * free and the horse on the trap f6 alone, taken, so the rabbit e6,
	 * frozen by it, is free as well: a goal in the three steps left
	 * (from a crowded position of the test above, drawn with another
	 * seed, where the bound that counted two steps there ruled it out). */
	struct position pos = test_pieces(GOLD, "Hd8 Dg8 mh8 hf7 Mg7 Re6 hf6 Eg6 Dh5 Hb4 Rg4");
	struct turn t;
	turn_begin(&t, &pos);
	ck_assert_int_eq(turn_step(&t, (struct step){ piece_make(GOLD, CAMEL), 54, 55 }), STEP_OK);
	struct board_turn bt = board_turn_of(&t);
	ck_assert_int_eq(bt.pull_sq, 54);
	ck_assert(test_brute_goal(&t, 3));
	ck_assert(tactics_goal_possible(&t.pos, &bt));
	ck_assert_int_eq(tactics_goal(&t.pos, &bt), 3);
}
END_TEST

/* Archive games _i, _i + 14, ...: the goal and capture detectors on their
 * positions. Under a stride (test_thinned), the games 0 + 42k only (223
 * positions, 8 with a goal: memcheck runs the same code on fewer of
 * them); make check-slow without one (CI's gcc build) takes all seven
 * loops. */
START_TEST(goal_and_capture_detection_agree_with_brute_force)
{
	bool thin = test_thinned();
	size_t every = thin ? 42 : 14;
	if (_i > 0 && thin)
		return;
	struct test_goal_count c = { movegen_new(), 0, 0, 0, 0 };
	for (size_t row = (size_t)_i; row < arch.nrows; row += every)
		test_each_turn(row, test_goal_position, &c);
	movegen_free(c.mg);
	printf("goal and capture detection, games %d + %zuk: %ld positions by brute force over whole turns (%ld with a goal, %ld with a capture), %ld after a first step\n",
	       _i, every, c.checked, c.goals, c.captures, c.midturn);
	ck_assert_int_gt(c.checked, 50);
	ck_assert_int_gt(c.goals, 0);
}
END_TEST

/* The best enemy piece a whole turn of pos->side captures, by value (0: none). */
static int test_brute_capture(struct movegen *mg, const struct position *pos)
{
	const struct movegen_turn *turns;
	long n = movegen_list(mg, pos, NULL, &turns);
	int best = 0;
	for (long i = 0; i < n; i++) {
		struct position after = *pos;
		engine_apply(&after, turns[i].steps, turns[i].nsteps);
		int v = eval_taken(pos, &after, color_other(pos->side));
		best = v > best ? v : best;
	}
	return best;
}

struct test_capture_count {
	struct movegen *mg;
	long claimed, real;
};

static void test_capture_position(const struct position *before, const struct game_move *m, void *ctx)
{
	(void)m;
	struct test_capture_count *c = ctx;
	int v = eval_capture_threat(before, before->side, TURN_MAX_STEPS);
	if (v == 0)
		return;
	c->claimed++;
	c->real += test_brute_capture(c->mg, before) >= v;
}

/* The capture patterns on archive positions: most claimed captures are
 * ones a turn makes (they are signs for the judgement, not proofs: a
 * walk may freeze or the pushed piece find a friend on the way; on the
 * archive about two in three are real, and the test holds them to 60%).
 * Every tenth game; every thirtieth under check-valgrind's stride. */
START_TEST(capture_patterns_are_real_captures)
{
	struct test_capture_count c = { movegen_new(), 0, 0 };
	size_t every = test_thinned() ? 30 : 10;
	for (size_t row = 0; row < arch.nrows; row += every)
		test_each_turn(row, test_capture_position, &c);
	movegen_free(c.mg);
	printf("capture patterns, every %zuth game: %ld claimed, %ld real\n", every, c.claimed, c.real);
	ck_assert_int_gt(c.claimed, 20);
	ck_assert_msg(c.real * 100 >= c.claimed * 60, "%ld of %ld claimed captures real", c.real, c.claimed);
}
END_TEST

/* The best enemy piece some sequence of at most `left` legal steps from
 * t (the turn API's) captures, by value, the turn left able to end. */
static int test_brute_capture_steps(struct turn *t, int left)
{
	enum color e = color_other(t->start.side);
	int best = 0;
	if (left == 0)
		return 0;
	struct step legal[TURN_MAX_LEGAL];
	int n = turn_legal_steps(t, legal);
	for (int i = 0; i < n; i++) {
		turn_step(t, legal[i]);
		int v = eval_taken(&t->start, &t->pos, e);
		best = v > best ? v : best;
		int deeper = test_brute_capture_steps(t, left - 1);
		best = deeper > best ? deeper : best;
		turn_undo(t);
	}
	return best;
}

/* The capture detector against brute force after a turn's first step
 * (the turn API's steps, three more; at the turn's start it is checked
 * with the goal detector, against whole turns). */
static void test_capture_midturn(const struct position *before, const struct game_move *m, void *ctx)
{
	long *count = ctx;
	/* every fourth turn: the brute force over three steps is slow */
	if (m->nsteps < 2 || m->number % 4 != 0)
		return;
	struct turn t;
	turn_begin(&t, before);
	ck_assert_int_eq(turn_step(&t, m->steps[0].step), STEP_OK);
	if (turn_push_pending(&t))
		return;
	struct position pos = t.pos;
	struct board_turn bt = board_turn_of(&t);
	/* a capture by the first step already is not the detector's: count from here */
	struct position start = t.start;
	t.start = t.pos;
	int brute = test_brute_capture_steps(&t, 3);
	t.start = start;
	bool sure;
	test_require(tactics_capture(&pos, &bt, LONG_MAX, &sure) == brute && sure);
	(*count)++;
}

/* Archive games _i, _i + 14, ...: the capture detector after a first step. */
START_TEST(capture_detection_agrees_with_brute_force_mid_turn)
{
	long count = 0;
	if (_i > 0 && test_thinned())
		return; /* under a stride: the games 0 + 14k only */
	for (size_t row = (size_t)_i; row < arch.nrows; row += 14)
		test_each_turn(row, test_capture_midturn, &count);
	printf("capture detection, games %d + 14k: %ld positions after a first step by brute force over three steps\n",
	       _i, count);
	ck_assert_int_gt(count, 50);
}
END_TEST

/* A game's clocks run with the engine spending all it is allowed, plus a
 * latency of 50 ms: the reserve never goes below zero, no move passes
 * tcturntime, the game stays within tctotal. */
static void test_clock_game(struct timectl tc, int turns)
{
	double reserve = tc.tcreserve, total = 0;
	for (int n = 2; n < 2 + turns; n++) {
		tc.reserve = reserve;
		tc.turn = n;
		tc.total_used = total;
		struct timectl_plan p = timectl_plan(&tc);
		ck_assert_int_ge(p.max_ms, p.target_ms);
		ck_assert_int_gt(p.target_ms, 0);
		double took = (double)p.max_ms / 1000 + 0.05;
		if (tc.tcturntime > 0)
			ck_assert_msg(took <= tc.tcturntime, "move %d took %.3f of %.3f", n, took, tc.tcturntime);
		total += took;
		if (tc.tctotal > 0)
			ck_assert_msg(total <= tc.tctotal, "game took %.3f of %.3f", total, tc.tctotal);
		if (tc.tcmove > 0) {
			reserve = timectl_reserve_after(&tc, reserve, took);
			ck_assert_msg(reserve >= 0, "move %d: reserve %.3f", n, reserve);
			if (tc.tcmax > 0)
				ck_assert(reserve <= tc.tcmax);
		}
	}
}

START_TEST(time_allocation_never_runs_out)
{
	struct timectl base = { .tcpercent = 100, .reserve = -1 };
	struct timectl tc = base;
	tc.tcmove = 2;
	test_clock_game(tc, 100);
	/* with no reserve, most of a move's time is spent (not a twentieth) */
	struct timectl_plan p = timectl_plan(&tc);
	ck_assert_int_ge(p.target_ms, 1000);
	ck_assert_int_le(p.max_ms, 2000);
	tc.tcreserve = 60;
	test_clock_game(tc, 100);
	/* a reserve adds to the aim, and the unsettled may draw more */
	struct timectl_plan q = timectl_plan(&(struct timectl){ .tcmove = 2, .tcreserve = 60, .tcpercent = 100, .reserve = -1 });
	ck_assert_int_gt(q.target_ms, p.target_ms);
	ck_assert_int_gt(q.max_ms, q.target_ms);
	tc.tcpercent = 0;
	test_clock_game(tc, 100);
	tc.tcpercent = 50;
	tc.tcmax = 10;
	tc.tcreserve = 10;
	test_clock_game(tc, 100);
	tc = base;
	tc.tcmove = 0.5;
	test_clock_game(tc, 200);
	tc = base;
	tc.tcmove = 15;
	tc.tcreserve = 120;
	tc.tcturntime = 20;
	test_clock_game(tc, 100);
	tc = base;
	tc.tcmove = 10;
	tc.tctotal = 300;
	test_clock_game(tc, 30);
	/* tcturns: the reserve is spread over the turns left */
	tc = base;
	tc.tcmove = 2;
	tc.tcreserve = 30;
	tc.tcturns = 20;
	tc.turn = 19;
	struct timectl_plan late = timectl_plan(&tc);
	tc.turn = 2;
	struct timectl_plan early = timectl_plan(&tc);
	ck_assert_int_gt(late.target_ms, early.target_ms);
	test_clock_game(tc, 19);
	/* time already used on this move counts */
	tc = base;
	tc.tcmove = 5;
	tc.used = 4;
	ck_assert_int_le(timectl_plan(&tc).max_ms, 1000);
	/* no time control: the fallback */
	tc = base;
	tc.fallback = 0.3;
	ck_assert_int_eq(timectl_plan(&tc).target_ms, 300);
}
END_TEST

START_TEST(a_goal_in_a_turn_in_progress_is_finished)
{
	/* Gold's rabbit c5 steps to c6? No: c6 is a trap with no friend beside
	 * it. After Rc5w (to b5), three steps take it to b8. */
	struct position pos = test_pieces(GOLD, "Rc5 Ea1 ee8 rh7 dd6");
	struct game g;
	ck_assert_int_eq(game_init_position(&g, &pos, 2), 0);
	struct step done[1] = { { (uint8_t)piece_make(GOLD, RABBIT), 34, 33 } };
	struct engine *e = engine_new();
	struct engine_limits lim = { 4, 0, 0, 0, false };
	struct engine_result res;
	ck_assert_int_eq(engine_analyse(e, &g, done, 1, &lim, NULL, NULL, NULL, &res), 0);
	engine_free(e);
	char line[200];
	snprintf(line, sizeof line, "Rc5w %s", res.move);
	struct record_error err;
	ck_assert_msg(record_play_line(&g, line, &err) == 0, "%s: %s", line, err.message);
	ck_assert_int_eq(g.phase, GAME_OVER);
	ck_assert_int_eq(g.winner, GOLD);
	game_free(&g);
}
END_TEST

START_TEST(a_hanging_piece_is_taken)
{
	/* Silver's camel on d3 is alone beside the empty trap c3: Gold's
	 * elephant beside it pushes it in (no goal is near for either side). */
	struct position pos = test_pieces(GOLD, "Ee3 md3 Ra1 rh8 ra8 rb8 rc8 rd8 eh6");
	struct engine_result res;
	struct game g;
	test_think(&pos, 8, NULL, &res, &g);
	ck_assert_msg(position_count(&g.pos, SILVER, CAMEL) == 0, "%s leaves the camel", res.move);
	game_free(&g);
}
END_TEST

/* A piece won cleanly now is taken, not left threatened for a later turn
 * (ENGINE_USE_TAKE_NOW: the root turn that takes it is credited its
 * value, eval_taken_now). Archive row 8 of tests/data/allgames202602.txt
 * (bot_dolores_v1 against browni3141), 33g: Gold's elephant on d5 can
 * pull the camel on d6 aside and push Silver's dog on c4 onto the
 * unguarded trap c3, and no reply of Silver's captures anything or
 * reaches goal (one of the tactics suite's forced captures, found by brute
 * force over every turn and reply). Searched to 8 steps without the
 * credit the player keeps a threat on a cat instead (Ed5w md6s Mg3n Rf1e):
 * the capture is judged after Silver's reply, at a leaf where Gold's
 * threats are gone and Silver's on the horse e6 count, while the other
 * line's threat counts at its leaf. */
START_TEST(a_piece_won_cleanly_is_taken_now)
{
	struct position pos = test_pieces(GOLD, "rb8 rc8 rd8 rh8 cc7 rd7 rf7 md6 He6 hf6 cg6 Ed5 Rf5 Dg5 rh5 ra4 dc4 ee4 "
						"ha3 Hb3 Cd3 Mg3 Ra2 Rc2 Dd2 Rf2 Cg2 Rh2 Rc1 Rf1");
	ck_assert_int_eq(position_count(&pos, SILVER, DOG), 1);
	struct engine_result res;
	struct game g;
	test_play(&pos, 8, ENGINE_USE_DEFAULT & ~ENGINE_USE_TAKE_NOW, NULL, &res, &g);
	ck_assert_msg(position_count(&g.pos, SILVER, DOG) == 1,
		      "without the credit %s took the dog: the horizon this test is about is gone", res.move);
	game_free(&g);
	test_play(&pos, 8, ENGINE_USE_DEFAULT, NULL, &res, &g);
	ck_assert_msg(position_count(&g.pos, SILVER, DOG) == 0, "%s leaves the dog", res.move);
	ck_assert_int_eq(bb_count(g.pos.color_bb[GOLD]), bb_count(pos.color_bb[GOLD]));
	game_free(&g);
}
END_TEST

/* The credit eval_taken_now gives Gold's turn `steps` (nsteps of them)
 * from the position of `pieces` (Gold to move); the turn takes Silver's
 * camel. The position after it goes to *after if after is not NULL. */
static int test_credit(const char *pieces, const char *steps, int nsteps, struct position *after)
{
	struct position pos = test_pieces(GOLD, pieces), end = pos;
	struct step s[TURN_MAX_STEPS];
	ck_assert_int_eq(fixture_parse_steps(steps, s, TURN_MAX_STEPS), nsteps);
	engine_apply(&end, s, nsteps);
	ck_assert_int_eq(position_count(&end, SILVER, CAMEL), 0);
	if (after)
		*after = end;
	return eval_taken_now(&pos, &end);
}

/* The credit is the best piece taken and half of it again where the
 * other side cannot answer, and nothing for a turn that loses a piece of
 * its own: Gold's elephant pushes Silver's camel from d3 onto the
 * unguarded trap c3 (the camel is worth 500: the credit 750, where it was
 * 250 until the thirty-third round and 500 until the thirty-fourth); and
 * the same turn with Gold's rabbit left alone on the trap f3. */
START_TEST(the_credit_is_the_piece_taken_and_half_again)
{
	ck_assert_int_eq(eval_piece_value(CAMEL, 5), 500);
	ck_assert_int_eq(test_credit("Ee3 md3 Ra1 rh8 ra8 rb8 rc8 rd8 eh6", "md3w Ee3w", 2, NULL), 750);
	struct position after;
	ck_assert_int_eq(test_credit("Ee3 md3 Ra1 Rf2 rh8 ra8 rb8 rc8 rd8 eh6", "md3w Ee3w Rf2n", 3, &after), 0);
	ck_assert_int_eq(position_count(&after, GOLD, RABBIT), 1);
}
END_TEST

/* Where the other side may answer the capture, the credit is the piece
 * alone: the same push of Silver's camel onto c3, with a Silver dog on g2
 * that can then push Gold's rabbit f2 onto the trap f3 (left unguarded
 * when the elephant stepped from e3 to d3: a capture threatened), and,
 * in another position, with a Silver rabbit on h3 two steps from its
 * goal (a rabbit near goal; Silver threatens no capture there). */
START_TEST(an_answered_capture_is_credited_the_piece_alone)
{
	const char *others[] = { "Rf2 dg2", "rh3" };
	for (int i = 0; i < 2; i++) {
		char pieces[96];
		snprintf(pieces, sizeof pieces, "Ee3 md3 Ra1 rh8 ra8 rb8 rc8 rd8 eh6 %s", others[i]);
		int credit = test_credit(pieces, "md3w Ee3w", 2, NULL);
		ck_assert_msg(credit == 500, "%s: %d", others[i], credit);
	}
}
END_TEST

/* The credit for a piece taken now is for choosing the move, not part
 * of the score reported: where both players take Silver's hanging camel
 * (a_hanging_piece_is_taken's position) they report the same score at
 * every depth from the turn's end on, though the player with the credit
 * searched the capture 750 higher (a camel and half of it). */
START_TEST(the_credit_for_a_piece_taken_is_not_reported)
{
	struct position pos = test_pieces(GOLD, "Ee3 md3 Ra1 rh8 ra8 rb8 rc8 rd8 eh6");
	for (int depth = 4; depth <= 8; depth++) {
		struct engine_result with = test_search(&pos, depth, ENGINE_USE_DEFAULT);
		struct engine_result without = test_search(&pos, depth, ENGINE_USE_DEFAULT & ~ENGINE_USE_TAKE_NOW);
		ck_assert_str_eq(with.move, without.move);
		ck_assert_msg(strstr(with.move, "mc3x"), "depth %d: %s", depth, with.move);
		ck_assert_int_eq(with.score, without.score);
	}
}
END_TEST

/* The line of the last whole depth a search reported. */
struct test_lines {
	char line[512];
};

static void test_keep_line(void *ctx, const struct engine_info *info)
{
	struct test_lines *l = ctx;
	if (!info->partial && info->line)
		snprintf(l->line, sizeof l->line, "%s", info->line);
}

/* Whether the move's steps (its captures aside) are the first turn of
 * the line ("12g Ed2n Ed3n 12s ..."). */
static bool test_move_heads_line(const char *move, const char *line)
{
	char m[160], l[512], *save = NULL;
	snprintf(l, sizeof l, "%s", line);
	char *tok = strtok_r(l, " ", &save); /* the label */
	snprintf(m, sizeof m, "%s", move);
	char *msave = NULL;
	for (char *mt = strtok_r(m, " ", &msave); mt; mt = strtok_r(NULL, " ", &msave)) {
		if (mt[strlen(mt) - 1] == 'x')
			continue;
		tok = strtok_r(NULL, " ", &save);
		if (!tok || strcmp(tok, mt) != 0)
			return false;
	}
	tok = strtok_r(NULL, " ", &save);
	return !tok || (tok[0] >= '0' && tok[0] <= '9');
}

/* Initialises g as the game at pos in which `banned` has occurred twice
 * (a turn that makes it again is not legal). */
static void test_game_banning(const struct position *pos, const struct position *banned, struct game *g)
{
	ck_assert_int_eq(game_init_position(g, pos, 2), 0);
	ck_assert_int_eq(history_add(&g->history, banned), 0);
	ck_assert_int_eq(history_add(&g->history, banned), 0);
}

/* A turn that would make a position the third time is not played, and
 * the table's memory of it from an earlier search (where that line was
 * still allowed) does not cut the turn's line short: in lost games of
 * bench/engine_bench (seed 11, games 11 and 13, 27g and 38g) every
 * depth's best line, cut short by the table and followed through it,
 * ended in the repetition, and the player fell back on the move
 * generator's first turn, one step. The move played must be the line
 * of the last depth searched. */
START_TEST(a_third_time_remembered_in_the_table_is_avoided)
{
	struct position pos = test_pieces(GOLD, "Ee3 md3 Ra1 rh8 ra8 rb8 rc8 rd8 eh6");
	struct game g, first;
	struct record_error err;
	ck_assert_int_eq(game_init_position(&g, &pos, 2), 0);
	ck_assert_int_eq(game_init_position(&first, &pos, 2), 0);
	struct engine *e = engine_new();
	struct engine_limits lim = { 8, 0, 0, 0, false };
	struct engine_result a, b;
	struct test_lines lines = { "" };
	ck_assert_int_eq(engine_think(e, &g, &lim, NULL, test_keep_line, &lines, &a), 0);
	ck_assert_msg(test_move_heads_line(a.move, lines.line), "%s played, %s the line", a.move, lines.line);
	ck_assert_msg(record_play_line(&first, a.move, &err) == 0, "%s: %s", a.move, err.message);
	ck_assert_int_eq(position_count(&first.pos, SILVER, CAMEL), 0);
	/* the position after that turn has occurred twice: it is banned now */
	game_free(&g);
	test_game_banning(&pos, &first.pos, &g);
	for (int depth = 4; depth <= 8; depth += 4) {
		lim.depth = depth;
		ck_assert_int_eq(engine_think(e, &g, &lim, NULL, test_keep_line, &lines, &b), 0);
		struct game next;
		test_game_banning(&pos, &first.pos, &next);
		ck_assert_msg(record_play_line(&next, b.move, &err) == 0, "%s: %s", b.move, err.message);
		/* another turn takes the camel as well */
		ck_assert_msg(position_count(&next.pos, SILVER, CAMEL) == 0, "depth %d: %s (score %d) leaves the camel",
			      depth, b.move, b.score);
		ck_assert_int_eq(b.depth, depth);
		ck_assert_msg(test_move_heads_line(b.move, lines.line), "depth %d: %s played, %s the line", depth, b.move,
			      lines.line);
		game_free(&next);
	}
	engine_free(e);
	game_free(&first);
	game_free(&g);
}
END_TEST

START_TEST(a_seeded_engine_sets_up_the_same)
{
	char first[160] = "";
	for (int i = 0; i < 3; i++) {
		struct engine *e = engine_new();
		engine_seed(e, 42);
		struct game g;
		game_init(&g);
		struct engine_limits lim = { 0, 0, 0, 0, false };
		struct engine_result res;
		ck_assert_int_eq(engine_think(e, &g, &lim, NULL, NULL, NULL, &res), 0);
		if (i == 0)
			memcpy(first, res.move, sizeof first);
		ck_assert_str_eq(res.move, first);
		struct record_error err;
		ck_assert_int_eq(record_play_line(&g, res.move, &err), 0);
		game_free(&g);
		engine_free(e);
	}
}
END_TEST

START_TEST(setups_are_legal)
{
	struct position gold = test_pieces(SILVER, "Ea2 Mb2 Ra1");
	struct position none;
	position_clear(&none, SILVER);
	for (int c = 0; c < COLOR_NB; c++)
		for (int w = 0; w < ENGINE_SETUPS; w++)
			for (int o = 0; o < 3; o++) {
				struct placement pl[16];
				engine_setup_choice((enum color)c, w, o == 0 ? NULL : o == 1 ? &gold : &none, pl);
				ck_assert_int_eq(game_check_setup((enum color)c, pl, 16), SETUP_OK);
			}
}
END_TEST

/* The move of player e searching pos to `depth` steps, to *res, played
 * on *g (game_free it), which starts from pos. */
static void test_play_by(struct engine *e, const struct position *pos, int depth, const atomic_bool *stop,
			 struct engine_result *res, struct game *g)
{
	ck_assert_int_eq(game_init_position(g, pos, 2), 0);
	struct engine_limits lim = { depth, 0, 0, 0, false };
	ck_assert_int_eq(engine_think(e, g, &lim, stop, NULL, NULL, res), 0);
	struct record_error err;
	ck_assert_msg(record_play_line(g, res->move, &err) == 0, "%s: %s", res->move, err.message);
}

static void test_play(const struct position *pos, int depth, unsigned features, const atomic_bool *stop,
		      struct engine_result *res, struct game *g)
{
	struct engine *e = engine_new();
	engine_set_features(e, features);
	test_play_by(e, pos, depth, stop, res, g);
	engine_free(e);
}

/* The same by the default player. */
static void test_think(const struct position *pos, int depth, const atomic_bool *stop,
		       struct engine_result *res, struct game *g)
{
	test_play(pos, depth, ENGINE_USE_DEFAULT, stop, res, g);
}

/* A search of pos to `depth` steps by a player with `features` (ENGINE_USE_*). */
static struct engine_result test_search(const struct position *pos, int depth, unsigned features)
{
	struct game g;
	struct engine_result res;
	test_play(pos, depth, features, NULL, &res, &g);
	game_free(&g);
	return res;
}

/* The score of that search. */
static int test_score(const struct position *pos, int depth, unsigned features)
{
	return test_search(pos, depth, features).score;
}

START_TEST(goal_in_one_is_found)
{
	/* Gold's rabbit on c5 has four steps to c8; c6 is a trap with no
	 * friend beside it, so it goes round by b5 or d5. */
	struct position pos = test_pieces(GOLD, "Rc5 Ea1 ee8 rh7 dd6");
	struct engine_result res;
	struct game g;
	test_think(&pos, 4, NULL, &res, &g);
	ck_assert_int_eq(g.phase, GAME_OVER);
	ck_assert_int_eq(g.winner, GOLD);
	ck_assert_int_eq(g.reason, REASON_GOAL);
	game_free(&g);
}
END_TEST

/* Plays the move a player with `features` finds on pos (Gold to move,
 * Silver threatening to goal) searching to `depth` steps, and checks
 * that unless the game is over Silver can no longer goal. */
static void test_goal_stopped(const struct position *pos, int depth, unsigned features)
{
	struct engine_result res;
	struct game g;
	test_play(pos, depth, features, NULL, &res, &g);
	if (g.phase != GAME_OVER) {
		struct board_turn t = board_turn_new();
		ck_assert_msg(tactics_goal(&g.pos, &t) == 0, "after %s Silver still goals", res.move);
	}
	game_free(&g);
}

START_TEST(goal_threat_is_stopped)
{
	/* Silver's rabbit on b2 goals next turn unless Gold freezes it (the
	 * horse to b1 does): two turns deep, Gold must not let it through. */
	struct position pos = test_pieces(GOLD, "Ra1 Rd2 Eh8 Hc1 rb2 eh1 Mf5");
	ck_assert(!eval_goal_threat(&pos, GOLD));
	ck_assert(eval_goal_threat(&pos, SILVER));
	test_goal_stopped(&pos, 8, ENGINE_USE_DEFAULT);
}
END_TEST

START_TEST(a_goal_through_a_chain_of_unfreezing_is_found)
{
	/* From a lost game of bench/engine_bench (17s, seed 48): Silver's
	 * rabbit b2 is frozen by the cat a2, b1 is empty. The dog b5 steps to
	 * b4 (frozen there by the horse c4), the horse c5 steps to b5 beside
	 * it, the dog, unfrozen, steps to b3 beside the rabbit, and the
	 * rabbit goals: db5s hc5w db4s rb2s, checked by hand against the
	 * rules. The horse's step is three squares from the rabbit's way. */
	struct position pos = test_pieces(SILVER, "Mb6 De5 Hc4 Dd4 Ef4 Hh3 Ca2 Rc2 Rd2 Re2 Rh2 Rd1 Rf1 Rh1 "
						  "hf8 rg8 ch8 ca7 rc7 mf7 dd6 re6 rg6 db5 hc5 re4 ed3 rb2");
	struct board_turn t = board_turn_new();
	ck_assert_int_eq(tactics_goal(&pos, &t), 4);
	struct board_step line[TURN_MAX_STEPS];
	ck_assert_int_eq(tactics_goal_line(&pos, &t, LONG_MAX, line), 4);
}
END_TEST

START_TEST(a_goal_by_a_pull_is_seen_mid_turn)
{
	/* Silver's dog c1 steps to c2 pulling the rabbit b1 after it, and
	 * the rabbit b2 goals on b1: three steps, by a pull no free path
	 * shows (the pattern sees none), and no one step of Gold's stops it
	 * (b1 cannot move, c2 stays open to the dog, and a horse beside the
	 * rabbit is undone by the dog beside it). One step deep, every leaf
	 * is mid-turn with three steps left: with the other side's goal
	 * proved at the leaves the score falls by at least its weight. */
	struct position pos = test_pieces(GOLD, "Ha1 Rb1 Rd1 Re1 Rf1 Rg1 Rh1 Ee3 dc1 rb2 eh8");
	struct position threat = pos;
	position_set_side(&threat, SILVER);
	struct board_turn t = board_turn_new();
	ck_assert_int_gt(tactics_goal(&threat, &t), 0);
	ck_assert(!eval_goal_threat(&pos, SILVER));
	int with = test_score(&pos, 1, ENGINE_USE_DEFAULT | ENGINE_USE_GOAL_THREAT);
	int without = test_score(&pos, 1, ENGINE_USE_DEFAULT & ~ENGINE_USE_GOAL_THREAT);
	ck_assert_msg(with <= without - eval_goal_waiter(3, false), "%d with the proof, %d without", with, without);
}
END_TEST

START_TEST(a_goal_threat_extends_the_search_to_the_next_goal_check)
{
	/* Gold's rabbit d3 walks to d7 in four steps; then it goals on d8
	 * whatever Silver does (its cat a1 and rabbit a7 are too far to
	 * block, freeze or take it). Five steps deep, Silver's turn after
	 * the walk has one step searched: with the extension, Gold's goal
	 * if Silver passed sends the search through Silver's whole turn to
	 * the goal check at Gold's next, and the score is a win; without
	 * it, not. */
	struct position pos = test_pieces(GOLD, "Rd3 Eh1 ca1 ra7");
	struct position walked = test_pieces(GOLD, "Rd7 Eh1 ca1 ra7");
	struct board_turn t = board_turn_new();
	ck_assert_int_eq(tactics_goal(&pos, &t), 0);
	ck_assert_int_eq(tactics_goal(&walked, &t), 1);
	int with = test_score(&pos, 5, ENGINE_USE_DEFAULT | ENGINE_USE_THREAT_EXT);
	int without = test_score(&pos, 5, ENGINE_USE_DEFAULT & ~ENGINE_USE_THREAT_EXT);
	ck_assert_msg(with > EVAL_WON, "%d with the extension", with);
	ck_assert_msg(without < EVAL_WON, "%d without it", without);
}
END_TEST

START_TEST(the_quiescence_search_sees_a_capture_past_the_horizon)
{
	/* Gold's camel on c5 pushes the lone silver dog c4 onto the trap c3,
	 * and the horse f5 the lone cat f4 onto f3: two pushes, four steps.
	 * Two steps deep the second push is past the horizon, but the
	 * quiescence search takes the cat too (Silver has nothing to take
	 * back), so the score is at least the judgement after both. */
	struct position pos = test_pieces(GOLD, "Mc5 Hf5 Ra1 dc4 cf4 eh8 ra8");
	struct position after = test_pieces(SILVER, "Mc4 Hf4 Ra1 eh8 ra8");
	int both = -eval_position(&after, TURN_MAX_STEPS);
	int with = test_score(&pos, 2, ENGINE_USE_ALL), without = test_score(&pos, 2, ENGINE_USE_ALL & ~ENGINE_USE_QUIESCE);
	ck_assert_msg(with >= both, "%d < %d", with, both);
	ck_assert_msg(without < both, "without it %d, not below %d", without, both);
}
END_TEST

START_TEST(a_rabbit_earns_nothing_for_staying_home)
{
	/* A gold rabbit a step off its home ranks, with no enemy near, is
	 * judged its advance better than at home (a bonus for staying on
	 * the home ranks lost games in self-play and is gone); and the same
	 * from Silver's side, and whoever is to move. */
	struct position home = test_pieces(GOLD, "Ra2 Ee1 ra8 eh8"), out = test_pieces(GOLD, "Ra3 Ee1 ra8 eh8");
	ck_assert_int_gt(eval_position(&out, 4), eval_position(&home, 4));
	struct position shome = test_pieces(GOLD, "Ra2 Ee1 rh7 eh8"), sout = test_pieces(GOLD, "Ra2 Ee1 rh6 eh8");
	ck_assert_int_lt(eval_position(&sout, 4), eval_position(&shome, 4));
	struct position smoving = test_pieces(SILVER, "Ra2 Ee1 rh6 eh8"), sstaying = test_pieces(SILVER, "Ra2 Ee1 rh7 eh8");
	ck_assert_int_gt(eval_position(&smoving, 4), eval_position(&sstaying, 4));
}
END_TEST

/* The default value of the weight called name. */
static int test_weight(const char *name)
{
	int i = eval_weights_index(name);
	ck_assert_msg(i >= 0, "no weight %s", name);
	return eval_weights_default()->w[i];
}

START_TEST(a_rabbit_beside_an_enemy_costs_only_its_freezing)
{
	/* Gold's rabbit on c4 beside Silver's dog on d4, no friend by it,
	 * against the dog a square farther on e4 (the same trap near it, the
	 * same capture threatened: a walk of one step): it is frozen, and
	 * exposed costs nothing more (40, until the thirty-sixth round, lost
	 * 828 of 1,500 games to 20 and 583 of 1,000 to none). On c5, across
	 * the middle, four rows up, the same: 4 a row there, until the
	 * thirty-seventh round, lost 1,078 of 2,000 games to none. */
	int frozen = test_weight("frozen_rabbit");
	struct position beside = test_pieces(GOLD, "Rc4 Eh1 dd4 ea8 rh8"), off = test_pieces(GOLD, "Rc4 Eh1 de4 ea8 rh8");
	ck_assert_int_eq(eval_position(&off, 4) - eval_position(&beside, 4), frozen);
	struct position across = test_pieces(GOLD, "Rc5 Eh1 dd5 ea8 rh8"), away = test_pieces(GOLD, "Rc5 Eh1 de5 ea8 rh8");
	ck_assert_int_eq(eval_position(&away, 4) - eval_position(&across, 4), frozen);
	ck_assert_int_gt(frozen, 0);
}
END_TEST

START_TEST(each_guard_beside_a_trap_counts_thirty_up_to_two)
{
	/* Gold's cats step, one at a time, from b1, g1 and h1 (two steps or
	 * more from every trap and from the elephant h5) to b3, c2 and d3
	 * beside the empty trap c3, where Silver has no piece. The dog a3
	 * stays the strongest piece near c3 and the horse f1 near f3, and
	 * no piece is frozen or hemmed in, so only the guards change: the
	 * first and second are worth 30 each, the third nothing (counted
	 * up to two). 10, until the thirty-eighth round, lost 1,100 of
	 * 2,000 games to 20; 30 since the fortieth (the weights fitted to
	 * self-play's results, halfway). */
	static const char *const cats[] = { "Cb1 Cg1 Ch1", "Cb3 Cg1 Ch1", "Cb3 Cc2 Ch1", "Cb3 Cc2 Cd3" };
	static const int rise[] = { 30, 30, 0 };
	int score[4];
	for (int i = 0; i < 4; i++) {
		char text[80];
		snprintf(text, sizeof text, "Da3 Hf1 Eh5 Ra2 %s ea8 rh8", cats[i]);
		struct position pos = test_pieces(GOLD, text);
		score[i] = eval_position(&pos, 4);
	}
	for (int i = 0; i < 3; i++)
		ck_assert_msg(score[i + 1] - score[i] == rise[i], "guard %d: %d, not %d", i + 1,
			      score[i + 1] - score[i], rise[i]);
}
END_TEST

/* Gold's judgement of pieces (Gold to move) with the weight called name
 * set to value, less the default's. */
static int test_weight_change(const char *pieces, const char *name, int value)
{
	struct position pos = test_pieces(GOLD, pieces);
	struct eval_weights w = *eval_weights_default();
	ck_assert(eval_weights_set(&w, name, value));
	return eval_position_by(&w, &pos, 4, EVAL_DEFAULT) - eval_position(&pos, 4);
}

START_TEST(pieces_on_the_enemys_half_count_by_the_enemy_pieces_above_them)
{
	/* The change in Gold's judgement with weak_abroad 30, and with
	 * strong_abroad 25. */
	static const struct {
		const char *pieces;
		int weak, strong;
	} cases[] = {
		/* Gold's camel b5 and dog g5 on Silver's half, the rest at
		 * home: against Silver's elephant and camel the dog is
		 * outranked by two (weak there), the camel by one (strong) */
		{ "Ee1 Mb5 Dg5 Ra2 ea8 mh8 dd6 rh7", -30, 25 },
		/* Silver's camel gone: the dog is outranked by one, strong too */
		{ "Ee1 Mb5 Dg5 Ra2 ea8 dd6 rh7", 0, 50 },
		/* pieces are counted, not kinds: two horses outrank the dog,
		 * not the camel */
		{ "Ee1 Mb5 Dg5 Ra2 hb8 hg8 dd6 rh7", -30, 25 },
		/* Silver's dog on Gold's half, outranked by Gold's elephant
		 * and camel, counts for Silver */
		{ "Ee1 Mb4 Dg4 Ra2 ea8 mh8 dd4 rh7", 30, 0 },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		int weak = test_weight_change(cases[i].pieces, "weak_abroad", 30);
		int strong = test_weight_change(cases[i].pieces, "strong_abroad", 25);
		ck_assert_msg(weak == cases[i].weak && strong == cases[i].strong, "%s: %d and %d, not %d and %d",
			      cases[i].pieces, weak, strong, cases[i].weak, cases[i].strong);
	}
}
END_TEST

START_TEST(a_weight_set_changes_the_judgement_by_its_amount)
{
	/* Gold's rabbit on a4, three rows up with no piece near it, counts
	 * advance_3 (8 by default) in full: set to 20, Gold's judgement
	 * rises by 12, and Silver's to move falls by 12. */
	struct position gold = test_pieces(GOLD, "Ra4 Ee1 ra8 eh8"), silver = test_pieces(SILVER, "Ra4 Ee1 ra8 eh8");
	struct eval_weights w = *eval_weights_default();
	ck_assert(eval_weights_set(&w, "advance_3", 20));
	ck_assert_int_eq(eval_position_by(&w, &gold, 4, EVAL_DEFAULT) - eval_position(&gold, 4), 12);
	ck_assert_int_eq(eval_position_by(&w, &silver, 4, EVAL_DEFAULT) - eval_position(&silver, 4), -12);
	ck_assert_int_eq(eval_position_by(eval_weights_default(), &gold, 4, EVAL_DEFAULT), eval_position(&gold, 4));
	/* no such weight, a value out of its range: refused, nothing changed */
	struct eval_weights before = w;
	ck_assert(!eval_weights_set(&w, "advance_7", 20));
	ck_assert(!eval_weights_set(&w, "advance", 20));
	ck_assert(!eval_weights_set(&w, "advance_2", EVAL_WEIGHT_LIMIT + 1));
	ck_assert(!eval_weights_set(&w, "rabbit_near_rows", 9));
	ck_assert(!eval_weights_set(&w, "taken_calm_steps", -1));
	ck_assert(memcmp(&w, &before, sizeof w) == 0);
	ck_assert(eval_weights_set(&w, "rabbit_near_rows", 8));
	ck_assert(eval_weights_set(&w, "advance_2", -EVAL_WEIGHT_LIMIT));
	/* every weight is named, once (its name finds it, not one before
	 * it), and set by its name */
	int n = 0, d, lo, hi;
	for (const char *name; (name = eval_weights_name(n, &d, &lo, &hi)); n++) {
		struct eval_weights x = *eval_weights_default();
		ck_assert_msg(lo <= d && d <= hi && lo < hi, "%s", name);
		ck_assert_msg(eval_weights_set(&x, name, d == lo ? hi : lo), "%s", name);
		ck_assert_int_eq(memcmp(&x, eval_weights_default(), sizeof x) != 0, 1);
		ck_assert(!eval_weights_set(&x, name, hi + 1) && !eval_weights_set(&x, name, lo - 1));
		ck_assert_int_eq(eval_weights_index(name), n);
	}
	ck_assert_int_ge(n, 40);
	ck_assert_int_eq(eval_weights_index("advance"), -1);
	ck_assert_ptr_null(eval_weights_name(-1, NULL, NULL, NULL));
}
END_TEST

START_TEST(a_player_judges_with_the_weights_it_was_given)
{
	/* Gold's lone rabbit on a2 may walk up the empty a-file; a player for
	 * whom every row of advance costs the most a weight may weigh keeps
	 * it on its home ranks, the default player brings it up. */
	struct position pos = test_pieces(GOLD, "Ra2 Ee1 rh8 eh7");
	const char *rows[] = { "advance_2", "advance_3", "advance_4", "advance_5", "advance_6" };
	for (int held = 0; held < 2; held++) {
		struct engine *e = engine_new();
		ck_assert(!engine_set_weight(e, "no_such_weight", 1));
		for (int i = 0; held && i < 5; i++)
			ck_assert(engine_set_weight(e, rows[i], -EVAL_WEIGHT_LIMIT));
		struct game g;
		struct engine_result res;
		test_play_by(e, &pos, 4, NULL, &res, &g);
		engine_free(e);
		bitboard rabbit = position_pieces(&g.pos, GOLD, RABBIT);
		bool home = (rabbit & UINT64_C(0xffff)) != 0;
		ck_assert_msg(home == (held == 1), "%s: the rabbit %s", res.move, home ? "stayed home" : "came up");
		game_free(&g);
	}
}
END_TEST

START_TEST(hemmed_pieces_are_judged_worse)
{
	/* Gold's horse on the trap c3 framed by its own pieces and Silver's
	 * camel (no empty square beside it) is judged worse than without the
	 * item; the same board with room to step judges as before. */
	struct position framed = test_pieces(GOLD, "Hc3 Rb3 Rc2 Dd3 mc4 Ea1 eh8 ra8");
	struct position open = test_pieces(GOLD, "Hc3 Rb3 Rc2 Dd3 Ea1 eh8 ra8");
	ck_assert_int_lt(eval_position_with(&framed, 4, EVAL_HEMMED), eval_position_with(&framed, 4, 0));
	ck_assert_int_eq(eval_position_with(&open, 4, EVAL_HEMMED), eval_position_with(&open, 4, 0));
	/* an elephant boxed in by its own rabbits cannot move at all */
	struct position boxed = test_pieces(GOLD, "Ea1 Ra2 Rb1 eh8 ra8");
	struct position free_ = test_pieces(GOLD, "Ea1 Ra2 Rc1 eh8 ra8");
	ck_assert_int_lt(eval_position_with(&boxed, 4, EVAL_HEMMED), eval_position_with(&boxed, 4, 0));
	ck_assert_int_eq(eval_position_with(&free_, 4, EVAL_HEMMED), eval_position_with(&free_, 4, 0));
	/* beside a weaker enemy it may push, it is not hemmed */
	struct position pusher = test_pieces(GOLD, "Ea1 Ra2 rb1 eh8 ra8");
	ck_assert_int_eq(eval_position_with(&pusher, 4, EVAL_HEMMED), eval_position_with(&pusher, 4, 0));
}
END_TEST

START_TEST(a_rabbit_near_goal_counts_even_if_it_can_be_taken)
{
	/* Silver's rabbit on b2, two rows from its goal among Gold's horse
	 * and dog (no friend near): the item counts its advance all the
	 * same, so Gold's judgement is lower with it; a rabbit four rows up
	 * (b4) among the same foes is judged as before. */
	struct position near = test_pieces(GOLD, "Ha2 Dc2 rb2 Ea8 Rh1 eh8");
	struct position mid = test_pieces(GOLD, "Ha4 Dc4 rb4 Ea8 Rh1 eh8");
	ck_assert_int_lt(eval_position_with(&near, 4, EVAL_RABBIT_NEAR), eval_position_with(&near, 4, 0));
	ck_assert_int_eq(eval_position_with(&mid, 4, EVAL_RABBIT_NEAR), eval_position_with(&mid, 4, 0));
}
END_TEST

START_TEST(a_runner_counts_more_when_unopposed)
{
	/* With the item a rabbit one to three rows from its goal counts
	 * more when no enemy piece but rabbits stands within two steps of it
	 * (the more the nearer its goal), half that when its friends there
	 * are as many as the enemy's pieces, and nothing when they are fewer
	 * or the rabbit is farther. From Gold's side a silver runner lowers
	 * the judgement and a gold one raises it. */
	const char *at[4] = { "rd2 Ea6 Rh1 eh8 ra8", "rd3 Ea6 Rh1 eh8 ra8", "rd4 Ea6 Rh1 eh8 ra8", "rd5 Eh5 Rh1 eh8 ra8" };
	int gain[4];
	for (int i = 0; i < 4; i++) {
		struct position p = test_pieces(GOLD, at[i]);
		gain[i] = eval_position_with(&p, 4, 0) - eval_position_with(&p, 4, EVAL_RUNNERS);
	}
	ck_assert_int_gt(gain[0], gain[1]);
	ck_assert_int_gt(gain[1], gain[2]);
	ck_assert_int_gt(gain[2], 0);
	ck_assert_int_eq(gain[3], 0);
	struct position held = test_pieces(GOLD, "rd2 Db2 ce3 Ea6 Rh1 eh8 ra8");
	struct position contained = test_pieces(GOLD, "rd2 Db2 Ea6 Rh1 eh8 ra8");
	int h = eval_position_with(&held, 4, 0) - eval_position_with(&held, 4, EVAL_RUNNERS);
	ck_assert_int_gt(h, 0);
	ck_assert_int_lt(h, gain[0]);
	ck_assert_int_eq(eval_position_with(&contained, 4, EVAL_RUNNERS), eval_position_with(&contained, 4, 0));
	struct position mine = test_pieces(GOLD, "Rd7 Ea3 Rh1 eh5 ra8");
	ck_assert_int_gt(eval_position_with(&mine, 4, EVAL_RUNNERS), eval_position_with(&mine, 4, 0));
	/* a silver rabbit pushed onto its goal rank mid-turn is no runner
	 * (the weights' table has no row for it) */
	struct position home = test_pieces(GOLD, "rd1 Ea6 Rh1 eh8 ra8");
	ck_assert_int_eq(eval_position_with(&home, 3, EVAL_RUNNERS), eval_position_with(&home, 3, 0));
}
END_TEST

START_TEST(capture_threat_is_seen)
{
	/* A lone silver dog beside the empty trap c3, Gold's elephant two steps
	 * from d4 (then two steps push it in): Gold, to move, threatens it;
	 * Silver, to move, does not; from e2 the elephant is a step too far. */
	struct position pos = test_pieces(GOLD, "Ee3 dc4 Ra1 ra8 eh8");
	struct position far = test_pieces(GOLD, "Ee2 dc4 Ra1 ra8 eh8");
	ck_assert_int_eq(eval_capture_threat(&far, GOLD, 4), 0);
	ck_assert_int_eq(eval_capture_threat(&pos, GOLD, 4), eval_piece_value(DOG, 1));
	ck_assert_int_eq(eval_capture_threat(&pos, GOLD, 1), 0);
	ck_assert_int_eq(eval_capture_threat(&pos, SILVER, 4), 0);
	/* With the dragger between the piece and the trap: Gold's camel f7
	 * beside the empty trap f6, Silver's horse behind it on f8 (from a
	 * game the engine lost to version 0.1, which took the horse so).
	 * The camel steps aside to e7 or g7, the horse follows to f7 and is
	 * pushed onto f6 in four steps; with both sides held the camel has
	 * nowhere to go but the trap, and no threat is counted. */
	struct position between = test_pieces(GOLD, "Mf7 hf8 Ra1 ra8 eh8");
	struct position hemmed = test_pieces(GOLD, "Ce7 Mf7 Cg7 hf8 Ra1 ra8 eh8");
	ck_assert_int_eq(eval_capture_threat(&between, GOLD, 4), eval_piece_value(HORSE, 1));
	ck_assert_int_eq(eval_capture_threat(&between, GOLD, 3), 0);
	ck_assert_int_eq(eval_capture_threat(&hemmed, GOLD, 4), 0);
	/* The judgement counts it, each side's threat with that side's own
	 * pieces: the mover's only with the steps to make it (the steps
	 * left change nothing else there without EVAL_WAITER_STEPS), the
	 * other side's the more, the fewer steps the mover has to answer. */
	ck_assert_int_gt(eval_position_with(&pos, 4, 0), eval_position_with(&pos, 1, 0));
	struct position waiting = test_pieces(SILVER, "Ee3 dc4 Ra1 ra8 eh8");
	ck_assert_int_lt(eval_position_with(&waiting, 1, EVAL_WAITER_STEPS),
			 eval_position_with(&waiting, 4, EVAL_WAITER_STEPS));
}
END_TEST

/* The position before each turn of a game, kept (test_each_turn's fn). */
struct test_turns {
	struct position pos[1024];
	size_t n;
};

static void test_keep_turn(const struct position *pos, const struct game_move *m, void *ctx)
{
	(void)m;
	struct test_turns *t = ctx;
	if (t->n < sizeof t->pos / sizeof *t->pos)
		t->pos[t->n++] = *pos;
}

/* The nodes the search bench's positions (the middle turn of every tenth
 * game of the archive) cost to depth with the player's features `with`
 * and `without`, added to *a and *b. */
static void test_bench_nodes(int depth, unsigned with, unsigned without, long *a, long *b)
{
	static struct test_turns turns;
	for (size_t row = 0; row < 120 && row < arch.nrows; row += 10) {
		turns.n = 0;
		test_each_turn(row, test_keep_turn, &turns);
		if (turns.n == 0)
			continue;
		*a += test_search(&turns.pos[turns.n / 2], depth, with).nodes;
		*b += test_search(&turns.pos[turns.n / 2], depth, without).nodes;
	}
}

/* Late quiet steps are reduced more the later they come and the deeper
 * the node (ENGINE_USE_LMR, part of the default player): on a quiet
 * position and the search bench's positions (the middle turn of every
 * tenth game of the archive) the same depth costs fewer nodes in all
 * (one position alone may go either way as the judgement changes); the
 * tactics above (goals, threats, captures) are found with them, the
 * default player's. */
START_TEST(late_quiet_steps_are_reduced_more)
{
	/* 6 steps under make check-valgrind (the quiet position and the
	 * bench's, 1.53 M nodes both ways, not 5.86 M) */
	int depth = test_thinned() ? 6 : 8;
	struct position quiet = test_pieces(GOLD, "Ra2 Rb2 Hc3 Ed4 Mc1 Dd6 rh7 rg7 ee5 mc8 hf6 ca6");
	long with = test_search(&quiet, depth, ENGINE_USE_DEFAULT).nodes;
	long without = test_search(&quiet, depth, ENGINE_USE_DEFAULT & ~ENGINE_USE_LMR).nodes;
	test_bench_nodes(depth, ENGINE_USE_DEFAULT, ENGINE_USE_DEFAULT & ~ENGINE_USE_LMR, &with, &without);
	ck_assert_msg(with < without, "%d steps: %ld nodes with the reductions, %ld without", depth, with, without);
}
END_TEST

/* Late drags (a push's first step or a pull's second) that bring the
 * piece neither onto a trap nor beside one are reduced like late quiet
 * steps (ENGINE_USE_LMR_DRAG): on the search bench's positions (the
 * middle turn of every tenth game of the archive) the same depth costs
 * fewer nodes (the tactics tests play the default player, which has it). */
START_TEST(late_drags_away_from_traps_are_reduced)
{
	unsigned base = ENGINE_USE_DEFAULT & ~ENGINE_USE_LMR_DRAG;
	/* 6 steps under make check-valgrind (1.18 M nodes both ways, not 3.71 M) */
	int depth = test_thinned() ? 6 : 8;
	long with = 0, without = 0;
	test_bench_nodes(depth, base | ENGINE_USE_LMR_DRAG, base, &with, &without);
	ck_assert_msg(with < without, "%d steps: %ld nodes with the drags reduced, %ld without", depth, with, without);
}
END_TEST

/* A null turn (ENGINE_USE_NULL) gives the other side a second turn at a
 * turn's start off the line, searched shallower, and cuts where the
 * mover still stands at or above beta: it needs 10 steps or more (the
 * second turn's start 6 or more from the horizon), where on the search
 * bench's positions it costs fewer nodes; and a goal the other side
 * threatens is still stopped (the null turn's own search finds it). */
START_TEST(a_null_turn_cuts_the_search_and_not_a_goal_defence)
{
	unsigned with = ENGINE_USE_DEFAULT | ENGINE_USE_NULL;
	/* goal_threat_is_stopped's position */
	struct position threat = test_pieces(GOLD, "Ra1 Rd2 Eh8 Hc1 rb2 eh1 Mf5");
	test_goal_stopped(&threat, 12, with);
	/* the bench's positions: 7.38 M nodes with it, 9.27 M without
	 * (search_bench's signatures to 11 steps); not
	 * under make check-valgrind or the sanitizers' thinned run (one
	 * position alone may go either way: the quiet position of
	 * late_quiet_steps_are_reduced_more costs 1,317 nodes more with it) */
	if (test_thinned())
		return;
	long a = 0, b = 0;
	test_bench_nodes(11, with, ENGINE_USE_DEFAULT, &a, &b);
	ck_assert_msg(a < b, "11 steps: %ld nodes with the null turn, %ld without", a, b);
}
END_TEST

START_TEST(goal_steps_are_estimated)
{
	/* Counted by hand. c5 to the goal in four: the trap c6 has no friend
	 * beside it, so by b5, b6, b7 to b8 (d5 is beside the dog d6, which
	 * would freeze it). */
	struct position pos = test_pieces(GOLD, "Rc5 Ea1 ee8 rh7 dd6");
	ck_assert_int_eq(eval_goal_steps(&pos, GOLD, 8), 4);
	ck_assert_int_eq(eval_goal_steps(&pos, GOLD, 3), 4); /* more than 3: 3 + 1 */
	ck_assert_int_eq(eval_goal_steps(&pos, SILVER, 8), 9); /* h7 is seven rows away */
	/* b2 to b1, empty: one step, whoever is to move. */
	pos = test_pieces(GOLD, "Ra1 Rd2 Eh8 Hc1 rb2 eh1 Mf5");
	ck_assert_int_eq(eval_goal_steps(&pos, SILVER, 8), 1);
	/* b7 to b8, where its own horse stands: the horse steps off, then
	 * the rabbit, two steps; a7-a8 and c7-c8 would push a rabbit off
	 * first, four. */
	pos = test_pieces(SILVER, "Rb7 Hb8 ra8 rc8 ee1 Ea1");
	ck_assert_int_eq(eval_goal_steps(&pos, GOLD, 8), 2);
	/* c7 (beside its horse d7), then c8's rabbit pushed off by the horse
	 * two steps from it: 1 + 3; a8 and b8 are three or more from it. */
	pos = test_pieces(SILVER, "Rb7 Hd7 ra8 rb8 rc8 ee1 Ea1");
	ck_assert_int_eq(eval_goal_steps(&pos, GOLD, 8), 4);
	/* Frozen by the dog d6 with no friend beside: two steps behind, then d8. */
	pos = test_pieces(SILVER, "Rd7 dd6 ee1 Ea1");
	ck_assert_int_eq(eval_goal_steps(&pos, GOLD, 8), 3);
	/* An elephant on the goal square is never pushed off, and freezes
	 * the rabbit beside it: two steps behind, then round by a7 and a8
	 * (c8's rabbit has no stronger gold piece near to push it). */
	pos = test_pieces(SILVER, "Rb7 eb8 rc8 Ea1");
	ck_assert_int_eq(eval_goal_steps(&pos, GOLD, 8), 4);
	/* The judgement: Gold's rabbit b7 has no free path (Silver holds
	 * every goal square but b8, where Gold's horse stands), yet goals in
	 * two steps when the horse steps off; Silver, to move, counts it
	 * with the estimate in its judgement. */
	pos = test_pieces(SILVER, "Rb7 Hb8 ra8 rc8 rd8 re8 rf8 rg8 rh8 ee1 Ea1");
	ck_assert(!eval_goal_threat(&pos, GOLD));
	ck_assert_int_eq(eval_goal_steps(&pos, GOLD, 4), 2);
	int with = eval_position_with(&pos, 4, EVAL_DEFAULT | EVAL_GOAL_EST);
	int without = eval_position_with(&pos, 4, EVAL_DEFAULT & ~EVAL_GOAL_EST);
	ck_assert_msg(with <= without - 150, "%d with the estimate, %d without", with, without);
	/* a free path is the pattern's: the estimate adds nothing to it */
	pos = test_pieces(SILVER, "Rb7 Hb8 ra8 rc8 ee1 Ea1");
	ck_assert(eval_goal_threat(&pos, GOLD));
	ck_assert_int_eq(eval_position_with(&pos, 4, EVAL_DEFAULT | EVAL_GOAL_EST), eval_position_with(&pos, 4, EVAL_DEFAULT));
}
END_TEST

/* A goal the search's budget leaves unsettled counts for the leaf's
 * mover as if likely; more nodes settle most of them, and most of those
 * (five in six in matches against version 0.1) have no goal at all. A
 * position the player searched in a game of bench/engine_bench (seeds 33
 * to 35): Gold's rabbits c7 and h7 are one row from goal, Silver's cat c8
 * and rabbit h8 before them, and no turn of Gold's reaches the goal
 * (brute force over the move generator's turns), but 400 nodes of the
 * goal search do not show it. The player with ENGINE_USE_GOAL_DEEP (no
 * longer in the default player) settles it at the turn's start and does
 * not count it at the leaves; without it each leaf counts the goal as
 * likely. */
START_TEST(a_goal_the_budget_left_unsettled_is_settled_deeper)
{
	struct position pos = test_pieces(GOLD, "Ca1 Hc2 Df2 Db3 Rc3 Hg3 Ra4 mb4 ec4 Re4 ha5 Eb5 Rc5 cd5 df5 rg5 Mb6 "
						  "Rh6 ha7 rb7 Rc7 rd7 rf7 Rh7 cc8 rg8 rh8");
	struct movegen *mg = movegen_new();
	int capture;
	ck_assert(!test_brute_goal_turn(mg, &pos, &capture));
	movegen_free(mg);
	struct board_turn bt = board_turn_new();
	ck_assert_int_eq(tactics_goal_budget(&pos, &bt, 400), -1);
	ck_assert_int_eq(tactics_goal(&pos, &bt), 0);
	int with = test_score(&pos, 1, ENGINE_USE_DEFAULT | ENGINE_USE_GOAL_DEEP);
	int without = test_score(&pos, 1, ENGINE_USE_DEFAULT & ~ENGINE_USE_GOAL_DEEP);
	ck_assert_msg(with < without - 1000, "%d settled, %d unsettled", with, without);
}
END_TEST

/* A middle game's position (Gold to move) as a game, for the searches
 * held to a node budget below. */
static void test_middle_game(struct game *g)
{
	struct position pos = test_pieces(GOLD, "Ra2 Rb2 Hc3 Ed4 Mc1 Dd6 rh7 rg7 ee5 mc8 hf6 ca6");
	ck_assert_int_eq(game_init_position(g, &pos, 2), 0);
}

/* A node budget ends the search within the 256 nodes between its
 * checks, and a search held to one plays the same move again (the
 * load-independent matches of bench/engine_bench rely on both). */
START_TEST(a_node_budget_is_kept_and_repeats)
{
	struct game g;
	test_middle_game(&g);
	struct engine_limits lim = { 0, 0, 0, 5000, false };
	struct engine_result a, b;
	struct engine *e = engine_new();
	ck_assert_int_eq(engine_think(e, &g, &lim, NULL, NULL, NULL, &a), 0);
	engine_clear(e);
	ck_assert_int_eq(engine_think(e, &g, &lim, NULL, NULL, NULL, &b), 0);
	engine_free(e);
	ck_assert_int_ge(a.nodes, 5000);
	ck_assert_int_lt(a.nodes, 5000 + 256);
	ck_assert_int_eq(a.nodes, b.nodes);
	ck_assert_str_eq(a.move, b.move);
	game_free(&g);
}
END_TEST

/* Searching with helper threads (engine_set_threads): the same tactics
 * are found, the move is legal, a stop ends every thread, and going
 * back to one thread searches as a player that never had more. */
START_TEST(helper_threads_find_the_goal_and_the_hanging_piece)
{
	struct engine *e = engine_new();
	engine_set_threads(e, 2);
	ck_assert_int_eq(engine_threads(e), 2);
	struct engine_result res;
	struct game g;
	struct position goal = test_pieces(GOLD, "Rc5 Ea1 ee8 rh7 dd6");
	test_play_by(e, &goal, 4, NULL, &res, &g);
	ck_assert_int_eq(g.phase, GAME_OVER);
	ck_assert_int_eq(g.winner, GOLD);
	game_free(&g);
	/* the silver camel beside the empty trap c3, as a_hanging_piece_is_taken */
	struct position hang = test_pieces(GOLD, "Ee3 md3 Ra1 rh8 ra8 rb8 rc8 rd8 eh6");
	for (int threads = 2; threads <= 3; threads++) {
		engine_set_threads(e, threads);
		engine_clear(e);
		test_play_by(e, &hang, 8, NULL, &res, &g);
		ck_assert_msg(position_count(&g.pos, SILVER, CAMEL) == 0, "%s leaves the camel (%d threads)", res.move,
			      threads);
		game_free(&g);
	}
	engine_free(e);
}
END_TEST

START_TEST(helper_threads_stop_with_the_search)
{
	struct game g;
	test_middle_game(&g);
	struct engine *e = engine_new();
	engine_set_threads(e, 3);
	struct engine_result res;
	/* a node budget: the first thread's; the result counts the helpers' too */
	struct engine_limits lim = { 0, 0, 0, 20000, false };
	for (int i = 0; i < 5; i++) {
		ck_assert_int_eq(engine_think(e, &g, &lim, NULL, NULL, NULL, &res), 0);
		ck_assert_int_ge(res.nodes, 20000);
	}
	/* a search stopped before it starts still moves, and its helpers end */
	atomic_bool stop;
	atomic_init(&stop, true);
	struct engine_limits deep = { ENGINE_MAX_DEPTH, 0, 0, 0, false };
	ck_assert_int_eq(engine_think(e, &g, &deep, &stop, NULL, NULL, &res), 0);
	struct record_error err;
	ck_assert_msg(record_play_line(&g, res.move, &err) == 0, "%s: %s", res.move, err.message);
	engine_free(e);
	game_free(&g);
}
END_TEST

START_TEST(one_thread_again_searches_as_one_thread_always_did)
{
	struct game g;
	test_middle_game(&g);
	struct engine_limits lim = { 0, 0, 0, 5000, false };
	struct engine_result a, b;
	struct engine *one = engine_new(), *back = engine_new();
	engine_set_threads(back, 4);
	ck_assert_int_eq(engine_threads(back), 4);
	engine_set_threads(back, 1);
	ck_assert_int_eq(engine_threads(back), 1);
	ck_assert_int_eq(engine_think(one, &g, &lim, NULL, NULL, NULL, &a), 0);
	ck_assert_int_eq(engine_think(back, &g, &lim, NULL, NULL, NULL, &b), 0);
	ck_assert_int_eq(a.nodes, b.nodes);
	ck_assert_str_eq(a.move, b.move);
	/* out of range: held to 1..ENGINE_MAX_THREADS */
	engine_set_threads(back, 0);
	ck_assert_int_eq(engine_threads(back), 1);
	engine_set_threads(back, 1000);
	ck_assert_int_eq(engine_threads(back), ENGINE_MAX_THREADS);
	engine_free(one);
	engine_free(back);
	game_free(&g);
}
END_TEST

START_TEST(a_stopped_search_still_moves)
{
	struct position pos = test_pieces(GOLD, "Ra2 Rb2 Ed2 Mc1 rh7 rg7 ed7 mc8");
	atomic_bool stop;
	atomic_init(&stop, true);
	struct engine_result res;
	struct game g;
	test_think(&pos, 0, &stop, &res, &g);
	game_free(&g);
}
END_TEST

/* pos turned over: ranks mirrored and colours swapped. */
static struct position test_mirror(const struct position *pos)
{
	struct position m;
	position_clear(&m, color_other(pos->side));
	for (int sq = 0; sq < SQUARE_NB; sq++) {
		int p = pos->board[sq];
		if (p != PIECE_NONE)
			position_put(&m, square_make(square_file(sq), 7 - square_rank(sq)),
				     piece_make(color_other(piece_color(p)), piece_kind(p)));
	}
	return m;
}

START_TEST(judgement_is_the_same_for_both_colours)
{
	static const char *const boards[] = {
		"Ra2 Rb2 Ed2 Mc1 Hc4 rh7 rg7 ed7 mc8 dc6 Rf6",
		"Ee2 dc4 Ra1 ra8 eh8",
		"Rc5 Ea1 ee8 rh7 dd6 Cf3 cf6",
		"Hc3 Rb3 Rc2 Dd3 mc4 Ea1 Ra2 Rb1 eh8 ra8",
	};
	for (size_t i = 0; i < sizeof boards / sizeof boards[0]; i++) {
		for (int c = 0; c < COLOR_NB; c++) {
			struct position pos = test_pieces((enum color)c, boards[i]);
			struct position m = test_mirror(&pos);
			for (int left = 1; left <= 4; left++)
				ck_assert_int_eq(eval_position(&pos, left), eval_position(&m, left));
			ck_assert_int_eq(eval_goal_threat(&pos, GOLD), eval_goal_threat(&m, SILVER));
		}
	}
}
END_TEST

/* At the turn t (the core's, no push open): every plain step a of the
 * mover's own piece, then every plain step b of its own outside a's zone
 * (board_step_zone) that may follow it: b may come first, a after it,
 * and the board is the same either way; a is outside b's zone as well.
 * Counts the pairs checked into *pairs. */
static void test_far_pairs(const struct turn *t, long *pairs)
{
	struct step first[TURN_MAX_LEGAL], second[TURN_MAX_LEGAL];
	enum color me = t->pos.side;
	if (t->state.push_square != SQUARE_NONE || t->nsteps >= TURN_MAX_STEPS - 1)
		return;
	int n = turn_legal_steps(t, first);
	for (int i = 0; i < n; i++) {
		struct step a = first[i];
		if (piece_color(a.piece) != me)
			continue;
		struct turn ta = *t;
		test_require(turn_step(&ta, a) == STEP_OK);
		bitboard zone = board_step_zone((struct board_step){ a.from, a.to });
		int m = turn_legal_steps(&ta, second);
		for (int j = 0; j < m; j++) {
			struct step b = second[j];
			if (piece_color(b.piece) != me || ((bb_square(b.from) | bb_square(b.to)) & zone))
				continue;
			test_require(!((bb_square(a.from) | bb_square(a.to)) &
				       board_step_zone((struct board_step){ b.from, b.to })));
			struct turn tab = ta, tba = *t;
			test_require(turn_step(&tab, b) == STEP_OK);
			test_require(turn_step(&tba, b) == STEP_OK);
			test_require(turn_step(&tba, a) == STEP_OK);
			test_require(position_same_board(&tab.pos, &tba.pos));
			(*pairs)++;
		}
	}
}

/* test_far_pairs at the start of an archive turn and after each of its steps. */
static void test_far_pairs_turn(const struct position *before, const struct game_move *m, void *ctx)
{
	struct turn t;
	turn_begin(&t, before);
	for (int i = 0; i < m->nsteps && i < TURN_MAX_STEPS - 1; i++) {
		test_far_pairs(&t, ctx);
		ck_assert_int_eq(turn_step(&t, m->steps[i].step), STEP_OK);
	}
}

/* The search tries two plain steps of a turn far apart (board_step_zone)
 * in one order only: on archive positions and crowded ones, the other
 * order is legal and makes the same board. */
START_TEST(steps_far_apart_commute)
{
	long pairs = 0;
	for (size_t row = 0; row < arch.nrows; row += 10 * test_stride())
		test_each_turn(row, test_far_pairs_turn, &pairs);
	uint64_t seed = 0x5eed0f7a7;
	int crowded = 3000 / (int)(test_stride() * test_stride());
	for (int i = 0; i < crowded; i++) {
		struct position pos = test_crowded(&seed);
		struct turn t;
		turn_begin(&t, &pos);
		test_far_pairs(&t, &pairs);
	}
	printf("steps far apart: %ld pairs in both orders\n", pairs);
	ck_assert_int_gt(pairs, 10000);
}
END_TEST

struct test_ends {
	uint64_t *hash;
	size_t n, cap;
	long nodes;
};

/* Every turn from the node pos / t on, plain steps far apart in one
 * order only (board_order_skips after prev, SQUARE_NONE's step when the
 * last was not plain): the hash of each board a turn ends on (start: the
 * turn's first) into *ends. */
static void test_turn_ends(struct position *pos, struct board_turn *t, struct board_step prev, uint64_t start,
			   struct test_ends *ends)
{
	struct board_step steps[BOARD_MAX_STEPS];
	enum color me = pos->side;
	int n = board_steps(pos, t, t->left < TURN_MAX_STEPS, steps);
	bitboard zone = prev.from != SQUARE_NONE ? board_step_zone(prev) : 0;
	ends->nodes++;
	for (int i = 0; i < n; i++) {
		struct board_step s = steps[i];
		bool plain = board_step_plain(pos, t, s);
		if (plain && zone && board_order_skips(prev, zone, s))
			continue;
		struct board_undo u;
		board_make(pos, t, s, &u);
		if (pos->side != me) {
			if ((pos->hash ^ position_zobrist_side()) != start) {
				if (ends->n == ends->cap) {
					ends->cap = ends->cap ? 2 * ends->cap : 1024;
					ends->hash = xrealloc(ends->hash, ends->cap * sizeof *ends->hash);
				}
				ends->hash[ends->n++] = pos->hash;
			}
		} else {
			test_turn_ends(pos, t, plain ? s : (struct board_step){ SQUARE_NONE, SQUARE_NONE }, start, ends);
		}
		board_unmake(pos, t, &u);
	}
}

static int test_cmp_hash(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* The boards of whole turns from pos with far steps in one order are the
 * move generator's (its distinct turns): returns the nodes it took. */
static long test_one_order_turns(struct movegen *mg, const struct position *pos)
{
	struct test_ends ends = { NULL, 0, 0, 0 };
	struct position p = *pos;
	struct board_turn t = board_turn_new();
	test_turn_ends(&p, &t, (struct board_step){ SQUARE_NONE, SQUARE_NONE }, pos->hash, &ends);
	const struct movegen_turn *turns;
	long n = movegen_list(mg, pos, NULL, &turns);
	test_require(n >= 0);
	uint64_t *want = xmalloc(((size_t)n + 1) * sizeof *want);
	for (long i = 0; i < n; i++)
		want[i] = turns[i].hash;
	qsort(want, (size_t)n, sizeof *want, test_cmp_hash);
	if (ends.n)
		qsort(ends.hash, ends.n, sizeof *ends.hash, test_cmp_hash);
	size_t k = 0;
	for (size_t i = 0; i < ends.n; i++)
		if (i == 0 || ends.hash[i] != ends.hash[i - 1])
			ends.hash[k++] = ends.hash[i];
	test_require(k == (size_t)n);
	test_require(k == 0 || memcmp(want, ends.hash, k * sizeof *want) == 0);
	free(want);
	free(ends.hash);
	return ends.nodes;
}

struct test_order_count {
	struct movegen *mg;
	long positions, nodes;
};

static void test_one_order_position(const struct position *before, const struct game_move *m, void *ctx)
{
	(void)m;
	struct test_order_count *c = ctx;
	c->nodes += test_one_order_turns(c->mg, before);
	c->positions++;
}

/* Whole turns with plain steps far apart in one order only
 * (board_order_skips) end on every board the move generator's distinct
 * turns do, and on no other: on archive positions and crowded ones. */
START_TEST(one_order_of_far_steps_reaches_every_turn)
{
	struct test_order_count c = { movegen_new(), 0, 0 };
	for (size_t row = 3; row < arch.nrows; row += 40 * test_stride())
		test_each_turn(row, test_one_order_position, &c);
	uint64_t seed = 0x0dde57e95;
	for (int i = 0; i < 600 / (int)(test_stride() * test_stride()); i++) {
		struct position pos = test_crowded(&seed);
		c.nodes += test_one_order_turns(c.mg, &pos);
		c.positions++;
	}
	movegen_free(c.mg);
	printf("one order of far steps: %ld positions, their turns in %ld nodes\n", c.positions, c.nodes);
	ck_assert_int_gt(c.positions, 60);
}
END_TEST

struct test_search_count {
	long turns, with, without;
	int positions;
};

/* Every tenth archive turn: the search in one order and in every order. */
static void test_one_order_search(const struct position *before, const struct game_move *m, void *ctx)
{
	(void)m;
	struct test_search_count *c = ctx;
	if (c->turns++ % 10 != 3)
		return;
	int a = test_score(before, 2, ENGINE_USE_QUIESCE);
	int b = test_score(before, 2, ENGINE_USE_QUIESCE | ENGINE_USE_CANON);
	ck_assert_msg(a == b, "archive turn %ld: %d in every order, %d in one", c->turns, a, b);
	c->with += test_search(before, 4, ENGINE_USE_QUIESCE | ENGINE_USE_CANON).nodes;
	c->without += test_search(before, 4, ENGINE_USE_QUIESCE).nodes;
	c->positions++;
}

/* The search with far steps in one order (ENGINE_USE_CANON): two steps
 * deep, where no step is searched shallower first, the same score as
 * with every order; four steps deep, fewer nodes (on every valgrind
 * stride: the searches are short). */
START_TEST(the_search_tries_far_steps_in_one_order)
{
	struct test_search_count c = { 0, 0, 0, 0 };
	for (size_t row = 5; row < arch.nrows; row += 40)
		test_each_turn(row, test_one_order_search, &c);
	printf("far steps in one order: %d positions, %ld nodes to 4 steps, %ld in every order\n", c.positions, c.with,
	       c.without);
	ck_assert_int_gt(c.positions, 20);
	ck_assert_int_lt(c.with * 10, c.without * 8);
}
END_TEST

/* The tests of this program; tests/lib/main.c runs them. */
Suite *test_suite(void)
{
	Suite *s = suite_create("engine");
	TCase *t = tcase_create("archive");
	tcase_add_unchecked_fixture(t, load_archive, unload_archive);
	tcase_set_timeout(t, 300);
	tcase_add_test(t, late_drags_away_from_traps_are_reduced);
	tcase_add_test(t, a_null_turn_cuts_the_search_and_not_a_goal_defence);
	tcase_add_test(t, late_quiet_steps_are_reduced_more);
	tcase_add_loop_test(t, make_and_unmake_agree_with_the_turn_api_on_every_archive_position, 0, 147);
	tcase_add_loop_test(t, goal_and_capture_detection_agree_with_brute_force, 0, 7);
	tcase_add_test(t, goal_detection_agrees_with_brute_force_on_crowded_positions);
	tcase_add_test(t, a_goal_found_before_is_replayed_only_where_it_still_reaches);
	tcase_add_test(t, steps_beyond_a_goal_threats_reach_lose);
	tcase_add_test(t, capture_patterns_are_real_captures);
	tcase_add_loop_test(t, capture_detection_agrees_with_brute_force_mid_turn, 0, 3);
	tcase_add_test(t, steps_far_apart_commute);
	tcase_add_test(t, one_order_of_far_steps_reaches_every_turn);
	tcase_add_test(t, the_search_tries_far_steps_in_one_order);
	suite_add_tcase(s, t);
	t = tcase_create("engine");
	tcase_set_timeout(t, 120);
	tcase_add_test(t, the_key_tells_the_turn_states_apart);
	tcase_add_test(t, time_allocation_never_runs_out);
	tcase_add_test(t, setups_are_legal);
	tcase_add_test(t, a_seeded_engine_sets_up_the_same);
	tcase_add_test(t, goal_in_one_is_found);
	tcase_add_test(t, a_goal_in_a_turn_in_progress_is_finished);
	tcase_add_test(t, goal_threat_is_stopped);
	tcase_add_test(t, a_goal_by_a_pull_is_seen_mid_turn);
	tcase_add_test(t, a_goal_threat_extends_the_search_to_the_next_goal_check);
	tcase_add_test(t, a_goal_through_a_chain_of_unfreezing_is_found);
	tcase_add_test(t, a_push_begun_far_from_the_rabbit_is_finished);
	tcase_add_test(t, the_goal_bound_counts_stuck_squares_and_a_dragger_walk);
	tcase_add_test(t, the_dragger_walk_ends_beside_the_piece_not_on_the_rabbit);
	tcase_add_test(t, the_dragger_walk_pays_for_a_held_square);
	tcase_add_test(t, the_rabbit_is_frozen_where_a_dragged_piece_stood);
	tcase_add_test(t, the_goal_bound_counts_stuck_squares_in_a_row);
	tcase_add_test(t, a_frozen_dragger_must_be_unfrozen_first);
	tcase_add_test(t, a_hemmed_dragger_must_have_room_to_pull);
	tcase_add_test(t, capture_threat_is_seen);
	tcase_add_test(t, a_rabbit_near_goal_counts_even_if_it_can_be_taken);
	tcase_add_test(t, a_runner_counts_more_when_unopposed);
	tcase_add_test(t, the_quiescence_search_sees_a_capture_past_the_horizon);
	tcase_add_test(t, hemmed_pieces_are_judged_worse);
	tcase_add_test(t, a_rabbit_earns_nothing_for_staying_home);
	tcase_add_test(t, a_rabbit_beside_an_enemy_costs_only_its_freezing);
	tcase_add_test(t, each_guard_beside_a_trap_counts_thirty_up_to_two);
	tcase_add_test(t, pieces_on_the_enemys_half_count_by_the_enemy_pieces_above_them);
	tcase_add_test(t, a_weight_set_changes_the_judgement_by_its_amount);
	tcase_add_test(t, a_player_judges_with_the_weights_it_was_given);
	tcase_add_test(t, a_hanging_piece_is_taken);
	tcase_add_test(t, a_piece_won_cleanly_is_taken_now);
	tcase_add_test(t, the_credit_for_a_piece_taken_is_not_reported);
	tcase_add_test(t, the_credit_is_the_piece_taken_and_half_again);
	tcase_add_test(t, an_answered_capture_is_credited_the_piece_alone);
	tcase_add_test(t, a_third_time_remembered_in_the_table_is_avoided);
	tcase_add_test(t, a_stopped_search_still_moves);
	tcase_add_test(t, helper_threads_find_the_goal_and_the_hanging_piece);
	tcase_add_test(t, helper_threads_stop_with_the_search);
	tcase_add_test(t, one_thread_again_searches_as_one_thread_always_did);
	tcase_add_test(t, a_node_budget_is_kept_and_repeats);
	tcase_add_test(t, a_goal_the_budget_left_unsettled_is_settled_deeper);
	tcase_add_test(t, goal_steps_are_estimated);
	tcase_add_test(t, judgement_is_the_same_for_both_colours);
	suite_add_tcase(s, t);
	return s;
}
