/* eval.c: the built-in player's static judgement of a position. Every
 * weight but material is in eval_weights_base below, named, so that
 * tuning touches one table (and a player may judge with a copy of its
 * own, changed: engine_set_weight). The threats here are patterns; the
 * search proves goals exactly (tactics.c) and finds captures by
 * searching the steps. */
#include "config.h"
#include <assert.h>
#include <string.h>
#include "core/game.h"
#include "engine/board.h"
#include "engine/eval.h"

/* The weights, in centi-rabbits (or percent where the name says so),
 * material apart (eval_material below). */
enum eval_w {
	W_TRAP_GUARD,      /* each piece beside a trap more than the enemy has, up to two (20
			    * since the thirty-eighth round: 10 lost 1,100 of 2,000 games to it;
			    * 30 since the fortieth, with the other weights that round fitted
			    * and taken halfway, bench/tune_bench.c and bench/ROUNDS.md) */
	W_TRAP_STRONGEST,  /* the strongest piece within two steps of a trap is ours */
	W_HOME_TRAP,       /* the same, extra, for the traps on our own half */
	W_FROZEN_PCT,      /* a frozen piece loses this percent of its value */
	W_FROZEN_RABBIT,   /* a frozen rabbit */
	W_ON_TRAP,         /* a piece standing on a trap (held there) */
	W_HOSTAGE_PCT,     /* a frozen piece beside a trap the enemy holds: percent of its value */
	W_ADVANCE_2,       /* a rabbit two rows from its home rank, when its advance counts */
	W_ADVANCE_3, W_ADVANCE_4, W_ADVANCE_5, W_ADVANCE_6, /* ... three to six rows (one from goal) */
	W_RABBIT_SAFE_PCT, /* rabbits' advance counts this percent when the rabbit is supported */
	W_RABBIT_EXPOSED,  /* an advanced rabbit beside a stronger enemy with no friend near (0
			    * since the thirty-sixth round: 40 lost 583 of 1,000 games to none;
			    * the capture threat is judged apart) */
	W_RABBIT_EXPOSED_ROW, /* more of it for each row it has come, on the enemy's half (0
			       * since the thirty-seventh round: 4 lost 1,078 of 2,000 games to none) */
	W_ELEPHANT_MOB,    /* each empty square within two steps of the elephant */
	W_ELEPHANT_CENTRE, /* the elephant in the centre */
	W_THREAT_MOVER_PCT,  /* percent of the best capture the side to move threatens */
	W_THREAT_WAITER_PCT, /* percent of the best capture the other side threatens */
	W_GOAL_WAITER,     /* the other side has a free path to goal */
	W_THREAT_WAITER_STEP_PCT, /* more of it for each step the mover has used (fewer to answer with) */
	W_IMMOBILE_PCT,    /* a piece not frozen that can neither step nor push nor pull: percent of its value */
	W_FRAMED_PCT,      /* a piece on a trap that cannot step off it: percent of its value */
	W_GOAL_PROVED_1,   /* the other side can goal next turn (proved), the mover having one step left */
	W_GOAL_PROVED_2,   /* ... two steps */
	W_GOAL_PROVED_3,   /* ... three */
	W_GOAL_PROVED_4,   /* ... a whole turn to stop it */
	W_GOAL_UNSURE_PCT, /* percent of those when the proof gave up */
	W_RABBIT_NEAR_ROWS, /* a rabbit this many rows from home or more counts its advance even if it can be taken */
	W_GOAL_EST_1,      /* the other side's rabbit 1 step from goal by eval_goal_steps, with no free path */
	W_GOAL_EST_2, W_GOAL_EST_3, W_GOAL_EST_4, /* ... 2, 3, 4 steps */
	W_RUNNER_1,        /* a rabbit 1 row from its goal with no enemy piece but rabbits within two steps */
	W_RUNNER_2, W_RUNNER_3, /* ... 2, 3 rows */
	W_RUNNER_HELD_PCT, /* percent of those when such pieces are near but no more than its friends there */
	W_TAKEN_NOW_PCT,   /* percent of a piece the root turn takes, losing none, credited to the turn */
	W_TAKEN_ANSWERED_PCT, /* the same where the other side may answer: it threatens a capture, or */
	W_TAKEN_CALM_STEPS,   /* ... one of its rabbits is this many steps or fewer from goal (eval_goal_steps) */
	W_WEAK_ABROAD,     /* a piece, rabbits apart, on the enemy's half with two or more stronger enemy pieces */
	W_STRONG_ABROAD,   /* a piece, rabbits apart, on the enemy's half with one stronger enemy piece or none
			    * (both 0: in the thirty-eighth round 30 and 20 scored 244 and 254 of 500 games) */
	W_NB
};
_Static_assert((int)W_NB <= (int)EVAL_WEIGHTS_MAX, "struct eval_weights has room for every weight");

