/* cause.h: error messages for the callers of the store module, handed back
 * through a `char **cause` out-parameter (malloc'd; the caller frees it). */
#ifndef ARIMAA_UTIL_CAUSE_H
#define ARIMAA_UTIL_CAUSE_H

/* Sets *cause (when cause is not NULL) to a new message made as printf does. */
void cause_set(char **cause, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

#endif
