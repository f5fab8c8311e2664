/* analysisview.c: analysis mode and threat mode drawn (app/anmode.c): the
 * panel in the rectangle the layout gives (depth, the score from Gold's
 * side, nodes per second, the engine's line; the threats in words), the
 * first turn of the line on the board (each step's number left of the
 * piece that takes it and its direction right of it), the pieces the
 * opponent could capture marked with '!' and its goal square; and on
 * terminals without room for the panel, a line at the right of the title
 * row. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "app/analysis.h"
#include "app/anmode.h"
#include "app/gamean.h"
#include "notation/notation.h"
#include "tui/analysisview.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "tui/layout.h"
#include "tui/term.h"

/* The score in rabbits with its sign, from Gold's side ("+0.35", "Gold wins"). */
static void analysisview_score(const struct anmode_info *in, char *buf, size_t size)
{
	if (!in->has_score)
		snprintf(buf, size, "-");
	else if (in->score >= ANALYSIS_WIN)
		snprintf(buf, size, "Gold wins");
	else if (in->score <= -ANALYSIS_WIN)
		snprintf(buf, size, "Silver wins");
	else
		snprintf(buf, size, "%c%d.%02d", in->score < 0 ? '-' : '+', (in->score < 0 ? -in->score : in->score) / 100,
			 (in->score < 0 ? -in->score : in->score) % 100);
}

/* Nodes per second in words ("1.2 M", "850 k"). */
static void analysisview_nps(const struct anmode_info *in, char *buf, size_t size)
{
	long nps = anmode_nps(in);
	if (nps >= 1000000)
		snprintf(buf, size, "%.1f M", (double)nps / 1e6);
	else if (nps >= 1000)
		snprintf(buf, size, "%ld k", nps / 1000);
	else
		snprintf(buf, size, "%ld", nps);
}

/* Whether the board is drawn with Silver at the bottom. */
static bool analysisview_flipped(const struct ui *u)
{
	return u->mode == UI_MODE_REPLAY ? u->s.flipped : session_view_flipped(&u->s);
}

/* Draws one character at y, x with attr. */
static void analysisview_char(int y, int x, int attr, char c)
{
	attron(attr);
	mvaddch(y, x, (chtype)(unsigned char)c);
	attroff(attr);
}

/* The first turn of the line on the board: left of each step's piece its
 * number, right of it the way it goes (as the board is drawn). */
static void analysisview_line_on_board(const struct ui *u, const struct anmode_info *in)
{
	struct step st[TURN_MAX_STEPS];
	int n = anmode_first_turn(in, anmode_position(), st);
	bool flipped = analysisview_flipped(u);
	int attr = u->color ? COLOR_PAIR(PAIR_MARK) | A_BOLD | A_REVERSE : A_BOLD | A_REVERSE;
	for (int k = 0; k < n; k++) {
		int y, x, ty, tx;
		layout_cell(flipped, st[k].from, &y, &x);
		layout_cell(flipped, st[k].to, &ty, &tx);
		char dir = ty < y ? '^' : ty > y ? 'v' : tx > x ? '>' : '<';
		if (layout_compact()) {
			analysisview_char(y, x, attr, (char)('1' + in->ndone + k));
			continue;
		}
		analysisview_char(y, x - 1, attr, (char)('1' + in->ndone + k));
		analysisview_char(y, x + 1, attr, dir);
	}
}

/* The threats on the board: '!' around each piece that could be taken,
 * the goal square marked '*'. */
static void analysisview_threat_on_board(const struct ui *u, const struct threat *t)
{
	bool flipped = analysisview_flipped(u);
	int attr = u->color ? COLOR_PAIR(PAIR_WARN) | A_BOLD : A_BOLD;
	for (int i = 0; i < t->ncaptures; i++) {
		int y, x;
		layout_cell(flipped, t->captures[i].square, &y, &x);
		if (layout_compact()) {
			mvchgat(y, x, 1, A_REVERSE, u->color ? PAIR_WARN : 0, NULL);
			continue;
		}
		analysisview_char(y, x - 1, attr, '!');
		analysisview_char(y, x + 1, attr, '!');
	}
	if (t->goal && t->goal_square >= 0) {
		int y, x;
		layout_cell(flipped, t->goal_square, &y, &x);
		if (!layout_compact())
			analysisview_char(y, x - 1, attr, '*');
		analysisview_char(y, x + (layout_compact() ? 0 : 1), attr, '*');
	}
}

/* Draws text in the panel at row *y (cut at width), then moves down. */
static void analysisview_line(int *y, int end, int x, int w, int attr, const char *text)
{
	if (*y > end)
		return;
	attron(attr);
	draw_text(*y, x, w, text);
	attroff(attr);
	(*y)++;
}

/* Draws text wrapped at spaces over the rows left, the lines after the
 * first indented by two. */