/* Each weight's name (for eval_weights_set) and the values it may take. */
static const struct eval_weight_info {
	const char *name;
	int lo, hi;
} eval_weight_info[W_NB] = {
#define EVAL_W(w, n) [w] = { n, -EVAL_WEIGHT_LIMIT, EVAL_WEIGHT_LIMIT }
	EVAL_W(W_TRAP_GUARD, "trap_guard"), EVAL_W(W_TRAP_STRONGEST, "trap_strongest"),
	EVAL_W(W_HOME_TRAP, "home_trap"), EVAL_W(W_FROZEN_PCT, "frozen_pct"),
	EVAL_W(W_FROZEN_RABBIT, "frozen_rabbit"), EVAL_W(W_ON_TRAP, "on_trap"),
	EVAL_W(W_HOSTAGE_PCT, "hostage_pct"), EVAL_W(W_ADVANCE_2, "advance_2"),
	EVAL_W(W_ADVANCE_3, "advance_3"), EVAL_W(W_ADVANCE_4, "advance_4"),
	EVAL_W(W_ADVANCE_5, "advance_5"), EVAL_W(W_ADVANCE_6, "advance_6"),
	EVAL_W(W_RABBIT_SAFE_PCT, "rabbit_safe_pct"), EVAL_W(W_RABBIT_EXPOSED, "rabbit_exposed"),
	EVAL_W(W_RABBIT_EXPOSED_ROW, "rabbit_exposed_row"), EVAL_W(W_ELEPHANT_MOB, "elephant_mob"),
	EVAL_W(W_ELEPHANT_CENTRE, "elephant_centre"), EVAL_W(W_THREAT_MOVER_PCT, "threat_mover_pct"),
	EVAL_W(W_THREAT_WAITER_PCT, "threat_waiter_pct"), EVAL_W(W_GOAL_WAITER, "goal_waiter"),
	EVAL_W(W_THREAT_WAITER_STEP_PCT, "threat_waiter_step_pct"), EVAL_W(W_IMMOBILE_PCT, "immobile_pct"),
	EVAL_W(W_FRAMED_PCT, "framed_pct"), EVAL_W(W_GOAL_PROVED_1, "goal_proved_1"),
	EVAL_W(W_GOAL_PROVED_2, "goal_proved_2"), EVAL_W(W_GOAL_PROVED_3, "goal_proved_3"),
	EVAL_W(W_GOAL_PROVED_4, "goal_proved_4"), EVAL_W(W_GOAL_UNSURE_PCT, "goal_unsure_pct"),
	[W_RABBIT_NEAR_ROWS] = { "rabbit_near_rows", 0, 8 },
	EVAL_W(W_GOAL_EST_1, "goal_est_1"), EVAL_W(W_GOAL_EST_2, "goal_est_2"),
	EVAL_W(W_GOAL_EST_3, "goal_est_3"), EVAL_W(W_GOAL_EST_4, "goal_est_4"),
	EVAL_W(W_RUNNER_1, "runner_1"), EVAL_W(W_RUNNER_2, "runner_2"), EVAL_W(W_RUNNER_3, "runner_3"),
	EVAL_W(W_RUNNER_HELD_PCT, "runner_held_pct"), EVAL_W(W_TAKEN_NOW_PCT, "taken_now_pct"),
	EVAL_W(W_TAKEN_ANSWERED_PCT, "taken_answered_pct"),
	[W_TAKEN_CALM_STEPS] = { "taken_calm_steps", 0, 10 },
	EVAL_W(W_WEAK_ABROAD, "weak_abroad"), EVAL_W(W_STRONG_ABROAD, "strong_abroad"),
#undef EVAL_W
};

