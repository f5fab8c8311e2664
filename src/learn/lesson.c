/* lesson.c: the lesson file read, and an attempt judged by the position it
 * reaches (see lesson.h). */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "learn/lesson.h"
#include "learn/steps.h"
#include "notation/diagram.h"
#include "notation/notation.h"
#include "notation/record.h"
#include "util/xmalloc.h"

/* Splits "left | right" at its first '|': returns right (trimmed) or NULL,
 * and the length of left without its trailing blanks. */
static const char *lesson_split(const char *v, size_t *leftlen)
{
	const char *bar = strchr(v, '|');
	size_t n = bar ? (size_t)(bar - v) : strlen(v);
	while (n > 0 && (v[n - 1] == ' ' || v[n - 1] == '\t'))
		n--;
	*leftlen = n;
	if (!bar)
		return NULL;
	bar++;
	while (*bar == ' ' || *bar == '\t')
		bar++;
	return bar;
}

static const char *const lesson_reasons[] = { "goal", "elimination", "immobilization" };
static const enum game_reason lesson_reason_codes[] = { REASON_GOAL, REASON_ELIMINATION, REASON_IMMOBILIZATION };

/* Reads one goal ("piece E on d5 | message"). Returns 0 or -1 with why. */
static int lesson_goal_read(const char *v, const char *miss, struct lesson_goal *g, char *why, size_t whysize)
{
	size_t n;
	const char *msg = lesson_split(v, &n);
	char text[BLOCKS_LINE_MAX + 1];
	memcpy(text, v, n);
	text[n] = '\0';
	memset(g, 0, sizeof *g);
	g->message = msg && *msg ? msg : miss;
	if (!g->message) {
		snprintf(why, whysize, "a goal needs a message (after '|') or the lesson a Miss");
		return -1;
	}
	char a[16], b[16], extra;
	int count;
	if (sscanf(text, "piece %15s on %15s %c", a, b, &extra) == 2) {
		g->type = LESSON_GOAL_PIECE;
		g->piece = strlen(a) == 1 ? notation_piece_from_char(a[0]) : PIECE_NONE;
		g->square = strlen(b) == 2 ? notation_square_read(b) : -1;
		if (g->piece == PIECE_NONE || g->square < 0)
			goto bad;
	} else if (sscanf(text, "empty %15s %c", b, &extra) == 1) {
		g->type = LESSON_GOAL_EMPTY;
		g->square = strlen(b) == 2 ? notation_square_read(b) : -1;
		if (g->square < 0)
			goto bad;
	} else if (sscanf(text, "captured %15s %c", a, &extra) == 1) {
		g->type = LESSON_GOAL_CAPTURED;
		g->piece = strlen(a) == 1 ? notation_piece_from_char(a[0]) : PIECE_NONE;
		if (g->piece == PIECE_NONE)
			goto bad;
	} else if (sscanf(text, "count %15s %d %c", a, &count, &extra) == 2) {
		g->type = LESSON_GOAL_COUNT;
		g->piece = strlen(a) == 1 ? notation_piece_from_char(a[0]) : PIECE_NONE;
		g->count = count;
		if (g->piece == PIECE_NONE || count < 0 || count > 16)
			goto bad;
	} else if (sscanf(text, "win %15s %c", a, &extra) == 1) {
		g->type = LESSON_GOAL_WIN;
		g->reason = REASON_NONE;
		for (size_t i = 0; i < sizeof lesson_reasons / sizeof lesson_reasons[0]; i++)
			if (strcmp(a, lesson_reasons[i]) == 0)
				g->reason = lesson_reason_codes[i];
		if (g->reason == REASON_NONE)
			goto bad;
	} else if (strcmp(text, "no-win") == 0) {
		g->type = LESSON_GOAL_NO_WIN;
	} else if (sscanf(text, "steps %d %c", &count, &extra) == 1) {
		g->type = LESSON_GOAL_STEPS;
		g->count = count;
		if (count < 1 || count > TURN_MAX_STEPS)
			goto bad;
	} else if (strncmp(text, "position ", 9) == 0) {
		g->type = LESSON_GOAL_POSITION;
		char w[160];
		int num;
		if (diagram_short_read(text + 9, strlen(text + 9), &g->board, &num, w, sizeof w) != 0) {
			snprintf(why, whysize, "goal position: %s", w);
			return -1;
		}
	} else {
		goto bad;
	}
	return 0;
bad:
	snprintf(why, whysize, "not a goal (piece X on SQ, empty SQ, captured X, count X N, "
			       "win goal|elimination|immobilization, no-win, steps N, position SHORT)");
	return -1;
}

