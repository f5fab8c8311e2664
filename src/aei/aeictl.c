/* aeictl.c: an AEI engine as a child process. Everything the engine sends
 * is untrusted: lines are capped in length, non-AEI lines are reported as
 * garbage, writes never block, and every wait has a deadline. */
#include "config.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "aei/aeictl.h"
#include "notation/text.h"
#include "util/monotime.h"

/* Engines alive, killed at exit if nobody stopped them. */
enum { AEICTL_LIVE_MAX = 8 };
static pid_t aeictl_live[AEICTL_LIVE_MAX];
static bool aeictl_atexit_set;

/* Kills every engine still alive when arimaa exits. */
static void aeictl_kill_all(void)
{
	for (int i = 0; i < AEICTL_LIVE_MAX; i++) {
		if (aeictl_live[i] > 0) {
			kill(-aeictl_live[i], SIGKILL);
			waitpid(aeictl_live[i], NULL, 0);
			aeictl_live[i] = 0;
		}
	}
}

/* Adds or removes pid in the list of live engines. */
static void aeictl_track(pid_t pid, bool alive)
{
	for (int i = 0; i < AEICTL_LIVE_MAX; i++) {
		if (alive ? aeictl_live[i] == 0 : aeictl_live[i] == pid) {
			aeictl_live[i] = alive ? pid : 0;
			return;
		}
	}
}

