/* gamean.h: whole-game analysis on the screen (issue 19), curses-free:
 * every position of the game tree's main line searched in the background
 * (a thread of its own, the built-in engine, GAMEAN_MS a position or the
 * depth --engine-depth gives), its evaluations for the graph under the
 * board, the moves marked ?! ? ?? by the drop (app/analysis.c), and, once
 * done, %eval, the glyphs and the comments written into the tree, so that
 * saving writes them. */
#ifndef ARIMAA_APP_GAMEAN_H
#define ARIMAA_APP_GAMEAN_H

#include <stdbool.h>
#include <stddef.h>
#include "app/app.h"

/* A position's time in the background analysis. */
enum { GAMEAN_MS = 300 };

/* What the graph shows. */
struct gamean_view {
	bool active;        /* an analysis is running or has run */
	bool running;
	size_t n;           /* positions of the main line */
	size_t done;        /* searched so far */
	const int *eval;    /* eval[i], Gold's side, for i < done */
	const int *glyph;   /* the move into position i: 0, or 6 (?!), 2 (?), 4 (??) */
	long cur;           /* the position shown (-1: not on the main line) */
};

/* W: starts the analysis of the main line shown (again: stops it). */
void gamean_toggle(struct ui *u);

/* Moves it on (the main loop, after keys and timeouts): reads the
 * progress, and when done writes it into the tree. Returns true if what
 * is shown changed. */
bool gamean_tick(struct ui *u);

/* The time the main loop may wait for a key: less while it runs. */
int gamean_wait(int ms);

/* The graph's data (valid until the next tick). */
const struct gamean_view *gamean_get(const struct ui *u);

/* J: shows the next move marked ?! ? or ?? after the one shown (from the
 * start after the last); the status says which, or that none is. */
void gamean_jump(struct ui *u);

/* Shows the position i of the graph (a click on it). */
void gamean_show(struct ui *u, size_t i);

/* Stops the analysis for sure and frees what it holds. */
void gamean_free(void);

#endif