/* The fields every lesson has. */
static const char *const lesson_needed[] = { "Lesson", "Title", "Task", "Hint", "Answer" };

static int lesson_entry(const struct blocks_block *b, struct lesson *l, int *line, char *why, size_t whysize)
{
	memset(l, 0, sizeof *l);
	l->line = b->line;
	*line = b->line;
	for (size_t i = 0; i < sizeof lesson_needed / sizeof lesson_needed[0]; i++)
		if (!blocks_get(b, lesson_needed[i], NULL)) {
			snprintf(why, whysize, "the lesson has no %s", lesson_needed[i]);
			return -1;
		}
	l->name = blocks_get(b, "Lesson", NULL);
	l->title = blocks_get(b, "Title", NULL);
	l->task = blocks_get(b, "Task", NULL);
	l->hint = blocks_get(b, "Hint", NULL);
	l->answer = blocks_get(b, "Answer", NULL);
	l->miss = blocks_get(b, "Miss", NULL);
	const char *setup = blocks_get(b, "Setup", line);
	const char *pos = blocks_get(b, "Position", NULL);
	if (setup) {
		if (strcasecmp(setup, "gold") != 0 && strcasecmp(setup, "silver") != 0) {
			snprintf(why, whysize, "Setup is gold or silver");
			return -1;
		}
		l->setup = true;
		l->setup_side = strcasecmp(setup, "gold") == 0 ? GOLD : SILVER;
	} else if (!pos) {
		snprintf(why, whysize, "the lesson has neither Position nor Setup");
		return -1;
	}
	/* The record: the position, then the Move lines in order. */
	size_t need = 2 + (pos ? strlen(pos) : 0);
	for (size_t i = 0; i < b->nfields; i++)
		if (strcasecmp(b->fields[i].key, "Move") == 0)
			need += strlen(b->fields[i].value) + 1;
	l->record = xmalloc(need);
	size_t at = 0;
	if (pos) {
		memcpy(l->record, pos, strlen(pos));
		at = strlen(pos);
		l->record[at++] = '\n';
	}
	for (size_t i = 0; i < b->nfields; i++) {
		const struct blocks_field *f = &b->fields[i];
		*line = f->line;
		if (strcasecmp(f->key, "Move") == 0) {
			size_t n = strlen(f->value);
			memcpy(l->record + at, f->value, n);
			at += n;
			l->record[at++] = '\n';
			l->nmoves++;
		} else if (strcasecmp(f->key, "Goal") == 0) {
			if (l->ngoals >= LESSON_GOALS_MAX) {
				snprintf(why, whysize, "more than %d goals", LESSON_GOALS_MAX);
				return -1;
			}
			if (lesson_goal_read(f->value, l->miss, &l->goals[l->ngoals], why, whysize) != 0)
				return -1;
			l->ngoals++;
		} else if (strcasecmp(f->key, "Wrong") == 0) {
			size_t n;
			const char *msg = lesson_split(f->value, &n);
			if (!msg || !*msg || n == 0) {
				snprintf(why, whysize, "a wrong example is \"ATTEMPT | MESSAGE\"");
				return -1;
			}
			if (l->nwrong >= LESSON_WRONG_MAX) {
				snprintf(why, whysize, "more than %d wrong examples", LESSON_WRONG_MAX);
				return -1;
			}
			/* The attempt ends where the '|' was: cut it there. */
			char *cut = (char *)f->value;
			cut[n] = '\0';
			l->wrong[l->nwrong++] = (struct lesson_wrong){ f->value, msg, f->line };
		}
	}
	l->record[at] = '\0';
	if (l->ngoals == 0 && !l->setup) {
		*line = b->line;
		snprintf(why, whysize, "the lesson has no Goal");
		return -1;
	}
	if (!l->setup) {
		struct game g;
		*line = b->line;
		if (lesson_start(l, &g) != 0) {
			struct record rec;
			struct record_error err;
			char msg[300];
			if (record_parse(l->record, strlen(l->record), &rec, &err) == 0) {
				game_free(&g);
				record_replay(&rec, &g, false, &err);
				record_free(&rec);
			}
			game_free(&g);
			snprintf(why, whysize, "position or moves: %s", record_error_format(&err, msg, sizeof msg));
			return -1;
		}
		const char *taken = blocks_get(b, "Taken", line);
		if (taken) {
			struct step s[STEPS_MAX];
			int n = steps_read(taken, s, why, whysize);
			struct turn t;
			game_turn_begin(&g, &t);
			for (int i = 0; n > 0 && i < n; i++)
				if (i >= TURN_MAX_STEPS - 1 || turn_step(&t, s[i]) != STEP_OK)
					n = -1;
			if (n < 0) {
				game_free(&g);
				snprintf(why, whysize, "the taken steps are not legal (at most three)");
				return -1;
			}
			memcpy(l->taken, s, (size_t)n * sizeof s[0]);
			l->ntaken = n;
		}
		game_free(&g);
	}
	return 0;
}

