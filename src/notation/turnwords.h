/* turnwords.h: what the steps of a turn did, in words: the pieces they
 * take and lose on the traps, and the win or loss of the position they
 * leave, for the play screen's preview and status and the replay viewer. */
#ifndef ARIMAA_NOTATION_TURNWORDS_H
#define ARIMAA_NOTATION_TURNWORDS_H

#include <stddef.h>
#include "core/turn.h"

/* Writes what steps[0..n) did, the side to move of `after` (the position
 * after them, its mover still to move) being the mover: "takes the silver
 * elephant on f6", "LOSES the gold cat on c3", and what ending the turn
 * there would give: "wins: the gold rabbit on h8 reaches the goal" (or
 * "wins: silver has no rabbit left", "LOSES the game: ..."; no elimination
 * under old_rules, the rules before 2008-07-01); the parts are joined by
 * ", ". Writes "" when the steps take, lose and decide nothing. Returns
 * the length it needed, as snprintf. */
size_t turnwords_effects(const struct turn_step *steps, int n, const struct position *after, bool old_rules,
			 char *buf, size_t size);

#endif
