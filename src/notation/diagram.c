/* diagram.c: reading and writing board diagrams and the AEI short form. */
#include "config.h"
#include <string.h>
#include "notation/diagram.h"
#include "notation/notation.h"
#include "notation/text.h"

static const char diagram_border[] = " +-----------------+\n";

/* The character drawn for square sq of pos in a diagram. */
static char diagram_square_char(const struct position *pos, int sq)
{
	int p = pos->board[sq];
	if (p != PIECE_NONE)
		return notation_piece_char(p);
	return square_is_trap(sq) ? 'x' : ' ';
}

size_t diagram_write(const struct position *pos, int number, char *buf, size_t size)
{
	struct text_out o;
	char label[16];
	text_out_init(&o, buf, size);
	notation_label(number, pos->side, label);
	text_out_str(&o, label);
	text_out_str(&o, "\n");
	text_out_str(&o, diagram_border);
	for (int rank = 7; rank >= 0; rank--) {
		char row[24];
		int k = 0;
		row[k++] = (char)('1' + rank);
		row[k++] = '|';
		for (int file = 0; file < 8; file++) {
			row[k++] = ' ';
			row[k++] = diagram_square_char(pos, square_make(file, rank));
		}
		row[k++] = ' ';
		row[k++] = '|';
		row[k++] = '\n';
		text_out_add(&o, row, (size_t)k);
	}
	text_out_str(&o, diagram_border);
	text_out_str(&o, "   a b c d e f g h\n");
	return o.len;
}

size_t diagram_short_write(const struct position *pos, char *buf, size_t size)
{
	struct text_out o;
	char sq[64];
	text_out_init(&o, buf, size);
	for (int i = 0; i < 64; i++) {
		int p = pos->board[square_make(i % 8, 7 - i / 8)];
		sq[i] = p == PIECE_NONE ? ' ' : notation_piece_char(p);
	}
	text_out_str(&o, pos->side == GOLD ? "g [" : "s [");
	text_out_add(&o, sq, 64);
	text_out_str(&o, "]");
	return o.len;
}

/* The piece for a diagram character: 0 for empty, -1 if c means nothing. */
static int diagram_char_piece(char c)
{
	if (c == ' ' || c == '.' || c == 'x' || c == 'X')
		return PIECE_NONE;
	int p = notation_piece_from_char(c);
	return p == PIECE_NONE ? -1 : p;
}

long diagram_short_head(const char *s, size_t len, enum color *side, int *number)
{
	size_t i = 0;
	while (i < len && text_is_blank(s[i]))
		i++;
	size_t start = i;
	while (i < len && s[i] != '[' && !text_is_blank(s[i]))
		i++;
	size_t toklen = i - start;
	*number = 2;
	if (toklen == 1 && memchr("gwsb", s[start], 4)) {
		*side = s[start] == 'g' || s[start] == 'w' ? GOLD : SILVER;
	} else if (notation_label_read(s + start, toklen, number, side) != 0 ||
		   *number > NOTATION_START_MAX) {
		return -1;
	}
	while (i < len && text_is_blank(s[i]))
		i++;
	return i < len && s[i] == '[' ? (long)i : -2;
}

/* Refuses a board with a piece alone on a trap, which play never leaves
 * (it would have been captured): the core's turns take that as given.
 * Returns 0, or -1 with why written to o. */
static int diagram_check_traps(const struct position *pos, struct text_out *o)
{
	int sq = position_unsupported_trap(pos);
	if (sq < 0)
		return 0;
	char name[3];
	notation_square(sq, name);
	text_out_printf(o, "the %s on %s stands on a trap with no friend beside it (it would have been captured)",
			notation_kind_name(piece_kind(position_at(pos, sq))), name);
	return -1;
}

