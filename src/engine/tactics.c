/* tactics.c: goal detection by a search over the mover's steps that cuts
 * every line in which no rabbit can still reach the goal rank: a rabbit
 * needs one step per row to go, more where its way is held, where it
 * would be frozen, or where an enemy must be dragged off it (see
 * tactics_path_dp), and when its rows equal the steps left, only its own
 * steps forward can help. Capture detection the same way:
 * a search over the mover's steps that cuts every line in which no enemy
 * piece worth more than the best capture found can still be taken (each
 * square an enemy piece is dragged costs two steps, and so does each
 * guard of the trap dragged away). Exact: every other line is tried. */
#include "config.h"
#include <limits.h>
#include <string.h>
#include "engine/eval.h"
#include "engine/tactics.h"

/* The rows to go to side m's goal rank from the square of b nearest it
 * (b not empty): Gold's goal is rank 8, the highest square; Silver's
 * rank 1, the lowest. */
static inline int tactics_rows_of(bitboard b, enum color m)
{
	return m == GOLD ? 7 - square_rank(63 - __builtin_clzll(b)) : square_rank(bb_first(b));
}

/* The rows to go to side m's goal rank from square sq. */
static inline int tactics_rows(int sq, enum color m)
{
	return m == GOLD ? 7 - square_rank(sq) : square_rank(sq);
}

int tactics_goal_rows(const struct position *pos)
{
	bitboard r = position_pieces(pos, pos->side, RABBIT);
	return r ? tactics_rows_of(r, pos->side) : 8;
}

/* Steps the mover's pieces in `draggers` (those stronger than the piece
 * to be dragged) must take at the least before one stands on a square of
 * near: 0 if one is there, at most 3 (99 if there is none at all). A
 * square of `dear` costs two: it is held, and its piece must step off
 * before the dragger steps on (a step of that piece's own, pushed or not,
 * that no other part of the reckoning counts). */
static inline int tactics_walk_to(bitboard draggers, bitboard near, bitboard dear)
{
	if (!draggers)
		return 99;
	bitboard prev = 0, reach = draggers;
	for (int w = 0; w < 3; w++) {
		if (near & reach)
			return w;
		bitboard next = reach | (bb_neighbors(reach) & ~dear) | (bb_neighbors(prev) & dear);
		prev = reach;
		reach = next;
	}
	return 3;
}

/* The same walk to a square beside sq (the piece there), every square
 * costing one. */
static inline int tactics_walk(bitboard draggers, int sq)
{
	return tactics_walk_to(draggers, bb_neighbors(bb_square(sq)), 0);
}

/* The squares where the mover's rabbit (on me at the start) would be
 * stuck: frozen by a stronger enemy beside it, or taken on a trap, with
 * no friend beside it; never on its goal rank. */
static inline bitboard tactics_stuck(const struct position *pos, bitboard me)
{
	enum color m = pos->side;
	bitboard own = pos->color_bb[m], foe = pos->color_bb[color_other(m)];
	return (bb_neighbors(foe & ~pos->kind_bb[RABBIT]) | BB_TRAPS) & ~bb_neighbors(own & ~me) & ~bb_goal_rank(m);
}

/* The fewest steps that bring the mover's rabbit on sq to its goal rank
 * (more than max if none within max). A way through empty squares costs
 * a step a square, and one more if the rabbit is frozen at the start or
 * enters a square where it would be stuck (frozen by a stronger enemy
 * beside it, or taken on a trap, with no friend beside it): only another
 * piece's step can change that, the rabbit's own cannot. One more for
 * each such square in a row (or frozen at the start, then stuck on the
 * next): the friend that frees the rabbit on one square is not beside
 * the next (no square is beside two neighbours), and a push or pull that
 * frees both (the piece dragged off one, an enemy it guarded taken on a
 * trap beside the other) takes two steps (one with a pull already
 * open: foe_cost two, where they count once); squares two apart may
 * share a friend's one step, so a stuck square after a free one costs
 * one more only once on the way. A way through an occupied square
 * costs, for that square, two if a friend holds it (the friend must
 * leave first) and foe_cost if an enemy does (three: a push or pull to
 * clear it; two when a pull or push is already open); there, being
 * stuck is not counted (the friend leaving, or the push,
 * may be what frees the rabbit). A way whose only occupied square holds
 * an enemy (off the traps, where it could be taken instead) costs as
 * well the walk of the mover's nearest piece stronger than it to its
 * side: no other step of that way could be that walk (by_walk; by_walk_me
 * for an enemy the rabbit enters from sq, where it stands all along, so
 * that the walk there is to a square beside the enemy other than sq). */
