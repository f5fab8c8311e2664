/* progress.h: what the learner has done, remembered from one run to the
 * next in $XDG_STATE_HOME/arimaa/learn.txt (~/.local/state/arimaa/): the
 * lessons passed, the puzzles solved, the streak of puzzles solved in a
 * row and a score by theme. The file is written atomically and read as
 * untrusted input: bounded in size and lines, and a bad file is reported
 * (line and why), never trusted in part. */
#ifndef ARIMAA_APP_PROGRESS_H
#define ARIMAA_APP_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include "learn/puzzle.h"

/* The most lessons and puzzles remembered, the longest name, the largest file read. */
enum {
	PROGRESS_LESSONS_MAX = 256,
	PROGRESS_PUZZLES_MAX = 4096,
	PROGRESS_NAME_MAX = 32,
	PROGRESS_FILE_MAX = 256 * 1024
};

struct progress {
	char lessons[PROGRESS_LESSONS_MAX][PROGRESS_NAME_MAX]; /* the lessons passed, by name */
	int nlessons;
	char puzzles[PROGRESS_PUZZLES_MAX][PROGRESS_NAME_MAX]; /* the puzzles solved, by id */
	int npuzzles;
	long streak, best;                  /* puzzles solved in a row now, and at most */
	long solved[PUZZLE_THEME_NB];       /* puzzles solved by theme (without the answer shown) */
	long tried[PUZZLE_THEME_NB];        /* puzzles tried by theme */
};

/* Empties p: nothing done yet. */
void progress_init(struct progress *p);

/* Reads the text of a progress file (any bytes, len of them) into p.
 * Returns 0, or -1 with "line N: why" in why and p empty. */
int progress_parse(struct progress *p, const char *text, size_t len, char *why, size_t size);

/* The text of the progress file for p, malloc'd. */
char *progress_format(const struct progress *p);

/* The path of the progress file (its directory made if missing),
 * malloc'd; NULL with *cause. */
char *progress_path(char **cause);

/* Reads the file at path into p: a missing file is no progress (0).
 * Returns 0, or -1 with why ("PATH: line 3: ...", "PATH: is a FIFO...")
 * and p empty. */
int progress_load(struct progress *p, const char *path, char *why, size_t size);

/* Writes p to path atomically. Returns 0, or -1 with *cause. */
int progress_save(const struct progress *p, const char *path, char **cause);

/* Whether the lesson called name was passed. */
bool progress_lesson_done(const struct progress *p, const char *name);

/* Marks the lesson called name as passed (a name too long, or past the
 * most kept, is not remembered). */
void progress_lesson_mark(struct progress *p, const char *name);

/* Whether the puzzle id was solved. */
bool progress_puzzle_solved(const struct progress *p, const char *id);

/* Counts an attempt at puzzle id of theme t: solved (without the answer
 * shown) extends the streak and the theme's score, else the streak ends. */
void progress_puzzle_result(struct progress *p, const char *id, enum puzzle_theme t, bool solved);

#endif
