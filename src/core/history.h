/* history.h: how many times each position (board plus side to move) has
 * occurred at the end of a turn, for the third-repetition rule. */
#ifndef ARIMAA_CORE_HISTORY_H
#define ARIMAA_CORE_HISTORY_H

#include <stddef.h>
#include <stdint.h>

struct history {
	uint64_t *keys;   /* open-addressed table of position hashes, 0 = free */
	uint32_t *counts;
	size_t cap;       /* a power of two, or 0 */
	size_t used;
};

/* Makes an empty history; it allocates nothing until the first add. */
void history_init(struct history *h);

/* Frees the table; the history is empty and usable again. */
void history_free(struct history *h);

/* Counts one more occurrence of the position with hash key.
 * Returns 0, or -1 if memory ran out (the history is unchanged). */
int history_add(struct history *h, uint64_t key);

/* Takes back one occurrence of key (used by take-back and undo). */
void history_remove(struct history *h, uint64_t key);

/* How many times the position with hash key has occurred. */
int history_count(const struct history *h, uint64_t key);

/* Copies src into dst (dst must be initialised). Returns 0 or -1 if memory ran out. */
int history_copy(struct history *dst, const struct history *src);

#endif
