/* pick.c: cursor, selection, targets and the offers of push and pull.
 * Every question of legality goes to the core's turn_check and
 * turn_legal_steps, trying steps on a copy of the turn where needed. */
#include "config.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation/notation.h"
#include "notation/turnwords.h"
#include "app/pick.h"

void pick_init(struct pick *p, int sq)
{
	memset(p, 0, sizeof *p);
	p->cursor = sq;
	p->mode = PICK_IDLE;
	p->sel = p->enemy = p->dest = p->piece = p->prefer = p->armed = -1;
}

void pick_cancel(struct pick *p)
{
	pick_init(p, p->cursor);
}

void pick_cursor(struct pick *p, enum dir d)
{
	int to = square_step(p->cursor, d);
	if (to >= 0) {
		p->cursor = to;
		p->armed = -1;
	}
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

/* Where the mover's piece on `puller` may step so that the enemy on
 * `enemy` may be pulled into the square it leaves. */
static bitboard pick_pull_dests(const struct turn *t, int puller, int enemy)
{
	if (square_direction(puller, enemy) == DIR_NB)
		return 0;
	struct step legal[TURN_MAX_LEGAL];
	int n = turn_legal_steps(t, legal);
	bitboard out = 0;
	for (int i = 0; i < n; i++) {
		enum step_role role;
		if (legal[i].from != puller || turn_check(t, legal[i], &role) != STEP_OK || role != ROLE_PLAIN)
			continue;
		struct turn after = *t;
		if (turn_step(&after, legal[i]) != STEP_OK)
			continue;
		struct step follow = { after.pos.board[enemy], (uint8_t)enemy, (uint8_t)puller };
		if (turn_check(&after, follow, &role) == STEP_OK && role == ROLE_PULLED)
			out |= bb_square(legal[i].to);
	}
	return out;
}

/* The mover's pieces that may pull the enemy on `enemy`. */
static bitboard pick_pullers(const struct turn *t, int enemy)
{
	bitboard own = bb_neighbors(bb_square(enemy)) & t->pos.color_bb[t->pos.side], out = 0;
	while (own) {
		int sq = bb_first(own);
		own &= own - 1;
		if (pick_pull_dests(t, sq, enemy))
			out |= bb_square(sq);
	}
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

/* Puts the two steps of a pull (the puller first, to dest) into m. */
static void pick_pull_move(const struct turn *t, int puller, int dest, int enemy, struct pick_move *m)
{
	m->nsteps = 2;
	m->steps[0] = (struct step){ t->pos.board[puller], (uint8_t)puller, (uint8_t)dest };
	m->steps[1] = (struct step){ t->pos.board[enemy], (uint8_t)enemy, (uint8_t)puller };
}

/* Whether path a is better than path b: keeps the piece, loses fewer friends, is shorter. */
static bool pick_path_better(const struct pick_path *a, const struct pick_path *b)
{
	if (b->nsteps == 0)
		return true;
	if (a->lost != b->lost)
		return !a->lost;
	if (a->own_losses != b->own_losses)
		return a->own_losses < b->own_losses;
	return a->nsteps < b->nsteps;
}

/* Tries every way for the piece now on sq to go on alone from the turn t,
 * whose last `cur->nsteps` steps are the path so far: records the best
 * path to `to` in best, and every square where the piece may stand in reach. */
static void pick_path_search(const struct turn *t, int sq, int to, struct pick_path *cur,
			     struct pick_path *best, bitboard *reach)
{
	int piece = t->pos.board[sq];
	enum color side = t->pos.side;
	for (int d = 0; d < DIR_NB; d++) {
		int nb = square_step(sq, (enum dir)d);
		if (nb < 0)
			continue;
		struct step s = { (uint8_t)piece, (uint8_t)sq, (uint8_t)nb };
		enum step_role role;
		if (turn_check(t, s, &role) != STEP_OK || (role != ROLE_PLAIN && role != ROLE_PUSHER))
			continue;
		struct turn after = *t;
		if (turn_step(&after, s) != STEP_OK)
			continue;
		const struct turn_step *ts = &after.steps[after.nsteps - 1];
		struct pick_path next = *cur;
		next.steps[next.nsteps++] = s;
		for (int i = 0; i < ts->ncaptures; i++)
			if (piece_color(ts->capture_piece[i]) == side)
				next.own_losses++;
		bool alive = after.pos.board[nb] == piece;
		next.lost = !alive;
		if (alive && reach)
			*reach |= bb_square(nb);
		if (nb == to && pick_path_better(&next, best))
			*best = next;
		if (alive && after.nsteps < TURN_MAX_STEPS)
			pick_path_search(&after, nb, to, &next, best, reach);
	}
}

bool pick_find_path(const struct turn *t, int from, int to, struct pick_path *out)
{
	struct pick_path cur;
	memset(&cur, 0, sizeof cur);
	memset(out, 0, sizeof *out);
	if (from < 0 || from >= SQUARE_NB || to < 0 || to >= SQUARE_NB || from == to)
		return false;
	int piece = t->pos.board[from];
	if (piece == PIECE_NONE || piece_color(piece) != t->pos.side)
		return false;
	pick_path_search(t, from, to, &cur, out, NULL);
	return out->nsteps > 0;
}

/* The squares the mover's piece on sq may reach alone within the turn's steps left. */
static bitboard pick_reach(const struct turn *t, int sq)
{
	struct pick_path cur, best;
	bitboard reach = 0;
	memset(&cur, 0, sizeof cur);
	memset(&best, 0, sizeof best);
	pick_path_search(t, sq, -1, &cur, &best, &reach);
	return reach;
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
	if (piece_color(piece) == pos->side)
		p->reach = pick_reach(t, sq) & ~p->targets & ~bb_square(sq);
	if (piece_color(piece) == pos->side && !turn_push_pending(t)) {
		bitboard enemies = bb_neighbors(bb_square(sq)) & pos->color_bb[color_other(pos->side)];
		while (enemies) {
			int e = bb_first(enemies);
			enemies &= enemies - 1;
			if (pick_push_dests(t, sq, e))
				p->actions |= bb_square(e);
		}
	} else if (!turn_push_pending(t)) {
		p->actions = pick_pullers(t, sq);
	}
	pick_name(pos, sq, name);
	if (!p->targets && !p->actions) {
		if (piece_color(piece) != pos->side)
			snprintf(msg, size, "the %s cannot be pushed or pulled now", name);
		else if (t->nsteps >= TURN_MAX_STEPS)
			snprintf(msg, size, "the turn has had its four steps: Space ends it");
		else if (position_frozen(pos, sq))
			snprintf(msg, size, "the %s is frozen", name);
		else if (turn_push_pending(t))
			snprintf(msg, size, "the %s cannot complete the push", name);
		else
			snprintf(msg, size, "the %s has nowhere to go", name);
	} else if (piece_color(piece) != pos->side) {
		snprintf(msg, size, "%s selected: choose where it goes%s", name,
			 p->actions ? " (a marked piece: pulled there)" : "");
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
	if (p->prefer >= 0 && (pushers & bb_square(p->prefer)))
		pushers = bb_square(p->prefer);
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

/* Offers the push (pull false) or the pull of the enemy on `enemy` by
 * the mover's piece on `own`: plays it when there is one way (for the
 * pushed enemy, for the puller), else asks which. */
static enum pick_result pick_offer(struct pick *p, const struct turn *t, int own, int enemy, bool pull,
				   struct pick_move *m, char *msg, size_t size)
{
	bitboard dests = pull ? pick_pull_dests(t, own, enemy) : pick_push_dests(t, own, enemy);
	if (bb_count(dests) == 1) {
		if (pull)
			pick_pull_move(t, own, bb_first(dests), enemy, m);
		else
			pick_push_move(t, own, enemy, bb_first(dests), m);
		return PICK_PLAY;
	}
	pick_cancel(p);
	p->mode = pull ? PICK_PULL_DEST : PICK_PUSH_DEST;
	p->sel = own;
	p->enemy = enemy;
	p->targets = dests;
	snprintf(msg, size, "%s: choose where the %s goes, Esc cancels", pull ? "pull" : "push",
		 pull ? "pulling piece" : "pushed piece");
	return PICK_CHANGED;
}

/* Whether m, played now, loses one of the mover's own pieces that moves in it. */
static bool pick_loses_mover(const struct turn *t, const struct pick_move *m)
{
	struct turn after = *t;
	for (int i = 0; i < m->nsteps; i++)
		if (turn_step(&after, m->steps[i]) != STEP_OK)
			return false;
	for (int i = t->nsteps; i < after.nsteps; i++)
		for (int c = 0; c < after.steps[i].ncaptures && c < 2; c++) {
			int piece = after.steps[i].capture_piece[c];
			if (piece_color(piece) != t->pos.side)
				continue;
			for (int j = 0; j < m->nsteps; j++)
				if (m->steps[j].piece == piece && m->steps[j].to == after.steps[i].capture_square[c])
					return true;
		}
	return false;
}

/* pick_activate without the second press a losing move needs. */
static enum pick_result pick_activate_move(struct pick *p, const struct turn *t, struct pick_move *m,
					   char *msg, size_t size)
{
	int sq = p->cursor;
	bitboard b = bb_square(sq);
	bool own_sel = p->sel >= 0 && t->pos.board[p->sel] != PIECE_NONE &&
		       piece_color(t->pos.board[p->sel]) == t->pos.side;
	msg[0] = '\0';
	m->nsteps = 0;
	switch (p->mode) {
	case PICK_IDLE:
		return pick_select(p, t, sq, msg, size);
	case PICK_PIECE:
		if (sq == p->sel) {
			/* An enemy chosen after an own piece that can push it: that push. */
			if (!own_sel && p->prefer >= 0 && pick_push_dests(t, p->prefer, sq))
				return pick_offer(p, t, p->prefer, sq, false, m, msg, size);
			pick_cancel(p);
			return PICK_CHANGED;
		}
		if (p->targets & b)
			return pick_target(p, t, sq, m, msg, size);
		if (p->reach & b) {
			struct pick_path path;
			if (!pick_find_path(t, p->sel, sq, &path)) {
				pick_explain(p, t, sq, msg, size);
				return PICK_REFUSED;
			}
			m->nsteps = path.nsteps;
			memcpy(m->steps, path.steps, sizeof path.steps);
			return PICK_PLAY;
		}
		if ((p->actions & b) && own_sel)
			return pick_offer(p, t, p->sel, sq, false, m, msg, size);
		if (p->actions & b)
			return pick_offer(p, t, sq, p->sel, true, m, msg, size);
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
	case PICK_PULL_DEST:
		if (p->targets & b) {
			pick_pull_move(t, p->sel, sq, p->enemy, m);
			return PICK_PLAY;
		}
		snprintf(msg, size, "choose one of the marked squares for the pulling piece, Esc cancels");
		return PICK_REFUSED;
	case PICK_PULL:
		if (p->actions & b) {
			m->nsteps = 1;
			m->steps[0] = (struct step){ t->pos.board[sq], (uint8_t)sq, (uint8_t)p->sel };
			return PICK_PLAY;
		}
		if (sq == p->sel) {
			/* The square left: the enemy typed before it (or the only one) is pulled in. */
			int from = (p->enemy >= 0 && (p->actions & bb_square(p->enemy))) ? p->enemy
				   : bb_count(p->actions) == 1 ? bb_first(p->actions) : -1;
			if (from < 0) {
				snprintf(msg, size, "several pieces may be pulled: choose one of the marked pieces");
				return PICK_REFUSED;
			}
			m->nsteps = 1;
			m->steps[0] = (struct step){ t->pos.board[from], (uint8_t)from, (uint8_t)p->sel };
			return PICK_PLAY;
		}
		if (p->piece >= 0 && sq != p->piece) {
			/* A square the piece that stepped away may go on to: the pull is declined. */
			struct pick copy;
			char dummy[8];
			pick_select(&copy, t, p->piece, dummy, sizeof dummy);
			if ((copy.targets | copy.reach) & b) {
				*p = copy;
				return pick_activate_move(p, t, m, msg, size);
			}
		}
		pick_cancel(p);
		return pick_select(p, t, sq, msg, size);
	}
	return PICK_REFUSED;
}

enum pick_result pick_activate(struct pick *p, const struct turn *t, struct pick_move *m,
			       char *msg, size_t size)
{
	int cursor = p->cursor, armed = p->armed;
	enum pick_result r = pick_activate_move(p, t, m, msg, size);
	p->armed = -1;
	if (r == PICK_PLAY && armed != cursor && pick_loses_mover(t, m)) {
		struct turn after = *t;
		char text[96], effects[160];
		for (int i = 0; i < m->nsteps; i++)
			turn_step(&after, m->steps[i]);
		notation_turn(after.steps + t->nsteps, after.nsteps - t->nsteps, text, sizeof text);
		turnwords_effects(after.steps + t->nsteps, after.nsteps - t->nsteps, &after.pos, false, effects,
				  sizeof effects);
		snprintf(msg, size, "%s %s: press again to play it, Esc cancels", text, effects);
		p->armed = cursor;
		m->nsteps = 0;
		return PICK_REFUSED;
	}
	return r;
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

/* The square of the mover's piece that moved last in the turn, or -1 if
 * none has moved or it is no longer there. */
static int pick_last_mover(const struct turn *t)
{
	for (int i = t->nsteps - 1; i >= 0; i--) {
		const struct step *s = &t->steps[i].step;
		if (piece_color(s->piece) != t->pos.side)
			continue;
		return t->pos.board[s->to] == s->piece ? s->to : -1;
	}
	return -1;
}

void pick_after(struct pick *p, const struct turn *t)
{
	char msg[8];
	int mover = pick_last_mover(t);
	pick_cancel(p);
	if (mover >= 0) {
		pick_select(p, t, mover, msg, sizeof msg);
		p->cursor = mover;
	}
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
		pick_cancel(p);
		p->mode = PICK_PULL;
		p->sel = t->state.pull_square;
		p->actions = pulls;
		p->piece = mover;
	}
}

enum pick_result pick_goto(struct pick *p, const struct turn *t, int sq, char *msg, size_t size)
{
	bitboard b = bb_square(sq);
	int piece = t->pos.board[sq];
	msg[0] = '\0';
	p->cursor = sq;
	p->armed = -1;
	if (piece == PIECE_NONE)
		return PICK_CHANGED;
	if (p->mode == PICK_IDLE)
		return pick_select(p, t, sq, msg, size);
	bool enemy = piece_color(piece) != t->pos.side;
	bool own_sel = p->mode == PICK_PIECE && piece_color(t->pos.board[p->sel]) == t->pos.side;
	if (p->mode == PICK_PULL && (p->actions & b)) {
		/* The piece to pull; the square it goes to may follow. */
		p->enemy = sq;
		return PICK_CHANGED;
	}
	/* An enemy the selected piece may push is selected all the same, so
	 * that the square typed next is where the enemy goes, not a path. */
	if ((p->mode == PICK_PIECE && sq == p->sel) || ((p->actions & b) && !(enemy && own_sel)))
		return PICK_CHANGED;
	/* Another piece: selected if it can do something now; else the
	 * selection stays and the cursor only shows it. */
	struct pick other = *p;
	enum pick_result r = pick_select(&other, t, sq, msg, size);
	if (other.targets || other.actions || !enemy) {
		if (enemy && p->mode == PICK_PIECE)
			other.prefer = own_sel ? p->sel : p->prefer;
		*p = other;
		p->cursor = sq;
		return r;
	}
	return PICK_CHANGED;
}

/* Says in words which piece goes where in m, played from t: "E d5 to d7",
 * "E d5 pushes d d6 to e6", "E d5 to c5 pulls d d6 to d5". */
static void pick_move_words(const struct turn *t, const struct pick_move *m, char *buf, size_t size)
{
	enum color side = t->pos.side;
	char a[3], b[3], c[3], d[3];
	const struct step *s0 = &m->steps[0], *s1 = &m->steps[1];
	notation_square(s0->from, a);
	notation_square(m->steps[m->nsteps - 1].to, b);
	char p0 = notation_piece_char(s0->piece), p1 = m->nsteps > 1 ? notation_piece_char(s1->piece) : ' ';
	if (m->nsteps == 2 && piece_color(s0->piece) != side && s1->to == s0->from) {
		notation_square(s1->from, c);
		notation_square(s0->to, d);
		snprintf(buf, size, "%c %s pushes %c %s to %s", p1, c, p0, a, d);
	} else if (m->nsteps == 2 && piece_color(s1->piece) != side && s1->to == s0->from) {
		notation_square(s0->to, c);
		notation_square(s1->from, d);
		snprintf(buf, size, "%c %s to %s pulls %c %s to %s", p0, a, c, p1, d, a);
	} else if (piece_color(s0->piece) != side) {
		snprintf(buf, size, "%c %s pulled to %s", p0, a, b);
	} else {
		snprintf(buf, size, "%c %s to %s", p0, a, b);
	}
}

void pick_preview(const struct pick *p, const struct turn *t, bool old_rules, char *buf, size_t size)
{
	struct pick copy = *p;
	struct pick_move m;
	char msg[160];
	buf[0] = '\0';
	enum pick_result r = pick_activate_move(&copy, t, &m, msg, sizeof msg);
	if (r == PICK_CHANGED && (copy.mode == PICK_PUSH_DEST || copy.mode == PICK_PUSHER ||
				  copy.mode == PICK_PULL_DEST)) {
		char where[3], by[3];
		notation_square(copy.enemy, where);
		if (copy.mode == PICK_PUSHER) {
			char to[3];
			notation_square(copy.dest, to);
			snprintf(buf, size, "Enter: push the %c on %s to %s, then choose the pusher",
				 notation_piece_char(t->pos.board[copy.enemy]), where, to);
			return;
		}
		notation_square(copy.sel, by);
		snprintf(buf, size, "Enter: the %c on %s %s the %c on %s, then choose where %s goes",
			 notation_piece_char(t->pos.board[copy.sel]), by,
			 copy.mode == PICK_PUSH_DEST ? "pushes" : "pulls",
			 notation_piece_char(t->pos.board[copy.enemy]), where,
			 copy.mode == PICK_PUSH_DEST ? "it" : "the puller");
		return;
	}
	if (r != PICK_PLAY)
		return;
	struct turn after = *t;
	for (int i = 0; i < m.nsteps; i++)
		if (turn_step(&after, m.steps[i]) != STEP_OK)
			return;
	char text[96], words[64], effects[192];
	notation_turn(after.steps + t->nsteps, m.nsteps, text, sizeof text);
	pick_move_words(t, &m, words, sizeof words);
	turnwords_effects(after.steps + t->nsteps, m.nsteps, &after.pos, old_rules, effects, sizeof effects);
	const char *twice = "";
	if (pick_loses_mover(t, &m))
		twice = p->armed == p->cursor ? " (Enter again plays it)" : " (Enter twice to play it)";
	snprintf(buf, size, "Enter: %s (%s)%s%s%s", text, words, effects[0] ? " -- " : "", effects, twice);
}

bitboard pick_plan(const struct pick *p, const struct turn *t)
{
	struct pick copy = *p;
	struct pick_move m;
	char msg[160];
	bitboard out = 0;
	if (pick_activate_move(&copy, t, &m, msg, sizeof msg) != PICK_PLAY)
		return 0;
	for (int i = 0; i < m.nsteps; i++)
		if (piece_color(m.steps[i].piece) == t->pos.side)
			out |= bb_square(m.steps[i].to);
	return out;
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

bitboard pick_near_goal(const struct position *pos)
{
	bitboard out = 0;
	for (int c = 0; c < COLOR_NB; c++) {
		int rank = c == GOLD ? 6 : 1, dir = c == GOLD ? 8 : -8;
		bitboard r = position_pieces(pos, (enum color)c, RABBIT);
		while (r) {
			int sq = bb_first(r);
			r &= r - 1;
			if (square_rank(sq) == rank && pos->board[sq + dir] == PIECE_NONE)
				out |= bb_square(sq);
		}
	}
	return out;
}

bool pick_goal_in_reach(const struct turn *t, struct pick_path *out)
{
	enum color side = t->pos.side;
	int goal_rank = side == GOLD ? 7 : 0;
	bool found = false;
	memset(out, 0, sizeof *out);
	bitboard r = position_pieces(&t->pos, side, RABBIT);
	while (r) {
		int sq = bb_first(r);
		r &= r - 1;
		for (int f = 0; f < 8; f++) {
			struct pick_path path;
			int to = square_make(f, goal_rank);
			int dist = abs(f - square_file(sq)) + abs(goal_rank - square_rank(sq));
			if (dist > TURN_MAX_STEPS - t->nsteps)
				continue;
			if (t->pos.board[to] != PIECE_NONE || !pick_find_path(t, sq, to, &path) || path.lost)
				continue;
			if (!found || path.nsteps < out->nsteps) {
				*out = path;
				found = true;
			}
		}
	}
	return found;
}
