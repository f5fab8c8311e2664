/* setupmem.c (app): each player's last setup, remembered by name and
 * offered first (see app/setupmem.h). */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app/setupmem.h"
#include "app/uiengine.h"
#include "notation/notation.h"
#include "store/paths.h"

/* The file's path (its directory made), or NULL with *cause. */
static char *setupmem_path(char **cause)
{
	char *dir = paths_state_dir(cause);
	if (!dir)
		return NULL;
	char *path = paths_join(dir, "setups.txt");
	free(dir);
	return path;
}

void setupmem_load(struct ui *u)
{
	char *cause = NULL, *path = setupmem_path(&cause);
	memset(&u->setups, 0, sizeof u->setups);
	u->setups_bad = path && setups_load(path, &u->setups, &cause) < 0;
	if (u->setups_bad)
		session_say(&u->s, true, "remembered setups ignored: %.300s", cause);
	free(cause);
	free(path);
}

/* The name side c's player is remembered by, or NULL: a name of its own,
 * played by a person. */
static const char *setupmem_name(const struct ui *u, enum color c)
{
	const char *n = u->s.names[c];
	if (!n || !*n || strcmp(n, notation_color_title(c)) == 0 || strcmp(n, notation_color_name(c)) == 0 ||
	    uiengine_plays(c))
		return NULL;
	return n;
}

void setupmem_after_move(struct ui *u)
{
	const struct game_move *last = game_last(&u->s.game);
	if (!last || last->type != MOVE_SETUP || last->nplacements != SETUP_PIECES)
		return;
	const char *name = setupmem_name(u, last->side);
	if (!name)
		return;
	/* the placements as the editor's two ranks, from the side's own edge */
	struct setupedit se;
	setupedit_init(&se, last->side, NULL);
	memset(se.board, 0, sizeof se.board);
	for (int i = 0; i < last->nplacements; i++)
		se.board[last->placements[i].square] = last->placements[i].piece;
	char front[9], back[9];
	setupedit_ranks(&se, front, back);
	/* a file refused is left as it is, not written over */
	if (u->setups_bad || !setups_put(&u->setups, name, front, back))
		return;
	char *cause = NULL, *path = setupmem_path(&cause);
	if (!path || setups_save(path, &u->setups, &cause) != 0) {
		char said[sizeof u->s.status];
		snprintf(said, sizeof said, "%s", u->s.status);
		session_say(&u->s, true, "%s; the setup could not be remembered: %.200s", said, cause ? cause : "");
	}
	free(cause);
	free(path);
}

/* Puts the remembered setup of side c's player in the editor. */
static bool setupmem_put(struct ui *u, enum color c)
{
	const char *name = setupmem_name(u, c);
	const struct setups_entry *e = name ? setups_find(&u->setups, name) : NULL;
	return e && setupedit_set_ranks(&u->s.edit, e->front, e->back);
}

void setupmem_offer(struct ui *u)
{
	struct session *s = &u->s;
	if (u->mode != UI_MODE_GAME || u->screen != SCREEN_SETUP || s->game.phase != GAME_SETUP ||
	    !s->edit.fresh || s->edit.side != s->game.pos.side)
		return;
	s->edit.fresh = false; /* looked at once */
	if (!setupmem_put(u, s->edit.side))
		return;
	char said[sizeof s->status];
	snprintf(said, sizeof said, "%s", s->status);
	session_say(s, s->status_warn, "%s%s%s's last setup, offered first: a accepts it, d the default", said,
		    said[0] ? "; " : "", session_side_name(s, s->edit.side));
}

bool setupmem_copy(struct ui *u)
{
	struct session *s = &u->s;
	enum color c = s->edit.side;
	if (!setupmem_put(u, c)) {
		if (!setupmem_name(u, c))
			session_say(s, true, "setups are remembered for players with a name of their own "
				    "(:new, then the names; or --gold and --silver)");
		else
			session_say(s, true, "no setup remembered for %s yet", session_side_name(s, c));
		return false;
	}
	session_say(s, false, "%s's last setup: a accepts it", session_side_name(s, c));
	return true;
}
