/* puzzle.h: puzzles from real games (data/puzzles.txt): reading the file,
 * writing an entry, and judging an attempt by what it achieves (any turn
 * that does the task is accepted, not only the stored solution). */
#ifndef ARIMAA_LEARN_PUZZLE_H
#define ARIMAA_LEARN_PUZZLE_H

#include <stdbool.h>
#include <stddef.h>
#include "core/position.h"
#include "learn/tactics.h"

enum puzzle_theme {
	PUZZLE_GOAL,     /* "goal": reach the goal this turn */
	PUZZLE_GOAL2,    /* "goal-in-two": a turn after which the goal cannot be stopped */
	PUZZLE_MATERIAL, /* "win-material": win the most material against every reply */
	PUZZLE_SAVE,     /* "save-piece": a piece is threatened: lose nothing on balance */
	PUZZLE_STOP,     /* "stop-goal": the other side threatens a goal: stop it */
	PUZZLE_THEME_NB
};

struct puzzle {
	char id[32];          /* "669123-23s" */
	char game[16];        /* the archive's game id */
	char move[16];        /* the label of the move the position comes before */
	char source[64];      /* the archive file's name */
	enum puzzle_theme theme;
	int difficulty;       /* 1 (easy) to 5 */
	struct position pos;  /* pos.side to move */
	int number;           /* the move number */
	struct tactics_line solution;
	int score;            /* PUZZLE_MATERIAL, PUZZLE_SAVE: the best score (pieces) */
	long solutions;       /* how many distinct turns do the task (0: not counted) */
	long turns;           /* out of how many distinct legal turns */
	int line;             /* the line of the entry in its file */
};

struct puzzle_set {
	struct puzzle *items;
	size_t n;
};

/* The theme's name in the file ("goal", "goal-in-two", ...). */
const char *puzzle_theme_name(enum puzzle_theme t);

/* The theme called name, or PUZZLE_THEME_NB if none is. */
enum puzzle_theme puzzle_theme_parse(const char *name);

/* The task in words for side c, e.g. "Gold to move: reach the goal this turn". */
void puzzle_task(const struct puzzle *p, char *buf, size_t size);

/* Reads a puzzle file (any bytes). Returns 0, or -1 with "line N: why" in why. */
int puzzle_read(const char *text, size_t len, struct puzzle_set *set, char *why, size_t whysize);

void puzzle_set_free(struct puzzle_set *set);

/* Writes p as an entry of the file (a block ending with a blank line), as snprintf. */
size_t puzzle_write(const struct puzzle *p, char *buf, size_t size);

/* The verdict on an attempt. */
enum puzzle_verdict {
	PUZZLE_SOLVED,
	PUZZLE_ILLEGAL,   /* a step or the end of the turn breaks the rules */
	PUZZLE_WRONG,     /* legal, but it does not do the task */
	PUZZLE_UNKNOWN    /* the search ran out of its budget */
};

/* Judges the turn `attempt` (steps from p->pos) with an exact search of at
 * most `budget` units; msg says why in words ("step Ed4n: the elephant on
 * d4 is frozen", "silver can still reach the goal: rb2s ..."). */
enum puzzle_verdict puzzle_judge(const struct puzzle *p, const struct tactics_line *attempt, long budget,
				 char *msg, size_t size);

/* For the second turn of a goal in two: the other side's reply to the
 * learner's turn `first` that puts the goal furthest off (one that wins
 * or stops the goal at once, else the one after which the goal needs the
 * most steps), into *reply, and the position after it into *next.
 * Returns TACTICS_YES, TACTICS_NO (first is not a legal turn, or the
 * other side cannot move) or TACTICS_OUT. */
int puzzle_reply(const struct puzzle *p, const struct tactics_line *first, long budget, struct tactics_line *reply,
		 struct position *next);

/* A square the solution moves a piece from (the hint), or -1. */
int puzzle_hint_square(const struct puzzle *p);

#endif
