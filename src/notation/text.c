/* text.c: bounded and growing string writers and safe quoting for the
 * notation layer's messages. */
#include "config.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
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

bool text_line_blank(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (!text_is_blank(s[i]))
			return false;
	return true;
}

size_t text_utf8(const unsigned char *s, size_t n, unsigned long *cp)
{
	unsigned long c = s[0], min;
	size_t len;
	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c >= 0xc2 && c <= 0xdf) {
		len = 2;
		c &= 0x1f;
		min = 0x80;
	} else if (c >= 0xe0 && c <= 0xef) {
		len = 3;
		c &= 0x0f;
		min = 0x800;
	} else if (c >= 0xf0 && c <= 0xf4) {
		len = 4;
		c &= 0x07;
		min = 0x10000;
	} else {
		return 0;
	}
	if (n < len)
		return 0;
	for (size_t i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		c = (c << 6) | (s[i] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	*cp = c;
	return len;
}

/* The columns the character cp takes on the terminal, or -1 if it is to
 * be shown as an escape. */
static int text_columns(unsigned long cp)
{
	if (cp < 0x20 || (cp >= 0x7f && cp <= 0x9f))
		return -1;
	if (cp < 0x7f)
		return 1;
	/* Bidirectional marks and overrides, line and paragraph separators. */
	if (cp == 0x061c || cp == 0x200e || cp == 0x200f || (cp >= 0x2028 && cp <= 0x202e) ||
	    (cp >= 0x2066 && cp <= 0x2069))
		return -1;
#ifdef __STDC_ISO_10646__
	int w = wcwidth((wchar_t)cp);
	return w < 0 ? -1 : w;
#else
	return -1;
#endif
}

int text_visible(const char *s, size_t n, int width, char *out, size_t size)
{
	const unsigned char *p = (const unsigned char *)s;
	const char *dots = text_columns(0x2026) == 1 ? "\xe2\x80\xa6" : "...";
	int dots_w = text_columns(0x2026) == 1 ? 1 : 3;
	size_t len = 0, mark_len = 0;
	int cols = 0, mark_cols = 0;
	bool cut = false;

	if (size == 0)
		return 0;
	if (width < 0)
		width = 0;
	for (size_t i = 0; i < n;) {
		char piece[16];
		size_t plen;
		unsigned long cp;
		size_t k = text_utf8(p + i, n - i, &cp);
		int w = k ? text_columns(cp) : -1;
		if (k == 0) {
			plen = (size_t)snprintf(piece, sizeof piece, "\\x%02x", p[i]);
			k = 1;
		} else if (w >= 0) {
			memcpy(piece, p + i, k);
			plen = k;
		} else if (cp < 0x20 || cp == 0x7f) {
			piece[0] = '^';
			piece[1] = cp == 0x7f ? '?' : (char)(cp + 0x40);
			plen = 2;
		} else if (cp <= 0xffff) {
			plen = (size_t)snprintf(piece, sizeof piece, "\\u%04lx", cp);
		} else {
			plen = (size_t)snprintf(piece, sizeof piece, "\\U%08lx", cp);
		}
		if (w < 0)
			w = (int)plen;
		if (cols + w > width || len + plen + 1 > size) {
			cut = true;
			break;
		}
		memcpy(out + len, piece, plen);
		len += plen;
		cols += w;
		i += k;
		/* The last place where the ellipsis would still fit after the text. */
		if (cols + dots_w <= width && len + strlen(dots) + 1 <= size) {
			mark_len = len;
			mark_cols = cols;
		}
	}
	if (cut) {
		len = mark_len;
		cols = mark_cols;
		if (cols + dots_w <= width && len + strlen(dots) + 1 <= size) {
			memcpy(out + len, dots, strlen(dots));
			len += strlen(dots);
			cols += dots_w;
		}
	}
	out[len] = '\0';
	return cols;
}
