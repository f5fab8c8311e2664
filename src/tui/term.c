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
#include <time.h>
#include <unistd.h>
#include "util/signals.h"
#include "tui/term.h"
#include "util/xmalloc.h"
#define ARIMAA_WANT_TERMINFO 1
#include "tui/curses_inc.h"

static volatile sig_atomic_t term_active;
static bool term_has_color;
static bool term_registered;
/* SIGTSTP: curses' own handler (it restores the terminal, stops, and
 * redraws on SIGCONT), and when the last stop began (ms, monotonic). */
static struct sigaction term_curses_tstp;
static volatile sig_atomic_t term_stopped;
static volatile long long term_stopped_ms;

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
	init_pair(PAIR_LOW, COLOR_YELLOW, bg);
}

/* The exit status of a terminal that cannot run the screens: a usage
 * error, as no terminal at all is (main.c; the manual's EXIT STATUS). */
enum { TERM_EXIT_UNUSABLE = 2 };

/* Restores the terminal, prints "arimaa: " and the message on stderr, and
 * exits with status. */
static _Noreturn void term_vexit(int status, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
static _Noreturn void term_vexit(int status, const char *fmt, va_list ap)
{
	term_stop();
	fputs("arimaa: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	exit(status);
}

/* term_fatal for a terminal that cannot run the screens: exits with
 * TERM_EXIT_UNUSABLE. */
static _Noreturn void term_unusable(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static _Noreturn void term_unusable(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	term_vexit(TERM_EXIT_UNUSABLE, fmt, ap);
}

/* Refuses, before curses starts, a terminal that is unknown or cannot move
 * the cursor (TERM=dumb): curses would either exit on its own or draw garbage. */
static void term_check(void)
{
	const char *name = getenv("TERM");
	int err = 0;
	if (!name || !*name)
		term_unusable("TERM is not set: the terminal type is needed to draw the board");
	if (setupterm(NULL, STDOUT_FILENO, &err) != OK)
		term_unusable("the terminal type '%s' is unknown here (set TERM, e.g. TERM=xterm)", name);
	const char *cup = tigetstr("cup");
	bool usable = cup && cup != (char *)-1;
	del_curterm(cur_term);
	cur_term = NULL;
	if (!usable)
		term_unusable("the terminal type '%s' cannot move the cursor; arimaa needs a full-screen terminal", name);
}

/* SIGTSTP (Ctrl-Z): notes when the program stopped, then lets curses
 * stop it. clock_gettime is async-signal-safe. */
static void term_tstp(int sig, siginfo_t *info, void *ctx)
{
	struct timespec ts;
	if (!term_stopped && clock_gettime(CLOCK_MONOTONIC, &ts) == 0) {
		term_stopped_ms = (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
		term_stopped = 1;
	}
	if (term_curses_tstp.sa_flags & SA_SIGINFO)
		term_curses_tstp.sa_sigaction(sig, info, ctx);
	else
		term_curses_tstp.sa_handler(sig);
}

/* Puts term_tstp in front of curses' SIGTSTP handler, if curses has one
 * (none when the signal is ignored: no job control). */
static void term_catch_tstp(void)
{
	struct sigaction sa;
	if (sigaction(SIGTSTP, NULL, &term_curses_tstp) != 0)
		return;
	bool info = (term_curses_tstp.sa_flags & SA_SIGINFO) != 0;
	if (info ? !term_curses_tstp.sa_sigaction
		 : term_curses_tstp.sa_handler == SIG_DFL || term_curses_tstp.sa_handler == SIG_IGN)
		return;
	sa = term_curses_tstp;
	sa.sa_flags |= SA_SIGINFO;
	sa.sa_sigaction = term_tstp;
	sigaction(SIGTSTP, &sa, NULL);
}

long long term_take_stop(void)
{
	if (!term_stopped)
		return 0;
	long long ms = term_stopped_ms;
	term_stopped = 0;
	return ms;
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
		term_unusable("cannot start curses on this terminal");
	term_active = 1;
	term_catch_tstp();
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
	va_list ap;
	va_start(ap, fmt);
	term_vexit(1, fmt, ap);
}
