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

/* Reads one UTF-8 character of s (n > 0 bytes) into *cp. Returns its
 * length, or 0 if s does not begin with a well-formed one (overlong forms,
 * surrogates and values past U+10FFFF are not). */
size_t text_utf8(const unsigned char *s, size_t n, unsigned long *cp);

/* Writes n bytes of s (any bytes, from a file, an option or the user)
 * into out (size bytes, always NUL-terminated) as text that is safe to
 * draw on a terminal and at most width columns wide (by wcwidth, in the
 * current locale). Nothing in it moves the cursor or starts an escape
 * sequence: C0 controls and DEL are shown in caret notation (^M, ^H, ^[,
 * ^?), C1 controls U+0080-U+009F and other characters that are not
 * printable (bidirectional overrides, line separators, characters the
 * locale cannot show) as \u0085 or \U0001xxxx, and bytes that are not
 * UTF-8 (a lone 0x9b among them) as \x9b. A text cut to fit ends with an
 * ellipsis ("..." in a locale without one). Returns the columns used. */
int text_visible(const char *s, size_t n, int width, char *out, size_t size);

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

/* Whether the line holds only blanks. */
bool text_line_blank(const char *s, size_t len);

#endif
