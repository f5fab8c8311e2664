/* layout.c: where things are drawn (see layout.h). The full layout's
 * places are the constants below; the compact one's follow from the
 * terminal's size. */
#include "config.h"
#include "core/types.h"
#include "tui/curses_inc.h"
#include "tui/layout.h"

/* The full layout's places (80x24 and 80x23), and the larger boards'. */
enum {
	LAYOUT_MIN_COLS = 80,
	LAYOUT_MIN_LINES = 23,
	LAYOUT_BOARD_TOP = 1,     /* the board's top border */
	LAYOUT_BOARD_LEFT = 2,    /* the board's left border */
	LAYOUT_CELL_W = 4,        /* a cell and its border, across */
	LAYOUT_PANEL_LEFT = 38,   /* the side panel's first column */
	LAYOUT_PREVIEW_ROW = 19,  /* what Enter would play */
	LAYOUT_STATUS_ROW = 20,
	LAYOUT_COMPACT_PANEL_LEFT = 12,
	/* the larger boards: cells of 6x3 from 120x40, 8x4 from 160x50; the
	 * panel beside the board keeps this width for its own lines and the
	 * columns right of it are the analysis region */
	LAYOUT_LARGE_COLS = 120,
	LAYOUT_LARGE_LINES = 40,
	LAYOUT_HUGE_COLS = 160,
	LAYOUT_HUGE_LINES = 50,
	LAYOUT_LARGE_PANEL_W = 36,
	LAYOUT_HUGE_PANEL_W = 44
};

/* Where things go on a terminal of the current size. */
static struct {
	bool compact;
	int board_left;       /* the column of the a file's left border (full) or cell (compact) */
	int cell_w, cell_h;   /* a cell with its border (full and larger) */
	int letters_row;      /* the row of the file letters */
	int panel_left;       /* the panel's first column */
	int panel_width;      /* its width, 0: to the terminal's right edge */
	int panel_bottom;     /* the panel's last row */
	int msg_top;          /* the first row of the messages under the board */
	int reserved;         /* rows at the panel's foot reserved for this frame */
	int an_left, an_cols; /* the analysis region's columns (an_cols 0: none) */
} layout = { false, LAYOUT_BOARD_LEFT, LAYOUT_CELL_W, 2, LAYOUT_BOARD_TOP + 17, LAYOUT_PANEL_LEFT, 0,
	     LAYOUT_BOARD_TOP + 17, LAYOUT_PREVIEW_ROW, 0, 0, 0 };

/* The full layout with cells w columns by h rows (borders included). */
static void layout_full(int w, int h, int panel_w)
{
	int bottom = LAYOUT_BOARD_TOP + 8 * h;  /* the board's bottom border */
	layout.compact = false;
	layout.board_left = LAYOUT_BOARD_LEFT;
	layout.cell_w = w;
	layout.cell_h = h;
	layout.letters_row = bottom + 1;
	layout.panel_left = LAYOUT_BOARD_LEFT + 8 * w + 4;
	layout.panel_width = panel_w;
	layout.panel_bottom = bottom + 1;
	layout.msg_top = bottom + 2;
	layout.an_left = layout.an_cols = 0;
	if (panel_w > 0 && COLS - (layout.panel_left + panel_w + 2) >= 20) {
		layout.an_left = layout.panel_left + panel_w + 2;
		layout.an_cols = COLS - layout.an_left - 1;
	}
}

bool layout_fits(void)
{
	layout.reserved = 0;
	if (COLS >= LAYOUT_HUGE_COLS && LINES >= LAYOUT_HUGE_LINES) {
		layout_full(8, 4, LAYOUT_HUGE_PANEL_W);
		return true;
	}
	if (COLS >= LAYOUT_LARGE_COLS && LINES >= LAYOUT_LARGE_LINES) {
		layout_full(6, 3, LAYOUT_LARGE_PANEL_W);
		return true;
	}
	if (COLS >= LAYOUT_MIN_COLS && LINES >= LAYOUT_MIN_LINES) {
		layout_full(LAYOUT_CELL_W, 2, 0);
		return true;
	}
	if (COLS >= LAYOUT_COMPACT_COLS && LINES >= LAYOUT_COMPACT_LINES) {
		layout.compact = true;
		layout.board_left = 2;
		layout.letters_row = LAYOUT_BOARD_TOP + 8;
		layout.panel_left = LAYOUT_COMPACT_PANEL_LEFT;
		layout.panel_width = 0;
		layout.panel_bottom = LAYOUT_BOARD_TOP + 8;
		layout.msg_top = LAYOUT_BOARD_TOP + 10;  /* under the row of marks */
		layout.an_left = layout.an_cols = 0;
		return true;
	}
	return false;
}

bool layout_analysis(int *top, int *left, int *rows, int *cols)
{
	if (layout.compact || layout.an_cols <= 0)
		return false;
	*top = LAYOUT_BOARD_TOP;
	*left = layout.an_left;
	*rows = layout.panel_bottom - LAYOUT_BOARD_TOP + 1;
	*cols = layout.an_cols;
	return true;
}

bool layout_compact(void)
{
	return layout.compact;
}

void layout_cell(bool flipped, int sq, int *y, int *x)
{
	int row = flipped ? square_rank(sq) : 7 - square_rank(sq);
	int col = flipped ? 7 - square_file(sq) : square_file(sq);
	if (layout.compact) {
		*y = LAYOUT_BOARD_TOP + row;
		*x = layout.board_left + col;
		return;
	}
	*y = LAYOUT_BOARD_TOP + 1 + layout.cell_h * row + (layout.cell_h - 1) / 2;
	*x = LAYOUT_BOARD_LEFT + layout.cell_w / 2 + layout.cell_w * col;
}