/* Since the fortieth round most of these are halfway between the
 * weights of the thirty-ninth and those bench/tune_bench fitted to the
 * results of the player's games against itself (bench/ROUNDS.md): 575
 * of 1,000 games against the old ones. */
static const struct eval_weights eval_weights_base = { .w = {
	[W_TRAP_GUARD] = 30, [W_TRAP_STRONGEST] = 10, [W_HOME_TRAP] = 5,
	[W_FROZEN_PCT] = 13, [W_FROZEN_RABBIT] = 9, [W_ON_TRAP] = 12, [W_HOSTAGE_PCT] = 12,
	[W_ADVANCE_2] = 10, [W_ADVANCE_3] = 8, [W_ADVANCE_4] = 9, [W_ADVANCE_5] = 30, [W_ADVANCE_6] = 67,
	[W_RABBIT_SAFE_PCT] = 100, [W_RABBIT_EXPOSED] = 0, [W_RABBIT_EXPOSED_ROW] = 0,
	[W_ELEPHANT_MOB] = 2, [W_ELEPHANT_CENTRE] = 38,
	[W_THREAT_MOVER_PCT] = 73, [W_THREAT_WAITER_PCT] = 22,
	[W_GOAL_WAITER] = 202,
	[W_THREAT_WAITER_STEP_PCT] = 10, [W_IMMOBILE_PCT] = 3, [W_FRAMED_PCT] = 15,
	[W_GOAL_PROVED_1] = 900, [W_GOAL_PROVED_2] = 600, [W_GOAL_PROVED_3] = 400, [W_GOAL_PROVED_4] = 250,
	[W_GOAL_UNSURE_PCT] = 50, [W_RABBIT_NEAR_ROWS] = 5,
	[W_GOAL_EST_1] = 200, [W_GOAL_EST_2] = 200, [W_GOAL_EST_3] = 180, [W_GOAL_EST_4] = 150,
	[W_RUNNER_1] = 60, [W_RUNNER_2] = 40, [W_RUNNER_3] = 20, [W_RUNNER_HELD_PCT] = 50,
	[W_TAKEN_NOW_PCT] = 150, [W_TAKEN_ANSWERED_PCT] = 100, [W_TAKEN_CALM_STEPS] = 4,
	[W_WEAK_ABROAD] = 0, [W_STRONG_ABROAD] = 0,
} };

/* Material: the pieces' worth by kind, rabbits apart (eval_rabbit_last).
 * Not among the weights a player may change: the capture search
 * (tactics.c) and the screens count pieces by these too. */
static const int eval_material[KIND_NB] = { [CAT] = 150, [DOG] = 200, [HORSE] = 300, [CAMEL] = 500, [ELEPHANT] = 800 };

/* What the last of n rabbits is worth: the fewer are left, the more each
 * one counts (the last ones stand between a side and elimination). */
static const int eval_rabbit_last[9] = { 0, 400, 300, 230, 180, 150, 125, 110, 100 };

const struct eval_weights *eval_weights_default(void)
{
	return &eval_weights_base;
}

int eval_weights_index(const char *name)
{
	for (int i = 0; i < W_NB; i++)
		if (strcmp(eval_weight_info[i].name, name) == 0)
			return i;
	return -1;
}

bool eval_weights_set(struct eval_weights *w, const char *name, int value)
{
	int i = eval_weights_index(name);
	if (i < 0 || value < eval_weight_info[i].lo || value > eval_weight_info[i].hi)
		return false;
	w->w[i] = value;
	return true;
}

