/* gametree.c: the game tree: an arena of nodes linked to parent, first
 * child and siblings, an index of (parent, move) to find a child that
 * plays a move already, and the annotations on each node. It sits in the
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

static void gametree_node_init(struct gametree_node *n)
{
	memset(n, 0, sizeof *n);
	n->parent = n->first = n->next = n->prev = n->last = GAMETREE_NONE;
	n->clk = n->emt = -1;
}

void gametree_init(struct gametree *t)
{
	memset(t, 0, sizeof *t);
	t->cap = 1;
	t->nodes = xreallocarray(NULL, t->cap, sizeof *t->nodes);
	gametree_node_init(&t->nodes[0]);
	position_clear(&t->start, GOLD);
	t->nodes[0].hash = t->start.hash;
	position_exact(&t->start, &t->nodes[0].exact);
	t->nnodes = 1;
	t->live = 1;
	t->start_number = 1;
}

void gametree_init_position(struct gametree *t, const struct position *pos, int number)
{
	gametree_init(t);
	t->start = *pos;
	t->nodes[0].hash = pos->hash;
	position_exact(pos, &t->nodes[0].exact);
	t->from_position = true;
	t->start_number = number;
}

/* Frees what one node owns. */
static void gametree_node_free(struct gametree_node *n)
{
	free(n->comment);
	free(n->intro);
	free(n->marks);
	n->comment = n->intro = NULL;
	n->marks = NULL;
	n->nmarks = 0;
}

void gametree_free(struct gametree *t)
{
	for (size_t i = 0; i < t->nnodes; i++)
		gametree_node_free(&t->nodes[i]);
	for (size_t i = 0; i < t->ntags; i++) {
		free(t->tags[i].name);
		free(t->tags[i].value);
	}
	free(t->tags);
	free(t->nodes);
	free(t->index);
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

/* The index key of a move from a parent: setups by the position they
 * make (any order of placements is one setup), turns by their steps. */
static uint64_t gametree_key(gametree_id parent, const struct gametree_move *mv, uint64_t after)
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
	const struct gametree_node *n = &t->nodes[id];
	return gametree_key(n->parent, &n->move, n->hash);
}

/* Grows (or cleans of tombstones) the index so that one more entry fits
 * with the table at most half full. */
static void gametree_index_room(struct gametree *t)
{
	if (t->index_cap && (t->index_used + 1) * 2 <= t->index_cap)
		return;
	size_t cap = t->index_cap ? t->index_cap : 64;
	while (cap < (t->live + 1) * 4)
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

/* The child of parent that plays mv, or GAMETREE_NONE. */
static gametree_id gametree_find(const struct gametree *t, gametree_id parent, const struct gametree_move *mv,
				 const struct position *after)
{
	if (!t->index_cap)
		return GAMETREE_NONE;
	size_t mask = t->index_cap - 1;
	uint64_t k = gametree_key(parent, mv, after->hash);
	for (size_t i = (size_t)k & mask;; i = (i + 1) & mask) {
		gametree_id id = t->index[i];
		if (id == GAMETREE_NONE)
			return GAMETREE_NONE;
		if (id != GAMETREE_TOMB && t->nodes[id].parent == parent &&
		    gametree_move_equal(&t->nodes[id].move, mv))
			return id;
	}
}

/* Removes node id from the index. */
static void gametree_index_remove(struct gametree *t, gametree_id id)
{
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
	gametree_id found = gametree_find(t, parent, mv, after);
	if (found != GAMETREE_NONE)
		return found;
	if (t->nnodes >= GAMETREE_MAX_NODES)
		xmalloc_fail();
	if (t->nnodes == t->cap) {
		t->cap *= 2;
		t->nodes = xreallocarray(t->nodes, t->cap, sizeof *t->nodes);
	}
	gametree_id id = (gametree_id)t->nnodes++;
	struct gametree_node *n = &t->nodes[id];
	gametree_node_init(n);
	n->parent = parent;
	n->move = *mv;
	n->hash = after->hash;
	position_exact(after, &n->exact);
	gametree_id last = t->nodes[parent].last;
	if (last == GAMETREE_NONE) {
		t->nodes[parent].first = id;
	} else {
		t->nodes[last].next = id;
		n->prev = last;
	}
	t->nodes[parent].last = id;
	t->live++;
	gametree_index_room(t);
	gametree_index_put(t, id, gametree_node_key(t, id));
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
		gametree_node_free(&t->nodes[c]);
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

int gametree_repetitions(const struct gametree *t, gametree_id id)
{
	const struct gametree_node *p = &t->nodes[id];
	int count = 0;
	for (gametree_id a = id; a != GAMETREE_NONE; a = t->nodes[a].parent) {
		const struct gametree_node *q = &t->nodes[a];
		if (q->hash == p->hash && gametree_counts(t, a) && position_exact_equal(&p->exact, &q->exact))
			count++;
	}
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
	gametree_set_text(&t->nodes[id].comment, text, len);
	t->nodes[id].comment_len = t->nodes[id].comment ? len : 0;
	t->nodes[id].comment_cap = t->nodes[id].comment ? len + 1 : 0;
}

void gametree_append_comment(struct gametree *t, gametree_id id, const char *text, size_t len)
{
	struct gametree_node *n = &t->nodes[id];
	if (!len)
		return;
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
	gametree_set_text(&t->nodes[id].intro, text, len);
}

bool gametree_add_nag(struct gametree *t, gametree_id id, int nag)
{
	struct gametree_node *n = &t->nodes[id];
	if (nag <= 0 || nag > 255)
		return false;
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
	t->nodes[id].nnags = 0;
}

void gametree_add_mark(struct gametree *t, gametree_id id, const struct gametree_mark *m)
{
	struct gametree_node *n = &t->nodes[id];
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
		if ((t->ntags & (t->ntags - 1)) == 0)   /* 0, 1, 2, 4, ...: grow by doubling */
			t->tags = xreallocarray(t->tags, t->ntags ? t->ntags * 2 : 1, sizeof *t->tags);
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
		if (n->next != GAMETREE_NONE || n->comment || n->intro || n->nnags > 0 || n->clk >= 0 ||
		    n->has_eval || n->nmarks > 0)
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

int gametree_game(const struct gametree *t, gametree_id id, struct game *g)
{
	size_t depth = gametree_depth(t, id);
	gametree_id *path = xreallocarray(NULL, depth + 1, sizeof *path);
	size_t k = depth;
	for (gametree_id a = id; a != GAMETREE_ROOT; a = t->nodes[a].parent)
		path[--k] = a;
	if (t->from_position) {
		if (game_init_position(g, &t->start, t->start_number) != 0)
			xmalloc_fail();
	} else {
		game_init(g);
	}
	g->old_rules = t->old_rules;
	int r = 0;
	for (size_t i = 0; i < depth; i++) {
		enum game_outcome o = gametree_play(g, &t->nodes[path[i]].move);
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