static int tactics_path_dp(const struct position *pos, int sq, int max, int foe_cost, bool frozen, const bitboard *by_walk,
			   const bitboard *by_walk_me, bool *by_one)
{
	enum color m = pos->side;
	bitboard empty = ~position_occupied(pos), own = pos->color_bb[m], foe = pos->color_bb[color_other(m)];
	bitboard goal = bb_goal_rank(m), me = bb_square(sq);
	bitboard stuck = tactics_stuck(pos, me);
	bitboard into[4] = { 0, empty, own | (foe_cost == 2 ? foe : 0), foe_cost == 2 ? 0 : foe };
	/* reached for a cost: by empty squares, never stuck (free), stuck
	 * or frozen at the start before but not on the square reached
	 * (paid), stuck on the square reached or frozen there at the start
	 * (held), any of those (bare: where a way through occupied squares
	 * begins, being stuck not counted); through one enemy's square and
	 * empty ones, its dragger's walk counted (one) or not (raw); through
	 * a friend's square or more than one occupied (any) */
	bitboard free[TURN_MAX_STEPS + 1], paid[TURN_MAX_STEPS + 1], held[TURN_MAX_STEPS + 1], bare[TURN_MAX_STEPS + 1],
		one[TURN_MAX_STEPS + 1], raw[TURN_MAX_STEPS + 1], any[TURN_MAX_STEPS + 1];
	free[0] = frozen ? 0 : me;
	bare[0] = me;
	paid[0] = held[0] = one[0] = raw[0] = any[0] = 0;
	/* with a pull open, its one step may free two squares in a row,
	 * the piece pulled leaving one and an enemy it guarded taken on a
	 * trap beside the other: they count once then (and with a push
	 * begun too, foe_cost two as well) */
	bool strict = foe_cost == 3;
	for (int c = 1; c <= max && c <= TURN_MAX_STEPS; c++) {
		free[c] = free[c - 1] | (bb_forward_or_side(free[c - 1], m) & empty & ~stuck);
		paid[c] = paid[c - 1] | (bb_forward_or_side(paid[c - 1] | held[c - 1], m) & empty & ~stuck);
		held[c] = held[c - 1] | (bb_forward_or_side(paid[c - 1] | (strict ? 0 : held[c - 1]), m) & empty & stuck) |
			  (frozen && c == 1 ? me : 0);
		if (c >= 2)
			held[c] |= bb_forward_or_side(free[c - 2] | (strict ? held[c - 2] : 0), m) & empty & stuck;
		bare[c] = bare[c - 1] | (bb_forward_or_side(bare[c - 1], m) & empty);
		bitboard o = one[c - 1] | (bb_forward_or_side(one[c - 1], m) & empty);
		bitboard r = raw[c - 1] | (bb_forward_or_side(raw[c - 1], m) & empty);
		bitboard a = any[c - 1] | (bb_forward_or_side(any[c - 1], m) & empty);
		for (int back = 2; back <= 3 && back <= c; back++) {
			bitboard from = bb_forward_or_side(bare[c - back], m), more = bb_forward_or_side(raw[c - back] | any[c - back], m);
			a |= more & into[back];
			if (foe_cost == 3 && back == 3)
				r |= from & foe;
			else
				a |= from & into[back];
		}
		for (int w = 0; foe_cost == 3 && w <= 3 && 3 + w <= c; w++)
			o |= by_walk ? (bb_forward_or_side(bare[c - 3 - w] & ~me, m) & by_walk[w]) |
					       (bb_forward_or_side(me, m) & by_walk_me[w])
				     : bb_forward_or_side(bare[c - 3 - w], m) & (w == 0 ? foe : 0);
		one[c] = o;
		raw[c] = r;
		any[c] = a;
		if ((free[c] | paid[c] | held[c] | any[c]) & goal)
			return c;
		if (one[c] & goal) {
			*by_one = true;
			return c;
		}
		/* every way goes at most one row a step: from the squares reached
		 * so far, none can be within the steps still allowed */
		if (c + tactics_rows_of(bare[c] | one[c] | raw[c] | any[c], m) > max)
			break;
	}
	return max + 1;
}

/* Whether the mover's rabbit would stand frozen on sq, where an enemy
 * piece stronger than it stands now, once that piece is dragged off
 * (me: the rabbit's square at the start). A pull leaves the piece on
 * the square its puller left, beside sq (the puller itself steps to a
 * square not beside sq); a push leaves it beside sq too, and the pusher
 * on sq, to step off at one more step's cost. So the rabbit entering sq
 * finds it beside, and is frozen there unless a friend is beside sq as
 * well, or the piece was taken: pulled onto a trap beside sq that no
 * friend of its guards. Not counted as held: sq on the goal rank (the
 * rabbit is home), and sq beside a trap the piece could be taken on
 * (empty, or held by the mover's piece other than the rabbit, with no
 * other enemy piece beside it). The friends beside sq are the caller's
 * to count. */
