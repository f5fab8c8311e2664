/* record.c: reading a game record's shape: headers, an optional starting
 * position, and move lines (continuation lines joined); freeing it. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "notation/record.h"
#include "notation/diagram.h"
#include "notation/moveline.h"
#include "notation/notation.h"
#include "notation/text.h"
#include "util/xmalloc.h"

/* Fills err (line 0 if none) with a message. */
static void record_fail(struct record_error *err, int line, const char *move, const char *msg)
{
	struct text_out o;
	err->line = line;
	text_out_init(&o, err->move, sizeof err->move);
	text_out_str(&o, move ? move : "");
	text_out_init(&o, err->message, sizeof err->message);
	text_out_str(&o, msg);
}

/* Whether a line is a header "Key: value"; if so, the key's length goes to *klen. */
static bool record_is_header(const char *s, size_t len, size_t *klen)
{
	size_t i = 0;
	if (len == 0 || !((s[0] >= 'A' && s[0] <= 'Z') || (s[0] >= 'a' && s[0] <= 'z')))
		return false;
	while (i < len && i < 64 && ((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z') ||
				     (s[i] >= '0' && s[i] <= '9') || s[i] == '_' || s[i] == '-'))
		i++;
	if (i >= len || s[i] != ':')
		return false;
	*klen = i;
	return true;
}

/* The capacity to grow an array of n elements to before adding one, or 0
 * if it has room (arrays grow to 8, 16, 32, ... elements). */
static size_t record_grow(size_t n)
{
	if (n == 0)
		return 8;
	if (n >= 8 && (n & (n - 1)) == 0)
		return 2 * n;
	return 0;
}

/* Adds a header to rec. */
static void record_add_header(struct record *rec, const char *k, size_t klen, const char *v, size_t vlen)
{
	while (vlen && text_is_blank(*v)) {
		v++;
		vlen--;
	}
	while (vlen && text_is_blank(v[vlen - 1]))
		vlen--;
	struct record_header *h = rec->headers;
	size_t cap = record_grow(rec->nheaders);
	if (cap)
		h = rec->headers = xreallocarray(rec->headers, cap, sizeof *h);
	h[rec->nheaders].key = xmemdup0(k, klen);
	h[rec->nheaders].value = xmemdup0(v, vlen);
	rec->nheaders++;
}

/* Adds a move line (a copy of s) to rec. */
static void record_add_line(struct record *rec, const char *s, size_t len, int lineno)
{
	struct record_line *l = rec->lines;
	size_t cap = record_grow(rec->nlines);
	if (cap)
		l = rec->lines = xreallocarray(rec->lines, cap, sizeof *l);
	l[rec->nlines].text = xmemdup0(s, len);
	l[rec->nlines].lineno = lineno;
	rec->nlines++;
}

/* Appends a continuation line to the last move line. */
static void record_continue_line(struct record *rec, const char *s, size_t len)
{
	struct record_line *l = &rec->lines[rec->nlines - 1];
	size_t old = strlen(l->text);
	char *p = xrealloc(l->text, old + len + 2);
	p[old] = ' ';
	memcpy(p + old + 1, s, len);
	p[old + 1 + len] = '\0';
	l->text = p;
}

/* Whether the line is a short form: a side or label, then '['. */
static bool record_is_short(const char *s, size_t len)
{
	int num;
	enum color side;
	return diagram_short_head(s, len, &side, &num) >= 0;
}

/* Whether the line is a label alone; its number and side go to *number and *side. */
static bool record_is_lone_label(const char *s, size_t len, int *number, enum color *side)
{
	while (len && text_is_blank(*s)) {
		s++;
		len--;
	}
	while (len && text_is_blank(s[len - 1]))
		len--;
	return notation_label_read(s, len, number, side) == 0;
}

/* Reads a diagram or short form at lines[*i]; on success advances *i.
 * Returns 0 if there is none, 1 if one was read, -1 on error (err filled). */
static int record_position(struct record *rec, const struct text_line *lines, size_t n, size_t *i,
			   struct record_error *err)
{
	const struct text_line *l = &lines[*i];
	char why[200];
	int number = 2;
	enum color side = GOLD;
	size_t at = *i;

	if (record_is_short(l->s, l->len)) {
		if (diagram_short_read(l->s, l->len, &rec->start, &number, why, sizeof why) != 0) {
			record_fail(err, l->lineno, NULL, why);
			return -1;
		}
		rec->has_position = true;
		rec->start_number = number;
		*i = at + 1;
		return 1;
	}
	if (record_is_lone_label(l->s, l->len, &number, &side) && at + 1 < n &&
	    diagram_is_border(lines[at + 1].s, lines[at + 1].len))
		at++;
	else if (!diagram_is_border(l->s, l->len))
		return 0;
	size_t bad = 0;
	int used = diagram_board_read(lines + at, n - at, side, &rec->start, &bad, why, sizeof why);
	if (used < 0) {
		size_t b = at + bad < n ? at + bad : n - 1;
		record_fail(err, lines[b].lineno, NULL, why);
		return -1;
	}
	rec->has_position = true;
	rec->start_number = number;
	*i = at + (size_t)used;
	return 1;
}

/* Checks the form of every move line; fills err at the first bad one. */
static int record_check_lines(const struct record *rec, struct record_error *err)
{
	struct moveline *ml = xmalloc(sizeof *ml);
	char why[200];
	for (size_t i = 0; i < rec->nlines; i++) {
		const struct record_line *l = &rec->lines[i];
		if (moveline_read(l->text, strlen(l->text), true, ml, why, sizeof why) != 0) {
			record_fail(err, l->lineno, ml->label, why);
			free(ml);
			return -1;
		}
	}
	free(ml);
	return 0;
}

int record_parse(const char *text, size_t len, struct record *rec, struct record_error *err)
{
	memset(rec, 0, sizeof *rec);
	record_fail(err, 0, NULL, "");
	if (!text)
		len = 0;
	const char *nul = len ? memchr(text, '\0', len) : NULL;
	if (nul) {
		int line = 1;
		for (const char *p = text; p < nul; p++)
			if (*p == '\n' && line < 0x7fffffff)
				line++;
		record_fail(err, line, NULL, "a NUL byte: this is not a text record");
		return -1;
	}
	if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
		text += 3;
		len -= 3;
	}
	size_t n;
	struct text_line *lines = text_lines(text, len, &n);
	size_t i = 0;
	int r = -1;
	bool saw_text = false;
	while (i < n && text_line_blank(lines[i].s, lines[i].len))
		i++;
	size_t klen;
	while (i < n && record_is_header(lines[i].s, lines[i].len, &klen)) {
		saw_text = true;
		record_add_header(rec, lines[i].s, klen, lines[i].s + klen + 1, lines[i].len - klen - 1);
		i++;
	}
	while (i < n && text_line_blank(lines[i].s, lines[i].len))
		i++;
	if (i < n) {
		int p = record_position(rec, lines, n, &i, err);
		if (p < 0)
			goto fail;
		if (p > 0)
			saw_text = true;
	}
	for (; i < n; i++) {
		const struct text_line *l = &lines[i];
		if (text_line_blank(l->s, l->len))
			continue;
		saw_text = true;
		if (text_is_blank(l->s[0]) && rec->nlines) {
			record_continue_line(rec, l->s, l->len);
			continue;
		}
		size_t k = 0;
		while (k < l->len && text_is_blank(l->s[k]))
			k++;
		record_add_line(rec, l->s + k, l->len - k, l->lineno);
	}
	if (!saw_text) {
		record_fail(err, 0, NULL, "the text is empty: no headers, no position and no moves");
		goto fail;
	}
	if (record_check_lines(rec, err) != 0)
		goto fail;
	free(lines);
	return 0;
fail:
	free(lines);
	record_free(rec);
	return r;
}

