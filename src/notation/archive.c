/* archive.c: the arimaa.com game archive: a header row of column names,
 * then one tab-separated row per game, its movelist joined by "\n". */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "notation/archive.h"
#include "notation/movetimes.h"
#include "notation/text.h"
#include "util/xmalloc.h"

/* Games that started before this time (2008-07-01 00:00 UTC) were played under the older rules. */
static const long long archive_new_rules = 1214870400LL;

/* Fills err with a message about line `line`. */
static void archive_fail(struct record_error *err, int line, const char *msg)
{
	struct text_out o;
	err->line = line;
	err->move[0] = '\0';
	text_out_init(&o, err->message, sizeof err->message);
	text_out_str(&o, msg);
}

/* The names of the known columns, in the order of enum archive_column. */
static const char *const archive_names[ARCHIVE_NCOLUMNS] = {
	"id", "movelist", "event", "site", "startts", "wusername", "busername", "wrating",
	"brating", "timecontrol", "result", "termination", "plycount", "events", "note"
};

/* The known column called n bytes of s (in any case), or -1. */
static int archive_column_of(const char *s, size_t n)
{
	for (int k = 0; k < ARCHIVE_NCOLUMNS; k++)
		if (strlen(archive_names[k]) == n && strncasecmp(s, archive_names[k], n) == 0)
			return k;
	return -1;
}

/* Finds where each known column is among the fields of the header row s
 * (len bytes, fields separated by tabs or NULs): the first of a name wins. */
static void archive_columns(struct archive *a, const char *s, size_t len)
{
	size_t start = 0, c = 0;
	for (int k = 0; k < ARCHIVE_NCOLUMNS; k++)
		a->column[k] = SIZE_MAX;
	for (size_t i = 0; i <= len; i++) {
		if (i < len && s[i] != '\t' && s[i] != '\0')
			continue;
		int k = archive_column_of(s + start, i - start);
		if (k >= 0 && a->column[k] == SIZE_MAX)
			a->column[k] = c;
		c++;
		start = i + 1;
	}
	a->ncolumns = c;
}

bool archive_detect(const char *text, size_t len)
{
	struct archive a;
	if (!text)
		return false;
	const char *nl = memchr(text, '\n', len);
	size_t l = nl ? (size_t)(nl - text) : len;
	if (l && text[l - 1] == '\r')
		l--;
	if (memchr(text, '\0', l) || !memchr(text, '\t', l))
		return false;
	archive_columns(&a, text, l);
	return a.column[ARCHIVE_ID] != SIZE_MAX && a.column[ARCHIVE_MOVELIST] != SIZE_MAX;
}

int archive_parse(const char *text, size_t len, struct archive *a, struct record_error *err)
{
	memset(a, 0, sizeof *a);
	archive_fail(err, 0, "");
	if (!text)
		len = 0;
	if (!archive_detect(text, len)) {
		archive_fail(err, 1, "not a game archive: the first line should name the columns, among them id and movelist");
		return -1;
	}
	if (len > ARCHIVE_MAX_SIZE) {
		archive_fail(err, 0, "the archive is too large");
		return -1;
	}
	const char *nul = memchr(text, '\0', len);
	if (nul) {
		int line = 1;
		for (const char *p = text; p < nul; p++)
			if (*p == '\n' && line < 0x7fffffff)
				line++;
		archive_fail(err, line, "a NUL byte: this is not a text archive");
		return -1;
	}
	/* Count the rows that are not blank, then copy the text and note them. */
	size_t rows = 0, lines = 0;
	for (size_t pos = 0; pos < len;) {
		const char *nl = memchr(text + pos, '\n', len - pos);
		size_t end = nl ? (size_t)(nl - text) : len;
		if (lines++ > 0 && !text_line_blank(text + pos, end - pos))
			rows++;
		pos = end + 1;
	}
	a->text = xmalloc(len + 1);
	if (rows)
		a->rows = xcalloc(rows, sizeof *a->rows);
	memcpy(a->text, text, len);
	a->text[len] = '\0';
	a->len = len;
	int lineno = 0;
	for (size_t pos = 0; pos < len;) {
		char *s = a->text + pos;
		char *nl = memchr(s, '\n', len - pos);
		size_t end = nl ? (size_t)(nl - a->text) : len, l = end - pos;
		if (l && s[l - 1] == '\r')
			l--;
		for (size_t i = 0; i < l; i++)
			if (s[i] == '\t')
				s[i] = '\0';
		s[l] = '\0';
		if (lineno < 0x7fffffff)
			lineno++;
		if (lineno == 1) {
			archive_columns(a, s, l);
		} else if (!text_line_blank(text + pos, l)) {
			struct archive_row *r = &a->rows[a->nrows++];
			r->start = (uint32_t)pos;
			r->len = (uint32_t)l;
			r->lineno = lineno;
		}
		pos = end + 1;
	}
	return 0;
}

