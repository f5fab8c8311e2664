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

/* The slot of (hash, b): the one holding it, or the free slot where it would go. */
static size_t history_slot(const struct history *h, uint64_t hash, const struct history_board *b)
{
	size_t mask = h->cap - 1;
	size_t i = (size_t)(hash ^ (hash >> 29)) & mask;
	while (h->slots[i].entry != 0 &&
	       !(h->slots[i].hash == hash && history_board_equal(&h->exact[h->slots[i].entry - 1], b)))
		i = (i + 1) & mask;
	return i;
}

static int history_grow(struct history *h)
{
	size_t cap = h->cap ? h->cap * 2 : 64;
	struct history_slot *slots = calloc(cap, sizeof *slots);
	if (!slots)
		return -1;
	struct history old = *h;
	h->slots = slots;
	h->cap = cap;
	for (size_t i = 0; i < old.cap; i++)
		if (old.slots[i].entry != 0)
			h->slots[history_slot(h, old.slots[i].hash, &h->exact[old.slots[i].entry - 1])] = old.slots[i];
	free(old.slots);
	return 0;
}

int history_add(struct history *h, const struct position *pos)
{
	struct position_exact e;
	struct history_board b;
	position_exact(pos, &e);
	history_board_of(&e, &b);
	/* at most three quarters full: linear probing stays short */
	if ((h->used + 1) * 4 > h->cap * 3 && history_grow(h) < 0)
		return -1;
	if (h->used == h->exact_cap) {
		if (h->used >= UINT32_MAX - 1)
			return -1;
		size_t ncap = h->exact_cap ? h->exact_cap + h->exact_cap / 2 : 64;
		struct history_board *x = realloc(h->exact, ncap * sizeof *x);
		if (!x)
			return -1;
		h->exact = x;
		h->exact_cap = ncap;
	}
	struct history_slot *s = &h->slots[history_slot(h, pos->hash, &b)];
	if (s->entry == 0) {
		h->exact[h->used] = b;
		s->entry = (uint32_t)(h->used + 1);
		s->hash = pos->hash;
		h->used++;
	}
	s->count++;
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
	struct history_slot *s = &h->slots[history_slot(h, pos->hash, &b)];
	assert(s->entry != 0 && s->count > 0); /* only what was added is taken back */
	if (s->entry != 0 && s->count > 0)
		s->count--; /* the slot stays, with count 0, so probing chains are kept */
}

int history_count_exact(const struct history *h, uint64_t hash, const struct position_exact *e)
{
	struct history_board b;
	if (h->cap == 0)
		return 0;
	history_board_of(e, &b);
	const struct history_slot *s = &h->slots[history_slot(h, hash, &b)];
	return s->entry != 0 ? (int)s->count : 0;
}

int history_count(const struct history *h, const struct position *pos)
{
	struct position_exact e;
	position_exact(pos, &e);
	return history_count_exact(h, pos->hash, &e);
}
