/* editor.h: the position editor's screen without drawing it (arimaa
 * --edit [FILE], E on the play screen and in the replay viewer): a cursor
 * on the board of a position (learn/posedit.h), pieces put and removed,
 * the board cleared, the side to move, the move number and the steps
 * already taken; the rules' checks said where a position is refused; a
 * game or an analysis started from the position; the position saved as
 * a record with a Position tag, and read from the short form or a diagram. */
#ifndef ARIMAA_APP_EDITOR_H
#define ARIMAA_APP_EDITOR_H

#include <stdbool.h>
#include <stddef.h>
#include "app/app.h"
#include "app/next.h"
#include "learn/posedit.h"

struct editor {
	struct posedit e;
	int cursor;              /* the square under the cursor */
	bool standalone;         /* --edit: leaving quits */
	enum ui_mode back_mode;  /* the mode to go back to */
	char *path;              /* the file read or saved last, or NULL */
};

/* Opens the editor on the position shown: the game's (its turn's steps
 * taken so far kept as taken), the replay viewer's, or an empty board
 * when there is none (a setup). */
void editor_open(struct ui *u, bool standalone);

/* Opens the editor on the position read from the file at path (a short
 * form, a diagram, or a record's last position). Returns 0, or -1 with
 * why (the editor is not opened). */
int editor_open_file(struct ui *u, const char *path, bool standalone, char *why, size_t size);

/* Leaves the editor: back to the screen it came from, or quits when
 * standalone (the editor then stays open until editor_free). */
void editor_close(struct ui *u);

/* Frees the editor. */
void editor_free(struct ui *u);

/* Moves the cursor one square in board direction d; or onto square sq. */
void editor_cursor(struct ui *u, enum dir d);
void editor_goto(struct ui *u, int sq);

/* Puts piece p on the cursor's square; removes what stands there; clears the board. */
void editor_put(struct ui *u, int piece);
void editor_remove(struct ui *u);
void editor_clear(struct ui *u);

/* Gives the move to the other side; changes the move number by delta. */
void editor_side(struct ui *u);
void editor_number(struct ui *u, int delta);

/* Sets the steps already taken (notation; "" for none). Returns 0, or 1
 * if refused (the status says why, in the words play uses). */
int editor_taken(struct ui *u, const char *text);

/* Reads a position typed as a short form ("2g [...]") or a diagram. Returns 0 or 1 (refused). */
int editor_line(struct ui *u, const char *text);

/* The rules' verdict on the position: POSEDIT_OK, or why not into why. */
enum posedit_problem editor_check(const struct ui *u, char *why, size_t size);

/* Starts a game from the position (the rules' checks first: a refusal is
 * explained on the status line and the editor stays). Returns
 * FILES_NEXT_GAME when the game started, else FILES_NEXT_STAY. */
enum files_next editor_play(struct ui *u);

/* A puzzle attempt from the position (the rules' checks first), on the
 * puzzles' board (app/tutor.h), q there coming back to the editor: of the
 * theme named (goal, goal-in-two, win-material, save-piece, stop-goal),
 * or with theme NULL or "" the first the position holds in the order
 * goal, stop-goal, win-material, save-piece, goal-in-two (the costly one
 * last), each verified as the puzzle set's are (learn/puzzlemake.h).
 * Returns 0, or 1 (the status says why: the named theme's reason, or
 * that none holds). */
int editor_puzzle(struct ui *u, const char *theme);

/* Saves the position as a record (a Position tag) to file, or to the
 * file it was read from or saved to last. Returns 0, or 1 (the status says why). */
int editor_save(struct ui *u, const char *file);

#endif
