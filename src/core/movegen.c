/* movegen.c: every distinct legal turn from a position. A depth-first
 * search over single steps (pushes and pulls as pairs of steps) that
 * skips a state (board, steps used, open push or pull) it has already
 * searched with as many steps left, and collects the distinct resulting
 * boards. A board is stored exactly, in four bitboards (Gold's pieces and
 * the three bits of each square's kind code 1..6, 0 for empty), so the
 * counts never rest on a hash being free of collisions. */
#include "config.h"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#ifdef HAVE_SYS_MMAN_H
#include <sys/mman.h>
#endif
#include "core/movegen.h"

/* A state of the search: the board as bitboards, its hash (mover to move),
 * what the next step may do, and the steps that led here. */
struct mg_node {
	bitboard kind[KIND_NB];
	bitboard color[COLOR_NB];
	uint64_t hash;
	uint8_t push_sq, push_kind, pull_sq, pull_kind;
	struct step steps[TURN_MAX_STEPS];
};

/* A table entry: a board as four bit-planes, and for the visited table
 * the open push or pull and the fewest steps used. */
struct mg_slot {
	bitboard gold;
	bitboard plane[3]; /* bit i of (kind + 1) for every occupied square */
	uint32_t meta;     /* the open push or pull; bits 24-26 steps used; bit 31: in use */
	uint32_t hash;     /* low half of the board's Zobrist hash: where it goes in the table */
};

enum { MG_IN_USE = 1u << 31, MG_USED_SHIFT = 24, MG_USED_MASK = 7u << 24 };

struct mg_table {
	struct mg_slot *slots;
	size_t cap;        /* power of two */
	size_t n;
	uint32_t *filled;  /* the slots in use (at most cap / 2), so a reset clears only those */
};

/* A leaf of the search waiting to be added to the results. */
struct mg_leaf {
	struct mg_slot key;
	uint64_t hash;
	struct step steps[TURN_MAX_STEPS];
};

/* A child of an inner node, waiting for its visited-table probe. */
struct mg_kid {
	struct mg_node node;
	struct mg_slot key;
};

/* Every child of a node is one piece stepping to an empty square beside it
 * (its own step, a pull or the start of a push, never two of these for one
 * pair), or one of at most four pushers: the board has 112 pairs of
 * adjacent squares, so even a diagram crowded with pieces stays under 128. */
enum { MG_BATCH = 512, MG_KIDS = 128 };

struct movegen {
	uint64_t z[PIECE_NB][SQUARE_NB];
	uint64_t zside;
	struct mg_table visited, results;
	struct movegen_turn *turns;  /* one per result, when listing */
	size_t tcap;
	struct mg_leaf batch[MG_BATCH];
	int nbatch;
	struct mg_kid kids[TURN_MAX_STEPS][MG_KIDS]; /* by the depth of the children */
	int nkids[TURN_MAX_STEPS];
	/* per call */
	enum color side;
	struct mg_slot start;
	const struct history *history;
	bool listing, first_only, stop, nomem, repeated;
};

static void mg_table_free(struct mg_table *t)
{
	free(t->slots);
	free(t->filled);
	memset(t, 0, sizeof *t);
}

/* Empties a table for a new search, clearing only the slots in use. */
static void mg_table_reset(struct mg_table *t)
{
	for (size_t i = 0; i < t->n; i++)
		t->slots[t->filled[i]].meta = 0;
	t->n = 0;
}

/* Zeroed memory for a table's slots. Large tables are probed at random, so
 * they ask for huge pages where the system offers them (fewer TLB misses). */
static struct mg_slot *mg_table_alloc(size_t cap)
{
	size_t size = cap * sizeof(struct mg_slot);
	void *p = NULL;
	const size_t huge = (size_t)2 << 20;
	if (size < huge || posix_memalign(&p, huge, size) != 0)
		return calloc(cap, sizeof(struct mg_slot));
#if defined(HAVE_SYS_MMAN_H) && defined(MADV_HUGEPAGE)
	madvise(p, size, MADV_HUGEPAGE);
#endif
	memset(p, 0, size);
	return p;
}

