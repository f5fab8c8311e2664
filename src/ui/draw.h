/* draw.h: the drawing shared by the screens: the board with its marks,
 * the side panel, the messages and key-hint lines, the "enlarge" notice;
 * and the layout, which is full at 80x23 and more and compact (one
 * character per square, the panel narrower) below that. */
#ifndef ARIMAA_UI_DRAW_H
#define ARIMAA_UI_DRAW_H

#include "ui/pick.h"
#include "ui/screen.h"

/* The full layout's places (80x24 and 80x23). */
enum {
	DRAW_MIN_COLS = 80,
	DRAW_MIN_LINES = 23,
	DRAW_COMPACT_COLS = 40, /* below these, only a notice */
	DRAW_COMPACT_LINES = 16,
	DRAW_BOARD_TOP = 1,     /* the board's top border */
	DRAW_BOARD_LEFT = 2,    /* the board's left border */
	DRAW_CELL_W = 4,
	DRAW_PANEL_LEFT = 38,   /* the side panel's first column */
	DRAW_PREVIEW_ROW = 19,  /* what Enter would play */
	DRAW_STATUS_ROW = 20,
	DRAW_HINT_ROW = 21,
	DRAW_PROMPT_ROW = 23
};

/* What the board shows: the pieces and the marks on them. */
struct board_view {
	uint8_t board[SQUARE_NB];
	int cursor;          /* -1 for none */
	bitboard selected;   /* the selected piece (or the square marked for a swap) */
	bitboard targets;    /* squares a step may go to */
	bitboard reach;      /* squares the selected piece may reach in several steps */
	bitboard path;       /* squares the path Enter would play enters */
	bitboard pulls;      /* targets after which a pull may follow */
	bitboard actions;    /* pieces to push, pull or choose as pusher */
	bitboard frozen;
	bitboard danger;     /* on a trap with one friend left */
	bitboard left;       /* squares the turn shown (the last, or this one) left empty */
	bitboard entered;    /* squares its pieces entered */
	bitboard fell;       /* traps where pieces fell in it */
	bitboard near_goal;  /* rabbits one step from their goal */
	bitboard last;       /* squares to underline (the replay viewer's changes) */
	bool flipped;        /* Silver at the bottom */
};

/* Computes the layout for the terminal's size; if it is too small even
 * for the compact one, draws the notice and returns false. */
bool draw_fits(void);

/* Whether the compact layout is in use. */
bool draw_compact(void);

/* Draws the board with its borders (or none, compact), rank numbers and file letters. */
void draw_board(const struct ui *u, const struct board_view *v);

/* The square at screen position y, x of a board drawn with this orientation, or -1. */
int draw_square_at(bool flipped, int y, int x);

/* The first row of the side panel. */
int draw_panel_top(void);

/* The last row of the side panel. */
int draw_panel_bottom(void);

/* Draws text (any bytes, from a file, an option or the user) at y, x as
 * text_visible shows it: control characters visible, cut to width
 * columns. Returns the columns drawn. */
int draw_text(int y, int x, int width, const char *text);

/* Draws a line of text in the side panel at row y, cut to the panel's width. */
void draw_panel(int y, int attr, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Draws the title row: on the board's width only when u->engine_line keeps
 * the rest of it for the engines' line. */
void draw_title(const struct ui *u, const char *text);

/* Draws the status message and up to two lines of key hints. */
void draw_status(const struct ui *u, const char *hint1, const char *hint2);

/* Draws the preview line (if not empty), the status message wrapped over
 * as many rows as it needs, and the key hints that still fit. */
void draw_messages(const struct ui *u, const char *preview, const char *hint1, const char *hint2);

/* Draws the game's moves from row top to row bottom of the panel, the latest last. */
void draw_moves(const struct ui *u, int top, int bottom);

/* Draws "Moves:" at row y and the moves below it to the panel's bottom. */
void draw_moves_panel(const struct ui *u, int y);

/* Draws each side's lost pieces from row y; returns the row after them. */
int draw_lost(const struct ui *u, int y);

/* The attribute for a side's name or pieces outside the board. */
int draw_side_attr(const struct ui *u, enum color c);

/* Marks in v (whose board must be set) the n steps of a turn: the squares
 * left empty, those entered, the traps where pieces fell. */
void draw_mark_turn(struct board_view *v, const struct turn_step *steps, int n);

/* The row of the ':' prompt and of questions: the bottom row. */
int draw_prompt_row(void);

#endif
