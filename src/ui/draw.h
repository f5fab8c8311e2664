/* draw.h: the drawing shared by the screens: the board with its marks,
 * the side panel, the status and key-hint lines, the "enlarge" notice. */
#ifndef ARIMAA_UI_DRAW_H
#define ARIMAA_UI_DRAW_H

#include "ui/screen.h"

/* The layout for an 80x24 terminal. */
enum {
	DRAW_MIN_COLS = 80,
	DRAW_MIN_LINES = 24,
	DRAW_BOARD_TOP = 1,     /* the board's top border */
	DRAW_BOARD_LEFT = 2,    /* the board's left border */
	DRAW_CELL_W = 4,
	DRAW_PANEL_LEFT = 38,   /* the side panel's first column */
	DRAW_PREVIEW_ROW = 19,  /* what Enter would play */
	DRAW_STATUS_ROW = 20,
	DRAW_HINT_ROW = 21,     /* two lines of key hints */
	DRAW_PROMPT_ROW = 23
};

/* What the board shows: the pieces and the marks on them. */
struct board_view {
	uint8_t board[SQUARE_NB];
	int cursor;          /* -1 for none */
	bitboard selected;   /* the selected piece (or the square marked for a swap) */
	bitboard targets;    /* squares a step may go to */
	bitboard pulls;      /* targets after which a pull may follow */
	bitboard actions;    /* pieces to push, pull or choose as pusher */
	bitboard frozen;
	bitboard danger;     /* on a trap with one friend left */
	bitboard last;       /* squares the previous turn's steps touched */
	bool flipped;        /* Silver at the bottom */
};

/* Whether the terminal is large enough; if not, draws the "enlarge the window" notice. */
bool draw_fits(void);

/* Draws the board with its borders, rank numbers and file letters. */
void draw_board(const struct ui *u, const struct board_view *v);

/* The square at screen position y, x of a board drawn with this orientation, or -1. */
int draw_square_at(bool flipped, int y, int x);

/* Draws a line of text in the side panel at row y, cut to the panel's width. */
void draw_panel(int y, int attr, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Draws the title row. */
void draw_title(const struct ui *u, const char *text);

/* Draws the status line (the session's message) and two lines of key hints. */
void draw_status(const struct ui *u, const char *hint1, const char *hint2);

/* Draws the game's moves from row top to row bottom of the panel, the latest last. */
void draw_moves(const struct ui *u, int top, int bottom);

/* Draws each side's lost pieces at rows y and y+1. */
void draw_lost(const struct ui *u, int y);

/* The attribute for a side's name or pieces outside the board. */
int draw_side_attr(const struct ui *u, enum color c);

/* The squares the last turn of the game touched. */
bitboard draw_last_turn(const struct game *g);

#endif
