/* viewer.h: the replay viewer's model: a game as a sequence of positions,
 * step by step, for watching a record: pushes, pulls and captures one step at a time, turn by turn,
 * to a turn by number; and "play on from here". The model knows no screen. */
#ifndef ARIMAA_APP_VIEWER_H
#define ARIMAA_APP_VIEWER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "core/game.h"

/* One point of the replay: the board after some steps of a move. */
struct viewer_point {
	struct position pos;  /* the board; pos.side is the mover, or after a whole move the side to move next */
	int move;             /* index in the game's moves of the move being made, -1 at the start */
	int step;             /* how many of its steps are made (a setup or resignation is one step) */
	int nsteps;           /* how many steps the move has */
	char label[16];       /* the move's label ("12g"), "" at the start */
	char step_text[96];   /* the last step with its capture ("rb3e rc3x"), the setup, or "resign" */
	char done_text[96];   /* the move's steps made so far, in notation */
	size_t nfallen;       /* pieces captured so far: the first nfallen of the replay's fallen */
};

/* What the replay keeps of each point, 8 bytes: the rest (the board, the
 * texts) is made again from the game's move when the point is shown, so
 * that a long game's replay takes little more than the game (a whole
 * viewer_point a step took 376 bytes). */
struct viewer_step {
	int32_t move;         /* as in viewer_point */
	uint8_t step, nsteps;
	uint16_t nfallen;
};

/* The point shown, made from its step when asked for. */
struct viewer_shown {
	size_t at;            /* the point it is, or SIZE_MAX */
	struct viewer_point pt;
};

/* The replay keeps the position before every this many moves, and makes
 * any other from the one before it. */
enum { VIEWER_CHECKPOINT_EVERY = 64 };

struct viewer {
	const struct game *game;     /* the game watched; it must outlive the replay */
	struct viewer_step *points;  /* points[0] is the start, the last the end */
	size_t npoints;
	uint32_t *move_start;        /* for each move, the index of the point before it (4 bytes a move, not 8) */
	struct position *checkpoints; /* the position before move k * VIEWER_CHECKPOINT_EVERY */
	size_t nmoves;
	uint8_t *fallen;             /* the pieces captured in the game, in order */
	size_t nfallen;
	size_t cur;                  /* the point shown */
	struct viewer_shown *shown;  /* it, made (a pointer: a const viewer still makes it) */
};

/* Builds the replay of g, at its start. Returns 0, or -1 if g's moves do
 * not follow each other. */
int viewer_init(struct viewer *r, const struct game *g);

void viewer_free(struct viewer *r);

/* The point shown (valid until the replay moves or is freed). */
const struct viewer_point *viewer_current(const struct viewer *r);

/* The board at point i (0 the start, npoints - 1 the end) into *out. */
void viewer_position(const struct viewer *r, size_t i, struct position *out);

/* Whether the point shown is the start or the end. */
static inline bool viewer_at_start(const struct viewer *r) { return r->cur == 0; }
static inline bool viewer_at_end(const struct viewer *r) { return r->cur + 1 == r->npoints; }

/* One step forward or back; false if there is none. */
bool viewer_forward(struct viewer *r);
bool viewer_back(struct viewer *r);

/* To the end of the move under way (or the next move), or back to the
 * start of the move (or the previous move); false if already at the end / start. */
bool viewer_turn_forward(struct viewer *r);
bool viewer_turn_back(struct viewer *r);

/* To the start or the end of the game. */
void viewer_start(struct viewer *r);
void viewer_end(struct viewer *r);

/* To move `number` of side (before it is made, or after it when after is
 * true). Returns false, leaving the point shown, if the game has no such move. */
bool viewer_goto(struct viewer *r, int number, enum color side, bool after);

/* Reads a label ("12g", "12s", "12w", "12b", or a bare number for Gold's
 * move) and goes there as viewer_goto does. */
bool viewer_goto_label(struct viewer *r, const char *label, bool after);

/* Writes what the move shown has done so far, in play's words
 * (turnwords_effects: "takes the silver dog on c3", "LOSES the gold cat
 * on c3", a goal it reaches), "" at the start, for a setup or when its
 * steps so far take nothing. Returns the length, as snprintf. */
size_t viewer_effects(const struct viewer *r, char *buf, size_t size);

/* Starts a new game in out from the point shown: the same moves up to it,
 * with their recorded times.
 * When the point is inside a move, the steps made so far go to t as a turn
 * in progress for out (*partial is true); else *partial is false. The
 * original game is not changed. Returns 0, or -1 if the moves could not be
 * replayed (out is freed then). */
int viewer_play_on(const struct viewer *r, struct game *out, struct turn *t, bool *partial);

#endif
