/* cli_load.c: loading the one game named by FILE or FILE#ID through the
 * store's loader and replaying it, for --position and --moves. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "notation/treerecord.h"
#include "store/load.h"

/* Writes PREFIX then "LABEL: KIND: ..." for err to f. */
static void cli_load_problem(FILE *f, const char *prefix, const char *label, const char *kind,
			     const struct record_error *err)
{
	fputs(prefix, f);
	cli_print_problem(f, label, kind, err);
}

/* cli_open, its messages starting with prefix. */
static int cli_load_open(const char *spec, const char *prefix, struct load_source *src, char **path,
			 size_t *first, size_t *end, bool *has_id, FILE *f)
{
	struct record_error err;
	const char *id;

	*path = load_spec(spec, &id);
	*has_id = !!id;
	if (load_open(*path, true, src, &err) != 0) {
		cli_load_problem(f, prefix, spec, "error", &err);
		free(*path);
		return 1;
	}
	*first = 0;
	*end = load_count(src);
	if (id) {
		/* game N of an annotated record: the source becomes that game */
		int nr = load_narrow(src, id, &err);
		if (nr < 0) {
			cli_load_problem(f, prefix, spec, "error", &err);
			load_close(src);
			free(*path);
			return 1;
		}
		if (nr == 0) {
			*has_id = false;
			*end = 1;
			return 0;
		}
		long found = load_find(src, id);
		if (found < 0) {
			memset(&err, 0, sizeof err);
			snprintf(err.message, sizeof err.message, "%s", src->is_archive ?
				 "the archive has no game with this id" : "not an archive, so it has no game ids");
			cli_load_problem(f, prefix, spec, "error", &err);
			load_close(src);
			free(*path);
			return 1;
		}
		*first = (size_t)found;
		*end = *first + 1;
	}
	return 0;
}

int cli_open(const char *spec, struct load_source *src, char **path, size_t *first, size_t *end,
	     bool *has_id, FILE *f)
{
	return cli_load_open(spec, "", src, path, first, end, has_id, f);
}

/* The main line of the first game of an opened source in the annotated
 * format, replayed into g. Returns -1 (g untouched) when src is not in that
 * format, 0 with g to be freed by game_free, or 1 with the problem written
 * to f. */
static int cli_load_annotated(const struct load_source *src, const char *label, bool old_rules, struct game *g, FILE *f)
{
	struct treerecord_game *games;
	struct record_error err;
	size_t n;

	if (src->is_archive || !treerecord_detect(src->text, src->len))
		return -1;
	if (treerecord_read_rules(src->text, src->len, old_rules, &games, &n, &err) != 0) {
		cli_load_problem(f, "arimaa: ", label, "error", &err);
		return 1;
	}
	int rc = 0;
	if (games[0].illegal) {
		cli_load_problem(f, "arimaa: ", label, "illegal", &games[0].error);
		rc = 1;
	} else {
		(void)gametree_game(&games[0].tree, gametree_main_end(&games[0].tree), g);
	}
	treerecord_free(games, n);
	return rc;
}

int cli_load(const char *spec, bool old_rules, struct game *g, FILE *f)
{
	struct load_source src;
	struct load_result r;
	struct record_error err;
	char *path, label[4096];
	size_t first, end;
	bool has_id;

	if (cli_load_open(spec, "arimaa: ", &src, &path, &first, &end, &has_id, f) != 0)
		return 1;
	if (!has_id) {
		/* an annotated record: its main line */
		int ar = cli_load_annotated(&src, spec, old_rules, g, f);
		if (ar >= 0) {
			load_close(&src);
			free(path);
			return ar;
		}
	}
	load_label(&src, path, first, label, sizeof label);
	free(path);
	int rc = load_game(&src, first, old_rules, &r, &err);
	load_close(&src);
	bool failed = rc != 0 || r.illegal;
	if (rc != 0) {
		cli_load_problem(f, "arimaa: ", label, "error", &err);
	} else if (r.illegal) {
		cli_load_problem(f, "arimaa: ", label, "illegal", &r.error);
	} else {
		/* The game is the caller's now. */
		*g = r.game;
		r.has_game = false;
	}
	load_free(&r);
	return failed ? 1 : 0;
}
