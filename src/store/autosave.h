/* autosave.h: the game in progress, written after every completed turn and
 * setup to $XDG_STATE_HOME/arimaa/autosave.txt, found again at start-up. */
#ifndef ARIMAA_STORE_AUTOSAVE_H
#define ARIMAA_STORE_AUTOSAVE_H

#include "core/game.h"
#include "store/gamefile.h"
#include "store/load.h"

/* The path of the autosave (its directory created if missing). Returns it
 * malloc'd, or NULL with *cause. */
char *autosave_path(char **cause);

/* Writes g to path atomically (mode 0600). Returns 0, or -1 with *cause
 * (the previous autosave is then whole). */
int autosave_write(const char *path, const struct game *g, const struct gamefile_info *info,
		   char **cause);

/* Looks for an unfinished game at path. Returns 1 with r filled (free it
 * with load_free), 0 if there is none to resume (no file, or the game in it
 * is over or has no move), or -1 with *cause if the file cannot be read or
 * is not a record. */
int autosave_find(const char *path, struct load_result *r, char **cause);

/* Renames the autosave at path aside ("autosave-YYYYmmdd-HHMMSS.txt" in the
 * same directory) so a new game keeps it; the new name goes to *aside
 * (malloc'd) when aside is not NULL. Returns 0, also when there is no
 * autosave (*aside NULL then), or -1 with *cause. */
int autosave_set_aside(const char *path, char **aside, char **cause);

#endif
