/* setupedit.h: the setup editor's model: one side's sixteen pieces on its
 * two home ranks, always a complete and legal setup, rearranged by swaps,
 * presets, a shuffle or a mirror. No curses. */
#ifndef ARIMAA_APP_SETUPEDIT_H
#define ARIMAA_APP_SETUPEDIT_H

#include <stdbool.h>
#include "core/game.h"
#include "notation/presets.h"

struct setupedit {
	enum color side;
	uint8_t board[SQUARE_NB]; /* the side's pieces; only its two home ranks are used */
	int cursor;               /* a square on the home ranks */
	int marked;               /* the square picked for a swap, or -1 */
	int preset;               /* the preset shown, or -1 after a change */
	const struct presets *presets; /* the presets of keys 1 to 9 (not owned) */
	bool fresh;               /* as setupedit_init left it: nothing chosen or changed yet */
};

/* Starts the editor for side with presets (NULL: the built-in one) and the
 * default arrangement (preset 0), the cursor on the front rank's d file. */
void setupedit_init(struct setupedit *se, enum color side, const struct presets *presets);

/* The number of presets, 1 to PRESETS_MAX. */
int setupedit_preset_count(const struct setupedit *se);

/* The name of preset i, or "" if there is no preset i. */
const char *setupedit_preset_name(const struct setupedit *se, int i);

/* Replaces the arrangement with preset i. */
void setupedit_preset(struct setupedit *se, int i);

/* Shuffles the sixteen pieces with the pseudo-random seed *seed (updated). */
void setupedit_random(struct setupedit *se, unsigned *seed);

/* Mirrors the arrangement left to right (a file <-> h file). */
void setupedit_mirror(struct setupedit *se);

/* Exchanges the pieces of two home squares; false if a square is not on the side's home ranks. */
bool setupedit_swap(struct setupedit *se, int a, int b);

/* Moves the cursor one square in board direction d, staying on the home ranks. */
void setupedit_cursor(struct setupedit *se, enum dir d);

/* Enter on the cursor: marks its square, or swaps it with the marked one.
 * Returns true if a swap was made. */
bool setupedit_activate(struct setupedit *se);

/* Whether sq is one of the side's two home ranks. */
bool setupedit_home(enum color side, int sq);

/* The arrangement as two ranks of piece letters seen from the side's own
 * edge (E M H D C R, files a to h): its front rank and its back rank, as
 * the presets write them (so Gold's arrangement fits Silver too). */
void setupedit_ranks(const struct setupedit *se, char front[9], char back[9]);

/* Replaces the arrangement with two such ranks; false (nothing changed)
 * unless they hold exactly the sixteen pieces of a setup. */
bool setupedit_set_ranks(struct setupedit *se, const char *front, const char *back);

/* Writes the sixteen placements (room for SETUP_PIECES); returns SETUP_PIECES. */
int setupedit_placements(const struct setupedit *se, struct placement *out);

#endif
