/* aei_match.c: a test driver for the AEI controller: plays a game between
 * two engine commands from the empty board (-d: the depth option sent
 * to both; -t: each move's time; -n: the most moves; -p: each engine
 * ponders on the other's time), writes the record to standard
 * output and the verdict, or the engine's fault with its last lines, to
 * standard error. Exit status: 0 if the game ended by the rules, 3 if an
 * engine failed (the game so far is still written), 1 on other errors.
 * Without the two commands, $top_builddir/arimaa --aei plays itself. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "aei/aeiplayer.h"
#include "notation/notation.h"
#include "notation/record.h"

int main(int argc, char **argv)
{
	long limit = 2000;
	int maxmoves = 400, c;
	const char *depth = NULL;
	bool ponder = false;
	while ((c = getopt(argc, argv, "t:n:d:p")) != -1) {
		if (c == 'p')
			ponder = true;
		else if (c == 'd')
			depth = optarg;
		else if (c == 't')
			limit = atol(optarg);
		else if (c == 'n')
			maxmoves = atoi(optarg);
		else
			return 1;
	}
	/* Without operands (as check-valgrind runs every check program):
	 * $top_builddir/arimaa --aei against itself, one turn deep. */
	static char self[4200];
	const char *cmds[2];
	if (argc - optind == 0) {
		const char *dir = getenv("top_builddir");
		snprintf(self, sizeof self, "'%s/arimaa' --aei", dir && *dir && !strchr(dir, '\'') ? dir : ".");
		cmds[0] = cmds[1] = self;
		if (!depth)
			depth = "4";
	} else if (argc - optind == 2) {
		cmds[0] = argv[optind];
		cmds[1] = argv[optind + 1];
	} else {
		fputs("usage: aei_match [-p] [-t MS] [-n MOVES] [-d DEPTH] [GOLD_CMD SILVER_CMD]\n", stderr);
		return 1;
	}
	static struct aeiplayer players[2];
	char why[256], move[AEILINE_MAX + 1];
	for (int s = 0; s < 2; s++) {
		if (aeiplayer_start(&players[s], cmds[s], why, sizeof why) != 0) {
			fprintf(stderr, "%s engine: %s\n", notation_color_name((enum color)s), why);
			return 1;
		}
		if (depth)
			aeiplayer_option(&players[s], "depth", depth);
	}
	struct game g;
	game_init(&g);
	int status = 0;
	while (g.phase != GAME_OVER && (int)g.nmoves < maxmoves) {
		struct aeiplayer *p = &players[g.pos.side], *other = &players[color_other(g.pos.side)];
		const char *side = notation_color_name(g.pos.side);
		enum aeiplayer_poll r = AEIPLAYER_FAILED;
		if (aeiplayer_go(p, &g, limit, false, NULL) == 0)
			do {
				r = aeiplayer_poll(p, &g, 100, move, sizeof move);
				/* the other one's output is read while it ponders */
				if (r == AEIPLAYER_WAIT && other->pondering &&
				    aeiplayer_poll(other, &g, 0, move, sizeof move) == AEIPLAYER_FAILED) {
					p = other;
					side = notation_color_name(color_other(g.pos.side));
					r = AEIPLAYER_FAILED;
				}
			} while (r == AEIPLAYER_WAIT);
		if (r == AEIPLAYER_FAILED) {
			char last[AEICTL_LOG_LINES * (AEICTL_LOG_WIDTH + 5)];
			aeictl_last_lines(&p->ctl, last, sizeof last);
			fprintf(stderr, "fault: %s: %s%s\nlast lines:\n%s",
				side, p->reason, p->fault == AEIPLAYER_ILLEGAL ? ": it loses" :
				p->fault == AEIPLAYER_TIMEOUT ? ": it loses on time" : "", last);
			status = 3;
			break;
		}
		struct record_error err;
		if (record_play_line(&g, move, &err) != 0) {
			fprintf(stderr, "aei_match: a checked move did not play: %s\n", err.message);
			status = 1;
			break;
		}
		if (ponder && g.phase != GAME_OVER)
			aeiplayer_ponder(p, &g);
	}
	if (g.phase == GAME_OVER)
		fprintf(stderr, "result: %s wins by %s\n", notation_color_name(g.winner),
			notation_reason_name(g.reason));
	else if (status == 0)
		fprintf(stderr, "result: unfinished after %zu moves\n", g.nmoves);
	for (int s = 0; s < 2; s++)
		aeiplayer_stop(&players[s]);
	char *text = record_write(&g, NULL, 0);
	if (text)
		fputs(text, stdout);
	free(text);
	game_free(&g);
	return status;
}
