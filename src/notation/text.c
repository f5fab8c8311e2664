/* text.c: bounded and growing string writers and safe quoting for the
 * notation layer's messages. */
#include "config.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation/text.h"
#include "util/xmalloc.h"

void text_out_init(struct text_out *o, char *buf, size_t size)
{
	o->buf = buf;
	o->size = buf ? size : 0;
	o->len = 0;
	if (o->size)
		o->buf[0] = '\0';
}

void text_out_add(struct text_out *o, const char *s, size_t n)
{
	if (o->len < o->size) {
		size_t room = o->size - 1 - o->len;
		size_t k = n < room ? n : room;
		memcpy(o->buf + o->len, s, k);
		o->buf[o->len + k] = '\0';
	}
	o->len += n;
}

void text_out_str(struct text_out *o, const char *s)
{
	text_out_add(o, s, strlen(s));
}

void text_out_printf(struct text_out *o, const char *fmt, ...)
{
	char small[512];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(small, sizeof small, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof small) {
		text_out_add(o, small, (size_t)n);
		return;
	}
	char *big = xmalloc((size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(big, (size_t)n + 1, fmt, ap);
	va_end(ap);
	text_out_add(o, big, (size_t)n);
	free(big);
}

void text_grow_add(struct text_grow *g, const char *s, size_t n)
{
	if (g->len + n + 1 > g->cap) {
		size_t cap = g->cap ? g->cap : 256;
		while (cap < g->len + n + 1)
			cap *= 2;
		g->s = xrealloc(g->s, cap);
		g->cap = cap;
	}
	memcpy(g->s + g->len, s, n);
	g->len += n;
	g->s[g->len] = '\0';
}

void text_grow_str(struct text_grow *g, const char *s)
{
	text_grow_add(g, s, strlen(s));
}

void text_quote(const char *s, size_t n, char *out, size_t max)
{
	size_t k = n < max ? n : max;
	for (size_t i = 0; i < k; i++) {
		unsigned char c = (unsigned char)s[i];
		out[i] = c >= 0x20 && c < 0x7f ? (char)c : '?';
	}
	if (k < n) {
		memcpy(out + k, "...", 3);
		k += 3;
	}
	out[k] = '\0';
}

struct text_line *text_lines(const char *text, size_t len, size_t *n)
{
	size_t count = 0;
	*n = 0;
	if (len == 0)
		return NULL;
	for (size_t i = 0; i < len; i++)
		if (text[i] == '\n')
			count++;
	if (text[len - 1] != '\n')
		count++;
	struct text_line *lines = xreallocarray(NULL, count, sizeof *lines);
	size_t start = 0, k = 0;
	while (start < len && k < count) {
		const char *nl = memchr(text + start, '\n', len - start);
		size_t end = nl ? (size_t)(nl - text) : len;
		size_t l = end - start;
		if (l && text[start + l - 1] == '\r')
			l--;
		lines[k].s = text + start;
		lines[k].len = l;
		lines[k].lineno = k + 1 > (size_t)0x7fffffff ? 0x7fffffff : (int)(k + 1);
		k++;
		start = end + 1;
	}
	*n = k;
	return lines;
}

bool text_line_blank(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (!text_is_blank(s[i]))
			return false;
	return true;
}
