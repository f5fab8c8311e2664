/* engine.h: the built-in player: a setup, and a search over single steps
 * (iterative deepening, the side changing after each turn's last step),
 * stopped promptly by a flag or a time budget. No printing: what the
 * search finds comes back through a callback and a result. */
#ifndef ARIMAA_ENGINE_ENGINE_H
#define ARIMAA_ENGINE_ENGINE_H

#include <stdatomic.h>
#include <stdbool.h>
#include "core/game.h"

struct eval_weights; /* engine/eval.h */

/* How far and how long to search. */
struct engine_limits {
	int depth;    /* steps (4 a turn); 0: as deep as time or nodes allow (8 with neither) */
	long time_ms; /* the time to aim at; 0 for none (the search ends at its depth) */
	long max_ms;  /* the time never to pass, spent when the search is unsettled; 0: time_ms */
	long nodes;   /* the most nodes to search; 0 for no limit (with no time either, a
		       * fixed budget makes the search deterministic whatever the load) */
	bool cpu;     /* time is the searching thread's processor time, not the wall clock */
};

/* What the search knows so far, reported as it goes. */
struct engine_info {
	int depth;       /* steps searched to: 4 for one turn, 8 for two */
	bool partial;    /* in the midst of the next depth */
	int score;       /* centi-rabbits, from the view of the side to move */
	long nodes;      /* positions judged so far */
	long ms;         /* time spent so far */
	const char *pv;  /* the best move so far, in notation */
	/* the principal line of a whole depth, each turn after its label
	 * ("12g Ed2n Ed3n 12s ee7s ..."; the first is the turn being
	 * searched, its steps so far not included), or NULL */
	const char *line;
};

/* Called by the search with what it knows so far. */
typedef void (*engine_report_fn)(void *ctx, const struct engine_info *info);

/* The move chosen: a turn or a setup, as notation ("Ed2n Ed3n" or "Ra1 Rb1 ..."). */
struct engine_result {
	char move[160];
	int score;
	int depth;
	long nodes;
};

struct engine;

/* A new player (running out of memory is fatal, as with xmalloc), with
 * a transposition table of ENGINE_HASH_MB megabytes, and setups drawn at
 * random. */
struct engine *engine_new(void);

enum { ENGINE_HASH_MB = 32, ENGINE_HASH_MAX_MB = 4096, ENGINE_MAX_DEPTH = 80, ENGINE_MAX_THREADS = 8 };

/* Sizes the transposition table to at most mb megabytes (1 at the least,
 * ENGINE_HASH_MAX_MB at the most), emptying it. */
void engine_set_hash(struct engine *e, long mb);

/* Searches with n threads (1 to ENGINE_MAX_THREADS; 1 at first): the
 * others search the same root beside it, sharing its table, until it
 * ends (lazy SMP), so that what they find orders and cuts its search.
 * With more than one the search is no longer the same from run to run,
 * and a node budget (engine_limits.nodes) counts the first thread's
 * nodes only; the result counts them all. Call it between searches. */
void engine_set_threads(struct engine *e, int n);

/* How many threads the player searches with. */
int engine_threads(const struct engine *e);

/* The threads a search may have here: one for each processor this process
 * may run on (its affinity: taskset, a container's cpuset; else those
 * online), from 1 to ENGINE_MAX_THREADS (1 if the system cannot say). */
int engine_processors(void);

/* Empties the table and the move-ordering history (a new game). */
void engine_clear(struct engine *e);

/* Makes the choice of setup follow seed instead of chance. */
void engine_seed(struct engine *e, uint64_t seed);

/* What the player uses beyond the search it had before them (bits): the
 * quiescence search on captures at the leaves, and the judgement's items
 * added with it (pieces hemmed in; the other side's threats weighed by
 * the steps the mover has left, which measured no gain and is left out
 * of ENGINE_USE_DEFAULT, what a new player uses); the other side's goal
 * next turn proved at the leaves (in place of the free-path pattern; no
 * gain measured, left out too), a rabbit near its goal counting its
 * advance even if it can be taken, and late quiet steps reduced by up to
 * three steps (two before), goal searches given eight times the nodes
 * (fewer left unsettled, each counted as a likely goal; against version
 * 0.1 they won fewer games, left out), and the other side's way to goal
 * within a turn through pieces moved or pushed aside, estimated
 * (eval_goal_steps; no gain measured, left out), and two plain steps of
 * a turn far apart searched in one order only (board_order_skips: half
 * the nodes to the same depth), and a turn whose start is one to three
 * steps above the horizon searched whole when the other side would reach
 * its goal if the mover passed (an extension to the goal check that
 * starts the other side's next turn, once a line; in the default player
 * too), and a rabbit one to three rows from its goal counted more when
 * no more enemy pieces (rabbits apart) stand within two steps of it than
 * friends (a runner, EVAL_RUNNERS; measured in the eighteenth round, left
 * out), and at the last step of its turn, with no goal of its own, the
 * mover's steps too far from the other side's goal (the goal it would
 * have if the mover passed) to touch it left out, and the pass: they
 * lose (ENGINE_USE_THREAT_ZONE, left out), and late drags (a push's
 * first step, a pull's second) that bring the piece neither onto a trap
 * nor beside one reduced like late quiet steps (ENGINE_USE_LMR_DRAG, in
 * the default player since the twentieth round), and a root turn that
 * takes pieces and loses none credited the best piece taken and half of
 * it again, the piece alone where the other side may answer (half of it
 * until the thirty-third round, the whole until the thirty-fourth), to
 * choose by (eval_taken_now; the score
 * reported leaves it out; ENGINE_USE_TAKE_NOW, in the default player
 * since the twenty-second round), and a null turn at a turn's start off
 * the line where the mover stands at or above beta: the other side moves
 * twice, searched shallower, and the turn is cut if the mover still
 * stands there (ENGINE_USE_NULL, from 10 steps; measured in the
 * thirty-eighth round, no gain at 100,000 or 400,000 nodes a move, left
 * out). For benchmarks that play the old way against the new. */
