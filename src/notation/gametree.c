/* gametree.c: the game tree: an arena of nodes linked to parent, first
 * child and siblings, their moves packed (the steps and setups in arrays
 * of their own), an index of (parent, move) to find a child that plays a
 * move already among many, and the annotations beside the nodes that have
 * any. It sits in the
 * notation layer, not the core, because it owns text (comments, tags)
 * allocated through xmalloc; the rules stay in the core, which replays a
 * path (gametree_game) whenever legality matters. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "notation/gametree.h"
#include "util/xmalloc.h"

/* The index keeps entries of live nodes that are not the root; a slot holds
 * a node id, GAMETREE_NONE (empty) or GAMETREE_TOMB (a deleted entry). */
#define GAMETREE_TOMB ((gametree_id)0xfffffffeu)

/* The largest arena: ids stay below GAMETREE_TOMB. */
enum { GAMETREE_MAX_NODES = 0x7fffffff };

/* A node's children are found by a walk while it has at most this many;
 * past it they are all in the index (so that the index stays empty for a
 * game without variations, and no input makes the search quadratic). */
enum { GAMETREE_WALK_CHILDREN = 8 };

static void gametree_node_init(struct gametree_node *n)
{
	memset(n, 0, sizeof *n);
	n->parent = n->first = n->next = n->prev = n->last = GAMETREE_NONE;
}

/* The notes of a node that has none. */
static const struct gametree_notes gametree_no_notes = { .clk = -1, .emt = -1 };

const struct gametree_notes *gametree_notes(const struct gametree *t, gametree_id id)
{
	uint32_t k = t->nodes[id].notes;
	return k ? t->notes[k - 1] : &gametree_no_notes;
}

/* Whether an array of n items grown by doubling (room for 1, 2, 4, ...) is
 * full, and the room it grows to. */
static bool gametree_full(size_t n)
{
	return (n & (n - 1)) == 0;
}

static size_t gametree_room(size_t n)
{
	return n ? n * 2 : 1;
}

/* The room a long array (the nodes, the steps) of room cap grows to when
 * full: by a quarter, so that a long game's tree takes at most a quarter
 * more address space than it uses (doubling took up to twice: a tree of
 * 4.95 million turns 400 MB for 238 MB of nodes); glibc moves a large
 * block by remapping it, so the copy is not paid again and again. */
static size_t gametree_grow(size_t cap)
{
	return cap < 64 ? 64 : cap + cap / 4;
}

struct gametree_notes *gametree_notes_edit(struct gametree *t, gametree_id id)
{
	struct gametree_node *n = &t->nodes[id];
	if (!n->notes) {
		if (t->nnotes >= UINT32_MAX)
			xmalloc_fail();
		if (gametree_full(t->nnotes))
			t->notes = xreallocarray(t->notes, gametree_room(t->nnotes), sizeof *t->notes);
		struct gametree_notes *a = xmalloc(sizeof *a);
		*a = gametree_no_notes;
		t->notes[t->nnotes++] = a;
		n->notes = (uint32_t)t->nnotes;
	}
	return t->notes[n->notes - 1];
}

/* The trap squares, in the order a packed capture names them (2 bits). */
static const uint8_t gametree_traps[4] = { 18, 21, 42, 45 };   /* c3 f3 c6 f6 */

/* The index of trap sq in gametree_traps (0 for a square that is none: the
 * core captures only on traps). */
static uint32_t gametree_trap_index(uint8_t sq)
{
	for (uint32_t i = 0; i < 4; i++)
		if (gametree_traps[i] == sq)
			return i;
	return 0;
}

uint32_t gametree_pack_step(const struct turn_step *ts)
{
	uint32_t v = (uint32_t)(ts->step.from & 63) | (uint32_t)(ts->step.to & 63) << 6 |
		(uint32_t)(ts->step.piece & 15) << 12 | ((uint32_t)ts->role & 3) << 16;
	int nc = ts->ncaptures > 2 ? 2 : ts->ncaptures;
	v |= (uint32_t)nc << 18;
	for (int c = 0; c < nc; c++)
		v |= ((uint32_t)(ts->capture_piece[c] & 15) | gametree_trap_index(ts->capture_square[c]) << 4)
			<< (20 + 6 * c);
	return v;
}

