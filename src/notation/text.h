/* text.h: the notation layer's private text helpers: bounded writing in
 * the manner of snprintf, a growing string, and safe quoting of input. */
#ifndef ARIMAA_NOTATION_TEXT_H
#define ARIMAA_NOTATION_TEXT_H

#include <stdbool.h>
#include <stddef.h>

/* Writes into a fixed buffer, counting what it would need (as snprintf). */
struct text_out {
	char *buf;
	size_t size;
	size_t len;
};

/* Starts writing into buf of size `size` (may be 0 and buf NULL). */
void text_out_init(struct text_out *o, char *buf, size_t size);

/* Appends n bytes of s. */
void text_out_add(struct text_out *o, const char *s, size_t n);

/* Appends a NUL-terminated string. */
void text_out_str(struct text_out *o, const char *s);

/* Appends formatted text. */
void text_out_printf(struct text_out *o, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* A string that grows as needed (allocated with the xmalloc family). */
struct text_grow {
	char *s;
	size_t len;
	size_t cap;
};

/* Appends n bytes to g. */
void text_grow_add(struct text_grow *g, const char *s, size_t n);

/* Appends a NUL-terminated string to g. */
void text_grow_str(struct text_grow *g, const char *s);

/* Copies at most max bytes of s into out (room for max + 4), replacing
 * control characters and non-ASCII bytes by '?' and marking a cut with "...". */
void text_quote(const char *s, size_t n, char *out, size_t max);

/* Whether c is a space or a tab (or another blank that separates tokens). */
static inline bool text_is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

/* One line of a text, without its line end; not NUL-terminated. */
struct text_line {
	const char *s;
	size_t len;
	int lineno;
};

/* Splits text into lines at '\n', dropping a '\r' before it. Returns a
 * malloc'd array (count in *n; NULL with *n = 0 for an empty text). */
struct text_line *text_lines(const char *text, size_t len, size_t *n);

/* Whether the line holds only blanks. */
bool text_line_blank(const char *s, size_t len);

#endif
