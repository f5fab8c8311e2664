/* record_replay.c: playing move lines into a game through the rules core, with
 * each illegal move explained in plain words. */
#include "config.h"
#include <stdlib.h>
#include <string.h>
#include "notation/record.h"
#include "notation/movetimes.h"
#include "notation/moveline.h"
#include "notation/notation.h"
#include "notation/text.h"
#include "util/xmalloc.h"

/* Starts err for a move on line `line` with label `label`; returns its message writer. */
static void replay_error_begin(struct record_error *err, int line, const char *label, struct text_out *o)
{
	struct text_out lo;
	err->line = line;
	text_out_init(&lo, err->move, sizeof err->move);
	text_out_str(&lo, label);
	text_out_init(o, err->message, sizeof err->message);
}

/* Says who won and how, for a move after the end of the game. */
static void replay_game_over(const struct game *g, struct text_out *o)
{
	text_out_printf(o, "the game is over: %s won by %s", notation_color_name(g->winner),
			notation_reason_name(g->reason));
}

/* Says which token of a setup breaks the rules, or which count. Returns
 * the rules' verdict (SETUP_OK if nothing is wrong). */
static enum setup_error replay_setup_fault(const struct game *g, const struct moveline *ml,
					   const struct placement *pl, struct text_out *o)
{
	enum color me = g->pos.side;
	struct setup_fault f;
	enum setup_error e = game_check_setup_where(me, pl, ml->ntokens, &f);
	const struct moveline_token *t = f.index >= 0 ? &ml->tokens[f.index] : NULL;
	char s[3], counts[96];

	switch (e) {
	case SETUP_ERR_COLOR:
		text_out_printf(o, "%s is a %s piece in %s's setup", t->text,
				notation_color_name(piece_color(t->place.piece)), notation_color_name(me));
		break;
	case SETUP_ERR_SQUARE:
		text_out_printf(o, "%s is not on %s's two home ranks", t->text, notation_color_name(me));
		break;
	case SETUP_ERR_TWICE:
		notation_square(t->place.square, s);
		text_out_printf(o, "%s: two pieces on %s", t->text, s);
		break;
	case SETUP_ERR_PIECES:
		notation_setup_counts(counts, sizeof counts);
		text_out_printf(o, "the setup places %d %s%s; a setup places %s", f.count,
				notation_kind_name(f.kind), f.count == 1 ? "" : "s", counts);
		break;
	default:
		text_out_str(o, notation_setup_error(e));
		break;
	}
	return e;
}

/* Plays a setup line. Returns 0, or 1 if illegal (o filled). */
static int replay_setup(struct game *g, const struct moveline *ml, struct text_out *o)
{
	struct placement pl[MOVELINE_MAX];
	if (g->phase != GAME_SETUP) {
		text_out_str(o, "a setup, but both sides have set up");
		return 1;
	}
	for (int i = 0; i < ml->ntokens; i++)
		pl[i] = ml->tokens[i].place;
	if (replay_setup_fault(g, ml, pl, o) != SETUP_OK)
		return 1;
	enum setup_error e = game_setup(g, pl, ml->ntokens);
	if (e == SETUP_ERR_NO_MEMORY)
		xmalloc_fail();
	if (e != SETUP_OK) {
		text_out_str(o, notation_setup_error(e));
		return 1;
	}
	return 0;
}

/* A capture that happened in the turn being read. */
struct replay_capture {
	int piece, square;
	bool written;
};

