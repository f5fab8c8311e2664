/* engine01.c: the built-in player of version 0.1 (src/engine/engine.c and
 * eval.c as they were before the step search of issue 18), kept unchanged
 * under its own names as a fixed opponent for bench/engine_bench.c. The
 * bench added only where it stops: after a number of judged turns, or on
 * the thread's processor clock, so that matches need not depend on the
 * machine's load. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "bench/engine01.h"
#include "core/game.h"
#include "notation/notation.h"
#include "util/xmalloc.h"

enum { EVAL_WIN = 30000, EVAL_WON = 29000 };


/* What the last of n rabbits is worth: the fewer are left, the more each
 * one counts (the last ones stand between a side and elimination). */
static const int engine01_eval_rabbit_last[9] = { 0, 400, 300, 230, 180, 150, 125, 110, 100 };

static int engine01_eval_piece_value(enum kind k, int rabbits)
{
	static const int value[KIND_NB] = { 100, 150, 200, 350, 550, 800 };
	if (k == RABBIT)
		return engine01_eval_rabbit_last[rabbits < 0 ? 0 : rabbits > 8 ? 8 : rabbits];
	return value[k];
}

static bool engine01_eval_decided(const struct position *pos, enum color *winner)
{
	return game_board_verdict(pos, false, winner) != REASON_NONE;
}

/* Whether the rabbit on sq of side c has a free path to its goal within
 * `steps` steps, its friends being `friends` (the rabbit itself left out). */
static bool engine01_eval_rabbit_path(const struct position *pos, int sq, enum color c, bitboard friends, int steps)
{
	bitboard enemies = pos->color_bb[color_other(c)] & ~position_pieces(pos, color_other(c), RABBIT);
	bitboard empty = ~position_occupied(pos) | bb_square(sq);
	bitboard goal = bb_goal_rank(c);
	bitboard frontier = bb_square(sq), seen = frontier;
	for (int d = 0; d < steps && frontier; d++) {
		bitboard fwd = c == GOLD ? frontier << 8 : frontier >> 8;
		bitboard side = ((frontier & ~BB_FILE_H) << 1) | ((frontier & ~BB_FILE_A) >> 1);
		bitboard next = (fwd | side) & empty & ~seen;
		if (next & goal)
			return true;
		seen |= next;
		/* A rabbit may not stay on a trap without a friend, and stops
		 * where a stronger enemy freezes it. */
		bitboard guarded = bb_neighbors(friends);
		next &= ~(BB_TRAPS & ~guarded);
		next &= ~(bb_neighbors(enemies) & ~guarded);
		frontier = next;
	}
	return false;
}

static bool engine01_eval_goal_threat(const struct position *pos)
{
	enum color c = pos->side;
	bitboard rabbits = position_pieces(pos, c, RABBIT);
	bitboard reach = c == GOLD ? (BB_RANK_8 >> 32) | (BB_RANK_8 >> 24) | (BB_RANK_8 >> 16) | (BB_RANK_8 >> 8)
				   : (BB_RANK_1 << 32) | (BB_RANK_1 << 24) | (BB_RANK_1 << 16) | (BB_RANK_1 << 8);
	rabbits &= reach;
	while (rabbits) {
		int sq = bb_first(rabbits);
		rabbits &= rabbits - 1;
		if (position_frozen(pos, sq))
			continue;
		if (engine01_eval_rabbit_path(pos, sq, c, pos->color_bb[c] & ~bb_square(sq), 4))
			return true;
	}
	return false;
}

/* Whether a piece of side c stronger than the piece on sq, not frozen,
 * stands within three steps of sq (beside it, or able to come beside it
 * and still have the two steps of a push or pull). */
static bool engine01_eval_attacker(const struct position *pos, int sq, enum color c)
{
	bitboard near = bb_neighbors(bb_square(sq));
	near |= bb_neighbors(near);
	near |= bb_neighbors(near);
	near &= position_stronger(pos, c, piece_kind(pos->board[sq]));
	while (near) {
		int a = bb_first(near);
		near &= near - 1;
		if (!position_frozen(pos, a))
			return true;
	}
	return false;
}

