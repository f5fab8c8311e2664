/* viewer.c: the replay viewer's model (no screen, no file): the step-by-step
 * positions of a game and moving among them. */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation/notation.h"
#include "notation/turnwords.h"
#include "app/viewer.h"
#include "util/xmalloc.h"

/* The number of points a move adds. */
static int viewer_move_points(const struct game_move *m)
{
	return m->type == MOVE_TURN ? m->nsteps : 1;
}

/* Makes step k (0-based) of move m on pos: a setup's pieces, a turn's
 * step with its captures (the pieces that fell to fallen, when not NULL,
 * *nfallen counting them), nothing for a resignation. Returns 0, or -1 if
 * the step does not follow from pos. */
static int viewer_apply(const struct game_move *m, int k, struct position *pos, uint8_t *fallen, size_t *nfallen)
{
	if (m->type == MOVE_SETUP) {
		for (int c = 0; c < m->nplacements && c < SETUP_PIECES; c++)
			if (m->placements[c].square < SQUARE_NB && position_at(pos, m->placements[c].square) == PIECE_NONE)
				position_put(pos, m->placements[c].square, m->placements[c].piece);
	} else if (m->type == MOVE_TURN) {
		const struct turn_step *ts = &m->steps[k];
		if (ts->step.from >= SQUARE_NB || ts->step.to >= SQUARE_NB ||
		    position_at(pos, ts->step.from) == PIECE_NONE || position_at(pos, ts->step.to) != PIECE_NONE)
			return -1;
		position_move(pos, ts->step.from, ts->step.to);
		for (int c = 0; c < ts->ncaptures && c < 2; c++) {
			int sq = ts->capture_square[c];
			if (sq < SQUARE_NB && position_at(pos, sq) != PIECE_NONE) {
				int piece = position_remove(pos, sq);
				if (fallen)
					fallen[*nfallen] = (uint8_t)piece;
				++*nfallen;
			}
		}
	}
	return 0;
}

/* After the whole move i, the side to move is the next move's. */
static void viewer_next_side(const struct game *g, size_t i, struct position *pos)
{
	enum color next = i + 1 < g->nmoves ? g->moves[i + 1].side : g->pos.side;
	if (pos->side != next)
		position_set_side(pos, next);
}

/* Builds the replay of g. */
int viewer_init(struct viewer *r, const struct game *g)
{
	size_t n = 1, nfall = 0;
	memset(r, 0, sizeof *r);
	r->game = g;
	for (size_t i = 0; i < g->nmoves; i++) {
		n += (size_t)(viewer_move_points(&g->moves[i]) > 0 ? viewer_move_points(&g->moves[i]) : 0);
		if (g->moves[i].type == MOVE_TURN)
			for (int k = 0; k < g->moves[i].nsteps; k++)
				nfall += (size_t)g->moves[i].steps[k].ncaptures;
	}
	/* the points are counted in 32 bits (far more than a file of 64 MiB makes) */
	if (n > UINT32_MAX || g->nmoves > INT32_MAX)
		return -1;
	r->points = xcalloc(n, sizeof *r->points);
	r->move_start = xcalloc(g->nmoves + 1, sizeof *r->move_start);
	r->checkpoints = xcalloc(g->nmoves / VIEWER_CHECKPOINT_EVERY + 1, sizeof *r->checkpoints);
	r->fallen = xcalloc(nfall + 1, 1);
	r->shown = xmalloc(sizeof *r->shown);
	r->shown->at = SIZE_MAX;
	r->nmoves = g->nmoves;

	/* The start: the position before the first move, or the game's if none. */
	r->points[0].move = -1;
	size_t p = 0;
	struct position before = g->start;
	for (size_t i = 0; i < g->nmoves; i++) {
		const struct game_move *m = &g->moves[i];
		struct position pos = before;
		int steps = viewer_move_points(m);
		if (i % VIEWER_CHECKPOINT_EVERY == 0)
			r->checkpoints[i / VIEWER_CHECKPOINT_EVERY] = before;
		r->move_start[i] = (uint32_t)p;
		for (int k = 0; k < steps; k++) {
			struct viewer_step *st = &r->points[++p];
			if (viewer_apply(m, k, &pos, r->fallen, &r->nfallen) != 0) {
				viewer_free(r);
				return -1;
			}
			st->move = (int32_t)i;
			st->step = (uint8_t)(k + 1);
			st->nsteps = (uint8_t)steps;
			st->nfallen = (uint16_t)r->nfallen;
		}
		game_move_redo(m, &before);
	}
	r->npoints = p + 1;
	r->move_start[g->nmoves] = (uint32_t)p;
	r->cur = 0;
	return 0;
}