void archive_free(struct archive *a)
{
	free(a->text);
	free(a->rows);
	memset(a, 0, sizeof *a);
}

void archive_row_fields(const struct archive *a, size_t i, const char *out[ARCHIVE_NCOLUMNS])
{
	size_t want = 0;
	for (int k = 0; k < ARCHIVE_NCOLUMNS; k++) {
		out[k] = NULL;
		if (a->column[k] != SIZE_MAX && a->column[k] + 1 > want)
			want = a->column[k] + 1;
	}
	if (i >= a->nrows)
		return;
	const struct archive_row *r = &a->rows[i];
	const char *p = a->text + r->start, *end = p + r->len;
	/* Walk the fields up to the last known column, taking the known ones. */
	for (size_t c = 0; c < want; c++) {
		for (int k = 0; k < ARCHIVE_NCOLUMNS; k++)
			if (a->column[k] == c)
				out[k] = p;
		const char *z = memchr(p, '\0', (size_t)(end - p));
		if (!z)
			break;
		p = z + 1;
	}
}

const char *archive_field(const struct archive *a, size_t i, const char *name)
{
	const char *f[ARCHIVE_NCOLUMNS];
	int k = name ? archive_column_of(name, strlen(name)) : -1;
	if (k < 0)
		return NULL;
	archive_row_fields(a, i, f);
	return f[k];
}

long archive_find(const struct archive *a, const char *id)
{
	if (!id || a->column[ARCHIVE_ID] == SIZE_MAX)
		return -1;
	for (size_t i = 0; i < a->nrows; i++) {
		const char *f = archive_field(a, i, "id");
		if (f && strcmp(f, id) == 0)
			return (long)i;
	}
	return -1;
}

/* Reads a whole non-negative decimal number; returns false if s is not one. */
static bool archive_number(const char *s, long long *out)
{
	long long v = 0;
	if (!s || !*s)
		return false;
	for (; *s; s++) {
		if (*s < '0' || *s > '9' || v > 100000000000000LL)
			return false;
		v = v * 10 + (*s - '0');
	}
	*out = v;
	return true;
}

/* Writes the UTC date of a Unix time as "YYYY.MM.DD". */
static void archive_date(long long t, char out[32])
{
	long long days = t / 86400;
	/* Days since 1970-01-01 to a civil date (proleptic Gregorian). */
	long long z = days + 719468;
	long long era = z / 146097;
	long long doe = z - era * 146097;
	long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	long long y = yoe + era * 400;
	long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	long long mp = (5 * doy + 2) / 153;
	long long d = doy - (153 * mp + 2) / 5 + 1;
	long long m = mp < 10 ? mp + 3 : mp - 9;
	if (m <= 2)
		y++;
	snprintf(out, 32, "%04lld.%02lld.%02lld", y % 10000, m, d);
}

bool archive_date_text(const char *startts, char *out, size_t size)
{
	long long t;
	char date[32];
	if (size > 0)
		out[0] = '\0';
	if (!archive_number(startts, &t))
		return false;
	archive_date(t, date);
	snprintf(out, size, "%s", date);
	return true;
}