static bool mg_table_grow(struct mg_table *t)
{
	size_t cap = t->cap ? t->cap * 2 : 4096;
	struct mg_slot *slots = mg_table_alloc(cap);
	uint32_t *filled = malloc(cap / 2 * sizeof *filled);
	if (!slots || !filled) {
		free(slots);
		free(filled);
		return false;
	}
	for (size_t i = 0; i < t->n; i++) {
		const struct mg_slot *s = &t->slots[t->filled[i]];
		size_t j = (size_t)s->hash & (cap - 1);
		while (slots[j].meta)
			j = (j + 1) & (cap - 1);
		slots[j] = *s;
		filled[i] = (uint32_t)j;
	}
	free(t->slots);
	free(t->filled);
	t->slots = slots;
	t->filled = filled;
	t->cap = cap;
	return true;
}

/* Looks up the board `key` with meta. Returns its slot if present; else adds
 * it (with *added set) and returns it; NULL if memory ran out. */
static struct mg_slot *mg_table_find(struct mg_table *t, const struct mg_slot *key, bool *added)
{
	if ((t->n + 1) * 2 > t->cap && !mg_table_grow(t))
		return NULL;
	size_t mask = t->cap - 1;
	size_t i = (size_t)key->hash & mask;
	*added = false;
	while (t->slots[i].meta) {
		struct mg_slot *s = &t->slots[i];
		if (s->gold == key->gold && s->plane[0] == key->plane[0] && s->plane[1] == key->plane[1] &&
		    s->plane[2] == key->plane[2] && (s->meta & ~MG_USED_MASK) == key->meta)
			return s;
		i = (i + 1) & mask;
	}
	struct mg_slot *s = &t->slots[i];
	*s = *key;
	t->filled[t->n++] = (uint32_t)i;
	*added = true;
	return s;
}

struct movegen *movegen_new(void)
{
	struct movegen *mg = calloc(1, sizeof *mg);
	if (!mg)
		return NULL;
	for (int p = 1; p < PIECE_NB; p++)
		for (int sq = 0; sq < SQUARE_NB; sq++)
			mg->z[p][sq] = position_zobrist(p, sq);
	mg->zside = position_zobrist_side();
	return mg;
}

void movegen_free(struct movegen *mg)
{
	if (!mg)
		return;
	mg_table_free(&mg->visited);
	mg_table_free(&mg->results);
	free(mg->turns);
	free(mg);
}

static inline void mg_move(const struct movegen *mg, struct mg_node *n, int c, int k, int from, int to)
{
	bitboard b = bb_square(from) | bb_square(to);
	n->kind[k] ^= b;
	n->color[c] ^= b;
	int p = 1 + c * KIND_NB + k;
	n->hash ^= mg->z[p][from] ^ mg->z[p][to];
}

static inline int mg_kind_at(const struct mg_node *n, bitboard b)
{
	int k = 0;
	while (!(n->kind[k] & b))
		k++;
	return k;
}

/* Removes the pieces left alone on traps. */
static inline void mg_captures(const struct movegen *mg, struct mg_node *n)
{
	for (int c = 0; c < COLOR_NB; c++) {
		bitboard dead = n->color[c] & BB_TRAPS;
		if (!dead)
			continue;
		dead &= ~bb_neighbors(n->color[c]);
		while (dead) {
			int sq = bb_first(dead);
			bitboard b = bb_square(sq);
			dead &= dead - 1;
			int k = mg_kind_at(n, b);
			n->kind[k] &= ~b;
			n->color[c] &= ~b;
			n->hash ^= mg->z[1 + c * KIND_NB + k][sq];
		}
	}
}

/* The exact key of a board. */
static inline void mg_key(const struct mg_node *n, uint32_t meta, uint64_t hash, struct mg_slot *key)
{
	struct position_exact e;
	position_exact_of(n->kind, n->color[GOLD], GOLD, &e);
	key->gold = e.gold;
	memcpy(key->plane, e.plane, sizeof key->plane);
	key->meta = meta | MG_IN_USE;
	key->hash = (uint32_t)(hash ^ (hash >> 32));
}