/* Writes a formatted reason into why. */
static void aeictl_why(char *why, size_t whysize, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void aeictl_why(char *why, size_t whysize, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	if (whysize)
		vsnprintf(why, whysize, fmt, ap);
	va_end(ap);
}

int aeictl_start(struct aeictl *c, const char *cmd, char *why, size_t whysize)
{
	int in[2], out[2];
	memset(c, 0, sizeof *c);
	c->pid = -1;
	c->to_fd = c->from_fd = -1;
	c->status = -1;
	aeiline_reader_init(&c->reader);
	if (!cmd || !*cmd) {
		aeictl_why(why, whysize, "no engine command given");
		return -1;
	}
	if (pipe2(in, O_CLOEXEC) != 0) {
		aeictl_why(why, whysize, "cannot make a pipe: %s", strerror(errno));
		return -1;
	}
	if (pipe2(out, O_CLOEXEC) != 0) {
		aeictl_why(why, whysize, "cannot make a pipe: %s", strerror(errno));
		close(in[0]);
		close(in[1]);
		return -1;
	}
	pid_t pid = fork();
	if (pid < 0) {
		aeictl_why(why, whysize, "cannot start the engine: %s", strerror(errno));
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		return -1;
	}
	if (pid == 0) {
		/* its own process group, so that a stop reaches all it started */
		setpgid(0, 0);
		int null = open("/dev/null", O_WRONLY);
		if (dup2(in[0], STDIN_FILENO) < 0 || dup2(out[1], STDOUT_FILENO) < 0 ||
		    (null >= 0 && dup2(null, STDERR_FILENO) < 0))
			_exit(127);
		signal(SIGPIPE, SIG_DFL);
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	setpgid(pid, pid);
	close(in[0]);
	close(out[1]);
	c->pid = pid;
	c->to_fd = in[1];
	c->from_fd = out[0];
	fcntl(c->to_fd, F_SETFL, fcntl(c->to_fd, F_GETFL) | O_NONBLOCK);
	fcntl(c->from_fd, F_SETFL, fcntl(c->from_fd, F_GETFL) | O_NONBLOCK);
	if (!aeictl_atexit_set) {
		atexit(aeictl_kill_all);
		aeictl_atexit_set = true;
	}
	aeictl_track(pid, true);
	return 0;
}

int aeictl_send(struct aeictl *c, const char *fmt, ...)
{
	char line[AEILINE_MAX + 2];
	va_list ap;
	if (c->to_fd < 0)
		return -1;
	va_start(ap, fmt);
	int n = vsnprintf(line, sizeof line - 1, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n > sizeof line - 2)
		return -1;
	line[n++] = '\n';
	size_t done = 0;
	long deadline = monotime_ms() + 2000;
	while (done < (size_t)n) {
		ssize_t w = write(c->to_fd, line + done, (size_t)n - done);
		if (w > 0) {
			done += (size_t)w;
			continue;
		}
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			/* its input is full: wait a little for it to read */
			long left = deadline - monotime_ms();
			struct pollfd p = { c->to_fd, POLLOUT, 0 };
			if (left > 0 && poll(&p, 1, (int)left) > 0)
				continue;
		}
		return -1;
	}
	return 0;
}

/* Remembers one line the engine sent, for a report. */
static void aeictl_remember(struct aeictl *c, const char *s, size_t n)
{
	if (c->nlog == AEICTL_LOG_LINES) {
		memmove(c->log[0], c->log[1], sizeof c->log[0] * (AEICTL_LOG_LINES - 1));
		c->nlog--;
	}
	text_quote(s, n, c->log[c->nlog++], AEICTL_LOG_WIDTH);
}

/* Copies at most size - 1 bytes of s into out, printable. */
static void aeictl_copy(char *out, size_t size, const char *s)
{
	size_t n = strlen(s);
	if (n > size - 4)
		text_quote(s, n, out, size - 4);
	else
		text_quote(s, n, out, n);
}

/* Classifies one line. */
static void aeictl_parse(struct aeictl *c, struct aeiline *line, struct aeictl_msg *msg)
{
	char *type, *rest;
	aeictl_remember(c, line->text, line->len);
	msg->key[0] = '\0';
	/* A log or info line over the cap is kept cut; anything else that
	 * long is not AEI. */
	if (line->too_long && strncmp(line->text, "log ", 4) != 0 && strncmp(line->text, "info ", 5) != 0) {
		msg->type = AEICTL_GARBAGE;
		text_quote(line->text, line->len, msg->text, 200);
		return;
	}
	aeiline_split(line->text, &type, &rest);
	msg->type = AEICTL_GARBAGE;
	if (strcmp(type, "protocol-version") == 0)
		msg->type = AEICTL_PROTOCOL;
	else if (strcmp(type, "id") == 0)
		msg->type = AEICTL_ID;
	else if (strcmp(type, "aeiok") == 0)
		msg->type = AEICTL_AEIOK;
	else if (strcmp(type, "readyok") == 0)
		msg->type = AEICTL_READYOK;
	else if (strcmp(type, "bestmove") == 0)
		msg->type = AEICTL_BESTMOVE;
	else if (strcmp(type, "info") == 0)
		msg->type = AEICTL_INFO;
	else if (strcmp(type, "log") == 0)
		msg->type = AEICTL_LOG;
	if (msg->type == AEICTL_GARBAGE) {
		/* the line as it came: rebuild it from its two parts */
		char whole[AEILINE_MAX + 2];
		snprintf(whole, sizeof whole, "%s%s%s", type, *rest ? " " : "", rest);
		text_quote(whole, strlen(whole), msg->text, 200);
		return;
	}
	if (msg->type == AEICTL_ID || msg->type == AEICTL_INFO) {
		char *key, *value;
		aeiline_split(rest, &key, &value);
		aeictl_copy(msg->key, sizeof msg->key, key);
		rest = value;
		if (msg->type == AEICTL_ID && strcmp(key, "name") == 0)
			aeictl_copy(c->name, sizeof c->name, value);
		if (msg->type == AEICTL_ID && strcmp(key, "author") == 0)
			aeictl_copy(c->author, sizeof c->author, value);
	}
	/* rest is at most AEILINE_MAX bytes; kept as sent, but printable */
	text_quote(rest, strlen(rest), msg->text, AEILINE_MAX - 4);
}

int aeictl_read(struct aeictl *c, int timeout_ms, struct aeictl_msg *msg)
{
	struct aeiline line;
	long deadline = monotime_ms() + (timeout_ms > 0 ? timeout_ms : 0);
	for (;;) {
		if (c->from_fd >= 0 && aeiline_next(&c->reader, &line)) {
			aeictl_parse(c, &line, msg);
			return 1;
		}
		if (c->eof || c->from_fd < 0) {
			c->eof = true;
			msg->type = AEICTL_EOF;
			msg->key[0] = msg->text[0] = '\0';
			return 1;
		}
		ssize_t n = aeiline_fill(&c->reader, c->from_fd);
		if (n > 0)
			continue;
		if (c->reader.eof) {
			c->eof = true;
			continue;
		}
		long left = deadline - monotime_ms();
		if (left <= 0)
			return 0;
		struct pollfd p = { c->from_fd, POLLIN, 0 };
		int r = poll(&p, 1, (int)left);
		if (r < 0 && errno != EINTR)
			return 0;
	}
}

int aeictl_open(struct aeictl *c, int timeout_ms, char *why, size_t whysize)
{
	struct aeictl_msg msg;
	long deadline = monotime_ms() + timeout_ms;
	bool version = false;
	if (aeictl_send(c, "aei") != 0) {
		aeictl_why(why, whysize, "the engine does not read its input");
		return -1;
	}
	for (;;) {
		long left = deadline - monotime_ms();
		if (left <= 0 || aeictl_read(c, (int)left, &msg) == 0) {
			aeictl_why(why, whysize, "no aeiok within %d ms", timeout_ms);
			return -1;
		}
		switch (msg.type) {
		case AEICTL_PROTOCOL:
			if (strcmp(msg.text, "1") != 0) {
				aeictl_why(why, whysize, "protocol-version %s is not 1", msg.text);
				return -1;
			}
			version = true;
			break;
		case AEICTL_AEIOK:
			if (!version) {
				aeictl_why(why, whysize, "aeiok without protocol-version");
				return -1;
			}
			return 0;
		case AEICTL_ID:
		case AEICTL_LOG:
			break;
		case AEICTL_EOF:
			aeictl_why(why, whysize, "the engine ended before aeiok");
			return -1;
		default:
			aeictl_why(why, whysize, "'%s' is not an answer to aei", msg.text);
			return -1;
		}
	}
}

int aeictl_ready(struct aeictl *c, int timeout_ms, char *why, size_t whysize)
{
	struct aeictl_msg msg;
	long deadline = monotime_ms() + timeout_ms;
	if (aeictl_send(c, "isready") != 0) {
		aeictl_why(why, whysize, "the engine does not read its input");
		return -1;
	}
	for (;;) {
		long left = deadline - monotime_ms();
		if (left <= 0 || aeictl_read(c, (int)left, &msg) == 0) {
			aeictl_why(why, whysize, "no readyok within %d ms", timeout_ms);
			return -1;
		}
		if (msg.type == AEICTL_READYOK)
			return 0;
		if (msg.type == AEICTL_EOF) {
			aeictl_why(why, whysize, "the engine ended");
			return -1;
		}
		if (msg.type == AEICTL_GARBAGE) {
			aeictl_why(why, whysize, "the engine sent '%s', which is not AEI", msg.text);
			return -1;
		}
	}
}

/* Waits at most ms for the engine to end; returns true once it has. */
static bool aeictl_reap(struct aeictl *c, int ms)
{
	long deadline = monotime_ms() + ms;
	for (;;) {
		int st;
		pid_t r = waitpid(c->pid, &st, WNOHANG);
		if (r == c->pid || (r < 0 && errno == ECHILD)) {
			c->status = r == c->pid ? st : 0;
			return true;
		}
		if (monotime_ms() >= deadline)
			return false;
		struct timespec ts = { 0, 10 * 1000000 };
		nanosleep(&ts, NULL);
	}
}

void aeictl_stop(struct aeictl *c)
{
	if (c->pid > 0) {
		aeictl_send(c, "quit");
		if (c->to_fd >= 0) {
			close(c->to_fd);
			c->to_fd = -1;
		}
		if (!aeictl_reap(c, 500)) {
			kill(-c->pid, SIGTERM);
			if (!aeictl_reap(c, 500)) {
				kill(-c->pid, SIGKILL);
				aeictl_reap(c, 2000);
			}
		}
		/* whatever it started in its group goes too */
		kill(-c->pid, SIGKILL);
		aeictl_track(c->pid, false);
		c->pid = -1;
	}
	if (c->to_fd >= 0)
		close(c->to_fd);
	if (c->from_fd >= 0)
		close(c->from_fd);
	c->to_fd = c->from_fd = -1;
}

void aeictl_last_lines(const struct aeictl *c, char *buf, size_t size)
{
	size_t len = 0;
	if (size == 0)
		return;
	buf[0] = '\0';
	for (int i = 0; i < c->nlog && len + 1 < size; i++) {
		int n = snprintf(buf + len, size - len, "%s\n", c->log[i]);
		if (n < 0)
			break;
		len += (size_t)n;
		if (len >= size)
			len = size - 1;
	}
}
