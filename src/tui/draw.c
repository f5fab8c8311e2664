/* draw.c: the board and panel drawing the screens share, in the full
 * layout (80x23 and more: cells of three characters inside borders) or the
 * compact one (one character per square). Traps read as traps without
 * colour, and every mark has a character as well as a colour. */
#include "config.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "notation/notation.h"
#include "notation/text.h"
#include "app/files.h"
#include "tui/curses_inc.h"
#include "tui/draw.h"
#include "tui/layout.h"
#include "tui/term.h"

void draw_notice(void)
{
	char line[80];
	erase();
	int y = LINES / 2 - 1;
	if (y < 0)
		y = 0;
	snprintf(line, sizeof line, "enlarge the window");
	mvaddnstr(y, 0, line, COLS);
	snprintf(line, sizeof line, "to at least %dx%d (now %dx%d)", LAYOUT_COMPACT_COLS, LAYOUT_COMPACT_LINES, COLS,
		 LINES);
	if (y + 1 < LINES)
		mvaddnstr(y + 1, 0, line, COLS);
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
		for (int j = 0; j <= 8; j++) {
			int y, x, w;
			layout_grid(i, j, &y, &x, &w);
			const cchar_t *c;
			if (i == 0)
				c = j == 0 ? WACS_ULCORNER : j == 8 ? WACS_URCORNER : WACS_TTEE;
			else if (i == 8)
				c = j == 0 ? WACS_LLCORNER : j == 8 ? WACS_LRCORNER : WACS_BTEE;
			else
				c = j == 0 ? WACS_LTEE : j == 8 ? WACS_RTEE : WACS_PLUS;
			draw_line_char(u, y, x, '+', c);
			if (j < 8)
				for (int k = 1; k < w; k++)
					draw_line_char(u, y, x + k, '-', WACS_HLINE);
			for (int k = 1; i < 8 && k < layout_cell_rows(); k++)
				draw_line_char(u, y + k, x, '|', WACS_VLINE);
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

/* The middle character of a cell and its attribute. */
struct draw_mid {
	char ascii;
	const wchar_t *wide;
	int attr;
};

/* Works out the middle character of square sq: a piece, or a mark on an empty square. */
static struct draw_mid draw_cell_mid(const struct ui *u, const struct board_view *v, int sq)
{
	bitboard b = bb_square(sq);
	int piece = v->board[sq];
	bool trap = square_is_trap(sq);
	int mark = u->color ? COLOR_PAIR(PAIR_MARK) | A_BOLD : A_BOLD;
	int base = (trap && u->color) ? COLOR_PAIR(PAIR_TRAP) : 0;
	struct draw_mid m = { ' ', NULL, base };
	if (piece != PIECE_NONE) {
		bool gold = piece_color(piece) == GOLD;
		m.ascii = (char)notation_piece_char(piece);
		if (u->color)
			m.attr = COLOR_PAIR(trap ? (gold ? PAIR_GOLD_TRAP : PAIR_SILVER_TRAP)
					    : (gold ? PAIR_GOLD : PAIR_SILVER)) | A_BOLD;
		else
			m.attr = gold ? A_BOLD : A_DIM; /* without colour: bold Gold, dim Silver */
		if ((v->entered | v->last) & b)
			m.attr |= A_UNDERLINE;
	} else if ((v->targets | v->path) & b) {
		bool pull = (v->pulls & b) != 0;
		m.ascii = pull ? '+' : '*';
		m.wide = pull ? NULL : L"\u2022";
		m.attr = mark | base;
	} else if (v->reach & b) {
		m.ascii = 'o';
		m.wide = L"\u25e6";
		m.attr = (u->color ? COLOR_PAIR(PAIR_MARK) : 0) | base;
	} else if (v->fell & b) {
		m.ascii = '#';
		m.wide = L"\u2020";
		m.attr = (u->color ? COLOR_PAIR(PAIR_WARN) : 0) | A_BOLD | base;
	} else if (trap) {
		m.ascii = 'x';
		m.wide = L"\u00d7";
	} else if (v->left & b) {
		m.ascii = '.';
		m.wide = L"\u00b7";
	}
	return m;
}

/* Draws the three characters inside the cell of sq. */
static void draw_cell(const struct ui *u, const struct board_view *v, int sq)
{
	int y, x;
	layout_cell(v->flipped, sq, &y, &x);
	bitboard b = bb_square(sq);
	int piece = v->board[sq];
	bool trap = square_is_trap(sq);
	bool color = u->color;
	struct draw_mid m = draw_cell_mid(u, v, sq);
	char left = ' ', right = ' ';
	int mark_attr = color ? COLOR_PAIR(PAIR_MARK) | A_BOLD : A_BOLD;
	int left_attr = mark_attr, right_attr = mark_attr;
	int base = (trap && color) ? COLOR_PAIR(PAIR_TRAP) : 0;

	if (layout_compact()) {
		/* One character: the selection and actions by attributes only. */
		if (v->selected & b)
			m.attr |= A_BOLD | A_UNDERLINE;
		if (v->actions & b)
			m.attr |= A_UNDERLINE;
		if (v->cursor == sq)
			m.attr |= A_REVERSE;
		draw_char(u, y, x, m.attr, m.ascii, m.wide);
		return;
	}
	if (v->selected & b) {
		left = '[';
		right = ']';
	} else if (v->actions & b) {
		left = '>';
		right = '<';
	} else if (v->danger & b) {
		left = right = '!';
		left_attr = right_attr = color ? COLOR_PAIR(PAIR_WARN) | A_BOLD : A_BOLD;
	} else if (trap && (piece != PIECE_NONE || ((v->targets | v->path | v->reach) & b))) {
		left = '(';
		right = (v->frozen & b) ? '~' : ')';
		left_attr = right_attr = 0;
	} else {
		if (v->frozen & b) {
			right = '~';
			right_attr = 0;
		} else if (v->near_goal & b) {
			right = '^';
		}
	}
	if (v->cursor == sq) {
		m.attr |= A_REVERSE;
		left_attr |= A_REVERSE;
		right_attr |= A_REVERSE;
	}
	draw_char(u, y, x - 1, left_attr | base, left, NULL);
	draw_char(u, y, x, m.attr, m.ascii, m.wide);
	draw_char(u, y, x + 1, right_attr | base, right, NULL);
}

/* The compact board's marks in words, on the row under it: "~ frozen:
 * Rb3 Hc2  ! at risk: Dc3" (the pieces frozen, and those on a trap with
 * one friend left beside them). */
static void draw_compact_marks(const struct board_view *v)
{
	static const char *const heads[2] = { "~ frozen:", "! at risk:" };
	char line[256];
	size_t len = 0;
	int row = layout_marks_row();
	if (row < 0)
		return;
	line[0] = '\0';
	for (int pass = 0; pass < 2; pass++) {
		bitboard b = pass == 0 ? v->frozen : v->danger;
		bool first = true;
		for (int sq = 0; sq < SQUARE_NB && len + 24 < sizeof line; sq++) {
			char name[3];
			if (!(b & bb_square(sq)) || v->board[sq] == PIECE_NONE)
				continue;
			notation_square(sq, name);
			len += (size_t)snprintf(line + len, sizeof line - len, "%s%s %c%s", first && len ? "  " : "",
						first ? heads[pass] : "", notation_piece_char(v->board[sq]), name);
			first = false;
		}
	}
	draw_text(row, 0, COLS - 1, line);
}

void draw_board(const struct ui *u, const struct board_view *v)
{
	if (layout_compact())
		draw_compact_marks(v);
	else
		draw_grid(u);
	for (int sq = 0; sq < SQUARE_NB; sq++)
		draw_cell(u, v, sq);
	for (int i = 0; i < 8; i++) {
		int y, x;
		layout_cell(v->flipped, square_make(0, i), &y, &x);
		mvaddch(y, 0, (chtype)('1' + i));
		layout_cell(v->flipped, square_make(i, 0), &y, &x);
		mvaddch(layout_letters_row(), x, (chtype)('a' + i));
	}
}

int draw_text(int y, int x, int width, const char *text)
{
	char shown[1024];
	if (width <= 0 || !text)
		return 0;
	int cols = text_visible(text, strlen(text), width, shown, sizeof shown);
	mvaddstr(y, x, shown);
	return cols;
}

void draw_list_scroll(size_t sel, size_t *top, int rows)
{
	if (sel < *top)
		*top = sel;
	if (sel >= *top + (size_t)rows)
		*top = sel - (size_t)rows + 1;
}

void draw_list_row(int y, bool marked, const char *text)
{
	char line[512];
	snprintf(line, sizeof line, "%c %s", marked ? '>' : ' ', text);
	if (marked)
		attron(A_REVERSE);
	mvhline(y, 0, ' ', COLS - 1);
	draw_text(y, 0, COLS - 1, line);
	if (marked)
		attroff(A_REVERSE);
}

/* Draws the line fmt makes at row y of the panel if y is at most last. */
static void draw_panel_v(int y, int last, int attr, const char *fmt, va_list ap) __attribute__((format(printf, 4, 0)));
static void draw_panel_v(int y, int last, int attr, const char *fmt, va_list ap)
{
	char line[512];
	if (y > last || layout_panel_width() <= 0)
		return;
	vsnprintf(line, sizeof line, fmt, ap);
	attron(attr);
	draw_text(y, layout_panel_left(), layout_panel_width(), line);
	attroff(attr);
}

void draw_panel(int y, int attr, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	draw_panel_v(y, layout_panel_end(), attr, fmt, ap);
	va_end(ap);
}

void draw_panel_foot(int y, int attr, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	draw_panel_v(y, layout_panel_bottom(), attr, fmt, ap);
	va_end(ap);
}

void draw_title(const struct ui *u, const char *text)
{
	int attr = u->color ? COLOR_PAIR(PAIR_TITLE) | A_BOLD : A_BOLD;
	attron(attr);
	mvaddnstr(0, 0, "arimaa", COLS);
	attroff(attr);
	/* The right of the row, over the side panel, is the engines' place
	 * when they may have a line to show (uiengine_draw). */
	int right = u->engine_line && !layout_compact() ? layout_panel_left() - 1 : COLS - 1;
	draw_text(0, 8, right - 8, text);
}

int draw_wrap(const char *text, int width, int indent, char lines[][128], int max)
{
	int n = 0;
	const char *p = text;
	while (*p && n < max) {
		int ind = n ? indent : 0, room = width - ind;
		int len = (int)strlen(p);
		if (room > 120)
			room = 120;
		if (room < 1)
			room = 1;
		int cut = len <= room ? len : room;
		if (cut < len) {
			int c = cut;
			while (c > 0 && p[c] != ' ')
				c--;
			if (c > 0)
				cut = c;
		}
		snprintf(lines[n++], 128, "%*s%.*s", ind, "", cut, p);
		p += cut;
		while (*p == ' ')
			p++;
	}
	return n;
}

int draw_panel_wrapped(int y, int attr, const char *text, int max)
{
	char lines[8][128], shown[1024];
	if (max > 8)
		max = 8;
	text_visible(text, strlen(text), (int)sizeof shown, shown, sizeof shown);
	int n = draw_wrap(shown, layout_panel_width(), 0, lines, max);
	for (int i = 0; i < n; i++)
		draw_panel(y + i, attr, "%s", lines[i]);
	return y + n;
}

/* draw_messages from row y. */
static void draw_messages_at(const struct ui *u, int y, const char *preview, const char *hint1, const char *hint2)
{
	char lines[8][128];
	int last = LINES - 1;
	int width = COLS - 1;
	if (preview && preview[0] && y <= last) {
		char pl[2][128];
		int np = draw_wrap(preview, width, 2, pl, 2);
		for (int i = 0; i < np && y <= last; i++)
			draw_text(y++, 0, width, pl[i]);
	}
	/* The message may quote a file: made visible before it is wrapped. */
	char status[sizeof u->s.status * 2], shown[sizeof status * 4];
	files_status_text(u, status, sizeof status);
	text_visible(status, strlen(status), (int)sizeof shown, shown, sizeof shown);
	int n = draw_wrap(shown, width, 2, lines, 8);
	int hints = (hint1 ? 1 : 0) + (hint2 ? 1 : 0);
	/* The hints take what rows the message leaves. */
	int room = last - y + 1;
	if (hints > room - n)
		hints = room - n > 0 ? room - n : 0;
	if (n > room)
		n = room;
	int attr = u->s.status_warn ? (u->color ? COLOR_PAIR(PAIR_WARN) | A_BOLD : A_BOLD) : 0;
	attron(attr);
	for (int i = 0; i < n; i++)
		draw_text(y + i, 0, width, lines[i]);
	attroff(attr);
	attron(A_DIM);
	int hy = last - hints + 1;
	if (hints >= 1)
		mvaddnstr(hy++, 0, hint1 ? hint1 : hint2, width);
	if (hints >= 2)
		mvaddnstr(hy, 0, hint2, width);
	attroff(A_DIM);
}

void draw_messages(const struct ui *u, const char *preview, const char *hint1, const char *hint2)
{
	draw_messages_at(u, layout_messages_top(), preview, hint1, hint2);
}

void draw_status(const struct ui *u, const char *hint1, const char *hint2)
{
	draw_messages(u, NULL, hint1, hint2);
}

void draw_list_status(const struct ui *u, const char *hint1, const char *hint2)
{
	draw_messages_at(u, layout_list_messages_top(), NULL, hint1, hint2);
}

int draw_side_attr(const struct ui *u, enum color c)
{
	if (!u->color)
		return c == GOLD ? A_BOLD : A_DIM;
	return COLOR_PAIR(c == GOLD ? PAIR_GOLD : PAIR_SILVER) | A_BOLD;
}

int draw_lost(const struct ui *u, int y)
{
	for (int c = 0; c < COLOR_NB; c++) {
		char lost[64];
		session_lost(&u->s, (enum color)c, lost, sizeof lost);
		if (layout_compact())
			draw_panel(y++, 0, "%s lost: %s", notation_color_title(c), lost[0] ? lost : "-");
		else
			draw_panel(y++, 0, "%-7s lost: %s", session_side_name(&u->s, (enum color)c),
				   lost[0] ? lost : "none");
	}
	return layout_compact() ? y : y + 1;
}

void draw_mark_turn(struct board_view *v, const struct turn_step *steps, int n)
{
	for (int i = 0; i < n; i++) {
		const struct step *st = &steps[i].step;
		v->left |= bb_square(st->from);
		v->entered |= bb_square(st->to);
		for (int j = 0; j < steps[i].ncaptures; j++)
			v->fell |= bb_square(steps[i].capture_square[j]);
	}
	/* A square entered and empty again is only left; one left and entered again only entered. */
	for (int sq = 0; sq < SQUARE_NB; sq++) {
		bitboard b = bb_square(sq);
		if (v->board[sq] == PIECE_NONE && (v->entered & b)) {
			v->entered &= ~b;
			v->left |= b;
		} else if (v->board[sq] != PIECE_NONE) {
			v->left &= ~b;
		}
	}
}
