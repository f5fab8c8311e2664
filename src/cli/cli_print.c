/* cli_print.c: --print and --main-line (the canonical annotated record of
 * each game, or its main line as a plain record), and --check of an
 * annotated file: the games of FILE[#ID] read as game trees, from an
 * annotated record or, through the store's loader, from any other. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "notation/notation.h"
#include "notation/treerecord.h"
#include "store/load.h"
#include "util/xmalloc.h"

/* Writes text to stdout line by line, each line through cli_print_safe. */
static void cli_print_lines(const char *text)
{
	while (*text) {
		const char *nl = strchr(text, '\n');
		size_t n = nl ? (size_t)(nl - text) : strlen(text);
		char *line = xmalloc(n + 1);
		memcpy(line, text, n);
		line[n] = '\0';
		cli_print_safe(stdout, line);
		putchar('\n');
		free(line);
		text += nl ? n + 1 : n;
	}
}

/* The games of an opened source as trees: the annotated reader's, or each
 * game the loader replays (row first to end). Returns 0, or -1 with err. */
static int cli_print_trees(const struct load_source *src, size_t first, size_t end, bool old_rules,
			   struct treerecord_game **games, size_t *n, struct record_error *err)
{
	if (!src->is_archive && treerecord_detect(src->text, src->len))
		return treerecord_read_rules(src->text, src->len, old_rules, games, n, err);
	*games = xreallocarray(NULL, end - first, sizeof **games);
	*n = 0;
	for (size_t i = first; i < end; i++) {
		struct load_result r;
		struct treerecord_game *tg = &(*games)[(*n)++];
		memset(tg, 0, sizeof *tg);
		if (load_game(src, i, old_rules, &r, err) != 0) {
			gametree_init(&tg->tree);
			treerecord_free(*games, *n);
			return -1;
		}
		treerecord_from_game(&r.game, r.rec.headers, r.rec.nheaders, r.info.result_code,
				     r.info.reason_code, &tg->tree);
		if (src->is_archive) {
			const char *ev = archive_field(&src->archive, i, "events");
			if (ev)
				treerecord_clocks_from_events(&tg->tree, ev, strlen(ev));
		}
		tg->illegal = r.illegal;
		tg->error = r.error;
		load_free(&r);
	}
	return 0;
}

/* Opens spec (FILE or FILE#ID) and reads its games as trees, with the
 * labels of the games. Returns 0, or 1 with the problem written to f. */
static int cli_print_open(const char *spec, bool old_rules, struct treerecord_game **games, size_t *n,
			  char **label, FILE *f)
{
	struct load_source src;
	struct record_error err;
	char *path;
	size_t first, end;
	bool has_id;

	if (cli_open(spec, &src, &path, &first, &end, &has_id, f) != 0)
		return 1;
	int rc = cli_print_trees(&src, first, end, old_rules, games, n, &err);
	if (rc != 0)
		cli_print_problem(f, spec, "error", &err);
	load_close(&src);
	*label = path;
	return rc ? 1 : 0;
}

/* Writes the label of game i of n read from path ("path", or "path, game 2"). */
static void cli_print_label(const char *path, size_t i, size_t n, char *buf, size_t size)
{
	if (n > 1)
		snprintf(buf, size, "%s, game %zu", path, i + 1);
	else
		snprintf(buf, size, "%s", path);
}

int cli_print(const char *spec, bool old_rules, bool main_line)
{
	struct treerecord_game *games;
	size_t n;
	char *path;
	int status = CLI_EXIT_OK;

	if (cli_print_open(spec, old_rules, &games, &n, &path, stderr) != 0)
		return CLI_EXIT_FAIL;
	for (size_t i = 0; i < n; i++) {
		char label[4096];
		char *text = main_line ? treerecord_write_main(&games[i].tree) : treerecord_write(&games[i].tree);
		if (i > 0)
			putchar('\n');
		cli_print_lines(text);
		free(text);
		cli_print_label(path, i, n, label, sizeof label);
		if (games[i].illegal) {
			fputs("arimaa: ", stderr);
			cli_print_problem(stderr, label, "illegal", &games[i].error);
			status = CLI_EXIT_FAIL;
		}
	}
	treerecord_free(games, n);
	free(path);
	return status;
}

/* Prints the --check line of one annotated game, and where a variation is
 * illegal. Returns true if both are fine. */
static bool cli_print_check_game(const char *label, const struct treerecord_game *tg)
{
	const struct gametree *t = &tg->tree;
	bool ok = true;
	if (tg->illegal) {
		cli_print_problem(stdout, label, "illegal", &tg->error);
		ok = false;
	} else {
		gametree_id end = gametree_main_end(t);
		const struct gametree_node *e = &t->nodes[end];
		struct game g;
		char said[64];
		(void)gametree_game(t, end, &g);
		cli_print_safe(stdout, label);
		if (g.phase == GAME_OVER)
			printf(": ok: %s wins by %s", notation_color_name(g.winner), notation_reason_words(g.reason));
		else
			printf(": ok: unfinished, %s to move", notation_color_name(g.pos.side));
		char w = e->winner && !e->board_result ? e->winner : tg->said_winner;
		char r = e->winner && !e->board_result ? e->reason : tg->said_reason;
		if (record_result_differs(&g, w, r))
			printf(" (record: %s)", record_result_words(w, r, said, sizeof said));
		putchar('\n');
		game_free(&g);
	}
	if (tg->variation_illegal) {
		cli_print_problem(stdout, label, "illegal variation", &tg->variation_error);
		ok = false;
	}
	return ok;
}

int cli_print_main(const struct load_source *src, const char *label, bool old_rules, struct game *g, FILE *f)
{
	struct treerecord_game *games;
	struct record_error err;
	size_t n;

	if (src->is_archive || !treerecord_detect(src->text, src->len))
		return -1;
	if (treerecord_read_rules(src->text, src->len, old_rules, &games, &n, &err) != 0) {
		fputs("arimaa: ", f);
		cli_print_problem(f, label, "error", &err);
		return 1;
	}
	int rc = 0;
	if (games[0].illegal) {
		fputs("arimaa: ", f);
		cli_print_problem(f, label, "illegal", &games[0].error);
		rc = 1;
	} else {
		(void)gametree_game(&games[0].tree, gametree_main_end(&games[0].tree), g);
	}
	treerecord_free(games, n);
	return rc;
}

bool cli_print_check(const char *spec, const struct load_source *src, bool old_rules, bool *all_ok)
{
	struct treerecord_game *games;
	struct record_error err;
	size_t n;

	if (src->is_archive || !treerecord_detect(src->text, src->len))
		return false;
	if (treerecord_read_rules(src->text, src->len, old_rules, &games, &n, &err) != 0) {
		cli_print_problem(stdout, spec, "error", &err);
		*all_ok = false;
		return true;
	}
	for (size_t i = 0; i < n; i++) {
		char label[4096];
		cli_print_label(spec, i, n, label, sizeof label);
		if (!cli_print_check_game(label, &games[i]))
			*all_ok = false;
	}
	treerecord_free(games, n);
	return true;
}
