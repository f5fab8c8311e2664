/* cli_source.h: the games of one input file, a record or an archive. */
#ifndef ARIMAA_CLI_CLI_SOURCE_H
#define ARIMAA_CLI_CLI_SOURCE_H

#include "cli/cli.h"
#include "notation/archive.h"

struct cli_source {
	char *data;           /* the whole file */
	size_t len;
	bool is_archive;      /* an arimaa.com archive: one game per row */
	struct archive archive;
};

/* Reads the file at path ("-" for standard input) and, if it is an
 * archive, its rows. Returns 0, or -1 with err filled (nothing to close). */
int cli_source_open(struct cli_source *src, const char *path, struct record_error *err);

/* The number of games: the archive's rows, or 1. */
size_t cli_source_count(const struct cli_source *src);

/* Writes the label of game i: path, or path#ID for an archive row. */
void cli_source_label(const struct cli_source *src, const char *path, size_t i, char *buf, size_t size);

/* The index of the archive row with game id id, or -1 (always -1 for a single record). */
long cli_source_find(const struct cli_source *src, const char *id);

/* Reads game i as a record. Returns 0 (free it with record_free), or -1 with err filled. */
int cli_source_record(const struct cli_source *src, size_t i, struct record *rec, struct record_error *err);

/* Frees what cli_source_open made. */
void cli_source_close(struct cli_source *src);

#endif
