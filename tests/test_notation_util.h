/* test_notation_util.h: small helpers shared by the notation tests:
 * positions from piece lists, and reading test data files. */
#ifndef TEST_NOTATION_UTIL_H
#define TEST_NOTATION_UTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <check.h>
#include "notation/notation.h"

/* A position with side to move and the pieces listed as setup tokens ("Ed4 dd5"). */
static inline struct position util_position(enum color side, const char *pieces)
{
	struct position pos;
	position_clear(&pos, side);
	const char *p = pieces;
	while (*p) {
		while (*p == ' ')
			p++;
		if (!*p)
			break;
		struct placement pl;
		ck_assert_int_eq(notation_placement_read(p, 3, &pl), 0);
		position_put(&pos, pl.square, pl.piece);
		p += 3;
	}
	return pos;
}

/* The square named by two characters. */
static inline int util_sq(const char *s)
{
	return notation_square_read(s);
}

/* Reads a file under the source tree (tests/data/...); its length to *len. */
static inline char *util_read(const char *rel, size_t *len)
{
	const char *top = getenv("top_srcdir");
	char path[4096];
	snprintf(path, sizeof path, "%s/%s", top ? top : ".", rel);
	FILE *f = fopen(path, "rb");
	ck_assert_msg(f, "cannot open %s", path);
	char *buf = NULL;
	size_t n = 0, cap = 0;
	for (;;) {
		if (n + 65536 > cap) {
			cap = cap ? cap * 2 : 131072;
			buf = realloc(buf, cap);
			ck_assert_ptr_nonnull(buf);
		}
		size_t r = fread(buf + n, 1, cap - n, f);
		if (r == 0)
			break;
		n += r;
	}
	fclose(f);
	*len = n;
	return buf;
}

#endif
