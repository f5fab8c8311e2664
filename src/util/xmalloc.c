/* xmalloc.c: allocation that succeeds or ends the program (see xmalloc.h
 * for the policy). */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util/xmalloc.h"

static void (*xmalloc_hook)(void);

void xmalloc_set_fatal_hook(void (*hook)(void))
{
	xmalloc_hook = hook;
}

_Noreturn void xmalloc_fail(void)
{
	void (*hook)(void) = xmalloc_hook;
	xmalloc_hook = NULL; /* a hook that itself runs out does not loop */
	if (hook)
		hook();
	fputs("arimaa: out of memory\n", stderr);
	exit(1);
}

void *xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);
	if (!p)
		xmalloc_fail();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	if (n == 0 || size == 0)
		n = size = 1;
	if (n > SIZE_MAX / size)
		xmalloc_fail();
	void *p = calloc(n, size);
	if (!p)
		xmalloc_fail();
	return p;
}

void *xrealloc(void *p, size_t size)
{
	void *q = realloc(p, size ? size : 1);
	if (!q)
		xmalloc_fail();
	return q;
}

void *xreallocarray(void *p, size_t n, size_t size)
{
	if (size && n > SIZE_MAX / size)
		xmalloc_fail();
	return xrealloc(p, n * size);
}

char *xstrdup(const char *s)
{
	return xmemdup0(s, strlen(s));
}

char *xmemdup0(const char *s, size_t n)
{
	if (n == SIZE_MAX)
		xmalloc_fail();
	char *p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *xvasprintf(const char *fmt, va_list ap)
{
	va_list copy;
	va_copy(copy, ap);
	int n = vsnprintf(NULL, 0, fmt, copy);
	va_end(copy);
	if (n < 0) /* only a bad format or a wide character that cannot be converted */
		return xstrdup("");
	char *s = xmalloc((size_t)n + 1);
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	return s;
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *s = xvasprintf(fmt, ap);
	va_end(ap);
	return s;
}