enum { ENGINE_USE_QUIESCE = 1, ENGINE_USE_HEMMED = 2, ENGINE_USE_WAITER = 4, ENGINE_USE_GOAL_THREAT = 8,
       ENGINE_USE_RABBIT_NEAR = 16, ENGINE_USE_LMR = 32, ENGINE_USE_GOAL_DEEP = 64, ENGINE_USE_GOAL_EST = 128,
       ENGINE_USE_CANON = 256, ENGINE_USE_THREAT_EXT = 512, ENGINE_USE_RUNNERS = 1024, ENGINE_USE_THREAT_ZONE = 2048,
       ENGINE_USE_LMR_DRAG = 4096, ENGINE_USE_TAKE_NOW = 8192, ENGINE_USE_NULL = 16384, ENGINE_USE_ALL = 32767,
       ENGINE_USE_DEFAULT = ENGINE_USE_QUIESCE | ENGINE_USE_HEMMED | ENGINE_USE_RABBIT_NEAR | ENGINE_USE_LMR |
			    ENGINE_USE_CANON | ENGINE_USE_THREAT_EXT | ENGINE_USE_LMR_DRAG | ENGINE_USE_TAKE_NOW };

/* Sets what the player uses (ENGINE_USE_* bits). */
void engine_set_features(struct engine *e, unsigned features);

/* Sets a weight of the player's judgement (eval_weights_set names them;
 * the player starts with eval_weights_default) and forgets the leaves it
 * judged; false, nothing changed, for a name or value eval_weights_set
 * refuses. For benchmarks that play one weight against another; call it
 * between games (engine_clear forgets the searches' table too). */
bool engine_set_weight(struct engine *e, const char *name, int value);

/* The weights the player judges with (its w[i] is the weight
 * eval_weights_name(i, ...) names), for benchmarks to print. */
const struct eval_weights *engine_weights(const struct engine *e);

/* Frees a player (NULL is allowed). */
void engine_free(struct engine *e);

/* Chooses the move for the side to move in g: a setup in the setup phase,
 * else a turn. Stops early when *stop becomes true (stop may be NULL) or
 * the budget is spent, with the best move found so far. report, if not
 * NULL, is called with the progress. Returns 0, or 1 if the side to move
 * has no move (the game is over or it cannot move). */
int engine_think(struct engine *e, const struct game *g, const struct engine_limits *lim,
		 const atomic_bool *stop, engine_report_fn report, void *ctx, struct engine_result *out);

/* Searches the rest of a turn already in progress: the side to move in
 * g has taken steps done[0..ndone) (legal, no more than three); out->move
 * gets the steps to add (nothing if ending the turn now is best). As
 * engine_think otherwise; returns 1 if the turn cannot go on or end. */
int engine_analyse(struct engine *e, const struct game *g, const struct step *done, int ndone,
		   const struct engine_limits *lim, const atomic_bool *stop, engine_report_fn report, void *ctx,
		   struct engine_result *out);

/* The player's first setup for side c: sixteen placements into pl. */
void engine_setup(enum color c, struct placement pl[SETUP_PIECES]);

/* How many setups the player chooses among. */
enum { ENGINE_SETUPS = 4 };

/* Setup number `which` (0..ENGINE_SETUPS-1) for side c. If opponent is
 * not NULL (Silver answering Gold's setup on that board), the setup is
 * mirrored file-wise to put the camel on the other wing from the
 * opponent's elephant. */
void engine_setup_choice(enum color c, int which, const struct position *opponent,
			 struct placement pl[SETUP_PIECES]);

/* Plays steps s[0..n) of a legal turn on pos with their trap captures,
 * and hands the move to the other side (no legality check). */
void engine_apply(struct position *pos, const struct step *s, int n);

#endif
