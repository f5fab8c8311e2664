/* engine.c: the built-in player's search. Iterative deepening over
 * single steps: a node is a position with the steps its mover has left
 * and the push or pull the last step left open; the side changes after a
 * turn's fourth step or a pass. Principal-variation alpha-beta with a
 * transposition table keyed by board_key, move ordering (the table's
 * step, captures, goal runs, killers, history; late quiet steps searched
 * shallower first), proved goals at the
 * start of each turn and at the leaves (tactics.c), the other side's
 * goal next turn too as an option, a turn searched whole when the other
 * side would goal if the mover passed, and at the horizon
 * the static judgement of eval.c, searched on through the captures the
 * side to move can make in one step (a quiescence search). A root turn
 * that takes pieces and loses none is credited part of their value
 * (eval_taken_now), to choose it over a line that leaves them threatened
 * for later; the score reported leaves the credit out. */
#include "config.h"
#include <assert.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
#include "engine/board.h"
#include "engine/engine.h"
#include "engine/eval.h"
#include "engine/tactics.h"
#include "notation/notation.h"
#include "util/xmalloc.h"

/* The goal search at the start of a turn gives up after
 * ENGINE_GOAL_BUDGET nodes (an eighth of that at a leaf mid-turn whose
 * turn's start was not settled), ENGINE_GOAL_DEEP times as many with
 * ENGINE_USE_GOAL_DEEP; a leaf whose mover may have a goal the
 * budget did not settle counts ENGINE_GOAL_UNSURE for it (its rabbits
 * forward are tried first, so a goal not found is seldom a simple one).
 * Measured in matches against version 0.1 at 200 ms a move, 400 nodes
 * left about one goal search in fifty unsettled, and five in six of
 * those had no goal; 3,200 settle all but three in a thousand. */
enum { ENGINE_MAX_PLY = ENGINE_MAX_DEPTH + 16, ENGINE_DEFAULT_DEPTH = 8, ENGINE_GOAL_BUDGET = 400, ENGINE_GOAL_UNSURE = 1500,
       ENGINE_GOAL_ROOT_BUDGET = 50000, ENGINE_GOAL_DEEP = 8 };

/* The quiescence search goes at most this many capturing steps past the
 * horizon (each a push may need one more step to finish). */
enum { ENGINE_Q_STEPS = 6 };

/* A null turn's search is this many steps shallower than the turn given
 * up and the turn's own steps. */
enum { ENGINE_NULL_R = 2 };

/* A transposition table entry: 16 bytes, two words read and written
 * without a lock by every thread of a search (engine_set_threads): data
 * packs the entry (engine_tt_pack) and check is the key xor data, so
 * that an entry two threads wrote at once, half of each, fails its key
 * and reads as empty. */
struct engine_tt {
	_Atomic uint64_t check;
	_Atomic uint64_t data;
};

/* An entry unpacked. */
struct engine_tt_entry {
	int score;
	int depth;
	int bound;               /* ENGINE_BOUND_* */
	struct board_step best;  /* from == to: the pass; both 0xff: none */
	unsigned age;
};

static inline uint64_t engine_tt_pack(const struct engine_tt_entry *t)
{
	return (uint64_t)(uint16_t)(int16_t)t->score | (uint64_t)(uint8_t)(int8_t)t->depth << 16 |
	       (uint64_t)(uint8_t)t->bound << 24 | (uint64_t)t->best.from << 32 | (uint64_t)t->best.to << 40 |
	       (uint64_t)(uint16_t)t->age << 48;
}

/* Whether the slot holds key's entry, unpacked into *t if so. */
static inline bool engine_tt_get(const struct engine_tt *slot, uint64_t key, struct engine_tt_entry *t)
{
	uint64_t data = atomic_load_explicit(&slot->data, memory_order_relaxed);
	uint64_t check = atomic_load_explicit(&slot->check, memory_order_relaxed);
	if ((check ^ data) != key)
		return false;
	t->score = (int16_t)(uint16_t)data;
	t->depth = (int8_t)(uint8_t)(data >> 16);
	t->bound = (uint8_t)(data >> 24);
	t->best = (struct board_step){ (uint8_t)(data >> 32), (uint8_t)(data >> 40) };
	t->age = (uint16_t)(data >> 48);
	return true;
}

static inline void engine_tt_put(struct engine_tt *slot, uint64_t key, const struct engine_tt_entry *t)
{
	uint64_t data = engine_tt_pack(t);
	atomic_store_explicit(&slot->data, data, memory_order_relaxed);
	atomic_store_explicit(&slot->check, key ^ data, memory_order_relaxed);
}

/* A goal search's answer remembered: the key of the node, the steps to
 * goal (0 none, -1 not known within the budget, in nodes, it was given). */
struct engine_goal {
	uint64_t key;
	int8_t steps;
	int32_t budget;
};

enum { ENGINE_GOAL_CACHE = 1 << 18, ENGINE_LEAF_CACHE = 1 << 15 };

/* A leaf's judgement remembered. */
struct engine_leaf {
	uint64_t key;
	int score;
};

enum { ENGINE_BOUND_UPPER = 1, ENGINE_BOUND_LOWER = 2, ENGINE_BOUND_EXACT = 3 };

struct engine {
	struct engine_tt *tt;
	size_t tt_mask;
	uint16_t age;
	int history[COLOR_NB][SQUARE_NB][SQUARE_NB];
	struct board_step killer[ENGINE_MAX_PLY][2];
	uint64_t seed;
	bool seeded;
	unsigned features;  /* ENGINE_USE_* */
	struct eval_weights weights; /* the judgement's (engine_set_weight) */
	/* one search */
	struct position pos;
	struct board_turn turn;
	const struct history *hist;   /* the game's positions, for the root turn's repetitions */
	const atomic_bool *stop;
	const struct engine_limits *lim;
	struct timespec start;
	long nodes;
	long hard_ms;
	bool stopped;
	struct engine_goal goals[ENGINE_GOAL_CACHE];
	struct engine_leaf leaves[ENGINE_LEAF_CACHE];
	struct board_step pv[ENGINE_MAX_PLY][ENGINE_MAX_PLY];
	int pvlen[ENGINE_MAX_PLY];
	/* the root of the search under way, for the line reported (NULL between searches) */
	const struct position *line_root;
	const struct board_turn *line_turn;
	int line_number;
	bool extended;  /* a line under an extension for the other side's goal (one a line) */
	int null_child; /* the ply of the turn a null turn just gave the other side (none: -1) */
	struct tactics_hint goal_hint[COLOR_NB]; /* each side's goal found last, tried first */
	/* the threads that search beside this one (engine_set_threads):
	 * players of their own sharing this one's table, each stopped by
	 * helpers_stop; a helper's own table pointer is its leader's */
	int threads;
	struct engine *helper[ENGINE_MAX_THREADS - 1];
	pthread_t helper_thread[ENGINE_MAX_THREADS - 1];
	atomic_bool helpers_stop;
	int helper_depth;    /* a helper: the deepest depth to search */
	int helper_offset;   /* a helper: how many steps deeper than the leader it starts */
	uint64_t helper_key; /* a helper: the hash of the position its root turn began at */
	struct engine_limits helper_lim; /* a helper's: no budget (helpers_stop ends it) */
};

