/* monotime.c: the one monotonic millisecond clock (see monotime.h). */
#include "config.h"
#include <time.h>
#include "util/monotime.h"

long long monotime_ms(void)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
		return 0;
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}
