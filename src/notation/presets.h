/* presets.h: the setup editor's presets, read from a small text file in
 * the data directory (data/presets.txt), with one built-in arrangement for
 * when the file is missing or broken. No curses, no files opened here. */
#ifndef ARIMAA_NOTATION_PRESETS_H
#define ARIMAA_NOTATION_PRESETS_H

#include <stddef.h>

enum {
	PRESETS_MAX = 9,       /* keys 1 to 9 */
	PRESETS_NAME_MAX = 24, /* bytes of a name */
	PRESETS_LINE_MAX = 200 /* bytes of a line, its end not counted */
};

struct preset {
	char name[PRESETS_NAME_MAX + 1];
	char front[9]; /* the front rank (2 for Gold, 7 for Silver), files a to h: E M H D C R */
	char back[9];  /* the back rank (1 for Gold, 8 for Silver) */
};

struct presets {
	struct preset list[PRESETS_MAX];
	int n; /* 1 to PRESETS_MAX */
};

/* Fills p with the built-in set: the one default arrangement ("standard"). */
void presets_builtin(struct presets *p);

/* Parses a presets file of len bytes (any bytes): blank lines and lines
 * starting with '#' are skipped; every other line is a front rank, a back
 * rank and a name. Returns 0, or -1 with "line N: why" in err (p is then
 * the built-in set). Linear in len. */
int presets_parse(const char *text, size_t len, struct presets *p, char *err, size_t errsize);

#endif
