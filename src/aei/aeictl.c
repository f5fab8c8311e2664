/* aeictl.c: an AEI engine as a child process. Everything the engine sends
 * is untrusted: lines are capped in length, non-AEI lines are reported as
 * garbage, what is sent is queued and written without blocking, every wait
 * has a deadline, and the engine cannot reach the terminal or outlive us. */
#include "config.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include "aei/aeictl.h"
#include "notation/text.h"
#include "util/now.h"
#include "util/xmalloc.h"

/* Engines alive, killed at exit if nobody stopped them. */
enum { AEICTL_LIVE_MAX = 8 };
static pid_t aeictl_live[AEICTL_LIVE_MAX];
static bool aeictl_atexit_set;

static void aeictl_sweep(pid_t session, pid_t keep);

/* Kills every engine still alive when arimaa exits, and what they left. */
static void aeictl_kill_all(void)
{
	for (int i = 0; i < AEICTL_LIVE_MAX; i++) {
		if (aeictl_live[i] > 0) {
			pid_t pid = aeictl_live[i];
			aeictl_live[i] = 0;
			kill(-pid, SIGKILL);
			aeictl_sweep(pid, pid);
			waitpid(pid, NULL, 0);
		}
	}
	aeictl_sweep(0, 0);
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

/* Whether pid is an engine alive (one of our children we keep). */
static bool aeictl_is_live(pid_t pid)
{
	for (int i = 0; i < AEICTL_LIVE_MAX; i++)
		if (aeictl_live[i] == pid)
			return true;
	return false;
}

#ifdef __linux__
/* Reads the parent, process group and session of process pid from
 * /proc. Returns 0, or -1 if it is gone. */
static int aeictl_proc_stat(pid_t pid, pid_t *ppid, pid_t *session)
{
	char path[64], buf[512];
	snprintf(path, sizeof path, "/proc/%ld/stat", (long)pid);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ssize_t n = read(fd, buf, sizeof buf - 1);
	close(fd);
	if (n <= 0)
		return -1;
	buf[n] = '\0';
	/* "pid (comm) state ppid pgrp session ...": comm may hold anything,
	 * so the fields are read after its last ')' */
	char *p = strrchr(buf, ')');
	long pp, pg, se;
	char state;
	if (!p || sscanf(p + 1, " %c %ld %ld %ld", &state, &pp, &pg, &se) != 4)
		return -1;
	*ppid = (pid_t)pp;
	*session = (pid_t)se;
	return 0;
}
#endif

/* Kills and reaps what an engine left: every process in the engine's
 * session (when session > 0) and every child of ours that is not an
 * engine alive (what an engine started and left to us, the subreaper),
 * until none is left; a bounded number of rounds against a process that
 * keeps starting others. keep (the engine itself, reaped by the caller
 * for its status) is left alone. */
static void aeictl_sweep(pid_t session, pid_t keep)
{
#ifdef __linux__
	pid_t self = getpid();
	for (int round = 0; round < 50; round++) {
		int found = 0;
		DIR *d = opendir("/proc");
		if (!d)
			return;
		struct dirent *de;
		while ((de = readdir(d))) {
			char *end;
			long v = strtol(de->d_name, &end, 10);
			pid_t pid = (pid_t)v, ppid, sid;
			if (*end != '\0' || v <= 0 || pid == self || pid == keep || aeictl_proc_stat(pid, &ppid, &sid) != 0)
				continue;
			bool ours = ppid == self && !aeictl_is_live(pid);
			if (!ours && !(session > 0 && sid == session))
				continue;
			kill(pid, SIGKILL);
			if (ours)
				waitpid(pid, NULL, WNOHANG);
			found++;
		}
		closedir(d);
		if (found == 0)
			return;
		struct timespec ts = { 0, 5 * 1000000 };
		nanosleep(&ts, NULL);
	}
#else
	(void)session;
	(void)keep;
#endif
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

/* In the child: the engine's session, descriptors and signals, then sh. */
static void aeictl_exec(const char *cmd, int in, int out, int err)
{
	/* a session of its own: no controlling terminal (it cannot open
	 * /dev/tty), and a process group a stop reaches */
	setsid();
#ifdef __linux__
	/* and it goes if arimaa is killed outright, with nobody to stop it */
	prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
	if (getppid() == 1)
		_exit(127);
#endif
	if (dup2(in, STDIN_FILENO) < 0 || dup2(out, STDOUT_FILENO) < 0 || dup2(err, STDERR_FILENO) < 0)
		_exit(127);
	/* no other descriptor of ours (the terminal, lock files) */
	long max = sysconf(_SC_OPEN_MAX);
	if (max < 0 || max > 65536)
		max = 65536;
	for (int fd = 3; fd < max; fd++)
		close(fd);
	sigset_t none;
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	signal(SIGPIPE, SIG_DFL);
	execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
	_exit(127);
}

int aeictl_start(struct aeictl *c, const char *cmd, char *why, size_t whysize)
{
	int p[3][2];
	int made = 0;
	memset(c, 0, sizeof *c);
	c->pid = -1;
	c->to_fd = c->from_fd = c->err_fd = -1;
	c->status = -1;
	aeiline_reader_init(&c->reader);
	aeiline_reader_init(&c->errreader);
	if (!cmd || !*cmd) {
		aeictl_why(why, whysize, "no engine command given");
		return -1;
	}
	for (; made < 3; made++) {
		if (pipe2(p[made], O_CLOEXEC) != 0) {
			aeictl_why(why, whysize, "cannot make a pipe: %s", strerror(errno));
			break;
		}
	}
#ifdef __linux__
	/* what an engine starts and leaves comes back to us to be ended */
	if (made == 3)
		prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
#endif
	pid_t pid = made == 3 ? fork() : -1;
	if (made == 3 && pid < 0)
		aeictl_why(why, whysize, "cannot start the engine: %s", strerror(errno));
	if (pid == 0)
		aeictl_exec(cmd, p[0][0], p[1][1], p[2][1]);
	if (pid < 0) {
		for (int i = 0; i < made; i++) {
			close(p[i][0]);
			close(p[i][1]);
		}
		return -1;
	}
	close(p[0][0]);
	close(p[1][1]);
	close(p[2][1]);
	c->pid = pid;
	c->to_fd = p[0][1];
	c->from_fd = p[1][0];
	c->err_fd = p[2][0];
	fcntl(c->to_fd, F_SETFL, fcntl(c->to_fd, F_GETFL) | O_NONBLOCK);
	fcntl(c->from_fd, F_SETFL, fcntl(c->from_fd, F_GETFL) | O_NONBLOCK);
	fcntl(c->err_fd, F_SETFL, fcntl(c->err_fd, F_GETFL) | O_NONBLOCK);
	if (!aeictl_atexit_set) {
		atexit(aeictl_kill_all);
		aeictl_atexit_set = true;
	}
	aeictl_track(pid, true);
	return 0;
}

/* Writes n bytes to fd without waiting, with SIGPIPE blocked so that a
 * write to an engine that has ended fails (EPIPE) instead of killing us,
 * and without changing how the program handles SIGPIPE: a SIGPIPE this
 * write raised is taken back before the mask is restored. */
static ssize_t aeictl_write(int fd, const char *buf, size_t n)
{
	sigset_t pipe_set, old, pending;
	sigemptyset(&pipe_set);
	sigaddset(&pipe_set, SIGPIPE);
	pthread_sigmask(SIG_BLOCK, &pipe_set, &old);
	sigpending(&pending);
	bool was_pending = sigismember(&pending, SIGPIPE) == 1;
	ssize_t w;
	do
		w = write(fd, buf, n);
	while (w < 0 && errno == EINTR);
	int saved = errno;
	if (w < 0 && saved == EPIPE && !was_pending) {
		struct timespec zero = { 0, 0 };
		while (sigtimedwait(&pipe_set, NULL, &zero) < 0 && errno == EINTR)
			;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	errno = saved;
	return w;
}

int aeictl_flush(struct aeictl *c)
{
	if (c->to_fd < 0)
		return -1;
	while (c->queue_at < c->queue_len) {
		ssize_t w = aeictl_write(c->to_fd, c->queue + c->queue_at, c->queue_len - c->queue_at);
		if (w > 0) {
			c->queue_at += (size_t)w;
			continue;
		}
		if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			return 0; /* its input is full: the rest waits */
		/* it no longer reads: nothing more goes to it */
		close(c->to_fd);
		c->to_fd = -1;
		c->queue_at = c->queue_len = 0;
		return -1;
	}
	c->queue_at = c->queue_len = 0;
	return 0;
}

size_t aeictl_pending(const struct aeictl *c)
{
	return c->queue_len - c->queue_at;
}

int aeictl_pollfds(const struct aeictl *c, struct pollfd *fds, bool reading)
{
	int n = 0;
	if (reading && c->from_fd >= 0 && !c->eof) {
		fds[n].fd = c->from_fd;
		fds[n].events = POLLIN;
		fds[n++].revents = 0;
	}
	if (reading && c->err_fd >= 0) {
		fds[n].fd = c->err_fd;
		fds[n].events = POLLIN;
		fds[n++].revents = 0;
	}
	if (c->to_fd >= 0 && aeictl_pending(c) > 0) {
		fds[n].fd = c->to_fd;
		fds[n].events = POLLOUT;
		fds[n++].revents = 0;
	}
	return n;
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
	if (c->queue_at > 0 && c->queue_at == c->queue_len)
		c->queue_at = c->queue_len = 0;
	if (aeictl_pending(c) + (size_t)n > AEICTL_QUEUE_MAX)
		return -1;
	if (c->queue_len + (size_t)n > c->queue_cap) {
		/* move what waits to the front, then grow */
		if (c->queue_at > 0) {
			memmove(c->queue, c->queue + c->queue_at, c->queue_len - c->queue_at);
			c->queue_len -= c->queue_at;
			c->queue_at = 0;
		}
		while (c->queue_len + (size_t)n > c->queue_cap) {
			c->queue_cap = c->queue_cap ? c->queue_cap * 2 : 4096;
			c->queue = xrealloc(c->queue, c->queue_cap);
		}
	}
	bool waiting = aeictl_pending(c) > 0;
	memcpy(c->queue + c->queue_len, line, (size_t)n);
	c->queue_len += (size_t)n;
	/* behind lines its input had no room for, the line just waits: the
	 * next read or pump sends them when the engine has read */
	return waiting ? 0 : aeictl_flush(c);
}

/* Remembers one line the engine sent (on its standard error: marked so),
 * for a report. */
static void aeictl_remember(struct aeictl *c, const char *s, size_t n, bool err)
{
	static const char mark[] = "stderr: ";
	if (c->nlog == AEICTL_LOG_LINES) {
		memmove(c->log[0], c->log[1], sizeof c->log[0] * (AEICTL_LOG_LINES - 1));
		c->nlog--;
	}
	char *out = c->log[c->nlog++];
	if (err) {
		memcpy(out, mark, sizeof mark);
		text_quote(s, n, out + sizeof mark - 1, AEICTL_LOG_WIDTH - (sizeof mark - 1));
	} else {
		text_quote(s, n, out, AEICTL_LOG_WIDTH);
	}
}

/* Reads what the engine wrote on its standard error, without waiting,
 * into the last lines; a bounded amount a call. */
static void aeictl_drain_err(struct aeictl *c)
{
	struct aeiline line;
	for (int i = 0; c->err_fd >= 0 && i < 16; i++) {
		ssize_t n = aeiline_fill(&c->errreader, c->err_fd);
		while (aeiline_next(&c->errreader, &line))
			if (line.len > 0)
				aeictl_remember(c, line.text, line.len, true);
		if (c->errreader.eof) {
			close(c->err_fd);
			c->err_fd = -1;
		}
		if (n <= 0)
			break;
	}
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
	aeictl_remember(c, line->text, line->len, false);
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
	long deadline = now_ms() + (timeout_ms > 0 ? timeout_ms : 0);
	for (;;) {
		aeictl_drain_err(c);
		if (aeictl_pending(c) > 0)
			aeictl_flush(c);
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
		long left = deadline - now_ms();
		if (left <= 0)
			return 0;
		struct pollfd p[AEICTL_POLLFDS];
		int np = aeictl_pollfds(c, p, true);
		int r = poll(p, (nfds_t)np, (int)left);
		if (r < 0 && errno != EINTR)
			return 0;
	}
}

void aeictl_take_line(struct aeictl *c, const char *text, struct aeictl_msg *msg)
{
	struct aeiline line;
	size_t n = strlen(text);
	line.too_long = n > AEILINE_MAX;
	line.len = line.too_long ? AEILINE_MAX : n;
	memcpy(line.text, text, line.len);
	line.text[line.len] = '\0';
	aeictl_parse(c, &line, msg);
}

int aeictl_pump(struct aeictl *c)
{
	aeictl_drain_err(c);
	return aeictl_pending(c) > 0 ? aeictl_flush(c) : (c->to_fd < 0 ? -1 : 0);
}

void aeictl_last_words(struct aeictl *c, const char *what, char *why, size_t whysize)
{
	/* its standard error may come after its output closed */
	long deadline = now_ms() + 500;
	while (c->err_fd >= 0 && now_ms() < deadline) {
		struct pollfd p = { c->err_fd, POLLIN, 0 };
		poll(&p, 1, 50);
		aeictl_drain_err(c);
	}
	if (c->nlog == 0) {
		aeictl_why(why, whysize, "%s, saying nothing", what);
		return;
	}
	char last[AEICTL_LOG_LINES * (AEICTL_LOG_WIDTH + 8)];
	size_t len = 0;
	last[0] = '\0';
	for (int i = 0; i < c->nlog; i++) {
		int n = snprintf(last + len, sizeof last - len, "%s%s", i ? " / " : "", c->log[i]);
		if (n < 0 || (size_t)n >= sizeof last - len)
			break;
		len += (size_t)n;
	}
	aeictl_why(why, whysize, "%s; its last words: %s", what, last);
}

/* Waits at most ms for the engine to end, without reaping it (its process
 * id stays its own while its session is swept); returns true once it has. */
static bool aeictl_ended_within(struct aeictl *c, int ms)
{
	long deadline = now_ms() + ms;
	for (;;) {
		siginfo_t info;
		memset(&info, 0, sizeof info);
		int r = waitid(P_PID, (id_t)c->pid, &info, WEXITED | WNOHANG | WNOWAIT);
		if ((r == 0 && info.si_pid == c->pid) || (r < 0 && errno == ECHILD))
			return true;
		if (now_ms() >= deadline)
			return false;
		struct timespec ts = { 0, 10 * 1000000 };
		nanosleep(&ts, NULL);
	}
}

void aeictl_stop(struct aeictl *c)
{
	if (c->pid > 0) {
		/* quit, unless lines are still on their way to it (the end of
		 * its input, closed below, tells it as much) */
		if (c->to_fd >= 0 && aeictl_pending(c) == 0)
			aeictl_send(c, "quit");
		if (c->to_fd >= 0) {
			close(c->to_fd);
			c->to_fd = -1;
		}
		c->queue_at = c->queue_len = 0;
		if (!aeictl_ended_within(c, 500)) {
			kill(-c->pid, SIGTERM);
			if (!aeictl_ended_within(c, 500))
				kill(-c->pid, SIGKILL);
		}
		/* whatever it started goes too: its process group, its
		 * session, and what it left to us */
		kill(-c->pid, SIGKILL);
		aeictl_track(c->pid, false);
		aeictl_sweep(c->pid, c->pid);
		int st;
		pid_t r;
		do
			r = waitpid(c->pid, &st, 0);
		while (r < 0 && errno == EINTR);
		c->status = r == c->pid ? st : 0;
		aeictl_sweep(0, 0);
		c->pid = -1;
	}
	if (c->to_fd >= 0)
		close(c->to_fd);
	if (c->from_fd >= 0)
		close(c->from_fd);
	if (c->err_fd >= 0)
		close(c->err_fd);
	c->to_fd = c->from_fd = c->err_fd = -1;
	free(c->queue);
	c->queue = NULL;
	c->queue_at = c->queue_len = c->queue_cap = 0;
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

char *aeictl_self_command(const char *argv0)
{
	char path[4096];
	ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
	if (n > 0)
		path[n] = '\0';
	else if (argv0 && strlen(argv0) < sizeof path)
		strcpy(path, argv0);
	else
		strcpy(path, "arimaa");
	size_t len = strlen(path);
	char *cmd = xmalloc(len * 4 + 16);
	char *o = cmd;
	*o++ = '\'';
	for (size_t i = 0; i < len; i++) {
		if (path[i] == '\'') {
			memcpy(o, "'\\''", 4);
			o += 4;
		} else {
			*o++ = path[i];
		}
	}
	strcpy(o, "' --aei");
	return cmd;
}

const char *aeictl_command(const char *cmd, const char *self)
{
	return cmd && strcmp(cmd, "builtin") == 0 ? self : cmd;
}