static void analysisview_wrap(int *y, int end, int x, int w, int attr, const char *text)
{
	char lines[8][128];
	int n = draw_wrap(text, w, 2, lines, 8);
	for (int i = 0; i < n; i++)
		analysisview_line(y, end, x, w, attr, lines[i]);
}

/* The panel in its rectangle. */
static void analysisview_panel(const struct ui *u, int top, int left, int rows, int cols)
{
	int end = top + rows - 1, y = top, x = left + 1, w = cols - 1;
	int head = u->color ? COLOR_PAIR(PAIR_TITLE) | A_BOLD : A_BOLD;
	char text[400], score[32], nps[32];
	for (int r = top; r <= end; r++) {
		move(r, left);
		clrtoeol();
		if (u->ascii)
			mvaddch(r, left, (chtype)'|');
		else
			mvadd_wch(r, left, WACS_VLINE);
	}
	if (anmode_on()) {
		const struct anmode_info *in = anmode_shown();
		analysisview_line(&y, end, x, w, head, "Analysis");
		if (in) {
			analysisview_score(in, score, sizeof score);
			analysisview_nps(in, nps, sizeof nps);
			snprintf(text, sizeof text, "depth %d%s", in->depth, in->partial ? "+" : "");
			analysisview_line(&y, end, x, w, A_BOLD, text);
			snprintf(text, sizeof text, "score %s", score);
			analysisview_line(&y, end, x, w, A_BOLD, text);
			analysisview_line(&y, end, x, w, A_DIM, "(from Gold's side)");
			snprintf(text, sizeof text, "%s nodes/s", nps);
			analysisview_line(&y, end, x, w, 0, text);
			snprintf(text, sizeof text, "%ld nodes%s", in->nodes, in->done ? ", done" : "");
			analysisview_line(&y, end, x, w, 0, text);
			snprintf(text, sizeof text, "line: %s", in->line[0] ? in->line : "-");
			analysisview_wrap(&y, end, x, w, 0, text);
		}
		if (anmode_note()[0] && !(in && in->done))
			analysisview_wrap(&y, end, x, w, A_DIM, anmode_note());
		analysisview_line(&y, end, x, w, A_DIM, "V: line as a variation");
		y++;
	}
	if (anmode_threat_on()) {
		const struct threat *t = anmode_threat();
		analysisview_line(&y, end, x, w, head, "Threats");
		if (t) {
			threat_words(t, text, sizeof text);
			analysisview_wrap(&y, end, x, w, t->goal || t->ncaptures ? A_BOLD : 0, text);
		} else {
			analysisview_line(&y, end, x, w, A_DIM, "no position in play here");
		}
	}
}

/* The short form at the right of the title row (no room for the panel). */
static void analysisview_title(const struct ui *u)
{
	char text[320] = "", score[32];
	size_t len = 0;
	(void)u;
	if (anmode_on()) {
		const struct anmode_info *in = anmode_shown();
		if (in) {
			analysisview_score(in, score, sizeof score);
			len += (size_t)snprintf(text, sizeof text, "d%d %s (Gold) %s", in->depth, score, in->line);
		} else {
			len += (size_t)snprintf(text, sizeof text, "analysis: %s", anmode_note());
		}
	}
	const struct threat *t = anmode_threat();
	if (t && len < sizeof text)
		snprintf(text + len, sizeof text - len, "%sthreats: %s%s%d", len ? "  " : "", t->goal ? "goal, " : "",
			 "captures ", t->ncaptures);
	if (!text[0])
		return;
	int x = layout_compact() ? 0 : layout_panel_left(), y = layout_compact() ? LINES - 1 : 0;
	move(y, x);
	clrtoeol();
	attron(A_BOLD);
	draw_text(y, x, COLS - x - 1, text);
	attroff(A_BOLD);
}

/* The graph's scale: an evaluation of this many centi-rabbits (or more)
 * fills its half. */
enum { ANALYSISVIEW_GRAPH_SCALE = 800 };

/* The number of columns the graph takes for n positions in width w, and
 * the position of column c. */
static int analysisview_graph_cols(size_t n, int w)
{
	return n < (size_t)w ? (int)n : w;
}

static size_t analysisview_graph_index(size_t n, int w, int c)
{
	return n <= (size_t)w ? (size_t)c : (size_t)c * n / (size_t)w;
}

/* The evaluation graph under the board: Gold's advantage above the line,
 * Silver's below, the position shown in reverse, the marked moves under
 * it ('?' for ? and ??, '.' for ?!, ?? in the warning colour). */
