/* presets.c: reading the setup presets file: one preset a line, checked
 * letter by letter, so a preset can only ever be a legal setup. */
#include "config.h"
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include "notation/notation.h"
#include "notation/presets.h"

void presets_builtin(struct presets *p)
{
	memset(p, 0, sizeof *p);
	snprintf(p->list[0].name, sizeof p->list[0].name, "%s", "standard");
	memcpy(p->list[0].front, "HDCEMCDH", 9);
	memcpy(p->list[0].back, "RRRRRRRR", 9);
	p->n = 1;
}

/* Whether c separates fields. */
static bool presets_blank(char c)
{
	return c == ' ' || c == '\t';
}

/* Reads a rank of eight piece letters at *s (e bounds it) into out,
 * counting the kinds; advances *s. Returns NULL, or why it is wrong. */
static const char *presets_rank(const char **s, const char *e, char out[9], int counts[KIND_NB])
{
	const char *p = *s;
	int i = 0;
	for (; p < e && !presets_blank(*p); p++, i++) {
		int piece = *p == '\0' ? PIECE_NONE : notation_piece_from_char(*p);
		if (piece == PIECE_NONE || piece_color(piece) != GOLD)
			return "a rank holds only the letters E M H D C R";
		if (i >= 8)
			return "a rank has eight letters, one for each file a to h";
		out[i] = *p;
		counts[piece_kind(piece)]++;
	}
	if (i != 8)
		return i == 0 ? "a line is a front rank, a back rank and a name" :
			"a rank has eight letters, one for each file a to h";
	out[8] = '\0';
	*s = p;
	return NULL;
}

/* Parses one line (no line end) into q. Returns NULL, or why it is wrong. */
static const char *presets_line(const char *s, const char *e, struct preset *q)
{
	int counts[KIND_NB] = { 0 };
	const char *why;
	memset(q, 0, sizeof *q);
	while (s < e && presets_blank(*s))
		s++;
	if ((why = presets_rank(&s, e, q->front, counts)))
		return why;
	while (s < e && presets_blank(*s))
		s++;
	if ((why = presets_rank(&s, e, q->back, counts)))
		return why;
	for (int k = 0; k < KIND_NB; k++)
		if (counts[k] != kind_setup_count((enum kind)k))
			return "the two ranks must hold E, M, two H, two D, two C and eight R";
	while (s < e && presets_blank(*s))
		s++;
	while (e > s && presets_blank(e[-1]))
		e--;
	if (s == e)
		return "the preset has no name after its two ranks";
	if (e - s > PRESETS_NAME_MAX)
		return "the name is longer than 24 characters";
	for (const char *c = s; c < e; c++)
		if ((unsigned char)*c < 0x20 || (unsigned char)*c > 0x7e)
			return "the name is not printable ASCII";
	memcpy(q->name, s, (size_t)(e - s));
	return NULL;
}

int presets_parse(const char *text, size_t len, struct presets *p, char *err, size_t errsize)
{
	const char *s = text, *end = text + len, *why = NULL;
	unsigned long line = 0;
	struct presets out;
	memset(&out, 0, sizeof out);
	while (s < end && !why) {
		const char *nl = memchr(s, '\n', (size_t)(end - s));
		size_t n = nl ? (size_t)(nl - s) : (size_t)(end - s);
		line++;
		if (n > 0 && s[n - 1] == '\r')
			n--;
		if (n > PRESETS_LINE_MAX)
			why = "the line is longer than 200 bytes";
		else if (memchr(s, '\0', n))
			why = "the line holds a NUL byte";
		else {
			const char *f = s, *e = s + n;
			while (f < e && presets_blank(*f))
				f++;
			if (f < e && *f != '#') {
				if (out.n == PRESETS_MAX)
					why = "there are more than 9 presets (keys 1 to 9)";
				else if (!(why = presets_line(f, e, &out.list[out.n])))
					out.n++;
			}
		}
		s = nl ? nl + 1 : end;
	}
	if (!why && out.n == 0) {
		why = "the file holds no preset";
		line = 0;
	}
	if (why) {
		if (line)
			snprintf(err, errsize, "line %lu: %s", line, why);
		else
			snprintf(err, errsize, "%s", why);
		presets_builtin(p);
		return -1;
	}
	*p = out;
	return 0;
}