/* A zeroed block of `size` bytes on huge pages where the system gives
 * them (a table probed at random misses the address cache on small
 * pages nearly every time); freed with free. */
static void *engine_table_alloc(size_t size)
{
	enum { HUGE = 2 << 20 };
	void *p = NULL;
	if (size < HUGE || posix_memalign(&p, HUGE, size) != 0)
		return xcalloc(1, size);
#ifdef MADV_HUGEPAGE
	madvise(p, size, MADV_HUGEPAGE);
#endif
	memset(p, 0, size);
	return p;
}

struct engine *engine_new(void)
{
	struct engine *e = engine_table_alloc(sizeof *e);
	struct timespec now;
	clock_gettime(CLOCK_REALTIME, &now);
	e->seed = (uint64_t)now.tv_nsec ^ ((uint64_t)now.tv_sec << 20) ^ (uint64_t)(uintptr_t)e;
	engine_set_hash(e, ENGINE_HASH_MB);
	e->features = ENGINE_USE_DEFAULT;
	e->weights = *eval_weights_default();
	e->threads = 1;
	return e;
}

void engine_set_features(struct engine *e, unsigned features)
{
	e->features = features & ENGINE_USE_ALL;
	memset(e->leaves, 0, sizeof e->leaves);
}

bool engine_set_weight(struct engine *e, const char *name, int value)
{
	if (!eval_weights_set(&e->weights, name, value))
		return false;
	memset(e->leaves, 0, sizeof e->leaves);
	return true;
}

const struct eval_weights *engine_weights(const struct engine *e)
{
	return &e->weights;
}

/* The static judgement of the node e->pos / e->turn, with the items the player uses. */
static int engine_eval(const struct engine *e)
{
	unsigned items = (e->features & ENGINE_USE_HEMMED ? EVAL_HEMMED : 0) |
			 (e->features & ENGINE_USE_WAITER ? EVAL_WAITER_STEPS : 0) |
			 (e->features & ENGINE_USE_GOAL_THREAT ? 0 : EVAL_GOAL_PATTERN) |
			 (e->features & ENGINE_USE_RABBIT_NEAR ? EVAL_RABBIT_NEAR : 0) |
			 (e->features & ENGINE_USE_GOAL_EST ? EVAL_GOAL_EST : 0) |
			 (e->features & ENGINE_USE_RUNNERS ? EVAL_RUNNERS : 0);
	return eval_position_by(&e->weights, &e->pos, e->turn.left, items);
}

void engine_free(struct engine *e)
{
	if (!e)
		return;
	for (int i = 0; i < e->threads - 1; i++)
		free(e->helper[i]); /* a helper's table is e's */
	free(e->tt);
	free(e);
}

void engine_set_threads(struct engine *e, int n)
{
	n = n < 1 ? 1 : n > ENGINE_MAX_THREADS ? ENGINE_MAX_THREADS : n;
	for (int i = n - 1; i < e->threads - 1; i++) {
		free(e->helper[i]);
		e->helper[i] = NULL;
	}
	for (int i = e->threads - 1; i < n - 1; i++) {
		struct engine *h = engine_table_alloc(sizeof *h);
		h->helper_offset = i % 2 == 0 ? 1 : 0;
		h->lim = &h->helper_lim; /* zeroed: no budget */
		h->stop = &e->helpers_stop;
		e->helper[i] = h;
	}
	e->threads = n;
}

int engine_threads(const struct engine *e)
{
	return e->threads;
}

int engine_processors(void)
{
	long n = -1;
#ifdef CPU_COUNT
	/* those this process may run on (taskset, a container's cpuset) */
	cpu_set_t set;
	if (sched_getaffinity(0, sizeof set, &set) == 0)
		n = CPU_COUNT(&set);
#endif
	if (n < 1)
		n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > ENGINE_MAX_THREADS ? ENGINE_MAX_THREADS : (int)n;
}

void engine_set_hash(struct engine *e, long mb)
{
	mb = mb < 1 ? 1 : mb > ENGINE_HASH_MAX_MB ? ENGINE_HASH_MAX_MB : mb;
	size_t n = 1;
	while (n * 2 * sizeof(struct engine_tt) <= (size_t)mb << 20)
		n *= 2;
	free(e->tt);
	e->tt = engine_table_alloc(n * sizeof *e->tt);
	e->tt_mask = n - 1;
}

/* Forgets what one player's searches taught its move ordering. */
static void engine_forget(struct engine *e)
{
	memset(e->history, 0, sizeof e->history);
	memset(e->killer, 0, sizeof e->killer);
	memset(e->goal_hint, 0, sizeof e->goal_hint);
}

void engine_clear(struct engine *e)
{
	memset(e->tt, 0, (e->tt_mask + 1) * sizeof *e->tt);
	engine_forget(e);
	for (int i = 0; i < e->threads - 1; i++)
		engine_forget(e->helper[i]);
}

void engine_seed(struct engine *e, uint64_t seed)
{
	e->seed = seed;
	e->seeded = true;
}

void engine_apply(struct position *pos, const struct step *s, int n)
{
	for (int i = 0; i < n; i++) {
		position_move(pos, s[i].from, s[i].to);
		position_capture(pos, NULL, NULL);
	}
	position_set_side(pos, color_other(pos->side));
}

/* The clock the search's time is read on. */
static clockid_t engine_clock(const struct engine *e)
{
	return e->lim && e->lim->cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC;
}

/* Milliseconds since the search began. */
static long engine_elapsed(const struct engine *e)
{
	struct timespec now;
	clock_gettime(engine_clock(e), &now);
	return (long)(now.tv_sec - e->start.tv_sec) * 1000 + (now.tv_nsec - e->start.tv_nsec) / 1000000;
}

/* Whether the search must end now: stopped, or past its hard limit. */
static bool engine_should_stop(struct engine *e)
{
	if (e->stop && atomic_load(e->stop))
		e->stopped = true;
	else if (e->lim->nodes > 0 && e->nodes >= e->lim->nodes)
		e->stopped = true;
	else if (e->hard_ms > 0 && engine_elapsed(e) >= e->hard_ms)
		e->stopped = true;
	return e->stopped;
}

/* Counts a node entered at ply (its variation empty so far); returns
 * whether the search must end (checked every 256 nodes). */
static inline bool engine_enter(struct engine *e, int ply)
{
	e->pvlen[ply] = ply;
	if ((++e->nodes & 255) == 0)
		engine_should_stop(e);
	return e->stopped;
}