/* Adds a finished turn's board to the results (unless unchanged or a third repetition). */
static void mg_result(struct movegen *mg, const struct mg_slot *key, uint64_t hash,
		      const struct step *steps, int used)
{
	if (key->gold == mg->start.gold && key->plane[0] == mg->start.plane[0] &&
	    key->plane[1] == mg->start.plane[1] && key->plane[2] == mg->start.plane[2])
		return; /* the board is unchanged */
	uint64_t after = hash ^ mg->zside;
	struct position_exact exact = { key->gold, { key->plane[0], key->plane[1], key->plane[2] },
					(uint64_t)color_other(mg->side) };
	if (mg->history && history_count_exact(mg->history, after, &exact) >= 2) {
		mg->repeated = true;
		return;
	}
	if (mg->first_only) {
		mg->stop = true;
		return;
	}
	bool added;
	struct mg_slot *e = mg_table_find(&mg->results, key, &added);
	if (!e) {
		mg->nomem = mg->stop = true;
		return;
	}
	if (!added || !mg->listing)
		return;
	size_t i = mg->results.n - 1;
	if (i >= mg->tcap) {
		size_t cap = mg->tcap ? mg->tcap * 2 : 2048;
		struct movegen_turn *t = realloc(mg->turns, cap * sizeof *t);
		if (!t) {
			mg->nomem = mg->stop = true;
			return;
		}
		mg->turns = t;
		mg->tcap = cap;
	}
	memcpy(mg->turns[i].steps, steps, sizeof mg->turns[i].steps);
	mg->turns[i].nsteps = used;
	mg->turns[i].hash = after;
}

/* Adds the batched leaves, prefetching their slots first. */
static void mg_flush(struct movegen *mg)
{
	struct mg_table *t = &mg->results;
	if (t->cap && !mg->first_only)
		for (int i = 0; i < mg->nbatch; i++)
			__builtin_prefetch(&t->slots[(size_t)mg->batch[i].key.hash & (t->cap - 1)]);
	for (int i = 0; i < mg->nbatch && !mg->stop; i++)
		mg_result(mg, &mg->batch[i].key, mg->batch[i].hash, mg->batch[i].steps, TURN_MAX_STEPS);
	mg->nbatch = 0;
}

/* Takes one step of piece (c, k) from `from` to `to` from node n into a child and searches on. */
static void mg_child(struct movegen *mg, const struct mg_node *n, int used, int c, int k, int from, int to,
		     uint8_t push_sq, uint8_t push_kind, uint8_t pull_sq, uint8_t pull_kind)
{
	if (used == TURN_MAX_STEPS - 1) {
		struct mg_node leaf;
		memcpy(leaf.kind, n->kind, sizeof leaf.kind);
		memcpy(leaf.color, n->color, sizeof leaf.color);
		leaf.hash = n->hash;
		mg_move(mg, &leaf, c, k, from, to);
		mg_captures(mg, &leaf);
		if (mg->nbatch == MG_BATCH)
			mg_flush(mg);
		struct mg_leaf *l = &mg->batch[mg->nbatch++];
		mg_key(&leaf, 0, leaf.hash ^ mg->zside, &l->key);
		l->hash = leaf.hash;
		if (mg->listing) {
			memcpy(l->steps, n->steps, sizeof l->steps);
			l->steps[used].piece = (uint8_t)(1 + c * KIND_NB + k);
			l->steps[used].from = (uint8_t)from;
			l->steps[used].to = (uint8_t)to;
		}
		return;
	}
	assert(mg->nkids[used] < MG_KIDS);
	struct mg_node *child = &mg->kids[used][mg->nkids[used]++].node;
	*child = *n;
	mg_move(mg, child, c, k, from, to);
	mg_captures(mg, child);
	child->push_sq = push_sq;
	child->push_kind = push_kind;
	child->pull_sq = pull_sq;
	child->pull_kind = pull_kind;
	child->steps[used].piece = (uint8_t)(1 + c * KIND_NB + k);
	child->steps[used].from = (uint8_t)from;
	child->steps[used].to = (uint8_t)to;
}

