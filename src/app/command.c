/* command.c: the ':' prompt's reading of a line (see command.h). The words
 * are the bindings table's; notation is not read here: the line goes whole
 * to the notation library's record_play_line. */
#include "config.h"
#include <ctype.h>
#include <string.h>
#include <strings.h>
#include "app/command.h"

/* The line's first and last characters that are not blanks: *start and
 * its length. */
static size_t command_span(const char *line, const char **start)
{
	while (*line && isspace((unsigned char)*line))
		line++;
	size_t n = strlen(line);
	while (n > 0 && isspace((unsigned char)line[n - 1]))
		n--;
	*start = line;
	return n;
}

bool command_match(const char *line, const char *word, const char **arg, size_t *arglen)
{
	const char *p;
	size_t n = command_span(line, &p), w = strlen(word);
	if (w == 0 || n < w || strncasecmp(p, word, w) != 0)
		return false;
	if (n > w && !isspace((unsigned char)p[w]))
		return false;
	const char *a = p + w;
	while (a < p + n && isspace((unsigned char)*a))
		a++;
	*arg = a;
	*arglen = (size_t)(p + n - a);
	return true;
}

bool command_blank(const char *line)
{
	const char *p;
	return command_span(line, &p) == 0;
}

void command_trim(const char *line, char *out, size_t size)
{
	const char *p;
	size_t n = command_span(line, &p);
	if (size == 0)
		return;
	if (n > size - 1)
		n = size - 1;
	memcpy(out, p, n);
	out[n] = '\0';
}
