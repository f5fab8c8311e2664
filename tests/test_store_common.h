/* test_store_common.h: helpers shared by the store's Check programs:
 * test data paths, reading files, comparing games. */
#ifndef ARIMAA_TEST_STORE_COMMON_H
#define ARIMAA_TEST_STORE_COMMON_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/game.h"

/* The path of a file under tests/data (static buffer). */
static inline const char *test_data(const char *name)
{
	static char buf[1024];
	const char *top = getenv("top_srcdir");

	snprintf(buf, sizeof buf, "%s/tests/data/%s", top ? top : ".", name);
	return buf;
}

/* The whole content of a file, malloc'd and NUL-terminated; its length to *len. */
static inline char *test_slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	size_t cap = 1 << 16, n = 0;
	char *buf = malloc(cap + 1);

	ck_assert_msg(f, "cannot open %s", path);
	ck_assert_ptr_nonnull(buf);
	for (;;) {
		size_t got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (n < cap)
			break;
		cap *= 2;
		buf = realloc(buf, cap + 1);
		ck_assert_ptr_nonnull(buf);
	}
	fclose(f);
	buf[n] = '\0';
	if (len)
		*len = n;
	return buf;
}

/* Writes text to path. */
static inline void test_put(const char *path, const char *text)
{
	FILE *f = fopen(path, "wb");

	ck_assert_msg(f, "cannot write %s", path);
	fputs(text, f);
	ck_assert_int_eq(fclose(f), 0);
}

/* Asserts that two games have the same moves, final position and verdict. */
static inline void test_same_game(const struct game *a, const struct game *b, const char *what)
{
	ck_assert_msg(a->nmoves == b->nmoves, "%s: %zu moves, then %zu", what, a->nmoves, b->nmoves);
	for (size_t i = 0; i < a->nmoves; i++) {
		const struct game_move *x = &a->moves[i], *y = &b->moves[i];
		ck_assert_msg(x->type == y->type && x->number == y->number && x->side == y->side,
			      "%s: move %zu differs", what, i);
		ck_assert_msg(x->nsteps == y->nsteps && x->nplacements == y->nplacements,
			      "%s: move %zu has other steps", what, i);
		ck_assert_msg(x->used == y->used, "%s: move %zu took %ld s, then %ld s", what, i,
			      x->used, y->used);
		for (int k = 0; k < x->nsteps; k++)
			ck_assert_msg(x->steps[k].step.piece == y->steps[k].step.piece &&
				      x->steps[k].step.from == y->steps[k].step.from &&
				      x->steps[k].step.to == y->steps[k].step.to &&
				      x->steps[k].ncaptures == y->steps[k].ncaptures,
				      "%s: move %zu step %d differs", what, i, k);
		for (int k = 0; k < x->nplacements; k++)
			ck_assert_msg(x->placements[k].piece == y->placements[k].piece &&
				      x->placements[k].square == y->placements[k].square,
				      "%s: move %zu placement %d differs", what, i, k);
	}
	ck_assert_msg(a->pos.hash == b->pos.hash && position_same_board(&a->pos, &b->pos) &&
		      a->pos.side == b->pos.side, "%s: final positions differ", what);
	ck_assert_msg(a->phase == b->phase, "%s: phase %d then %d", what, a->phase, b->phase);
	if (a->phase == GAME_OVER)
		ck_assert_msg(a->winner == b->winner && a->reason == b->reason,
			      "%s: verdicts differ", what);
}

#endif