/* Plays a turn line. Returns 0, or 1 if illegal (o filled). */
static int replay_turn(struct game *g, const struct moveline *ml, struct text_out *o)
{
	struct turn t;
	struct replay_capture caps[TURN_MAX_STEPS * 2];
	int ncaps = 0;

	if (g->phase == GAME_SETUP) {
		text_out_printf(o, "%s must set up first: sixteen pieces such as %s",
				notation_color_name(g->pos.side), g->pos.side == GOLD ? "Ra1" : "ra8");
		return 1;
	}
	game_turn_begin(g, &t);
	for (int i = 0; i < ml->ntokens; i++) {
		const struct moveline_token *tok = &ml->tokens[i];
		if (tok->type == MOVELINE_CAPTURE) {
			int found = -1, other = -1;
			for (int c = 0; c < ncaps; c++) {
				if (caps[c].square != tok->square)
					continue;
				if (caps[c].piece == tok->piece && !caps[c].written) {
					found = c;
					break;
				}
				other = c;
			}
			if (found >= 0) {
				caps[found].written = true;
				continue;
			}
			char sq[3];
			notation_square(tok->square, sq);
			if (other >= 0 && caps[other].piece != tok->piece)
				text_out_printf(o, "capture %s: the piece captured on %s was a %s %s, not a %s %s",
						tok->text, sq,
						notation_color_name(piece_color(caps[other].piece)),
						notation_kind_name(piece_kind(caps[other].piece)),
						notation_color_name(piece_color(tok->piece)),
						notation_kind_name(piece_kind(tok->piece)));
			else if (other >= 0)
				text_out_printf(o, "capture %s: that capture is already written", tok->text);
			else
				text_out_printf(o, "capture %s: nothing has been captured on %s", tok->text, sq);
			return 1;
		}
		enum step_error e;
		if (t.nsteps >= TURN_MAX_STEPS)
			e = STEP_ERR_TOO_MANY;
		else
			e = turn_step(&t, tok->step);
		if (e != STEP_OK) {
			if (e == STEP_ERR_OFF_BOARD)
				text_out_printf(o, "step %s: the step would leave the board", tok->text);
			else {
				char why[256];
				notation_turn_step_error(&t, tok->step, e, why, sizeof why);
				text_out_str(o, why);
			}
			return 1;
		}
		const struct turn_step *ts = &t.steps[t.nsteps - 1];
		for (int c = 0; c < ts->ncaptures && ncaps < TURN_MAX_STEPS * 2; c++) {
			caps[ncaps].piece = ts->capture_piece[c];
			caps[ncaps].square = ts->capture_square[c];
			caps[ncaps].written = false;
			ncaps++;
		}
	}
	if (t.nsteps == 0) {
		text_out_str(o, notation_turn_end_error(TURN_END_NO_STEP));
		return 1;
	}
	if (turn_push_pending(&t)) {
		char sq[3];
		notation_square(t.state.push_square, sq);
		text_out_printf(o, "the push of the %s on %s must be completed by a stronger piece stepping into %s",
				notation_kind_name((enum kind)t.state.push_kind), sq, sq);
		return 1;
	}
	enum turn_end why;
	switch (game_play(g, &t, &why)) {
	case GAME_PLAYED:
		return 0;
	case GAME_CANNOT_END:
		text_out_str(o, notation_turn_end_error(why));
		return 1;
	case GAME_NO_MEMORY:
		xmalloc_fail();
	default:
		replay_game_over(g, o);
		return 1;
	}
}

/* Plays one read line as the next move of g. Returns 0, or 1 if illegal (err filled). */
static int replay_moveline(struct game *g, const struct moveline *ml, int lineno, struct record_error *err)
{
	struct text_out o;
	char expect[16];
	notation_label(g->number, g->pos.side, expect);
	replay_error_begin(err, lineno, ml->has_label ? ml->label : expect, &o);

	if (ml->kind == MOVELINE_TAKEBACK) {
		if (!game_takeback(g)) {
			text_out_str(&o, "takeback: there is no move to take back");
			return 1;
		}
		return 0;
	}
	if (g->phase == GAME_OVER) {
		if (ml->kind == MOVELINE_NONE)
			return 0;
		replay_game_over(g, &o);
		return 1;
	}
	if (ml->has_label && (ml->side != g->pos.side || ml->number != g->number)) {
		if (ml->kind == MOVELINE_NONE)
			text_out_printf(&o, "the label %s says it is %s's move %d, but it is %s's move %d (%s)",
					ml->label, notation_color_name(ml->side), ml->number,
					notation_color_name(g->pos.side), g->number, expect);
		else if (ml->side != g->pos.side)
			text_out_printf(&o, "a move for %s, but %s is to move (%s)",
					notation_color_name(ml->side), notation_color_name(g->pos.side), expect);
		else
			text_out_printf(&o, "move %s is out of order: %s is next", ml->label, expect);
		return 1;
	}
	if (ml->kind == MOVELINE_NONE)
		return 0;
	switch (ml->kind) {
	case MOVELINE_SETUP:
		return replay_setup(g, ml, &o);
	case MOVELINE_TURN:
		return replay_turn(g, ml, &o);
	case MOVELINE_RESIGN:
		if (g->phase != GAME_PLAY) {
			text_out_str(&o, "resign: a side may resign only after both setups");
			return 1;
		}
		if (game_resign(g) == GAME_NO_MEMORY)
			xmalloc_fail();
		return 0;
	default:
		return 0;
	}
}

/* Gives g's moves the times of the record's MoveTimes header, if it has a
 * good one (the times are a help to the clocks, never a reason to refuse). */
static void replay_times(const struct record *rec, struct game *g)
{
	char why[160];
	const char *v = record_header(rec, MOVETIMES_HEADER);
	if (v)
		movetimes_read(v, g, why, sizeof why);
}

/* Keeps the note of g's moves from the first one not yet looked at
 * (*seen) in c: the first play without rabbits. */
static void replay_keep_notes(const struct game *g, size_t *seen, struct record_check *c)
{
	for (; *seen < g->nmoves && !c->no_rabbits; (*seen)++) {
		const struct game_move *m = &g->moves[*seen];
		if (m->notes & NOTE_NO_RABBITS) {
			c->no_rabbits = true;
			c->no_rabbits_number = m->number;
			c->no_rabbits_side = m->side;
		}
	}
	*seen = g->nmoves;
}

/* How many of the last moves a game replayed for a check keeps. */
enum { REPLAY_CHECK_KEEP = 2, REPLAY_CHECK_WINDOW = 256 };

