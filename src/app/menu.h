/* menu.h: the main menu without drawing it: play a friend, play the
 * computer, back to the game, open a record or the archive, the lessons,
 * the puzzles, the position editor, the help, quit. `arimaa` alone shows
 * it at start (app/startup.c), when no game is to be resumed and no option
 * or the config (questions = off) says what to play; O (or :menu) opens it
 * from the game screens, the replay viewer and an archive's list. */
#ifndef ARIMAA_APP_MENU_H
#define ARIMAA_APP_MENU_H

#include <stdbool.h>
#include <stddef.h>
#include "app/app.h"
#include "app/next.h"

enum menu_item {
	MENU_FRIEND,   /* a new game, two players at the keyboard */
	MENU_COMPUTER, /* a new game against the built-in engine */
	MENU_RESUME,   /* back to the game (from a game screen) */
	MENU_OPEN,     /* a game record or an archive (the prompt, :open) */
	MENU_LEARN,    /* the tutorial's lessons */
	MENU_PUZZLES,  /* the puzzles */
	MENU_EDITOR,   /* the position editor */
	MENU_HELP,     /* the help screen */
	MENU_QUIT,
	MENU_NB
};

/* The items shown now, in order, into items (room for MENU_NB); returns how many. */
size_t menu_items(const struct ui *u, enum menu_item *items);

/* An item's line ("Play a friend"), its letter ('f') and the words after it. */
const char *menu_label(enum menu_item it);
char menu_letter(enum menu_item it);
const char *menu_note(enum menu_item it);

/* Opens the menu: home (as at start, app/startup.c: it is the screen
 * under the others until a game is chosen), or over the screen shown
 * (Esc goes back to it). */
void menu_open(struct ui *u, bool home);

/* Marks item row i (clamped); marks the row of the item bound to key c
 * ('f', 'c', ...) and chooses it; false if no item has that key. */
void menu_mark(struct ui *u, long i);
bool menu_key(struct ui *u, int c);

/* Does what the item marked says. */
void menu_choose(struct ui *u);

/* Esc: back to the screen below; at start, as Play a friend. */
void menu_close(struct ui *u);

/* After a new game the menu asked for (on the spot, or once the question
 * whether to abandon the game is answered yes): the built-in engine
 * plays Silver when the computer was chosen. */
void menu_after_new(struct ui *u);

/* Opens the record or archive at path (the famous games for "" or NULL):
 * an archive's list, a game to play on or, finished, to replay. The game
 * left is kept aside by the autosave, not lost. Returns 0, or 1 (the
 * status says why). */
int menu_open_file(struct ui *u, const char *path);

#endif
