/* tutor.h: the tutorial's and the puzzles' screens without drawing them
 * (arimaa --learn, --puzzles, :learn, :puzzles): the lesson list with the
 * progress, a lesson or a puzzle set up on the board of a session of its
 * own (the game in progress is put aside, never autosaved over), the
 * steps checked by the position they reach (src/learn judges), a hint,
 * the answer, the next one, and the progress remembered (app/progress.h). */
#ifndef ARIMAA_APP_TUTOR_H
#define ARIMAA_APP_TUTOR_H

#include <stdbool.h>
#include <stddef.h>
#include "app/app.h"
#include "app/progress.h"
#include "app/puzzlelist.h"
#include "learn/lesson.h"
#include "learn/puzzle.h"

enum tutor_kind { TUTOR_LESSONS, TUTOR_PUZZLES };

/* The work an attempt at a puzzle may cost its search (about a second at most). */
enum { TUTOR_BUDGET = 20000000 };

struct tutor {
	enum tutor_kind kind;
	char *text;                 /* the data file's text */
	struct lesson_set lessons;
	struct puzzle_set puzzles;
	size_t sel, top;            /* the lesson list: the lesson marked, the first shown */
	struct puzzlelist plist;    /* the puzzle list (app/puzzlelist.h) */
	size_t cur;                 /* the lesson or puzzle on the board */
	bool board;                 /* on the board (else the lesson or puzzle list) */
	bool done;                  /* the one on the board is passed or solved */
	bool counted;               /* the puzzle's first verdict was counted */
	int hint_sq;                /* the square a puzzle's hint marks, or -1 */
	char verdict[512];          /* the last check, for the panel */
	bool verdict_ok;
	struct progress prog;
	char *prog_path;            /* NULL: the progress is not kept */
	bool standalone;            /* --learn, --puzzles: leaving quits */
	bool scratch;               /* a puzzle made from the editor's position: not scored */
	bool second;                /* a goal in two: the second turn, after the reply */
	struct position next;       /* with second: the position after the reply */
	char reply[96];             /* with second: the reply, in notation */
	struct session saved;       /* the game put aside while learning */
	bool have_saved;
	enum ui_mode back_mode;     /* the mode to go back to */
};

/* Opens the lessons or the puzzles (data/lessons.txt, data/puzzles.txt of
 * the data directory) and the progress file; standalone: leaving quits,
 * else the game in progress is put aside until the tutor is left.
 * Returns 0, or -1 with why (nothing changed). */
int tutor_open(struct ui *u, enum tutor_kind kind, bool standalone, char *why, size_t size);

/* Opens puzzle p, made from the position editor's position
 * (learn/puzzlemake.h), alone on the puzzles' board; not scored. Returns
 * 0, or -1 with why. */
int tutor_open_puzzle(struct ui *u, const struct puzzle *p, char *why, size_t size);

/* Leaves the tutor: the game put aside comes back (its clock stopped
 * until the player is ready), or the program quits when standalone (the
 * tutor then stays open until tutor_free). */
void tutor_close(struct ui *u);

/* Puts the game put aside back into the session (before a signal's
 * save): the tutor cannot be used after. */
void tutor_restore(struct ui *u);

/* Frees what the tutor holds (the game put aside back first). */
void tutor_free(struct ui *u);

/* Sets lesson or puzzle i up on the board, from its start (again, for
 * the one on the board: its first verdict stays the one scored). */
void tutor_start(struct ui *u, size_t i);

/* Checks the steps taken on the board (Space; 'a' for a setup lesson). */
void tutor_check(struct ui *u);

/* Checks an attempt typed in notation (steps, or a setup's tokens). */
void tutor_attempt(struct ui *u, const char *text);

/* The hint: a lesson's sentence; a square the puzzle's solution moves. */
void tutor_hint(struct ui *u);

/* The answer, on the status line (a puzzle's counts as not solved). */
void tutor_answer(struct ui *u);

/* The next lesson, or the next puzzle not solved yet. */
void tutor_next(struct ui *u);

/* Goes to lesson or puzzle number arg (1 the first), a puzzle by its id,
 * or the next puzzle of a theme (its name, as "goal-in-two") not solved
 * yet. Returns 0, or 1 if there is none (the status says so). */
int tutor_go(struct ui *u, const char *arg);

/* Back from the board to the lesson or puzzle list (a puzzle made in the
 * editor: back to the editor); from a list, leaves the tutor. */
void tutor_back(struct ui *u);

/* The lesson or puzzle list: marks the row at i (clamped); opens the one marked. */
void tutor_list_mark(struct ui *u, long i);
void tutor_list_open(struct ui *u);

/* The puzzle list's filters: the next theme, the next difficulty, the
 * unsolved only or every puzzle (the status says what is shown). */
void tutor_list_theme(struct ui *u);
void tutor_list_difficulty(struct ui *u);
void tutor_list_unsolved(struct ui *u);

/* How many lessons or puzzles there are, and how many are passed or solved. */
size_t tutor_count(const struct ui *u);
size_t tutor_count_done(const struct ui *u);

/* The title of the one on the board ("Lesson 3 of 18: Rabbits do not step
 * back"), and its task in words. */
void tutor_title(const struct ui *u, char *buf, size_t size);
void tutor_task(const struct ui *u, char *buf, size_t size);

/* Whether the one on the board is a setup lesson. */
bool tutor_setup(const struct ui *u);

#endif
