/* xmalloc.h: the allocation policy of everything above the core.
 *
 * The notation, store, cli and ui layers allocate only through this
 * family. Running out of memory is not an error a caller handles: the
 * family runs the fatal hook (the UI sets one that restores the terminal
 * with endwin), prints "arimaa: out of memory" on standard error and exits
 * with status 1, as tmux's xmalloc does. So no function above the core
 * returns an error for memory, and no caller checks for one.
 *
 * The core (src/core) does not use this family: it never exits and links
 * nothing of ours. Its few allocations (the move list, the repetition
 * history, the move generator's tables) still report failure through its
 * API (a NO_MEMORY outcome or -1); a caller above the core hands such a
 * result to xmalloc_fail, the same fatal path. */
#ifndef ARIMAA_UTIL_XMALLOC_H
#define ARIMAA_UTIL_XMALLOC_H

#include <stdarg.h>
#include <stddef.h>

/* malloc that never returns NULL (a size of 0 is taken as 1). */
void *xmalloc(size_t size);

/* calloc that never returns NULL, refusing n * size beyond SIZE_MAX. */
void *xcalloc(size_t n, size_t size);

/* realloc that never returns NULL (a size of 0 is taken as 1). */
void *xrealloc(void *p, size_t size);

/* realloc of n elements of size bytes, refusing n * size beyond SIZE_MAX. */
void *xreallocarray(void *p, size_t n, size_t size);

/* A copy of the string s. */
char *xstrdup(const char *s);

/* A copy of the first n bytes of s (which need not be NUL-terminated), with a NUL added. */
char *xmemdup0(const char *s, size_t n);

/* A new string made as printf does. */
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* A new string made as vprintf does. */
char *xvasprintf(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));

/* Sets the function run before the out-of-memory message (NULL for none). */
void xmalloc_set_fatal_hook(void (*hook)(void));

/* The fatal path: runs the hook, prints "arimaa: out of memory" and exits 1. */
_Noreturn void xmalloc_fail(void);

#endif
