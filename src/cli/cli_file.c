/* cli_file.c: reading a whole input file into memory, binary-safe and
 * with a size limit, and printing text from it without raw control bytes. */
#include "config.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include "cli/cli.h"
#include "store/load.h"

int cli_file_read(const char *path, char **data, size_t *len, char *err, size_t errsize)
{
	bool is_stdin = strcmp(path, "-") == 0;
	int fd = is_stdin ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		snprintf(err, errsize, "cannot open: %s", strerror(errno));
		return -1;
	}
	int rc = load_read_fd(fd, CLI_FILE_MAX, data, len);
	int e = errno;
	if (!is_stdin)
		close(fd);
	if (rc == 0)
		return 0;
	if (e == EFBIG)
		snprintf(err, errsize, "the file is larger than %zu MiB", CLI_FILE_MAX >> 20);
	else
		snprintf(err, errsize, "cannot read: %s", strerror(e));
	return -1;
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
