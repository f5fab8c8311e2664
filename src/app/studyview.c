/* studyview.c: the replay viewer on the game tree (see studyview.h). */
#include "config.h"

#include <string.h>

#include "app/session.h"
#include "app/studyview.h"

bool studyview_playing(const struct ui *u)
{
	char code = u->pf.info.result_code;
	return !u->study_only && u->s.game.phase != GAME_OVER && code != 'w' && code != 'b';
}

/* The moves of g the tree holds (a resignation is a result, not a move). */
static size_t studyview_tree_moves(const struct game *g)
{
	size_t n = g->nmoves;
	return n > 0 && g->moves[n - 1].type == MOVE_RESIGN ? n - 1 : n;
}

/* Whether node end of st is where g stands: its depth and position. */
static bool studyview_at_game(const struct study *st, gametree_id end, const struct game *g)
{
	return end != GAMETREE_NONE && gametree_depth(&st->tree, end) == studyview_tree_moves(g) &&
	       gametree_node(&st->tree, end)->hash == g->pos.hash && (g->nmoves > 0 || end == GAMETREE_ROOT);
}

gametree_id studyview_game_node(const struct ui *u)
{
	const struct study *st = &u->study;
	if (!st->ready || u->study_only || !studyview_at_game(st, st->game_end, &u->s.game))
		return GAMETREE_NONE;
	return st->game_end;
}

void studyview_follow(struct ui *u)
{
	struct study *st = &u->study;
	const struct game *g = &u->s.game;
	bool playing = studyview_playing(u);
	if (!st->ready)
		study_init(st);
	u->pf.info.tree = &st->tree;
	/* A record being studied: its tree is the player's to reorder or cut,
	 * the game's own line included, until it is played on. */
	if (u->study_only && st->followed) {
		st->locked = GAMETREE_NONE;
		return;
	}
	/* Followed already (a finished game's tree, whose main line the
	 * player may have changed since): only the lock follows. */
	gametree_id end = st->game_end;
	if (studyview_at_game(st, end, g)) {
		/* played on again: its line is the main line again */
		if (playing && !gametree_is_main(&st->tree, end))
			gametree_make_main(&st->tree, end);
		st->locked = playing ? end : GAMETREE_NONE;
	} else {
		study_follow_game(st, g, playing);
	}
	u->pf.info.tree = &st->tree;
}

void studyview_reset(struct ui *u)
{
	study_free(&u->study);
	u->pf.info.tree = NULL;
}

/* The game the viewer watches for the line shown: the session's own while
 * the line is its line, else the line replayed. */
static const struct game *studyview_source(const struct ui *u)
{
	const struct study *st = &u->study;
	if (st->nline > 0 && st->line[st->nline - 1] == st->game_end && st->game_end != GAMETREE_NONE)
		return &u->s.game;
	return &st->game;
}

bool studyview_show(struct ui *u, gametree_id id)
{
	struct study *st = &u->study;
	if (!st->ready)
		studyview_follow(u);
	if (id < st->tree.nnodes && !gametree_node(&st->tree, id)->dead) {
		bool on_line = st->nline > 0 && study_line_index(st, id) >= 0;
		st->cur = id;
		if (!on_line)
			study_build_path(st);
	}
	if (st->nline == 0)
		study_build_path(st);
	/* the session's own game needs no replay; another line does */
	if (studyview_source(u) != &u->s.game && !st->has_game)
		(void)study_replay_line(st);
	/* the viewer made again: the line may have been replayed anew */
	const struct game *g = studyview_source(u);
	if (u->rp.points)
		viewer_free(&u->rp);
	if (viewer_init(&u->rp, g) != 0) {
		memset(&u->rp, 0, sizeof u->rp);
		session_say(&u->s, true, "cannot show this line: its moves do not follow each other");
		return false;
	}
	long k = study_line_index(st, st->cur);
	if (k < 0)
		k = 0;
	if ((size_t)k > u->rp.nmoves)
		k = (long)u->rp.nmoves;
	u->rp.cur = u->rp.move_start[k];
	return true;
}

gametree_id studyview_node_at(const struct ui *u, size_t i)
{
	const struct study *st = &u->study;
	if (!u->rp.points || i >= u->rp.npoints || st->nline == 0)
		return GAMETREE_ROOT;
	const struct viewer_step *p = &u->rp.points[i];
	size_t k = p->move < 0 ? 0 : p->step == p->nsteps ? (size_t)p->move + 1 : (size_t)p->move;
	if (k >= st->nline)
		k = st->nline - 1;
	return st->line[k];
}

void studyview_sync(struct ui *u)
{
	if (u->study.ready && u->rp.points)
		u->study.cur = studyview_node_at(u, u->rp.cur);
}
