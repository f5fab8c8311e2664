/* puzzle.c: the puzzle file (see puzzle.h): entries read and written, and
 * an attempt judged by an exact search of what it achieves. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core/game.h"
#include "learn/blocks.h"
#include "learn/puzzle.h"
#include "learn/steps.h"
#include "notation/diagram.h"
#include "notation/notation.h"
#include "notation/record.h"
#include "util/xmalloc.h"

static const char *const puzzle_themes[PUZZLE_THEME_NB] = {
	"goal", "goal-in-two", "win-material", "save-piece", "stop-goal",
};

const char *puzzle_theme_name(enum puzzle_theme t)
{
	return (unsigned)t < PUZZLE_THEME_NB ? puzzle_themes[t] : "?";
}

enum puzzle_theme puzzle_theme_parse(const char *name)
{
	int t = 0;
	while (t < PUZZLE_THEME_NB && strcmp(name, puzzle_themes[t]) != 0)
		t++;
	return (enum puzzle_theme)t;
}

void puzzle_task(const struct puzzle *p, char *buf, size_t size)
{
	const char *side = notation_color_title(p->pos.side);
	const char *other = notation_color_name(color_other(p->pos.side));
	switch (p->theme) {
	case PUZZLE_GOAL:
		snprintf(buf, size, "%s to move: reach the goal this turn", side);
		break;
	case PUZZLE_GOAL2:
		snprintf(buf, size, "%s to move: make the goal next turn certain, whatever %s does", side, other);
		break;
	case PUZZLE_MATERIAL:
		snprintf(buf, size, "%s to move: win %d piece%s more than %s wins back", side, p->score,
			 p->score == 1 ? "" : "s", other);
		break;
	case PUZZLE_SAVE:
		snprintf(buf, size, "%s to move: %s threatens to win a piece; lose nothing on balance after its reply",
			 side, other);
		break;
	default:
		snprintf(buf, size, "%s to move: %s threatens to reach the goal; stop it", side, other);
		break;
	}
}

/* Copies a field's value into a fixed buffer, refusing one too long. */
static int puzzle_copy(char *out, size_t size, const char *v)
{
	size_t n = strlen(v);
	if (n >= size)
		return -1;
	memcpy(out, v, n + 1);
	return 0;
}

/* Reads a whole number from v in [lo, hi]. */
static int puzzle_number(const char *v, long lo, long hi, long *out)
{
	char *end;
	if (!*v || strlen(v) > 12)
		return -1;
	long x = strtol(v, &end, 10);
	if (*end || x < lo || x > hi)
		return -1;
	*out = x;
	return 0;
}

/* Reads one entry from block b. Returns 0, or -1 with why and *line. */
static int puzzle_entry(const struct blocks_block *b, struct puzzle *p, int *line, char *why, size_t whysize)
{
	memset(p, 0, sizeof *p);
	p->line = b->line;
	*line = b->line;
	const char *v;
	static const char *const need[] = { "Puzzle", "Theme", "Position", "Solution" };
	for (size_t i = 0; i < sizeof need / sizeof need[0]; i++)
		if (!blocks_get(b, need[i], NULL)) {
			snprintf(why, whysize, "the entry has no %s", need[i]);
			return -1;
		}
	v = blocks_get(b, "Puzzle", line);
	if (puzzle_copy(p->id, sizeof p->id, v) != 0) {
		snprintf(why, whysize, "the puzzle's name is too long");
		return -1;
	}
	v = blocks_get(b, "Theme", line);
	p->theme = PUZZLE_THEME_NB;
	for (int t = 0; t < PUZZLE_THEME_NB; t++)
		if (strcmp(v, puzzle_themes[t]) == 0)
			p->theme = (enum puzzle_theme)t;
	if (p->theme == PUZZLE_THEME_NB) {
		snprintf(why, whysize, "unknown theme");
		return -1;
	}
	v = blocks_get(b, "Position", line);
	char pwhy[160];
	if (record_read_position(v, strlen(v), &p->pos, &p->number, pwhy, sizeof pwhy) != 0) {
		snprintf(why, whysize, "position: %s", pwhy);
		return -1;
	}
	v = blocks_get(b, "Solution", line);
	struct step s[STEPS_MAX];
	int n = steps_read(v, s, pwhy, sizeof pwhy);
	if (n < 0 || n > TURN_MAX_STEPS || n == 0) {
		snprintf(why, whysize, "solution: %s", n < 0 ? pwhy : "one to four steps");
		return -1;
	}
	p->solution.nsteps = n;
	memcpy(p->solution.steps, s, (size_t)n * sizeof s[0]);
	long x;
	p->difficulty = 1;
	if ((v = blocks_get(b, "Difficulty", line))) {
		if (puzzle_number(v, 1, 5, &x) != 0) {
			snprintf(why, whysize, "the difficulty is not 1 to 5");
			return -1;
		}
		p->difficulty = (int)x;
	}
	if ((v = blocks_get(b, "Score", line))) {
		if (puzzle_number(v, -16, 16, &x) != 0) {
			snprintf(why, whysize, "the score is not a number of pieces");
			return -1;
		}
		p->score = (int)x;
	} else if (p->theme == PUZZLE_MATERIAL || p->theme == PUZZLE_SAVE) {
		*line = b->line;
		snprintf(why, whysize, "the entry has no Score");
		return -1;
	}
	if ((v = blocks_get(b, "Solutions", line))) {
		long a, c;
		char extra;
		if (sscanf(v, "%ld of %ld%c", &a, &c, &extra) != 2 || a < 0 || c < a) {
			snprintf(why, whysize, "Solutions is not \"N of M\"");
			return -1;
		}
		p->solutions = a;
		p->turns = c;
	}
	if (((v = blocks_get(b, "Game", line)) && puzzle_copy(p->game, sizeof p->game, v) != 0) ||
	    ((v = blocks_get(b, "Move", line)) && puzzle_copy(p->move, sizeof p->move, v) != 0) ||
	    ((v = blocks_get(b, "Source", line)) && puzzle_copy(p->source, sizeof p->source, v) != 0)) {
		snprintf(why, whysize, "the value is too long");
		return -1;
	}
	return 0;
}

