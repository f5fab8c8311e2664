/* test.h: the shared test library (tests/lib, libarimaatest.a) that every
 * Check program links: its main (main.c runs the program's test_suite with
 * CK_ENV, so CK_RUN_SUITE and CK_RUN_CASE pick tests), the test data files
 * (main.c), helpers for the rules core (fixture.c: positions from a
 * 64-character board string, squares and steps from their notation, a
 * from-scratch check of a position, games compared move by move, the move
 * generator against the turn API) and, for programs that link notation,
 * positions from setup tokens (pieces.c). */
#ifndef ARIMAA_TESTS_LIB_TEST_H
#define ARIMAA_TESTS_LIB_TEST_H

#include <check.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "core/game.h"
#include "core/movegen.h"
#include "core/turn.h"

/* The program's tests, defined by each test program; main runs them. */
Suite *test_suite(void);

/* The path of a file under tests/data in the source tree (static buffer). */
const char *test_data(const char *name);

/* The stride of the heavy loops over data (every puzzle, every archive
 * game): 1, or ARIMAA_TEST_STRIDE (1 to 1000) where make check-valgrind
 * (20) and .ci/run's sanitizer slow tier (3) set it to take one item in
 * that many. */
size_t test_stride(void);

/* Whether the loops are thinned (any stride above 1: check-valgrind's
 * run and CI's sanitizer slow tier), where the brute-force searches run
 * once and on fewer games. */
bool test_thinned(void);

/* The whole content of the file at path, malloc'd and NUL-terminated; its
 * length to *len when not NULL. Fails the test if it cannot be read. */
char *test_slurp(const char *path, size_t *len);

/* Makes a private home for a test, /tmp/arimaa-TAG-XXXXXX, into dir (room
 * for size): HOME points there and XDG_STATE_HOME and XDG_DATA_HOME are
 * unset, so that the program's files go under it. Fails the test if it cannot. */
void test_home_make(char *dir, size_t size, const char *tag);

/* Removes the home test_home_make made, and what it holds. */
void test_home_remove(const char *dir);

/* Writes text to the file at path; fails the test if it cannot. */
void test_put(const char *path, const char *text);

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

/* Asserts that two games have the same moves, final position and verdict. */
void fixture_assert_same_game(const struct game *a, const struct game *b, const char *what);

/* Checks movegen_list from pos (no history): as many turns as movegen_count,
 * each legal step by step through the turn API and reaching the hash it
 * claims, all distinct; and, when walk_all, the same set of results as a
 * walk over every sequence of legal steps of the turn API. what names pos
 * in a failure. */
void fixture_check_movegen(const struct position *pos, bool walk_all, const char *what);

/* A position with side to move and the pieces listed as setup tokens
 * ("Ed4 dd5"), read by notation (pieces.c: link the notation library). */
struct position test_pieces(enum color side, const char *pieces);

#endif
