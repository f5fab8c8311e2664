/* archive.h: the arimaa.com game archive: tab-separated rows with a header
 * row, columns found by name, one game per row, movelists with literal "\n". */
#ifndef ARIMAA_NOTATION_ARCHIVE_H
#define ARIMAA_NOTATION_ARCHIVE_H

#include <stddef.h>
#include <stdint.h>
#include "notation/record.h"

/* The columns read; the others are skipped. */
enum archive_column {
	ARCHIVE_ID, ARCHIVE_MOVELIST, ARCHIVE_EVENT, ARCHIVE_SITE, ARCHIVE_STARTTS,
	ARCHIVE_WUSERNAME, ARCHIVE_BUSERNAME, ARCHIVE_WRATING, ARCHIVE_BRATING,
	ARCHIVE_TIMECONTROL, ARCHIVE_RESULT, ARCHIVE_TERMINATION, ARCHIVE_PLYCOUNT,
	ARCHIVE_EVENTS,
	ARCHIVE_NOTE,   /* not arimaa.com's: a word on the game (data/famous-games.txt: why it is famous) */
	ARCHIVE_NCOLUMNS
};

struct archive_row {
	uint32_t start;      /* the row's first byte in text */
	uint32_t len;        /* its length, without the line end */
	int lineno;          /* the row's line in the file */
};

/* An archive keeps a copy of its text with tabs and line ends made NUL, so
 * that every field is a string in place; a row costs twelve bytes however
 * many columns it has, and a field is found in one pass over its row. */
struct archive {
	char *text;
	size_t len;
	size_t ncolumns;                  /* the header row's fields */
	size_t column[ARCHIVE_NCOLUMNS];  /* each known column's place, or SIZE_MAX */
	struct archive_row *rows;
	size_t nrows;
};

/* The largest archive text read (row offsets are 32 bits). */
#define ARCHIVE_MAX_SIZE ((size_t)0xffffffffu)

/* Whether text looks like an archive (its first line is a header row with "id" and "movelist" columns). */
bool archive_detect(const char *text, size_t len);

/* Reads an archive. Returns 0, or -1 with err filled. */
int archive_parse(const char *text, size_t len, struct archive *a, struct record_error *err);

/* Frees what a holds and empties it. */
void archive_free(struct archive *a);

/* The field of row i in the column called name (one of the known
 * columns, in any case), or NULL if there is no such column or the row is short. */
const char *archive_field(const struct archive *a, size_t i, const char *name);

/* Fills out[k] with row i's field of known column k (NULL if missing), in
 * one pass over the row. */
void archive_row_fields(const struct archive *a, size_t i, const char *out[ARCHIVE_NCOLUMNS]);

/* The index of the row whose id is id, or -1. */
long archive_find(const struct archive *a, const char *id);

/* Writes the UTC date of a startts field (seconds since 1970) as
 * "YYYY.MM.DD" into out. Returns false (out "") if it is not a number. */
bool archive_date_text(const char *startts, char *out, size_t size);

/* Makes the record of row i: moves from movelist, id, old_rules from startts,
 * and headers as arimaa.com writes single-game files (White, Black, Date,
 * Result, ResultCode, ReasonCode, PlyCount, TimeControl, Event...). Returns 0 or -1 with err. */
int archive_record(const struct archive *a, size_t i, struct record *rec, struct record_error *err);

/* As archive_record, but the move lines are read as record_scan reads
 * them, none kept: rec owns the text made of the row (rec->stream), from
 * which record_replay_text reads them again. */
int archive_record_scan(const struct archive *a, size_t i, struct record *rec, struct record_error *err);

#endif
