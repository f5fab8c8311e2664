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

const char *record_error_format(const struct record_error *err, char *buf, size_t size)
{
	struct text_out o;
	int mlen = (int)strnlen(err->move, sizeof err->move);
	int wlen = (int)strnlen(err->message, sizeof err->message);
	text_out_init(&o, buf, size);
	if (err->line > 0 && mlen > 0)
		text_out_printf(&o, "line %d, move %.*s: ", err->line, mlen, err->move);
	else if (mlen > 0)
		text_out_printf(&o, "move %.*s: ", mlen, err->move);
	else if (err->line > 0)
		text_out_printf(&o, "line %d: ", err->line);
	if (wlen > 0)
		text_out_add(&o, err->message, (size_t)wlen);
	else
		text_out_str(&o, "not a game record");
	return buf;
}

const char *record_result_words(char result_code, char reason_code, char *buf, size_t size)
{
	const char *why = notation_reason_code_name(reason_code);
	struct text_out o;
	text_out_init(&o, buf, size);
	if (result_code != 'w' && result_code != 'b')
		return buf;
	text_out_printf(&o, "%s wins", result_code == 'w' ? "gold" : "silver");
	if (why)
		text_out_printf(&o, " %s %s", reason_code == 't' || reason_code == 's' ? "on" : "by", why);
	return buf;
}

/* Whether s is one character. */
static bool record_one_char(const char *s)
{
	return s && s[0] != '\0' && s[1] == '\0';
}

void record_result_said(const char *result, const char *result_code, const char *reason_code, char *winner,
			char *reason)
{
	*winner = *reason = 0;
	if (result && strcmp(result, "1-0") == 0)
		*winner = 'w';
	else if (result && strcmp(result, "0-1") == 0)
		*winner = 'b';
	else if (result && (strcmp(result, "w") == 0 || strcmp(result, "b") == 0))
		*winner = result[0];
	bool has_reason = record_one_char(reason_code) && notation_reason_code_name(reason_code[0]);
	if (record_one_char(result_code)) {
		char c = result_code[0];
		if (has_reason || !*winner) {
			if (c == 'w' || c == 'g')
				*winner = 'w';
			else if (c == 'b' || c == 's')
				*winner = 'b';
		} else if (notation_reason_code_name(c)) {
			*reason = c;
		}
	}
	if (has_reason)
		*reason = reason_code[0];
}

