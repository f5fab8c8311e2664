/* aei_bench.c: a match between two AEI engines, the bar issue 18 holds
 * the built-in player to (real bots, played through AEI): GAMES games
 * from the empty board, each engine making its own setups, A taking Gold
 * in the first game and every other one after it. A move that breaks the
 * rules or comes after the engine's time (and the controller's margin)
 * loses the game; so does a crash or a line that is not AEI, and the
 * engine is started again for the next game. A game still going after
 * MOVES moves counts half.
 * Usage: aei_bench [-t S] [-T S] [-a NAME=VALUE]... [-b NAME=VALUE]...
 *                  [-n MOVES] [-r DIR] GAMES CMD_A CMD_B
 *   -t S, -T S   A's and B's time a move in whole seconds (AEI tcmove S,
 *                with a reserve of 3 s refilled every move: the clock of
 *                arimaa --engine-time); 0, the default: no clock is sent,
 *                the engine's options decide (a depth), and it has 60 s
 *   -a, -b       an option set for A, for B (AEI setoption; again after
 *                each newgame)
 *   -n MOVES     the moves of a game before it counts as drawn (400)
 *   -r DIR       each game's record written to DIR/game-N.txt (a file
 *                there already is an error, never overwritten)
 * Each game's end goes to standard error; A's score to standard output,
 * as make bench-engine prints it (wins, losses, draws, Elo with its 95%
 * margin), and then each engine's faults. Exit status 0, 1 if an engine
 * cannot be started or a record not written, 2 on a usage error.
 * Without operands (as check-valgrind runs every check program): two
 * games of $top_builddir/arimaa --aei against itself, one turn deep, 40
 * moves at most. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "aei/aeiplayer.h"
#include "bench/benchscore.h"
#include "notation/notation.h"
#include "notation/record.h"

/* One of the two engines, and what it did over the match. */
struct aei_bench_side {
	const char *name;   /* "A" or "B" */
	const char *cmd;
	long move_s;        /* its time a move, 0 for no clock */
	const char *options[AEIPLAYER_OPTIONS];
	int noptions;
	struct aeiplayer player;
	int faults[AEIPLAYER_GARBAGE + 1];
};

/* Starts side s's engine and sets its options. Returns 0, or -1 with a message printed. */
static int aei_bench_start(struct aei_bench_side *s)
{
	char why[256];
	memset(&s->player, 0, sizeof s->player);
	if (aeiplayer_start(&s->player, s->cmd, why, sizeof why) != 0) {
		fprintf(stderr, "aei_bench: engine %s (%s): %s\n", s->name, s->cmd, why);
		return -1;
	}
	for (int i = 0; i < s->noptions; i++) {
		char name[AEIPLAYER_OPTION_SIZE];
		const char *eq = strchr(s->options[i], '=');
		snprintf(name, sizeof name, "%.*s", (int)(eq - s->options[i]), s->options[i]);
		if (aeiplayer_option(&s->player, name, eq + 1) != 0) {
			fprintf(stderr, "aei_bench: engine %s: option %s not set\n", s->name, s->options[i]);
			aeiplayer_stop(&s->player);
			return -1;
		}
	}
	return 0;
}

/* One move of the engine of side s in g into move. Returns 0, or -1 if
 * it failed (its fault counted, a message printed, the engine started
 * again; -2 if it cannot be). */
static int aei_bench_move(struct aei_bench_side *s, struct game *g, char *move, size_t size)
{
	struct aeiplayer_clock clk;
	long limit_ms = 60000;
	if (s->move_s > 0)
		aeiplayer_fixed_clock(s->move_s, &clk, &limit_ms);
	enum aeiplayer_poll r = AEIPLAYER_FAILED;
	if (aeiplayer_go(&s->player, g, limit_ms, false, s->move_s > 0 ? &clk : NULL) == 0)
		do
			r = aeiplayer_poll(&s->player, g, 100, move, size);
		while (r == AEIPLAYER_WAIT);
	if (r == AEIPLAYER_MOVE)
		return 0;
	char last[AEICTL_LOG_LINES * (AEICTL_LOG_WIDTH + 5)];
	aeictl_last_lines(&s->player.ctl, last, sizeof last);
	fprintf(stderr, "  engine %s at move %d%c: %s\n  its last lines:\n%s", s->name, g->number,
		"gs"[g->pos.side], s->player.reason, last);
	s->faults[s->player.fault]++;
	aeiplayer_stop(&s->player);
	return aei_bench_start(s) == 0 ? -1 : -2;
}

/* Writes g to dir/game-number.txt, never over a file there. Returns 0, or -1 with a message printed. */
static int aei_bench_record(const char *dir, int number, const struct game *g)
{
	char path[4096];
	int len = snprintf(path, sizeof path, "%s/game-%d.txt", dir, number);
	/* a path cut short would name another file */
	char *text = len >= 0 && (size_t)len < sizeof path ? record_write(g, NULL, 0) : NULL;
	FILE *f = text ? fopen(path, "wx") : NULL;
	bool ok = f && fputs(text, f) >= 0;
	if (f && fclose(f) != 0)
		ok = false;
	free(text);
	if (!ok)
		fprintf(stderr, "aei_bench: %s/game-%d.txt: not written\n", dir, number);
	return ok ? 0 : -1;
}

/* Plays game `number` (from 1) with sides[GOLD] and sides[SILVER]:
 * returns the winner, COLOR_NB for a draw, or -1 if an engine cannot be
 * started again or the record not written. */