/* A score to store in the table: wins counted from this node, not the root. */
static inline int engine_tt_in(int score, int ply)
{
	return score > EVAL_WON ? score + ply : score < -EVAL_WON ? score - ply : score;
}

static inline int engine_tt_out(int score, int ply)
{
	return score > EVAL_WON ? score - ply : score < -EVAL_WON ? score + ply : score;
}

/* The verdict at the start of a turn, from the view of the side to move,
 * who is to start it (the other side just ended its turn): 0 if none. */
static int engine_verdict(const struct position *pos, int ply)
{
	enum color b = pos->side, a = color_other(b);
	if (position_pieces(pos, a, RABBIT) & bb_goal_rank(a))
		return -(EVAL_WIN - ply);
	if (position_pieces(pos, b, RABBIT) & bb_goal_rank(b))
		return EVAL_WIN - ply;
	if (!position_pieces(pos, b, RABBIT))
		return -(EVAL_WIN - ply);
	if (!position_pieces(pos, a, RABBIT))
		return EVAL_WIN - ply;
	return 0;
}

/* The goal search for the node e->pos / e->turn, whose board_key is
 * key, through the cache: steps to goal, 0 if none, -1 if not known
 * within budget nodes. A node that tactics_goal_near rules out (cheap)
 * has none; of the others the cache is asked first, and keeps those
 * that tactics_goal_possible rules out as well: that test costs more
 * than the lookup, and the same nodes come again. */
static int engine_goal(struct engine *e, long budget, uint64_t key)
{
	assert(key == board_key(&e->pos, &e->turn));
	if (e->features & ENGINE_USE_GOAL_DEEP)
		budget *= ENGINE_GOAL_DEEP;
	if (!tactics_goal_near(&e->pos, &e->turn))
		return 0;
	struct engine_goal *c = &e->goals[key & (ENGINE_GOAL_CACHE - 1)];
	/* an answer not known is searched again only with more nodes than before */
	if (c->key == key && (c->steps >= 0 || c->budget >= budget))
		return c->steps;
	int g = 0;
	if (tactics_goal_possible(&e->pos, &e->turn))
		g = tactics_goal_where(&e->pos, &e->turn, budget, &e->goal_hint[e->pos.side], NULL);
	c->key = key;
	c->steps = (int8_t)g;
	c->budget = (int32_t)budget;
	return g;
}

/* What a leaf's mover gains for a goal not settled either way: the
 * cache holds -1 for its key (board_key) then. */
static int engine_goal_unsure(const struct engine *e, uint64_t key)
{
	assert(key == board_key(&e->pos, &e->turn));
	if (tactics_goal_rows(&e->pos) > e->turn.left)
		return 0;
	const struct engine_goal *c = &e->goals[key & (ENGINE_GOAL_CACHE - 1)];
	return c->key == key && c->steps < 0 ? ENGINE_GOAL_UNSURE : 0;
}

/* Whether the other side could reach its goal in a turn of its own
 * from the node e->pos / e->turn (as if the mover passed now), by the
 * goal search, through the cache its real turn's start uses: the steps,
 * 0 if not, -1 if not known within the budget. With where, the goal's
 * squares too (tactics_goal_where: 0 if none found), searched afresh,
 * for the cache keeps no squares. */
static int engine_waiter_goals(struct engine *e, bitboard *where)
{
	if (where)
		*where = 0;
	if (board_push_pending(&e->turn))
		return 0;
	struct position *pos = &e->pos;
	enum color me = pos->side, other = color_other(me);
	struct board_turn mine = e->turn;
	position_set_side(pos, other);
	e->turn = board_turn_new();
	int g;
	if (!where)
		g = engine_goal(e, ENGINE_GOAL_BUDGET / 8, board_key(pos, &e->turn));
	else if (tactics_goal_possible(pos, &e->turn))
		g = tactics_goal_where(pos, &e->turn, ENGINE_GOAL_BUDGET / 8, &e->goal_hint[other], where);
	else
		g = 0;
	position_set_side(pos, me);
	e->turn = mine;
	return g;
}

/* What the other side's goal next turn (engine_waiter_goals) costs the
 * mover of the leaf e->pos / e->turn, weighed by the steps it has left
 * to stop it. */
static int engine_goal_waiter(struct engine *e)
{
	if (!(e->features & ENGINE_USE_GOAL_THREAT))
		return 0;
	int g = engine_waiter_goals(e, NULL);
	return g == 0 ? 0 : eval_goal_waiter_by(&e->weights, e->turn.left, g > 0);
}

/* Bands of engine_order that the search's reductions tell apart: the
 * pass (quiet steps, history, below it), and a drag that brings the
 * piece neither onto a trap nor beside one (those that do: one or two
 * above it). */
enum { ENGINE_ORDER_PASS = 1 << 22, ENGINE_ORDER_DRAG = 1 << 25 };

/* The order in which to try each of the node's n steps, to order[]:
 * larger first. Only a step from one of both sides'
 * board_capture_sources captures. One loop for all the steps, so that
 * what they share is read once. */
static void engine_order(const struct engine *e, const struct board_step *steps, int n, struct board_step ttmove,
			 int ply, int *order)
{
	const struct position *pos = &e->pos;
	enum color me = pos->side;
	bitboard sources = board_capture_sources(pos, GOLD) | board_capture_sources(pos, SILVER);
	bitboard near = BB_TRAPS | bb_neighbors(BB_TRAPS), mine = pos->color_bb[me];
	bitboard rabbits = mine & pos->kind_bb[RABBIT], close = bb_goal_near(me, 2);
	struct board_step k0 = e->killer[ply][0], k1 = e->killer[ply][1];
	const int(*history)[SQUARE_NB] = e->history[me];
	for (int i = 0; i < n; i++) {
		struct board_step s = steps[i];
		bitboard from = bb_square(s.from), to = bb_square(s.to);
		int cap;
		if (s.from == ttmove.from && s.to == ttmove.to) {
			order[i] = 1 << 30;
		} else if (board_is_pass(s)) {
			order[i] = ENGINE_ORDER_PASS;
		} else if ((from & sources) && (cap = board_capture_of(pos, s)) != PIECE_NONE) {
			int v = eval_piece_value(piece_kind(cap), 8);
			order[i] = piece_color(cap) == me ? -(1 << 24) + 1000 - v : (1 << 28) + v;
		} else if (!(from & mine)) {
			/* a push or pull: first when it drags the piece towards a trap */
			order[i] = ENGINE_ORDER_DRAG + (to & BB_TRAPS ? 2 : to & near ? 1 : 0);
		} else if ((from & rabbits) && (to & close)) {
			int rows = me == GOLD ? 7 - square_rank(s.to) : square_rank(s.to);
			order[i] = (1 << 27) - rows;
		} else if (s.from == k0.from && s.to == k0.to) {
			order[i] = 1 << 26;
		} else if (s.from == k1.from && s.to == k1.to) {
			order[i] = (1 << 26) - 1;
		} else {
			order[i] = history[s.from][s.to];
		}
	}
}

