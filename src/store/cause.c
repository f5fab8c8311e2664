/* cause.c: error messages handed back through `char **cause`. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "store/cause.h"

/* Sets *cause to a new formatted message. */
void cause_set(char **cause, const char *fmt, ...)
{
	va_list ap;
	int n;
	char *s;

	if (cause == NULL)
		return;
	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	*cause = NULL;
	if (n < 0 || (s = malloc((size_t)n + 1)) == NULL)
		return;
	va_start(ap, fmt);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	va_end(ap);
	*cause = s;
}

/* The text of a cause for showing. */
const char *cause_text(const char *cause)
{
	return cause != NULL ? cause : "out of memory";
}
