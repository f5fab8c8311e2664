/* progress.c: the learner's progress file (see progress.h): parsed line
 * by line in one pass, written whole and atomically. */
#include "config.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "app/progress.h"
#include "store/atomic.h"
#include "store/load.h"
#include "store/paths.h"
#include "util/xmalloc.h"

/* The longest line of the file, the largest number in it. */
enum { PROGRESS_LINE_MAX = 200 };
#define PROGRESS_NUMBER_MAX 1000000000L

void progress_init(struct progress *p)
{
	memset(p, 0, sizeof *p);
}

/* Whether s (NUL-terminated) is a name the file may hold: 1 to
 * PROGRESS_NAME_MAX - 1 printable ASCII characters, no blank. */
static bool progress_name_ok(const char *s)
{
	size_t n = strlen(s);
	if (n == 0 || n >= PROGRESS_NAME_MAX)
		return false;
	for (size_t i = 0; i < n; i++)
		if (s[i] <= ' ' || s[i] >= 127)
			return false;
	return true;
}

/* Reads a whole number from 0 to PROGRESS_NUMBER_MAX. */
static bool progress_number(const char *s, long *out)
{
	char *end;
	if (!s || !*s || strlen(s) > 10 || *s == '-' || *s == '+')
		return false;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || *end || v < 0 || v > PROGRESS_NUMBER_MAX)
		return false;
	*out = v;
	return true;
}

static int progress_find(const char (*names)[PROGRESS_NAME_MAX], int n, const char *name)
{
	for (int i = 0; i < n; i++)
		if (strcmp(names[i], name) == 0)
			return i;
	return -1;
}

/* Parses one line (NUL-terminated, no newline) into p. */
static int progress_line(struct progress *p, char *line, char *why, size_t size)
{
	char *tok[5];
	int n = 0;
	line += strspn(line, " \t");
	if (line[0] == '#')
		return 0;
	for (char *s = strtok(line, " \t"); s; s = strtok(NULL, " \t")) {
		if (n == 5) {
			snprintf(why, size, "too many words");
			return -1;
		}
		tok[n++] = s;
	}
	if (n == 0)
		return 0;
	if (strcmp(tok[0], "lesson") == 0 || strcmp(tok[0], "puzzle") == 0) {
		bool lesson = tok[0][0] == 'l';
		if (n != 2 || !progress_name_ok(tok[1])) {
			snprintf(why, size, "%s wants one name of 1 to %d characters", tok[0], PROGRESS_NAME_MAX - 1);
			return -1;
		}
		int max = lesson ? PROGRESS_LESSONS_MAX : PROGRESS_PUZZLES_MAX;
		int *count = lesson ? &p->nlessons : &p->npuzzles;
		char (*names)[PROGRESS_NAME_MAX] = lesson ? p->lessons : p->puzzles;
		if (progress_find((const char (*)[PROGRESS_NAME_MAX])names, *count, tok[1]) >= 0)
			return 0;
		if (*count >= max) {
			snprintf(why, size, "more than %d %ss", max, tok[0]);
			return -1;
		}
		memcpy(names[(*count)++], tok[1], strlen(tok[1]) + 1);
		return 0;
	}
	if (strcmp(tok[0], "streak") == 0 || strcmp(tok[0], "best") == 0) {
		long v;
		if (n != 2 || !progress_number(tok[1], &v)) {
			snprintf(why, size, "%s wants a number from 0 to %ld", tok[0], PROGRESS_NUMBER_MAX);
			return -1;
		}
		*(tok[0][0] == 's' ? &p->streak : &p->best) = v;
		return 0;
	}
	if (strcmp(tok[0], "theme") == 0) {
		long solved, tried;
		int t = 0;
		while (t < PUZZLE_THEME_NB && (n != 4 || strcmp(tok[1], puzzle_theme_name((enum puzzle_theme)t)) != 0))
			t++;
		if (n != 4 || t == PUZZLE_THEME_NB || !progress_number(tok[2], &solved) ||
		    !progress_number(tok[3], &tried) || solved > tried) {
			snprintf(why, size, "theme wants a theme's name, the puzzles solved and those tried");
			return -1;
		}
		p->solved[t] = solved;
		p->tried[t] = tried;
		return 0;
	}
	snprintf(why, size, "not a line of the progress file: \"%.20s\"", tok[0]);
	return -1;
}

