/* action.h: the one table of the player's actions, as tmux's command
 * table: each entry's keys, its ':' prompt word, its help line, the
 * screens it applies to (the board screens, the replay viewer, an
 * archive's list) and the function that runs it. The key handlers,
 * the prompt, the help screen, `arimaa --help-keys` and the test of the
 * man page's KEYS section all read this table, so they cannot disagree. */
#ifndef ARIMAA_TUI_ACTION_H
#define ARIMAA_TUI_ACTION_H

#include <stdbool.h>
#include <stdio.h>
#include "app/command.h"
#include "tui/screen.h"

/* The screens an action applies to (a mask). */
enum {
	ACTION_SETUP = 1 << 0,
	ACTION_PLAY = 1 << 1,
	ACTION_OVER = 1 << 2,
	ACTION_REPLAY = 1 << 3, /* the replay viewer */
	ACTION_LIST = 1 << 4,   /* an archive's list of games */
	ACTION_CLOCK = 1 << 5,  /* the choice of a clock (time control) */
	ACTION_HELP = 1 << 6,   /* the help screen (any other key goes back) */
	ACTION_PAUSE = 1 << 7,  /* the pause screen */
	ACTION_HANDOVER = 1 << 8, /* the hand-over screen between turns */
	ACTION_CONFIRM = 1 << 9,  /* a question (any other key is no) */
	ACTION_PROMPT = 1 << 10,  /* the ':' prompt's line editing (any other character is typed) */
	ACTION_TUTOR = 1 << 11,   /* a lesson's or a puzzle's board */
	ACTION_TUTOR_SETUP = 1 << 12, /* a setup lesson's board */
	ACTION_LESSONS = 1 << 13, /* the tutorial's list of lessons */
	ACTION_EDITOR = 1 << 14,  /* the position editor */
	ACTION_REPLAY_MOVE = 1 << 15, /* the replay viewer, a move entered on its board (app/viewmove.h) */
	ACTION_PUZZLES = 1 << 16, /* the list of the puzzles */
	ACTION_MENU = 1 << 17,    /* the main menu */
	ACTION_GAME = ACTION_SETUP | ACTION_PLAY | ACTION_OVER
};

struct action {
	/* Key names separated by blanks: one character ("u"), or Enter, Space,
	 * Tab, Esc, Backspace, Delete, Up, Down, Left, Right, arrows (the four),
	 * Home, End, PgUp, PgDn, F1, Ctrl-X, a range of characters ("1-9"), and
	 * the mouse's button 1: click (pressed) and drag (released). A name of
	 * another form is shown in the help and handled by the screen itself:
	 * only a1..h8, a square typed as two keys (a file, then a rank), whose
	 * first key is pending until the second comes, and the prompt's typed
	 * characters. NULL: a prompt word only. */
	const char *keys;
	const char *words;       /* its ':' words, the first its name, the rest short forms ("quit q"); NULL for none */
	const char *args;        /* what follows the word ("[FILE]"), or NULL */
	const char *help;        /* one line for the help screen and the man page */
	unsigned screens;        /* ACTION_* mask */
	/* Runs the action: k is the key pressed (NULL from the prompt), arg
	 * what followed the prompt word (NULL from a key). NULL: shown only. */
	void (*run)(struct ui *u, const struct ui_key *k, const char *arg);
};

/* The table, ended by an entry whose help is NULL. */
extern const struct action action_table[];

/* The ACTION_* bit of a screen (0 for the overlays and the viewers). */
unsigned action_screen_bit(enum screen_id id);

/* Runs the action bound to k on the screen with bit `screen`; false if none. */
bool action_key(struct ui *u, unsigned screen, const struct ui_key *k);

/* Whether k is bound to an action of every board screen (setup, play and
 * game over): the keys that move no piece, allowed while an engine is to move. */
bool action_every_screen_key(const struct ui_key *k);

/* Runs the line typed at the prompt if it is one of the table's words
 * (and what follows it, for a word that takes something) on the screen
 * with bit `screen`. Returns true if it was a word: run, or refused on
 * this screen (the status says so); false if not (notation, a label). */
bool action_line(struct ui *u, unsigned screen, const char *line);

/* Writes the keys of entry a for reading ("u, Backspace"); ":word" if it has no key. */
void action_keys_text(const struct action *a, char *buf, size_t size);

enum { ACTION_HELP_MAX = 384 };

struct helpkeys_line;

/* The help screen's lines: the board screens' keys from the table, under
 * the manual's headings, then the rest (helpkeys.c). Fills out (room for
 * max) and returns how many. */
size_t action_help(struct helpkeys_line *out, size_t max);

/* Prints every key of the help screen, one a line as "HEADING<TAB>KEY"
 * (`arimaa --help-keys`). Returns 0, or -1 if the output failed. */
int action_print(FILE *f);

#endif
