/* aeictl.h: the controller side of AEI: an engine started as a command
 * (through /bin/sh -c) in a session of its own without a terminal, on
 * pipes; what is sent to it queued and written without ever blocking;
 * the messages it sends (and its standard error, kept for a report) read
 * without blocking and with a cap on their length (the opening handshake
 * is aeiplayer's); and the engine stopped for sure with every process it started (quit,
 * then SIGTERM, then SIGKILL). */
#ifndef ARIMAA_AEI_AEICTL_H
#define ARIMAA_AEI_AEICTL_H

#include <poll.h>
#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include "aei/aeiline.h"

/* How many of the engine's last lines are kept for a report. */
enum { AEICTL_LOG_LINES = 8, AEICTL_LOG_WIDTH = 120 };

/* The most bytes queued for an engine (a game of a few million moves). */
#define AEICTL_QUEUE_MAX ((size_t)256 << 20)

/* The descriptors to poll for an engine: its output, its standard error,
 * its input while something waits to be sent. */
enum { AEICTL_POLLFDS = 3 };

enum aeictl_type {
	AEICTL_PROTOCOL,  /* protocol-version */
	AEICTL_ID,        /* id <type> <value> */
	AEICTL_AEIOK,
	AEICTL_READYOK,
	AEICTL_BESTMOVE,  /* the move in text */
	AEICTL_INFO,      /* key: the info type; text: its value */
	AEICTL_LOG,       /* text: the log line */
	AEICTL_GARBAGE,   /* not an AEI message (or too long): text as received, printable */
	AEICTL_EOF        /* the engine closed its output (it ended or crashed) */
};

/* One message from the engine. */
struct aeictl_msg {
	enum aeictl_type type;
	char key[32];
	char text[AEILINE_MAX + 1];
};

struct aeictl {
	pid_t pid;                  /* the engine's process (its session and process group), or -1 */
	int to_fd, from_fd, err_fd; /* its standard input, output and error, or -1 */
	struct aeiline_reader reader;
	struct aeiline_reader errreader;
	char *queue;                /* bytes waiting to be sent, from queue_at to queue_len */
	size_t queue_at, queue_len, queue_cap;
	char name[64];              /* from "id name", printable */
	char author[64];
	char log[AEICTL_LOG_LINES][AEICTL_LOG_WIDTH + 4]; /* its last lines, printable, oldest first */
	int nlog;
	bool eof;
	int status;                 /* from waitpid once it has ended, else -1 */
};

/* Starts cmd through /bin/sh -c with pipes for its standard input, output
 * and error, in a new session (so it has no terminal to write to) with no
 * other descriptor of ours. On Linux this process becomes a child
 * subreaper first, so what the engine starts and leaves behind comes back
 * to it to be ended. Returns 0, or -1 with why. */
int aeictl_start(struct aeictl *c, const char *cmd, char *why, size_t whysize);

/* Queues one message (a newline is added) and writes what the engine's
 * input takes now, never waiting. Returns 0, or -1 if the engine no longer
 * reads (it ended) or too much waits for it already. */
int aeictl_send(struct aeictl *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Writes what the engine's input takes now of what is queued, never
 * waiting. Returns 0, or -1 if the engine no longer reads. */
int aeictl_flush(struct aeictl *c);

/* The bytes still waiting to be sent. */
size_t aeictl_pending(const struct aeictl *c);

/* Sends what is queued as far as the engine reads and keeps what it wrote
 * on its standard error, never waiting. Returns 0, or -1 if it no longer
 * reads. */
int aeictl_pump(struct aeictl *c);

/* Fills fds (room for AEICTL_POLLFDS) with what to poll for the engine:
 * with reading, its output and error (someone reads them next); its input
 * for writing while something is queued. Returns how many. */
int aeictl_pollfds(const struct aeictl *c, struct pollfd *fds, bool reading);

/* Waits at most timeout_ms (0: not at all) for the next message, sending
 * what is queued meanwhile and keeping its standard error. Returns 1
 * with *msg filled, 0 if none came in time. At end of output it returns
 * AEICTL_EOF once and then at once again. */
int aeictl_read(struct aeictl *c, int timeout_ms, struct aeictl_msg *msg);

/* Takes text as a line the engine sent (cut at AEILINE_MAX bytes), as
 * aeictl_read does with what it reads: kept for the report and read into
 * *msg. For the tests, which give an engine's lines without a process. */
void aeictl_take_line(struct aeictl *c, const char *text, struct aeictl_msg *msg);

/* Why the engine ended, what, with its last words (what it wrote last, its
 * standard error included: the shell's "not found"; that may come a
 * moment after its output closed, and is waited for at most 0.5 s). */
void aeictl_last_words(struct aeictl *c, const char *what, char *why, size_t whysize);

/* Ends the engine: quit, then SIGTERM, then SIGKILL to its process group,
 * waiting a little between; reaps it, then kills and reaps every process
 * left in its session or left to us (the subreaper), and closes the
 * pipes. Safe to call twice. */
void aeictl_stop(struct aeictl *c);

/* The engine's last lines (its standard error's marked "stderr: "), one
 * per line, into buf (NUL-terminated). */
void aeictl_last_lines(const struct aeictl *c, char *buf, size_t size);

/* The command for /bin/sh -c that runs this program (/proc/self/exe, else
 * argv0) as an AEI engine: its path quoted for sh, then --aei. Returns a
 * malloc'd string. */
char *aeictl_self_command(const char *argv0);

/* The command to run for an engine named cmd on the command line: the
 * built-in engine (self, from aeictl_self_command) for "builtin", else
 * cmd. */
const char *aeictl_command(const char *cmd, const char *self);

#endif