/* Whether ending the root turn in pos (the other side now to move) makes
 * a position the third time. */
static bool engine_third_time(const struct engine *e)
{
	return e->hist && history_count(e->hist, &e->pos) >= 2;
}

/* The enemy pieces that one step of the mover's could leave alone on a
 * trap: the one guard beside an empty trap (pushed onto it) or beside a
 * trap its side holds a piece on (dragged off), when a piece of the
 * mover's not frozen stands beside it or a pull is open (board_capture_of
 * has the last word). */
static bitboard engine_q_targets(const struct position *pos, const struct board_turn *t)
{
	enum color m = pos->side;
	bitboard out = board_capture_sources(pos, color_other(m));
	if (!out)
		return 0;
	bitboard by = bb_neighbors(board_unfrozen(pos, m));
	if (t->pull_sq != SQUARE_NONE)
		by |= bb_neighbors(bb_square(t->pull_sq));
	return out & by;
}

static int engine_q_node(struct engine *e, int alpha, int beta, int ply, int qd);

/* The node's state before a step, kept in debug builds so that the
 * search asserts the step's undo restored it (under NDEBUG, where the
 * asserts are left out, nothing is kept). */
struct engine_mark {
	struct position pos;
	struct board_turn turn;
};

static inline void engine_mark(const struct engine *e, struct engine_mark *m)
{
#ifndef NDEBUG
	m->pos = e->pos;
	m->turn = e->turn;
#else
	(void)e;
	(void)m;
#endif
}

#ifndef NDEBUG
/* Whether e's node is again the one marked in m: pieces, squares, side,
 * hash and the turn's state. */
static bool engine_marked(const struct engine *e, const struct engine_mark *m)
{
	const struct position *a = &e->pos, *b = &m->pos;
	return memcmp(a->kind_bb, b->kind_bb, sizeof a->kind_bb) == 0 &&
	       memcmp(a->color_bb, b->color_bb, sizeof a->color_bb) == 0 &&
	       memcmp(a->board, b->board, sizeof a->board) == 0 && a->side == b->side && a->hash == b->hash &&
	       memcmp(&e->turn, &m->turn, sizeof e->turn) == 0;
}

/* The invariants of a node entered at ply with the window alpha..beta:
 * a window, a ply in range, a turn's state the steps allow (a push
 * pending only mid-turn), and a position whose bitboards, squares and
 * hash agree. */
static bool engine_node_sane(const struct engine *e, int alpha, int beta, int ply)
{
	return alpha < beta && ply >= 0 && ply < ENGINE_MAX_PLY && e->turn.left >= 1 &&
	       e->turn.left <= TURN_MAX_STEPS && (!board_push_pending(&e->turn) || e->turn.left < TURN_MAX_STEPS) &&
	       position_valid(&e->pos);
}
#endif

/* Plays step s in the quiescence search (qd: its steps past the horizon
 * after it), raising *best and *alpha to its value; returns whether the
 * node's search is over (a cut, or the search stopped). */
static bool engine_q_try(struct engine *e, struct board_step s, int *best, int *alpha, int beta, int ply, int qd)
{
	struct position *pos = &e->pos;
	enum color me = pos->side;
	struct board_undo u;
	struct engine_mark mark;
	engine_mark(e, &mark);
	board_make(pos, &e->turn, s, &u);
	int v = pos->side != me ? -engine_q_node(e, -beta, -*alpha, ply + 1, qd)
				: engine_q_node(e, *alpha, beta, ply + 1, qd);
	board_unmake(pos, &e->turn, &u);
	assert(engine_marked(e, &mark));
	assert(e->stopped || (v >= -EVAL_WIN && v <= EVAL_WIN));
	if (e->stopped)
		return true;
	if (v > *best) {
		*best = v;
		*alpha = v > *alpha ? v : *alpha;
	}
	return v >= beta;
}

/* The quiescence search from a node whose static value is `stand`: the
 * side to move stops there, or makes a step that captures an enemy
 * piece (a push's first step, or a guard dragged off) and goes on, each
 * side in turn, up to ENGINE_Q_STEPS steps past the horizon. */
static int engine_quiesce(struct engine *e, int stand, int alpha, int beta, int ply, int qd)
{
	struct position *pos = &e->pos;
	if (stand >= beta || qd >= ENGINE_Q_STEPS || ply >= ENGINE_MAX_PLY - 2 * ENGINE_Q_STEPS - 2)
		return stand;
	bitboard near = engine_q_targets(pos, &e->turn);
	if (!near)
		return stand;
	struct board_step steps[BOARD_MAX_STEPS];
	int n = board_steps_near(pos, &e->turn, false, near, steps), best = stand;
	enum color me = pos->side;
	alpha = stand > alpha ? stand : alpha;
	for (int i = 0; i < n; i++) {
		int cap = board_capture_of(pos, steps[i]);
		if (cap != PIECE_NONE && piece_color(cap) != me && engine_q_try(e, steps[i], &best, &alpha, beta, ply, qd + 1))
			break;
	}
	return e->stopped ? 0 : best;
}

/* A node of the quiescence search, its value for the side to move: a
 * push under way is completed (every way), else the search goes on from
 * the node's static value. */
static int engine_q_node(struct engine *e, int alpha, int beta, int ply, int qd)
{
	struct position *pos = &e->pos;
	if (engine_enter(e, ply))
		return 0;
	assert(engine_node_sane(e, alpha, beta, ply));
	if (e->turn.left == TURN_MAX_STEPS) {
		int v = engine_verdict(pos, ply);
		if (v)
			return v;
	}
	if (board_push_pending(&e->turn)) {
		struct board_step steps[BOARD_MAX_STEPS];
		int n = board_steps(pos, &e->turn, false, steps), best = -EVAL_WIN;
		for (int i = 0; i < n && !engine_q_try(e, steps[i], &best, &alpha, beta, ply, qd); i++)
			;
		return e->stopped ? 0 : best;
	}
	uint64_t key = board_key(pos, &e->turn);
	struct engine_leaf *l = &e->leaves[key & (ENGINE_LEAF_CACHE - 1)];
	if (l->key != key) {
		l->key = key;
		l->score = engine_eval(e) - engine_goal_waiter(e);
	}
	return engine_quiesce(e, l->score, alpha, beta, ply, qd);
}

static const struct board_step engine_no_step = { 0xff, 0xff };

/* The credit a root turn ending at `after` earns for the pieces it took
 * (eval_taken_now; ENGINE_USE_TAKE_NOW): added to the turn's score in the
 * search, to choose by, and taken off the score reported. */
static int engine_root_take(const struct engine *e, const struct position *after)
{
	if (!(e->features & ENGINE_USE_TAKE_NOW) || !e->line_root)
		return 0;
	return eval_taken_now_by(&e->weights, e->line_root, after);
}

