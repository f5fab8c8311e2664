/* pick.c: cursor, selection, targets and the offers of push and pull.
 * Every question of legality goes to the core's turn_check and
 * turn_legal_steps, trying steps on a copy of the turn where needed. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "notation/notation.h"
#include "ui/pick.h"

void pick_init(struct pick *p, int sq)
{
	memset(p, 0, sizeof *p);
	p->cursor = sq;
	p->mode = PICK_IDLE;
	p->sel = p->enemy = p->dest = -1;
}

void pick_cancel(struct pick *p)
{
	pick_init(p, p->cursor);
}

void pick_cursor(struct pick *p, enum dir d)
{
	int to = square_step(p->cursor, d);
	if (to >= 0)
		p->cursor = to;
}

/* Formats "E on d2" for the piece on sq. */
static void pick_name(const struct position *pos, int sq, char out[16])
{
	char s[3];
	notation_square(sq, s);
	snprintf(out, 16, "%c on %s", notation_piece_char(pos->board[sq]), s);
}

/* Where the enemy piece on `enemy` may be pushed by the piece on `pusher`:
 * each legal first step of a push after which the pusher may follow. */
static bitboard pick_push_dests(const struct turn *t, int pusher, int enemy)
{
	struct step legal[TURN_MAX_LEGAL];
	int n = turn_legal_steps(t, legal);
	bitboard out = 0;
	for (int i = 0; i < n; i++) {
		enum step_role role;
		if (legal[i].from != enemy || turn_check(t, legal[i], &role) != STEP_OK || role != ROLE_PUSHED)
			continue;
		struct turn after = *t;
		if (turn_step(&after, legal[i]) != STEP_OK)
			continue;
		struct step follow = { after.pos.board[pusher], (uint8_t)pusher, (uint8_t)enemy };
		if (turn_check(&after, follow, NULL) == STEP_OK)
			out |= bb_square(legal[i].to);
	}
	return out;
}

/* The pieces that may complete a push once the enemy on `enemy` has gone to dest. */
static bitboard pick_pushers(const struct turn *t, int enemy, int dest)
{
	struct turn after = *t;
	struct step s = { t->pos.board[enemy], (uint8_t)enemy, (uint8_t)dest };
	if (turn_step(&after, s) != STEP_OK)
		return 0;
	struct step legal[TURN_MAX_LEGAL];
	int n = turn_legal_steps(&after, legal);
	bitboard out = 0;
	for (int i = 0; i < n; i++)
		if (legal[i].to == enemy)
			out |= bb_square(legal[i].from);
	return out;
}

/* Whether a pull may follow the step s (a plain step of the mover). */
static bool pick_pull_follows(const struct turn *t, struct step s)
{
	struct turn after = *t;
	if (turn_step(&after, s) != STEP_OK)
		return false;
	struct step legal[TURN_MAX_LEGAL];
	int n = turn_legal_steps(&after, legal);
	for (int i = 0; i < n; i++) {
		enum step_role role;
		if (legal[i].to == s.from && turn_check(&after, legal[i], &role) == STEP_OK && role == ROLE_PULLED)
			return true;
	}
	return false;
}

/* Puts the two steps of a push (enemy first) into m. */
static void pick_push_move(const struct turn *t, int pusher, int enemy, int dest, struct pick_move *m)
{
	m->nsteps = 2;
	m->steps[0] = (struct step){ t->pos.board[enemy], (uint8_t)enemy, (uint8_t)dest };
	m->steps[1] = (struct step){ t->pos.board[pusher], (uint8_t)pusher, (uint8_t)enemy };
}

