/* archive.h: the arimaa.com game archive: tab-separated rows with a header
 * row, columns found by name, one game per row, movelists with literal "\n". */
#ifndef ARIMAA_NOTATION_ARCHIVE_H
#define ARIMAA_NOTATION_ARCHIVE_H

#include <stddef.h>
#include "notation/record.h"

struct archive_row {
	int lineno;          /* the row's line in the file */
	char **fields;       /* nfields strings, NUL-terminated */
	size_t nfields;
};

struct archive {
	char **columns;      /* the header row's names */
	size_t ncolumns;
	struct archive_row *rows;
	size_t nrows;
};

/* Whether text looks like an archive (its first line is a header row with "id" and "movelist" columns). */
bool archive_detect(const char *text, size_t len);

/* Reads an archive. Returns 0, or -1 with err filled. */
int archive_parse(const char *text, size_t len, struct archive *a, struct record_error *err);

/* Frees what a holds and empties it. */
void archive_free(struct archive *a);

/* The field of row i in the column called name, or NULL if there is no such column or the row is short. */
const char *archive_field(const struct archive *a, size_t i, const char *name);

/* The index of the row whose id is id, or -1. */
long archive_find(const struct archive *a, const char *id);

/* Makes the record of row i: moves from movelist, id, old_rules from startts,
 * and headers as arimaa.com writes single-game files (White, Black, Date,
 * Result, ResultCode, ReasonCode, PlyCount, TimeControl, Event...). Returns 0 or -1 with err. */
int archive_record(const struct archive *a, size_t i, struct record *rec, struct record_error *err);

#endif