/* The table's key of the node `key` whose last step was prev (plain, or
 * engine_no_step): the steps the node leaves out depend on prev
 * (board_order_skips), so its value is its own, not that of the same
 * board reached with another last step. */
static inline uint64_t engine_tt_key(uint64_t key, struct board_step prev)
{
	return prev.from == 0xff ? key : key ^ (0x9e3779b97f4a7c15ULL * (uint64_t)(prev.from * 64 + prev.to + 1));
}

/* Searches the node e->pos / e->turn to `depth` steps; returns its value
 * for the side to move. start: the board's hash when the mover's turn
 * began; root_turn: still in the turn the search began with; no_goal:
 * the mover is known to have no goal this turn; prev: the turn's last
 * step if it was plain (board_step_plain) and ENGINE_USE_CANON is on,
 * else engine_no_step. */
static int engine_search(struct engine *e, int depth, int alpha, int beta, int ply, uint64_t start, bool root_turn,
			 bool no_goal, struct board_step prev)
{
	struct position *pos = &e->pos;
	if (engine_enter(e, ply))
		return 0;
	assert(engine_node_sane(e, alpha, beta, ply));
	bool pending = board_push_pending(&e->turn);
	if (ply > 0 && e->turn.left == TURN_MAX_STEPS) {
		int v = engine_verdict(pos, ply);
		if (v)
			return v;
	} else if (ply > 0 && !pending && (position_pieces(pos, pos->side, RABBIT) & bb_goal_rank(pos->side))) {
		return EVAL_WIN - ply; /* a rabbit home mid-turn: the turn may end now */
	}
	if (ply >= ENGINE_MAX_PLY - 2)
		return engine_eval(e);
	/* the node's entries fetched while the goal search runs (memory, not
	 * reckoning, is most of a node's time) */
	uint64_t key = board_key(pos, &e->turn);
	uint64_t tkey = engine_tt_key(key, prev);
	struct engine_tt *slot = &e->tt[tkey & e->tt_mask];
	struct engine_leaf *l = &e->leaves[key & (ENGINE_LEAF_CACHE - 1)];
	__builtin_prefetch(depth <= 0 ? (const void *)l : (const void *)slot);
	/* goals: searched at the start of each turn; a turn whose start has
	 * none has none at any of its later steps (they are the same steps) */
	if (e->turn.left == TURN_MAX_STEPS) {
		int g = engine_goal(e, ENGINE_GOAL_BUDGET, key);
		if (g > 0 && ply > 0)
			return EVAL_WIN - (ply + g); /* the root searches on, to find the steps */
		no_goal = g == 0;
		/* the other side would reach its goal if the mover passed: the
		 * mover's whole turn is searched, to the goal check at the start
		 * of the other side's next turn (once a line) */
		if (depth > 0 && depth < TURN_MAX_STEPS && ply > 0 && !e->extended && (e->features & ENGINE_USE_THREAT_EXT) &&
		    engine_waiter_goals(e, NULL) > 0) {
			e->extended = true;
			int v = engine_search(e, TURN_MAX_STEPS, alpha, beta, ply, start, root_turn, no_goal, prev);
			e->extended = false;
			return v;
		}
	} else if (depth <= 0 && !pending && !no_goal && ply > 0) {
		int g = engine_goal(e, ENGINE_GOAL_BUDGET / 8, key);
		if (g > 0)
			return EVAL_WIN - (ply + g);
		no_goal = g == 0;
	}
	/* a null turn (ENGINE_USE_NULL): at the start of a turn off the
	 * line, where the mover has no goal and stands at or above beta, the
	 * other side moves twice, searched ENGINE_NULL_R steps shallower
	 * than the turn given up; still at or above beta, the turn is cut
	 * (a side is rarely worse off for moving). Not twice running. */
	if ((e->features & ENGINE_USE_NULL) && e->turn.left == TURN_MAX_STEPS && ply > 0 && no_goal &&
	    depth >= TURN_MAX_STEPS + ENGINE_NULL_R && beta - alpha == 1 && beta < EVAL_WON && beta > -EVAL_WON &&
	    ply != e->null_child && engine_eval(e) >= beta) {
		int saved = e->null_child;
		struct engine_mark mark;
		engine_mark(e, &mark);
		board_flip(pos);
		e->null_child = ply + 1;
		int v = -engine_search(e, depth - TURN_MAX_STEPS - ENGINE_NULL_R, -beta, -beta + 1, ply + 1, pos->hash,
				       false, false, engine_no_step);
		e->null_child = saved;
		board_flip(pos);
		assert(engine_marked(e, &mark));
		if (e->stopped)
			return 0;
		if (v >= beta)
			return v >= EVAL_WON ? beta : v;
	}
	if (depth <= 0 && !pending) {
		/* a leaf: the same board is reached by the steps in other orders */
		if (l->key != key) {
			l->key = key;
			l->score = engine_eval(e) + (no_goal ? 0 : engine_goal_unsure(e, key)) - engine_goal_waiter(e);
		}
		if (!(e->features & ENGINE_USE_QUIESCE) || l->score >= beta)
			return l->score;
		return engine_quiesce(e, l->score, alpha, beta, ply, 0);
	}

	struct board_step ttmove = { 0xff, 0xff };
	struct engine_tt_entry te;
	if (engine_tt_get(slot, tkey, &te)) {
		ttmove = te.best;
		/* no cut at a node of the root turn's line (a full window):
		 * an entry of an earlier search may stand for a line that
		 * makes a third repetition now, and the move played must be
		 * the line searched, never one cut short and followed through
		 * the table. A null window's cut is searched again in full
		 * where it would raise the line. */
		if (ply > 0 && (!root_turn || beta - alpha == 1) && te.depth >= depth) {
			int s = engine_tt_out(te.score, ply);
			if (te.bound == ENGINE_BOUND_EXACT || (te.bound == ENGINE_BOUND_LOWER && s >= beta) ||
			    (te.bound == ENGINE_BOUND_UPPER && s <= alpha))
				return s;
		}
	}

	struct board_step steps[BOARD_MAX_STEPS];
	int order[BOARD_MAX_STEPS];
	bool can_pass = e->turn.left < TURN_MAX_STEPS && pos->hash != start;
	int n = board_steps(pos, &e->turn, can_pass, steps);
	engine_order(e, steps, n, ttmove, ply, order);

	int best = -EVAL_WIN, alpha0 = alpha, legal = 0;
	struct board_step best_step = { 0xff, 0xff };
	/* at its turn's last step, with no goal of its own, a mover whose
	 * pass would let the other side goal searches only the steps that
	 * touch that goal (engine_waiter_goals' squares, tactics_goal_reach):
	 * the others, and the pass, lose (reach 0: no such goal) */
	bitboard reach = 0;
	bool left_out = false;
	if ((e->features & ENGINE_USE_THREAT_ZONE) && depth >= 1 && ply > 0 && !root_turn && no_goal && !pending &&
	    e->turn.left == 1) {
		bitboard where;
		engine_waiter_goals(e, &where);
		reach = tactics_goal_reach(where);
	}
	enum color me = pos->side;
	/* the squares near the last step (none: no step left out) */
	bitboard zone = prev.from != 0xff ? board_step_zone(prev) : 0;
	for (int i = 0; i < n; i++) {
		/* the best of those left first: picked for the first few (a cut
		 * often comes early), the rest sorted once */
		int b = i;
		if (i < 3) {
			for (int j = i + 1; j < n; j++)
				if (order[j] > order[b])
					b = j;
		} else if (i == 3) {
			for (int j = 4; j < n; j++) {
				struct board_step ks = steps[j];
				int ko = order[j], k = j - 1;
				for (; k >= 3 && order[k] < ko; k--) {
					steps[k + 1] = steps[k];
					order[k + 1] = order[k];
				}
				steps[k + 1] = ks;
				order[k + 1] = ko;
			}
		}
		struct board_step s = steps[b];
		int ord = order[b];
		steps[b] = steps[i];
		order[b] = order[i];
		steps[i] = s;
		if (reach && (board_is_pass(s) || !((bb_square(s.from) | bb_square(s.to)) & reach))) {
			left_out = true;
			continue;
		}
		/* a plain step after a plain step far from it: in one order of the two only */
		bool plain = board_step_plain(pos, &e->turn, s);
		if (plain && zone && board_order_skips(prev, zone, s))
			continue;
		/* late quiet steps are searched shallower first (late move
		 * reductions: one step from the fourth, two from the seventh,
		 * three from the thirteenth, as depth allows), and again in
		 * full if they look good; with ENGINE_USE_LMR_DRAG late drags
		 * too that bring the piece neither onto a trap nor beside one
		 * (ENGINE_ORDER_DRAG itself) */
		int r = 0;
		bool quiet = ord < ENGINE_ORDER_PASS || ((e->features & ENGINE_USE_LMR_DRAG) && ord == ENGINE_ORDER_DRAG);
		if (depth >= 3 && legal >= 3 && quiet && !pending) {
			if (e->features & ENGINE_USE_LMR)
				r = legal >= 12 && depth >= 6 ? 3 : legal >= 6 && depth >= 4 ? 2 : 1;
			else
				r = legal >= 10 && depth >= 5 ? 2 : 1;
		}

		int cost = board_is_pass(s) ? e->turn.left : 1;
		struct board_undo u;
		struct engine_mark mark;
		engine_mark(e, &mark);
		board_make(pos, &e->turn, s, &u);
		struct board_step next_prev = plain && (e->features & ENGINE_USE_CANON) ? s : engine_no_step;
		int v;
		if (pos->side != me) {
			/* the turn ended (the other side's begins, whole) */
			assert(e->turn.left == TURN_MAX_STEPS && !board_push_pending(&e->turn));
			/* it must have changed the board, and at the root not repeat thrice */
			if ((pos->hash ^ position_zobrist_side()) == start || (root_turn && engine_third_time(e))) {
				board_unmake(pos, &e->turn, &u);
				assert(engine_marked(e, &mark));
				continue;
			}
			uint64_t next = pos->hash;
			/* a root turn that took pieces: credited, the reply's window moved by as much */
			int take = root_turn ? engine_root_take(e, pos) : 0;
			int a = alpha - take, bb = beta - take;
			if (legal == 0) {
				v = -engine_search(e, depth - cost, -bb, -a, ply + 1, next, false, false,
							   engine_no_step);
			} else {
				v = -engine_search(e, depth - cost - r, -a - 1, -a, ply + 1, next, false, false,
							   engine_no_step);
				if (r && v > a)
					v = -engine_search(e, depth - cost, -a - 1, -a, ply + 1, next, false, false,
							   engine_no_step);
				if (v > a && v < bb)
					v = -engine_search(e, depth - cost, -bb, -a, ply + 1, next, false, false,
							   engine_no_step);
			}
			if (v > -EVAL_WON && v < EVAL_WON)
				v += take;
		} else {
			if (legal == 0) {
				v = engine_search(e, depth - cost, alpha, beta, ply + 1, start, root_turn, no_goal, next_prev);
			} else {
				v = engine_search(e, depth - cost - r, alpha, alpha + 1, ply + 1, start, root_turn, no_goal, next_prev);
				if (r && v > alpha)
					v = engine_search(e, depth - cost, alpha, alpha + 1, ply + 1, start, root_turn, no_goal, next_prev);
				if (v > alpha && v < beta)
					v = engine_search(e, depth - cost, alpha, beta, ply + 1, start, root_turn, no_goal, next_prev);
			}
		}
		board_unmake(pos, &e->turn, &u);
		assert(engine_marked(e, &mark));
		legal++;
		if (e->stopped)
			return 0;
		assert(v >= -EVAL_WIN && v <= EVAL_WIN);
		if (v > best) {
			best = v;
			best_step = s;
			if (v > alpha) {
				alpha = v;
				e->pv[ply][ply] = s;
				for (int k = ply + 1; k < e->pvlen[ply + 1]; k++)
					e->pv[ply][k] = e->pv[ply + 1][k];
				e->pvlen[ply] = e->pvlen[ply + 1] > ply + 1 ? e->pvlen[ply + 1] : ply + 1;
				if (v >= beta) {
					if (board_capture_of(pos, s) == PIECE_NONE && !board_is_pass(s)) {
						if (e->killer[ply][0].from != s.from || e->killer[ply][0].to != s.to) {
							e->killer[ply][1] = e->killer[ply][0];
							e->killer[ply][0] = s;
						}
						int *h = &e->history[me][s.from][s.to];
						*h += depth * depth;
						if (*h > (1 << 20))
							for (int x = 0; x < SQUARE_NB; x++)
								for (int y = 0; y < SQUARE_NB; y++)
									e->history[me][x][y] /= 2;
					}
					break;
				}
			}
		}
	}
	if (left_out) {
		/* the steps left out lose: the other side's goal by the end of its next turn */
		int lost = -(EVAL_WIN - (ply + 1 + TURN_MAX_STEPS));
		best = lost > best ? lost : best;
	} else if (legal == 0) {
		/* no step at the start of a turn: immobilized, a loss; mid-turn: a dead end */
		return -(EVAL_WIN - ply);
	}
	assert(best > -EVAL_WIN - 1 && best < EVAL_WIN + 1);
	int bound = best >= beta ? ENGINE_BOUND_LOWER : best > alpha0 ? ENGINE_BOUND_EXACT : ENGINE_BOUND_UPPER;
	/* read again: another thread may have written it since */
	if (!engine_tt_get(slot, tkey, &te) || te.depth <= depth || te.age != e->age) {
		te = (struct engine_tt_entry){ .score = engine_tt_in(best, ply), .depth = depth > 127 ? 127 : depth,
					       .bound = bound, .best = best_step, .age = e->age };
		engine_tt_put(slot, tkey, &te);
	}
	return best;
}

