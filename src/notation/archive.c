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

/* Splits a line at tabs into malloc'd fields. */
static void archive_split(const char *s, size_t len, char ***fields, size_t *n)
{
	size_t count = 1;
	for (size_t i = 0; i < len; i++)
		if (s[i] == '\t')
			count++;
	char **f = xcalloc(count, sizeof *f);
	size_t start = 0, k = 0;
	for (size_t i = 0; i <= len; i++) {
		if (i == len || s[i] == '\t') {
			f[k++] = xmemdup0(s + start, i - start);
			start = i + 1;
		}
	}
	*fields = f;
	*n = count;
}

/* Frees n fields. */
static void archive_free_fields(char **f, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(f[i]);
	free(f);
}

/* Whether the tab-separated line has a field equal to name. */
static bool archive_has_column(const char *s, size_t len, const char *name)
{
	size_t nl = strlen(name), start = 0;
	for (size_t i = 0; i <= len; i++) {
		if (i == len || s[i] == '\t') {
			if (i - start == nl && strncasecmp(s + start, name, nl) == 0)
				return true;
			start = i + 1;
		}
	}
	return false;
}

bool archive_detect(const char *text, size_t len)
{
	if (!text)
		return false;
	const char *nl = memchr(text, '\n', len);
	size_t l = nl ? (size_t)(nl - text) : len;
	if (l && text[l - 1] == '\r')
		l--;
	if (memchr(text, '\0', l))
		return false;
	return memchr(text, '\t', l) && archive_has_column(text, l, "id") &&
	       archive_has_column(text, l, "movelist");
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
	const char *nul = memchr(text, '\0', len);
	if (nul) {
		int line = 1;
		for (const char *p = text; p < nul; p++)
			if (*p == '\n' && line < 0x7fffffff)
				line++;
		archive_fail(err, line, "a NUL byte: this is not a text archive");
		return -1;
	}
	size_t n;
	struct text_line *lines = text_lines(text, len, &n);
	archive_split(lines[0].s, lines[0].len, &a->columns, &a->ncolumns);
	size_t rows = 0;
	for (size_t i = 1; i < n; i++)
		if (!text_line_blank(lines[i].s, lines[i].len))
			rows++;
	if (rows)
		a->rows = xcalloc(rows, sizeof *a->rows);
	for (size_t i = 1; i < n; i++) {
		if (text_line_blank(lines[i].s, lines[i].len))
			continue;
		struct archive_row *r = &a->rows[a->nrows];
		archive_split(lines[i].s, lines[i].len, &r->fields, &r->nfields);
		r->lineno = lines[i].lineno;
		a->nrows++;
	}
	free(lines);
	return 0;
}

void archive_free(struct archive *a)
{
	if (a->columns)
		archive_free_fields(a->columns, a->ncolumns);
	for (size_t i = 0; i < a->nrows; i++)
		archive_free_fields(a->rows[i].fields, a->rows[i].nfields);
	free(a->rows);
	memset(a, 0, sizeof *a);
}

const char *archive_field(const struct archive *a, size_t i, const char *name)
{
	if (i >= a->nrows)
		return NULL;
	for (size_t c = 0; c < a->ncolumns; c++)
		if (strcasecmp(a->columns[c], name) == 0)
			return c < a->rows[i].nfields ? a->rows[i].fields[c] : NULL;
	return NULL;
}

long archive_find(const struct archive *a, const char *id)
{
	for (size_t i = 0; i < a->nrows; i++) {
		const char *f = archive_field(a, i, "id");
		if (f && id && strcmp(f, id) == 0)
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

int archive_record(const struct archive *a, size_t i, struct record *rec, struct record_error *err)
{
	memset(rec, 0, sizeof *rec);
	archive_fail(err, 0, "");
	if (i >= a->nrows) {
		archive_fail(err, 0, "no such row");
		return -1;
	}
	int lineno = a->rows[i].lineno;
	const char *moves = archive_field(a, i, "movelist");
	if (!moves) {
		archive_fail(err, lineno, "the row has no movelist");
		return -1;
	}
	struct text_grow w = { NULL, 0, 0 };
	archive_header(&w, "Event", archive_field(a, i, "event"));
	archive_header(&w, "Site", archive_field(a, i, "site"));
	long long start = 0;
	bool has_start = archive_number(archive_field(a, i, "startts"), &start);
	if (has_start) {
		char date[32];
		archive_date(start, date);
		archive_header(&w, "Date", date);
	}
	archive_header(&w, "White", archive_field(a, i, "wusername"));
	archive_header(&w, "Black", archive_field(a, i, "busername"));
	archive_header(&w, "WhiteRating", archive_field(a, i, "wrating"));
	archive_header(&w, "BlackRating", archive_field(a, i, "brating"));
	archive_header(&w, "TimeControl", archive_field(a, i, "timecontrol"));
	const char *result = archive_field(a, i, "result");
	if (result && (strcmp(result, "w") == 0 || strcmp(result, "g") == 0))
		archive_header(&w, "Result", "1-0");
	else if (result && (strcmp(result, "b") == 0 || strcmp(result, "s") == 0))
		archive_header(&w, "Result", "0-1");
	archive_header(&w, "ResultCode", result);
	archive_header(&w, "ReasonCode", archive_field(a, i, "termination"));
	archive_header(&w, "PlyCount", archive_field(a, i, "plycount"));
	/* The events' "after 2w, move used:17" entries: the time of each move. */
	const char *events = archive_field(a, i, "events");
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
	int r = record_parse(w.s, w.len, rec, err);
	free(w.s);
	if (r != 0) {
		err->line = lineno;
		return -1;
	}
	for (size_t k = 0; k < rec->nlines; k++)
		rec->lines[k].lineno = lineno;
	const char *id = archive_field(a, i, "id");
	if (id)
		rec->id = xstrdup(id);
	rec->old_rules = has_start && start < archive_new_rules;
	return 0;
}
