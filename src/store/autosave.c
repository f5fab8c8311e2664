/* autosave.c: writing and finding the autosaved game in progress. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "store/atomic.h"
#include "store/autosave.h"
#include "store/cause.h"
#include "store/gamefile.h"
#include "store/paths.h"
#include "util/xmalloc.h"

/* The path of the autosave. */
char *autosave_path(char **cause)
{
	char *dir = paths_state_dir(cause), *path;

	if (dir == NULL)
		return NULL;
	path = paths_join(dir, "autosave.txt");
	free(dir);
	return path;
}

/* Writes g to path atomically, readable by its owner only. */
int autosave_write(const char *path, const struct game *g, const struct gamefile_info *info,
		   char **cause)
{
	return gamefile_save_mode(path, g, info, 0600, cause);
}

/* Looks for an unfinished game at path. */
int autosave_find(const char *path, struct load_result *r, char **cause)
{
	struct stat st;

	memset(r, 0, sizeof *r);
	if (stat(path, &st) != 0 && errno == ENOENT)
		return 0;
	if (load_path(path, NULL, r, cause) != 0) {
		load_free(r);
		return -1;
	}
	if (!r->has_game || r->finished || r->game.nmoves == 0) {
		load_free(r);
		return 0;
	}
	return 1;
}

/* Renames the autosave aside. */
int autosave_set_aside(const char *path, char **aside, char **cause)
{
	char stamp[32], *name;
	const char *slash = strrchr(path, '/');
	size_t dirlen = slash != NULL ? (size_t)(slash - path) + 1 : 0;
	struct stat st;
	time_t now = time(NULL);
	struct tm tm;
	int i;

	if (aside != NULL)
		*aside = NULL;
	if (lstat(path, &st) != 0) {
		if (errno == ENOENT)
			return 0;
		cause_set(cause, "%s: %s", path, strerror(errno));
		return -1;
	}
	if (localtime_r(&now, &tm) == NULL || strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm) == 0)
		snprintf(stamp, sizeof stamp, "%lld", (long long)now);
	name = xmalloc(dirlen + 64);
	for (i = 1; i < 1000; i++) {
		memcpy(name, path, dirlen);
		if (i == 1)
			snprintf(name + dirlen, 64, "autosave-%s.txt", stamp);
		else
			snprintf(name + dirlen, 64, "autosave-%s-%d.txt", stamp, i);
		if (lstat(name, &st) != 0 && errno == ENOENT)
			break;
	}
	if (i == 1000 || rename(path, name) != 0) {
		cause_set(cause, "%s: %s", path, i == 1000 ? "too many old autosaves" : strerror(errno));
		free(name);
		return -1;
	}
	if (aside != NULL)
		*aside = name;
	else
		free(name);
	return 0;
}
