/* aeictl.h: the controller side of AEI: an engine started as a command
 * (through /bin/sh -c) on two pipes, the messages it sends read without
 * blocking and with a cap on their length, the opening handshake, and the
 * engine stopped for sure (quit, then SIGTERM, then SIGKILL). */
#ifndef ARIMAA_AEI_AEICTL_H
#define ARIMAA_AEI_AEICTL_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include "aei/aeiline.h"

/* How many of the engine's last lines are kept for a report. */
enum { AEICTL_LOG_LINES = 8, AEICTL_LOG_WIDTH = 120 };

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
	pid_t pid;                  /* the engine's process (and process group), or -1 */
	int to_fd, from_fd;         /* its standard input and output, or -1 */
	struct aeiline_reader reader;
	char name[64];              /* from "id name", printable */
	char author[64];
	char log[AEICTL_LOG_LINES][AEICTL_LOG_WIDTH + 4]; /* its last lines, printable, oldest first */
	int nlog;
	bool eof;
	int status;                 /* from waitpid once it has ended, else -1 */
};

/* Starts cmd through /bin/sh -c with pipes for its standard input and
 * output (standard error goes to /dev/null). Returns 0, or -1 with why.
 * A library sets no signal disposition of the process: the program must
 * ignore SIGPIPE (as ui_run does), so that a write to an engine that has
 * ended fails instead of killing it. */
int aeictl_start(struct aeictl *c, const char *cmd, char *why, size_t whysize);

/* Sends one message (a newline is added). Returns 0, or -1 if the engine
 * no longer reads (it ended, or its input is full). */
int aeictl_send(struct aeictl *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Waits at most timeout_ms (0: not at all) for the next message. Returns 1
 * with *msg filled, 0 if none came in time. At end of output it returns
 * AEICTL_EOF once and then at once again. */
int aeictl_read(struct aeictl *c, int timeout_ms, struct aeictl_msg *msg);

/* The opening phase: sends "aei", then reads protocol-version, the ids
 * and aeiok within timeout_ms. Returns 0, or -1 with why. */
int aeictl_open(struct aeictl *c, int timeout_ms, char *why, size_t whysize);

/* Sends isready and waits at most timeout_ms for readyok, dropping other
 * messages but logs. Returns 0, or -1 with why. */
int aeictl_ready(struct aeictl *c, int timeout_ms, char *why, size_t whysize);

/* Ends the engine: quit, then SIGTERM, then SIGKILL to its process group,
 * waiting a little between; reaps it and closes the pipes. Safe to call twice. */
void aeictl_stop(struct aeictl *c);

/* The engine's last lines, one per line, into buf (NUL-terminated). */
void aeictl_last_lines(const struct aeictl *c, char *buf, size_t size);

#endif
