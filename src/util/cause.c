/* cause.c: error messages handed back through `char **cause`. */
#include "config.h"

#include <stdarg.h>

#include "util/cause.h"
#include "util/xmalloc.h"

/* Sets *cause to a new formatted message. */
void cause_set(char **cause, const char *fmt, ...)
{
	va_list ap;

	if (!cause)
		return;
	va_start(ap, fmt);
	*cause = xvasprintf(fmt, ap);
	va_end(ap);
}
