/* blocks.h: the text shape shared by the lesson and puzzle files: blocks
 * of "Key: value" lines separated by blank lines, '#' lines being comments.
 * Any bytes are read in one linear pass with bounded lines and blocks; an
 * error says its line and why. */
#ifndef ARIMAA_LEARN_BLOCKS_H
#define ARIMAA_LEARN_BLOCKS_H

#include <stddef.h>

/* The longest line read, the most fields a block holds, the most blocks,
 * the largest text (memory stays within a few times the text). */
enum { BLOCKS_LINE_MAX = 1024, BLOCKS_FIELDS_MAX = 64, BLOCKS_MAX = 100000, BLOCKS_TEXT_MAX = 16 << 20 };

/* One "Key: value" line: both NUL-terminated, blanks around them trimmed. */
struct blocks_field {
	const char *key;
	const char *value;
	int line;
};

/* One block: its fields in the order written. */
struct blocks_block {
	struct blocks_field *fields;
	size_t nfields;
	size_t first; /* the index of its first field in the file's */
	int line;     /* the line of its first field */
};

struct blocks {
	char *text; /* a copy of the text, cut into keys and values */
	struct blocks_field *fields;
	struct blocks_block *blocks;
	size_t nblocks;
};

/* Reads text (len bytes, any content). Returns 0, or -1 with the line at
 * fault in *line and why filled (bl is then empty). */
int blocks_parse(const char *text, size_t len, struct blocks *bl, int *line, char *why, size_t whysize);

/* Frees what bl holds and empties it. */
void blocks_free(struct blocks *bl);

/* The value of the first field called key (case-insensitive) in b, its line
 * to *line when not NULL; NULL if there is none. */
const char *blocks_get(const struct blocks_block *b, const char *key, int *line);

#endif
