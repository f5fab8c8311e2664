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
	history_init(h);
}

/* The slot of (hash, e): the one holding it, or the free slot where it would go. */
static size_t history_slot(const struct history *h, uint64_t hash, const struct position_exact *e)
{
	size_t mask = h->cap - 1;
	size_t i = (size_t)(hash ^ (hash >> 29)) & mask;
	while (h->slots[i].used && !(h->slots[i].hash == hash && position_exact_equal(&h->slots[i].exact, e)))
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
		if (old.slots[i].used)
			h->slots[history_slot(h, old.slots[i].hash, &old.slots[i].exact)] = old.slots[i];
	free(old.slots);
	return 0;
}

int history_add(struct history *h, const struct position *pos)
{
	struct position_exact e;
	position_exact(pos, &e);
	if ((h->used + 1) * 2 > h->cap && history_grow(h) < 0)
		return -1;
	struct history_slot *s = &h->slots[history_slot(h, pos->hash, &e)];
	if (!s->used) {
		s->used = true;
		s->hash = pos->hash;
		s->exact = e;
		h->used++;
	}
	s->count++;
	return 0;
}

void history_remove(struct history *h, const struct position *pos)
{
	struct position_exact e;
	if (h->cap == 0)
		return;
	position_exact(pos, &e);
	struct history_slot *s = &h->slots[history_slot(h, pos->hash, &e)];
	assert(s->used && s->count > 0); /* only what was added is taken back */
	if (s->used && s->count > 0)
		s->count--; /* the slot stays, with count 0, so probing chains are kept */
}

int history_count_exact(const struct history *h, uint64_t hash, const struct position_exact *e)
{
	if (h->cap == 0)
		return 0;
	const struct history_slot *s = &h->slots[history_slot(h, hash, e)];
	return s->used ? (int)s->count : 0;
}

int history_count(const struct history *h, const struct position *pos)
{
	struct position_exact e;
	position_exact(pos, &e);
	return history_count_exact(h, pos->hash, &e);
}