static void analysisview_graph(const struct ui *u, const struct gamean_view *g)
{
	int top, left, rows, cols;
	char text[200];
	if (!layout_graph_area(&top, &left, &rows, &cols)) {
		if (g->running) {
			snprintf(text, sizeof text, "whole-game analysis: %zu of %zu (30 lines show its graph)", g->done, g->n);
			int x = layout_compact() ? 0 : layout_panel_left();
			if (!anmode_on() && !anmode_threat_on()) {
				move(0, x);
				clrtoeol();
				draw_text(0, x, COLS - x - 1, text);
			}
		}
		return;
	}
	int head = u->color ? COLOR_PAIR(PAIR_TITLE) | A_BOLD : A_BOLD;
	int warn = u->color ? COLOR_PAIR(PAIR_WARN) | A_BOLD : A_BOLD;
	if (g->running)
		snprintf(text, sizeof text, "Evaluation, Gold above the line: %zu of %zu positions  (J: next marked move)",
			 g->done, g->n);
	else
		snprintf(text, sizeof text, "Evaluation, Gold above the line  (J: next marked move, W: again)");
	attron(head);
	draw_text(top, left, cols, text);
	attroff(head);
	int plot = rows - 2, half = plot / 2, zero = top + 1 + half;
	int ncols = analysisview_graph_cols(g->n, cols);
	for (int c = 0; c < ncols; c++) {
		size_t i = analysisview_graph_index(g->n, cols, c);
		bool here = g->cur >= 0 && analysisview_graph_index(g->n, cols, c) <= (size_t)g->cur &&
			    (c + 1 == ncols || analysisview_graph_index(g->n, cols, c + 1) > (size_t)g->cur);
		int attr = here ? A_REVERSE : 0;
		for (int y = top + 1; y < top + 1 + plot; y++)
			analysisview_char(y, left + c, attr, y == zero ? '-' : ' ');
		if (i >= g->done)
			continue;
		int v = g->eval[i];
		v = v > ANALYSISVIEW_GRAPH_SCALE ? ANALYSISVIEW_GRAPH_SCALE : v < -ANALYSISVIEW_GRAPH_SCALE ? -ANALYSISVIEW_GRAPH_SCALE : v;
		int h = (v * half + (v >= 0 ? ANALYSISVIEW_GRAPH_SCALE / 2 : -ANALYSISVIEW_GRAPH_SCALE / 2)) /
			ANALYSISVIEW_GRAPH_SCALE;
		int gold = (u->color ? (int)COLOR_PAIR(PAIR_GOLD) : (int)A_BOLD) | attr;
		int silver = (u->color ? (int)COLOR_PAIR(PAIR_SILVER) : 0) | attr;
		for (int k = 1; k <= h && zero - k > top; k++)
			analysisview_char(zero - k, left + c, gold, '#');
		for (int k = 1; k <= -h && zero + k < top + 1 + plot; k++)
			analysisview_char(zero + k, left + c, silver, '#');
		/* the worst mark among the positions of this column */
		size_t j = i, end = c + 1 < ncols ? analysisview_graph_index(g->n, cols, c + 1) : g->n;
		int worst = 0;
		for (; j < end && j < g->done; j++)
			if (g->glyph[j] == 4 || (g->glyph[j] == 2 && worst != 4) || (g->glyph[j] == 6 && !worst))
				worst = g->glyph[j];
		if (worst)
			analysisview_char(top + rows - 1, left + c, worst == 4 ? warn : worst == 2 ? (int)A_BOLD : 0,
					  worst == 6 ? '.' : '?');
	}
}

bool analysisview_click(struct ui *u, const struct ui_key *k)
{
	const struct gamean_view *g = gamean_get(u);
	int top, left, rows, cols;
	if (!k->mouse || !g->active || !layout_graph_area(&top, &left, &rows, &cols))
		return false;
	if (k->y < top || k->y >= top + rows || k->x < left || k->x >= left + analysisview_graph_cols(g->n, cols))
		return false;
	gamean_show(u, analysisview_graph_index(g->n, cols, k->x - left));
	return true;
}

void analysisview_draw(struct ui *u)
{
	enum screen_id base = u->screen;
	if (base == SCREEN_PROMPT || base == SCREEN_CONFIRM)
		base = screen_base(u);
	if (base != SCREEN_PLAY && base != SCREEN_OVER && base != SCREEN_REPLAY && base != SCREEN_SETUP)
		return;
	const struct gamean_view *g = gamean_get(u);
	if (g->active)
		analysisview_graph(u, g);
	if (!anmode_on() && !anmode_threat_on())
		return;
	const struct anmode_info *in = anmode_shown();
	if (in)
		analysisview_line_on_board(u, in);
	const struct threat *t = anmode_threat();
	if (t)
		analysisview_threat_on_board(u, t);
	/* right of the board, else under it when the graph leaves the room */
	int top, left, rows, cols;
	if (layout_analysis_area(&top, &left, &rows, &cols))
		analysisview_panel(u, top, left, rows, cols);
	else if (!g->active && layout_graph_area(&top, &left, &rows, &cols))
		analysisview_panel(u, top, left - 2, rows, cols);
	else
		analysisview_title(u);
}
