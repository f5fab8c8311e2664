/* movetimes.c: the seconds each move took, written as a header, read back,
 * and taken from an archive row's events. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation/movetimes.h"
#include "notation/text.h"

/* The most seconds one move may say (about 31 years, as for time controls). */
static const long movetimes_max = 1000000000L;

char *movetimes_write(const struct game *g)
{
	struct text_grow w = { NULL, 0, 0 };
	bool timed = false;
	char num[24];
	for (size_t i = 0; i < g->nmoves; i++)
		if (g->moves[i].used >= 0)
			timed = true;
	if (!timed)
		return NULL;
	for (size_t i = 0; i < g->nmoves; i++) {
		long t = g->moves[i].used;
		if (i)
			text_grow_str(&w, " ");
		if (t < 0) {
			text_grow_str(&w, "-");
		} else {
			snprintf(num, sizeof num, "%ld", t);
			text_grow_str(&w, num);
		}
	}
	return w.s;
}

int movetimes_read(const char *value, struct game *g, char *why, size_t whysize)
{
	struct text_out o;
	text_out_init(&o, why, whysize);
	if (!value) {
		text_out_str(&o, "no move times");
		return -1;
	}
	/* First check the whole value, then set: a bad value changes nothing. */
	for (int pass = 0; pass < 2; pass++) {
		size_t k = 0;
		const char *p = value;
		for (;;) {
			while (*p == ' ' || *p == '\t')
				p++;
			if (!*p)
				break;
			long t = -1;
			const char *start = p;
			if (*p == '-') {
				p++;
			} else if (*p >= '0' && *p <= '9') {
				t = 0;
				while (*p >= '0' && *p <= '9') {
					t = t * 10 + (*p - '0');
					if (t > movetimes_max) {
						text_out_printf(&o, "move time %zu is too large", k + 1);
						return -1;
					}
					p++;
				}
			}
			if (p == start || (*p && *p != ' ' && *p != '\t')) {
				char q[24];
				text_quote(start, strcspn(start, " \t"), q, 16);
				text_out_printf(&o, "move time %zu, \"%s\", is not a number of seconds or \"-\"", k + 1, q);
				return -1;
			}
			if (pass == 1 && k < g->nmoves)
				g->moves[k].used = t;
			k++;
		}
	}
	return 0;
}

/* The first place in [p, end) where needle (n bytes, n > 0) starts, or NULL. */
static const char *movetimes_find(const char *p, const char *end, const char *needle, size_t n)
{
	while ((size_t)(end - p) >= n) {
		const char *c = memchr(p, needle[0], (size_t)(end - p) - n + 1);
		if (!c)
			return NULL;
		if (memcmp(c, needle, n) == 0)
			return c;
		p = c + 1;
	}
	return NULL;
}

/* Reads "<n><w|b|g|s>" at *p, advancing it: the move's number and side. */
static bool movetimes_label(const char **p, const char *end, long *number, enum color *side)
{
	const char *s = *p;
	long n = 0;
	if (s >= end || *s < '0' || *s > '9')
		return false;
	while (s < end && *s >= '0' && *s <= '9') {
		n = n * 10 + (*s - '0');
		if (n > 1000000)
			return false;
		s++;
	}
	if (s >= end)
		return false;
	if (*s == 'w' || *s == 'g')
		*side = GOLD;
	else if (*s == 'b' || *s == 's')
		*side = SILVER;
	else
		return false;
	*number = n;
	*p = s + 1;
	return true;
}

char *movetimes_from_events(const char *events, size_t len)
{
	static const char after[] = "] after ", used[] = ", move used:";
	struct text_grow w = { NULL, 0, 0 };
	const char *p = events, *end = events + len;
	long want_number = 1;
	enum color want_side = GOLD;
	bool any = false;
	char num[24];
	if (!events)
		return NULL;
	/* Each "after" entry in order must be the next move: 1w, 1b, 2w, ... */
	while (p < end) {
		const char *a = movetimes_find(p, end, after, sizeof after - 1);
		if (!a)
			break;
		p = a + sizeof after - 1;
		long number;
		enum color side;
		if (!movetimes_label(&p, end, &number, &side))
			continue;
		if ((size_t)(end - p) < sizeof used - 1 || memcmp(p, used, sizeof used - 1) != 0)
			continue;
		p += sizeof used - 1;
		long t = 0;
		const char *d = p;
		while (p < end && *p >= '0' && *p <= '9' && t <= movetimes_max) {
			t = t * 10 + (*p - '0');
			p++;
		}
		if (p == d || t > movetimes_max)
			break;
		if (number != want_number || side != want_side)
			break;
		if (any)
			text_grow_str(&w, " ");
		snprintf(num, sizeof num, "%ld", t);
		text_grow_str(&w, num);
		any = true;
		if (want_side == SILVER)
			want_number++;
		want_side = color_other(want_side);
	}
	if (!any) {
		free(w.s);
		return NULL;
	}
	return w.s;
}
