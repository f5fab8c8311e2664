/* cli_check.c: --check: replays every game of every file given and says
 * in one line per game whether it is legal and how it ended. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "cli/cli.h"
#include "store/load.h"
#include "notation/notation.h"

/* Writes the note of the older rules (play after a side lost its
 * rabbits) as " (old rules: ...)". */
static void cli_check_notes(const struct record_check *c)
{
	char label[16];

	if (c->no_rabbits) {
		notation_label(c->no_rabbits_number, c->no_rabbits_side, label);
		printf(" (old rules: play after a side lost all its rabbits from %s allowed)", label);
	}
}

/* Prints the line of one game loaded. Returns true if it is ok. */
static bool cli_check_game(const char *label, const struct load_result *r, const struct record_check *c)
{
	const struct game *g = &r->game;
	char said[64];

	if (r->illegal) {
		cli_print_problem(stdout, label, "illegal", &r->error);
		return false;
	}
	cli_print_safe(stdout, label);
	if (g->phase == GAME_OVER)
		printf(": ok: %s wins by %s", notation_color_name(g->winner), notation_reason_words(g->reason));
	else
		printf(": ok: unfinished, %s to move", notation_color_name(g->pos.side));
	/* A result the board did not give (time, resignation...) is the record's word. */
	if (!r->illegal && record_result_differs(g, r->info.result_code, r->info.reason_code))
		printf(" (record: %s)", record_result_words(r->info.result_code, r->info.reason_code,
							    said, sizeof said));
	cli_check_notes(c);
	putchar('\n');
	return true;
}

/* Checks every game of one file, or the one game of FILE#ID. Returns true if all are ok. */
static bool cli_check_file(const char *spec, bool old_rules)
{
	struct load_source src;
	struct record_error err;
	bool all_ok = true, has_id;
	char *path;
	size_t first, end;

	if (cli_open(spec, &src, &path, &first, &end, &has_id, stdout) != 0)
		return false;
	/* an annotated record (variations, comments, several games) */
	if (!has_id && cli_print_check(spec, &src, old_rules, &all_ok)) {
		load_close(&src);
		free(path);
		return all_ok;
	}
	for (size_t i = first; i < end; i++) {
		char label[4096];
		struct load_result r;
		struct record_check c;

		load_label(&src, path, i, label, sizeof label);
		if (load_game_check(&src, i, old_rules, &r, &c, &err) != 0) {
			cli_print_problem(stdout, label, "error", &err);
			all_ok = false;
		} else if (!cli_check_game(label, &r, &c)) {
			all_ok = false;
		}
		record_check_free(&c);
		load_free(&r);
	}
	load_close(&src);
	free(path);
	return all_ok;
}

int cli_check(const char *const *files, int nfiles, bool old_rules)
{
	bool all_ok = true;

	for (int i = 0; i < nfiles; i++)
		if (!cli_check_file(files[i], old_rules))
			all_ok = false;
	return all_ok ? CLI_EXIT_OK : CLI_EXIT_FAIL;
}
