/* puzzlelist.h: the list of the puzzles to choose from (arimaa --puzzles,
 * :puzzles), without drawing it: the rows a filter keeps (a theme, a
 * difficulty, the unsolved only), the one marked, each row's text with
 * solved or not from the remembered progress. */
#ifndef ARIMAA_APP_PUZZLELIST_H
#define ARIMAA_APP_PUZZLELIST_H

#include <stdbool.h>
#include <stddef.h>
#include "app/progress.h"
#include "learn/puzzle.h"

struct puzzlelist {
	size_t *rows;           /* the puzzles shown, by index in the set */
	size_t n;
	enum puzzle_theme theme; /* the theme shown, PUZZLE_THEME_NB: every one */
	int difficulty;         /* the difficulty shown (1 to 5), 0: every one */
	bool unsolved;          /* only the puzzles not solved yet */
	size_t sel, top;        /* the row marked, the first row drawn */
};

/* Starts the list of set, every puzzle shown, the first not solved in
 * prog marked (the first if all are). */
void puzzlelist_init(struct puzzlelist *l, const struct puzzle_set *set, const struct progress *prog);

void puzzlelist_free(struct puzzlelist *l);

/* Rebuilds the rows after a filter or the progress changed; the puzzle
 * marked stays marked if still shown, else the nearest row after it. */
void puzzlelist_filter(struct puzzlelist *l, const struct puzzle_set *set, const struct progress *prog);

/* The next theme shown (every one, goal, ..., stop-goal, every one again). */
void puzzlelist_next_theme(struct puzzlelist *l, const struct puzzle_set *set, const struct progress *prog);

/* The next difficulty shown (every one, 1, ..., 5, every one again). */
void puzzlelist_next_difficulty(struct puzzlelist *l, const struct puzzle_set *set, const struct progress *prog);

/* Shows only the unsolved puzzles, or every one again. */
void puzzlelist_toggle_unsolved(struct puzzlelist *l, const struct puzzle_set *set, const struct progress *prog);

/* Marks row i (clamped to the rows). */
void puzzlelist_mark(struct puzzlelist *l, long i);

/* Marks the row of puzzle index idx, if shown. */
void puzzlelist_mark_puzzle(struct puzzlelist *l, size_t idx);

/* The puzzle marked (its index in the set), or (size_t)-1 if none is shown. */
size_t puzzlelist_marked(const struct puzzlelist *l);

/* Row r's text: number, solved or not, theme, difficulty, side, id. */
void puzzlelist_row(const struct puzzlelist *l, const struct puzzle_set *set, const struct progress *prog,
		    size_t r, char *buf, size_t size);

/* The filter in words ("every theme, difficulty 3, unsolved only: 12 shown"). */
void puzzlelist_describe(const struct puzzlelist *l, char *buf, size_t size);

#endif
