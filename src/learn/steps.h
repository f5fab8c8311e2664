/* steps.h: the steps of an attempt written in notation ("Ed2n Ed3n",
 * "de5s Ee6s"; capture tokens such as "dc3x" are allowed and ignored,
 * since the board decides what falls), for the lesson and puzzle files. */
#ifndef ARIMAA_LEARN_STEPS_H
#define ARIMAA_LEARN_STEPS_H

#include <stddef.h>
#include "core/turn.h"

/* The most steps an attempt may write (more than a turn takes, so that a
 * fifth step is refused by the rules rather than by the reader). */
enum { STEPS_MAX = 8 };

/* Reads the steps of s (NUL-terminated) into out (room for STEPS_MAX).
 * Returns how many, or -1 with why filled (the token at fault quoted). */
int steps_read(const char *s, struct step *out, char *why, size_t whysize);

#endif
