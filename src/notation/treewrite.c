/* treewrite.c: writing a game tree as the canonical annotated record
 * (tags, comments, glyphs, "(" ")" blocks, the closing 1-0 or 0-1), and
 * its main line as a plain record. The walk is an explicit stack. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "notation/treerecord.h"
#include "notation/diagram.h"
#include "notation/movetimes.h"
#include "notation/notation.h"
#include "notation/text.h"
#include "util/xmalloc.h"

/* Appends s[0..n) with every control character but the line end made a
 * space, and the escapes of esc ("}\\" for comments, "\"\\" for tags). */
static void tw_escaped(struct text_grow *w, const char *s, size_t n, const char *esc, bool newline_escape)
{
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		if (c == '\n' && newline_escape) {
			text_grow_str(w, "\\n");
			continue;
		}
		if (c == '\n' || ((unsigned char)c >= 0x20 && c != 0x7f)) {
			if (strchr(esc, c))
				text_grow_add(w, "\\", 1);
			text_grow_add(w, &c, 1);
		} else {
			text_grow_add(w, " ", 1);
		}
	}
}

/* Appends a time in seconds as H:MM:SS. */
static void tw_time(struct text_grow *w, long secs)
{
	char buf[48];
	snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", secs / 3600, secs / 60 % 60, secs % 60);
	text_grow_str(w, buf);
}

/* Appends a node's comment with its commands, in braces, after a space
 * (nothing if it has none). */
static void tw_comment(struct text_grow *w, const struct gametree_notes *n, bool lead_space)
{
	bool any = n->comment || n->clk >= 0 || n->emt >= 0 || n->has_eval || n->nmarks;
	bool first = true;
	char buf[64];
	if (!any)
		return;
	text_grow_str(w, lead_space ? " {" : "{");
	if (n->comment) {
		tw_escaped(w, n->comment, strlen(n->comment), "}\\", false);
		first = false;
	}
	if (n->clk >= 0) {
		text_grow_str(w, first ? "[%clk " : " [%clk ");
		tw_time(w, n->clk);
		text_grow_str(w, "]");
		first = false;
	}
	if (n->emt >= 0) {
		text_grow_str(w, first ? "[%emt " : " [%emt ");
		tw_time(w, n->emt);
		text_grow_str(w, "]");
		first = false;
	}
	if (n->has_eval) {
		snprintf(buf, sizeof buf, "%s[%%eval %d]", first ? "" : " ", n->eval);
		text_grow_str(w, buf);
		first = false;
	}
	for (int arrow = 0; arrow < 2; arrow++) {
		bool some = false;
		for (size_t i = 0; i < n->nmarks; i++) {
			const struct gametree_mark *m = &n->marks[i];
			if (m->arrow != (arrow == 1))
				continue;
			char a[3], b[3];
			notation_square(m->from, a);
			notation_square(m->to, b);
			snprintf(buf, sizeof buf, "%s%c%s%s", some ? "," : (first ? (arrow ? "[%cal " : "[%csl ")
								       : (arrow ? " [%cal " : " [%csl ")),
				 m->color, a, arrow ? b : "");
			text_grow_str(w, buf);
			some = true;
			first = false;
		}
		if (some)
			text_grow_str(w, "]");
	}
	text_grow_str(w, "}");
}

/* The label of the move after node id (as the reader expects it). */
static void tw_next_label(const struct gametree *t, gametree_id id, char out[16])
{
	const struct gametree_node *n = &t->nodes[id];
	if (id == GAMETREE_ROOT)
		notation_label(t->start_number, t->start.side, out);
	else if (n->move.side == GOLD)
		notation_label(n->move.number, SILVER, out);
	else
		notation_label(n->move.number + 1, GOLD, out);
}

/* Whether a node's result is written as a "resign" line after it: a
 * resignation by the side to move there. */
static bool tw_resign_line(const struct gametree *t, gametree_id id)
{
	const struct gametree_node *n = &t->nodes[id];
	return n->winner && !n->board_result && n->reason == 'r' &&
	       (n->winner == 'w') == (gametree_side_after(t, id) == SILVER);
}

/* Appends a node's move line: label, move, glyphs, comment; a resignation
 * on it as the next label's "resign" line. */