int puzzle_read(const char *text, size_t len, struct puzzle_set *set, char *why, size_t whysize)
{
	struct blocks bl;
	int line = 0;
	char w[200];
	memset(set, 0, sizeof *set);
	if (blocks_parse(text, len, &bl, &line, w, sizeof w) != 0) {
		if (line > 0)
			snprintf(why, whysize, "line %d: %s", line, w);
		else
			snprintf(why, whysize, "%s", w);
		return -1;
	}
	set->items = xcalloc(bl.nblocks ? bl.nblocks : 1, sizeof *set->items);
	for (size_t i = 0; i < bl.nblocks; i++) {
		if (puzzle_entry(&bl.blocks[i], &set->items[set->n], &line, w, sizeof w) != 0) {
			snprintf(why, whysize, "line %d: %s", line, w);
			blocks_free(&bl);
			puzzle_set_free(set);
			return -1;
		}
		set->n++;
	}
	blocks_free(&bl);
	return 0;
}

void puzzle_set_free(struct puzzle_set *set)
{
	free(set->items);
	memset(set, 0, sizeof *set);
}

size_t puzzle_write(const struct puzzle *p, char *buf, size_t size)
{
	char shortf[DIAGRAM_SHORT_SIZE], label[16], sol[96], task[160];
	diagram_short_write(&p->pos, shortf, sizeof shortf);
	notation_label(p->number, p->pos.side, label);
	notation_steps(&p->pos, p->solution.steps, p->solution.nsteps, sol, sizeof sol);
	puzzle_task(p, task, sizeof task);
	/* The short form begins with the side's letter: the label replaces it. */
	int n = snprintf(buf, size,
			 "Puzzle: %s\nTheme: %s\nDifficulty: %d\nGame: %s\nMove: %s\nSource: %s\n"
			 "Task: %s\nPosition: %s%s\nSolution: %s\n",
			 p->id, puzzle_theme_name(p->theme), p->difficulty, p->game, p->move, p->source, task,
			 label, shortf + 1, sol);
	size_t len = n < 0 ? 0 : (size_t)n;
	char more[96];
	int m = 0;
	if (p->theme == PUZZLE_MATERIAL || p->theme == PUZZLE_SAVE)
		m += snprintf(more + m, sizeof more - (size_t)m, "Score: %d\n", p->score);
	if (p->turns)
		m += snprintf(more + m, sizeof more - (size_t)m, "Solutions: %ld of %ld\n", p->solutions, p->turns);
	snprintf(more + m, sizeof more - (size_t)m, "\n");
	n = snprintf(len < size ? buf + len : NULL, len < size ? size - len : 0, "%s", more);
	return len + (n < 0 ? 0 : (size_t)n);
}

int puzzle_reply(const struct puzzle *p, const struct tactics_line *first, long budget, struct tactics_line *reply,
		 struct position *next)
{
	struct position after;
	if (tactics_play(&p->pos, first, &after) != -1)
		return TACTICS_NO;
	struct tactics tx;
	tactics_init(&tx, budget);
	const struct movegen_turn *list;
	long n = movegen_list(tx.mg[0], &after, NULL, &list);
	if (n < 0)
		xmalloc_fail();
	int most = -1, r = n > 0 ? TACTICS_YES : TACTICS_NO;
	for (long i = 0; i < n; i++) {
		struct tactics_line l = { .nsteps = list[i].nsteps }, g;
		memcpy(l.steps, list[i].steps, sizeof l.steps);
		struct position there;
		enum color winner;
		tactics_play(&after, &l, &there);
		int steps = TURN_MAX_STEPS + 1; /* a reply that wins, or leaves no goal */
		enum game_reason v = game_board_verdict(&there, false, &winner);
		if (v != REASON_NONE && winner != after.side)
			steps = 0; /* a reply that loses at once (a rabbit pushed into the goal) puts no goal off */
		else if (v == REASON_NONE) {
			int found = tactics_goal_now(&tx, &there, &g);
			if (found == TACTICS_OUT) {
				r = TACTICS_OUT;
				break;
			}
			if (found == TACTICS_YES)
				steps = g.nsteps;
		}
		if (steps > most) {
			most = steps;
			*reply = l;
			*next = there;
		}
		if (steps > TURN_MAX_STEPS)
			break;
	}
	tactics_free(&tx);
	return r;
}

