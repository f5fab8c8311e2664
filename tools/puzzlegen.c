/* puzzlegen.c: makes puzzles from real games. It reads arimaa.com archive
 * files (allgamesYYYYMM.txt, data/famous-games.txt), replays every game,
 * and tries each position before a turn for the five themes of
 * src/learn/puzzle.h, each verified by the exact searches of
 * src/learn/tactics.h within a budget of work a position; the puzzles go
 * to standard output in the format of data/puzzles.txt, what was tried to
 * standard error.
 *
 *   puzzlegen [--budget UNITS] [--seconds S] [--per-game N] [--goal2-distance N] [--part K/N] FILE... */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "core/game.h"
#include "learn/puzzle.h"
#include "learn/puzzlemake.h"
#include "learn/tactics.h"
#include "notation/archive.h"
#include "notation/notation.h"
#include "notation/record.h"
#include "util/xmalloc.h"

/* The largest archive file read. */
#define PUZZLEGEN_MAX_FILE (256L << 20)

struct gen {
	long budget;          /* work units a position may use */
	int per_game;         /* the most puzzles of one theme from one game */
	int goal2_distance;   /* a goal in two is looked for only with a rabbit this near its goal */
	int part, parts;      /* try only the games whose row index is part modulo parts */
	double seconds;       /* stop trying new positions after this long */
	time_t started;
	struct movegen *mg;   /* the turns of the position tried */
	struct position_exact *seen; /* positions already made puzzles */
	size_t nseen, capseen;
	long count[PUZZLE_THEME_NB];
	long tried, out_of_budget;
	bool timed_out;
};

static char *gen_slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 20, n = 0;
	char *buf = xmalloc(cap);
	for (;;) {
		n += fread(buf + n, 1, cap - n, f);
		if (n < cap || cap >= (size_t)PUZZLEGEN_MAX_FILE)
			break;
		cap *= 2;
		buf = xrealloc(buf, cap);
	}
	fclose(f);
	*len = n;
	return buf;
}

static bool gen_seen(struct gen *g, const struct position *pos)
{
	struct position_exact e;
	position_exact(pos, &e);
	for (size_t i = 0; i < g->nseen; i++)
		if (position_exact_equal(&g->seen[i], &e))
			return true;
	return false;
}

static void gen_remember(struct gen *g, const struct position *pos)
{
	if (g->nseen == g->capseen) {
		g->capseen = g->capseen ? 2 * g->capseen : 256;
		g->seen = xreallocarray(g->seen, g->capseen, sizeof *g->seen);
	}
	position_exact(pos, &g->seen[g->nseen++]);
}

/* Goal in two, only where the game's own turn `first` threatened a goal:
 * the search of every turn is too costly to run at every position. */
static int gen_goal2(struct tactics *tx, const struct position *pos, const struct tactics_line *turns, long n,
		     const struct tactics_line *first, struct tactics_line *sol, long *count)
{
	*count = 0;
	struct position threat;
	if (!first || tactics_play(pos, first, &threat) != -1)
		return 0;
	position_set_side(&threat, pos->side);
	if (tactics_goal_now(tx, &threat, NULL) != TACTICS_YES)
		return 0;
	return puzzlemake_goal2(tx, pos, turns, n, first, sol, count);
}

static void gen_emit(struct gen *g, struct puzzle *p, const char *source, const char *gameid, const char *label)
{
	snprintf(p->id, sizeof p->id, "%s-%s", gameid, label);
	snprintf(p->game, sizeof p->game, "%s", gameid);
	snprintf(p->move, sizeof p->move, "%s", label);
	snprintf(p->source, sizeof p->source, "%s", source);
	char buf[1024];
	puzzle_write(p, buf, sizeof buf);
	fputs(buf, stdout);
	fflush(stdout);
	g->count[p->theme]++;
	gen_remember(g, &p->pos);
}

/* Tries one position (before move `number` of pos->side; next is the turn
 * played there in the game, or NULL) for every theme, in order of
 * precedence: a goal now, stopping the other side's goal, a goal in two,
 * then material. Returns the theme made, or PUZZLE_THEME_NB. */