const char *eval_weights_name(int i, int *value, int *lo, int *hi)
{
	if (i < 0 || i >= W_NB)
		return NULL;
	if (value)
		*value = eval_weights_base.w[i];
	if (lo)
		*lo = eval_weight_info[i].lo;
	if (hi)
		*hi = eval_weight_info[i].hi;
	return eval_weight_info[i].name;
}

int eval_piece_value(enum kind k, int rabbits)
{
	if (k == RABBIT)
		return eval_rabbit_last[rabbits < 0 ? 0 : rabbits > 8 ? 8 : rabbits];
	return eval_material[k];
}

int eval_taken(const struct position *before, const struct position *after, enum color c)
{
	/* steps move pieces; only a capture changes how many there are */
	if (bb_count(after->color_bb[c]) == bb_count(before->color_bb[c]))
		return 0;
	int rabbits = bb_count(position_pieces(before, c, RABBIT)), best = 0;
	for (int k = RABBIT; k < KIND_NB; k++)
		if (bb_count(position_pieces(after, c, (enum kind)k)) < bb_count(position_pieces(before, c, (enum kind)k))) {
			int v = eval_piece_value((enum kind)k, rabbits);
			best = v > best ? v : best;
		}
	return best;
}

int eval_taken_now(const struct position *before, const struct position *after)
{
	return eval_taken_now_by(&eval_weights_base, before, after);
}

int eval_taken_now_by(const struct eval_weights *wt, const struct position *before, const struct position *after)
{
	enum color c = before->side, t = color_other(c);
	if (eval_taken(before, after, c) > 0)
		return 0;
	int taken = eval_taken(before, after, t);
	if (taken == 0)
		return 0;
	/* the other side, to move on after, may answer with a capture of its
	 * own or a rabbit run for goal: the piece, not more */
	int calm = wt->w[W_TAKEN_CALM_STEPS];
	bool answered = eval_capture_threat(after, t, TURN_MAX_STEPS) > 0 || eval_goal_steps(after, t, calm) <= calm;
	return taken * wt->w[answered ? W_TAKEN_ANSWERED_PCT : W_TAKEN_NOW_PCT] / 100;
}

bool eval_decided(const struct position *pos, enum color *winner)
{
	return game_board_verdict(pos, false, winner) != REASON_NONE;
}

/* The squares within two steps of the squares of b (b included). */
static inline bitboard eval_near2(bitboard b)
{
	bitboard n = b | bb_neighbors(b);
	return n | bb_neighbors(n);
}

/* eval_goal_threat, given side c's pieces not frozen. */
static bool eval_goal_threat_with(const struct position *pos, enum color c, bitboard unfrozen)
{
	bitboard rabbits = position_pieces(pos, c, RABBIT);
	rabbits &= bb_goal_near(c, 4) & ~bb_goal_rank(c) & unfrozen;
	if (!rabbits)
		return false;
	bitboard enemies = pos->color_bb[color_other(c)] & ~pos->kind_bb[RABBIT];
	bitboard goal = bb_goal_rank(c);
	for (; rabbits; rabbits &= rabbits - 1) {
		int sq = bb_first(rabbits);
		bitboard friends = pos->color_bb[c] & ~bb_square(sq);
		bitboard empty = ~position_occupied(pos);
		bitboard guarded = bb_neighbors(friends);
		bitboard frontier = bb_square(sq), seen = frontier;
		for (int d = 0; d < 4 && frontier; d++) {
			bitboard next = bb_forward_or_side(frontier, c) & empty & ~seen;
			if (next & goal)
				return true;
			seen |= next;
			/* it may not stay alone on a trap, and stops where a stronger enemy freezes it */
			next &= ~(BB_TRAPS & ~guarded);
			next &= ~(bb_neighbors(enemies) & ~guarded);
			frontier = next;
		}
	}
	return false;
}

bool eval_goal_threat(const struct position *pos, enum color c)
{
	return eval_goal_threat_with(pos, c, board_unfrozen(pos, c));
}

