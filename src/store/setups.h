/* setups.h: each player's last setup, remembered by name between runs in
 * $XDG_STATE_HOME/arimaa/setups.txt: one "NAME<TAB>FRONT BACK" line a
 * player, the most recent first, at most SETUPS_MAX players. The file is
 * untrusted input: read bounded and in one pass, a bad line reported with
 * its number and the whole file then ignored; written atomically. */
#ifndef ARIMAA_STORE_SETUPS_H
#define ARIMAA_STORE_SETUPS_H

#include <stdbool.h>
#include <stddef.h>

enum { SETUPS_MAX = 64, SETUPS_NAME_MAX = 32, SETUPS_MAX_SIZE = 8192, SETUPS_MAX_LINE = 128 };

/* One player's last arrangement: two ranks of piece letters seen from the
 * player's own edge (E M H D C R, files a to h), as the presets write them. */
struct setups_entry {
	char name[SETUPS_NAME_MAX];
	char front[9];
	char back[9];
};

struct setups {
	struct setups_entry e[SETUPS_MAX]; /* the most recent first */
	size_t n;
};

/* Reads the text of a file (len bytes, any bytes) into s. Returns 0, or -1
 * with *line and why (s is then empty). */
int setups_parse(const char *text, size_t len, struct setups *s, int *line, char *why, size_t whysize);

/* Writes s as the file's text into out (SETUPS_MAX_SIZE is enough); returns its length. */
size_t setups_format(const struct setups *s, char *out, size_t size);

/* The entry of the player called name, or NULL. */
const struct setups_entry *setups_find(const struct setups *s, const char *name);

/* Remembers front and back as name's last setup, first in the list (the
 * oldest player is forgotten past SETUPS_MAX). Returns true if s changed;
 * false also for a name or ranks the file could not hold. */
bool setups_put(struct setups *s, const char *name, const char *front, const char *back);

/* Reads the file at path. Returns 1, 0 if there is none (s empty), or -1
 * with *cause (its path, the line and why; s empty). */
int setups_load(const char *path, struct setups *s, char **cause);

/* Writes s to path atomically (its directory must exist). Returns 0, or -1 with *cause. */
int setups_save(const char *path, const struct setups *s, char **cause);

#endif
