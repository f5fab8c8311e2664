/* load.c: opening records of every kind the notation layer reads, bounded
 * and binary-safe, into a game. */
#include "config.h"

#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "notation/notation.h"
#include "notation/text.h"
#include "store/atomic.h"
#include "util/cause.h"
#include "store/load.h"
#include "notation/treerecord.h"
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

int load_open_regular(const char *path, const char **why)
{
	struct stat st;
	int fd, flags;

	/* Without blocking: opening a FIFO for reading waits for a writer. */
	if ((fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)) < 0) {
		*why = strerror(errno);
		return -1;
	}
	if (fstat(fd, &st) != 0) {
		*why = strerror(errno);
		close(fd);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		*why = atomic_kind(st.st_mode);
		close(fd);
		return -1;
	}
	if ((flags = fcntl(fd, F_GETFL)) >= 0)
		(void)fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
	return fd;
}

/* Reads a whole file of at most LOAD_MAX_SIZE bytes. */
char *load_read_file(const char *path, size_t *len, char **cause)
{
	const char *why;
	char *buf;
	int fd;

	if ((fd = load_open_regular(path, &why)) < 0) {
		cause_set(cause, "%s: %s", path, why);
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

int load_read_small(const char *path, size_t max, char **text, size_t *len, char **cause)
{
	const char *why;
	int fd;

	*text = NULL;
	*len = 0;
	errno = 0;
	if ((fd = load_open_regular(path, &why)) < 0) {
		if (errno == ENOENT)
			return 0;
		cause_set(cause, "%s: %s", path, why);
		return -1;
	}
	if (load_read_fd(fd, max, text, len) != 0) {
		int e = errno;
		close(fd);
		if (e == EFBIG)
			cause_set(cause, "%s: larger than %zu bytes", path, max);
		else
			cause_set(cause, "%s: %s", path, strerror(e));
		return -1;
	}
	close(fd);
	return 1;
}

/* Fills err with a message that concerns no line. */
static void load_fail(struct record_error *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void load_fail(struct record_error *err, const char *fmt, ...)
{
	va_list ap;

	memset(err, 0, sizeof *err);
	va_start(ap, fmt);
	vsnprintf(err->message, sizeof err->message, fmt, ap);
	va_end(ap);
}

char *load_spec(const char *spec, const char **id)
{
	struct stat st;
	const char *hash = strrchr(spec, '#');
	char *path = xstrdup(spec);

	*id = NULL;
	if (hash && hash > spec && hash[1] && stat(spec, &st) != 0 && errno == ENOENT) {
		path[hash - spec] = '\0';
		*id = path + (hash - spec) + 1;
	}
	return path;
}

/* Whether text holds nothing but white space. */
static bool load_blank(const char *text, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (text[i] != ' ' && text[i] != '\t' && text[i] != '\n' && text[i] != '\r')
			return false;
	return true;
}

/* Finds what src->text is: an archive's rows are read. Returns 0, or -1
 * with err (src is then closed). */
static int load_classify(struct load_source *src, struct record_error *err)
{
	if (load_blank(src->text, src->len)) {
		load_fail(err, src->len ? "the file holds only white space" : "the file is empty");
		load_close(src);
		return -1;
	}
	if (archive_detect(src->text, src->len)) {
		memset(err, 0, sizeof *err);
		if (archive_parse(src->text, src->len, &src->archive, err) != 0) {
			load_close(src);
			return -1;
		}
		src->is_archive = true;
		if (src->archive.nrows == 0) {
			load_fail(err, "the archive holds no games");
			load_close(src);
			return -1;
		}
	}
	return 0;
}

int load_open(const char *path, bool stdin_ok, struct load_source *src, struct record_error *err)
{
	bool is_stdin = stdin_ok && strcmp(path, "-") == 0;
	const char *why = NULL;
	int fd = is_stdin ? STDIN_FILENO : load_open_regular(path, &why);

	memset(src, 0, sizeof *src);
	if (fd < 0) {
		load_fail(err, "cannot open: %s", why);
		return -1;
	}
	int rc = load_read_fd(fd, LOAD_MAX_SIZE, &src->text, &src->len);
	int e = errno;
	if (!is_stdin)
		close(fd);
	if (rc != 0) {
		if (e == EFBIG)
			load_fail(err, "the file is larger than %d MiB", LOAD_MAX_SIZE >> 20);
		else
			load_fail(err, "cannot read: %s", strerror(e));
		return -1;
	}
	return load_classify(src, err);
}

int load_open_text(const char *text, size_t len, struct load_source *src, struct record_error *err)
{
	memset(src, 0, sizeof *src);
	if (len > LOAD_MAX_SIZE) {
		load_fail(err, "the file is larger than %d MiB", LOAD_MAX_SIZE >> 20);
		return -1;
	}
	src->text = xmalloc(len + 1);
	if (len)
		memcpy(src->text, text, len);
	src->text[len] = '\0';
	src->len = len;
	return load_classify(src, err);
}

/* The game numbered by id (from 1) among src's n games, or -1. */
static long load_game_number(const char *id, size_t n)
{
	char *end;
	if (!id || *id < '1' || *id > '9')
		return -1;
	unsigned long k = strtoul(id, &end, 10);
	return *end == '\0' && k >= 1 && k <= n ? (long)k - 1 : -1;
}

size_t load_count(const struct load_source *src)
{
	return src->is_archive ? src->archive.nrows : src->ngames > 1 ? src->ngames : 1;
}

long load_find(const struct load_source *src, const char *id)
{
	if (src->ngames > 1)
		return load_game_number(id, src->ngames);
	return src->is_archive ? archive_find(&src->archive, id) : -1;
}

void load_label(const struct load_source *src, const char *path, size_t i, char *buf, size_t size)
{
	const char *id;

	if (!src->is_archive) {
		if (src->ngames > 1)
			snprintf(buf, size, "%s#%zu", path, i + 1);
		else
			snprintf(buf, size, "%s", path);
		return;
	}
	id = archive_field(&src->archive, i, "id");
	if (id && id[0])
		snprintf(buf, size, "%s#%s", path, id);
	else
		snprintf(buf, size, "%s#(line %d)", path, src->archive.rows[i].lineno);
}

/* As load_record; with stream, the move lines are only checked and
 * counted (record_scan), to be read again from src (an archive row's from
 * the text made of it, which the record keeps). */
static int load_record_as(const struct load_source *src, size_t i, bool stream, struct record *rec,
			  struct record_error *err)
{
	int rc;

	memset(err, 0, sizeof *err);
	memset(rec, 0, sizeof *rec);
	if (src->is_archive) {
		const char *moves = archive_field(&src->archive, i, "movelist");
		if (moves && load_blank(moves, strlen(moves))) {
			load_fail(err, "the movelist is empty");
			err->line = src->archive.rows[i].lineno;
			return -1;
		}
		rc = stream ? archive_record_scan(&src->archive, i, rec, err) : archive_record(&src->archive, i, rec, err);
	} else {
		rc = stream ? record_scan(src->text, src->len, rec, err) : record_parse(src->text, src->len, rec, err);
	}
	if (rc != 0) {
		if (!err->message[0])
			load_fail(err, "not a game record");
		return -1;
	}
	/* A game file whose headers stand alone is a game saved before its first
	 * setup; a text with nothing is no record. */
	if (!rec->has_position && rec->nlines == 0 && rec->nheaders == 0) {
		record_free(rec);
		load_fail(err, "no moves and no position");
		return -1;
	}
	return 0;
}

int load_record(const struct load_source *src, size_t i, struct record *rec, struct record_error *err)
{
	return load_record_as(src, i, false, rec, err);
}

void load_close(struct load_source *src)
{
	if (src->is_archive)
		archive_free(&src->archive);
	free(src->game_at);
	free(src->text);
	memset(src, 0, sizeof *src);
}

/* Replays r->rec into r->game and works out how it ended: its move lines
 * read again from src when record_scan read it. */
static void load_replay(struct load_result *r, const struct load_source *src, bool old_rules,
			struct record_check *check)
{
	char text[sizeof r->error.message + 64];
	int rc;

	memset(&r->error, 0, sizeof r->error);
	if (r->rec.streamed && r->rec.stream)
		rc = record_replay_text(&r->rec, r->rec.stream, r->rec.stream_len, &r->game, old_rules, &r->error,
					check);
	else if (r->rec.streamed)
		rc = record_replay_text(&r->rec, src->text, src->len, &r->game, old_rules, &r->error, check);
	else if (check)
		rc = record_replay_check(&r->rec, &r->game, old_rules, &r->error, check);
	else
		rc = record_replay(&r->rec, &r->game, old_rules, &r->error);
	/* the lines are the game now: a long record's would double its memory */
	record_free_lines(&r->rec);
	r->has_game = true;
	gamefile_info_from_record(&r->rec, &r->game, &r->info);
	if (rc == 1) {
		r->illegal = true;
		if (!r->error.message[0])
			snprintf(r->error.message, sizeof r->error.message, "an illegal move");
		r->message = xstrdup(record_error_format(&r->error, text, sizeof text));
	}
	r->record_result = r->game.phase != GAME_OVER && !r->illegal &&
			   (r->info.result_code == 'w' || r->info.result_code == 'b');
	r->finished = r->game.phase == GAME_OVER || r->record_result;
}

/* Reads and replays game i into r, for a check with check. */
static int load_game_as(const struct load_source *src, size_t i, bool old_rules, struct load_result *r,
			struct record_check *check, struct record_error *err)
{
	memset(r, 0, sizeof *r);
	/* the moves are read as a stream: no copy of the lines, no index */
	if (load_record_as(src, i, true, &r->rec, err) != 0)
		return -1;
	if (src->is_archive) {
		r->kind = LOAD_ARCHIVE_GAME;
		r->row = i;
	} else if (r->rec.has_position) {
		r->kind = LOAD_POSITION;
	} else if (r->rec.nheaders > 0) {
		r->kind = LOAD_GAME_FILE;
	} else {
		r->kind = LOAD_MOVE_LIST;
	}
	load_replay(r, src, old_rules, check);
	return 0;
}

int load_game(const struct load_source *src, size_t i, bool old_rules, struct load_result *r,
	      struct record_error *err)
{
	return load_game_as(src, i, old_rules, r, NULL, err);
}

int load_game_check(const struct load_source *src, size_t i, bool old_rules, struct load_result *r,
		    struct record_check *check, struct record_error *err)
{
	memset(check, 0, sizeof *check);
	return load_game_as(src, i, old_rules, r, check, err);
}

/* One annotated game, text of len bytes (a whole record, or the slice of
 * one game of several): its main line written as a plain record and read
 * as load_game reads one, its tree kept in r->tree, a move its main line
 * could not replay reported as for a plain record. */
static int load_annotated(const char *name, const char *text, size_t len, struct load_result *r, char **cause)
{
	struct treerecord_game *games = NULL;
	size_t n = 0;
	struct record_error err;
	char why[sizeof err.message + 64];
	int rc = -1;

	if (treerecord_read(text, len, &games, &n, &err) != 0) {
		cause_set(cause, "%s: %s", name, record_error_format(&err, why, sizeof why));
		return -1;
	}
	char *plain_text = treerecord_write_main(&games[0].tree);
	struct load_source plain;
	if (load_open_text(plain_text, strlen(plain_text), &plain, &err) != 0) {
		cause_set(cause, "%s: %s", name, record_error_format(&err, why, sizeof why));
	} else {
		rc = load_game(&plain, 0, games[0].tree.old_rules, r, &err);
		if (rc != 0)
			cause_set(cause, "%s: %s", name, record_error_format(&err, why, sizeof why));
		load_close(&plain);
	}
	if (rc == 0) {
		r->tree = xmalloc(sizeof *r->tree);
		*r->tree = games[0].tree;
		gametree_init(&games[0].tree);
		if (games[0].illegal && !r->illegal) {
			r->illegal = true;
			r->error = games[0].error;
			free(r->message);
			r->message = xstrdup(record_error_format(&r->error, why, sizeof why));
			r->finished = r->game.phase == GAME_OVER;
			r->record_result = false;
		}
	}
	free(plain_text);
	treerecord_free(games, n);
	return rc;
}

/* The line each game of an annotated record begins on, as the reader
 * hands them over (the games themselves are dropped at once). */
struct load_starts {
	int *line;
	size_t n, cap;
};

static void load_start_of(void *ctx, size_t index, bool last, struct treerecord_game *g)
{
	struct load_starts *c = ctx;
	(void)index, (void)last;
	if (c->n == c->cap) {
		c->cap = c->cap ? c->cap * 2 : 8;
		c->line = xreallocarray(c->line, c->cap, sizeof *c->line);
	}
	c->line[c->n++] = g->first_line;
}

/* Finds the games of the annotated record in src: src->ngames and the
 * byte where each begins (src->game_at, with the text's end after the
 * last). Returns 0, or -1 with err when the text is not a record. Linear
 * in the text; the games are read by the check's reader, one at a time
 * and without their trees (a 64 MiB game took 871 MiB read whole, 431 so):
 * memory bounded by the largest game's shape and the number of games. */
static int load_annotated_games(struct load_source *src, struct record_error *err)
{
	struct load_starts c = { NULL, 0, 0 };
	size_t n = 0;
	if (treerecord_check_each(src->text, src->len, false, load_start_of, &c, &n, err) != 0) {
		free(c.line);
		return -1;
	}
	src->game_at = xreallocarray(NULL, c.n + 1, sizeof *src->game_at);
	size_t k = 0, at = 0;
	int line = 1;
	for (; k < c.n; k++) {
		while (line < c.line[k] && at < src->len) {
			const char *nl = memchr(src->text + at, '\n', src->len - at);
			at = nl ? (size_t)(nl - src->text) + 1 : src->len;
			line++;
		}
		src->game_at[k] = k > 0 && at < src->game_at[k - 1] ? src->game_at[k - 1] : at;
	}
	src->game_at[0] = 0; /* whatever comes before the first game is its */
	src->game_at[c.n] = src->len;
	src->ngames = c.n;
	free(c.line);
	return 0;
}

/* The game numbered id among the games load_annotated_games found in src
 * (from 0), or -1 with err saying how many there are. */
static long load_annotated_pick(const struct load_source *src, const char *id, struct record_error *err)
{
	long k = load_game_number(id, src->ngames);
	if (k < 0)
		load_fail(err, "no game #%s: the file holds %zu game%s (#1 to #%zu)", id, src->ngames,
			  src->ngames == 1 ? "" : "s", src->ngames);
	return k;
}

int load_narrow(struct load_source *src, const char *id, struct record_error *err)
{
	if (src->is_archive || !treerecord_detect(src->text, src->len))
		return 1;
	if (load_annotated_games(src, err) != 0)
		return -1;
	long k = load_annotated_pick(src, id, err);
	if (k < 0)
		return -1;
	size_t from = src->game_at[k], to = src->game_at[k + 1], lines = 0;
	for (size_t i = 0; i < from; i++)
		lines += src->text[i] == '\n';
	/* the games before as empty lines: the game's own line numbers stay true */
	memset(src->text, '\n', lines);
	memmove(src->text + lines, src->text + from, to - from);
	src->len = lines + (to - from);
	free(src->game_at);
	src->game_at = NULL;
	src->ngames = 0;
	return 0;
}

/* Game i (from 0) of an annotated record of several into r, as a game of
 * an archive (LOAD_ARCHIVE_GAME, row i). */
static int load_annotated_game(const char *name, const struct load_source *src, size_t i, struct load_result *r,
			       char **cause)
{
	char label[512];
	snprintf(label, sizeof label, "%s#%zu", name, i + 1);
	int rc = load_annotated(label, src->text + src->game_at[i], src->game_at[i + 1] - src->game_at[i], r, cause);
	/* one game of several, as an archive's: saving it never writes over the file */
	r->kind = LOAD_ARCHIVE_GAME;
	r->row = i;
	return rc;
}


/* Yields from an opened source what load_path gives: the list of an archive
 * without id (src is then kept in r), or one game. */
static int load_from(const char *name, struct load_source *src, const char *id,
		     struct load_result *r, char **cause)
{
	struct record_error err;
	char why[sizeof err.message + 64];
	size_t row = 0;

	memset(r, 0, sizeof *r);
	if (!src->is_archive && treerecord_detect(src->text, src->len)) {
		/* an annotated record: its only game, game #N, or the list of its games */
		int rc = -1;
		if (load_annotated_games(src, &err) != 0) {
			cause_set(cause, "%s: %s", name, record_error_format(&err, why, sizeof why));
		} else if (id && *id != '\0') {
			long k = load_annotated_pick(src, id, &err);
			if (k < 0)
				cause_set(cause, "%s: %s", name, err.message);
			else
				rc = load_annotated_game(name, src, (size_t)k, r, cause);
		} else if (src->ngames > 1) {
			r->kind = LOAD_ARCHIVE_LIST;
			r->source = *src;
			r->nentries = src->ngames;
			memset(src, 0, sizeof *src);
			return 0;
		} else {
			rc = load_annotated(name, src->text, src->len, r, cause);
		}
		load_close(src);
		return rc;
	}
	if (src->is_archive && (!id || *id == '\0')) {
		r->kind = LOAD_ARCHIVE_LIST;
		r->source = *src;
		r->nentries = src->archive.nrows;
		memset(src, 0, sizeof *src);
		return 0;
	}
	if (id && *id != '\0') {
		long found = load_find(src, id);
		if (found < 0) {
			if (src->is_archive)
				cause_set(cause, "%s: no game #%s in the archive", name, id);
			else
				cause_set(cause, "%s: not an archive, so it has no game #%s", name, id);
			load_close(src);
			return -1;
		}
		row = (size_t)found;
	}
	int rc = load_game(src, row, false, r, &err);
	if (rc != 0) {
		char label[512];
		load_label(src, name, row, label, sizeof label);
		if (r->has_game || src->is_archive)
			cause_set(cause, "%s: %s", label, record_error_format(&err, why, sizeof why));
		else
			cause_set(cause, "%s: not a game record: %s", label,
				  record_error_format(&err, why, sizeof why));
	}
	load_close(src);
	return rc;
}

int load_text(const char *name, const char *text, size_t len, const char *id,
	      struct load_result *r, char **cause)
{
	struct load_source src;
	struct record_error err;
	char why[sizeof err.message + 64];

	memset(r, 0, sizeof *r);
	if (!name)
		name = "record";
	if (load_open_text(text, len, &src, &err) != 0) {
		cause_set(cause, "%s: %s", name, record_error_format(&err, why, sizeof why));
		return -1;
	}
	return load_from(name, &src, id, r, cause);
}

int load_path(const char *path, const char *id, struct load_result *r, char **cause)
{
	struct load_source src;
	struct record_error err;
	char why[sizeof err.message + 64], *file = NULL;
	int rc;

	memset(r, 0, sizeof *r);
	if (!id) {
		file = load_spec(path, &id);
		path = file;
	}
	if (load_open(path, false, &src, &err) != 0) {
		cause_set(cause, "%s: %s", path, record_error_format(&err, why, sizeof why));
		free(file);
		return -1;
	}
	rc = load_from(path, &src, id, r, cause);
	free(file);
	return rc;
}

/* Copies src into dst of size n as it is (the screens show it as text),
 * cut before a UTF-8 character that does not fit. */
static void load_copy(char *dst, size_t n, const char *src)
{
	size_t len = src ? strlen(src) : 0;

	if (len >= n) {
		len = n - 1;
		while (len > 0 && ((unsigned char)src[len] & 0xc0) == 0x80)
			len--;
	}
	if (len)
		memcpy(dst, src, len);
	dst[len] = '\0';
}

/* Fills e with the listing of game i of an annotated record of several:
 * its number for id, its tags, its main line's length, last move and
 * result (on the board, else as the record states it). */
static void load_tree_entry(const struct load_source *src, size_t i, struct load_entry *e)
{
	struct treerecord_game *games = NULL;
	size_t n = 0;
	struct record_error err;
	snprintf(e->id, sizeof e->id, "%zu", i + 1);
	if (treerecord_read(src->text + src->game_at[i], src->game_at[i + 1] - src->game_at[i], &games, &n, &err) != 0)
		return;
	const struct gametree *t = &games[0].tree;
	load_copy(e->gold, sizeof e->gold, gametree_tag(t, "Gold"));
	load_copy(e->silver, sizeof e->silver, gametree_tag(t, "Silver"));
	load_copy(e->event, sizeof e->event, gametree_tag(t, "Event"));
	load_copy(e->date, sizeof e->date, gametree_tag(t, "Date"));
	load_copy(e->wrating, sizeof e->wrating, gametree_tag(t, "GoldRating"));
	load_copy(e->brating, sizeof e->brating, gametree_tag(t, "SilverRating"));
	load_copy(e->timecontrol, sizeof e->timecontrol, gametree_tag(t, "TimeControl"));
	gametree_id end = gametree_main_end(t);
	const struct gametree_node *node = gametree_node(t, end);
	e->length = (int)gametree_depth(t, end);
	if (end != GAMETREE_ROOT)
		notation_label(node->move.number, node->move.side, e->last);
	char w = node->winner ? node->winner : games[0].said_winner;
	char why = node->winner ? node->reason : games[0].said_reason;
	if (w == 'w' || w == 'b')
		snprintf(e->result, sizeof e->result, "%s %c", w == 'w' ? "1-0" : "0-1",
			 why > ' ' && why < 0x7f ? why : '?');
	treerecord_free(games, n);
}

void load_list_entry(const struct load_result *list, size_t i, struct load_entry *e)
{
	const struct archive *a = &list->source.archive;
	const char *f[ARCHIVE_NCOLUMNS];

	memset(e, 0, sizeof *e);
	if (list->source.ngames > 1) {
		if (i < list->source.ngames)
			load_tree_entry(&list->source, i, e);
		return;
	}
	if (i >= a->nrows)
		return;
	archive_row_fields(a, i, f);
	const char *res = f[ARCHIVE_RESULT], *why = f[ARCHIVE_TERMINATION];
	const char *ts = f[ARCHIVE_STARTTS], *plies = f[ARCHIVE_PLYCOUNT], *moves = f[ARCHIVE_MOVELIST];
	load_copy(e->id, sizeof e->id, f[ARCHIVE_ID]);
	load_copy(e->gold, sizeof e->gold, f[ARCHIVE_WUSERNAME]);
	load_copy(e->silver, sizeof e->silver, f[ARCHIVE_BUSERNAME]);
	load_copy(e->note, sizeof e->note, f[ARCHIVE_NOTE]);
	load_copy(e->event, sizeof e->event, f[ARCHIVE_EVENT]);
	load_copy(e->wrating, sizeof e->wrating, f[ARCHIVE_WRATING]);
	load_copy(e->brating, sizeof e->brating, f[ARCHIVE_BRATING]);
	load_copy(e->timecontrol, sizeof e->timecontrol, f[ARCHIVE_TIMECONTROL]);
	/* the last move's label: of the movelist's last line with a move after
	 * its label (the archive ends a game with the next label alone) */
	for (const char *line = moves; line && *line;) {
		size_t n = 0;
		while (line[n] >= '0' && line[n] <= '9' && n < 8)
			n++;
		if (n > 0 && line[n] != '\0' && strchr("wbgs", line[n]) && line[n + 1] == ' ' &&
		    line[n + 2] != '\0' && line[n + 2] != '\\' && n + 2 < sizeof e->last) {
			memcpy(e->last, line, n + 1);
			e->last[n + 1] = '\0';
		}
		line = strstr(line, "\\n");
		if (line)
			line += 2;
	}
	if (!e->last[0] && plies && *plies >= '0' && *plies <= '9')
		load_copy(e->last, sizeof e->last, plies);
	archive_date_text(ts, e->date, sizeof e->date);
	if (res && (res[0] == 'w' || res[0] == 'b'))
		snprintf(e->result, sizeof e->result, "%s %c", res[0] == 'w' ? "1-0" : "0-1",
			 why && why[0] > ' ' && why[0] < 0x7f ? why[0] : '?');
	if (plies && *plies >= '0' && *plies <= '9') {
		e->length = (int)strtol(plies, NULL, 10);
	} else if (moves) {
		e->length = *moves != '\0';
		for (const char *p = moves; (p = strstr(p, "\\n")); p += 2)
			e->length++;
	}
}

int load_list_game(const struct load_result *list, size_t i, struct load_result *r, char **cause)
{
	struct record_error err;
	char why[sizeof err.message + 64];

	if (list->source.ngames > 1) {
		memset(r, 0, sizeof *r);
		if (i >= list->source.ngames) {
			cause_set(cause, "no game %zu in the file", i + 1);
			return -1;
		}
		return load_annotated_game("game", &list->source, i, r, cause);
	}
	if (load_game(&list->source, i, false, r, &err) != 0) {
		cause_set(cause, "game %zu of the archive: %s", i + 1, record_error_format(&err, why, sizeof why));
		return -1;
	}
	return 0;
}

/* Frees what a load made. */
void load_free(struct load_result *r)
{
	if (r->tree) {
		gametree_free(r->tree);
		free(r->tree);
	}
	if (r->has_game)
		game_free(&r->game);
	record_free(&r->rec);
	free(r->message);
	load_close(&r->source);
	memset(r, 0, sizeof *r);
}
