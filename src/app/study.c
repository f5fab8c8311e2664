/* study.c: the game tree being viewed and its edits (see study.h). No
 * curses; every walk is iterative. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "notation/notation.h"
#include "notation/record.h"
#include "notation/treerecord.h"
#include "app/study.h"
#include "util/xmalloc.h"

void study_init(struct study *st)
{
	memset(st, 0, sizeof *st);
	gametree_init(&st->tree);
	st->ready = true;
	st->cur = GAMETREE_ROOT;
	st->locked = GAMETREE_NONE;
	st->game_end = GAMETREE_NONE;
}

void study_free(struct study *st)
{
	if (st->ready)
		gametree_free(&st->tree);
	if (st->has_game)
		game_free(&st->game);
	free(st->line);
	memset(st, 0, sizeof *st);
	st->cur = GAMETREE_ROOT;
	st->locked = GAMETREE_NONE;
	st->game_end = GAMETREE_NONE;
}

/* Drops the tree and the line, keeping the line's array. */
static void study_clear(struct study *st)
{
	if (st->ready)
		gametree_free(&st->tree);
	st->ready = false;
	st->cur = GAMETREE_ROOT;
	st->locked = GAMETREE_NONE;
	st->game_end = GAMETREE_NONE;
	st->followed = false;
	st->nline = 0;
}

void study_take_tree(struct study *st, struct gametree *t)
{
	study_clear(st);
	st->tree = *t;
	memset(t, 0, sizeof *t);
	st->ready = true;
}

void study_from_game(struct study *st, const struct game *g)
{
	struct gametree t;
	treerecord_from_game(g, NULL, 0, 0, 0, &t);
	study_take_tree(st, &t);
}

/* Whether the tree starts where g starts: from the setups, or from the same position and move number. */
static bool study_same_start(const struct study *st, const struct game *g)
{
	const struct position *start = &g->start;
	bool fresh = position_occupied(start) == 0 &&
		(g->nmoves == 0 || (g->moves[0].type == MOVE_SETUP && g->moves[0].side == GOLD));
	if (fresh)
		return !st->tree.from_position;
	if (!st->tree.from_position)
		return false;
	int number = g->nmoves > 0 ? g->moves[0].number : g->number;
	return st->tree.start_number == number && st->tree.start.side == start->side &&
	       memcmp(st->tree.start.board, start->board, sizeof start->board) == 0;
}

gametree_id study_follow_game(struct study *st, const struct game *g, bool lock)
{
	if (!st->ready || !study_same_start(st, g)) {
		study_from_game(st, g);
		st->cur = GAMETREE_ROOT;
	}
	if (st->tree.nnodes == 1) {
		/* a tree of the root alone: room for the game's moves and steps at
		 * once (a long game's tree grown by doubling took up to twice its room) */
		size_t steps = 0;
		for (size_t i = 0; i < g->nmoves; i++)
			if (g->moves[i].type == MOVE_TURN)
				steps += g->moves[i].nsteps;
		gametree_reserve(&st->tree, g->nmoves, steps);
	}
	gametree_id at = GAMETREE_ROOT;
	struct position after = g->start; /* made move by move: a game's moves keep no position */
	for (size_t i = 0; i < g->nmoves; i++) {
		const struct game_move *m = &g->moves[i];
		if (m->type == MOVE_RESIGN) {
			/* an outside result on the node it follows */
			(void)gametree_set_result(&st->tree, at, m->side == GOLD ? 'b' : 'w', 'r');
			break;
		}
		struct gametree_move mv;
		game_move_redo(m, &after);
		gametree_move_of(m, &mv);
		bool added = false;
		gametree_id id = gametree_add(&st->tree, at, &mv, &after, &added);
		if (id == GAMETREE_NONE)
			break; /* after a board result: the tree's line ends there */
		gametree_make_first(&st->tree, id);
		if (m->used >= 0 && gametree_notes(&st->tree, id)->emt < 0)
			gametree_notes_edit(&st->tree, id)->emt = m->used;
		at = id;
	}
	if (g->phase == GAME_OVER && g->reason != REASON_RESIGNATION && !gametree_node(&st->tree, at)->winner) {
		char w = g->winner == GOLD ? 'w' : 'b';
		char why = notation_reason_code(g->reason, g->old_rules);
		if (g->reason == REASON_GOAL || g->reason == REASON_ELIMINATION ||
		    g->reason == REASON_IMMOBILIZATION || g->reason == REASON_REPETITION)
			gametree_set_board_result(&st->tree, at, w, why);
		else
			(void)gametree_set_result(&st->tree, at, w, why);
	}
	st->locked = lock ? at : GAMETREE_NONE;
	st->game_end = at;
	st->followed = true;
	return at;
}

