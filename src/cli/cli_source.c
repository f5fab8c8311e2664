/* cli_source.c: the games of one input file: a single record (game file,
 * bare move list, diagram or short form) or every row of an archive. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "cli/cli_source.h"

/* Fills err with a message that concerns no line. */
static void cli_source_fail(struct record_error *err, const char *message)
{
	memset(err, 0, sizeof *err);
	snprintf(err->message, sizeof err->message, "%s", message);
}

/* Whether text holds nothing but white space. */
static bool cli_source_blank(const char *text, size_t len)
{
	for (size_t i = 0; i < len; i++)
		if (text[i] != ' ' && text[i] != '\t' && text[i] != '\n' && text[i] != '\r')
			return false;
	return true;
}

int cli_source_open(struct cli_source *src, const char *path, struct record_error *err)
{
	memset(src, 0, sizeof *src);
	if (cli_file_read(path, &src->data, &src->len, err->message, sizeof err->message) != 0) {
		err->line = 0;
		err->move[0] = '\0';
		return -1;
	}
	if (cli_source_blank(src->data, src->len)) {
		cli_source_fail(err, src->len ? "the file holds only white space" : "the file is empty");
		cli_source_close(src);
		return -1;
	}
	if (archive_detect(src->data, src->len)) {
		memset(err, 0, sizeof *err);
		if (archive_parse(src->data, src->len, &src->archive, err) != 0) {
			if (!err->message[0])
				cli_source_fail(err, "not a game archive");
			cli_source_close(src);
			return -1;
		}
		src->is_archive = true;
		if (src->archive.nrows == 0) {
			cli_source_fail(err, "the archive holds no games");
			cli_source_close(src);
			return -1;
		}
	}
	return 0;
}

size_t cli_source_count(const struct cli_source *src)
{
	return src->is_archive ? src->archive.nrows : 1;
}

void cli_source_label(const struct cli_source *src, const char *path, size_t i, char *buf, size_t size)
{
	const char *id;

	if (!src->is_archive) {
		snprintf(buf, size, "%s", path);
		return;
	}
	id = archive_field(&src->archive, i, "id");
	if (id && id[0])
		snprintf(buf, size, "%s#%s", path, id);
	else
		snprintf(buf, size, "%s#(line %d)", path, src->archive.rows[i].lineno);
}

long cli_source_find(const struct cli_source *src, const char *id)
{
	return src->is_archive ? archive_find(&src->archive, id) : -1;
}

int cli_source_record(const struct cli_source *src, size_t i, struct record *rec, struct record_error *err)
{
	int rc;

	memset(err, 0, sizeof *err);
	memset(rec, 0, sizeof *rec);
	if (src->is_archive)
		rc = archive_record(&src->archive, i, rec, err);
	else
		rc = record_parse(src->data, src->len, rec, err);
	if (rc != 0) {
		if (!err->message[0])
			cli_source_fail(err, "not a game record");
		return -1;
	}
	/* A game file whose headers stand alone is a game saved before its first
	 * setup; an empty archive movelist or a text with nothing is no record. */
	if (!rec->has_position && rec->nlines == 0 && (src->is_archive || rec->nheaders == 0)) {
		record_free(rec);
		cli_source_fail(err, src->is_archive ? "the movelist is empty" : "no moves and no position");
		return -1;
	}
	return 0;
}

void cli_source_close(struct cli_source *src)
{
	if (src->is_archive)
		archive_free(&src->archive);
	free(src->data);
	memset(src, 0, sizeof *src);
}