static bool tactics_held(const struct position *pos, int sq, bitboard me)
{
	enum color m = pos->side;
	bitboard foe = pos->color_bb[color_other(m)], sb = bb_square(sq);
	if (sb & bb_goal_rank(m))
		return false;
	for (bitboard t = bb_neighbors(sb) & BB_TRAPS; t; t &= t - 1) {
		bitboard tb = t & -t;
		if (!(tb & (me | foe)) && !(bb_neighbors(tb) & foe & ~sb))
			return false;
	}
	return true;
}

/* tactics_walk_to for `draggers`, with one step more for those of
 * `late`, one for those of `boxed` already on a square of near, and two
 * for those both. Those steps are none the reckoning counts:
 * - late: frozen at the start. A frozen piece moves only once unfrozen:
 *   by a friend other than the rabbit coming beside it, or its freezer
 *   dragged off (the piece to be dragged, weaker than the dragger, is
 *   never its freezer). The rabbit itself, stepping beside it, would
 *   take five steps at the least: one to get there (it is not beside it
 *   at the start, or the dragger would not be frozen), two for the pull
 *   (a push leaves the pusher on the square), and two to the enemy's
 *   square (beside the dragger too, so not beside the rabbit's): more
 *   than a turn has.
 * - boxed: no empty square beside it at the start, and not beside the
 *   rabbit (whose own step empties its square). A pull steps the
 *   dragger into an empty square other than the enemy's, so one must be
 *   emptied first: a friend stepping off, an enemy dragged off (a friend
 *   on a trap beside it is never taken, the dragger guarding it). A push
 *   instead leaves the dragger on the enemy's square, to step off again.
 *   A walk already counts two for each square held (tactics_walk_to's
 *   dear), which is that emptying: only a dragger with no walk to make
 *   is counted more.
 * - both: every piece beside it is an enemy (it is frozen, so no friend
 *   is beside it, and none of the squares is empty): no friend can come
 *   beside it before an enemy is dragged off, two steps. */
static inline int tactics_walk_thawed(bitboard draggers, bitboard late, bitboard boxed, bitboard near, bitboard dear)
{
	boxed &= near;
	bitboard both = draggers & late & boxed, slow = draggers & (late ^ boxed);
	int w = tactics_walk_to(draggers & ~late & ~boxed, near, dear);
	if (slow) {
		int v = tactics_walk_to(slow, near, dear) + 1;
		w = v < w ? v : w;
	}
	return both && w > 2 ? 2 : w;
}

/* A dragger's walk w (99: no dragger) as tactics_path_dp's by_walk
 * index (0..4, 4: none within a turn), one step more where the rabbit
 * would be held on the square cleared (tactics_held) with no friend
 * left beside it: `friends` beside it at the start (the rabbit apart),
 * none, or one with no walk to make, that one being the puller, which
 * steps away. */
static inline int tactics_walk_index(int w, bool held, int friends)
{
	w = w == 99 ? 4 : w;
	w += held && (friends == 0 || (friends == 1 && w == 0));
	return w > 4 ? 4 : w;
}

/* The cost of tactics_path_dp: first with no walk counted (the cheaper
 * reckoning), again with the walks only if its cheapest way goes through
 * one enemy's square (the walks as tactics_walk_thawed and
 * tactics_walk_index count them). */
