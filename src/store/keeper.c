/* keeper.c: autosave, save under a name, resume and keep-aside for the
 * game being played. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "store/autosave.h"
#include "store/cause.h"
#include "store/paths.h"
#include "store/keeper.h"
#include "util/xmalloc.h"

/* A malloc'd copy of s, or NULL for NULL. */
static char *keeper_dup(const char *s)
{
	return s != NULL ? xstrdup(s) : NULL;
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
void keeper_init(struct keeper *s, const char *gold, const char *silver, const char *timecontrol,
		 char **cause)
{
	memset(s, 0, sizeof *s);
	if (cause != NULL)
		*cause = NULL;
	s->gold = keeper_dup(gold);
	s->silver = keeper_dup(silver);
	s->timecontrol = keeper_dup(timecontrol);
	s->info.date = time(NULL);
	keeper_link(s);
	s->autosave = autosave_path(cause);
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
void keeper_adopt(struct keeper *s, const struct load_result *r, const char *path)
{
	char *event = keeper_dup(r->info.event);
	char *gold = keeper_dup(r->info.gold);
	char *silver = keeper_dup(r->info.silver);
	char *tc = keeper_dup(r->info.timecontrol);
	char *date = keeper_dup(r->info.date_text);
	char *where = keeper_dup(path);

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
}

/* Sets the time control of the headers. */
void keeper_set_timecontrol(struct keeper *s, const char *timecontrol)
{
	char *tc = keeper_dup(timecontrol);

	free(s->timecontrol);
	s->timecontrol = tc;
	keeper_link(s);
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
		path = xstrdup(file);
	else if (s->save_path != NULL)
		path = xstrdup(s->save_path);
	else if ((path = paths_default_save(time(NULL), cause)) == NULL)
		return -1;
	if (gamefile_save(path, g, &s->info, cause) != 0) {
		free(path);
		return -1;
	}
	free(s->save_path);
	s->save_path = path;
	if (where != NULL)
		*where = xstrdup(path);
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
