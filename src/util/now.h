/* now.h: one monotonic clock in milliseconds, for deadlines and timers
 * (never the wall clock, which may jump). */
#ifndef ARIMAA_UTIL_NOW_H
#define ARIMAA_UTIL_NOW_H

/* Milliseconds on a monotonic clock since an unspecified start. */
long now_ms(void);

#endif