int lesson_read(const char *text, size_t len, struct lesson_set *set, char *why, size_t whysize)
{
	int line = 0;
	char w[300];
	memset(set, 0, sizeof *set);
	if (blocks_parse(text, len, &set->blocks, &line, w, sizeof w) != 0) {
		if (line > 0)
			snprintf(why, whysize, "line %d: %s", line, w);
		else
			snprintf(why, whysize, "%s", w);
		return -1;
	}
	set->items = xcalloc(set->blocks.nblocks ? set->blocks.nblocks : 1, sizeof *set->items);
	for (size_t i = 0; i < set->blocks.nblocks; i++) {
		struct lesson *l = &set->items[set->n];
		int r = lesson_entry(&set->blocks.blocks[i], l, &line, w, sizeof w);
		set->n++;
		if (r != 0) {
			snprintf(why, whysize, "line %d: %s", line, w);
			lesson_set_free(set);
			return -1;
		}
	}
	return 0;
}

void lesson_set_free(struct lesson_set *set)
{
	for (size_t i = 0; i < set->n; i++)
		free(set->items[i].record);
	free(set->items);
	blocks_free(&set->blocks);
	memset(set, 0, sizeof *set);
}

int lesson_start(const struct lesson *l, struct game *g)
{
	if (l->setup) {
		game_init(g);
		return 0;
	}
	struct record rec;
	struct record_error err;
	if (record_parse(l->record, strlen(l->record), &rec, &err) != 0) {
		game_init(g);
		return -1;
	}
	int r = rec.has_position ? record_replay(&rec, g, false, &err) : (game_init(g), 1);
	record_free(&rec);
	if (r != 0 || g->phase != GAME_PLAY)
		return -1;
	return 0;
}

void lesson_turn(const struct lesson *l, const struct game *g, struct turn *t)
{
	game_turn_begin(g, t);
	for (int i = 0; i < l->ntaken; i++)
		turn_step(t, l->taken[i]);
}

/* Whether goal gl holds for the position pos reached from start by side
 * mover in a turn of nsteps steps, the game then being g (NULL for a setup). */
static bool lesson_goal_met(const struct lesson_goal *gl, const struct position *start, const struct position *pos,
			    enum color mover, int nsteps, const struct game *g)
{
	switch (gl->type) {
	case LESSON_GOAL_PIECE:
		return pos->board[gl->square] == gl->piece;
	case LESSON_GOAL_EMPTY:
		return pos->board[gl->square] == PIECE_NONE;
	case LESSON_GOAL_CAPTURED:
		return position_count(pos, piece_color(gl->piece), piece_kind(gl->piece)) <
		       position_count(start, piece_color(gl->piece), piece_kind(gl->piece));
	case LESSON_GOAL_COUNT:
		return position_count(pos, piece_color(gl->piece), piece_kind(gl->piece)) == gl->count;
	case LESSON_GOAL_WIN:
		return g && g->phase == GAME_OVER && g->winner == mover && g->reason == gl->reason;
	case LESSON_GOAL_NO_WIN:
		return !g || g->phase != GAME_OVER;
	case LESSON_GOAL_STEPS:
		return nsteps == gl->count;
	default:
		return position_same_board(pos, &gl->board);
	}
}