void gametree_unpack_step(uint32_t v, struct turn_step *ts)
{
	memset(ts, 0, sizeof *ts);
	ts->step.from = (uint8_t)(v & 63);
	ts->step.to = (uint8_t)(v >> 6 & 63);
	ts->step.piece = (uint8_t)(v >> 12 & 15);
	ts->role = (uint8_t)(v >> 16 & 3);
	ts->ncaptures = (uint8_t)(v >> 18 & 3);
	for (int c = 0; c < ts->ncaptures; c++) {
		uint32_t x = v >> (20 + 6 * c);
		ts->capture_piece[c] = (uint8_t)(x & 15);
		ts->capture_square[c] = gametree_traps[x >> 4 & 3];
	}
}

/* Packs mv into node n (a setup's placements added to t->setups). */
static void gametree_store_move(struct gametree *t, struct gametree_node *n, const struct gametree_move *mv)
{
	struct gametree_stored_move *s = &n->move;
	memset(s, 0, sizeof *s);
	s->number = (int32_t)mv->number;
	s->type = (uint8_t)mv->type;
	s->side = (uint8_t)mv->side;
	if (mv->type == MOVE_SETUP) {
		int np = mv->nplacements < 0 ? 0 : mv->nplacements > SETUP_PIECES ? SETUP_PIECES : mv->nplacements;
		if (t->nsetups >= UINT32_MAX)
			xmalloc_fail();
		if (gametree_full(t->nsetups))
			t->setups = xreallocarray(t->setups, gametree_room(t->nsetups), sizeof *t->setups);
		memset(&t->setups[t->nsetups], 0, sizeof t->setups[t->nsetups]);
		memcpy(t->setups[t->nsetups].placements, mv->placements, (size_t)np * sizeof mv->placements[0]);
		s->nplacements = (uint8_t)np;
		s->at = (uint32_t)t->nsetups++;
		return;
	}
	int ns = mv->nsteps < 0 ? 0 : mv->nsteps > TURN_MAX_STEPS ? TURN_MAX_STEPS : mv->nsteps;
	if (t->npacked_steps > UINT32_MAX - TURN_MAX_STEPS)
		xmalloc_fail();
	s->nsteps = (uint8_t)ns;
	s->at = (uint32_t)t->npacked_steps;
	for (int i = 0; i < ns; i++) {
		if (t->npacked_steps == t->packed_cap) {
			t->packed_cap = gametree_grow(t->packed_cap);
			t->packed_steps = xreallocarray(t->packed_steps, t->packed_cap, sizeof *t->packed_steps);
		}
		t->packed_steps[t->npacked_steps++] = gametree_pack_step(&mv->steps[i]);
	}
}

void gametree_move_get(const struct gametree *t, gametree_id id, struct gametree_move *mv)
{
	const struct gametree_stored_move *s = &t->nodes[id].move;
	memset(mv, 0, sizeof *mv);
	mv->type = (enum game_move_type)s->type;
	mv->number = s->number;
	mv->side = (enum color)s->side;
	if (id == GAMETREE_ROOT)
		return;
	if (s->type == MOVE_SETUP) {
		mv->nplacements = s->nplacements;
		memcpy(mv->placements, t->setups[s->at].placements, sizeof mv->placements);
		return;
	}
	mv->nsteps = s->nsteps;
	for (int i = 0; i < s->nsteps; i++)
		gametree_unpack_step(t->packed_steps[s->at + (uint32_t)i], &mv->steps[i]);
}

enum color gametree_side_after(const struct gametree *t, gametree_id id)
{
	if (id == GAMETREE_ROOT)
		return t->start.side;
	return color_other((enum color)t->nodes[id].move.side);
}

void gametree_init(struct gametree *t)
{
	memset(t, 0, sizeof *t);
	t->cap = 1;
	t->nodes = xreallocarray(NULL, t->cap, sizeof *t->nodes);
	gametree_node_init(&t->nodes[0]);
	position_clear(&t->start, GOLD);
	t->nodes[0].hash = t->start.hash;
	t->nnodes = 1;
	t->live = 1;
	t->start_number = 1;
}

void gametree_init_position(struct gametree *t, const struct position *pos, int number)
{
	gametree_init(t);
	t->start = *pos;
	t->nodes[0].hash = pos->hash;
	t->from_position = true;
	t->start_number = number;
}

/* Frees notes a (NULL: none). */
static void gametree_notes_free(struct gametree_notes *a)
{
	if (!a)
		return;
	free(a->comment);
	free(a->intro);
	free(a->marks);
	free(a);
}

/* Frees what node id owns. */
static void gametree_node_free(struct gametree *t, gametree_id id)
{
	struct gametree_node *n = &t->nodes[id];
	if (!n->notes)
		return;
	gametree_notes_free(t->notes[n->notes - 1]);
	t->notes[n->notes - 1] = NULL;
	n->notes = 0;
}