static int tactics_path_cost(const struct position *pos, int sq, int max, int foe_cost, bool frozen)
{
	enum color m = pos->side;
	if (tactics_rows(sq, m) == max) {
		/* as many rows to go as steps: only the walk straight ahead
		 * through empty squares, never stuck, costs no more (any other
		 * way costs a step more somewhere) */
		bitboard b = bb_square(sq), file = BB_FILE_A << (sq & 7);
		bitboard ahead = m == GOLD ? file & ~((b << 1) - 1) : file & (b - 1);
		return !frozen && !(ahead & (position_occupied(pos) | tactics_stuck(pos, b))) ? max : max + 1;
	}
	bool by_one = false;
	int c = tactics_path_dp(pos, sq, max, foe_cost, frozen, NULL, NULL, &by_one);
	if (!by_one)
		return c;
	/* the way found goes through one enemy: the walks of its draggers
	 * (of the enemy pieces a way within max steps can enter) */
	bitboard own = pos->color_bb[m], foe = pos->color_bb[color_other(m)];
	bitboard by_walk[5] = { 0, 0, 0, 0, 0 }, by_walk_me[5] = { 0, 0, 0, 0, 0 };
	bitboard me = bb_square(sq), stronger[KIND_NB], acc = 0;
	for (int k = ELEPHANT; k >= RABBIT; k--) {
		stronger[k] = acc;
		acc |= pos->kind_bb[k] & own;
	}
	/* the squares a dragger's walk pays two for: held at the start, but
	 * not the rabbit's (it may have gone on) nor a trap (its piece may be
	 * taken when a guard leaves, with no step of its own) */
	bitboard dear = position_occupied(pos) & ~me & ~BB_TRAPS;
	bitboard near = bb_square(sq);
	for (int k = 0; k < max - 3; k++)
		near |= bb_forward_or_side(near, m);
	near = bb_forward_or_side(near, m);
	bitboard late = own & ~board_unfrozen(pos, m);
	bitboard boxed = own & ~bb_neighbors(~position_occupied(pos)) & ~bb_neighbors(me);
	for (bitboard b = foe & near & ~BB_TRAPS; b; b &= b - 1) {
		int q = bb_first(b);
		bitboard qb = bb_square(q), around = bb_neighbors(qb);
		enum kind k = piece_kind(pos->board[q]);
		int friends = bb_count(around & own & ~me);
		bool held = k != RABBIT && friends <= 1 && tactics_held(pos, q, me);
		by_walk[tactics_walk_index(tactics_walk_thawed(stronger[k], late, boxed, around, dear), held, friends)] |= qb;
		if (around & me)
			by_walk_me[tactics_walk_index(tactics_walk_thawed(stronger[k], late, boxed, around & ~me, dear), held,
						      friends)] |= qb;
	}
	by_walk[0] |= foe & (~near | BB_TRAPS);
	by_walk_me[0] |= foe & (~near | BB_TRAPS);
	by_one = false;
	return tactics_path_dp(pos, sq, max, foe_cost, frozen, by_walk, by_walk_me, &by_one);
}

/* The mover's rabbits within s rows of their goal. */
static inline bitboard tactics_rabbits_near(const struct position *pos, int s)
{
	return position_pieces(pos, pos->side, RABBIT) & bb_goal_near(pos->side, s);
}

/* The mover's frozen rabbits: beside a stronger enemy (any but a rabbit), with no friend beside. */
static inline bitboard tactics_rabbits_frozen(const struct position *pos)
{
	enum color m = pos->side;
	bitboard own = pos->color_bb[m], strong = pos->color_bb[color_other(m)] & ~pos->kind_bb[RABBIT];
	return own & pos->kind_bb[RABBIT] & bb_neighbors(strong) & ~bb_neighbors(own);
}

/* Whether one of the mover's rabbits in `from` could reach its goal rank
 * within s steps if every empty square cost one step to enter and every
 * occupied square two, frozen or stuck rabbits no more: a cheaper
 * reckoning than tactics_path_dp's, never dearer (a friend's square costs
 * two there too, an enemy's two or three and more, a rabbit frozen or
 * stuck one more; every way goes one square a step), for all the rabbits
 * at once. False: none of them can. */
static bool tactics_goal_roughly(const struct position *pos, bitboard from, int s)
{
	enum color m = pos->side;
	bitboard full = position_occupied(pos), empty = ~full, goal = bb_goal_rank(m);
	bitboard reach[TURN_MAX_STEPS + 1];
	reach[0] = from;
	for (int c = 1; c <= s && c <= TURN_MAX_STEPS; c++) {
		reach[c] = reach[c - 1] | (bb_forward_or_side(reach[c - 1], m) & empty);
		if (c >= 2)
			reach[c] |= bb_forward_or_side(reach[c - 2], m) & full;
		if (reach[c] & goal)
			return true;
	}
	return false;
}

/* The mover's rabbits near enough to their goal to be weighed one by one
 * for a goal within s steps (tactics_path_cost): those within s rows, or
 * none when tactics_goal_roughly rules them all out at once. */
static bitboard tactics_rabbits_in_reach(const struct position *pos, int s)
{
	bitboard near = tactics_rabbits_near(pos, s);
	return near && tactics_goal_roughly(pos, near, s) ? near : 0;
}

bool tactics_goal_near(const struct position *pos, const struct board_turn *t)
{
	return tactics_rabbits_in_reach(pos, t->left) != 0;
}

