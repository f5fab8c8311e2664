/* draw.c: the board and panel drawing the screens share. Traps read as
 * traps without colour (an 'x' when empty, parentheses around a piece),
 * and every mark has a character as well as a colour. */
#include "config.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "notation/notation.h"
#include "ui/curses_inc.h"
#include "ui/draw.h"
#include "ui/term.h"

bool draw_fits(void)
{
	if (COLS >= DRAW_MIN_COLS && LINES >= DRAW_MIN_LINES)
		return true;
	char line[80];
	erase();
	int y = LINES / 2 - 1;
	if (y < 0)
		y = 0;
	snprintf(line, sizeof line, "enlarge the window");
	mvaddnstr(y, 0, line, COLS);
	snprintf(line, sizeof line, "to at least %dx%d (now %dx%d)", DRAW_MIN_COLS, DRAW_MIN_LINES, COLS, LINES);
	if (y + 1 < LINES)
		mvaddnstr(y + 1, 0, line, COLS);
	return false;
}

/* Screen position of the middle of square sq's cell. */
static void draw_cell_pos(bool flipped, int sq, int *y, int *x)
{
	int row = flipped ? square_rank(sq) : 7 - square_rank(sq);
	int col = flipped ? 7 - square_file(sq) : square_file(sq);
	*y = DRAW_BOARD_TOP + 1 + 2 * row;
	*x = DRAW_BOARD_LEFT + 2 + DRAW_CELL_W * col;
}

int draw_square_at(bool flipped, int y, int x)
{
	int dy = y - (DRAW_BOARD_TOP + 1), dx = x - (DRAW_BOARD_LEFT + 1);
	if (dy < 0 || dx < 0 || dy % 2 != 0 || dx % DRAW_CELL_W == DRAW_CELL_W - 1)
		return -1;
	int row = dy / 2, col = dx / DRAW_CELL_W;
	if (row > 7 || col > 7)
		return -1;
	int rank = flipped ? row : 7 - row, file = flipped ? 7 - col : col;
	return square_make(file, rank);
}

/* Draws one border character: an ASCII one or a line-drawing one. */
static void draw_line_char(const struct ui *u, int y, int x, char ascii, const cchar_t *wide)
{
	if (u->ascii)
		mvaddch(y, x, (chtype)ascii);
	else
		mvadd_wch(y, x, wide);
}

/* Draws the grid of borders. */
static void draw_grid(const struct ui *u)
{
	for (int i = 0; i <= 8; i++) {
		int y = DRAW_BOARD_TOP + 2 * i;
		for (int j = 0; j <= 8; j++) {
			int x = DRAW_BOARD_LEFT + DRAW_CELL_W * j;
			const cchar_t *c;
			if (i == 0)
				c = j == 0 ? WACS_ULCORNER : j == 8 ? WACS_URCORNER : WACS_TTEE;
			else if (i == 8)
				c = j == 0 ? WACS_LLCORNER : j == 8 ? WACS_LRCORNER : WACS_BTEE;
			else
				c = j == 0 ? WACS_LTEE : j == 8 ? WACS_RTEE : WACS_PLUS;
			draw_line_char(u, y, x, '+', c);
			if (j < 8)
				for (int k = 1; k < DRAW_CELL_W; k++)
					draw_line_char(u, y, x + k, '-', WACS_HLINE);
			if (i < 8)
				draw_line_char(u, y + 1, x, '|', WACS_VLINE);
		}
	}
}

/* Draws a single character with an attribute, wide when the look is Unicode. */
static void draw_char(const struct ui *u, int y, int x, int attr, char ascii, const wchar_t *wide)
{
	attron(attr);
	if (u->ascii || !wide)
		mvaddch(y, x, (chtype)(unsigned char)ascii);
	else
		mvaddwstr(y, x, wide);
	attroff(attr);
}

/* Draws the three characters inside the cell of sq. */
static void draw_cell(const struct ui *u, const struct board_view *v, int sq)
{
	int y, x;
	draw_cell_pos(v->flipped, sq, &y, &x);
	bitboard b = bb_square(sq);
	int piece = v->board[sq];
	bool trap = square_is_trap(sq);
	bool color = u->color;
	char left = ' ', right = ' ', mid = ' ';
	const wchar_t *wmid = NULL;
	int mid_attr = 0, mark_attr = color ? COLOR_PAIR(PAIR_MARK) | A_BOLD : A_BOLD;
	int left_attr = mark_attr, right_attr = mark_attr;
	int base = (trap && color) ? COLOR_PAIR(PAIR_TRAP) : 0;

	if (piece != PIECE_NONE) {
		mid = notation_piece_char(piece);
		bool gold = piece_color(piece) == GOLD;
		if (color)
			mid_attr = COLOR_PAIR(trap ? (gold ? PAIR_GOLD_TRAP : PAIR_SILVER_TRAP)
					      : (gold ? PAIR_GOLD : PAIR_SILVER)) | A_BOLD;
		else
			mid_attr = gold ? A_BOLD : 0;
	} else if (v->targets & b) {
		mid = '*';
		wmid = L"\u2022";
		mid_attr = mark_attr | base;
	} else if (trap) {
		mid = 'x';
		wmid = L"\u00d7";
		mid_attr = base;
	}
	if (v->last & b)
		mid_attr |= A_UNDERLINE;

	if (v->selected & b) {
		left = '[';
		right = ']';
	} else if (v->actions & b) {
		left = '>';
		right = '<';
	} else if (v->danger & b) {
		left = right = '!';
		left_attr = right_attr = color ? COLOR_PAIR(PAIR_WARN) | A_BOLD : A_BOLD;
	} else {
		if (trap && (piece != PIECE_NONE || (v->targets & b))) {
			left = '(';
			right = ')';
			left_attr = right_attr = 0;
		}
		if (v->frozen & b) {
			right = '~';
			right_attr = 0;
		}
		if (v->pulls & b)
			right = '+';
	}
	if (v->cursor == sq) {
		mid_attr |= A_REVERSE;
		left_attr |= A_REVERSE;
		right_attr |= A_REVERSE;
	}
	draw_char(u, y, x - 1, left_attr | base, left, NULL);
	draw_char(u, y, x, mid_attr | (piece ? 0 : base), mid, wmid);
	draw_char(u, y, x + 1, right_attr | base, right, NULL);
}

