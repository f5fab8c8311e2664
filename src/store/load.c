/* load.c: opening records of every kind the notation layer reads, bounded
 * and binary-safe, into a game. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "notation/archive.h"
#include "store/cause.h"
#include "store/load.h"
#include "util/xmalloc.h"

int load_read_fd(int fd, size_t max, char **data, size_t *len)
{
	struct stat st;
	size_t size = 0, cap = 65536;
	char *buf = NULL;

	/* A regular file says its size: refuse a huge one before reading it. */
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
		if ((unsigned long long)st.st_size > max) {
			errno = EFBIG;
			return -1;
		}
		if ((size_t)st.st_size + 1 > cap)
			cap = (size_t)st.st_size + 1;
	}
	for (;;) {
		if (!buf || size == cap) {
			size_t ncap = buf ? cap * 2 : cap;
			if (ncap > max + 1)
				ncap = max + 1;
			if (buf && size == ncap) {
				free(buf);
				errno = EFBIG;
				return -1;
			}
			buf = xrealloc(buf, ncap + 1);
			cap = ncap;
		}
		ssize_t n = read(fd, buf + size, cap - size);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			int e = errno;
			free(buf);
			errno = e;
			return -1;
		}
		if (n == 0)
			break;
		size += (size_t)n;
	}
	if (size > max) {
		free(buf);
		errno = EFBIG;
		return -1;
	}
	buf[size] = '\0';
	*data = buf;
	*len = size;
	return 0;
}

/* Reads a whole file of at most LOAD_MAX_SIZE bytes. */
char *load_read_file(const char *path, size_t *len, char **cause)
{
	struct stat st;
	char *buf;
	int fd;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		cause_set(cause, "%s: %s", path, strerror(errno));
		return NULL;
	}
	if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
		close(fd);
		cause_set(cause, "%s: is a directory", path);
		return NULL;
	}
	if (load_read_fd(fd, LOAD_MAX_SIZE, &buf, len) != 0) {
		int e = errno;
		close(fd);
		if (e == EFBIG)
			cause_set(cause, "%s: too large (more than %d MiB)", path, LOAD_MAX_SIZE / (1024 * 1024));
		else
			cause_set(cause, "%s: %s", path, strerror(e));
		return NULL;
	}
	close(fd);
	return buf;
}

/* Copies src into dst of size n, control characters made '?'. */
static void load_copy(char *dst, size_t n, const char *src)
{
	size_t i;

	if (src == NULL)
		src = "";
	for (i = 0; i + 1 < n && src[i] != '\0'; i++)
		dst[i] = (unsigned char)src[i] < 0x20 || src[i] == 0x7f ? '?' : src[i];
	dst[i] = '\0';
}

/* Fills the list of an archive's games. */
static void load_list(const struct archive *a, struct load_result *r)
{
	size_t i;

	r->nentries = 0;
	if (a->nrows == 0)
		return;
	r->entries = xcalloc(a->nrows, sizeof *r->entries);
	for (i = 0; i < a->nrows; i++) {
		struct load_entry *e = &r->entries[i];
		const char *res = archive_field(a, i, "result");
		const char *why = archive_field(a, i, "termination");
		const char *ts = archive_field(a, i, "startts");
		const char *plies = archive_field(a, i, "plycount");
		const char *moves = archive_field(a, i, "movelist");

		load_copy(e->id, sizeof e->id, archive_field(a, i, "id"));
		load_copy(e->gold, sizeof e->gold, archive_field(a, i, "wusername"));
		load_copy(e->silver, sizeof e->silver, archive_field(a, i, "busername"));
		if (ts != NULL && *ts >= '0' && *ts <= '9') {
			time_t t = (time_t)strtoll(ts, NULL, 10);
			struct tm tm;
			if (gmtime_r(&t, &tm) == NULL || strftime(e->date, sizeof e->date, "%Y.%m.%d", &tm) == 0)
				e->date[0] = '\0';
		}
		if (res != NULL && (res[0] == 'w' || res[0] == 'b'))
			snprintf(e->result, sizeof e->result, "%s %c", res[0] == 'w' ? "1-0" : "0-1",
				 why != NULL && why[0] > ' ' && why[0] < 0x7f ? why[0] : '?');
		if (plies != NULL && *plies >= '0' && *plies <= '9')
			e->length = (int)strtol(plies, NULL, 10);
		else if (moves != NULL) {
			const char *p;
			e->length = *moves != '\0';
			for (p = moves; (p = strstr(p, "\\n")) != NULL; p += 2)
				e->length++;
		}
		r->nentries++;
	}
}

/* The steps of the record's line numbered lineno (its label label left
 * out), made printable and cut to fit out. Returns false if there is none. */
