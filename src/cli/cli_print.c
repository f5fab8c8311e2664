/* cli_print.c: --print and --main-line (the canonical annotated record of
 * each game, or its main line as a plain record: the games of FILE[#ID]
 * read as game trees, from an annotated record or, through the store's
 * loader, from any other), and --check of an annotated file (its games
 * read by the check's reader, which keeps no tree). */
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

/* What the printing of games needs to know, game after game. */
struct cli_print_ctx {
	const char *label;    /* the file as given */
	bool main_line;
	int status;
	cli_tree_fn hook;     /* run on each game before it is written, or NULL */
	void *hook_ctx;
};

/* Writes the label of game index ("path", or "path, game 2" in a file of several). */
static void cli_print_label(const char *path, size_t index, bool last, char *buf, size_t size)
{
	if (index > 0 || !last)
		snprintf(buf, size, "%s, game %zu", path, index + 1);
	else
		snprintf(buf, size, "%s", path);
}

/* Prints one game (a blank line before all but the first). */
static void cli_print_one(struct cli_print_ctx *c, size_t index, const char *label, struct treerecord_game *tg)
{
	if (c->hook && c->hook(c->hook_ctx, label, &tg->tree) != 0)
		c->status = CLI_EXIT_FAIL;
	char *text = c->main_line ? treerecord_write_main(&tg->tree) : treerecord_write(&tg->tree);
	if (index > 0)
		putchar('\n');
	cli_print_lines(text);
	free(text);
	if (tg->illegal) {
		fputs("arimaa: ", stderr);
		cli_print_problem(stderr, label, "illegal", &tg->error);
		c->status = CLI_EXIT_FAIL;
	}
}

/* The annotated reader's hand-over: prints the game. */
static void cli_print_each(void *ctx, size_t index, bool last, struct treerecord_game *tg)
{
	struct cli_print_ctx *c = ctx;
	char label[4096];
	cli_print_label(c->label, index, last, label, sizeof label);
	cli_print_one(c, index, label, tg);
}

int cli_print(const char *spec, bool old_rules, bool main_line)
{
	return cli_print_trees(spec, old_rules, main_line, NULL, NULL);
}

int cli_print_trees(const char *spec, bool old_rules, bool main_line, cli_tree_fn hook, void *hook_ctx)
{
	struct load_source src;
	struct record_error err;
	struct cli_print_ctx c = { spec, main_line, CLI_EXIT_OK, hook, hook_ctx };
	char *path;
	size_t first, end, n;
	bool has_id;

	if (cli_open(spec, &src, &path, &first, &end, &has_id, stderr) != 0)
		return CLI_EXIT_FAIL;
	if (!has_id && !src.is_archive && treerecord_detect(src.text, src.len)) {
		/* an annotated record: game after game, in bounded memory */
		if (treerecord_read_each(src.text, src.len, old_rules, cli_print_each, &c, &n, &err) != 0) {
			fputs("arimaa: ", stderr);
			cli_print_problem(stderr, spec, "error", &err);
			c.status = CLI_EXIT_FAIL;
		}
	} else {
		/* any other record, or archive rows: each game the loader replays, as a tree */
		for (size_t i = first; i < end; i++) {
			struct load_result r;
			struct treerecord_game tg;
			char label[4096];
			load_label(&src, path, i, label, sizeof label);
			if (load_game(&src, i, old_rules, &r, &err) != 0) {
				fputs("arimaa: ", stderr);
				cli_print_problem(stderr, label, "error", &err);
				c.status = CLI_EXIT_FAIL;
				load_free(&r);
				continue;
			}
			memset(&tg, 0, sizeof tg);
			treerecord_from_game(&r.game, r.rec.headers, r.rec.nheaders, r.info.result_code,
					     r.info.reason_code, &tg.tree);
			if (src.is_archive) {
				const char *ev = archive_field(&src.archive, i, "events");
				if (ev)
					treerecord_clocks_from_events(&tg.tree, ev, strlen(ev));
			}
			tg.illegal = r.illegal;
			tg.error = r.error;
			load_free(&r);
			cli_print_one(&c, i - first, label, &tg);
			gametree_free(&tg.tree);
		}
	}
	load_close(&src);
	free(path);
	return c.status;
}

/* Prints the --check line of one annotated game, and where a variation is
 * illegal. Returns true if both are fine. */
static bool cli_print_check_game(const char *label, const struct treerecord_game *tg)
{
	bool ok = true;
	if (tg->illegal) {
		cli_print_problem(stdout, label, "illegal", &tg->error);
		ok = false;
	} else {
		const struct game *g = tg->at_end;   /* always set by treerecord_check_each */
		char said[64];
		cli_print_safe(stdout, label);
		if (g->phase == GAME_OVER)
			printf(": ok: %s wins by %s", notation_color_name(g->winner), notation_reason_words(g->reason));
		else
			printf(": ok: unfinished, %s to move", notation_color_name(g->pos.side));
		bool off_board = tg->end_winner && !tg->end_board_result;
		char w = off_board ? tg->end_winner : tg->said_winner;
		char r = off_board ? tg->end_reason : tg->said_reason;
		if (record_result_differs(g, w, r))
			printf(" (record: %s)", record_result_words(w, r, said, sizeof said));
		putchar('\n');
	}
	if (tg->variation_illegal) {
		cli_print_problem(stdout, label, "illegal variation", &tg->variation_error);
		ok = false;
	}
	return ok;
}

/* The annotated reader's hand-over for --check: one game's lines. */
static void cli_print_check_each(void *ctx, size_t index, bool last, struct treerecord_game *tg)
{
	struct cli_print_ctx *c = ctx;
	char label[4096];
	cli_print_label(c->label, index, last, label, sizeof label);
	if (!cli_print_check_game(label, tg))
		c->status = CLI_EXIT_FAIL;
}

bool cli_print_check(const char *spec, const struct load_source *src, bool old_rules, bool *all_ok)
{
	struct cli_print_ctx c = { spec, false, CLI_EXIT_OK, NULL, NULL };
	struct record_error err;
	size_t n;

	if (src->is_archive || !treerecord_detect(src->text, src->len))
		return false;
	if (treerecord_check_each(src->text, src->len, old_rules, cli_print_check_each, &c, &n, &err) != 0) {
		cli_print_problem(stdout, spec, "error", &err);
		*all_ok = false;
	}
	if (c.status != CLI_EXIT_OK)
		*all_ok = false;
	return true;
}