void gametree_reserve(struct gametree *t, size_t nodes, size_t steps)
{
	if (nodes > GAMETREE_MAX_NODES - t->nnodes)
		nodes = GAMETREE_MAX_NODES - t->nnodes;
	if (t->nnodes + nodes > t->cap) {
		t->cap = t->nnodes + nodes;
		t->nodes = xreallocarray(t->nodes, t->cap, sizeof *t->nodes);
	}
	if (steps > UINT32_MAX - t->npacked_steps)
		steps = UINT32_MAX - t->npacked_steps;
	if (t->npacked_steps + steps > t->packed_cap) {
		t->packed_cap = t->npacked_steps + steps;
		t->packed_steps = xreallocarray(t->packed_steps, t->packed_cap, sizeof *t->packed_steps);
	}
}

void gametree_fit(struct gametree *t)
{
	if (t->cap > t->nnodes) {
		t->cap = t->nnodes;
		t->nodes = xreallocarray(t->nodes, t->cap, sizeof *t->nodes);
	}
	if (t->packed_cap > t->npacked_steps && t->npacked_steps) {
		t->packed_cap = t->npacked_steps;
		t->packed_steps = xreallocarray(t->packed_steps, t->packed_cap, sizeof *t->packed_steps);
	}
}

void gametree_free(struct gametree *t)
{
	for (size_t i = 0; i < t->nnotes; i++)
		gametree_notes_free(t->notes[i]);
	free(t->notes);
	free(t->packed_steps);
	for (size_t i = 0; i < t->ntags; i++) {
		free(t->tags[i].name);
		free(t->tags[i].value);
	}
	free(t->tags);
	free(t->nodes);
	free(t->index);
	free(t->setups);
	memset(t, 0, sizeof *t);
}

/* Whether two setups place the same pieces on the same squares. */
static bool gametree_setup_equal(const struct gametree_move *a, const struct gametree_move *b)
{
	uint8_t board[64];
	if (a->nplacements != b->nplacements)
		return false;
	memset(board, 0xff, sizeof board);
	for (int i = 0; i < a->nplacements; i++)
		board[a->placements[i].square & 63] = a->placements[i].piece;
	for (int i = 0; i < b->nplacements; i++)
		if (board[b->placements[i].square & 63] != b->placements[i].piece)
			return false;
	return true;
}

bool gametree_move_equal(const struct gametree_move *a, const struct gametree_move *b)
{
	if (a->type != b->type || a->side != b->side || a->number != b->number)
		return false;
	if (a->type == MOVE_SETUP)
		return gametree_setup_equal(a, b);
	if (a->nsteps != b->nsteps)
		return false;
	for (int i = 0; i < a->nsteps; i++)
		if (a->steps[i].step.from != b->steps[i].step.from || a->steps[i].step.to != b->steps[i].step.to ||
		    a->steps[i].step.piece != b->steps[i].step.piece)
			return false;
	return true;
}

/* Mixes 64 bits (splitmix64's finaliser). */
static uint64_t gametree_mix(uint64_t x)
{
	x ^= x >> 30;
	x *= 0xbf58476d1ce4e5b9ULL;
	x ^= x >> 27;
	x *= 0x94d049bb133111ebULL;
	x ^= x >> 31;
	return x;
}

uint64_t gametree_key(gametree_id parent, const struct gametree_move *mv, uint64_t after)
{
	uint64_t h = gametree_mix((uint64_t)parent + 0x9e3779b97f4a7c15ULL);
	if (mv->type == MOVE_SETUP)
		return gametree_mix(h ^ after);
	for (int i = 0; i < mv->nsteps; i++)
		h = gametree_mix(h ^ ((uint64_t)mv->steps[i].step.from << 16 | (uint64_t)mv->steps[i].step.to << 8 |
				      mv->steps[i].step.piece));
	return h;
}

/* Puts node id (key k) into the index (which has room). */
static void gametree_index_put(struct gametree *t, gametree_id id, uint64_t k)
{
	size_t mask = t->index_cap - 1;
	for (size_t i = (size_t)k & mask;; i = (i + 1) & mask)
		if (t->index[i] == GAMETREE_NONE || t->index[i] == GAMETREE_TOMB) {
			if (t->index[i] == GAMETREE_NONE)
				t->index_used++;
			t->index[i] = id;
			return;
		}
}

/* The index key of an existing node. */
static uint64_t gametree_node_key(const struct gametree *t, gametree_id id)
{
	struct gametree_move mv;
	gametree_move_get(t, id, &mv);
	return gametree_key(t->nodes[id].parent, &mv, t->nodes[id].hash);
}