int puzzle_hint_square(const struct puzzle *p)
{
	return p->solution.nsteps ? p->solution.steps[0].from : -1;
}

/* Writes a reply (steps from pos) with its captures, after `lead`. */
static void puzzle_say_line(const char *lead, const struct position *pos, const struct tactics_line *l,
			    char *msg, size_t size)
{
	char text[96];
	notation_steps(pos, l->steps, l->nsteps, text, sizeof text);
	snprintf(msg, size, "%s%s", lead, text);
}

enum puzzle_verdict puzzle_judge(const struct puzzle *p, const struct tactics_line *attempt, long budget,
				 char *msg, size_t size)
{
	struct turn t;
	turn_begin(&t, &p->pos);
	for (int i = 0; i < attempt->nsteps; i++) {
		enum step_error e = turn_step(&t, attempt->steps[i]);
		if (e != STEP_OK) {
			notation_step_error(&t.pos, attempt->steps[i], e, msg, size);
			return PUZZLE_ILLEGAL;
		}
	}
	enum turn_end end = turn_can_end(&t, NULL);
	if (end != TURN_END_OK) {
		snprintf(msg, size, "the turn cannot end: %s", notation_turn_end_error(end));
		return PUZZLE_ILLEGAL;
	}
	struct position after;
	turn_result(&t, &after);
	enum color side = p->pos.side, other = color_other(side), winner;
	const char *oname = notation_color_name(other);
	struct tactics tx;
	tactics_init(&tx, budget);
	enum puzzle_verdict v = PUZZLE_WRONG;
	int r, score;
	char lead[96];
	switch (p->theme) {
	case PUZZLE_GOAL:
		if (game_board_verdict(&after, false, &winner) == REASON_GOAL && winner == side) {
			snprintf(msg, size, "goal: solved");
			v = PUZZLE_SOLVED;
		} else {
			snprintf(msg, size, "no rabbit of yours is on the goal rank at the end of the turn");
		}
		break;
	case PUZZLE_GOAL2:
		r = tactics_forces_goal(&tx, &p->pos, attempt);
		if (r == TACTICS_YES) {
			snprintf(msg, size, "whatever %s does, the goal follows: solved", oname);
			v = PUZZLE_SOLVED;
		} else if (r == TACTICS_OUT) {
			v = PUZZLE_UNKNOWN;
		} else if (tx.has_refute) {
			snprintf(lead, sizeof lead, "%s escapes with ", oname);
			puzzle_say_line(lead, &after, &tx.refute, msg, size);
		} else {
			snprintf(msg, size, "the turn does not lead to a certain goal");
		}
		break;
	case PUZZLE_MATERIAL:
	case PUZZLE_SAVE:
		r = tactics_score(&tx, &p->pos, attempt, p->score, &score);
		if (r == TACTICS_OUT) {
			v = PUZZLE_UNKNOWN;
		} else if (score >= p->score) {
			snprintf(msg, size, p->theme == PUZZLE_SAVE ? "no piece is lost: solved" : "material won: solved");
			v = PUZZLE_SOLVED;
		} else if (score <= -TACTICS_WIN && tx.has_refute) {
			snprintf(lead, sizeof lead, "%s wins the game with ", oname);
			puzzle_say_line(lead, &after, &tx.refute, msg, size);
		} else if (tx.has_refute) {
			char text[96];
			notation_steps(&after, tx.refute.steps, tx.refute.nsteps, text, sizeof text);
			snprintf(msg, size, "%s answers %s: the net gain is %d, %d is possible", oname, text, score,
				 p->score);
		} else {
			snprintf(msg, size, "the net gain is %d, %d is possible", score, p->score);
		}
		break;
	default:
		if (game_board_verdict(&after, false, &winner) != REASON_NONE) {
			snprintf(msg, size, winner == side ? "the game is won: solved" : "the game is lost");
			v = winner == side ? PUZZLE_SOLVED : PUZZLE_WRONG;
			break;
		}
		struct tactics_line g;
		r = tactics_goal_now(&tx, &after, &g);
		if (r == TACTICS_NO) {
			snprintf(msg, size, "%s cannot reach the goal now: solved", oname);
			v = PUZZLE_SOLVED;
		} else if (r == TACTICS_OUT) {
			v = PUZZLE_UNKNOWN;
		} else {
			snprintf(lead, sizeof lead, "%s still reaches the goal: ", oname);
			puzzle_say_line(lead, &after, &g, msg, size);
		}
		break;
	}
	if (v == PUZZLE_UNKNOWN)
		snprintf(msg, size, "the search ran out of time: the attempt is not judged");
	tactics_free(&tx);
	return v;
}
