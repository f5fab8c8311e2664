/* files.h: the screens' side of the game's files: opening a record at
 * start-up, resuming the autosave, autosaving after every move, saving
 * under a name, and saving before a signal ends the program. */
#ifndef ARIMAA_UI_FILES_H
#define ARIMAA_UI_FILES_H

#include <stdbool.h>
#include "ui/screen.h"
#include "ui/ui.h"

/* Before curses starts: sets up the keeper, opens opt->file or offers to
 * resume the autosave. Returns 0 to go on, or 1 after printing on stderr
 * why there is nothing to show (the file is not a record...). */
int files_start(struct ui *u, const struct ui_options *opt);

/* Reads the setup presets from the data directory into u->presets and
 * hands them to the session; when the file is missing or broken, the
 * built-in default is used and the status line says why. */
void files_load_presets(struct ui *u);

/* Frees what files_start and the screens kept. */
void files_free(struct ui *u);

/* Writes the autosave after a move; a failure goes on the status line. The
 * first time in a run, an older unfinished autosave is kept aside. */
void files_autosave(struct ui *u);

/* The session's after_move hook (data is the struct ui): run after every
 * completed turn, setup, resignation, take-back and new game: the clocks
 * count the move, then it autosaves. */
void files_after_move(struct session *s, void *data);
/* Saves the game as a game file to file, or (NULL or "") to where it was
 * saved last or a new name in the data directory; the status says where or why not. */
void files_save(struct ui *u, const char *file);

/* The answer to the start-up question: resume the autosaved game (yes) or
 * keep it aside and start afresh. */
void files_resume(struct ui *u, bool yes);

/* Opens the archive game chosen in the list: an unfinished one to play,
 * a finished one in the replay viewer. */
void files_open_entry(struct ui *u);

/* "Play on from here": the replay's point becomes a new hot-seat game
 * (the record is unchanged; the new game saves to a new file). */
void files_play_on(struct ui *u);

/* A signal ended the program: saves the game if it is being kept,
 * restores the terminal and dies of sig. */
_Noreturn void files_signal_exit(struct ui *u, int sig);

#endif