static int engine01_eval_capture_threat(const struct position *pos)
{
	enum color c = pos->side, t = color_other(c);
	int rabbits = position_count(pos, t, RABBIT), best = 0;
	bitboard traps = BB_TRAPS;
	while (traps) {
		int trap = bb_first(traps);
		traps &= traps - 1;
		bitboard around = bb_neighbors(bb_square(trap));
		bitboard guards = around & pos->color_bb[t];
		int on = pos->board[trap];
		if (on == PIECE_NONE) {
			/* A lone piece beside an empty trap pushed onto it. */
			if (bb_count(guards) != 1)
				continue;
			int sq = bb_first(guards);
			if (engine01_eval_attacker(pos, sq, c)) {
				int v = engine01_eval_piece_value(piece_kind(pos->board[sq]), rabbits);
				if (v > best)
					best = v;
			}
		} else if (piece_color(on) == t && bb_count(guards) == 1) {
			/* A piece on a trap whose only guard can be chased away. */
			int g = bb_first(guards);
			if (engine01_eval_attacker(pos, g, c)) {
				int v = engine01_eval_piece_value(piece_kind(on), rabbits);
				if (v > best)
					best = v;
			}
		}
	}
	return best;
}

/* Material, rabbits' advance, frozen pieces and the elephant's place for side c. */
static int engine01_eval_side(const struct position *pos, enum color c)
{
	static const int advance[8] = { 0, 0, 4, 10, 20, 35, 60, 0 };
	static const bitboard centre = UINT64_C(0x00003c3c3c3c0000);
	int rabbits = position_count(pos, c, RABBIT), score = 0;
	for (int n = 1; n <= rabbits && n <= 8; n++)
		score += engine01_eval_rabbit_last[n];
	bitboard mine = pos->color_bb[c];
	while (mine) {
		int sq = bb_first(mine);
		mine &= mine - 1;
		enum kind k = piece_kind(pos->board[sq]);
		int v = engine01_eval_piece_value(k, rabbits);
		if (k != RABBIT)
			score += v;
		if (k == RABBIT) {
			int r = square_rank(sq);
			score += advance[c == GOLD ? r : 7 - r];
		}
		if (k == ELEPHANT && (centre & bb_square(sq)))
			score += 20;
		if (k != RABBIT && position_frozen(pos, sq))
			score -= v / 10;
	}
	return score;
}

/* Who holds the traps, from the view of side c. */
static int engine01_eval_traps(const struct position *pos, enum color c)
{
	enum color t = color_other(c);
	int score = 0;
	bitboard traps = BB_TRAPS;
	while (traps) {
		int trap = bb_first(traps);
		traps &= traps - 1;
		bitboard around = bb_neighbors(bb_square(trap));
		int mine = bb_count(around & pos->color_bb[c]);
		int theirs = bb_count(around & pos->color_bb[t]);
		int diff = mine - theirs;
		if (diff > 2)
			diff = 2;
		if (diff < -2)
			diff = -2;
		score += diff * 12;
		for (int k = ELEPHANT; k >= RABBIT; k--) {
			bool m = around & position_pieces(pos, c, (enum kind)k);
			bool e = around & position_pieces(pos, t, (enum kind)k);
			if (m != e) {
				score += m ? 15 : -15;
				break;
			}
			if (m)
				break;
		}
	}
	return score;
}

static int engine01_eval_position(const struct position *pos)
{
	enum color c = pos->side, t = color_other(c);
	int score = engine01_eval_side(pos, c) - engine01_eval_side(pos, t) + engine01_eval_traps(pos, c);
	if (engine01_eval_goal_threat(pos))
		return score + 10000;
	score += engine01_eval_capture_threat(pos) * 2 / 3;
	return score;
}

struct engine01 {
	struct movegen *root;   /* the turns from the position searched */
	struct movegen *reply;  /* the opponent's replies to one of them */
};

/* A root turn with its score at depth one. */
struct engine01_root {
	int index;
	int score;
	bool decided;
};