/* The root turn's steps from the principal variation: those before the
 * pass or the side's change, as core steps (piece, from, to). */
static int engine_pv_turn(const struct engine *e, const struct position *root, const struct board_turn *rt,
			  struct step *out, int max)
{
	struct position pos = *root;
	struct board_turn t = *rt;
	struct board_step prev = engine_no_step;
	int n = 0;
	for (int k = 0; n < max; k++) {
		struct board_step s;
		if (k < e->pvlen[0]) {
			s = e->pv[0][k];
		} else {
			/* the variation cut short by the table: follow the table's steps */
			uint64_t key = engine_tt_key(board_key(&pos, &t), prev);
			struct engine_tt_entry te;
			struct board_step steps[BOARD_MAX_STEPS];
			int m = engine_tt_get(&e->tt[key & e->tt_mask], key, &te) ? board_steps(&pos, &t, true, steps) : 0;
			int i = 0;
			while (i < m && (steps[i].from != te.best.from || steps[i].to != te.best.to))
				i++;
			if (i == m)
				break;
			s = steps[i];
		}
		if (board_is_pass(s))
			break;
		out[n++] = (struct step){ pos.board[s.from], s.from, s.to };
		bool plain = board_step_plain(&pos, &t, s);
		prev = plain && (e->features & ENGINE_USE_CANON) ? s : engine_no_step;
		struct board_undo u;
		board_make(&pos, &t, s, &u);
		if (pos.side != root->side)
			break;
	}
	return n;
}