/* Whether node id plays mv. */
static bool gametree_plays(const struct gametree *t, gametree_id id, const struct gametree_move *mv)
{
	const struct gametree_stored_move *s = &t->nodes[id].move;
	if (s->type != (uint8_t)mv->type || s->side != (uint8_t)mv->side || s->number != mv->number)
		return false;
	struct gametree_move full;
	gametree_move_get(t, id, &full);
	return gametree_move_equal(&full, mv);
}

/* Grows (or cleans of tombstones) the index so that one more entry fits
 * with the table at most half full. */
static void gametree_index_room(struct gametree *t)
{
	if (t->index_cap && (t->index_used + 1) * 2 <= t->index_cap)
		return;
	size_t cap = t->index_cap ? t->index_cap : 64;
	while (cap < (t->index_live + 1) * 4)
		cap *= 2;
	gametree_id *old = t->index;
	size_t oldcap = t->index_cap;
	t->index = xreallocarray(NULL, cap, sizeof *t->index);
	for (size_t i = 0; i < cap; i++)
		t->index[i] = GAMETREE_NONE;
	t->index_cap = cap;
	t->index_used = 0;
	for (size_t i = 0; i < oldcap; i++)
		if (old[i] != GAMETREE_NONE && old[i] != GAMETREE_TOMB)
			gametree_index_put(t, old[i], gametree_node_key(t, old[i]));
	free(old);
}

/* The child of parent that plays mv, or GAMETREE_NONE; when none does,
 * *nchildren (when not NULL) is parent's number of children, or
 * GAMETREE_WALK_CHILDREN + 1 for any more than GAMETREE_WALK_CHILDREN. */
static gametree_id gametree_find(const struct gametree *t, gametree_id parent, const struct gametree_move *mv,
				 const struct position *after, size_t *nchildren)
{
	/* a few children: a walk (the index has none of them) */
	size_t n = 0;
	gametree_id c = t->nodes[parent].first;
	for (; c != GAMETREE_NONE && n < GAMETREE_WALK_CHILDREN; c = t->nodes[c].next, n++)
		if (gametree_plays(t, c, mv))
			return c;
	if (nchildren)
		*nchildren = c == GAMETREE_NONE ? n : n + 1;
	if (c == GAMETREE_NONE || !t->index_cap)
		return GAMETREE_NONE;
	/* many: every one is in the index */
	size_t mask = t->index_cap - 1;
	uint64_t k = gametree_key(parent, mv, after->hash);
	for (size_t i = (size_t)k & mask;; i = (i + 1) & mask) {
		gametree_id id = t->index[i];
		if (id == GAMETREE_NONE)
			return GAMETREE_NONE;
		if (id != GAMETREE_TOMB && t->nodes[id].parent == parent && gametree_plays(t, id, mv))
			return id;
	}
}

/* Adds node id to the index (unless it is there). */
static void gametree_index_add(struct gametree *t, gametree_id id)
{
	if (t->nodes[id].indexed)
		return;
	gametree_index_room(t);
	gametree_index_put(t, id, gametree_node_key(t, id));
	t->nodes[id].indexed = true;
	t->index_live++;
}

/* Removes node id from the index. */
static void gametree_index_remove(struct gametree *t, gametree_id id)
{
	if (!t->nodes[id].indexed)
		return;
	t->nodes[id].indexed = false;
	t->index_live--;
	size_t mask = t->index_cap - 1;
	uint64_t k = gametree_node_key(t, id);
	for (size_t i = (size_t)k & mask;; i = (i + 1) & mask) {
		if (t->index[i] == GAMETREE_NONE)
			return;
		if (t->index[i] == id) {
			t->index[i] = GAMETREE_TOMB;
			return;
		}
	}
}