/* The first goal not met, or NULL. */
static const struct lesson_goal *lesson_first_miss(const struct lesson *l, const struct position *start,
						   const struct position *pos, enum color mover, int nsteps,
						   const struct game *g)
{
	for (int i = 0; i < l->ngoals; i++)
		if (!lesson_goal_met(&l->goals[i], start, pos, mover, nsteps, g))
			return &l->goals[i];
	return NULL;
}

enum lesson_verdict lesson_judge_steps(const struct lesson *l, const struct step *s, int n, char *msg,
				       size_t size)
{
	struct game g;
	struct turn t;
	if (l->setup) {
		snprintf(msg, size, "this lesson asks for a setup");
		return LESSON_UNREADABLE;
	}
	if (lesson_start(l, &g) != 0) {
		game_free(&g);
		snprintf(msg, size, "the lesson's position cannot be played");
		return LESSON_UNREADABLE;
	}
	lesson_turn(l, &g, &t);
	enum lesson_verdict v = LESSON_DONE;
	for (int i = 0; i < n; i++) {
		enum step_error e = turn_step(&t, s[i]);
		if (e != STEP_OK) {
			notation_step_error(&t.pos, s[i], e, msg, size);
			v = LESSON_ILLEGAL;
			goto out;
		}
	}
	enum turn_end end = turn_can_end(&t, &g.history);
	if (end != TURN_END_OK) {
		snprintf(msg, size, "the turn cannot end: %s", notation_turn_end_error(end));
		v = LESSON_ILLEGAL;
		goto out;
	}
	struct position start = g.pos;
	enum game_outcome r = game_play(&g, &t, &end);
	if (r == GAME_NO_MEMORY)
		xmalloc_fail();
	if (r != GAME_PLAYED) {
		snprintf(msg, size, "the turn cannot end: %s", notation_turn_end_error(end));
		v = LESSON_ILLEGAL;
		goto out;
	}
	const struct lesson_goal *miss = lesson_first_miss(l, &start, &g.pos, start.side, t.nsteps, &g);
	if (miss) {
		snprintf(msg, size, "%s", miss->message);
		v = LESSON_MISSED;
	} else {
		snprintf(msg, size, "done");
	}
out:
	game_free(&g);
	return v;
}

enum lesson_verdict lesson_judge_setup(const struct lesson *l, const struct placement *pl, int n, char *msg,
				       size_t size)
{
	if (!l->setup) {
		snprintf(msg, size, "this lesson asks for steps, not a setup");
		return LESSON_UNREADABLE;
	}
	enum setup_error e = game_check_setup(l->setup_side, pl, n);
	if (e != SETUP_OK) {
		snprintf(msg, size, "setup refused: %s", notation_setup_error(e));
		return LESSON_ILLEGAL;
	}
	struct position start, pos;
	position_clear(&start, l->setup_side);
	pos = start;
	for (int i = 0; i < n; i++)
		position_put(&pos, pl[i].square, pl[i].piece);
	const struct lesson_goal *miss = lesson_first_miss(l, &start, &pos, l->setup_side, 0, NULL);
	if (miss) {
		snprintf(msg, size, "%s", miss->message);
		return LESSON_MISSED;
	}
	snprintf(msg, size, "done");
	return LESSON_DONE;
}

enum lesson_verdict lesson_judge_text(const struct lesson *l, const char *text, char *msg, size_t size)
{
	if (!l->setup) {
		struct step s[STEPS_MAX];
		int n = steps_read(text, s, msg, size);
		if (n < 0)
			return LESSON_UNREADABLE;
		return lesson_judge_steps(l, s, n, msg, size);
	}
	struct placement pl[SETUP_PIECES + 1];
	int n = 0;
	for (const char *p = text; *p;) {
		while (*p == ' ' || *p == '\t')
			p++;
		const char *b = p;
		while (*p && *p != ' ' && *p != '\t')
			p++;
		if (p == b)
			break;
		if (n > SETUP_PIECES) {
			snprintf(msg, size, "more than %d pieces", SETUP_PIECES);
			return LESSON_UNREADABLE;
		}
		if (notation_placement_read(b, (size_t)(p - b), &pl[n]) != 0) {
			snprintf(msg, size, "not a piece on a square: \"%.*s\"", (int)(p - b > 8 ? 8 : p - b), b);
			return LESSON_UNREADABLE;
		}
		n++;
	}
	return lesson_judge_setup(l, pl, n, msg, size);
}