static int gen_position(struct gen *g, const struct position *pos, int number, const struct tactics_line *next,
			const int *made, struct puzzle *p)
{
	struct tactics tx;
	tactics_init(&tx, g->budget);
	memset(p, 0, sizeof *p);
	p->pos = *pos;
	p->number = number;
	int theme = PUZZLE_THEME_NB;
	long n;
	struct tactics_line *turns = NULL;
	int r = tactics_goal_now(&tx, pos, &p->solution);
	if (r != TACTICS_NO) {
		if (r == TACTICS_YES && made[PUZZLE_GOAL] < g->per_game) {
			turns = puzzlemake_turns(g->mg, pos, &n);
			p->theme = PUZZLE_GOAL;
			p->turns = n;
			p->solutions = puzzlemake_count_goals(pos, turns, n);
			int d = p->solution.nsteps + (puzzlemake_grade(p->solutions, n) >= 4);
			p->difficulty = d > 5 ? 5 : d;
			theme = PUZZLE_GOAL;
		}
		goto done;
	}
	struct position other = *pos;
	position_set_side(&other, color_other(pos->side));
	r = tactics_goal_now(&tx, &other, NULL);
	if (r != TACTICS_NO) {
		if (r == TACTICS_YES && made[PUZZLE_STOP] < g->per_game) {
			turns = puzzlemake_turns(g->mg, pos, &n);
			if (puzzlemake_stop_goal(&tx, pos, turns, n, &p->solution, &p->solutions) == 1) {
				p->theme = PUZZLE_STOP;
				p->turns = n;
				p->difficulty = puzzlemake_grade(p->solutions, n);
				theme = PUZZLE_STOP;
			}
		}
		goto done;
	}
	turns = puzzlemake_turns(g->mg, pos, &n);
	if (n == 0)
		goto done;
	if (made[PUZZLE_GOAL2] < g->per_game && tactics_rabbit_distance(pos, pos->side) <= g->goal2_distance) {
		r = gen_goal2(&tx, pos, turns, n, next, &p->solution, &p->solutions);
		if (r == 1) {
			p->theme = PUZZLE_GOAL2;
			p->turns = p->solutions ? n : 0;
			p->difficulty = p->solutions ? (puzzlemake_grade(p->solutions, n) >= 4 ? 5 : 4) : 5;
			theme = PUZZLE_GOAL2;
			goto done;
		}
		if (r < 0)
			g->out_of_budget++;
		tactics_free(&tx);
		tactics_init(&tx, g->budget);
	}
	int pass;
	if (tactics_pass_score(&tx, pos, -TACTICS_WIN - 1, &pass) != TACTICS_YES) {
		g->out_of_budget++;
		goto done;
	}
	bool can_gain = false;
	for (long i = 0; i < n && !can_gain; i++) {
		struct position after;
		can_gain = tactics_play(pos, &turns[i], &after) == -1 && tactics_net(pos, &after, pos->side) >= 1;
	}
	if (pass > -1 && !can_gain)
		goto done;
	if (made[PUZZLE_MATERIAL] >= g->per_game && made[PUZZLE_SAVE] >= g->per_game)
		goto done;
	int best;
	r = puzzlemake_best(&tx, pos, turns, n, &best, &p->solution, &p->solutions);
	if (r < 0)
		g->out_of_budget++;
	if (r != 1 || best >= TACTICS_WIN || best <= -TACTICS_WIN)
		goto done;
	p->score = best;
	p->turns = n;
	p->difficulty = puzzlemake_grade(p->solutions, n);
	if (best >= 1 && made[PUZZLE_MATERIAL] < g->per_game)
		theme = p->theme = PUZZLE_MATERIAL;
	else if (best == 0 && pass <= -1 && made[PUZZLE_SAVE] < g->per_game)
		theme = p->theme = PUZZLE_SAVE;
done:
	free(turns);
	tactics_free(&tx);
	return theme;
}

static void gen_game(struct gen *g, const struct game *game, const char *source, const char *gameid)
{
	int made[PUZZLE_THEME_NB] = { 0 };
	struct position before = game->start;
	for (size_t i = 0; i < game->nmoves; game_move_redo(&game->moves[i++], &before)) {
		const struct game_move *m = &game->moves[i];
		if (m->type != MOVE_TURN)
			continue;
		if (difftime(time(NULL), g->started) > g->seconds) {
			g->timed_out = true;
			return;
		}
		if (gen_seen(g, &before))
			continue;
		g->tried++;
		struct tactics_line next = { .nsteps = 0 };
		/* The turn the game played here: tried first for a goal in two. */
		{
			next.nsteps = game->moves[i].nsteps;
			for (int k = 0; k < next.nsteps; k++)
				next.steps[k] = game->moves[i].steps[k].step;
		}
		struct puzzle p;
		int t = gen_position(g, &before, m->number, next.nsteps ? &next : NULL, made, &p);
		if (t != PUZZLE_THEME_NB) {
			char label[16];
			notation_label(m->number, m->side, label);
			made[t]++;
			gen_emit(g, &p, source, gameid, label);
		}
	}
}

static int gen_file(struct gen *g, const char *path)
{
	size_t len;
	char *text = gen_slurp(path, &len);
	if (!text) {
		fprintf(stderr, "puzzlegen: cannot read %s\n", path);
		return -1;
	}
	struct archive a;
	struct record_error err;
	char msg[400];
	if (archive_parse(text, len, &a, &err) != 0) {
		fprintf(stderr, "puzzlegen: %s: %s\n", path, record_error_format(&err, msg, sizeof msg));
		free(text);
		return -1;
	}
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	for (size_t i = 0; i < a.nrows && !g->timed_out; i++) {
		if ((int)(i % (size_t)g->parts) != g->part)
			continue;
		struct record rec;
		if (archive_record(&a, i, &rec, &err) != 0)
			continue;
		struct game game;
		record_replay(&rec, &game, false, &err);
		const char *id = rec.id ? rec.id : "?";
		gen_game(g, &game, base, id);
		fprintf(stderr, "puzzlegen: %s#%s: %ld tried, %ld %ld %ld %ld %ld\n", base, id, g->tried,
			g->count[0], g->count[1], g->count[2], g->count[3], g->count[4]);
		game_free(&game);
		record_free(&rec);
	}
	archive_free(&a);
	free(text);
	return 0;
}