bool tactics_goal_possible(const struct position *pos, const struct board_turn *t)
{
	enum color m = pos->side;
	int s = t->left;
	bitboard near = tactics_rabbits_in_reach(pos, s);
	if (!near)
		return false;
	bitboard frozen = tactics_rabbits_frozen(pos);
	bool open = t->pull_sq != SQUARE_NONE || board_push_pending(t);
	for (bitboard r = near; r; r &= r - 1) {
		int sq = bb_first(r);
		int rows = tactics_rows(sq, m);
		bool f = frozen & bb_square(sq);
		if (rows + f <= s && tactics_path_cost(pos, sq, s, open ? 2 : 3, f) <= s)
			return true;
	}
	return false;
}

/* The squares where a step can still matter to the goal of side m's
 * rabbit on sq within s steps, `spare` of them (s less its rows to go)
 * free for other steps than its own forward: its cone (the squares on a
 * way to the goal rank short enough, the rabbit never stepping back) and
 * the squares within `spare` + 1 of it. With one step to spare, that one
 * step (a push or pull takes two) frees or guards the rabbit on its way
 * (to a square beside the cone), or empties a square of it (from one in
 * the cone, or from beside a trap in it, leaving its piece alone there):
 * the squares beside the cone are enough. A piece goes one square a step,
 * and a helper acts from beside the square it helps (a friend that
 * unfreezes, an enemy it drags): each of the `spare` steps can bring
 * the chain of helpers one square nearer, the last acting from beside
 * the cone (a horse steps beside a frozen dog two squares off, the dog
 * steps beside the frozen rabbit, the rabbit goals). A step elsewhere
 * cannot lead to a step that matters in time. */
static bitboard tactics_goal_zone(int sq, enum color m, int s, int spare)
{
	int widen = spare == 1 ? 1 : spare + 1;
	bitboard reach = bb_square(sq), cone = 0;
	for (int k = 0; k <= s; k++) {
		int rows = s - k; /* the squares this many rows from the goal, or fewer */
		cone |= reach & bb_goal_near(m, rows);
		reach |= bb_forward_or_side(reach, m);
	}
	for (int k = 0; k < widen; k++)
		cone |= bb_neighbors(cone);
	return cone;
}

/* One search for a goal: its node budget. */
struct tactics_run {
	long nodes;
	long budget;
	bool out;
	int depth;                               /* steps taken so far in this search */
	struct board_step line[TURN_MAX_STEPS];  /* the steps that reach the goal, when found */
};

static bool tactics_goal_within(struct tactics_run *run, struct position *pos, struct board_turn *t);

/* Whether step st leads to the mover's goal within the steps left after it. */
static bool tactics_goal_try(struct tactics_run *run, struct position *pos, struct board_turn *t, struct board_step st)
{
	enum color m = pos->side;
	struct board_undo u;
	board_make(pos, t, st, &u);
	run->line[run->depth++] = st;
	bool won;
	if (pos->side != m)
		won = position_pieces(pos, m, RABBIT) & bb_goal_rank(m); /* the turn ended */
	else
		won = tactics_goal_within(run, pos, t);
	if (!won)
		run->depth--;
	board_unmake(pos, t, &u);
	return won;
}

/* Whether the mover can goal within t->left more steps. A rabbit needs
 * one step a row, one more if it is frozen (a friend must come or the
 * enemy go); the other pieces' steps are tried only near the squares the
 * rabbits could cross, and with no step to spare only a rabbit stepping
 * forward. */
