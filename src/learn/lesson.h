/* lesson.h: the tutorial's lessons (data/lessons.txt): each a position
 * (or a setup to make), a task in a sentence, a hint, the answer, the goal
 * as predicates on the position reached, and wrong attempts each with the
 * message it must be refused with. An attempt is judged by the position it
 * reaches, and a rule it breaks is told in the words play uses. */
#ifndef ARIMAA_LEARN_LESSON_H
#define ARIMAA_LEARN_LESSON_H

#include <stdbool.h>
#include <stddef.h>
#include "core/game.h"
#include "learn/blocks.h"

/* The most goals and wrong examples a lesson has. */
enum { LESSON_GOALS_MAX = 8, LESSON_WRONG_MAX = 16 };

enum lesson_goal_type {
	LESSON_GOAL_PIECE,    /* "piece E on d5": that piece stands on that square */
	LESSON_GOAL_EMPTY,    /* "empty d5": nothing stands there */
	LESSON_GOAL_CAPTURED, /* "captured r": a piece like that fell in the attempt */
	LESSON_GOAL_COUNT,    /* "count r 3": so many pieces like that are on the board */
	LESSON_GOAL_WIN,      /* "win goal" (or elimination, immobilization): the mover has won so */
	LESSON_GOAL_NO_WIN,   /* "no-win": the game goes on */
	LESSON_GOAL_STEPS,    /* "steps 4": the turn took so many steps */
	LESSON_GOAL_POSITION  /* "position [64 squares]": the board is this */
};

struct lesson_goal {
	enum lesson_goal_type type;
	int piece, square, count;
	enum game_reason reason;
	struct position board;
	const char *message; /* said when the goal is not met: its own, or the lesson's Miss */
};

struct lesson_wrong {
	const char *attempt; /* steps (or a setup) in notation */
	const char *message; /* the exact message it must be refused with */
	int line;
};

struct lesson {
	const char *name, *title, *task, *hint, *answer, *miss;
	bool setup;              /* the learner makes a setup (of setup_side) */
	enum color setup_side;
	char *record;            /* the position and the moves before it, as a record */
	int nmoves;
	struct step taken[TURN_MAX_STEPS]; /* steps of this turn already taken */
	int ntaken;
	struct lesson_goal goals[LESSON_GOALS_MAX];
	int ngoals;
	struct lesson_wrong wrong[LESSON_WRONG_MAX];
	int nwrong;
	int line;
};

struct lesson_set {
	struct blocks blocks; /* the text the lessons' strings point into */
	struct lesson *items;
	size_t n;
};

/* Reads a lesson file (any bytes). Returns 0, or -1 with "line N: why". */
int lesson_read(const char *text, size_t len, struct lesson_set *set, char *why, size_t whysize);

void lesson_set_free(struct lesson_set *set);

/* The game the lesson starts from, its taken steps not yet played (free it
 * with game_free). Returns 0, or -1 (the file was read, so it does not happen). */
int lesson_start(const struct lesson *l, struct game *g);

/* The turn the learner continues: the lesson's game with its taken steps. */
void lesson_turn(const struct lesson *l, const struct game *g, struct turn *t);

enum lesson_verdict {
	LESSON_DONE,     /* the task is done */
	LESSON_ILLEGAL,  /* a rule is broken: msg in the words play uses */
	LESSON_MISSED,   /* legal, but the task is not done: msg is the goal's message */
	LESSON_UNREADABLE /* the attempt is not notation */
};

/* Judges the learner's steps s[0..n) (after the taken ones), then the end
 * of the turn, then the goals; msg says why (or "done"). */
enum lesson_verdict lesson_judge_steps(const struct lesson *l, const struct step *s, int n, char *msg,
				       size_t size);

/* Judges a setup lesson's placements. */
enum lesson_verdict lesson_judge_setup(const struct lesson *l, const struct placement *pl, int n, char *msg,
				       size_t size);

/* Judges an attempt written in notation: steps, or a setup's tokens. */
enum lesson_verdict lesson_judge_text(const struct lesson *l, const char *text, char *msg, size_t size);

#endif
