/* turn.c: a turn in progress. Each step is checked against the position
 * as it stands and the push or pull the previous step left open. */
#include "config.h"
#include <assert.h>
#include <string.h>
#include "core/turn.h"

static const struct turn_state turn_state_none = {
	SQUARE_NONE, 0, SQUARE_NONE, 0
};

void turn_begin(struct turn *t, const struct position *pos)
{
	t->start = *pos;
	t->pos = *pos;
	t->nsteps = 0;
	t->state = turn_state_none;
}

/* Whether a rabbit of colour c may not take a step from `from` to `to`. */
static bool turn_rabbit_backward(enum color c, int from, int to)
{
	return c == GOLD ? to == from - 8 : to == from + 8;
}

/* Whether some unfrozen piece of colour c stronger than kind k stands beside sq. */
static bool turn_can_be_pushed(const struct position *pos, enum color c, enum kind k, int sq)
{
	bitboard pushers = bb_neighbors(bb_square(sq)) & position_stronger(pos, c, k);
	while (pushers) {
		int p = bb_first(pushers);
		pushers &= pushers - 1;
		if (!position_frozen(pos, p))
			return true;
	}
	return false;
}

enum step_error turn_check(const struct turn *t, struct step s, enum step_role *role)
{
	const struct position *pos = &t->pos;
	enum color me = pos->side;
	enum step_role r;

	if (s.from >= SQUARE_NB || s.to >= SQUARE_NB || square_direction(s.from, s.to) == DIR_NB)
		return STEP_ERR_OFF_BOARD;
	int p = pos->board[s.from];
	if (p == PIECE_NONE)
		return STEP_ERR_EMPTY;
	if (p != s.piece)
		return STEP_ERR_WRONG_PIECE;
	if (t->nsteps >= TURN_MAX_STEPS)
		return STEP_ERR_TOO_MANY;
	enum kind k = piece_kind(p);
	if (piece_color(p) == me) {
		if (turn_push_pending(t)) {
			if (s.to != t->state.push_square || k <= t->state.push_kind)
				return STEP_ERR_PUSH_UNFINISHED;
			if (position_frozen(pos, s.from))
				return STEP_ERR_FROZEN;
			r = ROLE_PUSHER;
		} else {
			if (pos->board[s.to] != PIECE_NONE)
				return STEP_ERR_OCCUPIED;
			if (position_frozen(pos, s.from))
				return STEP_ERR_FROZEN;
			if (k == RABBIT && turn_rabbit_backward(me, s.from, s.to))
				return STEP_ERR_RABBIT_BACKWARD;
			r = ROLE_PLAIN;
		}
	} else {
		if (turn_push_pending(t))
			return STEP_ERR_PUSH_UNFINISHED;
		if (pos->board[s.to] != PIECE_NONE)
			return STEP_ERR_OCCUPIED;
		/* A step that could be a pull is a pull: that reading never forbids
		 * anything the reading as the start of a push would allow. */
		if (s.to == t->state.pull_square && k < t->state.pull_kind) {
			r = ROLE_PULLED;
		} else {
			if (!turn_can_be_pushed(pos, me, k, s.from))
				return STEP_ERR_ENEMY_UNMOVABLE;
			if (t->nsteps >= TURN_MAX_STEPS - 1)
				return STEP_ERR_PUSH_NO_STEP;
			r = ROLE_PUSHED;
		}
	}
	if (role)
		*role = r;
	return STEP_OK;
}

enum step_error turn_step(struct turn *t, struct step s)
{
	enum step_role role;
	enum step_error e = turn_check(t, s, &role);
	if (e != STEP_OK)
		return e;

	int n = t->nsteps;
	t->before[n] = t->pos;
	t->state_before[n] = t->state;

	struct turn_step *ts = &t->steps[n];
	memset(ts, 0, sizeof *ts);
	ts->step = s;
	ts->role = role;
	position_move(&t->pos, s.from, s.to);
	int sqs[4], pieces[4];
	int nc = position_capture(&t->pos, sqs, pieces);
	/* At most two: the piece that stepped (onto a trap) and a friend on the
	 * trap beside the square it left (no square touches two traps). */
	assert(nc <= 2);
	for (int i = 0; i < nc; i++) {
		ts->capture_piece[i] = (uint8_t)pieces[i];
		ts->capture_square[i] = (uint8_t)sqs[i];
	}
	ts->ncaptures = nc;
	assert(position_valid(&t->pos));

	t->state = turn_state_none;
	if (role == ROLE_PLAIN) {
		t->state.pull_square = s.from;
		t->state.pull_kind = (uint8_t)piece_kind(s.piece);
	} else if (role == ROLE_PUSHED) {
		t->state.push_square = s.from;
		t->state.push_kind = (uint8_t)piece_kind(s.piece);
	}
	t->nsteps = n + 1;
	return STEP_OK;
}

bool turn_undo(struct turn *t)
{
	if (t->nsteps == 0)
		return false;
	t->nsteps--;
#ifndef NDEBUG
	/* Undo restores what was there: the step taken again from the restored
	 * position gives the position it took back. */
	struct position was = t->pos, again = t->before[t->nsteps];
	const struct turn_step *ts = &t->steps[t->nsteps];
	assert(position_valid(&again));
	position_move(&again, ts->step.from, ts->step.to);
	assert(position_capture(&again, NULL, NULL) == ts->ncaptures);
	assert(position_same_board(&again, &was) && again.hash == was.hash);
#endif
	t->pos = t->before[t->nsteps];
	t->state = t->state_before[t->nsteps];
	return true;
}

int turn_legal_steps(const struct turn *t, struct step *out)
{
	int n = 0;
	bitboard occ = position_occupied(&t->pos);
	bitboard movers = occ;
	while (movers) {
		int from = bb_first(movers);
		movers &= movers - 1;
		for (int d = 0; d < DIR_NB; d++) {
			int to = square_step(from, (enum dir)d);
			if (to < 0 || (occ & bb_square(to)))
				continue;
			struct step s = { t->pos.board[from], (uint8_t)from, (uint8_t)to };
			if (turn_check(t, s, NULL) != STEP_OK)
				continue;
			assert(n < TURN_MAX_LEGAL); /* one per pair of neighbours */
			out[n++] = s;
		}
	}
	return n;
}

void turn_result(const struct turn *t, struct position *out)
{
	*out = t->pos;
	position_set_side(out, color_other(t->pos.side));
}

enum turn_end turn_can_end(const struct turn *t, const struct history *h)
{
	if (t->nsteps == 0)
		return TURN_END_NO_STEP;
	if (turn_push_pending(t))
		return TURN_END_PUSH_UNFINISHED;
	if (position_same_board(&t->pos, &t->start))
		return TURN_END_UNCHANGED;
	if (h) {
		struct position after;
		turn_result(t, &after);
		if (history_count(h, &after) >= 2)
			return TURN_END_THIRD_TIME;
	}
	return TURN_END_OK;
}