static void tw_node(struct text_grow *w, const struct gametree *t, gametree_id id, bool intro)
{
	const struct gametree_notes *a = gametree_notes(t, id);
	struct gametree_move mv;
	char label[16], buf[DIAGRAM_SIZE];
	if (intro && a->intro) {
		text_grow_str(w, "{");
		tw_escaped(w, a->intro, strlen(a->intro), "}\\", false);
		text_grow_str(w, "}\n");
	}
	gametree_move_get(t, id, &mv);
	notation_label(mv.number, mv.side, label);
	text_grow_str(w, label);
	text_grow_str(w, " ");
	if (mv.type == MOVE_SETUP)
		notation_setup(mv.placements, mv.nplacements, buf, sizeof buf);
	else
		notation_turn(mv.steps, mv.nsteps, buf, sizeof buf);
	text_grow_str(w, buf);
	for (int i = 0; i < a->nnags; i++) {
		const char *g = gametree_glyph_text(a->nags[i]);
		snprintf(buf, sizeof buf, " %s", g ? g : "");
		if (!g)
			snprintf(buf, sizeof buf, " $%d", a->nags[i]);
		text_grow_str(w, buf);
	}
	tw_comment(w, a, true);
	text_grow_str(w, "\n");
	if (tw_resign_line(t, id)) {
		tw_next_label(t, id, label);
		text_grow_str(w, label);
		text_grow_str(w, " resign\n");
	}
}

/* What the writer's stack holds: write a node's continuation, open a
 * block with a node, or close a block. */
enum tw_op { TW_CHILDREN, TW_BLOCK, TW_CLOSE };

struct tw_item {
	enum tw_op op;
	gametree_id id;
};

struct tw_stack {
	struct tw_item *items;
	size_t n, cap;
};

static void tw_push(struct tw_stack *s, enum tw_op op, gametree_id id)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? s->cap * 2 : 64;
		s->items = xreallocarray(s->items, s->cap, sizeof *s->items);
	}
	s->items[s->n].op = op;
	s->items[s->n].id = id;
	s->n++;
}

/* Pushes blocks for the siblings after `from` (the last on top of the others last). */
static void tw_push_blocks(struct tw_stack *s, const struct gametree *t, gametree_id from, bool include)
{
	gametree_id last = t->nodes[t->nodes[from].parent].last;
	for (gametree_id c = last; c != GAMETREE_NONE; c = t->nodes[c].prev) {
		if (c == from && !include)
			break;
		tw_push(s, TW_BLOCK, c);
		if (c == from)
			break;
	}
}

/* Appends the moves of the tree, main line and variations. */
static void tw_moves(struct text_grow *w, const struct gametree *t)
{
	struct tw_stack s = { NULL, 0, 0 };
	gametree_id end = gametree_main_end(t);
	tw_push(&s, TW_CHILDREN, GAMETREE_ROOT);
	while (s.n) {
		struct tw_item it = s.items[--s.n];
		const struct gametree_node *n = &t->nodes[it.id];
		switch (it.op) {
		case TW_CLOSE:
			text_grow_str(w, ")\n");
			break;
		case TW_BLOCK:
			text_grow_str(w, "(\n");
			tw_node(w, t, it.id, true);
			tw_push(&s, TW_CLOSE, it.id);
			tw_push(&s, TW_CHILDREN, it.id);
			break;
		case TW_CHILDREN:
			if (n->first == GAMETREE_NONE)
				break;
			if (n->winner && (n->board_result || tw_resign_line(t, it.id) || it.id == end)) {
				/* after a result the record shows, every move is a continuation block */
				tw_push_blocks(&s, t, n->first, true);
				break;
			}
			tw_push(&s, TW_CHILDREN, n->first);
			tw_push_blocks(&s, t, n->first, false);
			tw_node(w, t, n->first, false);
			break;
		}
	}
	free(s.items);
}

/* Appends one tag. */
static void tw_tag(struct text_grow *w, const char *name, const char *value)
{
	text_grow_str(w, "[");
	for (const char *p = name; *p; p++)
		if ((unsigned char)*p > 0x20 && *p != 0x7f && *p != '"' && *p != ']')
			text_grow_add(w, p, 1);
	text_grow_str(w, " \"");
	tw_escaped(w, value, strlen(value), "\"\\", true);
	text_grow_str(w, "\"]\n");
}

