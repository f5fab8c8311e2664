/* setups.c: each player's last setup (see store/setups.h): read as
 * untrusted text, bounded and in one pass, written atomically. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "store/atomic.h"
#include "store/load.h"
#include "store/setups.h"
#include "util/cause.h"
#include "util/xmalloc.h"

/* Whether front and back hold the sixteen pieces of a setup. */
static bool setups_ranks_ok(const char *front, const char *back)
{
	static const char letters[] = "EMHDCR";
	static const int want[6] = { 1, 1, 2, 2, 2, 8 };
	int seen[6] = { 0 };
	if (strlen(front) != 8 || strlen(back) != 8)
		return false;
	for (int i = 0; i < 16; i++) {
		char c = i < 8 ? front[i] : back[i - 8];
		const char *k = c ? strchr(letters, c) : NULL;
		if (!k)
			return false;
		seen[k - letters]++;
	}
	return memcmp(seen, want, sizeof want) == 0;
}

/* Whether name can be kept: 1 to SETUPS_NAME_MAX - 1 bytes, no control
 * characters (a tab would end it). */
static bool setups_name_ok(const char *name, size_t n)
{
	if (n == 0 || n >= SETUPS_NAME_MAX)
		return false;
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)name[i] < 0x20 || name[i] == 0x7f)
			return false;
	return true;
}

int setups_parse(const char *text, size_t len, struct setups *s, int *line, char *why, size_t whysize)
{
	memset(s, 0, sizeof *s);
	*line = 0;
	if (len > SETUPS_MAX_SIZE) {
		snprintf(why, whysize, "larger than %d bytes", SETUPS_MAX_SIZE);
		return -1;
	}
	for (size_t at = 0; at < len;) {
		size_t end = at;
		while (end < len && text[end] != '\n')
			end++;
		size_t n = end - at;
		const char *l = text + at;
		++*line;
		at = end + 1;
		if (n > 0 && l[n - 1] == '\r')
			n--;
		if (n == 0 || l[0] == '#')
			continue;
		const char *tab = memchr(l, '\t', n);
		size_t nl = tab ? (size_t)(tab - l) : 0;
		/* "NAME<TAB>FRONT BACK": 8 + 1 + 8 after the tab */
		if (n > SETUPS_MAX_LINE || !tab || n - nl - 1 != 17 || tab[9] != ' ' || !setups_name_ok(l, nl)) {
			snprintf(why, whysize, "not a name, a tab and two ranks of eight pieces");
			memset(s, 0, sizeof *s);
			return -1;
		}
		if (s->n == SETUPS_MAX) {
			snprintf(why, whysize, "more than %d players", SETUPS_MAX);
			memset(s, 0, sizeof *s);
			return -1;
		}
		struct setups_entry *e = &s->e[s->n];
		memcpy(e->name, l, nl);
		e->name[nl] = '\0';
		memcpy(e->front, tab + 1, 8);
		memcpy(e->back, tab + 10, 8);
		e->front[8] = e->back[8] = '\0';
		if (!setups_ranks_ok(e->front, e->back)) {
			snprintf(why, whysize, "the two ranks do not hold the sixteen pieces of a setup");
			memset(s, 0, sizeof *s);
			return -1;
		}
		s->n++;
	}
	return 0;
}

size_t setups_format(const struct setups *s, char *out, size_t size)
{
	size_t n = 0;
	int w = snprintf(out, size, "# arimaa: each player's last setup (name, tab, front rank, back rank)\n");
	if (w > 0)
		n = (size_t)w;
	for (size_t i = 0; i < s->n && n < size; i++) {
		w = snprintf(out + n, size - n, "%s\t%s %s\n", s->e[i].name, s->e[i].front, s->e[i].back);
		if (w > 0)
			n += (size_t)w;
	}
	return n < size ? n : size - 1;
}

const struct setups_entry *setups_find(const struct setups *s, const char *name)
{
	for (size_t i = 0; i < s->n; i++)
		if (strcmp(s->e[i].name, name) == 0)
			return &s->e[i];
	return NULL;
}

bool setups_put(struct setups *s, const char *name, const char *front, const char *back)
{
	if (!setups_name_ok(name, strlen(name)) || !setups_ranks_ok(front, back))
		return false;
	const struct setups_entry *had = setups_find(s, name);
	size_t at = had ? (size_t)(had - s->e) : (s->n < SETUPS_MAX ? s->n : SETUPS_MAX - 1);
	if (had && at == 0 && strcmp(had->front, front) == 0 && strcmp(had->back, back) == 0)
		return false;
	/* the entries before its place move down one; it goes first */
	memmove(&s->e[1], &s->e[0], at * sizeof s->e[0]);
	if (!had && s->n < SETUPS_MAX)
		s->n++;
	snprintf(s->e[0].name, sizeof s->e[0].name, "%s", name);
	memcpy(s->e[0].front, front, 9);
	memcpy(s->e[0].back, back, 9);
	return true;
}

int setups_load(const char *path, struct setups *s, char **cause)
{
	char *text, why[160];
	size_t len;
	int line, r;
	memset(s, 0, sizeof *s);
	if ((r = load_read_small(path, SETUPS_MAX_SIZE, &text, &len, cause)) <= 0)
		return r;
	r = setups_parse(text, len, s, &line, why, sizeof why);
	free(text);
	if (r != 0) {
		cause_set(cause, "%s: line %d: %s", path, line, why);
		return -1;
	}
	return 1;
}

int setups_save(const char *path, const struct setups *s, char **cause)
{
	char *text = xmalloc(SETUPS_MAX_SIZE);
	size_t n = setups_format(s, text, SETUPS_MAX_SIZE);
	int r = atomic_write(path, text, n, 0600, cause);
	free(text);
	return r;
}
