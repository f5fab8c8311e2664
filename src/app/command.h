/* command.h: the ':' prompt's reading of a line: a command word, or
 * notation to be played as a whole turn or setup. No curses. */
#ifndef ARIMAA_APP_COMMAND_H
#define ARIMAA_APP_COMMAND_H

#include <stddef.h>

enum command_kind {
	COMMAND_EMPTY,    /* nothing typed */
	COMMAND_UNDO,     /* undo: take back the last step */
	COMMAND_REDO,     /* redo: replay the step undone */
	COMMAND_RESET,    /* reset: take back every step of this turn */
	COMMAND_END,      /* end: end the turn */
	COMMAND_TAKEBACK, /* takeback: take back the last completed turn */
	COMMAND_RESIGN,   /* resign: the side to move resigns */
	COMMAND_FLIP,     /* flip: turn the board over */
	COMMAND_HOTSEAT,  /* hotseat: turn the board towards the player to move, or stop */
	COMMAND_HELP,     /* help or ?: the help screen */
	COMMAND_QUIT,     /* quit or q: leave the program */
	COMMAND_NEW,      /* new: a new game */
	COMMAND_SAVE,     /* save [FILE]: save the game, FILE (or "") in *text */
	COMMAND_REPLAY,   /* replay: the replay viewer */
	COMMAND_CLOCK,    /* clock [M/R/P/L/G/T|none]: the time control (the choice if none given, in *text) */
	COMMAND_PAUSE,    /* pause: stop both clocks and hide the board */
	COMMAND_HANDOVER, /* handover: a hand-over screen between turns, or none */
	COMMAND_MESSAGES, /* messages: the recent status messages */
	COMMAND_REMATCH,  /* rematch: a new game, the players' colours swapped */
	COMMAND_NOTATION, /* anything else: steps or a setup, in *text */
	COMMAND_NB
};

/* Reads a prompt line. Leading and trailing blanks are ignored and command
 * words are case-insensitive. For COMMAND_NOTATION the trimmed text is
 * copied into text (of size `size`, truncated), for COMMAND_SAVE the
 * file name after the word ("" if none), for COMMAND_CLOCK the time control. */
enum command_kind command_parse(const char *line, char *text, size_t size);

/* The word for a command ("undo"), "" for COMMAND_EMPTY and COMMAND_NOTATION. */
const char *command_name(enum command_kind k);

#endif
