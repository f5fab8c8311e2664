/* history.h: how many times each position (board plus side to move) has
 * occurred at the end of a turn, for the third-repetition rule. A position
 * is found by its hash and confirmed on its board: two positions whose
 * 64-bit hashes collide are still counted apart. */
#ifndef ARIMAA_CORE_HISTORY_H
#define ARIMAA_CORE_HISTORY_H

#include <stddef.h>
#include <stdint.h>
#include "core/position.h"

/* One position seen, with how often: 16 bytes, its board kept apart in a
 * dense array (a table at most three quarters full of 56-byte slots took 75
 * to 150 bytes a position; this one takes 53 to 75). */
struct history_slot {
	uint64_t hash;   /* the position's Zobrist hash */
	uint32_t count;  /* 0 for a slot taken back to nothing */
	uint32_t entry;  /* 1 + the index of its exact form; 0 for an empty slot */
};

/* A position's board without the side to move, 32 bytes: two positions
 * with the same hash and the same board have the same side to move, since
 * the side changes the hash by a constant (zobrist_silver). */
struct history_board {
	bitboard gold;
	bitboard plane[3];
};

struct history {
	struct history_slot *slots; /* open-addressed by hash */
	size_t cap;                 /* a power of two, or 0 */
	size_t used;
	struct history_board *exact; /* the boards, to confirm a hash match, in order seen */
	size_t exact_cap;
};

/* Makes an empty history; it allocates nothing until the first add. */
void history_init(struct history *h);

/* Frees the table; the history is empty and usable again. */
void history_free(struct history *h);

/* Counts one more occurrence of pos. Returns 0, or -1 if memory ran out
 * (the history is unchanged). */
int history_add(struct history *h, const struct position *pos);

/* Takes back one occurrence of pos (used by take-back). */
void history_remove(struct history *h, const struct position *pos);

/* How many times pos has occurred. */
int history_count(const struct history *h, const struct position *pos);

/* How many times the position with this hash and this exact form has
 * occurred (for the move generator, which has no struct position). */
int history_count_exact(const struct history *h, uint64_t hash, const struct position_exact *e);

#endif
