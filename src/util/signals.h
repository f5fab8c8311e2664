/* signals.h: SIGHUP, SIGTERM and SIGINT noted in a flag (no work in the
 * handler) so the main loop can save the game and restore the terminal
 * before it exits. */
#ifndef ARIMAA_UTIL_SIGNALS_H
#define ARIMAA_UTIL_SIGNALS_H

/* Installs the handlers (without SA_RESTART, so a blocking read returns
 * with EINTR). Returns 0, or -1 if sigaction failed. */
int signals_install(void);

/* The signal that arrived (SIGHUP, SIGTERM or SIGINT), or 0 if none. */
int signals_pending(void);

/* Puts back the default action of the signal and raises it again, so the
 * process ends as the sender meant (call it after saving and endwin()). */
void signals_reraise(int sig);

#endif
