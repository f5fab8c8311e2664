/* now.c: the monotonic millisecond clock. */
#include "config.h"
#include <time.h>
#include "util/now.h"

long now_ms(void)
{
	struct timespec ts;
	if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
		return 0;
	return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}
