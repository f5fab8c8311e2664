/* cli_moves.c: --moves and --count: the distinct legal turns for the side
 * to move at the end of a game, in notation with their captures. */
#include "config.h"
#include "cli/cli.h"
#include "core/movegen.h"
#include "notation/notation.h"
#include "util/xmalloc.h"

/* Replays the steps of one generated turn to learn its captures, and
 * prints it. Returns false if a step was refused (a generator bug). */
static bool cli_moves_print(const struct position *pos, const struct movegen_turn *mt)
{
	struct turn t;
	char buf[256];

	turn_begin(&t, pos);
	for (int i = 0; i < mt->nsteps; i++)
		if (turn_step(&t, mt->steps[i]) != STEP_OK)
			return false;
	if (notation_turn(t.steps, t.nsteps, buf, sizeof buf) >= sizeof buf)
		return false;
	puts(buf);
	return true;
}

int cli_moves(const char *spec, bool old_rules, bool count_only)
{
	struct game g;
	struct movegen *mg;
	const struct history *h;
	long n;
	int status = CLI_EXIT_OK;

	if (cli_load(spec, old_rules, &g, stderr) != 0)
		return CLI_EXIT_FAIL;
	if (g.phase == GAME_SETUP) {
		fprintf(stderr, "arimaa: ");
		cli_print_safe(stderr, spec);
		fprintf(stderr, ": error: %s has not set up yet, so there are no turns to list\n",
			notation_color_name(g.pos.side));
		game_free(&g);
		return CLI_EXIT_FAIL;
	}
	if (g.phase == GAME_OVER) {
		/* A finished game has no legal turns: say why on standard error. */
		fputs("arimaa: ", stderr);
		cli_print_safe(stderr, spec);
		fprintf(stderr, ": the game is over: %s wins by %s\n", notation_color_name(g.winner),
			notation_reason_words(g.reason));
		if (count_only)
			puts("0");
		game_free(&g);
		return CLI_EXIT_OK;
	}
	if (!(mg = movegen_new()))
		xmalloc_fail();
	/* Under the older rules a third repetition was a legal (losing) turn. */
	h = g.old_rules ? NULL : &g.history;
	if (count_only) {
		n = movegen_count(mg, &g.pos, h);
		if (n >= 0)
			printf("%ld\n", n);
	} else {
		const struct movegen_turn *turns;
		n = movegen_list(mg, &g.pos, h, &turns);
		for (long i = 0; i < n; i++) {
			if (!cli_moves_print(&g.pos, &turns[i])) {
				fputs("arimaa: internal error: a generated turn could not be replayed\n", stderr);
				status = CLI_EXIT_FAIL;
				break;
			}
		}
	}
	if (n < 0)
		xmalloc_fail();
	movegen_free(mg);
	game_free(&g);
	return status;
}
