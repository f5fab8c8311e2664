/* core_fixture.h: test helpers for the rules core: positions from a
 * 64-character board string, squares and steps from their notation, and a
 * from-scratch check of a position's bitboards, mailbox and hash. */
#ifndef ARIMAA_TESTS_CORE_FIXTURE_H
#define ARIMAA_TESTS_CORE_FIXTURE_H

#include <stdbool.h>
#include <stdint.h>
#include "core/turn.h"

/* Sets pos to the board in s (64 characters, rank 8 first, a..h within a
 * rank, space or '.' for empty, EMHDCR Gold, emhdcr Silver) with side to move. */
void fixture_position(struct position *pos, const char *s, enum color side);

/* The piece for a letter (E M H D C R gold, e m h d c r silver). */
int fixture_piece(char letter);

/* The square for a name such as "e4". */
int fixture_square(const char *name);

/* The step written as in notation, such as "Ed2n" or "rb3e". */
struct step fixture_step(const char *token);

/* The hash of pos computed from scratch from its mailbox and side to move. */
uint64_t fixture_hash(const struct position *pos);

/* Asserts (with Check) that pos's bitboards, mailbox and hash agree. */
void fixture_assert_consistent(const struct position *pos);

/* Asserts that a and b are the same position: board, bitboards, side and hash. */
void fixture_assert_same_position(const struct position *a, const struct position *b);

/* Takes the steps written in text (tokens separated by spaces) in turn t.
 * Returns -1 if all were taken, else the index of the first refused step,
 * whose reason goes to *err (when not NULL). */
int fixture_steps(struct turn *t, const char *text, enum step_error *err);

/* Parses up to max steps from text into out; returns how many. */
int fixture_parse_steps(const char *text, struct step *out, int max);

#endif
