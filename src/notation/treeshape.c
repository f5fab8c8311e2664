/* treeshape.c: the shape of a game tree without its notes or positions
 * (see treeshape.h): nodes in one array, steps packed, every node found by
 * its parent and move through one open-addressed index. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "core/position.h"
#include "notation/treeshape.h"
#include "util/xmalloc.h"

/* The most nodes a shape holds (ids are 32 bits, GAMETREE_NONE apart). */
enum { TREESHAPE_MAX_NODES = 0x7fffffff };

/* An array's room after n elements: grown by an eighth (a long game's
 * shape takes at most an eighth more address space than it uses). */
static size_t treeshape_grow(size_t n)
{
	return n < 64 ? 64 : n + n / 8;
}

void treeshape_init(struct treeshape *s)
{
	memset(s, 0, sizeof *s);
	s->cap = 64;
	s->nodes = xreallocarray(NULL, s->cap, sizeof *s->nodes);
	memset(&s->nodes[0], 0, sizeof s->nodes[0]);
	s->nodes[0].parent = s->nodes[0].first = GAMETREE_NONE;
	s->nnodes = 1;
}

void treeshape_free(struct treeshape *s)
{
	free(s->nodes);
	free(s->steps);
	free(s->setups);
	free(s->index);
	memset(s, 0, sizeof *s);
}

/* The index key of a move from parent (gametree_key's): a setup's by the
 * hash its placements give the board, in any order. */
static uint64_t treeshape_key(gametree_id parent, const struct gametree_move *mv)
{
	uint64_t after = 0;
	if (mv->type == MOVE_SETUP)
		for (int i = 0; i < mv->nplacements && i < SETUP_PIECES; i++)
			if (mv->placements[i].piece < PIECE_NB)
				after ^= position_zobrist(mv->placements[i].piece, mv->placements[i].square & 63);
	return gametree_key(parent, mv, after);
}

void treeshape_move_get(const struct treeshape *s, gametree_id id, struct gametree_move *mv)
{
	const struct treeshape_node *n = &s->nodes[id];
	memset(mv, 0, sizeof *mv);
	mv->type = n->flags & TREESHAPE_SETUP ? MOVE_SETUP : MOVE_TURN;
	if (id == GAMETREE_ROOT)
		return;
	if (mv->type == MOVE_SETUP) {
		mv->nplacements = n->count;
		memcpy(mv->placements, s->setups[n->at].placements, sizeof mv->placements);
		return;
	}
	mv->nsteps = n->count;
	for (int i = 0; i < n->count; i++)
		gametree_unpack_step(s->steps[n->at + (uint32_t)i], &mv->steps[i]);
}

/* Puts node id into the index (which has room). */
static void treeshape_index_put(struct treeshape *s, gametree_id id)
{
	struct gametree_move mv;
	treeshape_move_get(s, id, &mv);
	size_t mask = s->index_cap - 1;
	for (size_t i = (size_t)treeshape_key(s->nodes[id].parent, &mv) & mask;; i = (i + 1) & mask)
		if (s->index[i] == GAMETREE_NONE) {
			s->index[i] = id;
			return;
		}
}

/* Makes room in the index for one more node: at most three quarters full. */
static void treeshape_index_room(struct treeshape *s)
{
	size_t entries = s->nnodes - 1;   /* the root is not in it */
	if (s->index_cap && (entries + 1) * 4 <= s->index_cap * 3)
		return;
	free(s->index);
	s->index_cap = s->index_cap ? s->index_cap * 2 : 64;
	s->index = xreallocarray(NULL, s->index_cap, sizeof *s->index);
	for (size_t i = 0; i < s->index_cap; i++)
		s->index[i] = GAMETREE_NONE;
	for (size_t id = 1; id < s->nnodes; id++)
		treeshape_index_put(s, (gametree_id)id);
}