void record_free(struct record *rec)
{
	for (size_t i = 0; i < rec->nheaders; i++) {
		free(rec->headers[i].key);
		free(rec->headers[i].value);
	}
	free(rec->headers);
	for (size_t i = 0; i < rec->nlines; i++)
		free(rec->lines[i].text);
	free(rec->lines);
	free(rec->id);
	memset(rec, 0, sizeof *rec);
}

const char *record_header(const struct record *rec, const char *key)
{
	for (size_t i = 0; i < rec->nheaders; i++)
		if (strcasecmp(rec->headers[i].key, key) == 0)
			return rec->headers[i].value;
	return NULL;
}

int record_read_position(const char *text, size_t len, struct position *pos, int *number,
			 char *why, size_t whysize)
{
	struct record rec;
	struct record_error err;
	struct text_out o;
	text_out_init(&o, why, whysize);
	if (record_parse(text, len, &rec, &err) != 0) {
		if (err.line)
			text_out_printf(&o, "line %d: %s", err.line, err.message);
		else
			text_out_str(&o, err.message);
		return -1;
	}
	int r = 0;
	if (!rec.has_position) {
		text_out_str(&o, "no position diagram or short form");
		r = -1;
	} else if (rec.nlines) {
		text_out_str(&o, "moves follow the position");
		r = -1;
	} else {
		*pos = rec.start;
		*number = rec.start_number;
	}
	record_free(&rec);
	return r;
}