/* Whether the steps s[0..n) after done[0..ndone) make a turn g's side may end. */
static bool engine_turn_ok(const struct game *g, const struct step *done, int ndone, const struct step *s, int n)
{
	struct turn t;
	turn_begin(&t, &g->pos);
	for (int i = 0; i < ndone; i++)
		if (turn_step(&t, done[i]) != STEP_OK)
			return false;
	for (int i = 0; i < n; i++)
		if (turn_step(&t, s[i]) != STEP_OK)
			return false;
	return turn_can_end(&t, &g->history) == TURN_END_OK;
}

/* The principal variation from the root as text: each turn after its
 * label (number: the root turn's move number), up to a pass that ends it
 * or the side's change. */
static void engine_pv_line(const struct engine *e, const struct position *root, const struct board_turn *rt,
			   int number, char *buf, size_t size)
{
	struct position pos = *root;
	struct board_turn t = *rt;
	size_t len = 0;
	bool labelled = false;
	buf[0] = '\0';
	for (int k = 0; k < e->pvlen[0] && len + 16 < size; k++) {
		struct board_step s = e->pv[0][k];
		if (!labelled) {
			char label[16];
			notation_label(number, pos.side, label);
			len += (size_t)snprintf(buf + len, size - len, "%s%s", len ? " " : "", label);
			labelled = true;
		}
		enum color side = pos.side;
		if (!board_is_pass(s)) {
			char st[5];
			notation_step((struct step){ pos.board[s.from], s.from, s.to }, st);
			len += (size_t)snprintf(buf + len, size - len, " %s", st);
		}
		struct board_undo u;
		board_make(&pos, &t, s, &u);
		if (pos.side != side) {
			labelled = false;
			if (side == SILVER)
				number++;
		}
	}
}

/* Sends progress to the caller (with the whole line when root is given). */
static void engine_send(struct engine *e, engine_report_fn report, void *ctx, int depth, bool partial, int score,
			const char *pv)
{
	if (!report)
		return;
	struct engine_info info = { depth, partial, score, e->nodes, engine_elapsed(e), pv, NULL };
	char line[512];
	if (!partial && e->line_root) {
		engine_pv_line(e, e->line_root, e->line_turn, e->line_number, line, sizeof line);
		info.line = line;
	}
	report(ctx, &info);
}

/* The first legal turn the move generator finds, for when the search has none. */
static int engine_any_turn(const struct game *g, struct step *out, int *n)
{
	struct movegen *mg = movegen_new();
	if (!mg)
		xmalloc_fail();
	const struct movegen_turn *turns;
	long count = movegen_list(mg, &g->pos, &g->history, &turns);
	if (count < 0)
		xmalloc_fail();
	if (count > 0) {
		memcpy(out, turns[0].steps, sizeof turns[0].steps);
		*n = turns[0].nsteps;
	}
	movegen_free(mg);
	return count > 0 ? 0 : 1;
}

/* Readies player e for a new search: no nodes yet, not stopped, no
 * killers, and the history an eighth of what it was. */
static void engine_search_begin(struct engine *e)
{
	e->nodes = 0;
	e->stopped = false;
	e->null_child = -1;
	for (int p = 0; p < ENGINE_MAX_PLY; p++)
		e->killer[p][0] = e->killer[p][1] = engine_no_step;
	for (int c = 0; c < COLOR_NB; c++)
		for (int x = 0; x < SQUARE_NB; x++)
			for (int y = 0; y < SQUARE_NB; y++)
				e->history[c][x][y] /= 8;
}

/* A helper's search: the leader's root, depth after depth (a step
 * ahead of the leader for every other helper, so that the threads'
 * searches differ), until the leader stops it; what it finds reaches
 * the leader through the table they share. */
static void *engine_helper_main(void *arg)
{
	struct engine *h = arg;
	for (int d = 1 + h->helper_offset; d <= h->helper_depth && !h->stopped; d++)
		engine_search(h, d, -EVAL_WIN - 1, EVAL_WIN + 1, 0, h->helper_key, true, false, engine_no_step);
	return NULL;
}

/* Starts e's helpers on the search e has set up (its root in e->pos and
 * e->turn, begun at the position of hash key), to depth at most; returns
 * how many started (a thread the system refuses is done without). */
static int engine_helpers_start(struct engine *e, uint64_t key, int depth)
{
	atomic_store(&e->helpers_stop, false);
	if (depth < 2)
		return 0;
	(void)board_key(&e->pos, &e->turn); /* the keys' tables filled before the threads read them */
	int started = 0;
	for (; started < e->threads - 1; started++) {
		struct engine *h = e->helper[started];
		if (h->features != e->features || memcmp(&h->weights, &e->weights, sizeof h->weights) != 0)
			memset(h->leaves, 0, sizeof h->leaves);
		h->features = e->features;
		h->weights = e->weights;
		h->tt = e->tt;
		h->tt_mask = e->tt_mask;
		h->age = e->age;
		h->pos = e->pos;
		h->turn = e->turn;
		h->hist = e->hist;
		h->line_root = e->line_root;
		h->line_turn = e->line_turn;
		h->line_number = e->line_number;
		h->helper_depth = depth;
		h->helper_key = key;
		engine_search_begin(h);
		if (pthread_create(&e->helper_thread[started], NULL, engine_helper_main, h) != 0)
			break;
	}
	return started;
}

