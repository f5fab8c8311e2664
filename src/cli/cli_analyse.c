/* cli_analyse.c: --analyse: each game of FILE[#ID] read as a game tree,
 * every position of its main line searched by an engine, and the game
 * written as the annotated record with %eval, glyphs and comments. */
#include "config.h"
#include <stdio.h>
#include "app/analyser.h"
#include "cli/cli.h"

/* What the analysis of games needs, game after game. */
struct cli_analyse_ctx {
	struct analyser an;
};

/* The hook of cli_print_trees: analyses one game's main line into t. */
static int cli_analyse_game(void *ctx, const char *label, struct gametree *t)
{
	struct cli_analyse_ctx *c = ctx;
	struct analysis_game a;
	int rc = 0;
	struct analysis_searcher s;
	analyser_searcher(&c->an, &s);
	analysis_game_init(&a, t);
	while (analysis_game_step(&a, t, &s))
		;
	if (a.failed) {
		fputs("arimaa: ", stderr);
		cli_print_safe(stderr, label);
		fputs(": engine failed: ", stderr);
		cli_print_safe(stderr, a.why);
		fputc('\n', stderr);
		rc = 1;
	}
	analysis_game_apply(&a, t);
	analysis_game_free(&a);
	return rc;
}

int cli_analyse(const char *spec, bool old_rules, const char *engine, int depth, long time_ms, int threads)
{
	struct cli_analyse_ctx c;
	char why[512];
	if (analyser_start(&c.an, engine, depth, time_ms, threads, why, sizeof why) != 0) {
		fputs("arimaa: ", stderr);
		cli_print_safe(stderr, engine);
		fputs(": ", stderr);
		cli_print_safe(stderr, why);
		fputc('\n', stderr);
		return CLI_EXIT_FAIL;
	}
	int status = cli_print_trees(spec, old_rules, false, cli_analyse_game, &c);
	analyser_stop(&c.an);
	return status;
}
