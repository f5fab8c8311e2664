/* treeview.c: the move list as the game tree (see treeview.h). */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "tui/layout.h"
#include "app/session.h"
#include "app/studyview.h"
#include "tui/treeview.h"

/* The rows of the move list drawn last, for a click: the node of each
 * screen row from treeview_top (GAMETREE_NONE for none). */
enum { TREEVIEW_ROWS = 128 };
static gametree_id treeview_row_node[TREEVIEW_ROWS];
static int treeview_top, treeview_nrows;

/* Draws comment text from row y (at most `most` rows, none past bottom),
 * indented, in a muted style, cut at spaces to the panel's width; the last
 * row ends with an ellipsis when there is more. Returns the next row. */
static int treeview_comment(int y, int bottom, int indent, int most, const char *text, gametree_id node)
{
	int width = layout_panel_width() - indent;
	size_t len = strlen(text), at = 0;
	if (width < 8)
		width = 8;
	for (int k = 0; k < most && y <= bottom; k++) {
		size_t cut = len - at, room = (size_t)(k + 1 == most ? width - 1 : width);
		bool more = false;
		if (cut > room) {
			cut = room;
			while (cut > 0 && text[at + cut] != ' ')
				cut--;
			if (cut == 0)
				cut = room;
			/* never inside a character */
			while (cut > 1 && ((unsigned char)text[at + cut] & 0xc0) == 0x80)
				cut--;
			more = true;
		}
		char line[512];
		snprintf(line, sizeof line, "%.*s%s", (int)cut, text + at,
			 more && k + 1 == most ? "\u2026" : "");
		treeview_row_node[y - treeview_top] = node;
		draw_panel(y++, A_DIM, "%*s%s", indent, "", line);
		at += cut;
		while (at < len && text[at] == ' ')
			at++;
		if (at >= len)
			break;
	}
	return y;
}

void treeview_draw(const struct ui *u, int top, int bottom, gametree_id here, bool inside, gametree_id line_end)
{
	const struct study *st = &u->study;
	struct study_row rows[TREEVIEW_ROWS];
	int nrows = bottom - top + 1;
	treeview_top = top;
	treeview_nrows = 0;
	if (nrows <= 0 || !st->ready)
		return;
	if (nrows > TREEVIEW_ROWS) {
		nrows = TREEVIEW_ROWS;
		bottom = top + nrows - 1;
	}
	long at = here == GAMETREE_NONE ? -1 : study_row_of(st, here), first = at < 0 ? 0 : at - nrows / 2;
	size_t total = study_rows(st, 0, rows, 0);
	if (first > (long)total - nrows)
		first = (long)total - nrows;
	if (first < 0)
		first = 0;
	size_t n = study_rows(st, (size_t)first, rows, (size_t)nrows);
	if (n > (size_t)first + (size_t)nrows)
		n = (size_t)first + (size_t)nrows;
	n -= (size_t)first;
	int y = top;
	for (size_t i = 0; i < n && y <= bottom; i++) {
		const struct study_row *r = &rows[i];
		int indent = 2 * (r->depth < 6 ? r->depth : 6);
		char text[256];
		if (r->kind != STUDY_ROW_MOVE) {
			/* a comment: the marked move's whole (up to four rows), the others' first row */
			const struct gametree_notes *notes = gametree_notes(&st->tree, r->node);
			const char *c = r->kind == STUDY_ROW_INTRO ? notes->intro : notes->comment;
			y = treeview_comment(y, bottom, indent + 4, r->node == here ? 4 : 1, c ? c : "", r->node);
			continue;
		}
		study_move_text(st, r->node, text, sizeof text);
		bool now = r->node == here && r->node != GAMETREE_ROOT;
		bool on_line = line_end != GAMETREE_NONE && study_leads_to(st, r->node, line_end);
		const char *mark = !now ? "  " : inside ? "- " : "> ";
		int attr = now ? A_BOLD | A_REVERSE : on_line ? A_BOLD : 0;
		treeview_row_node[y - top] = r->node;
		draw_panel(y++, attr, "%s%*s%s", mark, indent, "", text);
	}
	treeview_nrows = y - top;
}

gametree_id treeview_node_at(int y)
{
	int i = y - treeview_top;
	return i >= 0 && i < treeview_nrows ? treeview_row_node[i] : GAMETREE_NONE;
}

/* The game's moves from row top to row bottom of the panel, the latest
 * last, a move a line (wrapped): the list before the tree follows the game. */
static void treeview_flat(const struct ui *u, int top, int bottom)
{
	enum { MAX_ROWS = 64 };
	static char rows[MAX_ROWS][128];
	if (bottom > layout_panel_end())
		bottom = layout_panel_end(); /* the clocks' rows end the panel */
	int width = layout_panel_width(), room = bottom - top + 1, k = 0;
	if (width < 4)
		return;
	if (room > MAX_ROWS)
		room = MAX_ROWS;
	/* The game's tree when it follows the game: its variations too (a
	 * game played keeps its line as the main line: app/study.h), its line
	 * in bold, its last move marked. */
	gametree_id end = studyview_game_node(u);
	if (end != GAMETREE_NONE) {
		treeview_draw(u, top, bottom, end, false, end);
		return;
	}
	/* Collect the latest moves' lines backwards, then draw them top down. */
	for (size_t i = u->s.game.nmoves; i-- > 0 && k < room;) {
		char text[200], lines[4][128];
		session_move_text(&u->s, i, text, sizeof text);
		int n = draw_wrap(text, width, 4, lines, 4);
		for (int j = n - 1; j >= 0 && k < room; j--)
			memcpy(rows[k++], lines[j], sizeof rows[0]);
	}
	for (int j = 0; j < k; j++)
		draw_panel(top + j, 0, "%s", rows[k - 1 - j]);
}

void treeview_game_panel(const struct ui *u, int y)
{
	if (y >= layout_panel_bottom())
		return;
	draw_panel(y++, A_BOLD, "Moves:");
	treeview_flat(u, y, layout_panel_bottom());
}