int diagram_short_read(const char *s, size_t len, struct position *pos, int *number,
		       char *why, size_t whysize)
{
	struct text_out o;
	text_out_init(&o, why, whysize);
	enum color side;
	int num;
	long head = diagram_short_head(s, len, &side, &num);
	if (head == -1) {
		text_out_str(&o, "a short position begins with the side to move, g or s");
		return -1;
	}
	if (head < 0) {
		text_out_str(&o, "a short position has its 64 squares in brackets");
		return -1;
	}
	size_t i = (size_t)head + 1;
	const char *close = memchr(s + i, ']', len - i);
	if (!close || (size_t)(close - (s + i)) != 64) {
		text_out_str(&o, "a short position has exactly 64 squares between the brackets");
		return -1;
	}
	position_clear(pos, side);
	for (int k = 0; k < 64; k++) {
		int p = diagram_char_piece(s[i + (size_t)k]);
		if (p < 0) {
			char q[8];
			text_quote(s + i + k, 1, q, 1);
			text_out_printf(&o, "'%s' is not a piece (square %d of the short position)", q, k + 1);
			return -1;
		}
		if (p != PIECE_NONE)
			position_put(pos, square_make(k % 8, 7 - k / 8), p);
	}
	for (size_t j = (size_t)(close - s) + 1; j < len; j++) {
		if (!text_is_blank(s[j])) {
			text_out_str(&o, "unexpected text after the short position");
			return -1;
		}
	}
	if (diagram_check_traps(pos, &o) != 0)
		return -1;
	*number = num;
	return 0;
}

bool diagram_is_border(const char *s, size_t len)
{
	size_t i = 0;
	while (i < len && text_is_blank(s[i]))
		i++;
	if (i + 2 >= len || s[i] != '+' || s[i + 1] != '-')
		return false;
	for (; i < len; i++)
		if (s[i] != '+' && s[i] != '-' && !text_is_blank(s[i]))
			return false;
	return true;
}

/* Whether a line is the file letters under a diagram. */
static bool diagram_is_files(const char *s, size_t len)
{
	char want = 'a';
	for (size_t i = 0; i < len; i++) {
		if (text_is_blank(s[i]))
			continue;
		if (s[i] != want)
			return false;
		want++;
	}
	return want == 'i';
}

/* Reads one rank row ("8| r r r r r r r r |") into pos. Returns 0 or -1. */
static int diagram_rank_read(const char *s, size_t len, int rank, struct position *pos,
			     struct text_out *o)
{
	size_t i = 0;
	while (i < len && text_is_blank(s[i]))
		i++;
	if (i < len && s[i] >= '1' && s[i] <= '8') {
		if (s[i] - '1' != rank) {
			text_out_printf(o, "rank %c of the diagram stands where rank %d should", s[i], rank + 1);
			return -1;
		}
		i++;
		while (i < len && text_is_blank(s[i]))
			i++;
	}
	if (i >= len || s[i] != '|') {
		text_out_printf(o, "rank %d of the diagram should begin \"%d|\"", rank + 1, rank + 1);
		return -1;
	}
	const char *c = s + i + 1;
	size_t n = len - i - 1;
	for (size_t k = 0; k < n; k++) {
		if (k % 2 == 1 && k < 16) {
			int p = diagram_char_piece(c[k]);
			if (p < 0) {
				char q[8];
				text_quote(c + k, 1, q, 1);
				text_out_printf(o, "'%s' on rank %d of the diagram is not a piece", q, rank + 1);
				return -1;
			}
			if (p != PIECE_NONE)
				position_put(pos, square_make((int)(k / 2), rank), p);
		} else if (k == 17 && c[k] == '|') {
			continue;
		} else if (!text_is_blank(c[k])) {
			text_out_printf(o, "rank %d of the diagram is out of line (a piece every second column)", rank + 1);
			return -1;
		}
	}
	return 0;
}

int diagram_board_read(const struct text_line *lines, size_t n, enum color side,
		       struct position *pos, size_t *bad, char *why, size_t whysize)
{
	struct text_out o;
	text_out_init(&o, why, whysize);
	position_clear(pos, side);
	if (n < 10) {
		*bad = n ? n - 1 : 0;
		text_out_str(&o, "the diagram is cut short: it needs a border, eight ranks and a border");
		return -1;
	}
	if (!diagram_is_border(lines[0].s, lines[0].len)) {
		*bad = 0;
		text_out_str(&o, "a diagram begins with a border line");
		return -1;
	}
	for (int r = 0; r < 8; r++) {
		if (diagram_rank_read(lines[1 + r].s, lines[1 + r].len, 7 - r, pos, &o) != 0) {
			*bad = (size_t)(1 + r);
			return -1;
		}
	}
	if (!diagram_is_border(lines[9].s, lines[9].len)) {
		*bad = 9;
		text_out_str(&o, "a diagram ends with a border line after rank 1");
		return -1;
	}
	int trap = position_unsupported_trap(pos);
	if (trap >= 0) {
		*bad = (size_t)(8 - square_rank(trap)); /* the line of its rank */
		diagram_check_traps(pos, &o);
		return -1;
	}
	if (n > 10 && diagram_is_files(lines[10].s, lines[10].len))
		return 11;
	return 10;
}
