/* layout.h: where things are drawn, in one place. The layout is full at
 * 80x23 and more (cells of three characters inside borders, the side
 * panel at column 38; from 120x40 cells of 6x3 and from 160x50 of 8x4,
 * the panel beside them and an analysis region right of it) and compact below that (one character per square,
 * the panel narrower), down to 40x16; below that only a notice. Every
 * other file asks these functions for rows, columns and widths; the clocks
 * reserve their rows at the foot of the panel for the frame being drawn,
 * so no screen's panel writes over them. */
#ifndef ARIMAA_TUI_LAYOUT_H
#define ARIMAA_TUI_LAYOUT_H

#include <stdbool.h>

enum {
	LAYOUT_COMPACT_COLS = 40,  /* the smallest terminal drawn: below, only a notice */
	LAYOUT_COMPACT_LINES = 16
};

/* Computes the layout for the terminal's size (COLS, LINES); false if it
 * is too small even for the compact one. Frees the panel's reserved rows. */
bool layout_fits(void);

/* Whether the compact layout is in use. */
bool layout_compact(void);

/* The row and column of the middle of square sq's cell on a board drawn
 * with this orientation. */
void layout_cell(bool flipped, int sq, int *y, int *x);

/* The square at screen position y, x of a board drawn with this orientation, or -1. */
int layout_square_at(bool flipped, int y, int x);

/* The full layout's grid: the corner of border row i and column j (0 to
 * 8) at y, x, and the width w of a cell with its border. */
void layout_grid(int i, int j, int *y, int *x, int *w);

/* The rows of a cell with its border in the full layout (2; 3 and 4 on
 * the larger boards). */
int layout_cell_rows(void);

/* The analysis region: the columns right of the side panel that a large
 * terminal leaves free (from 120x40), for an analysis panel to draw in;
 * nothing else draws there. Returns false when there is none (80x24, the
 * compact layout). */
bool layout_analysis(int *top, int *left, int *rows, int *cols);

/* The board's top row (its border in the full layout, rank 8 in the compact one). */
int layout_board_top(void);

/* The row of the file letters under the board. */
int layout_letters_row(void);

/* The compact layout's row under the letters where the marks that its
 * one-character squares cannot carry are written in words (frozen pieces,
 * pieces at risk on a trap); -1 in the full layout, whose cells show them. */
int layout_marks_row(void);

/* The side panel: its first column, its width, its first and last rows. */
int layout_panel_left(void);
int layout_panel_width(void);
int layout_panel_top(void);
int layout_panel_bottom(void);

/* Reserves the last rows of the panel for this frame (the clocks); 0 frees them. */
void layout_panel_reserve(int rows);

/* The last row of the panel left to a screen's own lines (above the reserved rows). */
int layout_panel_end(void);

/* The first reserved row at the panel's foot (the clocks' first row). */
int layout_panel_foot(void);

/* The width of a panel line of text that must read the same on any
 * terminal of the layout (the verdict wrapped at game over). */
int layout_panel_text_width(void);

/* The first row of the messages under the board (the preview line, the status). */
int layout_messages_top(void);

/* The row of the ':' prompt and of questions: the bottom row. */
int layout_prompt_row(void);

/* The last row a full-screen list (an archive's games, the clock's
 * presets) may use above the messages: a list with no board takes the
 * terminal's height, all but the rows of its status and key hints. */
int layout_list_bottom(void);

/* The first row of a full-screen list's status, under the list. */
int layout_list_messages_top(void);

/* The rows a page of the help screen scrolls. */
int layout_page_rows(void);

/* An archive's list of games: its first row and how many rows it shows. */
int layout_list_top(void);
int layout_list_rows(void);
/* The rows of games among them: all, less two for the note of the game
 * marked when the list has a note column (the famous games). */
int layout_list_game_rows(bool note);

/* The screens that hide the board (pause, hand-over): where their line i
 * of text goes (y, x, width), and the first row of their clocks, drawn in
 * the panel below or beside the text. */
void layout_aside_line(int i, int *y, int *x, int *width);
int layout_aside_clock_top(void);

/* The analysis panel's rectangle (analysis and threat mode): the
 * analysis region of the larger layouts (layout_analysis), else right of
 * the 80 columns of the full layout on terminals of LAYOUT_ANALYSIS_COLS
 * columns or more; false when there is no room (the panel then goes under
 * the board, or the title row says what the analysis found). */
enum { LAYOUT_ANALYSIS_COLS = 100 };
bool layout_analysis_area(int *top, int *left, int *rows, int *cols);

/* The evaluation graph's rectangle (whole-game analysis): under the board
 * and its status lines, above the key hints, on terminals with room for
 * LAYOUT_GRAPH_ROWS rows there (30 lines or more at 80 columns); false
 * when there is none. */
enum { LAYOUT_GRAPH_ROWS = 6 };
bool layout_graph_area(int *top, int *left, int *rows, int *cols);

#endif
