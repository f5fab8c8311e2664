/* history.c: an open-addressed table from position hash to occurrence count. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "core/history.h"

void history_init(struct history *h)
{
	memset(h, 0, sizeof *h);
}

void history_free(struct history *h)
{
	free(h->keys);
	free(h->counts);
	history_init(h);
}

/* Key 0 marks a free slot, so a real hash of 0 is stored as 1. */
static uint64_t history_key(uint64_t key)
{
	return key ? key : 1;
}

static size_t history_slot(const struct history *h, uint64_t key)
{
	size_t mask = h->cap - 1;
	size_t i = (size_t)(key ^ (key >> 29)) & mask;
	while (h->keys[i] != 0 && h->keys[i] != key)
		i = (i + 1) & mask;
	return i;
}

static int history_grow(struct history *h)
{
	size_t cap = h->cap ? h->cap * 2 : 64;
	uint64_t *keys = calloc(cap, sizeof *keys);
	uint32_t *counts = calloc(cap, sizeof *counts);
	if (!keys || !counts) {
		free(keys);
		free(counts);
		return -1;
	}
	struct history old = *h;
	h->keys = keys;
	h->counts = counts;
	h->cap = cap;
	for (size_t i = 0; i < old.cap; i++) {
		if (old.keys[i] == 0)
			continue;
		size_t j = history_slot(h, old.keys[i]);
		h->keys[j] = old.keys[i];
		h->counts[j] = old.counts[i];
	}
	free(old.keys);
	free(old.counts);
	return 0;
}

int history_add(struct history *h, uint64_t key)
{
	key = history_key(key);
	if ((h->used + 1) * 2 > h->cap && history_grow(h) < 0)
		return -1;
	size_t i = history_slot(h, key);
	if (h->keys[i] == 0) {
		h->keys[i] = key;
		h->used++;
	}
	h->counts[i]++;
	return 0;
}

void history_remove(struct history *h, uint64_t key)
{
	key = history_key(key);
	if (h->cap == 0)
		return;
	size_t i = history_slot(h, key);
	if (h->keys[i] == key && h->counts[i] > 0)
		h->counts[i]--; /* the slot stays, with count 0, so probing chains are kept */
}

int history_count(const struct history *h, uint64_t key)
{
	key = history_key(key);
	if (h->cap == 0)
		return 0;
	size_t i = history_slot(h, key);
	return h->keys[i] == key ? (int)h->counts[i] : 0;
}

int history_copy(struct history *dst, const struct history *src)
{
	history_free(dst);
	if (src->cap == 0)
		return 0;
	dst->keys = malloc(src->cap * sizeof *dst->keys);
	dst->counts = malloc(src->cap * sizeof *dst->counts);
	if (!dst->keys || !dst->counts) {
		history_free(dst);
		return -1;
	}
	memcpy(dst->keys, src->keys, src->cap * sizeof *dst->keys);
	memcpy(dst->counts, src->counts, src->cap * sizeof *dst->counts);
	dst->cap = src->cap;
	dst->used = src->used;
	return 0;
}