int layout_square_at(bool flipped, int y, int x)
{
	int row, col;
	if (layout.compact) {
		row = y - LAYOUT_BOARD_TOP;
		col = x - layout.board_left;
		if (row < 0 || col < 0)
			return -1;
	} else {
		int dy = y - (LAYOUT_BOARD_TOP + 1), dx = x - (LAYOUT_BOARD_LEFT + 1);
		if (dy < 0 || dx < 0 || dy % layout.cell_h == layout.cell_h - 1 ||
		    dx % layout.cell_w == layout.cell_w - 1)
			return -1;
		row = dy / layout.cell_h;
		col = dx / layout.cell_w;
	}
	if (row > 7 || col > 7)
		return -1;
	int rank = flipped ? row : 7 - row, file = flipped ? 7 - col : col;
	return square_make(file, rank);
}

void layout_grid(int i, int j, int *y, int *x, int *w)
{
	*y = LAYOUT_BOARD_TOP + layout.cell_h * i;
	*x = LAYOUT_BOARD_LEFT + layout.cell_w * j;
	*w = layout.cell_w;
}

int layout_cell_rows(void)
{
	return layout.cell_h;
}

int layout_board_top(void)
{
	return LAYOUT_BOARD_TOP;
}

int layout_letters_row(void)
{
	return layout.letters_row;
}

int layout_marks_row(void)
{
	return layout.compact ? layout.letters_row + 1 : -1;
}

int layout_panel_left(void)
{
	return layout.panel_left;
}

int layout_panel_width(void)
{
	int w = COLS - layout.panel_left - 1;
	if (layout.panel_width > 0 && layout.panel_width < w)
		w = layout.panel_width;
	return w > 0 ? w : 0;
}

int layout_panel_top(void)
{
	return LAYOUT_BOARD_TOP;
}

int layout_panel_bottom(void)
{
	return layout.panel_bottom;
}

void layout_panel_reserve(int rows)
{
	int most = layout.panel_bottom - LAYOUT_BOARD_TOP;
	layout.reserved = rows < 0 ? 0 : rows > most ? most : rows;
}

int layout_panel_end(void)
{
	return layout.panel_bottom - layout.reserved;
}

int layout_panel_foot(void)
{
	return layout.panel_bottom + 1 - layout.reserved;
}

int layout_panel_text_width(void)
{
	return layout.compact || layout.panel_width > 0 ? layout_panel_width() : LAYOUT_MIN_COLS - LAYOUT_PANEL_LEFT - 1;
}

int layout_messages_top(void)
{
	return layout.msg_top;
}

int layout_prompt_row(void)
{
	return LINES - 1;
}

int layout_list_bottom(void)
{
	if (layout.compact)
		return LAYOUT_STATUS_ROW - 2;
	/* two rows of status and two of hints under it */
	return LINES - 5 > layout.msg_top - 1 ? LINES - 5 : layout.msg_top - 1;
}

int layout_list_messages_top(void)
{
	return layout.compact ? layout.msg_top : layout_list_bottom() + 1;
}

int layout_page_rows(void)
{
	return LINES - 3;
}

int layout_list_top(void)
{
	return LAYOUT_BOARD_TOP + 1;
}

int layout_list_rows(void)
{
	return layout_list_bottom() - layout_list_top() + 1;
}

int layout_list_game_rows(bool note)
{
	int rows = layout_list_rows();
	return note && rows > 3 ? rows - 2 : rows;
}

void layout_aside_line(int i, int *y, int *x, int *width)
{
	*x = 2;
	if (layout.compact) {
		/* above the clocks, across the whole width */
		*y = LAYOUT_BOARD_TOP + 1 + i;
		*width = COLS - 4;
	} else {
		/* left of the panel, every other row */
		*y = LAYOUT_BOARD_TOP + 2 + 2 * i;
		*width = layout.panel_left - 4;
	}
}

int layout_aside_clock_top(void)
{
	/* full: at the panel's top; compact: at its foot, under the text */
	return layout.compact ? layout.panel_bottom - 2 : LAYOUT_BOARD_TOP + 2;
}

bool layout_analysis_area(int *top, int *left, int *rows, int *cols)
{
	/* the larger layouts' analysis region, else right of the 80 columns
	 * of the full layout (its side panel reaches the right edge) */
	if (layout_analysis(top, left, rows, cols))
		return true;
	if (layout.compact || layout.cell_h != 2 || COLS < LAYOUT_ANALYSIS_COLS)
		return false;
	*top = LAYOUT_BOARD_TOP;
	*left = LAYOUT_MIN_COLS;
	*rows = layout.letters_row - LAYOUT_BOARD_TOP + 1;
	*cols = COLS - LAYOUT_MIN_COLS - 1;
	return true;
}

bool layout_graph_area(int *top, int *left, int *rows, int *cols)
{
	/* under the board, below the preview and status lines and above the
	 * two hint lines */
	int first = layout.msg_top + 3, last = LINES - 3;
	if (layout.compact || last - first + 1 < LAYOUT_GRAPH_ROWS)
		return false;
	*top = first;
	*left = LAYOUT_BOARD_LEFT;
	*rows = last - first + 1;
	*cols = COLS - 2 * LAYOUT_BOARD_LEFT;
	return true;
}