int progress_parse(struct progress *p, const char *text, size_t len, char *why, size_t size)
{
	char line[PROGRESS_LINE_MAX + 1], w[160];
	int lineno = 0;
	progress_init(p);
	if (len > PROGRESS_FILE_MAX) {
		snprintf(why, size, "larger than %d bytes", PROGRESS_FILE_MAX);
		return -1;
	}
	for (size_t at = 0; at < len;) {
		const char *nl = memchr(text + at, '\n', len - at);
		size_t n = nl ? (size_t)(nl - (text + at)) : len - at;
		lineno++;
		if (n > PROGRESS_LINE_MAX) {
			snprintf(why, size, "line %d: longer than %d characters", lineno, PROGRESS_LINE_MAX);
			progress_init(p);
			return -1;
		}
		if (memchr(text + at, '\0', n)) {
			snprintf(why, size, "line %d: a NUL byte", lineno);
			progress_init(p);
			return -1;
		}
		memcpy(line, text + at, n);
		line[n] = '\0';
		if (n > 0 && line[n - 1] == '\r')
			line[n - 1] = '\0';
		if (progress_line(p, line, w, sizeof w) != 0) {
			snprintf(why, size, "line %d: %s", lineno, w);
			progress_init(p);
			return -1;
		}
		at += n + (nl ? 1 : 0);
	}
	if (p->streak > p->best)
		p->best = p->streak;
	return 0;
}

char *progress_format(const struct progress *p)
{
	size_t cap = 256 + (size_t)(p->nlessons + p->npuzzles) * (PROGRESS_NAME_MAX + 8) + PUZZLE_THEME_NB * 64;
	char *out = xmalloc(cap);
	size_t at = 0;
	at += (size_t)snprintf(out + at, cap - at, "# arimaa: what the learner has done (arimaa --learn, --puzzles)\n"
						   "streak %ld\nbest %ld\n", p->streak, p->best);
	for (int t = 0; t < PUZZLE_THEME_NB; t++)
		at += (size_t)snprintf(out + at, cap - at, "theme %s %ld %ld\n", puzzle_theme_name((enum puzzle_theme)t),
				       p->solved[t], p->tried[t]);
	for (int i = 0; i < p->nlessons; i++)
		at += (size_t)snprintf(out + at, cap - at, "lesson %s\n", p->lessons[i]);
	for (int i = 0; i < p->npuzzles; i++)
		at += (size_t)snprintf(out + at, cap - at, "puzzle %s\n", p->puzzles[i]);
	return out;
}

char *progress_path(char **cause)
{
	char *dir = paths_state_dir(cause);
	if (!dir)
		return NULL;
	char *path = paths_join(dir, "learn.txt");
	free(dir);
	return path;
}

int progress_load(struct progress *p, const char *path, char *why, size_t size)
{
	const char *what;
	char w[200], *text = NULL;
	size_t len = 0;
	progress_init(p);
	int fd = load_open_regular(path, &what);
	if (fd < 0) {
		if (errno == ENOENT)
			return 0;
		snprintf(why, size, "%s: %s", path, what);
		return -1;
	}
	int rc = load_read_fd(fd, PROGRESS_FILE_MAX, &text, &len);
	int saved = errno;
	close(fd);
	if (rc != 0) {
		snprintf(why, size, "%s: %s", path,
			 saved == EFBIG ? "larger than a progress file can be" : strerror(saved));
		return -1;
	}
	rc = progress_parse(p, text, len, w, sizeof w);
	free(text);
	if (rc != 0)
		snprintf(why, size, "%s: %s", path, w);
	return rc;
}

int progress_save(const struct progress *p, const char *path, char **cause)
{
	char *text = progress_format(p);
	int rc = atomic_write(path, text, strlen(text), 0600, cause);
	free(text);
	return rc;
}

bool progress_lesson_done(const struct progress *p, const char *name)
{
	return progress_find((const char (*)[PROGRESS_NAME_MAX])p->lessons, p->nlessons, name) >= 0;
}

void progress_lesson_mark(struct progress *p, const char *name)
{
	if (!progress_name_ok(name) || progress_lesson_done(p, name) || p->nlessons >= PROGRESS_LESSONS_MAX)
		return;
	memcpy(p->lessons[p->nlessons++], name, strlen(name) + 1);
}

bool progress_puzzle_solved(const struct progress *p, const char *id)
{
	return progress_find((const char (*)[PROGRESS_NAME_MAX])p->puzzles, p->npuzzles, id) >= 0;
}

void progress_puzzle_result(struct progress *p, const char *id, enum puzzle_theme t, bool solved)
{
	if ((unsigned)t >= PUZZLE_THEME_NB)
		return;
	if (p->tried[t] < PROGRESS_NUMBER_MAX)
		p->tried[t]++;
	if (!solved) {
		p->streak = 0;
		return;
	}
	if (p->solved[t] < p->tried[t])
		p->solved[t]++;
	if (p->streak < PROGRESS_NUMBER_MAX)
		p->streak++;
	if (p->streak > p->best)
		p->best = p->streak;
	if (progress_name_ok(id) && !progress_puzzle_solved(p, id) && p->npuzzles < PROGRESS_PUZZLES_MAX)
		memcpy(p->puzzles[p->npuzzles++], id, strlen(id) + 1);
}