/* Whether a is id or one of its ancestors. */
static bool study_above(const struct study *st, gametree_id a, gametree_id id)
{
	for (gametree_id n = id; n != GAMETREE_NONE; n = gametree_node(&st->tree, n)->parent)
		if (n == a)
			return true;
	return false;
}

bool study_leads_to(const struct study *st, gametree_id id, gametree_id end)
{
	return id != GAMETREE_NONE && end != GAMETREE_NONE && study_above(st, id, end);
}

bool study_is_played(const struct study *st, gametree_id id)
{
	return st->locked != GAMETREE_NONE && id != GAMETREE_NONE && study_above(st, id, st->locked);
}

/* Whether id is a live node. */
static bool study_live(const struct study *st, gametree_id id)
{
	return id != GAMETREE_NONE && id < st->tree.nnodes && !gametree_node(&st->tree, id)->dead;
}

void study_build_path(struct study *st)
{
	const struct gametree *t = &st->tree;
	if (!study_live(st, st->cur))
		st->cur = GAMETREE_ROOT;
	size_t depth = gametree_depth(t, st->cur), n = depth + 1;
	for (gametree_id a = gametree_node(t, st->cur)->first; a != GAMETREE_NONE; a = gametree_node(t, a)->first)
		n++;
	if (n > st->line_cap) {
		st->line = xreallocarray(st->line, n, sizeof *st->line);
		st->line_cap = n;
	}
	size_t k = depth;
	for (gametree_id a = st->cur;; a = gametree_node(t, a)->parent) {
		st->line[k] = a;
		if (k-- == 0)
			break;
	}
	k = depth + 1;
	for (gametree_id a = gametree_node(t, st->cur)->first; a != GAMETREE_NONE; a = gametree_node(t, a)->first)
		st->line[k++] = a;
	st->nline = n;
	if (st->has_game)
		game_free(&st->game);
	st->has_game = false;
}

int study_replay_line(struct study *st)
{
	const struct gametree *t = &st->tree;
	size_t n = st->nline;
	/* the line replayed, each move's time (%emt) kept for the clocks */
	if (st->has_game)
		game_free(&st->game);
	gametree_game_root(t, &st->game);
	st->has_game = true;
	for (size_t i = 1; i < n; i++) {
		struct gametree_move mv;
		gametree_move_get(t, st->line[i], &mv);
		enum game_outcome o = gametree_play(&st->game, &mv);
		if (o == GAME_NO_MEMORY)
			xmalloc_fail();
		if (o != GAME_PLAYED) {
			st->nline = i;
			if (study_line_index(st, st->cur) < 0)
				st->cur = st->line[i - 1];
			return -1;
		}
		game_set_move_time(&st->game, gametree_notes(t, st->line[i])->emt);
	}
	return 0;
}

int study_build_line(struct study *st)
{
	study_build_path(st);
	return study_replay_line(st);
}

void study_go(struct study *st, gametree_id id)
{
	if (!study_live(st, id))
		return;
	bool on_line = study_line_index(st, id) >= 0;
	st->cur = id;
	/* the line shown stays while the node is on it */
	if (!on_line)
		(void)study_build_line(st);
}

long study_line_index(const struct study *st, gametree_id id)
{
	if (!study_live(st, id))
		return -1;
	size_t d = gametree_depth(&st->tree, id);
	return d < st->nline && st->line[d] == id ? (long)d : -1;
}

/* The board result of a game just ended on the board, or 0. */
static char study_board_reason(const struct game *g)
{
	if (g->phase != GAME_OVER)
		return 0;
	if (g->reason == REASON_GOAL || g->reason == REASON_ELIMINATION || g->reason == REASON_IMMOBILIZATION ||
	    g->reason == REASON_REPETITION)
		return notation_reason_code(g->reason, g->old_rules);
	return 0;
}

