/* captures.h: the pieces a move captures, named in words for the screens
 * ("takes the silver elephant on f6", "loses the gold rabbit on c3"), as
 * the side that moved sees them. No curses. */
#ifndef ARIMAA_APP_CAPTURES_H
#define ARIMAA_APP_CAPTURES_H

#include <stddef.h>
#include "core/turn.h"

/* Writes into buf (room for size) the captures of the n steps, each as
 * "takes the COLOUR KIND on SQUARE" for an enemy piece and "loses ..."
 * for one of mover's own, joined by ", " in the order they fell; "" when
 * nothing falls. Returns the length written. */
size_t captures_words(const struct turn_step *steps, int n, enum color mover, char *buf, size_t size);

#endif
