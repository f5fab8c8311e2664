/* keeper.c: autosave, save under a name, resume and keep-aside for the
 * game being played. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "store/autosave.h"
#include "store/cause.h"
#include "store/paths.h"
#include "store/keeper.h"

/* A malloc'd copy of s, or NULL for NULL; *failed set if memory ran out. */
static char *keeper_dup(const char *s, bool *failed)
{
	char *d;

	if (s == NULL)
		return NULL;
	if ((d = strdup(s)) == NULL)
		*failed = true;
	return d;
}

/* Points info at the session's strings. */
static void keeper_link(struct keeper *s)
{
	s->info.event = s->event;
	s->info.gold = s->gold;
	s->info.silver = s->silver;
	s->info.timecontrol = s->timecontrol;
	s->info.date_text = s->date_text;
}

/* Starts a session for a new game. */
int keeper_init(struct keeper *s, const char *gold, const char *silver, const char *timecontrol,
		 char **cause)
{
	bool failed = false;

	memset(s, 0, sizeof *s);
	if (cause != NULL)
		*cause = NULL;
	s->gold = keeper_dup(gold, &failed);
	s->silver = keeper_dup(silver, &failed);
	s->timecontrol = keeper_dup(timecontrol, &failed);
	if (failed) {
		keeper_free(s);
		return -1;
	}
	s->info.date = time(NULL);
	keeper_link(s);
	s->autosave = autosave_path(cause);
	return 0;
}

/* Frees the session's strings. */
void keeper_free(struct keeper *s)
{
	free(s->autosave);
	free(s->save_path);
	free(s->event);
	free(s->gold);
	free(s->silver);
	free(s->timecontrol);
	free(s->date_text);
	memset(s, 0, sizeof *s);
}

/* Takes the headers of a loaded record. */
int keeper_adopt(struct keeper *s, const struct load_result *r, const char *path)
{
	bool failed = false;
	char *event = keeper_dup(r->info.event, &failed);
	char *gold = keeper_dup(r->info.gold, &failed);
	char *silver = keeper_dup(r->info.silver, &failed);
	char *tc = keeper_dup(r->info.timecontrol, &failed);
	char *date = keeper_dup(r->info.date_text, &failed);
	char *where = keeper_dup(path, &failed);

	if (failed) {
		free(event);
		free(gold);
		free(silver);
		free(tc);
		free(date);
		free(where);
		return -1;
	}
	free(s->event);
	free(s->gold);
	free(s->silver);
	free(s->timecontrol);
	free(s->date_text);
	free(s->save_path);
	s->event = event;
	s->gold = gold;
	s->silver = silver;
	s->timecontrol = tc;
	s->date_text = date;
	s->save_path = where;
	s->info.result_code = r->illegal ? 0 : r->info.result_code;
	s->info.reason_code = r->illegal ? 0 : r->info.reason_code;
	keeper_link(s);
	s->autosaved_moves = r->has_game ? r->game.nmoves : 0;
	return 0;
}

/* Writes the autosave for g. */
int keeper_autosave(struct keeper *s, const struct game *g, char **cause)
{
	if (s->autosave == NULL)
		return 0;
	if (autosave_write(s->autosave, g, &s->info, cause) != 0)
		return -1;
	s->autosaved_moves = g->nmoves;
	s->autosaved = true;
	return 0;
}

/* Saves g under a name. */
int keeper_save(struct keeper *s, const struct game *g, const char *file, char **where,
		 char **cause)
{
	char *path;

	if (where != NULL)
		*where = NULL;
	if (file != NULL && *file != '\0')
		path = strdup(file);
	else if (s->save_path != NULL)
		path = strdup(s->save_path);
	else if ((path = paths_default_save(time(NULL), cause)) == NULL)
		return -1;
	if (path == NULL) {
		cause_set(cause, "out of memory");
		return -1;
	}
	if (gamefile_save(path, g, &s->info, cause) != 0) {
		free(path);
		return -1;
	}
	free(s->save_path);
	s->save_path = path;
	if (where != NULL && (*where = strdup(path)) == NULL) {
		cause_set(cause, "out of memory");
		return -1;
	}
	return 0;
}

/* Looks for an unfinished autosaved game. */
int keeper_find_resume(struct keeper *s, struct load_result *r, char **cause)
{
	memset(r, 0, sizeof *r);
	if (s->autosave == NULL)
		return 0;
	return autosave_find(s->autosave, r, cause);
}

/* Renames the old autosave aside. */
int keeper_keep_old(struct keeper *s, char **aside, char **cause)
{
	if (aside != NULL)
		*aside = NULL;
	if (s->autosave == NULL)
		return 0;
	return autosave_set_aside(s->autosave, aside, cause);
}
