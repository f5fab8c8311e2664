/* captures.c: the pieces a move captures, in words (see captures.h). */
#include "config.h"

#include <stdio.h>

#include "notation/notation.h"
#include "app/captures.h"

size_t captures_words(const struct turn_step *steps, int n, enum color mover, char *buf, size_t size)
{
	size_t len = 0;
	if (size == 0)
		return 0;
	buf[0] = '\0';
	for (int i = 0; i < n; i++)
		for (int c = 0; c < steps[i].ncaptures && c < 2; c++) {
			int piece = steps[i].capture_piece[c];
			char sq[3];
			if (piece == PIECE_NONE || steps[i].capture_square[c] >= SQUARE_NB)
				continue;
			notation_square(steps[i].capture_square[c], sq);
			int w = snprintf(buf + len, size - len, "%s%s the %s %s on %s", len ? ", " : "",
					 piece_color(piece) == mover ? "loses" : "takes",
					 notation_color_name(piece_color(piece)), notation_kind_name(piece_kind(piece)), sq);
			if (w < 0 || (size_t)w >= size - len) {
				len = size - 1;
				buf[len] = '\0';
				return len;
			}
			len += (size_t)w;
		}
	return len;
}
