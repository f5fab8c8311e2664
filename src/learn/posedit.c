/* posedit.c: the position editor's model (see posedit.h). */
#include "config.h"
#include <stdio.h>
#include <string.h>
#include "learn/posedit.h"
#include "notation/diagram.h"
#include "notation/notation.h"
#include "notation/record.h"
#include "util/xmalloc.h"

void posedit_init(struct posedit *e)
{
	memset(e, 0, sizeof *e);
	position_clear(&e->pos, GOLD);
	e->number = 2;
}

void posedit_clear(struct posedit *e)
{
	position_clear(&e->pos, e->pos.side);
	e->ntaken = 0;
}

int posedit_put(struct posedit *e, int sq, int p)
{
	if (sq < 0 || sq >= SQUARE_NB || p <= PIECE_NONE || p >= PIECE_NB)
		return -1;
	int old = position_remove(&e->pos, sq);
	position_put(&e->pos, sq, p);
	e->ntaken = 0;
	return old;
}

int posedit_remove(struct posedit *e, int sq)
{
	if (sq < 0 || sq >= SQUARE_NB)
		return -1;
	e->ntaken = 0;
	return position_remove(&e->pos, sq);
}

void posedit_set_side(struct posedit *e, enum color c)
{
	position_set_side(&e->pos, c);
	e->ntaken = 0;
}

int posedit_set_number(struct posedit *e, int number)
{
	if (number < 2 || number > NOTATION_START_MAX)
		return -1;
	e->number = number;
	return 0;
}

int posedit_set_taken(struct posedit *e, const struct step *s, int n, char *why, size_t size)
{
	if (n < 0 || n > TURN_MAX_STEPS - 1) {
		snprintf(why, size, "at most %d steps may be taken already", TURN_MAX_STEPS - 1);
		return -1;
	}
	struct turn t;
	turn_begin(&t, &e->pos);
	for (int i = 0; i < n; i++) {
		enum step_error err = turn_step(&t, s[i]);
		if (err != STEP_OK) {
			notation_step_error(&t.pos, s[i], err, why, size);
			return -1;
		}
	}
	memcpy(e->taken, s, (size_t)n * sizeof *s);
	e->ntaken = n;
	return 0;
}

int posedit_read(struct posedit *e, const char *text, size_t len, char *why, size_t size)
{
	struct position pos;
	int number;
	if (record_read_position(text, len, &pos, &number, why, size) != 0)
		return -1;
	posedit_init(e);
	e->pos = pos;
	e->number = number < 2 ? 2 : number;
	return 0;
}

enum posedit_problem posedit_check(const struct posedit *e, char *why, size_t size)
{
	const struct position *pos = &e->pos;
	char sq[3];
	for (int c = 0; c < COLOR_NB; c++)
		for (int k = KIND_NB - 1; k >= 0; k--) {
			int n = position_count(pos, (enum color)c, (enum kind)k), most = kind_setup_count((enum kind)k);
			if (n > most) {
				snprintf(why, size, "%s has %d %ss: a side has at most %d", notation_color_name((enum color)c),
					 n, notation_kind_name((enum kind)k), most);
				return POSEDIT_TOO_MANY;
			}
		}
	int trap = position_unsupported_trap(pos);
	if (trap >= 0) {
		int p = pos->board[trap];
		notation_square(trap, sq);
		snprintf(why, size, "the %s %s on %s stands on a trap with no %s piece beside it: it would have been captured",
			 notation_color_name(piece_color(p)), notation_kind_name(piece_kind(p)), sq,
			 notation_color_name(piece_color(p)));
		return POSEDIT_TRAP;
	}
	for (int c = 0; c < COLOR_NB; c++) {
		bitboard r = position_pieces(pos, (enum color)c, RABBIT) & bb_goal_rank((enum color)c);
		if (r) {
			notation_square(bb_first(r), sq);
			snprintf(why, size, "the %s rabbit on %s stands on the rank where it wins: the game would be over",
				 notation_color_name((enum color)c), sq);
			return POSEDIT_GOAL_RANK;
		}
	}
	if (!pos->color_bb[pos->side]) {
		snprintf(why, size, "%s, to move, has no piece", notation_color_name(pos->side));
		return POSEDIT_NO_PIECES;
	}
	struct turn t;
	turn_begin(&t, pos);
	for (int i = 0; i < e->ntaken; i++) {
		enum step_error err = turn_step(&t, e->taken[i]);
		if (err != STEP_OK) {
			notation_step_error(&t.pos, e->taken[i], err, why, size);
			return POSEDIT_TAKEN;
		}
	}
	snprintf(why, size, "the position is legal");
	return POSEDIT_OK;
}

void posedit_turn(const struct posedit *e, struct turn *t)
{
	turn_begin(t, &e->pos);
	for (int i = 0; i < e->ntaken; i++)
		turn_step(t, e->taken[i]);
}

char *posedit_save(const struct posedit *e)
{
	char shortf[DIAGRAM_SHORT_SIZE], label[16], diagram[DIAGRAM_SIZE], taken[96] = "";
	diagram_short_write(&e->pos, shortf, sizeof shortf);
	notation_label(e->number, e->pos.side, label);
	diagram_write(&e->pos, e->number, diagram, sizeof diagram);
	if (e->ntaken) {
		char steps[80];
		struct turn t;
		turn_begin(&t, &e->pos);
		for (int i = 0; i < e->ntaken; i++)
			turn_step(&t, e->taken[i]);
		notation_turn(t.steps, t.nsteps, steps, sizeof steps);
		snprintf(taken, sizeof taken, "Taken: %s\n", steps);
	}
	/* The short form begins with the side's letter: the label replaces it. */
	return xasprintf("Event: Position\nPosition: %s%s\n%s\n%s", label, shortf + 1, taken, diagram);
}
