/* aeiline.c: AEI lines read with a cap on their length, and split into
 * their parts. */
#include "config.h"
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include "aei/aeiline.h"

void aeiline_reader_init(struct aeiline_reader *r)
{
	r->len = 0;
	r->dropping = false;
	r->eof = false;
}

ssize_t aeiline_fill(struct aeiline_reader *r, int fd)
{
	if (r->len == sizeof r->buf)
		return -1; /* not reached: aeiline_next always makes room */
	ssize_t n;
	do
		n = read(fd, r->buf + r->len, sizeof r->buf - r->len);
	while (n < 0 && errno == EINTR);
	if (n == 0)
		r->eof = true;
	if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK)
		r->eof = true;
	if (n > 0)
		r->len += (size_t)n;
	return n;
}

/* Copies a line of n bytes (line end not included) into out. */
static void aeiline_take(const char *s, size_t n, bool cut, struct aeiline *out)
{
	if (n > 0 && s[n - 1] == '\r')
		n--;
	if (n > AEILINE_MAX) {
		n = AEILINE_MAX;
		cut = true;
	}
	memcpy(out->text, s, n);
	out->text[n] = '\0';
	out->len = n;
	out->too_long = cut;
}

bool aeiline_next(struct aeiline_reader *r, struct aeiline *out)
{
	for (;;) {
		char *nl = memchr(r->buf, '\n', r->len);
		if (r->dropping) {
			if (!nl) {
				r->len = 0;
				return false;
			}
			size_t used = (size_t)(nl - r->buf) + 1;
			memmove(r->buf, r->buf + used, r->len - used);
			r->len -= used;
			r->dropping = false;
			continue;
		}
		if (nl) {
			size_t n = (size_t)(nl - r->buf);
			aeiline_take(r->buf, n, false, out);
			memmove(r->buf, nl + 1, r->len - n - 1);
			r->len -= n + 1;
			return true;
		}
		if (r->len > AEILINE_MAX) {
			/* too long: keep its head, drop the rest up to its end */
			aeiline_take(r->buf, AEILINE_MAX, true, out);
			r->len = 0;
			r->dropping = true;
			return true;
		}
		if (r->eof && r->len > 0) {
			aeiline_take(r->buf, r->len, false, out);
			r->len = 0;
			return true;
		}
		return false;
	}
}

void aeiline_split(char *line, char **type, char **rest)
{
	char *s = line;
	while (*s == ' ' || *s == '\t')
		s++;
	*type = s;
	while (*s && *s != ' ' && *s != '\t')
		s++;
	if (*s)
		*s++ = '\0';
	while (*s == ' ' || *s == '\t')
		s++;
	*rest = s;
	/* trailing blanks are not part of the message */
	size_t n = strlen(s);
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		s[--n] = '\0';
}

int aeiline_option(char *rest, char **name, char **value)
{
	char *word, *after;
	aeiline_split(rest, &word, &after);
	if (strcmp(word, "name") != 0)
		return -1;
	aeiline_split(after, name, &after);
	if (**name == '\0')
		return -1;
	*value = NULL;
	if (*after == '\0')
		return 0;
	aeiline_split(after, &word, value);
	if (strcmp(word, "value") != 0)
		return -1;
	return 0;
}