/* One search: its limits and what it has done so far. */
struct engine01_run {
	const struct engine01_limits *lim;
	const atomic_bool *stop;
	struct timespec start;
	long nodes;
	long work;   /* turns generated and judged: the budget of --nodes (a bench addition) */
	bool out_of_time;
	engine01_report_fn report;
	void *ctx;
};

struct engine01 *engine01_new(void)
{
	struct engine01 *e = xcalloc(1, sizeof *e);
	e->root = movegen_new();
	e->reply = movegen_new();
	if (!e->root || !e->reply)
		xmalloc_fail();
	return e;
}

void engine01_free(struct engine01 *e)
{
	if (!e)
		return;
	movegen_free(e->root);
	movegen_free(e->reply);
	free(e);
}

static void engine01_setup(enum color c, struct placement pl[SETUP_PIECES])
{
	/* Gold's ranks 1 and 2, files a to h; Silver's mirror them on 8 and 7. */
	static const char back[] = "RRRDDRRR", front[] = "RHCMECHR";
	for (int f = 0; f < 8; f++) {
		int r1 = c == GOLD ? 0 : 7, r2 = c == GOLD ? 1 : 6;
		pl[f].piece = (uint8_t)piece_make(c, piece_kind(notation_piece_from_char(front[f])));
		pl[f].square = (uint8_t)square_make(f, r2);
		pl[8 + f].piece = (uint8_t)piece_make(c, piece_kind(notation_piece_from_char(back[f])));
		pl[8 + f].square = (uint8_t)square_make(f, r1);
	}
}

static void engine01_apply(struct position *pos, const struct step *s, int n)
{
	for (int i = 0; i < n; i++) {
		position_move(pos, s[i].from, s[i].to);
		position_capture(pos, NULL, NULL);
	}
	position_set_side(pos, color_other(pos->side));
}

/* Milliseconds since the search began. */
static long engine01_elapsed(const struct engine01_run *run)
{
	struct timespec now;
	clock_gettime(run->lim->cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &now);
	return (long)(now.tv_sec - run->start.tv_sec) * 1000 + (now.tv_nsec - run->start.tv_nsec) / 1000000;
}

/* Whether the search must end now: stopped, or out of time. */
static bool engine01_should_stop(struct engine01_run *run)
{
	if (run->stop && atomic_load(run->stop))
		return true;
	if (run->lim->time_ms > 0 && engine01_elapsed(run) >= run->lim->time_ms)
		run->out_of_time = true;
	if (run->lim->nodes > 0 && run->work >= run->lim->nodes)
		run->out_of_time = true;
	return run->out_of_time;
}

/* The score of a decided position for the side that just moved (ply: turns from the root). */
static int engine01_decided_score(const struct position *pos, int ply, bool *decided)
{
	enum color w;
	*decided = engine01_eval_decided(pos, &w);
	if (!*decided)
		return 0;
	return w == color_other(pos->side) ? EVAL_WIN - ply : -(EVAL_WIN - ply);
}

static int engine01_root_cmp(const void *a, const void *b)
{
	const struct engine01_root *x = a, *y = b;
	if (x->score != y->score)
		return x->score > y->score ? -1 : 1;
	return x->index - y->index;
}

/* Sends progress to the caller. */
static void engine01_send(struct engine01_run *run, int depth, bool partial, int score, const char *pv)
{
	if (!run->report)
		return;
	struct engine01_info info = { depth, partial, score, run->nodes, engine01_elapsed(run), pv };
	run->report(run->ctx, &info);
}

/* The value for the root's mover of the turn t against the opponent's
 * best reply, or a value at most alpha if one reply shows that much.
 * Returns false if the search was stopped before it knew. */
