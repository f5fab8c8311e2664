/* cli_file.c: reading a whole input file into memory, binary-safe and
 * with a size limit, and printing text from it without raw control bytes. */
#include "config.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cli/cli.h"

/* Reads everything from f into *data; returns 0, or -1 with err set. */
static int cli_file_slurp(FILE *f, char **data, size_t *len, char *err, size_t errsize)
{
	size_t cap = 0, n = 0;
	char *buf = NULL;
	struct stat st;

	/* A regular file says its size: refuse a huge one before reading it. */
	if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode)) {
		if ((unsigned long long)st.st_size > CLI_FILE_MAX) {
			snprintf(err, errsize, "the file is larger than %zu MiB", CLI_FILE_MAX >> 20);
			return -1;
		}
		cap = (size_t)st.st_size + 1;
	}
	if (cap < 4096)
		cap = 4096;
	for (;;) {
		if (!buf || n == cap) {
			size_t ncap = buf ? cap * 2 : cap;
			char *nbuf;
			if (ncap > CLI_FILE_MAX + 1)
				ncap = CLI_FILE_MAX + 1;
			if (buf && n == ncap) {
				free(buf);
				snprintf(err, errsize, "the file is larger than %zu MiB", CLI_FILE_MAX >> 20);
				return -1;
			}
			nbuf = realloc(buf, ncap);
			if (!nbuf) {
				free(buf);
				snprintf(err, errsize, "out of memory");
				return -1;
			}
			buf = nbuf;
			cap = ncap;
		}
		size_t got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (got == 0) {
			if (ferror(f)) {
				int e = errno;
				free(buf);
				snprintf(err, errsize, "cannot read: %s", strerror(e));
				return -1;
			}
			break;
		}
	}
	if (n > CLI_FILE_MAX) {
		free(buf);
		snprintf(err, errsize, "the file is larger than %zu MiB", CLI_FILE_MAX >> 20);
		return -1;
	}
	if (n == cap) {
		char *nbuf = realloc(buf, n + 1);
		if (!nbuf) {
			free(buf);
			snprintf(err, errsize, "out of memory");
			return -1;
		}
		buf = nbuf;
	}
	buf[n] = '\0';
	*data = buf;
	*len = n;
	return 0;
}

int cli_file_read(const char *path, char **data, size_t *len, char *err, size_t errsize)
{
	FILE *f;
	int rc;

	if (strcmp(path, "-") == 0) {
		clearerr(stdin);
		return cli_file_slurp(stdin, data, len, err, errsize);
	}
	f = fopen(path, "rb");
	if (!f) {
		snprintf(err, errsize, "cannot open: %s", strerror(errno));
		return -1;
	}
	rc = cli_file_slurp(f, data, len, err, errsize);
	fclose(f);
	return rc;
}

void cli_print_safe(FILE *f, const char *s)
{
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p < 0x20 || *p == 0x7f)
			fprintf(f, "\\x%02x", *p);
		else
			putc(*p, f);
	}
}

void cli_print_problem(FILE *f, const char *label, const char *kind, const struct record_error *err)
{
	char move[sizeof err->move], message[sizeof err->message];

	/* Copies, so that a message without its NUL cannot run past its end. */
	memcpy(move, err->move, sizeof move);
	move[sizeof move - 1] = '\0';
	memcpy(message, err->message, sizeof message);
	message[sizeof message - 1] = '\0';

	cli_print_safe(f, label);
	fprintf(f, ": %s: ", kind);
	if (move[0]) {
		fputs("move ", f);
		cli_print_safe(f, move);
		fputs(": ", f);
	} else if (err->line > 0) {
		fprintf(f, "line %d: ", err->line);
	}
	cli_print_safe(f, message[0] ? message : "not a game record");
	putc('\n', f);
}