gametree_id gametree_add(struct gametree *t, gametree_id parent, const struct gametree_move *mv,
			 const struct position *after, bool *added)
{
	if (added)
		*added = false;
	if (parent >= t->nnodes || t->nodes[parent].dead || t->nodes[parent].board_result)
		return GAMETREE_NONE;
	size_t siblings = 0;
	gametree_id found = gametree_find(t, parent, mv, after, &siblings);
	if (found != GAMETREE_NONE)
		return found;
	if (t->nnodes >= GAMETREE_MAX_NODES)
		xmalloc_fail();
	if (t->nnodes == t->cap) {
		t->cap = gametree_grow(t->cap);
		t->nodes = xreallocarray(t->nodes, t->cap, sizeof *t->nodes);
	}
	gametree_id id = (gametree_id)t->nnodes++;
	struct gametree_node *n = &t->nodes[id];
	gametree_node_init(n);
	n->parent = parent;
	gametree_store_move(t, n, mv);
	n->hash = after->hash;
	gametree_id last = t->nodes[parent].last;
	if (last == GAMETREE_NONE) {
		t->nodes[parent].first = id;
	} else {
		t->nodes[last].next = id;
		n->prev = last;
	}
	t->nodes[parent].last = id;
	t->live++;
	/* past a few children, all of them go to the index (those before
	 * once, when the count passes; then each one added) */
	if (siblings + 1 > GAMETREE_WALK_CHILDREN) {
		if (siblings == GAMETREE_WALK_CHILDREN)
			for (gametree_id c = t->nodes[parent].first; c != GAMETREE_NONE; c = t->nodes[c].next)
				gametree_index_add(t, c);
		else
			gametree_index_add(t, id);
	}
	if (added)
		*added = true;
	return id;
}

size_t gametree_nchildren(const struct gametree *t, gametree_id id)
{
	size_t n = 0;
	for (gametree_id c = t->nodes[id].first; c != GAMETREE_NONE; c = t->nodes[c].next)
		n++;
	return n;
}

gametree_id gametree_child(const struct gametree *t, gametree_id id, size_t k)
{
	gametree_id c = t->nodes[id].first;
	while (c != GAMETREE_NONE && k--)
		c = t->nodes[c].next;
	return c;
}

size_t gametree_depth(const struct gametree *t, gametree_id id)
{
	size_t d = 0;
	for (; t->nodes[id].parent != GAMETREE_NONE; id = t->nodes[id].parent)
		d++;
	return d;
}

bool gametree_is_main(const struct gametree *t, gametree_id id)
{
	for (; t->nodes[id].parent != GAMETREE_NONE; id = t->nodes[id].parent)
		if (t->nodes[id].prev != GAMETREE_NONE)
			return false;
	return true;
}

gametree_id gametree_main_end(const struct gametree *t)
{
	gametree_id id = GAMETREE_ROOT;
	while (t->nodes[id].first != GAMETREE_NONE && !t->nodes[id].winner)
		id = t->nodes[id].first;
	return id;
}

/* Unlinks node id from its siblings. */
static void gametree_unlink(struct gametree *t, gametree_id id)
{
	struct gametree_node *n = &t->nodes[id];
	if (n->prev != GAMETREE_NONE)
		t->nodes[n->prev].next = n->next;
	else
		t->nodes[n->parent].first = n->next;
	if (n->next != GAMETREE_NONE)
		t->nodes[n->next].prev = n->prev;
	else
		t->nodes[n->parent].last = n->prev;
	n->prev = n->next = GAMETREE_NONE;
}

/* Links node id before sibling before (GAMETREE_NONE: first of the parent's children). */
static void gametree_link_before(struct gametree *t, gametree_id id, gametree_id before)
{
	struct gametree_node *n = &t->nodes[id];
	if (before == GAMETREE_NONE)
		before = t->nodes[n->parent].first;
	n->next = before;
	n->prev = before == GAMETREE_NONE ? GAMETREE_NONE : t->nodes[before].prev;
	if (n->prev == GAMETREE_NONE)
		t->nodes[n->parent].first = id;
	else
		t->nodes[n->prev].next = id;
	if (before != GAMETREE_NONE)
		t->nodes[before].prev = id;
	else
		t->nodes[n->parent].last = id;
}

bool gametree_promote(struct gametree *t, gametree_id id)
{
	if (id == GAMETREE_ROOT || id >= t->nnodes || t->nodes[id].dead || t->nodes[id].prev == GAMETREE_NONE)
		return false;
	gametree_id before = t->nodes[id].prev;
	gametree_unlink(t, id);
	gametree_link_before(t, id, before);
	return true;
}

void gametree_make_first(struct gametree *t, gametree_id id)
{
	if (id == GAMETREE_ROOT || id >= t->nnodes || t->nodes[id].dead || t->nodes[id].prev == GAMETREE_NONE)
		return;
	gametree_unlink(t, id);
	gametree_link_before(t, id, GAMETREE_NONE);
}

bool gametree_demote(struct gametree *t, gametree_id id)
{
	if (id == GAMETREE_ROOT || id >= t->nnodes || t->nodes[id].dead || t->nodes[id].next == GAMETREE_NONE)
		return false;
	return gametree_promote(t, t->nodes[id].next);
}

void gametree_make_main(struct gametree *t, gametree_id id)
{
	for (; id != GAMETREE_NONE && t->nodes[id].parent != GAMETREE_NONE; id = t->nodes[id].parent)
		gametree_make_first(t, id);
}

