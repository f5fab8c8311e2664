/* history.h: how many times each position (board plus side to move) has
 * occurred at the end of a turn, for the third-repetition rule. A position
 * is found by its hash and confirmed on its board: two positions whose
 * 64-bit hashes collide are still counted apart. */
#ifndef ARIMAA_CORE_HISTORY_H
#define ARIMAA_CORE_HISTORY_H

#include <stddef.h>
#include <stdint.h>
#include "core/position.h"

/* One position seen, 8 bytes: the high half of its hash and where its
 * board and count are. The board confirms a match (two boards whose hashes
 * collide are counted apart); a board with the same high half of the hash
 * has the same side to move, since the side changes the hash by a constant
 * (zobrist_silver) whose high half is not zero. (Slots of 16 bytes, the
 * whole hash and the count in them, took 70 bytes of memory a position
 * seen; these take 36 for the board and count, in blocks, and 11 to 21
 * for the slots, between three eighths and three quarters full.) */
struct history_slot {
	uint32_t tag;    /* the position's Zobrist hash >> 32; the slot's place comes from it */
	uint32_t entry;  /* 1 + the index of its board and count; 0 for an empty slot */
};

/* A position's board without the side to move, 32 bytes. */
struct history_board {
	bitboard gold;
	bitboard plane[3];
};

/* The boards and counts are kept in blocks of HISTORY_BLOCK, the first
 * grown by half its size at a time up to that, the others made whole, so
 * that no array of them is ever copied to a larger one: a long game's
 * boards take their own room and at most one block more. */
enum { HISTORY_BLOCK_BITS = 14, HISTORY_BLOCK = 1 << HISTORY_BLOCK_BITS };

struct history {
	struct history_slot *slots; /* open-addressed by hash */
	size_t cap;                 /* a power of two, or 0 */
	size_t used;                /* boards seen (block i holds boards i * HISTORY_BLOCK on) */
	struct history_board **boards; /* the boards, to confirm a hash match, in order seen */
	uint32_t **counts;             /* how often each was seen (0: taken back to nothing) */
	size_t nblocks;                /* blocks of boards and of counts made */
	size_t first_cap;              /* the room of the first block (at most HISTORY_BLOCK) */
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