/* eval_goal_steps looks at rabbits at most this many rows from goal
 * (those farther are seldom a threat within two turns). */
enum { EVAL_GOAL_ROWS = 4 };

/* eval_goal_steps, given side c's pieces not frozen. */
static int eval_goal_steps_with(const struct position *pos, enum color c, int most, bitboard unfrozen)
{
	enum color t = color_other(c);
	bitboard goal = bb_goal_rank(c), mine = pos->color_bb[c], theirs = pos->color_bb[t];
	bitboard rabbits = position_pieces(pos, c, RABBIT);
	int rows_max = most < EVAL_GOAL_ROWS ? most : EVAL_GOAL_ROWS;
	assert(most >= 0 && most <= 10);
	rabbits &= bb_goal_near(c, rows_max);
	if (!rabbits)
		return most + 1;
	/* the enemy pieces a stronger piece of c's stands within two steps of (to push aside) */
	bitboard strong = 0, pushable = 0;
	for (int k = ELEPHANT; k >= RABBIT; k--) {
		pushable |= position_pieces(pos, t, (enum kind)k) & eval_near2(strong);
		strong |= position_pieces(pos, c, (enum kind)k);
	}
	bitboard freezers = theirs & ~pos->kind_bb[RABBIT], occupied = position_occupied(pos);
	int best = most + 1;
	for (; rabbits; rabbits &= rabbits - 1) {
		int sq = bb_first(rabbits);
		bitboard me = bb_square(sq), friends = mine & ~me;
		bitboard guarded = bb_neighbors(friends);
		bitboard deadly = BB_TRAPS & ~guarded, freezing = bb_neighbors(freezers) & ~guarded & ~goal;
		bitboard empty = ~occupied | me;
		bitboard cost[3] = { empty & ~freezing & ~deadly, ((empty & freezing) | friends) & ~deadly,
				     pushable & ~deadly };
		bitboard at[12] = { 0 };
		int from = unfrozen & me ? 0 : 2;
		at[from] = me;
		for (int k = from; k < best && k <= most; k++) {
			if (k > 0)
				at[k] |= at[k - 1];
			if (at[k] & goal) {
				best = k;
				break;
			}
			bitboard next = bb_forward_or_side(at[k] & ~goal, c);
			for (int j = 0; j < 3 && k + 1 + j <= most; j++)
				at[k + 1 + j] |= next & cost[j];
		}
	}
	return best;
}

int eval_goal_steps(const struct position *pos, enum color c, int most)
{
	return eval_goal_steps_with(pos, c, most, board_unfrozen(pos, c));
}

/* Whether a piece of side c in `pushers` (unfrozen) stronger than the piece on sq stands beside it. */
static inline bool eval_can_drag(const struct position *pos, enum color c, bitboard pushers, int sq)
{
	return (bb_neighbors(bb_square(sq)) & pushers & position_stronger(pos, c, piece_kind(pos->board[sq]))) != 0;
}