/* Stops and waits for the first n helpers; returns the nodes they searched. */
static long engine_helpers_stop(struct engine *e, int n)
{
	atomic_store(&e->helpers_stop, true);
	long nodes = 0;
	for (int i = 0; i < n; i++) {
		pthread_join(e->helper_thread[i], NULL);
		nodes += e->helper[i]->nodes;
		e->helper[i]->line_root = NULL;
		e->helper[i]->line_turn = NULL;
	}
	return nodes;
}

int engine_analyse(struct engine *e, const struct game *g, const struct step *done, int ndone,
		   const struct engine_limits *lim, const atomic_bool *stop, engine_report_fn report, void *ctx,
		   struct engine_result *out)
{
	memset(out, 0, sizeof *out);
	e->lim = lim;
	clock_gettime(engine_clock(e), &e->start);
	if (g->phase != GAME_PLAY || ndone < 0 || ndone >= TURN_MAX_STEPS)
		return 1;
	/* the root: the turn so far, played through the core's rules */
	struct turn t;
	turn_begin(&t, &g->pos);
	for (int i = 0; i < ndone; i++)
		if (turn_step(&t, done[i]) != STEP_OK)
			return 1;
	e->pos = t.pos;
	e->turn = board_turn_of(&t);
	e->hist = &g->history;
	e->stop = stop;
	e->lim = lim;
	e->age++;
	/* the aim at first; up to the most allowed once the answer is unsettled */
	e->hard_ms = lim->time_ms > 0 ? lim->time_ms : lim->max_ms;
	engine_search_begin(e);

	const struct position root = e->pos;
	const struct board_turn rturn = e->turn;
	e->line_root = &root;
	e->line_turn = &rturn;
	e->line_number = g->number;
	e->pvlen[0] = 0;
	uint64_t start = g->pos.hash;
	int max_depth = lim->depth > 0 ? lim->depth
			: lim->time_ms > 0 || lim->max_ms > 0 || lim->nodes > 0 ? ENGINE_MAX_DEPTH
										: ENGINE_DEFAULT_DEPTH;
	max_depth = max_depth > ENGINE_MAX_DEPTH ? ENGINE_MAX_DEPTH : max_depth;
	struct step best[TURN_MAX_STEPS], cand[TURN_MAX_STEPS];
	int nbest = -1, score = 0, depth_done = 0, last_score = 0;
	char pv[sizeof out->move];
	/* a goal this turn is played at once: its steps from the proof */
	struct board_step line[TURN_MAX_STEPS];
	int ngoal = tactics_goal_line(&e->pos, &e->turn, ENGINE_GOAL_ROOT_BUDGET, line);
	if (ngoal > 0) {
		struct position p = root;
		struct board_turn bt = rturn;
		for (int i = 0; i < ngoal; i++) {
			struct board_undo u;
			cand[i] = (struct step){ p.board[line[i].from], line[i].from, line[i].to };
			board_make(&p, &bt, line[i], &u);
		}
		if (engine_turn_ok(g, done, ndone, cand, ngoal)) {
			memcpy(best, cand, sizeof cand);
			nbest = ngoal;
			score = EVAL_WIN - ngoal;
			notation_steps(&root, best, nbest, pv, sizeof pv);
			engine_send(e, report, ctx, ngoal, false, score, pv);
			max_depth = 0;
		}
	}
	int helpers = engine_helpers_start(e, start, max_depth);
	for (int d = 1; d <= max_depth; d++) {
		int v = engine_search(e, d, -EVAL_WIN - 1, EVAL_WIN + 1, 0, start, true, false, engine_no_step);
		bool complete = !e->stopped;
		/* an unfinished depth still gives its best step so far, if it found one */
		if (e->pvlen[0] == 0)
			break;
		int n = engine_pv_turn(e, &root, &rturn, cand, TURN_MAX_STEPS - ndone);
		bool ok = (n > 0 || ndone > 0) && engine_turn_ok(g, done, ndone, cand, n);
		/* an unfinished depth's best is at least as good as the last depth's */
		if (ok) {
			memcpy(best, cand, sizeof cand);
			nbest = n;
			if (complete) {
				/* the credit for pieces taken is for choosing: not reported
				 * (it was given where the depth reached the turn's end) */
				score = v;
				if (d >= rturn.left && v > -EVAL_WON && v < EVAL_WON) {
					struct position after = root;
					engine_apply(&after, cand, n);
					score -= engine_root_take(e, &after);
				}
			}
			notation_steps(&root, best, nbest, pv, sizeof pv);
		}
		if (!complete) {
			engine_send(e, report, ctx, d, true, score, nbest >= 0 ? pv : "");
			break;
		}
		depth_done = d;
		if (nbest >= 0)
			engine_send(e, report, ctx, d, false, score, pv);
		/* proved: deeper changes nothing, once deep enough to hold the whole win */
		if ((score > EVAL_WON && d >= EVAL_WIN - score) || score < -EVAL_WON)
			break;
		/* time: unsettled (the score fell), allow more. A depth begun is
		 * never wasted: its root steps searched so far count (above). */
		if (d >= 4 && score < last_score - 50 && lim->max_ms > e->hard_ms)
			e->hard_ms = e->hard_ms * 2 < lim->max_ms ? e->hard_ms * 2 : lim->max_ms;
		last_score = score;
	}
	long helper_nodes = engine_helpers_stop(e, helpers);
	e->line_root = NULL;
	e->line_turn = NULL;
	if (nbest < 0) {
		if (ndone > 0)
			return 1;
		if (engine_any_turn(g, best, &nbest) != 0)
			return 1;
	}
	notation_steps(&root, best, nbest, out->move, sizeof out->move);
	out->score = score;
	out->depth = depth_done;
	out->nodes = e->nodes + helper_nodes;
	return 0;
}

int engine_think(struct engine *e, const struct game *g, const struct engine_limits *lim,
		 const atomic_bool *stop, engine_report_fn report, void *ctx, struct engine_result *out)
{
	memset(out, 0, sizeof *out);
	if (g->phase == GAME_OVER)
		return 1;
	if (g->phase == GAME_SETUP) {
		struct placement pl[SETUP_PIECES];
		uint64_t s = e->seed;
		int which = (int)(board_splitmix(&s) % ENGINE_SETUPS);
		if (!e->seeded)
			e->seed = s;
		engine_setup_choice(g->pos.side, which, g->pos.side == SILVER ? &g->pos : NULL, pl);
		notation_setup(pl, SETUP_PIECES, out->move, sizeof out->move);
		return 0;
	}
	return engine_analyse(e, g, NULL, 0, lim, stop, report, ctx, out);
}