/* A replay under way: the game, where and why it stopped, and for a
 * check what it keeps of the moves it forgets. */
struct replay {
	struct game *g;
	struct record_error *err;
	struct record_check *c;
	struct moveline *ml;
	size_t seen;   /* the moves of g whose notes are kept in c */
	int rc;        /* 1 once a move is illegal */
};

/* Starts replaying rec into g (reserving room for nmoves moves unless c). */
static void replay_begin(struct replay *rp, const struct record *rec, struct game *g, bool old_rules,
			 struct record_error *err, struct record_check *c, size_t nmoves)
{
	struct text_out o;
	memset(rp, 0, sizeof *rp);
	rp->g = g;
	rp->err = err;
	rp->c = c;
	replay_error_begin(err, 0, "", &o);
	if (!rec->has_position)
		game_init(g);
	else if (game_init_position(g, &rec->start, rec->start_number) != 0)
		xmalloc_fail();
	g->old_rules = old_rules || rec->old_rules;
	/* a line is at most one move: a long record's moves take just their room */
	if (!c && game_reserve(g, nmoves) != 0)
		xmalloc_fail();
	rp->ml = xmalloc(sizeof *rp->ml);
}

/* Replays one move line; with a check, forgets all but the last moves as
 * it goes (their notes and number kept in c). Returns 0, or 1 once a move
 * is illegal (err filled). */
static int replay_one(void *ctx, const struct record_line *l)
{
	struct replay *rp = ctx;
	struct record_check *c = rp->c;
	struct game *g = rp->g;
	char why[200];
	if (moveline_read(l->text, strlen(l->text), true, rp->ml, why, sizeof why) != 0) {
		struct text_out o;
		replay_error_begin(rp->err, l->lineno, rp->ml->label, &o);
		text_out_str(&o, why);
		rp->rc = 1;
	} else if (replay_moveline(g, rp->ml, l->lineno, rp->err) != 0) {
		rp->rc = 1;
	}
	if (c && g->nmoves >= REPLAY_CHECK_WINDOW) {
		replay_keep_notes(g, &rp->seen, c);
		size_t drop = g->nmoves - REPLAY_CHECK_KEEP;
		game_forget(g, drop);
		c->forgotten += drop;
		rp->seen = REPLAY_CHECK_KEEP;
	}
	return rp->rc;
}

/* Ends a replay: the check's count, or the moves' times. Returns its result. */
static int replay_end(struct replay *rp, const struct record *rec)
{
	free(rp->ml);
	if (rp->c) {
		replay_keep_notes(rp->g, &rp->seen, rp->c);
		rp->c->nmoves = rp->c->forgotten + rp->g->nmoves;
	} else {
		replay_times(rec, rp->g);
	}
	if (rp->rc == 0) {
		struct text_out o;
		replay_error_begin(rp->err, 0, "", &o);
	}
	return rp->rc;
}

/* Replays rec's lines into g; with c, for a check. */
static int replay_lines(const struct record *rec, struct game *g, bool old_rules, struct record_error *err,
			struct record_check *c)
{
	struct replay rp;
	replay_begin(&rp, rec, g, old_rules, err, c, rec->nlines);
	for (size_t i = 0; i < rec->nlines && rp.rc == 0; i++)
		replay_one(&rp, &rec->lines[i]);
	return replay_end(&rp, rec);
}

int record_replay(const struct record *rec, struct game *g, bool old_rules, struct record_error *err)
{
	return replay_lines(rec, g, old_rules, err, NULL);
}

int record_replay_check(const struct record *rec, struct game *g, bool old_rules, struct record_error *err,
			struct record_check *c)
{
	memset(c, 0, sizeof *c);
	return replay_lines(rec, g, old_rules, err, c);
}

int record_replay_text(const struct record *rec, const char *text, size_t len, struct game *g, bool old_rules,
		       struct record_error *err, struct record_check *c)
{
	struct replay rp;
	if (c)
		memset(c, 0, sizeof *c);
	replay_begin(&rp, rec, g, old_rules, err, c, rec->nlines);
	record_each_line(rec, text, len, replay_one, &rp);
	return replay_end(&rp, rec);
}

void record_check_free(struct record_check *c)
{
	memset(c, 0, sizeof *c);
}

int record_play_line(struct game *g, const char *text, struct record_error *err)
{
	struct text_out o;
	char why[200];
	struct moveline *ml = xmalloc(sizeof *ml);
	size_t len = text ? strlen(text) : 0;
	int r;
	if (moveline_read(text ? text : "", len, false, ml, why, sizeof why) != 0) {
		replay_error_begin(err, 0, ml->label, &o);
		text_out_str(&o, why);
		r = 1;
	} else if (ml->kind == MOVELINE_NONE) {
		replay_error_begin(err, 0, ml->label, &o);
		text_out_str(&o, "no move: write steps like Ed2n, a setup like Ra1 ..., or resign");
		r = 1;
	} else {
		r = replay_moveline(g, ml, 0, err);
	}
	free(ml);
	return r;
}
