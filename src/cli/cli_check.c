/* cli_check.c: --check: replays every game of every file given and says
 * in one line per game whether it is legal and how it ended. */
#include "config.h"
#include <string.h>
#include "cli/cli.h"
#include "cli/cli_source.h"
#include "notation/notation.h"

/* Writes the notes of the older rules (third repetitions allowed, play
 * after a side lost its rabbits) as " (old rules: ...)". */
static void cli_check_notes(const struct game *g)
{
	bool any = false, rep = false, rabbits = false;
	char label[16];

	for (size_t i = 0; i < g->nmoves; i++) {
		const struct game_move *m = &g->moves[i];
		if (!(m->notes & NOTE_THIRD_REPETITION))
			continue;
		notation_label(m->number, m->side, label);
		fputs(any ? ", " : " (old rules: third repetition at ", stdout);
		fputs(label, stdout);
		any = rep = true;
	}
	if (rep)
		fputs(" allowed", stdout);
	for (size_t i = 0; i < g->nmoves && !rabbits; i++) {
		const struct game_move *m = &g->moves[i];
		if (!(m->notes & NOTE_NO_RABBITS))
			continue;
		notation_label(m->number, m->side, label);
		fputs(any ? "; " : " (old rules: ", stdout);
		printf("play after a side lost all its rabbits from %s allowed", label);
		any = rabbits = true;
	}
	if (any)
		putchar(')');
}

/* Replays one record and prints its line. Returns true if it is ok. */
static bool cli_check_record(const char *label, const struct record *rec, bool old_rules)
{
	struct game g;
	struct record_error err;
	int rc;

	memset(&err, 0, sizeof err);
	rc = record_replay(rec, &g, old_rules, &err);
	if (rc != 0) {
		if (!err.message[0])
			snprintf(err.message, sizeof err.message, "an illegal move");
		cli_print_problem(stdout, label, "illegal", &err);
	} else {
		cli_print_safe(stdout, label);
		if (g.phase == GAME_OVER)
			printf(": ok: %s wins by %s", notation_color_name(g.winner),
			       notation_reason_words(g.reason));
		else
			printf(": ok: unfinished, %s to move", notation_color_name(g.pos.side));
		cli_check_notes(&g);
		putchar('\n');
	}
	game_free(&g);
	return rc == 0;
}

/* Checks every game of one file. Returns true if all are ok. */
static bool cli_check_file(const char *path, bool old_rules)
{
	struct cli_source src;
	struct record_error err;
	bool all_ok = true;

	if (cli_source_open(&src, path, &err) != 0) {
		cli_print_problem(stdout, path, "error", &err);
		return false;
	}
	for (size_t i = 0; i < cli_source_count(&src); i++) {
		char label[4096];
		struct record rec;

		cli_source_label(&src, path, i, label, sizeof label);
		if (cli_source_record(&src, i, &rec, &err) != 0) {
			cli_print_problem(stdout, label, "error", &err);
			all_ok = false;
			continue;
		}
		if (!cli_check_record(label, &rec, old_rules))
			all_ok = false;
		record_free(&rec);
	}
	cli_source_close(&src);
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
