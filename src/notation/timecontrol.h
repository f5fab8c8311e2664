/* timecontrol.h: arimaa.com time controls "M/R/P/L/G/T" read and written
 * (struct timecontrol and its rules are the core's, core/clock.h). */
#ifndef ARIMAA_NOTATION_TIMECONTROL_H
#define ARIMAA_NOTATION_TIMECONTROL_H

#include <stdbool.h>
#include <stddef.h>
#include "core/clock.h"


/* Reads a time control such as "2/2/100/10/8" or "15s/2m30s/100/0/1h/2m30s".
 * A bare number is minutes (hours in G); "a:b" is minutes:seconds
 * (hours:minutes in G); d h m s may be combined ("2m30s"); G may be turns
 * ("90t"); trailing fields may be left out. Returns 0, or -1 with why filled. */
int timecontrol_parse(const char *s, struct timecontrol *tc, char *why, size_t whysize);

/* Writes tc canonically, all six fields ("15s/2m30s/100/0/1h/2m30s").
 * Returns the length needed. */
size_t timecontrol_write(const struct timecontrol *tc, char *buf, size_t size);

#endif