/* Adds the last move of g (played from at) to the tree. */
static gametree_id study_add_played(struct study *st, gametree_id at, const struct game *g)
{
	struct gametree_move mv;
	bool added = false;
	gametree_move_of(&g->moves[g->nmoves - 1], &mv);
	gametree_id id = gametree_add(&st->tree, at, &mv, &g->pos, &added);
	char why = study_board_reason(g);
	if (id != GAMETREE_NONE && added && why)
		gametree_set_board_result(&st->tree, id, g->winner == GOLD ? 'w' : 'b', why);
	return id;
}

/* The game at node at, or -1 with why. */
static int study_game_at(const struct study *st, gametree_id at, struct game *g, char *why, size_t size)
{
	if (!study_live(st, at)) {
		snprintf(why, size, "no such move in the tree");
		return -1;
	}
	if (gametree_node(&st->tree, at)->board_result) {
		snprintf(why, size, "the game ended there");
		return -1;
	}
	if (gametree_game(&st->tree, at, g) != 0) {
		game_free(g);
		snprintf(why, size, "the moves up to there do not replay");
		return -1;
	}
	return 0;
}

gametree_id study_add_move(struct study *st, gametree_id at, const struct gametree_move *mv, char *why,
			   size_t size)
{
	struct game g;
	if (study_game_at(st, at, &g, why, size) != 0)
		return GAMETREE_NONE;
	enum game_outcome o = gametree_play(&g, mv);
	gametree_id id = GAMETREE_NONE;
	if (o == GAME_NO_MEMORY)
		xmalloc_fail();
	if (o == GAME_PLAYED)
		id = study_add_played(st, at, &g);
	else
		snprintf(why, size, "not a legal move there");
	game_free(&g);
	return id;
}

gametree_id study_add_text(struct study *st, gametree_id at, const char *text, char *why, size_t size)
{
	struct game g;
	struct record_error err;
	if (study_game_at(st, at, &g, why, size) != 0)
		return GAMETREE_NONE;
	size_t before = g.nmoves;
	memset(&err, 0, sizeof err);
	gametree_id id = GAMETREE_NONE;
	if (record_play_line(&g, text, &err) != 0)
		snprintf(why, size, "%s", err.message[0] ? err.message : "not a legal move");
	else if (g.nmoves == before || g.moves[g.nmoves - 1].type == MOVE_RESIGN)
		snprintf(why, size, "not a move");
	else
		id = study_add_played(st, at, &g);
	game_free(&g);
	return id;
}

gametree_id study_add_line(struct study *st, gametree_id at, const struct gametree_move *mv, size_t n,
			   char *why, size_t size)
{
	for (size_t i = 0; i < n && at != GAMETREE_NONE; i++)
		at = study_add_move(st, at, &mv[i], why, size);
	return at;
}

/* Whether making id the first child of its parent would change the played line. */
static bool study_displaces_played(const struct study *st, gametree_id id)
{
	const struct gametree_node *n = gametree_node(&st->tree, id);
	return n->parent != GAMETREE_NONE && !study_is_played(st, id) &&
	       study_is_played(st, gametree_node(&st->tree, n->parent)->first);
}

enum study_refusal study_promote(struct study *st, gametree_id id)
{
	if (!study_live(st, id) || id == GAMETREE_ROOT)
		return STUDY_NO_NODE;
	gametree_id prev = gametree_node(&st->tree, id)->prev;
	if (prev == GAMETREE_NONE)
		return STUDY_FIRST;
	if (study_is_played(st, prev))
		return STUDY_PLAYED;
	gametree_promote(&st->tree, id);
	(void)study_build_line(st);
	return STUDY_OK;
}

enum study_refusal study_demote(struct study *st, gametree_id id)
{
	if (!study_live(st, id) || id == GAMETREE_ROOT)
		return STUDY_NO_NODE;
	if (gametree_node(&st->tree, id)->next == GAMETREE_NONE)
		return STUDY_LAST;
	if (study_is_played(st, id))
		return STUDY_PLAYED;
	gametree_demote(&st->tree, id);
	(void)study_build_line(st);
	return STUDY_OK;
}

