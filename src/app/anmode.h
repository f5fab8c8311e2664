/* anmode.h: analysis mode and threat mode on the board screens (issue
 * 19), curses-free. In analysis mode an engine searches the position
 * shown (in play, or at the replay viewer's point, a turn in progress
 * included) until the position changes, then the next; what it found
 * (depth, score from Gold's side, nodes per second, its line) stays with
 * the position, so that coming back shows it again. The built-in engine
 * searches in a thread of its own and also takes the steps of a turn in
 * progress; an AEI engine (--analysis-engine) is sent the position at the
 * turn's start. Threat mode says what the opponent could capture or
 * whether it could reach its goal if it were its move now. The view
 * (tui/analysisview.c) draws both; tests/test_app_anmode.c drives this
 * with injected time. */
#ifndef ARIMAA_APP_ANMODE_H
#define ARIMAA_APP_ANMODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "app/app.h"
#include "app/threat.h"
#include "notation/gametree.h"

/* What the analysis of one position says. */
struct anmode_info {
	bool valid;           /* something was found */
	uint64_t key;         /* the position (anmode_key) */
	int depth;            /* steps searched to */
	bool partial;         /* in the midst of the next depth */
	bool has_score;
	int score;            /* centi-rabbits from Gold's side */
	long nodes;
	long ms;              /* time the search took so far */
	bool done;            /* the search ended by itself (a proof, its depth) */
	enum color mover;     /* the side the line is for */
	int ndone;            /* steps of the turn in progress the line continues */
	char line[200];       /* the engine's line: its best turn first, notation */
};

/* How many positions keep their results while navigating. */
enum { ANMODE_CACHE = 256 };

/* The key of a position to analyse: its board and side, and the steps of
 * the turn in progress. */
uint64_t anmode_key(const struct position *pos, int ndone);

/* Nodes per second of a result (0 when too early to say). */
long anmode_nps(const struct anmode_info *in);

/* The first turn of a result's line as steps from pos (the position
 * shown, after the turn's steps so far): the steps read until the side
 * changes or four in all. Returns how many (0 if the line does not read
 * from pos). */
int anmode_first_turn(const struct anmode_info *in, const struct position *pos, struct step *out);

/* The line of a result as moves played from g (the game shown at the
 * start of the turn; the steps done so far are played first as part of
 * the first move), up to `turns` turns (0: all): each checked by the
 * rules. Returns how many moves went to out (at most max); the line stops
 * at the first step that is not legal. */
size_t anmode_line_moves(const struct anmode_info *in, const struct game *g, const struct step *done, int ndone,
			 int turns, struct gametree_move *out, size_t max);

/* Turns analysis mode on or off (from the action table). */
void anmode_toggle(struct ui *u);

/* Turns threat mode on or off. */
void anmode_threat_toggle(struct ui *u);

/* Whether analysis mode or threat mode is on. */
bool anmode_on(void);
bool anmode_threat_on(void);

/* Moves analysis on (after every key and timeout of the main loop): a
 * new position shown starts a new search (the old one's result kept), and
 * what the engine says is read. now is the time in milliseconds. Returns
 * true if what is shown changed. */
bool anmode_tick(struct ui *u, long now);

/* The time the main loop may wait for a key: at most ms, less while a
 * search runs (its progress is shown). */
int anmode_wait(int ms);

/* What analysis says of the position shown (NULL if analysis is off or
 * has found nothing yet), and a note ("searching", why not). */
const struct anmode_info *anmode_shown(void);
const char *anmode_note(void);

/* The threats of the position shown (NULL when threat mode is off or the
 * position is not at a turn's start in play). */
const struct threat *anmode_threat(void);

/* The position the analysis shown is of (valid with anmode_shown). */
const struct position *anmode_position(void);

/* The moves of the shown line up to `turns` turns (0: all) played from
 * the position shown, for adding to a game tree as a variation. Returns
 * how many (0 with a note in why when there is no line). */
size_t anmode_variation(struct ui *u, int turns, struct gametree_move *out, size_t max, char *why, size_t size);

/* V (and :variation N): adds the shown line, or its first `turns` turns
 * (0: all), to the game tree as a variation at the node shown (in play:
 * at the game's last move, the turn's steps so far first); the status
 * says what was added or why not. */
void anmode_add_variation(struct ui *u, int turns);

/* Stops every search for sure and frees what the module holds. */
void anmode_free(void);

/* For the tests: the engine is the built-in one with its search held to
 * depth steps (0: unlimited) on threads threads, or the AEI engine cmd
 * (NULL: built-in), sent the threads option if threads > 0. */
void anmode_configure(const char *cmd, int depth, int threads);

#endif
