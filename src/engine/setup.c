/* setup.c: the built-in player's setups: a few strong arrangements of
 * the sixteen pieces, drawn at random by the engine, and the answer to
 * the opponent's setup for Silver (the camel away from the elephant). */
#include "config.h"
#include "engine/engine.h"
#include "notation/notation.h"

/* Gold's ranks 2 (front) and 1 (back), files a to h; Silver's mirror them on 7 and 8. */
static const char *const setup_front[ENGINE_SETUPS] = { "RHCMECHR", "RHDEMDHR", "HDCMECDH", "RHCEMCHR" };
static const char *const setup_back[ENGINE_SETUPS] = { "RRRDDRRR", "RRCRRCRR", "RRRRRRRR", "RRRDDRRR" };

/* The file of side c's piece of kind k in pl, or -1. */
static int setup_file_of(const struct placement pl[SETUP_PIECES], enum color c, enum kind k)
{
	for (int i = 0; i < SETUP_PIECES; i++)
		if (pl[i].piece == piece_make(c, k))
			return square_file(pl[i].square);
	return -1;
}

void engine_setup_choice(enum color c, int which, const struct position *opponent,
			 struct placement pl[SETUP_PIECES])
{
	which = which < 0 || which >= ENGINE_SETUPS ? 0 : which;
	int r1 = c == GOLD ? 0 : 7, r2 = c == GOLD ? 1 : 6;
	for (int f = 0; f < 8; f++) {
		pl[f].piece = (uint8_t)piece_make(c, piece_kind(notation_piece_from_char(setup_front[which][f])));
		pl[f].square = (uint8_t)square_make(f, r2);
		pl[8 + f].piece = (uint8_t)piece_make(c, piece_kind(notation_piece_from_char(setup_back[which][f])));
		pl[8 + f].square = (uint8_t)square_make(f, r1);
	}
	if (!opponent)
		return;
	bitboard e = position_pieces(opponent, color_other(c), ELEPHANT);
	int camel = setup_file_of(pl, c, CAMEL);
	if (!e || camel < 0)
		return;
	/* the camel on the elephant's wing is the one piece it can chase at once */
	bool e_west = square_file(bb_first(e)) < 4, m_west = camel < 4;
	if (e_west != m_west)
		return;
	for (int i = 0; i < SETUP_PIECES; i++)
		pl[i].square = (uint8_t)square_make(7 - square_file(pl[i].square), square_rank(pl[i].square));
}

void engine_setup(enum color c, struct placement pl[SETUP_PIECES])
{
	engine_setup_choice(c, 0, NULL, pl);
}
