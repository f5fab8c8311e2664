/* playfiles.h: the files of the game being played. While the program runs
 * it holds one autosave slot under $XDG_STATE_HOME/arimaa (autosave.txt,
 * or autosave.2.txt ... when other arimaa processes hold the first ones),
 * locked so that no other process writes it; the game is written there
 * after every completed turn and setup. A finished game is kept in the
 * saved-games directory. Saving under a name (`:save [FILE]`), resuming
 * an unfinished autosave or keeping it aside, and the players' names and
 * time control written into the headers are here too. What the screens'
 * file actions (ui/files.c) call. */
#ifndef ARIMAA_STORE_PLAYFILES_H
#define ARIMAA_STORE_PLAYFILES_H

#include <stdbool.h>
#include <time.h>
#include "core/game.h"
#include "store/gamefile.h"
#include "store/load.h"

/* How many autosave slots there are: as many games can be played at once;
 * and the age in seconds past which a temporary file beside a file saved
 * by name is taken as left by a kill (no save takes that long). */
enum { PLAYFILES_SLOTS = 16, PLAYFILES_STALE_AGE = 600 };

struct playfiles {
	char *autosave;            /* this run's slot's path; NULL until claimed or when off */
	int slot;                  /* its number, 1 for autosave.txt */
	int lock_fd;               /* the slot's lock, held while the program runs; -1 if none */
	char *lock_path;           /* its file, removed at playfiles_free */
	bool relocked;             /* the state directory was removed and the slot locked anew
				    * (perhaps another: see autosave); the screens clear it */
	int busy;                  /* slots found held by other running processes at the claim */
	char *save_path;           /* where `S` writes: the file opened or last saved to (an
				    * absolute path), or NULL */
	bool save_known;           /* which file that was when read or written: */
	unsigned long long save_id[5]; /* its device, inode, size and change time (s, ns) */
	bool named;                /* saved by `S` or `:save`: finished, it ends in that file */
	char *finished_path;       /* where this game, finished, was kept, or NULL */
	char *event, *gold, *silver, *timecontrol, *date_text;
	struct record_header *kept; /* the headers of the file the game was read from */
	size_t nkept;
	struct gamefile_info info; /* pointing at the strings above */
	bool hotseat, flipped;     /* the view, kept in the autosave */
	unsigned computer;         /* the sides the built-in engine plays: bits 1 << GOLD, 1 << SILVER
				    * (the Arimaa-Computer header, read from any record) */
	size_t autosaved_moves;    /* moves in the game when last autosaved */
	bool autosaved;            /* whether this game has been autosaved at all */
	bool blocked;              /* the slot holds another game that could not be moved out */
	char *trouble;             /* why the autosave is off or the last one failed; NULL when fine */
	size_t saved_moves;        /* moves in the game when last saved by name */
	bool saved;                /* whether it has been saved by name at all */
};

/* Starts the files of a new game begun now; names and time control may be
 * NULL. Touches no file: the autosave slot is claimed by playfiles_claim. */
void playfiles_init(struct playfiles *pf, const char *gold, const char *silver, const char *timecontrol);

/* Releases the slot's lock, removing its lock file, and frees the strings. */
void playfiles_free(struct playfiles *pf);

/* Claims an autosave slot: the first one no other process holds, or when
 * prefer_unfinished (a start without a file, which offers to resume) the
 * first such one that holds an unfinished game, if any;
 * its lock is then held until playfiles_free or the process ends. Only
 * the slot taken has a lock file (autosave.lock, autosave.N.lock).
 * Temporary files that a kill during a write left in the slot are removed,
 * and a finished game found in it (decided on the board or with a result
 * stated in its headers) is moved out as playfiles_keep_aside does (its
 * new path to *kept, malloc'd, when not NULL). Returns 0, or -1 with
 * *cause when no slot can be had (the autosave is then off, and
 * pf->trouble says why). */
int playfiles_claim(struct playfiles *pf, bool prefer_unfinished, char **kept, char **cause);

