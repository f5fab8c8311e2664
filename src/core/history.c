/* history.c: an open-addressed table from position to occurrence count,
 * probed by hash and confirmed on the exact position. */
#include "config.h"
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "core/history.h"

void history_init(struct history *h)
{
	memset(h, 0, sizeof *h);
}

void history_free(struct history *h)
{
	free(h->slots);
	for (size_t i = 0; i < h->nblocks; i++) {
		free(h->boards[i]);
		free(h->counts[i]);
	}
	free(h->boards);
	free(h->counts);
	history_init(h);
}

/* The board numbered i (from 0). */
static struct history_board *history_board_at(const struct history *h, size_t i)
{
	return &h->boards[i >> HISTORY_BLOCK_BITS][i & (HISTORY_BLOCK - 1)];
}

/* The count of the board numbered i. */
static uint32_t *history_count_at(const struct history *h, size_t i)
{
	return &h->counts[i >> HISTORY_BLOCK_BITS][i & (HISTORY_BLOCK - 1)];
}

/* The board of an exact form. */
static void history_board_of(const struct position_exact *e, struct history_board *b)
{
	b->gold = e->gold;
	for (int i = 0; i < 3; i++)
		b->plane[i] = e->plane[i];
}

static bool history_board_equal(const struct history_board *a, const struct history_board *b)
{
	return a->gold == b->gold && a->plane[0] == b->plane[0] && a->plane[1] == b->plane[1] &&
	       a->plane[2] == b->plane[2];
}

/* The high half of a hash, which a slot keeps and is placed by. */
static uint32_t history_tag(uint64_t hash)
{
	return (uint32_t)(hash >> 32);
}

/* The slot of (tag, b): the one holding it, or the free slot where it would go. */
static size_t history_slot(const struct history *h, uint32_t tag, const struct history_board *b)
{
	size_t mask = h->cap - 1;
	size_t i = (size_t)(tag ^ (tag >> 13) * 0x9e3779b1u) & mask;
	while (h->slots[i].entry != 0 &&
	       !(h->slots[i].tag == tag && history_board_equal(history_board_at(h, h->slots[i].entry - 1), b)))
		i = (i + 1) & mask;
	return i;
}

static int history_grow(struct history *h)
{
	size_t cap = h->cap ? h->cap * 2 : 64;
	/* a place in the table from 32 bits of the hash */
	if (cap > (size_t)UINT32_MAX + 1)
		return -1;
	struct history_slot *slots = calloc(cap, sizeof *slots);
	if (!slots)
		return -1;
	struct history old = *h;
	h->slots = slots;
	h->cap = cap;
	for (size_t i = 0; i < old.cap; i++)
		if (old.slots[i].entry != 0)
			h->slots[history_slot(h, old.slots[i].tag, history_board_at(h, old.slots[i].entry - 1))] =
				old.slots[i];
	free(old.slots);
	return 0;
}

/* Makes room for one more board and count: the first block grows by half
 * its size, up to HISTORY_BLOCK; after it, a new block is made whole when
 * the last is full. Returns 0 or -1 (nothing changed that matters). */
static int history_grow_boards(struct history *h)
{
	if (h->used >= UINT32_MAX - 1)
		return -1;
	if (h->used < HISTORY_BLOCK) {
		size_t ncap = h->first_cap ? h->first_cap + h->first_cap / 2 : 64;
		if (ncap > HISTORY_BLOCK)
			ncap = HISTORY_BLOCK;
		if (h->nblocks == 0) {
			h->boards = calloc(1, sizeof *h->boards);
			h->counts = calloc(1, sizeof *h->counts);
			if (!h->boards || !h->counts)
				return -1;
			h->nblocks = 1;
		}
		struct history_board *b = realloc(h->boards[0], ncap * sizeof *b);
		if (!b)
			return -1;
		h->boards[0] = b;
		uint32_t *c = realloc(h->counts[0], ncap * sizeof *c);
		if (!c)
			return -1; /* the boards' room grew; first_cap stays, as the counts' */
		h->counts[0] = c;
		h->first_cap = ncap;
		return 0;
	}
	size_t n = h->nblocks;
	if ((n & (n - 1)) == 0) {
		/* the lists of blocks double at 1, 2, 4, ... blocks */
		struct history_board **bl = realloc(h->boards, 2 * n * sizeof *bl);
		if (!bl)
			return -1;
		h->boards = bl;
		uint32_t **cl = realloc(h->counts, 2 * n * sizeof *cl);
		if (!cl)
			return -1;
		h->counts = cl;
	}
	struct history_board *b = malloc(HISTORY_BLOCK * sizeof *b);
	uint32_t *c = malloc(HISTORY_BLOCK * sizeof *c);
	if (!b || !c) {
		free(b);
		free(c);
		return -1;
	}
	h->boards[n] = b;
	h->counts[n] = c;
	h->nblocks = n + 1;
	return 0;
}

/* Whether the board numbered used has no room yet. */
static bool history_full(const struct history *h)
{
	return h->used < HISTORY_BLOCK ? h->used == h->first_cap : h->used >> HISTORY_BLOCK_BITS == h->nblocks;
}

int history_add(struct history *h, const struct position *pos)
{
	struct position_exact e;
	struct history_board b;
	position_exact(pos, &e);
	history_board_of(&e, &b);
	/* a board alike with the other side to move has another tag */
	assert(history_tag(position_zobrist_side()) != 0);
	/* at most three quarters full: linear probing stays short */
	if ((h->used + 1) * 4 > h->cap * 3 && history_grow(h) < 0)
		return -1;
	if (history_full(h) && history_grow_boards(h) < 0)
		return -1;
	uint32_t tag = history_tag(pos->hash);
	struct history_slot *s = &h->slots[history_slot(h, tag, &b)];
	if (s->entry == 0) {
		*history_board_at(h, h->used) = b;
		*history_count_at(h, h->used) = 0;
		s->entry = (uint32_t)(h->used + 1);
		s->tag = tag;
		h->used++;
	}
	(*history_count_at(h, s->entry - 1))++;
	return 0;
}

void history_remove(struct history *h, const struct position *pos)
{
	struct position_exact e;
	struct history_board b;
	if (h->cap == 0)
		return;
	position_exact(pos, &e);
	history_board_of(&e, &b);
	struct history_slot *s = &h->slots[history_slot(h, history_tag(pos->hash), &b)];
	uint32_t *count = s->entry != 0 ? history_count_at(h, s->entry - 1) : NULL;
	assert(count && *count > 0); /* only what was added is taken back */
	if (count && *count > 0)
		(*count)--; /* the slot stays, with count 0, so probing chains are kept */
}

int history_count_exact(const struct history *h, uint64_t hash, const struct position_exact *e)
{
	struct history_board b;
	if (h->cap == 0)
		return 0;
	history_board_of(e, &b);
	const struct history_slot *s = &h->slots[history_slot(h, history_tag(hash), &b)];
	return s->entry != 0 ? (int)*history_count_at(h, s->entry - 1) : 0;
}

int history_count(const struct history *h, const struct position *pos)
{
	struct position_exact e;
	position_exact(pos, &e);
	return history_count_exact(h, pos->hash, &e);
}