static bool engine01_replies(struct engine01 *e, struct engine01_run *run, const struct position *after,
			   int alpha, int *value)
{
	const struct movegen_turn *replies;
	long n = movegen_list(e->reply, after, NULL, &replies);
	run->work += n > 0 ? n : 0;
	if (n < 0)
		xmalloc_fail();
	if (n == 0) {
		*value = EVAL_WIN - 2; /* the opponent cannot move */
		return true;
	}
	int v = EVAL_WIN;
	for (long j = 0; j < n; j++) {
		if ((j & 255) == 255 && engine01_should_stop(run))
			return false;
		struct position leaf = *after;
		bool decided;
		engine01_apply(&leaf, replies[j].steps, replies[j].nsteps);
		run->nodes++;
		run->work++;
		int s = engine01_decided_score(&leaf, 2, &decided);
		/* the opponent moved: its win is our loss */
		s = decided ? -s : engine01_eval_position(&leaf);
		if (s < v)
			v = s;
		if (v <= alpha)
			break;
	}
	*value = v;
	return true;
}

/* Searches the turns of g's side to move. */
static int engine01_search(struct engine01 *e, struct engine01_run *run, const struct game *g,
			 struct engine01_result *out)
{
	const struct movegen_turn *turns;
	long n = movegen_list(e->root, &g->pos, &g->history, &turns);
	run->work += n > 0 ? n : 0;
	if (n < 0)
		xmalloc_fail();
	if (n == 0)
		return 1;
	/* the replies come from a generator of their own: this list stays valid */
	const struct movegen_turn *mine = turns;
	struct engine01_root *roots = xreallocarray(NULL, (size_t)n, sizeof *roots);
	for (long i = 0; i < n; i++) {
		struct position leaf = g->pos;
		engine01_apply(&leaf, mine[i].steps, mine[i].nsteps);
		run->nodes++;
		run->work++;
		roots[i].index = (int)i;
		roots[i].score = engine01_decided_score(&leaf, 1, &roots[i].decided);
		if (!roots[i].decided)
			roots[i].score = -engine01_eval_position(&leaf);
	}
	qsort(roots, (size_t)n, sizeof *roots, engine01_root_cmp);
	int best = roots[0].index, score = roots[0].score, depth = 4;
	char pv[sizeof out->move];
	notation_steps(&g->pos, mine[best].steps, mine[best].nsteps, pv, sizeof pv);
	engine01_send(run, 4, false, score, pv);

	if (run->lim->depth != 1 && !roots[0].decided) {
		int alpha = -EVAL_WIN - 1, best2 = -1;
		long i = 0;
		for (; i < n; i++) {
			int v;
			if (engine01_should_stop(run))
				break;
			if (roots[i].decided) {
				v = roots[i].score;
			} else {
				struct position after = g->pos;
				engine01_apply(&after, mine[roots[i].index].steps, mine[roots[i].index].nsteps);
				if (!engine01_replies(e, run, &after, alpha, &v))
					break; /* stopped or out of time: this turn unknown */
			}
			if (v > alpha) {
				alpha = v;
				best2 = roots[i].index;
				notation_steps(&g->pos, mine[best2].steps, mine[best2].nsteps, pv, sizeof pv);
				engine01_send(run, 4, true, v, pv);
			}
		}
		if (best2 >= 0) {
			best = best2;
			score = alpha;
			if (i == n)
				depth = 8;
		}
	}
	notation_steps(&g->pos, mine[best].steps, mine[best].nsteps, out->move, sizeof out->move);
	out->score = score;
	out->depth = depth;
	out->nodes = run->work;
	if (run->lim->depth != 1 && !roots[0].decided)
		engine01_send(run, depth, false, score, out->move);
	free(roots);
	return 0;
}

int engine01_think(struct engine01 *e, const struct game *g, const struct engine01_limits *lim,
		 const atomic_bool *stop, engine01_report_fn report, void *ctx, struct engine01_result *out)
{
	struct engine01_run run = { lim, stop, { 0, 0 }, 0, 0, false, report, ctx };
	clock_gettime(lim->cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &run.start);
	memset(out, 0, sizeof *out);
	if (g->phase == GAME_OVER)
		return 1;
	if (g->phase == GAME_SETUP) {
		struct placement pl[SETUP_PIECES];
		engine01_setup(g->pos.side, pl);
		notation_setup(pl, 16, out->move, sizeof out->move);
		return 0;
	}
	return engine01_search(e, &run, g, out);
}
