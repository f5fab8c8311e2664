/* curses_inc.h: the one place that decides which curses header to include,
 * always with the wide-character API. */
#ifndef ARIMAA_TUI_CURSES_INC_H
#define ARIMAA_TUI_CURSES_INC_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#if defined(HAVE_NCURSESW_CURSES_H)
#include <ncursesw/curses.h>
#elif defined(HAVE_NCURSES_H)
#include <ncurses.h>
#elif defined(HAVE_CURSES_H)
#include <curses.h>
#else
#error "no curses header found by configure"
#endif

/* terminfo, to check the terminal before curses takes it over; only for
 * the file that asks, since term.h defines macros such as `lines`. */
#if !defined(ARIMAA_WANT_TERMINFO)
#elif defined(HAVE_NCURSESW_TERM_H)
#include <ncursesw/term.h>
#elif defined(HAVE_TERM_H)
#include <term.h>
#endif

#endif