static bool load_line_text(const struct record *rec, int lineno, const char *label, char *out,
			   size_t size)
{
	const char *s = NULL, *p;
	size_t i, n, len;

	for (i = 0; i < rec->nlines; i++)
		if (rec->lines[i].lineno == lineno && rec->lines[i].text != NULL) {
			s = rec->lines[i].text;
			break;
		}
	if (s == NULL)
		return false;
	while (*s == ' ' || *s == '\t')
		s++;
	len = strlen(label);
	if (len > 0 && strncmp(s, label, len) == 0)
		s += len;
	while (*s == ' ' || *s == '\t')
		s++;
	for (p = s, n = 0; *p != '\0' && n + 1 < size; p++, n++)
		out[n] = (unsigned char)*p < 0x20 || *p == 0x7f ? ' ' : *p;
	if (*p != '\0' && n >= 4)
		memcpy(out + n - 3, "...", 3);
	while (n > 0 && out[n - 1] == ' ')
		n--;
	out[n] = '\0';
	return n > 0;
}

/* Replays r->rec into r->game and works out whether it is finished. */
static void load_replay(struct load_result *r)
{
	struct record_error err;
	char text[72];
	int rc;

	memset(&err, 0, sizeof err);
	rc = record_replay(&r->rec, &r->game, false, &err);
	r->has_game = true;
	gamefile_info_from_record(r->rec.headers, r->rec.nheaders, &r->info);
	if (rc == 1) {
		r->illegal = true;
		err.move[sizeof err.move - 1] = '\0';
		err.message[sizeof err.message - 1] = '\0';
		if (err.line > 0 && err.move[0] != '\0' &&
		    load_line_text(&r->rec, err.line, err.move, text, sizeof text))
			cause_set(&r->message, "line %d, move %s (%s): %s", err.line, err.move, text,
				  err.message);
		else if (err.line > 0 && err.move[0] != '\0')
			cause_set(&r->message, "line %d, move %s: %s", err.line, err.move, err.message);
		else if (err.line > 0)
			cause_set(&r->message, "line %d: %s", err.line, err.message);
		else
			cause_set(&r->message, "%s", err.message);
	}
	r->finished = r->game.phase == GAME_OVER || (!r->illegal && r->info.result_code != 0);
}

/* Opens a record from text. */
int load_text(const char *name, const char *text, size_t len, const char *id,
	      struct load_result *r, char **cause)
{
	struct record_error err;
	struct archive a;
	long row;

	memset(r, 0, sizeof *r);
	memset(&err, 0, sizeof err);
	if (name == NULL)
		name = "record";
	if (archive_detect(text, len)) {
		if (archive_parse(text, len, &a, &err) != 0) {
			err.message[sizeof err.message - 1] = '\0';
			cause_set(cause, "%s: line %d: %s", name, err.line, err.message);
			return -1;
		}
		if (id == NULL || *id == '\0') {
			r->kind = LOAD_ARCHIVE_LIST;
			load_list(&a, r);
			archive_free(&a);
			if (r->nentries == 0) {
				cause_set(cause, "%s: the archive holds no games", name);
				return -1;
			}
			return 0;
		}
		r->kind = LOAD_ARCHIVE_GAME;
		if ((row = archive_find(&a, id)) < 0) {
			archive_free(&a);
			cause_set(cause, "%s: no game #%s in the archive", name, id);
			return -1;
		}
		if (archive_record(&a, (size_t)row, &r->rec, &err) != 0) {
			archive_free(&a);
			err.message[sizeof err.message - 1] = '\0';
			cause_set(cause, "%s#%s: line %d: %s", name, id, err.line, err.message);
			return -1;
		}
		archive_free(&a);
		load_replay(r);
		return 0;
	}
	if (id != NULL && *id != '\0') {
		cause_set(cause, "%s: not an archive, so it has no game #%s", name, id);
		return -1;
	}
	if (record_parse(text, len, &r->rec, &err) != 0) {
		err.message[sizeof err.message - 1] = '\0';
		if (err.line > 0)
			cause_set(cause, "%s: not a game record: line %d: %s", name, err.line, err.message);
		else
			cause_set(cause, "%s: not a game record: %s", name, err.message);
		return -1;
	}
	if (r->rec.nlines == 0 && !r->rec.has_position && r->rec.nheaders == 0) {
		cause_set(cause, "%s: not a game record: no moves and no position", name);
		return -1;
	}
	if (r->rec.has_position)
		r->kind = LOAD_POSITION;
	else if (r->rec.nheaders > 0)
		r->kind = LOAD_GAME_FILE;
	else
		r->kind = LOAD_MOVE_LIST;
	load_replay(r);
	return 0;
}

/* Opens the record at path. */
int load_path(const char *path, const char *id, struct load_result *r, char **cause)
{
	struct stat st;
	char *file = NULL, *text, *hash;
	size_t len = 0;
	int rc;

	memset(r, 0, sizeof *r);
	if (id == NULL && stat(path, &st) != 0 && (hash = strrchr(path, '#')) != NULL &&
	    hash != path) {
		file = xstrdup(path);
		file[hash - path] = '\0';
		id = file + (hash - path) + 1;
		path = file;
	}
	if ((text = load_read_file(path, &len, cause)) == NULL) {
		free(file);
		return -1;
	}
	rc = load_text(path, text, len, id, r, cause);
	free(text);
	free(file);
	return rc;
}

/* Frees what a load made. */
void load_free(struct load_result *r)
{
	if (r->has_game)
		game_free(&r->game);
	record_free(&r->rec);
	free(r->message);
	free(r->entries);
	memset(r, 0, sizeof *r);
}