enum study_refusal study_make_main(struct study *st, gametree_id id)
{
	if (!study_live(st, id) || id == GAMETREE_ROOT)
		return STUDY_NO_NODE;
	for (gametree_id a = id; a != GAMETREE_ROOT; a = gametree_node(&st->tree, a)->parent)
		if (study_displaces_played(st, a))
			return STUDY_PLAYED;
	gametree_make_main(&st->tree, id);
	(void)study_build_line(st);
	return STUDY_OK;
}

enum study_refusal study_delete(struct study *st, gametree_id id)
{
	if (!study_live(st, id) || id == GAMETREE_ROOT)
		return STUDY_NO_NODE;
	if (study_is_played(st, id))
		return STUDY_PLAYED;
	gametree_id parent = gametree_node(&st->tree, id)->parent;
	if (study_above(st, id, st->cur))
		st->cur = parent;
	if (st->game_end != GAMETREE_NONE && study_above(st, id, st->game_end))
		st->game_end = GAMETREE_NONE;
	gametree_delete(&st->tree, id);
	(void)study_build_line(st);
	return STUDY_OK;
}

const char *study_refusal_text(enum study_refusal r)
{
	switch (r) {
	case STUDY_OK: return "done";
	case STUDY_NO_NODE: return "no move here (the start of the game)";
	case STUDY_FIRST: return "it is the main line already";
	case STUDY_LAST: return "no variation comes after it";
	case STUDY_PLAYED: return "the game being played keeps its own line as the main line";
	}
	return "refused";
}

bool study_sibling(struct study *st, int dir)
{
	/* at a branch (the move shown has no alternatives, its continuations
	 * several): the first variation of the next move */
	const struct gametree_node *c = gametree_node(&st->tree, st->cur);
	bool alone = c->prev == GAMETREE_NONE && c->next == GAMETREE_NONE;
	if ((alone || st->cur == GAMETREE_ROOT) && c->first != GAMETREE_NONE &&
	    gametree_node(&st->tree, c->first)->next != GAMETREE_NONE) {
		if (dir < 0)
			return false;
		study_go(st, gametree_node(&st->tree, c->first)->next);
		return true;
	}
	/* the move shown, or the nearest move above it that has siblings */
	for (gametree_id a = st->cur; a != GAMETREE_ROOT && a != GAMETREE_NONE;
	     a = gametree_node(&st->tree, a)->parent) {
		const struct gametree_node *n = gametree_node(&st->tree, a);
		if (n->prev == GAMETREE_NONE && n->next == GAMETREE_NONE)
			continue;
		gametree_id to = dir < 0 ? n->prev : n->next;
		if (to == GAMETREE_NONE)
			return false;
		study_go(st, to);
		return true;
	}
	return false;
}

/* Whether node id is a branch point: its move has alternatives. */
static bool study_branches(const struct study *st, gametree_id id)
{
	const struct gametree_node *n = gametree_node(&st->tree, id);
	return id != GAMETREE_ROOT && (n->prev != GAMETREE_NONE || n->next != GAMETREE_NONE);
}

bool study_branch(struct study *st, int dir)
{
	long at = study_line_index(st, st->cur);
	if (at < 0)
		return false;
	for (long k = at + (dir < 0 ? -1 : 1); k >= 0 && (size_t)k < st->nline; k += dir < 0 ? -1 : 1)
		if (study_branches(st, st->line[k])) {
			st->cur = st->line[k];
			return true;
		}
	return false;
}

/* A frame of the move list's walk: the line continuing after node p at
 * depth d, and the variations of its last move still to list. */
struct study_frame {
	gametree_id p, var;
	int depth;
	bool vars;
};