/* The comment that heads the file: the format and what "verified" means. */
static const char gen_header[] =
	"# puzzles.txt: Arimaa puzzles from real games, made by tools/puzzlegen\n"
	"# (`make puzzles`) from arimaa.com archive files; each records the game\n"
	"# (Game, the archive's id; Source, its file) and the move it comes before.\n"
	"#\n"
	"# An entry is a block of \"Key: value\" lines; blocks are separated by blank\n"
	"# lines. Position is the AEI short form with the move's label; Solution is\n"
	"# one turn that does the task (any other that does it is accepted too);\n"
	"# Solutions counts the distinct positions reached by turns that do the task,\n"
	"# of all the distinct legal turns; Difficulty is 1 to 5 (1 + the tens\n"
	"# digits of turns per solution; for a goal, the steps it needs).\n"
	"#\n"
	"# Every puzzle is verified by an exact search with the rules' own turn\n"
	"# generation (src/learn/tactics.c); third repetitions are not looked at.\n"
	"# - goal: the side to move can end this turn with a rabbit on its goal rank;\n"
	"#   the solution uses the fewest steps that can.\n"
	"# - goal-in-two: no goal this turn (so two turns is the shortest), and after\n"
	"#   the solution every legal reply (none of which wins) leaves a goal.\n"
	"#   Tried only where the game's own turn threatened a goal.\n"
	"# - stop-goal: the other side threatens a goal; after the solution it has\n"
	"#   none. At most a tenth of the turns do it.\n"
	"# - win-material: Score is, over the turn and every reply, the best net\n"
	"#   count of pieces (won minus lost; a reply that wins the game counts as\n"
	"#   losing everything) that any turn can guarantee; the horizon is this\n"
	"#   turn and the reply. Turns that are not solutions guarantee at least a\n"
	"#   whole piece less. Score is at least 1, no turn wins the game at once,\n"
	"#   and at most 40 turns, and a tenth of all, reach it.\n"
	"# - save-piece: passing would lose a piece to the best reply, and the best\n"
	"#   score (as above) is 0: the solution loses nothing on balance.\n"
	"# A position that ran out of the search's budget makes no puzzle.\n"
	"\n";

int main(int argc, char **argv)
{
	struct gen g = { .budget = 3000000, .per_game = 3, .seconds = 3000, .goal2_distance = 6, .parts = 1 };
	int i = 1;
	for (; i < argc && strncmp(argv[i], "--", 2) == 0; i += 2) {
		if (i + 1 >= argc) {
			fprintf(stderr, "puzzlegen: %s needs a value\n", argv[i]);
			return 2;
		}
		if (strcmp(argv[i], "--budget") == 0)
			g.budget = atol(argv[i + 1]);
		else if (strcmp(argv[i], "--seconds") == 0)
			g.seconds = atof(argv[i + 1]);
		else if (strcmp(argv[i], "--per-game") == 0)
			g.per_game = atoi(argv[i + 1]);
		else if (strcmp(argv[i], "--goal2-distance") == 0)
			g.goal2_distance = atoi(argv[i + 1]);
		else if (strcmp(argv[i], "--part") == 0 && sscanf(argv[i + 1], "%d/%d", &g.part, &g.parts) == 2 &&
			 g.parts > 0 && g.part >= 0 && g.part < g.parts)
			;
		else {
			fprintf(stderr, "usage: puzzlegen [--budget UNITS] [--seconds S] [--per-game N] [--goal2-distance N] [--part K/N] FILE...\n");
			return 2;
		}
	}
	if (i >= argc) {
		fprintf(stderr, "usage: puzzlegen [--budget UNITS] [--seconds S] [--per-game N] [--goal2-distance N] [--part K/N] FILE...\n");
		return 2;
	}
	g.started = time(NULL);
	fputs(gen_header, stdout);
	g.mg = movegen_new();
	if (!g.mg)
		xmalloc_fail();
	int status = 0;
	for (; i < argc; i++)
		if (gen_file(&g, argv[i]) != 0)
			status = 1;
	fprintf(stderr, "puzzlegen: %ld positions tried, %ld out of budget%s\n", g.tried, g.out_of_budget,
		g.timed_out ? ", stopped by --seconds" : "");
	for (int t = 0; t < PUZZLE_THEME_NB; t++)
		fprintf(stderr, "puzzlegen: %s: %ld\n", puzzle_theme_name((enum puzzle_theme)t), g.count[t]);
	movegen_free(g.mg);
	free(g.seen);
	return status;
}