static void mg_expand(struct movegen *mg, const struct mg_node *n, int used)
{
	int c = (int)mg->side, e = 1 - c;
	bitboard friends = n->color[c], enemies = n->color[e];
	bitboard empty = ~(friends | enemies);
	bitboard friend_adj = bb_neighbors(friends);
	bitboard stronger_enemy = 0;
	bitboard unfrozen[KIND_NB];
	for (int k = ELEPHANT; k >= RABBIT; k--) {
		bitboard mine = n->kind[k] & friends;
		unfrozen[k] = mine & ~(bb_neighbors(stronger_enemy) & ~friend_adj);
		stronger_enemy |= n->kind[k] & enemies;
	}

	if (n->push_sq != SQUARE_NONE) {
		bitboard around = bb_neighbors(bb_square(n->push_sq));
		for (int k = n->push_kind + 1; k < KIND_NB; k++) {
			bitboard pushers = unfrozen[k] & around;
			while (pushers) {
				int from = bb_first(pushers);
				pushers &= pushers - 1;
				mg_child(mg, n, used, c, k, from, n->push_sq,
					 SQUARE_NONE, 0, SQUARE_NONE, 0);
			}
		}
		return;
	}

	/* Ordinary steps of the mover's unfrozen pieces. */
	bitboard weaker_enemy = 0; /* enemy pieces weaker than kind k */
	for (int k = RABBIT; k < KIND_NB; k++) {
		bitboard movers = unfrozen[k];
		while (movers) {
			int from = bb_first(movers);
			movers &= movers - 1;
			/* A pull is possible after this step only if a weaker enemy piece is beside `from`. */
			bool pull = used < TURN_MAX_STEPS - 1 &&
				    (bb_neighbors(bb_square(from)) & weaker_enemy);
			for (int d = 0; d < DIR_NB; d++) {
				if (k == RABBIT && d == (c == GOLD ? DIR_S : DIR_N))
					continue;
				int to = square_step(from, (enum dir)d);
				if (to < 0 || !(empty & bb_square(to)))
					continue;
				mg_child(mg, n, used, c, k, from, to, SQUARE_NONE, 0,
					 pull ? (uint8_t)from : SQUARE_NONE, pull ? (uint8_t)k : 0);
			}
		}
		weaker_enemy |= n->kind[k] & enemies;
	}

	/* Pulls: a weaker enemy piece beside the square the last step left moves into it. */
	if (n->pull_sq != SQUARE_NONE) {
		bitboard around = bb_neighbors(bb_square(n->pull_sq));
		for (int k = RABBIT; k < n->pull_kind; k++) {
			bitboard pulled = n->kind[k] & enemies & around;
			while (pulled) {
				int from = bb_first(pulled);
				pulled &= pulled - 1;
				mg_child(mg, n, used, e, k, from, n->pull_sq,
					 SQUARE_NONE, 0, SQUARE_NONE, 0);
			}
		}
	}

	/* Pushes: an enemy piece beside a stronger unfrozen piece of ours steps
	 * aside, and the next step must fill its square. */
	if (used > TURN_MAX_STEPS - 2)
		return;
	bitboard stronger_mine = 0;
	for (int k = ELEPHANT; k >= RABBIT; k--) {
		bitboard victims = n->kind[k] & enemies & bb_neighbors(stronger_mine);
		while (victims) {
			int from = bb_first(victims);
			victims &= victims - 1;
			for (int d = 0; d < DIR_NB; d++) {
				int to = square_step(from, (enum dir)d);
				if (to < 0 || !(empty & bb_square(to)))
					continue;
				/* The same step as a pull leaves more choice; that child is searched above. */
				if (to == n->pull_sq && k < n->pull_kind)
					continue;
				mg_child(mg, n, used, e, k, from, to, (uint8_t)from, (uint8_t)k,
					 SQUARE_NONE, 0);
			}
		}
		stronger_mine |= unfrozen[k];
	}
}