/* Appends "Key: value\n" to w if value is not empty. */
static void archive_header(struct text_grow *w, const char *key, const char *value)
{
	if (!value || !*value)
		return;
	text_grow_str(w, key);
	text_grow_str(w, ": ");
	text_grow_str(w, value);
	text_grow_str(w, "\n");
}

/* The record of row i (archive_record); with stream, read by record_scan. */
static int archive_record_as(const struct archive *a, size_t i, bool stream, struct record *rec,
			     struct record_error *err)
{
	memset(rec, 0, sizeof *rec);
	archive_fail(err, 0, "");
	if (i >= a->nrows) {
		archive_fail(err, 0, "no such row");
		return -1;
	}
	int lineno = a->rows[i].lineno;
	const char *f[ARCHIVE_NCOLUMNS];
	archive_row_fields(a, i, f);
	const char *moves = f[ARCHIVE_MOVELIST];
	if (!moves) {
		archive_fail(err, lineno, "the row has no movelist");
		return -1;
	}
	struct text_grow w = { NULL, 0, 0 };
	archive_header(&w, "Event", f[ARCHIVE_EVENT]);
	archive_header(&w, "Site", f[ARCHIVE_SITE]);
	long long start = 0;
	bool has_start = archive_number(f[ARCHIVE_STARTTS], &start);
	char date[32];
	if (archive_date_text(f[ARCHIVE_STARTTS], date, sizeof date))
		archive_header(&w, "Date", date);
	archive_header(&w, "White", f[ARCHIVE_WUSERNAME]);
	archive_header(&w, "Black", f[ARCHIVE_BUSERNAME]);
	archive_header(&w, "WhiteRating", f[ARCHIVE_WRATING]);
	archive_header(&w, "BlackRating", f[ARCHIVE_BRATING]);
	archive_header(&w, "TimeControl", f[ARCHIVE_TIMECONTROL]);
	const char *result = f[ARCHIVE_RESULT];
	if (result && (strcmp(result, "w") == 0 || strcmp(result, "g") == 0))
		archive_header(&w, "Result", "1-0");
	else if (result && (strcmp(result, "b") == 0 || strcmp(result, "s") == 0))
		archive_header(&w, "Result", "0-1");
	archive_header(&w, "ResultCode", result);
	archive_header(&w, "ReasonCode", f[ARCHIVE_TERMINATION]);
	archive_header(&w, "PlyCount", f[ARCHIVE_PLYCOUNT]);
	/* The events' "after 2w, move used:17" entries: the time of each move. */
	const char *events = f[ARCHIVE_EVENTS];
	char *times = events ? movetimes_from_events(events, strlen(events)) : NULL;
	archive_header(&w, MOVETIMES_HEADER, times);
	free(times);
	text_grow_str(&w, "\n");
	for (const char *p = moves; *p; p++) {
		if (p[0] == '\\' && p[1] == 'n') {
			text_grow_str(&w, "\n");
			p++;
		} else {
			text_grow_add(&w, p, 1);
		}
	}
	int r = stream ? record_scan(w.s, w.len, rec, err) : record_parse(w.s, w.len, rec, err);
	if (r != 0) {
		free(w.s);
		err->line = lineno;
		return -1;
	}
	if (stream) {
		rec->stream = w.s;
		rec->stream_len = w.len;
		rec->lines_at = lineno;
	} else {
		free(w.s);
		for (size_t k = 0; k < rec->nlines; k++)
			rec->lines[k].lineno = lineno;
	}
	const char *id = f[ARCHIVE_ID];
	if (id)
		rec->id = xstrdup(id);
	rec->old_rules = has_start && start < archive_new_rules;
	return 0;
}

int archive_record(const struct archive *a, size_t i, struct record *rec, struct record_error *err)
{
	return archive_record_as(a, i, false, rec, err);
}

int archive_record_scan(const struct archive *a, size_t i, struct record *rec, struct record_error *err)
{
	return archive_record_as(a, i, true, rec, err);
}