/* Takes the event, names, date, time control, headers and result of a
 * loaded record (for a game opened from a file or resumed) and remembers
 * path (may be NULL) as where `:save` writes; a record that could not be
 * read whole (r->illegal) is never saved over: `:save` then writes a new
 * file. from_autosave: the record is this program's autosave, whose own
 * headers give the save target and the view. */
void playfiles_adopt(struct playfiles *pf, const struct load_result *r, const char *path, bool from_autosave);

/* Sets the time control written into the headers (NULL for none). */
void playfiles_set_timecontrol(struct playfiles *pf, const char *timecontrol);

/* Sets the sides the built-in engine plays (bits 1 << GOLD, 1 << SILVER),
 * written as the Arimaa-Computer header of the autosave and saves. */
void playfiles_set_computer(struct playfiles *pf, unsigned sides);

/* Sets the players' names for the game's headers (copied; NULL for none):
 * kept through every later change of the headers (a time control set). */
void playfiles_set_names(struct playfiles *pf, const char *gold, const char *silver);

/* Forgets the result, date, save target and kept headers' result: the game
 * goes on as a new one (play on from a replay). */
void playfiles_restart(struct playfiles *pf);

/* Writes the autosave for g after a move (or a take-back): call it after
 * every completed turn and setup. A finished game is then kept in the
 * saved-games directory instead (its path to *kept, malloc'd, when not
 * NULL) and the autosave removed. Without a slot (autosave off) only a
 * finished game is written, there.
 * The slot's lock is checked first to be still the file at its path: when
 * the state directory was removed meanwhile it is made again and the slot
 * locked anew, or another free one when a second arimaa holds this one
 * now (pf->relocked set), so that two processes never write one autosave.
 * Returns 0, or -1 with *cause (the previous autosave is then whole). */
int playfiles_autosave(struct playfiles *pf, const struct game *g, char **kept, char **cause);

/* Saves g to file, or (file NULL or "") where it was last saved, or to a
 * new name in the data directory. A relative file is taken from the
 * current directory and remembered as an absolute path. Where it was
 * last saved (or read from), file not given, is written only while the
 * file there is still that file (device, inode, size and time last
 * changed, as when read or written): another file found
 * at that path is never replaced (-1, nothing written). The path written goes to *where
 * (malloc'd) when where is not NULL. Temporary files that a kill during
 * an earlier save of the same file left (older than PLAYFILES_STALE_AGE)
 * are removed first. Returns 0, or -1 with *cause; the game goes on
 * either way. */
int playfiles_save(struct playfiles *pf, const struct game *g, const char *file, char **where,
		   char **cause);

/* Words where game g is now for the player leaving it (room for size
 * bytes in out): kept in the saved-games folder, autosaved, saved by
 * name, or not saved and why. Returns whether g as it stands is on disk. */
bool playfiles_where(const struct playfiles *pf, const struct game *g, char *out, size_t size);

/* 1 if the claimed slot holds an unfinished game (r filled; free it with
 * load_free), 0 if not, -1 with *cause if it cannot be read. */
int playfiles_find_resume(struct playfiles *pf, struct load_result *r, char **cause);

/* Looks for an unfinished game in the file at path: 1 (r filled), 0 if
 * there is none (no file, a finished game, no move), -1 with *cause if the
 * file cannot be read or is not a record. */
int playfiles_find_file(const char *path, struct load_result *r, char **cause);

/* Before another game is autosaved in the slot: the game it holds
 * (unfinished, finished but not kept, or unreadable; not one without a
 * move) is moved out so the new game cannot overwrite it: into the
 * saved-games directory, named as paths_save_candidate does (with
 * "-unfinished" for a game not over), or when that directory cannot take
 * it, aside in the state directory ("autosave-YYYYmmdd-HHMMSS.txt"). Its
 * new path goes to *aside (malloc'd) when not NULL. Returns 0 (also when
 * there is nothing to keep), or -1 with *cause (the game stays in the slot). */
int playfiles_keep_aside(struct playfiles *pf, char **aside, char **cause);

#endif
