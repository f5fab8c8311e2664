/* cli_load.c: loading the one game named by FILE or FILE#ID and replaying
 * it, for --position and --moves. */
#include "config.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cli/cli.h"
#include "cli/cli_source.h"
#include "util/xmalloc.h"

/* Writes "arimaa: LABEL: error: MESSAGE" to f. */
static void cli_load_error(FILE *f, const char *label, const char *message)
{
	struct record_error err;

	memset(&err, 0, sizeof err);
	snprintf(err.message, sizeof err.message, "%s", message);
	fputs("arimaa: ", f);
	cli_print_problem(f, label, "error", &err);
}

/* Opens the file of spec: the whole name if there is such a file, else
 * the part before the last '#', with the id after it in *id (else *id is
 * NULL). Returns 0, or 1 after writing why not. */
static int cli_load_open(const char *spec, struct cli_source *src, char **path, char **id, FILE *f)
{
	struct record_error err;
	struct stat st;
	const char *hash = strrchr(spec, '#');

	*id = NULL;
	*path = xstrdup(spec);
	if (hash && hash > spec && hash[1] && stat(spec, &st) != 0 && errno == ENOENT) {
		(*path)[hash - spec] = '\0';
		*id = *path + (hash - spec) + 1;
	}
	if (cli_source_open(src, *path, &err) == 0)
		return 0;
	fputs("arimaa: ", f);
	cli_print_problem(f, spec, "error", &err);
	free(*path);
	*path = NULL;
	return 1;
}

int cli_load(const char *spec, bool old_rules, struct game *g, FILE *f)
{
	struct cli_source src;
	struct record rec;
	struct record_error err;
	char *path, *id;
	char label[4096];
	size_t row = 0;
	int rc;

	if (cli_load_open(spec, &src, &path, &id, f) != 0)
		return 1;
	if (id) {
		long found = src.is_archive ? cli_source_find(&src, id) : -1;
		if (found < 0) {
			cli_load_error(f, spec, src.is_archive ? "the archive has no game with this id"
					  : "not an archive, so it has no game ids");
			cli_source_close(&src);
			free(path);
			return 1;
		}
		row = (size_t)found;
	}
	cli_source_label(&src, path, row, label, sizeof label);
	free(path);
	if (cli_source_record(&src, row, &rec, &err) != 0) {
		fputs("arimaa: ", f);
		cli_print_problem(f, label, "error", &err);
		cli_source_close(&src);
		return 1;
	}
	memset(&err, 0, sizeof err);
	rc = record_replay(&rec, g, old_rules, &err);
	record_free(&rec);
	cli_source_close(&src);
	if (rc == 0)
		return 0;
	fputs("arimaa: ", f);
	cli_print_problem(f, label, "illegal", &err);
	game_free(g);
	return 1;
}
