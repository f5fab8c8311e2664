/* draw.h: the drawing shared by the screens: the board with its marks,
 * the side panel, the messages and key-hint lines, the "enlarge" notice.
 * Where each goes is the layout's (layout.h). */
#ifndef ARIMAA_TUI_DRAW_H
#define ARIMAA_TUI_DRAW_H

#include "app/pick.h"
#include "tui/layout.h"
#include "tui/screen.h"

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

/* Draws the notice that the terminal is too small for any layout. */
void draw_notice(void);

/* Draws the board with its borders (or none, compact), rank numbers and file letters. */
void draw_board(const struct ui *u, const struct board_view *v);

/* Cuts text into lines of at most width characters at spaces, the lines
 * after the first indented by `indent`; returns how many (at most max). */
int draw_wrap(const char *text, int width, int indent, char lines[][128], int max);

/* Draws text (any bytes, from a file, an option or the user) at y, x as
 * text_visible shows it: control characters visible, cut to width
 * columns. Returns the columns drawn. */
int draw_text(int y, int x, int width, const char *text);

/* Draws row y of a list (the lessons, the puzzles, the menu): '>' and
 * reversed when marked, then text, across the screen. */
void draw_list_row(int y, bool marked, const char *text);

/* Moves *top, the first row a list shows, so that row sel is among the
 * rows shown from it. */
void draw_list_scroll(size_t sel, size_t *top, int rows);

/* Draws a line of text in the side panel at row y, cut to the panel's
 * width; nothing on the rows reserved at its foot (layout_panel_reserve). */
void draw_panel(int y, int attr, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Draws a line in the side panel at row y, the reserved rows included (the clocks). */
void draw_panel_foot(int y, int attr, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Draws the title row: on the board's width only when u->engine_line keeps
 * the rest of it for the engines' line. */
void draw_title(const struct ui *u, const char *text);

/* Draws text (any bytes, shown as text) in the side panel from row y,
 * wrapped at spaces over at most max rows (8 at most). Returns the row after it. */
int draw_panel_wrapped(int y, int attr, const char *text, int max);

/* Draws the status message and up to two lines of key hints. */
void draw_status(const struct ui *u, const char *hint1, const char *hint2);

/* As draw_status, for a full-screen list: under the list, wherever its end. */
void draw_list_status(const struct ui *u, const char *hint1, const char *hint2);

/* Draws the preview line (if not empty), the status message wrapped over
 * as many rows as it needs, and the key hints that still fit. */
void draw_messages(const struct ui *u, const char *preview, const char *hint1, const char *hint2);

/* Draws each side's lost pieces from row y; returns the row after them. */
int draw_lost(const struct ui *u, int y);

/* The attribute for a side's name or pieces outside the board. */
int draw_side_attr(const struct ui *u, enum color c);

/* Marks in v (whose board must be set) the n steps of a turn: the squares
 * left empty, those entered, the traps where pieces fell. */
void draw_mark_turn(struct board_view *v, const struct turn_step *steps, int n);

#endif
