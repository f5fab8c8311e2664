/* analysis.h: what an engine says of a position, and the analysis of a
 * whole game: a line (score from Gold's side, depth, nodes, the best
 * turn), the glyph a drop in evaluation earns, and every position of a
 * game tree's main line searched in turn and written back as %eval on
 * each move, ?!, ? or ?? on the moves that lose ground and a comment with
 * the engine's better turn. Curses-free; the searcher is a function (the
 * built-in engine, an AEI engine, or a test's fake). */
#ifndef ARIMAA_APP_ANALYSIS_H
#define ARIMAA_APP_ANALYSIS_H

#include <stdbool.h>
#include <stddef.h>
#include "core/game.h"
#include "notation/gametree.h"

/* The drops (centi-rabbits on the engine's scale, from the mover's side,
 * only as much as the material or the game at stake: see
 * analysis_game_drop) that mark a move: a rabbit ?!, two rabbits (a
 * dog) ?, four (nearly a camel, or a goal) ??. At 20 ms a position the
 * engine's judgement alone differs from good players' moves by 0.8 of a
 * rabbit in the median and by 2 or more in one move in ten
 * (bench/analyse_bench), so no mark rests on it. A proved win is
 * written as ANALYSIS_WIN (a proved loss as its negative), and every
 * score is held within those bounds. */
enum {
	ANALYSIS_DUBIOUS = 100,
	ANALYSIS_MISTAKE = 200,
	ANALYSIS_BLUNDER = 400,
	ANALYSIS_WIN = 10000
};

/* What a search found for one position. */
struct analysis_line {
	bool done;          /* searched (the rest is meaningful) */
	bool has_score;
	int score;          /* centi-rabbits from Gold's side, within +-ANALYSIS_WIN */
	int depth;          /* steps */
	long nodes;
	long ms;
	char move[160];     /* the best turn (the steps still to take), notation; "" if none */
	/* whole-game analysis: the value of the move into this position at
	 * the horizon of the search of the position before it (Gold's side) */
	bool has_reply;
	int reply;
};

/* A searcher: finds the best turn for the side to move in g (in play;
 * it may be played on and restored) and its score from that side's view
 * (*mover_score, a proved win as ANALYSIS_WIN). Returns 0, or -1 with why
 * when the engine failed. */
typedef int (*analysis_search_fn)(void *ctx, struct game *g, struct analysis_line *out, int *mover_score,
				  char *why, size_t whysize);

/* The value of the position in g for its side to move, searched to depth
 * steps (0: judged as it stands, with a goal this turn seen), as the
 * searcher's own search would find it at that horizon. Returns 0, or -1
 * with why. */
typedef int (*analysis_value_fn)(void *ctx, struct game *g, int depth, int *mover_score, char *why,
				 size_t whysize);

/* An engine for the whole-game analysis: value may be NULL (an engine
 * whose depth cannot be set). */
struct analysis_searcher {
	analysis_search_fn search;
	analysis_value_fn value;
	void *ctx;
};

/* A score from the side to move's view held within +-ANALYSIS_WIN (a
 * score beyond won, when won > 0, is a proved win: ANALYSIS_WIN), then
 * turned to Gold's side. */
int analysis_gold_score(int mover_score, int won, enum color side);

/* The glyph a drop earns: 6 (?!), 2 (?), 4 (??) or 0 (none). */
int analysis_glyph(int drop);

/* The whole-game analysis of a tree's main line: positions[0] is the
 * position after the setups (or the root of a game from a position),
 * positions[i] the one after the i-th turn of play. */
struct analysis_game {
	gametree_id *nodes;          /* the node after which each position stands */
	struct analysis_line *lines; /* what the search said of it */
	size_t n;                    /* positions */
	size_t next;                 /* the next to search */
	bool failed;
	char why[256];
};

/* Takes the main line of t (legal: the main line as read). */
void analysis_game_init(struct analysis_game *a, const struct gametree *t);

void analysis_game_free(struct analysis_game *a);

/* Whether every position has been searched (or the engine failed). */
bool analysis_game_done(const struct analysis_game *a);

/* Searches the next position (a finished game's last position is scored
 * by its result without a search) and, with a value function, the value
 * of the move into it at the horizon of the search before it (its depth
 * less a turn). Returns false once done. */
bool analysis_game_step(struct analysis_game *a, const struct gametree *t, const struct analysis_searcher *s);

/* The evaluation shown for position i, Gold's side: with the value of the
 * move into it, the mean of that value (judged after the mover's turn)
 * and the search's score (judged after a reply), which cancels the
 * search's lean toward the side that moved last; else the score. Returns
 * false if unsearched. */
bool analysis_game_eval(const struct analysis_game *a, size_t i, int *eval);

/* The drop the move into position i (0 < i < a->n) cost its mover: the
 * search's score of the position before it less the move's value at the
 * same horizon (without a value function: less the score of the position
 * after it), from the mover's side; 0 when the mover played the engine's
 * turn. It counts only up to what the move puts at stake by the engine's
 * lines: the material it loses itself, the material the engine's reply
 * takes, the material the engine's turn would have taken instead (piece
 * values as the engine's: a rabbit 100, a cat 150 ... an elephant 800),
 * or a whole game when a proved win is missed or a goal allowed; a drop
 * by the judgement of the position alone counts nothing. Returns false
 * if either position is unsearched. */
bool analysis_game_drop(const struct analysis_game *a, const struct gametree *t, size_t i, int *drop);

/* Writes what is searched into t: %eval (analysis_game_eval) on every
 * move into a searched position, and on the moves that lost
 * ANALYSIS_DUBIOUS or more a glyph (unless the move has a move glyph
 * already) and a comment "better: TURN (+S; played: +P)": the engine's
 * turn, its score and the move played's value, from Gold's side. A drop
 * is 0 while the mover's proved win is kept. */
void analysis_game_apply(const struct analysis_game *a, struct gametree *t);

#endif