bool gametree_delete(struct gametree *t, gametree_id id)
{
	if (id == GAMETREE_ROOT || id >= t->nnodes || t->nodes[id].dead)
		return false;
	gametree_unlink(t, id);
	/* A walk below id by first children and siblings, back up by parents:
	 * no stack. A node is freed once all below it are. */
	gametree_id c = id;
	for (;;) {
		while (t->nodes[c].first != GAMETREE_NONE)
			c = t->nodes[c].first;
		gametree_id up = t->nodes[c].parent;
		gametree_id next = t->nodes[c].next;
		gametree_index_remove(t, c);
		if (c != id) {
			t->nodes[up].first = next;
			if (next == GAMETREE_NONE)
				t->nodes[up].last = GAMETREE_NONE;
		}
		if (next != GAMETREE_NONE)
			t->nodes[next].prev = GAMETREE_NONE;
		gametree_node_free(t, c);
		t->nodes[c].dead = true;
		t->nodes[c].first = t->nodes[c].next = t->nodes[c].prev = t->nodes[c].last = GAMETREE_NONE;
		t->live--;
		if (c == id)
			break;
		c = next != GAMETREE_NONE ? next : up;
	}
	return true;
}

/* Whether the position after node n counts for repetition: the end of a
 * turn, of Silver's setup, or the start of a game from a position. */
static bool gametree_counts(const struct gametree *t, gametree_id id)
{
	const struct gametree_node *n = &t->nodes[id];
	if (id == GAMETREE_ROOT)
		return t->from_position;
	return n->move.type == MOVE_TURN || (n->move.type == MOVE_SETUP && n->move.side == SILVER);
}

/* Plays node id's move on pos (the position before it). Returns false,
 * pos then unusable, if the move does not follow from pos (a tree whose
 * positions were given without playing its moves). */
static bool gametree_redo(const struct gametree *t, gametree_id id, struct position *pos)
{
	struct gametree_move mv;
	gametree_move_get(t, id, &mv);
	if (mv.type == MOVE_SETUP) {
		for (int i = 0; i < mv.nplacements; i++) {
			if (mv.placements[i].square >= SQUARE_NB || mv.placements[i].piece == PIECE_NONE ||
			    mv.placements[i].piece >= PIECE_NB || position_at(pos, mv.placements[i].square) != PIECE_NONE)
				return false;
			position_put(pos, mv.placements[i].square, mv.placements[i].piece);
		}
	} else if (mv.type == MOVE_TURN) {
		for (int k = 0; k < mv.nsteps; k++) {
			const struct turn_step *ts = &mv.steps[k];
			if (position_at(pos, ts->step.from) == PIECE_NONE || position_at(pos, ts->step.to) != PIECE_NONE)
				return false;
			position_move(pos, ts->step.from, ts->step.to);
			for (int c = 0; c < ts->ncaptures; c++) {
				if (position_at(pos, ts->capture_square[c]) == PIECE_NONE)
					return false;
				position_remove(pos, ts->capture_square[c]);
			}
		}
	}
	position_set_side(pos, color_other(mv.side));
	return true;
}

int gametree_repetitions(const struct gametree *t, gametree_id id)
{
	/* the nodes on the path whose hash is the node's: the node keeps no
	 * board, so when another one matches the path is replayed to compare
	 * the boards (a 64-bit hash alone may collide) */
	uint64_t h = t->nodes[id].hash;
	size_t depth = 0, matches = 0;
	for (gametree_id a = id; a != GAMETREE_NONE; a = t->nodes[a].parent, depth++)
		if (t->nodes[a].hash == h && gametree_counts(t, a))
			matches++;
	if (matches == 0 || (matches == 1 && gametree_counts(t, id)))
		return (int)matches;
	gametree_id *path = xreallocarray(NULL, depth, sizeof *path);
	struct position_exact *seen = xreallocarray(NULL, matches, sizeof *seen);
	size_t k = depth, nseen = 0;
	for (gametree_id a = id; a != GAMETREE_NONE; a = t->nodes[a].parent)
		path[--k] = a;
	struct position pos = t->start;
	bool replayed = true;
	for (size_t i = 0; i < depth && replayed; i++) {
		if (path[i] != GAMETREE_ROOT)
			replayed = gametree_redo(t, path[i], &pos);
		if (t->nodes[path[i]].hash == h && gametree_counts(t, path[i]))
			position_exact(&pos, &seen[nseen++]);
	}
	int count = (int)matches;   /* moves that do not replay: the hashes alone */
	if (replayed) {
		struct position_exact mine;
		position_exact(&pos, &mine);
		count = 0;
		for (size_t i = 0; i < nseen; i++)
			if (position_exact_equal(&seen[i], &mine))
				count++;
	}
	free(path);
	free(seen);
	return count;
}