/* The board at point i. */
void viewer_position(const struct viewer *r, size_t i, struct position *out)
{
	const struct game *g = r->game;
	const struct viewer_step *st = &r->points[i];
	size_t ignored = 0;

	if (st->move < 0) {
		*out = g->start;
		return;
	}
	/* the position before the move, from the checkpoint before it */
	size_t mi = (size_t)st->move, c = mi / VIEWER_CHECKPOINT_EVERY;
	*out = r->checkpoints[c];
	for (c *= VIEWER_CHECKPOINT_EVERY; c < mi; c++)
		game_move_redo(&g->moves[c], out);
	const struct game_move *m = &g->moves[mi];
	for (int k = 0; k < st->step; k++)
		(void)viewer_apply(m, k, out, NULL, &ignored);
	if (st->step == st->nsteps)
		viewer_next_side(g, (size_t)st->move, out);
}

/* What the move shown has done so far: play's words on the board at the point. */
size_t viewer_effects(const struct viewer *r, char *buf, size_t size)
{
	const struct viewer_point *pt = viewer_current(r);
	const struct game_move *m = pt->move >= 0 ? &r->game->moves[pt->move] : NULL;
	if (size)
		buf[0] = '\0';
	if (!m || m->type != MOVE_TURN)
		return 0;
	/* the board at the point, its mover still to move */
	struct position after = pt->pos;
	after.side = m->side;
	return turnwords_effects(m->steps, pt->step, &after, r->game->old_rules, buf, size);
}

/* The point shown, made from its step. */
const struct viewer_point *viewer_current(const struct viewer *r)
{
	struct viewer_point *pt = &r->shown->pt;
	const struct viewer_step *st = &r->points[r->cur];

	if (r->shown->at == r->cur)
		return pt;
	memset(pt, 0, sizeof *pt);
	viewer_position(r, r->cur, &pt->pos);
	pt->move = st->move;
	pt->step = st->step;
	pt->nsteps = st->nsteps;
	pt->nfallen = st->nfallen;
	if (st->move >= 0) {
		const struct game_move *m = &r->game->moves[st->move];
		notation_label(m->number, m->side, pt->label);
		if (m->type == MOVE_SETUP) {
			notation_setup(m->placements, m->nplacements, pt->step_text, sizeof pt->step_text);
			snprintf(pt->done_text, sizeof pt->done_text, "%s", pt->step_text);
		} else if (m->type == MOVE_TURN) {
			notation_turn(&m->steps[st->step - 1], 1, pt->step_text, sizeof pt->step_text);
			notation_turn(m->steps, st->step, pt->done_text, sizeof pt->done_text);
		} else {
			snprintf(pt->step_text, sizeof pt->step_text, "resign");
			snprintf(pt->done_text, sizeof pt->done_text, "resign");
		}
	}
	r->shown->at = r->cur;
	return pt;
}

/* Frees the replay's tables. */
void viewer_free(struct viewer *r)
{
	free(r->points);
	free(r->move_start);
	free(r->checkpoints);
	free(r->fallen);
	free(r->shown);
	memset(r, 0, sizeof *r);
}

/* One step forward. */
bool viewer_forward(struct viewer *r)
{
	if (viewer_at_end(r))
		return false;
	r->cur++;
	return true;
}

/* One step back. */
bool viewer_back(struct viewer *r)
{
	if (r->cur == 0)
		return false;
	r->cur--;
	return true;
}

/* To the end of the move under way, or of the next move. */
bool viewer_turn_forward(struct viewer *r)
{
	if (viewer_at_end(r))
		return false;
	for (size_t i = 1; i <= r->nmoves; i++)
		if (r->move_start[i] > r->cur) {
			r->cur = r->move_start[i];
			return true;
		}
	r->cur = r->npoints - 1;
	return true;
}