enum pick_result pick_select(struct pick *p, const struct turn *t, int sq, char *msg, size_t size)
{
	const struct position *pos = &t->pos;
	char name[16];
	msg[0] = '\0';
	if (sq < 0 || sq >= SQUARE_NB || pos->board[sq] == PIECE_NONE) {
		snprintf(msg, size, "select a piece first");
		return PICK_REFUSED;
	}
	pick_cancel(p);
	p->mode = PICK_PIECE;
	p->sel = sq;
	int piece = pos->board[sq];
	struct step legal[TURN_MAX_LEGAL];
	int n = turn_legal_steps(t, legal);
	for (int i = 0; i < n; i++) {
		if (legal[i].from != sq)
			continue;
		enum step_role role;
		p->targets |= bb_square(legal[i].to);
		if (turn_check(t, legal[i], &role) == STEP_OK && role == ROLE_PLAIN && pick_pull_follows(t, legal[i]))
			p->pulls |= bb_square(legal[i].to);
	}
	if (piece_color(piece) == pos->side && !turn_push_pending(t)) {
		bitboard enemies = bb_neighbors(bb_square(sq)) & pos->color_bb[color_other(pos->side)];
		while (enemies) {
			int e = bb_first(enemies);
			enemies &= enemies - 1;
			if (pick_push_dests(t, sq, e))
				p->actions |= bb_square(e);
		}
	}
	pick_name(pos, sq, name);
	if (!p->targets && !p->actions) {
		if (piece_color(piece) != pos->side)
			snprintf(msg, size, "the %s cannot be pushed or pulled now", name);
		else if (t->nsteps >= TURN_MAX_STEPS)
			snprintf(msg, size, "the turn has had its four steps: e ends it");
		else if (position_frozen(pos, sq))
			snprintf(msg, size, "the %s is frozen", name);
		else if (turn_push_pending(t))
			snprintf(msg, size, "the %s cannot complete the push", name);
		else
			snprintf(msg, size, "the %s has nowhere to go", name);
	} else if (piece_color(piece) != pos->side) {
		snprintf(msg, size, "%s selected: choose where it goes", name);
	} else if (p->actions) {
		snprintf(msg, size, "%s selected: choose a square, or a marked enemy to push", name);
	} else {
		snprintf(msg, size, "%s selected: choose a square", name);
	}
	return PICK_CHANGED;
}

/* Explains why the selected piece cannot go to sq. */
static void pick_explain(const struct pick *p, const struct turn *t, int sq, char *msg, size_t size)
{
	char from[3], to[3];
	notation_square(p->sel, from);
	notation_square(sq, to);
	if (square_direction(p->sel, sq) == DIR_NB) {
		snprintf(msg, size, "%s is not a step away from %s", to, from);
		return;
	}
	struct step s = { t->pos.board[p->sel], (uint8_t)p->sel, (uint8_t)sq };
	enum step_error e = turn_check(t, s, NULL);
	if (e == STEP_OK)
		snprintf(msg, size, "%s cannot go to %s", from, to);
	else
		notation_step_error(&t->pos, s, e, msg, size);
}

/* Chooses sq as the target of the selected piece. */
static enum pick_result pick_target(struct pick *p, const struct turn *t, int sq, struct pick_move *m,
				    char *msg, size_t size)
{
	struct step s = { t->pos.board[p->sel], (uint8_t)p->sel, (uint8_t)sq };
	enum step_role role;
	if (turn_check(t, s, &role) != STEP_OK) {
		pick_explain(p, t, sq, msg, size);
		return PICK_REFUSED;
	}
	if (role != ROLE_PUSHED) {
		m->nsteps = 1;
		m->steps[0] = s;
		return PICK_PLAY;
	}
	bitboard pushers = pick_pushers(t, p->sel, sq);
	if (bb_count(pushers) == 1) {
		pick_push_move(t, bb_first(pushers), p->sel, sq, m);
		return PICK_PLAY;
	}
	if (!pushers) {
		snprintf(msg, size, "no piece can complete that push");
		return PICK_REFUSED;
	}
	int enemy = p->sel;
	pick_cancel(p);
	p->mode = PICK_PUSHER;
	p->enemy = enemy;
	p->dest = sq;
	p->actions = pushers;
	snprintf(msg, size, "push: choose which marked piece pushes, Esc cancels");
	return PICK_CHANGED;
}

