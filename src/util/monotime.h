/* monotime.h: the one monotonic millisecond clock of the program (the
 * game clocks, the AEI controller's deadlines, the engine's pacing). */
#ifndef ARIMAA_UTIL_MONOTIME_H
#define ARIMAA_UTIL_MONOTIME_H

/* Milliseconds of the monotonic clock (CLOCK_MONOTONIC), 0 if it cannot be read. */
long long monotime_ms(void);

#endif