/* eval_capture_threat, given side c's pieces not frozen (pushers). */
static int eval_capture_threat_with(const struct position *pos, enum color c, int steps, bitboard pushers)
{
	enum color t = color_other(c);
	if (steps < 2)
		return 0;
	bitboard empty = ~position_occupied(pos);
	int rabbits = bb_count(position_pieces(pos, t, RABBIT)), best = 0;
	for (bitboard traps = BB_TRAPS; traps; traps &= traps - 1) {
		int trap = bb_first(traps);
		bitboard tb = bb_square(trap);
		bitboard around = bb_neighbors(tb);
		bitboard guards = around & pos->color_bb[t];
		int on = pos->board[trap];
		if (on == PIECE_NONE) {
			if (bb_count(guards) == 1) {
				/* the one guard pushed onto the trap: two steps, after the
				 * pusher's walk over empty squares to it with the steps to spare */
				int sq = bb_first(guards);
				bitboard near = pushers & position_stronger(pos, c, piece_kind(pos->board[sq]));
				for (int k = 0; k < steps - 2; k++)
					near |= bb_neighbors(near) & empty;
				if (bb_neighbors(bb_square(sq)) & near) {
					int v = eval_piece_value(piece_kind(pos->board[sq]), rabbits);
					best = v > best ? v : best;
				}
			} else if (guards == 0 && steps >= 4) {
				/* a piece two squares off, dragged beside the trap and then onto it */
				bitboard far = bb_neighbors(around & empty) & pos->color_bb[t] & ~tb;
				for (; far; far &= far - 1) {
					int sq = bb_first(far);
					if (eval_can_drag(pos, c, pushers, sq)) {
						int v = eval_piece_value(piece_kind(pos->board[sq]), rabbits);
						best = v > best ? v : best;
					}
				}
				/* or with the dragger between, beside the trap: it steps
				 * aside to an empty square (not the trap), pulls the piece
				 * beside the trap, and pushes it on */
				for (bitboard x = around & pushers; x; x &= x - 1) {
					int xs = bb_first(x);
					if (!(bb_neighbors(bb_square(xs)) & empty & ~tb))
						continue;
					bitboard weaker = bb_neighbors(bb_square(xs)) & pos->color_bb[t] & ~around & ~tb;
					for (; weaker; weaker &= weaker - 1) {
						int sq = bb_first(weaker);
						enum kind k = piece_kind(pos->board[sq]);
						if (k < piece_kind(pos->board[xs])) {
							int v = eval_piece_value(k, rabbits);
							best = v > best ? v : best;
						}
					}
				}
			}
		} else if (piece_color(on) == t && bb_count(guards) == 1) {
			/* a piece on the trap whose one guard is dragged off */
			int sq = bb_first(guards);
			if (eval_can_drag(pos, c, pushers, sq) && (bb_neighbors(bb_square(sq)) & empty)) {
				int v = eval_piece_value(piece_kind(on), rabbits);
				best = v > best ? v : best;
			}
		}
	}
	return best;
}

int eval_capture_threat(const struct position *pos, enum color c, int steps)
{
	return eval_capture_threat_with(pos, c, steps, board_unfrozen(pos, c));
}

/* Material, frozen and held pieces, rabbits and the elephant, for side c
 * (immobile and framed pieces too when `more`; the advance of a rabbit
 * near its goal whether or not it can be taken when `near_goal`; a
 * runner's extra when `runners`). */