char *treerecord_write(const struct gametree *t)
{
	struct text_grow w = { NULL, 0, 0 };
	gametree_id end = gametree_main_end(t);
	const struct gametree_node *e = &t->nodes[end];
	char buf[DIAGRAM_SIZE], label[16];
	bool tags = false;

	for (size_t i = 0; i < t->ntags; i++) {
		tw_tag(&w, t->tags[i].name, t->tags[i].value);
		tags = true;
	}
	if (t->old_rules && !gametree_tag(t, RECORD_RULES_KEY)) {
		tw_tag(&w, RECORD_RULES_KEY, RECORD_RULES_OLD);
		tags = true;
	}
	if (t->from_position) {
		notation_label(t->start_number, t->start.side, label);
		diagram_short_write(&t->start, buf, sizeof buf);
		text_grow_str(&w, "[Position \"");
		text_grow_str(&w, label);
		text_grow_str(&w, buf + 1);
		text_grow_str(&w, "\"]\n");
		tags = true;
	}
	if (e->winner) {
		char code[2] = { e->reason, '\0' };
		if (e->reason > ' ' && e->reason < 0x7f)
			tw_tag(&w, "ResultCode", code);
		tw_tag(&w, "Result", e->winner == 'w' ? "1-0" : "0-1");
		tags = true;
	}
	if (tags)
		text_grow_str(&w, "\n");
	const struct gametree_notes *a = gametree_notes(t, GAMETREE_ROOT);
	if (a->comment || a->clk >= 0 || a->emt >= 0 || a->has_eval || a->nmarks) {
		tw_comment(&w, a, false);
		text_grow_str(&w, "\n");
	}
	tw_moves(&w, t);
	if (e->winner)
		text_grow_str(&w, e->winner == 'w' ? "1-0\n" : "0-1\n");
	if (!w.s)
		return xstrdup("");
	return w.s;
}

char *treerecord_write_main(const struct gametree *t)
{
	struct game g;
	gametree_id end = gametree_main_end(t);
	const struct gametree_node *e = &t->nodes[end];
	size_t n = t->ntags + 3, k = 0;
	struct record_header *h = xreallocarray(NULL, n, sizeof *h);
	char code[2][2] = { { e->winner, '\0' }, { e->reason, '\0' } };

	(void)gametree_game(t, end, &g);   /* the reader played every move of it */
	/* the times, for MoveTimes */
	gametree_id path = end;
	for (size_t i = g.nmoves; i-- > 0 && path != GAMETREE_ROOT; path = t->nodes[path].parent)
		g.moves[i].used = gametree_notes(t, path)->emt;
	if (e->winner && !e->board_result && e->reason == 'r' && g.phase == GAME_PLAY)
		(void)game_resign(&g);
	for (size_t i = 0; i < t->ntags; i++) {
		/* plain records name the players as arimaa.com does */
		char *name = t->tags[i].name;
		h[k].key = strcasecmp(name, "Gold") == 0 ? "White" : strcasecmp(name, "Silver") == 0 ? "Black" : name;
		h[k].value = t->tags[i].value;
		h[k].line = NULL;
		k++;
	}
	if (e->winner) {
		h[k].key = "Result";
		h[k].value = e->winner == 'w' ? "1-0" : "0-1";
		h[k++].line = NULL;
		h[k].key = "ResultCode";
		h[k].value = code[0];
		h[k++].line = NULL;
		if (e->reason > ' ' && e->reason < 0x7f) {
			h[k].key = "ReasonCode";
			h[k].value = code[1];
			h[k++].line = NULL;
		}
	}
	char *times = movetimes_write(&g);
	char *out;
	if (times) {
		h = xreallocarray(h, k + 1, sizeof *h);
		h[k].key = MOVETIMES_HEADER;
		h[k].value = times;
		h[k++].line = NULL;
	}
	out = record_write(&g, h, k);
	free(times);
	free(h);
	game_free(&g);
	return out;
}