static bool tactics_goal_within(struct tactics_run *run, struct position *pos, struct board_turn *t)
{
	enum color m = pos->side;
	if (position_pieces(pos, m, RABBIT) & bb_goal_rank(m))
		return !board_push_pending(t);
	if (++run->nodes > run->budget) {
		run->out = true;
		return false;
	}
	int s = t->left;
	bitboard cands = tactics_rabbits_in_reach(pos, s);
	if (!cands)
		return false;
	bitboard frozen = tactics_rabbits_frozen(pos);
	bitboard tight = 0, zone = 0, spared = 0;
	/* an open pull or push moves an enemy piece with one more step */
	bool open = t->pull_sq != SQUARE_NONE || board_push_pending(t);
	for (bitboard r = cands; r; r &= r - 1) {
		int sq = bb_first(r);
		int rows = tactics_rows(sq, m);
		bool f = frozen & bb_square(sq);
		if (rows + f > s || tactics_path_cost(pos, sq, s, open ? 2 : 3, f) > s)
			continue;
		if (rows == s)
			tight |= bb_square(sq);
		else
			spared |= bb_square(sq); /* a step to spare */
	}
	if (!(tight | spared))
		return false;
	bool spare = spared != 0;
	for (bitboard r = spared; r; r &= r - 1) {
		int sq = bb_first(r);
		zone |= tactics_goal_zone(sq, m, s, s - tactics_rows(sq, m));
	}
	/* a rabbit with no step to spare: its cone, which the zone of the others may miss */
	for (bitboard r = spare ? tight : 0; r; r &= r - 1)
		zone |= tactics_goal_zone(bb_first(r), m, s, 0);
	int fwd = m == GOLD ? 8 : -8;
	if (!spare) {
		/* no step to spare: only a rabbit with that far to go (unfrozen,
		 * or it would need one more), forward into an empty square; in
		 * the order of board_steps (a push open allows none) */
		if (board_push_pending(t))
			return false;
		bitboard empty = ~position_occupied(pos);
		for (bitboard r = tight; r; r &= r - 1) {
			int sq = bb_first(r);
			if (!(bb_square(sq + fwd) & empty))
				continue;
			struct board_step st = { (uint8_t)sq, (uint8_t)(sq + fwd) };
			if (tactics_goal_try(run, pos, t, st) || run->out)
				return !run->out;
		}
		return false;
	}
	struct board_step steps[BOARD_MAX_STEPS];
	/* only the steps near some rabbit's way can matter (see
	 * tactics_goal_zone), but a push begun must be finished wherever it is */
	int n = board_push_pending(t) ? board_steps(pos, t, false, steps) : board_steps_near(pos, t, false, zone, steps);
	/* the likeliest first: rabbits forward, then the steps beside the rabbits */
	bitboard rabbits = position_pieces(pos, m, RABBIT), near = bb_neighbors(rabbits) | rabbits;
	near |= bb_neighbors(near);
	int front = 0;
	for (int i = 0; i < n; i++) {
		bool first = (rabbits & bb_square(steps[i].from)) && steps[i].to == steps[i].from + fwd;
		if (first) {
			struct board_step x = steps[front];
			steps[front++] = steps[i];
			steps[i] = x;
		}
	}
	for (int i = front; i < n; i++) {
		if ((bb_square(steps[i].from) | bb_square(steps[i].to)) & near) {
			struct board_step x = steps[front];
			steps[front++] = steps[i];
			steps[i] = x;
		}
	}
	for (int i = 0; i < n; i++)
		if (tactics_goal_try(run, pos, t, steps[i]) || run->out)
			return !run->out;
	return false;
}

/* The search of tactics_goal_budget, its line kept in *run. */
static int tactics_goal_run(struct tactics_run *run, struct position *pos, const struct board_turn *t)
{
	int rows = tactics_goal_rows(pos);
	if (rows == 0 || rows > t->left)
		return 0;
	/* the fewest steps first: a search for each allowance */
	for (int s = rows; s <= t->left; s++) {
		struct board_turn lim = *t;
		lim.left = (uint8_t)s;
		run->depth = 0;
		if (tactics_goal_within(run, pos, &lim))
			return s;
		if (run->out)
			return -1;
	}
	return 0;
}

/* A goal no search need find: the fewest steps in which a rabbit of the
 * mover's, not frozen, walks to its goal rank through empty squares
 * where it is never stuck (see tactics_path_dp), counting as friends
 * only pieces off the traps (no step of the rabbit's can have one of
 * them taken), within t->left steps; 0 if no rabbit can. Its own steps
 * are the turn: nothing else moves, so the way stays as it is. */
static int tactics_goal_free(const struct position *pos, const struct board_turn *t, bitboard *where)
{
	if (board_push_pending(t))
		return 0;
	enum color m = pos->side;
	int s = t->left, best = 0;
	bitboard empty = ~position_occupied(pos), own = pos->color_bb[m], foe = pos->color_bb[color_other(m)];
	bitboard goal = bb_goal_rank(m), held = bb_neighbors(foe & ~pos->kind_bb[RABBIT]) | BB_TRAPS;
	bitboard friends = own & ~BB_TRAPS;
	for (bitboard r = tactics_rabbits_near(pos, s) & ~tactics_rabbits_frozen(pos); r; r &= r - 1) {
		bitboard me = r & -r;
		bitboard open = empty & ~(held & ~bb_neighbors(friends & ~me) & ~goal), reach = me;
		int max = best ? best - 1 : s;
		for (int c = 1; c <= max; c++) {
			reach |= bb_forward_or_side(reach, m) & open;
			if (reach & goal) {
				best = c;
				*where = reach;
				break;
			}
		}
	}
	return best;
}

/* Whether the steps of hint, played from pos / t, are legal and end the
 * turn with a rabbit of the mover's on its goal rank (pos and t restored). */
