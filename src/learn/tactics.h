/* tactics.h: the exact searches behind the puzzles, over whole turns of
 * the core's turn API and move generator: a goal this turn (the fewest
 * steps), a goal forced in two turns, and the material a turn wins against
 * every reply. Third repetitions are not looked at: a puzzle starts from a
 * fresh history. Every search counts its work against a budget and says
 * when the budget ran out, so a caller never waits without bound. */
#ifndef ARIMAA_LEARN_TACTICS_H
#define ARIMAA_LEARN_TACTICS_H

#include <stdbool.h>
#include "core/movegen.h"
#include "core/turn.h"

/* A turn as its steps. */
struct tactics_line {
	struct step steps[TURN_MAX_STEPS];
	int nsteps;
};

/* A score beyond any count of pieces: the turn (or the reply) wins the game. */
enum { TACTICS_WIN = 100 };

/* What a search returns besides its answer: TACTICS_OUT when the budget ran out. */
enum { TACTICS_NO = 0, TACTICS_YES = 1, TACTICS_OUT = -1 };

/* Two move generators (a turn's replies are listed while the turns are). */
struct tactics {
	struct movegen *mg[2];
	long budget; /* work left: one unit a step taken or a turn replayed; <= 0: out */
	struct tactics_line refute; /* the last reply that refuted a turn: tried first next time */
	bool has_refute;
};

/* Starts a search context with `budget` units of work. */
void tactics_init(struct tactics *tx, long budget);
void tactics_free(struct tactics *tx);

/* Plays line from pos as one turn into *after (the other side to move).
 * Returns the first refused step's index, or -1 if all were taken and the
 * turn may end (no history: repetitions are not looked at); -2 if the turn
 * may not end. */
int tactics_play(const struct position *pos, const struct tactics_line *line, struct position *after);

/* Who has won in pos, just reached by a turn of the other side: the win
 * checks of the board (goal, elimination) and then whether pos->side can
 * move at all. Returns the reason (REASON_NONE if none) with the winner. */
enum game_reason tactics_verdict(struct tactics *tx, const struct position *pos, enum color *winner);

/* The fewest steps a rabbit of side c needs to reach its goal rank (9 if it has none). */
int tactics_rabbit_distance(const struct position *pos, enum color c);

/* Whether pos->side can end this turn with a rabbit on its goal rank;
 * the fewest-step such turn goes to *out. TACTICS_YES, _NO or _OUT. */
int tactics_goal_now(struct tactics *tx, const struct position *pos, struct tactics_line *out);

/* Whether turn line, played from pos, forces a goal by pos->side at its
 * next turn: it wins at once by goal, or the other side can move and after
 * each of its turns (none winning for it) pos->side can reach its goal.
 * A reply that escapes goes to tx->refute. TACTICS_YES, _NO or _OUT. */
int tactics_forces_goal(struct tactics *tx, const struct position *pos, const struct tactics_line *line);

/* The net material of pos->side from `from` to `to`: the other side's
 * pieces lost minus its own. */
int tactics_net(const struct position *from, const struct position *to, enum color side);

/* The score of turn line from pos for pos->side: TACTICS_WIN if it wins at
 * once, else the least net material (pieces won minus pieces lost, over
 * the turn and the reply) that any reply of the other side leaves, a reply
 * that wins counting -TACTICS_WIN. The search of replies may stop once the
 * score is known to be below floor: the value is then some value below
 * floor. Returns TACTICS_YES with the score in *score, or TACTICS_OUT; a
 * line that is not a legal turn scores -TACTICS_WIN - 1. */
int tactics_score(struct tactics *tx, const struct position *pos, const struct tactics_line *line,
		  int floor, int *score);

/* As tactics_score for pos->side passing (the threat it faces): the other
 * side moves from pos as it stands. */
int tactics_pass_score(struct tactics *tx, const struct position *pos, int floor, int *score);

#endif