/* The child of parent that plays mv, or GAMETREE_NONE. */
static gametree_id treeshape_find(const struct treeshape *s, gametree_id parent, const struct gametree_move *mv)
{
	if (!s->index_cap || s->nodes[parent].first == GAMETREE_NONE)
		return GAMETREE_NONE;
	struct gametree_move want = *mv;
	want.number = 0;
	want.side = GOLD;
	size_t mask = s->index_cap - 1;
	for (size_t i = (size_t)treeshape_key(parent, mv) & mask;; i = (i + 1) & mask) {
		gametree_id id = s->index[i];
		if (id == GAMETREE_NONE)
			return GAMETREE_NONE;
		if (s->nodes[id].parent != parent)
			continue;
		struct gametree_move have;
		treeshape_move_get(s, id, &have);   /* number and side 0, as want's */
		if (gametree_move_equal(&have, &want))
			return id;
	}
}

gametree_id treeshape_add(struct treeshape *s, gametree_id parent, const struct gametree_move *mv, bool *added)
{
	*added = false;
	gametree_id found = treeshape_find(s, parent, mv);
	if (found != GAMETREE_NONE)
		return found;
	if (s->nnodes >= TREESHAPE_MAX_NODES || s->nsteps > UINT32_MAX - TURN_MAX_STEPS)
		xmalloc_fail();
	treeshape_index_room(s);
	if (s->nnodes == s->cap) {
		s->cap = treeshape_grow(s->cap);
		s->nodes = xreallocarray(s->nodes, s->cap, sizeof *s->nodes);
	}
	gametree_id id = (gametree_id)s->nnodes++;
	struct treeshape_node *n = &s->nodes[id];
	memset(n, 0, sizeof *n);
	n->parent = parent;
	n->first = GAMETREE_NONE;
	if (mv->type == MOVE_SETUP) {
		int np = mv->nplacements < 0 ? 0 : mv->nplacements > SETUP_PIECES ? SETUP_PIECES : mv->nplacements;
		if (s->nsetups == s->setups_cap) {
			s->setups_cap = treeshape_grow(s->setups_cap);
			s->setups = xreallocarray(s->setups, s->setups_cap, sizeof *s->setups);
		}
		memset(&s->setups[s->nsetups], 0, sizeof s->setups[0]);
		memcpy(s->setups[s->nsetups].placements, mv->placements, (size_t)np * sizeof mv->placements[0]);
		n->flags = TREESHAPE_SETUP;
		n->count = (uint8_t)np;
		n->at = (uint32_t)s->nsetups++;
	} else {
		int ns = mv->nsteps < 0 ? 0 : mv->nsteps > TURN_MAX_STEPS ? TURN_MAX_STEPS : mv->nsteps;
		if (s->nsteps + (size_t)ns > s->steps_cap) {
			s->steps_cap = treeshape_grow(s->steps_cap + TURN_MAX_STEPS);
			s->steps = xreallocarray(s->steps, s->steps_cap, sizeof *s->steps);
		}
		n->count = (uint8_t)ns;
		n->at = (uint32_t)s->nsteps;
		for (int i = 0; i < ns; i++)
			s->steps[s->nsteps++] = gametree_pack_step(&mv->steps[i]);
	}
	if (s->nodes[parent].first == GAMETREE_NONE)
		s->nodes[parent].first = id;
	treeshape_index_put(s, id);
	*added = true;
	return id;
}

void treeshape_make_first(struct treeshape *s, gametree_id id)
{
	if (id != GAMETREE_ROOT && id < s->nnodes)
		s->nodes[s->nodes[id].parent].first = id;
}

bool treeshape_set_result(struct treeshape *s, gametree_id id, char winner, char reason)
{
	struct treeshape_node *n = &s->nodes[id];
	if (n->flags & TREESHAPE_BOARD)
		return false;
	n->winner = winner == 'w' || winner == 'b' ? winner : 0;
	n->reason = n->winner ? reason : 0;
	return true;
}

void treeshape_set_board_result(struct treeshape *s, gametree_id id, char winner, char reason)
{
	struct treeshape_node *n = &s->nodes[id];
	n->winner = winner;
	n->reason = reason;
	if (winner)
		n->flags |= TREESHAPE_BOARD;
	else
		n->flags &= (uint8_t)~TREESHAPE_BOARD;
}

gametree_id treeshape_main_end(const struct treeshape *s)
{
	gametree_id id = GAMETREE_ROOT;
	while (s->nodes[id].first != GAMETREE_NONE && !s->nodes[id].winner)
		id = s->nodes[id].first;
	return id;
}
