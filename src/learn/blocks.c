/* blocks.c: reads the "Key: value" blocks of the lesson and puzzle files
 * (see blocks.h): one pass, lines and blocks bounded. */
#include "config.h"
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "learn/blocks.h"
#include "util/xmalloc.h"

static int blocks_fail(int *line, int at, char *why, size_t whysize, const char *what)
{
	*line = at;
	snprintf(why, whysize, "%s", what);
	return -1;
}

static bool blocks_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* Whether a key is a word of letters, digits and '-'. */
static bool blocks_key_ok(const char *s, size_t n)
{
	if (n == 0 || n > 32)
		return false;
	for (size_t i = 0; i < n; i++) {
		char c = s[i];
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'))
			return false;
	}
	return true;
}

int blocks_parse(const char *text, size_t len, struct blocks *bl, int *line, char *why, size_t whysize)
{
	memset(bl, 0, sizeof *bl);
	if (len > BLOCKS_TEXT_MAX)
		return blocks_fail(line, 0, why, whysize, "the file is too large");
	bl->text = xmemdup0(text, len);
	/* Fields and blocks grow as they come (blank lines cost nothing); a
	 * block keeps the index of its first field until the end. */
	size_t nfields = 0, capfields = 0, capblocks = 0;
	struct blocks_block *cur = NULL;
	char *s = bl->text;
	int lineno = 0;
	for (size_t at = 0; at <= len;) {
		size_t end = at;
		while (end < len && s[end] != '\n')
			end++;
		lineno++;
		size_t n = end - at;
		char *l = s + at;
		size_t next = end + 1;
		if (n > BLOCKS_LINE_MAX) {
			blocks_free(bl);
			return blocks_fail(line, lineno, why, whysize, "the line is too long");
		}
		if (memchr(l, '\0', n)) {
			blocks_free(bl);
			return blocks_fail(line, lineno, why, whysize, "the line holds a NUL byte");
		}
		while (n > 0 && blocks_blank(l[n - 1]))
			n--;
		size_t b = 0;
		while (b < n && blocks_blank(l[b]))
			b++;
		if (b == n) {
			cur = NULL;
		} else if (l[b] != '#') {
			char *colon = memchr(l + b, ':', n - b);
			if (!colon || !blocks_key_ok(l + b, (size_t)(colon - (l + b)))) {
				blocks_free(bl);
				return blocks_fail(line, lineno, why, whysize, "expected \"Key: value\"");
			}
			if (!cur) {
				if (bl->nblocks >= BLOCKS_MAX) {
					blocks_free(bl);
					return blocks_fail(line, lineno, why, whysize, "too many blocks");
				}
				if (bl->nblocks == capblocks) {
					capblocks = capblocks ? 2 * capblocks : 16;
					bl->blocks = xreallocarray(bl->blocks, capblocks, sizeof *bl->blocks);
				}
				cur = &bl->blocks[bl->nblocks++];
				cur->fields = NULL;
				cur->first = nfields;
				cur->nfields = 0;
				cur->line = lineno;
			}
			if (cur->nfields >= BLOCKS_FIELDS_MAX) {
				blocks_free(bl);
				return blocks_fail(line, lineno, why, whysize, "too many fields in one block");
			}
			*colon = '\0';
			char *v = colon + 1;
			while (v < l + n && blocks_blank(*v))
				v++;
			l[n] = '\0';
			if (nfields == capfields) {
				capfields = capfields ? 2 * capfields : 64;
				bl->fields = xreallocarray(bl->fields, capfields, sizeof *bl->fields);
			}
			struct blocks_field *f = &bl->fields[nfields++];
			f->key = l + b;
			f->value = v;
			f->line = lineno;
			cur->nfields++;
		}
		if (end >= len)
			break;
		at = next;
	}
	for (size_t i = 0; i < bl->nblocks; i++)
		bl->blocks[i].fields = &bl->fields[bl->blocks[i].first];
	return 0;
}

void blocks_free(struct blocks *bl)
{
	free(bl->text);
	free(bl->fields);
	free(bl->blocks);
	memset(bl, 0, sizeof *bl);
}

const char *blocks_get(const struct blocks_block *b, const char *key, int *line)
{
	for (size_t i = 0; i < b->nfields; i++)
		if (strcasecmp(b->fields[i].key, key) == 0) {
			if (line)
				*line = b->fields[i].line;
			return b->fields[i].value;
		}
	return NULL;
}
