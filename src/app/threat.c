/* threat.c: the opponent's captures and goals if it were its move now,
 * from every distinct legal turn it would have. */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "app/threat.h"
#include "core/movegen.h"
#include "notation/notation.h"

/* Notes a capture of the piece that stood on square from (once per piece). */
static void threat_note_capture(struct threat *t, int piece, int from, const struct position *p,
				const struct movegen_turn *mt)
{
	for (int i = 0; i < t->ncaptures; i++)
		if (t->captures[i].square == from)
			return;
	int n = t->ncaptures;
	if (n == (int)(sizeof t->captures / sizeof t->captures[0])) {
		/* full: keep the most valuable (the last is the least) */
		if (piece_kind(piece) <= piece_kind(t->captures[n - 1].piece))
			return;
		n--;
	} else {
		t->ncaptures++;
	}
	/* in order, the most valuable first, then by square */
	while (n > 0 && piece_kind(t->captures[n - 1].piece) < piece_kind(piece)) {
		t->captures[n] = t->captures[n - 1];
		n--;
	}
	t->captures[n].piece = piece;
	t->captures[n].square = from;
	notation_steps(p, mt->steps, mt->nsteps, t->captures[n].turn, sizeof t->captures[n].turn);
}

/* Plays one turn of the threatening side from p, noting what it captures
 * of the other side's (by the squares they stand on in p) and a goal. */
static void threat_try(struct threat *t, const struct position *p, const struct movegen_turn *mt)
{
	int origin[SQUARE_NB];
	for (int sq = 0; sq < SQUARE_NB; sq++)
		origin[sq] = sq;
	struct turn tn;
	turn_begin(&tn, p);
	for (int i = 0; i < mt->nsteps; i++) {
		struct step s = mt->steps[i];
		if (turn_step(&tn, s) != STEP_OK)
			return; /* cannot happen: the generator's turns are legal */
		origin[s.to] = origin[s.from];
		origin[s.from] = -1;
		const struct turn_step *ts = &tn.steps[tn.nsteps - 1];
		for (int k = 0; k < ts->ncaptures; k++) {
			int sq = ts->capture_square[k], piece = ts->capture_piece[k];
			if (piece_color(piece) != t->by && origin[sq] >= 0)
				threat_note_capture(t, piece, origin[sq], p, mt);
			origin[sq] = -1;
		}
	}
	if (!t->goal) {
		struct position after;
		turn_result(&tn, &after);
		bitboard home = position_pieces(&after, t->by, RABBIT) & bb_goal_rank(t->by);
		if (home) {
			t->goal = true;
			t->goal_square = bb_first(home);
			notation_steps(p, mt->steps, mt->nsteps, t->goal_turn, sizeof t->goal_turn);
		}
	}
}

int threat_find(const struct position *pos, struct threat *out)
{
	memset(out, 0, sizeof *out);
	out->by = color_other(pos->side);
	out->goal_square = -1;
	struct position p = *pos;
	position_set_side(&p, out->by);
	struct movegen *mg = movegen_new();
	if (!mg)
		return -1;
	const struct movegen_turn *turns;
	long n = movegen_list(mg, &p, NULL, &turns);
	if (n < 0) {
		movegen_free(mg);
		return -1;
	}
	out->turns = n;
	for (long i = 0; i < n; i++)
		threat_try(out, &p, &turns[i]);
	movegen_free(mg);
	return 0;
}

void threat_words(const struct threat *t, char *buf, size_t size)
{
	size_t len = 0;
	buf[0] = '\0';
	if (!t->goal && t->ncaptures == 0) {
		snprintf(buf, size, "%s threatens no capture and no goal", notation_color_title(t->by));
		return;
	}
	len += (size_t)snprintf(buf, size, "%s threatens", notation_color_title(t->by));
	if (t->goal && len < size) {
		char sq[3];
		notation_square(t->goal_square, sq);
		len += (size_t)snprintf(buf + len, size - len, " a goal on %s (%s)", sq, t->goal_turn);
	}
	for (int i = 0; i < t->ncaptures && len < size; i++) {
		char sq[3];
		const struct threat_capture *c = &t->captures[i];
		notation_square(c->square, sq);
		const char *sep = i == 0 ? (t->goal ? " and to take" : " to take") : (i + 1 == t->ncaptures ? " and" : ",");
		len += (size_t)snprintf(buf + len, size - len, "%s the %s %s on %s (%s)", sep,
					notation_color_name(piece_color(c->piece)), notation_kind_name(piece_kind(c->piece)),
					sq, c->turn);
	}
}
