/* pipe_small.c: a helper of the fake engine (tests/aei/fake-engine.sh):
 * makes the pipe on its standard input, which it shares with the engine,
 * as small as Linux allows (one page), so that a test fills it with a
 * few kilobytes instead of 64. Where that cannot be done (not Linux, not
 * a pipe) it says so and still exits 0: the pipe is then only larger. */
#include "config.h"
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int main(void)
{
#ifdef F_SETPIPE_SZ
	if (fcntl(STDIN_FILENO, F_SETPIPE_SZ, 4096) >= 0)
		return 0;
#endif
	fputs("pipe_small: the pipe on standard input keeps its size\n", stderr);
	return 0;
}