/* Walks the rows in order, handing each to emit until it returns false. */
static void study_walk(const struct study *st, bool (*emit)(void *ctx, const struct study_row *r), void *ctx)
{
	const struct gametree *t = &st->tree;
	size_t n = 0, cap = 16;
	struct study_frame *stack = xreallocarray(NULL, cap, sizeof *stack);
	struct study_row r;
	if (gametree_notes(t, GAMETREE_ROOT)->comment) {
		r = (struct study_row){ GAMETREE_ROOT, 0, STUDY_ROW_COMMENT };
		if (!emit(ctx, &r))
			goto done;
	}
	stack[n++] = (struct study_frame){ GAMETREE_ROOT, GAMETREE_NONE, 0, false };
	while (n > 0) {
		struct study_frame *f = &stack[n - 1];
		gametree_id show;
		int depth;
		if (!f->vars) {
			gametree_id m = gametree_node(t, f->p)->first;
			if (m == GAMETREE_NONE) {
				n--;
				continue;
			}
			f->var = gametree_node(t, m)->next;
			f->vars = true;
			show = m;
			depth = f->depth;
		} else if (f->var != GAMETREE_NONE) {
			show = f->var;
			depth = f->depth + 1;
			f->var = gametree_node(t, show)->next;
			if (n == cap) {
				cap *= 2;
				stack = xreallocarray(stack, cap, sizeof *stack);
				f = &stack[n - 1];
			}
			stack[n++] = (struct study_frame){ show, GAMETREE_NONE, depth, false };
		} else {
			f->p = gametree_node(t, f->p)->first;
			f->vars = false;
			continue;
		}
		const struct gametree_notes *notes = gametree_notes(t, show);
		if (notes->intro) {
			r = (struct study_row){ show, depth, STUDY_ROW_INTRO };
			if (!emit(ctx, &r))
				goto done;
		}
		r = (struct study_row){ show, depth, STUDY_ROW_MOVE };
		if (!emit(ctx, &r))
			goto done;
		if (notes->comment) {
			r.kind = STUDY_ROW_COMMENT;
			if (!emit(ctx, &r))
				goto done;
		}
	}
done:
	free(stack);
}

/* What study_rows collects. */
struct study_rows_ctx {
	size_t at, first, max;
	struct study_row *rows;
	gametree_id find;   /* study_row_of: the node looked for */
	long found;
};

static bool study_rows_emit(void *ctx, const struct study_row *r)
{
	struct study_rows_ctx *c = ctx;
	if (c->at >= c->first && c->at - c->first < c->max)
		c->rows[c->at - c->first] = *r;
	c->at++;
	return true;
}

size_t study_rows(const struct study *st, size_t first, struct study_row *rows, size_t max)
{
	struct study_rows_ctx c = { 0, first, max, rows, GAMETREE_NONE, -1 };
	study_walk(st, study_rows_emit, &c);
	return c.at;
}

static bool study_find_emit(void *ctx, const struct study_row *r)
{
	struct study_rows_ctx *c = ctx;
	if (r->node == c->find && r->kind == STUDY_ROW_MOVE) {
		c->found = (long)c->at;
		return false;
	}
	c->at++;
	return true;
}

long study_row_of(const struct study *st, gametree_id id)
{
	struct study_rows_ctx c = { 0, 0, 0, NULL, id, -1 };
	study_walk(st, study_find_emit, &c);
	return c.found;
}

void study_move_text(const struct study *st, gametree_id id, char *buf, size_t size)
{
	const struct gametree_node *n = gametree_node(&st->tree, id);
	const struct gametree_notes *a = gametree_notes(&st->tree, id);
	struct gametree_move mv;
	char label[16], move[200] = "", extra[96] = "";
	size_t len = 0;
	buf[0] = '\0';
	if (id == GAMETREE_ROOT || size == 0)
		return;
	gametree_move_get(&st->tree, id, &mv);
	notation_label(mv.number, mv.side, label);
	if (mv.type == MOVE_SETUP)
		notation_setup(mv.placements, mv.nplacements, move, sizeof move);
	else
		notation_turn(mv.steps, mv.nsteps, move, sizeof move);
	for (int i = 0; i < a->nnags && len + 8 < sizeof extra; i++) {
		const char *g = gametree_glyph_text(a->nags[i]);
		len += (size_t)(g ? snprintf(extra + len, sizeof extra - len, " %s", g)
			      : snprintf(extra + len, sizeof extra - len, " $%d", a->nags[i]));
	}
	if (n->winner && len + 8 < sizeof extra)
		snprintf(extra + len, sizeof extra - len, "  %s %c", n->winner == 'w' ? "1-0" : "0-1", n->reason);
	snprintf(buf, size, "%s %s%s", label, move, extra);
}

bool study_annotated(const struct study *st)
{
	return st->ready && gametree_annotated(&st->tree);
}
