/* keeper.h: the files of one game being played: its autosave after every
 * move, saving under a name (`:save [FILE]`), resuming an unfinished
 * autosave at start-up or keeping it aside, and the players' names and
 * time control written into the headers. What the screens call. */
#ifndef ARIMAA_STORE_KEEPER_H
#define ARIMAA_STORE_KEEPER_H

#include <stdbool.h>
#include <time.h>
#include "core/game.h"
#include "store/gamefile.h"
#include "store/load.h"

struct keeper {
	char *autosave;            /* the autosave's path; NULL when there is no state directory */
	char *save_path;           /* where the game was last saved by name, or NULL */
	char *event, *gold, *silver, *timecontrol, *date_text;
	struct gamefile_info info; /* pointing at the strings above */
	size_t autosaved_moves;    /* moves in the game when last autosaved */
	bool autosaved;            /* whether this game has been autosaved at all */
};

/* Starts a session for a new game begun now; names and time control may be
 * NULL. The autosave is off (s->autosave NULL, *cause says why) when the
 * state directory cannot be made; that is not an error. */
void keeper_init(struct keeper *s, const char *gold, const char *silver, const char *timecontrol,
		 char **cause);

void keeper_free(struct keeper *s);

/* Takes the event, names, date, time control and result of a loaded record
 * (for a game opened from a file or resumed), and remembers path (may be
 * NULL) as where `:save` writes. */
void keeper_adopt(struct keeper *s, const struct load_result *r, const char *path);

/* Sets the time control written into the headers (NULL for none). */
void keeper_set_timecontrol(struct keeper *s, const char *timecontrol);

/* Writes the autosave for g after a move (or a take-back): call it after
 * every completed turn and setup. Does nothing if the autosave is off.
 * Returns 0, or -1 with *cause (the previous autosave is then whole). */
int keeper_autosave(struct keeper *s, const struct game *g, char **cause);

/* Saves g to file, or (file NULL or "") where it was last saved, or to a
 * new name in the data directory. The path written goes to *where
 * (malloc'd) when where is not NULL. Returns 0, or -1 with *cause; the
 * game goes on either way. */
int keeper_save(struct keeper *s, const struct game *g, const char *file, char **where,
		 char **cause);

/* At start-up: 1 if the autosave holds an unfinished game (r filled; free it
 * with load_free), 0 if not, -1 with *cause if it cannot be read. */
int keeper_find_resume(struct keeper *s, struct load_result *r, char **cause);

/* Starting afresh while an autosave exists: renames it aside so the new
 * game does not overwrite it. The new name goes to *aside when not NULL.
 * Returns 0, or -1 with *cause. */
int keeper_keep_old(struct keeper *s, char **aside, char **cause);

#endif
