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
	free(h->exact);
	free(h->counts);
	history_init(h);
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
	       !(h->slots[i].tag == tag && history_board_equal(&h->exact[h->slots[i].entry - 1], b)))
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
			h->slots[history_slot(h, old.slots[i].tag, &h->exact[old.slots[i].entry - 1])] = old.slots[i];
	free(old.slots);
	return 0;
}

/* Makes room for one more board and count. Returns 0 or -1. */
static int history_grow_exact(struct history *h)
{
	if (h->used >= UINT32_MAX - 1)
		return -1;
	size_t ncap = h->exact_cap ? h->exact_cap + h->exact_cap / 2 : 64;
	struct history_board *x = realloc(h->exact, ncap * sizeof *x);
	if (!x)
		return -1;
	h->exact = x;
	uint32_t *c = realloc(h->counts, ncap * sizeof *c);
	if (!c)
		return -1; /* the boards' room grew; exact_cap stays, as the counts' */
	h->counts = c;
	h->exact_cap = ncap;
	return 0;
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
	if (h->used == h->exact_cap && history_grow_exact(h) < 0)
		return -1;
	uint32_t tag = history_tag(pos->hash);
	struct history_slot *s = &h->slots[history_slot(h, tag, &b)];
	if (s->entry == 0) {
		h->exact[h->used] = b;
		h->counts[h->used] = 0;
		s->entry = (uint32_t)(h->used + 1);
		s->tag = tag;
		h->used++;
	}
	h->counts[s->entry - 1]++;
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
	assert(s->entry != 0 && h->counts[s->entry - 1] > 0); /* only what was added is taken back */
	if (s->entry != 0 && h->counts[s->entry - 1] > 0)
		h->counts[s->entry - 1]--; /* the slot stays, with count 0, so probing chains are kept */
}

int history_count_exact(const struct history *h, uint64_t hash, const struct position_exact *e)
{
	struct history_board b;
	if (h->cap == 0)
		return 0;
	history_board_of(e, &b);
	const struct history_slot *s = &h->slots[history_slot(h, history_tag(hash), &b)];
	return s->entry != 0 ? (int)h->counts[s->entry - 1] : 0;
}

int history_count(const struct history *h, const struct position *pos)
{
	struct position_exact e;
	position_exact(pos, &e);
	return history_count_exact(h, pos->hash, &e);
}
