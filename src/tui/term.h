/* term.h: curses start-up and tear-down, colours, and the fatal path that
 * restores the terminal before it prints. The only owner of initscr/endwin. */
#ifndef ARIMAA_TUI_TERM_H
#define ARIMAA_TUI_TERM_H

#include <stdbool.h>

/* Colour pairs the screens draw with (0 when colour is off). */
enum term_pair {
	PAIR_DEFAULT = 0,
	PAIR_GOLD = 1,      /* Gold's pieces */
	PAIR_SILVER,        /* Silver's pieces */
	PAIR_TRAP,          /* an empty trap */
	PAIR_GOLD_TRAP,     /* Gold's piece on a trap */
	PAIR_SILVER_TRAP,   /* Silver's piece on a trap */
	PAIR_MARK,          /* selection and target marks */
	PAIR_WARN,          /* danger marks and error messages */
	PAIR_TITLE,         /* headings */
	PAIR_LOW,           /* a clock under 30 s (under 10 s: PAIR_WARN) */
	PAIR_NB
};

/* Starts curses on the terminal: raw keys, no echo, keypad, mouse clicks,
 * colours unless NO_COLOR is set or the terminal has none; installs the
 * atexit path that restores the terminal and the signal flag
 * (store/signals.h) that the main loop polls. */
void term_start(void);

/* When the program was last stopped by SIGTSTP (Ctrl-Z; ms of the
 * monotonic clock, as clockui_now), once: 0 if it was not since the last call. */
long long term_take_stop(void);

/* Restores the terminal; harmless when curses is not running. */
void term_stop(void);

/* Whether the screens may use colour. */
bool term_color(void);

/* Whether the terminal's character set is UTF-8 (for the Unicode look). */
bool term_utf8(void);

/* Restores the terminal, prints "arimaa: " and the message on stderr, and exits with status 1. */
_Noreturn void term_fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