void draw_board(const struct ui *u, const struct board_view *v)
{
	draw_grid(u);
	for (int sq = 0; sq < SQUARE_NB; sq++)
		draw_cell(u, v, sq);
	for (int i = 0; i < 8; i++) {
		int y, x;
		draw_cell_pos(v->flipped, square_make(0, i), &y, &x);
		mvaddch(y, 0, (chtype)('1' + i));
		draw_cell_pos(v->flipped, square_make(i, 0), &y, &x);
		mvaddch(DRAW_BOARD_TOP + 17, x, (chtype)('a' + i));
	}
}

void draw_panel(int y, int attr, const char *fmt, ...)
{
	char line[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	attron(attr);
	mvaddnstr(y, DRAW_PANEL_LEFT, line, COLS - DRAW_PANEL_LEFT - 1);
	attroff(attr);
}

void draw_title(const struct ui *u, const char *text)
{
	int attr = u->color ? COLOR_PAIR(PAIR_TITLE) | A_BOLD : A_BOLD;
	attron(attr);
	mvaddnstr(0, 0, "arimaa", COLS);
	attroff(attr);
	mvaddnstr(0, 8, text, COLS - 9);
}

void draw_status(const struct ui *u, const char *hint1, const char *hint2)
{
	int attr = u->s.status_warn ? (u->color ? COLOR_PAIR(PAIR_WARN) | A_BOLD : A_BOLD) : 0;
	attron(attr);
	mvaddnstr(DRAW_STATUS_ROW, 0, u->s.status, COLS - 1);
	attroff(attr);
	attron(A_DIM);
	if (hint1)
		mvaddnstr(DRAW_HINT_ROW, 0, hint1, COLS - 1);
	if (hint2)
		mvaddnstr(DRAW_HINT_ROW + 1, 0, hint2, COLS - 1);
	attroff(A_DIM);
}

/* Cuts text into lines of at most width characters at spaces, the lines
 * after the first indented by four; returns how many (at most max). */
static int draw_wrap(const char *text, int width, char lines[][128], int max)
{
	int n = 0;
	const char *p = text;
	while (*p && n < max) {
		int indent = n ? 4 : 0, room = width - indent;
		int len = (int)strlen(p);
		if (room > 120)
			room = 120;
		int cut = len <= room ? len : room;
		if (cut < len) {
			int c = cut;
			while (c > 0 && p[c] != ' ')
				c--;
			if (c > 0)
				cut = c;
		}
		snprintf(lines[n++], 128, "%*s%.*s", indent, "", cut, p);
		p += cut;
		while (*p == ' ')
			p++;
	}
	return n;
}

void draw_moves(const struct ui *u, int top, int bottom)
{
	enum { MAX_ROWS = 64 };
	static char rows[MAX_ROWS][128];
	bottom -= clockui_rows(u); /* clocks: their rows end the panel */
	int width = COLS - DRAW_PANEL_LEFT - 1, room = bottom - top + 1, k = 0;
	if (room > MAX_ROWS)
		room = MAX_ROWS;
	/* Collect the latest moves' lines backwards, then draw them top down. */
	for (size_t i = u->s.game.nmoves; i-- > 0 && k < room;) {
		char text[200], lines[4][128];
		session_move_text(&u->s, i, text, sizeof text);
		int n = draw_wrap(text, width, lines, 4);
		for (int j = n - 1; j >= 0 && k < room; j--)
			memcpy(rows[k++], lines[j], sizeof rows[0]);
	}
	for (int j = 0; j < k; j++)
		draw_panel(top + j, 0, "%s", rows[k - 1 - j]);
}

int draw_side_attr(const struct ui *u, enum color c)
{
	if (!u->color)
		return A_BOLD;
	return COLOR_PAIR(c == GOLD ? PAIR_GOLD : PAIR_SILVER) | A_BOLD;
}

void draw_lost(const struct ui *u, int y)
{
	for (int c = 0; c < COLOR_NB; c++) {
		char lost[64];
		session_lost(&u->s, (enum color)c, lost, sizeof lost);
		draw_panel(y + c, 0, "%-7s lost: %s", session_side_name(&u->s, (enum color)c),
			   lost[0] ? lost : "none");
	}
}

bitboard draw_last_turn(const struct game *g)
{
	const struct game_move *mv = game_last(g);
	bitboard b = 0;
	if (!mv || mv->type != MOVE_TURN)
		return 0;
	for (int i = 0; i < mv->nsteps; i++)
		b |= bb_square(mv->steps[i].step.from) | bb_square(mv->steps[i].step.to);
	return b;
}