bool gametree_set_result(struct gametree *t, gametree_id id, char winner, char reason)
{
	struct gametree_node *n = &t->nodes[id];
	if (n->board_result)
		return false;
	n->winner = winner == 'w' || winner == 'b' ? winner : 0;
	n->reason = n->winner ? reason : 0;
	return true;
}

void gametree_set_board_result(struct gametree *t, gametree_id id, char winner, char reason)
{
	struct gametree_node *n = &t->nodes[id];
	n->winner = winner;
	n->reason = reason;
	n->board_result = winner != 0;
}

/* Replaces *slot by a copy of len bytes of text, or NULL when empty. */
static void gametree_set_text(char **slot, const char *text, size_t len)
{
	free(*slot);
	*slot = NULL;
	if (!text || !len)
		return;
	*slot = xmalloc(len + 1);
	memcpy(*slot, text, len);
	(*slot)[len] = '\0';
}

void gametree_set_comment(struct gametree *t, gametree_id id, const char *text, size_t len)
{
	if (!t->nodes[id].notes && (!text || !len))
		return;
	struct gametree_notes *n = gametree_notes_edit(t, id);
	gametree_set_text(&n->comment, text, len);
	n->comment_len = n->comment ? len : 0;
	n->comment_cap = n->comment ? len + 1 : 0;
}

void gametree_append_comment(struct gametree *t, gametree_id id, const char *text, size_t len)
{
	if (!len)
		return;
	struct gametree_notes *n = gametree_notes_edit(t, id);
	size_t need = n->comment_len + (n->comment_len ? 1 : 0) + len + 1;
	if (need > n->comment_cap) {
		size_t cap = n->comment_cap ? n->comment_cap : 16;
		while (cap < need)
			cap *= 2;
		n->comment = xrealloc(n->comment, cap);
		n->comment_cap = cap;
	}
	if (n->comment_len)
		n->comment[n->comment_len++] = ' ';
	memcpy(n->comment + n->comment_len, text, len);
	n->comment_len += len;
	n->comment[n->comment_len] = '\0';
}

void gametree_set_intro(struct gametree *t, gametree_id id, const char *text, size_t len)
{
	if (!t->nodes[id].notes && (!text || !len))
		return;
	gametree_set_text(&gametree_notes_edit(t, id)->intro, text, len);
}

bool gametree_add_nag(struct gametree *t, gametree_id id, int nag)
{
	if (nag <= 0 || nag > 255)
		return false;
	struct gametree_notes *n = gametree_notes_edit(t, id);
	for (int i = 0; i < n->nnags; i++)
		if (n->nags[i] == nag || (nag <= 6 && n->nags[i] <= 6)) {
			n->nags[i] = (uint8_t)nag;
			return true;
		}
	if (n->nnags >= GAMETREE_MAX_NAGS)
		return false;
	n->nags[n->nnags++] = (uint8_t)nag;
	return true;
}

void gametree_clear_nags(struct gametree *t, gametree_id id)
{
	if (t->nodes[id].notes)
		gametree_notes_edit(t, id)->nnags = 0;
}

void gametree_add_mark(struct gametree *t, gametree_id id, const struct gametree_mark *m)
{
	struct gametree_notes *n = gametree_notes_edit(t, id);
	for (size_t i = 0; i < n->nmarks; i++)
		if (n->marks[i].arrow == m->arrow && n->marks[i].from == m->from &&
		    (!m->arrow || n->marks[i].to == m->to)) {
			n->marks[i] = *m;
			return;
		}
	if (n->nmarks >= GAMETREE_MAX_MARKS)
		return;
	if (n->nmarks == 0 || (n->nmarks >= 4 && (n->nmarks & (n->nmarks - 1)) == 0))
		n->marks = xreallocarray(n->marks, n->nmarks ? n->nmarks * 2 : 4, sizeof *n->marks);
	n->marks[n->nmarks++] = *m;
}

static const char *const gametree_glyphs[7] = { NULL, "!", "?", "!!", "??", "!?", "?!" };

const char *gametree_glyph_text(int nag)
{
	return nag >= 1 && nag <= 6 ? gametree_glyphs[nag] : NULL;
}

int gametree_glyph_read(const char *s, size_t len)
{
	for (int i = 1; i <= 6; i++)
		if (strlen(gametree_glyphs[i]) == len && memcmp(gametree_glyphs[i], s, len) == 0)
			return i;
	return 0;
}

