/* files.h: the screens' side of the game's files: opening a record at
 * start-up, claiming the autosave once the terminal is up, resuming it or
 * keeping it aside, autosaving after every move, keeping a finished game,
 * saving under a name, and saving before a signal ends the program.
 * These actions touch no screen: each returns what should happen next,
 * and screen_follow (screen.c) does it, so they are tested without curses. */
#ifndef ARIMAA_APP_FILES_H
#define ARIMAA_APP_FILES_H

#include <stdbool.h>
#include "app/app.h"
#include "app/next.h"

/* Before the terminal starts: opens opt->file (or the famous games), if any, reading only (no
 * file changes before the program knows it will run). FILES_NEXT_FAIL
 * after printing on stderr why there is nothing to show (the file is not
 * a record...). */
enum files_next files_start(struct ui *u, const struct ui_options *opt);

/* Reads the setup presets from the data directory into u->presets and
 * hands them to the session; when the file is missing or broken, the
 * built-in default is used and the status line says why. */
void files_load_presets(struct ui *u);

/* Takes a game already loaded (r->game is taken over), named name in
 * messages, as an opened file is taken: its names, time control and clocks
 * (u->adopted); nothing is saved. Returns the screen to show it in. */
enum files_next files_open_loaded(struct ui *u, struct load_result *r, const char *name);

/* Once the terminal is up: claims an autosave slot (telling the player when
 * other arimaa processes hold the first ones), then writes the opened
 * game's first autosave or offers to resume an unfinished one. */
enum files_next files_begin(struct ui *u);

/* Frees what files_start and the screens kept; a game in progress is
 * autosaved first (so the view is kept) and the slot's lock released. */
void files_free(struct ui *u);

/* Writes the autosave after a move; a failure goes on the status line. The
 * first time in a run, an older unfinished game in the slot is kept aside;
 * a finished game is kept in the saved-games directory and the player told where. */
void files_autosave(struct ui *u);

/* The session's after_move hook (data is the struct ui): run after every
 * completed turn, setup, resignation, take-back and new game, it autosaves. */
void files_after_move(struct session *s, void *data);

/* Saves the game as a game file to file, or (NULL or "") to where it was
 * saved last or a new name in the data directory; the status says where or why not. */
enum files_next files_save(struct ui *u, const char *file);

/* The answer to the start-up question: resume the autosaved game (yes) or
 * keep it aside and start afresh. */
enum files_next files_resume(struct ui *u, bool yes);

/* A new game after this one (a rematch: with colours swapped): new files
 * (a new name to save to; a game in progress is kept aside) and the setup. */
enum files_next files_new_game(struct ui *u, bool rematch);

/* Opens the archive game chosen in the list: an unfinished one to play,
 * a finished one in the replay viewer. */
enum files_next files_open_entry(struct ui *u);

/* "Play on from here": the replay's point becomes a new hot-seat game
 * (the record is unchanged; the new game saves to a new file). */
enum files_next files_play_on(struct ui *u);

/* Game g (taken over) becomes a new hot-seat game, its turn t (NULL: none
 * of its steps taken) in progress; from says where it comes from on the
 * status line. It saves to a new file. Returns FILES_NEXT_GAME. */
enum files_next files_play_game(struct ui *u, struct game *g, const struct turn *t, const char *from);

/* A signal ended the program: saves the game if it is being kept. The
 * caller then restores the terminal and dies of the signal. */
void files_signal_save(struct ui *u);

/* Whether leaving the game now (to quit, or for a new game: leaving says
 * what y does, "quits") would lose it, the autosave being off or failing
 * and the game not saved otherwise: then the status line says why and
 * the question to ask goes to question (room for size), offering to save
 * it elsewhere. */
bool files_leaving_loses(struct ui *u, const char *leaving, char *question, size_t size);

/* The status line as drawn (room for size in out): while the autosave is
 * off or failing in a game, that first, for the whole game. */
void files_status_text(const struct ui *u, char *out, size_t size);

/* What to tell the player leaving the program: where the game is, or that
 * it is not saved. False when there is no game of this run to speak of. */
bool files_farewell(const struct ui *u, char *out, size_t size);

#endif
