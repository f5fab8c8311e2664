/* movetimes.h: the seconds each move of a game took, as the header
 * "MoveTimes: 13 13 17 6 ..." of our game files (one number per move line,
 * in order, "-" for a move not timed), and as read from the "after 2w,
 * move used:17" entries of an arimaa.com archive row's events. */
#ifndef ARIMAA_NOTATION_MOVETIMES_H
#define ARIMAA_NOTATION_MOVETIMES_H

#include <stddef.h>
#include "core/game.h"

/* The header's key. */
#define MOVETIMES_HEADER "MoveTimes"

/* The header's value for g, malloc'd, or NULL when no move of g was timed. */
char *movetimes_write(const struct game *g);

/* Sets the times of g's moves from a header's value (any bytes): the first
 * numbers go to the first moves; numbers beyond g's moves are ignored.
 * Returns 0, or -1 with why (nothing changed) if the value is not a list
 * of whole seconds and "-". */
int movetimes_read(const char *value, struct game *g, char *why, size_t whysize);

/* The header's value read from an archive row's events column (entries
 * separated by the two characters backslash and n), malloc'd; NULL when
 * the events give no move times. Linear in len. */
char *movetimes_from_events(const char *events, size_t len);

#endif
