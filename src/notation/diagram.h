/* diagram.h: positions as text: the board diagram (rank 8 on top, as
 * arimaa.com draws it) and the AEI short form "g [64 squares]". */
#ifndef ARIMAA_NOTATION_DIAGRAM_H
#define ARIMAA_NOTATION_DIAGRAM_H

#include <stddef.h>
#include "core/position.h"

/* Enough room for a canonical diagram and for a short form, with the NUL. */
enum { DIAGRAM_SIZE = 256, DIAGRAM_SHORT_SIZE = 80 };

/* Writes pos as a canonical diagram headed by the label of move `number`
 * for pos->side ("3g", then the board, then the file letters; every line
 * ends with a newline; empty traps are 'x'). Returns the length needed. */
size_t diagram_write(const struct position *pos, int number, char *buf, size_t size);

/* Writes pos in the short form "g [rrrr...RRRR]". Returns the length needed. */
size_t diagram_short_write(const struct position *pos, char *buf, size_t size);

/* Reads the head of a short form: a side ("g", "s", "w", "b") or a label
 * ("12g"), then the '[' that opens the squares. Returns the index of that
 * '[', -1 if s does not begin with a side or label, -2 if no '[' follows. */
long diagram_short_head(const char *s, size_t len, enum color *side, int *number);

/* Reads a short form from len bytes: a side ("g", "s", "w", "b") or a label
 * ("12g"), then 64 squares in brackets (space, '.', 'x' or 'X' for empty).
 * The number is 2 unless a label gives it. Returns 0, or -1 with why filled. */
int diagram_short_read(const char *s, size_t len, struct position *pos, int *number,
		       char *why, size_t whysize);

struct text_line;

/* Reads the board of a diagram from lines[0..n): a border, ranks 8 to 1,
 * a border, and the file letters if present. Returns the number of lines
 * used, or -1 with the failing line's index in *bad and why filled. */
int diagram_board_read(const struct text_line *lines, size_t n, enum color side,
		       struct position *pos, size_t *bad, char *why, size_t whysize);

/* Whether a line is a diagram border (" +-----------------+"). */
bool diagram_is_border(const char *s, size_t len);

#endif
