/* movegen.h: enumeration of every distinct legal turn from a position,
 * distinct by the position it reaches. */
#ifndef ARIMAA_CORE_MOVEGEN_H
#define ARIMAA_CORE_MOVEGEN_H

#include <stddef.h>
#include "core/turn.h"

/* One legal turn: a sequence of steps that reaches a distinct position. */
struct movegen_turn {
	struct step steps[TURN_MAX_STEPS];
	int nsteps;
	uint64_t hash; /* hash of the resulting position, other side to move */
};

/* Whether the side to move can move at all. */
enum movegen_status {
	MOVEGEN_CAN_MOVE,         /* at least one legal turn */
	MOVEGEN_IMMOBILIZED,      /* no turn changes the position */
	MOVEGEN_ONLY_REPETITIONS, /* every turn that changes the position would make it for the third time */
	MOVEGEN_NO_MEMORY = -1
};

/* The tables a generator reuses from call to call. */
struct movegen;

/* A new generator, or NULL if memory ran out. */
struct movegen *movegen_new(void);
void movegen_free(struct movegen *mg);

/* Counts the distinct positions a legal turn of pos->side reaches from pos
 * (the unchanged position excluded; with h, those that would occur for the
 * third time excluded too). Returns the count or -1 if memory ran out. */
long movegen_count(struct movegen *mg, const struct position *pos, const struct history *h);

/* As movegen_count, and lists one turn for each distinct result in *out
 * (owned by mg, valid until its next call). */
long movegen_list(struct movegen *mg, const struct position *pos, const struct history *h,
		  const struct movegen_turn **out);

/* Whether pos->side has a legal turn, stopping at the first. */
enum movegen_status movegen_status(struct movegen *mg, const struct position *pos,
				   const struct history *h);

#endif
