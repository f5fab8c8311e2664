/* layout.c: where things are drawn (see layout.h). The full layout's
 * places are the constants below; the compact one's follow from the
 * terminal's size. */
#include "config.h"
#include "core/types.h"
#include "tui/curses_inc.h"
#include "tui/layout.h"

/* The full layout's places (80x24 and 80x23). */
enum {
	LAYOUT_MIN_COLS = 80,
	LAYOUT_MIN_LINES = 23,
	LAYOUT_BOARD_TOP = 1,     /* the board's top border */
	LAYOUT_BOARD_LEFT = 2,    /* the board's left border */
	LAYOUT_CELL_W = 4,        /* a cell and its border, across */
	LAYOUT_PANEL_LEFT = 38,   /* the side panel's first column */
	LAYOUT_PREVIEW_ROW = 19,  /* what Enter would play */
	LAYOUT_STATUS_ROW = 20,
	LAYOUT_COMPACT_PANEL_LEFT = 12
};

/* Where things go on a terminal of the current size. */
static struct {
	bool compact;
	int board_left;       /* the column of the a file's left border (full) or cell (compact) */
	int letters_row;      /* the row of the file letters */
	int panel_left;       /* the panel's first column */
	int panel_bottom;     /* the panel's last row */
	int msg_top;          /* the first row of the messages under the board */
	int reserved;         /* rows at the panel's foot reserved for this frame */
} layout = { false, LAYOUT_BOARD_LEFT, LAYOUT_BOARD_TOP + 17, LAYOUT_PANEL_LEFT, LAYOUT_BOARD_TOP + 17,
	     LAYOUT_PREVIEW_ROW, 0 };

bool layout_fits(void)
{
	layout.reserved = 0;
	if (COLS >= LAYOUT_MIN_COLS && LINES >= LAYOUT_MIN_LINES) {
		layout.compact = false;
		layout.board_left = LAYOUT_BOARD_LEFT;
		layout.letters_row = LAYOUT_BOARD_TOP + 17;
		layout.panel_left = LAYOUT_PANEL_LEFT;
		layout.panel_bottom = LAYOUT_BOARD_TOP + 17;
		layout.msg_top = LAYOUT_PREVIEW_ROW;
		return true;
	}
	if (COLS >= LAYOUT_COMPACT_COLS && LINES >= LAYOUT_COMPACT_LINES) {
		layout.compact = true;
		layout.board_left = 2;
		layout.letters_row = LAYOUT_BOARD_TOP + 8;
		layout.panel_left = LAYOUT_COMPACT_PANEL_LEFT;
		layout.panel_bottom = LAYOUT_BOARD_TOP + 8;
		layout.msg_top = LAYOUT_BOARD_TOP + 9;
		return true;
	}
	return false;
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
	*y = LAYOUT_BOARD_TOP + 1 + 2 * row;
	*x = LAYOUT_BOARD_LEFT + 2 + LAYOUT_CELL_W * col;
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
		if (dy < 0 || dx < 0 || dy % 2 != 0 || dx % LAYOUT_CELL_W == LAYOUT_CELL_W - 1)
			return -1;
		row = dy / 2;
		col = dx / LAYOUT_CELL_W;
	}
	if (row > 7 || col > 7)
		return -1;
	int rank = flipped ? row : 7 - row, file = flipped ? 7 - col : col;
	return square_make(file, rank);
}

void layout_grid(int i, int j, int *y, int *x, int *w)
{
	*y = LAYOUT_BOARD_TOP + 2 * i;
	*x = LAYOUT_BOARD_LEFT + LAYOUT_CELL_W * j;
	*w = LAYOUT_CELL_W;
}

int layout_board_top(void)
{
	return LAYOUT_BOARD_TOP;
}

int layout_letters_row(void)
{
	return layout.letters_row;
}

int layout_panel_left(void)
{
	return layout.panel_left;
}

int layout_panel_width(void)
{
	int w = COLS - layout.panel_left - 1;
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
	return layout.compact ? layout_panel_width() : LAYOUT_MIN_COLS - LAYOUT_PANEL_LEFT - 1;
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
	return LAYOUT_STATUS_ROW - 2;
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
		*width = LAYOUT_PANEL_LEFT - 4;
	}
}

int layout_aside_clock_top(void)
{
	/* full: at the panel's top; compact: at its foot, under the text */
	return layout.compact ? layout.panel_bottom - 2 : LAYOUT_BOARD_TOP + 2;
}

bool layout_analysis_area(int *top, int *left, int *rows, int *cols)
{
	/* right of the side panel's 80 columns, beside the board */
	if (layout.compact || COLS < LAYOUT_ANALYSIS_COLS)
		return false;
	*top = LAYOUT_BOARD_TOP;
	*left = LAYOUT_MIN_COLS;
	*rows = layout.letters_row - LAYOUT_BOARD_TOP + 1;
	*cols = COLS - LAYOUT_MIN_COLS - 1;
	return true;
}

bool layout_graph_area(int *top, int *left, int *rows, int *cols)
{
	/* under the board, below the status lines and above the two hint lines */
	int first = LAYOUT_STATUS_ROW + 2, last = LINES - 3;
	if (layout.compact || last - first + 1 < LAYOUT_GRAPH_ROWS)
		return false;
	*top = first;
	*left = LAYOUT_BOARD_LEFT;
	*rows = last - first + 1;
	*cols = COLS - 2 * LAYOUT_BOARD_LEFT;
	return true;
}