static bool tactics_goal_replay(struct position *pos, const struct board_turn *t, const struct tactics_hint *hint)
{
	if (hint->n <= 0 || hint->n > t->left)
		return false;
	enum color m = pos->side;
	struct board_turn bt = *t;
	struct board_undo u[TURN_MAX_STEPS];
	int made = 0;
	bool won = false;
	for (; made < hint->n; made++) {
		struct board_step want = hint->line[made], steps[BOARD_MAX_STEPS];
		if (pos->side != m || board_is_pass(want))
			break;
		int n = board_steps_near(pos, &bt, false, bb_square(want.from) | bb_square(want.to), steps), i = 0;
		while (i < n && (steps[i].from != want.from || steps[i].to != want.to))
			i++;
		if (i == n)
			break;
		board_make(pos, &bt, want, &u[made]);
	}
	if (made == hint->n)
		won = position_pieces(pos, m, RABBIT) & bb_goal_rank(m) && (pos->side != m || !board_push_pending(&bt));
	while (made > 0)
		board_unmake(pos, &bt, &u[--made]);
	return won;
}

/* The squares the steps of a line go from and to. */
static bitboard tactics_line_squares(const struct board_step *line, int n)
{
	bitboard b = 0;
	for (int k = 0; k < n; k++)
		b |= bb_square(line[k].from) | bb_square(line[k].to);
	return b;
}

int tactics_goal_where(struct position *pos, const struct board_turn *t, long budget, struct tactics_hint *hint,
		       bitboard *where)
{
	struct tactics_run run = { 0, budget, false, 0, { { 0, 0 } } };
	bitboard none;
	where = where ? where : &none;
	*where = 0;
	int rows = tactics_goal_rows(pos);
	if (rows == 0 || rows > t->left)
		return 0;
	/* the goal found last, then a rabbit's own walk, before any search */
	if (hint && tactics_goal_replay(pos, t, hint)) {
		*where = tactics_line_squares(hint->line, hint->n);
		return hint->n;
	}
	int walk = tactics_goal_free(pos, t, where);
	if (walk)
		return walk;
	/* one search with every step allowed: the steps of the goal it finds */
	struct board_turn all = *t;
	if (!tactics_goal_within(&run, pos, &all))
		return run.out ? -1 : 0;
	if (hint) {
		hint->n = run.depth;
		memcpy(hint->line, run.line, sizeof hint->line);
	}
	*where = tactics_line_squares(run.line, run.depth);
	return run.depth;
}

bitboard tactics_goal_reach(bitboard where)
{
	where |= bb_neighbors(where);
	return where | bb_neighbors(where);
}

int tactics_goal_budget(struct position *pos, const struct board_turn *t, long budget)
{
	return tactics_goal_where(pos, t, budget, NULL, NULL);
}

int tactics_goal_line(struct position *pos, const struct board_turn *t, long budget,
		      struct board_step line[TURN_MAX_STEPS])
{
	struct tactics_run run = { 0, budget, false, 0, { { 0, 0 } } };
	int n = tactics_goal_run(&run, pos, t);
	if (n > 0)
		memcpy(line, run.line, sizeof run.line);
	return n > 0 ? run.depth : 0;
}

int tactics_goal(struct position *pos, const struct board_turn *t)
{
	return tactics_goal_budget(pos, t, LONG_MAX);
}

/* The fewest steps in which the mover could capture one of the enemy
 * pieces in targets, never more than the truth: a piece d squares from a
 * trap is dragged there in 2d steps, each other enemy guard of the trap
 * must be dragged away (two steps each), a piece is dragged only by a
 * stronger one (a guard no piece of the mover's can drag makes the trap
 * safe), and before the first drag a stronger piece must walk beside one
 * of them. With a pull open (the mover's piece has just stepped away
 * from an enemy piece, which may follow for one step) one step less, and
 * no walk. 99 if none can be. Into *zone go the squares where a step can
 * matter to a capture within `left` steps: within two squares (a pull's
 * room) of the piece, the trap and its guards, more by the walk and the
 * steps to spare (a piece goes one square a step). */
