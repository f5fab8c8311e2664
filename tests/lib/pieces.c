/* pieces.c: positions from setup tokens, read by notation (see test.h). */
#include "config.h"
#include <check.h>
#include "test.h"
#include "notation/notation.h"

struct position test_pieces(enum color side, const char *pieces)
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
		ck_assert_msg(notation_placement_read(p, 3, &pl) == 0, "not a piece on a square: %.3s", p);
		position_put(&pos, pl.square, pl.piece);
		p += 3;
	}
	return pos;
}