/* Back to the start of the move under way, or of the previous move. */
bool viewer_turn_back(struct viewer *r)
{
	if (r->cur == 0)
		return false;
	for (size_t i = r->nmoves; i-- > 0;)
		if (r->move_start[i] < r->cur) {
			r->cur = r->move_start[i];
			return true;
		}
	r->cur = 0;
	return true;
}

/* To the start of the game. */
void viewer_start(struct viewer *r)
{
	r->cur = 0;
}

/* To the end of the game. */
void viewer_end(struct viewer *r)
{
	r->cur = r->npoints - 1;
}

/* To a move by number and side. */
bool viewer_goto(struct viewer *r, int number, enum color side, bool after)
{
	for (size_t i = r->nmoves; i-- > 0;)
		if (r->game->moves[i].number == number && r->game->moves[i].side == side) {
			r->cur = after ? r->move_start[i + 1] : r->move_start[i];
			return true;
		}
	return false;
}

/* To a move given by its label. */
bool viewer_goto_label(struct viewer *r, const char *label, bool after)
{
	enum color side = GOLD;
	long number = 0;
	const char *p = label;
	while (*p == ' ')
		p++;
	if (*p < '0' || *p > '9')
		return false;
	while (*p >= '0' && *p <= '9' && number <= NOTATION_LABEL_MAX)
		number = number * 10 + (*p++ - '0');
	if (number > NOTATION_LABEL_MAX)
		return false;
	if (*p == 'g' || *p == 'w' || *p == 'G' || *p == 'W')
		p++;
	else if (*p == 's' || *p == 'b' || *p == 'S' || *p == 'B') {
		side = SILVER;
		p++;
	}
	while (*p == ' ')
		p++;
	if (*p != '\0')
		return false;
	return viewer_goto(r, (int)number, side, after);
}

/* Plays move m of the original game as the next move of out. Returns 0,
 * or -1 if the rules refuse it. */
static int viewer_copy_move(struct game *out, const struct game_move *m)
{
	struct step steps[TURN_MAX_STEPS];
	enum game_outcome done = GAME_NOT_IN_PLAY;
	enum setup_error e;
	int k = 0;
	switch (m->type) {
	case MOVE_SETUP:
		e = game_setup(out, m->placements, m->nplacements);
		if (e == SETUP_ERR_NO_MEMORY)
			xmalloc_fail();
		return e == SETUP_OK ? 0 : -1;
	case MOVE_TURN:
		for (; k < m->nsteps && k < TURN_MAX_STEPS; k++)
			steps[k] = m->steps[k].step;
		done = game_play_steps(out, steps, k, NULL, NULL, NULL);
		break;
	case MOVE_RESIGN:
		done = game_resign(out);
		break;
	}
	if (done == GAME_NO_MEMORY)
		xmalloc_fail();
	return done == GAME_PLAYED ? 0 : -1;
}

/* Starts a new game from the point shown. */
int viewer_play_on(const struct viewer *r, struct game *out, struct turn *t, bool *partial)
{
	const struct game *g = r->game;
	const struct viewer_point *pt = viewer_current(r);
	const struct position *start = &g->start;
	*partial = false;
	/* A game that began on the empty board with Gold's setup starts afresh;
	 * any other began from a diagram. */
	bool fresh = position_occupied(start) == 0 &&
		(g->nmoves == 0 || (g->moves[0].type == MOVE_SETUP && g->moves[0].side == GOLD));
	if (fresh)
		game_init(out);
	else if (game_init_position(out, start, g->nmoves > 0 ? g->moves[0].number : g->number) != 0)
		xmalloc_fail();
	out->old_rules = g->old_rules;

	int whole = pt->move < 0 ? 0 : pt->step == pt->nsteps ? pt->move + 1 : pt->move;
	for (int i = 0; i < whole; i++) {
		if (viewer_copy_move(out, &g->moves[i]) != 0) {
			game_free(out);
			return -1;
		}
		/* its time too, so that the game's clock goes on as it stood */
		game_set_move_time(out, g->moves[i].used);
	}
	if (pt->move >= 0 && pt->step < pt->nsteps && g->moves[pt->move].type == MOVE_TURN) {
		game_turn_begin(out, t);
		for (int k = 0; k < pt->step; k++)
			if (turn_step(t, g->moves[pt->move].steps[k].step) != STEP_OK) {
				game_free(out);
				return -1;
			}
		*partial = true;
	}
	return 0;
}
