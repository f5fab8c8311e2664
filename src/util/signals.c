/* signals.c: a flag for the signals that end the program, so that the game
 * is saved and the terminal restored first. */
#include "config.h"

#include <signal.h>
#include <string.h>

#include "util/signals.h"

static volatile sig_atomic_t signals_caught;

/* Notes the signal; everything else waits for the main loop. */
static void signals_handler(int sig)
{
	if (signals_caught == 0)
		signals_caught = sig;
}

/* Installs the handlers for SIGHUP, SIGTERM and SIGINT. */
int signals_install(void)
{
	static const int sigs[] = { SIGHUP, SIGTERM, SIGINT };
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = signals_handler;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0;
	for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		if (sigaction(sigs[i], &sa, NULL) != 0)
			return -1;
	return 0;
}

/* The signal that arrived, or 0. */
int signals_pending(void)
{
	return signals_caught;
}

/* Ends the process by sig with its default action. */
void signals_reraise(int sig)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = SIG_DFL;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
	raise(sig);
}
