/* term.c: curses start-up and tear-down. Every way out of the program
 * (normal exit, fatal error, SIGINT, SIGTERM, SIGHUP) passes through
 * term_stop, so the terminal is never left raw. The signals only set a
 * flag (store/signals.c); the main loop saves the game, calls term_stop
 * and dies of the signal (ui_signal_exit). */
#include "config.h"
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "util/signals.h"
#include "tui/term.h"
#include "util/xmalloc.h"
#define ARIMAA_WANT_TERMINFO 1
#include "tui/curses_inc.h"

static volatile sig_atomic_t term_active;
static bool term_has_color;
static bool term_registered;

void term_stop(void)
{
	if (term_active) {
		term_active = 0;
		endwin();
	}
}

/* Whether the NO_COLOR convention asks for no colour. */
static bool term_no_color(void)
{
	const char *v = getenv("NO_COLOR");
	return v && *v;
}

/* Makes the colour pairs of enum term_pair. */
static void term_pairs(void)
{
	short bg = -1;
	if (use_default_colors() == ERR)
		bg = COLOR_BLACK;
	init_pair(PAIR_GOLD, COLOR_YELLOW, bg);
	init_pair(PAIR_SILVER, COLOR_CYAN, bg);
	init_pair(PAIR_TRAP, COLOR_WHITE, COLOR_RED);
	init_pair(PAIR_GOLD_TRAP, COLOR_YELLOW, COLOR_RED);
	init_pair(PAIR_SILVER_TRAP, COLOR_CYAN, COLOR_RED);
	init_pair(PAIR_MARK, COLOR_GREEN, bg);
	init_pair(PAIR_WARN, COLOR_RED, bg);
	init_pair(PAIR_TITLE, COLOR_MAGENTA, bg);
}

/* Refuses, before curses starts, a terminal that is unknown or cannot move
 * the cursor (TERM=dumb): curses would either exit on its own or draw garbage. */
static void term_check(void)
{
	const char *name = getenv("TERM");
	int err = 0;
	if (!name || !*name)
		term_fatal("TERM is not set: the terminal type is needed to draw the board");
	if (setupterm(NULL, STDOUT_FILENO, &err) != OK)
		term_fatal("the terminal type '%s' is unknown here (set TERM, e.g. TERM=xterm)", name);
	const char *cup = tigetstr("cup");
	bool usable = cup && cup != (char *)-1;
	del_curterm(cur_term);
	cur_term = NULL;
	if (!usable)
		term_fatal("the terminal type '%s' cannot move the cursor; arimaa needs a full-screen terminal", name);
}

void term_start(void)
{
	term_check();
	if (!term_registered) {
		atexit(term_stop);
		term_registered = true;
	}
	signals_install();
	xmalloc_set_fatal_hook(term_stop);

	if (!initscr())
		term_fatal("cannot start curses on this terminal");
	term_active = 1;
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	curs_set(0);
	set_escdelay(25);
	mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED, NULL);
	mouseinterval(0);
	term_has_color = false;
	if (has_colors() && !term_no_color() && start_color() == OK) {
		term_has_color = true;
		term_pairs();
	}
}

bool term_color(void)
{
	return term_has_color;
}

bool term_utf8(void)
{
	const char *cs = nl_langinfo(CODESET);
	return cs && (strcmp(cs, "UTF-8") == 0 || strcmp(cs, "utf8") == 0);
}

void term_fatal(const char *fmt, ...)
{
	term_stop();
	va_list ap;
	va_start(ap, fmt);
	fputs("arimaa: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	exit(1);
}