static int eval_side(const struct eval_weights *wt, const struct position *pos, enum color c, bitboard unfrozen,
		     bool more, bool near_goal, bool runners)
{
	enum color t = color_other(c);
	bitboard mine = pos->color_bb[c], theirs = pos->color_bb[t], rabbit_bb = pos->kind_bb[RABBIT];
	bitboard empty = ~position_occupied(pos);
	bitboard home = c == GOLD ? UINT64_C(0x00000000ffffffff) : UINT64_C(0xffffffff00000000);
	bitboard strong = mine & ~rabbit_bb, bunnies = mine & rabbit_bb;
	int rabbits = bb_count(bunnies), score = 0;
	for (int n = 1; n <= rabbits && n <= 8; n++)
		score += eval_rabbit_last[n];
	/* the pieces' worth, kind by kind; those standing on a trap */
	for (int k = CAT; k <= ELEPHANT; k++)
		score += bb_count(strong & pos->kind_bb[k]) * eval_piece_value((enum kind)k, rabbits);
	score -= bb_count(strong & BB_TRAPS) * wt->w[W_ON_TRAP];
	/* frozen, and held frozen beside a trap the enemy holds (a hostage) */
	for (bitboard b = strong & ~unfrozen; b; b &= b - 1) {
		bitboard sb = b & -b;
		int v = eval_piece_value(piece_kind(pos->board[bb_first(b)]), rabbits);
		score -= v * wt->w[W_FROZEN_PCT] / 100;
		bitboard trap = bb_neighbors(sb) & BB_TRAPS;
		if (trap && bb_count(bb_neighbors(trap) & theirs) >= 2)
			score -= v * wt->w[W_HOSTAGE_PCT] / 100;
	}
	/* hemmed in (no empty square beside): framed on a trap, or (not
	 * frozen) unable to push or pull */
	for (bitboard b = more ? strong & ~bb_neighbors(empty) : 0; b; b &= b - 1) {
		int sq = bb_first(b);
		bitboard sb = b & -b;
		enum kind k = piece_kind(pos->board[sq]);
		int v = eval_piece_value(k, rabbits);
		bitboard weaker = 0;
		for (int j = RABBIT; j < (int)k; j++)
			weaker |= pos->kind_bb[j];
		if (sb & BB_TRAPS)
			score -= v * wt->w[W_FRAMED_PCT] / 100;
		else if ((unfrozen & sb) && !(bb_neighbors(sb) & theirs & weaker))
			score -= v * wt->w[W_IMMOBILE_PCT] / 100;
	}
	/* the pieces on the enemy's half: those that two or more enemy
	 * pieces outrank (in danger there), and the others (a threat
	 * there); outranked counts the enemy's pieces of kinds above k */
	if (wt->w[W_WEAK_ABROAD] || wt->w[W_STRONG_ABROAD]) {
		int outranked = 0;
		for (int k = ELEPHANT; k >= CAT; k--) {
			int n = bb_count(strong & ~home & pos->kind_bb[k]);
			if (outranked >= 2)
				score -= n * wt->w[W_WEAK_ABROAD];
			else
				score += n * wt->w[W_STRONG_ABROAD];
			outranked += bb_count(theirs & pos->kind_bb[k]);
		}
	}
	for (bitboard b = strong & pos->kind_bb[ELEPHANT]; b; b &= b - 1) {
		bitboard sb = b & -b;
		score += wt->w[W_ELEPHANT_MOB] * bb_count(eval_near2(sb) & empty);
		if (sb & UINT64_C(0x00003c3c3c3c0000))
			score += wt->w[W_ELEPHANT_CENTRE];
	}
	/* rabbits: frozen ones, and the advance of those off the home ranks
	 * (a rabbit kept home earns nothing: 6 for each, until the
	 * thirty-fifth round, lost 461 of 1,000 games to none) */
	bitboard back = c == GOLD ? UINT64_C(0x000000000000ffff) : UINT64_C(0xffff000000000000);
	score -= bb_count(bunnies & ~unfrozen) * wt->w[W_FROZEN_RABBIT];
	for (bitboard b = bunnies & ~back; b; b &= b - 1) {
		int sq = bb_first(b);
		bitboard sb = b & -b;
		int rows = c == GOLD ? square_rank(sq) : 7 - square_rank(sq);
		/* the advance counts when friends outnumber the enemy's strong pieces near it */
		bitboard near = eval_near2(sb);
		int friends = bb_count(near & strong);
		int foes = bb_count(near & theirs & ~rabbit_bb);
		if (friends >= foes || (near_goal && rows >= wt->w[W_RABBIT_NEAR_ROWS]))
			score += (rows >= 7 ? 0 : wt->w[W_ADVANCE_2 + rows - 2]) * wt->w[W_RABBIT_SAFE_PCT] / 100;
		else if (!(bb_neighbors(sb) & mine) && (bb_neighbors(sb) & theirs & ~rabbit_bb))
			score -= wt->w[W_RABBIT_EXPOSED] + (home & sb ? 0 : rows * wt->w[W_RABBIT_EXPOSED_ROW]);
		/* a runner: near its goal, and no more enemy pieces (rabbits
		 * apart) near it than friends to hold them off (a rabbit on its
		 * goal rank mid-turn, pushed there, is none: the turn decides) */
		if (runners && rows >= 4 && rows <= 6 && friends >= foes) {
			int w = wt->w[W_RUNNER_1 + 6 - rows];
			score += foes == 0 ? w : w * wt->w[W_RUNNER_HELD_PCT] / 100;
		}
	}
	return score;
}

