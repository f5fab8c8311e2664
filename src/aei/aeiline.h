/* aeiline.h: AEI text both ways, for the engine and the controller: lines
 * read from a descriptor with a cap on their length, a message split into
 * its type and the rest, setoption's name and value, and printable
 * copies of untrusted text. */
#ifndef ARIMAA_AEI_AEILINE_H
#define ARIMAA_AEI_AEILINE_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* The longest line kept; the rest of a longer line is dropped. */
enum { AEILINE_MAX = 4096 };

/* Bytes read from a descriptor, cut into lines. */
struct aeiline_reader {
	char buf[2 * AEILINE_MAX];
	size_t len;
	bool dropping;   /* inside a line that was too long: drop to its end */
	bool eof;        /* the descriptor reached end of file (or failed) */
};

/* One line as read: NUL-terminated, without its line end. */
struct aeiline {
	char text[AEILINE_MAX + 1];
	size_t len;
	bool too_long;   /* the line was longer than AEILINE_MAX and was cut */
};

/* Empties a reader. */
void aeiline_reader_init(struct aeiline_reader *r);

/* Reads what the descriptor has (one read call, which may block unless the
 * descriptor is non-blocking). Returns the bytes read, 0 at end of file,
 * -1 on an error (errno set; EAGAIN when nothing is waiting). */
ssize_t aeiline_fill(struct aeiline_reader *r, int fd);

/* Takes the next whole line from what has been read; at end of file an
 * unterminated last line counts as whole. Returns false if none is complete. */
bool aeiline_next(struct aeiline_reader *r, struct aeiline *out);

/* Splits a message into its type (up to the first space) and the rest
 * (blanks skipped). Writes NULs into line. */
void aeiline_split(char *line, char **type, char **rest);

/* Reads setoption's arguments "name ID [value X]". Returns 0 with *name
 * and *value (NULL if none) pointing into rest (NULs written), or -1. */
int aeiline_option(char *rest, char **name, char **value);

#endif