bool record_result_differs(const struct game *g, char result_code, char reason_code)
{
	if (result_code != 'w' && result_code != 'b')
		return false;
	if (g->phase != GAME_OVER)
		return true;
	if ((g->winner == GOLD) != (result_code == 'w'))
		return true;
	return reason_code != 0 && reason_code != notation_reason_code(g->reason, g->old_rules);
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

/* The next line of text from *pos (its number in *lineno, counted up);
 * false at the end. */
static bool record_next(const char *text, size_t len, size_t *pos, int *lineno, struct text_line *l)
{
	if (*pos >= len)
		return false;
	const char *nl = memchr(text + *pos, '\n', len - *pos);
	size_t end = nl ? (size_t)(nl - text) : len;
	l->s = text + *pos;
	l->len = end - *pos;
	if (l->len && l->s[l->len - 1] == '\r')
		l->len--;
	if (*lineno < 0x7fffffff)
		(*lineno)++;
	l->lineno = *lineno;
	*pos = nl ? end + 1 : len;
	return true;
}

/* Cuts the blanks around a header's value. */
static void record_trim(const char **v, size_t *vlen)
{
	while (*vlen && text_is_blank(**v)) {
		(*v)++;
		(*vlen)--;
	}
	while (*vlen && text_is_blank((*v)[*vlen - 1]))
		(*vlen)--;
}

/* Sets rec->old_rules from a Rules header that names the rules before 2008-07-01. */
static void record_read_rules(struct record *rec)
{
	for (size_t i = 0; i < rec->nheaders; i++)
		if (strcasecmp(rec->headers[i].key, RECORD_RULES_KEY) == 0)
			rec->old_rules = strcasecmp(rec->headers[i].value, RECORD_RULES_OLD) == 0;
}

/* Reads the run of header lines from *l on: counted first, so that they
 * take one array and one block of text (rec->header_text): its key, its
 * value and the whole line. Leaves *l at the first line after them.
 * Returns how many. */
static size_t record_headers(struct record *rec, const char *text, size_t len, size_t *pos, int *lineno,
			   struct text_line *l, bool *have)
{
	size_t n = 0, bytes = 0, klen, p = *pos;
	int ln = *lineno;
	struct text_line t = *l;
	bool more = *have;

	for (; more && record_is_header(t.s, t.len, &klen); more = record_next(text, len, &p, &ln, &t)) {
		n++;
		bytes += 2 * t.len + 3;
	}
	if (n == 0)
		return 0;
	rec->headers = xreallocarray(NULL, n, sizeof *rec->headers);
	rec->header_text = xmalloc(bytes);
	char *out = rec->header_text;
	for (size_t i = 0; i < n; i++) {
		record_is_header(l->s, l->len, &klen);
		const char *v = l->s + klen + 1;
		size_t vlen = l->len - klen - 1;
		record_trim(&v, &vlen);
		rec->headers[i].key = out;
		memcpy(out, l->s, klen);
		out += klen;
		*out++ = '\0';
		rec->headers[i].value = out;
		memcpy(out, v, vlen);
		out += vlen;
		*out++ = '\0';
		/* the line kept as read, less carriage returns at its end (line-end
		 * debris that a reader would strip again, one each time) */
		size_t llen = l->len;
		while (llen && l->s[llen - 1] == '\r')
			llen--;
		rec->headers[i].line = out;
		memcpy(out, l->s, llen);
		out += llen;
		*out++ = '\0';
		rec->nheaders++;
		*have = record_next(text, len, pos, lineno, l);
	}
	return n;
}

/* Move lines are read one at a time into a small buffer (a continuation
 * line joined to it) and handed on whole: to record_store, which gathers
 * them into one growing buffer, one after the other, each ended by a NUL,
 * where each begins found when the buffer stops moving; or to a caller
 * that keeps none. */
struct record_build {
	struct text_grow line;    /* the move line being read */
	int lineno;               /* its line */
	bool open;                /* whether there is one */
	size_t nlines;            /* move lines begun */
	int (*each)(void *ctx, const struct record_line *l);
	void *ctx;
	int stop;                 /* what each returned when it stopped the reading, else 0 */
	int line_all;             /* when > 0, the line every move line is said to be on */
};

/* Hands on the move line being read, if any. */
static void record_flush(struct record_build *b)
{
	if (!b->open || b->stop)
		return;
	struct record_line l = { b->line_all > 0 ? b->line_all : b->lineno, b->line.s ? b->line.s : (char *)"" };
	b->stop = b->each(b->ctx, &l);
	b->open = false;
	b->line.len = 0;
}

/* Starts a new move line at line lineno. */
static void record_add_line(struct record_build *b, int lineno)
{
	record_flush(b);
	b->open = true;
	b->lineno = lineno;
	b->nlines++;
	text_grow_add(&b->line, "", 0);
}

/* Takes one physical line of moves, split into parts at each "\\n" (the two
 * characters, as the arimaa.com archive's movelist writes line ends): each
 * part is a move line, or the continuation of the last one if it begins
 * with a blank (and there is one), as the same text split into lines reads. */
static void record_take_line(struct record_build *b, const struct text_line *l)
{
	const char *p = l->s, *end = l->s + l->len;
	bool cont = text_is_blank(*p) && b->nlines;

	for (;;) {
		const char *bs = p;
		while ((bs = memchr(bs, '\\', (size_t)(end - bs))) && (bs + 1 >= end || bs[1] != 'n'))
			bs++;
		const char *stop = bs ? bs : end;
		if (cont) {
			text_grow_add(&b->line, " ", 1);
			text_grow_add(&b->line, p, (size_t)(stop - p));
			cont = false;
		} else {
			while (p < stop && text_is_blank(*p))
				p++;
			if (p < stop) {
				record_add_line(b, l->lineno);
				text_grow_add(&b->line, p, (size_t)(stop - p));
			}
		}
		if (!bs)
			break;
		/* each part reads as the line it would be in a split file: one
		 * that begins with a blank continues the move before it */
		p = bs + 2;
		cont = p < end && text_is_blank(*p) && b->nlines;
	}
}

/* The move lines kept by record_parse: their text one after the other,
 * each ended by a NUL, and their line numbers. */
struct record_store {
	struct record *rec;
	struct text_grow buf;
};

/* Keeps one move line in the record (record_build's each). */
static int record_store(void *ctx, const struct record_line *l)
{
	struct record_store *st = ctx;
	struct record *rec = st->rec;
	size_t cap = record_grow(rec->nlines);
	if (cap)
		rec->lines = xreallocarray(rec->lines, cap, sizeof *rec->lines);
	rec->lines[rec->nlines].lineno = l->lineno;
	rec->lines[rec->nlines].text = NULL;
	rec->nlines++;
	text_grow_add(&st->buf, l->text, strlen(l->text) + 1);
	return 0;
}

/* Hands the buffer to rec: each line's text points into it, line i after
 * the i-th NUL (a move line holds no NUL: the text has none). */
static void record_store_finish(struct record_store *st)
{
	struct record *rec = st->rec;
	if (rec->nlines == 0) {
		free(st->buf.s);
	} else {
		char *p = rec->text = st->buf.s;
		for (size_t i = 0; i < rec->nlines; i++) {
			rec->lines[i].text = p;
			p += strlen(p) + 1;
		}
	}
	memset(&st->buf, 0, sizeof st->buf);
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
	return notation_label_read(s, len, number, side) == 0 && *number <= NOTATION_START_MAX;
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

/* Room for the lines a diagram may take: a label, border, eight ranks,
 * border and the file letters. */
enum { RECORD_WINDOW = 12 };

/* Reads what comes before the move lines (a byte order mark, headers, a
 * position) into rec, which this empties first. Leaves *pos, *lineno
 * and *l at the first line after them (*have false at the end) and
 * *saw_text saying whether any was read. Returns 0, or -1 with err (rec
 * then freed). */
static int record_head(const char *text, size_t len, struct record *rec, size_t *pos, int *lineno,
		       struct text_line *l, bool *have, bool *saw_text, struct record_error *err)
{
	memset(rec, 0, sizeof *rec);
	record_fail(err, 0, NULL, "");
	const char *nul = len ? memchr(text, '\0', len) : NULL;
	if (nul) {
		int line = 1;
		for (const char *p = text; p < nul; p++)
			if (*p == '\n' && line < 0x7fffffff)
				line++;
		record_fail(err, line, NULL, "a NUL byte: this is not a text record");
		return -1;
	}
	*pos = len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
	*lineno = 0;
	*saw_text = false;
	*have = record_next(text, len, pos, lineno, l);
	while (*have && text_line_blank(l->s, l->len))
		*have = record_next(text, len, pos, lineno, l);
	if (record_headers(rec, text, len, pos, lineno, l, have) > 0)
		*saw_text = true;
	record_read_rules(rec);
	while (*have && text_line_blank(l->s, l->len))
		*have = record_next(text, len, pos, lineno, l);
	if (*have) {
		/* A position takes a few lines: read it from a window of them. */
		struct text_line win[RECORD_WINDOW];
		size_t n = 1, used = 0, wpos = *pos;
		int wline = *lineno;
		win[0] = *l;
		while (n < RECORD_WINDOW && record_next(text, len, &wpos, &wline, &win[n]))
			n++;
		int p = record_position(rec, win, n, &used, err);
		if (p < 0) {
			record_free(rec);
			return -1;
		}
		if (p > 0) {
			*saw_text = true;
			for (size_t k = 1; k < used; k++)
				(void)record_next(text, len, pos, lineno, l);
			*have = record_next(text, len, pos, lineno, l);
		}
	}
	/* where the move lines begin, to read them again */
	rec->body_at = *have ? (size_t)(l->s - text) : len;
	rec->body_line = *have ? l->lineno - 1 : *lineno;
	return 0;
}

/* Reads the move lines of text from *pos on into b, which hands each on;
 * until b's each stops it. Returns whether any text was seen. */
static bool record_body(const char *text, size_t len, size_t pos, int lineno, struct record_build *b)
{
	struct text_line l;
	bool saw_text = false;
	while (!b->stop && record_next(text, len, &pos, &lineno, &l)) {
		if (text_line_blank(l.s, l.len))
			continue;
		saw_text = true;
		record_take_line(b, &l);
	}
	record_flush(b);
	free(b->line.s);
	b->line.s = NULL;
	return saw_text;
}

/* Reads text's headers and position into rec and hands its move lines to
 * each(ctx, line) (record_build's each). Returns 0; or -1 with err when the
 * text is not a record or holds nothing, or what each stopped the reading
 * with (err filled by each); rec is then freed. */
static int record_read(const char *text, size_t len, struct record *rec,
		       int (*each)(void *ctx, const struct record_line *l), void *ctx, struct record_error *err)
{
	struct text_line l;
	size_t pos;
	int lineno;
	bool have, saw_text;
	if (record_head(text, len, rec, &pos, &lineno, &l, &have, &saw_text, err) != 0)
		return -1;
	struct record_build b;
	memset(&b, 0, sizeof b);
	b.each = each;
	b.ctx = ctx;
	if (record_body(text, len, rec->body_at, rec->body_line, &b))
		saw_text = true;
	/* an empty text is told before a bad line (there is none then) */
	if (!saw_text) {
		record_fail(err, 0, NULL, "the text is empty: no headers, no position and no moves");
		b.stop = -1;
	}
	if (b.stop)
		record_free(rec);
	return b.stop;
}

int record_parse(const char *text, size_t len, struct record *rec, struct record_error *err)
{
	if (!text)
		len = 0;
	struct record_store st = { rec, { NULL, 0, 0 } };
	int rc = record_read(text, len, rec, record_store, &st, err);
	record_store_finish(&st);
	if (rc == 0 && record_check_lines(rec, err) != 0) {
		record_free(rec);
		return -1;
	}
	return rc == 0 ? 0 : -1;
}

/* What record_scan keeps of each move line: its count, and the first bad one. */
struct record_scanning {
	struct moveline *ml;
	size_t n;
	struct record_error *err;
};

/* Reads the form of one move line and counts it (record_build's each):
 * 0, or -1 at a bad one (err filled). */
static int record_scan_line(void *ctx, const struct record_line *l)
{
	struct record_scanning *sc = ctx;
	char why[200];
	sc->n++;
	if (moveline_read(l->text, strlen(l->text), true, sc->ml, why, sizeof why) != 0) {
		record_fail(sc->err, l->lineno, sc->ml->label, why);
		return -1;
	}
	return 0;
}

int record_scan(const char *text, size_t len, struct record *rec, struct record_error *err)
{
	if (!text)
		len = 0;
	struct record_scanning sc = { xmalloc(sizeof *sc.ml), 0, err };
	int rc = record_read(text, len, rec, record_scan_line, &sc, err);
	free(sc.ml);
	if (rc != 0)
		return -1;
	rec->nlines = sc.n;
	rec->streamed = true;
	return 0;
}

int record_each_line(const struct record *rec, const char *text, size_t len,
		     int (*each)(void *ctx, const struct record_line *l), void *ctx)
{
	struct record_build b;
	memset(&b, 0, sizeof b);
	b.each = each;
	b.ctx = ctx;
	b.line_all = rec->lines_at;
	if (!text)
		len = 0;
	record_body(text, len, rec->body_at < len ? rec->body_at : len, rec->body_line, &b);
	return b.stop;
}

void record_free(struct record *rec)
{
	free(rec->headers);
	free(rec->header_text);
	free(rec->text);
	free(rec->lines);
	free(rec->id);
	free(rec->stream);
	memset(rec, 0, sizeof *rec);
}

void record_free_lines(struct record *rec)
{
	free(rec->text);
	free(rec->lines);
	free(rec->stream);
	rec->text = NULL;
	rec->lines = NULL;
	rec->stream = NULL;
	rec->stream_len = 0;
	rec->nlines = 0;
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
		record_error_format(&err, why, whysize);
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