enum pick_result pick_activate(struct pick *p, const struct turn *t, struct pick_move *m,
			       char *msg, size_t size)
{
	int sq = p->cursor;
	bitboard b = bb_square(sq);
	msg[0] = '\0';
	m->nsteps = 0;
	switch (p->mode) {
	case PICK_IDLE:
		return pick_select(p, t, sq, msg, size);
	case PICK_PIECE:
		if (sq == p->sel) {
			pick_cancel(p);
			return PICK_CHANGED;
		}
		if (p->targets & b)
			return pick_target(p, t, sq, m, msg, size);
		if (p->actions & b) {
			bitboard dests = pick_push_dests(t, p->sel, sq);
			if (bb_count(dests) == 1) {
				pick_push_move(t, p->sel, sq, bb_first(dests), m);
				return PICK_PLAY;
			}
			int pusher = p->sel;
			pick_cancel(p);
			p->mode = PICK_PUSH_DEST;
			p->sel = pusher;
			p->enemy = sq;
			p->targets = dests;
			snprintf(msg, size, "push: choose where the pushed piece goes, Esc cancels");
			return PICK_CHANGED;
		}
		if (t->pos.board[sq] != PIECE_NONE)
			return pick_select(p, t, sq, msg, size);
		pick_explain(p, t, sq, msg, size);
		return PICK_REFUSED;
	case PICK_PUSH_DEST:
		if (p->targets & b) {
			pick_push_move(t, p->sel, p->enemy, sq, m);
			return PICK_PLAY;
		}
		snprintf(msg, size, "choose one of the marked squares for the pushed piece, Esc cancels");
		return PICK_REFUSED;
	case PICK_PUSHER:
		if (p->actions & b) {
			pick_push_move(t, sq, p->enemy, p->dest, m);
			return PICK_PLAY;
		}
		snprintf(msg, size, "choose one of the marked pieces to push, Esc cancels");
		return PICK_REFUSED;
	case PICK_PULL:
		if (p->actions & b) {
			m->nsteps = 1;
			m->steps[0] = (struct step){ t->pos.board[sq], (uint8_t)sq, (uint8_t)p->sel };
			return PICK_PLAY;
		}
		pick_cancel(p);
		return pick_select(p, t, sq, msg, size);
	}
	return PICK_REFUSED;
}

enum pick_result pick_accept_pull(struct pick *p, const struct turn *t, struct pick_move *m,
				  char *msg, size_t size)
{
	msg[0] = '\0';
	m->nsteps = 0;
	if (p->mode != PICK_PULL) {
		snprintf(msg, size, "no pull on offer");
		return PICK_REFUSED;
	}
	int from;
	if (p->actions & bb_square(p->cursor))
		from = p->cursor;
	else if (bb_count(p->actions) == 1)
		from = bb_first(p->actions);
	else {
		snprintf(msg, size, "several pieces may be pulled: put the cursor on one and press Enter");
		return PICK_REFUSED;
	}
	m->nsteps = 1;
	m->steps[0] = (struct step){ t->pos.board[from], (uint8_t)from, (uint8_t)p->sel };
	return PICK_PLAY;
}

void pick_after(struct pick *p, const struct turn *t)
{
	pick_cancel(p);
	if (t->state.pull_square == SQUARE_NONE)
		return;
	struct step legal[TURN_MAX_LEGAL];
	int n = turn_legal_steps(t, legal);
	bitboard pulls = 0;
	for (int i = 0; i < n; i++) {
		enum step_role role;
		if (legal[i].to == t->state.pull_square && turn_check(t, legal[i], &role) == STEP_OK &&
		    role == ROLE_PULLED)
			pulls |= bb_square(legal[i].from);
	}
	if (pulls) {
		p->mode = PICK_PULL;
		p->sel = t->state.pull_square;
		p->actions = pulls;
	}
}

void pick_preview(const struct pick *p, const struct turn *t, char *buf, size_t size)
{
	struct pick copy = *p;
	struct pick_move m;
	char msg[160];
	buf[0] = '\0';
	enum pick_result r = pick_activate(&copy, t, &m, msg, sizeof msg);
	if (r == PICK_CHANGED && (copy.mode == PICK_PUSH_DEST || copy.mode == PICK_PUSHER)) {
		char where[3];
		notation_square(copy.enemy, where);
		snprintf(buf, size, "Enter: push the %c on %s, then choose %s",
			 notation_piece_char(t->pos.board[copy.enemy]), where,
			 copy.mode == PICK_PUSH_DEST ? "where it goes" : "the pusher");
		return;
	}
	if (r != PICK_PLAY)
		return;
	struct turn after = *t;
	for (int i = 0; i < m.nsteps; i++)
		if (turn_step(&after, m.steps[i]) != STEP_OK)
			return;
	char text[96];
	notation_turn(after.steps + t->nsteps, m.nsteps, text, sizeof text);
	snprintf(buf, size, "Enter: %s", text);
}

void pick_marks(const struct position *pos, bitboard *frozen, bitboard *danger)
{
	*frozen = 0;
	*danger = 0;
	bitboard occ = position_occupied(pos);
	bitboard b = occ;
	while (b) {
		int sq = bb_first(b);
		b &= b - 1;
		if (position_frozen(pos, sq))
			*frozen |= bb_square(sq);
		if (square_is_trap(sq)) {
			enum color c = piece_color(pos->board[sq]);
			if (bb_count(bb_neighbors(bb_square(sq)) & pos->color_bb[c]) == 1)
				*danger |= bb_square(sq);
		}
	}
}
