/* startup.h (app): the start of a new game without the three questions
 * every time: the answers remembered in the config file (store/prefs.h:
 * the players' names, the clock, the view) are offered as the default,
 * taken with one key; options and the config's "questions = off" skip the
 * questions; what the player changes is written back, and only then.
 * Draws nothing: the offer is a question (CONFIRM_START) the terminal view
 * shows, the names the prompt, the clock its choice. */
#ifndef ARIMAA_APP_STARTUP_H
#define ARIMAA_APP_STARTUP_H

#include <stdbool.h>
#include "app/app.h"

/* Reads the config file into u->prefs (before the terminal starts; a bad
 * file is reported on the status line with its line, and ignored). */
void startup_load(struct ui *u);

/* Once the terminal is up, for a new game: the remembered view, then the
 * main menu when nothing says what to play (app/menu.h), else the
 * questions as the options and the config call for (none, the offer of
 * the remembered answers, or the names and the clock). While the question
 * whether to resume is open, waits for its answer (startup_resumed). */
void startup_begin(struct ui *u);

/* The questions for a new game, as the options and the config call for:
 * none, the offer of the remembered answers, or the names and the clock
 * (the main menu's Play a friend, and startup_begin when the menu is not
 * shown). */
void startup_questions(struct ui *u);

/* The resume question was answered: a new game (no) asks as startup_begin. */
void startup_resumed(struct ui *u, bool resumed);

/* The offer of the remembered answers: taken (yes) or to be changed (the
 * questions follow, the remembered answers as their defaults). */
void startup_offer(struct ui *u, bool take);

/* After Silver's name was answered: the clock's choice when it is asked,
 * and the names remembered if the player changed them. */
void startup_names_done(struct ui *u);

/* After a clock was chosen for a new game: remembered if it changed. */
void startup_clock_done(struct ui *u);

/* After the view (hot-seat, flip) changed: remembered. */
void startup_view_done(struct ui *u);

/* The text of the offer: the remembered players, clock and view (room for size). */
void startup_offer_text(const struct ui *u, char *out, size_t size);

#endif
