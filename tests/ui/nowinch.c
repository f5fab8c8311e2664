/* nowinch.c: runs a command with SIGWINCH blocked, so that every change of
 * the terminal's size reaches it without the signal: as a resize does
 * that lands while curses starts, before its handler is in. For
 * tests/ui/resize_missed.sh. */
#include "config.h"
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv)
{
	if (argc < 2) {
		fputs("usage: nowinch COMMAND [ARG...]\n", stderr);
		return 2;
	}
	sigset_t set;
	sigemptyset(&set);
	sigaddset(&set, SIGWINCH);
	if (sigprocmask(SIG_BLOCK, &set, NULL) != 0) {
		perror("nowinch: sigprocmask");
		return 2;
	}
	execvp(argv[1], argv + 1);
	perror("nowinch: exec");
	return 127;
}