/* Who holds the traps, from the view of side c. */
static int eval_traps(const struct eval_weights *wt, const struct position *pos, enum color c)
{
	enum color t = color_other(c);
	bitboard home = c == GOLD ? UINT64_C(0x00000000ffffffff) : UINT64_C(0xffffffff00000000);
	int score = 0;
	for (bitboard traps = BB_TRAPS; traps; traps &= traps - 1) {
		int trap = bb_first(traps);
		bitboard around = bb_neighbors(bb_square(trap));
		int diff = bb_count(around & pos->color_bb[c]) - bb_count(around & pos->color_bb[t]);
		diff = diff > 2 ? 2 : diff < -2 ? -2 : diff;
		score += diff * wt->w[W_TRAP_GUARD];
		bitboard near = eval_near2(bb_square(trap));
		for (int k = ELEPHANT; k > RABBIT; k--) {
			bool m = near & position_pieces(pos, c, (enum kind)k);
			bool e = near & position_pieces(pos, t, (enum kind)k);
			if (m != e) {
				int w = wt->w[W_TRAP_STRONGEST];
				if (home & bb_square(trap))
					w += wt->w[W_HOME_TRAP];
				score += m ? w : -w;
				break;
			}
			if (m)
				break;
		}
	}
	return score;
}

int eval_goal_waiter(int left, bool sure)
{
	return eval_goal_waiter_by(&eval_weights_base, left, sure);
}

int eval_goal_waiter_by(const struct eval_weights *wt, int left, bool sure)
{
	left = left < 1 ? 1 : left > TURN_MAX_STEPS ? TURN_MAX_STEPS : left;
	int v = wt->w[W_GOAL_PROVED_1 + left - 1];
	return sure ? v : v * wt->w[W_GOAL_UNSURE_PCT] / 100;
}

int eval_position(const struct position *pos, int left)
{
	return eval_position_with(pos, left, EVAL_DEFAULT);
}

int eval_position_with(const struct position *pos, int left, unsigned items)
{
	return eval_position_by(&eval_weights_base, pos, left, items);
}

int eval_position_by(const struct eval_weights *wt, const struct position *pos, int left, unsigned items)
{
	enum color c = pos->side, t = color_other(c);
	bitboard uc = board_unfrozen(pos, c), ut = board_unfrozen(pos, t);
	bool more = items & EVAL_HEMMED, near_goal = items & EVAL_RABBIT_NEAR, runners = items & EVAL_RUNNERS;
	int score = eval_side(wt, pos, c, uc, more, near_goal, runners) -
		    eval_side(wt, pos, t, ut, more, near_goal, runners) + eval_traps(wt, pos, c);
	score += eval_capture_threat_with(pos, c, left, uc) * wt->w[W_THREAT_MOVER_PCT] / 100;
	int waiter = wt->w[W_THREAT_WAITER_PCT];
	if (items & EVAL_WAITER_STEPS)
		waiter += (TURN_MAX_STEPS - left) * wt->w[W_THREAT_WAITER_STEP_PCT];
	score -= eval_capture_threat_with(pos, t, TURN_MAX_STEPS, ut) * waiter / 100;
	/* the mover's own goal this turn is the search's to prove (tactics.c) */
	bool pattern = (items & EVAL_GOAL_PATTERN) && eval_goal_threat_with(pos, t, ut);
	if (pattern) {
		score -= wt->w[W_GOAL_WAITER];
	} else if (items & EVAL_GOAL_EST) {
		/* a way to goal through pieces to be moved or pushed aside */
		int steps = eval_goal_steps_with(pos, t, TURN_MAX_STEPS, ut);
		if (steps <= TURN_MAX_STEPS)
			score -= wt->w[W_GOAL_EST_1 + (steps < 1 ? 0 : steps - 1)];
	}
	/* the default weights stay far inside (weights a player was given
	 * may not: EVAL_WEIGHT_LIMIT bounds each, not their sum) */
	assert(wt != &eval_weights_base || (score > -EVAL_WON && score < EVAL_WON));
	return score >= EVAL_WON ? EVAL_WON - 1 : score <= -EVAL_WON ? 1 - EVAL_WON : score;
}