static int tactics_capture_bound(const struct position *pos, bitboard targets, bool pull, int left, bitboard *zone)
{
	enum color m = pos->side, e = color_other(m);
	bitboard enemy = pos->color_bb[e];
	int best = 99;
	*zone = 0;
	/* the mover's pieces stronger than each kind */
	bitboard stronger[KIND_NB], acc = 0;
	for (int k = ELEPHANT; k >= RABBIT; k--) {
		stronger[k] = acc;
		acc |= pos->kind_bb[k] & pos->color_bb[m];
	}
	for (bitboard traps = BB_TRAPS; traps; traps &= traps - 1) {
		int trap = bb_first(traps);
		bitboard tb = bb_square(trap), around = bb_neighbors(tb), guards = around & enemy;
		bitboard ring2 = bb_neighbors(around) & ~tb & ~around;
		bitboard cand = targets & (tb | around | ring2);
		if (!cand)
			continue;
		/* each guard: the walk before a piece stronger than it stands beside it (99: none can drag it) */
		int gwalk[4], gsq[4], g = 0;
		bool stuck = false;
		for (bitboard b = guards; b; b &= b - 1) {
			int sq = bb_first(b);
			gsq[g] = sq;
			gwalk[g] = tactics_walk(stronger[piece_kind(pos->board[sq])], sq);
			stuck |= gwalk[g] == 99;
			g++;
		}
		for (bitboard b = cand; b; b &= b - 1) {
			int sq = bb_first(b);
			bitboard sb = bb_square(sq);
			int lb, walk = 99;
			if (sb & tb) {
				/* on the trap: its guards dragged off (counted below) */
				if (stuck)
					continue;
				lb = 0;
			} else {
				walk = tactics_walk(stronger[piece_kind(pos->board[sq])], sq);
				if (walk == 99)
					continue;
				lb = (sb & around) ? 2 : 4;
			}
			bool blocked = false;
			for (int i = 0; i < g; i++) {
				if (gsq[i] == sq)
					continue;
				blocked |= gwalk[i] == 99;
				lb += 2;
				walk = gwalk[i] < walk ? gwalk[i] : walk;
			}
			if (blocked)
				continue;
			lb = pull ? lb - 1 : lb + walk;
			best = lb < best ? lb : best;
			if (lb <= left) {
				int radius = (pull ? 3 : 2 + walk) + left - lb;
				bitboard z = sb | tb | (guards & ~sb);
				for (int k = 0; k < radius && k < 8; k++)
					z |= bb_neighbors(z);
				*zone |= z;
			}
		}
	}
	return best;
}

/* One capture search: its budget, and the best capture found so far. */
struct tactics_cap_run {
	long nodes;
	long budget;
	bool out;
	int best;     /* value of the best enemy piece taken so far */
	int rabbits;  /* the enemy's rabbits, for the values */
};

/* The enemy pieces worth more than v. */
static bitboard tactics_worth_more(const struct position *pos, enum color e, int v, int rabbits)
{
	bitboard b = 0;
	for (int k = RABBIT; k < KIND_NB; k++)
		if (eval_piece_value((enum kind)k, rabbits) > v)
			b |= position_pieces(pos, e, (enum kind)k);
	return b;
}

/* Raises run->best to the best enemy piece the mover can capture within
 * t->left more steps. */
static void tactics_capture_within(struct tactics_cap_run *run, struct position *pos, struct board_turn *t)
{
	if (++run->nodes > run->budget) {
		run->out = true;
		return;
	}
	enum color m = pos->side, e = color_other(m);
	bitboard targets = tactics_worth_more(pos, e, run->best, run->rabbits);
	bitboard zone;
	if (!targets || tactics_capture_bound(pos, targets, t->pull_sq != SQUARE_NONE, t->left, &zone) > t->left)
		return;
	struct board_step steps[BOARD_MAX_STEPS];
	int n = board_steps(pos, t, false, steps);
	/* pushes and pulls first: they are what captures */
	int front = 0;
	for (int i = 0; i < n; i++)
		if (pos->color_bb[e] & bb_square(steps[i].from)) {
			struct board_step x = steps[front];
			steps[front++] = steps[i];
			steps[i] = x;
		}
	for (int i = 0; i < n && !run->out; i++) {
		if (!((bb_square(steps[i].from) | bb_square(steps[i].to)) & zone))
			continue;
		struct board_undo u;
		board_make(pos, t, steps[i], &u);
		if (u.cap_sq != SQUARE_NONE && piece_color(u.cap_piece) == e) {
			int v = eval_piece_value(piece_kind(u.cap_piece), run->rabbits);
			run->best = v > run->best ? v : run->best;
		}
		if (pos->side == m)
			tactics_capture_within(run, pos, t);
		board_unmake(pos, t, &u);
	}
}

int tactics_capture(struct position *pos, const struct board_turn *t, long budget, bool *sure)
{
	enum color e = color_other(pos->side);
	struct tactics_cap_run run = { 0, budget, false, 0, position_count(pos, e, RABBIT) };
	struct board_turn bt = *t;
	tactics_capture_within(&run, pos, &bt);
	if (sure)
		*sure = !run.out;
	return run.best;
}