/* Sets a tag, found (unless add) or added last. */
static void gametree_put_tag(struct gametree *t, const char *name, const char *value, size_t vlen, bool add)
{
	struct gametree_tag *tag = NULL;
	for (size_t i = 0; i < t->ntags && !add; i++)
		if (strcasecmp(t->tags[i].name, name) == 0)
			tag = &t->tags[i];
	if (!tag) {
		if (gametree_full(t->ntags))
			t->tags = xreallocarray(t->tags, gametree_room(t->ntags), sizeof *t->tags);
		tag = &t->tags[t->ntags++];
		tag->name = xstrdup(name);
		tag->value = NULL;
	}
	free(tag->value);
	tag->value = xmalloc(vlen + 1);
	memcpy(tag->value, value, vlen);
	tag->value[vlen] = '\0';
}

void gametree_set_tag(struct gametree *t, const char *name, const char *value, size_t vlen)
{
	gametree_put_tag(t, name, value, vlen, false);
}

void gametree_add_tag(struct gametree *t, const char *name, const char *value, size_t vlen)
{
	gametree_put_tag(t, name, value, vlen, true);
}

const char *gametree_tag(const struct gametree *t, const char *name)
{
	for (size_t i = 0; i < t->ntags; i++)
		if (strcasecmp(t->tags[i].name, name) == 0)
			return t->tags[i].value;
	return NULL;
}

void gametree_remove_tag(struct gametree *t, const char *name)
{
	size_t k = 0;
	for (size_t i = 0; i < t->ntags; i++) {
		if (strcasecmp(t->tags[i].name, name) == 0) {
			free(t->tags[i].name);
			free(t->tags[i].value);
		} else {
			t->tags[k++] = t->tags[i];
		}
	}
	t->ntags = k;
}

bool gametree_annotated(const struct gametree *t)
{
	for (size_t i = 0; i < t->nnodes; i++) {
		const struct gametree_node *n = &t->nodes[i];
		if (n->dead)
			continue;
		if (n->next != GAMETREE_NONE)
			return true;
		const struct gametree_notes *a = gametree_notes(t, (gametree_id)i);
		if (a->comment || a->intro || a->nnags > 0 || a->clk >= 0 || a->has_eval || a->nmarks > 0)
			return true;
	}
	return false;
}

void gametree_move_of(const struct game_move *gm, struct gametree_move *mv)
{
	memset(mv, 0, sizeof *mv);
	mv->type = gm->type;
	mv->number = gm->number;
	mv->side = gm->side;
	mv->nsteps = gm->nsteps;
	memcpy(mv->steps, gm->steps, sizeof mv->steps);
	mv->nplacements = gm->nplacements;
	memcpy(mv->placements, gm->placements, sizeof mv->placements);
}

enum game_outcome gametree_play(struct game *g, const struct gametree_move *mv)
{
	if (mv->type == MOVE_SETUP) {
		enum setup_error e = game_setup(g, mv->placements, mv->nplacements);
		if (e == SETUP_ERR_NO_MEMORY)
			return GAME_NO_MEMORY;
		return e == SETUP_OK ? GAME_PLAYED : GAME_NOT_IN_PLAY;
	}
	struct step s[TURN_MAX_STEPS];
	for (int i = 0; i < mv->nsteps; i++)
		s[i] = mv->steps[i].step;
	return game_play_steps(g, s, mv->nsteps, NULL, NULL, NULL);
}

void gametree_game_root(const struct gametree *t, struct game *g)
{
	if (t->from_position) {
		if (game_init_position(g, &t->start, t->start_number) != 0)
			xmalloc_fail();
	} else {
		game_init(g);
	}
	g->old_rules = t->old_rules;
}

int gametree_game(const struct gametree *t, gametree_id id, struct game *g)
{
	size_t depth = gametree_depth(t, id);
	gametree_id *path = xreallocarray(NULL, depth + 1, sizeof *path);
	size_t k = depth;
	for (gametree_id a = id; a != GAMETREE_ROOT; a = t->nodes[a].parent)
		path[--k] = a;
	gametree_game_root(t, g);
	int r = 0;
	for (size_t i = 0; i < depth; i++) {
		struct gametree_move mv;
		gametree_move_get(t, path[i], &mv);
		enum game_outcome o = gametree_play(g, &mv);
		if (o == GAME_NO_MEMORY)
			xmalloc_fail();
		if (o != GAME_PLAYED) {
			r = -1;
			break;
		}
	}
	free(path);
	return r;
}