/* Searches on from node n (after `used` steps, not yet searched with as many steps left). */
static void mg_visit(struct movegen *mg, const struct mg_node *n, int used)
{
	if (used > 0 && n->push_sq == SQUARE_NONE) {
		struct mg_slot key;
		mg_key(n, 0, n->hash ^ mg->zside, &key);
		mg_result(mg, &key, n->hash, n->steps, used);
	}
	if (mg->stop)
		return;
	mg->nkids[used] = 0;
	mg_expand(mg, n, used);
	if (used == TURN_MAX_STEPS - 1) {
		mg_flush(mg);
		return;
	}
	/* Probe the visited table for all children at once, then search the new ones. */
	struct mg_kid *kids = mg->kids[used];
	int nk = mg->nkids[used];
	struct mg_table *t = &mg->visited;
	for (int i = 0; i < nk; i++) {
		const struct mg_node *c = &kids[i].node;
		uint32_t meta = (uint32_t)c->push_sq | (uint32_t)(c->push_kind & 7) << 8 |
				(uint32_t)(c->pull_sq & 0x7f) << 11 | (uint32_t)c->pull_kind << 18;
		mg_key(c, meta, c->hash ^ ((uint64_t)meta * UINT64_C(0x9e3779b97f4a7c15)), &kids[i].key);
		if (t->cap)
			__builtin_prefetch(&t->slots[(size_t)kids[i].key.hash & (t->cap - 1)]);
	}
	/* A child met again deeper in a sibling's search is skipped there, and
	 * searched here with more steps left. */
	bool fresh[MG_KIDS];
	for (int i = 0; i < nk; i++) {
		bool added;
		struct mg_slot *e = mg_table_find(t, &kids[i].key, &added);
		if (!e) {
			mg->nomem = mg->stop = true;
			return;
		}
		uint32_t seen = (e->meta & MG_USED_MASK) >> MG_USED_SHIFT;
		fresh[i] = added || seen > (uint32_t)used + 1;
		if (fresh[i])
			e->meta = (e->meta & ~MG_USED_MASK) | (uint32_t)(used + 1) << MG_USED_SHIFT;
	}
	for (int i = 0; i < nk && !mg->stop; i++)
		if (fresh[i])
			mg_visit(mg, &kids[i].node, used + 1);
}

static void mg_search(struct movegen *mg, const struct position *pos, const struct history *h)
{
	struct mg_node root;
	memset(&root, 0, sizeof root);
	memcpy(root.kind, pos->kind_bb, sizeof root.kind);
	memcpy(root.color, pos->color_bb, sizeof root.color);
	root.hash = pos->hash;
	root.push_sq = root.pull_sq = SQUARE_NONE;
	mg_key(&root, 0, 0, &mg->start);
	mg->nbatch = 0;
	mg->side = pos->side;
	mg->history = h;
	mg->stop = mg->nomem = mg->repeated = false;
	mg_table_reset(&mg->visited);
	mg_table_reset(&mg->results);
	mg_visit(mg, &root, 0);
}

long movegen_count(struct movegen *mg, const struct position *pos, const struct history *h)
{
	mg->listing = mg->first_only = false;
	mg_search(mg, pos, h);
	return mg->nomem ? -1 : (long)mg->results.n;
}

long movegen_list(struct movegen *mg, const struct position *pos, const struct history *h,
		  const struct movegen_turn **out)
{
	mg->listing = true;
	mg->first_only = false;
	mg_search(mg, pos, h);
	*out = mg->turns;
	return mg->nomem ? -1 : (long)mg->results.n;
}

enum movegen_status movegen_status(struct movegen *mg, const struct position *pos,
				   const struct history *h)
{
	mg->listing = false;
	mg->first_only = true;
	mg_search(mg, pos, h);
	if (mg->nomem)
		return MOVEGEN_NO_MEMORY;
	if (mg->stop)
		return MOVEGEN_CAN_MOVE;
	return mg->repeated ? MOVEGEN_ONLY_REPETITIONS : MOVEGEN_IMMOBILIZED;
}