static int aei_bench_game(struct aei_bench_side *sides[2], int number, int maxmoves, const char *dir)
{
	struct game g;
	game_init(&g);
	int winner = COLOR_NB;
	const char *why = "";
	while (g.phase != GAME_OVER && (int)g.nmoves < maxmoves) {
		char move[AEILINE_MAX + 1];
		struct aei_bench_side *s = sides[g.pos.side];
		int r = aei_bench_move(s, &g, move, sizeof move);
		struct record_error err;
		if (r == 0 && record_play_line(&g, move, &err) != 0) {
			fprintf(stderr, "aei_bench: a checked move did not play: %s\n", err.message);
			r = -2;
		}
		if (r != 0) {
			winner = r == -2 ? -1 : (int)color_other(g.pos.side);
			why = "a fault";
			break;
		}
	}
	if (g.phase == GAME_OVER) {
		winner = g.winner;
		why = notation_reason_name(g.reason);
	}
	if (winner == COLOR_NB)
		fprintf(stderr, "game %d: %s (gold) against %s (silver): unfinished after %zu moves, counted drawn\n",
			number, sides[GOLD]->name, sides[SILVER]->name, g.nmoves);
	else if (winner >= 0)
		fprintf(stderr, "game %d: %s (gold) against %s (silver): %s wins by %s after %zu moves\n", number,
			sides[GOLD]->name, sides[SILVER]->name, notation_color_name((enum color)winner), why, g.nmoves);
	if (dir && aei_bench_record(dir, number, &g) != 0)
		winner = -1;
	game_free(&g);
	return winner;
}

/* Prints the faults of side s, if any. */
static void aei_bench_faults(const struct aei_bench_side *s)
{
	static const char *const words[] = { "", "illegal moves", "moves too late", "crashes", "lines not AEI" };
	int total = 0;
	for (int f = AEIPLAYER_ILLEGAL; f <= AEIPLAYER_GARBAGE; f++)
		total += s->faults[f];
	if (total == 0)
		return;
	printf("  engine %s faults:", s->name);
	for (int f = AEIPLAYER_ILLEGAL; f <= AEIPLAYER_GARBAGE; f++)
		if (s->faults[f])
			printf(" %d %s", s->faults[f], words[f]);
	printf("\n");
}

static int aei_bench_usage(void)
{
	fputs("usage: aei_bench [-t S] [-T S] [-a NAME=VALUE]... [-b NAME=VALUE]... [-n MOVES] [-r DIR] GAMES CMD_A "
	      "CMD_B\n",
	      stderr);
	return 2;
}

int main(int argc, char **argv)
{
	static struct aei_bench_side a = { .name = "A" }, b = { .name = "B" };
	int maxmoves = 400, c;
	const char *dir = NULL;
	while ((c = getopt(argc, argv, "t:T:a:b:n:r:")) != -1) {
		struct aei_bench_side *s = c == 'a' || c == 't' ? &a : &b;
		if (c == 't' || c == 'T') {
			char *end;
			s->move_s = strtol(optarg, &end, 10);
			if (*end || s->move_s < 0 || s->move_s > 3600)
				return aei_bench_usage();
		} else if (c == 'a' || c == 'b') {
			const char *eq = strchr(optarg, '=');
			if (!eq || eq == optarg || eq - optarg >= AEIPLAYER_OPTION_SIZE ||
			    strlen(eq + 1) >= AEIPLAYER_OPTION_SIZE || s->noptions == AEIPLAYER_OPTIONS)
				return aei_bench_usage();
			s->options[s->noptions++] = optarg;
		} else if (c == 'n') {
			maxmoves = atoi(optarg);
			if (maxmoves <= 0)
				return aei_bench_usage();
		} else if (c == 'r') {
			dir = optarg;
		} else {
			return aei_bench_usage();
		}
	}
	int games = 2;
	static char self[4200];
	if (argc - optind == 0) {
		const char *top = getenv("top_builddir");
		snprintf(self, sizeof self, "'%s/arimaa' --aei", top && *top && !strchr(top, '\'') ? top : ".");
		a.cmd = b.cmd = self;
		a.options[a.noptions++] = b.options[b.noptions++] = "depth=4";
		maxmoves = 40;
	} else if (argc - optind == 3) {
		char *end;
		long n = strtol(argv[optind], &end, 10);
		if (*end || n <= 0 || n > 100000)
			return aei_bench_usage();
		games = (int)n;
		a.cmd = argv[optind + 1];
		b.cmd = argv[optind + 2];
	} else {
		return aei_bench_usage();
	}
	if (aei_bench_start(&a) != 0)
		return 1;
	if (aei_bench_start(&b) != 0) {
		aeiplayer_stop(&a.player);
		return 1;
	}
	int wins = 0, losses = 0, draws = 0, status = 0;
	for (int i = 0; i < games; i++) {
		struct aei_bench_side *sides[2];
		enum color ac = i % 2 == 0 ? GOLD : SILVER;
		sides[ac] = &a;
		sides[color_other(ac)] = &b;
		int w = aei_bench_game(sides, i + 1, maxmoves, dir);
		if (w < 0) {
			status = 1;
			break;
		}
		wins += w == (int)ac;
		losses += w == (int)color_other(ac);
		draws += w == COLOR_NB;
	}
	aeiplayer_stop(&a.player);
	aeiplayer_stop(&b.player);
	char an[40] = "A (no clock)", bn[40] = "B (no clock)";
	if (a.move_s)
		snprintf(an, sizeof an, "A (%ld s a move)", a.move_s);
	if (b.move_s)
		snprintf(bn, sizeof bn, "B (%ld s a move)", b.move_s);
	benchscore_print(an, bn, wins, losses, draws);
	aei_bench_faults(&a);
	aei_bench_faults(&b);
	return status;
}
