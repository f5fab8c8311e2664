/* record_write.c: a game written as a canonical game file: headers, a
 * blank line, the starting diagram if any, one move line per move. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "notation/record.h"
#include "notation/diagram.h"
#include "notation/notation.h"
#include "notation/text.h"
#include "util/xmalloc.h"

/* Whether c is written as a space: a space, a line end or a control character. */
static bool record_write_spaced(char c)
{
	return c == ' ' || (unsigned char)c < 0x20 || c == 0x7f;
}

/* Appends s to w with every line end and control character turned into
 * a space, less those at its start and end: a reader cuts the blanks
 * around a header's value, so the value written reads back as written
 * (and a file saved again is the same bytes). */
static void record_write_clean(struct text_grow *w, const char *s)
{
	if (!s)
		return;
	size_t n = strlen(s);
	while (n && record_write_spaced(s[n - 1]))
		n--;
	while (n && record_write_spaced(*s)) {
		s++;
		n--;
	}
	for (size_t i = 0; i < n; i++) {
		char c = record_write_spaced(s[i]) ? ' ' : s[i];
		text_grow_add(w, &c, 1);
	}
}

bool record_write_from_position(const struct game *g)
{
	if (g->nmoves)
		return g->moves[0].type != MOVE_SETUP || g->moves[0].number != 1;
	if (g->phase != GAME_SETUP)
		return true;
	return position_occupied(&g->pos) != 0;
}

char *record_write(const struct game *g, const struct record_header *headers, size_t nheaders)
{
	struct text_grow w = { NULL, 0, 0 };
	char buf[DIAGRAM_SIZE];

	for (size_t i = 0; i < nheaders; i++) {
		if (headers[i].line) {
			text_grow_str(&w, headers[i].line);
			text_grow_str(&w, "\n");
			continue;
		}
		record_write_clean(&w, headers[i].key);
		text_grow_str(&w, ": ");
		record_write_clean(&w, headers[i].value);
		text_grow_str(&w, "\n");
	}
	if (nheaders)
		text_grow_str(&w, "\n");
	if (record_write_from_position(g)) {
		const struct position *start = &g->start;
		int number = g->nmoves ? g->moves[0].number : g->number;
		diagram_write(start, number, buf, sizeof buf);
		text_grow_str(&w, buf);
	}
	for (size_t i = 0; i < g->nmoves; i++) {
		const struct game_move *m = &g->moves[i];
		char label[16];
		notation_label(m->number, m->side, label);
		text_grow_str(&w, label);
		text_grow_str(&w, " ");
		switch (m->type) {
		case MOVE_SETUP:
			notation_setup(m->placements, m->nplacements, buf, sizeof buf);
			break;
		case MOVE_TURN:
			notation_turn(m->steps, m->nsteps, buf, sizeof buf);
			break;
		default:
			strcpy(buf, "resign");
			break;
		}
		text_grow_str(&w, buf);
		text_grow_str(&w, "\n");
	}
	if (!w.s)
		return xstrdup("");
	return w.s;
}
